"""Playing the games: the match engine behind ``worksheets play`` (and, later, a projector page).

>>> import random
>>> from worksheets.families import family_of
>>> from worksheets.rules import preset
>>> rules = preset("classic")
>>> match = family_of(rules).capability("match")(rules, ["Ana", "Ben"])
>>> dice = match.roll(random.Random(1))
>>> [c.key for c in match.choices()][:3]
['ones', 'twos', 'threes']

Modules: ``turn`` (the dice of one turn), ``events`` (every change, as values),
``rolloff`` (who goes first; the place-value final roll), ``match`` (players,
turns, the dice family), ``zombie_match`` (teams against the zombie),
``place_value_match`` (Place Value Yahtzee), ``computer`` (a computer player,
optimal or beginner, that moves through the match's public moves). The library never prints; a front
end shows ``choices()``, ``board()`` and ``outcome()``.
"""

from .computer import BEGINNER, OPTIMAL, STRENGTHS, Computer, computer_player, play_computers
from .events import (
    Ended, Event, FinalRoll, Held, PlayerAdded, Released, Restarted, RollOff, Rolled, Scored, Started, Wrote,
)
from .match import Board, BoardRow, Choice, DiceMatch, Match, Outcome, dice_match
from .place_value_match import PlaceValueMatch, place_value_match
from .rolloff import Round, final_roll, roll_off, turn_order
from .turn import Roller, Turn
from .zombie_match import ZombieMatch, zombie_match

__all__ = [
    "BEGINNER", "OPTIMAL", "STRENGTHS", "Computer", "computer_player", "play_computers",
    "Ended", "Event", "FinalRoll", "Held", "PlayerAdded", "Released", "Restarted", "RollOff", "Rolled", "Scored",
    "Started", "Wrote",
    "Board", "BoardRow", "Choice", "DiceMatch", "Match", "Outcome", "dice_match",
    "PlaceValueMatch", "place_value_match",
    "Round", "final_roll", "roll_off", "turn_order",
    "Roller", "Turn",
    "ZombieMatch", "zombie_match",
]
