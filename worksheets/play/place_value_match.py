"""A match of Place Value Yahtzee (seed 000).

Who goes first is settled by a roll-off; play goes round from that player.
Each turn is 1 or 2 rolls with keepers; the player then writes a number in one
open category, or X. A number must be a valid entry of the card (its digit
count, no leading 0, digits the dice have), use exactly the dice rolled, in
any order, and meet its category; otherwise it is refused with the reason the
checker gives, and the turn goes on. X is written only when the dice can fill
no open category. When every card is full the players are
compared as ``worksheets check`` compares them (``place_value.compare_game``):
a point per category, each number with its words, ties shared; tied winners
take a final roll.
"""

from __future__ import annotations

from collections import Counter
from typing import Iterable, Sequence

from ..card import row_name
from ..errors import IllegalMoveError
from ..numbers import format_number, parse_number
from ..place_value import (Category, GameVerdict, PlaceValueGame, Wild, best_number, can_fill, compare_game, is_x,
                           judge_entry)
from ..place_value.generate import CARD_SIZE, generate_card
from ..rules import RuleSet
from ._text import refusal, say
from .events import Ended, FinalRoll, RollOff, Started, Wrote
from .match import Board, BoardRow, Choice, Match, Outcome
from .rolloff import final_roll, roll_off, turn_order
from .turn import Roller, Turn


class PlaceValueMatch(Match):
    """Two or more players, one card of categories shared by all, numbers compared at the end."""

    least_players = 2
    writes_numbers = True
    has_best_play = False

    def __init__(self, rules: RuleSet, players: Iterable[str] = (), *, categories: Sequence[Category],
                 game: PlaceValueGame | None = None) -> None:
        settings = rules.place_value
        self.game = game or PlaceValueGame(settings.digits, settings.dice)
        self.categories = tuple(categories)
        self.verdict: GameVerdict | None = None
        self.final_rounds: tuple[FinalRoll, ...] = ()
        super().__init__(rules, players)

    @classmethod
    def replay(cls, rules: RuleSet, events, **setup) -> "PlaceValueMatch":
        return super().replay(rules, events, **setup)  # type: ignore[return-value]

    def _setup(self) -> dict:
        return {"categories": self.categories, "game": self.game}

    def sheet_rows(self) -> tuple[tuple[str, tuple[str, ...]], ...]:
        """A row per category, named as a printed card names it; the checker adds the points row itself."""
        return tuple((category.phrase(), tuple(self._cell(p, n) for p in self.players))
                     for n, category in enumerate(self.categories, start=1))

    def check_settings(self) -> dict:
        return {"digits": self.game.digits, "dice": self.game.dice}

    def _new_cards(self) -> None:
        self.entries: dict[str, dict[int, str | None]] = {name: {} for name in self.players}
        self.verdict = None
        self.final_rounds = ()

    def new_turn(self) -> Turn:
        faces = self.game.faces
        return Turn(count=self.game.digits, faces=len(faces), max_rolls=self.rules.rolls, lowest=faces[0],
                    numbers=self.writes_numbers)

    # --- who goes first -------------------------------------------------------------------

    def start(self, rng: Roller | None = None) -> None:
        """The roll-off: every player rolls all the dice, greatest sum first, ties roll again."""
        self._can_start()
        if rng is None:
            raise ValueError("the roll-off needs a random generator")
        faces = self.game.faces
        rounds = roll_off(self.players, rng, self.game.digits, len(faces), faces[0])
        for r in rounds:
            self._record(RollOff(r.rolls, r.values, r.leaders))
        self._record(Started(turn_order(self.players, rounds[-1].leaders[0])))

    def _on_RollOff(self, event: RollOff) -> None:
        pass  # what it settles is recorded by the Started that follows

    # --- a turn ------------------------------------------------------------------------

    def open_categories(self, player: str) -> tuple[int, ...]:
        """The categories (numbered from 1) the player has not filled."""
        return tuple(n for n in range(1, len(self.categories) + 1) if n not in self.entries[player])

    def choices(self) -> tuple[Choice, ...]:
        """Every open category, marked when some arrangement of the dice can fill it."""
        turn = self._rolled_turn()
        return tuple(
            Choice(n, str(n), self.categories[n - 1].phrase(), None,
                   can_fill(self.categories[n - 1], turn.dice, self.game))
            for n in self.open_categories(self.current)
        )

    def _category(self, text: str) -> int:
        count = len(self.categories)
        if not (text.isascii() and text.isdigit()) or not 1 <= int(text) <= count:
            raise refusal("no_such_category", text=text, count=count)
        number = int(text)
        if number in self.entries[self.current]:
            raise refusal("category_filled", number=number, phrase=self.categories[number - 1].phrase())
        return number

    def check_entry(self, number: int, entry: str, dice: Sequence[int]) -> str | None:
        """The entry as it is written on the card (None for X), or ``IllegalMoveError`` saying why not."""
        if is_x(entry):
            self._may_write_x(dice)
            return None
        read = judge_entry(Wild(), entry, self.game)  # the checker's reading: digits, leading 0, the dice's faces
        if not read.valid:
            raise IllegalMoveError(read.reason)
        assert read.value is not None
        if Counter(str(read.value)) != Counter(map(str, dice)):
            raise refusal("not_the_dice", number=format_number(read.value), dice=list(dice))
        judged = judge_entry(self.categories[number - 1], entry, self.game)
        if not judged.valid:
            raise IllegalMoveError(judged.reason)
        return format_number(read.value)

    def _may_write_x(self, dice: Sequence[int]) -> None:
        """Refuse X while the dice can fill an open category (seed 000: X only when no number can be entered)."""
        fillable = [n for n in self.open_categories(self.current) if can_fill(self.categories[n - 1], dice, self.game)]
        if fillable:
            first = self.categories[fillable[0] - 1]
            example = best_number(first, dice, self.game)
            assert example is not None
            raise refusal("x_not_allowed", number=fillable[0], phrase=first.phrase(), example=format_number(example),
                          others=fillable[1:])

    def score(self, text: str, rng: Roller | None = None) -> Choice:
        """``"3 6341"``: write 6341 in category 3 (``"3 x"`` for X). Ends the turn."""
        turn = self._rolled_turn()
        words = text.split()
        if not words:
            raise refusal("nothing_named", example="score 3 6341")
        number = self._category(words[0])
        if len(words) < 2:
            raise refusal("entry_needed", number=number)
        written = self.check_entry(number, " ".join(words[1:]), turn.dice)  # "4 2 4 1" is refused as check does
        best = best_number(self.categories[number - 1], turn.dice, self.game) if written is not None else None
        greater = format_number(best) if best is not None and best > parse_number(written) else None
        self._record(Wrote(self.current, turn.dice, number, written, greater))
        if all(len(card) == len(self.categories) for card in self.entries.values()):
            self._record(Ended(self.compare().winners))
        return Choice(number, str(number), self.categories[number - 1].phrase(), None, written is not None)

    def _on_Wrote(self, event: Wrote) -> None:
        self.entries[event.player][event.category] = event.entry
        for step in range(1, len(self.order) + 1):
            seat = (self.seat + step) % len(self.order)
            if len(self.entries[self.order[seat]]) < len(self.categories):
                self.seat = seat
                self.turn = self.new_turn()
                return
        self.turn = None

    # --- the end --------------------------------------------------------------------------

    def compare(self) -> GameVerdict:
        """The check engine's comparison of the cards as written so far (X where nothing is)."""
        entries = {p: [self.entries[p].get(n) for n in range(1, len(self.categories) + 1)] for p in self.players}
        return compare_game(self.categories, entries, self.game)

    def _on_Ended(self, event: Ended) -> None:
        super()._on_Ended(event)
        self.verdict = self.compare()

    @property
    def needs_final_roll(self) -> bool:
        return self.finished and len(self.winners) > 1 and not self.final_rounds

    def settle_tie(self, rng: Roller) -> tuple[str, ...]:
        """The final roll among the tied winners: rounds until one makes the largest number."""
        if not self.finished or len(self.winners) < 2 or self.final_rounds:
            raise refusal("no_final_roll")
        for r in final_roll(self.winners, rng, self.game):
            self._record(FinalRoll(r.rolls, r.values, r.leaders))
        return self.final_rounds[-1].leaders

    def _on_FinalRoll(self, event: FinalRoll) -> None:
        self.final_rounds += (event,)

    def scores(self) -> tuple[tuple[str, int], ...]:
        verdict = self.verdict or self.compare()
        return tuple((p, verdict.points[p]) for p in self.players)

    def board(self) -> Board:
        rows = [BoardRow(f"{n}. {category.phrase()}",
                         tuple(self._cell(p, n) for p in self.players))
                for n, category in enumerate(self.categories, start=1)]
        if self.finished:
            rows.append(BoardRow(row_name("points"),
                                 tuple(str(points) for _, points in self.scores()), total=True))
        return Board(self.players, tuple(rows))

    def _cell(self, player: str, number: int) -> str:
        if number not in self.entries[player]:
            return ""
        return self.entries[player][number] or "X"

    def outcome(self) -> Outcome:
        verdict = self.verdict or self.compare()
        lines = []
        for n, category in enumerate(verdict.categories, start=1):
            shown = [(p, say("entry_shown", number=e.written, words=e.words, reason=None if e.valid else e.reason))
                     for p, e in category.entries.items()]
            lines.append(say("category_result", number=n, phrase=category.category.phrase(), entries=shown,
                             winners=list(category.winners),
                             all_x=all(e.written is None for e in category.entries.values())))
        scores = self.scores()
        lines.append(say("pv_points", scores=list(scores)))
        winners = verdict.winners
        cheers = []
        if verdict.tie_advice:  # tied winners take a final roll: nobody has won yet
            lines.append(verdict.tie_advice)
        else:
            cheers.append(say("congratulations", winners=list(winners), scores=list(scores)))
            lines.append(cheers[0])
        for number, r in enumerate(self.final_rounds, start=1):
            values = [(p, format_number(v)) for p, v in r.values]
            lines.append(say("roll_off_round", values=values, leaders=list(r.leaders), number=number, final=True))
        if self.final_rounds:
            winners = self.final_rounds[-1].leaders
            cheers.append(say("final_roll_winner", winner=winners[0]))
            lines.append(cheers[-1])
        return Outcome(tuple(winners), scores, tuple(lines), tuple(cheers))


def place_value_match(rules: RuleSet, players: Iterable[str] = (), rng: Roller | None = None, *,
                      digits: int | None = None, dice: str | None = None) -> PlaceValueMatch:
    """The place-value family's ``match`` capability: a card of 9 categories drawn with ``rng``."""
    settings = rules.place_value
    game = PlaceValueGame(digits or settings.digits, dice or settings.dice)
    if rng is None:
        raise ValueError("a place-value card is drawn with a random generator")
    categories = generate_card(rng, game)
    assert len(categories) == CARD_SIZE
    return PlaceValueMatch(rules, players, categories=categories, game=game)
