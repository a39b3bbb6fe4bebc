"""Scoring practice: a roll and a box of a rule set (``--rules``): what does it score?

Levels (``worksheets/practice/__init__.py`` says the same in the help):

1. the upper boxes (Ones to Sixes) and Chance.
2. any box of the rule set; three rolls in ten score 0 in the box asked, at places drawn for each student.
3. which of four open boxes scores most for this roll? (the key names the box and its
   points, and every box tied with it). The roll scores in two of the boxes at least, or
   in one when the four boxes hardly ever score together.

Every score comes from the rule set's own scorers (``RuleSet.score_roll``). A problem shows no card, so at
levels 2 and 3 a roll of one face is asked only of the five-alike box: in another box it would score by the
joker rule or a bonus, which hang on what the five-alike box holds.

Codes printed before version 3 (``codes.SCORING_DRAWS_VERSION``) rebuild the rolls they printed, drawn without
those two rules; codes printed before version 5 (``codes.SCORING_SHARE_VERSION``), the level-2 rolls drawn one by
one, each scoring with a chance of its own.
"""

from __future__ import annotations

import random
from functools import lru_cache
from itertools import product

from ..codes import SCORING_DRAWS_VERSION, SCORING_SHARE_VERSION
from ..families import DICE, presets_of
from ..rules import preset
from .problems import PracticeKind, PracticeSettings, Problem, register, words

#: The rule sets scoring practice can draw from: the dice games with boxes.
RULES = presets_of(DICE)
#: Open boxes offered in a level-3 problem.
OPEN_BOXES = 4
_SCORING = 0.7  # the share of level-2 problems whose roll scores in the box asked
_TRIES = 40
_MORE_TRIES = 2000  # rolls drawn for four boxes that seldom score together


def _roll(rng: random.Random, rules) -> tuple[int, ...]:
    return tuple(rng.randint(1, rules.faces) for _ in range(rules.dice))


def _told(dice: tuple[int, ...], boxes, rules) -> bool:
    """Whether the problem says all its roll scores by: a roll of one face with the five-alike box not among
    the open ones is an extra five-alike, whose score (a joker rule, a bonus) hangs on what that box holds,
    which the problem does not say, so it is never drawn."""
    five = rules.five_alike
    return five is None or five in boxes or len(set(dice)) > 1


def _told_roll(dice: tuple[int, ...], boxes, rules, wanted) -> tuple[int, ...]:
    """``dice``, or when the problem does not say all it scores by (``_told``) another roll that does and is
    ``wanted``, drawn from a generator of its own: the sheet's other problems stay as printed before."""
    if _told(dice, boxes, rules):
        return dice
    own = random.Random(f"{sorted(box.key for box in boxes)} {dice}")
    for _ in range(_TRIES):
        dice = _roll(own, rules)
        if _told(dice, boxes, rules) and wanted(dice):
            return dice
    while not _told(dice, boxes, rules):
        dice = _roll(own, rules)
    return dice


def _choice_roll(dice: tuple[int, ...], boxes, rules) -> tuple[int, ...]:
    """``dice``, or when fewer than two of the open ``boxes`` score for it (or the problem does not say all it
    scores by), a roll that scores in two of them, else in one, drawn from a generator of its own."""
    def scoring(roll) -> int:
        return sum(rules.score_roll(roll)[box.key] > 0 for box in boxes)

    if _told(dice, boxes, rules) and scoring(dice) >= 2:
        return dice
    own = random.Random(f"choice {sorted(box.key for box in boxes)} {dice}")
    fallback = None
    for _ in range(_MORE_TRIES):
        roll = _roll(own, rules)
        if _told(roll, boxes, rules):
            found = scoring(roll)
            if found >= 2:
                return roll
            if found and fallback is None:
                fallback = roll
    return fallback or _told_roll(dice, boxes, rules, lambda roll: scoring(roll) > 0)


def how(box, dice: tuple[int, ...], points: int) -> str:
    """How a roll scores in a box, in a child's words."""
    scorer = box.scorer
    params = dict(scorer.params)
    face = params.get("face", 0)
    return words("scoring", "how", box.label, scorer.kind, points, list(dice), params, sum(dice), dice.count(face))


def _zero_places(settings: PracticeSettings) -> frozenset[int]:
    """The places on a level-2 sheet whose roll scores 0 in the box asked: a set share of them (3 of 10), at
    places drawn for each student, so that no sheet is mostly zeros and none has none."""
    zeros = round(settings.problems * (1 - _SCORING))
    own = random.Random(f"scoring/zeros/{settings.problems}/{settings.seed}/{settings.student}")
    return frozenset(own.sample(range(settings.problems), zeros))


@lru_cache(maxsize=16)
def _rolls_by_box(name: str) -> dict[tuple[str, bool], tuple[tuple[int, ...], ...]]:
    """Every roll of a rule set (in the order dice are rolled) by (box, whether it scores there), the rolls a
    problem can state in full (``_told``) only."""
    rules = preset(name)
    found: dict[tuple[str, bool], list[tuple[int, ...]]] = {}
    for dice in product(range(1, rules.faces + 1), repeat=rules.dice):
        scores = rules.score_roll(dice)
        for box in rules.boxes:
            if _told(dice, [box], rules):
                found.setdefault((box.key, scores[box.key] > 0), []).append(dice)
    return {key: tuple(rolls) for key, rolls in found.items()}


def _planned_box(settings: PracticeSettings, rng: random.Random, rules, place: int):
    """A level-2 problem of a sheet drawn as ``SCORING_SHARE_VERSION`` does: its box, and a roll drawn from every
    roll that scores there, or, at the places of ``_zero_places``, from every roll that scores 0 (in a box that
    can score 0)."""
    scoring = place not in _zero_places(settings)
    rolls = _rolls_by_box(rules.name)
    box = rng.choice([box for box in rules.boxes if (box.key, scoring) in rolls])
    return box, rng.choice(rolls[box.key, scoring])


def make(settings: PracticeSettings, rng: random.Random, place: int = 0) -> Problem:
    rules = preset(settings.rules or "classic")
    if settings.level == 3:
        boxes = sorted(rng.sample(rules.boxes, OPEN_BOXES), key=rules.boxes.index)  # listed as the card lists them
        dice = _roll(rng, rules)
        for _ in range(_TRIES):  # a roll that scores in two of the boxes at least: a real choice
            if sum(rules.score_roll(dice)[box.key] > 0 for box in boxes) >= 2:
                break
            dice = _roll(rng, rules)
        if settings.code_version >= SCORING_DRAWS_VERSION:
            dice = _choice_roll(dice, boxes, rules)
        scores = rules.score_roll(dice)
        best = max(scores[box.key] for box in boxes)
        winners = [box.label for box in boxes if scores[box.key] == best]
        listed = [words("scoring", "listed", box.label, scores[box.key]) for box in boxes]
        return Problem(
            prompt=words("scoring", "which", [box.label for box in boxes]),
            boxes=(words("scoring", "box", "box"), words("scoring", "box", "points")),
            answers=(words("scoring", "winners", winners), str(best)),
            working=words("scoring", "compared", listed),
            summary=words("scoring", "best", winners, best),
            dice=dice,
            facts={"rules": rules.name, "dice": list(dice), "boxes": [box.key for box in boxes],
                   "winners": winners, "points": best},
            identity=(frozenset(box.key for box in boxes), tuple(sorted(dice))),
        )
    if settings.level == 2 and settings.code_version >= SCORING_SHARE_VERSION:
        box, dice = _planned_box(settings, rng, rules, place)
    else:
        candidates = [box for box in rules.boxes if settings.level == 2 or box.upper or box.scorer.kind == "chance"]
        box = rng.choice(candidates)
        scoring = settings.level == 1 or rng.random() < _SCORING
        dice = _roll(rng, rules)
        for _ in range(_TRIES):
            if (rules.score_roll(dice)[box.key] > 0) == scoring:
                break
            dice = _roll(rng, rules)
        # level 1's boxes score an extra five-alike as any roll
        if settings.level == 2 and settings.code_version >= SCORING_DRAWS_VERSION:
            dice = _told_roll(dice, [box], rules, lambda d: (rules.score_roll(d)[box.key] > 0) == scoring)
    points = rules.score_roll(dice)[box.key]
    return Problem(
        prompt=words("scoring", "what", box.label),
        boxes=(words("scoring", "box", "points"),),
        answers=(str(points),),
        working=how(box, dice, points),
        dice=dice,
        facts={"rules": rules.name, "dice": list(dice), "box": box.key, "points": points},
        identity=(box.key, tuple(sorted(dice))),
    )


register(PracticeKind("scoring", make, default_problems=10, max_problems=12, rules=RULES, default_rules="classic",
                     by_place=True))
