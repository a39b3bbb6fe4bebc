"""The ``worksheets`` command: a thin shell over the library.

Each command lives in ``cli/commands/`` and imports what it needs only when
it runs, so ``worksheets --help`` starts quickly.
"""

from __future__ import annotations

import typer

from cli.commands import check, key, play, practice, projector, roll, rules, say, score, scorecard, zombie
from cli.shell import OneLineErrors

app = typer.Typer(
    name="worksheets",
    cls=OneLineErrors,
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    help="Dice-game scorecards, practice sheets and checking for maths class.",
)

for module in (rules, score, say, key, scorecard, practice, zombie, check, roll, play, projector):
    module.register(app)


def main() -> None:
    """Entry point of the console script."""
    app()
