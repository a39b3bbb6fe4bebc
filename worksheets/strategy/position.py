"""A position typed by a teacher: the boxes filled so far (``"yahtzee=50,ones=3"``), as a scorecard.

Boxes are named by key or label, in any case ("Full House=25", "full-house=25");
``x`` is a scratched box (0). Every value must be one the box can hold on a
finished card (``RuleSet.card_values``). The upper total and whether the bonus
is earned follow from the values; bonuses for extra all-alike rolls cannot be
told from the boxes and are taken as none so far (they add the same points to
every choice, so the advice does not change).
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType

from ..errors import InputError
from ..game import Scorecard
from ..row_words import named_box, own_row
from ..rules import RuleSet
from .full_card import check_card_states, whole_card
from .model import StrategyLimitError, build_model
from .tables import scoring_fingerprint, table_files


@dataclass(frozen=True)
class Position:
    card: Scorecard
    extra_bonus_assumed: bool  # the five-alike box holds points, so extra bonuses may have been earned


def read_filled(rules: RuleSet, texts: list[str] | tuple[str, ...] | str | None, *,
                where: str = "filled") -> Position:
    """The card with the boxes ``texts`` fill (comma-separated ``BOX=POINTS``; several texts add up)."""
    if isinstance(texts, str):
        texts = [texts]
    filled: dict[str, int] = {}
    for text in texts or ():
        for item in text.split(","):
            if not item.strip():
                continue
            name, equals, value = item.partition("=")
            name, value = name.strip(), value.strip()
            if not equals or not name or not value:
                raise InputError(f"{where}: {item.strip()!r} is not BOX=POINTS (for example: yahtzee=50,ones=3)")
            key = named_box(rules, name)
            if key is None and own_row(name) is not None:  # copied from the card: a bonus or a total
                raise InputError(f"{where}: {name!r} is {own_row(name)}, not a box: give the boxes only (bonuses "
                                 "and totals are worked out from them; the advice says what it assumes of extra "
                                 "bonuses)")
            if key is None:
                raise InputError(f"{where}: {rules.name} has no box {name!r} (boxes: {', '.join(rules.box_keys)})")
            if key in filled:
                raise InputError(f"{where}: {rules.box(key).label} is given twice")
            if value.lower() == "x":
                points = 0
            elif value.isascii() and value.isdigit():
                points = int(value)
            else:
                raise InputError(f"{where}: {rules.box(key).label}: {value!r} is not a whole number of points (or x)")
            allowed = rules.card_values(key)
            if points not in allowed:
                raise InputError(f"{where}: {rules.box(key).label} cannot hold {points} in {rules.name} "
                                 f"(it holds {_spans(sorted(allowed))})")
            filled[key] = points
    filled = {key: filled[key] for key in rules.box_keys if key in filled}  # card order
    card = Scorecard(rules, MappingProxyType(filled))
    if card.finished:
        raise InputError(f"{where}: every box is filled, so there is no turn left to advise on")
    alike = rules.five_alike
    assumed = bool(alike and rules.extra_points and filled.get(alike.key))
    return Position(card, assumed)


def _spans(values: list[int]) -> str:
    """'0, 5, 10, 15 to 30' style: short runs listed, long runs of consecutive values shortened."""
    parts, start = [], 0
    while start < len(values):
        end = start
        while end + 1 < len(values) and values[end + 1] == values[end] + 1:
            end += 1
        if end - start >= 2:
            parts.append(f"{values[start]} to {values[end]}")
        else:
            parts.extend(str(v) for v in values[start:end + 1])
        start = end + 1
    return ", ".join(parts)


def beyond_engine(rules: RuleSet) -> str | None:
    """Why best play cannot be worked out for ``rules`` (the engine's limits, docs/strategy.md), or None when
    it can: asked without solving."""
    try:
        needs_solving(rules)
    except StrategyLimitError as exc:
        return str(exc)
    return None


def solving_note(rules: RuleSet, solving: bool | None = None) -> str | None:
    """What a front end says before best play for ``rules`` is worked out (a teacher's own rules, the first time),
    or None when it is at hand. ``solving``: what ``needs_solving(rules)`` already said, so it is not asked twice."""
    from .explain import words

    return words("solving", rules.title) if (needs_solving(rules) if solving is None else solving) else None


def needs_solving(rules: RuleSet) -> bool:
    """Whether the first question about ``rules`` must solve it (slow: a teacher's own rules, not yet cached).

    Raises ``StrategyLimitError`` for a rule set the engine cannot solve, before any wait is announced.
    """
    if whole_card(rules):
        check_card_states(rules)  # solved in memory in a few seconds at most, never cached
        return False
    if table_files(scoring_fingerprint(rules)):
        return False
    build_model(rules)  # refuses place value and rule sets beyond the limits
    return True
