"""The page-rate baseline: the plain script a competent reportlab user writes for a classic card page.

It draws what a page of `worksheets scorecard --layout card` holds (two cards
side by side on a landscape page, each with a title, name/class/date lines and
a grid of labelled rows and three game columns). Everything but the student's
name is the same on every card, so it is drawn once as a form and placed on
each card, the first thing a reportlab user reaches for. The fonts are loaded
once (a script loads them once, as the project does). No model, no templates.
"""

from __future__ import annotations

import io

from reportlab.lib.pagesizes import landscape, letter
from reportlab.pdfgen import canvas

from bare_pv_cards import draw_qr, load_fonts, qr_runs

ROWS = [("Ones", "Add up only the 1s"), ("Twos", "Add up only the 2s"), ("Threes", "Add up only the 3s"),
        ("Fours", "Add up only the 4s"), ("Fives", "Add up only the 5s"), ("Sixes", "Add up only the 6s"),
        ("Upper total", "Add Ones to Sixes"), ("Bonus", "35 if Upper total is 63 or more"),
        ("Three of a Kind", "At least 3 alike: add all 5 dice"), ("Four of a Kind", "At least 4 alike: add all 5 dice"),
        ("Full House", "3 of one number and 2 of another: 25 points"), ("Small Straight", "4 numbers in a row: 30 points"),
        ("Large Straight", "5 numbers in a row: 40 points"), ("Yahtzee", "All 5 dice alike: 50 points"),
        ("Chance", "Any roll: add all the dice"), ("Yahtzee bonus", "+100 for each extra Yahtzee"),
        ("Lower total", "Add Three of a Kind to Chance + Yahtzee bonus"), ("Grand total", "Upper total + Bonus + Lower total")]


def draw(names: list[str], font_path: str, bold_path: str, code: str = "28C0-0000-0001-0N") -> bytes:
    """A card for each of ``names``; ``code``: the class set's sheet code, printed with its QR code."""
    load_fonts(font_path, bold_path)
    buffer = io.BytesIO()
    width, height = landscape(letter)
    c = canvas.Canvas(buffer, pagesize=(width, height), invariant=1, pageCompression=1)
    card_width = (width - 72) / 2
    top = height - 36
    c.beginForm("card")  # the whole card but the name, at the card's own origin
    c.setFont("BareSansBold", 14)
    c.drawString(0, top - 14, "Classic Yahtzee")
    c.setFont("BareSans", 8)
    c.drawString(0, top - 28, f"Sheet code {code}")
    draw_qr(c, qr_runs(code), card_width - 18 - 54, top - 54, 54)
    c.setFont("BareSans", 9)
    c.drawString(0, top - 40, "Name")
    c.line(28, top - 42, card_width - 18, top - 42)
    c.drawString(0, top - 62, "Class")
    c.line(28, top - 64, card_width / 2, top - 64)
    c.drawString(card_width / 2 + 10, top - 62, "Date")
    c.line(card_width / 2 + 40, top - 64, card_width - 18, top - 64)
    grid_top, row_h, label_w = top - 80, 24, card_width * 0.45
    col_w = (card_width - 18 - label_w) / 3
    c.setLineWidth(1)
    for g in range(3):
        c.drawCentredString(label_w + col_w * (g + 0.5), grid_top - 14, f"Game {g + 1}")
    for r, (label, hint) in enumerate(ROWS, start=1):
        y = grid_top - row_h * (r + 1)
        c.setFont("BareSansBold", 8)
        c.drawString(3, y + 12, label)
        c.setFont("BareSans", 5.5)
        c.drawString(3, y + 4, hint)
        c.line(0, y, card_width - 18, y)
    bottom = grid_top - row_h * (len(ROWS) + 1)
    for col in range(5):
        cx = 0 if col == 0 else label_w + col_w * (col - 1)
        c.line(cx, grid_top, cx, bottom)
    c.line(0, grid_top, card_width - 18, grid_top)
    c.line(0, grid_top - row_h, card_width - 18, grid_top - row_h)
    c.endForm()
    for start in range(0, len(names), 2):
        for slot, name in enumerate(names[start:start + 2]):
            c.saveState()
            c.translate(36 + slot * (card_width + 18), 0)
            c.doForm("card")
            c.setFont("BareSans", 9)
            c.drawString(30, top - 40, name)
            c.restoreState()
        c.showPage()
    c.save()
    return buffer.getvalue()
