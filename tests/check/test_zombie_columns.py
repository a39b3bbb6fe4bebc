"""Where the zombie is on a Zombie sheet (issue 8 item 1): its usual spellings, one column with a
block of rows per game, and a clear stop when no column can be the zombie's.

Seed 001 (lines 75-79): the survivors are the sum of the team totals; the zombies the sum of the
zombie's first N games, N = the number of teams. The cards are tests/check/cases/zombie.csv,
worked out by hand there: Lions 235, Tigers 182 (wrote 180), zombie games 326, 76 and 326.
"""

from __future__ import annotations

import pytest

from worksheets.errors import SheetError

from .helpers import CASES, csv_verdict

ROWS = [line.split(",") for line in (CASES / "zombie.csv").read_text(encoding="utf-8").splitlines()]


def _sheet(header: list[str], columns: list[int]) -> str:
    lines = [",".join(header)]
    lines += [",".join([row[0], *(row[i] for i in columns)]) for row in ROWS[1:]]
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("zombie", ["Zombies", "Zombie team", "The Zombie", "Z", "zombie"])
def test_a_lone_zombie_column_is_the_zombie_not_a_team(zombie):
    # Two teams, one zombie game: survivors 235 + 182 = 417; zombies: game 1 = 326, game 2 missing (0).
    v = csv_verdict(_sheet(["box", "Lions", "Tigers", zombie], [1, 2, 3]), rules="zombie").verdict
    assert v.teams == ("Lions", "Tigers") and v.zombie_games == (zombie, None)
    assert (v.survivors, v.zombies, v.winners) == (417, 326, ("survivors",))


def test_numbered_spellings():
    v = csv_verdict(_sheet(["box", "Lions", "Tigers", "Z1", "Zombies 2"], [1, 2, 3, 4]), rules="zombie").verdict
    assert v.zombie_games == ("Z1", "Zombies 2") and v.zombies == 326 + 76


def test_spellings_tell_the_game_without_rules():
    v = csv_verdict(_sheet(["box", "Lions", "Tigers", "The Zombie"], [1, 2, 3]))
    assert v.choice.rules.name == "zombie"


def test_the_student_who_played_the_zombie_may_be_named_in_brackets():
    # "Zombie (Ana)" says who played the zombie, as "Ana (5B, red)" names a player's details: the zombie's
    # games as above, 326 and 76, found without --rules. A number in brackets is a game's, not a name.
    v = csv_verdict(_sheet(["box", "Lions", "Tigers", "Zombie game 1 (Ana)", "Zombie game 2 [Ben]"], [1, 2, 3, 4]))
    assert v.choice.rules.name == "zombie"
    assert v.verdict.zombie_games == ("Zombie game 1 (Ana)", "Zombie game 2 [Ben]") and v.verdict.zombies == 326 + 76
    lone = csv_verdict(_sheet(["box", "Lions", "Tigers", "Zombie (Ana)"], [1, 2, 3])).verdict
    assert lone.zombie_games == ("Zombie (Ana)", None)
    second = csv_verdict(_sheet(["box", "Lions", "Tigers", "Zombie (game 2)"], [1, 2, 4]), rules="zombie").verdict
    assert second.zombie_games == (None, "Zombie (game 2)")


def test_no_zombie_column_stops_and_says_how_to_mark_it():
    with pytest.raises(SheetError, match=r"no column for the zombie: every column \(Lions, Tigers, Bears\) would be "
                                         r"a survivor team; name the zombie's columns \"Zombie game 1\""):
        csv_verdict(_sheet(["box", "Lions", "Tigers", "Bears"], [1, 2, 3]), rules="zombie")


def test_a_header_that_names_the_zombie_among_other_words_stops():
    with pytest.raises(SheetError, match=r"column \"Zombie Slayers\": 'Zombie Slayers' names the zombie, but not"):
        csv_verdict(_sheet(["box", "Lions", "Zombie Slayers", "Zombie game 1"], [1, 2, 3]), rules="zombie")


def test_one_column_with_a_block_of_rows_per_game():
    # Game 1's rows, then a "Game 2" row and game 2's rows in the same column; the tally row last.
    body = ROWS[1:-1]
    lines = ["box,Lions,Tigers,Zombie"]
    lines += [",".join([r[0], r[1], r[2], r[3]]) for r in body]
    lines += ["Game 2,,,"] + [",".join([r[0], "", "", r[4]]) for r in body] + ["Dice bought,2,1,"]
    v = csv_verdict("\n".join(lines) + "\n").verdict
    assert v.zombie_games == ("Zombie 1", "Zombie 2")
    assert (v.survivors, v.zombies) == (235 + 182, 326 + 76) and dict(v.dice_bought) == {"Lions": 2, "Tigers": 1}


@pytest.mark.parametrize("bought, problem", [("four", "'four' is not a whole number"), ("-4", "'-4' is negative; only whole numbers from 0 up are used")])
def test_a_dice_bought_cell_that_is_no_count_is_refused_saying_what_the_row_holds(bought, problem):
    # Before, the refusal ended "a box holds its points, 0 or X", about another kind of row (trial 25).
    body = ROWS[1:-1]
    lines = ["box,Lions,Tigers,Zombie"] + [",".join([r[0], r[1], r[2], r[3]]) for r in body]
    lines += [f"Dice bought,{bought},1,"]
    with pytest.raises(SheetError, match=rf'row {len(lines)}, column "Lions": {problem}; the Dice bought row holds '
                                         r"how many dice the team bought"):
        csv_verdict("\n".join(lines) + "\n")


def test_a_team_entry_in_a_later_block_is_refused_where_it_is():
    body = ROWS[1:-1]
    lines = ["box,Lions,Tigers,Zombie"] + [",".join([r[0], r[1], r[2], r[3]]) for r in body]
    lines += [",".join([r[0], "1" if r[0] == "Ones" else "", "", r[4]]) for r in body]
    with pytest.raises(SheetError, match=r'game.csv row 16, column "Lions": from row 16 the rows are the '
                                         r"zombie's game 2"):
        csv_verdict("\n".join(lines) + "\n", rules="zombie")
