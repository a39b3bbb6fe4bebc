"""The projector page on common projector screens (headless Chromium): the five dice in one row with the
Roll button, Hint and every box to score in view (1280x657 is a browser window on a 1280x800 projector), and the scoreboard's every column in view, never scrolled
sideways, for 2 to 8 players with short names and names of 40 characters without a space."""

from __future__ import annotations

import functools
import random

import pytest

from tests.web.browser import MISSING, Server, have_browser, press, save_shot, wait_for

pytestmark = pytest.mark.skipif(not have_browser(), reason=MISSING)

SHORT = ["Ana", "Ben", "Cy", "Dee", "Eli", "Fay", "Gus", "Hal"]
LONG = ["Maximiliana" + "a" * 28 + str(i) for i in range(8)]  # 40 characters, no space to wrap at


@pytest.fixture
def driver(browser_session):
    """The shared browser as it is: every test here sets its own window size (open_at), so the first size is not
    put back before it (a resize costs as much CPU as a fifth of a page load)."""
    browser, _ = browser_session
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": []})
    return browser


@pytest.fixture(scope="module")
def pages():
    """A rolled first turn of a classic game, served for each (players, names) asked for."""
    from cli.web.app import create_app
    from cli.web.table import Table
    from worksheets.rules import preset

    servers = {}

    def url(count: int, names: list[str]) -> str:
        key = (count, names[0])
        if key not in servers:
            table = Table.new(preset("classic"), names[:count], seed=3)
            table.act("roll", {"version": table.version})
            servers[key] = Server(create_app(table))
        return servers[key].url

    yield url
    for server in servers.values():
        server.stop()


def open_at(driver, url: str, width: int, height: int, ready: str = "button.choice") -> None:
    # The window holds the page and its frame: make the page itself width x height. The frame's size, once
    # measured, is kept on the driver (the browser lives for the session), which saves a resize per page.
    frame = getattr(driver, "worksheets_frame", (0, 0))
    driver.set_window_size(width + frame[0], height + frame[1])
    driver.get(url)
    inner = wait_for(driver, lambda: driver.execute_script(  # the page ready, and its size, in one round trip
        "return document.querySelector(arguments[0]) && [window.innerWidth, window.innerHeight]", ready))
    if inner != [width, height]:
        frame = (frame[0] + width - inner[0], frame[1] + height - inner[1])
        driver.worksheets_frame = frame
        driver.set_window_size(width + frame[0], height + frame[1])
        wait_for(driver, lambda: driver.execute_script("return [window.innerWidth, window.innerHeight]")
                 == [width, height])


def box(driver, css: str) -> dict:
    return driver.execute_script("const r = document.querySelector(arguments[0]).getBoundingClientRect();"
                                 "return {top: r.top, bottom: r.bottom, left: r.left, right: r.right};", css)


def every_choice_bottom(driver) -> float:
    return driver.execute_script("return Math.max(...[...document.querySelectorAll('button.choice')]"
                                 ".map(b => b.getBoundingClientRect().bottom))")


@pytest.mark.parametrize("width, height, count", [
    (1024, 768, 2), (1024, 768, 3), (1280, 800, 3), (1280, 800, 5), (1280, 800, 8), (1280, 657, 2),
    (1280, 657, 8), (1440, 900, 4), (1280, 1024, 8), (1920, 1080, 8),
])
def test_the_dice_stay_in_one_row_with_roll_hint_and_every_box_in_view(driver, pages, width, height, count):
    open_at(driver, pages(count, SHORT), width, height)
    save_shot(driver, f"projector-layout-{width}x{height}-{count}-players.png")
    tops = driver.execute_script("return [...document.querySelectorAll('.dice .die')]"
                                 ".map(d => Math.round(d.getBoundingClientRect().top))")
    assert len(tops) == 5 and len(set(tops)) == 1, tops  # one row: the 5th die has not wrapped
    for css in ("button.roll", "button[data-action=hint]"):
        assert box(driver, css)["bottom"] <= height, css  # above the fold
    assert driver.execute_script("return document.querySelectorAll('button.choice').length") == 13  # classic
    assert every_choice_bottom(driver) <= height  # the last box too: no scrolling to score
    assert box(driver, ".dice .die-slot:last-child")["right"] <= box(driver, ".scoreboard")["left"]
    # The dice stay large enough to read across a classroom: 72 pixels of a 1280-pixel-wide projected picture
    # 2.5 m wide is a die 14 cm high.
    assert box(driver, ".dice .die")["bottom"] - box(driver, ".dice .die")["top"] >= 72


def test_a_place_value_turn_has_every_category_in_view_in_a_window_on_a_1280x800_projector(driver):
    from cli.web.app import create_app
    from cli.web.table import Table
    from worksheets.rules import preset

    table = Table.new(preset("place-value"), ["Ana", "Ben"], seed=3)
    table.act("roll", {"version": table.version})
    server = Server(create_app(table))
    try:
        open_at(driver, server.url, 1280, 657)
        save_shot(driver, "projector-place-value-1280x657.png")
        assert driver.execute_script("return document.querySelectorAll('button.choice').length") == 9
        assert every_choice_bottom(driver) <= 657
        assert box(driver, "#entry")["bottom"] <= 657
    finally:
        server.stop()


@pytest.mark.parametrize("width, height, count, names", [
    (1920, 1080, 8, SHORT), (1920, 1080, 8, LONG), (1280, 800, 8, LONG), (1280, 800, 3, LONG),
    (1024, 768, 8, SHORT), (1024, 768, 5, LONG),
])
def test_the_scoreboard_shows_every_column_without_scrolling_sideways(driver, pages, width, height, count, names):
    open_at(driver, pages(count, names), width, height)
    kind = "long" if names is LONG else "short"
    save_shot(driver, f"projector-scoreboard-{width}x{height}-{count}-{kind}.png")
    board = driver.find_element("css selector", ".scoreboard")
    assert driver.execute_script("return arguments[0].scrollWidth <= arguments[0].clientWidth", board)
    assert driver.execute_script("return document.documentElement.scrollWidth") <= width
    heads = driver.execute_script("return [...document.querySelectorAll('.board thead th')]"
                                  ".map(th => th.getBoundingClientRect().right)")
    assert len(heads) == count + 1 and max(heads) <= width
    # Every name can be read: whole, or shortened in the middle with the whole name for a screen reader.
    said = driver.execute_script("return [...document.querySelectorAll('.board thead th')].slice(1)"
                                 ".map(th => th.textContent.trim())")
    for name, text in zip(names, said):
        assert name in text


#: Eight full names a class may have, up to 35 letters, with spaces and hyphens (trial 24's, within 40 letters).
REAL = ["Maximilian Alexander Hohenzollern", "Anastasia Konstantinova-Petrovskaya", "Zoë Åberg-Lindqvist",
        "Oluwaseun Adebayo-Okonkwo", "Christopher Montgomery-Wellington", "Guadalupe Fernández-Villaverde",
        "Bartholomew Whitfield-Ashcombe", "Jean-Baptiste Lefebvre-Dubois"]


@pytest.mark.parametrize("width, height, count", [(1280, 800, 8), (1280, 800, 5), (1920, 1080, 8), (1024, 768, 8)])
def test_long_full_names_show_their_words_whole(driver, pages, width, height, count):
    # Before, their words did not fit beside the dice, so the headings broke inside words ("Maximi/lian/Ale…",
    # trial 24). Now the board goes below the boxes, where its names show whole or in their brief forms
    # ("Maximilian H."): every word whole, every name read whole.
    from worksheets.names import brief_names

    open_at(driver, pages(count, REAL), width, height)
    save_shot(driver, f"projector-scoreboard-{width}x{height}-{count}-real.png")
    assert driver.execute_script(WORDS_SPLIT) == []
    heads = driver.execute_script(  # each heading's text as read aloud, and as drawn
        "return [...document.querySelectorAll('.board thead th')].slice(1).map(th => {"
        " const brief = th.querySelector('.brief'), full = th.querySelector('.full') || th;"
        " const drawn = brief && brief.getBoundingClientRect().width > 1 ? brief"
        "   : full.querySelector('[aria-hidden]') || full;"
        " return [th.textContent, drawn.textContent]; })")
    briefs = brief_names(REAL)
    assert len(heads) == count
    for name, (text, drawn) in zip(REAL, heads):
        assert name in text  # for a screen reader
        # whole, or its brief form; a name over 24 letters always in its brief form ("Maximilian H.")
        assert drawn == briefs[name] or (drawn == name and len(name) <= 24), (name, drawn)
    assert driver.execute_script("return document.documentElement.scrollWidth") <= width
    if width > 1800:  # a wide projector: before, the board of 8 kept 12.8-pixel headings beside the dice (trial 26)
        sizes = driver.execute_script("return [...document.querySelectorAll('.board th, .board td')]"
                                      ".map(cell => parseFloat(getComputedStyle(cell).fontSize))")
        assert min(sizes) >= 16, min(sizes)
    # the dice, Roll and every box stay in view
    for css in (".dice .die", "button.roll", "button.choice"):
        assert bottom(driver, css) <= height, css


def test_long_names_leave_the_first_row_of_boxes_in_view(driver, pages):
    # 8 players with 40-character names at 1280x800: the turn line shortens the name in the middle (its title and
    # a screen reader keep it whole), so the boxes this roll can go in start above the fold, their first row whole.
    open_at(driver, pages(8, LONG), 1280, 800)
    save_shot(driver, "projector-choices-1280x800-8-long.png")
    rows = driver.execute_script(
        "const tops = [...document.querySelectorAll('button.choice')].map(b => b.getBoundingClientRect());"
        "const first = Math.min(...tops.map(r => r.top));"
        "return tops.filter(r => r.top - first < 2).map(r => r.bottom);")
    assert len(rows) >= 2 and max(rows) <= 800, rows  # the whole first row (2 boxes side by side)
    # The turn line on one line: before, the whole name wrapped it onto two and pushed the boxes down a line.
    lines = driver.execute_script("const w = document.querySelector('.whose');"
                                  "return w.getBoundingClientRect().height / parseFloat(getComputedStyle(w).lineHeight)")
    assert lines < 1.5, lines
    whose = driver.execute_script("const now = document.querySelector('.whose .now');"
                                  "return [now.querySelector('[title]').title, now.querySelector('.sr-only').textContent]")
    assert whose == [LONG[0], LONG[0]]


@pytest.mark.parametrize("rules, players, width, height", [
    # Six teams and the Zombie's game: seven columns. Before, the headings broke inside words ("Zombi" / "e game"),
    # since they kept the large type of a board of few columns beside a wide column of row labels.
    ("zombie", ["Red", "Blue", "Green", "Gold", "Grey", "Pink"], 1024, 768),
    ("zombie", ["Red", "Blue", "Green", "Gold", "Grey", "Pink"], 1280, 800),
    ("zombie", ["Red", "Blue", "Green", "Gold", "Grey", "Pink"], 1920, 1080),
    # Two players: the board was as narrow as two short names need, and "Łukasz" broke as "Łuka" / "sz".
    ("classic", ["Zoë", "Łukasz"], 1280, 800),
    ("classic", ["Zoë", "Bogdan", "Łukasz"], 1280, 800),
])
def test_short_headings_break_only_between_words(driver, rules, players, width, height):
    from cli.web.app import create_app
    from cli.web.table import Table
    from worksheets.rules import preset

    table = Table.new(preset(rules), players, seed=3)
    table.act("roll", {"version": table.version})
    server = Server(create_app(table))
    try:
        open_at(driver, server.url, width, height)
        save_shot(driver, f"projector-{rules}-headings-{len(players)}-{width}x{height}.png")
        # each word of each heading laid out on one line: a Range over it has a single box
        broken = driver.execute_script("""
            const out = [];
            for (const th of document.querySelectorAll('.board thead th')) {
              const walker = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
              for (let t = walker.nextNode(); t; t = walker.nextNode()) {
                for (const m of t.textContent.matchAll(/\\S+/g)) {
                  const r = document.createRange();
                  r.setStart(t, m.index); r.setEnd(t, m.index + m[0].length);
                  if (r.getClientRects().length > 1) out.push(m[0]);
                }
              }
            }
            return out;""")
        heads = driver.execute_script("return [...document.querySelectorAll('.board thead th')]"
                                      ".map(th => th.textContent.trim())")
        assert players[-1] in heads  # the columns this is about are there
        assert "Zombie game 1" in heads or rules != "zombie"
        assert broken == []
    finally:
        server.stop()


# --- a browser window on a projector: 1024x768 and 1280x800 screens leave about 1024x625 and 1280x657 ---------------

TRIAL = ["Ana", "Zoë Ångström-Łukasz", "Жанна", "Maximilian Alexander Bartholomew-Smythe"]
TRIAL_26 = ["Wolfeschlegelsteinhausenbergerdorff", "Anastasia Konstantinova-Petrovskaya",
            "Anastasia Kuznetsova-Smirnova-Ivanova", "Konstantinopolitanischer Dudelsack",
            "Jean-Baptiste Emmanuel Zorg-Lefebvre", "Ana", "María José Carrasco de la Fuente", "Zoë Ødegård-Brønnøysund Æbelø"]


def serve(table):
    from cli.web.app import create_app

    return Server(create_app(table))


def finish(table) -> None:
    """Play ``table``'s match to its end: the first box each turn, or in place value the first number the rules take."""
    from itertools import permutations

    from worksheets.errors import WorksheetError

    while not table.match.finished:
        state = table.state()
        if state["computer_turn"]:
            table.act("computer", {"version": table.version})
        elif not state["turn"] or not state["turn"]["rolls"]:
            table.act("roll", {"version": table.version})
        elif not table.match.writes_numbers:
            table.act("score", {"version": table.version, "choice": state["choices"][0]["key"]})
        else:
            entries = ["X"] + ["".join(map(str, p)) for p in permutations(state["turn"]["dice"])]
            for choice in state["choices"]:
                for entry in entries:
                    try:
                        table.act("score", {"version": table.version, "choice": choice["key"], "entry": entry})
                    except WorksheetError:
                        continue
                    break
                else:
                    continue
                break


def bottom(driver, css: str) -> float:
    return driver.execute_script("return Math.max(...[...document.querySelectorAll(arguments[0])]"
                                 ".map(e => e.getBoundingClientRect().bottom))", css)


def test_after_a_hint_the_dice_roll_and_every_box_are_in_view_at_1024x625(driver):
    from cli.web.table import Table
    from worksheets.rules import preset

    table = Table.new(preset("classic"), TRIAL, seed=5)
    table.act("roll", {"version": table.version})
    table.act("hold", {"version": table.version, "dice": [1, 2]})
    table.act("hint", {"version": table.version})
    server = serve(table)
    try:
        open_at(driver, server.url, 1024, 625, ".advice")
        save_shot(driver, "projector-hint-1024x625.png")
        assert driver.execute_script("return document.querySelectorAll('button.choice').length") == 13
        for css in (".dice .die", "button.roll", ".advice .doing", "button.choice"):
            assert bottom(driver, css) <= 625, css
        # what to do is shown whole; why is a click away
        doing = driver.find_element("css selector", ".advice .doing").text
        assert doing.startswith("Best: ") and "Release dice 1 and 2 first" in doing
        assert driver.find_element("css selector", ".advice .why summary").is_displayed()
    finally:
        server.stop()


def test_a_place_value_turn_of_three_players_has_every_category_in_view_at_1024x625(driver):
    from cli.web.table import Table
    from worksheets.rules import preset

    table = Table.new(preset("place-value"), ["Ana", "Ben", "Chloé"], seed=3)
    table.act("roll", {"version": table.version})
    server = serve(table)
    try:
        open_at(driver, server.url, 1024, 625)
        save_shot(driver, "projector-place-value-1024x625.png")
        assert driver.execute_script("return document.querySelectorAll('button.choice').length") == 9
        for css in ("button.choice", "#entry", "button[data-action=x]", "button.roll"):
            assert bottom(driver, css) <= 625, css
    finally:
        server.stop()


def test_a_finished_classic_game_shows_the_grand_total_and_its_buttons_at_1024x625(driver):
    from cli.web.table import Table
    from worksheets.rules import preset

    table = Table.new(preset("classic"), TRIAL, seed=5)
    finish(table)
    server = serve(table)
    try:
        open_at(driver, server.url, 1024, 625, ".celebrate")
        save_shot(driver, "projector-finished-1024x625.png")
        last = driver.execute_script("const rows = document.querySelectorAll('.board tbody tr');"
                                     "const r = rows[rows.length - 1]; return [r.textContent, r.getBoundingClientRect().bottom]")
        assert "Grand total" in last[0] and last[1] <= 625
        assert bottom(driver, ".celebrate .row .button, .celebrate .row button") <= 625
    finally:
        server.stop()


def test_a_computers_turn_keeps_its_turn_line_on_one_line_and_every_box_in_view_at_1280x657(driver):
    from cli.web.table import Table
    from worksheets.rules import preset

    table = Table.new(preset("classic"), TRIAL, seed=5, computers=["Robo:optimal"], pace=1000)
    while not (table.computer_turn and table.match.turn is not None and table.match.turn.rolled):
        state = table.state()
        if state["computer_turn"]:
            table.act("computer", {"version": table.version})
        elif not state["turn"] or not state["turn"]["rolls"]:
            table.act("roll", {"version": table.version})
        else:
            table.act("score", {"version": table.version, "choice": state["choices"][-1]["key"]})
    server = serve(table)
    try:
        open_at(driver, server.url, 1280, 657)
        save_shot(driver, "projector-computer-turn-1280x657.png")
        whose = driver.find_element("css selector", ".whose")
        assert "the computer plays (optimal)" in whose.text and "Robo" in whose.text
        lines = driver.execute_script("const w = document.querySelector('.whose'); const r = document.createRange();"
                                      "r.selectNodeContents(w);"
                                      "const boxes = [...r.getClientRects()].filter(b => b.width > 0);"
                                      "return Math.max(...boxes.map(b => b.top)) < Math.min(...boxes.map(b => b.bottom))")
        assert lines  # every piece of the line shares a height on screen: one line, not two
        assert driver.execute_script("return document.querySelectorAll('button.choice').length") == 13
        assert bottom(driver, "button.choice") <= 657
    finally:
        server.stop()


def test_a_finished_place_value_game_has_its_buttons_above_the_list_at_1280x657(driver):
    from cli.web.table import Table
    from worksheets.rules import preset

    table = Table.new(preset("place-value"), ["Ana", "Ben"], seed=3)
    finish(table)
    server = serve(table)
    try:
        open_at(driver, server.url, 1280, 657, ".celebrate")
        save_shot(driver, "projector-place-value-finished-1280x657.png")
        assert bottom(driver, ".celebrate .lines") > 657  # the list is long: this is the case that matters
        assert driver.execute_script("return document.documentElement.scrollWidth") <= 1280  # nor a sideways scroll
        for css in ('.celebrate a[href^="/print"]', ".celebrate button[data-action=restart]"):
            assert bottom(driver, css) <= 657, css
    finally:
        server.stop()


WORDS_SPLIT = """
    // every word of every heading on one line: a Range over it has a single box. A word ends at a space, or after
    // a hyphen (a name may break there). The copy of a shortened name kept for screen readers is not drawn.
    const out = [];
    for (const th of document.querySelectorAll('.board thead th')) {
      const walker = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
      for (let t = walker.nextNode(); t; t = walker.nextNode()) {
        if (t.parentElement.closest('.sr-only')) continue;
        for (const m of t.textContent.matchAll(/[^\\s-]+-*/g)) {
          const r = document.createRange();
          r.setStart(t, m.index); r.setEnd(t, m.index + m[0].length);
          if (r.getClientRects().length > 1) out.push(m[0]);
        }
      }
    }
    return out;"""


@pytest.mark.parametrize("rules, players, width, height", [
    ("classic", TRIAL, 1024, 625), ("classic", TRIAL, 1280, 657), ("classic", TRIAL, 1920, 937),
    ("classic", TRIAL, 1280, 800), ("classic", TRIAL, 1920, 1080), ("classic", TRIAL, 1280, 1024),
    ("zombie", ["Brain Eaters", "The Survivors"], 1280, 657),
    # a name of one word too long for its brief form is cut in the middle, "Wolfeschlegels…gerdorff": before, the
    # cut was a place to break it (trial 26)
    ("classic", TRIAL_26, 1920, 1080), ("classic", TRIAL_26, 1280, 800),
])
def test_names_the_trial_broke_break_only_between_words(driver, rules, players, width, height):
    from cli.web.table import Table
    from worksheets.rules import preset

    table = Table.new(preset(rules), players, seed=3)
    table.act("roll", {"version": table.version})
    server = serve(table)
    try:
        open_at(driver, server.url, width, height)
        save_shot(driver, f"projector-trial-headings-{rules}-{width}x{height}.png")
        heads = driver.execute_script("return [...document.querySelectorAll('.board thead th')]"
                                      ".map(th => th.textContent)")
        assert all(any(p in h for h in heads) for p in players)
        assert driver.execute_script(WORDS_SPLIT) == []
        assert driver.execute_script("return document.documentElement.scrollWidth") <= width
    finally:
        server.stop()


@pytest.mark.parametrize("page", ["game", "class"])
def test_the_number_under_a_held_die_is_not_covered_by_its_frame(driver, page):
    from cli.web.table import Table
    from worksheets.rules import preset

    table = Table.new(preset("place-value" if page == "class" else "classic"), ["Ana", "Ben"], seed=3)
    if page == "class":
        table.class_act("roll", {"version": table.version})
        table.class_act("hold", {"version": table.version, "dice": [1, 2]})
    else:
        table.act("roll", {"version": table.version})
        table.act("hold", {"version": table.version, "dice": [1, 2]})
    server = serve(table)
    try:
        open_at(driver, server.url + ("class" if page == "class" else ""), 1024, 625, ".die-slot.held")
        save_shot(driver, f"projector-held-number-{page}.png")
        found = driver.execute_script("""
            return [...document.querySelectorAll('.die-slot.held')].map(slot => {
              const key = slot.querySelector('.die-key'), die = slot.querySelector('.die');
              const k = key.getBoundingClientRect(), d = die.getBoundingClientRect(), s = getComputedStyle(die);
              const frame = parseFloat(s.outlineWidth) + parseFloat(s.outlineOffset);  // drawn outside the die
              const apart = k.right <= d.left - frame || k.left >= d.right + frame
                            || k.bottom <= d.top - frame || k.top >= d.bottom + frame;
              const hit = document.elementFromPoint((k.left + k.right) / 2, (k.top + k.bottom) / 2);
              return [key.textContent.trim(), frame, apart, hit === key || key.contains(hit), k.height > 0];
            })""")
        assert [f[0] for f in found] == ["1", "2"]
        for number, frame, apart, hit, drawn in found:
            assert frame > 0 and apart and hit and drawn, number
    finally:
        server.stop()


@pytest.mark.parametrize("height, shown", [(1080, True), (625, False)])
def test_why_the_hint_is_best_is_shown_on_a_tall_screen_and_a_click_away_on_a_short_one(driver, height, shown):
    from cli.web.table import Table
    from worksheets.rules import preset

    table = Table.new(preset("classic"), ["Ana", "Ben"], seed=5)
    table.act("roll", {"version": table.version})
    table.act("hint", {"version": table.version})
    server = serve(table)
    try:
        open_at(driver, server.url, 1920 if shown else 1024, height, ".advice")
        why = driver.find_elements("css selector", ".advice .why p")
        assert why and why[-1].get_attribute("textContent").startswith("Best play here means")
        assert [p.is_displayed() for p in why] == [shown] * len(why)
        if not shown:
            press(driver, driver.find_element("css selector", ".advice .why summary"))
            assert all(p.is_displayed() for p in why)
    finally:
        server.stop()


# --- many players with ordinary full names on a 1024-wide projector ---------------------------------------------------

FULL = ["Alexandrina Papadopoulou", "Maximilian Schwarzenegger", "Oluwaseun Adebayo-Okafor", "Christopher Montgomery",
        "Guadalupe Fernández", "Bartholomew Whitfield", "Anastasia Konstantinova", "Jean-Baptiste Lefebvre"]
ONE_WORD = FULL[:7] + ["Maximiliana" + "a" * 29]  # one name of 40 letters without a space
# a shortened name ("Maximilian Sch…zenegger") may break where it was shortened, as between words
SEAMS_SPLIT = WORDS_SPLIT.replace("[^\\s-]+-*", "[^\\s…-]+[-…]*")
assert SEAMS_SPLIT != WORDS_SPLIT

LABELS = """
    // each row label: how many lines it takes, and the words that break inside (a Range over a word has 2 boxes)
    return [...document.querySelectorAll('.board tbody th')].map(th => {
      const r = document.createRange(); r.selectNodeContents(th);
      const tops = new Set([...r.getClientRects()].filter(b => b.width > 0).map(b => Math.round(b.top)));
      const broken = [];
      const t = th.firstChild;
      for (const m of t.textContent.matchAll(/\\S+/g)) {
        const w = document.createRange(); w.setStart(t, m.index); w.setEnd(t, m.index + m[0].length);
        if (w.getClientRects().length > 1) broken.push(m[0]);
      }
      return [th.textContent, tops.size, broken];
    });"""


@pytest.mark.parametrize("names", [FULL, ONE_WORD], ids=["full-names", "one-40-letter-word"])
@pytest.mark.parametrize("width, height", [(1024, 625), (1024, 768)])
def test_eight_full_names_on_a_1024_screen_leave_the_scoreboard_readable(driver, names, width, height):
    # Before, the board stayed beside the dice in about 480 pixels: its row labels broke a letter a line
    # ("O/n/e/s"), the names inside words, and the page grew to 2,900 pixels. Now it goes below the boxes.
    from cli.web.table import Table
    from worksheets.rules import preset

    table = Table.new(preset("classic"), names, seed=3)
    table.act("roll", {"version": table.version})
    server = serve(table)
    try:
        open_at(driver, server.url, width, height)
        save_shot(driver, f"projector-full-names-{len(names)}-{width}x{height}-{'one-word' if names is ONE_WORD else 'full'}.png")
        for label, lines, broken in driver.execute_script(LABELS):
            assert lines <= 2 and broken == [], (label, lines, broken)
        if names is FULL:
            assert driver.execute_script(SEAMS_SPLIT) == []  # every name whole, or broken between its words
        heads = driver.execute_script("return [...document.querySelectorAll('.board thead th')].slice(1)"
                                      ".map(th => [th.textContent, parseFloat(getComputedStyle(th).fontSize)])")
        assert len(heads) == 8 and min(size for _, size in heads) >= 13  # not the 11-pixel type of 8 columns beside
        assert driver.execute_script("return document.documentElement.scrollWidth") <= width
        assert driver.execute_script("return document.documentElement.scrollHeight") < 2 * height
        # the game itself stays in view: the dice in one row, Roll, Hint and every box
        tops = driver.execute_script("return [...document.querySelectorAll('.dice .die')]"
                                     ".map(d => Math.round(d.getBoundingClientRect().top))")
        assert len(set(tops)) == 1
        for css in (".dice .die", "button.roll", "button[data-action=hint]", "button.choice"):
            assert bottom(driver, css) <= height, css
    finally:
        server.stop()


# --- the whole-class roll of a six-digit place-value game ---------------------------------------------------------------

@functools.cache
def longest_categories_seed() -> int:
    """Of the first seeds, the one whose nine categories have the most words (the list most likely to be cut)."""
    from cli.web.table import Table
    from worksheets.rules import preset

    def length(seed: int) -> int:
        table = Table.new(preset("place-value"), ["Ana", "Ben"], seed=seed, digits=6, dice="d10")
        return sum(len(c.phrase()) for c in table.match.categories)

    return max(range(20), key=length)


@pytest.mark.parametrize("width, height", [(1024, 768), (1024, 625), (1280, 657)])
def test_the_whole_class_roll_of_six_dice_has_every_category_in_view(driver, width, height):
    # Before, at 1024x768 the six dice were 120 pixels high and the categories in 26-pixel type: the fifth was cut
    # at the bottom edge.
    from cli.web.table import Table
    from worksheets.rules import preset

    table = Table.new(preset("place-value"), ["Ana", "Ben"], seed=longest_categories_seed(), digits=6, dice="d10")
    table.class_act("roll", {"version": table.version})
    server = serve(table)
    try:
        open_at(driver, server.url + "class", width, height, ".die-slot")
        save_shot(driver, f"projector-class-6-dice-{width}x{height}.png")
        found = driver.execute_script("return [...document.querySelectorAll('.categories li')].map(li => {"
                                      "const r = li.getBoundingClientRect(); return [r.bottom, r.right,"
                                      " parseFloat(getComputedStyle(li).fontSize)]; })")
        assert len(found) == 9
        for number, (low, right, size) in enumerate(found, 1):
            assert low <= height and right <= width and size >= 18, number
        assert bottom(driver, "button.roll") <= height
        assert box(driver, ".dice .die")["bottom"] - box(driver, ".dice .die")["top"] >= 72
    finally:
        server.stop()


# --- the boxes to score on a wide screen ------------------------------------------------------------------------------

@pytest.mark.parametrize("width, height", [(1920, 1080), (1920, 937)])
def test_on_a_wide_screen_every_box_is_one_line_and_the_rows_line_up(driver, pages, width, height):
    # Before, 13 boxes sat in 8 narrow columns at 1920x937: "Small Straight" pushed its points onto a second line.
    open_at(driver, pages(2, SHORT), width, height)
    save_shot(driver, f"projector-boxes-{width}x{height}.png")
    found = driver.execute_script("return [...document.querySelectorAll('button.choice')].map(b => {"
                                  "const r = b.getBoundingClientRect(), p = b.querySelector('.points').getBoundingClientRect(),"
                                  " l = b.querySelector('.label').getBoundingClientRect();"
                                  "return [b.textContent.trim(), r.top, r.height, p.top < l.bottom && l.top < p.bottom]; })")
    assert len(found) == 13
    for text, _, _, beside in found:
        assert beside, text  # the points on the name's line
    heights = [h for _, _, h, _ in found]
    assert max(heights) - min(heights) < 1, heights  # every row as high as the others
    columns = sum(1 for _, top, _, _ in found if abs(top - found[0][1]) < 1)
    assert columns <= 5, columns
