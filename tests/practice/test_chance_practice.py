"""Chance practice: every chance checked by brute force over all ordered rolls.

Each event is defined again here, independently of the generator, and counted
over every ordered roll (itertools.product). Hand-checked values from the
standard counts for five dice (for example the Yahtzee probability tables in
Wikipedia's "Yahtzee" article): Yahtzee 6/7,776 = 1/1,296, large straight
240/7,776, small straight 1,200/7,776, full house 300/7,776; two dice add up to
7 in 6 of 36 rolls.
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from itertools import permutations, product

import pytest

from worksheets.practice.problems import make_problems, settings_for


def most_alike(roll):
    return max(Counter(roll).values())


#: event -> (dice, test of an ordered roll given the event's number)
EVENTS = {
    "face": (1, lambda r, n: r[0] == n),
    "even": (1, lambda r, n: r[0] in (2, 4, 6)),
    "odd": (1, lambda r, n: r[0] in (1, 3, 5)),
    "more": (1, lambda r, n: r[0] > n),
    "total2": (2, lambda r, n: r[0] + r[1] == n),
    "doubles": (2, lambda r, n: r[0] == r[1]),
    "atleast2": (2, lambda r, n: r[0] + r[1] >= n),
    "any2": (2, lambda r, n: n in r),
    "total3": (3, lambda r, n: sum(r) == n),
    "different3": (3, lambda r, n: len(set(r)) == 3),
    "any3": (3, lambda r, n: n in r),
    "alike3": (3, lambda r, n: r[0] == r[1] == r[2]),
    "yahtzee": (5, lambda r, n: len(set(r)) == 1),
    "large": (5, lambda r, n: sorted(r) in ([1, 2, 3, 4, 5], [2, 3, 4, 5, 6])),
    "small": (5, lambda r, n: any(all(f in r for f in range(a, a + 4)) for a in (1, 2, 3))),
    "full": (5, lambda r, n: sorted(Counter(r).values()) == [2, 3]),
    "four": (5, lambda r, n: most_alike(r) >= 4),
    "three": (5, lambda r, n: most_alike(r) >= 3),
    "any5": (5, lambda r, n: n in r),
    "different5": (5, lambda r, n: len(set(r)) == 5),
    "none5": (5, lambda r, n: n not in r),
    "pair5": (5, lambda r, n: len(set(r)) < 5),
    "sixes5": (5, lambda r, n: all(f == n for f in r)),
}


def brute(problem):
    facts = problem.facts
    if facts["event"] == "place-value":
        category = facts["object"]
        rolls = list(product(range(1, 7), repeat=4))
        good = sum(any(category.met_by("".join(map(str, order))) for order in set(permutations(roll)))
                   for roll in rolls)
        return good, len(rolls)
    dice, test = EVENTS[facts["event"]]
    rolls = list(product(range(1, 7), repeat=dice))
    return sum(test(roll, facts["number"]) for roll in rolls), len(rolls)


def percent(chance: Fraction) -> str:
    whole = (200 * chance.numerator + chance.denominator) // (2 * chance.denominator)  # half up
    if chance and whole == 0:
        return "<1%"
    if chance < 1 and whole == 100:
        return ">99%"
    return f"{whole}%"


@pytest.mark.parametrize("level", [1, 2, 3])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_chance_agrees_with_brute_force(level, seed):
    problems = make_problems(settings_for("chance", level=level, seed=seed))
    assert len(problems) == 10
    for problem in problems:
        ways, total = brute(problem)
        assert ways > 0  # every problem can happen
        chance = Fraction(ways, total)
        expected = "1" if chance == 1 else f"{chance.numerator:,}/{chance.denominator:,}"
        assert problem.answers == (expected, percent(chance)), problem.prompt
        assert f"{ways:,} of the {total:,}" in problem.working


@pytest.mark.parametrize("level, events", [
    (1, {"face", "even", "odd", "more", "total2", "doubles"}),
    (2, {"atleast2", "any2", "total3", "different3", "any3", "alike3"}),
    (3, {"yahtzee", "large", "small", "full", "four", "three", "any5", "different5", "none5", "pair5", "sixes5",
         "place-value"}),
])
def test_each_level_asks_its_documented_events(level, events):
    seen = {p.facts["event"] for seed in range(1, 10) for p in make_problems(settings_for("chance", level=level,
                                                                                         seed=seed))}
    assert seen <= events
    assert len(seen) >= len(events) - 2


def test_hand_checked_values():
    found = {}
    for seed in range(1, 30):
        for p in make_problems(settings_for("chance", level=3, seed=seed)):
            found[p.facts["event"]] = p.answers[0]
    assert found["yahtzee"] == "1/1,296"
    assert found["large"] == "5/162"  # 240/7,776
    assert found["small"] == "25/162"  # 1,200/7,776
    assert found["full"] == "25/648"  # 300/7,776


def test_no_problem_repeats():
    for level in (1, 2, 3):
        for seed in range(1, 6):
            prompts = [p.prompt for p in make_problems(settings_for("chance", level=level, seed=seed, problems=12))]
            assert len(set(prompts)) == len(prompts)
