"""The page-rate baseline for practice sheets: bare reportlab drawing a like page.

A portrait page with the topic, the level and code, a QR code of the code,
name/class/date lines, the instructions, and ten problems in a grid of two
columns, each with its number, its question, four dice drawn as rounded squares
and an answer box, all with plain canvas calls: no model, no templates, no fitting.
"""

from __future__ import annotations

import io

from reportlab.lib.pagesizes import letter
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas

from bare_pv_cards import draw_qr, qr_runs

INSTRUCTIONS = ("Use every die once, one die for each digit, to make a 4-digit number that fits the category.",
                "Write the greatest such number. If no order of the dice fits, write X.")


def draw(sheets: list[tuple[str, str, list[tuple[str, tuple[int, ...]]]]], font_path: str, bold_path: str) -> bytes:
    """``sheets``: (student name, sheet code, (question, dice) of each problem) for each sheet."""
    pdfmetrics.registerFont(TTFont("BareSans", font_path))
    pdfmetrics.registerFont(TTFont("BareSansBold", bold_path))
    buffer = io.BytesIO()
    width, height = letter
    c = canvas.Canvas(buffer, pagesize=letter, invariant=1, pageCompression=1)
    for name, code, problems in sheets:
        x, top, right = 36, height - 36, width - 36
        c.setFont("BareSansBold", 16)
        c.drawString(x, top - 16, "Place value: build the number")
        c.setFont("BareSansBold", 12)
        c.drawString(x, top - 34, "Level 2")
        c.setFont("BareSans", 9.5)
        c.drawString(x + 60, top - 34, f"Code {code}")
        draw_qr(c, qr_runs(code), right - 76, top - 76, 76)
        c.setFont("BareSansBold", 9.5)
        c.drawString(x, top - 58, "Name")
        c.setFont("BareSans", 12)
        c.drawString(x + 36, top - 56, name)
        c.line(x + 34, top - 60, right - 84, top - 60)
        c.setFont("BareSansBold", 9.5)
        c.drawString(x, top - 84, "Class")
        c.line(x + 34, top - 86, x + 280, top - 86)
        c.drawString(x + 292, top - 84, "Date")
        c.line(x + 322, top - 86, right, top - 86)
        c.setFont("BareSans", 10)
        for index, line in enumerate(INSTRUCTIONS):
            c.drawString(x, top - 104 - 12 * index, line)
        grid_top, cell_w = top - 134, (right - x) / 2
        cell_h = (grid_top - 36) / 5
        for index, (question, dice) in enumerate(problems):
            cx, cy = x + (index % 2) * cell_w, grid_top - (index // 2 + 1) * cell_h
            c.rect(cx, cy, cell_w, cell_h)
            c.setFont("BareSansBold", 12)
            c.drawString(cx + 4, cy + cell_h - 13, f"{index + 1}.")
            c.setFont("BareSans", 10.5)
            c.drawString(cx + 30, cy + cell_h - 13, question)
            c.setFont("BareSansBold", 13)
            for n, face in enumerate(dice):
                dx = cx + 30 + n * 26
                c.roundRect(dx, cy + 50, 21.6, 21.6, 3)
                c.drawCentredString(dx + 10.8, cy + 56, str(face))
            c.setFont("BareSans", 7.5)
            c.drawString(cx + 4, cy + 36, "Greatest number")
            c.rect(cx + 4, cy + 4, cell_w - 8, 28.8)
        c.showPage()
    c.save()
    return buffer.getvalue()
