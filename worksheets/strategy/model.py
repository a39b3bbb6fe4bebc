"""A rule set as the solver sees it: boxes as bits, the states that matter, and the limits.

A *state* is what the rest of a game depends on at the start of a turn:

- which boxes are filled (a bit per box, in card order);
- the upper total, capped at the bonus threshold (only when there is an upper
  bonus: above the threshold more upper points change nothing);
- whether the all-alike box holds its points (only when the rule set has an
  extra all-alike policy: it decides whether an extra one earns the bonus).

The points already on the card do not change what is best from here on, so a
state's value is the expected number of points still to come; a card's expected
final total is its grand total plus the value of its state.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

import numpy as np

from ..dice import Hand
from ..errors import InputError
from ..game import Scorecard
from ..rules import ExtraPolicy, RuleSet
from .space import TurnSpace, keep_count, roll_count, turn_space

#: Limits on what the engine solves (docs/strategy.md says why each is there).
MAX_BOXES = 20
MAX_ROLLS = 5_000  # sorted rolls of all the dice
MAX_KEEPS = 20_000  # keeps: sorted sub-rolls of every size
MAX_STATES = 4_000_000  # states stored (filled boxes x capped upper totals x all-alike flag)
MAX_WORK = 40_000_000_000  # element operations of a solve (``_work``): classic's 5.2e9 take about 5 s of CPU


class StrategyLimitError(InputError):
    """The rule set is too big for the strategy engine, or has a rule it cannot solve exactly."""


#: Policies under which a rolled all-alike roll, once the all-alike box holds its points,
#: earns a bonus and fills no box: the turn leaves the state as it was.
REPEATING = (ExtraPolicy.BONUS_NO_BOX, ExtraPolicy.BONUS_EXTRA_TURN)


@dataclass(frozen=True, eq=False)
class Model:
    rules: RuleSet
    space: TurnSpace
    boxes: int
    upper_face: tuple[int, ...]  # per box: its face if it is an upper box, else 0
    threshold: int  # capped upper totals run 0..threshold (0 without a bonus)
    bonus_points: int
    flags: int  # 2 when the all-alike flag is part of the state, else 1
    five: int  # index of the all-alike box, or -1
    policy: ExtraPolicy
    extra_points: int
    scores: np.ndarray  # (boxes, rolls): what each roll scores in each box
    joker_points: np.ndarray  # (boxes, faces): what an all-alike roll of each face writes under the joker
    own_box: tuple[int, ...]  # per face: the first upper box of that face, or -1 (the joker's order)
    fixed_five: int  # the points the all-alike box holds when scored
    # A copy of ``rules`` (the same file read again) found equal once, so a game's cards are not compared again.
    equal_rules: list = field(default_factory=list, repr=False)

    @property
    def uppers(self) -> int:
        return self.threshold + 1

    @property
    def dense_size(self) -> int:
        return (1 << self.boxes) * self.uppers * self.flags

    def index(self, mask, upper, flag):
        return (mask * self.uppers + upper) * self.flags + flag

    @cached_property
    def reach(self) -> list[int]:
        """Per mask of filled boxes, the capped upper totals it can hold, as a bit set."""
        cap = self.threshold
        reach = [0] * (1 << self.boxes)
        reach[0] = 1
        if self.threshold == 0:
            return [1] * (1 << self.boxes)
        full = (1 << (cap + 1)) - 1
        for mask in range(1, 1 << self.boxes):
            low = mask & -mask
            box = low.bit_length() - 1
            before = reach[mask ^ low]
            face = self.upper_face[box]
            if face == 0:
                reach[mask] = before
                continue
            bits = 0
            for k in range(self.space.dice + 1):
                shifted = before << (k * face)
                top = shifted >> cap  # totals at or above the threshold fold into it
                bits |= (shifted & full) | (1 << cap if top else 0)
            reach[mask] = bits & full
        return reach

    @cached_property
    def stored(self) -> np.ndarray:
        """Every stored state as an index into the dense table, ascending: the order a table lists its values in."""
        masks = 1 << self.boxes
        width = (self.uppers + 7) // 8
        packed = b"".join(bits.to_bytes(width, "little") for bits in self.reach)
        upper_ok = np.unpackbits(np.frombuffer(packed, dtype=np.uint8).reshape(masks, width), axis=1,
                                 bitorder="little")[:, :self.uppers].astype(bool)
        flag_ok = np.ones((masks, self.flags), dtype=bool)
        if self.flags == 2:  # the flag is only ever 1 once the all-alike box is filled
            flag_ok[:, 1] = (np.arange(masks) >> self.five & 1) == 1
        return np.flatnonzero(upper_ok[:, :, None] & flag_ok[:, None, :]).astype(np.int64)

    @cached_property
    def layers(self) -> list[np.ndarray]:
        """layers[k]: the stored states with k boxes filled, ascending."""
        mask = self.stored // (self.uppers * self.flags)
        filled = np.zeros(len(mask), dtype=np.int64)
        for box in range(self.boxes):
            filled += mask >> box & 1
        return [self.stored[filled == k] for k in range(self.boxes + 1)]

    def unpack(self, index: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        flag = index % self.flags
        rest = index // self.flags
        return rest // self.uppers, rest % self.uppers, flag

    def state_of(self, card: Scorecard) -> int:
        """The dense index of the state a card is in at the start of its next turn."""
        rules = self.rules
        if card.rules is not rules and not any(card.rules is other for other in self.equal_rules):
            if card.rules != rules:  # field by field
                raise InputError(f"this card is for {card.rules.name}, the strategy for {rules.name}")
            self.equal_rules[:] = [card.rules]
        mask = 0
        for bit, key in enumerate(rules.box_keys):
            if key in card.filled:
                mask |= 1 << bit
        upper = min(self.threshold, card.upper_total) if self.threshold else 0
        flag = 0
        if self.flags == 2 and mask >> self.five & 1:
            flag = int(card.filled[rules.box_keys[self.five]] == self.fixed_five)
        if not self.reach[mask] >> upper & 1:
            raise InputError("this card holds an upper total its boxes cannot add up to")
        return self.index(mask, upper, flag)


def _work(boxes: int, states: int, space: TurnSpace, rolls: int) -> int:
    """Element operations of a solve: per state, the end of the turn and each re-roll."""
    per_reroll = sum(a.size for a in space.add) + sum(d.size for d in space.drop)
    return states * (boxes * len(space.rolls) + (rolls - 1) * per_reroll)


def build_model(rules: RuleSet) -> Model:
    """The solver's view of ``rules``; ``StrategyLimitError`` when it is beyond the engine's limits."""
    name = rules.name
    if not rules.boxes or rules.place_value is not None:
        raise StrategyLimitError(f"{name} is not a game of boxes: best play is worked out for games where each roll "
                                 f"fills a box of one's own card, and {rules.title}'s points depend on the other "
                                 "players' numbers")
    if rules.extra_policy is ExtraPolicy.REPLACE_MAX:
        raise StrategyLimitError(
            f"{name}: extra-yahtzee = \"replace-max\" is beyond this solver: what replacing a box gains "
            "depends on the points in every filled box, so the state must hold the whole card (full_card.py)")
    if len(rules.boxes) > MAX_BOXES:
        raise StrategyLimitError(f"{name} has {len(rules.boxes)} boxes; the strategy engine solves at most "
                                 f"{MAX_BOXES} (the states double with every box)")
    rolls = roll_count(rules.dice, rules.faces)
    if rolls > MAX_ROLLS:
        raise StrategyLimitError(f"{name}: {rules.dice} dice of {rules.faces} faces make {rolls:,} different "
                                 f"rolls; the strategy engine handles at most {MAX_ROLLS:,}")
    keeps = keep_count(rules.dice, rules.faces)
    if keeps > MAX_KEEPS:
        raise StrategyLimitError(f"{name}: {rules.dice} dice of {rules.faces} faces make {keeps:,} different keeps; "
                                 f"the strategy engine handles at most {MAX_KEEPS:,}")
    five_box = rules.five_alike
    five = rules.boxes.index(five_box) if five_box is not None else -1
    policy = rules.extra_policy if five_box is not None else ExtraPolicy.NONE
    if policy in REPEATING and rules.dice == 1:
        raise StrategyLimitError(
            f"{name}: with one die every roll is all alike, so under extra-yahtzee = \"{policy.value}\" "
            "the game never ends once that box holds its points")
    space = turn_space(rules.dice, rules.faces)
    hands = [Hand.of(roll) for roll in space.rolls]
    scores = np.array([[box.score(hand) for hand in hands] for box in rules.boxes], dtype=np.int64)
    alike = [Hand.of((face,) * rules.dice) for face in range(1, rules.faces + 1)]
    joker = np.array([[box.scorer.joker(hand) for hand in alike] for box in rules.boxes], dtype=np.int64)
    upper_face = tuple(int(box.scorer.params["face"]) if box.upper else 0 for box in rules.boxes)
    own = tuple(next((i for i, f in enumerate(upper_face) if f == face), -1) for face in range(1, rules.faces + 1))
    bonus = rules.upper_bonus
    model = Model(
        rules=rules, space=space, boxes=len(rules.boxes), upper_face=upper_face,
        threshold=bonus.threshold if bonus else 0, bonus_points=bonus.points if bonus else 0,
        flags=2 if policy is not ExtraPolicy.NONE else 1, five=five, policy=policy,
        extra_points=rules.extra_points if policy is not ExtraPolicy.NONE else 0,
        scores=scores, joker_points=joker, own_box=own,
        fixed_five=five_box.scorer.fixed_points if five_box is not None else 0,
    )
    if model.dense_size > 4 * MAX_STATES:
        raise StrategyLimitError(f"{name}: {model.dense_size:,} possible states (filled boxes x upper totals up to "
                                 f"the bonus threshold); the strategy engine handles at most {4 * MAX_STATES:,}")
    states = len(model.stored)
    if states > MAX_STATES:
        raise StrategyLimitError(f"{name}: {states:,} states to solve; the strategy engine handles at most "
                                 f"{MAX_STATES:,}")
    work = _work(model.boxes, states, space, rules.rolls)
    if work > MAX_WORK:
        raise StrategyLimitError(f"{name}: solving would take about {work:.1e} steps ({states:,} states, "
                                 f"{keep_count(rules.dice, rules.faces):,} keeps, {rules.rolls} rolls); "
                                 f"the strategy engine stops at {MAX_WORK:.0e}")
    return model


def bonus_gain(model: Model, upper, points):
    """The upper bonus earned by adding ``points`` to a capped upper total ``upper`` (arrays)."""
    if not model.threshold:
        return 0
    return np.where((upper < model.threshold) & (upper + points >= model.threshold), model.bonus_points, 0)


def upper_after(model: Model, upper: int, points: int) -> tuple[int, int]:
    """``capped`` and ``bonus_gain`` for one value, in plain integers (numpy on a single value costs more than
    the sum): the capped upper total after adding ``points``, and the bonus earned."""
    threshold = model.threshold
    if not threshold:
        return upper, 0
    return min(threshold, upper + points), model.bonus_points if upper < threshold <= upper + points else 0


def capped(model: Model, upper, points):
    """The capped upper total after adding ``points`` (0 throughout without an upper bonus), broadcast."""
    return np.minimum(model.threshold, upper + points) if model.threshold else upper + 0 * np.asarray(points)
