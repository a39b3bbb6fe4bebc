"""A workbook holding a class's games, a sheet each (`worksheets check class.xlsx` with no --sheet).

Every shown sheet whose cells name a game's rows is checked as a sheet of its own; a sheet of notes is left
out with a note, and so is a hidden game. The expected results are the hand-worked case files': seed000.csv
(SPEC's worked example, Right 5 to 4) and classic.csv (Ana 412, Ben 193, Cy 117, added up in
tests/check/test_examples.py).
"""

from __future__ import annotations

import csv
import json

import pytest
from openpyxl import Workbook
from typer.testing import CliRunner

from cli.app import app
from worksheets.check import CheckOptions, check_paths
from worksheets.errors import SheetError
from worksheets.rules import preset

from .helpers import CASES


def _add(sheet, case: str) -> None:
    with open(CASES / case, newline="", encoding="utf-8") as handle:
        for row in csv.reader(handle):
            sheet.append([int(c) if c.isdigit() else (c or None) for c in row])  # numbers as Excel keeps them


def _class_book(path, *, hidden_game: bool = False, notes_first: bool = True):
    """Notes first (as a teacher writes instructions on the first tab), then Pair 1 and Pair 2, an empty sheet."""
    book = Workbook()
    first = book.active
    if notes_first:
        first.title = "How to fill in"
        first.append(["Type each student's scores under their name."])
        first.append(["X means a box crossed out."])
    else:
        book.remove(first)
    _add(book.create_sheet("Pair 1"), "seed000.csv")
    _add(book.create_sheet("Group 2"), "classic.csv")
    book.create_sheet("Empty")
    if hidden_game:
        old = book.create_sheet("Last week")
        _add(old, "classic.csv")
        old.sheet_state = "hidden"
    book.save(path)
    return path


def test_each_game_of_a_workbook_is_a_sheet_of_its_own(tmp_path):
    verdicts = check_paths([_class_book(tmp_path / "class.xlsx")])
    assert [v.source.rsplit("/", 1)[-1] for v in verdicts.sheets] == ["class.xlsx [Pair 1]", "class.xlsx [Group 2]"]
    pair, group = verdicts.sheets
    assert dict(pair.verdict.points) == {"Left": 4, "Right": 5} and pair.winners == ("Right",)
    assert dict(group.verdict.totals) == {"Ana": 412, "Ben": 193, "Cy": 117} and group.winners == ("Ana",)
    # The notes sheet is named once; the empty sheet says nothing.
    left_out = [n for v in verdicts.sheets for n in v.notes if "was not checked" in n]
    assert len(left_out) == 1 and '"How to fill in"' in left_out[0] and "--sheet" in left_out[0]


def test_a_hidden_game_is_named_not_checked(tmp_path):
    verdicts = check_paths([_class_book(tmp_path / "class.xlsx", hidden_game=True)])
    assert len(verdicts.sheets) == 2
    hidden = [n for n in verdicts.sheets[0].notes if '"Last week"' in n]
    assert len(hidden) == 1 and "hidden" in hidden[0]


def test_one_game_after_a_notes_sheet_is_the_one_read(tmp_path):
    book = Workbook()
    book.active.title = "Notes"
    book.active.append(["Checked on Friday"])
    _add(book.create_sheet("Game"), "classic.csv")
    book.save(tmp_path / "one.xlsx")
    (verdict,) = check_paths([tmp_path / "one.xlsx"]).sheets
    assert verdict.source.endswith("one.xlsx")  # one game: named as the file, as before
    assert dict(verdict.verdict.totals) == {"Ana": 412, "Ben": 193, "Cy": 117}
    assert any('"Notes" was not checked' in note for note in verdict.notes)


def test_sheet_still_reads_only_the_sheet_named(tmp_path):
    path = _class_book(tmp_path / "class.xlsx")
    (verdict,) = check_paths([path], sheet_name="group 2").sheets
    assert verdict.source.endswith("class.xlsx") and verdict.winners == ("Ana",)


def test_a_bad_game_is_named_by_file_and_sheet_and_the_others_are_checked(tmp_path):
    path = _class_book(tmp_path / "class.xlsx", notes_first=False)
    from openpyxl import load_workbook

    book = load_workbook(path)
    book["Group 2"]["B3"] = "abc"  # Ana's Twos
    book.save(path)
    result = CliRunner().invoke(app, ["check", str(path), "--json"])
    assert result.exit_code == 3, result.output  # some sheets judged, one not (docs/check-input.md)
    lines = [json.loads(line) for line in result.stdout.splitlines()]
    assert [line["file"].rsplit("/", 1)[-1] for line in lines if "file" in line] == ["class.xlsx [Pair 1]"]
    (not_judged,) = lines[-1]["summary"]["not_judged"]
    assert not_judged["file"].endswith("class.xlsx [Group 2]")
    assert 'class.xlsx [Group 2] row 3, column "Ana"' in not_judged["reason"]


def test_a_readings_file_cannot_go_with_several_games(tmp_path):
    path = _class_book(tmp_path / "class.xlsx")
    readings = tmp_path / "readings.csv"
    readings.write_text("category,Left,Right\n", encoding="utf-8")
    with pytest.raises(SheetError, match=r"holds 2 games; name the one it goes with using --sheet"):
        check_paths([path], readings=readings)


def test_sheets_of_rules_totals_and_names_are_no_games(tmp_path):
    # Each names boxes or totals, but none is a card with entries: a rules sheet (words beside the boxes), a
    # summary of totals (what zombie-tally.csv holds too), a class list with its count. All left out, named.
    book = Workbook()
    book.active.title = "Rules"
    for row in (["Box", "How to score"], ["Ones", "Add up the 1s"], ["Chance", "Add up all the dice"]):
        book.active.append(row)
    summary = book.create_sheet("Summary")
    for row in (["Student", "Upper total", "Lower total", "Grand total"], ["Ana", 63, 314, 412]):
        summary.append(row)
    _add(book.create_sheet("Tally"), "zombie-tally.csv")
    names = book.create_sheet("Class list")
    for row in (["Name"], ["Ana"], ["Ben"], ["Total", 2]):
        names.append(row)
    _add(book.create_sheet("Pair 1"), "seed000.csv")
    book.save(tmp_path / "class.xlsx")
    (verdict,) = check_paths([tmp_path / "class.xlsx"]).sheets
    assert dict(verdict.verdict.points) == {"Left": 4, "Right": 5}
    left_out = [note for note in verdict.notes if "was not checked" in note]
    assert [note.split('"')[1] for note in left_out] == ["Rules", "Summary", "Tally", "Class list"]


def test_the_notes_on_other_sheets_stay_when_the_first_game_cannot_be_used(tmp_path):
    path = _class_book(tmp_path / "class.xlsx", hidden_game=True)
    from openpyxl import load_workbook

    book = load_workbook(path)
    book["Pair 1"]["C1"] = "Left"  # a player named twice: the place-value game cannot be read
    book.save(path)
    result = check_paths([path])
    assert [u.source.rsplit("/", 1)[-1] for u in result.unusable] == ["class.xlsx [Pair 1]"]
    (group,) = result.sheets
    assert any('"How to fill in" was not checked' in n for n in group.notes)
    assert any('"Last week" is hidden' in n for n in group.notes)


def test_a_game_on_a_hidden_sheet_alone_is_named_in_the_refusal(tmp_path):
    book = Workbook()
    book.active.title = "Read me"
    book.active.append(["Type the scores on the Game sheet."])
    game = book.create_sheet("Game")
    _add(game, "classic.csv")
    game.sheet_state = "hidden"
    book.save(tmp_path / "one.xlsx")
    with pytest.raises(SheetError, match=r'; the hidden sheet "Game" holds a game: --sheet "Game" checks it$'):
        check_paths([tmp_path / "one.xlsx"])


def test_a_sheet_that_cannot_be_read_is_said_not_passed_over(tmp_path):
    # The third sheet's XML cut short (a damaged file): the first sheet is still checked, and a note says the
    # workbook could not be looked through, so the teacher knows other games may be there.
    import zipfile

    path = _class_book(tmp_path / "whole.xlsx", notes_first=False)
    damaged = tmp_path / "damaged.xlsx"
    with zipfile.ZipFile(path) as source, zipfile.ZipFile(damaged, "w") as target:
        for item in source.infolist():
            data = source.read(item)
            target.writestr(item, data[: len(data) // 3] if item.filename == "xl/worksheets/sheet2.xml" else data)
    (verdict,) = check_paths([damaged]).sheets
    assert dict(verdict.verdict.points) == {"Left": 4, "Right": 5}  # Pair 1, the first sheet
    assert any("not every sheet of the workbook could be looked through" in n for n in verdict.notes)


def _count_opens(monkeypatch) -> list[int]:
    """Counts openpyxl's ``load_workbook`` calls (the slow part of reading a workbook) made by the library."""
    import openpyxl

    opened = []
    real = openpyxl.load_workbook

    def counted(*args, **kwargs):
        opened.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(openpyxl, "load_workbook", counted)
    return opened


def test_a_workbook_of_several_games_is_opened_once(tmp_path, monkeypatch):
    # notes, two games and an empty sheet: looking through the sheets, then reading both games (their rows and
    # their hidden rows, formulas and merged cells) all use the one opening; before, each game opened it twice more
    path = _class_book(tmp_path / "class.xlsx")
    opened = _count_opens(monkeypatch)
    verdicts = check_paths([path])
    assert len(verdicts.sheets) == 2 and verdicts.sheets[1].winners == ("Ana",)
    assert len(opened) == 1


def test_a_workbook_sheet_named_is_opened_once(tmp_path, monkeypatch):
    path = _class_book(tmp_path / "class.xlsx")
    opened = _count_opens(monkeypatch)
    verdicts = check_paths([path], sheet_name="Group 2")
    assert dict(verdicts.sheets[0].verdict.totals) == {"Ana": 412, "Ben": 193, "Cy": 117}
    assert len(opened) == 1


def test_a_roster_workbook_is_opened_once(tmp_path, monkeypatch):
    from worksheets.roster import read_roster

    book = Workbook()
    book.active.title = "Notes"
    book.active.append(["Class list below"])
    names = book.create_sheet("5B")
    for row in (["Name", "Class"], ["Ann Smith", "5B"], ["Ben Li", "5B"]):
        names.append(row)
    book.save(tmp_path / "class.xlsx")
    opened = _count_opens(monkeypatch)
    # the first sheet has no name column and the second has: refused, naming it (one opening), then read
    with pytest.raises(Exception, match="--sheet 5B"):
        read_roster(tmp_path / "class.xlsx")
    assert list(read_roster(tmp_path / "class.xlsx", sheet="5B")) == ["Ann Smith", "Ben Li"]
    assert len(opened) == 2


def test_sheets_of_totals_alone_are_the_games_when_no_sheet_has_boxes(tmp_path):
    # A class's results typed as totals, a sheet per pair, and a sheet of notes. With no sheet of boxes, each
    # totals sheet is a game (beside sheets of boxes such a sheet is a summary: the test above). By hand,
    # classic (bonus 35 at 63 or more): Ana 70 and 90 left the bonus out, 90 + 35 = 125; Ben 60 and 200, no
    # bonus, 200; Cy 80 and 250 holds it, 250; Dee 40 and 30 is below the upper total alone, 40.
    book = Workbook()
    book.active.title = "Read me"
    book.active.append(["Type each pair's totals on its own sheet."])
    for title, rows in (("Totals", [["Player", "Ana", "Ben"], ["Upper total", 70, 60], ["Grand total", 90, 200]]),
                        ("Totals 2", [["Player", "Cy", "Dee"], ["Upper total", 80, 40], ["Grand total", 250, 30]])):
        sheet = book.create_sheet(title)
        for row in rows:
            sheet.append(row)
    book.save(tmp_path / "totals.xlsx")
    result = check_paths([tmp_path / "totals.xlsx"], CheckOptions(rules=preset("classic")))
    assert [v.source.rsplit("/", 1)[-1] for v in result.sheets] == ["totals.xlsx [Totals]", "totals.xlsx [Totals 2]"]
    first, second = result.sheets
    assert dict(first.verdict.totals) == {"Ana": 125, "Ben": 200} and first.winners == ("Ben",)
    assert dict(second.verdict.totals) == {"Cy": 250, "Dee": 40} and second.winners == ("Cy",)
    left_out = [n for v in result.sheets for n in v.notes if "was not checked" in n]
    assert len(left_out) == 1 and '"Read me"' in left_out[0]
