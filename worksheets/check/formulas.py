"""Formulas in an .xlsx workbook that were never worked out: a cell with a formula and no value saved with it.

A spreadsheet saves each formula with the value it last worked out, and the workbook is read for those values
(``worksheets.workbook``). A file written by a program (an export, a script) may hold the formulas alone; such
a cell reads as empty, and an empty total is not checked. ``formula_notes`` finds those cells in the sheet's
XML, so the verdict says which totals were not read, rather than passing over them in silence. A formula that
worked out to empty text (``=IF(B2="","",...)``) has a value saved, and is not one of them.
"""

from __future__ import annotations

import io
import posixpath
import re
import zipfile
from xml.etree import ElementTree

from ._text import NOTES, say_in

_MAIN = "{http://schemas.openxmlformats.org/spreadsheetml/2006/main}"
_RELATION = "{http://schemas.openxmlformats.org/officeDocument/2006/relationships}"
_PACKAGE = "{http://schemas.openxmlformats.org/package/2006/relationships}"
_FORMULA = re.compile(rb"<(?:\w+:)?f[\s>/]")
_CELL = re.compile(r"([A-Z]+)([0-9]+)")
#: Cells named in one note before "and N more".
SHOWN = 4


def _sheet_part(archive: zipfile.ZipFile, sheet: str | None) -> str | None:
    """The archive's path of the sheet read: the first, or the one named ``sheet`` (any case)."""
    book = ElementTree.fromstring(archive.read("xl/workbook.xml"))
    sheets = [(s.get("name", ""), s.get(f"{_RELATION}id")) for s in book.iter(f"{_MAIN}sheet")]
    if sheet is not None:
        sheets = [s for s in sheets if s[0].strip().casefold() == sheet.strip().casefold()]
    if not sheets:
        return None
    relations = ElementTree.fromstring(archive.read("xl/_rels/workbook.xml.rels"))
    target = next((r.get("Target") for r in relations.iter(f"{_PACKAGE}Relationship") if r.get("Id") == sheets[0][1]),
                  None)
    if not target:
        return None
    return target.lstrip("/") if target.startswith("/") else posixpath.normpath(posixpath.join("xl", target))


def unworked_formulas(data: bytes, sheet: str | None = None) -> list[tuple[str, int, str]]:
    """(cell such as "B20", its row, its formula) of each formula with no value saved, in the sheet read; []
    for a workbook that cannot be looked into (the reader says what is wrong with it)."""
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            part = _sheet_part(archive, sheet)
            if part is None:
                return []
            xml = archive.read(part)
    except Exception:  # a damaged archive (bad zip data, a missing part): the reader has said or says why
        return []
    if not _FORMULA.search(xml):
        return []  # the usual workbook: values only
    found = []
    try:
        for _, cell in ElementTree.iterparse(io.BytesIO(xml)):
            if cell.tag != f"{_MAIN}c":
                continue
            formula, value = cell.find(f"{_MAIN}f"), cell.find(f"{_MAIN}v")
            if formula is not None and (value is None or (not value.text and cell.get("t") != "str")):
                where = _CELL.fullmatch(cell.get("r", ""))
                if where:
                    found.append((where[0], int(where[2]), formula.text or ""))
            cell.clear()
    except Exception:  # the sheet's XML cut off: what was found so far
        return found
    return found


def formula_notes(data: bytes, source: str, sheet: str | None, rows: list[tuple[int, list[str]]]) -> tuple[str, ...]:
    """A note per row of the sheet with formulas never worked out; ``rows`` the sheet's rows as read (for each
    row's label)."""
    found = unworked_formulas(data, sheet)
    if not found:
        return ()
    labels = {number: cells[0].strip() if cells else "" for number, cells in rows}
    by_row: dict[int, list[tuple[str, str]]] = {}
    for cell, row, formula in found:
        by_row.setdefault(row, []).append((cell, formula))
    return tuple(say_in(NOTES, "formula_not_worked_out", source=source, row=row, label=labels.get(row, ""),
                        cells=[cell for cell, _ in cells[:SHOWN]], more=max(0, len(cells) - SHOWN),
                        formula=next((f for _, f in cells if f), ""))
                 for row, cells in sorted(by_row.items()))
