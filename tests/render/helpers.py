"""Shared by the render tests and ``regenerate_golden.py``: building sheets and reading them back."""

from __future__ import annotations

import hashlib
import io
import math
from pathlib import Path

from pypdf import PdfReader

from worksheets.render.scorecard_model import ScorecardOptions, build_scorecards, supported_presets
from worksheets.render.kit import render_pdf
from worksheets.render.scorecards import scorecards
from worksheets.render.choices import LAYOUTS
from worksheets.render.style import style_for
from worksheets.rules import find_rules

GOLDEN = Path(__file__).resolve().parent / "golden"

#: The names on the golden sheets: letters beyond ASCII (SPEC section 5) and markup that must print as typed.
GOLDEN_PLAYERS = ("Zoë", "Łukasz", "Ж", "<b>&")
GOLDEN_CLASS = "5B"
GOLDEN_DATE = "14 March"


def scorecard_pdf(rules: str = "classic", layout: str = "card", players=(), paper: str = "letter", **options) -> bytes:
    model = build_scorecards(find_rules(rules), ScorecardOptions(layout=layout, players=tuple(players), **options))
    style = style_for(paper)
    return render_pdf(scorecards(model, style), style)


def pages_text(pdf: bytes) -> list[list[str]]:
    """Each page's text: one list of non-blank lines, spaces tidied, per page. A line is one piece of text as
    the sheet draws it (reportlab draws each string on its own), which is also how pypdf's ``extract_text``
    breaks the lines of these sheets: ``tests/render/test_text_sizes.py`` holds the two to each other.

    PDFium reads the page in C, several times as fast as pypdf; and a PDF read once is not read again: the same
    bytes give the same text (a fresh copy each time, for the caller to change if it likes)."""
    key = hashlib.sha256(pdf).digest()
    pages = _PAGES_TEXT.get(key)
    if pages is None:
        pages = tuple(tuple(" ".join(text.split()) for text, _ in drawn if text.strip()) for drawn in _drawn(pdf))
        _PAGES_TEXT[key] = pages
        while len(_PAGES_TEXT) > 32:
            del _PAGES_TEXT[next(iter(_PAGES_TEXT))]
    return [list(lines) for lines in pages]


#: The text of the PDFs read lately, by the SHA-256 of their bytes.
_PAGES_TEXT: dict[bytes, tuple[tuple[str, ...], ...]] = {}


def _drawn(pdf: bytes) -> list[list[tuple[str, float]]]:
    """Per page, (text, size) of every piece of text drawn, in the order drawn: the size as set (Tf) times the
    scale of the text's matrix and of the forms it is drawn in."""
    import ctypes

    import pypdfium2 as pdfium
    import pypdfium2.raw as raw

    pages = []
    document = pdfium.PdfDocument(pdf)
    try:
        for page in document:
            textpage = page.get_textpage()
            drawn = []
            forms: list[tuple[int, float]] = []  # (level, scale) of each form the next objects may sit in
            for obj in page.get_objects(max_depth=16):
                while forms and forms[-1][0] >= obj.level:
                    forms.pop()
                matrix = obj.get_matrix()
                scale = math.hypot(matrix.a, matrix.b) * math.prod(s for _, s in forms)
                if obj.type == raw.FPDF_PAGEOBJ_FORM:
                    forms.append((obj.level, math.hypot(matrix.a, matrix.b)))
                elif obj.type == raw.FPDF_PAGEOBJ_TEXT:
                    size = ctypes.c_float()
                    raw.FPDFTextObj_GetFontSize(obj.raw, ctypes.byref(size))
                    length = raw.FPDFTextObj_GetText(obj.raw, textpage.raw, None, 0)  # in bytes, with a NUL
                    buffer = (ctypes.c_ushort * (length // 2))()
                    raw.FPDFTextObj_GetText(obj.raw, textpage.raw, buffer, length)
                    # PDFium gives a hyphen that ends a line as U+0002
                    drawn.append((bytes(buffer).decode("utf-16-le").rstrip("\0").replace("\2", "-"),
                                  size.value * scale))
            pages.append(drawn)
    finally:
        document.close()
    return pages


def text_sizes(pdf: bytes) -> list[tuple[float, int, str]]:
    """(size in points, page, text) of every piece of text drawn (``_drawn``).

    PDFium reads a page's objects in C, five times as fast as pypdf's text visitor, which gives the same sizes
    (``tests/render/test_text_sizes.py`` holds the two to each other)."""
    return [(round(size, 2), number, text.strip()) for number, drawn in enumerate(_drawn(pdf), start=1)
            for text, size in drawn if text.strip()]


def golden_path(preset: str, layout: str) -> Path:
    return GOLDEN / f"{preset}-{layout}.txt"


def golden_text(preset: str, layout: str) -> str:
    """The text a reviewer reads in ``golden/<preset>-<layout>.txt``."""
    pdf = scorecard_pdf(preset, layout, GOLDEN_PLAYERS, class_name=GOLDEN_CLASS, date=GOLDEN_DATE)
    parts = []
    for number, lines in enumerate(pages_text(pdf), start=1):
        parts.append(f"--- page {number} ---")
        parts.extend(lines)
    return "\n".join(parts) + "\n"


def golden_cases() -> list[tuple[str, str]]:
    return [(preset, layout) for preset in supported_presets() for layout in LAYOUTS]


def files(folder: Path) -> list[str]:
    """Every file and folder below ``folder``, to show that a failed command wrote nothing."""
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*"))


def page_sizes(pdf: bytes) -> list[tuple[float, float]]:
    """Each page's width and height in points, to 2 decimals."""
    return [(round(float(p.mediabox.width), 2), round(float(p.mediabox.height), 2))
            for p in PdfReader(io.BytesIO(pdf)).pages]


def in_order(lines: list[str], wanted: list[str]) -> bool:
    """Whether ``wanted`` appear as whole lines of ``lines``, in this order."""
    position = 0
    for line in lines:
        if position < len(wanted) and line == wanted[position]:
            position += 1
    return position == len(wanted)


def text_in_order(text: str, parts: list[str]) -> bool:
    """Whether ``parts`` appear in ``text`` one after another."""
    position = 0
    for part in parts:
        found = text.find(part, position)
        if found < 0:
            return False
        position = found + len(part)
    return True
