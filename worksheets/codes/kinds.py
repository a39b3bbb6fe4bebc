"""The kinds of sheet code, each a frozen dataclass registered with ``register``.

Bits, most significant first: the sheet's kind (5 bits) and the format version
of that kind (3), then 52 bits of payload that the kind packs itself:

=====  ===========  =======  =============================================================
kind   name         version  payload, 52 bits, most significant first
=====  ===========  =======  =============================================================
1      place-value  1        digits - 3 (2), d10 (1), extended mix (1), spare (4),
                             game number in the class set (12), seed (32)
2      scorecard    1        layout (1: 0 a card per student, 1 a group chart),
                             games per card (4; 0 for a chart), spare (14), rule set (33)
3      zombie       1        teams (4), spare (15), rule set (33)
4      practice     1        practice kind (4), level - 1 (2), digits - 3 (3), problems (6),
                             rule set preset (4; 0 none), words style (1: 0 us, 1 uk),
                             student on the sheet set (8), seed (24)
5      questions    1        teams (4), practice kinds (16: bit n - 1 for kind n of
                             ``PRACTICE_NUMBERS``), level - 1 (2), spare (6), seed (24)
6      keep-file    2        level - 2 (1), problems (3), student on the sheet set (8), seed (8),
                             the rules file's fingerprint (32)
=====  ===========  =======  =============================================================

*Practice* and *questions* codes are printed as version 5 (``DRAWS_VERSION``), with the bits of
version 2: the version says how the sheet's problems were drawn (3: scoring problems as now; 4: keep
puzzles as now; 5: a set share of scoring problems that score 0), so a code printed before a better draw
still rebuilds the problems on its paper.
*Keep-file* codes are printed as version 3 for the same reason (``KEEP_FILE_DRAWS_VERSION``).

*Keep-file* codes are keep practice sheets (levels 2 and 3) drawn from a
teacher's rules file: the fingerprint takes the room of a practice code's
digits, rules preset, words style and most of its seed, so their seed is 0 to
255 (``MAX_FILE_PRACTICE_SEED``).

*Rule set* (33 bits): a flag (1: 0 a preset, 1 a teacher's rules file), then
32 bits: the preset's number in ``PRESET_NUMBERS``, or the rules file's
fingerprint, ``rules_fingerprint``: the first 32 bits of the SHA-256 of the
canonical form of the parsed rules (``canonical_rules``), so that spaces,
comments, the order of keys, defaults written out and the file's name do not
matter, but anything printed on the sheet or used in scoring does. A code of a
teacher's rules file is turned back into a rule set only when that file is
given, and the file is checked against the fingerprint.

Spare bits are 0; a version-1 code of a new kind with a spare bit set is
refused (place-value codes have always ignored theirs). Numbers of kinds and
presets are never reused; versions only grow, and older ones stay readable.

Adding a kind: a frozen dataclass subclassing ``Code`` with its ``KIND`` name,
a new ``NUMBER``, its ``VERSION``, its ``FIELDS`` (name and bits, 52 in all),
``_pack`` (the field values) and ``_unpack`` (the code from them), decorated
with ``@register``, in this module, and named in ``worksheets.codes``. The sheet it names
is rebuilt in ``worksheets.render.keys`` (a builder in its ``BUILDERS``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar, Mapping

from ..errors import CodeError
from ..families import DICE, PLACE_VALUE, ZOMBIE, family_of, require
from ..rule_refs import PRESET_NUMBERS, RULES_FIELDS, RulesRef, same_game
from ..rules import RuleSet, preset
from ..zombie import MAX_TEAMS, MIN_TEAMS
from .format import CHECK_VERSION, CHECKS, KINDS, Code, register

#: The first version of practice and question-card codes whose scoring problems are drawn as now (a roll
#: the problem states in full; at level 3, one that scores in two open boxes at least), and whose chance
#: problems of a turn of several rolls ask the percentage only.
SCORING_DRAWS_VERSION = 3
#: The first version of practice codes whose keep puzzles are picked with keeping every die valued as
#: stopping (before, as keeping them all for one roll fewer, which made some gaps look smaller), and never
#: at dice that take a bonus instead of a box (taken as rolled: no keep to choose).
KEEP_DRAWS_VERSION = 4
#: The first version of practice and question-card codes whose level-2 scoring problems hold a set share of
#: rolls that score 0 in the box asked (3 of 10), at places drawn for each student, every roll drawn from all
#: the rolls that score (or not) there: before, each problem was a draw of its own, so one student's sheet held
#: one 0 and another's eight.
SCORING_SHARE_VERSION = 5
#: The version practice and question-card codes are printed with: problems drawn as now. The bits are
#: those of version 2; a code printed before rebuilds the problems it printed.
DRAWS_VERSION = 5
#: Keep-file codes printed before this version pick their puzzles as practice codes before
#: ``KEEP_DRAWS_VERSION`` do.
KEEP_FILE_DRAWS_VERSION = 3
#: Scorecard layouts with their number in the code.
LAYOUT_NUMBERS: Mapping[str, int] = {"card": 0, "chart": 1}
#: The most games a scorecard code can say a card has (4 bits).
MAX_CODE_GAMES = 15

MAX_SEED = 2**32 - 1
MAX_GAME = 2**12 - 1


def _no_spare(fields: Mapping[str, int], text: str) -> None:
    if fields.get("spare"):
        raise CodeError(f"sheet code {text} says more than this version can read; update worksheets")


@register
@dataclass(frozen=True)
class SheetCode(Code):
    """A place-value card's code: the settings of its class set, the game number in it and the seed."""

    KIND: ClassVar[str] = "place-value"
    NUMBER: ClassVar[int] = 1
    VERSION: ClassVar[int] = CHECK_VERSION
    FIELDS: ClassVar[tuple[tuple[str, int], ...]] = (
        ("digits", 2), ("d10", 1), ("extended", 1), ("spare", 4), ("game", 12), ("seed", 32))

    kind: str
    seed: int
    game: int = 1
    digits: int = 4
    dice: str = "d6"
    extended: bool = False
    version: int = CHECK_VERSION
    checks: int = field(default=CHECKS, compare=False)

    def __post_init__(self) -> None:
        if self.kind != self.KIND:
            if self.kind in KINDS:
                raise CodeError(f"a {self.kind} code is a {KINDS[self.kind].__name__}, not a SheetCode")
            raise CodeError(f"sheet kind {self.kind!r} has no code (kinds: {', '.join(KINDS)})")
        if not 0 <= self.seed <= MAX_SEED:
            raise CodeError(f"seed {self.seed} does not fit a sheet code (0 to {MAX_SEED})")
        if not 1 <= self.game <= MAX_GAME:
            raise CodeError(f"game number {self.game} does not fit a sheet code (1 to {MAX_GAME})")
        if not 3 <= self.digits <= 6 or self.dice not in ("d6", "d10"):
            raise CodeError(f"a sheet code holds 3 to 6 digits and d6 or d10 dice, not {self.digits} and {self.dice}")

    def _pack(self) -> Mapping[str, int]:
        return {"digits": self.digits - 3, "d10": self.dice == "d10", "extended": self.extended,
                "game": self.game, "seed": self.seed}

    @classmethod
    def _unpack(cls, fields: Mapping[str, int], version: int, text: str) -> SheetCode:
        # The spare bits have always been ignored here: codes printed so far read as they always did.
        return cls(cls.KIND, fields["seed"], fields["game"], fields["digits"] + 3,
                   "d10" if fields["d10"] else "d6", bool(fields["extended"]), version)

    def rule_set(self, rules_file: RuleSet | None = None) -> RuleSet:
        # The code holds the card's digits and dice, not its rules file: a file given names only its title.
        return rules_file if rules_file is not None and self.names_rules(rules_file) else preset("place-value")

    def names_rules(self, rules: RuleSet) -> bool:
        return family_of(rules) is PLACE_VALUE

    @property
    def rules_label(self) -> str:
        return "place-value"

    def place_value_settings(self) -> tuple[int, str] | None:
        return self.digits, self.dice


class _NamesRules(Code):
    """A code whose sheet is drawn for a rule set it names (``rules``: a ``RulesRef``)."""

    rules: RulesRef

    def rule_set(self, rules_file: RuleSet | None = None) -> RuleSet:
        return self.rules.resolve(rules_file, self.encode())

    def names_rules(self, rules: RuleSet) -> bool:
        return self.rules.matches(rules)

    @property
    def rules_label(self) -> str:
        return self.rules.label


@register
@dataclass(frozen=True)
class ScorecardCode(_NamesRules):
    """Yahtzee-family scorecards: the rule set, a card per student or a group chart, and games per card."""

    KIND: ClassVar[str] = "scorecard"
    NUMBER: ClassVar[int] = 2
    VERSION: ClassVar[int] = CHECK_VERSION
    FIELDS: ClassVar[tuple[tuple[str, int], ...]] = (("layout", 1), ("games", 4), ("spare", 14), *RULES_FIELDS)

    rules: RulesRef
    layout: str = "card"
    games: int | None = 3  # games per student card; None for a chart
    version: int = CHECK_VERSION
    checks: int = field(default=CHECKS, compare=False)

    def __post_init__(self) -> None:
        if self.layout not in LAYOUT_NUMBERS:
            raise CodeError(f"scorecard layout {self.layout!r} has no code (layouts: {', '.join(LAYOUT_NUMBERS)})")
        if self.layout == "chart" and self.games is not None:
            raise CodeError("a group chart holds one game; its code has no games per card")
        if self.layout == "card" and (isinstance(self.games, bool) or not isinstance(self.games, int)
                                      or not 1 <= self.games <= MAX_CODE_GAMES):
            raise CodeError(f"games per card {self.games!r} do not fit a sheet code (1 to {MAX_CODE_GAMES})")

    def _pack(self) -> Mapping[str, int]:
        return {"layout": LAYOUT_NUMBERS[self.layout], "games": self.games or 0, **self.rules._pack()}

    @classmethod
    def _unpack(cls, fields: Mapping[str, int], version: int, text: str) -> ScorecardCode:
        _no_spare(fields, text)
        layout = {number: name for name, number in LAYOUT_NUMBERS.items()}[fields["layout"]]
        if (layout == "card") != (fields["games"] > 0):
            raise CodeError(f"sheet code {text} says more than this version can read; update worksheets")
        return cls(RulesRef._unpack(fields, text), layout, fields["games"] or None, version)


@register
@dataclass(frozen=True)
class ZombieCode(_NamesRules):
    """A Zombie pack: the rule set (a team game) and how many teams play the zombie."""

    KIND: ClassVar[str] = "zombie"
    NUMBER: ClassVar[int] = 3
    VERSION: ClassVar[int] = CHECK_VERSION
    FIELDS: ClassVar[tuple[tuple[str, int], ...]] = (("teams", 4), ("spare", 15), *RULES_FIELDS)

    rules: RulesRef
    teams: int
    version: int = CHECK_VERSION
    checks: int = field(default=CHECKS, compare=False)

    def __post_init__(self) -> None:
        if isinstance(self.teams, bool) or not isinstance(self.teams, int) or not MIN_TEAMS <= self.teams <= MAX_TEAMS:
            raise CodeError(f"a Zombie pack's code holds {MIN_TEAMS} to {MAX_TEAMS} teams, not {self.teams!r}")

    def _pack(self) -> Mapping[str, int]:
        return {"teams": self.teams, **self.rules._pack()}

    @classmethod
    def _unpack(cls, fields: Mapping[str, int], version: int, text: str) -> ZombieCode:
        _no_spare(fields, text)
        if not MIN_TEAMS <= fields["teams"] <= MAX_TEAMS:
            raise CodeError(f"sheet code {text} says more than this version can read; update worksheets")
        return cls(RulesRef._unpack(fields, text), fields["teams"], version)


#: Kinds of practice sheet with their number in a practice code (never reused).
PRACTICE_NUMBERS: Mapping[str, int] = {
    "place-value": 1, "chance": 2, "scoring": 3, "words": 4, "compare": 5, "digits": 6, "expanded": 7, "keep": 8,
}
#: Word styles of a practice code.
PRACTICE_STYLES = ("us", "uk")
#: The largest seed and student number a practice code holds.
MAX_PRACTICE_SEED = 2**24 - 1
MAX_PRACTICE_STUDENT = 2**8 - 1
MAX_PRACTICE_PROBLEMS = 2**6 - 1


@register
@dataclass(frozen=True)
class PracticeCode(Code):
    """A practice sheet: its kind, level, digits, problem count, rule set, word style, student and seed.

    ``digits`` is 3 to 9 (kinds without digits print 3); ``rules`` a preset's name or
    None; ``student`` the sheet's number in its set (1 up), so each student's sheet differs.
    """

    KIND: ClassVar[str] = "practice"
    NUMBER: ClassVar[int] = 4
    VERSION: ClassVar[int] = DRAWS_VERSION
    FIELDS: ClassVar[tuple[tuple[str, int], ...]] = (
        ("practice", 4), ("level", 2), ("digits", 3), ("problems", 6), ("rules", 4), ("uk", 1),
        ("student", 8), ("seed", 24))

    practice: str
    level: int
    digits: int
    problems: int
    rules: str | None
    style: str
    student: int
    seed: int
    version: int = DRAWS_VERSION
    checks: int = field(default=CHECKS, compare=False)

    def __post_init__(self) -> None:
        if self.practice not in PRACTICE_NUMBERS:
            raise CodeError(f"practice kind {self.practice!r} has no code (kinds: {', '.join(PRACTICE_NUMBERS)})")
        checks = (("level", self.level, 1, 3), ("digits", self.digits, 3, 9),
                  ("problems", self.problems, 1, MAX_PRACTICE_PROBLEMS),
                  ("student", self.student, 1, MAX_PRACTICE_STUDENT), ("seed", self.seed, 0, MAX_PRACTICE_SEED))
        for name, value, low, high in checks:
            if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
                raise CodeError(f"a practice sheet's code holds a {name} from {low} to {high}, not {value!r}")
        if self.rules is not None and (self.rules not in PRESET_NUMBERS or PRESET_NUMBERS[self.rules] > 15):
            raise CodeError(f"rule set {self.rules!r} has no number in practice codes "
                            f"(presets: {', '.join(PRESET_NUMBERS)})")
        if self.style not in PRACTICE_STYLES:
            raise CodeError(f"a practice sheet's words are in style {' or '.join(PRACTICE_STYLES)}, not {self.style!r}")

    def _pack(self) -> Mapping[str, int]:
        return {"practice": PRACTICE_NUMBERS[self.practice], "level": self.level - 1, "digits": self.digits - 3,
                "problems": self.problems, "rules": PRESET_NUMBERS[self.rules] if self.rules else 0,
                "uk": self.style == "uk", "student": self.student, "seed": self.seed}

    @classmethod
    def _unpack(cls, fields: Mapping[str, int], version: int, text: str) -> PracticeCode:
        kinds = {number: name for name, number in PRACTICE_NUMBERS.items()}
        presets = {number: name for name, number in PRESET_NUMBERS.items()}
        if (fields["practice"] not in kinds or fields["digits"] > 6 or fields["level"] > 2
                or (fields["rules"] and fields["rules"] not in presets) or not fields["problems"]
                or not fields["student"]):
            raise CodeError(f"sheet code {text} says more than this version can read; update worksheets")
        return cls(kinds[fields["practice"]], fields["level"] + 1, fields["digits"] + 3, fields["problems"],
                   presets.get(fields["rules"]), "uk" if fields["uk"] else "us", fields["student"],
                   fields["seed"], version)

    def rule_set(self, rules_file: RuleSet | None = None) -> RuleSet:
        """The game the problems are drawn from: the preset named, place-value, or classic."""
        if self.rules is not None:
            return preset(self.rules)
        return preset("place-value" if self.practice == "place-value" else "classic")

    def names_rules(self, rules: RuleSet) -> bool:
        return same_game(rules, self.rule_set())

    @property
    def rules_label(self) -> str:
        """'chance practice', 'keep practice of house': a practice sheet names its kind before any rule set."""
        return f"{self.practice} practice" + (f" of {self.rules}" if self.rules else "")


@register
@dataclass(frozen=True)
class QuestionsCode(Code):
    """Zombie question cards: how many teams, the kinds of question in turn, the level and the seed."""

    KIND: ClassVar[str] = "questions"
    NUMBER: ClassVar[int] = 5
    VERSION: ClassVar[int] = DRAWS_VERSION
    FIELDS: ClassVar[tuple[tuple[str, int], ...]] = (
        ("teams", 4), ("kinds", 16), ("level", 2), ("spare", 6), ("seed", 24))

    teams: int
    kinds: tuple[str, ...]  # in the order of PRACTICE_NUMBERS (the order the cards take them)
    level: int
    seed: int
    version: int = DRAWS_VERSION
    checks: int = field(default=CHECKS, compare=False)

    def __post_init__(self) -> None:
        if isinstance(self.teams, bool) or not isinstance(self.teams, int) or not MIN_TEAMS <= self.teams <= MAX_TEAMS:
            raise CodeError(f"question cards' code holds {MIN_TEAMS} to {MAX_TEAMS} teams, not {self.teams!r}")
        unknown = [kind for kind in self.kinds if kind not in PRACTICE_NUMBERS]
        if unknown or not self.kinds:
            raise CodeError(f"question kinds {unknown or 'none'} have no code (kinds: {', '.join(PRACTICE_NUMBERS)})")
        if self.level not in (1, 2, 3) or not 0 <= self.seed <= MAX_PRACTICE_SEED:
            raise CodeError(f"question cards' code holds a level 1 to 3 and a seed 0 to {MAX_PRACTICE_SEED}")

    def _pack(self) -> Mapping[str, int]:
        mask = sum(1 << (PRACTICE_NUMBERS[kind] - 1) for kind in self.kinds)
        return {"teams": self.teams, "kinds": mask, "level": self.level - 1, "seed": self.seed}

    @classmethod
    def _unpack(cls, fields: Mapping[str, int], version: int, text: str) -> QuestionsCode:
        _no_spare(fields, text)
        kinds = tuple(kind for kind, number in PRACTICE_NUMBERS.items() if fields["kinds"] >> (number - 1) & 1)
        known = sum(1 << (number - 1) for number in PRACTICE_NUMBERS.values())
        if fields["kinds"] & ~known or fields["level"] > 2 or not MIN_TEAMS <= fields["teams"] <= MAX_TEAMS:
            raise CodeError(f"sheet code {text} says more than this version can read; update worksheets")
        return cls(fields["teams"], kinds, fields["level"] + 1, fields["seed"], version)

    def rule_set(self, rules_file: RuleSet | None = None) -> RuleSet:
        return preset("zombie")

    def names_rules(self, rules: RuleSet) -> bool:
        return same_game(rules, preset("zombie"))

    @property
    def rules_label(self) -> str:
        return "zombie"


#: The largest seed of a practice sheet drawn from a teacher's rules file (its code holds the fingerprint).
MAX_FILE_PRACTICE_SEED = 2**8 - 1
#: The most problems a practice code of a rules file holds (keep sheets hold 6).
MAX_FILE_PRACTICE_PROBLEMS = 2**3 - 1


@register
@dataclass(frozen=True)
class KeepFileCode(_NamesRules):
    """A keep practice sheet of a teacher's rules file: level (2 or 3), problems, student, seed, the file's fingerprint.

    The practice kind is always keep and the words style us; ``rules`` names the file by fingerprint.
    """

    KIND: ClassVar[str] = "keep-file"
    NUMBER: ClassVar[int] = 6
    VERSION: ClassVar[int] = KEEP_FILE_DRAWS_VERSION
    FIELDS: ClassVar[tuple[tuple[str, int], ...]] = (
        ("level", 1), ("problems", 3), ("student", 8), ("seed", 8), ("rules", 32))

    rules: RulesRef
    level: int
    problems: int
    student: int
    seed: int
    version: int = KEEP_FILE_DRAWS_VERSION
    checks: int = field(default=CHECKS, compare=False)

    def __post_init__(self) -> None:
        if self.rules.fingerprint is None:
            raise CodeError("a keep-file code names a teacher's rules file; a preset's keep sheet has a practice code")
        checks = (("level", self.level, 2, 3), ("problems", self.problems, 1, MAX_FILE_PRACTICE_PROBLEMS),
                  ("student", self.student, 1, MAX_PRACTICE_STUDENT), ("seed", self.seed, 0, MAX_FILE_PRACTICE_SEED))
        for name, value, low, high in checks:
            if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
                raise CodeError(f"a keep sheet's code of a rules file holds a {name} from {low} to {high}, "
                                f"not {value!r}")

    def _pack(self) -> Mapping[str, int]:
        return {"level": self.level - 2, "problems": self.problems, "student": self.student, "seed": self.seed,
                "rules": self.rules.fingerprint}

    @classmethod
    def _unpack(cls, fields: Mapping[str, int], version: int, text: str) -> KeepFileCode:
        if not fields["problems"] or not fields["student"]:
            raise CodeError(f"sheet code {text} says more than this version can read; update worksheets")
        return cls(RulesRef(fingerprint=fields["rules"]), fields["level"] + 2, fields["problems"],
                   fields["student"], fields["seed"], version)


# --- the codes of sheets ------------------------------------------------------------------


def scorecard_code(rules: RuleSet, layout: str = "card", games: int | None = None) -> ScorecardCode:
    """The code of Yahtzee-family scorecards for ``rules``: ``games`` columns on a student card, or a chart.

    Print it with ``.encode()``. Place-value cards and Zombie packs have codes of their own
    (``SheetCode``, ``zombie_code``).
    """
    require(rules, DICE, "{rules.name} is printed as {family.sheets_title}, not as dice-game scorecards; "
                         "a Zombie pack's code is zombie_code, a place-value card's SheetCode")
    return ScorecardCode(RulesRef.of(rules), layout, games)


def zombie_code(rules: RuleSet, teams: int) -> ZombieCode:
    """The code of a Zombie pack for ``rules`` (a team game) and ``teams`` teams. Print it with ``.encode()``."""
    require(rules, ZOMBIE, "{rules.name} is not a team game ([team-game] in the rules); a Zombie pack needs one")
    return ZombieCode(RulesRef.of(rules), teams)
