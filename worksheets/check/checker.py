"""Checking sheets end to end: read, decide the game, judge, and collect the verdicts of a class.

``check_paths`` is what ``worksheets check`` calls: every file (or every sheet
in a folder) is read and judged before anything is shown, so one unusable file
stops the whole call with a message naming it, and nothing half-done is shown.
A sheet with problems is not unusable: its verdict lists every problem.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ..errors import SheetError
from ..families import Family
from ..verdicts import Verdict
from .infer import GameChoice, choose_game
from .options import CheckOptions, Judged
from .sheets import Sheet, read_sheet, readings_file_for, sheet_files, with_readings

__all__ = ["CheckOptions", "ClassVerdict", "Judged", "SheetVerdict", "check_file", "check_paths", "check_sheet"]


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
    def family(self) -> Family:
        return self.choice.family

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


def check_sheet(sheet: Sheet, options: CheckOptions = CheckOptions()) -> SheetVerdict:
    """Decide the game of ``sheet`` and judge it (by its family's judge)."""
    choice = choose_game(sheet, options.rules, digits=options.digits, dice=options.dice)
    judged = choice.family.capability("judge")(sheet, choice, options)
    notes = (*sheet.notes, *((choice.note,) if choice.note else ()), *judged.notes)
    return SheetVerdict(sheet.source, sheet.code, choice, judged.verdict, judged.problems, notes)


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
