"""Playing a card through: bonuses, extra five-of-a-kinds and illegal moves.

Expected totals are worked by hand in each test from the rules in SPEC
section 2 and the seeds it names.
"""

from __future__ import annotations

import pytest

from worksheets.errors import DiceError, IllegalMoveError, RulesError
from worksheets.game import BONUS, Scorecard
from worksheets.rules import parse_rules, preset


def play(name_or_rules, *moves):
    rules = preset(name_or_rules) if isinstance(name_or_rules, str) else name_or_rules
    card = Scorecard(rules)
    for dice, box in moves:
        card = card.play(dice, box)
    return card


# Three of each face in the upper boxes: 3+6+9+12+15 = 45, then 18 in Sixes = 63.
UPPER_63 = [((1, 1, 1, 2, 3), "ones"), ((2, 2, 2, 1, 3), "twos"), ((3, 3, 3, 1, 2), "threes"),
            ((4, 4, 4, 1, 2), "fours"), ((5, 5, 5, 1, 2), "fives"), ((6, 6, 6, 1, 2), "sixes")]


@pytest.mark.parametrize("name", ["classic", "dice-roller", "roll-em", "zombie"])
def test_upper_exactly_63_finished_in_sixes_earns_the_bonus(name):
    # seed 001/004: 63 or more earns 35; seed 003: more than 62 earns 35.
    card = play(name, *UPPER_63)
    assert card.upper_total == 63
    assert card.upper_bonus == 35
    assert card.grand_total == 98


def test_upper_62_earns_no_bonus():
    moves = [((1, 1, 2, 3, 4), "ones")] + UPPER_63[1:]  # 2 + 6 + 9 + 12 + 15 + 18 = 62
    card = play("classic", *moves)
    assert card.upper_total == 62
    assert card.upper_bonus == 0


def test_house_has_no_upper_bonus():
    # seed 002 lists no upper bonus.
    assert play("house", *UPPER_63).upper_bonus == 0


def test_classic_extra_yahtzee_with_its_upper_box_open_must_go_there():
    # seed 001: Yahtzee box holds 50; 4-4-4-4-4 with Fours open must go in Fours; +100.
    card = play("classic", ((6, 6, 6, 6, 6), "yahtzee"))
    assert card.options((4, 4, 4, 4, 4)) == {"fours": 20}
    with pytest.raises(IllegalMoveError, match="joker"):
        card.play((4, 4, 4, 4, 4), "chance")
    card = card.play((4, 4, 4, 4, 4), "fours")
    assert card.extra_bonus == 100
    assert card.grand_total == 50 + 20 + 100


def test_classic_joker_with_upper_box_filled_takes_lower_boxes_at_full_value():
    # seed 001: upper box filled -> Full House 25, Small Straight 30, Large Straight 40,
    # 3/4 of a kind and Chance the total (5*3 = 15).
    card = play("classic", ((3, 3, 3, 3, 3), "yahtzee"), ((3, 3, 1, 2, 4), "threes"))
    assert card.options((3, 3, 3, 3, 3)) == {
        "three-of-a-kind": 15, "four-of-a-kind": 15, "full-house": 25,
        "small-straight": 30, "large-straight": 40, "chance": 15,
    }
    card = card.play((3, 3, 3, 3, 3), "large-straight")
    assert card.filled["large-straight"] == 40
    assert card.extra_bonus == 100


def test_classic_joker_with_upper_and_every_lower_box_filled_scores_zero_in_upper():
    # SPEC section 2: else 0 in an open upper box.
    lower = [((2, 2, 2, 5, 6), "three-of-a-kind"), ((2, 2, 2, 2, 6), "four-of-a-kind"),
             ((2, 2, 3, 3, 3), "full-house"), ((1, 2, 3, 4, 6), "small-straight"),
             ((1, 2, 3, 4, 5), "large-straight"), ((1, 1, 2, 3, 4), "chance")]
    card = play("classic", ((5, 5, 5, 5, 5), "yahtzee"), ((5, 5, 1, 2, 3), "fives"), *lower)
    assert card.options((5, 5, 5, 5, 5)) == {"ones": 0, "twos": 0, "threes": 0, "fours": 0, "sixes": 0}
    before = card.grand_total
    card = card.play((5, 5, 5, 5, 5), "sixes")
    assert card.filled["sixes"] == 0
    assert card.grand_total == before + 100


def test_classic_yahtzee_scratched_to_zero_gives_no_bonus_but_the_joker_applies():
    # SPEC section 2: a Yahtzee box scratched to 0 gives no bonus but the joker still applies.
    card = play("classic", ((1, 2, 3, 4, 6), "yahtzee"))
    assert card.filled["yahtzee"] == 0
    assert card.options((2, 2, 2, 2, 2)) == {"twos": 10}
    card = card.play((2, 2, 2, 2, 2), "twos")
    assert card.extra_bonus == 0
    assert card.moves[-1].joker
    card = card.play((2, 2, 2, 2, 2), "full-house")  # Twos now filled: lower box at full value
    assert card.filled["full-house"] == 25
    assert card.extra_bonus == 0


def test_dice_roller_second_yahtzee_earns_nothing_and_has_no_joker():
    # seed 004: one Yahtzee only; five alike in Full House scores 0 (3+2 exactly).
    card = play("dice-roller", ((6, 6, 6, 6, 6), "yahtzee"))
    assert card.options((4, 4, 4, 4, 4))["full-house"] == 0
    assert None not in card.options((4, 4, 4, 4, 4))
    card = card.play((4, 4, 4, 4, 4), "chance")
    assert card.extra_bonus == 0
    assert card.grand_total == 50 + 20


def test_house_extra_yahtzee_earns_100_and_fills_no_box():
    # seed 002: +100, write +100 and do not fill a box.
    card = play("house", ((3, 3, 3, 3, 3), "yahtzee"))
    # SPEC section 2: the bonus is taken, not offered beside the boxes.
    assert card.options((5, 5, 5, 5, 5)) == {BONUS: 0}
    with pytest.raises(IllegalMoveError, match="takes its bonus"):
        card.play((5, 5, 5, 5, 5), "fives")
    card = card.play((5, 5, 5, 5, 5), BONUS)
    assert card.extra_bonus == 100
    assert "fives" not in card.filled
    assert card.grand_total == 150
    assert len(card.open_boxes) == 12


def test_house_no_bonus_when_the_yahtzee_box_holds_zero():
    # seed 002: only after a Yahtzee scored for 50, not after a 0.
    card = play("house", ((1, 2, 3, 4, 6), "yahtzee"))
    assert BONUS not in card.options((5, 5, 5, 5, 5))
    with pytest.raises(IllegalMoveError):
        card.play((5, 5, 5, 5, 5), BONUS)


def test_house_replace_max_erases_a_box_and_writes_its_maximum():
    # seed 002's preferred rule: erase any one filled box, write that box's maximum.
    rules = parse_rules({"base": "house", "extra-yahtzee": "replace-max"}, "test")
    card = play(rules, ((4, 4, 4, 4, 4), "yahtzee"), ((1, 1, 2, 3, 4), "chance"),
                ((1, 2, 2, 3, 4), "twos"))
    options = card.options((6, 6, 6, 6, 6))
    # SPEC section 2: the replacement is taken instead of a box, so only filled boxes are offered.
    assert options == {"chance": 30, "twos": 10}  # the most each can hold: 5*6, 5*2
    with pytest.raises(IllegalMoveError, match="replaces a filled box"):
        card.play((6, 6, 6, 6, 6), "sixes")
    card = card.play((6, 6, 6, 6, 6), "chance")
    assert card.filled["chance"] == 30
    assert card.moves[-1].replaced
    assert card.extra_bonus == 0
    assert card.grand_total == 50 + 30 + 4


def test_roll_em_further_lucky_dice_earns_50_and_an_extra_turn():
    # seed 003: each further Lucky Dice +50 and one extra turn; SPEC: no box filled.
    card = play("roll-em", ((2, 2, 2, 2, 2), "lucky-dice"))
    card = card.play((6, 6, 6, 6, 6), BONUS)
    assert card.moves[-1].extra_turn
    assert card.extra_bonus == 50
    assert card.extra_turns == 1
    assert card.grand_total == 100
    assert "sixes" not in card.filled


def test_a_filled_box_cannot_be_used_again():
    card = play("classic", ((1, 1, 2, 3, 4), "chance"))
    with pytest.raises(IllegalMoveError, match="Chance is already filled"):
        card.play((6, 6, 6, 5, 5), "chance")


def test_a_refused_joker_names_the_boxes_it_may_go_in_as_the_card_does():
    # classic's forced joker (seed 002, SPEC 2): with Yahtzee holding 50 and Sixes open, 6 6 6 6 6 goes in Sixes
    card = play("classic", ((6, 6, 6, 6, 6), "yahtzee"))
    with pytest.raises(IllegalMoveError, match=r"^under the joker rule, 6 6 6 6 6 may go only in: Sixes$"):
        card.play((6, 6, 6, 6, 6), "chance")
    # a filled box: the open ones are named by their labels too
    card = card.play((1, 2, 3, 4, 6), "chance")
    with pytest.raises(IllegalMoveError, match=r"^Chance is already filled; this roll may go in: Ones, Twos, "):
        card.play((1, 2, 3, 4, 6), "chance")


def test_unknown_box_and_bad_dice_are_refused():
    card = Scorecard(preset("classic"))
    with pytest.raises(IllegalMoveError, match="no box 'freebie'"):
        card.play((1, 2, 3, 4, 5), "freebie")
    with pytest.raises(DiceError, match="expected 5 dice"):
        card.play((1, 2, 3, 4), "chance")
    with pytest.raises(DiceError, match="7 is not on a six-sided die"):
        card.play((1, 2, 3, 4, 7), "chance")


def test_a_full_card_takes_no_more_moves():
    rules = preset("yacht")
    card = Scorecard(rules)
    for key in rules.box_keys:
        card = card.play((1, 2, 3, 4, 6), key)
    assert card.finished
    with pytest.raises(IllegalMoveError, match="full"):
        card.play((1, 2, 3, 4, 6), "choice")


def test_playing_returns_a_new_card_and_leaves_the_old_one():
    empty = Scorecard(preset("classic"))
    after = empty.play((6, 6, 6, 6, 6), "yahtzee")
    assert empty.filled == {} and after.filled == {"yahtzee": 50}
