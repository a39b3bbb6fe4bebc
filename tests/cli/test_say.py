"""`worksheets say`: SPEC sections 3 and 4."""

from __future__ import annotations

import json

import pytest


def test_says_6341_as_spec_section_3(run):
    result = run("say", "6341")
    assert result.exit_code == 0
    assert result.stdout == "six thousand, three hundred forty-one\n"


def test_json_is_one_object_per_number_per_line(run):
    # SPEC section 4: {"number": 6341, "words": "..."}.
    result = run("say", "6341", "6,341", "--json", "--style", "uk")
    lines = [json.loads(line) for line in result.stdout.splitlines()]
    assert lines == [{"number": 6341, "words": "six thousand, three hundred and forty-one"}] * 2


def test_other_language_and_expanded_form(run):
    # SPEC section 3: es "seis mil trescientos cuarenta y uno"; 6,000 + 300 + 40 + 1.
    result = run("say", "6341", "--lang", "es", "--expanded", "--json")
    assert json.loads(result.stdout) == {"number": 6341, "words": "seis mil trescientos cuarenta y uno",
                                         "expanded": "6,000 + 300 + 40 + 1"}


def test_expanded_form_with_a_zero_gives_both_forms(run):
    # 6,018 has a 0 hundreds: the form without it (SPEC 3's sum of place values) and the one with a term for
    # every digit that expanded-form practice keys print (worksheets/practice/expanded.py) are both right.
    result = run("say", "6018", "--expanded")
    assert result.stdout.splitlines() == [
        "six thousand, eighteen",
        "6,000 + 10 + 8 (or 6,000 + 0 + 10 + 8, with a term for every digit, as practice sheets write it)"]
    result = run("say", "6018", "6341", "--expanded", "--json")
    assert [json.loads(line) for line in result.stdout.splitlines()] == [
        {"number": 6018, "words": "six thousand, eighteen", "expanded": "6,000 + 10 + 8",
         "expanded_every_digit": "6,000 + 0 + 10 + 8"},
        {"number": 6341, "words": "six thousand, three hundred forty-one", "expanded": "6,000 + 300 + 40 + 1"}]


def test_expanded_form_with_zeros_only_at_the_end_is_one_form_on_screen(run):
    # 1,000,000 with a term for every digit adds six "+ 0"s that say nothing; the JSON keeps both forms as data.
    result = run("say", "1000000", "--expanded")
    assert result.stdout.splitlines() == ["one million", "1,000,000"]
    data = json.loads(run("say", "1000000", "--expanded", "--json").stdout)
    assert data["expanded_every_digit"] == "1,000,000 + 0 + 0 + 0 + 0 + 0 + 0"


def test_expanded_form_without_a_zero_is_one_form(run):
    result = run("say", "6341", "--expanded")
    assert result.stdout.splitlines() == ["six thousand, three hundred forty-one", "6,000 + 300 + 40 + 1"]


def test_several_numbers_are_labelled(run):
    result = run("say", "7", "1000")
    assert result.stdout.splitlines() == ["7: seven", "1,000: one thousand"]


@pytest.mark.parametrize("reading, correct", [
    ("Six Thousand Three Hundred Forty-One", True),  # SPEC 3: case and hyphens do not matter
    ("six thousand, three hundred and forty one", True),  # SPEC 3: commas and "and" do not matter
    ("six thousand three hundred fourty-one", False),  # SPEC 3: spelling does
])
def test_check_a_reading(run, reading, correct):
    result = run("say", "6341", "--check", reading, "--json")
    assert result.exit_code == 0
    assert json.loads(result.stdout)["reading_correct"] is correct


@pytest.mark.parametrize("number, message", [
    ("6,34", "'6,34' has commas in the wrong places"),
    ("6.341", "'6.341' has a decimal point"),
    ("1e3", "'1e3' is in scientific notation"),
    ("1_000", "'1_000' has an underscore"),
    ("-5", "'-5' is negative"),
    ("６３４１", "uses digits from another script"),
    ("٦٣٤١", "uses digits from another script"),
])
def test_refused_numbers_exit_2_with_one_line(run, number, message):
    # SPEC section 3's refused forms.
    result = run("say", number)
    assert result.exit_code == 2
    assert result.stdout == ""
    assert message in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def test_the_second_bad_number_is_named(run):
    result = run("say", "12", "6,34")
    assert result.exit_code == 2
    assert result.stderr.startswith("Error: number 2: '6,34'")


def test_unknown_language_and_style(run):
    assert "unknown language 'xx'" in run("say", "5", "--lang", "xx").stderr
    assert "unknown style 'scottish'" in run("say", "5", "--style", "scottish").stderr


def test_check_names_the_wrong_word(run):
    # Issue 8 item 3: a final full stop is ignored; the misspelt word is named.
    result = run("say", "6341", "--check", "six thousand three hundred fourty-one.")
    assert result.exit_code == 0
    assert result.stdout.splitlines()[-1] == ('Reading "six thousand three hundred fourty-one.": not quite; it reads: '
                                              "six thousand, three hundred forty-one (fourty: the word is forty)")


def test_check_names_words_left_out_and_too_many(run):
    result = run("say", "6341", "--check", "six thousand three forty-one one")
    assert result.stdout.splitlines()[-1].endswith('("hundred" is left out; "one" is a word too many)')
    result = run("say", "6341", "--check", "six thousand three forty-one", "--json")
    assert json.loads(result.stdout)["wrong_words"] == [{"said": None, "right": "hundred"}]


def test_lang_uk_warns_about_style_uk(run):
    result = run("say", "6341", "--lang", "uk")
    assert result.exit_code == 0
    assert "--lang uk is Ukrainian; for British English use --style uk" in result.stderr
    assert "three hundred and forty-one" in run("say", "6341", "--style", "UK").stdout


@pytest.mark.parametrize("args, message", [
    # Two numbers in one quoted argument: said of the command line, not of a spreadsheet cell.
    (["12 34"], "Error: '12 34' is 2 numbers (12 and 34); type each on its own, without quotes: 12 34"),
    (["7", "1 2 3"], "Error: number 2: '1 2 3' is 3 numbers (1, 2 and 3); type each on its own, without quotes: 1 2 3"),
    # Nothing but spaces: no number was given (it echoed ' ' back).
    (["   "], "Error: no number was given (only spaces); type a whole number such as 6341"),
    ([""], "Error: no number was given; type a whole number such as 6341"),
    (["5", " "], "Error: number 2: no number was given (only spaces); type a whole number such as 6341"),
])
def test_what_was_typed_on_the_command_line_is_said_as_typed(run, args, message):
    result = run("say", *args)
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr.strip() == message
    assert "cell" not in result.stderr


def test_style_given_for_another_language_is_noted_not_silently_dropped(run):
    # Spanish has no American and British forms: the words are num2words' (SPEC 3), and the note says --style
    # was left out. English takes it ("and", SPEC 3); without --style nothing is noted.
    result = run("say", "6341", "--lang", "es", "--style", "uk")
    assert result.exit_code == 0
    assert result.stdout.strip() == "seis mil trescientos cuarenta y uno"  # SPEC 3's Spanish example
    assert "--style uk changes English words only; it was left out for 'es'" in result.stderr
    result = run("say", "6341", "--lang", "en", "--style", "uk")
    assert result.stdout.strip() == "six thousand, three hundred and forty-one" and result.stderr == ""
    assert run("say", "6341", "--lang", "es").stderr == ""


@pytest.mark.parametrize("reading, message", [
    # Before, both were "not quite" with exit 0; `check` leaves such readings unjudged (not recorded, in figures).
    ("", "Error: --check: no reading given; write the words as they were read aloud"),
    (" 6,341 ", "Error: --check: '6,341' is in figures; write the words as they were read aloud"),
])
def test_a_reading_with_no_words_is_refused_not_judged(run, reading, message):
    result = run("say", "6341", "--check", reading)
    assert result.exit_code == 2 and result.output.strip() == message


@pytest.mark.parametrize("typed, fixes", [("1,00", "write 100 or 1,000"), ("10,00", "write 1000 or 10,000"),
                                          ("1,0", "write 10 or 1,000")])
def test_a_typed_comma_before_zeros_is_a_slip_in_grouping_never_the_number_before_it(run, typed, fixes):
    # Before, "1,00" was read as a spreadsheet's decimal comma and said "one"; `--check "one hundred"` then told
    # the child their right reading was wrong. Typed, a comma only groups digits (a CSV cell "12,00" from a
    # spreadsheet in a decimal-comma language is another matter: tests/check).
    for args in ([typed], [typed, "--check", "one hundred"]):
        result = run("say", *args)
        assert result.exit_code == 2
        assert result.output.startswith(f"Error: '{typed}' has commas in the wrong places") and fixes in result.output
        assert "decimal" not in result.output  # as a decimal it would be whole: no such hint


@pytest.mark.parametrize("number, reading, pairs", [(6341, "sixty-three forty-one", (63, 41)),
                                                    (1984, "nineteen eighty-four", (19, 84)),
                                                    (6341, "sixty three, forty one", (63, 41))])
def test_a_four_digit_number_read_in_pairs_is_told_so(run, number, reading, pairs):
    # Read as a year is said: before, the words were matched one by one into a bracket a child could not follow.
    result = run("say", str(number), "--check", reading)
    assert result.exit_code == 0
    assert result.output.strip().splitlines()[-1].endswith(
        f"(read in pairs, {pairs[0]} and {pairs[1]}, as a year is said; a number is read by its places)")
    data = json.loads(run("say", str(number), "--check", reading, "--json").output)
    assert data["reading_correct"] is False and data["read_in_pairs"] == list(pairs) and data["wrong_words"] == []


def test_a_reading_not_in_pairs_gets_no_pairs_note(run):
    result = run("say", "6341", "--check", "six thousand three hundred fourty-one", "--json")
    assert "read_in_pairs" not in json.loads(result.output)
