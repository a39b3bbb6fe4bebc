"""A long practice set tells the command of each sheet made, for its progress bar (trial 15: 238 sheets with
keys ran for 43 s with no output)."""

from __future__ import annotations

from worksheets.practice.problems import settings_for
from worksheets.render.practice_model import build_practice


def test_each_sheet_made_is_told_once_and_the_sheets_are_the_same():
    settings = settings_for("chance", level=1)
    told: list[int] = []
    names = ("Ana", "Ben", "Cy")
    watched = build_practice(settings, names=names, with_key=True, progress=told.append)
    assert told == [1, 1, 1]
    assert watched == build_practice(settings, names=names, with_key=True)  # the bar changes no problem
