"""`worksheets roll --tiebreak` is the final roll between tied players: one player has no tie to break."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("names", ["Ana", " Ana "])
def test_one_player_has_no_tie_to_break(run, names):
    result = run("roll", "--tiebreak", names, "--seed", "1")
    assert result.exit_code == 2
    assert result.output.strip() == 'Error: --tiebreak settles a tie between two or more players, such as "Ana,Ben"'
    assert "Congratulations" not in result.output


def test_two_players_still_roll_it(run):
    result = run("roll", "--tiebreak", "Ana,Ben", "--seed", "1")
    assert result.exit_code == 0 and "Congratulations" in result.output
