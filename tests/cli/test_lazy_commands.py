"""`worksheets --help` comes from cli/app.py's table of commands; each module is imported only to run.

The table must say what the modules say: the same help as an app that registers
every module up front, the same "did you mean" for a typo.
"""

from __future__ import annotations

import inspect
import subprocess
import sys
from importlib import import_module

import pytest
import typer
from typer.testing import CliRunner

from cli.app import COMMANDS, app, load_command
from cli.shell import OneLineErrors, flowing_help


def _eager_app() -> typer.Typer:
    """The app as it was built before the table: every command module registered at import (with its help
    made to flow, as ``load_command`` does)."""
    eager = typer.Typer(name="worksheets", cls=OneLineErrors, no_args_is_help=True, add_completion=False,
                        pretty_exceptions_enable=False,
                        help="Dice-game scorecards, practice sheets and checking for maths class.")
    for entry in COMMANDS:
        import_module(entry.module).register(eager)
    _flow(eager)
    return eager


def _flow(app: typer.Typer) -> None:
    for info in app.registered_commands:
        info.help = flowing_help(info.help or inspect.getdoc(info.callback))
    for group in app.registered_groups:
        group.typer_instance.info.help = flowing_help(group.typer_instance.info.help)
        _flow(group.typer_instance)


@pytest.mark.parametrize("args", [["--help"], [], ["scorcard"], ["pratice", "--help"], ["check", "--help"],
                                  ["zombie", "--help"], ["zombie", "questions", "--help"]])
def test_the_output_is_the_same_as_registering_every_command_up_front(args):
    runner = CliRunner()
    lazy, eager = runner.invoke(app, args), runner.invoke(_eager_app(), args)
    assert (lazy.exit_code, lazy.output) == (eager.exit_code, eager.output)


def test_a_typo_gets_typers_suggestion():
    result = CliRunner().invoke(app, ["scorcard"])
    assert result.exit_code == 2
    assert "No such command 'scorcard'. Did you mean 'scorecard', 'score'?" in result.output


@pytest.mark.parametrize("entry", COMMANDS, ids=lambda e: e.name)
def test_the_table_summary_is_the_first_paragraph_of_the_commands_help(entry):
    command = load_command(entry)
    assert " ".join(command.help.split("\n\n")[0].split()) == entry.summary


def test_help_imports_no_command_module():
    code = ("import sys\nfrom cli.app import app\ntry:\n    app(['--help'])\nexcept SystemExit:\n    pass\n"
            "print(sorted(m for m in sys.modules if m.startswith('cli.commands.') or m.startswith('reportlab')))")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip().splitlines()[-1] == "[]"
