"""Everything that happens in a match, as values.

A match records each change as one of these events, in order, and changes its
state only by applying them; ``Match.replay`` applies a recorded list to a new
match of the same setup and reaches the same state. Rolls carry their dice, so
a replay needs no random generator.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class PlayerAdded:
    name: str


@dataclass(frozen=True)
class RollOff:
    """One round of rolling to see who goes first: each player's dice, their sums, who leads."""

    rolls: tuple[tuple[str, tuple[int, ...]], ...]
    values: tuple[tuple[str, int], ...]
    leaders: tuple[str, ...]


@dataclass(frozen=True)
class Started:
    """Play begins; ``order`` is the order of turns, the first player first."""

    order: tuple[str, ...]


@dataclass(frozen=True)
class Rolled:
    player: str
    dice: tuple[int, ...]
    roll: int  # 1 for the turn's first roll
    held: tuple[int, ...] = ()  # positions kept from the roll before


@dataclass(frozen=True)
class Held:
    player: str
    positions: tuple[int, ...]


@dataclass(frozen=True)
class Released:
    player: str
    positions: tuple[int, ...]


@dataclass(frozen=True)
class Scored:
    """A dice-game turn ends: ``box`` (a box key, or ``game.BONUS``) and what it earned."""

    player: str
    dice: tuple[int, ...]
    box: str
    label: str
    points: int
    bonus: int = 0
    replaced: bool = False
    extra_turn: bool = False
    game: int = 1  # which of the player's games (the zombie plays several)


@dataclass(frozen=True)
class Wrote:
    """A place-value turn ends: ``entry`` written in category ``category`` (from 1); None is X. ``greatest``: the
    greatest number the dice made for the category, when the entry is less (the game's aim, said, not enforced)."""

    player: str
    dice: tuple[int, ...]
    category: int
    entry: str | None
    greatest: str | None = None


@dataclass(frozen=True)
class Restarted:
    """The same players start again with new cards."""


@dataclass(frozen=True)
class Ended:
    """Every card is full; ``winners`` share the win."""

    winners: tuple[str, ...]


@dataclass(frozen=True)
class FinalRoll:
    """One round of the place-value final roll among tied players: each one's largest number."""

    rolls: tuple[tuple[str, tuple[int, ...]], ...]
    values: tuple[tuple[str, int], ...]
    leaders: tuple[str, ...]


Event = PlayerAdded | RollOff | Started | Rolled | Held | Released | Scored | Wrote | Restarted | Ended | FinalRoll
