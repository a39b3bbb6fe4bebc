"""Place-value practice: pre-rolled dice and a category from the game; build the greatest valid number.

Levels (``templates/practice/levels.j2`` says the same to the teacher):

1. six-sided dice (1 to 6), the categories of the standard card; the greatest valid number.
2. ten-sided dice (0 to 9), the standard and the extended categories; the greatest valid number.
3. as level 2, and the least valid number too (a number never starts with 0, so the least
   number puts the smallest digit that is not 0 first).

About 4 problems in 5 have dice that can fill their category; the rest are answered X,
and the key says why. The greatest number comes from the game's own solvers
(``place_value.best_number``); the least from the arrangements of the dice, least first.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Iterator, Sequence

from ..numbers import format_number
from ..place_value import (
    AllDifferent,
    Category,
    DigitInPlace,
    DigitSum,
    GreaterThan,
    LessThan,
    Parity,
    PlacesSum,
    PlaceValueGame,
    RoundsTo,
    SameDigits,
    Wild,
    best_number,
    generate_card,
)
from ..place_value.odds import arrangements
from .problems import PracticeKind, PracticeSettings, Problem, register, words

#: The share of problems whose dice can fill their category.
FILLABLE = 0.8
_ROLL_TRIES = 60


def game_for(settings: PracticeSettings) -> PlaceValueGame:
    return PlaceValueGame(settings.digits, "d6" if settings.level == 1 else "d10")


def ascending_arrangements(dice: Sequence[int]) -> Iterator[str]:
    """Every distinct order of the dice that does not start with 0, least first."""
    return arrangements(dice, least_first=True)


def least_number(category: Category, dice: Sequence[int]) -> int | None:
    """The least valid number the dice make for ``category``; None means X."""
    return next((int(digits) for digits in ascending_arrangements(dice) if category.met_by(digits)), None)


def _shown(dice: Sequence[int]) -> str:
    return words("place_value", "dice_list", [str(d) for d in dice])


def why_x(category: Category, dice: Sequence[int]) -> str:
    """Why no order of the dice meets ``category``, in a child's words."""
    counts = Counter(dice)
    if isinstance(category, DigitInPlace) and category.digit not in counts:
        return words("place_value", "x_missing_digit", category.digit)
    if isinstance(category, PlacesSum) and not any(
            category.total - a in counts - Counter([a]) for a in counts):
        return words("place_value", "x_no_pair", category.total)
    if isinstance(category, DigitSum):
        return words("place_value", "x_digit_sum", sum(dice), category.total)
    if isinstance(category, SameDigits):
        return words("place_value", "x_same", category.count, max(counts.values()))
    if isinstance(category, Parity) and not any(d % 2 == (0 if category.even else 1) for d in dice):
        return words("place_value", "x_parity", category.even)
    if isinstance(category, GreaterThan):
        return words("place_value", "x_greater", format_number(int("".join(map(str, sorted(dice, reverse=True))))),
                     format_number(category.number))
    if isinstance(category, LessThan):
        least = next(ascending_arrangements(dice), None)
        if least is not None:
            return words("place_value", "x_less", format_number(int(least)), format_number(category.number))
    if isinstance(category, RoundsTo):
        low, high = category.bounds
        return words("place_value", "x_rounds", format_number(low), format_number(high))
    if isinstance(category, AllDifferent):
        return words("place_value", "x_all_different", sorted((face, n) for face, n in counts.items() if n > 1))
    return words("place_value", "x_any")


def why_greatest(category: Category, dice: Sequence[int], number: int) -> str:
    if str(number) == "".join(map(str, sorted(dice, reverse=True))):
        return words("place_value", "greatest_first")
    if isinstance(category, DigitInPlace):
        return words("place_value", "greatest_placed", category.digit, category.place)
    return words("place_value", "greatest_fits")


def why_least(dice: Sequence[int], number: int) -> str:
    if str(number) == next(ascending_arrangements(dice), ""):
        return words("place_value", "least_first", 0 in dice)
    return words("place_value", "least_fits")


def _roll(rng: random.Random, game: PlaceValueGame) -> tuple[int, ...]:
    return tuple(rng.choice(game.faces) for _ in range(game.digits))


def make(settings: PracticeSettings, rng: random.Random) -> Problem:
    """One problem: a category drawn as the game's cards draw them, and dice for it."""
    game = game_for(settings)
    card = [c for c in generate_card(rng, game, extended=settings.level > 1) if not isinstance(c, Wild)]
    category = rng.choice(card)
    fillable = rng.random() < FILLABLE
    dice = _roll(rng, game)
    for _ in range(_ROLL_TRIES):
        if (best_number(category, dice, game) is not None) == fillable:
            break
        dice = _roll(rng, game)
    greatest = best_number(category, dice, game)
    boxes = [words("place_value", "box", "greatest")]
    answers = [words("place_value", "answer", greatest)]
    if greatest is None:
        working = why_x(category, dice)
    else:
        working = why_greatest(category, dice, greatest)
    facts: dict[str, object] = {"category": category.phrase(), "dice": list(dice), "greatest": greatest}
    if settings.level == 3:
        least = least_number(category, dice)
        boxes.append(words("place_value", "box", "least"))
        answers.append(words("place_value", "answer", least))
        if least is not None:
            working = words("place_value", "both", working, why_least(dice, least))
        facts["least"] = least
        summary = words("place_value", "summary", answers[0], answers[1])
    else:
        summary = answers[0]
    return Problem(
        prompt=category.phrase(),
        boxes=tuple(boxes),
        answers=tuple(answers),
        working=working,
        summary=summary,
        dice=dice,
        facts={**facts, "object": category},
        identity=(category, tuple(sorted(dice))),
    )


register(PracticeKind("place-value", make, default_problems=10, max_problems=12, digits=(3, 4, 5, 6),
                      default_digits=4))
