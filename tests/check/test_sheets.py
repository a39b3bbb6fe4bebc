"""Reading sheets as spreadsheets save them (issue item 1, item 6; docs/check-input.md)."""

from __future__ import annotations

import json
import re

import pytest

from worksheets.check import CheckOptions, check_sheet, parse_csv, parse_json, read_sheet, sheet_files, with_readings
from worksheets.rules import preset
from worksheets.errors import SheetError

from .helpers import CASES

SEED = (CASES / "seed000.csv").read_text(encoding="utf-8")


def test_the_seed_csv_reads_as_a_table():
    sheet = read_sheet(CASES / "seed000.csv")
    assert sheet.players == ("Left", "Right")
    assert len(sheet.rows) == 9
    first = sheet.rows[0]
    # spreadsheet row numbers: the header is row 1, the first category row 2
    assert (first.number, first.label, dict(first.cells)) == (
        2, "Number with 3 in the hundreds place", {"Left": "6,341", "Right": "5,332"})
    assert sheet.rows[4].cells["Right"] == "X"
    assert sheet.code is None and sheet.notes == () and not sheet.has_readings


@pytest.mark.parametrize("encoding", ["utf-8", "utf-8-sig", "utf-16"])
def test_unicode_files_read_the_same(tmp_path, encoding):
    path = tmp_path / "game.csv"
    path.write_text(SEED.replace("Left", "Zoë"), encoding=encoding)
    sheet = read_sheet(path)
    assert sheet.players == ("Zoë", "Right")
    assert sheet.notes == ()


def test_windows_1252_is_read_with_a_note(tmp_path):
    # Excel on Windows saves "CSV" in Windows-1252: ë is the single byte 0xEB.
    path = tmp_path / "game.csv"
    path.write_bytes(SEED.replace("Left", "Zoë").encode("cp1252"))
    sheet = read_sheet(path)
    assert sheet.players == ("Zoë", "Right")
    assert len(sheet.notes) == 1 and "Windows-1252" in sheet.notes[0] and "row 1" in sheet.notes[0]


def test_neither_utf8_nor_windows_1252_is_refused(tmp_path):
    path = tmp_path / "game.csv"
    path.write_bytes(b"category,Ana,Ben\nWILD,\x81\x9d,1234\n")  # 0x81 is undefined in Windows-1252
    with pytest.raises(SheetError, match=r"game.csv row 2: neither UTF-8 nor Windows-1252 .*0x81"):
        read_sheet(path)


def test_a_broken_workbook_is_refused_with_advice(tmp_path):
    # Workbooks are read (issue 8 item 2); a zip that is not one (an .ods, a damaged file) is refused.
    path = tmp_path / "game.csv"
    path.write_bytes(b"PK\x03\x04rest of a zip")
    with pytest.raises(SheetError, match=r"not an Excel workbook \(.xlsx\) that can be read; save it as .xlsx or CSV"):
        read_sheet(path)


@pytest.mark.parametrize("name", ["game.xlsx", "game.XLSM"])
def test_a_text_file_named_as_a_workbook_is_refused_not_read_as_csv(tmp_path, name):
    # Before, "hello" in game.xlsx was read as CSV and refused for naming no players: advice that misled.
    path = tmp_path / name
    path.write_bytes(b"category,Ana,Ben\nones,3,4\n")  # a CSV renamed: still not what its name says
    with pytest.raises(SheetError, match="^" + re.escape(f"{path}: is named {path.suffix} but is not an Excel workbook")):
        read_sheet(path)


@pytest.mark.parametrize("start", ["<html><body><table>", "  <!DOCTYPE html>", '<?xml version="1.0"?>', "<TABLE>"])
def test_a_web_page_saved_as_a_sheet_is_refused(tmp_path, start):
    # School systems export tables as HTML named .xls; the cells would otherwise be read as tags.
    path = tmp_path / "marks.xls"
    path.write_text(start + "<tr><td>category</td><td>Ana</td></tr></table>", encoding="utf-8")
    with pytest.raises(SheetError, match=r"marks.xls: is a web page or XML \(HTML, XML\), not a filled sheet"):
        read_sheet(path)


def test_semicolons_and_quoted_numbers():
    text = SEED.replace(",", ";").replace('"6;341"', '"6,341"').replace('"5;332"', '"5,332"')
    sheet = parse_csv('category;Left;Right\nNumber with 3 in the hundreds place;"6,341";5332\n', "g.csv")
    assert dict(sheet.rows[0].cells) == {"Left": "6,341", "Right": "5332"}
    assert parse_csv(text, "g.csv").players == ("Left", "Right")


def test_excel_sep_line_and_tabs():
    sheet = parse_csv("sep=;\ncategory;A,1;Ben\nWILD;1234;X\n", "g.csv")
    assert sheet.players == ("A,1", "Ben")
    assert sheet.rows[0].number == 3  # the sep= line is row 1 of the file
    assert parse_csv("category\tAna\tBen\nWILD\t1234\t\n", "g.csv").rows[0].cells == {"Ana": "1234", "Ben": ""}


def test_the_separator_is_guessed_from_the_first_row_that_is_not_blank():
    # blank lines (a line feed, a carriage return, a form feed) before the header, and after a sep= line
    sheet = parse_csv("\n \r\x0c\ncategory;Ana;Ben\nWILD;1,234;X\n", "g.csv")
    assert (sheet.players, sheet.rows[0].number, sheet.cells) == (("Ana", "Ben"), 5, (("1,234", "X"),))
    sheet = parse_csv("sep=;\n\ncategory;Ana,B;Ben\nWILD;1234;X\n", "g.csv")
    assert (sheet.players, sheet.rows[0].number) == (("Ana,B", "Ben"), 4)
    with pytest.raises(SheetError, match=r"^g\.csv: the sheet is empty"):
        parse_csv("sep=;\n \n\t\n", "g.csv")


def test_spreadsheet_padding_and_empty_rows_are_ignored():
    sheet = parse_csv("category,Ana,Ben,,\n\nWILD,1234,2345,,\n,,,,\n", "g.csv")
    assert sheet.players == ("Ana", "Ben")
    assert [r.label for r in sheet.rows] == ["WILD"]


def test_a_code_row_is_kept_apart():
    sheet = parse_csv("category,Ana,Ben\nCode:,PV-7Q2K,\nWILD,1234,2345\n", "g.csv")
    assert sheet.code == "PV-7Q2K"
    assert [r.label for r in sheet.rows] == ["WILD"]


def test_reading_columns_belong_to_their_player():
    sheet = parse_csv("category,Ana,Ana reading,Ben\nWILD,1234,one thousand two hundred thirty-four,2345\n", "g.csv")
    assert sheet.players == ("Ana", "Ben")
    assert sheet.readers == ("Ana",)
    assert sheet.rows[0].readings == {"Ana": "one thousand two hundred thirty-four"}


@pytest.mark.parametrize("text, message", [
    ("", "g.csv: the sheet is empty"),
    ("category\nWILD\n", "g.csv row 1: the first row names the players"),
    ("WILD,6341,5332\nWILD,1234,2345\n", 'g.csv row 1, column 2: no header row: .* the entry \'6341\''),
    ("Ones,1,2\nTwos,4,6\n", 'g.csv row 1, column 2: no header row: .* the entry \'1\''),  # a box: entries
    # tables or players numbered (trial 28: "no header row" for a header the teacher sees)
    ("category,1,2\nWILD,6551,1111\n", "g.csv row 1, column 2: '1' stands where a player's name goes, but digits "
                                       "alone read as an entry; name numbered players or tables in words, such as "
                                       "Table 1"),
    ("category,Ana,ana\nWILD,1,2\n", "g.csv row 1, column 3: the player name 'ana' is used twice \\(also column 2\\)"),
    ("category,Ana,,Ben\nWILD,1,2,3\n", "g.csv row 1, column 3: a player column has no name"),
    ("category,Ana,Ben\nWILD,6,341,5332\n", 'g.csv row 2: 4 cells, but the header row has 3 .*in quotes, such as "6,341"'),
    ("category,Ana,Ben\nWILD,6341\n", "g.csv row 2: 2 cells, but the header row has 3$"),
    ("category,Ana,Ben\n,6341,1234\n", "g.csv row 2: the row has entries but no category"),
    ("category,Ana,Ben\ncode,A,\ncode,B,\n", "g.csv row 3: a second sheet code"),
    ("category,Ana,Cy reading\nWILD,1234,x\n", "g.csv row 1, column 3: 'Cy reading' holds readings aloud, but there is no column 'Cy'"),
])
def test_unusable_csv_names_file_row_and_column(text, message):
    with pytest.raises(SheetError, match=message):
        parse_csv(text, "g.csv")


def test_json_sheet_of_the_documented_shape():
    # docs/check-input.md, "JSON"
    data = {"code": "PV-1", "players": ["Left", "Right"], "categories": [
        {"category": "Number with 3 in the hundreds place", "entries": {"Left": "6,341", "Right": 5332},
         "readings": {"Left": "six thousand, three hundred forty-one"}},
        {"category": "WILD", "entries": {"Left": None}},
    ]}
    sheet = parse_json(json.dumps(data), "g.json")
    assert sheet.code == "PV-1" and sheet.players == ("Left", "Right")
    assert dict(sheet.rows[0].cells) == {"Left": "6,341", "Right": "5332"}
    assert dict(sheet.rows[1].cells) == {"Left": "", "Right": ""}
    assert sheet.readers == ("Left",)
    assert sheet.where(sheet.rows[1], "Right") == 'g.json categories[1], "Right"'


def test_json_players_default_to_the_order_they_appear():
    data = {"categories": [{"category": "WILD", "entries": {"Ben": 1234, "Ana": 2345}},
                           {"category": "Even number", "entries": {"Cy": 2222}}]}
    assert parse_json(json.dumps(data), "g.json").players == ("Ben", "Ana", "Cy")


@pytest.mark.parametrize("data, message", [
    ("[1, 2", r"g.json: not valid JSON \(line 1"),
    # json's "Unterminated string starting at" is followed by the place it names, given first here
    ('{"categories": [{"category": "WILD', r'not valid JSON \(line 1, column 30: Unterminated string starting there\); '
                                         r"the file ends before the JSON does: is it cut short\?$"),
    ('{"categories": [', r"\(line 1, column 17: Expecting value\); the file ends before the JSON does"),
    ({"file": "g.csv", "chosen_by": "labels", "winners": ["Ana"], "categories": []},
     "this is a verdict written by worksheets check --json, not a sheet"),
    ([], "must be an object"),
    ({"categories": []}, '"categories" must be a list'),
    ({"rows": []}, "unknown field 'rows'"),
    ({"categories": [{"category": "WILD", "entries": {"Ana": True}}]}, r'categories\[0\] entries, "Ana": true is not a number'),
    ({"players": ["Ana"], "categories": [{"category": "WILD", "entries": {"Bob": 1}}]}, "'Bob' is not a player"),
    ({"categories": [{"label": "WILD"}]}, "unknown field 'label'"),
    ({"categories": [{"category": 7, "entries": {"Ana": 1}}]}, '"category" must be'),
    ({"players": ["Ana", "ANA"], "categories": [{"category": "WILD"}]}, r"players\[1\]: the player name 'ANA' is used twice"),
])
def test_unusable_json_is_named(data, message):
    text = data if isinstance(data, str) else json.dumps(data)
    with pytest.raises(SheetError, match=message):
        parse_json(text, "g.json")


def test_readings_file_is_matched_by_label_and_name():
    sheet = parse_csv(SEED, "g.csv")
    readings = parse_csv("category,Right reading\nwild! any number can be written here,six thousand five hundred fifty\n",
                         "r.csv", readings=True)
    merged = with_readings(sheet, readings)
    assert merged.readers == ("Right",)
    assert merged.rows[8].readings == {"Right": "six thousand five hundred fifty"}
    assert all(not row.readings for row in merged.rows[:8])


@pytest.mark.parametrize("text, message", [
    ("category,Cy\nWILD! Any number can be written here.,x\n", "r.csv, column \"Cy\": 'Cy' is not a player of g.csv"),
    ("category,Left\nEven number,six\n", "r.csv row 2: 'Even number' is not a row of g.csv"),
])
def test_readings_file_refusals(text, message):
    with pytest.raises(SheetError, match=message):
        with_readings(parse_csv(SEED, "g.csv"), parse_csv(text, "r.csv", readings=True))


def test_folders_give_their_sheets_in_order_without_readings_files(tmp_path):
    for name in ("b.csv", "a.json", "a.readings.csv", "notes.txt"):
        (tmp_path / name).write_text("x", encoding="utf-8")
    assert [p.name for p in sheet_files([tmp_path])] == ["a.json", "b.csv"]
    assert [p.name for p in sheet_files([tmp_path / "b.csv", tmp_path])] == ["b.csv", "a.json"]
    with pytest.raises(SheetError, match="no such file or folder"):
        sheet_files([tmp_path / "nope.csv"])
    (tmp_path / "empty").mkdir()
    with pytest.raises(SheetError, match="has no .csv, .json or .xlsx sheets"):
        sheet_files([tmp_path / "empty"])


def test_json_numbers_that_are_not_whole_say_so():
    # Issue 8 item 3: a JSON 20.5 is "not a whole number", not "not a number, X or empty". 6341.0 is the whole
    # number 6,341 (a float a program wrote), with a note; before, it was said not to be a whole number.
    sheet = parse_json('{"categories": [{"category": "WILD", "entries": {"Ana": 6341.0, "Ben": 20.5}}]}', "g.json")
    verdict = check_sheet(sheet)
    entries = verdict.verdict.categories[0].entries
    assert (entries["Ana"].value, entries["Ana"].reason) == (6341, None)
    assert entries["Ben"].reason == "20.5 is not a whole number: it has a decimal point"
    assert ("g.json: numbers written with zeros after the decimal point or comma, such as 6341.0, were read as the whole numbers they "
            "show (6341)") in " ".join(verdict.notes)
    dice = parse_json('{"categories": [{"category": "Chance", "entries": {"Ana": 20.5}}]}', "g.json")
    with pytest.raises(SheetError, match=r"g.json categories\[0\], \"Ana\": '20.5' has a decimal point"):
        check_sheet(dice, CheckOptions(rules=preset("classic")))
