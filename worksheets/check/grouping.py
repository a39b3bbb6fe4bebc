"""Numbers grouped as many countries write them (``1.234``, ``1 234``, ``1'234``, also ``1.234,00``): a habit, not a
slip.

``parse_number`` refuses each such number on its own (a dot is a decimal point; spaces split a number), so a
sheet typed with that habit would only show a list of refusals. When at least half of the numbers refused on a
sheet (and at least two) are grouped that way, ``grouping_note`` says once what the habit is and how to save
the sheet so that its numbers are read. In a workbook, a cell holding 6.341 is a decimal: typed as 6,341 in a
spreadsheet whose language writes a comma as the decimal sign; no format makes it 6341 again, so the note says to
type the digits alone.
"""

from __future__ import annotations

import re
from collections import Counter

from ..errors import NumberFormatError, SheetError
from ..numbers import GROUPED_ABROAD, format_number, parse_number, without_point_zeros
from ._text import NOTES, say_in
from .sheets import Sheet

_MARK_NAMES = {".": "dot", "'": "apostrophe"}  # any other mark is a kind of space
_HINTS = frozenset(".\u00a0\u202f\u2009 '")
#: The fewest grouped numbers that make a habit.
LEAST = 2


def _refused(text: str) -> bool:
    """Whether ``text`` has digits and is refused as a number (X, words without digits and empty cells are not
    numbers at all)."""
    if not any(ch.isdigit() for ch in text):
        return False
    try:
        parse_number(text)
    except NumberFormatError:
        return True
    return False


def grouping_habit(sheet: Sheet) -> tuple[int, int, tuple[str, ...], str] | None:
    """(numbers grouped, numbers refused, the marks' names ("dot", "space", "apostrophe"; the most used first),
    an example as typed) when grouping is the sheet's habit, else None."""
    cells = [cell.strip() for column in sheet.columns for cell in column]
    joined = "".join(cells)
    if not any(hint in joined for hint in _HINTS):
        return None  # the usual sheet: plain digits, commas and X
    refused = [cell for cell in cells if _refused(cell)]
    marks = Counter(found["mark"] for found in map(GROUPED_ABROAD.fullmatch, refused) if found)
    grouped = sum(marks.values())
    if grouped < LEAST or 2 * grouped < len(refused):
        return None
    mark = marks.most_common(1)[0][0]
    example = next(cell for cell in refused if (found := GROUPED_ABROAD.fullmatch(cell)) and found["mark"] == mark)
    names = tuple(dict.fromkeys(_MARK_NAMES.get(m, "space") for m, _ in marks.most_common()))  # most used first
    return grouped, len(refused), names, example


def grouping_note(sheet: Sheet, *, named: bool = True) -> str | None:
    """The note explaining the habit of ``grouping_habit``, or None; ``named``: it starts with the file's name
    (not when it follows a message that does)."""
    habit = grouping_habit(sheet)
    if habit is None:
        return None
    grouped, refused, marks, example = habit
    whole = example.partition(",")[0]  # 6.341 of 6.341,00: the zeros after the decimal comma are no digits of it
    digits = grouped_digits(example)
    return say_in(NOTES, "digit_grouping", source=sheet.source if named else "", grouped=grouped, refused=refused,
                  marks=marks, example=example, whole=whole, digits=digits, commas=format_number(int(digits)),
                  zeros=whole != example, workbook=sheet.kind == "xlsx")


def grouped_digits(number: str) -> str:
    """The digits of a number grouped as ``numbers.GROUPED_ABROAD`` reads it: 6351 of 6.351, 6166 of 6.166,00."""
    return re.sub(r"[^0-9]", "", number.partition(",")[0])


def ungrouped(sheet: Sheet) -> Sheet:
    """``sheet`` with each number grouped as many countries write it (``numbers.GROUPED_ABROAD``) as its digits alone: what the
    sheet would say had the marks been read as grouping."""
    def digits(cell: str) -> str:
        return grouped_digits(cell) if GROUPED_ABROAD.fullmatch(cell.strip()) else cell
    return sheet._replace(columns=tuple(tuple(map(digits, column)) for column in sheet.columns))


def with_grouping_hint(error: SheetError, sheet: Sheet) -> SheetError:
    """``error`` (a number refused, which stops the command) with the habit explained when it is the sheet's."""
    note = grouping_note(sheet, named=False)
    return error if note is None else SheetError(f"{error} ({note})")


def point_zeros_note(sheet: Sheet) -> str | None:
    """A note when numbers were written with zeros after the point ("20.00"): read as the whole numbers they
    show, as the sheet meant, and said, since nothing on a card is written so."""
    joined = "".join(map("".join, sheet.columns))
    if "." not in joined and "," not in joined:  # the usual Yahtzee sheet: nothing to look at cell by cell
        return None
    found = next((text for column in sheet.columns for cell in column
                  if (text := cell.strip()).endswith("0") and ("." in text or "," in text)  # "20.00", "20,0"
                  and without_point_zeros(text) != text), None)
    if found is None:
        return None
    return say_in(NOTES, "point_zeros", source=sheet.source, example=found, whole=without_point_zeros(found))
