"""Tests of worksheets.numbers: strict reading of typed numbers, and writing them back.

Sources of expected values: "SPEC 3" is shared/SPEC.md section 3 (the accepted
and refused forms); "STYLE" is shared/STYLE.md (the error message example);
"by hand" is worked out by hand.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from worksheets.errors import NumberFormatError
from worksheets.numbers import MAX_NUMBER, format_chance, format_number, parse_number

NUMBERS = st.one_of(st.integers(0, 10_000), st.integers(0, MAX_NUMBER))


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("6341", 6341),  # SPEC 3
        ("6,341", 6341),  # SPEC 3
        (" 6341 ", 6341),  # SPEC 3
        ("12,345,678", 12_345_678),  # by hand
        ("0", 0),  # by hand
        ("999,999,999,999", MAX_NUMBER),  # by hand: the largest number allowed
        ("\t6341\n", 6341),  # by hand: a pasted spreadsheet cell
        (6341, 6341),  # by hand: an int read from JSON
        # A spreadsheet's Number format (two decimals) and a JSON float: the whole number they show.
        ("20.00", 20), ("6,341.00", 6341), ("6341.0", 6341), ("0.00", 0),
        # The same with the decimal comma German or French Excel saves ("20,00"); before: "write 2000 or 20,000".
        ("20,00", 20), ("25,0", 25), ("6341,00", 6341),
    ],
)
def test_accepted(text, value):
    assert parse_number(text) == value


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        # SPEC 3 refused forms; the reason words are what numbers.py says.
        ("6,34", "commas in the wrong places"),
        ("6.341", "decimal point"),
        ("\uff16\uff13\uff14\uff11", "another script"),  # full-width 6341
        ("\u0666\u0663\u0664\u0661", "another script"),  # Arabic-Indic 6341
        ("1e3", "scientific notation"),
        ("1_000", "underscore"),
        ("-5", "negative"),
        ("", "empty"),
        ("1 000", "spaces between digits"),
        ("1,000,000,000,000", "too large"),  # above MAX_NUMBER
        ("1000000000000", "too large"),
        # by hand: more forms a child or a spreadsheet may produce
        ("\u22125", "negative"),  # a typographic minus sign
        ("+5", "plus sign"),
        # two entries in one cell, each with its plus sign: two numbers, not a plus sign to leave off (new-user trial)
        ("+35 +35", "holds 2 numbers (+35 and +35); a cell holds one"),
        ("+35+35", "holds 2 numbers (+35 and +35); a cell holds one"),
        ("+100 +100 +100", "holds 3 numbers (+100, +100 and +100); a cell holds one"),
        ("six", "not a whole number"),
        ("20.50", "decimal point"),
        ("6.000", "decimal point"),  # three zeros may be a group of thousands (6.000 is 6,000 in much of Europe)
        # grouped as German, French or Swiss spreadsheets write whole numbers: the reason names the number it is
        ("6.341", "decimal point; only whole numbers are used (if the dot groups digits, as many countries write "
                  "them, type 6341)"),
        ("1.031,00", "is 1031 written as many countries write numbers, with a dot between groups of three digits "
                     "and a decimal comma before zeros"),
        ("1 031,00", "is 1031 written as many countries write numbers, with a space between groups"),
        ("6'166,00", "is 6166 written as many countries write numbers, with an apostrophe between groups"),
        ("0.500", "decimal point; only whole numbers are used"),  # no group starts with 0: no "type 0500"
        # a comma before one or two digits: a decimal comma (24,5 is 24.5), or a slip in grouping
        ("24,5", "the wrong places: they separate groups of three digits (write 245 or 24,500); as a decimal comma "
                 "(24.5) it is not a whole number"),
        ("20.", "decimal point"),
    ],
)
def test_refused(text, reason):
    with pytest.raises(NumberFormatError) as error:
        parse_number(text)
    message = str(error.value)
    assert repr(text) in message  # the message quotes the bad text
    assert reason in message
    assert "\n" not in message


def test_comma_hint():
    # STYLE: "'6,34' is not a whole number (write 634 or 6,340)" - the same suggestion.
    with pytest.raises(NumberFormatError, match=r"\(write 634 or 6,340\)"):
        parse_number("6,34")


@pytest.mark.parametrize("text", ["6,34", "-5", "1,000,000,000,000", "", True, -5, MAX_NUMBER + 1])
def test_where_prefix(text):
    # STYLE: messages start with where the value was: 'game.csv row 4, column "Ben": ...'.
    where = 'game.csv row 4, column "Ben"'
    with pytest.raises(NumberFormatError) as error:
        parse_number(text, where=where)
    assert str(error.value).startswith(f"{where}: ")


@pytest.mark.parametrize(("value", "shown"), [(True, "True"), (-5, "'-5'"), (MAX_NUMBER + 1, "'1000000000000'")])
def test_refused_ints(value, shown):
    # by hand: a bool is not a number a child wrote; ints obey the same range.
    with pytest.raises(NumberFormatError) as error:
        parse_number(value)
    assert shown in str(error.value)


def test_number_format_error_is_a_value_error():
    # errors.py: InputError inherits ValueError, so callers may catch either.
    with pytest.raises(ValueError):
        parse_number("6,34")


def test_very_long_digit_string_is_refused_clearly():
    # by hand: past int()'s 4300-digit limit; the message stays one short line.
    with pytest.raises(NumberFormatError, match="is too large; the largest number is 999,999,999,999") as caught:
        parse_number("1" * 5000, where="game.csv row 2")
    assert str(caught.value).startswith("game.csv row 2: ")
    assert len(str(caught.value)) < 120
    with pytest.raises(NumberFormatError, match="too large"):
        parse_number(",".join(["123"] * 2000))


@pytest.mark.parametrize(
    ("value", "text"),
    [
        (6341, "6,341"),  # by hand
        (0, "0"),  # by hand
        (999, "999"),  # by hand: no comma below a thousand
        (1000, "1,000"),  # by hand
        (12_345_678, "12,345,678"),  # by hand
        (MAX_NUMBER, "999,999,999,999"),  # by hand
    ],
)
def test_format_number(value, text):
    assert format_number(value) == text


@settings(max_examples=200, deadline=None)
@given(NUMBERS)
def test_round_trip(n):
    assert parse_number(format_number(n)) == n
    assert parse_number(str(n)) == n
    assert parse_number(f"  {format_number(n)} ") == n


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=20))
def test_any_text_gives_a_number_in_range_or_number_format_error(text):
    try:
        value = parse_number(text)
    except NumberFormatError:
        return
    assert 0 <= value <= MAX_NUMBER
    assert int(text.strip().replace(",", "")) == value


# --- chances, as keys print them (issue 7 item 8: one formatter for the terminal and the PDF) ---------------


@pytest.mark.parametrize("chance, text", [
    (Fraction(671, 1296), "671/1,296 (52%)"),  # seed 000's "8 in the hundreds place" odds for 4 d6: 1 - (5/6)^4
    (Fraction(1), "1 (100%)"),  # by hand: certain, and it says so
    (Fraction(0), "0/1 (0%)"),  # by hand: impossible, and it says so
    (Fraction(1295, 1296), "1,295/1,296 (>99%)"),  # 99.92...% would round to 100: never shown as a certainty
    (Fraction(15624, 15625), "15,624/15,625 (>99%)"),  # by hand: 99.9936%
    (Fraction(199, 200), "199/200 (>99%)"),  # by hand: 99.5% rounds half up to 100
    (Fraction(397, 400), "397/400 (99%)"),  # by hand: 99.25% rounds to 99, which is not 100
    (Fraction(1, 1000), "1/1,000 (<1%)"),  # by hand: 0.1% would round to 0: never shown as impossible
    (Fraction(1, 200), "1/200 (1%)"),  # by hand: 0.5% rounds half up to 1
    (Fraction(1, 8), "1/8 (13%)"),  # 12.5 rounds half up, as taught in school
])
def test_format_chance(chance, text):
    assert format_chance(chance) == text
