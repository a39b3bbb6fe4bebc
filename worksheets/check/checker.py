"""Checking sheets end to end: read, decide the game, judge, and collect the verdicts of a class.

``check_paths`` is what ``worksheets check`` calls: every file (or every sheet
in a folder) is read and judged before anything is shown. One sheet that
cannot be used stops the call with a message naming the file, row and column;
among several, an unusable sheet is set aside with that message
(``ClassVerdict.unusable``) and every other sheet is still judged (when none
can be, the first one's message stops the call). A sheet with problems is not
unusable: its verdict lists every problem.
"""

from __future__ import annotations

import gc
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator, NamedTuple

from ..errors import SheetError, WorksheetError
from ..families import Family
from ..verdicts import Verdict, own_kind_only
from .files import readings_beside, readings_file_for, sheet_files
from .infer import GameChoice, choose_game
from .options import CheckOptions, Judged
from .shape import refuse_turned
from .sheets import Sheet, read_sheet, with_readings

__all__ = ["CheckOptions", "ClassVerdict", "Judged", "SheetVerdict", "Unusable", "check_file", "check_paths",
           "check_sheet"]


@own_kind_only
class SheetVerdict(NamedTuple):
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
class Unusable:
    """A sheet that could not be judged, and why (one line naming the file, row and column)."""

    source: str
    reason: str


@dataclass(frozen=True)
class ClassVerdict:
    """Every sheet of one call that was judged, in the order given, and those that could not be."""

    sheets: tuple[SheetVerdict, ...]
    unusable: tuple[Unusable, ...] = ()

    @property
    def complete(self) -> bool:
        """Whether every sheet given was judged."""
        return not self.unusable

    @property
    def given(self) -> int:
        """How many sheets were given."""
        return len(self.sheets) + len(self.unusable)

    @property
    def problem_count(self) -> int:
        return sum(len(s.problems) for s in self.sheets)


def check_sheet(sheet: Sheet, options: CheckOptions = CheckOptions()) -> SheetVerdict:
    """Decide the game of ``sheet`` and judge it (by its family's judge)."""
    try:
        choice = choose_game(sheet, options.rules, digits=options.digits, dice=options.dice)
        judged = choice.family.capability("judge")(sheet, choice, options)
    except SheetError:
        refuse_turned(sheet, options.rules)  # a table on its side fails on a name; say what is wrong instead
        raise
    notes = (*sheet.notes, *((choice.note,) if choice.note else ()), *judged.notes) \
        if sheet.notes or choice.note or judged.notes else ()
    return SheetVerdict(sheet.source, sheet.code, choice, judged.verdict, judged.problems, notes)


def check_file(path: str | Path, options: CheckOptions = CheckOptions(),
               readings: str | Path | None = None, sheet_name: str | None = None,
               beside: Path | None | bool = True) -> SheetVerdict:
    """Read and check one sheet; readings aloud come from ``readings`` or a ``NAME.readings.csv`` beside it.

    ``sheet_name``: the sheet of an .xlsx workbook (default: the first). ``beside``: the readings file
    beside the sheet when already looked for (None: there is none), or True to look for it."""
    path = path if isinstance(path, Path) else Path(path)
    sheet = read_sheet(path, sheet=sheet_name if sheet_name is not None and _is_workbook_file(path) else None)
    if readings is not None:
        readings_path: Path | None = Path(readings)
    else:
        readings_path = readings_file_for(path) if beside is True else beside  # type: ignore[assignment]
    if readings_path is not None:
        sheet = with_readings(sheet, read_sheet(readings_path, readings=True))
    return check_sheet(sheet, options)


def _is_workbook_file(path: Path) -> bool:
    from ..textfile import first_bytes
    from ..workbook import is_workbook

    return is_workbook(first_bytes(path, 4))  # b"" when it cannot be read: read_sheet says why


def check_paths(paths: list[str | Path], options: CheckOptions = CheckOptions(),
                readings: str | Path | None = None, sheet_name: str | None = None) -> ClassVerdict:
    """Check every sheet named (files, or folders of .csv and .json sheets), in order."""
    files = sheet_files(paths)
    if readings is not None and len(files) != 1:
        raise SheetError(f"{readings}: a readings file goes with one sheet, but {len(files)} sheets were given; "
                         "name each sheet's readings NAME.readings.csv beside it instead")
    if len(files) == 1:
        return ClassVerdict((check_file(files[0], options, readings, sheet_name),))
    judged: list[SheetVerdict] = []
    unusable: list[Unusable] = []
    first: WorksheetError | None = None
    with _collector_paused():
        for path, beside in zip(files, readings_beside(files)):
            try:
                judged.append(check_file(path, options, readings, sheet_name, beside))
            except WorksheetError as exc:
                first = first or exc
                unusable.append(Unusable(str(path), " ".join(str(exc).split())))
    if not judged and first is not None:
        raise first
    return ClassVerdict(tuple(judged), tuple(unusable))


@contextmanager
def _collector_paused() -> Iterator[None]:
    """Python's cyclic garbage collector off while a class is checked, as it was before afterwards.

    Every verdict is kept until the report, and verdicts hold no reference cycles, so each collection
    during the run would only rescan the verdicts already made: with thousands of sheets that made
    each sheet slower than the one before. Cycles made meanwhile (none are expected) wait for the
    next collection after the run."""
    paused = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if paused:
            gc.enable()
