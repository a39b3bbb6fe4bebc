"""Which box or total a Yahtzee-family row label names.

Rows are matched without regard to case, spaces, hyphens or a note in
brackets ("Bonus (35)"). A label matches a box *exactly* when it is the box's
label or key ("Three of a Kind", "three-of-a-kind"). Failing that it may match
by a common alias ("3 of a kind", "3s", "Aces", "SM Straight", "Lucky Dice"
for a rule set's five-alike box, "Freebie" for its chance box). Exact matches
are preferred when the game is inferred from the labels.

Besides the boxes, a card has the rows a student adds up (``TOTAL_ROWS``), and
a Zombie card a tally of dice bought.

Some total labels mean what their place on the card says (``Labels.read_all``):
"Total" and the official card's "TOTAL SCORE" after the upper boxes (before any
lower one) are the upper total, or the upper boxes with the bonus when under a
bonus or upper total row; after the lower boxes they are the lower total when a
grand total row is still to come, and otherwise the grand total. "TOTAL of
Upper Section" after a bonus or an upper total row is the upper boxes with the
bonus (``card.UPPER_WITH_BONUS``), after lower boxes the same total carried down
(``card.UPPER_CARRIED``), under the upper boxes or above a bonus or upper total
row the upper total, and otherwise (a sheet of totals) the boxes alone or with
the bonus, as each player's value reads (``card.UPPER_EITHER``); "Upper total"
under the bonus row (before any lower box) may be either too. A lower
total above the extra-bonus row is the lower boxes alone (``card.LOWER_BOXES``).
Seed 003's wordings ("As many fives as possible", "12. Lucky Dice (5 of a
kind).") read as the boxes they name; a label "+100" is the extra
five-of-a-kind bonus (seed 002).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ..card import (EXTRA_BONUS, GRAND_TOTAL, LOWER_BOXES, LOWER_TOTAL, TOTAL_ROWS, UPPER_BONUS, UPPER_CARRIED,
                    UPPER_EITHER, UPPER_TOTAL, UPPER_WITH_BONUS, row_label)
from ..rules import Box, RuleSet, kebab
from ..row_words import TOTAL_SCORE, UPPER_SECTION, box_aliases, canonical, card_row, tokens

EXACT = 1
#: A label that shortens the words of a box's own label, as a printed card does ("SM Straight" for Small Straight,
#: "Lg" for Large): closer than an alias ("Sm" is no shortening of house's "Short"), so it tells classic's card
#: from house's.
SHORTENED = 2
ALIAS = 3

@lru_cache(maxsize=4096)
def exact_key(label: str) -> str:
    """The key a label makes, as rules files make box keys: 'Three of a Kind' -> 'three-of-a-kind'."""
    return kebab(" ".join(tokens(label)))


@dataclass(frozen=True)
class Row:
    """What a label names: a box (``kind`` "box") or a row the student adds up ("total")."""

    kind: str  # "box", "total", "dice-bought" or "heading" (a section's name, with no entries)
    key: str
    tier: int  # EXACT or ALIAS


class Labels:
    """Reads the row labels of one rule set's card."""

    def __init__(self, rules: RuleSet):
        self.rules = rules
        self._exact = {box.key: box for box in rules.boxes}
        self._alias: dict[str, list[Box]] = {}
        for box in rules.boxes:
            for name in box_aliases(box):
                self._alias.setdefault(name, []).append(box)
        alike = rules.five_alike
        self._alike_names = box_aliases(alike) | {canonical("yahtzee")} if alike else frozenset({canonical("yahtzee")})
        self._read: dict[str, Row | None] = {}

    def read(self, label: str) -> Row | None:
        """The box or total row ``label`` names in this rule set, or None."""
        if label not in self._read:
            if len(self._read) > 4096:
                self._read.clear()
            self._read[label] = self._find(label)
        return self._read[label]

    def _find(self, label: str) -> Row | None:
        key = exact_key(label)
        if key in self._exact:
            return Row("box", key, EXACT)
        total = self._total(label)
        if total is not None:
            return total
        found = self._alias.get(canonical(label), [])
        if len(found) == 1:
            return Row("box", found[0].key, SHORTENED if _shortens(label, found[0].label) else ALIAS)
        return None

    def read_all(self, labels: list[str]) -> list[Row | None]:
        """What each label of a sheet names, in order, with the labels whose meaning hangs on their place
        read by it (the module's docstring says how)."""
        found = [self.read(label) for label in labels]
        out: list[Row | None] = []
        upper_box = lower_box = upper_total = bonus = lower_total = False
        for at, (label, row) in enumerate(zip(labels, found)):
            if row is not None and row.kind == "total":
                key = self._by_place(row.key, label, found[at + 1:], upper_box and not lower_box, lower_box,
                                     upper_total, bonus, lower_total)
                row = Row("total", key, row.tier)
            if row is not None and row.kind == "box":
                if self._exact[row.key].upper:
                    upper_box = True
                else:
                    lower_box = True
            elif row is not None:
                upper_total |= row.key in (UPPER_TOTAL, UPPER_WITH_BONUS, UPPER_EITHER)
                bonus |= row.key == UPPER_BONUS
                lower_total |= row.key in (LOWER_TOTAL, LOWER_BOXES)
            out.append(row)
        return out

    @staticmethod
    def _by_place(key: str, label: str, below: list[Row | None], in_upper: bool, lower_box: bool,
                  upper_total: bool, bonus: bool, lower_total: bool) -> str:
        """The total row ``key`` (as its label alone reads) is at this place: ``in_upper``, after upper boxes and
        before any lower one; ``lower_box``, after a lower box; ``upper_total``, ``bonus``, ``lower_total``, after
        such a row; ``below``, the rows under it as their labels alone read."""
        if key == TOTAL_SCORE or (key == GRAND_TOTAL and canonical(label) == "total"):
            # "Total", "TOTAL SCORE": in the upper section the upper total (with the bonus when below one), after
            # the lower boxes the lower total when a grand total is still to come, else the grand total
            if in_upper:
                return UPPER_WITH_BONUS if upper_total or bonus else UPPER_TOTAL
            if lower_box and not lower_total and any(
                    row is not None and row.key in (GRAND_TOTAL, TOTAL_SCORE) for row in below):
                key = LOWER_TOTAL
            else:
                return GRAND_TOTAL
        if key == UPPER_SECTION:
            if lower_box:
                return UPPER_CARRIED
            if upper_total or bonus:
                return UPPER_WITH_BONUS
            if in_upper or any(row is not None and row.key in (UPPER_TOTAL, UPPER_BONUS) for row in below):
                return UPPER_TOTAL  # under the upper boxes, or above the bonus: the boxes alone
            return UPPER_EITHER  # no upper box nor bonus to go by: the official card's total, or the boxes alone
        if key == UPPER_TOTAL and in_upper and bonus:  # under the bonus: with it, or the boxes alone as anywhere
            return UPPER_EITHER
        if key == LOWER_TOTAL and any(row is not None and row.key == EXTRA_BONUS for row in below):
            return LOWER_BOXES  # the extra bonus is added below it
        return key

    def _total(self, label: str) -> Row | None:
        found = card_row(label, self._alike_names, self.rules.team_game is not None)
        return None if found is None else Row(found[0], found[1], EXACT)

    @classmethod
    def of(cls, rules: RuleSet) -> "Labels":
        """The reader of ``rules``' labels, built once per rule set."""
        return _labels_of(rules)

    def accepted(self) -> str:
        """The labels this card accepts, for messages."""
        return ", ".join(box.label for box in self.rules.boxes)

    def nearest(self, label: str) -> str | None:
        """The box or total label a mistyped ``label`` most likely meant ("Fulll House": "Full House"), or None."""
        from difflib import get_close_matches

        names = {name.casefold(): name for name in (*(box.label for box in self.rules.boxes),
                                                    *(row_label(self.rules, key) for key in TOTAL_ROWS))}
        found = get_close_matches(" ".join(label.split()).casefold(), list(names), n=1, cutoff=0.75)
        return names[found[0]] if found else None


@lru_cache(maxsize=4096)
def _shortens(label: str, own: str) -> bool:
    """Whether ``label``'s words shorten ``own``'s, word by word: each the same word, or its first letter and some
    of its other letters in order ("SM Straight" for "Small Straight", "Lg Str" for "Large Straight")."""
    typed, words = tokens(label), tokens(own)
    if len(typed) != len(words) or typed == words:
        return False
    return all(short == word or (short[:1] == word[:1] and len(short) < len(word) and _in_order(short, word))
               for short, word in zip(typed, words))


def _in_order(letters: str, word: str) -> bool:
    rest = iter(word)
    return all(letter in rest for letter in letters)


@lru_cache(maxsize=64)
def _labels_of(rules: RuleSet) -> Labels:
    return Labels(rules)
