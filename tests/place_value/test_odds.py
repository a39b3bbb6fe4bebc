"""Odds: the greatest number a roll makes, whether it can fill a category, and the exact chance."""

import random
from fractions import Fraction
from itertools import product

import pytest
from hypothesis import given, settings

from worksheets.errors import DiceError
from worksheets.place_value import (
    DigitInPlace,
    DigitSum,
    GreaterThan,
    LessThan,
    Parity,
    PlacesSum,
    PlaceValueGame,
    RoundsTo,
    SameDigits,
    Wild,
    best_from_multiset,
    best_number,
    can_fill,
    example_number,
    fill_chance,
    greatest_possible,
    is_achievable,
    judge_entry,
    largest_number,
    parse_category,
)
from worksheets.place_value.odds import _best_by_multiset, greatest_at_most, multisets, search_best

from .helpers import brute_best, game_category_roll, read_cases
from .test_categories import every_category

GAME = PlaceValueGame()


# -- the greatest number of a roll -------------------------------------------------------------

@pytest.mark.parametrize("category, roll, best", [
    # seed 000's worked game: each entry is the greatest number its category allows from those dice
    (DigitInPlace(3, "hundreds"), (6, 3, 4, 1), 6341),
    (DigitInPlace(5, "ones"), (4, 3, 3, 5), 4335),
    (DigitSum(13), (4, 4, 3, 2), 4432),
    (SameDigits(3), (2, 1, 1, 1), 2111),
    (Wild(), (6, 5, 5, 1), 6551),
    # hand: no 8 on the dice at all
    (DigitInPlace(8, "hundreds"), (6, 3, 4, 1), None),
    # hand: all different dice cannot make two alike
    (SameDigits(2), (6, 4, 3, 2), None),
    # hand: the smallest even digit goes to the ones place
    (Parity(True), (6, 4, 3, 2), 6432),
    (Parity(True), (2, 3, 5, 6), 6532),
    (Parity(False), (2, 4, 6, 6), None),
    # hand: greatest below 3,000 from 3 2 6 1 is 2,631
    (LessThan(3000), (3, 2, 6, 1), 2631),
    # hand: 6,352 rounds to 6,400; the greatest in 6,250..6,349 from 6 3 5 2 is 6,325
    (RoundsTo(6300, 100), (6, 3, 5, 2), 6325),
    (GreaterThan(6600), (6, 5, 5, 1), None),
])
def test_best_number_cases(category, roll, best):
    assert best_number(category, roll, GAME) == best
    assert can_fill(category, roll, GAME) is (best is not None)


def test_places_sum_case_by_hand():
    # thousands + ones = 9 from 5 6 2 4: the only pair adding up to 9 is 5 and 4 (6+2=8, 6+4=10, ...).
    # 5 in the thousands and 4 in the ones leaves 6 2 for the middle: 5,624 (seed 000's left entry);
    # 4 first and 5 last gives 4,625, smaller. So the best is 5,624.
    assert best_number(PlacesSum("thousands", "ones", 9), (5, 6, 2, 4), GAME) == 5624


@settings(max_examples=300, deadline=None)
@given(game_category_roll())
def test_best_number_is_valid_and_greatest(case):
    game, category, roll = case
    best = best_number(category, roll, game)
    # brute force over every arrangement of the same dice
    assert best == brute_best(category, roll)
    if best is not None:
        assert judge_entry(category, best, game).valid
        assert sorted(str(best)) == sorted(map(str, roll))


@pytest.mark.parametrize("game", [PlaceValueGame(3, "d6"), PlaceValueGame(3, "d10"), PlaceValueGame(4, "d6")], ids=str)
def test_solvers_agree_with_the_search_on_every_roll(game):
    # Exhaustive: every family solver against trying arrangements greatest first, on every multiset.
    for category in every_category(game):
        for desc, _ in multisets(game):
            assert best_from_multiset(category, desc) == search_best(category, desc), (category, desc)


@pytest.mark.parametrize("game", [PlaceValueGame(3, "d6"), PlaceValueGame(3, "d10"), PlaceValueGame(4, "d6"),
                                  PlaceValueGame(5, "d10")], ids=str)
def test_interval_categories_walked_number_by_number_agree_with_the_family_solvers(game):
    # "Less than" and "rounds to" with a short interval are answered by walking its numbers downward;
    # each roll's greatest number (by its family solver, which the test above holds to the search), its
    # weight and the order of rolls must be as solved roll by roll.
    rng = random.Random(7)
    targets = [rng.randrange(game.smallest, game.largest) for _ in range(12)]
    categories = [LessThan(n) for n in (game.smallest + 1, game.smallest + 37, *targets, game.largest + 1)]
    categories += [RoundsTo(round(t, -len(str(u)) + 1) or u, u) for t in targets for u in (10, 100, 1000)
                   if u <= game.smallest]
    categories += [RoundsTo(game.largest + 1, 10), RoundsTo(game.smallest, 100)]  # half outside the card
    for category in categories:
        expected = [(desc, weight, best_from_multiset(category, desc)) for desc, weight in multisets(game)]
        assert list(_best_by_multiset(category, game)) == [row for row in expected if row[2] is not None], category


@pytest.mark.parametrize("limit", [1000, 2631, 3000, 6666, 6321, 5999, 999, 10_000])
def test_greatest_at_most_by_brute_force(limit):
    for desc, _ in multisets(GAME):
        expected = max((n for n in map(int, _arrangements(desc)) if n <= limit), default=None)
        assert greatest_at_most(desc, limit) == expected


def _arrangements(desc):
    from worksheets.place_value.odds import arrangements

    return list(arrangements(desc))


# -- exact chances --------------------------------------------------------------------------

@pytest.mark.parametrize("row", read_cases("fill_chance.csv"), ids=lambda r: f"{r['digits']}{r['dice']} {r['category']}")
def test_fill_chance_by_hand(row):
    game = PlaceValueGame(int(row["digits"]), row["dice"])
    category = parse_category(row["category"])
    assert fill_chance(category, game) == Fraction(row["chance"]), row["working"]
    assert is_achievable(category, game) is (Fraction(row["chance"]) > 0)


@pytest.mark.parametrize("game", [PlaceValueGame(3, "d6"), PlaceValueGame(3, "d10")], ids=str)
def test_fill_chance_matches_every_ordered_roll(game):
    # Brute force: all 216 (or 1,000) ordered rolls, each tried by every arrangement.
    categories = [DigitInPlace(0, "ones"), DigitInPlace(5, "tens"), PlacesSum("hundreds", "ones", 10),
                  DigitSum(12), SameDigits(2), Parity(False), LessThan(400), RoundsTo(500, 100), Wild()]
    rolls = list(product(game.faces, repeat=game.digits))
    for category in categories:
        filled = sum(1 for roll in rolls if brute_best(category, roll) is not None)
        assert fill_chance(category, game) == Fraction(filled, len(rolls)), category


def test_greatest_possible_and_examples():
    # hand: with d6 the greatest 4-digit number with 3 in the hundreds place is 6,366
    assert greatest_possible(DigitInPlace(3, "hundreds"), GAME) == 6366
    # hand: digits adding up to 13 with d6, greatest first: 6 6 _ _ leaves 1 for two digits of at
    # least 1, impossible; 6 5 _ _ leaves 2 = 1 + 1: 6,511
    assert greatest_possible(DigitSum(13), GAME) == 6511
    assert greatest_possible(DigitInPlace(8, "hundreds"), GAME) is None
    assert greatest_possible(Wild(), PlaceValueGame(4, "d10")) == 9999
    for category in (DigitSum(13), SameDigits(3), RoundsTo(6300, 100), Parity(False)):
        first = example_number(category, GAME, random.Random(5))
        assert first == example_number(category, GAME, random.Random(5))  # same seed, same example
        assert judge_entry(category, first, GAME).valid
    assert example_number(DigitInPlace(8, "hundreds"), GAME, random.Random(1)) is None


def test_multiset_weights_count_every_ordered_roll():
    for game in (GAME, PlaceValueGame(6, "d10")):
        assert sum(weight for _, weight in multisets(game)) == game.sides ** game.digits
    assert len(multisets(PlaceValueGame(6, "d10"))) == 5005  # C(10 + 6 - 1, 6)


@pytest.mark.parametrize("roll, message", [
    ((6, 3, 4), "expected 4 dice, got 3"),
    ((6, 3, 4, 1, 2), "expected 4 dice, got 5"),
    ((6, 3, 4, 7), r"die 4: 7 is not on a six-sided die \(faces 1 to 6\)"),
    ((0, 3, 4, 1), "die 1: 0 is not on a six-sided die"),
    ((6, "three", 4, 1), "die 2: 'three' is not a whole number from 1 to 6"),
])
def test_rolls_are_checked(roll, message):
    with pytest.raises(DiceError, match=message):
        best_number(Wild(), roll, GAME)


def test_largest_number():
    assert largest_number((1, 5, 2, 6), GAME) == 6521
    assert largest_number((0, 0, 0, 0), PlaceValueGame(4, "d10")) == 0
