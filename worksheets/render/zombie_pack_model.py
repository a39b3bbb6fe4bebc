"""What a Zombie Yahtzee pack says (seed 001), decided once, before anything is drawn.

A pack for N teams has three kinds of page:

- a **team card** per team: the team's name (``Team 1``... or the teacher's),
  its members as typed (or blank lines to write them on), the rule set's card
  with one column (the same boxes, hints and totals rows as a student's card,
  from ``scorecard_model``), and a tally of dice bought with how a die is bought;
- the **zombie card**: the same rows with N game columns, since the zombie's
  first N games count;
- the **tally sheet**: a line per team total and their sum (the survivors), a
  line per zombie game 1..N and their sum (the zombies), the two sums compared,
  and who wins: more points; equal points is a tie, and neither side wins (as
  ``worksheets check`` judges a Zombie sheet); a zombie game not played counts 0.

Every word comes from ``templates/sheets/zombie.j2`` (and, for the card rows,
``sheets/scorecard.j2`` and ``rules/hints.j2``). Names are data.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from ..codes import zombie_code
from ..rule_refs import rules_where
from ..errors import TeamError
from ..families import ZOMBIE, require
from ..names import MAX_NAME_LENGTH, check_names, name_key
from ..rules import RuleSet
from ..zombie import split_teams
from .fonts import Words, check_drawable, check_printable
from .scorecard_model import Row, ScorecardOptions, build_scorecards
from .style import BOLD_FONT, REGULAR_FONT

_words = Words("sheets/zombie.j2")
#: Tick boxes in a team card's tally of dice bought.
DICE_BOXES = 30
OUTCOMES = ("survivors", "zombies", "tie")
#: Longest team name: it heads a team card and labels a line of the tally sheet.
MAX_TEAM_NAME_LENGTH = 24


@dataclass(frozen=True)
class ZombiePackOptions:
    """What the teacher asked for."""

    teams: int | None = None  # None: enough teams for the players, or zombie.DEFAULT_TEAMS without names
    players: tuple[str, ...] = ()  # the students, split into teams in this order
    team_names: tuple[str, ...] = ()  # one per team, or () for Team 1, Team 2...
    zombie: str = ""  # the zombie player's name, printed on the zombie card
    class_name: str = ""
    date: str = ""


@dataclass(frozen=True)
class Team:
    """One team: its name and members as printed (no members: blank lines)."""

    name: str
    members: tuple[str, ...]


@dataclass(frozen=True)
class TeamCardWords:
    heading: str
    team_label: str
    members_label: str
    column: str  # the heading of the card's one column
    dice_heading: str
    dice_rule: str
    dice_tick: str
    dice_total: str
    note: str


@dataclass(frozen=True)
class ZombieCardWords:
    heading: str
    name_label: str
    note: str
    games: tuple[str, ...]  # one column heading per game that counts


@dataclass(frozen=True)
class TallyWords:
    heading: str
    survivors: str
    zombies: str
    points_column: str
    survivor_rows: tuple[Row, ...]  # a row per team, then the survivors' sum
    zombie_rows: tuple[Row, ...]  # a row per zombie game, then the zombies' sum
    compare_prompt: str
    winner_prompt: str
    outcomes: tuple[str, ...]  # the survivors win, the zombies win, a tie
    tie_note: str
    missing_note: str


@dataclass(frozen=True)
class ZombiePackModel:
    """A finished Zombie pack, ready to draw: team cards, then the zombie card, then the tally."""

    rules_source: str  # the teacher's file, or the preset's name: for errors
    rules_title: str  # the rule set's title, which a page's heading holds
    document_title: str
    rows: tuple[Row, ...]  # the rule set's card: boxes and totals rows
    teams: tuple[Team, ...]
    named_teams: bool  # the teacher named the teams (else Team 1, Team 2...)
    member_lines: int  # lines for names on every team card (the largest team allowed)
    dice_boxes: int
    zombie: str
    class_name: str
    date: str
    class_label: str
    date_label: str
    team_card: TeamCardWords
    zombie_card: ZombieCardWords
    tally: TallyWords
    code: str  # the pack's sheet code, printed with its QR code on every page
    code_label: str


def _check_names(names: tuple[str, ...], what: str, longest: int = MAX_NAME_LENGTH) -> None:
    """Each name non-empty, short enough, printable and given once; ``what``: "player name"."""
    for name in check_names(names, what, longest):
        check_drawable(name, f"{what} {name!r}", REGULAR_FONT)


def check_team_game(rules: RuleSet) -> None:
    """Raise ``WrongFamilyError`` (a ``NotAvailableError``) unless ``rules`` is a dice game played in teams
    (Zombie)."""
    require(rules, ZOMBIE, "a Zombie pack is for a dice game played in teams ([team-game] in the rules, "
                           "as in the zombie preset); {rules.name} is not one")


def _teams(rules: RuleSet, options: ZombiePackOptions) -> tuple[Team, ...]:
    players = tuple(options.players)
    _check_names(players, "player name")
    split = split_teams(players, options.teams, rules.team_game)
    names = tuple(options.team_names)
    if names:
        if len(names) != len(split):
            raise TeamError(f"{len(names)} team names given for {len(split)} teams; give one name per team")
        _check_names(names, "team name", MAX_TEAM_NAME_LENGTH)
        for name in names:  # team names print in bold
            check_drawable(name, f"team name {name!r}", BOLD_FONT)
    else:
        names = tuple(_words("team_name", number) for number in range(1, len(split) + 1))
    return tuple(Team(name, members) for name, members in zip(names, split))


def _zombie_name(options: ZombiePackOptions) -> str:
    zombie = " ".join(options.zombie.split())
    if not zombie:
        return ""
    _check_names((zombie,), "zombie's name")
    if name_key(zombie) in {name_key(p) for p in options.players}:
        raise TeamError(f"zombie's name {zombie!r} is also a player's: the zombie plays alone, "
                        "so leave them out of the teams")
    return zombie


def _tally(rules: RuleSet, teams: tuple[Team, ...]) -> TallyWords:
    count = len(teams)
    survivor_rows = tuple(
        Row(f"team-{number}", team.name,
            _words("members_list", list(team.members)) if team.members else _words("team_row_hint"), "box", "teams")
        for number, team in enumerate(teams, start=1)
    ) + (Row("survivors", _words("survivors_total"), _words("survivors_total_hint", count), "total", "end", True),)
    zombie_rows = tuple(
        Row(f"zombie-game-{number}", _words("zombie_game", number), _words("zombie_game_hint", number), "box", "games")
        for number in range(1, count + 1)
    ) + (Row("zombies", _words("zombies_total"), _words("zombies_total_hint", count), "total", "end", True),)
    return _words.fill(TallyWords, heading=_words("heading", rules, "tally"), survivor_rows=survivor_rows,
                       zombie_rows=zombie_rows, outcomes=tuple(_words("outcome", side) for side in OUTCOMES),
                       missing_note=_words("missing_game_note"))


def _check_words(model: ZombiePackModel) -> None:
    """Every printed word (from the templates) can be drawn in the font it is drawn in."""
    team, zombie, tally = model.team_card, model.zombie_card, model.tally
    bold = [team.heading, team.team_label, team.members_label, team.column, team.dice_heading, team.dice_total,
            zombie.heading, zombie.name_label, *zombie.games, tally.heading, tally.survivors, tally.zombies,
            tally.points_column, *(row.label for row in tally.survivor_rows + tally.zombie_rows),
            model.class_label, model.date_label]
    regular = [team.dice_rule, team.dice_tick, team.note, zombie.note, tally.compare_prompt, tally.winner_prompt,
               *tally.outcomes, tally.tie_note, tally.missing_note,
               *(row.hint for row in tally.survivor_rows + tally.zombie_rows)]
    check_printable(bold, regular)


def build_zombie_pack(rules: RuleSet, options: ZombiePackOptions = ZombiePackOptions()) -> ZombiePackModel:
    """Decide everything a Zombie pack shows for ``rules`` (a team game) and ``options``."""
    check_team_game(rules)
    # The teams and the zombie play on the rule set's own card: its rows, class and date come from
    # the scorecard model, built for the same rules without the team game (which makes them a dice game's
    # rules, the family build_scorecards accepts).
    card = build_scorecards(dataclasses.replace(rules, team_game=None), ScorecardOptions(
        layout="card", games=1, class_name=options.class_name, date=options.date))
    teams = _teams(rules, options)
    count = len(teams)
    model = ZombiePackModel(
        rules_source=rules_where(rules),
        rules_title=rules.title,
        document_title=_words("document_title", rules),
        rows=card.rows,
        teams=teams,
        named_teams=bool(options.team_names),
        member_lines=rules.team_game.max_team,
        dice_boxes=DICE_BOXES,
        zombie=_zombie_name(options),
        class_name=card.class_name,
        date=card.date,
        class_label=_words("field", "class"),
        date_label=_words("field", "date"),
        team_card=_words.fill(TeamCardWords, heading=_words("heading", rules, "team"),
                              team_label=_words("field", "team"), members_label=_words("field", "members"),
                              column=_words("team_column"), note=_words("team_note", count)),
        zombie_card=ZombieCardWords(
            heading=_words("heading", rules, "zombie"),
            name_label=_words("field", "zombie"),
            note=_words("zombie_note", count),
            games=tuple(_words("game", number) for number in range(1, count + 1)),
        ),
        tally=_tally(rules, teams),
        code=zombie_code(rules, count).encode(),
        code_label=card.code_label,
    )
    _check_words(model)
    return model
