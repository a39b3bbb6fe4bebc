"""``worksheets play``: the dice game in the terminal, for every rule set and Place Value Yahtzee.

The command reads one command a line, hands it to the match (``worksheets.play``)
and shows what the match recorded. Every rule of play is the library's: this
module only reads commands and prints events, boards and results.
"""

from __future__ import annotations

import sys
from typing import Annotated, Optional

import typer

from cli.computers import ComputerSpecs, Pace
from cli.options import Rules, seed_option
from cli.shell import handles_errors

Players = Annotated[Optional[str], typer.Option("--players", "-p", help='Names separated by commas, such as '
                    '"Ana,Ben" (Zombie: the teams). Without it, add players at the prompt: add NAME.',
                    show_default=False)]
Seed = seed_option("Play the same game again: the same seed and commands give the same dice.", replay=True)
Digits = Annotated[Optional[int], typer.Option("--digits", help="Place value: digits in each number, 3 to 6 "
                   "(default 4).", show_default=False)]
Dice = Annotated[Optional[str], typer.Option("--dice", help="Place value: d6 or d10 (faces 1-6 or 0-9; default d6).",
                 show_default=False)]

#: Commands and their short forms.
COMMANDS = {
    "roll": "roll", "r": "roll",
    "hold": "hold", "h": "hold", "lock": "hold", "keep": "hold", "k": "hold",
    "release": "release", "u": "release", "unlock": "release",
    "score": "score", "s": "score",
    "board": "board", "b": "board",
    "hint": "hint", "review": "review",
    "add": "add", "restart": "restart",
    "help": "help", "?": "help",
    "quit": "quit", "q": "quit", "exit": "quit",
}


class _Quit(Exception):
    """The player typed quit."""


class _Instead(Exception):
    """A command typed where a yes or no was asked: the question is answered no, and the command played."""

    def __init__(self, line: str) -> None:
        super().__init__(line)
        self.line = line


class Session:
    """One sitting at the terminal: reads commands, plays them, shows what happened."""

    def __init__(self, match, rng, screen, interactive: bool, review: bool = False, computers=None,
                 pace: float = 0) -> None:
        self.match = match
        self.review_at_end = review
        self.noted = False  # the note on what best play means is shown with the first hint
        self.rng = rng
        self.screen = screen
        self.interactive = interactive
        self.computers = computers or {}  # player name -> worksheets.play.Computer
        self.pace = pace
        self.shown = 0
        self.round = 0

    # --- input ---------------------------------------------------------------------------

    def prompt(self) -> str:
        return f"{self.match.current or ''}> "

    def read(self, prompt: str = "") -> str | None:
        """The next command line (or answer, after ``prompt``), or None at the end of input."""
        prompt = prompt or self.prompt()
        if self.interactive:
            try:
                return input(prompt)
            except EOFError:
                typer.echo()
                return None
        line = sys.stdin.readline()
        if not line:
            return None
        self.screen.line(prompt + line.rstrip("\n"))  # a piped game reads as a transcript
        return line

    def run(self) -> None:
        match, screen = self.match, self.screen
        self.shown = len(match.events)  # the players named on the command line are in the welcome
        screen.say("welcome", "bold", title=match.rules.title, players=list(match.players))
        self.invite()
        self.show()
        try:
            self.computers_move()
            while True:
                line = self.read()
                if line is None:
                    break
                while line is not None:
                    try:
                        self.handle(line)
                        line = None
                    except _Instead as instead:  # "s 5" typed at "Write 0 in Yahtzee? (yes/no)": no, then s 5
                        line = instead.line
        except _Quit:
            pass
        except KeyboardInterrupt:
            typer.echo()  # leave the line the interrupted prompt was on
        if not match.finished:
            screen.say("goodbye")
            screen.table(match.board())

    def invite(self) -> None:
        """Before the first roll, players may still join: say how, and how the game starts."""
        match = self.match
        if match.players and set(match.players) <= set(self.computers) and len(match.players) >= match.least_players:
            match.start(self.rng)  # nobody at the keyboard plays: the computers begin at once
        elif len(match.players) < match.least_players:
            self.screen.say("add_players", least=match.least_players, most=match.most_players, what=self.noun,
                            have=len(match.players))
        else:
            self.screen.say("ready", what=self.noun, room=len(match.players) < match.most_players)

    def handle(self, line: str) -> None:
        from worksheets.errors import WorksheetError

        words = line.split()
        if not words:
            return
        command = COMMANDS.get(words[0].lower())
        rest = words[1:]
        try:
            if command is None:
                self.screen.refused(self._words("unknown_command", text=words[0]))
            elif command == "quit":
                self.quit()
            elif command == "help":
                self.screen.say("help", zombie=self.match.zombie is not None, numbers=self.match.writes_numbers)
            elif command == "board":
                self.board()
            elif command == "hint":
                self.hint()
            elif command == "review":
                self.review()
            elif command == "add":
                self.match.add_player(line.strip()[len(words[0]):].strip())
            elif command == "roll":
                if self.computers and not self.match.started:
                    self.match.start(self.rng)  # computers before the first person take their turns first
                    self.show()
                    self.computers_move()
                self.match.roll(self.rng)  # after the last box: "the game is over", as other moves say
            elif command == "hold":
                self.match.hold(rest)
            elif command == "release":
                held = self.match.turn.held if self.match.turn else frozenset()
                self.match.release(rest)
                loose = sorted(set(self.match.events[-1].positions) - held)  # named, but not held: say so
                if loose:
                    self.screen.say("not_held", positions=loose)
            elif command == "score":
                self.score(" ".join(rest))
            elif command == "restart":
                self.restart()
            if self.match.needs_final_roll:
                self.match.settle_tie(self.rng)
        except WorksheetError as exc:
            self.screen.refused(str(exc))
        self.show()
        self.computers_move()

    def computers_move(self) -> None:
        """The computers' moves, one at a time at the session's pace, each shown as it is made."""
        import time

        match = self.match
        while match.started and not match.finished and match.current in self.computers:
            if self.pace:
                time.sleep(self.pace)
            self.computers[match.current].step(match, self.rng)
            self.show()

    def agrees(self, again: str, **words) -> bool:
        """A yes or no to the question just shown; a stray word is asked again, and a command is a no, then played."""
        while True:
            answer = self.read("yes/no> ")
            if answer is None:  # the end of input ends the session, here as at the prompt
                raise _Quit
            typed, answer = answer.strip(), answer.strip().lower()
            if answer in ("y", "yes", "n", "no"):
                return answer in ("y", "yes")
            if answer.split() and COMMANDS.get(answer.split()[0]) not in (None, "quit"):
                raise _Instead(typed)  # a command is a no, and then that command (a quit is asked about again)
            self.screen.say(again, **words)

    def score(self, text: str) -> None:
        """Score as named; a 0 where another box would score is asked about first, as a slip may be."""
        slip = self.match.zero_instead(text)
        if slip is not None:
            named, best = slip
            self.screen.say("confirm_zero", label=named.label, best=best.label,
                            points=(best.points or 0) + best.bonus)
            if not self.agrees("zero_yes_or_no", label=named.label):
                self.screen.say("zero_not_written")
                return
        self.match.score(text)

    def quit(self) -> None:
        """Stop: at once before the first roll or after the last box, else asked first, as a stray q at the front of
        a class would end its game for good (the end of input still stops at once)."""
        match = self.match
        if match.started and not match.finished:
            self.screen.say("confirm_quit")
            if not self.agrees("quit_yes_or_no"):
                self.screen.say("game_goes_on")
                return
        raise _Quit

    def restart(self) -> None:
        self.screen.say("confirm_restart")
        if not self.agrees("yes_or_no"):
            self.screen.say("game_goes_on")
            return
        self.match.restart()
        self.show()
        self.invite()

    def hint(self) -> None:
        from worksheets.strategy.explain import match_hint

        self._solving()
        advice = match_hint(self.match)
        for line in advice.lines + (() if self.noted else (advice.note,)):
            self.screen.line(line, "yellow")
        self.noted = True

    def review(self) -> None:
        from worksheets.strategy.review import review_match

        self._solving()
        for review in review_match(self.match):
            for number, line in enumerate(review.lines()):
                self.screen.line(line, "bold" if number == 0 else None)

    def _solving(self) -> None:
        """Say so before best play for a teacher's own rules is worked out (once; then it is cached)."""
        from worksheets.strategy.position import solving_note

        note = solving_note(self.match.rules)
        if note:
            self.screen.line(note)

    @staticmethod
    def _words(name: str, **context) -> str:
        from cli.play_screen import words

        return words(name, **context)

    # --- output --------------------------------------------------------------------------

    def board(self) -> None:
        self.screen.say("board_heading", "bold")
        self.screen.table(self.match.board())

    def show(self) -> None:
        """Show every event recorded since the last call."""
        events = self.match.events
        while self.shown < len(events):
            event = events[self.shown]
            self.shown += 1
            getattr(self, f"_show_{type(event).__name__}")(event)

    def _your_turn(self, rolling: bool = False) -> None:
        """Whose turn it is; ``rolling``: the roll that starts it is already made (the first roll of a game)."""
        current = self.match.current
        if current in self.computers:
            from cli.computers import words

            self.screen.line(words("computer_turn", name=current, strength=self.computers[current].strength,
                                   game=self.match.game_number(current)), "bold magenta")
        elif current is not None:
            self.screen.say("your_turn", "bold cyan", name=current, game=self.match.game_number(current),
                            rolling=rolling)

    def _show_PlayerAdded(self, event) -> None:
        self.screen.say("joined", name=event.name, count=self.match.players.index(event.name) + 1, what=self.noun)

    @property
    def noun(self) -> str:
        """'player' or 'team': what the match calls those who take turns."""
        return self.match.player_word.split()[0]

    def _show_RollOff(self, event) -> None:
        from worksheets.play import Round

        self.round += 1
        self.screen.rounds_one(Round(event.rolls, event.values, event.leaders), self._faces(), self.round)

    def _show_Started(self, event) -> None:
        from worksheets.play import Rolled

        self.round = 0
        self.screen.say("order", names=list(event.order))
        events = self.match.events
        self._your_turn(rolling=self.shown < len(events) and isinstance(events[self.shown], Rolled))

    def _faces(self) -> int:
        turn = self.match.turn or self.match.new_turn()
        return turn.faces if turn.lowest == 1 else 0  # faces drawn only for ordinary dice

    def _show_Rolled(self, event) -> None:
        from worksheets.game import BONUS
        from worksheets.play import Scored

        screen, events = self.screen, self.match.events
        computer = event.player in self.computers
        if computer and event.roll > 1:
            from cli.computers import words
            from cli.dice_faces import faces_line

            kept = [event.dice[p - 1] for p in event.held]
            screen.line(words("computer_keeps", name=event.player, dice=faces_line(kept, self._faces()) if kept else ""))
        screen.draw_dice(event.dice, self._faces(), event.held)
        from cli.dice_faces import faces_line

        turn = self.match.turn or self.match.new_turn()
        screen.say("rolled", "bold", name=event.player, number=event.roll, rolls=turn.max_rolls,
                   dice=faces_line(event.dice, self._faces()))
        if event.held and not computer and event.roll < turn.max_rolls:  # after the last roll nothing is held
            screen.say("held", positions=list(event.held))
        following = events[self.shown] if self.shown < len(events) else None
        if isinstance(following, Scored) and following.box == BONUS:
            return  # the roll took a bonus given instead of a box: nothing to choose, the next event says it
        screen.say("rolls_left", left=turn.rolls_left)
        choices = self.match.choices()
        screen.say("choices_heading", numbers=all(c.points is None for c in choices),
                   scoring=any(c.marked for c in choices))
        width = max(len(c.label) for c in choices)
        for c in choices:
            text = self._words("choice", label=c.label, points=c.points, bonus=c.bonus, replaces=c.replaces,
                               extra_turn=c.extra_turn, width=width)
            screen.line(f"{'*' if c.marked else ' '} {c.number:>2}. {text}".rstrip(), "bold green" if c.marked else None)

    def _show_Held(self, event) -> None:
        self._show_holds(event.player)

    def _show_Released(self, event) -> None:
        self._show_holds(event.player)

    def _show_holds(self, player: str) -> None:
        turn = self.match.turn
        self.screen.draw_dice(turn.dice, self._faces(), turn.held)
        if player not in self.computers:  # a computer's keep is told as it rolls again
            self.screen.say("held", positions=sorted(turn.held))

    def _show_Scored(self, event) -> None:
        rules = self.match.rules
        self.screen.say("scored", name=event.player, label=event.label, points=event.points, bonus=event.bonus,
                        replaced=event.replaced, instead=event.box not in rules.box_keys,  # the bonus instead of a box
                        alike=rules.five_alike.label if rules.five_alike else "")
        if event.extra_turn:
            self.screen.say("extra_turn", "bold", name=event.player)
        self.screen.say("standings", scores=list(self.match.scores()))
        self._turn_passed(round_over=not event.extra_turn)

    def _show_Wrote(self, event) -> None:
        phrase = self.match.categories[event.category - 1].phrase()
        self.screen.say("wrote", name=event.player, number=event.category, phrase=phrase, entry=event.entry,
                        greatest=event.greatest)
        self._turn_passed()

    def _turn_passed(self, round_over: bool = True) -> None:
        if self.match.finished:
            return
        if round_over and self.match.seat == 0 and self.shown == len(self.match.events):
            self.board()  # a round is over
        self._your_turn()

    def _show_Restarted(self, event) -> None:
        self.screen.say("restarted", names=list(self.match.players))

    def _show_Ended(self, event) -> None:
        self.screen.say("game_over", "bold")
        self.board()
        outcome = self.match.outcome()
        for line in outcome.lines:
            self.screen.line(line, "bold green" if line in outcome.cheers else None)
        if self.review_at_end:
            self.review()

    def _show_FinalRoll(self, event) -> None:
        pass  # the outcome shown at the end tells each round of the final roll


def register(app: typer.Typer) -> None:
    @app.command("play")
    @handles_errors
    def play_command(
        rules_name: Rules = "classic",
        players: Players = None,
        seed: Seed = None,
        digits: Digits = None,
        dice: Dice = None,
        review: Annotated[bool, typer.Option("--review", help="After the game, each player's choices against "
                          "best play (dice games; type review at the prompt for it at any time).")] = False,
        computer: ComputerSpecs = None,
        pace: Pace = None,
        web: Annotated[bool, typer.Option("--web", help="Play on a web page for a projector instead (the same "
                       "as worksheets projector, on this machine only; that command has the other options).")] = False,
    ) -> None:
        """Play a dice game in the terminal: roll, hold dice, score; the winner is congratulated.

        Every rule set plays (1 to 8 players; Zombie: 2 to 10 teams), and Place Value
        Yahtzee (--rules place-value, 2 to 8 players; who goes first is rolled for).
        Type help at the prompt for the commands. A game piped in from a file prints a
        plain transcript.

        The computer can play too (--computer NAME, optimal or beginner), and can be
        the zombie (--rules zombie --computer zombie). Optimal plays for the greatest
        average score. Beginner plays as a new player does, with no look-ahead: it keeps
        the dice of its most common face, and scores where the roll scores most now.

        Example: worksheets play --rules classic --players "Ana,Ben" --computer Robo:beginner
        """
        import random

        from worksheets.errors import IllegalMoveError, InputError
        from worksheets.families import family_of

        if web:
            if review:
                raise InputError("--review is for the game in the terminal; the page has a Hint button instead")
            from cli.commands.projector import serve

            serve(rules_name, players, seed, digits, dice, computer, pace)
            return
        from worksheets.names import GAME_CARDS
        from worksheets.roster import parse_players
        from cli.options import rules_named

        from cli.computers import seat_computers
        from cli.play_screen import Screen

        rules = rules_named(rules_name)
        rng = random.Random(seed)
        # Named on the command line, a refused name says which option and which name: "--players: name 2 ...".
        names = list(parse_players(players, where="--players", room=GAME_CARDS)) if players is not None else []
        try:
            match = family_of(rules).capability("match")(rules, names, rng, digits=digits, dice=dice)
        except IllegalMoveError as exc:  # too many names: the list came from --players
            raise InputError(f"--players: {exc}") from None
        if review:
            from worksheets.strategy.position import needs_solving

            needs_solving(rules)  # refuses a game best play cannot be worked out for (place value)
        computers = seat_computers(match, computer)
        interactive = sys.stdin.isatty()
        pace = pace if pace is not None else 1.0 if interactive else 0.0
        Session(match, rng, Screen.for_stdout(), interactive, review, computers, pace).run()
