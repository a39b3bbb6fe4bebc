"""What the comparison answer key of ``worksheets check --pdf`` says, decided before anything is drawn.

``build_check_key`` reads a finished ``ClassVerdict`` and turns every sheet's
verdict into a section of text and marks; it judges and adds up nothing again
(the marks are read off the verdict: a category's winners, an entry's
validity, a card's problems and computed totals). The drawing code in
``worksheets.render.check_key`` places the model on pages.

- **Place value**: a row per category, a cell per player: the number (X for
  an X, a dash for a box left empty), its words beneath, *circled* when it
  takes the category's point, *struck through* with the reason when it does
  not count, a wrong reading aloud with what was said; ``+1`` where the point
  goes; the points; the winner or the checker's final-roll advice.
- **Yahtzee family**: the card as the official one lays it out, a column per
  player: box values (struck through when they do not count), the computed
  totals with what the student wrote beside any that differ, numbered markers
  pointing to the list of problems, the winner's grand total circled.
- **Zombie**: the same table for every card, then the survivors' and the
  zombies' sums, the winning side circled.
- **Class summary** after several sheets: a line per sheet.

Every word comes from ``templates/sheets/check_key.j2`` (the reasons and
problems are the checker's own sentences). Player names and box labels must be
printable with the embedded font (``GlyphError`` otherwise, before any file
is opened); in what a student wrote or read aloud, and in file names, a
character the font lacks is printed as its code point instead.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from ..check import ClassVerdict, SheetVerdict
from ..check.report import (best_game_sentence, blank_boxes, blank_entries, number_shown, read_as_games,
                            result_sentence, score_line, shown_rows, summary_column, summary_line)
from ..check.dice_card import CardVerdict, DiceVerdict
from ..card import GRAND_TOTAL, RowKind, row_label
from ..row_words import DICE_BOUGHT
from ..check.zombie import ZombieVerdict
from ..zombie import SURVIVORS, ZOMBIES
from ..errors import InputError
from ..numbers import format_number
from ..place_value import GameVerdict
from .fonts import Words, check_drawable, missing_characters
from .style import BOLD_FONT, REGULAR_FONT

_say = Words("sheets/check_key.j2")
#: Place value: up to this many players on a portrait page; more turn it to landscape.
PV_PORTRAIT_PLAYERS = 4
#: Place value: at most this many players in one table; more are shared out between tables.
PV_TABLE_PLAYERS = 7


# --- value objects --------------------------------------------------------------------------


@dataclass(frozen=True)
class SectionHead:
    """What tops every page of a sheet's section."""

    heading: str  # "Answer key: game.csv"
    continued: str  # the heading on the section's later pages
    settings: str  # the game, and for place value its digits and dice
    code: str | None  # "Sheet code ..." when the sheet has one
    shortened: str  # the note added when a box name or category is cut short to fit its row


@dataclass(frozen=True)
class PlaceValueCell:
    """One player's entry in one category, as the key shows it."""

    text: str  # the number ("6,341"), X, "-" (left empty), or what was written when it is not a number that counts
    words: str | None  # the number in words (valid entries)
    circled: bool  # the greatest number of the category, taking the point
    struck: bool  # written but does not count
    point: bool  # this player gets the category's point (every tied player does)
    note: str | None  # why it does not count, or what was read aloud wrongly


@dataclass(frozen=True)
class PlaceValueRow:
    category: str
    cells: tuple[PlaceValueCell, ...]  # one per player, in the players' order


@dataclass(frozen=True)
class PlaceValueSection:
    head: SectionHead
    players: tuple[str, ...]
    category_column: str
    rows: tuple[PlaceValueRow, ...]
    points_label: str
    points: tuple[str, ...]  # one per player
    point_mark: str  # "+1"
    landscape: bool  # more players than a portrait page holds
    tables: tuple[tuple[int, ...], ...]  # the players (by index) in each table
    table_notes: tuple[str | None, ...]  # the settings and "players' table 1 of 2", when there are several tables
    result: str  # the winner, or the final-roll advice on a tie
    legend: str
    notes_heading: str
    notes: tuple[str, ...]


@dataclass(frozen=True)
class DiceCell:
    """One cell of a card's table: a box's value or a computed total."""

    text: str  # the value as written (a number, X, or "-" for empty) or the computed total
    struck: bool = False  # does not count
    markers: tuple[int, ...] = ()  # numbers of the problems listed below the table
    wrote: str | None = None  # a total the student wrote differently ("wrote 61")
    right: str | None = None  # the mark beside a total the student wrote correctly
    circled: bool = False  # a winner's grand total


@dataclass(frozen=True)
class DiceRow:
    label: str
    kind: str  # "box", "total" (worked out: printed bold) or "tally" (Zombie's dice bought)
    rule_above: bool  # a thick line above: a new section of the card starts here
    cells: tuple[DiceCell, ...]


@dataclass(frozen=True)
class ZombieSide:
    """One side's points: where they come from, the sum, whether the side wins."""

    line: str  # "Survivors (Lions and Tigers):"
    sum: str  # "235 + 180 =", or "" for one card
    total: str
    wins: bool


@dataclass(frozen=True)
class DiceSection:
    head: SectionHead
    columns: tuple[str, ...]  # a player (or team, or zombie game) per column
    column_notes: tuple[str | None, ...]  # under a column heading ("does not count"), or None
    box_column: str
    rows: tuple[DiceRow, ...]
    result: str
    legend: str
    problems_heading: str
    problems: tuple[str, ...]  # numbered from 1 in the markers
    no_problems: str
    notes_heading: str
    notes: tuple[str, ...]
    sides: tuple[ZombieSide, ...] = ()  # Zombie: survivors, then zombies


Section = Union[PlaceValueSection, DiceSection]


@dataclass(frozen=True)
class ClassSummary:
    heading: str
    continued: str
    line: str  # "3 sheets checked, 9 problems found."
    columns: tuple[str, str, str, str, str]
    lines: tuple[tuple[str, str, str, str, str], ...]  # a line per sheet, one text per column
    #: The lines of sheets not checked: their third text, why, fills the rest of the line
    set_aside: frozenset[int] = frozenset()


@dataclass(frozen=True)
class CheckKeyModel:
    """The whole key: a section per sheet, in the order checked, and the class summary after several."""

    document_title: str
    sections: tuple[Section, ...]
    summary: ClassSummary | None


# --- text that can be printed ---------------------------------------------------------------


#: The fonts a key draws names in (regular and bold): a name that either cannot print is refused.
NAME_FONTS = (REGULAR_FONT, BOLD_FONT)


def _name(text: str, what: str) -> str:
    """A name (player, team, box label) exactly as typed; refused when the font cannot print it."""
    for font in NAME_FONTS:
        check_drawable(text, f"{what} {text!r}", font)
    return text


def _data(text: str) -> str:
    """Text a student wrote or read, or a file name: characters the font lacks become their code points."""
    missing = set(missing_characters(text, REGULAR_FONT)) | set(missing_characters(text, BOLD_FONT))
    if not missing:
        return text
    return "".join(_say("unprintable", code=f"U+{ord(ch):04X}") if ch in missing else ch for ch in text)


def shares(count: int, most: int) -> tuple[tuple[int, ...], ...]:
    """``0..count-1`` in as few runs of at most ``most`` as it takes, as even as they go."""
    parts = max(1, -(-count // most))
    size = -(-count // parts)
    return tuple(tuple(range(i, min(i + size, count))) for i in range(0, count, size))


def _head(v: SheetVerdict, digits: int | None = None, dice: str | None = None, finished: bool = False) -> SectionHead:
    """``finished``: the key of a game's own finished cards (the projector's /print), titled as those cards."""
    heading, rules = _say("heading", source=_data(v.source), finished=finished), v.choice.rules
    return SectionHead(heading, _say("continued", heading=heading),
                       _say("settings", game=rules.title, digits=digits, dice=dice),
                       _say("code", code=_data(v.code)) if v.code else None,
                       _say("shortened", path=_data(str(rules.path or "")), title=rules.title))


def _notes(v: SheetVerdict) -> tuple[str, ...]:
    return tuple(_data(note) for note in v.notes)


# --- place value ----------------------------------------------------------------------------


def place_value_section(v: SheetVerdict, finished: bool = False) -> PlaceValueSection:
    """The place-value family's part of the key (``finished``: of a game's own finished cards)."""
    verdict: GameVerdict = v.verdict  # type: ignore[assignment]
    players = tuple(_name(p, "player name") for p in verdict.players)
    x, empty = _say("x_cell"), _say("empty_cell")
    rows = []
    for category in verdict.categories:
        cells = []
        for player in verdict.players:
            e = category.entries[player]
            point = player in category.winners
            if e.written is None:  # X, or a box left empty (it counts as X), shown as the report shows them
                text = empty if e.left_empty else x
            else:  # a number grouped as the report shows it (12,345,678 too, which does not count)
                text = number_shown(e) or _data(e.written)
            struck = e.written is not None and not e.valid
            note = None
            if struck and e.reason:
                note = _data(e.reason)
            elif e.reading_ok is False and e.reading is not None:
                note = _say("misread", reading=_data(e.reading))
            circled = point and e.valid and e.value is not None
            cells.append(PlaceValueCell(text, e.words if e.valid else None, circled, struck, point, note))
        rows.append(PlaceValueRow(category.category.phrase(), tuple(cells)))
    if verdict.tie_advice:
        result = verdict.tie_advice
    else:
        result = result_sentence(verdict)
    game = verdict.game
    landscape = len(players) > PV_PORTRAIT_PLAYERS
    tables = shares(len(players), PV_TABLE_PLAYERS if landscape else PV_PORTRAIT_PLAYERS)
    head = _head(v, game.digits, game.dice, finished)
    notes = tuple(_say("part", settings=head.settings, number=i + 1, parts=len(tables)) if len(tables) > 1 else None
                  for i in range(len(tables)))
    return PlaceValueSection(
        head, players, _say("category_column"), tuple(rows), _say("points_row"),
        tuple(_points_cell(verdict, p) for p in verdict.players), _say("point_mark"), landscape, tables, notes,
        result, _say("pv_legend", written=verdict.points_written is not None, empty=blank_entries(verdict)["empty"]),
        _say("notes_heading"), _notes(v))


def _points_cell(verdict: GameVerdict, player: str) -> str:
    """A player's points; with the card's points line, what they wrote there: a tick when it is right, "(wrote 2)"
    when it is not."""
    points = format_number(verdict.points[player])
    written = (verdict.points_written or {}).get(player)
    if written is None:
        return points
    if written == verdict.points[player]:
        return f"{points} {_say('total_right')}"
    return f"{points} ({_say('wrote', value=format_number(written))})"


# --- Yahtzee family and Zombie --------------------------------------------------------------


def _box_cell(entry, markers: tuple[int, ...], empty: str, x: str) -> DiceCell:
    if entry.value is None:
        return DiceCell(empty, markers=markers)
    text = x if entry.written == "X" else format_number(entry.value)  # the checker keeps a scratched box as "X"
    return DiceCell(text, struck=not entry.valid, markers=markers)


def _total_cell(card: CardVerdict, row: str, markers: tuple[int, ...], circled: bool) -> DiceCell:
    value = card.totals.get(row)
    written = card.written.get(row)
    wrote = right = None
    known = row not in card.unknown  # not known: it rests on a total written that cannot be right
    if written is not None and (written != value or not known):
        wrote = _say("wrote", value=card.written.mark(row) or format_number(written))
    elif written is not None:
        right = _say("total_right")
    return DiceCell(format_number(value) if known else _say("not_known"), markers=markers, wrote=wrote, right=right,
                    circled=circled)


def _dice_rows(verdict: DiceVerdict, markers: dict[tuple[str, str], list[int]], circle: tuple[str, ...],
               dice_bought: dict[str, int] | None) -> tuple[DiceRow, ...]:
    rules = verdict.rules
    players = verdict.players
    empty, x = _say("empty_cell"), _say("x_cell")
    def marks(player: str, row: str) -> tuple[int, ...]:
        return tuple(markers.get((player, row), ()))

    by_box = {c.box.key: c for c in verdict.categories}
    rows = []
    for row in shown_rows(verdict):  # the rows the text report shows
        if row.kind is RowKind.BOX:
            c = by_box[row.key]
            cells = tuple(_box_cell(c.entries[p], marks(p, row.key), empty, x) for p in players)
            rows.append(DiceRow(_name(c.box.label, f"{rules.name}: box"), "box", row.rule_above, cells))
        else:
            cells = tuple(_total_cell(verdict.cards[p], row.key, marks(p, row.key),
                                      row.key == GRAND_TOTAL and p in circle) for p in players)
            rows.append(DiceRow(row_label(rules, row.key), "total", row.rule_above, cells))
    if dice_bought:
        cells = tuple(DiceCell(str(dice_bought[p]) if p in dice_bought else empty) for p in players)
        rows.append(DiceRow(row_label(rules, DICE_BOUGHT), "tally", True, cells))
    return tuple(rows)


def _problems(verdict: DiceVerdict | ZombieVerdict) -> tuple[tuple[str, ...], dict[tuple[str, str], list[int]]]:
    lines: list[str] = []
    markers: dict[tuple[str, str], list[int]] = {}
    for player, problem in verdict.problems:
        lines.append(_data(_say("problem_line", player=player, message=problem.message)))
        markers.setdefault((player, problem.row), []).append(len(lines))
    return tuple(lines), markers


def _dice_section(v: SheetVerdict, verdict: DiceVerdict, zombie: ZombieVerdict | None = None,
                  finished: bool = False) -> DiceSection:
    columns = tuple(_name(p, "team or player name" if zombie else "player name") for p in verdict.players)
    problems, markers = _problems(zombie or verdict)  # a Zombie sheet's empty columns are one note, not problems
    sides: tuple[ZombieSide, ...] = ()
    column_notes: tuple[str | None, ...] = (None,) * len(columns)
    if zombie is None:
        circle = verdict.winners
        games = read_as_games(v)
        result = best_game_sentence(verdict) if games else result_sentence(verdict)
        legend = _say("dice_legend", circled=bool(circle), totals_only=verdict.totals_only, games=games,
                      own=not finished, **blank_boxes(verdict))  # own: no student wrote a game's own cards
        rows = _dice_rows(verdict, markers, circle, None)
    else:
        counted = {g for g in zombie.zombie_games if g is not None}
        column_notes = tuple(_say("not_played") if p in zombie.empty
                             else _say("not_counted") if p not in zombie.teams and p not in counted else None
                             for p in verdict.players)
        rows = _dice_rows(verdict, markers, (), dict(zombie.dice_bought))
        totals = verdict.totals
        def shown(points: int | None) -> str:
            return _say("not_known") if points is None else format_number(points)

        team_parts = [shown(totals[t]) for t in zombie.teams]
        game_parts = [shown(totals[g]) if g else "0" for g in zombie.zombie_games]
        alone = len(zombie.winners) == 1
        sides = (
            ZombieSide(_say("side_line", name=SURVIVORS, sources=list(zombie.teams)),
                       _say("side_sum", parts=team_parts), shown(zombie.survivors),
                       alone and SURVIVORS in zombie.winners),
            ZombieSide(_say("side_line", name=ZOMBIES, sources=list(zombie.zombie_games)),
                       _say("side_sum", parts=game_parts), shown(zombie.zombies),
                       alone and ZOMBIES in zombie.winners),
        )
        result = _say("zombie_result", winners=list(zombie.winners), survivors=zombie.survivors,
                      zombies=zombie.zombies)
        legend = " ".join((_say("dice_legend", circled=False, totals_only=verdict.totals_only,
                                own=not finished, **blank_boxes(verdict)),
                           *((_say("zombie_legend"),) if alone else ())))  # nothing is circled without a winner
    # a Zombie verdict's warnings are among the sheet's notes
    return DiceSection(_head(v, finished=finished), columns, column_notes, _say("box_column"), rows, result, legend,
                       _say("problems_heading"), problems, _say("no_problems", totals_only=verdict.totals_only),
                       _say("notes_heading"), _notes(v), sides)


# --- the class ------------------------------------------------------------------------------


def dice_section(v: SheetVerdict, finished: bool = False) -> DiceSection:
    """The dice family's part of the key (``finished``: of a game's own finished cards)."""
    return _dice_section(v, v.verdict, finished=finished)  # type: ignore[arg-type]


def zombie_section(v: SheetVerdict, finished: bool = False) -> DiceSection:
    """The Zombie family's part of the key: every card, then the two sides."""
    return _dice_section(v, v.verdict.cards, v.verdict, finished)  # type: ignore[attr-defined]


def _summary(c: ClassVerdict) -> ClassSummary:
    lines = []
    for s in c.sheets:
        winners, pairs = summary_line(s)
        lines.append((_data(s.source), s.choice.rules.title, ", ".join(winners), score_line(pairs),
                      str(len(s.problems))))
    for u in c.unusable:  # a sheet set aside is named, with why: the printed key must not leave it out unseen
        reason = u.reason.removeprefix(f"{u.source}: ").removeprefix(u.source).strip()
        lines.append((_data(u.source), _say("not_checked"), _data(reason), "", ""))
    columns = tuple(summary_column(k) for k in ("file", "game", "winners", "score", "problems"))
    heading = _say("summary_heading")
    line = _say("summary_line", sheets=len(c.sheets), problems=c.problem_count, unusable=len(c.unusable))
    return ClassSummary(heading, _say("continued", heading=heading), line, columns,  # type: ignore[arg-type]
                        tuple(lines), frozenset(range(len(c.sheets), len(lines))))


def build_check_key(verdicts: ClassVerdict, *, finished_game: bool = False) -> CheckKeyModel:
    """The key of every sheet checked; raises ``GlyphError`` for a name the font cannot print.

    ``finished_game``: the sheet is the cards of a game just played (the projector's), not students' sheets."""
    if not verdicts.sheets:
        raise InputError("no sheets were checked, so there is no key to print")
    sections = tuple(v.family.capability("key_section")(v, finished_game) for v in verdicts.sheets)
    summary = _summary(verdicts) if len(verdicts.sheets) + len(verdicts.unusable) > 1 else None
    return CheckKeyModel(_say("document_title", sheets=len(sections), finished=finished_game), sections, summary)


__all__ = [
    "CheckKeyModel", "ClassSummary", "DiceCell", "DiceRow", "DiceSection", "PlaceValueCell", "PlaceValueRow",
    "PlaceValueSection", "SectionHead", "ZombieSide", "build_check_key", "shares",
]
