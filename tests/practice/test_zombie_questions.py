"""Zombie question cards (issue 11 item 4): numbered cards per team, a key listing every card's answer."""

from __future__ import annotations

from itertools import permutations

import pytest
from typer.testing import CliRunner

from cli.app import app
from tests.render.helpers import pages_text
from worksheets.render.kit import render_pdf
from worksheets.render.style import style_for
from worksheets.render.zombie_questions import CARDS_PER_TEAM, build_questions, question_cards

runner = CliRunner()


@pytest.mark.parametrize("teams", [2, 4, 10])
def test_six_numbered_cards_a_team_and_every_answer_in_the_key(teams):
    cards = build_questions(teams)
    assert [card.number for card in cards.cards] == list(range(1, teams * CARDS_PER_TEAM + 1))
    assert [card.team for card in cards.cards] == [n // CARDS_PER_TEAM + 1 for n in range(teams * CARDS_PER_TEAM)]
    prompts = [(card.topic, card.problem.prompt, card.problem.dice) for card in cards.cards]
    assert len(set(prompts)) == len(prompts)
    style = style_for("letter")
    pages = pages_text(render_pdf(question_cards(cards, style), style))
    assert len(pages) >= -(-len(cards.cards) // 8) + 1
    key = " ".join(" ".join(page) for page in pages[-(len(pages) - -(-len(cards.cards) // 8)):])
    for card in cards.cards:
        assert f"{card.number}." in key


def test_place_value_cards_answer_as_brute_force_says():
    # An independent check of the cards' place-value answers: every order of the dice.
    for card in build_questions(4, ("place-value",)).cards:
        problem = card.problem
        fits = [int("".join(map(str, order))) for order in permutations(problem.dice)
                if order[0] != 0 and problem.facts["object"].met_by("".join(map(str, order)))]
        assert problem.answers[0] == (f"{max(fits):,}" if fits else "X")


def test_the_command_writes_cards_and_refuses_bad_input(tmp_path):
    out = tmp_path / "cards.pdf"
    result = runner.invoke(app, ["zombie", "questions", "--teams", "3", "--kinds", "chance,words", "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert out.exists()
    for args, message in ((["--teams", "11"], "teams must be"), (["--kinds", "sums"], "unknown practice kind"),
                          (["--level", "5"], "--level must be")):
        bad = tmp_path / "bad.pdf"
        result = runner.invoke(app, ["zombie", "questions", *args, "-o", str(bad)])
        assert result.exit_code == 2 and message in result.output and not bad.exists()
    assert "Example: worksheets zombie questions" in runner.invoke(app, ["zombie", "questions", "--help"]).output


def test_the_code_on_the_cards_rebuilds_them_and_their_key():
    from worksheets.codes import QuestionsCode, decode
    from worksheets.render.keys import key_for

    cards = build_questions(3, ("digits", "chance"), level=2, seed=77)
    assert decode(cards.code) == QuestionsCode(3, ("chance", "digits"), 2, 77)
    rebuilt = key_for(cards.code)
    assert rebuilt.cards == cards
    style = style_for("a4")
    assert render_pdf(question_cards(rebuilt.cards, style), style) == render_pdf(question_cards(cards, style), style)
    text = rebuilt.text()
    for card in cards.cards:
        assert card.problem.prompt in text
    pages = pages_text(render_pdf(question_cards(cards, style), style))
    assert all(f"Code {cards.code}" in " ".join(page) for page in pages)
