"""The answer-key pages of place-value cards: portrait, two games a page (one for 5- and 6-digit numbers).

Per game: its heading, code and settings, then for each category the greatest
number any roll could make (in digits and in words), an example and the
chance that one roll can fill it. A game's key always sits in the same place
(odd games at the top of a two-game page), so a key rebuilt from one code
(``worksheets key CODE -o``) is the printed key page for that game.
"""

from __future__ import annotations

from .kit import Box, Table, ink
from .place_value_model import GameCards, KeyLine, PlaceValueCards
from .style import Style
from .text import ASCENT, CELL_MARGIN, DESCENT, LEADING, draw_in_box, fit


def _greatest(c, line: KeyLine, box: Box, style: Style) -> None:
    """The greatest number in bold, and its words under it."""
    look, pad = style.pv, style.padding
    number = look.key_number_size
    words = fit(line.greatest_words, style.font, look.key_words_size, box.width - 2 * pad,
                box.height - 2 * CELL_MARGIN - number * LEADING, 2)
    block = number * (ASCENT + DESCENT) + (words.height if line.greatest_words else 0)
    baseline = box.y + (box.height + block) / 2 - number * ASCENT
    fit(line.greatest, style.bold_font, number, 1e9).draw(c, box.x + pad, baseline)
    words.draw(c, box.x + pad, baseline - number * DESCENT - style.hint_gap - words.size * ASCENT)


def _key(c, game: GameCards, cards: PlaceValueCards, style: Style, top: float, bottom: float, one: bool) -> None:
    look, x, width = style.pv, style.margin, style.width - 2 * style.margin
    baseline = top - look.key_heading_size * ASCENT
    code = fit(f"{cards.words.code} {game.code}", style.bold_font, style.code_text_size, width)
    fit(game.key_heading, style.bold_font, look.key_heading_size, width - code.width - 3 * style.padding).draw(
        c, x, baseline)
    code.draw(c, x + width, baseline, "right")
    baseline -= look.key_heading_size * DESCENT + style.padding + look.key_text_size * ASCENT
    fit(game.key_settings, style.font, look.key_text_size, width).draw(c, x, baseline)
    note = fit(cards.key_note, style.font, look.key_note_size, width, None, 2)
    table_top = baseline - look.key_text_size * DESCENT - look.gap
    space = table_top - look.key_header_row - note.height - look.gap - bottom
    row = min(space / len(game.key), look.key_max_row[0 if one else 1])
    table = Table(x, table_top, tuple(share * width for share in look.key_shares[0 if one else 1]),
                  (look.key_header_row, *[row] * len(game.key)))

    def paint(r: int, column: int, box: Box) -> None:
        if r == 0:
            draw_in_box(c, cards.key_columns[column], style.bold_font, look.key_header_size, box,
                        padding=style.padding)
            return
        line = game.key[r - 1]
        if column == 1:
            _greatest(c, line, box, style)
        else:
            text, lines = {0: (line.category, 3), 2: (line.example, 1), 3: (line.chance, 2)}[column]
            draw_in_box(c, text, style.font, look.key_text_size, box, padding=style.padding, max_lines=lines,
                        align="centre" if column else "left")

    table.draw(c, style, paint)
    note.draw_from(c, x, table_top - table.height - look.gap)


def draw_keys(c, cards: PlaceValueCards, style: Style) -> None:
    """Each game's key in its own slot: game n of a class set in slot (n - 1) mod (keys a page)."""
    look = style.pv
    used: int | None = None  # the last slot filled on the current page
    page_kind: int | None = None  # keys a page on the current page
    for game in cards.games:
        per_page = look.keys_per_page[game.digits]
        slot = (game.number - 1) % per_page
        if used is not None and (slot <= used or per_page != page_kind):
            c.showPage()
            used = None
        if used is None:
            c.setPageSize(style.portrait)
            ink(c)
        page_kind, used = per_page, slot
        block = (style.height - 2 * style.margin - (per_page - 1) * look.key_gap) / per_page
        top = style.height - style.margin - slot * (block + look.key_gap)
        _key(c, game, cards, style, top, top - block, per_page == 1)
    if used is not None:
        c.showPage()
