"""Reading filled sheets into one neutral table: rows of a label and one cell per player.

A sheet arrives as a CSV file the way a spreadsheet saves it, or as JSON
(both described in ``docs/check-input.md``). Whatever the game, the result is
a ``Sheet``: the player columns from the header, and for every row the label
of its first column (a category or box as printed), the text in each player's
cell, and what each player read aloud when that was recorded. Nothing here
knows the rules of a game; ``infer`` and the verdict modules do.

CSV, as spreadsheets write it: UTF-8 with or without a byte-order mark, UTF-16
with one, or Windows-1252 (a note says so); comma, semicolon or tab between
cells (the one that splits the header, and the rows below it alike, or given by
Excel's ``sep=;`` first line); numbers with commas in quotes ("6,341"). Every refusal names the file, the row
and the column. Which files are sheets (a folder's, the readings beside them) is ``files``'s.
"""

from __future__ import annotations

import csv
import io
import re
from itertools import islice
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Iterator, Mapping, NamedTuple, Sequence

from ..errors import NumberFormatError, SheetError
from ..names import clean_name, name_key
from ..numbers import LONGEST_DIGITS, refuse_digit_runs
from ..textfile import SEP_LINE, SEPARATORS, decode_spreadsheet_text, misread_in, separator_of
from ..textfile import read_bytes as read_file_bytes
from ..verdicts import own_kind_only
from ..roster import heads_a_roster_column
from ..row_words import CODE_LABELS
from ._text import NOTES, say_in

if TYPE_CHECKING:
    from ..workbook import Workbook

READING_COLUMN = re.compile(r"^(?P<player>.*\S)\s+reading$", re.IGNORECASE)
_NUMBERISH = re.compile(r"^[0-9][0-9,]*$")
#: Headers of a column of remarks beside the players' (a spreadsheet habit), never a player's column.
_REMARKS = re.compile(r"(?:teacher'?s?\s+)?(?:comments?|notes?|remarks?|feedback)\s*:?", re.IGNORECASE)
#: Headers of a column a spreadsheet adds up or averages the players' columns in (a teacher's habit), never a
#: player's column.
_SUMS = re.compile(r"(?:(?:class|row|game|team)\s+)?(?:totals?|sum|average|avg|mean)\s*:?", re.IGNORECASE)
#: Headers of a class list's columns besides the name and class columns a roster is read by: a class list given
#: to check names no box.
_CLASS_LIST_OTHERS = frozenset({"pair", "team", "id", "student id", "email", "e mail"})
#: How many filled rows of one cell may stand above the header row: the title lines an export puts there.
TITLE_ROWS = 10


# --- the model ----------------------------------------------------------------------------

_NO_READINGS: Mapping[str, str] = MappingProxyType({})


@dataclass(frozen=True)
class SheetRow:
    """One row of a sheet: its position, its label, and each player's cell ('' when empty).

    ``number`` is the row number a spreadsheet shows (CSV) or the 1-based position in the
    ``categories`` list (JSON). ``readings`` holds what players read aloud, when recorded.
    """

    number: int
    label: str
    cells: Mapping[str, str]
    readings: Mapping[str, str] = field(default_factory=lambda: _NO_READINGS)


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

    @property
    def rows(self) -> tuple[SheetRow, ...]:
        players = self.players
        readings = self.readings or (_NO_READINGS,) * len(self.labels)
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
        readings = tuple(MappingProxyType(dict(row.readings)) if row.readings else _NO_READINGS for row in rows)
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


def heads_a_class_list(header: str) -> bool:
    """Whether a header cell heads a class list's column (Name, Last name, Class, Pair...)."""
    key = " ".join(header.casefold().replace("-", " ").replace("_", " ").split())
    return key in _CLASS_LIST_OTHERS or heads_a_roster_column(header)


def class_list_error(where: str, headers: Sequence[str]) -> SheetError:
    """The refusal of a class list given to check, whose header names ``headers``."""
    return SheetError(say_in(NOTES, "class_list_refused", where=where, headers=list(headers[:3])))


# --- decoding -----------------------------------------------------------------------------


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


# --- building a sheet from a header and rows -----------------------------------------------


@lru_cache(maxsize=4096)
def _label_of(raw: str) -> tuple[str, bool]:
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
            match = READING_COLUMN.match(clean_name(raw)) if self.split else None
            if match and name_key(match["player"]) in names:
                out.append((clean_name(raw), match["player"]))
            elif match:
                raise SheetError(f"{self.source} row {number}, column {i + 2}: {clean_name(raw)!r} holds readings "
                                 f"aloud, but there is no column {match['player']!r} for that player")
            else:
                self.add_player(raw, f"{self.source} row {number}, column {i + 2}", f"column {i + 2}")
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
        label, is_code = _label_of(label)
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
            self.readings.append(MappingProxyType(said) if said else _NO_READINGS)
        else:
            self.readings.append(_NO_READINGS)

    def set_code(self, value: str, where: str) -> None:
        if self.code is not None:
            raise SheetError(f"{where}: a second sheet code ({value!r}); a sheet has one code")
        if not value:
            return
        self.code = value


# --- CSV ----------------------------------------------------------------------------------


def _delimiter_of(first_line: str, text: str) -> str:
    """The separator of a CSV text whose header row is ``first_line`` (``textfile.separator_of``, with the rows
    below it in ``text``)."""
    def below() -> Iterator[str]:  # read only when more than one separator splits the header
        lines = text.splitlines()
        yield from lines[lines.index(first_line) + 1 if first_line in lines else 0:]

    return separator_of(first_line, below()) or SEPARATORS[0]


def _one_cell(line: str) -> bool:
    """Whether a line is one cell under every separator (a title such as "Yahtzee, 5B" is two)."""
    if not any(d in line for d in SEPARATORS):
        return True
    if '"' not in line:  # a separator outside quotes: two cells at least (the usual header row)
        return False
    return all(len(next(csv.reader([line], delimiter=d), [])) < 2 for d in SEPARATORS)


def _looks_like_entry(cell: str) -> bool:
    text = cell.strip()
    return bool(_NUMBERISH.match(text)) or text.casefold() == "x"


def parse_csv(text: str, source: str, notes: tuple[str, ...] = (), *, readings: bool = False) -> Sheet:
    """A sheet from CSV text; ``source`` names it in messages.

    ``readings``: the file is a readings file, whose every column is a player's readings
    ('Ana' or 'Ana reading'), so no column is split off as readings.
    """
    lines = text.partition("\n")[0].splitlines()  # the lines before the first line feed: mostly all it takes
    skip = 0
    delimiter = None
    if lines and SEP_LINE.match(lines[0]):
        delimiter = SEP_LINE.match(lines[0])[1]
        skip = 1
    first = next((line for line in lines[skip:] if line.strip()), None)
    if first is None:
        lines = text.splitlines()
        first = next((line for line in lines[skip:] if line.strip()), None)
    if first is None:
        raise SheetError(f"{source}: the sheet is empty (the first row names the players, "
                         "such as: category,Ana,Ben)")
    if delimiter is None and _one_cell(first):  # a title line above the table: the header decides
        below = (line for line in text.splitlines()[skip:] if line.strip())
        first = next((line for line in islice(below, TITLE_ROWS + 1) if not _one_cell(line)), first)
    delimiter = delimiter or _delimiter_of(first, text)
    read = _split_plain(text, delimiter)
    if read is None:
        read = []
        try:
            read.extend(csv.reader(io.StringIO(text, newline=""), delimiter=delimiter))
        except csv.Error as exc:
            raise SheetError(f"{source} row {len(read) + 1}: cannot be read as CSV ({exc})") from None
    return _parse_table(range(skip + 1, len(read) + 1), read[skip:], source, notes, readings=readings,
                        comma=delimiter == ",")


def _split_plain(text: str, delimiter: str) -> list[list[str]] | None:
    """The rows of CSV text that has no quotes and no carriage returns, as the csv module reads them (a row
    a line, an empty line an empty row), split without it; None for any other text, which it reads.
    Most sheets are such text, and splitting it is several times quicker."""
    if '"' in text or "\r" in text or len(text) > csv.field_size_limit():  # a quote, a CR or a huge field
        return None
    lines = text.split("\n")
    if lines[-1] == "":  # the end of the last line, not an empty row
        lines.pop()
    return [line.split(delimiter) if line else [] for line in lines]


#: Header rows already read (cells, split readings?) -> (players, each column's player read for or None):
#: a class's sheets share their header, so each is checked once.
_HEADERS: dict[tuple[tuple[str, ...], bool], tuple[tuple[str, ...], tuple[str | None, ...]]] = {}


def _read_header(source: str, split: bool, cells: list[str], number: int) -> tuple[tuple[str, ...],
                                                                                 tuple[str | None, ...]]:
    """The players of a header row, and for each column the player it reads for (or None); ``split``: columns
    'NAME reading' hold a player's readings."""
    key = (tuple(cells), split)
    known = _HEADERS.get(key)
    if known is not None:
        return known
    if len(cells) < 2 and heads_a_class_list(cells[0]):
        raise class_list_error(f"{source} row {number}", cells)
    if len(cells) < 2:
        raise SheetError(f"{source} row {number}: the first row names the players after the "
                         f"category column (such as: category,Ana,Ben); found only {cells[0]!r}")
    for i, cell in enumerate(cells[1:], start=2):
        if _looks_like_entry(cell):
            raise SheetError(
                f"{source} row {number}, column {i}: no header row: the first row names the "
                f"players (such as: category,Ana,Ben), but it holds the entry {cell!r}")
    builder = SheetBuilder(source, "csv", split)
    readers = tuple(reader for _, reader in builder.split_readings(cells[1:], number))
    if len(_HEADERS) > 256:
        _HEADERS.clear()
    known = _HEADERS[key] = (tuple(builder.players), readers)
    return known


def parse_rows(records: list[tuple[int, list[str]]], source: str, notes: tuple[str, ...] = (), *,
               readings: bool = False, comma: bool = False, pad: bool = False) -> Sheet:
    """A sheet from rows of cells (row number as the spreadsheet shows it, cells): CSV's or a workbook's.

    ``comma``: commas separate the cells (a hint for a row with too many); ``pad``: a row may end early
    (a workbook's rows end at their last filled cell)."""
    return _parse_table([number for number, _ in records], [record for _, record in records], source, notes,
                        readings=readings, comma=comma, pad=pad)


def _parse_table(numbers: Sequence[int], records: list[list[str]], source: str, notes: tuple[str, ...] = (), *,
                 readings: bool = False, comma: bool = False, pad: bool = False) -> Sheet:
    """``parse_rows`` of the rows ``records``, shown as rows ``numbers``."""
    kind = "xlsx" if pad else "csv"  # only a workbook's rows end early
    header: tuple[str | None, ...] | None = None
    width = 0
    no_readings: Mapping[str, str] = _NO_READINGS
    start = _header_index(records)
    if start is None:  # only a sep= line, or an empty workbook sheet
        raise SheetError(f"{source}: the sheet is empty")
    margin = table_margin(records, start)
    if margin:  # the table starts further right: the empty columns on its left are no part of it
        from ..workbook import column_letters

        records = [*records[:start], *(record[margin:] for record in records[start:])]
        notes += (say_in(NOTES, "margin_left_out", source=source, columns=margin, first=column_letters(margin + 1)),)
    cells = list(map(str.strip, records[start]))
    while cells and not cells[-1]:
        cells.pop()
    remarks = _left_out_columns(tuple(cells))
    left_out: tuple[str, ...] = ()
    if remarks:
        left_out = tuple(say_in(NOTES, "sums_column" if _SUMS.fullmatch(cells[i]) else "remarks_column",
                                source=source, column=cells[i]) for i in remarks)
        cells, records = _without_columns(cells, remarks), [_without_columns(record, remarks) for record in records]
    width = len(cells)
    players, header = _read_header(source, not readings, cells, numbers[start])
    code, code_row = None, None
    if start:  # rows above the header: a title, or the sheet's details
        above, code, code_row = _above_header(numbers, records, start, source)
        notes += above
    notes += left_out
    plain = not any(header)  # no column of readings: a row's cells after the first are the players' cells
    body = numbers[start + 1:]
    below = records[start + 1:]
    if plain and below:
        try:  # the table's columns, when every row has as many cells as the header
            labels, *columns = zip(*below, strict=True)
        except ValueError:  # rows of different lengths (or only empty rows)
            labels, columns = (), []
        labels = _plain_labels(labels) if len(columns) + 1 == width else None  # labels tidied of spaces too
        if labels is not None:  # every row a category or box: the table as read (the usual sheet)
            strip = str.strip
            return with_a_row(Sheet(source, kind, players, tuple(body), labels,
                                    tuple([tuple(map(strip, column)) for column in columns]), code=code,
                                    notes=notes),
                              numbers[start], readings)
    builder = SheetBuilder(source, kind, split_readings=not readings)
    builder.players[:] = players
    if code is not None:
        builder.set_code(code, f"{source} row {code_row}")
    rows = [list(map(str.strip, record)) for record in below]
    for number, cells in zip(body, rows):
        if not any(cells):
            continue
        if len(cells) != width:
            if len(cells) > width and not any(cells[width:]):
                cells = cells[:width]
            if len(cells) < width and pad:
                cells += [""] * (width - len(cells))  # a workbook's row ends at its last filled cell
            if len(cells) != width:
                hint = (" (a number with a comma must be in quotes, such as \"6,341\")"
                        if len(cells) > width and comma else "")
                raise SheetError(f"{source} row {number}: {len(cells)} cell{'' if len(cells) == 1 else 's'}, but the "
                                 f"header row has {width}{hint}")
        if plain:
            builder.add_row(number, cells[0], tuple(cells[1:]), no_readings)
            continue
        entries = tuple(cell for reader_of, cell in zip(header, cells[1:]) if reader_of is None)
        said = {reader_of: cell for reader_of, cell in zip(header, cells[1:]) if reader_of is not None}
        builder.add_row(number, cells[0], entries, said)
    return with_a_row(builder.sheet(notes), numbers[start], readings)


def table_margin(records: Sequence[Sequence[str]], start: int) -> int:
    """How many columns on the left are empty in the header row (at ``start``) and every row below it: a margin
    left in the spreadsheet, the table starting in column B or further right."""
    if not records[start] or records[start][0].strip():  # the usual header: its first cell names the labels' column
        return 0
    firsts = [next(i for i, cell in enumerate(record) if cell.strip()) for record in records[start:]
              if any(cell.strip() for cell in record)]
    return min(firsts, default=0)


def _above_header(numbers: Sequence[int], records: list[list[str]], start: int,
                  source: str) -> tuple[tuple[str, ...], str | None, int | None]:
    """The notes on the filled rows above the header at ``start`` (a title; the sheet's details, such as
    ``Name:,Ben``), and the sheet code among the details with its row (or None, None)."""
    notes: tuple[str, ...] = ()
    above = [(number, record, _details(record)) for number, record in zip(numbers[:start], records)
             if any(map(str.strip, record))]
    titles = [number for number, _, details in above if details is None]
    if titles:
        notes += (say_in(NOTES, "above_header", source=source, header=numbers[start], first=titles[0],
                         last=titles[-1]),)
    code, code_row = None, None
    for number, _, details in above:
        for name, value in details or ():
            if _label_of(name)[1] and value:
                if code is not None:
                    raise SheetError(f"{source} row {number}: a second sheet code ({value!r}, also row {code_row}); "
                                     "a sheet has one code")
                code, code_row = value, number
    if len(titles) < len(above):
        notes += (say_in(NOTES, "details_above", source=source, header=numbers[start],
                         details=[f"{name}: {value}" if value else name for _, _, details in above
                                  for name, value in details or ()], code_row=code_row),)
    return notes, code, code_row


@lru_cache(maxsize=256)
def _remarks_columns(header: tuple[str, ...]) -> list[int]:
    """The indexes of the header's columns of remarks (``_REMARKS``) and of sums (``_SUMS``); a class's sheets
    share their header."""
    return [i for i, cell in enumerate(header) if i and (_REMARKS.fullmatch(cell) or _SUMS.fullmatch(cell))]


def _left_out_columns(header: tuple[str, ...]) -> list[int]:
    """The indexes of the header's columns of remarks that are left out of the table: none when no player's
    column would be left (the header's message then says why)."""
    remarks = _remarks_columns(header)
    return remarks if len(remarks) < len(header) - 1 else []


def table_columns(records: list[list[str]]) -> tuple[int, frozenset[int]]:
    """The column of the labels and the columns read as the players' entries or readings (from 1, as the
    spreadsheet counts them): the header's cells after the labels' (past a margin on the left), but the
    columns of remarks left out."""
    start = _header_index(records)
    if start is None:
        return 1, frozenset()
    margin = table_margin(records, start)
    cells = list(map(str.strip, records[start][margin:]))
    while cells and not cells[-1]:
        cells.pop()
    left_out = set(_left_out_columns(tuple(cells)))
    return margin + 1, frozenset(margin + 1 + i for i in range(1, len(cells)) if i not in left_out)


def _without_columns(cells: list[str], drop: list[int]) -> list[str]:
    """A row's cells without those at the indexes ``drop`` (a row may end before them)."""
    return [cell for i, cell in enumerate(cells) if i not in drop]


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


#: A sheet code typed in one cell with its label, as a sheet prints it ("Sheet code 1900-0400-0001-0").
_CODE_IN_ONE_CELL = re.compile(r"(?:sheet\s*)?code\s*:?\s+((?:[0-9a-z]{4}[-\u2013\u2014 ]?){3}[0-9a-z])", re.IGNORECASE)


def _may_be_details(record: Sequence[str]) -> bool:
    """Whether a row's first cell may name a detail (most rows' does not: a look at that cell alone)."""
    first = record[0].strip() if record else ""
    return first[-1:] == ":" or first.casefold() in CODE_LABELS or _CODE_IN_ONE_CELL.fullmatch(first) is not None


def _details(record: Sequence[str]) -> list[tuple[str, str]] | None:
    """The (name, value) pairs of a row of the details teachers type above a table (``Name:,Ben``,
    ``Sheet code:,1900-0400-0001-0``, ``Name:,Ben,Date:,4/11``), or None for any other row: every pair's
    name ends with a colon (a code's row may go without), and no name follows another without a value."""
    if not _may_be_details(record):
        return None
    cells = [cell.strip() for cell in record if cell.strip()]
    if len(cells) == 1 and (code := _CODE_IN_ONE_CELL.fullmatch(cells[0])):
        return [("Code", code.group(1).strip())]
    pairs = []
    for i in range(0, len(cells), 2):
        name, value = cells[i], cells[i + 1] if i + 1 < len(cells) else ""
        named = name.endswith(":") or (i == 0 and len(cells) == 2 and _label_of(name)[1])
        if not named or value.endswith(":"):
            return None
        pairs.append((name.rstrip(":").strip(), value))
    return pairs


def _header_index(records: list[list[str]]) -> int | None:
    """Where the header row is: the first filled row, or, when that holds one cell (a title, such as
    "Yahtzee 5B") or the sheet's details (``Name:,Ben``), the first row within ``TITLE_ROWS`` filled rows below
    it that names two or more columns and holds no entry (a row of scores is no header: the first row stays
    the one a message names)."""
    first, seen = None, 0
    for index, record in enumerate(records):  # mostly the first row: the rest are read only below a title
        count = sum(1 for cell in record if cell.strip())
        if not count:
            continue
        details = _may_be_details(record) and _details(record) is not None
        if first is None and count > 1 and not details:
            return index
        first = index if first is None else first
        if count > 1 and not details and not any(map(_looks_like_entry, record[1:])):
            return index
        seen += 1
        if seen > TITLE_ROWS:
            break
    return first


@lru_cache(maxsize=256)
def _plain_labels(labels: tuple[str, ...]) -> tuple[str, ...] | None:
    """The labels tidied, when every one names a category or box (none is empty or the code's row)."""
    tidy = [_label_of(label) for label in labels]
    if any(is_code or not label for label, is_code in tidy):
        return None
    return tuple(label for label, _ in tidy)


# --- a sheet file -------------------------------------------------------------------------


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
    from ..workbook import Workbook, is_workbook, refuse_renamed_workbook, refuse_web_page

    path = path if isinstance(path, Path) else Path(path)
    data, source = (book.data if book is not None else read_bytes(path)), source or str(path)
    if is_workbook(data):
        from .formulas import formula_notes, refuse_merged_entries

        opened = book if book is not None else Workbook(data, source, SheetError)
        try:
            rows = list(opened.rows(sheet, source, SheetError))
            read = parse_rows(rows, source, readings=readings, pad=True)
            marks = opened.marks(sheet, source, SheetError)
        finally:
            if book is None:
                opened.close()
        if marks.merged:
            refuse_merged_entries(marks, read, *table_columns([cells for _, cells in rows]))
        unseen = formula_notes(marks, source, rows)
        return read._replace(notes=read.notes + unseen) if unseen else read
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
