"""Place-value category cards drawn from a ``PlaceValueCards`` model, and the document they open.

Two cards side by side on a landscape page (four would leave rows too low to
write 4- to 6-digit numbers in). Each card: the title, the game and its sheet
code with its QR code, name, class and date fields, the game's categories with
a large box for the number and a small one for X, a line for the player's
points, and three short reminders. A page left with room gets a spare blank
card of the last game. The answer key follows (``place_value_key``).

What every card shares is one form, and what the cards of one game share
(game, code, QR code, categories) another; only the names are drawn card by card.
"""

from __future__ import annotations

from pathlib import Path
from typing import Iterable

from ..errors import LayoutError
from .kit import QR, Document, Header, Progress, Table, draw_field, draw_value, render_pdf, reuse, two_up, write_pdf
from .place_value_key import draw_keys
from .place_value_model import GameCards, PlaceValueCards
from .style import INCH, Style
from .text import ASCENT, Fitted, draw_in_box, fit


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


def render_place_value(cards: PlaceValueCards, style: Style, progress: Progress | None = None) -> bytes:
    return render_pdf(place_value(cards, style, progress), style)


def write_place_value(cards: PlaceValueCards, style: Style, path: str | Path, *,
                      inputs: Iterable[str | Path] = (), create_folder: bool = False,
                      progress: Progress | None = None) -> Path:
    """Write the cards and their key to ``path`` in one file: both or nothing."""
    return write_pdf(place_value(cards, style, progress), style, path, inputs=inputs, create_folder=create_folder)
