"""Chances over several rolls of a turn, counted exactly: a small Markov chain over the dice kept.

The player keeps the dice showing one face and rolls the rest, up to the turn's
last roll. The chain's state is how many dice show the kept face (0 to 5): for
"the most common face" the kept face may change when the rolled dice make a
larger group of another face; for "a named face" it never changes. Each step
weighs every roll of the loose dice by its number of orders (``dice.outcomes``),
so every chance is an exact ``Fraction``. Chance practice level 3 asks these
(``worksheets/practice/chance.py``).
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from functools import lru_cache

from ..dice import outcomes

FACES = (1, 2, 3, 4, 5, 6)
DICE = 5


def _after_roll(kept: int, loose: tuple[int, ...], most_common: bool) -> int:
    """Dice showing the kept face after rolling ``loose`` (the kept face is 1, by symmetry)."""
    counts = Counter(loose)
    count = kept + counts[1]
    if most_common:  # another face's larger group takes over
        others = max((n for face, n in counts.items() if face != 1), default=0)
        count = max(count, others)
    return count


@lru_cache(maxsize=None)
def _step(kept: int, most_common: bool) -> tuple[tuple[int, Fraction], ...]:
    """From ``kept`` dice of the kept face, the chance of each count after rolling the other dice."""
    if kept == DICE:
        return ((DICE, Fraction(1)),)
    loose = DICE - kept
    total = len(FACES) ** loose
    after: Counter[int] = Counter()
    for roll, weight in outcomes(loose, FACES):
        after[_after_roll(kept, roll, most_common)] += weight
    return tuple((count, Fraction(ways, total)) for count, ways in sorted(after.items()))


def kept_counts(rolls: int, most_common: bool = True) -> list[dict[int, Fraction]]:
    """Per roll (1 to ``rolls``), the chance of each count of dice showing the kept face.

    ``most_common``: keep the most common face (it may change); otherwise a named face
    (kept face 1 here: every face gives the same chances), starting from no die kept.
    """
    state = {0: Fraction(1)}
    out = []
    for _ in range(rolls):
        step: dict[int, Fraction] = {}
        for kept, chance in state.items():
            for count, p in _step(kept, most_common):
                step[count] = step.get(count, Fraction(0)) + chance * p
        state = step
        out.append(dict(sorted(state.items())))
    return out


def at_least(rolls: int, count: int, most_common: bool = True) -> list[Fraction]:
    """Per roll (1 to ``rolls``), the chance that at least ``count`` dice show the kept face."""
    return [sum((p for kept, p in state.items() if kept >= count), Fraction(0))
            for state in kept_counts(rolls, most_common)]
