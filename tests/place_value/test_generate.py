"""Card generation: 9 distinct, achievable categories with WILD, seeded, different between games."""

import random
from fractions import Fraction

import pytest

from worksheets.place_value import (
    AllDifferent,
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
    fill_chance,
    generate_card,
    generate_games,
    parse_category,
)

GAMES = [PlaceValueGame(d, dice) for d in (3, 4, 5, 6) for dice in ("d6", "d10")]
EXTENDED_FAMILIES = {Parity, GreaterThan, LessThan, RoundsTo, AllDifferent}


@pytest.mark.parametrize("extended", [False, True], ids=["basic", "extended"])
@pytest.mark.parametrize("game", GAMES, ids=str)
def test_cards_follow_the_spec(game, extended):
    for seed in range(4):
        card = generate_card(random.Random(seed), game, extended=extended)
        assert len(card) == 9 and len(set(card)) == 9  # seed 000: 9 categories per card
        assert card[-1] == Wild()  # seed 000's card ends with WILD
        for category in card:
            assert category.misfit(game) is None
            # SPEC 2: only fillable categories, and the default mix avoids those under 5%
            assert fill_chance(category, game) >= Fraction(1, 20), category
            if category != Wild():
                assert fill_chance(category, game) < 1, category
            assert parse_category(category.phrase(), game) == category  # the checker can read the card
        families = {type(c) for c in card}
        if extended:
            assert families & EXTENDED_FAMILIES
        else:
            assert not families & EXTENDED_FAMILIES


def test_the_basic_card_has_seed_000s_mix():
    # seed 000: digit-in-place rows, a places sum, a digit sum, two alike, three alike, WILD.
    card = generate_card(random.Random(0), PlaceValueGame())
    kinds = [type(c) for c in card]
    assert kinds[:4] == [DigitInPlace] * 4
    assert {c.place for c in card[:4]} == {"thousands", "hundreds", "tens", "ones"}
    assert kinds[4:] == [PlacesSum, DigitSum, SameDigits, SameDigits, Wild]
    assert {c.count for c in card[6:8]} == {2, 3}


def test_same_seed_same_card_and_no_global_random():
    random.seed(1)
    first = generate_card(random.Random(42), PlaceValueGame(5, "d10"), extended=True)
    random.seed(2)
    assert generate_card(random.Random(42), PlaceValueGame(5, "d10"), extended=True) == first
    assert generate_games(7, 5) == generate_games(7, 5)


def test_games_differ_and_are_stable_as_more_are_drawn():
    cards = generate_games(2024, 30, PlaceValueGame())
    assert len({frozenset(card) for card in cards}) == 30
    assert generate_games(2024, 3, PlaceValueGame()) == cards[:3]


def test_min_chance_can_be_raised_or_dropped():
    game = PlaceValueGame(4, "d10")
    strict = generate_card(random.Random(3), game, min_chance=Fraction(1, 4))
    assert all(fill_chance(c, game) >= Fraction(1, 4) for c in strict)
    loose = generate_card(random.Random(3), game, min_chance=Fraction(0))
    assert all(fill_chance(c, game) > 0 for c in loose)


def test_three_alike_is_left_out_where_it_is_too_rare():
    # hand: 4 ten-sided dice show three or more alike in 10 * (4 * 9 + 1) = 370 of 10,000 rolls,
    # but 0 0 0 0 makes no number (it would start with 0): 369 / 10,000 = 3.69% < 5%
    game = PlaceValueGame(4, "d10")
    assert fill_chance(SameDigits(3), game) == Fraction(369, 10_000)
    for seed in range(10):
        assert SameDigits(3) not in generate_card(random.Random(seed), game)


def test_cards_use_only_categories_the_dice_can_make():
    # d6 dice never show 0 or 7-9, so no card for them asks for those digits in a place.
    for card in generate_games(5, 20, PlaceValueGame(), extended=True):
        for category in card:
            if isinstance(category, DigitInPlace):
                assert 1 <= category.digit <= 6
            if isinstance(category, DigitSum):
                assert 4 <= category.total <= 24
