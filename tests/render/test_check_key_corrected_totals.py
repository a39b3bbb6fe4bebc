"""A total the student got wrong keeps its full size on the comparison key (trial 13: in the Zombie key's five
narrow columns, "182 wrote 180" was shrunk to fit one line, so the one total to correct was the least visible)."""

from __future__ import annotations

import pytest

from tests.check.helpers import CASES
from tests.render.helpers import text_sizes
from worksheets.check import check_paths
from worksheets.render.check_key import check_key
from worksheets.render.check_key_model import build_check_key
from worksheets.render.kit import render_pdf
from worksheets.render.style import style_for


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_the_corrected_zombie_total_is_as_large_as_the_others(paper):
    style = style_for(paper)
    pdf = render_pdf(check_key(build_check_key(check_paths([CASES / "zombie.csv"])), style), style)
    drawn = {text: size for size, page, text in text_sizes(pdf) if page == 1}
    # tests/check/test_zombie.py: Lions 235 (right), Tigers wrote 180 where the boxes give 182.
    assert drawn["182"] == drawn["235"] == style.key.dice_value
    # what was written, and its problem's marker, on a line of their own at their usual sizes
    assert drawn["wrote 180"] == style.key.dice_wrote


class _Recording:
    """A canvas that records where numbers are written and where circles are drawn."""

    def __init__(self):
        self.texts, self.ellipses, self.size = [], [], 0.0

    def setFont(self, font, size):
        self.size = size

    def drawString(self, x, y, text):
        self.texts.append((x, y, text, self.size))

    def ellipse(self, x1, y1, x2, y2, **_):
        self.ellipses.append((x1, y1, x2, y2))

    def __getattr__(self, name):  # lines, widths, rounded boxes: not looked at here
        return lambda *args, **kwargs: None


@pytest.mark.parametrize("width", [60, 75, 95, 140])
@pytest.mark.parametrize("height", [24, 32, 44])
def test_a_winners_circle_never_runs_through_what_was_written_under_it(width, height):
    # Trial 18: in narrow columns the circle round a winning total crossed "wrote 1,234" on the line below,
    # like the strike that means "does not count". Whatever the cell's size, the two stay apart.
    from reportlab.pdfbase.pdfmetrics import stringWidth

    from worksheets.render.check_key import _draw_dice_cell
    from worksheets.render.check_key_model import DiceCell
    from worksheets.render.kit import Box

    from worksheets.render.fonts import register_fonts

    register_fonts()  # widths are measured before anything is drawn
    style = style_for("a4")
    canvas = _Recording()
    box = Box(0.0, 0.0, float(width), float(height))
    _draw_dice_cell(canvas, DiceCell("312", markers=(2,), wrote="wrote 1,234", circled=True), True, box, style)
    (x1, y1, x2, y2), = canvas.ellipses
    (wx, wy, _, wsize), = [t for t in canvas.texts if t[2].startswith("wrote")]
    wrote_right, wrote_top = wx + stringWidth("wrote 1,234", style.font, wsize), wy + 0.8 * wsize
    apart = wrote_top <= y1 or wx >= x2 or wrote_right <= x1  # under the circle, or beside it
    assert apart, ((x1, y1, x2, y2), (wx, wy, wrote_right, wrote_top))
    assert y2 <= height and y1 >= 0  # and the circle stays inside its cell


class _Centred(_Recording):
    def drawCentredString(self, x, y, text):
        self.texts.append((x, y, text, self.size))


@pytest.mark.parametrize("written", ["six thousand three hundred forty-one", "6,341", "X", "(6,425)" * 4])
@pytest.mark.parametrize("width", [90, 130, 200])
def test_a_place_value_entry_stays_in_its_cell_at_8_pt_or_more(written, width):
    # Trial 18: words typed for a number ran out of the cell over both table borders.
    from reportlab.pdfbase.pdfmetrics import stringWidth

    from worksheets.render.check_key import _Sizes, _draw_pv_cell
    from worksheets.render.check_key_model import PlaceValueCell
    from worksheets.render.kit import Box

    from worksheets.render.fonts import register_fonts

    register_fonts()  # widths are measured before anything is drawn
    style = style_for("letter")
    canvas = _Centred()
    cell = PlaceValueCell(written, None, False, True, True, f"{written} is not a whole number written with digits")
    box = Box(0.0, 0.0, float(width), 80.0)
    _draw_pv_cell(canvas, cell, "+1", box, _Sizes(style.key.pv_number, style.key.pv_words), style)
    x, _, shown, size = canvas.texts[0]
    half = stringWidth(shown, style.bold_font, size) / 2
    assert size >= 8 and style.padding <= x - half and x + half <= width - style.padding, (shown, size, x)
    assert shown == written or (shown.endswith("…") and written.startswith(shown[:-1]))
