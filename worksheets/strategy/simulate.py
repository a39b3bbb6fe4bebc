"""Many games played by the optimal policy at once: a check of the solver by chance.

Games that are in the same state at the start of a turn share that turn's
policy (the best keep for every roll and re-roll, the best move for every final
roll), worked out once for the batch of their states; the dice are drawn for
every game together from the caller's ``numpy`` generator, one die at a time
through ``space.add``. A game whose move fills no box (an extra all-alike bonus)
plays its next turn from the same state.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .averages import average_keys
from .model import REPEATING, Model
from .solver import _CHUNK_ELEMENTS, end_of_turn, keep_values


@dataclass(frozen=True)
class Played:
    """What the simulated games scored."""

    totals: np.ndarray  # each game's grand total
    by_key: dict[str, float]  # per ``box_averages`` key, the average over the games

    @property
    def mean(self) -> float:
        return float(self.totals.mean())

    @property
    def standard_error(self) -> float:
        return float(self.totals.std(ddof=1) / np.sqrt(len(self.totals)))


def _add_dice(model: Model, keep: np.ndarray, size: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """Roll the dice not kept: from keeps (index within their size) to rolls (index among the rolls)."""
    space = model.space
    for current in range(space.dice):
        rolling = size == current
        if rolling.any():
            faces = rng.integers(0, space.faces, size=int(rolling.sum()))
            keep[rolling] = space.add[current][keep[rolling], faces]
            size[rolling] += 1
    return keep


def _keep_choices(model: Model, blocks: list[np.ndarray]) -> tuple[np.ndarray, list]:
    """``averages._picks`` with the keeps left unnamed: per roll, the value of its best keep; and per keep size,
    which die put back (a column of ``space.drop``) gave each keep its best, -1 for the keep itself. The few
    rolls the games show are followed down to their keep by ``_picked``."""
    space = model.space
    best = blocks[0]
    won = [None]
    for size in range(1, space.dice + 1):
        drop = space.drop[size]
        best_here = blocks[size].copy()
        column_won = np.full(best_here.shape, -1, dtype=np.int8)
        for column, rows in enumerate(space.drop_rows[size]):
            child = np.take(best, drop[:rows, column], axis=0)
            better = child > best_here[:rows]  # ties: the larger keep, then the first die put back
            np.copyto(best_here[:rows], child, where=better)
            column_won[:rows][better] = column
        best = best_here
        won.append(column_won)
    return best, won


def _picked(model: Model, won: list, roll: np.ndarray, column: np.ndarray) -> np.ndarray:
    """The keep (an index over all keeps, by size) ``_picks`` names for each roll and state column."""
    space = model.space
    offsets = np.cumsum([0] + [len(block) for block in space.keeps])
    keep = roll.copy()
    picked = np.full(len(roll), offsets[0], dtype=np.intp)  # a keep of no dice, if put back that far
    going = np.arange(len(roll))
    for size in range(space.dice, 0, -1):
        put_back = won[size][keep[going], column[going]]
        stops = put_back < 0
        picked[going[stops]] = offsets[size] + keep[going[stops]]
        going, put_back = going[~stops], put_back[~stops]
        keep[going] = space.drop[size][keep[going], put_back]
    return picked


def play_games(model: Model, table: np.ndarray, games: int, rng: np.random.Generator) -> Played:
    """Play ``games`` solitaire games by the optimal policy of ``table``."""
    space = model.space
    boxes = model.boxes
    full = (1 << boxes) - 1
    offsets = np.cumsum([0] + [len(block) for block in space.keeps])
    keep_size = np.repeat(np.arange(space.dice + 1), np.diff(offsets))
    keep_local = np.arange(offsets[-1]) - offsets[keep_size]
    state = np.full(games, model.index(0, 0, 0), dtype=np.int64)
    totals = np.zeros(games)
    sums = np.zeros(boxes + 2)
    chunk = max(16, _CHUNK_ELEMENTS // (space.keep_total * space.faces * 2))
    while True:
        mask, _, _ = model.unpack(state)
        playing = np.flatnonzero(mask != full)
        if not len(playing):
            break
        states, which = np.unique(state[playing], return_inverse=True)
        for start in range(0, len(states), chunk):
            batch = states[start:start + chunk]
            here = (which >= start) & (which < start + len(batch))
            game, column = playing[here], which[here] - start
            again = table[batch] if model.policy in REPEATING else None
            values, _, chosen = end_of_turn(model, table, batch, again, track=True)
            stages = []
            for _ in range(model.rules.rolls - 1):
                values, won = _keep_choices(model, keep_values(model, values))
                stages.append(won)
            roll = _add_dice(model, np.zeros(len(game), dtype=np.intp), np.zeros(len(game), dtype=np.intp), rng)
            for won in reversed(stages):
                kept = _picked(model, won, roll, column)
                roll = _add_dice(model, keep_local[kept].copy(), keep_size[kept].copy(), rng)
            box = chosen.box[roll, column]
            points = chosen.points[roll, column]
            upper_bonus = chosen.upper_bonus[roll, column]
            extra = chosen.extra_bonus[roll, column]
            totals[game] += points + upper_bonus + extra
            filled = box < boxes
            sums[:boxes] += np.bincount(box[filled], weights=points[filled], minlength=boxes)[:boxes]
            sums[boxes] += upper_bonus.sum()
            sums[boxes + 1] += extra.sum()
            state[game] = chosen.next_state[roll, column]
    keys = average_keys(model)
    named = dict(zip(model.rules.box_keys, sums[:boxes] / games))
    if len(keys) > boxes:
        extras = dict(zip(("upper-bonus", "extra-bonus"), sums[boxes:] / games))
        named |= {key: extras[key] for key in keys[boxes:]}
    return Played(totals, {key: float(named[key]) for key in keys})
