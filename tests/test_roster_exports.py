"""Class lists as schools and spreadsheets export them, beyond a header on the first row."""

from __future__ import annotations

import pytest

from worksheets.errors import RosterError
from worksheets.roster import read_roster
from worksheets.roster_columns import HEADER_SEARCH_ROWS

from tests.files import roster_refusal, write


def test_xlsx_with_a_title_above_the_header_row(tmp_path, monkeypatch):
    # An export that puts the class's title in A1 and the table's header on row 3.
    from openpyxl import Workbook

    monkeypatch.chdir(tmp_path)
    book = Workbook()
    sheet = book.active
    sheet["A1"] = "Class list 5B"
    sheet.append([])
    sheet.cell(3, 1, "Student")
    sheet.cell(3, 2, "Form")
    for row, name in enumerate(["Ana", "Zoë", "O'Neil"], start=4):
        sheet.cell(row, 1, name)
        sheet.cell(row, 2, "5B")
    book.save("class.xlsx")
    roster = read_roster("class.xlsx")
    assert list(roster) == ["Ana", "Zoë", "O'Neil"]
    assert roster.where("Zoë") == "class.xlsx row 5"  # the row the spreadsheet shows
    assert roster.notes == ("Note: class.xlsx: the name column's header is on row 3; "
                            "row 1 above it is not read as names.",)


@pytest.mark.parametrize("content", [
    "Class list 5B,\n,\nName,Class\nAna,5B\nBen,5B\n",  # as Excel saves a title cell over a table
    "\ufeffClass list 5B;;\r\n;;\r\nStudent;Class;\r\nAna;5B;\r\nBen;5B;\r\n",  # semicolons, CRLF, BOM
    "Class list 5B\nTerm 1\nFirst name,Last name\nAna,Lee\nBen,Ng\n",  # title lines with no separator
])
def test_csv_with_title_rows_above_the_header(tmp_path, content):
    roster = read_roster(write(tmp_path, "class.csv", content))
    assert [name.split()[0] for name in roster] == ["Ana", "Ben"]
    assert len(roster.notes) == 1 and "header is on row 3" in roster.notes[0]


def test_rows_above_the_header_are_named_in_the_note(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "class.txt", "Mrs Lee's class\nSpring term\n\nPupil\nAna\nBen\n")
    roster = read_roster("class.txt")
    assert list(roster) == ["Ana", "Ben"]
    assert roster.where("Ben") == "class.txt row 6"
    assert roster.notes == ("Note: class.txt: the name column's header is on row 4; "
                            "rows 1 to 2 above it are not read as names.",)


def test_a_header_on_the_first_row_adds_no_note(tmp_path):
    roster = read_roster(write(tmp_path, "class.csv", "Name,Class\nAna,5B\n"))
    assert list(roster) == ["Ana"] and roster.notes == ()


def test_errors_below_a_title_name_the_file_row(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "class.csv", "Class list 5B,\n,\nName,Class\nAna,5B\nBen,5B\nAna,5C\n")
    # the rows counted from the file's first line, the title's; the two Anas are in two classes (5B and 5C)
    with pytest.raises(RosterError, match=r"^class.csv row 6: duplicate name 'Ana' \(also row 4\), one in class 5B"):
        read_roster("class.csv")


def test_the_header_is_looked_for_only_near_the_top(tmp_path, monkeypatch):
    # Past the first few filled rows a "Name" cell is data, not a header: the file is refused as before.
    monkeypatch.chdir(tmp_path)
    titles = "".join(f"Title {n},\n" for n in range(1, HEADER_SEARCH_ROWS + 1))
    write(tmp_path, "class.csv", titles + "Name,Class\nAna,5B\n")
    with pytest.raises(RosterError, match=r"^class.csv row 1: no name column in the first row"):
        read_roster("class.csv")


@pytest.mark.parametrize("content, names", [
    ("First Name,Class\nAna,5B\nBen,5B\n", ["Ana", "Ben"]),  # a class list of first names only
    ("ID;Given name;Class\r\n1;Zoë;5B\r\n2;Łukasz;5B\r\n", ["Zoë", "Łukasz"]),
    ("First name,Surname,Class\nAna,Lee,5B\n", ["Ana Lee"]),  # with a last-name column the two are joined
])
def test_a_first_name_column_alone_is_the_name_column(tmp_path, content, names):
    assert list(read_roster(write(tmp_path, "class.csv", content))) == names


def test_a_last_name_column_alone_is_not_a_name_column(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "class.csv", "Surname,Class\nLee,5B\n")
    with pytest.raises(RosterError, match=r"^class.csv row 1: no name column in the first row"):
        read_roster("class.csv")


@pytest.mark.parametrize("name, content", [
    ("class.xlsx", "hello\n"),  # a text file renamed .xlsx: not read as a list with the name "hello"
    ("class.xlsx", "Name,Class\nAna,5B\n"),
    ("class.xlsm", b"\x00\x01 damaged"),
])
def test_a_file_named_xlsx_that_is_no_workbook_is_refused(tmp_path, monkeypatch, name, content):
    monkeypatch.chdir(tmp_path)
    write(tmp_path, name, content)
    suffix = name.rsplit(".", 1)[1]
    with pytest.raises(RosterError) as caught:
        read_roster(name)
    assert str(caught.value) == (f"{name}: is named .{suffix} but is not an Excel workbook (renamed or damaged?); "
                                 "open it in the spreadsheet and save it again as .xlsx or CSV")


@pytest.mark.parametrize("content", [
    "<html><body><table>\n<tr><td>Name</td></tr>\n<tr><td>Ana</td></tr>\n</table></body></html>\n",
    "\ufeff<!DOCTYPE html>\n<html>\n",
    '<?xml version="1.0"?>\n<Workbook>\n',  # Excel's "XML Spreadsheet 2003"
    "  <TABLE border=1>\n<TR><TD>Name</TD></TR>\n",
])
def test_a_web_page_saved_as_a_class_list_is_refused(tmp_path, monkeypatch, content):
    # School systems export lists as HTML tables named .xls; read as text, each tag line would be a name.
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "class.xls", content)
    with pytest.raises(RosterError, match=r"^class.xls: is a web page or XML \(HTML, XML\), not a class list; "):
        read_roster("class.xls")


def test_names_that_look_like_markup_are_still_names(tmp_path):
    assert list(read_roster(write(tmp_path, "class.txt", "<b>Ana</b>\n<table>\n"))) == ["<b>Ana</b>", "<table>"]


# --- title lines over a list with no header, and count, date and page lines under any list ---------------

@pytest.mark.parametrize("title", ["Class list 2026", "Roster — 5B", "Klassenliste", "Liste des élèves 5e B",
                                   "Lista de alumnos", "Year 6", "KLASSE 4A",
                                   # a class named by subject, set or room (trial 11: each printed as a student)
                                   "5B Maths", "Maths Set 3", "Room 12"])
def test_a_title_line_over_a_plain_list_is_not_a_name(tmp_path, monkeypatch, title):
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "class.txt", f"{title}\nAna\nBen\n")
    roster = read_roster("class.txt")
    assert list(roster) == ["Ana", "Ben"]
    assert roster.notes == (f"Note: class.txt: row 1 ('{title}') above the names looks like a title; "
                            "not read as a name.",)


@pytest.mark.parametrize("names", [["Nomvula", "Classen", "Lister"], ["Ana Page", "Year", "Grace Form"],
                                   ["Liston", "Klassen", "Totale"], ["Ana Set", "Math", "Tom Room"]])
def test_names_that_hold_a_title_word_inside_stay_names(tmp_path, names):
    # Whole words only, and Year or Form only beside a number: these are all students.
    roster = read_roster(write(tmp_path, "class.txt", "\n".join(names) + "\n"))
    assert list(roster) == names and roster.notes == ()


def test_title_lines_over_a_one_column_workbook(tmp_path, monkeypatch):
    from openpyxl import Workbook

    monkeypatch.chdir(tmp_path)
    book = Workbook()
    for row in (["Class list 5B"], ["Spring term 2026"], [], ["Ana"], ["Ben"]):
        book.active.append(row)
    book.save("class.xlsx")
    roster = read_roster("class.xlsx")
    assert list(roster) == ["Ana", "Ben"]
    assert roster.notes == ("Note: class.xlsx: row 1 ('Class list 5B'), row 2 ('Spring term 2026') above the names "
                            "look like a title; not read as names.",)


@pytest.mark.parametrize("name, content", [
    ("class.csv", "Name,Class\r\nAna,5B\r\nBen,5B\r\n,\r\nTotal: 2 students,\r\nPrinted 2026-11-02,\r\n"
                  "Page 1 of 1,\r\n"),
    ("class.csv", "ID;Name\n1;Ana\n2;Ben\n;\nTotal: 2 students;\nPrinted 2026-11-02\n;Page 1 of 1\n"),  # any column
    ("class.txt", "Ana\nBen\n\nTotal: 2 students\nPrinted 2026-11-02\nPage 1 of 1\n"),
])
def test_count_date_and_page_lines_under_the_names_are_skipped(tmp_path, monkeypatch, name, content):
    monkeypatch.chdir(tmp_path)
    write(tmp_path, name, content)
    roster = read_roster(name)
    assert list(roster) == ["Ana", "Ben"]
    # rows counted by hand in each file above: the header (if any), Ana, Ben, a blank row, then the three
    first = 4 if name == "class.txt" else 5
    assert roster.notes == (f"Note: {name}: row {first} ('Total: 2 students'), row {first + 1} ('Printed 2026-11-02'), "
                            f"row {first + 2} ('Page 1 of 1') under the names look like a footer (a count, a date, a "
                            "page number); not read as names.",)


@pytest.mark.parametrize("content, row", [
    ("Name\nAna Smith\nBen Jones\n24\n", 4),  # the count a class list ends with, as "Total: 24" is skipped
    ("Ana Smith\nBen Jones\n2\n", 3),  # no header
    ("Name,Class\nAna Smith,5B\nBen Jones,5B\n2,\n", 4),  # under a table, its other cells empty
])
def test_a_whole_number_alone_in_the_last_row_is_a_count(tmp_path, monkeypatch, content, row):
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "class.csv", content)
    roster = read_roster("class.csv")
    assert list(roster) == ["Ana Smith", "Ben Jones"]
    count = content.splitlines()[-1].rstrip(",")
    assert roster.notes == (f"Note: class.csv: row {row} ('{count}') under the names looks like a footer (a count, a "
                            "date, a page number); not read as a name.",)


@pytest.mark.parametrize("content, row", [
    ("Name\nAna Smith\n24\nBen Jones\n", 3),  # among the names: a slip in a name cell, not a count
    ("Name\n24\n", 2),  # no name above it to count
])
def test_a_whole_number_alone_elsewhere_is_refused(tmp_path, monkeypatch, content, row):
    monkeypatch.chdir(tmp_path)
    assert roster_refusal(tmp_path, "class.csv", content) == (
        f"class.csv row {row}: the name cell in column A ('Name') holds a number, '24', not a name; type the "
        "student's name there, or delete the row")


@pytest.mark.parametrize("content, names, quoted", [
    # A quote typed at one end and never closed: not part of the name, printed without it, the row named.
    ('Name\n"Ana Smith\nBen\n', ["Ana Smith", "Ben"], "row 2 ('\"Ana Smith') has a quotation mark"),
    ("Name,Class\n\u201cAna Smith,5B\nBen Jones\u201d,5B\n", ["Ana Smith", "Ben Jones"],
     "row 2 ('\u201cAna Smith'), row 3 ('Ben Jones\u201d') have quotation marks"),
    ("First Name,Last Name\nAna,Smith\u00bb\nBen,Jones\n", ["Ana Smith", "Ben Jones"],
     "row 2 ('Ana Smith\u00bb') has a quotation mark"),
])
def test_a_quotation_mark_nothing_closes_is_dropped_with_a_note(tmp_path, content, names, quoted):
    path = write(tmp_path, "class.csv", content)
    roster = read_roster(path)
    assert list(roster) == names
    assert [note for note in roster.notes if "quotation mark" in note] == [
        f"Note: {path}: {quoted} at one end with none to close {'it' if 'has' in quoted else 'them'}; printed "
        f"without {'it' if 'has' in quoted else 'them'}. Check {'that name' if 'has' in quoted else 'those names'} "
        "in the list."]


@pytest.mark.parametrize("name", [
    'Robert "Bobby" Brown',  # quotes that pair are the name's
    "\u2018Ofa Tupou",  # a single quote stands for a letter (the Tongan glottal stop) or an apostrophe
    "Ana O'",  # an apostrophe at the end
    "Lu\u201c Rossi",  # an opening mark ending a word is a letter of another encoding, not a quote
])
def test_quotation_marks_that_may_be_the_names_are_kept(tmp_path, name):
    roster = read_roster(write(tmp_path, "class.csv", f"Name,Class\n{name},5B\nBen Jones,5B\n"))
    assert list(roster) == [name, "Ben Jones"] and not any("quotation mark" in note for note in roster.notes)


def test_a_footer_under_an_xlsx_list_with_a_title_gives_both_notes(tmp_path, monkeypatch):
    from openpyxl import Workbook

    monkeypatch.chdir(tmp_path)
    book = Workbook()
    for row in (["Roster — 5B"], ["Student", "Form"], ["Ana", "5B"], ["Ben", "5B"], ["Seite 1 von 1"]):
        book.active.append(row)
    book.save("class.xlsx")
    roster = read_roster("class.xlsx")
    assert list(roster) == ["Ana", "Ben"]
    assert roster.notes == ("Note: class.xlsx: the name column's header is on row 2; row 1 above it is not read "
                            "as names.",
                            "Note: class.xlsx: row 5 ('Seite 1 von 1') under the names looks like a footer (a count, "
                            "a date, a page number); not read as a name.")


def test_a_title_word_in_the_middle_of_the_names_is_a_name(tmp_path):
    # Title words are looked for only above the first name and under the last: Maria List is a student.
    path = write(tmp_path, "class.txt", "Ana\nMaria List\nBen\n")
    assert list(read_roster(path)) == ["Ana", "Maria List", "Ben"]


@pytest.mark.parametrize("name, content, header", [
    # a list printed over two pages and saved as text: each page ends in its number, the next repeats the header
    ("class.csv", "Name,Class\nAna,5B\nBen,5B\nPage 1 of 2,\nName,Class\nCleo,5B\nPage 2 of 2,\n", "Name Class"),
    ("class.txt", "Pupil\nAna\nBen\nPage 1 of 2\nPupil\nCleo\nPage 2 of 2\n", "Pupil"),
])
def test_page_breaks_in_a_printed_list_are_skipped(tmp_path, monkeypatch, name, content, header):
    monkeypatch.chdir(tmp_path)
    write(tmp_path, name, content)
    roster = read_roster(name)
    assert list(roster) == ["Ana", "Ben", "Cleo"]
    assert roster.notes == (f"Note: {name}: row 4 ('Page 1 of 2'), row 5 ('{header}') among the names look like a "
                            "page break (a page number, a count, the header again); not read as names.",
                            f"Note: {name}: row 7 ('Page 2 of 2') under the names looks like a footer (a count, "
                            "a date, a page number); not read as a name.")


def test_a_list_of_only_titles_has_no_names(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "class.txt", "Class list\nTotal: 0 students\n")
    with pytest.raises(RosterError, match=r"^class.txt: no names found"):
        read_roster("class.txt")


# --- the name columns school systems export -------------------------------------------------------------

@pytest.mark.parametrize("content, names", [
    # a middle name column between first and last: the whole name the school has, in reading order
    ("First Name,Middle Name,Last Name,Class\nAna,Maria,Lee,5B\nBen,,Ng,5B\n", ["Ana Maria Lee", "Ben Ng"]),
    ("Last name;First name;Middle names\r\nLee;Ana;Maria Rosa\r\n", ["Ana Maria Rosa Lee"]),  # any column order
    ("First name,Middle initial\nAna,M.\nBen,\n", ["Ana M.", "Ben"]),  # no last name: first and middle
    # a system's "Student ..." headers, as PowerSchool-like exports write them
    ("Student ID,Student First Name,Student Last Name,Grade\n101,Ann,Smith,5\n102,Zoë,Ng,5\n",
     ["Ann Smith", "Zoë Ng"]),
    ("Pupil_Surname,Pupil_Forename\nSmith,Ann\n", ["Ann Smith"]),
    ("Legal First Name,Legal Last Name\nAnn,Smith\n", ["Ann Smith"]),
])
def test_first_middle_and_last_name_columns(tmp_path, content, names):
    assert list(read_roster(write(tmp_path, "class.csv", content))) == names


@pytest.mark.parametrize("header", ["Name (Last, First)", "Student Name (Last, First)", "Last, First",
                                    "Last Name, First Name", "Surname, Forename", "name (surname, given names)"])
def test_a_column_of_names_written_last_name_first(tmp_path, header):
    # Excel quotes a cell holding the separator, as here; "Smith, Ann" is read as a class list says it.
    content = f'ID,"{header}",Class\r\n1,"Smith, Ann",5B\r\n2,"de la Cruz, María José",5B\r\n3,Cher,5B\r\n'
    assert list(read_roster(write(tmp_path, "class.csv", content))) == ["Ann Smith", "María José de la Cruz", "Cher"]


def test_a_single_last_first_column_as_excel_saves_it(tmp_path):
    content = '"Name (Last, First)"\r\n"Smith, Ann"\r\n"Ng, Ben"\r\n'
    assert list(read_roster(write(tmp_path, "class.csv", content))) == ["Ann Smith", "Ben Ng"]


def test_a_suffix_after_a_second_comma_follows_the_last_name(tmp_path):
    # "Jones, Bob, Jr" is Bob Jones Jr, as the name is said; a third part that is no suffix is not guessed at:
    # the cell prints as typed.
    content = '"Name (Last, First)"\r\n"Jones, Bob, Jr"\r\n"Ng, Bo, Tam"\r\n"Smith, Ann"\r\n'
    assert list(read_roster(write(tmp_path, "class.csv", content))) == ["Bob Jones Jr", "Ng, Bo, Tam", "Ann Smith"]


def test_a_last_first_column_in_a_workbook(tmp_path):
    from openpyxl import Workbook

    book = Workbook()
    for row in (["Name (Last, First)", "Form"], ["Smith, Ann", "5B"], ["Ng, Ben", "5B"]):
        book.active.append(row)
    book.save(tmp_path / "class.xlsx")
    assert list(read_roster(tmp_path / "class.xlsx")) == ["Ann Smith", "Ben Ng"]


def test_a_name_column_keeps_a_comma_as_typed(tmp_path):
    # Only a header that says "last, first" turns a name round: under "Name" the cell is printed as typed.
    assert list(read_roster(write(tmp_path, "class.csv", 'Name\n"Smith, Ann"\n'))) == ["Smith, Ann"]


def test_two_last_first_columns_are_too_many(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "class.csv", '"Name (Last, First)",Name\n"Smith, Ann",Ann\n')
    with pytest.raises(RosterError, match=r"^class.csv row 1: more than one name column \(columns 1 'Name \(Last, First\)', 2 'Name'\); "):
        read_roster("class.csv")


# --- names a wrong encoding damaged, and messages that say how to fix the list ---------------------------

def test_a_name_with_a_lost_letter_is_kept_with_a_note(tmp_path, monkeypatch):
    # Excel's "CSV" on a Windows-1252 computer writes ? for a letter outside that code page (Ł);
    # a file once read with the wrong encoding and saved again holds U+FFFD for each byte it could not read.
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "class.csv", "Name,Class\r\nAna,5B\r\n?ukasz,5B\r\nZo\ufffd,5B\r\n")
    roster = read_roster("class.csv")
    assert list(roster) == ["Ana", "?ukasz", "Zo\ufffd"]  # kept: the sheet still has a name to print
    assert roster.notes == ("Note: class.csv: row 3 ('?ukasz'), row 4 ('Zo\ufffd'): a ? or \ufffd may stand for a "
                            "letter lost when the file was saved in another encoding; the names are printed as read. "
                            'Check them, or save the roster again as "CSV UTF-8" (Excel: File > Save As) or .xlsx.',)


def test_names_typed_on_the_command_line_get_no_encoding_note():
    from worksheets.roster import parse_players

    assert parse_players("Ana?,Ben").notes == ()


@pytest.mark.parametrize("content, message", [
    # the example is the name's first word and its last word's initial, worked out by hand
    ("Name\nMaximilian Alexander von Hohenberg-Schwarz\n",
     "class.csv row 2: name 'Maximilian Alexander von Hohenberg-Schwarz' is 42 characters long; at most 40 fit on "
     "a sheet; shorten it in the list (such as 'Maximilian H.')"),
    ("Name\n" + "x" * 41 + "\n",
     f"class.csv row 2: name '{'x' * 41}' is 41 characters long; at most 40 fit on a sheet; shorten it in the list"),
    ("Name\nAna\nBen\nana\n", "class.csv row 4: duplicate name 'ana' (also row 2); add an initial to one of them "
                             "so that each is told apart (such as 'ana B.')"),
    ("First name,Last name\nAna,Lee\nAna,Lee\n",
     "class.csv row 3: duplicate name 'Ana Lee' (also row 2); add an initial to one of them so that each is told "
     "apart (such as 'Ana M. Lee')"),
])
def test_a_name_too_long_or_given_twice_says_how_to_fix_it(tmp_path, monkeypatch, content, message):
    monkeypatch.chdir(tmp_path)
    assert roster_refusal(tmp_path, "class.csv", content) == message


@pytest.mark.parametrize("content, row, closing", [
    # a school system's closing line, no number in it (trial 11: each printed as a student with no note)
    ("Name,Class\nAna,5B\nBen,5B\nConfidential,\n", 4, "Confidential"),
    ("Ana\nBen\nGenerated by SIMS\n", 3, "Generated by SIMS"),
    ("Ana\nBen\nEnd of report\n", 3, "End of report"),
])
def test_a_closing_line_under_the_names_is_a_footer(tmp_path, monkeypatch, content, row, closing):
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "class.csv", content)
    roster = read_roster("class.csv")
    assert list(roster) == ["Ana", "Ben"]
    assert roster.notes[-1].startswith(f"Note: class.csv: row {row} ('{closing}') under the names looks like a footer")


def test_two_first_name_columns_are_refused_naming_them(tmp_path, monkeypatch):
    # A school system's export with a legal and a preferred first name: which is printed is the teacher's call.
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "class.csv", "Student Number,Legal First Name,Preferred First Name,Legal Last Name\r\n"
                                 "1,Alexandra,Alex,Smith\r\n")
    with pytest.raises(RosterError) as caught:
        read_roster("class.csv")
    assert str(caught.value) == ("class.csv row 1: more than one name column (columns 2 'Legal First Name', "
                                 "3 'Preferred First Name'); keep the one to print, or rename the others")


@pytest.mark.parametrize("footer", ["Class average", "End of class list"])
def test_a_line_with_a_title_word_under_the_names_is_a_footer(tmp_path, monkeypatch, footer):
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "class.csv", f"Name,Mark\nAna,7\nBen,8\n{footer},7.5\n")
    roster = read_roster("class.csv")
    assert list(roster) == ["Ana", "Ben"]
    assert roster.notes[0].startswith(f"Note: class.csv: row 4 ('{footer} 7.5') under the names looks like a footer")


@pytest.mark.parametrize("content, names", [
    # headers as class lists in other languages write them; "Nom" and "Nombre" are the whole name alone
    ("Vorname;Nachname;Klasse\r\nJonas;Classen;4b\r\n", ["Jonas Classen"]),
    ("Nom;Prénom;Classe\r\nMartin;Léa;CM2\r\n", ["Léa Martin"]),
    ("Nom;Classe\r\nLéa Martin;CM2\r\n", ["Léa Martin"]),
    ("Nombre,Apellidos,Curso\nLucía,García López,5º\n", ["Lucía García López"]),
    ("Nombre,Curso\nLucía García,5º\n", ["Lucía García"]),
    ("Nome;Cognome\nGiulia;Rossi\n", ["Giulia Rossi"]),
    ("Voornaam;Achternaam\nSem;de Vries\n", ["Sem de Vries"]),
    ("Naam;Groep\nSem de Vries;5\n", ["Sem de Vries"]),
    ("Imię;Nazwisko\nZofia;Nowak\n", ["Zofia Nowak"]),
    ("Schüler;Klasse\nJonas Classen;4b\n", ["Jonas Classen"]),
])
def test_headers_in_other_languages(tmp_path, content, names):
    assert list(read_roster(write(tmp_path, "class.csv", content))) == names


# --- names that hold a title, footer or page word, beside other columns ------------------------------------
# Each is a real student: surnames Page, Date and List, the Hungarian name Antal, the Swedish name Klas. Only a
# row that is nothing but a count, a date, a page number or a title is skipped.

@pytest.mark.parametrize("text, names", [
    ("Student ID,Name\r\n1001,Ana Lee\r\n1002,Ellen Page\r\n1004,Antal Szabo\r\n",
     ["Ana Lee", "Ellen Page", "Antal Szabo"]),
    ("Name,Year\r\nAna Lee,6\r\nTom Date,6\r\n", ["Ana Lee", "Tom Date"]),
    ("First Name,Last Name\r\nAna,Lee\r\nHanna,List\r\n", ["Ana Lee", "Hanna List"]),
    ("Name\r\nAna Lee\r\nKlas Berg\r\n", ["Ana Lee", "Klas Berg"]),
    ("Klas Berg\r\nAna Lee\r\n", ["Klas Berg", "Ana Lee"]),  # no header: a first line of a name is no title
    ("Name,Class\r\nAna Lee,Class 5B\r\nBen Okafor,Class 5B\r\n", ["Ana Lee", "Ben Okafor"]),
    ("Name,Group\r\nAna Lee,A\r\nZoe Young,Report pending 3\r\n", ["Ana Lee", "Zoe Young"]),
])
def test_a_student_whose_row_holds_a_listing_word_is_kept(tmp_path, text, names):
    roster = read_roster(write(tmp_path, "class.csv", "\ufeff" + text))
    assert list(roster) == names and roster.notes == ()


def test_a_count_line_under_a_table_is_still_a_footer(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "class.csv", "Student ID,Name\r\n1001,Ana Lee\r\n1002,Ellen Page\r\nTotal: 2 students,\r\n"
                                 "Page 1 of 1,\r\n")
    roster = read_roster("class.csv")
    assert list(roster) == ["Ana Lee", "Ellen Page"]
    assert roster.notes[0].startswith("Note: class.csv: row 4 ('Total: 2 students'), row 5 ('Page 1 of 1') under")


@pytest.mark.parametrize("header", ["Name;Vorname;Klasse", "Name;First name;Class"])
def test_name_beside_a_first_name_column_is_the_last_name_and_said(tmp_path, monkeypatch, header):
    # A German school export: "Name" is the surname beside "Vorname" (before, only the surnames printed).
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "class.csv", f"\ufeff{header}\r\nMüller;Anna;4b\r\nMüller;Jonas;4b\r\nWeber;Lea;4b\r\n")
    roster = read_roster("class.csv")
    assert list(roster) == ["Anna Müller", "Jonas Müller", "Lea Weber"]
    first = header.split(";")[1]
    assert roster.notes == (f"Note: class.csv: the column 'Name' beside '{first}' was read as the last name (as a "
                            f"German or Dutch school export writes it), so names print as '{first} Name'. If "
                            f"'Name' holds whole names, remove the '{first}' column.",)


def test_a_preferred_name_beside_first_and_last_names_is_asked_about(tmp_path, monkeypatch):
    # Before, the cards said "Annie" and "Kimmy" with no surname and no note (and an empty preferred cell
    # stopped the run on an 'empty name'): which name to print is the teacher's choice.
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "class.csv", "\ufeffLast Name,First Name,Preferred Name\r\nSmith,Ann,Annie\r\nLee,Kim,\r\n")
    with pytest.raises(RosterError) as caught:
        read_roster("class.csv")
    assert str(caught.value) == ("class.csv row 1: more than one name column (columns 2 'First Name', "
                                 "3 'Preferred Name'); keep the one to print, or rename the others")
    write(tmp_path, "nick.csv", "Preferred Name,Class\r\nAnnie,5B\r\n")  # alone, it is the name to print
    assert list(read_roster("nick.csv")) == ["Annie"]


# Rows that are not students: summary rows under a table of scores, name cells that hold numbers or dates.

@pytest.mark.parametrize("footer, skipped", [
    ("Total,246\nAverage,82\n", "row 5 ('Total 246'), row 6 ('Average 82')"),
    ("Mean,82\n", "row 5 ('Mean 82')"),
    ("Count,3\n", "row 5 ('Count 3')"),
    ("Sum,246\n", "row 5 ('Sum 246')"),
    ("Class average,82\n", "row 5 ('Class average 82')"),  # the case README already promised
])
def test_summary_rows_under_scores_are_not_students(tmp_path, monkeypatch, footer, skipped):
    # A mark book saved as CSV: three students, then the rows the teacher's formulas fill in.
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "marks.csv", "Student,Score\nBart Simpson,81\nNelson Muntz,82\nSherri,83\n" + footer)
    roster = read_roster("marks.csv")
    assert list(roster) == ["Bart Simpson", "Nelson Muntz", "Sherri"]
    assert len(roster.notes) == 1 and roster.notes[0].startswith(f"Note: marks.csv: {skipped} under the names")


def test_a_summary_row_in_a_workbook_whichever_column_holds_its_word(tmp_path, monkeypatch):
    # "Count" typed in the No. column and the count in the name column, as in the trial's workbook.
    from openpyxl import Workbook

    monkeypatch.chdir(tmp_path)
    book = Workbook()
    for row in (["No.", "Student", "Score"], [1, "Bart Simpson", 81], [2, "Sherri", 83], ["Count", 2]):
        book.active.append(row)
    book.save("marks.xlsx")
    roster = read_roster("marks.xlsx")
    assert list(roster) == ["Bart Simpson", "Sherri"]
    assert "row 4 ('Count 2')" in roster.notes[0]


@pytest.mark.parametrize("last", ["Sum Lee,1004\n", "Total Eclipse,5\n"])
def test_a_last_student_whose_name_holds_a_summary_word_is_kept(tmp_path, last):
    # A name with other words beside a summary word is a student's.
    path = write(tmp_path, "class.csv", "Student,ID\nAna,1001\n" + last)
    assert list(read_roster(path))[-1] == last.split(",")[0]


@pytest.mark.parametrize("value, shown", [
    (42, "a number, '42'"),
    (3.5, "a number, '3.5'"),
    (True, "a true/false value, 'TRUE'"),  # Excel shows TRUE
    ("date", "a date, '2026-03-04'"),  # a date cell, shown as a date
])
def test_a_name_cell_holding_a_number_date_or_true_false_is_refused(tmp_path, monkeypatch, value, shown):
    import datetime

    from openpyxl import Workbook

    monkeypatch.chdir(tmp_path)
    book = Workbook()
    book.active.append(["ID", "Name", "Score"])
    book.active.append([1, "Ana", 3])
    book.active.append([2, datetime.datetime(2026, 3, 4) if value == "date" else value, 4])
    book.save("class.xlsx")
    with pytest.raises(RosterError) as caught:
        read_roster("class.xlsx")
    assert str(caught.value) == (f"class.xlsx row 3: the name cell in column B ('Name') holds {shown}, not a name; "
                                 "type the student's name there, or delete the row")


def test_a_last_name_cell_holding_a_number_is_refused(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "class.csv", "First Name,Last Name\r\nAna,Lee\r\nBen,42\r\n")
    with pytest.raises(RosterError, match=r"^class.csv row 3: the name cell in column B \('Last Name'\) holds a "
                                          r"number, '42', not a name"):
        read_roster("class.csv")


def test_a_name_column_of_ids_gives_way_to_first_and_last_names(tmp_path, monkeypatch):
    # "Pupil" is a name header, but this school's Pupil column holds pupil numbers.
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "class.csv", "Pupil,Forename,Surname\r\n1001,Ann,Smith\r\n1002,Bob,Jones\r\n")
    roster = read_roster("class.csv")
    assert list(roster) == ["Ann Smith", "Bob Jones"]
    assert roster.notes == ("Note: class.csv: the column 'Pupil' holds only numbers or IDs, so the names were "
                            "read from 'Forename' and 'Surname'.",)


def test_a_name_column_of_ids_alone_is_refused(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "class.csv", "Student\n1001\n1002\n")
    with pytest.raises(RosterError) as caught:
        read_roster("class.csv")
    assert str(caught.value) == ("class.csv row 2: the name cell in column A ('Student') holds a number, '1001', "
                                 "not a name; type the student's name there, or delete the row")


# CSV rows that do not split as their header does.

def test_a_header_split_inside_its_parentheses_is_read_as_one(tmp_path, monkeypatch):
    # Saved by hand or by a script that quoted the names but not the header: "Name (Last, First)" splits in two.
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "class.csv", 'Name (Last, First),Email\n"Smith, Ann",a@x.org\n"García, José",j@x.org\n')
    assert list(read_roster("class.csv")) == ["Ann Smith", "José García"]


def test_a_row_wider_than_its_header_is_refused(tmp_path, monkeypatch):
    # "Smith, Ann" with no quotes: three cells under a header of two.
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "class.csv", "Name,Email\r\nBen Lee,b@x.org\r\nSmith, Ann,a@x.org\r\n")
    with pytest.raises(RosterError) as caught:
        read_roster("class.csv")
    assert str(caught.value) == ("class.csv row 3: 3 cells ('Smith', 'Ann', 'a@x.org') where the header has 2: a comma "
                                 "in a name with no quotes around it? Put such a name in quotes (\"Smith, Ann\"), or "
                                 "save the list again from the spreadsheet")


@pytest.mark.parametrize("content, shown", [
    # No space after the comma: "Smith,Ann" unquoted under Name,Class puts the class past the header, and 5B is
    # what the Class column holds in the other row.
    ("Name,Class\r\nAnn Smith,5B\r\nSmith,Ben,5B\r\n", "3 cells ('Smith', 'Ben', '5B') where the header has 2"),
    # The name column ends the header: whatever is past it may be the rest of the name.
    ("ID,Name\r\n1,Ann Smith\r\n2,Smith,Ben\r\n", "3 cells ('2', 'Smith', 'Ben') where the header has 2"),
])
def test_a_row_wider_than_its_header_where_a_name_may_have_moved_is_refused(tmp_path, monkeypatch, content, shown):
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "class.csv", content)
    with pytest.raises(RosterError) as caught:
        read_roster("class.csv")
    assert str(caught.value).startswith(f"class.csv row 3: {shown}: a comma in a name with no quotes around it?")


def test_a_note_typed_past_the_last_column_is_read_past(tmp_path):
    # The review's file: "left early" after Ben's class; his name and class are where the header says (refused
    # before as a comma in a name). The note is named, as it may say the student has left.
    path = write(tmp_path, "class.csv", "Name,Class\nAnn Smith,5B\nBen Jones,5B,left early\n")
    roster = read_roster(path)
    assert list(roster) == ["Ann Smith", "Ben Jones"]
    assert roster.notes == (f"Note: {path}: row 3 has 'left early' after the last column of the header, which was "
                            "passed over; if it says a student has left, delete that row.",)


def test_a_row_narrower_than_its_header_or_with_empty_cells_past_it_is_read(tmp_path):
    # A hand-typed row that leaves off the last cells, and Excel's trailing separators.
    path = write(tmp_path, "class.csv", "Name,Class,Email\r\nAna,5B\r\nBen,5B,b@x.org,,\r\n")
    assert list(read_roster(path)) == ["Ana", "Ben"]


def test_a_csv_row_in_a_list_of_one_name_a_line_is_refused(tmp_path, monkeypatch):
    # Rows of different widths, so no table: a quoted cell then a comma is a row of cells, not a name.
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "class.csv", 'Ana\n"Smith, Ann",a@x.org\n')
    with pytest.raises(RosterError) as caught:
        read_roster("class.csv")
    assert str(caught.value) == ("class.csv row 2: '\"Smith, Ann\",a@x.org' holds several cells ('Smith, Ann', "
                                 "'a@x.org'), not one name; give the list a header row naming its name column "
                                 "(such as Name) and the same number of cells in every row")


def test_a_name_cell_holding_an_e_mail_address_is_refused(tmp_path, monkeypatch):
    # A comma file read with the semicolon its header has: the quoted name and the address stay one cell.
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "class.csv", 'Name;Email\n"Smith, Ann",a@x.org\n')
    with pytest.raises(RosterError, match=r"^class.csv row 2: the name cell in column A \('Name'\) holds an e-mail "
                                          r"address, 'Smith, Ann,a@x.org', not a name"):
        read_roster("class.csv")


# Legal and preferred names, PowerSchool's LastFirst, a typed list of "Smith, Ann".

@pytest.mark.parametrize("header", ["Legal Name,Preferred Name", "Name,Preferred Name",
                                    "Student Name,Preferred Name"])
def test_a_legal_or_school_name_beside_a_preferred_name_is_refused_alike(tmp_path, monkeypatch, header):
    # Which of Annabel Smith and Ann to print is the teacher's choice, whatever the school calls its column.
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "class.csv", f"{header}\r\nAnnabel Smith,Ann\r\n")
    first, second = header.split(",")
    with pytest.raises(RosterError) as caught:
        read_roster("class.csv")
    assert str(caught.value) == (f"class.csv row 1: more than one name column (columns 1 '{first}', 2 '{second}'); "
                                 "keep the one to print, or rename the others")


def test_a_legal_name_column_alone_is_the_name_column(tmp_path):
    assert list(read_roster(write(tmp_path, "class.csv", "Legal Name,ID\nAnnabel Smith,1\n"))) == ["Annabel Smith"]


@pytest.mark.parametrize("header", ["LastFirst", "Last_First", "Student LastFirst"])
def test_powerschool_lastfirst_is_read_last_name_first(tmp_path, header):
    # PowerSchool's export: LastFirst holds "Smith, Ann", quoted in its CSV.
    path = write(tmp_path, "export.csv", f'Student_Number,{header},Grade_Level\n1001,"Smith, Ann",5\n'
                                         '1002,"Jones, Bob",5\n')
    assert list(read_roster(path)) == ["Ann Smith", "Bob Jones"]


def test_a_typed_list_of_last_name_first_is_one_name_a_line(tmp_path, monkeypatch):
    # README: a text file is one name a line. "Smith, Ann" on every line is no two-column table.
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "class.txt", "Smith, Ann\nJones, Bob\nGarcía López, José María\n")
    roster = read_roster("class.txt")
    assert list(roster) == ["Smith, Ann", "Jones, Bob", "García López, José María"]
    assert roster.notes == ("Note: class.txt: one name a line, written last name first with a comma ('Smith, Ann'), "
                            "printed as written. To print them first name first, add a first line "
                            "'Name (Last, First)'.",)


def test_two_columns_a_spreadsheet_saved_with_no_header_are_still_refused(tmp_path):
    # "Smith,Ann" with no space: a spreadsheet's last and first name columns; which is which is not said.
    with pytest.raises(RosterError, match=r"row 1: no name column in the first row \(found: 'Smith', 'Ann'\)"):
        read_roster(write(tmp_path, "class.csv", "Smith,Ann\nJones,Bob\n"))


@pytest.mark.parametrize("content, found", [
    # A reading group after the comma, Red twice: a category column with no header, not first names (printed
    # as names "Ann Smith, Red" with a note before).
    ("Ann Smith, Red\nBen Jones, Blue\nCara Li, Red\n", "'Ann Smith', 'Red'"),
    # Three words after the comma: no first name.
    ("Smith, Ann year five\nJones, Bob year five\n", "'Smith', 'Ann year five'"),
])
def test_lines_with_a_comma_that_are_no_names_are_refused(tmp_path, monkeypatch, content, found):
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "class.txt", content)
    with pytest.raises(RosterError) as caught:
        read_roster("class.txt")
    assert str(caught.value).startswith(f"class.txt row 1: no name column in the first row (found: {found}); ")


def test_last_names_with_particles_typed_last_name_first_are_names(tmp_path):
    # de la Cruz and van der Berg: two words each side once the particles are left aside; Ann twice in five lines.
    content = "de la Cruz, María José\nvan der Berg, Anna\nSmith, Ann\nJones, Ann\nLi, Cara\n"
    roster = read_roster(write(tmp_path, "class.txt", content))
    assert list(roster) == ["de la Cruz, María José", "van der Berg, Anna", "Smith, Ann", "Jones, Ann", "Li, Cara"]


@pytest.mark.parametrize("path", ["", "."])
def test_an_empty_roster_path_is_said_to_be_empty(path):
    # Path("") is "."; before, "--roster ''" was told ".: is a folder".
    with pytest.raises(RosterError) as caught:
        read_roster(path)
    assert str(caught.value) == ("the roster's file name is empty (or '.', a folder); give a class list file, "
                                 "such as --roster class.csv")


def test_a_last_first_header_split_at_its_comma_over_narrower_rows_is_one_column(tmp_path):
    # "Last, First,Email" typed with no quotes over quoted "Smith, Ann" rows: the header has one cell more than
    # every row, and "Last, First" is the header of one column read last name first.
    path = write(tmp_path, "class.csv", 'Last, First,Email\n"Smith, Ann",a@x.org\n"Jones, Bob",b@x.org\n')
    assert list(read_roster(path)) == ["Ann Smith", "Bob Jones"]


def test_last_and_first_columns_as_wide_as_their_header_stay_two(tmp_path):
    # The same header over rows of three cells: Last and First are two columns, joined first name first.
    path = write(tmp_path, "class.csv", "Last, First,Email\nSmith,Ann,a@x.org\n")
    assert list(read_roster(path)) == ["Ann Smith"]


def test_a_summary_word_alone_under_a_table_is_not_a_student(tmp_path, monkeypatch):
    # The average's formula left empty under a mark book: "Average" alone in its row of four columns.
    from openpyxl import Workbook

    monkeypatch.chdir(tmp_path)
    book = Workbook()
    for row in (["No.", "Student", "Gender", "Score"], [1, "Bart Simpson", "M", 81], [2, "Sherri", "F", 83],
                [None, "Average", None, None]):
        book.active.append(row)
    book.save("marks.xlsx")
    roster = read_roster("marks.xlsx")
    assert list(roster) == ["Bart Simpson", "Sherri"]
    assert "row 4 ('Average')" in roster.notes[0]


def test_names_written_last_name_first_under_a_plain_header_get_a_note(tmp_path):
    # "Smith, Ann" under "Student Name" prints as written (the header does not say Last, First), and the note
    # says how to print Ann Smith; plain names get no such note.
    path = tmp_path / "class.csv"
    path.write_text('Student Name,Homeroom\r\n"Smith, Ann",5B\r\n"Lee, Ben",5B\r\n"Ng, Cy",5B\r\n', encoding="utf-8")
    roster = read_roster(path)
    assert list(roster) == ["Smith, Ann", "Lee, Ben", "Ng, Cy"]
    assert any(note.endswith("the names in 'Student Name' are written last name first ('Smith, Ann'), and are "
                             "printed as written. To print them first name first, head the column "
                             "'Name (Last, First)'.") for note in roster.notes), roster.notes
    path.write_text("Student Name,Homeroom\r\nAnn Smith,5B\r\nBen Lee,5B\r\n", encoding="utf-8")
    assert not any("last name first" in note for note in read_roster(path).notes)


# "Name (Last, First)" typed in a text editor: no quotes around the header nor the names.

@pytest.mark.parametrize("content, names", [
    # every row is one cell wider than the header "Name (Last, First),Class" (2): the name is its two cells
    ("Name (Last, First),Class\nSmith, Ann,5B\nLi, Ben,5B\n", ["Ann Smith", "Ben Li"]),
    # the name column last, and an e-mail column: the same
    ("Class,Name (Last, First)\n5B,Smith, Ann\n5B,de la Cruz, María José\n",
     ["Ann Smith", "María José de la Cruz"]),
    ("Name (Last, First),Email\nSmith, Ann,a@x.org\nGarcía, José,j@x.org\n", ["Ann Smith", "José García"]),
])
def test_an_unquoted_last_first_header_over_unquoted_names_is_read(tmp_path, monkeypatch, content, names):
    # read as the quoted file '"Name (Last, First)",Class' / '"Smith, Ann",5B' is: Ann Smith (test above), and a
    # note says how the file was read
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "class.csv", content)
    roster = read_roster("class.csv")
    assert list(roster) == names
    assert any(note.startswith("Note: class.csv: the header 'Name (Last, First)' and the names under it have no "
                               "quotes") and f"('{names[0]}')" in note for note in roster.notes), roster.notes


def test_an_unquoted_last_first_list_with_a_name_typed_otherwise_is_refused_naming_it(tmp_path, monkeypatch):
    # rows 2 and 4 split as "Last, First" into 3 cells; row 3 ("Li Ben", no comma) is 2: which of its cells is the
    # name cannot be told from the others, so it is refused, named
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "class.csv", "Name (Last, First),Class\nSmith, Ann,5B\nLi Ben,5B\nNg, Cy,5B\n")
    with pytest.raises(RosterError) as caught:
        read_roster("class.csv")
    assert str(caught.value).startswith("class.csv row 3: 2 cells ('Li Ben', '5B'), but the other rows under "
                                        "'Name (Last, First)' with no quotes are 3")


@pytest.mark.parametrize("content, row", [
    # half and half: nothing says which is the slip; the wide row is refused as before
    ("Name (Last, First),Class\nSmith, Ann,5B\nLi Ben,5B\n", 2),
    # quoted names, one not: the unquoted one is the slip
    ('Name (Last, First),Class\n"Smith, Ann",5B\n"Ng, Cy",5B\nLi, Ben,5B\n', 4),
    # the header quoted: a spreadsheet's file, whose names it quotes too
    ('"Name (Last, First)",Class\nSmith, Ann,5B\nLi, Ben,5B\n', 2),
    # a plain header does not say last name first
    ("Name,Class\nSmith, Ann,5B\nLi, Ben,5B\n", 2),
])
def test_unquoted_names_that_do_not_all_split_alike_stay_refused(tmp_path, monkeypatch, content, row):
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "class.csv", content)
    with pytest.raises(RosterError, match=rf"^class.csv row {row}: 3 cells .* a comma in a name with no quotes"):
        read_roster("class.csv")
