"""Excel workbooks for `worksheets check`, and readings files in any form of the sheet's labels
(issue 8 item 2). The cards are the hand-worked case files: cases/official.csv (Ana 412, Ben 192 with
one problem) and cases/seed000.csv (seed 000: Right wins 5 points to 4)."""

from __future__ import annotations

import csv

import pytest
from openpyxl import Workbook, load_workbook

from worksheets.check import CheckOptions, check_file, check_paths
from worksheets.rules import preset
from worksheets.errors import SheetError

from .helpers import CASES


def _workbook(path, case: str, *, first: str | None = None, title: str = "Game"):
    book = Workbook()
    sheet = book.active
    if first is not None:
        sheet.title = first
        sheet.append(["Notes for the teacher"])
        sheet = book.create_sheet(title)
    else:
        sheet.title = title
    with open(CASES / case, newline="", encoding="utf-8") as handle:
        for row in csv.reader(handle):
            sheet.append([int(c) if c.isdigit() else (c or None) for c in row])  # numbers as Excel keeps them
    book.save(path)
    return path


def test_the_official_card_in_a_workbook(tmp_path):
    v = check_file(_workbook(tmp_path / "card.xlsx", "official.csv"))
    assert v.choice.rules.name == "classic"
    assert dict(v.verdict.totals) == {"Ana": 412, "Ben": 192}
    assert v.problems == ("Ben: Total of upper section: you wrote 63, but the upper boxes and the bonus add up "
                          "to 63 + 35 = 98",)


def test_a_named_sheet(tmp_path):
    path = _workbook(tmp_path / "class.xlsx", "seed000.csv", first="Notes", title="Pair 1")
    v = check_file(path, sheet_name="pair 1")
    assert dict(v.verdict.points) == {"Left": 4, "Right": 5}
    with pytest.raises(SheetError, match=r"class.xlsx: no sheet named 'Pair 9' \(sheets: Notes, Pair 1\)"):
        check_file(path, sheet_name="Pair 9")


def test_a_folder_reads_workbooks_too(tmp_path):
    _workbook(tmp_path / "a.xlsx", "seed000.csv")
    (tmp_path / "b.csv").write_text((CASES / "official.csv").read_text(encoding="utf-8"), encoding="utf-8")
    verdicts = check_paths([tmp_path])
    assert [v.source.rsplit("/", 1)[-1] for v in verdicts.sheets] == ["a.xlsx", "b.csv"]


def test_a_bad_cell_in_a_workbook_names_its_row(tmp_path):
    book = Workbook()
    book.active.append(["box", "Ana"])
    book.active.append(["Ones", 3])
    book.active.append(["Twos", "abc"])
    book.save(tmp_path / "bad.xlsx")
    with pytest.raises(SheetError, match=r"bad.xlsx row 3, column \"Ana\": 'abc' is not a whole number"):
        check_file(tmp_path / "bad.xlsx", CheckOptions(rules=preset("classic")))


def test_a_formula_s_rounding_noise_is_the_number_the_spreadsheet_shows(tmp_path):
    # =0.1*3*20 saves 6.000000000000001, and =SUM of sixty 0.1 cells 5.999999999999995; the spreadsheet shows
    # both as 6 (it shows 15 significant digits). 6 is a Twos score (three twos, SPEC section 2), so both count.
    book = Workbook()
    book.active.append(["box", "Ana", "Ben"])
    book.active.append(["Twos", 0.1 * 3 * 20, sum([0.1] * 60)])
    assert 0.1 * 3 * 20 != 6 and sum([0.1] * 60) != 6  # the noise the test is about
    book.save(tmp_path / "noise.xlsx")
    v = check_file(tmp_path / "noise.xlsx", CheckOptions(rules=preset("classic")))
    for player in ("Ana", "Ben"):
        assert v.verdict.cards[player].boxes["twos"].value == 6 and v.verdict.cards[player].boxes["twos"].valid


def test_a_cell_the_spreadsheet_made_a_date_is_named_a_date(tmp_path):
    import datetime

    book = Workbook()
    book.active.append(["box", "Ana"])
    book.active.append(["Ones", 3])
    book.active.append(["Twos", datetime.datetime(2026, 1, 21)])  # "21-1" typed, turned into a date
    book.save(tmp_path / "date.xlsx")
    with pytest.raises(SheetError, match=r"date.xlsx row 3, column \"Ana\": '2026-01-21' is a date, not a "
                                         r"number: the spreadsheet read what was typed as a date"):
        check_file(tmp_path / "date.xlsx", CheckOptions(rules=preset("classic")))


def test_a_category_cell_the_spreadsheet_made_a_date_is_named_a_date_too(tmp_path):
    # Trial 28: on a place-value sheet the date was judged as Ben's entry, "not a whole number written with
    # digits", and lost him the category; docs/check-input.md says such a cell is refused, as a box's is.
    import datetime

    book = Workbook()
    book.active.append(["category", "Ana", "Ben"])
    book.active.append(["WILD! Any number can be written here.", 6341, datetime.datetime(2026, 5, 6)])
    book.active.append(["Number with 5 in the ones place", 4335, 6425])
    book.save(tmp_path / "pv.xlsx")
    with pytest.raises(SheetError, match=r"pv.xlsx row 2, column \"Ben\": '2026-05-06' is a date, not a "
                                         r"number: the spreadsheet read what was typed as a date"):
        check_file(tmp_path / "pv.xlsx")


def test_readings_in_another_form_of_the_labels(tmp_path):
    # The readings file writes the categories as a child might ("3 in the hundreds place", "units place").
    sheet = tmp_path / "game.csv"
    sheet.write_text((CASES / "seed000.csv").read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "game.readings.csv").write_text(
        "category,Left,Right\n"
        "3 in the hundreds place,six thousand three hundred forty-one,five thousand three hundred thirty-two\n"
        "number with 5 in the units place,,six thousand four hundred twenty-five\n", encoding="utf-8")
    v = check_file(sheet)
    first, second = v.verdict.categories[:2]
    assert (first.entries["Left"].reading_ok, first.entries["Right"].reading_ok) == (True, True)
    assert second.entries["Right"].reading_ok is True and second.entries["Left"].reading is None


def test_hidden_rows_are_read_and_named(tmp_path):
    # classic.csv's row 17 is Yahtzee bonus (Ana 100, Cy 100). Hidden by the teacher, it still counts on the
    # card: Ana's 412 includes it (tests/check/test_examples.py adds it up), and a note says it was hidden.
    path = _workbook(tmp_path / "game.xlsx", "classic.csv")
    book = load_workbook(path)
    book.active.row_dimensions[17].hidden = True
    book.save(path)
    v = check_file(path)
    assert dict(v.verdict.totals) == {"Ana": 412, "Ben": 193, "Cy": 117}
    assert f"{path}: row 17 (Yahtzee bonus) is hidden in the spreadsheet; it was read and checked as written, " \
           "as a card's rows count whether shown or not." in v.notes
    assert not any("hidden" in note for note in check_file(_workbook(tmp_path / "shown.xlsx", "classic.csv")).notes)


def test_hidden_player_columns_are_read_and_named(tmp_path):
    # Column B is Ana's in classic.csv. Hidden, she still plays and wins (412, added up in test_examples.py);
    # the note names the column so the teacher sees why a player not on screen won.
    path = _workbook(tmp_path / "game.xlsx", "classic.csv")
    book = load_workbook(path)
    book.active.column_dimensions["B"].hidden = True
    book.save(path)
    v = check_file(path)
    assert v.winners == ("Ana",)
    assert f'{path}: column B ("Ana") is hidden in the spreadsheet; it was read and checked as written. If a ' \
           "hidden column is not a player's, delete it and check again." in v.notes
