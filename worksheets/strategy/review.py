"""A review of a player's choices against best play, in the manner of Verhoeff's proficiency test.

Tom Verhoeff's Yahtzee proficiency test (Eindhoven University of Technology,
https://www.win.tue.nl/~wstomv/misc/yahtzee/) scores a game by what each of the
player's choices gives up against the optimal one, in expected final points.
Here every choice counts: each keep before a re-roll (stopping early is keeping
all the dice), and each box. For every choice the review gives the best option
and the expected points given up (``best.expected - chosen.expected``), then the
average given up per choice and the total.

Decisions come from a plain list (``Decision``) or from a match's recorded
events (``decisions_from_events``): ``Rolled`` tells which positions were held
from the roll before, ``Scored`` which box the dice went in (a bonus given instead
of a box is taken by the roll, so it is no choice and not reviewed). A Zombie's games
are reviewed as one player's, game after game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Sequence

from ..errors import InputError
from ..game import Scorecard
from ..play.events import Restarted, Rolled, Scored
from ..rules import RuleSet
from .explain import Explainer, TINY, gap_words
from .strategy import Advice, Option, Strategy, strategy_for

REVIEW = "strategy/review.j2"


@dataclass(frozen=True)
class Decision:
    """One choice: on ``card``, with ``dice`` and ``rolls_left``, the player kept ``keep`` or chose ``box``."""

    card: Scorecard
    dice: tuple[int, ...]
    rolls_left: int
    keep: tuple[int, ...] | None = None  # with rolls left: the dice kept (all of them = stop and score)
    box: str | None = None  # with no rolls left: a box key or game.BONUS
    turn: int = 1  # the player's turn, from 1 (counted across a Zombie's games)
    roll: int = 1  # the roll the dice came from


@dataclass(frozen=True)
class Judged:
    """A decision with the engine's verdict on it."""

    decision: Decision
    chosen: Option
    best: Option
    chosen_words: str  # "keeping the three 4s"
    best_words: str  # "Keep the three 4s and roll the other two again"

    @property
    def gives_up(self) -> float:
        return self.chosen.gives_up

    @property
    def was_best(self) -> bool:
        return self.chosen.gives_up < TINY


@dataclass(frozen=True)
class Review:
    """One player's choices judged, with the average and total given up."""

    player: str
    choices: tuple[Judged, ...]

    @property
    def total(self) -> float:
        return sum(j.gives_up for j in self.choices)

    @property
    def average(self) -> float:
        return self.total / len(self.choices) if self.choices else 0.0

    @property
    def best_count(self) -> int:
        return sum(1 for j in self.choices if j.was_best)

    def lines(self) -> tuple[str, ...]:
        """The review in words: a heading, each choice that gave up something, the summary."""
        out = [_say("heading", self.player, len(self.choices))]
        for j in self.choices:
            if not j.was_best:
                d = j.decision
                out.append("  " + _say("choice", d.turn, d.roll, list(d.dice), j.chosen_words, j.best_words,
                                gap_words(j.gives_up)))
        if self.choices:
            out.append("  " + _say("summary", len(self.choices), self.best_count, f"{self.average:.2f}",
                                   f"{self.total:.1f}"))
        return tuple(out)

    @property
    def text(self) -> str:
        return "\n".join(self.lines())

    def as_json(self) -> dict:
        return {
            "player": self.player,
            "choices": [{"turn": j.decision.turn, "roll": j.decision.roll, "dice": list(j.decision.dice),
                         "rolls_left": j.decision.rolls_left,
                         "keep": None if j.decision.keep is None else list(j.decision.keep), "box": j.decision.box,
                         "best_keep": None if j.best.keep is None else list(j.best.keep), "best_box": j.best.box,
                         "gives_up": round(j.gives_up, 4)} for j in self.choices],
            "average_given_up": round(self.average, 4),
            "total_given_up": round(self.total, 4),
            "best_choices": self.best_count,
        }


def _say(name: str, /, *args) -> str:
    from ..templating import macro

    return macro(REVIEW, name)(*args)


def judge(strategy: Strategy, decision: Decision) -> Judged:
    """The engine's verdict on one decision; ``InputError`` when the choice is not one of the options."""
    advice: Advice = strategy.advise(decision.card, decision.dice, decision.rolls_left)
    if decision.rolls_left:
        if decision.keep is None:
            raise InputError(f"with {decision.rolls_left} rolls left a choice is a keep, not a box")
        wanted = tuple(sorted(decision.keep))
        chosen = next((o for o in advice.options if o.keep == wanted), None)
        what = " ".join(map(str, wanted)) or "nothing"
    else:
        if decision.box is None:
            raise InputError("with no rolls left a choice is a box, not a keep")
        chosen = next((o for o in advice.options if o.box == decision.box), None)
        what = decision.box
    if chosen is None:
        raise InputError(f"keeping or scoring {what} is not a choice for dice "
                         f"{' '.join(map(str, decision.dice))}")
    explain = Explainer(strategy, decision.card, decision.dice)
    # What the player did: stopping is said without a box (the box is the next choice, judged on its own).
    return Judged(decision, chosen, advice.best, explain.say(chosen, doing=True, stop_box=False),
                  explain.say(advice.best))


def review(strategy: Strategy, decisions: Iterable[Decision], player: str = "") -> Review:
    """Judge every decision of one player."""
    return Review(player, tuple(judge(strategy, d) for d in decisions))


def decisions_from_events(rules: RuleSet, events: Sequence) -> dict[str, list[Decision]]:
    """Each player's decisions in a match's events (since its last restart), in the order made."""
    cards: dict[str, Scorecard] = {}
    last: dict[str, Rolled] = {}
    turns: dict[str, int] = {}
    out: dict[str, list[Decision]] = {}
    for event in events:
        if isinstance(event, Restarted):
            cards, last, turns, out = {}, {}, {}, {}
        elif isinstance(event, Rolled):
            player = event.player
            card = _card(cards, rules, player)
            if event.roll == 1:
                turns[player] = turns.get(player, 0) + 1
            else:
                before = last[player]
                keep = tuple(sorted(before.dice[p - 1] for p in event.held))
                out.setdefault(player, []).append(Decision(card, before.dice, rules.rolls - before.roll, keep=keep,
                                                           turn=turns[player], roll=before.roll))
            last[player] = event
        elif isinstance(event, Scored):
            player = event.player
            card = _card(cards, rules, player)
            if event.box not in rules.box_keys:  # a bonus instead of a box: the roll took it, nobody chose
                cards[player] = card.play(event.dice, event.box)
                continue
            before = last[player]
            mine = out.setdefault(player, [])
            if before.roll < rules.rolls:  # stopped early: kept every die
                mine.append(Decision(card, before.dice, rules.rolls - before.roll, keep=tuple(sorted(before.dice)),
                                     turn=turns[player], roll=before.roll))
            mine.append(Decision(card, event.dice, 0, box=event.box, turn=turns[player], roll=before.roll))
            cards[player] = card.play(event.dice, event.box)
    return out


def _card(cards: dict[str, Scorecard], rules: RuleSet, player: str) -> Scorecard:
    """The player's card now: a new one after a full card (the Zombie's next game)."""
    card = cards.get(player)
    if card is None or card.finished:
        card = cards[player] = Scorecard(rules)
    return card


def review_events(rules: RuleSet, events: Sequence, players: Sequence[str] = (),
                  strategy: Strategy | None = None) -> tuple[Review, ...]:
    """A review per player of a match's events, in the order of ``players`` (else of their first choice).

    Raises ``StrategyLimitError`` for a rule set the engine cannot solve (place value).
    """
    strategy = strategy or strategy_for(rules)
    found = decisions_from_events(rules, events)
    order = list(players) + [p for p in found if p not in players]
    return tuple(review(strategy, found.get(p, []), p) for p in order if p in found or p in players)


def review_match(match) -> tuple[Review, ...]:
    """A review per player of a match (finished or running), in the order players were added; a Zombie's
    games are reviewed as one player's, after the teams."""
    return review_events(match.rules, match.events, match.players)
