"""All 252 rolls of five dice, in every preset, against SPEC section 2.

The reference scorers below are written straight from SPEC's table, in plain
code that shares nothing with the engine, so a slip in either shows here.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations_with_replacement

import pytest

from worksheets.rules import preset

HANDS = list(combinations_with_replacement(range(1, 7), 5))
UPPER = ["ones", "twos", "threes", "fours", "fives", "sixes"]


def _run(dice, length):
    faces = set(dice)
    return any(all(f + i in faces for i in range(length)) for f in range(1, 7))


def _alike(dice):
    return max(Counter(dice).values())


def _upper(dice, times_face=True):
    return {key: dice.count(face) * face for face, key in enumerate(UPPER, start=1)}


def _most_common_face(dice, n):
    return max(f for f in set(dice) if dice.count(f) >= n)


def classic(dice):
    total = sum(dice)
    return _upper(dice) | {
        "three-of-a-kind": total if _alike(dice) >= 3 else 0,
        "four-of-a-kind": total if _alike(dice) >= 4 else 0,
        "full-house": 25 if sorted(Counter(dice).values()) == [2, 3] else 0,
        "small-straight": 30 if _run(dice, 4) else 0,
        "large-straight": 40 if _run(dice, 5) else 0,
        "yahtzee": 50 if _alike(dice) == 5 else 0,
        "chance": total,
    }


def house(dice):
    scores = classic(dice)
    return scores | {
        "three-of-a-kind": 3 * _most_common_face(dice, 3) if _alike(dice) >= 3 else 0,
        "four-of-a-kind": 4 * _most_common_face(dice, 4) if _alike(dice) >= 4 else 0,
        "short-straight": scores["small-straight"],
        "long-straight": scores["large-straight"],
    }


def roll_em(dice):
    scores = classic(dice)
    return scores | {
        "three-of-a-kind": 25 if _alike(dice) >= 3 else 0,
        "four-of-a-kind": 30 if _alike(dice) >= 4 else 0,
        "lucky-dice": scores["yahtzee"],
        "freebie": sum(dice),
    }


def yacht(dice):
    return _upper(dice) | {
        "full-house": sum(dice) if sorted(Counter(dice).values()) == [2, 3] else 0,
        "four-of-a-kind": 4 * _most_common_face(dice, 4) if _alike(dice) >= 4 else 0,
        "little-straight": 30 if sorted(dice) == [1, 2, 3, 4, 5] else 0,
        "big-straight": 30 if sorted(dice) == [2, 3, 4, 5, 6] else 0,
        "choice": sum(dice),
        "yacht": 50 if _alike(dice) == 5 else 0,
    }


REFERENCE = {"classic": classic, "zombie": classic, "dice-roller": classic,
             "house": house, "roll-em": roll_em, "yacht": yacht}


@pytest.mark.parametrize("name", REFERENCE)
def test_all_252_hands(name):
    rules = preset(name)
    assert len(HANDS) == 252
    for dice in HANDS:
        expected = REFERENCE[name](list(dice))
        got = rules.score_roll(dice)
        assert got == {key: expected[key] for key in rules.box_keys}, dice
