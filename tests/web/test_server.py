"""The projector's server: every move and every refusal through Starlette's test client.

Dice come from ``FixedDice`` (the faces each test names), so every expected score is
worked by hand from the rules in SPEC section 2.
"""

from __future__ import annotations

import io
import os
import signal
import subprocess
import sys
import warnings
from pathlib import Path

import pytest

with warnings.catch_warnings():  # Starlette's notice that a successor of httpx exists
    warnings.simplefilter("ignore")
    from starlette.testclient import TestClient

from cli.web.app import create_app
from cli.web.table import Table
from tests.play.helpers import FixedDice, new_match
from worksheets.place_value import PlaceValueGame, parse_category
from worksheets.play import PlaceValueMatch
from worksheets.rules import preset

REPO = Path(__file__).resolve().parents[2]


def client_for(rules_name: str, players=(), *rolls, token=None) -> tuple[TestClient, Table]:
    rules = preset(rules_name)
    table = Table(rules, new_match(rules, list(players)), FixedDice(*rolls))
    return TestClient(create_app(table, token)), table


def move(client: TestClient, action: str, version: int, **fields):
    return client.post(f"/api/{action}", json={"version": version, **fields})


# --- the page and its assets ------------------------------------------------------------------


def test_the_page_shows_names_as_text_never_markup():
    client, _ = client_for("classic", ["Ana", "<b>Ben</b>"])
    page = client.get("/")
    assert page.status_code == 200
    assert "&lt;b&gt;Ben&lt;/b&gt;" in page.text
    assert "<b>Ben</b>" not in page.text
    assert 'aria-live="polite"' in page.text


@pytest.mark.parametrize("path, kind, inside", [
    ("/static/page.js", "javascript", "version"),
    ("/static/page.css", "text/css", "prefers-reduced-motion"),
    ("/static/icons.svg", "image/svg+xml", 'id="lock"'),
])
def test_every_asset_comes_from_the_package(path, kind, inside):
    client, _ = client_for("classic")
    answer = client.get(path)
    assert answer.status_code == 200
    assert kind in answer.headers["content-type"]
    assert inside in answer.text
    assert "http://" not in answer.text.replace('xmlns="http://www.w3.org/2000/svg"', "")
    assert "https://" not in answer.text


def test_the_state_is_json_with_a_version():
    client, _ = client_for("classic", ["Ana"])
    state = client.get("/api/state").json()["state"]
    assert state["version"] == 1
    assert state["players"] == ["Ana"]
    assert state["started"] is False and state["turn"] is None


# --- players ------------------------------------------------------------------------------


def test_add_a_player_and_refuse_the_same_name_with_the_reason():
    client, table = client_for("classic")
    answer = move(client, "add", 1, name="  Zoë ")
    assert answer.status_code == 200
    assert answer.json()["state"]["players"] == ["Zoë"]
    refused = move(client, "add", 2, name="ZOË")
    assert refused.status_code == 422
    assert refused.json()["error"] == "'ZOË' is the same name as 'Zoë', who is already playing: choose another player name"
    assert table.match.players == ("Zoë",)
    assert refused.json()["state"]["version"] == 2  # a refusal changes nothing


def test_an_empty_name_is_refused():
    client, _ = client_for("classic")
    refused = move(client, "add", 1, name="   ")
    assert refused.status_code == 422
    assert refused.json()["error"]


def test_remove_a_player_before_the_first_roll_only():
    client, table = client_for("classic", ["Ana", "Ben", "Cy"], [1, 2, 3, 4, 5])
    answer = move(client, "remove", 1, name="Ben")
    assert answer.status_code == 200
    assert answer.json()["state"]["players"] == ["Ana", "Cy"]
    assert move(client, "remove", 2, name="Dee").status_code == 422
    assert move(client, "roll", 2).status_code == 200
    late = move(client, "remove", 3, name="Cy")
    assert late.status_code == 422
    assert "before the first roll" in late.json()["error"]
    assert move(client, "add", 3, name="Dee").status_code == 422  # players are fixed once play starts


def test_a_player_can_be_removed_before_the_first_roll_of_a_restarted_game():
    # Trial 16: after Restart the × buttons showed, but removing was refused "only before the first roll".
    client, table = client_for("classic", ["Ana", "Ben", "Cy"], [1, 2, 3, 4, 5], [2, 3, 4, 5, 6])
    assert move(client, "roll", 1).status_code == 200
    assert move(client, "restart", 2).status_code == 200
    answer = move(client, "remove", 3, name="Ben")
    assert answer.status_code == 200, answer.json()
    assert answer.json()["state"]["players"] == ["Ana", "Cy"]
    assert answer.json()["state"]["started"] is False
    assert table.match.cards["Ana"].filled == {}  # the new game's cards, empty
    assert move(client, "roll", 4).status_code == 200  # and the game goes on with the two


def test_removing_keeps_a_place_value_card():
    rules = preset("place-value")
    match = new_match(rules, ["Ana", "Ben", "Cy"])
    table = Table(rules, match, FixedDice())
    categories = match.categories
    client = TestClient(create_app(table))
    assert move(client, "remove", 1, name="Cy").status_code == 200
    assert isinstance(table.match, PlaceValueMatch)
    assert table.match.categories == categories and table.match.players == ("Ana", "Ben")


# --- versions -----------------------------------------------------------------------------


def test_a_second_click_on_the_same_state_cannot_spend_a_second_roll():
    client, table = client_for("classic", ["Ana"], [3, 3, 3, 5, 5], [1, 1, 1, 1, 1])
    first = move(client, "roll", 1)
    again = move(client, "roll", 1)
    assert first.status_code == 200
    assert again.status_code == 409
    # in a class's words (trial 16: "move made on version 386, the game is at 387" meant nothing to a class)
    assert again.json()["error"] == "the game had already moved on, so this move was not made: here is the game as it is now"
    assert again.json()["state"]["turn"]["rolls"] == 1
    assert again.json()["state"]["turn"]["dice"] == [3, 3, 3, 5, 5]
    assert table.version == 2


def test_a_reload_or_a_second_screen_shows_the_same_game():
    client, _ = client_for("classic", ["Ana"], [3, 3, 3, 5, 5])
    move(client, "roll", 1)
    move(client, "hold", 2, dice=[2])
    other = TestClient(client.app)  # another screen on the same server
    page = other.get("/").text
    assert 'data-version="3"' in page
    assert 'aria-label="Die 2: 3, held"' in page and 'aria-label="Die 5: 5"' in page
    assert other.get("/api/state").json()["state"]["turn"]["held"] == [2]


@pytest.mark.parametrize("body, message", [
    ({}, "version"),
    ({"version": "1"}, "version"),
    ({"version": True}, "version"),
])
def test_a_move_without_a_version_is_not_a_move(body, message):
    client, _ = client_for("classic", ["Ana"])
    answer = client.post("/api/roll", json=body)
    assert answer.status_code == 400
    assert message in answer.json()["error"]


def test_not_json_and_unknown_moves_and_missing_fields_are_refused():
    client, _ = client_for("classic", ["Ana"])
    assert client.post("/api/roll", content=b"{not json").status_code == 400
    assert client.post("/api/roll", json=[1]).status_code == 400
    unknown = move(client, "cheat", 1)
    assert unknown.status_code == 400 and "'cheat' is not a move" in unknown.json()["error"]
    missing = move(client, "add", 1)
    assert missing.status_code == 400 and "needs a name" in missing.json()["error"]
    assert client.get("/api/roll").status_code == 405


# --- a turn -------------------------------------------------------------------------------


def test_roll_shows_every_open_box_with_its_points():
    client, _ = client_for("classic", ["Ana", "Ben"], [3, 3, 3, 5, 5])
    state = move(client, "roll", 1).json()["state"]
    assert state["current"] == "Ana"
    assert state["turn"]["dice"] == [3, 3, 3, 5, 5] and state["turn"]["rolls_left"] == 2
    points = {c["key"]: c["points"] for c in state["choices"]}
    # worked by hand: threes 3+3+3, fives 5+5, full house 25, 3 of a kind and chance the sum 19
    assert points == {"ones": 0, "twos": 0, "threes": 9, "fours": 0, "fives": 10, "sixes": 0,
                      "three-of-a-kind": 19, "four-of-a-kind": 0, "full-house": 25, "small-straight": 0,
                      "large-straight": 0, "yahtzee": 0, "chance": 19}
    marked = {c["key"] for c in state["choices"] if c["marked"]}
    assert marked == {"threes", "fives", "three-of-a-kind", "full-house", "chance"}
    assert "Ana, roll 1: 3, 3, 3, 5, 5." in state["news"]


def test_hold_and_release_then_roll_only_the_free_dice():
    client, _ = client_for("classic", ["Ana"], [3, 3, 3, 5, 5], [6, 2])
    move(client, "roll", 1)
    held = move(client, "hold", 2, dice=[1, 2, 3, 4])
    assert held.json()["state"]["turn"]["held"] == [1, 2, 3, 4]
    assert 'aria-label="Die 1: 3, held"' in held.json()["html"]
    assert "Ana holds dice 1, 2, 3, 4." in held.json()["state"]["news"]
    released = move(client, "release", 3, dice=[4])
    assert released.json()["state"]["turn"]["held"] == [1, 2, 3]
    assert "Ana releases die 4." in released.json()["state"]["news"]  # one die is a die
    rolled = move(client, "roll", 4).json()["state"]
    assert rolled["turn"]["dice"] == [3, 3, 3, 6, 2]
    assert rolled["turn"]["held"] == [1, 2, 3]


@pytest.mark.parametrize("action, fields, reason", [
    ("hold", {"dice": [9]}, "there is no die 9"),
    ("hold", {"dice": []}, "name the dice"),
    ("release", {"dice": ["a"]}, "there is no die a"),
    ("score", {"choice": "nowhere"}, "'nowhere' is not a box: use a box's number on the card"),
])
def test_the_engine_refuses_with_its_reason(action, fields, reason):
    client, table = client_for("classic", ["Ana"], [3, 3, 3, 5, 5])
    move(client, "roll", 1)
    refused = move(client, action, 2, **fields)
    assert refused.status_code == 422
    assert reason in refused.json()["error"]
    assert table.version == 2


def test_before_the_first_roll_nothing_but_rolling():
    client, _ = client_for("classic", ["Ana"])
    assert "not started" in move(client, "hold", 1, dice=[1]).json()["error"]
    assert "not started" in move(client, "score", 1, choice="chance").json()["error"]


def test_after_the_last_roll_only_scoring():
    client, _ = client_for("classic", ["Ana"], [1, 2, 3, 4, 6], [5], [6])
    move(client, "roll", 1)
    move(client, "hold", 2, dice=[1, 2, 3, 4])
    move(client, "roll", 3)
    last = move(client, "roll", 4).json()["state"]
    assert last["must_score"] is True and last["turn"]["rolls_left"] == 0
    assert "no rolls left" in move(client, "roll", 5).json()["error"]
    assert "last roll" in move(client, "hold", 5, dice=[1]).json()["error"]
    assert "Last roll: choose a box." in client.get("/").text


def test_score_ends_the_turn_and_the_board_shows_it():
    client, _ = client_for("classic", ["Ana", "Ben"], [3, 3, 3, 5, 5])
    move(client, "roll", 1)
    state = move(client, "score", 2, choice="full-house").json()["state"]
    assert state["current"] == "Ben"
    row = next(r for r in state["board"]["rows"] if r["label"] == "Full House")
    assert row["cells"] == ["25", ""]
    assert "Ana writes 25 in Full House." in state["news"]


def test_roll_em_takes_the_lucky_dice_bonus_and_an_extra_turn():
    # Roll-Em (seed 003): a further Lucky Dice after a scored one is +50, no box, and another turn
    client, table = client_for("roll-em", ["Ana", "Ben"], [4] * 5, [1, 2, 3, 5, 6], [4] * 5)
    move(client, "roll", 1)
    move(client, "score", 2, choice="lucky-dice")
    move(client, "roll", 3)
    move(client, "score", 4, choice="freebie")
    state = move(client, "roll", 5).json()["state"]  # the bonus is taken by the roll, not offered (SPEC 2)
    assert state["choices"] == [] and state["current"] == "Ana" and state["turn"]["rolls"] == 0
    assert state["news"] == ["Ana, roll 1: 4, 4, 4, 4, 4.",
                             "Another Lucky Dice: Ana takes the Lucky Dice bonus, +50, and fills no box. "
                             "Ana takes another turn!"]
    grand = next(r for r in state["board"]["rows"] if r["label"] == "Grand total")
    assert grand["cells"] == ["100", "17"]  # 50 + 50; Ben's freebie 1+2+3+5+6


def test_restart_keeps_the_players_and_clears_the_cards():
    client, _ = client_for("classic", ["Ana"], [3, 3, 3, 5, 5])
    move(client, "roll", 1)
    move(client, "score", 2, choice="full-house")
    state = move(client, "restart", 3).json()["state"]
    assert state["players"] == ["Ana"] and state["started"] is False
    assert all(cell == "" for row in state["board"]["rows"] if not row["total"] for cell in row["cells"])
    assert "New cards for Ana" in state["news"][0]


# --- the end ------------------------------------------------------------------------------

BOXES = ["ones", "twos", "threes", "fours", "fives", "sixes", "three-of-a-kind", "four-of-a-kind", "full-house",
         "small-straight", "large-straight", "yahtzee", "chance"]


def play_whole_game(client) -> dict:
    version = 1
    for box in BOXES:
        move(client, "roll", version)
        answer = move(client, "score", version + 1, choice=box)
        assert answer.status_code == 200, answer.json()["error"]
        version += 2
    return answer.json()


def test_a_whole_game_ends_with_the_winner_congratulated_and_the_cards_printed():
    # 2 3 4 5 6 in every box in card order: upper 0+2+3+4+5+6 = 20 (no bonus), lower 0+0+0+30+40+0+20 = 90
    client, _ = client_for("dice-roller", ["Ana"], *([[2, 3, 4, 5, 6]] * 13))
    assert client.get("/print").status_code == 409  # not before the end
    answer = play_whole_game(client)
    state = answer["state"]
    assert state["finished"] is True
    assert state["outcome"]["winners"] == ["Ana"]
    assert state["outcome"]["cheers"] == ["Well played, Ana! You scored 110 points."]
    assert "Well played, Ana! You scored 110 points." in answer["html"]
    assert "Print the finished cards" in answer["html"]
    assert "game is over" in move(client, "roll", state["version"]).json()["error"]

    pdf = client.get("/print")
    assert pdf.status_code == 200 and pdf.headers["content-type"] == "application/pdf"
    from pypdf import PdfReader

    text = "".join(page.extract_text() for page in PdfReader(io.BytesIO(pdf.content)).pages)
    assert "Ana" in text and "110" in text and "Large Straight" in text


def test_a_place_value_game_refuses_a_wrong_number_with_the_reason_and_compares_at_the_end():
    rules = preset("place-value")
    game = PlaceValueGame(4, "d6")
    categories = [parse_category(p, game) for p in ["Number with 3 in the hundreds place"] + ["WILD! Any number can be written here."] * 8]
    match = PlaceValueMatch(rules, ["Ana", "Ben"], categories=categories, game=game)
    # roll-off: Ana 1+1+1+1 = 4, Ben 6+6+6+6 = 24, so Ben goes first; then Ben rolls 6 3 4 1
    table = Table(rules, match, FixedDice([1, 1, 1, 1], [6, 6, 6, 6], [6, 3, 4, 1]))
    client = TestClient(create_app(table))
    state = move(client, "roll", 1).json()["state"]
    assert state["current"] == "Ben" and state["turn"]["dice"] == [6, 3, 4, 1]
    assert state["choices"][0]["marked"] is True
    wrong = move(client, "score", 2, choice="1", entry="6143")
    assert wrong.status_code == 422 and "hundreds place" in wrong.json()["error"]
    other = move(client, "score", 2, choice="1", entry="6342")
    assert other.status_code == 422 and "does not use the dice" in other.json()["error"]
    assert move(client, "score", 2, choice="1", entry="").status_code == 422
    right = move(client, "score", 2, choice="1", entry="6,341").json()["state"]
    assert right["board"]["rows"][0]["cells"] == ["", "6,341"]
    assert right["current"] == "Ana"


# --- whole-class rolls --------------------------------------------------------------------


def test_whole_class_rolls_roll_hold_and_start_again():
    rules = preset("place-value")
    table = Table(rules, new_match(rules, []), FixedDice([2, 4, 6, 1], [5]))
    client = TestClient(create_app(table))
    assert "everyone writes on their own card" in client.get("/class").text
    first = client.post("/api/class/roll", json={"version": 1}).json()
    assert first["state"]["class_turn"]["dice"] == [2, 4, 6, 1]
    client.post("/api/class/hold", json={"version": 2, "dice": [1, 2, 3]})
    second = client.post("/api/class/roll", json={"version": 3}).json()
    assert second["state"]["class_turn"]["dice"] == [2, 4, 6, 5]
    assert second["state"]["class_turn"]["rolls_left"] == 0
    assert "no rolls left" in client.post("/api/class/roll", json={"version": 4}).json()["error"]
    fresh = client.post("/api/class/new", json={"version": 4}).json()["state"]["class_turn"]
    assert fresh == {"dice": [], "held": [], "rolls_left": 2}
    assert client.post("/api/class/new", json={"version": 4}).status_code == 409


# --- safety -------------------------------------------------------------------------------


def test_a_token_guards_every_address():
    client, _ = client_for("classic", ["Ana"], [1, 2, 3, 4, 5], token="s3cret")
    assert client.get("/").status_code == 403
    assert client.get("/?token=wrong").status_code == 403
    assert client.get("/static/page.js").status_code == 403
    page = client.get("/?token=s3cret")
    assert page.status_code == 200 and "/static/page.css?token=s3cret" in page.text
    assert client.post("/api/roll?token=s3cret", json={"version": 1}).status_code == 200


def test_only_this_machines_names_reach_a_loopback_server():
    rules = preset("classic")
    table = Table(rules, new_match(rules, []), FixedDice())
    client = TestClient(create_app(table, None, ["127.0.0.1", "localhost"]), base_url="http://127.0.0.1")
    assert client.get("/").status_code == 200
    assert client.get("/", headers={"host": "evil.example"}).status_code == 400


def test_the_command_prints_its_address_and_stops_cleanly_on_ctrl_c():
    env = dict(os.environ, PYTHONPATH=str(REPO))
    server = subprocess.Popen([sys.executable, "-m", "cli", "projector", "--no-browser", "--seed", "1",
                               "--players", "Ana"], cwd=REPO, env=env, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True)
    try:
        line = server.stdout.readline()
        assert line.startswith("The game is at http://127.0.0.1:")
        url = line.split()[-1]
        import urllib.request

        with urllib.request.urlopen(url, timeout=10) as page:
            assert "Classic Yahtzee" in page.read().decode()
        server.send_signal(signal.SIGINT)
        out, err = server.communicate(timeout=15)
    finally:
        if server.poll() is None:
            server.kill()
    assert server.returncode == 0, err
    assert "Stopped." in out
    assert "Traceback" not in err


@pytest.mark.parametrize("name", ["classic", "house", "roll-em", "dice-roller", "yacht", "zombie", "place-value"])
def test_every_rule_set_plays_to_the_end_and_prints_its_cards(name, tmp_path):
    import random

    from pypdf import PdfReader

    from worksheets.place_value import best_number

    players = ["Reds", "Blues"] if name == "zombie" else ["Ana", "Ben"]
    table = Table.new(preset(name), players, seed=5)
    client = TestClient(create_app(table))
    pick = random.Random(1)
    while not table.match.finished:
        state = move(client, "roll", table.version).json()["state"]
        choice = pick.choice(state["choices"])
        fields = {}
        if state["place_value"]:  # a number where the dice fit, X only where they fit nowhere
            fits = [c for c in state["choices"] if c["marked"]]
            choice = pick.choice(fits) if fits else choice
            category = table.match.categories[choice["number"] - 1]
            fields = {"entry": str(best_number(category, state["turn"]["dice"], table.match.game) or "x")}
        assert move(client, "score", state["version"], choice=choice["key"], **fields).status_code == 200
    state = client.get("/api/state").json()["state"]
    assert state["outcome"]["cheers"] and state["current"] is None
    pdf = client.get("/print")
    assert pdf.status_code == 200
    text = "".join(page.extract_text() for page in PdfReader(io.BytesIO(pdf.content)).pages)
    last = state["board"]["rows"][-1]  # the grand totals (place value: the points)
    for column, cell in zip(state["board"]["columns"], last["cells"]):
        assert column in text and cell in text


def test_zombie_turns_show_the_zombie_and_its_card():
    client, _ = client_for("zombie", ["Reds", "Blues"], [1, 2, 3, 4, 6], [4, 2, 1, 1, 1])
    move(client, "roll", 1)
    state = move(client, "score", 2, choice="ones").json()["state"]
    assert state["current"] == "Zombie" and state["column"] == "Zombie game 1"
    assert state["seats"] == ["Reds", "Zombie", "Blues"]
    assert '<th scope="col" class="current">Zombie game 1</th>' in client.get("/").text


@pytest.mark.parametrize("host, loopback", [
    ("127.0.0.1", True), ("localhost", True), ("::1", True), ("127.0.0.2", True),
    ("0.0.0.0", False), ("::", False), ("192.168.1.20", False), ("classroom.local", False),
])
def test_only_this_machine_listens_without_a_token(host, loopback):
    from cli.commands.projector import is_loopback

    assert is_loopback(host) is loopback


@pytest.mark.parametrize("entry, reason", [
    ("4 2 4 1", "4 2 4 1 has a space between its digits: write 4241 or 4,241"),
    ("4, 241", "4, 241 has a space after the comma: write 4,241"),
    ("4.241", "4.241 is not a whole number: it has a decimal point"),
])
def test_a_place_value_entry_is_read_as_check_reads_it(entry, reason):
    # SPEC section 3: 6341, 6,341 and " 6341 " are numbers; anything else is refused (the reasons are the
    # checker's, worksheets.place_value.judge_entry, as `check` and the terminal game give them).
    rules = preset("place-value")
    game = PlaceValueGame(4, "d6")
    categories = [parse_category("WILD! Any number can be written here.", game)] * 9
    match = PlaceValueMatch(rules, ["Ana", "Ben"], categories=categories, game=game)
    # roll-off: Ana 1+1+1+1 = 4, Ben 6+6+6+6 = 24, so Ben goes first and rolls 4 2 4 1
    table = Table(rules, match, FixedDice([1, 1, 1, 1], [6, 6, 6, 6], [4, 2, 4, 1]))
    client = TestClient(create_app(table))
    move(client, "roll", 1)
    refused = move(client, "score", 2, choice="1", entry=entry)
    assert refused.status_code == 422 and refused.json()["error"] == reason
    assert table.match.board().rows[0].cells == ("", "")  # nothing written
    written = move(client, "score", 2, choice="1", entry=" 4,241 ").json()["state"]
    assert written["board"]["rows"][0]["cells"] == ["", "4,241"]


def test_the_projector_socket_is_named_tcp_so_answers_are_not_held_back():
    # asyncio turns Nagle's algorithm off (TCP_NODELAY) only for a socket whose proto is IPPROTO_TCP
    # (asyncio.base_events._set_nodelay); with a socket made as socket.socket(family, SOCK_STREAM) each
    # answer's body waited for the browser's delayed ACK, about 40 ms a move.
    import socket

    from cli.commands.projector import listen

    server = listen("127.0.0.1", 0)
    client = socket.create_connection(server.getsockname()[:2], timeout=5)
    try:
        accepted, _ = server.accept()
        with accepted:
            assert server.proto == accepted.proto == socket.IPPROTO_TCP
    finally:
        client.close()
        server.close()


def test_a_port_in_use_is_one_line_and_exit_2():
    import socket

    from typer.testing import CliRunner

    from cli.app import app

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = CliRunner().invoke(app, ["projector", "--port", str(port), "--no-browser"])
    assert result.exit_code == 2
    assert result.output.strip().splitlines() == [f"Error: cannot listen on 127.0.0.1 port {port}: "
                                                  "Address already in use"]
