"""Which rows of a roster are students, and students of one name, through the command line: a refusal says what
is wrong with the rows (one student listed twice, an ID left empty) and how to fix the list, in one line, with
nothing written."""

from __future__ import annotations

import pytest

from tests.files import write
from tests.render.helpers import pages_text


def _refused(run, tmp_path, content: str) -> str:
    """The one line ``scorecard`` refuses a roster of ``content`` with (exit 2, no file written)."""
    path, out = write(tmp_path, "class.csv", content), tmp_path / "out"
    result = run("scorecard", "--rules", "classic", "--roster", str(path), "-o", str(out))
    assert result.exit_code == 2, result.output
    assert len(result.output.strip().splitlines()) == 1 and "Traceback" not in result.output
    assert not out.exists() or not any(out.iterdir())
    return result.output.strip().removeprefix(f"Error: {path}")


def _printed(run, tmp_path, content: str) -> tuple[str, str, list[str]]:
    """What ``scorecard`` says for a roster of ``content`` that it prints (exit 0), with the roster's path as it is
    named in notes, and the texts printed on the cards."""
    path, out = write(tmp_path, "class.csv", content), tmp_path / "c.pdf"
    result = run("scorecard", "--rules", "classic", "--roster", str(path), "-o", str(out))
    assert result.exit_code == 0, result.output
    return " ".join(result.output.split()), str(path), [text for page in pages_text(out.read_bytes()) for text in page]


@pytest.mark.parametrize("content, message", [
    # The same row twice, every cell alike: one student pasted twice, so the fix is deleting the copy; the ID
    # column's own message ("listed again ... delete the repeated row") is the model.
    ("Name,Class\nAna Smith,5B\nBen Jones,5B\nBen Jones,5B\n",
     " row 4: 'Ben Jones' is listed again (also row 3) with every cell the same, so it is one student twice: delete "
     "the repeated row (if they are two students of one name, add an initial to one of them)"),
    # Row 4's Student ID is empty: filling it in tells the two apart, as row 2's 1001 does.
    ("Student ID,Name,Class\n1001,Ana Smith,5B\n1002,Ben Jones,5B\n,Ana Smith,5B\n",
     " row 4: 'Ana Smith' is also on row 2, and row 4 has no 'Student ID' to tell them apart: fill in its "
     "'Student ID' (or, if it is the same student, delete the repeated row)"),
    # The ID column tells the two apart, but 37 letters and " (1001)" are 44, over 40: the name is what to
    # shorten, to 40 - 7 = 33 characters (counted by hand).
    ("Student ID,Student Name,Class\n1001,Anastasia-Maria Papadopoulou-Smithson,5B\n"
     "1002,Anastasia-Maria Papadopoulou-Smithson,5B\n",
     " row 3: 'Anastasia-Maria Papadopoulou-Smithson' is also on row 2; the column 'Student ID' tells them apart, "
     "but the name with it, 'Anastasia-Maria Papadopoulou-Smithson (1001)', is 44 characters, over the 40 that fit "
     "on a sheet: shorten the name in the list to 33 characters or fewer, such as by writing a middle name as its "
     "initial"),
])
def test_a_name_twice_says_what_the_rows_show(run, tmp_path, content, message):
    assert _refused(run, tmp_path, content) == message


def test_addresses_alike_up_to_the_at_are_told_apart_whole(run, tmp_path):
    # ana.smith@north.org and ana.smith@south.org share the part before the @, the tag used otherwise; the whole
    # address is what differs, and both fit in 40 characters with the name (31 each, counted by hand).
    said, path, _ = _printed(run, tmp_path, "Name,Email Address\nAna Smith,ana.smith@north.org\n"
                                            "Ben Jones,ben@north.org\nAna Smith,ana.smith@south.org\n")
    assert (f"Note: {path}: students of the same name are told apart by the column 'Email Address': Ana Smith "
            "(ana.smith@north.org), Ana Smith (ana.smith@south.org).") in said


@pytest.mark.parametrize("ids", ["Student", "Student ID"])
def test_a_total_row_under_an_id_column_is_a_footer_however_headed(run, tmp_path, ids):
    # "Total" beside the count 2 is a summary row, skipped under 'Student ID'; under 'Student' (IDs beside
    # 'Student Name') it made the IDs look like names with a slip in row 4, and the whole roster was refused.
    said, path, printed = _printed(run, tmp_path, f"{ids},Student Name,Class\n1001,Ana Smith,5B\n1002,Ben Jones,5B\n"
                                                  "Total,2,\n")
    assert (f"Note: {path}: row 4 ('Total 2') under the names looks like a footer (a count, a date, a page number); "
            "not read as a name.") in said
    assert "Ana Smith" in printed and "Ben Jones" in printed and "Total" not in printed  # no card for "Total"


def test_a_non_breaking_space_in_a_name_given_twice_is_shown_as_a_space(run, tmp_path):
    # Before: 'Ana\xa0Smith' in the message, and the example initial after the surname ('Ana\xa0Smith B.'); the
    # initial belongs after the first name, as for 'Ana Smith' typed with a plain space.
    assert _refused(run, tmp_path, "Name\nAna\u00a0Smith\nBen Jones\nAna\u00a0Smith\n") == (
        " row 4: duplicate name 'Ana Smith' (typed with a non-breaking space) (also row 2); add an initial to one of "
        "them so that each is told apart (such as 'Ana M. Smith')")


def test_a_count_in_the_last_row_is_skipped_and_one_among_the_names_refused(run, tmp_path):
    # "24" under the names counts them, as "Total: 24" does (skipped with the footer note); between two names it
    # is a slip in a name cell, refused naming the row as before.
    said, path, printed = _printed(run, tmp_path, "Name\nAna Smith\nBen Jones\n24\n")
    assert (f"Note: {path}: row 4 ('24') under the names looks like a footer (a count, a date, a page number); not "
            "read as a name.") in said
    assert "24" not in printed  # no card for "24"
    assert _refused(run, tmp_path, "Name\nAna Smith\n24\nBen Jones\n") == (
        " row 3: the name cell in column A ('Name') holds a number, '24', not a name; type the student's name "
        "there, or delete the row")


def test_a_stray_quote_is_not_printed_on_the_card(run, tmp_path):
    # Before, the card read '"Ana Smith' and nothing was said; the quote nothing closes is dropped and the row named.
    said, path, printed = _printed(run, tmp_path, 'Name\n"Ana Smith\nBen\n')
    assert (f"Note: {path}: row 2 ('\"Ana Smith') has a quotation mark at one end with none to close it; printed "
            "without it. Check that name in the list.") in said
    assert "Ana Smith" in printed and '"Ana Smith' not in printed
