"""Place Value Yahtzee in play (seed 000): the roll-off, keepers, refused entries, the end and the final roll."""

from __future__ import annotations

import random

import pytest

from worksheets.errors import IllegalMoveError
from worksheets.place_value import PlaceValueGame, parse_category
from worksheets.play import FinalRoll, PlaceValueMatch, RollOff, Started, final_roll, roll_off
from worksheets.rules import preset

from .helpers import FixedDice, new_match

RULES = preset("place-value")
#: Seed 000's card (the right-hand card), in its order.
SEED_CARD = tuple(parse_category(text) for text in RULES.place_value.card)


#: A number for each category of the seed card, in order, with dice that make it (checked by hand:
#: 6,341 has 3 hundreds; 6,345 ends in 5; 6,321 has 2 tens; 6,341 starts with 6; 6+3 = 9;
#: 6+4+2+1 = 13; two 6s; three 6s; anything in WILD).
SEED_CARD_FILLED = [([6, 3, 4, 1], "6341"), ([6, 3, 4, 5], "6345"), ([6, 3, 2, 1], "6321"),
                    ([6, 3, 4, 1], "6341"), ([6, 4, 4, 3], "6443"), ([6, 4, 2, 1], "6421"),
                    ([6, 6, 4, 1], "6641"), ([6, 6, 6, 1], "6661"), ([6, 5, 4, 3], "6543")]


def seed_match(players=("Ana", "Ben")) -> PlaceValueMatch:
    return PlaceValueMatch(RULES, players, categories=SEED_CARD)


def started(match: PlaceValueMatch, *rolloff) -> PlaceValueMatch:
    match.start(FixedDice(*rolloff))
    return match


def test_the_roll_off_greatest_sum_first_and_ties_roll_again():
    # seed 000: greatest sum goes first; SPEC: tied players roll again among themselves.
    match = started(seed_match(("Ana", "Ben", "Cy")),
                    [1, 1, 1, 1], [6, 6, 6, 6], [6, 6, 6, 6],  # 4, 24, 24: Ben and Cy tie
                    [1, 1, 1, 1], [2, 2, 2, 2])  # Ben 4, Cy 8
    rolloffs = [e for e in match.events if isinstance(e, RollOff)]
    assert [r.leaders for r in rolloffs] == [("Ben", "Cy"), ("Cy",)]
    assert [name for name, _ in rolloffs[1].rolls] == ["Ben", "Cy"]  # only the tied players roll again
    # Play goes round from Cy in the order the players were named.
    assert match.order == ("Cy", "Ana", "Ben") and match.current == "Cy"
    assert isinstance(match.events[-1], Started)


def test_a_turn_is_one_or_two_rolls_with_keepers():
    match = started(seed_match(), [6, 6, 6, 6], [1, 1, 1, 1])  # Ana first
    match.roll(FixedDice([6, 3, 4, 2]))
    match.hold([1, 2, 3])
    match.roll(FixedDice([1]))
    assert match.turn.dice == (6, 3, 4, 1)
    with pytest.raises(IllegalMoveError, match="a turn has 2 rolls"):
        match.roll(FixedDice([1]))
    marked = {c.number for c in match.choices() if c.marked}
    # 6,3,4,1: 3 in the hundreds (6341), 6 in the thousands, thousands+ones 9 (6,3,4: 6+3),
    # digits add to 14 not 13; no 5, 2; no two alike; WILD.
    assert marked == {1, 4, 5, 9}


@pytest.mark.parametrize("entry, reason", [
    # The checker's reasons (templates/place_value/reasons.j2), worked out by hand:
    ("634", "634 is not a 4-digit number"),
    ("6,34", "6,34 is not a 4-digit number"),
    ("7341", "7 is not on a six-sided die"),
    ("six", "six is not a whole number written with digits"),
    ("6342", "6,342 does not use the dice you rolled: 6 3 4 1"),
    ("6341", "6,341 has 1 in the ones place, not 5"),
    # SPEC 3: digits apart are not a number (before, the words were joined and 6341 written).
    ("6 3 4 1", "6 3 4 1 has a space between its digits: write 6341 or 6,341"),
])
def test_entries_that_do_not_count_are_refused_with_the_checkers_reason(entry, reason):
    match = started(seed_match(), [6, 6, 6, 6], [1, 1, 1, 1])
    match.roll(FixedDice([6, 3, 4, 1]))
    with pytest.raises(IllegalMoveError) as refused:
        match.score(f"2 {entry}")  # category 2: Number with 5 in the ones place
    assert str(refused.value) == reason
    assert match.current == "Ana"  # the turn goes on


def test_a_valid_number_in_any_order_of_the_dice():
    match = started(seed_match(), [6, 6, 6, 6], [1, 1, 1, 1])
    match.roll(FixedDice([1, 4, 3, 6]))
    match.score("1 6,341")  # 3 in the hundreds place
    assert match.entries["Ana"] == {1: "6,341"} and match.current == "Ben"
    match.roll(FixedDice([1, 1, 2, 5]))
    match.score("2 2115")  # 5 in the ones place
    assert match.entries["Ben"] == {2: "2,115"}
    match.roll(FixedDice([6, 3, 4, 1]))
    with pytest.raises(IllegalMoveError, match=r"category 1 \(Number with 3 in the hundreds place\) is already filled"):
        match.score("1 6341")
    with pytest.raises(IllegalMoveError, match="the categories are numbered 1 to 9"):
        match.score("10 6341")
    with pytest.raises(IllegalMoveError, match="such as: score 9 6341"):
        match.score("9")


def test_x_only_when_the_dice_fill_no_open_category():
    # Seed 000: "If you cannot enter a number for any category after rolling, you must place an X".
    match = started(seed_match(), [6, 6, 6, 6], [1, 1, 1, 1])
    match.roll(FixedDice([6, 3, 4, 1]))  # fills 1, 4, 5 and 9 (worked out in the test of keepers above)
    with pytest.raises(IllegalMoveError) as refused:
        match.score("2 x")
    assert str(refused.value) == ("these dice can fill category 1 (Number with 3 in the hundreds place), such as "
                                  "6,341, and also 4, 5 and 9; X is only for a roll that fills no open category")
    assert match.current == "Ana" and match.entries["Ana"] == {}  # the turn goes on
    # A card of two categories: 1,1,2,2 has no 3 and no 5, so X is written.
    two = started(PlaceValueMatch(RULES, ["Ana", "Ben"], categories=SEED_CARD[:2]), [6, 6, 6, 6], [1, 1, 1, 1])
    two.roll(FixedDice([1, 1, 2, 2]))
    two.score("2 x")
    assert two.entries["Ana"] == {2: None}
    two.roll(FixedDice([6, 3, 5, 1]))  # Ben: 6,315 fits category 2 as well: both named
    with pytest.raises(IllegalMoveError, match=r"category 1 \(Number with 3 in the hundreds place\), such as 6,351, "
                                               r"and also 2; X is only"):
        two.score("1 x")


def fill_all(match: PlaceValueMatch, plays: dict[str, list[tuple[list[int], str]]]) -> None:
    """Each player's turns in order: the dice rolled and the entry written in the next category."""
    counts = dict.fromkeys(match.players, 0)
    while not match.finished:
        player = match.current
        dice, entry = plays[player][counts[player]]
        counts[player] += 1
        match.roll(FixedDice(dice))
        match.score(f"{counts[player]} {entry}")


def test_the_end_compares_as_the_checker_and_a_tie_takes_a_final_roll():
    match = started(seed_match(), [6, 6, 6, 6], [1, 1, 1, 1])
    # Ana: 6,341 in category 1; Ben: 5,332. Ana takes category 1; every other category they
    # write the same number: both take the point. Ana 9, Ben 8.
    ana = SEED_CARD_FILLED
    ben = [([5, 3, 3, 2], "5332")] + SEED_CARD_FILLED[1:]
    fill_all(match, {"Ana": ana, "Ben": ben})
    assert match.winners == ("Ana",)
    outcome = match.outcome()
    assert outcome.scores == (("Ana", 9), ("Ben", 8))
    assert "   Ana: 6,341 (six thousand, three hundred forty-one)" in outcome.lines[0]
    assert outcome.lines[-1] == "Congratulations, Ana! You win with 9 points."
    with pytest.raises(IllegalMoveError, match="no tie"):
        match.settle_tie(FixedDice())


def test_a_tied_game_is_settled_by_the_final_roll():
    match = started(seed_match(), [6, 6, 6, 6], [1, 1, 1, 1])
    fill_all(match, {"Ana": SEED_CARD_FILLED, "Ben": SEED_CARD_FILLED})
    assert match.winners == ("Ana", "Ben")  # the same number in every category: 9 points each
    # SPEC 2: tied players take a final roll, so nobody is congratulated on a shared win before it.
    waiting = match.outcome()
    assert waiting.cheers == () and not any("share the win" in line for line in waiting.lines)
    assert "Take one final roll" in waiting.lines[-1]
    # Final roll: Ana 1,2,3,4 -> 4,321 and Ben 4,3,2,1 -> 4,321 tie; again Ana 6,1,1,1 -> 6,111, Ben 5,5,5,5.
    assert match.settle_tie(FixedDice([1, 2, 3, 4], [4, 3, 2, 1], [6, 1, 1, 1], [5, 5, 5, 5])) == ("Ana",)
    rounds = [e for e in match.events if isinstance(e, FinalRoll)]
    assert [r.values for r in rounds] == [(("Ana", 4321), ("Ben", 4321)), (("Ana", 6111), ("Ben", 5555))]
    outcome = match.outcome()
    assert "Take one final roll" in outcome.lines[-4]
    assert not any("share the win" in line for line in outcome.lines)
    assert outcome.cheers == ("Congratulations, Ana! You win the final roll and the game.",)
    assert outcome.lines[-1] == outcome.cheers[0] and outcome.winners == ("Ana",)


def test_a_category_everyone_crossed_out_says_why_each_takes_the_point():
    # SPEC 3: "all-X ties give everyone the point"; an X looks like no number, so the result says why.
    two = started(PlaceValueMatch(RULES, ["Ana", "Ben"], categories=SEED_CARD[:2]), [6, 6, 6, 6], [1, 1, 1, 1])
    fill_all(two, {"Ana": [([1, 1, 2, 2], "x"), ([6, 3, 4, 5], "6345")],  # no 3 and no 5 among the dice: X
                   "Ben": [([2, 2, 4, 4], "x"), ([6, 3, 3, 5], "6335")]})
    lines = two.outcome().lines
    assert lines[0].endswith("   Point: Ana and Ben (all X: a tie at 0, so each takes the point)")
    assert lines[1].endswith("   Point: Ana")  # 6,345 over 6,335: no note


def test_a_number_less_than_the_dice_could_make_is_written_and_the_greater_one_named():
    # The aim is the greatest number (seed 000); a lesser one is the player's loss, allowed, and the greatest said.
    from itertools import permutations

    match = started(seed_match(), [6, 6, 6, 6], [1, 1, 1, 1])
    match.roll(FixedDice([3, 2, 1, 6]))
    match.score("9 3612")  # WILD: any number of these dice
    greatest = max(int("".join(map(str, order))) for order in permutations([3, 2, 1, 6]))  # by brute force: 6,321
    assert match.events[-1].entry == "3,612" and match.events[-1].greatest == f"{greatest:,}"
    match.roll(FixedDice([6, 3, 4, 1]))
    match.score("1 6341")  # 3 in the hundreds place: 6,341 is the greatest (6,3xx with 4 then 1), nothing said
    assert match.events[-1].greatest is None
    from cli.play_screen import words
    assert words("wrote", name="Ana", number=9, phrase="WILD! Any number can be written here.", entry="3,612",
                 greatest="6,321").endswith("here. The dice could make 6,321 there, a greater number.")


def test_roll_and_tiebreak_functions_by_seed():
    # roll_off: the round's leaders are those with the greatest sum, computed here from the dice.
    rounds = roll_off(["A", "B", "C"], random.Random(4), count=2, faces=6)
    for r in rounds:
        sums = {name: sum(dice) for name, dice in r.rolls}
        assert r.leaders == tuple(n for n, s in sums.items() if s == max(sums.values()))
    assert len(rounds[-1].leaders) == 1
    game = PlaceValueGame(3, "d10")
    for r in final_roll(["A", "B"], random.Random(4), game):
        for name, dice in r.rolls:
            assert dict(r.values)[name] == int("".join(map(str, sorted(dice, reverse=True))))


def test_a_seeded_match_draws_its_card_from_the_seed():
    one = new_match(RULES, ["Ana", "Ben"], random.Random(9))
    two = new_match(RULES, ["Ana", "Ben"], random.Random(9))
    assert one.categories == two.categories and len(one.categories) == 9
    five = new_match(RULES, ["Ana", "Ben"], random.Random(9), digits=5, dice="d10")
    assert five.game == PlaceValueGame(5, "d10") and five.turn is None


def test_replay_of_a_place_value_match():
    match = new_match(RULES, ["Ana", "Ben", "Cy"], random.Random(2))
    from .helpers import play_out

    play_out(match, random.Random(5))
    again = PlaceValueMatch.replay(RULES, match.events, categories=match.categories, game=match.game)
    assert again.entries == match.entries and again.winners == match.winners


def test_holding_the_number_the_dice_make_is_told_to_score_it():
    # "hold 6341" in a place-value game: before, only "there is no die 6341: the dice are numbered 1 to 4".
    match = started(seed_match(), [6, 6, 6, 6], [1, 1, 1, 1])  # Ana first
    match.roll(FixedDice([6, 3, 4, 1]))
    with pytest.raises(IllegalMoveError) as refused:
        match.hold(["6341"])
    assert str(refused.value) == ("there is no die 6341: the dice are numbered 1 to 4; to write the number 6341 on "
                                  "your card, type: score N 6341 (N: the category's number in the list)")
