"""The words of a card's row labels: how a label is read, and the labels a card keeps for its own rows.

A filled card names its boxes and the rows a student adds up in many ways
("3 of a kind", "Aces", "Upper total", "Bonus (35)"). ``canonical`` reduces a
label to its words with the common aliases resolved; ``card_row`` tells the
rows every card has (totals, bonuses, section headings, a Zombie tally) from
those words. A box of a rules file named like one of these rows, or like the
sheet code's (``own_row``), makes new sheets a checked sheet could not read
apart, so printing refuses it; ``check`` refuses only the names it would
misread whatever the rules say (``misread_row``).
"""

from __future__ import annotations

import re
from functools import lru_cache

from .card import EXTRA_BONUS, GRAND_TOTAL, LOWER_TOTAL, UPPER_BONUS, UPPER_TOTAL
from .rules import Box, RuleSet, kebab, word_runs

#: The tally of dice a Zombie team bought by answering questions.
DICE_BOUGHT = "dice-bought"
#: Labels whose meaning depends on their place on the card (resolved by ``check.labels.Labels.read_all``).
TOTAL_SCORE = "total-score"
UPPER_SECTION = "upper-section"
#: The first cells that name a sheet code's row ("Code", "Sheet code:").
CODE_LABELS = frozenset({"code", "sheet code", "sheetcode", "sheet"})

_NUMBER_WORDS = {"1": "one", "2": "two", "3": "three", "4": "four", "5": "five", "6": "six"}
FACE_PLURALS = {1: "ones", 2: "twos", 3: "threes", 4: "fours", 5: "fives", 6: "sixes"}
_SYNONYMS = {
    "sm": "small", "short": "small", "little": "small", "sml": "small",
    "lg": "large", "long": "large", "big": "large", "lrg": "large",
    "aces": "ones", "st": "straight", "str": "straight", "straights": "straight",
    "3k": "three of kind", "4k": "four of kind", "fh": "full house",
    **{f"{face}s": plural for face, plural in FACE_PLURALS.items()},
    **_NUMBER_WORDS,
}
_FILLERS = {"a", "an", "the", "of", "section", "box", "as", "many", "possible"}
#: Names of the box that takes five alike, in any rule set ("Lucky Dice bonus" is an extra bonus).
ALL_ALIKE_NAMES = ("yahtzee", "yacht", "lucky dice", "five of a kind", "5 of a kind", "kniffel")
_CHANCE_NAMES = ("chance", "freebie", "choice")

_TOTAL_WORDS: dict[frozenset[str], str] = {
    frozenset({"upper", "total"}): UPPER_TOTAL,
    frozenset({"upper", "subtotal"}): UPPER_TOTAL,
    frozenset({"subtotal"}): UPPER_TOTAL,
    frozenset({"total", "upper"}): UPPER_TOTAL,
    frozenset({"bonus"}): UPPER_BONUS,
    frozenset({"upper", "bonus"}): UPPER_BONUS,
    frozenset({"lower", "total"}): LOWER_TOTAL,
    frozenset({"grand", "total"}): GRAND_TOTAL,
    frozenset({"total"}): GRAND_TOTAL,
    frozenset({"final", "total"}): GRAND_TOTAL,
    frozenset({"final", "score"}): GRAND_TOTAL,
}
#: "1's", "6’s": the plural of a face written with an apostrophe, as "1s" and "6s" are.
_FACE_APOSTROPHE = re.compile(r"\b([1-6])['\u2019]s\b")
_LIST_NUMBER = re.compile(r"^\s*[0-9]{1,2}[.)]\s+")
_PLUS_POINTS = re.compile(r"^\s*\+\s*[0-9]+\s*$")
_DICE_BOUGHT = {frozenset({"dice", "bought"}), frozenset({"bought", "dice"}), frozenset({"die", "bought"})}


@lru_cache(maxsize=4096)
def tokens(label: str) -> tuple[str, ...]:
    """The words of a label, lower case, with notes in brackets dropped."""
    text = re.sub(r"\([^)]*\)|\[[^\]]*\]", " ", _LIST_NUMBER.sub("", label.casefold()))
    return tuple(word_runs(_FACE_APOSTROPHE.sub(r"\1s", text)))


@lru_cache(maxsize=4096)
def canonical(label: str) -> str:
    """The label with aliases resolved: '3 of a kind' and 'Three-of-a-Kind' both give 'three kind'."""
    words: list[str] = []
    for word in tokens(label):
        words.extend(_SYNONYMS.get(word, word).split())
    return " ".join(w for w in words if w not in _FILLERS)


def box_aliases(box: Box) -> frozenset[str]:
    """Every canonical form that names ``box`` in its rule set."""
    return frozenset(canonical(name) for name in _names_of(box))


def _names_of(box: Box) -> set[str]:
    """The names of ``box`` as players write them: its label and key, and the usual names of its kind."""
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
        names |= {{4: "small straight", 5: "large straight"}.get(scorer.params["length"], ""),
                  {4: "sm straight", 5: "lg straight"}.get(scorer.params["length"], "")}
    elif scorer.kind == "of-a-kind":
        names |= {f"{scorer.params['count']} of a kind"}
    elif scorer.kind == "full-house":
        names |= {"full house"}
    return {name for name in names if name}


def _squeezed(text: str) -> str:
    return "".join(ch for ch in text.casefold() if ch.isalnum())


def named_box(rules: RuleSet, text: str) -> str | None:
    """The key of the box ``text`` names in ``rules``: its key or label in any case, else a name cards and players
    use ("Aces", "Sm Straight", "3 of a kind", or any of them with no spaces, "fullhouse") when it names one box of
    ``rules`` only; None otherwise."""
    key = kebab(text)
    for box in rules.boxes:
        if key in (box.key, kebab(box.label)):
            return box.key
    wanted = canonical(text)
    named = [box.key for box in rules.boxes if wanted in box_aliases(box)]
    if not named:  # a name typed with its spaces left out: "fullhouse", "smstraight", "3ofakind"
        squeezed = _squeezed(text)
        named = [box.key for box in rules.boxes
                 if squeezed in {_squeezed(name) for name in _names_of(box) | box_aliases(box)}]
    return named[0] if len(named) == 1 else None


def card_row(label: str, alike_names: frozenset[str], dice_bought: bool) -> tuple[str, str] | None:
    """The row every card has that ``label`` names, as (kind, key), or None.

    ``kind`` is "total" (a row the student adds up, or ``TOTAL_SCORE``/``UPPER_SECTION``,
    read by their place), "heading" (a section's name) or "dice-bought" (with ``dice_bought``,
    a Zombie card). "X bonus" is the extra bonus when X is in ``alike_names`` (canonical).
    """
    if _PLUS_POINTS.match(label):
        return "total", EXTRA_BONUS
    words = canonical(label).split()
    if not words:
        return None
    if words in (["upper"], ["lower"]):  # "UPPER SECTION", a heading on the official card
        return "heading", words[0]
    if sorted(words) == ["score", "total"]:
        return "total", TOTAL_SCORE
    if sorted(words) == ["total", "upper"] and "section" in tokens(label):
        return "total", UPPER_SECTION
    if words[-1] in ("bonus", "bonuses") and len(words) > 1:
        rest = [w for w in words[:-1] if w != "extra"]
        if " ".join(rest) in alike_names or not rest:
            return "total", EXTRA_BONUS
    found = _TOTAL_WORDS.get(frozenset(words))
    if found is not None:
        return "total", found
    if dice_bought and frozenset(words) in _DICE_BOUGHT:
        return "dice-bought", DICE_BOUGHT
    return None


_ANY_ALIKE = frozenset(canonical(name) for name in ALL_ALIKE_NAMES)
_WHAT = {UPPER_TOTAL: "the upper total", UPPER_BONUS: "the upper bonus", EXTRA_BONUS: "the extra bonus",
         LOWER_TOTAL: "the lower total", GRAND_TOTAL: "the grand total", TOTAL_SCORE: "a total",
         UPPER_SECTION: "the upper total", DICE_BOUGHT: "the tally of dice bought"}


def own_row(label: str) -> str | None:
    """What a card's own row ``label`` names ("the upper bonus", "the sheet code"), or None for a
    label a box may take."""
    misread = misread_row(label)
    if misread is not None:
        return misread
    found = card_row(label, _ANY_ALIKE, True)
    if found is None:
        return None
    kind, key = found
    return "a section heading" if kind == "heading" else _WHAT[key]


def misread_row(label: str) -> str | None:
    """What ``check`` takes a box of this label for whatever the rules say, or None: the sheet code's row
    (read before the game is known) and the official card's place-read totals."""
    if " ".join(label.split()).rstrip(":").casefold() in CODE_LABELS:
        return "the sheet code"
    if "-".join(tokens(label)) in (TOTAL_SCORE, UPPER_SECTION):
        return "a total"
    return None
