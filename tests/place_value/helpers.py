"""Shared helpers for the place-value tests: case tables, brute force, hypothesis strategies."""

from __future__ import annotations

import csv
from functools import lru_cache
from itertools import permutations
from pathlib import Path

from hypothesis import strategies as st

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
)
from worksheets.place_value.categories import UNIT_NAMES, round_half_up

CASES = Path(__file__).parent / "cases"


def read_cases(name: str) -> list[dict[str, str]]:
    """Rows of a case table; lines starting with '#' are comments."""
    with open(CASES / name, newline="", encoding="utf-8") as handle:
        lines = [line for line in handle if not line.startswith("#")]
    return list(csv.DictReader(lines))


def brute_best(category, roll) -> int | None:
    """The greatest arrangement of the roll that does not start with 0 and meets the category."""
    valid = [
        int("".join(map(str, order)))
        for order in set(permutations(roll))
        if order[0] != 0 and category.met_by("".join(map(str, order)))
    ]
    return max(valid, default=None)


games = st.builds(PlaceValueGame, digits=st.integers(3, 6), dice=st.sampled_from(["d6", "d10"]))
small_games = st.builds(PlaceValueGame, digits=st.integers(3, 5), dice=st.sampled_from(["d6", "d10"]))


@lru_cache(maxsize=None)
def categories_for(game: PlaceValueGame) -> st.SearchStrategy:
    """Any category of any family that fits the game's digit count. One strategy per game, built once:
    a property test draws it for every example, and building and validating it again each time cost more
    than the example's own work."""
    places = st.sampled_from(game.places)
    two_places = st.lists(places, min_size=2, max_size=2, unique=True)
    numbers = st.integers(game.smallest, game.largest)
    units = st.sampled_from([u for u in UNIT_NAMES if u <= 10 * game.smallest])
    return st.one_of(
        st.builds(DigitInPlace, st.integers(0, 9), places),
        st.builds(lambda ps, s: PlacesSum(ps[0], ps[1], s), two_places, st.integers(0, 18)),
        st.builds(DigitSum, st.integers(1, 9 * game.digits)),
        st.builds(SameDigits, st.integers(2, game.digits)),
        st.just(Wild()),
        st.builds(Parity, st.booleans()),
        st.builds(GreaterThan, numbers),
        st.builds(LessThan, numbers),
        st.builds(lambda n, u: RoundsTo(max(u, round_half_up(n, u)), u), numbers, units),
        st.just(AllDifferent()),
    ).filter(lambda c: c.misfit(game) is None)


@st.composite
def game_category_roll(draw, game_strategy=small_games):
    """(game, category, roll): a roll of the game's dice and a category fitting the game."""
    game = draw(game_strategy)
    category = draw(categories_for(game))
    roll = draw(rolls_of(game))
    return game, category, roll


@lru_cache(maxsize=None)
def rolls_of(game: PlaceValueGame) -> st.SearchStrategy:
    """A roll of the game's dice: one face a die, in the order rolled."""
    return st.lists(st.sampled_from(game.faces), min_size=game.digits, max_size=game.digits)
