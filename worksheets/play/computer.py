"""A computer player: it takes a dice-game turn through the match's own public moves.

Two strengths:

- ``optimal``: the strategy engine's best keep and best box (``strategy.optimal_move``):
  optimal *solitaire* play, the greatest average score (not the best chance of beating
  a rival).
- ``beginner``: no look-ahead. While rolls are left it keeps every die showing its most
  common face (ties: the higher face) and rolls the others again; when every die shows
  that face it stops and scores. With no rolls left it writes where the roll scores most
  now (points plus any bonus), ties going to the box first on the card.

``step(match, rng)`` makes ONE public move for the player whose turn it is: a roll,
a hold, a release or a score, so a front end can show each one as it happens. Every
rule of play stays the match's (it refuses an illegal move as it would a person's)
and every die comes from the match's seeded roller passed in. The zombie of a Zombie
match can be a computer: its cards are the match's ``card_of(zombie)``, game after game.
Place-value games have no computer player (it would have to make numbers, not fill boxes).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Mapping

from ..errors import InputError, NotAvailableError
from ..game import Scorecard
from ..rules import RuleSet
from ..templating import macro
from .turn import Roller

OPTIMAL = "optimal"
BEGINNER = "beginner"
STRENGTHS = (OPTIMAL, BEGINNER)

WORDS = "play/computer.j2"


@dataclass(frozen=True)
class Decision:
    """What to do with the dice now: keep ``keep`` (sorted) and roll the rest, or write in ``box``."""

    keep: tuple[int, ...] | None = None
    box: str | None = None


class Computer:
    """A computer player of ``rules`` at ``strength`` (``OPTIMAL`` or ``BEGINNER``)."""

    def __init__(self, rules: RuleSet, strength: str = OPTIMAL, *, cache_dir=None) -> None:
        if strength not in STRENGTHS:
            raise InputError(_words("unknown_strength", strength=strength, strengths=list(STRENGTHS)))
        self.rules = rules
        self.strength = strength
        self._strategy = None
        self._cache_dir = cache_dir
        self._last: tuple = (None, None)  # (the moment decided, the decision): holds then a roll ask once
        if strength == OPTIMAL:
            self.strategy  # solve (or load) now: a rules file's limits are refused before play

    @property
    def strategy(self):
        """The engine's strategy for these rules (loaded on first use)."""
        if self._strategy is None:
            from ..strategy import strategy_for

            self._strategy = strategy_for(self.rules, cache_dir=self._cache_dir)
        return self._strategy

    # --- deciding --------------------------------------------------------------------------

    def decide(self, card: Scorecard, dice: tuple[int, ...], rolls_left: int) -> Decision:
        """What this player does with ``dice`` on ``card`` with ``rolls_left`` rolls left."""
        if self.strength == OPTIMAL:
            from ..strategy import optimal_move

            move = optimal_move(self.strategy, card, dice, rolls_left)
            if move.keep is not None and len(move.keep) < len(dice):
                return Decision(keep=move.keep)
            if move.box is not None:
                return Decision(box=move.box)
            return Decision(box=optimal_move(self.strategy, card, dice, 0).box)  # keeps all: score now
        if rolls_left:
            keep = beginner_keep(dice)
            if len(keep) < len(dice):
                return Decision(keep=keep)
        return Decision(box=beginner_box(card, dice))

    # --- playing ---------------------------------------------------------------------------

    def step(self, match, rng: Roller) -> str:
        """Make the next move of the current player's turn; returns which: roll, hold, release or score."""
        turn = match.turn
        if turn is None or not turn.rolled:
            match.roll(rng)
            return "roll"
        card = match.card_of(match.current)
        moment = (card, turn.dice, turn.rolls_left)
        if self._last[0] is None or any(a is not b and a != b for a, b in zip(self._last[0], moment)):
            self._last = (moment, self.decide(*moment))
        decision = self._last[1]
        if decision.box is not None:
            match.score(str(match.box_number(decision.box)))  # a box's number: its place on the card
            return "score"
        wanted = keep_positions(turn.dice, turn.held, decision.keep)
        if wanted - turn.held:
            match.hold(sorted(wanted - turn.held))
            return "hold"
        if turn.held - wanted:
            match.release(sorted(turn.held - wanted))
            return "release"
        match.roll(rng)
        return "roll"


def beginner_keep(dice: tuple[int, ...]) -> tuple[int, ...]:
    """Every die showing the most common face (ties: the higher face)."""
    counts = Counter(dice)
    face = max(counts, key=lambda f: (counts[f], f))
    return (face,) * counts[face]


def beginner_box(card: Scorecard, dice: tuple[int, ...]) -> str:
    """Where ``dice`` score most now (points plus bonus); ties go to the box first on the card."""
    best, most = None, None
    for key, move in card.option_moves(dice).items():
        if most is None or move.points + move.bonus > most:
            best, most = key, move.points + move.bonus
    assert best is not None  # a card with a turn left always has somewhere to write
    return best


def keep_positions(dice: tuple[int, ...], held: frozenset[int], keep: tuple[int, ...]) -> frozenset[int]:
    """Positions (from 1) showing the faces of ``keep``: held dice first, then from the left."""
    wanted = Counter(keep)
    order = sorted(range(1, len(dice) + 1), key=lambda p: (p not in held, p))
    chosen = set()
    for position in order:
        face = dice[position - 1]
        if wanted[face]:
            wanted[face] -= 1
            chosen.add(position)
    return frozenset(chosen)


def computer_player(rules: RuleSet, strength: str = OPTIMAL, *, cache_dir=None) -> Computer:
    """A computer player for ``rules``; refused, with the reason, for a game it cannot play."""
    from ..families import family_of

    return family_of(rules).capability("computer")(rules, strength, cache_dir=cache_dir)


def no_computer(rules: RuleSet, strength: str = OPTIMAL, *, cache_dir=None) -> Computer:
    """The place-value family's ``computer`` capability: there is none, and the reason is given."""
    raise NotAvailableError(_words("no_computer", rules=rules.name))


def play_computers(match, computers: Mapping[str, Computer], rng: Roller) -> int:
    """Let the computers take every move that is theirs, until a person's turn or the end; returns the moves made.

    The match must have started (a front end starts it, or a person's first roll does)."""
    moves = 0
    while not match.finished and match.started and match.current in computers:
        computers[match.current].step(match, rng)
        moves += 1
    return moves


def _words(name: str, /, **context) -> str:
    return macro(WORDS, name)(**context)
