"""A real browser for the projector's tests: Debian's headless Chromium driven by Selenium.

Both binaries are named, so Selenium never looks for (or downloads) a driver. Without
them the browser tests are skipped with a message naming the packages to install.
"""

from __future__ import annotations

import os
import tempfile
import threading
import time
from pathlib import Path

SHOTS = Path(__file__).resolve().parents[2] / "output" / "previews"
#: How long a step may take before a test fails: long enough for a loaded CI machine, and a wait
#: ends as soon as the page is ready, so a passing run is no slower for it.
WAIT_SECONDS = 30
CHROMIUM = Path(os.environ.get("WORKSHEETS_CHROMIUM", "/usr/bin/chromium"))
CHROMEDRIVER = Path(os.environ.get("WORKSHEETS_CHROMEDRIVER", "/usr/bin/chromedriver"))
MISSING = ("browser tests need Debian's chromium and chromium-driver packages "
           f"({CHROMIUM} and {CHROMEDRIVER}): apt-get install chromium chromium-driver")
FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-dev-shm-usage", "--window-size=1400,1000", "--force-device-scale-factor=1")


def have_browser() -> bool:
    return CHROMIUM.is_file() and CHROMEDRIVER.is_file()


def new_driver(profile: str):
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = str(CHROMIUM)
    for flag in FLAGS:
        options.add_argument(flag)
    options.add_argument(f"--user-data-dir={profile}")
    driver = webdriver.Chrome(options=options, service=Service(executable_path=str(CHROMEDRIVER)))
    driver.set_script_timeout(WAIT_SECONDS)  # a script that waits in the page (click) fails after as long
    freeze_animations(driver)
    return driver


def freeze_animations(driver) -> None:
    """Stop CSS animations: their clock (DevTools' playback rate 0, kept across page loads), and each one paused as
    it starts (a script every page runs first). The highlights pulse forever, and headless Chromium paints every
    frame in software: that doubled its CPU time. A stopped clock alone still drew a frame 60 times a second, some
    9% of a core for as long as the page stayed open, between tests too. The styles are unchanged (an animation's
    name and duration still read as the page sets them), and no test reads a frame of an animation."""
    driver.execute_cdp_cmd("Animation.setPlaybackRate", {"playbackRate": 0})
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": """
        document.addEventListener("animationstart", (event) => {
          for (const animation of event.target.getAnimations()) { animation.pause(); }
        }, true);"""})


def reset(driver, size: dict) -> None:
    """Between tests sharing a browser: the first window size, no emulated media. (Every test opens its own
    page first; a detour by about:blank costs a new renderer process, about 0.3 s of CPU.)"""
    if driver.get_window_size() != size:
        driver.set_window_size(size["width"], size["height"])
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": []})


class Server:
    """The projector's application served by uvicorn in a thread, at a free port on 127.0.0.1."""

    def __init__(self, app) -> None:
        import uvicorn

        from cli.commands.projector import listen

        self.sock = listen("127.0.0.1", 0)  # the command's own socket, as a teacher's projector gets it
        self.url = f"http://127.0.0.1:{self.sock.getsockname()[1]}/"
        config = uvicorn.Config(app, log_config=None, log_level="warning", access_log=False, lifespan="off")
        self.server = uvicorn.Server(config)
        self.server.install_signal_handlers = lambda: None  # older uvicorn; newer ones skip threads itself
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()
        deadline = time.monotonic() + 10
        while not self.server.started and time.monotonic() < deadline:
            time.sleep(0.02)

    def _run(self) -> None:
        try:
            self.server.run(sockets=[self.sock])
        finally:
            self.sock.close()

    def stop(self) -> None:
        """Stop serving, without waiting the 0.1 to 0.2 s uvicorn takes to close (it looks every 0.1 s, then waits
        0.1 s for the connections): a test has its own table and port, so an answer still going out is to a page no
        other test reads."""
        self.server.should_exit = True


def profile_dir() -> str:
    return tempfile.mkdtemp(prefix="worksheets-chromium-")


def shown_version(driver) -> int:
    """The version of the game the page shows (the server's answer may not be drawn yet)."""
    return int(driver.execute_script("return document.querySelector('#game .game').dataset.version"))


def page_message(driver) -> str:
    return driver.execute_script("return document.getElementById('message').textContent")


def wait_for(driver, condition, timeout: float = WAIT_SECONDS):
    """Wait until ``condition()``; the page redraws on every move, so an element read may go stale: try again."""
    from selenium.common.exceptions import StaleElementReferenceException
    from selenium.webdriver.support.ui import WebDriverWait

    return WebDriverWait(driver, timeout, poll_frequency=0.02,
                         ignored_exceptions=(StaleElementReferenceException,)).until(lambda d: condition())


#: Where a click on ``element`` lands: the centre of its first box (to the pixel), scrolled into view first if it is
#: not (as WebDriver does); and what is drawn there, which must be the element or inside it, else a person's click
#: would hit what covers it.
AIM = """(element) => {
    const first = () => [...element.getClientRects()].find(r => r.width > 0 && r.height > 0);
    let box = first();
    if (!box) { return {hidden: element.outerHTML.slice(0, 120)}; }
    if (box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth) {
      element.scrollIntoView({block: "end", inline: "nearest"});
      box = first();
    }
    const x = Math.floor(box.left + box.width / 2), y = Math.floor(box.top + box.height / 2);
    const hit = document.elementFromPoint(x, y);
    if (!hit || !(hit === element || element.contains(hit))) {
      return {covered: element.outerHTML.slice(0, 120), by: hit ? hit.outerHTML.slice(0, 120) : null};
    }
    return {x: x, y: y};
}"""
#: The version shown and the page's message, read at once.
SHOWN = ("[Number(document.querySelector('#game .game').dataset.version),"
         " document.getElementById('message').textContent]")


def press(driver, element) -> None:
    """Click ``element`` as a person would: the mouse moved to its centre, pressed and released there (WebDriver's
    pointer actions: trusted events, hit-tested by the page). Like WebDriver's element click it fails when the
    element is hidden or another covers it, in two round trips to the browser where that click takes some thirty."""
    _press_at(driver, driver.execute_script(f"return ({AIM})(arguments[0]);", element))


def _press_at(driver, aim: dict) -> None:
    from selenium.webdriver.common.actions.action_builder import ActionBuilder

    if "hidden" in aim:
        raise AssertionError(f"not shown, so it cannot be clicked: {aim['hidden']}")
    if "covered" in aim:
        raise AssertionError(f"{aim['covered']} is covered by {aim['by']}: a click would hit that")
    actions = ActionBuilder(driver, duration=0)  # Selenium's default glides the mouse there for 250 ms
    actions.pointer_action.move_to_location(aim["x"], aim["y"]).click()
    actions.perform()


def click(driver, css: str, index: int = 0) -> None:
    """Wait for the element, click it, and wait for the page to show the move's answer: a new version, or a
    new refusal (a message left from an earlier move is no answer)."""
    # what the page shows, the element and where to click it, in one script (the page cannot redraw meanwhile)
    before, aim = wait_for(driver, lambda: driver.execute_script(
        f"const found = document.querySelectorAll(arguments[0])[arguments[1]];"
        f"return found ? [{SHOWN}, ({AIM})(found)] : null;", css, index))
    _press_at(driver, aim)
    # the page watches for its answer itself: one round trip, not one a poll
    driver.execute_async_script(f"""
        const [before, done] = arguments;
        const look = () => {{
          const now = {SHOWN};
          if (now[0] !== before[0] || (now[1] !== "" && now[1] !== before[1])) {{ done(); }}
          else {{ setTimeout(look, 5); }}
        }};
        look();""", before)


def shown(driver) -> list:
    """The version shown and the page's message, read at once (one round trip to the browser)."""
    return driver.execute_script(f"return {SHOWN}")


def save_shot(driver, name: str) -> None:
    """A screenshot of the page in output/previews/, to look at, when WORKSHEETS_SHOTS is set (a tenth of a
    second each, so a plain test run takes none)."""
    if os.environ.get("WORKSHEETS_SHOTS"):
        SHOTS.mkdir(parents=True, exist_ok=True)
        driver.save_screenshot(str(SHOTS / name))
