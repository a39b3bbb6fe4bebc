"""Where a key of a rules file stands: the line a message about it names.

tomllib gives no positions, so the TOML text is scanned here: statement by statement, skipping
strings (one-line and multi-line), arrays and inline tables, so that a line inside a string or an
array is never taken for a key. A key's path is read by tomllib itself (quoted keys, dotted keys).
Where the scan cannot be sure, it gives no line: a wrong line is worse than none.
"""

from __future__ import annotations

import re
import tomllib
import unicodedata
from functools import cached_property
from typing import Any, Mapping

#: A key's place in the document: table names and keys, and the number (from 1) of an element of an
#: array of tables: ("boxes", 3, "points") is ``points`` under the third ``[[boxes]]``.
Path = tuple[str | int, ...]

#: Quotes a word processor types for straight ones ("smart quotes").
CURLY_QUOTES = "\u201c\u201d\u2018\u2019"


class _Unsure(Exception):
    """The text holds something the scan does not follow: no line is given for any key."""


def _line_end(text: str, at: int) -> int:
    end = text.find("\n", at)
    return len(text) if end < 0 else end


def _string_end(text: str, at: int) -> int:
    """Where the string starting at ``at`` ends (just after its closing quote)."""
    quote = text[at] * 3 if text.startswith(text[at] * 3, at) else text[at]
    basic = quote[0] == '"'
    i = at + len(quote)
    while i < len(text):
        if basic and text[i] == "\\":
            i += 2
        elif text.startswith(quote, i):
            end = i + len(quote)
            if len(quote) == 3:
                for _ in range(2):  # up to two quotes more belong to the text: """a""""
                    if text.startswith(quote[0], end):
                        end += 1
            return end
        elif text[i] == "\n" and len(quote) == 1:
            raise _Unsure
        else:
            i += 1
    raise _Unsure


def _value_end(text: str, at: int) -> int:
    """Where a value (with any comment after it) ends: the end of its last line."""
    depth, i = 0, at
    while i < len(text):
        char = text[i]
        if char in "\"'":
            i = _string_end(text, i)
            continue
        if char == "#":
            i = _line_end(text, i)
            continue
        if char in "[{":
            depth += 1
        elif char in "]}":
            depth -= 1
        elif char == "\n" and depth <= 0:
            return i
        i += 1
    return i


def _key_end(text: str, at: int, stop: str) -> int:
    """Where a key (or a header's name) that starts at ``at`` ends: at ``stop``, outside quotes."""
    i = at
    while i < len(text) and text[i] != "\n":
        if text[i] in "\"'":
            i = _string_end(text, i)
            continue
        if text.startswith(stop, i):
            return i
        i += 1
    raise _Unsure


def _key_path(key: str) -> tuple[str, ...]:
    """A key as tomllib reads it: 'upper-bonus.points', '"dice"'."""
    path: list[str] = []
    table: Any = tomllib.loads(f"{key} = 0")
    while isinstance(table, dict) and len(table) == 1:
        name, table = next(iter(table.items()))
        path.append(name)
    if table != 0:
        raise _Unsure
    return tuple(path)


def _scan(text: str, twice: list | None = None) -> dict[Path, tuple[int, int, bool] | None]:
    """Every key and table header of the text: its first and last line and whether it is a header; None
    where a path shows twice (and in ``twice``, each time it shows again: the path, its lines then and
    the first time)."""
    found: dict[Path, tuple[int, int, bool] | None] = {}
    first: dict[Path, int] = {}
    arrays: dict[tuple[str, ...], int] = {}  # arrays of tables, and how many elements each has so far
    table: Path | None = ()

    def line(at: int) -> int:
        return text.count("\n", 0, at) + 1

    def record(path: Path, start: int, last: int, header: bool = False) -> None:
        if path in found and twice is not None:
            twice.append((path, (start, last, header), first[path]))
        first.setdefault(path, start)
        found[path] = None if path in found else (start, last, header)

    i = 0
    while i < len(text):
        char = text[i]
        if char in " \t\r\n":
            i += 1
        elif char == "#":
            i = _line_end(text, i)
        elif char == "[":
            double = text.startswith("[[", i)
            start = i + (2 if double else 1)
            end = _key_end(text, start, "]]" if double else "]")
            name = _key_path(text[start:end].strip())
            if (len(name) > 1) if double else any(name[:n] in arrays for n in range(1, len(name) + 1)):
                table = None  # a table inside an element of an array of tables: not followed
            elif double:
                arrays[name] = arrays.get(name, 0) + 1
                table = (*name, arrays[name])
            else:
                table = name
            if table is not None:
                record(table, line(i), line(i), header=True)
            i = _line_end(text, end)
        else:
            equals = _key_end(text, i, "=")
            key = _key_path(text[i:equals].strip())
            end = _value_end(text, equals + 1)
            if table is not None:
                record((*table, *key), line(i), line(end))
            i = end
    return found


class KeyLines:
    """The lines of one rules file's keys, for messages: ``line(path)`` or None when not sure."""

    def __init__(self, text: str, document: Mapping[str, Any]):
        self.text, self.document = text, document

    @cached_property
    def found(self) -> dict:
        """The scan, made when a message first needs a line: most files load without one."""
        try:
            return _scan(self.text)
        except (_Unsure, tomllib.TOMLDecodeError, RecursionError):
            return {}

    def _written(self, path: Path) -> bool:
        """Whether the file itself holds ``path`` (not a base, not a default)."""
        value: Any = self.document
        for part in path:
            if isinstance(part, int):
                if not (isinstance(value, list) and 1 <= part <= len(value)):
                    return False
                value = value[part - 1]
            elif isinstance(value, dict) and part in value:
                value = value[part]
            else:
                return False
        return True

    def line(self, path: Path) -> int | None:
        """The line ``path`` stands on: its own line, or the one line of the inline table or array it is
        written in on one line; for a key missing from a table the file writes, that table's line. None when
        the file does not hold it or the line is not certain."""
        if not path:
            return None
        if not self._written(path):
            return self.line(path[:-1]) if len(path) > 1 and self._written(path[:-1]) else None
        for n in range(len(path), 0, -1):
            if path[:n] in self.found:
                lines = self.found[path[:n]]
                if lines is None or (n < len(path) and (lines[2] or lines[0] != lines[1])):
                    return None
                return lines[0]
        return None


def _named(path: Path) -> str:
    """A path as a message names it: "upper-bonus.points", "boxes[2].label"."""
    return "".join(f"[{part}]" if isinstance(part, int) else f".{part}" for part in path).lstrip(".")


def written_twice(text: str, line: int | None) -> str | None:
    """For a file tomllib refuses for a key or table written twice (on ``line``, when it says): the line and
    what is written twice, with the line it was written on first. None when the scan is not sure."""
    twice: list = []
    try:
        _scan(text, twice)
    except (_Unsure, tomllib.TOMLDecodeError, RecursionError):
        return None
    if not twice:
        return None
    path, (start, last, header), before = twice[0]
    if line is not None and not start <= line <= last:
        return None
    if header:
        shown = f"[[{_named(path[:-1])}]]" if isinstance(path[-1], int) else f"[{_named(path)}]"
        return f"line {start}: {shown} is written twice (also line {before}); keep one"
    return f"line {start}: {_named(path)} is already set on line {before}; keep one of them"


def curly_quote_line(text: str, line: int) -> str | None:
    """Line ``line`` of ``text`` when it holds a curly quote, else None."""
    lines = text.splitlines()
    if 1 <= line <= len(lines) and any(quote in lines[line - 1] for quote in CURLY_QUOTES):
        return lines[line - 1]
    return None


def straightened(line: str) -> str | None:
    """``line`` with its curly quotes made straight, when that makes it valid TOML; else None."""
    fixed = line.strip().translate({ord(q): '"' for q in CURLY_QUOTES})
    try:
        tomllib.loads(fixed)
    except tomllib.TOMLDecodeError:
        return None
    return fixed


def _unclosed_quote(text: str) -> tuple[int, str] | None:
    """(line, quote) of the first text in quotes that is never closed (a quote of three may go on over lines);
    None when every one is closed."""
    i = 0
    while i < len(text):
        if text[i] == "#":
            i = _line_end(text, i)
        elif text[i] in "\"'":
            try:
                i = _string_end(text, i)
            except _Unsure:
                return text.count("\n", 0, i) + 1, text[i] * 3 if text.startswith(text[i] * 3, i) else text[i]
        else:
            i += 1
    return None


def _unquoted(line: str) -> list[str]:
    """The characters of ``line`` outside its straight quotes, up to a comment."""
    outside: list[str] = []
    quoted = ""
    for char in line:
        if quoted:
            quoted = "" if char == quoted else quoted
        elif char in "\"'":
            quoted = char
        elif char == "#":
            return outside
        else:
            outside.append(char)
    return outside


def _odd_characters(line: str) -> str | None:
    """What an odd character of ``line`` outside its quotes is and what to write for it: a no-break or
    full-width space, or a full-width sign such as \uff1d for =, as a word processor or an input method types
    them. None when the line has none."""
    for char in _unquoted(line):
        if not char.isascii() and (unicodedata.category(char) == "Zs" or unicodedata.normalize("NFKC", char).isascii()):
            plain = "space" if unicodedata.category(char) == "Zs" else unicodedata.normalize("NFKC", char)
            name = unicodedata.name(char, "odd character").lower()
            return (f"this line has {'an' if name[0] in 'aeiou' else 'a'} {name} (U+{ord(char):04X}) where TOML "
                    f"needs a plain {plain}; retype it")
    return None


def _tomllib_words(message: str) -> str:
    """tomllib's message without Python's writing: ('upper-bonus',) is [upper-bonus]."""
    message = re.sub(r"\(((?:'[^']*'(?:, )?)+),?\)",
                     lambda names: "[" + ".".join(re.findall(r"'([^']*)'", names[1])) + "]", message)
    message = re.sub(r"^Cannot declare (\[.*\]) twice", r"\1 is written twice", message)
    return message.replace("Cannot overwrite a value", "a key or table is written twice, or a key is set "
                                                       "both alone and as a table")


def not_toml(where: str, text: str, error: tomllib.TOMLDecodeError) -> str:
    """The message for a file that is not TOML: a key or table written twice with both its lines; a line with
    curly quotes (as a word processor types them) with the quotes to write instead; a line with an odd space
    or sign with that character; else tomllib's words."""
    at = re.search(r"\(at line (\d+), column \d+\)", str(error))
    number = int(at[1]) if at else None
    if str(error).startswith(("Cannot overwrite", "Cannot declare")):
        twice = written_twice(text, number)
        if twice:
            return f"{where} {twice}"
    lines = text.splitlines()
    odd = _odd_characters(lines[number - 1]) if number and number <= len(lines) else None
    if odd:
        return f"{where} line {number}: not valid TOML: {odd}"
    curly = curly_quote_line(text, number) if number else None
    if curly is None:
        unclosed = _unclosed_quote(text)
        if unclosed and (number is None or unclosed[0] <= number):
            line, quote = unclosed
            where_to = "after the text (it may go on over lines)" if len(quote) == 3 else "on the same line"
            return f"{where} line {line}: not valid TOML: a text in quotes is not closed; end it with {quote} {where_to}"
        return f"{where}: not valid TOML ({_tomllib_words(str(error))})"
    fixed = straightened(curly)
    return (f"{where} line {number}: not valid TOML: this line has curly quotes (\u201c \u201d or \u2018 \u2019), as "
            f"a word processor types them; write straight quotes (\") instead"
            + (f": {fixed}" if fixed else ""))
