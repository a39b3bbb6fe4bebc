"""Text that fits its room: one fitter for every sheet, and the drawing of what it returns.

Text is never cut: it wraps onto more lines first, and is made smaller only
when the lines it may take are full. Names and other data are drawn with
``drawString``, never parsed as markup.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from functools import cached_property, lru_cache, wraps
from typing import NamedTuple, Sequence

from reportlab.pdfbase.pdfmetrics import stringWidth

#: Line advance, as a multiple of the font size.
LEADING = 1.15
#: DejaVu Sans: height of a capital above the baseline, and depth below it, per point of size.
ASCENT = 0.76
DESCENT = 0.24
#: An underline's depth below the baseline and its weight, per point of size.
UNDERLINE_DROP = 0.14
UNDERLINE_WEIGHT = 0.07
#: Least room between a cell's text and its lines.
CELL_MARGIN = 2.5
#: Nothing on a sheet is set smaller: a word too wide for its line at this size is broken first.
SMALLEST = 8.0

_BREAK_AFTER = re.compile(r"(?<=[/\\\-_.])")  # a word wider than its line breaks after a slash, dash or dot
_NO_BREAK_SPLIT = re.compile(r"[^\S\u00a0\u202f]+")  # words part at spaces, never at a no-break space ("Code 5CR0-…")


class Word(NamedTuple):
    text: str
    font: str
    glue: str = " "  # "" for the rest of a word broken over two lines, or joined to an underlined part
    underline: bool = False


#: Underlines a run: ``(text, font, UNDERLINE)``.
UNDERLINE = "underline"
#: Text in mixed fonts: (text, font) runs, such as a bold lead-in and the rest in regular; a run may
#: add ``UNDERLINE`` (the digit a question asks about), and then joins the text on either side that
#: has no space between.
Runs = Sequence[tuple[str, ...]]
Line = tuple[Word, ...]


@lru_cache(maxsize=65536)
def _width(text: str, font: str, size: float) -> float:
    # reportlab's own measure at this size: its C accelerator (rl_accel) rounds differently
    # from scaling a width measured at another size, so each size is measured.
    return stringWidth(text, font, size)


def line_width(line: Sequence[Word], size: float) -> float:
    """As ``stringWidth`` measures it, to the last bit; measured strings are remembered."""
    return sum(_width(text, font, size) for text, font, _ in _groups(line))


def _groups(line: Sequence[Word]) -> list[tuple[str, str, bool]]:
    """A line as strings of one font (and underline) each, a space ending every string but the last."""
    font = line[0].font if line else ""
    if all(word.font == font and word.glue == " " and not word.underline for word in line):  # the usual line
        return [(" ".join(word.text for word in line), font, False)] if line else []
    groups: list[list] = []
    for index, word in enumerate(line):
        glue = word.glue if index else ""
        if groups and (groups[-1][1], groups[-1][2]) == (word.font, word.underline):
            groups[-1][0] += glue + word.text
        else:
            if groups:
                groups[-1][0] += glue
            groups.append([word.text, word.font, word.underline])
    return [(text, font, underline) for text, font, underline in groups]


_ALIGN = {"left": 0, "centre": 0.5, "right": 1}


@dataclass(frozen=True)
class Fitted:
    lines: tuple[Line, ...]
    size: float

    @property
    def text(self) -> tuple[str, ...]:
        return tuple("".join(text for text, _, _ in _groups(line)) for line in self.lines)

    @property
    def width(self) -> float:
        return max(line_width(line, self.size) for line in self.lines)

    @property
    def height(self) -> float:
        """From the top of the first line's capitals to the bottom of the last line's descenders."""
        return block_height(len(self.lines), self.size)

    def draw(self, c, x: float, baseline: float, align: str = "left") -> None:
        """Each line from ``baseline`` down; ``align``: left, centre or right of ``x``."""
        share = _ALIGN[align]
        for index, (line_width_, groups) in enumerate(self._plan):
            y = baseline - index * self.size * LEADING
            cursor = x - share * line_width_
            for text, font, underline, width in groups:
                c.setFont(font, self.size)
                c.drawString(cursor, y, text)
                if underline:
                    c.saveState()
                    c.setLineWidth(self.size * UNDERLINE_WEIGHT)
                    c.line(cursor, y - self.size * UNDERLINE_DROP, cursor + width, y - self.size * UNDERLINE_DROP)
                    c.restoreState()
                cursor += width

    @cached_property
    def _plan(self) -> tuple[tuple[float, tuple[tuple[str, str, bool, float], ...]], ...]:
        """Per line: its width, and its strings of one font with their widths (a fit is often drawn again)."""
        plan = []
        for line in self.lines:
            groups = tuple((text, font, underline, _width(text, font, self.size))
                           for text, font, underline in _groups(line))
            plan.append((sum(group[3] for group in groups), groups))
        return tuple(plan)

    def draw_from(self, c, x: float, top: float, align: str = "left") -> float:
        """Each line from ``top`` down, a paragraph; returns the y below the last line."""
        self.draw(c, x, top - self.size * ASCENT, align)
        return top - self.below

    @property
    def below(self) -> float:
        """The room the lines take as a paragraph."""
        return len(self.lines) * self.size * LEADING


def block_height(lines: int, size: float) -> float:
    return size * (ASCENT + DESCENT + (lines - 1) * LEADING)


def _words(text: str | Runs, font: str) -> list[Word]:
    runs = [(text, font)] if isinstance(text, str) else text
    words: list[Word] = []
    for index, (part, run_font, *mark) in enumerate(runs):
        underline = UNDERLINE in mark
        # An underlined run joins its neighbours where no space parts them: "6,", "3", "41" are "6,341".
        joins = index > 0 and not part[:1].isspace() and not runs[index - 1][0][-1:].isspace() and (
            underline or UNDERLINE in runs[index - 1][2:])
        for number, piece in enumerate(p for p in _NO_BREAK_SPLIT.split(part) if p):
            words.append(Word(piece, run_font, "" if joins and number == 0 else " ", underline))
    return words


#: Signs a line never starts with: they belong to the word before ("1 × 10,000", "Place value · Code ...").
_NEVER_FIRST = frozenset({"·", "×"})


def _sticks(word: Word, after: Word) -> bool:
    """Whether no line end may part ``word`` and ``after``: the rest of a word with an underlined part, or a
    sign that belongs to the word before it."""
    return (after.glue == "" and (word.underline or after.underline)) or after.text in _NEVER_FIRST


def _greedy(words: Sequence[Word], size: float, width: float) -> list[list[Word]]:
    lines: list[list[Word]] = []
    for word in words:
        if lines and (_sticks(lines[-1][-1], word) or line_width([*lines[-1], word], size) <= width):
            lines[-1].append(word)
        else:
            lines.append([word])
    return lines


def _ends_phrase(word: Word, after: Word) -> bool:
    return word.text.endswith((",", ":")) or after.text.startswith("+")


def _natural(words: Sequence[Word], size: float, width: float) -> list[list[Word]]:
    """Lines broken after a comma or colon, or before a plus sign, as far as the phrases go."""
    phrases: list[list[Word]] = []
    for word in words:
        if not phrases or (_ends_phrase(phrases[-1][-1], word) and not _sticks(phrases[-1][-1], word)):
            phrases.append([])
        phrases[-1].append(word)
    lines: list[list[Word]] = []
    for phrase in phrases:
        if lines and line_width([*lines[-1], *phrase], size) <= width:
            lines[-1] += phrase
        else:
            lines += _greedy(phrase, size, width)
    return lines


def _even(words: Sequence[Word], size: float, width: float, count: int) -> list[list[Word]]:
    """``count`` lines as even as they go: the wrapping width narrowed while the count holds."""
    low, high = max(line_width([word], size) for word in words), width
    best = _greedy(words, size, width)
    for _ in range(12):
        middle = (low + high) / 2
        trial = _greedy(words, size, middle)
        if len(trial) <= count:
            best, high = trial, middle
        else:
            low = middle
    return best


def _broken(words: Sequence[Word], size: float, width: float, hyphenate: bool = False) -> list[Word]:
    """Words wider than a line (a long file name) in pieces: after slashes, dashes and dots, or anywhere;
    ``hyphenate``: a piece cut between letters ends with a hyphen, as a name broken by hand does."""
    out: list[Word] = []
    mark = "-" if hyphenate else ""
    for word in words:
        if line_width([word], size) <= width:
            out.append(word)
            continue
        glue = word.glue
        for piece in _BREAK_AFTER.split(word.text):
            while piece:
                room = width - stringWidth(mark, word.font, size)  # a cut piece keeps room for its hyphen
                cut = max((n for n in range(2, len(piece) + 1) if stringWidth(piece[:n], word.font, size) <= room),
                          default=1)
                if cut < len(piece):  # pieces of even length: "Παπαδό-πουλος", not "Παπαδόπουλο" and a lone "ς"
                    pieces = math.ceil(stringWidth(piece, word.font, size) / room)
                    cut = min(cut, max(1, math.ceil(len(piece) / pieces)))
                out.append(Word(piece[:cut] + (mark if cut < len(piece) else ""), word.font, glue))
                glue, piece = "", piece[cut:]
    return out


def fit_beside(text: str, font: str, size: float, first: float, width: float, height: float,
               least: float = SMALLEST) -> Fitted | None:
    """Two lines of ``text`` whose first is at most ``first`` wide and whose second at most ``width``, the two
    within ``height`` (a value that rises beside something, such as a QR code, on its upper line), at the largest
    size from ``size`` down to ``least`` (in quarter points); None when no size from ``least`` up fits. The words
    are never broken."""
    words = _words(text, font)
    candidate = _quarter(size)
    while candidate >= least and block_height(2, candidate) > height + 0.01:
        candidate -= 0.25  # two lines too tall at this size, whatever their words
    while words and candidate >= least:
        upper: list[Word] = []
        for word in words:  # the upper line as full as it goes; the rest must fit the lower one
            if line_width([*upper, word], candidate) > first:
                break
            upper.append(word)
        lower = words[len(upper):]
        if upper and lower and line_width(lower, candidate) <= width:
            return Fitted((tuple(upper), tuple(lower)), candidate)
        candidate -= 0.25
    return None


def _quarter(size: float) -> float:
    return math.floor(size * 4 + 1e-9) / 4


def draw_one_line(c, text: str, font: str, size: float, width: float, height: float, x: float,
                  baseline: float) -> bool:
    """Plain ``text`` drawn from ``x`` exactly as ``fit(text, font, size, width, height, max_lines)`` would
    set and draw it when that is one line at ``size`` (a name on each of a thousand cards, without the
    objects a fit makes); False, with nothing drawn, when the text needs the fitter."""
    line = " ".join(text.split())
    if (not line or size != _quarter(size) or size * LEADING > height + 0.01
            or block_height(1, size) > height + 0.01 or _width(line, font, size) > width):
        return False
    c.setFont(font, size)
    c.drawString(x, baseline, line)
    return True


def _remembered(fitter):
    """Fits of plain text remembered: a class set draws the same words on many cards (a ``Fitted`` never changes)."""
    remembered = lru_cache(maxsize=4096)(fitter)

    @wraps(fitter)
    def fit(text, *args, **options):
        return remembered(text, *args, **options) if isinstance(text, str) else fitter(text, *args, **options)

    return fit


@_remembered
def fit(text: str | Runs, font: str, size: float, width: float, height: float | None = None, max_lines: int = 1,
        *, even: bool = True, least: float = SMALLEST, break_words: bool = False, hyphenate: bool = False) -> Fitted:
    """The lines and the size at which ``text`` fits ``width`` (and ``height``) in at most ``max_lines`` lines.

    At the largest size (in quarter points, from ``size`` down to ``least``)
    at which the words wrap into the room. ``even``: lines of a table cell,
    broken after a comma or colon or before a plus sign when that takes no
    more lines, else as even as they go; otherwise lines of a paragraph, each
    as full as it goes. Text that does not fit at ``least`` is made smaller,
    never cut; with ``break_words``, a word wider than the line (a long name
    or file name) is broken first, with a hyphen where it is cut between
    letters when ``hyphenate`` (a name, not a file name).
    """
    words = _words(text, font)
    if not words:
        return Fitted(((),), size)
    if max_lines == 1:  # one line: the size follows from its width
        single = _quarter(min(size, width / max(line_width(words, 1.0), 0.01),
                              math.inf if height is None else height))
        return Fitted((tuple(words),), single)
    candidate = _quarter(size)
    while height is not None and candidate >= least and candidate * LEADING > height + 0.01:
        candidate -= 0.25  # too tall for even one line: no need to wrap the words to know
    while candidate >= least:
        lines = _greedy(words, candidate, width)
        fits = len(lines) <= max_lines and all(line_width(line, candidate) <= width for line in lines)
        if fits and (height is None or block_height(len(lines), candidate) <= height + 0.01):
            if even and len(lines) > 1:
                natural = _natural(words, candidate, width)
                fine = len(natural) == len(lines) and all(line_width(line, candidate) <= width for line in natural)
                fine = fine and any(_ends_phrase(line[-1], after[0]) for line, after in zip(natural, natural[1:]))
                lines = natural if fine else _even(words, candidate, width, len(lines))
            return Fitted(tuple(tuple(line) for line in lines), candidate)
        candidate -= 0.25
    lines = _greedy(_broken(words, least, width, hyphenate) if break_words else words, least, width)
    widest = max(line_width(line, 1.0) for line in lines)
    scale = min(least, width / max(widest, 0.01), math.inf if height is None else height / block_height(len(lines), 1))
    return Fitted(tuple(tuple(line) for line in lines), _quarter(scale) if scale >= 0.25 else scale)


def draw_in_box(c, text: str | Runs, font: str, size: float, box, *, padding: float, max_lines: int = 2,
                align: str = "left", **options) -> Fitted:
    """``text`` fitted into ``box`` (x, bottom, width, height) and centred in it vertically."""
    x, bottom, width, height = box
    fitted = fit(text, font, size, width - 2 * padding, height - 2 * CELL_MARGIN, max_lines, **options)
    block = fitted.size * (ASCENT + (len(fitted.lines) - 1) * LEADING)
    anchor = {"left": x + padding, "centre": x + width / 2, "right": x + width - padding}[align]
    fitted.draw(c, anchor, bottom + (height + block) / 2 - fitted.size * ASCENT, align)
    return fitted
