"""Place-value practice: every answer checked by brute force over the orders of the dice.

The expected numbers are computed here, independently of the generator: every
permutation of the dice (itertools.permutations), those not starting with 0,
kept when the category's own definition (``met_by``, SPEC section 2) accepts
them; the greatest and least of those, or X when there is none.
"""

from __future__ import annotations

from itertools import permutations

import pytest

from worksheets.practice.problems import make_problems, settings_for


def brute(category, dice):
    numbers = {int("".join(map(str, order))) for order in permutations(dice) if order[0] != 0
               and category.met_by("".join(map(str, order)))}
    return (max(numbers), min(numbers)) if numbers else (None, None)


def shown(number):
    return "X" if number is None else f"{number:,}"


CASES = [(level, digits, seed) for level in (1, 2, 3) for digits in (3, 4, 5, 6) for seed in (1, 2)]


@pytest.mark.parametrize("level, digits, seed", CASES)
def test_every_answer_agrees_with_brute_force(level, digits, seed):
    problems = make_problems(settings_for("place-value", level=level, digits=digits, seed=seed))
    assert len(problems) == 10
    for problem in problems:
        category = problem.facts["object"]
        greatest, least = brute(category, problem.dice)
        assert problem.answers[0] == shown(greatest), problem
        if level == 3:
            assert problem.answers[1] == shown(least), problem
            assert len(problem.boxes) == 2
        else:
            assert len(problem.answers) == 1
        if greatest is None:
            assert problem.working  # the key says why it is X
        assert problem.prompt == category.phrase()


@pytest.mark.parametrize("level, faces", [(1, set(range(1, 7))), (2, set(range(10))), (3, set(range(10)))])
def test_each_level_uses_its_dice(level, faces):
    # Level 1: six-sided dice (1-6); levels 2 and 3: ten-sided dice (0-9), as the help says.
    seen = set()
    for seed in range(1, 6):
        for problem in make_problems(settings_for("place-value", level=level, seed=seed)):
            assert len(problem.dice) == 4
            seen |= set(problem.dice)
    assert seen <= faces
    assert len(seen) >= len(faces) - 1


def test_the_extended_categories_appear_from_level_2_only():
    extended = ("Even", "Odd", "greater than", "less than", "rounds to", "all different")
    prompts = {level: {p.prompt for seed in range(1, 8)
                       for p in make_problems(settings_for("place-value", level=level, seed=seed))}
               for level in (1, 2)}
    assert not any(word in prompt for prompt in prompts[1] for word in extended)
    assert any(word in prompt for prompt in prompts[2] for word in extended)


@pytest.mark.parametrize("level", [1, 2, 3])
def test_no_problem_repeats_and_most_dice_can_fill_their_category(level):
    for seed in range(1, 6):
        problems = make_problems(settings_for("place-value", level=level, seed=seed, problems=12))
        keys = [(p.prompt, tuple(sorted(p.dice))) for p in problems]
        assert len(set(keys)) == len(keys)
        filled = sum(p.answers[0] != "X" for p in problems)
        assert filled >= 6  # "at least sometimes": about 4 in 5 on a sheet


def test_students_get_different_sheets_and_the_same_settings_the_same_sheet():
    first = make_problems(settings_for("place-value", student=1))
    assert make_problems(settings_for("place-value", student=1)) == first
    assert make_problems(settings_for("place-value", student=2)) != first


def test_hand_worked_examples():
    # Worked by hand: dice 6, 3, 4, 1 and "3 in the hundreds place": 6,341 (seed 000's card
    # shows 6,341 for this category); the least is 1,346.
    from worksheets.place_value import DigitInPlace

    assert brute(DigitInPlace(3, "hundreds"), (6, 3, 4, 1)) == (6341, 1346)
    from worksheets.practice.place_value import least_number

    assert least_number(DigitInPlace(3, "hundreds"), (6, 3, 4, 1)) == 1346
    assert least_number(DigitInPlace(0, "ones"), (0, 5, 0, 2)) == 2050


@pytest.mark.parametrize("dice, reason", [
    # Worked by hand: 5 5 5 2 has three 5s, so no order has all digits different, and three dice show 5.
    ((5, 5, 5, 2), "three dice show 5"),
    ((1, 1, 2, 3), "two dice show 1"),
    ((3, 3, 5, 5), "two dice show 3 and two show 5"),
    ((6, 6, 6, 1, 1), "two dice show 1 and three show 6"),
    ((4, 4, 4, 4), "four dice show 4"),
])
def test_all_different_x_counts_the_dice_that_repeat(dice, reason):
    from worksheets.place_value.categories import AllDifferent
    from worksheets.practice.place_value import why_x

    assert why_x(AllDifferent(), dice) == reason


@pytest.mark.parametrize("digits, seed", [(4, 1), (4, 2), (5, 1), (6, 1)])
def test_the_instructions_state_no_rule_a_least_answer_breaks(digits, seed):
    # Level 3 once said "the least number starts with the smallest digit that is not 0"; a category that fixes the
    # first digit ("greater than 5,000" with dice 2 4 5 5: least 5,245) breaks that. The rule the sheet does state,
    # never a leading 0, holds for every least answer worked out by brute force here.
    from worksheets.render.practice_model import build_practice

    settings = settings_for("place-value", level=3, digits=digits, seed=seed)
    instructions = build_practice(settings).words.instructions
    assert "never starts with 0" in instructions
    for problem in make_problems(settings):
        _, least = brute(problem.facts["object"], problem.dice)
        if least is not None and "smallest digit" in instructions:
            assert str(least)[0] == str(min(d for d in problem.dice if d)), (instructions, problem)
