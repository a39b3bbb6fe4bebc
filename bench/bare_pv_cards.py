"""The page-rate baseline for place-value cards: the plain script a competent reportlab user writes.

Two cards side by side on a landscape page, each with its title, game number
and code, a QR code of the code, name/class/date lines, a table of nine
categories with a number column and an X column, and the rules reminder.
What every card shares is drawn once as a form and placed on each card; each
game's QR code is encoded once (both cards of a game share it) and drawn as
one path of rectangles, a run of dark modules each. The fonts are loaded once
(a script loads them once, as the project does). No model, no templates.
"""

from __future__ import annotations

import io

from reportlab.graphics.barcode import qrencoder
from reportlab.lib.pagesizes import landscape, letter
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas

REMINDER = ["Who goes first? Each player rolls all the dice. The greatest sum goes first; tied players roll again.",
            "Your turn: Roll once or twice, then fill one category. If you cannot fill any, put an X beside one.",
            "How to win: In each category, the greatest number gets 1 point. The most points wins!"]
ROW, HEAD, QR = 34, 18, 54


def load_fonts(font_path: str, bold_path: str) -> None:
    """Register the two fonts the first time: a script loads its fonts once, as the project does."""
    if "BareSans" not in pdfmetrics.getRegisteredFontNames():
        pdfmetrics.registerFont(TTFont("BareSans", font_path))
        pdfmetrics.registerFont(TTFont("BareSansBold", bold_path))


def qr_runs(value: str) -> list[tuple[int, int, int]]:
    """(row, first column, length) of every run of dark modules."""
    code = qrencoder.QRCode(None, qrencoder.QRErrorCorrectLevel.M)
    code.addData(value)
    code.make()
    runs = []
    for r, row in enumerate(code.modules):
        start = None
        for col, dark in enumerate([*row, False]):
            if dark and start is None:
                start = col
            elif not dark and start is not None:
                runs.append((r, start, col - start))
                start = None
    return runs


def draw_qr(c: canvas.Canvas, runs: list[tuple[int, int, int]], x: float, y: float, size: float) -> None:
    count = max(r for r, _, _ in runs) + 1 + 8  # modules a side and the quiet zone
    module = size / count
    path = c.beginPath()
    for r, start, length in runs:
        path.rect(x + (start + 4) * module, y + size - (r + 5) * module, length * module, module)
    c.drawPath(path, stroke=0, fill=1)


def draw(cards: list[tuple[str, str, list[str]]], font_path: str, bold_path: str) -> bytes:
    """``cards``: (student name, sheet code, the nine category phrases) for each card."""
    load_fonts(font_path, bold_path)
    buffer = io.BytesIO()
    width, height = landscape(letter)
    c = canvas.Canvas(buffer, pagesize=(width, height), invariant=1, pageCompression=1)
    card_width = (width - 72) / 2
    right = card_width - 18
    number_x, x_col = right - 110, right - 24
    top = height - 36
    grid_top = top - 88
    rows = len(cards[0][2]) if cards else 9
    bottom = grid_top - HEAD - ROW * rows

    c.beginForm("card")  # everything a card shares, at the card's own origin
    c.setFont("BareSansBold", 14)
    c.drawString(0, top - 14, "Place Value Yahtzee")
    c.setFont("BareSans", 9)
    c.drawString(0, top - 52, "Name")
    c.line(30, top - 54, right - 60, top - 54)
    c.drawString(0, top - 76, "Class")
    c.line(30, top - 78, card_width / 2, top - 78)
    c.drawString(card_width / 2 + 8, top - 76, "Date")
    c.line(card_width / 2 + 36, top - 78, right, top - 78)
    c.setFont("BareSansBold", 8)
    c.drawString(3, grid_top - 12, "Category")
    c.drawString(number_x + 3, grid_top - 12, "4-digit number")
    c.drawString(x_col + 8, grid_top - 12, "X")
    for row in range(rows + 1):
        c.line(0, grid_top - HEAD - ROW * row, right, grid_top - HEAD - ROW * row)
    for cx in (0, number_x, x_col, right):
        c.line(cx, grid_top, cx, bottom)
    c.line(0, grid_top, right, grid_top)
    c.setFont("BareSans", 7)
    for line, text in enumerate(REMINDER):
        c.drawString(0, bottom - 30 - 10 * line, text)
    c.endForm()

    encoded: dict[str, list[tuple[int, int, int]]] = {}
    for start in range(0, len(cards), 2):
        for slot, (name, code, categories) in enumerate(cards[start:start + 2]):
            c.saveState()
            c.translate(36 + slot * (card_width + 18), 0)
            c.doForm("card")
            c.setFont("BareSansBold", 10)
            c.drawString(0, top - 32, "Game 1")
            c.setFont("BareSans", 8)
            c.drawString(50, top - 32, f"Code {code}")
            if code not in encoded:
                encoded[code] = qr_runs(code)
            draw_qr(c, encoded[code], right - QR, top - 60, QR)
            c.setFont("BareSans", 9)
            c.drawString(32, top - 52, name)
            for row, text in enumerate(categories, start=1):
                c.drawString(3, grid_top - HEAD - ROW * row + 13, text)
            c.restoreState()
        c.showPage()
    c.save()
    return buffer.getvalue()
