"""Drawing place-value category cards with reportlab, and the document they open.

The renderer takes a finished ``PlaceValueCards`` (see ``place_value_model``)
and a ``Style`` and only places things.

- **Cards**: two side by side on a landscape page, cut down the dashed line
  (four a page would leave rows too low to write 4- to 6-digit numbers in).
  Each card: the title, the game number and sheet code with its QR code,
  name, class and date fields, the game's 9 categories with a large box for
  the number and a small one for X, a line for the player's points, and three
  short reminders (who goes first, a turn, how to win). Cards follow one
  another in game order; a page left with room gets a spare blank card of
  the last game.
- **Answer key**: after the cards, drawn by ``place_value_key``.

What every card shares (title, fields, reminders) is one reportlab form, and
what the cards of one game share (game, code, QR code, categories) is another;
only the names are drawn card by card. The canvas is in invariant mode, so the
same model gives the same bytes.
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO, Iterable

from reportlab.pdfbase.pdfmetrics import stringWidth

from ..errors import LayoutError
from .drawing import (
    Progress,
    new_canvas,
    ASCENT,
    DESCENT,
    block_height,
    draw_field,
    draw_in_box,
    draw_lines,
    draw_qr,
    draw_runs,
    draw_value,
    field_start,
    wrap_runs,
    wrap_text,
)
from .fonts import register_fonts
from .output import write_atomically
from .place_value_key import draw_keys
from .place_value_model import GameCards, PlaceValueCards
from .style import INCH, Style

#: Rows of a card: never lower than the style's ``min_row`` (a child's handwriting), never taller than this.
_MAX_CARD_ROW = 0.55 * INCH


@dataclass(frozen=True)
class _Sizes:
    """Type sizes and fixed lengths of a card."""

    title: float = 15
    game: float = 12
    code: float = 9.5
    category: float = 10.5
    header: float = 9.5
    reminder: float = 9
    qr: float = 1.05 * INCH  # quiet zone included: about 0.8 in of code
    header_row: float = 0.34 * INCH
    field_gap: float = 21  # from the game line down to the name line
    field_row: float = 0.36 * INCH  # from the name line down to the class line
    x_column: float = 0.42 * INCH
    digit: float = 0.26 * INCH  # number box width per digit
    number_extra: float = 0.42 * INCH  # number box width beyond the digits (commas, room to circle)
    number_min: float = 1.3 * INCH  # room for the column heading
    gutter: float = 0.5 * INCH  # between the two cards on a page


_SIZES = _Sizes()


# --- geometry --------------------------------------------------------------------------


@dataclass(frozen=True)
class _CardLayout:
    page: tuple[float, float]
    origins: tuple[tuple[float, float], ...]  # bottom-left corner of each card on a page, in reading order
    width: float
    height: float
    sizes: _Sizes
    title_baseline: float
    game_baseline: float
    name_line: float
    name_right: float  # the name line stops short of the QR code
    class_line: float
    table_top: float
    rows: int
    row_height: float
    points_line: float
    reminders: tuple  # lines of (word, font) from wrap_runs
    reminder_size: float

    @property
    def per_page(self) -> int:
        return len(self.origins)

    @property
    def table_bottom(self) -> float:
        return self.table_top - self.sizes.header_row - self.rows * self.row_height


def _card_layout(cards: PlaceValueCards, style: Style) -> _CardLayout:
    """Two cards side by side on a landscape page, the cut between them."""
    sizes = _SIZES
    margin = style.margin
    page = style.landscape
    width = (page[0] - 2 * margin - sizes.gutter) / 2
    height = page[1] - 2 * margin
    origins = ((margin, margin), (margin + width + sizes.gutter, margin))

    title_baseline = height - sizes.title * ASCENT
    game_baseline = title_baseline - sizes.title * DESCENT - 5 - sizes.game * ASCENT
    name_line = game_baseline - sizes.game * DESCENT - sizes.field_gap
    # The class and date line runs under the QR code: its text stays out of the code's quiet zone.
    class_line = min(name_line - sizes.field_row, height - sizes.qr - style.value_size)
    table_top = class_line - 10
    rows = max(len(game.categories) for game in cards.games)

    # Each reminder starts a line; all print at the smallest size any of them needs.
    runs = [((lead, style.bold_font), (text, style.font)) for lead, text in cards.words.reminders]
    size = min(wrap_runs(run, sizes.reminder, width, max_lines=2)[1] for run in runs)
    reminders = tuple(line for run in runs for line in wrap_runs(run, size, width, max_lines=2)[0])
    reminder_block = block_height(len(reminders), size)
    points_row = style.field_size + 10
    space = table_top - sizes.header_row - 6 - points_row - 6 - reminder_block
    row_height = min(space / rows, _MAX_CARD_ROW)
    if row_height < style.min_row:
        raise LayoutError(
            f"place-value cards do not fit on a {style.paper} page with rows tall enough to "
            f"write in ({style.min_row / INCH:.2f} in)"
        )
    table_bottom = table_top - sizes.header_row - rows * row_height
    return _CardLayout(page, origins, width, height, sizes, title_baseline, game_baseline, name_line,
                       width - sizes.qr - 8, class_line, table_top, rows, row_height,
                       table_bottom - 6 - points_row + 4, reminders, size)


# --- cards -----------------------------------------------------------------------------


def _frame_form(c, cards: PlaceValueCards, layout: _CardLayout, style: Style) -> str:
    """What every card shares: title, name, class and date fields, points line and reminders."""
    name = "pv-card"
    words = cards.words
    c.beginForm(name, lowerx=0, lowery=0, upperx=layout.width, uppery=layout.height)
    c.setFillColorRGB(0, 0, 0)
    c.setStrokeColorRGB(0, 0, 0)
    title_room = layout.name_right
    lines, size = wrap_text(words.heading, style.bold_font, layout.sizes.title, title_room, max_lines=1)
    draw_lines(c, 0, layout.title_baseline, lines, style.bold_font, size)
    draw_field(c, words.name, 0, layout.name_line, layout.name_right, style)
    middle = layout.width * 0.55
    draw_field(c, words.class_, 0, layout.class_line, middle - 12, style)
    draw_value(c, cards.class_name, field_start(words.class_, 0, style), layout.class_line, middle - 12, style)
    draw_field(c, words.date, middle, layout.class_line, layout.width, style)
    draw_value(c, cards.date, field_start(words.date, middle, style), layout.class_line, layout.width, style)
    points_x = layout.width - 1.6 * INCH
    draw_field(c, words.points, points_x, layout.points_line, layout.width, style)
    baseline = block_height(len(layout.reminders), layout.reminder_size) - layout.reminder_size * ASCENT
    draw_runs(c, 0, baseline, layout.reminders, layout.reminder_size)
    c.endForm()
    return name


def _game_form(c, game: GameCards, cards: PlaceValueCards, layout: _CardLayout, style: Style) -> str:
    """What the cards of one game share: game number, code, QR code and the categories table."""
    name = f"pv-game-{game.number}-{game.code}"
    sizes = layout.sizes
    c.beginForm(name, lowerx=0, lowery=0, upperx=layout.width, uppery=layout.height)
    c.setFillColorRGB(0, 0, 0)
    c.setStrokeColorRGB(0, 0, 0)
    c.setFont(style.bold_font, sizes.game)
    c.drawString(0, layout.game_baseline, game.label)
    code_x = stringWidth(game.label, style.bold_font, sizes.game) + 0.25 * INCH
    code_text = f"{cards.words.code} {game.code}"
    lines, size = wrap_text(code_text, style.font, sizes.code, layout.name_right - code_x, max_lines=1)
    draw_lines(c, code_x, layout.game_baseline, lines, style.font, size)
    draw_qr(c, game.code, layout.width - sizes.qr, layout.height - sizes.qr, sizes.qr)
    _draw_card_table(c, game, cards, layout, style)
    c.endForm()
    return name


def _draw_card_table(c, game: GameCards, cards: PlaceValueCards, layout: _CardLayout, style: Style) -> None:
    sizes = layout.sizes
    width, top, row = layout.width, layout.table_top, layout.row_height
    number_width = max(game.digits * sizes.digit + sizes.number_extra, sizes.number_min)
    x_left = width - sizes.x_column
    number_left = x_left - number_width
    header_bottom = top - sizes.header_row
    bottom = layout.table_bottom
    pad = style.padding

    draw_in_box(c, cards.words.category_column, style.bold_font, sizes.header, 0, header_bottom, number_left,
                sizes.header_row, padding=pad, max_lines=1)
    draw_in_box(c, game.number_column, style.bold_font, sizes.header, number_left, header_bottom, number_width,
                sizes.header_row, padding=pad, max_lines=1, align="centre")
    draw_in_box(c, cards.words.x_column, style.bold_font, sizes.header, x_left, header_bottom, sizes.x_column,
                sizes.header_row, padding=2, max_lines=1, align="centre")
    for index, phrase in enumerate(game.categories):
        row_bottom = header_bottom - (index + 1) * row
        draw_in_box(c, phrase, style.font, sizes.category, 0, row_bottom, number_left, row, padding=pad,
                    max_lines=2)
        if index:
            c.setLineWidth(style.grid_weight)
            c.line(0, row_bottom + row, width, row_bottom + row)
    c.setLineWidth(style.section_weight)
    c.line(0, header_bottom, width, header_bottom)
    c.line(number_left, top, number_left, bottom)
    c.setLineWidth(style.grid_weight)
    c.line(x_left, top, x_left, bottom)
    c.setLineWidth(style.outline_weight)
    c.rect(0, bottom, width, top - bottom, stroke=1, fill=0)


def _cut_line(c, layout: _CardLayout, style: Style) -> None:
    width, height = layout.page
    c.saveState()
    c.setLineWidth(style.cut_weight)
    c.setDash(4, 4)
    c.line(width / 2, style.margin, width / 2, height - style.margin)
    c.restoreState()


def _draw_cards(c, cards: PlaceValueCards, layout: _CardLayout, style: Style, progress: Progress | None) -> None:
    slots = list(cards.cards)
    last = cards.games[-1]
    slots += [(last, "")] * (-len(slots) % layout.per_page)  # spare blank cards fill the last page
    frame: str | None = None
    forms: dict[int, str] = {}
    for start in range(0, len(slots), layout.per_page):
        c.setPageSize(layout.page)
        if frame is None:
            frame = _frame_form(c, cards, layout, style)
        _cut_line(c, layout, style)
        for (x, y), (game, player) in zip(layout.origins, slots[start:start + layout.per_page]):
            if id(game) not in forms:
                forms[id(game)] = _game_form(c, game, cards, layout, style)
            c.saveState()
            c.translate(x, y)
            c.doForm(frame)
            c.doForm(forms[id(game)])
            draw_value(c, player, field_start(cards.words.name, 0, style), layout.name_line, layout.name_right, style)
            c.restoreState()
        c.showPage()
        if progress:
            progress(layout.per_page)


# --- documents -------------------------------------------------------------------------


def draw_place_value(cards: PlaceValueCards, style: Style, stream: BinaryIO, progress: Progress | None = None) -> None:
    """Write the PDF of ``cards`` (and its answer key, when asked for) to a binary stream.

    ``progress(n)`` hears of each page's n cards as it is drawn."""
    register_fonts()
    layout = _card_layout(cards, style)
    c = new_canvas(stream, layout.page, style, cards.document_title)
    _draw_cards(c, cards, layout, style, progress)
    if cards.with_key:
        draw_keys(c, cards, style)
    c.save()


def render_place_value(cards: PlaceValueCards, style: Style) -> bytes:
    """The PDF of ``cards`` as bytes."""
    buffer = io.BytesIO()
    draw_place_value(cards, style, buffer)
    return buffer.getvalue()


def write_place_value(cards: PlaceValueCards, style: Style, path: str | Path, *,
                      inputs: Iterable[str | Path] = (), create_folder: bool = False,
                      progress: Progress | None = None) -> Path:
    """Write the cards and their key to ``path`` in one file, atomically: both or nothing."""
    register_fonts()
    _card_layout(cards, style)  # a layout that does not fit fails before any file is opened
    return write_atomically(path, lambda stream: draw_place_value(cards, style, stream, progress),
                            inputs=inputs, create_folder=create_folder)
