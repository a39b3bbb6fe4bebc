"""A place-value card's points line ("My points", as the printed card says): each student's own count of their
points, checked against the comparison; never a category, and never a sign of a Yahtzee-family game."""

from __future__ import annotations

import json

import pytest

from worksheets.check import check_file
from worksheets.errors import SheetError
from worksheets.place_value import GameVerdict
from worksheets.render.check_key_model import PlaceValueSection, build_check_key

from .helpers import CASES, csv_verdict
from .test_cli import run  # noqa: F401  (the fixture)

# The sheet of the new-user trial, typed as the printed card looks (templates/sheets/place_value.j2 prints
# "My points" at the bottom). Worked out by hand:
#   row 2, 3 in the hundreds place: 6341, 5332 and 4321 all have 3 hundreds; 6341 is greatest -> O'Neil
#   row 3, 5 in the ones place: 4335 and 6425 end in 5, Zoe has X; 6425 is greater -> Zoë
#   row 4, WILD: 6432, 6551, 6666; 6666 is greatest -> Zoe
# so each player has 1 point; O'Neil wrote 2 (wrong), Zoë and Zoe wrote 1 (right).
TRIAL = """category,O’Neil,Zoë,Zoe
Number with 3 in the hundreds place,6341,5332,4321
Number with 5 in the ones place,4335,6425,X
WILD! Any number can be written here.,6432,6551,6666
My points,2,1,1
"""

# Seed 000 (tests/check/cases/seed000.csv, header in row 1, categories in rows 2-10): Left wins the categories
# in rows 2, 5, 6 and 8, Right those in rows 3, 4, 7, 9 and 10: Right wins 5 to 4 (SPEC 2; the table in
# tests/check/test_place_value.py).
SEED = (CASES / "seed000.csv").read_text(encoding="utf-8")


def _seed_with(line: str) -> str:
    return SEED.rstrip("\n") + "\n" + line + "\n"


def test_the_trial_sheet_is_place_value_and_its_points_line_is_checked():
    sheet = csv_verdict(TRIAL)
    verdict = sheet.verdict
    assert isinstance(verdict, GameVerdict) and sheet.family.name == "place-value"
    assert [c.category.phrase() for c in verdict.categories] == [
        "Number with 3 in the hundreds place", "Number with 5 in the ones place",
        "WILD! Any number can be written here."]  # the points line is no category
    assert verdict.points == {"O’Neil": 1, "Zoë": 1, "Zoe": 1}
    assert verdict.points_written == {"O’Neil": 2, "Zoë": 1, "Zoe": 1}
    assert sheet.problems == (
        "O’Neil, My points: you wrote 2, but you got the point in 1 category (row 2), so you have 1 point",)
    # the card-size note counts the 3 categories, not the points line
    assert any("has 3 categories" in note for note in sheet.notes), sheet.notes


def test_seed_000_with_the_right_points_written_has_no_problem():
    sheet = csv_verdict(_seed_with("My points,4,5"))
    assert sheet.verdict.points == {"Left": 4, "Right": 5}
    assert sheet.verdict.points_written == {"Left": 4, "Right": 5}
    assert sheet.verdict.winners == ("Right",)
    assert sheet.problems == ()
    assert not any("categories" in note for note in sheet.notes)  # 9 categories: a full card, no note


def test_seed_000_with_wrong_points_names_the_player_and_the_rows_won():
    sheet = csv_verdict(_seed_with("My points,5,3"))
    assert sheet.verdict.points == {"Left": 4, "Right": 5}  # what was written changes no point
    assert sheet.verdict.winners == ("Right",)
    assert sheet.problems == (
        "Left, My points: you wrote 5, but you got the point in 4 categories (rows 2, 5, 6 and 8), "
        "so you have 4 points",
        "Right, My points: you wrote 3, but you got the point in 5 categories (rows 3, 4, 7, 9 and 10), "
        "so you have 5 points",
    )


def test_no_point_at_all():
    # Ana's 3 in the hundreds place loses to Ben's; so does her WILD number: she has 0 points.
    sheet = csv_verdict("category,Ana,Ben\nNumber with 3 in the hundreds place,1311,6341\n"
                        "WILD! Any number can be written here.,1111,2222\nPoints,1,2\n")
    assert sheet.problems == ("Ana, Points: you wrote 1, but you did not get the point in any category, "
                              "so you have 0 points",)


@pytest.mark.parametrize("label", ["My points", "MY POINTS:", "Points", "Total", "Total points", "Score",
                                   "my score", "Total Score"])
def test_the_usual_names_of_the_points_line(label):
    sheet = csv_verdict(_seed_with(f"{label},4,6"))
    assert sheet.family.name == "place-value"
    assert sheet.verdict.points_written == {"Left": 4, "Right": 6}
    assert sheet.problems == (f"Right, {label}: you wrote 6, but you got the point in 5 categories "
                              "(rows 3, 4, 7, 9 and 10), so you have 5 points",)


def test_empty_and_x_are_not_written():
    sheet = csv_verdict(_seed_with("My points,,X"))
    assert sheet.verdict.points_written == {"Left": None, "Right": None}
    assert sheet.problems == ()


def test_the_points_line_may_stand_anywhere():
    # a spreadsheet's sorted rows move it: on a place-value card the label means nothing else
    lines = SEED.splitlines()
    sheet = csv_verdict("\n".join([lines[0], "My points,4,4", *lines[1:]]) + "\n")
    assert len(sheet.verdict.categories) == 9
    assert sheet.verdict.points == {"Left": 4, "Right": 5}
    # the categories are now one row lower: Right's are rows 4, 5, 8, 10 and 11
    assert sheet.problems == ("Right, My points: you wrote 4, but you got the point in 5 categories "
                              "(rows 4, 5, 8, 10 and 11), so you have 5 points",)


def test_two_points_lines_and_a_word_are_refused():
    with pytest.raises(SheetError, match=r"game.csv row 12: 'Total' is a second points line \(also row 11\)"):
        csv_verdict(_seed_with("My points,4,5\nTotal,4,5"))
    with pytest.raises(SheetError, match=r"game.csv row 11, column \"Left\": 'four' is not a whole number; "
                                         "the points line holds"):
        csv_verdict(_seed_with("My points,four,5"))


def test_a_points_line_under_dice_rules_is_still_place_value():
    # the rows are categories and a points line: refused as place value, not read as a Yahtzee-family card
    with pytest.raises(SheetError, match="the rows are place-value categories"):
        csv_verdict(TRIAL, rules="classic")


def test_json_and_xlsx_sheets(tmp_path):
    openpyxl = pytest.importorskip("openpyxl")
    data = {"players": ["Left", "Right"], "categories": [
        {"category": row.split(",")[0], "entries": {"Left": cells[0], "Right": cells[1]}}
        for row in SEED.splitlines()[1:] for cells in [_cells(row)]] +
        [{"category": "My points", "entries": {"Left": 4, "Right": 4}}]}
    (tmp_path / "game.json").write_text(json.dumps(data), encoding="utf-8")
    sheet = check_file(tmp_path / "game.json")
    assert sheet.verdict.points == {"Left": 4, "Right": 5}
    assert sheet.verdict.points_written == {"Left": 4, "Right": 4}
    # JSON places are named as the JSON's own categories[i] (row 3 of the CSV is categories[1])
    assert sheet.problems == (f"Right, My points: you wrote 4, but you got the point in 5 categories "
                              f"(categories[1], categories[2], categories[5], categories[7] and "
                              f"categories[8]), so you have 5 points",)

    book = openpyxl.Workbook()
    for row in SEED.splitlines():
        book.active.append(_cells(row, label=True, numbers=True))
    book.active.append(["Total points", 3, 5])
    book.save(tmp_path / "game.xlsx")
    sheet = check_file(tmp_path / "game.xlsx")
    assert sheet.family.name == "place-value"
    assert sheet.verdict.points_written == {"Left": 3, "Right": 5}
    assert sheet.problems == ("Left, Total points: you wrote 3, but you got the point in 4 categories "
                              "(rows 2, 5, 6 and 8), so you have 4 points",)


def _cells(row: str, label: bool = False, numbers: bool = False) -> list:
    import csv

    cells = next(csv.reader([row]))
    values = [int(c.replace(",", "")) if numbers and c.replace(",", "").isdigit() else c for c in cells[1:]]
    return [cells[0], *values] if label else values


def test_text_json_and_key_show_the_points_written(run, tmp_path):  # noqa: F811
    path = tmp_path / "seed.csv"
    path.write_text(_seed_with("My points,4,6"), encoding="utf-8")
    result = run(str(path))
    assert result.exit_code == 0
    points = [line for line in result.stdout.splitlines() if line.strip().startswith("Points")]
    assert points and points[0].split() == ["Points", "4", "5", "(wrote", "6)"]  # Left right, Right wrote 6
    result = run(str(path), "--json")
    assert result.exit_code == 0
    data = json.loads(result.stdout.splitlines()[0])
    assert data["points"] == {"Left": 4, "Right": 5} and data["points_written"] == {"Left": 4, "Right": 6}
    assert len(data["categories"]) == 9
    section = build_check_key(_class(path)).sections[0]
    assert isinstance(section, PlaceValueSection)
    assert section.points == ("4 ✓", "5 (wrote 6)")  # a tick for a right count, as beside a dice total
    assert "own count" in section.legend
    plain = build_check_key(_class(CASES / "seed000.csv")).sections[0]
    assert plain.points == ("4", "5") and "own count" not in plain.legend  # no points line: as before


def _class(path):
    from worksheets.check import check_paths

    return check_paths([path])
