"""A place-value sheet's verdict: the sheet's rows handed to ``place_value.compare_game``.

Everything about judging and comparing lives in ``worksheets.place_value``;
this module only turns a ``Sheet`` into its arguments, naming the file and row
when a category cannot be read, does not fit the card or is on the sheet twice.
Its notes name a category no roll of the game's dice can fill (seed 000's own
"8 in the hundreds place" with six-sided dice: every entry in it counts as X,
so every player gets its point) and a sheet code whose card has other
categories than the rows typed under it.

The card's points line ("My points", as the card prints it; also "Points", "Total", "Score") is no category: it
is each student's own count of their points, read from the row wherever it stands (a spreadsheet's sorted rows
move it; on a place-value card the label means nothing else), once per sheet. A count that differs from the
points the comparison gives is a problem of the student's arithmetic, naming the categories whose point they got.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import replace
from functools import lru_cache

from ._cache import Bounded
from ..errors import CategoryError, InputError, NumberFormatError, SheetError
from ..numbers import DATE_REASON, clip, is_date, is_spreadsheet_error, parse_number
from ..place_value import (Category, GameVerdict, PlaceValueGame, compare_game, is_achievable, is_points_label,
                           parse_category)
from ..place_value.game import MAX_DIGITS, MIN_DIGITS
from ..place_value.generate import CARD_SIZE
from ..words import in_figures
from ._text import NOTES, PROBLEMS, say_in
from .grouping import grouped_digits, grouping_habit, grouping_note, ungrouped
from .infer import GameChoice
from .options import CheckOptions, Judged
from .sheets import Sheet, SheetRow, where_in, without_absent_players


def check_place_value(sheet: Sheet, game: PlaceValueGame, *, style: str = "us",
                      lang: str | None = None, words: bool = True) -> GameVerdict:
    """Judge every entry of a place-value sheet and compare the players, category by category."""
    categories = read_categories(sheet, game)
    if not categories:
        raise SheetError(f"{sheet.source}: no categories below the header")
    if len(sheet.players) < 2:
        raise SheetError(f"{sheet.source}: comparing needs at least 2 player columns, found "
                         f"{len(sheet.players)} ({', '.join(sheet.players) or 'none'})")
    entries = dict(zip(sheet.players, sheet.columns))
    readings = {p: [said.get(p) for said in sheet.readings] for p in sheet.readers}
    try:
        return compare_game(categories, entries, game, readings or None, style=style, lang=lang,
                            words=words)
    except InputError as exc:
        raise SheetError(f"{sheet.source}: {exc}") from None


def read_categories(sheet: Sheet, game: PlaceValueGame) -> tuple[Category, ...]:
    """The categories of the sheet's rows, in order; a row that cannot be read or repeats another is refused."""
    known = _CARDS.get((sheet.labels, game))
    if known is None:
        known = _read_categories(sheet, game)
        _CARDS[sheet.labels, game] = known
    return known


#: The categories of each card's labels already read: a class's sheets share them.
_CARDS: dict[tuple[tuple[str, ...], PlaceValueGame], tuple[Category, ...]] = Bounded(1024)


def _read_categories(sheet: Sheet, game: PlaceValueGame) -> tuple[Category, ...]:
    categories: list[Category] = []
    seen: dict[Category, int] = {}
    for row in sheet.rows:
        try:
            category = parse_category(row.label, game)
        except CategoryError as exc:
            more = _digits_that_fit(row.label, game)
            hint = f"; {say_in(NOTES, 'more_digits_hint', digits=more)}" if more else ""
            raise SheetError(f"{sheet.where(row)}: {exc}{hint}") from None
        if category in seen:
            raise SheetError(f"{sheet.where(row)}: {row.label!r} is on the sheet twice (also row {seen[category]}); "
                             "a card has each category once")
        seen[category] = row.number
        categories.append(category)
    return tuple(categories)


def _digits_that_fit(label: str, game: PlaceValueGame) -> int | None:
    """The fewest digits beyond the game's on whose card ``label`` is a category (a six-digit card's "hundred
    thousands place" checked as four digits), or None."""
    for digits in range(game.digits + 1, MAX_DIGITS + 1):
        try:
            parse_category(label, PlaceValueGame(digits, game.dice))
        except CategoryError:
            continue
        return digits
    return None


def category_notes(sheet: Sheet, verdict: GameVerdict) -> tuple[str, ...]:
    """Notes on the categories: those no roll of the dice can fill, and a code whose card has others."""
    game = verdict.game
    notes = [_impossible_note(category, game, len(verdict.players))
             for category in _impossible(verdict.compared, game)]
    printed = _printed_card(sheet.code) if sheet.code else None
    if printed is None and len(verdict.compared) != CARD_SIZE:  # with a code, the note below names the rows
        notes.append(say_in(NOTES, "card_size", count=len(verdict.compared), size=CARD_SIZE))
    if printed is not None:
        number, card = printed
        typed = list(verdict.compared)
        missing = [c.phrase() for c in card if c not in typed]
        extra = [c.phrase() for c in typed if c not in card]
        if missing or extra:
            notes.append(say_in(NOTES, "code_other_categories", code=sheet.code, game=number, missing=missing,
                                extra=extra))
    return tuple(notes)


def _numbers(verdict: GameVerdict) -> tuple[list[str], list[str]]:
    """The numbers written (not X), and those of them that do not count."""
    read = [e for e in verdict.all_entries if e.value is not None]
    return [str(e.value) for e in read], [str(e.value) for e in read if not e.valid]


def _looks_ten_sided(verdict: GameVerdict) -> bool:
    """Whether most numbers, checked with six-sided dice, do not count for a 0, 7, 8 or 9 in them."""
    numbers, wrong = _numbers(verdict)
    return verdict.game.sides == 6 and _most(sum(1 for n in wrong if set(n) & set("0789")), numbers)


def _most(count: int, numbers: list[str]) -> bool:
    """Whether ``count`` of the numbers written is most of them, and enough not to be a few slips."""
    return count >= _FEWEST_WRONG and 2 * count >= len(numbers)


#: Numbers that must miss the game's digits or dice before a sheet is taken for one checked with the wrong options.
_FEWEST_WRONG = 3


def refuse_wrong_settings(sheet: Sheet, verdict: GameVerdict, by_code: bool = False) -> None:
    """Refuse a verdict in which most numbers written do not count for their number of digits or for digits the
    dice do not have: that is a sheet checked with the wrong --digits or --dice, and its "everyone tied" would
    be a wrong answer. The refusal names the option to check again with, and the sheet's code when the settings
    came from it (``by_code``): a slip in typing it can name another card."""
    game = verdict.game
    numbers, wrong = _numbers(verdict)
    if len(wrong) < _FEWEST_WRONG or 2 * len(wrong) < len(numbers):
        return
    hints = []
    length, count = Counter(len(number) for number in wrong).most_common(1)[0]
    if length != game.digits and MIN_DIGITS <= length <= MAX_DIGITS and _most(count, numbers):
        hints.append(say_in(NOTES, "digits_hint", written=length, digits=game.digits))
    if _looks_ten_sided(verdict):
        hints.append(say_in(NOTES, "dice_hint"))
    if hints and by_code:
        hints.append(say_in(NOTES, "settings_from_code", code=sheet.code))
    if hints:
        raise SheetError(f"{sheet.source}: not checked: {' '.join(hints)}")


def refuse_dates(sheet: Sheet) -> None:
    """Refuse a category's entry that a spreadsheet turned into a date, as a box's is refused (``numbers``): the
    number typed is lost, and judged as the student's entry it could lose a point they won."""
    for player, column in zip(sheet.players, sheet.columns):  # the columns as kept: no row objects built
        for index, text in enumerate(column):
            if ("-" in text or "/" in text) and is_date(text):
                row = sheet.rows[index]
                raise SheetError(f"{sheet.where(row, player)}: {clip(text.strip())!r} {DATE_REASON}")


def refuse_grouped_numbers(sheet: Sheet, verdict: GameVerdict) -> None:
    """Refuse a sheet on which most numbers are grouped with dots, spaces or apostrophes (``6.341``, as a German or
    French spreadsheet saves them): none of them is read, and its "everyone tied" would be a wrong answer."""
    habit = grouping_habit(sheet)
    if habit is None:
        return
    grouped, refused = habit[0], habit[1]
    written = len(_numbers(verdict)[0]) + refused  # the numbers read, and those that could not be
    if grouped >= _FEWEST_WRONG and 2 * grouped >= written:
        raise SheetError(f"{sheet.source}: not checked: {grouping_note(sheet, named=False)}")


@lru_cache(maxsize=256)
def _impossible(categories: tuple[Category, ...], game: PlaceValueGame) -> tuple[Category, ...]:
    """The categories no roll of the game's dice can fill (a class set has a few dozen cards)."""
    return tuple(category for category in categories if not is_achievable(category, game))


@lru_cache(maxsize=256)
def _impossible_note(category: Category, game: PlaceValueGame, players: int) -> str:
    return say_in(NOTES, "impossible_category", category=category.phrase(), digits=game.digits,
                  sides=game.sides, players=players)


@lru_cache(maxsize=4096)
def _entry_problem(player: str, category: str, reason: str) -> str:
    return say_in(PROBLEMS, "entry", player=player, category=category, reason=reason)


def _printed_card(code: str) -> tuple[int, tuple[Category, ...]] | None:
    """(game number, categories) of the place-value card a code was printed on; None for another code."""
    from ..codes import CodeError, SheetCode, decode
    from ..place_value.sheets import sheet_from_code

    try:
        if not isinstance(decode(code), SheetCode):
            return None
        card = sheet_from_code(code)
    except CodeError:
        return None
    return card.number, card.categories


#: What a spreadsheet cell holds for "no reading recorded": a dash, n/a, a question mark.
_NO_READING = re.compile(r"[-\u2010-\u2015?]+|n/?a|none", re.IGNORECASE)


def without_unjudged_readings(sheet: Sheet) -> tuple[Sheet, tuple[str, ...]]:
    """``sheet`` without the readings that say nothing of what was read aloud, each kind with a note naming them:
    readings written in figures (a sheet given as its own readings file holds nothing else), and signs for no
    reading (a dash, n/a, ?), which are not recorded, as an empty cell is, not a child's misreading."""
    if not sheet.readings:  # the usual sheet: no readings, and no rows built to find none
        return sheet, ()
    rows, left_out = [], {"figure_readings": {}, "no_reading_signs": {}}
    for row in sheet.rows:
        kept = {}
        for player, text in row.readings.items():
            kind = ("figure_readings" if in_figures(text) else
                    "no_reading_signs" if _NO_READING.fullmatch(text.strip()) else None)
            if kind is None:
                kept[player] = text
            else:
                left_out[kind].setdefault(player, []).append(row.number)
        rows.append(replace(row, readings=kept) if len(kept) < len(row.readings) else row)
    if not any(left_out.values()):
        return sheet, ()
    readers = tuple(p for p in sheet.readers if any(p in row.readings for row in rows))
    notes = tuple(say_in(NOTES, kind, source=sheet.source, player=player, rows=numbers)
                  for kind, players in left_out.items() for player, numbers in players.items())
    return sheet.with_rows(rows, readers=readers), notes


#: A number typed in brackets, as a teacher may type a circled one: "(6,425)", "[6341]".
_BRACKETED = re.compile(r"[(\[]\s*(?P<number>[0-9][0-9,]*)\s*[)\]]")


def bracketed_note(sheet: Sheet, verdict: GameVerdict, style: str, lang: str | None) -> str | None:
    """When numbers typed in brackets do not count (a circle on the card, typed so) and, read without them, the
    game would have other winners: the note that says so, with who would win. The circles on a card mark the
    numbers that won, so leaving them out can turn the game round; the entries still do not count as written."""
    if not any(_BRACKETED.fullmatch(cell.strip()) for column in sheet.columns for cell in column):
        return None
    columns = tuple(tuple((found["number"] if (found := _BRACKETED.fullmatch(cell.strip())) else cell)
                          for cell in column) for column in sheet.columns)
    count = sum(1 for column in sheet.columns for cell in column if _BRACKETED.fullmatch(cell.strip()))
    return _other_winners_note("bracketed_winners", sheet._replace(columns=columns), verdict, style, lang,
                               count=count)


def grouped_winners_note(sheet: Sheet, verdict: GameVerdict, style: str, lang: str | None) -> str | None:
    """When numbers grouped as many countries write them (6.351) do not count and, read as grouped, the game
    would have other winners: the note that says so, with who would win (``grouping``: the sheet's habit is
    explained; when it is most of its numbers the sheet is refused)."""
    habit = grouping_habit(sheet)
    if habit is None:
        return None
    return _other_winners_note("grouped_winners", ungrouped(sheet), verdict, style, lang, count=habit[0],
                               example=habit[3], digits=grouped_digits(habit[3]))


def _other_winners_note(note: str, read_otherwise: Sheet, verdict: GameVerdict, style: str, lang: str | None,
                        **values) -> str | None:
    """The note ``note`` saying who would win the game on the sheet ``read_otherwise`` (its numbers read another
    way), when they are not the verdict's winners; None when they are."""
    other = check_place_value(read_otherwise, verdict.game, style=style, lang=lang, words=False)
    if other.winners == verdict.winners:
        return None
    return say_in(NOTES, note, source=read_otherwise.source, winners=list(other.winners),
                  scores=[other.scores[p] for p in other.winners], players=list(other.players),
                  all_scores=dict(other.scores), **values)


def without_points_row(sheet: Sheet) -> tuple[Sheet, SheetRow | None]:
    """``sheet`` without the card's points line ("My points"), and that row (None when there is none); a second
    points line is refused, as a category on the sheet twice is."""
    if not any(map(is_points_label, sheet.labels)):  # the usual sheet: its rows are not built for this
        return sheet, None
    rows = sheet.rows  # built anew each time asked for: read once
    found = [row for row in rows if is_points_label(row.label)]
    if not found:
        return sheet, None
    if len(found) > 1:
        also = where_in("", sheet.kind, found[0].number, None).strip()
        raise SheetError(f"{sheet.where(found[1])}: {found[1].label!r} is a second points line (also {also}); "
                         "a card has one line for each player's points")
    return sheet.with_rows([row for row in rows if row is not found[0]]), found[0]


def with_points_written(sheet: Sheet, row: SheetRow | None, verdict: GameVerdict) -> GameVerdict:
    """``verdict`` with the points each player wrote on the points line ``row`` (empty or X: not written)."""
    if row is None:
        return verdict
    written = {player: _points_cell(sheet, row, player) for player in verdict.players}
    return replace(verdict, points_written=written, points_label=row.label)


def _points_cell(sheet: Sheet, row: SheetRow, player: str) -> int | None:
    """The points a player wrote on the points line: a whole number; None for empty, X or a spreadsheet's error
    value (a formula that could not be worked out: not written). A word stops the command, as in a total."""
    text = row.cells.get(player, "").strip()
    if not text or text.casefold() == "x" or is_spreadsheet_error(text):
        return None
    if text.isascii() and text.isdigit():
        return int(text)
    try:
        return parse_number(text, where=sheet.where(row, player))
    except NumberFormatError as exc:
        raise SheetError(f"{exc}; {say_in(PROBLEMS, 'points_line_holds')}") from None


def points_problems(sheet: Sheet, verdict: GameVerdict) -> tuple[str, ...]:
    """A sentence for each player whose points written differ from the points the comparison gives, naming the
    rows (or JSON categories) whose point they got. ``sheet``: the category rows, in the verdict's order."""
    if verdict.points_written is None:
        return ()
    rows = sheet.rows
    problems = []
    for player in verdict.players:
        written = verdict.points_written.get(player)
        points = verdict.points[player]
        if written is None or written == points:
            continue
        won = [rows[i].number for i, category in enumerate(verdict.categories) if player in category.winners]
        reason = say_in(PROBLEMS, "points_written", written=written, points=points, rows=won,
                        json=sheet.kind == "json")
        problems.append(say_in(PROBLEMS, "entry", player=player, category=verdict.points_label, reason=reason))
    return tuple(problems)


def judge_sheet(sheet: Sheet, choice: GameChoice, options: CheckOptions) -> Judged:
    """The place-value family's judge: the comparison, and a sentence per entry that does not count (and per
    player whose own count of the points on the points line is not theirs)."""
    sheet, points_row = without_points_row(sheet)
    sheet, absent = without_absent_players(sheet, least=2)
    sheet, unjudged = without_unjudged_readings(sheet)
    refuse_dates(sheet)
    verdict = check_place_value(sheet, choice.place_value, style=options.style, lang=options.lang,
                                words=options.words)
    verdict = with_points_written(sheet, points_row, verdict)
    problems = tuple(_entry_problem(player, problem.row, problem.message) for player, problem in verdict.problems)
    problems += points_problems(sheet, verdict)
    grouping = grouping_note(sheet) if problems else None
    refuse_wrong_settings(sheet, verdict, choice.how == "code")
    refuse_grouped_numbers(sheet, verdict)
    bracketed = bracketed_note(sheet, verdict, options.style, options.lang) if problems else None
    regrouped = grouped_winners_note(sheet, verdict, options.style, options.lang) if grouping else None
    return Judged(verdict, problems, (*absent, *unjudged, *category_notes(sheet, verdict),
                                      *(note for note in (grouping, regrouped, bracketed) if note)))
