"""Drawing Yahtzee-family scorecards with reportlab: group charts and student cards.

The renderer takes a finished ``ScorecardModel`` (see ``scorecard_model``) and
a ``Style`` and only places things: it decides nothing about the game.

- **Group chart** (seed 002): the boxes down the left, one column per player,
  on portrait pages; more players than fit on a page continue on further
  pages, shared out evenly, each page repeating the boxes.
- **Student cards**: one card per student, a column per game. Two cards sit
  side by side on a landscape page (cut down the dashed line); a rule set
  with too many rows for half a page gets one portrait card a page. A page
  left with room for a card gets a blank one, for a spare.

The fixed part of a card or a chart page (lines, words, class and date) is
drawn once as a reportlab form and reused; only the names are drawn each
time. The canvas is in invariant mode, so the same model gives the same bytes.
"""

from __future__ import annotations

import io
import math
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO, Iterable, Sequence

from reportlab.pdfbase.pdfmetrics import stringWidth

from ..errors import LayoutError
from .drawing import ASCENT as _ASCENT
from .drawing import CELL_MARGIN as _CELL_MARGIN
from .drawing import DESCENT as _DESCENT
from .drawing import LEADING as _LEADING
from .drawing import Progress, new_canvas
from .fonts import register_fonts
from .output import write_atomically
from .scorecard_model import Row, ScorecardModel
from .style import Style

_GAP = 1.0  # between a box's name and its hint


# --- text that fits --------------------------------------------------------------------


def fit_text(
    text: str, font: str, size: float, width: float, height: float | None = None, max_lines: int = 1,
) -> tuple[tuple[str, ...], float]:
    """Lines and a font size at which ``text`` fits ``width`` (and ``height``).

    Text that fits on one line at ``size`` stays so. Otherwise, with
    ``max_lines`` 2, it is broken into two lines when that lets it print
    larger than one shrunk line would. Text is never cut, only made smaller.
    """
    def capped(candidate: float, lines: int) -> float:
        if height is not None:
            candidate = min(candidate, height / (lines * _LEADING))
        return math.floor(min(size, candidate) * 4) / 4

    one = capped(width / max(stringWidth(text, font, 1.0), 0.01), 1)
    if one >= size or max_lines < 2 or " " not in text.strip():
        return (text,), one
    # Two lines: the largest size any break allows; among breaks that reach it,
    # one after a colon or before a plus sign, else the longest first line.
    best: tuple[float, bool, int, tuple[str, ...]] | None = None
    words = text.split(" ")
    for cut in range(1, len(words)):
        first, second = " ".join(words[:cut]).strip(), " ".join(words[cut:]).strip()
        if not first or not second:
            continue
        widest = max(stringWidth(first, font, 1.0), stringWidth(second, font, 1.0))
        two = capped(width / max(widest, 0.01), 2)
        natural = first.endswith(":") or second.startswith("+")
        candidate = (two, natural, cut, (first, second))
        if best is None or candidate[:3] > best[:3]:
            best = candidate
    if best is not None and best[0] > one:
        return best[3], best[0]
    return (text,), one


# --- geometry --------------------------------------------------------------------------


@dataclass(frozen=True)
class _Table:
    """Where a table of rows and columns sits, in the coordinates it is drawn in."""

    x: float
    top: float
    label_width: float
    column_width: float
    columns: int
    header_height: float
    row_height: float
    rows: tuple[Row, ...]

    @property
    def width(self) -> float:
        return self.label_width + self.columns * self.column_width

    @property
    def height(self) -> float:
        return self.header_height + len(self.rows) * self.row_height

    def column_x(self, index: int) -> float:
        return self.x + self.label_width + index * self.column_width


def _label_width_wanted(rows: Sequence[Row], style: Style) -> float:
    widest = max(max(stringWidth(row.label, style.bold_font, style.label_size),
                     stringWidth(row.hint, style.font, style.hint_size)) for row in rows)
    return widest + 2 * style.padding


def _row_height(space: float, rows: int, style: Style) -> float | None:
    """The row height that fills ``space``, within the style's limits; None if rows do not fit."""
    height = space / rows
    if height < style.min_row:
        return None
    return min(height, style.max_row)


@dataclass(frozen=True)
class _CardLayout:
    page: tuple[float, float]
    origins: tuple[tuple[float, float], ...]  # bottom-left corner of each card on a page
    width: float
    height: float
    title_baseline: float
    name_line: float
    fields_line: float
    name_value_x: float
    table: _Table

    @property
    def per_page(self) -> int:
        return len(self.origins)


def _value_start(label: str, x: float, style: Style) -> float:
    """Where the writing line of a field starts, after its printed label."""
    return x + stringWidth(label, style.bold_font, style.field_size) + 6


def _too_many_rows(model: ScorecardModel, style: Style) -> LayoutError:
    return LayoutError(
        f"{model.rules_name}: {len(model.rows)} rows do not fit on a {style.paper} page with rows tall enough "
        f"to write in ({style.min_row / 72:.2f} in); use a rule set with fewer boxes"
    )


def _card_layout(model: ScorecardModel, style: Style) -> _CardLayout:
    games = len(model.games)
    rows = len(model.rows)
    landscape_w, landscape_h = style.landscape
    portrait_w, portrait_h = style.portrait
    options = (  # two cards side by side on a landscape page, else one card on a portrait page
        (style.landscape, (landscape_w - 2 * style.margin - style.card_gutter) / 2, landscape_h - 2 * style.margin, 2),
        (style.portrait, portrait_w - 2 * style.margin, portrait_h - 2 * style.margin, 1),
    )
    for page, width, height, per_page in options:
        name_line = height - style.card_title_size * 1.45 - style.field_row + 4
        fields_line = name_line - style.field_row
        table_top = fields_line - 10
        row_height = _row_height(table_top - style.card_header_row, rows, style)
        if row_height is None:
            continue
        if per_page == 2:
            origins = ((style.margin, style.margin), (style.margin + width + style.card_gutter, style.margin))
        else:
            origins = ((style.margin, style.margin),)
        wanted = _label_width_wanted(model.rows, style)
        label_width = max(style.label_column_min, min(wanted, style.card_label_column_max))
        label_width = min(label_width, width - games * style.min_column)
        column_width = (width - label_width) / games
        table = _Table(0.0, table_top, label_width, column_width, games, style.card_header_row, row_height,
                       model.rows)
        return _CardLayout(page, origins, width, height, height - style.card_title_size * _ASCENT,
                           name_line, fields_line, _value_start(model.name_label, 0, style), table)
    raise _too_many_rows(model, style)


@dataclass(frozen=True)
class _ChartLayout:
    title_baseline: float
    fields_line: float
    pages: tuple[tuple[str, ...], ...]  # the names on each page ("" for a column left blank)
    label_width: float
    column_width: float
    table_top: float
    header_height: float
    row_height: float


def _chart_layout(model: ScorecardModel, style: Style) -> _ChartLayout:
    width, height = style.portrait
    per_page = style.chart_players_per_page
    names = model.names or ("",) * per_page
    sheets = math.ceil(len(names) / per_page)
    share = math.ceil(len(names) / sheets)
    pages = tuple(names[i:i + share] for i in range(0, len(names), share))

    top = height - style.margin
    title_baseline = top - style.title_size * _ASCENT
    fields_line = top - style.title_size * 1.3 - style.field_row + 4
    table_top = fields_line - 12
    space = table_top - style.margin - style.chart_header_row
    row_height = _row_height(space, len(model.rows), style)
    if row_height is None:
        raise _too_many_rows(model, style)
    # The label column takes what the players' columns leave, between its limits.
    content = width - 2 * style.margin
    widest = max(len(page) for page in pages)
    room = max(style.chart_label_column_max, content - widest * style.max_column)
    label_width = max(style.label_column_min, min(_label_width_wanted(model.rows, style), room))
    column_width = min(style.max_column, (content - label_width) / widest)
    return _ChartLayout(title_baseline, fields_line, pages, label_width, column_width, table_top,
                        style.chart_header_row, row_height)


# --- drawing ---------------------------------------------------------------------------


def _draw_lines(c, x: float, baseline: float, lines: Sequence[str], font: str, size: float,
                centre: bool = False) -> None:
    c.setFont(font, size)
    for index, line in enumerate(lines):
        y = baseline - index * size * _LEADING
        if centre:
            c.drawCentredString(x, y, line)
        else:
            c.drawString(x, y, line)


def _draw_centred_in(c, text: str, font: str, size: float, x: float, bottom: float,
                     width: float, height: float, style: Style, max_lines: int = 2) -> None:
    """``text`` centred in a box, shrunk or broken into two lines to fit."""
    lines, size = fit_text(text, font, size, width - 2 * style.padding, height - 2 * _CELL_MARGIN, max_lines)
    block = size * (_ASCENT + (len(lines) - 1) * _LEADING)
    baseline = bottom + (height + block) / 2 - size * _ASCENT
    _draw_lines(c, x + width / 2, baseline, lines, font, size, centre=True)


def _draw_label_cell(c, row: Row, x: float, row_top: float, table: _Table, style: Style) -> None:
    inner = table.label_width - 2 * style.padding
    label_lines, label_size = fit_text(row.label, style.bold_font, style.label_size, inner)
    room = table.row_height - 2 * _CELL_MARGIN - label_size * (_ASCENT + _DESCENT) - _GAP
    hint_lines, hint_size = fit_text(row.hint, style.font, style.hint_size, inner,
                                     room, max_lines=2)
    hint_block = hint_size * (_ASCENT + _DESCENT + (len(hint_lines) - 1) * _LEADING)
    block = label_size * (_ASCENT + _DESCENT) + _GAP + hint_block
    label_baseline = row_top - (table.row_height - block) / 2 - label_size * _ASCENT
    _draw_lines(c, x + style.padding, label_baseline, label_lines, style.bold_font, label_size)
    hint_baseline = label_baseline - label_size * _DESCENT - _GAP - hint_size * _ASCENT
    _draw_lines(c, x + style.padding, hint_baseline, hint_lines, style.font, hint_size)


def _draw_table(c, table: _Table, style: Style, corner: str, headers: Sequence[str] | None) -> None:
    """The corner word, the column headings (if given), each row's label and hint, and the lines."""
    x, top = table.x, table.top
    right, bottom = x + table.width, top - table.height
    header_bottom = top - table.header_height
    c.setStrokeColorRGB(0, 0, 0)
    c.setFillColorRGB(0, 0, 0)

    corner_size = fit_text(corner, style.bold_font, style.header_size, table.label_width - 2 * style.padding)[1]
    c.setFont(style.bold_font, corner_size)
    c.drawString(x + style.padding, header_bottom + (table.header_height - corner_size * _ASCENT) / 2, corner)
    for column, text in enumerate(headers or ()):
        _draw_centred_in(c, text, style.bold_font, style.header_size, table.column_x(column), header_bottom,
                         table.column_width, table.header_height, style)

    for index, row in enumerate(table.rows):
        row_top = header_bottom - index * table.row_height
        if index:
            previous = table.rows[index - 1]
            heavy = row.section != previous.section or (row.kind != "box" and previous.kind == "box")
            c.setLineWidth(style.section_weight if heavy else style.grid_weight)
            c.line(x, row_top, right, row_top)
        _draw_label_cell(c, row, x, row_top, table, style)

    c.setLineWidth(style.grid_weight)
    for column in range(1, table.columns):
        column_x = table.column_x(column)
        c.line(column_x, top, column_x, bottom)
    c.setLineWidth(style.section_weight)
    c.line(x, header_bottom, right, header_bottom)
    c.line(x + table.label_width, top, x + table.label_width, bottom)
    c.setLineWidth(style.outline_weight)
    c.rect(x, bottom, table.width, table.height, stroke=1, fill=0)


def _draw_field(c, label: str, value: str, x: float, line_y: float, right: float, style: Style) -> None:
    """A printed label and the line a value is written on; ``value`` printed on it when given."""
    c.setFont(style.bold_font, style.field_size)
    c.drawString(x, line_y + 3, label)
    start = _value_start(label, x, style)
    c.setLineWidth(style.field_weight)
    c.line(start, line_y, right, line_y)
    if value:
        _draw_value(c, value, start + 3, line_y, right, style)


def _draw_value(c, value: str, x: float, line_y: float, right: float, style: Style) -> None:
    (line,), size = fit_text(value, style.font, style.value_size, right - x - 3)
    c.setFont(style.font, size)
    c.drawString(x, line_y + 3, line)


def _draw_title(c, text: str, x: float, baseline: float, width: float, size: float, style: Style) -> None:
    (line,), size = fit_text(text, style.bold_font, size, width)
    c.setFont(style.bold_font, size)
    c.drawString(x, baseline, line)


def _draw_class_and_date(c, model: ScorecardModel, x: float, line_y: float, width: float, style: Style) -> None:
    middle = x + width * 0.55
    _draw_field(c, model.class_label, model.class_name, x, line_y, middle - 12, style)
    _draw_field(c, model.date_label, model.date, middle, line_y, x + width, style)


def _card_form(c, model: ScorecardModel, layout: _CardLayout, style: Style) -> str:
    name = "scorecard"
    c.beginForm(name, lowerx=0, lowery=0, upperx=layout.width, uppery=layout.height)
    c.setFillColorRGB(0, 0, 0)
    _draw_title(c, model.heading, 0, layout.title_baseline, layout.width, style.card_title_size, style)
    _draw_field(c, model.name_label, "", 0, layout.name_line, layout.width, style)
    _draw_class_and_date(c, model, 0, layout.fields_line, layout.width, style)
    _draw_table(c, layout.table, style, "", model.games)
    c.endForm()
    return name


def _draw_cards(c, model: ScorecardModel, style: Style, progress: Progress | None) -> None:
    layout = _card_layout(model, style)
    names = list(model.names) or [""] * layout.per_page
    names += [""] * (-len(names) % layout.per_page)
    form = None
    for start in range(0, len(names), layout.per_page):
        c.setPageSize(layout.page)
        if form is None:
            form = _card_form(c, model, layout, style)
        if layout.per_page == 2:
            middle = layout.page[0] / 2
            c.saveState()
            c.setLineWidth(style.cut_weight)
            c.setDash(4, 4)
            c.line(middle, style.margin, middle, layout.page[1] - style.margin)
            c.restoreState()
        for (x, y), student in zip(layout.origins, names[start:start + layout.per_page]):
            c.saveState()
            c.translate(x, y)
            c.doForm(form)
            if student:
                _draw_value(c, student, layout.name_value_x + 3, layout.name_line, layout.width, style)
            c.restoreState()
        c.showPage()
        if progress:
            progress(layout.per_page)


def _chart_form(c, model: ScorecardModel, layout: _ChartLayout, table: _Table, style: Style) -> str:
    name = f"chart-{table.columns}"
    width, height = style.portrait
    c.beginForm(name, lowerx=0, lowery=0, upperx=width, uppery=height)
    c.setFillColorRGB(0, 0, 0)
    content = width - 2 * style.margin
    _draw_title(c, model.heading, style.margin, layout.title_baseline, content, style.title_size, style)
    _draw_class_and_date(c, model, style.margin, layout.fields_line, content, style)
    _draw_table(c, table, style, model.players_label, None)
    c.endForm()
    return name


def _draw_chart(c, model: ScorecardModel, style: Style) -> None:
    layout = _chart_layout(model, style)
    width, _ = style.portrait
    content = width - 2 * style.margin
    column_width = layout.column_width
    forms: dict[int, tuple[str, _Table]] = {}
    for page in layout.pages:
        c.setPageSize(style.portrait)
        columns = len(page)
        if columns not in forms:
            table_width = layout.label_width + columns * column_width
            table = _Table(style.margin + (content - table_width) / 2, layout.table_top, layout.label_width,
                           column_width, columns, layout.header_height, layout.row_height, model.rows)
            forms[columns] = (_chart_form(c, model, layout, table, style), table)
        form, table = forms[columns]
        c.doForm(form)
        header_bottom = table.top - table.header_height
        for column, player in enumerate(page):
            if player:
                _draw_centred_in(c, player, style.font, style.value_size,
                                 table.column_x(column), header_bottom, table.column_width,
                                 table.header_height, style)
        c.showPage()


# --- documents -------------------------------------------------------------------------


def _check_fits(model: ScorecardModel, style: Style) -> None:
    if model.layout == "chart":
        _chart_layout(model, style)
    else:
        _card_layout(model, style)


def draw_scorecards(model: ScorecardModel, style: Style, stream: BinaryIO, progress: Progress | None = None) -> None:
    """Write the PDF of ``model`` to a binary stream; ``progress(n)`` hears of each page's n cards."""
    register_fonts()
    _check_fits(model, style)
    first = style.portrait if model.layout == "chart" else style.landscape
    c = new_canvas(stream, first, style, model.document_title)
    if model.layout == "chart":
        _draw_chart(c, model, style)
    else:
        _draw_cards(c, model, style, progress)
    c.save()


def render_scorecards(model: ScorecardModel, style: Style) -> bytes:
    """The PDF of ``model`` as bytes."""
    buffer = io.BytesIO()
    draw_scorecards(model, style, buffer)
    return buffer.getvalue()


def write_scorecards(model: ScorecardModel, style: Style, path: str | Path, *,
                     inputs: Iterable[str | Path] = (), create_folder: bool = False,
                     progress: Progress | None = None) -> Path:
    """Write the PDF of ``model`` to ``path`` atomically; nothing is written if anything fails."""
    register_fonts()
    _check_fits(model, style)
    return write_atomically(path, lambda stream: draw_scorecards(model, style, stream, progress),
                            inputs=inputs, create_folder=create_folder)
