"""``worksheets hint``: the best keep or box for a roll, and what the next options give up."""

from __future__ import annotations

from typing import Annotated, Optional

import typer

from cli.options import Json, Rules
from cli.shell import echo_json_lines, fail, handles_errors

RollsLeft = Annotated[Optional[int], typer.Option("--rolls-left", "-n", help="Required: the re-rolls still allowed this "
                      "turn: 0 after the last roll (choose a box); 2 after the first roll of classic.",
                      show_default=False)]
Filled = Annotated[Optional[list[str]], typer.Option("--filled", "-f", help='Boxes already filled, as BOX=POINTS '
                   'separated by commas, such as "yahtzee=50,ones=3" (box keys or labels, any case; x for a '
                   'scratched box). Without it the card is empty.', show_default=False)]


def get_strategy(rules, solving: bool | None = None):
    """Best play for ``rules``; says on stderr first when it must be worked out (``position.solving_note``)."""
    from worksheets.strategy import strategy_for
    from worksheets.strategy.position import solving_note

    note = solving_note(rules, solving)
    if note:
        typer.echo(note, err=True)
    return strategy_for(rules)


def register(app: typer.Typer) -> None:
    @app.command("hint")
    @handles_errors
    def hint_command(
        dice: Annotated[Optional[list[str]], typer.Argument(help="The dice showing, such as 4 2 4 5 4.",
                                                            show_default=False)] = None,
        rolls_left: RollsLeft = None,
        filled: Filled = None,
        rules_name: Rules = "classic",
        as_json: Json = False,
    ) -> None:
        """Show the best keep or box for a roll, and what the next best choices give up on average.

        Best play means the highest average final score (optimal solitaire play),
        not the best chance of beating a rival.

        Example: worksheets hint 4 2 4 5 4 --rolls-left 2 --filled "yahtzee=50,ones=3"
        """
        from cli.options import rules_named
        from worksheets.rule_refs import rules_option
        from worksheets.strategy.explain import hint, words
        from worksheets.strategy.position import needs_solving, read_filled

        rules = rules_named(rules_name)
        solving = needs_solving(rules)  # refuses a game that is not a game of boxes
        # Every value is checked before best play is worked out (minutes for a new rules file).
        if not dice:
            raise fail(f"no dice given; for example: worksheets hint {rules.example_roll((4, 2, 4, 5, 4, 3))} "
                       f"--rolls-left {rules.rolls - 1} {rules_option(rules)}")
        roll = rules.read_roll(dice, where="dice")
        if rolls_left is None or not 0 <= rolls_left < rules.rolls:
            raise fail(words("rolls_left_refused", rolls_left, rules.name, rules.rolls))
        position = read_filled(rules, filled, where="--filled")
        card = position.card
        strategy = get_strategy(rules, solving)
        advice = hint(strategy, card, roll, rolls_left, shown=roll)
        alike = rules.five_alike.label if rules.five_alike else None
        assumed = [words("assumed", words("extra_bonus_row", alike))] if position.extra_bonus_assumed else []
        threshold = rules.upper_bonus.threshold if rules.upper_bonus else 0
        if as_json:
            echo_json_lines([{
                "rules": rules.name, "dice": list(roll), "rolls_left": rolls_left, "filled": dict(card.filled),
                "upper_total": card.upper_total, "upper_bonus": card.upper_bonus, "assumed": assumed,
                **advice.as_json(),
            }])
            return
        typer.echo(words("heading", rules.title, list(roll), rolls_left))
        typer.echo(words("card", [(rules.box(k).label, v) for k, v in card.filled.items()], card.upper_total,
                         threshold, bool(card.upper_bonus), alike))
        for line in assumed:
            typer.echo(line)
        typer.echo("")
        typer.echo(advice.text)
        typer.echo("")
        typer.echo(advice.note)
