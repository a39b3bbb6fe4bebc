"""Expanded-form practice: every answer worked out again here, digit by digit.

The notations follow the issue's examples: "2 hundreds 3 tens 4 ones",
200 + 30 + 4, 2 × 100 + 3 × 10 + 4, zeros kept (6,018 = 6,000 + 0 + 10 + 8), and
regrouping (2 hundreds, 34 tens and 5 ones = 545).
"""

from __future__ import annotations

import pytest

from worksheets.practice.problems import make_problems, settings_for

NAMES = ["one", "ten", "hundred", "thousand", "ten thousand", "hundred thousand", "million", "ten million",
         "hundred million"]


def by_hand(number: int, notation: str) -> str:
    digits = str(number)
    n = len(digits)
    kept = list(enumerate(digits))
    if notation == "sum":
        return " + ".join(f"{int(d) * 10 ** (n - 1 - i):,}" for i, d in kept)
    if notation == "product":
        return " + ".join(d if i == n - 1 else f"{d} × {10 ** (n - 1 - i):,}" for i, d in kept)
    return " ".join(f"{d} {NAMES[n - 1 - i]}{'' if d == '1' else 's'}" for i, d in enumerate(digits))


def test_the_issues_examples():
    assert by_hand(6018, "sum") == "6,000 + 0 + 10 + 8"
    assert by_hand(234, "places") == "2 hundreds 3 tens 4 ones"
    assert by_hand(234, "product") == "2 × 100 + 3 × 10 + 4"
    from worksheets.practice.expanded import written

    assert written(6018, "sum") == "6,000 + 0 + 10 + 8"


@pytest.mark.parametrize("digits", [3, 4, 6, 9])
@pytest.mark.parametrize("level", [1, 2])
def test_both_ways_agree_with_the_digits(level, digits):
    problems = make_problems(settings_for("expanded", level=level, digits=digits, seed=2))
    assert len({p.prompt for p in problems}) == len(problems)
    for problem in problems:
        number, notation = problem.facts["number"], problem.facts["notation"]
        assert len(str(number)) == digits
        assert ("0" in str(number)) == (level == 2)
        form = by_hand(number, notation)
        if problem.facts["to_expanded"]:
            assert problem.answers == (form,) and f"{number:,}" in problem.prompt
        else:
            assert problem.answers == (f"{number:,}",) and form in problem.prompt
        if level == 1:
            assert notation == "sum" and problem.facts["to_expanded"]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_regrouping_adds_up(seed):
    for problem in make_problems(settings_for("expanded", level=3, seed=seed)):
        parts, number = problem.facts["parts"], problem.facts["number"]
        assert sum(count * 10**exponent for count, exponent in parts) == number
        assert parts[0][0] >= 1 and any(count >= 10 for count, _ in parts)
        if problem.facts["missing"] is None:
            assert problem.answers == (f"{number:,}",)
        else:
            assert problem.answers == (f"{parts[problem.facts['missing']][0]:,}",)
            assert "___" in problem.prompt
