"""Sheets and answer keys rebuilt from the code printed on them: ``key_for(code)``, for every kind of code.

>>> key = key_for("1900-0400-0001-03")                     # doctest: +SKIP
>>> print(key.text())                                       # doctest: +SKIP

What a code rebuilds (the format is in ``worksheets/codes/``):

- a place-value card (``PlaceValueKey``): the game's blank cards and its answer key,
  drawn as the class set drew them;
- Yahtzee-family scorecards (``ScorecardKey``) and a Zombie pack (``ZombieKey``): the
  blank sheets the code names. They have no answer key yet, and their text says so.

A code of a teacher's rules file names it by fingerprint; ``key_for`` needs that
file (``rules``) and checks it. It sits in the render layer: it reads codes
(``worksheets.codes``), asks the place-value engine for cards and keys, and
builds and writes the printed models of ``render``.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Callable, ClassVar, Iterable, Sequence

from ..codes import (Code, CodeError, KeepFileCode, PracticeCode, QuestionsCode, ScorecardCode, SheetCode, ZombieCode,
                     decode)
from ..rule_refs import rules_fingerprint, rules_where
from ..errors import InputError
from ..numbers import format_chance, format_number
from ..place_value.sheets import PlaceValueSheet, sheet_from_code
from ..rules import RuleSet
from ..templating import render
from .scorecard_model import ScorecardModel, ScorecardOptions, build_scorecards
from .style import Style
from .zombie_pack_model import ZombiePackModel, ZombiePackOptions, build_zombie_pack

if TYPE_CHECKING:  # drawing is imported only when a PDF is written
    from .kit import Document


@dataclass(frozen=True)
class SheetKey(ABC):
    """What one code rebuilds: the sheet, and its answer key when the kind has one."""

    WHAT: ClassVar[str] = "sheets"  # what one code's PDF holds

    code: str  # as printed
    rules: RuleSet

    @abstractmethod
    def text(self) -> str:
        """The key (or what the sheet is) for the terminal, from ``templates/keys/``."""

    @abstractmethod
    def json(self) -> dict:
        """The key as one JSON object."""

    @abstractmethod
    def document(self, style: Style) -> Document:
        """The sheets (and key) of this code, laid out."""

    @classmethod
    def documents(cls, keys: Sequence[SheetKey], style: Style) -> Document:
        """The sheets (and keys) of ``keys``, all of this class, in one document: one code's, for most kinds."""
        if len(keys) != 1:
            raise InputError(f"a PDF holds the {cls.WHAT} of one code, or the cards of several place-value codes; "
                             "write the others one at a time")
        return keys[0].document(style)


@dataclass(frozen=True)
class PlaceValueKey(SheetKey):
    """A place-value card: its categories and answer key (``sheet``), as its class set printed them."""

    sheet: PlaceValueSheet

    def text(self) -> str:
        rows = [{"phrase": row.category.phrase(),
                 "greatest": "X" if row.greatest is None else format_number(row.greatest),
                 "example": "X" if row.example is None else format_number(row.example),
                 "chance": format_chance(row.chance)} for row in self.sheet.key]
        return render("keys/place_value.txt.j2", sheet=self.sheet, rows=rows, title=self.rules.title)

    def json(self) -> dict:
        sheet = self.sheet
        return {
            "code": sheet.code, "kind": "place-value", "game": sheet.number, "digits": sheet.game.digits,
            "dice": sheet.game.dice,
            "extended": sheet.extended,
            "categories": [{"category": row.category.phrase(), "greatest": row.greatest,
                            "example": row.example, "chance": str(row.chance)} for row in sheet.key],
        }

    def document(self, style: Style) -> Document:
        return self.documents([self], style)

    @classmethod
    def documents(cls, keys, style) -> Document:
        from .place_value_cards import place_value
        from .place_value_model import build_key_cards

        return place_value(build_key_cards([key.sheet for key in keys], title=keys[0].rules.title), style)


def _fingerprint(code: ScorecardCode | ZombieCode) -> str | None:
    return None if code.rules.fingerprint is None else f"{code.rules.fingerprint:08X}"


class _BlankKey(SheetKey):
    """Blank sheets that a code of a rule set names, with no answer key yet: their text and JSON."""

    TEMPLATE: ClassVar[str]

    def text(self) -> str:
        return render(self.TEMPLATE, key=self, code=self.read, fingerprint=_fingerprint(self.read),
                      again=self._again())

    def _again(self) -> str:
        """The command that rebuilds the sheets: a code of a rules file needs the file again."""
        import shlex

        path = self.rules.path if _fingerprint(self.read) else None
        return f"worksheets key {self.code}" + (f" --rules {shlex.quote(str(path))}" if path else "")

    def json(self) -> dict:
        return {"code": self.code, "kind": self.read.KIND, "rules": self.rules.name, "title": self.rules.title,
                "fingerprint": _fingerprint(self.read), **self.fields(), "answer_key": None}

    @abstractmethod
    def fields(self) -> dict:
        """What the code says beyond its rule set, for the JSON."""


@dataclass(frozen=True)
class ScorecardKey(_BlankKey):
    """Yahtzee-family scorecards: the blank cards or chart the code names."""

    WHAT: ClassVar[str] = "blank scorecards"
    TEMPLATE: ClassVar[str] = "keys/scorecard.txt.j2"

    read: ScorecardCode
    model: ScorecardModel

    def fields(self) -> dict:
        return {"layout": self.read.layout, "games": self.read.games, "boxes": [box.key for box in self.rules.boxes]}

    def document(self, style: Style) -> Document:
        from .scorecards import scorecards

        return scorecards(self.model, style)


@dataclass(frozen=True)
class ZombieKey(_BlankKey):
    """A Zombie pack: the blank team cards, zombie card and tally sheet the code names."""

    WHAT: ClassVar[str] = "blank Zombie pack"
    TEMPLATE: ClassVar[str] = "keys/zombie.txt.j2"

    read: ZombieCode
    model: ZombiePackModel

    def fields(self) -> dict:
        return {"teams": self.read.teams}

    def document(self, style: Style) -> Document:
        from .zombie_questions import pack_with_questions

        return pack_with_questions(self.model, style)


def _problem(number: int, problem, **extra) -> dict:
    """A problem in a key's JSON: its number (and ``extra``, such as a card's team) first."""
    return {"number": number, **extra, "prompt": problem.prompt,
            **({"underline": list(problem.underline)} if problem.underline else {}), "dice": list(problem.dice),
            "answers": dict(zip(problem.boxes, problem.answers)), "working": problem.working}


@dataclass(frozen=True)
class PracticeKey(SheetKey):
    """A practice sheet: its problems and answer key, as its set printed them (without the name)."""

    WHAT: ClassVar[str] = "practice sheet"

    sheets: object  # a PracticeSheets of this one sheet, with its key

    def text(self) -> str:
        return render("keys/practice.txt.j2", sheet=self.sheets.sheets[0], words=self.sheets.words)

    def json(self) -> dict:
        sheet = self.sheets.sheets[0]
        settings = sheet.settings
        return {
            "code": self.code, "kind": "practice", "practice": settings.kind, "level": settings.level,
            "digits": settings.digits, "rules": settings.rules, "style": settings.style,
            "student": settings.student, "seed": settings.seed,
            **({} if settings.rules_file is None else {"rules": settings.rules_file.name,
                                                       "fingerprint": f"{rules_fingerprint(settings.rules_file):08X}"}),
            "problems": [_problem(index, problem) for index, problem in enumerate(sheet.problems, start=1)],
        }

    def document(self, style: Style) -> Document:
        from .practice_sheets import practice

        return practice(self.sheets, style)


@dataclass(frozen=True)
class QuestionsKey(SheetKey):
    """Zombie question cards: every card and its answer, as the set printed them."""

    WHAT: ClassVar[str] = "question cards"

    cards: object  # a QuestionCards

    def text(self) -> str:
        return render("keys/practice.txt.j2", sheet=self.cards.key.sheets[0], words=self.cards.key.words)

    def json(self) -> dict:
        sheet = self.cards.key.sheets[0]
        return {"code": self.code, "kind": "questions", "cards": [
            _problem(card.number, card.problem, team=card.team) for card in self.cards.cards],
            "teams": self.cards.cards[-1].team, "owner": sheet.owner}

    def document(self, style: Style) -> Document:
        from .zombie_questions import question_cards

        return question_cards(self.cards, style)


def _questions(read: QuestionsCode, rules: RuleSet) -> SheetKey:
    from .zombie_questions import build_questions

    cards = build_questions(read.teams, read.kinds, level=read.level, seed=read.seed, code_version=read.version,
                            code_checks=read.checks)
    return QuestionsKey(read.encode(), rules, cards)


def _practice(read: PracticeCode | KeepFileCode, rules: RuleSet) -> SheetKey:
    from ..practice.problems import PracticeSettings
    from .practice_model import build_practice

    settings = PracticeSettings.from_code(read, rules if isinstance(read, KeepFileCode) else None)
    sheets = build_practice(settings, students=1, with_key=True, first=settings.student)
    return PracticeKey(read.encode(), rules, sheets)


def _place_value(read: SheetCode, rules: RuleSet) -> SheetKey:
    code = read.encode()
    return PlaceValueKey(code, rules, sheet_from_code(code))


# A rebuilt sheet carries its code as the sheet in hand shows it: a code of one check symbol stays one.
def _scorecard(read: ScorecardCode, rules: RuleSet) -> SheetKey:
    model = build_scorecards(rules, ScorecardOptions(layout=read.layout, games=read.games))
    return ScorecardKey(read.encode(), rules, read, replace(model, code=read.encode()))


def _zombie(read: ZombieCode, rules: RuleSet) -> SheetKey:
    pack = build_zombie_pack(rules, ZombiePackOptions(teams=read.teams))
    return ZombieKey(read.encode(), rules, read, replace(pack, code=read.encode()))


#: How each kind of code is rebuilt. A new kind of code adds its builder here.
BUILDERS: dict[type[Code], Callable[..., SheetKey]] = {
    SheetCode: _place_value,
    ScorecardCode: _scorecard,
    ZombieCode: _zombie,
    PracticeCode: _practice,
    KeepFileCode: _practice,
    QuestionsCode: _questions,
}


def key_for(code: str | Code, *, rules: RuleSet | None = None) -> SheetKey:
    """The sheet (and answer key) a printed code stands for.

    ``rules``: the teacher's rules file a code names by fingerprint (checked against it).
    Given with a code that names another rule set, it is refused rather than ignored.
    """
    read = decode(code) if isinstance(code, str) else code
    printed = read.encode()
    if rules is not None and not read.names_rules(rules):
        read.rule_set(rules)  # a code of a rules file: says whose fingerprint differs
        raise CodeError(f"sheet code {printed} names {read.rules_label}, not {rules_where(rules)}; "
                        "--rules is only for a code of a teacher's rules file")
    rule_set = read.rule_set(rules)
    try:
        return BUILDERS[type(read)](read, rule_set)
    except CodeError:
        raise
    except InputError as error:
        # A code this tool printed always rebuilds: one that does not was mistyped in a way its check symbols
        # miss (two symbols wrong with one check symbol, three or more with two), so what the fields ask for
        # ("8 digits") is no help to the teacher.
        passed = "the check symbol" if read.checks == 1 else "its two check symbols"
        raise CodeError(f"sheet code {printed} names no sheet this tool prints: check each symbol against the "
                        f"sheet (a mistyped code can pass {passed})") from error


def write_keys_pdf(keys: Sequence[SheetKey], style: Style, path: str | Path, *,
                   inputs: Iterable[str | Path] = (), paper: str = "letter") -> Path:
    """Write the rebuilt sheets (and keys) to one PDF, atomically: codes of one kind in a file. A folder
    given as ``path`` gets the file ``key-<first code>-<paper>.pdf`` in it, as other commands name theirs."""
    path = Path(path)
    if path.is_dir() and not path.is_symlink():
        more = f"-and-{len(keys) - 1}-more" if len(keys) > 1 else ""  # never the name of the first code's own key
        path = path / f"key-{decode(keys[0].code).encode()}{more}-{paper}.pdf"  # as printed, however it was typed
    kinds = {type(key) for key in keys}
    if len(kinds) != 1:
        raise InputError("a PDF holds sheets of one kind; write the keys of place-value cards, scorecards, Zombie "
                         "packs, practice sheets and question cards one kind at a time")
    from .kit import write_pdf

    return write_pdf(kinds.pop().documents(keys, style), style, path, inputs=tuple(inputs))
