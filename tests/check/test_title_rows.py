"""A title above a sheet's table, as spreadsheets export it: "Yahtzee 5B" in the first cell, a blank row,
then the header. The sheet is seed 000's game (cases/seed000.csv, seed 000 lines 46-56): Right wins 5
points to 4; with a title above it the verdict must be the same, and a note says which rows were skipped."""

from __future__ import annotations

import csv

import pytest
from openpyxl import Workbook

from worksheets.check import CheckOptions, check_file, check_sheet, parse_csv
from worksheets.check.table_sheet import TITLE_ROWS
from worksheets.errors import SheetError

from .helpers import CASES

SEED = (CASES / "seed000.csv").read_text(encoding="utf-8")


def _points(checked) -> dict[str, int]:
    return dict(checked.verdict.points)


def test_seed_000_alone_is_right_5_left_4():
    assert _points(check_sheet(parse_csv(SEED, "game.csv"), CheckOptions())) == {"Left": 4, "Right": 5}


def test_an_excel_csv_with_a_quoted_title_and_a_blank_row_above_the_header():
    # Excel writes a title cell with a comma in quotes and pads the row with separators; CRLF line ends.
    text = '"Yahtzee, class 5B",,\r\n,,\r\n' + SEED.replace("\n", "\r\n")
    checked = check_sheet(parse_csv(text, "game.csv"), CheckOptions())
    assert _points(checked) == {"Left": 4, "Right": 5}
    assert "game.csv: the table's header is on row 3; row 1 above it (a title) was not read." in checked.notes


def test_a_bare_title_line_above_a_semicolon_sheet_leaves_the_separator_to_the_header():
    # "Yahtzee 5B" splits into one cell under every separator: the header row's semicolons decide.
    body = "".join(";".join(row) + "\n" for row in csv.reader(SEED.splitlines()))  # "6,341" needs no quotes
    checked = check_sheet(parse_csv("Yahtzee 5B\nMonday\n" + body, "game.csv"), CheckOptions())
    assert _points(checked) == {"Left": 4, "Right": 5}
    assert "game.csv: the table's header is on row 3; rows 1 to 2 above it (a title) were not read." in checked.notes


def test_a_workbook_with_its_title_in_a1(tmp_path):
    book = Workbook()
    sheet = book.active
    sheet.append(["Place Value Yahtzee - 5B"])
    sheet.append([])
    for row in csv.reader(SEED.splitlines()):
        sheet.append(row)
    book.save(tmp_path / "game.xlsx")
    checked = check_file(tmp_path / "game.xlsx", CheckOptions())
    assert _points(checked) == {"Left": 4, "Right": 5}
    assert any("header is on row 3; row 1 above it" in note for note in checked.notes)


def test_a_lone_first_cell_over_rows_of_scores_is_still_a_missing_header():
    # The rows below hold entries, so none of them is a header: the message names row 1 as before.
    with pytest.raises(SheetError, match=r"game.csv row 1: the first row names the players .* found only 'category'"):
        parse_csv("category\nones,3,4\n", "game.csv")


def test_a_header_further_down_than_the_title_rows_allowed_is_not_looked_for_but_named():
    # Not read past so many lines (a header is looked for in the first TITLE_ROWS + 1 filled rows), but named:
    # before, the message blamed row 1 alone (trial 28). The header is row TITLE_ROWS + 2 of the file.
    titles = "".join(f"title line {n}\n" for n in range(TITLE_ROWS + 1))
    with pytest.raises(SheetError, match=rf"^game.csv row {TITLE_ROWS + 2}: looks like the table's header, but it "
                                         rf"stands below more than {TITLE_ROWS} lines of one cell \(from row 1, "
                                         rf"'title line 0'\); a header is looked for in the first {TITLE_ROWS + 1} "
                                         "filled rows: delete some of the lines above it"):
        parse_csv(titles + SEED, "game.csv")


@pytest.mark.parametrize("line, code", [
    ("Sheet code 1900-0400-0001-03", "1900-0400-0001-03"), ("Code: 1900 0400 0001 03", "1900-0400-0001-03"),
    ("code 1900-0400-0001-03", "1900-0400-0001-03"),
    # as printed before the second check symbol
    ("Sheet code 1900-0400-0001-0", "1900-0400-0001-0"), ("Code: 1900 0400 0001 0", "1900-0400-0001-0"),
])
def test_a_sheet_code_typed_in_one_cell_above_the_table_is_read(line, code):
    # As a card prints it ("Code 1900-0400-0001-03"), typed into A1: the code is the sheet's, as a "Code" row's is.
    checked = check_sheet(parse_csv(line + ",,\r\n" + SEED.replace("\n", "\r\n"), "game.csv"), CheckOptions())
    assert checked.code.replace(" ", "-") == code
    assert _points(checked) == {"Left": 4, "Right": 5}


def test_a_title_that_starts_with_code_is_still_a_title():
    checked = check_sheet(parse_csv("Code breakers club,,\r\n" + SEED.replace("\n", "\r\n"), "game.csv"),
                          CheckOptions())
    assert not checked.code and _points(checked) == {"Left": 4, "Right": 5}


@pytest.mark.parametrize("details, read", [
    # A blank "Name: ____  Date: ____" line: before, "Name:" and "Date:" were taken for the header (two players),
    # and the error named row 1 instead of reading the table below.
    ("Name:,,Date:", "Name and Date were"),
    ("Name:,Date:,Class:", "Name, Date and Class were"),
    ("Name:,,Date:,\nClass:,5B,,", "Name, Date and Class: 5B were"),
])
def test_details_left_blank_above_the_table_are_read_past(details, read):
    checked = check_sheet(parse_csv(details + "\n" + SEED, "game.csv"), CheckOptions())
    assert _points(checked) == {"Left": 4, "Right": 5}
    header = 2 + details.count("\n")
    assert any(note.startswith(f"game.csv: the table's header is on row {header}; above it, {read} read as the "
                               "sheet's details") for note in checked.notes), checked.notes


def test_a_header_whose_cells_end_with_colons_is_still_the_header():
    # Read as blank details, it leaves no header below it: the first row stays the header.
    text = "Category:,Left:,Right:\n" + "\n".join(SEED.splitlines()[1:]) + "\n"
    assert set(_points(check_sheet(parse_csv(text, "game.csv"), CheckOptions()))) == {"Left:", "Right:"}
