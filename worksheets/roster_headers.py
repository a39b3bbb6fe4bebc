"""What a header cell of a roster means: a column of whole names, of first, middle or last names, or of names
written last name first ("Name (Last, First)"), in the languages a school export writes them; which columns of a
header row hold the name and how they are joined (``header_columns``); and whether a header heads any column a
roster reads (``heads_a_roster_column``, with ``roster_classes``'s class columns).
"""

from __future__ import annotations

import re
from typing import Mapping

from .errors import RosterError
from .roster_cells import ID_HEADERS
from .roster_classes import CLASS_HEADERS, LEVEL_HEADERS
from .textfile import rejoin_parentheses

#: Headers of a column that holds whole names (any case, spaces, hyphens or underscores between words).
_NAME_HEADERS = frozenset({"name", "names", "student", "students", "student name", "student names", "full name",
                           "pupil", "pupils", "pupil name", "learner", "learner name", "child", "child name",
                           "player", "player name", "display name", "preferred name", "legal name", "legal full name",
                           "known as", "nickname", "chosen name", "preferred",
                           # German, French, Spanish, Portuguese, Italian, Dutch, Polish, Scandinavian
                           "schüler", "schülerin", "schülername", "vollständiger name", "élève", "eleve",
                           "nom complet", "alumno", "alumna", "nombre completo", "aluno", "nome completo",
                           "alunno", "nome e cognome", "leerling", "volledige naam", "uczeń", "imię i nazwisko",
                           "elev", "namn", "navn",
                           # Russian, Ukrainian, Greek
                           "фио", "ф.и.о.", "ученик", "полное имя", "піб", "учень", "ονοματεπώνυμο", "ονοματεπωνυμο",
                           "μαθητής", "μαθητης"})
#: Headers of first-name and last-name columns, joined "first last" as a class list reads.
_FIRST_HEADERS = frozenset({"first name", "firstname", "first", "given name", "given names", "givenname",
                            "forename", "forenames", "preferred first name", "preferred forename",
                            "preferred forenames", "preferred given name",
                            "vorname", "rufname", "prénom", "prenom", "prénoms", "primer nombre", "nombres",
                            "primeiro nome", "voornaam", "roepnaam", "imię", "imie", "förnamn", "fornavn",
                            "имя", "ім'я", "ім’я"})
_LAST_HEADERS = frozenset({"last name", "lastname", "last", "surname", "family name", "familyname",
                           "preferred surname", "preferred last name",
                           "nachname", "familienname", "zuname", "nom de famille", "apellido", "apellidos",
                           "sobrenome", "apelido", "cognome", "achternaam", "nazwisko", "efternamn", "etternavn",
                           "efternavn", "фамилия", "прізвище", "επώνυμο", "επωνυμο"})
#: Headers that are the whole name alone, and part of it beside the other part: French "Nom" beside
#: "Prénom" is the last name, Spanish "Nombre" beside "Apellidos" the first.
_FIRST_OR_WHOLE = frozenset({"nombre", "nome", "όνομα", "ονομα"})
_LAST_OR_WHOLE = frozenset({"nom", "naam"})
#: Whole-name headers that name another name than the school's (a nickname): beside first and last name
#: columns, which to print is asked.
_PREFERRED = frozenset({"preferred name", "display name", "known as", "nickname", "chosen name", "preferred"})
#: Words under a name heading on a second header row ("Forename" over "Legal" and "Preferred"): each is read
#: with the heading above it ("Legal Forename").
QUALIFIERS = frozenset({"legal", "preferred", "known as", "nickname", "chosen", "official"})
#: Headers of a middle-name column between them: joined "first middle last", the whole name the school has.
_MIDDLE_HEADERS = frozenset({"middle name", "middle names", "middlename", "middle", "middle initial", "отчество",
                             "по батькові"})
#: Headers of a suffix column after the last name ("Jr.", "III"), joined after it as the whole name is written.
_SUFFIX_HEADERS = frozenset({"suffix", "name suffix", "generation", "generational suffix"})
#: Words before a first, middle or last name header that say whose name it is ("Student First Name").
_WHOSE = ("student", "student's", "pupil", "pupil's", "learner", "learner's", "child", "child's", "legal")
#: A header of one column of names written last name first ("Name (Last, First)", "Surname, Forename"):
#: "Smith, Ann" is read as Ann Smith.
LAST_FIRST_HEADER = re.compile(r"(?:(?:student|pupil|full|learner|child)(?:'s)? )?(?:names? )?\(?"
                               r"(?:last|last name|lastname|surname|family name), ?"
                               r"(?:first|first name|firstname|given names?|forenames?)\)?"
                               r"|(?:student )?last ?first(?: name)?")  # PowerSchool's LastFirst
ACCEPTED_HEADERS = ("name, student, student name, full name or pupil, or first name and last name "
                    "(given name and family name, surname)")


def header_key(cell: str) -> str:
    return " ".join(cell.replace("_", " ").replace("-", " ").casefold().split())


def _part(key: str, headers: frozenset[str]) -> bool:
    """Is ``key`` one of ``headers``, maybe after a word that says whose name it is ("student first name")?"""
    if key in headers:
        return True
    return any(key.startswith(whose + " ") and key[len(whose) + 1:] in headers for whose in _WHOSE)


def heads_last_names(header: str) -> bool:
    """Is ``header`` a last-name column's ("Surname", "Student Last Name", "Nachname")?"""
    key = header_key(header)
    return _part(key, _LAST_HEADERS) or key in _LAST_OR_WHOLE


def _preferred(key: str) -> bool:
    """Is ``key`` a header of a preferred name or a part of one ("Student Preferred Name", "Preferred Forename")?"""
    return _part(key, _PREFERRED) or key.startswith(("preferred ", "student preferred ", "pupil preferred "))


def heads_a_roster_column(header: str) -> bool:
    """Whether a header cell is one a roster reads as a name column or ``roster_classes`` as a class column
    (Name, Vorname, Student Last Name, Name (Last, First), Klasse, Year...), as ``check`` tells a class list."""
    key = header_key(header)
    return (key in _NAME_HEADERS | _FIRST_OR_WHOLE | _LAST_OR_WHOLE | CLASS_HEADERS | LEVEL_HEADERS
            or LAST_FIRST_HEADER.fullmatch(key) is not None
            or any(_part(key, headers) for headers in (_FIRST_HEADERS, _MIDDLE_HEADERS, _LAST_HEADERS)))


#: Headers of a roster's other columns, as a second header row may write them under a heading ("Contact" over
#: "Email" and "Phone"): with the name, class and ID headers, the words a header row holds and a student's row does not.
_OTHER_HEADERS = frozenset({"phone", "telephone", "mobile", "gender", "sex", "dob", "date of birth", "birth date",
                            "birthday", "age", "address", "parent", "guardian", "parent email", "notes", "comments",
                            "teacher", "course", "subject", "status", "house", "tutor", "advisor", "nationality"})


def header_like(cell: str) -> bool:
    """Could ``cell`` be a header row's, not a student's: a name, class, ID or other column's header, or a word under
    a name heading ("Legal", "Preferred")? A student's row holds a name of its own, an ID, a class or an address."""
    key = header_key(cell)
    return (heads_a_roster_column(cell) or key in QUALIFIERS or key in ID_HEADERS or key in _OTHER_HEADERS
            or any(_part(key, headers) for headers in (_FIRST_HEADERS, _LAST_HEADERS, _MIDDLE_HEADERS)))


def under_heading(upper: list[str], lower: list[str]) -> list[str]:
    """Two header rows read as one: each lower cell in place of the upper one, read with the heading it stands
    under when it is a ``QUALIFIERS`` word ("Legal" under a "Forename" merged over two columns: "Legal Forename");
    a blank lower cell keeps the upper one ("Homeroom" over nothing)."""
    width = max(len(upper), len(lower))
    merged, heading = [], ""
    for i in range(width):
        above = upper[i].strip() if i < len(upper) else ""
        below = lower[i].strip() if i < len(lower) else ""
        heading = above or (heading if below else "")  # a heading merged over several columns runs right
        if below and header_key(below) in QUALIFIERS and heading and header_like(f"{below} {heading}"):
            merged.append(f"{below} {heading}")
        else:
            merged.append(below or above)
    return merged


#: How a header with "Name" beside a first-name column is read: joined, "Name" taken as the last name, and said.
NAME_AS_LAST = "joined, Name as the last name"


def _columns(cells: list[str]) -> tuple[list[int], str] | None:
    """The name columns of a header row, in the order a class list reads (first name, middle name, last
    name), and how they are read ("whole", "joined", ``NAME_AS_LAST`` or "last, first"); None when the row is not a
    roster header."""
    keys = [header_key(c) for c in cells]
    whole = [i for i, k in enumerate(keys) if _part(k, _NAME_HEADERS) or LAST_FIRST_HEADER.fullmatch(k)]
    if len(whole) > 1:
        raise _TooMany(whole)
    first = [i for i, k in enumerate(keys) if _part(k, _FIRST_HEADERS)]
    middle = [i for i, k in enumerate(keys) if _part(k, _MIDDLE_HEADERS)]
    last = [i for i, k in enumerate(keys) if _part(k, _LAST_HEADERS)]
    if whole and keys[whole[0]] == "name" and len(first) == 1 and not last and len(middle) <= 1:
        return first + middle + whole, NAME_AS_LAST  # "Name;Vorname": a German export's Name is the surname
    if whole and _preferred(keys[whole[0]]) and (first or last):
        raise _TooMany(sorted(first + whole))  # "Annie" or "Ann Smith": which to print is the teacher's choice
    preferred = [i for i in first + last if _preferred(keys[i])]
    if whole and preferred:  # "Pupil Name" beside "Preferred Forename": the same choice
        raise _TooMany(sorted(whole + preferred))
    if whole:
        return whole, "last, first" if LAST_FIRST_HEADER.fullmatch(keys[whole[0]]) else "whole"
    if first and not last:
        last = [i for i, k in enumerate(keys) if k in _LAST_OR_WHOLE]
    if last and not first:
        first = [i for i, k in enumerate(keys) if k in _FIRST_OR_WHOLE]
    if not first and not last:
        either = [i for i, k in enumerate(keys) if k in _FIRST_OR_WHOLE | _LAST_OR_WHOLE]
        if len(either) > 1:
            raise _TooMany(either)
        if either:
            return either, "whole"
    for many in (first, middle, last):  # "Legal First Name" beside "Preferred First Name": which to print?
        if len(many) > 1 and first:
            raise _TooMany(many)
    if len(first) == 1 and len(last) == 1 and len(middle) <= 1:
        suffix = [i for i, k in enumerate(keys) if _part(k, _SUFFIX_HEADERS)][:1]
        return first + middle + last + suffix, "joined"
    if len(first) == 1 and not last:  # a class known by first names only (and maybe middle names)
        return first + middle[:1], "joined"
    return None


class _TooMany(Exception):
    def __init__(self, columns: list[int]):
        self.columns = columns


def rejoin_header(cells: list[str]) -> list[str]:
    """A header row's cells with a header that the separator split inside its parentheses joined again: "Name
    (Last, First)" saved with no quotes around it reads as "Name (Last" and " First)", one cell more than its rows."""
    return rejoin_parentheses(cells, ",")


def header_columns(cells: list[str], name: str, number: int) -> tuple[list[int], str] | None:
    """The name columns of a header row and how they are read (see ``_columns``); ``RosterError`` naming the row
    ``number`` of file ``name`` when it has more than one name column."""
    found = header_columns_beside_ids(cells, name, number)
    return None if found is None else found[:2]


def header_columns_beside_ids(cells: list[str], name: str, number: int, ids: frozenset[int] = frozenset(),
                              mostly_ids: Mapping[int, tuple[int, str]] | None = None,
                              ) -> tuple[list[int], str, list[int]] | None:
    """``header_columns``, knowing what the rows under the header hold: of more than one whole-name column
    ("Student" beside "Student Name"), those in ``ids`` (every cell an ID: 1001, 1002) are the students' IDs, not
    names, when a name column is left; the name columns, how they are read and the columns passed over as IDs.
    ``mostly_ids``: name columns of IDs but for one row (its number and cell), named in the refusal."""
    try:
        found = _columns(cells)
        return None if found is None else (*found, [])
    except _TooMany as many:
        passed = [i for i in many.columns if i in ids]
        if passed and len(passed) < len(many.columns):
            try:
                found = _columns(["" if i in passed else cell for i, cell in enumerate(cells)])
            except _TooMany:
                found = None
            if found is not None:
                return (*found, passed)
        shown = ", ".join(f"{i + 1} {cells[i].strip()!r}" for i in many.columns)
        looks = [(i, *mostly_ids[i]) for i in many.columns if mostly_ids and i in mostly_ids]
        hint = "".join(f"; the column {cells[i].strip()!r} holds IDs in every row but row {row} ({cell!r}): if it "
                       f"is the students' IDs, correct row {row} and head the column 'Student ID'"
                       for i, row, cell in looks[:1])
        raise RosterError(f"{name} row {number}: more than one name column (columns {shown}); keep the one "
                          f"to print, or rename the others{hint}") from None


def sub_header(upper: list[str], row: tuple[int, list[str]],
               name: str) -> tuple[list[str], list[int], str] | None:
    """A second header row under the header: name headers under a heading merged over them ("Student" over
    "First" and "Last", "Forename" over "Legal" and "Preferred"), or the header written again in other words
    ("Student Name" over "Name"), every cell of it a header's word (``header_like``). The two are read as one
    header (``under_heading``): the header cells, its name columns and how they are read; None when ``row`` is a
    student's (a name, an ID or a class of its own)."""
    number, cells = row
    lower = rejoin_header(cells)
    filled = [cell for cell in lower if cell.strip()]
    if not filled or not all(header_like(cell) for cell in filled):
        return None  # a student's row: a name of its own, an ID, a class
    merged = under_heading(upper, lower)
    found = header_columns(merged, name, number)
    return None if found is None else (merged, found[0], found[1])


def refuse_headings_as_a_name(row: tuple[int, list[str]], columns: list[int], name: str, header: int) -> None:
    """``RosterError`` for the row under the header when its name cells are all headers' words and nothing in it
    is a student's (no digit: no ID, no class): a second header row this reader could not join to the first
    ("First", "Last" beside a heading it does not know), which would print a card for "First Last"."""
    number, cells = row
    parts = [cells[i].strip() for i in columns if i < len(cells) and cells[i].strip()]
    if not parts or not all(header_like(part) for part in parts) or any(ch.isdigit() for ch in "".join(cells)):
        return
    raise RosterError(f"{name} row {number}: {' '.join(parts)!r} reads as column headings, not a student's name; "
                      f"if row {number} is a second header row, join it to row {header} (one header row) or delete it")
