"""What the sheets of a practice or question-card code show, as one digest: the record kept in
``tests/cases/printed-practice-codes.csv``. Run ``python -m tests.practice.printed_draws`` to print the
rows for codes that are new to the record (a new kind, or a new ``codes.DRAWS_VERSION``)."""

from __future__ import annotations

import hashlib
from dataclasses import replace

from worksheets.codes import QuestionsCode, decode
from worksheets.practice import KIND_NAMES
from worksheets.practice.problems import PracticeSettings, make_problems, settings_for


def _plain(value):
    """``value`` with every set sorted, so its text is the same in every run (string hashes vary)."""
    if isinstance(value, (frozenset, set)):
        return tuple(sorted((_plain(v) for v in value), key=repr))
    if isinstance(value, (tuple, list)):
        return tuple(_plain(v) for v in value)
    return value


def _digest(problems) -> str:
    """What a problem asks (its identity and dice) and how many answer boxes it has: the paper's layout."""
    drawn = [(_plain(p.identity), p.dice, len(p.boxes)) for p in problems]
    return hashlib.sha256(repr(drawn).encode()).hexdigest()[:16]


def drawn(code: str) -> str:
    """The digest of the problems the sheet or cards of ``code`` show, rebuilt from the code alone."""
    read = decode(code)
    if isinstance(read, QuestionsCode):
        from worksheets.render.zombie_questions import build_questions

        cards = build_questions(read.teams, read.kinds, level=read.level, seed=read.seed, code_version=read.version)
        return _digest(card.problem for card in cards.cards)
    return _digest(make_problems(PracticeSettings.from_code(read)))


def codes(version: int) -> list[str]:
    """The codes the record holds for ``version``: every kind and level, two seeds, and question cards."""
    out = [replace(settings_for(kind, level=level, seed=seed), student=2, code_version=version).code.encode()
           for kind in KIND_NAMES for level in (1, 2, 3) for seed in (1, 977)]
    out += [QuestionsCode(teams, kinds, level, 5, version).encode()
            for teams, kinds in ((4, ("place-value", "chance", "compare", "digits")), (3, ("scoring", "words")))
            for level in (1, 2, 3)]
    # Sheets whose scoring problems version 3 draws again (found by comparing the versions' digests).
    out += [replace(settings_for("scoring", level=level, seed=seed), student=2, code_version=version).code.encode()
            for level, seed in ((2, 107), (3, 2))]
    out.append(QuestionsCode(3, ("scoring", "words"), 3, 15, version).encode())
    # Keep sheets whose puzzles version 4 picks again: the gap changed (found by comparing 1,043 sheets of the
    # versions), or a puzzle's dice take a bonus instead of a box (house and Roll-Em).
    out += [replace(settings_for("keep", level=level, seed=seed, rules=rules), student=1,
                    code_version=version).code.encode()
            for rules, level, seed in (("classic", 2, 16), ("classic", 2, 52), ("yacht", 2, 91), ("house", 2, 34),
                                       ("roll-em", 3, 1))]
    return out


if __name__ == "__main__":
    import sys

    for code in codes(int(sys.argv[1])):
        print(f"{code},{drawn(code)}")
