"""Rule sets as data: the types, the rules-file loader and the preset registry.

A rule set is a TOML file (format in ``docs/rules-format.md``). The presets in
``worksheets/presets/`` use the same format a teacher writes, and a file may
start from a preset with ``base = "house"`` and change only what differs.
"""

from __future__ import annotations

import dataclasses
import difflib
import itertools
import math
import re
import tomllib
import unicodedata
from dataclasses import dataclass, field, replace
from enum import StrEnum
from functools import cached_property, lru_cache
from pathlib import Path
from typing import Any, Mapping

from .dice import Hand, parse_roll
from .errors import InputError, RulesError, UnknownRulesError
from .rules_lines import KeyLines, not_toml
from .rules_reader import BOX_KEYS, PLURAL_KEYS, TOP_KEYS, RulesReader, as_toml
from .scoring import FULL_HOUSE_SCORES, OF_A_KIND_SCORES, SCORERS, Scorer
from .textfile import read_text

PRESETS_DIR = Path(__file__).resolve().parent / "presets"

#: Kinds of game a rules file can describe.
KINDS = ("dice", "place-value")

#: What may stand between dice written in one argument: spaces, commas, semicolons.
_ROLL_SEPARATORS = re.compile(r"[\s,;]+")
#: A dash between two dice, with spaces or more dashes about it ("5-2", "5 - 2", "5--2"); a minus before the first
#: die is no dash between dice, and is refused as the negative number it reads as.
_DASH_BETWEEN_DICE = re.compile(r"(?<=\d)\s*[-–]+\s*(?=\d)")


class ExtraPolicy(StrEnum):
    """What an extra five-of-a-kind earns once the five-alike box is filled."""

    NONE = "none"  # scored like any other roll
    FORCED_JOKER = "forced-joker"  # bonus, and the roll must follow the joker order
    BONUS_NO_BOX = "bonus-no-box"  # bonus instead of filling a box
    REPLACE_MAX = "replace-max"  # erase one filled box and write its maximum
    BONUS_EXTRA_TURN = "bonus-extra-turn"  # bonus, no box filled, and another turn
    FREE_JOKER = "free-joker"  # bonus, any open box; full value in lower boxes once its upper box is filled

    @property
    def joker(self) -> bool:
        """Whether an extra five-of-a-kind may score full value in a lower box (a joker rule)."""
        return self in (ExtraPolicy.FORCED_JOKER, ExtraPolicy.FREE_JOKER)


@dataclass(frozen=True)
class Box:
    """One line of a scorecard."""

    key: str
    label: str
    scorer: Scorer

    @property
    def upper(self) -> bool:
        return self.scorer.kind == "upper"

    def score(self, hand: Hand) -> int:
        return self.scorer.score(hand)


@dataclass(frozen=True)
class UpperBonus:
    """Points added when the upper boxes add up to at least ``threshold``."""

    threshold: int
    points: int


@dataclass(frozen=True)
class TeamGame:
    """Team play (Zombie): teams of a few students against one player."""

    min_team: int
    max_team: int


@dataclass(frozen=True)
class PlaceValueSettings:
    """Defaults of a place-value game."""

    digits: int
    dice: str
    card: tuple[str, ...] = ()


@dataclass(frozen=True)
class RuleSet:
    """Everything that makes one game differ from another."""

    name: str
    title: str
    summary: str
    source: str
    kind: str = "dice"
    dice: int = 5
    faces: int = 6
    rolls: int = 3
    boxes: tuple[Box, ...] = ()
    upper_bonus: UpperBonus | None = None
    extra_policy: ExtraPolicy = ExtraPolicy.NONE
    extra_points: int = 0
    team_game: TeamGame | None = None
    place_value: PlaceValueSettings | None = None
    aliases: tuple[str, ...] = ()
    path: Path | None = field(default=None, compare=False)
    #: The file sets neither title nor name, so its title is its file's name: renaming it changes
    #: the sheets' heading and the fingerprint in their codes.
    titled_by_file_name: bool = field(default=False, compare=False)
    #: Slips that leave the rules clear but make poor new sheets (a box named like a card's own row, a bonus
    #: nobody can reach): printing refuses them; checking sheets already printed does not.
    sheet_problems: tuple[str, ...] = field(default=(), compare=False)
    #: What a command that plays, scores or checks by these rules says before its output: a title that a preset
    #: also has, over other rules (``_not_posing_as_a_preset``).
    notes: tuple[str, ...] = field(default=(), compare=False)

    def __hash__(self) -> int:
        # A rule set is a cache key on every checked card: hash its nested tuples once.
        cached = self.__dict__.get("_hash")
        if cached is None:
            cached = hash((self.name, *self.play.values()))
            object.__setattr__(self, "_hash", cached)
        return cached

    @property
    def play(self) -> dict[str, Any]:
        """What decides how the game is played and scored, by its key in a rules file: two rule sets
        with the same ``play`` are the same game, whatever they are called."""
        return {"kind": self.kind, "dice": self.dice, "faces": self.faces, "rolls": self.rolls,
                "boxes": self.boxes, "upper-bonus": self.upper_bonus, "extra-yahtzee": self.extra_policy,
                "extra-yahtzee-points": self.extra_points, "team-game": self.team_game,
                "place-value": self.place_value}

    @cached_property  # asked for on every move of a game
    def box_keys(self) -> tuple[str, ...]:
        return tuple(box.key for box in self.boxes)

    @cached_property
    def upper_boxes(self) -> tuple[Box, ...]:
        return tuple(box for box in self.boxes if box.upper)

    @cached_property
    def lower_boxes(self) -> tuple[Box, ...]:
        return tuple(box for box in self.boxes if not box.upper)

    @cached_property
    def five_alike(self) -> Box | None:
        """The box that takes all dice alike (Yahtzee, Yacht, Lucky Dice), if any."""
        return next((box for box in self.boxes if box.scorer.kind == "all-alike"), None)

    def box(self, key: str) -> Box:
        for candidate in self.boxes:
            if candidate.key == key:
                return candidate
        raise RulesError(f"{self.name} has no box {key!r} (boxes: {', '.join(self.box_keys)})")

    @property
    def lowest_face(self) -> int:
        """Dice show 1 and up, except a place-value d10, which shows 0 to 9."""
        return 0 if self.place_value and self.place_value.dice == "d10" else 1

    def read_roll(self, values, *, where: str = "") -> tuple[int, ...]:
        """One roll of this game's dice from typed values, checked. The dice may be written in one argument as
        a list is written ("5 2 5 6 5" quoted, 5,2,5,6,5, 5-2-5-6-5 or 5 - 2 - 5 - 6 - 5); where every face is one
        digit, typed together: 52565 is 5 2 5 6 5 (a digit a die; a count of digits that is not the dice's is
        refused, so nothing is guessed)."""
        text = _DASH_BETWEEN_DICE.sub(" ", " ".join(map(str, values)))
        values = [part for part in _ROLL_SEPARATORS.split(text) if part]
        if (len(values) == 1 and self.dice > 1 and self.lowest_face + self.faces - 1 <= 9
                and len(digits := values[0]) > 1 and digits.isascii() and digits.isdigit()):
            values = list(digits)  # a die a digit: too many or too few are then told as dice ("got 4 (5 2 5 6)")
        return parse_roll(values, dice=self.dice, faces=self.faces, lowest=self.lowest_face, where=where)

    def example_roll(self, pattern: tuple[int, ...] = (5, 2, 5, 6, 5, 3)) -> str:
        """A roll to show in a message, as it is typed: ``pattern`` repeated to this game's number of dice, each value
        brought onto a face these dice have ("5 2 5 6 5" for classic; "1 2 1 2 1 3 1 2" for eight four-sided dice)."""
        lowest = self.lowest_face
        return " ".join(str(lowest + (pattern[i % len(pattern)] - lowest) % self.faces) for i in range(self.dice))

    def as_json(self) -> dict[str, Any]:
        """The whole rule set as ``worksheets rules --json`` gives it: what a rules file says, keys in JSON's
        style (not the fingerprint's canonical form, ``rule_refs.canonical_rules``, which never changes)."""
        return {
            "name": self.name, "title": self.title, "kind": self.kind,
            "dice": self.dice, "faces": self.faces, "rolls": self.rolls,
            "boxes": [{"key": box.key, "label": box.label, "scorer": box.scorer.kind,
                       **{k: list(v) if isinstance(v, tuple) else v for k, v in box.scorer.params.items()}}
                      for box in self.boxes],
            "upper_bonus": None if self.upper_bonus is None else {
                "threshold": self.upper_bonus.threshold, "points": self.upper_bonus.points},
            "extra_yahtzee": self.extra_policy.value,
            "extra_yahtzee_points": self.extra_points,
            "team_game": None if self.team_game is None else {
                "min_team": self.team_game.min_team, "max_team": self.team_game.max_team},
            "place_value": None if self.place_value is None else {
                "digits": self.place_value.digits, "dice": self.place_value.dice,
                "card": list(self.place_value.card)},
        }

    def card_values(self, key: str) -> frozenset[int]:
        """Every value box ``key`` can hold on a finished card: its scores, a scratched 0,
        and under the joker rule what an extra five-of-a-kind writes there."""
        scorer = self.box(key).scorer
        values = {0} | scorer.possible(self.dice, self.faces)
        if self.extra_policy.joker:
            values |= {scorer.joker(Hand.of((face,) * self.dice)) for face in range(1, self.faces + 1)}
        return frozenset(values)

    def score_roll(self, dice: tuple[int, ...]) -> dict[str, int]:
        """What ``dice`` would score in every box, in card order."""
        hand = Hand.of(dice)
        return {box.key: box.scorer.score(hand) for box in self.boxes}


def box_scores(rules: RuleSet, categories: tuple[str, ...] = ()):
    """For ``worksheets score``: each box's label, a function giving what a roll scores in each, and no notes."""
    if categories:
        raise InputError(f"categories are for place-value games; {rules.name} scores its own boxes")
    return {box.key: box.label for box in rules.boxes}, rules.score_roll, ()


# --- loading ---------------------------------------------------------------------------


def word_runs(text: str) -> list[str]:
    """The words of ``text``: runs of letters, digits and the marks that belong to them (a Devanagari
    vowel sign, a Japanese voicing mark), so that no script's word is cut in two."""
    runs, word = [], []
    for char in text:
        if char.isalnum() or (word and unicodedata.category(char).startswith("M")):
            word.append(char)
        elif word:
            runs.append("".join(word))
            word = []
    return runs + (["".join(word)] if word else [])


def kebab(label: str) -> str:
    """A box's key from its label: 'Three of a Kind' -> 'three-of-a-kind'. An accent on a Latin letter is
    dropped ('Carré' -> 'carre'); the letters and marks of other scripts are kept ('Каре', 'तीन')."""
    plain, latin = [], False
    for char in unicodedata.normalize("NFD", label):
        if unicodedata.combining(char) and latin:
            continue
        if not unicodedata.combining(char):
            latin = "LATIN" in unicodedata.name(char, "")
        plain.append(char)
    return "-".join(word_runs(unicodedata.normalize("NFC", "".join(plain)).casefold()))


def _read_box(reader: RulesReader, number: int, data: Any, dice: int, faces: int) -> Box:
    at = f"boxes[{number}]."
    if not isinstance(data, dict):
        raise reader.fail(f"boxes[{number}]", "must be a table ([[boxes]])")
    reader.misspelt(data, "label", BOX_KEYS, at)
    label = reader.printed_text(data, "label", at=at)
    at = f"boxes[{number}] ({label!r})."
    reader.only(data, BOX_KEYS, at)
    kind = reader.choice(data, "scorer", tuple(SCORERS), "", at=at)
    spec = SCORERS[kind]
    if kind in ("of-a-kind", "straight") and dice < 2:  # its count or length would be "from 2 to 1"
        raise reader.fail(f"{at}scorer", f"{kind!r} needs at least 2 dice, and this game has dice = {dice}")
    allowed = set(spec.required) | set(spec.optional)
    for key in sorted(set(data) - {"label", "scorer"} - allowed):
        raise reader.fail(f"{at}{key}", f"not used by scorer {kind!r} (it takes: {', '.join(sorted(allowed)) or 'nothing'})")
    for key in spec.required:
        if key not in data:
            raise reader.fail(f"{at}{key}", f"scorer {kind!r} needs it")
    params: dict[str, Any] = {}
    if "face" in data:
        params["face"] = reader.whole(data, "face", 1, faces, at=at)
    if "count" in data:
        params["count"] = reader.whole(data, "count", 2, dice, at=at, most=f"this game has dice = {dice}")
    if "length" in data:
        params["length"] = reader.whole(data, "length", 2, min(dice, faces), at=at)
    if "points" in data:
        params["points"] = reader.whole(data, "points", 0, 10_000, at=at)
    if "score" in data:
        options = OF_A_KIND_SCORES if kind == "of-a-kind" else FULL_HOUSE_SCORES
        params["score"] = reader.choice(data, "score", options, options[0], at=at)
        if params["score"] == "points" and "points" not in params:
            raise reader.fail(f"{at}points", "needed when score = \"points\"")
    if "points" in params and kind in ("of-a-kind", "full-house"):
        how = params.get("score", OF_A_KIND_SCORES[0] if kind == "of-a-kind" else FULL_HOUSE_SCORES[0])
        if how != "points":  # the box would add up its dice and the points written would count for nothing
            raise reader.fail(f"{at}points", f"used only with score = \"points\", and this box's score is "
                                             f"{how!r}: write score = \"points\" for a fixed score, or leave "
                                             "points out")
    if kind == "full-house" and params.get("score", "points") == "points" and "points" not in params:
        raise reader.fail(f"{at}points", "needed for a full house that scores fixed points")
    if "faces" in data:
        value = data["faces"]
        if not (isinstance(value, list) and len(value) == dice
                and all(isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= faces for v in value)):
            raise reader.fail(f"{at}faces", f"must list {dice} faces from 1 to {faces}, got {as_toml(value)}")
        params["faces"] = tuple(value)
    if kind == "full-house" and dice != 5:
        raise reader.fail(f"{at}scorer", "a full house needs exactly 5 dice")
    return Box(kebab(label), label, spec.factory(**params))


#: What a file that names a base does not take from it: the base's own name and its words about
#: itself, which would describe the base's rules rather than the file's.
_NOT_INHERITED = {"name", "aliases", "path", "title", "summary", "source"}


def _merge(base: Mapping[str, Any], override: Mapping[str, Any]) -> dict[str, Any]:
    """A file that names a ``base`` keeps the base's rules it does not set itself, and in a table it writes
    ([upper-bonus], [team-game], [place-value]) the base's keys of that table it does not set."""
    merged = {k: v for k, v in base.items() if k not in _NOT_INHERITED}
    if "extra-yahtzee" in override and "extra-yahtzee-points" not in override:
        merged.pop("extra-yahtzee-points", None)  # another policy: its own default points, not the base's
    for key, value in override.items():
        if key != "base":
            kept = merged.get(key)
            merged[key] = _kept_table(key, kept) | value if isinstance(kept, dict) and isinstance(value, dict) else value
    return merged


def _kept_table(key: str, table: Mapping[str, Any]) -> dict[str, Any]:
    """The keys of a base's table that a file's own table of that name keeps: all but a place-value card, which a
    written [place-value] never took from its base (a card would change the fingerprint of files in use)."""
    return {k: v for k, v in table.items() if (key, k) != ("place-value", "card")}


def _inherited(base: Mapping[str, Any], data: Mapping[str, Any]) -> frozenset[str]:
    """The keys a file keeps from its base: "dice", and "upper-bonus.threshold" in a table the file writes."""
    kept = {key for key in base if key not in data}
    for key, table in base.items():
        if isinstance(table, dict) and isinstance(data.get(key), dict):
            kept |= {f"{key}.{k}" for k in _kept_table(key, table) if k not in data[key]}
    return frozenset(kept)


def parse_rules(data: Mapping[str, Any], where: str, *, path: Path | None = None, lines: KeyLines | None = None,
                _depth: int = 0, _base: tuple[str, frozenset[str]] = ("", frozenset())) -> RuleSet:
    """Build a ``RuleSet`` from a parsed rules document, validating every key; ``lines`` names the line of a
    key in messages."""
    reader = RulesReader(where, *_base, lines=lines)
    reader.only(data, TOP_KEYS, "")
    if "base" in data:
        if _depth > 4:
            raise reader.fail("base", "bases refer to each other in a loop")
        base_name = reader.text(data, "base")
        if base_name.lower().endswith(".toml") or "/" in base_name:
            raise reader.fail("base", f"names a file ({base_name!r}); a base is a preset: "
                                      f"{', '.join(preset_names())}")
        base_preset = _canonical_name(base_name, where=reader.place("base"))
        base_data = _resolved_document(base_preset)
        inherited = _inherited(base_data, data)
        data = _merge(base_data, data)
        if "name" not in data:
            data["name"] = path.stem if path else base_name
        return parse_rules(data, where, path=path, lines=lines, _depth=_depth + 1, _base=(base_preset, inherited))

    name = reader.text(data, "name")
    title = reader.printed_text(data, "title", name)
    summary = reader.text(data, "summary", title)
    source = reader.text(data, "source", "a teacher's own rules")
    aliases = data.get("aliases", [])
    if not (isinstance(aliases, list) and all(isinstance(a, str) for a in aliases)):
        raise reader.fail("aliases", f"must be a list of names, got {as_toml(aliases)}")
    kind = reader.choice(data, "kind", KINDS, "dice")
    common = dict(name=name, title=title, summary=summary, source=source, kind=kind,
                  aliases=tuple(aliases), path=path)
    rules = _GAME_READERS[kind](reader, data, common)
    if reader.sheet_problems or reader.notes:
        rules = replace(rules, sheet_problems=tuple(reader.sheet_problems), notes=tuple(reader.notes))
    return rules


def _read_place_value(reader: RulesReader, data: Mapping[str, Any], common: dict[str, Any]) -> RuleSet:
    """The rest of a ``kind = "place-value"`` document: the ``[place-value]`` table."""
    _refuse_keys_of("dice", reader, data, _DICE_GAME_KEYS)
    settings = {"digits": 4, "dice": "d6", "card": []} | (reader.table(data, "place-value") or {})
    reader.only(settings, {"digits", "dice", "card"}, "place-value.")
    digits = reader.whole(settings, "digits", 3, 6, at="place-value.")
    pv_dice = reader.choice(settings, "dice", ("d6", "d10"), "d6", at="place-value.")
    card = settings["card"]
    if not (isinstance(card, list) and all(isinstance(c, str) for c in card)):
        raise reader.fail("place-value.card", f"must be a list of category texts, got {as_toml(card)}")
    return RuleSet(**common, dice=digits, faces=10 if pv_dice == "d10" else 6, rolls=2,
                   place_value=PlaceValueSettings(digits, pv_dice, tuple(card)))


#: The extra five-of-a-kind policies that pay ``extra-yahtzee-points``.
_PAYING = tuple(p for p in ExtraPolicy if p not in (ExtraPolicy.NONE, ExtraPolicy.REPLACE_MAX))
#: Keys of a game of boxes, which a place-value game has no use for.
_DICE_GAME_KEYS = ("dice", "faces", "rolls", "boxes", "upper-bonus", "extra-yahtzee", "extra-yahtzee-points",
                   "team-game")


def _refuse_keys_of(other: str, reader: RulesReader, data: Mapping[str, Any], keys: tuple[str, ...]) -> None:
    """Refuse ``keys``, which only a game of kind ``other`` reads."""
    for key in keys:
        if key in data:
            kind = data.get("kind", "dice")
            raise reader.fail(key, f"is for kind = \"{other}\" games; this file's kind is \"{kind}\"")


def _read_dice_game(reader: RulesReader, data: Mapping[str, Any], common: dict[str, Any]) -> RuleSet:
    """The rest of a game of boxes: dice, boxes, bonuses, the extra five-of-a-kind, teams."""
    _refuse_keys_of("place-value", reader, data, ("place-value",))
    boxes = data.get("boxes")
    for key in ("dice", "faces", "rolls"):  # typed under a [[boxes]] line, a key is that box's, not the game's
        if key not in data and isinstance(boxes, list) and any(isinstance(b, dict) and key in b for b in boxes):
            raise reader.fail(key, f"missing at the top of the file; the {key} = line stands under a [[boxes]] "
                                   "line, so it belongs to that box: move it above the first [[boxes]]")
    dice = reader.whole(data, "dice", 1, 10)
    faces = reader.whole(data, "faces", 2, 20)
    rolls = reader.whole(data, "rolls", 1, 10)
    raw_boxes = data.get("boxes")
    if not isinstance(raw_boxes, list) or not raw_boxes:
        raise reader.fail("boxes", "must list at least one box ([[boxes]] with label and scorer)")
    boxes = tuple(_read_box(reader, i, box, dice, faces) for i, box in enumerate(raw_boxes, start=1))
    from .row_words import own_row  # the card's row names (it reads cards, which are built from rules)

    seen: dict[str, int] = {}  # each key made so far, and the number of its box
    for number, box in enumerate(boxes, start=1):
        taken = own_row(box.label)
        if taken is not None:
            reader.unfit(f"boxes[{number}] ({box.label!r}).label",
                         f"this names {taken} on a card, so a checked sheet could not tell the box from "
                         "that row; name the box differently")
        if not box.key:
            raise reader.fail("boxes", f"label {box.label!r} has no letters or digits to make a key from")
        if box.key in seen:
            other = seen[box.key]
            line = reader.lines.line(("boxes", other, "label")) if reader.lines else None
            raise reader.fail(f"boxes[{number}] ({box.label!r}).label",
                              f"labels {boxes[other - 1].label!r}{f' (line {line})' if line else ''} and "
                              f"{box.label!r} both make the key {box.key!r}; name one of them differently")
        seen[box.key] = number
        _same_whatever_the_roll(reader, number, box, dice, faces)

    bonus_table = reader.table(data, "upper-bonus")
    bonus = None
    if bonus_table is not None:
        reader.only(bonus_table, {"threshold", "points"}, "upper-bonus.")
        bonus = UpperBonus(reader.whole(bonus_table, "threshold", 1, 10_000, at="upper-bonus."),
                           reader.whole(bonus_table, "points", 0, 10_000, at="upper-bonus."))
        if not any(box.upper for box in boxes):
            base = reader.from_base("upper-bonus")
            raise reader.fail("upper-bonus", f"the [upper-bonus] of the base {base!r} adds up upper boxes "
                                             "(scorer \"upper\"), and this file's boxes have none; add upper boxes, "
                                             "or leave out base and write the rules in full" if base else
                                             "there are no upper boxes (scorer \"upper\") to add up")
        most = sum(box.scorer.maximum(dice, faces) for box in boxes if box.upper)
        if bonus.threshold > most:  # a bonus nobody can earn is a slip in the file
            kept = " (a base's [upper-bonus] comes with it)" if reader.base else ""
            reader.unfit("upper-bonus.threshold", f"{bonus.threshold} can never be reached: the upper boxes add up "
                                                  f"to at most {most}; lower the threshold{kept} or add upper boxes")

    policy = ExtraPolicy(reader.choice(data, "extra-yahtzee", tuple(ExtraPolicy), "none"))
    points = 0
    if policy is not ExtraPolicy.NONE:
        if not any(box.scorer.kind == "all-alike" for box in boxes):
            raise reader.fail("extra-yahtzee", "needs a box with scorer \"all-alike\" (the Yahtzee box)")
    if policy in (ExtraPolicy.NONE, ExtraPolicy.REPLACE_MAX) and "extra-yahtzee-points" in data:
        # No bonus is paid: the points written count for nothing. Under replace-max they were read all the same
        # (and are in the fingerprint of sheets printed from the file), so they are kept.
        unpaid = (f"extra-yahtzee = \"{policy.value}\" pays no bonus; leave it out, or choose a policy that pays "
                  f"one ({', '.join(p.value for p in _PAYING)})")
        if policy is ExtraPolicy.NONE:
            raise reader.fail("extra-yahtzee-points", unpaid)
        reader.unfit("extra-yahtzee-points", unpaid)
    if policy is not ExtraPolicy.NONE:
        default = 0 if policy is ExtraPolicy.REPLACE_MAX else 100
        points = reader.whole({"extra-yahtzee-points": default} | data, "extra-yahtzee-points", 0, 10_000)

    team = None
    team_table = reader.table(data, "team-game")
    if team_table is not None:
        reader.only(team_table, {"min-team", "max-team"}, "team-game.")
        low = reader.whole(team_table, "min-team", 1, 50, at="team-game.")
        high = team_table.get("max-team")
        base = reader.from_base("team-game.min-team")
        if base is not None and isinstance(high, int) and not isinstance(high, bool) and 1 <= high < low:
            raise reader.fail("team-game.max-team", f"is {high}, below min-team = {low}, which comes with base = "
                                                    f"\"{base}\": write min-team in [team-game] too")
        team = TeamGame(low, reader.whole(team_table, "max-team", low, 50, at="team-game."))

    return RuleSet(**common, dice=dice, faces=faces, rolls=rolls, boxes=boxes, upper_bonus=bonus,
                   extra_policy=policy, extra_points=points, team_game=team)


#: The most different rolls (dice in any order) a box is scored on to find whether it scores the same whatever
#: the roll: 252 for five six-sided dice.
_ROLLS_LOOKED_AT = 5000


def _same_whatever_the_roll(reader: RulesReader, number: int, box: Box, dice: int, faces: int) -> None:
    """A box that scores the same whatever the roll asks nothing of a player: one die is always all alike, and
    a box worth 0 points never scores. The rules stay clear (sheets printed before still check), but new
    sheets are refused and playing says so first."""
    if math.comb(faces + dice - 1, dice) <= _ROLLS_LOOKED_AT:  # every roll, as dice show it in any order: exact
        scores = (box.score(Hand.of(roll)) for roll in itertools.combinations_with_replacement(range(1, faces + 1), dice))
        first = next(scores)
        # one other score is enough to tell; every preset is read at start-up, so the rest is not looked at
        values = frozenset((first, next((score for score in scores if score != first), first)))
    else:  # a game of many dice: the scores the scorer can give (two faces and five dice always make three alike,
        values = box.scorer.possible(dice, faces)  # which only the rolls themselves show)
    if len(values) != 1:
        return
    (value,) = values
    at = f"boxes[{number}] ({box.label!r})."
    if value == 0:
        reader.pointless(f"{at}points", "is 0, so this box scores 0 whatever the roll: give it points, or leave "
                                        "the box out")
    elif box.scorer.kind == "all-alike":
        reader.pointless(f"{at}scorer", f"with dice = {dice}, every roll is all alike, so this box scores {value} "
                                        "whatever the roll: give the game 2 dice or more, or leave the box out")
    else:
        reader.pointless(f"{at}scorer", f"this box scores {value} whatever the roll: leave it out, or change how "
                                        "it scores")


#: How each ``kind`` of rules document is read after its common keys.
_GAME_READERS = {"dice": _read_dice_game, "place-value": _read_place_value}


#: Endings of the files ``worksheets check`` reads, which are never rules files.
_SHEET_SUFFIXES = frozenset({".csv", ".tsv", ".json", ".xlsx", ".xlsm", ".xls", ".ods"})


def load_rules_file(path: str | Path) -> RuleSet:
    """Read and validate a teacher's rules file."""
    path = Path(path)
    if path.suffix.lower() in _SHEET_SUFFIXES:  # a filled sheet, typed where the rules go
        raise RulesError(f"{path}: is a sheet, not a rules file (a rules file is a .toml file: docs/rules-format.md); "
                         f"to check the sheet: worksheets check {path}")
    try:
        text = read_text(path, missing=UnknownRulesError, what="rules file")
    except InputError as exc:
        raise RulesError(str(exc)) from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise RulesError(not_toml(str(path), text, exc)) from None
    lines = KeyLines(text, dict(data))  # the document as written, before a name or a base is added
    titled_by_file_name = "title" not in data and "name" not in data  # as the teacher wrote it, before any base
    if "name" not in data and "base" not in data:
        data["name"] = path.stem
    written = frozenset(data)  # the teacher's own keys, before a name is taken from the file's
    rules = _not_posing_as_a_preset(parse_rules(data, str(path), path=path, lines=lines), path, written, lines)
    return replace(rules, titled_by_file_name=True) if titled_by_file_name else rules


def _not_posing_as_a_preset(rules: RuleSet, path: Path, written: frozenset[str], lines: KeyLines) -> RuleSet:
    """A file copied from a preset's file and then changed still carries the preset's name, title and
    summary, which now describe another game: its report and file names would say "classic" and its
    summary the preset's bonus. Such words are set aside here, and new sheets wait until the file has
    a name and title of its own (the title itself stays: codes of sheets printed already hold it)."""
    def same(key: str, ours: str, theirs: RuleSet) -> bool:
        if key not in written:  # a name taken from the file's own name ("house-rules.toml") copies nothing
            return False
        if key == "name":
            return kebab(ours) in {theirs.name, *map(kebab, theirs.aliases)}
        return ours == getattr(theirs, key)

    words = {"name": rules.name, "title": rules.title, "summary": rules.summary, "source": rules.source}
    original = next((p for p in map(preset, preset_names()) if any(same(k, v, p) for k, v in words.items())), None)
    if original is None:
        return rules
    changed = [key for key, value in rules.play.items() if value != original.play[key]]
    if not changed:
        return rules
    copied = {key for key, value in words.items() if same(key, value, original)}
    own: dict[str, Any] = {"name": path.stem if "name" in copied else rules.name, "aliases": ()}
    if "summary" in copied:
        own["summary"] = rules.title
    if "source" in copied:
        own["source"] = "a teacher's own rules"
    copied = [key for key in ("name", "title") if key in copied]
    if not copied:
        return replace(rules, **own)
    differ = "differ" if len(changed) > 1 or changed[0] in PLURAL_KEYS else "differs"  # "its boxes differ"
    at = [(key, lines.line(_first_change(key, rules.play[key], original.play[key]))) for key in changed]
    problem = (f"{path}: its {' and '.join(copied)} {'are' if len(copied) > 1 else 'is'} the preset "
               f"{original.name}'s, but its {', '.join(f'{key} (line {line})' if line else key for key, line in at)} "
               f"{differ}: "
               f"give the file its own {' and '.join(copied)}, or start it with base = \"{original.name}\" and "
               "keep only the keys that differ")
    notes = (f"Note: {path}: the title {rules.title!r} is the preset {original.name}'s, but this file's "
             f"{', '.join(changed)} {differ}: the scores follow the file, not the preset",) if "title" in copied else ()
    return replace(rules, **own, sheet_problems=(*rules.sheet_problems, problem), notes=(*rules.notes, *notes))


def _first_change(key: str, ours: Any, theirs: Any) -> tuple[str | int, ...]:
    """Where a rule of a file first differs from a preset's, as a path in the document: ("upper-bonus", "points"),
    ("boxes", 3), or (key,) when no finer place tells."""
    if key == "boxes":
        number = next((i for i, (a, b) in enumerate(zip(ours, theirs), start=1) if a != b), None)
        return (key,) if number is None else (key, number)
    if dataclasses.is_dataclass(ours) and dataclasses.is_dataclass(theirs) and type(ours) is type(theirs):
        field = next((f.name for f in dataclasses.fields(ours) if getattr(ours, f.name) != getattr(theirs, f.name)),
                     None)
        return (key,) if field is None else (key, field.replace("_", "-"))
    return (key,)


# --- registry --------------------------------------------------------------------------


@lru_cache(maxsize=None)
def _preset_document(name: str) -> dict[str, Any]:
    return tomllib.loads((PRESETS_DIR / f"{name}.toml").read_text(encoding="utf-8"))


def _resolved_document(name: str, depth: int = 0) -> dict[str, Any]:
    """A preset's document with what it keeps from its own base (zombie's boxes come from classic's file)."""
    document = _preset_document(name)
    if "base" not in document or depth > 4:
        return document
    return _merge(_resolved_document(_canonical_name(document["base"]), depth + 1), document)


@lru_cache(maxsize=1)
def preset_names() -> tuple[str, ...]:
    """The presets in the order they are listed to teachers."""
    order = ("classic", "house", "roll-em", "dice-roller", "yacht", "zombie", "place-value")
    found = {p.stem for p in PRESETS_DIR.glob("*.toml")}
    return tuple(n for n in order if n in found) + tuple(sorted(found - set(order)))


@lru_cache(maxsize=1)
def _aliases() -> dict[str, str]:
    table: dict[str, str] = {}
    for name in preset_names():
        table[name] = name
        for alias in _preset_document(name).get("aliases", []):
            table[kebab(alias)] = name
    return table


def _canonical_name(name: str, *, where: str = "") -> str:
    found = _aliases().get(kebab(name))
    if found is None:
        prefix = f"{where}: " if where else ""
        near = difflib.get_close_matches(kebab(name), list(_aliases()), n=1)
        hint = f" (did you mean {_aliases()[near[0]]}?)" if near else ""
        raise UnknownRulesError(
            f"{prefix}unknown rule set {name!r}{hint}; presets: {', '.join(preset_names())}, or a .toml rules file"
        )
    return found


@lru_cache(maxsize=None)
def preset(name: str) -> RuleSet:
    """A preset by its name or an alias ('Roll Em', 'rollem', 'yahtzee')."""
    canonical = _canonical_name(name)
    return parse_rules(_preset_document(canonical), f"preset {canonical}", path=PRESETS_DIR / f"{canonical}.toml")


def names_a_file(name_or_path: str | Path) -> bool:
    """Whether ``find_rules`` reads this as a file path rather than a preset name."""
    text = str(name_or_path)
    return text.endswith(".toml") or "/" in text or Path(text).is_file()


def find_rules(name_or_path: str | Path) -> RuleSet:
    """A preset by name, or a rules file by path (anything ending in .toml or an existing file)."""
    if names_a_file(name_or_path):
        return load_rules_file(name_or_path)
    return preset(str(name_or_path))
