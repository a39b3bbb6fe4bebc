"""``worksheets zombie questions``: question cards a team answers to buy a die, with the teacher's key."""

from __future__ import annotations

from typing import Annotated, Optional

import typer

from cli.options import Output, Paper, seed_option
from cli.shell import handles_errors
from worksheets.practice import KIND_NAMES
from worksheets.render.style import DEFAULT_PAPER


def register(app: typer.Typer) -> None:
    zombie = typer.Typer(no_args_is_help=True, help="Zombie Yahtzee extras: question cards to buy dice with.\n\n"
                                                   "Example: worksheets zombie questions --teams 4")
    app.add_typer(zombie, name="zombie")

    @zombie.command("questions")
    @handles_errors(destination="--output")
    def questions_command(
        teams: Annotated[int, typer.Option("--teams", help="How many teams, 2 to 10: six numbered cards each.")] = 4,
        kinds: Annotated[Optional[str], typer.Option(
            "--kinds", help=f"Kinds of question, separated by commas, taken in turn: {', '.join(KIND_NAMES)} "
                            "(default place-value,chance,compare,digits).", show_default=False)] = None,
        level: Annotated[int, typer.Option("--level", help="1, 2 or 3, as in `worksheets practice --help`.")] = 1,
        key: Annotated[bool, typer.Option("--key/--no-key", help="Add the teacher's answer page.")] = True,
        paper: Paper = DEFAULT_PAPER,
        seed: seed_option("Which set of cards to print (default 1).") = None,
        output: Output = None,
    ) -> None:
        """Question cards a team answers to "buy" a die, eight a page with lines to cut along.

        Each card is numbered and names its team; the answer page lists every
        card's answer and how it is found. A kind with fewer different problems
        than its cards repeats them across teams (never on one team's cards) and
        says so. Prints the path of the PDF it wrote.

        Example: worksheets zombie questions --teams 4 --kinds place-value,chance --level 2
        """
        from worksheets.render.style import style_for
        from worksheets.render.zombie_questions import DEFAULT_KINDS, build_questions, questions_file, write_questions

        style = style_for(paper)
        names = DEFAULT_KINDS if kinds is None else tuple(k.strip() for k in kinds.split(",") if k.strip())
        cards = build_questions(teams, names, level=level, seed=seed, with_key=key)
        path, create = questions_file(names, level, seed, output, paper, key=key)
        typer.echo(str(write_questions(cards, style, path, create_folder=create)))
        if cards.note:
            typer.echo(cards.note, err=True)  # stdout stays the path alone
