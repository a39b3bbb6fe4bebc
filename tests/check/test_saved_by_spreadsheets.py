"""Completed sheets as teachers' spreadsheets really save them: Excel's CSV (a byte-order mark, CRLF line ends,
separators padding short rows), and .xlsx workbooks written with openpyxl (numbers kept as numbers).

The cards are the hand-worked case files (cases/classic.csv: Ana 412, Ben 155, Cy 252; cases/seed000.csv:
seed 000, Right wins 5 points to 4)."""

from __future__ import annotations

import csv

import pytest
import typer
from openpyxl import Workbook
from typer.testing import CliRunner

from cli.commands import check
from cli.shell import OneLineErrors
from worksheets.check import CheckOptions, check_file
from worksheets.errors import SheetError
from worksheets.rules import preset

from ..files import write
from .helpers import CASES

CLASSIC = CASES / "classic.csv"


def excel_csv(rows: list[list[str]]) -> bytes:
    """CSV as Excel saves "CSV UTF-8": a byte-order mark, CRLF line ends, quotes only where needed."""
    lines = []
    for row in rows:
        out = []
        for cell in row:
            out.append(f'"{cell}"' if any(c in cell for c in ',"\n') else cell)
        lines.append(",".join(out))
    return ("\ufeff" + "\r\n".join(lines) + "\r\n").encode("utf-8")


def workbook(path, rows: list[list[object]]):
    """An .xlsx with ``rows`` on its first sheet; digits become numbers, as Excel keeps them."""
    book = Workbook()
    sheet = book.active
    for row in rows:
        sheet.append([int(c) if isinstance(c, str) and c.isdigit() else (c if c != "" else None) for c in row])
    book.save(path)
    return path


def case_rows(name: str) -> list[list[str]]:
    with open(CASES / name, newline="", encoding="utf-8") as handle:
        return [row for row in csv.reader(handle)]


def run_check(*args: str):
    app = typer.Typer(cls=OneLineErrors, no_args_is_help=True, add_completion=False, pretty_exceptions_enable=False)

    @app.callback()
    def main() -> None:
        """Local app for the tests."""

    check.register(app)
    return CliRunner().invoke(app, ["check", *map(str, args)])


def one_line_error(result) -> str:
    assert result.exit_code == 2, result.output
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert len(lines) == 1 and "Traceback" not in result.output, result.output
    return lines[0]


# --- 1. a header and no rows ---------------------------------------------------------------


@pytest.mark.parametrize("rules", [None, "classic", "place-value", "zombie"])
def test_a_csv_with_only_its_header_is_one_line_naming_the_file(tmp_path, rules):
    # Before: with --rules classic a traceback (IndexError); with zombie a message about the zombie's columns.
    path = write(tmp_path, "empty.csv", excel_csv([["box", "Ana", "Ben"], ["", "", ""]]))
    line = one_line_error(run_check(path, *(["--rules", rules] if rules else [])))
    assert f"{path} row 1: the header names the players, but no row below it has a category or box" in line


def test_a_workbook_with_only_its_header_and_a_code_row(tmp_path):
    path = workbook(tmp_path / "empty.xlsx", [["Yahtzee 5B"], [], ["box", "Ana", "Ben"], ["Code", "", ""]])
    line = one_line_error(run_check(path, "--rules", "classic"))
    assert f"{path} row 3: the header names the players, but no row below it" in line
