"""Which columns of a table hold the students' names: the header row, found among a table's first rows, read
against the rows under it. A whole-name column of IDs only is passed over for first and last name columns beside
it, or read as the students' IDs beside another name column ("Student" beside "Student Name"); a text file's
"Last, First" header or names typed with no quotes around their comma are joined back into one column.
"""

from __future__ import annotations

from functools import partial

from .errors import RosterError
from .roster_cells import is_id, last_first, splits_last_first
from .roster_headers import (LAST_FIRST_HEADER, header_columns, header_columns_beside_ids, header_key,
                             rejoin_header)
from .roster_lines import filled_cells, is_footer, is_page_line, is_summary_row, lone_text
from .templating import macro

#: How many filled rows may come before the header row: the title lines a school export puts above it.
HEADER_SEARCH_ROWS = 10

_macro = partial(macro, "roster.j2")


def find_header(filled: list[tuple[int, list[str]]], name: str) -> tuple[int, tuple[list[int], str, list[int]]] | None:
    """Where the header row is among a table's first filled rows (a school export may put the class's
    title and a blank row above it), its name columns, how they are read, and the whole-name columns taken for
    the students' IDs ("Student" holding 1001, 1002 beside "Student Name": ``_id_columns``); None when none of
    them is a header."""
    for index, (number, cells) in enumerate(filled[:HEADER_SEARCH_ROWS]):
        header = rejoin_header(cells)
        try:
            columns = header_columns_beside_ids(header, name, number)
        except RosterError:  # more than one name column: one of them may hold IDs, as the rows below show
            columns = header_columns_beside_ids(header, name, number, *_id_columns(filled[index + 1:]))
        if columns is not None:
            return index, columns
    return None


def _id_columns(below: list[tuple[int, list[str]]]) -> tuple[frozenset[int], dict[int, tuple[int, str]]]:
    """The columns whose every cell in the students' rows is an ID (``is_id``: 1001, S-1001), and those whose every
    cell but one is (of three or more), with that row's number and cell. A students' row has more than one filled
    cell: a count or page line stands alone, and a summary row is a label beside numbers ("Total", 2)."""
    rows = [(number, row) for number, row in below if len(filled_cells(row)) > 1 and not is_summary_row(row)]
    every: set[int] = set()
    but_one: dict[int, tuple[int, str]] = {}
    for column in range(max((len(row) for _, row in rows), default=0)):
        cells = [(number, row[column].strip()) for number, row in rows if column < len(row) and row[column].strip()]
        odd = [(number, cell) for number, cell in cells if not is_id(cell)]
        if cells and not odd:
            every.add(column)
        elif len(cells) >= 3 and len(odd) == 1:
            but_one[column] = odd[0]
    return frozenset(every), but_one


def one_last_first(rows: list[tuple[int, list[str]]], header_cells: list[str], columns: list[int], how: str,
                    name: str, number: int) -> tuple[list[str], list[int], str]:
    """A CSV header "Last, First,Email" with no quotes, over rows one cell narrower ("Smith, Ann" quoted): its
    "Last" and " First" are one column, read last name first; otherwise the header as found."""
    widest = max((len(filled_cells(cells)) for _, cells in rows), default=0)
    for i in range(len(header_cells) - 1):
        joined = header_cells[i] + "," + header_cells[i + 1]
        if (header_cells[i + 1].startswith(" ") and LAST_FIRST_HEADER.fullmatch(header_key(joined))
                and widest < len(filled_cells(header_cells))):
            cells = header_cells[:i] + [joined] + header_cells[i + 2:]
            found = header_columns(cells, name, number)
            if found is not None:
                return cells, found[0], found[1]
    return header_cells, columns, how


def typed_last_first_rows(rows: list[tuple[int, list[str]]], raw_header: list[str], header_cells: list[str],
                           columns: list[int], how: str, name: str) -> tuple[list[tuple[int, list[str]]],
                                                                             tuple[str, ...]]:
    """A text file typed with no quotes at all: a header "Name (Last, First)" that its comma split (read as one
    column), over rows "Smith, Ann,5B" one cell wider than the header. When every row under it (count, date and
    page lines aside) is that one cell wider, split at the name column as "Last, First", the two cells are the
    name, read as the quoted "Smith, Ann" is, with a note; when most are and some are not, the first that is not
    is refused, naming it. Otherwise the rows as they are (a row wider than its header is refused by
    the roster reader as before)."""
    width = len(header_cells)
    if how != "last, first" or len(columns) != 1 or len(raw_header) <= width:
        return rows, ()
    column = columns[0]
    students = [(number, row) for number, row in rows
                if not ((alone := lone_text(row)) is not None and (is_footer(alone) or is_page_line(alone)))]
    typed = {number for number, row in students if len(row) == width + 1 and splits_last_first(row, column)}
    if not typed or 2 * len(typed) <= len(students):
        return rows, ()
    header = header_cells[column].strip()
    if len(typed) < len(students):
        number, row = next((number, row) for number, row in students if number not in typed)
        shown = ", ".join(repr(cell.strip()) for cell in row)
        example = next(row for n, row in students if n in typed)
        raise RosterError(
            f"{name} row {number}: {len(row)} cell{'' if len(row) == 1 else 's'} ({shown}), but the other rows "
            f"under '{header}' with no quotes are {width + 1}, the name typed as two ('{example[column].strip()}', "
            f"'{example[column + 1].strip()}'): type this name as Last, First too, or put every name in quotes "
            "(\"Smith, Ann\")")
    joined = [(number, row[:column] + [f"{row[column].strip()}, {row[column + 1].strip()}"] + row[column + 2:])
              if number in typed else (number, row) for number, row in rows]
    first = next(row for number, row in joined if number in typed)
    return joined, (_macro("typed_unquoted_last_first")(source=name, header=header, example=first[column],
                                                       printed=last_first(first[column])),)


def past_ids(rows: list[tuple[int, list[str]]], header_cells: list[str], columns: list[int], how: str, name: str,
              number: int) -> tuple[list[int], str, tuple[str, ...]]:
    """The name columns to read: a whole-name column ("Pupil") that holds only IDs (1001, 1002) is passed over
    for first and last name columns beside it, with a note; otherwise ``columns`` and ``how`` as found."""
    if how != "whole" or len(columns) != 1:
        return columns, how, ()
    cells = [row[columns[0]].strip() for _, row in rows if columns[0] < len(row) and row[columns[0]].strip()]
    if not cells or not all(is_id(cell) for cell in cells):
        return columns, how, ()
    others = [cell if i != columns[0] else "" for i, cell in enumerate(header_cells)]
    found = header_columns(others, name, number)
    if found is None or found[1] == "whole":
        return columns, how, ()
    used = [header_cells[i].strip() for i in found[0]]
    return found[0], found[1], (_macro("id_column")(source=name, ids=header_cells[columns[0]].strip(), used=used),)


def heads_names(cells: list[str], name: str, number: int) -> bool:
    """Are ``cells`` a roster's header row? One with more than one name column is (``find_header`` then reads it
    with the rows under it, which may show one of them to hold IDs)."""
    try:
        return header_columns(cells, name, number) is not None
    except RosterError:
        return True
