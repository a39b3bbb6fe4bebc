"""Every box of every preset against hand-checked case tables (cases/*.csv).

Each row cites where its expected value comes from: a seed, SPEC.md or a hand
calculation written in the row.
"""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from worksheets.rules import preset, preset_names

CASES = Path(__file__).parent / "cases"
# Zombie is played on classic cards (SPEC section 2), so it shares classic's table.
TABLE_OF = {"classic": "classic", "zombie": "classic", "house": "house", "roll-em": "roll-em",
            "dice-roller": "dice-roller", "yacht": "yacht"}


def _rows():
    for name, table in TABLE_OF.items():
        with open(CASES / f"{table}.csv", newline="", encoding="utf-8") as handle:
            for row in csv.DictReader(handle):
                dice = tuple(int(d) for d in row["dice"].split())
                yield pytest.param(name, dice, row["box"], int(row["expected"]),
                                   id=f"{name}-{row['box']}-{''.join(map(str, dice))}")


@pytest.mark.parametrize("name, dice, box, expected", list(_rows()))
def test_box_scores(name, dice, box, expected):
    assert preset(name).score_roll(dice)[box] == expected


@pytest.mark.parametrize("name", TABLE_OF)
def test_every_box_has_a_scoring_and_a_zero_case(name):
    rules = preset(name)
    rows = list(csv.DictReader(open(CASES / f"{TABLE_OF[name]}.csv", encoding="utf-8")))
    for box in rules.box_keys:
        values = {int(r["expected"]) for r in rows if r["box"] == box}
        assert values - {0}, f"{name}: no scoring case for {box}"
        if rules.box(box).scorer.kind != "chance":  # chance never scores 0
            assert 0 in values, f"{name}: no zero case for {box}"


def test_every_dice_preset_has_a_table():
    dice_presets = {n for n in preset_names() if preset(n).kind == "dice"}
    assert dice_presets == set(TABLE_OF)
