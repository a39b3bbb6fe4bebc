"""Every character on every kind of sheet is one the embedded font can draw (SPEC section 5).

pypdf reads the text back as a reader sees it; each character must be in the
font's character map, so nothing prints as an empty box.
"""

from __future__ import annotations

import pytest

from worksheets.render.fonts import missing_characters
from worksheets.render.style import BOLD_FONT

from .helpers import GOLDEN_PLAYERS, golden_cases, pages_text, scorecard_pdf
from .pv_helpers import PV_PLAYERS, pv_pdf


def _characters(pdf: bytes) -> str:
    return "".join(line for page in pages_text(pdf) for line in page).replace(" ", "")


@pytest.mark.parametrize("preset, layout", golden_cases())
def test_scorecards(preset, layout):
    text = _characters(scorecard_pdf(preset, layout, GOLDEN_PLAYERS, class_name="5B", date="14 March"))
    assert text
    assert missing_characters(text) == []
    assert missing_characters(text, BOLD_FONT) == []


def test_place_value_cards_and_key():
    text = _characters(pv_pdf(players=PV_PLAYERS, with_key=True))
    assert missing_characters(text) == []
    assert missing_characters(text, BOLD_FONT) == []


def test_zombie_pack():
    from worksheets.render.style import style_for
    from worksheets.render.kit import render_pdf
    from worksheets.render.zombie_pack import ZombiePackOptions, build_zombie_pack, zombie_pack
    from worksheets.rules import preset

    names = tuple(f"{name} {i}" for i in range(3) for name in GOLDEN_PLAYERS)
    letter = style_for("letter")
    pdf = render_pdf(zombie_pack(build_zombie_pack(preset("zombie"), ZombiePackOptions(teams=3, players=names)),
                                 letter), letter)
    assert missing_characters(_characters(pdf)) == []
