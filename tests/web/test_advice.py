"""The projector's Hint button and the review at the end (issue 13 item 4), through the test client
and in a real browser (headless Chromium; screenshots in output/previews/)."""

from __future__ import annotations

import warnings

import pytest

with warnings.catch_warnings():  # Starlette's notice that a successor of httpx exists
    warnings.simplefilter("ignore")
    from starlette.testclient import TestClient

from cli.web.app import create_app
from cli.web.table import Table
from tests.play.helpers import FixedDice, new_match
from tests.web.browser import Server, click, press, save_shot, wait_for
from worksheets.game import Scorecard
from worksheets.rules import preset
from worksheets.strategy import strategy_for

BOXES = preset("classic").box_keys


def client_for(rules_name, players, *rolls):
    rules = preset(rules_name)
    table = Table(rules, new_match(rules, list(players)), FixedDice(*rolls))
    return TestClient(create_app(table)), table


def move(client, action, version, **fields):
    return client.post(f"/api/{action}", json={"version": version, **fields})


def test_hint_shows_the_engines_best_keep_until_the_next_move():
    client, table = client_for("classic", ["Ana"], [4, 2, 4, 5, 4], [1, 6])
    state = move(client, "roll", 1).json()["state"]
    assert state["hints"] and state["advice"] == []
    answer = move(client, "hint", state["version"]).json()
    assert answer["error"] is None
    advice = answer["state"]["advice"]
    assert advice[0] == "Best: keep the three 4s and roll the other two again."
    best = strategy_for(preset("classic")).advise(Scorecard(preset("classic")), (4, 2, 4, 5, 4), 2)
    assert f"{best.options[1].gives_up:.1f} points better" in advice[2]
    assert "not the best chance of beating a rival" in advice[-1]
    assert advice[0] in answer["html"] and 'data-action="hint"' not in answer["html"]
    assert 'class="advice" role="status"' in answer["html"]  # a live region: screen readers hear it
    assert answer["state"]["news"][-1] == "Ana, roll 1: 4, 2, 4, 5, 4."  # the roll, not the hint said twice
    state = move(client, "hold", answer["state"]["version"], dice=[1, 3, 5]).json()["state"]
    assert state["advice"] == []


def test_hint_before_rolling_is_refused_with_the_reason_and_place_value_has_no_button():
    client, _ = client_for("classic", ["Ana"], [1, 1, 1, 1, 1])
    client.get("/")
    answer = move(client, "roll", 1).json()
    assert 'data-action="hint"' in answer["html"]
    client, _ = client_for("classic", ["Ana"])
    refused = client.post("/api/hint", json={"version": 1})
    assert refused.status_code == 422 and "roll first" in refused.json()["error"]
    rules = preset("place-value")
    import random

    table = Table(rules, new_match(rules, ["Ana", "Ben"], random.Random(1)), random.Random(2))
    pv = TestClient(create_app(table))
    state = move(pv, "roll", 1).json()["state"]
    assert not state["hints"]
    refused = move(pv, "hint", state["version"])
    assert refused.status_code == 422 and "not a game of boxes" in refused.json()["error"]


def test_the_end_of_a_game_shows_each_players_review():
    rolls = [[1, 2, 3, 4, 5]] * 13
    client, table = client_for("classic", ["Ana"], *rolls)
    version = 1
    for box in BOXES:
        version = move(client, "roll", version).json()["state"]["version"]
        answer = move(client, "score", version, choice=box).json()
        version = answer["state"]["version"]
    state = answer["state"]
    assert state["finished"]
    (review,) = state["reviews"]
    assert review["player"] == "Ana"
    # 13 turns, each a stop after the first roll and a box: 26 choices.
    assert review["lines"][0] == "Ana: 26 choices checked against best play."
    assert "How each choice compares with best play" in answer["html"]


# --- in a real browser ----------------------------------------------------------------------------


@pytest.mark.long
def test_the_hint_button_and_the_review_in_a_browser(driver):
    rules = preset("classic")
    table = Table(rules, new_match(rules, ["Ana"]), FixedDice([4, 2, 4, 5, 4], *[[2, 3, 4, 5, 6]] * 12))
    server = Server(create_app(table))
    try:
        driver.get(server.url)
        click(driver, "button.roll")
        click(driver, '[data-action="hint"]')
        lines = [p.text for p in driver.find_elements("css selector", ".advice p")]
        assert lines[0] == "Best: keep the three 4s and roll the other two again."
        assert lines[1] == "(Those are dice 1, 3 and 5.)"
        save_shot(driver, "projector-hint.png")
        click(driver, '.choice[data-choice="fours"]')
        assert driver.find_elements("css selector", ".advice") == []
        for box in BOXES:
            if box == "fours":
                continue
            click(driver, "button.roll")
            click(driver, f'.choice[data-choice="{box}"]')
        wait_for(driver, lambda: driver.find_elements("css selector", ".celebrate"))
        press(driver, driver.find_element("css selector", ".review summary"))
        assert driver.find_element("css selector", ".review p.who").text == "Ana: 26 choices checked against best play."
        save_shot(driver, "projector-review.png")
    finally:
        server.stop()
