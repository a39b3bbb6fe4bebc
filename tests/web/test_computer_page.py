"""Computer players on the projector page (issue 13 item 4): one move per request, at the page's pace.

The server makes a computer's move only when asked (``POST /api/computer``), so the page
shows every roll, keep and box; a person's move on a computer's turn is refused. The
browser test plays whole games of computers in headless Chromium and keeps screenshots.
"""

from __future__ import annotations

import warnings

import pytest

with warnings.catch_warnings():  # Starlette's notice that a successor of httpx exists
    warnings.simplefilter("ignore")
    from starlette.testclient import TestClient

from cli.web.app import create_app
from cli.web.table import Table
from tests.web.browser import MISSING, Server, have_browser, press, save_shot, shown_version, wait_for
from worksheets.check.played import check_played
from worksheets.play import Held, Rolled, Scored
from worksheets.rules import preset


def move(client, action: str, version: int, **fields):
    return client.post(f"/api/{action}", json={"version": version, **fields})


def test_a_computer_moves_one_step_per_request_and_people_wait():
    table = Table.new(preset("classic"), ["Ana"], seed=2, computers=["Robo:beginner"], pace=0)
    client = TestClient(create_app(table))
    state = client.get("/api/state").json()["state"]
    assert state["computers"] == {"Robo": "beginner"} and not state["computer_turn"]
    assert move(client, "computer", state["version"]).status_code == 422  # not a computer's turn
    state = move(client, "roll", state["version"]).json()["state"]
    state = move(client, "score", state["version"], choice="chance").json()["state"]
    assert state["current"] == "Robo" and state["computer_turn"]
    assert 'data-computer="true"' in client.get("/").text
    refused = move(client, "roll", state["version"])
    assert refused.status_code == 422
    assert refused.json()["error"] == "it is Robo's turn, and the computer plays it"
    seen = len(table.match.events)
    steps = 0
    while state["computer_turn"]:
        answer = move(client, "computer", state["version"])
        assert answer.status_code == 200
        assert answer.json()["state"]["version"] == state["version"] + 1
        assert len(table.match.events) == seen + 1  # exactly one move (one event) per request
        seen += 1
        state = answer.json()["state"]
        steps += 1
    kinds = [type(e) for e in table.match.events if getattr(e, "player", None) == "Robo"]
    assert kinds[0] is Rolled and kinds[-1] is Scored and steps == len(kinds)
    assert state["current"] == "Ana" and not state["computer_turn"]
    assert state["news"]  # what the last computer move did, for the page


def test_the_zombie_on_the_page_is_the_computer():
    table = Table.new(preset("zombie"), ["Lions", "Tigers"], seed=4, computers=["zombie"], pace=0)
    assert set(table.computers) == {table.match.zombie}
    client = TestClient(create_app(table))
    state = client.get("/api/state").json()["state"]
    state = move(client, "roll", state["version"]).json()["state"]
    state = move(client, "score", state["version"], choice="chance").json()["state"]
    assert state["current"] == "Zombie" and state["computer_turn"]
    while state["computer_turn"]:
        state = move(client, "computer", state["version"]).json()["state"]
    assert state["current"] == "Tigers"
    assert sum(isinstance(e, Scored) and e.player == "Zombie" for e in table.match.events) == 1


def test_the_page_adds_computers_and_chooses_who_plays_the_zombie():
    table = Table.new(preset("classic"), [], seed=1, pace=0)
    client = TestClient(create_app(table))
    state = client.get("/api/state").json()["state"]
    assert state["computers_possible"] and "Add computer (beginner)" in client.get("/").text
    refused = move(client, "add", state["version"], name="Robo", computer="genius")
    assert refused.status_code == 422 and "'genius' is not a computer strength" in refused.json()["error"]
    assert table.match.players == ()  # the name is not taken by a refused move
    state = move(client, "add", state["version"], name="Robo", computer="beginner").json()["state"]
    state = move(client, "add", state["version"], name="Ana").json()["state"]
    assert state["players"] == ["Robo", "Ana"] and state["computers"] == {"Robo": "beginner"}
    assert move(client, "zombie", state["version"], computer="optimal").status_code == 422  # classic has no zombie
    state = move(client, "roll", state["version"]).json()["state"]  # starts: Robo first, so nothing rolled yet
    assert state["current"] == "Robo" and state["computer_turn"] and state["turn"]["rolls"] == 0

    zombie = Table.new(preset("zombie"), ["Lions", "Tigers"], seed=1, pace=0)
    client = TestClient(create_app(zombie))
    state = client.get("/api/state").json()["state"]
    assert state["zombie"] == "Zombie" and state["computers"] == {}
    state = move(client, "zombie", state["version"], computer="beginner").json()["state"]
    assert state["computers"] == {"Zombie": "beginner"}
    assert state["news"] == ["The computer plays the zombie (beginner)."]
    assert 'aria-pressed="true">the computer (beginner)' in client.get("/").text
    state = move(client, "zombie", state["version"], computer="").json()["state"]
    assert state["computers"] == {}
    state = move(client, "zombie", state["version"], computer="optimal").json()["state"]
    state = move(client, "roll", state["version"]).json()["state"]
    late = move(client, "zombie", state["version"], computer="")
    assert late.status_code == 422 and late.json()["error"] == "who plays the zombie is chosen before the first roll"

    place = Table.new(preset("place-value"), [], seed=1)
    client = TestClient(create_app(place))
    state = client.get("/api/state").json()["state"]
    assert not state["computers_possible"] and "Add computer" not in client.get("/").text
    refused = move(client, "add", state["version"], name="Robo", computer="optimal")
    assert refused.status_code == 422 and "place-value has no computer player" in refused.json()["error"]


# --- in a real browser ---------------------------------------------------------------------------

browser = pytest.mark.skipif(not have_browser(), reason=MISSING)


@browser
@pytest.mark.long
def test_computers_play_a_whole_game_on_the_page(driver):
    table = Table.new(preset("classic"), [], seed=6, computers=["Robo", "Bea:beginner"], pace=0.4)
    server = Server(create_app(table))
    try:
        driver.get(server.url)
        assert "computer · optimal" in driver.find_element("css selector", ".players").text
        press(driver, driver.find_element("css selector", "button.roll"))  # the teacher starts the game
        # A computer's turn, part way: its dice shown, the buttons only to watch.
        wait_for(driver, lambda: any(isinstance(e, Held) for e in table.match.events))
        wait_for(driver, lambda: "holds di" in driver.find_element("css selector", ".news").text)
        wait_for(driver, lambda: driver.find_element("css selector", "button.roll").get_attribute("disabled")
                 is not None and "the computer plays (" in driver.find_element("css selector", ".whose").text)
        save_shot(driver, "projector-computer-turn.png")
        table.pace = 0  # the rest of the game at once (the page reads the pace from each state)
        wait_for(driver, lambda: table.match.finished, timeout=120)
        wait_for(driver, lambda: driver.find_elements("css selector", ".celebrate"))
        save_shot(driver, "projector-computer-finished.png")
        cheer = driver.find_element("css selector", ".cheer").text
    finally:
        server.stop()
    verdict = check_played(table.match, "the projector's game").verdict
    assert verdict.problems == ()
    assert dict(verdict.totals) == dict(table.match.scores())
    winner = verdict.winners[0]
    assert winner in cheer and str(dict(verdict.totals)[winner]) in cheer


@browser
def test_a_teacher_adds_a_computer_on_the_page_and_a_computer_zombie(driver):
    table = Table.new(preset("zombie"), [], seed=9, pace=0.2)
    server = Server(create_app(table))
    try:
        driver.get(server.url)
        for team in ("Lions", "Tigers"):
            field = driver.find_element("css selector", "#new-name")
            field.send_keys(team)
            version = table.version
            press(driver, driver.find_element("css selector", "form.add button[type=submit]"))
            # Until the page has drawn the new version, the elements found are the old page's, which go stale.
            wait_for(driver, lambda: table.version > version and shown_version(driver) == table.version)
        press(driver, driver.find_element("css selector", ".zombie-who [data-computer=optimal]"))
        wait_for(driver, lambda: table.match.zombie in table.computers)
        wait_for(driver, lambda: driver.find_element("css selector", ".zombie-who [data-computer=optimal]")
                 .get_attribute("aria-pressed") == "true")
        save_shot(driver, "projector-computer-zombie-setup.png")
        press(driver, driver.find_element("css selector", "button.roll"))  # Lions roll
        wait_for(driver, lambda: table.match.turn is not None and table.match.turn.rolled)
        wait_for(driver, lambda: driver.find_elements("css selector", "button.choice"))
        version = table.version
        press(driver, driver.find_element("css selector", "button.choice"))  # Lions score; the zombie plays
        wait_for(driver, lambda: table.match.current == "Zombie" and table.match.turn.rolled)
        wait_for(driver, lambda: "the computer plays (optimal)" in driver.find_element("css selector", ".whose").text)
        save_shot(driver, "projector-computer-zombie-turn.png")
        wait_for(driver, lambda: table.match.current == "Tigers")
        wait_for(driver, lambda: "Tigers" in driver.find_element("css selector", ".whose").text)
        wait_for(driver, lambda: not driver.find_element("css selector", "button.roll").get_attribute("disabled"))
    finally:
        server.stop()
    zombie_moves = [e for e in table.match.events if getattr(e, "player", None) == "Zombie"]
    assert isinstance(zombie_moves[0], Rolled) and isinstance(zombie_moves[-1], Scored)


def test_a_name_ending_in_s_takes_an_apostrophe_alone_on_the_page():
    # English: "Bots' turn", not "Bots's turn" (the terminal's rule, templates/play/results.j2 whose).
    table = Table.new(preset("classic"), ["Lions"], seed=2, computers=["Bots:beginner"], pace=0)
    client = TestClient(create_app(table))
    state = client.get("/api/state").json()["state"]
    state = move(client, "roll", state["version"]).json()["state"]
    assert state["current"] == "Lions" and "Lions</span>’ turn" in client.get("/").text
    state = move(client, "score", state["version"], choice="chance").json()["state"]
    assert state["current"] == "Bots"
    assert move(client, "roll", state["version"]).json()["error"] == "it is Bots' turn, and the computer plays it"
