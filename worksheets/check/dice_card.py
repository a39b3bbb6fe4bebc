"""A Yahtzee-family card as ``check`` holds it: what a student wrote (``WrittenCard``, ``WrittenTotals``), what
each box counts (``BoxEntry``), one card and one game checked (``CardVerdict``, ``DiceVerdict``); and the two
judgements that checking a card of boxes (``dice_verdict``) and a card of totals only (``totals_verdict``) share:
a problem's sentence, and whether an extra five-of-a-kind bonus written counts."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from types import MappingProxyType
from typing import Mapping, NamedTuple

from ..card import (
    ALL_TOTAL_ROWS,
    GRAND_TOTAL,
    UPPER_BONUS,
    UPPER_TOTAL,
    UPPER_WITH_BONUS,
    CardTotals,
    most_extra_count,
    pays_extra_bonus,
    total_field,
)
from ..rules import Box, ExtraPolicy, RuleSet
from ..verdicts import Problem, ProblemKind, own_kind_only
from ._text import PROBLEMS, say_in

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
    # the upper bonus written as a mark: a dash ("-", "–") read as 0, no bonus, or a tick read as the bonus; quoted
    # as written, never as the number it is read as
    upper_bonus_mark: str | None = None

    def get(self, row: str) -> int | None:
        return getattr(self, total_field(row))

    def mark(self, row: str) -> str | None:
        """The dash or tick written in ``row`` for its number, or None when the student wrote a number or nothing."""
        return self.upper_bonus_mark if row == UPPER_BONUS else None

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
    totals_only: bool = False  # the card gives its totals, not its boxes (a sheet of totals, or boxes left empty)


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
    on_totals: bool = False  # judged on its totals alone: the card gives no box (``totals_verdict.judge_totals``)

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
    # on a sheet of boxes, the players whose boxes are all empty and whose totals were written: judged on those
    on_totals: tuple[str, ...] = ()

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


@lru_cache(maxsize=4096)
def problem(kind: ProblemKind, row: str, label: str, reason: str) -> Problem:
    return Problem(kind, row, say_in(PROBLEMS, "problem", label=label, reason=reason))


def extra_bonus(rules: RuleSet, written: int | None,
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


__all__ = [
    "ARITHMETIC", "EXTRA", "IMPOSSIBLE", "NOT_FILLED",
    "BoxEntry", "BoxVerdict", "CardVerdict", "DiceVerdict", "Problem", "WrittenCard", "WrittenTotals",
    "extra_bonus", "problem",
]
