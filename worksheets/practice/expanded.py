"""Expanded-form practice: standard form to expanded form and back, in the notations teachers use.

Notations: place words ("6 thousands 0 hundreds 1 ten 8 ones"), a sum of place values
("6,000 + 0 + 10 + 8") and products ("6 × 1,000 + 0 × 100 + 1 × 10 + 8"). Zeros are
kept, one term for every digit, so every place is seen: the sheet asks for them, and its key
gives them. (``worksheets say --expanded`` writes the shorter "6,000 + 10 + 8" and says the
sheets keep the zeros.)

Levels:

1. write a number as a sum of place values; no digit is 0.
2. both ways, in all three notations; each number has a 0 in it.
3. regrouping: 2 hundreds, 34 tens and 5 ones is 545; 545 is 4 hundreds, how many tens and 5 ones?

``--digits`` (3 to 9, default 4) sets the length of the numbers (at most 4 at level 3, so
that the regrouped counts stay ones a child can add).
"""

from __future__ import annotations

import random

from ..numbers import format_number
from .problems import NUMBER_DIGITS, PracticeKind, PracticeSettings, Problem, register, words

LONG_FROM = 6
#: Level 3 regroups numbers of at most this many digits, so the counts a child regroups stay readable.
REGROUPED_DIGITS = 4
NOTATIONS = ("places", "sum", "product")
#: Place names by exponent, plural and singular.
PLACES = ("ones", "tens", "hundreds", "thousands", "ten thousands", "hundred thousands", "millions",
          "ten millions", "hundred millions")
PLACE = ("one", "ten", "hundred", "thousand", "ten thousand", "hundred thousand", "million", "ten million",
         "hundred million")


def place_words(count: int, exponent: int) -> str:
    return f"{format_number(count)} {PLACE[exponent] if count == 1 else PLACES[exponent]}"


def written(number: int, notation: str) -> str:
    """``number`` in expanded form, a term for every digit (zeros kept)."""
    text = str(number)
    terms = []
    for index, char in enumerate(text):
        exponent, digit = len(text) - 1 - index, int(char)
        if notation == "places":
            terms.append(place_words(digit, exponent))
        elif notation == "sum":
            terms.append(format_number(digit * 10**exponent))
        else:
            terms.append(char if exponent == 0 else f"{char} × {format_number(10**exponent)}")
    return (" " if notation == "places" else " + ").join(terms)


def _number(rng: random.Random, digits: int, zero: bool) -> int:
    places = [rng.randint(1, 9) for _ in range(digits)]
    if zero:
        for index in rng.sample(range(1, digits), 1 + (digits > 5 and rng.random() < 0.5)):
            places[index] = 0
    return int("".join(map(str, places)))


def make(settings: PracticeSettings, rng: random.Random) -> Problem:
    digits = settings.digits
    lines = 2 if digits >= LONG_FROM else 1
    if settings.level < 3:
        number = _number(rng, digits, settings.level == 2)
        notation = "sum" if settings.level == 1 else rng.choice(NOTATIONS)
        to_expanded = settings.level == 1 or rng.random() < 0.5
        form = written(number, notation)
        facts = {"number": number, "notation": notation, "to_expanded": to_expanded}
        if to_expanded:
            return Problem(words("expanded", "to_expanded", format_number(number), notation),
                           (words("expanded", "box", "expanded"),), (form,), f"{format_number(number)} = {form}",
                           lines=lines, facts=facts, identity=(number, notation, True))
        return Problem(words("expanded", "to_number", form), (words("expanded", "box", "number"),),
                       (format_number(number),), f"{form} = {format_number(number)}", facts=facts,
                       identity=(number, notation, False))
    # Regrouping: one place lends some of its units to the place below.
    number = _number(rng, min(digits, REGROUPED_DIGITS), False)
    text = str(number)
    parts = [[int(char), len(text) - 1 - index] for index, char in enumerate(text)]
    # The first place keeps at least 1, so the number still starts with its own place.
    lenders = [index for index in range(len(parts) - 1) if parts[index][0] > (1 if index == 0 else 0)]
    lender = rng.choice(lenders)
    moved = rng.randint(1, min(parts[lender][0] - (1 if lender == 0 else 0), 3))
    parts[lender][0] -= moved
    parts[lender + 1][0] += 10 * moved
    shown = [place_words(count, exponent) for count, exponent in parts]
    if rng.random() < 0.5:
        sum_form = " + ".join(format_number(count * 10**exponent) for count, exponent in parts)
        return Problem(words("expanded", "regrouped", shown), (words("expanded", "box", "number"),),
                       (format_number(number),), f"{sum_form} = {format_number(number)}",
                       facts={"number": number, "parts": parts, "missing": None},
                       identity=("regrouped", number, tuple(map(tuple, parts))))
    missing = lender + 1
    blanks = [place_words(count, exponent) if index != missing else words("expanded", "blank", exponent)
              for index, (count, exponent) in enumerate(parts)]
    return Problem(words("expanded", "missing", format_number(number), blanks),
                   (words("expanded", "box", "missing", PLACES[parts[missing][1]]),),
                   (format_number(parts[missing][0]),),
                   words("expanded", "missing_why", format_number(number), shown),
                   facts={"number": number, "parts": parts, "missing": missing},
                   identity=("missing", number, tuple(map(tuple, parts))))


register(PracticeKind("expanded", make, default_problems=8, max_problems=8, digits=NUMBER_DIGITS, default_digits=4,
                      columns=1, long_from=LONG_FROM, most_digits={3: REGROUPED_DIGITS}))
