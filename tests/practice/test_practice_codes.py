"""The practice sheet's code (codes.py, kind 4): its bit layout, and reading it back."""

from __future__ import annotations

import pytest

from tests.test_codes import by_hand
from worksheets.codes import CodeError, PracticeCode, decode


def test_the_bit_layout_is_the_documented_one():
    # Kind 4, version 1; chance (2), level 3 (2), digits 4 (1), 10 problems, no rules (0), us (0),
    # student 7, seed 123,456: the fields of the table in worksheets/codes.py, packed by hand.
    code = PracticeCode("chance", 3, 4, 10, None, "us", 7, 123_456)
    expected = by_hand([(4, 5), (1, 3), (2, 4), (2, 2), (1, 3), (10, 6), (0, 4), (0, 1), (7, 8), (123_456, 24)])
    assert code.encode() == expected
    assert decode(expected) == code


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
    # kind 5, version 1; 4 teams; kinds 1, 2, 5 and 6 as bits 0, 1, 4 and 5 (0b110011); level 1; seed 1.
    assert code.encode() == by_hand([(5, 5), (1, 3), (4, 4), (0b110011, 16), (0, 2), (0, 6), (1, 24)])
    assert decode(code.encode()) == code
