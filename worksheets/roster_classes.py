"""The class column of a roster, and ``--class``.

A school export often lists several classes in one file, in a class column: Class, Form, Homeroom (whatever
they hold), or Year, Grade or Group when every value looks like a class or a year level (5B, 10C, Y5, Year 5, or a
number up to 13), not a mark (85), a year (2015), a letter grade (A) or a table's group (Table 1, Red). When the
column holds several classes, the class a command is asked for (``--class 5B``) keeps only its rows, compared by
``class_key`` (case, accents written either way, and spaces or punctuation between words or between a digit and
a letter do not count: 5b, "5 B" and 5-B are 5B); a class the column does not hold is refused, naming the classes
it does. A class matched in a column of fewer classes (Year: 5) beside one of more (Tutor Group: 5B, 5C) is named in
a note, since every student of that year is then printed as one class. A class two columns hold for different
students (5 in Grade and in Period) is refused, and the teacher names the column: ``--class "Period 5"``. When it holds one class and no ``--class`` is given, that class is printed on every sheet, and a student
whose class cell is blank is printed with it and named in a note. When it holds one class, ``--class`` only names
the sheets (with a note when it differs), unless it names
another class (5C for a column of 5B), which is refused. Without
``--class``, a column of several classes is named in a note, since every student of every class gets a sheet
(and one name in two of its classes is refused with the advice to print one class).
With ``--class`` and no class column of several classes, a column whose cells all read as classes (Luokka: 5A, 5B),
or that holds the class asked beside other values each in more than one row (Block: 7R, 7S beside Year 7), is taken
as one, with a note, so no other class's student is printed under the class asked; a student whose class cell is
blank is named when left out.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .errors import RosterError
from .names import clean_name, group_key, name_key, quoted_name

#: Headers of a column that holds each student's class (any case; spaces, hyphens or underscores between words).
CLASS_HEADERS = frozenset({
    "class", "class name", "class code", "form", "form group", "tutor group", "reg group", "registration group",
    "homeroom", "home room", "student class", "reg", "reg form", "registration", "section", "class section",
    "course section", "section name", "period", "class period", "set", "teaching group", "teaching set",
    "registration form", "math class", "maths class", "maths set", "math set", "maths group", "math group",
    "klasse", "classe", "clase", "grupo", "turma", "klas", "groep", "klasa", "klass", "класс", "τάξη",
})
#: Headers of a column of year levels, or of groups that may be classes: read as a class column only when each
#: value looks like a class (``_LEVEL_CLASS``).
LEVEL_HEADERS = frozenset({"year", "year group", "year level", "grade", "grade level", "group", "jahrgang", "stufe",
                           "année", "annee", "curso", "grado", "jaar", "rok"})
#: A class or year level as a Year, Grade or Group column writes it: a number of one or two digits, after a word
#: for a school year (Y5, Year 5, Gr 10) or before a few letters (5B, 10C, 5-B, 7eme); a number alone only up to
#: 13, the last school year anywhere (a mark is 85, a year 2015, and Table 1 a place in the room).
_LEVEL_CLASS = re.compile(r"(?:(?:year|yr|y|grade|gr|g|form|class|p|s)[ .-]?)?\d{1,2}(?:[ ./-]?[^\W\d_]{1,4})?",
                          re.IGNORECASE)
LAST_YEAR_LEVEL = 13
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
    #: The class column of a roster of one class (``spelling``) read whole: a student whose cell is blank there is
    #: printed with that class, and named in a note (a blank cell may be a slip, or a student of another class).
    blank_in: int | None = None
    #: No class asked, and a class column of several (``classes_in``): its classes as it writes them, in file order.
    classes: tuple[str, ...] = ()
    classes_in: int | None = None


@dataclass(frozen=True)
class _Column:
    index: int
    header: str
    level: bool
    classes: dict[str, str]  # key -> first spelling, in file order


def class_key(text: str) -> str:
    """What a class counts as when ``--class`` and a class column are compared: its ``group_key`` (case and accents
    written either way do not count) with no space between a digit and a letter ("5 B" and 5-B are 5B)."""
    return re.sub(r"(?<=\d) (?=[^\W\d_])|(?<=[^\W\d_]) (?=\d)", "", group_key(text))


def class_option(spelling: str) -> str:
    """``--class`` giving a class as a note shows it, in quotes when the shell would split it."""
    return f"--class {spelling}" if spelling.replace("-", "").isalnum() else f'--class "{spelling}"'


def _looks_like_a_class(value: str) -> bool:
    """Does a Year, Grade or Group cell hold a class or year level (5B, Y5, Year 5, 7), not a mark, a year or a
    group's name?"""
    value = value.strip()
    if value.isdigit():
        return 0 < int(value) <= LAST_YEAR_LEVEL
    return _LEVEL_CLASS.fullmatch(value) is not None


def _classes(rows: list[list[str]], index: int) -> dict[str, str]:
    found: dict[str, str] = {}
    for cells in rows:
        value = cells[index].strip() if index < len(cells) else ""
        if class_key(value):
            found.setdefault(class_key(value), value)
    return found


def _shown(classes: dict[str, str]) -> str:
    spellings = list(classes.values())
    more = len(spellings) - SHOWN_CLASSES
    return ", ".join(spellings[:SHOWN_CLASSES]) + (f" and {more} more" if more > 0 else "")


def _no_such_class(source: str, class_name: str, columns: list[tuple[str, dict[str, str]]],
                   header_cells: list[str], rows: list[list[str]], name_columns: list[int]) -> RosterError:
    """The refusal of a class asked that the roster's class ``columns`` (header, classes) do not hold; a value of
    another column with the class asked as one of its words ("Room 503" for 503) is offered as well."""
    held = "; ".join(f"its column {header!r} holds {_shown(classes)}" for header, classes in columns)
    offer = _value_with_word(header_cells, rows, name_columns, class_key(class_name), {h for h, _ in columns})
    also = f"; its column {offer[0]!r} holds {offer[1]!r}, which {class_option(offer[1])} prints" if offer else ""
    return RosterError(f"{source}: no class {class_name.strip()!r} (--class) in this roster: {held}{also}; give "
                       "one of those, or the class's own roster")


def _value_with_word(header_cells: list[str], rows: list[list[str]], name_columns: list[int], wanted: str,
                     listed: set[str]) -> tuple[str, str] | None:
    """The first (header, value) of a column not ``listed`` whose value has ``wanted`` as a word of its own."""
    for index, header in enumerate(header_cells):
        if index in name_columns or header.strip() in listed:
            continue
        for cells in rows:
            value = cells[index].strip() if index < len(cells) else ""
            if len(value.split()) > 1 and wanted in (class_key(word) for word in value.split()):
                return header.strip(), value
    return None


def _column_holding(header_cells: list[str], rows: list[list[str]], name_columns: list[int], wanted: str,
                    source: str) -> ClassChoice | None:
    """A column under a header this module does not know that holds the class asked (``wanted``, a
    ``class_key``) in some rows and other values in others, each value in more than one row, as a class is:
    taken as the class column with a note, so that no other class's students are printed under the class asked.
    None when no column does (a column of IDs holds each value once)."""
    from .templating import macro

    for index, header in enumerate(header_cells):
        if index in name_columns:
            continue
        values = [class_key(cells[index]) if index < len(cells) else "" for cells in rows]
        classes = _classes(rows, index)
        if wanted not in classes or len(classes) < 2 or len(set(values)) == len(values):
            continue
        note = macro("roster.j2", "class_column_taken")(source=source, header=header.strip(), classes=_shown(classes))
        return ClassChoice(index, wanted, header.strip(), classes[wanted], notes=(note,))
    return None


def _unnamed_column(header_cells: list[str], rows: list[list[str]], name_columns: list[int], class_name: str,
                    source: str) -> ClassChoice:
    """With ``--class`` and no column headed as a class column: a column whose cells all read as classes with a
    letter (5A, 5B; headed in a language or a word this module does not know, such as Luokka) and which holds the
    class asked is taken as the class column, with a note; else every row, as before."""
    from .templating import macro

    wanted = class_key(class_name)
    if not wanted:
        return ClassChoice()
    held = _column_holding(header_cells, rows, name_columns, wanted, source)
    if held is not None:
        return held
    for index, header in enumerate(header_cells):
        classes = _classes(rows, index) if index not in name_columns else {}
        if len(classes) < 2 or not all(_LEVEL_CLASS.fullmatch(v.strip()) and not v.strip().isdigit()
                                       for v in classes.values()):
            continue
        if wanted in classes:
            note = macro("roster.j2", "class_column_taken")(source=source, header=header.strip(),
                                                          classes=_shown(classes))
            return ClassChoice(index, wanted, header.strip(), classes[wanted], notes=(note,))
        if _LEVEL_CLASS.fullmatch(class_name.strip()):  # 5D beside 5B and 5C: another class, never a label
            raise _no_such_class(source, class_name, [(header.strip(), classes)], header_cells, rows, name_columns)
        # Perhaps not classes at all (rooms, say), and a label asked: every row is read, and the teacher is told.
        return ClassChoice(notes=(macro("roster.j2", "class_not_in_column")(
            source=source, header=header.strip(), classes=_shown(classes), asked=class_name.strip()),))
    return ClassChoice()


def _matched_beside(column: _Column, particular: _Column, rows: list[list[str]], class_name: str,
                    source: str) -> tuple[str, ...]:
    """A note when the class asked matched a ``column`` (Year: 5) beside a ``particular`` one of more classes
    (Tutor Group: 5B, 5C): every row of that year level may be printed as one class, so the column is named, with
    the classes the other holds."""
    from .templating import macro

    if column is particular or len(particular.classes) < 2:
        return ()
    wanted = class_key(class_name)
    count = sum(1 for cells in rows if column.index < len(cells) and class_key(cells[column.index]) == wanted)
    return (macro("roster.j2", "class_matched_beside")(
        source=source, asked=class_name.strip(), header=column.header, count=count, other=particular.header,
        classes=_shown(particular.classes), option=class_option(next(iter(particular.classes.values())))),)


def _rows_of(column: _Column, rows: list[list[str]], wanted: str) -> frozenset[int]:
    return frozenset(i for i, cells in enumerate(rows) if column.index < len(cells)
                     and class_key(cells[column.index]) == wanted)


def _refuse_two_columns(holding: list[_Column], rows: list[list[str]], wanted: str, class_name: str,
                        source: str) -> None:
    """A class asked that two class columns hold for different students (5 in Grade and in Period) is refused:
    either reading prints some students of another class under it. The teacher names the column."""
    first = _rows_of(holding[0], rows, wanted)
    other = next((column for column in holding[1:] if _rows_of(column, rows, wanted) != first), None)
    if other is None:
        return
    from .templating import macro

    asked = class_name.strip()
    raise RosterError(macro("roster.j2", "class_in_two_columns")(
        source=source, asked=asked, columns=[(column.header, len(_rows_of(column, rows, wanted)))
                                             for column in (holding[0], other)],
        options=[class_option(f"{column.header} {column.classes[wanted]}") for column in (holding[0], other)]))


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
        if not classes or (level and not all(_looks_like_a_class(value) for value in classes.values())):
            continue
        columns.append(_Column(index, header_cells[index].strip(), level, classes))
    if not columns:
        return _unnamed_column(header_cells, rows, name_columns, class_name, source)
    # The most classes is the most particular column; among as many, a class column (Homeroom: 5B) before a
    # year level (Grade: 5), which names no class to print.
    columns.sort(key=lambda column: (-len(column.classes), column.level))
    if not class_key(class_name):
        several = columns[0]
        if len(several.classes) < 2:
            if several.level:  # a year or grade ("5") is no class to print
                return ClassChoice()
            # The roster of one class: its class goes on the sheets, as its class column writes it; a blank
            # cell in it is named when the rows are read.
            return ClassChoice(header=several.header, spelling=next(iter(several.classes.values())),
                               blank_in=several.index)
        example = next(iter(several.classes.values()))
        option = class_option(example)
        return ClassChoice(notes=(macro("roster.j2", "several_classes")(
            source=source, header=several.header, count=len(several.classes), classes=_shown(several.classes),
            option=option),), header=several.header, classes=tuple(several.classes.values()),
            classes_in=several.index)
    wanted = class_key(class_name)
    holding = [column for column in columns if wanted in column.classes]
    if holding:
        column = holding[0]
        _refuse_two_columns(holding, rows, wanted, class_name, source)
        return ClassChoice(column.index, wanted, column.header, column.classes[wanted],
                           notes=_matched_beside(column, columns[0], rows, class_name, source))
    for column in columns:  # the column named with the class: "Period 5", "Grade 5"
        for key, spelling in column.classes.items():
            if class_key(f"{column.header} {spelling}") == wanted:
                return ClassChoice(column.index, key, column.header, f"{column.header} {spelling}")
    held = _column_holding(header_cells, rows, name_columns, wanted, source)
    if held is not None:
        return held  # "Year: 7" on every row, and the class asked (7R) in a column of another header
    several = [column for column in columns if len(column.classes) > 1]
    one = columns[0]
    # A class column of one class and another class asked (5C for a roster of 5B) would print 5B's students
    # as 5C's; a label that names the class with more words ("5B Maths") or a year level's column stays a label.
    if several or (not one.level and _LEVEL_CLASS.fullmatch(class_name.strip())):
        raise _no_such_class(source, class_name, [(column.header, column.classes) for column in several or [one]],
                             header_cells, rows, name_columns)
    return ClassChoice(notes=(macro("roster.j2", "class_as_label")(   # the roster of one class: --class names
        source=source, header=one.header, value=next(iter(one.classes.values())),  # the sheets, as it always has
        asked=class_name.strip()),))


def refuse_one_name_in_two_classes(read: list[tuple[int, list[str], str]], only: ClassChoice, source: str) -> None:
    """Two students of one name in different classes of a roster read whole: the advice is to print one class,
    where each is alone, not to rename one of them."""
    seen: dict[str, tuple[int, str]] = {}
    column = only.classes_in
    for number, cells, written in read:
        spelling = cells[column].strip() if column is not None and column < len(cells) else ""
        key = name_key(clean_name(written))
        if key in seen and class_key(seen[key][1]) != class_key(spelling) and seen[key][1] and spelling:
            first, other = seen[key]
            from .templating import macro

            raise RosterError(macro("roster.j2", "one_name_in_two_classes")(
                where=f"{source} row {number}", name=quoted_name(clean_name(written)), first=first,
                classes=(other, spelling), option=class_option(other)))
        seen.setdefault(key, (number, spelling))
