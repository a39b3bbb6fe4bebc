"""Spreadsheet files this tool does not read (.xls, .ods, a workbook locked by a password), told by their
bytes whatever their name, for a roster and for `check` alike."""

from __future__ import annotations

import pytest

from tests.files import compound_file, ods, write

CLASS = [["Name", "Class"], ["Ana", "5B"], ["Ben", "5B"]]
# (bytes, what the one line says); the words are this tool's own, written for these tests
FILES = {
    "xls": (compound_file("Workbook", "\x05SummaryInformation"),
            "is an old Excel workbook (.xls, Excel 97-2003) or another old Office file; "
            "open it in the spreadsheet and save it as .xlsx or CSV"),
    "locked": (compound_file("EncryptionInfo", "EncryptedPackage"),
               "is an Excel workbook locked by a password; open it, and save a copy without the password "
               "as .xlsx or CSV"),
    "ods": (ods(CLASS), "is an OpenDocument spreadsheet (.ods, LibreOffice or OpenOffice); "
                        "save it as .xlsx (File > Save As, Excel 2007-365) or CSV"),
}


@pytest.mark.parametrize("kind, name", [
    ("xls", "class.xls"), ("xls", "class.csv"), ("locked", "class.xlsx"), ("ods", "class.ods"), ("ods", "class.xlsx"),
])
def test_a_roster_in_a_spreadsheet_format_not_read(run, tmp_path, kind, name):
    data, words = FILES[kind]
    path, out = write(tmp_path, name, data), tmp_path / "cards.pdf"
    result = run("scorecard", "--rules", "classic", "--roster", str(path), "--class", "5B", "-o", str(out))
    assert result.exit_code == 2
    assert result.output.strip() == f"Error: {path}: {words}"
    assert not out.exists()


@pytest.mark.parametrize("kind, name", [("xls", "game.xls"), ("locked", "game.xlsx"), ("ods", "game.ods")])
def test_a_sheet_to_check_in_a_spreadsheet_format_not_read(run, tmp_path, kind, name):
    data, words = FILES[kind]
    path = write(tmp_path, name, data)
    result = run("check", str(path))
    assert result.exit_code == 2
    assert f"{path}: {words}" in result.output
    assert len(result.output.strip().splitlines()) == 1


@pytest.mark.parametrize("name, kind", [("class.ods", "an OpenDocument spreadsheet"), ("class.ots", "an OpenDocument "
                                        "spreadsheet"), ("class.xlsx", "an Excel workbook")])
def test_text_named_as_a_spreadsheet_that_is_a_zip_is_refused_not_read_as_names(run, tmp_path, name, kind):
    # Trial 23: a text file named .ods printed a sheet for a student called "not a zip"; .xlsx was refused.
    path, out = write(tmp_path, name, b"not a zip\nAna\n"), tmp_path / "cards.pdf"
    result = run("scorecard", "--rules", "classic", "--roster", str(path), "-o", str(out))
    assert result.exit_code == 2 and not out.exists()
    assert result.output.strip() == (f"Error: {path}: is named {path.suffix} but is not {kind} (renamed or damaged?); "
                                     "open it in the spreadsheet and save it again as .xlsx or CSV")


def test_text_named_xls_is_still_read(run, tmp_path):
    # School systems save tab-separated class lists under .xls: the name alone refuses nothing.
    path, out = write(tmp_path, "class.xls", b"Name\tClass\nAna\t5B\nBen\t5B\n"), tmp_path / "cards.pdf"
    result = run("scorecard", "--rules", "classic", "--roster", str(path), "-o", str(out))
    assert result.exit_code == 0, result.output
    assert out.exists()


def test_an_ods_is_still_a_zip_the_workbook_reader_would_open(tmp_path):
    # The control: the .ods built here is a real zip with a table, so only the new check refuses it.
    import zipfile

    with zipfile.ZipFile(write(tmp_path, "class.ods", FILES["ods"][0])) as archive:
        assert archive.namelist()[0] == "mimetype"
        assert b"<text:p>Ben</text:p>" in archive.read("content.xml")


def test_a_chart_on_the_first_tab_of_a_sheet_to_check(run, tmp_path):
    # Before, openpyxl's chart sheet has no rows to read and `check` ended in a traceback (AttributeError).
    from openpyxl import Workbook
    from openpyxl.chart import BarChart

    book = Workbook()
    book.create_chartsheet("Chart", 0).add_chart(BarChart())
    book["Sheet"].append(["box", "Ana"])
    book["Sheet"].append(["Ones", 3])
    path = tmp_path / "game.xlsx"
    book.save(path)
    result = run("check", str(path))
    assert result.exit_code == 2
    assert result.output.strip() == f"Error: {path}: the sheet 'Chart' is a chart, not a table; name another with --sheet"
    assert run("check", str(path), "--sheet", "Sheet", "--rules", "classic").exit_code == 0


@pytest.mark.parametrize("command", [("check",), ("scorecard", "--rules", "classic", "--roster")])
def test_an_empty_file_named_as_a_workbook_is_called_empty(run, tmp_path, command):
    # Trial 28: a 0-byte game.xlsx was "not an Excel workbook (renamed or damaged?)"; it holds nothing at all.
    path, out = write(tmp_path, "game.xlsx", b""), tmp_path / "cards.pdf"
    result = run(*command, str(path), *(("-o", str(out)) if command[0] == "scorecard" else ()))
    assert result.exit_code == 2 and not out.exists()
    assert result.output.strip() == (f"Error: {path}: is empty (0 bytes), not an Excel workbook; save it again from "
                                     "the spreadsheet")
