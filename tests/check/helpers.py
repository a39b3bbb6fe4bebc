"""Shared helpers for the checker's tests: the case files and sheets built from text."""

from __future__ import annotations

from pathlib import Path

from worksheets.check import CheckOptions, check_sheet, parse_csv
from worksheets.rules import find_rules

CASES = Path(__file__).parent / "cases"
GOLDEN = Path(__file__).parent / "golden"


def csv_verdict(text: str, rules: str | None = None, name: str = "game.csv", **options):
    """Check a sheet given as CSV text (``rules``: a preset name, or None to infer)."""
    found = find_rules(rules) if rules else None
    return check_sheet(parse_csv(text, name), CheckOptions(rules=found, **options))


def card(rows: dict[str, list[str]], players: list[str]) -> str:
    """CSV text of a card: ``rows`` maps a label to one cell per player."""
    lines = [",".join(["box", *players])]
    lines += [",".join([label, *cells]) for label, cells in rows.items()]
    return "\n".join(lines) + "\n"


#: A classic card with a number in every box, for two players (upper totals 63 and 42: Ana earns the bonus).
FULL_CARD = {"Ones": ["3", "2"], "Twos": ["6", "4"], "Threes": ["9", "6"], "Fours": ["12", "8"], "Fives": ["15", "10"],
             "Sixes": ["18", "12"], "Three of a Kind": ["20", "17"], "Four of a Kind": ["22", "0"],
             "Full House": ["25", "25"], "Small Straight": ["30", "30"], "Large Straight": ["40", "0"],
             "Yahtzee": ["50", "0"], "Chance": ["23", "22"]}
