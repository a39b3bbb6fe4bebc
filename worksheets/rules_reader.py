"""Reading one parsed rules document key by key: each value checked, and every message naming the file, the key
and, when the file holds it, the line (``rules_lines.KeyLines``); a key the file keeps from its base is said to come
with it. ``rules`` builds a ``RuleSet`` with it.
"""

from __future__ import annotations

import difflib
import re
from typing import Any, Mapping

from .errors import RulesError
from .names import hidden_character
from .rules_lines import KeyLines

#: The keys of a whole rules file, and of one of its boxes.
TOP_KEYS = {
    "base", "name", "title", "summary", "source", "aliases", "kind", "dice", "faces", "rolls",
    "upper-bonus", "extra-yahtzee", "extra-yahtzee-points", "team-game", "place-value", "boxes",
}
BOX_KEYS = {"label", "scorer", "face", "count", "score", "points", "length", "faces"}

#: Keys of a rules file that name several things, so that a message says "its boxes differ".
PLURAL_KEYS = frozenset({"boxes", "dice", "faces", "rolls", "extra-yahtzee-points"})


#: A key as messages name it: "dice", "upper-bonus.points", "boxes[3] ('Triple').points".
_BOX_KEY = re.compile(r"boxes\[(\d+)\](?: \(.*\))?(?:\.([^.]+))?", re.DOTALL)


def path_named_in(key: str) -> tuple[str | int, ...]:
    """A key as a message names it, as a path in the document: ("boxes", 3, "points")."""
    box = _BOX_KEY.fullmatch(key)
    if box:
        return ("boxes", int(box[1]), *((box[2],) if box[2] else ()))
    return tuple(key.split("."))


class RulesReader:
    """Validates one parsed rules document, naming the file and key in every message, and the line the key
    stands on when the file holds it (``lines``)."""

    def __init__(self, where: str, base: str | None = None, inherited: frozenset[str] = frozenset(),
                 lines: KeyLines | None = None):
        self.where = where
        self.sheet_problems: list[str] = []
        self.notes: list[str] = []
        self.base, self.inherited = base, inherited  # the preset a file names, and the keys it keeps from it
        self.lines = lines

    def place(self, key: str) -> str:
        """The file, the line ``key`` stands on when it is sure, and the key: "mine.toml line 4: dice". A key
        the file keeps from its base, or does not write at all, has no line."""
        line = None
        kept = self.from_base(key.split(".", 1)[0].split("[", 1)[0]) or self.from_base(key)
        if self.lines is not None and kept is None:
            line = self.lines.line(path_named_in(key))
        return f"{self.where}{f' line {line}' if line else ''}: {key}"

    def from_base(self, key: str) -> str | None:
        """The preset ``key`` comes from when the file keeps it from its base, else None."""
        return self.base if key in self.inherited else None

    def fail(self, key: str, problem: str) -> RulesError:
        """The error for ``key``; a key the file keeps from its base is said to come with it, since the file
        does not hold the line the message names."""
        top = key.split(".", 1)[0].split("[", 1)[0]
        base = self.from_base(top)
        if base is None and self.from_base(key) is not None:  # a key of a table the file writes, kept from the base
            top, base = key, self.from_base(key)
        if base is not None and "comes with" not in problem:
            verb, them = ("come", "them") if top in PLURAL_KEYS else ("comes", "it")
            problem += f" ({top} {verb} with base = \"{base}\"; set {them} in the file to change {them})"
        return RulesError(f"{self.place(key)}: {problem}")

    def unfit(self, key: str, problem: str) -> None:
        """A slip that leaves the rules clear but makes poor new sheets: kept, so that sheets printed
        before (whose code holds the fingerprint of the file as it is) can still be checked."""
        self.sheet_problems.append(f"{self.place(key)}: {problem}")

    def pointless(self, key: str, problem: str) -> None:
        """A slip that leaves a box with nothing to play for: refused for new sheets (``unfit``), and said in a
        note before a command plays, scores or checks by the file."""
        self.unfit(key, problem)
        self.notes.append(f"Note: {self.place(key)}: {problem}")

    def whole(self, data: Mapping[str, Any], key: str, low: int, high: int, *, at: str = "", most: str = "") -> int:
        """A whole number from ``low`` to ``high``; ``most`` says where ``high`` comes from ("this game has dice = 2")."""
        name, most = f"{at}{key}", f" ({most})" if most else ""
        value = data.get(key)
        if value is None:
            raise self.fail(name, f"missing: write {low}" if low == high else
                            f"missing: write a whole number from {low} to {high}")
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise self.fail(name, f"must be {low}{most}, got {as_toml(value)}" if low == high else
                            f"must be a whole number from {low} to {high}{most}, got {as_toml(value)}")
        return value

    def text(self, data: Mapping[str, Any], key: str, default: str | None = None, *, at: str = "") -> str:
        value = data.get(key, default)
        if value is None:
            raise self.fail(f"{at}{key}", f'missing: write it as text, such as {key} = "..."')
        if isinstance(value, str) and not value.strip():
            raise self.fail(f"{at}{key}", "is empty: write some text between the quotes")
        if not isinstance(value, str):
            raise self.fail(f"{at}{key}", f"must be text in quotes, got {as_toml(value)}")
        return value.strip()

    def printed_text(self, data: Mapping[str, Any], key: str, default: str | None = None, *, at: str = "") -> str:
        """``text`` that is printed on sheets: an invisible character in it prints unseen, or turns the words
        around it."""
        value = self.text(data, key, default, at=at)
        hidden = hidden_character(value, advice="delete it")
        if hidden:
            self.unfit(f"{at}{key}", f"{value!r} {hidden}")
        return value

    def choice(self, data: Mapping[str, Any], key: str, options: tuple[str, ...], default: str, *, at: str = "") -> str:
        value = data.get(key, default)
        if value not in options:
            raise self.fail(f"{at}{key}", f"must be one of {', '.join(options)}; got {as_toml(value)}")
        return value

    def table(self, data: Mapping[str, Any], key: str) -> Mapping[str, Any] | None:
        value = data.get(key)
        if value is not None and not isinstance(value, dict):
            raise self.fail(key, f"must be a table ([{key}]), got {as_toml(value)}")
        return value

    def misspelt(self, data: Mapping[str, Any], key: str, allowed: set[str], at: str) -> None:
        """When ``key`` is missing and an unknown key is a slip for it ("lable"), the unknown key is the problem
        to name, on its own line."""
        if key not in data and difflib.get_close_matches(key, sorted(set(data) - allowed), n=1):
            self.only(data, allowed, at)

    def only(self, data: Mapping[str, Any], allowed: set[str], at: str) -> None:
        unknown = sorted(set(data) - allowed)
        if unknown and at and unknown[0] in TOP_KEYS:  # a key of the whole file typed below a table's line
            table, whose = ("a [[boxes]]", "that box") if at.startswith("boxes[") else (f"the [{at[:-1]}]", "that table")
            raise self.fail(f"{at}{unknown[0]}", f"{unknown[0]} is a key of the whole file, but this {unknown[0]} = "
                                                 f"line stands under {table} line, so it belongs to {whose}: move it "
                                                 "above the first line in square brackets")
        if unknown:
            near = difflib.get_close_matches(unknown[0], sorted(allowed), n=1)
            hint = f"did you mean {near[0]}? " if near else ""
            raise self.fail(f"{at}{unknown[0]}", f"unknown key ({hint}accepted: {', '.join(sorted(allowed))})")


def as_toml(value: Any) -> str:
    """A value as the rules file writes it: true, not Python's True."""
    if isinstance(value, dict):
        return "{" + ", ".join(f"{key} = {as_toml(item)}" for key, item in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(map(as_toml, value)) + "]"
    return ("true" if value else "false") if isinstance(value, bool) else repr(value)


__all__ = ["BOX_KEYS", "PLURAL_KEYS", "TOP_KEYS", "RulesReader", "as_toml", "path_named_in"]
