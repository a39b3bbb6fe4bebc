"""A match of a dice game of boxes (classic, house, Roll-Em, dice-roller, Yacht, a teacher's file).

``Match`` holds what every game shares: the players in order (unique names,
told apart by ``worksheets.names``), whose turn it is, the turn's dice, restart
and the end. ``DiceMatch`` adds a ``game.Scorecard`` per player: every legal
choice for the current dice with its points, scoring (which ends the turn),
the rule set's extra five-of-a-kind policy (the joker, a bonus taken instead of
a box: taken by the roll that earns it, as no choice is left; replace-max, an
extra turn) and the winners.

Every change is an event (``events.py``) recorded in ``match.events`` and
applied by ``_apply``; nothing else changes the state, so ``replay`` rebuilds
a match from its events. Refused moves raise ``IllegalMoveError`` (or
``InputError`` for a name) with the reason to show, and change nothing.
"""

from __future__ import annotations

import difflib
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Iterable, Sequence

from ..card import EXTRA_BONUS, RowKind, card_rows, row_label
from ..errors import IllegalMoveError, InputError
from ..game import BONUS, Scorecard
from ..names import GAME_CARDS, check_names, clean_name, name_key
from ..row_words import named_box
from ..rules import RuleSet, kebab
from ._text import refusal, say
from .events import Ended, Event, Held, PlayerAdded, Released, Restarted, Rolled, Scored, Started
from .turn import Roller, Turn

#: Players at one screen.
MOST_PLAYERS = 8


# --- what a front end shows -------------------------------------------------------------


@dataclass(frozen=True)
class Choice:
    """One place the current dice may go, by ``number`` (its box's place on the card, or its
    category's) and by ``key``.

    ``points``: what it writes (None for a place-value category, where the player makes
    the number); ``bonus``: the extra five-of-a-kind bonus it also earns; ``replaces``: the
    value a replace-max choice erases; ``marked``: this roll scores something here.
    """

    number: int
    key: str
    label: str
    points: int | None
    marked: bool
    bonus: int = 0
    replaces: int | None = None
    extra_turn: bool = False


@dataclass(frozen=True)
class BoardRow:
    label: str
    cells: tuple[str, ...]  # one per column; "" for a box not filled
    total: bool = False  # a row added up from the others


@dataclass(frozen=True)
class Board:
    """The cards side by side: a column per card, a row per box or category, then the totals."""

    columns: tuple[str, ...]
    rows: tuple[BoardRow, ...]


@dataclass(frozen=True)
class Outcome:
    """The end of a match: who wins (ties shared), each player's score, and the sentences to show."""

    winners: tuple[str, ...]
    scores: tuple[tuple[str, int], ...]
    lines: tuple[str, ...]
    cheers: tuple[str, ...] = ()  # the lines that congratulate the winners, for a front end to celebrate


# --- the shared engine ------------------------------------------------------------------


class Match(ABC):
    """Players, turns and events; a family's match adds its cards and how a turn is scored."""

    least_players = 1
    most_players = MOST_PLAYERS
    player_word = "player name"
    #: A score names a category and the number the player writes in it (place value), not a box alone.
    writes_numbers = False
    #: The card's categories that numbers are written in; a game of boxes has none.
    categories: tuple = ()
    #: Best play is worked out for the game, so a player can ask for a hint and a review of their choices.
    has_best_play = True
    #: The name of the player the game brings itself (Zombie's zombie), or None.
    zombie: str | None = None

    def __init__(self, rules: RuleSet, players: Iterable[str] = ()) -> None:
        self.rules = rules
        self.events: list[Event] = []
        self.players: tuple[str, ...] = ()
        self.order: tuple[str, ...] = ()
        self.started = False
        self.finished = False
        self.seat = 0
        self.turn: Turn | None = None
        self.winners: tuple[str, ...] = ()
        self._new_cards()
        players = tuple(players)
        if len(players) > self.most_players:  # said once for the whole list, with how many were named
            raise refusal("too_many_players", most=self.most_players, what=self.player_word.split()[0],
                          named=len(players))
        for name in players:
            self.add_player(name)

    @classmethod
    def replay(cls, rules: RuleSet, events: Sequence[Event], **setup) -> "Match":
        """A new match of the same setup with ``events`` applied: the same state as the one recorded."""
        match = cls(rules, **setup)
        for event in events:
            match._record(event)
        return match

    def _setup(self) -> dict:
        """What ``replay`` needs besides the events to build this match again."""
        return {}

    def without_player(self, name: str) -> "Match":
        """The match again from the events of every player but ``name`` (who must not have played yet)."""
        kept = [e for e in self.events if isinstance(e, PlayerAdded) and e.name != name]
        return self.replay(self.rules, kept, **self._setup())

    def sheet_rows(self) -> tuple[tuple[str, tuple[str, ...]], ...]:
        """The cards as a filled paper sheet holds them, for the checker: a row per box and total, its label
        and a cell per column of ``board()``."""
        return tuple((row.label, row.cells) for row in self.board().rows)

    def check_settings(self) -> dict:
        """What the checker is told of this match's game besides its rule set (``check.CheckOptions``)."""
        return {}

    # --- state ---------------------------------------------------------------------

    @property
    def current(self) -> str | None:
        """Whose turn it is (None before the start and after the end)."""
        return self.order[self.seat] if self.started and not self.finished else None

    def _record(self, event: Event) -> None:
        self.events.append(event)
        self._apply(event)

    def _apply(self, event: Event) -> None:
        getattr(self, f"_on_{type(event).__name__}")(event)

    def new_turn(self) -> Turn:
        """A turn of this match's dice, before its first roll."""
        rules = self.rules
        return Turn(count=rules.dice, faces=rules.faces, max_rolls=rules.rolls, lowest=rules.lowest_face)

    def _on_PlayerAdded(self, event: PlayerAdded) -> None:
        self.players += (event.name,)
        self._new_cards()

    def _on_Started(self, event: Started) -> None:
        self.order = event.order
        self.started = True
        self.seat = 0
        self.turn = self.new_turn()

    def _on_Rolled(self, event: Rolled) -> None:
        assert self.turn is not None
        self.turn = self.turn.rolled_to(event.dice)

    def _on_Held(self, event: Held) -> None:
        assert self.turn is not None
        self.turn = self.turn.hold(event.positions)

    def _on_Released(self, event: Released) -> None:
        assert self.turn is not None
        self.turn = self.turn.release(event.positions)

    def _on_Restarted(self, event: Restarted) -> None:
        self.started = self.finished = False
        self.order, self.seat, self.turn, self.winners = (), 0, None, ()
        self._new_cards()

    def _on_Ended(self, event: Ended) -> None:
        self.finished = True
        self.turn = None
        self.winners = event.winners

    # --- moves every game shares ---------------------------------------------------------

    def add_player(self, raw: str) -> str:
        """Add a player before the first roll; names are unique ignoring case and spacing."""
        if self.started or self.finished:
            raise refusal("players_fixed")
        if len(self.players) >= self.most_players:
            raise refusal("too_many_players", most=self.most_players, what=self.player_word.split()[0])
        same = [player for player in self.players if name_key(player) == name_key(clean_name(raw))]
        if same:  # already at the table: say so, rather than "given twice"
            raise refusal("already_playing", name=clean_name(raw), player=same[0], what=self.player_word)
        name = check_names((*self.players, raw), what=self.player_word, room=GAME_CARDS)[-1]
        for reserved in self._reserved():
            try:
                check_names((reserved, name))  # the same name, told apart as two players' names are
            except InputError:
                raise refusal("name_reserved", name=name, reserved=reserved, what=self.player_word) from None
        self._record(PlayerAdded(name))
        return name

    def _reserved(self) -> tuple[str, ...]:
        """Names no player may take: the zombie's, which heads its cards on the board."""
        return ()

    def start(self, rng: Roller | None = None) -> None:
        """Begin play with the players so far, in the order they were added."""
        self._can_start()
        self._record(Started(self.players))

    def _can_start(self) -> None:
        if self.finished:
            raise refusal("game_over")
        if len(self.players) < self.least_players:
            raise refusal("too_few_players", least=self.least_players, have=len(self.players),
                          what=self.player_word.split()[0])

    def _turn(self) -> Turn:
        if self.finished:
            raise refusal("game_over")
        if not self.started or self.turn is None:
            raise refusal("not_started")
        return self.turn

    def roll(self, rng: Roller) -> tuple[int, ...]:
        """Roll for the current player (starting the match first, if needed); returns the dice."""
        if not self.started:
            self.start(rng)
        turn = self._turn()
        rolled = turn.roll(rng)
        self._record(Rolled(self.current, rolled.dice, rolled.rolls, tuple(sorted(turn.held))))
        return rolled.dice

    def hold(self, positions: Iterable[int | str]) -> None:
        """Keep the dice at these positions (from 1) out of the next roll."""
        chosen = self._turn().positions(positions, "hold")
        self._turn().hold(chosen)  # refuses after the last roll
        self._record(Held(self.current, tuple(sorted(chosen))))

    def release(self, positions: Iterable[int | str]) -> None:
        """Roll these dice again next time."""
        chosen = self._turn().positions(positions, "release")
        self._turn().release(chosen)  # refuses after the last roll
        self._record(Released(self.current, tuple(sorted(chosen))))

    def restart(self) -> None:
        """The same players, new cards; play starts again at the next roll."""
        self._record(Restarted())

    def _rolled_turn(self) -> Turn:
        turn = self._turn()
        if not turn.rolled:
            raise refusal("roll_first")
        return turn

    # --- what a family adds ----------------------------------------------------------------

    @abstractmethod
    def _new_cards(self) -> None:
        """Give every player a new, empty card."""

    @abstractmethod
    def choices(self) -> tuple[Choice, ...]:
        """Where the current dice may go, and what each choice writes."""

    @abstractmethod
    def score(self, text: str, rng: Roller | None = None) -> None:
        """Fill the choice ``text`` names with the current dice, ending the turn."""

    @abstractmethod
    def board(self) -> Board:
        """Every player's card so far."""

    @abstractmethod
    def outcome(self) -> Outcome:
        """The winners and what to say at the end."""

    def game_number(self, player: str) -> int:
        """Which of the player's games is being played (the zombie plays game after game)."""
        return 1

    def zero_instead(self, text: str) -> tuple[Choice, Choice] | None:
        """When the choice ``text`` names writes nothing but another would score: (that choice, the best one),
        so a slip can be asked about before it is written. None otherwise (or where a player writes the
        number, as in place value)."""
        return None

    @property
    def needs_final_roll(self) -> bool:
        """The match is over, tied, and its rules settle a tie with a final roll not yet taken."""
        return False

    @property
    def must_score(self) -> bool:
        """The last roll is taken: the player must choose now (a zero in an open box if nothing scores)."""
        return self.turn is not None and self.turn.rolled and not self.turn.rolls_left


def winners_of(scores: Sequence[tuple[str, int]]) -> tuple[str, ...]:
    """Everybody with the greatest score (ties are shared)."""
    best = max(points for _, points in scores)
    return tuple(name for name, points in scores if points == best)


# --- the dice family -------------------------------------------------------------------


class DiceMatch(Match):
    """A game of boxes: each player fills a ``Scorecard``; the greatest grand total wins."""

    def _new_cards(self) -> None:
        self.cards: dict[str, Scorecard] = {name: Scorecard(self.rules) for name in self.players}

    def card_of(self, player: str) -> Scorecard:
        return self.cards[player]

    def _has_turns(self, seat: int) -> bool:
        return not self.card_of(self.order[seat]).finished

    def _choice_label(self, key: str) -> str:
        if key == BONUS:
            return row_label(self.rules, EXTRA_BONUS)
        return self.rules.box(key).label

    def box_number(self, key: str) -> int:
        """A box's number: its place on the card (1 for the first box), the same all game.

        The bonus taken instead of a box comes after the last box."""
        keys = self.rules.box_keys
        return len(keys) + 1 if key == BONUS else keys.index(key) + 1

    def choices(self) -> tuple[Choice, ...]:
        """Every legal place for the current dice, in card order, with what each earns.

        A choice's ``number`` is its box's place on the card, not its place in this list: a box
        keeps its number all game, and the numbers of filled boxes are skipped."""
        turn = self._rolled_turn()
        card = self.card_of(self.current)
        out = []
        for key, move in card.option_moves(turn.dice).items():
            out.append(Choice(self.box_number(key), key, self._choice_label(key), move.points,
                              move.points + move.bonus > 0, move.bonus, card.filled[key] if move.replaced else None,
                              move.extra_turn))
        return tuple(out)

    def find_choice(self, text: str) -> Choice:
        """The choice a player named: its box's number on the card, its box key or its label."""
        choices = self.choices()
        wanted = " ".join(text.split())
        if not wanted:
            raise refusal("nothing_named", example="score chance")
        keys = self.rules.box_keys
        if wanted.isascii() and wanted.isdigit():
            number = int(wanted)
            found = next((choice for choice in choices if choice.number == number), None)
            if found is not None:
                return found
            if not 1 <= number <= len(keys):
                raise refusal("no_such_box", text=wanted, count=len(keys))
            key = keys[number - 1]
        else:
            key = named_box(self.rules, wanted) or kebab(wanted)
            for choice in choices:
                if key in (choice.key, kebab(choice.label)) or (choice.key == BONUS and key == "bonus"):
                    return choice
        if key in keys:
            card = self.card_of(self.current)
            if key in card.filled:
                raise refusal("box_filled", number=self.box_number(key), label=self.rules.box(key).label,
                              points=card.filled[key])
            # An open box of the card that this roll may not go in: the card says why.
            try:
                card.play(self.turn.dice, key)
            except IllegalMoveError as exc:
                raise exc from None
        labels = {box.label.casefold(): box.label for box in self.rules.boxes}
        near = difflib.get_close_matches(wanted.casefold(), labels, n=1, cutoff=0.7)
        raise refusal("unknown_choice", text=wanted, count=len(keys), near=labels[near[0]] if near else "")

    def zero_instead(self, text: str) -> tuple[Choice, Choice] | None:
        named = self.find_choice(text)
        best = max(self.choices(), key=lambda choice: (choice.points or 0) + choice.bonus)
        worth = (best.points or 0) + best.bonus
        return (named, best) if (named.points or 0) + named.bonus == 0 and worth > 0 else None

    def roll(self, rng: Roller) -> tuple[int, ...]:
        """Roll; dice that earn a bonus given instead of a box (house +100, Roll-Em +50 and another
        turn) take it at once: it is taken, not offered as a choice (SPEC section 2)."""
        dice = super().roll(rng)
        if self.card_of(self.current).takes_bonus(dice):
            self._take(next(choice for choice in self.choices() if choice.key == BONUS))
        return dice

    def score(self, text: str, rng: Roller | None = None) -> Choice:
        """Write the current dice where ``text`` says; this ends the turn (unless it earns another)."""
        return self._take(self.find_choice(text))

    def _take(self, choice: Choice) -> Choice:
        player, turn = self.current, self.turn
        assert player is not None and turn is not None
        self._record(Scored(player, turn.dice, choice.key, choice.label, choice.points or 0, choice.bonus,
                            choice.replaces is not None, choice.extra_turn, self.game_number(player)))
        if all(not self._has_turns(seat) for seat in range(len(self.order))):
            self._record(Ended(winners_of(self.scores())))
        return choice

    def _on_Scored(self, event: Scored) -> None:
        self.cards[event.player] = self.cards[event.player].play(event.dice, event.box)
        self._next_turn(event.extra_turn)

    def _next_turn(self, extra: bool) -> None:
        if extra and self._has_turns(self.seat):
            self.turn = self.new_turn()
            return
        for step in range(1, len(self.order) + 1):
            seat = (self.seat + step) % len(self.order)
            if self._has_turns(seat):
                self.seat = seat
                self.turn = self.new_turn()
                return
        self.turn = None

    def scores(self) -> tuple[tuple[str, int], ...]:
        return tuple((name, self.cards[name].grand_total) for name in self.players)

    def _columns(self) -> tuple[tuple[str, Scorecard], ...]:
        return tuple((name, self.cards[name]) for name in self.players)

    def board(self) -> Board:
        columns = self._columns()
        rows = []
        for row in card_rows(self.rules):
            if row.kind is RowKind.BOX:
                assert row.box is not None
                cells = tuple(str(card.filled[row.key]) if row.key in card.filled else "" for _, card in columns)
                rows.append(BoardRow(row.box.label, cells))
            else:
                cells = tuple(str(card.totals.get(row.key)) for _, card in columns)
                rows.append(BoardRow(row_label(self.rules, row.key), cells, total=True))
        return Board(tuple(name for name, _ in columns), tuple(rows))

    def outcome(self) -> Outcome:
        scores = self.scores()
        winners = winners_of(scores)
        cheer = say("congratulations", winners=list(winners), scores=list(scores))
        return Outcome(winners, scores, (cheer,), (cheer,))


def dice_match(rules: RuleSet, players: Iterable[str] = (), rng: Roller | None = None, *,
               digits: int | None = None, dice: str | None = None) -> DiceMatch:
    """The dice family's ``match`` capability: a new match of ``rules``."""
    refuse_place_value_options(rules, digits, dice)
    return DiceMatch(rules, players)


def refuse_place_value_options(rules: RuleSet, digits: int | None, dice: str | None) -> None:
    given = [name for name, value in (("--digits", digits), ("--dice", dice)) if value is not None]
    if given:
        raise InputError(f"{', '.join(given)} {'is' if len(given) == 1 else 'are'} for place-value games; "
                         f"{rules.name} plays with {rules.dice} dice of {rules.faces} faces")


