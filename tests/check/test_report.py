"""Reports (issue item 5): SPEC section 4's JSON fields, and the terminal text as golden files."""

from __future__ import annotations

import json

import pytest

from worksheets.check import check_file, sheet_json

from . import make_golden
from .helpers import CASES, FULL_CARD, GOLDEN, card, csv_verdict


@pytest.mark.parametrize("name, files", make_golden.GOLDEN_CASES.items())
def test_text_reports_match_the_golden_files(name, files):
    # Regenerate with `.venv/bin/python -m tests.check.make_golden` and review the diff.
    text, data = make_golden.reports(files)
    assert text == (GOLDEN / f"{name}.txt").read_text(encoding="utf-8")
    if len(files) == 1:
        assert data == (GOLDEN / f"{name}.json").read_text(encoding="utf-8")


def test_place_value_json_has_specs_fields():
    data = sheet_json(check_file(CASES / "seed000.csv"))
    # SPEC 4: game, players, points, winners (a list), categories of {category, winners, entries:
    # {player: {value, valid, reason, words}}}, value null for X
    assert {"game", "players", "points", "winners", "categories"} <= set(data)
    assert (data["game"], data["players"], data["points"], data["winners"]) == (
        "place-value", ["Left", "Right"], {"Left": 4, "Right": 5}, ["Right"])
    row = data["categories"][4]
    assert row["category"] == "Number whose thousands and ones digits add up to 9"
    assert row["winners"] == ["Left"]
    assert {"value", "valid", "reason", "words"} <= set(row["entries"]["Right"])
    assert row["entries"]["Right"]["value"] is None and row["entries"]["Right"]["valid"] is False
    assert row["entries"]["Left"] | {} == {"value": 5624, "valid": True, "reason": None,
                                          "words": "five thousand, six hundred twenty-four", "written": "5,624",
                                          "reading": None, "reading_ok": None}
    json.dumps(data)  # JSON-able as it is


def test_yahtzee_json_has_totals_and_per_player_cards():
    data = sheet_json(check_file(CASES / "classic.csv"))
    # SPEC 4: totals (player -> grand total); per player the computed upper total, bonuses,
    # grand total and each problem
    assert data["totals"] == {"Ana": 412, "Ben": 193, "Cy": 117}
    assert data["winners"] == ["Ana"]
    assert "points" not in data
    ben = data["cards"]["Ben"]
    assert {k: ben[k] for k in ("upper_total", "upper_bonus", "extra_bonus", "lower_total", "grand_total")} == {
        "upper_total": 64, "upper_bonus": 35, "extra_bonus": 0, "lower_total": 94, "grand_total": 193}
    assert ben["written"] == {"upper_total": 61, "upper_bonus": 0, "extra_bonus": None, "lower_total": 94,
                              "grand_total": 155}
    assert ben["problems"][0] == {"kind": "arithmetic", "row": "upper-total",
                                  "message": "Upper total: you wrote 61, the boxes add up to 64, so the 35 bonus is yours"}
    fours = data["categories"][3]
    assert (fours["category"], fours["key"]) == ("Fours", "fours")
    assert fours["entries"]["Cy"]["valid"] is False and fours["entries"]["Cy"]["value"] == 15
    empty = data["categories"][7]["entries"]["Cy"]  # Four of a Kind left empty
    assert empty["value"] is None and empty["reason"] == "not filled, so it counts 0"
    assert data["notes"] and data["chosen_by"] == "labels"


def test_zombie_json_names_the_sides():
    data = sheet_json(check_file(CASES / "zombie.csv"))
    assert (data["game"], data["survivors"], data["zombies"], data["winners"]) == ("zombie", 417, 402, ["survivors"])
    assert data["teams"] == ["Lions", "Tigers"]
    assert data["zombie_games"] == ["Zombie game 1", "Zombie game 2"]
    assert data["dice_bought"] == {"Lions": 2, "Tigers": 1}


def test_a_tie_report_gives_the_final_roll_advice():
    text = "category,Ana,Ben\nWILD! Any number can be written here.,6551,6551\n"
    from worksheets.check import sheet_text

    report = sheet_text(csv_verdict(text))
    assert "Ana and Ben are tied with 1 point each." in report
    assert "Take one final roll" in report


def test_names_are_data_not_markup():
    text = "category,{{ 7 * 7 }},<b>Ben</b>\nWILD! Any number can be written here.,6551,1111\n"
    from worksheets.check import sheet_text

    report = sheet_text(csv_verdict(text))
    assert "{{ 7 * 7 }} wins with 1 point to 0." in report and "<b>Ben</b>" in report


def test_a_row_whose_greatest_number_was_misread_says_why_no_one_wins_it():
    # SPEC 3: a number read aloud wrongly cannot take the point, and the point is not passed on. Ana's 6,341 is the
    # greater (6,341 > 5,332, both with 3 in the hundreds place) but was read "...twelve"; Ben's was read right.
    from worksheets.check.report import sheet_text

    v = csv_verdict('category,Ana,Ana reading,Ben,Ben reading\n'
                    'Number with 3 in the hundreds place,"6,341",six thousand three hundred twelve,"5,332",'
                    'five thousand three hundred thirty-two\n'
                    'Number with 5 in the ones place,"4,335",four thousand three hundred thirty-five,"6,425",'
                    'six thousand four hundred twenty-five\n')
    rows = [line.split() for line in sheet_text(v).splitlines() if line.strip().startswith("Number with")]
    assert " ".join(rows[0]).endswith("6,341* 5,332 - (misread: the point is not passed on)")
    assert rows[1][-1] == "Ben"  # 6,425 > 4,335, both read right


def _key_line(text: str) -> str | None:
    """The line under the report's table that says what its signs mean (the one after "Grand total")."""
    lines = text.splitlines()
    after = lines[[i for i, line in enumerate(lines) if line.strip().startswith("Grand total")][0] + 1].strip()
    return after or None


@pytest.mark.parametrize("cells, shown, crossed, empty", [
    ({}, "6", False, False),                                   # every box a number: no signs to explain
    ({"Twos": ["-", "4"]}, "X", True, False),                  # a student's dash is a crossed-out box, shown as X
    ({"Twos": ["x", "4"]}, "X", True, False),
    ({"Twos": ["", "4"]}, "-", False, True),                   # an empty box is shown as a dash
    ({"Twos": ["6", ""], "Fours": ["X", "8"]}, "6", True, True),
])
def test_the_report_says_what_x_and_a_dash_mean_when_the_table_shows_them(cells, shown, crossed, empty):
    from worksheets.check import sheet_text

    text = sheet_text(csv_verdict(card(FULL_CARD | cells, ["Ana", "Ben"]), "classic"))
    key = _key_line(text)
    assert ("X = crossed out (0 points)" in (key or "")) is crossed
    assert ("- = left empty (0 points)" in (key or "")) is empty
    assert (key is None) is (not crossed and not empty)
    twos = next(line for line in text.splitlines() if line.strip().startswith("Twos")).split()
    assert twos[1] == shown  # Ana's Twos


def _pv_cells(text: str, row: str) -> list[str]:
    """The cells of a place-value report's row (its category's words left out)."""
    line = next(line for line in text.splitlines() if line.strip().startswith(row))
    return line.strip()[len(row):].split()


@pytest.mark.parametrize("written, shown", [
    ("12345678", "12,345,678*"),    # a number that does not count is grouped as valid ones are (before: 12345678*)
    ('"12,345,678"', "12,345,678*"),
    ("634", "634*"),                # three digits: grouped as any number (nothing to group)
    ("06341", "06341*"),            # its leading 0 is why it does not count: kept as written
    ('"6,34"', "6,34*"),            # commas in the wrong place: not a number read, kept as written
    ("six", "six*"),                # words are kept as written
    ('"6,341"', "6,341"),           # a valid number, as before
])
def test_a_place_value_entry_that_does_not_count_is_grouped_where_it_is_a_number(written, shown):
    from worksheets.check import sheet_text

    text = sheet_text(csv_verdict(f"category,Ana,Ben\nWILD! Any number can be written here.,{written},5332\n"))
    assert _pv_cells(text, "WILD! Any number can be written here.")[0] == shown


def test_a_json_number_that_does_not_count_is_grouped_in_the_table_and_on_the_key():
    # trial: a JSON number 12345678 showed as 12345678* while every valid number was grouped (6,341)
    from worksheets.check import ClassVerdict, CheckOptions, check_sheet, parse_json, sheet_text
    from worksheets.render.check_key_model import build_check_key

    data = {"players": ["Ana", "Ben"], "categories": [
        {"category": "Number with 3 in the hundreds place", "entries": {"Ana": 6341, "Ben": 12345678}}]}
    verdict = check_sheet(parse_json(json.dumps(data), "game.json"), CheckOptions())
    assert _pv_cells(sheet_text(verdict), "Number with 3 in the hundreds place")[:2] == ["6,341", "12,345,678*"]
    cells = build_check_key(ClassVerdict((verdict,))).sections[0].rows[0].cells
    assert [(c.text, c.struck) for c in cells] == [("6,341", False), ("12,345,678", True)]
    # the reason quotes the entry as the sheet gives it (templates/place_value/reasons.j2)
    assert cells[1].note == "12345678 is not a 4-digit number"
    # the JSON keeps the entry as written
    assert sheet_json(verdict)["categories"][0]["entries"]["Ben"]["written"] == "12345678"


def _pv_key_line(text: str) -> str | None:
    """The line under a place-value report's table that says what its signs mean (the one after "Points")."""
    lines = text.splitlines()
    after = lines[[i for i, line in enumerate(lines) if line.strip().startswith("Points")][0] + 1].strip()
    return after or None


PV_TWO_ROWS = ("category,Ana,Ben\nNumber with 3 in the hundreds place,{a},5332\n"
               "WILD! Any number can be written here.,{b},6551\n")


@pytest.mark.parametrize("a, b, shown, key, points", [
    # SPEC section 2 (and docs/check-input.md): X or an empty cell is an X, 0 points. Before, an empty cell showed as
    # X with no word; now as a dash, with the key line the dice report gives (tests above).
    # Points by hand: 6,341 > 5,332 (row 1 to Ana), 6,432 < 6,551 (row 2 to Ben); an X or an empty cell is 0.
    ("6341", "", ["6,341", "-"], "- = left empty (0 points)", {"Ana": 1, "Ben": 1}),
    ("X", "6432", ["X", "6,432"], "X = crossed out (0 points)", {"Ana": 0, "Ben": 2}),
    ("x", "", ["X", "-"], "X = crossed out (0 points); - = left empty (0 points)", {"Ana": 0, "Ben": 2}),
    ("6341", "6432", ["6,341", "6,432"], None, {"Ana": 1, "Ben": 1}),  # no sign to explain
    # A dash alone is a box crossed out, as on a dice card (trials 22 and 24: it was an entry that did not count,
    # "-*", with a reason about digits): X, no problem, 0 points.
    ("-", "6432", ["X", "6,432"], "X = crossed out (0 points)", {"Ana": 0, "Ben": 2}),
    ("\u2013", "", ["X", "-"], "X = crossed out (0 points); - = left empty (0 points)", {"Ana": 0, "Ben": 2}),
])
def test_a_place_value_report_tells_an_x_from_an_empty_cell(a, b, shown, key, points):
    from worksheets.check import sheet_text

    v = csv_verdict(PV_TWO_ROWS.format(a=a, b=b))
    text = sheet_text(v)
    assert [_pv_cells(text, "Number with 3 in the hundreds place")[0],
            _pv_cells(text, "WILD! Any number can be written here.")[0]] == shown
    assert _pv_key_line(text) == key
    assert v.problems == ()  # an empty cell is no problem, as X is not (SPEC 2: a player may write X)
    assert dict(v.verdict.points) == points


def test_a_place_value_json_null_is_shown_left_empty_and_its_fields_are_as_before():
    # trial: JSON "Right": null showed as X with no word. The JSON fields stay SPEC 4's: value null, written null.
    from worksheets.check import CheckOptions, check_sheet, parse_json, sheet_text

    data = {"players": ["Left", "Right"], "categories": [
        {"category": "Number with 5 in the ones place", "entries": {"Left": 4335, "Right": None}},
        {"category": "WILD! Any number can be written here.", "entries": {"Left": "X", "Right": 6551}}]}
    verdict = check_sheet(parse_json(json.dumps(data), "pv.json"), CheckOptions())
    text = sheet_text(verdict)
    assert _pv_cells(text, "Number with 5 in the ones place")[:2] == ["4,335", "-"]
    assert _pv_cells(text, "WILD! Any number can be written here.")[:2] == ["X", "6,551"]
    assert _pv_key_line(text) == "X = crossed out (0 points); - = left empty (0 points)"
    entries = sheet_json(verdict)["categories"][0]["entries"]["Right"]
    assert set(entries) == {"value", "valid", "reason", "words", "written", "reading", "reading_ok"}
    assert (entries["value"], entries["valid"], entries["written"]) == (None, False, None)
