"""Yahtzee-family scorecards: student cards and group charts, drawn from a ``ScorecardModel``.

- **Student cards**: a column per game, two cards on a landscape page (one on
  a portrait page when the rule set has too many rows for half a page, or
  its hints do not fit on one line at 8 pt beside the games); a page left
  with room gets a blank spare.
- **Group chart** (seed 002): a column per player; more players than fit on a
  page are shared out evenly over further pages, each repeating the boxes.

The fixed part of a card or chart page is one form, drawn once; only the
names are drawn each time. The card table is shared with the Zombie pack.
"""

from __future__ import annotations

import math
from typing import Sequence

from reportlab.pdfbase.pdfmetrics import stringWidth

from ..errors import LayoutError
from .kit import QR, Box, Cards, Document, Header, Progress, Table, draw_value, one_up, reuse, rows_that_fit, two_up
from .scorecard_model import Row, ScorecardModel
from .style import MM, Style
from .text import ASCENT, CELL_MARGIN, DESCENT, SMALLEST, Fitted, block_height, draw_in_box, fit


# --- the card table, shared with the Zombie pack ---------------------------------------


def label_width(rows: Sequence[Row], style: Style, most: float = math.inf) -> float:
    """The width of the label column: what the widest box name or hint wants, at most ``most``, never less
    than the least label column."""
    widest = max(max(stringWidth(row.label, style.bold_font, style.label_size),
                     stringWidth(row.hint, style.font, style.hint_size)) for row in rows)
    return max(style.label_column_min, min(widest + 2 * style.padding, most))


def card_table(x: float, top: float, label: float, column: float, columns: int, header: float, row: float,
               rows: Sequence[Row]) -> Table:
    """Boxes down the left; a thick line under the headings and above each row that asks for one."""
    heavy = {1} | {index + 1 for index, row in enumerate(rows) if row.rule_above}
    return Table(x, top, (label, *[column] * columns), (header, *[row] * len(rows)), frozenset(heavy),
                 frozenset({1}))


def fit_label(label: str, hint: str, box: Box, style: Style, hint_lines: int = 2) -> tuple[Fitted, Fitted]:
    """A box's name and its hint as they fit a label cell of ``box``'s size."""
    inner = box.width - 2 * style.padding
    # In a low row the name gives way first, so that the hint still fits at the least size.
    # A word wider than the cell (a long name among a team's members) is broken before the hint shrinks.
    needs = fit(hint, style.font, SMALLEST, inner, None, hint_lines, break_words=True, hyphenate=True).height
    most = math.floor((box.height - 2 * CELL_MARGIN - style.hint_gap - needs) * 4) / 4
    name = fit(label, style.bold_font, min(style.label_size, max(SMALLEST, most)), inner)
    room = box.height - 2 * CELL_MARGIN - name.height - style.hint_gap
    return name, fit(hint, style.font, style.hint_size, inner, room, hint_lines, break_words=True, hyphenate=True)


def check_labels_fit(model: ScorecardModel, label: float, row: float, style: Style) -> None:
    """``LayoutError`` when a row's name or hint would be set below the least size: a rules file's long box
    name is refused, naming the file and how long a name fits, rather than printed too small to read."""
    cell = Box(0, 0, label, row)
    for line in model.rows:
        name, how = fit_label(line.label, line.hint, cell, style)
        if name.size < SMALLEST:
            fits = max(1, math.floor(len(line.label) * name.size / SMALLEST))
            raise LayoutError(f"{model.rules_source}: box name {line.label!r} is too long to print at "
                              f"{SMALLEST:g} pt on a {model.layout} ({style.paper} paper); about {fits} characters fit")
        if how.size < SMALLEST:
            raise LayoutError(f"{model.rules_source}: the {line.label} row's hint {line.hint!r} is too long to "
                              f"print at {SMALLEST:g} pt on a {model.layout} ({style.paper} paper); shorten the box names "
                              "it lists")


def draw_label(c, label: str, hint: str, box: Box, style: Style, hint_lines: int = 2) -> None:
    """A box's name in bold and, under it, how to score it."""
    name, how = fit_label(label, hint, box, style, hint_lines)
    baseline = box.top - (box.height - name.height - style.hint_gap - how.height) / 2 - name.size * ASCENT
    name.draw(c, box.x + style.padding, baseline)
    how.draw(c, box.x + style.padding, baseline - name.size * DESCENT - style.hint_gap - how.size * ASCENT)


def draw_card_table(c, table: Table, rows: Sequence[Row], style: Style, corner: str, headings: Sequence[str],
                    **label_options) -> None:
    """The corner word, the column headings, each row's name and hint, and the lines."""
    def paint(row: int, column: int, box: Box) -> None:
        if row == 0 and column == 0:
            draw_in_box(c, corner, style.bold_font, style.header_size, box, padding=style.padding, max_lines=1)
        elif row == 0 and column <= len(headings):
            draw_in_box(c, headings[column - 1], style.bold_font, style.header_size, box, padding=style.padding,
                        align="centre")
        elif row and column == 0:
            draw_label(c, rows[row - 1].label, rows[row - 1].hint, box, style, **label_options)

    table.draw(c, style, paint)


def too_many_rows(name: str, what: str, style: Style) -> LayoutError:
    return LayoutError(f"{name}: {what} do not fit on a {style.paper} page with rows tall enough to write in "
                       f"({style.min_row / 72:.2f} in); use a rule set with fewer boxes")


# --- student cards and group charts ----------------------------------------------------


def card_layout(model: ScorecardModel, style: Style) -> tuple[Cards, Header, Table]:
    """Where a student card goes and how its table is cut; ``LayoutError`` when it cannot be written on."""
    games, rows = len(model.games), model.rows
    # Two cards a landscape page, else one a portrait page: rows tall enough, score boxes wide enough,
    # and on two cards a page (rows too low for two lines) every hint on one line at its full size.
    one_line = label_width(rows, style)
    for cards, least_label in ((two_up(style), one_line), (one_up(style), style.label_column_min)):
        header = Header(0, cards.height, cards.width, style, style.card_title_size, code=True)
        row = rows_that_fit(header.bottom - style.card_header_row, len(rows), style)
        if row is not None and (cards.width - least_label) / games >= style.card_min_column:
            break
    else:
        if row is None:
            raise too_many_rows(model.rules_name, f"{len(rows)} rows", style)
        most = int((cards.width - style.label_column_min) // style.card_min_column)
        raise LayoutError(f"{games} games do not fit on a student card on {style.paper} paper with score boxes "
                          f"{style.card_min_column / MM:.0f} mm wide; at most {most} fit")
    label = one_line if len(cards.origins) == 2 else label_width(rows, style, style.card_label_column_max)
    label = min(label, cards.width - games * style.card_min_column)
    check_labels_fit(model, label, row, style)
    table = card_table(0, header.bottom, label, (cards.width - label) / games, games, style.card_header_row, row, rows)
    return cards, header, table


def _cards(model: ScorecardModel, style: Style, progress: Progress | None) -> Document:
    cards, header, table = card_layout(model, style)
    rows = model.rows
    name_x, name_end = header.value_start(model.name_label), header.line_right(0)
    class_x, class_end = header.first_value_span(1, model.class_label, 2)
    shared_class = "" if model.classes else model.class_name  # each student's own class, when they differ

    def draw(c) -> None:
        def fixed() -> None:
            header.draw_title(c, model.heading)
            header.draw_code(c, model.code_label, model.code, QR(model.code))
            header.draw_fields(c, 0, [(model.name_label, "")])
            header.draw_fields(c, 1, [(model.class_label, shared_class), (model.date_label, model.date)])
            draw_card_table(c, table, rows, style, "", model.games)

        def name(card: tuple[str, str], x: float, y: float) -> None:
            student, own_class = card
            draw_value(c, style, student, name_x, name_end, header.lines[0], origin=(x, y))
            draw_value(c, style, own_class, class_x, class_end, header.lines[1], origin=(x, y))

        names = model.names or [""] * len(cards.origins)
        classes = model.classes or [""] * len(names)
        cards.draw_on_form(c, style, "scorecard", fixed, list(zip(names, classes)), name, ("", ""), progress)

    return Document(model.document_title, draw)


#: Most lines a player's name takes over a chart's column (a 40-letter name in a narrow column at 8 pt).
NAME_LINES_MOST = 6


def _chart(model: ScorecardModel, style: Style) -> Document:
    width, height = style.portrait
    per_page = style.chart_players_per_page
    names = model.names or ("",) * per_page
    # As few pages as hold everyone, shared out evenly: 31 players are 6, 5, 5, 5, 5, 5, never 6 pages and 1.
    count = math.ceil(len(names) / per_page)
    small, extra = divmod(len(names), count)
    ends = [sum(small + (page < extra) for page in range(upto)) for upto in range(count + 1)]
    pages = [names[start:end] for start, end in zip(ends, ends[1:])]
    content = width - 2 * style.margin
    header = _chart_header(style)
    qr = QR(model.code)
    # The label column takes what the players' columns leave, between its limits.
    widest = max(len(page) for page in pages)
    room = max(style.chart_label_column_max, content - widest * style.max_column)
    label = label_width(model.rows, style, room)
    column = min(style.max_column, (content - label) / widest)
    # The names' row grows until every name fits at 8 pt or more, a long word broken only at 8 pt.
    lines = max(len(fit(name, style.font, SMALLEST, column - 2 * style.padding, None, NAME_LINES_MOST,
                        break_words=True, hyphenate=True).lines) for name in names)
    name_row = max(style.chart_header_row, block_height(lines, SMALLEST) + 2 * CELL_MARGIN)
    row = rows_that_fit(header.bottom - style.margin - name_row, len(model.rows), style)
    if row is None:
        raise too_many_rows(model.rules_name, f"{len(model.rows)} rows", style)
    check_labels_fit(model, label, row, style)

    def draw(c) -> None:
        for page in pages:
            c.setPageSize(style.portrait)
            left = style.margin + (content - label - len(page) * column) / 2
            table = card_table(left, header.bottom, label, column, len(page), name_row, row, model.rows)

            def fixed() -> None:
                header.draw_title(c, model.heading)
                header.draw_code(c, model.code_label, model.code, qr)
                header.draw_fields(c, 0, [(model.class_label, model.class_name), (model.date_label, model.date)])
                draw_card_table(c, table, model.rows, style, model.players_label, ())

            reuse(c, f"chart-{len(page)}", style.portrait, fixed)
            for index, player in enumerate(page):
                draw_in_box(c, player, style.font, style.value_size, table.cell(0, index + 1),
                            padding=style.padding, max_lines=max(3, lines), align="centre", break_words=True,
                            hyphenate=True)
            c.showPage()

    return Document(model.document_title, draw)


def _chart_header(style: Style) -> Header:
    width, height = style.portrait
    return Header(style.margin, height - style.margin, width - 2 * style.margin, style, style.title_size, fields=1,
                  code=True)


def refuse_small_title(model: ScorecardModel, style: Style) -> None:
    """``LayoutError`` when the rules file's title would head new sheets below 8 pt. Not asked when a
    code rebuilds sheets printed before, which must come out as they were."""
    header = _chart_header(style) if model.layout == "chart" else card_layout(model, style)[1]
    sheet = "a group chart" if model.layout == "chart" else "a student card"
    header.refuse_small_title((model.heading,), model.rules_title, model.rules_source, sheet)


def scorecards(model: ScorecardModel, style: Style, progress: Progress | None = None) -> Document:
    """The layout of ``model``; ``progress(n)`` hears of each page's n cards. Raises ``LayoutError``
    when the rows do not fit."""
    return _chart(model, style) if model.layout == "chart" else _cards(model, style, progress)

