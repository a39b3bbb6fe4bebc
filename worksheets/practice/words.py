"""Words practice: numbers to write in words and words to write as digits, US or UK style (``--style``).

Levels:

1. write numbers in words; no digit is 0.
2. both ways; each number has a 0 in it (6,018: "six thousand, eighteen").
3. both ways; each number has at least two 0s (40,007), where children slip most.

``--digits`` (3 to 9, default 4) sets how many digits the numbers have. The words
come from ``worksheets.words.say`` (num2words, in American school style or British).
"""

from __future__ import annotations

import random

from ..numbers import format_number
from ..words import expanded, say
from .problems import NUMBER_DIGITS, PracticeKind, PracticeSettings, Problem, register, words

#: From this many digits a number's words take two lines of handwriting.
LONG_FROM = 6


def draw_number(rng: random.Random, digits: int, level: int) -> int:
    """A ``digits``-digit number with no 0 (level 1), at least one 0 (level 2) or at least two (level 3)."""
    zeros = {1: 0, 2: 1, 3: 2}[level]
    while True:
        places = [rng.randint(1, 9)] + [rng.randint(1, 9) for _ in range(digits - 1)]
        for index in rng.sample(range(1, digits), min(zeros, digits - 1)):
            places[index] = 0
        if level > 1:  # a few more zeros now and then
            places = [places[0]] + [0 if rng.random() < 0.15 else d for d in places[1:]]
        return int("".join(map(str, places)))


def make(settings: PracticeSettings, rng: random.Random) -> Problem:
    number = draw_number(rng, settings.digits, settings.level)
    in_words = say(number, style=settings.style)
    to_words = settings.level == 1 or rng.random() < 0.5
    facts = {"number": number, "words": in_words, "to_words": to_words, "style": settings.style}
    if to_words:
        return Problem(words("words", "to_words", format_number(number)), (words("words", "box", "words"),),
                       (in_words,), expanded(number, every_digit=True), lines=2 if settings.digits >= LONG_FROM else 1, facts=facts,
                       identity=(number,))
    return Problem(words("words", "to_digits", in_words), (words("words", "box", "digits"),),
                   (format_number(number),), expanded(number, every_digit=True), facts=facts, identity=(number,))


register(PracticeKind("words", make, default_problems=8, max_problems=8, digits=NUMBER_DIGITS, default_digits=4,
                      style=True, columns=1, long_from=LONG_FROM))
