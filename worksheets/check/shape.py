"""The shape of a sheet: whether a workbook's sheet holds a game's table at all, and a table turned on its
side (players down the first column, boxes or categories across the header row).

Such a sheet fails where its rows are read (a player's name is no box), with a message about that name. When a
sheet is refused, ``refuse_turned`` looks at its shape: if the header names boxes or categories and the first
column does not, the refusal says instead that the table is turned and how to save it the other way. The sheet
is not turned round by itself: a header of a few words that happen to read as boxes must not make a verdict
from the wrong cells, so the teacher turns it, once, in the spreadsheet.
"""

from __future__ import annotations

from ..card import GRAND_TOTAL
from ..errors import SheetError
from ..place_value import read_category
from ..rules import RuleSet, preset, preset_names
from .labels import Labels
from .sheets import Sheet

#: The fewest names of the header that must read as rows of a card.
LEAST = 2


def _reads_as_row(name: str, readers: list[Labels]) -> bool:
    """Whether ``name`` is a box, a total or a place-value category of some game."""
    return any(labels.read(name) is not None for labels in readers) or read_category(name) is not None


def _all_readers(rules: RuleSet | None) -> list[Labels]:
    readers = [Labels.of(r) for r in ([rules] if rules is not None and rules.boxes else [])]
    return readers + [Labels.of(r) for r in (preset(n) for n in preset_names()) if r.boxes]


def holds_a_game(rows: list[list[str]], rules: RuleSet | None = None) -> bool:
    """Whether rows of a workbook's sheet name at least ``LEAST`` different rows of a card (boxes, totals,
    categories) in any cell, either way round, or are a tally: a grand total beside two numbers or more (the
    Zombie tally of a sheet of totals only). A sheet of notes or of names is none of these."""
    readers = _all_readers(rules)
    named = {cell.strip().casefold() for cells in rows for cell in cells
             if cell.strip() and _reads_as_row(cell, readers)}
    return len(named) >= LEAST or any(_is_tally_row(cells, readers) for cells in rows)


def _is_tally_row(cells: list[str], readers: list[Labels]) -> bool:
    if not cells or sum(cell.strip().isdigit() for cell in cells[1:]) < 2:
        return False
    found = [labels.read(cells[0]) for labels in readers]
    return any(f is not None and f.key == GRAND_TOTAL for f in found)


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
