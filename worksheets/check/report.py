"""Verdicts as JSON-able dicts (SPEC section 4's field names) and as terminal text.

Both read the finished verdict values; nothing here judges or adds up again.
The words come from ``templates/check/`` (``report.j2`` for headings and
sentences, ``sheet.txt.j2`` and ``summary.txt.j2`` for the layout).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Sequence

from ..numbers import format_number, without_point_zeros
from ..place_value import EntryVerdict, GameVerdict
from ..templating import render
from ..verdicts import Verdict, games_of_one_student, others
from ._text import REPORT, say_in
from .checker import ClassVerdict, SheetVerdict
from .dice_card import BoxEntry, CardVerdict, DiceVerdict
from .totals_verdict import bonus_worked_out
from ..card import PLACED_ROWS, TOTAL_ROWS, UPPER_BONUS, CardRow, RowKind, card_rows, row_label, total_field
from ..row_words import DICE_BOUGHT


@dataclass(frozen=True)
class TextParts:
    """A family's part of a sheet's terminal report."""

    table: list[str]
    marked: bool  # some entry is marked as not counting
    result: str
    advice: str | None = None
    words: Sequence[tuple[str, str]] = ()
    blanks: Mapping[str, bool] = field(default_factory=dict)  # ``blank_boxes``: some box crossed out, some left empty


@dataclass(frozen=True)
class Report:
    """What a family adds to the report: its JSON fields, its terminal table and result, and how
    the class summary names a side."""

    json: Callable[[SheetVerdict], dict[str, Any]]
    text: Callable[[SheetVerdict], TextParts]
    side_name: Callable[[str], str] = lambda name: name
    games: bool = False  # its columns can be one student's games ("Game 1", "Game 2", ...), as a card of boxes


def read_as_games(v: SheetVerdict) -> bool:
    """Whether a sheet's columns were read as one student's games (``verdicts.games_of_one_student``): the
    report, the JSON, the comparison key and the class summary then name the best game, not a winner."""
    return v.family.capability("report").games and games_of_one_student(v.verdict.players)


# --- JSON ---------------------------------------------------------------------------------


def _head(v: SheetVerdict) -> dict[str, Any]:
    return {"file": v.source, "code": v.code, "game": v.choice.rules.name, "title": v.choice.rules.title,
            "chosen_by": v.choice.how}


def _pv_json(v: SheetVerdict) -> dict[str, Any]:
    verdict = v.verdict
    game = verdict.game
    return {
        "digits": game.digits,
        "dice": game.dice,
        "players": list(verdict.players),
        "points": dict(verdict.points),
        "winners": list(verdict.winners),
        "tie_advice": verdict.tie_advice,
        # the card's points line ("My points"): player -> the points written (null: not written); null without it
        "points_written": None if verdict.points_written is None else dict(verdict.points_written),
        "categories": [
            {"category": c.category.phrase(), "winners": list(c.winners),
             "entries": {p: {"value": e.value, "valid": e.valid, "reason": e.reason, "words": e.words,
                             "written": e.written, "reading": e.reading, "reading_ok": e.reading_ok}
                         for p, e in c.entries.items()}}
            for c in verdict.categories
        ],
    }


def _entry_json(entry: BoxEntry) -> dict[str, Any]:
    return {"value": entry.value, "valid": entry.valid, "reason": entry.reason, "words": entry.words,
            "written": entry.written}


def _card_json(card: CardVerdict, rows: tuple[str, ...] = TOTAL_ROWS) -> dict[str, Any]:
    # a total that is not known (it rests on a total written that cannot be right) is null
    return {
        **{total_field(row): None if row in card.unknown else card.totals.get(row) for row in rows},
        "written": {total_field(row): card.written.get(row) for row in rows},
        "problems": [{"kind": p.kind, "row": p.row, "message": p.message} for p in card.problems],
    }


def _dice_json(v: SheetVerdict) -> dict[str, Any]:
    # one student's games: `winners` holds the best games
    return {**_cards_json(v.verdict), "games_of_one_student": read_as_games(v)}


def _cards_json(verdict: DiceVerdict) -> dict[str, Any]:
    # the rows a sheet adds by their place (the official card's own) are in the JSON when the sheet has them
    rows = TOTAL_ROWS + tuple(row for row in PLACED_ROWS if row in verdict.written_rows)
    return {
        "players": list(verdict.players),
        "totals": dict(verdict.totals),
        "winners": list(verdict.winners),
        "categories": [
            {"category": c.box.label, "key": c.box.key, "winners": list(c.winners),
             "entries": {p: _entry_json(e) for p, e in c.entries.items()}}
            for c in verdict.categories
        ],
        "cards": {p: _card_json(card, rows) for p, card in verdict.cards.items()},
    }


def _zombie_json(v: SheetVerdict) -> dict[str, Any]:
    verdict = v.verdict
    cards = _cards_json(verdict.cards)
    return {
        **cards,
        "teams": list(verdict.teams),
        "zombie_games": list(verdict.zombie_games),
        "survivors": verdict.survivors,
        "zombies": verdict.zombies,
        "winners": list(verdict.winners),
        "dice_bought": dict(verdict.dice_bought),
        "warnings": list(verdict.warnings),
    }


def sheet_json(v: SheetVerdict) -> dict[str, Any]:
    """One sheet's verdict with SPEC section 4's fields (`game`, `players`, `points` or `totals`,
    `winners`, `categories`), plus `cards` for the Yahtzee family, `problems` and `notes`."""
    report: Report = v.family.capability("report")
    return {**_head(v), **report.json(v), "problems": list(v.problems), "notes": list(v.notes)}


def summary_line(s: SheetVerdict) -> tuple[list[str], list[tuple[str, int]]]:
    """A sheet's winners and scores as the class summary names them ("Survivors" for a Zombie side)."""
    name = s.family.capability("report").side_name
    pairs = [(name(side), n) for side, n in s.verdict.scores.items()]
    if not s.winners:
        return [say_in(REPORT, "undecided_cell")], pairs
    if read_as_games(s):
        return [say_in(REPORT, "best_game_cell", games=list(s.winners))], pairs
    return [name(w) for w in s.winners], pairs


def summary_json(c: ClassVerdict) -> dict[str, Any]:
    """The class summary: one line per sheet and the count of problems."""
    return {"summary": {
        "sheets": len(c.sheets),
        "problems": c.problem_count,
        "files": [{"file": s.source, "game": s.choice.rules.name, "winners": list(s.winners),
                   "score": dict(s.verdict.scores), "problems": len(s.problems)} for s in c.sheets],
        "not_judged": [{"file": u.source, "reason": u.reason} for u in c.unusable],
    }}


# --- text ---------------------------------------------------------------------------------


def _heading(name: str) -> str:
    return say_in(REPORT, "heading", name=name)


def _layout(rows: list[list[str]], numeric_from: int = 1, numeric_to: int | None = None) -> list[str]:
    """Rows of cells as aligned lines: the first column to the left, the columns in
    ``numeric_from:numeric_to`` to the right, the rest to the left."""
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    end = len(widths) if numeric_to is None else numeric_to
    lines = []
    for row in rows:
        cells = [cell.rjust(w) if numeric_from <= i < end else cell.ljust(w)
                 for i, (cell, w) in enumerate(zip(row, widths))]
        lines.append("  ".join(cells).rstrip())
    return lines


def _winners_cell(winners: tuple[str, ...]) -> str:
    return ", ".join(winners) if winners else say_in(REPORT, "nobody")


def number_shown(entry: EntryVerdict) -> str | None:
    """A place-value entry that is a number, grouped with commas as every number on the report and the key is
    ("6,341"; "12,345,678" too, which does not count): a valid entry, or one whose digits as written are its number
    (not "06341", whose 0 is why it does not count). None for X and for anything else, shown as written."""
    if entry.value is None or entry.written is None:
        return None
    if entry.valid or without_point_zeros(entry.written).replace(",", "") == str(entry.value):
        return format_number(entry.value)
    return None


def _pv_table(verdict: GameVerdict) -> tuple[list[str], bool]:
    mark = say_in(REPORT, "not_counted_mark")
    marked = False
    rows = [[_heading("category"), *verdict.players, _heading("winner")]]
    for c in verdict.categories:
        cells = []
        for p in verdict.players:
            e = c.entries[p]
            if e.written is None:  # X, or an empty box (it counts as X: SPEC 2), shown as the dice report shows one
                text = say_in(REPORT, "empty_cell" if e.left_empty else "x_cell")
            else:  # a number as the key prints it (a JSON sheet's 6125 too); anything else as written
                text = number_shown(e) or e.written
            if e.written is not None and (not e.valid or e.reading_ok is False):
                text += mark
                marked = True
            cells.append(text)
        misread = not c.winners and any(e.valid and e.reading_ok is False for e in c.entries.values())
        rows.append([c.category.phrase(), *cells, say_in(REPORT, "nobody_misread") if misread
                     else _winners_cell(c.winners)])
    rows.append([_heading("points"), *(_points_cell(verdict, p) for p in verdict.players), ""])
    return _layout(rows, 1, 1 + len(verdict.players)), marked


def _points_cell(verdict: GameVerdict, player: str) -> str:
    """A player's points, and what they wrote on the card's points line when it is different ("1 (wrote 2)")."""
    text = str(verdict.points[player])
    written = (verdict.points_written or {}).get(player)
    if written is not None and written != verdict.points[player]:
        text += " " + say_in(REPORT, "wrote", value=format_number(written))
    return text


def blank_entries(verdict: GameVerdict) -> dict[str, bool]:
    """``blank_boxes`` of a place-value sheet: whether it shows an X written (``crossed``) and an entry left empty
    (``empty``, shown as a dash; both count 0)."""
    entries = [e for e in verdict.all_entries if e.written is None]
    return {"crossed": any(not e.left_empty for e in entries), "empty": any(e.left_empty for e in entries)}


def _pv_words(verdict: GameVerdict) -> list[tuple[str, str]]:
    seen: dict[str, str] = {}
    for c in verdict.categories:
        for e in c.entries.values():
            if e.valid and e.words and e.value is not None:
                seen.setdefault(format_number(e.value), e.words)
    return list(seen.items())


def blank_boxes(verdict: DiceVerdict) -> dict[str, bool]:
    """Whether the boxes shown hold a box crossed out (``crossed``: X) and one left empty (``empty``), for the
    table's key to say what each sign means: a student's own dash is shown as X, and an empty box as a dash."""
    entries = [] if verdict.totals_only else [e for c in verdict.categories for e in c.entries.values()]
    return {"crossed": any(e.value is not None and e.written == say_in(REPORT, "x_cell") for e in entries),
            "empty": any(e.value is None for e in entries)}


def _box_row(c, players: tuple[str, ...], mark: str) -> tuple[list[str], bool]:
    cells, marked = [], False
    for p in players:
        e = c.entries[p]
        if e.value is None:
            text = say_in(REPORT, "empty_cell")
        else:
            text = e.written if e.written == say_in(REPORT, "x_cell") else format_number(e.value)
            if not e.valid:
                text += mark
                marked = True
        cells.append(text)
    return [c.box.label, *cells], marked


def _total_row(verdict: DiceVerdict, row: str) -> list[str]:
    cells = []
    for p in verdict.players:
        card = verdict.cards[p]
        value = card.totals.get(row)
        text = say_in(REPORT, "not_known_cell") if row in card.unknown else format_number(value)
        written = card.written.get(row)
        if written is not None and (written != value or row in card.unknown):
            text += " " + say_in(REPORT, "wrote", value=card.written.mark(row) or format_number(written))
        cells.append(text)
    return [row_label(verdict.rules, row), *cells]


def shown_rows(verdict: DiceVerdict) -> tuple[CardRow, ...]:
    """The rows of a card that the report and the comparison key show, in the card's order: every box and
    total of the rule set's card (with the total rows some student wrote), or, for a sheet that gives only
    totals, just the total rows it gives, so that no box or bonus appears that the sheet never had (but for the
    bonus each upper total earns when the sheet has no bonus row: ``bonus_worked_out``, and a note says so)."""
    rows = card_rows(verdict.rules, verdict.written_rows)
    if verdict.totals_only:
        shown = verdict.written_rows | ({UPPER_BONUS} if bonus_worked_out(verdict) else set())
        rows = tuple(row for row in rows if row.key in shown)
    return rows


def _dice_table(verdict: DiceVerdict, dice_bought: dict[str, int] | None = None) -> tuple[list[str], bool]:
    """The card as ``card.card_rows`` lays it out: boxes, bonuses and totals."""
    rules = verdict.rules
    mark = say_in(REPORT, "not_counted_mark")
    players = verdict.players
    rows = [[_heading("box"), *players]]
    marked = False
    by_box = {c.box.key: c for c in verdict.categories}
    for row in shown_rows(verdict):
        if row.kind is RowKind.BOX:
            cells, m = _box_row(by_box[row.key], players, mark)
            rows.append(cells)
            marked |= m
        else:
            rows.append(_total_row(verdict, row.key))
    if dice_bought:
        rows.append([row_label(rules, DICE_BOUGHT),
                     *(str(dice_bought[p]) if p in dice_bought else say_in(REPORT, "empty_cell") for p in players)])
    return _layout(rows), marked


def result_sentence(verdict: Verdict) -> str:
    """Who wins and by how much, or who is tied ("Ana wins with 312 points to 192."), on screen and on the key."""
    if not verdict.winners:
        return undecided_sentence(verdict)
    best = verdict.scores[verdict.winners[0]]
    return say_in(REPORT, "winner_sentence", winners=list(verdict.winners), best=best, others=others(verdict))


def undecided_sentence(verdict: Verdict, games: bool = False) -> str:
    """No winner (or best game) can be decided: some score is not known (``DiceVerdict.not_known``)."""
    known = sorted(((p, n) for p, n in verdict.scores.items() if n is not None), key=lambda pair: -pair[1])
    return say_in(REPORT, "undecided_sentence", unknown=[p for p, n in verdict.scores.items() if n is None],
                  others=known, games=games)


def _pv_text(v: SheetVerdict) -> TextParts:
    verdict = v.verdict
    table, marked = _pv_table(verdict)
    return TextParts(table, marked, result_sentence(verdict), verdict.tie_advice, _pv_words(verdict),
                     blank_entries(verdict))


def best_game_sentence(verdict: Verdict) -> str:
    """One student's games: the best one and the others' totals."""
    if not verdict.winners:
        return undecided_sentence(verdict, games=True)
    best = verdict.scores[verdict.winners[0]]
    return say_in(REPORT, "best_game_sentence", games=list(verdict.winners), best=best, others=others(verdict))


def _dice_text(v: SheetVerdict) -> TextParts:
    table, marked = _dice_table(v.verdict)
    return TextParts(table, marked, best_game_sentence(v.verdict) if read_as_games(v) else result_sentence(v.verdict),
                     blanks=blank_boxes(v.verdict))


def _zombie_text(v: SheetVerdict) -> TextParts:
    verdict = v.verdict
    table, marked = _dice_table(verdict.cards, dict(verdict.dice_bought))
    result = say_in(REPORT, "zombie_sentence",
                    teams=[(t, verdict.cards.totals[t]) for t in verdict.teams], survivors=verdict.survivors,
                    games=[(g, verdict.cards.totals[g] if g else 0) for g in verdict.zombie_games],
                    zombies=verdict.zombies, winners=list(verdict.winners), unknown=list(verdict.cards.not_known))
    return TextParts(table, marked, result, blanks=blank_boxes(verdict.cards))


def _side(name: str) -> str:
    return say_in(REPORT, "side", name=name)


#: Each family's part of the report (``families.Family`` names them).
place_value_report = Report(_pv_json, _pv_text)
dice_report = Report(_dice_json, _dice_text, games=True)
zombie_report = Report(_zombie_json, _zombie_text, _side)


def sheet_text(v: SheetVerdict) -> str:
    """One sheet's verdict for the terminal: the table, the winners, every problem, the numbers in words."""
    from ..codes import read_or_none

    rules = v.choice.rules
    pv = v.choice.place_value
    title = say_in(REPORT, "title", source=v.source, game=rules.title, digits=pv.digits if pv else None,
                   dice=pv.dice if pv else None, code=v.code, readable=v.code is None or read_or_none(v.code) is not None)
    parts = v.family.capability("report").text(v)
    return render("check/sheet.txt.j2", title=title, table=parts.table,
                  marks=say_in(REPORT, "marks_key", marked=parts.marked, **parts.blanks),
                  result=parts.result,
                  advice=parts.advice, problems=list(v.problems), words=list(parts.words), notes=list(v.notes))


def score_line(pairs) -> str:
    """A sheet's score in the class summary: "Ana 312, Ben 192" (for Zombie, the two sides)."""
    return say_in(REPORT, "score_line", pairs=pairs)


def summary_column(key: str) -> str:
    return _heading(key)


def summary_text(c: ClassVerdict) -> str:
    """The class summary: per sheet the game, the winners, the score and the number of problems."""
    rows = [[_heading("file"), _heading("game"), _heading("winners"), _heading("score"), _heading("problems")]]
    for s in c.sheets:
        winners, pairs = summary_line(s)
        rows.append([s.source, s.choice.rules.title, ", ".join(winners),
                     score_line(pairs), str(len(s.problems))])
    return render("check/summary.txt.j2", sheets=len(c.sheets), problems=c.problem_count,
                  table=_layout(rows, 4, 5) if c.sheets else [],
                  unusable=[(u.source, u.reason) for u in c.unusable])


__all__ = ["Report", "TextParts", "blank_entries", "number_shown", "read_as_games", "sheet_json", "sheet_text",
           "shown_rows", "summary_json", "summary_line", "summary_text"]
