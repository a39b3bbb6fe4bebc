"""The free joker (extra-yahtzee = "free-joker"): Verhoeff's rule for the published 254.5896.

Wording, from Verhoeff's "Optimal Solitaire Yahtzee Strategies" slides: an extra Yahtzee acts as a joker
"provided categories [its own upper box] and Yahtzee have been scored already", and the player may score
it in any open box; the yatzy-solver package's rules page (variant `yahtzee`) says the same, zero scores
included, with the 100 bonus only while the Yahtzee box holds 50.
"""

from __future__ import annotations

from types import MappingProxyType

import pytest

from worksheets.game import Scorecard
from worksheets.rules import ExtraPolicy, parse_rules


@pytest.fixture(scope="module")
def rules():
    return parse_rules({"base": "classic", "name": "free", "extra-yahtzee": "free-joker"}, "free")


def card(rules, **filled):
    return Scorecard(rules, MappingProxyType({k.replace("_", "-"): v for k, v in filled.items()}))


def test_own_upper_box_open_the_roll_scores_as_usual_anywhere(rules):
    options = card(rules, yahtzee=50).options((6, 6, 6, 6, 6))
    assert options["sixes"] == 30 and options["ones"] == 0
    assert options["full-house"] == 0 and options["small-straight"] == 0 and options["large-straight"] == 0
    assert options["three-of-a-kind"] == 30 and options["chance"] == 30
    assert len(options) == 12  # every open box: nothing is forced


def test_own_upper_box_filled_the_lower_boxes_take_it_at_full_value(rules):
    options = card(rules, yahtzee=50, sixes=18).options((6, 6, 6, 6, 6))
    assert (options["full-house"], options["small-straight"], options["large-straight"]) == (25, 30, 40)
    assert options["ones"] == 0 and options["four-of-a-kind"] == 30
    played = card(rules, yahtzee=50, sixes=18).play((6, 6, 6, 6, 6), "large-straight")
    assert played.moves[-1].bonus == 100 and played.grand_total == 50 + 18 + 40 + 100


def test_a_scratched_yahtzee_box_keeps_the_joker_but_earns_no_bonus(rules):
    scratched = card(rules, yahtzee=0, twos=4)
    assert scratched.options((2, 2, 2, 2, 2))["full-house"] == 25
    assert scratched.play((2, 2, 2, 2, 2), "full-house").moves[-1].bonus == 0


def test_the_policy_reads_and_says_itself(rules):
    assert rules.extra_policy is ExtraPolicy.FREE_JOKER and rules.extra_points == 100
    assert 25 in rules.card_values("full-house") and ExtraPolicy.FREE_JOKER.joker
