"""A turn's dice: the first roll rolls all, holds keep dice, the rule set's rolls are the limit."""

from __future__ import annotations

import pytest

from worksheets.errors import IllegalMoveError
from worksheets.play import Turn

from .helpers import FixedDice


def classic_turn() -> Turn:
    return Turn(count=5, faces=6, max_rolls=3)  # SPEC section 2: 5 six-sided dice, up to 3 rolls


def test_the_first_roll_rolls_every_die():
    turn = classic_turn().roll(FixedDice([5, 2, 5, 6, 5]))
    assert turn.dice == (5, 2, 5, 6, 5)
    assert turn.rolls == 1 and turn.rolls_left == 2


def test_held_dice_stay_and_the_others_are_rolled_again():
    turn = classic_turn().roll(FixedDice([5, 2, 5, 6, 5])).hold([1, "3", "5"])
    assert turn.held == {1, 3, 5}
    # Only dice 2 and 4 are rolled: the generator is asked twice.
    turn = turn.roll(FixedDice([5, 1]))
    assert turn.dice == (5, 5, 5, 1, 5)
    turn = turn.release(["1,3"]).roll(FixedDice([4, 4, 6, 6]))  # only die 5 is still held
    assert turn.dice == (4, 4, 6, 6, 5)
    assert turn.rolls_left == 0


def test_a_fourth_roll_is_refused():
    turn = classic_turn()
    for _ in range(3):
        turn = turn.roll(FixedDice([1, 2, 3, 4, 5]))
    with pytest.raises(IllegalMoveError, match="no rolls left: a turn has 3 rolls"):
        turn.roll(FixedDice([1, 2, 3, 4, 5]))


def test_place_value_turns_have_two_rolls():
    # seed 000: a turn is 1 or 2 rolls.
    turn = Turn(count=4, faces=6, max_rolls=2).roll(FixedDice([6, 3, 4, 1])).roll(FixedDice([1, 1, 1, 1]))
    with pytest.raises(IllegalMoveError, match="a turn has 2 rolls"):
        turn.roll(FixedDice([1, 1, 1, 1]))


def test_ten_sided_place_value_dice_show_0_to_9():
    turn = Turn(count=4, faces=10, max_rolls=2, lowest=0).roll(FixedDice([0, 9, 3, 0]))
    assert turn.dice == (0, 9, 3, 0)


@pytest.mark.parametrize("make, words, message", [
    (lambda: classic_turn(), ["1"], "roll first"),
    (lambda: classic_turn().roll(FixedDice([1, 2, 3, 4, 5])), ["6"], "there is no die 6: the dice are numbered 1 to 5"),
    (lambda: classic_turn().roll(FixedDice([1, 2, 3, 4, 5])), ["two"], "there is no die two"),
    (lambda: classic_turn().roll(FixedDice([1, 2, 3, 4, 5])), [], "such as: hold 1 3"),
])
def test_holds_that_make_no_sense_are_refused(make, words, message):
    with pytest.raises(IllegalMoveError, match=message):
        make().hold(words)


def test_rolling_with_every_die_held_is_refused():
    turn = classic_turn().roll(FixedDice([6, 6, 6, 6, 6])).hold([1, 2, 3, 4, 5])
    with pytest.raises(IllegalMoveError, match="every die is held"):
        turn.roll(FixedDice([]))


def test_holding_after_the_last_roll_is_refused():
    turn = Turn(count=5, faces=6, max_rolls=1).roll(FixedDice([1, 2, 3, 4, 5]))
    with pytest.raises(IllegalMoveError, match="last roll"):
        turn.hold([1])


@pytest.mark.parametrize("typed, advice", [
    # dice 5 3 6 3 6: the 6s are dice 3 and 5, the 3s dice 2 and 4
    (["6", "6"], "; the dice showing 6 are dice 3 and 5, so type: hold 3 5"),
    (["6"], "; the dice showing 6 are dice 3 and 5, so type: hold 3 5"),  # "the 6s"
    (["12"], "; for dice 1 and 2, type: hold 1 2"),
    (["6", "6", "6"], ""),  # three 6s typed, two showing: no guess
    (["3", "6"], ""),       # 3 is a die's number: the 6 may be a slip of anything
    (["9"], ""),            # no die shows 9
])
def test_dice_named_by_what_they_show_are_told_their_numbers(typed, advice):
    turn = classic_turn().roll(FixedDice([5, 3, 6, 3, 6]))
    with pytest.raises(IllegalMoveError) as refused:
        turn.hold(typed)
    wrong = next(part for part in typed if not 1 <= int(part) <= 5)
    assert str(refused.value) == f"there is no die {wrong}: the dice are numbered 1 to 5{advice}"


def test_a_die_named_twice_is_refused_and_the_dice_showing_that_face_named():
    # "hold 1 1 1" with 1 1 1 3 2 means the three 1s; before, it held die 1 alone and said nothing.
    turn = classic_turn().roll(FixedDice([1, 1, 1, 3, 2]))
    with pytest.raises(IllegalMoveError) as refused:
        turn.hold(["1", "1", "1"])
    assert str(refused.value) == ("die 1 is named more than once: name each die once, by its position; the dice "
                                  "showing 1 are dice 1, 2 and 3, so type: hold 1 2 3")
    with pytest.raises(IllegalMoveError, match=r"^die 3 is named more than once: name each die once, by its "
                                               r"position$"):  # one 3 showing, named twice: no guess
        turn.hold(["3", "3"])
    assert turn.hold(["1", "2"]).held == {1, 2}


def place_value_turn() -> Turn:
    # SPEC section 2, Place Value Yahtzee: 4 six-sided dice by default, a turn of 1 or 2 rolls; the dice make a number
    return Turn(count=4, faces=6, max_rolls=2, numbers=True)


@pytest.mark.parametrize("typed, advice", [
    # dice 6 3 4 1: "hold 6341" is the number the dice make; before, only "there is no die 6341"
    (["6341"], "; to write the number 6341 on your card, type: score N 6341 (N: the category's number in the list)"),
    (["6,341"], "; to write the number 6,341 on your card, type: score N 6341 (N: the category's number in the list)"),
    # 1346 is made of the dice showing too, in another order
    (["1346"], "; to write the number 1346 on your card, type: score N 1346 (N: the category's number in the list)"),
    # 1234 is no number these dice make (no 2 shows; trial 24: the advice to score it was then refused): dice 1 to 4
    (["1234"], "; for dice 1, 2, 3 and 4, type: hold 1 2 3 4"),
    (["634"], ""),   # 3 digits on a 4-digit card: not a number of the card
    (["66"], ""),    # one 6 showing, typed twice: no guess
])
def test_a_number_held_in_place_value_is_told_it_is_written_with_score(typed, advice):
    turn = place_value_turn().roll(FixedDice([6, 3, 4, 1]))
    with pytest.raises(IllegalMoveError) as refused:
        turn.hold(typed)
    wrong = typed[0].split(",")[0]
    assert str(refused.value) == f"there is no die {wrong}: the dice are numbered 1 to 4{advice}"


def test_digits_that_are_dice_numbers_and_faces_showing_are_told_both_ways():
    # Dice 2 4 3 2: "hold 42" may mean dice 4 and 2, or the 4 and the 2s (trial 24: only the first was said, and a
    # child who meant the faces held the wrong dice). The 4 is die 2; the 2s are dice 1 and 4.
    turn = place_value_turn().roll(FixedDice([2, 4, 3, 2]))
    with pytest.raises(IllegalMoveError) as refused:
        turn.hold(["42"])
    assert str(refused.value) == ("there is no die 42: the dice are numbered 1 to 4; for dice 4 and 2, type: hold 4 2; "
                                  "for the dice showing 4 and 2 (dice 1, 2 and 4), type: hold 1 2 4")
    with pytest.raises(IllegalMoveError) as refused:  # 6341 is no number of 2 4 3 2: no advice to write it
        turn.hold(["6341"])
    assert str(refused.value) == "there is no die 6341: the dice are numbered 1 to 4"


def test_a_number_held_in_a_game_of_boxes_is_not_told_to_score_it():
    # Classic dice make no number: "hold 66541" gets no "score N" advice (the boxes are scored by name or number).
    turn = classic_turn().roll(FixedDice([6, 6, 5, 4, 1]))
    with pytest.raises(IllegalMoveError) as refused:
        turn.hold(["66541"])
    assert str(refused.value) == "there is no die 66541: the dice are numbered 1 to 5"


def test_a_place_value_turn_keeps_its_numbers_through_rolls_and_holds():
    turn = place_value_turn().roll(FixedDice([6, 3, 4, 1])).hold(["2"]).release(["2"]).roll(FixedDice([5, 5, 5, 5]))
    assert turn.numbers and turn.rolled_to((1, 2, 3, 4)).numbers
