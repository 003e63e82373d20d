"""Figure of the write-up: who wins at each number x, for every K up to 40, from brute.py.

    python3 judge/problem.py 22846 figure      (make figures writes it to figure.svg)

Row K, column x (1 <= x <= K): dark and hatched where the player to move with x on the monitor
loses, light where they win (brute.mover_wins_table). Column x = 1, framed, is Kali's start: a
lost square there means Ringo wins that K. The rows that Kali wins are labelled, and a dot after
each row of odd K marks the rows of the parity lemma.
"""
from lib import svg

from . import brute

MAX_K = 40
CELL = 11
LEFT, TOP = 64, 64
TICKS = (1, 5, 10, 15, 20, 25, 30, 35, 40)
RULE_EVERY = 5  # a thin rule between the columns 5 and 6, 10 and 11, ...
FRAME = svg.Stroke(svg.INK, width=2.5)  # around the column x = 1
ODD = svg.Marker(2.5, filled=True)  # after each row of odd K


def draw():
    """The SVG text of figure.svg."""
    side = MAX_K * CELL
    drawing = svg.Drawing(LEFT + side + 110, TOP + side + 24,
                          "Certified Easy Game: who wins at each number, for K up to 40",
                          "A triangle of squares: row K (1 to 40), column x (1 to K). A dark "
                          "hatched square means the player to move with x on the monitor loses; "
                          "a light one means they win. Column x = 1 is Kali's start, lost in "
                          "every row but K = 2 and K = 6, the two K that Kali wins. A dot after "
                          "a row marks an odd K; in those rows the lost squares are exactly the "
                          "odd x.")
    for k in range(1, MAX_K + 1):
        table = brute.mover_wins_table(k)
        row = [svg.WON if table[x] else svg.LOST for x in range(1, k + 1)]
        drawing.grid(LEFT, TOP + (k - 1) * CELL, CELL, [row], rule_every=RULE_EVERY)
        if k % 2 == 1:
            drawing.mark(LEFT + k * CELL + 7, TOP + (k - 0.5) * CELL, ODD)
        if brute.winner(k) == brute.game.PLAYERS[0]:
            drawing.text(LEFT + k * CELL + 8, TOP + k * CELL - 2, "K = %d: Kali wins" % k,
                         size=12, weight="bold")
    drawing.rect(LEFT - 1.5, TOP - 1.5, CELL + 3, side + 3, stroke=FRAME.colour,
                 stroke_width=FRAME.width)
    for t in TICKS:
        drawing.text(LEFT + (t - 0.5) * CELL, TOP - 6, t, size=10, anchor="middle")
        drawing.text(LEFT - 6, TOP + (t - 0.5) * CELL + 4, t, size=10, anchor="end")
    drawing.text(LEFT + side / 2, TOP - 24, "x, the number on the monitor", size=13,
                 anchor="middle", weight="bold")
    drawing.text(LEFT - 24, TOP + side / 2, "K", size=13, anchor="end", weight="bold")
    drawing.legend(LEFT + 18 * CELL, TOP + 9 * CELL,
                   [(svg.LOST, "lost for the player to move at x"),
                    (svg.WON, "won for the player to move at x"),
                    (FRAME, "framed: x = 1, where Kali moves first"),
                    (ODD, "an odd K: the row is lost exactly"),
                    (None, "at the odd x (the parity lemma)")])
    return drawing.svg()


COMMANDS = {"draw": draw}
DEFAULT_COMMAND = "draw"
