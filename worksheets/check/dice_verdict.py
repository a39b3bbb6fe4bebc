"""Checking finished Yahtzee-family cards: box values, bonuses, the student's own totals, the winners.

For every player's card:

* each box holds a value that box can hold under the rules (``RuleSet.card_values``);
  an impossible value is a problem and counts 0; an empty box is "not filled" and
  counts 0; X is a scratched box, 0;
* an extra five-of-a-kind bonus (the "Yahtzee bonus" row) counts only under a rule
  set that pays one, only while the five-alike box holds its points, and only in
  whole bonuses; otherwise it is a problem and counts 0;
* the totals are computed as the official card adds them (``game.Scorecard``):
  upper total, upper bonus, lower total = lower boxes + extra bonuses, grand total;
* every total the student wrote is checked against the computed one, and the slip
  is named ("Upper total: you wrote 61, the boxes add up to 64, so the 35 bonus is yours");
* a card that gives only its totals is judged on them (``totals_verdict``).

The most computed points wins; ties are shared. Nothing raises for a card with
problems: the verdict lists them all. Reading a sheet's rows into cards is ``dice_sheet``'s.
"""

from __future__ import annotations

from functools import lru_cache
from types import MappingProxyType
from typing import Mapping

from ..card import (
    EXTRA_BONUS,
    GRAND_TOTAL,
    LOWER_BOXES,
    LOWER_TOTAL,
    UPPER_BONUS,
    UPPER_CARRIED,
    UPPER_TOTAL,
    UPPER_WITH_BONUS,
    CardTotals,
    card_totals,
    pays_extra_bonus,
    row_label,
    upper_bonus_for,
)
from ..errors import SheetError
from ..rules import Box, RuleSet
from ..verdicts import Problem, Verdict, games_of_one_student
from ._text import NOTES, PROBLEMS, say_in
from .dice_card import (
    ARITHMETIC,
    EXTRA,
    IMPOSSIBLE,
    NOT_FILLED,
    BoxEntry,
    CardVerdict,
    DiceVerdict,
    WrittenCard,
    WrittenTotals,
    extra_bonus,
    problem,
)
from .totals_verdict import beside_boxes, judge_totals


# --- the engine ---------------------------------------------------------------------------


@lru_cache(maxsize=64)
def allowed_values(rules: RuleSet) -> dict[str, frozenset[int]]:
    """Every value each box can hold on a finished card, computed once per rule set."""
    return {box.key: rules.card_values(box.key) for box in rules.boxes}


def value_runs(values: frozenset[int]) -> list[tuple[int, int]]:
    """The values as runs of consecutive numbers: {0, 5, 6, 7} -> [(0, 0), (5, 7)]; runs of 2 split."""
    runs: list[list[int]] = []
    for value in sorted(values):
        if runs and value == runs[-1][1] + 1:
            runs[-1][1] = value
        else:
            runs.append([value, value])
    out: list[tuple[int, int]] = []
    for low, high in runs:
        if high - low == 1:
            out.extend([(low, low), (high, high)])
        else:
            out.append((low, high))
    return out


@lru_cache(maxsize=4096)
def _words(value: int, style: str, lang: str | None, words: bool = True) -> str | None:
    from ..numbers import MAX_NUMBER
    from ..words import say

    # A number too large to say (13 digits or more) is judged all the same, and listed without words.
    return say(value, style=style, lang=lang) if words and 0 <= value <= MAX_NUMBER else None



@lru_cache(maxsize=1)
def _not_filled() -> str:
    return say_in(PROBLEMS, "not_filled")


@lru_cache(maxsize=4096)
def _impossible(value: int, label: str, allowed: frozenset[int], alike: int | None = None) -> str:
    """Why ``value`` cannot be in the box; ``alike``: the box is the five-alike one, scoring these points, and a
    value above them may have taken in the bonus for an extra one, which has a row of its own."""
    bonus_in = alike is not None and value > alike and alike in allowed
    return say_in(PROBLEMS, "impossible", value=value, label=label, runs=value_runs(allowed),
                  alike=alike if bonus_in else None)


def judge_box(box: Box, value: int | None, allowed: frozenset[int], text: str | None,
              style: str, lang: str | None, words: bool, extra: bool = False) -> tuple[BoxEntry, Problem | None]:
    """What ``box`` holds when ``value`` is written in it (``allowed``: the values it can hold), and the
    problem with it (None when it counts); ``extra``: the rules pay a bonus for another five alike, in its own row.
    """
    alike = box.scorer.fixed_points if extra and box.scorer.kind == "all-alike" else None
    return _judged_box(box.key, box.label, value, allowed, text, style, lang, words, alike)


@lru_cache(maxsize=8192)
def _judged_box(key: str, label: str, value: int | None, allowed: frozenset[int], text: str | None,
                style: str, lang: str | None, words: bool, alike: int | None = None) -> tuple[BoxEntry, Problem | None]:
    # Entries and problems are frozen values: a class's cards write the same few values in
    # each box, so each is built once and shared by every verdict that holds it.
    if value is None:
        reason = _not_filled()
        return BoxEntry(None, False, reason, None, text), problem(NOT_FILLED, key, label, reason)
    if value not in allowed:
        reason = _impossible(value, label, allowed, alike)
        return (BoxEntry(value, False, reason, _words(value, style, lang, words), text),
                problem(IMPOSSIBLE, key, label, reason))
    return BoxEntry(value, True, None, _words(value, style, lang, words), text), None


def judge_card(rules: RuleSet, card: WrittenCard, player: str = "", *, style: str = "us",
               lang: str | None = None, words: bool = True) -> CardVerdict:
    """Check one finished card under ``rules``."""
    if card.totals_only:
        return judge_totals(rules, card, player)
    allowed = allowed_values(rules)
    extra = pays_extra_bonus(rules)
    entries: dict[str, BoxEntry] = {}
    problems: list[Problem] = []
    for box in rules.boxes:
        entry, problem = judge_box(box, card.boxes.get(box.key), allowed[box.key], card.texts.get(box.key),
                                   style, lang, words, extra)
        entries[box.key] = entry
        if problem:
            problems.append(problem)
    return card_verdict(rules, player, entries, problems, card.totals)


def card_verdict(rules: RuleSet, player: str, entries: dict[str, BoxEntry], problems: list[Problem],
                 written: WrittenTotals, sums: tuple[int, int] | None = None) -> CardVerdict:
    """A card whose boxes are judged (``entries``, with their ``problems``; ``sums``: what the upper and the
    lower boxes count, when known): the totals, and the slips between the totals written and the computed ones."""
    extra, extra_reason = extra_bonus(rules, written.extra_bonus, entries)
    either = written.upper_either
    if sums is None:
        totals = card_totals(rules, {key: entry.counts_as for key, entry in entries.items()}, extra)
    else:  # as card_totals adds them up
        upper_sum = sums[0]
        bonus_sum = upper_bonus_for(rules, upper_sum)
        lower_sum = sums[1] + extra
        totals = CardTotals(upper_sum, bonus_sum, extra, lower_sum, upper_sum + bonus_sum + lower_sum)
    upper, bonus, lower, grand = totals.upper_total, totals.upper_bonus, totals.lower_total, totals.grand_total
    if either is not None:  # the boxes tell which it is; one that is neither is the boxes alone, a slip
        written = written.read_either(UPPER_WITH_BONUS if bonus and either == upper + bonus else UPPER_TOTAL)
    alone = written.lower_boxes  # a lower total above the extra-bonus row: the lower boxes alone ...
    if alone is not None and written.lower_total is None and alone != totals.lower_boxes and alone == lower:
        # ... or with the bonus already added, as the printed card's Lower total holds it: right too
        written = written._replace(lower_total=alone, lower_boxes=None)
    if extra_reason is None and adds_up(written, upper, bonus, lower, grand):  # most cards: no slip to name
        return CardVerdict(player, MappingProxyType(entries), written, totals, tuple(problems))

    def uncounted(boxes: tuple[Box, ...]) -> list[str]:
        return [b.label for b in boxes if entries[b.key].value is not None and not entries[b.key].valid]

    def slip(row: str, reason: str) -> None:
        problems.append(problem(ARITHMETIC, row, row_label(rules, row), reason))

    threshold = rules.upper_bonus.threshold if rules.upper_bonus else None
    points = rules.upper_bonus.points if rules.upper_bonus else 0
    consequence = None
    if written.upper_total is not None and written.upper_total != upper and bonus and either == written.upper_total:
        slip(UPPER_TOTAL, say_in(PROBLEMS, "upper_either", written=either, upper=upper, with_bonus=upper + bonus,
                                 uncounted=uncounted(rules.upper_boxes)))
    elif written.upper_total is not None and written.upper_total != upper:
        if threshold is not None and (written.upper_total >= threshold) != bool(bonus):
            consequence = "yours" if bonus else "none"
        slip(UPPER_TOTAL, say_in(PROBLEMS, "upper_total", written=written.upper_total, computed=upper,
                                 uncounted=uncounted(rules.upper_boxes), consequence=consequence,
                                 points=points, threshold=threshold))
    if written.upper_bonus is not None and written.upper_bonus != bonus:
        explained = consequence is not None and written.upper_bonus == upper_bonus_for(rules, written.upper_total)
        if not explained:
            if rules.upper_bonus is None:
                reason = say_in(PROBLEMS, "no_upper_bonus", written=written.upper_bonus, title=rules.title)
            else:
                reason = say_in(PROBLEMS, "bonus_wrong", written=written.upper_bonus, upper=upper,
                                threshold=threshold, points=points, earned=bool(bonus),
                                mark=written.upper_bonus_mark)
            slip(UPPER_BONUS, reason)
    if written.upper_with_bonus is not None and written.upper_with_bonus != totals.upper_with_bonus:
        slip(UPPER_WITH_BONUS, say_in(PROBLEMS, "upper_with_bonus", written=written.upper_with_bonus, upper=upper,
                                      bonus=bonus, computed=totals.upper_with_bonus))
    if extra_reason is not None:
        problems.append(problem(EXTRA, EXTRA_BONUS, row_label(rules, EXTRA_BONUS), extra_reason))
    if written.lower_total is not None and written.lower_total != lower:
        slip(LOWER_TOTAL, say_in(PROBLEMS, "lower_total", written=written.lower_total, computed=lower,
                                 with_extra=pays_extra_bonus(rules) or bool(written.extra_bonus),
                                 alike=rules.five_alike.label if rules.five_alike else "",
                                 uncounted=uncounted(rules.lower_boxes) + ([row_label(rules, EXTRA_BONUS)]
                                                                          if extra_reason else [])))
    if written.lower_boxes is not None and written.lower_boxes != totals.lower_boxes:
        slip(LOWER_BOXES, say_in(PROBLEMS, "lower_total", written=written.lower_boxes, computed=totals.lower_boxes,
                                 with_extra=False, alike=rules.five_alike.label if rules.five_alike else "",
                                 uncounted=uncounted(rules.lower_boxes),
                                 with_bonus=lower if lower != totals.lower_boxes else None))
    if written.upper_carried is not None and written.upper_carried != totals.upper_carried:
        slip(UPPER_CARRIED, say_in(PROBLEMS, "upper_with_bonus", written=written.upper_carried, upper=upper,
                                   bonus=bonus, computed=totals.upper_carried))
    if written.grand_total is not None and written.grand_total != grand:
        parts = [upper, bonus, lower] if rules.upper_bonus else [upper, lower]
        own_upper = next((w for w in (written.upper_carried, written.upper_with_bonus) if w is not None), None)
        if own_upper is None:
            own_upper = ((written.upper_total if written.upper_total is not None else upper)
                         + (written.upper_bonus if written.upper_bonus is not None else bonus))
        own_lower = (written.lower_total if written.lower_total is not None
                     else written.lower_boxes + (written.extra_bonus or 0) if written.lower_boxes is not None
                     else lower)
        carried = own_upper + own_lower == written.grand_total
        # a hand-made chart's "Total" under the lower boxes, read as the grand total, is their total
        lower_row = (row_label(rules, LOWER_TOTAL) if written.grand_total == lower and written.lower_total is None
                     and written.lower_boxes is None else None)
        slip(GRAND_TOTAL, say_in(PROBLEMS, "grand_total", written=written.grand_total, parts=parts,
                                 computed=grand, carried=carried, lower_row=lower_row))

    return CardVerdict(player, MappingProxyType(entries), written, totals, tuple(problems))


def adds_up(written: WrittenTotals, upper: int, bonus: int, lower: int, grand: int) -> bool:
    """Whether every total written is the one computed (the extra bonus aside: it is judged, not added up)."""
    return ((written.upper_total is None or written.upper_total == upper)
            and (written.upper_bonus is None or written.upper_bonus == bonus)
            and (written.lower_total is None or written.lower_total == lower)
            and (written.grand_total is None or written.grand_total == grand)
            and (written.upper_with_bonus is None or written.upper_with_bonus == upper + bonus)
            and (written.upper_carried is None or written.upper_carried == upper + bonus)
            and (written.upper_either is None or written.upper_either in (upper, upper + bonus))
            and written.lower_boxes is None)  # judged with the extra bonus known (``card_verdict``)



def judge_dice_game(rules: RuleSet, cards: Mapping[str, WrittenCard], *, style: str = "us",
                    lang: str | None = None, words: bool = True) -> DiceVerdict:
    """Check every player's card and find the winners by computed grand total (ties shared)."""
    if not rules.boxes:
        raise SheetError(f"{rules.name} is not a game of boxes")
    players = tuple(cards)
    if not players:
        raise SheetError("no players to check")
    verdicts = {p: judge_card(rules, cards[p], p, style=style, lang=lang, words=words) for p in players}
    return game_verdict(rules, players, verdicts, all(card.totals_only for card in cards.values()))


def game_verdict(rules: RuleSet, players: tuple[str, ...], verdicts: Mapping[str, CardVerdict],
                 totals_only: bool, cards: Mapping[str, CardVerdict] | None = None) -> DiceVerdict:
    """The game of the cards checked (``verdicts``): the winners by grand total (ties shared). ``cards``: the
    verdicts as the game keeps them, when not as given. On a sheet of boxes, a card judged on its totals
    (``CardVerdict.on_totals``) shows only the totals it tells (``beside_boxes``)."""
    on_totals = () if totals_only else tuple(p for p in players if verdicts[p].on_totals)
    if on_totals:
        verdicts = {p: beside_boxes(rules, verdicts[p]) if p in on_totals else verdicts[p] for p in players}
    return won(rules, players, MappingProxyType(verdicts) if cards is None else cards,
               {p: verdicts[p].totals.grand_total if verdicts[p].score_known else None for p in players},
               tuple([(p, problem) for p in players for problem in verdicts[p].problems]), totals_only, on_totals)


def won(rules: RuleSet, players: tuple[str, ...], cards: Mapping[str, CardVerdict], totals: dict[str, int | None],
        problems: tuple[tuple[str, Problem], ...], totals_only: bool = False,
        on_totals: tuple[str, ...] = ()) -> DiceVerdict:
    """The game of cards with these grand totals and problems: the winners by grand total (ties shared); none
    when a score is not known (None): whoever it is could have won, so no winner can be decided."""
    if None in totals.values():
        return DiceVerdict(rules, players, cards, totals, (), problems, totals_only, on_totals)
    best = max(totals.values())
    return DiceVerdict(rules, players, cards, totals, tuple([p for p in players if totals[p] == best]), problems,
                       totals_only, on_totals)


@lru_cache(maxsize=4096)
def _card_problem(player: str, message: str) -> str:
    return say_in(PROBLEMS, "card_problem", player=player, message=message)


def card_problems(verdict: Verdict) -> tuple[str, ...]:
    """A sentence per problem of every card, naming the player."""
    return tuple(_card_problem(player, found.message) for player, found in verdict.problems)


def games_notes(verdict: DiceVerdict) -> tuple[str, ...]:
    """The note that the columns were read as one student's games (``games_of_one_student``), when they were."""
    if not games_of_one_student(verdict.players):
        return ()
    return (say_in(NOTES, "games_of_one_student", games=list(verdict.players)),)


__all__ = [
    "adds_up", "allowed_values", "card_problems", "card_verdict", "game_verdict", "games_notes",
    "judge_box", "judge_card", "judge_dice_game", "value_runs", "won",
]
