"""The rows and totals of a Yahtzee-family card: decided here, once, for every sheet that shows one.

A printed scorecard, the checker's report, its JSON and the comparison key all
lay a card out from ``card_rows`` and add it up with ``card_totals``; the game
state (``game.Scorecard``) adds up with ``card_totals`` too. Rows beyond the boxes:

- *Upper total*, and *Bonus* when the rule set has an upper bonus, after the
  upper boxes; *Lower total* after the lower ones, when the card has both
  sections with the upper boxes first (every preset). A rule set whose upper
  boxes are mixed in among the others gets *Upper total* and *Bonus* after all
  the boxes, only when it has an upper bonus.
- A tally row for extra five-of-a-kinds (*Yahtzee bonus*, *Lucky Dice bonus*)
  when an extra one earns points (``pays_extra_bonus``). It sits in the lower
  section and the lower total adds it, as on the official Yahtzee card.
- *Grand total*, always.

The official Yahtzee score card adds two rows of its own (``OFFICIAL_ROWS``): in
the upper section "TOTAL of Upper Section", the upper boxes *with* the bonus
(its "TOTAL SCORE" row is our *Upper total*, the boxes alone), and in the lower
section the same total carried down above the grand total. Both are worked out
here as the upper total plus the bonus; a card shows them only when a sheet
has them (``card_rows(rules, written)``). A card that adds the extra bonus below its lower total has
that total without it (``LOWER_BOXES``), and then shows its lower total with it only when it has one.

A sheet may give only the totals, not the boxes: ``totals_as_written`` says
what such a card scores, and ``either_upper`` whether an upper total written where
it may hold the bonus or not (``UPPER_EITHER``) holds it. ``most_total`` is the most
each total row can hold under a rule set (a total above it cannot be right).

A filled sheet may hold a total row its rule set does not have (a student who
wrote a bonus under rules without one): ``card_rows(rules, written)`` puts such
rows where they would stand, so the verdict can show what is wrong with them.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache
from itertools import repeat
from typing import Mapping, NamedTuple

from .rules import Box, ExtraPolicy, RuleSet
from .templating import macro
from .verdicts import own_kind_only

#: The rows a student writes totals in, by key: SPEC section 4's ``check`` input.
UPPER_TOTAL = "upper-total"
UPPER_BONUS = "bonus"
EXTRA_BONUS = "extra-bonus"
LOWER_TOTAL = "lower-total"
GRAND_TOTAL = "grand-total"
TOTAL_ROWS = (UPPER_TOTAL, UPPER_BONUS, EXTRA_BONUS, LOWER_TOTAL, GRAND_TOTAL)
#: The official card's "TOTAL of Upper Section": the upper boxes and the bonus.
UPPER_WITH_BONUS = "upper-with-bonus"
#: The same total carried down into the official card's lower section.
UPPER_CARRIED = "upper-carried"
OFFICIAL_ROWS = (UPPER_WITH_BONUS, UPPER_CARRIED)
#: A lower total above the extra-bonus row (a card that adds the bonus below it): the lower boxes alone.
LOWER_BOXES = "lower-boxes"
#: An upper total written in a row that may hold the bonus or not ("Upper total" under the bonus row; the official
#: card's "TOTAL of Upper Section" on a sheet with no upper box): each player's is read as the one it can be
#: (``either_upper`` on a sheet of totals; the boxes tell on a sheet of boxes). Never a row of a card.
UPPER_EITHER = "upper-either"
#: The rows a sheet may add to its rule set's card, by their place on it.
PLACED_ROWS = OFFICIAL_ROWS + (LOWER_BOXES,)
#: Every row a student may add up on a card.
ALL_TOTAL_ROWS = TOTAL_ROWS + PLACED_ROWS

#: Policies under which an extra five-of-a-kind adds points to the tally row.
_TALLIED = (ExtraPolicy.FORCED_JOKER, ExtraPolicy.FREE_JOKER, ExtraPolicy.BONUS_NO_BOX,
            ExtraPolicy.BONUS_EXTRA_TURN)


class RowKind(StrEnum):
    BOX = "box"  # scored from a roll
    BONUS = "bonus"  # earned: the upper bonus, the extra five-of-a-kind tally
    TOTAL = "total"  # added up by the player


class Section(StrEnum):
    UPPER = "upper"
    LOWER = "lower"
    BOXES = "boxes"  # every box, when the upper boxes are not all first
    TOTALS = "totals"  # the rows after such boxes
    END = "end"  # the grand total


@dataclass(frozen=True)
class CardRow:
    """One line of a card: a box (``box`` set) or a row worked out from the boxes.

    ``rule_above``: a heavy line above it, where a section starts or a total is drawn.
    """

    key: str
    kind: RowKind
    section: Section
    box: Box | None = None
    rule_above: bool = False


@own_kind_only
class CardTotals(NamedTuple):
    """A card added up as the official card adds it (a tuple: thousands are built when a class is checked)."""

    upper_total: int
    upper_bonus: int
    extra_bonus: int
    lower_total: int  # the lower boxes and the extra bonuses
    grand_total: int

    @property
    def upper_with_bonus(self) -> int:
        """The official card's "TOTAL of Upper Section": the upper boxes and the bonus."""
        return self.upper_total + self.upper_bonus

    @property
    def upper_carried(self) -> int:
        """The upper section's total carried down into the lower section (the official card)."""
        return self.upper_with_bonus

    @property
    def lower_boxes(self) -> int:
        """The lower boxes alone: a lower total written above the extra-bonus row."""
        return self.lower_total - self.extra_bonus

    def get(self, row: str) -> int:
        """The total of row ``row`` (one of ``ALL_TOTAL_ROWS``)."""
        return getattr(self, _FIELDS[row])


_FIELDS = {UPPER_TOTAL: "upper_total", UPPER_BONUS: "upper_bonus", EXTRA_BONUS: "extra_bonus",
           LOWER_TOTAL: "lower_total", GRAND_TOTAL: "grand_total",
           UPPER_WITH_BONUS: "upper_with_bonus", UPPER_CARRIED: "upper_carried", LOWER_BOXES: "lower_boxes",
           UPPER_EITHER: "upper_either"}


def total_field(row: str) -> str:
    """The JSON and attribute name of a total row: 'upper-total' -> 'upper_total'."""
    return _FIELDS[row]


def row_label(rules: RuleSet, row: str) -> str:
    """The name of a row a card adds up ('Upper total', 'Lucky Dice bonus'), the same on every sheet and screen."""
    return row_name(row, rules.five_alike.label if rules.five_alike else None)


@lru_cache(maxsize=256)
def row_name(row: str, alike: str | None = None) -> str:
    """The name of row ``row`` (a key of ``ALL_TOTAL_ROWS``, "dice-bought" or "points"); ``alike``: the
    label of the five-alike box, which names the extra-bonus row."""
    return macro("rows.j2", "row_label")(row, alike)


def pays_extra_bonus(rules: RuleSet) -> bool:
    """Whether an extra five-of-a-kind earns points on this rule set's card."""
    return rules.five_alike is not None and rules.extra_policy in _TALLIED and rules.extra_points > 0


def upper_bonus_for(rules: RuleSet, upper_total: int) -> int:
    bonus = rules.upper_bonus
    return bonus.points if bonus and upper_total >= bonus.threshold else 0


@lru_cache(maxsize=64)
def _section_keys(rules: RuleSet) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The keys of the upper boxes and of the lower ones (a class's cards are added up thousands of times)."""
    return tuple(box.key for box in rules.upper_boxes), tuple(box.key for box in rules.lower_boxes)


def card_totals(rules: RuleSet, values: Mapping[str, int], extra_bonus: int = 0) -> CardTotals:
    """The totals of a card whose boxes count ``values`` (box key -> points; absent: 0)."""
    upper_keys, lower_keys = _section_keys(rules)
    upper = sum(map(values.get, upper_keys, repeat(0)))
    bonus = upper_bonus_for(rules, upper)
    lower = sum(map(values.get, lower_keys, repeat(0))) + extra_bonus
    return CardTotals(upper, bonus, extra_bonus, lower, upper + bonus + lower)


def totals_as_written(rules: RuleSet, upper: int | None = None, bonus: int | None = None, extra: int | None = None,
                      lower: int | None = None, grand: int | None = None, upper_with_bonus: int | None = None,
                      lower_boxes: int | None = None, extra_counted: int | None = None) -> CardTotals | None:
    """What a card that gives only its totals earns by the rules (a Zombie tally, a list of grand totals).

    The totals written stand for the boxes as the card adds them up (``boxes_as_written``); the card earns
    the upper boxes, the bonus they earn, the lower boxes and ``extra_counted`` (the extra bonus that counts;
    None: as written). A bonus or an extra bonus written that does not count earns nothing, and a grand total
    that is not their sum is a slip, not the score. Only when the upper or the lower boxes cannot be told is
    the grand total written the score, less what it took in that does not count; beside an upper total it is
    taken to hold the bonus when it has room for it, and a grand total below the upper boxes counts the upper
    boxes and their bonus alone (``grand_holds``). None when neither is known.
    Totals not known count 0 in the other fields.
    """
    written_extra = extra or 0
    counted = written_extra if extra_counted is None else extra_counted
    upper_boxes, lower_part = boxes_as_written(rules, upper, bonus, extra, lower, upper_with_bonus, lower_boxes)
    if upper_boxes is not None:
        earned = upper_bonus_for(rules, upper_boxes)
        upper_part: int | None = upper_boxes + earned
    else:
        earned = (bonus or 0) if rules.upper_bonus is not None else 0  # cannot be told: as written
        upper_part = upper_with_bonus  # one that no upper total can give (``upper_of``) counts as written
    if upper_part is not None and lower_part is not None:
        score = upper_part + lower_part + counted
    elif grand is not None and upper_boxes is not None:  # the upper total and the grand total, no lower total
        held = grand_holds(rules, upper_boxes, bonus, grand, written_extra)
        if held is None:  # below the upper boxes: the lower section cannot have added anything
            score = upper_boxes + earned + counted
        else:
            score = grand - held + earned - written_extra + counted
    elif grand is not None:  # it took in the bonus and the extra bonus written
        score = grand - (bonus if bonus is not None else earned) + earned - written_extra + counted
    else:
        return None
    if lower_part is not None:
        lower_total = lower_part + counted
    else:
        lower_total = score - upper_part if upper_part is not None else 0
    return CardTotals(upper_boxes or 0, earned, counted, lower_total, score)


def grand_holds(rules: RuleSet, upper: int, bonus: int | None, grand: int, extra: int = 0) -> int | None:
    """The upper bonus that a grand total written with no lower total to go by is taken to hold, on a card of
    totals whose upper boxes add up to ``upper`` (``bonus``: the bonus written, or None; ``extra``: the extra bonus
    written, which it holds too): the bonus written, or else the one the upper total earns, when the grand total
    has room for it above the upper boxes and the extra bonus, and what is left is a total the lower boxes can
    make; 0 when it has room for those alone, or only without the bonus leaves the lower boxes a total they can
    make (70 and 107 in classic: 2 is no lower total, 37 is); None when it is below the upper boxes, so that no
    lower section can make it."""
    held = bonus if bonus is not None else upper_bonus_for(rules, upper)
    if grand < upper:
        return None
    room = grand - upper - extra
    if 0 <= room < held:
        return 0
    if held and room - held not in lower_totals(rules) and room in lower_totals(rules):
        return 0
    return held


@lru_cache(maxsize=None)
def lower_totals(rules: RuleSet) -> frozenset[int]:
    """Every total the lower boxes of a finished card can add up to, extra bonuses aside."""
    sums = {0}
    for box in rules.lower_boxes:
        sums = {total + value for total in sums for value in rules.card_values(box.key)}
    return frozenset(sums)


def boxes_as_written(rules: RuleSet, upper: int | None, bonus: int | None, extra: int | None, lower: int | None,
                     upper_with_bonus: int | None, lower_boxes: int | None) -> tuple[int | None, int | None]:
    """What the upper and the lower boxes add up to on a card that gives only its totals, as the card adds
    them: the upper total (or the official card's total with the bonus, less the bonus); a lower total above
    the extra-bonus row (``lower_boxes``), or the lower total less the extra bonus it took in (all of it when it
    is smaller than the extra bonus: it cannot have taken it in). None where the totals do not tell."""
    upper_part = upper if upper is not None else upper_of(rules, upper_with_bonus, bonus)
    if lower_boxes is not None:
        return upper_part, lower_boxes
    if lower is None:
        return upper_part, None
    return upper_part, lower - extra if extra and lower >= extra else lower


def upper_of(rules: RuleSet, with_bonus: int | None, bonus: int | None = None) -> int | None:
    """The upper boxes of an upper total with the bonus (the official card's "TOTAL of Upper Section"): less
    the bonus written, or less the bonus it must hold; None when no upper total gives it (or none is given)."""
    if with_bonus is None:
        return None
    if bonus is not None and 0 <= bonus <= with_bonus:
        return with_bonus - bonus
    found = with_bonus_readings(rules, with_bonus)
    return found[0] if len(found) == 1 else None


def with_bonus_readings(rules: RuleSet, value: int) -> tuple[int, ...]:
    """The one rule for reading an upper total with the bonus in it: every sum of the upper boxes that, with the
    bonus it earns, makes ``value`` (the value itself under the bonus's threshold, or the value less the bonus's
    points from the threshold up), smallest first; none when no upper boxes make it. Used by ``upper_of`` (the
    official card's "TOTAL of Upper Section") and ``either_upper`` (a row that may hold the bonus or not)."""
    points = rules.upper_bonus.points if rules.upper_bonus else 0
    return tuple(sorted(upper for upper in {value, value - points}
                        if upper >= 0 and upper + upper_bonus_for(rules, upper) == value))


def either_upper(rules: RuleSet, value: int, own_lower: int | None = None,
                 grand: int | None = None) -> tuple[str, bool]:
    """Which upper total ``value`` is, written where it may hold the bonus or not (``UPPER_EITHER``) on a card
    that gives only its totals: ``UPPER_TOTAL`` (the boxes alone) or ``UPPER_WITH_BONUS``, and whether that was
    assumed. Under the bonus's threshold it is the boxes alone either way; a value only the boxes with the bonus
    can make (at least the threshold and the points, or more than the upper boxes can hold) holds it, one only
    the boxes alone can (from the threshold to below the threshold and the points) does not. Both can (98 to 105
    in Classic Yahtzee): the one the grand total written adds up (``own_lower``: the lower total written);
    when it tells neither, the boxes with the bonus, as the official card's row holds them, assumed (True)."""
    bonus = rules.upper_bonus
    if bonus is None or not bonus.points or value < bonus.threshold:
        return UPPER_TOTAL, False
    most = most_upper(rules)
    alone, with_bonus = value <= most, any(upper <= most for upper in with_bonus_readings(rules, value))
    if alone != with_bonus:
        return (UPPER_TOTAL if alone else UPPER_WITH_BONUS), False
    if alone and own_lower is not None and grand is not None:
        if grand == value + own_lower:
            return UPPER_WITH_BONUS, False
        if grand == value + bonus.points + own_lower:
            return UPPER_TOTAL, False
    return UPPER_WITH_BONUS, alone  # neither can make it: the official card's row, counted as written


@lru_cache(maxsize=64)
def most_upper(rules: RuleSet) -> int:
    """The most the upper boxes can add up to on a finished card."""
    return sum(max(rules.card_values(box.key)) for box in rules.upper_boxes)


# --- the most each total can hold: worked out here, once, from the rules' data ------------------------------------


@lru_cache(maxsize=64)
def most_lower_boxes(rules: RuleSet) -> int:
    """The most the lower boxes can add up to on a finished card, extra bonuses aside (each box's greatest value,
    a joker's full value included: ``RuleSet.card_values``)."""
    return sum(max(rules.card_values(box.key)) for box in rules.lower_boxes)


def most_extra_count(rules: RuleSet) -> int | None:
    """The most extra five-of-a-kinds that earn a bonus on one card: none when the card pays none; under a joker
    rule each one fills a box, so every box but the five-alike box's own (``len(boxes) - 1``); None when there is no
    limit (the bonus is taken instead of a box, ``bonus-no-box`` and ``bonus-extra-turn``: the game goes on until
    every box is filled, however many come before)."""
    if not pays_extra_bonus(rules):
        return 0
    return len(rules.boxes) - 1 if rules.extra_policy.joker else None


def most_total(rules: RuleSet, row: str, extra: int | None = None) -> int | None:
    """The most total row ``row`` (a key of ``ALL_TOTAL_ROWS``, or ``UPPER_EITHER``) can hold on a finished card of
    ``rules``, as the card adds it up; None when it has no limit (extra bonuses with no limit to their number).
    ``extra``: the extra bonus written on the card, which the lower and the grand total then hold (the card's own
    rows say what they add up); None: as many extra bonuses as the rules allow.

    The one place the limits of totals are worked out: the upper boxes' greatest values, the upper bonus when they
    can reach its threshold, the lower boxes' greatest values and the extra bonuses (``most_extra_count``). Classic
    Yahtzee: 105 + 35 + 235 + 12 x 100 = 1,575."""
    upper = most_upper(rules)
    bonus = upper_bonus_for(rules, upper)
    count = most_extra_count(rules)
    if extra is None:
        extra = None if count is None else count * rules.extra_points if count else 0
    lower_boxes = most_lower_boxes(rules)
    lower = None if extra is None else lower_boxes + extra
    most = {UPPER_TOTAL: upper, UPPER_BONUS: bonus, EXTRA_BONUS: extra, LOWER_BOXES: lower_boxes, LOWER_TOTAL: lower,
            UPPER_WITH_BONUS: upper + bonus, UPPER_CARRIED: upper + bonus, UPPER_EITHER: upper + bonus,
            GRAND_TOTAL: None if lower is None else upper + bonus + lower}
    return most[row]


def above_most(rules: RuleSet, row: str, value: int | None, extra: int | None = None) -> int | None:
    """The most row ``row`` can hold, when ``value`` written in it is more than that (``most_total``); else None."""
    if value is None:
        return None
    most = most_total(rules, row, extra)
    return most if most is not None and value > most else None


def upper_boxes_first(rules: RuleSet) -> bool:
    """Whether the card splits into an upper section (all the upper boxes, first) and a lower one."""
    upper = rules.upper_boxes
    return bool(upper) and bool(rules.lower_boxes) and all(box.upper for box in rules.boxes[: len(upper)])


@lru_cache(maxsize=256)
def card_rows(rules: RuleSet, written: frozenset[str] = frozenset()) -> tuple[CardRow, ...]:
    """Every row of ``rules``' card in order, with the total rows in ``written`` that it lacks added."""
    upper, lower = rules.upper_boxes, rules.lower_boxes
    split = upper_boxes_first(rules)
    has_bonus = rules.upper_bonus is not None or UPPER_BONUS in written
    has_extra = pays_extra_bonus(rules) or (EXTRA_BONUS in written and rules.five_alike is not None)
    rows: list[CardRow] = []

    def add(key: str, kind: RowKind, section: Section, box: Box | None = None) -> None:
        starts = bool(rows) and rows[-1].section != section
        rows.append(CardRow(key, kind, section, box, starts or kind is RowKind.TOTAL))

    def boxes(section_boxes: tuple[Box, ...], section: Section) -> None:
        for box in section_boxes:
            add(box.key, RowKind.BOX, section, box)

    if split:
        boxes(upper, Section.UPPER)
        add(UPPER_TOTAL, RowKind.TOTAL, Section.UPPER)
        if has_bonus:
            add(UPPER_BONUS, RowKind.BONUS, Section.UPPER)
        if UPPER_WITH_BONUS in written:
            add(UPPER_WITH_BONUS, RowKind.TOTAL, Section.UPPER)
        boxes(lower, Section.LOWER)
        if LOWER_BOXES in written:  # the card adds the extra bonus below its lower total
            add(LOWER_BOXES, RowKind.TOTAL, Section.LOWER)
        if has_extra:
            add(EXTRA_BONUS, RowKind.BONUS, Section.LOWER)
        if LOWER_BOXES not in written or LOWER_TOTAL in written:
            add(LOWER_TOTAL, RowKind.TOTAL, Section.LOWER)
        if UPPER_CARRIED in written:
            add(UPPER_CARRIED, RowKind.TOTAL, Section.LOWER)
    else:
        boxes(rules.boxes, Section.BOXES)
        if (upper and rules.upper_bonus is not None) or UPPER_TOTAL in written:
            add(UPPER_TOTAL, RowKind.TOTAL, Section.TOTALS)
        if has_bonus:
            add(UPPER_BONUS, RowKind.BONUS, Section.TOTALS)
        if UPPER_WITH_BONUS in written:
            add(UPPER_WITH_BONUS, RowKind.TOTAL, Section.TOTALS)
        if LOWER_BOXES in written:
            add(LOWER_BOXES, RowKind.TOTAL, Section.TOTALS)
        if has_extra:
            add(EXTRA_BONUS, RowKind.BONUS, Section.TOTALS)
        if LOWER_TOTAL in written:
            add(LOWER_TOTAL, RowKind.TOTAL, Section.TOTALS)
        if UPPER_CARRIED in written:
            add(UPPER_CARRIED, RowKind.TOTAL, Section.TOTALS)
    add(GRAND_TOTAL, RowKind.TOTAL, Section.END)
    return tuple(rows)
