"""Figure of the write-up: the lost counts of every game n = 1..31, from the exhaustive search.

    python3 judge/problem.py 20004 figure      (make figures writes it to figure.svg)

Row n, column c is the position after c numbers in the game n, marked by brute.mover_wins: dark
and hatched where the player to move loses. The column c = 30 and the lines c = 30 - j(n + 1)
run through the lost cells (the write-up's theorem); an arrow marks the rows whose count 0 is
lost, the games the second player wins, each labelled with the j of the line that meets column
0 there. The lines are drawn, dashed, for j <= DRAWN_J only: the others meet column 0 in the
rows 1 to 5, where they would run almost flat across the cells of the first rows and hide them.
"""
from lib import svg

from . import brute

game = brute.game

LAST = game.LOSING_NUMBER  # the counts are 0..LAST - 1
ROWS = 31  # the games n = 1..ROWS
LINE = svg.Stroke(svg.INK, width=1.5, dash=True, halo=1.5)  # c = 30 - j(n + 1): on any cell
CELL = 13
LEFT, TOP = 132, 64
DRAWN_J = 3  # the lines c = 30 - j(n + 1) drawn; the steeper ones crowd rows 1..5


def centre(n, count):
    """The pixel centre of the cell of the game n at `count` (any real n and count)."""
    return LEFT + (count + 0.5) * CELL, TOP + (n - 0.5) * CELL


def arrow(drawing, x, y):
    """A short arrow pointing right, its tip at (x, y)."""
    drawing.polyline([(x - 6, y - 4), (x, y), (x - 6, y + 4)], width=1.5)
    drawing.line(x - 14, y, x, y, width=1.5)


def meeting_column_0():
    """{j: n} for every line c = 30 - j(n + 1) that meets column 0, in the row n it meets it
    in: (n + 1) j = 30, so j runs over the divisors of 30 but 30 itself."""
    return {j: (LAST - 1) // j - 1 for j in range(1, LAST - 1) if (LAST - 1) % j == 0}


def draw():
    """The SVG text of figure.svg."""
    width, height = LAST * CELL, ROWS * CELL
    second = [n for n in range(1, ROWS + 1) if brute.second_player_wins(n)]
    lines = meeting_column_0()
    drawn = [j for j in lines if j <= DRAWN_J]
    drawing = svg.Drawing(LEFT + width + 250, TOP + height + 16,
                          "Baskin-Robbins 31: the counts lost for the player to move, n = 1..31",
                          "A grid with a row for each game n = 1 to 31 (a turn says 1 to n "
                          "numbers) and a column for each count c = 0 to 30 of numbers said. "
                          "Dark hatched cells are counts where the player to move loses; light "
                          "cells are won. In every row the lost counts are 30, 30 - (n + 1), "
                          "30 - 2(n + 1) and so on down to the last that is not negative, on "
                          "the lines c = 30 - j(n + 1). The lines that meet column 0 are those "
                          "with j = %s; the first %d are drawn dashed. Arrows mark the rows "
                          "n = %s, whose count 0 is lost: there the second player wins, and "
                          "each is labelled with the j of its line."
                          % (", ".join(map(str, lines)), len(drawn), ", ".join(map(str, second))))
    rows = [[svg.WON if brute.mover_wins((count, LAST, n)) else svg.LOST for count in range(LAST)]
            for n in range(1, ROWS + 1)]
    drawing.grid(LEFT, TOP, CELL, rows)
    for count in range(0, LAST, 5):
        drawing.text(centre(0, count)[0], TOP - 6, count, size=11, anchor="middle")
    for n in range(1, ROWS + 1):
        if n == 1 or n % 5 == 0:
            drawing.text(LEFT - 6, centre(n, 0)[1] + 4, n, size=11, anchor="end")
    drawing.text(LEFT + width / 2, TOP - 26, "count c: the numbers said so far", size=13,
                 anchor="middle", weight="bold")
    drawing.text(LEFT - 6, TOP - 26, "game n (rows):", size=13, anchor="end", weight="bold")
    drawing.text(LEFT - 6, TOP - 12, "the most a turn says", size=11, anchor="end")
    for j in drawn:  # from the grid's top edge (n = 1/2) to its left edge (c = -1/2)
        left_n = (LAST - 0.5) / j - 1
        drawing.stroke([centre(0.5, LAST - 1 - 1.5 * j), centre(left_n, -0.5)], LINE)
    for n in second:
        arrow(drawing, LEFT - 28, centre(n, 0)[1])
        j = next(j for j, meets in lines.items() if meets == n)
        drawing.text(LEFT - 48, centre(n, 0)[1] + 4, f"j = {j}", size=11, anchor="end")
    legend_x = LEFT + width + 18
    below = drawing.legend(legend_x, TOP, [(svg.LOST, "lost for the player to move"),
                                           (svg.WON, "won for the player to move"),
                                           (LINE, "c = 30 - j(n + 1) meeting"),
                                           (None, "column 0, j = %s" % ", ".join(
                                               map(str, drawn)))])
    arrow(drawing, legend_x + 24, below + 6)
    drawing.text(legend_x + 30, below + 10, "count 0 lost: the second", size=12)
    drawing.text(legend_x + 30, below + 26, "player wins the game n", size=12)
    return drawing.svg()


COMMANDS = {"draw": draw}
DEFAULT_COMMAND = "draw"
