"""Digits practice: answers worked out again here by string positions and plain arithmetic.

Rounding is half up, as taught in school (SPEC section 2's "rounds to"): 6,350
to the nearest hundred is 6,400. Hand examples: the 3 in 6,341 is worth 300;
100 more than 6,941 is 7,041; 1,000 less than 10,020 is 9,020.
"""

from __future__ import annotations

import re

import pytest

from worksheets.practice.problems import make_problems, settings_for

PLACES = ["ones", "tens", "hundreds", "thousands", "ten thousands", "hundred thousands", "millions",
          "ten millions", "hundred millions"]
UNITS = {"ten": 10, "hundred": 100, "thousand": 1000, "ten thousand": 10**4, "hundred thousand": 10**5,
         "million": 10**6, "ten million": 10**7, "hundred million": 10**8}


def numbers_in(text: str) -> list[int]:
    return [int(n.replace(",", "")) for n in re.findall(r"\d[\d,]*\d|\d", text)]


def half_up(n: int, unit: int) -> int:
    return (n + unit // 2) // unit * unit


def test_hand_examples():
    assert half_up(6350, 100) == 6400 and half_up(6349, 100) == 6300


@pytest.mark.parametrize("digits", [3, 4, 6, 9])
@pytest.mark.parametrize("level", [1, 2, 3])
def test_every_answer_agrees_with_arithmetic(level, digits):
    problems = make_problems(settings_for("digits", level=level, digits=digits, seed=4))
    assert len({(p.prompt, p.underline) for p in problems}) == len(problems) == 12
    for problem in problems:
        answer = problem.answers[0].replace(",", "")
        text = problem.prompt
        if text.startswith("What is the value of the underlined digit"):
            # The digit asked about is the one printed underlined: its value is the digit times the
            # place it stands in, counted from the digits to its right (commas aside).
            start, end = problem.underline
            digit = int(text[start:end])
            right = text[end:].rstrip("?").replace(",", "")
            assert right.isdigit() or right == ""
            assert int(answer) == digit * 10**len(right)
            assert problem.facts["digit"] == digit
        elif text.startswith("Which digit"):
            place = re.search(r"the (.+) place", text).group(1)
            number = numbers_in(text)[-1]
            assert answer == str(number)[::-1][PLACES.index(place)]
        elif " more than " in text or " less than " in text:
            step, number = numbers_in(text)
            assert int(answer) == (number + step if " more than " in text else number - step)
            assert step in (10, 100, 1000)
        else:
            unit = UNITS[re.search(r"nearest (.+)\.", text).group(1)]
            number = numbers_in(text)[0]
            assert int(answer) == half_up(number, unit)
            assert unit < 10**digits
        assert len(str(numbers_in(text)[-1 if not text.startswith("Round") else 0])) == digits
    kinds = {p.facts["ask"] for p in problems}
    assert kinds <= {1: {"value", "digit"}, 2: {"more-less"}, 3: {"round"}}[level]


@pytest.mark.parametrize("number, unit, working", [
    # Worked by hand: 6,341 is 41 past 6,300 and 59 short of 6,400, so nearer 6,300.
    (6341, 100, "6,341 lies between 6,300 and 6,400 and is nearer 6,300"),
    (6381, 100, "6,381 lies between 6,300 and 6,400 and is nearer 6,400"),
    # 6,350 is 50 from each: neither is nearer; the rule (halfway rounds up) gives 6,400.
    (6350, 100, "6,350 is exactly halfway between 6,300 and 6,400: halfway rounds up, to 6,400"),
    (995, 10, "995 is exactly halfway between 990 and 1,000: halfway rounds up, to 1,000"),
    # 6,300 is a whole number of hundreds already: nothing is nearer than itself.
    (6300, 100, "6,300 is already a whole number of hundreds: rounded to the nearest hundred it stays 6,300"),
    (40000, 1000, "40,000 is already a whole number of thousands: rounded to the nearest thousand it stays 40,000"),
])
def test_the_rounding_working_says_nearer_halfway_or_already_round(number, unit, working):
    from worksheets.practice.digits import round_working

    assert round_working(number, unit) == working


def test_drawn_rounding_problems_word_each_case_right():
    # 3-digit numbers to the nearest ten or hundred: over a few sheets every case comes up.
    seen = set()
    for seed in range(40):
        for problem in make_problems(settings_for("digits", level=3, digits=3, seed=seed)):
            number, unit = problem.facts["number"], problem.facts["unit"]
            rest = number % unit
            case = "already" if rest == 0 else "halfway" if 2 * rest == unit else "nearer"
            seen.add(case)
            assert ("is already a whole number of" in problem.working) == (case == "already")
            assert ("is exactly halfway between" in problem.working) == (case == "halfway")
            assert ("is nearer" in problem.working) == (case == "nearer")
    assert seen == {"already", "halfway", "nearer"}
