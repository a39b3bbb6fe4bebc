"""`worksheets practice --roster` reads class lists as `scorecard` does: workbooks with --sheet, and says how."""

from __future__ import annotations

import pytest

from tests.render.helpers import pages_text


def _workbook(path):
    from openpyxl import Workbook

    book = Workbook()
    book.active.title = "Notes"
    book.active.append(["Class list"])
    sheet = book.create_sheet("5B")
    sheet.append(["First name", "Last name"])
    sheet.append(["Zoë", "Smith"])
    sheet.append(["Łukasz", "Nowak"])
    book.save(path)


def test_a_sheet_of_a_workbook_roster(run, tmp_path):
    roster, out = tmp_path / "class.xlsx", tmp_path / "words.pdf"
    _workbook(roster)
    result = run("practice", "words", "--roster", str(roster), "--sheet", "5B", "-o", str(out))
    assert result.exit_code == 0, result.output
    pages = [" ".join(page) for page in pages_text(out.read_bytes())]
    assert len(pages) == 2  # a sheet per student of the sheet named, not of the first sheet
    assert "Zoë Smith" in pages[0] and "Łukasz Nowak" in pages[1]


def test_sheet_without_a_workbook_roster_is_refused(run, tmp_path):
    out = tmp_path / "words.pdf"
    result = run("practice", "words", "--sheet", "5B", "-o", str(out))
    assert result.exit_code == 2
    assert result.output.strip() == "Error: --sheet names a sheet of an .xlsx --roster"
    assert not out.exists()


def test_how_the_roster_was_read_is_said(run, tmp_path):
    roster, out = tmp_path / "class.csv", tmp_path / "words.pdf"
    roster.write_bytes("name\nAna\nZoë\n".encode("cp1252"))  # what Excel on Windows saves as "CSV"
    result = run("practice", "words", "--roster", str(roster), "-o", str(out))
    assert result.exit_code == 0, result.output
    assert f"Note: {roster} is not UTF-8 (from row 3); it was read as Windows-1252." in result.output
    assert "Zoë" in " ".join(pages_text(out.read_bytes())[1])


@pytest.mark.parametrize("command", [["scorecard"], ["practice", "chance"]])
def test_an_empty_roster_path_is_refused_as_empty(run, tmp_path, command):
    out = tmp_path / "sheets.pdf"
    result = run(*command, "--roster", "", "-o", str(out))
    assert result.exit_code == 2
    assert result.output == ("Error: the roster's file name is empty (or '.', a folder); give a class list file, "
                             "such as --roster class.csv\n")
    assert not out.exists()
