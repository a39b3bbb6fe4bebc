"""Players' names: a roster file, or names typed as one comma-separated list.

A roster is a table with a name column: CSV as schools export it (UTF-8 with
or without a byte-order mark, UTF-16, or Windows-1252 with a note, refused when its names, judged together,
look like another encoding read so (``textfile.misread_in``); comma, semicolon or tab between cells; Excel's ``sep=;`` line), or an .xlsx workbook
(its first sheet or the one named). The name column's header is ``name``,
``student``, ``student name``, ``full name`` or ``pupil`` (any case), or first
and last names in two columns (``first name``/``last name``, ``given name``/
``family name``, ``surname``, each maybe after ``student``, ``pupil`` or ``legal``), joined "Ana Smith"
as a class list reads, with a middle-name column between them if there is one, or a first-name column
alone; or one column headed ``name (last, first)`` (``last, first``, ``surname, forename``, ``lastfirst``)
whose "Smith, Ann" is read as Ann Smith. The same headers in several languages are read (Vorname/Nachname,
Prénom/Nom, Nombre/Apellidos...: ``roster_headers``). Other
columns are ignored. The header row may have a few title rows above it (``Class list 5B``, a blank
row), which are skipped with a note, and a second header row under it ("First", "Last" under a merged
"Student"), read with it as one header; rows between the header and the first name with no name or a summary
(a grade export's due dates and class average) are skipped with a note. A file of one column is one name a
row, with or without a header, whatever its extension; with none, title lines at its top are skipped with a note. Count,
date and page lines under the names, and a mark book's summary rows (Total, Average), are skipped with a
note (``roster_lines`` tells them); a name cell holding a number, a date or TRUE/FALSE is refused (``roster_cells``),
a quotation mark at a name's end that nothing closes is dropped with a note (``roster_cells.stray_quote``),
and a name column of IDs only gives way to first and last name columns beside it, or is read as the students'
IDs beside another name column ("Student" beside "Student Name": ``roster_columns``). A
workbook's first sheet with no name column, when others have one, is refused naming them; its hidden
rows are skipped with a note, and a name formula with no saved result is refused. Names are
data, checked by ``worksheets.names``; students of one name are told apart by an ID or e-mail column when
there is one (``roster_students.told_apart``); every message names the file and row. A roster of several classes
gives those of the class asked for (``roster_classes``). A ``Roster`` remembers
where each name was read, so a renderer that cannot draw a name can say where it came from.
"""

from __future__ import annotations

import csv
import io
import re
from dataclasses import dataclass, field, replace
from pathlib import Path
from types import MappingProxyType
from typing import Callable, Iterable, Iterator, Mapping

from .errors import RosterError
from .names import MAX_NAME_LENGTH, Names
from .roster_cells import EMAIL, last_first, not_a_name, stray_quote, typed_last_first
from .roster_classes import ClassChoice, choose_class, class_key, class_option, refuse_one_name_in_two_classes
from .roster_columns import (HEADER_SEARCH_ROWS, find_header, heads_names, one_last_first, past_ids,
                             typed_last_first_rows)
from .roster_headers import (ACCEPTED_HEADERS, NAME_AS_LAST, header_columns, header_key, heads_a_roster_column,
                             heads_last_names, refuse_headings_as_a_name, rejoin_header, sub_header)
from .roster_students import STAFF_ROLES, merged_down, role_column, told_apart
from .templating import macro
from .roster_lines import (filled_cells, has_title_word, is_count, is_footer, is_list_label, is_page_line, is_summary,
                           is_summary_row, is_title, lone_text)
from .textfile import SEP_LINE, SEPARATORS, decode_spreadsheet_text, misread_in, read_bytes, separator_of
from .workbook import SheetMarks, Workbook, column_letters

__all__ = ["MAX_NAME_LENGTH", "Roster", "heads_a_roster_column", "parse_players", "read_roster"]

_SAMPLE = 'write names separated by commas, such as "Ana,Ben"'
#: What a spreadsheet writes for a letter it could not save in the file's encoding ("Zo? Smith"), and what a
#: reader shows for bytes it could not read (U+FFFD REPLACEMENT CHARACTER, shown as a question mark in a box).
LOST_LETTER_MARKS = ("?", "\ufffd")


@dataclass(frozen=True)
class Roster:
    """Names in order, and where each was read ("class.csv row 3", "--players name 2")."""

    names: tuple[str, ...]
    places: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))
    notes: tuple[str, ...] = ()  # how the file was read (a Windows-1252 file), for the command to show
    class_name: str = ""  # the class asked for, as the roster's class column writes it ("7A" for --class "7 a")
    #: No class asked of a roster whose class column holds several: those classes, in file order (and that column).
    classes: tuple[str, ...] = ()
    class_header: str = ""
    #: With ``classes``: each student's class, as its cell writes it (a sheet of one student's own shows it).
    class_of: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))

    def __iter__(self) -> Iterator[str]:
        return iter(self.names)

    def __len__(self) -> int:
        return len(self.names)

    def where(self, name: str) -> str:
        return self.places.get(name, "")


class _Names(Names):
    """Roster names: a file's or the command line's, remembering where each was read."""

    def __init__(self, room: str = "a sheet") -> None:
        super().__init__("name", MAX_NAME_LENGTH, RosterError, advise=True, room=room)
        self.places: dict[str, str] = {}
        self.lost: list[tuple[str, str]] = []  # (place, name) of names with a letter a wrong encoding lost

    def add(self, raw: str, where: str = "", place: str = "") -> str:
        if any(mark in raw for mark in LOST_LETTER_MARKS) and not any(ch.isalpha() for ch in raw):
            # Every letter lost ("????? ????????"): no name to print, and two students would read alike.
            raise RosterError(macro("roster.j2", "no_letters_left")(where=where, name=raw.strip()))
        name = super().add(raw, where, place)
        self.places[name] = where
        if any(mark in name for mark in LOST_LETTER_MARKS):
            self.lost.append((place, name))
        return name

    def roster(self, source: str | None = None) -> Roster:
        """The names read; for a file (``source``), with a note on names that may have lost a letter."""
        notes: tuple[str, ...] = ()
        if source is not None and self.lost:
            notes = (macro("roster.j2", "lost_letters")(source=source, names=self.lost),)
        return Roster(tuple(self.names), MappingProxyType(self.places), notes)


#: Names with letters beyond ASCII listed in the note on a file read as Windows-1252.
_SHOWN_ACCENTED = 8


def parse_players(text: str, where: str = "players", room: str = "a sheet") -> Roster:
    """Names from one comma-separated list, such as ``"Ana, Ben, Zoë"``; ``room``: where they are printed."""
    if not text.strip():
        raise RosterError(f"{where}: no names given ({_SAMPLE})")
    if text.strip().isdigit():  # "--players 4" meant as a count: four cards named "4" would be no one's
        raise RosterError(f"{where}: {text.strip()!r} is a number, not a name: {_SAMPLE}")
    names = _Names(room)
    for number, piece in enumerate(text.split(","), start=1):
        if not piece.strip():
            raise RosterError(f"{where}: name {number} is empty ({_SAMPLE})")
        names.add(piece, where, f"name {number}")
    return names.roster()


def _decode(data: bytes, name: str) -> tuple[str, int | None]:
    """The roster's text, and the row from which it was read as Windows-1252 (None for UTF-8 or UTF-16)."""
    return decode_spreadsheet_text(data, name, error=RosterError,
                                   save_as="save the roster as CSV UTF-8, plain text or .xlsx")


def _refuse_misread(where: str, text: str) -> None:
    """``RosterError`` for a file read as Windows-1252 in which ``text`` (at ``where``) looks garbled: a whole
    class set of wrong names is worse than no cards."""
    raise RosterError(macro("encodings.j2", "misread")(place=where, text=text))


def _check_misread(roster: Roster | None, text: str, name: str, mac_line_ends: bool) -> None:
    """Refuse a roster read as Windows-1252 whose names, or (``roster`` None: it could not be read) whose
    cells, look like another encoding, judged as a whole (``textfile.misread_in``); ``mac_line_ends``: the
    lines end in CR alone, as a Mac Roman file's do."""
    if roster is not None:
        found = misread_in(list(roster.names), mac_line_ends=mac_line_ends)
        if found is not None:
            _refuse_misread(roster.where(roster.names[found]), roster.names[found])
        return
    cells = [(number, cell.strip().strip('"')) for number, line in enumerate(text.splitlines(), start=1)
             for cell in re.split(r"[,;\t]", line)]
    found = misread_in([cell for _, cell in cells], mac_line_ends=mac_line_ends)
    if found is not None:
        _refuse_misread(f"{name} row {cells[found][0]}", cells[found][1])


def _row_text(cells: list[str]) -> str:
    return " ".join(cell.strip() for cell in cells if cell.strip())


def _is_footer_row(cells: list[str], columns: list[int]) -> bool:
    """A count, date or page line under the names: one filled cell that reads as one, or a title word in the
    name's cells beside a number ("Class average", 7.5). A row with a name and an ID, a year or a class
    beside it is a student's, whatever the words of its name (Ellen Page, Tom Date)."""
    alone = lone_text(cells)
    if alone is not None:  # a summary word alone ("Average", its score left empty) in a row of a table of several
        return is_footer(alone) or (len(cells) > 1 and is_summary(alone))
    name = " ".join(cells[i] for i in columns if i < len(cells))
    if has_title_word(name) and is_list_label(name) and any(ch.isdigit() for ch in "".join(cells)):
        return True
    return is_summary_row(cells)  # "Total", 246 or "Count", 6 ("Average" beside a number, whichever column)


def _unworked_summary(cells: list[str], unworked: bool) -> bool:
    """"Total" alone in a row whose count is a formula with no result saved: a workbook a program wrote, read
    without its count, is the same footer."""
    alone = lone_text(cells) if unworked else None
    return alone is not None and is_summary(alone)


def _no_name(cells: list[str], columns: list[int]) -> bool:
    return not any(cells[i].strip() for i in columns if i < len(cells))


def _is_export_row(cells: list[str], columns: list[int]) -> bool:
    """A gradebook's row under its header: its name cells a label of the list ("Points Possible", "Due date",
    "Class Average"), or a count, date or page line of one cell."""
    alone = lone_text(cells)
    if alone is not None and is_footer(alone):
        return True
    return is_list_label(" ".join(cells[i] for i in columns if i < len(cells)))


def _trim(rows: list[list[str]], columns: list[int], titles: bool, headed: bool = False,
          formulas: frozenset[int] = frozenset()) -> tuple[int, int, int]:
    """Where the names start and end among a list's filled rows: after its title lines (looked for only with
    ``titles``, in a list with no header: one cell a row), after the rows a grade export puts between its
    ``headed`` table's header and the first name (due dates and points with no name, a "Class Average" row), and
    before the count, date and page lines under it (see ``roster_lines``). The titles end at the first index, the
    rows under the header at the second. A row at an index of ``formulas`` holds a formula with no result: its
    name is there but unread."""
    start = 0
    if titles:
        while start < len(rows) and (alone := lone_text(rows[start])) is not None and is_title(alone):
            start += 1
    titled = start
    if headed:
        while start < len(rows) - 1 and start not in formulas and (_no_name(rows[start], columns)
                                                                   or _is_export_row(rows[start], columns)):
            start += 1
    end = len(rows)
    if end - 1 > start and is_count(rows[end - 1]):  # "24" under the names: their count, when a name is above it
        end -= 1
    while end > start and (_is_footer_row(rows[end - 1], columns)
                           or _unworked_summary(rows[end - 1], end - 1 in formulas)):
        end -= 1
    return titled, start, end


def _skipped(source: str, lines: list[tuple[int, str]], macro_name: str) -> tuple[str, ...]:
    if not lines:
        return ()
    return (macro("roster.j2", macro_name)(source=source, lines=lines),)


def _from_rows(rows: list[tuple[int, list[str]]], name: str, columns: list[int], how: str = "whole",
               titles: bool = False, marks: SheetMarks | None = None,
               sheet_columns: list[int] | None = None, header: str = "",
               header_cells: list[str] | None = None, header_rows: tuple[str, ...] = (),
               classes: Callable[[list[list[str]]], ClassChoice] | None = None, width: int | None = None,
               id_columns: tuple[int, ...] = ()) -> Roster:
    """The names in ``columns`` of a table's filled rows (read ``how``, see ``header_columns``), less title rows
    above them (with ``titles``), rows with no name or a summary between the header and the first name, and
    count, date or page rows under them, each skipped with a note; so are the page breaks of a list printed over
    pages: page lines, and the ``header`` (or one of its ``header_rows``) repeated. A name cell holding a number,
    a date or a true/false value is refused naming its column (``header_cells``).
    ``classes`` chooses, from the rows read as students, those of the class asked for (``roster_classes``); the
    rows of other classes are left out with a note. A text file's row of more cells than its header's ``width``
    is refused when a comma in a name with no quotes around it may have made them (``_shifts_a_name``); a note
    typed past the last column is not read. ``id_columns``: columns under a name header read as the students' IDs,
    which tell two students of one name apart as an ID column does.

    A workbook's ``marks``: its hidden rows are skipped with a note (a teacher hides the rows of students who
    left), and a formula with no result in ``sheet_columns`` (any column when None) is refused."""
    marks = marks or SheetMarks()
    hidden = [(number, _row_text(row)) for number, row in rows if number in marks.hidden_rows]
    rows = [(number, row) for number, row in rows if number not in marks.hidden_rows]
    lines = [(number, _row_text(row)) for number, row in rows]
    unworked: dict[int, list[tuple[int, str, str]]] = {}
    for (row_number, column), (reference, formula) in marks.unworked.items():
        unworked.setdefault(row_number, []).append((column, reference, formula))
    titled, start, end = _trim([row for _, row in rows], columns, titles, headed=bool(header),
                               formulas=frozenset(i for i, (number, _) in enumerate(rows) if number in unworked))
    repeated = {text.casefold() for text in (header, *header_rows) if text}
    names = _Names()
    breaks = []
    students = []
    for (number, row), (_, text) in zip(rows[start:end], lines[start:end]):
        alone = lone_text(row)  # a page line stands alone; a name with an ID beside it is a student's
        if (alone is not None and is_page_line(alone)) or text.casefold() in repeated:
            breaks.append((number, text))
        else:
            students.append((number, row))
    only = classes([row for _, row in students]) if classes is not None else ClassChoice()
    read: list[tuple[int, list[str], str]] = []  # (row number, cells, name) of each student read
    part_missing: list[tuple[int, str]] = []  # (row number, name) of names read with a part left empty
    quoted: list[tuple[int, str]] = []  # (row number, name cells) of names read without a stray quotation mark
    others = 0
    classless: list[str] = []  # left out too, but named: a blank class cell may be a slip in the export
    blank_class: list[tuple[int, str]] = []  # (row number, name) printed with the one class of a blank class cell
    roles = role_column(header_cells)
    staff: list[tuple[int, str]] = []  # a team's owners: its teachers, listed among the members
    headed = len(filled_cells(header_cells)) if header_cells else None  # the header's columns, to its last named
    past_header: list[tuple[int, str]] = []  # (row number, text) of cells right of the header's last column
    for number, row in students:
        if width is not None and len(filled_cells(row)) > width and _shifts_a_name(row, width, columns, students):
            _refuse_wide(row, name, number, width)
        if roles is not None and roles < len(row) and header_key(row[roles]) in STAFF_ROLES:
            staff.append((number, _row_text(row)))
            continue
        cell = row[only.column] if only.column is not None and only.column < len(row) else ""
        if only.column is not None and class_key(cell) != only.key:
            if class_key(cell):
                others += 1
            else:
                classless.append(" ".join(row[i].strip() for i in columns if i < len(row) and row[i].strip()))
            continue
        _refuse_unworked(unworked.get(number, ()), name, number, sheet_columns)
        if headed and filled_cells(row[headed:]):  # "left in March" typed after the last column
            past_header.append((number, " ".join(cell.strip() for cell in row[headed:] if cell.strip())))
        parts = [row[i].strip() if i < len(row) else "" for i in columns]
        if any(stray_quote(part) for part in parts):  # '"Ana Smith': a quote nothing closes is no part of the name
            quoted.append((number, " ".join(part for part in parts if part)))
            parts = [stray_quote(part) or part for part in parts]
        blank = only.blank_in is not None and not class_key(row[only.blank_in] if only.blank_in < len(row) else "")
        _refuse_not_a_name(parts, columns, header_cells, name, number)
        joined = " ".join(p for p in parts if p)
        if len(columns) > 1 and joined and (not parts[0] or any(  # a first or last name cell left empty
                not part and header_cells and column < len(header_cells) and heads_last_names(header_cells[column])
                for part, column in zip(parts, columns))):
            part_missing.append((number, joined))
        read.append((number, row, last_first(joined) if how == "last, first" else joined))
        if blank and joined:
            blank_class.append((number, read[-1][2]))
    read, told = told_apart(read, header_cells, name, id_columns, tuple(columns))
    if only.classes_in is not None:
        refuse_one_name_in_two_classes(read, only, name)
    class_of = {}
    for number, cells, written in read:
        added = names.add(written, f"{name} row {number}", f"row {number}")
        if only.classes_in is not None and only.classes_in < len(cells):
            class_of[added] = cells[only.classes_in].strip()
    roster = names.roster(source=name)
    left_out = (only.notes + told + _skipped(name, part_missing, "part_missing") + _skipped(name, staff, "staff_rows")
                + _skipped(name, quoted, "stray_quotes") + _skipped(name, past_header, "past_header"))
    if others:
        left_out += (macro("roster.j2", "other_classes")(source=name, header=only.header, spelling=only.spelling,
                                                         count=len(roster), others=others),)
    if classless:
        left_out += (macro("roster.j2", "classless")(source=name, header=only.header, names=classless),)
    if blank_class:
        left_out += (macro("roster.j2", "class_filled_in")(source=name, header=only.header, spelling=only.spelling,
                                                           option=class_option(only.spelling), lines=blank_class),)
    if how == "whole" and len(columns) == 1 and roster.names and typed_last_first(list(roster.names)):
        column = header_cells[columns[0]].strip() if header_cells and columns[0] < len(header_cells) else header
        if column:  # a list without a header has a note of its own (``typed_last_first``)
            left_out += (macro("roster.j2", "column_last_first")(source=name, header=column, example=roster.names[0]),)
    return replace(roster, class_name=only.spelling, classes=only.classes, class_of=MappingProxyType(class_of),
                   class_header=only.header if only.classes else "",
                   notes=left_out + _skipped(name, hidden, "hidden_rows")
                   + _skipped(name, lines[:titled], "titles") + _skipped(name, lines[titled:start], "above_names")
                   + _skipped(name, breaks, "page_breaks") + _skipped(name, lines[end:], "under_names")
                   + roster.notes)


def _shifts_a_name(row: list[str], width: int, columns: list[int], rows: list[tuple[int, list[str]]]) -> bool:
    """Could a text row's cells past the header's ``width`` come from a comma typed in a name with no quotes around
    it, which cuts the name and shifts the cells after it? Yes when the name columns end the header (the cut name
    runs past it), when a cell after a name column starts with a space ("Smith, Ann" typed), or when a cell past
    the header holds what the column that many to its left holds in other ``rows`` ("Smith,Ann,5B" under
    Name,Class). A note typed after the last column ("Ben Jones,5B,left early") shifts nothing."""
    cells = filled_cells(row)
    extra = len(cells) - width
    if max(columns) >= width - 1:
        return True
    if any(cells[i + 1].startswith(" ") for i in columns if i + 1 < len(cells)):
        return True
    for index in range(width, len(cells)):
        shifted = index - extra
        held = {other[shifted].strip() for _, other in rows if other is not row and shifted < len(other)}
        if cells[index].strip() in held - {""}:
            return True
    return False


def _refuse_wide(row: list[str], name: str, number: int, width: int) -> None:
    shown = ", ".join(repr(cell.strip()) for cell in filled_cells(row))
    raise RosterError(f"{name} row {number}: {len(filled_cells(row))} cells ({shown}) where the header has {width}: "
                      "a comma in a name with no quotes around it? Put such a name in quotes (\"Smith, Ann\"), "
                      "or save the list again from the spreadsheet")


def _refuse_not_a_name(parts: list[str], columns: list[int], header_cells: list[str] | None, name: str,
                       number: int) -> None:
    """``RosterError`` for a name cell that holds a number, a date, a true/false value (a wrong column, or a
    score typed in the name's place) or an e-mail address: a card for "42" or "TRUE" is no student's."""
    for part, column in zip(parts, columns):
        kind = not_a_name(part)
        if kind is None:
            continue
        if header_cells is None:
            raise RosterError(f"{name} row {number}: {part!r} is {kind}, not a name; type the student's name "
                              "there, or delete the row")
        header = header_cells[column].strip() if column < len(header_cells) else ""
        raise RosterError(f"{name} row {number}: the name cell in column {column_letters(column + 1)} ({header!r}) "
                          f"holds {kind}, {part!r}, not a name; type the student's name there, or delete the row")


def _refuse_unworked(cells: Iterable[tuple[int, str, str]], name: str, number: int, columns: list[int] | None) -> None:
    """``RosterError`` for the first of a row's formula ``cells`` with no result (column from 1, reference,
    formula) in ``columns`` (from 0; any column when None)."""
    for column, reference, formula in cells:
        if columns is None or column - 1 in columns:
            shown = f" ({formula})" if formula else ""
            raise RosterError(f"{name} row {number}: the name cell {reference} holds a formula{shown} but not its "
                              "result (the file was saved by a program that does not work formulas out); open it "
                              "in Excel or LibreOffice and save it, then give it again")


def _split(text: str, delimiter: str) -> list[tuple[int, list[str]]]:
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter)
    rows = []
    try:
        for record in reader:
            rows.append((reader.line_num, record))
    except csv.Error as exc:
        raise RosterError(f"cannot be read as CSV ({exc})") from None
    return rows


def _rows_roster(rows: list[tuple[int, list[str]]], name: str, marks: SheetMarks | None = None,
                 class_name: str = "", text: bool = False) -> Roster:
    """A roster from a table's rows: a header row with a name column (or first and last name columns),
    maybe under a few title rows, or, in a table of one column, one name a row with or without a header.
    ``marks``: a workbook sheet's hidden rows and formulas with no result (see ``_from_rows``); ``class_name``:
    the class asked for, whose rows alone are read when the table has a class column (``roster_classes``);
    ``text``: the rows are a CSV file's, each as wide as the header at most (a spreadsheet's may be wider)."""
    unworked = {row for row, _ in marks.unworked} if marks else set()
    filled = [(n, r) for n, r in rows if any(c.strip() for c in r) or n in unworked]
    if not filled:
        raise RosterError(f"{name}: no names found (a 'name' column, or one name a line)")
    number, first = filled[0]
    found = find_header(filled, name)
    if found is not None:
        index, (columns, how, id_columns) = found
        header_cells = rejoin_header(filled[index][1])
        below, typed, sub = filled[index + 1:], (), ()
        if below and (lower := sub_header(header_cells, below[0], name)) is not None:
            (header_cells, columns, how), below = lower, below[1:]
            sub = (macro("roster.j2", "two_header_rows")(
                source=name, first=filled[index][0], second=filled[index + 1][0],
                headers=[header_cells[i].strip() for i in columns]),)
        elif below:
            refuse_headings_as_a_name(below[0], columns, name, filled[index][0])
        if text:
            header_cells, columns, how = one_last_first(below, header_cells, columns, how, name, filled[index][0])
            below, typed = typed_last_first_rows(below, filled[index][1], header_cells, columns, how, name)
        passed, (columns, how, ids) = columns, past_ids(below, header_cells, columns, how, name, filled[index][0])
        if id_columns:  # a guess, said: "Student" of IDs beside "Student Name" is the students' ID column
            ids += (macro("roster.j2", "id_name_column")(source=name, ids=[header_cells[i].strip() for i in id_columns],
                                                         used=[header_cells[i].strip() for i in columns]),)
        if columns != passed:  # the whole-name column passed over holds IDs: they tell two of one name apart
            id_columns = [*id_columns, *passed]
        keys = [header_key(cell) for cell in header_cells]
        roster = _from_rows(below, name, columns, how, marks=marks, sheet_columns=columns,
                            header=_row_text(header_cells), header_cells=header_cells,
                            header_rows=tuple(_row_text(cells) for _, cells in filled[index:index + 1 + len(sub)]),
                            classes=lambda rows: choose_class(keys, header_cells, rows, columns, class_name, name),
                            width=len(header_cells) if text else None, id_columns=tuple(id_columns))
        if not roster:
            raise RosterError(f"{name}: no names found under the name column")
        notes = sub + typed + ids + ((macro("roster.j2", "name_as_last")(
            source=name, last=header_cells[columns[-1]].strip(), first=header_cells[columns[0]].strip()),)
            if how == NAME_AS_LAST else ())
        if index > 0:
            notes = (_above_header(name, filled[index][0], number, filled[index - 1][0]),) + notes
        hidden = [(column_letters(i + 1), header_cells[i].strip()) for i in columns
                  if marks and i + 1 in marks.hidden_columns]
        if hidden:  # a hidden column may be one the teacher means not to print: say that it was read
            notes += (macro("roster.j2", "hidden_columns")(source=name, columns=hidden),)
        return replace(roster, notes=notes + roster.notes) if notes else roster
    if all(len([c for c in r if c.strip()]) <= 1 for _, r in filled):
        roster = _from_rows([(n, [_row_text(r)]) for n, r in filled], name, [0], titles=True, marks=marks)
        if not roster:
            raise RosterError(f"{name}: no names found, only title, count, date or page lines, or hidden rows "
                              "(a 'name' column, or one name a line)")
        return roster
    shown = ", ".join(repr(cell.strip()) for cell in first)
    raise RosterError(f"{name} row {number}: no name column in the first row (found: {shown}); "
                      f"name it {ACCEPTED_HEADERS}")


def _text_roster(text: str, name: str, class_name: str = "") -> Roster:
    lines = text.splitlines()
    filled = [(number, line) for number, line in enumerate(lines, start=1) if line.strip()]
    if not filled:
        raise RosterError(f"{name}: no names found (a 'name' column, or one name a line)")
    first = filled[0][1]
    if SEP_LINE.match(first):
        text = text.split("\n", 1)[1] if "\n" in text else ""
        return _rows_roster(_split(text, SEP_LINE.match(first)[1]), name, class_name=class_name, text=True)
    for index, (number, line) in enumerate(filled[:HEADER_SEARCH_ROWS]):  # a header row decides the separator
        delimiter = separator_of(line, (below for _, below in filled[index + 1:]),
                                 accept=lambda cells, number=number: heads_names(cells, name, number))
        if delimiter is not None:
            return _rows_roster(_split(text, delimiter), name, class_name=class_name, text=True)
        found = header_columns([line.strip().strip('"')], name, number)
        if found is not None:  # "Name" over one name a line
            return _lines(lines, name, header=number, how=found[1])
    # no header: names typed "Smith, Ann", one a line; a table whose every row splits the same way; one name a line
    if typed_last_first([line for _, line in filled]):
        roster = _lines(lines, name)
        note = macro("roster.j2", "typed_last_first")(source=name, example=roster.names[0])
        return replace(roster, notes=roster.notes + (note,))
    for delimiter in SEPARATORS:
        widths = {len(next(csv.reader([line], delimiter=delimiter), [])) for _, line in filled}
        if len(widths) == 1 and widths.pop() > 1:
            return _rows_roster(_split(text, delimiter), name)  # refused: says which headers name the column
    return _lines(lines, name)


def _lines(lines: list[str], name: str, header: int | None = None, how: str = "whole") -> Roster:
    """One name a line; with ``header`` (a line number), the names are the lines below it, read ``how``
    the header says (see ``header_columns``). Without a header, title lines at the top are skipped with a
    note; count, date and page lines at the end are skipped either way."""
    filled = []
    for number, line in enumerate(lines, start=1):
        text = line.strip()
        if not text or (header is not None and number <= header):
            continue
        _refuse_cells(text, name, number)
        if len(text) > 1 and text[0] == text[-1] == '"':
            text = text[1:-1].replace('""', '"')
        filled.append((number, text))
    roster = _from_rows([(number, [text]) for number, text in filled], name, [0], how, titles=header is None,
                        header="" if header is None else lines[header - 1].strip().strip('"'),
                        header_cells=None if header is None else [lines[header - 1].strip().strip('"')])
    if not roster:
        raise RosterError(f"{name}: no names found under the name column" if header is not None else
                          f"{name}: no names found (a 'name' column, or one name a line)")
    titles = [number for number, line in enumerate(lines, start=1) if line.strip() and number <= (header or 0)]
    if len(titles) < 2:
        return roster
    return replace(roster, notes=(_above_header(name, header, titles[0], titles[-2]),) + roster.notes)


def _refuse_cells(line: str, name: str, number: int) -> None:
    """``RosterError`` for a line of a one-name-a-line list that is a CSV row of several cells (a quoted cell, then
    a separator) or holds an e-mail address: printed as a name it would show the quotes and the address."""
    for delimiter in SEPARATORS:
        cells = next(csv.reader([line], delimiter=delimiter), [])
        if line.startswith('"') and len(cells) > 1:
            break
    else:
        cells = []
    if len(cells) > 1 or EMAIL.search(line):
        shown = f"several cells ({', '.join(repr(cell.strip()) for cell in cells)})" if len(cells) > 1 else (
            "an e-mail address")
        raise RosterError(f"{name} row {number}: {line!r} holds {shown}, not one name; give the list a header row "
                          "naming its name column (such as Name) and the same number of cells in every row")


def _above_header(source: str, header: int, first: int, last: int) -> str:
    return macro("roster.j2", "above_header")(source=source, header=header, first=first, last=last)


def _holds_names(rows: list[tuple[int, list[str]]], name: str) -> bool:
    """Has a sheet a header row with a name column among its first rows?"""
    try:
        return find_header([(n, r) for n, r in rows if any(c.strip() for c in r)], name) is not None
    except RosterError:  # more than one name column: still a sheet of names
        return True


def _sheet_option(title: str) -> str:
    return f"--sheet {title}" if re.fullmatch(r"[\w.-]+", title) else f'--sheet "{title}"'


def _looks_like_plain_names(rows: list[tuple[int, list[str]]]) -> bool:
    """Whether a sheet's first rows could be names with no header: one column of a few words each, no digits
    and no sentence ends (a sheet of notes has sentences)."""
    cells = [[c.strip() for c in cells if c.strip()] for _, cells in rows]
    filled = [row for row in cells if row]
    return bool(filled) and all(len(row) == 1 and len(row[0].split()) <= 4 and not any(ch.isdigit() for ch in row[0])
                                and not row[0].endswith((".", ":", "!", "?")) for row in filled)


def _workbook_roster(data: bytes, name: str, sheet: str | None, class_name: str = "") -> Roster:
    """A workbook's roster: the sheet named, or the first. When the first sheet has no name column (notes,
    instructions) and others have one, it is refused naming them; when others have one too, a note says
    which sheet was read."""
    from .workbook import Workbook

    with Workbook(data, name, RosterError) as book:  # opened once for its sheets' first rows, rows and marks
        return _book_roster(book, name, sheet, class_name)


def _book_roster(book: Workbook, name: str, sheet: str | None, class_name: str) -> Roster:
    others: list[str] = []
    notes: tuple[str, ...] = ()
    if sheet is None:
        openings = book.openings(HEADER_SEARCH_ROWS)
        named = [opening.title for opening in openings if class_name.strip()
                 and class_key(opening.title) == class_key(class_name) and _holds_names(opening.rows, name)]
        if named:  # a workbook of a sheet per class: the class asked has its own
            roster = _book_roster(book, name, named[0], class_name)
            note = macro("roster.j2", "class_sheet")(source=name, sheet=named[0], option=_sheet_option(named[0]))
            return replace(roster, notes=(note,) + roster.notes)
        shown = [opening for opening in openings if not opening.hidden] or openings
        first = shown[0].title
        others = [opening.title for opening in shown[1:] if _holds_names(opening.rows, name)]
        hidden = [opening.title for opening in openings
                  if opening.hidden and opening.title != first and _holds_names(opening.rows, name)]
        if hidden:
            notes = (macro("roster.j2", "hidden_sheets")(source=name, hidden=hidden, example=_sheet_option(hidden[0])),)
        if others and not _holds_names(shown[0].rows, name):
            listed = ", ".join(repr(title) for title in others)
            if len(others) == 1:
                advice = f"the sheet {listed} has one: choose it with {_sheet_option(others[0])}"
            else:
                advice = f"the sheets {listed} have one: choose one with --sheet, such as {_sheet_option(others[0])}"
            if _looks_like_plain_names(shown[0].rows):
                advice += f"; or, if {first!r} is a list of names with no header, {_sheet_option(first)} reads it"
            raise RosterError(f"{name}: the first sheet, {first!r}, has no name column; {advice}")
    marks = book.marks(sheet)
    rows, filled_down = merged_down(list(book.rows(sheet)), marks)
    roster = _rows_roster(rows, name, marks, class_name)
    if filled_down:  # a merged class cell ("5B" over its students) is every covered row's, as the sheet shows
        notes += (macro("roster.j2", "merged_down")(source=name, ranges=filled_down),)
    if others:
        notes += (macro("roster.j2", "other_sheets")(source=name, first=first, others=others,
                                                     example=_sheet_option(others[0])),)
    return replace(roster, notes=notes + roster.notes)


def read_roster(path: str | Path, sheet: str | None = None, class_name: str = "") -> Roster:
    """The names in a roster file, in file order: CSV or text (any extension), or an .xlsx workbook
    (its first sheet, or ``sheet``). With ``class_name`` (``--class``), a roster with a class column gives
    the names of that class only (see ``roster_classes``)."""
    from .workbook import is_workbook, refuse_renamed_workbook, refuse_web_page

    if str(path).strip() in ("", "."):  # Path("") is "."
        raise RosterError("the roster's file name is empty (or '.', a folder); give a class list file, "
                          "such as --roster class.csv")
    path = Path(path)
    name = str(path)
    data = read_bytes(path, error=RosterError, what="roster file")
    if is_workbook(data):
        return _workbook_roster(data, name, sheet, class_name)
    refuse_renamed_workbook(path, RosterError, data)
    if sheet is not None:
        raise RosterError(f"{name}: --sheet is for .xlsx workbooks; this roster is a text file")
    text, row = _decode(data, name)
    mac_line_ends = b"\r" in data and b"\n" not in data  # Excel for Mac's "CSV (Macintosh)"
    refuse_web_page(text, name, RosterError, "class list")
    try:
        roster = _text_roster(text, name, class_name)
    except RosterError as exc:
        if row is not None:  # garbled headers or names make any other message beside the point
            _check_misread(None, text, name, mac_line_ends)
        if str(exc).startswith("cannot be read"):
            raise RosterError(f"{name}: {exc}") from None
        raise
    if row is None:
        return roster
    _check_misread(roster, text, name, mac_line_ends)
    # The names a wrong guess of the encoding would have changed, so the teacher can look at exactly those.
    accented = [student for student in roster if not student.isascii()]
    note = macro("roster.j2", "windows_1252")(source=name, row=row, names=accented[:_SHOWN_ACCENTED],
                                              more=len(accented) - _SHOWN_ACCENTED)
    return replace(roster, notes=(note,) + roster.notes)
