"""Scorers: small pure functions, built by factories, that score one box.

Every scorer works from one ``Hand`` (the dice and their counts). Besides the
score it knows the values it can ever give (for checking a filled card), and
what it gives under the joker rule, when an extra five-of-a-kind may be
written in a box whose pattern it does not show.

``SCORERS`` maps the names used in rules files to their factories and the
parameters each accepts; the rules loader validates against it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Iterator, Mapping

from .dice import Hand

ScoreFn = Callable[[Hand], int]

#: How an n-of-a-kind box counts its points.
OF_A_KIND_SCORES = ("all-dice", "matching-dice", "points")
#: How a full house counts its points.
FULL_HOUSE_SCORES = ("points", "sum")


class Params(Mapping[str, object]):
    """A scorer's parameters: a read-only mapping that can be hashed, so rule sets can be cache keys."""

    __slots__ = ("_items",)

    def __init__(self, items: Mapping[str, object] | None = None):
        self._items = tuple(sorted((items or {}).items()))

    def __getitem__(self, key: str) -> object:
        for name, value in self._items:
            if name == key:
                return value
        raise KeyError(key)

    def __iter__(self) -> Iterator[str]:
        return (name for name, _ in self._items)

    def __len__(self) -> int:
        return len(self._items)

    def __hash__(self) -> int:
        return hash(self._items)

    def __eq__(self, other: object) -> bool:
        return dict(self) == dict(other) if isinstance(other, Mapping) else NotImplemented

    def __repr__(self) -> str:
        return f"Params({dict(self._items)!r})"


@dataclass(frozen=True)
class Scorer:
    """How one box scores: the rule's name, its parameters, and its functions."""

    kind: str
    params: Params
    score: ScoreFn = field(compare=False, repr=False)
    joker: ScoreFn = field(compare=False, repr=False)
    values: Callable[[int, int], frozenset[int]] = field(compare=False, repr=False)
    fixed_points: int | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.params, Params):
            object.__setattr__(self, "params", Params(self.params))

    def possible(self, dice: int, faces: int) -> frozenset[int]:
        """Every value this box can score with ``dice`` dice of ``faces`` faces."""
        return self.values(dice, faces)

    def maximum(self, dice: int, faces: int) -> int:
        return max(self.possible(dice, faces))


def _sums(dice: int, faces: int) -> range:
    return range(dice, dice * faces + 1)


def upper(face: int) -> Scorer:
    """Ones..Sixes: the sum of the dice showing ``face``."""

    def score(hand: Hand) -> int:
        return hand.counts[face] * face

    return Scorer(
        "upper", {"face": face}, score, score,
        lambda dice, faces: frozenset(k * face for k in range(dice + 1)),
    )


def of_a_kind(count: int, score: str = "all-dice", points: int | None = None) -> Scorer:
    """At least ``count`` dice alike, scoring all dice, the matching dice, or fixed points."""

    def best_face(hand: Hand) -> int | None:
        faces = [f for f, n in hand.counts.items() if n >= count]
        return max(faces) if faces else None

    if score == "all-dice":
        def value(hand: Hand, face: int) -> int:
            return hand.total

        def values(dice: int, faces: int) -> frozenset[int]:
            rest = _sums(dice - count, faces) if dice > count else range(0, 1)
            return frozenset({0} | {count * f + s for f in range(1, faces + 1) for s in rest})
    elif score == "matching-dice":
        def value(hand: Hand, face: int) -> int:
            return count * face

        def values(dice: int, faces: int) -> frozenset[int]:
            return frozenset({0} | {count * f for f in range(1, faces + 1)})
    else:
        def value(hand: Hand, face: int) -> int:
            return points

        def values(dice: int, faces: int) -> frozenset[int]:
            return frozenset({0, points})

    def scored(hand: Hand) -> int:
        face = best_face(hand)
        return 0 if face is None else value(hand, face)

    def joker(hand: Hand) -> int:
        return value(hand, hand.face)

    params = {"count": count, "score": score} | ({"points": points} if score == "points" else {})
    return Scorer("of-a-kind", params, scored, joker, values, points if score == "points" else None)


def full_house(score: str = "points", points: int | None = 25) -> Scorer:
    """Exactly three of one face and two of another (five alike is not one)."""

    def shows(hand: Hand) -> bool:
        return sorted(hand.counts.values()) == [2, 3]

    if score == "sum":
        def value(hand: Hand) -> int:
            return hand.total

        def values(dice: int, faces: int) -> frozenset[int]:
            pairs = {3 * a + 2 * b for a in range(1, faces + 1) for b in range(1, faces + 1) if a != b}
            return frozenset({0} | (pairs if dice == 5 else set()))
        params: dict[str, object] = {"score": "sum"}
        fixed = None
    else:
        def value(hand: Hand) -> int:
            return points

        def values(dice: int, faces: int) -> frozenset[int]:
            return frozenset({0, points})
        params = {"score": "points", "points": points}
        fixed = points

    return Scorer("full-house", params, lambda hand: value(hand) if shows(hand) else 0, value, values, fixed)


def straight(length: int, points: int) -> Scorer:
    """``length`` faces in a row, whatever the other dice show."""

    def score(hand: Hand) -> int:
        run = 0
        for face in range(1, max(hand.counts) + 1):
            run = run + 1 if face in hand.counts else 0
            if run >= length:
                return points
        return 0

    return Scorer("straight", {"length": length, "points": points}, score,
                  lambda hand: points, lambda dice, faces: frozenset({0, points}), points)


def exact_faces(faces: tuple[int, ...], points: int) -> Scorer:
    """The dice show exactly these faces (Yacht's little and big straights)."""
    wanted = sorted(faces)

    def score(hand: Hand) -> int:
        return points if sorted(hand.dice) == wanted else 0

    return Scorer("exact-faces", {"faces": tuple(faces), "points": points}, score,
                  lambda hand: points, lambda dice, n: frozenset({0, points}), points)


def chance() -> Scorer:
    """The sum of all dice."""

    def score(hand: Hand) -> int:
        return hand.total

    return Scorer("chance", {}, score, score, lambda dice, faces: frozenset(_sums(dice, faces)))


def all_alike(points: int) -> Scorer:
    """Every die shows the same face: a Yahtzee, a Yacht, Lucky Dice."""

    def score(hand: Hand) -> int:
        return points if hand.all_alike else 0

    return Scorer("all-alike", {"points": points}, score,
                  lambda hand: points, lambda dice, faces: frozenset({0, points}), points)


@dataclass(frozen=True)
class ScorerSpec:
    """What a rules file may say for one scorer: required and optional parameters."""

    factory: Callable[..., Scorer]
    required: tuple[str, ...]
    optional: tuple[str, ...] = ()


SCORERS: Mapping[str, ScorerSpec] = {
    "upper": ScorerSpec(upper, ("face",)),
    "of-a-kind": ScorerSpec(of_a_kind, ("count",), ("score", "points")),
    "full-house": ScorerSpec(full_house, (), ("score", "points")),
    "straight": ScorerSpec(straight, ("length", "points")),
    "exact-faces": ScorerSpec(exact_faces, ("faces", "points")),
    "chance": ScorerSpec(chance, ()),
    "all-alike": ScorerSpec(all_alike, ("points",)),
}
