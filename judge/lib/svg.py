"""Small, deterministic SVG drawings for the write-ups' figures (`make figures`).

Each problem's figure.py builds a Drawing from its brute force and returns drawing.svg();
judge/figures.py writes that to figure.svg beside the write-up. The same calls always give the
same bytes: numbers with at most two decimals, elements in the order drawn, nothing from the
time, the machine or a random seed. The figures read without colour: LOST is a dark square with
a white diagonal hatch (the player to move loses there), WON a light empty one; a line or a
mark is told by its shape, not its colour alone: a Stroke says how a line is drawn (width,
dashes, a white halo that keeps it visible on dark cells as on light ones), a Marker how a
point is (an open or a filled circle), and the legend draws each entry as the figure does:

    drawing = Drawing(640, 480, "Euclid's Game: who wins a, b <= 60", "Dark hatched ...")
    drawing.grid(40, 40, 8, [[WON, LOST], [LOST, WON]])
    drawing.line(40, 40, 520, 400, stroke=INK, dash=True)
    text = drawing.svg()
"""
from xml.sax.saxutils import escape

INK = "#1a1a1a"          # text, axes and lines
GRID = "#c8c8c8"         # cell borders and light rules
WON_FILL = "#f4f1de"     # a position won by the player to move: light, unmarked
LOST_FILL = "#3d405b"    # a position lost by the player to move: dark, hatched white
ACCENT = "#e07a5f"       # one highlighted line, move or set of cells
FONT = "DejaVu Sans, Verdana, Arial, sans-serif"
WON, LOST = "won", "lost"
_HATCH_ID = "lost-hatch"


def number(value):
    """`value` written with at most two decimals and no trailing zeros: 3, 2.5, 0.33."""
    text = "%.2f" % value
    text = text.rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


class Stroke:
    """How a line is drawn: its colour, width, dashes, and the width of a white halo drawn
    under it on each side (0: none)."""

    def __init__(self, colour=INK, width=1, dash=False, halo=0):
        self.colour, self.width, self.dash, self.halo = colour, width, dash, halo


class Marker:
    """How a point is drawn: a circle of radius `radius`, open (white inside) or filled."""

    def __init__(self, radius, filled=False, colour=INK):
        self.radius, self.filled, self.colour = radius, filled, colour


def _attributes(pairs):
    return "".join(' %s="%s"' % (name, escape(str(value), {'"': "&quot;"}))
                   for name, value in pairs if value is not None)


class Drawing:
    """An SVG picture of `width` x `height` user units, with a title and a description.

    The title and description are what a screen reader says and what a browser shows on
    hover: say in the description what the marks mean and what the figure shows.
    """

    def __init__(self, width, height, title, description):
        self.width, self.height = width, height
        self.title, self.description = title, description
        self._elements = []
        self._hatch = False

    def _add(self, tag, pairs, content=None):
        attributes = _attributes(pairs)
        if content is None:
            self._elements.append("<%s%s/>" % (tag, attributes))
        else:
            self._elements.append("<%s%s>%s</%s>" % (tag, attributes, escape(content), tag))

    def rect(self, x, y, width, height, fill="none", stroke=None, stroke_width=None):
        self._add("rect", [("x", number(x)), ("y", number(y)), ("width", number(width)),
                           ("height", number(height)), ("fill", fill), ("stroke", stroke),
                           ("stroke-width", None if stroke_width is None
                            else number(stroke_width))])

    def cell(self, x, y, size, outcome, stroke=GRID, width=None):
        """A square of side `size` at (x, y) marked WON (light, empty) or LOST (dark, hatched);
        `width` makes it a rectangle that wide (a run of equal cells in a row)."""
        if outcome not in (WON, LOST):
            raise ValueError("outcome must be WON or LOST, not %r" % (outcome,))
        self._hatch = self._hatch or outcome == LOST
        fill = "url(#%s)" % _HATCH_ID if outcome == LOST else WON_FILL
        self.rect(x, y, size if width is None else width, size, fill=fill, stroke=stroke,
                  stroke_width=None if stroke is None else 0.5)

    def grid(self, x, y, size, rows, rule_every=1):
        """A table of cells from (x, y): rows[i][j] (WON or LOST) is the cell of row i, column
        j, each `size` wide. Runs of equal cells are drawn as one rectangle, then thin rules
        between the cells (every `rule_every` cells) and a frame, so a big grid stays small."""
        columns = max((len(row) for row in rows), default=0)
        self.rect(x, y, columns * size, len(rows) * size, fill=WON_FILL)
        for i, row in enumerate(rows):
            j = 0
            while j < len(row):
                end = j
                while end < len(row) and row[end] == row[j]:
                    end += 1
                if row[j] == LOST:
                    self.cell(x + j * size, y + i * size, size, LOST, stroke=None,
                              width=(end - j) * size)
                elif row[j] != WON:
                    raise ValueError("outcome must be WON or LOST, not %r" % (row[j],))
                j = end
        for i in range(rule_every, len(rows), rule_every):
            self.line(x, y + i * size, x + columns * size, y + i * size, stroke=GRID, width=0.5)
        for j in range(rule_every, columns, rule_every):
            self.line(x + j * size, y, x + j * size, y + len(rows) * size, stroke=GRID,
                      width=0.5)
        self.rect(x, y, columns * size, len(rows) * size, stroke=INK)

    def line(self, x1, y1, x2, y2, stroke=INK, width=1, dash=False):
        self._add("line", [("x1", number(x1)), ("y1", number(y1)), ("x2", number(x2)),
                           ("y2", number(y2)), ("stroke", stroke),
                           ("stroke-width", number(width)),
                           ("stroke-dasharray", "6 4" if dash else None)])

    def stroke(self, points, style):
        """A line through the (x, y) `points` drawn as the Stroke `style` says."""
        if style.halo:
            self.polyline(points, stroke="#ffffff", width=style.width + 2 * style.halo)
        self.polyline(points, stroke=style.colour, width=style.width, dash=style.dash)

    def mark(self, cx, cy, marker):
        """The Marker `marker` centred on (cx, cy)."""
        self.circle(cx, cy, marker.radius, fill=marker.colour if marker.filled else "#ffffff",
                    stroke=marker.colour)

    def polyline(self, points, stroke=INK, width=1.5, dash=False):
        """A line through the (x, y) `points`, in order."""
        self._add("polyline", [("points", " ".join("%s,%s" % (number(x), number(y))
                                                    for x, y in points)),
                               ("fill", "none"), ("stroke", stroke),
                               ("stroke-width", number(width)),
                               ("stroke-dasharray", "6 4" if dash else None)])

    def circle(self, cx, cy, r, fill=INK, stroke=None):
        self._add("circle", [("cx", number(cx)), ("cy", number(cy)), ("r", number(r)),
                             ("fill", fill), ("stroke", stroke)])

    def text(self, x, y, content, size=12, anchor="start", weight=None, fill=INK,
             monospace=False):
        self._add("text", [("x", number(x)), ("y", number(y)), ("font-size", number(size)),
                           ("text-anchor", anchor), ("font-weight", weight), ("fill", fill),
                           ("font-family", "DejaVu Sans Mono, monospace" if monospace
                            else None)],
                  str(content))

    def legend(self, x, y, entries, size=12, sample=None):
        """A key at (x, y): one row per (sample, label), the sample drawn as the figure draws
        it: WON or LOST (a cell), a Stroke (a line `sample` wide, 2 * size by default), a
        Marker, a tuple of a Stroke and a Marker (a line through the mark), or None (a label
        that goes on from the row before). The labels
        start after the widest sample. Returns the y just below the last row."""
        sample = 2 * size if sample is None else sample
        for kind, label in entries:
            parts = kind if isinstance(kind, tuple) else () if kind is None else (kind,)
            middle = y + size / 2
            for part in parts:
                if part in (WON, LOST):
                    self.cell(x, y, size, part, stroke=INK)
                elif isinstance(part, Stroke):
                    self.stroke([(x, middle), (x + sample, middle)], part)
                elif isinstance(part, Marker):
                    self.mark(x + sample / 2, middle, part)
                else:
                    raise ValueError("a legend sample is WON, LOST, a Stroke or a Marker")
            self.text(x + sample + 6, y + size - 2, label, size=size)
            y += size + 6
        return y

    def svg(self):
        """The whole document as text, ending with a newline."""
        head = ('<svg xmlns="http://www.w3.org/2000/svg" width="%s" height="%s" '
                'viewBox="0 0 %s %s" font-family="%s" role="img">'
                % (number(self.width), number(self.height), number(self.width),
                   number(self.height), FONT))
        parts = [head, "<title>%s</title>" % escape(self.title),
                 "<desc>%s</desc>" % escape(self.description)]
        if self._hatch:
            parts.append('<defs><pattern id="%s" width="4" height="4" '
                         'patternUnits="userSpaceOnUse" patternTransform="rotate(45)">'
                         '<rect width="4" height="4" fill="%s"/>'
                         '<line x1="0" y1="0" x2="0" y2="4" stroke="#ffffff" '
                         'stroke-width="1.2"/></pattern></defs>' % (_HATCH_ID, LOST_FILL))
        parts.append('<rect width="100%" height="100%" fill="#ffffff"/>')
        parts += self._elements
        parts.append("</svg>")
        return "\n".join(parts) + "\n"
