"""Figure of the write-up: who wins Euclid's Game from a, b <= 60, from the exhaustive search.

    python3 judge/problem.py 4342 figure      (make figures writes it to figure.svg)

Each cell (a, b) is marked by brute.mover_wins: dark and hatched where the player to move
loses. The lines b = phi a and a = phi b bound the losing wedge (the write-up's corollary); the
lines b = 2a and a = 2b bound the forced moves; the path is the game played out from 25 7.
Lines and marks differ in shape (solid or dashed, open or filled), not only in colour. A game
(a, b) is the centre of its cell, for the lines as for the path: a cell is dark exactly when its
centre lies inside a wedge. The dashed lines and the path have a white halo, so they read on
dark cells as on light ones; the solid lines run along the edge of the dark wedges, where a
halo would cut the corners of the dark cells into loose specks, and have none.
"""
from lib import svg

from . import brute, game

LIMIT = 60
CELL = 9
LEFT, TOP = 64, 56
PHI = (1 + 5 ** 0.5) / 2
SAMPLE = "25 7"
GOLDEN = svg.Stroke(svg.INK, width=2)  # b = phi a, a = phi b: the edge of the dark wedges
DOUBLE = svg.Stroke(svg.INK, width=1, dash=True, halo=1)  # b = 2a, a = 2b
PATH = svg.Stroke(svg.INK, width=1.5, halo=1)  # the game played out
START, AFTER_MOVE = svg.Marker(4.5, filled=True), svg.Marker(3)


def centre(position):
    """The centre of the cell of the game (a, b): row a, column b."""
    a, b = position
    return LEFT + (b - 0.5) * CELL, TOP + (a - 0.5) * CELL


def ray(slope):
    """The ends, in pixels, of the line b = slope * a (slope >= 1) through the grid, the game
    (a, b) drawn at the centre of its cell: from the top edge to the right or bottom edge."""
    edge = LIMIT + 0.5
    last_a = min(edge, edge / slope)
    return [centre((0.5, 0.5 * slope)), centre((last_a, last_a * slope))]


def flipped(points):
    """The same points mirrored in the diagonal a = b."""
    return [(LEFT + y - TOP, TOP + x - LEFT) for x, y in points]


def played_out(text):
    """The positions of the game from `text` with both sides perfect, up to the last one
    without a 0: the winner plays the first winning move, the loser the first move."""
    position, path = game.start(text), []
    while game.over(position) is None:
        path.append(position)
        moves = list(game.moves(position))
        position = game.after(position, next(
            (move for move in moves if not brute.mover_wins(game.after(position, move))),
            moves[0]))
    return path


def draw():
    """The SVG text of figure.svg."""
    side = LIMIT * CELL
    positions = played_out(SAMPLE)
    shown = ", ".join(f"{a} {b}" for a, b in positions)
    drawing = svg.Drawing(LEFT + side + 230, TOP + side + 40,
                          "Euclid's Game: who wins from a, b <= 60",
                          "A grid of the games a, b from 1 to 60, a the row (top to bottom), "
                          "b the column (left to right). Dark hatched squares are lost for the "
                          "player to move, light squares won. The lost squares fill the two "
                          "wedges between the diagonal and the solid lines b = phi a and "
                          "a = phi b; outside the dashed lines b = 2a and a = 2b the player to "
                          "move has a choice and wins. A filled circle marks the start "
                          f"{SAMPLE} of the game played out, open circles joined by a line the "
                          f"positions after each move, {shown.split(', ', 1)[1]}; the last "
                          "move makes a 0.")
    rows = [[svg.WON if brute.mover_wins((a, b)) else svg.LOST for b in range(1, LIMIT + 1)]
            for a in range(1, LIMIT + 1)]
    drawing.grid(LEFT, TOP, CELL, rows)
    for t in [1] + list(range(10, LIMIT + 1, 10)):
        drawing.text(LEFT + (t - 0.5) * CELL, TOP - 6, t, size=10, anchor="middle")
        drawing.text(LEFT - 6, TOP + (t - 0.5) * CELL + 3.5, t, size=10, anchor="end")
    drawing.text(LEFT + side / 2, TOP - 24, "b (column)", size=13, anchor="middle",
                 weight="bold")
    drawing.text(LEFT - 40, TOP + side / 2, "a", size=13, anchor="middle", weight="bold")
    drawing.text(LEFT - 40, TOP + side / 2 + 14, "(row)", size=11, anchor="middle")
    for slope, style in ((2, DOUBLE), (PHI, GOLDEN)):
        drawing.stroke(ray(slope), style)
        drawing.stroke(flipped(ray(slope)), style)
    path = [centre(position) for position in positions]
    drawing.stroke(path, PATH)
    for x, y in path[1:]:
        drawing.mark(x, y, AFTER_MOVE)
    drawing.mark(*path[0], START)
    key_x = LEFT + side + 20
    drawing.legend(key_x, TOP, [(svg.LOST, "lost for the player to move"),
                                (svg.WON, "won for the player to move"),
                                (GOLDEN, "b = φ·a and a = φ·b"),
                                (DOUBLE, "b = 2a and a = 2b"),
                                (START, f"the start, {SAMPLE}"),
                                ((PATH, AFTER_MOVE), "after each move:"),
                                (None, shown.split(", ", 1)[1])])
    return drawing.svg()


COMMANDS = {"draw": draw}
DEFAULT_COMMAND = "draw"
