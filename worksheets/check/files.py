"""The files of sheets: finding the sheets to check (files as given, folders as their sheet files, and the
readings files that sit beside sheets, ``NAME.readings.csv`` for ``NAME.csv``), and reading one by its kind
(``read_sheet``): an .xlsx workbook's sheet, CSV text (``table_sheet`` reads both tables) or JSON
(``json_sheet``), each into a ``Sheet`` (``sheets``). What is no sheet at all (a PDF, another spreadsheet's
file, a web page) is refused here by its bytes.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from ..errors import SheetError
from ..textfile import decode_spreadsheet_text, first_bytes, misread_in
from ..textfile import read_bytes as read_file_bytes
from ..workbook import is_workbook
from ._text import NOTES, say_in
from .sheets import Sheet
from .table_sheet import parse_csv, parse_rows, table_columns

if TYPE_CHECKING:
    from ..workbook import Workbook

#: File endings of a sheet and of its readings file beside it (``NAME.readings.csv``).
SHEET_SUFFIXES = (".csv", ".json", ".xlsx")
#: The files of a folder taken as its sheets: those read, and the spreadsheets refused with what to save them as
#: (.xls, .ods, .numbers), so that a student's sheet saved so is named among those not judged, never left out.
FOLDER_SUFFIXES = frozenset({*SHEET_SUFFIXES, ".tsv", ".xlsm", ".xls", ".ods", ".numbers"})
#: A file named ``NAME.readings.csv`` (or .json) holds the readings aloud for ``NAME.csv``.
READINGS_MARK = ".readings"


def is_readings_file(path: Path) -> bool:
    return path.stem.lower().endswith(READINGS_MARK)


def _name_parts(name: str) -> tuple[str, str]:
    """(stem, suffix) of a file name, as ``Path.stem`` and ``Path.suffix`` split it ('.csv' has no suffix)."""
    dot = name.rfind(".")
    return (name[:dot], name[dot:]) if 0 < dot < len(name) - 1 else (name, "")


def readings_file_for(path: Path, listing: frozenset[str] | None = None) -> Path | None:
    """The readings file that sits beside a sheet: ``game.readings.csv`` (or .json) for ``game.csv``.

    ``listing``: the casefolded names of the files in the sheet's folder, when known (``readings_beside``),
    so a sheet with no readings costs no look at the disk."""
    stem = path.stem
    for suffix in SHEET_SUFFIXES:
        name = f"{stem}{READINGS_MARK}{suffix}"
        if listing is not None and name.casefold() not in listing:
            continue
        candidate = path.with_name(name)
        if candidate.is_file():
            return candidate
    return None


def readings_beside(sheets: list[Path]) -> list[Path | None]:
    """``readings_file_for`` of every sheet, each folder listed once."""
    listings: dict[str, frozenset[str]] = {}
    found = []
    for path in sheets:
        folder = os.path.dirname(path) or os.curdir
        if folder not in listings:
            try:
                with os.scandir(folder) as entries:
                    listings[folder] = frozenset(entry.name.casefold() for entry in entries)
            except OSError:
                listings[folder] = None  # type: ignore[assignment]  # looked at one by one below
        found.append(readings_file_for(path, listings[folder]))
    return found


def input_files(paths: list[str | Path], readings: str | Path | None = None) -> list[Path]:
    """Every file checking ``paths`` reads: the sheets, a readings file, and readings files beside the sheets."""
    sheets = sheet_files(paths)
    beside = [found for found in readings_beside(sheets) if found is not None]
    return [*sheets, *([Path(readings)] if readings is not None else []), *beside]


#: How a macOS resource file starts (AppleDouble): ``._NAME`` beside ``NAME`` when a folder was copied from a Mac.
APPLE_DOUBLE = b"\x00\x05\x16\x07"


def _not_a_sheet(name: str, path: str | Path) -> bool:
    """Whether a file a spreadsheet or a Mac leaves beside sheets is one of those, told by its bytes: Excel's
    lock file ``~$NAME.xlsx`` (a few hundred bytes holding who has NAME open, with NUL bytes, no workbook) and
    a macOS resource file ``._NAME.csv`` (AppleDouble). A real sheet so named (a workbook, or text) is kept."""
    if name.startswith("._"):
        return first_bytes(path, 4) == APPLE_DOUBLE
    if name.startswith("~$"):
        head = first_bytes(path, 512)
        return not is_workbook(head) and b"\x00" in head
    return False


def _folder_sheets(folder: Path) -> tuple[list[tuple[Path, str]], list[str]]:
    """(sheet, ``_file_key`` of its resolved path) for the sheets of a folder (``FOLDER_SUFFIXES``; readings
    files aside), in the order of their paths, and the names of the files left out as not sheets
    (``_not_a_sheet``); the folder is listed once, and only a link is resolved on its own. Each name is told by
    its text, so only a sheet becomes a ``Path``."""
    inside: list[tuple[str, str, str | None]] = []
    skipped: list[str] = []
    with os.scandir(folder) as entries:
        for entry in entries:
            name = entry.name
            stem, suffix = _name_parts(name)
            if (suffix.lower() in FOLDER_SUFFIXES and not stem.lower().endswith(READINGS_MARK)
                    and entry.is_file()):
                if name[:2] in ("~$", "._") and _not_a_sheet(name, entry.path):
                    skipped.append(name)
                    continue
                inside.append((os.path.normcase(name), name,
                               _file_key(Path(entry.path).resolve()) if entry.is_symlink() else None))
    if not inside:
        return [], sorted(skipped)
    real = folder.resolve()
    return [(folder / name, key if key is not None else _file_key(os.path.join(real, name)))
            for _, name, key in sorted(inside)], sorted(skipped)


def _folders_with_sheets(folder: Path) -> list[str]:
    """The names of the folders in ``folder`` that hold sheets of their own, sorted: a folder is checked by its own
    files only, so a teacher who named the folder above them is told where they are."""
    try:
        with os.scandir(folder) as entries:
            inner = sorted(entry.name for entry in entries if entry.is_dir())
    except OSError:
        return []
    held = []
    for name in inner:
        try:
            if _folder_sheets(folder / name)[0]:
                held.append(name)
        except OSError:
            continue
    return held


def _file_key(resolved: str | Path) -> str:
    """What tells files apart by their resolved path, as ``Path`` compares them (by case too, where the
    system does)."""
    return os.path.normcase(os.fspath(resolved))


def sheet_files(paths: list[str | Path]) -> list[Path]:
    """The sheets named: files as given, folders as their .csv and .json files (readings files aside)."""
    if not paths:
        raise SheetError("no sheets given: name one or more CSV or JSON files, or a folder of them")
    found: list[tuple[Path, str]] = []
    for raw in paths:
        path = Path(raw)
        if path.is_dir() and path.suffix.lower() == ".numbers":  # Numbers may save a document as a folder
            from ..workbook import NUMBERS_ADVICE

            raise SheetError(NUMBERS_ADVICE.format(source=path))
        if path.is_dir():
            inside, skipped = _folder_sheets(path)
            if not inside:  # the files left out are named only here, where they may puzzle
                left_out = (f" (left out: {', '.join(skipped[:3])}{' ...' if len(skipped) > 3 else ''}: the marks "
                            "Excel leaves while a workbook is open, and the resource files of a Mac, not sheets)"
                            if skipped else "")
                held = _folders_with_sheets(path)
                inner = (f"; its folder{'s' if len(held) > 1 else ''} {', '.join(held)} "
                         f"{'hold' if len(held) > 1 else 'holds'} sheets, which are checked when named "
                         f"(such as: check {' '.join(str(path / name) for name in held[:2])})" if held else "")
                raise SheetError(f"{path}: the folder has no .csv, .json or .xlsx sheets{left_out}{inner}")
            found.extend(inside)
        elif not path.exists():
            raise SheetError(f"{path}: no such file or folder")
        elif path.suffix.lower() == ".toml":  # a teacher's rules file, typed where the sheets go
            raise SheetError(f"{path}: is a rules file, not a sheet; give it with --rules {path}")
        elif path.name[:2] in ("~$", "._") and _not_a_sheet(path.name, path):
            if len(paths) == 1:
                raise SheetError(f"{path}: not a sheet: "
                                 + ("the lock file Excel keeps while a workbook is open"
                                    if path.name.startswith("~$") else "a resource file a Mac leaves beside a file")
                                 + f"; check {path.name[2:]} itself")
            continue  # among several (such as *.xlsx typed in a terminal): left out, as in a folder
        else:
            found.append((path, _file_key(path.resolve())))
    seen: set[str] = set()
    unique = []
    for path, key in found:
        if key not in seen:
            seen.add(key)
            unique.append(path)
    return unique


# --- a sheet file -------------------------------------------------------------------------


def decode(data: bytes, source: str) -> tuple[str, tuple[str, ...]]:
    """The text of a sheet file and notes on how it was read; refuse what is not text."""
    if data.startswith(b"PK\x03\x04"):
        raise SheetError(f"{source}: is a spreadsheet workbook; give the file itself (an .xlsx is read), "
                         "or save it as CSV")
    if data.lstrip()[:5] == b"%PDF-":  # a card or an answer key as printed, whatever its name
        raise SheetError(f"{source}: is a PDF (a printed card or answer key), not a table; check the CSV, .xlsx "
                         "or JSON file the entries were typed into")
    text, row = decode_spreadsheet_text(data, source, error=SheetError, save_as="save the sheet as CSV UTF-8")
    return text, () if row is None else (say_in(NOTES, "windows_1252", source=source, row=row),)


def read_bytes(path: Path) -> bytes:
    return read_file_bytes(path, error=SheetError, what="sheet file")


def _is_json(path: Path, text: str) -> bool:
    suffix = path.suffix.lower()
    if suffix == ".json":
        return True
    return suffix not in (".csv", ".tsv", ".txt") and text.lstrip().startswith("{")


def read_sheet(path: str | Path, *, readings: bool = False, sheet: str | None = None,
               source: str | None = None, book: Workbook | None = None) -> Sheet:
    """Read one sheet file: CSV or JSON (told by its ending or its first character), or an Excel
    workbook (.xlsx: its first sheet, or the one named ``sheet``).

    ``readings``: it is a readings file (see ``parse_csv``). ``source``: how messages name the sheet
    (default: the path). ``book``: the workbook at ``path``, already open (a workbook of several games is
    opened once for all of them); its caller closes it.
    """
    from ..workbook import Workbook, refuse_renamed_workbook, refuse_web_page

    path = path if isinstance(path, Path) else Path(path)
    data, source = (book.data if book is not None else read_bytes(path)), source or str(path)
    if is_workbook(data):
        from .formulas import formula_notes, refuse_merged_entries, refuse_unworked_entries, worked_formulas

        opened = book if book is not None else Workbook(data, source, SheetError)
        try:
            rows = list(opened.rows(sheet, source, SheetError))
            read = parse_rows(rows, source, readings=readings, pad=True)
            marks = opened.marks(sheet, source, SheetError)
        finally:
            if book is None:
                opened.close()
        if marks.merged or marks.unworked:
            columns = table_columns([cells for _, cells in rows])
            refuse_merged_entries(marks, read, *columns)
            refuse_unworked_entries(marks, read, *columns)
        unseen = formula_notes(marks, source, rows, frozenset(read.numbers))
        read = read._replace(notes=read.notes + unseen) if unseen else read
        return read._replace(formulas=worked_formulas(marks, read, rows)) if marks.worked else read
    refuse_renamed_workbook(path, SheetError, data)
    if sheet is not None:
        raise SheetError(f"{path}: --sheet names a sheet of an .xlsx workbook; this file is text")
    text, notes = decode(data, source)
    refuse_web_page(text, source, SheetError, "filled sheet")
    from .json_sheet import parse_json

    read = (parse_json if _is_json(path, text) else parse_csv)(text, source, notes, readings=readings)
    if notes:  # read as Windows-1252: names that show another encoding would be printed garbled in every verdict
        _refuse_misread(read, mac_line_ends=b"\r" in data and b"\n" not in data)
    return read


def _refuse_misread(sheet: Sheet, *, mac_line_ends: bool) -> None:
    """Refuse a sheet read as Windows-1252 whose player names look like another encoding
    (``textfile.misread_in``), as a roster is: "Zo‘" and "MŸller" from a Mac "CSV (Macintosh)" file."""
    found = misread_in(list(sheet.players), mac_line_ends=mac_line_ends)
    if found is not None:
        from ..templating import macro

        player = sheet.players[found]
        raise SheetError(macro("encodings.j2", "misread")(place=sheet.where(column=player), text=player))


__all__ = [
    "READINGS_MARK", "SHEET_SUFFIXES", "decode", "input_files", "is_readings_file", "read_bytes", "read_sheet",
    "readings_beside", "readings_file_for", "sheet_files",
]
