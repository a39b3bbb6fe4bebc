"""What a roll can make: the greatest valid number, and the chance of filling a category.

A roll is a multiset of faces. For each category family there is a small
solver that builds the greatest valid arrangement of a multiset directly
(place the digits the category needs, then the rest largest first); a family
without one falls back to ``search_best``, which tries the distinct
arrangements from the greatest down and stops at the first valid one. The
tests check every solver against that search.

``fill_chance`` weighs each multiset of faces by the number of ordered rolls
that give it (the multinomial coefficient), so it is exact: 5,005 multisets for
six ten-sided dice instead of a million rolls. A "less than" or "rounds to" category
whose interval is short walks its numbers downward instead, each number's sorted
digits naming its roll: 10 numbers for "rounds to 3,500 to the nearest ten".
"""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction
from functools import lru_cache
from typing import Callable, Iterator, Sequence

from ..dice import outcomes, parse_roll
from .categories import (
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
)
from .game import PLACE_EXPONENTS, PlaceValueGame

Multiset = tuple[int, ...]  # the faces of one roll, greatest first


# ---------------------------------------------------------------- rolls

def check_roll(dice_values: Sequence[int | str], game: PlaceValueGame) -> tuple[int, ...]:
    """Return the roll as a tuple; raise DiceError if it is not one roll of the game's dice."""
    return parse_roll(list(dice_values), dice=game.digits, faces=game.sides, lowest=game.faces[0])


def largest_number(dice_values: Sequence[int], game: PlaceValueGame) -> int:
    """The largest number the dice make (digits greatest first); 0 if every die shows 0."""
    return int("".join(map(str, sorted(check_roll(dice_values, game), reverse=True))))


# ---------------------------------------------------------------- arrangements

def _number(digits: Sequence[int]) -> int | None:
    """The number written by ``digits``, or None when it would start with 0."""
    if digits[0] == 0:
        return None
    value = 0
    for d in digits:
        value = value * 10 + d
    return value


def arrangements(multiset: Sequence[int], *, least_first: bool = False) -> Iterator[str]:
    """Every distinct arrangement of the digits that does not start with 0, greatest first (or least first)."""
    counts = Counter(multiset)
    faces = sorted(counts, reverse=not least_first)
    n = len(multiset)
    prefix: list[str] = []

    def extend() -> Iterator[str]:
        if len(prefix) == n:
            yield "".join(prefix)
            return
        for face in faces:
            if counts[face] and (prefix or face):
                counts[face] -= 1
                prefix.append(str(face))
                yield from extend()
                prefix.pop()
                counts[face] += 1

    return extend()


def search_best(category: Category, multiset: Sequence[int]) -> int | None:
    """The greatest valid arrangement, by trying arrangements from the greatest down."""
    for digits in arrangements(multiset):
        if category.met_by(digits):
            return int(digits)
    return None


# ---------------------------------------------------------------- solvers, one per family
# Each takes the category and the multiset sorted greatest first.

def _order_free(category: Category, desc: Multiset) -> int | None:
    # The category depends only on which digits there are, so the greatest arrangement is best.
    if not category.met_by("".join(map(str, desc))):
        return None
    return _number(desc)


def _placed(fixed: Sequence[tuple[int, int]], rest: list[int]) -> list[int]:
    """The digits of ``rest`` (greatest first) with each (position, digit) of ``fixed`` put in at its position
    (0 = leftmost); ``fixed`` goes leftmost first, so each position counts the digits put in before it."""
    for position, digit in fixed:
        rest.insert(position, digit)
    return rest


def _digit_in_place(category: DigitInPlace, desc: Multiset) -> int | None:
    n, k = len(desc), category.exponent
    if k >= n or category.digit not in desc:
        return None
    rest = list(desc)
    rest.remove(category.digit)
    return _number(_placed(((n - 1 - k, category.digit),), rest))


def _places_sum(category: PlacesSum, desc: Multiset) -> int | None:
    n = len(desc)
    i, j = PLACE_EXPONENTS[category.first], PLACE_EXPONENTS[category.second]
    if i >= n:
        return None
    best = None
    for a in set(desc):
        b = category.total - a
        if not _pairs_with(desc, a, b):
            continue
        rest = list(desc)
        rest.remove(a)
        rest.remove(b)
        digits = _placed(((n - 1 - i, a), (n - 1 - j, b)), rest)  # i > j: a's place is left of b's
        # Digit lists of one length compare as their numbers, and one starting with 0 (no number) below all
        # others: the greatest list is the greatest number, or none when it starts with 0.
        if best is None or digits > best:
            best = digits
    return None if best is None else _number(best)


def _pairs_with(desc: Multiset, a: int, b: int) -> bool:
    """Whether the roll has an ``a`` and, besides it, a ``b``."""
    return b in desc and (b != a or desc.count(a) > 1)


def _parity(category: Parity, desc: Multiset) -> int | None:
    wanted = 0 if category.even else 1
    ends = [d for d in desc if d % 2 == wanted]
    if not ends:
        return None
    # Spending the smallest suitable digit on the ones place leaves the greatest digits in front.
    rest = list(desc)
    rest.remove(min(ends))
    return _number(rest + [min(ends)])


def greatest_at_most(desc: Multiset, limit: int) -> int | None:
    """The greatest arrangement (not starting with 0) that is at most ``limit``."""
    n = len(desc)
    if limit >= 10**n:
        return _number(desc)
    if limit < 10 ** (n - 1):
        return None
    target = [int(c) for c in str(limit)]
    counts = [0] * 10
    for d in desc:
        counts[d] += 1
    # remaining[i]: the counts left after copying the first i digits of the limit.
    remaining = [counts[:]]
    for d in target:
        left = remaining[-1][:]
        if not left[d]:
            break
        left[d] -= 1
        remaining.append(left)
    if len(remaining) == n + 1:
        return limit  # the digits are exactly the limit's digits
    for i in range(len(remaining) - 1, -1, -1):
        left = remaining[i]
        for d in range(target[i] - 1, 0 if i == 0 else -1, -1):
            if left[d]:
                left = left[:]
                left[d] -= 1
                tail = [f for f in range(9, -1, -1) for _ in range(left[f])]
                return _number(target[:i] + [d] + tail)
    return None


def _greater_than(category: GreaterThan, desc: Multiset) -> int | None:
    value = _number(desc)
    return value if value is not None and value > category.number else None


def _less_than(category: LessThan, desc: Multiset) -> int | None:
    return greatest_at_most(desc, category.number - 1)


def _rounds_to(category: RoundsTo, desc: Multiset) -> int | None:
    low, high = category.bounds
    value = greatest_at_most(desc, high)
    return value if value is not None and value >= low else None


_SOLVERS: dict[type, Callable[[Category, Multiset], int | None]] = {
    Wild: _order_free,
    DigitSum: _order_free,
    SameDigits: _order_free,
    AllDifferent: _order_free,
    DigitInPlace: _digit_in_place,  # type: ignore[dict-item]
    PlacesSum: _places_sum,  # type: ignore[dict-item]
    Parity: _parity,  # type: ignore[dict-item]
    GreaterThan: _greater_than,  # type: ignore[dict-item]
    LessThan: _less_than,  # type: ignore[dict-item]
    RoundsTo: _rounds_to,  # type: ignore[dict-item]
}


def best_from_multiset(category: Category, multiset: Sequence[int]) -> int | None:
    """The greatest valid number these digits make for ``category``, or None."""
    desc = tuple(sorted(multiset, reverse=True))
    return _SOLVERS.get(type(category), search_best)(category, desc)


# ---------------------------------------------------------------- public questions

def best_number(category: Category, dice_values: Sequence[int], game: PlaceValueGame) -> int | None:
    """The greatest valid number the roll makes for ``category``; None means the player writes X."""
    return best_from_multiset(category, check_roll(dice_values, game))


def can_fill(category: Category, dice_values: Sequence[int], game: PlaceValueGame) -> bool:
    """Whether some arrangement of the roll is a valid entry for ``category``."""
    return best_number(category, dice_values, game) is not None


def multisets(game: PlaceValueGame) -> tuple[tuple[Multiset, int], ...]:
    """Every roll of the game's dice ignoring order (greatest face first), with its weight."""
    return outcomes(game.digits, tuple(game.faces))


def _span(category: Category, game: PlaceValueGame) -> tuple[int, int] | None:
    """The numbers of the card's length a category of one interval allows, smallest and largest."""
    if isinstance(category, RoundsTo):
        low, high = category.bounds
    elif isinstance(category, LessThan):
        low, high = game.smallest, category.number - 1
    else:
        return None
    return max(low, game.smallest), min(high, game.largest)


@lru_cache(maxsize=None)
def _multiset_of_digits(game: PlaceValueGame) -> dict[str, Multiset]:
    """Each roll's multiset, found by a number's digits sorted greatest first (as text)."""
    return {"".join(map(str, desc)): desc for desc, _ in multisets(game)}


def _greatest_in_span(low: int, high: int, game: PlaceValueGame) -> dict[Multiset, int]:
    """The greatest number from ``high`` down to ``low`` that each multiset makes: a walk down a short
    interval ("rounds to 3,500 to the nearest ten") instead of a solve for every roll."""
    by_digits, greatest = _multiset_of_digits(game), {}
    for number in range(high, low - 1, -1):
        desc = by_digits.get("".join(sorted(str(number), reverse=True)))
        if desc is not None and desc not in greatest:
            greatest[desc] = number
    return greatest


def _rolls_worth_solving(category: Category, game: PlaceValueGame) -> tuple[tuple[Multiset, int], ...]:
    """The rolls (in ``multisets`` order) whose solver can find a number: the others lack the digits the category
    needs. Sets of rolls shared by many categories are kept, so each category skips the rest without a look."""
    if type(category) is PlacesSum:  # as ``_SOLVERS`` picks a solver
        return _rolls_with_pair(game, category.total)
    if type(category) is DigitInPlace:
        return _rolls_with_digit(game, category.digit)
    return multisets(game)


@lru_cache(maxsize=None)
def _rolls_with_pair(game: PlaceValueGame, total: int) -> tuple[tuple[Multiset, int], ...]:
    return tuple((desc, weight) for desc, weight in multisets(game)
                 if any(_pairs_with(desc, a, total - a) for a in set(desc)))


@lru_cache(maxsize=None)
def _rolls_with_digit(game: PlaceValueGame, digit: int) -> tuple[tuple[Multiset, int], ...]:
    return tuple((desc, weight) for desc, weight in multisets(game) if digit in desc)


@lru_cache(maxsize=None)
def _best_by_multiset(category: Category, game: PlaceValueGame) -> tuple[tuple[Multiset, int, int], ...]:
    """(multiset, weight, greatest valid number) for every roll that can fill the category."""
    span = _span(category, game)
    rolls = multisets(game)
    if span is not None and span[1] - span[0] < 4 * len(rolls):
        greatest = _greatest_in_span(*span, game)
        return tuple((desc, weight, greatest[desc]) for desc, weight in rolls if desc in greatest)
    solve = _SOLVERS.get(type(category), search_best)
    out = []
    for desc, weight in _rolls_worth_solving(category, game):
        value = solve(category, desc)
        if value is not None:
            out.append((desc, weight, value))
    return tuple(out)


@lru_cache(maxsize=None)
def fill_chance(category: Category, game: PlaceValueGame) -> Fraction:
    """The exact probability that one roll of all the game's dice can fill ``category``."""
    filled = sum(weight for _, weight, _ in _best_by_multiset(category, game))
    return Fraction(filled, game.sides**game.digits)


def is_achievable(category: Category, game: PlaceValueGame) -> bool:
    """Whether any roll at all can fill ``category``."""
    return bool(_best_by_multiset(category, game))


@lru_cache(maxsize=None)
def greatest_possible(category: Category, game: PlaceValueGame) -> int | None:
    """The greatest valid number any roll could make for ``category`` (None if none can)."""
    return max((value for _, _, value in _best_by_multiset(category, game)), default=None)


def example_number(category: Category, game: PlaceValueGame, rng: random.Random) -> int | None:
    """One valid entry for ``category``, drawn with ``rng`` as a roll would give it; None if impossible."""
    fillable = _best_by_multiset(category, game)
    if not fillable:
        return None
    (desc, _, _), = rng.choices(fillable, weights=[weight for _, weight, _ in fillable])
    valid = [digits for digits in arrangements(desc) if category.met_by(digits)]
    return int(rng.choice(valid))


def roll_scores(rules, categories: tuple[str, ...] = ()):
    """For ``worksheets score``: a roll "scores" the greatest number it makes in each category
    (``categories``, or the rule set's card), None where the player would write X; and a note for each
    category no roll of the game's dice can fill ("9 in the tens place" with six-sided dice), where every
    roll gives X."""
    from ..errors import InputError
    from .parsing import parse_category

    game = PlaceValueGame(rules.place_value.digits, rules.place_value.dice)
    texts = categories or rules.place_value.card
    if not texts:
        raise InputError(f"{rules.name} lists no card; name categories with --category \"...\"")
    parsed = [parse_category(text, game) for text in texts]

    def scorer(roll: Sequence[int]) -> dict[str, int | None]:
        return {category.phrase(): best_number(category, roll, game) for category in parsed}

    from ..templating import macro

    unfillable = macro("rules/score_notes.j2", "unfillable")
    notes = tuple(unfillable(category=category.phrase(), digits=game.digits, sides=game.sides)
                  for category in parsed if not is_achievable(category, game))
    return {category.phrase(): category.phrase() for category in parsed}, scorer, notes
