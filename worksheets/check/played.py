"""A match played on screen, checked as its cards would be on paper: the projector's key of a finished game.

The sheet is built from the match (``play.Match.sheet_rows``), never from text, so a player named "1" or
"Notes" stays a name.
"""

from __future__ import annotations

from .checker import CheckOptions, SheetVerdict, check_sheet
from .sheets import Sheet


def played_sheet(match, source: str) -> Sheet:
    """The finished cards of ``match`` as ``worksheets check`` holds a sheet: a row per box or category, a
    column per card; ``source`` names it in messages."""
    rows = match.sheet_rows()
    labels = tuple(label for label, _ in rows)
    # row 1 is the header, as a saved sheet has it
    return Sheet(source, "csv", match.board().columns, tuple(range(2, len(rows) + 2)), labels,
                 tuple(zip(*(cells for _, cells in rows))))


def check_played(match, source: str) -> SheetVerdict:
    """``match``'s cards judged as ``worksheets check`` judges a filled sheet of its game."""
    return check_sheet(played_sheet(match, source), CheckOptions(rules=match.rules, **match.check_settings()))
