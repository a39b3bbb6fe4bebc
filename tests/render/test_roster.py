"""Rosters: a CSV with a name column or a plain list; --players; one-line errors naming file and row."""

from __future__ import annotations

import unicodedata

import pytest

from worksheets.errors import GlyphError, InputError, RosterError
from worksheets.roster import MAX_NAME_LENGTH, parse_players, read_roster

from tests.files import write


@pytest.mark.parametrize("content", [
    "name,class\nZoë,5B\nŁukasz,5B\nЖ,5C\n",  # comma, as most spreadsheets save
    "Name;Class\r\nZoë;5B\r\nŁukasz;5B\r\nЖ;5C\r\n",  # semicolon and CRLF, as Excel saves in much of Europe
    "\ufeffNAME,class\nZoë,5B\nŁukasz,5B\nЖ,5C\n",  # byte-order mark of "CSV UTF-8", header in capitals
    "class\tName \n5B\tZoë\n\n5B\tŁukasz\n\t\n5C\tЖ\n",  # tab-separated, blank rows skipped
    'student id,name\n1,"Zoë"\n2,"Łukasz"\n3,Ж\n',  # quoted cells; name not the first column
])
def test_csv_rosters(tmp_path, content):
    assert list(read_roster(write(tmp_path, "class.csv", content))) == ["Zoë", "Łukasz", "Ж"]


def test_a_quoted_name_may_hold_the_separator(tmp_path):
    assert list(read_roster(write(tmp_path, "class.csv", 'name\n"Smith, Ana"\nBen\n'))) == ["Smith, Ana", "Ben"]


def test_plain_list_one_name_a_line(tmp_path):
    path = write(tmp_path, "class.txt", "\ufeff  Zoë \n\nŁukasz\n<b>&\n\n")
    assert list(read_roster(path)) == ["Zoë", "Łukasz", "<b>&"]


def test_plain_list_keeps_commas_in_names(tmp_path):
    assert list(read_roster(write(tmp_path, "class.txt", "Smith, Ana\nBen\n"))) == ["Smith, Ana", "Ben"]


def test_names_are_composed_to_nfc(tmp_path):
    decomposed = unicodedata.normalize("NFD", "Zoë")
    assert list(read_roster(write(tmp_path, "class.txt", decomposed + "\n"))) == ["Zoë"]


@pytest.mark.parametrize("name, content, message", [
    ("class.csv", "name,class\nZoë,5B\n,5B\n", "class.csv row 3: empty name"),
    ("class.csv", "name\nAna\nBen\nana\n", "class.csv row 4: duplicate name 'ana' (also row 2); add an "
     "initial to one of them so that each is told apart (such as 'ana B.')"),
    ("class.csv", "id,class\n1,5B\n", "class.csv row 1: no name column in the first row (found: 'id', 'class'); "
     "name it name, student, student name, full name or pupil, or first name and last name (given name and "
     "family name, surname)"),
    ("class.csv", "name,Name\nAna,Ana\n", "class.csv row 1: more than one name column (columns 1 'name', "
     "2 'Name'); keep the one to print, or rename the others"),
    ("class.csv", "name\n\n", "class.csv: no names found under the name column"),
    ("class.txt", "\n \n", "class.txt: no names found (a 'name' column, or one name a line)"),
    ("class.txt", "Ana\n" + "x" * 41 + "\n", f"class.txt row 2: name '{'x' * 41}' is 41 characters long; at most {MAX_NAME_LENGTH} fit on a sheet; shorten it in the list"),
])
def test_roster_errors_name_file_and_row(tmp_path, monkeypatch, name, content, message):
    monkeypatch.chdir(tmp_path)
    write(tmp_path, name, content)
    with pytest.raises(RosterError) as caught:
        read_roster(name)
    assert str(caught.value) == message
    assert isinstance(caught.value, InputError)


def test_windows_1252_is_read_with_a_note(tmp_path, monkeypatch):
    # Issue 8 item 2: what Excel on Windows saves as "CSV" is read, and the roster says so.
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "class.csv", "name\nAna\nZo\xeb\n".encode("cp1252"))
    roster = read_roster("class.csv")
    assert list(roster) == ["Ana", "Zoë"]
    assert roster.notes == ("Note: class.csv is not UTF-8 (from row 3); it was read as Windows-1252. Check these "
                            "names, which a file saved in another encoding would change: Zoë. "
                            "If a name looks wrong, save the roster as CSV UTF-8.",)


def test_neither_utf8_nor_windows_1252_names_the_row(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "class.csv", b"name\nAna\nZo\x81\n")
    with pytest.raises(RosterError, match=r"^class.csv row 3: neither UTF-8 nor Windows-1252 text"):
        read_roster("class.csv")


def test_utf16_is_read(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "class.txt", "Pupil\tClass\nAna\t5B\nŁukasz\t5C\n".encode("utf-16"))
    assert list(read_roster("class.txt")) == ["Ana", "Łukasz"]


@pytest.mark.parametrize("content, names", [
    ("Student ID;Given Name;Family Name\r\n1;Zoë;Smith\r\n2;Łukasz;Nowak\r\n", ["Zoë Smith", "Łukasz Nowak"]),
    ("Surname,First Name\nSmith,Ana\nLee,Ben\n", ["Ana Smith", "Ben Lee"]),  # first name first, as a list reads
    ("sep=;\nLast Name;First Name;Class\nSmith;Ana;5B\n", ["Ana Smith"]),
    ("STUDENT NAME,class\nAna,5B\n", ["Ana"]),
    ("Full_Name\tClass\nAna Smith\t5B\n", ["Ana Smith"]),
    ("Pupil\nAna\nBen\n", ["Ana", "Ben"]),  # one column with a header
    ("Ana\nBen\nZoë\n", ["Ana", "Ben", "Zoë"]),  # one name a line in a .csv
])
def test_school_exports(tmp_path, content, names):
    assert list(read_roster(write(tmp_path, "export.csv", content))) == names


def test_one_name_a_line_with_a_header_whatever_the_extension(tmp_path):
    assert list(read_roster(write(tmp_path, "class.list", "Name\nAna\nBen\n"))) == ["Ana", "Ben"]


def test_xlsx_roster_first_sheet_or_named(tmp_path):
    from openpyxl import Workbook

    book = Workbook()
    book.active.title = "Notes"
    book.active.append(["Class list 5B"])
    roster = book.create_sheet("5B")
    roster.append(["Student ID", "First Name", "Last Name"])
    roster.append([1, "Zoë", "Smith"])
    roster.append([2, "Łukasz", "Nowak"])
    path = tmp_path / "class.xlsx"
    book.save(path)
    assert list(read_roster(path, sheet="5b")) == ["Zoë Smith", "Łukasz Nowak"]
    with pytest.raises(RosterError, match=r"the first sheet, 'Notes', has no name column; the sheet '5B' has one"):
        read_roster(path)  # once, the title on the first sheet was read as the one student's name
    with pytest.raises(RosterError, match=r"class.xlsx: no sheet named '5C' \(sheets: Notes, 5B\)"):
        read_roster(path, sheet="5C")


def test_missing_file_and_folder(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    with pytest.raises(RosterError, match=r"^nothing.csv: no such file$"):
        read_roster("nothing.csv")
    with pytest.raises(RosterError, match=r"is a folder"):
        read_roster(tmp_path)


def test_parse_players_strips_and_keeps_order():
    assert list(parse_players(" Zoë , Łukasz,Ж,<b>& ")) == ["Zoë", "Łukasz", "Ж", "<b>&"]
    assert list(parse_players("1,2")) == ["1", "2"]  # players numbered, not counted


@pytest.mark.parametrize("text, message", [
    ("Ana,,Ben", 'players: name 2 is empty (write names separated by commas, such as "Ana,Ben")'),
    ("Ana,", 'players: name 2 is empty (write names separated by commas, such as "Ana,Ben")'),
    ("  ", 'players: no names given (write names separated by commas, such as "Ana,Ben")'),
    ("Ana,Ben,ANA", "players: duplicate name 'ANA' (also name 1); add an initial to one of them so that each "
                    "is told apart (such as 'ANA B.')"),
    # A count where names belong ("--players 4"): before, one card was printed for a student named "4".
    (" 4 ", "players: '4' is a number, not a name: write names separated by commas, such as \"Ana,Ben\""),
])
def test_parse_players_refusals(text, message):
    with pytest.raises(InputError) as caught:
        parse_players(text)
    assert str(caught.value) == message


def test_a_roster_keeps_names_a_font_lacks_and_says_where_each_was_read(tmp_path, monkeypatch):
    # Issue 7 item 4: a terminal game or a web page can show names the PDF font cannot,
    # so the roster accepts them; the PDF path refuses them naming the file and row.
    from worksheets.render.fonts import check_names_drawable

    monkeypatch.chdir(tmp_path)
    write(tmp_path, "class.txt", "Ana\nA🦄\n")
    roster = read_roster("class.txt")
    assert list(roster) == ["Ana", "A🦄"]
    assert roster.where("A🦄") == "class.txt row 2"
    with pytest.raises(GlyphError) as caught:
        check_names_drawable(roster, roster.where)
    assert str(caught.value) == "class.txt row 2: player name 'A🦄' has characters the font cannot print: '🦄' (U+1F984)"


# Seven names DejaVu Sans lacks a letter of (CJK ideographs and Hangul are not in DejaVu; nor are the emoji
# U+1F3B2 game die and U+1F44D thumbs up), among names it draws; written in by hand with the rows they land on.
SEVEN_UNDRAWABLE = "Ana\n山田\nBen\n李\n🎲 Sam\n민준\nCara\n佐藤\n王芳\n👍 Dee\n"


def test_every_undrawable_name_is_named_with_its_row_the_first_five_and_how_many_more(tmp_path, monkeypatch):
    from worksheets.render.fonts import check_names_drawable

    monkeypatch.chdir(tmp_path)
    write(tmp_path, "class.txt", SEVEN_UNDRAWABLE)
    roster = read_roster("class.txt")
    with pytest.raises(GlyphError) as caught:
        check_names_drawable(roster, roster.where)
    # Rows by hand: one name a line, no header, so line n is row n; the 6th and 7th
    # (王芳 on row 9, 👍 Dee on row 10) are the 2 more.
    assert str(caught.value) == (
        "class.txt: 7 player names have characters the font cannot print: "
        "row 2 '山田' ('山' (U+5C71), '田' (U+7530)), row 4 '李' ('李' (U+674E)), "
        "row 5 '🎲 Sam' ('🎲' (U+1F3B2)), row 6 '민준' ('민' (U+BBFC), '준' (U+C900)), "
        "row 8 '佐藤' ('佐' (U+4F50), '藤' (U+85E4)) and 2 more; type such a name in letters the sheets can print "
        "(Latin, Greek or Cyrillic), such as its Latin spelling")


def test_two_undrawable_names_from_the_command_line_are_both_named():
    from worksheets.render.fonts import check_names_drawable

    names = parse_players("Ana,山田,Ben,李", where="--players")
    with pytest.raises(GlyphError) as caught:
        check_names_drawable(names, names.where)
    assert str(caught.value) == ("--players: 2 player names have characters the font cannot print: "
                                 "'山田' ('山' (U+5C71), '田' (U+7530)), '李' ('李' (U+674E)); "
                                 "type such a name in letters the sheets can print (Latin, Greek or Cyrillic), such as its Latin spelling")


def test_the_roster_reader_does_not_load_the_renderers():
    # The one import that ran back up the layers (issue 7 item 4).
    import subprocess
    import sys

    code = "import sys, worksheets.roster; print(any(m.startswith('worksheets.render') for m in sys.modules))"
    assert subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip() == "False"
