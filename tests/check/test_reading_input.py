"""How ``worksheets check`` reads files before any game is judged: cells too long to be numbers, separators
in names, a table moved right, merged cells, sheets that are no game (a scoring reference, a class list)."""

from __future__ import annotations

import json
import re

import pytest

from worksheets.check import CheckOptions, check_file, check_paths
from worksheets.errors import NumberFormatError, SheetError
from worksheets.numbers import parse_number
from worksheets.rules import preset

from ..files import write
from .test_saved_by_spreadsheets import case_rows, excel_csv, one_line_error, run_check, workbook


# --- numbers too long to be an entry ----------------------------------------------------------------


@pytest.mark.parametrize("cell", ["9" * 5000, "9" * 4301, "0" * 5000 + "3", "9" * 31])
@pytest.mark.parametrize("row, label", [(2, "Ones"), (19, "Grand total")])
def test_a_box_or_total_of_thousands_of_digits_is_one_line_naming_the_cell(tmp_path, cell, row, label):
    # Before: int() of a cell past 4,300 digits stopped the command with a traceback (ValueError).
    rows = case_rows("classic.csv")
    assert rows[row - 1][0] == label  # the case's row 2 is Ones, row 19 the Grand total
    rows[row - 1][2] = cell  # Ben
    line = one_line_error(run_check(write(tmp_path, "game.csv", excel_csv(rows)), "--rules", "classic"))
    # the digits counted by hand: the length of the cell (31 digits is one more than any entry holds)
    assert f'game.csv row {row}, column "Ben": ' in line
    assert f"holds a number of {len(cell):,} digits" in line
    assert len(line.split("game.csv", 1)[1]) < 200  # the cell cut to its first 40 characters


def test_thirty_digits_are_still_judged_as_written(tmp_path):
    # a guard: the limit leaves long typos judged where they are, as before
    # 30 digits: read as written, and the total found wrong (Ben's boxes add up to 193, tests/check/test_dice.py)
    rows = case_rows("classic.csv")
    rows[18][2] = "9" * 30
    result = run_check(write(tmp_path, "game.csv", excel_csv(rows)), "--rules", "classic")
    assert result.exit_code == 0, result.output
    assert "Ben: Grand total: you wrote " + f"{int('9' * 30):,}" in result.output  # written as tables write numbers


@pytest.mark.parametrize("digits", [13, 20, 30])
@pytest.mark.parametrize("name", ["game.csv", "game.json"])
def test_a_box_too_large_to_say_in_words_is_judged_where_it_is(tmp_path, digits, name):
    # Before: a box of 13 to 30 digits stopped the sheet with "out of range ... can be said in words", naming no
    # file, row or column. Ones holds 0 to 5 (five 1s at most), so Ben's is a problem and counts 0; Ana's
    # 3 + 4 = 7 wins against Ben's 0 + 2 = 2.
    big = "9" * digits
    if name == "game.csv":
        text = f"Box,Ana,Ben\r\nOnes,3,{big}\r\nTwos,4,2\r\n"
    else:
        text = json.dumps({"categories": [{"category": "Ones", "entries": {"Ana": 3, "Ben": big}},
                                          {"category": "Twos", "entries": {"Ana": 4, "Ben": 2}}]})
    result = run_check(write(tmp_path, name, text), "--rules", "classic")
    assert result.exit_code == 0, result.output
    assert f"Ben: Ones: {big} cannot be scored in Ones (it holds 0 to 5), so it counts 0" in result.output
    assert "Ana wins with 7 points to 2." in result.output


@pytest.mark.parametrize("content, column", [
    # Excel for Mac's "CSV (Macintosh)": Mac Roman with CR line ends; ë is byte 0x91 and ü 0x9F there, which
    # Windows-1252 shows as ‘ and Ÿ (the code charts of both). Before, the verdict named "Zo‘" and "MŸller".
    ("category,Zoë,Müller\rOnes,3,2\r".encode("mac_roman"), "Zo‘"),
    # Czech Windows-1250: ř is byte F8, Windows-1252's ø, here between two vowels.
    ("box,Ana,Dvořák\r\nOnes,3,2\r\n".encode("cp1250"), "Dvoøák"),
])
def test_a_sheet_whose_names_show_another_encoding_is_refused_as_a_roster_is(tmp_path, content, column):
    line = one_line_error(run_check(write(tmp_path, "game.csv", content), "--rules", "classic"))
    assert f'game.csv, column "{column}": {column!r} looks garbled' in line
    assert 'save it with File > Save As as "CSV UTF-8 (Comma delimited)"' in line


def test_a_box_as_a_spreadsheets_number_format_writes_it_is_its_whole_number(tmp_path):
    # Excel's Number format writes 20 as 20.00. Before, the sheet was refused: "'20.00' has a decimal point".
    # Chance 20 and Ones 3 for Ana (23) against Ben's Ones 2 and Chance 19 (21).
    text = "Box,Ana,Ben\r\nOnes,3.00,2\r\nChance,20.00,19\r\n"
    result = run_check(write(tmp_path, "game.csv", text), "--rules", "classic")
    assert result.exit_code == 0, result.output
    assert "Ana wins with 23 points to 21." in result.output
    assert "such as 3.00, were read as the whole numbers they show (3)" in result.output


def test_a_workbook_renamed_csv_is_read_as_the_workbook_it_is(tmp_path):
    # A workbook of a notes sheet first, then cases/classic.csv (Ana 412, Ben 193, Cy 117, worked out in
    # tests/check/test_dice.py). As .xlsx the notes are left out and the game checked; renamed .csv, it was read
    # from its first sheet, the notes ("found only 'Maths Yahtzee week 3'").
    from openpyxl import Workbook

    book = Workbook()
    book.active.title = "Notes"
    book.active.append(["Maths Yahtzee week 3"])
    game = book.create_sheet("Game 1")
    for row in case_rows("classic.csv"):
        game.append([int(c) if c.isdigit() else (c or None) for c in row])
    book.save(tmp_path / "class.csv")
    result = run_check(tmp_path / "class.csv", "--rules", "classic")
    assert result.exit_code == 0, result.output
    assert "Ana wins with 412 points" in result.output
    assert "class.csv: is an Excel workbook, though its name ends as another kind of file" in result.output


def test_sheet_given_for_text_files_only_is_refused(tmp_path):
    # Before, --sheet was ignored without a word for a CSV file.
    path = write(tmp_path, "game.csv", "Box,Ana,Ben\r\nOnes,3,2\r\n")
    line = one_line_error(run_check(path, "--sheet", "Game 2", "--rules", "classic"))
    assert line == (f"Error: --sheet 'Game 2': --sheet names a sheet of an .xlsx workbook, and {path} is text; "
                    "leave --sheet out")


def test_windows_1252_player_names_are_still_checked(tmp_path):
    result = run_check(write(tmp_path, "game.csv", "box,Zoë,José\r\nOnes,3,2\r\n".encode("cp1252")),
                       "--rules", "classic")
    assert result.exit_code == 0 and "Zoë wins with 3 points to 2." in result.output


def test_a_json_entry_of_thousands_of_digits_is_one_line(tmp_path):
    sheet = {"players": ["Ana", "Ben"],
             "categories": [{"category": "Ones", "entries": {"Ana": 3, "Ben": "PLACE"}},
                            {"category": "Chance", "entries": {"Ana": 20, "Ben": 20}}]}
    text = json.dumps(sheet).replace('"PLACE"', "6" * 5000)  # a JSON number, as a program would write it
    line = one_line_error(run_check(write(tmp_path, "game.json", text), "--rules", "classic"))
    assert 'game.json categories[0], "Ben": ' in line and "5,000 digits" in line


def test_a_header_with_thousands_of_digits_is_one_line(tmp_path):
    # Before: the zombie's columns are numbered ("Zombie 2"), and int() of 5,000 digits gave a traceback.
    line = one_line_error(run_check(write(tmp_path, "game.csv", f"box,Lions,Zombie {'7' * 5000}\r\nOnes,3,2\r\n")))
    assert "game.csv row 1, column 3: " in line and "5,000 digits" in line


def test_leading_zeros_past_the_limit_of_int_are_read():
    # 5,000 zeros then 3 is 3; before, int() of the whole text raised ValueError
    assert parse_number("0" * 5000 + "3") == 3
    assert parse_number("0,000") == 0


# --- the separator, when names hold commas ------------------------------------------------------

# cases/classic.csv worked by hand in tests/check/test_dice.py::test_classic_card: Ana 412, Ben 193, Cy 117.
NAMES = {"Ana": "Silva, Ana", "Ben": "Okafor, Ben", "Cy": "Lee, Cy"}


@pytest.mark.parametrize("separator", [";", "\t"])
def test_names_with_commas_in_a_semicolon_or_tab_file(tmp_path, separator):
    # European Excel saves CSV with semicolons and writes "Silva, Ana" unquoted; a tab file likewise. Before:
    # the header split into 4 cells by commas as by semicolons, the comma won, and row 2 was "1 cells".
    rows = case_rows("classic.csv")
    rows[0] = [rows[0][0], *(NAMES[name] for name in rows[0][1:])]
    text = "\r\n".join(separator.join(row) for row in rows) + "\r\n"
    verdict = check_file(write(tmp_path, "game.csv", text.encode("cp1252")))
    assert verdict.verdict.players == ("Silva, Ana", "Okafor, Ben", "Lee, Cy")
    assert dict(verdict.verdict.scores) == {"Silva, Ana": 412, "Okafor, Ben": 193, "Lee, Cy": 117}


def test_a_comma_file_with_a_semicolon_in_a_name_stays_a_comma_file(tmp_path):
    # a guard: the rows below split by commas into as many cells as the header: the comma stays the separator
    rows = case_rows("classic.csv")
    text = "box,Ana;B,Ben,Cy\r\n" + "\r\n".join(",".join(row) for row in rows[1:]) + "\r\n"
    verdict = check_file(write(tmp_path, "game.csv", text))
    assert dict(verdict.verdict.scores) == {"Ana;B": 412, "Ben": 193, "Cy": 117}


def test_a_row_of_one_cell_is_one_cell(tmp_path):
    line = one_line_error(run_check(write(tmp_path, "game.csv", "box,Ana,Ben\r\nOnes,3,2\r\nTwos\r\n")))
    assert line.endswith("game.csv row 3: 1 cell, but the header row has 3")


# --- a table moved right ----------------------------------------------------------------------------


def test_a_csv_whose_column_a_is_empty(tmp_path):
    # Excel saves an empty column A as a comma at the start of every row.
    rows = [["", *row] for row in case_rows("classic.csv")]
    verdict = check_file(write(tmp_path, "game.csv", excel_csv(rows)))
    assert dict(verdict.verdict.scores) == {"Ana": 412, "Ben": 193, "Cy": 117}
    assert any("the table starts in column B; column A is empty" in note for note in verdict.notes)


def test_a_workbook_whose_table_starts_at_c3(tmp_path):
    rows = [[], [], *(["", "", *row] for row in case_rows("classic.csv"))]
    verdict = check_file(workbook(tmp_path / "game.xlsx", rows))
    assert dict(verdict.verdict.scores) == {"Ana": 412, "Ben": 193, "Cy": 117}
    assert any("starts in column C; the 2 columns on its left are empty" in note for note in verdict.notes)


def test_a_title_in_column_a_above_a_table_moved_right(tmp_path):
    # the title stays a title (a note), and the table is read from column B
    rows = [["Yahtzee 5B"], [], *(["", *row] for row in case_rows("classic.csv"))]
    verdict = check_file(workbook(tmp_path / "game.xlsx", rows))
    assert dict(verdict.verdict.scores) == {"Ana": 412, "Ben": 193, "Cy": 117}
    assert any("row 1 above it (a title) was not read" in note for note in verdict.notes)


# --- merged cells -------------------------------------------------------------------------------------


def _classic_book(path, merge: list[str], edit=None):
    from openpyxl import Workbook

    book = Workbook()
    sheet = book.active
    for row in case_rows("classic.csv"):
        sheet.append([int(c) if c.isdigit() else (c or None) for c in row])
    if edit:
        edit(sheet)
    for cells in merge:
        sheet.merge_cells(cells)
    book.save(path)
    return path


@pytest.mark.parametrize("cells", ["B2:C2", "C3:C4", "B5:D5"])
def test_merged_entries_are_refused_naming_the_cells(tmp_path, cells):
    # Before: B2:C2 merged holding 3 read as Ana 3 and Ben's Ones empty ("not filled"), with no word of it.
    line = one_line_error(run_check(_classic_book(tmp_path / "game.xlsx", [cells])))
    row = cells[1]
    assert f"game.xlsx row {row}: cells {cells} are merged" in line
    assert "a value belongs to one box: unmerge them" in line


def test_a_merged_title_above_and_a_merged_section_heading_are_read(tmp_path):
    # a guard: merged cells that hold no entry are read as before
    def edit(sheet):
        sheet.insert_rows(1, 2)
        sheet["A1"] = "Yahtzee 5B"
        sheet.insert_rows(4)  # an empty row under the header, for the heading
        sheet["A4"] = "UPPER SECTION"

    path = _classic_book(tmp_path / "game.xlsx", ["A1:D1", "A4:D4"], edit)
    verdict = check_file(path, CheckOptions(rules=preset("classic")))
    assert dict(verdict.verdict.scores) == {"Ana": 412, "Ben": 193, "Cy": 117}


def _with_comments(sheet):
    sheet["E1"] = "Comments"
    sheet["E2"] = "Ben was away for the upper boxes"


def test_cells_merged_in_a_column_of_remarks_are_left_out_with_it(tmp_path):
    # Before: E2:E5 merged in the Comments column stopped the check (exit 2), though without the merge the column
    # is left out with a note. The scores are classic.csv's (test above): the Comments column changes nothing.
    path = _classic_book(tmp_path / "game.xlsx", ["E2:E5"], _with_comments)
    verdict = check_file(path)
    assert dict(verdict.verdict.scores) == {"Ana": 412, "Ben": 193, "Cy": 117}
    assert any('the column "Comments" was left out' in note for note in verdict.notes)


def test_cells_merged_across_a_player_and_the_remarks_are_refused(tmp_path):
    # a guard: D2:E2 covers Cy's Ones (column D), so Cy's entry would be only as the merged range shows it
    line = one_line_error(run_check(_classic_book(tmp_path / "game.xlsx", ["D2:E2"], _with_comments)))
    assert "game.xlsx row 2: cells D2:E2 are merged" in line


# --- a scoring reference ------------------------------------------------------------------------------

# The fixed points of classic's boxes, as a teacher types them beside the boxes (the rules' own values).
REFERENCE = [["Box", "Points"], ["Full House", "25"], ["Small Straight", "30"], ["Large Straight", "40"],
             ["Yahtzee", "50"], ["Ones", "sum of the ones"]]


def test_a_scoring_reference_in_a_workbook_is_left_out_with_a_note(tmp_path):
    # Before: the reference tab was a game won by "Points" with 145 points, and counted in the class summary.
    from openpyxl import Workbook

    book = Workbook()
    book.active.title = "Scoring"
    for row in REFERENCE:
        book.active.append([int(c) if c.isdigit() else c for c in row])
    game = book.create_sheet("Game")
    for row in case_rows("classic.csv"):
        game.append([int(c) if c.isdigit() else (c or None) for c in row])
    book.save(tmp_path / "book.xlsx")
    result = check_paths([tmp_path / "book.xlsx"])
    assert len(result.sheets) == 1
    assert dict(result.sheets[0].verdict.scores) == {"Ana": 412, "Ben": 193, "Cy": 117}
    assert any('the sheet "Scoring" was not checked: it is a scoring reference' in n for n in result.sheets[0].notes)


def test_a_scoring_reference_given_alone_is_refused(tmp_path):
    line = one_line_error(run_check(write(tmp_path, "rules.csv", excel_csv(REFERENCE))))
    assert line.endswith("rules.csv: this looks like a scoring reference, not a filled sheet: its one column "
                         "(Points) holds the fixed points of the boxes (Full House 25, Yahtzee 50...); check the sheet "
                         "the players' entries were typed into")


def test_a_player_named_score_is_a_player(tmp_path):
    # a guard: Ana's card of cases/classic.csv under the name "Score"; 3 in Ones is no box's fixed points.
    rows = [[row[0], row[1]] for row in case_rows("classic.csv")]
    rows[0] = ["box", "Score"]
    verdict = check_file(write(tmp_path, "game.csv", excel_csv(rows)), CheckOptions(rules=preset("classic")))
    assert dict(verdict.verdict.scores) == {"Score": 412}


# --- the zombie's columns -------------------------------------------------------------------------------


def test_a_zombie_column_without_a_number_beside_zombie_2_is_game_1(tmp_path):
    # Before: "'Zombie 2' and 'Zombie' both name the zombie". By hand: 200 + 150 = 350 against 180 + 190 = 370.
    path = write(tmp_path, "game.csv", "side,Lions,Tigers,Zombie,Zombie 2\r\nGrand total,200,150,180,190\r\n")
    verdict = check_file(path).verdict
    assert verdict.teams == ("Lions", "Tigers")
    assert verdict.zombie_games == ("Zombie", "Zombie 2")
    assert (verdict.survivors, verdict.zombies, verdict.winners) == (350, 370, ("zombies",))


@pytest.mark.parametrize("zombie", ["Zombie 1,Zombie 2", "Zombie"])
def test_a_team_named_z_team_beside_the_zombies_columns_is_a_team(tmp_path, zombie):
    # Before: "Z team" was the zombie's one column, and the sheet was refused as naming the zombie twice.
    games = zombie.count(",") + 1
    totals = ",".join(["180", "190"][:games])
    path = write(tmp_path, "game.csv", f"side,Lions,Z team,{zombie}\r\nGrand total,200,150,{totals}\r\n")
    checked = check_file(path)
    assert checked.verdict.teams == ("Lions", "Z team")
    assert checked.verdict.survivors == 350  # 200 + 150
    assert any('"Z team" was read as a team' in note for note in checked.notes)


def test_z_team_alone_is_the_zombie_with_a_note(tmp_path):
    checked = check_file(write(tmp_path, "game.csv", "side,Lions,Z team\r\nGrand total,200,150\r\n"))
    assert checked.verdict.teams == ("Lions",)
    assert any('"Z team" was read as the zombie\'s column' in note for note in checked.notes)


# --- a class list given to check -----------------------------------------------------------------------


@pytest.mark.parametrize("rules", [[], ["--rules", "classic"]])
def test_a_class_list_is_named_as_one(tmp_path, rules):
    # Before: "'Ana' is neither a place-value category nor a box ... name it with --rules".
    path = write(tmp_path, "class.csv", excel_csv([["First name", "Last name", "Class"], ["Ana", "Silva", "5B"],
                                                    ["Ben", "Okafor", "5B"]]))
    line = one_line_error(run_check(path, *rules))
    assert 'class.csv: this looks like a class list (its header names "Last name", "Class")' in line
    assert "scorecard --roster" in line


@pytest.mark.parametrize("header, named", [
    # A German school export; before, check said its columns name no boxes.
    (["Vorname", "Nachname", "Klasse"], '"Nachname", "Klasse"'),  # the first column holds the labels
    # A PowerSchool export, read last name first by a roster.
    (["Name (Last, First)", "Homeroom"], '"Homeroom"'),
])
def test_a_class_list_with_headers_a_roster_reads_is_named_as_one(tmp_path, header, named):
    path = write(tmp_path, "class.csv", excel_csv([header, ["Ana", "Silva", "5B"][:len(header)],
                                                    ["Ben", "Okafor", "5B"][:len(header)]]))
    line = one_line_error(run_check(path))
    assert f"class.csv: this looks like a class list (its header names {named})" in line


@pytest.mark.parametrize("header", ["Score", "Total score", "Points"])
def test_a_list_of_results_is_named_as_one(tmp_path, header):
    # Before: "'Ana' is neither a place-value category nor a box ...; name it with --rules", which cannot help.
    path = write(tmp_path, "results.csv", excel_csv([["Name", header], ["Ana", "212"], ["Ben", "150"]]))
    line = one_line_error(run_check(path))
    assert line == (f'Error: {path}: this looks like a list of results (a "{header}" column beside the players\' '
                    "names), not a filled sheet; check reads the card the players filled in: the boxes or categories "
                    "down the first column and a column for each player")


@pytest.mark.parametrize("rules", [(), ("--rules", "zombie")])
def test_the_zombie_tally_typed_down_the_side_is_named_with_the_way_it_is_read(tmp_path, rules):
    # The pack's tally prints the teams and the zombie's games down the side beside a Grand total column (trial 25).
    # Before: "'Lions' is neither a place-value category nor a box", or with --rules zombie "every column (Grand
    # total) would be a survivor team".
    path = write(tmp_path, "tally.csv", excel_csv([["Team", "Grand total"], ["Lions", "235"], ["Tigers", "182"],
                                                   ["Zombie game 1", "326"], ["Zombie game 2", "91"]]))
    line = one_line_error(run_check(path, *rules))
    assert line.startswith(f"Error: {path}: this looks like the Zombie tally typed as it is printed")
    assert "side,Lions,Tigers,Zombie game 1,Zombie game 2 over Grand total,235,182,326,76" in line
    # typed as the docs say, it is judged: survivors 235 + 182 = 417 against zombies 326 + 91 = 417, a tie
    turned = write(tmp_path, "across.csv", excel_csv([["side", "Lions", "Tigers", "Zombie game 1", "Zombie game 2"],
                                                      ["Grand total", "235", "182", "326", "91"]]))
    assert "It is a tie" in run_check(turned, *rules).output


def test_a_card_of_one_player_headed_score_is_still_a_card(tmp_path):
    path = write(tmp_path, "card.csv", excel_csv([["Box", "Score"], ["Chance", "12"], ["Ones", "3"]]))
    assert "list of results" not in run_check(path, "--rules", "classic").output


def test_a_class_list_of_one_column_of_names_is_named_as_one(tmp_path):
    # Before: "the first row names the players after the category column ...; found only 'name'".
    line = one_line_error(run_check(write(tmp_path, "class.csv", excel_csv([["name"], ["Ana"], ["Ben"]]))))
    assert line.endswith('class.csv row 1: this looks like a class list (its header names "name"), not a filled sheet; '
                         "a class list makes cards and practice sheets (scorecard --roster, practice --roster), and "
                         "check reads the sheet the players' entries were typed into")


def test_a_list_of_names_without_a_header_is_named_as_a_class_list(tmp_path):
    # A plain list, one name a line, as a teacher keeps one: the first name is no header of a sheet.
    path = write(tmp_path, "class.txt", "Ana Smith\nBen Jones\nCy Lee\n".encode("utf-8"))
    line = one_line_error(run_check(path))
    assert line.endswith('class.txt row 1: this looks like a class list, one name a line ("Ana Smith" first), not a '
                         "filled sheet; a class list makes cards and practice sheets (scorecard --roster, practice "
                         "--roster), and check reads the sheet the players' entries were typed into, its first row "
                         "naming the players after the category column (such as: category,Ana,Ben)")


@pytest.mark.parametrize("label", ["Full House", "Grand Total", "Three of a kind"])
def test_a_card_s_row_alone_is_not_taken_for_a_name(tmp_path, label):
    # Two words with capitals, as a name has, but a row of the card: the message is about the missing header.
    line = one_line_error(run_check(write(tmp_path, "card.csv", f"{label}\n".encode("utf-8"))))
    assert "class list" not in line and f"found only {label!r}" in line


# --- messages -----------------------------------------------------------------------------------------------

# seed 000's first card (tests/check/cases/seed000.csv) with its numbers as a comma-decimal spreadsheet keeps
# "6,341" typed in a cell: the decimal 6.341.
def _decimal_rows() -> list[list[object]]:
    rows: list[list[object]] = [case_rows("seed000.csv")[0]]
    for label, *cells in case_rows("seed000.csv")[1:]:
        rows.append([label, *(float(c.replace(",", ".")) if c != "X" else c for c in cells)])
    return rows


def test_decimals_in_a_workbook_are_told_to_be_typed_without_a_comma(tmp_path):
    # Before: "format the cells as numbers without a thousands separator", which cannot turn 6.341 into 6341.
    # Every number is such a decimal, so the sheet is not checked, and the message is the note.
    with pytest.raises(SheetError, match="game.xlsx: not checked: ") as refused:
        check_file(workbook(tmp_path / "game.xlsx", _decimal_rows()))
    note = str(refused.value)
    # 15 numbers on the card, none read (counted in cases/seed000.csv: 18 cells, 3 of them X)
    assert "all 15 numbers that could not be read are written with a dot between groups of three digits" in note
    assert ("In a workbook such a cell holds a decimal: in a spreadsheet whose language writes the comma as the "
            "decimal sign, 6,341 typed in a cell is kept as the decimal 6.341, and no format of the cell turns it "
            "into 6341.") in note
    assert "Type the digits alone (6341) in the cells, without a comma, a dot or a space" in note
    assert "thousands separator" not in note


def test_apostrophes_grouping_a_sheet_are_named_with_an(tmp_path):
    rows = [[label, *(c.replace(",", "'") for c in cells)] for label, *cells in case_rows("seed000.csv")]
    with pytest.raises(SheetError, match="written with an apostrophe between groups of three digits "
                                         r"\(such as 6'341\)"):
        check_file(write(tmp_path, "game.csv", excel_csv(rows)))


@pytest.mark.parametrize("text, reason", [
    ("6\u00a0341", "6\u00a0341 has a space between its digits: write 6341 or 6,341"),  # no-break space
    ("6\u202f341", "6\u202f341 has a space between its digits: write 6341 or 6,341"),  # narrow no-break space
    ("6\u2009341", "6\u2009341 has a space between its digits: write 6341 or 6,341"),  # thin space
    ("6'341", "6'341 has an apostrophe between its digits: write 6341 or 6,341"),
    ("6341 6342", "6341 6342 is two numbers (6341 and 6342): a box holds one"),
    ("63 41", "63 41 has a space between its digits: write 6341 or 6,341"),  # one number with a gap, as before
])
def test_place_value_entries_spaced_or_grouped_say_what_is_between_the_digits(text, reason):
    # Before: the no-break spaces and the apostrophe were "not a whole number written with digits", and
    # "6341 6342" was told to be written 63416342.
    from worksheets.place_value import PlaceValueGame
    from worksheets.place_value.entries import judge_writing

    assert judge_writing(text, PlaceValueGame()).reason == reason


@pytest.mark.parametrize("text, reason", [
    ("6'341", "has an apostrophe between digits"),
    ("25 25", "holds 2 numbers (25 and 25); a cell holds one"),
    ("1 000", "has spaces between digits"),  # groups of three: one number spaced out
])
def test_a_box_with_two_numbers_or_an_apostrophe(text, reason):
    with pytest.raises(NumberFormatError, match=re.escape(reason)):
        parse_number(text)


def test_a_pdf_given_as_a_sheet_is_named_a_pdf(tmp_path):
    # Before: "row 223: a NUL byte". The start of every PDF file (ISO 32000-1, 7.5.2), then binary bytes.
    line = one_line_error(run_check(write(tmp_path, "game.csv", b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\x00\x00")))
    assert line.endswith("game.csv: is a PDF (a printed card or answer key), not a table; check the CSV, .xlsx or "
                         "JSON file the entries were typed into")


def test_a_readings_file_found_beside_the_sheet_is_named_in_the_notes(tmp_path):
    write(tmp_path, "game.csv", excel_csv(case_rows("seed000.csv")))
    write(tmp_path, "game.readings.csv", "category,Left\r\nNumber with 3 in the hundreds place,six thousand "
                                         "three hundred forty-one\r\n")
    verdict = check_paths([tmp_path / "game.csv"]).sheets[0]
    assert any(note.endswith("the readings aloud come from " + str(tmp_path / "game.readings.csv")
                             + ", the readings file beside it.") for note in verdict.notes)


def test_the_verdict_writes_points_as_the_table_does(tmp_path):
    # Before: "Ana wins with 1312 points" under a table showing 1,312.
    rows = case_rows("classic.csv")
    result = run_check(write(tmp_path, "game.csv", excel_csv(rows)), "--rules", "classic")
    assert "Ana wins with 412 points (Ben 193, Cy 117)." in result.output
    rows = [row[:3] for row in rows]
    labels = [row[0] for row in rows]
    rows[labels.index("Yahtzee bonus")][1] = "1000"  # ten extra Yahtzees; Ana's Yahtzee box holds 50
    result = run_check(write(tmp_path, "big.csv", excel_csv(rows)), "--rules", "classic")
    # by hand: Ana's 412 (tests/check/test_dice.py) - the 100 she had + 1,000 = 1,312 (her written totals stay
    # problems; the totals are worked out from the boxes)
    assert "Ana wins with 1,312 points to 193." in result.output


@pytest.mark.parametrize("code, noted", [("28C0-0000-0002-K", True), ("28C0-0000-0002-J", False)])
def test_a_code_that_cannot_be_read_beside_rules_is_noted(tmp_path, code, noted):
    # 28C0-0000-0002-J is the house card's code (tests/render/golden/house-card.txt); -K is one symbol mistyped.
    # Before, --rules passed over a code it could not read in silence, so a changed rules file went unnoticed.
    rows = [["Code", code, "", ""], *case_rows("classic.csv")]
    verdict = check_file(write(tmp_path, "game.csv", excel_csv(rows)), CheckOptions(rules=preset("house")))
    note = (f"The sheet code {code} cannot be read (is a symbol mistyped?), so it could not be matched to the rules "
            "given: checked as House Rules Yahtzee (--rules).")
    assert any(note in n for n in verdict.notes) == noted, verdict.notes


# --- the same sheet as JSON numbers ---------------------------------------------------------------------------


def test_a_json_sheet_of_numbers_shows_its_table_as_the_same_sheet_in_csv(tmp_path):
    # JSON numbers have no commas: the table shows them grouped, as the CSV's "6,341" (and the key) show them
    from worksheets.check import sheet_text

    rows = case_rows("seed000.csv")
    players = rows[0][1:]
    categories = [{"category": label, "entries": {p: int(cell.replace(",", "")) if re.fullmatch(r"[\d,]+", cell)
                                                  else cell for p, cell in zip(players, cells)}}
                  for label, *cells in rows[1:]]
    assert any(isinstance(e, int) and e > 999 for c in categories for e in c["entries"].values())
    as_json = write(tmp_path, "seed000.json", json.dumps({"players": players, "categories": categories}))

    def table(path):
        text = sheet_text(check_file(path, CheckOptions(rules=preset("place-value"))))
        return [line for line in text.splitlines()[1:] if line.startswith("  ")][:len(categories) + 2]

    assert table(as_json) == table(write(tmp_path, "seed000.csv", excel_csv(rows)))


@pytest.mark.parametrize("rules", [(), ("--rules", "zombie")])
def test_the_zombie_tally_typed_with_its_halves_side_by_side_is_named_as_the_tally(tmp_path, rules):
    # The tally's two halves as printed, side by side (trial 25): before, "the player name 'Grand total' is used
    # twice", which points at names. A sheet that truly gives two players one name is still refused as that.
    path = write(tmp_path, "tally.csv", excel_csv([["Survivors", "Grand total", "Zombies", "Grand total"],
                                                   ["Team 1", "235", "Zombie game 1", "326"],
                                                   ["Team 2", "182", "Zombie game 2", "91"]]))
    line = one_line_error(run_check(path, *rules))
    assert line.startswith(f"Error: {path}: this looks like the Zombie tally typed as it is printed")
    twice = write(tmp_path, "twice.csv", excel_csv([["box", "Ana", "Zombie game 1", "ana"], ["Chance", "3", "4", "5"]]))
    assert "the player name 'ana' is used twice" in one_line_error(run_check(twice, *rules))
