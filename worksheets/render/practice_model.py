"""What practice worksheets and their answer keys say, decided once, before anything is drawn.

One sheet per student (names from a roster, or blank sheets), each with its own
problems and code (``worksheets.practice``); the answer key lists, for each sheet,
every problem's answer and how it is found. The words come from
``templates/practice/sheet.j2``; names, class, date and codes are data.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Callable, Mapping, Sequence

from ..errors import InputError
from ..names import check_names
from ..practice.problems import PracticeSettings, Problem, find_kind, make_problems
from ..rules import preset
from .fonts import Words, check_printable, clean_text

#: Most sheets in one set (the student number in a code has 8 bits).
MAX_STUDENTS = 255

_words = Words("practice/sheet.j2")


@dataclass(frozen=True)
class SheetWords:
    """The words every sheet of a set shares."""

    title: str
    level: str
    instructions: str
    name: str
    class_: str
    date: str
    code: str
    key_title: str


@dataclass(frozen=True)
class StudentSheet:
    """One student's sheet: its settings (and so its code), the name on it and its problems."""

    settings: PracticeSettings
    code: str
    name: str
    owner: str  # whose key it is: the name, or "Sheet 3"
    problems: tuple[Problem, ...]
    key_lines: tuple[tuple[str, str], ...]  # per problem: the answers, how they are found
    class_name: str = ""  # the student's own class, when a roster of several classes gives it


@dataclass(frozen=True)
class PracticeSheets:
    """A finished set of practice sheets, with answer-key pages when ``with_key``."""

    document_title: str
    words: SheetWords
    columns: int  # problems across a sheet
    sheets: tuple[StudentSheet, ...]
    class_name: str
    date: str
    with_key: bool


def scores_by(settings: PracticeSettings) -> str:
    """The title of the rule set a key's points follow (scoring and keep practice; "" for kinds and levels no
    rule set applies to): the same roll scores differently by other rules, so the key says which."""
    kind = find_kind(settings.kind)
    if not kind.rules or settings.level in kind.own_game_levels:
        return ""
    return (settings.rule_set or preset(kind.default_rules)).title


def key_lines(problems: Sequence[Problem]) -> tuple[tuple[str, str], ...]:
    """Each problem's line of the answer key: its answers, and how they are found."""
    return tuple((p.summary or " ".join(p.answers), p.working) for p in problems)


def student_sheet(settings: PracticeSettings, name: str = "") -> StudentSheet:
    """One student's sheet, the same for the same settings (a code rebuilds it)."""
    problems = make_problems(settings)
    return StudentSheet(settings, settings.code.encode(), name, _words("key_owner", name, settings.student),
                        problems, key_lines(problems))


def build_practice(settings: PracticeSettings, *, students: int | None = None, names: Sequence[str] = (),
                   class_name: str = "", date: str = "", with_key: bool = False, first: int = 1,
                   progress: Callable[[int], None] | None = None,
                   class_of: Mapping[str, str] | None = None) -> PracticeSheets:
    """A sheet for each name (or ``students`` blank sheets; one when neither is given).

    ``first``: the number in the set of the first sheet (a code rebuilds sheet ``first`` alone); ``progress`` is
    told of each sheet made (drawing its problems and working out their answers is most of a set's time);
    ``class_of``: each student's own class (a roster of several classes), printed on their sheet.
    """
    if names and students is not None:
        raise InputError("give a number of students or their names, not both")
    if students is not None and not 1 <= students <= MAX_STUDENTS:
        raise InputError(f"--students must be 1 to {MAX_STUDENTS}, not {students}")
    names = tuple(check_names(names)) if names else ("",) * (students or 1)
    if first + len(names) - 1 > MAX_STUDENTS:
        raise InputError(f"a set holds at most {MAX_STUDENTS} sheets; the roster has {len(names)} names")
    for name in names:
        if name:
            clean_text(name, "student name")
    topic = _words("topic", settings.kind)
    words = SheetWords(
        title=topic, level=_words("level", settings.level),
        instructions=_words("instructions", settings.kind, settings.level, settings.digits,
                            settings.rule_set.title if settings.rule_set else "", settings.style,
                            settings.code_version),
        name=_words("field", "name"), class_=_words("field", "class"), date=_words("field", "date"),
        code=_words("code_label"), key_title=_words("key_title", topic, settings.level, scores_by(settings)))
    sheets = []
    for number, name in enumerate(names, start=first):
        sheet = student_sheet(replace(settings, student=number), name)
        own = (class_of or {}).get(name, "")
        sheets.append(replace(sheet, class_name=clean_text(own, "class")) if own else sheet)
        if progress is not None:
            progress(1)
    built = PracticeSheets(_words("document_title", topic, with_key), words, find_kind(settings.kind).columns,
                           tuple(sheets),
                           clean_text(class_name, "class"), clean_text(date, "date"), with_key)
    _check_printable(built)
    return built


def _check_printable(sheets: PracticeSheets) -> None:
    w = sheets.words
    bold = [w.title, w.level, w.name, w.class_, w.date, w.code, w.key_title]
    regular = [w.instructions]
    for sheet in sheets.sheets:
        bold += [sheet.owner, *(answers for answers, _ in sheet.key_lines)]
        regular += [*(p.prompt for p in sheet.problems), *(box for p in sheet.problems for box in p.boxes),
                    *(how for _, how in sheet.key_lines)]
    check_printable(bold, regular)
