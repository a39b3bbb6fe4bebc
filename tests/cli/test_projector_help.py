"""The projector's help says where its players are added: on the page, not at a terminal prompt."""

from __future__ import annotations


def test_players_are_added_on_the_page(run):
    result = run("projector", "--help")
    assert result.exit_code == 0
    text = " ".join(result.output.replace("│", " ").split())
    assert "Without it, add players on the page." in text
    assert "at the prompt" not in text  # the terminal game's way (`add NAME`), which the page does not have


def test_the_terminal_game_still_adds_them_at_the_prompt(run):
    text = " ".join(run("play", "--help").output.replace("│", " ").split())
    assert "Without it, add players at the prompt: add NAME." in text
