"""The fast reader of type sizes (PDFium) against pypdf's text visitor, the reference the type-size tests used
first: the same pieces of text at the same sizes, on sheets with forms, two-up cards, keys and several pages."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader

from tests.render.helpers import text_sizes
from tests.render.test_type_sizes import SHEETS


def _pypdf_sizes(pdf: bytes) -> list[tuple[float, int, str]]:
    found = []
    for number, page in enumerate(PdfReader(io.BytesIO(pdf)).pages, start=1):
        def visit(text, cm, tm, font, size, number=number):
            if text.strip():  # the size Tf sets, times the text matrix's scale and the graphics state's
                found.append((round(size * (tm[0] ** 2 + tm[1] ** 2) ** 0.5 * (cm[0] ** 2 + cm[1] ** 2) ** 0.5, 2),
                              number, text.strip()))
        page.extract_text(visitor_text=visit)
    return found


@pytest.mark.parametrize("kind", ["classic cards default games letter", "zombie pack a4", "place value 6 d10 a4",
                                  "question cards letter", "practice keep level 3", "yacht chart letter"])
def test_pdfium_reads_the_sizes_pypdf_reads(kind):
    pdf = SHEETS[kind]()
    fast = text_sizes(pdf)
    assert len(fast) > 50
    assert fast == _pypdf_sizes(pdf)


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
