"""Numbers and X in every cell that can hold them (issue 10 item 3): X, x and " X " mean X; anything
but plain whole numbers with optional thousands commas is refused with a clear message."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest

from worksheets.check.json_sheet import parse_json
from worksheets.errors import NumberFormatError, SheetError
from worksheets.numbers import parse_number
from worksheets.place_value.entries import is_x

from .check.helpers import CASES

CLASSIC = CASES / "classic.csv"  # Ben's Four of a Kind is X
SPELLINGS = ["X", "x", " X ", " x", "X "]


def _rows() -> list[list[str]]:
    return list(csv.reader(io.StringIO(CLASSIC.read_text(encoding="utf-8"))))


def _with_x(rows: list[list[str]], spelling: str) -> list[list[str]]:
    changed = [list(row) for row in rows]
    for row in changed:
        row[:] = [spelling if cell == "X" else cell for cell in row]
    return changed


def _write(rows: list[list[str]], path: Path, kind: str) -> Path:
    if kind == "csv":
        out = io.StringIO()
        csv.writer(out, lineterminator="\n").writerows(rows)
        path.write_text(out.getvalue(), encoding="utf-8")
    elif kind == "json":
        players = rows[0][1:]
        categories = [{"category": row[0], "entries": {p: c for p, c in zip(players, row[1:]) if c != ""}}
                      for row in rows[1:]]
        path.write_text(json.dumps({"players": players, "categories": categories}), encoding="utf-8")
    else:
        from openpyxl import Workbook

        book = Workbook()
        for row in rows:
            book.active.append([int(c) if c.isdigit() else (c or None) for c in row])
        book.save(path)
    return path


def _verdict(path: Path) -> dict:
    from worksheets.check.checker import check_paths
    from worksheets.check.report import sheet_json

    return json.loads(json.dumps(sheet_json(check_paths([path]).sheets[0]), default=str))


@pytest.mark.parametrize("kind", ["csv", "json", "xlsx"])
@pytest.mark.parametrize("spelling", SPELLINGS)
def test_x_in_any_case_and_spacing_means_x_on_a_dice_sheet(tmp_path, kind, spelling):
    expected = _verdict(_write(_rows(), tmp_path / f"a.{kind}", kind))
    got = _verdict(_write(_with_x(_rows(), spelling), tmp_path / f"a.{kind}", kind))
    assert got == expected


@pytest.mark.parametrize("spelling", SPELLINGS + ["", "  "])
def test_x_in_any_case_and_spacing_means_x_on_a_place_value_sheet(spelling):
    assert is_x(spelling)


@pytest.mark.parametrize("text", ["XX", "X1", "1X", "×", "\uff38", "ex", "0"])
def test_other_marks_are_not_x(text):
    assert not is_x(text)


@pytest.mark.parametrize(("text", "reason"), [
    ("0x10", "not a whole number"),
    ("\u00b2", "another script"),          # superscript two
    ("\u00bd", "not a whole number"),      # one half
    ("\u0967\u0968", "another script"),    # Devanagari 12
    ("1,0000", "commas in the wrong places"),
    (",123", "commas in the wrong places"),
    ("123,", "commas in the wrong places"),
    ("1,,000", "commas in the wrong places"),
    ("nan", "not a whole number"),
    ("inf", "not a whole number"),
    ("6\u00a0341", "spaces between digits"),  # a no-break space, as French spreadsheets group thousands
    ("6\u202f341", "spaces between digits"),  # a narrow no-break space
    ("6'341", "has an apostrophe between digits"),  # as Switzerland groups thousands
    ("6.341,00", "is 6341 written as many countries write numbers"),  # German Excel, two decimals
    ("(5)", "not a whole number"),
    ("6\n341", "not a whole number"),
    ("5 X", "not a whole number"),
    ("X", "not a whole number"),             # X is read by the cells that hold it, never as a number
])
def test_more_refused_forms(text, reason):
    with pytest.raises(NumberFormatError) as caught:
        parse_number(text, where="game.csv row 2")
    message = str(caught.value)
    assert reason in message
    # The cell is quoted as a teacher sees it: a grouping space as a space, not as "\xa0" or "\u202f".
    assert repr(text.replace("\u00a0", " ").replace("\u202f", " ")) in message
    assert "\n" not in message and "\\x" not in message and "\\u" not in message


@pytest.mark.parametrize("value", ["1" * 5000, "-" + "9" * 5000])
def test_a_json_number_with_thousands_of_digits_is_refused_not_crashed(value):
    text = '{"players": ["Ana"], "categories": [{"category": "Ones", "entries": {"Ana": %s}}]}' % value
    try:
        sheet = parse_json(text, "big.json")
    except SheetError as exc:
        assert str(exc).startswith("big.json")
        return
    cell = sheet.rows[0].cells["Ana"]
    with pytest.raises(NumberFormatError, match="too large|negative"):
        parse_number(cell)


@pytest.mark.parametrize("cell, reason", [
    ("6.5", "decimal point"), ("1e3", "scientific notation"), ("-3", "negative"), ("six", "not a whole number"),
    ("6,34", "commas in the wrong places"),
])
def test_a_dice_sheet_cell_that_is_not_a_whole_number_is_refused_with_its_place(tmp_path, cell, reason):
    from worksheets.check.checker import check_paths
    from worksheets.check.report import sheet_json

    rows = _rows()
    rows[1][2] = cell  # Ben's Ones
    path = _write(rows, tmp_path / "game.csv", "csv")
    try:
        verdict = sheet_json(check_paths([path]).sheets[0])
    except SheetError as exc:
        message = str(exc)
    else:
        message = json.dumps(verdict)
    assert reason in message and "Ben" in message
