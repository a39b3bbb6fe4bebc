"""Exact optimal play under ``extra-yahtzee = "replace-max"``, for cards small enough to list whole.

Under replace-max, once the all-alike box holds its points an extra all-alike
roll erases one other filled box and writes that box's maximum (``game.py``):
what that gains depends on the points in the box, so here a *state* is the
whole card, each box open or holding one of its possible values
(``rules.card_values``). There are ``prod(1 + values per box)`` of them; beyond
``MAX_CARD_STATES`` the rule set is refused.

A replace keeps the boxes filled and either raises a box to its maximum (one
more box at its maximum: the states ordered by (boxes filled, boxes at their
maximum) only go up) or, when the box already holds it, leaves the card as it
was. Such a turn can come back to its own card, so that card's value ``x``
solves ``x = F(x)`` with ``F`` convex and piecewise linear, of slope (the
chance of coming back) below 1: Newton's method, as in ``solver._fixed_point``.
The turn itself is the main solver's dynamic programming over ``space``.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from math import prod

import numpy as np

from ..dice import Hand
from ..errors import InputError
from ..game import Scorecard
from ..rules import ExtraPolicy, RuleSet
from .advice import Advice, Option, best_of, box_option, checked_turn, keep_options, ranked
from .averages import UPPER_BONUS_KEY, _picks, _reroll_forward
from .model import MAX_KEEPS, MAX_ROLLS, StrategyLimitError
from .space import TurnSpace, keep_count, roll_count, turn_space
from .solver import best_keep, keep_values, reroll

#: Whole cards (each box open or holding one of its values) solved at most: about 0.4 ms a card with five dice.
MAX_CARD_STATES = 20_000


@dataclass(frozen=True)
class _Dice:
    """What the main solver's turn functions read (``keep_values``, ``best_keep``, ``reroll``)."""

    space: TurnSpace


def whole_card(rules: RuleSet) -> bool:
    """Whether the engine solves ``rules`` whole card by whole card (replace-max) rather than by ``model.Model``."""
    return rules.extra_policy is ExtraPolicy.REPLACE_MAX and rules.five_alike is not None and not rules.place_value


def card_state_count(rules: RuleSet) -> int:
    """How many whole cards a rule set has: per box, open or one of its possible values."""
    return prod(1 + len(rules.card_values(box.key)) for box in rules.boxes)


def check_card_states(rules: RuleSet) -> int:
    count = card_state_count(rules)
    if count > MAX_CARD_STATES:
        raise StrategyLimitError(
            f"{rules.name}: under extra-yahtzee = \"replace-max\" the strategy engine solves whole cards (each box "
            f"open or holding one of its possible values), and this card has {count:,} of them; it handles at most "
            f"{MAX_CARD_STATES:,}")
    rolls, keeps = roll_count(rules.dice, rules.faces), keep_count(rules.dice, rules.faces)
    if rolls > MAX_ROLLS or keeps > MAX_KEEPS:
        raise StrategyLimitError(f"{rules.name}: {rules.dice} dice of {rules.faces} faces make {rolls:,} different "
                                 f"rolls and {keeps:,} keeps; the strategy engine handles at most {MAX_ROLLS:,} "
                                 f"and {MAX_KEEPS:,}")
    if rules.dice == 1:
        raise StrategyLimitError(
            f"{rules.name}: with one die every roll is all alike, so under extra-yahtzee = \"replace-max\" "
            "the game never ends once every filled box holds its maximum")
    return count


class FullCardStrategy:
    """Optimal play for a replace-max rule set, with the interface of ``strategy.Strategy``."""

    def __init__(self, rules: RuleSet):
        check_card_states(rules)
        self.rules = rules
        self.space = turn_space(rules.dice, rules.faces)
        self._dice = _Dice(self.space)
        self.values = [sorted(rules.card_values(box.key)) for box in rules.boxes]
        self.radix = [1] * len(rules.boxes)
        for b in range(1, len(rules.boxes)):
            self.radix[b] = self.radix[b - 1] * (len(self.values[b - 1]) + 1)
        self.size = self.radix[-1] * (len(self.values[-1]) + 1)
        hands = [Hand.of(roll) for roll in self.space.rolls]
        # per box, per roll: the digit (1 + index of the value) the roll writes there
        self.digits = [np.array([vals.index(box.score(h)) + 1 for h in hands], dtype=np.int64)
                       for box, vals in zip(rules.boxes, self.values)]
        self.top = [len(vals) for vals in self.values]  # the digit of each box's maximum
        for box, vals in zip(rules.boxes, self.values):
            if vals[-1] != box.scorer.maximum(rules.dice, rules.faces):
                raise StrategyLimitError(f"{rules.name}: the maximum of {box.label} is not one of its values")
        five = rules.five_alike
        self.five = rules.boxes.index(five) if five is not None else -1
        self.five_digit = self.values[self.five].index(five.scorer.fixed_points) + 1 if (
            five is not None and five.scorer.fixed_points in self.values[self.five]) else -1
        self._grand, self._upper_bonus = self._grand_totals()
        self._table = np.full(self.size, np.nan)
        self._solve()
        self.expected_score = float(self._table[0])
        self._turns = lru_cache(maxsize=64)(self._turn_values)
        self._policy = lru_cache(maxsize=None)(self._turn_policy)
        self._averages: dict[str, float] | None = None

    # --- states ------------------------------------------------------------------------

    def _digits_of(self, state: int) -> list[int]:
        return [state // r % (len(v) + 1) for r, v in zip(self.radix, self.values)]

    def _grand_totals(self) -> tuple[np.ndarray, np.ndarray]:
        """Per state, its grand total and its upper bonus (as ``card.card_totals`` adds a card)."""
        states = np.arange(self.size)
        upper = np.zeros(self.size, dtype=np.int64)
        total = np.zeros(self.size, dtype=np.int64)
        for box, vals, r in zip(self.rules.boxes, self.values, self.radix):
            points = np.array([0] + vals, dtype=np.int64)[states // r % (len(vals) + 1)]
            total += points
            if box.upper:
                upper += points
        bonus = self.rules.upper_bonus
        earned = np.where(upper >= bonus.threshold, bonus.points, 0) if bonus is not None else np.zeros_like(total)
        return total + earned, earned

    def state_of(self, card: Scorecard) -> int:
        rules = self.rules
        if card.rules != rules:
            raise InputError(f"this card is for {card.rules.name}, the strategy for {rules.name}")
        state = 0
        for box, vals, r in zip(rules.boxes, self.values, self.radix):
            if box.key in card.filled:
                if card.filled[box.key] not in vals:
                    raise InputError(f"{box.label} cannot hold {card.filled[box.key]}")
                state += (vals.index(card.filled[box.key]) + 1) * r
        return state

    def _order(self) -> list[np.ndarray]:
        """Groups of states, each needing only the values of groups before it (and its own, for a repeat)."""
        digits = np.stack([np.arange(self.size) // r % (len(v) + 1) for r, v in zip(self.radix, self.values)])
        filled = (digits > 0).sum(axis=0)
        at_top = (digits == np.array(self.top)[:, None]).sum(axis=0)
        key = filled * (len(self.values) + 1) + at_top
        order = np.argsort(-key, kind="stable")
        keys = key[order]
        cuts = np.flatnonzero(np.diff(keys)) + 1
        return np.split(order, cuts)

    # --- one turn ----------------------------------------------------------------------

    def _end_moves(self, state: int):
        """Per roll, the best move at the end of a turn is worth ``max(fixed, x if repeat)``, ``x`` being the
        value of this same card: ``(fixed, repeat, after)`` arrays over rolls, ``after`` the state the best
        ``fixed`` move leads to (ties: the first box in card order)."""
        digits = self._digits_of(state)
        table, grand = self._table, self._grand
        rolls = len(self.space.rolls)
        fixed = np.full(rolls, -np.inf)
        after = np.full(rolls, state, dtype=np.int64)
        repeat = np.zeros(rolls, dtype=bool)
        for b, d in enumerate(digits):
            if d == 0:
                nxt = state + self.digits[b] * self.radix[b]
                value = grand[nxt] - grand[state] + table[nxt]
                better = value > fixed
                fixed[better], after[better] = value[better], nxt[better]
        if self.five >= 0 and digits[self.five] == self.five_digit:
            others = [b for b, d in enumerate(digits) if d and b != self.five]
            if others:  # else: nothing else filled yet, the roll scores as usual
                best, best_after, again = -np.inf, state, False
                for b in others:
                    if digits[b] == self.top[b]:
                        again = True  # replacing this box changes nothing: the same card again
                        continue
                    nxt = state + (self.top[b] - digits[b]) * self.radix[b]
                    value = grand[nxt] - grand[state] + table[nxt]
                    if value > best:
                        best, best_after = value, nxt
                alike = list(self.space.alike)
                fixed[alike], after[alike], repeat[alike] = best, best_after, again
        return fixed, repeat, after

    def _turn_start(self, fixed, repeat, x: float):
        values = np.maximum(fixed, np.where(repeat, x, -np.inf))[:, None]
        slope = (repeat & (x > fixed)).astype(float)[:, None]
        for _ in range(self.rules.rolls - 1):
            values, slope = reroll(self._dice, values, slope)
        prob = self.space.roll_prob
        return float(prob @ values[:, 0]), float(prob @ slope[:, 0])

    def _state_value(self, state: int) -> float:
        fixed, repeat, _ = self._end_moves(state)
        if not repeat.any():
            return self._turn_start(fixed, repeat, 0.0)[0]
        x = 0.0
        for _ in range(100):
            value, slope = self._turn_start(fixed, repeat, x)
            step = (value - x) / (1.0 - slope)
            x += step
            if abs(step) <= 1e-12 * max(1.0, abs(x)):
                return x
        raise ArithmeticError("the value of a repeating turn did not settle")  # F is piecewise linear

    def _solve(self) -> None:
        for group in self._order():
            for state in group.tolist():
                digits = self._digits_of(state)
                self._table[state] = 0.0 if all(digits) else self._state_value(state)

    def _turn_values(self, state: int) -> tuple[np.ndarray, ...]:
        """Per rolls left (0, 1, ...), the value of every roll from ``state`` (points still to come), a column."""
        fixed, repeat, _ = self._end_moves(state)
        values = np.maximum(fixed, np.where(repeat, self._table[state], -np.inf))[:, None]
        out = [values]
        for _ in range(self.rules.rolls - 1):
            out.append(best_keep(self._dice, keep_values(self._dice, out[-1]))[0])
        return tuple(out)

    # --- the Strategy interface -----------------------------------------------------------

    def value(self, card: Scorecard) -> float:
        """The expected final grand total of ``card`` under optimal play, at the start of its next turn."""
        if card.finished:
            return float(card.grand_total)
        return card.grand_total + float(self._table[self.state_of(card)])

    def advise(self, card: Scorecard, dice, rolls_left: int) -> Advice:
        """Every option for ``dice`` with ``rolls_left`` re-rolls left, best first (as ``Strategy.advise``)."""
        return ranked(self.unranked(card, dice, rolls_left))

    def unranked(self, card: Scorecard, dice, rolls_left: int) -> list:
        """Every option of ``advise`` before ranking (as ``Strategy.unranked``)."""
        rules = self.rules
        dice = checked_turn(rules, card, dice, rolls_left)
        state = self.state_of(card)
        now = card.grand_total
        if rolls_left == 0:
            return [box_option(rules, box, points, float(now + self.expected_after(card, card.play(dice, box))))
                    for box, points in card.options(dice).items()]
        turns = self._turns(state)
        blocks = keep_values(self._dice, turns[rolls_left - 1])
        stop_blocks = blocks if rolls_left == 1 else keep_values(self._dice, turns[0])
        return keep_options(blocks, stop_blocks, self.space.keep_index, dice, now)

    def best(self, card: Scorecard, dice, rolls_left: int) -> Option:
        """``advise(...).best`` (as ``Strategy.best``)."""
        return best_of(self.unranked(card, dice, rolls_left))

    def expected_after(self, card: Scorecard, after: Scorecard) -> float:
        """Points from ``card`` on: those a move wrote (``after`` minus ``card``) plus what is still to come."""
        gain = after.grand_total - card.grand_total
        return gain + (0.0 if after.finished else float(self._table[self.state_of(after)]))

    def box_averages(self) -> dict[str, float]:
        """Per box key the average points optimal play from an empty card ends with there, and
        ``"upper-bonus"`` where the rules have one (replace-max pays no bonus beside the boxes); they add up
        to ``expected_score``."""
        if self._averages is None:
            self._averages = self._box_averages()
        return dict(self._averages)

    def _box_averages(self) -> dict[str, float]:
        chance = np.zeros(self.size)
        chance[0] = 1.0
        for group in reversed(self._order()):
            for state in group.tolist():
                if chance[state] == 0 or all(self._digits_of(state)):
                    continue
                after, chances = self._final_moves(state)
                np.add.at(chance, after, chance[state] * chances)
        return self._by_key(np.where(self._finished(), chance, 0.0))

    def _finished(self) -> np.ndarray:
        """Per state, whether every box is filled."""
        finished = np.ones(self.size, dtype=bool)
        for r, vals in zip(self.radix, self.values):
            finished &= np.arange(self.size) // r % (len(vals) + 1) > 0
        return finished

    def _by_key(self, chance: np.ndarray) -> dict[str, float]:
        """Per ``box_averages`` key, the average over finished cards weighted by ``chance`` (per state)."""
        rules = self.rules
        states = np.arange(self.size)
        out = {}
        for box, vals, r in zip(rules.boxes, self.values, self.radix):
            points = np.array([0] + vals, dtype=np.float64)[states // r % (len(vals) + 1)]
            out[box.key] = float(chance @ points)
        if rules.upper_bonus is not None:
            out[UPPER_BONUS_KEY] = float(chance @ self._upper_bonus)
        return out

    def _turn_policy(self, state: int) -> tuple[list[np.ndarray], np.ndarray]:
        """How optimal play goes through a turn from ``state``: per re-roll (the first re-roll last), the
        keep picked for each roll (``averages._picks``: ties, the larger keep), and per final roll the state
        its best move leads to (``state`` itself for a move that changes nothing)."""
        fixed, repeat, after = self._end_moves(state)
        after = np.where(repeat & (self._table[state] > fixed), state, after)
        values = self._turns(state)[0]
        stages = []
        for _ in range(self.rules.rolls - 1):
            values, pick = _picks(self._dice, keep_values(self._dice, values))
            stages.append(pick)
        return stages, after

    def _final_moves(self, state: int) -> tuple[np.ndarray, np.ndarray]:
        """Where one turn from ``state``, played optimally, leads: (next states, their chances), a turn
        coming back to ``state`` played again (its chance spread over the others, as ``averages`` does)."""
        stages, after = self._policy(state)
        chances = self.space.roll_prob[:, None]
        for pick in reversed(stages):
            chances = _reroll_forward(self._dice, chances, pick)
        chances = chances[:, 0]
        back = chances[after == state].sum()
        keep = after != state
        return after[keep], chances[keep] / (1.0 - back)

    def simulate(self, games: int, seed: int):
        """Play ``games`` solitaire games by this strategy with dice drawn from ``seed``: a ``simulate.Played``
        (``by_key``: the average final points in each box, and the upper bonus, as ``box_averages``)."""
        from .simulate import Played, _add_dice

        rng = np.random.default_rng(seed)
        space = self.space
        offsets = np.cumsum([0] + [len(block) for block in space.keeps])
        keep_size = np.repeat(np.arange(space.dice + 1), np.diff(offsets))
        keep_local = np.arange(offsets[-1]) - offsets[keep_size]
        finished = self._finished()
        state = np.zeros(games, dtype=np.int64)
        while True:
            playing = np.flatnonzero(~finished[state])
            if not len(playing):
                break
            for here in np.unique(state[playing]).tolist():
                game = playing[state[playing] == here]
                stages, after = self._policy(here)
                start = np.zeros(len(game), dtype=np.intp)
                roll = _add_dice(self._dice, start, start.copy(), rng)
                for pick in reversed(stages):
                    kept = pick[roll, 0]
                    roll = _add_dice(self._dice, keep_local[kept].copy(), keep_size[kept].copy(), rng)
                state[game] = after[roll]
        chance = np.bincount(state, minlength=self.size) / games
        return Played(self._grand[state].astype(np.float64), self._by_key(chance))
