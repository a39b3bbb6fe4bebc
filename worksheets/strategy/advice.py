"""A turn's options and their ranking: shared by the table solver and the whole-card solver.

Options whose expected values agree to 9 decimals are ties, listed in a fixed
order: keeps with more dice first, then by their dice (smallest first); boxes
in card order.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from itertools import product

from ..dice import parse_roll
from ..errors import InputError
from ..game import BONUS, Scorecard
from ..rules import RuleSet


@dataclass(frozen=True)
class Option:
    """One choice of a turn and the expected final grand total after it, with optimal play from then on."""

    keep: tuple[int, ...] | None  # the dice kept, sorted (with rolls left)
    box: str | None  # a box key or game.BONUS (no rolls left)
    points: int  # points written now (box options); 0 for keeps
    expected: float
    gives_up: float  # the best option's expected value minus this one's


@dataclass(frozen=True)
class Advice:
    """Every distinct option of one moment of a turn, best first."""

    options: tuple[Option, ...]

    @property
    def best(self) -> Option:
        return self.options[0]


#: An option before ranking: (keep, box, points, expected, tie order).
Raw = tuple[tuple[int, ...] | None, str | None, int, float, tuple]


def checked_turn(rules: RuleSet, card: Scorecard, dice, rolls_left: int) -> tuple[int, ...]:
    """The dice of a moment of a turn, checked with its rolls left and its card."""
    dice = tuple(parse_roll(list(dice), dice=rules.dice, faces=rules.faces))
    if not 0 <= rolls_left < rules.rolls:
        raise InputError(f"rolls left must be from 0 to {rules.rolls - 1} in {rules.name}, got {rolls_left}")
    if card.finished:
        raise InputError("the card is full: no turn is left to play")
    return dice


def sub_rolls(dice: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Every distinct sub-multiset of the dice, sorted."""
    return list(_sub_rolls(tuple(sorted(dice))))


@lru_cache(maxsize=4096)  # a turn asks again and again for the same few hundred rolls
def _sub_rolls(dice: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    counts = sorted(Counter(dice).items())
    return tuple(tuple(face for (face, _), k in zip(counts, chosen) for _ in range(k))
                 for chosen in product(*(range(n + 1) for _, n in counts)))


def box_option(rules: RuleSet, box: str, points: int, expected: float) -> Raw:
    return None, box, points, expected, (0 if box == BONUS else 1 + rules.box_keys.index(box),)


def keep_options(blocks, stop_blocks, keep_index, dice: tuple[int, ...], now: float) -> list[Raw]:
    """Every keep of ``dice`` with its expected final total, from the values of a turn's keeps by size.

    Keeping every die is stopping now, so it takes its value from ``stop_blocks`` (the keeps' values with no
    roll left): with two rolls or more left, ``blocks`` values it as keeping them all and rolling later."""
    whole = len(dice)
    return [(keep, None, 0, now + float((stop_blocks if len(keep) == whole else blocks)[len(keep)][
                keep_index[len(keep)][keep], 0]), (-len(keep),) + keep)
            for keep in sub_rolls(dice)]


def _rank(item: Raw) -> tuple:
    return -round(item[3], 9), item[4]


def ranked(raw: list[Raw]) -> Advice:
    raw.sort(key=_rank)
    top = raw[0][3]
    return Advice(tuple(Option(keep, box, points, expected, max(0.0, top - expected))
                        for keep, box, points, expected, _ in raw))


def leaders(raw: list[Raw] | tuple[Raw, ...], count: int = 2) -> list[Raw]:
    """The first ``count`` of ``raw`` as ``ranked`` orders them, without ranking the rest."""
    return sorted(raw, key=_rank)[:count]  # a turn has a few dozen options at most: a sort is quicker than a heap


def best_of(raw: list[Raw]) -> Option:
    """``ranked(raw).best`` without ranking the other options (the first of the best, as the stable sort)."""
    top = max(item[3] for item in raw)
    # Only options within a hair of the top can round to its 9 decimals: the rest are not ranked (their order kept).
    keep, box, points, expected, _ = min((item for item in raw if item[3] >= top - 1e-8), key=_rank)
    return Option(keep, box, points, expected, 0.0)
