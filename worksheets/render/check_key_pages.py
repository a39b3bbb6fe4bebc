"""Page machinery of the comparison key: marks, and paragraphs that flow over pages under a repeated heading.

``check_key`` draws the sections of a key with these; they place things and
decide nothing about a game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from reportlab.pdfbase.pdfmetrics import stringWidth

from .check_key_model import SectionHead
from .kit import ink
from .style import BOLD_FONT, Style
from .text import ASCENT, DESCENT, LEADING, fit

# --- marks -------------------------------------------------------------------------------


def circle_round(c, x_centre: float, baseline: float, text_width: float, size: float, style: Style) -> None:
    """An ellipse round a number drawn at ``baseline`` centred on ``x_centre``."""
    half_w, middle, half_h = text_width / 2 + 0.5 * size, baseline + 0.36 * size, 0.78 * size
    c.setLineWidth(style.key.mark_weight)
    c.ellipse(x_centre - half_w, middle - half_h, x_centre + half_w, middle + half_h, stroke=1, fill=0)


def strike(c, x_centre: float, baseline: float, text_width: float, size: float, style: Style) -> None:
    """A line through a number: it does not count."""
    c.setLineWidth(style.key.mark_weight)
    y = baseline + 0.34 * size
    c.line(x_centre - text_width / 2 - 2, y, x_centre + text_width / 2 + 2, y)


def marker_width(number: int, size: float) -> float:
    return max(stringWidth(str(number), BOLD_FONT, size) + 0.5 * size, 1.45 * size)


def draw_marker(c, number: int, x: float, baseline: float, size: float, style: Style) -> None:
    """A problem's number in a small circle (or rounded box), from ``x``."""
    width, height = marker_width(number, size), 1.45 * size
    c.setLineWidth(0.8)
    c.roundRect(x, baseline + 0.36 * size - height / 2, width, height, height / 2, stroke=1, fill=0)
    c.setFont(style.bold_font, size)
    c.drawCentredString(x + width / 2, baseline, str(number))


# --- pages -------------------------------------------------------------------------------


class Pages:
    """The canvas, the page in hand, and the heading a section repeats on every page."""

    def __init__(self, c, style: Style) -> None:
        self.c, self.style, self.open, self.size, self.y = c, style, False, style.portrait, 0.0
        self.x = self.bottom = style.margin

    @property
    def width(self) -> float:
        return self.size[0] - 2 * self.style.margin

    def new(self, size: tuple[float, float], head: SectionHead | None, heading: str, under: str | None = None) -> None:
        """Start a page: ``heading``, the sheet's code when ``head`` has one, and under it ``under``
        (default: the head's settings)."""
        self.finish()
        self.open, self.size = True, size
        c, style, look = self.c, self.style, self.style.key
        c.setPageSize(size)
        ink(c)
        baseline = size[1] - style.margin - look.heading_size * ASCENT
        code_width = 0.0
        if head is not None and head.code:
            code = fit(head.code, style.bold_font, look.settings_size, self.width)
            code.draw(c, self.x + self.width, baseline, "right")
            code_width = code.width + 3 * style.padding
        title = fit(heading, style.bold_font, look.heading_size, self.width - code_width, None, 3,
                    least=look.least_heading, break_words=True)
        title.draw(c, self.x, baseline)
        self.y = baseline - (len(title.lines) - 1) * title.size * LEADING - look.heading_size * DESCENT - style.padding
        text = under if under is not None else (head.settings if head else None)
        if text:
            fit(text, style.font, look.settings_size, self.width).draw_from(c, self.x, self.y)
            self.y -= look.settings_size * LEADING
        self.y -= look.gap + 2

    def finish(self) -> None:
        if self.open:
            self.c.showPage()
            self.open = False


@dataclass(frozen=True)
class Text:
    """A paragraph after a table, wrapped to the page width; ``marker``: a problem's number before it."""

    text: str
    font: str
    size: float
    marker: int | None = None
    space_before: float = 0.0
    keep_with_next: bool = False  # a heading: never last on a page

    def _fit(self, width: float, style: Style):
        indent = marker_width(self.marker, style.key.marker) + 5 if self.marker is not None else 0.0
        return indent, fit(self.text, self.font, self.size, width - indent, None, 99, even=False)

    def height(self, width: float, style: Style) -> float:
        return self.space_before + self._fit(width, style)[1].height + 2.5

    def draw(self, c, x: float, top: float, width: float, style: Style) -> None:
        indent, lines = self._fit(width, style)
        baseline = top - self.space_before - lines.size * ASCENT
        if self.marker is not None:
            draw_marker(c, self.marker, x, baseline, style.key.marker, style)
        lines.draw(c, x + indent, baseline)


def flow(pages: Pages, blocks: Sequence, again: tuple) -> None:
    """Draw blocks of text down the page, starting a new page (``pages.new(*again)``) when one is full."""
    for index, block in enumerate(blocks):
        height = block.height(pages.width, pages.style)
        needed = height
        if getattr(block, "keep_with_next", False) and index + 1 < len(blocks):
            needed += blocks[index + 1].height(pages.width, pages.style)
        if pages.y - needed < pages.bottom - 0.5:
            pages.new(*again)
            pages.y += block.space_before  # no space above the first block of a page
        block.draw(pages.c, pages.x, pages.y, pages.width, pages.style)
        pages.y -= height


def flow_height(blocks: Sequence, width: float, style: Style) -> float:
    return sum(block.height(width, style) for block in blocks)
