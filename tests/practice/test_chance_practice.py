"""Chance practice: every chance checked by brute force over all ordered rolls.

Each event is defined again here, independently of the generator, and counted
over every ordered roll (itertools.product). Hand-checked values from the
standard counts for five dice (for example the Yahtzee probability tables in
Wikipedia's "Yahtzee" article): Yahtzee 6/7,776 = 1/1,296, large straight
240/7,776, small straight 1,200/7,776, full house 300/7,776; two dice add up to
7 in 6 of 36 rolls.

Questions over a turn of several rolls are played out here by plain recursion
over ordered rolls (``turn_chance``), keeping the dice of the most common face
(or every 6) after each roll, and checked against the published chance of a
Yahtzee within three rolls, 2,783,176/60,466,176 (about 4.6%: Courtney Taylor,
"The Probability of Rolling a Yahtzee", statistics.about.com / ThoughtCo; the
same count case by case at joseph-bartlo.net/any-yahtzee.htm).
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from functools import lru_cache
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


#: Turn questions: event -> (dice alike at the end, whether the most common face is kept (else every 6)).
TURN_EVENTS = {"yahtzee-rolls": (5, True), "four-rolls": (4, True), "sixes-rolls": (5, False)}


def turn_chance(rolls: int, alike: int, most_common: bool) -> Fraction:
    """The chance of ``alike`` dice the same (or ``alike`` 6s) after up to ``rolls`` rolls of five dice."""
    def kept_of(dice):
        if not most_common:
            return tuple(d for d in dice if d == 6)
        face = max(dice, key=lambda f: (dice.count(f), f))  # the most common face, the higher on a tie
        return tuple(d for d in dice if d == face)

    def success(dice):
        return (max(Counter(dice).values()) if most_common else dice.count(6)) >= alike

    @lru_cache(maxsize=None)
    def finish(kept, left):
        loose = list(product(range(1, 7), repeat=5 - len(kept)))
        total = Fraction(0)
        for roll in loose:
            dice = kept + roll
            total += success(dice) if left == 1 else finish(kept_of(dice), left - 1)
        return total / len(loose)

    return finish((), rolls)


def brute(problem):
    facts = problem.facts
    if facts["event"] in TURN_EVENTS:
        chance = turn_chance(facts["rolls"], *TURN_EVENTS[facts["event"]])
        return chance.numerator, chance.denominator
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
        if problem.facts["event"] in TURN_EVENTS:  # a turn of several rolls: the percentage only is asked
            assert problem.answers == (percent(chance),), problem.prompt
            assert problem.summary.startswith(expected), problem.summary  # the key still gives the fraction
        else:
            assert problem.answers == (expected, percent(chance)), problem.prompt
            assert f"{ways:,} of the {total:,}" in problem.working


@pytest.mark.parametrize("level, events", [
    (1, {"face", "even", "odd", "more", "total2", "doubles"}),
    (2, {"atleast2", "any2", "total3", "different3", "any3", "alike3"}),
    (3, {"yahtzee", "large", "small", "full", "four", "three", "any5", "different5", "none5", "pair5", "sixes5",
         "place-value", "yahtzee-rolls", "four-rolls", "sixes-rolls"}),
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


def test_a_yahtzee_within_three_rolls_is_the_published_chance():
    published = Fraction(2_783_176, 60_466_176)  # about 4.6%: see the module's docstring
    assert turn_chance(3, 5, True) == published
    found = {(p.facts["event"], p.facts.get("number")): p for seed in range(1, 40)
             for p in make_problems(settings_for("chance", level=3, seed=seed))}
    problem = found[("yahtzee-rolls", 3)]
    assert problem.answers == ("5%",)
    assert problem.summary.startswith("347,897/7,558,272")  # 2,783,176/60,466,176 in lowest terms (/8)
    assert "3: 4.60%" in problem.working


def test_turn_chances_by_a_second_count():
    from worksheets.practice.rolls import at_least

    # Keeping every 6, each die on its own shows a 6 within three rolls with chance 1 - (5/6)^3 = 91/216.
    assert at_least(3, 5, most_common=False)[-1] == Fraction(91, 216) ** 5 == turn_chance(3, 5, False)
    # One roll: five alike in 6 of 7,776 rolls; at least four alike in 6 + 150 (D D D D X: 6 * 5 * 5).
    assert at_least(1, 5)[0] == Fraction(6, 7776) and at_least(1, 4)[0] == Fraction(156, 7776)
    assert at_least(2, 5)[-1] == turn_chance(2, 5, True)
    assert at_least(3, 4)[-1] == turn_chance(3, 4, True)


@pytest.mark.parametrize("box, alike", [
    ({"label": "Yahtzee", "scorer": "all-alike", "points": 1}, 5),
    ({"label": "Four", "scorer": "of-a-kind", "count": 4, "score": "points", "points": 1}, 4),
])
def test_the_strategy_engine_agrees(box, alike, tmp_path):
    """A game of one box worth 1 point: optimal play's expected score is the best chance of filling it,
    which keeping the most common face reaches."""
    from worksheets.rules import parse_rules
    from worksheets.strategy import strategy_for

    rules = parse_rules({"name": "one-box", "dice": 5, "faces": 6, "rolls": 3, "boxes": [box]}, "one-box")
    assert strategy_for(rules, cache_dir=tmp_path).expected_score == pytest.approx(
        float(turn_chance(3, alike, True)), abs=1e-12)


def test_the_sheet_tells_how_to_write_a_chance_that_rounds_to_0_or_100(tmp_path):
    # The key writes a Yahtzee in one roll (6/7,776, 0.08%) as <1%, not the 0% that rounding alone gives:
    # the sheet's instructions must say so, or a child who rounds as told is marked wrong.
    from typer.testing import CliRunner

    from cli.app import app
    from tests.render.helpers import pages_text

    out = tmp_path / "chance.pdf"
    result = CliRunner().invoke(app, ["practice", "chance", "--level", "3", "--key", "-o", str(out)])
    assert result.exit_code == 0, result.output
    pages = [" ".join(lines) for lines in pages_text(out.read_bytes())]
    assert any("<1%" in page for page in pages[1:])  # the key uses it on this sheet
    assert "rounds to 0% is written <1%" in " ".join(pages[0].split())


def test_a_sheet_printed_before_version_3_keeps_its_fraction_box():
    # Codes printed before DRAWS_VERSION 3 asked a turn's chance as a fraction and a percentage: the key rebuilt
    # from such a code must have both answers, lined up with the boxes on the paper.
    from dataclasses import replace

    found = {}
    for version in (2, 3):
        for seed in range(1, 40):
            for p in make_problems(replace(settings_for("chance", level=3, seed=seed), code_version=version)):
                if p.facts["event"] == "yahtzee-rolls" and p.facts["rolls"] == 3:
                    found[version] = p
    assert found[2].answers == ("347,897/7,558,272", "5%") and len(found[2].boxes) == 2
    assert found[3].answers == ("5%",) and len(found[3].boxes) == 1
