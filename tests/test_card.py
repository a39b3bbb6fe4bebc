"""One card model: the printed card, the check report and the comparison key show the same rows
(issue 7 item 2). Expected rows are written out by hand from each rules file and SPEC section 2."""

from __future__ import annotations

import pytest

from worksheets.card import card_rows, card_totals, row_label
from worksheets.check import CheckOptions, check_sheet, parse_csv, sheet_text
from worksheets.check.checker import ClassVerdict
from worksheets.render.check_key_model import build_check_key
from worksheets.render.scorecard_model import build_scorecards
from worksheets.rules import load_rules_file, preset

UPPER = ["ones", "twos", "threes", "fours", "fives", "sixes"]
CLASSIC_LOWER = ["three-of-a-kind", "four-of-a-kind", "full-house", "small-straight", "large-straight",
                 "yahtzee", "chance"]
HOUSE_LOWER = ["three-of-a-kind", "four-of-a-kind", "full-house", "short-straight", "long-straight",
               "chance", "yahtzee"]

# A house game whose extra Yahtzee earns nothing: no tally row anywhere. The printed card and
# the check report disagreed on this one before the rows were decided in one place.
NO_POINTS = 'base = "house"\nname = "house-no-points"\nextra-yahtzee-points = 0\n'
# Upper boxes mixed in among the others: the totals follow all the boxes.
MIXED = '''name = "mixed"
dice = 5
faces = 6
rolls = 3
[upper-bonus]
threshold = 20
points = 10
[[boxes]]
label = "Chance"
scorer = "chance"
[[boxes]]
label = "Sixes"
scorer = "upper"
face = 6
[[boxes]]
label = "Fives"
scorer = "upper"
face = 5
'''
# No upper boxes at all: the boxes and the grand total.
LOWER_ONLY = '''name = "lower-only"
dice = 5
faces = 6
rolls = 3
[[boxes]]
label = "Chance"
scorer = "chance"
[[boxes]]
label = "Big Run"
scorer = "straight"
length = 5
points = 40
'''

EXPECTED = {
    "classic": UPPER + ["upper-total", "bonus"] + CLASSIC_LOWER + ["extra-bonus", "lower-total", "grand-total"],
    "house": UPPER + ["upper-total"] + HOUSE_LOWER + ["extra-bonus", "lower-total", "grand-total"],
    "roll-em": UPPER + ["upper-total", "bonus", "three-of-a-kind", "four-of-a-kind", "full-house",
                        "small-straight", "large-straight", "lucky-dice", "freebie", "extra-bonus",
                        "lower-total", "grand-total"],
    "dice-roller": UPPER + ["upper-total", "bonus"] + CLASSIC_LOWER + ["lower-total", "grand-total"],
    "yacht": UPPER + ["upper-total", "full-house", "four-of-a-kind", "little-straight", "big-straight",
                      "choice", "yacht", "lower-total", "grand-total"],
    NO_POINTS: UPPER + ["upper-total"] + HOUSE_LOWER + ["lower-total", "grand-total"],
    MIXED: ["chance", "sixes", "fives", "upper-total", "bonus", "grand-total"],
    LOWER_ONLY: ["chance", "big-run", "grand-total"],
}


def _rules(source, tmp_path):
    if "\n" not in source:
        return preset(source)
    path = tmp_path / "rules.toml"
    path.write_text(source, encoding="utf-8")
    return load_rules_file(path)


def _blank_sheet(rules) -> str:
    """Two players with 0 in every box: a sheet the checker reads without problems of arithmetic."""
    return "box,Ana,Ben\n" + "".join(f"{box.label},0,0\n" for box in rules.boxes)


def _label(rules, key: str) -> str:
    return rules.box(key).label if key in rules.box_keys else row_label(rules, key)


@pytest.mark.parametrize("source", list(EXPECTED), ids=lambda s: s.split("\n")[0][:30])
def test_printed_card_check_report_and_key_have_the_same_rows(source, tmp_path):
    rules = _rules(source, tmp_path)
    expected = EXPECTED[source]
    assert [row.key for row in card_rows(rules)] == expected

    printed = [row.key for row in build_scorecards(rules).rows]
    assert printed == expected

    verdict = check_sheet(parse_csv(_blank_sheet(rules), "game.csv"), CheckOptions(rules=rules, words=False))
    report = sheet_text(verdict).splitlines()
    start = next(i for i, line in enumerate(report) if line.split()[:1] == ["Box"]) + 1
    shown = [line.strip() for line in report[start:start + len(expected)]]
    assert [line.startswith(_label(rules, key)) for key, line in zip(expected, shown)] == [True] * len(expected)
    assert not report[start + len(expected)].strip() or report[start + len(expected)].startswith("  *")

    key = build_check_key(ClassVerdict((verdict,))).sections[0]
    assert [row.label for row in key.rows] == [_label(rules, k) for k in expected]


def test_a_bonus_written_under_rules_without_one_gets_its_row_where_it_stands():
    rules = preset("house")  # no upper bonus (seed 002)
    rows = [row.key for row in card_rows(rules, frozenset({"bonus"}))]
    assert rows[6:8] == ["upper-total", "bonus"]


@pytest.mark.parametrize("name", ["classic", "roll-em", "house"])
def test_totals_add_up_as_the_official_card(name):
    # Hand check: 3 in every upper box of faces 1..6 is 3*(1+...+6) = 63 -> bonus where there is one.
    rules = preset(name)
    values = {box.key: 3 * box.scorer.params["face"] for box in rules.upper_boxes}
    values[rules.five_alike.key] = 50
    totals = card_totals(rules, values, extra_bonus=100)
    bonus = 35 if rules.upper_bonus else 0  # roll-em: "exceeds 62", classic: at least 63
    assert (totals.upper_total, totals.upper_bonus, totals.lower_total) == (63, bonus, 150)
    assert totals.grand_total == 63 + bonus + 150


def test_an_upper_total_with_the_bonus_is_read_by_one_rule():
    # Classic (SPEC section 2): 35 for upper boxes of 63 or more, 105 at most. 98 is only 63 + 35; 50 only 50 with
    # no bonus; 62 is 62 with no bonus; 63 and 70 no upper boxes make with their bonus (63 would earn it: 98).
    from worksheets.card import UPPER_TOTAL, UPPER_WITH_BONUS, either_upper, upper_of, with_bonus_readings
    from worksheets.rules import find_rules

    classic = find_rules("classic")
    assert [with_bonus_readings(classic, v) for v in (98, 50, 62, 63, 70, 140)] == [(63,), (50,), (62,), (), (),
                                                                                     (105,)]
    assert [upper_of(classic, v) for v in (98, 50, 70)] == [63, 50, None]
    # the same rule reads a row that may hold the bonus or not: 97 only alone (97 - 35 = 62 earns none), 140 only
    # with it (more than 105 alone; 105 + 35), 100 either (65 + 35, or 100 alone: assumed with it, as the card's row)
    assert [either_upper(classic, v) for v in (97, 140, 100)] == [
        (UPPER_TOTAL, False), (UPPER_WITH_BONUS, False), (UPPER_WITH_BONUS, True)]
