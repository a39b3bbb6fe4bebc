"""Computer players for ``worksheets play`` and ``worksheets projector``: ``--computer NAME[:STRENGTH]``.

Each ``--computer`` adds a player the computer plays (``optimal``, the default, or
``beginner``: ``worksheets.play.computer`` says how each one chooses). In a Zombie
game, ``--computer zombie`` lets the computer be the zombie instead. The players
named with ``--players`` come first in the turn order, then the computers.
"""

from __future__ import annotations

from typing import Annotated, Optional

import typer

ComputerSpecs = Annotated[Optional[list[str]], typer.Option(
    "--computer", help="Add a player the computer plays: NAME, or NAME:optimal or NAME:beginner (optimal when "
    "not said). Repeat it for more. Zombie: --computer zombie (or zombie:beginner) makes the computer the "
    "zombie.", show_default=False, metavar="NAME[:STRENGTH]")]
Pace = Annotated[Optional[float], typer.Option(
    "--pace", help="Seconds between a computer's moves, so the class can follow them (default 1 at a "
    "terminal, 0 when the game is piped).", min=0, max=10, show_default=False, metavar="SECONDS")]

WORDS = "play/computer.j2"


def words(name: str, /, **context) -> str:
    from worksheets.templating import macro

    return macro(WORDS, name)(**context)


def parse_spec(spec: str) -> tuple[str, str]:
    """``NAME`` or ``NAME:STRENGTH`` as (name, strength); a strength that does not exist is refused."""
    from worksheets.errors import InputError
    from worksheets.play import OPTIMAL, STRENGTHS

    name, colon, strength = spec.rpartition(":")
    if not colon:
        return spec, OPTIMAL
    strength = strength.strip().lower()
    if strength not in STRENGTHS:
        raise InputError(words("bad_spec", spec=spec, strength=strength, strengths=list(STRENGTHS)))
    return name, strength


def seat_computers(match, specs: list[str] | None) -> dict:
    """Add the computer players to ``match`` (before it starts); returns player name -> ``Computer``.

    ``zombie`` (the zombie's name, any case) in a Zombie match is the zombie, not a new player.
    """
    from worksheets.names import name_key
    from worksheets.play import OPTIMAL, computer_player

    computers: dict = {}
    made: dict = {}  # one player per strength is enough: it keeps no state between turns
    for spec in specs or ():
        name, strength = parse_spec(spec)
        if strength not in made:
            from worksheets.strategy.position import beyond_engine, solving_note  # numpy: only for a computer
            # A rules file is solved once, then kept; one beyond the engine is refused below, with no wait announced.
            note = solving_note(match.rules) if strength == OPTIMAL and beyond_engine(match.rules) is None else None
            if note:
                typer.echo(note, err=True)
            made[strength] = computer_player(match.rules, strength)
        zombie = match.zombie
        if zombie is not None and name_key(name) == name_key(zombie):
            computers[zombie] = made[strength]
        else:
            computers[match.add_player(name)] = made[strength]
    return computers
