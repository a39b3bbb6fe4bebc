"""Published exact values of optimal solitaire Yahtzee (issue 13 item 2).

Sources: Tom Verhoeff, "Optimal Solitaire Yahtzee Strategies" (TU Eindhoven, 1999): 254.5896 with his joker
rule, 245.8708 (245.87) with no Yahtzee bonus and no joker; the full digits as pinned by the solver package
yatzy-solver (PyPI; its docs/rules.md and tests/published.rs): variant `yahtzee` (free joker: an extra Yahtzee
may go in any open box, the joker applying once the Yahtzee box and the roll's own upper box are both filled)
254.5896095, `yahtzee+forced-joker` 254.5877287, `yahtzee+no-bonus` 245.8707745; the yahtzee-engine crate
(docs.rs) reports 254.5877 under the official forced joker as well. Like with like: our classic preset is the
forced joker, our dice-roller preset has no bonus and no joker, and the free joker is a rules file
(extra-yahtzee = "free-joker").
"""

from __future__ import annotations

import pytest

from worksheets.game import Scorecard
from worksheets.rules import preset
from worksheets.strategy import strategy_for


@pytest.mark.parametrize("name, published", [
    ("classic", 254.58772873),
    ("zombie", 254.58772873),  # played on classic cards
    ("dice-roller", 245.87077451),
])
def test_presets_reproduce_the_published_values(name, published):
    strategy = strategy_for(preset(name))
    assert strategy.expected_score == pytest.approx(published, abs=1e-6)
    assert strategy.value(Scorecard(preset(name))) == pytest.approx(published, abs=1e-6)


def test_the_free_joker_reproduces_verhoeffs_value(free_joker):
    # Solved here from scratch (a rules file has no shipped table), so this checks the solver itself.
    assert free_joker.expected_score == pytest.approx(254.58960948, abs=1e-6)


def test_classic_box_averages_add_up_to_the_expected_score():
    averages = strategy_for(preset("classic")).box_averages()
    assert set(averages) == set(preset("classic").box_keys) | {"upper-bonus", "extra-bonus"}
    assert sum(averages.values()) == pytest.approx(254.58772873, abs=1e-5)
    # Every box's average lies between 0 and the box's greatest score.
    for box in preset("classic").boxes:
        assert 0 < averages[box.key] < box.scorer.maximum(5, 6)
