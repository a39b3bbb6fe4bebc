"""Reading a Yahtzee-family sheet into cards, and checking it: which row holds each box and total
(``locate_rows``), each cell's number (``read_cell``, ``read_bonus_cell``), a player's column as a written
card (``read_card``), and the whole sheet (``check_dice_sheet``; ``judge_sheet`` is the family's judge).

A sheet of boxes is judged in one pass, without a written card between (``_SheetCards``), on the row layout
its labels give (``_Layout``, found once for a class's sheets). How a card is judged is ``dice_verdict``'s.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from operator import itemgetter
from types import MappingProxyType
from typing import Mapping

from ._cache import Bounded
from ..card import (ALL_TOTAL_ROWS, EXTRA_BONUS, GRAND_TOTAL, LOWER_BOXES, LOWER_TOTAL, TOTAL_ROWS, UPPER_BONUS,
                    UPPER_CARRIED, UPPER_EITHER, UPPER_TOTAL, UPPER_WITH_BONUS, pays_extra_bonus, row_label,
                    total_field, totals_as_written, upper_bonus_for)
from ..errors import NumberFormatError, SheetError
from ..numbers import clip, is_spreadsheet_error, parse_number
from ..rules import Box, RuleSet
from ..verdicts import Problem, ProblemKind, games_of_one_student
from .dice_card import BoxEntry, CardVerdict, DiceVerdict, WrittenCard, WrittenTotals
from .dice_verdict import (
    adds_up,
    allowed_values,
    card_problems,
    card_verdict,
    game_verdict,
    games_notes,
    judge_box,
    judge_dice_game,
    won,
)
from .totals_verdict import judge_totals, totals_only_notes
from .infer import GameChoice
from ..row_words import DICE_BOUGHT, misread_row
from ..rule_refs import rules_where
from .labels import Labels
from .options import CheckOptions, Judged
from ._text import NOTES, say_in
from .grouping import with_grouping_hint
from .sheets import Sheet, SheetRow, where_in, without_absent_players


@dataclass(frozen=True)
class CardRows:
    """Which row of a sheet holds each box and total (absent rows are missing)."""

    boxes: Mapping[str, SheetRow]
    totals: Mapping[str, SheetRow]
    dice_bought: SheetRow | None = None


def locate_rows(sheet: Sheet, rules: RuleSet) -> CardRows:
    """Match every row label of ``sheet`` to a box or total row of ``rules``; refuse unknown and repeated ones."""
    if sheet.has_readings:
        raise SheetError(f"{sheet.source}: readings aloud are for place-value games; {rules.title} has none")
    for box in rules.boxes:
        misread = misread_row(box.label)
        if misread is not None:  # its row would be read as that, and the box left empty: no verdict at all
            raise SheetError(f"{sheet.source}: the box {box.label!r} of {rules_where(rules)} reads as {misread} on "
                             "a sheet, so this sheet cannot be checked; rename the box in the rules file and on "
                             "the sheet")
    labels = Labels.of(rules)
    boxes: dict[str, SheetRow] = {}
    totals: dict[str, SheetRow] = {}
    bought: SheetRow | None = None
    for row, found in zip(sheet.rows, labels.read_all([row.label for row in sheet.rows])):
        if found is None:
            nearest = labels.nearest(row.label)
            raise SheetError(
                f"{sheet.where(row)}: {clip(row.label)!r} is not a box of {rules.title}"
                + (f"; did you mean {nearest!r}?" if nearest else "")
                + f" (boxes: {labels.accepted()}; totals: {', '.join(row_label(rules, key) for key in TOTAL_ROWS)})")
        if found.kind == "heading":
            if any(cell.strip() for cell in row.cells.values()):
                raise SheetError(f"{sheet.where(row)}: {row.label!r} names a section of the card; "
                                 "it holds no entries")
            continue
        target = boxes if found.kind == "box" else totals
        if found.kind == "dice-bought":
            if bought is not None:
                raise SheetError(f"{sheet.where(row)}: dice bought is on the sheet twice (also row {bought.number})")
            bought = row
            continue
        if found.key in target:
            other = target[found.key]
            raise SheetError(f"{sheet.where(row)}: {row.label!r} is on the sheet twice (also {other.label!r}, "
                             f"{sheet.where(other).removeprefix(sheet.source).strip()})")
        target[found.key] = row
    return CardRows(MappingProxyType(boxes), MappingProxyType(totals), bought)


def read_cell(sheet: Sheet, row: SheetRow, player: str, *, x_is: int | None,
              holds: str = "") -> tuple[int | None, str | None]:
    """(value, text as written) of one cell: None for an empty cell, ``x_is`` for X; refuses words, saying what
    the row ``holds`` (by default, what a box or a total holds)."""
    return _read_text(row.cells.get(player, ""), x_is, sheet, row.number, player, holds)


def _read_text(raw: str, x_is: int | None, sheet: "Sheet | _SheetCards", number: int,
               player: str, holds: str = "") -> tuple[int | None, str | None]:
    """``read_cell`` of the text ``raw``, in row ``number`` of ``player``'s column; ``holds`` says what the row
    holds when the cell is refused (by default, what a box or a total holds)."""
    text = raw.strip()
    if not text:
        return None, None
    if text.isascii() and text.isdigit():
        return int(text), text
    if text.casefold() == "x" or (x_is is not None and text in _NONE_DASHES):  # a dash alone: a box crossed out
        return x_is, "X"
    if x_is is None and is_spreadsheet_error(text):  # a total (X is no total) whose formula failed: not written
        return None, None
    try:
        return parse_number(text, where=sheet.where_number(number, player)), text
    except NumberFormatError as exc:
        holds = holds or ("a box holds its points, 0 or X" if x_is is not None
                          else "a total holds the whole number it adds up to")
        raise SheetError(f"{exc}; {holds}") from None


#: A tick: in the Bonus row, the bonus earned; in the extra five-alike bonus row, one bonus each.
_TICKS = frozenset("✓✔√")
#: A dash for "no bonus" in the Bonus row, as a student fills a card by hand.
_NONE_DASHES = frozenset({"-", "\u2013", "\u2014"})


def _mark_in(raw: str) -> str | None:
    """The mark an upper bonus cell holds for its number (a dash for "no bonus", a tick for the bonus), or None."""
    text = raw.strip()
    return text if text in _NONE_DASHES or text in _TICKS else None


def _read_upper_bonus(raw: str, sheet: "Sheet | _SheetCards", number: int, player: str,
                      rules: RuleSet | None = None) -> int | None:
    """The upper bonus as written: a number, "+35" as the bonus is announced, a dash for none (0), or a tick for
    the bonus (its points under ``rules``, when they pay one)."""
    text = raw.strip()
    if text in _NONE_DASHES:
        return 0
    if text in _TICKS and rules is not None and rules.upper_bonus is not None:
        return rules.upper_bonus.points
    if text.startswith("+") and text[1:].strip().isascii() and text[1:].strip().isdigit():
        return int(text[1:].strip())
    return _read_text(raw, None, sheet, number, player, "the Bonus holds its points, 0, a dash or a tick")[0]


_BONUS_ROW_HOLDS = ("the bonus row holds one number of points (such as 100 or 200), a dash for none, or a tick or a "
                    "plus entry for each bonus")
#: "100 100": a bonus per extra five-alike, listed with spaces (no one writes a bonus of 100100); read as a list
#: only when every number in it is the same, since "1 000" is a thousand grouped with a space.
_BONUS_LIST = re.compile(r"[0-9]+(?:\s+[0-9]+)+")
_PLUS_TERMS = re.compile(r"^\+?\s*[0-9][0-9,]*(?:\s*\+\s*[0-9][0-9,]*)*$")
#: What a tick is worth on the official card ("score 100 per ✓"): a tick under rules that pay no extra bonus
#: is read as that, so the verdict can say why it counts 0, as it does for "+100".
_OFFICIAL_TICK = 100


def tick_points(rules: RuleSet) -> int:
    """The points a tick in the extra five-alike bonus row stands for under ``rules``."""
    return rules.extra_points if pays_extra_bonus(rules) else _OFFICIAL_TICK


def read_bonus_cell(sheet: Sheet, row: SheetRow, player: str, each: int = 0) -> int | None:
    """The extra five-of-a-kind bonus as written: a number, "+100" or "+100 +100" (seed 002: "write +100
    under your column"), or a tick per extra five-alike (the official card: "✓ for each bonus, score 100
    per ✓"; ``each`` points a tick, the rule set's points for an extra five-alike)."""
    return _read_bonus_text(row.cells.get(player, ""), each, sheet, row.number, player)


def _read_bonus_text(raw: str, each: int, sheet: "Sheet | _SheetCards", number: int, player: str) -> int | None:
    """``read_bonus_cell`` of the text ``raw``, in row ``number`` of ``player``'s column."""
    text = re.sub(r",\s*(?=\+)", " ", raw.strip())  # "+100, +100": a list of bonuses, not a number with a comma
    if text in _NONE_DASHES:  # no extra bonus, as a dash in the Bonus row is no bonus
        return 0
    if text and set(text.replace(" ", "")) <= _TICKS:
        return len(text.replace(" ", "")) * each
    listed = _BONUS_LIST.fullmatch(text) and len(set(text.split())) == 1  # "100 100", not "1 000" or "1 200"
    if (text.startswith("+") and _PLUS_TERMS.match(text)) or listed:
        terms = [t for t in re.split(r"\s*\+\s*|\s+", text) if t]
        return sum(parse_number(t, where=sheet.where_number(number, player)) for t in terms)
    return _read_text(raw, None, sheet, number, player, _BONUS_ROW_HOLDS)[0]


def read_card(sheet: Sheet, rows: CardRows, player: str, rules: RuleSet | None = None) -> WrittenCard:
    """One player's column as a written card: X in a box is a scratched 0; an empty total is not written.

    A card whose boxes are all empty, with totals written that give its score, is a card of totals (the boxes
    are on paper; ``on_totals``). ``rules`` gives the points of a tick in the extra five-alike bonus row."""
    boxes: dict[str, int | None] = {}
    texts: dict[str, str] = {}
    for key, row in rows.boxes.items():
        value, text = read_cell(sheet, row, player, x_is=0)
        boxes[key] = value
        if text is not None:
            texts[key] = text
    each = tick_points(rules) if rules is not None else 0
    bonus_row = rows.totals.get(UPPER_BONUS)
    mark = _mark_in(bonus_row.cells.get(player, "")) if bonus_row is not None else None
    totals = {key: (read_bonus_cell(sheet, row, player, each) if key == EXTRA_BONUS
                    else _read_upper_bonus(row.cells.get(player, ""), sheet, row.number, player, rules)
                    if key == UPPER_BONUS
                    else read_cell(sheet, row, player, x_is=None)[0]) for key, row in rows.totals.items()}
    written = WrittenTotals(totals.get(UPPER_TOTAL), totals.get(UPPER_BONUS), totals.get(EXTRA_BONUS),
                            totals.get(LOWER_TOTAL), totals.get(GRAND_TOTAL), totals.get(UPPER_WITH_BONUS),
                            totals.get(UPPER_CARRIED), totals.get(LOWER_BOXES), totals.get(UPPER_EITHER), mark)
    if rows.boxes:
        on_totals = (rules is not None and all(value is None for value in boxes.values()) and any(totals.values())
                     and _score_written(rules, written))
        return WrittenCard(MappingProxyType(boxes), written, MappingProxyType(texts), on_totals)
    if rows.totals and rules is not None and not _score_written(rules, written):
        row = rows.totals.get(GRAND_TOTAL) or next(iter(rows.totals.values()))
        failed = row.cells.get(player, "").strip()
        holds = (f"{failed!r} is a spreadsheet's error value (its formula could not be worked out), so there is "
                 "no grand total" if is_spreadsheet_error(failed) else "no grand total")
        raise SheetError(f"{sheet.where(row, player)}: {holds}; a sheet of totals only is judged on "
                         "each player's grand total (or upper and lower totals)")
    return WrittenCard(MappingProxyType(boxes), written, MappingProxyType(texts), bool(rows.totals))


def _score_written(rules: RuleSet, written: WrittenTotals) -> bool:
    """Whether the totals written give a card's score by the rules (``card.totals_as_written``)."""
    own_upper = next((w for w in (written.upper_with_bonus, written.upper_carried, written.upper_either)
                      if w is not None), None)
    return totals_as_written(rules, written.upper_total, written.upper_bonus, written.extra_bonus,
                             written.lower_total, written.grand_total, own_upper, written.lower_boxes) is not None


def check_dice_sheet(sheet: Sheet, rules: RuleSet, *, style: str = "us", lang: str | None = None,
                     words: bool = True) -> DiceVerdict:
    """Check every player's card on a Yahtzee-family sheet."""
    layout = _layout(sheet, rules)
    if layout.dice_bought is not None:
        raise SheetError(f"{sheet.where_number(sheet.numbers[layout.dice_bought])}: dice bought is a Zombie "
                         "sheet's row")
    if not sheet.players:
        raise SheetError(f"{sheet.source}: no player columns")
    if layout.totals_only:
        rows = locate_rows(sheet, rules)
        cards = {p: read_card(sheet, rows, p, rules) for p in sheet.players}
        return judge_dice_game(rules, cards, style=style, lang=lang, words=words)
    columns = sheet.columns
    if layout.lacks_a_box:  # a box the sheet lacks reads the "" put after a column's cells
        columns = tuple((*column, "") for column in columns)
    boxless = [player for player, column in zip(sheet.players, columns)
               if not any(column[index] for index in layout.box_rows)]
    if boxless:  # the boxes are on paper, maybe, and the totals typed: such a card is judged on its totals
        rows = locate_rows(sheet, rules)
        on_totals = {p: card for p in boxless if (card := read_card(sheet, rows, p, rules)).totals_only}
        if on_totals:
            return _with_cards_of_totals(sheet, rules, layout, columns, on_totals, (style, lang, words))
    cards = _SheetCards(sheet, rules, _planned(layout, rules, style, lang, words), columns)
    tallied = cards.tally()
    if tallied is None:  # some card needs its entries to word a problem
        return game_verdict(rules, sheet.players, cards.judge(), False, cards)
    return won(rules, sheet.players, cards, *tallied)


def _with_cards_of_totals(sheet: Sheet, rules: RuleSet, layout: "_Layout", columns: tuple[tuple[str, ...], ...],
                          on_totals: Mapping[str, WrittenCard], how: tuple[str, str | None, bool]) -> DiceVerdict:
    """A sheet of boxes where some cards (``on_totals``) give only their totals: those judged on their totals,
    the others on their boxes."""
    kept = [i for i, player in enumerate(sheet.players) if player not in on_totals]
    of_boxes = sheet.without_players(list(on_totals))
    judged = _SheetCards(of_boxes, rules, _planned(layout, rules, *how), tuple(columns[i] for i in kept)).judge()
    judged.update({p: judge_totals(rules, card, p) for p, card in on_totals.items()})
    return game_verdict(rules, sheet.players, {p: judged[p] for p in sheet.players}, False)


def _planned(layout: "_Layout", rules: RuleSet, style: str, lang: str | None, words: bool) -> tuple:
    plan = layout.plans.get((style, lang, words))
    if plan is None:
        plan = layout.plans[style, lang, words] = _plan(layout, rules, style, lang, words)
    return plan


class _SheetCards(Mapping[str, CardVerdict]):
    """The card verdicts of a sheet of boxes, judged when first read: what ``read_card`` and ``judge_card`` do,
    in one pass, without a written card between, each cell's text looked up among those already judged in its
    box. ``check_dice_sheet`` reads the columns once for the totals, winners and problems (``tally``), and the
    verdict keeps only each player's column of texts to judge the cards when a report asks (``DiceVerdict``)."""

    __slots__ = ("_source", "_kind", "_numbers", "_players", "_rules", "_plan", "_columns", "_cards")

    def __init__(self, sheet: Sheet, rules: RuleSet, plan: tuple, columns: tuple[tuple[str, ...], ...]):
        self._source, self._kind, self._numbers, self._players = sheet.source, sheet.kind, sheet.numbers, sheet.players
        self._rules, self._plan, self._columns = rules, plan, columns
        self._cards: dict[str, CardVerdict] | None = None

    def where_number(self, number: int | None = None, column: str | None = None) -> str:
        """The place of a cell, as ``Sheet.where_number`` names it."""
        return where_in(self._source, self._kind, number, column)

    def _judged(self) -> dict[str, CardVerdict]:
        """Every player's card verdict, judged when first read, then kept."""
        cards = self._cards
        if cards is None:
            cards = self._cards = self.judge()
        return cards

    def judge(self) -> dict[str, CardVerdict]:
        """Every player's card verdict, judged now."""
        rules, keys = self._rules, self._plan[2]
        verdicts: dict[str, CardVerdict] = {}
        for player, column in zip(self._players, self._columns):
            found: list[tuple[BoxEntry, Problem | None, int]] = []
            sums, problems, written = self._read(player, column, found)
            entries = dict(zip(keys, map(_FIRST, found)))
            verdicts[player] = card_verdict(rules, player, entries, problems, written, sums)
        return verdicts

    def tally(self) -> tuple[dict[str, int], tuple[tuple[str, Problem], ...]] | None:
        """Each player's grand total, and every problem with the player, when every card adds up as written
        and writes no extra bonus (most do: then its problems are its boxes', and it needs no entries kept to
        word any other); None when some card does not (``judge`` then words its problems)."""
        rules = self._rules
        totals: dict[str, int] = {}
        problems: list[tuple[str, Problem]] = []
        for player, column in zip(self._players, self._columns):
            (upper, lower), boxes, written = self._read(player, column)
            bonus = upper_bonus_for(rules, upper)
            if written.extra_bonus or not adds_up(written, upper, bonus, lower, upper + bonus + lower):
                return None
            totals[player] = upper + bonus + lower  # as ``card_verdict`` adds a card up with no extra bonus
            problems.extend((player, problem) for problem in boxes)
        return totals, tuple(problems)

    def _read(self, player: str, column: tuple[str, ...],
              found: list | None = None) -> tuple[tuple[int, int], list[Problem], WrittenTotals]:
        """One column read and its boxes judged: what the upper and the lower boxes count, the boxes' problems,
        and the totals written; ``found`` (when given) gets what judging each box's text gave (entry, problem,
        what it counts)."""
        (boxes, totals_at, _, (style, lang, words)), numbers = self._plan, self._numbers
        sums = [0, 0]  # what the lower boxes count, and the upper ones
        problems: list[Problem] = []
        for box, index, known, judged, upper in boxes:
            text = column[index]
            got = judged.get(text)
            if got is None:
                value, written = _read_text(text, 0, self, numbers[index], player)
                entry, problem = judge_box(box, value, known, written, style, lang, words,
                                           pays_extra_bonus(self._rules))
                got = judged[text] = (entry, problem, entry.counts_as)
            if found is not None:
                found.append(got)
            sums[upper] += got[2]
            if got[1] is not None:
                problems.append(got[1])
        totals = [None] * _WRITTEN_FIELDS  # None: not written (or no row)
        for key, index, read, field_index in totals_at:
            text = column[index]
            value = read.get(text, _UNREAD)
            if value is _UNREAD:
                value = (_read_bonus_text(text, tick_points(self._rules), self, numbers[index], player)
                         if key == EXTRA_BONUS else _read_upper_bonus(text, self, numbers[index], player, self._rules)
                         if key == UPPER_BONUS else _read_text(text, None, self, numbers[index], player)[0])
                read[text] = value
            totals[field_index] = value
            if key == UPPER_BONUS:
                totals[_MARK_FIELD] = _mark_in(text)
        return (sums[1], sums[0]), problems, WrittenTotals._make(totals)

    def __getitem__(self, player: str) -> CardVerdict:
        return self._judged()[player]

    def __iter__(self):
        return iter(self._judged())

    def __len__(self) -> int:
        return len(self._players)

    def __repr__(self) -> str:
        return repr(self._judged())


def _plan(layout: "_Layout", rules: RuleSet, style: str, lang: str | None, words: bool) -> tuple[tuple, tuple,
                                                                                               tuple[str, ...]]:
    """For each box (box, row, values it can hold, texts judged, whether it is an upper box) and each total
    row (key, row, texts read, the index of its field of ``WrittenTotals``), in the order judged, the boxes'
    keys, and (style, lang, words); a box the sheet lacks has the row -1 (the "" after a column's cells)."""
    judged = _judged_texts(rules, style, lang, words)
    read = _totals_read(rules)
    return (tuple((box, -1 if index is None else index, known, judged[box.key], box.upper)
                  for box, index, known in layout.boxes),
            tuple((key, index, read[key], WrittenTotals._fields.index(total_field(key)))
                  for key, index in layout.totals),
            tuple(box.key for box, _, _ in layout.boxes), (style, lang, words))


_UNREAD = object()
_FIRST = itemgetter(0)
_WRITTEN_FIELDS = len(WrittenTotals._fields)
_MARK_FIELD = WrittenTotals._fields.index("upper_bonus_mark")


@dataclass(eq=False)
class _Layout:
    """Where a sheet's boxes and totals are, by row index: a class's sheets share it (``_layout``)."""

    boxes: tuple[tuple[Box, int | None, frozenset[int]], ...]  # each box of the rules, its row, its values
    totals: tuple[tuple[str, int], ...]
    headings: tuple[int, ...]  # rows that name a section; they must stay empty
    dice_bought: int | None
    totals_only: bool
    plans: dict = field(default_factory=dict)  # (style, lang, words) -> _plan
    lacks_a_box: bool = field(init=False)  # some box of the rules has no row
    box_rows: tuple[int, ...] = field(init=False)  # the rows of the boxes the sheet has

    def __post_init__(self) -> None:
        self.lacks_a_box = any(index is None for _, index, _ in self.boxes)
        self.box_rows = tuple(index for _, index, _ in self.boxes if index is not None)


#: Layouts already found, by (labels, rules).
_LAYOUTS: dict[tuple[tuple[str, ...], RuleSet], _Layout] = Bounded(256)


def _layout(sheet: Sheet, rules: RuleSet) -> _Layout:
    """``locate_rows`` as row indexes, found once per set of labels."""
    layout = _LAYOUTS.get((sheet.labels, rules))
    if layout is not None and not sheet.readers and not (layout.headings and any(
            column[index].strip() for index in layout.headings for column in sheet.columns)):
        return layout
    rows = locate_rows(sheet, rules)  # refuses what does not fit, naming the row
    index = {row.number: i for i, row in enumerate(sheet.rows)}
    allowed = allowed_values(rules)
    found = _Layout(
        tuple((box, index[rows.boxes[box.key].number] if box.key in rows.boxes else None, allowed[box.key])
              for box in rules.boxes),
        tuple((key, index[row.number]) for key, row in rows.totals.items()),
        tuple(i for i, label in enumerate(sheet.labels) if _is_heading(rules, label)),
        None if rows.dice_bought is None else index[rows.dice_bought.number],
        not rows.boxes and bool(rows.totals))
    _LAYOUTS[sheet.labels, rules] = found
    return found


def _is_heading(rules: RuleSet, label: str) -> bool:
    found = Labels.of(rules).read(label)
    return found is not None and found.kind == "heading"


@lru_cache(maxsize=64)
def _judged_texts(rules: RuleSet, style: str, lang: str | None,
                  words: bool) -> dict[str, dict[str, tuple[BoxEntry, Problem | None, int]]]:
    """Each box's cell texts already judged, with what judging them gave and what the entry counts (filled
    as sheets are checked)."""
    return {box.key: Bounded(4096) for box in rules.boxes}


@lru_cache(maxsize=64)
def _totals_read(rules: RuleSet) -> dict[str, dict[str, int | None]]:
    """Each total row's cell texts already read, with the number read (filled as sheets are checked)."""
    return {key: Bounded(4096) for key in (*ALL_TOTAL_ROWS, UPPER_EITHER)}


def error_total_notes(sheet: Sheet, rules: RuleSet) -> tuple[str, ...]:
    """A note for each total cell holding a spreadsheet's error value (``#VALUE!``), read as not written."""
    cells = "".join(map("".join, sheet.columns))
    if "#" not in cells and "rr:" not in cells:  # the usual sheet, looked at as one text ("Err:502" has "rr:")
        return ()
    labels = Labels.of(rules)
    notes = []
    for row in sheet.rows:
        found = labels.read(row.label)
        if found is None or found.kind in ("box", "heading", "dice-bought"):  # a box's error stops the command
            continue
        for player, text in row.cells.items():
            if is_spreadsheet_error(text):
                notes.append(say_in(NOTES, "error_in_total", where=sheet.where(row, player), value=text.strip(),
                                    label=row.label))
    return tuple(notes)


def formula_total_notes(sheet: Sheet, rules: RuleSet, verdict: DiceVerdict) -> tuple[str, ...]:
    """A note for each total that does not add up whose cell the spreadsheet's own formula worked out: the
    formula is wrong, not a student's sum (``Sheet.formulas``)."""
    if not sheet.formulas:
        return ()
    labels = Labels.of(rules)
    row_of = {found.key: row for row in sheet.rows if (found := labels.read(row.label)) is not None}
    notes = []
    for player, problem in verdict.problems:
        row = row_of.get(problem.row)
        if problem.kind == ProblemKind.ARITHMETIC and row is not None and (row.number, player) in sheet.formulas:
            notes.append(say_in(NOTES, "formula_total", where=sheet.where(row, player), label=row.label,
                                player=player, formula=sheet.formulas[(row.number, player)]))
    return tuple(notes)


def judge_sheet(sheet: Sheet, choice: GameChoice, options: CheckOptions) -> Judged:
    """The dice family's judge: every card checked, the winners by grand total."""
    # a paper card's column per game (verdicts.games_of_one_student): one left empty is a game not played
    sheet, absent = without_absent_players(sheet, least=1, games=games_of_one_student(sheet.players))
    try:
        verdict = check_dice_sheet(sheet, choice.rules, style=options.style, lang=options.lang, words=options.words)
    except SheetError as exc:
        raise with_grouping_hint(exc, sheet) from None
    return Judged(verdict, card_problems(verdict), (*absent, *totals_only_notes(verdict), *games_notes(verdict),
                                                    *error_total_notes(sheet, choice.rules),
                                                    *formula_total_notes(sheet, choice.rules, verdict),
                                                    *_zombie_columns_note(verdict.players, choice.rules)))


def _zombie_columns_note(players: tuple[str, ...], rules: RuleSet) -> tuple[str, ...]:
    """A note when columns named as the zombie's games ("Zombie game 1") were checked as a game's players: the
    sheet may be a Zombie game checked with other rules (--rules classic)."""
    from ..zombie import ZOMBIE, zombie_column

    named = [p for p in players if zombie_column(p)[0] == ZOMBIE and "zombie" in p.casefold()]
    return (say_in(NOTES, "zombie_columns_as_players", columns=named, title=rules.title),) if named else ()


__all__ = [
    "DICE_BOUGHT", "CardRows", "check_dice_sheet", "judge_sheet", "locate_rows", "read_bonus_cell", "read_card",
    "read_cell",
]
