"""Rule sets are values that can be keys; the dice outcomes are exact (issue 7 item 3)."""

from __future__ import annotations

from collections import Counter
from itertools import product

import pytest

from worksheets.dice import outcomes
from worksheets.rules import load_rules_file, parse_rules, preset, preset_names


@pytest.mark.parametrize("name", preset_names())
def test_a_preset_read_twice_is_the_same_key(name):
    from worksheets.rules import _preset_document

    again = parse_rules(_preset_document(name), "again")
    assert again == preset(name)
    assert hash(again) == hash(preset(name))
    assert {preset(name): 1}[again] == 1


def test_rule_sets_that_score_differently_are_different_keys(tmp_path):
    # A house file that only changes the extra-Yahtzee policy must not share a cache entry with house.
    path = tmp_path / "mine.toml"
    path.write_text('base = "house"\nname = "house"\nextra-yahtzee = "replace-max"\n', encoding="utf-8")
    mine = load_rules_file(path)
    assert mine != preset("house")
    assert len({mine, preset("house")}) == 2


def test_scorer_parameters_cannot_be_changed():
    box = preset("classic").box("ones")
    with pytest.raises(TypeError):
        box.scorer.params["face"] = 2  # type: ignore[index]


@pytest.mark.parametrize("count, faces", [(1, (1, 2, 3, 4, 5, 6)), (3, (1, 2, 3, 4, 5, 6)),
                                          (5, (1, 2, 3, 4, 5, 6)), (4, tuple(range(10)))])
def test_outcomes_weigh_each_sorted_roll_by_the_ordered_rolls_that_give_it(count, faces):
    # Brute force: every ordered roll, sorted greatest first, counted.
    expected = Counter(tuple(sorted(roll, reverse=True)) for roll in product(faces, repeat=count))
    found = dict(outcomes(count, faces))
    assert found == dict(expected)
    assert sum(found.values()) == len(faces) ** count


def test_five_dice_have_252_sorted_rolls():
    # 252 = C(6 + 5 - 1, 5), the count every Yahtzee solver works with.
    assert len(outcomes(5, (1, 2, 3, 4, 5, 6))) == 252
