"""Players' names: a roster file, or names typed as one comma-separated list.

A roster is either a CSV file with a ``name`` column (any case; other columns
are ignored; comma, semicolon or tab between cells; UTF-8 with or without the
byte-order mark a spreadsheet writes), or a plain text file with one name a
line. Names are data, checked by ``worksheets.names``; every message names
the file and row. A ``Roster`` remembers where each name was read, so a
renderer that cannot draw a name can say where it came from.
"""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Iterator, Mapping

from .errors import RosterError
from .names import MAX_NAME_LENGTH, Names
from .textfile import read_bytes

__all__ = ["MAX_NAME_LENGTH", "Roster", "parse_players", "read_roster"]

_DELIMITERS = (",", ";", "\t")
_HEADER = "name"
_SAMPLE = 'write names separated by commas, such as "Ana,Ben"'


@dataclass(frozen=True)
class Roster:
    """Names in order, and where each was read ("class.csv row 3", "--players name 2")."""

    names: tuple[str, ...]
    places: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))

    def __iter__(self) -> Iterator[str]:
        return iter(self.names)

    def __len__(self) -> int:
        return len(self.names)

    def where(self, name: str) -> str:
        return self.places.get(name, "")


class _Names(Names):
    """Roster names: a file's or the command line's, remembering where each was read."""

    def __init__(self) -> None:
        super().__init__("name", MAX_NAME_LENGTH, RosterError)
        self.places: dict[str, str] = {}

    def add(self, raw: str, where: str = "", place: str = "") -> str:
        name = super().add(raw, where, place)
        self.places[name] = where
        return name

    def roster(self) -> Roster:
        return Roster(tuple(self.names), MappingProxyType(self.places))


def parse_players(text: str, where: str = "players") -> Roster:
    """Names from one comma-separated list, such as ``"Ana, Ben, Zoë"``."""
    if not text.strip():
        raise RosterError(f"{where}: no names given ({_SAMPLE})")
    names = _Names()
    for number, piece in enumerate(text.split(","), start=1):
        if not piece.strip():
            raise RosterError(f"{where}: name {number} is empty ({_SAMPLE})")
        names.add(piece, where, f"name {number}")
    return names.roster()


def _decode(data: bytes, name: str) -> str:
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        raise RosterError(f"{name}: saved as UTF-16; save it as UTF-8 (in a spreadsheet: CSV UTF-8)")
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        row = data[: exc.start].count(b"\n") + 1
        raise RosterError(
            f"{name} row {row}: not UTF-8 text; save the file as UTF-8 (in a spreadsheet: CSV UTF-8)"
        ) from None


def _header(line: str) -> tuple[str, list[str]] | None:
    """The delimiter and cells of a header line that has a name column, if it has one."""
    for delimiter in _DELIMITERS:
        cells = next(csv.reader([line], delimiter=delimiter), [])
        if any(cell.strip().casefold() == _HEADER for cell in cells):
            return delimiter, cells
    return None


def _read_csv(text: str, name: str, delimiter: str) -> Roster:
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter)
    names = _Names()
    column: int | None = None
    for row in reader:
        number = reader.line_num
        if not any(cell.strip() for cell in row):
            continue
        if column is None:
            found = [i for i, cell in enumerate(row) if cell.strip().casefold() == _HEADER]
            if not found:
                shown = ", ".join(repr(cell.strip()) for cell in row)
                raise RosterError(f"{name} row {number}: no 'name' column in the first row (found: {shown})")
            if len(found) > 1:
                raise RosterError(f"{name} row {number}: more than one 'name' column "
                                  f"(columns {', '.join(str(i + 1) for i in found)})")
            column = found[0]
            continue
        cell = row[column] if column < len(row) else ""
        names.add(cell, f"{name} row {number}", f"row {number}")
    return names.roster()


def _read_lines(text: str, name: str) -> Roster:
    names = _Names()
    for number, line in enumerate(text.splitlines(), start=1):
        if line.strip():
            names.add(line, f"{name} row {number}", f"row {number}")
    return names.roster()


def read_roster(path: str | Path) -> Roster:
    """The names in a roster file, in file order."""
    path = Path(path)
    name = str(path)
    data = read_bytes(path, error=RosterError, what="roster file")
    if b"\x00" in data and not data.startswith((b"\xff\xfe", b"\xfe\xff")):
        raise RosterError(f"{name}: not a text file (save the roster as CSV or plain text)")
    text = _decode(data, name)
    first = next((line for line in text.splitlines() if line.strip()), None)
    if first is None:
        raise RosterError(f"{name}: no names found (a 'name' column, or one name a line)")
    header = _header(first)
    if header is not None:
        names = _read_csv(text, name, header[0])
    elif path.suffix.lower() == ".csv":
        names = _read_csv(text, name, max(_DELIMITERS, key=first.count))
    else:
        names = _read_lines(text, name)
    if not names:
        raise RosterError(f"{name}: no names found under the 'name' column")
    return names
