"""Hints in words (issue 13 item 4): end-game positions checked against a brute force written here,
and the wording of keeps, gaps and ties."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from functools import lru_cache
from itertools import product
from types import MappingProxyType

import pytest

from worksheets.game import BONUS, Scorecard
from worksheets.rules import preset
from worksheets.strategy import strategy_for
from worksheets.strategy.explain import describe_keep, gap_words, hint, keep_shape, positions_of, score_table

from .small_games import CHANCE, small_rules

CLASSIC = preset("classic")


def card_with_open(rules, open_keys, **points):
    """A card with every box filled but ``open_keys``: 0s, unless ``points`` says otherwise."""
    filled = {key: points.get(key.replace("-", "_"), 0) for key in rules.box_keys if key not in open_keys}
    return Scorecard(rules, MappingProxyType(filled))


# --- an independent brute force: every re-roll enumerated, exact fractions ----------------------


@lru_cache(maxsize=None)
def rerolls(count: int) -> tuple[tuple[tuple[int, ...], int], ...]:
    """Every sorted outcome of ``count`` dice with how many of the 6**count ordered rolls give it."""
    return tuple(Counter(tuple(sorted(r)) for r in product(range(1, 7), repeat=count)).items())


def sub_keeps(dice):
    """Every distinct set of dice to keep."""
    return {tuple(sorted(d for d, bit in zip(dice, mask) if bit)) for mask in product((0, 1), repeat=len(dice))}


def brute_values(score_now):
    """value(dice, rolls_left): the best expected points of the last box, ``score_now(dice)`` after the last roll."""

    @lru_cache(maxsize=None)
    def value(dice, left):
        if left == 0:
            return Fraction(score_now(dice))
        return max(keep_value(keep, left) for keep in sub_keeps(dice))

    @lru_cache(maxsize=None)
    def keep_value(keep, left):
        n = 5 - len(keep)
        total = sum(weight * value(tuple(sorted(keep + rest)), left - 1) for rest, weight in rerolls(n))
        return Fraction(total, 6 ** n)

    return value, keep_value


def check_against_brute_force(card, dice, left, score_now):
    strategy = strategy_for(CLASSIC)
    _, keep_value = brute_values(score_now)
    advice = strategy.advise(card, dice, left)
    now = card.grand_total
    # keeping all five is stopping now: the dice score as they are, however many rolls are left
    brute = {keep: Fraction(score_now(dice)) if len(keep) == 5 else keep_value(keep, left)
             for keep in sub_keeps(dice)}
    assert {o.keep for o in advice.options} == set(brute)
    for option in advice.options:
        assert option.expected - now == pytest.approx(float(brute[option.keep]), abs=1e-9)
    best = max(brute.values())
    assert float(best) == pytest.approx(advice.best.expected - now, abs=1e-9)
    for option in advice.options:
        assert option.gives_up == pytest.approx(float(best - brute[option.keep]), abs=1e-9)
    return advice, brute


def test_only_chance_open_one_roll_left_keeps_the_dice_above_three_and_a_half():
    # One roll left, only Chance open: keeping a die is worth its face, re-rolling it 3.5.
    # So keep the 4, 5 and 6 of 1 3 4 6 2; by hand: 4 + 6 + 3 * 3.5 = 20.5 points to come.
    card = card_with_open(CLASSIC, {"chance"})
    advice, brute = check_against_brute_force(card, (1, 3, 4, 6, 2), 1, sum)
    assert advice.best.keep == (4, 6)
    assert brute[(4, 6)] == Fraction(41, 2)
    text = hint(strategy_for(CLASSIC), card, (1, 3, 4, 6, 2), 1, shown=(1, 3, 4, 6, 2))
    assert text.lines[0] == "Best: keep the 4 and 6 and roll the other three again."
    assert text.lines[1] == "(Those are dice 3 and 4.)"
    # Next best: keeping the 3 too (20.0) or keeping only the 6 (20.0): 0.5 points each, by hand, said in one line.
    assert text.lines[2] == "That is on average 0.5 points better than keeping the 3, 4 and 6 or keeping the 6."


def test_only_chance_open_two_rolls_left_equals_the_brute_force():
    card = card_with_open(CLASSIC, {"chance"})
    advice, brute = check_against_brute_force(card, (2, 2, 5, 3, 6), 2, sum)
    # Stopping scores the 18 showing (2+2+5+3+6, by hand), not what keeping them all for a roll later is worth.
    stop = next(o for o in advice.options if len(o.keep) == 5)
    assert stop.expected - card.grand_total == 18


def test_only_yahtzee_open_equals_the_brute_force_and_keeps_the_biggest_group():
    # Yahtzee open alone (the upper boxes filled, no bonus): 50 points for five alike, else 0.
    card = card_with_open(CLASSIC, {"yahtzee"})

    def yahtzee(dice):
        return 50 if len(set(dice)) == 1 else 0

    for left in (1, 2):
        advice, brute = check_against_brute_force(card, (3, 3, 5, 3, 1), left, yahtzee)
        assert advice.best.keep == (3, 3, 3)
    # One roll left, three 3s kept: both re-rolled dice must show 3, 1/36 of 50 (by hand).
    assert brute_values(yahtzee)[1]((3, 3, 3), 1) == Fraction(50, 36)


def test_only_yahtzee_open_with_the_dice_alike_says_stop():
    card = card_with_open(CLASSIC, {"yahtzee"})
    advice = hint(strategy_for(CLASSIC), card, (4, 4, 4, 4, 4), 2)
    assert advice.lines[0] == "Best: stop now and score 50 in Yahtzee."
    assert advice.advice.best.expected == card.grand_total + 50


def test_last_box_with_no_rolls_left_has_one_choice():
    card = card_with_open(CLASSIC, {"chance"})
    advice = hint(strategy_for(CLASSIC), card, (6, 5, 4, 3, 3), 0)
    assert advice.lines[0] == "There is only one choice: score 21 in Chance."  # 6+5+4+3+3


def test_box_choice_compares_points_and_says_each_gap_to_one_decimal():
    strategy = strategy_for(CLASSIC)
    card = Scorecard(CLASSIC)
    advice = hint(strategy, card, (4, 4, 4, 2, 5), 0)
    best, second, third = advice.advice.options[:3]
    assert advice.lines[0] == f"Best: score {best.points} in {CLASSIC.box(best.box).label}."
    assert advice.lines[1] == (f"That is on average {second.gives_up:.1f} points better than scoring "
                               f"{second.points} in {CLASSIC.box(second.box).label}.")
    assert advice.lines[2].endswith(f"{third.points} in {CLASSIC.box(third.box).label}.")
    assert advice.lines[-1] == f"With best play from here, the game ends with {best.expected:.1f} points on average."
    assert "not the best chance of beating a rival" in advice.note


def test_two_boxes_that_score_alike_are_a_tie(tmp_path):
    # A small game with two Chance boxes: writing the roll in either leaves the same game to play,
    # so the two choices are worth exactly the same and the hint says so.
    rules = small_rules("two-chances", boxes=[CHANCE, {"label": "Other Chance", "scorer": "chance"}])
    strategy = strategy_for(rules, cache_dir=tmp_path)
    advice = hint(strategy, Scorecard(rules), (3, 4), 0)
    assert [o.box for o in advice.advice.options] == ["chance", "other-chance"]
    assert advice.advice.options[1].gives_up == 0
    assert advice.lines[:2] == ("Best: score 7 in Chance.", "Scoring 7 in Other Chance is just as good.")


def test_gaps_are_rounded_to_one_decimal():
    assert gap_words(0.0) == {"kind": "tie", "points": "0.0"}
    assert gap_words(0.04) == {"kind": "tiny", "points": "0.0"}
    assert gap_words(0.05) == {"kind": "points", "points": "0.1"}
    assert gap_words(2.149) == {"kind": "points", "points": "2.1"}


def test_a_tie_is_worded_as_just_as_good():
    from worksheets.strategy.explain import words

    assert words("compared", gap_words(0.0), "keeping the 6") == "Keeping the 6 is just as good."
    assert words("compared", gap_words(0.01), "keeping the 6") == \
        "That is less than 0.1 points better on average than keeping the 6."
    assert words("compared", gap_words(1.0), "keeping the 6") == "That is on average 1.0 point better than keeping the 6."


@pytest.mark.parametrize("keep, said", [
    ((4, 4, 4), "the three 4s"),
    ((2, 4, 4, 4), "the three 4s plus the 2"),
    ((5, 5), "the pair of 5s"),
    ((6,), "the 6"),
    ((3, 5), "the 3 and 5"),
    ((2, 4, 5), "the 2, 4 and 5"),
    ((4, 4, 5, 5), "the pair of 4s and the pair of 5s"),
    ((2, 3, 4, 5), "the straight 2 3 4 5"),
    ((3, 4, 5), "the run 3 4 5"),
    ((1, 1, 1, 1), "the four 1s"),
])
def test_keeps_are_described_by_what_they_are(keep, said):
    assert describe_keep(keep, 5) == said


def test_nothing_and_everything_read_as_orders():
    strategy = strategy_for(CLASSIC)
    card = card_with_open(CLASSIC, {"chance"})
    said = dict(zip((o.keep for o in strategy.advise(card, (1, 1, 1, 2, 2), 1).options),
                    hint(strategy, card, (1, 1, 1, 2, 2), 1).options))
    assert said[()] == "Roll all five again"
    assert said[(1, 1, 1, 2, 2)] == "Stop now and score 7 in Chance"
    assert keep_shape((), 5)["kind"] == "none" and keep_shape((1, 2, 3, 4, 6), 5)["kind"] == "all"


def test_positions_name_the_first_of_equal_dice():
    assert positions_of((4, 4), (4, 2, 4, 5, 4)) == [1, 3]
    assert positions_of((2, 5), (4, 2, 4, 5, 4)) == [2, 4]


@pytest.mark.parametrize("name", ["classic", "house", "roll-em", "dice-roller", "yacht", "zombie"])
def test_score_table_rows_add_up_to_the_expected_score(name):
    table = score_table(strategy_for(preset(name)))
    assert sum(average for _, _, average in table.rows) == pytest.approx(table.expected, abs=1e-6)
    labels = [label for _, label, _ in table.rows]
    assert labels[: len(preset(name).boxes)] == [box.label for box in preset(name).boxes]


@pytest.mark.parametrize("name, box, line", [
    # Seed 003 (Roll-Em): a further Lucky Dice earns +50 and an extra turn, and fills no box.
    ("roll-em", "lucky-dice", "There is only one choice: take the Lucky Dice bonus (no box) and another turn."),
    # Seed 002 (house rules): a further Yahtzee earns +100 instead of a box.
    ("house", "yahtzee", "There is only one choice: take the Yahtzee bonus (no box)."),
])
def test_an_extra_five_alike_bonus_is_said_as_the_rules_give_it(name, box, line):
    rules = preset(name)
    card = Scorecard(rules, MappingProxyType({box: rules.box(box).scorer.fixed_points}))
    assert hint(strategy_for(rules), card, (6,) * rules.dice, 0).lines[0] == line


@pytest.mark.parametrize("rules_name, box", [("house", "yahtzee"), ("roll-em", "lucky-dice")])
def test_a_bonus_instead_of_a_box_is_the_only_choice_with_rolls_left(rules_name, box):
    # SPEC section 2: house (+100) and Roll-Em (+50 and another turn) give a bonus instead of a box for five
    # alike once the five-alike box holds its points; it is taken as rolled, so no keep is weighed.
    rules = preset(rules_name)
    card = Scorecard(rules, MappingProxyType({box: 50}))
    for left in (1, 2):
        advice = hint(strategy_for(rules), card, (2, 2, 2, 2, 2), left)
        assert [o.box for o in advice.advice.options] == [BONUS]
        assert advice.lines[0].startswith("There is only one choice: take the ")


def test_options_as_good_as_the_last_compared_are_named_too():
    # Only Fives open: a die that is not a 5 scores nothing there, so keeping the two 5s plus the 1, the 2 or
    # the 4 are worth the same (by symmetry). Naming two of them and not the third would read as if it were worse.
    card = card_with_open(CLASSIC, {"fives"})
    lines = hint(strategy_for(CLASSIC), card, (1, 2, 4, 5, 5), 2).lines
    assert lines[0] == "Best: keep the pair of 5s and roll the other three again."
    compared = [line for line in lines if line.startswith("That is on average")]
    assert len(compared) == 1  # one gap for all three, said once
    assert compared[0].endswith(" better than keeping the pair of 5s plus the 1, keeping the pair of 5s plus the 2 "
                                "or keeping the pair of 5s plus the 4.")


def test_a_jokers_bonus_is_said_with_its_box():
    # Classic's forced joker: five 5s with Yahtzee 50 and Fives filled score 25 in Chance (5 x 5) plus the
    # Yahtzee bonus of 100 (SPEC section 2); the sentence says both, as the 125 points count them.
    card = card_with_open(CLASSIC, {"chance"}, yahtzee=50, fives=15)
    advice = hint(strategy_for(CLASSIC), card, (5, 5, 5, 5, 5), 2)
    assert advice.lines[0] == "Best: stop now and score 25 in Chance plus the Yahtzee bonus of 100."
    assert advice.advice.best.expected - card.grand_total == pytest.approx(125)


def test_json_gives_the_box_stopping_scores_in():
    # Only Chance open, 1 1 2 2 3 with two rolls left: keeping all five stops and writes 9 (1+1+2+2+3, by hand)
    # in Chance; the keeps that roll again write nothing yet.
    card = card_with_open(CLASSIC, {"chance"})
    options = hint(strategy_for(CLASSIC), card, (1, 1, 2, 2, 3), 2).as_json()["options"]
    (stop,) = [o for o in options if o["keep"] is not None and len(o["keep"]) == 5]
    assert (stop["box"], stop["points"], stop["stops"]) == ("chance", 9, True)
    assert all(o["box"] is None and o["points"] == 0 and "stops" not in o for o in options if o is not stop)


def test_positions_take_the_held_die_of_equal_faces_first():
    assert positions_of((4, 4), (4, 2, 4, 5, 4), held={5}) == [1, 5]
    assert positions_of((4, 4), (4, 2, 4, 5, 4), held={3, 5}) == [3, 5]
    assert positions_of((2, 5), (4, 2, 4, 5, 4), held={1}) == [2, 4]


def test_a_hint_says_to_release_the_held_dice_the_best_keep_rolls_again():
    # Only Chance open, one roll left, 1 3 4 6 2: keep the 4 and 6 (dice 3 and 4), as worked out above.
    card = card_with_open(CLASSIC, {"chance"})
    dice = (1, 3, 4, 6, 2)

    def lines(held):
        return hint(strategy_for(CLASSIC), card, dice, 1, shown=dice, held=held).lines

    assert lines({1, 2})[:3] == ("Best: keep the 4 and 6 and roll the other three again.", "(Those are dice 3 and 4.)",
                                 "Release dice 1 and 2 first: they are held.")
    assert lines({1, 3})[2] == "Release die 1 first: it is held."
    assert lines({1, 2, 5})[2] == "Release dice 1, 2 and 5 first: they are held."
    assert not any(line.startswith("Release") for line in lines({3, 4}) + lines(set()))
    assert hint(strategy_for(CLASSIC), card, dice, 1, shown=dice, held={1, 2}).doing == 3
    assert hint(strategy_for(CLASSIC), card, dice, 1, shown=dice).doing == 2


def test_every_held_die_is_kept_or_released_and_as_many_held_dice_as_can_be_are_kept():
    import re
    from itertools import chain, combinations

    card = card_with_open(CLASSIC, {"chance"})
    dice = (4, 2, 4, 5, 4)
    for held in chain.from_iterable(combinations(range(1, 6), n) for n in range(6)):
        advice = hint(strategy_for(CLASSIC), card, dice, 1, shown=dice, held=set(held))
        keep = advice.advice.best.keep
        numbers = [set(map(int, re.findall(r"\d", line))) for line in advice.lines
                   if line.startswith(("(Th", "Release"))]
        kept = numbers[0] if keep and len(keep) < 5 else set()
        released = numbers[-1] if advice.lines[advice.doing - 1].startswith("Release") else set()
        assert sorted(dice[p - 1] for p in kept) == sorted(keep or ())
        assert released == set(held) - kept  # each held die: kept, or named to be released
        # by hand: as many held dice kept as the keep has of their faces
        assert len(kept & set(held)) == sum(min(sum(dice[p - 1] == f for p in held), keep.count(f)) for f in set(keep))
