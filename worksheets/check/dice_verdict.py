"""Checking finished Yahtzee-family cards: box values, bonuses, the student's own totals, the winners.

For every player's card:

* each box holds a value that box can hold under the rules (``RuleSet.card_values``);
  an impossible value is a problem and counts 0; an empty box is "not filled" and
  counts 0; X is a scratched box, 0;
* an extra five-of-a-kind bonus (the "Yahtzee bonus" row) counts only under a rule
  set that pays one, only while the five-alike box holds its points, and only in
  whole bonuses; otherwise it is a problem and counts 0;
* the totals are computed as the official card adds them (``game.Scorecard``):
  upper total, upper bonus, lower total = lower boxes + extra bonuses, grand total;
* every total the student wrote is checked against the computed one, and the slip
  is named ("Upper total: you wrote 61, the boxes add up to 64, so the 35 bonus is yours").

The most computed points wins; ties are shared. Nothing raises for a card with
problems: the verdict lists them all.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from types import MappingProxyType
from operator import itemgetter
from typing import Mapping, NamedTuple

from ..errors import NumberFormatError, SheetError
from ..numbers import parse_number
from ..rules import Box, ExtraPolicy, RuleSet
from ..verdicts import Problem, ProblemKind, Verdict, own_kind_only
from ._text import NOTES, PROBLEMS, REPORT, say_in
from ..card import (
    ALL_TOTAL_ROWS,
    EXTRA_BONUS,
    GRAND_TOTAL,
    LOWER_TOTAL,
    TOTAL_ROWS,
    UPPER_BONUS,
    UPPER_CARRIED,
    UPPER_TOTAL,
    UPPER_WITH_BONUS,
    CardTotals,
    card_totals,
    pays_extra_bonus,
    total_field,
    totals_as_written,
    upper_bonus_for,
)
from .infer import GameChoice
from .labels import DICE_BOUGHT, Labels
from .options import CheckOptions, Judged
from .sheets import Sheet, SheetRow, where_in

# Kinds of problem a card can have.
NOT_FILLED = ProblemKind.NOT_FILLED
IMPOSSIBLE = ProblemKind.IMPOSSIBLE
EXTRA = ProblemKind.EXTRA
ARITHMETIC = ProblemKind.ARITHMETIC


# --- value objects ------------------------------------------------------------------------


@dataclass(frozen=True)
class BoxEntry:
    """What one box holds: ``value`` written (None: not filled), whether it counts, and why not."""

    value: int | None
    valid: bool
    reason: str | None
    words: str | None
    written: str | None = None

    @property
    def counts_as(self) -> int:
        return self.value if self.valid and self.value is not None else 0


@own_kind_only
class WrittenTotals(NamedTuple):
    """The totals a student wrote on the card (None where nothing was written)."""

    upper_total: int | None = None
    upper_bonus: int | None = None
    extra_bonus: int | None = None
    lower_total: int | None = None
    grand_total: int | None = None
    upper_with_bonus: int | None = None  # the official card's "TOTAL of Upper Section"
    upper_carried: int | None = None  # the same, carried down into its lower section

    def get(self, row: str) -> int | None:
        return getattr(self, total_field(row))


@dataclass(frozen=True)
class WrittenCard:
    """One player's card as written: box values (None: not filled), totals, and the text of each cell."""

    boxes: Mapping[str, int | None]
    totals: WrittenTotals = WrittenTotals()
    texts: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))
    totals_only: bool = False  # the sheet gives the totals, not the boxes


@own_kind_only
class CardVerdict(NamedTuple):
    """One card checked: its boxes, the computed totals, what the student wrote, and every problem."""

    player: str
    boxes: Mapping[str, BoxEntry]
    written: WrittenTotals
    totals: CardTotals
    problems: tuple[Problem, ...]

    upper_total = property(lambda self: self.totals.upper_total)
    upper_bonus = property(lambda self: self.totals.upper_bonus)
    extra_bonus = property(lambda self: self.totals.extra_bonus)
    lower_total = property(lambda self: self.totals.lower_total)
    grand_total = property(lambda self: self.totals.grand_total)


@dataclass(frozen=True)
class BoxVerdict:
    """One box across the players: who scored most in it (nobody when all have 0), and each entry."""

    box: Box
    winners: tuple[str, ...]
    entries: Mapping[str, BoxEntry]


@own_kind_only
class DiceVerdict(NamedTuple):
    """A Yahtzee-family game checked: the grand totals, the winners and every problem (with the player);
    per card and per box on demand.

    A game checked from a sheet judges its cards again from the players' columns of texts when ``cards`` is
    first read (for a report, the JSON or a key): a class's verdicts are mostly counted, and kept that way
    they are a few objects a game for the garbage collector to rescan, not a dozen."""

    rules: RuleSet
    players: tuple[str, ...]
    cards: Mapping[str, CardVerdict]
    totals: Mapping[str, int]
    winners: tuple[str, ...]
    problems: tuple[tuple[str, Problem], ...]
    totals_only: bool = False  # judged on the totals written: the sheet gives no boxes

    @property
    def categories(self) -> tuple[BoxVerdict, ...]:
        """Each box across the players (built each time a report asks: a class's verdicts are mostly counted)."""
        players, columns = self.players, []
        for box in self.rules.boxes:
            row = {p: self.cards[p].boxes[box.key] for p in players}
            top = max(entry.counts_as for entry in row.values())
            winners = tuple(p for p in players if top > 0 and row[p].counts_as == top)
            columns.append(BoxVerdict(box, winners, MappingProxyType(row)))
        return tuple(columns)

    @property
    def scores(self) -> Mapping[str, int]:
        return self.totals

    @property
    def written_rows(self) -> frozenset[str]:
        """The total rows some student wrote a number other than 0 in (``card.card_rows`` shows them)."""
        return frozenset(row for row in ALL_TOTAL_ROWS if any(self.cards[p].written.get(row) for p in self.players))


# --- the engine ---------------------------------------------------------------------------


@lru_cache(maxsize=64)
def allowed_values(rules: RuleSet) -> dict[str, frozenset[int]]:
    """Every value each box can hold on a finished card, computed once per rule set."""
    return {box.key: rules.card_values(box.key) for box in rules.boxes}


def value_runs(values: frozenset[int]) -> list[tuple[int, int]]:
    """The values as runs of consecutive numbers: {0, 5, 6, 7} -> [(0, 0), (5, 7)]; runs of 2 split."""
    runs: list[list[int]] = []
    for value in sorted(values):
        if runs and value == runs[-1][1] + 1:
            runs[-1][1] = value
        else:
            runs.append([value, value])
    out: list[tuple[int, int]] = []
    for low, high in runs:
        if high - low == 1:
            out.extend([(low, low), (high, high)])
        else:
            out.append((low, high))
    return out


@lru_cache(maxsize=4096)
def _words(value: int, style: str, lang: str | None, words: bool = True) -> str | None:
    from ..words import say

    return say(value, style=style, lang=lang) if words else None


@lru_cache(maxsize=4096)
def _problem(kind: ProblemKind, row: str, label: str, reason: str) -> Problem:
    return Problem(kind, row, say_in(PROBLEMS, "problem", label=label, reason=reason))


@lru_cache(maxsize=1)
def _not_filled() -> str:
    return say_in(PROBLEMS, "not_filled")


@lru_cache(maxsize=4096)
def _impossible(value: int, label: str, allowed: frozenset[int]) -> str:
    return say_in(PROBLEMS, "impossible", value=value, label=label, runs=value_runs(allowed))


def row_label(rules: RuleSet, row: str) -> str:
    """The heading of a total row: 'Upper total', 'Yahtzee bonus' (the five-alike box's name) ..."""
    return _row_label(row, rules.five_alike.label if rules.five_alike else None)


@lru_cache(maxsize=256)
def _row_label(row: str, alike: str | None) -> str:
    return say_in(REPORT, "row_label", row=row, alike=alike)


def _judge_box(box: Box, value: int | None, allowed: frozenset[int], text: str | None,
               style: str, lang: str | None, words: bool) -> tuple[BoxEntry, Problem | None]:
    return _judged_box(box.key, box.label, value, allowed, text, style, lang, words)


@lru_cache(maxsize=8192)
def _judged_box(key: str, label: str, value: int | None, allowed: frozenset[int], text: str | None,
                style: str, lang: str | None, words: bool) -> tuple[BoxEntry, Problem | None]:
    # Entries and problems are frozen values: a class's cards write the same few values in
    # each box, so each is built once and shared by every verdict that holds it.
    if value is None:
        reason = _not_filled()
        return BoxEntry(None, False, reason, None, text), _problem(NOT_FILLED, key, label, reason)
    if value not in allowed:
        reason = _impossible(value, label, allowed)
        return (BoxEntry(value, False, reason, _words(value, style, lang, words), text),
                _problem(IMPOSSIBLE, key, label, reason))
    return BoxEntry(value, True, None, _words(value, style, lang, words), text), None


def _extra_bonus(rules: RuleSet, written: int | None, boxes: Mapping[str, BoxEntry]) -> tuple[int, str | None]:
    """The extra five-of-a-kind bonus that counts, and why the written one does not (or None)."""
    if not written:
        return 0, None
    alike = rules.five_alike
    name = alike.label if alike else "Yahtzee"
    policy = rules.extra_policy
    if policy is ExtraPolicy.REPLACE_MAX:
        return 0, say_in(PROBLEMS, "extra_replace", written=written, alike=name)
    if not pays_extra_bonus(rules):
        return 0, say_in(PROBLEMS, "extra_none", written=written, title=rules.title, alike=name)
    held = boxes[alike.key]
    if held.counts_as != alike.scorer.fixed_points:
        return 0, say_in(PROBLEMS, "extra_without", written=written, alike=name, holds=held.value,
                         points=alike.scorer.fixed_points)
    each = rules.extra_points
    if written % each:
        return 0, say_in(PROBLEMS, "extra_not_multiple", written=written, alike=name, each=each)
    most = len(rules.boxes) - 1
    if policy.joker and written // each > most:
        return 0, say_in(PROBLEMS, "extra_too_many", written=written, alike=name, each=each, most=most)
    return written, None


def judge_card(rules: RuleSet, card: WrittenCard, player: str = "", *, style: str = "us",
               lang: str | None = None, words: bool = True) -> CardVerdict:
    """Check one finished card under ``rules``."""
    if card.totals_only:
        return _judge_totals(rules, card, player)
    allowed = allowed_values(rules)
    entries: dict[str, BoxEntry] = {}
    problems: list[Problem] = []
    for box in rules.boxes:
        entry, problem = _judge_box(box, card.boxes.get(box.key), allowed[box.key], card.texts.get(box.key),
                                    style, lang, words)
        entries[box.key] = entry
        if problem:
            problems.append(problem)
    return _card(rules, player, entries, problems, card.totals)


def _card(rules: RuleSet, player: str, entries: dict[str, BoxEntry], problems: list[Problem],
          written: WrittenTotals, sums: tuple[int, int] | None = None) -> CardVerdict:
    """A card whose boxes are judged (``entries``, with their ``problems``; ``sums``: what the upper and the
    lower boxes count, when known): the totals, and the slips between the totals written and the computed ones."""
    extra, extra_reason = _extra_bonus(rules, written.extra_bonus, entries)
    if sums is None:
        totals = card_totals(rules, {key: entry.counts_as for key, entry in entries.items()}, extra)
    else:  # as card_totals adds them up
        upper_sum = sums[0]
        bonus_sum = upper_bonus_for(rules, upper_sum)
        lower_sum = sums[1] + extra
        totals = CardTotals(upper_sum, bonus_sum, extra, lower_sum, upper_sum + bonus_sum + lower_sum)
    upper, bonus, lower, grand = totals.upper_total, totals.upper_bonus, totals.lower_total, totals.grand_total
    if extra_reason is None and _adds_up(written, upper, bonus, lower, grand):  # most cards: no slip to name
        return CardVerdict(player, MappingProxyType(entries), written, totals, tuple(problems))

    def uncounted(boxes: tuple[Box, ...]) -> list[str]:
        return [b.label for b in boxes if entries[b.key].value is not None and not entries[b.key].valid]

    def slip(row: str, reason: str) -> None:
        problems.append(_problem(ARITHMETIC, row, row_label(rules, row), reason))

    threshold = rules.upper_bonus.threshold if rules.upper_bonus else None
    points = rules.upper_bonus.points if rules.upper_bonus else 0
    consequence = None
    if written.upper_total is not None and written.upper_total != upper:
        if threshold is not None and (written.upper_total >= threshold) != bool(bonus):
            consequence = "yours" if bonus else "none"
        slip(UPPER_TOTAL, say_in(PROBLEMS, "upper_total", written=written.upper_total, computed=upper,
                                 uncounted=uncounted(rules.upper_boxes), consequence=consequence,
                                 points=points, threshold=threshold))
    if written.upper_bonus is not None and written.upper_bonus != bonus:
        explained = consequence is not None and written.upper_bonus == upper_bonus_for(rules, written.upper_total)
        if not explained:
            if rules.upper_bonus is None:
                reason = say_in(PROBLEMS, "no_upper_bonus", written=written.upper_bonus, title=rules.title)
            else:
                reason = say_in(PROBLEMS, "bonus_wrong", written=written.upper_bonus, upper=upper,
                                threshold=threshold, points=points, earned=bool(bonus))
            slip(UPPER_BONUS, reason)
    if written.upper_with_bonus is not None and written.upper_with_bonus != totals.upper_with_bonus:
        slip(UPPER_WITH_BONUS, say_in(PROBLEMS, "upper_with_bonus", written=written.upper_with_bonus, upper=upper,
                                      bonus=bonus, computed=totals.upper_with_bonus))
    if extra_reason is not None:
        problems.append(_problem(EXTRA, EXTRA_BONUS, row_label(rules, EXTRA_BONUS), extra_reason))
    if written.lower_total is not None and written.lower_total != lower:
        slip(LOWER_TOTAL, say_in(PROBLEMS, "lower_total", written=written.lower_total, computed=lower,
                                 with_extra=pays_extra_bonus(rules) or bool(written.extra_bonus),
                                 alike=rules.five_alike.label if rules.five_alike else "",
                                 uncounted=uncounted(rules.lower_boxes) + ([row_label(rules, EXTRA_BONUS)]
                                                                          if extra_reason else [])))
    if written.upper_carried is not None and written.upper_carried != totals.upper_carried:
        slip(UPPER_CARRIED, say_in(PROBLEMS, "upper_with_bonus", written=written.upper_carried, upper=upper,
                                   bonus=bonus, computed=totals.upper_carried))
    if written.grand_total is not None and written.grand_total != grand:
        parts = [upper, bonus, lower] if rules.upper_bonus else [upper, lower]
        own_upper = next((w for w in (written.upper_carried, written.upper_with_bonus) if w is not None), None)
        if own_upper is None:
            own_upper = ((written.upper_total if written.upper_total is not None else upper)
                         + (written.upper_bonus if written.upper_bonus is not None else bonus))
        own_lower = written.lower_total if written.lower_total is not None else lower
        carried = own_upper + own_lower == written.grand_total
        slip(GRAND_TOTAL, say_in(PROBLEMS, "grand_total", written=written.grand_total, parts=parts,
                                 computed=grand, carried=carried))

    return CardVerdict(player, MappingProxyType(entries), written, totals, tuple(problems))


def _adds_up(written: WrittenTotals, upper: int, bonus: int, lower: int, grand: int) -> bool:
    """Whether every total written is the one computed (the extra bonus aside: it is judged, not added up)."""
    return ((written.upper_total is None or written.upper_total == upper)
            and (written.upper_bonus is None or written.upper_bonus == bonus)
            and (written.lower_total is None or written.lower_total == lower)
            and (written.grand_total is None or written.grand_total == grand)
            and (written.upper_with_bonus is None or written.upper_with_bonus == upper + bonus)
            and (written.upper_carried is None or written.upper_carried == upper + bonus))


def _judge_totals(rules: RuleSet, card: WrittenCard, player: str) -> CardVerdict:
    """A card that gives only its totals: scored by the totals written (``card.totals_as_written``),
    with the slips between them named (a bonus that does not follow the upper total, a grand total
    that is not the sum of the totals written above it)."""
    written = card.totals
    totals = totals_as_written(rules, written.upper_total, written.upper_bonus, written.extra_bonus,
                               written.lower_total, written.grand_total,
                               next((w for w in (written.upper_with_bonus, written.upper_carried) if w is not None),
                                    None))
    if totals is None:
        raise SheetError(f"{player}: no grand total")  # check_dice_sheet names the cell first
    reason = say_in(PROBLEMS, "not_given")
    entries = {box.key: BoxEntry(None, False, reason, None) for box in rules.boxes}
    problems: list[Problem] = []
    threshold = rules.upper_bonus.threshold if rules.upper_bonus else None
    points = rules.upper_bonus.points if rules.upper_bonus else 0
    if written.upper_total is not None and written.upper_bonus is not None \
            and written.upper_bonus != upper_bonus_for(rules, written.upper_total):
        if rules.upper_bonus is None:
            reason = say_in(PROBLEMS, "no_upper_bonus", written=written.upper_bonus, title=rules.title)
        else:
            reason = say_in(PROBLEMS, "bonus_wrong", written=written.upper_bonus, upper=written.upper_total,
                            threshold=threshold, points=points,
                            earned=upper_bonus_for(rules, written.upper_total) > 0)
        problems.append(_problem(ARITHMETIC, UPPER_BONUS, row_label(rules, UPPER_BONUS), reason))
    if written.grand_total is not None and written.upper_total is not None and written.lower_total is not None:
        parts = [written.upper_total, totals.upper_bonus, written.lower_total] if rules.upper_bonus else \
            [written.upper_total, written.lower_total]
        if sum(parts) != written.grand_total:
            problems.append(_problem(ARITHMETIC, GRAND_TOTAL, row_label(rules, GRAND_TOTAL),
                                     say_in(PROBLEMS, "grand_total_as_written", written=written.grand_total,
                                            parts=parts, computed=sum(parts))))
    return CardVerdict(player, MappingProxyType(entries), written, totals, tuple(problems))


def judge_dice_game(rules: RuleSet, cards: Mapping[str, WrittenCard], *, style: str = "us",
                    lang: str | None = None, words: bool = True) -> DiceVerdict:
    """Check every player's card and find the winners by computed grand total (ties shared)."""
    if not rules.boxes:
        raise SheetError(f"{rules.name} is not a game of boxes")
    players = tuple(cards)
    if not players:
        raise SheetError("no players to check")
    verdicts = {p: judge_card(rules, cards[p], p, style=style, lang=lang, words=words) for p in players}
    return _game(rules, players, verdicts, all(card.totals_only for card in cards.values()))


def _game(rules: RuleSet, players: tuple[str, ...], verdicts: Mapping[str, CardVerdict], totals_only: bool,
          cards: Mapping[str, CardVerdict] | None = None) -> DiceVerdict:
    """The game of the cards checked (``verdicts``): the winners by grand total (ties shared). ``cards``: the
    verdicts as the game keeps them, when not as given."""
    return _won(rules, players, MappingProxyType(verdicts) if cards is None else cards,
                {p: verdicts[p].totals.grand_total for p in players},
                tuple([(p, problem) for p in players for problem in verdicts[p].problems]), totals_only)


def _won(rules: RuleSet, players: tuple[str, ...], cards: Mapping[str, CardVerdict], totals: dict[str, int],
         problems: tuple[tuple[str, Problem], ...], totals_only: bool = False) -> DiceVerdict:
    """The game of cards with these grand totals and problems: the winners by grand total (ties shared)."""
    best = max(totals.values())
    return DiceVerdict(rules, players, cards, totals, tuple([p for p in players if totals[p] == best]), problems,
                       totals_only)


# --- from a sheet -------------------------------------------------------------------------


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
    labels = Labels.of(rules)
    boxes: dict[str, SheetRow] = {}
    totals: dict[str, SheetRow] = {}
    bought: SheetRow | None = None
    for row, found in zip(sheet.rows, labels.read_all([row.label for row in sheet.rows])):
        if found is None:
            raise SheetError(
                f"{sheet.where(row)}: {row.label!r} is not a box of {rules.title} (boxes: {labels.accepted()}; "
                f"totals: {', '.join(row_label(rules, key) for key in TOTAL_ROWS)})")
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


def read_cell(sheet: Sheet, row: SheetRow, player: str, *, x_is: int | None) -> tuple[int | None, str | None]:
    """(value, text as written) of one cell: None for an empty cell, ``x_is`` for X; refuses words."""
    return _read_text(row.cells.get(player, ""), x_is, sheet, row.number, player)


def _read_text(raw: str, x_is: int | None, sheet: "Sheet | _SheetCards", number: int,
               player: str) -> tuple[int | None, str | None]:
    """``read_cell`` of the text ``raw``, in row ``number`` of ``player``'s column."""
    text = raw.strip()
    if not text:
        return None, None
    if text.isascii() and text.isdigit():
        return int(text), text
    if text.casefold() == "x":
        return x_is, "X"
    try:
        return parse_number(text, where=sheet.where_number(number, player)), text
    except NumberFormatError as exc:
        raise SheetError(f"{exc}; a box holds its points, 0 or X") from None


_TICKS = frozenset("✓✔√")
_PLUS_TERMS = re.compile(r"^\+?\s*[0-9][0-9,]*(?:\s*\+\s*[0-9][0-9,]*)*$")


def read_bonus_cell(sheet: Sheet, row: SheetRow, player: str, each: int = 0) -> int | None:
    """The extra five-of-a-kind bonus as written: a number, "+100" or "+100 +100" (seed 002: "write +100
    under your column"), or a tick per extra five-alike (the official card: "✓ for each bonus, score 100
    per ✓"; ``each`` points a tick, the rule set's points for an extra five-alike)."""
    return _read_bonus_text(row.cells.get(player, ""), each, sheet, row.number, player)


def _read_bonus_text(raw: str, each: int, sheet: "Sheet | _SheetCards", number: int, player: str) -> int | None:
    """``read_bonus_cell`` of the text ``raw``, in row ``number`` of ``player``'s column."""
    text = raw.strip()
    if text and set(text.replace(" ", "")) <= _TICKS:
        return len(text.replace(" ", "")) * each
    if text.startswith("+") and _PLUS_TERMS.match(text):
        terms = [t for t in re.split(r"\s*\+\s*|\s+", text) if t]
        return sum(parse_number(t, where=sheet.where_number(number, player)) for t in terms)
    return _read_text(raw, None, sheet, number, player)[0]


def read_card(sheet: Sheet, rows: CardRows, player: str, rules: RuleSet | None = None) -> WrittenCard:
    """One player's column as a written card: X in a box is a scratched 0; an empty total is not written.

    ``rules`` gives the points of a tick in the extra five-alike bonus row."""
    boxes: dict[str, int | None] = {}
    texts: dict[str, str] = {}
    for key, row in rows.boxes.items():
        value, text = read_cell(sheet, row, player, x_is=0)
        boxes[key] = value
        if text is not None:
            texts[key] = text
    each = rules.extra_points if rules is not None else 0
    totals = {key: (read_bonus_cell(sheet, row, player, each) if key == EXTRA_BONUS
                    else read_cell(sheet, row, player, x_is=None)[0]) for key, row in rows.totals.items()}
    written = WrittenTotals(totals.get(UPPER_TOTAL), totals.get(UPPER_BONUS), totals.get(EXTRA_BONUS),
                            totals.get(LOWER_TOTAL), totals.get(GRAND_TOTAL), totals.get(UPPER_WITH_BONUS),
                            totals.get(UPPER_CARRIED))
    totals_only = not rows.boxes and bool(rows.totals)
    if totals_only and rules is not None and totals_as_written(rules, written.upper_total, written.upper_bonus, None,
                                         written.lower_total, written.grand_total,
                                         written.upper_with_bonus or written.upper_carried) is None:
        row = rows.totals.get(GRAND_TOTAL) or next(iter(rows.totals.values()))
        raise SheetError(f"{sheet.where(row, player)}: no grand total; a sheet of totals only is judged on "
                         "each player's grand total (or upper and lower totals)")
    return WrittenCard(MappingProxyType(boxes), written, MappingProxyType(texts), totals_only)


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
    cards = _SheetCards(sheet, rules, _planned(layout, rules, style, lang, words), columns)
    tallied = cards.tally()
    if tallied is None:  # some card needs its entries to word a problem
        return _game(rules, sheet.players, cards.judge(), False, cards)
    return _won(rules, sheet.players, cards, *tallied)


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
            verdicts[player] = _card(rules, player, entries, problems, written, sums)
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
            if written.extra_bonus or not _adds_up(written, upper, bonus, lower, upper + bonus + lower):
                return None
            totals[player] = upper + bonus + lower  # as ``_card`` adds a card up with no extra bonus
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
                entry, problem = _judge_box(box, value, known, written, style, lang, words)
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
                value = (_read_bonus_text(text, self._rules.extra_points, self, numbers[index], player)
                         if key == EXTRA_BONUS else _read_text(text, None, self, numbers[index], player)[0])
                read[text] = value
            totals[field_index] = value
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

    def __post_init__(self) -> None:
        self.lacks_a_box = any(index is None for _, index, _ in self.boxes)


#: Layouts already found, by (labels, rules).
_LAYOUTS: dict[tuple[tuple[str, ...], RuleSet], _Layout] = {}


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
    if len(_LAYOUTS) > 256:
        _LAYOUTS.clear()
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
    return {box.key: _Bounded() for box in rules.boxes}


@lru_cache(maxsize=64)
def _totals_read(rules: RuleSet) -> dict[str, dict[str, int | None]]:
    """Each total row's cell texts already read, with the number read (filled as sheets are checked)."""
    return {key: _Bounded() for key in ALL_TOTAL_ROWS}


class _Bounded(dict):
    """A dict that empties itself when it grows past a few thousand entries (a cache of cell texts)."""

    def __setitem__(self, key, value) -> None:
        if len(self) > 4096:
            self.clear()
        super().__setitem__(key, value)


@lru_cache(maxsize=4096)
def _card_problem(player: str, message: str) -> str:
    return say_in(PROBLEMS, "card_problem", player=player, message=message)


def card_problems(verdict: Verdict) -> tuple[str, ...]:
    """A sentence per problem of every card, naming the player."""
    problems = verdict.problems
    return tuple(_card_problem(player, problem.message) for player, problem in problems) if problems else ()


def totals_only_notes(verdict: DiceVerdict) -> tuple[str, ...]:
    """The note that a sheet was judged on its totals alone, when it was."""
    return (say_in(NOTES, "totals_only"),) if verdict.totals_only else ()


def judge_sheet(sheet: Sheet, choice: GameChoice, options: CheckOptions) -> Judged:
    """The dice family's judge: every card checked, the winners by grand total."""
    verdict = check_dice_sheet(sheet, choice.rules, style=options.style, lang=options.lang, words=options.words)
    return Judged(verdict, card_problems(verdict), totals_only_notes(verdict))


__all__ = [
    "ARITHMETIC", "EXTRA", "IMPOSSIBLE", "NOT_FILLED", "DICE_BOUGHT",
    "BoxEntry", "BoxVerdict", "CardRows", "CardVerdict", "DiceVerdict", "Problem", "WrittenCard", "WrittenTotals",
    "allowed_values", "check_dice_sheet", "read_cell", "judge_card", "judge_dice_game", "locate_rows", "read_card",
    "row_label", "value_runs",
]
