"""A match of Zombie Yahtzee (seed 001): teams against the zombie.

Each team plays one game on its card. The zombie plays game after game: it
takes a turn after every team's turn, so while the teams play their one game
it plays one game per team, as the tally counts (the zombie's first N games,
N = the number of teams). Survivors = the teams' totals added; zombies = the
zombie's games added; more wins, equal is a tie.
"""

from __future__ import annotations

from typing import Iterable

from ..game import Scorecard
from ..rules import RuleSet
from ..errors import IllegalMoveError
from ..names import clean_name, name_key
from ..zombie import MAX_TEAMS, MIN_TEAMS, SURVIVORS, ZOMBIES, refuse_zombie_like_team
from ._text import say
from .events import Scored, Started
from .match import DiceMatch, Outcome, refuse_place_value_options, winners_of
from .turn import Roller



class ZombieMatch(DiceMatch):
    """Players are teams; the zombie (named ``ZombieMatch.zombie``) plays between their turns."""

    least_players = MIN_TEAMS
    most_players = MAX_TEAMS  # as many teams as the Zombie sheets are printed for
    player_word = "team name"

    @property
    def zombie(self) -> str:
        return say("zombie_name")

    def _reserved(self) -> tuple[str, ...]:
        return (self.zombie,)

    def add_player(self, raw: str) -> str:
        """A team, whose name a checked sheet must not read as the zombie's column ("Zombie Slayers")."""
        name = clean_name(raw)
        if name_key(name) != name_key(self.zombie):  # the zombie's own name is refused as taken, more plainly
            refuse_zombie_like_team(name, taken=self.players, error=IllegalMoveError)
        return super().add_player(raw)

    def _new_cards(self) -> None:
        super()._new_cards()
        self.zombie_cards: list[Scorecard] = [Scorecard(self.rules)]

    def start(self, rng: Roller | None = None) -> None:
        self._can_start()
        order: list[str] = []
        for team in self.players:
            order += [team, self.zombie]
        self._record(Started(tuple(order)))

    def card_of(self, player: str) -> Scorecard:
        return self.zombie_cards[-1] if player == self.zombie else self.cards[player]

    def _zombie_done(self) -> bool:
        return len(self.zombie_cards) >= len(self.players) and self.zombie_cards[-1].finished

    def _has_turns(self, seat: int) -> bool:
        player = self.order[seat]
        return not self._zombie_done() if player == self.zombie else not self.cards[player].finished

    def game_number(self, player: str) -> int:
        return len(self.zombie_cards) if player == self.zombie else 1

    def _on_Scored(self, event: Scored) -> None:
        if event.player != self.zombie:
            super()._on_Scored(event)
            return
        self.zombie_cards[-1] = self.zombie_cards[-1].play(event.dice, event.box)
        if self.zombie_cards[-1].finished and len(self.zombie_cards) < len(self.players):
            self.zombie_cards.append(Scorecard(self.rules))  # game after game
        self._next_turn(event.extra_turn)

    def _games(self) -> tuple[tuple[str, Scorecard], ...]:
        return tuple((say("zombie_game", number=n), card) for n, card in enumerate(self.zombie_cards, start=1))

    def _columns(self) -> tuple[tuple[str, Scorecard], ...]:
        return tuple((name, self.cards[name]) for name in self.players) + self._games()

    def scores(self) -> tuple[tuple[str, int], ...]:
        """The two sides: survivors and zombies."""
        survivors = sum(self.cards[team].grand_total for team in self.players)
        zombies = sum(card.grand_total for card in self.zombie_cards[: len(self.players)])
        return ((SURVIVORS, survivors), (ZOMBIES, zombies))

    def outcome(self) -> Outcome:
        scores = self.scores()
        winners = winners_of(scores)
        teams = [(team, self.cards[team].grand_total) for team in self.players]
        games = [(name, card.grand_total) for name, card in self._games()]
        line = say("zombie_tally", teams=teams, survivors=scores[0][1], games=games, zombies=scores[1][1],
                   winners=list(winners))
        return Outcome(winners, scores, (line,), (line,))


def zombie_match(rules: RuleSet, players: Iterable[str] = (), rng: Roller | None = None, *,
                 digits: int | None = None, dice: str | None = None) -> ZombieMatch:
    """The Zombie family's ``match`` capability: the players are the teams."""
    refuse_place_value_options(rules, digits, dice)
    return ZombieMatch(rules, players)


