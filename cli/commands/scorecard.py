"""``worksheets scorecard``: printable scorecards, a card per student or a group chart; place-value category cards."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional

import typer

from cli.options import Rules
from cli.shell import card_progress, fail, handles_errors
from worksheets.render.place_value_defaults import DEFAULT_GAMES as PV_DEFAULT_GAMES
from worksheets.render.place_value_defaults import DEFAULT_SEED, DICE, DIGITS
from worksheets.render.style import DEFAULT_GAMES, DEFAULT_LAYOUT, DEFAULT_PAPER, LAYOUTS, MAX_GAMES, PAPERS

Layout = Annotated[
    str,
    typer.Option("--layout", help=f"{' or '.join(LAYOUTS)}: a card per student with a column per game, "
                                  "or one chart for a group (boxes down the side, a column per player)."),
]
Players = Annotated[Optional[str], typer.Option("--players", help='Names separated by commas, such as "Ana,Ben,Zoë".')]
Roster = Annotated[
    Optional[Path],
    typer.Option("--roster", help="A CSV file with a name column, or a text file with one name a line.",
                 dir_okay=True, show_default=False),
]
ClassName = Annotated[str, typer.Option("--class", help="The class, printed on every sheet, such as 5B.")]
Date = Annotated[str, typer.Option("--date", help="The date, printed on every sheet.")]
Games = Annotated[
    Optional[int],
    typer.Option("--games", help=f"Dice games: games on each student card, 1 to {MAX_GAMES} (default {DEFAULT_GAMES}). "
                                 f"Place value: how many different games to print (default: one per pair of "
                                 f"names, or {PV_DEFAULT_GAMES} without names, each with 2 blank cards).",
                 show_default=False),
]
Paper = Annotated[str, typer.Option("--paper", help=f"Paper size: {' or '.join(PAPERS)}.")]
Output = Annotated[
    Optional[Path],
    typer.Option("--output", "-o", help="The PDF to write (default: a file in output/).", show_default=False),
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
Seed = Annotated[
    Optional[int],
    typer.Option("--seed", help=f"Place value: which class set to print (default {DEFAULT_SEED}: the same command "
                                "always prints the same cards).", show_default=False),
]
Extended = Annotated[
    bool,
    typer.Option("--extended", help="Place value: mix in even, odd, greater than, less than, rounds to and "
                                    "all-different categories."),
]
Key = Annotated[bool, typer.Option("--key", help="Place value: add answer-key pages after the cards, in the same PDF.")]
Teams = Annotated[
    Optional[int],
    typer.Option("--teams", help="Zombie: how many teams, 2 to 10 (default: the fewest teams of 3 to 5 for the "
                                 "names, or 4 without names). Names make teams in roster order.",
                 show_default=False),
]

#: Options that only place-value cards use, by the name the command gives them.
_PLACE_VALUE_ONLY = ("--digits", "--dice", "--seed", "--extended", "--key")


def _names(players: Optional[str], roster: Optional[Path]) -> list[str]:
    """The names to print, each checked against the PDF font with the place it was read."""
    from worksheets.render.fonts import check_names_drawable
    from worksheets.roster import parse_players, read_roster

    if players is not None and roster is not None:
        raise fail("give names with --players or --roster, not both")
    if players is None and roster is None:
        return []
    names = parse_players(players, where="--players") if players is not None else read_roster(roster)
    check_names_drawable(names, names.where)
    return list(names)


def register(app: typer.Typer) -> None:
    @app.command("scorecard")
    @handles_errors
    def scorecard_command(
        rules_name: Rules = "classic",
        layout: Layout = DEFAULT_LAYOUT,
        players: Players = None,
        roster: Roster = None,
        class_name: ClassName = "",
        date: Date = "",
        games: Games = None,
        paper: Paper = DEFAULT_PAPER,
        digits: Digits = None,
        dice: Dice = None,
        seed: Seed = None,
        extended: Extended = False,
        key: Key = False,
        teams: Teams = None,
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
        zombie's card with a column per team, and the survivors-against-zombies
        tally sheet.

        Example (place value): worksheets scorecard --rules place-value --roster class.csv --key

        Example (zombie): worksheets scorecard --rules zombie --roster class.csv --teams 6

        Example: worksheets scorecard --rules classic --roster class.csv --class 5B
        """
        from worksheets.render.output import default_output
        from worksheets.render.style import style_for
        from worksheets.rules import find_rules

        style = style_for(paper)
        rules = find_rules(rules_name)
        chosen = layout.strip().lower()
        inputs = [p for p in (roster, rules.path) if p is not None]
        if teams is not None and rules.team_game is None:
            raise fail(f"--teams is for team games (--rules zombie), not {rules.name}")

        if rules.team_game is not None:
            from worksheets.render.zombie_pack import write_zombie_pack

            if chosen != DEFAULT_LAYOUT:
                raise fail(f"--layout {chosen} is for dice-game scorecards; a Zombie pack has one layout")
            used = dict(zip(("--games", *_PLACE_VALUE_ONLY),
                            (games is not None, digits is not None, dice is not None, seed is not None, extended, key)))
            extra = [option for option, given in used.items() if given]
            if extra:
                raise fail(f"{', '.join(extra)} {'does' if len(extra) == 1 else 'do'} not apply to a Zombie pack "
                           "(team cards, a zombie card with a column per team, and a tally sheet)")
            names = _names(players, roster)
            path = output if output is not None else default_output("pack", rules.name, style.paper)
            written = write_zombie_pack(rules, teams, names, class_name, date, style, path, inputs,
                                        create_folder=output is None)
            typer.echo(str(written))
            return

        if rules.kind == "place-value":
            from worksheets.render.place_value_cards import write_place_value
            from worksheets.render.place_value_model import PlaceValueOptions, build_class_cards

            if chosen != DEFAULT_LAYOUT:
                raise fail(f"--layout {chosen} is for dice-game scorecards; place-value cards have one layout")
            settings = rules.place_value
            names = _names(players, roster)
            cards = build_class_cards(PlaceValueOptions(
                seed=DEFAULT_SEED if seed is None else seed,
                games=games,
                digits=settings.digits if digits is None else digits,
                dice=settings.dice if dice is None else dice,
                extended=extended,
                players=tuple(names),
                class_name=class_name,
                date=date,
                with_key=key,
            ), title=rules.title)
            path = output if output is not None else default_output("scorecards", rules.name, style.paper)
            with card_progress(len(cards.cards)) as progress:
                written = write_place_value(cards, style, path, inputs=inputs, create_folder=output is None,
                                            progress=progress)
            typer.echo(str(written))
            return

        from worksheets.render.scorecard_model import ScorecardOptions, build_scorecards, check_supported
        from worksheets.render.scorecards import write_scorecards

        check_supported(rules)
        given = dict(zip(_PLACE_VALUE_ONLY, (digits is not None, dice is not None, seed is not None, extended, key)))
        extra = [option for option, used in given.items() if used]
        if extra:
            raise fail(f"{', '.join(extra)} {'is' if len(extra) == 1 else 'are'} for place-value cards "
                       f"(--rules place-value), not {rules.name}")
        names = _names(players, roster)
        model = build_scorecards(rules, ScorecardOptions(
            layout=chosen, players=tuple(names), games=games, class_name=class_name, date=date,
        ))
        kind = "group-chart" if chosen == "chart" else "scorecards"
        path = output if output is not None else default_output(kind, rules.name, style.paper)
        with card_progress(len(model.names) if chosen != "chart" else 0) as progress:
            written = write_scorecards(model, style, path, inputs=inputs, create_folder=output is None,
                                       progress=progress)
        typer.echo(str(written))
