"""Players' and teams' names: the one place they are normalised, checked and told apart.

Names are data. They are kept as typed, with the ends trimmed and composed to
Unicode NFC, so a name pasted from another computer looks and compares the
same. Two names are the same player when they match ignoring case and runs of
spaces ("Ana", "ANA", "ana "). Whether a font can draw a name is not asked
here: a PDF renderer asks that, since a terminal or a web page can show names
a PDF font cannot.

Characters that cannot be seen, or that change how the text around them is
shown, are refused with their code point: control characters (Unicode
category Cc, such as a tab or an escape), line and paragraph separators, and
format characters (category Cf: bidirectional overrides and isolates
U+202A-U+202E and U+2066-U+2069, U+200B ZERO WIDTH SPACE, U+FEFF, U+00AD SOFT
HYPHEN, tag characters). One exception: U+200C ZERO WIDTH NON-JOINER and
U+200D ZERO WIDTH JOINER, which Devanagari, Bengali, Arabic, Persian and emoji
sequences need, are kept when both neighbours are letters or marks of a
script other than Latin, Greek and Cyrillic, or emoji (symbols, and emoji
modifiers or variation selectors). Between Latin, Greek or Cyrillic letters,
at an end, or beside a space they only hide a difference between two names,
and are refused.

Markup is not special: ``a<b``, ``<b>x``, ``&amp;`` and ``{{ 7*7 }}`` are
names like any other, printed exactly as typed.
"""

from __future__ import annotations

import unicodedata
from typing import Iterable

from .errors import InputError

#: Longest name that still prints at a readable size on a card and a chart column.
MAX_NAME_LENGTH = 40
#: Where a played game's names are printed (its board, and the cards printed when it ends), for messages.
GAME_CARDS = "the game's cards"

#: Unicode categories never accepted in a name: control, format, surrogate, line and paragraph separators.
REFUSED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Zl", "Zp"})
#: Zero-width non-joiner and joiner: kept only between letters of the scripts that need them, or emoji.
JOINERS = frozenset({"\u200c", "\u200d"})
#: Scripts whose letters never need a joiner between them (the first word of a character's Unicode name).
_NO_JOINER_SCRIPTS = ("LATIN ", "GREEK ", "CYRILLIC ")


def _joins(char: str) -> bool:
    """May a zero-width joiner or non-joiner stand next to ``char``?"""
    category = unicodedata.category(char)
    if category in ("So", "Sk") or 0xFE00 <= ord(char) <= 0xFE0F:
        return True  # emoji, emoji modifiers, variation selectors
    if category[0] in "LM":
        return not unicodedata.name(char, "").startswith(_NO_JOINER_SCRIPTS)
    return False


def _describe(char: str) -> str:
    label = unicodedata.name(char, "")
    return f"U+{ord(char):04X} {label}" if label else f"U+{ord(char):04X}"


def hidden_character(name: str, advice: str = "type the name without it") -> str | None:
    """Why ``name`` cannot be accepted because of a character that is not seen or changes the text
    around it (naming the character by code point, then ``advice``), or None when every character is fine."""
    for index, char in enumerate(name):
        category = unicodedata.category(char)
        if category not in REFUSED_CATEGORIES:
            continue
        if char in JOINERS:
            before = name[index - 1] if index > 0 else ""
            after = name[index + 1] if index + 1 < len(name) else ""
            if before and after and _joins(before) and _joins(after):
                continue
            return (f"has {_describe(char)} at character {index + 1}, where no script needs it "
                    "(only between letters of scripts such as Devanagari or Arabic, or within an emoji)")
        kind = "a control character" if category == "Cc" else (
            "a line break" if category in ("Zl", "Zp") else "an invisible formatting character")
        return f"has {_describe(char)} at character {index + 1}, {kind}; {advice}"
    return None


def clean_name(raw: str) -> str:
    """A name as typed: ends trimmed, composed (NFC)."""
    return unicodedata.normalize("NFC", raw.strip())


#: Spaces that look like a space but are another character, as a name pasted from a web page or a word processor
#: may hold: named in messages, which show them as a plain space.
_NO_BREAK_SPACES = frozenset({"\u00a0", "\u2007", "\u202f"})


def shown_name(name: str) -> str:
    """A name as a message shows it: each space of another kind (U+00A0 NO-BREAK SPACE, an em space) as a plain
    space, since a message quoting ``'Ana\\xa0Smith'`` reads as code, not as the name a teacher typed."""
    return "".join(" " if unicodedata.category(char) == "Zs" else char for char in name)


def odd_spaces(name: str) -> str:
    """What a message adds after ``shown_name(name)`` when it changed the name: which kind of space was shown as
    a plain one ("" when none)."""
    odd = sorted({char for char in name if unicodedata.category(char) == "Zs" and char != " "})
    if not odd:
        return ""
    if all(char in _NO_BREAK_SPACES for char in odd):
        return " (typed with a non-breaking space)"
    return f" (typed with {', '.join(_describe(char) for char in odd)} for a space)"


def quoted_name(name: str) -> str:
    """A name in quotes as a message shows it (``shown_name``), with the kind of space shown as a plain one."""
    return f"{shown_name(name)!r}{odd_spaces(name)}"


def name_key(name: str) -> str:
    """What two names must share to be the same player: case and runs of spaces do not count."""
    return " ".join(unicodedata.normalize("NFC", name).casefold().split())


class Names:
    """Collects names in order, refusing empty, too long and repeated ones, and ones with hidden characters.

    ``what`` names the thing in messages ("name", "player name", "team name");
    ``where`` given to ``add`` starts the message (a file and row), ``place`` is
    how a later duplicate refers back to it ("row 2"). With ``advise``, the
    messages for a name too long and a name given twice say how to fix the list.
    """

    def __init__(self, what: str = "name", longest: int = MAX_NAME_LENGTH,
                 error: type[InputError] = InputError, advise: bool = False, room: str = "a sheet") -> None:
        self.what = what
        self.longest = longest
        self.room = room  # where the names are printed, for the message of one too long
        self.error = error
        self.advise = advise
        self.names: list[str] = []
        self._seen: dict[str, str] = {}

    def add(self, raw: str, where: str = "", place: str = "") -> str:
        prefix = f"{where}: " if where else ""
        name = clean_name(raw)
        key = name_key(name)
        if not key:
            raise self.error(f"{prefix}empty {self.what}" if where else f"a {self.what} is empty")
        hidden = hidden_character(name)
        if hidden:
            raise self.error(f"{prefix}{self.what} {name!r} {hidden}")
        if len(name) > self.longest:
            raise self.error(f"{prefix}{self.what} {name!r} is {len(name)} characters long; "
                             f"at most {self.longest} fit on {self.room}{self._shorten(name)}")
        if key in self._seen:
            advice = self._tell_apart(name)
            shown = quoted_name(name)
            if where:
                raise self.error(f"{prefix}duplicate {self.what} {shown} (also {self._seen[key]}){advice}")
            raise self.error(f"{self.what} {shown} is given twice{advice}")
        self._seen[key] = place or name
        self.names.append(name)
        return name

    def _shorten(self, name: str) -> str:
        """Advice for a name too long: shorten it, such as to the first word and the last one's initial."""
        if not self.advise:
            return ""
        # the words of the name itself: a tag that tells two students apart ("(1023)") is no part of it
        words = [word for word in name.split() if word[0].isalpha()]
        short = f"{words[0]} {words[-1][0]}." if len(words) > 1 else ""
        example = f" (such as {short!r})" if short and len(short) <= self.longest else ""
        return f"; shorten it in the list{example}"

    def _tell_apart(self, name: str) -> str:
        """Advice for a name given twice: an initial added to one of them ("Ana B.", "Ana M. Lee")."""
        if not self.advise:
            return ""
        first, *rest = name.split(maxsplit=1)  # any space: "Ana\xa0Smith" is Ana M. Smith too
        example = f"{first} M. {rest[0]}" if rest else f"{first} B."
        example = shown_name(example)
        if len(example) > self.longest:
            return "; add an initial to one of them so that each is told apart"
        return f"; add an initial to one of them so that each is told apart (such as {example!r})"


def _is_separator(char: str) -> bool:
    return char.isspace() or (char.isascii() and not char.isalnum())


def group_key(text: str) -> str:
    """What a class's name counts as when two are told apart, by ``--class`` and by default file names
    (``render.output``): case folded (5b is 5B), composed (NFC) whether typed composed or decomposed, and its
    words (runs of anything but spaces and ASCII punctuation) joined by single spaces. 5é and 5e stay two."""
    folded = unicodedata.normalize("NFC", unicodedata.normalize("NFC", text).casefold())
    return " ".join("".join(" " if _is_separator(c) else c for c in folded).split())


def check_names(names: Iterable[str], what: str = "player name", longest: int = MAX_NAME_LENGTH,
                room: str = "a sheet") -> tuple[str, ...]:
    """The names cleaned, in order; ``InputError`` for an empty, too long or repeated one, or one with a
    control or invisible formatting character. ``room``: where the names are printed ("a sheet")."""
    collected = Names(what, longest, room=room)
    for name in names:
        collected.add(name)
    return tuple(collected.names)


#: Words after a family name that are not one ("Montgomery Jr.", "Wellington III").
_SUFFIXES = frozenset({"jr", "sr", "ii", "iii", "iv"})


def brief_names(names: Iterable[str]) -> dict[str, str]:
    """A shorter form of each name, for where a screen has little room: its first word and the initial of its last
    word that starts with a letter ("Anastasia K."), else more letters of that word ("Anastasia Ko."), else its
    first and last words, else the name whole, taking the first form shorter than the name that no other name of
    ``names`` also takes; a name of one word is whole.
    Never markup: the forms are text like the names."""
    def forms(name: str) -> list[str]:
        words = name.split()
        # a tag such as "(1023)" tells no one apart, nor does "Jr." or "III" after a family name
        lettered = [word for word in words[1:] if word[:1].isalpha() and word.casefold().rstrip(".") not in _SUFFIXES]
        if not lettered:
            return [name]
        last = lettered[-1]
        # "Anastasia K.", then "Anastasia Ko." and so on while another name shares the form, then the last word
        shorter = [f"{words[0]} {last[:size]}." for size in range(1, len(last))] + [f"{words[0]} {last}"]
        return [form for form in shorter if len(form) < len(name)] + [name]

    every = {name: forms(name) for name in dict.fromkeys(names)}
    level = dict.fromkeys(every, 0)
    while True:
        chosen = {name: every[name][min(level[name], len(every[name]) - 1)] for name in every}
        taken: dict[str, list[str]] = {}
        for name, form in chosen.items():
            taken.setdefault(name_key(form), []).append(name)
        shared = [name for group in taken.values() if len(group) > 1 for name in group
                  if level[name] < len(every[name]) - 1]
        if not shared:
            return chosen
        for name in shared:
            level[name] += 1
