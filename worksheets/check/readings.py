"""Readings aloud from a second file laid out like the sheet (``NAME.readings.csv``, or ``--readings``), joined
to the sheet's rows by label and to its players by name."""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

from ..errors import SheetError
from ..names import name_key
from .sheets import Sheet, label_key, reading_column


def with_readings(sheet: Sheet, readings: Sheet) -> Sheet:
    """``sheet`` with the readings aloud of a readings file of the same layout.

    The readings file's rows are matched to the sheet's by their label, in any form the sheet
    accepts ("3 in the hundreds place" for "Number with 3 in the hundreds place"), its columns to
    the sheet's players by name ('Ana' or 'Ana reading'); every cell holds what was read aloud.
    """
    from ..place_value import read_category  # only a readings file needs it

    by_key = {name_key(p): p for p in sheet.players}
    column_player: dict[str, str] = {}
    for column in readings.players:
        reader = reading_column(column, by_key)
        name = reader if reader is not None and name_key(reader) in by_key else column
        player = by_key.get(name_key(name))
        if player is None:
            raise SheetError(f"{readings.where(column=column)}: {column!r} is not a player of {sheet.source} "
                             f"(players: {', '.join(sheet.players)})")
        if player in sheet.readers:
            raise SheetError(f"{readings.where(column=column)}: {player}'s readings are also in {sheet.source}; "
                             "give them in one place")
        column_player[column] = player
    rows_by_label: dict[str, int] = {}
    rows_by_category: dict[object, int] = {}
    for index, row in enumerate(sheet.rows):
        rows_by_label.setdefault(label_key(row.label), index)
        category = read_category(row.label)
        if category is not None:
            rows_by_category.setdefault(category, index)
    added: dict[int, dict[str, str]] = {}
    for row in readings.rows:
        index = rows_by_label.get(label_key(row.label))
        if index is None:  # the same category in another of its forms ("3 in the hundreds place")
            index = rows_by_category.get(read_category(row.label))
        if index is None:
            raise SheetError(f"{readings.where(row)}: {row.label!r} is not a row of {sheet.source}")
        for column, text in row.cells.items():
            if text.strip():
                added.setdefault(index, {})[column_player[column]] = text.strip()
    rows = tuple(replace(row, readings=MappingProxyType({**row.readings, **added.get(i, {})}))
                 for i, row in enumerate(sheet.rows))
    readers = {p for extra in added.values() for p in extra} | set(sheet.readers)
    return sheet.with_rows(rows, readers=tuple(p for p in sheet.players if p in readers),
                           notes=sheet.notes + readings.notes)
