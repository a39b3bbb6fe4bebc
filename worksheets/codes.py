"""Sheet codes: the short code printed on a sheet, from which the sheet and its answer key are rebuilt.

A code is 60 bits written in Crockford's base 32 (no I, L, O or U; case and
those look-alikes are forgiven when read back) as three groups of four
symbols, then two check symbols, so a typo is caught instead of rebuilding the
wrong sheet::

    1900-0400-0001-03

Read back, a code may be typed with hyphens, en or em dashes, spaces or none,
and given as several pieces (``split_codes``: ``1900 0400 0001 03``).

*The check symbols.* Format version 2 draws them from the same 32 symbols, so
each is a letter or digit that is easy to say and that no shell expands: the
symbols' values s1..s12 weighted by the powers of a generator ``a`` of GF(32)
(``x^5 + x^2 + 1``) and added there, c1 = sum of s_i a^i and c2 = sum of
s_i a^(2i), i = 1..12. Any one or two wrong symbols (body or checks), so any
two neighbours swapped, are always caught. Why: body errors e_i, e_j (i != j) change the checks by
S1 = e_i a^i + e_j a^j, S2 = e_i a^2i + e_j a^2j; S1 = 0 makes e_i a^i = e_j a^j = t != 0, and S2 = t (a^i + a^j) = 0
forces a^i = a^j, impossible for i, j <= 12 < 31; one body error makes S1 = e a^i and S2 = e a^2i both non-zero,
so a wrong check symbol alone, or beside one body error, leaves the other syndrome non-zero.
How many symbols are typed tells the check: 14, both. 13, one: codes printed
before the second check symbol was added have the first alone (c1, the same
as now: a new code typed without its last symbol names the same sheet), and
read as they always did, two wrong symbols passing about 1 time in 50. One
slip cannot be told there: a wrong second symbol, which holds the version, can
make a code of one check read as a version whose check is the other one (mod
37 or GF(32)), which passes about 1 time in 32; ``doubts`` names the code one
symbol away, for ``key`` and ``check`` to show. Any other count is refused. A new code with
a symbol left out would read as 13 and pass about 1 time in 40, so 13 symbols
typed in groups whose last has two (``1900-040-0001-03``: an old code's last
group has one) are refused, saying a symbol is missing; typed without
separators, it cannot be told from an old code.
Version 1 codes, printed before, have one check symbol: the value mod 37,
written with the 32 symbols and ``* ~ $ = U``; they read as they always did.

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
with ``@register``. The sheet it names is rebuilt in ``worksheets.render.keys``
(a builder in its ``BUILDERS``).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
import re
import unicodedata
from dataclasses import dataclass, field, replace
from typing import ClassVar, Mapping, TypeVar

from .errors import CodeError, InputError
from .families import DICE, PLACE_VALUE, ZOMBIE, family_of, require
from .rule_refs import PRESET_NUMBERS, RULES_FIELDS, RulesRef, same_game
from .rules import RuleSet, preset
from .zombie import MAX_TEAMS, MIN_TEAMS

#: The first format version of every kind; a kind's current one is its ``VERSION``.
VERSION = 1
#: The format version codes are printed with: the check symbol from the 32 symbols (GF(32)).
CHECK_VERSION = 2
#: How many check symbols codes are printed with (from format version 2): two. A code read with one (printed
#: before the second was added, or typed without its last symbol) has ``checks`` 1 and is written back so.
CHECKS = 2
#: The symbols of a code: 12 and its check symbols.
SIZES = (12 + 1, 12 + CHECKS)
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
#: Bits after the kind (5) and version (3).
PAYLOAD_BITS = 52
#: Scorecard layouts with their number in the code.
LAYOUT_NUMBERS: Mapping[str, int] = {"card": 0, "chart": 1}
#: The most games a scorecard code can say a card has (4 bits).
MAX_CODE_GAMES = 15

_SYMBOLS = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_CHECK_SYMBOLS = _SYMBOLS + "*~$=U"  # version 1 only
_VALUES = {symbol: value for value, symbol in enumerate(_SYMBOLS)}
_LOOK_ALIKES = str.maketrans({"O": "0", "I": "1", "L": "1"})
#: What may stand between the groups when a code is typed: hyphens, dashes a word processor makes, spaces.
_SEPARATORS = re.compile(r"[\s\-\u2010-\u2015\u2212_.]+")


def _gf32_tables() -> tuple[list[int], list[int]]:
    """Exponent and log tables of GF(32) built from x^5 + x^2 + 1 (x generates it)."""
    exp, log = [0] * 62, [0] * 32
    value = 1
    for power in range(31):
        exp[power] = exp[power + 31] = value
        log[value] = power
        value <<= 1
        if value & 32:
            value ^= 0b100101
    return exp, log


_EXP, _LOG = _gf32_tables()


def _gf32_checks(symbols: list[int]) -> tuple[int, int]:
    """The two GF(32) check values of 12 symbol values: the sums of s_i * a^i and of s_i * a^(2i), i = 1..12."""
    first = second = 0
    for position, value in enumerate(symbols, start=1):
        if value:
            first ^= _EXP[(_LOG[value] + position) % 31]
            second ^= _EXP[(_LOG[value] + 2 * position) % 31]
    return first, second


def _check_symbols(value: int, symbols: list[int], version: int, checks: int) -> str:
    """The check symbols written after the 12 ``symbols`` of ``value``: version 1's one (mod 37), else the first
    ``checks`` of GF(32)'s."""
    if version >= CHECK_VERSION:
        return "".join(_SYMBOLS[check] for check in _gf32_checks(symbols)[:checks])
    return _CHECK_SYMBOLS[value % 37]


_MAX_SEED = 2**32 - 1
_MAX_GAME = 2**12 - 1




# --- codes ------------------------------------------------------------------------------


class Code(ABC):
    """What a code says about its sheet. Each kind is a frozen dataclass subclass, registered with ``register``.

    A subclass sets ``KIND``, ``NUMBER``, ``VERSION`` and ``FIELDS`` (name and bits of each
    payload field, most significant first, 52 bits in all; fields it does not pack are 0),
    and has a ``version`` field and a ``checks`` field (``CHECKS`` by default; left out of comparisons,
    since a code read with one check symbol names the same sheet). ``_pack`` gives the field values,
    ``_unpack`` builds the code from them (``version`` is at most ``VERSION``; ``text`` is the code as
    typed, for messages).
    """

    KIND: ClassVar[str]
    NUMBER: ClassVar[int]
    VERSION: ClassVar[int]
    FIELDS: ClassVar[tuple[tuple[str, int], ...]]
    version: int

    @abstractmethod
    def _pack(self) -> Mapping[str, int]:
        """The kind's fields as whole numbers, by the names in ``FIELDS``."""

    @classmethod
    @abstractmethod
    def _unpack(cls, fields: Mapping[str, int], version: int, text: str) -> Code:
        """The code whose fields (by the names in ``FIELDS``) were read from ``text``."""

    def encode(self) -> str:
        """The code as printed: three groups of four symbols, then its two check symbols (``XXXX-XXXX-XXXX-XX``);
        one check symbol for a code read with one (``checks`` 1) and for every version-1 code."""
        assert self.checks in (1, CHECKS), self.checks
        values = dict(self._pack())
        value = (self.NUMBER << 3) | self.version
        for name, bits in self.FIELDS:
            number = int(values.pop(name, 0))
            if not 0 <= number < 1 << bits:
                raise CodeError(f"{self.KIND} code: {name} = {number} does not fit its {bits} bits")
            value = (value << bits) | number
        assert not values, f"{self.KIND} code packs fields it has no place for: {sorted(values)}"
        symbols = [(value >> shift) & 31 for shift in range(55, -1, -5)]
        body = "".join(_SYMBOLS[symbol] for symbol in symbols)
        return f"{body[:4]}-{body[4:8]}-{body[8:]}-{_check_symbols(value, symbols, self.version, self.checks)}"

    # What the code says about the game, for the checker (``worksheets.check.infer``).

    @abstractmethod
    def rule_set(self, rules_file: RuleSet | None = None) -> RuleSet:
        """The rule set of the sheet; a teacher's rules file must be given (and match) when the code names one."""

    @abstractmethod
    def names_rules(self, rules: RuleSet) -> bool:
        """Whether the sheet was printed for ``rules``."""

    @property
    @abstractmethod
    def rules_label(self) -> str:
        """The rule set named, in a few words: 'classic', 'a rules file with fingerprint 3F2A91C0'."""

    def place_value_settings(self) -> tuple[int, str] | None:
        """(digits, dice) of a place-value card; None for other sheets."""
        return None


#: Every kind of code, by name.
KINDS: dict[str, type[Code]] = {}
_BY_NUMBER: dict[int, type[Code]] = {}

K = TypeVar("K", bound=Code)


def register(kind: type[K]) -> type[K]:
    """Add a kind of code to ``KINDS``; its number and name must be new, its fields 52 bits."""
    assert 1 <= kind.NUMBER < 32 and kind.NUMBER not in _BY_NUMBER and kind.KIND not in KINDS, kind
    assert 1 <= kind.VERSION < 8 and sum(bits for _, bits in kind.FIELDS) == PAYLOAD_BITS, kind
    KINDS[kind.KIND] = kind
    _BY_NUMBER[kind.NUMBER] = kind
    return kind


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
        if not 0 <= self.seed <= _MAX_SEED:
            raise CodeError(f"seed {self.seed} does not fit a sheet code (0 to {_MAX_SEED})")
        if not 1 <= self.game <= _MAX_GAME:
            raise CodeError(f"game number {self.game} does not fit a sheet code (1 to {_MAX_GAME})")
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


# --- reading ------------------------------------------------------------------------------


#: A code that reads, for messages that show what a code looks like (classic student cards, 3 games).
EXAMPLE = "28C0-0000-0001-0N"


def clean(text: str) -> str:
    """The symbols of a code as typed: full-width letters and digits (an input method's) made plain, upper case,
    look-alikes forgiven, separators (hyphens, en and em dashes, spaces) and invisible characters a paste can
    bring (zero-width spaces, a byte order mark) dropped."""
    return _SEPARATORS.sub("", _plain(text).upper()).translate(_LOOK_ALIKES)


def _plain(text: str) -> str:
    return unicodedata.normalize("NFKC", text).translate(_INVISIBLE).strip()


def _groups(text: str) -> list[str]:
    """The groups a code was typed in, between its separators."""
    return [group for group in _SEPARATORS.split(_plain(text)) if group]


#: Characters a copy and paste can bring that show nothing: zero-width space, joiners, word joiner, byte order mark.
_INVISIBLE = dict.fromkeys(map(ord, "\u200b\u200c\u200d\u2060\ufeff"))

#: Words printed before a code on a sheet, left out when a code is copied with them.
_CODE_WORDS = frozenset({"code", "sheet", "sheetcode"})


def split_codes(pieces: list[str]) -> list[str]:
    """Codes from the words given on a command line: each a whole code, or a code in several pieces
    (``1900 0400 0001 03``), joined until they make 14 symbols, or 13 when the next piece is not a lone
    symbol (a code printed with one check symbol, ``1500 0400 0001 8``). The label printed before a code
    ("Code", "Sheet code:") may come with it, as copied from a sheet."""
    codes: list[str] = []
    pending: list[str] = []
    symbols = 0
    # Codes may be listed with commas or semicolons between them, as a sheet of codes pasted from a document.
    words = [word for piece in pieces for word in piece.replace(",", " ").replace(";", " ").split()
             if word.rstrip(":").casefold() not in _CODE_WORDS]
    # the label and the code run together ("code:1900-0400-0001-03")
    words = [word.split(":", 1)[1] if word.split(":", 1)[0].casefold() in _CODE_WORDS else word for word in words]
    words = [word for word in words if word]
    if not words:
        raise CodeError(f"no sheet code given; type the code printed on the sheet, such as {EXAMPLE}")
    sizes = [len(clean(word)) for word in words] + [0]
    for index, piece in enumerate(words):
        size = sizes[index]
        if not pending and size >= max(SIZES):
            codes.append(piece)
            continue
        pending.append(piece)
        symbols += size
        if symbols >= max(SIZES) or (symbols == min(SIZES) and sizes[index + 1] != 1):
            codes.append(" ".join(pending))
            pending, symbols = [], 0
    if pending:
        codes.append(" ".join(pending))  # decode says what is missing
    return codes


def decode(text: str) -> Code:
    """Read a code as a teacher types it; raise CodeError saying what is wrong.

    Its length tells its check: 14 symbols, both check symbols of GF(32); 13, the one check symbol of its
    version (a code printed before the second check symbol, or typed without it)."""
    shown = " ".join(text.split())
    cleaned = clean(text)
    if len(cleaned) not in SIZES:
        raise CodeError(f"sheet code {shown!r} should have {max(SIZES)} symbols, such as {EXAMPLE}, "
                        f"or {min(SIZES)} on sheets printed before; it has {len(cleaned)}")
    groups = _groups(text)
    if len(cleaned) == max(SIZES) and len(groups) > 2 and len(clean(groups[-1])) == 1 and len(clean(groups[-2])) > 1:
        # A code printed with one check symbol and a symbol more where it was copied (1900-0400-00H01-0): two
        # checks pass about 1 time in 1,000, so its grouping tells it.
        raise CodeError(f"sheet code {shown!r} has {max(SIZES)} symbols but ends in a group of one, as a code of "
                        f"{min(SIZES)} printed before does; look for a symbol too many")
    if len(cleaned) == min(SIZES) and len(groups) > 1 and len(clean(groups[-1])) == CHECKS:
        # A code printed with two check symbols and a symbol left out where it was copied: the same 13 symbols
        # as a code printed with one, but that code's last group has one symbol.
        raise CodeError(f"sheet code {shown!r} has {min(SIZES)} symbols but ends in a group of two, as a code of "
                        f"{max(SIZES)} does ({EXAMPLE}); look for a missing symbol")
    body, check = cleaned[:12], cleaned[12:]
    bad = sorted({ch for ch in body if ch not in _VALUES} | (set(check) - set(_CHECK_SYMBOLS)))
    if bad:
        raise CodeError(f"sheet code {shown!r} has {', '.join(map(repr, bad))}, which sheet codes never use")
    symbols = [_VALUES[ch] for ch in body]
    value = 0
    for symbol in symbols:
        value = (value << 5) | symbol
    written, checks = (value >> PAYLOAD_BITS) & 7, len(check)
    # No code was printed with format 0, nor with two check symbols before format 2: a slip that reads as one
    # must not fall back on the old check.
    oldest = VERSION if checks == 1 else CHECK_VERSION
    if written < oldest or _check_symbols(value, symbols, written, checks) != check:
        raise CodeError(f"sheet code {shown!r} does not check out; look for a mistyped symbol")
    number, version = value >> (PAYLOAD_BITS + 3), (value >> PAYLOAD_BITS) & 7
    kind = _BY_NUMBER.get(number)
    if kind is None:
        raise CodeError(f"sheet code {shown!r} names a kind of sheet this version does not know")
    if version > kind.VERSION:
        raise CodeError(f"sheet code {shown!r} is from a newer version (format {version}); update worksheets")
    fields: dict[str, int] = {}
    shift = PAYLOAD_BITS
    for name, bits in kind.FIELDS:
        shift -= bits
        fields[name] = (value >> shift) & ((1 << bits) - 1)
    printed = f"{body[:4]}-{body[4:8]}-{body[8:]}-{check}"
    code = kind._unpack(fields, version, printed)
    return code if checks == CHECKS else replace(code, checks=checks)


def read_or_none(text: str) -> Code | None:
    """The code ``text`` reads as (``decode``), or None when it cannot be read."""
    try:
        return decode(text)
    except CodeError:
        return None


def doubts(text: str) -> tuple[str, ...]:
    """What a teacher should check about a code that reads (``decode``), when one slip could have made it: a code
    of 13 symbols is checked by one symbol, and the version in its second symbol says which (version 1's or the
    GF(32) one), so the same 13 symbols with another second symbol can be a code printed before as well; and 13
    symbols typed without separators are also a code of 14 with a symbol left out."""
    cleaned = clean(text)
    if len(cleaned) != min(SIZES):
        return ()
    read = decode(text)
    found = []
    if len(_groups(text)) == 1:
        found.append(f"sheet code {cleaned} was read as a code of {min(SIZES)} symbols, as sheets printed before "
                     f"had; if the sheet's code ends in two symbols ({EXAMPLE}), one is missing: type it again")
    for symbol in _SYMBOLS:
        other = cleaned[0] + symbol + cleaned[2:]
        if symbol == cleaned[1] or (_VALUES[symbol] >> 2 == VERSION) == (read.version == VERSION):
            continue  # only another version's check could pass the same check symbol
        try:
            also = decode(other)
        except InputError:  # a CodeError, or fields no sheet has
            continue
        found.append(f"sheet code {also.encode()}, one symbol away, is a sheet's code too: check that the sheet "
                     f"shows {read.encode()}")
    return tuple(found)


def decode_kind(text: str, kind: type[K]) -> K:
    """Read a code that must be of ``kind``; a code of another kind is refused, naming what it is."""
    code = decode(text)
    if not isinstance(code, kind):
        raise CodeError(f"sheet code {text.strip()} is the code of a {code.KIND} sheet, "
                        f"not of a {kind.KIND} one")
    return code
