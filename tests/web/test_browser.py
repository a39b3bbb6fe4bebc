"""Whole games on the projector page in a real browser (headless Chromium, Selenium).

The dice are scripted (``FixedDice``), so every score below is worked by hand.
Screenshots go to ``output/previews/`` (``docs/previews`` holds chosen ones).
"""

from __future__ import annotations

import pytest

from tests.play.helpers import FixedDice, new_match
from tests.web.browser import (MISSING, Server, click, have_browser, page_message, press, save_shot, shown_version,
                               wait_for)

pytestmark = pytest.mark.skipif(not have_browser(), reason=MISSING)

BOXES = ["ones", "twos", "threes", "fours", "fives", "sixes", "three-of-a-kind", "four-of-a-kind", "full-house",
         "small-straight", "large-straight", "yahtzee", "chance"]


@pytest.fixture
def serve():
    servers = []

    def start(table):
        from cli.web.app import create_app

        servers.append(Server(create_app(table)))
        return servers[-1].url

    yield start
    for server in servers:
        server.stop()


def table_of(rules_name, players, *rolls, match=None):
    from cli.web.table import Table
    from worksheets.rules import preset

    rules = preset(rules_name)
    return Table(rules, match or new_match(rules, players), FixedDice(*rolls))


def text_of(driver, css: str) -> str:
    return driver.find_element("css selector", css).text


def current_player(driver) -> str:
    """Whose turn the page shows: the turn line in view, and the same player marked in the list of players (shown
    before the game starts, and in play on a tall screen)."""
    marked = driver.execute_script("return document.querySelector('.player.current .name').textContent")
    shown = text_of(driver, ".whose .now")
    assert marked == shown, (marked, shown)
    return shown


@pytest.mark.long
def test_a_classic_game_with_locks_and_highlights_to_the_congratulation(driver, serve):
    # Ana: 2 3 4 5 1, keeps 2 3 4 5, rolls a 6 (2 3 4 5 6 every turn after); Ben: 1 2 3 4 5 every turn.
    # Each writes the boxes in card order. Ana: upper 0+2+3+4+5+6 = 20, lower 30+40+20 = 90, total 110.
    # Ben: upper 1+2+3+4+5+0 = 15, lower 30+40+15 = 85, total 100.
    rolls = [[2, 3, 4, 5, 1], [6], [1, 2, 3, 4, 5]] + [[2, 3, 4, 5, 6], [1, 2, 3, 4, 5]] * 12
    driver.get(serve(table_of("classic", ["Ana", "Ben"], *rolls)))
    assert text_of(driver, ".player").startswith("Ana")

    click(driver, "button.roll")
    assert current_player(driver) == "Ana"
    dice = driver.find_elements("css selector", "button.die")
    assert [d.get_attribute("aria-label") for d in dice] == ["Die 1: 2", "Die 2: 3", "Die 3: 4", "Die 4: 5",
                                                              "Die 5: 1"]
    marked = {b.get_attribute("data-choice") for b in driver.find_elements("css selector", ".choice.marked")}
    assert marked == {"ones", "twos", "threes", "fours", "fives", "small-straight", "large-straight", "chance"}
    for position in range(4):
        click(driver, "button.lock", position)
    locks = driver.find_elements("css selector", "button.lock")
    assert [lock.get_attribute("aria-pressed") for lock in locks] == ["true"] * 4 + ["false"]
    assert driver.find_elements("css selector", ".die-slot.held use")[0].get_attribute("href").endswith("#lock")
    outline = driver.find_element("css selector", ".die-slot.held .die").value_of_css_property("outline-width")
    assert outline == "8px"
    assert "Die 1: 2, held" == driver.find_element("css selector", "button.die").get_attribute("aria-label")
    save_shot(driver, "projector-locks.png")

    click(driver, "button.roll")
    assert "Ana, roll 2: 2, 3, 4, 5, 6." in driver.find_element("id", "live").get_attribute("textContent")
    click(driver, '.choice[data-choice="ones"]')
    for turn in range(25):
        click(driver, "button.roll")
        player = turn % 2  # Ben first, then Ana
        box = BOXES[turn // 2] if player == 0 else BOXES[turn // 2 + 1]
        click(driver, f'.choice[data-choice="{box}"]')
    wait_for(driver, lambda: driver.find_elements("css selector", ".celebrate"))
    assert text_of(driver, ".cheer") == "Congratulations, Ana! You win with 110 points."
    grand = driver.find_elements("css selector", ".board tr.total")[-1].text
    assert grand == "Grand total 110 100"
    assert driver.find_element("link text", "Print the finished cards").get_attribute("href").endswith("/print")
    save_shot(driver, "projector-winner.png")


def test_a_duplicate_name_is_refused_with_the_reason_and_space_rolls(driver, serve):
    from selenium.webdriver.common.keys import Keys

    driver.get(serve(table_of("classic", [], [6, 6, 6, 6, 6])))
    field = driver.find_element("id", "new-name")
    field.send_keys("Ana", Keys.ENTER)
    wait_for(driver, lambda: len(driver.find_elements("css selector", ".player .name")) == 1)
    driver.find_element("id", "new-name").send_keys("  ana ", Keys.ENTER)
    wait_for(driver, lambda: page_message(driver))
    # the name as typed, not made a capital as a refusal's first word is: the case is the point (trial 26)
    assert driver.find_element("id", "message").text == ("'ana' is the same name as 'Ana', who is already playing: "
                                                           "choose another player name")
    assert driver.find_element("id", "new-name").get_attribute("value") == "  ana "  # kept, to be corrected
    driver.find_element("id", "new-name").clear()
    driver.find_element("id", "new-name").send_keys("<i>Zoë</i>", Keys.ENTER)
    wait_for(driver, lambda: len(driver.find_elements("css selector", ".player .name")) == 2)
    assert [n.text for n in driver.find_elements("css selector", ".player .name")] == ["Ana", "<i>Zoë</i>"]
    assert driver.find_elements("css selector", ".player i") == []  # a name is text, never markup
    click(driver, 'button.remove[data-name="<i>Zoë</i>"]')
    assert [n.text for n in driver.find_elements("css selector", ".player .name")] == ["Ana"]

    before = shown_version(driver)
    driver.find_element("tag name", "body").send_keys(" ")
    wait_for(driver, lambda: shown_version(driver) != before)
    assert driver.find_element("css selector", "button.die").get_attribute("aria-label") == "Die 1: 6"
    marked = driver.find_elements("css selector", ".choice.marked")
    assert any(b.get_attribute("data-choice") == "yahtzee" and "50" in b.text for b in marked)
    # the highlight pulses at most once a second, and not at all when the system asks for less motion
    box = '.choice[data-choice="yahtzee"]'
    style = driver.execute_script(f"const s = getComputedStyle(document.querySelector('{box}'));"
                                  "return [s.animationName, s.animationDuration, s.outlineWidth, s.borderTopWidth];")
    assert style[0] == "glow" and float(style[1].rstrip("s")) >= 1 and style[3] == "5px"
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})
    still = driver.execute_script(f"const s = getComputedStyle(document.querySelector('{box}'));"
                                  "return [s.animationName, s.borderTopWidth];")
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
    assert still == ["none", "5px"]  # the static outline stays

    before = shown_version(driver)
    driver.find_element("tag name", "body").send_keys("3")  # a digit locks that die
    wait_for(driver, lambda: shown_version(driver) != before)
    assert driver.find_elements("css selector", "button.lock")[2].get_attribute("aria-pressed") == "true"


def test_restart_asks_first_and_clears_the_cards(driver, serve):
    from selenium.webdriver.common.keys import Keys

    driver.get(serve(table_of("classic", ["Ana"], [3, 3, 3, 5, 5])))
    click(driver, "button.roll")
    click(driver, '.choice[data-choice="full-house"]')
    assert "25" in driver.find_elements("css selector", ".board tbody tr")[10].text
    press(driver, driver.find_element("css selector", '[data-action="restart-ask"]'))
    dialog = driver.find_element("id", "confirm-restart")
    wait_for(driver, lambda: dialog.get_attribute("open") is not None)
    press(driver, driver.find_element("css selector", "#confirm-restart button[value=no]"))
    assert driver.find_element("id", "confirm-restart").get_attribute("open") is None
    assert "25" in driver.find_elements("css selector", ".board tbody tr")[10].text

    before = shown_version(driver)
    press(driver, driver.find_element("css selector", '[data-action="restart-ask"]'))
    wait_for(driver, lambda: dialog.get_attribute("open") is not None)
    driver.switch_to.active_element.send_keys(Keys.ENTER)  # Enter confirms
    wait_for(driver, lambda: shown_version(driver) != before)
    rows = driver.find_elements("css selector", ".board tbody tr")
    assert rows[10].text == "Full House"
    assert "New cards for Ana" in driver.find_element("id", "live").get_attribute("textContent")


def test_a_short_place_value_game_built_from_the_dice(driver, serve):
    from worksheets.place_value import PlaceValueGame, parse_category
    from worksheets.play import PlaceValueMatch
    from worksheets.rules import preset

    game = PlaceValueGame(4, "d6")
    phrases = ["Number with 3 in the hundreds place", "WILD! Any number can be written here."]
    match = PlaceValueMatch(preset("place-value"), ["Ana", "Ben"], categories=[parse_category(p, game) for p in phrases],
                            game=game)
    # roll-off: Ana 4, Ben 24, so Ben first. Ben 6 3 4 1; Ana 2 2 5 5; Ben 1 2 3 4; Ana 6 6 5 1;
    # the tie's final roll: Ana 6 5 4 3 makes 6,543, Ben 1 1 1 2 makes 2,111.
    rolls = [[1, 1, 1, 1], [6, 6, 6, 6], [6, 3, 4, 1], [2, 2, 5, 5], [1, 2, 3, 4], [6, 6, 5, 1],
             [6, 5, 4, 3], [1, 1, 1, 2]]
    driver.get(serve(table_of("place-value", [], *rolls, match=match)))
    click(driver, "button.roll")
    assert current_player(driver) == "Ben"
    for position in (1, 4, 2, 3):  # 6 1 3 4: 1 in the hundreds place
        press(driver, driver.find_elements("css selector", "button.die")[position - 1])
    assert driver.find_element("id", "entry").get_attribute("value") == "6134"
    click(driver, '.choice[data-choice="1"]')
    assert driver.find_element("id", "message").text == "6,134 has 1 in the hundreds place, not 3"
    save_shot(driver, "projector-place-value.png")
    press(driver, driver.find_element("css selector", '[data-action="clear"]'))
    for position in (1, 2, 3, 4):  # 6 3 4 1
        press(driver, driver.find_elements("css selector", "button.die")[position - 1])
    # The last refusal is still on the page until the answer comes: wait for the new version itself.
    before = shown_version(driver)
    press(driver, driver.find_element("css selector", '.choice[data-choice="1"]'))
    wait_for(driver, lambda: shown_version(driver) != before)
    assert driver.find_element("id", "message").text == ""
    click(driver, "button.roll")  # Ana: 2 2 5 5 has no 3, but WILD is open: X is refused
    press(driver, driver.find_element("css selector", '[data-action="x"]'))
    click(driver, '.choice[data-choice="1"]')
    # The refusal, written to follow "Error: " in a terminal, starts a sentence on the page (trial 24).
    assert driver.find_element("id", "message").text == (
        "These dice can fill category 2 (WILD! Any number can be written here.), such as 5,522; "
        "X is only for a roll that fills no open category")
    save_shot(driver, "projector-place-value-refusal.png")
    press(driver, driver.find_element("css selector", '[data-action="clear"]'))
    driver.find_element("id", "entry").send_keys("5522")
    click(driver, '.choice[data-choice="2"]')
    click(driver, "button.roll")  # Ben: 1 2 3 4, wild
    driver.find_element("id", "entry").send_keys("4321")
    click(driver, '.choice[data-choice="2"]')
    click(driver, "button.roll")  # Ana: 6 6 5 1 has no 3 and only category 1 is open: X
    press(driver, driver.find_element("css selector", '[data-action="x"]'))
    click(driver, '.choice[data-choice="1"]')
    wait_for(driver, lambda: driver.find_elements("css selector", ".celebrate"))
    # category 1: Ben 6,341 beats X; category 2: Ana 5,522 beats 4,321: 1 point each, a tie
    lines = text_of(driver, ".celebrate .lines")
    assert "6,341 (six thousand, three hundred forty-one)" in lines
    assert "5,522 (five thousand, five hundred twenty-two)" in lines
    cheers = [c.text for c in driver.find_elements("css selector", ".cheer")]
    # A tie is settled by the final roll (SPEC 2): only its winner is congratulated.
    assert cheers == ["Congratulations, Ana! You win the final roll and the game."]
    assert "share the win" not in lines and "Ana and Ben are tied with 1 point each." in lines
    assert "Final roll: Ana 6,543, Ben 2,111." in lines
    save_shot(driver, "projector-place-value-end.png")


def test_the_whole_class_roll_shows_the_dice_and_the_categories(driver, serve):
    from worksheets.rules import preset

    rules = preset("place-value")
    match = new_match(rules, [])  # the card drawn with the default generator of the tests
    driver.get(serve(table_of("place-value", [], [5, 2, 6, 1], [3], match=match)) + "class")
    body = driver.find_element("tag name", "body")
    before = shown_version(driver)
    body.send_keys(" ")
    wait_for(driver, lambda: shown_version(driver) != before)
    dice = driver.find_elements("css selector", ".dice.huge button.die")
    assert [d.get_attribute("aria-label") for d in dice] == ["Die 1: 5", "Die 2: 2", "Die 3: 6", "Die 4: 1"]
    assert dice[0].size["height"] >= 200
    phrases = [li.text for li in driver.find_elements("css selector", ".categories li")]
    assert phrases == [c.phrase() for c in match.categories]
    for key in "123":
        before = shown_version(driver)
        body.send_keys(key)
        wait_for(driver, lambda: shown_version(driver) != before)
    click(driver, "button.roll")
    labels = [d.get_attribute("aria-label") for d in driver.find_elements("css selector", ".dice.huge button.die")]
    assert labels == ["Die 1: 5, held", "Die 2: 2, held", "Die 3: 6, held", "Die 4: 3"]
    assert "The dice: 5, 2, 6, 3. That was the last roll." in driver.find_element("id", "live").get_attribute("textContent")
    save_shot(driver, "projector-whole-class.png")


def test_a_state_fetched_before_a_move_is_not_shown_over_it(driver, serve):
    # The page asks for the game's state every 1.5 s. An answer that left the server before a roll and arrives
    # after it used to be drawn over the roll (the dice and boxes went back until the next poll). Here every
    # state answer is held until the test lets it through, and the roll is clicked while one is held.
    driver.get(serve(table_of("classic", ["Ana"], [2, 3, 4, 5, 1])))
    driver.execute_script("""
        const real = window.fetch;
        window.heldStates = [];  // how to let each held state answer through
        window.statesHandled = 0;
        window.fetch = async (url, options) => {
            const answer = await real(url, options);
            if (!String(url).includes("/api/state")) { return answer; }
            const data = await answer.json();
            await new Promise(resolve => window.heldStates.push(resolve));
            // what the page reads of an answer; counted once the page has handled it (its next task)
            return {json: async () => { setTimeout(() => { window.statesHandled += 1; }); return data; }};
        };""")
    wait_for(driver, lambda: driver.execute_script("return window.heldStates.length"))
    click(driver, "button.roll")
    rolled = shown_version(driver)
    held = driver.execute_script("const held = window.heldStates.splice(0); held.forEach(go => go()); return held.length")
    wait_for(driver, lambda: driver.execute_script("return window.statesHandled") >= held)
    assert shown_version(driver) == rolled
    assert [d.get_attribute("aria-label") for d in driver.find_elements("css selector", "button.die")][0] == "Die 1: 2"


def test_a_refusal_in_view_lets_a_click_through_to_the_button_under_it(driver, serve):
    # Trial 16: the red refusal, fixed at the foot of the page until the next move, took the clicks meant for
    # the Roll button and the boxes under it.
    from selenium.webdriver.common.keys import Keys

    driver.get(serve(table_of("classic", ["Ana"], [6, 6, 6, 6, 6])))
    driver.find_element("id", "new-name").send_keys("ana", Keys.ENTER)
    wait_for(driver, lambda: page_message(driver))
    hit = driver.execute_script("const r = document.getElementById('message').getBoundingClientRect();"
                                "const e = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);"
                                "return e && e.id;")
    assert hit != "message"  # the point under the banner belongs to what is drawn beneath it
