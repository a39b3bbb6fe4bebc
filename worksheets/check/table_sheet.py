"""A table of cells read into a ``Sheet``: a CSV file's text, or the rows of a workbook's sheet.

CSV, as spreadsheets write it: UTF-8 with or without a byte-order mark, UTF-16
with one, or Windows-1252 (a note says so; ``files.decode`` makes it text); comma, semicolon or tab between
cells (the one that splits the header, and the rows below it alike, or given by
Excel's ``sep=;`` first line); numbers with commas in quotes ("6,341"). Every refusal names the file, the row
and the column. Above the header may stand a title or the sheet's details (``Name:,Ben``, a sheet code); a
margin of empty columns on the left and a column of remarks beside the players' are left out, with a note.
Which files are sheets (a folder's, the readings beside them), and which kind each is, is ``files``'s.
"""

from __future__ import annotations

import csv
import io
import re
from itertools import islice
from functools import lru_cache
from typing import Iterator, Mapping, Sequence

from ._cache import Bounded
from ..errors import SheetError
from ..numbers import clip
from ..textfile import SEP_LINE, SEPARATORS, separator_of
from ..row_words import CODE_LABELS
from ._text import NOTES, say_in
from .shape import class_list_error, heads_a_class_list, is_card_row
from .sheets import NO_READINGS, Sheet, SheetBuilder, label_of, with_a_row

_NUMBERISH = re.compile(r"^[0-9][0-9,]*$")
#: Labels of a row of the details a card prints beside its boxes (a Zombie team card's team, members, class and date),
#: typed into the table: no card has such a box.
_DETAILS = re.compile(r"(?:(?:team\s+)?members|team(?:\s+name)?|names?|class|date|period)\s*:?", re.IGNORECASE)
#: Headers of a column of remarks beside the players' (a spreadsheet habit), never a player's column.
_REMARKS = re.compile(r"(?:teacher'?s?\s+)?(?:comments?|notes?|remarks?|feedback)\s*:?", re.IGNORECASE)
#: Headers of a column a spreadsheet adds up or averages the players' columns in (a teacher's habit), never a
#: player's column.
_SUMS = re.compile(r"(?:(?:class|row|game|team)\s+)?(?:totals?|sum|average|avg|mean)\s*:?", re.IGNORECASE)
#: Headers of a column in which a teacher marks who won each row: the check works that out, and it is no player.
_WINNERS = re.compile(r"(?:row\s+|round\s+|game\s+)?(?:winners?|won\s+by|who\s+won\??)\s*:?", re.IGNORECASE)
#: Labels of a row under the card in which a spreadsheet averages the players' scores ("Average", "Class mean"):
#: no card has such a box, and the check works the scores out. ("Total" is a card's own row.)
_AVERAGES = re.compile(r"(?:class\s+|row\s+)?(?:average|avg\.?|mean|median)\s*:?", re.IGNORECASE)
#: Headers of a column that numbers the rows (1, 2, 3 ... beside the labels), never a player's column.
_ROW_NUMBERS = re.compile(r"(?:no\.?|nr\.?|n[°º]|№|#|number|row|)\s*:?", re.IGNORECASE)
#: How many filled rows of one cell may stand above the header row: the title lines an export puts there.
TITLE_ROWS = 10


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


# --- a table of rows (CSV's or a workbook's) -----------------------------------------


#: Header rows already read (cells, split readings?) -> (players, each column's player read for or None):
#: a class's sheets share their header, so each is checked once.
_HEADERS: dict[tuple[tuple[str, ...], bool], tuple[tuple[str, ...], tuple[str | None, ...]]] = Bounded(256)


#: A first and last name alone in a row ("Ana Smith", "José García-Lee"): no category or box reads so.
_PERSON = re.compile(r"[^\W\d_][^\W\d_'\u2019.-]*(?: [^\W\d_][^\W\d_'\u2019.-]*){1,3}")


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
    if len(cells) < 2 and _PERSON.fullmatch(cells[0]) and not is_card_row(cells[0]):  # "Ana Smith": a list of names
        raise SheetError(say_in(NOTES, "names_list_refused", where=f"{source} row {number}", first=cells[0]))
    if len(cells) < 2:
        raise SheetError(f"{source} row {number}: the first row names the players after the "
                         f"category column (such as: category,Ana,Ben); found only {cells[0]!r}")
    for i, cell in enumerate(cells[1:], start=2):
        if _looks_like_entry(cell):
            if not is_card_row(cells[0]) and all(c.strip().isdigit() and len(c.strip()) <= 2 for c in cells[1:]):
                # "category,1,2": a header of players (or tables) numbered, not a first row of entries
                raise SheetError(f"{source} row {number}, column {i}: {cell!r} stands where a player's name goes, "
                                 "but digits alone read as an entry; name numbered players or tables in words, "
                                 f"such as Table {cell.strip()}")
            raise SheetError(
                f"{source} row {number}, column {i}: no header row: the first row names the "
                f"players (such as: category,Ana,Ben), but it holds the entry {cell!r}")
    builder = SheetBuilder(source, "csv", split)
    readers = tuple(reader for _, reader in builder.split_readings(cells[1:], number))
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
    no_readings: Mapping[str, str] = NO_READINGS
    start = _header_index(records)
    if start is None:  # only a sep= line, or an empty workbook sheet
        raise SheetError(f"{source}: the sheet is empty")
    margin = table_margin(records, start)
    if margin:  # the table starts further right: the empty columns on its left are no part of it
        from ..workbook import column_letters

        records = [*records[:start], *(record[margin:] for record in records[start:])]
        notes += (say_in(NOTES, "margin_left_out", source=source, columns=margin, first=column_letters(margin + 1)),)
    if _numbers_the_rows(records, start):  # "No.,Box,Ana,Ben" over "1,Ones,3,2": the numbers are no part of it
        notes += (say_in(NOTES, "row_numbers_left_out", source=source, column=records[start][0].strip()),)
        records = [*records[:start], *(record[1:] for record in records[start:])]
        margin += 1  # the columns left of the table's first, for naming a column by its letter
    cells = list(map(str.strip, records[start]))
    headed = len(cells)  # with the empty cells at its end: a column under one of them has no player's name
    while cells and not cells[-1]:
        cells.pop()
    remarks = _left_out_columns(tuple(cells))
    left_out: tuple[str, ...] = ()
    if remarks:
        left_out = tuple(say_in(NOTES, "sums_column" if _SUMS.fullmatch(cells[i]) else
                                "winners_column" if _WINNERS.fullmatch(cells[i]) else "remarks_column",
                                source=source, column=cells[i]) for i in remarks)
        cells, records = _without_columns(cells, remarks), [_without_columns(record, remarks) for record in records]
    width = len(cells)
    if len(cells) < 2:
        _refuse_header_too_far_down(source, numbers, records, start)
    players, header = _read_header(source, not readings, cells, numbers[start])
    code, code_row = None, None
    if start:  # rows above the header: a title, or the sheet's details
        above, code, code_row = _above_header(numbers, records, start, source)
        notes += above
    notes += left_out
    plain = not any(header)  # no column of readings: a row's cells after the first are the players' cells
    remark_rows = _remark_rows(numbers[start + 1:], records[start + 1:])
    body, below = _without_rows(numbers[start + 1:], records[start + 1:], {number for number, _ in remark_rows})
    notes += tuple(say_in(NOTES, "winners_row" if _WINNERS.fullmatch(label) else "averages_row"
                          if _AVERAGES.fullmatch(label) else "details_row" if _DETAILS.fullmatch(label)
                          else "remarks_row", source=source, row=number, label=label)
                   for number, label in remark_rows)
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
            if len(cells) > width and not remarks and len(cells) <= headed:
                _refuse_unnamed_column(source, numbers[start], number, cells, width, margin)
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


def _refuse_unnamed_column(source: str, header_row: int, number: int, cells: list[str], width: int,
                           margin: int) -> None:
    """Refuse a row with an entry under a header cell left empty: a player's column whose name is missing."""
    from ..workbook import column_letters

    column = next(i for i in range(width, len(cells)) if cells[i])
    raise SheetError(f"{source} row {header_row}, column {column_letters(margin + column + 1)}: the column holds "
                     f"entries (row {number}: {cells[column]!r}) but no player's name; type the name in the "
                     "header row")


def _remark_rows(numbers: Sequence[int], records: Sequence[Sequence[str]]) -> list[tuple[int, str]]:
    """The rows (number, label) below the header that mark who won (``_WINNERS``), hold remarks (``_REMARKS``),
    average the scores (``_AVERAGES``) or hold a card's details (``_DETAILS``): not a card's boxes."""
    return [(number, record[0].strip()) for number, record in zip(numbers, records)
            if record and _is_remark(record[0].strip())]


@lru_cache(maxsize=1024)
def _is_remark(label: str) -> bool:
    """Whether a row's label marks it as no card's row (``_remark_rows``); a class's sheets share their labels."""
    return bool(label) and any(words.fullmatch(label) for words in (_WINNERS, _REMARKS, _AVERAGES, _DETAILS))


def _without_rows(numbers: Sequence[int], records: list[list[str]],
                  left_out: set[int]) -> tuple[Sequence[int], list[list[str]]]:
    if not left_out:
        return numbers, records
    kept = [(number, record) for number, record in zip(numbers, records) if number not in left_out]
    return [number for number, _ in kept], [record for _, record in kept]


def _numbers_the_rows(records: Sequence[Sequence[str]], start: int) -> bool:
    """Whether the first column of the table at ``start`` numbers its rows: headed "No.", "#" or nothing, with
    the labels' header beside it, and below, 1, 2, 3 ... going up, each beside a label; rows after the last
    numbered one may go without a number (a "Winner" row added under the card)."""
    header = records[start]
    if len(header) < 3 or not _ROW_NUMBERS.fullmatch(header[0].strip()) or not header[1].strip():
        return False
    firsts = [(record[0].strip(), record[1].strip() if len(record) > 1 else "") for record in records[start + 1:]
              if any(cell.strip() for cell in record)]
    while firsts and not firsts[-1][0] and firsts[-1][1]:
        firsts.pop()
    if len(firsts) < 2 or not all(number.isdigit() and len(number) <= 3 and label for number, label in firsts):
        return False
    values = [int(number) for number, _ in firsts]
    return values == sorted(set(values))


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
            if label_of(name)[1] and value:
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
    """The indexes of the header's columns of remarks (``_REMARKS``), of sums (``_SUMS``) and of winners
    (``_WINNERS``); a class's sheets share their header."""
    return [i for i, cell in enumerate(header)
            if i and any(kind.fullmatch(cell) for kind in (_REMARKS, _SUMS, _WINNERS))]


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


#: A sheet code typed in one cell with its label, as a sheet prints it ("Sheet code 1900-0400-0001-03"; sheets
#: printed before the second check symbol have one: "Sheet code 1900-0400-0001-0").
_CODE_IN_ONE_CELL = re.compile(r"(?:sheet\s*)?code\s*:?\s+((?:[0-9a-z]{4}[-\u2013\u2014 ]?){3}[0-9a-z]{1,2})",
                               re.IGNORECASE)


def _may_be_details(record: Sequence[str]) -> bool:
    """Whether a row's first cell may name a detail (most rows' does not: a look at that cell alone)."""
    first = record[0].strip() if record else ""
    return first[-1:] == ":" or first.casefold() in CODE_LABELS or _CODE_IN_ONE_CELL.fullmatch(first) is not None


def _details(record: Sequence[str]) -> list[tuple[str, str]] | None:
    """The (name, value) pairs of a row of the details teachers type above a table (``Name:,Ben``,
    ``Sheet code:,1900-0400-0001-03``, ``Name:,Ben,Date:,4/11``, or left blank: ``Name:,,Date:``), or None for
    any other row: every name ends with a colon (a code's row may go without) and is followed by its value or
    by the next name."""
    if not _may_be_details(record):
        return None
    cells = [cell.strip() for cell in record if cell.strip()]
    if len(cells) == 1 and (code := _CODE_IN_ONE_CELL.fullmatch(cells[0])):
        return [("Code", code.group(1).strip())]
    if len(cells) == 2 and not cells[0].endswith(":") and label_of(cells[0])[1]:
        return [(cells[0], cells[1])]  # "Code,1900-0400-0001-03"
    pairs, i = [], 0
    while i < len(cells):
        if not cells[i].endswith(":"):
            return None
        value = cells[i + 1] if i + 1 < len(cells) and not cells[i + 1].endswith(":") else ""
        pairs.append((cells[i].rstrip(":").strip(), value))
        i += 2 if value else 1
    return pairs


def _refuse_header_too_far_down(source: str, numbers: Sequence[int], records: list[list[str]], start: int) -> None:
    """Refuse a table whose header stands below more lines of one cell (a title, instructions) than
    ``_header_index`` looks past, naming the row that looks like it; else nothing (the first row's own refusal)."""
    for index in range(start + 1, len(records)):
        record = records[index]
        if sum(1 for cell in record if cell.strip()) > 1 and not any(map(_looks_like_entry, record[1:])):
            raise SheetError(f"{source} row {numbers[index]}: looks like the table's header, but it stands below "
                             f"more than {TITLE_ROWS} lines of one cell (from row {numbers[start]}, "
                             f"{clip(records[start][0].strip())!r}); a header is looked for in the first "
                             f"{TITLE_ROWS + 1} filled rows: delete some of the lines above it and check again")


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
    tidy = [label_of(label) for label in labels]
    if any(is_code or not label for label, is_code in tidy):
        return None
    return tuple(label for label, _ in tidy)
