"""Options shared by several commands, defined once."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional

import typer

from worksheets.render.choices import PAPERS

Json = Annotated[bool, typer.Option("--json", help="Machine-readable output: one JSON object per line.")]
Rules = Annotated[
    str,
    typer.Option("--rules", "-r", help="A preset (see `worksheets rules`) or a rules file (.toml).", show_default=True),
]
Paper = Annotated[str, typer.Option("--paper", help=f"Paper size: {' or '.join(PAPERS)}.")]
Roster = Annotated[
    Optional[Path],
    # readable=False: the roster reader says why a file cannot be read, in the words every other file gets
    typer.Option("--roster", help="A class list: CSV or .xlsx with a name column (or first and last name "
                 "columns), or a text file with one name a line.", readable=False, show_default=False),
]
ClassName = Annotated[
    Optional[str],
    typer.Option("--class", help="The class, printed on every sheet, such as 5B; from a roster with a class column, "
                 "that class's students only.", show_default=False),
]
RosterSheet = Annotated[
    Optional[str],
    typer.Option("--sheet", help="The sheet of an .xlsx roster to read (default: the first one shown).",
                 show_default=False),
]
Zombie = Annotated[
    Optional[str],
    typer.Option("--zombie", help="Zombie: the student on the roster who plays the zombie (their name, or a word of it "
                                  "such as the first name or the surname, accents aside, when no one else's name "
                                  "has it); they are left out of the teams, and their name is printed on the "
                                  "zombie card.", show_default=False),
]
TeamNames = Annotated[
    Optional[str],
    typer.Option("--team-names", help='Zombie: the teams\' names, separated by commas, such as "Red,Blue,Green": '
                                      "one per team (without --teams, one team per name).", show_default=False),
]
Output = Annotated[
    Optional[Path],
    typer.Option("--output", "-o", show_default=False,
                 help="The PDF to write, or a folder to write it in (default: a file in output/)."),
]


WordsStyle = Annotated[
    Optional[str],
    typer.Option("--style", help="English number words: us (no 'and', the default) or uk.", show_default=False),
]


def words_style(style: str | None, lang: str | None) -> str:
    """The style numbers are said in (us unless given), with a note when it is given for a language whose words
    it does not change (--lang es --style uk)."""
    from worksheets.templating import macro
    from worksheets.words import style_applies

    if style is not None and lang is not None and not style_applies(lang):
        typer.echo(macro("numbers.j2", "style_not_applied")(style=style, lang=lang.strip()), err=True)
    return style or "us"


def seed_option(help_text: str, *, replay: bool = False) -> object:
    """A ``--seed`` option: which of the seeded sheets to make (the same seed, the same sheets). A sheet's code
    says which seeds it holds; with ``replay`` (the seed of a game or a roll, in no code), a negative seed is
    refused here, since Python's generator plays -1 as 1 and two "different" games would be the same."""
    return Annotated[Optional[int], typer.Option("--seed", help=help_text, show_default=False,
                                                 callback=_not_negative if replay else None)]


def _not_negative(value: Optional[int]) -> Optional[int]:
    from cli.shell import fail

    if value is not None and value < 0:
        raise fail(f"--seed is a whole number from 0 up, not {value}")
    return value


def rules_named(name: str):
    """The rule set ``--rules`` names (``worksheets.rules.find_rules``), its notes said on standard error first:
    a command that plays, scores or checks by a file titled as a preset says so before its output."""
    from worksheets.rules import find_rules

    rules = find_rules(name)
    for note in rules.notes:
        typer.echo(note, err=True)
    return rules
