"""What one name cell of a roster is: a number, a date, a true/false value or an e-mail address rather than a
name (``not_a_name``), an ID (``is_id``), or a name typed last name first, "Smith, Ann" (``last_first``,
``typed_last_first``, ``splits_last_first``).
"""

from __future__ import annotations

import re

#: A name typed last name first, "Smith, Ann": a comma and a space between words, no digits and no quotes (a
#: spreadsheet's two columns are saved with no space after the comma), and one or two names each side
#: (``_NAME_WORDS``).
_TYPED_LAST_FIRST = re.compile(r"(?P<last>[^\W\d_][^,;\t\"\d]*), (?P<first>[^\W\d_][^,;\t\"\d]*)")
#: Most words of a last name or a first name, not counting particles (de la Cruz, van der Berg): "García López,
#: José María". More is a sentence or a list, not a name.
_NAME_WORDS = 2
_PARTICLES = frozenset({"de", "del", "della", "der", "den", "di", "da", "das", "do", "dos", "du", "la", "le", "van",
                        "von", "ten", "ter", "bin", "binti", "bint", "ibn", "al", "el", "y", "e"})

#: Cell texts that are a number, a date (or a time) or a true/false value as a spreadsheet shows them, or hold an
#: e-mail address: never a name ("42", "3.5", "2026-03-04", "TRUE"), so such a name cell is refused.
NUMBER = re.compile(r"[+-]?\d+(?:[.,]\d+)*%?")
_DATE = re.compile(r"\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}(?:[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?"
                   r"|\d{1,2}:\d{2}(?::\d{2})?")
_TRUE_FALSE = frozenset({"TRUE", "FALSE"})
EMAIL = re.compile(r"[^\s@,;\"]+@[^\s@,;\"]+\.\w+")


def not_a_name(cell: str) -> str | None:
    """What a name cell holds when it is a number, a date or a true/false value or has an e-mail address; None
    for a name."""
    if NUMBER.fullmatch(cell):
        return "a number"
    if _DATE.fullmatch(cell):
        return "a date"
    if cell in _TRUE_FALSE:
        return "a true/false value"
    if EMAIL.search(cell):
        return "an e-mail address"
    return None


#: Double quotation marks that open and close a quotation, straight and as word processors and other languages
#: write them. A single quote at a name's end is no stray mark: it stands for a letter (‘Ofa, a Tongan name with
#: its glottal stop) or an apostrophe. A curly mark is stray only on its own side: an opening one ending a word is
#: a letter of another encoding read as Windows-1252 (Mac Roman's ì, "Lu“"), left for ``textfile.misread_in``.
_OPENING = frozenset('"\u201c\u201e\u00ab')
_CLOSING = frozenset('"\u201d\u00bb')
_QUOTES = _OPENING | _CLOSING


def stray_quote(cell: str) -> str | None:
    """A name cell without the quotation mark at one end that nothing closes ('"Ana Smith', 'Ana Smith”'), left as
    a CSV file's quotes or a copy from a document left it; None when the cell has no such mark. Quotes that pair
    (Robert "Bobby" Brown) are the name's."""
    text = cell.strip()
    if not text or sum(char in _QUOTES for char in text) % 2 == 0:
        return None
    if text[0] in _OPENING and text[-1] not in _QUOTES:
        return text[1:].strip()
    if text[-1] in _CLOSING and text[0] not in _QUOTES:
        return text[:-1].strip()
    return None


def is_id(cell: str) -> bool:
    """Is a cell an ID rather than a name: one word with a digit in it ("1001", "S-1001", "A12")?"""
    return bool(cell) and len(cell.split()) == 1 and any(char.isdigit() for char in cell)


#: What may follow a name written last name first after a second comma: "Jones, Bob, Jr" is Bob Jones Jr.
_SUFFIXES = frozenset({"jr", "jr.", "sr", "sr.", "ii", "iii", "iv", "v"})


def last_first(cell: str) -> str:
    """"Smith, Ann" as a class list reads it, Ann Smith; "Jones, Bob, Jr" Bob Jones Jr. A cell with no comma, or
    with more commas than a suffix explains, as it is: turning it round would guess which part is which."""
    parts = [part.strip() for part in cell.split(",")]
    if len(parts) == 2:
        return f"{parts[1]} {parts[0]}".strip()
    if len(parts) == 3 and parts[2].casefold() in _SUFFIXES:
        return f"{parts[1]} {parts[0]} {parts[2]}"
    return cell


def typed_last_first(lines: list[str]) -> bool:
    """Is each line a name typed last name first ("Smith, Ann", "de la Cruz, María José"), one or two names each
    side of the comma? Not when what follows the comma repeats as a category does ("Ann Smith, Red", "Ben Jones,
    Blue", "Cara Li, Red": a reading group), more than twins' or namesakes' first names would."""
    firsts = []
    for line in lines:
        found = _TYPED_LAST_FIRST.fullmatch(line.strip())
        if found is None or not all(0 < len([word for word in found[part].split() if word.casefold() not in _PARTICLES])
                                    <= _NAME_WORDS for part in ("last", "first")):
            return False
        firsts.append(" ".join(found["first"].casefold().split()))
    return 3 * len(set(firsts)) > 2 * len(firsts)  # at most a third of the lines repeat a first name


def splits_last_first(row: list[str], column: int) -> bool:
    """Is a text row's ``column`` and the cell after it a name typed "Smith, Ann" with no quotes (one or two names
    each side of the comma, as ``typed_last_first`` takes them)?"""
    if column + 1 >= len(row):
        return False
    last, first = row[column].strip(), row[column + 1].strip()
    found = _TYPED_LAST_FIRST.fullmatch(f"{last}, {first}")
    return found is not None and all(
        0 < len([word for word in found[part].split() if word.casefold() not in _PARTICLES]) <= _NAME_WORDS
        for part in ("last", "first"))


#: Headers of a column that tells two students of one name apart: an ID, a number, a login or an e-mail address
#: (as ``roster_headers.header_key`` writes them).
ID_HEADERS = frozenset({"id", "student id", "pupil id", "learner id", "student number", "pupil number", "student no",
                        "student no.", "upn", "admission number", "adno", "sis id", "user id", "username", "user name",
                        "login", "email", "email address", "e mail", "e mail address", "student email", "school email"})


def id_tags(header_keys: list[str], rows: list[list[str]], at: list[int]) -> tuple[int, list[str]] | None:
    """The column of an ID header whose cells tell apart the ``rows`` at indexes ``at`` (students of one name),
    and each one's tag: the cell, or an e-mail address's part before the @ ("jsmith2"), or the whole addresses when
    only what follows the @ differs (ana.smith@north.org, ana.smith@south.org). None when no such column has a
    different, filled cell in each of them."""
    for column, key in enumerate(header_keys):
        if key not in ID_HEADERS:
            continue
        cells = [rows[i][column].strip() if column < len(rows[i]) else "" for i in at]
        for tags in ([cell.split("@")[0] for cell in cells], cells):
            if all(tags) and len({tag.casefold() for tag in tags}) == len(tags):
                return column, tags
    return None
