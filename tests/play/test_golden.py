"""Whole seeded games through standard input match their reviewed transcripts (tests/play/golden/).

Regenerate with ``.venv/bin/python -m tests.play.make_golden`` and review the diff.
"""

from __future__ import annotations

import pytest

from .make_golden import CASES, GOLDEN, transcript


@pytest.mark.parametrize("name", sorted(CASES))
def test_a_seeded_game_prints_its_golden_transcript(name):
    rules, players, seed = CASES[name]
    lines = (GOLDEN / f"{name}.in").read_text(encoding="utf-8").splitlines()
    expected = (GOLDEN / f"{name}.out").read_text(encoding="utf-8")
    assert transcript(rules, players, seed, lines) == expected


@pytest.mark.parametrize("name", sorted(CASES))
def test_every_golden_game_is_played_to_the_end(name):
    out = (GOLDEN / f"{name}.out").read_text(encoding="utf-8")
    assert "Game over." in out
    assert "Congratulations" in out or "Well played" in out


@pytest.mark.parametrize("name, line", [
    ("classic", "earns a +100 bonus."),
    ("house", "Another Yahtzee: Ana takes the Yahtzee bonus, +100, and fills no box."),
    ("roll-em", "Another Lucky Dice: Ana takes the Lucky Dice bonus, +50, and fills no box."),
    ("roll-em", "takes another turn!"),
    ("two-rolls", "replaces Chance with 30."),
])
def test_the_golden_games_reach_the_extra_five_of_a_kind_rules(name, line):
    assert line in (GOLDEN / f"{name}.out").read_text(encoding="utf-8")


def test_a_bonus_in_a_list_of_choices_is_not_said_twice():
    # "Lucky Dice bonus +50 bonus" said "bonus" twice; a box with a joker bonus keeps the word.
    from cli.play_screen import words

    bonus = words("choice", label="Lucky Dice bonus", points=0, bonus=50, replaces=None, extra_turn=True, width=16)
    assert bonus == "Lucky Dice bonus +50 and another turn"
    joker = words("choice", label="Fives", points=25, bonus=100, replaces=None, extra_turn=False, width=5)
    assert joker == "Fives   25 +100 bonus"
