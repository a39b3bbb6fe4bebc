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
    result = run("scorecard", "--rules", "classic", "--roster", str(path), "-o", str(out))
    assert result.exit_code == 2 and not out.exists()
    assert result.output.strip() == (f"Error: {path}: the first sheet, 'Read me', has no name column; "
                                     "the sheet '5B' has one: choose it with --sheet 5B")
    result = run("scorecard", "--rules", "classic", "--roster", str(path), "--sheet", "5B", "-o", str(out))
    assert result.exit_code == 0, result.output
    # the class asked names the sheet: it is read, and the note says so
    out.unlink()
    result = run("scorecard", "--rules", "classic", "--roster", str(path), "--class", "5B", "-o", str(out))
    assert result.exit_code == 0 and out.exists(), result.output
    assert f"Note: {path}: the sheet '5B' read, named as the class asked" in result.stderr


# --- formulas and hidden rows --------------------------------------------------------------------------

def _with_saved_results(path, results):
    """The workbook at ``path`` as Excel saves it after working its formulas out: each formula cell named in
    ``results`` ({"C2": "Ana Lee"}) holds its result as text (``t="str"`` and a ``v``), which openpyxl
    does not write."""
    import re
    import zipfile

    part = "xl/worksheets/sheet1.xml"
    with zipfile.ZipFile(path) as archive:
        files = {item: archive.read(item) for item in archive.namelist()}
    xml = files[part].decode()
    for reference, value in results.items():
        xml, count = re.subn(rf'<c r="{reference}"><f>(.*?)</f><v\s*/>',
                             rf'<c r="{reference}" t="str"><f>\1</f><v>{value}</v>', xml)
        assert count == 1, reference
    files[part] = xml.encode()
    with zipfile.ZipFile(path, "w") as archive:
        for item, content in files.items():
            archive.writestr(item, content)


def _joined_by_formula(path):
    # A teacher's list where column C joins first and last names; openpyxl saves the formula, not its result,
    # as a school system or a script that writes .xlsx does.
    return _book(path, {"5B": [["First", "Last", "Name"], ["Ana", "Lee", '=A2&" "&B2'], ["Ben", "Ng", '=A3&" "&B3']]})


def test_a_name_formula_with_no_saved_result_is_refused(tmp_path, monkeypatch):
    # Before: "class.xlsx row 2: empty name", which sent the teacher looking for a blank cell.
    monkeypatch.chdir(tmp_path)
    _joined_by_formula("class.xlsx")
    with pytest.raises(RosterError) as caught:
        read_roster("class.xlsx")
    assert str(caught.value) == ('class.xlsx row 2: the name cell C2 holds a formula (=A2&" "&B2) but not its result '
                                 "(the file was saved by a program that does not work formulas out); open it in Excel "
                                 "or LibreOffice and save it, then give it again")


def test_a_name_formula_with_its_saved_result_is_read(tmp_path):
    path = _joined_by_formula(tmp_path / "class.xlsx")
    _with_saved_results(path, {"C2": "Ana Lee", "C3": "Ben Ng"})
    assert list(read_roster(path)) == ["Ana Lee", "Ben Ng"]


def test_a_formula_outside_the_name_columns_does_not_matter(tmp_path):
    rows = [["Name", "Mark", "Double"], ["Ana", 3, "=B2*2"], ["Ben", 4, "=B3*2"]]
    path = _book(tmp_path / "class.xlsx", {"5B": rows})
    assert list(read_roster(path)) == ["Ana", "Ben"]


def test_a_one_column_list_of_formulas_is_refused(tmp_path, monkeypatch):
    # With no other cell in the row, the formula's row would otherwise read as blank and be passed over.
    monkeypatch.chdir(tmp_path)
    _book("class.xlsx", {"5B": [["Ana"], ["=Sheet2!A1"]]})
    with pytest.raises(RosterError, match=r"^class.xlsx row 2: the name cell A2 holds a formula \(=Sheet2!A1\) "):
        read_roster("class.xlsx")


def _with_hidden_rows(path, rows):
    from openpyxl import load_workbook

    book = load_workbook(path)
    for row in rows:
        book.active.row_dimensions[row].hidden = True
    book.save(path)
    return path


def test_hidden_rows_are_skipped_with_a_note(tmp_path, monkeypatch):
    # A teacher hides the rows of students who left (or filters the list): the sheet shows Ana and Cleo.
    monkeypatch.chdir(tmp_path)
    _book("class.xlsx", {"5B": [["Name", "Class"], ["Ana", "5B"], ["Ben", "5B"], ["Cleo", "5B"], ["Dan", "5B"]]})
    _with_hidden_rows("class.xlsx", [3, 5])
    roster = read_roster("class.xlsx")
    assert list(roster) == ["Ana", "Cleo"]
    assert roster.notes == ("Note: class.xlsx: row 3 ('Ben 5B'), row 5 ('Dan 5B') are hidden in the workbook "
                            "(filtered out, or a student who left?); not read as names. Show the rows in the "
                            "spreadsheet to include them.",)


def test_a_hidden_row_in_a_one_column_list(tmp_path):
    path = _with_hidden_rows(_book(tmp_path / "class.xlsx", {"5B": [["Ana"], ["Ben"], ["Cleo"]]}), [2])
    roster = read_roster(path)
    assert list(roster) == ["Ana", "Cleo"] and "row 2 ('Ben') is hidden" in roster.notes[0]


def test_the_cli_says_which_rows_were_hidden(run, tmp_path):
    path = _with_hidden_rows(_book(tmp_path / "class.xlsx", {"5B": [["Name"], ["Ana"], ["Ben"]]}), [3])
    out = tmp_path / "cards.pdf"
    result = run("scorecard", "--rules", "classic", "--roster", str(path), "--class", "5B", "-o", str(out))
    assert result.exit_code == 0, result.output
    assert f"Note: {path}: row 3 ('Ben') is hidden in the workbook" in result.output


def test_a_workbook_list_of_only_hidden_rows_has_no_names(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    _with_hidden_rows(_book("class.xlsx", {"5B": [["Ana"], ["Ben"]]}), [1, 2])
    with pytest.raises(RosterError, match=r"^class.xlsx: no names found, only title, count, date or page lines, "
                                          r"or hidden rows"):
        read_roster("class.xlsx")


def test_a_hidden_name_column_is_read_with_a_note(tmp_path, monkeypatch):
    # A teacher hides the Last name column to see the list narrower: the names still print whole,
    # and the note says so, since hiding it may have meant "first names only".
    from openpyxl import load_workbook

    monkeypatch.chdir(tmp_path)
    _book("class.xlsx", {"5B": [["ID", "First name", "Last name"], ["7", "Ana", "Lee"], ["8", "Ben", "Ode"]]})
    book = load_workbook("class.xlsx")
    book.active.column_dimensions["C"].hidden = True
    book.active.column_dimensions["A"].hidden = True  # not a name column: nothing to say about it
    book.save("class.xlsx")
    roster = read_roster("class.xlsx")
    assert list(roster) == ["Ana Lee", "Ben Ode"]
    assert roster.notes == ("Note: class.xlsx: column C ('Last name') is hidden in the workbook but is read as "
                            "part of each name. To leave it off the sheets, delete the column or save the names "
                            "you want as a new list.",)


def _hide_sheets(path, titles):
    from openpyxl import load_workbook

    book = load_workbook(path)
    for title in titles:
        book[title].sheet_state = "hidden"
    book.active = next(i for i, sheet in enumerate(book.worksheets) if sheet.title not in titles)
    book.save(path)
    return path


def test_a_hidden_first_sheet_is_not_the_roster(tmp_path, monkeypatch):
    # Last year's class on a hidden first tab: the teacher sees 5B's tab only, and 5B is what is read.
    monkeypatch.chdir(tmp_path)
    _hide_sheets(_book("class.xlsx", {"Last year": [["Name"], ["Zed"]], "5B": [["Name"], ["Ana"]]}), ["Last year"])
    roster = read_roster("class.xlsx")
    assert list(roster) == ["Ana"]
    assert roster.notes == ("Note: class.xlsx: the hidden sheet 'Last year' has a name column but is not read "
                            '(--sheet "Last year" reads it).',)
    assert list(read_roster("class.xlsx", "last year")) == ["Zed"]  # named, it is read


def test_check_reads_the_first_sheet_shown_too(run, tmp_path):
    # The same rule for a filled sheet: a hidden first tab (here notes that are no game) is passed over.
    path = _hide_sheets(_book(tmp_path / "game.xlsx", {"Notes": NOTES, "Game": [["box", "Ana"], ["Ones", 3]]}),
                        ["Notes"])
    result = run("check", str(path), "--rules", "classic")
    assert result.exit_code == 0, result.output
    assert "Ana" in result.output


def test_a_first_sheet_of_plain_names_is_offered_with_its_sheet_option(tmp_path, monkeypatch):
    # 5B holds names with no header, 5C a headed list: the message says how to read either; notes get no such offer.
    monkeypatch.chdir(tmp_path)
    _book("classes.xlsx", {"5B": [["Ana"], ["Ben"], ["Cy"]], "5C": [["Name"], ["Dan"]]})
    with pytest.raises(RosterError) as caught:
        read_roster("classes.xlsx")
    assert str(caught.value) == ("classes.xlsx: the first sheet, '5B', has no name column; the sheet '5C' has one: "
                                 "choose it with --sheet 5C; or, if '5B' is a list of names with no header, "
                                 "--sheet 5B reads it")
    assert list(read_roster("classes.xlsx", "5B")) == ["Ana", "Ben", "Cy"]


def test_a_class_cell_merged_down_over_its_students_is_each_ones_class(tmp_path, monkeypatch):
    # In the spreadsheet "5B" shows beside Ben and Cy; only A2 holds it in the file, so --class 5B kept Ana alone.
    from openpyxl import Workbook

    from worksheets.roster import read_roster

    monkeypatch.chdir(tmp_path)
    book = Workbook()
    for row in (["Form", "Name"], ["5B", "Ana Smith"], [None, "Ben Jones"], [None, "Cy Day"], ["5C", "Cara Lee"],
                [None, "Dev Patel"]):
        book.active.append(row)
    book.active.merge_cells("A2:A4")
    book.active.merge_cells("A5:A6")
    book.save("merged.xlsx")
    roster = read_roster("merged.xlsx", class_name="5B")
    assert list(roster) == ["Ana Smith", "Ben Jones", "Cy Day"]
    assert roster.notes[0] == ("Note: merged.xlsx: A2:A4 ('5B'), A5:A6 ('5C') are merged cells: each value is read "
                               "for every row they cover, as the spreadsheet shows it.")


def test_many_hidden_rows_are_counted_after_the_first_eight(tmp_path):
    # Trial 15: a filter showing one class of a year hid 209 rows, and the note listed every one on one line.
    from openpyxl import Workbook

    book = Workbook()
    sheet = book.active
    sheet.append(["Name", "Class"])
    for i in range(1, 21):  # rows 2 to 21: Ana 1 .. Ana 20; 7A shown, 7B hidden
        sheet.append([f"Ana {i}", "7A" if i <= 2 else "7B"])
        if i > 2:
            sheet.row_dimensions[i + 1].hidden = True
    book.save(tmp_path / "year.xlsx")
    roster = read_roster(tmp_path / "year.xlsx")
    assert list(roster) == ["Ana 1", "Ana 2"]
    hidden = next(note for note in roster.notes if "hidden in the workbook" in note)
    # rows 4..21 hidden: 18 rows, the first 8 (rows 4 to 11) named, 10 more counted
    listed = ", ".join(f"row {row} ('Ana {row - 1} 7B')" for row in range(4, 12))
    assert hidden.startswith(f"Note: {tmp_path / 'year.xlsx'}: {listed} and 10 more rows (to row 21) are hidden")


def test_a_total_row_whose_count_formula_has_no_result_is_a_footer(tmp_path):
    # Trial 15: a workbook written by a program (openpyxl saves no formula results) ended in "Total" beside
    # =COUNTA(...), and was refused as "row 4: empty name". With the count saved, it is a footer; so without it.
    from openpyxl import Workbook

    book = Workbook()
    sheet = book.active
    sheet.append(["Student ID", "Name", "Age"])
    sheet.append([1001, "Ana", 11])
    sheet.append([1002, "Ben", 12])
    sheet.append(["Total", None, "=COUNTA(B2:B3)"])
    book.save(tmp_path / "class.xlsx")
    roster = read_roster(tmp_path / "class.xlsx")
    assert list(roster) == ["Ana", "Ben"]
    assert any("row 4 ('Total') under the names looks like a footer" in note for note in roster.notes)
