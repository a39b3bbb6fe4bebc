"""The game a projector page shows: one match, its dice roller and a state version.

Every rule of play is the engine's (``worksheets.play``): a ``Table`` only
hands it the moves a page sends and describes the result. Each move names the
``version`` of the state it was made on; a move made on an older state is
refused (``StaleMove``), so a double click or a second screen cannot spend two
rolls. The state lives in memory: stopping the server ends the game (the same
``--seed`` gives the same dice again).
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from worksheets.errors import GlyphError, IllegalMoveError, InputError, NotAvailableError, WorksheetError
from worksheets.names import GAME_CARDS, brief_names, check_names
from worksheets.play import BEGINNER, Match, Turn, computer_player
from worksheets.rules import RuleSet

WORDS = "web/words.j2"
GAME = "web/game.html.j2"

#: The moves a page can send, and the fields each one needs besides ``version``.
ACTIONS = {
    "add": ("name",),  # and "computer": "optimal" or "beginner" for a player the computer plays
    "remove": ("name",),
    "roll": (),
    "hold": ("dice",),
    "release": ("dice",),
    "score": ("choice",),
    "restart": (),
    "hint": (),
    "computer": (),  # the computer whose turn it is makes its next move (the page sends it at its pace)
    "zombie": ("computer",),  # before the start: "optimal" or "beginner" (the computer is the zombie), or "" (a person)
}

#: The moves of a turn, which only the player whose turn it is makes.
TURN_MOVES = ("roll", "hold", "release", "score")


class StaleMove(Exception):
    """A move made on a state that has changed since (another click or screen came first)."""


class BadMove(Exception):
    """A request that is not a move at all (an unknown action or a missing field)."""


def words(name: str, /, **context) -> str:
    from worksheets.templating import macro

    return macro(WORDS, name)(**context)


class Table:
    """One match at one projector."""

    def __init__(self, rules: RuleSet, match: Match, rng: random.Random, computers=None, pace: float = 1.0) -> None:
        self.rules = rules
        self.match = match
        self.rng = rng
        self.computers = dict(computers or {})  # player name -> worksheets.play.Computer
        self.pace = pace  # seconds the page waits before asking for a computer's next move
        self.version = 1
        self.news: tuple[str, ...] = ()  # what the last move did, for screen readers
        self.class_turn: Turn | None = None  # whole-class place-value rolls
        self.advice: tuple[str, ...] = ()  # the hint asked for on this state of the turn
        self.advice_doing = 0  # how many of its first lines say what to do (the rest say why)
        self._review: tuple[int, list] | None = None  # (events reviewed, reviews): worked out once per game

    @classmethod
    def new(cls, rules: RuleSet, players: list[str], seed: int | None = None, *,
            digits: int | None = None, dice: str | None = None, computers: list[str] | None = None,
            pace: float = 1.0) -> "Table":
        from worksheets.families import family_of

        from cli.computers import seat_computers

        rng = random.Random(seed)
        match = family_of(rules).capability("match")(rules, players, rng, digits=digits, dice=dice)
        return cls(rules, match, rng, seat_computers(match, computers), pace)

    # --- moves ---------------------------------------------------------------------------

    def act(self, action: str, payload: dict[str, Any]) -> None:
        """Play ``action`` with ``payload`` (which carries ``version``); the engine refuses what is illegal."""
        if action not in ACTIONS:
            raise BadMove(words("unknown_action", action=action, actions=list(ACTIONS)))
        version = payload.get("version")
        if isinstance(version, bool) or not isinstance(version, int):
            raise BadMove(words("version_needed"))
        for field in ACTIONS[action]:
            if field not in payload:
                raise BadMove(words("field_needed", action=action, field=field))
        if version != self.version:
            raise StaleMove(words("stale", version=version, current=self.version))
        if action in TURN_MOVES and self.match.current in self.computers and self.match.turn is not None:
            raise IllegalMoveError(words("computers_turn", name=self.match.current))
        seen = len(self.match.events)
        advice, self.advice = (self.advice, self.advice_doing), ()
        try:
            getattr(self, f"_{action}")(payload)
        except Exception:
            self.advice, self.advice_doing = advice  # a refused move changes nothing
            raise
        if self.match.needs_final_roll:
            self.match.settle_tie(self.rng)
        self.version += 1
        self.news = tuple(self._tell(event) for event in self.match.events[seen:]) or self.news

    def _add(self, payload: dict[str, Any]) -> None:
        strength = _text(payload.get("computer") or "")
        computer = computer_player(self.rules, strength) if strength else None  # refused before the name is taken
        raw = payload["name"]
        if not isinstance(raw, str):
            raise BadMove(words("name_not_text", value=repr(raw)))
        # The engine's own refusals (empty, hidden characters, too long) come first; then the font's.
        try:
            self.refuse_unprintable(check_names([raw], what=self.match.player_word, room=GAME_CARDS))
        except GlyphError as exc:
            raise GlyphError(words("name_unprintable", reason=str(exc), advised=exc.advised)) from None
        name = self.match.add_player(raw)
        if computer is not None:
            self.computers[name] = computer

    def _zombie(self, payload: dict[str, Any]) -> None:
        zombie = self.match.zombie
        if zombie is None:
            raise IllegalMoveError(words("no_zombie", title=self.rules.title))
        if self.match.started or self.match.finished:
            raise IllegalMoveError(words("zombie_too_late"))
        strength = _text(payload["computer"])
        if strength:
            self.computers[zombie] = computer_player(self.rules, strength)
        else:
            self.computers.pop(zombie, None)
        self.news = (words("zombie_played_by", name=zombie, strength=strength),)

    @property
    def computers_possible(self) -> bool:
        """The game has a computer player (place value has none)."""
        try:
            computer_player(self.rules, BEGINNER)
        except NotAvailableError:
            return False
        return True

    def _remove(self, payload: dict[str, Any]) -> None:
        """Remove a player before the first roll of a game (a new one after a restart too): the match again from
        its other players, whose earlier games are over."""
        match = self.match
        if match.started or match.finished:
            raise IllegalMoveError(words("remove_too_late"))
        name = _text(payload["name"])
        if name not in match.players:
            raise IllegalMoveError(words("no_such_player", name=name, players=list(match.players)))
        self.computers.pop(name, None)
        self.match = match.without_player(name)
        self.news = (words("removed", name=name),)

    def _roll(self, payload: dict[str, Any]) -> None:
        match = self.match
        if not match.started and not match.finished and len(match.players) < match.least_players:
            raise IllegalMoveError(words("too_few_players", least=match.least_players, have=len(match.players),
                                         noun=match.player_word.split()[0]))  # the engine's words are the terminal's
        if self.computers and not self.match.started:
            self.match.start(self.rng)  # a computer first in the order then plays at the page's pace
            if self.match.current in self.computers:
                return
        self.match.roll(self.rng)

    def _computer(self, payload: dict[str, Any]) -> None:
        current = self.match.current
        if current not in self.computers:
            raise IllegalMoveError(words("not_computers_turn"))
        self.computers[current].step(self.match, self.rng)

    @property
    def computer_turn(self) -> bool:
        """The player whose turn it is is a computer (the page asks for its moves, one at a time)."""
        return self.match.started and not self.match.finished and self.match.current in self.computers

    def _hold(self, payload: dict[str, Any]) -> None:
        self.match.hold(_positions(payload["dice"]))

    def _release(self, payload: dict[str, Any]) -> None:
        self.match.release(_positions(payload["dice"]))

    def _score(self, payload: dict[str, Any]) -> None:
        choice = _text(payload["choice"])
        if self.match.writes_numbers:
            entry = _text(payload.get("entry", "")).strip()
            if not entry:
                raise IllegalMoveError(words("entry_needed"))
            choice = f"{choice} {entry}"
        self.match.score(choice)

    def _hint(self, payload: dict[str, Any]) -> None:
        """The best keep or box for the current dice (dice games), in words from the library."""
        from worksheets.strategy.explain import match_hint

        hint = match_hint(self.match)
        self.advice = hint.lines + (hint.note,)  # shown in a live region: the news stays the roll's
        self.advice_doing = hint.doing

    def _restart(self, payload: dict[str, Any]) -> None:
        self.match.restart()
        self.class_turn = None

    # --- whole-class rolls (place value: the teacher rolls, every pupil writes on a card) --

    def class_act(self, action: str, payload: dict[str, Any]) -> None:
        if action not in ("roll", "hold", "release", "new"):
            raise BadMove(words("unknown_action", action=action, actions=["roll", "hold", "release", "new"]))
        version = payload.get("version")
        if isinstance(version, bool) or not isinstance(version, int):
            raise BadMove(words("version_needed"))
        if version != self.version:
            raise StaleMove(words("stale", version=version, current=self.version))
        turn = self.class_turn or self.match.new_turn()
        if action == "new":
            turn = self.match.new_turn()
        elif action == "roll":
            turn = turn.roll(self.rng)
        elif action in ("hold", "release"):
            if "dice" not in payload:
                raise BadMove(words("field_needed", action=action, field="dice"))
            turn = getattr(turn, action)(_positions(payload["dice"]))
        self.class_turn = turn
        self.version += 1
        self.news = (words("class_rolled", dice=list(turn.dice), left=turn.rolls_left),) if turn.rolled else ()

    # --- what a page shows -----------------------------------------------------------------

    def reviews(self) -> list[dict[str, Any]]:
        """At the end of a dice game, each player's choices against best play (worked out once)."""
        match = self.match
        if not match.finished or not match.has_best_play:
            return []
        if self._review is None or self._review[0] != len(match.events):
            from worksheets.strategy.review import review_match

            try:
                found = [{"player": r.player, "lines": list(r.lines())} for r in review_match(match)]
            except WorksheetError:
                found = []  # a rule set beyond the engine: the game ends without a review
            self._review = (len(match.events), found)
        return self._review[1]

    def _tell(self, event) -> str:
        return words("event", kind=type(event).__name__, event=event, match=self.match)

    def state(self) -> dict[str, Any]:
        match = self.match
        turn = match.turn
        choices = match.choices() if turn is not None and turn.rolled else ()
        board = match.board()
        outcome = match.outcome() if match.finished else None
        current = match.current
        game = match.game_number(current) if current is not None else 1
        column = current if current in board.columns else None
        if current is not None and column is None and len(match.players) + game <= len(board.columns):
            column = board.columns[len(match.players) + game - 1]  # the zombie's card of this game
        data: dict[str, Any] = {
            "version": self.version,
            "rules": self.rules.name,
            "title": self.rules.title,
            "place_value": match.writes_numbers,
            "players": list(match.players),
            "seats": list(dict.fromkeys(match.order)) if match.started else list(match.players),
            "brief": brief_names(match.players),  # where a screen has little room: "Anastasia K."
            "game": game,
            "column": column,
            "noun": match.player_word.split()[0],
            "least_players": match.least_players,
            "most_players": match.most_players,
            "started": match.started,
            "finished": match.finished,
            "current": current,
            "turn": None if turn is None else {
                "dice": list(turn.dice), "held": sorted(turn.held), "rolls": turn.rolls,
                "rolls_left": turn.rolls_left, "max_rolls": turn.max_rolls, "count": turn.count,
            },
            "dice_count": (turn or match.new_turn()).count,
            "must_score": match.must_score,
            "choices": [{"number": c.number, "key": c.key, "label": c.label, "points": c.points,
                         "marked": c.marked, "bonus": c.bonus, "replaces": c.replaces, "extra_turn": c.extra_turn}
                        for c in choices],
            "board": {"columns": list(board.columns),
                      "rows": [{"label": r.label, "cells": list(r.cells), "total": r.total} for r in board.rows]},
            "outcome": None if outcome is None else {
                "winners": list(outcome.winners), "scores": [list(s) for s in outcome.scores],
                "lines": list(outcome.lines), "cheers": list(outcome.cheers)},
            "news": list(self.news),
            "hints": match.has_best_play and turn is not None and turn.rolled and not match.finished,
            "advice": list(self.advice),
            "advice_doing": self.advice_doing if self.advice else 0,
            "reviews": self.reviews(),
            "computers": {name: computer.strength for name, computer in self.computers.items()},
            "computer_turn": self.computer_turn,
            "computer_pace": self.pace,
            "computers_possible": self.computers_possible,
            "zombie": match.zombie,
        }
        if self.class_turn is not None:
            data["class_turn"] = {"dice": list(self.class_turn.dice), "held": sorted(self.class_turn.held),
                                  "rolls_left": self.class_turn.rolls_left}
        return data

    def html(self, token: str | None = None, state: dict[str, Any] | None = None) -> str:
        """The game as the page shows it (``templates/web/game.html.j2``), from ``state`` when it is at hand."""
        from worksheets.templating import render

        state = self.state() if state is None else state
        categories = [c.phrase() for c in self.match.categories]
        return render(GAME, s=state, categories=categories, faces=self._faces(), token=token or "")

    def class_html(self, token: str | None = None) -> str:
        from worksheets.templating import render

        turn = self.class_turn or self.match.new_turn()
        categories = [c.phrase() for c in self.match.categories]
        return render("web/class.html.j2", turn={"dice": list(turn.dice), "held": sorted(turn.held),
                                                 "rolls_left": turn.rolls_left, "rolled": turn.rolled,
                                                 "count": turn.count},
                      categories=categories, title=self.rules.title, faces=self._faces(), version=self.version,
                      token=token or "")

    def _faces(self) -> int:
        """6 when dice are drawn with pips; 0 when they show digits (place value)."""
        return 0 if self.match.writes_numbers else 6

    # --- the finished cards on paper --------------------------------------------------------

    def refuse_unprintable(self, names, where=lambda name: "") -> None:
        """Refuse a name the finished cards could not print, when it is given rather than at the end: a character
        the key's fonts lack (the key renderer's own check). ``where(name)`` says where a name was read. (A Zombie
        team's name the checker would read as the zombie's is the match's own refusal.)"""
        from worksheets.render.check_key_model import NAME_FONTS
        from worksheets.render.fonts import check_names_drawable

        check_names_drawable(names, where, NAME_FONTS)

    def write_cards_pdf(self, path: Path, paper: str = "letter") -> Path:
        """The comparison key of the finished game (every box, total and winner), as ``check --pdf`` prints it."""
        if not self.match.finished:
            raise IllegalMoveError(words("print_too_early"))
        from worksheets.check import ClassVerdict
        from worksheets.check.played import check_played
        from worksheets.render.check_key import write_check_key
        from worksheets.render.style import style_for

        verdict = check_played(self.match, words("sheet_source", title=self.rules.title))
        return write_check_key(ClassVerdict((verdict,)), style_for(paper), path, finished_game=True)


def _text(value: Any) -> str:
    if not isinstance(value, (str, int)) or isinstance(value, bool):
        raise InputError(words("not_text", value=repr(value)))
    return str(value)


def _positions(value: Any) -> list[str]:
    items = value if isinstance(value, list) else [value]
    return [_text(item) for item in items]
