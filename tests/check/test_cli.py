"""`worksheets check` through the command line: output, JSON, exit codes, and files left alone."""

from __future__ import annotations

import json
import shutil

import pytest
import typer
from typer.testing import CliRunner

from cli.commands import check
from cli.shell import OneLineErrors

from . import make_golden
from .helpers import CASES


def _app() -> typer.Typer:
    # A local app registers the command the same way cli/app.py does.
    app = typer.Typer(cls=OneLineErrors, no_args_is_help=True, add_completion=False, pretty_exceptions_enable=False)

    @app.callback()
    def main() -> None:
        """Local app for the tests."""

    check.register(app)
    return app


@pytest.fixture
def run(monkeypatch):
    runner = CliRunner()
    app = _app()
    monkeypatch.chdir(CASES)

    def invoke(*args: str):
        return runner.invoke(app, ["check", *args])

    return invoke


def test_help_ends_with_an_example(run):
    result = run("--help")
    assert result.exit_code == 0
    assert "Example: worksheets check" in result.output


def test_seed_000_golden_text(run):
    # Golden case (issue item 7): the right-hand card wins 5-4 (seed 000, SPEC 2).
    result = run("seed000.csv")
    assert result.exit_code == 0
    assert result.stdout == make_golden.reports(["seed000.csv"])[0]
    assert "Right wins with 5 points to 4." in result.stdout


def test_seed_000_json(run):
    result = run("seed000.csv", "--json")
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert len(lines) == 1
    data = json.loads(lines[0])
    assert (data["points"], data["winners"]) == ({"Left": 4, "Right": 5}, ["Right"])


def test_several_files_give_a_class_summary(run):
    result = run("seed000.csv", "classic.csv", "zombie.csv")
    assert result.exit_code == 0
    assert result.stdout == make_golden.reports(["seed000.csv", "classic.csv", "zombie.csv"])[0]
    as_json = run("seed000.csv", "classic.csv", "--json")
    objects = [json.loads(line) for line in as_json.stdout.splitlines()]
    assert [o.get("game") for o in objects[:2]] == ["place-value", "classic"]
    assert objects[2]["summary"]["sheets"] == 2
    assert objects[2]["summary"]["files"][1] == {"file": "classic.csv", "game": "classic", "winners": ["Ana"],
                                                 "score": {"Ana": 412, "Ben": 193, "Cy": 117}, "problems": 9}


def test_a_folder_is_checked_and_nothing_is_written(run, tmp_path):
    for name in ("seed000.csv", "yacht.csv"):
        shutil.copy(CASES / name, tmp_path / name)
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    result = run(str(tmp_path))
    assert result.exit_code == 0
    assert "Class summary: 2 sheets" in result.stdout
    assert {p.name: p.read_bytes() for p in tmp_path.iterdir()} == before  # issue item 6


def test_rules_option_and_readings_option(run, tmp_path):
    readings = tmp_path / "said.csv"
    readings.write_text("category,Right\nWILD! Any number can be written here.,six thousand five hundred fifty\n",
                        encoding="utf-8")
    result = run("seed000.csv", "--readings", str(readings), "--json")
    data = json.loads(result.stdout)
    assert data["points"] == {"Left": 4, "Right": 4}  # a wrong reading loses row 9 (SPEC 2)
    assert data["tie_advice"].startswith("Left and Right are tied")
    roller = run("dice-roller.csv", "--rules", "dice-roller", "--json")
    assert json.loads(roller.stdout)["totals"] == {"Hal": 326, "Ivy": 78}


def _error(result) -> str:
    assert result.exit_code == 2, result.output
    assert result.stdout == ""
    assert len(result.stderr.strip().splitlines()) == 1 and "Traceback" not in result.stderr
    return result.stderr.strip()


def test_unusable_files_exit_2_with_file_row_and_column(run, tmp_path):
    bad = tmp_path / "game.csv"
    bad.write_text("box,Ana,Ben\nOnes,3,abc\n", encoding="utf-8")
    assert _error(run(str(bad), "--rules", "classic")) == (f'Error: {bad} row 2, column "Ben": \'abc\' is not a whole number; '
                                     "a box holds its points, 0 or X")
    bad.write_text("category,Ana,Ben\nWILD,1234,2345\nBiggest number,1,2\n", encoding="utf-8")
    message = _error(run(str(bad)))
    assert message.startswith(f"Error: {bad} row 3: 'Biggest number' is neither a place-value category")
    assert "--rules" in message
    dup = tmp_path / "dup.csv"
    dup.write_text("category,Ana,Ana\nWILD,1234,2345\n", encoding="utf-8")
    assert "dup.csv row 1, column 3: the player name 'Ana' is used twice" in _error(run(str(dup)))


def test_one_bad_file_among_several_is_listed_and_the_others_judged(run, tmp_path):
    # Issue 8 item 6: the other sheets' verdicts and the class summary, the bad one with its reason, exit 3.
    bad = tmp_path / "bad.csv"
    bad.write_text("box,Ana\nOnes,3,4\n", encoding="utf-8")
    result = run("seed000.csv", str(bad), "classic.csv")
    assert result.exit_code == 3
    assert "Right wins with 5 points to 4." in result.stdout  # seed 000
    assert "Ana wins with 412 points" in result.stdout  # cases/classic.csv, worked out there
    assert "Class summary: 2 sheets of 3 judged" in result.stdout
    assert f"Not judged: 1 sheet could not be used. Correct it and check again:\n  - {bad} row 2: 3 cells, " \
           "but the header row has 2" in result.stdout
    assert result.stderr.strip() == (f"Error: 1 of 3 sheets could not be checked ({bad}); "
                                     "the class summary says why")


def test_a_refusal_that_does_not_name_its_file_is_listed_with_it(run, tmp_path, monkeypatch):
    # A guard for any refusal written without the sheet's name: among several files, "Not judged" still says which.
    # (A box of 13 digits once stopped its sheet with "... can be said in words", naming no file.)
    from worksheets.check import checker
    from worksheets.errors import SheetError

    judge = checker._check_source

    def refusing(found, *args, **kwargs):
        if found.path.name == "odd.csv":
            raise SheetError("something no sheet should hold")
        return judge(found, *args, **kwargs)

    monkeypatch.setattr(checker, "_check_source", refusing)
    odd = tmp_path / "odd.csv"
    odd.write_text("box,Ana\nOnes,3\n", encoding="utf-8")
    result = run("seed000.csv", str(odd))
    assert result.exit_code == 3
    assert f"  - {odd}: something no sheet should hold" in result.stdout


def test_not_judged_in_the_json_summary(run, tmp_path):
    bad = tmp_path / "bad.csv"
    bad.write_text("box,Ana\nOnes,3,4\n", encoding="utf-8")
    result = run("seed000.csv", str(bad), "--json")
    assert result.exit_code == 3
    lines = [json.loads(line) for line in result.stdout.splitlines()]
    assert [line.get("file") for line in lines[:-1]] == ["seed000.csv"]
    summary = lines[-1]["summary"]
    assert summary["sheets"] == 1 and summary["not_judged"][0]["file"] == str(bad)
    assert "3 cells, but the header row has 2" in summary["not_judged"][0]["reason"]


def test_every_sheet_unusable_stops_with_the_first(run, tmp_path):
    bad = tmp_path / "bad.csv"
    bad.write_text("box,Ana\nOnes,3,4\n", encoding="utf-8")
    worse = tmp_path / "worse.csv"
    worse.write_text("", encoding="utf-8")
    result = run(str(bad), str(worse))
    assert result.exit_code == 2 and "bad.csv row 2: 3 cells" in result.stderr


def test_one_bad_file_alone_exits_2(run, tmp_path):
    bad = tmp_path / "bad.csv"
    bad.write_text("box,Ana\nOnes,3,4\n", encoding="utf-8")
    assert "bad.csv row 2: 3 cells, but the header row has 2" in _error(run(str(bad)))


def test_a_folder_given_for_the_key_gets_a_key_named_after_the_sheet(run, tmp_path):
    # As `scorecard -o FOLDER` does: the key goes into the folder, named after the sheet checked and the paper.
    keys = tmp_path / "keys"
    keys.mkdir()
    result = run("seed000.csv", "--pdf", str(keys))
    assert result.exit_code == 0, result.output
    assert sorted(p.name for p in keys.iterdir()) == ["seed000-key-letter.pdf"]
    assert (keys / "seed000-key-letter.pdf").read_bytes().startswith(b"%PDF-")


@pytest.mark.parametrize("text, column", [
    ("box,Ana,\nOnes,3,2\nChance,20,22\n", "C"),
    # a column numbering the rows is left out, but the letters are the spreadsheet's: A No., B box, C Ana, D
    ("No.,box,Ana,\n1,Ones,3,2\n2,Chance,20,22\n", "D"),
])
def test_a_column_with_entries_and_no_name_is_named(run, tmp_path, text, column):
    # The column has Ben's entries but the header cell above them was left empty: the row and column of the
    # missing name are the ones to point at, not row 2's count of cells.
    bad = tmp_path / "noname.csv"
    bad.write_text(text, encoding="utf-8")
    assert _error(run(str(bad), "--rules", "classic")).endswith(
        f"noname.csv row 1, column {column}: the column holds entries (row 2: '2') but no player's name; type the "
        "name in the header row")


@pytest.mark.parametrize("args, message", [
    (["nope.csv"], "Error: nope.csv: no such file or folder"),
    (["seed000.csv", "--rules", "poker"], "Error: unknown rule set 'poker'"),
    (["seed000.csv", "--digits", "9"], "Error: a place-value game has 3 to 6 digits, not 9"),
    (["seed000.csv", "--dice", "d8"], "Error: place-value dice are 'd6' (faces 1-6) or 'd10' (faces 0-9), not 'd8'"),
    (["classic.csv", "--digits", "5"], "Error: classic.csv: --digits and --dice are for place-value games"),
    (["seed000.csv", "classic.csv", "--readings", "seed000.csv"], "Error: seed000.csv: a readings file goes with one sheet"),
    (["seed000.csv", "--style", "fr"], "Error: unknown style 'fr'"),
    ([], "Error: Missing argument"),
])
def test_bad_options_exit_2(run, args, message):
    assert _error(run(*args)).startswith(message)


def test_a_rules_file_among_the_sheets_is_named_as_one(run, tmp_path):
    # Before, it was read as a sheet: "six.toml row 1: the first row names the players ..." (trial 25).
    rules = tmp_path / "six.toml"
    rules.write_text('base = "classic"\nname = "six"\ndice = 6\n', encoding="utf-8")
    pdf = tmp_path / "key.pdf"
    assert _error(run("seed000.csv", str(rules), "--pdf", str(pdf))) == (
        f"Error: {rules}: is a rules file, not a sheet; give it with --rules {rules}")
    assert not pdf.exists()


def test_pdf_never_writes_over_an_input(run, tmp_path):
    # SPEC 6: an input file is never written over; the key is a PDF.
    assert "an input file is never written over" in _error(run("seed000.csv", "--pdf", "seed000.csv"))
    assert "must end in .pdf" in _error(run("seed000.csv", "--pdf", str(tmp_path / "key.txt")))
    assert not (tmp_path / "key.txt").exists()


# A completed classic card (new-user trial): Ben's upper boxes 3+4+6+12+15+24 = 64 earn the 35 bonus; his lower boxes
# 17+25+30+22 = 94; so 64 + 35 + 94 = 193, and his 158 = 64 + 94 took the Bonus cell as 0.
_TRIAL_CARD = ("box,Ben\nOnes,3\nTwos,4\nThrees,6\nFours,12\nFives,15\nSixes,24\nUpper total,64\nBonus,{bonus}\n"
               "Three of a Kind,17\nFour of a Kind,X\nFull House,25\nSmall Straight,30\nLarge Straight,0\nYahtzee,0\n"
               "Chance,22\nLower total,94\nGrand total,158\n")


def test_a_dash_in_the_bonus_row_is_shown_as_the_dash(run, tmp_path):
    sheet = tmp_path / "ben.csv"
    sheet.write_text(_TRIAL_CARD.format(bonus="\u2013"), encoding="utf-8")
    result = run(str(sheet), "--rules", "classic")
    assert result.exit_code == 0, result.output
    assert "Bonus: you wrote '\u2013' (a dash, read as 0: no bonus), but the upper boxes add up to 64" in result.stdout
    assert "wrote 0" not in result.stdout
    [bonus_row] = [line for line in result.stdout.splitlines() if line.strip().startswith("Bonus ")]
    assert bonus_row.split() == ["Bonus", "35", "(wrote", "\u2013)"]


def test_two_bonuses_in_one_cell_exit_2_naming_the_two_numbers(run, tmp_path):
    sheet = tmp_path / "ben.csv"
    sheet.write_text(_TRIAL_CARD.format(bonus="+35 +35"), encoding="utf-8")
    assert _error(run(str(sheet), "--rules", "classic")) == (
        f"Error: {sheet} row 9, column \"Ben\": '+35 +35' holds 2 numbers (+35 and +35); a cell holds one; the Bonus "
        "holds its points, 0, a dash or a tick")


def test_a_folders_sheets_saved_in_other_spreadsheet_formats_are_named_not_left_out(run, tmp_path):
    # Trial 28: a student's sheet saved as .ods or .xls dropped out of a folder's class summary without a word, and
    # an .xlsm or .tsv one (which check reads when named) was left out too. Now each is checked or named among the
    # sheets not judged, with what to save it as (exit 3: some sheets could not be used).
    from zipfile import ZipFile

    shutil.copy(CASES / "seed000.csv", tmp_path / "a.csv")
    (tmp_path / "b.tsv").write_text((CASES / "seed000.csv").read_text(encoding="utf-8").replace(",", "\t"),
                                    encoding="utf-8")
    with ZipFile(tmp_path / "c.ods", "w") as book:  # an OpenDocument spreadsheet starts with its media type
        book.writestr("mimetype", "application/vnd.oasis.opendocument.spreadsheet")
    (tmp_path / "d.xls").write_bytes(b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(504))  # an OLE2 file: Excel 97-2003
    (tmp_path / "notes.txt").write_text("Game on Friday", encoding="utf-8")
    result = run(str(tmp_path))
    assert result.exit_code == 3, result.output
    assert "a.csv" in result.stdout and "b.tsv" in result.stdout and "notes.txt" not in result.output
    assert "c.ods: is an OpenDocument spreadsheet" in result.stdout
    assert "d.xls: is an old Excel workbook" in result.stdout


def test_a_folder_with_only_folders_of_sheets_names_them(run, tmp_path):
    # Trial 28: "the folder has no .csv, .json or .xlsx sheets" for a folder whose classes' folders hold them.
    for name in ("5B", "5C"):
        (tmp_path / name).mkdir()
        shutil.copy(CASES / "seed000.csv", tmp_path / name / "game.csv")
    (tmp_path / "old").mkdir()  # no sheets: not named
    result = run(str(tmp_path))
    assert result.exit_code == 2
    assert _error(result) == (f"Error: {tmp_path}: the folder has no .csv, .json or .xlsx sheets; its folders 5B, 5C "
                              f"hold sheets, which are checked when named (such as: check {tmp_path / '5B'} "
                              f"{tmp_path / '5C'})")
