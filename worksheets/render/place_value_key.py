"""Drawing the answer-key pages of place-value cards with reportlab.

Portrait pages, two games a page (one for 5- and 6-digit numbers, whose words
take two lines). Per game: its heading, code and settings, then a table with,
for each category, the greatest number any roll could make (in digits and in
words), an example of a valid number and the chance that one roll can fill
it. A game's key always sits in the same place (with two a page, odd games at
the top), so a key rebuilt from one code (``worksheets key CODE -o``) is the
printed key page for that game.
"""

from __future__ import annotations

from dataclasses import dataclass

from reportlab.pdfbase.pdfmetrics import stringWidth

from .drawing import ASCENT, CELL_MARGIN, DESCENT, LEADING, block_height, draw_in_box, draw_lines, wrap_text
from .place_value_model import GameCards, KeyLine, PlaceValueCards
from .style import INCH, Style

_MAX_KEY_ROW = 0.5 * INCH


#: Games a key page holds, by digit count: the words for 5- and 6-digit numbers need two lines and taller rows.
_KEYS_PER_PAGE = {3: 2, 4: 2, 5: 1, 6: 1}


@dataclass(frozen=True)
class _KeyLayout:
    x: float
    width: float
    block_height: float
    slots: tuple[float, ...]  # the top of each game's key on a page
    columns: tuple[float, float, float, float]  # category, greatest, example, chance
    heading_size: float = 13
    settings_size: float = 9.5
    header_size: float = 9
    header_row: float = 0.3 * INCH
    category_size: float = 9.5
    number_size: float = 11
    words_size: float = 8.5
    note_size: float = 7.5
    max_row: float = _MAX_KEY_ROW


def _key_layout(style: Style, per_page: int) -> _KeyLayout:
    width, height = style.portrait
    content = width - 2 * style.margin
    gap = 0.3 * INCH
    block = (height - 2 * style.margin - (per_page - 1) * gap) / per_page
    top = height - style.margin
    # A page of its own holds longer numbers: their words get more room, their rows more height.
    shares = (0.34, 0.34, 0.12, 0.20) if per_page > 1 else (0.30, 0.40, 0.11, 0.19)
    return _KeyLayout(style.margin, content, block, tuple(top - i * (block + gap) for i in range(per_page)),
                      tuple(share * content for share in shares),  # type: ignore[arg-type]
                      max_row=_MAX_KEY_ROW if per_page > 1 else 0.6 * INCH)


# --- answer key ------------------------------------------------------------------------


def _draw_greatest(c, line: KeyLine, x: float, bottom: float, width: float, height: float,
                   layout: _KeyLayout, style: Style) -> None:
    pad = style.padding
    number = layout.number_size
    words_room = height - 2 * CELL_MARGIN - number * LEADING
    lines, size = wrap_text(line.greatest_words, style.font, layout.words_size, width - 2 * pad, words_room, 2)
    block = number * (ASCENT + DESCENT) + (block_height(len(lines), size) if line.greatest_words else 0)
    baseline = bottom + (height + block) / 2 - number * ASCENT
    c.setFont(style.bold_font, number)
    c.drawString(x + pad, baseline, line.greatest)
    if line.greatest_words:
        draw_lines(c, x + pad, baseline - number * DESCENT - size * ASCENT - 1.5, lines, style.font, size)


def _draw_key_block(c, game: GameCards, cards: PlaceValueCards, layout: _KeyLayout, style: Style, top: float) -> None:
    x, width = layout.x, layout.width
    bottom = top - layout.block_height
    pad = style.padding
    heading_baseline = top - layout.heading_size * ASCENT
    code_text = f"{cards.words.code} {game.code}"
    code_width = stringWidth(code_text, style.bold_font, layout.settings_size)
    lines, size = wrap_text(game.key_heading, style.bold_font, layout.heading_size, width - code_width - 12,
                            max_lines=1)
    draw_lines(c, x, heading_baseline, lines, style.bold_font, size)
    c.setFont(style.bold_font, layout.settings_size)
    c.drawRightString(x + width, heading_baseline, code_text)
    settings_baseline = heading_baseline - layout.heading_size * DESCENT - 4 - layout.settings_size * ASCENT
    lines, size = wrap_text(game.key_settings, style.font, layout.settings_size, width, max_lines=1)
    draw_lines(c, x, settings_baseline, lines, style.font, size)

    note, note_size = wrap_text(cards.key_note, style.font, layout.note_size, width, max_lines=2)
    note_room = block_height(len(note), note_size) + 6
    table_top = settings_baseline - layout.settings_size * DESCENT - 7
    row = min((table_top - layout.header_row - note_room - bottom) / len(game.key), layout.max_row)
    table_bottom = table_top - layout.header_row - row * len(game.key)
    lefts = [x]
    for share in layout.columns[:-1]:
        lefts.append(lefts[-1] + share)
    header_bottom = table_top - layout.header_row
    for left, column_width, text in zip(lefts, layout.columns, cards.key_columns):
        draw_in_box(c, text, style.bold_font, layout.header_size, left, header_bottom, column_width,
                    layout.header_row, padding=pad, max_lines=2)
    for index, line in enumerate(game.key):
        row_bottom = header_bottom - (index + 1) * row
        draw_in_box(c, line.category, style.font, layout.category_size, lefts[0], row_bottom, layout.columns[0], row,
                    padding=pad, max_lines=3)
        _draw_greatest(c, line, lefts[1], row_bottom, layout.columns[1], row, layout, style)
        draw_in_box(c, line.example, style.font, layout.category_size, lefts[2], row_bottom, layout.columns[2], row,
                    padding=pad, max_lines=1, align="centre")
        draw_in_box(c, line.chance, style.font, layout.category_size, lefts[3], row_bottom, layout.columns[3], row,
                    padding=pad, max_lines=2, align="centre")
        if index:
            c.setLineWidth(style.grid_weight)
            c.line(x, row_bottom + row, x + width, row_bottom + row)
    c.setLineWidth(style.grid_weight)
    for left in lefts[1:]:
        c.line(left, table_top, left, table_bottom)
    c.setLineWidth(style.section_weight)
    c.line(x, header_bottom, x + width, header_bottom)
    c.setLineWidth(style.outline_weight)
    c.rect(x, table_bottom, width, table_top - table_bottom, stroke=1, fill=0)
    draw_lines(c, x, table_bottom - 6 - note_size * ASCENT, note, style.font, note_size)


def draw_keys(c, cards: PlaceValueCards, style: Style) -> None:
    """Each game's key in its own slot: game n of a class set in slot (n - 1) mod (keys a page)."""
    layouts = {n: _key_layout(style, n) for n in set(_KEYS_PER_PAGE.values())}
    used: int | None = None  # the last slot filled on the current page
    page_kind: int | None = None  # keys a page on the current page
    for game in cards.games:
        per_page = _KEYS_PER_PAGE[game.digits]
        layout = layouts[per_page]
        slot = (game.number - 1) % per_page
        if used is not None and (slot <= used or per_page != page_kind):
            c.showPage()
            used = None
        page_kind = per_page
        if used is None:
            c.setPageSize(style.portrait)
            c.setFillColorRGB(0, 0, 0)
            c.setStrokeColorRGB(0, 0, 0)
        _draw_key_block(c, game, cards, layout, style, layout.slots[slot])
        used = slot
    if used is not None:
        c.showPage()
