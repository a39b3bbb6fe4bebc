"""One player's turn: the dice, which are held, and how many rolls are left.

A ``Turn`` is a value: ``roll``, ``hold`` and ``release`` return a new turn.
Dice are named by their position as shown, from 1 (in place value, where the dice
make a number, a number typed after hold is told how a number is written). The
first roll rolls every die; later rolls re-roll the dice not held, up to the
rule set's rolls.
Randomness comes only from the generator passed to ``roll``: any object with
``randint(low, high)``, asked once per die rolled, in position order (a test
can pass one that returns fixed dice).
"""

from __future__ import annotations

import re
from collections import Counter

from dataclasses import dataclass
from typing import Iterable, Protocol

from ._text import refusal


#: A number as a player types one: digits, or digits grouped with commas ("6,341").
_NUMBER = re.compile(r"[0-9]+|[0-9]{1,3}(?:,[0-9]{3})+")


class Roller(Protocol):
    """What rolls the dice: ``random.Random`` or a stand-in with fixed dice."""

    def randint(self, a: int, b: int) -> int: ...


@dataclass(frozen=True)
class Turn:
    """``count`` dice showing ``lowest`` to ``lowest + faces - 1``; at most ``max_rolls`` rolls. ``numbers``: the
    dice make a number of ``count`` digits, written with ``score N 6341`` (place value)."""

    count: int
    faces: int
    max_rolls: int
    lowest: int = 1
    dice: tuple[int, ...] = ()
    held: frozenset[int] = frozenset()  # positions, from 1
    rolls: int = 0
    numbers: bool = False

    @property
    def rolled(self) -> bool:
        return self.rolls > 0

    @property
    def rolls_left(self) -> int:
        return self.max_rolls - self.rolls

    @property
    def highest(self) -> int:
        return self.lowest + self.faces - 1

    def roll(self, rng: Roller) -> "Turn":
        """Roll every die not held (every die on the first roll)."""
        if not self.rolls_left:
            raise refusal("no_rolls_left", rolls=self.max_rolls)
        if self.rolled and len(self.held) == self.count:
            raise refusal("all_held")
        dice = tuple(
            self.dice[position - 1] if position in self.held else rng.randint(self.lowest, self.highest)
            for position in range(1, self.count + 1)
        )
        # Built field by field here and below: dataclasses.replace costs more than the roll itself.
        return Turn(self.count, self.faces, self.max_rolls, self.lowest, dice, self.held, self.rolls + 1, self.numbers)

    def rolled_to(self, dice: tuple[int, ...]) -> "Turn":
        """The turn after a roll that gave ``dice`` (replaying a recorded roll)."""
        return Turn(self.count, self.faces, self.max_rolls, self.lowest, tuple(dice), self.held, self.rolls + 1,
                    self.numbers)

    def positions(self, words: Iterable[str | int], verb: str) -> frozenset[int]:
        """Dice positions from what a player typed ("1 3", "1,3"), checked."""
        if not self.rolled:
            raise refusal("roll_first")
        found: set[int] = set()
        words = [str(word) for word in words]
        parts = [part for word in words for part in word.replace(",", " ").split()]
        for part in parts:
            if not (part.isascii() and part.isdigit()) or not 1 <= int(part) <= self.count:
                raise refusal("no_such_die", text=part, count=self.count, verb=verb, **self._meant(parts, part),
                              number=self._number(words))
            if int(part) in found:  # "hold 1 1 1" means the 1s, not die 1 three times: say which dice they are
                raise refusal("die_named_twice", number=int(part), verb=verb, **self._meant(parts, part, faces=True))
            found.add(int(part))
        if not found:
            raise refusal("no_dice_named", verb=verb)
        return frozenset(found)

    def _meant(self, parts: list[str], wrong: str, faces: bool = False) -> dict:
        """What a player who typed ``parts`` may have meant, for the refusal of the die ``wrong``: when no part is a
        die's number (or ``faces``: a die was named twice, so the parts are faces), the dice showing the faces
        typed ("hold 6 6" for two 6s; a face typed once, every die showing it); or else the digits of ``wrong``,
        each a die ("hold 12" for dice 1 and 2), and, when those digits are faces showing too ("hold 42" with a 4
        and a 2 showing), the dice showing them: both readings are said."""
        if all(part.isascii() and part.isdigit() and (faces or not 1 <= int(part) <= self.count) for part in parts):
            at = self._showing([int(part) for part in parts])
            if at:
                return {"faces": sorted(set(parts), key=int), "at": at}
        digits = [int(digit) for digit in wrong] if wrong.isascii() and wrong.isdigit() and len(wrong) > 1 else []
        if digits and len(set(digits)) == len(digits) and all(1 <= digit <= self.count for digit in digits):
            at = self._showing(digits)
            return {"split": digits} | ({"faces": [str(d) for d in digits], "at": at} if at else {})
        return {}

    def _showing(self, faces: list[int]) -> list[int]:
        """The dice showing ``faces``: as many of a face as it is typed, every die showing a face typed once; []
        when too few show a face."""
        at: list[int] = []
        for face, times in Counter(faces).items():
            showing = [position for position, die in enumerate(self.dice, start=1) if die == face]
            if len(showing) < times:
                return []
            at += showing if times == 1 else showing[:times]
        return sorted(at)

    def _number(self, words: list[str]) -> str:
        """What a player typed when it is a number the dice showing make ("hold 6341", "hold 6,341" with 6 3 4 1),
        in a game whose dice make a number (``numbers``): they may have meant to write it. Else ""."""
        text = " ".join(" ".join(words).split())
        digits = text.replace(",", "")
        if (self.numbers and _NUMBER.fullmatch(text) and len(digits) == self.count
                and sorted(map(int, digits)) == sorted(self.dice)):
            return text
        return ""

    def hold(self, positions: Iterable[int | str]) -> "Turn":
        """Keep the dice at ``positions`` (from 1) out of the next roll."""
        chosen = self.positions(positions, "hold")
        if not self.rolls_left:
            raise refusal("hold_after_last_roll")
        return Turn(self.count, self.faces, self.max_rolls, self.lowest, self.dice, self.held | chosen, self.rolls,
                    self.numbers)

    def release(self, positions: Iterable[int | str]) -> "Turn":
        """Put the dice at ``positions`` back into the next roll."""
        chosen = self.positions(positions, "release")
        if not self.rolls_left:
            raise refusal("hold_after_last_roll")
        return Turn(self.count, self.faces, self.max_rolls, self.lowest, self.dice, self.held - chosen, self.rolls,
                    self.numbers)
