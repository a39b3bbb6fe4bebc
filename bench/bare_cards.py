"""The page-rate baseline: bare reportlab drawing a classic student card page.

It draws what a page of `worksheets scorecard --layout card` holds (two cards
side by side on a landscape page, each with a title, name/class/date lines and
a grid of labelled rows and three game columns) with plain canvas calls: no
model, no templates, no reusable forms.
"""

from __future__ import annotations

import io

from reportlab.lib.pagesizes import landscape, letter
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas

ROWS = [("Ones", "Add up only the 1s"), ("Twos", "Add up only the 2s"), ("Threes", "Add up only the 3s"),
        ("Fours", "Add up only the 4s"), ("Fives", "Add up only the 5s"), ("Sixes", "Add up only the 6s"),
        ("Upper total", "Add Ones to Sixes"), ("Bonus", "35 if Upper total is 63 or more"),
        ("Three of a Kind", "At least 3 alike: add all 5 dice"), ("Four of a Kind", "At least 4 alike: add all 5 dice"),
        ("Full House", "3 of one number and 2 of another: 25 points"), ("Small Straight", "4 numbers in a row: 30 points"),
        ("Large Straight", "5 numbers in a row: 40 points"), ("Yahtzee", "All 5 dice alike: 50 points"),
        ("Chance", "Any roll: add all the dice"), ("Yahtzee bonus", "+100 for each extra Yahtzee"),
        ("Lower total", "Add Three of a Kind to Chance + Yahtzee bonus"), ("Grand total", "Upper total + Bonus + Lower total")]


def draw(names: list[str], font_path: str, bold_path: str) -> bytes:
    pdfmetrics.registerFont(TTFont("BareSans", font_path))
    pdfmetrics.registerFont(TTFont("BareSansBold", bold_path))
    buffer = io.BytesIO()
    width, height = landscape(letter)
    c = canvas.Canvas(buffer, pagesize=(width, height), invariant=1, pageCompression=1)
    card_width = (width - 72) / 2
    for start in range(0, len(names), 2):
        for slot, name in enumerate(names[start:start + 2]):
            x = 36 + slot * (card_width + 18)
            top = height - 36
            c.setFont("BareSansBold", 14)
            c.drawString(x, top - 14, "Classic Yahtzee")
            c.setFont("BareSans", 9)
            c.drawString(x, top - 40, "Name")
            c.drawString(x + 30, top - 40, name)
            c.line(x + 28, top - 42, x + card_width - 18, top - 42)
            c.drawString(x, top - 62, "Class")
            c.line(x + 28, top - 64, x + card_width / 2, top - 64)
            c.drawString(x + card_width / 2 + 10, top - 62, "Date")
            c.line(x + card_width / 2 + 40, top - 64, x + card_width - 18, top - 64)
            grid_top, row_h, label_w = top - 80, 24, card_width * 0.45
            col_w = (card_width - 18 - label_w) / 3
            c.setLineWidth(1)
            for g in range(3):
                c.drawCentredString(x + label_w + col_w * (g + 0.5), grid_top - 14, f"Game {g + 1}")
            for r, (label, hint) in enumerate(ROWS, start=1):
                y = grid_top - row_h * (r + 1)
                c.setFont("BareSansBold", 8)
                c.drawString(x + 3, y + 12, label)
                c.setFont("BareSans", 5.5)
                c.drawString(x + 3, y + 4, hint)
                c.line(x, y, x + card_width - 18, y)
            bottom = grid_top - row_h * (len(ROWS) + 1)
            for col in range(5):
                cx = x if col == 0 else x + label_w + col_w * (col - 1)
                c.line(cx, grid_top, cx, bottom)
            c.line(x, grid_top, x + card_width - 18, grid_top)
            c.line(x, grid_top - row_h, x + card_width - 18, grid_top - row_h)
        c.showPage()
    c.save()
    return buffer.getvalue()
