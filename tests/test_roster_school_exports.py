"""Rosters as school systems export them: headers over two rows, gradebook rows above the students, preferred
names, students of one name, member lists (the cases README's roster section names)."""

from __future__ import annotations

import pytest

from worksheets.errors import RosterError
from worksheets.roster import read_roster

from tests.files import roster_refusal, write


# Headers over two rows, and the rows a grade export puts between its header and the names.

def test_a_heading_merged_over_first_and_last_name_columns(tmp_path, monkeypatch):
    # A school export with grouped headers: "Student" merged over B1:C1, with First and Last under it. Read as
    # "Student" alone, the sub-header became a student called "First" and every surname was lost.
    from openpyxl import Workbook

    monkeypatch.chdir(tmp_path)
    book = Workbook()
    for row in (["ID", "Student", None, "Homeroom"], [None, "First", "Last", None],
                [1, "Amy", "Lee", "5B"], [2, "Jin", "Park", "5B"]):
        book.active.append(row)
    book.active.merge_cells("B1:C1")
    book.save("grouped.xlsx")
    write(tmp_path, "grouped.csv", "ID,Student,,Homeroom\r\n,First,Last,\r\n1,Amy,Lee,5B\r\n2,Jin,Park,5B\r\n")
    for path in ("grouped.xlsx", "grouped.csv"):
        roster = read_roster(path)
        assert list(roster) == ["Amy Lee", "Jin Park"]
        assert roster.class_name == "5B"  # the Homeroom heading of row 1 still names the class
        assert roster.notes[0] == (f"Note: {path}: rows 1 and 2 are read together as the header; the names are "
                                   "read from 'First' and 'Last'.")


def test_a_header_written_again_in_other_words_is_not_a_student(tmp_path):
    path = write(tmp_path, "class.csv", "Student Name,Student ID\nName,ID\nAmy Lee,1\nJin Park,2\n")
    roster = read_roster(path)
    assert list(roster) == ["Amy Lee", "Jin Park"]  # no card for "Name"
    assert "rows 1 and 2 are read together as the header" in roster.notes[0]


def test_a_page_break_repeating_both_header_rows_is_skipped(tmp_path):
    path = write(tmp_path, "class.csv", "ID,Student,\n,First,Last\n1,Amy,Lee\nID,Student,\n,First,Last\n2,Jin,Park\n")
    roster = read_roster(path)
    assert list(roster) == ["Amy Lee", "Jin Park"]
    assert any("row 4 ('ID Student'), row 5 ('First Last')" in note and "page break" in note for note in roster.notes)


@pytest.mark.parametrize("content, skipped", [
    # Google Classroom's grade export: the class average sits above the students.
    ("Last Name,First Name,Email Address,Quiz 1,Quiz 2\nClass Average,,,8.5,17\n", "row 2 ('Class Average 8.5 17')"),
    # ... and with the rows of due dates and points before it.
    ('Last Name,First Name,Email Address,Quiz 1,Quiz 2\n,,,"Sep 12, 2025","Sep 19, 2025"\n,,,10,20\n'
     "Class Average,,,8.5,17\n",
     "row 2 ('Sep 12, 2025 Sep 19, 2025'), row 3 ('10 20'), row 4 ('Class Average 8.5 17')"),
])
def test_rows_between_a_grade_exports_header_and_its_students_are_not_students(tmp_path, content, skipped):
    path = write(tmp_path, "grades.csv", content + "Adams,Zoë,za@school.org,9,18\nLee,Amy,al@school.org,8,16\n")
    roster = read_roster(path)
    assert list(roster) == ["Zoë Adams", "Amy Lee"]
    assert roster.notes == (f"Note: {path}: {skipped} between the header and the first name "
                            f"{'holds' if skipped.count('row ') == 1 else 'hold'} no name or a summary (due dates, "
                            f"points, a class average); not read as {'a name' if skipped.count('row ') == 1 else 'names'}.",)


def test_a_blank_name_among_the_students_is_still_refused(tmp_path):
    # Only the rows before the first name are a header's extra rows; a blank name after it is a slip to fix.
    path = write(tmp_path, "class.csv", "Name,Class\nAmy,5B\n,5B\nJin,5B\n")
    with pytest.raises(RosterError, match=r"row 3: empty name"):
        read_roster(path)


@pytest.mark.parametrize("header", ["Surname,Forename,Preferred Forename,Reg",
                                    "Legal Surname,Legal Forename,Preferred Forename,Reg"])
def test_a_sims_preferred_forename_beside_the_forename_is_refused_naming_both(tmp_path, monkeypatch, header):
    # SIMS and Arbor write "Preferred Forename"; read as nothing, it printed Robert for Bobby without a word.
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "sims.csv", "\ufeff" + header + "\nBrown,Robert,Bobby,7R\nTan,Elizabeth,,7R\n")
    with pytest.raises(RosterError) as caught:
        read_roster("sims.csv")
    first = header.split(",")[1]
    assert str(caught.value) == (f"sims.csv row 1: more than one name column (columns 2 '{first}', 3 'Preferred "
                                 "Forename'); keep the one to print, or rename the others")


@pytest.mark.parametrize("content, printed, header", [
    # Google Classroom: two John Smiths with their own school e-mail addresses.
    ("Last Name,First Name,Email Address\nSmith,John,jsmith@school.org\nLee,Amy,al@school.org\n"
     "Smith,John,jsmith2@school.org\n", ["John Smith (jsmith)", "Amy Lee", "John Smith (jsmith2)"], "Email Address"),
    ("Name,Student ID\nJohn Smith,1023\nAmy Lee,1024\njohn smith,1044\n",
     ["John Smith (1023)", "Amy Lee", "john smith (1044)"], "Student ID"),
    # Addresses alike up to the @: only the whole address tells the two apart (refused before, "add an initial").
    ("Name,Email Address\nAna Smith,ana.smith@north.org\nBen Jones,ben@north.org\nAna Smith,ana.smith@south.org\n",
     ["Ana Smith (ana.smith@north.org)", "Ben Jones", "Ana Smith (ana.smith@south.org)"], "Email Address"),
])
def test_students_of_one_name_are_told_apart_by_an_id_column(tmp_path, content, printed, header):
    # Before, the school's export was refused as a duplicate and the teacher had to edit it.
    path = write(tmp_path, "class.csv", content)
    roster = read_roster(path)
    assert list(roster) == printed
    assert roster.notes == (f"Note: {path}: students of the same name are told apart by the column '{header}': "
                            f"{printed[0]}, {printed[2]}.",)


def test_one_name_twice_with_nothing_to_tell_them_apart_is_refused(tmp_path):
    content = "First Name,Last Name\nJohn,Smith\nJohn,Smith\n"  # nothing beside the name to show it is one student
    with pytest.raises(RosterError, match=r"row 3: duplicate name 'John Smith' \(also row 2\); add an initial"):
        read_roster(write(tmp_path, "class.csv", content))


def test_one_name_in_two_classes_with_no_id_column_is_refused_naming_the_classes(tmp_path):
    # two students with no ID column to tell them apart: each is alone in their class
    content = "Name,Class\nJohn Smith,5B\nJohn Smith,5C\n"
    with pytest.raises(RosterError, match=r"row 3: duplicate name 'John Smith' \(also row 2\), one in class 5B and "
                                          r"one in 5C: print one class at a time, such as --class 5B"):
        read_roster(write(tmp_path, "class.csv", content))


@pytest.mark.parametrize("content, skipped", [
    # Canvas's gradebook: "Points Possible" under the header of every export.
    ('Student,ID,SIS User ID,Section,Quiz (1234)\n    Points Possible,,,,10.00\n', "Points Possible 10.00"),
    # A grade export whose rows above the students carry labels.
    ('First Name,Last Name,Quiz\nDue date,,2026-09-03\nPoints possible,,10\nClass average,,8.2\n',
     "Due date 2026-09-03"),
])
def test_labelled_rows_of_a_gradebook_above_the_students_are_not_students(tmp_path, content, skipped):
    path = write(tmp_path, "grades.csv", content + "Ana,Smith,1,5B,9\nBen,Jones,2,5B,7\n")
    roster = read_roster(path)
    assert list(roster) == (["Ana", "Ben"] if content.startswith("Student") else ["Ana Smith", "Ben Jones"])
    assert f"('{skipped}')" in roster.notes[-1] and "between the header and the first name" in roster.notes[-1]


@pytest.mark.parametrize("rows", [
    "Class Smith,1001,5B\nBen Jones,1002,5B\n",  # first, directly under the header
    "Ben Jones,1002,5B\nClass Smith,1001,5B\n",  # last, where the footers are
])
def test_a_student_with_a_title_word_in_the_name_is_a_student_first_or_last(tmp_path, rows):
    # README: a name with an ID or a class beside it is a student's, whatever its words; "Class Smith" has a
    # word of its own beside the title word, and "Class average" has none.
    roster = read_roster(write(tmp_path, "class.csv", "Name,Student ID,Homeroom\n" + rows))
    assert sorted(roster) == ["Ben Jones", "Class Smith"] and not roster.notes[1:]


@pytest.mark.parametrize("first", ["Name", "First", "Student", "Forename"])
def test_a_first_student_named_with_a_header_word_is_no_second_header(tmp_path, first):
    # Before, the row was read as a second header: the student was dropped and every other lost a surname.
    path = write(tmp_path, "class.csv", f"First Name,Last Name,Student ID,Homeroom\n{first},Smith,1001,5B\n"
                                        "Ben,Jones,1002,5B\n")
    roster = read_roster(path)
    assert list(roster) == [f"{first} Smith", "Ben Jones"]
    assert not any("read together as the header" in note for note in roster.notes)


@pytest.mark.parametrize("content, columns", [
    # "Forename" merged over Legal and Preferred: the two are read with the heading, and refused as two first names.
    ("Surname,Forename,,Reg\n,Legal,Preferred,\nBrown,Robert,Bobby,7R\n", "2 'Legal Forename', 3 'Preferred Forename'"),
    ("Name,,Class\nLegal,Preferred,\nRobert Brown,Bobby Brown,7R\n", "1 'Legal Name', 2 'Preferred Name'"),
    # Other spellings of a preferred name beside the legal one.
    ("Student First Name,Student Last Name,Student Preferred Name\nRobert,Brown,Bobby\n",
     "1 'Student First Name', 3 'Student Preferred Name'"),
    ("Pupil Name,Preferred Forename\nRobert Brown,Bobby\n", "1 'Pupil Name', 2 'Preferred Forename'"),
    ("Surname,Forename,Known As,Reg\nBrown,Robert,Bobby,7R\n", "2 'Forename', 3 'Known As'"),
])
def test_a_preferred_name_however_headed_is_refused_beside_the_legal_one(tmp_path, content, columns):
    with pytest.raises(RosterError, match=f"more than one name column \\(columns {columns}\\)"):
        read_roster(write(tmp_path, "class.csv", content))


def test_a_row_of_headings_the_reader_cannot_join_is_refused(tmp_path):
    # "Cellphone" over "Cell" is no heading the reader knows, so row 2 is not joined; printed, it was "First".
    path = write(tmp_path, "class.csv", "ID,Student,,Cellphone\n,First,Last,Cell\n1,Amy,Lee,555\n")
    with pytest.raises(RosterError, match=r"row 2: 'First' reads as column headings, not a student's name"):
        read_roster(path)


def test_an_id_that_would_make_a_name_too_long_says_to_shorten_the_name(tmp_path):
    # 34 letters and " (1023)" are 41, over the 40 that fit; the ID column does tell them apart, so "add an
    # initial" is not the advice: the name is, at most 40 - 7 = 33 characters (counted by hand).
    name = "Anna-Maria Konstantinopoulou-Smith"
    path = write(tmp_path, "class.csv", f"Name,Student ID\n{name},1023\n{name},1044\n")
    with pytest.raises(RosterError) as caught:
        read_roster(path)
    assert str(caught.value) == (f"{path} row 3: '{name}' is also on row 2; the column 'Student ID' tells them "
                                 f"apart, but the name with it, '{name} (1023)', is 41 characters, over the 40 that "
                                 "fit on a sheet: shorten the name in the list to 33 characters or fewer, such as by "
                                 "writing a middle name as its initial")


def test_one_student_listed_twice_with_the_same_id_is_told_to_choose_a_class(tmp_path):
    # An enrolment export lists a student once for each class; "add an initial" was no help.
    path = write(tmp_path, "class.csv", "Student Number,Student Name,Course Section\n1001,Ana Smith,MATH5-01\n"
                                        "1002,Ben Jones,MATH5-01\n1001,Ana Smith,SCI5-01\n")
    with pytest.raises(RosterError) as caught:
        read_roster(path)
    assert str(caught.value) == (f"{path} row 4: 'Ana Smith' is listed again (also row 2) with the same 'Student "
                                 "Number', so it is one student twice: if the roster lists a student once for each "
                                 "class, print one class with --class; else delete the repeated row")
    assert list(read_roster(path, class_name="MATH5-01")) == ["Ana Smith", "Ben Jones"]


def test_a_name_with_its_first_or_last_name_cell_empty_is_printed_with_a_note(tmp_path):
    # Printed as the one part written ("Smith"), as before, but no longer without a word.
    path = write(tmp_path, "class.csv", "First Name,Middle Name,Last Name\nBen,,Jones\n,,Smith\nAna,Maria,\n")
    roster = read_roster(path)
    assert list(roster) == ["Ben Jones", "Smith", "Ana Maria"]  # Ben's empty middle name is no missing part
    assert roster.notes == (f"Note: {path}: row 3 ('Smith'), row 4 ('Ana Maria') have a first or last name cell "
                            "left empty, so those names are printed without that part; fill in the cell if it was "
                            "left out by mistake.",)
    # A class known by first names only has no last name to miss.
    assert not read_roster(write(tmp_path, "first.csv", "First Name,Middle Name\nBen,\nAna,Maria\n")).notes


def test_a_suffix_column_follows_the_last_name(tmp_path):
    path = write(tmp_path, "class.csv", "First Name,Last Name,Suffix\nMartin,King,Jr.\nAna,Lee,\n")
    assert list(read_roster(path)) == ["Martin King Jr.", "Ana Lee"]


@pytest.mark.parametrize("role", ["Owner", "owner", "Teacher"])
def test_a_teams_member_lists_owner_is_not_a_student(tmp_path, role):
    # A Microsoft Teams member list names the class's teacher as its Owner among the Members.
    path = write(tmp_path, "team.csv", f"Name,Email,Role\nMs Day,day@school.org,{role}\n"
                                       "Ana Smith,as@school.org,Member\nBen Jones,bj@school.org,Member\n")
    roster = read_roster(path)
    assert list(roster) == ["Ana Smith", "Ben Jones"]
    assert roster.notes == (f"Note: {path}: row 2 ('Ms Day day@school.org {role}') is a teacher of the class (its "
                            "role is Owner or Teacher), not a student; not read as a name.",)


# A "Student" column of ID numbers beside "Student Name" (new-user trial): both headers name a name column, and it
# was refused as "more than one name column" without a word about the IDs. Every cell of "Student" is an ID, so it
# is read as the students' ID column, the names printed from "Student Name", with a note saying it was so taken.

_ID_NOTE = ("Note: {path}: 'Student' and 'Student Name' both head a name column, but the column 'Student' holds only "
            "numbers or IDs, so it was read as the students' IDs and the names from 'Student Name'; if that is "
            "wrong, rename the columns.")


@pytest.mark.parametrize("content", [
    "Student,Student Name,Class\n1001,Ana Lopez,5B\n1002,Ben Ode,5B\n1003,Cy Park,5B\n",
    "Student Name;Student;Class\nAna Lopez;1001;5B\nBen Ode;1002;5B\nCy Park;1003;5B\n",  # European Excel
    "Student,Student Name,Class\nS-1001,Ana Lopez,5B\nS1002,Ben Ode,5B\nA3,Cy Park,5B\nTotal: 3 students\n",
    # a mark book's summary row: "Total" in the ID column beside a count, a footer as under 'Student ID'
    "Student,Student Name,Class\n1001,Ana Lopez,5B\n1002,Ben Ode,5B\n1003,Cy Park,5B\nTotal,3,\n",
])
def test_a_student_column_of_ids_beside_student_name_is_the_id_column(tmp_path, monkeypatch, content):
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "class.csv", content)
    roster = read_roster("class.csv")
    assert list(roster) == ["Ana Lopez", "Ben Ode", "Cy Park"]
    assert roster.class_name == "5B"
    assert roster.notes[0] == _ID_NOTE.format(path="class.csv")


def test_a_student_column_of_ids_in_a_workbook_is_the_id_column(tmp_path, monkeypatch):
    from openpyxl import Workbook

    monkeypatch.chdir(tmp_path)
    book = Workbook()
    for row in (["Student", "Student Name"], [1001, "Ana Lopez"], [1002, "Ben Ode"]):  # numbers, as typed in Excel
        book.active.append(row)
    book.save("class.xlsx")
    roster = read_roster("class.xlsx")
    assert list(roster) == ["Ana Lopez", "Ben Ode"]
    assert roster.notes[0] == _ID_NOTE.format(path="class.xlsx")


def test_a_student_column_of_ids_tells_two_students_of_one_name_apart(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "class.csv", "Student,Student Name\n1023,John Smith\n1047,John Smith\n1050,Ana Lopez\n")
    roster = read_roster("class.csv")
    assert list(roster) == ["John Smith (1023)", "John Smith (1047)", "Ana Lopez"]
    assert roster.notes == (_ID_NOTE.format(path="class.csv"), "Note: class.csv: students of the same name are told "
                            "apart by the column 'Student': John Smith (1023), John Smith (1047).")


@pytest.mark.parametrize("header", ["Pupil,Forename,Surname", "Student,First Name,Last Name"])
def test_an_id_column_passed_over_for_first_and_last_names_tells_two_students_of_one_name_apart(tmp_path, monkeypatch,
                                                                                                 header):
    # Trial 11: the IDs were read as IDs (with a note) but the two Ana Smiths were refused with "add an initial".
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "class.csv", f"{header}\n1001,Ana,Smith\n1002,Ben,Jones\n1003,Ana,Smith\n")
    roster = read_roster("class.csv")
    assert list(roster) == ["Ana Smith (1001)", "Ben Jones", "Ana Smith (1003)"]
    ids = header.split(",")[0]
    assert roster.notes[-1] == (f"Note: class.csv: students of the same name are told apart by the column '{ids}': "
                                "Ana Smith (1001), Ana Smith (1003).")


@pytest.mark.parametrize("content, message", [
    # IDs in every row but one: a slip in that row, or names after all: refused, naming the row, not guessed.
    ("Student,Student Name\n1001,Ana Lopez\n1002,Ben Ode\nCy,Cy Park\n1004,Dee Ray\n",
     "class.csv row 1: more than one name column (columns 1 'Student', 2 'Student Name'); keep the one to print, or "
     "rename the others; the column 'Student' holds IDs in every row but row 4 ('Cy'): if it is the students' IDs, "
     "correct row 4 and head the column 'Student ID'"),
    # names in both: which to print is the teacher's choice, as before
    ("Student,Student Name\nAna Lopez,Ana L\nBen Ode,Ben O\n",
     "class.csv row 1: more than one name column (columns 1 'Student', 2 'Student Name'); keep the one to print, or "
     "rename the others"),
    # IDs in both: neither is the names
    ("Student,Student Name\n1001,2001\n1002,2002\n",
     "class.csv row 1: more than one name column (columns 1 'Student', 2 'Student Name'); keep the one to print, or "
     "rename the others"),
])
def test_two_name_columns_not_told_apart_by_ids_are_refused(tmp_path, monkeypatch, content, message):
    monkeypatch.chdir(tmp_path)
    assert roster_refusal(tmp_path, "class.csv", content) == message


def test_many_students_told_apart_are_named_twelve_and_counted(tmp_path):
    # Trial 15: a school's roster gave a note of about 250 names on one line.
    rows = "".join(f"Student {chr(65 + i)},{100 + 2 * i}\nStudent {chr(65 + i)},{101 + 2 * i}\n" for i in range(7))
    path = write(tmp_path, "class.csv", "Name,ID\n" + rows)
    roster = read_roster(path)
    assert len(roster) == 14
    # in file order: A (100), A (101), B (102), ...; the first twelve are named, two more counted
    shown = ", ".join(f"Student {chr(65 + n // 2)} ({100 + n})" for n in range(12))
    assert roster.notes == (f"Note: {path}: students of the same name are told apart by the column 'ID': "
                            f"{shown} and 2 more.",)
