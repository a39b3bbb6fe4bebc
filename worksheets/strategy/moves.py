"""The moves of a turn's end, state by state: the same choices as ``game.Scorecard.options``.

``box_moves`` lists, for a state and a roll, every legal box with what it
writes, the bonuses it earns and the state it leads to. It follows the rule
set's policy for an extra all-alike roll exactly as the game does (a test
compares the two on many random cards); the solver's arrays follow the same
rules for every state at once (``solver.end_of_turn``).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..game import BONUS
from ..rules import ExtraPolicy
from .model import REPEATING, Model, upper_after


@dataclass(frozen=True)
class BoxMove:
    box: str  # a box key, or game.BONUS
    points: int  # written in the box
    gain: int  # every point the move adds to the grand total: points, upper bonus, extra bonus
    next_state: int  # the dense index of the state the move leads to


def box_moves(model: Model, state: int, roll: tuple[int, ...]) -> list[BoxMove]:
    """Every legal move for ``roll`` (sorted or not) at the end of a turn, in card order (BONUS alone)."""
    return [BoxMove(*move) for move in move_tuples(model, state, roll)]


def move_tuples(model: Model, state: int, roll: tuple[int, ...]) -> list[tuple[str, int, int, int]]:
    """``box_moves`` as plain tuples (box, points, gain, next state): for the solver's one-state turn, which
    weighs every move of each all-alike roll and keeps none."""
    space = model.space
    keys = model.rules.box_keys
    mask, upper, flag = (int(v) for v in model.unpack(state))
    r = space.roll_index[tuple(sorted(roll))]

    def fill(box: int, points: int, extra: int = 0, next_flag: int | None = None) -> tuple[str, int, int, int]:
        new_upper, bonus = upper_after(model, upper, points) if model.upper_face[box] else (upper, 0)
        y = flag if next_flag is None else next_flag
        return keys[box], points, points + bonus + extra, model.index(mask | 1 << box, new_upper, y)

    open_boxes = [b for b in range(model.boxes) if not mask >> b & 1]
    alike = len(set(roll)) == 1
    if alike and model.five >= 0 and model.flags == 2 and mask >> model.five & 1:
        face = roll[0]
        if model.policy is ExtraPolicy.FORCED_JOKER:
            extra = model.extra_points if flag else 0
            own = model.own_box[face - 1]
            if own >= 0 and own in open_boxes:
                return [fill(own, int(model.scores[own, r]), extra)]
            lower = [b for b in open_boxes if not model.upper_face[b]]
            if lower:
                return [fill(b, int(model.joker_points[b, face - 1]), extra) for b in lower]
            return [fill(b, 0, extra) for b in open_boxes]
        if model.policy is ExtraPolicy.FREE_JOKER:
            extra = model.extra_points if flag else 0
            own = model.own_box[face - 1]
            joker = own < 0 or own not in open_boxes
            return [fill(b, int(model.joker_points[b, face - 1] if joker and not model.upper_face[b]
                                else model.scores[b, r]), extra) for b in open_boxes]
        if model.policy in REPEATING and flag:
            return [(BONUS, 0, model.extra_points, state)]

    moves = []
    for b in open_boxes:
        points = int(model.scores[b, r])
        next_flag = None
        if b == model.five and model.flags == 2:
            next_flag = int(points == model.fixed_five)
        moves.append(fill(b, points, 0, next_flag))
    return moves
