"""Game settings: SPEC 2 allows 3 to 6 digits and d6 (faces 1-6) or d10 (faces 0-9) dice."""

import pytest

from worksheets.errors import InputError
from worksheets.place_value import PLACE_NAMES, PlaceValueGame


def test_default_is_seed_000s_game():
    # seed 000: four dice, 4-digit numbers, every number uses digits 1-6.
    game = PlaceValueGame()
    assert (game.digits, game.dice, game.faces) == (4, "d6", (1, 2, 3, 4, 5, 6))
    assert game.places == ("thousands", "hundreds", "tens", "ones")
    assert (game.smallest, game.largest, game.sides) == (1000, 9999, 6)


def test_d10_faces_and_six_places():
    game = PlaceValueGame(6, "D10")
    assert game.dice == "d10"
    assert game.faces == tuple(range(10))
    assert game.places == PLACE_NAMES[::-1]


@pytest.mark.parametrize("digits", [2, 7, 0, "4", 4.0, True])
def test_bad_digit_counts_name_what_is_accepted(digits):
    with pytest.raises(InputError, match="3 to 6 digits"):
        PlaceValueGame(digits)


@pytest.mark.parametrize("dice", ["d8", "6", "", None])
def test_bad_dice_name_what_is_accepted(dice):
    with pytest.raises(InputError, match="'d6' .* or 'd10'"):
        PlaceValueGame(4, dice)


def test_games_are_values():
    assert PlaceValueGame() == PlaceValueGame(4, "d6")
    assert len({PlaceValueGame(), PlaceValueGame(4, "d6"), PlaceValueGame(4, "d10")}) == 2
