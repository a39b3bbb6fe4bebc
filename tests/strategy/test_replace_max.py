"""extra-yahtzee = "replace-max", solved over whole cards, against a plain recursion over ``Scorecard``s.

The recursion here plays by the game's own rules (``Scorecard.options`` and
``Scorecard.play``): every subset of dice positions kept, every ordered
outcome of the re-rolled dice, every legal move at the end. A move that leaves
the card as it was (replacing a box that already holds its maximum) comes back
to the same card: its value is found by plain value iteration, x <- F(x) from 0,
until it moves by less than 1e-13 (the engine uses Newton's method).
"""

from __future__ import annotations

import random
import re
from functools import lru_cache
from itertools import combinations, product
from math import prod
from types import MappingProxyType

import pytest

from worksheets.game import Scorecard
from worksheets.rules import parse_rules
from worksheets.strategy import StrategyLimitError, strategy_for
from worksheets.strategy.full_card import MAX_CARD_STATES, FullCardStrategy

from .small_games import CHANCE, PAIR, RUN, THREES, settle, small_rules


def card(rules, **filled) -> Scorecard:
    return Scorecard(rules, MappingProxyType(dict(filled)))


class PlainPlayer:
    """Optimal solitaire play by plain recursion over cards, with the value of every option."""

    def __init__(self, rules):
        self.rules = rules
        self.future = lru_cache(maxsize=None)(self._future)

    def key(self, c: Scorecard):
        return tuple(sorted(c.filled.items()))

    def end_options(self, c: Scorecard, dice, x: float) -> dict[str, float]:
        """Per legal box for ``dice``: points from now on after writing it (``x``: the value of ``c`` itself)."""
        out = {}
        for box in c.options(tuple(sorted(dice))):
            after = c.play(tuple(sorted(dice)), box)
            gain = after.grand_total - c.grand_total
            same = dict(after.filled) == dict(c.filled)
            out[box] = gain + (x if same else self.future(self.key(after)))
        return out

    def turn(self, c: Scorecard, x: float):
        memo = {}

        def best(dice, rolls_left):
            memo_key = (tuple(sorted(dice)), rolls_left)
            if memo_key not in memo:
                value = max(self.end_options(c, dice, x).values())
                if rolls_left:
                    value = max([value] + list(self.keep_options(dice, rolls_left, best).values()))
                memo[memo_key] = value
            return memo[memo_key]
        return best

    def keep_options(self, dice, rolls_left, best) -> dict[tuple[int, ...], float]:
        """Per distinct keep (sorted, fewer than all dice): its value with ``rolls_left`` re-rolls left."""
        n, faces = self.rules.dice, range(1, self.rules.faces + 1)
        out = {}
        for size in range(n):
            for kept in combinations(range(n), size):
                held = tuple(sorted(dice[i] for i in kept))
                outcomes = list(product(faces, repeat=n - size))
                out[held] = sum(best(held + o, rolls_left - 1) for o in outcomes) / len(outcomes)
        return out

    def _future(self, key) -> float:
        c = Scorecard(self.rules, MappingProxyType(dict(key)))
        if c.finished:
            return 0.0
        n, faces = self.rules.dice, range(1, self.rules.faces + 1)

        def start(x):
            best = self.turn(c, x)
            rolls = list(product(faces, repeat=n))
            return sum(best(r, self.rules.rolls - 1) for r in rolls) / len(rolls)

        return settle(start)

    def options(self, c: Scorecard, dice, rolls_left) -> dict:
        """Per option (a keep with rolls left, else a box): points from now on after it."""
        x = self.future(self.key(c))
        if rolls_left == 0:
            return self.end_options(c, dice, x)
        best = self.turn(c, x)
        out = self.keep_options(tuple(dice), rolls_left, best)
        # keeping all is stopping now: the best box for the dice as they are, whatever the rolls left
        out[tuple(sorted(dice))] = best(tuple(dice), 0)
        return out


GAMES = {
    "three-boxes": dict(dice=2, faces=3, rolls=2, boxes=[THREES, CHANCE, PAIR]),
    "bonus": dict(dice=2, faces=3, rolls=2, boxes=[THREES, CHANCE, PAIR, RUN], bonus=(6, 10)),
    "three-dice": dict(dice=3, faces=3, rolls=2, boxes=[THREES, PAIR, CHANCE]),
    "three-rolls": dict(dice=2, faces=3, rolls=3, boxes=[PAIR, THREES, CHANCE], bonus=(3, 5)),
}


@lru_cache(maxsize=None)
def game(name):
    rules = small_rules(f"replace-{name}", policy="replace-max", **GAMES[name])
    return rules, strategy_for(rules), PlainPlayer(rules)


def random_cards(rules, count, seed):
    """Cards reached by random legal play (replacing boxes included), none full."""
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        c = Scorecard(rules)
        for _ in range(rng.randrange(0, 8)):
            dice = tuple(rng.randint(1, rules.faces) for _ in range(rules.dice))
            after = c.play(dice, rng.choice(sorted(c.options(dice))))
            if after.finished:
                break
            c = after
        out.append(c)
    return out


@pytest.mark.parametrize("name", sorted(GAMES))
def test_expected_score_matches_plain_recursion(name):
    rules, strategy, plain = game(name)
    assert isinstance(strategy, FullCardStrategy)
    assert strategy.expected_score == pytest.approx(plain.future(()), abs=1e-9)
    averages = strategy.box_averages()
    assert sum(averages.values()) == pytest.approx(strategy.expected_score, abs=1e-9)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_option_matches_plain_recursion(name):
    rules, strategy, plain = game(name)
    rng = random.Random(5)
    for c in random_cards(rules, 25, seed=len(name)):
        assert strategy.value(c) == pytest.approx(c.grand_total + plain.future(plain.key(c)), abs=1e-9)
        for _ in range(3):
            dice = tuple(rng.randint(1, rules.faces) for _ in range(rules.dice))
            rolls_left = rng.randrange(rules.rolls)
            advice = strategy.advise(c, dice, rolls_left)
            truth = plain.options(c, dice, rolls_left)
            got = {o.keep if rolls_left else o.box: o.expected - c.grand_total for o in advice.options}
            assert got == pytest.approx(truth, abs=1e-9)
            assert truth[advice.best.keep if rolls_left else advice.best.box] == pytest.approx(
                max(truth.values()), abs=1e-9)


def test_a_card_with_every_filled_box_at_its_maximum_repeats():
    # Threes 6 and Pair 20: a pair can only "replace" Threes with 6 again, a turn that changes nothing.
    rules, strategy, plain = game("three-boxes")
    c = card(rules, threes=6, pair=20)
    assert c.options((2, 2)) == {"threes": 6}
    assert strategy.value(c) == pytest.approx(c.grand_total + plain.future(plain.key(c)), abs=1e-9)
    advice = strategy.advise(c, (2, 2), 0)
    assert [o.box for o in advice.options] == ["threes"]
    assert advice.best.expected == pytest.approx(strategy.value(c), abs=1e-9)


def test_replace_is_taken_not_offered_and_nothing_else_filled_scores_as_usual():
    rules, strategy, _ = game("three-boxes")
    only_pair = card(rules, pair=20)
    assert {o.box for o in strategy.advise(only_pair, (1, 1), 0).options} == {"threes", "chance"}
    c = card(rules, pair=20, chance=2)
    options = strategy.advise(c, (1, 1), 0).options
    assert [(o.box, o.points) for o in options] == [("chance", 6)]


def test_engine_options_are_the_games_options():
    rules, strategy, _ = game("bonus")
    rng = random.Random(11)
    for c in random_cards(rules, 200, seed=3):
        dice = tuple(rng.randint(1, rules.faces) for _ in range(rules.dice))
        advice = strategy.advise(c, dice, 0)
        assert {o.box: o.points for o in advice.options} == c.options(dice)


def test_simulated_games_average_the_computed_score():
    rules, strategy, _ = game("bonus")
    played = strategy.simulate(20_000, 3)
    assert abs(played.mean - strategy.expected_score) < 4 * played.standard_error
    assert sum(played.by_key.values()) == pytest.approx(played.mean, abs=1e-9)
    assert played.by_key.keys() == strategy.box_averages().keys()


def test_house_with_replace_max_is_refused_naming_the_count_and_the_limit(tmp_path):
    rules = parse_rules({"base": "house", "extra-yahtzee": "replace-max"}, "house-replace")
    with pytest.raises(StrategyLimitError) as caught:
        strategy_for(rules, cache_dir=tmp_path)
    message = str(caught.value)
    count = prod(1 + len(rules.card_values(key)) for key in rules.box_keys)  # the count docs/strategy.md defines
    assert count > MAX_CARD_STATES
    numbers = {int(n.replace(",", "")) for n in re.findall(r"\d[\d,]*", message)}
    assert {count, MAX_CARD_STATES} <= numbers
    assert "replace-max" in message


def test_too_many_dice_are_refused_before_any_work(tmp_path):
    # 10 dice of 20 faces: C(29, 10) = 20,030,010 sorted rolls, far beyond the engine's 5,000.
    rules = small_rules("many-dice-replace", dice=10, faces=20, rolls=1, boxes=[PAIR], policy="replace-max")
    with pytest.raises(StrategyLimitError, match="20,030,010 different rolls"):
        strategy_for(rules, cache_dir=tmp_path)


def test_one_die_never_ends_and_is_refused(tmp_path):
    rules = small_rules("endless-replace", dice=1, faces=6, rolls=1, boxes=[CHANCE, PAIR], policy="replace-max")
    with pytest.raises(StrategyLimitError, match="never ends"):
        strategy_for(rules, cache_dir=tmp_path)


def test_the_limit_is_documented():
    from pathlib import Path

    repo = Path(__file__).resolve().parents[2]
    assert f"`MAX_CARD_STATES`: {MAX_CARD_STATES:,}" in (repo / "docs" / "strategy.md").read_text(encoding="utf-8")
    assert f"| {MAX_CARD_STATES:,} | `strategy/full_card.MAX_CARD_STATES`" in (repo / "README.md").read_text(
        encoding="utf-8")
