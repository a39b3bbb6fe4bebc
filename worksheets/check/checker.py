"""Checking sheets end to end: read, decide the game, judge, and collect the verdicts of a class.

``check_paths`` is what ``worksheets check`` calls: every file (or every sheet
in a folder) is read and judged before anything is shown, so one unusable file
stops the whole call with a message naming it, and nothing half-done is shown.
A sheet with problems is not unusable: its verdict lists every problem.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Union

from ..errors import SheetError
from ..place_value import GameVerdict
from ..rules import RuleSet
from ._text import PROBLEMS, say_in
from .dice_verdict import DiceVerdict, check_dice_sheet
from .infer import GameChoice, choose_game
from .pv_verdict import check_place_value, place_value_problems
from .sheets import Sheet, read_sheet, readings_file_for, sheet_files, with_readings
from .zombie import ZombieVerdict, check_zombie_sheet

Verdict = Union[GameVerdict, DiceVerdict, ZombieVerdict]


@dataclass(frozen=True)
class CheckOptions:
    """How to check: the game (None: from the code or the labels), place-value overrides, number words."""

    rules: RuleSet | None = None
    digits: int | None = None
    dice: str | None = None
    style: str = "us"
    lang: str | None = None
    words: bool = True  # False leaves number words out of the verdicts (quicker for large runs)

    def __post_init__(self) -> None:
        from ..words import say

        say(1, style=self.style, lang=self.lang)  # refuses an unknown style or language now, not mid-sheet


@dataclass(frozen=True)
class SheetVerdict:
    """One sheet checked: where it came from, the game, the verdict, every problem and note.

    ``problems`` are sentences naming the player (a sheet with problems is still checked);
    ``notes`` say how the file was read and the game chosen, and warn of missing games.
    """

    source: str
    code: str | None
    choice: GameChoice
    verdict: Verdict
    problems: tuple[str, ...]
    notes: tuple[str, ...]

    @property
    def kind(self) -> str:
        return self.choice.kind

    @property
    def winners(self) -> tuple[str, ...]:
        return self.verdict.winners


@dataclass(frozen=True)
class ClassVerdict:
    """Every sheet of one call, in the order given."""

    sheets: tuple[SheetVerdict, ...]

    @property
    def problem_count(self) -> int:
        return sum(len(s.problems) for s in self.sheets)


@lru_cache(maxsize=4096)
def _card_problem(player: str, message: str) -> str:
    return say_in(PROBLEMS, "card_problem", player=player, message=message)


def _card_problems(verdict: DiceVerdict) -> tuple[str, ...]:
    return tuple(_card_problem(player, problem.message) for player, problem in verdict.problems)


def check_sheet(sheet: Sheet, options: CheckOptions = CheckOptions()) -> SheetVerdict:
    """Decide the game of ``sheet`` and judge it."""
    choice = choose_game(sheet, options.rules, digits=options.digits, dice=options.dice)
    notes = list(sheet.notes)
    if choice.note:
        notes.append(choice.note)
    if choice.kind == "place-value":
        assert choice.place_value is not None
        verdict: Verdict = check_place_value(sheet, choice.place_value, style=options.style, lang=options.lang,
                                                    words=options.words)
        problems = place_value_problems(verdict)
    elif choice.kind == "zombie":
        verdict = check_zombie_sheet(sheet, choice.rules, style=options.style, lang=options.lang,
                                     words=options.words)
        problems = _card_problems(verdict.cards)
        notes.extend(verdict.warnings)
    else:
        verdict = check_dice_sheet(sheet, choice.rules, style=options.style, lang=options.lang,
                                   words=options.words)
        problems = _card_problems(verdict)
    return SheetVerdict(sheet.source, sheet.code, choice, verdict, problems, tuple(notes))


def check_file(path: str | Path, options: CheckOptions = CheckOptions(),
               readings: str | Path | None = None) -> SheetVerdict:
    """Read and check one sheet; readings aloud come from ``readings`` or a ``NAME.readings.csv`` beside it."""
    path = Path(path)
    sheet = read_sheet(path)
    readings_path = Path(readings) if readings is not None else readings_file_for(path)
    if readings_path is not None:
        sheet = with_readings(sheet, read_sheet(readings_path, readings=True))
    return check_sheet(sheet, options)


def check_paths(paths: list[str | Path], options: CheckOptions = CheckOptions(),
                readings: str | Path | None = None) -> ClassVerdict:
    """Check every sheet named (files, or folders of .csv and .json sheets), in order."""
    files = sheet_files(paths)
    if readings is not None and len(files) != 1:
        raise SheetError(f"{readings}: a readings file goes with one sheet, but {len(files)} sheets were given; "
                         "name each sheet's readings NAME.readings.csv beside it instead")
    return ClassVerdict(tuple(check_file(path, options, readings) for path in files))
