"""Rule sets the strategy tests share, solved once per run."""

from __future__ import annotations

import pytest

from tests.shared_run import shared_folder
from worksheets.rules import parse_rules


@pytest.fixture(scope="session")
def free_joker_rules():
    """Classic with the free joker: Verhoeff's rules for the published 254.5896 (a rules file, not a preset)."""
    return parse_rules({"base": "classic", "name": "free-joker", "extra-yahtzee": "free-joker"}, "free-joker")


@pytest.fixture(scope="session")
def free_joker(free_joker_rules, tmp_path_factory):
    """Solved by the first test worker that needs it and cached in this run's folder (one solve a run, not one a
    worker); the others wait for it and load the table."""
    from worksheets.strategy import strategy_for

    with shared_folder(tmp_path_factory, "strategy-cache") as cache:
        return strategy_for(free_joker_rules, cache_dir=cache)
