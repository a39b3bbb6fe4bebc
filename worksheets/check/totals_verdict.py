"""Checking a Yahtzee-family card that gives only its totals (a sheet of totals, no boxes).

Such a card is scored by what its totals earn by the rules (``card.totals_as_written``), and the slips
between them are named: a bonus that does not follow the upper total, an extra bonus these rules do not pay,
a grand total that is not the sum of the totals written above it. A total above the most its row holds
(``card.most_total``) is a problem and is not counted (``trusted_totals``); a player whose other totals do
not give the score has none known, and then no winner is declared (``dice_verdict.won``). The notes such a
sheet gets (judged on totals, the bonus worked out, how a grand total was read) are made here too.
"""

from __future__ import annotations

from types import MappingProxyType

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
    above_most,
    boxes_as_written,
    either_upper,
    grand_holds,
    most_total,
    most_upper,
    row_label,
    total_field,
    totals_as_written,
    upper_bonus_for,
)
from ..errors import SheetError
from ..rules import RuleSet
from ..verdicts import Problem, games_of_one_student
from ._text import NOTES, PROBLEMS, say_in
from .dice_card import (
    ARITHMETIC,
    EXTRA,
    IMPOSSIBLE,
    BoxEntry,
    CardVerdict,
    DiceVerdict,
    WrittenCard,
    WrittenTotals,
    extra_bonus,
    problem,
)

#: The totals a sheet of totals may hold more in than the rules allow (the bonuses are judged by rules of their own).
_LIMITED = (UPPER_TOTAL, UPPER_WITH_BONUS, UPPER_CARRIED, LOWER_BOXES, LOWER_TOTAL, GRAND_TOTAL)
_UPPER_ROWS = frozenset({UPPER_TOTAL, UPPER_WITH_BONUS, UPPER_CARRIED})
_LOWER_ROWS = frozenset({LOWER_TOTAL, LOWER_BOXES})


#: A total written that cannot be right: its row, the value written, the most it can be, and the total beside it
#: that sets that most (row and value; None: the rules alone set it).
TooHigh = tuple[str, int, int, "tuple[str, int] | None"]


def trusted_totals(rules: RuleSet, written: WrittenTotals) -> tuple[WrittenTotals, tuple[TooHigh, ...]]:
    """The totals written that can be right, and those that cannot: a total above the most its row holds on a card
    of these rules (``card.most_total``; the lower and the grand total with the extra bonus written, when it is),
    and a grand total that only one section stands beside, above that section and the most the other can add (the
    grand total would give the other section, and it would be more than it can be). Such a total is taken as not
    written, as a total whose formula failed is: no rule of the card says what the student meant, so it counts
    neither as written nor as any other number."""
    extra = written.extra_bonus
    too_high: list[TooHigh] = []
    for row in _LIMITED:
        value = written.get(row)
        most = above_most(rules, row, value, extra)
        if most is not None:
            too_high.append((row, value, most, None))
    if too_high:
        written = written._replace(**{total_field(row): None for row, _, _, _ in too_high})
    grand = written.grand_total
    if grand is not None:
        upper = next(((row, written.get(row)) for row in (UPPER_WITH_BONUS, UPPER_CARRIED, UPPER_TOTAL)
                      if written.get(row) is not None), None)
        lower = next(((row, written.get(row)) for row in (LOWER_TOTAL, LOWER_BOXES) if written.get(row) is not None),
                     None)
        # beside the section written, the grand total may hold the bonus written (a slip the verdict names, taken
        # out of the score), or else the one the upper total earns (the most the rules give, when it is not known),
        # and the extra bonus written
        written_bonus = written.upper_bonus
        beside, most = None, None
        if upper is not None and lower is None:
            section = most_total(rules, LOWER_TOTAL, extra)  # the lower section, with every extra bonus it can hold
            bonus = 0 if upper[0] != UPPER_TOTAL else (
                written_bonus if written_bonus is not None else upper_bonus_for(rules, upper[1]))
            if section is not None:
                beside, most = upper, upper[1] + bonus + section
        elif lower is not None and upper is None:
            bonus = written_bonus if written_bonus is not None else most_total(rules, UPPER_BONUS)
            beside, most = lower, lower[1] + (extra or 0) + most_upper(rules) + bonus
        if beside is not None and most is not None and grand > most:
            too_high.append((GRAND_TOTAL, grand, most, beside))
            written = written._replace(grand_total=None)
    return written, tuple(too_high)


def judge_totals(rules: RuleSet, card: WrittenCard, player: str) -> CardVerdict:
    """A card that gives only its totals: scored by what they earn by the rules (``card.totals_as_written``),
    with the slips between them named (a bonus that does not follow the upper total, an extra bonus these rules
    do not pay, a grand total that is not the sum of the totals written above it). A total above what the rules
    allow (``trusted_totals``) is a problem and is not counted: the score comes from the other totals, and when
    they do not give it, the score is not known (``CardVerdict.unknown``), so no winner can be decided."""
    shown = card.totals
    if shown.upper_either is not None:
        shown = shown.read_either(either_upper(rules, shown.upper_either, shown.own_lower(), shown.grand_total)[0])
    written, too_high = trusted_totals(rules, shown)
    own_upper = next((w for w in (written.upper_with_bonus, written.upper_carried) if w is not None), None)
    extra, extra_reason = extra_bonus(rules, written.extra_bonus, None)
    upper, lower = boxes_as_written(rules, written.upper_total, written.upper_bonus, written.extra_bonus,
                                    written.lower_total, own_upper, written.lower_boxes)
    found = totals_as_written(rules, written.upper_total, written.upper_bonus, written.extra_bonus,
                              written.lower_total, written.grand_total, own_upper, written.lower_boxes, extra)
    if found is None and not too_high:
        raise SheetError(f"{player}: no grand total")  # check_dice_sheet names the cell first
    known = found is not None
    totals = found if found is not None else CardTotals(
        upper or 0, upper_bonus_for(rules, upper) if upper is not None else 0, extra,
        0 if lower is None else lower + extra, 0)
    reason = say_in(PROBLEMS, "not_given")
    entries = {box.key: BoxEntry(None, False, reason, None) for box in rules.boxes}
    problems: list[Problem] = [
        problem(IMPOSSIBLE, row, row_label(rules, row), say_in(
            PROBLEMS, "total_too_high", row=row, written=value, most=most, title=rules.title, known=known,
            extra=written.extra_bonus, alike=rules.five_alike.label if rules.five_alike else "",
            beside=(row_label(rules, beside[0]), beside[1]) if beside else None))
        for row, value, most, beside in too_high]
    dropped = {row for row, _, _, _ in too_high}
    unknown: set[str] = set() if known else {GRAND_TOTAL, *(_LOWER_ROWS if lower is None else ())}
    if dropped & _UPPER_ROWS and upper is None:
        unknown |= _UPPER_ROWS | ({UPPER_BONUS} if written.upper_bonus is None else set())
    if dropped & _LOWER_ROWS and (upper is None and own_upper is None):
        unknown |= _LOWER_ROWS

    def slip(row: str, message: str) -> None:
        problems.append(problem(ARITHMETIC, row, row_label(rules, row), message))

    threshold = rules.upper_bonus.threshold if rules.upper_bonus else None
    points = rules.upper_bonus.points if rules.upper_bonus else 0
    if rules.upper_bonus is None and written.upper_bonus:
        slip(UPPER_BONUS, say_in(PROBLEMS, "no_upper_bonus", written=written.upper_bonus, title=rules.title))
    elif written.upper_bonus is not None and upper is not None and written.upper_bonus != totals.upper_bonus:
        slip(UPPER_BONUS, say_in(PROBLEMS, "bonus_wrong", written=written.upper_bonus, upper=upper,
                                 threshold=threshold, points=points, earned=totals.upper_bonus > 0,
                                 mark=written.upper_bonus_mark))
    if own_upper is not None and written.upper_total is not None and own_upper != totals.upper_with_bonus:
        row = UPPER_WITH_BONUS if written.upper_with_bonus is not None else UPPER_CARRIED
        slip(row, say_in(PROBLEMS, "upper_with_bonus", written=own_upper, upper=written.upper_total,
                         bonus=totals.upper_bonus, computed=totals.upper_with_bonus))
    elif own_upper is not None and upper is None and rules.upper_bonus is not None:
        row = UPPER_WITH_BONUS if written.upper_with_bonus is not None else UPPER_CARRIED
        slip(row, say_in(PROBLEMS, "upper_with_bonus_unknown", written=own_upper, threshold=threshold,
                         points=points))
    if extra_reason is not None:
        problems.append(problem(EXTRA, EXTRA_BONUS, row_label(rules, EXTRA_BONUS), extra_reason))
    if known and written.lower_total is not None and written.lower_total != totals.lower_total:
        # took in, or left out, a bonus
        slip(LOWER_TOTAL, say_in(PROBLEMS, "lower_total", written=written.lower_total, computed=totals.lower_total,
                                 with_extra=True, alike=rules.five_alike.label if rules.five_alike else "",
                                 uncounted=[row_label(rules, EXTRA_BONUS)] if extra_reason else []))
    grand_slip = _grand_slip(rules, written, totals)
    if grand_slip is not None:
        left = written.grand_total - grand_slip[1] - (written.extra_bonus or 0) - totals.upper_bonus
        slip(GRAND_TOTAL, say_in(PROBLEMS, grand_slip[0], written=written.grand_total, upper=grand_slip[1],
                                 bonus=totals.upper_bonus, score=totals.grand_total,
                                 **({"lower": left} if left >= 0 and grand_slip[0] == "grand_without_bonus" else {})))
    both = (upper is not None or own_upper is not None) and (
        written.lower_total is not None or written.lower_boxes is not None)
    if written.grand_total is not None and both and written.grand_total != totals.grand_total:
        parts = [totals.upper_total, totals.upper_bonus, totals.lower_total] if rules.upper_bonus else \
            [totals.upper_total, totals.lower_total]
        if upper is None:  # an upper total with the bonus that no upper total gives: counted as written
            parts = [own_upper, totals.lower_total]
        own = ((own_upper if own_upper is not None
                else (written.upper_total or 0) + (written.upper_bonus if written.upper_bonus is not None
                                                   else totals.upper_bonus))
               + (written.lower_total if written.lower_total is not None
                  else written.lower_boxes + (written.extra_bonus or 0)))
        slip(GRAND_TOTAL, say_in(PROBLEMS, "grand_total", written=written.grand_total, parts=parts,
                                 computed=totals.grand_total, carried=own == written.grand_total))
    return CardVerdict(player, MappingProxyType(entries), shown, totals, tuple(problems), frozenset(unknown), True)


def beside_boxes(rules: RuleSet, verdict: CardVerdict) -> CardVerdict:
    """A card judged on its totals (``judge_totals``) on a sheet of other cards' boxes, with the totals it does
    not tell as not known: a card that gives only its grand total says nothing of its upper and lower sections,
    and 0 there would read as what the student scored."""
    written = verdict.written
    own_upper = next((w for w in (written.upper_with_bonus, written.upper_carried) if w is not None), None)
    upper, lower = boxes_as_written(rules, written.upper_total, written.upper_bonus, written.extra_bonus,
                                    written.lower_total, own_upper, written.lower_boxes)
    if upper is not None or lower is not None:
        return verdict
    untold = {row for row in (*_UPPER_ROWS, UPPER_BONUS, EXTRA_BONUS, *_LOWER_ROWS) if written.get(row) is None}
    return verdict._replace(unknown=verdict.unknown | untold)


def grand_reading(rules: RuleSet, written: WrittenTotals) -> tuple[int, int | None] | None:
    """On a card of totals that gives the upper total and the grand total but no lower total (the grand total
    written is then the score): what the upper boxes add up to, and the bonus the grand total is taken to hold
    (``card.grand_holds``: None when it is below the upper boxes). None for any other card."""
    if written.grand_total is None or written.lower_total is not None or written.lower_boxes is not None:
        return None
    own_upper = next((w for w in (written.upper_with_bonus, written.upper_carried) if w is not None), None)
    upper, _ = boxes_as_written(rules, written.upper_total, written.upper_bonus, written.extra_bonus, None,
                                own_upper, None)
    if upper is None:
        return None
    return upper, grand_holds(rules, upper, written.upper_bonus, written.grand_total, written.extra_bonus or 0)


def _grand_slip(rules: RuleSet, written: WrittenTotals, totals: CardTotals) -> tuple[str, int] | None:
    """Why a grand total written with no lower total to go by cannot be the score (``grand_reading``), and the
    upper boxes: "grand_below_upper", or "grand_without_bonus" (the bonus earned, and not written as 0, cannot
    be in it); None when it can be."""
    reading = grand_reading(rules, written)
    if reading is None:
        return None
    upper, held = reading
    if held is None:
        return "grand_below_upper", upper
    if held == 0 and totals.upper_bonus and written.upper_bonus != 0:
        return "grand_without_bonus", upper
    return None


def bonus_worked_out(verdict: DiceVerdict) -> bool:
    """Whether a sheet of totals only has no bonus row, though its score counts the bonus each upper total
    earns: the report, the JSON and the key then show the bonus worked out, and a note says so."""
    bonus = verdict.rules.upper_bonus
    cards = [verdict.cards[p].written for p in verdict.players] if verdict.totals_only and bonus else []
    return any(w.upper_total is not None for w in cards) and all(w.upper_bonus is None for w in cards)


def totals_only_notes(verdict: DiceVerdict) -> tuple[str, ...]:
    """The note that a sheet was judged on its totals alone, when it was (and that its bonus was worked out), or
    that a card of a sheet of boxes was."""
    if not verdict.totals_only:
        return tuple(say_in(NOTES, "card_of_totals", player=p, score=verdict.totals[p]) for p in verdict.on_totals)
    bonus = verdict.rules.upper_bonus
    worked_out = (say_in(NOTES, "bonus_worked_out", points=bonus.points, threshold=bonus.threshold),) \
        if bonus_worked_out(verdict) else ()
    cards = [verdict.cards[p].written for p in verdict.players]
    grand_only = all(w.grand_total is not None and w._replace(grand_total=None) == type(w)() for w in cards)
    return (say_in(NOTES, "totals_only", grand_only=grand_only), *worked_out, *_either_notes(verdict),
            *_grand_notes(verdict))


def _grand_notes(verdict: DiceVerdict) -> tuple[str, ...]:
    """On a sheet of totals with upper totals and grand totals but no lower totals: the note that each grand total
    written was taken to hold the upper bonus (for whom), and, when a grand total could not be the score (it left
    the bonus out, or is below the upper total), who would have won by the grand totals as written."""
    rules = verdict.rules
    held, changed = [], False
    for p in verdict.players:
        card = verdict.cards[p]
        written = trusted_totals(rules, card.written)[0]
        reading = grand_reading(rules, written)
        if reading is None:
            continue
        if reading[1]:
            held.append((p, reading[1]))
        changed = changed or _grand_slip(rules, written, card.totals) is not None
    notes = (say_in(NOTES, "grand_holds_bonus", held=held),) if held else ()
    if changed and verdict.winners:
        as_written = {p: (verdict.cards[p].written.grand_total if verdict.cards[p].written.grand_total is not None
                          else verdict.totals[p]) for p in verdict.players}
        best = max(as_written.values())
        written_winners = [p for p in verdict.players if as_written[p] == best]
        if tuple(written_winners) != verdict.winners:
            notes += (say_in(NOTES, "winners_by_grand_written", written=written_winners,
                             winners=list(verdict.winners), games=games_of_one_student(verdict.players)),)
    return notes


def _either_notes(verdict: DiceVerdict) -> tuple[str, ...]:
    """On a sheet of totals, the note on how an upper total that may hold the bonus or not was read (and for
    whom that was assumed), when the sheet has one."""
    rules, bonus = verdict.rules, verdict.rules.upper_bonus
    written = [(p, verdict.cards[p].written) for p in verdict.players]
    if bonus is None or not bonus.points or all(w.upper_either is None for _, w in written):
        return ()
    assumed = [(p, w.upper_either) for p, w in written if w.upper_either is not None
               and either_upper(rules, w.upper_either, w.own_lower(), w.grand_total)[1]]
    return (say_in(NOTES, "upper_either_read", upper_row=row_label(rules, UPPER_TOTAL),
                   with_bonus_row=row_label(rules, UPPER_WITH_BONUS), points=bonus.points, assumed=assumed),)


__all__ = ["beside_boxes", "bonus_worked_out", "grand_reading", "judge_totals", "totals_only_notes", "trusted_totals"]
