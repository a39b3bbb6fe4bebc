"""Small drawing helpers any sheet can use: wrapped text, fields to write in, QR codes.

They place text and lines on a reportlab canvas and decide nothing about a
game. Text is never cut: it is wrapped onto more lines or made smaller.
Names and other data are drawn with ``drawString``, never parsed as markup.
"""

from __future__ import annotations

import math
from typing import Callable, Sequence

from reportlab.graphics.barcode.qr import QrCodeWidget
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen import canvas as pdf_canvas

from .style import Style

#: PDF metadata: fixed, so the same input gives the same bytes.
CREATOR = "worksheets"

#: Told how many more cards are drawn (the command line shows a progress bar with it).
Progress = Callable[[int], None]

#: Line advance, as a multiple of the font size.
LEADING = 1.15
#: DejaVu Sans: height of a capital above the baseline, and depth below it, per point of size.
ASCENT = 0.76
DESCENT = 0.24
#: Least room between a cell's text and its lines.
CELL_MARGIN = 2.5
_SMALLEST = 2.0  # stop shrinking here (nothing on a sheet comes near it)


def new_canvas(stream, page: tuple[float, float], style: Style, title: str) -> pdf_canvas.Canvas:
    """A canvas every sheet starts from: invariant (same input, same bytes), compressed, titled."""
    c = pdf_canvas.Canvas(stream, pagesize=page, invariant=1, pageCompression=1,
                          initialFontName=style.font, initialFontSize=style.label_size)
    c.setTitle(title)
    c.setAuthor(CREATOR)
    c.setCreator(CREATOR)
    c.setSubject(title)
    return c


def _floor(size: float) -> float:
    return math.floor(size * 4) / 4


def _greedy(words: Sequence[str], font: str, size: float, width: float) -> list[str]:
    lines: list[str] = []
    for word in words:
        if lines and stringWidth(f"{lines[-1]} {word}", font, size) <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines


def wrap_text(text: str, font: str, size: float, width: float, height: float | None = None,
              max_lines: int = 3) -> tuple[tuple[str, ...], float]:
    """Lines and a font size at which ``text`` fits ``width`` (and ``height``), in at most ``max_lines`` lines.

    Words are kept whole and in order. The largest size (up to ``size``, in
    quarter points) at which the words wrap into the room is used.
    """
    words = text.split()
    if not words:
        return ("",), size
    candidate = _floor(size)
    while True:
        lines = _greedy(words, font, candidate, width) if max_lines > 1 else [" ".join(words)]
        fits_width = all(stringWidth(line, font, candidate) <= width for line in lines)
        fits_height = height is None or len(lines) * candidate * LEADING <= height + 0.01
        if (len(lines) <= max_lines and fits_width and fits_height) or candidate <= _SMALLEST:
            return _balanced(words, font, candidate, width, lines), candidate
        candidate -= 0.25


def _balanced(words: Sequence[str], font: str, size: float, width: float, lines: list[str]) -> tuple[str, ...]:
    """The same number of lines, as even as they go: no lone word on a last line if it can be helped."""
    if len(lines) < 2:
        return tuple(lines)
    if len(lines) == 2:  # two lines break after a comma when one allows ("nine thousand, / six hundred ...")
        for cut in range(len(words) - 1, 0, -1):
            first, second = " ".join(words[:cut]), " ".join(words[cut:])
            if first.endswith(",") and max(stringWidth(first, font, size), stringWidth(second, font, size)) <= width:
                return first, second
    low, high = max(stringWidth(word, font, size) for word in words), width
    best = lines
    for _ in range(12):  # narrow the wrapping width while the line count holds
        middle = (low + high) / 2
        trial = _greedy(words, font, size, middle)
        if len(trial) <= len(lines):
            best, high = trial, middle
        else:
            low = middle
    return tuple(best)


#: Text in mixed fonts: (text, font) runs, such as a bold lead-in and the rest in regular.
Runs = Sequence[tuple[str, str]]
_RunLine = tuple[tuple[str, str], ...]


def _run_width(words: Sequence[tuple[str, str]], size: float) -> float:
    width = sum(stringWidth(word, font, size) for word, font in words)
    return width + sum(stringWidth(" ", font, size) for _, font in words[1:])


def wrap_runs(runs: Runs, size: float, width: float, max_lines: int = 3) -> tuple[tuple[_RunLine, ...], float]:
    """Like ``wrap_text`` for text in mixed fonts: lines of (word, font) and the size they fit at."""
    words = [(word, font) for text, font in runs for word in text.split()]
    candidate = _floor(size)
    while True:
        lines: list[list[tuple[str, str]]] = []
        for word in words:
            if lines and _run_width([*lines[-1], word], candidate) <= width:
                lines[-1].append(word)
            else:
                lines.append([word])
        fits = len(lines) <= max_lines and all(_run_width(line, candidate) <= width for line in lines)
        if fits or candidate <= _SMALLEST:
            return tuple(tuple(line) for line in lines), candidate
        candidate -= 0.25


def draw_runs(c, x: float, baseline: float, lines: Sequence[_RunLine], size: float) -> None:
    """Draw lines from ``wrap_runs``, each run of words in one font as one string."""
    for index, line in enumerate(lines):
        y = baseline - index * size * LEADING
        cursor = x
        groups: list[tuple[str, list[str]]] = []
        for word, font in line:
            if groups and groups[-1][0] == font:
                groups[-1][1].append(word)
            else:
                groups.append((font, [word]))
        for number, (font, group) in enumerate(groups):
            text = " ".join(group) + (" " if number < len(groups) - 1 else "")
            c.setFont(font, size)
            c.drawString(cursor, y, text)
            cursor += stringWidth(text, font, size)


def block_height(lines: int, size: float) -> float:
    """From the top of the first line's capitals to the bottom of the last line's descenders."""
    return size * (ASCENT + DESCENT + (lines - 1) * LEADING)


def draw_lines(c, x: float, baseline: float, lines: Sequence[str], font: str, size: float,
               align: str = "left") -> None:
    """Draw ``lines`` from ``baseline`` down; ``align`` is left, centre or right of ``x``."""
    c.setFont(font, size)
    for index, line in enumerate(lines):
        y = baseline - index * size * LEADING
        if align == "centre":
            c.drawCentredString(x, y, line)
        elif align == "right":
            c.drawRightString(x, y, line)
        else:
            c.drawString(x, y, line)


def draw_in_box(c, text: str, font: str, size: float, x: float, bottom: float, width: float, height: float,
                *, padding: float, max_lines: int = 2, align: str = "left") -> float:
    """``text`` wrapped and centred vertically in a box; returns the size it was drawn at."""
    lines, size = wrap_text(text, font, size, width - 2 * padding, height - 2 * CELL_MARGIN, max_lines)
    block = size * (ASCENT + (len(lines) - 1) * LEADING)
    baseline = bottom + (height + block) / 2 - size * ASCENT
    if align == "centre":
        anchor = x + width / 2
    elif align == "right":
        anchor = x + width - padding
    else:
        anchor = x + padding
    draw_lines(c, anchor, baseline, lines, font, size, align)
    return size


def field_start(label: str, x: float, style: Style) -> float:
    """Where the writing line of a field starts, after its printed label."""
    return x + stringWidth(label, style.bold_font, style.field_size) + 6


def draw_field(c, label: str, x: float, line_y: float, right: float, style: Style) -> None:
    """A printed label and the line a value is written on."""
    c.setFont(style.bold_font, style.field_size)
    c.drawString(x, line_y + 3, label)
    c.setLineWidth(style.field_weight)
    c.line(field_start(label, x, style), line_y, right, line_y)


def draw_value(c, value: str, x: float, line_y: float, right: float, style: Style) -> None:
    """Data (a name, a class) printed on a field's line, shrunk to fit; never markup."""
    if not value:
        return
    lines, size = wrap_text(value, style.font, style.value_size, right - x - 3, max_lines=1)
    c.setFont(style.font, size)
    c.drawString(x + 3, line_y + 3, lines[0])


def qr_modules(value: str, size: float) -> list[tuple[float, float, float, float]]:
    """The dark rectangles (x, y, width, height) of the QR code of ``value``, ``size`` points square.

    reportlab's ``QrCodeWidget`` encodes ``value`` (error correction M, the
    standard quiet zone of 4 modules, included in ``size``) and lays out its
    modules once; they are then drawn as one path.
    """
    widget = QrCodeWidget(value, barLevel="M", barBorder=4, barWidth=size, barHeight=size)
    return [(shape.x, shape.y, shape.width, shape.height)
            for shape in widget.draw().contents if shape.fillColor is not None]


def draw_qr(c, value: str, x: float, y: float, size: float) -> None:
    """The QR code of ``value`` with its bottom-left corner at (x, y)."""
    path = c.beginPath()
    for left, bottom, width, height in qr_modules(value, size):
        path.rect(x + left, y + bottom, width, height)
    c.saveState()
    c.setFillColorRGB(0, 0, 0)
    c.drawPath(path, stroke=0, fill=1)
    c.restoreState()
