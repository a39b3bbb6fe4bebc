"""What an .xlsx sheet's values do not show, said in notes: formulas never worked out, and hidden rows.

A spreadsheet saves each formula with the value it last worked out, and the workbook is read for those values
(``worksheets.workbook``). A file written by a program (an export, a script) may hold the formulas alone; such
a cell reads as empty, and an empty total is not checked, so the verdict says which totals were not read rather
than passing over them in silence. A formula that worked out to empty text (``=IF(B2="","",...)``) has a value
saved, and is not one of them. Rows and columns hidden in the spreadsheet are read as written (a card's row,
or a player's column, counts whether it is shown or not), and a note names them, as the teacher does not see
them. Merged cells among the players' entries are refused: the merged range's value is its first cell's, and
every other cell of it reads as empty, so one player would have the entry and the others an empty box; cells
merged in a column that is no player's (remarks left out) are read as they show.
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Mapping

from ..errors import SheetError
from ..workbook import SheetMarks, column_letters
from ._text import NOTES, say_in
from .sheets import Sheet

#: Cells named in one note before "and N more".
SHOWN = 4


def formula_notes(marks: SheetMarks, source: str, rows: list[tuple[int, list[str]]],
                  kept: frozenset[int] | None = None) -> tuple[str, ...]:
    """A note per row of the sheet with formulas never worked out, and one on hidden rows that hold something;
    ``marks`` the sheet's (``sheet_marks``), ``rows`` its rows as read (for each row's label); ``kept``: the rows
    of the table read, when known (a row left out with its own note, such as "Average", gets no other)."""
    if not marks.unworked and not marks.hidden_rows and not marks.hidden_columns:
        return ()
    from .table_sheet import table_columns

    labels = {number: cells[0].strip() if cells else "" for number, cells in rows}
    filled = {number for number, cells in rows if any(cell.strip() for cell in cells)}
    label_column, read = table_columns([cells for _, cells in rows])
    by_row: dict[int, list[tuple[str, str]]] = {}
    for (row, column), (cell, formula) in sorted(marks.unworked.items()):
        if kept is not None and row not in kept:
            continue
        if column == label_column or column in read:  # a column left out (remarks, row sums) is not read at all
            by_row.setdefault(row, []).append((cell, formula.removeprefix("=")))
    notes = [say_in(NOTES, "formula_not_worked_out", source=source, row=row, label=labels.get(row, ""),
                    cells=[cell for cell, _ in cells[:SHOWN]], more=max(0, len(cells) - SHOWN),
                    formula=next((f for _, f in cells if f), ""))
             for row, cells in sorted(by_row.items())]
    hidden = sorted(marks.hidden_rows & filled)
    if hidden:
        notes.append(say_in(NOTES, "hidden_rows_read", source=source, rows=hidden,
                            labels=[labels.get(row, "") for row in hidden]))
    headers = _header_cells(rows)
    columns = sorted(c for c in marks.hidden_columns if any(c <= len(cells) and cells[c - 1].strip()
                                                           for _, cells in rows))
    if columns:
        notes.append(say_in(NOTES, "hidden_columns_read", source=source,
                            columns=[(column_letters(c), headers.get(c, "")) for c in columns]))
    return tuple(notes)


def _header_cells(rows: list[tuple[int, list[str]]]) -> dict[int, str]:
    """Each column's (from 1) text in the first row with two cells filled or more: the header, for naming a
    column in a note."""
    for _, cells in rows:
        if sum(bool(c.strip()) for c in cells) >= 2:
            return {i: c.strip() for i, c in enumerate(cells, start=1)}
    return {}



def worked_formulas(marks: SheetMarks, sheet: Sheet, rows: list[tuple[int, list[str]]]) -> Mapping[tuple[int, str], str]:
    """(row number, player) -> formula of each player's cell the spreadsheet worked out (``SheetMarks.worked``),
    in the rows of the table read. Empty when the players' columns cannot be told one by one (readings columns
    beside them)."""
    from .table_sheet import table_columns

    columns = sorted(table_columns([cells for _, cells in rows])[1])
    if len(columns) != len(sheet.players):
        return MappingProxyType({})
    player_of, kept = dict(zip(columns, sheet.players)), set(sheet.numbers)
    return MappingProxyType({(row, player_of[column]): formula for (row, column), (_, formula) in marks.worked.items()
                             if row in kept and column in player_of})


def refuse_unworked_entries(marks: SheetMarks, sheet: Sheet, labels: int, entries: frozenset[int]) -> None:
    """Refuse a formula with no value saved in a player's cell of a box or category (a row of the table whose
    label is no total, heading or code: ``row_words.own_row``): read as empty it would be an entry not made,
    scored 0, and the winner named from it. A total's formula is only noted (``formula_notes``): the boxes give
    the total; so is a place-value card's points line, the student's own count, which the categories give.
    ``labels`` and ``entries`` as ``refuse_merged_entries`` takes them."""
    from ..place_value.parsing import is_points_label
    from ..row_words import own_row

    rows = dict(zip(sheet.numbers, sheet.labels))
    for (row, column), (cell, formula) in sorted(marks.unworked.items()):
        label = rows.get(row)
        if (column <= labels or column not in entries or not label or own_row(label) is not None
                or is_points_label(label)):
            continue
        raise SheetError(say_in(NOTES, "unworked_entry", source=sheet.source, row=row, label=label, cell=cell,
                                formula=formula.removeprefix("=")))


def refuse_merged_entries(marks: SheetMarks, sheet: Sheet, labels: int, entries: frozenset[int]) -> None:
    """Refuse merged cells that cover a player's cell in a row of the table read (``sheet``'s rows; ``labels``:
    the labels' column, ``entries``: the columns read as players', as ``table_sheet.table_columns`` finds them). A
    range that starts in the labels' column or further left (a section's heading across the table, "UPPER
    SECTION") holds no entry and is read as it shows; so are merged title cells above, and cells merged in a
    column of remarks left out."""
    rows = set(sheet.numbers)
    for first_column, first_row, last_column, last_row in marks.merged:
        if (first_column <= labels or not entries.intersection(range(first_column, last_column + 1))
                or not rows.intersection(range(first_row, last_row + 1))):
            continue
        cells = f"{column_letters(first_column)}{first_row}:{column_letters(last_column)}{last_row}"
        raise SheetError(say_in(NOTES, "merged_entries", source=sheet.source, row=first_row, cells=cells))
