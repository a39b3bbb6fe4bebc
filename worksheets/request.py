"""What a teacher asks to print: one request, whatever the game; its family decides what applies.

The command line fills a ``SheetRequest`` and hands it to ``write_sheets``.
Options the teacher gave that the game's sheets do not use are refused with
the option's name as the teacher typed it (``given``), never silently dropped.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, ContextManager, Mapping

from .errors import InputError
from .families import FAMILIES, family_of, presets_of
from .rules import RuleSet

#: Given the number of cards to draw, a context giving a function told of each card drawn (or None).
ProgressFactory = Callable[[int], ContextManager[Callable[[int], None] | None]]


@dataclass(frozen=True)
class SheetRequest:
    """Everything that can be asked of ``worksheets scorecard``; None and False mean "not asked"."""

    rules: RuleSet
    paper: str = "letter"
    players: tuple[str, ...] = ()
    class_name: str = ""
    date: str = ""
    layout: str | None = None
    games: int | None = None
    digits: int | None = None
    dice: str | None = None
    seed: int | None = None
    extended: bool = False
    key: bool = False
    teams: int | None = None
    #: Zombie: the student who plays the zombie (taken out of the teams), and the teams' names as typed ("Red,Blue").
    zombie: str | None = None
    team_names: str | None = None
    #: What tells this class's files apart when no class is given: the roster's file name ("5B" of 5B.csv).
    file_tag: str = ""
    #: The players came from a roster (the file as named) of several classes read whole (no --class): its
    #: classes, and their column.
    roster: str = ""
    roster_classes: tuple[str, ...] = ()
    class_column: str = ""
    #: Each player's own class (a roster of several classes read whole), for sheets of one student's own.
    player_classes: Mapping[str, str] = field(default_factory=dict)
    #: The options the teacher gave, by field, with the name they were given under ("--digits").
    given: Mapping[str, str] = field(default_factory=dict)

    def refuse_unused(self) -> None:
        """``InputError`` naming every option given that this game's sheets do not use."""
        family = family_of(self.rules)
        unused = [name for option, name in self.given.items() if option not in family.sheet_options]
        if not unused:
            return
        wanted = [option for option, name in self.given.items() if name in unused]
        users = [other for other in FAMILIES if other is not family and set(wanted) <= other.sheet_options]
        verb, pronoun = ("does", "it is") if len(unused) == 1 else ("do", "they are")
        elsewhere = "; " + pronoun + " for " + " or ".join(
            f"{other.sheets_title} ({_example(other)})" for other in users
        ) if users else ""
        raise InputError(f"{', '.join(unused)} {verb} not apply to {self.rules.name} "
                         f"({family.sheets_title}){elsewhere}")


def _example(family) -> str:
    """How to ask for a family's sheets: '--rules zombie', or 'such as --rules classic' when several presets do."""
    names = presets_of(family)
    return f"--rules {names[0]}" if len(names) == 1 else f"such as --rules {names[0]}"


def sheet_notes(request: SheetRequest) -> tuple[str, ...]:
    """What a teacher should know about the sheets ``request`` prints: its family's notes (``place_value_notes``,
    ``zombie_notes``), and a rules file whose sheets are titled by its file name."""
    from .rule_refs import file_name_title_note

    notes = family_of(request.rules).capability("notes")(request)
    title = file_name_title_note(request.rules)
    return (*notes, *((title,) if title else ()))


def place_value_notes(request: SheetRequest) -> tuple[str, ...]:
    """A student with no partner for a place-value game, or the game of three an odd count makes."""
    from .templating import macro

    if len(request.players) == 1:
        return (macro("sheets/place_value.j2", "lone_player")(request.players[0]),)
    if len(request.players) > 2 and len(request.players) % 2:
        from .place_value.sheets import group_players

        games = group_players(request.players)
        # an odd count of cards leaves room on the last page: a spare blank card of the last game goes there
        last = max(len(games), request.games or 0)
        return (macro("sheets/place_value.j2", "three_players")(len(request.players), len(games), games[-1], last),)
    return ()


def zombie_notes(request: SheetRequest) -> tuple[str, ...]:
    """The zombie named, taken out of the students who are put in teams."""
    from .templating import macro

    if request.zombie is None or not request.players:
        return ()
    from .zombie import take_out_zombie

    players, zombie = take_out_zombie(request.players, request.zombie)
    return (macro("sheets/zombie.j2", "zombie_taken_out")(zombie, len(players)),)


def no_notes(request: SheetRequest) -> tuple[str, ...]:
    """A dice game's scorecards need no note of their own."""
    return ()


def _refuse_mixed_classes(request: SheetRequest) -> None:
    """Students of several classes read whole would be put together in games or teams across classes: the
    teacher names the class instead (a sheet of one student's own is printed for every class, with a note)."""
    groups = family_of(request.rules).groups_in(request.layout)
    if not groups or len(request.roster_classes) < 2:
        return
    from .roster_classes import SHOWN_CLASSES, class_option

    shown = ", ".join(request.roster_classes[:SHOWN_CLASSES])
    more = len(request.roster_classes) - SHOWN_CLASSES
    raise InputError(f"{request.roster}: the column {request.class_column!r} holds {len(request.roster_classes)} "
                     f"classes ({shown}{f' and {more} more' if more > 0 else ''}), and students are put in {groups} "
                     f"for {family_of(request.rules).sheets_title}, which would mix classes: print one class at a "
                     f"time, such as {class_option(request.roster_classes[0])}")


def write_sheets(request: SheetRequest, output: Path | None = None, inputs: tuple[Path, ...] = (),
                 progress: ProgressFactory | None = None) -> Path:
    """Write the sheets ``request`` asks for (to ``output``, or a file in ``output/``); return the path.

    ``inputs`` are the files the request was read from, never written over.
    """
    request.refuse_unused()
    _refuse_mixed_classes(request)
    if request.rules.sheet_problems:  # clear rules, but poor new sheets (see RuleSet.sheet_problems)
        raise InputError(request.rules.sheet_problems[0])
    write = family_of(request.rules).capability("sheets")
    return write(request, output, tuple(inputs) + ((request.rules.path,) if request.rules.path else ()), progress)
