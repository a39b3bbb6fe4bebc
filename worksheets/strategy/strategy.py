"""Optimal solitaire play for a rule set: values of cards, and every option of a turn ranked.

``strategy_for(rules)`` gives a ``Strategy``: a preset's from the table shipped
in the package, a teacher's rule set solved on first use and kept in the user's
cache folder. Values are expected *final grand totals* under optimal play: the
points on the card plus the points still to come. Optimal solitaire play
maximises this average, not the chance of beating a rival.

Options are ranked by expected value, best first, ties in the fixed order
``advice.py`` gives.
"""

from __future__ import annotations

from collections import OrderedDict
from functools import lru_cache
from pathlib import Path
from typing import Callable

import numpy as np

from ..errors import InputError
from ..game import Scorecard
from ..rules import RuleSet
from .advice import Advice, Option, best_of, box_option, checked_turn, keep_options, ranked
from .averages import average_keys, box_averages
from .full_card import FullCardStrategy, whole_card
from .model import Model, build_model
from .moves import move_tuples
from .solver import best_keep, end_of_turn, keep_values, repeats, solve
from .tables import default_cache_dir, encode, find_table, scoring_fingerprint, write_table



class Strategy:
    """Optimal play for one rule set, from a solved table of state values."""

    def __init__(self, rules: RuleSet, model: Model, table: np.ndarray, expected: float,
                 averages: dict[str, float] | None = None):
        self.rules = rules
        self._model = model
        self._table = table
        self.expected_score = expected
        self._averages = averages
        self._turn = lru_cache(maxsize=64)(self._turn_values)
        self._save = None

    # --- values --------------------------------------------------------------------------

    def _state(self, card: Scorecard) -> int:
        if card.finished:
            raise InputError("the card is full: no turn is left to play")
        return self._model.state_of(card)

    def value(self, card: Scorecard) -> float:
        """The expected final grand total of ``card`` under optimal play, at the start of its next turn."""
        if card.finished:
            return float(card.grand_total)
        return card.grand_total + float(self._table[self._state(card)])

    def _turn_values(self, state: int) -> tuple[list[np.ndarray], ...]:
        """Per rolls left (0, 1, ...), the value of every keep from ``state`` by keep size (``keep_values`` of
        the rolls' values), each a column of points still to come."""
        model = self._model
        states = np.array([state], dtype=np.int64)
        again = self._table[states] if repeats(model, states)[0] else None
        values, _, _ = end_of_turn(model, self._table, states, again)
        out = [keep_values(model, values)]
        for _ in range(self.rules.rolls - 2):
            out.append(keep_values(model, best_keep(model, out[-1])[0]))
        return tuple(out)

    # --- advice --------------------------------------------------------------------------

    def advise(self, card: Scorecard, dice, rolls_left: int) -> Advice:
        """Every option for ``dice`` with ``rolls_left`` re-rolls left, best first."""
        return ranked(self.unranked(card, dice, rolls_left))

    def best(self, card: Scorecard, dice, rolls_left: int) -> Option:
        """``advise(...).best``, without ranking the other options: a computer player's move."""
        return best_of(self.unranked(card, dice, rolls_left))

    def unranked(self, card: Scorecard, dice, rolls_left: int) -> list:
        """Every option of ``advise`` before ranking (``advice.Raw``): for a caller wanting only the best one or
        two (``advice.leaders``), without an ``Option`` built for each."""
        rules = self.rules
        dice = checked_turn(rules, card, dice, rolls_left)
        state = self._state(card)
        model = self._model
        now = card.grand_total
        if rolls_left == 0:
            return [box_option(rules, box, points, now + gain + float(self._table[next_state]))
                    for box, points, gain, next_state in move_tuples(model, state, dice)]
        turns = self._turn(state)
        blocks, stop_blocks = turns[rolls_left - 1], turns[0]
        return keep_options(blocks, stop_blocks, model.space.keep_index, dice, now)

    def simulate(self, games: int, seed: int):
        """Play ``games`` solitaire games by this strategy with dice drawn from ``seed``: a ``simulate.Played``
        (each game's total, their mean and standard error, and the average per ``box_averages`` key)."""
        from .simulate import play_games

        return play_games(self._model, self._table, games, np.random.default_rng(seed))

    def box_averages(self) -> dict[str, float]:
        """Per box key, the average score optimal play writes there from an empty card; and
        ``"upper-bonus"`` (when the rules have an upper bonus) and ``"extra-bonus"`` (when an extra
        all-alike roll earns points), the average of each bonus. They add up to ``expected_score``."""
        if self._averages is None:
            self._averages = box_averages(self._model, self._table)
            if self._save is not None:
                self._save()  # keep them with the cached table
        return dict(self._averages)


def optimal_move(strategy: Strategy, card: Scorecard, dice, rolls_left: int) -> Option:
    """The best option: what a computer player at full strength does."""
    return strategy.best(card, dice, rolls_left)


# --- finding or solving a table -------------------------------------------------------------------


def table_bytes(rules: RuleSet, model: Model, table: np.ndarray, averages: dict[str, float] | None) -> bytes:
    extras = {}
    if averages:
        extras["averages"] = np.array([averages[k] for k in average_keys(model)], dtype=np.float64)
    return encode(table[model.stored], float(table[model.index(0, 0, 0)]), scoring_fingerprint(rules), extras)


_LOADED: OrderedDict[tuple[RuleSet, Path | None], Strategy] = OrderedDict()
_KEEP_LOADED = 8  # tables kept in memory (classic's takes about 8 MB)


def _load(rules: RuleSet, cache_dir: Path | None, progress) -> Strategy:
    if whole_card(rules):
        return FullCardStrategy(rules)  # the whole card is the state: small games only, solved in memory
    fingerprint = scoring_fingerprint(rules)
    model = build_model(rules)
    found = find_table(fingerprint, cache_dir)
    if found is not None and (len(found[0]) != len(model.stored) or not np.isfinite(found[0]).all()):
        found = None  # a damaged file: solve again (and write it anew)
    if found is None:
        table = solve(model, progress)
        strategy = Strategy(rules, model, table, float(table[model.index(0, 0, 0)]))
        _keeps_its_table(strategy, cache_dir, fingerprint)
        strategy._save()
        return strategy
    values, expected, extras = found
    table = np.full(model.dense_size, np.nan)
    table[model.stored] = values
    table[model.index(0, 0, 0)] = expected  # the float64 value, not its float32 copy
    if "averages" in extras:
        return Strategy(rules, model, table, expected, dict(zip(average_keys(model), map(float, extras["averages"]))))
    # a table found without its box averages keeps them once they are worked out, so no later run works them out again
    return _keeps_its_table(Strategy(rules, model, table, expected), cache_dir, fingerprint)


def _keeps_its_table(strategy: Strategy, cache_dir: Path | None, fingerprint: str) -> Strategy:
    """``strategy`` made to write its table, with its box averages once known, to the cache folder."""
    strategy._save = lambda: write_table(cache_dir or default_cache_dir(), fingerprint,
                                         table_bytes(strategy.rules, strategy._model, strategy._table,
                                                     strategy._averages))
    return strategy


def strategy_for(rules: RuleSet, *, cache_dir: Path | None = None,
                 progress: Callable[[int, int], None] | None = None) -> Strategy:
    """Optimal play for ``rules``: a shipped table, a cached one, or solved now and cached.

    ``cache_dir`` replaces the user's cache folder (``$XDG_CACHE_HOME/worksheets``, else
    ``~/.cache/worksheets``). ``progress(done, total)`` is called after each layer of a solve
    (only when there is no table yet: a teacher's file on first use). Raises
    ``StrategyLimitError`` when the rule set is beyond the engine's limits (docs/strategy.md).
    """
    key = (rules, None if cache_dir is None else Path(cache_dir))
    strategy = _LOADED.get(key)
    if strategy is None:
        strategy = _LOADED[key] = _load(rules, key[1], progress)
        while len(_LOADED) > _KEEP_LOADED:
            _LOADED.popitem(last=False)
    _LOADED.move_to_end(key)
    return strategy
