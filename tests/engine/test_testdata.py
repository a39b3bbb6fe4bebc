"""Public test vectors from tests/vectors (sources in its README)."""

from __future__ import annotations

import pytest

from tests.conftest import load_vectors
from worksheets.rules import preset

# exercism "yacht" category names -> our yacht preset's box keys.
YACHT_BOXES = {"full house": "full-house", "four of a kind": "four-of-a-kind",
               "little straight": "little-straight", "big straight": "big-straight"}

# precisit/yatzy-solver "american" categories -> classic box keys.
AMERICAN_BOXES = {"three_of_a_kind": "three-of-a-kind", "four_of_a_kind": "four-of-a-kind",
                  "full_house": "full-house", "small_straight": "small-straight",
                  "large_straight": "large-straight", "five_of_a_kind": "yahtzee"}


def test_exercism_yacht_canonical_data():
    """exercism/problem-specifications exercises/yacht/canonical-data.json, every case."""
    data = load_vectors("yacht-canonical-data.json")
    rules = preset("yacht")
    assert len(data["cases"]) == 29
    for case in data["cases"]:
        category = case["input"]["category"]
        box = YACHT_BOXES.get(category, category)
        assert rules.score_roll(tuple(case["input"]["dice"]))[box] == case["expected"], case["description"]


def test_yatzy_solver_american_cases():
    """precisit/yatzy-solver tests/scoring.rs, the 'american' (Yahtzee-compatible) per-hand rows.

    The +forced-joker/+no-joker rows need scorecard state (their source says
    so); the no-joker row (five 5s in Full House = 0) holds per hand too.
    """
    data = load_vectors("yatzy-solver-scoring-cases.json")
    rules = preset("classic")
    rows = [c for c in data["cases"] if c["variant"] in ("american", "american+no-bonus", "american+no-joker")]
    assert len(rows) == 37
    for case in rows:
        box = AMERICAN_BOXES.get(case["category"], case["category"])
        assert rules.score_roll(tuple(case["dice"]))[box] == case["expected"], case
