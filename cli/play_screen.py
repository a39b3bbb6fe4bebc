"""What `worksheets roll` and `worksheets play` show: plain stable lines, or colour and large dice in a terminal.

Every sentence comes from ``templates/play/``; names and typed text are data
(rich's markup is never applied to them). Colour and large dice only when
standard output is a terminal, so a game piped from a file gives a stable
transcript.
"""

from __future__ import annotations

import sys
from typing import Callable, Collection, Sequence

import typer

from cli.dice_faces import faces_line, large_dice

SCREEN = "play/screen.txt.j2"
RESULTS = "play/results.j2"


def words(name: str, /, **context) -> str:
    return _macros(SCREEN, name)(**context)


def result_words(name: str, /, **context) -> str:
    return _macros(RESULTS, name)(**context)


_CACHE: dict[tuple[str, str], Callable[..., str]] = {}


def display_width(text: str) -> int:
    """How many terminal columns ``text`` takes: a Chinese or Japanese character takes two, an accent none."""
    from rich.cells import cell_len

    return cell_len(text)


def right(text: str, width: int) -> str:
    """``text`` right-aligned in ``width`` terminal columns (``display_width``)."""
    return " " * (width - display_width(text)) + text


def _macros(template: str, name: str) -> Callable[..., str]:
    from worksheets.templating import macro

    if (template, name) not in _CACHE:
        _CACHE[template, name] = macro(template, name)
    return _CACHE[template, name]


class Screen:
    """Plain lines (``rich_console`` None), or a rich console for a terminal."""

    def __init__(self, rich_console=None) -> None:
        self.console = rich_console

    @classmethod
    def for_stdout(cls) -> "Screen":
        if sys.stdout.isatty():
            from rich.console import Console

            return cls(Console(highlight=False))
        return cls()

    def line(self, text: str = "", style: str | None = None) -> None:
        if self.console is None:
            typer.echo(text)
        else:
            from rich.text import Text

            self.console.print(Text(text, style=style or ""))

    def say(self, name: str, style: str | None = None, /, **context) -> None:
        self.line(words(name, **context), style)

    def refused(self, reason: str) -> None:
        self.line(words("refused", reason=reason.rstrip(".")), "red")

    def dice(self, dice: Sequence[int], faces: int, held: Sequence[int] = ()) -> None:
        self.draw_dice(dice, faces, held)
        self.say("roll_line", dice=faces_line(dice, faces))

    def draw_dice(self, dice: Sequence[int], faces: int, held: Collection[int] = ()) -> None:
        """In a terminal, the dice drawn as large as its width allows now (it may have been resized)."""
        if self.console is not None:
            drawing = large_dice(dice, held, faces, self.console.width)
            if drawing is not None:  # too narrow for any drawing: the line of faces and digits says it
                self.console.print(drawing)

    def rounds_one(self, r, faces: int, number: int, shown: Callable[[int], str] = str, *,
                   final: bool = False) -> None:
        """One round of a roll-off or a final roll: every player's dice and value, then who leads."""
        values = dict(r.values)
        width = max(display_width(name) for name, _ in r.rolls)
        for name, dice in r.rolls:  # the names right-aligned, so that the dice stand in one column
            said = words("player_roll", dice=faces_line(dice, faces), name=name, value=shown(values[name]))
            self.line(right(said, width - display_width(name) + display_width(said) + 2))
        self.line(result_words("roll_off_round", values=[(n, shown(v)) for n, v in r.values],
                               leaders=list(r.leaders), number=number, final=final), "bold green")

    def rounds(self, rounds, faces: int, shown: Callable[[int], str], *, final: bool) -> None:
        """Every round of a roll-off or a final roll, and for a final roll the winner."""
        for number, r in enumerate(rounds, start=1):
            self.rounds_one(r, faces, number, shown, final=final)
        if final:
            self.line(result_words("final_roll_winner", winner=rounds[-1].leaders[0]), "bold green")

    def table(self, board) -> None:
        """The cards side by side (a ``play.Board``); in a terminal too narrow for every column (a Zombie
        game of many teams and games), in blocks of the columns that fit, each under the labels again."""
        labels = [row.label for row in board.rows]
        width = max(map(len, labels), default=0)
        widths = [max([display_width(c)] + [len(row.cells[i]) for row in board.rows]) for i, c in enumerate(board.columns)]
        blocks: list[list[int]] = [[]]
        room = self.console.width if self.console is not None else None
        for index, w in enumerate(widths):
            used = width + sum(2 + widths[i] for i in blocks[-1])
            if blocks[-1] and room is not None and used + 2 + w > room:
                blocks.append([])
            blocks[-1].append(index)
        for number, block in enumerate(blocks):
            if number:
                self.line()
            self.line(" " * width + "".join(f"  {right(board.columns[i], widths[i])}" for i in block), "bold")
            for row in board.rows:
                cells = "".join(f"  {(row.cells[i] or '-'):>{widths[i]}}" for i in block)
                self.line(f"{row.label:<{width}}{cells}", "bold" if row.total else None)
