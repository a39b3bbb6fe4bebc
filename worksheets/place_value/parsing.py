"""Reading a category back from the words printed on a card.

The checker gets categories as text (a CSV's first column). We read the
phrasings ``categories.j2`` prints, in upper or lower case, with or without the
leading "Number with" / "Number whose" (or "Number that", "Number"), with extra
spaces and a trailing period; "units place" and "one's place" are the ones place. Anything else is refused with an example.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Callable

from ..errors import CategoryError, NumberFormatError
from ..numbers import parse_number
from .categories import (
    UNIT_NAMES,
    AllDifferent,
    Category,
    DigitInPlace,
    DigitSum,
    GreaterThan,
    LessThan,
    Parity,
    PlacesSum,
    RoundsTo,
    SameDigits,
    Wild,
    check_category,
)
from .game import PlaceValueGame

_PLACE = r"(?:ones|tens|hundreds|thousands|ten thousands|hundred thousands)"
_NUMBER = r"[0-9][0-9,]*"
_COUNTS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6}
_UNITS = {name: unit for unit, name in UNIT_NAMES.items()}
_UNIT = "(?:" + "|".join(sorted(_UNITS, key=len, reverse=True)) + ")"

_PREFIX = re.compile(r"^number(?: (?:with|whose|that(?: is)?|which(?: is)?))? ")
_EXAMPLES = '"Number with 3 in the hundreds place" or "Number whose digits add up to 13"'


def _number(text: str) -> int:
    try:
        return parse_number(text, decimal_comma=False)
    except NumberFormatError as exc:
        raise CategoryError(str(exc)) from None


# Each reader: (pattern matched against the whole normalised text, builder from the match).
_Reader = tuple[re.Pattern[str], Callable[[re.Match[str]], Category]]
_READERS: list[_Reader] = [
    (re.compile(rf"(?:an? )?(?P<digit>[0-9]) in (?:the )?(?P<place>{_PLACE}) place"),
     lambda m: DigitInPlace(int(m["digit"]), m["place"])),
    (re.compile(rf"(?:the )?(?P<first>{_PLACE}) and (?:the )?(?P<second>{_PLACE}) digits? add up to (?P<total>[0-9]+)"),
     lambda m: PlacesSum(m["first"], m["second"], int(m["total"]))),
    (re.compile(r"(?:the )?digits add up to (?P<total>[0-9]+)"),
     lambda m: DigitSum(int(m["total"]))),
    (re.compile(rf"(?:at least )?(?P<count>{'|'.join(_COUNTS)}) of the same digits?"),
     lambda m: SameDigits(_COUNTS[m["count"]])),
    (re.compile(r"wild(?:!? (?:any number can be written here)?)?!?"),
     lambda m: Wild()),
    (re.compile(r"(?:an? )?(?P<kind>even|odd)(?: number)?"),
     lambda m: Parity(m["kind"] == "even")),
    (re.compile(rf"(?:greater|more|bigger) than (?P<n>{_NUMBER})"),
     lambda m: GreaterThan(_number(m["n"]))),
    (re.compile(rf"(?:less|smaller) than (?P<n>{_NUMBER})"),
     lambda m: LessThan(_number(m["n"]))),
    (re.compile(rf"rounds to (?P<t>{_NUMBER}),? (?:when rounded )?(?:to )?(?:the )?nearest (?P<unit>{_UNIT})"),
     lambda m: RoundsTo(_number(m["t"]), _UNITS[m["unit"]])),
    (re.compile(r"(?:digits (?:are )?all different|all (?:the )?digits (?:are )?different|all different digits)"),
     lambda m: AllDifferent()),
]


def _normalise(text: str) -> str:
    """Lower case, single spaces, no brackets, hyphens as spaces, no trailing period."""
    text = text.lower().replace("(", " ").replace(")", " ").replace("\u2019", "'")
    text = re.sub(r"(?<=[a-z])-(?=[a-z])", " ", text)
    # "units place", "one's place", "tens' place": the place names as children write them
    text = re.sub(r"\bunits?'?(?= place\b| and\b| digits?\b)", "ones", text)
    text = re.sub(r"\b(one|ten|hundred|thousand)(?:'s|s')(?= place\b| and\b| digits?\b)", r"\1s", text)
    text = " ".join(text.split())
    text = text.rstrip(". ").strip()
    return _PREFIX.sub("", text, count=1)


def parse_category(text: str, game: PlaceValueGame | None = None) -> Category:
    """Read a category from its printed wording; with ``game``, also check it fits the card.

    >>> parse_category("number with 3 in the hundreds place.")
    DigitInPlace(digit=3, place='hundreds')
    """
    if not isinstance(text, str):
        raise CategoryError(f"a category is text such as {_EXAMPLES}, not {text!r}")
    category = _read(text)
    if game is not None:
        check_category(category, game)
    return category


@lru_cache(maxsize=4096)
def read_category(text: str) -> Category | None:
    """The category ``text`` reads as, or None: telling a sheet's category labels from other text."""
    try:
        return parse_category(text)
    except CategoryError:
        return None


@lru_cache(maxsize=4096)
def _read(text: str) -> Category:
    # A class's sheets repeat the same few phrases, so each is read once; categories are frozen values.
    body = _normalise(text)
    for pattern, build in _READERS:
        match = pattern.fullmatch(body)
        if match:
            try:
                category = build(match)
            except CategoryError as exc:
                raise CategoryError(f"category {text.strip()!r}: {exc}") from None
            break
    else:
        raise CategoryError(f"cannot read the category {text.strip()!r}; write it as printed, for example {_EXAMPLES}")
    return category


#: The labels of a card's points line, as its own count of the points (the printed card says "My points"),
#: matched without regard to case, punctuation or extra spaces. Never a category.
POINTS_LABELS = frozenset({
    "my points", "points", "total", "total points", "points total", "my total", "my total points",
    "score", "my score", "total score", "final score", "points won", "my points total",
})


@lru_cache(maxsize=1024)
def is_points_label(label: str) -> bool:
    """Whether ``label`` names a place-value card's points line ("My points", "Points", "Total", "Score")."""
    return " ".join(re.sub(r"[^\w\s]", " ", label.casefold()).split()) in POINTS_LABELS
