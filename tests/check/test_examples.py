"""The filled sample sheets in examples/filled/, checked as the README tells a new user to."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from cli.app import app

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "filled"


def test_the_readme_check_command_judges_every_sample():
    result = CliRunner().invoke(app, ["check", str(EXAMPLES), "--json"])
    assert result.exit_code == 0, result.output
    verdicts = {Path(v["file"]).name: v for v in map(json.loads, result.stdout.splitlines()) if "file" in v}
    assert set(verdicts) == {"classic-game.csv", "place-value-game.csv"}
    # Place value: SPEC's seed 000 worked example, Right 5 categories to Left's 4.
    assert verdicts["place-value-game.csv"]["points"] == {"Left": 4, "Right": 5}
    # Classic, added by hand from the file: Ana 63 + 35 bonus + 214 + 100 Yahtzee bonus = 412; Ben's upper
    # boxes make 64 (he wrote 61), so 64 + 35 + 94 = 193; Cy's 15 in Fours, 20 in Full House and the
    # Yahtzee bonus (his Yahtzee box holds 0) count 0, so 17 + 100 = 117.
    classic = verdicts["classic-game.csv"]
    assert classic["totals"] == {"Ana": 412, "Ben": 193, "Cy": 117} and classic["winners"] == ["Ana"]
    assert len(classic["problems"]) == 9  # the slips listed above, shown to the teacher one by one
