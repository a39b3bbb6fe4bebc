"""Verdicts as JSON-able dicts (SPEC section 4's field names) and as terminal text.

Both read the finished verdict values; nothing here judges or adds up again.
The words come from ``templates/check/`` (``report.j2`` for headings and
sentences, ``sheet.txt.j2`` and ``summary.txt.j2`` for the layout).
"""

from __future__ import annotations

from typing import Any

from ..numbers import format_number
from ..place_value import GameVerdict
from ..templating import render
from ._text import REPORT, say_in
from .checker import ClassVerdict, SheetVerdict
from .dice_verdict import BoxEntry, CardVerdict, DiceVerdict, row_label
from ..card import TOTAL_ROWS, RowKind, card_rows, total_field
from .labels import DICE_BOUGHT
from .zombie import ZombieVerdict


# --- JSON ---------------------------------------------------------------------------------


def _head(v: SheetVerdict) -> dict[str, Any]:
    return {"file": v.source, "code": v.code, "game": v.choice.rules.name, "title": v.choice.rules.title,
            "chosen_by": v.choice.how}


def _pv_json(v: SheetVerdict, verdict: GameVerdict) -> dict[str, Any]:
    game = verdict.game
    return {
        **_head(v),
        "digits": game.digits,
        "dice": game.dice,
        "players": list(verdict.players),
        "points": dict(verdict.points),
        "winners": list(verdict.winners),
        "tie_advice": verdict.tie_advice,
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


def _card_json(card: CardVerdict) -> dict[str, Any]:
    return {
        **{total_field(row): card.totals.get(row) for row in TOTAL_ROWS},
        "written": {total_field(row): card.written.get(row) for row in TOTAL_ROWS},
        "problems": [{"kind": p.kind, "row": p.row, "message": p.message} for p in card.problems],
    }


def _dice_json(verdict: DiceVerdict) -> dict[str, Any]:
    return {
        "players": list(verdict.players),
        "totals": dict(verdict.totals),
        "winners": list(verdict.winners),
        "categories": [
            {"category": c.box.label, "key": c.box.key, "winners": list(c.winners),
             "entries": {p: _entry_json(e) for p, e in c.entries.items()}}
            for c in verdict.categories
        ],
        "cards": {p: _card_json(card) for p, card in verdict.cards.items()},
    }


def _zombie_json(verdict: ZombieVerdict) -> dict[str, Any]:
    cards = _dice_json(verdict.cards)
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
    verdict = v.verdict
    if isinstance(verdict, GameVerdict):
        body = _pv_json(v, verdict)
    elif isinstance(verdict, ZombieVerdict):
        body = {**_head(v), **_zombie_json(verdict)}
    else:
        body = {**_head(v), **_dice_json(verdict)}
    return {**body, "problems": list(v.problems), "notes": list(v.notes)}


def _score_pairs(v: SheetVerdict) -> list[tuple[str, int]]:
    verdict = v.verdict
    if isinstance(verdict, GameVerdict):
        return [(p, verdict.points[p]) for p in verdict.players]
    if isinstance(verdict, ZombieVerdict):
        return [("survivors", verdict.survivors), ("zombies", verdict.zombies)]
    return [(p, verdict.totals[p]) for p in verdict.players]


def summary_json(c: ClassVerdict) -> dict[str, Any]:
    """The class summary: one line per sheet and the count of problems."""
    return {"summary": {
        "sheets": len(c.sheets),
        "problems": c.problem_count,
        "files": [{"file": s.source, "game": s.choice.rules.name, "winners": list(s.winners),
                   "score": dict(_score_pairs(s)), "problems": len(s.problems)} for s in c.sheets],
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


def _pv_table(verdict: GameVerdict) -> tuple[list[str], bool]:
    mark = say_in(REPORT, "not_counted_mark")
    marked = False
    rows = [[_heading("category"), *verdict.players, _heading("winner")]]
    for c in verdict.categories:
        cells = []
        for p in verdict.players:
            e = c.entries[p]
            text = say_in(REPORT, "x_cell") if e.written is None else e.written
            if e.written is not None and (not e.valid or e.reading_ok is False):
                text += mark
                marked = True
            cells.append(text)
        rows.append([c.category.phrase(), *cells, _winners_cell(c.winners)])
    rows.append([_heading("points"), *(str(verdict.points[p]) for p in verdict.players), ""])
    return _layout(rows, 1, 1 + len(verdict.players)), marked


def _pv_words(verdict: GameVerdict) -> list[tuple[str, str]]:
    seen: dict[str, str] = {}
    for c in verdict.categories:
        for e in c.entries.values():
            if e.valid and e.words and e.value is not None:
                seen.setdefault(format_number(e.value), e.words)
    return list(seen.items())


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
        text = format_number(value)
        written = card.written.get(row)
        if written is not None and written != value:
            text += " " + say_in(REPORT, "wrote", value=format_number(written))
        cells.append(text)
    return [row_label(verdict.rules, row), *cells]


def _dice_table(verdict: DiceVerdict, dice_bought: dict[str, int] | None = None) -> tuple[list[str], bool]:
    """The card as ``card.card_rows`` lays it out: boxes, bonuses and totals."""
    rules = verdict.rules
    mark = say_in(REPORT, "not_counted_mark")
    players = verdict.players
    rows = [[_heading("box"), *players]]
    marked = False
    by_box = {c.box.key: c for c in verdict.categories}
    for row in card_rows(rules, verdict.written_rows):
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


def _result(verdict: GameVerdict | DiceVerdict) -> str:
    scores = dict(verdict.points) if isinstance(verdict, GameVerdict) else dict(verdict.totals)
    best = scores[verdict.winners[0]]
    others = sorted(((p, n) for p, n in scores.items() if p not in verdict.winners), key=lambda pn: -pn[1])
    return say_in(REPORT, "winner_sentence", winners=list(verdict.winners), best=best, others=others)


def sheet_text(v: SheetVerdict) -> str:
    """One sheet's verdict for the terminal: the table, the winners, every problem, the numbers in words."""
    verdict = v.verdict
    rules = v.choice.rules
    pv = v.choice.place_value
    title = say_in(REPORT, "title", source=v.source, game=rules.title, digits=pv.digits if pv else None,
                   dice=pv.dice if pv else None, code=v.code)
    words: list[tuple[str, str]] = []
    advice = None
    if isinstance(verdict, GameVerdict):
        table, marked = _pv_table(verdict)
        result = _result(verdict)
        advice = verdict.tie_advice
        words = _pv_words(verdict)
    elif isinstance(verdict, ZombieVerdict):
        table, marked = _dice_table(verdict.cards, dict(verdict.dice_bought))
        result = say_in(REPORT, "zombie_sentence",
                        teams=[(t, verdict.cards.totals[t]) for t in verdict.teams], survivors=verdict.survivors,
                        games=[(g, verdict.cards.totals[g] if g else 0) for g in verdict.zombie_games],
                        zombies=verdict.zombies, winners=list(verdict.winners))
    else:
        table, marked = _dice_table(verdict)
        result = _result(verdict)
    return render("check/sheet.txt.j2", title=title, table=table,
                  marks=say_in(REPORT, "marks_key") if marked else None, result=result, advice=advice,
                  problems=list(v.problems), words=words, notes=list(v.notes))


def summary_text(c: ClassVerdict) -> str:
    """The class summary: per sheet the game, the winners, the score and the number of problems."""
    rows = [[_heading("file"), _heading("game"), _heading("winners"), _heading("score"), _heading("problems")]]
    for s in c.sheets:
        winners = [say_in(REPORT, "side", name=w) for w in s.winners] if s.kind == "zombie" else list(s.winners)
        pairs = [(say_in(REPORT, "side", name=n), k) if s.kind == "zombie" else (n, k) for n, k in _score_pairs(s)]
        rows.append([s.source, s.choice.rules.title, ", ".join(winners),
                     say_in(REPORT, "score_line", pairs=pairs), str(len(s.problems))])
    return render("check/summary.txt.j2", sheets=len(c.sheets), problems=c.problem_count,
                  table=_layout(rows, 4, 5))


__all__ = ["sheet_json", "sheet_text", "summary_json", "summary_text"]
