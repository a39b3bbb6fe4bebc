"""One headless Chromium per test session (per xdist worker), for the projector's browser tests.

Starting Chromium takes seconds; each test gets it back as a fresh one would be for what the tests
use (each opens its page first): the first window size and no emulated media features.
"""

from __future__ import annotations

import shutil

import pytest

from tests.web.browser import MISSING, have_browser, new_driver, profile_dir, reset


@pytest.fixture(scope="session")
def browser_session():
    if not have_browser():
        pytest.skip(MISSING)
    profile = profile_dir()
    browser = new_driver(profile)
    yield browser, browser.get_window_size()
    browser.quit()
    shutil.rmtree(profile, ignore_errors=True)


@pytest.fixture
def driver(browser_session):
    browser, size = browser_session
    reset(browser, size)
    return browser
