"""Digits practice: the value of a digit, the digit in a named place, 10/100/1,000 more or less, rounding.

Levels:

1. the value of a digit (6,341: the 3 is worth 300) and the digit in a named place.
2. 10, 100 or 1,000 more or less than a number, often across a 9 or a 0.
3. rounding to the nearest ten, hundred, thousand, ... (halves round up).

``--digits`` (3 to 9, default 4) sets the length of the numbers.
"""

from __future__ import annotations

import random

from ..numbers import format_number
from ..place_value import PLACE_NAMES
from ..place_value.categories import UNIT_NAMES, round_half_up
from .problems import NUMBER_DIGITS, PracticeKind, PracticeSettings, Problem, number_of, register, words

#: Place names beyond the place-value game's six, for numbers up to 9 digits.
PLACES = (*PLACE_NAMES, "millions", "ten millions", "hundred millions")
UNITS = {**UNIT_NAMES, 1_000_000: "million", 10_000_000: "ten million", 100_000_000: "hundred million"}


def _underline(prompt: str, shown: str, index: int) -> tuple[int, int]:
    """Where the digit at ``index`` of the number (commas aside) stands in ``prompt``, which shows it as ``shown``."""
    start = prompt.rindex(shown)
    at = [position for position, char in enumerate(shown) if char.isdigit()][index]
    return start + at, start + at + 1


def make(settings: PracticeSettings, rng: random.Random) -> Problem:
    digits = settings.digits
    number = number_of(rng, digits)
    shown = format_number(number)
    text = str(number)
    if settings.level == 1:
        once = [i for i, d in enumerate(text) if text.count(d) == 1 and d != "0"]
        if once and rng.random() < 0.6:
            index = rng.choice(once)
            exponent = digits - 1 - index
            digit = int(text[index])
            value = digit * 10**exponent
            prompt = words("digits", "value_of", digit, shown)
            return Problem(
                prompt=prompt, underline=_underline(prompt, shown, index),
                boxes=(words("digits", "box", "value"),),
                answers=(format_number(value),),
                working=words("digits", "value_why", digit, PLACES[exponent], format_number(10**exponent),
                              format_number(value)),
                facts={"number": number, "digit": digit, "ask": "value"}, identity=("value", number, digit))
        exponent = rng.randrange(digits)
        digit = int(text[digits - 1 - exponent])
        return Problem(
            prompt=words("digits", "digit_in", PLACES[exponent], shown), boxes=(words("digits", "box", "digit"),),
            answers=(str(digit),), working=words("digits", "digit_why", shown, digit, PLACES[exponent]),
            facts={"number": number, "place": PLACES[exponent], "ask": "digit"},
            identity=("digit", number, exponent))
    if settings.level == 2:
        step = rng.choice([10, 100, 1000] if digits > 3 else [10, 100])
        more = rng.random() < 0.5
        if rng.random() < 0.5:  # across a 9 (more) or a 0 (less) in the place of the step
            place = len(str(step)) - 1
            chars = list(text)
            chars[digits - 1 - place] = "9" if more else "0"
            if chars[0] != "0":
                number = int("".join(chars))
                shown = format_number(number)
        answer = number + step if more else number - step
        return Problem(
            prompt=words("digits", "more_less", format_number(step), more, shown),
            boxes=(words("digits", "box", "answer"),), answers=(format_number(answer),),
            working=words("digits", "more_less_why", shown, more, format_number(step), format_number(answer)),
            facts={"number": number, "step": step, "more": more, "ask": "more-less"},
            identity=("step", number, step, more))
    unit = 10 ** rng.randrange(1, digits)
    rounded = round_half_up(number, unit)
    return Problem(
        prompt=words("digits", "round", shown, UNITS[unit]), boxes=(words("digits", "box", "answer"),),
        answers=(format_number(rounded),), working=round_working(number, unit),
        facts={"number": number, "unit": unit, "ask": "round"}, identity=("round", number, unit))


def round_working(number: int, unit: int) -> str:
    """Why ``number`` rounds (half up) to the nearest ``unit`` as it does: nearer one end, exactly
    halfway (so up, by the rule), or already a whole number of the unit (so it stays)."""
    low = number // unit * unit
    rest = number - low
    how = "already" if rest == 0 else "halfway" if 2 * rest == unit else "nearer"
    return words("digits", "round_why", format_number(number), format_number(low), format_number(low + unit),
                 format_number(round_half_up(number, unit)), UNITS[unit], how)


register(PracticeKind("digits", make, default_problems=12, max_problems=12, digits=NUMBER_DIGITS, default_digits=4))
