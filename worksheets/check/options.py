"""How a sheet is checked, and what judging one gives: shared by the checker and every family's judge."""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from ..rules import RuleSet
from ..verdicts import Verdict, own_kind_only


@dataclass(frozen=True)
class CheckOptions:
    """How to check: the game (None: from the code or the labels), place-value overrides, number words."""

    rules: RuleSet | None = None
    digits: int | None = None
    dice: str | None = None
    style: str = "us"
    lang: str | None = None
    words: bool = True  # False leaves number words out of the verdicts (quicker for large runs)

    def __post_init__(self) -> None:
        from ..words import say

        say(1, style=self.style, lang=self.lang)  # refuses an unknown style or language now, not mid-sheet


@own_kind_only
class Judged(NamedTuple):
    """A family's judgement of one sheet: the verdict, a sentence per problem, and notes (warnings)."""

    verdict: Verdict
    problems: tuple[str, ...]
    notes: tuple[str, ...] = ()
