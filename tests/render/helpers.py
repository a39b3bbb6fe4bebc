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

    PDFium reads the page in C, several times as fast as pypdf (``_drawn``)."""
    return [[" ".join(text.split()) for text, _ in drawn if text.strip()] for drawn in _drawn(pdf)]


def _drawn(pdf: bytes) -> tuple[tuple[tuple[str, float], ...], ...]:
    """Per page, (text, size) of every piece of text drawn, in the order drawn: the size as set (Tf) times the
    scale of the text's matrix and of the forms it is drawn in.

    A PDF read once is not read again (a test often asks for its lines and its sizes): the same bytes give the
    same pieces."""
    key = hashlib.sha256(pdf).digest()
    pages = _DRAWN.get(key)
    if pages is None:
        pages = _DRAWN[key] = _read_drawn(pdf)
        while len(_DRAWN) > 32:
            del _DRAWN[next(iter(_DRAWN))]
    return pages


#: The pieces of text of the PDFs read lately, by the SHA-256 of their bytes.
_DRAWN: dict[bytes, tuple[tuple[tuple[str, float], ...], ...]] = {}


def _read_drawn(pdf: bytes) -> tuple[tuple[tuple[str, float], ...], ...]:
    # PDFium's C functions called directly: pypdfium2's page objects (a Python object and a matrix object for each
    # piece drawn) cost more than reading the text.
    import ctypes

    import pypdfium2 as pdfium
    import pypdfium2.raw as raw

    matrix, size = raw.FS_MATRIX(), ctypes.c_float()
    pages = []
    document = pdfium.PdfDocument(pdf)
    try:
        for index in range(len(document)):
            page = raw.FPDF_LoadPage(document.raw, index)
            textpage = raw.FPDFText_LoadPage(page)
            drawn: list[tuple[str, float]] = []

            def visit(objects: list, scale: float, level: int) -> None:
                # ``objects``: the page's or a form's, in the order drawn; ``scale``: that of the forms they sit in
                for obj in objects:
                    kind = raw.FPDFPageObj_GetType(obj)
                    if kind not in (raw.FPDF_PAGEOBJ_TEXT, raw.FPDF_PAGEOBJ_FORM):
                        continue
                    raw.FPDFPageObj_GetMatrix(obj, ctypes.byref(matrix))
                    scaled = math.hypot(matrix.a, matrix.b) * scale
                    if kind == raw.FPDF_PAGEOBJ_FORM:
                        if level < 15:  # forms in forms, 16 deep at most, as pypdfium2's get_objects goes
                            visit([raw.FPDFFormObj_GetObject(obj, i) for i in range(raw.FPDFFormObj_CountObjects(obj))],
                                  scaled, level + 1)
                        continue
                    raw.FPDFTextObj_GetFontSize(obj, ctypes.byref(size))
                    length = raw.FPDFTextObj_GetText(obj, textpage, None, 0)  # in bytes, with a NUL
                    buffer = (ctypes.c_ushort * (length // 2))()
                    raw.FPDFTextObj_GetText(obj, textpage, buffer, length)
                    # PDFium gives a hyphen that ends a line as U+0002
                    drawn.append((bytes(buffer).decode("utf-16-le").rstrip("\0").replace("\2", "-"),
                                  size.value * scaled))

            try:
                visit([raw.FPDFPage_GetObject(page, i) for i in range(raw.FPDFPage_CountObjects(page))], 1.0, 0)
            finally:
                raw.FPDFText_ClosePage(textpage)
                raw.FPDF_ClosePage(page)
            pages.append(tuple(drawn))
    finally:
        document.close()
    return tuple(pages)


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
