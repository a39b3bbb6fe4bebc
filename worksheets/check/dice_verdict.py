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
  is named ("Upper total: you wrote 61, the boxes add up to 64, so the 35 bonus is yours");
* on a sheet that gives only totals, a total above what the rules allow (``card.most_total``)
  is a problem and is not counted (``trusted_totals``); a player whose other totals do not
  give the score has none known, and then no winner is declared (``won``).

The most computed points wins; ties are shared. Nothing raises for a card with
problems: the verdict lists them all. Reading a sheet's rows into cards is ``dice_sheet``'s.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from types import MappingProxyType
from typing import Mapping, NamedTuple

from ..errors import SheetError
from ..rules import Box, ExtraPolicy, RuleSet
from ..verdicts import Problem, ProblemKind, Verdict, games_of_one_student, own_kind_only
from ._text import NOTES, PROBLEMS, say_in
from ..card import (
    ALL_TOTAL_ROWS,
    EXTRA_BONUS,
    GRAND_TOTAL,
    LOWER_BOXES,
    LOWER_TOTAL,
    UPPER_BONUS,
    UPPER_CARRIED,
    UPPER_TOTAL,
    UPPER_WITH_BONUS,
    CardTotals,
    above_most,
    boxes_as_written,
    card_totals,
    either_upper,
    grand_holds,
    most_extra_count,
    most_total,
    most_upper,
    pays_extra_bonus,
    row_label,
    total_field,
    totals_as_written,
    upper_bonus_for,
)

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
    lower_boxes: int | None = None  # a lower total above the extra-bonus row: the lower boxes alone
    # an upper total that may hold the bonus or not (``card.UPPER_EITHER``): judging a card copies it into the
    # upper total or the total with the bonus, as it reads (``read_either``)
    upper_either: int | None = None

    def get(self, row: str) -> int | None:
        return getattr(self, total_field(row))

    def read_either(self, row: str) -> "WrittenTotals":
        """These totals with the upper total that may hold the bonus or not copied into ``row`` (the upper total
        or the total with the bonus), or into the other of the two when the card has that one written too."""
        if self.upper_either is None:
            return self
        if self.get(row) is not None:
            row = UPPER_WITH_BONUS if row == UPPER_TOTAL else UPPER_TOTAL
        return self._replace(**{total_field(row): self.upper_either})

    def own_lower(self) -> int | None:
        """The lower total as the student's own totals give it (with the extra bonus written), or None."""
        if self.lower_total is not None:
            return self.lower_total
        return None if self.lower_boxes is None else self.lower_boxes + (self.extra_bonus or 0)


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
    # the total rows whose value is not known: on a sheet of totals, those that rest on a total written above what
    # the rules allow (``trusted_totals``); with the grand total among them, the card's score is not known
    unknown: frozenset[str] = frozenset()

    @property
    def score_known(self) -> bool:
        return GRAND_TOTAL not in self.unknown

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
    totals: Mapping[str, int | None]  # None: the score is not known (a sheet of totals whose totals cannot be right)
    winners: tuple[str, ...]  # none when some score is not known: no winner can be decided
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
    def scores(self) -> Mapping[str, int | None]:
        return self.totals

    @property
    def not_known(self) -> tuple[str, ...]:
        """The players whose score is not known, so that no winner can be decided."""
        return tuple(p for p in self.players if self.totals[p] is None)

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
    from ..numbers import MAX_NUMBER
    from ..words import say

    # A number too large to say (13 digits or more) is judged all the same, and listed without words.
    return say(value, style=style, lang=lang) if words and 0 <= value <= MAX_NUMBER else None


@lru_cache(maxsize=4096)
def _problem(kind: ProblemKind, row: str, label: str, reason: str) -> Problem:
    return Problem(kind, row, say_in(PROBLEMS, "problem", label=label, reason=reason))


@lru_cache(maxsize=1)
def _not_filled() -> str:
    return say_in(PROBLEMS, "not_filled")


@lru_cache(maxsize=4096)
def _impossible(value: int, label: str, allowed: frozenset[int]) -> str:
    return say_in(PROBLEMS, "impossible", value=value, label=label, runs=value_runs(allowed))


def judge_box(box: Box, value: int | None, allowed: frozenset[int], text: str | None,
              style: str, lang: str | None, words: bool) -> tuple[BoxEntry, Problem | None]:
    """What ``box`` holds when ``value`` is written in it (``allowed``: the values it can hold), and the
    problem with it (None when it counts)."""
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


def _extra_bonus(rules: RuleSet, written: int | None,
                 boxes: Mapping[str, BoxEntry] | None) -> tuple[int, str | None]:
    """The extra five-of-a-kind bonus that counts, and why the written one does not (or None); ``boxes`` None:
    the sheet gives only totals, so the five-alike box cannot be looked at."""
    if not written:
        return 0, None
    alike = rules.five_alike
    name = alike.label if alike else "Yahtzee"
    policy = rules.extra_policy
    if policy is ExtraPolicy.REPLACE_MAX:
        return 0, say_in(PROBLEMS, "extra_replace", written=written, alike=name)
    if not pays_extra_bonus(rules):
        return 0, say_in(PROBLEMS, "extra_none", written=written, title=rules.title, alike=name)
    held = boxes[alike.key] if boxes is not None else None
    if held is not None and held.counts_as != alike.scorer.fixed_points:
        return 0, say_in(PROBLEMS, "extra_without", written=written, alike=name, holds=held.value,
                         points=alike.scorer.fixed_points)
    each = rules.extra_points
    if written % each:
        return 0, say_in(PROBLEMS, "extra_not_multiple", written=written, alike=name, each=each)
    most = most_extra_count(rules)
    if most is not None and written // each > most:
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
        entry, problem = judge_box(box, card.boxes.get(box.key), allowed[box.key], card.texts.get(box.key),
                                   style, lang, words)
        entries[box.key] = entry
        if problem:
            problems.append(problem)
    return card_verdict(rules, player, entries, problems, card.totals)


def card_verdict(rules: RuleSet, player: str, entries: dict[str, BoxEntry], problems: list[Problem],
                 written: WrittenTotals, sums: tuple[int, int] | None = None) -> CardVerdict:
    """A card whose boxes are judged (``entries``, with their ``problems``; ``sums``: what the upper and the
    lower boxes count, when known): the totals, and the slips between the totals written and the computed ones."""
    extra, extra_reason = _extra_bonus(rules, written.extra_bonus, entries)
    either = written.upper_either
    if sums is None:
        totals = card_totals(rules, {key: entry.counts_as for key, entry in entries.items()}, extra)
    else:  # as card_totals adds them up
        upper_sum = sums[0]
        bonus_sum = upper_bonus_for(rules, upper_sum)
        lower_sum = sums[1] + extra
        totals = CardTotals(upper_sum, bonus_sum, extra, lower_sum, upper_sum + bonus_sum + lower_sum)
    upper, bonus, lower, grand = totals.upper_total, totals.upper_bonus, totals.lower_total, totals.grand_total
    if either is not None:  # the boxes tell which it is; one that is neither is the boxes alone, a slip
        written = written.read_either(UPPER_WITH_BONUS if bonus and either == upper + bonus else UPPER_TOTAL)
    if extra_reason is None and adds_up(written, upper, bonus, lower, grand):  # most cards: no slip to name
        return CardVerdict(player, MappingProxyType(entries), written, totals, tuple(problems))

    def uncounted(boxes: tuple[Box, ...]) -> list[str]:
        return [b.label for b in boxes if entries[b.key].value is not None and not entries[b.key].valid]

    def slip(row: str, reason: str) -> None:
        problems.append(_problem(ARITHMETIC, row, row_label(rules, row), reason))

    threshold = rules.upper_bonus.threshold if rules.upper_bonus else None
    points = rules.upper_bonus.points if rules.upper_bonus else 0
    consequence = None
    if written.upper_total is not None and written.upper_total != upper and bonus and either == written.upper_total:
        slip(UPPER_TOTAL, say_in(PROBLEMS, "upper_either", written=either, upper=upper, with_bonus=upper + bonus,
                                 uncounted=uncounted(rules.upper_boxes)))
    elif written.upper_total is not None and written.upper_total != upper:
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
    if written.lower_boxes is not None and written.lower_boxes != totals.lower_boxes:
        slip(LOWER_BOXES, say_in(PROBLEMS, "lower_total", written=written.lower_boxes, computed=totals.lower_boxes,
                                 with_extra=False, alike="", uncounted=uncounted(rules.lower_boxes)))
    if written.upper_carried is not None and written.upper_carried != totals.upper_carried:
        slip(UPPER_CARRIED, say_in(PROBLEMS, "upper_with_bonus", written=written.upper_carried, upper=upper,
                                   bonus=bonus, computed=totals.upper_carried))
    if written.grand_total is not None and written.grand_total != grand:
        parts = [upper, bonus, lower] if rules.upper_bonus else [upper, lower]
        own_upper = next((w for w in (written.upper_carried, written.upper_with_bonus) if w is not None), None)
        if own_upper is None:
            own_upper = ((written.upper_total if written.upper_total is not None else upper)
                         + (written.upper_bonus if written.upper_bonus is not None else bonus))
        own_lower = (written.lower_total if written.lower_total is not None
                     else written.lower_boxes + (written.extra_bonus or 0) if written.lower_boxes is not None
                     else lower)
        carried = own_upper + own_lower == written.grand_total
        slip(GRAND_TOTAL, say_in(PROBLEMS, "grand_total", written=written.grand_total, parts=parts,
                                 computed=grand, carried=carried))

    return CardVerdict(player, MappingProxyType(entries), written, totals, tuple(problems))


def adds_up(written: WrittenTotals, upper: int, bonus: int, lower: int, grand: int) -> bool:
    """Whether every total written is the one computed (the extra bonus aside: it is judged, not added up)."""
    return ((written.upper_total is None or written.upper_total == upper)
            and (written.upper_bonus is None or written.upper_bonus == bonus)
            and (written.lower_total is None or written.lower_total == lower)
            and (written.grand_total is None or written.grand_total == grand)
            and (written.upper_with_bonus is None or written.upper_with_bonus == upper + bonus)
            and (written.upper_carried is None or written.upper_carried == upper + bonus)
            and (written.upper_either is None or written.upper_either in (upper, upper + bonus))
            and written.lower_boxes is None)  # judged with the extra bonus known (``card_verdict``)


#: The totals a sheet of totals may hold more in than the rules allow (the bonuses are judged by rules of their own).
_LIMITED = (UPPER_TOTAL, UPPER_WITH_BONUS, UPPER_CARRIED, LOWER_BOXES, LOWER_TOTAL, GRAND_TOTAL)
_UPPER_ROWS = frozenset({UPPER_TOTAL, UPPER_WITH_BONUS, UPPER_CARRIED})
_LOWER_ROWS = frozenset({LOWER_TOTAL, LOWER_BOXES})


#: A total written that cannot be right: its row, the value written, the most it can be, and the total beside it
#: that sets that most (row and value; None: the rules alone set it).
TooHigh = tuple[str, int, int, "tuple[str, int] | None"]


def trusted_totals(rules: RuleSet, written: WrittenTotals) -> tuple[WrittenTotals, tuple[TooHigh, ...]]:
    """The totals written that can be right, and those that cannot: a total above the most its row holds on a card
    of these rules (``card.most_total``; the lower and the grand total with the extra bonus written, when it is),
    and a grand total that only one section stands beside, above that section and the most the other can add (the
    grand total would give the other section, and it would be more than it can be). Such a total is taken as not
    written, as a total whose formula failed is: no rule of the card says what the student meant, so it counts
    neither as written nor as any other number."""
    extra = written.extra_bonus
    too_high: list[TooHigh] = []
    for row in _LIMITED:
        value = written.get(row)
        most = above_most(rules, row, value, extra)
        if most is not None:
            too_high.append((row, value, most, None))
    if too_high:
        written = written._replace(**{total_field(row): None for row, _, _, _ in too_high})
    grand = written.grand_total
    if grand is not None:
        upper = next(((row, written.get(row)) for row in (UPPER_WITH_BONUS, UPPER_CARRIED, UPPER_TOTAL)
                      if written.get(row) is not None), None)
        lower = next(((row, written.get(row)) for row in (LOWER_TOTAL, LOWER_BOXES) if written.get(row) is not None),
                     None)
        # beside the section written, the grand total may hold the bonus written (a slip the verdict names, taken
        # out of the score), or else the one the upper total earns (the most the rules give, when it is not known),
        # and the extra bonus written
        written_bonus = written.upper_bonus
        beside, most = None, None
        if upper is not None and lower is None:
            section = most_total(rules, LOWER_TOTAL, extra)  # the lower section, with every extra bonus it can hold
            bonus = 0 if upper[0] != UPPER_TOTAL else (
                written_bonus if written_bonus is not None else upper_bonus_for(rules, upper[1]))
            if section is not None:
                beside, most = upper, upper[1] + bonus + section
        elif lower is not None and upper is None:
            bonus = written_bonus if written_bonus is not None else most_total(rules, UPPER_BONUS)
            beside, most = lower, lower[1] + (extra or 0) + most_upper(rules) + bonus
        if beside is not None and most is not None and grand > most:
            too_high.append((GRAND_TOTAL, grand, most, beside))
            written = written._replace(grand_total=None)
    return written, tuple(too_high)


def _judge_totals(rules: RuleSet, card: WrittenCard, player: str) -> CardVerdict:
    """A card that gives only its totals: scored by what they earn by the rules (``card.totals_as_written``),
    with the slips between them named (a bonus that does not follow the upper total, an extra bonus these rules
    do not pay, a grand total that is not the sum of the totals written above it). A total above what the rules
    allow (``trusted_totals``) is a problem and is not counted: the score comes from the other totals, and when
    they do not give it, the score is not known (``CardVerdict.unknown``), so no winner can be decided."""
    shown = card.totals
    if shown.upper_either is not None:
        shown = shown.read_either(either_upper(rules, shown.upper_either, shown.own_lower(), shown.grand_total)[0])
    written, too_high = trusted_totals(rules, shown)
    own_upper = next((w for w in (written.upper_with_bonus, written.upper_carried) if w is not None), None)
    extra, extra_reason = _extra_bonus(rules, written.extra_bonus, None)
    upper, lower = boxes_as_written(rules, written.upper_total, written.upper_bonus, written.extra_bonus,
                                    written.lower_total, own_upper, written.lower_boxes)
    found = totals_as_written(rules, written.upper_total, written.upper_bonus, written.extra_bonus,
                              written.lower_total, written.grand_total, own_upper, written.lower_boxes, extra)
    if found is None and not too_high:
        raise SheetError(f"{player}: no grand total")  # check_dice_sheet names the cell first
    known = found is not None
    totals = found if found is not None else CardTotals(
        upper or 0, upper_bonus_for(rules, upper) if upper is not None else 0, extra,
        0 if lower is None else lower + extra, 0)
    reason = say_in(PROBLEMS, "not_given")
    entries = {box.key: BoxEntry(None, False, reason, None) for box in rules.boxes}
    problems: list[Problem] = [
        _problem(IMPOSSIBLE, row, row_label(rules, row), say_in(
            PROBLEMS, "total_too_high", row=row, written=value, most=most, title=rules.title, known=known,
            extra=written.extra_bonus, alike=rules.five_alike.label if rules.five_alike else "",
            beside=(row_label(rules, beside[0]), beside[1]) if beside else None))
        for row, value, most, beside in too_high]
    dropped = {row for row, _, _, _ in too_high}
    unknown: set[str] = set() if known else {GRAND_TOTAL, *(_LOWER_ROWS if lower is None else ())}
    if dropped & _UPPER_ROWS and upper is None:
        unknown |= _UPPER_ROWS | ({UPPER_BONUS} if written.upper_bonus is None else set())
    if dropped & _LOWER_ROWS and (upper is None and own_upper is None):
        unknown |= _LOWER_ROWS

    def slip(row: str, message: str) -> None:
        problems.append(_problem(ARITHMETIC, row, row_label(rules, row), message))

    threshold = rules.upper_bonus.threshold if rules.upper_bonus else None
    points = rules.upper_bonus.points if rules.upper_bonus else 0
    if rules.upper_bonus is None and written.upper_bonus:
        slip(UPPER_BONUS, say_in(PROBLEMS, "no_upper_bonus", written=written.upper_bonus, title=rules.title))
    elif written.upper_bonus is not None and upper is not None and written.upper_bonus != totals.upper_bonus:
        slip(UPPER_BONUS, say_in(PROBLEMS, "bonus_wrong", written=written.upper_bonus, upper=upper,
                                 threshold=threshold, points=points, earned=totals.upper_bonus > 0))
    if own_upper is not None and written.upper_total is not None and own_upper != totals.upper_with_bonus:
        row = UPPER_WITH_BONUS if written.upper_with_bonus is not None else UPPER_CARRIED
        slip(row, say_in(PROBLEMS, "upper_with_bonus", written=own_upper, upper=written.upper_total,
                         bonus=totals.upper_bonus, computed=totals.upper_with_bonus))
    elif own_upper is not None and upper is None and rules.upper_bonus is not None:
        row = UPPER_WITH_BONUS if written.upper_with_bonus is not None else UPPER_CARRIED
        slip(row, say_in(PROBLEMS, "upper_with_bonus_unknown", written=own_upper, threshold=threshold,
                         points=points))
    if extra_reason is not None:
        problems.append(_problem(EXTRA, EXTRA_BONUS, row_label(rules, EXTRA_BONUS), extra_reason))
    if known and written.lower_total is not None and written.lower_total != totals.lower_total:
        # took in, or left out, a bonus
        slip(LOWER_TOTAL, say_in(PROBLEMS, "lower_total", written=written.lower_total, computed=totals.lower_total,
                                 with_extra=True, alike=rules.five_alike.label if rules.five_alike else "",
                                 uncounted=[row_label(rules, EXTRA_BONUS)] if extra_reason else []))
    grand_slip = _grand_slip(rules, written, totals)
    if grand_slip is not None:
        left = written.grand_total - grand_slip[1] - (written.extra_bonus or 0) - totals.upper_bonus
        slip(GRAND_TOTAL, say_in(PROBLEMS, grand_slip[0], written=written.grand_total, upper=grand_slip[1],
                                 bonus=totals.upper_bonus, score=totals.grand_total,
                                 **({"lower": left} if left >= 0 and grand_slip[0] == "grand_without_bonus" else {})))
    both = (upper is not None or own_upper is not None) and (
        written.lower_total is not None or written.lower_boxes is not None)
    if written.grand_total is not None and both and written.grand_total != totals.grand_total:
        parts = [totals.upper_total, totals.upper_bonus, totals.lower_total] if rules.upper_bonus else \
            [totals.upper_total, totals.lower_total]
        if upper is None:  # an upper total with the bonus that no upper total gives: counted as written
            parts = [own_upper, totals.lower_total]
        own = ((own_upper if own_upper is not None
                else (written.upper_total or 0) + (written.upper_bonus if written.upper_bonus is not None
                                                   else totals.upper_bonus))
               + (written.lower_total if written.lower_total is not None
                  else written.lower_boxes + (written.extra_bonus or 0)))
        slip(GRAND_TOTAL, say_in(PROBLEMS, "grand_total", written=written.grand_total, parts=parts,
                                 computed=totals.grand_total, carried=own == written.grand_total))
    return CardVerdict(player, MappingProxyType(entries), shown, totals, tuple(problems), frozenset(unknown))


def grand_reading(rules: RuleSet, written: WrittenTotals) -> tuple[int, int | None] | None:
    """On a card of totals that gives the upper total and the grand total but no lower total (the grand total
    written is then the score): what the upper boxes add up to, and the bonus the grand total is taken to hold
    (``card.grand_holds``: None when it is below the upper boxes). None for any other card."""
    if written.grand_total is None or written.lower_total is not None or written.lower_boxes is not None:
        return None
    own_upper = next((w for w in (written.upper_with_bonus, written.upper_carried) if w is not None), None)
    upper, _ = boxes_as_written(rules, written.upper_total, written.upper_bonus, written.extra_bonus, None,
                                own_upper, None)
    if upper is None:
        return None
    return upper, grand_holds(rules, upper, written.upper_bonus, written.grand_total, written.extra_bonus or 0)


def _grand_slip(rules: RuleSet, written: WrittenTotals, totals: CardTotals) -> tuple[str, int] | None:
    """Why a grand total written with no lower total to go by cannot be the score (``grand_reading``), and the
    upper boxes: "grand_below_upper", or "grand_without_bonus" (the bonus earned, and not written as 0, cannot
    be in it); None when it can be."""
    reading = grand_reading(rules, written)
    if reading is None:
        return None
    upper, held = reading
    if held is None:
        return "grand_below_upper", upper
    if held == 0 and totals.upper_bonus and written.upper_bonus != 0:
        return "grand_without_bonus", upper
    return None


def judge_dice_game(rules: RuleSet, cards: Mapping[str, WrittenCard], *, style: str = "us",
                    lang: str | None = None, words: bool = True) -> DiceVerdict:
    """Check every player's card and find the winners by computed grand total (ties shared)."""
    if not rules.boxes:
        raise SheetError(f"{rules.name} is not a game of boxes")
    players = tuple(cards)
    if not players:
        raise SheetError("no players to check")
    verdicts = {p: judge_card(rules, cards[p], p, style=style, lang=lang, words=words) for p in players}
    return game_verdict(rules, players, verdicts, all(card.totals_only for card in cards.values()))


def game_verdict(rules: RuleSet, players: tuple[str, ...], verdicts: Mapping[str, CardVerdict],
                 totals_only: bool, cards: Mapping[str, CardVerdict] | None = None) -> DiceVerdict:
    """The game of the cards checked (``verdicts``): the winners by grand total (ties shared). ``cards``: the
    verdicts as the game keeps them, when not as given."""
    return won(rules, players, MappingProxyType(verdicts) if cards is None else cards,
               {p: verdicts[p].totals.grand_total if verdicts[p].score_known else None for p in players},
               tuple([(p, problem) for p in players for problem in verdicts[p].problems]), totals_only)


def won(rules: RuleSet, players: tuple[str, ...], cards: Mapping[str, CardVerdict], totals: dict[str, int | None],
        problems: tuple[tuple[str, Problem], ...], totals_only: bool = False) -> DiceVerdict:
    """The game of cards with these grand totals and problems: the winners by grand total (ties shared); none
    when a score is not known (None): whoever it is could have won, so no winner can be decided."""
    if None in totals.values():
        return DiceVerdict(rules, players, cards, totals, (), problems, totals_only)
    best = max(totals.values())
    return DiceVerdict(rules, players, cards, totals, tuple([p for p in players if totals[p] == best]), problems,
                       totals_only)


@lru_cache(maxsize=4096)
def _card_problem(player: str, message: str) -> str:
    return say_in(PROBLEMS, "card_problem", player=player, message=message)


def card_problems(verdict: Verdict) -> tuple[str, ...]:
    """A sentence per problem of every card, naming the player."""
    problems = verdict.problems
    return tuple(_card_problem(player, problem.message) for player, problem in problems) if problems else ()


def bonus_worked_out(verdict: DiceVerdict) -> bool:
    """Whether a sheet of totals only has no bonus row, though its score counts the bonus each upper total
    earns: the report, the JSON and the key then show the bonus worked out, and a note says so."""
    bonus = verdict.rules.upper_bonus
    cards = [verdict.cards[p].written for p in verdict.players] if verdict.totals_only and bonus else []
    return any(w.upper_total is not None for w in cards) and all(w.upper_bonus is None for w in cards)


def totals_only_notes(verdict: DiceVerdict) -> tuple[str, ...]:
    """The note that a sheet was judged on its totals alone, when it was (and that its bonus was worked out)."""
    if not verdict.totals_only:
        return ()
    bonus = verdict.rules.upper_bonus
    worked_out = (say_in(NOTES, "bonus_worked_out", points=bonus.points, threshold=bonus.threshold),) \
        if bonus_worked_out(verdict) else ()
    return (say_in(NOTES, "totals_only"), *worked_out, *_either_notes(verdict), *_grand_notes(verdict))


def _grand_notes(verdict: DiceVerdict) -> tuple[str, ...]:
    """On a sheet of totals with upper totals and grand totals but no lower totals: the note that each grand total
    written was taken to hold the upper bonus (for whom), and, when a grand total could not be the score (it left
    the bonus out, or is below the upper total), who would have won by the grand totals as written."""
    rules = verdict.rules
    held, changed = [], False
    for p in verdict.players:
        card = verdict.cards[p]
        written = trusted_totals(rules, card.written)[0]
        reading = grand_reading(rules, written)
        if reading is None:
            continue
        if reading[1]:
            held.append((p, reading[1]))
        changed = changed or _grand_slip(rules, written, card.totals) is not None
    notes = (say_in(NOTES, "grand_holds_bonus", held=held),) if held else ()
    if changed and verdict.winners:
        as_written = {p: (verdict.cards[p].written.grand_total if verdict.cards[p].written.grand_total is not None
                          else verdict.totals[p]) for p in verdict.players}
        best = max(as_written.values())
        written_winners = [p for p in verdict.players if as_written[p] == best]
        if tuple(written_winners) != verdict.winners:
            notes += (say_in(NOTES, "winners_by_grand_written", written=written_winners,
                             winners=list(verdict.winners), games=games_of_one_student(verdict.players)),)
    return notes


def _either_notes(verdict: DiceVerdict) -> tuple[str, ...]:
    """On a sheet of totals, the note on how an upper total that may hold the bonus or not was read (and for
    whom that was assumed), when the sheet has one."""
    rules, bonus = verdict.rules, verdict.rules.upper_bonus
    written = [(p, verdict.cards[p].written) for p in verdict.players]
    if bonus is None or not bonus.points or all(w.upper_either is None for _, w in written):
        return ()
    assumed = [(p, w.upper_either) for p, w in written if w.upper_either is not None
               and either_upper(rules, w.upper_either, w.own_lower(), w.grand_total)[1]]
    return (say_in(NOTES, "upper_either_read", upper_row=row_label(rules, UPPER_TOTAL),
                   with_bonus_row=row_label(rules, UPPER_WITH_BONUS), points=bonus.points, assumed=assumed),)


def games_notes(verdict: DiceVerdict) -> tuple[str, ...]:
    """The note that the columns were read as one student's games (``games_of_one_student``), when they were."""
    if not games_of_one_student(verdict.players):
        return ()
    return (say_in(NOTES, "games_of_one_student", games=list(verdict.players)),)


__all__ = [
    "ARITHMETIC", "EXTRA", "IMPOSSIBLE", "NOT_FILLED",
    "BoxEntry", "BoxVerdict", "CardVerdict", "DiceVerdict", "Problem", "WrittenCard", "WrittenTotals",
    "adds_up", "allowed_values", "bonus_worked_out", "card_problems", "card_verdict", "game_verdict", "games_notes",
    "grand_reading",
    "judge_box", "judge_card", "judge_dice_game", "totals_only_notes", "trusted_totals", "value_runs", "won",
]
