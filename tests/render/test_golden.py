"""Golden text of every preset's scorecards: what pypdf reads, reviewed as a diff.

After a change on purpose: .venv/bin/python tests/render/regenerate_golden.py
"""

from __future__ import annotations

import pytest

from worksheets.errors import NotAvailableError
from worksheets.render.scorecard_model import build_scorecards
from worksheets.render.choices import LAYOUTS
from worksheets.rules import preset, preset_names

from .helpers import GOLDEN, golden_cases, golden_path, golden_text

FIX = "run .venv/bin/python tests/render/regenerate_golden.py and review the diff"


@pytest.mark.parametrize("preset_name", preset_names())
def test_every_preset_has_golden_sheets_or_is_refused(preset_name):
    """A preset the command prints must have a golden file for each layout; the rest must be refused."""
    try:
        build_scorecards(preset(preset_name))
    except NotAvailableError:
        return
    for layout in LAYOUTS:
        assert golden_path(preset_name, layout).is_file(), f"no golden file for {preset_name} {layout}: {FIX}"


def test_no_stale_golden_files():
    wanted = {golden_path(p, layout) for p, layout in golden_cases()}
    assert set(GOLDEN.glob("*.txt")) <= wanted, FIX


@pytest.mark.parametrize("preset_name, layout", golden_cases())
def test_sheet_text_matches_golden(preset_name, layout):
    path = golden_path(preset_name, layout)
    if not path.is_file():
        pytest.fail(f"missing {path.name}: {FIX}")
    assert golden_text(preset_name, layout) == path.read_text(encoding="utf-8"), FIX
