"""Chance practice: the exact chance of a dice event from the games, as a fraction and a percentage.

Levels (``templates/practice/levels.j2``):

1. one die or two dice: a face, even or odd, more than a number, a total of two dice, doubles.
2. two or three dice: a total of at least, at least one of a face, a total of three dice,
   all different, all alike.
3. the games: one roll of five dice is a Yahtzee, a large or small straight, a full house,
   four or three alike, all different, has a face; one roll of four six-sided dice can fill
   a Place Value Yahtzee category; a turn of two or three rolls, keeping the most common
   face (or every 6), ends in a Yahtzee, four alike or five 6s (``rolls.py``).

Every chance is counted exactly: each roll ignoring order, weighted by the number of
ordered rolls that give it (``dice.outcomes``), as a ``Fraction`` in lowest terms.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import Callable

from ..codes import SCORING_DRAWS_VERSION
from ..dice import outcomes
from ..numbers import format_number
from ..place_value import PlaceValueGame, Wild, fill_chance, generate_card
from .problems import PracticeKind, PracticeSettings, Problem, register, words
from .rolls import at_least

FACES = (1, 2, 3, 4, 5, 6)
#: Place-value chance questions use the seed's game: four six-sided dice.
PV_GAME = PlaceValueGame(4, "d6")

Test = Callable[[tuple[int, ...]], bool]


def _alike(roll: tuple[int, ...]) -> int:
    return max(Counter(roll).values())


def _small_straight(roll: tuple[int, ...]) -> bool:
    faces = set(roll)
    return any(set(range(low, low + 4)) <= faces for low in (1, 2, 3))


#: Each event: (dice, test of one roll given the event's number). The question's words are
#: the macro of the same name in templates/practice/chance.j2.
EVENTS: dict[str, tuple[int, Callable[[int], Test]]] = {
    "face": (1, lambda f: lambda r: f in r),
    "even": (1, lambda _: lambda r: r[0] % 2 == 0),
    "odd": (1, lambda _: lambda r: r[0] % 2 == 1),
    "more": (1, lambda k: lambda r: r[0] > k),
    "total2": (2, lambda s: lambda r: sum(r) == s),
    "doubles": (2, lambda _: lambda r: len(set(r)) == 1),
    "atleast2": (2, lambda s: lambda r: sum(r) >= s),
    "any2": (2, lambda f: lambda r: f in r),
    "total3": (3, lambda s: lambda r: sum(r) == s),
    "different3": (3, lambda _: lambda r: len(set(r)) == 3),
    "any3": (3, lambda f: lambda r: f in r),
    "alike3": (3, lambda _: lambda r: len(set(r)) == 1),
    "yahtzee": (5, lambda _: lambda r: len(set(r)) == 1),
    "large": (5, lambda _: lambda r: set(r) in ({1, 2, 3, 4, 5}, {2, 3, 4, 5, 6})),
    "small": (5, lambda _: _small_straight),
    "full": (5, lambda _: lambda r: sorted(Counter(r).values()) == [2, 3]),
    "four": (5, lambda _: lambda r: _alike(r) >= 4),
    "three": (5, lambda _: lambda r: _alike(r) >= 3),
    "any5": (5, lambda f: lambda r: f in r),
    "different5": (5, lambda _: lambda r: len(set(r)) == 5),
    "none5": (5, lambda f: lambda r: f not in r),
    "pair5": (5, lambda _: lambda r: _alike(r) >= 2),
    "sixes5": (5, lambda f: lambda r: set(r) == {f}),
}
#: Events asked once a sheet whatever their number: a face's chance is every face's.
ONCE = frozenset({"face", "any2", "any3", "any5", "none5"})

#: The events of each level, with the numbers each can be asked with.
LEVEL_EVENTS: dict[int, tuple[tuple[str, tuple[int, ...]], ...]] = {
    1: (("face", FACES), ("even", (0,)), ("odd", (0,)), ("more", (1, 2, 3, 4, 5)), ("total2", tuple(range(2, 13))),
        ("doubles", (0,))),
    2: (("atleast2", tuple(range(3, 13))), ("any2", FACES), ("total3", tuple(range(3, 19))),
        ("different3", (0,)), ("any3", FACES), ("alike3", (0,))),
    3: (("yahtzee", (0,)), ("large", (0,)), ("small", (0,)), ("full", (0,)), ("four", (0,)), ("three", (0,)),
        ("any5", (6,)), ("different5", (0,)), ("none5", (6,)), ("pair5", (0,)), ("sixes5", (6,)),
        ("place-value", (0,)), ("yahtzee-rolls", (2, 3)), ("four-rolls", (3,)), ("sixes-rolls", (3,))),
}
#: Questions over several rolls of a turn (``rolls.py``): (dice alike at the end, keep the most common face).
TURN_EVENTS: dict[str, tuple[int, bool]] = {
    "yahtzee-rolls": (5, True), "four-rolls": (4, True), "sixes-rolls": (5, False),
}


@dataclass(frozen=True)
class Counted:
    """A chance counted: the rolls that give the event out of all rolls (ordered)."""

    ways: int
    total: int

    @property
    def chance(self) -> Fraction:
        return Fraction(self.ways, self.total)


def count_event(event: str, number: int) -> Counted:
    """How many ordered rolls of the event's dice give it, by weighing each roll ignoring order."""
    dice, make_test = EVENTS[event]
    test = make_test(number)
    ways = sum(weight for roll, weight in outcomes(dice, FACES) if test(roll))
    return Counted(ways, len(FACES) ** dice)


def percent(chance: Fraction) -> str:
    """Rounded half up to a whole percent; a chance that is not 0 or 1 never shows as 0% or 100%."""
    rounded = math.floor(chance * 100 + Fraction(1, 2))
    if 0 < chance and rounded == 0:
        return "<1"
    if chance < 1 and rounded == 100:
        return ">99"
    return str(rounded)


def fraction(chance: Fraction) -> str:
    return "1" if chance == 1 else f"{format_number(chance.numerator)}/{format_number(chance.denominator)}"


def _problem(prompt: str, counted: Counted, how: str, dice: int, facts: dict, identity: tuple) -> Problem:
    chance = counted.chance
    return Problem(
        prompt=prompt,
        boxes=(words("chance", "box", "fraction"), words("chance", "box", "percent")),
        answers=(fraction(chance), words("chance", "percent", percent(chance))),
        summary=words("chance", "summary", fraction(chance), percent(chance)),
        working=words("chance", "working", format_number(counted.ways), format_number(counted.total),
                      fraction(chance), how, dice),
        facts={**facts, "ways": counted.ways, "total": counted.total, "chance": str(chance)},
        identity=identity,
    )


def turn_chances(event: str, rolls: int) -> list[Fraction]:
    """Per roll of the turn (1 to ``rolls``), the chance the event has happened by then."""
    alike, most_common = TURN_EVENTS[event]
    return at_least(rolls, alike, most_common)


@lru_cache(maxsize=None)  # a few dozen problems, drawn again and again: a sheet draws until it has enough new ones
def _turn_problem(event: str, rolls: int, code_version: int) -> Problem:
    chances = turn_chances(event, rolls)
    chance = chances[-1]
    steps = [f"{float(c) * 100:.2f}" for c in chances]
    asks_percent = code_version >= SCORING_DRAWS_VERSION
    return Problem(
        prompt=words("chance", "question", event, rolls),
        # Only the percentage is asked: the fraction's denominator is 6 to the power of every die rolled
        # (470,184,984,576 for three rolls of five dice), no sum for a class; the key still gives it. Sheets
        # whose code is older asked for both, and their keys still have both boxes.
        boxes=(words("chance", "box", "percent"),) if asks_percent else (
            words("chance", "box", "fraction"), words("chance", "box", "percent")),
        answers=((words("chance", "percent", percent(chance)),) if asks_percent else
                 (fraction(chance), words("chance", "percent", percent(chance)))),
        summary=words("chance", "summary", fraction(chance), percent(chance)),
        working=words("chance", "turn_working", event, steps),
        facts={"event": event, "number": rolls, "rolls": rolls, "chance": str(chance)},
        identity=(event, rolls),
    )


def make(settings: PracticeSettings, rng: random.Random) -> Problem:
    event, numbers = rng.choice(LEVEL_EVENTS[settings.level])
    number = rng.choice(numbers)
    if event == "place-value":
        card = [c for c in generate_card(rng, PV_GAME) if not isinstance(c, Wild)]
        category = rng.choice(card)
        chance = fill_chance(category, PV_GAME)
        counted = Counted(int(chance * 6**4), 6**4)
        return _problem(words("chance", "place_value", category.phrase()), counted,
                        words("chance", "how", "place-value", number), PV_GAME.digits,
                        {"event": event, "category": category.phrase(), "object": category},
                        (event, category))
    if event in TURN_EVENTS:
        return _turn_problem(event, number, settings.code_version)
    return _event_problem(event, number)


@lru_cache(maxsize=None)  # as ``_turn_problem``
def _event_problem(event: str, number: int) -> Problem:
    counted = count_event(event, number)
    return _problem(words("chance", "question", event, number), counted, words("chance", "how", event, number),
                    EVENTS[event][0], {"event": event, "number": number, "dice": EVENTS[event][0]},
                    (event,) if event in ONCE else (event, number))


register(PracticeKind("chance", make, default_problems=10, max_problems=12))
