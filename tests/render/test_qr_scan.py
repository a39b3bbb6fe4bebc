"""Every QR code printed on a sheet scans back to the code printed beside it (SPEC 5; issue 7 item 9).

A page is drawn to an image by PDFium (``pypdfium2``) and its QR codes are read
by ZXing (``zxing-cpp``): two readers that share no code with reportlab, which
drew the page, so a QR code that only looks right fails here. The code printed
on the sheet is read independently, as text, with pypdf.

Each kind of sheet that carries codes is one entry in ``SHEETS``: how to make
a PDF of it, and which codes each page prints (as pypdf reads them).
"""

from __future__ import annotations

import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import pypdfium2 as pdfium  # the test extra: a missing reader fails the run rather than skipping the test
import pytest
import zxingcpp
from typer.testing import CliRunner

from cli.app import app

from .helpers import page_sizes, pages_text
from .pv_helpers import card_code, cards_on, pv_pdf

#: Dots per inch of the scanned image: a phone's view of a printed page is sharper than this.
DPI = 72


@dataclass(frozen=True)
class SheetKind:
    """A kind of sheet with printed codes: its PDF, and the codes each page prints beside a QR code."""

    make: Callable[[], bytes]
    printed: Callable[[bytes], list[list[str]]]  # per page, the codes printed there with a QR code


def _place_value_printed(pdf: bytes) -> list[list[str]]:
    # Card pages are landscape, two cards each with "Code ..." and a QR code; the key pages
    # (portrait) print each game's code in its heading, without a QR code.
    return [[card_code(card) for card in cards_on(lines)] if width > height else []
            for lines, (width, height) in zip(pages_text(pdf), page_sizes(pdf))]


def _after_label(pdf: bytes) -> list[list[str]]:
    # Scorecards and Zombie pages print "Sheet code" and, on the next line, the code: once a card.
    return [[lines[i + 1] for i, line in enumerate(lines) if line == "Sheet code"] for lines in pages_text(pdf)]


def _cards_and_sheets(pdf: bytes) -> list[list[str]]:
    # Question cards ("Buy a die!") print "Code ..." on each card beside its QR code; practice sheets
    # print it once, in the header ("Name" below); their key pages print codes without QR codes.
    import re

    printed = []
    for page in pages_text(pdf):
        text = " ".join(page)
        codes = re.findall(r"Code (\w{4}-\w{4}-\w{4}-\S{1,2})", text)
        printed.append(codes if "Buy a die!" in text or " Name " in f" {text} " else [])
    return printed


def _pack_and_cards(pdf: bytes) -> list[list[str]]:
    return [labels + cards for labels, cards in zip(_after_label(pdf), _cards_and_sheets(pdf))]


def _sheets(*args: str, command: str = "scorecard") -> bytes:
    """The PDF that `worksheets scorecard ARGS` (or another command) writes."""
    with tempfile.TemporaryDirectory() as folder:
        target = Path(folder) / "sheets.pdf"
        result = CliRunner().invoke(app, [*command.split(), *args, "-o", str(target)])
        assert result.exit_code == 0, result.output
        return target.read_bytes()


SHEETS = {
    "classic student cards": SheetKind(lambda: _sheets("--players", "Ana,Ben,Zoë", "--games", "4"), _after_label),
    "house group chart, a4": SheetKind(lambda: _sheets("--rules", "house", "--layout", "chart", "--paper", "a4"),
                                       _after_label),
    "zombie pack": SheetKind(lambda: _sheets("--rules", "zombie", "--teams", "3"), _pack_and_cards),
    "practice sheets with key, a4": SheetKind(
        lambda: _sheets("place-value", "--students", "2", "--key", "--paper", "a4", command="practice"),
        _cards_and_sheets),
    "zombie question cards": SheetKind(lambda: _sheets("--teams", "2", command="zombie questions"),
                                       _cards_and_sheets),
    # 6-digit d10 cards: game 10's code, 17G0-1800-0001-=, ends in '=', which is not a QR alphanumeric
    # symbol, so the QR code holds it as bytes; the key pages show that pages without QR codes scan empty.
    "place-value 6 d10 with key": SheetKind(lambda: pv_pdf(games=10, dice="d10", digits=6, with_key=True),
                                            _place_value_printed),
    "place-value named, a4": SheetKind(lambda: pv_pdf(paper="a4", seed=4294967295, games=3, extended=True,
                                                      players=("Zoë", "Łukasz", "Ж", "Ana", "Ben")),
                                       _place_value_printed),
}


def scan(pdf: bytes) -> list[list[str]]:
    """The text of every QR code on each page, drawn at DPI dots per inch."""
    document = pdfium.PdfDocument(pdf)
    try:
        found = []
        for page in document:
            image = page.render(scale=DPI / 72).to_pil()
            found.append([result.text for result in zxingcpp.read_barcodes(image)
                          if result.format == zxingcpp.BarcodeFormat.QRCode])
            page.close()
        return found
    finally:
        document.close()


@pytest.mark.parametrize("kind", SHEETS)
def test_every_qr_code_reads_back_as_the_printed_code(kind):
    sheet = SHEETS[kind]
    pdf = sheet.make()
    printed = sheet.printed(pdf)
    assert any(printed), "the sheet prints no codes: nothing to scan"
    assert [sorted(page) for page in scan(pdf)] == [sorted(page) for page in printed]


def test_the_scanner_reads_what_it_is_shown():
    """The test above can fail: a page whose QR code holds another text does not pass for the printed code."""
    import io

    from reportlab.pdfgen import canvas

    from worksheets.render.kit import QR

    buffer = io.BytesIO()
    c = canvas.Canvas(buffer, pagesize=(300, 300), invariant=1)
    c.drawString(20, 250, "Code 1500-0400-0001-8")
    QR("1500-0400-0001-F").draw(c, 100, 50, 100)
    c.showPage()
    c.save()
    assert scan(buffer.getvalue()) == [["1500-0400-0001-F"]]
