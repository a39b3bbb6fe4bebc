"""Practice worksheets: problems drawn from the games, with answers worked out by the engine.

This module is light (no reportlab, no jinja2), so the command line can list the
kinds and what their levels mean in its help. The problems are in
``worksheets.practice.problems`` and one module per kind.
"""

from __future__ import annotations

#: What each level means, per kind of practice (the command's help prints these).
LEVELS: dict[str, tuple[str, str, str]] = {
    "place-value": (
        "six-sided dice (1-6), the standard card's categories; the greatest valid number or X",
        "ten-sided dice (0-9), standard and extended categories (even, odd, greater or less than, rounds to, "
        "all different); the greatest valid number or X",
        "as level 2, and the least valid number too (never starting with 0)",
    ),
    "chance": (
        "one die or two dice: a face, even or odd, more than a number, a total of two dice, doubles",
        "two or three dice: a total of at least, at least one of a face, a total of three dice, "
        "all different, all the same",
        "the games: five dice make a Yahtzee, a straight, a full house, four or three alike, all different, "
        "have a face; four dice can fill a Place Value Yahtzee category; a Yahtzee, four alike or five 6s within a "
        "turn of two or three rolls, keeping the most common face (or every 6)",
    ),
    "scoring": (
        "the upper boxes (Ones to Sixes) and Chance of the rule set (--rules, default classic): what does the "
        "roll score?",
        "any box of the rule set; three rolls in ten score 0 in the box asked",
        "four open boxes: which scores most for this roll? (the key lists tied boxes)",
    ),
    "words": (
        "write numbers in words (--style us or uk); no digit is 0",
        "numbers to words and words to digits; each number has a 0 in it",
        "both ways; each number has at least two 0s (such as 40,007)",
    ),
    "compare": (
        "two numbers with the same number of digits: <, > or =",
        "close numbers: the same digits in another order, one digit fewer, or one side in expanded form",
        "four close numbers to order from least to greatest",
    ),
    "digits": (
        "the value of a digit (the 3 in 6,341 is worth 300) and the digit in a named place",
        "10, 100 or 1,000 more or less than a number, often across a 9 or a 0",
        "rounding to the nearest ten, hundred, thousand, ... (halves round up)",
    ),
    "expanded": (
        "write a number as a sum of place values (6,341 = 6,000 + 300 + 40 + 1); no digit is 0",
        "both ways, in place words, sums and products (6 × 1,000 + 0 × 100 + 1 × 10 + 8); zeros kept",
        "regrouping: 2 hundreds, 34 tens and 5 ones = 545; fill in the missing count",
    ),
    "keep": (
        "a one-die game (two rolls a turn, Chance and Sixes) small enough to solve by hand: keep the die or roll "
        "again?",
        "the rule set of --rules (default classic) late in a game, four boxes open or fewer: which dice to keep?",
        "as level 2, earlier in a game (five boxes open or more)",
    ),
}

#: The kinds of practice, in the order the help lists them.
KIND_NAMES = tuple(LEVELS)
