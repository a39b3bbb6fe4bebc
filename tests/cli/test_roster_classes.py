"""A roster of several classes and --class: every command that reads a roster keeps the rows of that class."""

from __future__ import annotations

import pytest

from worksheets.errors import RosterError
from worksheets.names import group_key
from worksheets.roster import read_roster

from tests.files import write
from tests.render.helpers import pages_text

TWO_CLASSES = "Name,Class\r\nAna,5A\r\nBen,5A\r\nCy,5B\r\nDee,5B\r\n"  # as Excel saves a CSV


@pytest.mark.parametrize("asked", ["5B", "5b", " 5B ", "5 B", "5-B"])
def test_class_keeps_the_rows_of_that_class(tmp_path, monkeypatch, asked):
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "school.csv", TWO_CLASSES)
    roster = read_roster("school.csv", class_name=asked)
    assert list(roster) == ["Cy", "Dee"]  # rows 4 and 5 are 5B's
    assert roster.notes == ("Note: school.csv: the 2 names of class 5B ('Class' column) read; "
                            "2 rows of other classes left out.",)


def test_a_class_the_roster_does_not_hold_is_refused(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "school.csv", TWO_CLASSES)
    with pytest.raises(RosterError) as caught:
        read_roster("school.csv", class_name="5C")
    assert str(caught.value) == ("school.csv: no class '5C' (--class) in this roster: its column 'Class' holds "
                                 "5A, 5B; give one of those, or the class's own roster")


def test_several_classes_without_class_are_all_read_with_a_note(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "school.csv", TWO_CLASSES)
    roster = read_roster("school.csv")
    assert list(roster) == ["Ana", "Ben", "Cy", "Dee"]
    assert roster.notes == ("Note: school.csv: the column 'Class' holds 2 classes (5A, 5B); the names of all of "
                            "them are read. To print one class, add --class 5A.",)


def test_accents_written_either_way_are_one_class_and_an_accent_makes_another(tmp_path):
    # 5é composed in the file, decomposed (e and U+0301) on the command line; 5e is another class, as its files are.
    path = write(tmp_path, "school.csv", "Name,Class\nAna,5\u00e9\nBen,5e\n")
    assert list(read_roster(path, class_name="5e\u0301")) == ["Ana"]
    assert list(read_roster(path, class_name="5E")) == ["Ben"]


def test_the_same_name_in_two_classes_is_no_duplicate_once_one_class_is_read(tmp_path):
    path = write(tmp_path, "school.csv", "Student;Form\r\nAna;5A\r\nAna;5B\r\nZoë;5B\r\n")
    assert list(read_roster(path, class_name="5B")) == ["Ana", "Zoë"]


@pytest.mark.parametrize("content", [
    "Name,Class\nAna,5B\nBen,5B\n",  # one class: --class names it
    "Name,Grade\nAna,A\nBen,B\n",  # a mark book's grades are not classes
    "Name,Grade\r\nAna,85\r\nBen,92\r\n",  # nor its marks (refused as "holds 85, 92" before)
    "Name,Group\nAna,Red\nBen,Blue\n",  # nor reading groups
    "Name,Group\r\nAna,Table 1\r\nBen,Table 2\r\n",  # nor the tables of a room
    "Name,Year\r\nAna,2015\r\nBen,2016\r\n",  # nor years of birth
    "Name\nAna\nBen\n",
])
def test_a_roster_of_one_class_or_no_class_column_is_read_whole(tmp_path, content):
    roster = read_roster(write(tmp_path, "class.csv", content), class_name="5B")
    assert list(roster) == ["Ana", "Ben"] and roster.notes == ()


@pytest.mark.parametrize("content, asked, note", [
    # One class in the file and --class naming it otherwise: the class the teacher asked for is printed, all
    # names are read (refused before, "its column 'Class' holds 5B").
    ("Name,Class\r\nAna,5B\r\nBen,5B\r\n", "5B Maths", "every row's 'Class' is 5B, so all the names are read; "
                                                      "--class 5B Maths is printed on the sheets as the class."),
    # One year level (Grade 5) under --class 5B: the class is a label.
    ("Name,Grade\nAna,5\nBen,5\n", "5B", "every row's 'Grade' is 5, so all the names are read; --class 5B is "
                                          "printed on the sheets as the class."),
])
def test_a_roster_of_one_class_takes_class_as_a_label(tmp_path, monkeypatch, content, asked, note):
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "class.csv", content)
    roster = read_roster("class.csv", class_name=asked)
    assert list(roster) == ["Ana", "Ben"] and roster.notes == (f"Note: class.csv: {note}",)


def test_a_roster_of_one_class_asked_by_its_name_has_no_note(tmp_path):
    roster = read_roster(write(tmp_path, "class.csv", "Name,Class\nAna,5B\nBen,5B\n"), class_name="5 B")
    assert list(roster) == ["Ana", "Ben"] and roster.notes == ()


def test_a_grade_column_of_year_levels_is_a_class_column(tmp_path, monkeypatch):
    # Grade 5 and Grade 6 in one file and --class 5B: printing both grades would be wrong.
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "school.csv", "Name,Grade\r\nAna,5\r\nBen,6\r\n")
    with pytest.raises(RosterError) as caught:
        read_roster("school.csv", class_name="5B")
    assert str(caught.value) == ("school.csv: no class '5B' (--class) in this roster: its column 'Grade' holds "
                                 "5, 6; give one of those, or the class's own roster")
    assert list(read_roster("school.csv", class_name="6")) == ["Ben"]


def test_a_refusal_offers_a_room_that_holds_the_class_asked_as_a_word(tmp_path, monkeypatch):
    # A US export: --class 503 meant the room. Its Room column is no class column, so the refusal offers
    # the value that names it, and that option prints the room's students.
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "us.csv", "First Name,Last Name,Grade,Period,Room\r\nAna,Lee,5,1,Room 503\r\n"
                              "Ben,Ray,5,2,Room 503\r\nCy,Oh,6,1,Room 601\r\nDee,Ng,6,2,Room 601\r\n")
    with pytest.raises(RosterError) as caught:
        read_roster("us.csv", class_name="503")
    assert str(caught.value) == ("us.csv: no class '503' (--class) in this roster: its column 'Period' holds 1, 2; "
                                 "its column 'Grade' holds 5, 6; its column 'Room' holds 'Room 503', which --class \"Room 503\" prints; give one "
                                 "of those, or the class's own roster")
    assert list(read_roster("us.csv", class_name="Room 503")) == ["Ana Lee", "Ben Ray"]
    # Part of a word is not the word: 50 does not offer Room 503.
    with pytest.raises(RosterError) as caught:
        read_roster("us.csv", class_name="50")
    assert "Room" not in str(caught.value)


def test_a_workbook_with_a_homeroom_column_and_hidden_rows(tmp_path, monkeypatch):
    # A filter in Excel hid 6A's rows: the classes listed are those the teacher sees.
    from openpyxl import Workbook

    monkeypatch.chdir(tmp_path)
    book = Workbook()
    for row in (["Student Name", "Homeroom"], ["Ana", "5A"], ["Ben", "5B"], ["Cy", "6A"]):
        book.active.append(row)
    book.active.row_dimensions[4].hidden = True
    book.save("school.xlsx")
    with pytest.raises(RosterError, match=r"^school.xlsx: no class '6A' \(--class\) in this roster: its column "
                                          r"'Homeroom' holds 5A, 5B; "):
        read_roster("school.xlsx", class_name="6A")


@pytest.mark.parametrize("text, key", [
    # By hand: case folded (ß folds to ss), composed, each run of spaces and ASCII punctuation one space;
    # letters of other scripts kept, so 5Б is not 5B.
    ("5B", "5b"), ("5 b", "5 b"), ("5-B", "5 b"), ("  5é ", "5é"), ("5e\u0301", "5é"), ("5Б", "5б"),
    ("Class 5/B", "class 5 b"), ("ß", "ss"), ("x\u00a0y", "x y"), ("--", ""),
])
def test_the_key_classes_and_default_file_names_are_told_apart_by(text, key):
    assert group_key(text) == key


@pytest.mark.parametrize("command", [["scorecard"], ["scorecard", "--rules", "zombie"], ["practice", "chance"]])
def test_every_command_reading_a_roster_keeps_one_class(run, tmp_path, command):
    # Six in 5B, a Zombie class's least.
    content = TWO_CLASSES + "".join(f"{name},5B\r\n" for name in ("Eve", "Finn", "Gus", "Hal"))
    roster, out = write(tmp_path, "school.csv", content), tmp_path / "sheets.pdf"
    result = run(*command, "--roster", str(roster), "--class", "5B", "-o", str(out))
    assert result.exit_code == 0, result.output
    text = " ".join(" ".join(page) for page in pages_text(out.read_bytes()))
    assert "Cy" in text and "Hal" in text and "Ana" not in text and "Ben" not in text
    assert "2 rows of other classes left out" in result.output


@pytest.mark.parametrize("command", [["scorecard"], ["practice", "chance"]])
def test_every_command_refuses_a_class_not_in_the_roster(run, tmp_path, command):
    roster, out = write(tmp_path, "school.csv", TWO_CLASSES), tmp_path / "sheets.pdf"
    result = run(*command, "--roster", str(roster), "--class", "5C", "-o", str(out))
    assert result.exit_code == 2
    assert result.output.strip().startswith("Error: ") and "no class '5C' (--class)" in result.output
    assert len(result.output.strip().splitlines()) == 1 and not out.exists()


def test_a_student_with_no_class_is_named_when_left_out(tmp_path, monkeypatch):
    # Ben's class cell is blank: under --class 5B he is not 5B's, but he may be a slip in the export, so he is
    # named rather than counted among the other classes (Dee, 5C).
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "school.csv", "Name,Class\r\nAna Lee,5B\r\nBen Ng,\r\nCy Wu,5b\r\nDee Ho,5C\r\n")
    roster = read_roster("school.csv", class_name="5B")
    assert list(roster) == ["Ana Lee", "Cy Wu"]
    assert roster.notes == (
        "Note: school.csv: the 2 names of class 5B ('Class' column) read; 1 row of other classes left out.",
        "Note: school.csv: Ben Ng has no class in the 'Class' column and was left out; fill in the class to print "
        "that name with --class.")


ONE_CLASS_AND_A_BLANK = "Name,Class\nAna Smith,5B\nBen Jones,5B\nCy Lee,\n"
BLANK_NOTE = ("Note: f1.csv: row 4 ('Cy Lee') has no class in the 'Class' column, whose only class is 5B; printed "
              "with class 5B. If that student is not in 5B, fill in the class, or add --class 5B to leave the row out.")


def test_a_blank_class_in_a_roster_of_one_class_is_named_without_class(tmp_path, monkeypatch):
    # Before, Cy's card said "Class 5B" with no word: the column's one class went on every sheet, a blank cell's
    # too. Cy is still printed (the blank may be a slip, and the roster is 5B's), with 5B, and named.
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "f1.csv", ONE_CLASS_AND_A_BLANK)
    roster = read_roster("f1.csv")
    assert list(roster) == ["Ana Smith", "Ben Jones", "Cy Lee"] and roster.class_name == "5B"
    assert roster.notes == (BLANK_NOTE,)
    # With --class 5B, Cy is left out and named, as before.
    roster = read_roster("f1.csv", class_name="5B")
    assert list(roster) == ["Ana Smith", "Ben Jones"]
    assert roster.notes == ("Note: f1.csv: Cy Lee has no class in the 'Class' column and was left out; fill in the "
                            "class to print that name with --class.",)
    # Several blanks are named in one note; a class spelled with a space is quoted in the option.
    write(tmp_path, "year.csv", "Name,Class\nAna,Year 5\nBen,\nCy,Year 5\nDee, \n")
    assert read_roster("year.csv").notes == (
        "Note: year.csv: row 3 ('Ben'), row 5 ('Dee') have no class in the 'Class' column, whose only class is "
        "Year 5; printed with class Year 5. If those students are not in Year 5, fill in the class, or add "
        "--class \"Year 5\" to leave the rows out.",)


@pytest.mark.parametrize("command", [["scorecard", "--rules", "classic"], ["practice", "place-value"]])
def test_every_command_names_a_blank_class_in_a_roster_of_one_class(run, tmp_path, monkeypatch, command):
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "f1.csv", ONE_CLASS_AND_A_BLANK)
    result = run(*command, "--roster", "f1.csv", "-o", "sheets.pdf")
    assert result.exit_code == 0, result.output
    assert BLANK_NOTE in result.stderr and BLANK_NOTE not in result.stdout
    text = " ".join(" ".join(page) for page in pages_text((tmp_path / "sheets.pdf").read_bytes()))
    assert all(name in text for name in ("Ana Smith", "Ben Jones", "Cy Lee"))


def test_a_column_of_classes_under_an_unknown_header_is_used_with_a_note(tmp_path, monkeypatch):
    # "Luokka" is Finnish for class; the header is not one the reader knows, but the cells are 5A and 5B and
    # --class 5A names one of them: its rows are kept (Ana, Cy), and the note says which column was used.
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "luokka.csv", "Name,Luokka\r\nAna Lee,5A\r\nBen Ng,5B\r\nCy Wu,5A\r\n")
    roster = read_roster("luokka.csv", class_name="5A")
    assert list(roster) == ["Ana Lee", "Cy Wu"]
    assert roster.notes[0] == ("Note: luokka.csv: the column 'Luokka' holds classes (5A, 5B), so --class keeps the "
                               "rows of the class asked from it.")
    # Another class beside them (5C): refused, as a known class column refuses it, rather than print 5A's and
    # 5B's students under 5C.
    with pytest.raises(RosterError, match=r"no class '5C' \(--class\) in this roster: its column 'Luokka' holds 5A, 5B"):
        read_roster("luokka.csv", class_name="5C")
    # A label that is no class (perhaps the column is something else, rooms): all are read, with a note.
    roster = read_roster("luokka.csv", class_name="Maths club")
    assert list(roster) == ["Ana Lee", "Ben Ng", "Cy Wu"]
    assert "holds no Maths club, so every name is read" in roster.notes[0]
    # Without --class nothing changes: a column the reader does not know is not taken for classes.
    assert list(read_roster("luokka.csv")) == ["Ana Lee", "Ben Ng", "Cy Wu"]


def test_the_class_is_printed_as_the_roster_writes_it(run, tmp_path, monkeypatch):
    # --class "7 a" picks the rows of 7A (and 7a); the sheets and the file name say 7A, as the column does, so the
    # students' copy and the teacher's keyed copy are named alike however the class was typed.
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "school.csv", "Name,Class\r\nAna,7A\r\nBen,7B\r\nCy,7a\r\n")
    cards = run("scorecard", "--roster", "school.csv", "--class", "7 a")
    assert cards.exit_code == 0, cards.output
    assert cards.stdout.strip() == "output/classic-scorecards-7A-letter.pdf"
    assert any("7A" in line for page in pages_text((tmp_path / cards.stdout.strip()).read_bytes()) for line in page)
    keyed = run("practice", "chance", "--roster", "school.csv", "--class", "7a", "--key")
    assert keyed.stdout.strip() == "output/practice-chance-level-1-with-keys-7A-letter.pdf"


def test_the_class_of_a_one_class_roster_is_printed_without_class(run, tmp_path, monkeypatch):
    # Before, the Class line of every card was left blank unless --class repeated what the roster's column says.
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "class.csv", "\ufeffsep=;\r\nName (Last, First);Class\r\nSmith, Ann;5B\r\n;\r\nMüller, Zoë;5B\r\n")
    assert read_roster("class.csv").class_name == "5B"
    cards = run("scorecard", "--roster", "class.csv")
    assert cards.exit_code == 0, cards.output
    assert cards.stdout.strip() == "output/classic-scorecards-5B-letter.pdf"
    pages = pages_text((tmp_path / cards.stdout.strip()).read_bytes())
    assert all(any(line.strip() == "5B" for line in page) for page in pages)
    # A year or grade column alone ("5") is no class to print; several classes are not one either.
    assert read_roster(write(tmp_path, "year.csv", "Name,Year\r\nAna,5\r\nBen,5\r\n")).class_name == ""
    assert read_roster(write(tmp_path, "two.csv", TWO_CLASSES)).class_name == ""


@pytest.mark.parametrize("content", [
    # A district export: the year level first, then the class. Before, the Grade column was looked at first, and
    # being a year level it named no class, so the cards' Class line stayed blank though Homeroom says 5B.
    "First Name,Last Name,Grade,Homeroom\r\nAna,Lopez,5,5B\r\nBen,Ng,5,5B\r\n",
    "Name,Homeroom,Grade\r\nAna,5B,5\r\nBen,5B,5\r\n",
])
def test_a_class_column_beside_a_grade_column_names_the_class(tmp_path, content):
    assert read_roster(write(tmp_path, "class.csv", content)).class_name == "5B"


@pytest.mark.parametrize("header, cells, asked", [
    ("Section", ("Period 1", "Period 2"), "Period 1"),  # a US student information system's section
    ("Course Section", ("MATH5-01", "MATH5-02"), "MATH5-01"),
    ("Period", ("1", "2"), "1"),
    ("Reg", ("7R", "7S"), "7R"),  # SIMS's registration group
    ("Block", ("7R", "7S"), "7R"),  # a header the reader does not know: the column holding 7R decides
])
def test_class_keeps_the_rows_of_a_section_period_or_registration_column(tmp_path, header, cells, asked):
    # Before, every student was printed under the class asked: Elizabeth Tan (the second class) too.
    first, second = cells
    path = write(tmp_path, "school.csv", f"Surname,Forename,{header},Year\nBrown,Robert,{first},7\n"
                                         f"Tan,Elizabeth,{second},7\nLee,Amy,{first},7\n")
    roster = read_roster(path, class_name=asked)
    assert list(roster) == ["Robert Brown", "Amy Lee"]
    assert roster.class_name == asked
    assert roster.notes[-1] == (f"Note: {path}: the 2 names of class {asked} ('{header}' column) read; "
                                "1 row of other classes left out.")


def test_a_column_of_ids_is_not_taken_for_classes(tmp_path):
    # --class 1 against a column whose every value is its own (an ID): no filter, the label only.
    path = write(tmp_path, "class.csv", "Name,Number,Year\nAna,1,5\nBen,2,5\n")
    roster = read_roster(path, class_name="1")
    assert list(roster) == ["Ana", "Ben"]


@pytest.mark.parametrize("content, asked, message", [
    # One class in the class column and another asked: 5B's students were printed as 5C's, with a note only.
    ("Name,Class\nAna Smith,5B\nBen Jones,5B\n", "5C", "its column 'Class' holds 5B"),
    # A column of classes under a header the reader does not know, without the class asked.
    ("Student Name,Maths Group\nAna Smith,5B\nBen Jones,5B\nCara Lee,5C\n", "5D", "its column 'Maths Group' holds 5B, 5C"),
])
def test_another_class_than_the_roster_holds_is_refused(tmp_path, content, asked, message):
    with pytest.raises(RosterError, match=f"no class '{asked}' \\(--class\\) in this roster: {message}; give one"):
        read_roster(write(tmp_path, "class.csv", content), class_name=asked)


def test_the_class_asked_is_found_in_a_second_class_column(tmp_path):
    # Homeroom 5B/5C and a maths class M1/M2: --class M1 was refused naming only the Homeroom column.
    path = write(tmp_path, "class.csv", "Name,Homeroom,Math Class\nAna Smith,5B,M1\nBen Jones,5B,M2\n"
                                        "Cara Lee,5C,M1\nDev Patel,5C,M2\n")
    roster = read_roster(path, class_name="M1")
    assert list(roster) == ["Ana Smith", "Cara Lee"] and roster.class_name == "M1"


def test_a_class_matched_in_a_year_column_beside_a_class_column_is_named(run, tmp_path):
    # --class 5 matches Year (every row is 5), not Tutor Group (5B, 5C): all three are printed as class 5, which is
    # right only if a year level was meant, so the column matched and the row count (3, by hand) are said.
    path, out = write(tmp_path, "school.csv", "Name,Year,Tutor Group\nAna Smith,5,5B\nBen Jones,5,5C\n"
                                              "Cara Li,5,5B\n"), tmp_path / "c.pdf"
    result = run("scorecard", "--rules", "classic", "--roster", str(path), "--class", "5", "-o", str(out))
    assert result.exit_code == 0, result.output
    assert (f"Note: {path}: class 5 (--class) matched the column 'Year' (3 rows), not 'Tutor Group', which holds "
            "5B, 5C; to print one of those, give it instead, such as --class 5B.") in " ".join(result.output.split())
    # --class 5B matches the tutor group itself: its note names the column, and no other is added.
    result = run("scorecard", "--rules", "classic", "--roster", str(path), "--class", "5B", "-o", str(out))
    assert result.exit_code == 0 and "matched the column" not in result.output
    assert "the 2 names of class 5B ('Tutor Group' column) read" in " ".join(result.output.split())


#: A US-style export: two grades, each taught in periods 1 and 5 (trial 15). Period 5 holds Cy (grade 5) and
#: Eve (grade 6); grade 5 holds Ana, Cy and Dan.
GRADES_AND_PERIODS = ("Name,Grade,Period\nAna,5,1\nBen,6,1\nCy,5,5\nDan,5,1\nEve,6,5\n")


def test_a_class_two_columns_hold_for_different_students_is_refused_naming_both(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "us.csv", GRADES_AND_PERIODS)
    with pytest.raises(RosterError) as caught:
        read_roster("us.csv", class_name="5")
    # Period has more classes than Grade (1, 5 against 5, 6), so it is named first; 5 is 2 rows there, 3 in Grade.
    assert str(caught.value) == ("us.csv: class 5 (--class) is in two columns, 'Period' (2 rows) and 'Grade' "
                                 "(3 rows), which give different students; say which with "
                                 '--class "Period 5" or --class "Grade 5"')


@pytest.mark.parametrize("asked, names", [("Period 5", ["Cy", "Eve"]), ("grade 5", ["Ana", "Cy", "Dan"]),
                                          ("Grade 6", ["Ben", "Eve"])])
def test_a_class_named_with_its_column_reads_that_column(tmp_path, monkeypatch, asked, names):
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "us.csv", GRADES_AND_PERIODS)
    roster = read_roster("us.csv", class_name=asked)
    assert list(roster) == names
    # the sheets say which column the class came from: "5" alone would not
    assert roster.class_name == asked.replace("grade", "Grade")


def test_a_class_only_one_column_holds_is_read_from_it(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "us.csv", GRADES_AND_PERIODS)
    assert list(read_roster("us.csv", class_name="1")) == ["Ana", "Ben", "Dan"]  # only Period holds 1


@pytest.mark.parametrize("rules, groups, sheets", [("place-value", "games of two", "place-value cards"),
                                                   ("zombie", "teams", "a Zombie pack")])
def test_games_or_teams_from_several_classes_read_whole_are_refused(run, tmp_path, monkeypatch, rules, groups,
                                                                     sheets):
    # Trial 15: a whole year's roster paired students of different classes in one game.
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "school.csv", TWO_CLASSES)
    result = run("scorecard", "--rules", rules, "--roster", "school.csv")
    assert result.exit_code == 2
    assert result.stderr.splitlines()[-1] == (
        f"Error: school.csv: the column 'Class' holds 2 classes (5A, 5B), and students are put in {groups} for "
        f"{sheets}, which would mix classes: print one class at a time, such as --class 5A")
    assert not (tmp_path / "output").exists()


def test_games_of_one_class_asked_pair_only_its_students(run, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "school.csv", TWO_CLASSES)
    result = run("scorecard", "--rules", "place-value", "--roster", "school.csv", "--class", "5B", "-o", "pv.pdf")
    assert result.exit_code == 0, result.stderr
    text = "\n".join(line for page in pages_text((tmp_path / "pv.pdf").read_bytes()) for line in page)
    assert "Cy" in text and "Dee" in text and "Ana" not in text and "Ben" not in text


def test_a_card_each_from_several_classes_is_still_printed_with_the_note(run, tmp_path, monkeypatch):
    # A classic card is one student's own: nobody is put with a student of another class.
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "school.csv", TWO_CLASSES)
    result = run("scorecard", "--rules", "classic", "--roster", "school.csv", "-o", "cards.pdf")
    assert result.exit_code == 0, result.stderr
    assert "holds 2 classes (5A, 5B); the names of all of them are read" in result.stderr
    pages = pages_text((tmp_path / "cards.pdf").read_bytes())  # each page's lines of text
    assert len(pages) == 2  # four cards, two to a page
    # Each card shows its student's own class (TWO_CLASSES: Ana and Ben in 5A, Cy and Dee in 5B).
    assert "Ana" in pages[0] and pages[0].count("5A") == 2 and "5B" not in pages[0]
    assert "Dee" in pages[1] and pages[1].count("5B") == 2 and "5A" not in pages[1]


def test_practice_sheets_from_several_classes_show_each_students_class(run, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "school.csv", TWO_CLASSES)
    result = run("practice", "digits", "--roster", "school.csv", "-o", "digits.pdf")
    assert result.exit_code == 0, result.stderr
    pages = pages_text((tmp_path / "digits.pdf").read_bytes())  # each page's lines of text
    classes = [("5A" in page, "5B" in page) for page in pages]
    assert [name for page in pages for name in ("Ana", "Ben", "Cy", "Dee") if name in page] == ["Ana", "Ben", "Cy",
                                                                                                  "Dee"]
    assert classes == [(True, False), (True, False), (False, True), (False, True)]
    # With --class, the sheets share the class asked, as before.
    result = run("practice", "digits", "--roster", "school.csv", "--class", "5b", "-o", "b.pdf")
    assert all("5B" in page for page in pages_text((tmp_path / "b.pdf").read_bytes()))


def test_a_group_chart_from_several_classes_is_refused(run, tmp_path, monkeypatch):
    # A chart puts up to six players on one page: students of two classes would share it.
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "school.csv", TWO_CLASSES)
    result = run("scorecard", "--rules", "classic", "--layout", "chart", "--roster", "school.csv")
    assert result.exit_code == 2
    assert result.stderr.splitlines()[-1] == (
        "Error: school.csv: the column 'Class' holds 2 classes (5A, 5B), and students are put in group charts for "
        "dice-game scorecards, which would mix classes: print one class at a time, such as --class 5A")
    assert not (tmp_path / "output").exists()
    assert run("scorecard", "--rules", "classic", "--layout", "chart", "--roster", "school.csv", "--class", "5A",
               "-o", "chart.pdf").exit_code == 0


def test_a_workbook_of_a_sheet_per_class_reads_the_sheet_of_the_class_asked(tmp_path, monkeypatch):
    # Trial 15: --class 7D was refused with "its column 'Class' holds 7A", the first sheet's only class.
    from openpyxl import Workbook

    monkeypatch.chdir(tmp_path)
    book = Workbook()
    book.active.title = "7A"
    for title, rows in (("7A", [("Ana", "7A"), ("Ben", "7A")]), ("7D", [("Cy", "7D"), ("Dee", "7D")])):
        sheet = book["7A"] if title == "7A" else book.create_sheet(title)
        sheet.append(["Name", "Class"])
        for row in rows:
            sheet.append(list(row))
    book.save(tmp_path / "year7.xlsx")
    roster = read_roster("year7.xlsx", class_name="7 d")
    assert list(roster) == ["Cy", "Dee"] and roster.class_name == "7D"
    assert roster.notes[0] == ("Note: year7.xlsx: the sheet '7D' read, named as the class asked "
                               "(--sheet 7D reads it whatever the class).")
    assert list(read_roster("year7.xlsx", class_name="7A")) == ["Ana", "Ben"]


def test_one_name_in_two_classes_read_whole_is_refused_with_advice_to_print_one_class(tmp_path, monkeypatch):
    # Trial 15: the advice was "add an initial to one of them", though each is alone in their own class.
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "school.csv", "Name,Class\nOliver Smith,7D\nAna,7D\nOliver Smith,7E\n")
    with pytest.raises(RosterError) as caught:
        read_roster("school.csv")
    assert str(caught.value) == ("school.csv row 4: duplicate name 'Oliver Smith' (also row 2), one in class 7D "
                                 "and one in 7E: print one class at a time, such as --class 7D")
    assert list(read_roster("school.csv", class_name="7E")) == ["Oliver Smith"]


@pytest.mark.parametrize("command", [["scorecard"], ["practice", "chance"]])
def test_an_empty_class_is_refused_not_taken_as_none(run, tmp_path, monkeypatch, command):
    # Trial 15: --class "" (a script's unset variable) went on as if no class were given.
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "school.csv", TWO_CLASSES)
    result = run(*command, "--roster", "school.csv", "--class", " ")
    assert result.exit_code == 2
    assert result.stderr.strip() == "Error: --class is empty: give a class, such as --class 5B, or leave --class out"
    assert not (tmp_path / "output").exists()
