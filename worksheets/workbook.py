"""Reading an Excel workbook (.xlsx) as rows of text, for rosters and filled sheets.

openpyxl is imported only when a workbook is given, so every other command
stays quick to start. A workbook's sheet is the first one, or the one named
(``sheet``). Cells come back as the text a person sees: whole numbers without
".0", empty cells as "". Formulas give the value Excel last worked out; a
formula never worked out (a file written by a program, not saved by Excel)
reads as empty.
"""

from __future__ import annotations

import io
from typing import Iterator

from .errors import InputError

#: How a workbook file starts (a zip archive): .xlsx, and .ods too.
ZIP_MAGIC = b"PK\x03\x04"


def is_workbook(data: bytes) -> bool:
    return data.startswith(ZIP_MAGIC)


def _text(value: object) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return str(value).upper()
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value).strip()


def workbook_rows(data: bytes, source: str, sheet: str | None = None, *,
                  error: type[InputError] = InputError) -> Iterator[tuple[int, list[str]]]:
    """(row number as the spreadsheet shows it, cells as text) of one sheet of an .xlsx workbook."""
    try:
        from openpyxl import load_workbook
    except ImportError:  # pragma: no cover - a dependency of the package
        raise error(f"{source}: reading .xlsx workbooks needs openpyxl (pip install openpyxl), "
                    "or save the sheet as CSV") from None
    try:
        book = load_workbook(io.BytesIO(data), read_only=True, data_only=True)
    except Exception:
        raise error(f"{source}: not an Excel workbook (.xlsx) that can be read; save it as .xlsx or CSV "
                    "(an .ods file: save it as .xlsx or CSV)") from None
    try:
        names = book.sheetnames
        if sheet is None:
            chosen = book[names[0]]
        else:
            found = [n for n in names if n.strip().casefold() == sheet.strip().casefold()]
            if not found:
                raise error(f"{source}: no sheet named {sheet!r} (sheets: {', '.join(names)})")
            chosen = book[found[0]]
        for number, row in enumerate(chosen.iter_rows(values_only=True), start=1):
            cells = [_text(value) for value in row]
            while cells and not cells[-1]:
                cells.pop()
            yield number, cells
    finally:
        book.close()
