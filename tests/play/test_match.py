"""The match engine: players, turns, every extra five-of-a-kind policy, restart and replay.

Dice are chosen by each test (``FixedDice``); every expected score is worked
out by hand from SPEC section 2 and the seed it cites.
"""

from __future__ import annotations

import random

import pytest

from worksheets.errors import IllegalMoveError, InputError
from worksheets.game import BONUS
from worksheets.play import DiceMatch, Ended, Restarted, Scored, Started, ZombieMatch
from worksheets.rules import load_rules_file, parse_rules, preset

from .helpers import FixedDice, new_match, turn


# --- players -------------------------------------------------------------------------------

def test_names_are_unique_ignoring_case_and_spaces():
    match = new_match(preset("classic"), ["Ana", "Ben"])
    # Said as it is: the name is already at the table (before: "given twice", of a name typed once).
    with pytest.raises(IllegalMoveError, match="^'ANA' is the same name as 'Ana', who is already playing: choose another"):
        match.add_player("  ANA ")
    with pytest.raises(IllegalMoveError, match="^'Ana' is already playing: choose another player name$"):
        match.add_player("Ana")
    with pytest.raises(IllegalMoveError, match="'zoë' is the same name as 'Zoë'"):
        new_match(preset("classic"), ["Zoë", "zoe\u0308"])  # the names module composes and folds case
    assert match.players == ("Ana", "Ben")


def test_at_most_eight_players_and_none_after_the_first_roll():
    match = new_match(preset("classic"), [f"P{i}" for i in range(1, 9)])
    with pytest.raises(IllegalMoveError, match="at most 8 players"):
        match.add_player("P9")
    match = new_match(preset("classic"), ["Ana"])
    match.roll(FixedDice([1, 2, 3, 4, 5]))
    with pytest.raises(IllegalMoveError, match="only before the first roll"):
        match.add_player("Ben")


def test_a_zero_is_named_as_a_possible_slip_only_while_another_box_scores():
    match = new_match(preset("classic"), ["Ana"])
    match.roll(FixedDice([6, 6, 6, 1, 6]))
    # Four 6s and a 1 (SPEC 2): Yahtzee scores 0; Three and Four of a Kind and Chance 25 (the sum); Sixes 24.
    named, best = match.zero_instead("yahtzee")
    assert (named.key, named.points) == ("yahtzee", 0)
    assert (best.key, best.points) == ("three-of-a-kind", 25)  # the first of the greatest, in card order
    assert match.zero_instead("sixes") is None  # 24 points: nothing to ask
    assert match.zero_instead("2")[0].key == "twos"  # named by its number on the card as well
    # Every box filled but Yahtzee, and these dice score 0 there: a 0 is all there is, so nothing to ask.
    match = new_match(preset("classic"), ["Ana"])
    for dice, box in [([1, 1, 1, 1, 2], "ones"), ([2, 2, 2, 1, 1], "twos"), ([3, 3, 3, 1, 1], "threes"),
                      ([4, 4, 4, 1, 1], "fours"), ([5, 5, 5, 1, 1], "fives"), ([6, 6, 6, 1, 1], "sixes"),
                      ([1, 1, 1, 2, 3], "three-of-a-kind"), ([1, 1, 1, 1, 3], "four-of-a-kind"),
                      ([2, 2, 3, 3, 3], "full-house"), ([1, 2, 3, 4, 6], "small-straight"),
                      ([1, 2, 3, 4, 5], "large-straight"), ([1, 2, 3, 4, 6], "chance")]:
        turn(match, dice, box)
    match.roll(FixedDice([1, 2, 3, 4, 6]))
    assert [c.key for c in match.choices()] == ["yahtzee"] and match.zero_instead("yahtzee") is None
    # Place value: the player writes the number or X, and is never asked.
    pv = new_match(preset("place-value"), ["Ana", "Ben"], random.Random(1))
    pv.roll(random.Random(1))
    assert pv.zero_instead("1 x") is None


@pytest.mark.parametrize("team, suggestion", [("Zombie Slayers", "Slayers"), ("Z Team", "Team"), ("Zombies", ""),
                                               ("The Zombie Hunters", "The Hunters")])
def test_a_zombie_team_named_as_the_checker_reads_the_zombie_is_refused_in_play(team, suggestion):
    # The same rule as the pack's --team-names and the projector (worksheets/zombie.py): a filled sheet's column
    # headed so is read as the zombie's (docs/check-input.md), so the game's cards could not be checked.
    match = new_match(preset("zombie"), ["Lions"])
    with pytest.raises(IllegalMoveError, match="cannot be a team's name") as refused:
        match.add_player(team)
    assert str(refused.value).endswith(f"try '{suggestion}'" if suggestion else "give the team another name")
    assert match.players == ("Lions",)
    if suggestion:
        match.add_player(suggestion)  # what it suggests is taken
    match.add_player("Zed")  # a Z starting a longer word is a name, not the zombie's letter
    assert "Zed" in match.players


def test_a_match_needs_its_least_players():
    with pytest.raises(IllegalMoveError, match="at least 1 player"):
        new_match(preset("classic"), []).roll(FixedDice([1, 2, 3, 4, 5]))
    with pytest.raises(IllegalMoveError, match="at least 2 players"):
        new_match(preset("place-value"), ["Ana"]).roll(random.Random(1))


# --- turns ---------------------------------------------------------------------------------

def test_turns_go_round_and_scoring_ends_the_turn():
    match = new_match(preset("classic"), ["Ana", "Ben"])
    match.roll(FixedDice([5, 2, 5, 6, 5]))
    assert match.current == "Ana"
    # seed 001: 5-2-5-6-5 scores 15 in Fives, 2 in Twos, 6 in Sixes, 0 in Ones.
    points = {c.key: c.points for c in match.choices()}
    assert (points["fives"], points["twos"], points["sixes"], points["ones"]) == (15, 2, 6, 0)
    marked = {c.key for c in match.choices() if c.marked}
    assert "ones" not in marked and "fives" in marked and "chance" in marked
    match.score("fives")
    assert match.current == "Ben" and not match.turn.rolled
    match.roll(FixedDice([2, 3, 2, 5, 4]))
    # seed 001: 2-3-2-5-4 scores 30 in Small Straight and 0 in Large Straight.
    points = {c.key: c.points for c in match.choices()}
    assert points["small-straight"] == 30 and points["large-straight"] == 0
    match.score("Small Straight")  # a label works as well as a key
    assert match.cards["Ben"].filled == {"small-straight": 30}


def test_a_choice_by_its_number_in_the_list():
    match = new_match(preset("classic"), ["Ana"])
    match.roll(FixedDice([1, 1, 1, 1, 2]))
    listed = match.choices()
    assert [c.number for c in listed] == list(range(1, 14))
    match.score("13")  # the 13th box of the official card (seed 004) is Chance: 1+1+1+1+2
    assert match.cards["Ana"].filled == {"chance": 6}


@pytest.mark.parametrize("typed, key, points", [
    # The names of the official card (seed 004: "Aces", "SM Straight", "LG Straight") and the usual shorthands.
    # 2 3 4 5 5: small straight 30, large 0, aces 0 (no 1s), fives 10, three of a kind 0 (no three alike).
    ("Aces", "ones", 0), ("sm straight", "small-straight", 30), ("LG Straight", "large-straight", 0),
    ("5s", "fives", 10), ("3 of a kind", "three-of-a-kind", 0),
])
def test_a_box_named_as_cards_and_players_say_it(typed, key, points):
    match = new_match(preset("classic"), ["Ana"])
    match.roll(FixedDice([2, 3, 4, 5, 5]))
    match.score(typed)
    assert match.cards["Ana"].filled == {key: points}


def test_a_name_of_two_boxes_is_not_taken_for_either():
    # "kind" names three of a kind and four of a kind alike.
    match = new_match(preset("classic"), ["Ana"])
    match.roll(FixedDice([2, 3, 4, 5, 5]))
    with pytest.raises(IllegalMoveError, match="'kind' is not a box"):
        match.score("kind")
    assert match.cards["Ana"].filled == {}


def test_a_box_keeps_its_number_on_the_card_all_game():
    # The official card (seed 004) in order: Ones..Sixes are 1-6, Three of a Kind 7, Four of a Kind 8,
    # Full House 9, Small Straight 10, Large Straight 11, Yahtzee 12, Chance 13.
    match = new_match(preset("classic"), ["Ana"])
    turn(match, [1, 1, 2, 3, 4], "ones")  # box 1 filled
    turn(match, [2, 2, 3, 4, 6], "threes")  # box 3 filled
    match.roll(FixedDice([6, 6, 6, 2, 2]))
    numbers = {c.key: c.number for c in match.choices()}
    assert numbers == {"twos": 2, "fours": 4, "fives": 5, "sixes": 6, "three-of-a-kind": 7, "four-of-a-kind": 8,
                       "full-house": 9, "small-straight": 10, "large-straight": 11, "yahtzee": 12, "chance": 13}
    with pytest.raises(IllegalMoveError, match=r"^Ones \(box 1\) is already filled: it holds 2; choose an open box$"):
        match.score("1")
    with pytest.raises(IllegalMoveError, match=r"^Threes \(box 3\) is already filled"):
        match.score("threes")  # by name, the same words
    with pytest.raises(IllegalMoveError, match="^there is no box 14: the boxes are numbered 1 to 13"):
        match.score("14")
    match.score("9")  # Full House, 25: still box 9 with boxes 1 and 3 filled (in the list it is 7th)
    assert match.cards["Ana"].filled["full-house"] == 25


def test_refusals_leave_the_turn_going():
    match = new_match(preset("classic"), ["Ana"])
    with pytest.raises(IllegalMoveError, match="not started yet: roll to start"):
        match.hold([1])
    turn(match, [1, 1, 2, 3, 4], "chance")
    with pytest.raises(IllegalMoveError, match="roll first: there are no dice yet"):
        match.hold([1])
    match.roll(FixedDice([6, 6, 5, 5, 1]))
    with pytest.raises(IllegalMoveError, match=r"Chance \(box 13\) is already filled: it holds 11"):
        match.score("chance")
    with pytest.raises(IllegalMoveError, match="there is no box 14: the boxes are numbered 1 to 13"):
        match.score("14")
    with pytest.raises(IllegalMoveError, match="'sevens' is not a box: use a box's number on the card"):
        match.score("sevens")
    assert match.current == "Ana" and match.turn.dice == (6, 6, 5, 5, 1)
    match.roll(FixedDice([6, 6, 6, 6, 6]))
    match.roll(FixedDice([2, 2, 2, 2, 2]))
    with pytest.raises(IllegalMoveError, match="no rolls left"):
        match.roll(FixedDice([1, 1, 1, 1, 1]))
    assert match.must_score


def test_after_the_last_roll_a_zero_can_go_in_any_open_box():
    # seed 004: with nothing scoring, the player must still choose an open box (it takes 0).
    match = new_match(preset("classic"), ["Ana"])
    turn(match, [1, 2, 3, 4, 5], "large-straight")  # 40
    match.roll(FixedDice([1, 1, 3, 4, 6]))
    match.roll(FixedDice([1, 1, 3, 4, 6]))
    match.roll(FixedDice([1, 1, 3, 4, 6]))
    match.score("yahtzee")
    assert match.cards["Ana"].filled["yahtzee"] == 0


# --- the extra five-of-a-kind policies --------------------------------------------------

def test_classic_joker_first_branch_its_own_upper_box_with_100():
    # seed 001: with Fours open, 4-4-4-4-4 must go in Fours (20), plus 100.
    match = new_match(preset("classic"), ["Ana"])
    turn(match, [6, 6, 6, 6, 6], "yahtzee")
    match.roll(FixedDice([4, 4, 4, 4, 4]))
    assert [(c.key, c.points, c.bonus) for c in match.choices()] == [("fours", 20, 100)]
    with pytest.raises(IllegalMoveError, match="joker"):
        match.score("chance")
    with pytest.raises(IllegalMoveError, match="joker"):
        match.score("1")  # Ones is box 1 and open, but the joker sends five 4s to Fours
    match.score("4")  # Fours: box 4 on the card, though the only choice listed
    assert match.cards["Ana"].grand_total == 50 + 20 + 100


def test_classic_joker_second_branch_lower_boxes_at_full_value():
    # seed 001: Threes filled -> 3 of a kind 15, 4 of a kind 15, Full House 25, straights 30 and 40, Chance 15.
    match = new_match(preset("classic"), ["Ana"])
    turn(match, [3, 3, 3, 3, 3], "yahtzee")
    turn(match, [3, 3, 1, 2, 4], "threes")
    match.roll(FixedDice([3, 3, 3, 3, 3]))
    assert {c.key: c.points for c in match.choices()} == {
        "three-of-a-kind": 15, "four-of-a-kind": 15, "full-house": 25,
        "small-straight": 30, "large-straight": 40, "chance": 15}
    match.score("large straight")
    assert match.cards["Ana"].grand_total == 50 + 6 + 40 + 100


def test_classic_joker_third_branch_zero_in_an_open_upper_box():
    # SPEC section 2: upper box and every lower box filled -> 0 in an open upper box (still +100).
    match = new_match(preset("classic"), ["Ana"])
    turn(match, [5, 5, 5, 5, 5], "yahtzee")
    turn(match, [5, 5, 1, 2, 3], "fives")
    for dice, box in [([2, 2, 2, 5, 6], "three-of-a-kind"), ([2, 2, 2, 2, 6], "four-of-a-kind"),
                      ([2, 2, 3, 3, 3], "full-house"), ([1, 2, 3, 4, 6], "small-straight"),
                      ([1, 2, 3, 4, 5], "large-straight"), ([1, 1, 2, 3, 4], "chance")]:
        turn(match, dice, box)
    match.roll(FixedDice([5, 5, 5, 5, 5]))
    assert {c.key: (c.points, c.bonus) for c in match.choices()} == {
        key: (0, 100) for key in ("ones", "twos", "threes", "fours", "sixes")}
    before = match.cards["Ana"].grand_total
    match.score("sixes")
    assert match.cards["Ana"].grand_total == before + 100


def test_house_extra_yahtzee_takes_100_and_fills_no_box():
    # seed 002: +100 and no box filled; SPEC section 2: a bonus instead of a box is taken, not offered,
    # so the roll that earns it takes it: the turn is over with nothing to choose.
    match = new_match(preset("house"), ["Ana", "Ben"])
    turn(match, [3, 3, 3, 3, 3], "yahtzee")
    turn(match, [1, 2, 3, 4, 6], "chance")
    match.roll(FixedDice([5, 5, 5, 5, 5]))
    taken = match.events[-1]
    assert isinstance(taken, Scored) and (taken.player, taken.box, taken.bonus) == ("Ana", BONUS, 100)
    assert taken.label == "Yahtzee bonus" and not taken.extra_turn
    card = match.cards["Ana"]
    assert card.grand_total == 150 and len(card.open_boxes) == 12  # 50 + 100; nothing written that turn
    assert match.current == "Ben" and not match.turn.rolled  # no extra turn under house rules
    # Ana's card has one box more to fill than Ben's: she plays on after Ben's last turn.


def test_an_extra_yahtzee_on_a_later_roll_takes_its_bonus_too():
    # House (seed 002): five alike made by a re-roll, with a roll still left, is the same +100 at once.
    match = new_match(preset("house"), ["Ana"])
    turn(match, [2, 2, 2, 2, 2], "yahtzee")
    match.roll(FixedDice([4, 4, 4, 1, 2]))
    match.hold([1, 2, 3])
    match.roll(FixedDice([4, 4]))
    assert isinstance(match.events[-1], Scored) and match.events[-1].box == BONUS
    assert match.cards["Ana"].grand_total == 150 and match.cards["Ana"].filled == {"yahtzee": 50}
    assert match.current == "Ana" and match.turn.rolls == 0  # her next turn (one player), not a third roll
    with pytest.raises(IllegalMoveError, match="roll first"):
        match.score("fours")


def test_an_extra_yahtzee_after_a_scratched_yahtzee_is_scored_as_usual():
    # seed 002: the +100 needs the Yahtzee box to hold 50; after a 0 there, five alike fill a box as usual.
    match = new_match(preset("house"), ["Ana"])
    turn(match, [1, 2, 3, 4, 6], "yahtzee")  # 0
    match.roll(FixedDice([5, 5, 5, 5, 5]))
    assert match.turn.rolled and "fives" in {c.key for c in match.choices()}
    match.score("fives")
    assert match.cards["Ana"].filled == {"yahtzee": 0, "fives": 25}


def test_house_replace_max_erases_a_box_and_writes_its_greatest_score():
    # seed 002's preferred rule: every extra Yahtzee replaces one filled box with its maximum.
    rules = parse_rules({"base": "house", "extra-yahtzee": "replace-max", "name": "family"}, "test")
    match = new_match(rules, ["Ana"])
    turn(match, [4, 4, 4, 4, 4], "yahtzee")
    turn(match, [1, 1, 2, 3, 4], "chance")  # 11
    match.roll(FixedDice([6, 6, 6, 6, 6]))
    assert [(c.key, c.points, c.replaces) for c in match.choices()] == [("chance", 30, 11)]  # 5 x 6
    match.score("chance")
    assert match.cards["Ana"].filled == {"yahtzee": 50, "chance": 30}


def test_roll_em_further_lucky_dice_earns_50_and_an_extra_turn():
    # seed 003: +50 and one extra turn; SPEC: no box filled, and the bonus is taken, not offered.
    match = new_match(preset("roll-em"), ["Ana", "Ben"])
    turn(match, [2, 2, 2, 2, 2], "lucky-dice")
    turn(match, [1, 2, 3, 4, 6], "freebie")
    match.roll(FixedDice([6, 6, 6, 6, 6]))
    taken = match.events[-1]
    assert isinstance(taken, Scored) and (taken.label, taken.bonus, taken.extra_turn) == ("Lucky Dice bonus", 50, True)
    assert match.current == "Ana" and not match.turn.rolled  # the extra turn, from its first roll
    assert match.cards["Ana"].grand_total == 100
    turn(match, [1, 1, 1, 2, 3], "ones")
    assert match.current == "Ben"


def test_dice_roller_second_yahtzee_is_scored_like_any_roll():
    # seed 004: one Yahtzee only: no bonus and no joker, every open box as usual.
    match = new_match(preset("dice-roller"), ["Ana"])
    turn(match, [6, 6, 6, 6, 6], "yahtzee")
    match.roll(FixedDice([4, 4, 4, 4, 4]))
    choices = {c.key: (c.points, c.bonus) for c in match.choices()}
    assert len(choices) == 12
    assert choices["fours"] == (20, 0) and choices["full-house"] == (0, 0) and choices["chance"] == (20, 0)
    match.score("chance")
    assert match.cards["Ana"].grand_total == 70


def test_a_custom_rules_file_sets_the_rolls(tmp_path):
    path = tmp_path / "two-rolls.toml"
    path.write_text('base = "classic"\nrolls = 2\n', encoding="utf-8")
    match = new_match(load_rules_file(path), ["Ana"])
    match.roll(FixedDice([1, 2, 3, 4, 5]))
    match.roll(FixedDice([1, 2, 3, 4, 5]))
    with pytest.raises(IllegalMoveError, match="a turn has 2 rolls"):
        match.roll(FixedDice([1, 2, 3, 4, 5]))


# --- the end, restart, replay ----------------------------------------------------------

def test_the_end_and_shared_winners():
    # Yacht's 12 boxes, two players writing the same rolls: a tie, shared.
    match = new_match(preset("yacht"), ["Ana", "Ben"])
    rolls = [([1, 1, 1, 1, 1], "ones"), ([2, 2, 2, 2, 2], "twos"), ([3, 3, 3, 3, 3], "threes"),
             ([4, 4, 4, 4, 4], "fours"), ([5, 5, 5, 5, 5], "fives"), ([6, 6, 6, 6, 6], "sixes"),
             ([2, 2, 3, 3, 3], "full-house"), ([4, 4, 4, 4, 1], "four-of-a-kind"),
             ([1, 2, 3, 4, 5], "little-straight"), ([2, 3, 4, 5, 6], "big-straight"),
             ([6, 6, 6, 6, 5], "choice"), ([1, 1, 1, 1, 1], "yacht")]
    for dice, box in rolls:
        turn(match, dice, box)
        turn(match, dice, box)
    # 5+10+15+20+25+30 = 105; full house 13; four of a kind 16; straights 30+30; choice 29; yacht 50
    total = 105 + 13 + 16 + 60 + 29 + 50
    assert match.finished and match.winners == ("Ana", "Ben")
    assert match.outcome().scores == (("Ana", total), ("Ben", total))
    assert match.outcome().lines == (f"Congratulations, Ana and Ben! You share the win with {total} points each.",)
    assert isinstance(match.events[-1], Ended)
    with pytest.raises(IllegalMoveError, match="the game is over"):
        match.roll(FixedDice([1, 2, 3, 4, 5]))


def test_restart_keeps_the_players_and_gives_new_cards():
    match = new_match(preset("classic"), ["Ana", "Ben"])
    turn(match, [6, 6, 6, 6, 6], "yahtzee")
    match.restart()
    assert isinstance(match.events[-1], Restarted)
    assert match.players == ("Ana", "Ben") and not match.started
    assert all(not card.filled for card in match.cards.values())
    match.roll(FixedDice([1, 2, 3, 4, 5]))
    assert match.current == "Ana"


def test_replaying_the_events_gives_the_same_match():
    rules = preset("roll-em")
    match = new_match(rules, ["Ana", "Ben"])
    rng = random.Random(7)
    for _ in range(10):
        match.roll(rng)
        match.hold([1, 2])
        match.roll(rng)
        match.score(str(match.choices()[0].number))  # the first box listed
    again = DiceMatch.replay(rules, match.events)
    assert again.cards == match.cards and again.current == match.current and again.turn == match.turn
    assert sum(isinstance(e, Scored) for e in match.events) == 10
    assert isinstance(match.events[2], Started)


# --- Zombie -----------------------------------------------------------------------------

def test_zombie_plays_between_the_teams_and_one_game_per_team():
    match = new_match(preset("zombie"), ["Lions", "Tigers"])
    assert isinstance(match, ZombieMatch)
    with pytest.raises(IllegalMoveError, match="'zombie' is the same name as Zombie"):
        match.add_player("zombie")  # the zombie's name is taken (it is given once, so not "twice")
    seen = []
    rng = random.Random(3)
    while not match.finished:
        seen.append(match.current if match.started else "Lions")
        match.roll(rng)
        match.score(str(match.choices()[0].number))  # the first box listed
    # 13 turns for each team, and 13 x 2 for the zombie: two full games.
    assert seen[:4] == ["Lions", "Zombie", "Tigers", "Zombie"]
    assert seen.count("Lions") == 13 and seen.count("Zombie") == 26
    assert len(match.zombie_cards) == 2 and all(card.finished for card in match.zombie_cards)
    survivors = match.cards["Lions"].grand_total + match.cards["Tigers"].grand_total
    zombies = sum(card.grand_total for card in match.zombie_cards)
    assert match.scores() == (("survivors", survivors), ("zombies", zombies))
    assert match.board().columns == ("Lions", "Tigers", "Zombie game 1", "Zombie game 2")


def test_digits_and_dice_are_for_place_value_only():
    with pytest.raises(InputError, match="--digits is for place-value games"):
        new_match(preset("classic"), ["Ana"], digits=5)
