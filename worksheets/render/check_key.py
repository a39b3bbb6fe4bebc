"""Drawing the comparison answer key of ``worksheets check --pdf`` with reportlab.

The renderer takes a finished ``CheckKeyModel`` (see ``check_key_model``) and a
``Style`` and only places things. Each sheet's section starts on a new page;
the class summary, after several sheets, too.

- **Place value**: portrait pages for 2 to 4 players. From 5 players the page
  turns landscape, and from 8 the players are shared out evenly between tables
  of at most 7, each on its own page repeating the categories (the circles
  still compare every player). A table with more categories than a page holds
  at a writable size goes on over more pages.
- **Yahtzee family and Zombie**: portrait pages, up to 6 cards across, shared
  out between pages beyond that. The result, the problems and the notes follow
  the table, and flow onto further pages when they do not fit.

Marks: the winning number is circled (an ellipse round it), a number that does
not count is struck through (a line across it), a problem is a number in a
small circle beside its box with the same number in the list below. Names and
other data are drawn with ``drawString``. The canvas is in invariant mode, so
the same verdict gives the same bytes.
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO, Iterable, Sequence

from reportlab.pdfbase.pdfmetrics import stringWidth

from ..check import ClassVerdict
from ..errors import LayoutError
from .check_key_model import (
    CheckKeyModel, ClassSummary, DiceCell, DiceSection, PlaceValueCell, PlaceValueSection, ZombieSide,
    build_check_key, shares,
)
from .check_key_pages import (
    GAP, HEADER_SIZE, LEGEND_SIZE, MARKER, Pages, Text, breaking, circle_round, column_header, draw_grid,
    draw_marker, flow, flow_height, marker_width, strike,
)
from .drawing import ASCENT, CELL_MARGIN, block_height, draw_in_box, draw_lines, new_canvas, wrap_text
from .fonts import register_fonts
from .output import check_destination, write_atomically
from .style import INCH, Style

__all__ = ["build_check_key", "draw_check_key", "render_check_key", "write_check_key"]

DICE_COLUMNS = 6  # cards across one page

_HEADER_ROW = 0.42 * INCH
_NOTED_HEADER_ROW = 0.56 * INCH  # two lines of a name and a note under it
_BODY_SIZE = 9  # problems and notes
_RESULT_SIZE = 11

# Place value.
_PV_LABEL = {True: 1.85 * INCH, False: 2.1 * INCH}  # category column, portrait / landscape
_PV_NUMBER = 13.0
_PV_WORDS = 9.0
_PV_NOTE = 8.0
_PV_MIN_ROW = {True: 0.62 * INCH, False: 0.55 * INCH}  # portrait / landscape
_PV_MAX_ROW = 0.95 * INCH
_PV_POINTS_ROW = 0.36 * INCH
_NUMBER_LINE = 1.6  # a number's line, as a multiple of its size: room for the circle round it
_WORDS_GAP = 3.0  # between a number's circle and its words

# Yahtzee family.
_DICE_LABEL = 1.55 * INCH
_DICE_MAX_COLUMN = 1.5 * INCH
_DICE_MIN_ROW = 0.29 * INCH
_DICE_MAX_ROW = 0.4 * INCH
_DICE_VALUE = 11.0
_DICE_WROTE = 8.5
_SIDE_ROW = 0.4 * INCH  # a line of the Zombie tally


# --- place value -------------------------------------------------------------------------


def _number_words(text: str, font: str, size: float, width: float) -> tuple[tuple[str, ...], float]:
    """A number's words in at most 3 lines, broken after the commas between groups when a line is full
    ("nine hundred eighty-seven thousand," / "six hundred fifty-four"), else between words; smaller if need be."""
    groups = [group.strip() for group in text.replace(", ", ",\n").split("\n")]
    lines: list[str] = []
    for group in groups:
        if lines and stringWidth(f"{lines[-1]} {group}", font, size) <= width:
            lines[-1] = f"{lines[-1]} {group}"
        elif stringWidth(group, font, size) <= width:
            lines.append(group)
        else:
            for word in group.split():
                if lines and not lines[-1].endswith(",") and stringWidth(f"{lines[-1]} {word}", font, size) <= width:
                    lines[-1] = f"{lines[-1]} {word}"
                else:
                    lines.append(word)
    if len(lines) <= 3 and all(stringWidth(line, font, size) <= width for line in lines):
        return tuple(lines), size
    return wrap_text(text, font, size, width, max_lines=3)


def _fit_pv_cell(cell: PlaceValueCell, width: float, height: float, number: float, style: Style):
    """Sizes and lines at which a cell's number, words and note fit: made smaller, never cut."""
    room = height - 2 * CELL_MARGIN
    for step in range(12):
        scale = 1 - 0.05 * step
        size = number * scale
        words: tuple[str, ...] = ()
        words_size = _PV_WORDS * scale
        if cell.words:
            words, words_size = _number_words(cell.words, style.font, words_size, width)
        note: tuple[str, ...] = ()
        note_size = _PV_NOTE * scale
        if cell.note:
            note, note_size = wrap_text(cell.note, style.font, note_size, width, max_lines=4)
        total = size * _NUMBER_LINE
        total += (_WORDS_GAP + block_height(len(words), words_size)) if words else 0
        total += (2 + block_height(len(note), note_size)) if note else 0
        if total <= room:
            break
    return size, words, words_size, note, note_size, total


def _draw_pv_cell(c, cell: PlaceValueCell, mark: str, x: float, bottom: float, width: float, height: float,
                  number: float, style: Style) -> None:
    pad = style.padding
    inner = width - 2 * pad
    size, words, words_size, note, note_size, total = _fit_pv_cell(cell, inner, height, number, style)
    top = bottom + (height + total) / 2
    baseline = top - (_NUMBER_LINE / 2 + 0.36) * size  # the circle is centred 0.36 of the size above the baseline
    text_w = stringWidth(cell.text, style.bold_font, size)
    centre = x + width / 2
    mark_size = 0.75 * size
    mark_w = stringWidth(mark, style.bold_font, mark_size) if cell.point else 0.0
    reach = text_w / 2 + 0.5 * size + 3 + mark_w  # from the number's centre to the end of the point mark
    if cell.point and reach > inner / 2:
        centre = x + pad + inner - reach
    c.setFont(style.bold_font, size)
    c.drawCentredString(centre, baseline, cell.text)
    if cell.circled:
        circle_round(c, centre, baseline, text_w, size)
    if cell.struck:
        strike(c, centre, baseline, text_w, size)
    if cell.point:
        c.setFont(style.bold_font, mark_size)
        c.drawString(centre + text_w / 2 + 0.5 * size + 3, baseline + 0.3 * size, mark)
    y = top - _NUMBER_LINE * size
    if words:
        draw_lines(c, x + width / 2, y - _WORDS_GAP - words_size * ASCENT, words, style.font, words_size, "centre")
        y -= _WORDS_GAP + block_height(len(words), words_size)
    if note:
        draw_lines(c, x + width / 2, y - 2 - note_size * ASCENT, note, style.font, note_size, "centre")


def _pv_table(pages: Pages, section: PlaceValueSection, columns: Sequence[int], rows, last: bool,
              row: float, number: float, style: Style) -> None:
    c, x, top = pages.c, pages.x, pages.y
    label = _PV_LABEL[not section.landscape]
    column = (pages.width - label) / len(columns)
    header_bottom = top - _HEADER_ROW
    draw_in_box(c, section.category_column, style.bold_font, HEADER_SIZE, x, header_bottom, label, _HEADER_ROW,
                padding=style.padding, max_lines=2)
    for i, p in enumerate(columns):
        column_header(c, section.players[p], None, x + label + i * column, header_bottom, column, _HEADER_ROW, style)
    for r, line in enumerate(rows):
        row_bottom = header_bottom - (r + 1) * row
        draw_in_box(c, line.category, style.font, style.label_size, x, row_bottom, label, row,
                    padding=style.padding, max_lines=4)
        for i, p in enumerate(columns):
            _draw_pv_cell(c, line.cells[p], section.point_mark, x + label + i * column, row_bottom, column, row,
                          number, style)
    heights = [_HEADER_ROW, *([row] * len(rows))]
    if last:
        points_bottom = header_bottom - len(rows) * row - _PV_POINTS_ROW
        draw_in_box(c, section.points_label, style.bold_font, style.label_size + 1, x, points_bottom, label,
                    _PV_POINTS_ROW, padding=style.padding, max_lines=1)
        for i, p in enumerate(columns):
            draw_in_box(c, section.points[p], style.bold_font, 13, x + label + i * column, points_bottom, column,
                        _PV_POINTS_ROW, padding=style.padding, max_lines=1, align="centre")
        heights.append(_PV_POINTS_ROW)
    draw_grid(c, x, top, [label, *([column] * len(columns))], heights, style,
               thick_above=[False] * (len(rows) + 1) + [True])
    pages.y = top - sum(heights)


def _pv_footer(section: PlaceValueSection, style: Style) -> list:
    out: list = [Text(section.result, style.bold_font, _RESULT_SIZE, space_before=GAP + 2),
                 Text(section.legend, style.font, LEGEND_SIZE, space_before=3)]
    return out + _notes(section.notes_heading, section.notes, style)


def _draw_pv(pages: Pages, section: PlaceValueSection, style: Style) -> None:
    size = style.landscape if section.landscape else style.portrait
    number = _PV_NUMBER - 1.5 if section.landscape else _PV_NUMBER
    least = _PV_MIN_ROW[not section.landscape]
    head = section.head
    for index, (columns, note) in enumerate(zip(section.tables, section.table_notes)):
        again = (size, head, head.continued, note)
        pages.new(size, head, head.heading if index == 0 else head.continued, note)
        # The result and the legend follow the last table only: they are about every player.
        footer = _pv_footer(section, style) if index == len(section.tables) - 1 else []
        footer_height = flow_height(footer, pages.width, style)
        rows = list(section.rows)
        while rows:
            space = pages.y - pages.bottom - _HEADER_ROW - _PV_POINTS_ROW
            if (space - footer_height) / len(rows) >= least:  # all the rest, and the result below
                here, row = len(rows), min((space - footer_height) / len(rows), _PV_MAX_ROW)
            elif space / len(rows) >= least:  # all the rest; the result on the next page
                here, row = len(rows), min(space / len(rows), _PV_MAX_ROW)
            else:  # as many as fit, the others on the next page
                here, row = max(1, int((space + _PV_POINTS_ROW) // least)), least
            chunk, rows = rows[:here], rows[here:]
            _pv_table(pages, section, columns, chunk, not rows, row, number, style)
            if rows:
                pages.new(*again)
        flow(pages, footer, again)


# --- Yahtzee family and Zombie -----------------------------------------------------------


def _dice_cell_parts(cell: DiceCell, scale: float) -> list[tuple[str, str, float]]:
    """The pieces of a cell, left to right: (kind, text, size)."""
    parts = [("value", cell.text, _DICE_VALUE * scale)]
    if cell.wrote:
        parts.append(("wrote", cell.wrote, _DICE_WROTE * scale))
    if cell.right:
        parts.append(("right", cell.right, 10 * scale))
    parts += [("marker", str(n), MARKER * scale) for n in cell.markers]
    return parts


def _part_width(kind: str, text: str, size: float, total: bool, style: Style) -> float:
    if kind == "marker":
        return marker_width(int(text), size)
    font = style.bold_font if kind in ("value", "right") and total else style.font
    return stringWidth(text, font, size)


def _draw_dice_cell(c, cell: DiceCell, total: bool, x: float, bottom: float, width: float, height: float,
                    style: Style) -> None:
    inner = width - 2 * style.padding
    scale = 1.0
    while True:
        parts = _dice_cell_parts(cell, scale)
        gap = 3 * scale
        widths = [_part_width(kind, text, size, total, style) for kind, text, size in parts]
        value_size = parts[0][2]
        circle_room = value_size if cell.circled else 0.0
        span = sum(widths) + gap * (len(parts) - 1) + circle_room
        if span <= inner or scale <= 0.5:
            break
        scale -= 0.05
    baseline = bottom + height / 2 - 0.36 * value_size
    cursor = x + (width - span) / 2 + circle_room / 2
    for (kind, text, size), part_width in zip(parts, widths):
        if kind == "marker":
            draw_marker(c, int(text), cursor, baseline, size, style)
        else:
            font = style.bold_font if kind in ("value", "right") and total else style.font
            c.setFont(font, size)
            c.drawString(cursor, baseline + (0.1 * value_size if kind == "wrote" else 0), text)
            if kind == "value" and cell.circled:
                circle_round(c, cursor + part_width / 2, baseline, part_width, size)
            if kind == "value" and cell.struck:
                strike(c, cursor + part_width / 2, baseline, part_width, size)
        cursor += part_width + gap + (circle_room / 2 if kind == "value" else 0)


@dataclass(frozen=True)
class _Side:
    """A Zombie side's line after the table: where its points come from, the sum, the total (circled if it wins)."""

    side: ZombieSide
    space_before: float = 0.0

    def height(self, width: float, style: Style) -> float:
        return self.space_before + _SIDE_ROW

    def draw(self, c, x: float, top: float, width: float, style: Style) -> None:
        side = self.side
        size = _RESULT_SIZE
        wanted = (stringWidth(side.line, style.bold_font, size) + 6 + stringWidth(side.sum, style.font, size) + 6
                  + stringWidth(side.total, style.bold_font, size + 2) + size + 2)
        size = max(6.0, size * min(1.0, width / wanted))  # many teams with long names: smaller, never cut
        baseline = top - self.space_before - _SIDE_ROW / 2 - 0.36 * size
        c.setFont(style.bold_font, size)
        c.drawString(x, baseline, side.line)
        cursor = x + stringWidth(side.line, style.bold_font, size) + 6
        if side.sum:
            c.setFont(style.font, size)
            c.drawString(cursor, baseline, side.sum)
            cursor += stringWidth(side.sum, style.font, size) + 6
        total_size = size + 2
        total_w = stringWidth(side.total, style.bold_font, total_size)
        cursor += 0.5 * total_size
        c.setFont(style.bold_font, total_size)
        c.drawString(cursor, baseline, side.total)
        if side.wins:
            circle_round(c, cursor + total_w / 2, baseline, total_w, total_size)


def _dice_footer(section: DiceSection, style: Style) -> list:
    out: list = [_Side(side, space_before=GAP if i == 0 else 0) for i, side in enumerate(section.sides)]
    out.append(Text(section.result, style.bold_font, _RESULT_SIZE, space_before=GAP + 2))
    out.append(Text(section.legend, style.font, LEGEND_SIZE, space_before=3))
    out.append(Text(section.problems_heading, style.bold_font, _BODY_SIZE + 1.5, space_before=GAP + 2,
                     keep_with_next=True))
    if section.problems:
        out += [Text(text, style.font, _BODY_SIZE, marker=n) for n, text in enumerate(section.problems, start=1)]
    else:
        out.append(Text(section.no_problems, style.font, _BODY_SIZE))
    return out + _notes(section.notes_heading, section.notes, style)


def _dice_header(section: DiceSection, columns: Sequence[int]) -> float:
    return _NOTED_HEADER_ROW if any(section.column_notes[p] for p in columns) else _HEADER_ROW


def _dice_table(pages: Pages, section: DiceSection, columns: Sequence[int], row: float, style: Style) -> None:
    c, x, top = pages.c, pages.x, pages.y
    column = min(_DICE_MAX_COLUMN, (pages.width - _DICE_LABEL) / len(columns))
    header = _dice_header(section, columns)
    header_bottom = top - header
    draw_in_box(c, section.box_column, style.bold_font, HEADER_SIZE, x, header_bottom, _DICE_LABEL, header,
                padding=style.padding, max_lines=2)
    for i, p in enumerate(columns):
        column_header(c, section.columns[p], section.column_notes[p], x + _DICE_LABEL + i * column, header_bottom,
                       column, header, style)
    for r, line in enumerate(section.rows):
        row_bottom = header_bottom - (r + 1) * row
        draw_in_box(c, line.label, style.bold_font, style.label_size, x, row_bottom, _DICE_LABEL, row,
                    padding=style.padding, max_lines=2)
        for i, p in enumerate(columns):
            _draw_dice_cell(c, line.cells[p], line.kind == "total", x + _DICE_LABEL + i * column, row_bottom, column,
                            row, style)
    heights = [header, *([row] * len(section.rows))]
    draw_grid(c, x, top, [_DICE_LABEL, *([column] * len(columns))], heights, style,
               thick_above=[False, *(line.rule_above for line in section.rows)])
    pages.y = top - sum(heights)


def _draw_dice(pages: Pages, section: DiceSection, style: Style) -> None:
    head = section.head
    footer = _dice_footer(section, style)
    groups = shares(len(section.columns), DICE_COLUMNS)
    again = (style.portrait, head, head.continued)
    for index, columns in enumerate(groups):
        pages.new(style.portrait, head, head.heading if index == 0 else head.continued)
        space = pages.y - pages.bottom - _dice_header(section, columns)
        if space / len(section.rows) < _DICE_MIN_ROW:
            raise LayoutError(f"{head.heading}: {len(section.rows)} rows do not fit on a {style.paper} page "
                              f"at {_DICE_MIN_ROW / INCH:.2f} in a row")
        last = index == len(groups) - 1
        below = flow_height(footer, pages.width, style) if last else 0.0
        row = max(_DICE_MIN_ROW, min(_DICE_MAX_ROW, (space - below) / len(section.rows)))
        _dice_table(pages, section, columns, row, style)
    flow(pages, footer, again)


# --- class summary -----------------------------------------------------------------------

_SUMMARY_SHARES = (0.3, 0.2, 0.17, 0.21, 0.12)
_SUMMARY_ROW = 0.36 * INCH


def _draw_summary(pages: Pages, summary: ClassSummary, style: Style) -> None:
    pages.new(style.portrait, None, summary.heading, summary.line)
    widths = [share * pages.width for share in _SUMMARY_SHARES]
    lines = list(summary.lines)
    while True:
        top = pages.y
        here = max(1, min(len(lines), int((top - pages.bottom - _HEADER_ROW) // _SUMMARY_ROW)))
        chunk, lines = lines[:here], lines[here:]
        x = pages.x
        for width, text in zip(widths, summary.columns):
            draw_in_box(pages.c, text, style.bold_font, HEADER_SIZE, x, top - _HEADER_ROW, width, _HEADER_ROW,
                        padding=style.padding, max_lines=2)
            x += width
        for r, line in enumerate(chunk):
            x = pages.x
            bottom = top - _HEADER_ROW - (r + 1) * _SUMMARY_ROW
            names, size = breaking(line.file, style.font, _BODY_SIZE, widths[0] - 2 * style.padding, 2, 7)
            draw_lines(pages.c, x + style.padding,
                       bottom + (_SUMMARY_ROW + block_height(len(names), size)) / 2 - size * ASCENT, names,
                       style.font, size)
            x += widths[0]
            cells = (line.game, line.winners, line.score, line.problems)
            for i, (width, text) in enumerate(zip(widths[1:], cells)):
                draw_in_box(pages.c, text, style.font, _BODY_SIZE, x, bottom, width, _SUMMARY_ROW,
                            padding=style.padding, max_lines=2, align="centre" if i == 3 else "left")
                x += width
        draw_grid(pages.c, pages.x, top, widths, [_HEADER_ROW, *([_SUMMARY_ROW] * len(chunk))], style)
        if not lines:
            break
        pages.new(style.portrait, None, summary.continued, summary.line)


# --- documents ---------------------------------------------------------------------------


def _notes(heading: str, notes: Sequence[str], style: Style) -> list:
    if not notes:
        return []
    return [Text(heading, style.bold_font, _BODY_SIZE + 1.5, space_before=GAP + 2, keep_with_next=True),
            *(Text(note, style.font, _BODY_SIZE) for note in notes)]


def draw_check_key(model: CheckKeyModel, style: Style, stream: BinaryIO) -> None:
    """Write the PDF of ``model`` to a binary stream: a section per sheet, then the class summary."""
    register_fonts()
    first = model.sections[0]
    page = style.landscape if isinstance(first, PlaceValueSection) and first.landscape else style.portrait
    c = new_canvas(stream, page, style, model.document_title)
    pages = Pages(c, style)
    for section in model.sections:
        if isinstance(section, PlaceValueSection):
            _draw_pv(pages, section, style)
        else:
            _draw_dice(pages, section, style)
    if model.summary is not None:
        _draw_summary(pages, model.summary, style)
    pages.finish()
    c.save()


def render_check_key(model: CheckKeyModel, style: Style) -> bytes:
    """The PDF of ``model`` as bytes."""
    buffer = io.BytesIO()
    draw_check_key(model, style, buffer)
    return buffer.getvalue()


def write_check_key(verdicts: ClassVerdict, style: Style, path: str | Path, *,
                    inputs: Iterable[str | Path] = ()) -> Path:
    """Build the key of ``verdicts`` and write it to ``path`` atomically, never over one of ``inputs``.

    The model is built first, so a name the font cannot print fails before any file is opened;
    a failure while drawing leaves no file behind (``write_atomically``).
    """
    model = build_check_key(verdicts)
    check_destination(Path(path), inputs)
    register_fonts()
    return write_atomically(path, lambda stream: draw_check_key(model, style, stream), inputs=inputs)
