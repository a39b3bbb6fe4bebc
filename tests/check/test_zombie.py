"""Zombie Yahtzee (issue item 4; SPEC 2 zombie, seed 001): teams against the zombie's games."""

from __future__ import annotations

import json

import pytest

from worksheets.check import ZombieVerdict, check_file, parse_json, check_sheet
from worksheets.errors import SheetError

from .helpers import CASES, csv_verdict

ZOMBIE = (CASES / "zombie.csv").read_text(encoding="utf-8")


def test_zombie_sheet():
    # tests/check/cases/zombie.csv, by hand (classic cards, SPEC 2):
    # Lions: upper 3+6+9+12+15+18 = 63 -> +35; lower 20+0+25+30+40+0+22 = 137; grand 235.
    # Tigers: upper 2+4+6+8+10+12 = 42; lower 15+0+25+30+0+50+20 = 140; grand 182 (wrote 180).
    # Zombie game 1: upper 1+4+9+12+20+24 = 70 -> +35; lower 25+28+25+30+40+50+23 = 221; grand 326.
    # Zombie game 2: upper 2+2+3+4+5+6 = 22; lower 10+0+0+30+0+0+14 = 54; grand 76.
    # Zombie game 3 = game 1 (326), but with 2 teams only the first 2 games count (seed 001).
    # Survivors 235 + 182 = 417; zombies 326 + 76 = 402: the survivors win.
    sheet = check_file(CASES / "zombie.csv")
    verdict = sheet.verdict
    assert isinstance(verdict, ZombieVerdict) and sheet.family.name == "zombie"
    assert verdict.teams == ("Lions", "Tigers")
    assert verdict.zombie_games == ("Zombie game 1", "Zombie game 2")
    assert dict(verdict.cards.totals) == {"Lions": 235, "Tigers": 182, "Zombie game 1": 326, "Zombie game 2": 76,
                                          "Zombie game 3": 326}
    assert (verdict.survivors, verdict.zombies, verdict.winners) == (417, 402, ("survivors",))
    assert verdict.warnings == ("Zombie game 3 does not count: with 2 teams, only the zombie's first 2 games count.",)
    assert sheet.problems == ("Tigers: Grand total: you wrote 180, but 42 + 0 + 140 = 182",)
    assert dict(verdict.dice_bought) == {"Lions": 2, "Tigers": 1}


def test_a_missing_zombie_game_counts_0_with_a_warning():
    # Three teams but only two zombie games: game 3 counts 0 (SPEC 2 zombie).
    # Team 3 is Tigers again (182): survivors 235 + 182 + 182 = 599; zombies 326 + 76 + 0 = 402.
    lines = ZOMBIE.splitlines()
    rows = [line.split(",") for line in lines]
    rows = [r[:3] + [r[2]] + r[3:5] for r in rows]
    rows[0][3] = "Bears"
    verdict = csv_verdict("\n".join(",".join(r) for r in rows) + "\n").verdict
    assert verdict.teams == ("Lions", "Tigers", "Bears")
    assert verdict.zombie_games == ("Zombie game 1", "Zombie game 2", None)
    assert (verdict.survivors, verdict.zombies, verdict.winners) == (599, 402, ("survivors",))
    assert verdict.warnings == ("Zombie game 3 was not played: with 3 teams, the zombie's first 3 games count, "
                                "so it counts 0.",)


def test_with_one_team_the_zombies_first_game_counts_in_words_for_one():
    # Lions alone (235) against Zombie game 1 (326); games 2 and 3 do not count. Before: "first 1 game count".
    rows = [line.split(",") for line in ZOMBIE.splitlines()]
    rows = [[r[0], r[1], *r[3:]] for r in rows]
    verdict = csv_verdict("\n".join(",".join(r) for r in rows) + "\n").verdict
    assert verdict.teams == ("Lions",) and (verdict.survivors, verdict.zombies) == (235, 326)
    assert verdict.warnings == ("Zombie games 2 and 3 do not count: with 1 team, only the zombie's first game counts.",)


def test_a_dice_bought_count_in_a_zombie_column_is_left_out_with_a_note():
    # Only teams buy dice (seed 001). Before, the 4 typed under Zombie game 1 vanished without a word (trial 25).
    rows = [line.split(",") for line in ZOMBIE.splitlines()]
    bought = next(r for r in rows if r[0] == "Dice bought")
    bought[3] = "4"
    verdict = csv_verdict("\n".join(",".join(r) for r in rows) + "\n").verdict
    assert dict(verdict.dice_bought) == {"Lions": 2, "Tigers": 1}
    assert verdict.warnings[-1] == ("The Dice bought row holds 4 in the column Zombie game 1, which was left out: only "
                                    "the teams buy dice. If it is a team's count typed one column off, move it and "
                                    "check again.")
    bought[3] = "0"  # none bought: nothing to say
    assert not [w for w in csv_verdict("\n".join(",".join(r) for r in rows) + "\n").verdict.warnings if "Dice" in w]


def test_an_empty_team_column_is_one_note_not_a_problem_per_box():
    # Bears typed nothing: they count 0 (SPEC 2), said once; before, 13 lines "Bears: Ones: not filled" (trial 25).
    # Survivors 235 + 182 + 0 = 417; zombies 326 + 76 + 326 (game 3 counts with 3 teams) = 728.
    rows = [line.split(",") for line in ZOMBIE.splitlines()]
    rows = [r[:3] + [""] + r[3:] for r in rows]
    rows[0][3] = "Bears"
    judged = csv_verdict("\n".join(",".join(r) for r in rows) + "\n")
    assert (judged.verdict.survivors, judged.verdict.zombies) == (417, 728)
    assert not [p for p in judged.problems if p.startswith("Bears")]
    assert judged.problems == ("Tigers: Grand total: you wrote 180, but 42 + 0 + 140 = 182",)
    assert "Bears' card is empty: it counts 0 for the survivors. If the team did not play, delete its column; if " \
           "its card was not typed, type it and check again." in judged.notes


def test_zombie_columns_checked_with_other_rules_get_a_note():
    # --rules classic on a Zombie sheet: every column is a player of Classic Yahtzee, as asked, with a note that
    # the zombie's columns may want --rules zombie (trial 25). The Dice bought row is Zombie's own: left off.
    text = "\n".join(line for line in ZOMBIE.splitlines() if not line.startswith("Dice bought")) + "\n"
    judged = csv_verdict(text, rules="classic")
    assert judged.verdict.players == ("Lions", "Tigers", "Zombie game 1", "Zombie game 2", "Zombie game 3")
    assert ("The columns Zombie game 1, Zombie game 2 and Zombie game 3 were checked as players of Classic Yahtzee. "
            "If they are the zombie's, check the sheet with --rules zombie for the survivors against the zombies."
            in judged.notes)
    assert not [n for n in csv_verdict(text.replace("Zombie game", "Player"), rules="classic").notes
                if "zombie" in n]


def test_an_empty_zombie_column_is_a_game_not_played():
    # Blank out game 2: zombies 326 + 0. The column stays in the table as a card of dashes counting 0, so nothing
    # typed is left out (docs/check-input.md); before, it vanished from the table, the key and --json (trial 25).
    rows = [line.split(",") for line in ZOMBIE.splitlines()]
    for row in rows[1:]:
        row[4] = ""
    judged = csv_verdict("\n".join(",".join(r) for r in rows) + "\n")
    verdict = judged.verdict
    assert verdict.zombie_games == ("Zombie game 1", None)
    assert verdict.zombies == 326 and verdict.cards.totals["Zombie game 2"] == 0
    assert verdict.players == ("Lions", "Tigers", "Zombie game 1", "Zombie game 2", "Zombie game 3")
    assert verdict.winners == ("survivors",)  # 417 > 326
    assert judged.problems == ("Tigers: Grand total: you wrote 180, but 42 + 0 + 140 = 182",)  # no box "not filled"
    assert "Zombie game 2 was not played: with 2 teams, the zombie's first 2 games count, so it counts 0." in \
        judged.notes


def test_a_tie_names_both_sides():
    data = {"categories": [{"category": "Chance", "entries": {"Team A": 20, "Zombie": 20}}]}
    verdict = check_sheet(parse_json(json.dumps(data), "z.json")).verdict
    assert (verdict.survivors, verdict.zombies, verdict.winners) == (20, 20, ("survivors", "zombies"))
    assert verdict.zombie_games == ("Zombie",)  # a lone "Zombie" column is game 1


def test_zombie_sheets_need_a_team_and_distinct_games():
    with pytest.raises(SheetError, match="no team columns"):
        csv_verdict("box,Zombie game 1\nChance,20\n")
    with pytest.raises(SheetError, match="zombie game 1 has two columns"):
        csv_verdict("box,Lions,Zombie 1,Zombie game 1\nChance,20,20,20\n")


@pytest.mark.parametrize("teams_printed", [4, 3])
def test_a_code_printed_for_more_teams_than_the_columns_is_noted(teams_printed):
    # SPEC 2: the zombie's first N games count, N = the number of teams. The columns say 2 teams (126 + 76 = 202
    # against 235 + 182 = 417, by hand); with 4 teams the zombie's 612 would beat 417 and more columns: a
    # team left out of the typing changes the winner, so the note says what the code printed.
    from worksheets.codes import RulesRef, ZombieCode

    code = ZombieCode(RulesRef(preset="zombie"), teams_printed).encode()
    verdict = csv_verdict(f"Code,{code},,,,,\nside,Team 1,Team 2,Zombie game 1,Zombie game 2,Zombie game 3,"
                          "Zombie game 4\nGrand total,235,182,126,76,200,210\n")
    assert (verdict.verdict.survivors, verdict.verdict.zombies) == (417, 202)
    assert any(f"printed for {teams_printed} teams, but the sheet has 2 team columns (Team 1 and Team 2)" in note
               for note in verdict.notes), verdict.notes
    matching = ZombieCode(RulesRef(preset="zombie"), 2).encode()
    verdict = csv_verdict(f"Code,{matching},,,\nside,Team 1,Team 2,Zombie game 1,Zombie game 2\n"
                          "Grand total,235,182,126,76\n")
    assert not any("printed for" in note for note in verdict.notes)


def test_more_team_columns_than_the_code_printed_are_noted_without_asking_for_more():
    # A pack printed for 2 teams, typed with 3 team columns: the advice is to check the columns, not to add some.
    from worksheets.codes import RulesRef, ZombieCode

    code = ZombieCode(RulesRef(preset="zombie"), 2).encode()
    verdict = csv_verdict(f"Code,{code},,,,,\nside,Team 1,Team 2,Team 3,Zombie game 1,Zombie game 2,Zombie game 3\n"
                          "Grand total,235,182,200,126,76,200\n")
    note = next(n for n in verdict.notes if "printed for 2 teams" in n)
    assert "but the sheet has 3 team columns" in note and "check that every column is a team's" in note
    assert "add the missing" not in note


@pytest.mark.parametrize("blank, name", [(3, "Bears"), (5, "Zombie game 2")])
def test_the_printed_key_lists_no_problem_per_box_of_an_empty_column(blank, name):
    # Three teams (Bears a copy of Lions, put in as column 3), so zombie games 1 to 3 count. An empty team or zombie
    # game counts 0 with one note. Before, the PDF key listed 13 "not filled" problems for it, which the report
    # leaves out (trial 25), and headed an unplayed game that counts "does not count".
    from worksheets.check import ClassVerdict
    from worksheets.render.check_key_model import build_check_key

    rows = [line.split(",") for line in ZOMBIE.splitlines()]
    rows = [r[:3] + ["Bears" if i == 0 else r[1]] + r[3:] for i, r in enumerate(rows)]
    for row in rows[1:]:
        row[blank] = ""
    judged = csv_verdict("\n".join(",".join(r) for r in rows) + "\n")
    section = build_check_key(ClassVerdict((judged,))).sections[0]
    assert judged.problems == ("Tigers: Grand total: you wrote 180, but 42 + 0 + 140 = 182",)
    assert len(section.problems) == 1 and "Tigers: Grand total" in section.problems[0]
    assert {column: note for column, note in zip(section.columns, section.column_notes) if note} == \
        {name: "not played (0)"}
