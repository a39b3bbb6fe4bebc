"""Judging one entry on a place-value card: is it valid for its category, and if not, why.

The rules are checked in a fixed order and the first one broken gives the
reason: the number of digits, no leading 0, only digits the dice have, then
the category. An X (or an empty box) is never valid and counts as 0.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

from ..errors import NumberFormatError
from ..numbers import clip, format_number, is_spreadsheet_error, parse_number, without_point_zeros
from ..templating import macro
from .categories import REASON_TEMPLATE, Category, check_category
from .game import PlaceValueGame

_DIGITS_AND_COMMAS = re.compile(r"[0-9,]*[0-9][0-9,]*")


@dataclass(frozen=True)
class EntryJudgement:
    """What one box holds: ``value`` (None for X or unreadable text), whether it counts, and why not.

    ``written`` is the entry as the child wrote it (stripped), or None for X. ``left_empty``: an X that is an empty
    box (None or blank text), not the letter X: it counts the same (SPEC: an empty cell is X), and a report
    shows it apart.
    """

    value: int | None
    valid: bool
    reason: str | None
    written: str | None = None
    left_empty: bool = False


def _reason(name: str, **context) -> str:
    return macro(REASON_TEMPLATE, name)(**context)


@lru_cache(maxsize=None)
def _x_reason() -> str:
    """Why an X does not count: the same sentence for every box, rendered once."""
    return _reason("x_entry")


@lru_cache(maxsize=1024)
def _fits(category: Category, game: PlaceValueGame) -> Category:
    """``check_category``, once per category and card (a class set asks it for every entry)."""
    return check_category(category, game)


#: What a box crossed out holds: X in either case, or a dash alone (as a dice card's box crossed out is read).
_CROSSED_OUT = frozenset({"", "x", "-", "\u2013", "\u2014"})


def is_x(entry: str | int | None) -> bool:
    """Whether a box holds X: None, empty text, the letter X in either case, or a dash alone."""
    return entry is None or (isinstance(entry, str) and entry.strip().lower() in _CROSSED_OUT)


def _read(entry: str | int, game: PlaceValueGame) -> tuple[int | None, str | None]:
    """(value, reason): the number written, and why it is not a number of the card's size (or None)."""
    if isinstance(entry, bool) or not isinstance(entry, (int, str)):
        return None, _reason("not_a_number", text=repr(entry))
    if isinstance(entry, int):
        if entry < 0:
            return None, _reason("not_a_number", text=str(entry))
        if len(str(entry)) != game.digits:
            return entry, _reason("wrong_digit_count", number=format_number(entry), digits=game.digits)
        return entry, None
    text = without_point_zeros(entry.strip())
    if not _DIGITS_AND_COMMAS.fullmatch(text):
        return None, _miswritten(text)
    digits = text.replace(",", "")
    try:
        value: int | None = parse_number(text)
    except NumberFormatError:
        value = None  # "6,34" or "63,41": not a number we read, whatever was meant
    if len(digits) != game.digits:
        return value, _reason("wrong_digit_count", number=text, digits=game.digits)
    if digits[0] == "0":
        return value, _reason("leading_zero", number=text)
    if value is None:
        # The right digits with commas in the wrong places.
        return None, _reason("bad_commas", number=text, suggestion=format_number(int(digits)))
    return value, None


_BRACKETED = re.compile(r"[(\[]\s*(?P<inner>[0-9][0-9, ]*?)\s*[)\]]?|[(\[]?\s*(?P<open>[0-9][0-9, ]*?)\s*[)\]]")
_SPACED = re.compile(r"[0-9][0-9, ]*[0-9]")
#: The no-break, narrow no-break, figure and thin spaces spreadsheets and word processors put between digits.
_OTHER_SPACES = str.maketrans("\u00a0\u202f\u2007\u2009", "    ")
#: Groups of digits parted by an apostrophe (straight or curly), as Switzerland writes 6'341.
_APOSTROPHED = re.compile(r"[0-9]{1,3}(?:['\u2019][0-9]{3})+")
_DECIMAL = re.compile(r"[0-9][0-9,]*\.[0-9]+")


def _miswritten(text: str) -> str:
    """Why ``text`` is not a number written with digits, saying what is wrong with the writing."""
    bracketed = _BRACKETED.fullmatch(text)
    if bracketed:
        inner = bracketed["inner"] or bracketed["open"]
        return _reason("in_brackets", text=text, inner=" ".join(inner.split()))
    if _DECIMAL.fullmatch(text):
        return _reason("decimal_point", text=text)
    spaced = text.translate(_OTHER_SPACES)
    if _APOSTROPHED.fullmatch(text):
        digits = re.sub(r"[^0-9]", "", text)
        return _reason("spaces_between_digits", text=text, digits=digits, grouped=_grouped(digits), mark="apostrophe")
    if _SPACED.fullmatch(spaced) and " " in spaced:
        digits = re.sub(r"[ ,]", "", spaced)
        if re.fullmatch(r"[0-9]{1,3}(, [0-9]{3})+", spaced):
            return _reason("space_after_comma", text=text, suggestion=spaced.replace(" ", ""))
        parts = spaced.split()
        if len(parts) > 1 and not re.fullmatch(r"[0-9]{1,3}( [0-9]{3})+", " ".join(parts)) \
                and all(len(part) > 3 and part.isdigit() for part in parts):
            return _reason("several_numbers", text=text, numbers=parts)  # "6341 6342": not one number spaced out
        return _reason("spaces_between_digits", text=text, digits=digits, grouped=_grouped(digits), mark="space")
    if is_spreadsheet_error(text):
        return _reason("spreadsheet_error", text=text)
    plain = _in_digits_0_to_9(text)
    if plain is not None:
        return _reason("other_script_digits", text=text, plain=plain)
    return _reason("not_a_number", text=clip(text))  # a sentence typed in a box: its start says enough


def _in_digits_0_to_9(text: str) -> str | None:
    """``text`` with the digits of another script (full-width ５６２１, Arabic-Indic) as 0 to 9, when it is such
    digits (and commas) alone; else None."""
    if not any(ch.isdigit() and not "0" <= ch <= "9" for ch in text):
        return None
    plain = "".join(str(unicodedata.decimal(ch)) if ch.isdecimal() else unicodedata.normalize("NFKC", ch)
                    for ch in text)
    return plain if _DIGITS_AND_COMMAS.fullmatch(plain) else None


def _grouped(digits: str) -> str:
    return format_number(int(digits)) if len(digits) <= 12 else digits


def judge_entry(category: Category, entry: str | int | None, game: PlaceValueGame) -> EntryJudgement:
    """Judge what a player wrote for ``category`` on a card of ``game``.

    >>> from worksheets.place_value.categories import DigitInPlace
    >>> judge_entry(DigitInPlace(8, "hundreds"), "6,341", PlaceValueGame()).reason
    '6,341 has 3 in the hundreds place, not 8'
    """
    _fits(category, game)
    judged = judge_writing(entry, game)
    if judged.valid:
        digits = str(judged.value)
        if not category.met_by(digits):
            return EntryJudgement(judged.value, False, category.why_not(digits), judged.written)
    return judged


def judge_writing(entry: str | int | None, game: PlaceValueGame) -> EntryJudgement:
    """``judge_entry`` but for the category: valid when the entry is a number of the card that the dice
    can make, and then it counts once it meets its category."""
    if is_x(entry):
        return EntryJudgement(None, False, _x_reason(), None, entry is None or not str(entry).strip())
    written = entry.strip() if isinstance(entry, str) else str(entry)
    value, reason = _read(entry, game)  # type: ignore[arg-type]
    if reason is not None:
        return EntryJudgement(value, False, reason, written)
    assert value is not None
    missing = sorted({int(d) for d in str(value)} - set(game.faces))
    if missing:
        return EntryJudgement(value, False, _reason("not_on_die", faces=missing, sides=game.sides), written)
    return EntryJudgement(value, True, None, written)
