"""Hints for end-game positions (one box left) against what a pupil can work out (issue 13 item 5).

Each expected value here is worked out in the test, without the engine: by hand for Chance and Sixes
(the dice are independent there), and by enumerating every ordered re-roll for the Yahtzee box.
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from functools import lru_cache
from itertools import product
from math import comb
from types import MappingProxyType

import pytest

from worksheets.game import Scorecard
from worksheets.rules import preset
from worksheets.strategy import strategy_for

RULES = preset("classic")


def one_box_left(open_box: str, **values) -> Scorecard:
    """A classic card with every box filled but ``open_box``: the given values, 0 elsewhere."""
    filled = {box.key: 0 for box in RULES.boxes if box.key != open_box}
    filled.update({key.replace("_", "-"): v for key, v in values.items()})
    return Scorecard(RULES, MappingProxyType(filled))


def test_chance_alone_by_hand():
    # Each die is on its own. Last re-roll: keep a die showing 4 or more (a new die averages 3.5), so a die
    # with one re-roll left is worth (4 + 5 + 6) / 6 + 3/6 x 3.5 = 4.25; with two left keep 5 or 6:
    # (5 + 6) / 6 + 4/6 x 4.25 = 14/3. Five dice: 70/3. (The Yahtzee box holds 0, so no bonus.)
    card = one_box_left("chance")
    strategy = strategy_for(RULES)
    assert strategy.value(card) == pytest.approx(card.grand_total + 70 / 3, abs=1e-4)
    advice = strategy.advise(card, (1, 2, 5, 6, 6), 2)
    assert advice.best.keep == (5, 6, 6)
    assert advice.best.expected == pytest.approx(card.grand_total + 17 + 2 * 4.25, abs=1e-4)
    advice = strategy.advise(card, (1, 2, 4, 4, 6), 1)
    assert advice.best.keep == (4, 4, 6)
    assert advice.best.expected == pytest.approx(card.grand_total + 14 + 2 * 3.5, abs=1e-4)
    # keeping the 1 as well gives up 3.5 - 1 = 2.5 points
    worse = next(o for o in advice.options if o.keep == (1, 4, 4, 6))
    assert worse.gives_up == pytest.approx(2.5, abs=1e-4)


def test_sixes_alone_with_the_bonus_at_stake_by_hand():
    # Upper total 45 without Sixes: three sixes (18) reach 63 and the 35 bonus. Keeping every six is best for
    # both; each die becomes a six within three rolls with chance p = 1 - (5/6)^3 = 91/216, independently.
    p = 1 - Fraction(5, 6) ** 3
    at_least_three = sum(comb(5, k) * p ** k * (1 - p) ** (5 - k) for k in range(3, 6))
    expected = 6 * 5 * p + 35 * at_least_three
    card = one_box_left("sixes", ones=3, twos=6, threes=9, fours=12, fives=15)
    assert card.upper_total == 45
    assert strategy_for(RULES).value(card) == pytest.approx(card.grand_total + float(expected), abs=1e-4)


@lru_cache(maxsize=None)
def _yahtzee_chance(rolls_left: int, kept: int) -> Fraction:
    """Chance of five alike within ``rolls_left`` more rolls, holding ``kept`` dice of one face (the most
    common), by every ordered roll of the other dice; a re-roll may show more of another face."""
    if kept == 5:
        return Fraction(1)
    if rolls_left == 0:
        return Fraction(0)
    outcomes = list(product(range(1, 7), repeat=5 - kept))
    held = Counter()  # how many dice of one face are held after the roll, over every ordered roll
    for dice in outcomes:
        counts = Counter(dice)
        held[max(kept + counts.get(1, 0), max(counts.values()))] += 1  # face 1 is the face held
    return sum(n * _yahtzee_chance(rolls_left - 1, k) for k, n in held.items()) / len(outcomes)


def test_yahtzee_alone_by_enumeration():
    rolls = Counter(max(Counter(roll).values()) for roll in product(range(1, 7), repeat=5))
    chance = sum(n * _yahtzee_chance(2, k) for k, n in rolls.items()) / 6 ** 5
    assert float(chance) == pytest.approx(0.046, abs=0.0005)  # the well-known "about 4.6%"
    card = one_box_left("yahtzee", sixes=24, fives=20, fours=16, threes=3)  # upper 63 already: bonus earned
    strategy = strategy_for(RULES)
    assert strategy.value(card) == pytest.approx(card.grand_total + 50 * float(chance), abs=1e-4)
    advice = strategy.advise(card, (2, 2, 2, 5, 6), 2)
    assert advice.best.keep == (2, 2, 2)
    assert advice.best.expected == pytest.approx(card.grand_total + 50 * float(_yahtzee_chance(2, 3)), abs=1e-4)
