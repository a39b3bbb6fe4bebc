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



def test_practice_help_gives_each_kinds_default_number_of_problems(run):
    # The help is written by hand (--help loads no practice module); the defaults come from each kind's registration.
    from worksheets.practice import LEVELS
    from worksheets.practice.problems import find_kind

    n = {name: find_kind(name).default_problems for name in LEVELS}  # finding a kind loads them all
    assert n["place-value"] == n["chance"] == n["scoring"] and n["compare"] == n["digits"]
    assert n["words"] == n["expanded"]
    help_text = " ".join(run("practice", "--help").stdout.replace("│", " ").split())
    assert (f"default: what fits one page: {n['place-value']}; {n['compare']} for compare and digits; "
            f"{n['words']} for words and expanded, 6 with 6 or more digits; {n['keep']} for keep)") in help_text
