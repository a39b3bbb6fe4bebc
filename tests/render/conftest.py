"""Fixtures of the render tests: the scorecard command run in-process."""

from __future__ import annotations

import pytest
import typer
from typer.testing import CliRunner

from cli.commands import scorecard
from cli.shell import OneLineErrors


@pytest.fixture
def run(tmp_path, monkeypatch):
    """`worksheets scorecard ARGS` in a fresh folder; cli/app.py registers the command the same way."""
    monkeypatch.chdir(tmp_path)
    app = typer.Typer(cls=OneLineErrors, no_args_is_help=True, add_completion=False, pretty_exceptions_enable=False)
    scorecard.register(app)

    @app.command("other")
    def other() -> None:  # a second command, so the app keeps "scorecard" as a subcommand name
        """Nothing."""

    runner = CliRunner()
    return lambda *args: runner.invoke(app, ["scorecard", *args])
