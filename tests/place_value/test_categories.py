"""Categories: phrases from the templates, reading them back, and what fits a card."""

import pytest
from hypothesis import given, settings, strategies as st

from worksheets.errors import CategoryError
from worksheets.place_value import (
    FAMILIES,
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
    check_category,
    parse_category,
)
from worksheets.place_value.game import PLACE_NAMES

from .helpers import categories_for, games, read_cases

SIX = PlaceValueGame(6, "d10")


def every_category(game):
    """Every family with every parameter that fits ``game`` (numbers sampled for the open-ended ones)."""
    out = [DigitInPlace(d, p) for d in range(10) for p in game.places]
    out += [PlacesSum(a, b, s) for i, a in enumerate(game.places) for b in game.places[i + 1:] for s in range(19)]
    out += [DigitSum(s) for s in range(1, 9 * game.digits + 1)]
    out += [SameDigits(k) for k in range(2, game.digits + 1)]
    out += [Wild(), Parity(True), Parity(False), AllDifferent()]
    out += [GreaterThan(n) for n in (game.smallest, 5 * game.smallest, game.largest - 1)]
    out += [LessThan(n) for n in (game.smallest + 1, 5 * game.smallest, game.largest + 1)]
    out += [RoundsTo(3 * u, u) for u in (10, 100, 1000, 10_000, 100_000) if u <= game.smallest]
    return [c for c in out if c.misfit(game) is None]


# -- printed phrasings (SPEC 2 and seed 000's card) ----------------------------------------

@pytest.mark.parametrize("category, text", [
    # seed 000's card, row by row (right-hand card)
    (DigitInPlace(3, "hundreds"), "Number with 3 in the hundreds place"),
    (DigitInPlace(5, "ones"), "Number with 5 in the ones place"),
    (PlacesSum("thousands", "ones", 9), "Number whose thousands and ones digits add up to 9"),
    (DigitSum(13), "Number whose digits add up to 13"),
    (SameDigits(2), "Number with two of the same digits"),
    (SameDigits(3), "Number with three of the same digits"),
    (Wild(), "WILD! Any number can be written here."),
    # extended mix (phrasings chosen here; SPEC 2: numbers with commas)
    (Parity(True), "Even number"),
    (Parity(False), "Odd number"),
    (GreaterThan(5000), "Number greater than 5,000"),
    (LessThan(250_000), "Number less than 250,000"),
    (RoundsTo(6300, 100), "Number that rounds to 6,300 to the nearest hundred"),
    (AllDifferent(), "Number whose digits are all different"),
    (DigitInPlace(7, "hundred thousands"), "Number with 7 in the hundred thousands place"),
])
def test_phrases(category, text):
    assert category.phrase() == text
    assert str(category) == text
    assert parse_category(text) == category


@pytest.mark.parametrize("game", [PlaceValueGame(3), PlaceValueGame(4), PlaceValueGame(6, "d10")], ids=str)
def test_round_trip_every_family_and_parameter(game):
    categories = every_category(game)
    assert {type(c) for c in categories} == set(FAMILIES)
    for category in categories:
        assert parse_category(category.phrase(), game) == category


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_round_trip_property(data):
    game = data.draw(games)
    category = data.draw(categories_for(game))
    assert parse_category(category.phrase(), game) == category


# -- tolerant reading (SPEC 2: upper or lower case, with or without "Number with/whose") ----

@pytest.mark.parametrize("text, category", [
    ("number with 3 in the hundreds place", DigitInPlace(3, "hundreds")),
    ("NUMBER WITH 3 IN THE HUNDREDS PLACE.", DigitInPlace(3, "hundreds")),
    ("3 in the hundreds place", DigitInPlace(3, "hundreds")),
    ("  Number   with 3  in the   hundreds place .  ", DigitInPlace(3, "hundreds")),
    ("Number with 2 in the ten-thousands place", DigitInPlace(2, "ten thousands")),
    ("thousands and ones digits add up to 9", PlacesSum("thousands", "ones", 9)),
    ("Number whose ones and thousands digits add up to 9", PlacesSum("thousands", "ones", 9)),
    ("digits add up to 13.", DigitSum(13)),
    ("two of the same digits", SameDigits(2)),
    ("Number with 3 of the same digits", SameDigits(3)),
    ("wild", Wild()),
    ("WILD!", Wild()),
    ("wild! any number can be written here", Wild()),
    ("even", Parity(True)),
    ("an odd number", Parity(False)),
    ("greater than 5000", GreaterThan(5000)),
    ("Number less than 3,000.", LessThan(3000)),
    ("rounds to 6,300 (nearest hundred)", RoundsTo(6300, 100)),
    ("Number that rounds to 7,000 to the nearest thousand", RoundsTo(7000, 1000)),
    ("all digits different", AllDifferent()),
])
def test_tolerant_reading(text, category):
    assert parse_category(text) == category


@pytest.mark.parametrize("text", [
    "Number with 3 in the hundred place",
    "Number with 33 in the hundreds place",
    "Number whose digits add up to",
    "Number with seven of the same digits",
    "largest number",
    "Number greater than 5,00",
    "",
])
def test_unreadable_text_is_refused_with_an_example(text):
    with pytest.raises(CategoryError) as caught:
        parse_category(text, SIX)
    message = str(caught.value)
    assert "\n" not in message
    assert repr(text.strip()) in message or text.strip() in message
    if "cannot read" in message:
        assert "Number with 3 in the hundreds place" in message


@pytest.mark.parametrize("text, problem", [
    # SPEC 2: a place the card does not have ("ten thousands" on a 4-digit card)
    ("Number with 3 in the ten thousands place", "a 4-digit number has no ten thousands place"),
    ("Number whose hundred thousands and ones digits add up to 9", "no hundred thousands place"),
    ("Number with five of the same digits", "only 4 digits"),
    ("Number whose digits add up to 37", "at most 36"),  # 4 * 9 = 36
    ("Number with 0 in the thousands place", "never starts with 0"),
    ("Number greater than 9,999", "largest 4-digit number is 9,999"),
    ("Number less than 1,000", "smallest 4-digit number is 1,000"),
    ("Number that rounds to 20,000 to the nearest thousand", "no 4-digit number rounds to 20,000"),
])
def test_categories_impossible_for_the_digit_count_are_refused(text, problem):
    with pytest.raises(CategoryError, match=problem) as caught:
        parse_category(text, PlaceValueGame(4))
    assert "4-digit card" in str(caught.value)


def test_impossible_for_the_dice_is_still_a_category():
    # seed 000's left card: "8 in the hundreds place" fits a 4-digit card; only the dice cannot make it.
    assert parse_category("Number with 8 in the hundreds place", PlaceValueGame()) == DigitInPlace(8, "hundreds")


@pytest.mark.parametrize("make", [
    lambda: DigitInPlace(10, "ones"),
    lambda: DigitInPlace(3, "millions"),
    lambda: PlacesSum("ones", "ones", 4),
    lambda: PlacesSum("ones", "tens", 19),
    lambda: SameDigits(1),
    lambda: RoundsTo(6350, 100),
    lambda: RoundsTo(6000, 500),
    lambda: Parity("yes"),
])
def test_bad_parameters_are_refused(make):
    with pytest.raises(CategoryError):
        make()


def test_places_sum_names_the_higher_place_first():
    assert PlacesSum("ones", "thousands", 9) == PlacesSum("thousands", "ones", 9)
    assert PlacesSum("ones", "thousands", 9).first == "thousands"


def test_check_category_returns_the_category():
    assert check_category(Wild(), PlaceValueGame()) == Wild()


@pytest.mark.parametrize("row", read_cases("entries.csv"), ids=lambda r: f"{r['category']}|{r['entry']}")
def test_met_by_on_the_entry_table(row):
    # A row that is valid meets its category; the category-failure rows (no digit/face/zero problem) do not.
    category = parse_category(row["category"])
    if row["valid"] == "yes":
        assert category.met_by(row["value"])


def test_every_place_name_prints_and_reads():
    for place in PLACE_NAMES:
        assert parse_category(DigitInPlace(4, place).phrase(), SIX) == DigitInPlace(4, place)
