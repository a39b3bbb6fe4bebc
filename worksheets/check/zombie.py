"""Zombie Yahtzee (seed 001): the team cards against the zombie's games, from one sheet.

The sheet has the classic boxes as rows and one column per card: a column per
team, and ``Zombie game 1``, ``Zombie game 2``... for the zombie's games, or
one column for the zombie (``Zombie``, ``Zombies``, ``The Zombie``, ``Z``) with
a block of rows per game (layout in ``docs/check-input.md``). A sheet with no
column for the zombie, or a header that names the zombie among other words, is
refused: a zombie game is never counted as a survivor team. Every column is checked as a card of the
rule set. Survivors = the sum of the team totals; zombies = the sum of the
zombie's first N games, N = the number of teams. A game among the first N that
is missing (no column, or an empty one) counts 0 with a warning; later games do
not count, and a note says so. More points wins; equal points is a tie.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Mapping

from ..errors import SheetError
from ..rules import RuleSet
from ._text import NOTES, PROBLEMS, say_in
from ..verdicts import Problem
from ..card import EXTRA_BONUS
from .dice_sheet import error_total_notes, locate_rows, read_bonus_cell, read_card, read_cell
from .dice_card import DiceVerdict
from .dice_verdict import card_problems, judge_dice_game
from .totals_verdict import totals_only_notes
from .grouping import with_grouping_hint
from ..zombie import SURVIVORS, TEAM, UNCLEAR, ZOMBIE, ZOMBIE_WORDS, ZOMBIES, zombie_column
from .infer import GameChoice, is_game_heading
from .labels import Labels
from .options import CheckOptions, Judged
from .sheets import Sheet, SheetRow



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
    survivors: int | None  # None: some team's score is not known (``DiceVerdict.not_known``)
    zombies: int | None  # None: some counted zombie game's score is not known
    winners: tuple[str, ...]  # none when a side's points are not known: no winner can be decided
    warnings: tuple[str, ...]
    dice_bought: Mapping[str, int]
    empty: tuple[str, ...] = ()  # columns left empty: each counts 0 for its side, said once in a note

    @property
    def problems(self) -> tuple[tuple[str, Problem], ...]:
        """The cards' problems, but none for a column left empty (not a problem per box of it)."""
        return tuple((player, found) for player, found in self.cards.problems if player not in self.empty)

    @property
    def players(self) -> tuple[str, ...]:
        return self.cards.players

    @property
    def scores(self) -> Mapping[str, int | None]:
        return {SURVIVORS: self.survivors, ZOMBIES: self.zombies}


_HOW_TO_MARK = ('name the zombie\'s columns "Zombie game 1", "Zombie game 2"... (or one column "Zombie" '
                'with a block of rows per game)')


def _by_letter(column: str) -> bool:
    """Whether a column names the zombie by the letter Z alone, with no number ("Z", "Z team"): a team's name may
    read so too."""
    words = re.findall(r"[^\W\d_]+|[0-9]+", column.casefold())
    return bool(words) and words[0] == "z" and not any(w in ZOMBIE_WORDS or w.isdigit() for w in words)


def place_columns(sheet: Sheet) -> tuple[list[str], dict[int, str], str | None]:
    """(teams, zombie game number -> column, the zombie's one column or None); refuses what cannot be placed.

    A column without a number beside numbered ones is game 1 ("Zombie", "Zombie 2"); a column named by the letter
    Z alone ("Z team") is a team when another column names the zombie in full."""
    kinds = {column: zombie_column(column) for column in sheet.players}
    if any(kind == ZOMBIE and not _by_letter(column) for column, (kind, _) in kinds.items()):
        kinds.update({column: (TEAM, None) for column in kinds if _by_letter(column)})
    numbered = {number for kind, number in kinds.values() if kind == ZOMBIE and number is not None}
    lone_columns = [column for column, (kind, number) in kinds.items() if kind == ZOMBIE and number is None]
    if numbered and len(lone_columns) == 1 and 1 not in numbered:
        kinds[lone_columns[0]] = (ZOMBIE, 1)  # "Zombie" beside "Zombie 2": game 1, as a column without a number is
    teams: list[str] = []
    games: dict[int, str] = {}
    lone: str | None = None
    for column in sheet.players:
        kind, number = kinds[column]
        if kind == UNCLEAR:
            raise SheetError(f"{sheet.where(column=column)}: {column!r} names the zombie, but not as one of its "
                             f"columns, so it is neither a team nor a zombie game; {_HOW_TO_MARK}, and give a "
                             "team another name")
        if kind == TEAM:
            teams.append(column)
        elif number is None:
            if lone is not None or games:
                other = lone if lone is not None else next(iter(games.values()))
                raise SheetError(f"{sheet.where(column=column)}: {column!r} and {other!r} both name the zombie; "
                                 f"{_HOW_TO_MARK}")
            lone = column
        elif lone is not None:
            raise SheetError(f"{sheet.where(column=column)}: {column!r} and {lone!r} both name the zombie; "
                             f"{_HOW_TO_MARK}")
        elif number in games:
            raise SheetError(f"{sheet.where(column=column)}: zombie game {number} has two columns "
                             f"({games[number]!r} and {column!r})")
        elif number < 1:
            raise SheetError(f"{sheet.where(column=column)}: zombie games are numbered from 1")
        else:
            games[number] = column
    if not games and lone is None:
        raise SheetError(f"{sheet.source}: no column for the zombie: every column ({', '.join(sheet.players)}) "
                         f"would be a survivor team; {_HOW_TO_MARK}")
    if not teams:
        raise SheetError(f"{sheet.source}: no team columns; a Zombie sheet has a column per team and "
                         "columns \"Zombie game 1\", \"Zombie game 2\"... for the zombie")
    return teams, games, lone


def _blocks(sheet: Sheet, rules: RuleSet) -> list[list[SheetRow]]:
    """The sheet's rows in blocks, one per zombie game: a block starts where a box comes again
    (or at a row "Game 2" with no entries)."""
    labels = Labels.of(rules)
    blocks: list[list[SheetRow]] = [[]]
    seen: set[str] = set()
    for row in sheet.rows:
        if is_game_heading(row):
            if blocks[-1]:
                blocks.append([])
                seen = set()
            continue
        found = labels.read(row.label)
        if found is not None and found.kind == "box" and found.key in seen:
            blocks.append([])
            seen = set()
        if found is not None and found.kind == "box":
            seen.add(found.key)
        blocks[-1].append(row)
    return [block for block in blocks if block]


def _one_column_per_game(sheet: Sheet, rules: RuleSet, teams: list[str], lone: str) -> tuple[Sheet, dict[int, str]]:
    """The sheet with the zombie's one column split into a column per game, from its blocks of rows."""
    blocks = _blocks(sheet, rules)
    if len(blocks) == 1:
        return sheet, {1: lone}
    labels = Labels.of(rules)
    names = {k: f"{lone} {k}" for k in range(1, len(blocks) + 1)}
    by_label: dict[str, dict[str, str]] = {}
    order: list[SheetRow] = []
    for number, block in enumerate(blocks, start=1):
        for row in block:
            found = labels.read(row.label)
            k = 1 if found is not None and found.kind == "dice-bought" else number  # the teams' tally
            if k > 1:
                for team in teams:
                    if row.cells.get(team, "").strip():
                        raise SheetError(f"{sheet.where(row, team)}: from row {block[0].number} the rows are the "
                                         f"zombie's game {k}, so only the column {lone!r} holds entries there")
                reader = read_bonus_cell if found is not None and found.key == EXTRA_BONUS else None
                if reader is not None:
                    reader(sheet, row, lone, rules.extra_points)
                else:
                    read_cell(sheet, row, lone, x_is=0)  # an unreadable cell is refused where it is
            key = " ".join(row.label.casefold().split())
            if key not in by_label:
                by_label[key] = {**{team: row.cells.get(team, "") for team in teams},
                                 **{name: "" for name in names.values()}}
                order.append(row)
            by_label[key][names[k]] = row.cells.get(lone, "")
    rows = tuple(replace(row, cells=MappingProxyType(by_label[" ".join(row.label.casefold().split())]))
                 for row in order)
    return sheet.with_rows(rows, players=(*teams, *names.values())), names


def check_zombie_sheet(sheet: Sheet, rules: RuleSet, *, style: str = "us", lang: str | None = None,
                       words: bool = True) -> ZombieVerdict:
    """Check a Zombie sheet: every card, then survivors against zombies."""
    teams, games, lone = place_columns(sheet)
    warnings: list[str] = [say_in(NOTES, "zombie_letter_column", column=column, team=column in teams)
                           for column in sheet.players if _by_letter(column) and len(column.split()) > 1]
    if lone is not None:
        sheet, games = _one_column_per_game(sheet, rules, teams, lone)
    rows = locate_rows(sheet, rules)

    def played(column: str) -> bool:
        return any(row.cells.get(column, "").strip() for row in sheet.rows)

    # an empty column is a card too, of dashes counting 0: nothing on the sheet is left out of the table
    cards_written = {column: read_card(sheet, rows, column, rules) for column in sheet.players}
    cards = judge_dice_game(rules, cards_written, style=style, lang=lang, words=words)

    counted: list[str | None] = []
    for number in range(1, len(teams) + 1):
        column = games.get(number)
        if column is None or not played(column):
            warnings.append(say_in(NOTES, "zombie_game_missing", number=number, teams=len(teams)))
            counted.append(None)
        else:
            counted.append(column)
    later = sorted(n for n in games if n > len(teams))
    if later:
        warnings.append(say_in(NOTES, "zombie_games_extra", numbers=later, teams=len(teams)))

    def side(columns: list[str]) -> int | None:
        points = [cards.totals[c] for c in columns]
        return None if None in points else sum(points)  # type: ignore[arg-type]

    survivors = side(teams)
    zombies = side([c for c in counted if c is not None])
    if survivors is None or zombies is None:  # a side's points are not known: either side could have won
        winners: tuple[str, ...] = ()
    elif survivors == zombies:
        winners = (SURVIVORS, ZOMBIES)
    else:
        winners = (SURVIVORS,) if survivors > zombies else (ZOMBIES,)

    bought: dict[str, int] = {}
    if rows.dice_bought is not None:
        for team in teams:
            value, _ = read_cell(sheet, rows.dice_bought, team, x_is=0, holds=say_in(PROBLEMS, "dice_bought_holds"))
            if value is not None:
                bought[team] = value
        # only teams buy dice (seed 001): a count in a zombie game's column is left out, and said so
        for column in (column for column in sheet.players if column not in teams):
            written = rows.dice_bought.cells.get(column, "").strip()
            try:  # 0, X or a dash: none bought, nothing to say
                none = read_cell(sheet, rows.dice_bought, column, x_is=0)[0] in (0, None)
            except SheetError:  # no count at all: said as it is written
                none = False
            if not none:
                warnings.append(say_in(NOTES, "zombie_dice_bought", column=column, written=written))
    empty = tuple(column for column in sheet.players if not played(column))
    return ZombieVerdict(rules, cards, tuple(teams), tuple(counted), survivors, zombies, winners,
                         tuple(warnings), MappingProxyType(bought), empty)


def judge_sheet(sheet: Sheet, choice: GameChoice, options: CheckOptions) -> Judged:
    """The Zombie family's judge: every card, then survivors against zombies; missing games are warned of."""
    try:
        verdict = check_zombie_sheet(sheet, choice.rules, style=options.style, lang=options.lang, words=options.words)
    except SheetError as exc:
        raise with_grouping_hint(exc, sheet) from None
    # a team's empty card gets its note here; a zombie game's is among the warnings
    return Judged(verdict, card_problems(verdict),
                  (*totals_only_notes(verdict.cards), *verdict.warnings,
                   *(say_in(NOTES, "zombie_team_empty", team=team) for team in verdict.empty if team in verdict.teams),
                   *error_total_notes(sheet, choice.rules)))
