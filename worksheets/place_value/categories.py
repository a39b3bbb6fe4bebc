"""Place-value categories: one small frozen dataclass per family.

Every category answers the same questions:

* ``met_by(digits)``: does the number written as the digit string ``digits``
  (most significant first, e.g. "6341") meet it?
* ``phrase()``: the wording printed on a card (from ``categories.j2``);
* ``why_not(digits)``: why a number that does not meet it fails, in a child's
  words (from ``reasons.j2``);
* ``misfit(game)``: why no number with the game's digit count could ever meet
  it (for example "ten thousands place" on a 4-digit card), or ``None``.

Whether the *dice* can fill a category is a matter of chance (``odds.py``):
"8 in the hundreds place" fits a 4-digit card even though six-sided dice never
show an 8.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Protocol, runtime_checkable

from ..errors import CategoryError
from ..numbers import format_number
from ..templating import macro
from .game import MAX_DIGITS, PLACE_EXPONENTS, PLACE_NAMES, PlaceValueGame

CATEGORY_TEMPLATE = "place_value/categories.j2"
REASON_TEMPLATE = "place_value/reasons.j2"

#: Rounding units a "rounds to" category may name, by their place-value word.
UNIT_NAMES = {10: "ten", 100: "hundred", 1000: "thousand", 10_000: "ten thousand", 100_000: "hundred thousand"}


@runtime_checkable
class Category(Protocol):
    """What every place-value category offers."""

    key: ClassVar[str]

    def met_by(self, digits: str) -> bool: ...

    def phrase(self) -> str: ...

    def why_not(self, digits: str) -> str: ...

    def misfit(self, game: PlaceValueGame) -> str | None: ...


def _phrase(name: str, **context) -> str:
    return macro(CATEGORY_TEMPLATE, name)(**context)


def _reason(name: str, **context) -> str:
    return macro(REASON_TEMPLATE, name)(**context)


def _shown(digits: str) -> str:
    """The number as a reason shows it: '6341' -> '6,341'."""
    return format_number(int(digits))


def _whole(value, what: str, low: int, high: int | None = None) -> None:
    """Check that ``value`` is an int in [low, high]; raise CategoryError naming ``what``."""
    if isinstance(value, bool) or not isinstance(value, int) or value < low or (high is not None and value > high):
        accepted = f"a whole number from {low} to {high}" if high is not None else f"a whole number from {low} up"
        raise CategoryError(f"{what} must be {accepted}, not {value!r}")


def _place(name, what: str = "place") -> None:
    if name not in PLACE_EXPONENTS:
        raise CategoryError(f"{what} {name!r} is not a place; use one of: {', '.join(PLACE_NAMES)}")


def _missing_place(game: PlaceValueGame, *places: str) -> str | None:
    for place in places:
        if PLACE_EXPONENTS[place] >= game.digits:
            return f"a {game.digits}-digit number has no {place} place"
    return None


class _Text:
    """Shared behaviour: a category prints as its phrase."""

    def __str__(self) -> str:
        return self.phrase()  # type: ignore[attr-defined]


@dataclass(frozen=True)
class DigitInPlace(_Text):
    """Number with ``digit`` in the ``place`` place."""

    key: ClassVar[str] = "digit-in-place"
    digit: int
    place: str

    def __post_init__(self) -> None:
        _whole(self.digit, "the digit", 0, 9)
        _place(self.place)

    @property
    def exponent(self) -> int:
        return PLACE_EXPONENTS[self.place]

    def met_by(self, digits: str) -> bool:
        k = PLACE_EXPONENTS[self.place]
        return len(digits) > k and digits[-1 - k] == str(self.digit)

    def phrase(self) -> str:
        return _phrase("digit_in_place", digit=self.digit, place=self.place)

    def why_not(self, digits: str) -> str:
        k = self.exponent
        if len(digits) <= k:
            return _reason("wrong_digit_count", number=_shown(digits), digits=k + 1)
        return _reason("digit_in_place", number=_shown(digits), place=self.place,
                       actual=digits[-1 - k], wanted=self.digit)

    def misfit(self, game: PlaceValueGame) -> str | None:
        missing = _missing_place(game, self.place)
        if missing:
            return missing
        if self.digit == 0 and self.exponent == game.digits - 1:
            return "a number never starts with 0"
        return None


@dataclass(frozen=True)
class PlacesSum(_Text):
    """Number whose ``first`` and ``second`` digits add up to ``total`` (``first`` is the higher place)."""

    key: ClassVar[str] = "places-sum"
    first: str
    second: str
    total: int

    def __post_init__(self) -> None:
        _place(self.first, "first place")
        _place(self.second, "second place")
        if self.first == self.second:
            raise CategoryError(f"a places sum needs two different places, not {self.first!r} twice")
        _whole(self.total, "the sum of two digits", 0, 18)
        if PLACE_EXPONENTS[self.first] < PLACE_EXPONENTS[self.second]:
            # One category, one spelling: the higher place is named first.
            first, second = self.second, self.first
            object.__setattr__(self, "first", first)
            object.__setattr__(self, "second", second)

    def _pair(self, digits: str) -> tuple[int, int] | None:
        i, j = PLACE_EXPONENTS[self.first], PLACE_EXPONENTS[self.second]
        if len(digits) <= i:
            return None
        return int(digits[-1 - i]), int(digits[-1 - j])

    def met_by(self, digits: str) -> bool:
        pair = self._pair(digits)
        return pair is not None and pair[0] + pair[1] == self.total

    def phrase(self) -> str:
        return _phrase("places_sum", first=self.first, second=self.second, total=self.total)

    def why_not(self, digits: str) -> str:
        pair = self._pair(digits)
        if pair is None:
            return _reason("wrong_digit_count", number=_shown(digits), digits=PLACE_EXPONENTS[self.first] + 1)
        return _reason("places_sum", number=_shown(digits), first=self.first, second=self.second,
                       actual=sum(pair), wanted=self.total)

    def misfit(self, game: PlaceValueGame) -> str | None:
        missing = _missing_place(game, self.first, self.second)
        if missing:
            return missing
        if self.total == 0 and PLACE_EXPONENTS[self.first] == game.digits - 1:
            return "a number never starts with 0, so these two digits cannot add up to 0"
        return None


@dataclass(frozen=True)
class DigitSum(_Text):
    """Number whose digits add up to ``total``."""

    key: ClassVar[str] = "digit-sum"
    total: int

    def __post_init__(self) -> None:
        _whole(self.total, "the sum of the digits", 0, 9 * MAX_DIGITS)

    def met_by(self, digits: str) -> bool:
        return sum(map(int, digits)) == self.total

    def phrase(self) -> str:
        return _phrase("digit_sum", total=self.total)

    def why_not(self, digits: str) -> str:
        return _reason("digit_sum", number=_shown(digits), actual=sum(map(int, digits)), wanted=self.total)

    def misfit(self, game: PlaceValueGame) -> str | None:
        if self.total < 1:
            return "a number never starts with 0, so its digits add up to at least 1"
        if self.total > 9 * game.digits:
            return f"the digits of a {game.digits}-digit number add up to at most {9 * game.digits}"
        return None


@dataclass(frozen=True)
class SameDigits(_Text):
    """Number with at least ``count`` digits that are the same."""

    key: ClassVar[str] = "same-digits"
    count: int

    def __post_init__(self) -> None:
        _whole(self.count, "the number of same digits", 2, MAX_DIGITS)

    def met_by(self, digits: str) -> bool:
        return any(digits.count(d) >= self.count for d in set(digits))

    def phrase(self) -> str:
        return _phrase("same_digits", count=self.count)

    def why_not(self, digits: str) -> str:
        return _reason("same_digits", number=_shown(digits), count=self.count)

    def misfit(self, game: PlaceValueGame) -> str | None:
        if self.count > game.digits:
            return f"a {game.digits}-digit number has only {game.digits} digits"
        return None


@dataclass(frozen=True)
class Wild(_Text):
    """WILD: any number can be written here."""

    key: ClassVar[str] = "wild"

    def met_by(self, digits: str) -> bool:
        return True

    def phrase(self) -> str:
        return _phrase("wild")

    def why_not(self, digits: str) -> str:  # pragma: no cover - every number meets WILD
        raise ValueError("every number can be written in the WILD box")

    def misfit(self, game: PlaceValueGame) -> str | None:
        return None


@dataclass(frozen=True)
class Parity(_Text):
    """Even number (``even=True``) or odd number."""

    key: ClassVar[str] = "parity"
    even: bool

    def __post_init__(self) -> None:
        if not isinstance(self.even, bool):
            raise CategoryError(f"even must be True or False, not {self.even!r}")

    def met_by(self, digits: str) -> bool:
        return (digits[-1] in "02468") == self.even

    def phrase(self) -> str:
        return _phrase("parity", even=self.even)

    def why_not(self, digits: str) -> str:
        return _reason("parity", number=_shown(digits), even=self.even, last=digits[-1])

    def misfit(self, game: PlaceValueGame) -> str | None:
        return None


@dataclass(frozen=True)
class GreaterThan(_Text):
    """Number greater than ``number``."""

    key: ClassVar[str] = "greater-than"
    number: int

    def __post_init__(self) -> None:
        _whole(self.number, "the number to beat", 0)

    def met_by(self, digits: str) -> bool:
        return int(digits) > self.number

    def phrase(self) -> str:
        return _phrase("greater_than", number=format_number(self.number))

    def why_not(self, digits: str) -> str:
        return _reason("greater_than", number=_shown(digits), limit=format_number(self.number))

    def misfit(self, game: PlaceValueGame) -> str | None:
        if self.number >= game.largest:
            return f"the largest {game.digits}-digit number is {format_number(game.largest)}"
        return None


@dataclass(frozen=True)
class LessThan(_Text):
    """Number less than ``number``."""

    key: ClassVar[str] = "less-than"
    number: int

    def __post_init__(self) -> None:
        _whole(self.number, "the number to stay under", 0)

    def met_by(self, digits: str) -> bool:
        return int(digits) < self.number

    def phrase(self) -> str:
        return _phrase("less_than", number=format_number(self.number))

    def why_not(self, digits: str) -> str:
        return _reason("less_than", number=_shown(digits), limit=format_number(self.number))

    def misfit(self, game: PlaceValueGame) -> str | None:
        if self.number <= game.smallest:
            return f"the smallest {game.digits}-digit number is {format_number(game.smallest)}"
        return None


def round_half_up(value: int, unit: int) -> int:
    """Round to the nearest multiple of ``unit``, halves up, as taught in school: 6350 -> 6400."""
    return (value + unit // 2) // unit * unit


@dataclass(frozen=True)
class RoundsTo(_Text):
    """Number that rounds to ``target`` to the nearest ``unit`` (10, 100, 1,000, ...), halves rounding up."""

    key: ClassVar[str] = "rounds-to"
    target: int
    unit: int

    def __post_init__(self) -> None:
        if self.unit not in UNIT_NAMES or isinstance(self.unit, bool):
            raise CategoryError(
                f"numbers round to the nearest {', '.join(UNIT_NAMES.values())}; {self.unit!r} is not one of these"
            )
        _whole(self.target, "the rounded number", 1)
        if self.target % self.unit:
            raise CategoryError(
                f"{format_number(self.target)} is not a whole number of {UNIT_NAMES[self.unit]}s, "
                f"so nothing rounds to it to the nearest {UNIT_NAMES[self.unit]}"
            )

    @property
    def unit_name(self) -> str:
        return UNIT_NAMES[self.unit]

    @property
    def bounds(self) -> tuple[int, int]:
        """The smallest and largest whole numbers that round to the target."""
        return self.target - self.unit // 2, self.target + self.unit // 2 - 1

    def met_by(self, digits: str) -> bool:
        low, high = self.bounds
        return low <= int(digits) <= high

    def phrase(self) -> str:
        return _phrase("rounds_to", target=format_number(self.target), unit=self.unit_name)

    def why_not(self, digits: str) -> str:
        actual = round_half_up(int(digits), self.unit)
        return _reason("rounds_to", number=_shown(digits), actual=format_number(actual),
                       target=format_number(self.target), unit=self.unit_name)

    def misfit(self, game: PlaceValueGame) -> str | None:
        low, high = self.bounds
        if high < game.smallest or low > game.largest:
            return (f"no {game.digits}-digit number rounds to {format_number(self.target)} "
                    f"to the nearest {self.unit_name}")
        return None


@dataclass(frozen=True)
class AllDifferent(_Text):
    """Number whose digits are all different."""

    key: ClassVar[str] = "all-different"

    def met_by(self, digits: str) -> bool:
        return len(set(digits)) == len(digits)

    def phrase(self) -> str:
        return _phrase("all_different")

    def why_not(self, digits: str) -> str:
        repeated = sorted({d for d in digits if digits.count(d) > 1}, reverse=True)
        return _reason("all_different", number=_shown(digits), repeated=repeated)

    def misfit(self, game: PlaceValueGame) -> str | None:
        return None


#: Every family, in the order a card lists them.
FAMILIES = (DigitInPlace, PlacesSum, DigitSum, SameDigits, Parity, GreaterThan, LessThan, RoundsTo,
            AllDifferent, Wild)


def check_category(category: Category, game: PlaceValueGame) -> Category:
    """Return ``category`` if some number of the game's digit count can meet it; raise CategoryError if not."""
    problem = category.misfit(game)
    if problem:
        raise CategoryError(f"{category.phrase()!r} cannot be filled on a {game.digits}-digit card: {problem}")
    return category
