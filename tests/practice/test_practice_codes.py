"""The practice sheet's code (codes/kinds.py, kind 4): its bit layout, and reading it back."""

from __future__ import annotations

import pytest

from tests.test_codes import by_hand
from worksheets.codes import CodeError, PracticeCode, QuestionsCode, decode


def test_the_bit_layout_is_the_documented_one():
    # Kind 4, version 5 (printed now: DRAWS_VERSION); chance (2), level 3 (2), digits 4 (1), 10 problems, no rules
    # (0), us (0), student 7, seed 123,456: the fields of the table in worksheets/codes/kinds.py, packed by hand.
    code = PracticeCode("chance", 3, 4, 10, None, "us", 7, 123_456)
    expected = by_hand([(4, 5), (5, 3), (2, 4), (2, 2), (1, 3), (10, 6), (0, 4), (0, 1), (7, 8), (123_456, 24)])
    assert code.encode() == expected
    assert decode(expected) == code
    # The same sheet printed with version 2, before scoring problems were drawn as now: the same bits.
    version_2 = by_hand([(4, 5), (2, 3), (2, 4), (2, 2), (1, 3), (10, 6), (0, 4), (0, 1), (7, 8), (123_456, 24)])
    assert decode(version_2) == PracticeCode("chance", 3, 4, 10, None, "us", 7, 123_456, version=2)


def test_codes_printed_before_version_2_still_read():
    # The same sheet printed with format version 1: its check symbol is the value mod 37.
    old = by_hand([(4, 5), (1, 3), (2, 4), (2, 2), (1, 3), (10, 6), (0, 4), (0, 1), (7, 8), (123_456, 24)])
    assert old == "44M9-803G-3RJ0-C"
    assert decode(old) == PracticeCode("chance", 3, 4, 10, None, "us", 7, 123_456, version=1)
    questions = by_hand([(5, 5), (1, 3), (4, 4), (0b110011, 16), (0, 2), (0, 6), (1, 24)])
    assert decode(questions) == QuestionsCode(4, ("place-value", "chance", "compare", "digits"), 1, 1, version=1)


def test_printed_codes_use_only_letters_and_digits():
    # Version 1's check symbols * ~ $ = U are glob, home and variable characters in a shell, and U is
    # left out of the 32 symbols so it is not misread as V: a code printed now never ends in one.
    symbols = set("0123456789ABCDEFGHJKMNPQRSTVWXYZ-")
    printed = [PracticeCode(kind, level, 4, 10, None, "us", student, 1).encode()
               for kind in ("place-value", "chance", "scoring", "words") for level in (1, 2, 3)
               for student in range(1, 31)]
    printed += [QuestionsCode(teams, ("chance",), level, seed).encode()
                for teams in range(2, 11) for level in (1, 2, 3) for seed in range(1, 6)]
    assert all(set(code) <= symbols for code in printed), [c for c in printed if not set(c) <= symbols]
    assert len({code[-1] for code in printed}) > 20  # the check symbols are spread over the 32


@pytest.mark.parametrize("code", [
    PracticeCode("place-value", 1, 3, 1, None, "us", 1, 0),
    PracticeCode("words", 2, 9, 63, None, "uk", 255, 2**24 - 1),
    PracticeCode("scoring", 3, 3, 12, "yacht", "us", 30, 99),
])
def test_codes_read_back_as_written(code):
    assert decode(code.encode()) == code


@pytest.mark.parametrize("fields, message", [
    (dict(level=4), "level"), (dict(digits=10), "digits"), (dict(problems=0), "problems"),
    (dict(student=256), "student"), (dict(seed=2**24), "seed"), (dict(rules="zombie-x"), "rule set"),
    (dict(style="fr"), "style"),
])
def test_values_that_do_not_fit_are_refused(fields, message):
    values = dict(practice="chance", level=1, digits=4, problems=10, rules=None, style="us", student=1, seed=1)
    with pytest.raises(CodeError, match=message):
        PracticeCode(**{**values, **fields})


def test_an_unknown_practice_kind_in_a_code_is_refused():
    text = by_hand([(4, 5), (1, 3), (15, 4), (0, 2), (1, 3), (10, 6), (0, 4), (0, 1), (1, 8), (1, 24)])
    with pytest.raises(CodeError, match="says more"):
        decode(text)


def test_question_card_codes_read_back_with_their_kinds_in_order():
    from tests.test_codes import by_hand
    from worksheets.codes import QuestionsCode

    code = QuestionsCode(4, ("place-value", "chance", "compare", "digits"), 1, 1)
    # kind 5, version 5; 4 teams; kinds 1, 2, 5 and 6 as bits 0, 1, 4 and 5 (0b110011); level 1; seed 1.
    assert code.encode() == by_hand([(5, 5), (5, 3), (4, 4), (0b110011, 16), (0, 2), (0, 6), (1, 24)])
    assert decode(code.encode()) == code


def test_a_sheet_rebuilt_from_an_old_code_shows_that_code():
    # A teacher types the code printed on the paper; the rebuilt sheet and key carry the same code, and the
    # same problems as the sheet printed now under the version-2 code.
    from worksheets.practice.problems import PracticeSettings, make_problems

    old = by_hand([(4, 5), (1, 3), (2, 4), (2, 2), (1, 3), (10, 6), (0, 4), (0, 1), (7, 8), (123_456, 24)])
    new = by_hand([(4, 5), (2, 3), (2, 4), (2, 2), (1, 3), (10, 6), (0, 4), (0, 1), (7, 8), (123_456, 24)])
    from_old, from_new = PracticeSettings.from_code(decode(old)), PracticeSettings.from_code(decode(new))
    assert from_old.code.encode() == old and from_new.code.encode() == new
    assert [p.identity for p in make_problems(from_old)] == [p.identity for p in make_problems(from_new)]


def test_the_key_command_shows_the_code_as_typed(tmp_path):
    from typer.testing import CliRunner

    from cli.app import app

    old = by_hand([(4, 5), (1, 3), (2, 4), (2, 2), (1, 3), (10, 6), (0, 4), (0, 1), (7, 8), (123_456, 24)])
    result = CliRunner().invoke(app, ["key", old])
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[0] == f"Answer key: Chance with dice, level 3: Sheet 7, code {old}"
