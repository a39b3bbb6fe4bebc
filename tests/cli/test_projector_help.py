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


def test_play_web_serves_the_projector_page_with_the_games_options(run, monkeypatch):
    # SPEC 4 names it `worksheets play --web` (or projector): the same page, asked the same way.
    import cli.commands.projector as projector

    served = []
    monkeypatch.setattr(projector, "serve", lambda *args, **kwargs: served.append((args, kwargs)))
    result = run("play", "--web", "--rules", "house", "--players", "Ana,Ben", "--seed", "4")
    assert result.exit_code == 0, result.output
    assert served == [(("house", "Ana,Ben", 4, None, None, None, None), {})]


def test_play_web_refuses_review_which_is_the_terminals(run):
    result = run("play", "--web", "--review")
    assert result.exit_code == 2
    assert result.output.strip() == ("Error: --review is for the game in the terminal; "
                                     "the page has a Hint button instead")
