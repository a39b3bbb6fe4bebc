"""Reading whole numbers typed by people, strictly, and writing them back.

Children's numbers arrive as ``6341``, ``6,341`` or `` 6341 ``. Anything that
could mean something else (``6,34``, ``6.341``, ``1e3``, ``1_000``, a minus
sign, digits from other scripts) is refused with a message saying why, rather
than guessed at.
"""

from __future__ import annotations

import math
import re
from fractions import Fraction

from .errors import NumberFormatError

#: The largest number we read or say: just under a trillion.
MAX_NUMBER = 999_999_999_999
#: The most digits in a row a sheet's cell or header may hold: up to this many, a number too large is judged where
#: it is written; more is no entry of any game (a key held down, a paste) and the file is refused where it is read.
LONGEST_DIGITS = 30
_DIGIT_RUN = re.compile(f"[0-9]{{{LONGEST_DIGITS + 1},}}")

_NEGATIVE = "is negative; only whole numbers from 0 up are used"
_PLAIN = re.compile(r"[0-9]+")
_GROUPED = re.compile(r"[0-9]{1,3}(,[0-9]{3})+")
_DIGITS_AND_COMMAS = re.compile(r"[0-9,]+")
#: A whole number as a spreadsheet's Number format shows it, one or two zeros after the point ("20.00"), or after
#: the decimal comma of a language that writes one ("20,00", as German or French Excel saves it). Three zeros may
#: be a group of thousands ("6.000" is 6,000 where a dot groups digits), so they are never read so.
_POINT_ZEROS = re.compile(r"(?P<whole>[0-9]+|[0-9]{1,3}(?:,[0-9]{3})+)\.0{1,2}|(?P<before_comma>[0-9]+),0{1,2}")


def without_point_zeros(text: str, *, decimal_comma: bool = True) -> str:
    """``text`` without the zeros a spreadsheet writes after a whole number's decimal point or comma: "20.00" and
    "20,00" are "20" (the comma only with ``decimal_comma``)."""
    found = _POINT_ZEROS.fullmatch(text)
    if found is None or (found["before_comma"] and not decimal_comma):
        return text
    return found["whole"] or found["before_comma"]
_UNDERSCORED = re.compile(r"[0-9][0-9_]*_[0-9_]*")
_DECIMAL = re.compile(r"[0-9,]*\.[0-9.,]*|[0-9.,]*\.[0-9,]*")  # a dot among digits (and commas)
_SCIENTIFIC = re.compile(r"[0-9]+(\.[0-9]*)?e[+-]?[0-9]+", re.IGNORECASE)

#: What a spreadsheet shows, and saves in CSV, where a formula could not be worked out (Excel, Google Sheets,
#: LibreOffice's #-forms); LibreOffice also writes "Err:502" and the like.
SPREADSHEET_ERRORS = frozenset({"#VALUE!", "#REF!", "#DIV/0!", "#N/A", "#NAME?", "#NUM!", "#NULL!", "#SPILL!",
                                "#CALC!", "#ERROR!", "#GETTING_DATA", "#FIELD!", "#BLOCKED!", "#CONNECT!",
                                "#BUSY!", "#UNKNOWN!"})
_ERR_CODE = re.compile(r"Err:[0-9]{3}", re.IGNORECASE)


def is_spreadsheet_error(text: str) -> bool:
    """Whether ``text`` is a spreadsheet's error value (``#VALUE!``, ``#DIV/0!``, ``Err:502``...), not a number."""
    text = text.strip()
    if not text or text[0] not in "#Ee":  # most cells: a look at the first character
        return False
    return text.upper() in SPREADSHEET_ERRORS or bool(_ERR_CODE.fullmatch(text))


def is_date(text: str) -> bool:
    """Whether ``text`` is a date as a spreadsheet writes one (2026-05-06, 6/3/41): what was typed in the cell was
    turned into a date, and the number is lost."""
    return _DATE.fullmatch(text.strip()) is not None


#: Why a date is no number, said the same for a box and a category.
DATE_REASON = ("is a date, not a number: the spreadsheet read what was typed as a date; format the cell as a "
               "number and type the number again")


def _describe(text: str) -> str:
    """Say what is wrong with ``text`` that is neither plain nor grouped digits."""
    if not text:
        return "is empty; write a whole number such as 6341"
    if is_spreadsheet_error(text):
        return "is a spreadsheet's error value (the formula in the cell could not be worked out), not a number"
    if _DATE.fullmatch(text):
        return DATE_REASON
    if text.startswith(("-", "\u2212")) and text[1:2].isdigit():
        return _NEGATIVE
    terms = _PLUS_TERMS.fullmatch(text) and _PLUS_TERM.findall(text)
    if terms and len(terms) > 1:  # "+35 +35": two entries in one cell, said as two numbers in a cell are ("25 25")
        return f"holds {len(terms)} numbers ({', '.join(terms[:-1])} and {terms[-1]}); a cell holds one"
    if text.startswith("+"):
        return "has a plus sign; write the digits alone"
    if any(ch.isdigit() and not ("0" <= ch <= "9") for ch in text):
        return "uses digits from another script; type the digits 0-9"
    # The next reasons are for numbers only: a word or a sentence with a dot or an "e" in it is not a number.
    if _UNDERSCORED.fullmatch(text):
        return "has an underscore; write the digits alone, with commas between thousands if you like"
    abroad = GROUPED_ABROAD.fullmatch(text)
    if abroad and abroad["digits"][0] == "0":  # 0.500: no group starts a number with 0
        abroad = None
    if abroad and abroad["zeros"]:  # 1.031,00: a German spreadsheet's 1031 formatted with two decimals
        return (f"is {re.sub('[^0-9]', '', abroad['digits'])} written as many countries write numbers, with "
                f"{_MARKS.get(abroad['mark'], 'a space')} between groups of three digits and a decimal comma before "
                "zeros; type the digits alone")
    if _DECIMAL.fullmatch(text) and any(ch.isdigit() for ch in text):
        grouped = f" (if the dot groups digits, as many countries write them, type {text.replace('.', '')})" \
            if abroad and abroad["mark"] == "." else ""
        return f"has a decimal point; only whole numbers are used{grouped}"
    if _SCIENTIFIC.fullmatch(text):
        return "is in scientific notation; write all the digits"
    if "," in text and re.fullmatch(r"[0-9,]+", text):
        decimal = re.fullmatch(r"([0-9]+),([0-9]{1,2})", text)  # 24,5: a decimal comma, or a slip in grouping
        if decimal and not decimal[2].strip("0"):  # "1,00" typed: only the slip (as a decimal it would be whole)
            decimal = None
        return (f"has commas in the wrong places: they separate groups of three digits{_comma_hint(text)}"
                + (f"; as a decimal comma ({decimal[1]}.{decimal[2]}) it is not a whole number" if decimal else ""))
    if re.fullmatch(r"[0-9]+([ \u00a0\u2007\u2009\u202f]+[0-9]+)+", text):  # spaces, or the no-break spaces some spreadsheets group with
        parts = _several(text)
        if parts:
            return f"holds {len(parts)} numbers ({', '.join(parts[:-1])} and {parts[-1]}); a cell holds one"
        return "has spaces between digits; write the digits together"
    if re.fullmatch(r"[0-9]+(['\u2019][0-9]+)+", text):  # 6'341, as Switzerland groups digits
        return "has an apostrophe between digits; write the digits together"
    return "is not a whole number"


#: A date as a workbook's date cell is read (2026-01-21, or with its time of day), or as a spreadsheet writes one in CSV (21/01/2026).
_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}(?: [0-9]{2}:[0-9]{2}:[0-9]{2})?|[0-9]{1,2}/[0-9]{1,2}/[0-9]{2,4}")

#: A whole number grouped as much of the world writes it, with the same dot, space (also the no-break and thin
#: spaces spreadsheets use) or apostrophe between every group of three digits: 1.234, 12 345 678, 1'234; and with
#: decimal zeros after a comma, as a German, French or Swiss spreadsheet saves a number formatted with decimals:
#: 1.234,00. Here a dot is a decimal point and only a comma groups digits, so each is refused, and named so.
GROUPED_ABROAD = re.compile(
    r"(?P<digits>[0-9]{1,3}(?P<mark>[.\u00a0\u202f\u2009 '])[0-9]{3}(?:(?P=mark)[0-9]{3})*)(?P<zeros>,0+)?")
_MARKS = {".": "a dot", "'": "an apostrophe"}

#: Numbers written each with its plus sign, or added with one, in one cell: "+35 +35", "+35+35", "35 + 35".
_PLUS_TERMS = re.compile(r"\+?\s*[0-9][0-9,]*(?:\s*\+\s*[0-9][0-9,]*)+|\+[0-9][0-9,]*(?:\s+\+?[0-9][0-9,]*)+")
_PLUS_TERM = re.compile(r"\+?[0-9][0-9,]*")


def _several(text: str) -> list[str]:
    """The numbers in ``text`` when it is digits with spaces between that are not groups of three
    ("25 25", "6341 6342"); [] otherwise ("6 341" is one number with a space)."""
    if not re.fullmatch(r"[0-9]+([ \u00a0\u2007\u2009\u202f]+[0-9]+)+", text):
        return []
    parts = re.findall(r"[0-9]+", text)
    return [] if re.fullmatch(r"[0-9]{1,3}( [0-9]{3})+", " ".join(parts)) else parts


def refuse_digit_runs(text: str, where: str) -> None:
    """``NumberFormatError`` when ``text`` holds more than ``LONGEST_DIGITS`` digits in a row; ``where`` starts
    the message."""
    if len(text) > LONGEST_DIGITS:
        run = _DIGIT_RUN.search(text)
        if run is not None:
            raise NumberFormatError(f"{where}: {clip(text.strip())!r} holds a number of {len(run[0]):,} digits; "
                                    f"no box, total or name has one so long (the largest number is {MAX_NUMBER:,})")


#: The spaces a spreadsheet groups digits with (no-break, figure, thin, narrow no-break): shown in a message as
#: the space they look like, not as the escape a quoted string gives them ('1\u202f375').
_GROUPING_SPACES = re.compile("[\u00a0\u2007\u2009\u202f]")


def clip(text: str, limit: int = 40) -> str:
    """Keep messages one readable line when someone pastes a very long value, its spaces as they look."""
    text = _GROUPING_SPACES.sub(" ", text)
    return text if len(text) <= limit else f"{text[:limit]}..."


def _comma_hint(text: str) -> str:
    """Suggest what a mis-grouped number may have meant: '6,34' -> ' (write 634 or 6,340)'."""
    digits = text.replace(",", "")
    if not digits:
        return ""
    options = [str(int(digits))]
    head, _, last = text.rpartition(",")
    padded = f"{head},{last.ljust(3, '0')}"
    if len(last) < 3 and _GROUPED.fullmatch(padded):
        options.append(padded)
    return f" (write {' or '.join(options)})"


def parse_number(text: str | int, *, where: str = "", decimal_comma: bool = True) -> int:
    """Read a whole number from ``text``; raise ``NumberFormatError`` if it is not one.

    ``where`` is prefixed to the message (for example ``game.csv row 4, column "Ben"``). ``decimal_comma``: "20,00"
    is 20, as a spreadsheet in a language with a decimal comma saves it; without, it is a mis-grouped number (in
    a card's printed words, "5,00" is more likely 5,000 mistyped).
    """
    prefix = f"{where}: " if where else ""
    if isinstance(text, bool):
        raise NumberFormatError(f"{prefix}{text!r} is not a whole number")
    if isinstance(text, int):
        value = text
        shown = str(text)
    else:
        shown = without_point_zeros(text.strip(), decimal_comma=decimal_comma)
        # Only digits can be too large: a long word or sentence is "not a whole number", whatever its length.
        significant = shown.replace(",", "").lstrip("0")  # int() refuses past 4,300 digits, leading zeros too
        if _DIGITS_AND_COMMAS.fullmatch(shown) and len(significant) > len(str(MAX_NUMBER)):
            raise NumberFormatError(f"{prefix}{clip(shown)!r} is too large; the largest number is {MAX_NUMBER:,}")
        if _PLAIN.fullmatch(shown) or _GROUPED.fullmatch(shown):
            value = int(significant or "0")
        else:
            raise NumberFormatError(f"{prefix}{clip(text)!r} {_describe(shown)}")
    if value < 0:
        raise NumberFormatError(f"{prefix}{clip(shown)!r} {_NEGATIVE}")
    if value > MAX_NUMBER:
        raise NumberFormatError(f"{prefix}{shown!r} is too large; the largest number is {MAX_NUMBER:,}")
    return value


def parse_argument(text: str, *, where: str = "") -> int:
    """A whole number typed on the command line, read as ``parse_number`` reads one, with the refusals
    said of what was typed there: nothing but spaces is no number given, "12 34" in quotes is two
    numbers, each to be typed on its own, and a comma only groups digits."""
    prefix = f"{where}: " if where else ""
    shown = text.strip()
    if not shown:
        raise NumberFormatError(f"{prefix}no number was given{' (only spaces)' if text else ''}; "
                                f"type a whole number such as 6341")
    parts = _several(shown)
    if parts:
        raise NumberFormatError(f"{prefix}{clip(shown)!r} is {len(parts)} numbers ({', '.join(parts[:-1])} and "
                                f"{parts[-1]}); type each on its own, without quotes: {' '.join(parts)}")
    return parse_number(text, where=where, decimal_comma=False)  # typed, not saved by a spreadsheet: "1,00" is a
    # slip in grouping (100? 1,000?), never the number 1


def format_number(value: int) -> str:
    """Write ``value`` with commas between groups of three digits: 6341 -> '6,341'."""
    return f"{value:,}"


def format_chance(chance: Fraction) -> str:
    """A chance as printed on keys and in the terminal: '671/1,296 (52%)', '1 (100%)'.

    Exact first, then the percentage rounded half up (as taught in school). A chance
    that is not 0 or 1 never reads as 0% or 100%: it shows '<1%' or '>99%'. The
    wording is the ``chance`` macro of ``templates/numbers.j2``.
    """
    from .templating import macro

    chance = Fraction(chance)
    exact = "1" if chance == 1 else f"{format_number(chance.numerator)}/{format_number(chance.denominator)}"
    rounded = math.floor(chance * 100 + Fraction(1, 2))
    if 0 < chance and rounded == 0:
        percent = "<1"
    elif chance < 1 and rounded == 100:
        percent = ">99"
    else:
        percent = str(rounded)
    return macro("numbers.j2", "chance")(exact, percent)
