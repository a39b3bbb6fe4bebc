"""The dynamic programming: every state's value, layer by layer, from the full card back to the empty one.

A turn from one state is worked out for a batch of states at once, as arrays
with one row per roll (or keep) and one column per state:

1. the end of the turn: each roll's best box (``end_of_turn``), its points and
   bonus plus the value of the state it leads to, which has one box more filled
   and so is already known;
2. each re-roll (``reroll``): a keep's expected value is the average, over one
   more die, of the keeps one die larger (``space.add``); a roll's value is
   its best keep, found one die put back at a time (``space.drop``);
3. the start: the average over the first roll.

Under bonus-no-box and bonus-extra-turn an extra all-alike roll fills no box,
so the turn can lead back to the state it started in: its value ``x`` solves
``x = F(x)``, where ``F(x)`` is the turn's value when coming back is worth
``x``. ``F`` is a maximum of averages of lines in ``x`` (convex and piecewise
linear) with slope below 1: the chance that optimal play comes back, which is
at most the chance of rolling all alike. Newton's method on ``F(x) - x``
(``_fixed_point``) then climbs to the root from below and stops exactly
once the choices stop changing; we carry the slope through the turn beside the
value and stop when a step moves ``x`` by less than 1e-12 of its size.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..rules import ExtraPolicy
from .model import REPEATING, Model, bonus_gain, capped

_CHUNK_ELEMENTS = 1 << 21  # states per batch: keeps x faces x batch stays a few tens of MB


@dataclass
class Chosen:
    """The best move per roll and state, where a pass needs more than its value (box averages)."""

    box: np.ndarray  # box index, or model.boxes for the bonus that fills no box
    points: np.ndarray  # written in the box
    upper_bonus: np.ndarray  # upper bonus the move earns
    extra_bonus: np.ndarray  # extra all-alike bonus it earns
    next_state: np.ndarray  # dense index of the state it leads to


def _candidates(model: Model, table: np.ndarray, states: np.ndarray, again: np.ndarray | None):
    """Every move of the turn's end as ``(box, value, details)``, each ``(rolls, states)``; ``value`` is
    -inf where the move is not legal. ``details()`` gives (points, upper bonus, extra bonus, next state).

    The legal moves are game.Scorecard.options: an extra all-alike roll (the all-alike box filled,
    under a policy) follows the policy instead of the open boxes.
    """
    space = model.space
    mask, upper, flag = model.unpack(states)
    shape = (len(space.rolls), len(states))
    special = np.zeros(len(states), dtype=bool)  # states whose all-alike rolls follow the policy
    if model.flags == 2:
        special = (mask >> model.five & 1) == 1
        if model.policy in REPEATING:
            special &= flag == 1
    alike = np.array(space.alike)
    rows_special = np.ix_(alike, np.flatnonzero(special))

    def upper_move(box: int, points, legal):
        """Filling upper box ``box`` with ``points`` (by roll) where ``legal``."""
        new_upper = capped(model, upper, points)
        gain = bonus_gain(model, upper, points)
        nxt = model.index(mask | 1 << box, new_upper, flag)
        return points + gain + table[nxt], lambda: (points, gain, nxt)

    for box in range(model.boxes):
        bit = 1 << box
        closed = (mask & bit) != 0
        face = model.upper_face[box]
        if face:
            by_count = np.arange(space.dice + 1)[:, None] * face  # by how many dice show the face
            value, details = upper_move(box, by_count, None)
            rows = space.counts[face]
            value = value[rows]

            def details(details=details, rows=rows):
                points, gain, nxt = details()
                return points[rows], gain[rows] if np.ndim(gain) else gain, nxt[rows], 0
        else:
            points = model.scores[box][:, None]
            nxt = mask | bit
            if box == model.five and model.flags == 2:
                nxt = np.where(points == model.fixed_five, model.index(nxt, upper, 1), model.index(nxt, upper, 0))
            else:
                nxt = model.index(nxt, upper, flag)[None, :]
            value = points + table[nxt]

            def details(points=points, nxt=nxt):
                return points, 0, nxt, 0
        if value.shape != shape:
            value = np.broadcast_to(value, shape).copy()
        value[:, closed] = -np.inf
        if special.any():
            value[rows_special] = -np.inf
        yield box, value, details
    if not special.any():
        return
    if model.policy in REPEATING:
        value = np.full(shape, -np.inf)
        value[rows_special] = (model.extra_points + again[special])[None, :]
        stay = np.broadcast_to(states, shape)
        yield model.boxes, value, lambda: (0, 0, stay, model.extra_points)
        return
    # the forced joker: its own upper box if open, else any open lower box at full value, else 0 in an upper box;
    # the free joker: any open box, lower boxes at full value once the own upper box is filled
    free = model.policy is ExtraPolicy.FREE_JOKER
    extra = np.where(flag == 1, model.extra_points, 0)
    lower_boxes = [b for b in range(model.boxes) if not model.upper_face[b] and b != model.five]
    any_lower = np.zeros(len(states), dtype=bool)
    for b in lower_boxes:
        any_lower |= (mask >> b & 1) == 0
    for box in range(model.boxes):
        if box == model.five:
            continue
        open_ = (mask >> box & 1) == 0
        value = np.full(shape, -np.inf)
        points_rows = np.zeros(shape, dtype=np.int64)
        for face in range(1, space.faces + 1):
            own = model.own_box[face - 1]
            own_open = (mask >> own & 1) == 0 if own >= 0 else np.zeros(len(states), dtype=bool)
            row = space.alike[face - 1]
            if free:
                legal = np.ones(len(states), dtype=bool)
                points = model.scores[box, row]
                if not model.upper_face[box]:
                    points = np.where(own_open, points, model.joker_points[box, face - 1])
            elif box == own:
                legal, points = own_open, space.dice * face
            elif not model.upper_face[box]:
                legal, points = ~own_open, int(model.joker_points[box, face - 1])
            else:
                legal, points = ~own_open & ~any_lower, 0
            legal = legal & open_ & special
            if model.upper_face[box]:
                gain, _ = upper_move(box, points, legal)
            else:
                gain = points + table[model.index(mask | 1 << box, upper, flag)]
            value[row] = np.where(legal, gain + extra, -np.inf)
            points_rows[row] = points

        def details(box=box, points_rows=points_rows):
            if model.upper_face[box]:
                _, gain, nxt = upper_move(box, points_rows, None)[1]()
            else:
                gain, nxt = 0, np.broadcast_to(model.index(mask | 1 << box, upper, flag), shape)
            return points_rows, gain, nxt, np.broadcast_to(extra, shape)
        yield box, value, details


def end_of_turn(model: Model, table: np.ndarray, states: np.ndarray, again: np.ndarray | None = None,
                track: bool = False):
    """The value of every roll with no re-roll left, for each state: ``(rolls, states)``.

    ``again``: for states whose extra all-alike roll repeats the state, what repeating is worth.
    Returns the values, their slope in ``again`` (when given: 1 where the roll repeats the state),
    and with ``track`` the ``Chosen`` moves.
    """
    shape = (len(model.space.rolls), len(states))
    best = np.full(shape, -np.inf)
    chosen = None
    if track:
        chosen = Chosen(np.full(shape, -1), np.zeros(shape, np.int64), np.zeros(shape, np.int64),
                        np.zeros(shape, np.int64), np.zeros(shape, np.int64))
    slope = None if again is None else np.zeros(shape)
    for box, value, details in _candidates(model, table, states, again):
        if slope is not None and box == model.boxes:
            slope[value > -np.inf] = 1.0  # the bonus move is the only legal one where it is legal
        if not track:
            np.maximum(best, value, out=best)
            continue
        better = value > best
        best = np.where(better, value, best)
        points, upper_bonus, nxt, extra = details()
        chosen.box[better] = box
        for name, new in (("points", points), ("upper_bonus", upper_bonus), ("next_state", nxt),
                          ("extra_bonus", extra)):
            target = getattr(chosen, name)
            target[better] = np.broadcast_to(new, shape)[better]
    return best, slope, chosen


def keep_values(model: Model, rolls: np.ndarray) -> list[np.ndarray]:
    """Per keep size j, the expected value of each keep of size j when the rest are re-rolled once."""
    space = model.space
    blocks = [None] * (space.dice + 1)
    blocks[space.dice] = rolls
    for size in range(space.dice - 1, -1, -1):
        blocks[size] = blocks[size + 1][space.add[size]].sum(axis=1) / space.faces
    return blocks


def best_keep(model: Model, blocks: list[np.ndarray], slopes: list[np.ndarray] | None = None):
    """Per roll, the value of its best keep (and the slope of that keep's value when ``slopes``)."""
    space = model.space
    best, best_slope = blocks[0], None if slopes is None else slopes[0]
    for size in range(1, space.dice + 1):
        children = best[space.drop[size]]  # (keeps, width, states)
        if slopes is None:
            best = np.maximum(blocks[size], children.max(axis=1))
            continue
        stacked = np.concatenate([blocks[size][:, None], children], axis=1)
        pick = stacked.argmax(axis=1)[:, None]
        best = np.take_along_axis(stacked, pick, axis=1)[:, 0]
        both = np.concatenate([slopes[size][:, None], best_slope[space.drop[size]]], axis=1)
        best_slope = np.take_along_axis(both, pick, axis=1)[:, 0]
    return best, best_slope


def reroll(model: Model, values: np.ndarray, slope: np.ndarray | None = None):
    """From roll values with ``r`` re-rolls left to roll values with ``r + 1`` left."""
    blocks = keep_values(model, values)
    slopes = None if slope is None else keep_values(model, slope)
    return best_keep(model, blocks, slopes)


def turn_start(model: Model, table: np.ndarray, states: np.ndarray, again: np.ndarray | None = None):
    """The value of each state at the start of a turn (and its slope in ``again``)."""
    values, slope, _ = end_of_turn(model, table, states, again)
    for _ in range(model.rules.rolls - 1):
        values, slope = reroll(model, values, slope)
    prob = model.space.roll_prob
    return prob @ values, None if slope is None else prob @ slope


def _fixed_point(model: Model, table: np.ndarray, states: np.ndarray) -> np.ndarray:
    """Values of states a turn can repeat: Newton's method on x = F(x), F convex with slope < 1."""
    x = np.zeros(len(states))
    for _ in range(100):
        value, slope = turn_start(model, table, states, x)
        step = (value - x) / (1.0 - slope)
        x = x + step
        if np.all(np.abs(step) <= 1e-12 * np.maximum(1.0, np.abs(x))):
            return x
    raise ArithmeticError("the value of a repeating turn did not settle")  # cannot happen: F is piecewise linear


def solve(model: Model, progress=None) -> np.ndarray:
    """Every stored state's value (expected points still to come), as a dense table (NaN where not stored)."""
    table = np.full(model.dense_size, np.nan)
    table[model.layers[model.boxes]] = 0.0
    chunk = max(16, _CHUNK_ELEMENTS // (model.space.keep_total * model.space.faces))
    for filled in range(model.boxes - 1, -1, -1):
        layer = model.layers[filled]
        repeats = _repeats(model, layer)
        for states, fixed in ((layer[~repeats], False), (layer[repeats], True)):
            for start in range(0, len(states), chunk):
                batch = states[start:start + chunk]
                table[batch] = _fixed_point(model, table, batch) if fixed else turn_start(model, table, batch)[0]
        if progress is not None:
            progress(model.boxes - filled, model.boxes)
    return table


def _repeats(model: Model, states: np.ndarray) -> np.ndarray:
    """Which states an extra all-alike roll leads back to (the all-alike box holds its points)."""
    if model.policy not in REPEATING:
        return np.zeros(len(states), dtype=bool)
    mask, _, flag = model.unpack(states)
    return ((mask >> model.five & 1) == 1) & (flag == 1)
