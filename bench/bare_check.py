"""The check baseline: a short hand-written adjudicator of the benchmark's sheets, with no engine.

It reads the same CSV text as ``worksheets check`` and finds the same thing a
teacher needs: each player's points (place value) or grand total (classic) and
the winners. It knows only what the benchmark's sheets hold (4-digit d6 games
with the default category mix; classic cards with their totals) and skips what
the project adds (reasons in words, number words, the student's own sums): the
least a competent Python user would write to get the winners right. The
benchmark checks that it agrees with the project on every sheet.
"""

from __future__ import annotations

import csv
import io
import re
from collections import Counter
from itertools import product

PLACES = {"ones": 0, "tens": 1, "hundreds": 2, "thousands": 3}
DIGIT_IN_PLACE = re.compile(r"Number with (\d) in the (\w+) place")
PLACES_SUM = re.compile(r"Number whose (\w+) and (\w+) digits add up to (\d+)")
DIGIT_SUM = re.compile(r"Number whose digits add up to (\d+)")
SAME = {"Number with two of the same digits": 2, "Number with three of the same digits": 3}


def _meets(phrase: str, digits: str) -> bool:
    if m := DIGIT_IN_PLACE.fullmatch(phrase):
        return digits[-1 - PLACES[m[2]]] == m[1]
    if m := PLACES_SUM.fullmatch(phrase):
        return int(digits[-1 - PLACES[m[1]]]) + int(digits[-1 - PLACES[m[2]]]) == int(m[3])
    if m := DIGIT_SUM.fullmatch(phrase):
        return sum(map(int, digits)) == int(m[1])
    if phrase in SAME:
        return max(Counter(digits).values()) >= SAME[phrase]
    return phrase.startswith("WILD!")


def _counts(phrase: str, cell: str) -> int:
    """What an entry counts: its value when it is a valid 4-digit d6 number meeting the category, else 0."""
    digits = cell.strip().replace(",", "")
    if len(digits) != 4 or not set(digits) <= set("123456") or not _meets(phrase, digits):
        return 0
    return int(digits)


def place_value(text: str) -> tuple[dict[str, int], tuple[str, ...]]:
    """Points per player and the winners: the greatest entry of a row takes its point, ties all take it."""
    rows = list(csv.reader(io.StringIO(text)))
    players = rows[0][1:]
    points = dict.fromkeys(players, 0)
    for phrase, *cells in rows[1:]:
        values = [_counts(phrase, cell) for cell in cells]
        top = max(values)
        for player, value in zip(players, values):
            points[player] += value == top
    best = max(points.values())
    return points, tuple(p for p in players if points[p] == best)


def _classic_possible() -> dict[str, set[int]]:
    """Every value each classic box can hold: its score for some roll, 0, and what the joker writes."""
    upper = {name: face for face, name in enumerate(("Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"), 1)}
    possible: dict[str, set[int]] = {name: {0} for name in (*upper, "Three of a Kind", "Four of a Kind",
                                                          "Full House", "Small Straight", "Large Straight",
                                                          "Yahtzee", "Chance")}
    for roll in product(range(1, 7), repeat=5):
        counts, total, faces = Counter(roll), sum(roll), set(roll)
        for name, face in upper.items():
            possible[name].add(face * counts[face])
        if max(counts.values()) >= 3:
            possible["Three of a Kind"].add(total)
        if max(counts.values()) >= 4:
            possible["Four of a Kind"].add(total)
        possible["Chance"].add(total)
    possible["Full House"].add(25)
    possible["Small Straight"].add(30)
    possible["Large Straight"].add(40)
    possible["Yahtzee"].add(50)
    return possible


POSSIBLE = _classic_possible()
UPPER = ("Ones", "Twos", "Threes", "Fours", "Fives", "Sixes")


def classic(text: str) -> tuple[dict[str, int], tuple[str, ...]]:
    """Grand totals (computed, not as written) and the winners of classic cards."""
    rows = {row[0]: row[1:] for row in csv.reader(io.StringIO(text))}
    players = rows.pop("box")
    totals = {}
    for i, player in enumerate(players):
        def value(box: str) -> int:
            cell = rows[box][i].strip()
            number = int(cell) if cell.isdigit() else 0
            return number if number in POSSIBLE[box] else 0

        upper = sum(value(box) for box in UPPER)
        lower = sum(value(box) for box in POSSIBLE if box not in UPPER)
        extra = int(rows["Yahtzee bonus"][i] or 0)
        if value("Yahtzee") != 50 or extra % 100 or extra > 1200:
            extra = 0
        totals[player] = upper + (35 if upper >= 63 else 0) + lower + extra
    best = max(totals.values())
    return totals, tuple(p for p in players if totals[p] == best)
