"""The README's limits table and docs/hostile-input.md say what the code does (issue 10 item 9)."""

from __future__ import annotations

import re
from pathlib import Path

from worksheets import codes, names, numbers, textfile, workbook, zombie
from worksheets.place_value import game, sheets
from worksheets.play import DiceMatch, PlaceValueMatch, ZombieMatch
from worksheets.render import choices, practice_model, zombie_pack_model

REPO = Path(__file__).resolve().parents[1]


def _limits() -> str:
    text = (REPO / "README.md").read_text(encoding="utf-8")
    return text.split("## Limits", 1)[1].split("\n## ", 1)[0]


def test_every_limit_in_the_readme_is_the_one_in_the_code():
    table = _limits()
    expected = [
        f"{names.MAX_NAME_LENGTH} characters",
        f"{zombie_pack_model.MAX_TEAM_NAME_LENGTH} characters",
        f"{textfile.MAX_FILE_BYTES // (1024 * 1024)} MB",
        f"{workbook.MAX_UNPACKED_BYTES // (1024 * 1024)} MB",
        f"{numbers.MAX_NUMBER:,}",
        f"| {numbers.LONGEST_DIGITS} |",
        f"{game.MIN_DIGITS} to {game.MAX_DIGITS}",
        f"| {choices.MAX_GAMES} (code holds up to {codes.MAX_CODE_GAMES})",
        f"{sheets.MAX_GAMES:,}",
        f"{zombie.MIN_TEAMS} to {zombie.MAX_TEAMS}",
        # play: games of boxes, place value, and Zombie teams (the same limit as the Zombie sheets)
        f"games of boxes {DiceMatch.least_players} to {DiceMatch.most_players}, "
        f"place value {PlaceValueMatch.least_players} to {PlaceValueMatch.most_players}, "
        f"Zombie {ZombieMatch.least_players} to {ZombieMatch.most_players} teams",
        f"| {practice_model.MAX_STUDENTS} |",
        f"| {codes.MAX_PRACTICE_PROBLEMS} |",
        f"0 to {codes.MAX_SEED:,}",
        f"0 to {codes.MAX_PRACTICE_SEED:,}",
    ]
    for value in expected:
        assert value in table, value


def test_every_row_of_the_limits_table_gives_a_reason_or_says_there_is_no_limit():
    rows = [line for line in _limits().splitlines() if line.startswith("| ") and not line.startswith("| Limit")]
    assert len(rows) >= 15
    for row in rows:
        cells = [cell.strip() for cell in row.strip("|").split("|")]
        assert len(cells) == 4, row
        assert cells[3] or "no fixed" in cells[1], row


def test_the_hostile_input_table_names_tests_that_exist():
    text = (REPO / "docs" / "hostile-input.md").read_text(encoding="utf-8")
    named = set(re.findall(r"`(tests/[\w/]+\.py)`", text))
    assert len(named) >= 6
    for path in named:
        assert (REPO / path).is_file(), path
