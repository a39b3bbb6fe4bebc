"""The ``worksheets`` command: a thin shell over the library.

Each command lives in ``cli/commands/``. The table below names every command,
its one-line summary and its module, so ``worksheets --help`` (and a typo's
"did you mean") is answered from the table alone; a command's module is
imported only when that command runs. ``tests/cli/test_lazy_commands.py``
checks that the table says what the modules say.
"""

from __future__ import annotations

from importlib import import_module
from typing import NamedTuple

import typer
from typer.core import TyperCommand

from cli.shell import OneLineErrors, flow_help


class CommandEntry(NamedTuple):
    """One command: its name, the first paragraph of its help, and the module that registers it."""

    name: str
    summary: str
    module: str


#: Every command, in the order ``--help`` lists them.
COMMANDS: tuple[CommandEntry, ...] = (
    CommandEntry("rules", "List the rule sets, show one in full, or check your own rules file.",
                 "cli.commands.rules"),
    CommandEntry("score", "Show what a roll scores in every box of a rule set.", "cli.commands.score"),
    CommandEntry("say", "Read numbers aloud in words, in expanded form, or check a child's reading.",
                 "cli.commands.say"),
    CommandEntry("key", "Rebuild the answer key of a printed sheet from the code on it.", "cli.commands.key"),
    CommandEntry("scorecard", "Print scorecards for a dice game: a card per student, or a group chart.",
                 "cli.commands.scorecard"),
    CommandEntry("practice", "Print practice worksheets with answer keys: one different sheet per student.",
                 "cli.commands.practice"),
    CommandEntry("check", "Check completed sheets: every entry judged, the winners, the numbers in words, "
                          "the students' own sums.", "cli.commands.check"),
    CommandEntry("roll", "Roll dice for the class: faces and digits, or settle who goes first or who wins a tie.",
                 "cli.commands.roll"),
    CommandEntry("play", "Play a dice game in the terminal: roll, hold dice, score; the winner is congratulated.",
                 "cli.commands.play"),
    CommandEntry("projector", "Play a dice game on a classroom projector: a local web page with big dice and locks.",
                 "cli.commands.projector"),
    CommandEntry("hint", "Show the best keep or box for a roll, and what the next best choices give up on average.",
                 "cli.commands.hint"),
    CommandEntry("strategy", "Show what best play scores on average for a rule set: in all, and box by box.",
                 "cli.commands.strategy"),
    CommandEntry("zombie", "Zombie Yahtzee extras: question cards to buy dice with.", "cli.commands.zombie"),
)


class _Summary(TyperCommand):
    """Stands in for a command in the group's help until the command runs."""

    def __init__(self, entry: CommandEntry) -> None:
        super().__init__(entry.name, help=entry.summary)
        self.module = entry.module


def load_command(entry: CommandEntry) -> TyperCommand:
    """The real Click command of ``entry``: its module imported and registered on a scratch app, its help
    made to flow to the terminal's width."""
    scratch = typer.Typer()
    import_module(entry.module).register(scratch)
    return flow_help(typer.main.get_group(scratch).commands[entry.name])


class LazyCommands(OneLineErrors):
    """A command group that knows its commands from ``COMMANDS`` and imports one only to run it."""

    def __init__(self, **attrs) -> None:
        super().__init__(**attrs)
        for entry in COMMANDS:
            self.commands.setdefault(entry.name, _Summary(entry))

    def resolve_command(self, ctx, args):
        name, command, rest = super().resolve_command(ctx, args)
        if isinstance(command, _Summary):
            command = self.commands[name] = load_command(next(e for e in COMMANDS if e.name == name))
        return name, command, rest


app = typer.Typer(
    name="worksheets",
    cls=LazyCommands,
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    help="Dice-game scorecards, practice sheets and checking for maths class.",
)


@app.callback()
def _group() -> None:
    # Typer builds a group only for an app with a callback or registered commands;
    # ours are in COMMANDS, so this empty callback makes ``app`` a group.
    pass


def main() -> None:
    """Entry point of the console script."""
    app()
