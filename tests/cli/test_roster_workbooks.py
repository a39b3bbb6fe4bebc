"""Class lists in Excel workbooks: which sheet holds the names."""

from __future__ import annotations

import pytest

from worksheets.errors import RosterError
from worksheets.roster import read_roster


def _book(path, sheets):
    """A workbook of ``sheets`` ({title: rows}, in tab order), saved as Excel saves one."""
    from openpyxl import Workbook

    book = Workbook()
    book.remove(book.active)
    for title, rows in sheets.items():
        sheet = book.create_sheet(title)
        for row in rows:
            sheet.append(row)
    book.save(path)
    return path


NOTES = [["How to use this list"], ["Type the names on the Students tab."], ["Do not change the headers."]]


def test_notes_on_the_first_sheet_are_not_read_as_names(tmp_path, monkeypatch):
    # Before, the three lines of notes became three students' cards.
    monkeypatch.chdir(tmp_path)
    _book("class.xlsx", {"Read me": NOTES, "Students": [["First name", "Last name"], ["Ana", "Lee"]]})
    with pytest.raises(RosterError) as caught:
        read_roster("class.xlsx")
    assert str(caught.value) == ("class.xlsx: the first sheet, 'Read me', has no name column; "
                                 "the sheet 'Students' has one: choose it with --sheet Students")


def test_several_sheets_with_names_are_all_named(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    _book("class.xlsx", {"Instructions": NOTES, "Class 5B": [["Student"], ["Ana"]], "Staff": [["Name"], ["Mrs Lee"]],
                         "Marks": [["Test", "Mark"], ["1", "7"]]})
    with pytest.raises(RosterError) as caught:
        read_roster("class.xlsx")
    assert str(caught.value) == ("class.xlsx: the first sheet, 'Instructions', has no name column; the sheets "
                                 "'Class 5B', 'Staff' have one: choose one with --sheet, such as --sheet \"Class 5B\"")


def test_the_sheet_named_is_read(tmp_path):
    path = _book(tmp_path / "class.xlsx", {"Read me": NOTES, "Students": [["Name"], ["Ana"], ["Ben"]]})
    roster = read_roster(path, "students")
    assert list(roster) == ["Ana", "Ben"] and roster.notes == ()


def test_a_first_sheet_of_names_is_read_and_the_other_lists_are_said(tmp_path, monkeypatch):
    # Tabs 5A and 5B: the teacher who meant 5B learns that 5A was read, and how to read 5B.
    monkeypatch.chdir(tmp_path)
    _book("classes.xlsx", {"5A": [["Name"], ["Ana"]], "5B": [["Name"], ["Ben"]], "5C": [["Name"], ["Cleo"]]})
    roster = read_roster("classes.xlsx")
    assert list(roster) == ["Ana"]
    assert roster.notes == ("Note: classes.xlsx: names read from the first sheet, '5A'; the sheets '5B', '5C' "
                            "have a name column too (--sheet 5B reads another).",)


def test_a_workbook_of_one_list_is_read_without_a_note(tmp_path):
    path = _book(tmp_path / "class.xlsx", {"5B": [["Name"], ["Ana"]], "Notes": NOTES})
    roster = read_roster(path)
    assert list(roster) == ["Ana"] and roster.notes == ()


def test_a_chart_sheet_is_no_list(tmp_path, monkeypatch):
    # A chart on its own tab has no cells: it is passed over when looking for names, refused when named.
    from openpyxl import Workbook
    from openpyxl.chart import BarChart

    monkeypatch.chdir(tmp_path)
    book = Workbook()
    book.active.append(["Name"])
    book.active.append(["Ana"])
    book.create_chartsheet("Chart").add_chart(BarChart())
    book.save("class.xlsx")
    assert list(read_roster("class.xlsx")) == ["Ana"]
    with pytest.raises(RosterError, match=r"^class.xlsx: the sheet 'Chart' is a chart, not a table; "):
        read_roster("class.xlsx", "Chart")


def test_the_cli_refuses_a_first_sheet_of_notes(run, tmp_path):
    path, out = _book(tmp_path / "class.xlsx", {"Read me": NOTES, "5B": [["Pupil"], ["Ana"]]}), tmp_path / "c.pdf"
    result = run("scorecard", "--rules", "classic", "--roster", str(path), "--class", "5B", "-o", str(out))
    assert result.exit_code == 2 and not out.exists()
    assert result.output.strip() == (f"Error: {path}: the first sheet, 'Read me', has no name column; "
                                     "the sheet '5B' has one: choose it with --sheet 5B")
    result = run("scorecard", "--rules", "classic", "--roster", str(path), "--sheet", "5B", "-o", str(out))
    assert result.exit_code == 0, result.output
