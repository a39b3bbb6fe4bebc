"""The engine against plain recursion on small games (issue 13 items 1, 2 and 5), for every extra policy."""

from __future__ import annotations

import pytest

from worksheets.game import Scorecard
from worksheets.strategy import StrategyLimitError, strategy_for

from .small_games import CHANCE, PAIR, RUN, THREES, brute_force, small_rules

POLICIES = ["none", "forced-joker", "free-joker", "bonus-no-box", "bonus-extra-turn"]


@pytest.mark.parametrize("policy", POLICIES)
def test_two_dice_games_match_plain_recursion(policy, tmp_path):
    # Two four-sided dice, two rolls; Threes (with a bonus of 10 at 6), Chance, a Pair (20) and a Run of two (15).
    rules = small_rules(f"small-{policy}", boxes=[THREES, CHANCE, PAIR, RUN], bonus=(6, 10), policy=policy,
                        points=None if policy == "none" else 30)
    strategy = strategy_for(rules, cache_dir=tmp_path)
    assert strategy.expected_score == pytest.approx(brute_force(rules), abs=1e-9)
    assert strategy.value(Scorecard(rules)) == pytest.approx(strategy.expected_score, abs=1e-12)


def test_three_boxes_six_faces_three_rolls(tmp_path):
    rules = small_rules("three-boxes", faces=6, rolls=3, boxes=[THREES, CHANCE, PAIR], bonus=(6, 10),
                        policy="forced-joker", points=30)
    assert strategy_for(rules, cache_dir=tmp_path).expected_score == pytest.approx(brute_force(rules), abs=1e-9)


def test_one_die_two_boxes_by_hand(tmp_path):
    # One six-sided die, one roll, boxes Chance and Sixes. Worked by hand: in the last turn Chance is worth 3.5
    # and Sixes 6 x 1/6 = 1. First roll v: Chance gives v + 1, Sixes gives (6 if v == 6 else 0) + 3.5.
    # v = 1, 2: Sixes (3.5 each); v = 3, 4, 5: Chance (4, 5, 6); v = 6: Sixes (9.5). Average 31.5 / 6 = 5.25.
    rules = small_rules("one-die", dice=1, faces=6, rolls=1,
                        boxes=[CHANCE, {"label": "Sixes", "scorer": "upper", "face": 6}])
    strategy = strategy_for(rules, cache_dir=tmp_path)
    assert strategy.expected_score == pytest.approx(5.25, abs=1e-12)
    assert brute_force(rules) == pytest.approx(5.25, abs=1e-12)
    card = Scorecard(rules)
    assert [o.box for o in strategy.advise(card, (2,), 0).options] == ["sixes", "chance"]
    assert strategy.advise(card, (3,), 0).best.box == "chance"
    assert strategy.advise(card, (3,), 0).best.expected == pytest.approx(4.0)


def test_one_die_two_rolls_matches_plain_recursion(tmp_path):
    rules = small_rules("one-die-two-rolls", dice=1, faces=6, rolls=2,
                        boxes=[CHANCE, {"label": "Sixes", "scorer": "upper", "face": 6}])
    assert strategy_for(rules, cache_dir=tmp_path).expected_score == pytest.approx(brute_force(rules), abs=1e-12)


def test_a_game_that_never_ends_is_refused(tmp_path):
    # One die: every roll is all alike, so once the box holds its points every turn is a bonus and fills nothing.
    rules = small_rules("endless", dice=1, faces=6, rolls=1, boxes=[CHANCE, PAIR], policy="bonus-no-box")
    with pytest.raises(StrategyLimitError, match="never ends"):
        strategy_for(rules, cache_dir=tmp_path)


@pytest.mark.parametrize("dice, faces, boxes, words", [
    (10, 20, [CHANCE], "different rolls"),
    (2, 4, [dict(CHANCE, label=f"Chance {i}") for i in range(21)], "at most 20"),
])
def test_limits_are_refused_with_the_reason(dice, faces, boxes, words, tmp_path):
    rules = small_rules("big", dice=dice, faces=faces, boxes=boxes)
    with pytest.raises(StrategyLimitError, match=words):
        strategy_for(rules, cache_dir=tmp_path)


def test_place_value_is_not_a_game_of_boxes():
    from worksheets.rules import preset

    with pytest.raises(StrategyLimitError, match="not a game of boxes"):
        strategy_for(preset("place-value"))
