"""``worksheets score``: what a roll scores in every box."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated, Optional

import typer

from cli.options import Json, Rules
from cli.shell import echo_json_lines, fail, handles_errors


def _read_rolls(source: str, dice: int, faces: int) -> list[tuple[int, ...]]:
    """Every roll in a file (or stdin for '-'): one per line, dice separated by spaces."""
    from worksheets.dice import parse_roll

    name = "standard input" if source == "-" else source
    try:
        text = sys.stdin.read() if source == "-" else Path(source).read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        raise fail(f"{name}: no such file") from None
    except UnicodeDecodeError:
        raise fail(f"{name}: not a UTF-8 text file") from None
    except OSError as exc:
        raise fail(f"{name}: cannot be read ({exc.strerror})") from None
    rolls = []
    for number, line in enumerate(text.splitlines(), start=1):
        words = line.replace(",", " ").split()
        if words:
            rolls.append(parse_roll(words, dice=dice, faces=faces, where=f"{name} line {number}"))
    if not rolls:
        raise fail(f"{name}: no rolls found (write one roll a line, such as: 5 2 5 6 5)")
    return rolls


def register(app: typer.Typer) -> None:
    @app.command("score")
    @handles_errors
    def score_command(
        dice: Annotated[Optional[list[str]], typer.Argument(help="The dice of one roll, such as 5 2 5 6 5.")] = None,
        rules_name: Rules = "classic",
        input_file: Annotated[
            Optional[str], typer.Option("--input", "-i", help="A file with one roll per line, or - for standard input.")
        ] = None,
        as_json: Json = False,
    ) -> None:
        """Show what a roll scores in every box of a rule set.

        Example: worksheets score 5 2 5 6 5 --rules house
        """
        from worksheets.dice import parse_roll
        from worksheets.rules import find_rules

        rules = find_rules(rules_name)
        if rules.kind != "dice":
            raise fail(f"{rules.name} has no boxes to score; try: worksheets score 5 2 5 6 5 --rules classic")
        if input_file is not None and dice:
            raise fail("give the dice as arguments or with --input, not both")
        if input_file is not None:
            rolls = _read_rolls(input_file, rules.dice, rules.faces)
        elif dice:
            rolls = [parse_roll(dice, dice=rules.dice, faces=rules.faces)]
        else:
            raise fail(f"no dice given; for example: worksheets score 5 2 5 6 5 --rules {rules.name}")

        if as_json:
            echo_json_lines({"rules": rules.name, "dice": list(roll), "scores": rules.score_roll(roll)} for roll in rolls)
            return
        width = max(len(box.label) for box in rules.boxes)
        for index, roll in enumerate(rolls):
            if index:
                typer.echo("")
            typer.echo(f"{rules.title}: {' '.join(map(str, roll))}")
            scores = rules.score_roll(roll)
            for box in rules.boxes:
                typer.echo(f"  {box.label:<{width}}  {scores[box.key]:>3}")
