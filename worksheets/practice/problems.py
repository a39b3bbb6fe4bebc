"""Practice sheets: the settings of one sheet, its problems, and the registry of kinds.

A kind of practice (``PracticeKind``) draws one candidate problem at a time from
a ``random.Random`` it is given; ``make_problems`` keeps drawing until the sheet
has its count of different problems. Every answer is worked out by the engine
(never typed): exact fractions for chances, the place-value solvers for numbers.
The words of problems and answers come from ``templates/practice/``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Callable, Mapping

from ..codes import (
    CHECK_VERSION, CHECKS, DRAWS_VERSION, KEEP_DRAWS_VERSION, KEEP_FILE_DRAWS_VERSION, MAX_FILE_PRACTICE_PROBLEMS, MAX_FILE_PRACTICE_SEED, MAX_PRACTICE_PROBLEMS, MAX_PRACTICE_SEED,
    MAX_PRACTICE_STUDENT, KeepFileCode, PracticeCode, RulesRef,
)
from ..errors import InputError
from ..rule_refs import rules_fingerprint
from ..rules import RuleSet, preset
from ..templating import macro

#: The seed when none is given: the same command always prints the same sheets.
DEFAULT_SEED = 1
LEVELS = (1, 2, 3)
#: The sizes of number the number kinds (compare, digits, expanded, words) ask about: 3 to 9 digits.
NUMBER_DIGITS = tuple(range(3, 10))
#: Candidates drawn for each problem before the sheet is given up as impossible.
_TRIES = 200


@dataclass(frozen=True)
class Problem:
    """One numbered problem: what is asked, the dice shown with it, the answer boxes and their answers.

    ``facts`` holds what the problem is about in plain values (the dice, the event,
    the number), for the key in JSON and for tests that work the answer out again.
    """

    prompt: str
    boxes: tuple[str, ...]  # the label over each answer box
    answers: tuple[str, ...]  # what goes in each box
    working: str  # how the answer is found, for the key
    summary: str = ""  # the answers as the key prints them ("" : the one answer)
    dice: tuple[int, ...] = ()
    lines: int = 1  # lines of handwriting each answer box has room for
    underline: tuple[int, int] | None = None  # the part of the prompt printed underlined: (start, end)
    facts: Mapping[str, object] = field(default_factory=dict, compare=False, hash=False)
    identity: tuple = ()  # two problems with the same identity are the same problem

    @property
    def marked_prompt(self) -> str:
        """The prompt as plain text shows it: the underlined part with a combining low line under each
        character (9,5̲46), which terminals draw as an underline, since plain text has no other."""
        if self.underline is None:
            return self.prompt
        start, end = self.underline
        marked = "".join(char + "\u0332" for char in self.prompt[start:end])
        return self.prompt[:start] + marked + self.prompt[end:]


@dataclass(frozen=True)
class PracticeSettings:
    """Everything that decides one student's sheet; it is what the sheet's code holds.

    ``rules`` names a preset; ``rules_file`` is a teacher's rules file instead (then ``rules`` is None),
    which the code names by fingerprint.
    """

    kind: str
    level: int = 1
    digits: int = 4
    problems: int = 10
    rules: str | None = None
    style: str = "us"
    seed: int = DEFAULT_SEED
    student: int = 1
    rules_file: RuleSet | None = None
    # The version of a practice code: a sheet rebuilt from a code printed before version 2 shows that code,
    # and one printed before a later version the problems it printed (``codes.DRAWS_VERSION``). A keep-file
    # code's version is told in practice-code terms: its puzzles are drawn as that practice version's.
    code_version: int = DRAWS_VERSION
    # How many check symbols the code is printed with: a sheet rebuilt from a code read with one shows it so.
    code_checks: int = field(default=CHECKS, compare=False)

    @property
    def code(self) -> PracticeCode | KeepFileCode:
        if self.rules_file is not None:
            version = KEEP_FILE_DRAWS_VERSION if self.code_version >= KEEP_DRAWS_VERSION else CHECK_VERSION
            return KeepFileCode(RulesRef(fingerprint=rules_fingerprint(self.rules_file)), self.level, self.problems,
                                self.student, self.seed, version, self.code_checks)
        return PracticeCode(self.kind, self.level, self.digits, self.problems, self.rules, self.style,
                            self.student, self.seed, self.code_version, self.code_checks)

    @property
    def rule_set(self) -> RuleSet | None:
        """The rule set named (a preset or the rules file); None for kinds without one."""
        return self.rules_file if self.rules_file is not None else preset(self.rules) if self.rules else None

    @classmethod
    def from_code(cls, code: PracticeCode | KeepFileCode, rules_file: RuleSet | None = None) -> PracticeSettings:
        """The settings a code names; a keep-file code needs its rules file (checked against the fingerprint)."""
        if isinstance(code, KeepFileCode):
            kind = find_kind("keep")
            drawn_as = KEEP_DRAWS_VERSION if code.version >= KEEP_FILE_DRAWS_VERSION else KEEP_DRAWS_VERSION - 1
            return cls(kind.name, code.level, kind.default_digits, code.problems, None, "us", code.seed,
                       code.student, code.rule_set(rules_file), drawn_as, code.checks)
        return cls(code.practice, code.level, code.digits, code.problems, code.rules, code.style,
                   seed=code.seed, student=code.student, code_version=code.version, code_checks=code.checks)


#: Draws one problem; a kind that plans its sheet (``PracticeKind.by_place``) is also told the problem's place.
Maker = Callable[..., Problem]


@dataclass(frozen=True)
class PracticeKind:
    """A kind of practice: its name, limits and defaults, and the function drawing one problem."""

    name: str
    make: Maker
    default_problems: int
    max_problems: int
    digits: tuple[int, ...] = ()  # the digit counts it accepts; () when digits do not apply
    default_digits: int = 4
    rules: tuple[str, ...] = ()  # presets it can draw from; () when rules do not apply
    default_rules: str | None = None
    style: bool = False  # whether US/UK words apply
    columns: int = 2  # problems across a sheet
    rules_files: bool = False  # whether --rules may also be a teacher's rules file (a keep-file code names it)
    own_game_levels: tuple[int, ...] = ()  # levels that play the kind's own game: no rule set applies
    long_from: int | None = None  # from this many digits answers take two lines: two problems fewer by default
    most_digits: Mapping[int, int] = field(default_factory=dict)  # a level's own limit on digits, by level
    by_place: bool = False  # ``make`` takes the place on the sheet of the problem it draws (0 for the first)


#: Every kind of practice, by name, in the order the help lists them.
KINDS: dict[str, PracticeKind] = {}


def number_of(rng: random.Random, digits: int) -> int:
    """A number of ``digits`` digits, every one as likely (the number kinds' draw: changing it changes the
    sheets printed codes rebuild)."""
    return rng.randint(10 ** (digits - 1), 10**digits - 1)


def register(kind: PracticeKind) -> PracticeKind:
    KINDS[kind.name] = kind
    return kind


def words(template: str, name: str, /, *args, **kwargs) -> str:
    """The text of macro ``name`` of ``templates/practice/<template>.j2``."""
    return macro(f"practice/{template}.j2", name)(*args, **kwargs)


def find_kind(name: str) -> PracticeKind:
    from . import KIND_NAMES

    _load()
    if name not in KINDS:
        raise InputError(f"unknown practice kind {name!r}; kinds: {', '.join(KIND_NAMES)}")
    return KINDS[name]


def _load() -> None:
    from . import chance, compare, digits, expanded, keep, place_value, scoring, words  # noqa: F401  (each registers its kind)


def name_parts(settings: PracticeSettings) -> tuple[str, ...]:
    """What sets these sheets apart from the kind's sheets of the same level by default, for a file name: the rule
    set, the digits, the style of words and the number of problems where they differ ("house", "6-digits", "uk",
    "8-problems"), so sheets of two groups printed with different options do not replace each other."""
    plain = settings_for(settings.kind, level=settings.level)
    rules = settings.rules_file.name if settings.rules_file is not None else settings.rules
    plain_rules = plain.rules_file.name if plain.rules_file is not None else plain.rules
    parts = ((rules if rules != plain_rules else None),
             (f"{settings.digits}-digits" if settings.digits != plain.digits else None),
             (settings.style if settings.style != plain.style else None),
             (f"{settings.problems}-problems"
              if settings.problems != settings_for(settings.kind, level=settings.level, digits=settings.digits).problems
              else None))  # as many as the digits asked for give by default
    return tuple(part for part in parts if part)


def settings_for(kind: str, *, level: int = 1, digits: int | None = None, problems: int | None = None,
                 rules: str | None = None, style: str = "us", seed: int | None = None,
                 student: int = 1, given: Mapping[str, str] = {}) -> PracticeSettings:
    """Checked settings for ``kind`` (as typed: "Chance" is chance): an option that does not apply to it (``given``: its
    name as typed) is refused."""
    kind = " ".join(kind.split()).casefold()
    found = find_kind(kind)
    if level not in LEVELS:
        raise InputError(f"--level must be 1, 2 or 3, not {level}")
    for option, applies in (("digits", bool(found.digits)), ("rules", bool(found.rules)), ("style", found.style)):
        if option in given and not applies:
            raise InputError(f"{given[option]} does not apply to {kind} practice")
    if digits is None:
        digits = found.default_digits
    elif found.digits and digits not in found.digits:
        raise InputError(f"--digits for {kind} practice is {found.digits[0]} to {found.digits[-1]}, not {digits}")
    elif digits > found.most_digits.get(level, digits):
        raise InputError(f"--digits for {kind} practice at level {level} is at most {found.most_digits[level]}, "
                         f"not {digits}")
    if problems is None:
        long = found.long_from is not None and digits >= found.long_from
        problems = found.default_problems - (2 if long else 0)
    elif not 1 <= problems <= found.max_problems:
        raise InputError(f"--problems for {kind} practice is 1 to {found.max_problems} (one page), not {problems}")
    rules_file = None
    if found.rules and level in found.own_game_levels:
        if rules is not None:
            raise InputError(f"{kind} practice level {level} plays its own game; --rules applies at the other levels")
    elif found.rules:
        from ..rules import load_rules_file, names_a_file

        rules = found.default_rules if rules is None else rules
        if found.rules_files and names_a_file(rules):
            rules_file = load_rules_file(rules)
            if rules_file.sheet_problems:  # new sheets: the file's slips are fixed first
                raise InputError(rules_file.sheet_problems[0])
            # A copy of a preset (whatever its name or layout) keeps the preset's code, which needs no file.
            rules = next((name for name in found.rules
                          if rules_fingerprint(preset(name)) == rules_fingerprint(rules_file)), None)
            rules_file = None if rules else rules_file
        elif rules not in found.rules:
            why = (" (a practice sheet's code names its rule set by a preset's number and has no room for a rules "
                   "file's fingerprint)" if names_a_file(rules) else "")
            files = " or a rules file (.toml)" if found.rules_files else ""
            raise InputError(f"{kind} practice draws from the rule sets {', '.join(found.rules)}{files}, "
                             f"not {rules!r}{why}")
    else:
        rules = None
    if style not in ("us", "uk"):
        raise InputError(f"--style is us or uk, not {style!r}")
    seed = DEFAULT_SEED if seed is None else seed
    if not 0 <= seed <= MAX_PRACTICE_SEED:
        raise InputError(f"--seed for practice sheets is 0 to {MAX_PRACTICE_SEED:,}, not {seed}")
    if rules_file is not None and seed > MAX_FILE_PRACTICE_SEED:
        raise InputError(f"--seed for {kind} practice from a rules file is 0 to {MAX_FILE_PRACTICE_SEED}, not {seed} "
                         "(the sheet's code holds the file's fingerprint, which leaves room for a small seed)")
    if not 1 <= student <= MAX_PRACTICE_STUDENT:
        raise InputError(f"a set of practice sheets has at most {MAX_PRACTICE_STUDENT} students")
    assert problems <= (MAX_PRACTICE_PROBLEMS if rules_file is None else MAX_FILE_PRACTICE_PROBLEMS)
    return PracticeSettings(kind, level, digits if found.digits else found.default_digits, problems, rules,
                            style if found.style else "us", seed, student, rules_file)


def make_problems(settings: PracticeSettings) -> tuple[Problem, ...]:
    """The sheet's problems: ``settings.problems`` different ones, the same for the same settings."""
    s = settings
    # A rules file is drawn from by its fingerprint: the same file (however it is written) draws the same sheet.
    rules = s.rules if s.rules_file is None else f"file-{rules_fingerprint(s.rules_file):08X}"
    rng = random.Random(f"practice/{s.kind}/{s.level}/{s.digits}/{s.problems}/{rules}/{s.style}/{s.seed}/{s.student}")
    problems = draw_different(settings, rng, settings.problems, _TRIES)
    if len(problems) < settings.problems:
        raise InputError(f"{settings.problems} different {settings.kind} problems at level {settings.level} "
                         "cannot be drawn; ask for fewer with --problems")
    return tuple(problems)


def draw_different(settings: PracticeSettings, rng: random.Random, count: int, misses: int) -> list[Problem]:
    """Up to ``count`` different problems of ``settings.kind`` drawn with ``rng``: fewer when ``misses``
    draws in a row bring none that is new (a kind with few problems has then given them all, or nearly)."""
    kind = find_kind(settings.kind)
    problems: list[Problem] = []
    seen: set[tuple] = set()
    missed = 0
    while len(problems) < count and missed < misses:
        problem = kind.make(settings, rng, len(problems)) if kind.by_place else kind.make(settings, rng)
        if problem.identity in seen:
            missed += 1
            continue
        seen.add(problem.identity)
        problems.append(problem)
        missed = 0
    return problems
