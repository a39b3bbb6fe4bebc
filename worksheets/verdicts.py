"""What every verdict of a game has, whatever the family: one protocol for text, JSON and the PDF key.

A place-value comparison (``place_value.GameVerdict``), a Yahtzee-family game
(``check.dice_card.DiceVerdict``) and a Zombie game
(``check.zombie.ZombieVerdict``) each give their players, the winners, the
scores that decided the game, and every problem found, each of a
``ProblemKind``. Code that only needs these reads them through ``Verdict`` and
asks nothing about the family.

A card whose every column is headed "Game" and a number is one student's
games, not a match between players (``games_of_one_student``): its report
names the best game, not a winner.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum
from typing import Mapping, Protocol, Sequence, TypeVar


#: A column heading that names one of a student's games: "Game 1", "game 2", "GAME 3", "Game10".
_GAME_COLUMN = re.compile(r"game\s*([0-9]{1,3})", re.IGNORECASE)


class ProblemKind(StrEnum):
    """What is wrong with one entry or total on a sheet."""

    NOT_FILLED = "not-filled"  # a box left empty
    IMPOSSIBLE = "impossible"  # a value the box can never hold
    EXTRA = "extra-bonus"  # an extra five-of-a-kind bonus that does not count
    ARITHMETIC = "arithmetic"  # a total the student added up wrongly
    INVALID = "invalid"  # a place-value entry that does not meet its category


_T = TypeVar("_T", bound=type)


def own_kind_only(cls: _T) -> _T:
    """A ``NamedTuple`` class made to equal only values of its own class, as a frozen dataclass does, not any
    tuple of the same fields. Verdicts are NamedTuples because a checked class builds thousands of them, and a
    tuple is built several times faster than a frozen dataclass (which sets each field through
    ``object.__setattr__``); it is just as read-only."""

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and tuple.__eq__(self, other)

    def __ne__(self, other: object) -> bool:
        return not __eq__(self, other)

    cls.__eq__, cls.__ne__, cls.__hash__ = __eq__, __ne__, tuple.__hash__  # type: ignore[assignment]
    return cls


@dataclass(frozen=True)
class Problem:
    """One thing wrong on a player's sheet: its kind, the row (a box key, a total row or a
    category) and the sentence that explains it."""

    kind: ProblemKind
    row: str
    message: str


class Verdict(Protocol):
    """A judged game: who played, who won, the scores that decided it, what was wrong."""

    @property
    def players(self) -> tuple[str, ...]: ...

    @property
    def winners(self) -> tuple[str, ...]:
        """Who won (ties shared); none when no winner can be decided (a score that is not known)."""
        ...

    @property
    def scores(self) -> Mapping[str, int | None]:
        """What decided the game, by side: a player's points or grand total, or a Zombie side's sum; None where
        it is not known (a sheet of totals whose totals cannot be right)."""
        ...

    @property
    def problems(self) -> tuple[tuple[str, Problem], ...]:
        """Every problem, with the player (or column) it belongs to."""
        ...


def others(verdict: Verdict) -> list[tuple[str, int]]:
    """The sides that did not win, highest score first."""
    rest = [(side, score) for side, score in verdict.scores.items() if side not in verdict.winners]
    return sorted(rest, key=lambda pair: -pair[1])


def games_of_one_student(columns: Sequence[str]) -> bool:
    """Whether a card's columns are one student's games rather than players: every heading is "Game" and a
    number (any case, the space optional), no number twice, as on a paper scorecard with a column per game.
    Nothing looser: "G1", "Round 2" or "Game one" may as well name a team or a player, so they stay players."""
    numbers = [m.group(1) for column in columns if (m := _GAME_COLUMN.fullmatch(column.strip()))]
    return bool(columns) and len(numbers) == len(columns) and len({int(n) for n in numbers}) == len(numbers)
