"""Practice sheets and question cards rebuilt from a code show the problems printed with it, for good."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from worksheets.codes import DRAWS_VERSION, decode

from .printed_draws import codes, drawn

RECORD = Path(__file__).parent.parent / "cases" / "printed-practice-codes.csv"


def _record() -> dict[str, str]:
    with open(RECORD, newline="", encoding="utf-8") as handle:
        return {row["code"]: row["drawn"] for row in csv.DictReader(line for line in handle if not line.startswith("#"))}


RECORDED = _record()


@pytest.mark.parametrize("code", list(RECORDED))
def test_a_printed_code_rebuilds_the_problems_on_its_paper(code):
    assert drawn(code) == RECORDED[code]


def _first_of_each_version() -> list[str]:
    """The first recorded code of each kind of code and version."""
    firsts: dict[tuple[type, int], str] = {}
    for code in RECORDED:
        read = decode(code)
        firsts.setdefault((type(read), read.version), code)
    return list(firsts.values())


@pytest.mark.parametrize("code", _first_of_each_version())
def test_a_printed_code_with_its_second_check_symbol_rebuilds_the_same_problems(code):
    # The code printed now for the same sheet is the code on paper and a second check symbol.
    read = decode(code)
    both = type(read)(**{**read.__dict__, "checks": 2}).encode()
    assert both.startswith(code) and len(both) == len(code) + 1
    assert drawn(both) == RECORDED[code]


def test_the_record_holds_every_kind_at_the_version_printed_now():
    # A new kind, or a new DRAWS_VERSION, adds its rows (python -m tests.practice.printed_draws VERSION). The record's
    # codes were printed with one check symbol; those printed now have two, and name the same sheets.
    assert {decode(code) for code in codes(DRAWS_VERSION)} <= {decode(code) for code in RECORDED}
    assert {decode(code).version for code in RECORDED} == {2, 3, 4, DRAWS_VERSION}


def _differ(older: int, newer: int) -> set:
    """(kind, level, seed) of the recorded codes of version ``older`` whose problems differ at ``newer``."""
    out = set()
    for code in RECORDED:
        read = decode(code)
        if read.version == older:
            later = type(read)(**{**read.__dict__, "version": newer}).encode()
            if RECORDED[later] != RECORDED[code]:
                out.add((getattr(read, "practice", "questions"), read.level, read.seed))
    return out


def test_the_versions_differ_where_problems_were_drawn_again():
    # Version 3 draws some scoring rolls again (level 2 seed 107, level 3 seed 2, question cards of seed 15) and
    # asks a turn's chance as a percentage only (chance level 3, and question cards of level 3 with chance):
    # exactly those sheets differ between the versions, so the record would catch a draw that ignored the version.
    assert _differ(2, 3) == {("scoring", 2, 107), ("scoring", 3, 2), ("questions", 3, 15), ("chance", 3, 1),
                             ("chance", 3, 977), ("questions", 3, 5)}
    # Version 4 values keeping every die as stopping, which changes the gap puzzles are picked by: of 1,043
    # keep sheets (classic, house and Yacht, seeds 1 to 149, every level) three differ. It also leaves out
    # dice that take a bonus instead of a box (house level 2 seed 34 and Roll-Em level 3 seed 1 asked about
    # five 2s with their Yahtzee box filled, where the bonus is taken as rolled).
    assert _differ(3, 4) == {("keep", 2, 16), ("keep", 2, 52), ("keep", 2, 91), ("keep", 2, 34), ("keep", 3, 1)}
    # Version 5 draws level-2 scoring problems with a set share of zeros: every level-2 scoring sheet differs, and
    # the question cards of level 2 that hold scoring problems; no other kind's.
    assert _differ(4, 5) == {("scoring", 2, 1), ("scoring", 2, 107), ("scoring", 2, 977), ("questions", 2, 5)}
