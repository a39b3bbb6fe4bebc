"""The layout kit every sheet is built from: documents, headers, tables, cards to cut apart, QR codes.

A sheet module turns its model into a ``Document`` (its title and a function
that draws its pages) using these parts; ``render_pdf`` and ``write_pdf`` make
the file. Nothing here knows about a game. Canvases are in invariant mode, so
the same document gives the same bytes, and reportlab's RL_* environment
variables are ignored (its settings are its own defaults), so no setting of
the machine changes a sheet.
"""

from __future__ import annotations

import io
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterable, Mapping, NamedTuple, Sequence, TypeVar

from reportlab.pdfgen import canvas as pdf_canvas

from ..errors import LayoutError
from .fonts import register_fonts, reportlab_defaults
from .output import write_atomically
from .qr import qr_modules
from .style import Style
from .text import ASCENT, DESCENT, LEADING, SMALLEST, draw_one_line, fit, fit_beside

#: PDF metadata: fixed, so the same input gives the same bytes.
CREATOR = "worksheets"

#: Told how many more cards are drawn (the command line shows a progress bar with it).
Progress = Callable[[int], None]
T = TypeVar("T")


# --- documents -------------------------------------------------------------------------


@dataclass(frozen=True)
class Document:
    """A finished layout: the PDF's title and a function that draws every page on a canvas."""

    title: str
    draw: Callable[[pdf_canvas.Canvas], None]

    def __post_init__(self) -> None:
        reportlab_defaults()
        register_fonts()  # a sheet's layout is measured before it is drawn


def _save(document: Document, stream, style: Style) -> None:
    c = pdf_canvas.Canvas(stream, pagesize=style.portrait, invariant=1, pageCompression=1,
                          initialFontName=style.font, initialFontSize=style.label_size)
    for setter in (c.setTitle, c.setSubject):
        setter(document.title)
    c.setAuthor(CREATOR)
    c.setCreator(CREATOR)
    document.draw(c)
    c.save()


def render_pdf(document: Document, style: Style) -> bytes:
    """The PDF of ``document`` as bytes."""
    buffer = io.BytesIO()
    _save(document, buffer, style)
    return buffer.getvalue()


def write_pdf(document: Document, style: Style, path: str | Path, *, inputs: Iterable[str | Path] = (),
              create_folder: bool = False) -> Path:
    """Write the PDF of ``document`` to ``path`` all at once or not at all, never over one of ``inputs``."""
    return write_atomically(path, lambda stream: _save(document, stream, style), inputs=inputs,
                            create_folder=create_folder)


def reuse(c, name: str, size: tuple[float, float], draw: Callable[[], None]) -> None:
    """Place the form ``name``, drawn by ``draw`` the first time: the same lines are stored once."""
    if not c.hasForm(name):
        c.beginForm(name, lowerx=0, lowery=0, upperx=size[0], uppery=size[1])
        ink(c)
        draw()
        c.endForm()
    c.doForm(name)


def ink(c) -> None:
    c.setFillColorRGB(0, 0, 0)
    c.setStrokeColorRGB(0, 0, 0)


# --- tables ----------------------------------------------------------------------------


class Box(NamedTuple):
    x: float
    y: float  # bottom
    width: float
    height: float

    @property
    def top(self) -> float:
        return self.y + self.height


@dataclass(frozen=True)
class Table:
    """Columns and rows (the heading row first) with their top-left corner; thick lines where asked."""

    x: float
    top: float
    widths: tuple[float, ...]
    heights: tuple[float, ...]
    heavy_rows: frozenset[int] = frozenset({1})  # a thick line above these rows
    heavy_columns: frozenset[int] = frozenset()  # a thick line left of these columns
    #: Rows whose cells from a column to the right edge are one cell (row -> that column), painted once as its
    joined: Mapping[int, int] = field(default_factory=dict)

    @property
    def width(self) -> float:
        return sum(self.widths)

    @property
    def height(self) -> float:
        return sum(self.heights)

    def cell(self, row: int, column: int) -> Box:
        """The box of a cell; a joined cell's (``joined``) reaches the table's right edge."""
        last = len(self.widths) if self.joined.get(row) == column else column + 1
        return Box(self.x + sum(self.widths[:column]), self.top - sum(self.heights[:row + 1]),
                   sum(self.widths[column:last]), self.heights[row])

    def draw(self, c, style: Style, paint: Callable[[int, int, Box], None] | None = None) -> None:
        """Each cell painted in reading order (``paint(row, column, box)``; a joined cell once), then the lines."""
        ink(c)
        for row in range(len(self.heights)) if paint else ():
            for column in range(min(len(self.widths), self.joined.get(row, len(self.widths)) + 1)):
                paint(row, column, self.cell(row, column))
        x, y, right, bottom = self.x, self.top, self.x + self.width, self.top - self.height
        for row, height in enumerate(self.heights[:-1], start=1):
            y -= height
            c.setLineWidth(style.section_weight if row in self.heavy_rows else style.grid_weight)
            c.line(x, y, right, y)
        for column, width in enumerate(self.widths[:-1], start=1):
            x += width
            c.setLineWidth(style.section_weight if column in self.heavy_columns else style.grid_weight)
            top = y = self.top
            for row, height in enumerate(self.heights):  # a line stops where a joined cell spans it
                if self.joined.get(row, len(self.widths)) < column:
                    if top > y:
                        c.line(x, top, x, y)
                    top = y - height
                y -= height
            if top > bottom:
                c.line(x, top, x, bottom)
        c.setLineWidth(style.outline_weight)
        c.rect(self.x, bottom, self.width, self.height, stroke=1, fill=0)


def rows_that_fit(space: float, rows: int, style: Style, most: float | None = None) -> float | None:
    """The row height that fills ``space``, at most ``most``; None if rows would be too low to write in."""
    height = space / rows
    return None if height < style.min_row else min(height, style.max_row if most is None else most)


# --- headers ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Header:
    """The top of a sheet: a title, an optional line with a code (and its QR code), lines of fields."""

    x: float
    top: float
    width: float
    style: Style
    title_size: float
    fields: int = 2  # lines of fields to write on
    code: bool = False
    lines: tuple[float, ...] = field(init=False)  # where each line of fields is written

    def __post_init__(self) -> None:
        style, lines = self.style, []
        y = self.top - self.title_size - (style.code_row if self.code else 0) - style.field_row
        for index in range(self.fields):
            if self.code and index == self.fields - 1:  # the last line runs under the QR code
                y = min(y, self.top - style.qr_size - style.value_size)
            lines.append(y)
            y -= style.field_row
        object.__setattr__(self, "lines", tuple(lines))

    @property
    def right(self) -> float:
        """Where the title and the lines beside the QR code stop."""
        return self.x + self.width - (self.style.qr_size + self.style.qr_gap if self.code else 0)

    @property
    def bottom(self) -> float:
        """Where the sheet's content may start."""
        return self.lines[-1] - self.style.header_gap

    def _title(self, text: str):
        return fit(text, self.style.bold_font, self.title_size, self.right - self.x)

    def draw_title(self, c, text: str) -> None:
        self._title(text).draw(c, self.x, self.top - self.title_size * ASCENT)

    def refuse_small_title(self, headings: Sequence[str], title: str, source: str, sheet: str) -> None:
        """``LayoutError`` when one of ``headings``, which hold a rules file's ``title``, would print below
        the least size; it says how long a title fits them all."""
        sizes = [(self._title(heading).size, heading) for heading in headings]
        if any(size < SMALLEST for size, _ in sizes):
            fits = max(1, min(int(len(heading) * size / SMALLEST) - (len(heading) - len(title))
                              for size, heading in sizes))
            raise LayoutError(f"{source}: the title {title!r} is too long to print at {SMALLEST:g} pt on {sheet} "
                              f"({self.style.paper} paper); about {fits} characters fit: shorten title in the "
                              "rules file")

    def draw_code(self, c, lead: str, text: str, qr: QR) -> None:
        """``lead`` in bold (the game), ``text`` (the code) after it, and ``qr`` at the top right."""
        style = self.style
        baseline = self.top - self.title_size - style.code_row + style.code_size * DESCENT
        lead_fit = fit(lead, style.bold_font, style.code_size, self.right - self.x)
        lead_fit.draw(c, self.x, baseline)
        start = self.x + lead_fit.width + style.code_gap
        fit(text, style.font, style.code_text_size, self.right - start).draw(c, start, baseline)
        qr.draw(c, self.x + self.width - style.qr_size, self.top - style.qr_size, style.qr_size)

    def line_right(self, index: int) -> float:
        """Where line ``index`` stops: short of the QR code when it runs beside it."""
        beside_qr = self.code and self.lines[index] + self.style.value_size > self.top - self.style.qr_size
        return self.right if beside_qr else self.x + self.width

    def _spans(self, index: int, count: int) -> list[tuple[float, float]]:
        """Where each of ``count`` fields of line ``index`` starts and ends: one across, or two split at
        ``field_split`` of the width."""
        style, right = self.style, self.line_right(index)
        starts = [self.x] if count == 1 else [self.x, self.x + (right - self.x) * style.field_split]
        ends = [right] if count == 1 else [starts[1] - style.field_gap, right]
        return list(zip(starts, ends))

    def draw_fields(self, c, index: int, fields: Sequence[tuple[str, str]]) -> None:
        """Line ``index``: a field (label and value) from the left, a second from ``field_split`` of the width.
        A value on a line that runs under the QR code and takes two lines keeps its upper line clear of the
        code, which needs its white border to scan."""
        style, y = self.style, self.lines[index]
        code_left = self.x + self.width - style.qr_size - style.qr_gap
        under = self.code and self.line_right(index) > self.right  # the line runs under the code, not beside it
        for (label, value), (start, end) in zip(fields, self._spans(index, len(fields))):
            draw_field(c, style, label, value, start, end, y, code_left if under and end > code_left else None)

    def first_value_span(self, index: int, label: str, count: int) -> tuple[float, float]:
        """Where the value of line ``index``'s first field (``label``, one of ``count``) is written: to write it
        apart from a form that holds the label and its line."""
        return self.value_start(label), self._spans(index, count)[0][1]

    def value_start(self, label: str) -> float:
        """Where the line of a field on the left starts."""
        return self.x + fit(label, self.style.bold_font, self.style.field_size, 1e9).width + self.style.label_gap


def draw_field(c, style: Style, label: str, value: str, start: float, end: float, y: float,
               upper_end: float | None = None) -> None:
    """A printed label and the line a value is written on, with ``value`` printed on it; ``upper_end``: where
    the upper of two lines of the value must stop (short of a QR code above the line's end)."""
    label_fit = fit(label, style.bold_font, style.field_size, end - start)
    label_fit.draw(c, start, y + style.value_lift)
    c.setLineWidth(style.field_weight)
    value_start = start + label_fit.width + style.label_gap
    c.line(value_start, y, end, y)
    draw_value(c, style, value, value_start, end, y, upper_end=upper_end)


def draw_value(c, style: Style, value: str, start: float, end: float, y: float, font: str = "",
               size: float = 0.0, origin: tuple[float, float] = (0.0, 0.0), upper_end: float | None = None) -> None:
    """Data (a name, a class) on a line from ``start``: on two lines rather than smaller, the last on the line;
    never markup. ``origin``: where (0, 0) of ``start``, ``end`` and ``y`` is on the page, when not where the
    canvas has it; ``upper_end``: where the upper of two lines stops, when short of ``end`` (a QR code above)."""
    if value:
        lift = style.value_lift
        font, size = font or style.font, size or style.value_size
        width, height = end - start - 2 * lift, style.field_row - 2 * lift
        if draw_one_line(c, value, font, size, width, height, origin[0] + start + lift, origin[1] + y + lift):
            return
        beside = (None if upper_end is None
                  else fit_beside(value, font, size, upper_end - start - 2 * lift, width, height))
        # with no room beside the code for a word, two lines as anywhere else
        fitted = beside or fit(value, font, size, width, height, 2, break_words=True)
        fitted.draw(c, origin[0] + start + lift,
                    origin[1] + y + lift + (len(fitted.lines) - 1) * fitted.size * LEADING)


# --- cards to cut apart -----------------------------------------------------------------


@dataclass(frozen=True)
class Cards:
    """Where cards go: their page, their size, the bottom-left corner of each card on a page in reading order,
    and the dashed lines (x1, y1, x2, y2) to cut them apart along."""

    page: tuple[float, float]
    width: float
    height: float
    origins: tuple[tuple[float, float], ...]
    cuts: tuple[tuple[float, float, float, float], ...] = ()

    def draw(self, c, style: Style, cards: Sequence[T], draw_card: Callable[[T], None], spare: T | None = None,
             progress: Progress | None = None) -> None:
        """Every card in order, each drawn with its corner at (0, 0); a page left with room gets a ``spare``."""
        for page in self._pages(c, cards, spare, progress):
            self._cut(c, style)
            for (x, y), card in page:
                c.saveState()
                c.translate(x, y)
                draw_card(card)
                c.restoreState()

    def draw_on_form(self, c, style: Style, name: str, fixed: Callable[[], None], cards: Sequence[T],
                     draw_card: Callable[[T, float, float], None], spare: T, progress: Progress | None = None) -> None:
        """As ``draw`` for cards that differ only in a few words: what every card shares (``fixed``, drawn at
        the card's corner) and the cuts are one form placed on each page, and ``draw_card(card, x, y)``
        draws the rest of a card whose corner is at (x, y)."""
        def page_form() -> None:
            self._cut(c, style)
            for x, y in self.origins:
                c.saveState()
                c.translate(x, y)
                reuse(c, name, (self.width, self.height), fixed)
                c.restoreState()

        for page in self._pages(c, cards, spare, progress):
            reuse(c, f"{name}-page", self.page, page_form)
            for (x, y), card in page:
                draw_card(card, x, y)

    def _pages(self, c, cards: Sequence[T], spare: T | None, progress: Progress | None):
        """The cards of each page with their corners, the page shown after it is drawn; a page left with room
        gets a ``spare`` (when there is one)."""
        c.setPageSize(self.page)  # for every page of cards
        per_page = len(self.origins)
        cards = [*cards, *[spare] * (-len(cards) % per_page if spare is not None else 0)]
        for start in range(0, len(cards), per_page):
            page = list(zip(self.origins, cards[start:start + per_page]))
            yield page
            c.showPage()
            if progress:
                progress(len(page))

    def _cut(self, c, style: Style) -> None:
        if self.cuts:
            c.saveState()
            c.setLineWidth(style.cut_weight)
            c.setDash(4, 4)
            for x1, y1, x2, y2 in self.cuts:
                c.line(x1, y1, x2, y2)
            c.restoreState()


def grid(style: Style, page: tuple[float, float], columns: int, rows: int, gutter: float = 0.0) -> Cards:
    """``columns`` x ``rows`` cards inside the margins, ``gutter`` apart, cut apart halfway across each gutter."""
    (page_width, page_height), margin = page, style.margin
    width = (page_width - 2 * margin - (columns - 1) * gutter) / columns
    height = (page_height - 2 * margin - (rows - 1) * gutter) / rows
    lefts = [margin + column * (width + gutter) for column in range(columns)]
    bottoms = [page_height - margin - row * (height + gutter) - height for row in range(rows)]
    cuts = [(x - gutter / 2, margin, x - gutter / 2, page_height - margin) for x in lefts[1:]]
    cuts += [(margin, y + height + gutter / 2, page_width - margin, y + height + gutter / 2) for y in bottoms[1:]]
    return Cards(page, width, height, tuple((x, y) for y in bottoms for x in lefts), tuple(cuts))


def two_up(style: Style) -> Cards:
    """Two cards side by side on a landscape page, cut down the middle."""
    return grid(style, style.landscape, 2, 1, style.card_gutter)


def one_up(style: Style) -> Cards:
    """One card on a portrait page."""
    return grid(style, style.portrait, 1, 1)


# --- QR codes --------------------------------------------------------------------------


class QR:
    """The QR code of a value (error correction M), encoded once and drawn from its module matrix."""

    def __init__(self, value: str) -> None:
        self.value = value
        self.modules: tuple[tuple[bool, ...], ...] = qr_modules(value)  # reportlab's encoder's, found faster

    def runs(self, size: float) -> list[tuple[float, float, float, float]]:
        """Dark modules as rectangles (x, y, width, height) from the bottom-left, a run of a row as one;
        ``size`` includes the standard quiet zone of 4 modules each side."""
        module = size / (len(self.modules) + 8)
        rects = []
        for row_index, row in enumerate(self.modules):
            y = size - (row_index + 5) * module
            start = None
            for column, dark in enumerate((*row, False)):
                if dark and start is None:
                    start = column
                elif not dark and start is not None:
                    rects.append(((start + 4) * module, y, (column - start) * module, module))
                    start = None
        return rects

    def draw(self, c, x: float, y: float, size: float) -> None:
        """The code with its bottom-left corner (quiet zone included) at (x, y), as one filled path."""
        path = c.beginPath()
        for left, bottom, width, height in self.runs(size):
            path.rect(x + left, y + bottom, width, height)
        c.drawPath(path, stroke=0, fill=1)
