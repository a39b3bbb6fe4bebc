"""A place-value sheet's verdict: the sheet's rows handed to ``place_value.compare_game``.

Everything about judging and comparing lives in ``worksheets.place_value``;
this module only turns a ``Sheet`` into its arguments, naming the file and row
when a category cannot be read or does not fit the card.
"""

from __future__ import annotations

from ..errors import CategoryError, InputError, SheetError
from ..place_value import GameVerdict, PlaceValueGame, compare_game, parse_category
from ._text import PROBLEMS, say_in
from .infer import GameChoice
from .options import CheckOptions, Judged
from .sheets import Sheet


def check_place_value(sheet: Sheet, game: PlaceValueGame, *, style: str = "us",
                      lang: str | None = None, words: bool = True) -> GameVerdict:
    """Judge every entry of a place-value sheet and compare the players, category by category."""
    categories = []
    for row in sheet.rows:
        try:
            categories.append(parse_category(row.label, game))
        except CategoryError as exc:
            raise SheetError(f"{sheet.where(row)}: {exc}") from None
    if not categories:
        raise SheetError(f"{sheet.source}: no categories below the header")
    if len(sheet.players) < 2:
        raise SheetError(f"{sheet.source}: comparing needs at least 2 player columns, found "
                         f"{len(sheet.players)} ({', '.join(sheet.players) or 'none'})")
    entries = {p: [row.cells.get(p, "") for row in sheet.rows] for p in sheet.players}
    readings = {p: [row.readings.get(p) for row in sheet.rows] for p in sheet.readers}
    try:
        return compare_game(categories, entries, game, readings or None, style=style, lang=lang,
                            words=words)
    except InputError as exc:
        raise SheetError(f"{sheet.source}: {exc}") from None


def judge_sheet(sheet: Sheet, choice: GameChoice, options: CheckOptions) -> Judged:
    """The place-value family's judge: the comparison, and a sentence per entry that does not count."""
    verdict = check_place_value(sheet, choice.place_value, style=options.style, lang=options.lang,
                                words=options.words)
    problems = tuple(say_in(PROBLEMS, "entry", player=player, category=problem.row, reason=problem.message)
                     for player, problem in verdict.problems)
    return Judged(verdict, problems)
