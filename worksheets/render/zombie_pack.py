"""A Zombie Yahtzee pack drawn from a ``ZombiePackModel``: team cards, the zombie card, the tally sheet.

Every page is portrait. A **team card** (one a page) has the card's table
beside the team's members and the tally of dice bought; its fixed part is one
form, and only the team's name and members are drawn on each page. The
**zombie card** has a column per game that counts. The **tally sheet** sums
survivors (a line per team) against zombies (a line per game) and ticks the
winner. The tables are the scorecards' own, so the pack looks like the other cards.
"""

from __future__ import annotations

from typing import Callable

from reportlab.pdfbase.pdfmetrics import stringWidth

from ..errors import LayoutError
from .kit import QR, Box, Document, Header, draw_field, draw_value, reuse, rows_that_fit
from .scorecards import card_table, draw_card_table, label_width, too_many_rows
from .style import Style
from .text import ASCENT, LEADING, draw_in_box, fit
from .zombie_pack_model import ZombiePackModel, ZombiePackOptions, build_zombie_pack

__all__ = ["build_zombie_pack", "zombie_pack", "ZombiePackOptions"]


def _paragraph(text: str, style: Style, width: float, max_lines: int, bold: bool = False):
    look = style.zombie
    return fit(text, style.bold_font if bold else style.font, look.body_size, width, None, max_lines, even=False)


def _header(style: Style, fields: int) -> Header:
    return Header(style.margin, style.height - style.margin, style.width - 2 * style.margin, style,
                  style.title_size, fields, code=True)


def _title(c, header: Header, heading: str, model: ZombiePackModel) -> None:
    """A page's title, and the pack's code with its QR code: every page rebuilds the pack."""
    header.draw_title(c, heading)
    header.draw_code(c, model.code_label, model.code, QR(model.code))


def _class_and_date(c, header: Header, model: ZombiePackModel, line: int) -> None:
    header.draw_fields(c, line, [(model.class_label, model.class_name), (model.date_label, model.date)])


def _team_cards(model: ZombiePackModel, style: Style) -> Callable:
    """Lay out the team card (raising ``LayoutError`` if it does not fit); returns its drawing function."""
    look, words, header = style.zombie, model.team_card, _header(style, 2)
    label = label_width(model.rows, style, style.card_label_column_max)
    top = header.bottom
    row = rows_that_fit(top - style.margin - style.card_header_row, len(model.rows), style)
    if row is None:
        raise too_many_rows(model.rules_source, "the team card's rows", style)
    table = card_table(style.margin, top, label, style.max_column, 1, style.card_header_row, row, model.rows)
    x = table.x + table.width + look.panel_gap
    width = header.x + header.width - x
    members = [top - look.section_size * LEADING - (n + 1) * look.member_line for n in range(model.member_lines)]
    # The dice bought, framed: its heading, how a die is bought, rows of tick boxes, the total.
    frame_top, inner = members[-1] - 1.75 * look.gap, width - 2 * look.frame_pad
    rule = _paragraph(words.dice_rule, style, inner, 5)
    tick = _paragraph(words.dice_tick, style, inner, 2)
    side = min(look.tick_max, (inner - (look.ticks_per_row - 1) * look.tick_gap) / look.ticks_per_row)
    rows = -(-model.dice_boxes // look.ticks_per_row)
    ticks_top = frame_top - look.frame_pad - look.section_size * LEADING - style.padding - rule.below - tick.below \
        - 3 * style.padding
    total_line = ticks_top - rows * side - (rows - 1) * look.tick_gap - style.field_row
    note = _paragraph(words.note, style, width, 4)
    if total_line - look.frame_pad - look.gap < table.top - table.height + note.below:
        raise LayoutError(f"{model.rules_source}: {model.member_lines} lines for names, the dice tally and the note "
                          f"do not fit beside the team card on a {style.paper} page; allow fewer students a team "
                          "or shorten the words in templates/sheets/zombie.j2")

    def draw(c) -> None:
        def fixed() -> None:
            _title(c, header, words.heading, model)
            header.draw_fields(c, 0, [(words.team_label, "")])
            _class_and_date(c, header, model, 1)
            draw_card_table(c, table, model.rows, style, "", (words.column,))
            fit(words.members_label, style.bold_font, look.section_size, width).draw_from(c, x, top)
            c.setLineWidth(style.field_weight)
            for line in members:
                c.line(x, line, x + width, line)
            c.setLineWidth(style.outline_weight)
            c.rect(x, total_line - look.frame_pad, width, frame_top - total_line + look.frame_pad, stroke=1, fill=0)
            left = x + look.frame_pad
            heading = fit(words.dice_heading, style.bold_font, look.section_size, inner)
            y = heading.draw_from(c, left, frame_top - look.frame_pad)
            y = tick.draw_from(c, left, rule.draw_from(c, left, y - style.padding) - 1.5 * style.padding)
            c.setLineWidth(style.grid_weight)
            for index in range(model.dice_boxes):
                row, column = divmod(index, look.ticks_per_row)
                c.rect(left + column * (side + look.tick_gap), ticks_top - (row + 1) * side - row * look.tick_gap,
                       side, side, stroke=1, fill=0)
            draw_field(c, style, words.dice_total, "", left, left + inner, total_line)
            note.draw_from(c, x, table.top - table.height + note.below)

        name_x = header.value_start(words.team_label)
        for team in model.teams:
            c.setPageSize(style.portrait)
            reuse(c, "team-card", style.portrait, fixed)
            draw_value(c, style, team.name, name_x, header.line_right(0), header.lines[0], style.bold_font,
                       look.team_name_size)
            for member, line in zip(team.members, members):
                draw_value(c, style, member, x, x + width, line)
            c.showPage()

    return draw


def _zombie_card(model: ZombiePackModel, style: Style) -> Callable:
    words, header = model.zombie_card, _header(style, 2)
    games = len(words.games)
    label = label_width(model.rows, style,
                        min(style.card_label_column_max, header.width - games * style.zombie.game_column))
    note = _paragraph(words.note, style, header.width, 2)
    top = header.bottom - note.below - 2 * style.padding
    column = (header.width - label) / games
    # Narrow columns get a taller heading row, so "Game 10" takes two lines at full size.
    widest = max(stringWidth(game, style.bold_font, style.header_size) for game in words.games)
    heading = style.card_header_row if widest <= column - 2 * style.padding else style.chart_header_row
    row = rows_that_fit(top - style.margin - heading, len(model.rows), style)
    if row is None:
        raise too_many_rows(model.rules_source, "the zombie card's rows", style)
    table = card_table(style.margin, top, label, column, games, heading, row, model.rows)

    def draw(c) -> None:
        c.setPageSize(style.portrait)
        _title(c, header, words.heading, model)
        header.draw_fields(c, 0, [(words.name_label, model.zombie)])
        _class_and_date(c, header, model, 1)
        note.draw_from(c, header.x, header.bottom)
        draw_card_table(c, table, model.rows, style, "", words.games)
        c.showPage()

    return draw


def _tally(model: ZombiePackModel, style: Style) -> Callable:
    look, tally, header = style.zombie, model.tally, _header(style, 1)
    content, gap = header.width, look.gap
    # The zombies' table takes what its words need; the survivors' the rest, for the members' names.
    zombie_label = label_width(tally.zombie_rows, style)
    survivor_label = content - look.tally_gutter - zombie_label - 2 * look.points_column
    body = look.body_size * LEADING
    result = 4 * body + 4.25 * gap + look.section_size * LEADING + look.result_box[1] + look.tick_box
    rows = max(len(tally.survivor_rows), len(tally.zombie_rows))
    row = rows_that_fit(header.bottom - style.margin - 1.75 * gap - result - style.chart_header_row, rows, style,
                        look.tally_max_row)
    if row is None:
        raise too_many_rows(model.rules_source, "the tally sheet's rows", style)
    survivors = card_table(style.margin, header.bottom, survivor_label, look.points_column, 1,
                           style.chart_header_row, row, tally.survivor_rows)
    zombies = card_table(survivors.x + survivors.width + look.tally_gutter, header.bottom, zombie_label,
                         look.points_column, 1, style.chart_header_row, row, tally.zombie_rows)
    tables = ((survivors, tally.survivor_rows, tally.survivors), (zombies, tally.zombie_rows, tally.zombies))

    def draw(c) -> None:
        def boxed(label: str, x: float, y: float) -> None:
            """A box to copy a side's points into, its side's name above it."""
            width, height = look.result_box
            fit(label, style.bold_font, look.section_size, width + 2 * gap).draw(
                c, x + width / 2, y + height + style.padding, "centre")
            c.setLineWidth(style.outline_weight)
            c.rect(x, y, width, height, stroke=1, fill=0)

        c.setPageSize(style.portrait)
        _title(c, header, tally.heading, model)
        _class_and_date(c, header, model, 0)
        for table, rows_, corner in tables:
            draw_card_table(c, table, rows_, style, corner, (tally.points_column,), hint_lines=99)
        x = style.margin
        y = min(table.top - table.height for table, _, _ in tables) - 1.75 * gap
        y = _paragraph(tally.compare_prompt, style, content, 1).draw_from(c, x, y) - gap
        # Survivors' points [box]   <   =   >   [box] Zombies' points, centred on the page.
        width, height = look.result_box
        signs = 3 * look.sign_size * 1.6
        left = x + (content - 2 * width - signs - 3.5 * gap) / 2
        bottom = y - look.section_size * LEADING - height
        boxed(tally.survivors, left, bottom)
        boxed(tally.zombies, left + width + signs + 3.5 * gap, bottom)
        for index, sign in enumerate("<=>"):
            fit(sign, style.bold_font, look.sign_size, signs).draw(
                c, left + width + 1.75 * gap + (index + 0.5) * signs / 3,
                bottom + (height - look.sign_size * ASCENT) / 2, "centre")
        y = _paragraph(tally.winner_prompt, style, content, 1, bold=True).draw_from(c, x, bottom - 1.5 * gap)
        y -= gap / 2
        share = content / len(tally.outcomes)
        for index, outcome in enumerate(tally.outcomes):
            c.setLineWidth(style.grid_weight * 1.5)
            c.rect(x + index * share, y - look.tick_box, look.tick_box, look.tick_box, stroke=1, fill=0)
            draw_in_box(c, outcome, style.font, style.value_size,
                        Box(x + index * share + look.tick_box, y - look.tick_box, share - look.tick_box - gap,
                            look.tick_box), padding=1.5 * style.padding, max_lines=1)
        y -= look.tick_box + 1.25 * gap
        for note in (tally.tie_note, tally.missing_note):
            y = _paragraph(note, style, content, 1).draw_from(c, x, y)
        c.showPage()

    return draw


def refuse_small_title(model: ZombiePackModel, style: Style) -> None:
    """``LayoutError`` when the rules file's title would head a new pack's pages below 8 pt (not asked when
    a code rebuilds a pack printed before)."""
    _header(style, 2).refuse_small_title((model.team_card.heading, model.zombie_card.heading, model.tally.heading),
                                         model.rules_title, model.rules_source, "a Zombie pack")


def zombie_pack(model: ZombiePackModel, style: Style) -> Document:
    """The layout of ``model``: team cards, the zombie card, the tally sheet. Raises ``LayoutError``
    when a page does not fit."""
    parts = [_team_cards(model, style), _zombie_card(model, style), _tally(model, style)]

    def draw(c) -> None:
        for part in parts:
            part(c)

    return Document(model.document_title, draw)
