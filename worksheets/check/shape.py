"""The shape of a sheet: whether a workbook's sheet holds a game's table at all, and a table turned on its
side (players down the first column, boxes or categories across the header row).

Such a sheet fails where its rows are read (a player's name is no box), with a message about that name. When a
sheet is refused, ``refuse_turned`` looks at its shape: if the header names boxes or categories and the first
column does not, the refusal says instead that the table is turned and how to save it the other way. The sheet
is not turned round by itself: a header of a few words that happen to read as boxes must not make a verdict
from the wrong cells, so the teacher turns it, once, in the spreadsheet.
"""

from __future__ import annotations

import re

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


#: An entry beside a box: points, a place-value number (6341, 6,341) or X.
_ENTRY = re.compile(r"[0-9][0-9,.\s]*|[xX]")


def holds_a_game(rows: list[list[str]], rules: RuleSet | None = None) -> bool:
    """Whether a workbook sheet's first rows are a game's table as a sheet is read: at least ``LEAST`` different
    boxes or place-value categories down the first column, with an entry (a number or X) beside one of them.
    A sheet of notes, of names, of rules (words beside the boxes) or of totals only is none of these."""
    readers = _all_readers(rules)
    boxes: set[str] = set()
    entered = False
    for cells in rows:
        if not cells or not _names_a_box(cells[0], readers):
            continue
        boxes.add(cells[0].strip().casefold())
        entered = entered or any(_ENTRY.fullmatch(cell.strip()) for cell in cells[1:])
    return len(boxes) >= LEAST and entered


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
