"""``worksheets scorecard``: printable scorecards, a card per student or a group chart."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional

import typer

from cli.options import Rules
from cli.shell import fail, handles_errors
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
    typer.Option("--games", help=f"Games on each student card, 1 to {MAX_GAMES} (default {DEFAULT_GAMES}).",
                 show_default=False),
]
Paper = Annotated[str, typer.Option("--paper", help=f"Paper size: {' or '.join(PAPERS)}.")]
Output = Annotated[
    Optional[Path],
    typer.Option("--output", "-o", help="The PDF to write (default: a file in output/).", show_default=False),
]


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
        output: Output = None,
    ) -> None:
        """Print scorecards for a dice game: a card per student, or a group chart.

        Without names, the sheets are left blank for students to write in.
        Prints the path of the PDF it wrote.

        Example: worksheets scorecard --rules classic --roster class.csv --class 5B
        """
        from worksheets.render.output import default_output
        from worksheets.render.scorecard_model import ScorecardOptions, build_scorecards, check_supported
        from worksheets.render.scorecards import write_scorecards
        from worksheets.render.style import style_for
        from worksheets.roster import parse_players, read_roster
        from worksheets.rules import find_rules

        style = style_for(paper)
        rules = find_rules(rules_name)
        check_supported(rules)
        if players is not None and roster is not None:
            raise fail("give names with --players or --roster, not both")
        if players is not None:
            names = parse_players(players, where="--players")
        elif roster is not None:
            names = read_roster(roster)
        else:
            names = []
        chosen = layout.strip().lower()
        model = build_scorecards(rules, ScorecardOptions(
            layout=chosen, players=tuple(names), games=games, class_name=class_name, date=date,
        ))
        kind = "group-chart" if chosen == "chart" else "scorecards"
        path = output if output is not None else default_output(kind, rules.name, style.paper)
        inputs = [p for p in (roster, rules.path) if p is not None]
        written = write_scorecards(model, style, path, inputs=inputs, create_folder=output is None)
        typer.echo(str(written))
