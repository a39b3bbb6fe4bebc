"""A name refused in --players says so as the other commands do: the option, the name's place, the reason."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("command", [["play"], ["projector", "--no-browser"]])
@pytest.mark.parametrize("players, message", [
    ("Ana,Ana", "Error: --players: duplicate name 'Ana' (also name 1); add an initial to one of "
                 "them so that each is told apart (such as 'Ana B.')"),
    ("Ana,,Ben", 'Error: --players: name 2 is empty (write names separated by commas, such as "Ana,Ben")'),
    ("Ana," + "x" * 41, f"Error: --players: name {'x' * 41!r} is 41 characters long; at most 40 fit on a sheet; "
     "shorten it in the list"),
])
def test_a_refused_name_names_the_option_and_the_name(run, command, players, message):
    result = run(*command, "--players", players, input="quit\n")
    assert result.exit_code == 2
    assert result.output.strip() == message  # one line, before any game or server starts


def test_names_that_pass_start_the_game(run):
    result = run("play", "--players", " Ana , Zoë ", "--seed", "2", input="quit\n")
    assert result.exit_code == 0
    assert result.output.startswith("Classic Yahtzee for Ana, Zoë.")
