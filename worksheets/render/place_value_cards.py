"""Place-value category cards drawn from a ``PlaceValueCards`` model, and the document they open.

Two cards side by side on a landscape page (four would leave rows too low to
write 4- to 6-digit numbers in). Each card: the title, the game and its sheet
code with its QR code, name, class and date fields, the game's categories with
a large box for the number and a small one for X, a line for the player's
points, and three short reminders. A page left with room gets a spare blank
card of the last game. What every card shares is one form, and what the cards
of one game share (game, code, QR code, categories) another; only the names are
drawn card by card.

The answer key follows: portrait pages, two games a page (one for 5- and
6-digit numbers). Per game: its heading, code and settings, then for each
category the greatest number any roll could make (in digits and in words), an
example and the chance that one roll can fill it. A game's key always sits in
the same place (odd games at the top of a two-game page), so a key rebuilt from
one code (``worksheets key CODE -o``) is the printed key page for that game.
"""

from __future__ import annotations

from ..errors import LayoutError
from .kit import QR, Box, Document, Header, Progress, Table, draw_field, draw_value, ink, reuse, two_up
from .place_value_model import GameCards, KeyLine, PlaceValueCards
from .style import INCH, Style
from .text import ASCENT, CELL_MARGIN, DESCENT, LEADING, Fitted, draw_in_box, fit


def place_value(cards: PlaceValueCards, style: Style, progress: Progress | None = None) -> Document:
    """The layout of ``cards`` (and the key, when asked for); raises ``LayoutError`` when rows do not fit."""
    look, words, two = style.pv, cards.words, two_up(style)
    header = Header(0, two.height, two.width, style, style.card_title_size, code=True)
    # Each reminder starts a line; all print at the smallest size any of them needs.
    runs = [((lead, style.bold_font), (text, style.font)) for lead, text in words.reminders]
    size = min(fit(run, style.font, look.reminder_size, two.width, None, 2, even=False).size for run in runs)
    reminders = Fitted(tuple(line for run in runs for line in fit(run, style.font, size, two.width, None, 2,
                                                                   even=False).lines), size)
    points_row = style.field_size + 2.5 * style.padding
    rows = max(len(game.categories) for game in cards.games)
    space = header.bottom - style.card_header_row - 2 * look.gap - points_row - reminders.height
    row = min(space / rows, look.max_row)
    if row < style.min_row:
        raise LayoutError(f"place-value cards do not fit on a {style.paper} page with rows tall enough to "
                          f"write in ({style.min_row / INCH:.2f} in)")
    bottom = header.bottom - style.card_header_row - rows * row
    points_line = bottom - look.gap - points_row + style.padding
    name_x = header.value_start(words.name)

    def table(game: GameCards) -> Table:
        number = max(game.digits * look.digit + look.number_extra, look.number_min)
        return Table(0, header.bottom, (two.width - number - look.x_column, number, look.x_column),
                     (style.card_header_row, *[row] * rows), heavy_columns=frozenset({1}))

    def draw(c) -> None:
        def frame() -> None:
            header.draw_title(c, words.heading)
            header.draw_fields(c, 0, [(words.name, "")])
            header.draw_fields(c, 1, [(words.class_, cards.class_name), (words.date, cards.date)])
            draw_field(c, style, words.points, "", two.width - look.points_width, two.width, points_line)
            reminders.draw(c, 0, reminders.height - size * ASCENT)

        def game_part(game: GameCards) -> None:
            header.draw_code(c, game.label, f"{words.code} {game.code}", QR(game.code))
            headings = (words.category_column, game.number_column, words.x_column)

            def paint(r: int, column: int, box) -> None:
                if r == 0:
                    draw_in_box(c, headings[column], style.bold_font, style.header_size, box, max_lines=1,
                                padding=style.padding if column < 2 else 2, align="centre" if column else "left")
                elif column == 0 and r <= len(game.categories):
                    draw_in_box(c, game.categories[r - 1], style.font, look.category_size, box, padding=style.padding)

            table(game).draw(c, style, paint)

        def card(slot: tuple[GameCards, str]) -> None:
            game, player = slot
            reuse(c, "pv-card", (two.width, two.height), frame)
            reuse(c, f"pv-game-{game.number}-{game.code}", (two.width, two.height), lambda: game_part(game))
            draw_value(c, style, player, name_x, header.line_right(0), header.lines[0])

        two.draw(c, style, cards.cards, card, (cards.games[-1], ""), progress)
        if cards.with_key:
            draw_keys(c, cards, style)

    return Document(cards.document_title, draw)


# --- the answer key ------------------------------------------------------------------


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
    # The heading names the game's players: long names wrap onto a second or third line.
    heading = fit(game.key_heading, style.bold_font, look.key_heading_size, width - code.width - 3 * style.padding,
                  None, 3)  # wrapped after the colon first: "… answer key:" / "Game 1 (Ana and Ben)"
    heading.draw(c, x, baseline)
    code.draw(c, x + width, baseline, "right")
    baseline -= (len(heading.lines) - 1) * heading.size * LEADING
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
