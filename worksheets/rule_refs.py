"""How a sheet code names its rule set: a preset by number, or a teacher's rules file by fingerprint.

The fingerprint is taken over a canonical form of the rules as read, not over
the file's bytes, so spaces, comments and the order of keys do not change it.
The canonical form and the preset numbers are part of the code format
(``worksheets/codes/kinds.py``): printed codes depend on them, so they never change.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from typing import Any, Mapping

from .errors import CodeError, RulesFileNeededError
from .rules import PRESETS_DIR, RuleSet, preset

#: Presets a code can name, with their number in the code (never reused; new presets take new numbers).
PRESET_NUMBERS: Mapping[str, int] = {
    "classic": 1, "house": 2, "roll-em": 3, "dice-roller": 4, "yacht": 5, "zombie": 6,
}
_MAX_FINGERPRINT = 2**32 - 1


def canonical_rules(rules: RuleSet) -> str:
    """The canonical form of a rule set that its fingerprint is taken over: compact JSON, keys sorted.

    It holds what is printed on a sheet or used in scoring: the title, the kind,
    dice, faces and rolls, every box (label, scorer and the scorer's parameters,
    defaults included), the upper bonus, the extra five-of-a-kind policy and
    points, the team game and the place-value settings. Not the file's name,
    summary, source or aliases. This form is part of the code format: printed
    codes depend on it, so it never changes.
    """
    def plain(value: Any) -> Any:
        return list(value) if isinstance(value, tuple) else value

    document = {
        "title": rules.title,
        "kind": rules.kind,
        "dice": rules.dice,
        "faces": rules.faces,
        "rolls": rules.rolls,
        "boxes": [{"label": box.label, "scorer": box.scorer.kind,
                   "params": {key: plain(value) for key, value in box.scorer.params.items()}}
                  for box in rules.boxes],
        "upper-bonus": None if rules.upper_bonus is None else {
            "threshold": rules.upper_bonus.threshold, "points": rules.upper_bonus.points},
        "extra-yahtzee": rules.extra_policy.value,
        "extra-yahtzee-points": rules.extra_points,
        "team-game": None if rules.team_game is None else {
            "min-team": rules.team_game.min_team, "max-team": rules.team_game.max_team},
        "place-value": None if rules.place_value is None else {
            "digits": rules.place_value.digits, "dice": rules.place_value.dice,
            "card": list(rules.place_value.card)},
    }
    return json.dumps(document, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def rules_fingerprint(rules: RuleSet) -> int:
    """The 32-bit fingerprint of a rule set: the first 4 bytes of SHA-256 of ``canonical_rules``, big-endian."""
    return int.from_bytes(hashlib.sha256(canonical_rules(rules).encode("utf-8")).digest()[:4], "big")


def same_game(rules: RuleSet, other: RuleSet) -> bool:
    """Whether two rule sets play and print the same, whatever their files or names: a renamed copy of a
    preset is the preset."""
    return rules == other or rules_fingerprint(rules) == rules_fingerprint(other)


def copy_of_preset_note(path: str, preset_name: str) -> str:
    """The note for sheets printed from a rules file that is a preset under another name."""
    return (f"Note: {path} plays and prints as the preset {preset_name!r}, so the sheets' codes name "
            f"{preset_name}: rebuilding their key needs no --rules (giving the file is accepted too).")


def rules_where(rules: RuleSet) -> str:
    """A rule set as a message names it: a teacher's file by its path, a preset by its name."""
    if rules.path is None or rules.path.parent == PRESETS_DIR:
        return rules.name
    return str(rules.path)


def rules_option(rules: RuleSet) -> str:
    """How a command line gives the rule set: ``--rules classic``, or a file's path quoted for the shell."""
    import shlex

    return f"--rules {shlex.quote(rules_where(rules))}"


def file_name_title_note(rules: RuleSet | None) -> str | None:
    """A note for sheets printed from a rules file that sets no title: their heading and code follow
    the file's name, so a renamed file no longer matches them."""
    if rules is None or not rules.titled_by_file_name:
        return None
    return (f"Note: {rules.path} sets no title, so the sheets are headed {rules.title!r} (its file name), and "
            f"their code names the file by that title: keep the file's name while the sheets are in use, or "
            f"write title = \"...\" in the file before printing them.")


@dataclass(frozen=True)
class RulesRef:
    """The rule set a code names: a preset by name, or a teacher's rules file by its fingerprint."""

    preset: str | None = None
    fingerprint: int | None = None

    def __post_init__(self) -> None:
        if (self.preset is None) == (self.fingerprint is None):
            raise CodeError("a code names its rule set by a preset or by a fingerprint, and by one only")
        if self.preset is not None and self.preset not in PRESET_NUMBERS:
            raise CodeError(f"rule set {self.preset!r} has no number in sheet codes "
                            f"(presets: {', '.join(PRESET_NUMBERS)}; a rules file is named by its fingerprint)")
        if self.fingerprint is not None and not 0 <= self.fingerprint <= _MAX_FINGERPRINT:
            raise CodeError(f"fingerprint {self.fingerprint} does not fit a sheet code (32 bits)")

    @classmethod
    def of(cls, rules: RuleSet) -> RulesRef:
        """A preset as itself; any other rule set (a teacher's file) by its fingerprint."""
        if rules.name in PRESET_NUMBERS and rules == preset(rules.name):
            return cls(preset=rules.name)
        return cls(fingerprint=rules_fingerprint(rules))

    @property
    def label(self) -> str:
        """'classic', or 'a rules file with fingerprint 3F2A91C0'."""
        if self.preset is not None:
            return self.preset
        return f"a rules file with fingerprint {self.fingerprint:08X}"

    def matches(self, rules: RuleSet) -> bool:
        """Whether ``rules`` is the rule set named: the same canonical form, whatever its file or name."""
        named = preset(self.preset) if self.preset is not None else None
        if named is not None and rules == named:
            return True
        wanted = self.fingerprint if named is None else rules_fingerprint(named)
        return rules_fingerprint(rules) == wanted

    def resolve(self, rules_file: RuleSet | None, code: str) -> RuleSet:
        """The rule set named. A preset needs nothing; a fingerprint needs ``rules_file``, which must match."""
        if self.preset is not None:
            return preset(self.preset)
        if rules_file is None:
            raise RulesFileNeededError(
                f"sheet code {code} was printed from a teacher's rules file (fingerprint {self.fingerprint:08X}); "
                "give that file with --rules")
        if rules_fingerprint(rules_file) != self.fingerprint and rules_where(rules_file) == rules_file.name:
            raise CodeError(f"sheet code {code} was printed from a teacher's rules file (fingerprint "
                            f"{self.fingerprint:08X}), and {rules_file.name} is a preset: give that file with --rules")
        if rules_fingerprint(rules_file) != self.fingerprint:
            renamed = (f"; it sets no title, so its title is its file name, {rules_file.title!r}: if the file was "
                       "renamed, give it its old name again" if rules_file.titled_by_file_name else "")
            raise CodeError(
                f"{rules_where(rules_file)} is not the rules file sheet code {code} was printed from: its fingerprint "
                f"is {rules_fingerprint(rules_file):08X}, the code's {self.fingerprint:08X} (was the file changed?)"
                + renamed)
        return rules_file

    def _pack(self) -> dict[str, int]:
        if self.preset is not None:
            return {"custom": 0, "rules": PRESET_NUMBERS[self.preset]}
        return {"custom": 1, "rules": self.fingerprint}

    @classmethod
    def _unpack(cls, fields: Mapping[str, int], text: str) -> RulesRef:
        if fields["custom"]:
            return cls(fingerprint=fields["rules"])
        names = {number: name for name, number in PRESET_NUMBERS.items()}
        if fields["rules"] not in names:
            raise CodeError(f"sheet code {text} names a rule set this version does not know "
                            f"(preset number {fields['rules']}); update worksheets")
        return cls(preset=names[fields["rules"]])


#: The fields a code kind holds its rule set in.
RULES_FIELDS = (("custom", 1), ("rules", 32))
