"""Compare practice: pairs of numbers to compare with <, > or =, and (level 3) four numbers to order.

Levels:

1. two numbers with the same number of digits (``--digits``, default 4); now and then equal.
2. close numbers: the same digits in another order, one digit fewer, or one side in
   expanded form (6,000 + 10 + 8 = 6,018).
3. four close numbers to put in order from least to greatest.

The key gives the sign and both numbers in words (``worksheets.words.say``).
"""

from __future__ import annotations

import random

from ..numbers import format_number
from ..words import expanded, say
from .problems import NUMBER_DIGITS, PracticeKind, PracticeSettings, Problem, number_of, register, words



def _close(rng: random.Random, number: int) -> int:
    """A number near ``number``: its digits in another order, or one digit changed."""
    text = list(str(number))
    if rng.random() < 0.5 and len(set(text)) > 1:
        for _ in range(20):
            i, j = sorted(rng.sample(range(len(text)), 2))
            swapped = text[:]
            swapped[i], swapped[j] = swapped[j], swapped[i]
            if swapped[0] != "0" and swapped != text:
                return int("".join(swapped))
    index = rng.randrange(len(text))
    low = 1 if index == 0 else 0
    choices = [str(d) for d in range(low, 10) if str(d) != text[index]]
    text[index] = rng.choice(choices)
    return int("".join(text))


def sign(a: int, b: int) -> str:
    return "<" if a < b else ">" if a > b else "="


def make(settings: PracticeSettings, rng: random.Random) -> Problem:
    digits = settings.digits
    if settings.level == 3:
        first = number_of(rng, digits)
        numbers = [first]
        while len(numbers) < 4:
            candidate = _close(rng, rng.choice(numbers))
            if candidate not in numbers:
                numbers.append(candidate)
        rng.shuffle(numbers)
        ordered = sorted(numbers)
        return Problem(
            prompt=words("compare", "order", [format_number(n) for n in numbers]),
            boxes=(words("compare", "box", "order"),),
            answers=(words("compare", "ordered", [format_number(n) for n in ordered]),),
            working=words("compare", "order_why", [format_number(n) for n in ordered]),
            lines=2 if digits >= 6 else 1,
            facts={"numbers": numbers},
            identity=tuple(sorted(numbers)),
        )
    a = number_of(rng, digits)
    style = "plain"
    if settings.level == 1:
        b = a if rng.random() < 0.1 else _close(rng, a) if rng.random() < 0.5 else number_of(rng, digits)
    else:
        roll = rng.random()
        if roll < 0.3:
            b, style = (a if rng.random() < 0.5 else _close(rng, a)), "expanded"
        elif roll < 0.5:
            b = number_of(rng, digits - 1) if digits > 3 else _close(rng, a)
        else:
            b = _close(rng, a)
    if rng.random() < 0.5:
        a, b = b, a
        style = {"expanded": "expanded-left"}.get(style, style)
    left = expanded(a) if style == "expanded-left" else format_number(a)
    right = expanded(b) if style == "expanded" else format_number(b)
    answer = sign(a, b)
    return Problem(
        prompt=words("compare", "pair", left, right),
        boxes=(words("compare", "box", "sign"),),
        answers=(answer,),
        working=words("compare", "pair_why", say(a), answer, say(b)),
        facts={"a": a, "b": b, "style": style},
        identity=(a, b, style),
    )


register(PracticeKind("compare", make, default_problems=12, max_problems=12, digits=NUMBER_DIGITS, default_digits=4))
