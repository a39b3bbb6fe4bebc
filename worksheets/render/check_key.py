"""The comparison answer key of ``worksheets check --pdf``, drawn from a ``CheckKeyModel``.

Each sheet's section starts on a new page; the class summary, after several sheets, too.

- **Place value**: portrait pages for 2 to 4 players, landscape from 5; from 8
  the players are shared between tables of at most 7, a page each (the
  circles still compare every player). Categories beyond what a page holds
  at a writable size go on over more pages.
- **Yahtzee family and Zombie**: portrait pages, up to 6 cards across, shared
  out between pages beyond that. The result, the problems and the notes follow
  the table and flow onto further pages when they do not fit. A box name takes
  up to three lines at 8 pt or more, its row growing; a longer one (a rules file
  sets no limit) is cut short with an ellipsis and a note. Rows beyond a page go
  on to the next under the heading.

The marks are the model's (``check_key_model``). ``Pages`` starts a page under a
section's repeated heading, ``players_table`` draws every table of players'
columns, and ``flow`` sets paragraphs down the page onto further pages.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Callable, Iterable, NamedTuple, Sequence

from reportlab.pdfbase.pdfmetrics import stringWidth

from ..check import ClassVerdict
from ..errors import LayoutError
from .check_key_model import (
    CheckKeyModel, ClassSummary, DiceCell, DiceRow, DiceSection, PlaceValueCell, PlaceValueSection, SectionHead,
    ZombieSide, build_check_key, shares,
)
from .kit import Box, Document, Table, ink, write_pdf
from .style import BOLD_FONT, Style
from .text import ASCENT, CELL_MARGIN, DESCENT, LEADING, SMALLEST, draw_in_box, fit

__all__ = ["build_check_key", "check_key", "write_check_key"]


# --- marks -------------------------------------------------------------------------------


#: How far the middle of a number's digits stands above its baseline, in sizes of its type: where a circle or a
#: marker round it is centred, and what centres a line of numbers in its row.
DIGITS_MIDDLE = 0.36
#: How far a circle round a number reaches above and below its baseline, in sizes of the number's type.
CIRCLE_HALF_HEIGHT = 0.78
CIRCLE_TOP, CIRCLE_BOTTOM = DIGITS_MIDDLE + CIRCLE_HALF_HEIGHT, CIRCLE_HALF_HEIGHT - DIGITS_MIDDLE


def circle_round(c, x_centre: float, baseline: float, text_width: float, size: float, style: Style) -> None:
    """An ellipse round a number drawn at ``baseline`` centred on ``x_centre``."""
    half_w, middle, half_h = text_width / 2 + 0.5 * size, baseline + DIGITS_MIDDLE * size, CIRCLE_HALF_HEIGHT * size
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
    c.roundRect(x, baseline + DIGITS_MIDDLE * size - height / 2, width, height, height / 2, stroke=1, fill=0)
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
    continued: bool = False  # the rest of a paragraph taller than a page: no marker again

    def _fit(self, width: float, style: Style):
        indent = marker_width(self.marker, style.key.marker) + 5 if self.marker is not None else 0.0
        return indent, fit(self.text, self.font, self.size, width - indent, None, 10**6, even=False, break_words=True)

    def split(self, room: float, width: float, style: Style) -> tuple[Text, Text]:
        """The lines that fit ``room``, and the rest: a paragraph (with a very long box name) taller than a page."""
        lines = self._fit(width, style)[1]
        keep = max(1, int((room - self.space_before - 2.5 - lines.size) // (lines.size * LEADING)) + 1)
        return (replace(self, text=" ".join(lines.text[:keep])),
                replace(self, text=" ".join(lines.text[keep:]), space_before=0.0, continued=True))

    def height(self, width: float, style: Style) -> float:
        return self.space_before + self._fit(width, style)[1].height + 2.5

    def draw(self, c, x: float, top: float, width: float, style: Style) -> None:
        indent, lines = self._fit(width, style)
        baseline = top - self.space_before - lines.size * ASCENT
        if self.marker is not None and not self.continued:
            draw_marker(c, self.marker, x, baseline, style.key.marker, style)
        lines.draw(c, x + indent, baseline)


def flow(pages: Pages, blocks: Sequence, again: tuple) -> None:
    """Draw blocks of text down the page, starting a new page (``pages.new(*again)``) when one is full."""
    blocks = list(blocks)
    for index, block in enumerate(blocks):  # the rest of a split paragraph is inserted next, and drawn next
        height = block.height(pages.width, pages.style)
        needed = height
        if getattr(block, "keep_with_next", False) and index + 1 < len(blocks):
            needed += blocks[index + 1].height(pages.width, pages.style)
        if pages.y - needed < pages.bottom - 0.5:
            pages.new(*again)
            pages.y += block.space_before  # no space above the first block of a page
            if isinstance(block, Text) and pages.y - height < pages.bottom - 0.5:
                block, rest = block.split(pages.y - pages.bottom, pages.width, pages.style)
                blocks.insert(index + 1, rest)
                height = block.height(pages.width, pages.style)
        block.draw(pages.c, pages.x, pages.y, pages.width, pages.style)
        pages.y -= height


def flow_height(blocks: Sequence, width: float, style: Style) -> float:
    return sum(block.height(width, style) for block in blocks)


def _header_row(names: Sequence[str], noted: bool, column: float, style: Style) -> float:
    """The heading row over players' columns: taller when a long name takes three lines."""
    look = style.key
    note = look.legend_size * LEADING + 2 * CELL_MARGIN if noted else 0.0
    tallest = max(fit(name, style.bold_font, look.header_size, column - 2 * style.padding, None, 3,
                      break_words=True, hyphenate=True).height
                  for name in names)
    return max(look.noted_header_row if noted else look.header_row, tallest + 2 * CELL_MARGIN + note)


def _column_header(c, name: str, note: str | None, box: Box, style: Style) -> None:
    """A player's name over a column, and the column's note under it when it has one."""
    look = style.key
    split = box.height if note is None else box.height - look.legend_size * LEADING - 2 * CELL_MARGIN
    draw_in_box(c, name, style.bold_font, look.header_size, Box(box.x, box.top - split, box.width, split),
                padding=style.padding, max_lines=3, align="centre", break_words=True, hyphenate=True)
    if note is not None:
        draw_in_box(c, note, style.font, look.legend_size, Box(box.x, box.y, box.width, box.height - split),
                    padding=style.padding, max_lines=1, align="centre")


class Line(NamedTuple):
    """A row of a players' table: its label as set, its height, and the painter of a player's cell in it."""

    label: str
    font: str
    size: float
    max_lines: int
    height: float
    cell: Callable[[int, Box], None]  # (player, box)


def players_table(pages: Pages, corner: str, names: Sequence[str], notes: Sequence[str | None],
                  players: Sequence[int], label: float, column: float, lines: Sequence[Line],
                  heavy: frozenset[int]) -> None:
    """The labels down the left, a column for each of ``players`` under their name, at the page's pen."""
    style, c = pages.style, pages.c
    header = _header_row([names[p] for p in players], any(notes[p] for p in players), column, style)
    table = Table(pages.x, pages.y, (label, *[column] * len(players)), (header, *(line.height for line in lines)),
                  heavy)

    def paint(r: int, i: int, box: Box) -> None:
        p = players[i - 1] if i else 0
        if r == 0 and i == 0:
            draw_in_box(c, corner, style.bold_font, style.key.header_size, box, padding=style.padding)
        elif r == 0:
            _column_header(c, names[p], notes[p], box, style)
        elif i == 0:
            line = lines[r - 1]
            draw_in_box(c, line.label, line.font, line.size, box, padding=style.padding, max_lines=line.max_lines,
                        break_words=True)
        else:
            lines[r - 1].cell(p, box)

    table.draw(c, style, paint)
    pages.y -= table.height


def _labels(texts: Sequence[str], font: str, width: float, lines: int) -> tuple[list[str], list[float]]:
    """Each row's label as it fits ``lines`` lines at 8 pt or more, cut short with an ellipsis when it does
    not, and the height its row then needs (the rules reader takes a box name of any length)."""
    def fitted(text: str):
        found = fit(text, font, SMALLEST, width, None, lines, break_words=True)
        return found if found.size >= SMALLEST and len(found.lines) <= lines else None

    out = []
    for text in texts:
        low, high = 0, min(len(text), 1000)  # no more can fit: a line holds a few dozen letters
        if high < len(text) or not fitted(text):
            while low < high:
                middle = (low + high + 1) // 2
                low, high = (middle, high) if fitted(text[:middle].rstrip() + "…") else (low, middle - 1)
            space = text.rfind(" ", 0, low + 1)  # after a whole word, unless that loses a long one
            text = text[:space if space > low - 12 else low].rstrip() + "…"
        out.append(text)
    return out, [fitted(text).height + 2 * CELL_MARGIN for text in out]


def _no_room(head: SectionHead, style: Style) -> LayoutError:
    return LayoutError(f"{head.heading}: the players' names over the columns are too long to leave room for a row "
                       f"on a {style.paper} page; shorten the longest name")


def _notes(heading: str, notes: Sequence[str], style: Style) -> list:
    look = style.key
    if not notes:
        return []
    return [Text(heading, style.bold_font, look.body_size + 1.5, space_before=look.gap + 2, keep_with_next=True),
            *(Text(note, style.font, look.body_size) for note in notes)]


def _result(text: str, legend: str, style: Style) -> list:
    look = style.key
    return [Text(text, style.bold_font, look.result_size, space_before=look.gap + 2),
            Text(legend, style.font, look.legend_size, space_before=3)]


# --- place value -------------------------------------------------------------------------


class _Sizes(NamedTuple):
    """A place-value cell's number and words: smaller on a landscape page, where more players share it."""

    number: float
    words: float


def _pv_parts(cell: PlaceValueCell, inner: float, sizes: _Sizes, style: Style):
    """A cell's words and note fitted to ``inner``, and the height the cell takes with its number."""
    look = style.key
    words = fit(cell.words or "", style.font, sizes.words, inner, None, 99)
    note = fit(cell.note or "", style.font, look.pv_note, inner, None, 99)
    return words, note, look.number_line * sizes.number + (look.words_gap + words.height if cell.words else 0) \
        + (2 + note.height if cell.note else 0)


def _pv_row(section: PlaceValueSection, columns: Sequence[int], column: float, sizes: _Sizes, style: Style) -> float:
    """The least row height that holds every cell of these players."""
    return max(_pv_parts(line.cells[p], column - 2 * style.padding, sizes, style)[2]
               for line in section.rows for p in columns) + 2 * CELL_MARGIN


def _pv_number_fitted(cell: PlaceValueCell, mark: str, inner: float, size: float, style: Style) -> tuple[str, float]:
    """What a cell's entry shows, and at what size, to fit ``inner`` with its circle and point: smaller for a long
    entry (words typed for a number), down to the least size, then cut short with an ellipsis (the reason
    under it quotes it whole)."""
    def width(text: str, at: float) -> float:
        point = 3 + stringWidth(mark, style.bold_font, 0.75 * at) if cell.point else 0.0
        return stringWidth(text, style.bold_font, at) + at + 2 * point  # the circle's room, the point each side
    text = cell.text
    if width(text, size) <= inner:
        return text, size
    size = max(SMALLEST, math.floor(size * inner / width(text, size) * 4) / 4)
    while len(text) > 1 and width(text, size) > inner:
        text = text[:-2].rstrip() + "…"
    return text, size


def _draw_pv_cell(c, cell: PlaceValueCell, mark: str, box: Box, sizes: _Sizes, style: Style) -> None:
    """The number (circled, struck, with its point), its words and its note, centred in the cell."""
    look, pad, size = style.key, style.padding, sizes.number
    inner = box.width - 2 * pad
    words, note, total = _pv_parts(cell, inner, sizes, style)
    top = box.y + (box.height + total) / 2
    text, size = _pv_number_fitted(cell, mark, inner, size, style)
    # the number's line is as tall as the full size; the circle is centred on the digits' middle
    baseline = top - look.number_line / 2 * sizes.number - DIGITS_MIDDLE * size
    text_w = stringWidth(text, style.bold_font, size)
    centre = box.x + box.width / 2
    mark_size = 0.75 * size
    reach = text_w / 2 + 0.5 * size + 3 + (stringWidth(mark, style.bold_font, mark_size) if cell.point else 0)
    if cell.point and reach > inner / 2:
        centre = box.x + pad + inner - reach
    c.setFont(style.bold_font, size)
    c.drawCentredString(centre, baseline, text)
    if cell.circled:
        circle_round(c, centre, baseline, text_w, size, style)
    if cell.struck:
        strike(c, centre, baseline, text_w, size, style)
    if cell.point:
        c.setFont(style.bold_font, mark_size)
        c.drawString(centre + text_w / 2 + 0.5 * size + 3, baseline + 0.3 * size, mark)
    y = top - look.number_line * sizes.number
    if cell.words:
        words.draw(c, box.x + box.width / 2, y - look.words_gap - words.size * ASCENT, "centre")
        y -= look.words_gap + words.height
    if cell.note:
        note.draw(c, box.x + box.width / 2, y - 2 - note.size * ASCENT, "centre")


def _pv_table(pages: Pages, section: PlaceValueSection, columns: Sequence[int], rows, last: bool,
              row: float, sizes: _Sizes, style: Style) -> None:
    look, c, pad = style.key, pages.c, style.padding
    lines = [Line(line.category, style.font, style.label_size, 4, row,
                  lambda p, box, line=line: _draw_pv_cell(c, line.cells[p], section.point_mark, box, sizes, style))
             for line in rows]
    if last:
        lines.append(Line(section.points_label, style.bold_font, style.label_size + 1, 1, look.pv_points_row,
                          lambda p, box: draw_in_box(c, section.points[p], style.bold_font, look.pv_number, box,
                                                     padding=pad, max_lines=1, align="centre")))
    label = look.pv_label[not section.landscape]
    players_table(pages, section.category_column, section.players, [None] * len(section.players), columns, label,
                  (pages.width - label) / len(columns), lines, frozenset({1, len(rows) + 1}) if last else frozenset({1}))


def _draw_pv(pages: Pages, section: PlaceValueSection, style: Style) -> None:
    look = style.key
    size = style.landscape if section.landscape else style.portrait
    sizes = _Sizes(*look.pv_landscape) if section.landscape else _Sizes(look.pv_number, look.pv_words)
    head = section.head
    for index, (columns, note) in enumerate(zip(section.tables, section.table_notes)):
        again = (size, head, head.continued, note)
        pages.new(size, head, head.heading if index == 0 else head.continued, note)
        column = (pages.width - look.pv_label[not section.landscape]) / len(columns)
        least = max(look.pv_min_row[not section.landscape], _pv_row(section, columns, column, sizes, style))
        # The result and the legend follow the last table only: they are about every player.
        footer = [] if index < len(section.tables) - 1 else \
            _result(section.result, section.legend, style) + _notes(section.notes_heading, section.notes, style)
        footer_height = flow_height(footer, pages.width, style)
        rows = list(section.rows)
        while rows:
            header = _header_row([section.players[p] for p in columns], False, column, style)
            space = pages.y - pages.bottom - header - look.pv_points_row
            if space + look.pv_points_row < least:
                raise _no_room(head, style)
            rooms = [room for room in (space - footer_height, space) if room / len(rows) >= least]
            if rooms:  # all the rest, and the result below them if it fits too, else on the next page
                here, row = len(rows), max(least, min(rooms[0] / len(rows), look.pv_max_row))
            else:  # as many as fit, the others on the next page
                here, row = max(1, int((space + look.pv_points_row) // least)), least
            chunk, rows = rows[:here], rows[here:]
            _pv_table(pages, section, columns, chunk, not rows, row, sizes, style)
            if rows:
                pages.new(*again)
        flow(pages, footer, again)


# --- Yahtzee family and Zombie -----------------------------------------------------------


def _dice_parts(cell: DiceCell, total: bool, scale: float, style: Style) -> list[tuple[str, str, float, str]]:
    """The pieces of a cell, left to right: (kind, text, size, font)."""
    look = style.key
    font = style.bold_font if total else style.font
    def size(full: float) -> float:
        return max(SMALLEST, full * scale)

    parts = [("value", cell.text, size(look.dice_value), font)]
    if cell.wrote:
        parts.append(("wrote", cell.wrote, size(look.dice_wrote), style.font))
    if cell.right:
        parts.append(("right", cell.right, size(10), font))
    return parts + [("marker", str(n), size(look.marker), "") for n in cell.markers]


def _measure(parts: list[tuple[str, str, float, str]], scale: float) -> tuple[list[float], float]:
    """Each part's width, and the width of them all on one line."""
    widths = [marker_width(int(text), size) if kind == "marker" else stringWidth(text, font, size)
              for kind, text, size, font in parts]
    return widths, sum(widths) + 3 * scale * (len(parts) - 1)


def _draw_dice_cell(c, cell: DiceCell, total: bool, box: Box, style: Style) -> None:
    """The value, what the student wrote, the right mark and the problem markers, on one line, smaller until
    they fit; but a value that would shrink keeps its size when the row has room for what follows it on a
    line below ("182" over "wrote 180 ①"): the total a teacher must correct is not the least visible."""
    room = box.width - 2 * style.padding
    parts = _dice_parts(cell, total, 1.0, style)
    value_size = parts[0][2]
    circle_room = value_size if cell.circled else 0.0
    widths, span = _measure(parts, 1.0)
    rest = parts[1:]
    if span + circle_room > room and rest:
        rest_size = max(size for _, _, size, _ in rest)
        gap = 0.25 * rest_size  # a total is digits: nothing of it hangs below its baseline
        # A circle round the value reaches above its digits and below its baseline: the line under it keeps
        # clear of it, or the circle would run through what was written like a strike (which means "no count").
        above, below = (CIRCLE_TOP * value_size, CIRCLE_BOTTOM * value_size) if cell.circled \
            else (ASCENT * value_size, 0.0)
        block = above + below + gap + (ASCENT + DESCENT) * rest_size
        if block <= box.height - 2 * CELL_MARGIN and max(_measure(rest, 1.0)[1], widths[0] + circle_room) <= room:
            top = box.y + (box.height + block) / 2
            value_line = top - above
            _draw_parts(c, cell, parts[:1], widths[:1], box, value_line, value_size, 1.0, style)
            rest_line = value_line - below - gap - ASCENT * rest_size
            _draw_parts(c, cell, rest, _measure(rest, 1.0)[0], box, rest_line, rest_size, 1.0, style)
            return
    scale = 1.0
    while span + circle_room > room and scale > 0.5:
        scale -= 0.05
        parts = _dice_parts(cell, total, scale, style)
        widths, span = _measure(parts, scale)
        value_size = parts[0][2]
        circle_room = value_size if cell.circled else 0.0
    baseline = box.y + box.height / 2 - DIGITS_MIDDLE * value_size
    _draw_parts(c, cell, parts, widths, box, baseline, value_size, scale, style)


def _draw_parts(c, cell: DiceCell, parts, widths: list[float], box: Box, baseline: float, line_size: float,
                scale: float, style: Style) -> None:
    """One line of a cell's parts, centred in ``box`` on ``baseline``; the value is circled or struck through."""
    circle_room = parts[0][2] if cell.circled and parts[0][0] == "value" else 0.0
    span = sum(widths) + 3 * scale * (len(parts) - 1) + circle_room
    cursor = box.x + (box.width - span) / 2 + circle_room / 2
    for (kind, text, size, font), width in zip(parts, widths):
        if kind == "marker":
            draw_marker(c, int(text), cursor, baseline, size, style)
        else:
            c.setFont(font, size)
            # beside the value, what was written sits a little higher, as a remark
            raised = kind == "wrote" and parts[0][0] == "value"
            c.drawString(cursor, baseline + (0.1 * line_size if raised else 0), text)
        if kind == "value" and cell.circled:
            circle_round(c, cursor + width / 2, baseline, width, size, style)
        if kind == "value" and cell.struck:
            strike(c, cursor + width / 2, baseline, width, size, style)
        cursor += width + 3 * scale + (circle_room / 2 if kind == "value" else 0)


@dataclass(frozen=True)
class _Side:
    """A Zombie side's line after the table: where its points come from, the sum, the total (circled if it wins)."""

    side: ZombieSide
    space_before: float = 0.0

    def _above(self, width: float, style: Style):
        """Where its points come from, on lines of their own when the whole line is wider than the page."""
        side, size, bold = self.side, style.key.result_size, style.bold_font
        # The total is 2 points larger, with room on its left for the circle round it.
        wanted = stringWidth(side.line, bold, size) + 6 + stringWidth(side.sum, style.font, size) + 6 \
            + stringWidth(side.total, bold, size + 2) + size + 2
        return None if wanted <= width else fit(side.line, bold, size, width, None, 99, even=False)

    def height(self, width: float, style: Style) -> float:
        above = self._above(width, style)
        return self.space_before + style.key.side_row + (above.below if above else 0.0)

    def draw(self, c, x: float, top: float, width: float, style: Style) -> None:
        side, size, bold = self.side, style.key.result_size, style.bold_font
        above = self._above(width, style)
        if above:  # many teams with long names: their line first, then the sum and the total
            top = above.draw_from(c, x, top - self.space_before) + self.space_before
        baseline = top - self.space_before - style.key.side_row / 2 - DIGITS_MIDDLE * size
        cursor = x
        for text, font in ((side.line, bold), (side.sum, style.font)):
            if text and not (above and text is side.line):
                c.setFont(font, size)
                c.drawString(cursor, baseline, text)
                cursor += stringWidth(text, font, size) + 6
        cursor += 0.5 * (size + 2)
        c.setFont(bold, size + 2)
        c.drawString(cursor, baseline, side.total)
        if side.wins:
            total_w = stringWidth(side.total, bold, size + 2)
            circle_round(c, cursor + total_w / 2, baseline, total_w, size + 2, style)


def _dice_footer(section: DiceSection, style: Style) -> list:
    look = style.key
    out: list = [_Side(side, space_before=look.gap if i == 0 else 0) for i, side in enumerate(section.sides)]
    out += _result(section.result, section.legend, style)
    out.append(Text(section.problems_heading, style.bold_font, look.body_size + 1.5, space_before=look.gap + 2,
                    keep_with_next=True))
    out += [Text(text, style.font, look.body_size, marker=n) for n, text in enumerate(section.problems, start=1)] \
        or [Text(section.no_problems, style.font, look.body_size)]
    return out + _notes(section.notes_heading, section.notes, style)


def _dice_column(columns: Sequence[int], width: float, style: Style) -> float:
    return min(style.key.dice_max_column, (width - style.key.dice_label) / len(columns))


def _dice_table(pages: Pages, section: DiceSection, columns: Sequence[int], rows: Sequence[tuple[DiceRow, float]],
                style: Style) -> None:
    lines = [Line(line.label, style.bold_font, style.label_size, style.key.dice_label_lines, height,
                  lambda p, box, line=line: _draw_dice_cell(pages.c, line.cells[p], line.kind == "total", box, style))
             for line, height in rows]
    heavy = {1} | {r + 1 for r, (line, _) in enumerate(rows) if line.rule_above}
    players_table(pages, section.box_column, section.columns, section.column_notes, columns, style.key.dice_label,
                  _dice_column(columns, pages.width, style), lines, frozenset(heavy))


def _row_height(needs: Sequence[float], room: float, least: float, most: float) -> float:
    """The height of a table's rows, within limits, that fills ``room`` as nearly as it goes; a row
    whose label needs more takes more."""
    for _ in range(20):
        middle = (least + most) / 2
        least, most = (middle, most) if sum(max(middle, need) for need in needs) <= room else (least, middle)
    return least


def _draw_dice(pages: Pages, section: DiceSection, style: Style) -> None:
    look, head = style.key, section.head
    labels, needs = _labels([row.label for row in section.rows], style.bold_font,
                            look.dice_label - 2 * style.padding, look.dice_label_lines)
    if any(label != row.label for label, row in zip(labels, section.rows)):
        section = replace(section, rows=tuple(replace(row, label=label) for row, label in zip(section.rows, labels)),
                          notes=(*section.notes, head.shortened))
    footer = _dice_footer(section, style)
    groups = shares(len(section.columns), look.dice_columns)
    again = (style.portrait, head, head.continued)
    for index, columns in enumerate(groups):
        pages.new(style.portrait, head, head.heading if index == 0 else head.continued)
        header = _header_row([section.columns[p] for p in columns], any(section.column_notes[p] for p in columns),
                             _dice_column(columns, pages.width, style), style)
        rows = list(zip(section.rows, needs))
        while rows:  # the rows that fit on this page, the rest under the heading again on the next
            space = pages.y - pages.bottom - header
            if max(look.dice_min_row, rows[0][1]) > space:
                raise _no_room(head, style)
            here = len(rows)
            while here > 1 and sum(max(look.dice_min_row, need) for _, need in rows[:here]) > space:
                here -= 1
            chunk, rows = rows[:here], rows[here:]
            below = flow_height(footer, pages.width, style) if index == len(groups) - 1 and not rows else 0.0
            row = _row_height([need for _, need in chunk], space - below, look.dice_min_row, look.dice_max_row)
            _dice_table(pages, section, columns, [(line, max(row, need)) for line, need in chunk], style)
            if rows:
                pages.new(*again)
    flow(pages, footer, again)


# --- class summary -----------------------------------------------------------------------


def _draw_summary(pages: Pages, summary: ClassSummary, style: Style) -> None:
    look = style.key
    pages.new(style.portrait, None, summary.heading, summary.line)
    widths = tuple(share * pages.width for share in look.summary_shares)

    REASON = 2  # a sheet not checked: why, from the winners' column to the right edge

    # A cell's text takes as many lines as it needs (a long name or file name broken where it must).
    def height(text: str, i: int, width: float) -> float:
        return fit(text, style.font, look.body_size, width - 2 * style.padding, None, 99, break_words=True).height

    def cell(text: str, i: int, box: Box) -> None:
        draw_in_box(pages.c, text, style.font, look.body_size, box, padding=style.padding, max_lines=99,
                    align="centre" if i == 4 else "left", break_words=True)

    heights = [max(look.summary_row, *(height(text, i, sum(widths[i:]) if n in summary.set_aside and i == REASON
                                              else widths[i]) + 2 * CELL_MARGIN
                                       for i, text in enumerate(line[:REASON + 1] if n in summary.set_aside else line)))
               for n, line in enumerate(summary.lines)]
    lines = list(zip(range(len(heights)), summary.lines, heights))
    while True:
        room, here = pages.y - pages.bottom - look.header_row, 0
        if lines[0][2] > room:  # on a page of its own: only names far beyond what a sheet holds
            raise LayoutError(f"{summary.heading}: the line of {lines[0][1][0]} is taller than a page; "
                              "shorten the players' names")
        while here < len(lines) and (here == 0 or lines[here][2] <= room):
            room -= lines[here][2]
            here += 1
        chunk, lines = lines[:here], lines[here:]
        table = Table(pages.x, pages.y, widths, (look.header_row, *(height for _, _, height in chunk)),
                      joined={r: REASON for r, (n, _, _) in enumerate(chunk, start=1) if n in summary.set_aside})

        def paint(r: int, i: int, box: Box) -> None:
            if r == 0:
                draw_in_box(pages.c, summary.columns[i], style.bold_font, look.header_size, box,
                            padding=style.padding)
            else:
                cell(chunk[r - 1][1][i], i, box)

        table.draw(pages.c, style, paint)
        if not lines:
            break
        pages.new(style.portrait, None, summary.continued, summary.line)


# --- documents ---------------------------------------------------------------------------


def check_key(model: CheckKeyModel, style: Style) -> Document:
    """The layout of ``model``: a section per sheet, then the class summary."""
    def draw(c) -> None:
        pages = Pages(c, style)
        for section in model.sections:
            if isinstance(section, PlaceValueSection):
                _draw_pv(pages, section, style)
            else:
                _draw_dice(pages, section, style)
        if model.summary is not None:
            _draw_summary(pages, model.summary, style)
        pages.finish()

    return Document(model.document_title, draw)


def write_check_key(verdicts: ClassVerdict, style: Style, path: str | Path, *,
                    inputs: Iterable[str | Path] = (), finished_game: bool = False) -> Path:
    """Build the key of ``verdicts`` and write it to ``path``, never over one of ``inputs``.

    The model is built first, so a name the font cannot print fails before any file is opened;
    a failure while drawing leaves no file behind.
    """
    return write_pdf(check_key(build_check_key(verdicts, finished_game=finished_game), style), style, path,
                     inputs=inputs)
