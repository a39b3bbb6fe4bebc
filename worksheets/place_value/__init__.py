"""Place Value Yahtzee (seed 000): categories, judging entries, odds, comparing and card generation.

>>> from worksheets.place_value import PlaceValueGame, parse_category, judge_entry
>>> game = PlaceValueGame(digits=4, dice="d6")
>>> judge_entry(parse_category("Number with 8 in the hundreds place", game), "6,341", game).reason
'6,341 has 3 in the hundreds place, not 8'
"""

from .categories import (
    FAMILIES,
    AllDifferent,
    Category,
    DigitInPlace,
    DigitSum,
    GreaterThan,
    LessThan,
    Parity,
    PlacesSum,
    RoundsTo,
    SameDigits,
    Wild,
    check_category,
    round_half_up,
)
from .compare import CategoryVerdict, EntryVerdict, GameVerdict, compare_game, final_roll_winner
from .entries import EntryJudgement, is_x, judge_entry
from .game import DICE_FACES, PLACE_NAMES, PlaceValueGame
from .generate import generate_card, generate_games
from .odds import (
    best_from_multiset,
    best_number,
    can_fill,
    example_number,
    fill_chance,
    greatest_possible,
    is_achievable,
    largest_number,
)
from .parsing import is_points_label, parse_category, read_category

__all__ = [
    "FAMILIES", "AllDifferent", "Category", "DigitInPlace", "DigitSum", "GreaterThan", "LessThan",
    "Parity", "PlacesSum", "RoundsTo", "SameDigits", "Wild", "check_category", "round_half_up",
    "CategoryVerdict", "EntryVerdict", "GameVerdict", "compare_game", "final_roll_winner",
    "EntryJudgement", "is_x", "judge_entry",
    "DICE_FACES", "PLACE_NAMES", "PlaceValueGame",
    "generate_card", "generate_games",
    "best_from_multiset", "best_number", "can_fill", "example_number", "fill_chance",
    "greatest_possible", "is_achievable", "largest_number",
    "is_points_label", "parse_category", "read_category",
]
