"""Compare practice: signs and orders checked by plain integer comparison, words by the test speller.

Each prompt is read back here (commas removed, an expanded side added up term
by term), so the check does not trust the generator's own record of the numbers.
"""

from __future__ import annotations

import re

import pytest

from tests.practice.test_words_practice import spell
from worksheets.practice.problems import make_problems, settings_for


def value(side: str) -> int:
    return sum(int(term.replace(",", "")) for term in side.split("+"))


@pytest.mark.parametrize("level", [1, 2])
@pytest.mark.parametrize("digits", [3, 4, 7])
@pytest.mark.parametrize("seed", [1, 2])
def test_every_sign_agrees_with_integer_comparison(level, digits, seed):
    problems = make_problems(settings_for("compare", level=level, digits=digits, seed=seed))
    assert len(problems) == 12
    assert len({p.prompt for p in problems}) == 12
    for problem in problems:
        left, right = (value(side) for side in problem.prompt.split("◯"))
        expected = "<" if left < right else ">" if left > right else "="
        assert problem.answers == (expected,)
        words = {"<": "is less than", ">": "is greater than", "=": "is equal to"}[expected]
        assert problem.working == f"{spell(left)} {words} {spell(right)}"
        if level == 1:
            assert len(str(left)) == len(str(right)) == digits
            assert "+" not in problem.prompt


def test_level_2_has_expanded_sides_and_shorter_numbers():
    prompts = [p.prompt for seed in range(1, 5) for p in make_problems(settings_for("compare", level=2, seed=seed))]
    assert any("+" in prompt for prompt in prompts)
    assert any(len(str(value(side))) == 3 for prompt in prompts for side in prompt.split("◯"))


@pytest.mark.parametrize("digits", [3, 4, 6, 9])
def test_four_numbers_are_put_in_order(digits):
    for problem in make_problems(settings_for("compare", level=3, digits=digits)):
        numbers = [int(n.replace(",", "")) for n in re.findall(r"[\d,]+\d", problem.prompt)]
        assert len(set(numbers)) == 4 and all(len(str(n)) == digits for n in numbers)
        assert problem.answers == (" < ".join(f"{n:,}" for n in sorted(numbers)),)
