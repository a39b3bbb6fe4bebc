"""Rolling to settle an order or a tie: who goes first, and the place-value final roll.

Who goes first (seed 000): every player rolls all the dice; the greatest sum
goes first; tied players roll again among themselves. The final roll (seed 000,
for a tied game): each tied player rolls the dice and makes the largest number
they can; the largest wins, and a tie rolls again. Randomness comes only from
the generator passed in.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

from ..errors import InputError
from ..names import check_names
from ..place_value.game import PlaceValueGame
from ..place_value.odds import largest_number
from .turn import Roller

#: A tie that lasts this many rounds is not a tie of fair dice: stop rather than loop.
MAX_ROUNDS = 1000


@dataclass(frozen=True)
class Round:
    """Each player's dice in one round, what they count for, and who is ahead (several on a tie)."""

    rolls: tuple[tuple[str, tuple[int, ...]], ...]
    values: tuple[tuple[str, int], ...]
    leaders: tuple[str, ...]


def _rounds(names: Sequence[str], roll: Callable[[], tuple[int, ...]],
            value: Callable[[tuple[int, ...]], int]) -> tuple[Round, ...]:
    players = check_names(names)
    if not players:
        raise InputError("name at least one player, such as \"Ana,Ben\"")
    rounds: list[Round] = []
    while len(rounds) < MAX_ROUNDS:
        rolls = tuple((name, roll()) for name in players)
        values = tuple((name, value(dice)) for name, dice in rolls)
        best = max(v for _, v in values)
        leaders = tuple(name for name, v in values if v == best)
        rounds.append(Round(rolls, values, leaders))
        if len(leaders) == 1:
            return tuple(rounds)
        players = leaders
    raise InputError(f"still tied after {MAX_ROUNDS} rounds: the dice need at least two faces")


def lowest_face(faces: int) -> int:
    """The face a class die of ``faces`` faces starts at: a ten-sided die shows 0 to 9, as the d10 of
    place-value games and of the final roll does (SPEC section 2); every other die shows 1 up."""
    return 0 if faces == 10 else 1


def roll_dice(rng: Roller, count: int, faces: int, lowest: int = 1) -> tuple[int, ...]:
    """``count`` dice showing ``lowest`` to ``lowest + faces - 1``."""
    return tuple(rng.randint(lowest, lowest + faces - 1) for _ in range(count))


def check_dice(count: int, faces: int) -> None:
    if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= 10:
        raise InputError(f"roll 1 to 10 dice, not {count!r}")
    if isinstance(faces, bool) or not isinstance(faces, int) or not 2 <= faces <= 100:
        raise InputError(f"dice have 2 to 100 faces, not {faces!r}")


def roll_off(names: Sequence[str], rng: Roller, count: int = 5, faces: int = 6,
             lowest: int = 1) -> tuple[Round, ...]:
    """Who goes first: rounds of every (still tied) player rolling all the dice; greatest sum leads.

    The last round has one leader, who goes first.
    """
    check_dice(count, faces)
    return _rounds(names, lambda: roll_dice(rng, count, faces, lowest), sum)


def final_roll(names: Sequence[str], rng: Roller, game: PlaceValueGame = PlaceValueGame()) -> tuple[Round, ...]:
    """The place-value final roll: each rolls the game's dice and makes the largest number; ties roll again."""
    faces = game.faces
    return _rounds(names, lambda: roll_dice(rng, game.digits, len(faces), faces[0]),
                   lambda dice: largest_number(dice, game))


def turn_order(players: Sequence[str], first: str) -> tuple[str, ...]:
    """Play goes round the table from ``first``, in the order the players were named."""
    at = list(players).index(first)
    return tuple(players[at:]) + tuple(players[:at])


def rounds_json(rounds: Sequence[Round], *, final: bool) -> dict:
    """A roll-off or a final roll as ``--json`` gives it: each round's dice and values, and who goes first
    (``first``) or wins the final roll (``winner``)."""
    return {
        "rounds": [{"dice": {name: list(dice) for name, dice in r.rolls}, "values": dict(r.values),
                    "leaders": list(r.leaders)} for r in rounds],
        ("winner" if final else "first"): rounds[-1].leaders[0],
    }
