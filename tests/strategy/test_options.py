"""The engine's moves are the game's moves, and its values hang together (issue 13 items 1 and 5)."""

from __future__ import annotations

import random
from collections import Counter
from math import prod

import pytest

from worksheets.dice import outcomes
from worksheets.game import Scorecard
from worksheets.rules import preset
from worksheets.strategy import Option, optimal_move, strategy_for

from .small_games import CHANCE, PAIR, RUN, THREES, small_rules

PRESETS = ["classic", "house", "roll-em", "dice-roller", "yacht", "zombie"]


def random_roll(rules, rng: random.Random) -> tuple[int, ...]:
    if rng.random() < 0.3:
        return (rng.randint(1, rules.faces),) * rules.dice
    return tuple(rng.randint(1, rules.faces) for _ in range(rules.dice))


def _play_random(rules, rng, turns):
    card = Scorecard(rules)
    for _ in range(turns):
        if card.finished:
            break
        dice = random_roll(rules, rng)
        card = card.play(dice, rng.choice(sorted(card.options(dice))))
    return card


def _rule_sets(free_joker_rules):
    sets = [preset(name) for name in PRESETS] + [free_joker_rules]
    for policy in ("none", "forced-joker", "free-joker", "bonus-no-box", "bonus-extra-turn"):
        sets.append(small_rules(f"options-{policy}", boxes=[THREES, CHANCE, PAIR, RUN], bonus=(6, 10),
                                policy=policy, points=None if policy == "none" else 30))
    return sets


def _random_moments(free_joker_rules, free_joker, tmp_path, seed: int, per_rule_set: int):
    """(rules, strategy, card, dice) at random moments of random games of every rule set of ``_rule_sets``."""
    rng = random.Random(seed)
    for rules in _rule_sets(free_joker_rules):
        strategy = free_joker if rules == free_joker_rules else strategy_for(rules, cache_dir=tmp_path)
        for _ in range(per_rule_set):
            card = _play_random(rules, rng, rng.randint(0, len(rules.boxes) - 1))
            yield rules, strategy, card, random_roll(rules, rng)


@pytest.mark.long
def test_box_options_are_the_games_options(free_joker_rules, free_joker, tmp_path):
    for rules, strategy, card, dice in _random_moments(free_joker_rules, free_joker, tmp_path, 13, 150):
        advice = strategy.advise(card, dice, 0)
        engine = {(o.box, o.points) for o in advice.options}
        assert engine == set(card.options(dice).items()), (rules.name, dict(card.filled), dice)
        assert len(advice.options) == len(engine)
        for option in advice.options:  # the expected value is what the move writes plus the card after it
            after = card.play(dice, option.box)
            assert option.expected == pytest.approx(strategy.value(after), abs=1e-9)


def test_keep_options_are_every_distinct_sub_roll(tmp_path):
    strategy = strategy_for(preset("classic"))
    card = Scorecard(preset("classic"))
    for dice in [(1, 2, 3, 4, 6), (5, 5, 5, 2, 2), (6, 6, 6, 6, 6), (1, 1, 2, 2, 3)]:
        advice = strategy.advise(card, dice, 2)
        keeps = [o.keep for o in advice.options]
        assert len(keeps) == len(set(keeps)) == prod(n + 1 for n in Counter(dice).values())
        assert all(Counter(k) <= Counter(dice) and list(k) == sorted(k) for k in keeps)
        assert all(o.box is None and o.points == 0 for o in advice.options)
        expected = [o.expected for o in advice.options]
        assert expected == sorted(expected, reverse=True)
        assert [o.gives_up for o in advice.options] == pytest.approx([expected[0] - e for e in expected])
        assert optimal_move(strategy, card, dice, 2) == advice.best


@pytest.mark.parametrize("policy", ["forced-joker", "bonus-no-box"])
def test_a_cards_value_is_the_average_of_its_best_first_rolls(policy, tmp_path):
    # value(card) is the table's; the average over every first roll of the best option is worked out
    # turn by turn through advise. They agree when the table and the turn agree.
    rules = small_rules(f"average-{policy}", faces=6, rolls=3, boxes=[THREES, CHANCE, PAIR, RUN], bonus=(6, 10),
                        policy=policy, points=30)
    strategy = strategy_for(rules, cache_dir=tmp_path)
    rng = random.Random(5)
    faces = tuple(range(1, 7))
    for turns in range(len(rules.boxes)):
        card = _play_random(rules, rng, turns)
        total = sum(weight * strategy.advise(card, roll, rules.rolls - 1).best.expected
                    for roll, weight in outcomes(rules.dice, faces))
        assert total / 6 ** rules.dice == pytest.approx(strategy.value(card), abs=1e-9)


def test_classic_first_turn_values_from_the_shipped_table():
    # The shipped table holds float32 values: a card's value and the average over its first rolls agree to 1e-4.
    rules = preset("classic")
    strategy = strategy_for(rules)
    card = Scorecard(rules).play((3, 3, 3, 5, 5), "full-house")
    total = sum(weight * strategy.advise(card, roll, 2).best.expected
                for roll, weight in outcomes(5, tuple(range(1, 7))))
    assert total / 6 ** 5 == pytest.approx(strategy.value(card), abs=1e-4)


def test_bad_questions_are_refused():
    strategy = strategy_for(preset("classic"))
    card = Scorecard(preset("classic"))
    from worksheets.errors import InputError

    with pytest.raises(InputError, match="rolls left"):
        strategy.advise(card, (1, 2, 3, 4, 5), 3)
    with pytest.raises(InputError, match="expected 5 dice"):
        strategy.advise(card, (1, 2, 3), 1)
    with pytest.raises(InputError, match="for house"):
        strategy.advise(Scorecard(preset("house")), (1, 2, 3, 4, 5), 1)
    assert isinstance(strategy.advise(card, (1, 2, 3, 4, 5), 0).best, Option)


@pytest.mark.long
def test_keeping_every_die_is_worth_stopping_now(free_joker_rules, free_joker, tmp_path):
    # Keeping all the dice ends the turn ("Stop now and score ..."), so with any number of rolls left that
    # option is worth the best box for the dice as they stand: the advice with no roll left.
    for rules, strategy, card, dice in _random_moments(free_joker_rules, free_joker, tmp_path, 29, 40):
        stop_now = strategy.advise(card, dice, 0).best.expected
        for left in range(1, rules.rolls):
            keep_all = next(o for o in strategy.advise(card, dice, left).options if len(o.keep) == len(dice))
            assert keep_all.expected == pytest.approx(stop_now, abs=1e-9), (rules.name, left, dice)


def test_stopping_with_only_chance_open_scores_the_dice_showing():
    # By hand: every box but Chance filled, 233 on the card (63 + 35 upper, 135 lower); 1 1 2 2 3 with
    # two rolls left. Stopping writes 9 in Chance: 242, whatever keeping them for a later roll would be worth.
    rules = preset("classic")
    filled = {"ones": 3, "twos": 6, "threes": 9, "fours": 12, "fives": 15, "sixes": 18, "three-of-a-kind": 20,
              "four-of-a-kind": 20, "full-house": 25, "small-straight": 30, "large-straight": 40, "yahtzee": 0}
    card = Scorecard(rules, filled)
    assert card.grand_total == 233
    keep_all = next(o for o in strategy_for(rules).advise(card, (1, 1, 2, 2, 3), 2).options if len(o.keep) == 5)
    assert keep_all.expected == pytest.approx(242)


@pytest.mark.parametrize("name, five", [("house", "yahtzee"), ("roll-em", "lucky-dice")])
def test_a_bonus_instead_of_a_box_is_what_best_play_takes_anyway(name, five):
    # Play and hint take such a bonus as rolled (SPEC section 2). The engine's values let a player roll on
    # instead; taking the bonus must be its best move too, or its values would not be the game's.
    rules = preset(name)
    strategy, rng = strategy_for(rules), random.Random(3)
    checked = 0
    for _ in range(40):
        card = Scorecard(rules).play((2, 2, 2, 2, 2), five)
        for _ in range(rng.randint(0, len(rules.boxes) - 2)):
            dice = random_roll(rules, rng)
            card = card.play(dice, rng.choice(sorted(card.options(dice))))
        for dice in [(face,) * 5 for face in range(1, 7)]:
            if not card.finished and card.takes_bonus(dice):
                for left in range(1, rules.rolls):
                    assert len(strategy.advise(card, dice, left).best.keep) == 5, (dict(card.filled), dice, left)
                    checked += 1
    assert checked >= 100
