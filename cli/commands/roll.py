"""``worksheets roll``: a class dice roller, the roll-off for who goes first, the place-value final roll."""

from __future__ import annotations

from typing import Annotated, Optional

import typer

from cli.options import Json, seed_option
from cli.shell import fail, handles_errors

Seed = seed_option("Roll the same dice again: the same seed gives the same rolls.", replay=True)


def register(app: typer.Typer) -> None:
    @app.command("roll")
    @handles_errors
    def roll_command(
        dice: Annotated[Optional[int], typer.Option("--dice", "-n", help="How many dice, 1 to 10 (default 5; "
                                                    "4 for --tiebreak, one per digit).", show_default=False)] = None,
        faces: Annotated[int, typer.Option("--faces", "-f", help="Faces of each die, 2 to 100. Dice show 1 up, "
                                           "except ten-sided dice, which show 0 to 9 as in class and in place-value "
                                           "games (--tiebreak: 6, or 10).")] = 6,
        seed: Seed = None,
        first: Annotated[Optional[str], typer.Option("--first", help='Who goes first: each player named ("A,B,C") '
                         "rolls all the dice, the greatest sum starts, tied players roll again.",
                         show_default=False)] = None,
        tiebreak: Annotated[Optional[str], typer.Option("--tiebreak", help='The place-value final roll between '
                            'tied players ("A,B"): each makes the largest number from their dice; ties roll again.',
                            show_default=False)] = None,
        json_output: Json = False,
    ) -> None:
        """Roll dice for the class: faces and digits, or settle who goes first or who wins a tie.

        A ten-sided die (--faces 10) shows 0 to 9, as the ten-sided dice of place-value
        games do; dice of any other number of faces show 1 up to that number.

        Example: worksheets roll --dice 5 --seed 7

        Example: worksheets roll --first "Ana,Ben,Cy"

        Example: worksheets roll --tiebreak "Ana,Ben" --faces 10
        """
        import json
        import random

        from worksheets.numbers import format_number
        from worksheets.place_value import PlaceValueGame
        from worksheets.play import final_roll, roll_off
        from worksheets.play.rolloff import check_dice, lowest_face, roll_dice, rounds_json
        from worksheets.roster import parse_players

        from cli.play_screen import Screen

        if first is not None and tiebreak is not None:
            raise fail("--first and --tiebreak settle different things: give one of them")
        rng = random.Random(seed)
        screen = Screen.for_stdout()

        def show_rounds(rounds, sides: int, shown, *, final: bool) -> None:
            if json_output:
                typer.echo(json.dumps(rounds_json(rounds, final=final), ensure_ascii=False))
            else:
                screen.rounds(rounds, sides, shown, final=final)

        if tiebreak is not None:
            if faces not in (6, 10):
                raise fail(f"--tiebreak uses place-value dice: --faces 6 (faces 1-6) or 10 (faces 0-9), not {faces}")
            game = PlaceValueGame(4 if dice is None else dice, "d6" if faces == 6 else "d10")
            names = parse_players(tiebreak, where="--tiebreak")
            if len(names) < 2:
                raise fail('--tiebreak settles a tie between two or more players, such as "Ana,Ben"')
            show_rounds(final_roll(names, rng, game), game.sides, format_number, final=True)
            return
        count = 5 if dice is None else dice
        check_dice(count, faces)
        if first is not None:
            names = parse_players(first, where="--first")
            if len(names) < 2:
                raise fail('--first rolls off between two or more players, such as "Ana,Ben"')
            show_rounds(roll_off(names, rng, count, faces, lowest_face(faces)), faces, str, final=False)
            return
        rolled = roll_dice(rng, count, faces, lowest_face(faces))
        if json_output:
            typer.echo(json.dumps({"dice": list(rolled), "faces": faces, "lowest": lowest_face(faces)}))
        else:
            screen.dice(rolled, faces)
