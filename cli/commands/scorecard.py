"""``worksheets scorecard``: printable scorecards, a card per student or a group chart; place-value category cards."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Annotated, Optional

import typer

from cli.options import ClassName, Output, Paper, Roster, RosterSheet, Rules, TeamNames, Zombie, seed_option
from cli.shell import card_progress, fail, given_class, handles_errors, printable, roster_names
from worksheets.render.place_value_defaults import DEFAULT_GAMES as PV_DEFAULT_GAMES
from worksheets.render.place_value_defaults import DEFAULT_SEED, DICE, DIGITS
from worksheets.render.choices import DEFAULT_GAMES, DEFAULT_LAYOUT, DEFAULT_PAPER, LAYOUTS, MAX_GAMES

Layout = Annotated[
    Optional[str],
    typer.Option("--layout", help=f"{' or '.join(LAYOUTS)}: a card per student with a column per game, "
                                  f"or one chart for a group (boxes down the side, a column per player); "
                                  f"default {DEFAULT_LAYOUT}.", show_default=False),
]
Players = Annotated[Optional[str], typer.Option("--players", help='Names separated by commas, such as "Ana,Ben,Zoë".')]
Date = Annotated[str, typer.Option("--date", help="The date, printed on every sheet.")]
Games = Annotated[
    Optional[int],
    typer.Option("--games", help=f"Dice games: games on each student card, 1 to {MAX_GAMES} (default {DEFAULT_GAMES}). "
                                 f"Place value: how many different games to print (default: one per pair of "
                                 f"names, or {PV_DEFAULT_GAMES} without names, each with 2 blank cards).",
                 show_default=False),
]
Digits = Annotated[
    Optional[int],
    typer.Option("--digits", help=f"Place value: digits in each number, {DIGITS[0]} to {DIGITS[-1]} "
                                  "(default: the rule set's, 4).", show_default=False),
]
Dice = Annotated[
    Optional[str],
    typer.Option("--dice", help=f"Place value: {' or '.join(DICE)} (faces 1-6 or 0-9; default: the rule set's, d6).",
                 show_default=False),
]
Seed = seed_option(f"Place value: which class set to print (default {DEFAULT_SEED}: the same command "
                   "always prints the same cards).")
Extended = Annotated[
    bool,
    typer.Option("--extended", help="Place value: mix in even, odd, greater than, less than, rounds to and "
                                    "all-different categories."),
]
Key = Annotated[bool, typer.Option("--key", help="Place value: answer-key pages after the cards; Zombie: the question cards' answers (the file is named ...-with-keys).")]
Teams = Annotated[
    Optional[int],
    typer.Option("--teams", help="Zombie: how many teams, 2 to 10 (default: the fewest teams of 3 to 5 for the "
                                 "names, or 4 without names). Names make teams in roster order.",
                 show_default=False),
]



def _names(players: Optional[str], roster: Optional[Path], sheet: Optional[str] = None,
           class_name: str = ""):
    """The names to print (of ``class_name`` alone when the roster has a class column), each checked against
    the PDF font with the place it was read; None without names."""
    from worksheets.roster import parse_players

    if players is not None and roster is not None:
        raise fail("give names with --players or --roster, not both")
    read = roster_names(roster, sheet, class_name)  # refuses a --sheet without a --roster
    return printable(parse_players(players, where="--players")) if players is not None else read


def register(app: typer.Typer) -> None:
    @app.command("scorecard")
    @handles_errors(destination="--output")
    def scorecard_command(
        rules_name: Rules = "classic",
        layout: Layout = None,
        players: Players = None,
        roster: Roster = None,
        sheet: RosterSheet = None,
        class_name: ClassName = None,
        date: Date = "",
        games: Games = None,
        paper: Paper = DEFAULT_PAPER,
        digits: Digits = None,
        dice: Dice = None,
        seed: Seed = None,
        extended: Extended = False,
        key: Key = False,
        teams: Teams = None,
        zombie: Zombie = None,
        team_names: TeamNames = None,
        output: Output = None,
    ) -> None:
        """Print scorecards for a dice game: a card per student, or a group chart.

        For place value, category cards: the cards of one game share its 9
        categories, and games differ, so neighbours cannot copy. Students are
        paired in roster order (an odd one out joins the last pair); each card
        carries its game's sheet code and QR code, from which `worksheets key`
        rebuilds the answer key.

        Without names, the sheets are left blank for students to write in.
        Prints the path of the PDF it wrote.

        For Zombie, a pack: a card per team with a tally of dice bought, the
        zombie's card with a column per team, the survivors-against-zombies
        tally sheet, and question cards to buy dice with (their answers with
        --key).

        Example (place value): worksheets scorecard --rules place-value --roster class.csv --key

        Example (zombie): worksheets scorecard --rules zombie --roster class.csv --teams 6

        Example (zombie, Ana plays the zombie): worksheets scorecard --rules zombie --roster class.csv --zombie Ana --team-names "Red,Blue,Green"

        Example: worksheets scorecard --rules classic --roster class.csv --class 5B
        """
        from worksheets.render.style import style_for
        from worksheets.request import SheetRequest, sheet_notes, write_sheets
        from worksheets.rules import find_rules

        style_for(paper)  # an unknown paper is refused before any file is read
        class_name = given_class(class_name)
        asked = {"layout": ("--layout", layout), "games": ("--games", games), "digits": ("--digits", digits),
                 "dice": ("--dice", dice), "seed": ("--seed", seed), "extended": ("--extended", extended or None),
                 "key": ("--key", key or None), "teams": ("--teams", teams), "zombie": ("--zombie", zombie),
                 "team_names": ("--team-names", team_names)}
        request = SheetRequest(
            rules=find_rules(rules_name), paper=paper, class_name=class_name, date=date,
            layout=None if layout is None else layout.strip().lower(), games=games, digits=digits, dice=dice,
            seed=seed, extended=extended, key=key, teams=teams, zombie=zombie, team_names=team_names,
            given={option: name for option, (name, value) in asked.items() if value is not None},
        )
        request.refuse_unused()  # before the roster is read: a wrong option is the first thing to fix
        names = _names(players, roster, sheet, class_name)
        if names is not None:  # the class as the roster writes it, and a roster's several classes
            request = replace(request, players=tuple(names), class_name=names.class_name or class_name,
                              roster=str(roster or ""), roster_classes=names.classes,
                              player_classes=names.class_of,
                              class_column=names.class_header,
                              file_tag=roster.stem if roster is not None else "")  # two classes' files apart
        inputs = (roster,) if roster is not None else ()
        typer.echo(str(write_sheets(request, output, inputs, card_progress)))
        for note in sheet_notes(request):
            typer.echo(note, err=True)
