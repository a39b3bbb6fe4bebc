"""The comparison key shows the rows the text report shows, no more: on a sheet that gives only totals, no
box and no bonus the sheet never had (a "0" a teacher would read aloud as the student's).

Run through the real command, on CSV saved as a spreadsheet saves it (BOM, CRLF).
"""

from __future__ import annotations

import re

import pytest
from typer.testing import CliRunner

from tests.check.helpers import CASES
from tests.files import write
from tests.render.helpers import pages_text

# The rows as the files below give them, in their own order (the classic card's order).
TOTALS = "\ufeffplayer,Ana,Ben\r\nUpper total,63,60\r\nBonus,35,0\r\nLower total,314,94\r\nGrand total,412,154\r\n"
TOTAL_ROWS = ["Upper total", "Bonus", "Lower total", "Grand total"]
CLASSIC_BOXES = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes", "Three of a Kind", "Four of a Kind",
                 "Full House", "Small Straight", "Large Straight", "Yahtzee", "Chance"]


def _report_rows(stdout: str) -> list[str]:
    """The first column of the report's table (the lines after the title up to a blank line, less the heading
    "Box" and the key to the signs, "X = crossed out ...; * does not count"): columns are set apart by two
    spaces or more."""
    table = stdout.split("\n\n")[1].splitlines()
    return [re.split(r"\s{2,}", line.strip())[0] for line in table[1:] if not re.match(r"(X|-) = |\* ", line.strip())]


def _key_rows(text: list[str], labels: list[str]) -> list[str]:
    """The labels among ``labels`` that the key's text has on a line of their own, in its order."""
    return [line for line in text if line in labels]


@pytest.fixture
def check(tmp_path, monkeypatch):
    from cli.app import app

    monkeypatch.chdir(tmp_path)
    runner = CliRunner()

    def run(name: str, content: str, *options: str) -> tuple[str, list[str]]:
        write(tmp_path, name, content)
        result = runner.invoke(app, ["check", name, *options, "--pdf", "key.pdf"])
        assert result.exit_code == 0, result.output
        return result.stdout, [line for page in pages_text((tmp_path / "key.pdf").read_bytes()) for line in page]

    return run


def test_a_sheet_of_totals_shows_only_its_totals_on_the_key(check):
    stdout, key = check("totals.csv", TOTALS, "--rules", "classic")
    assert _report_rows(stdout) == TOTAL_ROWS
    every = [*CLASSIC_BOXES, *TOTAL_ROWS, "Yahtzee bonus"]
    assert _key_rows(key, every) == TOTAL_ROWS  # before: every box as "-" and "Yahtzee bonus 0 0"
    assert "Totals are worked out from the boxes" not in " ".join(key)  # the key says how they were scored
    assert "The sheet gives only totals: each score is what the upper and lower totals written earn" in " ".join(key)


def test_a_bonus_worked_out_is_on_the_key_as_in_the_report(check):
    # No Bonus row: Ben's upper total 70 earns 35 (SPEC section 2), counted in his 70 + 35 + 160 = 265, so the
    # report and the key both show the Bonus row (Ana 0, Ben 35) and say it was worked out.
    stdout, key = check("tonly3.csv", "\ufeffplayer,Ana,Ben\r\nUpper total,60,70\r\nLower total,200,160\r\n",
                        "--rules", "classic")
    assert _report_rows(stdout) == ["Upper total", "Bonus", "Lower total"]
    assert _key_rows(key, [*TOTAL_ROWS, "Yahtzee bonus"]) == ["Upper total", "Bonus", "Lower total"]
    assert key[key.index("Bonus") + 1:key.index("Bonus") + 3] == ["0", "35"]
    assert "The sheet has no Bonus row" in " ".join(key) and "The sheet has no Bonus row" in stdout


def test_a_zombie_tally_shows_its_grand_totals_only(check):
    # tests/check/test_totals_only.py: the tally gives a grand total per team and zombie game.
    stdout, key = check("tally.csv", (CASES / "zombie-tally.csv").read_text(encoding="utf-8"))
    assert _report_rows(stdout) == ["Grand total"]
    assert _key_rows(key, [*CLASSIC_BOXES, *TOTAL_ROWS, "Yahtzee bonus"]) == ["Grand total"]


def test_a_full_card_shows_the_same_rows_in_the_report_and_on_the_key(check):
    # classic.csv is a whole classic card: its 13 boxes and the totals of the classic card, bonus rows included.
    stdout, key = check("classic.csv", (CASES / "classic.csv").read_text(encoding="utf-8"))
    rows = _report_rows(stdout)
    assert set(CLASSIC_BOXES) <= set(rows)
    assert _key_rows(key, rows) == rows
