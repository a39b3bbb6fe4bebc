"""``worksheets strategy``: the expected score of best play for a rule set, and what it scores in each box."""

from __future__ import annotations

import typer

from cli.options import Json, Rules
from cli.shell import echo_json_lines, handles_errors


def register(app: typer.Typer) -> None:
    @app.command("strategy")
    @handles_errors
    def strategy_command(rules_name: Rules = "classic", as_json: Json = False) -> None:
        """Show what best play scores on average for a rule set: in all, and box by box.

        Compare house rules with classic before choosing: the rows add up to the
        expected final score. Best play means the highest average score (optimal
        solitaire play), not the best chance of beating a rival.

        Example: worksheets strategy --rules house
        """
        from cli.options import rules_named
        from worksheets.strategy.explain import score_table

        from cli.commands.hint import get_strategy

        rules = rules_named(rules_name)
        table = score_table(get_strategy(rules))
        if as_json:
            echo_json_lines([table.as_json()])
            return
        for line in table.lines():
            typer.echo(line)
