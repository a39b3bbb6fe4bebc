"""Defaults of place-value category cards, light enough for the command line's help.

The engine's own limits live in ``worksheets.place_value``; these restate
them without importing it (a test checks that they agree).
"""

from __future__ import annotations

#: The class set made when no seed is given, so the same command always prints the same cards.
DEFAULT_SEED = 1
#: Games when no names are given: a class of 30, two to a game.
DEFAULT_GAMES = 15
#: Blank cards printed for each game when no names are given.
CARDS_PER_GAME = 2
#: Digits a card's numbers may have, and the dice (as ``worksheets.place_value.game``).
DIGITS = (3, 4, 5, 6)
DICE = ("d6", "d10")
