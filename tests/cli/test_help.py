"""Every command has help that ends with an example (SPEC section 4)."""

from __future__ import annotations

import pytest

from cli.app import COMMANDS as TABLE

COMMANDS = sorted(entry.name for entry in TABLE)


def test_the_foundation_commands_exist():
    assert {"rules", "score", "say"} <= set(COMMANDS)


@pytest.mark.parametrize("command", COMMANDS)
def test_every_command_has_help_with_an_example(run, command):
    result = run(command, "--help")
    assert result.exit_code == 0
    assert f"Example: worksheets {command}" in result.output


def test_no_arguments_shows_help(run):
    result = run()
    assert "Usage" in result.output
    for command in COMMANDS:
        assert command in result.output
