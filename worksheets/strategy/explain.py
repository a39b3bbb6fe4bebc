"""Hints in words a pupil can follow: the best keep or box, the next two options, what each gives up.

``hint(strategy, card, dice, rolls_left)`` asks the engine for every option and
words the best one and the two after it ("Best: keep the three 4s and roll the
other two again. That is on average 2.1 points better than keeping the
straight 2 3 4 5."). The words are in ``templates/strategy/advice.j2``; this
module only decides what is said: how a keep is described, and how a gap in
expected points is rounded (one decimal; "less than 0.1" below 0.05; "just as
good" for a tie).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Collection, Sequence

from ..game import BONUS, Scorecard
from ..rules import ExtraPolicy
from ..templating import macro
from .advice import checked_turn
from .strategy import Advice, Option, Strategy

ADVICE = "strategy/advice.j2"

#: Options whose expected values differ by less than this are ties (the tables are float32).
TIE = 1e-6
#: Gaps below this round to 0.0 and are said as "less than 0.1 points".
TINY = 0.05
#: How many options after the best one a hint compares it with.
COMPARED = 2


def words(name: str, /, *args, **context) -> str:
    """One macro of ``templates/strategy/advice.j2``."""
    return macro(ADVICE, name)(*args, **context)


@dataclass(frozen=True)
class Hint:
    """The engine's advice for one moment of a turn, and the words that explain it."""

    advice: Advice
    lines: tuple[str, ...]  # the best option, each comparison, the expected final score
    note: str  # optimal solitaire play maximises the average, not the chance of winning
    options: tuple[str, ...]  # every option of ``advice`` in words (an order: "Keep the three 4s ...")
    stop: Option | None = None  # with rolls left, the box where keeping every die (stopping now) scores
    stop_dice: tuple[int, ...] = ()  # the dice it scores
    doing: int = 1  # how many of ``lines`` say what to do (the best option, which dice, which to release)

    @property
    def text(self) -> str:
        return "\n".join(self.lines)

    def _box_of(self, option: Option) -> dict:
        """The box an option writes in: its own, or for keeping every die the one stopping scores in."""
        stops = option.keep is not None and self.stop is not None and len(option.keep) == len(self.stop_dice)
        chosen = self.stop if stops else option
        return {"box": chosen.box, "points": chosen.points, **({"stops": True} if stops else {})}

    def as_json(self) -> dict:
        return {
            "best": self.options[0],
            "expected": round(self.advice.best.expected, 4),
            "options": [{"keep": None if o.keep is None else list(o.keep), **self._box_of(o),
                         "expected": round(o.expected, 4), "gives_up": round(o.gives_up, 4), "words": said}
                        for o, said in zip(self.advice.options, self.options)],
            "advice": list(self.lines),
            "note": self.note,
        }


def gap_words(gives_up: float) -> dict:
    """How a gap in expected points is said: a tie, less than 0.1, or rounded to one decimal."""
    if gives_up < TIE:
        return {"kind": "tie", "points": "0.0"}
    if gives_up < TINY:
        return {"kind": "tiny", "points": "0.0"}
    return {"kind": "points", "points": f"{gives_up:.1f}"}


def keep_shape(keep: Sequence[int], dice: int) -> dict:
    """What a keep is, for the words: nothing, all the dice, a run of faces, or groups of equal faces."""
    keep = tuple(sorted(keep))
    base = {"dice": dice, "rolled": dice - len(keep), "faces": list(keep), "groups": [], "singles": []}
    if not keep:
        return {**base, "kind": "none"}
    if len(keep) == dice:
        return {**base, "kind": "all"}
    if len(keep) >= 3 and all(b == a + 1 for a, b in zip(keep, keep[1:])):
        return {**base, "kind": "run"}
    # The biggest groups first, then the faces kept once: "the three 4s plus the 2 and 5".
    counts = Counter(keep)
    groups = sorted(((n, face) for face, n in counts.items() if n > 1), key=lambda item: (-item[0], item[1]))
    return {**base, "kind": "groups", "groups": [list(g) for g in groups],
            "singles": sorted(face for face, n in counts.items() if n == 1)}


def describe_keep(keep: Sequence[int], dice: int) -> str:
    """A keep as a noun ("the three 4s", "the straight 2 3 4 5"); "" for nothing or all."""
    shape = keep_shape(keep, dice)
    return "" if shape["kind"] in ("none", "all") else words("kept", shape)


class Explainer:
    """Words for the options of one card, dice and number of rolls left."""

    def __init__(self, strategy: Strategy, card: Scorecard, dice: Sequence[int]) -> None:
        self.strategy = strategy
        self.card = card
        self.dice = tuple(dice)
        self._stop: Option | None = None

    def box(self, option: Option) -> dict:
        rules = self.strategy.rules
        if option.box == BONUS:
            alike = rules.five_alike.label if rules.five_alike else None
            return {"kind": "bonus", "label": words("extra_bonus_row", alike), "points": option.points,
                    "again": rules.extra_policy is ExtraPolicy.BONUS_EXTRA_TURN}
        label = rules.box(option.box).label
        # A joker's bonus comes with the box (classic's +100): said, as the points to come count it.
        bonus = self.card.play(self.dice, option.box).extra_bonus - self.card.extra_bonus
        extra = {"bonus": bonus, "bonus_label": words("extra_bonus_row", rules.five_alike.label)} if bonus else {}
        if option.box in self.card.filled:
            return {"kind": "replace", "label": label, "points": option.points,
                    "replaces": self.card.filled[option.box], **extra}
        return {"kind": "box", "label": label, "points": option.points, **extra}

    def stop(self) -> Option:
        """The best box for the dice as they are: where "stop now" scores."""
        if self._stop is None:
            self._stop = self.strategy.advise(self.card, self.dice, 0).best
        return self._stop

    def say(self, option: Option, doing: bool = False, stop_box: bool = True) -> str:
        """An option as an order ("Keep the three 4s and roll ...") or after "than" ("keeping the three 4s").

        Stopping early names the best box for the dice, unless ``stop_box`` is false ("stopping after this roll").
        """
        if option.keep is None:
            return words("box_option", self.box(option), doing)
        shape = keep_shape(option.keep, self.strategy.rules.dice)
        box = self.box(self.stop()) if shape["kind"] == "all" and stop_box else None
        return words("keep_option", shape, box, doing)


def hint(strategy: Strategy, card: Scorecard, dice: Sequence[int], rolls_left: int, *,
         shown: Sequence[int] | None = None, held: Collection[int] = ()) -> Hint:
    """The hint for ``dice`` with ``rolls_left`` re-rolls left on ``card``.

    ``shown``: the dice in the order the player sees them; the hint then also
    says which positions to hold (from 1). ``held``: the positions already held
    (from 1); a held die the advice rolls again is named, to be released first.
    """
    if rolls_left and card.takes_bonus(checked_turn(strategy.rules, card, dice, rolls_left)):
        rolls_left = 0  # a bonus instead of a box is taken as the dice show it: no keep to weigh
    advice = strategy.advise(card, dice, rolls_left)
    explain = Explainer(strategy, card, advice_dice(dice))
    said = tuple(explain.say(option) for option in advice.options)
    best = advice.best
    lines = [words("best", said[0], len(advice.options) == 1)]
    rerolls = best.keep is not None and len(best.keep) < strategy.rules.dice
    kept = positions_of(best.keep, shown, held) if rerolls and shown is not None else []
    if kept:
        lines.append(words("positions", kept))
    release = sorted(set(held) - set(kept)) if rerolls else []
    if release:
        lines.append(words("release", release))
    doing = len(lines)
    compared = list(advice.options[1:1 + COMPARED])
    if compared:  # an option as good as the last compared is named too: left out, it would read as worse
        compared += [o for o in advice.options[1 + COMPARED:] if round(o.expected, 9) == round(compared[-1].expected, 9)]
    groups: list[tuple[dict, list[str]]] = []  # options whose gap reads the same are said in one line
    for option in compared:
        gap = gap_words(option.gives_up)
        if groups and groups[-1][0] == gap:
            groups[-1][1].append(explain.say(option, doing=True))
        else:
            groups.append((gap, [explain.say(option, doing=True)]))
    for gap, others in groups:
        lines.append(words("compared", gap, " or ".join((", ".join(others[:-1]), others[-1])) if others[1:]
                           else others[0]))
    lines.append(words("expected", f"{best.expected:.1f}"))
    return Hint(advice, tuple(lines), words("note"), said, explain.stop() if rolls_left else None,
                explain.dice, doing)


def advice_dice(dice: Sequence[int]) -> tuple[int, ...]:
    return tuple(int(d) for d in dice)


def positions_of(keep: Sequence[int], shown: Sequence[int], held: Collection[int] = ()) -> list[int]:
    """Where the kept dice are among the dice as shown (positions from 1): of equal faces, the ones already
    held (positions in ``held``) first, then the first ones shown."""
    wanted = Counter(keep)
    order = sorted(range(1, len(shown) + 1), key=lambda position: position not in held)
    out = []
    for position in order:
        face = shown[position - 1]
        if wanted[face]:
            wanted[face] -= 1
            out.append(position)
    return sorted(out)


# --- the table of `worksheets strategy` ------------------------------------------------------------


@dataclass(frozen=True)
class ScoreTable:
    """What best play scores on average: per box (and bonus) and in all."""

    rules_name: str
    title: str
    rows: tuple[tuple[str, str, float], ...]  # (key, label, average), in card order, then the bonuses
    expected: float
    note: str

    def lines(self) -> tuple[str, ...]:
        total = words("strategy_total")
        width = max(len(label) for _, label, _ in self.rows + (("", total, 0.0),))
        out = [words("strategy_heading", self.title), ""]
        out.append(f"  {words('strategy_box_header'):<{width}}  {words('strategy_points_header'):>8}")
        out += [f"  {label:<{width}}  {average:>8.2f}" for _, label, average in self.rows]
        out.append(f"  {total:<{width}}  {self.expected:>8.2f}")
        return tuple(out + ["", self.note])

    def as_json(self) -> dict:
        return {"rules": self.rules_name, "expected_score": self.expected,
                "boxes": [{"key": key, "label": label, "average": average} for key, label, average in self.rows],
                "note": self.note}


def score_table(strategy: Strategy) -> ScoreTable:
    """Per box the average score best play writes there, the bonuses, and the expected final score."""
    from . import EXTRA_BONUS_KEY, UPPER_BONUS_KEY

    rules = strategy.rules
    averages = strategy.box_averages()
    alike = rules.five_alike.label if rules.five_alike else None
    labels = {box.key: box.label for box in rules.boxes}
    labels[UPPER_BONUS_KEY] = words("upper_bonus_row")
    labels[EXTRA_BONUS_KEY] = words("extra_bonus_row", alike)
    rows = tuple((key, labels[key], float(value)) for key, value in averages.items())
    return ScoreTable(rules.name, rules.title, rows, float(strategy.expected_score), words("note"))


# --- a hint in a match being played ---------------------------------------------------------------


def match_hint(match) -> Hint:
    """The hint for the current player's dice and rolls left in a dice-game match (``worksheets.play``).

    Raises ``StrategyLimitError`` for a game the engine cannot solve (place value), and
    ``InputError`` before the turn's first roll.
    """
    from ..errors import InputError
    from .strategy import strategy_for

    strategy = strategy_for(match.rules)
    turn = match.turn
    if match.finished or turn is None or not turn.rolled:
        raise InputError(words("roll_first"))
    return hint(strategy, match.card_of(match.current), turn.dice, turn.rolls_left, shown=turn.dice, held=turn.held)
