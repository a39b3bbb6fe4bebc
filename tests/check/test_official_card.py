"""The official Yahtzee score card typed as printed, and the seeds' own wordings (issue 8 item 1).

Expected values are worked out by hand from seed 001 (classic rules: upper bonus 35 at 63, line 100;
full house 25, line 111; straights 30 and 40, line 106; Yahtzee 50, line 116; +100 per extra
Yahtzee, line 120), seed 002 (house: "write +100 under your column", line 158) and seed 003
(Roll-Em's categories, lines 187-199, and its bonus, line 255).
"""

from __future__ import annotations

import pytest

import json

from . import make_golden
from .helpers import CASES, GOLDEN, card, csv_verdict


def _official():
    return csv_verdict((CASES / "official.csv").read_text(encoding="utf-8"), name="official.csv")


def test_the_official_card_is_classic_without_rules():
    v = _official()
    assert v.choice.rules.name == "classic" and v.choice.how == "labels"


def test_right_sums_get_no_problem():
    # Ana: upper 3+6+9+12+15+18 = 63 (seed 001 line 100), bonus 35, TOTAL of Upper Section 98;
    # lower 24+22+25+30+40+50+23 + Yahtzee bonus 100 = 314; grand total 98 + 314 = 412.
    ana = _official().verdict.cards["Ana"]
    assert ana.problems == ()
    assert (ana.upper_total, ana.upper_bonus, ana.totals.upper_with_bonus, ana.lower_total,
            ana.grand_total) == (63, 35, 98, 314, 412)
    assert ana.written.upper_total == 63 and ana.written.upper_with_bonus == 98
    assert ana.written.upper_carried == 98


def test_a_wrong_total_of_upper_section_is_exactly_that_problem():
    # Ben: upper 2+4+6+12+15+24 = 63, bonus 35, so TOTAL of Upper Section is 98, not the 63 he wrote;
    # the repeat in the lower section (98) and GRAND TOTAL 98 + 94 = 192 are right.
    ben = _official().verdict.cards["Ben"]
    assert [(p.kind, p.row, p.message) for p in ben.problems] == [
        ("arithmetic", "upper-with-bonus",
         "Total of upper section: you wrote 63, but the upper boxes and the bonus add up to 63 + 35 = 98")]
    assert ben.grand_total == 192


def test_official_golden_text_and_json():
    text, data = make_golden.reports(["official.csv"])
    assert text == (GOLDEN / "official.txt").read_text(encoding="utf-8")
    assert data == (GOLDEN / "official.json").read_text(encoding="utf-8")
    cards = json.loads(data)["cards"]
    assert cards["Ben"]["written"]["upper_with_bonus"] == 63 and cards["Ben"]["upper_with_bonus"] == 98


def test_upper_section_total_alone_is_the_boxes():
    # With no TOTAL SCORE or BONUS row above it, "Total of upper section" is the upper boxes alone.
    rows = {"Aces": ["3"], "Twos": ["6"], "Threes": ["9"], "Fours": ["12"], "Fives": ["15"], "Sixes": ["18"],
            "Total of upper section": ["63"]}
    ana = csv_verdict(card(rows, ["Ana"]), rules="classic").verdict.cards["Ana"]
    assert [p for p in ana.problems if p.kind == "arithmetic"] == []


def test_total_score_at_the_end_is_the_grand_total():
    # Upper 63 + bonus 35 + chance 23 = 121.
    rows = {"Aces": ["3"], "Twos": ["6"], "Threes": ["9"], "Fours": ["12"], "Fives": ["15"], "Sixes": ["18"],
            "Chance": ["23"], "Total score": ["121"]}
    ana = csv_verdict(card(rows, ["Ana"]), rules="classic").verdict.cards["Ana"]
    assert ana.written.grand_total == 121 and [p for p in ana.problems if p.kind == "arithmetic"] == []


def test_ticks_in_the_yahtzee_bonus_row():
    # The official card: a tick for each extra Yahtzee, 100 each (seed 001 line 120).
    rows = {"YAHTZEE": ["50"], "YAHTZEE BONUS": ["✓✓"]}
    ana = csv_verdict(card(rows, ["Ana"]), rules="classic").verdict.cards["Ana"]
    assert ana.extra_bonus == 200


def test_seed_002_plus_100():
    # Seed 002 line 158: "write +100 under your column" for each extra Yahtzee (house rules).
    rows = {"Yahtzee": ["50"], "+100": ["+100 +100"]}
    ana = csv_verdict(card(rows, ["Ana"]), rules="house").verdict.cards["Ana"]
    assert ana.extra_bonus == 200 and ana.lower_total == 250


@pytest.mark.parametrize("written", ["+100, +100", "+100,+100", "+100 , +100", "100 100"])
def test_plus_100_listed_with_commas(written):
    # The same two extra Yahtzees, written as a list: 200, as "+100 +100" is (seed 002 line 158).
    rows = {"Yahtzee": ["50"], "+100": [f'"{written}"']}  # quoted, as a spreadsheet saves a cell with a comma
    ana = csv_verdict(card(rows, ["Ana"]), rules="house").verdict.cards["Ana"]
    assert ana.extra_bonus == 200 and ana.lower_total == 250
    assert not [p for p in ana.problems if "commas" in p.message or "bonus" in p.message.lower()]


def test_seed_003_wordings_are_roll_em():
    # Seed 003 lines 187-199, numbered as printed. Upper 3+6+9+12+15+18 = 63 > 62: bonus 35 (line 255);
    # lower 25+30+25+30+40+50+23 = 223 (lines 233-245); grand 63 + 35 + 223 = 321.
    text = "\n".join([
        "Category,Ana",
        "1. As many ones as possible,3", "2. As many twos as possible,6", "3. As many threes as possible,9",
        "4. As many fours as possible,12", "5. As many fives as possible,15", "6. As many sixes as possible,18",
        "7. Three of a kind,25", "8. Four of a kind,30", '"9. Full house (2 of one kind, 3 of another)",25',
        "10. Small straight (4 consecutive numbers),30", "11. Large straight (5 consecutive numbers),40",
        "12. Lucky Dice (5 of a kind).,50", "13. Freebie (total of all dice),23", "Grand total,321", ""])
    v = csv_verdict(text)
    assert v.choice.rules.name == "roll-em"
    ana = v.verdict.cards["Ana"]
    assert ana.problems == () and ana.grand_total == 321


def test_ticks_under_rules_without_an_extra_bonus_read_as_plus_100():
    # Dice-roller pays no extra-Yahtzee bonus (SPEC section 2). Two ticks are the official card's 2 x 100
    # (seed 001 line 120), so they are judged as "+100 +100" is: a written 200 that counts 0, and a lower total
    # of 50 + 23 + 200 = 273 that took it in is told why it is 73.
    def judged(bonus: str):
        rows = {"Yahtzee": ["50"], "Chance": ["23"], "Yahtzee bonus": [bonus], "Lower total": ["273"]}
        return csv_verdict(card(rows, ["Ana"]), rules="dice-roller").verdict.cards["Ana"]

    ticks, plus = judged("✓✓"), judged("+100 +100")
    assert ticks.written.extra_bonus == 200 and ticks.extra_bonus == 0 and ticks.lower_total == 73
    assert [(p.kind, p.row) for p in ticks.problems if p.kind != "not-filled"] == [
        ("extra-bonus", "extra-bonus"), ("arithmetic", "lower-total")]
    assert "has no Yahtzee bonus" in ticks.problems[-2].message
    assert ticks.problems[-1].message.endswith("add up to 73 (Yahtzee bonus does not count)")
    assert ticks.problems == plus.problems


def test_the_bonus_written_with_a_plus_or_as_a_dash_for_none():
    # "+35" as the bonus is announced, "-" for no bonus, as students fill a card by hand (SPEC 2: 35 for 63 or
    # more). Ana's upper boxes 3+6+...+18 = 63 earn it; Ben's 1+2+...+6 = 21 do not: nothing to call a slip.
    upper = {"Ones": ["3", "1"], "Twos": ["6", "2"], "Threes": ["9", "3"], "Fours": ["12", "4"],
             "Fives": ["15", "5"], "Sixes": ["18", "6"], "Bonus": ["+35", "-"]}
    verdict = csv_verdict(card(upper, ["Ana", "Ben"]), rules="classic").verdict
    assert verdict.cards["Ana"].written.upper_bonus == 35 and verdict.cards["Ben"].written.upper_bonus == 0
    assert not [p for player in ("Ana", "Ben") for p in verdict.cards[player].problems if p.row == "bonus"]
