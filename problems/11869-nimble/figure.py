"""Figure of the write-up: positions of Nimble in binary columns with their xor.

    python3 judge/problem.py 11869 figure      (make figures writes it to figure.svg)

Three panels: sample 6 (coins on 1 2 3 4), the position after the first winning move the
search finds there, and sample 7 (9 8 9 8 9 9). Each coin's cell is a row of binary digits
(a filled dot for 1, a ring for 0), the xor row below; the mark beside the xor says whether
the position is won or lost for the player to move, by brute.mover_wins. In the first panel
the column of the xor's top bit and the coin that moves are highlighted.
"""
from functools import reduce
from operator import xor

from lib import svg

from . import brute, game, gen

SAMPLE_6, SAMPLE_7 = tuple(gen.SAMPLES[5]), tuple(gen.SAMPLES[6])
COLUMN, ROW = 28, 26         # the spacing of the digits
PANEL = 250                  # the width of a panel
TOP = 92                     # the y of the first row of digits
LABEL = 64                   # the width of the row labels ("cell 9")
DOT = 8                      # the radius of a digit


def first_winning_move(position):
    """The first move, in game.moves order, to a position lost for the player to move."""
    return next(move for move in game.moves(position)
                if not brute.mover_wins(game.after(position, move)))


def panel(drawing, left, title, position, bits, moved=None):
    """Draw `position` in binary from x = `left`; `moved`: the coin to highlight, with the
    column of the xor's top bit. Returns the y below the panel."""
    total = reduce(xor, position)
    digits_left = left + LABEL
    drawing.text(left, TOP - 56, title, size=13, weight="bold")
    if moved is not None:
        column = bits - total.bit_length()
        drawing.rect(digits_left + column * COLUMN - COLUMN / 2 + 2, TOP - 40, COLUMN - 4,
                     (len(position) + 1) * ROW + 40, fill=svg.ACCENT)
        drawing.rect(left - 4, TOP + moved * ROW - ROW / 2, LABEL + bits * COLUMN, ROW,
                     stroke=svg.ACCENT, stroke_width=2.5)
    for bit in range(bits):
        drawing.text(digits_left + bit * COLUMN, TOP - 24, 1 << (bits - 1 - bit), size=12,
                     anchor="middle")
    rows = [("cell %d" % cell, cell) for cell in position] + [("xor", total)]
    for i, (label, value) in enumerate(rows):
        y = TOP + i * ROW + (8 if label == "xor" else 0)
        drawing.text(left, y + 4, label, size=12, weight="bold" if label == "xor" else None)
        for bit in range(bits):
            filled = value >> (bits - 1 - bit) & 1
            drawing.circle(digits_left + bit * COLUMN, y, DOT,
                           fill=svg.INK if filled else "#ffffff", stroke=svg.INK)
    line_y = TOP + (len(position) - 0.5) * ROW + 4
    drawing.line(left, line_y, digits_left + (bits - 0.5) * COLUMN, line_y, width=1.5)
    outcome = svg.WON if brute.mover_wins(position) else svg.LOST
    mark_y = TOP + len(position) * ROW + 8
    drawing.cell(left, mark_y + 18, 14, outcome, stroke=svg.INK)
    drawing.text(left + 20, mark_y + 30, "xor %d: %s for the player to move"
                 % (total, "won" if outcome == svg.WON else "lost"), size=12)
    return mark_y + 40


def draw():
    """The SVG text of figure.svg."""
    move = first_winning_move(SAMPLE_6)
    after = game.after(SAMPLE_6, move)
    moved = SAMPLE_6.index(move[0])
    drawing = svg.Drawing(3 * PANEL + 20, 400, "Nimble: coins in binary and their xor",
                          "Three positions of Nimble, each coin's cell written in binary as a "
                          "row of dots (filled: digit 1, ring: digit 0) with the xor of the "
                          "cells below. Sample 6, coins on 1 2 3 4, has xor 4: won for the "
                          "player to move, who slides the coin on 4, the only cell with the "
                          "xor's top bit, to 0. That leaves xor 0: lost for the player to "
                          "move. Sample 7, 9 8 9 8 9 9, has xor 0: lost for the player to move.")
    bottom = max(panel(drawing, 20, "sample 6: %s" % " ".join(map(str, SAMPLE_6)), SAMPLE_6, 3,
                       moved),
                 panel(drawing, 20 + PANEL, "after the move %d \u2192 %d" % move, after, 3),
                 panel(drawing, 20 + 2 * PANEL, "sample 7: %s" % " ".join(map(str, SAMPLE_7)),
                       SAMPLE_7, 4))
    y = bottom + 14
    drawing.circle(26, y, DOT)
    drawing.text(40, y + 4, "binary digit 1", size=12)
    drawing.circle(166, y, DOT, fill="#ffffff", stroke=svg.INK)
    drawing.text(180, y + 4, "binary digit 0", size=12)
    drawing.rect(300, y - 9, 18, 18, fill=svg.ACCENT)
    drawing.text(324, y + 4, "the xor's top bit; framed: the coin that has it and moves",
                 size=12)
    drawing.height = y + 20
    return drawing.svg()


COMMANDS = {"draw": draw}
DEFAULT_COMMAND = "draw"
