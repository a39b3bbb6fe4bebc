"""Page machinery of the comparison key: marks, flowing text over pages, grids and column headers.

``check_key`` draws the sections of a key with these; they place things and
decide nothing about a game.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Sequence

from reportlab.pdfbase.pdfmetrics import stringWidth

from .check_key_model import SectionHead
from .drawing import ASCENT, CELL_MARGIN, DESCENT, LEADING, block_height, draw_in_box, draw_lines, wrap_text
from .style import BOLD_FONT, Style

HEADING_SIZE = 15
SETTINGS_SIZE = 9.5
HEADER_SIZE = 10  # a player's name over a column
LEGEND_SIZE = 7.5
GAP = 6.0  # between blocks of text
MARK_WEIGHT = 1.3  # circles and strike-through lines
MARKER = 7.0  # the number in a problem's circle


# --- marks -------------------------------------------------------------------------------


def circle_round(c, x_centre: float, baseline: float, text_width: float, size: float) -> None:
    """An ellipse round a number drawn at ``baseline`` centred on ``x_centre``."""
    half_w = text_width / 2 + 0.5 * size
    middle = baseline + 0.36 * size
    half_h = 0.78 * size
    c.setLineWidth(MARK_WEIGHT)
    c.ellipse(x_centre - half_w, middle - half_h, x_centre + half_w, middle + half_h, stroke=1, fill=0)


def strike(c, x_centre: float, baseline: float, text_width: float, size: float) -> None:
    """A line through a number: it does not count."""
    c.setLineWidth(MARK_WEIGHT)
    y = baseline + 0.34 * size
    c.line(x_centre - text_width / 2 - 2, y, x_centre + text_width / 2 + 2, y)


def marker_width(number: int, size: float) -> float:
    return max(stringWidth(str(number), BOLD_FONT, size) + 0.5 * size, 1.45 * size)


def draw_marker(c, number: int, x: float, baseline: float, size: float, style: Style) -> float:
    """A problem's number in a small circle (or rounded box), from ``x``; returns its width."""
    width = marker_width(number, size)
    height = 1.45 * size
    bottom = baseline + 0.36 * size - height / 2
    c.setLineWidth(0.8)
    c.roundRect(x, bottom, width, height, height / 2, stroke=1, fill=0)
    c.setFont(style.bold_font, size)
    c.drawCentredString(x + width / 2, baseline, str(number))
    return width


# --- pages -------------------------------------------------------------------------------


class Pages:
    """The canvas, the page in hand, and the heading a section repeats on every page."""

    def __init__(self, c, style: Style) -> None:
        self.c = c
        self.style = style
        self.open = False
        self.size = style.portrait
        self.y = 0.0

    @property
    def x(self) -> float:
        return self.style.margin

    @property
    def width(self) -> float:
        return self.size[0] - 2 * self.style.margin

    @property
    def bottom(self) -> float:
        return self.style.margin

    def new(self, size: tuple[float, float], head: SectionHead | None, heading: str, under: str | None = None) -> None:
        """Start a page: ``heading``, the sheet's code when ``head`` has one, and under it ``under``
        (default: the head's settings)."""
        if self.open:
            self.c.showPage()
        self.open = True
        self.size = size
        c, style = self.c, self.style
        c.setPageSize(size)
        c.setFillColorRGB(0, 0, 0)
        c.setStrokeColorRGB(0, 0, 0)
        top = size[1] - style.margin
        baseline = top - HEADING_SIZE * ASCENT
        code_width = 0.0
        if head is not None and head.code:
            code_width = stringWidth(head.code, style.bold_font, SETTINGS_SIZE) + 12
            c.setFont(style.bold_font, SETTINGS_SIZE)
            c.drawRightString(self.x + self.width, baseline, head.code)
        lines, size_ = breaking(heading, style.bold_font, HEADING_SIZE, self.width - code_width, 3, 11)
        draw_lines(c, self.x, baseline, lines, style.bold_font, size_)
        self.y = baseline - (len(lines) - 1) * size_ * LEADING - HEADING_SIZE * DESCENT - 4
        text = under if under is not None else (head.settings if head else None)
        if text:
            lines, size_ = wrap_text(text, style.font, SETTINGS_SIZE, self.width, max_lines=1)
            draw_lines(c, self.x, self.y - SETTINGS_SIZE * ASCENT, lines, style.font, size_)
            self.y -= SETTINGS_SIZE * LEADING
        self.y -= GAP + 2

    def finish(self) -> None:
        if self.open:
            self.c.showPage()
            self.open = False


_BREAK_AFTER = re.compile(r"(?<=[/\\\-_. ])")  # a long file name breaks after a slash, dash, dot or space


def breaking(text: str, font: str, size: float, width: float, max_lines: int,
              least: float) -> tuple[tuple[str, ...], float]:
    """Lines of ``text`` in ``width``, as large as they go down to ``least``; then, for a long file name,
    broken after its slashes, dashes and dots (or anywhere) at ``least``; made smaller only after that."""
    lines, fitted = wrap_text(text, font, size, width, max_lines=max_lines)
    if fitted >= least:
        return lines, fitted
    out: list[str] = []
    for piece in _BREAK_AFTER.split(text):
        while piece:
            if out and stringWidth(out[-1] + piece, font, least) <= width:
                out[-1] += piece
                piece = ""
            elif stringWidth(piece, font, least) <= width:
                out.append(piece)
                piece = ""
            else:  # a piece wider than the line: as many characters as fit
                cut = max(1, max(n for n in range(1, len(piece) + 1)
                                 if n == 1 or stringWidth(piece[:n], font, least) <= width))
                out.append(piece[:cut])
                piece = piece[cut:]
    if len(out) <= max_lines:
        return tuple(line.strip() for line in out), least
    return lines, fitted


def _fill(text: str, font: str, size: float, width: float) -> tuple[tuple[str, ...], float]:
    """A paragraph's lines, each as full as it goes (reading text, not a table cell); a word wider
    than the page (a long file name) makes the paragraph smaller, never cut."""
    lines: list[str] = []
    for word in text.split():
        if lines and stringWidth(f"{lines[-1]} {word}", font, size) <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    if all(stringWidth(line, font, size) <= width for line in lines):
        return tuple(lines) or ("",), size
    return wrap_text(text, font, size, width, max_lines=len(lines))


@dataclass(frozen=True)
class Text:
    """A paragraph after a table, wrapped to the page width; ``marker``: a problem's number before it."""

    text: str
    font: str
    size: float
    marker: int | None = None
    space_before: float = 0.0
    keep_with_next: bool = False  # a heading: never last on a page

    def _lines(self, width: float) -> tuple[float, tuple[str, ...], float]:
        indent = marker_width(self.marker, MARKER) + 5 if self.marker is not None else 0.0
        lines, size = _fill(self.text, self.font, self.size, width - indent)
        return indent, lines, size

    def height(self, width: float, style: Style) -> float:
        _, lines, size = self._lines(width)
        return self.space_before + block_height(len(lines), size) + 2.5

    def draw(self, c, x: float, top: float, width: float, style: Style) -> None:
        indent, lines, size = self._lines(width)
        baseline = top - self.space_before - size * ASCENT
        if self.marker is not None:
            draw_marker(c, self.marker, x, baseline, MARKER, style)
        draw_lines(c, x + indent, baseline, lines, self.font, size)


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


def draw_grid(c, x: float, top: float, widths: Sequence[float], heights: Sequence[float], style: Style,
               thick_above: Sequence[bool] = ()) -> None:
    """Lines round and between the cells of a table: the header row's line and the outline thicker."""
    total_w, total_h = sum(widths), sum(heights)
    c.setLineWidth(style.grid_weight)
    left = x
    for width in widths[:-1]:
        left += width
        c.line(left, top, left, top - total_h)
    y = top
    for index, height in enumerate(heights[:-1]):
        y -= height
        thick = index == 0 or (index + 1 < len(thick_above) and thick_above[index + 1])
        c.setLineWidth(style.section_weight if thick else style.grid_weight)
        c.line(x, y, x + total_w, y)
    c.setLineWidth(style.outline_weight)
    c.rect(x, top - total_h, total_w, total_h, stroke=1, fill=0)


def column_header(c, name: str, note: str | None, x: float, bottom: float, width: float, height: float,
                   style: Style) -> None:
    if note is None:
        draw_in_box(c, name, style.bold_font, HEADER_SIZE, x, bottom, width, height, padding=style.padding,
                    max_lines=2, align="centre")
        return
    split = height - LEGEND_SIZE * LEADING - 2 * CELL_MARGIN
    draw_in_box(c, name, style.bold_font, HEADER_SIZE, x, bottom + height - split, width, split,
                padding=style.padding, max_lines=2, align="centre")
    draw_in_box(c, note, style.font, LEGEND_SIZE, x, bottom, width, height - split, padding=style.padding,
                max_lines=1, align="centre")
