"""Which box or total a Yahtzee-family row label names.

Rows are matched without regard to case, spaces, hyphens or a note in
brackets ("Bonus (35)"). A label matches a box *exactly* when it is the box's
label or key ("Three of a Kind", "three-of-a-kind"). Failing that it may match
by a common alias ("3 of a kind", "3s", "Aces", "SM Straight", "Lucky Dice"
for a rule set's five-alike box, "Freebie" for its chance box). Exact matches
are preferred when the game is inferred from the labels.

Besides the boxes, a card has the rows a student adds up (``TOTAL_ROWS``), and
a Zombie card a tally of dice bought.

Two labels of the official Yahtzee score card mean what their place on the card
says (``Labels.read_all``): "TOTAL SCORE" right after the upper boxes is the
upper total (the boxes alone), anywhere else the grand total; "TOTAL of Upper
Section" after a bonus or an upper total row is the upper boxes with the bonus
(``card.UPPER_WITH_BONUS``), after lower boxes the same total carried down
(``card.UPPER_CARRIED``), and otherwise the upper total. Seed 003's wordings
("As many fives as possible", "12. Lucky Dice (5 of a kind).") read as the boxes
they name; a label "+100" is the extra five-of-a-kind bonus (seed 002).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ..card import GRAND_TOTAL, UPPER_BONUS, UPPER_CARRIED, UPPER_TOTAL, UPPER_WITH_BONUS
from ..rules import Box, RuleSet, kebab
from ..row_words import ALL_ALIKE_NAMES, FACE_PLURALS, TOTAL_SCORE, UPPER_SECTION, canonical, card_row, tokens

EXACT = 1
ALIAS = 2

_CHANCE_NAMES = ("chance", "freebie", "choice")


@lru_cache(maxsize=4096)
def exact_key(label: str) -> str:
    """The key a label makes, as rules files make box keys: 'Three of a Kind' -> 'three-of-a-kind'."""
    return kebab(" ".join(tokens(label)))


def box_aliases(box: Box) -> frozenset[str]:
    """Every canonical form that names ``box`` in its rule set."""
    scorer = box.scorer
    names = {box.label, box.key.replace("-", " ")}
    if scorer.kind == "upper":
        face = scorer.params["face"]
        names |= {FACE_PLURALS.get(face, f"{face}s"), f"{face}s"}
    elif scorer.kind == "all-alike":
        names |= set(ALL_ALIKE_NAMES)
    elif scorer.kind == "chance":
        names |= set(_CHANCE_NAMES)
    elif scorer.kind == "straight":
        names |= {{4: "small straight", 5: "large straight"}.get(scorer.params["length"], "")}
    elif scorer.kind == "of-a-kind":
        names |= {f"{scorer.params['count']} of a kind"}
    elif scorer.kind == "full-house":
        names |= {"full house"}
    return frozenset(canonical(name) for name in names if name)


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
            return Row("box", found[0].key, ALIAS)
        return None

    def read_all(self, labels: list[str]) -> list[Row | None]:
        """What each label of a sheet names, in order, with the official card's labels read by their place."""
        out: list[Row | None] = []
        upper_box = lower_box = upper_total = False
        for label in labels:
            row = self.read(label)
            if row is not None and row.key == TOTAL_SCORE:
                row = Row("total", UPPER_TOTAL if upper_box and not lower_box else GRAND_TOTAL, row.tier)
            elif row is not None and row.key == UPPER_SECTION:
                key = UPPER_CARRIED if lower_box else UPPER_WITH_BONUS if upper_total else UPPER_TOTAL
                row = Row("total", key, row.tier)
            if row is not None and row.kind == "box":
                if self._exact[row.key].upper:
                    upper_box = True
                else:
                    lower_box = True
            elif row is not None and row.key in (UPPER_TOTAL, UPPER_BONUS):
                upper_total = True
            out.append(row)
        return out

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


@lru_cache(maxsize=64)
def _labels_of(rules: RuleSet) -> Labels:
    return Labels(rules)
