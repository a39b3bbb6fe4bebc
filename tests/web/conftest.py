"""One headless Chromium per test module, for the projector's browser tests."""

from __future__ import annotations

import shutil

import pytest

from tests.web.browser import MISSING, have_browser, new_driver, profile_dir


@pytest.fixture(scope="module")
def driver():
    if not have_browser():
        pytest.skip(MISSING)
    profile = profile_dir()
    browser = new_driver(profile)
    yield browser
    browser.quit()
    shutil.rmtree(profile, ignore_errors=True)
