"""Drawing a Zombie Yahtzee pack with reportlab: team cards, the zombie card and the tally sheet.

The renderer takes a finished ``ZombiePackModel`` (see ``zombie_pack_model``)
and a ``Style`` and only places things. Every page is portrait:

- **Team card**, one a page: the card's table (boxes down the left, one column)
  on the left, and beside it the team's members and the tally of dice bought.
  The fixed part is one reportlab form reused for every team; only the team's
  name and members are drawn on each page.
- **Zombie card**: the same rows with a column per game that counts, across the page.
- **Tally sheet**: survivors (a line per team) beside zombies (a line per game),
  each summed, then the two sums compared and the winner ticked.

Tables, fields and fitted text are drawn by the scorecard renderer's own
helpers, so the pack looks like the other Yahtzee-family cards. The canvas is
in invariant mode, so the same model gives the same bytes.
"""

from __future__ import annotations

import dataclasses
import io
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO, Iterable, Sequence

from reportlab.pdfbase.pdfmetrics import stringWidth

from ..errors import LayoutError
from ..rules import RuleSet
from .drawing import new_canvas
from .fonts import register_fonts
from .output import write_atomically
from .scorecard_model import Row
# The scorecard renderer's drawing helpers, shared so every Yahtzee-family sheet looks alike.
from .scorecards import (
    _ASCENT, _CELL_MARGIN, _DESCENT, _GAP, _LEADING, _draw_field, _draw_table, _draw_title,
    _label_width_wanted, _Table, fit_text,
)
from .style import INCH, Style
from .zombie_pack_model import ZombiePackModel, ZombiePackOptions, build_zombie_pack

__all__ = ["build_zombie_pack", "draw_zombie_pack", "render_zombie_pack", "write_zombie_pack", "ZombiePackOptions"]

_PANEL_GAP = 0.3 * INCH  # between a team card's table and the panel beside it
_MEMBER_LINE = 0.42 * INCH  # between two lines a member's name is written on
_TICKS_PER_ROW = 10  # dice-bought boxes come in rows of ten, easy to count
_TICK_GAP = 4.0
_FRAME_PAD = 8.0  # inside the frame round the dice bought
_TICK_MAX = 0.34 * INCH
_BODY_SIZE = 9.5  # notes and instructions
_SECTION_SIZE = 12  # "Team members", "Dice bought"
_TALLY_GUTTER = 0.3 * INCH  # between the survivors' and the zombies' tables
_POINTS_COLUMN = 1.1 * INCH
_TALLY_MAX_ROW = 0.65 * INCH
_RESULT_BOX = (1.3 * INCH, 0.55 * INCH)  # where a side's points are copied
_SIGN_SIZE = 22
_TICK_BOX = 0.24 * INCH  # the boxes ticked for the winner
_TEAM_NAME_SIZE = 15
_MIN_BODY = 7.0  # smallest size a note may shrink to
_MIN_HINT = 5.5  # smallest size a tally line's members may shrink to before they stay on two lines


# --- text ------------------------------------------------------------------------------


def _wrap(text: str, font: str, size: float, width: float) -> list[str]:
    """``text`` broken into lines no wider than ``width`` (a word wider than that stays whole)."""
    lines: list[str] = []
    current = ""
    for word in text.split():
        candidate = f"{current} {word}" if current else word
        if current and stringWidth(candidate, font, size) > width:
            lines.append(current)
            current = word
        else:
            current = candidate
    if current:
        lines.append(current)
    return lines


def _paragraph(text: str, font: str, size: float, width: float, max_lines: int) -> tuple[list[str], float]:
    """Lines and a size at which ``text`` takes at most ``max_lines`` lines of ``width``."""
    while True:
        lines = _wrap(text, font, size, width)
        widest = max((stringWidth(line, font, size) for line in lines), default=0)
        if (len(lines) <= max_lines and widest <= width) or size <= _MIN_BODY:
            return lines, size
        size -= 0.25


def _draw_paragraph(c, lines: Sequence[str], size: float, x: float, top: float, font: str) -> float:
    """Draw lines from ``top`` down; returns the y below the last line."""
    c.setFont(font, size)
    baseline = top - size * _ASCENT
    for line in lines:
        c.drawString(x, baseline, line)
        baseline -= size * _LEADING
    return top - len(lines) * size * _LEADING


def _paragraph_height(lines: Sequence[str], size: float) -> float:
    return len(lines) * size * _LEADING


def _draw_fitted(c, text: str, font: str, size: float, x: float, baseline: float, width: float,
                 centre: bool = False) -> None:
    """One line of ``text`` from ``x`` (or centred on ``x``), made smaller if it is wider than ``width``."""
    (line,), size = fit_text(text, font, size, width)
    c.setFont(font, size)
    (c.drawCentredString if centre else c.drawString)(x, baseline, line)


# --- geometry --------------------------------------------------------------------------


@dataclass(frozen=True)
class _Header:
    """The top of a portrait page: the title, then up to two lines of fields."""

    title_baseline: float
    first_line: float
    second_line: float


def _header(style: Style) -> _Header:
    top = style.height - style.margin
    first = top - style.title_size * 1.3 - style.field_row + 4
    return _Header(top - style.title_size * _ASCENT, first, first - style.field_row)


def _too_tall(model: ZombiePackModel, style: Style, page: str) -> LayoutError:
    return LayoutError(f"{model.rules_name}: the {page} does not fit on a {style.paper} page with rows tall "
                       f"enough to write in ({style.min_row / 72:.2f} in); use a rule set with fewer boxes")


def _rows_table(x: float, top: float, label_width: float, column_width: float, columns: int,
                header: float, rows: tuple[Row, ...], space: float, max_row: float, style: Style) -> _Table | None:
    """A table whose rows fill ``space`` below its header, within the style's row limits."""
    height = min(max_row, (space - header) / len(rows))
    if height < style.min_row:
        return None
    return _Table(x, top, label_width, column_width, columns, header, height, rows)


@dataclass(frozen=True)
class _TeamLayout:
    header: _Header
    table: _Table
    panel_x: float
    panel_width: float
    member_lines: tuple[float, ...]  # where each member's name is written
    frame: tuple[float, float]  # top and bottom of the frame round the dice bought
    dice_rule: tuple[list[str], float]
    dice_tick: tuple[list[str], float]
    tick_side: float
    total_line: float
    note: tuple[list[str], float]


def _team_layout(model: ZombiePackModel, style: Style) -> _TeamLayout:
    header = _header(style)
    content = style.width - 2 * style.margin
    words = model.team_card
    label = max(style.label_column_min, min(_label_width_wanted(model.rows, style), style.card_label_column_max))
    top = header.second_line - 14
    table = _rows_table(style.margin, top, label, style.max_column, 1, style.card_header_row, model.rows,
                        top - style.margin, style.max_row, style)
    if table is None:
        raise _too_tall(model, style, "team card")
    x = table.x + table.width + _PANEL_GAP
    width = style.margin + content - x
    members = tuple(top - _SECTION_SIZE * 1.2 - (index + 1) * _MEMBER_LINE for index in range(model.member_lines))
    # The dice bought, framed: its heading, how a die is bought, rows of tick boxes, the total.
    frame_top = members[-1] - 24
    inner = width - 2 * _FRAME_PAD
    rule = _paragraph(words.dice_rule, style.font, _BODY_SIZE, inner, 5)
    tick = _paragraph(words.dice_tick, style.font, _BODY_SIZE, inner, 2)
    side = min(_TICK_MAX, (inner - (_TICKS_PER_ROW - 1) * _TICK_GAP) / _TICKS_PER_ROW)
    rows = -(-model.dice_boxes // _TICKS_PER_ROW)
    total_line = (frame_top - _FRAME_PAD - _SECTION_SIZE * 1.2 - 4 - _paragraph_height(*rule) - 6
                  - _paragraph_height(*tick) - 6 - rows * side - (rows - 1) * _TICK_GAP - style.field_row)
    frame_bottom = total_line - _FRAME_PAD
    note = _paragraph(words.note, style.font, _BODY_SIZE, width, 4)
    if frame_bottom - 12 < table.top - table.height + _paragraph_height(*note):
        raise LayoutError(f"{model.rules_name}: {model.member_lines} lines for names, the dice tally and the note "
                          f"do not fit beside the team card on a {style.paper} page; allow fewer students a team "
                          "or shorten the words in templates/sheets/zombie.j2")
    return _TeamLayout(header, table, x, width, members, (frame_top, frame_bottom), rule, tick, side, total_line,
                       note)


@dataclass(frozen=True)
class _ZombieLayout:
    header: _Header
    note: tuple[list[str], float]
    table: _Table


def _zombie_layout(model: ZombiePackModel, style: Style) -> _ZombieLayout:
    header = _header(style)
    content = style.width - 2 * style.margin
    games = len(model.zombie_card.games)
    wanted = _label_width_wanted(model.rows, style)
    label = max(style.label_column_min, min(wanted, style.card_label_column_max, content - games * 0.6 * INCH))
    note = _paragraph(model.zombie_card.note, style.font, _BODY_SIZE, content, 2)
    top = header.second_line - 10 - _paragraph_height(*note) - 8
    column = (content - label) / games
    # Narrow columns get a taller heading row, so "Game 10" takes two lines at full size.
    widest = max(stringWidth(game, style.bold_font, style.header_size) for game in model.zombie_card.games)
    heading = style.card_header_row if widest <= column - 2 * style.padding else style.chart_header_row
    table = _rows_table(style.margin, top, label, column, games, heading, model.rows, top - style.margin,
                        style.max_row, style)
    if table is None:
        raise _too_tall(model, style, "zombie card")
    return _ZombieLayout(header, note, table)


@dataclass(frozen=True)
class _TallyLayout:
    header: _Header
    survivors: _Table
    zombies: _Table
    result_top: float


def _result_height(style: Style) -> float:
    """The compare line, the winner's tick boxes and the two notes under the tables."""
    compare = _BODY_SIZE * _LEADING + 14 + _SECTION_SIZE * 1.2 + _RESULT_BOX[1] + 22
    winner = _BODY_SIZE * _LEADING + 8 + _TICK_BOX + 18
    return compare + winner + 2 * _BODY_SIZE * _LEADING


def _tally_layout(model: ZombiePackModel, style: Style) -> _TallyLayout:
    header = _header(style)
    content = style.width - 2 * style.margin
    tally = model.tally
    # The zombies' table takes what its words need; the survivors' the rest, for the members' names.
    zombie_label = max(style.label_column_min, _label_width_wanted(tally.zombie_rows, style))
    survivor_label = content - _TALLY_GUTTER - zombie_label - 2 * _POINTS_COLUMN
    top = header.first_line - 14
    space = top - style.margin - 24 - _result_height(style)
    rows = max(len(tally.survivor_rows), len(tally.zombie_rows))
    height = min(_TALLY_MAX_ROW, (space - style.chart_header_row) / rows)
    if height < style.min_row:
        raise _too_tall(model, style, "tally sheet")
    left = _Table(style.margin, top, survivor_label, _POINTS_COLUMN, 1, style.chart_header_row, height,
                  tally.survivor_rows)
    right = _Table(left.x + left.width + _TALLY_GUTTER, top, zombie_label, _POINTS_COLUMN, 1,
                   style.chart_header_row, height, tally.zombie_rows)
    bottom = top - max(left.height, right.height)
    return _TallyLayout(header, left, right, bottom - 24)


# --- team cards ------------------------------------------------------------------------


def _draw_class_and_date(c, model: ZombiePackModel, x: float, line_y: float, right: float, style: Style) -> None:
    middle = x + (right - x) * 0.5
    _draw_field(c, model.class_label, model.class_name, x, line_y, middle - 12, style)
    _draw_field(c, model.date_label, model.date, middle, line_y, right, style)


def _team_form(c, model: ZombiePackModel, layout: _TeamLayout, style: Style) -> str:
    name = "team-card"
    words = model.team_card
    content = style.width - 2 * style.margin
    c.beginForm(name, lowerx=0, lowery=0, upperx=style.width, uppery=style.height)
    c.setFillColorRGB(0, 0, 0)
    _draw_title(c, words.heading, style.margin, layout.header.title_baseline, content, style.title_size, style)
    _draw_field(c, words.team_label, "", style.margin, layout.header.first_line, style.margin + content, style)
    _draw_class_and_date(c, model, style.margin, layout.header.second_line, style.margin + content, style)
    _draw_table(c, layout.table, style, "", (words.column,))

    x, width = layout.panel_x, layout.panel_width
    c.setFont(style.bold_font, _SECTION_SIZE)
    c.drawString(x, layout.table.top - _SECTION_SIZE * _ASCENT, words.members_label)
    c.setLineWidth(style.field_weight)
    for line_y in layout.member_lines:
        c.line(x, line_y, x + width, line_y)

    frame_top, frame_bottom = layout.frame
    c.setLineWidth(style.outline_weight)
    c.rect(x, frame_bottom, width, frame_top - frame_bottom, stroke=1, fill=0)
    x, width = x + _FRAME_PAD, width - 2 * _FRAME_PAD
    y = frame_top - _FRAME_PAD
    c.setFont(style.bold_font, _SECTION_SIZE)
    c.drawString(x, y - _SECTION_SIZE * _ASCENT, words.dice_heading)
    y = _draw_paragraph(c, *layout.dice_rule, x, y - _SECTION_SIZE * 1.2 - 4, style.font) - 6
    y = _draw_paragraph(c, *layout.dice_tick, x, y, style.font) - 6
    side = layout.tick_side
    c.setLineWidth(style.grid_weight)
    for index in range(model.dice_boxes):
        row, column = divmod(index, _TICKS_PER_ROW)
        c.rect(x + column * (side + _TICK_GAP), y - (row + 1) * side - row * _TICK_GAP, side, side, stroke=1, fill=0)
    _draw_field(c, words.dice_total, "", x, layout.total_line, x + width, style)

    lines, size = layout.note
    bottom = layout.table.top - layout.table.height
    _draw_paragraph(c, lines, size, layout.panel_x, bottom + _paragraph_height(lines, size), style.font)
    c.endForm()
    return name


def _draw_team_cards(c, model: ZombiePackModel, style: Style) -> None:
    layout = _team_layout(model, style)
    form = None
    label_end = style.margin + stringWidth(model.team_card.team_label, style.bold_font, style.field_size) + 6
    for team in model.teams:
        c.setPageSize(style.portrait)
        if form is None:
            form = _team_form(c, model, layout, style)
        c.doForm(form)
        _draw_fitted(c, team.name, style.bold_font, _TEAM_NAME_SIZE, label_end + 3, layout.header.first_line + 3,
                     style.width - style.margin - label_end - 6)
        for member, line_y in zip(team.members, layout.member_lines):
            _draw_fitted(c, member, style.font, style.value_size, layout.panel_x + 3, line_y + 4,
                         layout.panel_width - 6)
        c.showPage()


# --- the zombie card -------------------------------------------------------------------


def _draw_zombie_card(c, model: ZombiePackModel, style: Style) -> None:
    layout = _zombie_layout(model, style)
    words = model.zombie_card
    content = style.width - 2 * style.margin
    c.setPageSize(style.portrait)
    c.setFillColorRGB(0, 0, 0)
    _draw_title(c, words.heading, style.margin, layout.header.title_baseline, content, style.title_size, style)
    _draw_field(c, words.name_label, model.zombie, style.margin, layout.header.first_line,
                style.margin + content, style)
    _draw_class_and_date(c, model, style.margin, layout.header.second_line, style.margin + content, style)
    lines, size = layout.note
    _draw_paragraph(c, lines, size, style.margin, layout.header.second_line - 10, style.font)
    _draw_table(c, layout.table, style, "", words.games)
    c.showPage()


# --- the tally sheet -------------------------------------------------------------------


def _draw_box_with_label(c, label: str, x: float, y: float, style: Style) -> None:
    """A box to copy a side's points into, its side's name above it."""
    width, height = _RESULT_BOX
    _draw_fitted(c, label, style.bold_font, _SECTION_SIZE, x + width / 2, y + height + 5, width + 30, centre=True)
    c.setLineWidth(style.outline_weight)
    c.rect(x, y, width, height, stroke=1, fill=0)


def _draw_result(c, model: ZombiePackModel, layout: _TallyLayout, style: Style) -> None:
    tally = model.tally
    content = style.width - 2 * style.margin
    x, y = style.margin, layout.result_top
    lines, size = _paragraph(tally.compare_prompt, style.font, _BODY_SIZE, content, 1)
    y = _draw_paragraph(c, lines, size, x, y, style.font) - 14 - _SECTION_SIZE * 1.2

    # Survivors' points [box]   <   =   >   [box] Zombies' points, centred on the page.
    box_width, box_height = _RESULT_BOX
    signs = ("<", "=", ">")
    sign_room = 3 * _SIGN_SIZE * 1.6
    row_width = 2 * box_width + sign_room + 2 * 24
    left = style.margin + (content - row_width) / 2
    bottom = y - box_height
    _draw_box_with_label(c, tally.survivors, left, bottom, style)
    _draw_box_with_label(c, tally.zombies, left + row_width - box_width, bottom, style)
    c.setFont(style.bold_font, _SIGN_SIZE)
    start = left + box_width + 24
    for index, sign in enumerate(signs):
        centre = start + (index + 0.5) * sign_room / 3
        c.drawCentredString(centre, bottom + (box_height - _SIGN_SIZE * _ASCENT) / 2, sign)
    y = bottom - 22

    lines, size = _paragraph(tally.winner_prompt, style.bold_font, _BODY_SIZE, content, 1)
    y = _draw_paragraph(c, lines, size, x, y, style.bold_font) - 8
    share = content / len(tally.outcomes)
    c.setLineWidth(style.grid_weight * 1.5)
    for index, outcome in enumerate(tally.outcomes):
        box_x = x + index * share
        c.rect(box_x, y - _TICK_BOX, _TICK_BOX, _TICK_BOX, stroke=1, fill=0)
        _draw_fitted(c, outcome, style.font, style.value_size, box_x + _TICK_BOX + 6,
                     y - _TICK_BOX + (_TICK_BOX - style.value_size * _ASCENT) / 2, share - _TICK_BOX - 14)
    y -= _TICK_BOX + 18
    for note in (tally.tie_note, tally.missing_note):
        lines, size = _paragraph(note, style.font, _BODY_SIZE, content, 1)
        y = _draw_paragraph(c, lines, size, x, y, style.font)


def _draw_tally_label(c, row: Row, x: float, row_top: float, table: _Table, style: Style) -> None:
    """A tally line's label and, under it, its hint (a team's members) on as many lines as the row holds."""
    inner = table.label_width - 2 * style.padding
    (label,), label_size = fit_text(row.label, style.bold_font, style.label_size, inner)
    room = table.row_height - 2 * _CELL_MARGIN - label_size * (_ASCENT + _DESCENT) - _GAP
    size = style.hint_size
    while True:
        lines = _wrap(row.hint, style.font, size, inner)
        tall = size * (_ASCENT + _DESCENT + (len(lines) - 1) * _LEADING)
        wide = max(stringWidth(line, style.font, size) for line in lines)
        if (tall <= room and wide <= inner) or size <= _MIN_HINT:
            break
        size -= 0.25
    if tall > room or wide > inner:
        fitted, size = fit_text(row.hint, style.font, size, inner, room, max_lines=2)
        lines = list(fitted)
    block = label_size * (_ASCENT + _DESCENT) + _GAP + size * (_ASCENT + _DESCENT + (len(lines) - 1) * _LEADING)
    baseline = row_top - (table.row_height - block) / 2 - label_size * _ASCENT
    c.setFont(style.bold_font, label_size)
    c.drawString(x + style.padding, baseline, label)
    baseline -= label_size * _DESCENT + _GAP + size * _ASCENT
    c.setFont(style.font, size)
    for line in lines:
        c.drawString(x + style.padding, baseline, line)
        baseline -= size * _LEADING


def _draw_tally_table(c, table: _Table, style: Style, corner: str, column: str) -> None:
    """The scorecard table's lines and headings, with each line's words drawn by ``_draw_tally_label``."""
    blank = tuple(Row(row.key, "", "", row.kind, row.section) for row in table.rows)
    _draw_table(c, dataclasses.replace(table, rows=blank), style, corner, (column,))
    header_bottom = table.top - table.header_height
    for index, row in enumerate(table.rows):
        _draw_tally_label(c, row, table.x, header_bottom - index * table.row_height, table, style)


def _draw_tally(c, model: ZombiePackModel, style: Style) -> None:
    layout = _tally_layout(model, style)
    tally = model.tally
    content = style.width - 2 * style.margin
    c.setPageSize(style.portrait)
    c.setFillColorRGB(0, 0, 0)
    _draw_title(c, tally.heading, style.margin, layout.header.title_baseline, content, style.title_size, style)
    _draw_class_and_date(c, model, style.margin, layout.header.first_line, style.margin + content, style)
    _draw_tally_table(c, layout.survivors, style, tally.survivors, tally.points_column)
    _draw_tally_table(c, layout.zombies, style, tally.zombies, tally.points_column)
    _draw_result(c, model, layout, style)
    c.showPage()


# --- documents -------------------------------------------------------------------------


def _check_fits(model: ZombiePackModel, style: Style) -> None:
    _team_layout(model, style)
    _zombie_layout(model, style)
    _tally_layout(model, style)


def draw_zombie_pack(model: ZombiePackModel, style: Style, stream: BinaryIO) -> None:
    """Write the PDF of ``model`` to a binary stream: team cards, the zombie card, the tally sheet."""
    register_fonts()
    _check_fits(model, style)
    c = new_canvas(stream, style.portrait, style, model.document_title)
    _draw_team_cards(c, model, style)
    _draw_zombie_card(c, model, style)
    _draw_tally(c, model, style)
    c.save()


def render_zombie_pack(model: ZombiePackModel, style: Style) -> bytes:
    """The PDF of ``model`` as bytes."""
    buffer = io.BytesIO()
    draw_zombie_pack(model, style, buffer)
    return buffer.getvalue()


def write_zombie_pack(
    rules: RuleSet,
    teams: int | None,
    players: Sequence[str],
    class_name: str,
    date: str,
    style: Style,
    path: str | Path,
    inputs: Iterable[str | Path] = (),
    *,
    team_names: Sequence[str] = (),
    zombie: str = "",
    create_folder: bool = False,
) -> Path:
    """Build and write a Zombie pack for ``rules`` atomically; nothing is written if anything fails.

    ``teams`` None: the fewest teams of the allowed sizes for ``players``, or 4 without names.
    Returns the path written.
    """
    model = build_zombie_pack(rules, ZombiePackOptions(
        teams=teams, players=tuple(players), team_names=tuple(team_names), zombie=zombie,
        class_name=class_name, date=date))
    register_fonts()
    _check_fits(model, style)
    return write_atomically(path, lambda stream: draw_zombie_pack(model, style, stream),
                            inputs=inputs, create_folder=create_folder)
