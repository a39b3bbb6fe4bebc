"""What optimal play writes in each box on average: an exact forward pass over the states.

Starting from the empty card with chance 1, each layer of states (k boxes
filled) passes its chance on through a turn played optimally: the first roll,
each re-roll from the best keep (ties: the keep with more dice, as the solver's
maximum finds it first), the best move at the end (ties: the first box in card
order). What each move writes is added to its box, weighted by the chance of
the roll and of the state. A turn that can come back to its own state (an extra
all-alike roll under bonus-no-box or bonus-extra-turn) is played on average
``1 / (1 - q)`` times, ``q`` being the chance it comes back.
"""

from __future__ import annotations

import numpy as np

from ..card import pays_extra_bonus
from .model import REPEATING, Model
from .solver import _CHUNK_ELEMENTS, end_of_turn, keep_values

UPPER_BONUS_KEY = "upper-bonus"
EXTRA_BONUS_KEY = "extra-bonus"


def average_keys(model: Model) -> tuple[str, ...]:
    """The keys of ``box_averages``: every box, then the bonuses the rules have."""
    rules = model.rules
    keys = rules.box_keys
    if rules.upper_bonus is not None:
        keys += (UPPER_BONUS_KEY,)
    if pays_extra_bonus(rules):
        keys += (EXTRA_BONUS_KEY,)
    return keys


def _picks(model: Model, blocks: list[np.ndarray]) -> tuple[np.ndarray, np.ndarray]:
    """Per roll, the value of its best keep and which keep it is (an index over all keeps, by size)."""
    space = model.space
    offsets = np.cumsum([0] + [len(block) for block in space.keeps])
    best = blocks[0]
    pick = np.zeros(best.shape, dtype=np.intp)
    for size in range(1, space.dice + 1):
        drop = space.drop[size]
        best_here = blocks[size].copy()
        pick_here = np.repeat((offsets[size] + np.arange(len(drop)))[:, None], best.shape[1], axis=1)
        for column, rows in enumerate(space.drop_rows[size]):
            child = np.take(best, drop[:rows, column], axis=0)
            better = child > best_here[:rows]  # ties: the larger keep, then the first die put back
            np.copyto(best_here[:rows], child, where=better)
            np.copyto(pick_here[:rows], np.take(pick, drop[:rows, column], axis=0), where=better)
        best, pick = best_here, pick_here
    return best, pick


def _reroll_forward(model: Model, chances: np.ndarray, pick: np.ndarray) -> np.ndarray:
    """The chances of the next roll, when each roll keeps its ``pick`` and re-rolls the rest."""
    space = model.space
    states = chances.shape[1]
    total = space.keep_total
    column = np.arange(states)[None, :]
    kept = np.bincount((pick * states + column).ravel(), weights=chances.ravel(), minlength=total * states)
    kept = kept.reshape(total, states)
    offsets = np.cumsum([0] + [len(block) for block in space.keeps])
    mass = kept[offsets[0]:offsets[1]]
    for size in range(1, space.dice + 1):
        incoming = np.zeros((len(space.keeps[size]), states))
        drop = space.drop[size]
        for column, rows in enumerate(space.drop_rows[size]):  # each real child once: the keep with one die less
            incoming[:rows] += np.take(mass, drop[:rows, column], axis=0)
        incoming /= space.faces
        mass = kept[offsets[size]:offsets[size + 1]] + incoming
    return mass


def box_averages(model: Model, table: np.ndarray) -> dict[str, float]:
    """Per ``average_keys`` key, the average points optimal play from the empty card gets there."""
    space = model.space
    rules = model.rules
    boxes = model.boxes
    chance = np.zeros(model.dense_size)
    chance[model.index(0, 0, 0)] = 1.0
    totals = np.zeros(boxes + 2)
    chunk = max(16, _CHUNK_ELEMENTS // (space.keep_total * space.faces * 2))
    for filled in range(boxes):
        layer = model.layers[filled]
        layer = layer[chance[layer] > 0]
        for start in range(0, len(layer), chunk):
            states = layer[start:start + chunk]
            again = table[states] if model.policy in REPEATING else None
            values, _, chosen = end_of_turn(model, table, states, again, track=True)
            stages = []
            for _ in range(rules.rolls - 1):
                values, pick = _picks(model, keep_values(model, values))
                stages.append(pick)
            rolls = np.broadcast_to(space.roll_prob[:, None], values.shape)
            for pick in reversed(stages):
                rolls = _reroll_forward(model, rolls, pick)
            repeat = chosen.box == boxes
            comes_back = (rolls * repeat).sum(axis=0)
            weight = rolls * (chance[states] / (1.0 - comes_back))[None, :]
            totals[:boxes] += np.bincount(chosen.box[~repeat], weights=(weight * chosen.points)[~repeat],
                                          minlength=boxes)[:boxes]
            totals[boxes] += (weight * chosen.upper_bonus).sum()
            totals[boxes + 1] += (weight * chosen.extra_bonus).sum()
            np.add.at(chance, chosen.next_state[~repeat], weight[~repeat])
    out = dict(zip(rules.box_keys, map(float, totals[:boxes])))
    if rules.upper_bonus is not None:
        out[UPPER_BONUS_KEY] = float(totals[boxes])
    if pays_extra_bonus(rules):
        out[EXTRA_BONUS_KEY] = float(totals[boxes + 1])
    return out
