"""Best-keep practice: which dice to keep, at a moment of a game played optimally.

Levels (``worksheets/practice/__init__.py`` says the same in the help):

1. the one-die game shipped beside this module (``one-die.toml``: one die, two rolls a
   turn, Chance and Sixes), small enough to solve by hand; the key shows the working.
2. the rule set of ``--rules`` (default classic), late in a game: at most ``LATE_GAME``
   boxes open.
3. the same, earlier in a game: more than ``LATE_GAME`` boxes open.

A problem is drawn by playing one game optimally with the sheet's seeded
``random.Random`` (the strategy engine, ``worksheets.strategy``, makes every choice)
and picking one of its moments with rolls left where the best keep beats the next
best by at least ``MARGIN`` points of expectation. Values are the points still to
come on average (this turn's box included) under optimal solitaire play from then on.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Iterator

from ..codes import KEEP_DRAWS_VERSION
from ..errors import InputError
from ..families import DICE, presets_of
from ..game import Scorecard
from ..rules import ExtraPolicy, RuleSet, load_rules_file, preset
from .problems import PracticeKind, PracticeSettings, Problem, register, words

#: The least gap, in points of expectation, between the best keep and the next best for a
#: puzzle: a clear answer, not one that a rounding or a taste for risk could turn. A gap of
#: exactly 1 counts (``_SLACK`` absorbs the engine's float rounding).
MARGIN = 1.0
_SLACK = 1e-6
#: Level 2 asks about the last turns: at most this many boxes open. Level 3, earlier turns.
LATE_GAME = 4
#: The presets levels 2 and 3 can play; a teacher's rules file too (its sheets have a keep-file code).
RULES = presets_of(DICE)
ONE_DIE_FILE = Path(__file__).resolve().with_name("one-die.toml")
#: Games played for one problem before the sheet is given up on.
_GAMES = 30


@lru_cache(maxsize=1)
def one_die_rules() -> RuleSet:
    """The level-1 game, read from the rules file shipped with this module."""
    return load_rules_file(ONE_DIE_FILE)


def game_rules(settings: PracticeSettings) -> RuleSet:
    if settings.level == 1:
        return one_die_rules()
    return settings.rules_file or preset(settings.rules or "classic")


def strategy(rules: RuleSet):
    from ..strategy import strategy_for  # numpy: imported when a keep sheet is made

    return strategy_for(rules)


@dataclass(frozen=True)
class Moment:
    """A moment of a game with rolls left: the card, the dice (sorted), and the gap between the best keep and
    the next that the puzzle was picked by; ``advice``, every keep ranked by the engine, is worked out when
    asked (for the one moment a problem shows)."""

    card: Scorecard
    dice: tuple[int, ...]
    rolls_left: int
    gap: float
    engine: object = field(repr=False, compare=False)
    rolled: tuple[int, ...] = field(repr=False, compare=False)  # the dice as rolled

    @property
    def advice(self):
        """Every keep ranked by the engine: a ``strategy.Advice``."""
        return advise(self.engine, self.card, self.rolled, self.rolls_left)


class _Turn:
    """A moment of a turn as a cache key: a card is not hashable (its boxes are a mapping), so it is keyed by
    every field it has, plus the dice as given and the rolls left."""

    __slots__ = ("card", "dice", "rolls_left", "_key")

    def __init__(self, card: Scorecard, dice: tuple[int, ...], rolls_left: int):
        self.card, self.dice, self.rolls_left = card, dice, rolls_left
        self._key = (card.rules, tuple(sorted(card.filled.items())), card.moves, dice, rolls_left)

    def __hash__(self) -> int:
        return hash(self._key)

    def __eq__(self, other) -> bool:
        return isinstance(other, _Turn) and self._key == other._key


@lru_cache(maxsize=1024)
def _cached_options(engine, turn: _Turn) -> tuple:
    return tuple(engine.unranked(turn.card, turn.dice, turn.rolls_left))


def _options(engine, card: Scorecard, dice, rolls_left: int) -> tuple:
    """``engine.unranked``, remembered: a sheet plays many games, whose first turns (and every turn of the
    one-die game) come round again and again. A game needs only the best option or two of each moment."""
    return _cached_options(engine, _Turn(card, tuple(dice), rolls_left))


@lru_cache(maxsize=64)
def _cached_advice(engine, turn: _Turn):
    from ..strategy.advice import ranked  # numpy: as ``strategy``

    return ranked(list(_cached_options(engine, turn)))


def advise(engine, card: Scorecard, dice, rolls_left: int):
    """``engine.advise``, remembered (from the options ``_options`` remembers)."""
    return _cached_advice(engine, _Turn(card, tuple(dice), rolls_left))


def _leaders(options) -> tuple:
    """The best option and the next (None when there is one), as ranked."""
    from ..strategy.advice import leaders

    top = leaders(options)
    return top[0], (top[1] if len(top) > 1 else None)


def picking_leaders(engine, card: Scorecard, dice: tuple[int, ...], rolls_left: int, code_version: int) -> tuple:
    """The best two options (``advice.Raw``) of the ranking a sheet's game is played and its puzzles picked by.

    Codes before ``KEEP_DRAWS_VERSION`` valued keeping every die, with two rolls or more left, as keeping them
    for one roll fewer (the best of that moment), not as stopping now. Their games are played and picked that
    way still, so a code on paper rebuilds its puzzles; their keys give the engine's values of now."""
    options = _options(engine, card, dice, rolls_left)
    if code_version >= KEEP_DRAWS_VERSION or rolls_left < 2:
        return _leaders(options)
    later = _leaders(_options(engine, card, dice, rolls_left - 1))[0][3]
    return _leaders([(keep, box, points, later if len(keep) == len(dice) else expected, order)
                     for keep, box, points, expected, order in options])


def _roll(rng: random.Random, rules: RuleSet, count: int) -> tuple[int, ...]:
    return tuple(rng.randint(1, rules.faces) for _ in range(count))


def optimal_game(rules: RuleSet, rng: random.Random, engine=None,
                 code_version: int = KEEP_DRAWS_VERSION) -> Iterator[Moment]:
    """Play one game optimally with ``rng``'s dice, yielding every moment with rolls left; ``code_version``:
    that of the sheet's code (``picking_leaders``)."""
    engine = engine or strategy(rules)
    card = Scorecard(rules)
    while not card.finished:
        dice = _roll(rng, rules, rules.dice)
        for rolls_left in range(rules.rolls - 1, 0, -1):
            best, second = picking_leaders(engine, card, dice, rolls_left, code_version)
            if code_version < KEEP_DRAWS_VERSION or not card.takes_bonus(dice):  # a bonus taken is no puzzle
                gap = best[3] - second[3] if second is not None else 0.0
                yield Moment(card, tuple(sorted(dice)), rolls_left, gap, engine, dice)
            keep = best[0]
            if len(keep) == rules.dice:
                break  # keeping every die: the turn stops here
            dice = keep + _roll(rng, rules, rules.dice - len(keep))
        card = card.play(dice, _leaders(_options(engine, card, dice, 0))[0][1])


def fits_level(moment: Moment, level: int) -> bool:
    """A clear answer, at the level's stage of the game."""
    if moment.gap < MARGIN - _SLACK:
        return False
    open_boxes = len(moment.card.open_boxes)
    return level == 1 or (open_boxes <= LATE_GAME) == (level == 2)


def _number(value: float, trim: bool = True) -> str:
    """Points to two decimals; ``trim``: without trailing zeros (4.25, 3.5, 6), for the hand computations."""
    text = f"{max(value, 0.0):.2f}"  # points to come and gaps are never below 0 (a rounding's -0.00 is 0)
    return text.rstrip("0").rstrip(".") if trim else text


def _gap(more: float, less: float, trim: bool = True) -> str:
    """The difference of two points as they are printed (to two decimals), so a child's subtraction of the
    printed numbers gives it: 190.49 - 187.17 is 3.32, though the unrounded gap is 3.33."""
    return _number(abs(round(more, 2) - round(less, 2)), trim)


def _keep_words(keep: tuple[int, ...], dice: int) -> str:
    return words("keep", "keep", list(keep), dice)


def position(card: Scorecard, rules: RuleSet) -> str:
    """The card as the problem shows it: the filled boxes with their points, or the open ones."""
    filled = [(box.label, card.filled[box.key]) for box in rules.boxes if box.key in card.filled]
    open_labels = [box.label for box in card.open_boxes]
    upper = None
    if rules.upper_bonus is not None and any(box.upper for box in card.open_boxes):
        upper = (card.upper_total, rules.upper_bonus.threshold)
    five = rules.five_alike
    five_points = None
    if (five is not None and rules.extra_policy is not ExtraPolicy.NONE and five.key in card.filled
            and len(filled) > len(open_labels)):
        five_points = (five.label, card.filled[five.key])
    return words("keep", "position", filled, open_labels, len(filled) <= len(open_labels), upper, five_points)


def _one_die_working(moment: Moment, rules: RuleSet, engine) -> str:
    """The hand computation of a one-die puzzle: each face's best finish, their average, the die kept."""
    card, now = moment.card, moment.card.grand_total
    finishes = [advise(engine, card, (face,), 0).best.expected - now for face in range(1, rules.faces + 1)]
    later = []
    if len(card.open_boxes) > 1:  # a box now, then the other box's turn alone
        for box in card.open_boxes:
            rest = [other for other in card.open_boxes if other is not box]
            filled_first = card.play((1,), rest[0].key) if len(rest) == 1 else None
            if filled_first is not None:
                later.append((box.label, _number(engine.value(filled_first) - filled_first.grand_total)))
    again = sum(finishes) / len(finishes)
    die = moment.dice[0]
    kept = finishes[die - 1]
    return words("keep", "by_hand", [_number(f) for f in finishes], _number(again), die, _number(kept), later,
                 _gap(kept, again), kept > again)


def make(settings: PracticeSettings, rng: random.Random) -> Problem:
    rules = game_rules(settings)
    if settings.level == 3 and len(rules.boxes) <= LATE_GAME:  # no turn of it has more boxes open
        raise InputError(f"keep practice level 3 asks about turns with more than {LATE_GAME} boxes open, and "
                         f"{rules.name} has {len(rules.boxes)}; use --level 2")
    engine = strategy(rules)
    for _ in range(_GAMES):
        moments = [m for m in optimal_game(rules, rng, engine, settings.code_version)
                   if fits_level(m, settings.level)]
        if moments:
            break
    else:
        raise InputError(f"no clear keep puzzle turned up in {_GAMES} games of {rules.name}; try another --seed")
    moment = rng.choice(moments)
    best, second = moment.advice.options[0], moment.advice.options[1]
    now = moment.card.grand_total
    best_points, second_points = best.expected - now, second.expected - now
    best_words = _keep_words(best.keep, rules.dice)
    if settings.level == 1:
        working = _one_die_working(moment, rules, engine)
    else:
        tied = [_keep_words(option.keep, rules.dice) for option in moment.advice.options[1:]
                if abs(option.expected - second.expected) < 1e-9]  # the same average: name them all
        working = words("keep", "working", _number(best_points, False), tied,
                        _number(second_points, False), _gap(best_points, second_points, False))
    card = moment.card
    relevant = (card.upper_total if rules.upper_bonus is not None else None,
                card.filled.get(rules.five_alike.key) if rules.five_alike is not None else None)
    return Problem(
        prompt=words("keep", "prompt", position(card, rules), moment.rolls_left, rules.dice),
        boxes=(words("keep", "box"),),
        answers=(best_words,),
        summary=words("keep", "summary", best_words),
        working=working,
        dice=moment.dice,
        facts={"rules": rules, "card": card, "dice": moment.dice, "rolls_left": moment.rolls_left,
               "best": best.keep, "best_points": best_points, "runner_up": second.keep,
               "runner_up_points": second_points, "gap": best_points - second_points},
        identity=(tuple(box.key for box in card.open_boxes), moment.dice, moment.rolls_left, relevant),
    )


register(PracticeKind("keep", make, default_problems=6, max_problems=6, rules=RULES, default_rules="classic",
                      columns=1, rules_files=True, own_game_levels=(1,)))
