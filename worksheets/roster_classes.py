"""The class column of a roster (Class, Form, Homeroom; Group, Year or Grade holding 5B or 5), and ``--class``.

A school export often lists several classes in one file. When the roster has a class column, the class a
command is asked for (``--class 5B``) keeps only its rows, compared as default file names tell classes
apart (``names.group_key``: case, composed or decomposed accents, spaces and punctuation between words do
not count); a class the column does not hold is refused, naming the classes it does. Without ``--class``, a
column of several classes is named in a note, since every student of every class gets a sheet.
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import RosterError
from .names import group_key

#: Headers of a column that holds each student's class (any case; spaces, hyphens or underscores between words).
CLASS_HEADERS = frozenset({
    "class", "class name", "class code", "form", "form group", "tutor group", "reg group", "registration group",
    "homeroom", "home room", "student class",
    "klasse", "classe", "clase", "grupo", "turma", "klas", "groep", "klasa", "klass", "класс", "τάξη",
})
#: Headers of a column of year levels, or of groups that may be classes: read as a class column only when each
#: value has a digit ("5", "Year 5", "5B"; a mark book's Grade of A, B, C or a reading group's Red is not one),
#: and an ``--class`` it does not hold is only a label when it holds one value (Grade 5, ``--class 5B``).
LEVEL_HEADERS = frozenset({"year", "year group", "year level", "grade", "grade level", "group", "jahrgang", "stufe",
                           "année", "annee", "curso", "grado", "jaar", "rok"})
#: Most classes named in a message: a whole school's list has dozens.
SHOWN_CLASSES = 12


@dataclass(frozen=True)
class ClassChoice:
    """Which rows to read: those whose ``column`` (from 0) holds the class ``key``, or every row (column None)."""

    column: int | None = None
    key: str = ""
    header: str = ""
    spelling: str = ""  # the class as the column writes it
    notes: tuple[str, ...] = ()


@dataclass(frozen=True)
class _Column:
    index: int
    header: str
    level: bool
    classes: dict[str, str]  # key -> first spelling, in file order


def _classes(rows: list[list[str]], index: int) -> dict[str, str]:
    found: dict[str, str] = {}
    for cells in rows:
        value = cells[index].strip() if index < len(cells) else ""
        if group_key(value):
            found.setdefault(group_key(value), value)
    return found


def _shown(classes: dict[str, str]) -> str:
    spellings = list(classes.values())
    more = len(spellings) - SHOWN_CLASSES
    return ", ".join(spellings[:SHOWN_CLASSES]) + (f" and {more} more" if more > 0 else "")


def choose_class(header_keys: list[str], header_cells: list[str], rows: list[list[str]], name_columns: list[int],
                 class_name: str, source: str) -> ClassChoice:
    """The rows of ``rows`` (under the header) to read for ``class_name`` ("" when none was given).
    ``header_keys`` are the header cells as compared (lower case, single spaces)."""
    from .templating import macro

    columns = []
    for index, key in enumerate(header_keys):
        if index in name_columns or key not in CLASS_HEADERS | LEVEL_HEADERS:
            continue
        classes = _classes(rows, index)
        level = key in LEVEL_HEADERS
        if not classes or (level and not all(any(ch.isdigit() for ch in value) for value in classes.values())):
            continue
        columns.append(_Column(index, header_cells[index].strip(), level, classes))
    if not columns:
        return ClassChoice()
    columns.sort(key=lambda column: -len(column.classes))  # the most classes: the most particular column
    if not group_key(class_name):
        several = columns[0]
        if len(several.classes) < 2:
            return ClassChoice()
        example = next(iter(several.classes.values()))
        option = f"--class {example}" if example.replace("-", "").isalnum() else f'--class "{example}"'
        return ClassChoice(notes=(macro("roster.j2", "several_classes")(
            source=source, header=several.header, count=len(several.classes), classes=_shown(several.classes),
            option=option),))
    wanted = group_key(class_name)
    for column in columns:
        if wanted in column.classes:
            return ClassChoice(column.index, wanted, column.header, column.classes[wanted])
    judged = [column for column in columns if not column.level or len(column.classes) > 1]
    if not judged:  # one year level (Grade 5) and --class 5B: the class is a label
        return ClassChoice()
    column = judged[0]
    raise RosterError(f"{source}: no class {class_name.strip()!r} (--class) in this roster: its column "
                      f"{column.header!r} holds {_shown(column.classes)}; give one of those, or the class's own roster")
