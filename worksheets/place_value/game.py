"""The settings of one Place Value Yahtzee game: how many digits, which dice.

Seed 000 plays with four six-sided dice, one die per digit; SPEC section 2 also
allows 3 to 6 digits and ten-sided dice (faces 0-9).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import InputError

#: Place names, lowest first: PLACE_NAMES[k] is the place worth 10**k.
PLACE_NAMES = ("ones", "tens", "hundreds", "thousands", "ten thousands", "hundred thousands")

#: The place worth 10**k for each place name.
PLACE_EXPONENTS = {name: k for k, name in enumerate(PLACE_NAMES)}

#: The dice a game may use and their faces.
DICE_FACES = {"d6": tuple(range(1, 7)), "d10": tuple(range(0, 10))}

MIN_DIGITS = 3
MAX_DIGITS = 6


@dataclass(frozen=True)
class PlaceValueGame:
    """One die per digit: ``digits`` dice of kind ``dice`` ("d6": faces 1-6, "d10": faces 0-9)."""

    digits: int = 4
    dice: str = "d6"

    def __post_init__(self) -> None:
        digits = self.digits
        if isinstance(digits, bool) or not isinstance(digits, int) or not MIN_DIGITS <= digits <= MAX_DIGITS:
            raise InputError(
                f"a place-value game has {MIN_DIGITS} to {MAX_DIGITS} digits, not {digits!r}"
            )
        dice = self.dice.strip().lower() if isinstance(self.dice, str) else self.dice
        if not isinstance(dice, str) or dice not in DICE_FACES:
            raise InputError(
                f"place-value dice are 'd6' (faces 1-6) or 'd10' (faces 0-9), not {self.dice!r}"
            )
        object.__setattr__(self, "dice", dice)

    @property
    def faces(self) -> tuple[int, ...]:
        """The faces of one die, smallest first."""
        return DICE_FACES[self.dice]

    @property
    def sides(self) -> int:
        """How many faces one die has (6 or 10)."""
        return len(self.faces)

    @property
    def places(self) -> tuple[str, ...]:
        """The card's place names, most significant first: ('thousands', ..., 'ones')."""
        return PLACE_NAMES[: self.digits][::-1]

    @property
    def smallest(self) -> int:
        """The smallest number with the card's digit count (1000 for four digits)."""
        return 10 ** (self.digits - 1)

    @property
    def largest(self) -> int:
        """The largest number with the card's digit count (9999 for four digits)."""
        return 10**self.digits - 1
