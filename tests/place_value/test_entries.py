"""Judging entries: valid or not, and the first broken rule as a reason a child understands."""

import pytest
from hypothesis import given, settings, strategies as st

from worksheets.errors import CategoryError
from worksheets.place_value import (
    DigitInPlace,
    EntryJudgement,
    PlaceValueGame,
    Wild,
    judge_entry,
    parse_category,
)

from .helpers import categories_for, read_cases, small_games

ROWS = read_cases("entries.csv")


@pytest.mark.parametrize("row", ROWS, ids=lambda r: f"{r['category']}|{r['entry']}|{r['dice']}")
def test_entry_table(row):
    game = PlaceValueGame(int(row["digits"]), row["dice"])
    judged = judge_entry(parse_category(row["category"], game), row["entry"], game)
    assert judged.valid is (row["valid"] == "yes"), row["source"]
    assert judged.value == (int(row["value"]) if row["value"] else None), row["source"]
    assert judged.reason == (row["reason"] or None), row["source"]


def test_x_entries():
    # seed 000: "X" counts as 0; SPEC 4: an empty cell is X. An empty one is told apart (left_empty) for the report.
    for entry in (None, "X", "x", "", "   "):
        assert judge_entry(Wild(), entry, PlaceValueGame()) == EntryJudgement(
            None, False, "X: no number was written", None, left_empty=entry not in ("X", "x"))


def test_the_childs_own_text_is_kept():
    judged = judge_entry(DigitInPlace(3, "hundreds"), " 6,34 ", PlaceValueGame())
    assert judged.written == "6,34"
    assert judged.reason == "6,34 is not a 4-digit number"


def test_unreadable_text_is_a_verdict_not_an_exception():
    # SPEC 2: "6,34" must become an invalid entry with a reason, not an exception.
    for text in ("6,34", "6.341", "six", "63,41", "1e3"):
        assert judge_entry(Wild(), text, PlaceValueGame()).valid is False


def test_a_category_that_does_not_fit_the_card_is_an_error():
    with pytest.raises(CategoryError, match="ten thousands"):
        judge_entry(DigitInPlace(3, "ten thousands"), "6,341", PlaceValueGame())


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_met_by_agrees_with_judge_entry(data):
    # For a number of the right size made of the dice's faces, validity is exactly met_by.
    game = data.draw(small_games)
    category = data.draw(categories_for(game))
    first = data.draw(st.sampled_from([f for f in game.faces if f]))
    rest = data.draw(st.lists(st.sampled_from(game.faces), min_size=game.digits - 1, max_size=game.digits - 1))
    digits = "".join(map(str, [first, *rest]))
    judged = judge_entry(category, digits, game)
    assert judged.valid == category.met_by(digits)
    assert judged.value == int(digits)
    assert (judged.reason is None) == judged.valid
    if not judged.valid:
        assert judged.reason == category.why_not(digits)
    # The same number as an int, or with commas, is judged the same way.
    assert judge_entry(category, int(digits), game).valid == judged.valid
    assert judge_entry(category, f"{int(digits):,}", game).valid == judged.valid


@pytest.mark.parametrize("typed, plain", [
    ("".join(chr(0xFF10 + d) for d in (5, 6, 2, 1)), "5621"),  # full width: U+FF10 is 0
    ("".join(chr(0x0660 + d) for d in (5, 6, 2, 1)), "5621"),  # Arabic-Indic: U+0660 is 0
    (chr(0xFF16) + "\uff0c" + "".join(chr(0xFF10 + d) for d in (3, 4, 1)), "6,341"),  # with a full-width comma
])
def test_digits_of_another_script_are_refused_saying_what_to_type(typed, plain):
    # SPEC 3 refuses full-width and Arabic-Indic digits with a clear message: here, the number to type instead.
    judged = judge_entry(DigitInPlace(2, "tens"), typed, PlaceValueGame())
    assert not judged.valid
    assert judged.reason == (f"{typed} is typed in the digits of another script (full-width digits come from an "
                             f"input method for Japanese or Chinese): type {plain}")


def test_other_script_digits_among_letters_are_no_number_at_all():
    judged = judge_entry(DigitInPlace(2, "tens"), chr(0xFF15) + "abc", PlaceValueGame())
    assert judged.reason == f"{chr(0xFF15)}abc is not a whole number written with digits"
