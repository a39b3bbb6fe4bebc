"""Driving matches in tests: dice chosen by the test, and whole matches played by a simple player."""

from __future__ import annotations

import csv
import io
import random
from typing import Iterable

from worksheets.card import card_rows
from worksheets.families import family_of
from worksheets.place_value import best_number
from worksheets.rules import RuleSet


class FixedDice:
    """A stand-in for ``random.Random`` that rolls the faces it is given, in order."""

    def __init__(self, *rolls: Iterable[int]) -> None:
        self.faces = [face for roll in rolls for face in roll]

    def randint(self, low: int, high: int) -> int:
        assert self.faces, "the test ran out of dice"
        face = self.faces.pop(0)
        assert low <= face <= high, (face, low, high)
        return face


def new_match(rules: RuleSet, players, rng=None, **options):
    return family_of(rules).capability("match")(rules, players, rng or random.Random(0), **options)


def turn(match, dice, choice: str) -> None:
    """One turn: roll ``dice`` in one go, then score ``choice``."""
    match.roll(FixedDice(dice))
    match.score(choice)


def play_out(match, rng: random.Random) -> None:
    """Finish a match with legal moves picked by ``rng``: holds, re-rolls, any legal choice.

    A place-value player writes a valid number for an open category that this roll can
    fill (a random valid one: the greatest or not), else X (the only time X is allowed).
    """
    while not match.finished:
        match.roll(rng)
        while match.turn.rolls_left and rng.random() < 0.5:
            keep = [p for p in range(1, match.turn.count + 1) if rng.random() < 0.5]
            if len(keep) == match.turn.count:
                break
            if keep:
                match.hold(keep)
            if match.turn.held - set(keep):
                match.release(sorted(match.turn.held - set(keep)))
            match.roll(rng)
        choices = match.choices()
        if match.writes_numbers:
            fillable = [c for c in choices if c.marked]
            if fillable:
                c = rng.choice(fillable)
                number = best_number(match.categories[c.number - 1], match.turn.dice, match.game)
                match.score(f"{c.number} {number}")
            else:
                match.score(f"{rng.choice(choices).number} x")
        else:
            match.score(str(rng.choice(choices).number))


def dice_sheet_csv(rules: RuleSet, columns) -> str:
    """A filled sheet as ``worksheets check`` reads it: every box and total row, a column per card."""
    from worksheets.play.match import row_label

    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(["box", *(name for name, _ in columns)])
    for row in card_rows(rules):
        label = row.box.label if row.box is not None else row_label(rules, row.key)
        cells = [str(card.filled.get(row.key, "")) if row.box is not None else str(card.totals.get(row.key))
                 for _, card in columns]
        writer.writerow([label, *cells])
    return out.getvalue()


def place_value_csv(match) -> str:
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(["category", *match.players])
    for n, category in enumerate(match.categories, start=1):
        writer.writerow([category.phrase(), *((match.entries[p][n] or "X") for p in match.players)])
    return out.getvalue()
