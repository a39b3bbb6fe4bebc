"""Small games of boxes, and an optimal player for them written plainly, independently of the engine.

``brute_force`` plays a rule set by plain recursion over whole cards: every
subset of dice positions to keep, every ordered outcome of the re-rolled dice
(``itertools.product``, no multinomial weights), and at the end every move
``game.Scorecard.options`` allows, scored by ``Scorecard.play``. A move that
fills no box (an extra all-alike bonus under bonus-no-box or bonus-extra-turn)
comes back to the same card: that card's value is found by plain value
iteration, x <- F(x) from 0, until it moves by less than 1e-13 (the engine uses
Newton's method instead).
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations, product
from types import MappingProxyType

from worksheets.game import BONUS, Scorecard
from worksheets.rules import RuleSet, parse_rules


def small_rules(name: str, *, dice: int = 2, faces: int = 4, rolls: int = 2, boxes: list[dict],
                bonus: tuple[int, int] | None = None, policy: str = "none", points: int | None = None) -> RuleSet:
    data: dict = {"name": name, "dice": dice, "faces": faces, "rolls": rolls, "boxes": boxes,
                  "extra-yahtzee": policy}
    if bonus:
        data["upper-bonus"] = {"threshold": bonus[0], "points": bonus[1]}
    if points is not None:
        data["extra-yahtzee-points"] = points
    return parse_rules(data, name)


THREES = {"label": "Threes", "scorer": "upper", "face": 3}
FOURS = {"label": "Fours", "scorer": "upper", "face": 4}
CHANCE = {"label": "Chance", "scorer": "chance"}
PAIR = {"label": "Pair", "scorer": "all-alike", "points": 20}
RUN = {"label": "Run", "scorer": "straight", "length": 2, "points": 15}


def brute_force(rules: RuleSet) -> float:
    """The expected final grand total of optimal solitaire play from the empty card."""
    faces = range(1, rules.faces + 1)
    n = rules.dice

    def card_of(key) -> Scorecard:
        return Scorecard(rules, MappingProxyType(dict(key)))

    @lru_cache(maxsize=None)
    def future(key) -> float:
        """Expected points still to come from a card with these boxes filled."""
        card = card_of(key)
        if card.finished:
            return 0.0
        ends = {}  # sorted dice -> [(gain now, key after, or None for this same card)]

        def end_moves(dice):
            sorted_dice = tuple(sorted(dice))
            if sorted_dice not in ends:
                moves = []
                for box in card.options(sorted_dice):
                    after = card.play(sorted_dice, box)
                    gain = after.grand_total - card.grand_total
                    same = box == BONUS
                    moves.append((gain, None if same else tuple(sorted(after.filled.items()))))
                ends[sorted_dice] = moves
            return ends[sorted_dice]

        def turn_value(x: float) -> float:
            memo = {}

            def best(dice, rolls_left):
                memo_key = (tuple(sorted(dice)), rolls_left)
                if memo_key in memo:
                    return memo[memo_key]
                value = max(gain + (x if after is None else future(after)) for gain, after in end_moves(dice))
                if rolls_left:
                    for size in range(n):  # keeping all n is stopping, already counted
                        for kept in combinations(range(n), size):
                            held = [dice[i] for i in kept]
                            outcomes = list(product(faces, repeat=n - size))
                            average = sum(best(tuple(held) + o, rolls_left - 1) for o in outcomes) / len(outcomes)
                            value = max(value, average)
                memo[memo_key] = value
                return value

            first = list(product(faces, repeat=n))
            return sum(best(roll, rules.rolls - 1) for roll in first) / len(first)

        return settle(turn_value)

    return future(())


def settle(step) -> float:
    """The value x with step(x) == x, by plain value iteration from 0 (a turn that can come back to its
    own card is worth what it earns plus, when it comes back, its own value again)."""
    x = step(0.0)
    for _ in range(10_000):
        nxt = step(x)
        if abs(nxt - x) < 1e-13:
            return nxt
        x = nxt
    raise AssertionError("value iteration did not settle")
