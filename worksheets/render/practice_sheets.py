"""Practice worksheets drawn from a ``PracticeSheets`` model, and their compact answer keys.

A sheet is one portrait page: the topic as its title, the level beside the code
and its QR code, name, class and date fields, the instructions, then the problems
numbered in a grid of two columns. Each problem has its question, the dice when
it has some (drawn as dice), and answer boxes (at least 8 mm high) with their
labels. The answer key follows: each sheet's answers under the student's name and
the sheet's code, several sheets a page, the answers in two columns.
"""

from __future__ import annotations

import math
from dataclasses import replace

from ..errors import LayoutError
from .kit import QR, Box, Document, Header, Table, draw_value, ink
from .practice_model import PracticeSheets, StudentSheet
from .style import Style
from .text import ASCENT, DESCENT, LEADING, SMALLEST, UNDERLINE, Runs, block_height, fit


def practice(sheets: PracticeSheets, style: Style) -> Document:
    """The layout of ``sheets`` (and the key, when asked for); raises ``LayoutError`` when a sheet does not fit."""
    look, words = style.practice, sheets.words
    x, width, top = style.margin, style.width - 2 * style.margin, style.height - style.margin
    header = Header(x, top, width, style, look.title_size, code=True)
    instructions = fit(words.instructions, style.font, look.instructions_size, width, None, 3, even=False)
    grid_top = header.bottom - instructions.below - look.gap
    count = max(len(sheet.problems) for sheet in sheets.sheets)
    columns = sheets.columns
    rows = math.ceil(count / columns)
    row = min((grid_top - style.margin) / rows, look.max_row)
    has_dice = any(problem.dice for sheet in sheets.sheets for problem in sheet.problems)
    lines = max(problem.lines for sheet in sheets.sheets for problem in sheet.problems)
    least = (2 * style.padding + look.prompt_size * LEADING * 2 + look.label_size * LEADING + look.answer_box * lines
             + ((look.die + look.die_gap) if has_dice else 0))
    if row < least:
        fitting = math.floor((grid_top - style.margin) / least) * columns
        raise LayoutError(f"{count} problems do not fit on one {style.paper} page with room to write; "
                          f"{fitting} do: ask for {fitting} or fewer with --problems")
    grid = Table(x, grid_top, (width / columns,) * columns, (row,) * rows, heavy_rows=frozenset())
    name_x = header.value_start(words.name)

    def page(c, sheet: StudentSheet) -> None:
        c.setPageSize(style.portrait)
        ink(c)
        header.draw_title(c, words.title)
        header.draw_code(c, words.level, f"{words.code} {sheet.code}", QR(sheet.code))
        header.draw_fields(c, 0, [(words.name, "")])
        draw_value(c, style, sheet.name, name_x, header.line_right(0), header.lines[0])
        header.draw_fields(c, 1, [(words.class_, sheet.class_name or sheets.class_name), (words.date, sheets.date)])
        instructions.draw_from(c, x, header.bottom)

        def paint(r: int, column: int, box: Box) -> None:
            index = r * columns + column
            if index < len(sheet.problems):
                _problem(c, style, index + 1, sheet.problems[index], box)

        grid.draw(c, style, paint)
        c.showPage()

    def draw(c) -> None:
        for sheet in sheets.sheets:
            page(c, sheet)
        if sheets.with_key:
            draw_key(c, sheets, style)

    return Document(sheets.document_title, draw)


def _problem(c, style: Style, number: int, problem, box: Box) -> None:
    look, pad = style.practice, style.padding
    left = box.x + pad
    # The answer boxes along the bottom, their labels over them.
    boxes = len(problem.boxes)
    box_width = (box.width - 2 * pad - (boxes - 1) * look.box_gap) / boxes
    answer_box = look.answer_box * problem.lines
    c.setLineWidth(look.box_weight)
    for index, label in enumerate(problem.boxes):
        bx = left + index * (box_width + look.box_gap)
        c.rect(bx, box.y + pad, box_width, answer_box, stroke=1, fill=0)
        if problem.lines > 1:  # a faint line to write on in the middle
            c.saveState()
            c.setLineWidth(style.grid_weight / 2)
            c.setDash(1, 2)
            c.line(bx + pad, box.y + pad + answer_box / 2, bx + box_width - pad, box.y + pad + answer_box / 2)
            c.restoreState()
        fit(label, style.font, look.label_size, box_width).draw(
            c, bx, box.y + pad + answer_box + look.label_size * DESCENT + 1.5)
    floor = box.y + pad + answer_box + look.label_size * LEADING + 1.5
    # The dice over the labels.
    if problem.dice:
        floor += look.die_gap
        c.setLineWidth(look.die_weight)
        for index, face in enumerate(problem.dice):
            dx = left + look.number_width + index * (look.die + look.die_gap)
            c.roundRect(dx, floor, look.die, look.die, look.die_corner, stroke=1, fill=0)
            fit(str(face), style.bold_font, look.die_size, look.die).draw(
                c, dx + look.die / 2, floor + (look.die - look.die_size * ASCENT) / 2, "centre")
        floor += look.die
    # The number and the question at the top.
    baseline = box.top - pad - look.number_size * ASCENT
    fit(f"{number}.", style.bold_font, look.number_size, look.number_width).draw(c, left, baseline)
    room = box.top - pad - floor - look.die_gap
    text = problem.prompt
    if problem.underline is not None:  # the digit a question asks about
        start, end = problem.underline
        text = [(text[:start], style.font), (text[start:end], style.bold_font, UNDERLINE), (text[end:], style.font)]
    prompt = fit(text, style.font, look.prompt_size, box.width - 2 * pad - look.number_width, room,
                 look.prompt_lines, even=False)
    prompt.draw_from(c, left + look.number_width, box.top - pad - (look.number_size - prompt.size) * ASCENT)


# --- the answer key ------------------------------------------------------------------


def _key_runs(sheet: StudentSheet, index: int, number: int, style: Style) -> Runs:
    answers, how = sheet.key_lines[index]
    return ((f"{number}.", style.bold_font), (answers, style.bold_font), (f"— {how}", style.font))


def _key_row(sheet: StudentSheet, style: Style, width: float) -> float:
    """The height of each row of a sheet's key: as many lines as its longest answer takes."""
    look = style.practice
    inner = width / look.columns - 2 * style.padding
    lines = max(len(fit(_key_runs(sheet, index, index + 1, style), style.font, look.key_size, inner, None, 99,
                        even=False).lines) for index in range(len(sheet.problems)))
    return block_height(max(lines, look.key_lines), look.key_size) + 2 * 2.5


def draw_key(c, sheets: PracticeSheets, style: Style) -> None:
    """Each sheet's answers under its owner and code, as many sheets a page as fit; a sheet longer than
    a page (a set of question cards) goes on over more pages."""
    look = style.practice
    x, width = style.margin, style.width - 2 * style.margin
    top = style.height - style.margin
    first_y = top - look.key_title_size * LEADING - look.gap
    y = None

    def new_page() -> float:
        c.setPageSize(style.portrait)
        ink(c)
        title = fit(sheets.words.key_title, style.bold_font, look.key_title_size, width)
        title.draw(c, x, top - look.key_title_size * ASCENT)
        return first_y

    heading = look.key_heading_size * LEADING + style.padding
    for whole in sheets.sheets:
        row = _key_row(whole, style, width)
        per_page = max(1, int((first_y - style.margin - heading) // row) * look.columns)
        for start in range(0, len(whole.problems), per_page):
            sheet = replace(whole, problems=whole.problems[start:start + per_page],
                            key_lines=whole.key_lines[start:start + per_page])
            height = heading + math.ceil(len(sheet.problems) / look.columns) * row
            if y is None or y - height < style.margin:
                if y is not None:
                    c.showPage()
                y = new_page()
            _sheet_key(c, sheet, sheets, style, x, y, width, row, first=start + 1)
            y -= height + look.key_gap
    if y is not None:
        c.showPage()


def _sheet_key(c, sheet: StudentSheet, sheets: PracticeSheets, style: Style, x: float, top: float, width: float,
               row: float, first: int = 1) -> None:
    look = style.practice
    baseline = top - look.key_heading_size * ASCENT
    code = fit(f"{sheets.words.code} {sheet.code}" if sheet.code else "", style.bold_font, look.key_heading_size,
               width / 2)
    code.draw(c, x + width, baseline, "right")
    room = width - code.width - 3 * style.padding
    heading = f"{sheet.owner} · {sheets.words.title}, {sheets.words.level.lower()}" if sheets.words.level else sheet.owner
    owner = fit(heading, style.bold_font, look.key_heading_size, room)
    if owner.size < SMALLEST:  # a long name of wide letters: the page's title names the topic and level already
        owner = fit(sheet.owner, style.bold_font, look.key_heading_size, room)
    owner.draw(c, x, baseline)
    rows = math.ceil(len(sheet.problems) / look.columns)
    column = width / look.columns
    table_top = top - look.key_heading_size * LEADING - style.padding
    table = Table(x, table_top, (column,) * look.columns, (row,) * rows, heavy_rows=frozenset())

    def paint(r: int, col: int, box: Box) -> None:
        index = col * rows + r  # down the first column, then the second
        if index >= len(sheet.problems):
            return
        fitted = fit(_key_runs(sheet, index, index + first, style), style.font, look.key_size,
                     box.width - 2 * style.padding, box.height - 5, 99, even=False)
        fitted.draw_from(c, box.x + style.padding, box.top - 2.5)

    c.setLineWidth(style.grid_weight)
    table.draw(c, style, paint)


def write_practice(sheets: PracticeSheets, style: Style, path, *, inputs=(), create_folder: bool = False):
    """Write the sheets and (when asked) their key to one PDF, together or not at all."""
    from .kit import write_pdf

    return write_pdf(practice(sheets, style), style, path, inputs=inputs, create_folder=create_folder)


def practice_file(settings, output, paper: str, *, key: bool, class_name: str = ""):
    """Where ``worksheets practice`` writes: the path and whether missing folders may be made
    (``output.destination``). Sheets of another level, options or seed, and sheets with their key, get a file of
    their own, so printing one set never replaces another."""
    from ..practice.problems import DEFAULT_SEED, name_parts
    from .output import WITH_KEYS, destination

    parts = (f"level-{settings.level}", *name_parts(settings),
             *((f"seed-{settings.seed}",) if settings.seed != DEFAULT_SEED else ()))
    return destination(output, "-".join(parts) + (WITH_KEYS if key else ""), f"practice-{settings.kind}", paper,
                       class_name=class_name)
