"""A name refused in --players says so as the other commands do: the option, the name's place, the reason."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("command", [["play"], ["projector", "--no-browser"]])
@pytest.mark.parametrize("players, message", [
    ("Ana,Ana", "Error: --players: duplicate name 'Ana' (also name 1); add an initial to one of "
                 "them so that each is told apart (such as 'Ana B.')"),
    ("Ana,,Ben", 'Error: --players: name 2 is empty (write names separated by commas, such as "Ana,Ben")'),
    # a game prints its cards at the end (the projector) and draws a board: "a sheet" was no word for them (trial 24)
    ("Ana," + "x" * 41, f"Error: --players: name {'x' * 41!r} is 41 characters long; at most 40 fit on the game's "
     "cards; shorten it in the list"),
])
def test_a_refused_name_names_the_option_and_the_name(run, command, players, message):
    result = run(*command, "--players", players, input="quit\n")
    assert result.exit_code == 2
    assert result.output.strip() == message  # one line, before any game or server starts


def test_a_name_too_long_added_during_a_game_says_where_it_would_not_fit(run):
    result = run("play", "--players", "Ana", "--seed", "2", input=f"add {'x' * 41}\nquit\n")
    assert f"name {'x' * 41!r} is 41 characters long; at most 40 fit on the game's cards." in result.output


def test_names_that_pass_start_the_game(run):
    result = run("play", "--players", " Ana , Zoë ", "--seed", "2", input="quit\n")
    assert result.exit_code == 0
    assert result.output.startswith("Classic Yahtzee for Ana, Zoë.")
