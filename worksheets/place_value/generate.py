"""Drawing place-value category cards.

A card has 9 distinct categories, modelled on seed 000's card: digit-in-place
categories, a two-places sum, a digit sum, two alike, three alike and WILD
(last). The extended mix swaps some of these for even/odd, greater than, less
than, rounds to and all different. Only categories that some roll can fill are
drawn, and by default only those that at least 1 roll in 20 can fill (SPEC).
Categories every roll fills are left to WILD. Randomness comes only from the
``random.Random`` passed in.
"""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Callable

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
    round_half_up,
)
from .game import PlaceValueGame
from .odds import fill_chance

CARD_SIZE = 9
DEFAULT_MIN_CHANCE = Fraction(1, 20)
_TRIES = 40  # candidates drawn for one slot before trying another family
_CARD_TRIES = 25  # cards drawn before accepting one that repeats an earlier card

Maker = Callable[[random.Random, PlaceValueGame], Category]


# ---------------------------------------------------------------- one candidate per family

def _digit_in(place: str | None = None) -> Maker:
    def make(rng: random.Random, game: PlaceValueGame) -> Category:
        where = place or rng.choice(game.places)
        faces = [f for f in game.faces if f or where != game.places[0]]
        return DigitInPlace(rng.choice(faces), where)

    return make


def _places_sum(rng: random.Random, game: PlaceValueGame) -> Category:
    first, second = rng.sample(game.places, 2)
    low, high = game.faces[0], game.faces[-1]
    return PlacesSum(first, second, rng.randint(2 * low, 2 * high))


def _digit_sum(rng: random.Random, game: PlaceValueGame) -> Category:
    low, high = game.faces[0], game.faces[-1]
    middle = game.digits * (low + high) / 2
    spread = max(2, game.digits)  # the likely sums lie near the middle
    return DigitSum(max(1, rng.randint(round(middle - spread), round(middle + spread))))


def _same(count: int) -> Maker:
    return lambda rng, game: SameDigits(count)


def _round_number(rng: random.Random, game: PlaceValueGame) -> int:
    """A number such as 5,000 or 4,500: a leading digit and a 0 or 5 after it."""
    return rng.randint(1, 9) * game.smallest + rng.choice((0, 5)) * game.smallest // 10


def _greater_than(rng: random.Random, game: PlaceValueGame) -> Category:
    return GreaterThan(_round_number(rng, game))


def _less_than(rng: random.Random, game: PlaceValueGame) -> Category:
    return LessThan(max(game.smallest + game.smallest // 10, _round_number(rng, game)))


def _rounds_to(rng: random.Random, game: PlaceValueGame) -> Category:
    unit = rng.choice([u for u in UNIT_NAMES if u <= game.smallest])
    digits = [rng.choice(game.faces) for _ in range(game.digits)]
    if digits[0] == 0:
        digits[0] = max(game.faces)
    value = int("".join(map(str, digits)))
    return RoundsTo(round_half_up(value, unit), unit)


def _parity(rng: random.Random, game: PlaceValueGame) -> Category:
    return Parity(rng.random() < 0.5)


def _all_different(rng: random.Random, game: PlaceValueGame) -> Category:
    return AllDifferent()


_EXTENDED: tuple[Maker, ...] = (_parity, _greater_than, _less_than, _rounds_to, _all_different)
_FILLERS: tuple[Maker, ...] = (_digit_in(), _places_sum, _digit_sum)


# ---------------------------------------------------------------- cards

def _plan(rng: random.Random, game: PlaceValueGame, extended: bool) -> list[Maker]:
    """The families of the 8 categories before WILD, in card order."""
    if extended:
        places = rng.sample(game.places, 2)
        plan = [_digit_in(p) for p in places] + [_places_sum, _digit_sum, _same(rng.choice((2, 3)))]
        plan += rng.sample(_EXTENDED, 3)
    else:
        places = rng.sample(game.places, min(4, game.digits))
        plan = [_digit_in(p) for p in places] + [_places_sum, _digit_sum, _same(2), _same(3)]
    while len(plan) < CARD_SIZE - 1:
        plan.append(rng.choice(_FILLERS))
    return plan


def _acceptable(category: Category, game: PlaceValueGame, chosen: list[Category], min_chance: Fraction) -> bool:
    if category in chosen or category.misfit(game):
        return False
    chance = fill_chance(category, game)
    # A category every roll fills would be a second WILD ("less than 7,000" with six-sided dice).
    return 0 < chance < 1 and chance >= min_chance


def _draw(makers: list[Maker], rng: random.Random, game: PlaceValueGame, chosen: list[Category],
          min_chance: Fraction) -> Category | None:
    for make in makers:
        for _ in range(_TRIES):
            category = make(rng, game)
            if _acceptable(category, game, chosen, min_chance):
                return category
    return None


def generate_card(
    rng: random.Random,
    game: PlaceValueGame = PlaceValueGame(),
    *,
    extended: bool = False,
    min_chance: Fraction = DEFAULT_MIN_CHANCE,
) -> tuple[Category, ...]:
    """Nine distinct categories, WILD last, each filled by at least ``min_chance`` of single rolls."""
    chosen: list[Category] = []
    fallbacks = [*_FILLERS, *(_EXTENDED if extended else ())]
    for make in _plan(rng, game, extended):
        category = _draw([make, *fallbacks], rng, game, chosen, min_chance)
        if category is None:  # pragma: no cover - the fillers always have room on a 3- to 6-digit card
            raise RuntimeError(f"could not draw a category with chance at least {min_chance} for {game}")
        chosen.append(category)
    chosen.append(Wild())
    return tuple(chosen)


def generate_games(seed: int, count: int, game: PlaceValueGame = PlaceValueGame(), *,
                   extended: bool = False) -> list[tuple[Category, ...]]:
    """``count`` cards from ``seed``, each different from the ones before it where possible.

    Card ``i`` depends only on ``seed`` and the cards before it, so
    ``generate_games(seed, n)[i] == generate_games(seed, i + 1)[i]``.
    """
    rng = random.Random(seed)
    cards: list[tuple[Category, ...]] = []
    seen: set[frozenset[Category]] = set()
    for _ in range(count):
        for _ in range(_CARD_TRIES):
            card = generate_card(rng, game, extended=extended)
            if frozenset(card) not in seen:
                break
        seen.add(frozenset(card))
        cards.append(card)
    return cards
