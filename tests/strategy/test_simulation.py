"""Seeded simulations of optimal play against the computed values (issue 13 item 2).

For presets without a published value, 100,000 games played by the optimal policy (dice from a fixed
seed) must average within 3 standard errors of the computed expected score.

Box by box, the simulation and ``box_averages`` agree only where they break ties between equally good
choices alike: a preset's shipped table holds float32 values, which can turn an exact tie of the float64
solve (Yacht's two straights, both 30) either way. So boxes are compared on small games solved here,
whose table both use: each box within 4 of its standard errors, bounded by the box's greatest score over
the square root of the number of games (a box's points lie between 0 and that score).
"""

from __future__ import annotations

import math

import pytest

from worksheets.rules import preset
from worksheets.strategy import strategy_for

from .small_games import CHANCE, PAIR, RUN, THREES, small_rules

GAMES = 100_000


@pytest.mark.long
@pytest.mark.parametrize("name, seed", [("house", 1), ("roll-em", 2), ("yacht", 3)])
def test_simulated_games_average_the_computed_score(name, seed):
    rules = preset(name)
    strategy = strategy_for(rules)
    played = strategy.simulate(GAMES, seed)
    assert len(played.totals) == GAMES
    assert abs(played.mean - strategy.expected_score) < 3 * played.standard_error
    assert set(played.by_key) == set(strategy.box_averages())


@pytest.mark.parametrize("policy", ["bonus-extra-turn", "free-joker"])
def test_small_games_simulated(policy, tmp_path):
    rules = small_rules(f"simulated-{policy}", boxes=[THREES, CHANCE, PAIR, RUN], bonus=(6, 10), policy=policy,
                        points=30)
    strategy = strategy_for(rules, cache_dir=tmp_path)
    games = 20_000
    played = strategy.simulate(games, 7)
    assert abs(played.mean - strategy.expected_score) < 3 * played.standard_error
    averages = strategy.box_averages()
    assert sum(averages.values()) == pytest.approx(strategy.expected_score, abs=1e-9)
    for box in rules.boxes:
        spread = box.scorer.maximum(rules.dice, rules.faces) / math.sqrt(games)
        assert abs(played.by_key[box.key] - averages[box.key]) < 4 * spread, box.key
