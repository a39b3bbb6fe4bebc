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
from .moves import move_tuples

_CHUNK_ELEMENTS = 1 << 21  # states per batch: keeps x faces x batch stays a few tens of MB


def _special(model: Model, states: np.ndarray) -> np.ndarray:
    """Which states follow the extra all-alike policy on an all-alike roll (game.Scorecard.options):
    the all-alike box is filled (and, where the roll then fills no box, holds its points)."""
    if model.flags != 2:
        return np.zeros(len(states), dtype=bool)
    mask, _, flag = model.unpack(states)
    special = (mask >> model.five & 1) == 1
    return special & (flag == 1) if model.policy in REPEATING else special


def _usual_moves(model: Model, table: np.ndarray, states: np.ndarray):
    """Filling each open box as usual: ``(box, value, details)``; ``value(out)`` writes the move's value
    for each roll and state into ``out`` (rolls, states), -inf where the box is filled; ``details()``
    gives (points, upper bonus, next state, extra bonus)."""
    space = model.space
    mask, upper, flag = model.unpack(states)
    for box in range(model.boxes):
        bit = 1 << box
        closed = (mask & bit) != 0
        if closed.all():
            continue  # -inf for every roll: no move (a batch of neighbouring states often shares its filled boxes)
        face = model.upper_face[box]
        if face:
            points = np.arange(space.dice + 1)[:, None] * face  # by how many dice show the face
            nxt = model.index(mask | bit, capped(model, upper, points), flag)
            gain = bonus_gain(model, upper, points)
            by_count = points + gain + table[nxt]
            by_count[:, closed] = -np.inf
            rows = space.counts[face]

            def details(points=points, gain=gain, nxt=nxt, rows=rows):
                return points[rows], gain[rows] if np.ndim(gain) else gain, nxt[rows], 0
            yield (box, lambda out, by_count=by_count, rows=rows: by_count.take(rows, axis=0, out=out, mode="clip"),
                   details)
            continue
        points = model.scores[box][:, None]
        if box == model.five and model.flags == 2:
            holds = model.scores[box] == model.fixed_five
            nxt = np.where(holds[:, None], model.index(mask | bit, upper, 1), model.index(mask | bit, upper, 0))
        else:
            nxt = model.index(mask | bit, upper, flag)[None, :]
        after = table[nxt]
        after[:, closed] = -np.inf  # a small array: one row, or two distinct rows for the all-alike box
        yield (box, lambda out, points=points, after=after: np.add(points, after, out=out),
               lambda points=points, nxt=nxt: (points, 0, nxt, 0))


def _policy_moves(model: Model, table: np.ndarray, states: np.ndarray, again: np.ndarray | None):
    """The moves of an extra all-alike roll, one row per face (the rows ``space.alike``), for the
    states ``_special`` picks: ``(box, value, details)`` as in ``_usual_moves``; box ``model.boxes``
    is the bonus that fills no box."""
    space = model.space
    faces = space.faces
    mask, upper, flag = model.unpack(states)
    shape = (faces, len(states))
    if model.policy in REPEATING:
        value = np.broadcast_to(model.extra_points + again, shape)
        yield model.boxes, lambda out: value, lambda: (0, 0, np.broadcast_to(states, shape), model.extra_points)
        return
    # forced joker: its own upper box if open, else any open lower box at full value, else 0 in an upper box;
    # free joker: any open box, lower boxes at full value once the own upper box is filled
    free = model.policy is ExtraPolicy.FREE_JOKER
    extra = np.where(flag == 1, model.extra_points, 0)
    any_lower = np.zeros(len(states), dtype=bool)
    for b in range(model.boxes):
        if not model.upper_face[b] and b != model.five:
            any_lower |= (mask >> b & 1) == 0
    own_open = np.zeros(shape, dtype=bool)
    for face in range(1, faces + 1):
        own = model.own_box[face - 1]
        if own >= 0:
            own_open[face - 1] = (mask >> own & 1) == 0
    for box in range(model.boxes):
        if box == model.five:
            continue
        open_ = (mask >> box & 1) == 0
        upper_box = model.upper_face[box] != 0
        if free:
            legal = np.broadcast_to(open_, shape)
            points = model.scores[box][list(space.alike)][:, None]
            if not upper_box:
                points = np.where(own_open, points, model.joker_points[box][:, None])
        else:
            own_rows = np.array([model.own_box[f] == box for f in range(faces)])[:, None]
            if upper_box:
                legal = np.where(own_rows, own_open, ~own_open & ~any_lower)
                points = np.where(own_rows, space.dice * np.arange(1, faces + 1)[:, None], 0)
            else:
                legal, points = ~own_open, model.joker_points[box][:, None]
            legal = legal & open_
        points = np.broadcast_to(points, shape)
        if upper_box:
            nxt = model.index(mask | 1 << box, capped(model, upper, points), flag)
            gain = bonus_gain(model, upper, points)
        else:
            nxt, gain = np.broadcast_to(model.index(mask | 1 << box, upper, flag), shape), 0
        value = np.where(legal, points + gain + extra + table[nxt], -np.inf)
        yield box, lambda out, value=value: value, lambda points=points, gain=gain, nxt=nxt: (points, gain, nxt, extra)


@dataclass
class Chosen:
    """The best move per roll and state, where a pass needs more than its value (box averages)."""

    box: np.ndarray  # box index, or model.boxes for the bonus that fills no box
    points: np.ndarray  # written in the box
    upper_bonus: np.ndarray  # upper bonus the move earns
    next_state: np.ndarray  # dense index of the state it leads to
    extra_bonus: np.ndarray  # extra all-alike bonus it earns

    @classmethod
    def empty(cls, shape) -> "Chosen":
        return cls(np.full(shape, -1), *(np.zeros(shape, np.int64) for _ in range(4)))

    def take(self, better: np.ndarray, box: int, details) -> None:
        self.box[better] = box
        for target, new in zip((self.points, self.upper_bonus, self.next_state, self.extra_bonus), details()):
            np.copyto(target, new, where=better, casting="unsafe")


def _best(moves, shape, track: bool):
    best = np.full(shape, -np.inf)
    chosen = Chosen.empty(shape) if track else None
    buffer = np.empty(shape)
    for box, make, details in moves:
        value = make(buffer)
        if not track:
            np.maximum(best, value, out=best)
            continue
        better = value > best  # ties: the first box in card order
        np.copyto(best, value, where=better)
        chosen.take(better, box, details)
    return best, chosen


def _usual_tracked(model: Model, table: np.ndarray, states: np.ndarray):
    """``_best`` of ``_usual_moves`` with tracking: each cell's best box found first, then what that box writes and
    where it leads worked out for every cell at once, by the sums ``_usual_moves`` makes, rather than copied box by
    box."""
    space = model.space
    shape = (len(space.rolls), len(states))
    best = np.full(shape, -np.inf)
    box_of = np.full(shape, -1, dtype=np.int8)  # at most MAX_BOXES boxes
    buffer = np.empty(shape)
    better = np.empty(shape, dtype=bool)
    for box, make, _ in _usual_moves(model, table, states):
        value = make(buffer)
        np.greater(value, best, out=better)  # ties: the first box in card order
        box_of[better] = box
        np.maximum(best, value, out=best)
    box_of = box_of.astype(np.int64)
    mask, upper, flag = model.unpack(states)
    written = model.scores.copy()
    for box, face in enumerate(model.upper_face):
        if face:
            written[box] = space.counts[face] * face
    box = np.maximum(box_of, 0)
    points = written[box, np.arange(shape[0])[:, None]]
    upper_box = np.array(model.upper_face)[box] != 0
    gain = np.where(upper_box, bonus_gain(model, upper, points), 0)
    after_flag = flag
    if model.flags == 2:
        holds = (model.scores[model.five] == model.fixed_five).astype(np.int64)[:, None]
        after_flag = np.where(box == model.five, holds, flag)
    nxt = model.index(mask | np.left_shift(1, box), np.where(upper_box, capped(model, upper, points), upper),
                      after_flag)
    none = box_of < 0
    for array in (points, gain, nxt):
        array[none] = 0
    return best, Chosen(box_of, points, gain, nxt, np.zeros(shape, np.int64))


def _usual_best(model: Model, table: np.ndarray, states: np.ndarray) -> np.ndarray:
    """``_best`` of ``_usual_moves`` without tracking, for points never below 0. A lower box's value on a roll that
    scores 0 there is the value of the state it leads to, no more than its value on any roll: that value is a floor
    for every roll of the state, and the box's sum is worked out on its scoring rolls only. The maximum is the same."""
    shape = (len(model.space.rolls), len(states))
    best = np.full(shape, -np.inf)
    buffer = np.empty(shape)
    floor = np.full((1, len(states)), -np.inf)
    mask, upper, flag = model.unpack(states)
    for box, make, _ in _usual_moves(model, table, states):
        scoring = np.flatnonzero(model.scores[box])
        if model.upper_face[box] or (box == model.five and model.flags == 2) or 2 * len(scoring) > shape[0]:
            np.maximum(best, make(buffer), out=best)
            continue
        after = table[model.index(mask | 1 << box, upper, flag)][None, :]
        after[:, (mask >> box & 1) != 0] = -np.inf
        np.maximum(floor, after, out=floor)
        part = model.scores[box][scoring][:, None] + after
        best[scoring] = np.maximum(best[scoring], part)
    return np.maximum(best, floor, out=best)


def _one_state_best(model: Model, table: np.ndarray, state: int) -> np.ndarray:
    """``_best`` of ``_usual_moves`` for one state, as a (rolls, 1) column: the same sums, open boxes only."""
    mask, upper, flag = (int(v) for v in model.unpack(state))
    space = model.space
    open_ = [b for b in range(model.boxes) if not mask >> b & 1]
    rows = []
    uppers = [b for b in open_ if model.upper_face[b]]
    if uppers:
        faces = np.array([model.upper_face[b] for b in uppers])
        points = np.arange(space.dice + 1)[:, None] * faces  # (count of the face, box)
        nxt = model.index(mask | np.left_shift(1, uppers), capped(model, upper, points), flag)
        by_count = points + bonus_gain(model, upper, points) + table[nxt]
        rows.append(by_count[space.counts[faces], np.arange(len(uppers))[:, None]])
    lower = [b for b in open_ if not model.upper_face[b] and not (b == model.five and model.flags == 2)]
    if lower:
        after = table[model.index(mask | np.left_shift(1, lower), upper, flag)]
        rows.append(model.scores[lower] + after[:, None])
    if model.five in open_ and model.flags == 2:
        bit = 1 << model.five
        holds = model.scores[model.five] == model.fixed_five
        after = table[np.where(holds, model.index(mask | bit, upper, 1), model.index(mask | bit, upper, 0))]
        rows.append((model.scores[model.five] + after)[None, :])
    if not rows:
        return np.full((len(space.rolls), 1), -np.inf)
    return np.concatenate(rows).max(axis=0)[:, None]


def _one_state_policy(model: Model, table: np.ndarray, state: int, again) -> np.ndarray:
    """``_best`` of ``_policy_moves`` for one state, as a (faces, 1) column: the same sums, from the moves
    ``moves.box_moves`` lists for each all-alike roll (a few Python steps, not an array step per box), as tuples."""
    faces = model.space.faces
    if model.policy in REPEATING:
        return np.full((faces, 1), model.extra_points + again)
    out = np.empty((faces, 1))
    for face in range(1, faces + 1):
        out[face - 1, 0] = max(gain + table[next_state]
                               for _, _, gain, next_state in move_tuples(model, state, (face,) * model.space.dice))
    return out


def end_of_turn(model: Model, table: np.ndarray, states: np.ndarray, again: np.ndarray | None = None,
                track: bool = False):
    """The value of every roll with no re-roll left, for each state: ``(rolls, states)``.

    ``again``: for states whose extra all-alike roll repeats the state, what repeating is worth.
    Returns the values, their slope in ``again`` (when given: 1 where the roll repeats the state),
    and with ``track`` the ``Chosen`` moves.
    """
    space = model.space
    shape = (len(space.rolls), len(states))
    if len(states) == 1 and not track:  # one state (a player's turn): every open box in a few array steps
        best, chosen = _one_state_best(model, table, int(states[0])), None
    elif not track and (model.scores >= 0).all():
        best, chosen = _usual_best(model, table, states), None
    elif track:
        best, chosen = _usual_tracked(model, table, states)
    else:
        best, chosen = _best(_usual_moves(model, table, states), shape, track)
    slope = None if again is None else np.zeros(shape)
    special = np.flatnonzero(_special(model, states))
    if len(special):
        picked = states[special]
        if len(states) == 1 and not track:
            policy = _one_state_policy(model, table, int(picked[0]), None if again is None else again[0])
        else:
            policy, policy_chosen = _best(_policy_moves(model, table, picked,
                                                        None if again is None else again[special]),
                                          (space.faces, len(special)), track)
        cells = np.ix_(np.array(space.alike), special)
        best[cells] = policy
        if slope is not None and model.policy in REPEATING:
            slope[cells] = 1.0
        if track:
            for name in ("box", "points", "upper_bonus", "next_state", "extra_bonus"):
                getattr(chosen, name)[cells] = getattr(policy_chosen, name)
    return best, slope, chosen


def keep_values(model: Model, rolls: np.ndarray) -> list[np.ndarray]:
    """Per keep size j, the expected value of each keep of size j when the rest are re-rolled once."""
    space = model.space
    blocks = [None] * (space.dice + 1)
    blocks[space.dice] = rolls
    for size in range(space.dice - 1, -1, -1):
        larger, add = blocks[size + 1], space.add[size]
        if larger.shape[1] == 1:  # one state (a player's turn): every face gathered at once, added in the same order
            gathered = larger[:, 0].take(add)
            total = gathered[:, 0].copy()
            for face in range(1, space.faces):
                total += gathered[:, face]
            total /= space.faces
            blocks[size] = total[:, None]
            continue
        total = larger.take(add[:, 0], axis=0)
        part = np.empty_like(total)
        for face in range(1, space.faces):
            total += larger.take(add[:, face], axis=0, out=part, mode="clip")
        total /= space.faces
        blocks[size] = total
    return blocks


def best_keep(model: Model, blocks: list[np.ndarray], slopes: list[np.ndarray] | None = None):
    """Per roll, the value of its best keep (and the slope of that keep's value when ``slopes``)."""
    space = model.space
    best, best_slope = blocks[0], None if slopes is None else slopes[0]
    for size in range(1, space.dice + 1):
        drop = space.drop[size]
        if slopes is None and best.shape[1] == 1:  # one state: the padding repeats a child, so a plain maximum
            best = np.maximum(blocks[size][:, 0], best[:, 0].take(drop).max(axis=1))[:, None]
            continue
        best_here = blocks[size].copy()
        part = np.empty_like(best_here)
        if slopes is not None:
            slope_here = slopes[size].copy()
            slope_part = np.empty_like(slope_here)
        for column, rows in enumerate(space.drop_rows[size]):
            child = best.take(drop[:rows, column], axis=0, out=part[:rows], mode="clip")
            if slopes is None:
                np.maximum(best_here[:rows], child, out=best_here[:rows])
                continue
            better = child > best_here[:rows]  # ties keep the larger keep
            np.copyto(best_here[:rows], child, where=better)
            child_slope = best_slope.take(drop[:rows, column], axis=0, out=slope_part[:rows], mode="clip")
            np.copyto(slope_here[:rows], child_slope, where=better)
        best = best_here
        if slopes is not None:
            best_slope = slope_here
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
    active = np.arange(len(states))  # states still moving
    for _ in range(100):
        value, slope = turn_start(model, table, states[active], x[active])
        step = (value - x[active]) / (1.0 - slope)
        x[active] += step
        active = active[np.abs(step) > 1e-12 * np.maximum(1.0, np.abs(x[active]))]
        if not len(active):
            return x
    raise ArithmeticError("the value of a repeating turn did not settle")  # cannot happen: F is piecewise linear


def solve(model: Model, progress=None) -> np.ndarray:
    """Every stored state's value (expected points still to come), as a dense table (NaN where not stored)."""
    table = np.full(model.dense_size, np.nan)
    table[model.layers[model.boxes]] = 0.0
    chunk = max(16, _CHUNK_ELEMENTS // (model.space.keep_total * model.space.faces))
    for filled in range(model.boxes - 1, -1, -1):
        layer = model.layers[filled]
        back = repeats(model, layer)
        for states, fixed in ((layer[~back], False), (layer[back], True)):
            for start in range(0, len(states), chunk):
                batch = states[start:start + chunk]
                table[batch] = _fixed_point(model, table, batch) if fixed else turn_start(model, table, batch)[0]
        if progress is not None:
            progress(model.boxes - filled, model.boxes)
    return table


def repeats(model: Model, states: np.ndarray) -> np.ndarray:
    """Which states an extra all-alike roll leads back to (it fills no box: bonus-no-box, bonus-extra-turn)."""
    if model.policy not in REPEATING:
        return np.zeros(len(states), dtype=bool)
    return _special(model, states)
