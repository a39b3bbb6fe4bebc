"""Completed sheets as teachers' spreadsheets really save them: Excel's CSV (a byte-order mark, CRLF line ends,
separators padding short rows), and .xlsx workbooks written with openpyxl (numbers kept as numbers).

The cards are the hand-worked case files (cases/classic.csv: Ana 412, Ben 155, Cy 252; cases/seed000.csv:
seed 000, Right wins 5 points to 4)."""

from __future__ import annotations

import csv
import zipfile

import pytest
import typer
from openpyxl import Workbook
from typer.testing import CliRunner

from cli.commands import check
from cli.shell import OneLineErrors
from worksheets.check import check_file, check_paths
from worksheets.codes import RulesRef, ScorecardCode
from worksheets.errors import NumberFormatError, SheetError
from worksheets.numbers import parse_number

from ..files import write
from .helpers import CASES


def excel_csv(rows: list[list[str]]) -> bytes:
    """CSV as Excel saves "CSV UTF-8": a byte-order mark, CRLF line ends, quotes only where needed."""
    lines = []
    for row in rows:
        out = []
        for cell in row:
            out.append(f'"{cell}"' if any(c in cell for c in ',"\n') else cell)
        lines.append(",".join(out))
    return ("\ufeff" + "\r\n".join(lines) + "\r\n").encode("utf-8")


def workbook(path, rows: list[list[object]]):
    """An .xlsx with ``rows`` on its first sheet; digits become numbers, as Excel keeps them."""
    book = Workbook()
    sheet = book.active
    for row in rows:
        sheet.append([int(c) if isinstance(c, str) and c.isdigit() else (c if c != "" else None) for c in row])
    book.save(path)
    return path


def case_rows(name: str) -> list[list[str]]:
    with open(CASES / name, newline="", encoding="utf-8") as handle:
        return [row for row in csv.reader(handle)]


def run_check(*args: str):
    app = typer.Typer(cls=OneLineErrors, no_args_is_help=True, add_completion=False, pretty_exceptions_enable=False)

    @app.callback()
    def main() -> None:
        """Local app for the tests."""

    check.register(app)
    return CliRunner().invoke(app, ["check", *map(str, args)])


def one_line_error(result) -> str:
    assert result.exit_code == 2, result.output
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert len(lines) == 1 and "Traceback" not in result.output, result.output
    return lines[0]


# --- 1. a header and no rows ---------------------------------------------------------------


@pytest.mark.parametrize("rules", [None, "classic", "place-value", "zombie"])
def test_a_csv_with_only_its_header_is_one_line_naming_the_file(tmp_path, rules):
    # Before: with --rules classic a traceback (IndexError); with zombie a message about the zombie's columns.
    path = write(tmp_path, "empty.csv", excel_csv([["box", "Ana", "Ben"], ["", "", ""]]))
    line = one_line_error(run_check(path, *(["--rules", rules] if rules else [])))
    assert f"{path} row 1: the header names the players, but no row below it has a category or box" in line


def test_a_workbook_with_only_its_header_and_a_code_row(tmp_path):
    path = workbook(tmp_path / "empty.xlsx", [["Yahtzee 5B"], [], ["box", "Ana", "Ben"], ["Code", "", ""]])
    line = one_line_error(run_check(path, "--rules", "classic"))
    assert f"{path} row 3: the header names the players, but no row below it" in line


# --- 2. words in a number cell ---------------------------------------------------------------

SENTENCE = "Ben was away today. He will play on Monday, 2 dice e.g. next week"  # 66 characters, a dot, an e, digits


@pytest.mark.parametrize("word, shown", [
    ("twelve hundred and six", "'twelve hundred and six'"),  # 22 characters: shown whole
    # longer than 40 characters: the first 40, then "..." (counted by hand: "Ben was away today. He will play on Mond")
    (SENTENCE, "'Ben was away today. He will play on Mond...'"),
])
def test_words_in_a_box_are_not_a_whole_number_whatever_their_length(tmp_path, word, shown):
    # Before: a word longer than 12 letters was "too large; the largest number is 999,999,999,999", and a
    # sentence with a dot "has a decimal point".
    rows = case_rows("classic.csv")
    rows[1][2] = word  # Ones, Ben
    line = one_line_error(run_check(write(tmp_path, "game.csv", excel_csv(rows)), "--rules", "classic"))
    assert line.endswith(f'game.csv row 2, column "Ben": {shown} is not a whole number; a box holds its points, 0 or X')


@pytest.mark.parametrize("text, reason", [
    ("6.341", "has a decimal point"), ("5.", "has a decimal point"), ("1e3", "is in scientific notation"),
    ("1_000", "has an underscore"), ("Mr. Smith", "is not a whole number"), ("see page 1e3 above", "is not a whole number"),
    ("1" * 13, "is too large"), ("thirteen-hundred", "is not a whole number"),
])
def test_a_reason_about_numbers_is_given_only_for_what_is_written_as_a_number(text, reason):
    with pytest.raises(NumberFormatError, match=reason):
        parse_number(text)


def test_a_sentence_in_a_place_value_box_is_cut_in_its_reason(tmp_path):
    rows = case_rows("seed000.csv")
    rows[1][2] = SENTENCE  # the first category, Right
    v = check_file(write(tmp_path, "game.csv", excel_csv(rows)))
    assert v.problems[0].endswith(": Ben was away today. He will play on Mond... is not a whole number written with "
                                  "digits"), v.problems


# --- 3. a column of remarks beside the players' -----------------------------------------------

# cases/classic.csv worked by hand in tests/check/test_dice.py::test_classic_card: Ana 412, Ben 193, Cy 117.
CLASSIC_TOTALS = {"Ana": 412, "Ben": 193, "Cy": 117}


def _with_column(rows: list[list[str]], header: str, cells: dict[int, str]) -> list[list[str]]:
    return [[*row, header if i == 0 else cells.get(i, "")] for i, row in enumerate(rows)]


@pytest.mark.parametrize("header", ["Comments", "NOTES", "remarks", "Feedback", "Teacher's comments", "Notes:"])
def test_a_remarks_column_in_a_csv_is_left_out_with_a_note(tmp_path, header):
    # Before: the column was a fourth player, "Comments", with every box not filled.
    rows = _with_column(case_rows("classic.csv"), header, {3: "good work", 9: "ask about the bonus"})
    v = check_file(write(tmp_path, "game.csv", excel_csv(rows)))
    assert v.verdict.players == ("Ana", "Ben", "Cy")
    assert dict(v.verdict.totals) == CLASSIC_TOTALS
    assert (f'{tmp_path / "game.csv"}: the column "{header}" was left out: it holds remarks, not a player\'s entries.'
            in " ".join(v.notes))


@pytest.mark.parametrize("header", ["Total", "TOTALS", "Sum", "Average", "Class total", "mean", "Total:"])
@pytest.mark.parametrize("save", ["csv", "xlsx"])
def test_a_column_adding_up_the_players_is_left_out_with_a_note(tmp_path, header, save):
    # Before: "Total", the sum of each row, was a fourth player and won with 722 points (412 + 193 + 117).
    rows = case_rows("classic.csv")
    sums = {i: str(sum(int(cell) for cell in row[1:] if cell.isdigit())) for i, row in enumerate(rows) if i}
    rows = _with_column(rows, header, sums)
    path = (write(tmp_path, "game.csv", excel_csv(rows)) if save == "csv"
            else workbook(tmp_path / "game.xlsx", rows))
    v = check_file(path)
    assert v.verdict.players == ("Ana", "Ben", "Cy")
    assert dict(v.verdict.totals) == CLASSIC_TOTALS
    assert f'the column "{header}" was left out: it adds up or averages the players\' columns' in " ".join(v.notes)


@pytest.mark.parametrize("header", ["Winner", "winners", "Who won?", "Won by", "Round winner"])
def test_a_column_marking_who_won_is_left_out_with_a_note(tmp_path, header):
    # Before: a "Winner" column of names was a third player of the place-value game, every entry struck out.
    # seed000.csv is SPEC 2's worked example: Right wins 5 to 4 (cases/seed000.csv).
    rows = case_rows("seed000.csv")
    rows = _with_column(rows, header, {i: "Left" for i in range(1, len(rows))})
    v = check_file(write(tmp_path, "game.csv", excel_csv(rows)))
    assert v.verdict.players == ("Left", "Right")
    assert v.verdict.winners == ("Right",) and dict(v.verdict.scores) == {"Left": 4, "Right": 5}
    assert f'the column "{header}" was left out: it marks who won' in " ".join(v.notes)


@pytest.mark.parametrize("label, words", [
    ("Winner", "it marks who won"), ("Game winner:", "it marks who won"), ("Comments", "it holds remarks"),
    # A mark book's average under the card (a spreadsheet's =AVERAGE row): no box of any game.
    ("Average", "it averages the players' scores"), ("Class mean:", "it averages the players' scores"),
    # The details a Zombie team card prints beside its boxes, typed as rows (trial 25).
    ("Team members", "it holds the card's details"), ("Date", "it holds the card's details"),
    ("Team name", "it holds the card's details"), ("Name", "it holds the card's details")])
@pytest.mark.parametrize("save", ["csv", "xlsx"])
def test_a_row_marking_who_won_or_holding_remarks_is_left_out_with_a_note(tmp_path, label, words, save):
    # Before: the row's label was no box of any game, so the check stopped ("name it with --rules").
    rows = case_rows("classic.csv")
    cell = {"Comments": "well played", "Team members": "Ana, Ben, Cy", "Date": "4/11", "Team name": "Lions",
            "Name": "Cy"}.get(label, "x" if "win" in label
                                                                                          else "198")
    rows.append([label, "", "", cell])
    path = (write(tmp_path, "game.csv", excel_csv(rows)) if save == "csv"
            else workbook(tmp_path / "game.xlsx", rows))
    v = check_file(path)
    assert dict(v.verdict.totals) == CLASSIC_TOTALS
    assert f'row {len(rows)} ("{label}") was left out: {words}' in " ".join(v.notes)


@pytest.mark.parametrize("header", ["No.", "#", "", "Nr"])
@pytest.mark.parametrize("save", ["csv", "xlsx"])
def test_a_column_numbering_the_rows_is_left_out_with_a_note(tmp_path, header, save):
    # Before: "1", "2", ... were taken for the labels, and the check stopped ("'1' is neither ... a box").
    rows = case_rows("classic.csv")
    rows = [[header if i == 0 else str(i), *row] for i, row in enumerate(rows)]
    path = (write(tmp_path, "game.csv", excel_csv(rows)) if save == "csv"
            else workbook(tmp_path / "game.xlsx", rows))
    v = check_file(path)
    assert v.verdict.players == ("Ana", "Ben", "Cy") and dict(v.verdict.totals) == CLASSIC_TOTALS
    assert "numbers the rows, so it was left out" in " ".join(v.notes)


def test_a_row_added_under_numbered_rows_without_a_number_is_read_too(tmp_path):
    # Trial 18: a "Winner" row typed under the card, its number cell left empty, made the numbers no column of
    # row numbers, and the check stopped on it ("the row has entries but no category or box").
    rows = case_rows("classic.csv")
    rows = [["#" if i == 0 else str(i), *row] for i, row in enumerate(rows)] + [["", "Winner", "Ana", "", ""]]
    v = check_file(write(tmp_path, "game.csv", excel_csv(rows)))
    assert dict(v.verdict.totals) == CLASSIC_TOTALS
    notes = " ".join(v.notes)
    assert "numbers the rows, so it was left out" in notes and f'row {len(rows)} ("Winner") was left out' in notes
    # A row without a number between numbered ones still means the column numbers nothing: it is the labels'.
    gap = rows[:3] + [["", *rows[3][1:]]] + rows[4:-1]
    with pytest.raises(SheetError, match="row 4: the row has entries but no category or box"):
        check_file(write(tmp_path, "gap.csv", excel_csv(gap)))


def test_a_first_column_of_numbers_that_do_not_count_up_is_not_taken_for_row_numbers(tmp_path):
    # "3, 1, 2" numbers nothing: the first column stays the labels' (and names no box, so the check stops).
    rows = [["No.", "Box", "Ana", "Ben"], ["3", "Ones", "3", "1"], ["1", "Twos", "2", "4"], ["2", "Threes", "3", "6"]]
    with pytest.raises(SheetError, match="'3' is neither a place-value category nor a box"):
        check_file(write(tmp_path, "game.csv", excel_csv(rows)))


def test_a_player_named_like_a_sum_beside_others_is_still_a_player(tmp_path):
    # Only the exact words are a column of sums: "Totally Tom" and "Summer" are players.
    rows = case_rows("classic.csv")
    rows[0] = [rows[0][0], "Totally Tom", "Summer", rows[0][3]]
    v = check_file(write(tmp_path, "game.csv", excel_csv(rows)))
    assert v.verdict.players == ("Totally Tom", "Summer", "Cy")


def test_a_remarks_column_between_players_in_a_workbook(tmp_path):
    rows = [[*row[:2], "comment" if i == 0 else ("well done" if i == 2 else ""), *row[2:]]
            for i, row in enumerate(case_rows("classic.csv"))]
    v = check_file(workbook(tmp_path / "game.xlsx", rows))
    assert v.verdict.players == ("Ana", "Ben", "Cy") and dict(v.verdict.totals) == CLASSIC_TOTALS
    assert any('the column "comment" was left out' in note for note in v.notes)


# --- 4. spreadsheet error values ----------------------------------------------------------------


def _classic_with(changes: dict[tuple[str, str], str]) -> list[list[str]]:
    """cases/classic.csv with the cells (row label, player) changed."""
    rows = case_rows("classic.csv")
    players = rows[0]
    for (label, player), value in changes.items():
        row = next(r for r in rows if r[0] == label)
        row[players.index(player)] = value
    return rows


@pytest.mark.parametrize("save", ["csv", "xlsx"])
def test_an_error_value_in_a_total_is_not_written_with_a_note_naming_the_cell(tmp_path, save):
    # Ana's grand total 412 and Cy's lower total 220 are replaced by error values: not written, so not checked.
    # Ana wrote everything else right (no problem left); Cy still has his other slips (test_dice.py). Totals are
    # computed from the boxes, so they stay as in CLASSIC_TOTALS.
    rows = _classic_with({("Grand total", "Ana"): "#VALUE!", ("Lower total", "Cy"): "#DIV/0!"})
    path = (write(tmp_path, "game.csv", excel_csv(rows)) if save == "csv"
            else workbook(tmp_path / "game.xlsx", rows))
    v = check_file(path)
    assert dict(v.verdict.totals) == CLASSIC_TOTALS
    assert not any(p.startswith("Ana:") for p in v.problems)
    assert not any(p.startswith("Cy: Lower total") for p in v.problems)
    # classic.csv: Grand total is row 19, Lower total row 18 (row 1 the header).
    assert (f'{path} row 19, column "Ana": the Grand total cell holds #VALUE!, a spreadsheet\'s error value (its '
            "formula could not be worked out), so it was taken as not written and not checked.") in v.notes
    assert any(note.startswith(f'{path} row 18, column "Cy": the Lower total cell holds #DIV/0!') for note in v.notes)


@pytest.mark.parametrize("value", ["#VALUE!", "#REF!", "#DIV/0!", "#N/A", "#NAME?", "#NUM!", "#NULL!", "Err:502"])
@pytest.mark.parametrize("save", ["csv", "xlsx"])
def test_an_error_value_in_a_box_stops_with_its_row_and_column(tmp_path, value, save):
    rows = _classic_with({("Twos", "Ben"): value})
    path = (write(tmp_path, "game.csv", excel_csv(rows)) if save == "csv"
            else workbook(tmp_path / "game.xlsx", rows))
    line = one_line_error(run_check(path))
    # Twos is row 3 of classic.csv.
    assert line == (f"Error: {path} row 3, column \"Ben\": '{value}' is a spreadsheet's error value (the formula in "
                    "the cell could not be worked out), not a number; a box holds its points, 0 or X")
    assert "not a whole number" not in line


def test_an_error_value_in_a_place_value_box_does_not_count_and_says_why(tmp_path):
    rows = case_rows("seed000.csv")
    rows[1][2] = "#N/A"  # the first category, Right
    v = check_file(write(tmp_path, "game.csv", excel_csv(rows)))
    assert any(p.endswith(": #N/A is a spreadsheet's error value (the formula in the cell could not be worked out), "
                          "not a number: type the number written on the card") for p in v.problems), v.problems


def test_an_error_value_as_the_only_grand_total_says_so(tmp_path):
    path = write(tmp_path, "game.csv", excel_csv([["player", "Ana", "Ben"], ["Grand total", "#REF!", "193"]]))
    line = one_line_error(run_check(path, "--rules", "classic"))
    assert f"{path} row 2, column \"Ana\": '#REF!' is a spreadsheet's error value" in line


# --- 5. the files a spreadsheet or a Mac leaves in a folder ---------------------------------------

# Excel's owner file "~$NAME.xlsx" while NAME.xlsx is open: 165 bytes, the user's name as a length byte and
# ASCII padded with spaces, then again in UTF-16 (as seen in such files; the exact padding does not matter).
OWNER_FILE = bytes([3]) + b"Ann".ljust(53, b" ") + b"\x03\x00" + "Ann".encode("utf-16-le") + b" \x00" * 51 + b"\x00"
assert len(OWNER_FILE) == 165
# A macOS resource file "._NAME": AppleDouble's magic number and version, "Mac OS X" and zeros.
APPLE_DOUBLE = b"\x00\x05\x16\x07" + b"\x00\x02\x00\x00" + b"Mac OS X        " + b"\x00" * 4072


def test_a_folder_leaves_out_excel_lock_files_and_mac_resource_files(tmp_path):
    write(tmp_path, "game.csv", excel_csv(case_rows("classic.csv")))
    workbook(tmp_path / "pair.xlsx", case_rows("seed000.csv"))
    write(tmp_path, "~$pair.xlsx", OWNER_FILE)
    write(tmp_path, "._game.csv", APPLE_DOUBLE)
    write(tmp_path, "._pair.xlsx", APPLE_DOUBLE)
    result = run_check(tmp_path)
    # Before: the three were sheets not judged ("is not UTF-8..." / "not an Excel workbook"), exit code 3.
    assert result.exit_code == 0, result.output
    assert "~$pair" not in result.output and "._game" not in result.output


def test_real_sheets_named_like_those_files_are_kept(tmp_path):
    # A sheet a teacher named "~$ copy.csv" is text, and "._pair.xlsx" here a workbook: both are checked.
    write(tmp_path, "~$ copy.csv", excel_csv(case_rows("classic.csv")))
    workbook(tmp_path / "._pair.xlsx", case_rows("seed000.csv"))
    verdicts = check_paths([tmp_path])
    assert sorted(v.source.rsplit("/", 1)[-1] for v in verdicts.sheets) == ["._pair.xlsx", "~$ copy.csv"]


def test_a_folder_of_only_such_files_names_them(tmp_path):
    write(tmp_path, "~$game.xlsx", OWNER_FILE)
    line = one_line_error(run_check(tmp_path))
    assert line.startswith(f"Error: {tmp_path}: the folder has no .csv, .json or .xlsx sheets (left out: ~$game.xlsx: ")


# --- 6. numbers grouped with a dot or a space ------------------------------------------------------

HABIT = "numbers that could not be read are written with a"


def _seed000_with(changes: dict[tuple[int, int], str]) -> list[list[str]]:
    rows = case_rows("seed000.csv")
    for (row, column), value in changes.items():
        rows[row][column] = value
    return rows


@pytest.mark.parametrize("save", ["csv", "xlsx"])
def test_a_place_value_sheet_grouped_with_dots_gets_one_note(tmp_path, save):
    # seed000.csv rows 2 and 3 of Left ("6,341", "4,335") and row 2 of Right ("5,332"), typed the European way;
    # no other entry is refused, so all 3 refused numbers share the habit.
    rows = _seed000_with({(1, 1): "6.341", (2, 1): "4.335", (1, 2): "5 332"})
    path = (write(tmp_path, "game.csv", excel_csv(rows)) if save == "csv"
            else workbook(tmp_path / "game.xlsx", rows))  # typed as text in the workbook: "6.341" is no number there
    v = check_file(path)
    assert len(v.problems) == 3  # each entry still does not count, with its own reason
    assert (f"{path}: all 3 {HABIT} dot or a space between groups of three digits (such as 6.341), as many "
            "countries write them. This tool takes a dot as a decimal point and only a comma as grouping digits, "
            "whatever language the spreadsheet uses") in " ".join(v.notes)
    assert sum(HABIT in note for note in v.notes) == 1


@pytest.mark.parametrize("changes", [
    {(1, 1): "6.341"},  # one grouped number is a slip, not a habit
    # 2 of 5 refused numbers (a cell without digits, such as "six", is not counted as a number):
    {(1, 1): "6.341", (2, 1): "4.335", (1, 2): "53x2", (2, 2): "6,4,25", (3, 2): "5.621,5"},  # 2 of 5: not half ("5.621,0" would be grouped: a decimal comma and zeros)
])
def test_no_note_when_grouping_is_not_the_sheets_habit(tmp_path, changes):
    v = check_file(write(tmp_path, "game.csv", excel_csv(_seed000_with(changes))))
    assert v.problems and not any(HABIT in note for note in v.notes)


def test_two_grouped_of_four_refused_is_half_and_gets_the_note(tmp_path):
    v = check_file(write(tmp_path, "game.csv", excel_csv(_seed000_with(
        {(1, 1): "6.341", (2, 1): "4.335", (1, 2): "53x2", (2, 2): "6,4,25"}))))
    assert any("2 of the 4 " + HABIT + " dot between" in note for note in v.notes), v.notes


def test_a_dice_sheet_stopped_by_a_grouped_total_explains_the_habit(tmp_path):
    rows = _classic_with({("Grand total", "Ana"): "1.412", ("Grand total", "Cy"): "1.252"})
    line = one_line_error(run_check(write(tmp_path, "game.csv", excel_csv(rows))))
    assert line.startswith(f"Error: {tmp_path / 'game.csv'} row 19, column \"Ana\": '1.412' has a decimal point")
    assert "(both " + HABIT + " dot between groups of three digits (such as 1.412)" in line
    assert "Type the digits alone (1412), or with commas in quotes in CSV (\"1,412\")" in line


# --- 7. a player's column left empty (the player was absent) ----------------------------------------


@pytest.mark.parametrize("save", ["csv", "xlsx"])
def test_an_empty_player_column_is_left_out_with_a_note(tmp_path, save):
    # Dan's column between Ana's and Ben's, every cell blank. Before: Dan was a fourth player with every box
    # "not filled" (a problem for each of his 13 boxes) and a grand total of 0.
    rows = [[*row[:2], "Dan" if i == 0 else "", *row[2:]] for i, row in enumerate(case_rows("classic.csv"))]
    path = (write(tmp_path, "game.csv", excel_csv(rows)) if save == "csv"
            else workbook(tmp_path / "game.xlsx", rows))
    v = check_file(path)
    assert v.verdict.players == ("Ana", "Ben", "Cy") and dict(v.verdict.totals) == CLASSIC_TOTALS
    assert not any(p.startswith("Dan") for p in v.problems)
    assert f'{path}: the column "Dan" is empty, so it was left out (a player who was absent)' in " ".join(v.notes)


def test_an_empty_column_on_a_place_value_sheet_of_three_is_left_out(tmp_path):
    rows = [[*row, "Cat" if i == 0 else ""] for i, row in enumerate(case_rows("seed000.csv"))]
    v = check_file(write(tmp_path, "game.csv", excel_csv(rows)))
    assert v.verdict.players == ("Left", "Right")
    assert dict(v.verdict.points) == {"Left": 4, "Right": 5}  # seed 000 by hand (tests/check/test_title_rows.py)
    assert any('the column "Cat" is empty, so it was left out' in note for note in v.notes)


def test_an_empty_column_of_a_place_value_pair_is_kept_and_said(tmp_path):
    # A comparison needs two players: Right's empty card is judged as written (all X), and the note says so.
    rows = [[row[0], row[1], "Right" if i == 0 else ""] for i, row in enumerate(case_rows("seed000.csv"))]
    v = check_file(write(tmp_path, "game.csv", excel_csv(rows)))
    assert v.verdict.players == ("Left", "Right")
    assert any('the column "Right" is empty; it was judged as written (every box X), as a game needs 2 players'
               in note for note in v.notes)


# --- 8. the sheet's details typed above the table ------------------------------------------------------


def _dice_roller_code() -> str:
    return ScorecardCode(RulesRef(preset="dice-roller"), "card", 3).encode()  # as tests/check/test_game_from_code.py


@pytest.mark.parametrize("save", ["csv", "xlsx"])
def test_details_above_the_table_are_read_past_and_their_code_names_the_game(tmp_path, save):
    # classic.csv's labels fit classic and dice-roller (the labels alone pick classic); the code names dice-roller.
    # Before: "Name:,Ben" was the header (one player, "Ben"), and the real header a row of the table.
    code = _dice_roller_code()
    rows = [["Name:", "Ben", "", "Date:", "4/11"], ["Sheet code:", code], [], *case_rows("classic.csv")]
    path = (write(tmp_path, "game.csv", excel_csv(rows)) if save == "csv"
            else workbook(tmp_path / "game.xlsx", rows))
    v = check_file(path)
    assert (v.choice.rules.name, v.choice.how, v.code) == ("dice-roller", "code", code)
    assert v.verdict.players == ("Ana", "Ben", "Cy")
    assert (f"{path}: the table's header is on row 4; above it, Name: Ben, Date: 4/11 and Sheet code: {code} were "
            "read as the sheet's details, not as players (the sheet code, from row 2, is used as a Code row under "
            "the header would be).") in v.notes


def test_a_name_above_a_place_value_table_is_not_a_player(tmp_path):
    rows = [["Name:", "Ana"], *case_rows("seed000.csv")]
    v = check_file(write(tmp_path, "game.csv", excel_csv(rows)))
    assert dict(v.verdict.points) == {"Left": 4, "Right": 5}  # seed 000 by hand, as without the row


def test_a_code_above_and_a_code_row_below_the_header_are_two_codes(tmp_path):
    code = _dice_roller_code()
    rows = case_rows("classic.csv")
    rows = [["Code:", code], rows[0], ["Code", code, "", ""], *rows[1:]]
    with pytest.raises(SheetError, match=r"game.csv row 3: a second sheet code"):
        check_file(write(tmp_path, "game.csv", excel_csv(rows)))


# --- 9. a table turned on its side ------------------------------------------------------------------


def _turned(name: str, corner: str) -> list[list[str]]:
    rows = [list(column) for column in zip(*case_rows(name))]
    rows[0][0] = corner
    return rows


@pytest.mark.parametrize("rules", [None, "classic"])
@pytest.mark.parametrize("save", ["csv", "xlsx"])
def test_a_scorecard_turned_on_its_side_is_refused_saying_so(tmp_path, save, rules):
    # Before: "'Ana' is neither a place-value category nor a box of a preset" (or "not a box of Classic Yahtzee").
    rows = _turned("classic.csv", "Name")
    path = (write(tmp_path, "game.csv", excel_csv(rows)) if save == "csv"
            else workbook(tmp_path / "game.xlsx", rows))
    line = one_line_error(run_check(path, *(["--rules", rules] if rules else [])))
    assert line.startswith(f"Error: {path}: the table is turned on its side: the header names the boxes (Ones, Twos, "
                           "Threes, ...) and the first column the players (Ana, Ben, Cy); a sheet has the players "
                           "across the header and the boxes down the first column.")
    assert "Transpose" in line


def test_a_place_value_sheet_turned_on_its_side_names_categories(tmp_path):
    line = one_line_error(run_check(write(tmp_path, "game.csv", excel_csv(_turned("seed000.csv", "player")))))
    assert "the header names the categories (Number with 3 in the hundreds place, " in line
    assert "first column the players (Left, Right)" in line


def test_a_sheet_with_one_unknown_row_is_not_called_turned(tmp_path):
    # One mistyped label among the boxes: the message names that row, as before.
    rows = case_rows("classic.csv")
    rows[2][0] = "Tw0s"
    line = one_line_error(run_check(write(tmp_path, "game.csv", excel_csv(rows)), "--rules", "classic"))
    assert "row 3: 'Tw0s' is not a box of Classic Yahtzee" in line and "turned" not in line


# --- 10. formulas a program wrote without working them out ------------------------------------------


def _classic_with_formula_totals(path):
    """classic.csv as a workbook whose Grand total row holds formulas (openpyxl saves a formula with no value,
    as any program that writes .xlsx without a spreadsheet does). Row 19 is Grand total; B, C, D are Ana, Ben, Cy."""
    rows = case_rows("classic.csv")
    rows[-1] = ["Grand total", "=B8+B9+B18", "=C8+C9+C18", "=D8+D9+D18"]
    return workbook(path, rows)


def _as_a_spreadsheet_saves(path, values: dict[str, str], text: set[str] = frozenset()):
    """The workbook with each formula cell's value saved beside it, as Excel saves it (``text``: cells whose
    formula worked out to empty text, saved as t="str" with an empty value)."""
    data = {}
    with zipfile.ZipFile(path) as archive:
        for item in archive.infolist():
            data[item.filename] = archive.read(item.filename)
    xml = data["xl/worksheets/sheet1.xml"].decode("utf-8")
    for cell, value in values.items():
        head, sep, rest = xml.partition(f'<c r="{cell}"')
        body, end, tail = rest.partition("</c>")
        body = body.replace("<v />", f"<v>{value}</v>")
        if cell in text:
            body = ' t="str"' + body.replace(f"<v>{value}</v>", "<v></v>")
        xml = head + sep + body + end + tail
    data["xl/worksheets/sheet1.xml"] = xml.encode("utf-8")
    with zipfile.ZipFile(path, "w") as archive:
        for name, content in data.items():
            archive.writestr(name, content)
    return path


def test_formula_totals_never_worked_out_are_noted(tmp_path):
    path = _classic_with_formula_totals(tmp_path / "game.xlsx")
    v = check_file(path)
    # Before: the grand totals read as empty with no word; they are still not checked (computed totals count).
    assert dict(v.verdict.totals) == CLASSIC_TOTALS
    assert (f"{path} row 19 (Grand total): cells B19, C19 and D19 hold formulas (such as =B8+B9+B18) with no value "
            "saved, so they were read as empty and not checked.") in " ".join(v.notes)


def test_a_total_the_spreadsheets_own_formula_got_wrong_is_said_to_be_the_formulas(tmp_path):
    # Trial 28: a teacher's =SUM over the boxes and the totals gave a wrong grand total, reported as "you wrote",
    # as a student's slip. classic.csv's Grand totals (CLASSIC_TOTALS, by hand in the cases file) are kept for Ben
    # and Cy; Ana's formula is saved with 824 (her 412 twice), Ben's is right (193).
    path = _as_a_spreadsheet_saves(_classic_with_formula_totals(tmp_path / "game.xlsx"),
                                   {"B19": "824", "C19": "193", "D19": "117"})
    v = check_file(path)
    assert dict(v.verdict.totals) == CLASSIC_TOTALS
    assert [p for p in v.problems if "Grand total" in p] == [
        "Ana: Grand total: you wrote 824, but 63 + 35 + 314 = 412"]
    formula_notes = [n for n in v.notes if "worked out by the spreadsheet's formula" in n]
    assert formula_notes == [f'{path} row 19, column "Ana": Ana\'s Grand total was worked out by the spreadsheet\'s '
                             "formula (=B8+B9+B18), not written by the student; it does not add up as the rules do: "
                             "look at the formula (one that sums the boxes and the totals above it counts their "
                             "points twice)."]
    # typed as a number, the same 824 is the student's own slip: no such note
    rows = case_rows("classic.csv")
    rows[-1] = ["Grand total", "824", *rows[-1][2:]]
    assert not any("formula" in n for n in check_file(workbook(tmp_path / "typed.xlsx", rows)).notes)


def test_a_box_formula_never_worked_out_stops_the_check(tmp_path):
    # Read as empty, Ana's Yahtzee (=25*2, a program's file) was "not filled", counted 0, and Ben named the
    # winner: a box's points decide the game, so the check stops and says how to get the values saved.
    rows = case_rows("classic.csv")
    number = next(i for i, row in enumerate(rows) if row[0] == "Yahtzee")
    rows[number] = ["Yahtzee", "=25*2", *rows[number][2:]]
    path = workbook(tmp_path / "game.xlsx", rows)
    line = one_line_error(run_check(path))
    assert line == (f"Error: {path} row {number + 1} (Yahtzee): cell B{number + 1} holds a formula (=25*2) with no "
                    "value saved, so its points cannot be read, and without them no winner can be named. A program "
                    "wrote the file without working the formulas out: open it in the spreadsheet, save it, and "
                    "check it again")
    # Saved by a spreadsheet, with the value it worked out, the same box reads as 50.
    saved = _as_a_spreadsheet_saves(path, {f"B{number + 1}": "50"})
    assert not any("formula" in note for note in check_file(saved).notes)


def test_a_points_line_formula_never_worked_out_is_noted_not_refused(tmp_path):
    # Trial 28: a place-value card's "My points" of formulas a program wrote (=COUNTA(...), no value saved) stopped
    # the check, "without them no winner can be named"; the categories name the winner, and the points line is the
    # students' own count, checked when it can be read. Seed 000: Right 5 points, Left 4 (tests/check/cases).
    rows = case_rows("seed000.csv")
    rows.append(["My points", "=COUNTA(B2:B10)", "=COUNTA(C2:C10)"])
    path = workbook(tmp_path / "game.xlsx", rows)
    v = check_file(path)
    assert v.verdict.points == {"Left": 4, "Right": 5} and v.verdict.winners == ("Right",)
    assert (f"{path} row {len(rows)} (My points): cells B{len(rows)} and C{len(rows)} hold formulas (such as "
            "=COUNTA(B2:B10)) with no value saved, so they were read as empty and not checked.") in " ".join(v.notes)


def test_a_row_left_out_gets_its_own_note_only(tmp_path):
    # Trial 28: an "Average" row of formulas a program wrote was said to be left out, and then its formulas were
    # said not to be worked out, with advice to save the file again, for a row not read at all.
    rows = case_rows("classic.csv")
    rows.append(["Average", "=AVERAGE(B2:B19)", "=AVERAGE(C2:C19)", "=AVERAGE(D2:D19)"])
    path = workbook(tmp_path / "game.xlsx", rows)
    notes = check_file(path).notes
    assert any(f'row {len(rows)} ("Average") was left out' in note for note in notes), notes
    assert not any("AVERAGE" in note for note in notes), notes


def test_formulas_of_a_column_left_out_are_not_noted_row_by_row(tmp_path):
    # A "Total" column of =SUM formulas never worked out beside the players: the column is left out (it is no
    # player), so its 19 formulas are not 19 notes; the players' own formula grand totals are still noted.
    path = _classic_with_formula_totals(tmp_path / "game.xlsx")
    from openpyxl import load_workbook

    book = load_workbook(path)
    sheet = book.active
    sheet["E1"] = "Total"
    for row in range(2, 20):
        sheet[f"E{row}"] = f"=SUM(B{row}:D{row})"
    book.save(path)
    v = check_file(path)
    assert v.verdict.players == ("Ana", "Ben", "Cy") and dict(v.verdict.totals) == CLASSIC_TOTALS
    assert not any("SUM" in note or "E2" in note for note in v.notes), v.notes
    assert any("cells B19, C19 and D19 hold formulas" in note for note in v.notes)


def test_formula_totals_saved_with_their_values_are_read_without_a_note(tmp_path):
    # The values a spreadsheet saves: 412, 155, 252 as in classic.csv; Ben's is kept as empty text.
    path = _as_a_spreadsheet_saves(_classic_with_formula_totals(tmp_path / "game.xlsx"),
                                   {"B19": "412", "C19": "155", "D19": "252"}, text={"C19"})
    v = check_file(path)
    assert not any("no value saved" in note for note in v.notes)
    assert any(p.startswith("Cy: Grand total: you wrote 252") for p in v.problems)  # the value saved is read
    # ... and, as the cell is a formula's, the note says the formula worked it out, not Cy
    assert [n for n in v.notes if "formula" in n] == [
        f'{path} row 19, column "Cy": Cy\'s Grand total was worked out by the spreadsheet\'s formula (=D8+D9+D18), '
        "not written by the student; it does not add up as the rules do: look at the formula (one that sums the "
        "boxes and the totals above it counts their points twice)."]


@pytest.mark.parametrize("rules", [None, "classic"])
def test_a_long_remark_in_the_first_column_is_cut_in_the_message(tmp_path, rules):
    remark = "Remember to add the bonus only when the upper section reaches 63 points or more"
    rows = [*case_rows("classic.csv"), [remark, "", "", ""]]
    line = one_line_error(run_check(write(tmp_path, "game.csv", excel_csv(rows)), *(["--rules", rules] if rules else [])))
    # The first 40 characters, counted by hand: "Remember to add the bonus only when the " (ends with a space).
    assert "row 20: 'Remember to add the bonus only when the ...' is n" in line and remark not in line


def test_json_with_only_a_code_has_no_categories(tmp_path):
    path = write(tmp_path, "game.json", '{"players": ["Ana", "Ben"], "categories": '
                                        '[{"category": "Code", "entries": {"Ana": "1900-0400-0001-0"}}]}')
    assert one_line_error(run_check(path)) == f'Error: {path}: "categories" holds no category or box besides the code'


def test_lock_files_named_among_sheets_are_left_out_and_alone_are_named(tmp_path):
    # "worksheets check *.xlsx" in a terminal names Excel's lock file beside the workbook.
    workbook(tmp_path / "pair.xlsx", case_rows("seed000.csv"))
    lock = write(tmp_path, "~$pair.xlsx", OWNER_FILE)
    result = run_check(tmp_path / "pair.xlsx", lock)
    assert result.exit_code == 0, result.output  # before: 3, the lock file "not an Excel workbook"
    line = one_line_error(run_check(lock))
    assert line == (f"Error: {lock}: not a sheet: the lock file Excel keeps while a workbook is open; "
                    "check pair.xlsx itself")


@pytest.mark.parametrize("mark", [".", " ", "\u00a0"])
def test_a_place_value_sheet_all_grouped_is_not_checked(tmp_path, mark):
    # The whole of seed000.csv as a German ("6.341") or French ("6 341") spreadsheet saves it. Read, no entry would
    # count and the game would end "tied 0 to 0" (SPEC 2's worked example: Right wins 5 to 4), so it is refused,
    # with the habit explained, and nothing is judged.
    rows = case_rows("seed000.csv")
    changed = 0
    for row in rows[1:]:
        for column in (1, 2):
            if "," in row[column]:
                row[column] = row[column].replace(",", mark)
                changed += 1
    assert changed >= 10
    path = write(tmp_path, "game.csv", excel_csv(rows))
    with pytest.raises(SheetError, match=rf"game.csv: not checked: all {changed} {HABIT}"):
        check_file(path)


@pytest.mark.parametrize("mark", [".", " ", "\u00a0", "\u202f", "'"])
def test_a_place_value_sheet_grouped_with_decimal_zeros_is_not_checked(tmp_path, mark):
    # Before: "6.341,00" (a German, French or Swiss Excel's number format with decimals) was "not a whole number
    # written with digits" in every box, and the game ended "Left and Right are tied" with exit 0: a wrong answer.
    # The same refusal as for "6.341" alone. The file is typed as such an Excel saves it: a byte-order mark,
    # semicolons, CRLF; seed000.csv's numbers (SPEC 2's worked example: Right wins 5 to 4).
    rows = case_rows("seed000.csv")
    lines = [";".join(rows[0])]
    changed = 0
    for label, *cells in rows[1:]:
        typed = [cell.replace(",", mark) + ",00" if "," in cell else cell for cell in cells]
        changed += sum(typed[i] != cells[i] for i in range(len(cells)))
        lines.append(";".join([label, *typed]))
    assert changed >= 10
    path = write(tmp_path, "game.csv", ("\ufeff" + "\r\n".join(lines) + "\r\n").encode("utf-8"))
    line = one_line_error(run_check(path))
    assert line.startswith(f"Error: {path}: not checked: all {changed} {HABIT}"), line
    shown = mark if mark in ".'" else " "  # a message shows the no-break spaces as a space
    assert f"between groups of three digits and a comma before zeros (such as 6{shown}341,00)" in line
    assert "Type the digits alone (6341), or with commas in quotes in CSV (\"6,341\")" in line
    assert "without a thousands separator and without decimals before saving" in line
    # the same card typed with its numbers as they are read is still checked: Right wins 5 to 4
    plain = ["\ufeff" + lines[0]] + [";".join([label, *(c.replace(",", "") for c in cells)]) for label, *cells in rows[1:]]
    v = check_file(write(tmp_path, "plain.csv", "\r\n".join(plain).encode("utf-8")))
    assert v.verdict.winners == ("Right",) and not v.problems


def test_circled_numbers_typed_in_brackets_that_turn_the_game_round_are_noted(tmp_path):
    # seed000.csv is SPEC 2's worked example: Right wins 5 to 4. With Right's numbers typed in brackets (a circle
    # on the card), they do not count, each with its reason, and Left wins; a note says who wins without them.
    rows = case_rows("seed000.csv")
    bracketed = 0
    for row in rows[1:]:
        if row[2][:1].isdigit():
            row[2] = f"({row[2]})"
            bracketed += 1
    v = check_file(write(tmp_path, "game.csv", excel_csv(rows)))
    assert v.verdict.winners == ("Left",)
    note = next(n for n in v.notes if "typed in brackets" in n)
    assert f"{bracketed} numbers typed in brackets" in note
    assert "Read without the brackets, Right would win (Left 4, Right 5)" in note


def test_brackets_that_change_no_winner_get_no_note(tmp_path):
    rows = case_rows("seed000.csv")
    rows[1][1] = f"({rows[1][1]})"  # one of Left's: Right still wins
    v = check_file(write(tmp_path, "game.csv", excel_csv(rows)))
    assert v.verdict.winners == ("Right",)
    assert not any("typed in brackets" in n for n in v.notes)


def test_a_few_grouped_numbers_that_turn_the_game_round_are_noted(tmp_path):
    # seed000.csv is SPEC 2's worked example: Right wins 5 to 4. With two of Right's winning numbers typed with a
    # dot between groups (6.425, 5.621), as a German spreadsheet saves them, they do not count: Left's 4,335 and
    # 3,321 fit those rows, so Left takes both points and wins 6 to 3. Too few numbers are grouped to refuse the
    # sheet, so a note says who would win read as grouped: Right, as SPEC 2 has it.
    rows = case_rows("seed000.csv")
    rows[2][2], rows[3][2] = "6.425", "5.621"
    v = check_file(write(tmp_path, "game.csv", excel_csv(rows)))
    assert v.verdict.winners == ("Left",) and dict(v.verdict.points) == {"Left": 6, "Right": 3}
    note = next(n for n in v.notes if "read as grouped digits" in n)
    assert "(6.425 as 6425), those 2 numbers would make Right the winner (Left 4, Right 5)" in note


def test_grouped_numbers_that_change_no_winner_get_no_winners_note(tmp_path):
    rows = case_rows("seed000.csv")
    rows[1][1], rows[4][1] = "6.341", "6.622"  # two of Left's: Right still wins
    v = check_file(write(tmp_path, "game.csv", excel_csv(rows)))
    assert v.verdict.winners == ("Right",)
    assert any("between groups of three digits" in n for n in v.notes)
    assert not any("read as grouped digits" in n for n in v.notes)
