"""What place-value category cards and their answer key say, decided once, before anything is drawn.

A class set is a number of games from one seed (``worksheets.place_value.sheets``):
the cards of one game share its 9 categories, and games differ, so
neighbouring pairs cannot copy. With names, students play in the order given,
two to a game (Ana and Ben game 1, Cy and Di game 2, ...); a student left over
joins the last pair as a group of three. Without names every game gets two
cards with a blank name line.

The renderer in ``worksheets.render.place_value_cards`` draws the finished
``PlaceValueCards`` and decides nothing about the game. Every word comes from
``templates/sheets/place_value.j2`` (category phrases from
``templates/place_value/categories.j2``); names, class, date and codes are data.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Sequence

from ..errors import InputError
from ..names import check_names
from ..numbers import format_chance, format_number
from ..place_value.game import PlaceValueGame
from ..place_value.sheets import MAX_GAMES, PlaceValueSheet, class_set, group_players
from ..words import say
from .fonts import Words, check_printable, clean_text
from .place_value_defaults import CARDS_PER_GAME, DEFAULT_GAMES, DEFAULT_SEED

#: The title when the rule set does not give one.
DEFAULT_TITLE = "Place Value Yahtzee"

_words = Words("sheets/place_value.j2")


@dataclass(frozen=True)
class CardWords:
    """The words every card of a document shares."""

    heading: str
    name: str
    class_: str
    date: str
    points: str
    code: str
    category_column: str
    x_column: str
    reminders: tuple[tuple[str, str], ...]  # (bold lead-in, text): who goes first, a turn, how to win


@dataclass(frozen=True)
class KeyLine:
    """One category's line of an answer key, every number already written out."""

    category: str
    greatest: str
    greatest_words: str
    example: str
    chance: str


@dataclass(frozen=True)
class GameCards:
    """One game: its cards (one per player, "" for a blank name) and its answer key (the key's heading,
    settings and lines are empty without key pages)."""

    number: int
    code: str
    label: str  # "Game 3"
    digits: int
    number_column: str  # "4-digit number"
    categories: tuple[str, ...]
    players: tuple[str, ...]
    key_heading: str
    key_settings: str
    key: tuple[KeyLine, ...]


@dataclass(frozen=True)
class PlaceValueCards:
    """A finished document of category cards, and answer-key pages when ``with_key``."""

    document_title: str
    words: CardWords
    key_columns: tuple[str, str, str, str]
    key_note: str
    games: tuple[GameCards, ...]
    class_name: str
    date: str
    with_key: bool

    @property
    def cards(self) -> tuple[tuple[GameCards, str], ...]:
        """Every card in print order: its game and the name on it."""
        return tuple((game, name) for game in self.games for name in game.players)


@dataclass(frozen=True)
class PlaceValueOptions:
    """What the teacher asked for."""

    seed: int = DEFAULT_SEED
    games: int | None = None  # None: one per pair of names, or DEFAULT_GAMES
    digits: int = 4
    dice: str = "d6"
    extended: bool = False
    players: tuple[str, ...] = ()
    class_name: str = ""
    date: str = ""
    with_key: bool = False


def plan_groups(names: Sequence[str], games: int | None) -> list[tuple[str, ...]]:
    """The players of each game: pairs from ``names``, then blank pairs up to ``games``."""
    if games is not None and (isinstance(games, bool) or not isinstance(games, int) or not 1 <= games <= MAX_GAMES):
        raise InputError(f"games must be a whole number from 1 to {MAX_GAMES}, got {games!r}")
    groups = group_players(names)
    if not groups:
        return [("",) * CARDS_PER_GAME] * (DEFAULT_GAMES if games is None else games)
    if games is not None and games < len(groups):
        raise InputError(f"{len(names)} students make {len(groups)} games (two to a game); "
                         f"games must be at least {len(groups)}, got {games}")
    return groups + [("",) * CARDS_PER_GAME] * ((games or len(groups)) - len(groups))


def _check_names(groups: Iterable[tuple[str, ...]]) -> None:
    names = check_names(name for group in groups for name in group if name)  # "" is a blank card
    for name in names:
        clean_text(name, "player name")


def _key_lines(sheet: PlaceValueSheet) -> tuple[KeyLine, ...]:
    none = _words("no_number")
    return tuple(
        KeyLine(
            category=row.category.phrase(),
            greatest=none if row.greatest is None else format_number(row.greatest),
            greatest_words="" if row.greatest is None else say(row.greatest),
            example=none if row.example is None else format_number(row.example),
            chance=format_chance(row.chance),
        )
        for row in sheet.key
    )


def _game_cards(sheet: PlaceValueSheet, players: tuple[str, ...], title: str, with_key: bool,
                number_columns: dict[int, str]) -> GameCards:
    digits = sheet.game.digits
    if digits not in number_columns:  # the same words on every game of a class set: written once
        number_columns[digits] = _words("number_column", digits)
    return GameCards(
        number=sheet.number,
        code=sheet.code,
        label=_words("game", sheet.number),
        digits=digits,
        number_column=number_columns[digits],
        categories=tuple(category.phrase() for category in sheet.categories),
        players=players,
        key_heading=_words("key_heading", title, sheet.number, [p for p in players if p]) if with_key else "",
        key_settings=_words("key_settings", digits, sheet.game.dice, sheet.extended) if with_key else "",
        key=_key_lines(sheet) if with_key else (),
    )


def _check_printable(cards: PlaceValueCards) -> None:
    words = cards.words
    bold = [words.heading, words.name, words.class_, words.date, words.points, words.code, words.category_column,
            words.x_column, *cards.key_columns]
    bold += [lead for lead, _ in words.reminders]
    regular = [*(text for _, text in words.reminders), cards.key_note]
    for game in cards.games:
        bold += [game.label, game.number_column, game.key_heading, *(line.greatest for line in game.key)]
        regular += [game.key_settings, *game.categories,
                    *(text for line in game.key for text in (line.greatest_words, line.example, line.chance))]
    check_printable(bold, regular)


def build_cards(sheets: Sequence[PlaceValueSheet], groups: Sequence[tuple[str, ...]], *, title: str = DEFAULT_TITLE,
                class_name: str = "", date: str = "", with_key: bool = False) -> PlaceValueCards:
    """The document for ``sheets``, game ``i`` played by ``groups[i]`` ("" for a blank card)."""
    if len(groups) != len(sheets) or not sheets:
        raise InputError(f"{len(sheets)} games need {len(sheets)} groups of players, got {len(groups)}")
    _check_names(groups)
    words = _words.fill(CardWords, heading=_words("heading", title), name=_words("field", "name"),
                        class_=_words("field", "class"), date=_words("field", "date"),
                        points=_words("field", "points"), code=_words("code_label"),
                        reminders=tuple((_words("reminder_lead", key), _words("reminder", key, sheets[0].game))
                                        for key in ("first", "turn", "win")))
    number_columns: dict[int, str] = {}
    cards = PlaceValueCards(
        document_title=_words("document_title", title, with_key),
        words=words,
        key_columns=tuple(_words("key_column", key) for key in ("category", "greatest", "example", "chance")),
        key_note=_words("key_note"),
        games=tuple(_game_cards(sheet, tuple(group), title, with_key, number_columns)
                    for sheet, group in zip(sheets, groups)),
        class_name=clean_text(class_name, "class"),
        date=clean_text(date, "date"),
        with_key=with_key,
    )
    _check_printable(cards)
    return cards


def build_class_cards(options: PlaceValueOptions, title: str = DEFAULT_TITLE) -> PlaceValueCards:
    """A class set of cards for ``options`` (and its answer key when ``options.with_key``)."""
    game = PlaceValueGame(options.digits, options.dice)
    groups = plan_groups(options.players, options.games)
    sheets = class_set(options.seed, len(groups), game, extended=options.extended)
    return build_cards(sheets, groups, title=title, class_name=options.class_name, date=options.date,
                       with_key=options.with_key)


def build_key_cards(sheets: Sequence[PlaceValueSheet], *, title: str = DEFAULT_TITLE) -> PlaceValueCards:
    """Blank cards and the answer key of each sheet, drawn as its class set drew them."""
    return build_cards(sheets, [("",) * CARDS_PER_GAME] * len(sheets), title=title, with_key=True)
