"""The page-rate baseline for place-value cards: bare reportlab drawing the same page.

Two cards side by side on a landscape page, each with its title, game number
and code, a QR code of the code, name/class/date lines, a table of nine
categories with a number column and an X column, and the rules reminder, all
with plain canvas calls: no model, no templates, no reusable forms.
"""

from __future__ import annotations

import io

from reportlab.graphics import renderPDF
from reportlab.graphics.barcode.qr import QrCodeWidget
from reportlab.graphics.shapes import Drawing
from reportlab.lib.pagesizes import landscape, letter
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas

REMINDER = ["Who goes first? Each player rolls all the dice. The greatest sum goes first; tied players roll again.",
            "Your turn: Roll once or twice, then fill one category. If you cannot fill any, put an X beside one.",
            "How to win: In each category, the greatest number gets 1 point. The most points wins!"]


def _qr(c: canvas.Canvas, value: str, x: float, y: float, size: float) -> None:
    widget = QrCodeWidget(value)
    left, bottom, right, top = widget.getBounds()
    drawing = Drawing(size, size, transform=[size / (right - left), 0, 0, size / (top - bottom), 0, 0])
    drawing.add(widget)
    renderPDF.draw(drawing, c, x, y)


def draw(cards: list[tuple[str, str, list[str]]], font_path: str, bold_path: str) -> bytes:
    """``cards``: (student name, sheet code, the nine category phrases) for each card."""
    pdfmetrics.registerFont(TTFont("BareSans", font_path))
    pdfmetrics.registerFont(TTFont("BareSansBold", bold_path))
    buffer = io.BytesIO()
    width, height = landscape(letter)
    c = canvas.Canvas(buffer, pagesize=(width, height), invariant=1, pageCompression=1)
    card_width = (width - 72) / 2
    for start in range(0, len(cards), 2):
        for slot, (name, code, categories) in enumerate(cards[start:start + 2]):
            x, top = 36 + slot * (card_width + 18), height - 36
            right = x + card_width - 18
            c.setFont("BareSansBold", 14)
            c.drawString(x, top - 14, "Place Value Yahtzee")
            c.setFont("BareSansBold", 10)
            c.drawString(x, top - 32, "Game 1")
            c.setFont("BareSans", 8)
            c.drawString(x + 50, top - 32, f"Code {code}")
            _qr(c, code, right - 54, top - 60, 54)
            c.setFont("BareSans", 9)
            c.drawString(x, top - 52, "Name")
            c.drawString(x + 32, top - 52, name)
            c.line(x + 30, top - 54, right - 60, top - 54)
            c.drawString(x, top - 76, "Class")
            c.line(x + 30, top - 78, x + card_width / 2, top - 78)
            c.drawString(x + card_width / 2 + 8, top - 76, "Date")
            c.line(x + card_width / 2 + 36, top - 78, right, top - 78)
            grid_top, row_h = top - 88, 34
            number_x, x_col = right - 110, right - 24
            c.setFont("BareSansBold", 8)
            c.drawString(x + 3, grid_top - 12, "Category")
            c.drawString(number_x + 3, grid_top - 12, "4-digit number")
            c.drawString(x_col + 8, grid_top - 12, "X")
            c.setFont("BareSans", 9)
            for row, text in enumerate(categories, start=1):
                y = grid_top - 18 - row_h * row
                c.drawString(x + 3, y + 13, text)
                c.line(x, y, right, y)
            bottom = grid_top - 18 - row_h * len(categories)
            for cx in (x, number_x, x_col, right):
                c.line(cx, grid_top, cx, bottom)
            c.line(x, grid_top, right, grid_top)
            c.line(x, grid_top - 18, right, grid_top - 18)
            c.setFont("BareSans", 7)
            for line, text in enumerate(REMINDER):
                c.drawString(x, bottom - 30 - 10 * line, text)
        c.showPage()
    c.save()
    return buffer.getvalue()
