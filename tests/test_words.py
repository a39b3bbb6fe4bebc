"""Tests of worksheets.words: numbers in words, expanded form, checking a reading.

Every expected value says where it comes from:
- "exercism say": tests/vectors/say-canonical-data.json, exercism
  problem-specifications exercises/say (MIT), see tests/vectors/README.md;
- "SPEC 3": shared/SPEC.md section 3, "Reading numbers aloud";
- "US rule": the American school style of SPEC section 3 (a comma after each thousands, millions and billions group when more words follow), worked by hand;
- "by hand": worked out by hand, the working shown beside the case.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from worksheets.errors import LanguageError, NumberFormatError
from worksheets.numbers import MAX_NUMBER, parse_number
from worksheets.words import (
    STYLES,
    expanded,
    normalize_reading,
    reading_slips,
    reading_matches,
    say,
    supported_languages,
)

SAY_DATA = Path(__file__).resolve().parent / "vectors" / "say-canonical-data.json"

# Small numbers (where the words vary most) as well as the whole range.
NUMBERS = st.one_of(st.integers(0, 10_000), st.integers(0, MAX_NUMBER))
SCALE_WORDS = ("thousand", "million", "billion")


def _say_cases(*, errors: bool) -> list:
    """The exercism "say" cases, as pytest params named after their description."""
    cases = json.loads(SAY_DATA.read_text(encoding="utf-8"))["cases"]
    return [
        pytest.param(case, id=case["description"])
        for case in cases
        if isinstance(case["expected"], dict) == errors
    ]


# (a) exercism "say": American style without "and" and without commas.


def test_exercism_say_data_is_complete():
    # SOURCES.md: 19 cases, 17 values and 2 errors; all of them are used below.
    cases = json.loads(SAY_DATA.read_text(encoding="utf-8"))["cases"]
    assert len(cases) == 19
    assert len(_say_cases(errors=False)) == 17
    assert len(_say_cases(errors=True)) == 2


@pytest.mark.parametrize("case", _say_cases(errors=False))
def test_say_matches_exercism(case):
    # exercism say: expected value from the case; exercism writes no commas.
    words = say(case["input"]["number"])
    assert words.replace(",", "") == case["expected"]


@pytest.mark.parametrize("case", _say_cases(errors=True))
def test_say_refuses_exercism_out_of_range(case):
    # exercism say: {"error": "input out of range"} for -1 and 1,000,000,000,000.
    with pytest.raises(NumberFormatError, match="out of range"):
        say(case["input"]["number"])


# (b) SPEC section 3 and the US rule.


def test_spec_us_default():
    # SPEC 3: 6341 -> "six thousand, three hundred forty-one".
    assert say(6341) == "six thousand, three hundred forty-one"
    assert say(6341, style="us") == say(6341)


def test_spec_uk_style():
    # SPEC 3: --style uk gives "...three hundred and forty-one".
    assert say(6341, style="uk") == "six thousand, three hundred and forty-one"


def test_spec_spanish():
    # SPEC 3: --lang es -> "seis mil trescientos cuarenta y uno".
    assert say(6341, lang="es") == "seis mil trescientos cuarenta y uno"


def test_spec_expanded():
    # SPEC 3: 6341 -> "6,000 + 300 + 40 + 1".
    assert expanded(6341) == "6,000 + 300 + 40 + 1"


@pytest.mark.parametrize(
    ("n", "words", "source"),
    [
        (1_002_345, "one million, two thousand, three hundred forty-five", "US rule"),
        (2011, "two thousand, eleven", "US rule: a comma even before a group under 100"),
        (100, "one hundred", "US rule"),
        (0, "zero", "US rule"),
        (1_000_001, "one million, one", "by hand: the 2011 rule one group up"),
        (120_000, "one hundred twenty thousand", "by hand: one group, so no comma"),
        (1_000_100, "one million, one hundred", "by hand: the empty thousands group is skipped"),
        (101, "one hundred one", "by hand: no 'and' in US style"),
    ],
)
def test_us_comma_rule(n, words, source):
    assert say(n) == words, source


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        # by hand: standard French, "et un" in 41 and "cent" without -s before more words.
        ("fr", "six mille trois cent quarante et un"),
        # by hand: German writes numbers below a million as one word.
        ("de", "sechstausenddreihunderteinundvierzig"),
    ],
)
def test_other_languages(lang, words):
    assert say(6341, lang=lang) == words


def test_style_applies_to_english_only():
    # SPEC section 3: style applies only when lang is None or "en".
    assert say(6341, lang="en") == say(6341)
    assert say(6341, lang="en", style="uk") == say(6341, style="uk")
    assert say(6341, lang="es", style="uk") == say(6341, lang="es", style="us")


def test_language_codes_are_forgiving_about_case_and_dash():
    # Decision in words.py: "pt-BR" (how teachers write it) means num2words' "pt_BR".
    assert say(6341, lang="pt-BR") == say(6341, lang="pt_BR")
    assert say(6341, lang="ES") == say(6341, lang="es")


def test_supported_languages():
    langs = supported_languages()
    assert langs == tuple(sorted(langs))
    assert {"en", "es", "fr", "de"} <= set(langs)
    # num2words 0.5.14 hangs on 6341 in Amharic (savoirfairelinux/num2words#591).
    assert "am" not in langs


def test_styles():
    assert STYLES == ("us", "uk")


def test_importing_words_does_not_import_num2words():
    # STYLE.md: num2words is imported inside the functions, for CLI start-up time.
    code = "import sys, worksheets.words; sys.exit('num2words' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0


# (c) checking a child's reading of 6341.


@pytest.mark.parametrize(
    "reading",
    [
        "Six Thousand Three Hundred Forty One",  # SPEC 3: case and hyphens vs spaces
        "six thousand, three hundred and forty-one",  # SPEC 3: UK "and" and commas
        "six-thousand three hundred forty-one",  # SPEC 3: hyphens vs spaces
        "  six thousand   three hundred forty-one ",  # SPEC section 3: extra whitespace does not matter
        "six thousand three hundred forty\u2013one",  # by hand: an en dash from a word processor
    ],
)
def test_reading_matches(reading):
    assert reading_matches(6341, reading)
    assert reading_matches(6341, reading, style="uk")


@pytest.mark.parametrize(
    ("n", "reading"),
    [
        (6341, "six thousand three hundred fourty-one"),  # SPEC 3: spelling matters
        (6341, "six thousand three hundred forty"),  # by hand: that is 6340
        (6340, "six thousand three hundred forty-one"),  # by hand: the wrong number
        (6341, "six thousand three forty-one"),  # by hand: "hundred" missing
        (6341, "6341"),  # by hand: digits are not a reading
    ],
)
def test_reading_does_not_match(n, reading):
    assert not reading_matches(n, reading)


def test_reading_in_spanish():
    # SPEC 3 words for 6341 in Spanish; "y" is a real word there, unlike English "and".
    assert reading_matches(6341, "Seis mil trescientos cuarenta y uno", lang="es")
    assert not reading_matches(6341, "seis mil trescientos cuarenta uno", lang="es")


@pytest.mark.parametrize(
    ("text", "normal"),
    [
        ("Six-Thousand,  three hundred AND forty-one", "six thousand three hundred forty one"),
        ("one thousand", "one thousand"),  # "and" inside "thousand" stays
        ("fourty", "fourty"),  # spelling is kept
        ("", ""),
    ],
)
def test_normalize_reading(text, normal):
    # by hand, from the SPEC 3 list of what does not matter.
    assert normalize_reading(text) == normal


# (d) expanded form, by hand: one term per non-zero digit, digit x its place value.


@pytest.mark.parametrize(
    ("n", "form"),
    [
        (6041, "6,000 + 40 + 1"),  # by hand: the zero hundreds digit is skipped
        (0, "0"),  # by hand
        (7, "7"),  # by hand
        (1_000_000, "1,000,000"),  # by hand
        (10, "10"),
        (305, "300 + 5"),
        (100_100, "100,000 + 100"),
        (1_002_345, "1,000,000 + 2,000 + 300 + 40 + 5"),
        (
            MAX_NUMBER,
            "900,000,000,000 + 90,000,000,000 + 9,000,000,000 + 900,000,000 + 90,000,000"
            " + 9,000,000 + 900,000 + 90,000 + 9,000 + 900 + 90 + 9",
        ),
    ],
)
def test_expanded(n, form):
    assert expanded(n) == form


# (e) properties.


@settings(max_examples=200, deadline=None)
@given(NUMBERS)
def test_words_read_back_in_either_style(n):
    assert reading_matches(n, say(n))
    assert reading_matches(n, say(n, style="uk"))
    assert reading_matches(n, say(n), style="uk")
    assert reading_matches(n, say(n, style="uk"), style="us")


@settings(max_examples=200, deadline=None)
@given(NUMBERS)
def test_us_words_have_no_and_and_a_comma_after_each_inner_group(n):
    words = say(n)
    assert " and " not in f" {words} "
    # SPEC 3: a comma after each thousands/millions/billions word that more words follow.
    tokens = words.split()
    for token in tokens[:-1]:
        assert token.rstrip(",") not in SCALE_WORDS or token.endswith(","), words
    assert all(token.rstrip(",") in SCALE_WORDS for token in tokens if token.endswith(",")), words
    assert not words.endswith(",")


@settings(max_examples=200, deadline=None)
@given(NUMBERS)
def test_us_and_uk_differ_only_in_and_and_commas(n):
    us = say(n).replace(",", "")
    uk = say(n, style="uk").replace(",", "")
    assert us.split() == [word for word in uk.split() if word != "and"]


@settings(max_examples=200, deadline=None)
@given(NUMBERS, NUMBERS)
def test_different_numbers_read_differently(n, m):
    # Normalizing must not make two numbers' readings equal.
    assert reading_matches(n, say(m)) == (n == m)


@settings(max_examples=200, deadline=None)
@given(NUMBERS)
def test_expanded_terms_add_up(n):
    terms = expanded(n).split(" + ")
    assert sum(parse_number(term) for term in terms) == n
    # one non-zero digit per term, largest place first
    assert all(re.fullmatch(r"[1-9]0{0,2}(,000)*|0", term) for term in terms)
    values = [parse_number(term) for term in terms]
    assert values == sorted(values, reverse=True)


# (f) errors.


def test_unknown_language():
    with pytest.raises(LanguageError) as error:
        say(6341, lang="xx")
    message = str(error.value)
    assert "'xx'" in message
    assert all(code in message for code in supported_languages())
    assert "\n" not in message


def test_broken_language_is_refused_not_hung():
    # num2words#591: Amharic loops forever on 6341; we refuse it at once.
    with pytest.raises(LanguageError, match="'am'"):
        say(6341, lang="am")


def test_number_too_large_for_language():
    # num2words' en_IN stops below 10**10 (OverflowError); we say so in one line.
    with pytest.raises(NumberFormatError, match=r"10,000,000,000 .*'en_IN'"):
        say(10**10, lang="en_IN")


@pytest.mark.parametrize("style", ["US", "Uk", " uk "])
def test_style_in_any_case(style):
    # Issue 8 item 3: --style is not case-sensitive.
    assert say(6341, style=style) == say(6341, style=style.strip().lower())


def test_a_final_full_stop_and_the_wrong_word():
    # SPEC 3: spelling matters ("fourty" is wrong); issue 8 item 3: a final full stop does not, and the
    # wrong word is named.
    assert reading_matches(6341, "Six thousand, three hundred forty-one.")
    assert reading_slips(6341, "six thousand three hundred fourty-one.") == [("fourty", "forty")]
    # by hand: 6341 is "six thousand three hundred forty one" once commas and hyphens are dropped.
    assert reading_slips(6341, "six thousand forty-one") == [(None, "three hundred")]


@pytest.mark.parametrize(
    ("n", "reading", "slips"),
    [
        (6341, "six thousand three forty-one", [(None, "hundred")]),  # a word left out
        (6341, "six thousand three hundred forty", [(None, "one")]),  # that is 6340
        (6341, "six thousand three hundred forty-one five", [("five", None)]),  # a word too many
        (6341, "six thousand two hundred fourty-one", [("two", "three"), ("fourty", "forty")]),
        (150, "one fifty", [(None, "hundred")]),
        (6341, "seven", []),  # nothing alike: naming words would not help
        (6341, "six thousand, three hundred forty-one", []),  # right
    ],
)
def test_reading_slips_name_words_left_out_and_too_many(n, reading, slips):
    # Expected pairs worked out by hand against the words of SPEC 3 (6341) and of 150.
    assert reading_slips(n, reading) == slips


@pytest.mark.parametrize("style", ["au", "USA", ""])
def test_unknown_style(style):
    with pytest.raises(LanguageError) as error:
        say(6341, style=style)
    message = str(error.value)
    assert repr(style) in message
    assert "us" in message and "uk" in message


def test_bad_style_refused_for_other_languages_too():
    with pytest.raises(LanguageError, match="'au'"):
        say(6341, style="au", lang="es")


@pytest.mark.parametrize(
    ("n", "shown"),
    [(-1, "-1"), (MAX_NUMBER + 1, "1,000,000,000,000"), (-(10**15), "-1,000,000,000,000,000")],
)
@pytest.mark.parametrize("function", [say, expanded, lambda n: reading_matches(n, "zero")])
def test_out_of_range(function, n, shown):
    with pytest.raises(NumberFormatError) as error:
        function(n)
    assert shown in str(error.value)
    assert "999,999,999,999" in str(error.value)


@pytest.mark.parametrize("n", [True, False, 6.0, "6341", None])
@pytest.mark.parametrize("function", [say, expanded])
def test_only_ints(function, n):
    with pytest.raises(NumberFormatError, match=re.escape(repr(n))):
        function(n)


def test_reading_check_refuses_bad_language():
    with pytest.raises(LanguageError, match="'xx'"):
        reading_matches(6341, "six thousand", lang="xx")


@pytest.mark.parametrize("n, words", [
    # Real Academia Española (Diccionario panhispánico de dudas, "uno"): "uno" and "veintiuno" lose their
    # last vowel before "mil" and "millones" (veintiún mil, treinta y un mil, ciento un mil).
    (21000, "veintiún mil"), (31000, "treinta y un mil"), (101000, "ciento un mil"),
    (121000, "ciento veintiún mil"), (21000000, "veintiún millones"), (101000000, "ciento un millones"),
    (21, "veintiuno"), (1001, "mil uno"), (1000000, "un millón"),
])
def test_spanish_uno_before_mil_and_millones(n, words):
    # A country's Spanish follows the same rule: before, es_CO gave "ciento uno mil" (trial 27).
    for lang in ("es", "es_CO", "es_CR", "es_GT", "es_NI", "es_VE"):
        assert say(n, lang=lang) == words, lang


@pytest.mark.parametrize("n, words", [
    # German writes "ein" inside a compound before "tausend", and "eine" before "Million(en)" (Duden):
    # 101,000 is einhunderteintausend, not einhunderteinstausend; "eins" only ends a number.
    (101000, "einhunderteintausend"), (201000, "zweihunderteintausend"), (301001, "dreihunderteintausendeins"),
    (101000000, "einhunderteine Millionen"), (101, "einhunderteins"), (1000000, "eine Million"),
])
def test_german_ein_inside_a_compound(n, words):
    assert say(n, lang="de") == words


@pytest.mark.parametrize("n, reading, lang, style", [
    # Readings a teacher accepts besides the words `say` prints.
    (101, "a hundred and one", None, "uk"), (1000, "a thousand", None, "us"), (1000000, "a million", None, "us"),
    (0, "nought", None, "uk"),
    # Hundreds past a thousand, as Americans often read four-digit numbers.
    (1500, "fifteen hundred", None, "us"), (6341, "sixty-three hundred forty-one", None, "us"),
    (6341, "sixty-three hundred and forty-one", None, "uk"), (1100, "eleven hundred", None, "us"),
    (100, "hundert", "de", "us"), (1000, "tausend", "de", "us"), (21000, "veintiún mil", "es", "us"),
])
def test_other_right_readings_are_accepted(n, reading, lang, style):
    assert reading_matches(n, reading, style=style, lang=lang)


@pytest.mark.parametrize("n, reading, lang", [
    (21000, "veintiuno mil", "es"), (101000, "einhunderteinstausend", "de"), (1000, "a one thousand", None),
    (100, "hundred", None),  # English says how many hundreds
    (2100, "two thousand a hundred", None),  # "a" only opens a number
    (2000, "twenty hundred", None), (1500, "fifteen hundred one", None), (6341, "sixty-three hundred", None),
])
def test_wrong_readings_are_still_wrong(n, reading, lang):
    assert not reading_matches(n, reading, lang=lang)


@pytest.mark.parametrize("lang", ["fr_BE", "fr-CH", "da", "no", "nl", "sv"])
def test_languages_num2words_gets_wrong_are_turned_off(lang):
    # Found wrong for common numbers: fr_BE "deux cents un", da "en millioner", no "to million", nl "honderdéén".
    with pytest.raises(LanguageError, match="is turned off: num2words gives wrong words in it"):
        say(201, lang=lang)


def test_an_unchecked_language_is_said_with_a_note():
    from typer.testing import CliRunner

    from cli.app import app

    result = CliRunner().invoke(app, ["say", "6341", "--lang", "pt"])
    assert result.exit_code == 0 and result.stdout == "seis mil trezentos e quarenta e um\n"
    assert "Note: the words in 'pt' come from the num2words library and have not been checked" in result.stderr
    checked = CliRunner().invoke(app, ["say", "6341", "--lang", "fr"])
    assert "Note" not in checked.stderr
