"""Keys pressed while a move is on its way (headless Chromium): die keys are kept and sent in order once the answer
arrives, each on the game as it then is; a second Space while the dice roll is not a second roll.

The server holds a move at a gate until the test has pressed its keys, so the keys surely arrive while the page waits
for the answer (no timing)."""

from __future__ import annotations

import asyncio
import threading

import pytest

from tests.web.browser import MISSING, Server, have_browser, shown_version, wait_for

pytestmark = pytest.mark.skipif(not have_browser(), reason=MISSING)


class Gate:
    """The application, holding each POST to ``path`` until ``opened`` is set; ``posts`` lists every POST's path."""

    def __init__(self, app, path: str) -> None:
        self.app, self.path = app, path
        self.opened = threading.Event()
        self.posts: list[str] = []

    async def __call__(self, scope, receive, send):
        if scope["type"] == "http" and scope["method"] == "POST":
            self.posts.append(scope["path"])
            if scope["path"] == self.path:
                await asyncio.to_thread(self.opened.wait, 30)
        await self.app(scope, receive, send)


def start(path: str, roll: bool):
    from cli.web.app import create_app
    from cli.web.table import Table
    from worksheets.rules import preset

    table = Table.new(preset("classic"), ["Ana", "Ben"], seed=3)
    if roll:
        table.act("roll", {"version": table.version})
    gate = Gate(create_app(table), path)
    return table, gate, Server(gate)


def held(driver) -> str:
    return driver.execute_script("return document.querySelector('#game .game').dataset.held")


def test_die_keys_pressed_while_a_move_is_on_its_way_are_sent_in_order(driver):
    table, gate, server = start("/api/hold", roll=True)
    try:
        driver.get(server.url)
        before = shown_version(driver)
        body = driver.find_element("tag name", "body")
        body.send_keys("1")
        wait_for(driver, lambda: gate.posts == ["/api/hold"])  # the first key's move waits at the gate
        body.send_keys("3")
        body.send_keys("1")  # die 1 again: unlocked, since by then it is locked
        body.send_keys("5")
        gate.opened.set()
        wait_for(driver, lambda: shown_version(driver) == before + 4)
        assert held(driver) == "3 5"
        assert sorted(table.match.turn.held) == [3, 5]
        assert gate.posts == ["/api/hold", "/api/hold", "/api/release", "/api/hold"]
    finally:
        gate.opened.set()
        server.stop()


def test_a_second_space_while_the_dice_roll_is_not_a_second_roll(driver):
    table, gate, server = start("/api/roll", roll=False)
    try:
        driver.get(server.url)
        before = shown_version(driver)
        body = driver.find_element("tag name", "body")
        body.send_keys(" ")
        wait_for(driver, lambda: gate.posts == ["/api/roll"])
        body.send_keys(" ")
        body.send_keys("2")  # queued behind the roll: had the second Space been kept, it would go before this
        gate.opened.set()
        wait_for(driver, lambda: held(driver) == "2")
        assert gate.posts == ["/api/roll", "/api/hold"]  # one roll, then the die key
        assert shown_version(driver) == before + 2 and table.match.turn.rolls == 1
    finally:
        gate.opened.set()
        server.stop()
