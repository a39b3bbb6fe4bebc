"""Zombie Yahtzee (seed 001): the team cards against the zombie's games, from one sheet.

The sheet has the classic boxes as rows and one column per card: a column per
team, and ``Zombie game 1``, ``Zombie game 2``... for the zombie's games
(layout in ``docs/check-input.md``). Every column is checked as a card of the
rule set. Survivors = the sum of the team totals; zombies = the sum of the
zombie's first N games, N = the number of teams. A game among the first N that
is missing (no column, or an empty one) counts 0 with a warning; later games do
not count, and a note says so. More points wins; equal points is a tie.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Mapping

from ..errors import SheetError
from ..rules import RuleSet
from ._text import NOTES, say_in
from ..verdicts import Problem
from .dice_verdict import DiceVerdict, card_problems, judge_dice_game, locate_rows, read_card, read_cell
from .infer import GameChoice, zombie_game_number
from .options import CheckOptions, Judged
from .sheets import Sheet

SURVIVORS = "survivors"
ZOMBIES = "zombies"


@dataclass(frozen=True)
class ZombieVerdict:
    """Both sides' points and the winning side (both on a tie).

    ``zombie_games[i]`` is the column of game i + 1 that counts, or None when that game was
    not played; ``cards`` checks every column, team or zombie game, as one card.
    """

    rules: RuleSet
    cards: DiceVerdict
    teams: tuple[str, ...]
    zombie_games: tuple[str | None, ...]
    survivors: int
    zombies: int
    winners: tuple[str, ...]
    warnings: tuple[str, ...]
    dice_bought: Mapping[str, int]

    @property
    def players(self) -> tuple[str, ...]:
        return self.cards.players

    @property
    def scores(self) -> Mapping[str, int]:
        return {SURVIVORS: self.survivors, ZOMBIES: self.zombies}

    @property
    def problems(self) -> tuple[tuple[str, Problem], ...]:
        return self.cards.problems


def check_zombie_sheet(sheet: Sheet, rules: RuleSet, *, style: str = "us", lang: str | None = None,
                       words: bool = True) -> ZombieVerdict:
    """Check a Zombie sheet: every card, then survivors against zombies."""
    rows = locate_rows(sheet, rules)
    games: dict[int, str] = {}
    teams: list[str] = []
    for column in sheet.players:
        number = zombie_game_number(column)
        if number is None:
            teams.append(column)
        elif number in games:
            raise SheetError(f"{sheet.where(column=column)}: zombie game {number} has two columns "
                             f"({games[number]!r} and {column!r})")
        elif number < 1:
            raise SheetError(f"{sheet.where(column=column)}: zombie games are numbered from 1")
        else:
            games[number] = column
    if not teams:
        raise SheetError(f"{sheet.source}: no team columns; a Zombie sheet has a column per team and "
                         "columns \"Zombie game 1\", \"Zombie game 2\"... for the zombie")

    def played(column: str) -> bool:
        return any(row.cells.get(column, "").strip() for row in sheet.rows)

    cards_written = {column: read_card(sheet, rows, column, rules) for column in sheet.players
                     if column in teams or played(column)}
    cards = judge_dice_game(rules, cards_written, style=style, lang=lang, words=words)

    warnings: list[str] = []
    counted: list[str | None] = []
    for number in range(1, len(teams) + 1):
        column = games.get(number)
        if column is None or column not in cards_written:
            warnings.append(say_in(NOTES, "zombie_game_missing", number=number, teams=len(teams)))
            counted.append(None)
        else:
            counted.append(column)
    later = sorted(n for n in games if n > len(teams) and games[n] in cards_written)
    if later:
        warnings.append(say_in(NOTES, "zombie_games_extra", numbers=later, teams=len(teams)))

    survivors = sum(cards.totals[t] for t in teams)
    zombies = sum(cards.totals[c] for c in counted if c is not None)
    if survivors == zombies:
        winners: tuple[str, ...] = (SURVIVORS, ZOMBIES)
    else:
        winners = (SURVIVORS,) if survivors > zombies else (ZOMBIES,)

    bought: dict[str, int] = {}
    if rows.dice_bought is not None:
        for team in teams:
            value, _ = read_cell(sheet, rows.dice_bought, team, x_is=0)
            if value is not None:
                bought[team] = value
    return ZombieVerdict(rules, cards, tuple(teams), tuple(counted), survivors, zombies, winners,
                         tuple(warnings), MappingProxyType(bought))


def judge_sheet(sheet: Sheet, choice: GameChoice, options: CheckOptions) -> Judged:
    """The Zombie family's judge: every card, then survivors against zombies; missing games are warned of."""
    verdict = check_zombie_sheet(sheet, choice.rules, style=options.style, lang=options.lang, words=options.words)
    return Judged(verdict, card_problems(verdict), verdict.warnings)
