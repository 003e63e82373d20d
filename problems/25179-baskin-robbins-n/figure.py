"""Figure of the write-up: who wins Baskin-Robbins N from N <= 40, M <= 20, from the exhaustive
search.

    python3 judge/problem.py 25179 figure      (make figures writes it to figure.svg)

Row M, column N is the start of the game N, M, marked by brute.mover_wins: dark and hatched
where the first player loses; the rows read as `brute lines` prints them. The column N = 1 and the
lines N - 1 = j(M + 1) for j = 1..4 run through the lost cells (the write-up's theorem); rings
mark the two samples.
"""
from lib import svg

from . import brute

N_MAX, M_MAX = 40, 20  # the starts N = 1..N_MAX (columns), M = 1..M_MAX (rows)
LINES = 4  # the lines N - 1 = j(M + 1), j = 1..LINES (j rounds of M + 1)
LINE = svg.Stroke(svg.INK, width=1.5, dash=True, halo=1.5)  # on dark cells as on light ones
SAMPLES = ((31, 3), (5, 3))  # (N, M) of the statement's samples
CELL = 12
LEFT, TOP = 120, 64


def centre(n, m):
    """The pixel centre of the cell of the start N = n, M = m (any real n and m)."""
    return LEFT + (n - 0.5) * CELL, TOP + (m - 0.5) * CELL


def draw():
    """The SVG text of figure.svg."""
    width, height = N_MAX * CELL, M_MAX * CELL
    drawing = svg.Drawing(LEFT + width + 60, TOP + height + 116,
                          "Baskin-Robbins N: who wins from N <= 40 and M <= 20",
                          "A grid with a column for each N = 1 to 40 (whoever says N loses) and "
                          "a row for each M = 1 to 20 (a turn says 1 to M numbers). Dark "
                          "hatched cells are starts the first player loses; light cells are "
                          "won. The lost cells are the column N = 1 and the cells on the dashed "
                          "lines N - 1 = j(M + 1), drawn for j = 1 to 4: in each row they stand "
                          "M + 1 apart. Rings mark the samples N = 31, M = 3 (won) and N = 5, "
                          "M = 3 (lost).")
    rows = [[svg.WON if brute.mover_wins((0, n, m)) else svg.LOST for n in range(1, N_MAX + 1)]
            for m in range(1, M_MAX + 1)]
    drawing.grid(LEFT, TOP, CELL, rows)
    for n in range(1, N_MAX + 1):
        if n == 1 or n % 5 == 0:
            drawing.text(centre(n, 0)[0], TOP - 6, n, size=11, anchor="middle")
    for m in range(1, M_MAX + 1):
        if m == 1 or m % 5 == 0:
            drawing.text(LEFT - 6, centre(0, m)[1] + 4, m, size=11, anchor="end")
    drawing.text(LEFT + width / 2, TOP - 26, "N: whoever says it loses", size=13,
                 anchor="middle", weight="bold")
    drawing.text(8, TOP + height / 2 - 8, "M: the most", size=13, weight="bold")
    drawing.text(8, TOP + height / 2 + 8, "a turn says", size=13, weight="bold")
    drawing.text(centre(1, 0)[0], TOP + height + 16, "j = 0", size=10, anchor="middle")
    for j in range(1, LINES + 1):  # from M = 1 to the last M with N = 1 + j(M + 1) <= 40
        last_m = min(M_MAX, (N_MAX - 1) // j - 1)
        drawing.stroke([centre(1 + j * (m + 1), m) for m in (1, last_m)], LINE)
        x2, y2 = centre(1 + j * (last_m + 1), last_m)
        drawing.text(x2 + CELL, y2 + 4, f"j = {j}", size=10)
    for n, m in SAMPLES:
        x, y = centre(n, m)
        drawing.circle(x, y, CELL * 0.9, fill="none", stroke=svg.INK)
    drawing.legend(LEFT, TOP + height + 32, [
        (svg.LOST, "lost for the first player"), (svg.WON, "won for the first player"),
        (LINE, "N - 1 = j(M + 1), j = 1..4: j rounds of M + 1"),
        (svg.Marker(CELL * 0.6), "the samples: N = 31, M = 3 (won) and N = 5, M = 3 (lost)")])
    return drawing.svg()


COMMANDS = {"draw": draw}
DEFAULT_COMMAND = "draw"
