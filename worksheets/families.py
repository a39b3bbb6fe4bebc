"""Game families: the one place that tells a dice game, a Zombie game and place value apart.

Every rule set belongs to one family (``family_of``). A family names what it
provides, each as ``"module:function"``: its printable sheets, how a filled
sheet of it is judged, its part of the check report and of the comparison key,
and how a roll is scored. Commands and renderers ask the family for these and
never compare a tag. The modules are imported only when a capability is used,
so this registry sits at the bottom of the library and loads nothing heavy.

Adding a family: a ``Family`` in ``FAMILIES`` (before any family that would
claim its rule sets), and the functions it names.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from importlib import import_module
from typing import Callable, Mapping

from .errors import NotAvailableError, WrongFamilyError
from .rules import RuleSet, preset, preset_names

#: What a family may provide, and what each is called with.
CAPABILITIES = {
    "sheets": "(SheetRequest, output, inputs, progress) -> Path: write the printable sheets",
    "judge": "(Sheet, GameChoice, CheckOptions) -> Judged: judge a filled sheet",
    "report": "(SheetVerdict) -> ReportParts: the sheet's table, result and JSON",
    "key_section": "(SheetVerdict, finished) -> Section: the sheet's part of the comparison key (finished: of a "
                   "game's own finished cards)",
    "scores": "(RuleSet, categories) -> (labels, scorer, notes): what a roll scores, and what to know about the "
              "boxes or categories asked",
    "match": "(RuleSet, players, rng, *, digits, dice) -> play.Match: a new match to play (worksheets play)",
    "computer": "(RuleSet, strength, *, cache_dir) -> play.Computer: a computer player of the game",
    "notes": "(SheetRequest) -> tuple[str, ...]: what a teacher should know about the sheets a request prints",
}


@dataclass(frozen=True)
class Family:
    """One kind of game: which rule sets it claims and where its capabilities are."""

    name: str
    sheets_title: str  # what its sheets are called in messages: "place-value cards"
    claims: Callable[[RuleSet], bool] = field(compare=False)
    provides: Mapping[str, str] = field(compare=False)
    sheet_options: frozenset[str] = frozenset()  # the fields of a SheetRequest its sheets use
    #: What its sheets put students together in ("games of two", "teams"), or "" when each sheet is one student's;
    #: ``layout_groups``: the same for a layout of sheets that does (a group chart) where the others do not.
    groups: str = ""
    layout_groups: Mapping[str, str] = field(default_factory=dict, compare=False)

    def groups_in(self, layout: str | None) -> str:
        """What the sheets of ``layout`` put students together in, or ""."""
        return self.groups or self.layout_groups.get(layout or "", "")

    def capability(self, name: str) -> Callable:
        """The function that provides ``name`` for this family (``CAPABILITIES``)."""
        target = self.provides.get(name)
        if target is None:
            raise NotAvailableError(f"{self.name} games have no {name} yet")
        return _resolve(target)


@lru_cache(maxsize=None)
def _resolve(target: str) -> Callable:
    module, _, attribute = target.partition(":")
    return getattr(import_module(module), attribute)


_COMMON_OPTIONS = frozenset({"players", "class_name", "date", "paper"})

PLACE_VALUE = Family(
    name="place-value",
    sheets_title="place-value cards",
    claims=lambda rules: rules.place_value is not None,
    provides={
        "sheets": "worksheets.render.sheets:place_value_sheets",
        "judge": "worksheets.check.pv_verdict:judge_sheet",
        "report": "worksheets.check.report:place_value_report",
        "key_section": "worksheets.render.check_key_model:place_value_section",
        "scores": "worksheets.place_value.odds:roll_scores",
        "match": "worksheets.play.place_value_match:place_value_match",
        "computer": "worksheets.play.computer:no_computer",
        "notes": "worksheets.request:place_value_notes",
    },
    sheet_options=_COMMON_OPTIONS | {"games", "digits", "dice", "seed", "extended", "key"},
    groups="games of two",
)

ZOMBIE = Family(
    name="zombie",
    sheets_title="a Zombie pack",
    claims=lambda rules: rules.team_game is not None,
    provides={
        "sheets": "worksheets.render.sheets:zombie_sheets",
        "judge": "worksheets.check.zombie:judge_sheet",
        "report": "worksheets.check.report:zombie_report",
        "key_section": "worksheets.render.check_key_model:zombie_section",
        "scores": "worksheets.rules:box_scores",
        "match": "worksheets.play.zombie_match:zombie_match",
        "computer": "worksheets.play.computer:Computer",
        "notes": "worksheets.request:zombie_notes",
    },
    sheet_options=_COMMON_OPTIONS | {"teams", "key", "zombie", "team_names"},
    groups="teams",
)

DICE = Family(
    name="dice",
    sheets_title="dice-game scorecards",
    claims=lambda rules: True,
    provides={
        "sheets": "worksheets.render.sheets:dice_sheets",
        "judge": "worksheets.check.dice_sheet:judge_sheet",
        "report": "worksheets.check.report:dice_report",
        "key_section": "worksheets.render.check_key_model:dice_section",
        "scores": "worksheets.rules:box_scores",
        "match": "worksheets.play.match:dice_match",
        "computer": "worksheets.play.computer:Computer",
        "notes": "worksheets.request:no_notes",
    },
    sheet_options=_COMMON_OPTIONS | {"layout", "games"},
    layout_groups={"chart": "group charts"},
)

#: In the order they are asked: the first family that claims a rule set has it.
FAMILIES = (PLACE_VALUE, ZOMBIE, DICE)


def family_of(rules: RuleSet) -> Family:
    """The family ``rules`` belongs to."""
    return next(family for family in FAMILIES if family.claims(rules))


@lru_cache(maxsize=None)
def presets_of(family: Family) -> tuple[str, ...]:
    """The presets of ``family``, in the order ``preset_names`` lists them."""
    return tuple(name for name in preset_names() if family_of(preset(name)) is family)


def require(rules: RuleSet, family: Family, refusal: str, **values: object) -> None:
    """Raise ``WrongFamilyError`` unless ``rules`` is of ``family``. ``refusal`` is its message, a format string
    given ``rules``, ``family`` (the family ``rules`` is of) and ``values``."""
    found = family_of(rules)
    if found is not family:
        raise WrongFamilyError(refusal.format(rules=rules, family=found, **values))
