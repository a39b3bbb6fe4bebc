"""The fast readers of the sheets' text and type sizes (PDFium, ``helpers.pages_text`` and ``text_sizes``) against
pypdf's, the reference the tests used first: the same lines, and the same pieces of text at the same sizes, on
every kind of sheet (forms, two-up cards, keys, several pages, names in other scripts and markup)."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader

from tests.render.helpers import GOLDEN_PLAYERS, golden_cases, pages_text, scorecard_pdf, text_sizes
from tests.render.test_type_sizes import SHEETS


def _pypdf_reading(pdf: bytes) -> tuple[list[list[str]], list[tuple[float, int, str]]]:
    """What pypdf reads, in one pass: each page's lines (as ``pages_text`` gives them) and (size, page, text)."""
    lines, sizes = [], []
    for number, page in enumerate(PdfReader(io.BytesIO(pdf)).pages, start=1):
        def visit(text, cm, tm, font, size, number=number):
            if text.strip():  # the size Tf sets, times the text matrix's scale and the graphics state's
                sizes.append((round(size * (tm[0] ** 2 + tm[1] ** 2) ** 0.5 * (cm[0] ** 2 + cm[1] ** 2) ** 0.5, 2),
                              number, text.strip()))
        text = page.extract_text(visitor_text=visit)
        lines.append([" ".join(line.split()) for line in text.splitlines() if line.strip()])
    return lines, sizes


#: A sheet of each layout: cards two-up, a chart, a pack of several pages, question cards, place-value cards
#: with their key, practice sheets with words wrapped and answer boxes.
KINDS = ["classic cards default games letter", "zombie pack a4", "place value 6 d10 a4", "question cards letter",
         "practice keep level 3", "yacht chart letter", "practice place-value level 3", "practice words level 1"]


@pytest.mark.parametrize("kind", KINDS)
def test_pdfium_reads_the_lines_and_sizes_pypdf_reads(kind):
    pdf = SHEETS[kind]()
    lines, sizes = _pypdf_reading(pdf)
    assert len(sizes) > 50
    assert text_sizes(pdf) == sizes
    assert pages_text(pdf) == lines


def test_a_scaled_form_scales_its_text():
    # a form drawn at half size: its 12 pt text is 6 pt on the page (reportlab's own forms, drawn by hand here)
    from reportlab.pdfgen.canvas import Canvas

    out = io.BytesIO()
    canvas = Canvas(out)
    canvas.beginForm("half")
    canvas.setFont("Helvetica", 12)
    canvas.drawString(10, 10, "inside")
    canvas.endForm()
    canvas.setFont("Helvetica", 12)
    canvas.drawString(10, 700, "outside")
    canvas.saveState()
    canvas.scale(0.5, 0.5)
    canvas.doForm("half")
    canvas.restoreState()
    canvas.save()
    assert sorted(text_sizes(out.getvalue())) == [(6.0, 1, "inside"), (12.0, 1, "outside")]


@pytest.mark.parametrize("preset, layout", golden_cases())
def test_pdfium_reads_the_golden_cards_as_pypdf_does(preset, layout):
    pdf = scorecard_pdf(preset, layout, GOLDEN_PLAYERS)
    assert (pages_text(pdf), text_sizes(pdf)) == _pypdf_reading(pdf)
