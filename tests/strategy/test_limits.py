"""docs/strategy.md and the README's limits table give the limits the engine enforces."""

from __future__ import annotations

from pathlib import Path

from worksheets.strategy import model

REPO = Path(__file__).resolve().parents[2]


def test_the_documented_limits_are_the_codes():
    doc = (REPO / "docs" / "strategy.md").read_text(encoding="utf-8")
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    for text in (doc, readme):
        assert f"| {model.MAX_BOXES} " in text
        assert f"{model.MAX_ROLLS:,}" in text
        assert f"{model.MAX_KEEPS:,}" in text
        assert f"{model.MAX_STATES:,}" in text
        assert f"{model.MAX_WORK:.0e}".replace("+", "").replace("e0", "e") in text
