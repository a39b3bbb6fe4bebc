"""Words practice: every answer checked against a hand table and a small independent speller.

The hand table is written from the rules of SPEC section 3 (American school
style: no "and", a comma after each thousand and million group; British: "and"
after hundred, and before the ones group when it is under 100: "four hundred
million, three thousand and three"). The speller below follows
the same rules and shares no code with worksheets.words (which uses num2words).
"""

from __future__ import annotations

import pytest

from worksheets.practice.problems import make_problems, settings_for

ONES = ("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
        "sixteen seventeen eighteen nineteen").split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def under_thousand(n: int, uk: bool) -> str:
    hundreds, rest = divmod(n, 100)
    parts = []
    if hundreds:
        parts.append(f"{ONES[hundreds]} hundred")
    if rest:
        if rest < 20:
            small = ONES[rest]
        else:
            small = TENS[rest // 10] + (f"-{ONES[rest % 10]}" if rest % 10 else "")
        parts.append(("and " if uk and hundreds else "") + small)
    return " ".join(parts)


def spell(n: int, uk: bool = False) -> str:
    groups = []
    for scale in ("million", "thousand", ""):
        size = {"million": 10**6, "thousand": 10**3, "": 1}[scale]
        group, n = divmod(n, size)
        if group:
            groups.append((group, scale, f"{under_thousand(group, uk)} {scale}".strip()))
    text = groups[0][2]
    for group, scale, words in groups[1:]:
        text += (" and " if uk and not scale and group < 100 else ", ") + words
    return text


HAND = [  # number, US, UK: written out by hand
    (6341, "six thousand, three hundred forty-one", "six thousand, three hundred and forty-one"),
    (6018, "six thousand, eighteen", "six thousand and eighteen"),
    (40007, "forty thousand, seven", "forty thousand and seven"),
    (205, "two hundred five", "two hundred and five"),
    (100200, "one hundred thousand, two hundred", "one hundred thousand, two hundred"),
    (120000034, "one hundred twenty million, thirty-four", "one hundred and twenty million and thirty-four"),
    (400003003, "four hundred million, three thousand, three", "four hundred million, three thousand and three"),
]


@pytest.mark.parametrize("number, us, uk", HAND)
def test_the_speller_agrees_with_the_hand_table(number, us, uk):
    assert spell(number) == us and spell(number, uk=True) == uk


@pytest.mark.parametrize("style", ["us", "uk"])
@pytest.mark.parametrize("level", [1, 2, 3])
@pytest.mark.parametrize("digits", [3, 4, 6, 9])
def test_every_answer_agrees_with_the_speller(style, level, digits):
    problems = make_problems(settings_for("words", level=level, digits=digits, style=style, seed=3))
    assert len(problems) == (8 if digits < 6 else 6)
    numbers = [p.facts["number"] for p in problems]
    assert len(set(numbers)) == len(numbers)
    for problem in problems:
        number = problem.facts["number"]
        text = str(number)
        assert len(text) == digits
        zeros = text.count("0")
        assert {1: zeros == 0, 2: zeros >= 1, 3: zeros >= 2}[level]
        words = spell(number, uk=style == "uk")
        if problem.facts["to_words"]:
            assert problem.answers == (words,)
            assert f"{number:,}" in problem.prompt
        else:
            assert problem.answers == (f"{number:,}",)
            assert words in problem.prompt
    if level == 1:
        assert all(p.facts["to_words"] for p in problems)


def test_the_key_writes_the_expanded_form_as_the_expanded_sheet_does():
    # The expanded-form sheet of the same pack keeps a term for every digit ("6,000 + 0 + 10 + 8"); the words key
    # wrote "6,000 + 10 + 8", so two keys of one pack read as if one were wrong. The terms are built here by hand.
    problems = make_problems(settings_for("words", level=3, digits=5, seed=3))
    for problem in problems:
        text = str(problem.facts["number"])
        terms = [f"{int(digit) * 10 ** (len(text) - 1 - i):,}" for i, digit in enumerate(text)]
        assert problem.working == " + ".join(terms)
        assert " + 0 + " in problem.working or text.endswith("0")  # level 3: two 0s at least, each kept
