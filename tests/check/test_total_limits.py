"""A total above what the rules allow, on a sheet that gives only totals, is a problem and is not counted.

A new teacher's trial found impossible totals deciding the winner: ctot.csv (classic, `Upper total,50,70` /
`Grand total,2450,30`) made Ana win with 2,450; ctot3.csv counted a lower total of 5,000; ztot.csv let a zombie
game's grand total of 2,450 win for the zombies. Such a total is now taken as not written (as a total whose
formula failed is): the score comes from the other totals, and when they do not give it the score is not known
and no winner is declared, the report saying why.

The most each total can hold, worked out by hand from SPEC section 2 and worksheets/presets/*.toml, and again
here from every roll of five dice (7,776) scored by the rules' own scoring of a roll:

- classic (and zombie, on classic cards): upper boxes 5 x (1 + 2 + ... + 6) = 105, at least 63 so the bonus 35;
  lower boxes: three and four of a kind 30 each (five sixes), full house 25, small straight 30, large straight
  40, Yahtzee 50, chance 30 = 235; forced joker: every turn after the Yahtzee box holds 50 can be another
  Yahtzee, 12 of the 13, each +100 = 1,200. Grand total 105 + 35 + 235 + 1,200 = 1,575.
- house: upper 105, no upper bonus; three of a kind 3 x 6 = 18, four of a kind 4 x 6 = 24 (matching dice only),
  25, 30, 40, 50, chance 30 = 217; +100 for an extra Yahtzee fills no box, so their number has no limit:
  the lower and grand totals have none either (the lower boxes alone do: a Yahtzee bonus row written bounds it).
- roll-em: upper 105, bonus 35 (more than 62); 25 + 30 + 25 + 30 + 40 + 50 + 30 = 230; each further Lucky Dice
  +50 and an extra turn: no limit.
- yacht: upper 105, no bonus; full house as the dice 6+6+6+5+5 = 28, four of a kind 4 x 6 = 24, little and big
  straight 30 each, choice 30, yacht 50 = 192; no extra bonus. Grand total 105 + 192 = 297.
"""

from __future__ import annotations

import json
from itertools import product

import pytest

from worksheets.card import (EXTRA_BONUS, GRAND_TOTAL, LOWER_BOXES, LOWER_TOTAL, UPPER_BONUS, UPPER_TOTAL,
                             UPPER_WITH_BONUS, most_total)
from worksheets.check import check_file
from worksheets.check.report import sheet_json, sheet_text, summary_text
from worksheets.rules import find_rules

from .helpers import csv_verdict

#: (upper boxes, upper bonus, lower boxes, extra bonuses; None: no limit), by hand (the module's docstring).
HAND = {
    "classic": (105, 35, 235, 1200),
    "house": (105, 0, 217, None),
    "roll-em": (105, 35, 230, None),
    "yacht": (105, 0, 192, 0),
    "zombie": (105, 35, 235, 1200),
}
#: The grand totals, by hand: 105 + 35 + 235 + 1,200; no limit; no limit; 105 + 192; as classic.
GRAND = {"classic": 1575, "house": None, "roll-em": None, "yacht": 297, "zombie": 1575}

NOT_KNOWN = "the other totals do not give the score, so it is not known"


def _by_every_roll(name: str) -> tuple[int, int, int]:
    """The upper and the lower boxes' greatest sums, and the upper bonus they earn, from every roll scored: a
    five-alike placed by a joker rule scores a box's full value, which no box's greatest value exceeds."""
    rules = find_rules(name)
    best: dict[str, int] = {}
    for dice in product(range(1, 7), repeat=5):
        for key, points in rules.score_roll(dice).items():
            best[key] = max(best.get(key, 0), points)
    upper = sum(best[box.key] for box in rules.upper_boxes)
    lower = sum(best[box.key] for box in rules.lower_boxes)
    bonus = rules.upper_bonus.points if rules.upper_bonus and upper >= rules.upper_bonus.threshold else 0
    return upper, bonus, lower


@pytest.mark.parametrize("name", sorted(HAND))
def test_the_most_each_total_holds(name):
    rules = find_rules(name)
    upper, bonus, lower, extra = HAND[name]
    assert _by_every_roll(name) == (upper, bonus, lower)
    assert [most_total(rules, row) for row in (UPPER_TOTAL, UPPER_BONUS, UPPER_WITH_BONUS, LOWER_BOXES, EXTRA_BONUS,
                                               LOWER_TOTAL, GRAND_TOTAL)] == [
        upper, bonus, upper + bonus, lower, extra, None if extra is None else lower + extra, GRAND[name]]


def test_a_teachers_rules_file(tmp_path):
    # Ones and Sixes (upper: 5 + 30 = 35, at least 30 so the bonus 20), Full House 25 and Chance 30 (55), no
    # five-alike box, so no extra bonus: a card holds at most 35 + 20 + 55 = 110.
    path = tmp_path / "ours.toml"
    path.write_text('name = "ours"\ntitle = "Our Yahtzee"\ndice = 5\nfaces = 6\nrolls = 3\n'
                    '[upper-bonus]\nthreshold = 30\npoints = 20\n'
                    '[[boxes]]\nlabel = "Ones"\nscorer = "upper"\nface = 1\n'
                    '[[boxes]]\nlabel = "Sixes"\nscorer = "upper"\nface = 6\n'
                    '[[boxes]]\nlabel = "Full House"\nscorer = "full-house"\nscore = "points"\npoints = 25\n'
                    '[[boxes]]\nlabel = "Chance"\nscorer = "chance"\n', encoding="utf-8")
    rules = find_rules(path)
    assert [most_total(rules, row) for row in (UPPER_TOTAL, LOWER_TOTAL, GRAND_TOTAL)] == [35, 55, 110]
    sheet = tmp_path / "ours.csv"
    sheet.write_text("Row,Ana,Ben\nGrand total,110,111\n", encoding="utf-8")
    v = check_file(sheet, _options(rules))
    assert dict(v.verdict.scores) == {"Ana": 110, "Ben": None} and v.winners == ()
    assert v.problems == ("Ben: Grand total: you wrote 111, but a card of Our Yahtzee adds up to at most 110, so it "
                          f"cannot be right and is not counted; {NOT_KNOWN}",)


def _options(rules):
    from worksheets.check import CheckOptions

    return CheckOptions(rules=rules)


def test_the_trials_grand_total_decides_no_winner():
    # ctot.csv: Ana's 2,450 is more than classic's 1,575; beside her upper total of 50 nothing gives her score, so
    # neither Ana nor Ben (70 + 35 = 105, his grand total of 30 below his upper total) can be named the winner.
    v = csv_verdict("Box,Ana,Ben\nUpper total,50,70\nGrand total,2450,30\n", rules="classic", name="ctot.csv")
    assert dict(v.verdict.scores) == {"Ana": None, "Ben": 105} and v.winners == ()
    assert v.problems[0] == ("Ana: Grand total: you wrote 2,450, but a card of Classic Yahtzee adds up to at most "
                             f"1,575, so it cannot be right and is not counted; {NOT_KNOWN}")
    text = sheet_text(v)
    assert "wins" not in text
    assert ("No winner can be decided: the score of Ana is not known, as a total written is more than the rules "
            "allow and the other totals do not give the score (see Problems). Known scores: Ben 105.") in text
    assert "Grand total  ? (wrote 2,450)" in text
    data = json.loads(json.dumps(sheet_json(v)))
    assert data["totals"] == {"Ana": None, "Ben": 105} and data["winners"] == []
    assert data["cards"]["Ana"]["grand_total"] is None and data["cards"]["Ana"]["written"]["grand_total"] == 2450


def test_every_impossible_total_is_named_and_none_counts():
    # ctot3.csv: 200 > 105, 5,000 > 235 + 1,200 = 1,435, 5,200 > 1,575; Ben: 70 + 35 + 90 = 195.
    v = csv_verdict("Box,Ana,Ben\nUpper total,200,70\nLower total,5000,90\nGrand total,5200,195\n", rules="classic")
    assert dict(v.verdict.scores) == {"Ana": None, "Ben": 195} and v.winners == ()
    assert [(p, problem.row) for p, problem in v.verdict.problems] == [
        ("Ana", "upper-total"), ("Ana", "lower-total"), ("Ana", "grand-total")]
    assert "and every Yahtzee bonus the rules allow add up to at most 1,435" in v.problems[1]


def test_a_score_the_other_totals_give_still_counts():
    # Ana's grand total 2,450 is not counted, but her upper 50 (no bonus, under 63) and lower 100 make 150;
    # Ben 70 + 35 + 90 = 195 wins, and his grand total of 30 is a slip.
    v = csv_verdict("Box,Ana,Ben\nUpper total,50,70\nLower total,100,90\nGrand total,2450,30\n", rules="classic")
    assert dict(v.verdict.scores) == {"Ana": 150, "Ben": 195} and v.winners == ("Ben",)
    assert v.problems[0].startswith("Ana: Grand total: you wrote 2,450, but a card of Classic Yahtzee adds up to at most "
                                    "1,575, so it cannot be right and is not counted")
    assert NOT_KNOWN not in v.problems[0]


def test_a_zombie_game_with_an_impossible_total_decides_nothing():
    # ztot.csv: zombie game 1's 2,450 is more than a classic card's 1,575, so the zombies' points are not known.
    v = csv_verdict("box,Lions,Tigers,Zombie game 1,Zombie game 2\nUpper total,50,40,60,20\n"
                    "Grand total,200,150,2450,40\n", name="ztot.csv")
    z = v.verdict
    assert v.choice.rules.name == "zombie"
    assert (z.survivors, z.zombies, z.winners) == (350, None, ())
    text = sheet_text(v)
    assert "Zombies (first 2 games): ? + 40 = ?. No winner can be decided: the score of Zombie game 1" in text
    assert "zombies win" not in text
    from worksheets.check import ClassVerdict
    from worksheets.render.check_key_model import build_check_key

    assert "Circled" not in build_check_key(ClassVerdict((v,))).sections[0].legend  # no side is circled


@pytest.mark.parametrize("rows, counted, problem", [
    ("Grand total,1575\n", 1575, None),  # the most a classic card holds is counted
    ("Grand total,1576\n", None, "grand-total"),
    ("Lower total,1435\nUpper total,105\n", 105 + 35 + 1435, None),
    ("Lower total,1436\nUpper total,105\n", None, "lower-total"),
    # with the Yahtzee bonus row, the lower total holds the bonus written: 235 + 0 at most, 235 + 200 with two
    ("Yahtzee bonus,0\nLower total,236\nUpper total,105\n", None, "lower-total"),
    ("Yahtzee bonus,200\nLower total,435\nUpper total,105\n", 105 + 35 + 435, None),
    # an upper total and a grand total: the grand total holds at most 70 + 35 + 1,435 = 1,540 beside 70
    ("Upper total,70\nGrand total,1540\n", 1540, None),
    ("Upper total,70\nGrand total,1541\n", None, "grand-total"),
    # beside 50 (under 63, no bonus) at most 50 + 1,435 = 1,485
    ("Upper total,50\nGrand total,1485\n", 1485, None),
    ("Upper total,50\nGrand total,1486\n", None, "grand-total"),
])
def test_the_limits_of_classic(rows, counted, problem):
    v = csv_verdict("Row,Ana\n" + rows, rules="classic")
    assert v.verdict.scores["Ana"] == counted
    assert [p.row for _, p in v.verdict.problems if p.kind == "impossible"] == ([problem] if problem else [])


def test_no_limit_where_extra_bonuses_have_none():
    # house: +100 for an extra Yahtzee fills no box (SPEC 2), so a grand total of 5,000 can be (with 47 of them and
    # 300 from the boxes); with the Yahtzee bonus row written, the lower total is bounded: 217 + 0.
    assert csv_verdict("Row,Ana\nGrand total,5000\n", rules="house").verdict.scores["Ana"] == 5000
    v = csv_verdict("Row,Ana\nUpper total,50\nYahtzee bonus,0\nLower total,218\n", rules="house")
    assert v.verdict.scores["Ana"] is None and v.verdict.problems[0][1].row == "lower-total"


def test_the_class_summary_and_the_key_say_no_winner(tmp_path):
    from worksheets.check import check_paths
    from worksheets.render.check_key_model import build_check_key

    (tmp_path / "ctot.csv").write_text("Box,Ana,Ben\nUpper total,50,70\nGrand total,2450,30\n", encoding="utf-8")
    (tmp_path / "ok.csv").write_text("Box,Ana,Ben\nGrand total,200,100\n", encoding="utf-8")
    from worksheets.check import CheckOptions

    verdicts = check_paths([tmp_path], CheckOptions(rules=find_rules("classic")))
    summary = summary_text(verdicts)
    assert "not decided" in summary and "Ana ?, Ben 105" in summary
    key = repr(build_check_key(verdicts))
    assert "No winner can be decided" in key and "wrote 2,450" in key
    # The legend speaks of a circled total only where one is circled: ok.csv's winner, not ctot.csv's.
    legends = {section.head.heading: section.legend for section in build_check_key(verdicts).sections}
    assert [("Circled" in legend) for heading, legend in sorted(legends.items())] == [False, True], legends


def test_one_students_games_name_no_best_game():
    # columns "Game 1", "Game 2" are one student's games: game 2's 1,600 is more than classic's 1,575
    v = csv_verdict("Row,Game 1,Game 2\nGrand total,200,1600\n", rules="classic")
    assert v.winners == () and dict(v.verdict.scores) == {"Game 1": 200, "Game 2": None}
    assert ("No best game can be decided: the score of Game 2 is not known, as a total written is more than the "
            "rules allow and the other totals do not give the score (see Problems). The other games: Game 1 200."
            ) in sheet_text(v)
