"""Dice: reading a roll typed by a person, enumerating and rolling dice.

Randomness is never global: rolling takes a ``random.Random`` from the caller,
so a seed always gives the same dice.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import combinations_with_replacement
from math import factorial, prod
from typing import Iterable, Sequence

from .errors import DiceError

_FACE_WORDS = {6: "six-sided", 10: "ten-sided", 4: "four-sided", 8: "eight-sided", 12: "twelve-sided", 20: "twenty-sided"}


def die_name(faces: int) -> str:
    """'six-sided' for 6, '7-sided' where there is no common word."""
    return _FACE_WORDS.get(faces, f"{faces}-sided")


@dataclass(frozen=True)
class Hand:
    """One roll of the dice, with the counts every scorer works from."""

    dice: tuple[int, ...]
    counts: Counter = field(compare=False, repr=False)
    total: int = field(compare=False, repr=False)

    @classmethod
    def of(cls, dice: Iterable[int]) -> "Hand":
        values = tuple(dice)
        return cls(values, Counter(values), sum(values))

    @property
    def all_alike(self) -> bool:
        return len(self.counts) == 1

    @property
    def face(self) -> int:
        """The face of an all-alike hand (any face of the largest group otherwise)."""
        return max(self.counts, key=lambda f: (self.counts[f], f))


def parse_roll(values: Sequence[str | int], *, dice: int, faces: int, lowest: int = 1,
               where: str = "") -> tuple[int, ...]:
    """Read a roll from words such as ``["5", "2", "5", "6", "5"]``.

    Checks the number of dice and that every value is a face of the dice, which
    show ``lowest`` to ``lowest + faces - 1`` (a place-value d10 shows 0 to 9).
    """
    highest = lowest + faces - 1
    prefix = f"{where}: " if where else ""
    if len(values) != dice:
        raise DiceError(f"{prefix}expected {dice} dice, got {len(values)} ({' '.join(map(str, values)) or 'nothing'})")
    roll = []
    for position, raw in enumerate(values, start=1):
        text = str(raw).strip()
        if not (text.isascii() and text.isdigit()):
            raise DiceError(f"{prefix}die {position}: {text!r} is not a whole number from {lowest} to {highest}")
        value = int(text)
        if not lowest <= value <= highest:
            raise DiceError(
                f"{prefix}die {position}: {value} is not on a {die_name(faces)} die (faces {lowest} to {highest})"
            )
        roll.append(value)
    return tuple(roll)


def roll_dice(rng: random.Random, count: int, faces: int) -> tuple[int, ...]:
    """Roll ``count`` dice with faces 1..``faces`` using the caller's generator."""
    return tuple(rng.randint(1, faces) for _ in range(count))


@lru_cache(maxsize=None)
def outcomes(count: int, faces: tuple[int, ...]) -> tuple[tuple[tuple[int, ...], int], ...]:
    """Every roll of ``count`` dice showing ``faces``, ignoring order (greatest face first), with
    how many ordered rolls give it (the multinomial coefficient); the weights add up to
    ``len(faces) ** count``, so chances computed from them are exact."""
    out = []
    for combo in combinations_with_replacement(sorted(faces, reverse=True), count):
        weight = factorial(count) // prod(factorial(c) for c in Counter(combo).values())
        out.append((combo, weight))
    return tuple(out)
