"""Figure of the write-up: every position (r, k), r <= 55, won or lost, from the exhaustive search.

    python3 judge/problem.py 2373 figure      (make figures writes it to figure.svg)

Row r holds the positions with r marbles left, column k the positions where the player to move
may take 1..k (k <= r); brute.mover_wins marks each cell. Every row is lost up to a threshold,
the smallest winning take, and won from there on. A ring marks the start (N, N - 1) of the game
with N marbles: it falls in the lost part exactly for the Fibonacci rows, labelled on the left.
"""
from lib import svg

from . import brute, reference

PILES = 55
CELL = 12  # a row per pile size, high enough that the labels of rows 1, 2, 3 do not touch
LEFT, TOP = 70, 64
TICK_EVERY = 10
RING = 3.4  # the radius of the ring on a start


def draw():
    """The SVG text of figure.svg."""
    side = PILES * CELL
    drawing = svg.Drawing(LEFT + side + 250, TOP + side + 56,
                          "Fibonacci Game: who wins with r marbles left and a take of up to k",
                          "A triangle of the positions (r, k), r marbles left and a take of 1 "
                          "to k allowed, for r from 1 to 55 (rows, top to bottom) and k from 1 "
                          "to r (columns, left to right). Dark hatched cells are lost for the "
                          "player to move, light cells won. Every row is lost up to its "
                          "smallest winning take and won from there on. A ring marks the start "
                          "(N, N - 1) of each game; it is in the dark part exactly in the rows "
                          "N = 2, 3, 5, 8, 13, 21, 34 and 55, the Fibonacci numbers, whose rows "
                          "are dark all the way to k = N - 1.")
    for r in range(1, PILES + 1):
        y = TOP + (r - 1) * CELL
        threshold = next(k for k in range(1, r + 1) if brute.mover_wins((r, k)))
        if threshold > 1:
            drawing.cell(LEFT, y, CELL, svg.LOST, stroke=None, width=(threshold - 1) * CELL)
        drawing.cell(LEFT + (threshold - 1) * CELL, y, CELL, svg.WON, stroke=None,
                     width=(r - threshold + 1) * CELL)
    for i in range(1, PILES):  # cell rules, inside the triangle k <= r only
        drawing.line(LEFT, TOP + i * CELL, LEFT + i * CELL, TOP + i * CELL, stroke=svg.GRID,
                     width=0.5)
        drawing.line(LEFT + i * CELL, TOP + i * CELL, LEFT + i * CELL, TOP + side,
                     stroke=svg.GRID, width=0.5)
    staircase = [(LEFT, TOP), (LEFT, TOP + side), (LEFT + side, TOP + side)]
    for r in range(PILES, 0, -1):
        staircase += [(LEFT + r * CELL, TOP + r * CELL), (LEFT + r * CELL, TOP + (r - 1) * CELL)]
    drawing.polyline(staircase + [(LEFT, TOP)], width=1)
    for n in range(2, PILES + 1):
        drawing.mark(LEFT + (n - 1.5) * CELL, TOP + (n - 0.5) * CELL, svg.Marker(RING))
    for k in [1] + list(range(TICK_EVERY, PILES + 1, TICK_EVERY)):
        drawing.text(LEFT + (k - 0.5) * CELL, TOP - 6, k, size=10, anchor="middle")
    for r in reference.fibonacci_up_to(PILES):
        drawing.text(LEFT - 6, TOP + (r - 0.5) * CELL + 3.5, r, size=10, anchor="end",
                     weight="bold" if r > 1 else None)
    drawing.text(LEFT + side / 2, TOP - 24, "k: the largest take allowed", size=13,
                 anchor="middle", weight="bold")
    drawing.text(LEFT - 46, TOP + side / 2 - 8, "r:", size=13, anchor="middle", weight="bold")
    drawing.text(LEFT - 46, TOP + side / 2 + 8, "marbles", size=11, anchor="middle")
    drawing.text(LEFT - 46, TOP + side / 2 + 22, "left", size=11, anchor="middle")
    key_x = LEFT + side + 24
    below = drawing.legend(key_x, TOP, [(svg.LOST, "lost for the player to move"),
                                        (svg.WON, "won for the player to move"),
                                        (svg.Marker(RING), "the start (N, N - 1)")])
    for i, line in enumerate(("Rows labelled on the left:", "the Fibonacci numbers,",
                              "the only lost starts.", "",
                              "Each row turns from lost to", "won at its smallest",
                              "winning take.")):
        drawing.text(key_x, below + 24 + 16 * i, line, size=12)
    return drawing.svg()


COMMANDS = {"draw": draw}
DEFAULT_COMMAND = "draw"
