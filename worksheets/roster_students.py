"""Which rows of a roster's table are its students, and how two students of one name are told apart.

A member list names the class's teachers among its members (a Role column: Owner, Member), and they are left out
(``role_column``, ``STAFF_ROLES``). Two students of one name are printed with an ID or e-mail column's tag, "John
Smith (1023)" (``told_apart``); one name twice with the same ID is one student listed twice, as an enrolment export
lists a student once for each class, and is refused, as is a row that repeats another cell for cell, or one of
two rows of one name with its ID left empty. A workbook's cell merged down over several rows (a class
written once beside its students) is every covered row's (``merged_down``).
"""

from __future__ import annotations

import re

from .errors import RosterError
from .names import MAX_NAME_LENGTH, clean_name, name_key, quoted_name, shown_name
from .roster_cells import ID_HEADERS, id_tags
from .roster_headers import header_key, header_like
from .roster_lines import filled_cells
from .templating import macro
from .workbook import SheetMarks, column_letters


#: Headers of a column that says each member's part in a class team (Microsoft Teams, Google Classroom), and the
#: parts that are the class's teachers, not its students.
ROLE_HEADERS = frozenset({"role", "member role", "member type", "membership", "user role", "account type"})
STAFF_ROLES = frozenset({"owner", "owners", "teacher", "teachers", "co teacher", "staff", "educator", "instructor"})


#: The tag that tells two students of one name apart, as printed after the name: "John Smith (1023)".
_TAG = re.compile(r"\s*\([^()]*\)$")


def tagged(name: str, tag: str) -> str:
    """A student's name printed with the tag that tells it from another of the same name: "John Smith (1023)"."""
    return f"{clean_name(name)} ({tag})"


def untagged(name: str) -> str:
    """A name without the tag ``tagged`` adds ("John Smith (1023)" is John Smith); any other name as it is."""
    return _TAG.sub("", name)


def role_column(header_cells: list[str] | None) -> int | None:
    """The column of a member list's roles (Role: Owner, Member), or None."""
    keys = [header_key(cell) for cell in header_cells or ()]
    return next((index for index, key in enumerate(keys) if key in ROLE_HEADERS), None)


def told_apart(read: list[tuple[int, list[str], str]], header_cells: list[str] | None, source: str,
               id_columns: tuple[int, ...] = (), name_columns: tuple[int, ...] = (),
               ) -> tuple[list[tuple[int, list[str], str]], tuple[str, ...]]:
    """Students of one name told apart by an ID column (Student ID, Email, or one of ``id_columns``: a "Student"
    column of IDs beside "Student Name"): each such name printed with its tag, "John Smith (1023)", with a note.
    Without such a column the names are as read, and ``Names`` refuses the second as a duplicate, saying how to
    tell them apart. A row that repeats another cell for cell, with a cell beside the name (``name_columns``), is
    refused as one student listed twice, and so is one name twice with the same ID; one of them with an ID and
    the other none is refused naming the empty cell."""
    groups: dict[str, list[int]] = {}
    for index, (_, _, written) in enumerate(read):
        groups.setdefault(name_key(clean_name(written)), []).append(index)
    twice = sorted((at for at in groups.values() if len(at) > 1), key=lambda at: at[1])
    if not twice or not header_cells:
        return read, ()
    keys = ["id" if i in id_columns else header_key(cell) for i, cell in enumerate(header_cells)]
    rows = [row for _, row, _ in read]
    read = list(read)
    shown = []
    for at in twice:  # in the order a duplicate is met: the first not told apart is the one refused
        _refuse_repeated_row(read, at, source, name_columns)
        _refuse_one_student_twice(read, at, keys, header_cells, source)
        _refuse_missing_id(read, at, keys, header_cells, source)
        found = id_tags(keys, rows, at)
        if found is None:
            return read, ()
        column, tags = found
        _refuse_too_long(read, at, tags, header_cells[column].strip(), source)
        for index, tag in zip(at, tags):
            number, row, written = read[index]
            read[index] = (number, row, tagged(written, tag))
            shown.append(read[index][2])
    return read, (macro("roster.j2", "told_apart")(source=source, header=header_cells[column].strip(), names=shown),)


def _refuse_too_long(read: list[tuple[int, list[str], str]], at: list[int], tags: list[str], header: str,
                     source: str) -> None:
    """``RosterError`` for students of one name whose tags (``header``'s cells) make a printed name longer than fits
    on a sheet: the column tells them apart, and the name is what to shorten (an initial would not help)."""
    longest = max((tagged(read[index][2], tag) for index, tag in zip(at, tags)), key=len)
    if len(longest) <= MAX_NAME_LENGTH:
        return
    room = MAX_NAME_LENGTH - max(len(f" ({tag})") for tag in tags)
    (first, _, written), (second, _, _) = read[at[0]], read[at[1]]
    raise RosterError(f"{source} row {second}: {quoted_name(written)} is also on row {first}; the column {header!r} "
                      f"tells them apart, but the name with it, {shown_name(longest)!r}, is {len(longest)} characters, "
                      f"over the {MAX_NAME_LENGTH} that fit on a sheet: shorten the name in the list to {room} "
                      "characters or fewer, such as by writing a middle name as its initial")


def _stripped(row: list[str]) -> list[str]:
    """A row's cells up to its last filled one, each without the spaces at its ends."""
    return [cell.strip() for cell in filled_cells(row)]


def _refuse_repeated_row(read: list[tuple[int, list[str], str]], at: list[int], source: str,
                         name_columns: tuple[int, ...]) -> None:
    """``RosterError`` for a row that repeats an earlier one cell for cell (a name and its class, say): the same
    student pasted twice, whose fix is deleting the copy, not an initial. A row of the name alone has nothing
    beside the name to show it is the same student."""
    for later in at[1:]:
        cells = _stripped(read[later][1])
        if not any(cell for i, cell in enumerate(cells) if i not in name_columns):
            continue
        earlier = next((index for index in at if index < later and _stripped(read[index][1]) == cells), None)
        if earlier is not None:
            (first, _, _), (second, _, written) = read[earlier], read[later]
            raise RosterError(f"{source} row {second}: {quoted_name(written)} is listed again (also row {first}) "
                              "with every cell the same, so it is one student twice: delete the repeated row "
                              "(if they are two students of one name, add an initial to one of them)")


def _id_cells(read: list[tuple[int, list[str], str]], at: list[int],
              keys: list[str]) -> list[tuple[int, list[str]]]:
    """Each ID column (by its header's key) with the cells of the rows ``at`` in it, stripped ("" past a row's end)."""
    return [(column, [read[i][1][column].strip() if column < len(read[i][1]) else "" for i in at])
            for column, key in enumerate(keys) if key in ID_HEADERS]


def _refuse_one_student_twice(read: list[tuple[int, list[str], str]], at: list[int], keys: list[str],
                              header_cells: list[str], source: str) -> None:
    """``RosterError`` for one name on two rows with the same ID: one student listed twice, as an export of
    enrolments lists a student once per class; adding an initial, as for two students, is not the fix."""
    for column, cells in _id_cells(read, at, keys):
        cells = [cell.casefold() for cell in cells]
        if cells[0] and cells[1] == cells[0]:
            (first, _, written), (second, _, _) = read[at[0]], read[at[1]]
            raise RosterError(f"{source} row {second}: {quoted_name(written)} is listed again (also row {first}) "
                              f"with the same {header_cells[column].strip()!r}, so it is one student twice: if the "
                              "roster lists a student once for each class, print one class with --class; else "
                              "delete the repeated row")


def _refuse_missing_id(read: list[tuple[int, list[str], str]], at: list[int], keys: list[str],
                       header_cells: list[str], source: str) -> None:
    """``RosterError`` for students of one name of whom one has an ID and another none: the ID column would tell
    them apart but for the empty cell, so that cell is what to fill in (an initial is not the fix)."""
    for column, cells in _id_cells(read, at, keys):
        if any(cells) and not all(cells):
            blank = at[cells.index("")]
            other = next(index for index, cell in zip(at, cells) if cell)
            header = header_cells[column].strip()
            raise RosterError(f"{source} row {read[blank][0]}: {quoted_name(read[blank][2])} is also on row "
                              f"{read[other][0]}, and row {read[blank][0]} has no {header!r} to tell them apart: "
                              f"fill in its {header!r} (or, if it is the same student, delete the repeated row)")


def merged_down(rows: list[tuple[int, list[str]]], marks: SheetMarks) -> tuple[list[tuple[int, list[str]]],
                                                                                   list[tuple[str, str]]]:
    """The rows with the value of each cell merged down over several rows written in every row it covers (only
    the first holds it in the file), and those ranges as (cells, value) for a note."""
    at = {number: index for index, (number, _) in enumerate(rows)}
    rows = [(number, list(cells)) for number, cells in rows]
    filled = []
    for first_column, first_row, last_column, last_row in sorted(marks.merged, key=lambda cells: cells[1::-1]):
        if last_row == first_row or first_row not in at:
            continue
        top = rows[at[first_row]][1]
        value = top[first_column - 1] if first_column <= len(top) else ""
        if not value.strip():
            continue
        for number in range(first_row + 1, last_row + 1):
            if number in at:
                cells = rows[at[number]][1]
                cells.extend([""] * (first_column - len(cells)))
                cells[first_column - 1] = cells[first_column - 1] or value
        if not header_like(value):  # a heading merged over two header rows needs no word
            filled.append((f"{column_letters(first_column)}{first_row}:{column_letters(last_column)}{last_row}",
                           value.strip()))
    return rows, sorted(filled, key=lambda item: (len(item[0]), item[0]))
