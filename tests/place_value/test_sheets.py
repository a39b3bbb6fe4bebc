"""Class sets and keys rebuilt from the printed code."""

from __future__ import annotations

from fractions import Fraction

import pytest

from worksheets.errors import InputError
from worksheets.place_value import PlaceValueGame, Wild, judge_entry
from worksheets.place_value.sheets import class_set, sheet_from_code


@pytest.mark.parametrize("game", [PlaceValueGame(), PlaceValueGame(3, "d10"), PlaceValueGame(6, "d6")])
def test_every_code_rebuilds_its_card_and_key(game):
    sheets = class_set(2026, 5, game)
    for sheet in sheets:
        assert sheet_from_code(sheet.code) == sheet


def test_games_differ_and_the_same_seed_gives_the_same_set():
    first = class_set(7, 15)
    assert len({frozenset(s.categories) for s in first}) == 15
    assert class_set(7, 15) == first
    assert class_set(8, 15) != first
    assert [s.number for s in first] == list(range(1, 16))


def test_key_rows_hold_valid_numbers_and_exact_odds():
    for sheet in class_set(11, 4, PlaceValueGame(4, "d6")):
        for row in sheet.key:
            assert judge_entry(row.category, row.greatest, sheet.game).valid
            assert judge_entry(row.category, row.example, sheet.game).valid
            assert row.example <= row.greatest
            assert Fraction(1, 20) <= row.chance <= 1  # SPEC: the default mix avoids < 5%


def test_wild_key_by_hand():
    # 4 d6 dice: the greatest number is 6,666 and every roll fills WILD.
    sheet = class_set(1, 1)[0]
    (wild,) = [row for row in sheet.key if row.category == Wild()]
    assert (wild.greatest, wild.chance) == (6666, 1)


def test_class_set_size_is_checked():
    with pytest.raises(InputError, match="1 to 4095 games"):
        class_set(1, 0)


def test_a_sheets_key_is_worked_out_only_when_read():
    from worksheets.render.place_value_model import PlaceValueOptions, build_class_cards

    sheet = class_set(7, 1)[0]
    assert "key" not in vars(sheet)
    assert sheet.key == sheet_from_code(sheet.code).key
    assert all(game.key == () for game in build_class_cards(PlaceValueOptions(games=2)).games)
    assert all(len(game.key) == 9 for game in build_class_cards(PlaceValueOptions(games=2, with_key=True)).games)
