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


def test_the_record_holds_every_kind_at_the_version_printed_now():
    # A new kind, or a new DRAWS_VERSION, adds its rows (python -m tests.practice.printed_draws VERSION).
    assert set(codes(DRAWS_VERSION)) <= set(RECORDED)
    assert {decode(code).version for code in RECORDED} == {2, DRAWS_VERSION}


def test_the_versions_differ_where_problems_were_drawn_again():
    # Version 3 draws some scoring rolls again (level 2 seed 107, level 3 seed 2, question cards of seed 15) and
    # asks a turn's chance as a percentage only (chance level 3, and question cards of level 3 with chance):
    # exactly those sheets differ between the versions, so the record would catch a draw that ignored the version.
    differ = set()
    for code in RECORDED:
        read = decode(code)
        if read.version == 2:
            newer = type(read)(**{**read.__dict__, "version": DRAWS_VERSION})
            if RECORDED[newer.encode()] != RECORDED[code]:
                differ.add((getattr(read, "practice", "questions"), read.level, read.seed))
    assert differ == {("scoring", 2, 107), ("scoring", 3, 2), ("questions", 3, 15), ("chance", 3, 1),
                      ("chance", 3, 977), ("questions", 3, 5)}
