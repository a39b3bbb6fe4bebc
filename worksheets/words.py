"""Numbers read aloud: in words, in expanded form, and checking a child's reading.

The words come from the num2words library; this module only picks the language,
applies the American school style to English, and compares readings. num2words
is imported inside the functions that use it, so importing this module (and
starting the command line) stays fast.

American school style, the default, has no "and" and a comma after each
thousand/million/billion group that more words follow:
6341 -> "six thousand, three hundred forty-one". British style is what num2words
writes for English: "six thousand, three hundred and forty-one".
"""

from __future__ import annotations

import re
from functools import lru_cache

from .errors import LanguageError, NumberFormatError
from .numbers import MAX_NUMBER, format_number

#: Ways of writing English number words: American school style and British.
STYLES = ("us", "uk")

_ENGLISH = "en"

# Languages num2words lists but cannot be trusted with: in num2words 0.5.14,
# Amharic loops forever on 6341 (savoirfairelinux/num2words#591) and crashes on
# 1802 (#639), so offering it would hang the command line.
_BROKEN_LANGUAGES = frozenset({"am"})
# Languages whose num2words words were found wrong for common numbers (Belgian and Swiss French
# "deux cents un" and "un millions", Danish "en millioner", Norwegian "to million", Dutch "honderdéén"):
# refused rather than printed on a key.
_WRONG_LANGUAGES = frozenset({"fr_BE", "fr_CH", "da", "no", "nl", "sv"})
#: Languages whose words this project has checked against their spelling rules (tests/test_words.py);
#: the others come from num2words unchecked, which ``say`` says in a note.
CHECKED_LANGUAGES = frozenset({"en", "es", "fr", "de"})
# num2words 0.5.14 does not shorten "uno" before "mil"/"millones" (veintiún mil, ciento un mil) nor
# "eins" before "tausend"/"Millionen" (einhunderteintausend, einhunderteine Millionen).
_FIXES = {
    "es": [(re.compile(r"\b(veinti)?uno\b(?= mil)"), lambda m: "veintiún" if m.group(1) else "un")],
    "de": [(re.compile(r"einstausend"), lambda m: "eintausend"),
           (re.compile(r"eins(?= Milli)"), lambda m: "eine")],
}

# Dashes a keyboard or a word processor may put between "forty" and "one".
_HYPHENS = re.compile("[-\u2010\u2011\u2012\u2013\u2014]")
_AND = re.compile(r"\band\b")


def supported_languages() -> tuple[str, ...]:
    """The language codes ``say`` accepts, sorted: 'de', 'en', 'es', 'fr', ..."""
    from num2words import CONVERTER_CLASSES

    return tuple(sorted(set(CONVERTER_CLASSES) - _BROKEN_LANGUAGES - _WRONG_LANGUAGES))


def say(n: int, *, style: str = "us", lang: str | None = None) -> str:
    """``n`` in words: 6341 -> 'six thousand, three hundred forty-one'.

    ``style`` ("us" or "uk") applies to English only; ``lang`` is a num2words
    language code such as "es" (None means English).
    """
    _check_number(n)
    style = _check_style(style)
    code = _language(lang)
    if code == _ENGLISH and style == "us":
        return _say_us(n)
    return _num2words(n, code)


def expanded(n: int, every_digit: bool = False) -> str:
    """``n`` as a sum of its place values: 6041 -> '6,000 + 40 + 1'; 0 -> '0'. ``every_digit``: a term for every
    digit, zeros kept, as expanded-form practice sheets write it: 6041 -> '6,000 + 0 + 40 + 1'."""
    _check_number(n)
    digits = str(n)
    terms = [
        format_number(int(digit) * 10 ** (len(digits) - 1 - place))
        for place, digit in enumerate(digits)
        if every_digit or digit != "0"
    ]
    return " + ".join(terms) or "0"


def normalize_reading(text: str) -> str:
    """``text`` without what does not matter when a child reads a number aloud.

    Case, hyphens versus spaces, commas, the word "and", a final full stop and
    extra spaces are dropped; spelling is kept, so "fourty" stays different from "forty".
    """
    text = _HYPHENS.sub(" ", text.lower()).replace(",", " ")
    text = text.strip().rstrip(".!").strip()  # a sentence's final full stop is not part of the number
    return " ".join(_AND.sub(" ", text).split())


def reading_slips(n: int, reading: str, *, style: str = "us", lang: str | None = None
                  ) -> list[tuple[str | None, str | None]]:
    """Where a wrong reading parts from the right words, as (said, right) pairs: "six thousand three
    hundred fourty-one" for 6341 gives [("fourty", "forty")]; a word left out is (None, "hundred"), a
    word too many ("six thousand three hundred forty-one five") is ("five", None). Empty when the
    reading is right, or so far from the number that naming words would not help."""
    from difflib import SequenceMatcher

    said = normalize_reading(reading).split()
    right = normalize_reading(say(n, style=style, lang=lang)).split()
    slips: list[tuple[str | None, str | None]] = []
    matcher = SequenceMatcher(None, said, right, autojunk=False)
    for op, s1, s2, r1, r2 in matcher.get_opcodes():
        if op == "replace" and s2 - s1 == r2 - r1:  # a word for a word: name each
            slips += [(a, b) for a, b in zip(said[s1:s2], right[r1:r2])]
        elif op != "equal":
            slips.append((" ".join(said[s1:s2]) or None, " ".join(right[r1:r2]) or None))
    changed = sum(max(len((a or "").split()), len((b or "").split())) for a, b in slips)
    return slips if 2 * changed <= len(right) else []


def read_in_pairs(n: int, reading: str, *, style: str = "us", lang: str | None = None) -> tuple[int, int] | None:
    """The two numbers of a four-digit ``n`` read in pairs, as a year is said ("sixty-three forty-one" for 6341:
    (63, 41)), when ``reading`` is that; else None."""
    if not 1000 <= n <= 9999 or n % 100 < 10:  # "sixty-three oh five" is another habit: not guessed at
        return None
    pairs = divmod(n, 100)
    spoken = " ".join(normalize_reading(say(part, style=style, lang=lang)) for part in pairs)
    return pairs if normalize_reading(reading) == spoken else None


#: A reading in figures ("6341", "6,341"): no words read aloud to judge.
_FIGURES = re.compile(r"[0-9][0-9,. ]*")


def in_figures(reading: str) -> bool:
    """Whether a reading is written in figures, not in the words that were read aloud: it cannot be judged."""
    return _FIGURES.fullmatch(reading.strip()) is not None


def reading_matches(n: int, reading: str, *, style: str = "us", lang: str | None = None) -> bool:
    """Whether ``reading`` says ``n``, ignoring what ``normalize_reading`` drops.

    In English the American and British readings are both right whatever
    ``style`` is: they differ only in commas and "and", which are ignored.
    """
    expected = normalize_reading(say(n, style=style, lang=lang))
    return normalize_reading(reading) in _also_right(n, expected, _language(lang))


def _also_right(n: int, expected: str, code: str) -> set[str]:
    """``expected`` and the other readings a teacher accepts: "a hundred" for "one hundred", "nought" for
    "zero", hundreds past a thousand ("fifteen hundred", "sixty-three hundred forty-one"); in German
    "hundert" and "tausend" for "einhundert" and "eintausend" at the start."""
    readings = {expected}
    if code == _ENGLISH:
        hundreds, rest = divmod(n, 100)
        if 11 <= hundreds <= 99 and hundreds % 10:  # 1,500 but not 2,000 ("twenty hundred" is not said)
            readings.add(normalize_reading(f"{_say_us(hundreds)} hundred {_say_us(rest) if rest else ''}"))
        readings.add(re.sub(r"^one (?=hundred|thousand|million|billion)", "a ", expected))
        if expected == "zero":
            readings |= {"nought", "oh"}
    if code == "de":
        readings.add(re.sub(r"^ein(?=hundert|tausend)", "", expected))
    return readings


def _check_number(n: object) -> None:
    """Refuse anything but a whole number from 0 to MAX_NUMBER."""
    # bool is an int subclass, but True is not a number a child wrote.
    if isinstance(n, bool) or not isinstance(n, int):
        raise NumberFormatError(f"{n!r} is not a whole number")
    if not 0 <= n <= MAX_NUMBER:
        raise NumberFormatError(
            f"{format_number(n)} is out of range; numbers from 0 to {format_number(MAX_NUMBER)} can be said in words"
        )


def _check_style(style: str) -> str:
    """The style in STYLES that ``style`` names, in any case ('UK' is 'uk'); refuse any other."""
    folded = style.strip().casefold() if isinstance(style, str) else style
    if folded not in STYLES:
        raise LanguageError(f"unknown style {style!r}; accepted styles: {', '.join(STYLES)}")
    return folded


def _language(lang: str | None) -> str:
    """The num2words code for ``lang``: 'pt-BR' and 'PT_br' both give 'pt_BR'."""
    if lang is None:
        return _ENGLISH
    accepted = supported_languages()
    by_folded = {code.casefold(): code for code in accepted}
    wanted = str(lang).replace("-", "_").casefold()
    if wanted in {code.casefold() for code in _WRONG_LANGUAGES}:
        raise LanguageError(
            f"language {lang!r} is turned off: num2words gives wrong words in it for common numbers; "
            f"accepted codes: {', '.join(c for c in accepted if c not in _WRONG_LANGUAGES)}"
        )
    if wanted in _BROKEN_LANGUAGES:
        raise LanguageError(
            f"language {lang!r} is turned off because num2words hangs or fails on some numbers in it; "
            f"accepted codes: {', '.join(accepted)}"
        )
    code = by_folded.get(wanted)
    if code is None:
        raise LanguageError(f"unknown language {lang!r}; accepted codes: {', '.join(accepted)}")
    return code


@lru_cache(maxsize=8192)  # American style asks for the same groups (341, 6,000) again and again; num2words is slow
def _num2words(n: int, code: str) -> str:
    """Ask num2words for ``n`` in language ``code``, turning its failures into our errors."""
    from num2words import num2words

    try:
        words = num2words(n, lang=code)
    except OverflowError as error:
        # en_IN, kn and te stop below ten billion.
        raise NumberFormatError(
            f"{format_number(n)} is too large to say in language {code!r}: {error}"
        ) from error
    except Exception as error:
        # A converter bug must reach the command line as one line, not a traceback.
        raise LanguageError(f"num2words could not say {format_number(n)} in language {code!r}: {error}") from error
    for pattern, fixed in _FIXES.get(code.split("_")[0], ()):  # a country's Spanish as Spanish: es_CO as es
        words = pattern.sub(fixed, words)
    return words


def style_applies(lang: str | None) -> bool:
    """Whether ``--style`` (us or uk) changes the words of ``lang`` (None: English): it is English's only."""
    return _language(lang) == _ENGLISH


def is_checked_language(lang: str | None) -> bool:
    """Whether the words of ``lang`` (None: English) have been checked for this project."""
    return _language(lang) in CHECKED_LANGUAGES


def _say_us(n: int) -> str:
    """American school style: each group of three digits said by num2words with its
    scale ('three hundred and forty-five thousand'), "and" dropped, groups joined by
    commas: 2011 -> 'two thousand, eleven'.
    """
    if n == 0:
        return _num2words(0, _ENGLISH)
    groups = []
    rest, scale = n, 1
    while rest:
        rest, group = divmod(rest, 1000)
        if group:
            groups.append(_AND.sub(" ", _num2words(group * scale, _ENGLISH)))
        scale *= 1000
    return ", ".join(" ".join(words.split()) for words in reversed(groups))
