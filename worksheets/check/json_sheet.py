"""A filled sheet written as JSON (the layout in ``docs/check-input.md``): players, and categories with their
entries and readings, read into the same ``Sheet`` a CSV file gives."""

from __future__ import annotations

import json
from typing import Any, Mapping

from ..errors import SheetError
from ..names import clean_name, name_key
from .sheets import Sheet, SheetBuilder, with_a_row


def _json_int(digits: str) -> int | str:
    """A JSON whole number; one too long to be any number on a sheet stays text, which the reader
    then refuses as too large (int() itself refuses past 4,300 digits)."""
    return int(digits) if len(digits) <= 30 else digits


def _json_cell(value: Any, where: str) -> str:
    if value is None:
        return ""
    if isinstance(value, float) and value == value and abs(value) != float("inf"):
        return repr(value)  # 20.5 or 6341.0: judged as written, "not a whole number"
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise SheetError(f"{where}: {json.dumps(value)} is not a number, \"X\" or empty (null)")
    return str(value)


def _json_object(value: Any, where: str, what: str) -> Mapping[str, Any]:
    if not isinstance(value, dict):
        raise SheetError(f"{where}: {what} must be an object of player: entry, not {json.dumps(value)[:40]}")
    return value


def parse_json(text: str, source: str, notes: tuple[str, ...] = (), *, readings: bool = False) -> Sheet:
    """A sheet from JSON text of the shape in ``docs/check-input.md``.

    ``readings`` is accepted as for ``table_sheet.parse_csv``; a JSON readings file keeps its readings in
    ``entries`` like any sheet, so nothing changes.
    """
    try:
        data = json.loads(text, parse_int=_json_int)
    except json.JSONDecodeError as exc:
        # json's words name the place after them ("Unterminated string starting at: line 2"): here it comes first
        rest = text[exc.pos:]
        ends = not rest.strip() or (exc.msg.startswith("Unterminated string") and rest.count('"') == 1)
        cut = "; the file ends before the JSON does: is it cut short?" if ends else ""
        raise SheetError(f"{source}: not valid JSON (line {exc.lineno}, column {exc.colno}: "
                         f"{exc.msg.removesuffix(' at')}{' there' if exc.msg.endswith(' at') else ''}){cut}") from None
    if not isinstance(data, dict):
        raise SheetError(f"{source}: the JSON must be an object with \"categories\" (see docs/check-input.md)")
    if {"chosen_by", "winners"} <= set(data):  # what `worksheets check --json` writes, given back to it
        raise SheetError(f"{source}: this is a verdict written by worksheets check --json, not a sheet; check the "
                         "sheet it was made from")
    unknown = sorted(set(data) - {"code", "players", "categories"})
    if unknown:
        raise SheetError(f"{source}: unknown field {unknown[0]!r} (accepted: code, players, categories)")
    builder = SheetBuilder(source, "json")
    code = data.get("code")
    if code is not None:
        if not isinstance(code, str):
            raise SheetError(f"{source} code: must be text, not {json.dumps(code)}")
        builder.set_code(code.strip(), f"{source} code")
    rows = data.get("categories")
    if not isinstance(rows, list) or not rows:
        raise SheetError(f"{source}: \"categories\" must be a list with one object per category or box")

    players = data.get("players")
    if players is None:
        players = []
        for i, row in enumerate(rows):
            entries = row.get("entries") if isinstance(row, dict) else None
            for name in entries if isinstance(entries, dict) else {}:  # anything else is refused below
                if name_key(clean_name(str(name))) not in {name_key(clean_name(p)) for p in players}:
                    players.append(str(name))
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise SheetError(f"{source} players: must be a list of names")
    for i, name in enumerate(players):
        builder.add_player(name, f"{source} players[{i}]", f"players[{i}]")
    by_key = {name_key(p): p for p in builder.players}

    for i, row in enumerate(rows):
        at = f"{source} categories[{i}]"
        if not isinstance(row, dict):
            raise SheetError(f"{at}: must be an object with \"category\" and \"entries\"")
        extra = sorted(set(row) - {"category", "entries", "readings"})
        if extra:
            raise SheetError(f"{at}: unknown field {extra[0]!r} (accepted: category, entries, readings)")
        label = row.get("category")
        if not isinstance(label, str):
            raise SheetError(f"{at}: \"category\" must be the category or box as printed, as text")
        cells = dict.fromkeys(builder.players, "")
        readings: dict[str, str] = {}
        for field_name, target in (("entries", cells), ("readings", readings)):
            for name, value in _json_object(row.get(field_name, {}), at, field_name).items():
                player = by_key.get(name_key(clean_name(name)))
                if player is None:
                    raise SheetError(f"{at} {field_name}: {name!r} is not a player "
                                     f"(players: {', '.join(builder.players) or 'none'})")
                target[player] = _json_cell(value, f"{at} {field_name}, \"{player}\"")
        builder.add_row(i + 1, label, tuple(cells.values()), readings)
    if not builder.players:
        raise SheetError(f"{source}: no players (give \"players\" or entries for each player)")
    return with_a_row(builder.sheet(notes), None, readings)
