"""Rosters saved in an encoding other than UTF-8: Windows-1252 is read with a note; a file that only
Windows-1252 can decode but that is in another encoding (Mac Roman, Greek or Cyrillic Windows) is
refused, since its every name would print wrong."""

from __future__ import annotations

import pytest

from worksheets.errors import RosterError
from worksheets.roster import read_roster
from worksheets.textfile import looks_misread

from tests.files import write

ADVICE = ("looks garbled, so the file seems to be saved in another encoding than Windows-1252 "
          '(a Mac "CSV (Macintosh)" file, or Greek or Cyrillic text?); in Excel, save it with File > Save As '
          'as "CSV UTF-8 (Comma delimited)", then give that file')


@pytest.mark.parametrize("content, row, shown", [
    # Excel for Mac, "CSV (Macintosh)": Mac Roman, CR alone at line ends. é is byte 0x8E there, which
    # Windows-1252 shows as Ž (the code charts of both), and the name is on the file's second line.
    ("First Name,Last Name\rChloé,Dubois\rZoë,Müller\r".encode("mac_roman"), 2, "ChloŽ Dubois"),
    # Mac Roman ë is 0x91 and ü 0x9F, Windows-1252's ‘ and Ÿ.
    ("First Name,Last Name\rZoë,Müller\r".encode("mac_roman"), 2, "Zo‘ MŸller"),
    # í is 0x92 in Mac Roman, Windows-1252's ’ between two small letters.
    ("Name\rAna García\r".encode("mac_roman"), 2, "Ana Garc’a"),
    # Greek Windows-1253 with CRLF: Ζ ω ή are bytes C6 F9 DE, Windows-1252's Æ ù Þ.
    ("name\r\nΖωή Παπαδοπούλου\r\n".encode("cp1253"), 2, "ÆùÞ Ðáðáäïðïýëïõ"),
    # Cyrillic Windows-1251 as Excel saves it in Russian (semicolons): the header itself, Ф а м и л и я as
    # bytes D4 E0 EC E8 EB E8 FF, is Windows-1252's Ôàìèëèÿ; refused before "no name column".
    ("Фамилия;Имя\r\nИванова;Жанна\r\n".encode("cp1251"), 1, "Ôàìèëèÿ"),
    # Polish Windows-1250: Ł is byte A3, Windows-1252's £.
    ("Name\r\nAna\r\nŁukasz Nowak\r\n".encode("cp1250"), 3, "£ukasz Nowak"),
])
def test_another_encoding_read_as_windows_1252_is_refused(tmp_path, monkeypatch, content, row, shown):
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "class.csv", content)
    with pytest.raises(RosterError) as caught:
        read_roster("class.csv")
    assert str(caught.value) == f"class.csv row {row}: {shown!r} {ADVICE}"


def test_windows_1252_names_are_still_read(tmp_path, monkeypatch):
    # What Excel on Windows saves as "CSV": accented letters, a capital Ž at the start of a word, a typographic
    # apostrophe before a capital, Icelandic ð.
    monkeypatch.chdir(tmp_path)
    names = ["Zoë Müller", "François Dubois", "Žofie Nováková", "Seán O’Neil", "Guðrún Jónsdóttir", "José Núñez"]
    write(tmp_path, "class.csv", ("Name\r\n" + "\r\n".join(names) + "\r\n").encode("cp1252"))
    roster = read_roster("class.csv")
    assert list(roster) == names
    assert roster.notes == ("Note: class.csv is not UTF-8 (from row 2); it was read as Windows-1252. "
                            "If a name looks wrong, save the roster as CSV UTF-8.",)


def test_the_note_counts_rows_ended_by_cr_alone(tmp_path, monkeypatch):
    # A Windows-1252 file with CR line ends: the first byte that is not UTF-8 (ë) is on the third line.
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "class.csv", "Name\rAna\rZoë\r".encode("cp1252"))
    roster = read_roster("class.csv")
    assert list(roster) == ["Ana", "Zoë"]
    assert "(from row 3)" in roster.notes[0]


def test_cyrillic_and_greek_headers_are_read(tmp_path):
    # The same lists saved as CSV UTF-8, as the refusal above advises: Фамилия is the last name, Имя the first.
    assert list(read_roster(write(tmp_path, "ru.csv", "\ufeffФамилия;Имя\r\nИванова;Жанна\r\n"))) == ["Жанна Иванова"]
    assert list(read_roster(write(tmp_path, "el.csv", "Επώνυμο,Όνομα\nΠαπαδοπούλου,Ζωή\n"))) == ["Ζωή Παπαδοπούλου"]


@pytest.mark.parametrize("name", ["Zoë Müller", "François", "Žofie", "Seán O’Neil", "Guðrún", "MÜLLER",
                                  "Smith–Jones", "Þóra", "D´Angelo", "Ana “Annie” Lee"])
def test_windows_1252_names_do_not_look_misread(name):
    assert not looks_misread(name)
