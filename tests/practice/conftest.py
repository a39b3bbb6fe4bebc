"""Practice tests solve the one-die game of keep practice (a rules file) into a cache of their own, not the user's."""

from __future__ import annotations

import os

import pytest


@pytest.fixture(scope="session", autouse=True)
def strategy_cache(tmp_path_factory):
    before = os.environ.get("XDG_CACHE_HOME")
    os.environ["XDG_CACHE_HOME"] = str(tmp_path_factory.mktemp("cache"))
    yield
    if before is None:
        os.environ.pop("XDG_CACHE_HOME", None)
    else:
        os.environ["XDG_CACHE_HOME"] = before
