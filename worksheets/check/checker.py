"""Checking sheets end to end: read, decide the game, judge, and collect the verdicts of a class.

``check_paths`` is what ``worksheets check`` calls: every file (or every sheet
in a folder) is read and judged before anything is shown. One sheet that
cannot be used stops the call with a message naming the file, row and column;
among several, an unusable sheet is set aside with that message
(``ClassVerdict.unusable``) and every other sheet is still judged (when none
can be, the first one's message stops the call). A sheet with problems is not
unusable: its verdict lists every problem.

A workbook given without ``--sheet`` is a class's games when several of its
shown sheets hold a game's table (``shape.holds_a_game``): each is checked as a
sheet of its own, named ``FILE [SHEET]``, and its sheets of notes are left out
with a note. With one such sheet, that one is read, even when a sheet of notes
comes first. Where no sheet holds boxes, sheets of totals alone (``shape.holds_totals``) are the games;
beside sheets of boxes they are summaries, left out.
"""

from __future__ import annotations

import gc
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Iterator, NamedTuple

from ..errors import SheetError, WorksheetError
from ..families import Family
from ..verdicts import Verdict, own_kind_only
from .files import read_bytes, read_sheet, readings_beside, readings_file_for, sheet_files
from .grouping import point_zeros_note
from .infer import GameChoice, choose_game
from .options import CheckOptions, Judged
from ._text import NOTES, say_in
from .shape import (holds_a_game, holds_totals, is_reference_table, refuse_class_list, refuse_results_list,
                    refuse_scoring_reference, refuse_turned)
from .readings import with_readings
from .sheets import Sheet

if TYPE_CHECKING:
    from ..workbook import Workbook

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
    refuse_scoring_reference(sheet, options.rules)  # read as a game, it would make "Points" a winner
    try:
        choice = choose_game(sheet, options.rules, digits=options.digits, dice=options.dice)
        judged = choice.family.capability("judge")(sheet, choice, options)
    except SheetError:
        refuse_turned(sheet, options.rules)  # a table on its side fails on a name; say what is wrong instead
        refuse_class_list(sheet, options.rules)  # so does a class list
        refuse_results_list(sheet, options.rules)  # and a list of each player's score
        raise
    zeros = point_zeros_note(sheet)
    notes = (*sheet.notes, *((choice.note,) if choice.note else ()), *judged.notes, *((zeros,) if zeros else ())) \
        if sheet.notes or choice.note or judged.notes or zeros else ()
    return SheetVerdict(sheet.source, sheet.code, choice, judged.verdict, judged.problems, notes)


def check_file(path: str | Path, options: CheckOptions = CheckOptions(),
               readings: str | Path | None = None, sheet_name: str | None = None,
               beside: Path | None | bool = True, *, source: str | None = None,
               book: Workbook | None = None) -> SheetVerdict:
    """Read and check one sheet; readings aloud come from ``readings`` or a ``NAME.readings.csv`` beside it.

    ``sheet_name``: the sheet of an .xlsx workbook (default: the first). ``beside``: the readings file
    beside the sheet when already looked for (None: there is none), or True to look for it. ``source``:
    how messages name the sheet (default: the file's path). ``book``: the workbook at ``path``, already
    open (see ``read_sheet``)."""
    path = path if isinstance(path, Path) else Path(path)
    workbook = book is not None or (sheet_name is not None and _is_workbook_file(path))
    sheet = read_sheet(path, sheet=sheet_name if workbook else None, source=source, book=book)
    if readings is not None:
        readings_path: Path | None = Path(readings)
    else:
        readings_path = readings_file_for(path) if beside is True else beside  # type: ignore[assignment]
    if readings_path is not None:
        sheet = with_readings(sheet, read_sheet(readings_path, readings=True))
        if readings is None:  # found beside the sheet, not named: say where the readings came from
            sheet = sheet._replace(notes=(*sheet.notes, say_in(NOTES, "readings_beside", source=sheet.source,
                                                                readings=str(readings_path))))
    return check_sheet(sheet, options)


def _is_workbook_file(path: Path) -> bool:
    from ..textfile import first_bytes
    from ..workbook import is_workbook

    return is_workbook(first_bytes(path, 4))  # b"" when it cannot be read: read_sheet says why


#: Rows of each sheet of a workbook looked at to tell a game's table from notes: a card's labels start near
#: the top, under a title or a few lines of details at most.
OPENING_ROWS = 40


class _Source(NamedTuple):
    """One sheet to check: the file, the workbook's sheet (None: the file itself, or a workbook's first
    shown sheet), how messages name it, notes on how it was chosen, and a hint for its refusal."""

    path: Path
    sheet: str | None = None
    name: str | None = None
    notes: tuple[str, ...] = ()
    hint: str = ""
    book: Workbook | None = None  # the workbook, opened once for all its games (``check_paths`` closes it)


def _sources(files: list[Path], sheet_name: str | None, rules) -> list[_Source]:
    """Every sheet to check: a file each, or each game of a workbook holding several (``--sheet`` aside)."""
    from ..workbook import WORKBOOK_SUFFIXES

    # A workbook is told by its bytes, whatever its name: an .xlsx renamed .csv is read as the workbook it is.
    workbooks = {path for path in files if path.suffix.lower() in WORKBOOK_SUFFIXES or _is_workbook_file(path)}
    if sheet_name is not None and not workbooks:
        shown = ", ".join(map(str, files[:3])) + (f" and {len(files) - 3} more" if len(files) > 3 else "")
        raise SheetError(f"--sheet {sheet_name!r}: --sheet names a sheet of an .xlsx workbook, and {shown} "
                         f"{'is' if len(files) == 1 else 'are'} text; leave --sheet out")
    sources: list[_Source] = []
    try:
        for path in files:
            if sheet_name is not None or path not in workbooks:
                sources.append(_Source(path, sheet_name))
            else:
                games = _workbook_games(path, rules)
                if path.suffix.lower() not in WORKBOOK_SUFFIXES:  # said once, with the file's first game
                    games[0] = games[0]._replace(notes=(say_in(NOTES, "renamed_workbook", file=str(path)),
                                                        *games[0].notes))
                sources.extend(games)
    except BaseException:
        for book in {id(found.book): found.book for found in sources if found.book is not None}.values():
            book.close()
        raise
    return sources


def _workbook_games(path: Path, rules) -> list[_Source]:
    from ..workbook import Workbook, is_workbook

    book = None
    try:
        data = read_bytes(path)
        if not is_workbook(data):
            return [_Source(path)]  # reading it says what it is
        book = Workbook(data, str(path), SheetError)
        openings = book.openings(OPENING_ROWS)
    except WorksheetError as exc:  # one sheet cannot be read: the first shown may still be, so say what was not
        note = say_in(NOTES, "workbook_not_looked_through", file=str(path), reason=" ".join(str(exc).split()))
        return [_Source(path, notes=(note,), book=book)]
    shown = [opening for opening in openings if not opening.hidden]
    games = [o.title for o in shown if holds_a_game([cells for _, cells in o.rows], rules)]
    if not games:  # no sheet of boxes: sheets of totals alone are the games (beside boxes, they are summaries)
        games = [o.title for o in shown if holds_totals([cells for _, cells in o.rows], rules)]
    hidden = [o.title for o in openings if o.hidden and holds_a_game([cells for _, cells in o.rows], rules)]
    first = shown[0].title if shown and not games else None  # checked as it is: its reading says what is wrong
    notes = tuple(say_in(NOTES, "workbook_sheet_left_out", file=str(path), sheet=o.title,
                         reference=is_reference_table([cells for _, cells in o.rows], rules))
                  for o in shown if o.title not in games and o.title != first
                  and any(any(c.strip() for c in r) for _, r in o.rows))
    notes += tuple(say_in(NOTES, "workbook_hidden_game", file=str(path), sheet=title) for title in hidden)
    if not games:
        hint = say_in(NOTES, "hidden_game_hint", sheet=hidden[0]) if hidden else ""
        return [_Source(path, notes=notes, hint=hint, book=book)]
    if len(games) == 1:
        return [_Source(path, games[0], None, notes, book=book)]
    return [_Source(path, title, f"{path} [{title}]", notes, book=book) for title in games]


def _one_sheet_for_readings(readings, several: str, advice: str) -> SheetError:
    return SheetError(f"{readings}: a readings file goes with one sheet, but {several}; {advice}")


def _check_source(found: _Source, options: CheckOptions, readings, beside) -> SheetVerdict:
    if found.name is not None and (readings is not None or beside is not None):
        raise _one_sheet_for_readings(readings or beside, f"{found.path} holds several games",
                                      "name the one it goes with using --sheet")
    try:
        return check_file(found.path, options, readings, found.sheet, beside, source=found.name, book=found.book)
    except WorksheetError as exc:
        if found.hint:
            raise SheetError(f"{exc}; {found.hint}") from None
        raise


def _with_notes(verdict: SheetVerdict, notes: tuple[str, ...]) -> SheetVerdict:
    return verdict._replace(notes=verdict.notes + notes) if notes else verdict


def check_paths(paths: list[str | Path], options: CheckOptions = CheckOptions(),
                readings: str | Path | None = None, sheet_name: str | None = None) -> ClassVerdict:
    """Check every sheet named (files, or folders of .csv, .json and .xlsx sheets), in order."""
    files = sheet_files(paths)
    sources = _sources(files, sheet_name, options.rules)
    try:
        return _check_sources(files, sources, options, readings)
    finally:
        for book in {id(found.book): found.book for found in sources if found.book is not None}.values():
            book.close()


def _check_sources(files: list[Path], sources: list[_Source], options: CheckOptions,
                   readings: str | Path | None) -> ClassVerdict:
    if readings is not None and len(sources) != 1:
        if len(files) == 1:
            raise _one_sheet_for_readings(readings, f"{files[0]} holds {len(sources)} games",
                                          "name the one it goes with using --sheet")
        raise _one_sheet_for_readings(readings, f"{len(sources)} sheets were given",
                                      "name each sheet's readings NAME.readings.csv beside it instead")
    besides = dict(zip(files, readings_beside(files)))
    if len(sources) == 1:
        only = sources[0]
        return ClassVerdict((_with_notes(_check_source(only, options, readings, True if readings is None else None),
                                         only.notes),))
    judged: list[SheetVerdict] = []
    unusable: list[Unusable] = []
    first: WorksheetError | None = None
    placed: set[Path] = set()  # files whose notes on their other sheets a verdict already carries
    with _collector_paused():
        for found in sources:
            try:
                verdict = _check_source(found, options, readings, besides[found.path])
            except WorksheetError as exc:
                first = first or exc
                name, reason = found.name or str(found.path), " ".join(str(exc).split())
                # Every refusal names its file; one that does not is still said with it, among many files.
                unusable.append(Unusable(name, reason if name in reason else f"{name}: {reason}"))
                continue
            judged.append(verdict if found.path in placed else _with_notes(verdict, found.notes))
            placed.add(found.path)
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
