"""Reading an Excel workbook (.xlsx) as rows of text, for rosters and filled sheets.

openpyxl is imported only when a workbook is given, so every other command
stays quick to start. A workbook's sheet is the first one the spreadsheet shows
(a hidden sheet before it is passed over), or the one named (``sheet``). Cells come back as the text a person sees: whole numbers without
".0", empty cells as "". Formulas give the value Excel last worked out; a
formula never worked out (a file written by a program, not saved by Excel)
reads as empty; ``sheet_marks`` tells such cells apart, and the rows hidden in
the spreadsheet, for a reader that must not take them as they read.
"""

from __future__ import annotations

import datetime
import io
import re
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Iterator, Mapping, NamedTuple

from .errors import InputError

#: How a workbook file starts (a zip archive): .xlsx, and .ods too.
ZIP_MAGIC = b"PK\x03\x04"
#: How an OLE2 compound file starts: an Excel 97-2003 workbook (.xls), or an .xlsx locked by a password.
OLE2_MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
#: The stream a workbook locked by a password holds beside its encrypted contents (names are UTF-16).
_ENCRYPTION_STREAM = "EncryptionInfo".encode("utf-16-le")
#: The first entry of an OpenDocument spreadsheet (.ods, .ots): its media type, stored uncompressed.
_ODS_MIMETYPE = b"application/vnd.oasis.opendocument.spreadsheet"
#: Most a workbook may unpack to: a class's sheet unpacks to well under 1 MB; a small file that
#: unpacks to more (a "zip bomb") is refused before it is unpacked.
MAX_UNPACKED_BYTES = 50 * 1024 * 1024


#: File names a workbook has: such a file that is not an .xlsx archive was renamed or is damaged.
WORKBOOK_SUFFIXES = (".xlsx", ".xlsm")
#: How a web page starts: school systems export class lists and marks as HTML tables named .xls.
_WEB_PAGE = re.compile(r"^\s*<(!doctype\b|html\b|\?xml\b|table\b)", re.IGNORECASE)


#: SpreadsheetML's namespace, the one a sheet's XML elements are in.
_MAIN = "{http://schemas.openxmlformats.org/spreadsheetml/2006/main}"
_CELL_REFERENCE = re.compile(r"([A-Z]{1,3})(\d+)$")


@dataclass(frozen=True)
class SheetMarks:
    """What a sheet's cells as text do not show: the rows hidden in the spreadsheet, and the formulas whose
    result the file does not hold (a file written by a program that does not work formulas out)."""

    hidden_rows: frozenset[int] = frozenset()
    #: Columns (from 1) hidden in the spreadsheet.
    hidden_columns: frozenset[int] = frozenset()
    #: (row, column), both from 1, -> (the cell's reference such as "C2", its formula such as "=A2&B2" or "")
    unworked: Mapping[tuple[int, int], tuple[str, str]] = field(default_factory=lambda: MappingProxyType({}))
    #: Ranges of merged cells as (first column, first row, last column, last row), all from 1.
    merged: tuple[tuple[int, int, int, int], ...] = ()
    #: (row, column) -> (reference, formula) of the formulas with a result saved: the spreadsheet worked the
    #: value out, no one typed it ("" for a formula shared from another cell, which its cell does not spell out)
    worked: Mapping[tuple[int, int], tuple[str, str]] = field(default_factory=lambda: MappingProxyType({}))


def is_workbook(data: bytes) -> bool:
    return data.startswith(ZIP_MAGIC)


def _is_ods(data: bytes) -> bool:
    import zipfile

    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            with archive.open("mimetype") as entry:
                return entry.read(len(_ODS_MIMETYPE)) == _ODS_MIMETYPE
    except (KeyError, zipfile.BadZipFile, NotImplementedError, OSError, ValueError, EOFError, RuntimeError):
        return False  # no mimetype entry, or a damaged archive: load_workbook says what it can


def refuse_other_spreadsheet(data: bytes, source: str, error: type[InputError]) -> None:
    """``error`` when ``data`` is a spreadsheet file this tool does not read, told by its bytes whatever its
    name: an old Excel workbook (.xls), one locked by a password, or an OpenDocument spreadsheet (.ods)."""
    if data.startswith(OLE2_MAGIC):
        if _ENCRYPTION_STREAM in data:
            raise error(f"{source}: is an Excel workbook locked by a password; open it, and save a copy "
                        "without the password as .xlsx or CSV")
        raise error(f"{source}: is an old Excel workbook (.xls, Excel 97-2003) or another old Office file; "
                    "open it in the spreadsheet and save it as .xlsx or CSV")
    if data.startswith(ZIP_MAGIC) and _is_ods(data):
        raise error(f"{source}: is an OpenDocument spreadsheet (.ods, LibreOffice or OpenOffice); "
                    "save it as .xlsx (File > Save As, Excel 2007-365) or CSV")
    if data.startswith(ZIP_MAGIC) and _NUMBERS_DOCUMENT in data:
        raise error(NUMBERS_ADVICE.format(source=source))


#: The part every Apple Numbers document holds (its archive's entries are named in the file's bytes).
_NUMBERS_DOCUMENT = b"Index/Document.iwa"
#: What to do with an Apple Numbers document, a file or (as Numbers may save it) a folder.
NUMBERS_ADVICE = ("{source}: is an Apple Numbers spreadsheet; in Numbers, choose File > Export To > CSV (or "
                  "Excel), and give that file")


def refuse_renamed_workbook(path: Path, error: type[InputError], data: bytes | None = None) -> None:
    """``error`` when a file that is not a workbook (see ``is_workbook``) has a workbook's name, or is a
    spreadsheet this tool does not read (``refuse_other_spreadsheet``; the file is read again unless
    ``data`` holds its bytes)."""
    if data is None:
        from .textfile import MAX_FILE_BYTES, first_bytes

        data = first_bytes(path, len(OLE2_MAGIC))  # all of it only for an OLE2 file: is it locked?
        if data == OLE2_MAGIC:
            data = first_bytes(path, MAX_FILE_BYTES)
    refuse_other_spreadsheet(data, str(path), error)
    kind = _ZIP_NAMED.get(path.suffix.lower())
    if kind is not None and not data:  # nothing in it: a save that never finished, or a file made empty
        raise error(f"{path}: is empty (0 bytes), not {kind}; save it again from the spreadsheet")
    if kind is not None:
        raise error(f"{path}: is named {path.suffix} but is not {kind} (renamed or damaged?); "
                    "open it in the spreadsheet and save it again as .xlsx or CSV")


#: What a file of each name is when it holds what its name says: a zip archive, never text. (An .xls may be
#: text: school systems save tab-separated lists and web pages under that name.)
_ZIP_NAMED = dict.fromkeys(WORKBOOK_SUFFIXES, "an Excel workbook") | dict.fromkeys(
    (".ods", ".ots"), "an OpenDocument spreadsheet")


def refuse_web_page(text: str, source: str, error: type[InputError], what: str) -> None:
    """``error`` when a file's text is a web page or XML, which a spreadsheet reads but this tool does not;
    ``what`` the file should be ("class list")."""
    if _WEB_PAGE.match(text):
        raise error(f"{source}: is a web page or XML (HTML, XML), not a {what}; open it in the "
                    "spreadsheet and save it as .xlsx or CSV")


def _text(value: object) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return str(value).upper()
    if isinstance(value, datetime.datetime) and value.time() == datetime.time():
        return value.date().isoformat()  # a date cell, shown as a date: 2026-03-04, not 2026-03-04 00:00:00
    if isinstance(value, float):
        # a formula's rounding noise (6.000000000000001, 5.999999999999995) is the whole number the cell shows
        nearest = round(value)
        return str(nearest) if abs(value - nearest) <= 1e-9 * max(1.0, abs(value)) else f"{value:.15g}"
    return str(value).strip()


def _check_unpacked_size(data: bytes, source: str, error: type[InputError]) -> None:
    import zipfile

    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            unpacked = sum(item.file_size for item in archive.infolist())
    except (zipfile.BadZipFile, NotImplementedError, OSError, ValueError, EOFError):
        # A damaged archive (fuzzing found NotImplementedError for an unknown zip version) has no size to
        # check: load_workbook below refuses it in one line.
        return
    if unpacked > MAX_UNPACKED_BYTES:
        raise error(f"{source}: unpacks to {unpacked // (1024 * 1024)} MB, more than the "
                    f"{MAX_UNPACKED_BYTES // (1024 * 1024)} MB a workbook may hold; save the sheet as CSV")


def _open_book(data: bytes, source: str, error: type[InputError]):
    try:
        from openpyxl import load_workbook
    except ImportError:  # pragma: no cover - a dependency of the package
        raise error(f"{source}: reading .xlsx workbooks needs openpyxl (pip install openpyxl), "
                    "or save the sheet as CSV") from None
    refuse_other_spreadsheet(data, source, error)
    _check_unpacked_size(data, source, error)
    try:
        book = load_workbook(io.BytesIO(data), read_only=True, data_only=True)
    except Exception:
        raise error(f"{source}: not an Excel workbook (.xlsx) that can be read; save it as .xlsx or CSV "
                    "(an .ods file: save it as .xlsx or CSV)") from None
    if not book.sheetnames:  # found by fuzzing: a workbook whose sheets' parts are missing from the archive
        book.close()
        raise error(f"{source}: the workbook has no sheet that can be read; save it again as .xlsx or CSV")
    return book


def _is_hidden(sheet) -> bool:
    return getattr(sheet, "sheet_state", "visible") != "visible"  # "hidden" or "veryHidden"


def _choose(book, source: str, sheet: str | None, error: type[InputError]):
    """The sheet named, or the first the spreadsheet shows: a hidden sheet before it is not what a person sees."""
    names = book.sheetnames
    if sheet is None:
        shown = [n for n in names if not _is_hidden(book[n])]
        return book[(shown or names)[0]]
    found = [n for n in names if n.strip().casefold() == sheet.strip().casefold()]
    if not found:
        raise error(f"{source}: no sheet named {sheet!r} (sheets: {', '.join(names)})")
    return book[found[0]]


class Workbook:
    """An .xlsx workbook opened once (openpyxl's ``load_workbook`` is the slow part of reading one): the rows,
    the marks and the openings of its sheets are all read from this one opening. Close it when done (it is a
    context manager); ``source`` and ``error`` name it in messages, unless a call gives its own."""

    def __init__(self, data: bytes, source: str, error: type[InputError] = InputError):
        self.data, self.source, self.error = data, source, error
        self._book = _open_book(data, source, error)

    def __enter__(self) -> "Workbook":
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    def close(self) -> None:
        self._book.close()

    def rows(self, sheet: str | None = None, source: str | None = None,
             error: type[InputError] | None = None) -> Iterator[tuple[int, list[str]]]:
        """(row number as the spreadsheet shows it, cells as text) of one sheet: the first shown, or ``sheet``."""
        source, error = source or self.source, error or self.error
        return _sheet_rows(_choose(self._book, source, sheet, error), source, error)

    def marks(self, sheet: str | None = None, source: str | None = None,
              error: type[InputError] | None = None) -> SheetMarks:
        """The ``SheetMarks`` of one sheet (the first shown, or ``sheet``): see ``sheet_marks``."""
        source, error = source or self.source, error or self.error
        part = getattr(_choose(self._book, source, sheet, error), "_worksheet_path", None)
        return _marks(self.data, part)  # where openpyxl found the sheet in the archive

    def openings(self, filled: int) -> list[SheetOpening]:
        """Each sheet, in the workbook's order, with its first rows: see ``workbook_openings``."""
        book, openings = self._book, []
        for name in book.sheetnames:
            rows, seen = [], 0
            if _is_table(book[name]):  # a chart sheet has no rows
                for number, cells in _sheet_rows(book[name], self.source, self.error):
                    rows.append((number, cells))
                    seen += bool(cells)
                    if seen >= filled:
                        break
            openings.append(SheetOpening(name, _is_hidden(book[name]), rows))
        return openings


def workbook_rows(data: bytes, source: str, sheet: str | None = None, *,
                  error: type[InputError] = InputError) -> Iterator[tuple[int, list[str]]]:
    """(row number as the spreadsheet shows it, cells as text) of one sheet of an .xlsx workbook."""
    with Workbook(data, source, error) as book:
        yield from book.rows(sheet)


def sheet_marks(data: bytes, source: str, sheet: str | None = None, *,
                error: type[InputError] = InputError) -> SheetMarks:
    """The hidden rows and columns, the formulas with no result and the merged cells of one sheet (the first, or
    ``sheet``), read from the sheet's XML, which openpyxl's read-only rows do not show: a row or a ``col`` range
    is hidden by ``hidden="1"``; a ``mergeCell`` names a range of merged cells; a formula
    has no result when its cell has an ``f`` and an empty or no ``v``, unless it is text (``t="str"``: a
    formula whose result is the empty text)."""
    with Workbook(data, source, error) as book:
        return book.marks(sheet)


def _marks(data: bytes, part: str | None) -> SheetMarks:
    """``sheet_marks`` of the sheet at ``part`` in the workbook's archive (None: a chart sheet)."""
    import zipfile
    from xml.etree.ElementTree import ParseError, iterparse

    if part is None:  # a chart sheet: _sheet_rows refuses it
        return SheetMarks()
    hidden, hidden_columns, unworked, worked, merged, row, column = set(), set(), {}, {}, [], 0, 0
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive, archive.open(part) as stream:
            for event, element in iterparse(stream, events=("start", "end")):
                if event == "start" and element.tag == f"{_MAIN}row":
                    row = int(element.get("r") or row + 1)
                    column = 0
                    if element.get("hidden") in ("1", "true"):
                        hidden.add(row)
                elif event == "end" and element.tag == f"{_MAIN}c":
                    column = _column(element.get("r"), column + 1)
                    formula, value = element.find(f"{_MAIN}f"), element.find(f"{_MAIN}v")
                    if formula is not None:
                        text = f"={formula.text}" if formula.text else ""
                        if not (value is not None and value.text) and element.get("t") != "str":
                            unworked[(row, column)] = (f"{column_letters(column)}{row}", text)
                        else:
                            worked[(row, column)] = (f"{column_letters(column)}{row}", text)
                    element.clear()
                elif event == "end" and element.tag == f"{_MAIN}row":
                    element.clear()
                elif event == "end" and element.tag == f"{_MAIN}col" and element.get("hidden") in ("1", "true"):
                    low, high = int(element.get("min") or 0), int(element.get("max") or 0)
                    hidden_columns.update(range(low, min(high, low + 16384) + 1))  # a sheet has 16,384 columns
                elif event == "end" and element.tag == f"{_MAIN}mergeCell":
                    bounds = _range_bounds(element.get("ref") or "")
                    if bounds is not None:
                        merged.append(bounds)
    except (KeyError, ParseError, zipfile.BadZipFile, ValueError, OSError, EOFError, RuntimeError):
        return SheetMarks()  # what cannot be parsed here cannot be read as rows either: _sheet_rows says so
    return SheetMarks(frozenset(hidden), frozenset(hidden_columns), MappingProxyType(unworked), tuple(merged),
                      MappingProxyType(worked))


def _range_bounds(reference: str) -> tuple[int, int, int, int] | None:
    """(first column, first row, last column, last row) of a range such as "B2:C2"; None for what is not one."""
    first, _, last = reference.partition(":")
    start, end = _CELL_REFERENCE.fullmatch(first), _CELL_REFERENCE.fullmatch(last or first)
    if start is None or end is None:
        return None
    return _column(first, 0), int(start[2]), _column(last or first, 0), int(end[2])


def _column(reference: str | None, otherwise: int) -> int:
    """A cell's column number (from 1) from its reference ("C2" is 3); ``otherwise`` when it has none."""
    found = _CELL_REFERENCE.match(reference or "")
    if not found:
        return otherwise
    number = 0
    for letter in found[1]:
        number = number * 26 + ord(letter) - ord("A") + 1
    return number


def column_letters(column: int) -> str:
    """A column's letters as a spreadsheet shows them (3 is C, 27 is AA)."""
    letters = ""
    while column:
        column, left = divmod(column - 1, 26)
        letters = chr(ord("A") + left) + letters
    return letters


class SheetOpening(NamedTuple):
    """A sheet's name, whether the spreadsheet hides it, and its first rows."""

    title: str
    hidden: bool
    rows: list[tuple[int, list[str]]]


def workbook_openings(data: bytes, source: str, filled: int, *,
                      error: type[InputError] = InputError) -> list[SheetOpening]:
    """Each sheet, in the workbook's order, with its rows up to its ``filled``-th row with a cell filled:
    enough to tell which sheets hold a table's header without reading every row of every sheet."""
    with Workbook(data, source, error) as book:
        return book.openings(filled)


def _is_table(sheet) -> bool:
    return hasattr(sheet, "iter_rows")


def _sheet_rows(chosen, source: str, error: type[InputError]) -> Iterator[tuple[int, list[str]]]:
    if not _is_table(chosen):
        raise error(f"{source}: the sheet {chosen.title!r} is a chart, not a table; name another with --sheet")
    # A read-only workbook parses a sheet's XML only as its rows are read, so a damaged sheet
    # shows up here, after the workbook itself opened.
    rows = enumerate(chosen.iter_rows(values_only=True), start=1)
    while True:
        try:
            number, row = next(rows)
        except StopIteration:
            return
        except Exception:
            raise error(f"{source}: the sheet {chosen.title!r} cannot be read; save the workbook again as .xlsx "
                        "or CSV") from None
        cells = [_text(value) for value in row]
        while cells and not cells[-1]:
            cells.pop()
        yield number, cells
