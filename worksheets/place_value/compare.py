"""Comparing a finished game of Place Value Yahtzee (SPEC section 2, "Comparing").

Category by category the greatest number wins 1 point (X and invalid entries
count as 0); every tied player gets the point, so when everybody has X,
everybody gets it. A recorded reading aloud that is wrong stops that entry
from taking the point, and the point is not passed on to the next greatest.
The most points wins; tied winners are told to take one final roll.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from typing import Mapping, Sequence

from ..errors import InputError
from ..numbers import format_number
from ..templating import macro
from ..verdicts import Problem, ProblemKind
from .categories import Category, check_category
from .entries import judge_entry, judge_writing
from .game import PlaceValueGame
from .odds import largest_number
from .parsing import parse_category

COMPARE_TEMPLATE = "place_value/compare.j2"


@dataclass(frozen=True)
class EntryVerdict:
    """One player's entry in one category.

    ``words``: the number in words whenever a number was read (valid or not); ``reading``: what the player read
    aloud, if recorded; ``reading_ok``: whether that reading was right (None when not recorded
    or when the entry does not count anyway). ``written``: the entry as written (None for X); ``left_empty``: an X
    that is an empty box, not the letter X (it counts the same).
    """

    value: int | None
    valid: bool
    reason: str | None
    words: str | None
    reading: str | None
    reading_ok: bool | None
    written: str | None = None
    left_empty: bool = False

    @property
    def counts_as(self) -> int:
        """What the entry is worth when numbers are compared: its value if valid, else 0."""
        return self.value if self.valid and self.value is not None else 0


@dataclass(frozen=True)
class CategoryVerdict:
    """Who wins one category, and every player's entry in it (a dict; treat it as read-only)."""

    category: Category
    winners: tuple[str, ...]
    entries: Mapping[str, EntryVerdict]


@dataclass(frozen=True)
class GameVerdict:
    """The whole comparison: points per player, the winners, and advice when they are tied (and the points each
    player wrote, when the sheet has a points line).

    ``categories`` (who wins each category, and every entry in it) is built when first asked for,
    from the comparison as ``compare_game`` keeps it in three tuples: the categories (``compared``),
    every entry, category by category in the order of ``players`` (``all_entries``), and each
    category's winners as a number with a bit per player (``winner_bits``: bit i for ``players[i]``);
    so a class of verdicts kept in memory is a few objects a game.
    """

    players: tuple[str, ...]
    points: Mapping[str, int]
    winners: tuple[str, ...]
    tie_advice: str | None
    game: PlaceValueGame = PlaceValueGame()
    compared: tuple[Category, ...] = field(default=(), repr=False)
    all_entries: tuple[EntryVerdict, ...] = field(default=(), repr=False)
    winner_bits: tuple[int, ...] = field(default=(), repr=False)
    #: Each player's own count of their points, from the card's points line ("My points"): None when the sheet
    #: has no such line, and a player's None when they wrote nothing (or X) there. ``points_label``: the line's
    #: label as written.
    points_written: Mapping[str, int | None] | None = None
    points_label: str | None = None

    @cached_property
    def categories(self) -> tuple[CategoryVerdict, ...]:
        players, count, entries = self.players, len(self.players), self.all_entries
        return tuple(CategoryVerdict(category, tuple(p for j, p in enumerate(players) if bits >> j & 1),
                                     dict(zip(players, entries[i * count:(i + 1) * count])))
                     for i, (category, bits) in enumerate(zip(self.compared, self.winner_bits)))

    @property
    def scores(self) -> Mapping[str, int]:
        return self.points

    @property
    def problems(self) -> tuple[tuple[str, Problem], ...]:
        """Every entry written that does not count, with why (an X is no problem: it is allowed)."""
        players, count, compared = self.players, len(self.players), self.compared
        return tuple((players[k % count], Problem(ProblemKind.INVALID, compared[k // count].phrase(), entry.reason))
                     for k, entry in enumerate(self.all_entries)
                     if entry.reason is not None and entry.written is not None)


@lru_cache(maxsize=4096)
def _words(value: int, style: str, lang: str | None) -> str:
    from ..words import say  # imported here: num2words is only needed when numbers are read

    return say(value, style=style, lang=lang)


#: Marks a teacher writes for a reading heard rather than its words: a tick for read right, a cross for wrong.
RIGHT_MARKS = frozenset({"✓", "✔", "☑", "✅", "yes", "y", "ok", "okay", "right", "correct", "true"})
WRONG_MARKS = frozenset({"✗", "✘", "☒", "❌", "×", "x", "no", "n", "wrong", "incorrect", "false"})


def reading_mark(reading: str) -> bool | None:
    """True for a mark of a reading heard right ("✓", "yes"), False for one heard wrong ("✗", "no"), None for a
    reading written out in words."""
    key = reading.strip().replace("\ufe0f", "").casefold()
    return True if key in RIGHT_MARKS else False if key in WRONG_MARKS else None


def _reading_ok(value: int, reading: str, style: str, lang: str | None) -> bool:
    from ..words import reading_matches

    mark = reading_mark(reading)
    return mark if mark is not None else reading_matches(value, reading, style=style, lang=lang)


def _per_category(name: str, rows: Sequence, player: str, count: int) -> Sequence:
    if type(rows) not in (tuple, list) and (isinstance(rows, (str, bytes)) or not isinstance(rows, Sequence)):
        raise InputError(f"{name} of {player!r} must be a list with one item per category, not {rows!r}")
    if len(rows) != count:
        raise InputError(f"{player!r} has {len(rows)} {name} for {count} categories")
    return rows


_PLAIN_ENTRIES = (str, int, type(None))


def _unread_verdict(category: Category, entry: str | int | None, game: PlaceValueGame, style: str,
                    lang: str | None, words: bool) -> EntryVerdict:
    """The verdict of an entry with no reading recorded: a frozen value, built once per entry and card."""
    known = _unread_verdicts(category, game, style, lang, words)
    found = known.get(entry)
    if found is None:
        verdict = _written_verdict(entry, game, style, lang, words)
        if verdict.valid and not category.met_by(str(verdict.value)):
            judged = judge_entry(category, entry, game)
            verdict = EntryVerdict(judged.value, judged.valid, judged.reason, verdict.words, None, None,
                                   judged.written, judged.left_empty)
        if len(known) > 4096:
            known.clear()
        found = known[entry] = (verdict, verdict.counts_as)
    return found[0]


@lru_cache(maxsize=8192)
def _written_verdict(entry: str | int | None, game: PlaceValueGame, style: str, lang: str | None,
                     words: bool) -> EntryVerdict:
    """The verdict of an entry whatever its category (``entries.judge_writing``): a class's cards write
    the same numbers in many categories, so each is read, and put in words, once."""
    judged = judge_writing(entry, game)
    said = _words(judged.value, style, lang) if judged.value is not None and words else None
    return EntryVerdict(judged.value, judged.valid, judged.reason, said, None, None, judged.written,
                        judged.left_empty)


@lru_cache(maxsize=256)
def _unread_tables(categories: tuple[Category, ...], game: PlaceValueGame, style: str, lang: str | None,
                   words: bool) -> tuple[dict[str | int | None, tuple[EntryVerdict, int]], ...]:
    """``_unread_verdicts`` of each category of a card (a class set has a few dozen cards)."""
    return tuple(_unread_verdicts(category, game, style, lang, words) for category in categories)


@lru_cache(maxsize=1024)
def _unread_verdicts(category: Category, game: PlaceValueGame, style: str, lang: str | None,
                     words: bool) -> dict[str | int | None, tuple[EntryVerdict, int]]:
    """The verdicts of a category's entries with no reading recorded (and what each counts), by entry,
    as they are first judged."""
    check_category(category, game)  # refuses a category that does not fit the card, as judge_entry does
    return {}


def _reading(reading: str | None) -> str | None:
    return reading.strip() if isinstance(reading, str) and reading.strip() else None


def _entry_verdict(category: Category, entry, reading: str | None, game: PlaceValueGame, style: str,
                   lang: str | None, words: bool, wrong_reading) -> EntryVerdict:
    """One entry judged, with the reading aloud recorded for it (or None)."""
    if reading is None and type(entry) in _PLAIN_ENTRIES:
        return _unread_verdict(category, entry, game, style, lang, words)
    judged = judge_entry(category, entry, game)
    said = ok = None
    reason = judged.reason
    if judged.value is not None and words:
        said = _words(judged.value, style, lang)  # also for an entry that does not count
    if judged.valid:
        assert judged.value is not None
        if reading is not None:
            ok = _reading_ok(judged.value, reading, style, lang)
            if not ok:
                reason = wrong_reading(number=format_number(judged.value), reading=reading,
                                       words=said or _words(judged.value, style, lang),
                                       marked=reading_mark(reading) is False)
    return EntryVerdict(judged.value, judged.valid, reason, said, reading, ok, judged.written, judged.left_empty)


def compare_game(
    categories: Sequence[Category | str],
    entries: Mapping[str, Sequence[str | int | None]],
    game: PlaceValueGame = PlaceValueGame(),
    readings: Mapping[str, Sequence[str | None]] | None = None,
    *,
    style: str = "us",
    lang: str | None = None,
    words: bool = True,
) -> GameVerdict:
    """Compare the players' cards; ``entries[player][i]`` is what the player wrote for ``categories[i]``.

    Categories may be given as printed text. ``readings[player][i]`` (optional, None or "" when
    not recorded) is what the player read aloud for that entry. ``words=False`` leaves each
    entry's words out (None) unless a wrong reading needs them, which is quicker for large runs.
    """
    players = tuple(entries)
    if len(players) < 2:
        raise InputError(f"comparing needs at least 2 players, got {len(players)} ({', '.join(map(repr, players)) or 'none'})")
    cats = (categories if type(categories) is tuple and not any(isinstance(c, str) for c in categories)
            else tuple(parse_category(c, game) if isinstance(c, str) else c for c in categories))
    if not cats:
        raise InputError("a place-value card needs at least one category")
    rows = {p: _per_category("entries", entries[p], p, len(cats)) for p in players}
    heard: dict[str, Sequence[str | None]] = {}
    for p, said in (readings or {}).items():
        if p not in entries:
            raise InputError(f"readings are recorded for {p!r}, who has no entries (players: {', '.join(players)})")
        heard[p] = _per_category("readings", said, p, len(cats))

    wrong_reading = macro(COMPARE_TEMPLATE, "wrong_reading")
    judged: list[EntryVerdict] = []
    winner_bits = []
    wins: dict[int, int] = {}  # categories won, by the bits of their winners
    columns = [(1 << j, rows[p], heard.get(p)) for j, p in enumerate(players)]
    for i, (category, known) in enumerate(zip(cats, _unread_tables(cats, game, style, lang, words))):
        top, won = -1, 0
        for bit, column, said in columns:
            entry = column[i]
            reading = None if said is None else _reading(said[i])
            found = known.get(entry) if reading is None and type(entry) is str else None
            if found is None:
                verdict = _entry_verdict(category, entry, reading, game, style, lang, words, wrong_reading)
                found = (verdict, verdict.counts_as)
            judged.append(found[0])
            count = found[1]
            if count > top:
                top, won = count, 0
            # the greatest takes the point, unless read aloud wrongly (then nobody else takes it)
            if count == top and (reading is None or found[0].reading_ok is not False):
                won |= bit
        winner_bits.append(won)
        wins[won] = wins.get(won, 0) + 1
    points = dict.fromkeys(players, 0)
    for won, times in wins.items():
        for j, p in enumerate(players):
            if won >> j & 1:
                points[p] += times

    best = max(points.values())
    game_winners = tuple(p for p in players if points[p] == best)
    advice = None
    if len(game_winners) > 1:
        advice = _tie_advice(game_winners, best, game.digits)
    return GameVerdict(players, points, game_winners, advice, game, cats, tuple(judged), tuple(winner_bits))


@lru_cache(maxsize=1024)
def _tie_advice(players: tuple[str, ...], points: int, digits: int) -> str:
    return macro(COMPARE_TEMPLATE, "tie_advice")(players=list(players), points=points, dice=digits)


def final_roll_winner(rolls: Mapping[str, Sequence[int]], game: PlaceValueGame = PlaceValueGame()) -> tuple[str, ...]:
    """Who wins a final roll: each player's dice make their largest number; ties return several players."""
    if not rolls:
        raise InputError("a final roll needs at least one player's dice")
    made = {player: largest_number(dice, game) for player, dice in rolls.items()}
    top = max(made.values())
    return tuple(player for player, value in made.items() if value == top)
