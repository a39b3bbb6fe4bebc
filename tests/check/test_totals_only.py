"""Sheets that give only the totals (issue 8 item 1): judged on the totals as written, and saying so.

Seed 001 (line 79): survivors = the team totals added together; zombies = the totals of as many of
the zombie's games as there are teams. The tally in cases/zombie-tally.csv: teams 235 and 182 make
417; zombie games 1 and 2 (two teams) make 326 + 76 = 402; game 3 does not count. Survivors win.
"""

from __future__ import annotations

import pytest

from worksheets.check import check_file
from worksheets.errors import SheetError

from .helpers import CASES, csv_verdict

NOTE = "The sheet gives only totals, not the boxes: it was judged on the totals as written"


def test_the_zombie_tally_is_judged_on_its_totals():
    v = check_file(CASES / "zombie-tally.csv")
    z = v.verdict
    assert v.choice.rules.name == "zombie"
    assert (z.survivors, z.zombies, z.winners) == (417, 402, ("survivors",))
    assert v.problems == () and any(note.startswith(NOTE) for note in v.notes)


def test_grand_totals_only():
    # Ana 412, Ben 193: Ana wins; no box is "not filled" and no total becomes 0.
    v = csv_verdict("player,Ana,Ben\nGrand total,412,193\n", rules="classic")
    assert dict(v.verdict.totals) == {"Ana": 412, "Ben": 193} and v.verdict.winners == ("Ana",)
    assert v.problems == () and any(note.startswith(NOTE) for note in v.notes)


def test_the_slips_between_written_totals_are_named():
    # Ben: upper 60 is under 63 (seed 001 line 100), so no bonus; 60 + 35 + 94 = 189 is his own sum.
    v = csv_verdict("player,Ana,Ben\nUpper total,63,60\nBonus,35,35\nLower total,314,94\nGrand total,412,190\n",
                    rules="classic")
    assert v.verdict.totals["Ben"] == 190  # the grand total as written counts
    assert v.problems == (
        "Ben: Bonus: you wrote 35, but the upper boxes add up to 60, under 63, so there is no bonus",
        "Ben: Grand total: you wrote 190, but the totals written above it add up to 60 + 35 + 94 = 189; "
        "the grand total as written counts",
    )


def test_a_player_with_no_total_stops_the_command():
    # Cy wrote an upper total but no grand total (nor a lower total). A column left wholly empty is a player
    # absent, left out with a note (tests/check/test_saved_by_spreadsheets.py), so Cy's column is not empty here.
    with pytest.raises(SheetError, match=r'game.csv row 3, column "Cy": no grand total; a sheet of totals only'):
        csv_verdict("player,Ana,Ben,Cy\nUpper total,63,60,50\nGrand total,412,193,\n", rules="classic")
