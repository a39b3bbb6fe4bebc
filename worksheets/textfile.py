"""Reading a file a teacher names, with one-line messages when it cannot be read."""

from __future__ import annotations

import csv
import os
import re
import stat
import sys
from functools import lru_cache
from itertools import islice
from pathlib import Path
from typing import BinaryIO, Callable, Iterable

from .errors import InputError

#: Largest file a teacher gives (sheet, readings, roster, rules file, workbook, rolls): a class's
#: files are a few kilobytes, so this is far above any real one and still quick to read in full.
MAX_FILE_BYTES = 5 * 1024 * 1024
#: Names that mean standard input where a command reads it (``score --input -``).
STDIN_NAMES = ("-", "/dev/stdin")
_LINE_END = re.compile(rb"\r\n|\r|\n")


def _megabytes(size: int) -> str:
    return f"{size / (1024 * 1024):.1f} MB"


def _too_big(path: str | Path, size: int | None, limit: int, what: str) -> str:
    said = f"is {_megabytes(size)}" if size is not None else "is larger than that"
    return (f"{path}: {said}; a {what} of more than {_megabytes(limit)} is not read "
            "(a class's files are a few kilobytes: is this the right file?)")


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "is a folder"
    if stat.S_ISFIFO(mode):
        return "is a pipe (FIFO)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "is a device"
    if stat.S_ISSOCK(mode):
        return "is a socket"
    return "is not a regular file"


def _read_at_most(stream: BinaryIO | int, limit: int) -> bytes:
    """Up to ``limit + 1`` bytes, so that one more than the limit shows the file is too big."""
    chunks, left = [], limit + 1
    while left > 0:
        chunk = os.read(stream, min(left, 1 << 20)) if isinstance(stream, int) else stream.read(min(left, 1 << 20))
        if not chunk:
            break
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


def read_bytes(path: str | Path, *, error: type[Exception] = InputError, missing: type[Exception] | None = None,
               what: str = "file", limit: int = MAX_FILE_BYTES) -> bytes:
    """The file's bytes; ``error`` (``missing`` for a file that is not there) is raised with a
    one-line message naming the file when it cannot be read.

    Only a regular file is read: a folder, a pipe, a device (``/dev/zero``) or a socket is refused
    before anything is read, and a file is opened without blocking, so nothing waits for a writer.
    A file larger than ``limit`` bytes is refused by its size before reading, and no more than
    ``limit + 1`` bytes are ever read.
    """
    try:
        info = os.stat(path)
    except FileNotFoundError:
        raise (missing or error)(f"{path}: no such file") from None
    except OSError as exc:
        raise error(f"{path}: cannot be read ({exc.strerror})") from None
    if not stat.S_ISREG(info.st_mode):
        raise error(f"{path}: {_kind(info.st_mode)}, not a {what}")
    if info.st_size > limit:
        raise error(_too_big(path, info.st_size, limit, what))
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    try:
        handle = os.open(path, flags)
    except FileNotFoundError:
        raise (missing or error)(f"{path}: no such file") from None
    except OSError as exc:
        raise error(f"{path}: cannot be read ({exc.strerror})") from None
    try:
        mode = os.fstat(handle).st_mode
        if not stat.S_ISREG(mode):  # replaced between the look and the opening
            raise error(f"{path}: {_kind(mode)}, not a {what}")
        data = _read_at_most(handle, limit)
    except OSError as exc:
        raise error(f"{path}: cannot be read ({exc.strerror})") from None
    finally:
        os.close(handle)
    if len(data) > limit:
        raise error(_too_big(path, None, limit, what))
    return data


def first_bytes(path: str | Path, count: int) -> bytes:
    """The first ``count`` bytes of a regular file, or b"" for anything else or a file that cannot be
    read (the reader that follows says why); never blocks."""
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            return b""
        handle = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except OSError:
        return b""
    try:
        return os.read(handle, count) if stat.S_ISREG(os.fstat(handle).st_mode) else b""
    except OSError:
        return b""
    finally:
        os.close(handle)


def read_stdin(*, error: type[Exception] = InputError, what: str = "input", limit: int = MAX_FILE_BYTES,
               stream: BinaryIO | None = None, interactive: bool | None = None) -> bytes:
    """What is piped to standard input, at most ``limit`` bytes; refused when standard input is a
    terminal (nothing piped), so a command never sits waiting for typing nobody knows is wanted."""
    if stream is None:
        stream = getattr(sys.stdin, "buffer", None)
    if stream is None:
        raise error(f"standard input: cannot be read; give a {what} file instead")
    if interactive is None:
        try:
            interactive = stream.isatty()
        except (AttributeError, ValueError):
            interactive = False
    if interactive:
        raise error(f"standard input: nothing is piped in; pipe a {what} in (… | worksheets …) "
                    "or give a file name instead of -")
    data = _read_at_most(stream, limit)
    if len(data) > limit:
        raise error(f"standard input: more than {_megabytes(limit)}; a {what} that big is not read")
    return data


def read_text(path: str | Path, *, missing: type[Exception] = InputError, what: str = "file",
              stdin: bool = False) -> str:
    """The file's text (UTF-8, a byte-order mark dropped); ``missing`` is raised when there is no file.
    With ``stdin``, ``-`` and ``/dev/stdin`` mean what is piped to standard input."""
    if stdin and str(path) in STDIN_NAMES:
        data, path = read_stdin(what=what), "standard input"
    else:
        data = read_bytes(path, missing=missing, what=what)
    try:
        if data[:2] in (b"\xff\xfe", b"\xfe\xff"):  # UTF-16 with its byte-order mark, as Notepad saves "Unicode"
            return data.decode("utf-16")
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise InputError(f"{path} line {row_at(data, exc.start)}: not UTF-8 text ({_byte_shown(data[exc.start])}); "
                         "save it as UTF-8") from None


def _byte_shown(byte: int) -> str:
    """A byte that is not UTF-8, with the letter it is in Windows-1252 (where most such files come from):
    'byte 0xE9, é in Windows-1252'."""
    try:
        shown = bytes([byte]).decode("cp1252")
    except UnicodeDecodeError:
        shown = ""
    return f"byte 0x{byte:02X}" + (f", {shown} in Windows-1252" if shown.strip() and shown.isprintable() else "")


def row_at(data: bytes, index: int) -> int:
    """The line (from 1) that byte ``index`` is on, whatever ends the lines: CRLF (Windows), LF, or CR
    alone (what Excel on a Mac saves as "CSV (Macintosh)")."""
    return len(_LINE_END.findall(data, 0, index)) + 1


#: What Windows-1252 shows for bytes that are letters in the encodings a file is most often saved in instead
#: (Mac Roman's Ä, Ö, Ü, É, ß, á, à, Windows-1250's Ł, ą, ł, Ż): symbols no name has beside a letter.
_FOREIGN_SYMBOLS = frozenset("€‚ƒ„…†‡ˆ‰‹›•˜™¡¢£¤¥¦§¨©«¬®¯°±²³µ¶¸¹»¼½¾¿×÷")
#: Ordinal indicators end an abbreviation in a name ("Mª José" is María José); before a letter they are
#: Windows-1250's Ş and ş ("ªtefan", "Muºat").
_ORDINALS = frozenset("ªº")
#: Quotes and dashes that are Mac Roman letters (ì, î, ñ, ó) when they follow a letter: "“" after one, "”", "–"
#: and "—" before a small letter. A nickname's quote opens a word; a dash before a capital joins two names.
_QUOTE_AFTER_LETTER = frozenset("“")
_MARKS_INSIDE = frozenset("”–—")
#: Apostrophes: ’ is Mac Roman í ("Garc’a") and ‘ Mac Roman ë ("No‘l", or "Zo‘" at a word's end), but between
#: letters both are apostrophes and ʻokina too (Sa’id, Ta’ufo’ou, N’diaye, Hawai‘i), so alone they prove nothing.
_APOSTROPHES = frozenset("’‘")
#: Where an apostrophe of a real name stands after a consonant: Swahili and Kikuyu ng’ (Ng’ang’a), Italian
#: elisions (Dell’acqua, Sant’anna).
_APOSTROPHE_AFTER = ("ng", "ll", "nt")
_VOWELS = frozenset("aeiouyàáâãäåæèéêëìíîïòóôõöøùúûüýÿ")
#: Words before which Irish writes a small letter on a capital vowel (Ó hÉigeartaigh, Ní hÓgáin, an tÓg,
#: i nÉirinn), and the Mac before a capital.
_IRISH_PREFIXES = frozenset({"h", "n", "t", "mac", "mc"})
#: A word of at least this many letters, none of them ASCII, is another alphabet (Greek, Cyrillic) read as
#: Windows-1252: "Ðáðáäïðïýëïõ". Latin names mix ASCII letters with a few accented ones.
_FOREIGN_WORD_LETTERS = 4
#: Names in a file whose apostrophes stand where Mac Roman í would (after a consonant inside a word) before the
#: file is judged misread.
_SUSPECT_NAMES = 2
#: Central European Windows-1250 letters that Windows-1252 shows as letters too, told by where they stand:
#: ř as ø beside a vowel (Danish and Norwegian ø stands between consonants, or before e: Høeg, or y: Øyvind);
#: č as è before a vowel (French and Italian è never is); Polish ń as ñ and ś as œ before a consonant (Spanish ñ
#: and French œ stand before a vowel); Hungarian ő as õ not before e or a (Portuguese writes ões and õa).
_R_SHOWN = frozenset("øØ")
_C_SHOWN = frozenset("èÈ")
_BEFORE_A_VOWEL_ONLY = frozenset("ñœŒ")
_O_SHOWN = frozenset("õ")
_PLAIN_VOWELS = frozenset("aeiouáéíóúýAEIOUÁÉÍÓÚÝ")
#: Czech and Slovak: a word with š or ž (the same bytes in both encodings) and one of these, which are ř, č, ě, ů,
#: ň and ď read as Windows-1252 ("Rùžièka"); and in a whole file, š or ž in one name and ě, ů or ň (ì, ù, ò)
#: inside a word of another ("Matìj"). Scottish Gaelic writes ì, ù and ò inside words (Dòmhnall, Sìne) but no
#: š or ž.
_CARONS = frozenset("šžŠŽ")
_CZECH_SHOWN = frozenset("èìøùòïÈÌØÙÒÏ")
_GRAVES_SHOWN = frozenset("ìùòÌÙÒ")


def _is_sign(word: str, index: int) -> bool:
    """Is the character at ``index`` of ``word`` one that text saved in another encoding shows, and no name has?"""
    char = word[index]
    before = word[index - 1] if index else ""
    after = word[index + 1] if index + 1 < len(word) else ""
    if char in _FOREIGN_SYMBOLS:
        return before.isalpha() or after.isalpha()
    if char in _ORDINALS:
        return after.isalpha()
    if char in _QUOTE_AFTER_LETTER:
        return before.isalpha()
    if char in _MARKS_INSIDE:
        return before.isalpha() and after.islower()
    if char == "‘":  # Mac Roman ë ending a word: "Zo‘"
        return before.isalpha() and not after.isalpha()
    if ord(char) > 0x7F and char.isupper() and before.isalpha() and (before.islower() or after.islower()):
        return word[:index].casefold() not in _IRISH_PREFIXES  # "ChloŽ", "MŸller"; not "hÉigeartaigh"
    if char in _R_SHOWN:  # "Dvoøák", "Jiøí"
        return before in _PLAIN_VOWELS or (after in _PLAIN_VOWELS and after not in "eE")
    if char in _C_SHOWN:  # "Èerný", "Kuèera"
        return after in _PLAIN_VOWELS
    if char in _BEFORE_A_VOWEL_ONLY:  # "Zieliñski", "Wiœniewski"
        return before.isalpha() and (after == "" or (after.isalpha() and after not in _PLAIN_VOWELS))
    if char in _O_SHOWN:  # "Szõke", "Erdõs"
        return before.isalpha() and after not in ("e", "a")
    return False


def _czech_word(word: str) -> bool:
    """Has ``word`` both a caron letter (š, ž) and one of the letters Windows-1252 shows for ř, č, ě, ů, ň, ď?"""
    return bool(_CARONS.intersection(word)) and bool(_CZECH_SHOWN.intersection(word))


def _grave_inside(word: str) -> bool:
    """Has ``word`` an ì, ù or ò before a letter (Czech ě, ů, ň read as Windows-1252: "Matìj", "Rùžena")?"""
    return any(char in _GRAVES_SHOWN and index + 1 < len(word) and word[index + 1].isalpha()
               for index, char in enumerate(word))


def _suspect_apostrophe(word: str, index: int) -> bool:
    """Does an apostrophe at ``index`` stand where Mac Roman í or ë would: between a consonant that does not start
    the word and a small letter ("Garc’a", "Mart’nez"), where names have one after a vowel (Sa’id, Hawai‘i) or a
    word's first letter (D’angelo, N’diaye)?"""
    before = word[:index]
    after = word[index + 1:index + 2]
    return (word[index] in _APOSTROPHES and len(before) > 1 and before[-1].isalpha() and after.islower()
            and before[-1].casefold() not in _VOWELS and not before.casefold().endswith(_APOSTROPHE_AFTER))


def _apostrophe_inside(text: str) -> bool:
    """Has ``text`` an apostrophe between a letter and a small letter ("Sa’id", "Garc’a")?"""
    return any(char in _APOSTROPHES and 0 < index < len(text) - 1 and text[index - 1].isalpha()
               and text[index + 1].islower() for index, char in enumerate(text))


def _misread_words(text: str) -> tuple[bool, bool]:
    """Whether ``text`` shows a sure sign of another encoding read as Windows-1252, and an apostrophe only
    suspect (``_suspect_apostrophe``)."""
    sure = suspect = False
    for word in text.split():
        letters = [char for char in word if char.isalpha()]
        if len(letters) >= _FOREIGN_WORD_LETTERS and all(ord(char) > 0x7F for char in letters):
            sure = True
        sure = sure or _czech_word(word)
        for index in range(len(word)):
            sure = sure or _is_sign(word, index)
            suspect = suspect or _suspect_apostrophe(word, index)
    return sure, suspect


def looks_misread(text: str) -> bool:
    """Does ``text`` alone, read as Windows-1252, show that it was saved in another encoding (Mac Roman, Greek or
    Cyrillic Windows, Windows-1250)? Told by what such bytes show: a symbol beside a letter ("Sebasti‡n", "£ukasz",
    "ªtefan"), a capital that is not ASCII after a small letter or between a capital and a small letter ("ChloŽ",
    "MŸller"), a quote mark ending a word ("Zo‘"), a dash inside one ("Pe–a"), a word of letters with no ASCII
    letter ("Ôàìèëèÿ"). Names Windows-1252 holds (Zoë, Müller, Mª José, Ó hÉigeartaigh, Sa’id, O’Neil, Guðrún) do
    not; an apostrophe between letters is judged with the whole file (``misread_in``)."""
    return _misread_words(text)[0]


def misread_in(texts: list[str], *, mac_line_ends: bool = False) -> int | None:
    """Which of a file's ``texts`` (its names, or its cells), read as Windows-1252, shows first that the file was
    saved in another encoding; None when the file reads as Windows-1252 text. A sure sign in any text
    (``looks_misread``) decides; apostrophes where Mac Roman í would be ("Garc’a") decide only when several texts
    have one, or when the lines end in CR alone, as Excel for Mac's "CSV (Macintosh)", a Mac Roman file, ends them
    (``mac_line_ends``). A Windows-1252 class of Sa’id, Ta’ufo’ou and Ng’ang’a is read."""
    suspects = []
    for index, text in enumerate(texts):
        sure, suspect = _misread_words(text)
        if sure:
            return index
        if suspect or (mac_line_ends and _apostrophe_inside(text)):
            suspects.append(index)
    if suspects and (mac_line_ends or len(suspects) >= _SUSPECT_NAMES):
        return suspects[0]
    if any(_CARONS.intersection(text) for text in texts):  # a Czech or Slovak class: "Tomáš", and "Matìj"
        return next((index for index, text in enumerate(texts) if any(map(_grave_inside, text.split()))), None)
    return None


def _utf16_without_mark(data: bytes) -> str | None:
    """The text of UTF-16 saved without its byte-order mark (some editors' "Unicode" without BOM), told by its
    NUL bytes: every high byte of plain Latin text is 0, so the NULs all fall on one side of each pair. None
    when the bytes are not such text (a binary file)."""
    if len(data) % 2 or len(data) < 4:
        return None
    for encoding, zeros in (("utf-16-le", data[1::2]), ("utf-16-be", data[0::2])):
        if zeros.count(0) * 2 < len(zeros):  # most characters of a class list are Latin: their high byte is 0
            continue
        try:
            text = data.decode(encoding)
        except UnicodeDecodeError:
            continue
        if "\x00" not in text and all(char.isprintable() or char in "\t\r\n" for char in text):
            return text
    return None


def picture_kind(data: bytes) -> str:
    """The kind of picture ``data`` is, told by its first bytes (a photo of a card, a scan), or ""."""
    if data.startswith(b"\x89PNG\r\n\x1a\n"):
        return "PNG"
    if data.startswith(b"\xff\xd8\xff"):
        return "JPEG"
    if data.startswith((b"GIF87a", b"GIF89a")):
        return "GIF"
    if data.startswith((b"II*\x00", b"MM\x00*")):
        return "TIFF"
    if data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return "WebP"
    if data[4:8] == b"ftyp" and data[8:12] in (b"heic", b"heix", b"mif1", b"msf1", b"hevc"):
        return "HEIC, an iPhone photo"
    return ""


def decode_spreadsheet_text(data: bytes, source: str, *, error: type[Exception], save_as: str) -> tuple[str, int | None]:
    """The text of a file a spreadsheet or an editor saved, and the row from which it was read as
    Windows-1252 (None when it is UTF-8 or UTF-16).

    UTF-16 is read with its byte-order mark or, told by its NUL bytes, without; UTF-8 may have one. A
    file that is neither is read as
    Windows-1252, what Excel on Windows saves as "CSV", and the caller notes it. ``error`` is
    raised for what is not text at all, ``save_as`` saying how to save it instead.
    """
    picture = picture_kind(data)
    if picture:
        raise error(f"{source}: is a picture ({picture}), not a table; type what it shows into a spreadsheet, "
                    f"and {save_as}")
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            return data.decode("utf-16"), None
        except UnicodeDecodeError:
            raise error(f"{source}: starts like UTF-16 text but cannot be read; {save_as}") from None
    if b"\x00" in data and (bare := _utf16_without_mark(data)) is not None:
        return bare, None
    if b"\x00" in data:  # a binary file, or one cell holding a byte no spreadsheet writes
        at = row_at(data, data.index(b"\x00"))
        raise error(f"{source} row {at}: a NUL byte, so this is not a text file; {save_as}")
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        return data.decode("utf-8"), None
    except UnicodeDecodeError as exc:
        row = row_at(data, exc.start)
    try:
        return data.decode("cp1252"), row
    except UnicodeDecodeError as exc:
        bad = data[exc.start: exc.start + 1].hex().upper()
        at = row_at(data, exc.start)
        raise error(f"{source} row {at}: neither UTF-8 nor Windows-1252 text (byte 0x{bad}); {save_as}") from None


# --- the separator of a text table (CSV saved by a spreadsheet, or typed) ---------------------------------------

#: The separators a text table may use, in the order preferred when they split a row alike.
SEPARATORS = (",", ";", "\t")
#: Excel's first line naming the separator ("sep=;").
SEP_LINE = re.compile(r"^sep=(.)\s*$", re.IGNORECASE)
#: Rows below the header looked at when more than one separator splits the header.
ROWS_FOR_SEPARATOR = 20


def split_row(line: str, separator: str) -> list[str]:
    """The cells of one line of a text table, quotes read as a spreadsheet writes them."""
    return next(csv.reader([line], delimiter=separator), [])


def rejoin_parentheses(cells: list[str], separator: str = ",") -> list[str]:
    """Cells with a header that the separator split inside its parentheses joined again: "Name (Last, First)"
    saved with no quotes around it reads as "Name (Last" and " First)", one cell that is not a column."""
    joined: list[str] = []
    for cell in cells:
        if joined and joined[-1].count("(") > joined[-1].count(")") and cell.count(")") > cell.count("("):
            joined[-1] += separator + cell
        else:
            joined.append(cell)
    return joined


@lru_cache(maxsize=256)
def _header_cells(header: str, separator: str) -> tuple[str, ...]:
    return tuple(rejoin_parentheses(split_row(header, separator), separator))


def separator_of(header: str, below: Iterable[str] = (),
                 accept: Callable[[list[str]], bool] | None = None) -> str | None:
    """The separator of a text table whose header row is ``header`` (``below``: the lines under it).

    The one that splits the header into two cells or more (a split inside parentheses, "Name (Last, First)", is
    none); when more than one does (names written "Silva, Ana" in a file saved with semicolons, as European Excel
    does, or with tabs), the one that splits the rows below (their first ``ROWS_FOR_SEPARATOR`` filled lines)
    into as many cells as the header, then the one that splits the header into the most cells, comma before
    semicolon before tab. ``accept``: only a separator whose header cells it accepts counts (a roster: cells
    that name a name column), and None when none does; without it a header no separator splits is one cell,
    and the comma is returned.
    """
    splitting = [s for s in SEPARATORS if s in header and len(_header_cells(header, s)) > 1
                 and (accept is None or accept(list(_header_cells(header, s))))]
    if not splitting:
        return None if accept is not None else SEPARATORS[0]
    if len(splitting) == 1:
        return splitting[0]
    rows = list(islice((line for line in below if line.strip()), ROWS_FOR_SEPARATOR))

    def fit(separator: str) -> tuple[int, int]:
        width = len(_header_cells(header, separator))
        return sum(len(split_row(line, separator)) == width for line in rows), width

    return max(splitting, key=fit)  # the first of equals: comma before semicolon before tab
