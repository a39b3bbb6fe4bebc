"""The page-rate baseline for practice sheets: the plain script a competent reportlab user writes.

A portrait page with the topic, the level and code, a QR code of the code,
name/class/date lines, the instructions, and ten problems in a grid of two
columns, each with its number, its question, four dice drawn as rounded squares
and an answer box. What every page shares (the title, the labels and lines, the
instructions, the grid, the numbers, the dice outlines, the answer boxes) is
drawn once as a form and placed on each page; the student's name, code, QR code,
questions and dice faces are drawn on each page. The fonts are loaded once (a
script loads them once, as the project does), as in bench/bare_cards.py. No
model, no templates, no fitting.
"""

from __future__ import annotations

import io

from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

from bare_pv_cards import draw_qr, load_fonts, qr_runs

INSTRUCTIONS = ("Use every die once, one die for each digit, to make a 4-digit number that fits the category.",
                "Write the greatest such number. If no order of the dice fits, write X. A number never starts with 0.")
DIE, DIE_STEP = 21.6, 26


def draw(sheets: list[tuple[str, str, list[tuple[str, tuple[int, ...]]]]], font_path: str, bold_path: str) -> bytes:
    """``sheets``: (student name, sheet code, (question, dice) of each problem) for each sheet."""
    load_fonts(font_path, bold_path)
    buffer = io.BytesIO()
    width, height = letter
    c = canvas.Canvas(buffer, pagesize=letter, invariant=1, pageCompression=1)
    x, top, right = 36, height - 36, width - 36
    grid_top, cell_w = top - 134, (right - x) / 2
    cell_h = (grid_top - 36) / 5
    problems = len(sheets[0][2]) if sheets else 10
    dice = len(sheets[0][2][0][1]) if sheets and problems else 4
    cells = [(x + (i % 2) * cell_w, grid_top - (i // 2 + 1) * cell_h) for i in range(problems)]

    c.beginForm("page")  # everything a page shares
    c.setFont("BareSansBold", 16)
    c.drawString(x, top - 16, "Place value: build the number")
    c.setFont("BareSansBold", 12)
    c.drawString(x, top - 34, "Level 2")
    c.setFont("BareSansBold", 9.5)
    c.drawString(x, top - 58, "Name")
    c.line(x + 34, top - 60, right - 84, top - 60)
    c.drawString(x, top - 84, "Class")
    c.line(x + 34, top - 86, x + 280, top - 86)
    c.drawString(x + 292, top - 84, "Date")
    c.line(x + 322, top - 86, right, top - 86)
    c.setFont("BareSans", 10)
    for index, line in enumerate(INSTRUCTIONS):
        c.drawString(x, top - 104 - 12 * index, line)
    for index, (cx, cy) in enumerate(cells):
        c.rect(cx, cy, cell_w, cell_h)
        c.setFont("BareSansBold", 12)
        c.drawString(cx + 4, cy + cell_h - 13, f"{index + 1}.")
        for n in range(dice):
            c.roundRect(cx + 30 + n * DIE_STEP, cy + 50, DIE, DIE, 3)
        c.setFont("BareSans", 7.5)
        c.drawString(cx + 4, cy + 36, "Greatest number")
        c.rect(cx + 4, cy + 4, cell_w - 8, 28.8)
    c.endForm()

    for name, code, sheet in sheets:
        c.doForm("page")
        c.setFont("BareSans", 9.5)
        c.drawString(x + 60, top - 34, f"Code {code}")
        draw_qr(c, qr_runs(code), right - 76, top - 76, 76)
        c.setFont("BareSans", 12)
        c.drawString(x + 36, top - 56, name)
        for (cx, cy), (question, faces) in zip(cells, sheet):
            c.setFont("BareSans", 10.5)
            c.drawString(cx + 30, cy + cell_h - 13, question)
            c.setFont("BareSansBold", 13)
            for n, face in enumerate(faces):
                c.drawCentredString(cx + 30 + n * DIE_STEP + DIE / 2, cy + 56, str(face))
        c.showPage()
    c.save()
    return buffer.getvalue()
