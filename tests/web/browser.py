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
    freeze_animations(driver)
    return driver


def freeze_animations(driver) -> None:
    """Stop the clock of CSS animations (DevTools' playback rate 0, kept across page loads). The highlights
    pulse forever, and headless Chromium paints every frame in software: that doubled its CPU time. The
    styles are unchanged (an animation's name and duration still read as the page sets them), and no test
    reads a frame of an animation."""
    driver.execute_cdp_cmd("Animation.setPlaybackRate", {"playbackRate": 0})


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
        self.thread = threading.Thread(target=self.server.run, kwargs={"sockets": [self.sock]}, daemon=True)
        self.thread.start()
        deadline = time.monotonic() + 10
        while not self.server.started and time.monotonic() < deadline:
            time.sleep(0.02)

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=10)
        self.sock.close()


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


def click(driver, css: str, index: int = 0) -> None:
    """Wait for the element, click it, and wait for the page to show the move's answer: a new version, or a
    new refusal (a message left from an earlier move is no answer)."""
    from selenium.common.exceptions import StaleElementReferenceException

    before = shown(driver)

    def clicked() -> bool:  # the page may redraw between finding the element and clicking it: find it again
        found = driver.find_elements("css selector", css)
        if len(found) <= index:
            return False
        try:
            found[index].click()
        except StaleElementReferenceException:
            return False
        return True

    wait_for(driver, clicked)
    wait_for(driver, lambda: answered(before, shown(driver)))


def shown(driver) -> list:
    """The version shown and the page's message, read at once (one round trip to the browser)."""
    return driver.execute_script("return [Number(document.querySelector('#game .game').dataset.version),"
                                 " document.getElementById('message').textContent]")


def answered(before: list, now: list) -> bool:
    return now[0] != before[0] or now[1] not in ("", before[1])


def save_shot(driver, name: str) -> None:
    """A screenshot of the page in output/previews/, to look at, when WORKSHEETS_SHOTS is set (a tenth of a
    second each, so a plain test run takes none)."""
    if os.environ.get("WORKSHEETS_SHOTS"):
        SHOTS.mkdir(parents=True, exist_ok=True)
        driver.save_screenshot(str(SHOTS / name))
