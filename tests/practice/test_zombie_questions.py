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


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_each_card_names_its_topic_and_code_with_no_separator_left_at_a_line_end(paper):
    # A card's topic and code share a line when they fit; else each has its own, with no "·" hanging after
    # the topic ("Comparing numbers ·" was printed on A4).
    from pypdf import PdfReader
    import io

    cards = build_questions(2)
    style = style_for(paper)
    reader = PdfReader(io.BytesIO(render_pdf(question_cards(cards, style), style)))
    text = reader.pages[0].extract_text()
    lines = [line.strip() for line in text.splitlines()]
    assert not [line for line in lines if line.endswith("·")]
    assert text.count(cards.code) >= 8  # every card on the page carries the code
    for card in cards.cards[:8]:
        assert card.topic in text


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


# How many different problems a kind has at a level, counted by hand:
# chance level 1 (worksheets/practice/chance.py docstring, templates/practice/levels.j2): one die shows a
#   face (asked once: every face's chance is the same) 1, even 1, odd 1, more than 1..5: 5; two dice add up
#   to 2..12: 11, doubles 1 -> 20.
# chance level 2: two dice total at least 3..12: 10, at least one of a face (asked once) 1, three dice add
#   up to 3..18: 16, three all different 1, at least one of a face (once) 1, three alike 1 -> 30.
# keep level 1 (one-die.toml: one die, two rolls, Chance and Sixes): a puzzle is a moment with a roll left
#   whose best keep beats the other choice by 1 point or more (keep.MARGIN).
#   Last turn, Chance open: keep d gives d, a new roll 3.5: d = 1, 2, 5, 6 clear (3 and 4 differ by 0.5) -> 4.
#   Last turn, Sixes open: keep 6 gives 6, keep another 0, a new roll 1: every face clear -> 6.
#   First turn: the last turn alone is worth 4.25 for Chance (avg of max(d, 3.5)) and 11/6 for Sixes, so
#   a die d ends worth max(d + 11/6, 4.25) (10.25 for a 6): 4.25, 4.25, 4.83, 5.83, 6.83, 10.25, average
#   6.04 for a new roll; d = 1, 2, 3, 6 clear (4 and 5 differ by 0.21 and 0.79) -> 4. In all 4 + 6 + 4 = 14.
@pytest.mark.parametrize("kinds, level, teams, different", [
    (("chance",), 1, 4, 20), (("keep",), 1, 3, 14), (("chance",), 2, 10, 30), (("chance", "keep"), 1, 10, None)])
def test_a_kind_with_too_few_problems_repeats_them_across_teams_never_on_one_team(kinds, level, teams, different):
    from worksheets.render.keys import key_for

    cards = build_questions(teams, kinds, level=level)
    seen = {(card.topic, card.problem.prompt, card.problem.dice) for card in cards.cards}
    if different is not None:
        assert len(seen) == different
    else:  # chance and keep in turn: 30 cards each, 20 and 14 different
        assert len(seen) == 20 + 14
    for team in range(1, teams + 1):
        own = [(card.problem.prompt, card.problem.dice) for card in cards.cards if card.team == team]
        assert len(own) == CARDS_PER_TEAM == len(set(own))
    assert "\n" not in cards.note and "repeat" in cards.note
    total = teams * CARDS_PER_TEAM
    counts = [(kinds[0], different, total)] if different is not None else [("chance", 20, 30), ("keep", 14, 30)]
    for kind, count, for_cards in counts:
        assert f"{kind} at level {level} has {count} different problems for {for_cards} cards" in cards.note
    assert key_for(cards.code).cards == cards  # the code rebuilds the same cards, repeats and all


def test_enough_problems_print_no_note():
    assert build_questions(4).note == "" and build_questions(10, ("place-value", "digits")).repeats == ()


def test_the_command_says_in_one_line_that_questions_repeat(tmp_path):
    out = tmp_path / "cards.pdf"
    result = runner.invoke(app, ["zombie", "questions", "--kinds", "chance", "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert result.stdout.strip() == str(out) and out.exists()
    assert result.stderr.strip().splitlines() == [
        "Note: some questions repeat across teams, never on one team's cards: "
        "chance at level 1 has 20 different problems for 24 cards."]


def test_when_a_team_would_get_one_problem_twice_the_error_names_this_commands_options(tmp_path, monkeypatch):
    # No kind has fewer than 14 problems (keep, level 1) and a team gets 6 cards; with 15 cards a team,
    # keep alone would give a team one problem twice.
    import worksheets.render.zombie_questions as questions

    monkeypatch.setattr(questions, "CARDS_PER_TEAM", 15)
    out = tmp_path / "cards.pdf"
    result = runner.invoke(app, ["zombie", "questions", "--kinds", "keep", "--teams", "2", "-o", str(out)])
    assert result.exit_code == 2 and not out.exists()
    message = result.stderr.strip()
    assert message.startswith("Error: ") and "\n" not in message
    assert "14 different" in message and "15 keep cards" in message and "--kinds" in message
    assert "--level" in message and "--problems" not in message


def test_cards_rebuilt_from_a_code_printed_before_version_2_show_that_code(tmp_path):
    # A new user's cards of 4 teams, the default kinds, level 1, seed 1, printed with format version 1
    # (tests/practice/test_practice_codes.py packs the same fields); the same set printed now is version 2.
    from tests.test_codes import by_hand

    old = by_hand([(5, 5), (1, 3), (4, 4), (0b110011, 16), (0, 2), (0, 6), (1, 24)])
    new = by_hand([(5, 5), (2, 3), (4, 4), (0b110011, 16), (0, 2), (0, 6), (1, 24)], checks=1)
    assert (old, new) == ("5500-6C00-0001-H", "5900-6C00-0001-C")  # as typed in the trial
    out = tmp_path / "key.pdf"
    result = runner.invoke(app, ["key", old, "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert f"code {old}" in result.stdout.splitlines()[0]
    pages = pages_text(out.read_bytes())
    text = " ".join(" ".join(page) for page in pages)
    assert old in text and new not in text
    cards_pages = -(-4 * CARDS_PER_TEAM // 8)
    assert all(f"Code {old}" in " ".join(page) for page in pages[:cards_pages])  # every card page
    assert any(old in " ".join(page) for page in pages[cards_pages:])  # and the key
    from worksheets.render.keys import key_for

    from_old, from_new = key_for(old).cards, key_for(new).cards
    assert (from_old.code, from_new.code) == (old, new)
    assert key_for(new + "5").cards.code == new + "5"  # the code printed now: a second check symbol
    assert [card.problem for card in from_old.cards] == [card.problem for card in from_new.cards]
    assert from_new.cards == build_questions(4).cards


def test_a_seed_out_of_range_names_the_option(tmp_path):
    # Before, the refusal spoke of what the "code holds", not of the --seed the teacher typed.
    result = CliRunner().invoke(app, ["zombie", "questions", "--seed", "-1", "-o", str(tmp_path / "q.pdf")])
    assert result.exit_code == 2 and not (tmp_path / "q.pdf").exists()
    assert result.output.strip() == "Error: --seed for question cards is 0 to 16,777,215, not -1"


def test_every_card_has_its_topic_and_its_code_each_on_a_line_of_their_own():
    # The topics differ in length ("Chance with dice", "Place value: build the number"): short or long, the code
    # is on the line under the topic, so cut-out cards look alike.
    from tests.render.helpers import text_sizes

    from worksheets.render.zombie_questions import DEFAULT_KINDS

    cards = build_questions(2, DEFAULT_KINDS, level=1, seed=5)  # as `worksheets zombie questions` makes them
    style = style_for("letter")
    card_pages = -(-len(cards.cards) // 8)  # 8 cards a page, then the key
    pdf = render_pdf(question_cards(cards, style), style)
    drawn = [text.replace("\u00a0", " ") for _, page, text in text_sizes(pdf) if page <= card_pages]
    code = f"Code {cards.code}"
    assert drawn.count(code) == len(cards.cards)
    topics = {card.topic for card in cards.cards}
    assert len(topics) == 4
    assert all(drawn.count(topic) == sum(c.topic == topic for c in cards.cards) for topic in topics)
