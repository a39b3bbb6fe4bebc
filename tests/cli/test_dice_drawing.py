"""The dice drawn in a terminal fit its width: large, smaller, or only the line of faces and digits."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

from cli.play_screen import Screen


def drawn_lines(width: int, dice, faces: int = 6, screen: Screen | None = None) -> list[str]:
    screen = screen or Screen(Console(width=width, file=io.StringIO(), color_system=None))
    screen.console.width = width
    start = screen.console.file.tell()
    screen.dice(dice, faces)
    screen.console.file.seek(start)
    return screen.console.file.read().splitlines()


@pytest.mark.parametrize("width, dice, faces, box", [
    # A large die is 11 columns and 2 between dice: 5 dice take 5 * 13 - 2 = 63 columns.
    (80, [1, 2, 3, 4, 5], 6, 11),
    (63, [1, 2, 3, 4, 5], 6, 11),
    # A small die is 7 columns and 1 between: 5 dice take 39, 6 place-value dice 47.
    (60, [1, 2, 3, 4, 5], 6, 7),
    (39, [1, 2, 3, 4, 5], 6, 7),
    (50, [9, 0, 3, 4, 5, 6], 10, 7),
])
def test_every_die_is_drawn_whole_on_one_row(width, dice, faces, box):
    lines = drawn_lines(width, dice, faces)
    assert all(len(line.rstrip()) <= width for line in lines)
    top, *_, positions, roll_line = lines
    assert top.count("┌") == len(dice)  # a die broken across lines leaves fewer tops on the first
    assert top.index("┐") == box - 1
    assert positions.split() == [str(p) for p in range(1, len(dice) + 1)]
    assert roll_line.strip().endswith(" ".join(map(str, dice)))


def test_too_narrow_for_any_drawing_shows_the_line_of_faces_and_digits():
    # 5 small dice need 39 columns.
    assert drawn_lines(38, [1, 2, 3, 4, 5]) == ["⚀ ⚁ ⚂ ⚃ ⚄   1 2 3 4 5"]  # U+2680.. for 1..5, then the digits


def test_a_terminal_resized_during_the_game_is_measured_at_each_roll():
    screen = Screen(Console(width=80, file=io.StringIO(), color_system=None))
    assert drawn_lines(80, [6, 6, 6, 6, 6], screen=screen)[0].count("─") == 5 * 9
    assert drawn_lines(60, [6, 6, 6, 6, 6], screen=screen)[0].count("─") == 5 * 5


def test_the_terminal_game_draws_its_dice_to_the_width(monkeypatch):
    # The trial's case: a 60-column terminal, where 5 large dice (63 columns) broke across lines.
    import random

    from cli.commands.play import Session
    from tests.play.helpers import new_match
    from worksheets.rules import preset

    monkeypatch.setattr("sys.stdin", io.StringIO("roll\nhold 1 2\n"))
    console = Console(width=60, file=io.StringIO(), color_system=None)
    match = new_match(preset("classic"), ["Ana", "Ben"])
    Session(match, random.Random(3), Screen(console), interactive=False).run()
    out = console.file.getvalue().splitlines()
    tops = [line for line in out if line.startswith("┌")]
    assert len(tops) == 2  # the roll, then the dice with two held
    assert all(top.count("┌") == 5 and len(top) <= 60 for top in tops)
    assert any(line.split() == ["1", "held", "2", "held", "3", "4", "5"] for line in out)


def test_a_board_wider_than_the_terminal_is_shown_in_blocks_of_columns():
    # Zombie with 10 teams grows a column per zombie game: in 60 columns, blocks under the labels again,
    # every cell once, no line wider than the terminal.
    from worksheets.play.match import Board, BoardRow

    columns = tuple(f"Team {i}" for i in range(1, 11)) + tuple(f"Zombie game {i}" for i in range(1, 4))
    board = Board(columns, (BoardRow("Ones", tuple(str(i) for i in range(13))),
                            BoardRow("Grand total", tuple(str(100 + i) for i in range(13)), True)))
    screen = Screen(Console(width=60, file=io.StringIO(), color_system=None))
    screen.table(board)
    lines = screen.console.file.getvalue().splitlines()
    assert max(map(len, lines)) <= 60
    assert sum(line.split().count("Team") + line.count("Zombie game") for line in lines) == 13
    ones = [cell for line in lines if line.startswith("Ones") for cell in line.split()[1:]]
    assert ones == [str(i) for i in range(13)]  # each column once, in order
    # A piped game (no terminal) keeps one table, for a stable transcript.
    import contextlib

    plain = io.StringIO()
    with contextlib.redirect_stdout(plain):
        Screen().table(board)
    assert len(plain.getvalue().splitlines()) == 3
