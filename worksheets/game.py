"""One player's scorecard as a game is played: moves, bonuses and totals.

A ``Scorecard`` is a value: ``card.play(dice, box)`` returns a new card and
leaves the old one as it was. ``card.options(dice)`` tells which boxes a roll
may go in and for how many points, following the rule set's policy for an
extra five-of-a-kind; ``play`` refuses anything else with ``IllegalMoveError``.

``box`` in a move is the key of an open box, the key of a filled box (only
under ``replace-max``: erase it and write its maximum), or ``BONUS`` to take an
extra five-of-a-kind bonus that fills no box. Where a rule gives a bonus (or a
replaced box) instead of a box, that is the only choice: it is taken, not offered.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Final, Mapping

from .card import CardTotals, card_totals
from .dice import Hand, parse_roll
from .errors import IllegalMoveError
from .rules import Box, ExtraPolicy, RuleSet

#: The move that takes an extra five-of-a-kind bonus and fills no box. Box keys are
#: kebab-case letters and digits, so no box can have this key.
BONUS: Final = "+bonus"


@dataclass(frozen=True)
class Move:
    """What one turn did to the card."""

    dice: tuple[int, ...]
    box: str  # a box key, or BONUS
    points: int
    bonus: int = 0
    joker: bool = False
    replaced: bool = False
    extra_turn: bool = False


class _once:
    """A card's property worked out on first use and kept in the card, since a card is a value and a game asks
    again and again: ``functools.cached_property`` without its lock."""

    def __init__(self, func):
        self.func, self.name = func, func.__name__

    def __get__(self, card, owner=None):
        if card is None:
            return self
        value = card.__dict__[self.name] = self.func(card)
        return value


@dataclass(frozen=True)
class Scorecard:
    """The boxes one player has filled so far, and the bonuses earned."""

    rules: RuleSet
    filled: Mapping[str, int] = field(default_factory=lambda: MappingProxyType({}))
    moves: tuple[Move, ...] = ()

    # --- totals (added up by ``card.card_totals``, as every sheet adds a card) ------------

    @_once
    def totals(self) -> CardTotals:
        return card_totals(self.rules, self.filled, self.extra_bonus)

    @property
    def upper_total(self) -> int:
        return self.totals.upper_total

    @property
    def upper_bonus(self) -> int:
        return self.totals.upper_bonus

    @property
    def extra_bonus(self) -> int:
        """Points from extra five-of-a-kinds (Yahtzee bonus, Lucky Dice bonus)."""
        return sum(move.bonus for move in self.moves)

    @property
    def lower_total(self) -> int:
        """The lower boxes plus extra five-of-a-kind bonuses, as the official card adds them."""
        return self.totals.lower_total

    @property
    def grand_total(self) -> int:
        return self.totals.grand_total

    @_once
    def open_boxes(self) -> tuple[Box, ...]:
        return tuple(box for box in self.rules.boxes if box.key not in self.filled)

    @property
    def finished(self) -> bool:
        return not self.open_boxes

    @property
    def extra_turns(self) -> int:
        return sum(1 for move in self.moves if move.extra_turn)

    # --- moves --------------------------------------------------------------------

    def _extra_five_alike(self, hand: Hand) -> tuple[bool, bool]:
        """(is this an extra five-of-a-kind under a policy, does it earn the bonus)."""
        box = self.rules.five_alike
        policy = self.rules.extra_policy
        if policy is ExtraPolicy.NONE or box is None or not hand.all_alike or box.key not in self.filled:
            return False, False
        return True, self.filled[box.key] == box.scorer.fixed_points

    def takes_bonus(self, dice: tuple[int, ...]) -> bool:
        """Whether ``dice`` earn a bonus given instead of a box: it is taken as soon as they are rolled, with no
        choice and no re-roll left to weigh (SPEC section 2)."""
        return BONUS in self.options(dice)

    def options(self, dice: tuple[int, ...]) -> dict[str, int]:
        """Every legal choice for this roll and the points it writes (bonus not included).

        Keys are box keys, and ``BONUS`` for taking a bonus that fills no box.
        """
        rules = self.rules
        hand = Hand.of(dice)
        normal = {box.key: box.score(hand) for box in self.open_boxes}
        extra, earns = self._extra_five_alike(hand)
        if not extra:
            return normal
        policy = rules.extra_policy
        if policy is ExtraPolicy.FORCED_JOKER:
            own = next((b for b in rules.upper_boxes if b.scorer.params["face"] == hand.face), None)
            if own is not None and own.key not in self.filled:
                return {own.key: own.score(hand)}
            lower = {b.key: b.scorer.joker(hand) for b in self.open_boxes if not b.upper}
            if lower:
                return lower
            return {b.key: 0 for b in self.open_boxes}
        if policy is ExtraPolicy.FREE_JOKER:
            # Any open box; lower boxes score full value once the roll's own upper box is filled
            # (or the card has none for its face), else as usual.
            own = next((b for b in rules.upper_boxes if b.scorer.params["face"] == hand.face), None)
            joker = own is None or own.key in self.filled
            return {b.key: b.scorer.joker(hand) if joker and not b.upper else b.score(hand) for b in self.open_boxes}
        if not earns:
            return normal
        # A bonus instead of a box is taken, not offered beside the boxes (SPEC section 2).
        if policy is ExtraPolicy.REPLACE_MAX:
            replace = {key: rules.box(key).scorer.maximum(rules.dice, rules.faces)
                       for key in self.filled if key != rules.five_alike.key}
            return replace or normal  # nothing else filled yet: the roll scores as usual
        return {BONUS: 0}

    def _refuse(self, hand: Hand, box: str, options: Mapping[str, int]) -> IllegalMoveError:
        rules = self.rules
        allowed = ", ".join("bonus (no box)" if k == BONUS else rules.box(k).label for k in options) or "nothing"
        if box == BONUS:
            return IllegalMoveError(f"this roll must fill a box; it may go in: {allowed}")
        if box not in rules.box_keys:
            return IllegalMoveError(f"{rules.name} has no box {box!r} (boxes: {', '.join(rules.box_keys)})")
        if box in self.filled:
            return IllegalMoveError(f"{rules.box(box).label} is already filled; this roll may go in: {allowed}")
        alike = rules.five_alike.label if rules.five_alike else "five-of-a-kind"
        if BONUS in options:
            return IllegalMoveError(f"an extra {alike} takes its bonus and fills no box")
        if rules.extra_policy is ExtraPolicy.REPLACE_MAX:
            return IllegalMoveError(f"an extra {alike} replaces a filled box with its greatest score; "
                                    f"it may replace: {allowed}")
        return IllegalMoveError(f"under the joker rule, {' '.join(map(str, hand.dice))} may go only in: {allowed}")

    def play(self, dice: tuple[int, ...] | list[int], box: str) -> "Scorecard":
        """Write ``dice`` in ``box`` and return the new card."""
        dice, hand, options = self._turn_end(dice)
        if box not in options:
            raise self._refuse(hand, box, options)
        return self._with(self._move(dice, options, box, *self._extra_five_alike(hand)))

    def option_moves(self, dice: tuple[int, ...] | list[int]) -> dict[str, Move]:
        """The move ``play`` would make for each of ``options(dice)``, in the same order: every choice
        of a roll weighed without playing each one out."""
        dice, hand, options = self._turn_end(dice)
        extra, earns = self._extra_five_alike(hand)
        return {box: self._move(dice, options, box, extra, earns) for box in options}

    def _with(self, move: Move) -> "Scorecard":
        """The card with ``move`` (one of ``option_moves``) written on it."""
        filled = dict(self.filled)
        if move.box != BONUS:
            filled[move.box] = move.points
        return Scorecard(self.rules, MappingProxyType(filled), self.moves + (move,))

    def _turn_end(self, dice) -> tuple[tuple[int, ...], Hand, dict[str, int]]:
        rules = self.rules
        if (type(dice) in (tuple, list) and len(dice) == rules.dice
                and all(type(v) is int and 1 <= v <= rules.faces for v in dice)):
            dice = tuple(dice)  # faces already: what parse_roll would give
        else:
            dice = parse_roll(list(dice), dice=rules.dice, faces=rules.faces)  # reads words; says what is wrong
        if self.finished:
            raise IllegalMoveError("the card is full: every box is filled")
        return dice, Hand.of(dice), self.options(dice)

    def _move(self, dice: tuple[int, ...], options: Mapping[str, int], box: str, extra: bool, earns: bool) -> Move:
        rules = self.rules
        policy = rules.extra_policy
        if policy.joker:
            bonus = rules.extra_points if earns else 0
        else:
            bonus = rules.extra_points if box == BONUS else 0  # the no-box choice is offered only when earned
        return Move(
            dice=dice, box=box, points=options[box], bonus=bonus,
            joker=extra and policy.joker,
            replaced=box in self.filled,
            extra_turn=box == BONUS and policy is ExtraPolicy.BONUS_EXTRA_TURN,
        )


@dataclass(frozen=True)
class ExtraRoll:
    """What a roll of all dice alike earns once the five-alike box is filled (SPEC section 2), beside what
    ``worksheets score`` shows for an empty card. Worked out by playing the roll on cards where that box is
    filled, so it follows ``Scorecard.options`` and ``play`` (the moves ``hint`` and ``play`` weigh)."""

    policy: ExtraPolicy
    box: str  # the five-alike box's key
    box_points: int  # what that box holds when it is scored (50), not scratched (0)
    bonus: int  # the bonus it earns while that box holds its points
    bonus_if_scratched: int  # ... and while it holds 0
    own: dict[str, int]  # joker rules: the roll's own upper box and its points, while that box is open
    joker: dict[str, int]  # joker rules: every lower box and what the roll writes there once ``own`` is filled
    fills_box: bool  # False: the bonus is taken instead of a box (house, Roll-Em)
    extra_turn: bool

    def as_json(self) -> dict:
        return {"policy": self.policy.value, "box": self.box, "box_points": self.box_points, "bonus": self.bonus,
                "bonus_if_scratched": self.bonus_if_scratched, "own_box": self.own, "joker": self.joker,
                "fills_box": self.fills_box, "extra_turn": self.extra_turn}


def extra_roll(rules: RuleSet, dice: tuple[int, ...]) -> ExtraRoll | None:
    """What ``dice`` earn as an extra five-of-a-kind, or None when they are not all alike or the rules give an
    extra one nothing of its own (policy ``none``: it scores like any other roll)."""
    alike = rules.five_alike
    if alike is None or rules.extra_policy is ExtraPolicy.NONE or alike.scorer.fixed_points is None:
        return None  # no all-alike box (place-value), or no rule of its own
    hand = Hand.of(dice)
    if not hand.all_alike:
        return None

    def card(**filled: int) -> Scorecard:
        return Scorecard(rules, MappingProxyType({alike.key: alike.scorer.fixed_points, **filled}))

    def first_move(start: Scorecard) -> Move:
        return start.play(dice, next(iter(start.options(dice)))).moves[-1]

    held, scratched = card(), Scorecard(rules, MappingProxyType({alike.key: 0}))
    if held.finished:
        return None  # the all-alike box is the card's only box: no roll comes after it
    move = first_move(held)
    own: dict[str, int] = {}
    joker: dict[str, int] = {}
    if rules.extra_policy.joker:
        upper = next((b for b in rules.upper_boxes if b.scorer.params["face"] == hand.face), None)
        if upper is not None:
            options = held.options(dice)
            own = {upper.key: options[upper.key]} if upper.key in options else {}
            after = card(**{upper.key: options.get(upper.key, 0)})
        else:
            after = held
        joker = {key: points for key, points in after.options(dice).items() if not rules.box(key).upper}
    return ExtraRoll(
        policy=rules.extra_policy, box=alike.key, box_points=alike.scorer.fixed_points, bonus=move.bonus,
        bonus_if_scratched=first_move(scratched).bonus, own=own, joker=joker, fills_box=move.box != BONUS,
        extra_turn=move.extra_turn,
    )
