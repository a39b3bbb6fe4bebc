"""Names on the projector: any name the page takes prints on the finished cards, and a name the cards
could not print is refused when it is given (the page's add box, ``--players``), never at the end."""

from __future__ import annotations

import io
import random
import tempfile
import warnings
from pathlib import Path

import pytest

with warnings.catch_warnings():  # Starlette's notice that a successor of httpx exists
    warnings.simplefilter("ignore")
    from starlette.testclient import TestClient

from cli.web.app import create_app
from cli.web.table import Table
from tests.in_process import worksheets
from tests.play.helpers import new_match, play_out
from worksheets.rules import preset

REPO = Path(__file__).resolve().parents[2]


def move(client: TestClient, action: str, version: int, **fields):
    return client.post(f"/api/{action}", json={"version": version, **fields})


def finished(rules_name: str, players: list[str]) -> tuple[TestClient, Table]:
    table = Table.new(preset(rules_name), players, seed=5)
    play_out(table.match, random.Random(1))
    if table.match.needs_final_roll:
        table.match.settle_tie(table.rng)
    return TestClient(create_app(table)), table


def pdf_text(answer) -> str:
    from pypdf import PdfReader

    return "".join(page.extract_text() for page in PdfReader(io.BytesIO(answer.content)).pages)


# Numbered tables and teams, and names a saved sheet's header would read as something else: an entry
# ("1", "123"), the label column ("category"), a column of remarks ("Notes"), a player's readings aloud.
@pytest.mark.parametrize("rules_name", ["classic", "zombie", "place-value"])
@pytest.mark.parametrize("players", [["1", "2"], ["123", "Ana"], ["category", "Notes"], ["Ana reading", "Ana"]])
def test_the_finished_cards_print_for_any_name_the_page_takes(rules_name, players):
    client, table = finished(rules_name, players)
    answer = client.get("/print")
    assert answer.status_code == 200, answer.text
    assert answer.headers["content-type"] == "application/pdf"
    text = pdf_text(answer)
    for name in players:
        assert name in text
    from worksheets.check.played import played_sheet

    sheet = played_sheet(table.match, "the projector's game")
    assert sheet.players[:len(players)] == tuple(players)  # each name is a player's column, as typed


def test_the_printed_key_judges_the_cards_as_the_game_did():
    from worksheets.check.played import check_played

    client, table = finished("classic", ["1", "2", "3"])
    verdict = check_played(table.match, "the projector's game").verdict
    assert verdict.problems == ()
    assert dict(verdict.totals) == dict(table.match.scores())
    assert verdict.winners == table.match.outcome().winners


# --- a name the cards cannot print ----------------------------------------------------------


@pytest.mark.parametrize("name", ["李小龍", "🦄 Ana", "Ana 🙂"])
def test_the_add_box_refuses_a_name_the_cards_cannot_print(name):
    table = Table(preset("classic"), new_match(preset("classic"), ["Ben"]), random.Random(0))
    client = TestClient(create_app(table))
    refused = move(client, "add", 1, name=name)
    assert refused.status_code == 422
    error = refused.json()["error"]
    # letters the font lacks: write the name in letters it has; a symbol: leave it out (trial 16: the two
    # advices were once run together into one garbled sentence)
    advice = ("type such a name in letters the sheets can print (Latin, Greek or Cyrillic), such as its Latin "
              "spelling (the finished cards print every name)" if name == "李小龍" else
              "so the finished cards could not be printed: type the name without them")
    assert "cannot print" in error and error.endswith(advice)
    assert table.match.players == ("Ben",) and table.version == 1  # nothing changed
    assert move(client, "add", 1, name="Ana").status_code == 200


def test_a_name_the_bold_font_lacks_is_refused_too():
    # U+1D5A0 (mathematical sans-serif A) is in DejaVuSans.ttf but not in DejaVuSans-Bold.ttf, and the key
    # prints names in both: found by comparing the two fonts' character maps.
    from worksheets.render.fonts import missing_characters
    from worksheets.render.style import BOLD_FONT, REGULAR_FONT

    name = "\U0001D5A0na"
    assert not missing_characters(name, REGULAR_FONT) and missing_characters(name, BOLD_FONT)
    table = Table(preset("classic"), new_match(preset("classic"), []), random.Random(0))
    client = TestClient(create_app(table))
    assert move(client, "add", 1, name=name).status_code == 422


def test_the_engine_says_first_what_is_wrong_with_a_name():
    table = Table(preset("classic"), new_match(preset("classic"), []), random.Random(0))
    client = TestClient(create_app(table))
    refused = move(client, "add", 1, name="李\u200bAna")  # a zero-width space: the engine's reason, not the font's
    assert refused.status_code == 422 and "U+200B" in refused.json()["error"]


@pytest.fixture
def run_projector(monkeypatch):
    """``worksheets projector --no-browser ARGS`` in-process. Listening for the page is the server's first
    step: here it fails the command (exit 1, with its traceback) rather than serve on."""
    import cli.commands.projector as projector

    def no_server(host, port):
        raise AssertionError(f"the server started: it listens on {host} port {port}")

    monkeypatch.setattr(projector, "listen", no_server)
    return lambda *args: worksheets("projector", "--no-browser", *args, cwd=REPO)


@pytest.mark.parametrize("players, named", [("李小龍,Ana", "'李小龍'"), ("Ana,Ben 🎲", "'Ben 🎲'")])
def test_players_the_cards_cannot_print_are_refused_before_the_server_starts(run_projector, players, named):
    done = run_projector("--players", players)
    assert done.returncode == 2
    assert done.stdout == ""  # no address: the server never started
    lines = done.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("Error: --players: player name " + named)
    assert "cannot print" in lines[0]


def test_a_computer_player_the_cards_cannot_print_is_refused_before_the_server_starts(run_projector):
    done = run_projector("--players", "Ana", "--computer", "Robo 🦄")
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.startswith("Error: --computer: player name 'Robo 🦄' has characters the font cannot print")


# --- a name that is not text ------------------------------------------------------------------


@pytest.mark.parametrize("value", [123, 1.5, True, None, ["Ana"], {"name": "Ana"}])
def test_a_name_that_is_not_text_is_not_a_move(value):
    table = Table(preset("classic"), new_match(preset("classic"), []), random.Random(0))
    client = TestClient(create_app(table))
    refused = move(client, "add", 1, name=value)
    assert refused.status_code == 400
    assert "a name must be text" in refused.json()["error"]
    assert table.match.players == ()


def test_too_few_players_is_said_in_the_pages_words():
    table = Table(preset("classic"), new_match(preset("classic"), []), random.Random(0))
    client = TestClient(create_app(table))
    refused = move(client, "roll", 1)
    assert refused.status_code == 422
    error = refused.json()["error"]
    assert "add NAME" not in error
    assert error == "this game needs at least 1 player (so far: 0): type a player name in the box and press Add"


# --- the print tab when the cards cannot be printed -------------------------------------------


def test_the_print_tab_says_why_on_a_page_before_the_end():
    table = Table(preset("classic"), new_match(preset("classic"), ["<b>Ana</b>"]), random.Random(0))
    client = TestClient(create_app(table, token="s3cret"))
    answer = client.get("/print?token=s3cret")
    assert answer.status_code == 409
    assert answer.headers["content-type"].startswith("text/html")
    assert "<h1>The finished cards could not be printed</h1>" in answer.text
    assert "The cards can be printed when the game is over." in answer.text
    assert 'href="/?token=s3cret"' in answer.text  # back to the game


def test_the_print_tab_shows_an_unexpected_failure_as_a_page_with_the_reason(monkeypatch):
    client, table = finished("classic", ["Ana"])

    def broken(path, paper="letter"):
        raise RuntimeError("the disk is <full>")

    monkeypatch.setattr(table, "write_cards_pdf", broken)
    answer = client.get("/print")
    assert answer.status_code == 500
    assert answer.headers["content-type"].startswith("text/html")
    assert "RuntimeError: the disk is &lt;full&gt;." in answer.text  # the reason is data, never markup


# --- Zombie: a team's name the checker would read as the zombie's -----------------------------


@pytest.mark.parametrize("team, suggestion", [("Zombie Slayers", "Slayers"), ("The Zombies", "The"),
                                               ("Z Team", "Team"), ("zombie game 1", "game 1"), ("Zombies", "")])
def test_a_team_named_like_the_zombie_is_refused_when_it_is_given(run_projector, team, suggestion):
    # The finished cards are checked as `worksheets check` reads a Zombie sheet, where these headers name the
    # zombie (docs/check-input.md): the game could be played but its cards never printed.
    table = Table(preset("zombie"), new_match(preset("zombie"), ["Lions"]), random.Random(0))
    client = TestClient(create_app(table))
    refused = move(client, "add", 1, name=team)
    assert refused.status_code == 422
    reason = (f"'{team}' cannot be a team's name in this game: when the cards are checked, a name with the word "
              "Zombie in it (or Zombies), or starting with a lone Z, is taken for the zombie's own score: "
              + (f"try '{suggestion}'" if suggestion else "give the team another name"))
    assert refused.json()["error"] == reason
    assert table.match.players == ("Lions",)
    if suggestion:  # what it suggests is a name the game takes
        assert move(client, "add", 1, name=suggestion).status_code == 200
    done = run_projector("--rules", "zombie", "--players", f"Lions,{team}")
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr == f"Error: --players: {reason}\n"


@pytest.mark.parametrize("teams", [["Zed", "Walkers"], ["Undead", "Zoë"]])
def test_teams_with_other_names_play_and_print(teams):
    client, _ = finished("zombie", teams)
    answer = client.get("/print")
    assert answer.status_code == 200
    text = pdf_text(answer)
    assert all(team in text for team in teams)


# --- the finished cards read as the game's, not as a key to students' sheets ----------------------


@pytest.mark.parametrize("rules_name", ["classic", "zombie", "place-value"])
def test_the_printed_cards_are_titled_as_the_games_and_say_nothing_of_students_totals(rules_name):
    from pypdf import PdfReader

    client, table = finished(rules_name, ["Ana", "Ben"])
    answer = client.get("/print")
    assert answer.status_code == 200
    reader = PdfReader(io.BytesIO(answer.content))
    text = pdf_text(answer)
    assert reader.metadata.title == "Finished cards"
    assert f"Finished cards: {table.rules.title} on the projector" in text
    assert "Answer key" not in text and "answer key" not in (reader.metadata.title or "").lower()
    assert "student's own" not in text
    if rules_name != "place-value":  # the ✓ beside the totals the game wrote is explained in its own words
        assert "✓ beside one: the total the game wrote agrees" in " ".join(text.split())


def test_a_key_to_students_sheets_keeps_its_title_and_legend():
    # The same cards checked as a class's sheet (worksheets check --pdf): the key's own words, unchanged.
    from pypdf import PdfReader

    from worksheets.check import ClassVerdict
    from worksheets.check.played import check_played
    from worksheets.render.check_key import write_check_key
    from worksheets.render.style import style_for

    _, table = finished("classic", ["Ana", "Ben"])
    verdict = check_played(table.match, "Classic Yahtzee on the projector")
    with tempfile.TemporaryDirectory() as folder:
        path = write_check_key(ClassVerdict((verdict,)), style_for("letter"), Path(folder) / "key.pdf")
        reader = PdfReader(str(path))
        text = " ".join("".join(page.extract_text() for page in reader.pages).split())
    assert reader.metadata.title == "Comparison answer key"
    assert "Answer key: Classic Yahtzee on the projector" in text
    assert "a student's own total is shown beside it when it is different" in text


def test_a_long_name_is_shown_as_the_first_name_and_an_initial_and_read_whole():
    # Before, a name over 24 characters was cut in the middle ("Anastasia Kons…rovskaya"), which a child may not
    # know for theirs (trial 24). Two players who would share "Ana F." take a letter more (trial 26).
    import html
    import re

    names = ["Anastasia Konstantinova-Petrovskaya", "Ana Fitzgerald-Hohenzollern", "Ana Fernández-Villaverde", "Bo"]
    page = html.unescape(Table.new(preset("classic"), names, seed=3).html())
    shown = re.findall(r'<span aria-hidden="true" title="([^"]*)">([^<]*)</span><span class="sr-only">([^<]*)<', page)
    assert {(title, text) for title, text, _ in shown} == {
        ("Anastasia Konstantinova-Petrovskaya", "Anastasia K."),
        ("Ana Fitzgerald-Hohenzollern", "Ana Fi.")}
    assert ">Ana Fernández-Villaverde<" in page  # 24 characters: whole
    assert all(read == title for title, _, read in shown)  # a screen reader reads the whole name
    assert "Bo" in page and "…" not in "".join(text for _, text, _ in shown)


@pytest.mark.parametrize("rules_name", ["classic", "zombie"])
def test_a_full_game_says_so_and_its_add_box_is_off(rules_name):
    # Trial 26: with the most players a game takes, the hint still read "(so far: 8): add them" beside working Add
    # buttons. One seat fewer, it still asks for more.
    from html.parser import HTMLParser

    most = Table.new(preset(rules_name), ["Ana"], seed=1).match.most_players

    def page(count: int) -> tuple[str, list[str]]:
        client = TestClient(create_app(Table.new(preset(rules_name), [f"P{i}" for i in range(count)], seed=1)))
        html = client.get("/api/state").json()["html"]
        off: list[str] = []

        class Controls(HTMLParser):
            def handle_starttag(self, tag, attrs):
                if tag in ("input", "button") and dict(attrs).get("type") != "button" and "disabled" in dict(attrs):
                    off.append(tag)

        Controls().feed(html)
        return " ".join(html.split()), off

    text, off = page(most)
    assert f"The game is full: {most} " in text and "add them" not in text
    assert "input" in off and "button" in off
    text, off = page(most - 1)
    assert f"(so far: {most - 1}): add them" in text and not off
