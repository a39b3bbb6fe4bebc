"""The shape of a sheet: whether a workbook's sheet holds a game's table at all, a table turned on its
side (players down the first column, boxes or categories across the header row), a table of what the boxes
are worth, and a class list given instead of a sheet (``heads_a_class_list``, ``refuse_class_list``).

Such a sheet fails where its rows are read (a player's name is no box), with a message about that name. When a
sheet is refused, ``refuse_turned`` looks at its shape: if the header names boxes or categories and the first
column does not, the refusal says instead that the table is turned and how to save it the other way. The sheet
is not turned round by itself: a header of a few words that happen to read as boxes must not make a verdict
from the wrong cells, so the teacher turns it, once, in the spreadsheet.
"""

from __future__ import annotations

import re
from typing import Sequence

from ..errors import SheetError
from ..place_value import read_category
from ..roster import heads_a_roster_column
from ..rules import RuleSet, preset, preset_names
from ._text import NOTES, say_in
from .labels import Labels
from .sheets import Sheet

#: The fewest names of the header that must read as rows of a card.
LEAST = 2


def _reads_as_row(name: str, readers: list[Labels]) -> bool:
    """Whether ``name`` is a box, a total or a place-value category of some game."""
    return any(labels.read(name) is not None for labels in readers) or read_category(name) is not None


def is_card_row(name: str) -> bool:
    """Whether ``name`` is a box, a total or a place-value category of some preset's card ("Full House")."""
    return _reads_as_row(name, _all_readers(None))


def _mostly_card_rows(sheet: Sheet, rules: RuleSet | None) -> bool:
    """Whether half of ``sheet``'s labels or more are rows of a card (of ``rules`` or a preset), as a filled
    sheet's are and a class list's or a results list's are not."""
    readers = _all_readers(rules)
    return 2 * sum(_reads_as_row(label, readers) for label in sheet.labels) >= len(sheet.labels)


def _all_readers(rules: RuleSet | None) -> list[Labels]:
    readers = [Labels.of(r) for r in ([rules] if rules is not None and rules.boxes else [])]
    return readers + [Labels.of(r) for r in (preset(n) for n in preset_names()) if r.boxes]


#: An entry beside a box: points, a place-value number (6341, 6,341) or X.
_ENTRY = re.compile(r"[0-9][0-9,.\s]*|[xX]")


def holds_a_game(rows: list[list[str]], rules: RuleSet | None = None) -> bool:
    """Whether a workbook sheet's first rows are a game's table as a sheet is read: at least ``LEAST`` different
    boxes or place-value categories down the first column, with an entry (a number or X) beside one of them.
    A sheet of notes, of names, of rules (words beside the boxes), of what the boxes are worth
    (``is_scoring_reference``) or of totals only is none of these."""
    readers = _all_readers(rules)
    if _reference_rows(rows, readers):
        return False
    boxes: set[str] = set()
    entered = False
    for cells in rows:
        if not cells or not _names_a_box(cells[0], readers):
            continue
        boxes.add(cells[0].strip().casefold())
        entered = entered or any(_ENTRY.fullmatch(cell.strip()) for cell in cells[1:])
    return len(boxes) >= LEAST and entered


def holds_totals(rows: list[list[str]], rules: RuleSet | None = None) -> bool:
    """Whether a workbook sheet's first rows are a game's totals alone: at least ``LEAST`` different total rows
    (upper total, grand total...) down the first column, with a number beside one of them."""
    readers = _all_readers(rules)
    totals: set[str] = set()
    entered = False
    for cells in rows:
        if not cells or not any((row := labels.read(cells[0])) is not None and row.kind == "total"
                                for labels in readers):
            continue
        totals.add(cells[0].strip().casefold())
        entered = entered or any(_ENTRY.fullmatch(cell.strip()) for cell in cells[1:])
    return len(totals) >= LEAST and entered


def _names_a_box(name: str, readers: list[Labels]) -> bool:
    if not name.strip():
        return False
    found = (labels.read(name) for labels in readers)
    return any(f is not None and f.kind == "box" for f in found) or read_category(name) is not None


def turned_on_its_side(sheet: Sheet, rules: RuleSet | None = None) -> bool:
    """Whether the sheet's header names rows of a card (at least ``LEAST`` and half of its names) while fewer
    than half of its first column's labels do."""
    readers = _all_readers(rules)
    across = sum(_reads_as_row(name, readers) for name in sheet.players)
    if across < LEAST or 2 * across < len(sheet.players):
        return False
    down = sum(_reads_as_row(label, readers) for label in sheet.labels)
    return 2 * down < len(sheet.labels)


def refuse_turned(sheet: Sheet, rules: RuleSet | None = None) -> None:
    """Raise the message for a table turned on its side, when ``sheet`` is one; else nothing."""
    if not turned_on_its_side(sheet, rules):
        return
    what = "categories" if any(read_category(name) is not None for name in sheet.players) else "boxes"
    across = ", ".join(sheet.players[:3]) + (", ..." if len(sheet.players) > 3 else "")
    down = ", ".join(sheet.labels[:3]) + (", ..." if len(sheet.labels) > 3 else "")
    raise SheetError(f"{sheet.source}: the table is turned on its side: the header names the {what} "
                     f"({across}) and the first column the players ({down}); a sheet has the players across the "
                     f"header and the {what} down the first column. In the spreadsheet, copy the table, paste it "
                     "with Paste Special > Transpose, and save again")


#: Headers of the one value column of a table of what the boxes are worth ("Box, Points"), not a player's.
_WORTH = frozenset({"points", "point", "pts", "score", "scores", "value", "values", "worth"})


def is_reference_table(rows: list[list[str]], rules: RuleSet | None = None) -> bool:
    """``is_scoring_reference`` of a workbook sheet's first rows."""
    return _reference_rows(rows, _all_readers(rules))


def _reference_rows(rows: list[list[str]], readers: list[Labels]) -> bool:
    header = next((cells for cells in rows if sum(1 for cell in cells if cell.strip()) > 1), None)
    if header is None:
        return False
    values = [cell for cell in header[1:] if cell.strip()]
    below = rows[rows.index(header) + 1:]
    return len(values) == 1 and _reference(values[0], [(cells[0], _second(cells)) for cells in below if cells],
                                           readers)


def _second(cells: list[str]) -> str:
    """A row's first cell after its label ('' when there is none)."""
    return next((cell for cell in cells[1:] if cell.strip()), "")


def _reference(column: str, rows: list[tuple[str, str]], readers: list[Labels]) -> bool:
    """Whether a table with one value column headed ``column`` and ``rows`` of (label, value) is a scoring reference:
    the column headed Points, Score or Value, and every number in it the fixed points of its row's box in some
    game (Full House 25, Large Straight 40, Yahtzee 50, the upper bonus 35), ``LEAST`` of them at least."""
    if " ".join(column.casefold().split()) not in _WORTH:
        return False
    fixed = 0
    for label, value in rows:
        value = value.strip()
        if not (value.isascii() and value.isdigit()):
            continue  # words ("sum of the ones"), or nothing
        if int(value) not in _worth(label, readers):
            return False  # an entry of a game: a player named "Score"
        fixed += 1
    return fixed >= LEAST


def _worth(label: str, readers: list[Labels]) -> set[int]:
    """The fixed points the row ``label`` is worth in the games whose boxes it names."""
    from ..card import EXTRA_BONUS, UPPER_BONUS

    worth: set[int] = set()
    for labels in readers:
        found = labels.read(label)
        if found is None:
            continue
        rules = labels.rules
        if found.kind == "box":
            points = next(box.scorer.fixed_points for box in rules.boxes if box.key == found.key)
            if points is not None:
                worth.add(points)
        elif found.key == UPPER_BONUS and rules.upper_bonus is not None:
            worth.add(rules.upper_bonus.points)
        elif found.key == EXTRA_BONUS and rules.extra_points:
            worth.add(rules.extra_points)
    return worth


def is_scoring_reference(sheet: Sheet, rules: RuleSet | None = None) -> bool:
    """Whether ``sheet`` is a table of what the boxes are worth (its one column headed Points, Score or Value, the
    fixed points of the boxes beside them), not a player's card."""
    return len(sheet.players) == 1 and _reference(sheet.players[0], list(zip(sheet.labels, sheet.columns[0])),
                                                  _all_readers(rules))


def refuse_scoring_reference(sheet: Sheet, rules: RuleSet | None = None) -> None:
    """Raise the message for a scoring reference (``is_scoring_reference``) given as a sheet; else nothing."""
    if is_scoring_reference(sheet, rules):
        raise SheetError(say_in(NOTES, "scoring_reference_refused", source=sheet.source, column=sheet.players[0]))


#: Headers of a results list's columns: one score per player, the names down the first column.
_RESULTS = re.compile(r"(?:total\s+|final\s+|game\s+|grand\s+)?(?:scores?|points|totals?|results?|marks?)\s*:?",
                      re.IGNORECASE)


def refuse_results_list(sheet: Sheet, rules: RuleSet | None = None) -> None:
    """Raise the message for a list of results (``Name,Score`` over ``Ana,12``) given as a sheet: every column
    after the labels is headed as a score and fewer than half the labels are rows of a card; else nothing."""
    if not sheet.players or not all(_RESULTS.fullmatch(player.strip()) for player in sheet.players):
        return
    if _mostly_card_rows(sheet, rules):
        return
    from ..zombie import ZOMBIE, zombie_column

    if any(zombie_column(label)[0] == ZOMBIE for label in sheet.labels):  # the Zombie pack's tally, as printed
        raise SheetError(say_in(NOTES, "tally_down_the_side", source=sheet.source, column=sheet.players[0]))
    raise SheetError(say_in(NOTES, "results_list_refused", source=sheet.source, column=sheet.players[0]))


def refuse_tally_side_by_side(source: str, header: Sequence[str]) -> None:
    """Raise the tally's message for a header that repeats a score column beside the zombie's
    (``Survivors,Grand total,Zombies,Grand total``: the pack's tally typed with its two halves side by side);
    else nothing."""
    from ..zombie import ZOMBIE, zombie_column

    scores = [name for name in header if _RESULTS.fullmatch(name.strip())]
    if len(scores) > len({name.casefold() for name in scores}) and any(zombie_column(n)[0] == ZOMBIE for n in header):
        raise SheetError(say_in(NOTES, "tally_down_the_side", source=source, column=scores[0]))


#: Headers of a class list's columns besides the name and class columns a roster is read by: a class list given
#: to check names no box.
_CLASS_LIST_OTHERS = frozenset({"pair", "team", "id", "student id", "email", "e mail"})


def heads_a_class_list(header: str) -> bool:
    """Whether a header cell heads a class list's column (Name, Last name, Class, Pair...)."""
    key = " ".join(header.casefold().replace("-", " ").replace("_", " ").split())
    return key in _CLASS_LIST_OTHERS or heads_a_roster_column(header)


def class_list_error(where: str, headers: Sequence[str]) -> SheetError:
    """The refusal of a class list given to check, whose header names ``headers``."""
    return SheetError(say_in(NOTES, "class_list_refused", where=where, headers=list(headers[:3])))


def refuse_class_list(sheet: Sheet, rules: RuleSet | None = None) -> None:
    """Raise the message for a class list (a roster) given to check, when ``sheet`` is one: its header names a
    class list's columns (Last name, Class...) and fewer than half of its first column's labels are rows of a
    card; else nothing."""
    named = [p for p in sheet.players if heads_a_class_list(p)]
    if not named:
        return
    if _mostly_card_rows(sheet, rules):
        return
    raise class_list_error(sheet.source, named)
