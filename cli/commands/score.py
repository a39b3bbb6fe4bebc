"""``worksheets score``: what a roll scores in every box."""

from __future__ import annotations

from typing import Annotated, Optional

import typer

from cli.options import Json, Rules
from cli.shell import echo_json_lines, fail, handles_errors


def _read_rolls(source: str, rules) -> list[tuple[int, ...]]:
    """Every roll in a file (or stdin for '-'): one per line, dice separated by spaces or commas.

    Blank lines and lines starting with '#' (comments, as in a rules file) are skipped."""
    from worksheets.textfile import read_text

    name = "standard input" if source in ("-", "/dev/stdin") else source
    text = read_text(source, what="rolls file", stdin=True)
    rolls = []
    for number, line in enumerate(text.splitlines(), start=1):
        words = line.replace('"', " ").split()  # a spreadsheet's CSV quotes a cell of dice with commas in it
        if words and not words[0].startswith("#"):
            rolls.append(rules.read_roll(words, where=f"{name} line {number}"))
    if not rolls:
        raise fail(f"{name}: no rolls found (write one roll a line, such as: 5 2 5 6 5)")
    return rolls


def register(app: typer.Typer) -> None:
    @app.command("score")
    @handles_errors
    def score_command(
        dice: Annotated[Optional[list[str]], typer.Argument(
            help="The dice of one roll, such as 5 2 5 6 5 (or 52565, or 5,2,5,6,5).")] = None,
        rules_name: Rules = "classic",
        category: Annotated[
            Optional[list[str]],
            typer.Option("--category", "-c", help="Place-value only: a category to fill (repeatable); "
                         "by default the categories of seed 000's card."),
        ] = None,
        input_file: Annotated[
            Optional[str],
            typer.Option("--input", "-i", help="A file with one roll per line (dice separated by spaces or commas; "
                         "blank lines and lines starting with # are skipped), or - for standard input."),
        ] = None,
        as_json: Json = False,
    ) -> None:
        """Show what a roll scores in every box of a rule set.

        The table is an empty card's. After a roll of all dice alike, a line says what it earns once the
        Yahtzee (five-alike) box is filled: box by box under a joker rule, or the bonus taken instead of a box.

        For place-value, show the greatest number the dice make for each category (X when none fits).

        Example: worksheets score 5 2 5 6 5 --rules house
        """
        from worksheets.families import family_of
        from worksheets.game import extra_roll
        from cli.options import rules_named
        from worksheets.rule_refs import rules_option
        from worksheets.templating import macro, render

        rules = rules_named(rules_name)
        labels, scorer, notes = family_of(rules).capability("scores")(rules, tuple(category or ()))
        if input_file is not None and dice:
            raise fail("give the dice as arguments or with --input, not both")
        if input_file is not None:
            rolls = _read_rolls(input_file, rules)
        elif dice:
            rolls = [rules.read_roll(dice)]
        else:
            raise fail(f"no dice given; for example: worksheets score {rules.example_roll()} {rules_option(rules)}")

        results = [(roll, scorer(roll), extra_roll(rules, roll)) for roll in rolls]
        if as_json:
            echo_json_lines({"rules": rules.name, "dice": list(roll), "scores": scores,
                             **({"extra": extra.as_json()} if extra else {}), **({"notes": list(notes)} if notes else {})}
                            for roll, scores, extra in results)
            return
        extra_words = macro("rules/extra.j2", "extra_roll")
        width = max(len(label) for label in labels.values())
        for index, (roll, scores, extra) in enumerate(results):
            if index:
                typer.echo("")
            typer.echo(render("rules/score.txt.j2", title=rules.title, dice=roll, width=width,
                              rows=[(label, scores[key]) for key, label in labels.items()]))
            if extra:
                typer.echo(extra_words(extra, labels[extra.box], [(labels[k], v) for k, v in extra.own.items()],
                                       [(labels[k], v) for k, v in extra.joker.items()], bool(rules.upper_boxes)))
        for note in notes:
            typer.echo(f"\n{note}")
