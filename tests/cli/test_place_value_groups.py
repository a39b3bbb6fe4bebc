"""Which students play together on place-value cards, as the command tells the teacher (trial 15: with 29
students the game of three was printed without a word)."""

from __future__ import annotations

import pytest

from tests.files import write


@pytest.mark.parametrize("names, note", [
    # two to a game in roster order; the fifth joins the last pair (scorecard --help: "an odd one out joins
    # the last pair"): games (Ana, Ben) and (Cy, Dee, Ed)
    (["Ana", "Ben", "Cy", "Dee", "Ed"], "Note: 5 students, so game 2 is played by three: Cy, Dee and Ed."),
    (["Ana", "Ben", "Cy"], "Note: 3 students, so game 1 is played by three: Ana, Ben and Cy."),
])
def test_an_odd_class_is_told_which_game_has_three(run, tmp_path, monkeypatch, names, note):
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "class.csv", "Name\n" + "\n".join(names) + "\n")
    result = run("scorecard", "--rules", "place-value", "--roster", "class.csv", "-o", "pv.pdf")
    assert result.exit_code == 0, result.stderr
    assert note in result.stderr.splitlines()


def test_an_even_class_has_no_game_of_three(run, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "class.csv", "Name\nAna\nBen\nCy\nDee\n")
    result = run("scorecard", "--rules", "place-value", "--roster", "class.csv", "-o", "pv.pdf")
    assert result.exit_code == 0 and "three" not in result.stderr
