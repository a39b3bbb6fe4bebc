"""The dice of one turn as index arrays: every sorted roll, every keep, and how they connect.

A *roll* is a sorted tuple of all the dice; a *keep* is a sorted tuple of some
of them (keeping every die is a keep too: it means stop and score). Keeps are
numbered by size, and within each size the keeps of the full size are the rolls
in roll order, so a row of roll values is the size-``dice`` block of keeps.

Two index arrays carry a turn's dynamic programming without a dense
keep-by-roll matrix:

- ``add[j]``: for each keep of size ``j``, the keep of size ``j + 1`` made by
  adding one die showing each face. Re-rolling the other dice one at a time
  gives the same distribution as rolling them together, so the expected value of
  a keep is the average, over one more die, of the expected value of the keeps
  one larger (``faces`` terms per keep instead of one per outcome).
- ``drop[j]``: for each keep of size ``j >= 1``, the keeps of size ``j - 1`` made
  by putting back one die of each face it holds (padded by repeating the
  first). The best keep inside a roll is then a maximum over sizes, one die
  put back at a time.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations_with_replacement
from math import comb

import numpy as np

from ..dice import outcomes


def roll_count(dice: int, faces: int) -> int:
    """How many sorted rolls ``dice`` dice of ``faces`` faces have."""
    return comb(dice + faces - 1, dice)


def keep_count(dice: int, faces: int) -> int:
    """How many keeps (sorted sub-rolls of every size, none to all) there are."""
    return comb(dice + faces, dice)


@dataclass(frozen=True, eq=False)
class TurnSpace:
    dice: int
    faces: int
    rolls: tuple[tuple[int, ...], ...]  # sorted ascending
    roll_index: dict[tuple[int, ...], int]
    roll_prob: np.ndarray  # chance of each roll of all the dice
    keeps: tuple[tuple[tuple[int, ...], ...], ...]  # keeps[j]: the keeps of size j
    keep_index: tuple[dict[tuple[int, ...], int], ...]
    add: tuple[np.ndarray, ...]  # add[j]: (len(keeps[j]), faces) indices into keeps[j + 1]
    drop: tuple[np.ndarray, ...]  # drop[j]: (len(keeps[j]), width) indices into keeps[j - 1]; drop[0] empty
    drop_rows: tuple[tuple[int, ...], ...]  # drop_rows[j][c]: how many keeps of size j have a (c+1)-th child
    counts: np.ndarray  # (faces + 1, rolls): how many dice of each face a roll shows
    alike: tuple[int, ...]  # alike[v - 1]: index of the roll with every die showing v

    @property
    def keep_total(self) -> int:
        return sum(len(block) for block in self.keeps)


@lru_cache(maxsize=8)
def turn_space(dice: int, faces: int) -> TurnSpace:
    face_list = range(1, faces + 1)
    # Within a size, keeps with more different faces first: the keeps that have a c-th die to put back
    # are then a leading slice of their block.
    keeps = tuple(tuple(sorted(combinations_with_replacement(face_list, size), key=lambda k: -len(set(k))))
                  for size in range(dice + 1))
    keep_index = tuple({keep: i for i, keep in enumerate(block)} for block in keeps)
    rolls = keeps[dice]
    total = faces ** dice
    weights = {tuple(sorted(combo)): weight for combo, weight in outcomes(dice, tuple(face_list))}
    roll_prob = np.array([weights[roll] / total for roll in rolls])
    add = []
    for size in range(dice):
        table = np.empty((len(keeps[size]), faces), dtype=np.intp)
        for i, keep in enumerate(keeps[size]):
            for f in face_list:
                table[i, f - 1] = keep_index[size + 1][tuple(sorted(keep + (f,)))]
        add.append(table)
    drop = [np.empty((1, 0), dtype=np.intp)]
    for size in range(1, dice + 1):
        width = min(size, faces)
        table = np.empty((len(keeps[size]), width), dtype=np.intp)
        for i, keep in enumerate(keeps[size]):
            children = []
            for f in sorted(set(keep)):
                smaller = list(keep)
                smaller.remove(f)
                children.append(keep_index[size - 1][tuple(smaller)])
            table[i] = children + [children[0]] * (width - len(children))
        drop.append(table)
    drop_rows = ((),) + tuple(tuple(sum(1 for keep in keeps[size] if len(set(keep)) > c)
                                        for c in range(min(size, faces))) for size in range(1, dice + 1))
    counts = np.zeros((faces + 1, len(rolls)), dtype=np.intp)
    for r, roll in enumerate(rolls):
        for f in roll:
            counts[f, r] += 1
    alike = tuple(keep_index[dice][(f,) * dice] for f in face_list)
    return TurnSpace(dice, faces, rolls, keep_index[dice], roll_prob, keeps, keep_index,
                     tuple(add), tuple(drop), drop_rows, counts, alike)
