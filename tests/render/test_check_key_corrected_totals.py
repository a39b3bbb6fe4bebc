"""A total the student got wrong keeps its full size on the comparison key (trial 13: in the Zombie key's five
narrow columns, "182 wrote 180" was shrunk to fit one line, so the one total to correct was the least visible)."""

from __future__ import annotations

import pytest

from tests.check.helpers import CASES
from tests.render.test_type_sizes import sizes
from worksheets.check import check_paths
from worksheets.render.check_key import check_key
from worksheets.render.check_key_model import build_check_key
from worksheets.render.kit import render_pdf
from worksheets.render.style import style_for


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_the_corrected_zombie_total_is_as_large_as_the_others(paper):
    style = style_for(paper)
    pdf = render_pdf(check_key(build_check_key(check_paths([CASES / "zombie.csv"])), style), style)
    drawn = {text: size for size, page, text in sizes(pdf) if page == 1}
    # tests/check/test_zombie.py: Lions 235 (right), Tigers wrote 180 where the boxes give 182.
    assert drawn["182"] == drawn["235"] == style.key.dice_value
    # what was written, and its problem's marker, on a line of their own at their usual sizes
    assert drawn["wrote 180"] == style.key.dice_wrote
