"""The neutral table every filled sheet is read into: rows of a label and one cell per player.

Whatever the file (CSV, an .xlsx workbook's sheet, JSON) and whatever the game, a sheet is a ``Sheet``: the
player columns from the header, and for every row the label of its first column (a category or box as
printed), the text in each player's cell, and what each player read aloud when that was recorded. Nothing here
knows the rules of a game; ``infer`` and the verdict modules do. Nothing here reads a file either: a table of
cells (CSV's, a workbook's) is ``table_sheet``'s, JSON is ``json_sheet``'s, and both build their ``Sheet``
with a ``SheetBuilder`` (or, for the usual table, directly) and refuse one with no row by ``with_a_row``.
Which file is which kind, and reading it, is ``files``'s.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from types import MappingProxyType
from typing import Any, Collection, Mapping, NamedTuple, Sequence

from ..errors import NumberFormatError, SheetError
from ..names import clean_name, name_key
from ..numbers import LONGEST_DIGITS, refuse_digit_runs
from ..verdicts import own_kind_only
from ..row_words import CODE_LABELS
from ._text import NOTES, say_in

#: A column of a player's readings aloud beside the player's own: 'Ana reading' (or "Ana's reading").
READING_COLUMN = re.compile(r"^(?P<player>.*?\S)(?:['\u2019]s)?\s+reading$", re.IGNORECASE)
#: Other headers teachers give such a column: "Ana (reading)", "Ana - read aloud", "Ana in words", "Reading: Ana".
#: They name readings only beside a column of that player (a player may be called "Reading" or "Words").
_OTHER_READING_COLUMNS = (
    re.compile(r"^(?P<player>.*?\S)(?:['\u2019]s)?\s*[-\u2013:(\[]?\s*(?:reading(?:\s+aloud)?|read(?:\s+aloud)?|"
               r"(?:in\s+)?words|said(?:\s+aloud)?)\s*[)\]]?$", re.IGNORECASE),
    re.compile(r"^(?:reading(?:\s+aloud)?|read\s+aloud|in\s+words|words)\s*(?:of|for|by)?\s*[-\u2013:]?\s*"
               r"(?P<player>\S.*)$", re.IGNORECASE),
)


def reading_column(column: str, players: Collection[str]) -> str | None:
    """The player whose readings aloud the column headed ``column`` holds, or None (``players``: the keys of the
    sheet's player names, ``name_key``). "Ana reading" names Ana even without a column of hers (the sheet is
    then refused, saying so); the other headers name a player only beside that player's column."""
    match = READING_COLUMN.match(column)
    if match:
        return match["player"]
    for pattern in _OTHER_READING_COLUMNS:
        match = pattern.match(column)
        if match and name_key(match["player"]) in players:
            return match["player"]
    return None


# --- the model ----------------------------------------------------------------------------

NO_READINGS: Mapping[str, str] = MappingProxyType({})


@dataclass(frozen=True)
class SheetRow:
    """One row of a sheet: its position, its label, and each player's cell ('' when empty).

    ``number`` is the row number a spreadsheet shows (CSV) or the 1-based position in the
    ``categories`` list (JSON). ``readings`` holds what players read aloud, when recorded.
    """

    number: int
    label: str
    cells: Mapping[str, str]
    readings: Mapping[str, str] = field(default_factory=lambda: NO_READINGS)


@own_kind_only
class Sheet(NamedTuple):
    """A filled sheet as a table: players in header order and the rows below.

    The rows are kept as plain tuples (``numbers``, ``labels``, and ``columns[j][i]``, player j's cell in
    row i), which is all a checker reads: a class of sheets is read without an object per row, and each
    player's column is judged as it is kept. ``cells`` gives the rows' cells (``cells[i][j]``).
    ``rows`` gives them as ``SheetRow`` values, built each time asked for (by what reads a sheet row by
    row: a zombie sheet, readings from a second file, the messages that name a row).
    """

    source: str
    kind: str  # "csv", "xlsx" (a workbook's sheet, read as CSV is) or "json"
    players: tuple[str, ...]
    numbers: tuple[int, ...]
    labels: tuple[str, ...]
    columns: tuple[tuple[str, ...], ...]
    readings: tuple[Mapping[str, str], ...] = ()  # per row, players' readings; () when none recorded
    code: str | None = None
    readers: tuple[str, ...] = ()  # players with a reading recorded somewhere
    notes: tuple[str, ...] = ()
    #: (row number, player) -> the spreadsheet's formula that worked the cell out (a workbook's; "" for a shared one)
    formulas: Mapping[tuple[int, str], str] = MappingProxyType({})

    @property
    def rows(self) -> tuple[SheetRow, ...]:
        players = self.players
        readings = self.readings or (NO_READINGS,) * len(self.labels)
        return tuple(SheetRow(number, label, MappingProxyType(dict(zip(players, cells))), said)
                     for number, label, cells, said in zip(self.numbers, self.labels, self.cells, readings))

    @property
    def cells(self) -> tuple[tuple[str, ...], ...]:
        """Each row's cells, in the order of ``players`` (built each time asked for)."""
        return tuple(zip(*self.columns)) if self.columns else ((),) * len(self.labels)

    def column(self, player: str) -> tuple[str, ...]:
        """Every cell of ``player``'s column, top to bottom."""
        return self.columns[self.players.index(player)]

    def with_rows(self, rows: Sequence[SheetRow], **changes: Any) -> "Sheet":
        """This sheet with other rows (their cells in the order of ``players``, which ``changes`` may give)."""
        players = changes.pop("players", self.players)
        readings = tuple(MappingProxyType(dict(row.readings)) if row.readings else NO_READINGS for row in rows)
        return self._replace(players=players, numbers=tuple(row.number for row in rows),
                             labels=tuple(row.label for row in rows),
                             columns=_columns([tuple(row.cells.get(p, "") for p in players) for row in rows],
                                              len(players)),
                             readings=readings if any(readings) else (), **changes)

    def where(self, row: SheetRow | None = None, column: str | None = None) -> str:
        """Where a cell is, for messages: 'game.csv row 4, column "Ben"'."""
        return where_in(self.source, self.kind, None if row is None else row.number, column)

    def where_number(self, number: int | None = None, column: str | None = None) -> str:
        """``where`` for the row shown as ``number``."""
        return where_in(self.source, self.kind, number, column)

    @property
    def has_readings(self) -> bool:
        return bool(self.readers)

    def empty_players(self) -> tuple[str, ...]:
        """The players whose every cell is empty and who read nothing aloud: a header, and a player absent."""
        if self.kind != "json" and all(map(any, self.columns)):  # the usual sheet (CSV's and .xlsx's cells are
            return ()                                              # stripped): every column has some text
        return tuple(player for player, column in zip(self.players, self.columns)
                     if player not in self.readers and not any(map(str.strip, column)))

    def without_players(self, left_out: Sequence[str]) -> "Sheet":
        """This sheet without the columns of the players ``left_out``."""
        kept = [i for i, player in enumerate(self.players) if player not in left_out]
        return self._replace(players=tuple(self.players[i] for i in kept),
                             columns=tuple(self.columns[i] for i in kept))


def without_absent_players(sheet: Sheet, *, least: int, games: bool = False) -> tuple[Sheet, tuple[str, ...]]:
    """``sheet`` without the columns left empty (a player absent, not a player who scored nothing), and a note
    for each; when fewer than ``least`` players would be left, they stay, with a note that they were judged
    as written (empty). ``games``: the columns are one student's games, so an empty one is a game not played."""
    empty = sheet.empty_players()
    if not empty:
        return sheet, ()
    if len(sheet.players) - len(empty) < least:
        return sheet, tuple(say_in(NOTES, "empty_column_kept", source=sheet.source, player=player, least=least)
                            for player in empty)
    return (sheet.without_players(empty),
            tuple(say_in(NOTES, "empty_column", source=sheet.source, player=player, game=games) for player in empty))


def _columns(cells: Sequence[tuple[str, ...]], players: int) -> tuple[tuple[str, ...], ...]:
    """Rows' cells (each in the order of the players) as the players' columns."""
    return tuple(zip(*cells)) if cells else ((),) * players


def where_in(source: str, kind: str, number: int | None, column: str | None) -> str:
    """Where a cell of the sheet read from ``source`` is, for messages: 'game.csv row 4, column "Ben"'."""
    text = source
    if number is not None:
        text += f" categories[{number - 1}]" if kind == "json" else f" row {number}"
    if column is not None:
        text += f', "{column}"' if kind == "json" else f', column "{column}"'
    return text


def label_key(label: str) -> str:
    """A label for matching rows of two files: case, spaces and end punctuation do not matter."""
    return " ".join(re.sub(r"[^\w\s]", " ", label.casefold()).split())


# --- building a sheet from a header and rows -----------------------------------------------


@lru_cache(maxsize=4096)
def label_of(raw: str) -> tuple[str, bool]:
    """A row's label with its spaces tidied, and whether it is the sheet code's row (a class shares its labels)."""
    label = " ".join(raw.split())
    return label, label.rstrip(":").casefold() in CODE_LABELS


class SheetBuilder:
    """Checks the header's columns and collects rows, naming the place of every refusal."""

    def __init__(self, source: str, kind: str, split_readings: bool = True):
        self.source = source
        self.kind = kind
        self.split = split_readings
        self.players: list[str] = []
        self.reading_of: dict[str, str] = {}  # reading column -> player
        self.numbers: list[int] = []
        self.labels: list[str] | tuple[str, ...] = []
        self.cells: list[tuple[str, ...]] = []
        self.readings: list[Mapping[str, str]] = []
        self.code: str | None = None
        self.readers: set[str] = set()
        self._seen: dict[str, str] = {}

    def sheet(self, notes: tuple[str, ...] = ()) -> Sheet:
        return Sheet(self.source, self.kind, tuple(self.players), tuple(self.numbers), tuple(self.labels),
                     _columns(self.cells, len(self.players)), tuple(self.readings) if self.readers else (), self.code,
                     tuple(p for p in self.players if p in self.readers), notes)

    def where(self, number: int | None = None, column: str | None = None) -> str:
        return where_in(self.source, self.kind, number, column)

    def add_player(self, raw: str, where: str, place: str) -> None:
        name = clean_name(raw)
        if not name:
            raise SheetError(f"{where}: a player column has no name in the header")
        _refuse_digit_runs(name, where)
        key = name_key(name)
        if key in self._seen:
            raise SheetError(f"{where}: the player name {name!r} is used twice (also {self._seen[key]}); "
                             "give every player a different name")
        self._seen[key] = place
        self.players.append(name)

    def split_readings(self, columns: list[str], number: int) -> list[tuple[str, str | None]]:
        """Each column as (name, player read for or None): 'Ana reading' records Ana's readings."""
        names = {name_key(clean_name(c)) for c in columns}
        out: list[tuple[str, str | None]] = []
        for i, raw in enumerate(columns):
            reader = reading_column(clean_name(raw), names) if self.split else None
            if reader is not None and name_key(reader) in names:
                out.append((clean_name(raw), reader))
            elif reader is not None:
                raise SheetError(f"{self.source} row {number}, column {i + 2}: {clean_name(raw)!r} holds readings "
                                 f"aloud, but there is no column {reader!r} for that player")
            else:
                try:
                    self.add_player(raw, f"{self.source} row {number}, column {i + 2}", f"column {i + 2}")
                except SheetError:
                    from .shape import refuse_tally_side_by_side  # shape reads sheets: imported when refusing

                    refuse_tally_side_by_side(self.source, [clean_name(c) for c in columns])
                    raise
                out.append((clean_name(raw), None))
        by_key = {name_key(p): p for p in self.players}
        resolved: list[tuple[str, str | None]] = []
        for name, reader in out:
            if reader is not None:
                player = by_key.get(name_key(reader))
                if player is None:  # 'Ana reading reading' and the like: a reading of a reading column
                    raise SheetError(f"{self.where(column=name)}: a reading column needs a player "
                                     f"column named {reader!r}")
                if player in self.reading_of.values():
                    raise SheetError(f"{self.where(column=name)}: {player!r} has two reading columns")
                self.reading_of[name] = player
                resolved.append((name, player))
            else:
                resolved.append((name, None))
        return resolved

    def add_row(self, number: int, label: str, cells: tuple[str, ...], readings: Mapping[str, str]) -> None:
        """Row ``number``: its label, each player's cell (in the order of ``players``) and the readings."""
        label, is_code = label_of(label)
        if is_code:
            value = next((v.strip() for v in cells if v.strip()), "")
            self.set_code(value, self.where(number))
            return
        if not label:
            if any(v.strip() for v in [*cells, *readings.values()]):
                raise SheetError(f"{self.where(number)}: the row has entries but no category or box "
                                 "in the first column")
            return
        self.numbers.append(number)
        self.labels.append(label)
        self.cells.append(cells)
        if readings:
            said = {p: v for p, v in readings.items() if v.strip()}
            self.readers.update(said)
            self.readings.append(MappingProxyType(said) if said else NO_READINGS)
        else:
            self.readings.append(NO_READINGS)

    def set_code(self, value: str, where: str) -> None:
        if self.code is not None:
            raise SheetError(f"{where}: a second sheet code ({value!r}); a sheet has one code")
        if not value:
            return
        self.code = value



def with_a_row(sheet: Sheet, header: int | None, readings: bool = False) -> Sheet:
    """``sheet``, refused when no row below its header names a category or box (a sheet saved before it was
    filled in, or the header alone copied); a readings file may be empty. ``header``: the header's row."""
    if sheet.labels or readings:
        _refuse_long_numbers(sheet)
        return sheet
    if header is None:  # JSON: "categories" held only the code
        raise SheetError(f"{sheet.source}: \"categories\" holds no category or box besides the code")
    raise SheetError(f"{sheet.source} row {header}: the header names the players, but no row below it has a "
                     "category or box; the sheet needs one row per category or box (such as: Ones,3,2)")


def _refuse_long_numbers(sheet: Sheet) -> None:
    """Refuse a sheet with a cell holding more digits in a row than any entry (``LONGEST_DIGITS``), where the
    cell is: such a number is no entry, and would be judged and repeated whole in every message about it."""
    for player, column in zip(sheet.players, sheet.columns):
        if column and max(map(len, column)) > LONGEST_DIGITS:  # most columns: a look at their lengths only
            for number, text in zip(sheet.numbers, column):
                _refuse_digit_runs(text, sheet.where_number(number, player))
    for number, said in zip(sheet.numbers, sheet.readings):
        for player, text in said.items():
            _refuse_digit_runs(text, sheet.where_number(number, f"{player} reading"))


def _refuse_digit_runs(text: str, where: str) -> None:
    try:
        refuse_digit_runs(text, where)
    except NumberFormatError as exc:
        raise SheetError(str(exc)) from None
