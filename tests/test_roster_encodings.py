"""Rosters saved in an encoding other than UTF-8: Windows-1252 is read with a note; a file that only
Windows-1252 can decode but that is in another encoding (Mac Roman, Central European, Greek or Cyrillic
Windows) is refused, since its every name would print wrong."""

from __future__ import annotations

import pytest

from worksheets.errors import RosterError
from worksheets.roster import read_roster
from worksheets.textfile import looks_misread, misread_in

from tests.files import write

ADVICE = ("looks garbled, so the file seems to be saved in another encoding than Windows-1252 "
          '(a Mac "CSV (Macintosh)" file, or Central European, Greek or Cyrillic text?); in Excel, save it with File > Save As '
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
    # Windows-1250 (Romanian): Ş is byte AA and ş BA, Windows-1252's ª and º, before a letter.
    ("Name\r\nŞtefan Muşat\r\n".encode("cp1250"), 2, "ªtefan Muºat"),
    # Czech Windows-1250, as Excel saves "CSV" in Czech: ř is byte F8 and č E8 (the code charts of Windows-1250
    # and 1252), Windows-1252's ø and è; here ř stands between two vowels.
    ("Jméno\r\nJan Novák\r\nAntonín Dvořák\r\n".encode("cp1250"), 3, "Antonín Dvoøák"),
    # Č before a vowel: È before one, which French and Italian è never is.
    ("Jméno\r\nTomáš Černý\r\n".encode("cp1250"), 2, "Tomáš Èerný"),
    ("Jméno\r\nJiří Kučera\r\n".encode("cp1250"), 2, "Jiøí Kuèera"),
    # ž (9E, the same in both) with ů and č (F9 and E8, Windows-1252's ù and è) in one word.
    ("Jméno\r\nRůžička\r\n".encode("cp1250"), 2, "Rùžièka"),
    # A class whose only signs are apart: š in one name (the same byte in both) and ě (EC, Windows-1252's ì)
    # inside a word of another.
    ("Jméno\r\nTomáš\r\nMatěj\r\n".encode("cp1250"), 3, "Matìj"),
    # Polish: ń (F1) is Windows-1252's ñ, here before a consonant, where Spanish ñ never stands; ś (9C) is œ.
    ("Name\r\nJan Zieliński\r\n".encode("cp1250"), 2, "Jan Zieliñski"),
    ("Name\r\nAnna Wiśniewska\r\n".encode("cp1250"), 2, "Anna Wiœniewska"),
    # Hungarian: ő (F5) is Windows-1252's õ, here before k; Portuguese õ stands before e or a.
    ("Name\r\nAnna Szőke\r\n".encode("cp1250"), 2, "Anna Szõke"),
    # Mac Roman with LF line ends and only í to show for it (byte 92, Windows-1252's ’ after a consonant inside a
    # word), in two names: one such apostrophe may be a name's own, two are the file's encoding.
    ("Name\nAna García\nLuis Martínez\n".encode("mac_roman"), 2, "Ana Garc’a"),
])
def test_another_encoding_read_as_windows_1252_is_refused(tmp_path, monkeypatch, content, row, shown):
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "class.csv", content)
    with pytest.raises(RosterError) as caught:
        read_roster("class.csv")
    assert str(caught.value) == f"class.csv row {row}: {shown!r} {ADVICE}"


#: A class of names Windows-1252 spells, as Excel on Windows saves it ("CSV", CRLF): Spanish and Portuguese
#: (ª abbreviating María, ç, ã), Irish (h- and n- before a capital vowel, Mac), French, Nordic, German, Arabic
#: and Polynesian apostrophes typed ’ or ‘, West African and Italian ones, Kikuyu ng’.
INTERNATIONAL = ["Mª José García", "José Mª Pérez", "João Conceição", "Siobhán Ó hÉigeartaigh", "Aoife Ní hÓgáin",
                 "Seán Mac Éinrí", "Chloé Lefèvre", "Zoë Müller", "Åsa Ørjasæter", "Þóra Guðmundsdóttir",
                 "Sa’id Khan", "Sione Ta’ufo’ou", "Keali‘i Kahale", "Aminata N’diaye", "Mia D’angelo",
                 "Luca Dell’acqua", "Wanjiru Ng’ang’a", "Seán O’Neil", "Jürgen Groß", "Ana “Annie” Lee"]


def test_a_class_of_international_names_in_windows_1252_is_read(tmp_path, monkeypatch):
    # Before, "Mª", "hÉigeartaigh", "Sa’id" and the others were each refused as garbled.
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "class.csv", ("Name\r\n" + "\r\n".join(INTERNATIONAL) + "\r\n").encode("cp1252"))
    roster = read_roster("class.csv")
    assert list(roster) == INTERNATIONAL
    # The note names the first 8 names with letters beyond ASCII, and how many more, for the teacher to look at.
    accented = [name for name in INTERNATIONAL if not name.isascii()]
    assert roster.notes == ("Note: class.csv is not UTF-8 (from row 2); it was read as Windows-1252. Check these "
                            f"names, which a file saved in another encoding would change: {', '.join(accented[:8])}"
                            f"{f' and {len(accented) - 8} more' if len(accented) > 8 else ''}. "
                            "If a name looks wrong, save the roster as CSV UTF-8.",)


def test_first_and_last_name_columns_in_windows_1252_are_read(tmp_path):
    # The review's files: the Irish and Tongan names split over two columns.
    content = "First Name,Last Name\r\nSiobhán,Ó hÉigeartaigh\r\nSione,Ta’ufo’ou\r\nAnn,Smith\r\n"
    roster = read_roster(write(tmp_path, "class.csv", content.encode("cp1252")))
    assert list(roster) == ["Siobhán Ó hÉigeartaigh", "Sione Ta’ufo’ou", "Ann Smith"]


def test_windows_1252_names_are_still_read(tmp_path, monkeypatch):
    # What Excel on Windows saves as "CSV": accented letters, a capital Ž at the start of a word, a typographic
    # apostrophe before a capital, Icelandic ð.
    monkeypatch.chdir(tmp_path)
    names = ["Zoë Müller", "François Dubois", "Žofie Nováková", "Seán O’Neil", "Guðrún Jónsdóttir", "José Núñez"]
    write(tmp_path, "class.csv", ("Name\r\n" + "\r\n".join(names) + "\r\n").encode("cp1252"))
    roster = read_roster("class.csv")
    assert list(roster) == names
    assert roster.notes == ("Note: class.csv is not UTF-8 (from row 2); it was read as Windows-1252. Check these "
                            "names, which a file saved in another encoding would change: Zoë Müller, François Dubois, "
                            "Žofie Nováková, Seán O’Neil, Guðrún Jónsdóttir, José Núñez. "
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


#: Windows-1252 names with the letters that Czech, Polish and Hungarian Windows-1250 text shows as (ø, è, ñ, œ, õ,
#: ì, ù, ò), where these languages put them: Danish and Norwegian ø between consonants or before e or y, French
#: è before a consonant, Italian graves ending a word, Spanish ñ and French œ before a vowel, Portuguese õe.
WESTERN = ["Søren Møller", "Bjørn Løvaas", "Peter Høeg", "Øyvind Sjøen", "Ève Lefèvre", "Hélène Agnès",
           "Niccolò Mosè", "Luís Simões", "Ana Muñoz Ibáñez", "Lætitia Cœur", "Anaïs Loïc", "João Camões"]


@pytest.mark.parametrize("name", ["Zoë Müller", "François", "Žofie", "Seán O’Neil", "Guðrún", "MÜLLER",
                                  "Smith–Jones", "Þóra", "D´Angelo", "Ana “Annie” Lee", *INTERNATIONAL, *WESTERN])
def test_windows_1252_names_do_not_look_misread(name):
    assert not looks_misread(name)


def test_graves_inside_words_are_czech_only_beside_a_caron():
    # Scottish Gaelic writes ì, ù and ò inside words (Dòmhnall, Sìne, Ùisdean); Czech ě, ů and ň read as
    # Windows-1252 show the same, and a Czech class has š or ž somewhere (the same bytes in both encodings).
    gaelic = ["Dòmhnall Moireach", "Sìne NicLeòid", "Ùisdean Caimbeul", "Žofie Nováková", "Niccolò Rossi"]
    assert misread_in(gaelic[:3]) is None
    assert misread_in(gaelic[3:]) is None  # a caron, and a grave only ending a word
    assert misread_in(["Tomáš Novák", "Petr Svoboda", "Vìra Marková"]) == 2


def test_one_apostrophe_where_mac_roman_i_would_be_is_no_proof():
    # "Garc’a" may be García in Mac Roman, or a name's own apostrophe: alone in a Windows-1252 file (CRLF) it is
    # read; in a file whose lines end in CR alone (Excel for Mac's "CSV (Macintosh)") it is Mac Roman í.
    assert misread_in(["Ana Garc’a", "Ben Lee"]) is None
    assert misread_in(["Ben Lee", "Ana Garc’a"], mac_line_ends=True) == 1
    assert misread_in(["Sa’id Khan", "Sione Ta’ufo’ou", "Mia D’angelo"]) is None  # after a vowel or a first letter


@pytest.mark.parametrize("encoding", ["utf-16-le", "utf-16-be"])
def test_utf16_without_its_byte_order_mark_is_read(tmp_path, encoding):
    # Some editors save "Unicode" with no mark. Before: "row 1: a NUL byte, so this is not a text file".
    path = tmp_path / "class.csv"
    path.write_bytes("Name\r\nZoë\r\nŁukasz\r\nЖанна\r\n".encode(encoding))
    assert list(read_roster(path)) == ["Zoë", "Łukasz", "Жанна"]


@pytest.mark.parametrize("data", [
    b"name\r\nAda\r\nBo\x00b\r\nCy\r\n",  # one NUL among text: an odd length, and not every other byte
    b"\x00\x01\x02\x03" * 16,  # binary: NULs in pairs that decode to control characters
])
def test_nul_bytes_that_are_not_utf16_are_still_refused(tmp_path, data):
    path = tmp_path / "class.csv"
    path.write_bytes(data)
    with pytest.raises(RosterError, match="a NUL byte, so this is not a text file"):
        read_roster(path)


def test_a_name_excel_saved_as_question_marks_only_is_refused(tmp_path, monkeypatch):
    # Trial 15: Excel's "CSV" (Windows-1252) writes ? for every Greek or Cyrillic letter, so Мария Смирнова and
    # Ελένη Γεωργίου both became "????? ????????": two students printed as one name, told apart by IDs.
    monkeypatch.chdir(tmp_path)
    greek = "Ελένη Γεωργίου".encode("cp1252", errors="replace")  # as Excel saves it: ? for each letter
    assert greek == b"????? ????????"
    (tmp_path / "class.csv").write_bytes(b"Name\r\nAna Garc\xeda\r\n" + greek + b"\r\n")
    with pytest.raises(RosterError) as caught:
        read_roster("class.csv")
    assert str(caught.value) == ("class.csv row 3: the name '????? ????????' has no letters left, only marks that "
                                 "stand for letters lost when the file was saved in another encoding; save the "
                                 'roster again as "CSV UTF-8" (Excel: File > Save As) or .xlsx')


def test_a_name_with_one_letter_lost_is_still_read_with_its_note(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "class.csv", "Name\nAna\n?ukasz Nowak\n")  # Ł lost: the rest still names the student
    roster = read_roster("class.csv")
    assert list(roster) == ["Ana", "?ukasz Nowak"]
    assert any("row 3 ('?ukasz Nowak')" in note for note in roster.notes)
