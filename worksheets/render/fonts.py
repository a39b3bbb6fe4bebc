"""The embedded fonts, and the check that a text can be printed with them.

The sheets use DejaVu Sans (``worksheets/fonts/``, licence beside the files),
which covers Latin, Greek and Cyrillic among others, so Zoë, Łukasz and Ж
print as typed. reportlab draws text without a bidirectional or shaping
engine, so right-to-left letters (Hebrew, Arabic) would come out backwards:
they are refused like a character the font lacks, never printed wrongly.
"""

from __future__ import annotations

import os
import unicodedata
from dataclasses import fields
from functools import lru_cache
from pathlib import Path
from typing import Iterable, TypeVar

from ..errors import GlyphError, InputError
from ..names import MAX_NAME_LENGTH
from ..templating import macro
from .style import BOLD_FONT, REGULAR_FONT

FONTS_DIR = Path(__file__).resolve().parent.parent / "fonts"

#: reportlab font name -> file in ``FONTS_DIR``.
FONT_FILES = {
    REGULAR_FONT: "DejaVuSans.ttf",
    BOLD_FONT: "DejaVuSans-Bold.ttf",
}

_RIGHT_TO_LEFT = {"R", "AL"}
#: Longest class, date or name printed in a field of a sheet: a name's limit, as they share the field's width.
MAX_TEXT_LENGTH = MAX_NAME_LENGTH
T = TypeVar("T")


@lru_cache(maxsize=1)
def reportlab_defaults() -> None:
    """Set reportlab's settings to its own defaults, whatever RL_* environment variables say
    (RL_useA85, RL_shapeChecking, RL_trustedHosts, …): a sheet never depends on the machine."""
    from reportlab import rl_config

    start_up = getattr(rl_config, "_startUp", None)
    hidden = {key: os.environ.pop(key) for key in list(os.environ) if key.startswith("RL_")}
    try:
        if hidden and start_up is not None:
            start_up()
    finally:
        os.environ.update(hidden)


def _utf16_to_unicode_cmap(original):
    """reportlab's ToUnicode map, with characters beyond U+FFFF written as UTF-16 pairs, as PDF
    requires: reportlab writes their code point (``<1F600>``), so a reader copies 😀 as another
    character. Characters up to U+FFFF come out as before."""
    def make(fontname, subset):
        lines = original(fontname, subset).split("\n")
        for index, char in enumerate(subset):
            if char > 0xFFFF:
                wrong = f"<{index:02X}> <{char:04X}>"
                lines[lines.index(wrong)] = f"<{index:02X}> <{chr(char).encode('utf-16-be').hex().upper()}>"
        return "\n".join(lines)

    return make


@lru_cache(maxsize=None)
def _font(name: str):
    """Load and register one font with reportlab, the first time it is asked for."""
    reportlab_defaults()  # before a font is made: RL_ttfAsciiReadable changes how it is embedded
    from reportlab.pdfbase import pdfmetrics, ttfonts
    from reportlab.pdfbase.ttfonts import TTFont

    if not hasattr(ttfonts.makeToUnicodeCMap, "__wrapped__"):
        fixed = _utf16_to_unicode_cmap(ttfonts.makeToUnicodeCMap)
        fixed.__wrapped__ = ttfonts.makeToUnicodeCMap
        ttfonts.makeToUnicodeCMap = fixed

    font = TTFont(name, str(FONTS_DIR / FONT_FILES[name]))
    pdfmetrics.registerFont(font)
    return font


def register_fonts() -> None:
    """Make the sheets' fonts known to reportlab (done once per process)."""
    for name in FONT_FILES:
        _font(name)


@lru_cache(maxsize=None)
def _covered(name: str) -> frozenset[int]:
    return frozenset(_font(name).face.charToGlyph)


def missing_characters(text: str, font: str = REGULAR_FONT) -> list[str]:
    """The characters of ``text`` that ``font`` cannot print, each once, in order of appearance."""
    return list(_missing(text, font))


@lru_cache(maxsize=4096)
def _missing(text: str, font: str) -> tuple[str, ...]:
    # A sheet checks the same labels and names on every card it draws.
    covered = _covered(font)
    return tuple(char for char in dict.fromkeys(text)  # each character once, in order of appearance
                 if ord(char) not in covered or unicodedata.bidirectional(char) in _RIGHT_TO_LEFT)


def _describe(char: str) -> str:
    code = f"U+{ord(char):04X}"
    return f"{char!r} ({code})" if char.isprintable() else code


#: What a teacher can do about a name the font cannot print.
NAME_ADVICE = ("; type such a name in letters the sheets can print (Latin, Greek or Cyrillic), "
               "such as its Latin spelling")


def _name_advice(missing: Iterable[str]) -> str:
    """``NAME_ADVICE`` when a name lacks letters (a symbol or emoji is simply left out)."""
    return NAME_ADVICE if any(char.isalpha() for char in missing) else ""


def check_drawable(text: str, where: str, font: str = REGULAR_FONT, advice: str = "") -> None:
    """Raise ``GlyphError`` naming every character of ``text`` the font cannot print.

    ``where`` says what the text is, for the message: "player name 'Ana'"; ``advice`` ends the message.
    """
    missing = missing_characters(text, font)
    if not missing:
        return
    listed = ", ".join(_describe(char) for char in missing)
    note = ""
    if any(unicodedata.bidirectional(char) in _RIGHT_TO_LEFT for char in missing):
        note = " (right-to-left letters cannot be printed yet)"
    raise GlyphError(f"{where} has characters the font cannot print: {listed}{note}{advice}", advised=bool(advice))


def clean_text(text: str, where: str) -> str:
    """``text`` as printed in a field (spaces run together), refused when too long for it or not printable;
    ``where`` says what it is: "class"."""
    text = " ".join(text.split())
    if len(text) > MAX_TEXT_LENGTH:
        raise InputError(f"{where} {text!r} is {len(text)} characters long; at most {MAX_TEXT_LENGTH} fit on a sheet")
    check_drawable(text, f"{where} {text!r}")
    return text


#: How many undrawable names one message lists before "and N more".
NAMES_SHOWN = 5


def check_names_drawable(names, where=lambda name: "", fonts: Iterable[str] = (REGULAR_FONT,)) -> None:
    """``check_drawable`` for every player name in each of ``fonts`` (a sheet that prints names in bold too
    names both); ``where(name)`` says where it was read (a file and row).

    One name the fonts cannot draw is refused as ``check_drawable`` says it; several are refused in one message
    naming the first ``NAMES_SHOWN`` with their rows and how many more, so a roster is mended in one go."""
    fonts = tuple(fonts)
    bad = []
    for name in dict.fromkeys(names):
        missing = list(dict.fromkeys(char for font in fonts for char in missing_characters(name, font)))
        if missing:
            bad.append((where(name), name, missing))
    if not bad:
        return
    if len(bad) == 1:
        prefix, name, _ = bad[0]
        for font in fonts:
            check_drawable(name, f"{prefix + ': ' if prefix else ''}player name {name!r}", font,
                           _name_advice(missing))
    source, rows = _common_source([prefix for prefix, _, _ in bad])
    shown = [(row, repr(name), ", ".join(_describe(char) for char in missing))
             for row, (_, name, missing) in zip(rows, bad[:NAMES_SHOWN])]
    right_to_left = any(unicodedata.bidirectional(char) in _RIGHT_TO_LEFT for _, _, missing in bad for char in missing)
    advice = _name_advice([char for _, _, missing in bad for char in missing])
    raise GlyphError(macro("roster.j2", "undrawable_names")(
        source=source, count=len(bad), names=shown, more=len(bad) - len(shown), right_to_left=right_to_left)
        + advice, advised=bool(advice))


def _common_source(places: list[str]) -> tuple[str, list[str]]:
    """``places`` ("class.csv row 3") as the file they share and each one's row ("row 3"); else no common file
    and each place whole ("--players" for every name: no place of its own)."""
    heads = {place.rpartition(" row ")[0] for place in places}
    if len(heads) == 1 and all(" row " in place for place in places):
        head = heads.pop()
        return head, [place[len(head) + 1:] for place in places]
    if len(set(places)) == 1:
        return places[0], [""] * len(places)
    return "", places


def check_printable(bold: Iterable[str] = (), regular: Iterable[str] = ()) -> None:
    """``check_drawable`` for the words of a sheet, each in the font it is drawn in."""
    for font, texts in ((BOLD_FONT, bold), (REGULAR_FONT, regular)):
        for text in dict.fromkeys(texts):
            check_drawable(text, f"sheet text {text!r}", font)


class Words:
    """A sheet's words from its template: ``words("game", 3)`` is the text of the macro ``game``."""

    def __init__(self, template: str) -> None:
        self.template = template

    def __call__(self, name: str, /, *args, **kwargs) -> str:
        return macro(self.template, name)(*args, **kwargs)

    def fill(self, cls: type[T], **given) -> T:
        """The dataclass ``cls`` of words: each field as ``given``, or else the text of the macro of the
        same name, so a word that needs no arguments is named once."""
        return cls(**{f.name: given[f.name] if f.name in given else self(f.name) for f in fields(cls)})
