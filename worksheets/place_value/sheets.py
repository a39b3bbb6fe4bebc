"""Class sets of place-value cards and their answer keys, rebuilt from a sheet code.

A class set is ``games`` cards from one seed: the two cards of a pair share
a game, neighbouring pairs get different games. Each game's code carries the
seed and the game number, so ``sheet_from_code`` rebuilds that card and its
key exactly as printed.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cached_property
from fractions import Fraction
from typing import Sequence

from ..codes import SheetCode, decode_kind
from ..errors import InputError
from .categories import Category
from .game import PlaceValueGame
from .generate import generate_games
from .odds import example_number, fill_chance, greatest_possible

#: The largest class set one seed makes (the code's game number field).
MAX_GAMES = 4095


def group_players(names: Sequence[str]) -> list[tuple[str, ...]]:
    """Students two to a game in the order given; one left over joins the last pair.

    A single student gets a card and a blank one for a partner.
    """
    if not names:
        return []
    if len(names) == 1:
        return [(names[0], "")]
    groups = [tuple(names[i:i + 2]) for i in range(0, len(names) - len(names) % 2, 2)]
    if len(names) % 2:
        groups[-1] = (*groups[-1], names[-1])
    return groups


@dataclass(frozen=True)
class KeyRow:
    """The answer key of one category: the best possible number, an example and the odds."""

    category: Category
    greatest: int | None
    example: int | None
    chance: Fraction


@dataclass(frozen=True)
class PlaceValueSheet:
    """One game's card (shared by a pair of students) with its code; its key is worked out when first read."""

    code: str
    number: int
    game: PlaceValueGame
    extended: bool
    categories: tuple[Category, ...]
    seed: int

    @cached_property
    def key(self) -> tuple[KeyRow, ...]:
        """Each category's greatest number, an example and the odds (most of a sheet's cost, so only on demand)."""
        return _key(self.categories, self.game, self.seed, self.number)


def _key(categories: tuple[Category, ...], game: PlaceValueGame, seed: int, number: int) -> tuple[KeyRow, ...]:
    # Examples are drawn from their own generator, so a key never shifts the cards.
    rng = random.Random(seed * (MAX_GAMES + 1) + number)
    return tuple(
        KeyRow(c, greatest_possible(c, game), example_number(c, game, rng), fill_chance(c, game))
        for c in categories
    )


def _sheet(code: SheetCode, categories: tuple[Category, ...]) -> PlaceValueSheet:
    game = PlaceValueGame(code.digits, code.dice)
    return PlaceValueSheet(code.encode(), code.game, game, code.extended, categories, code.seed)


def class_set(seed: int, games: int, game: PlaceValueGame = PlaceValueGame(), *,
              extended: bool = False) -> list[PlaceValueSheet]:
    """``games`` different cards from ``seed``, numbered from 1, each with its key."""
    if not 1 <= games <= MAX_GAMES:
        raise InputError(f"a class set has 1 to {MAX_GAMES} games, not {games}")
    cards = generate_games(seed, games, game, extended=extended)
    return [
        _sheet(SheetCode("place-value", seed, number, game.digits, game.dice, extended), card)
        for number, card in enumerate(cards, start=1)
    ]


def sheet_from_code(text: str) -> PlaceValueSheet:
    """The card and key a printed place-value code stands for (a code of another kind is refused)."""
    code = decode_kind(text, SheetCode)
    game = PlaceValueGame(code.digits, code.dice)
    card = generate_games(code.seed, code.game, game, extended=code.extended)[-1]
    return _sheet(code, card)
