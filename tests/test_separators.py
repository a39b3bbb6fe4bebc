"""One rule for the separator of a text table (``textfile.separator_of``), used by rosters and checked sheets alike
(docs/check-input.md, "Separator": comma, semicolon or tab, whichever splits the header into the most cells; when
more than one splits it, the one that splits the rows below into as many cells as the header)."""

from __future__ import annotations

from worksheets.check.table_sheet import _delimiter_of, parse_csv
from worksheets.roster import _text_roster
from worksheets.textfile import separator_of


def test_the_header_decides_and_the_rows_below_break_a_tie():
    assert separator_of("category,Ana,Ben") == ","
    assert separator_of("category;Ana;Ben") == ";"
    assert separator_of("category\tAna\tBen") == "\t"
    assert separator_of("category") == ","  # one cell under every separator: the comma
    # "Silva, Ana" in a file saved with semicolons: both split the header into 3; the rows are 3 cells by ';'
    assert separator_of("box;Silva, Ana;Ben", ["Ones;3;2", "Twos;4;6"]) == ";"
    assert separator_of("box\tSilva, Ana\tBen", ["Ones\t3\t2"]) == "\t"


def test_a_comma_inside_parentheses_splits_no_header():
    # "Name (Last, First)" with no quotes, in a file saved with semicolons: the comma is inside the parentheses,
    # so only ';' splits the header, even when every row below splits into two by ',' as well as by ';'
    # ("6,341", a place-value entry as a semicolon file writes it). The checker used to take the comma here
    # (two cells each way, rows alike, comma first); rosters never did.
    header, rows = "category;Ana (5B, red)", ["Number with 3 in the hundreds place;6,341"]
    assert separator_of(header, rows) == ";"
    assert _delimiter_of(header, "\n".join([header, *rows])) == ";"
    sheet = parse_csv("\n".join([header, *rows]) + "\n", "game.csv")
    assert sheet.players == ("Ana (5B, red)",)


def test_a_roster_and_a_sheet_choose_alike():
    # the same header and rows: the roster's name column and the sheet's columns are split by the same separator
    text = "Name (Last, First);Class\nSmith, Ann;5B\nLi, Ben;5B\n"
    assert separator_of("Name (Last, First);Class", text.splitlines()[1:]) == ";"
    assert _text_roster(text, "class.csv").names == ("Ann Smith", "Ben Li")


def test_a_roster_takes_only_a_separator_that_makes_a_header():
    # "Name, Group;x": by ';' the header is "Name, Group" and "x", no name column; by ',' it is "Name" and
    # " Group;x", so the names are read by ','
    accept = lambda cells: cells[0].strip() == "Name"  # noqa: E731 - a stand-in for the roster's header test
    assert separator_of("Name, Group;x", ["Ann, Red;1"], accept=accept) == ","
    assert separator_of("Class;Group", [], accept=accept) is None
    assert _text_roster("Name, Group;x\nAnn, Red;1\n", "class.csv").names == ("Ann",)
