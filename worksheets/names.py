"""Players' and teams' names: the one place they are normalised, checked and told apart.

Names are data. They are kept as typed, with the ends trimmed and composed to
Unicode NFC, so a name pasted from another computer looks and compares the
same. Two names are the same player when they match ignoring case and runs of
spaces ("Ana", "ANA", "ana "). Whether a font can draw a name is not asked
here: a PDF renderer asks that, since a terminal or a web page can show names
a PDF font cannot.
"""

from __future__ import annotations

import unicodedata
from typing import Iterable

from .errors import InputError

#: Longest name that still prints at a readable size on a card and a chart column.
MAX_NAME_LENGTH = 40


def clean_name(raw: str) -> str:
    """A name as typed: ends trimmed, composed (NFC)."""
    return unicodedata.normalize("NFC", raw.strip())


def name_key(name: str) -> str:
    """What two names must share to be the same player: case and runs of spaces do not count."""
    return " ".join(unicodedata.normalize("NFC", name).casefold().split())


class Names:
    """Collects names in order, refusing empty, too long and repeated ones.

    ``what`` names the thing in messages ("name", "player name", "team name");
    ``where`` given to ``add`` starts the message (a file and row), ``place`` is
    how a later duplicate refers back to it ("row 2").
    """

    def __init__(self, what: str = "name", longest: int = MAX_NAME_LENGTH,
                 error: type[InputError] = InputError) -> None:
        self.what = what
        self.longest = longest
        self.error = error
        self.names: list[str] = []
        self._seen: dict[str, str] = {}

    def add(self, raw: str, where: str = "", place: str = "") -> str:
        prefix = f"{where}: " if where else ""
        name = clean_name(raw)
        key = name_key(name)
        if not key:
            raise self.error(f"{prefix}empty {self.what}" if where else f"a {self.what} is empty")
        if len(name) > self.longest:
            raise self.error(f"{prefix}{self.what} {name!r} is {len(name)} characters long; "
                             f"at most {self.longest} fit on a sheet")
        if key in self._seen:
            if where:
                raise self.error(f"{prefix}duplicate {self.what} {name!r} (also {self._seen[key]})")
            raise self.error(f"{self.what} {name!r} is given twice")
        self._seen[key] = place or name
        self.names.append(name)
        return name


def check_names(names: Iterable[str], what: str = "player name", longest: int = MAX_NAME_LENGTH) -> tuple[str, ...]:
    """The names cleaned, in order; ``InputError`` for an empty, too long or repeated one."""
    collected = Names(what, longest)
    for name in names:
        collected.add(name)
    return tuple(collected.names)
