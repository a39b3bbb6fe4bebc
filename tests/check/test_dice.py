"""Yahtzee-family cards (issue item 3), hand-checked for every preset.

Box values a box can hold come from the rules (SPEC 2 table; ``RuleSet.card_values``); the
totals follow the official card as ``game.Scorecard`` adds them: lower total = lower boxes +
extra five-of-a-kind bonuses; grand total = upper total + upper bonus + lower total.
"""

from __future__ import annotations

import pytest

from worksheets.check import (
    DiceVerdict,
    WrittenCard,
    WrittenTotals,
    CheckOptions,
    check_file,
    check_sheet,
    judge_card,
    parse_csv,
)
from worksheets.check.dice_card import ARITHMETIC, EXTRA, IMPOSSIBLE, NOT_FILLED
from worksheets.check.dice_verdict import value_runs
from worksheets.errors import NumberFormatError, SheetError
from worksheets.rules import find_rules, preset

from .helpers import CASES, card, csv_verdict


def kinds(card_verdict):
    return [(p.kind, p.row) for p in card_verdict.problems]


def test_classic_card():
    # tests/check/cases/classic.csv, by hand (SPEC 2 classic: upper bonus 35 at >= 63, extra
    # Yahtzee +100 while the Yahtzee box holds 50):
    # Ana: upper 3+6+9+12+15+18 = 63 exactly -> bonus 35 (seed 001: "63 or more");
    #      lower 24+22+25+30+40+50+23 = 214, + Yahtzee bonus 100 = 314; grand 63+35+314 = 412.
    #      She wrote 63, 35, 100, 314, 412: no problems.
    # Ben: upper 3+4+6+12+15+24 = 64 -> bonus 35; he wrote 61 and bonus 0.
    #      lower 17+0(X)+25+30+0+0+22 = 94; grand 64+35+94 = 193; he wrote 155 = 61+0+94.
    # Cy:  Fours 15 is impossible (0-20 in fours) and Full House 20 (0 or 25): both count 0;
    #      Four of a Kind empty: not filled, 0. upper 1+2+3+0+5+6 = 17, no bonus;
    #      Yahtzee bonus 100 with the Yahtzee box at 0: counts 0;
    #      lower 12+0+0+30+40+0+18 = 100; grand 117. He wrote 32, 220 and 252.
    sheet = check_file(CASES / "classic.csv")
    verdict = sheet.verdict
    assert isinstance(verdict, DiceVerdict) and verdict.rules.name == "classic"
    assert dict(verdict.totals) == {"Ana": 412, "Ben": 193, "Cy": 117}
    assert verdict.winners == ("Ana",)
    ana, ben, cy = (verdict.cards[p] for p in ("Ana", "Ben", "Cy"))
    assert (ana.upper_total, ana.upper_bonus, ana.extra_bonus, ana.lower_total, ana.grand_total) == (63, 35, 100, 314, 412)
    assert ana.problems == ()
    assert (ben.upper_total, ben.upper_bonus, ben.lower_total, ben.grand_total) == (64, 35, 94, 193)
    assert [p.message for p in ben.problems] == [
        # the issue's own example sentence, with this card's numbers
        "Upper total: you wrote 61, the boxes add up to 64, so the 35 bonus is yours",
        "Grand total: you wrote 155, but 64 + 35 + 94 = 193 "
        "(155 adds up the totals you wrote above, so the slip is in one of them)",
    ]
    assert ben.boxes["four-of-a-kind"].written == "X" and ben.boxes["four-of-a-kind"].counts_as == 0
    assert (cy.upper_total, cy.upper_bonus, cy.extra_bonus, cy.lower_total, cy.grand_total) == (17, 0, 0, 100, 117)
    assert kinds(cy) == [(IMPOSSIBLE, "fours"), (NOT_FILLED, "four-of-a-kind"), (IMPOSSIBLE, "full-house"),
                         (ARITHMETIC, "upper-total"), (EXTRA, "extra-bonus"), (ARITHMETIC, "lower-total"),
                         (ARITHMETIC, "grand-total")]
    messages = [p.message for p in cy.problems]
    assert messages[0] == "Fours: 15 cannot be scored in Fours (it holds 0, 4, 8, 12, 16 or 20), so it counts 0"
    assert messages[2] == "Full House: 20 cannot be scored in Full House (it holds 0 or 25), so it counts 0"
    assert messages[3] == "Upper total: you wrote 32, the boxes add up to 17 (Fours does not count)"
    assert "the Yahtzee box holds 0" in messages[4]
    entry = cy.boxes["fours"]
    assert (entry.value, entry.valid, entry.words) == (15, False, "fifteen")  # issue 8 item 3: words still given
    assert verdict.categories[0].winners == ("Ana", "Ben")  # Ones: 3, 3, 1
    assert sheet.problems[0] == "Ben: Upper total: you wrote 61, the boxes add up to 64, so the 35 bonus is yours"


def test_house_card():
    # tests/check/cases/house.csv (SPEC 2 house, seed 002): 3/4 of a kind score the matching dice,
    # so Three of a Kind holds at most 18 (3 x 6); no upper bonus; +100 per extra Yahtzee.
    # Dee: upper 2+6+9+16+20+24 = 77, no bonus (she wrote 35: a problem);
    #      lower 18+24+25+30+40+27+50 = 214, + bonus 200 (two extra Yahtzees, box holds 50) = 414;
    #      grand 77 + 414 = 491; she wrote 526 = 77+35+414.
    # Eli: Three of a Kind 24 is impossible (counts 0); upper 3+4+6+8+10+12 = 43;
    #      lower 0+0+25+30+0+21+0 = 76; grand 119.
    verdict = check_file(CASES / "house.csv").verdict
    assert verdict.rules.name == "house"
    assert dict(verdict.totals) == {"Dee": 491, "Eli": 119}
    dee, eli = verdict.cards["Dee"], verdict.cards["Eli"]
    assert (dee.upper_bonus, dee.extra_bonus, dee.lower_total) == (0, 200, 414)
    assert [p.message for p in dee.problems] == [
        "Bonus: you wrote 35, but House Rules Yahtzee has no bonus for the upper boxes",
        "Grand total: you wrote 526, but 77 + 414 = 491 "
        "(526 adds up the totals you wrote above, so the slip is in one of them)",
    ]
    assert [p.message for p in eli.problems] == [
        "Three of a Kind: 24 cannot be scored in Three of a Kind (it holds 0, 3, 6, 9, 12, 15 or 18), so it counts 0"
    ]


def test_roll_em_card():
    # tests/check/cases/roll-em.csv, semicolon-separated (SPEC 2 roll-em, seed 003): fixed 25/30
    # for 3/4 of a kind; bonus 35 when 1-6 "exceeds 62"; +50 per further Lucky Dice.
    # Fay: upper 63 -> bonus 35; lower 25+30+25+30+40+50+24 = 224 + bonus 100 = 324; grand 422.
    # Gus: Three of a Kind 18 impossible (0 or 25); Lucky Dice bonus 75 is not a multiple of 50;
    #      upper 42; lower 0+0+25+30+0+50+20 = 125; grand 167, as he wrote.
    verdict = check_file(CASES / "roll-em.csv").verdict
    assert verdict.rules.name == "roll-em"
    assert dict(verdict.totals) == {"Fay": 422, "Gus": 167}
    assert verdict.cards["Fay"].problems == ()
    assert [p.message for p in verdict.cards["Gus"].problems] == [
        "Three of a Kind: 18 cannot be scored in Three of a Kind (it holds 0 or 25), so it counts 0",
        "Lucky Dice bonus: you wrote 75, but each extra Lucky Dice earns 50, so the bonus is a multiple of 50; "
        "it counts 0",
    ]


def test_dice_roller_card_and_the_same_card_under_classic():
    # tests/check/cases/dice-roller.csv (SPEC 2 dice-roller, seed 004: one Yahtzee only).
    # Hal: upper 4+8+12+16+15+18 = 73 -> bonus 35; lower 28+26+25+30+40+50+19 = 218; the
    #      Yahtzee bonus 100 does not count; grand 73+35+218 = 326 (he wrote 318 and 426).
    # Ivy: upper 21; lower 12+0+0+30+0+0+15 = 57; grand 78, as she wrote.
    # Under classic the same 100 counts (Yahtzee box holds 50): lower 318, grand 426, no problems.
    verdict = csv_verdict((CASES / "dice-roller.csv").read_text(encoding="utf-8"), rules="dice-roller").verdict
    assert dict(verdict.totals) == {"Hal": 326, "Ivy": 78}
    hal = verdict.cards["Hal"]
    assert kinds(hal) == [(EXTRA, "extra-bonus"), (ARITHMETIC, "lower-total"), (ARITHMETIC, "grand-total")]
    assert hal.problems[0].message == ("Yahtzee bonus: you wrote 100, but Yahtzee Dice Roller has no Yahtzee bonus: "
                                       "a second Yahtzee scores like any other roll, so it counts 0")
    assert verdict.cards["Ivy"].problems == ()
    classic = check_file(CASES / "dice-roller.csv").verdict
    assert classic.rules.name == "classic"  # inferred: classic and dice-roller have the same boxes
    assert dict(classic.totals) == {"Hal": 426, "Ivy": 78}
    assert classic.cards["Hal"].problems == ()


def test_yacht_card():
    # tests/check/cases/yacht.csv (SPEC 2 yacht): full house = sum of 3 + 2 of two different faces,
    # so 10 is impossible (3a + 2b = 10 only with a = b = 2); no bonuses.
    # Jo:  upper 2+4+9+8+15+18 = 56; lower 19+24+30+30+26+50 = 179; grand 235.
    # Kit: upper 21; Full House 10 counts 0; lower 0+20+0+30+17+0 = 67; grand 88 (wrote 98).
    verdict = check_file(CASES / "yacht.csv").verdict
    assert verdict.rules.name == "yacht"
    assert dict(verdict.totals) == {"Jo": 235, "Kit": 88}
    assert verdict.cards["Jo"].problems == ()
    assert [p.message for p in verdict.cards["Kit"].problems] == [
        "Full House: 10 cannot be scored in Full House (it holds 0, 7 to 9, 11 to 24 or 26 to 28), so it counts 0",
        "Grand total: you wrote 98, but 21 + 67 = 88",
    ]


def test_replace_max_rules_pay_no_bonus(tmp_path):
    # docs/rules-format.md: seed 002's preferred rule, base = "house", extra-yahtzee = "replace-max".
    rules_file = tmp_path / "family.toml"
    rules_file.write_text('base = "house"\nextra-yahtzee = "replace-max"\n', encoding="utf-8")
    text = (CASES / "house.csv").read_text(encoding="utf-8")
    verdict = csv_verdict(text, rules=str(rules_file)).verdict
    dee = verdict.cards["Dee"]
    assert dee.extra_bonus == 0 and dee.lower_total == 214  # 414 - the 200 that no longer counts
    assert any(p.kind == EXTRA and "erase a filled box" in p.message for p in dee.problems)


@pytest.mark.parametrize("rules, box, good, bad", [
    ("classic", "fours", [0, 4, 20], [2, 15, 24]),  # 0-20 in fours
    ("house", "three-of-a-kind", [0, 3, 18], [5, 21, 24]),  # at most 18
    ("roll-em", "three-of-a-kind", [0, 25], [9, 18, 30]),  # fixed value
    ("classic", "full-house", [0, 25], [20, 30]),  # 0 or 25
    ("classic", "chance", [5, 30], [1, 4, 31]),  # 5 dice: 5 to 30
    ("yacht", "four-of-a-kind", [0, 4, 24], [5, 25, 28]),
])
def test_box_values_follow_the_rules(rules, box, good, bad):
    found = preset(rules)
    for value in good:
        verdict = judge_card(found, WrittenCard({box: value}))
        assert verdict.boxes[box].valid, value
    for value in bad:
        verdict = judge_card(found, WrittenCard({box: value}))
        assert not verdict.boxes[box].valid and verdict.boxes[box].counts_as == 0, value


def test_joker_values_are_possible_under_classic():
    # SPEC 2 classic joker: an extra Yahtzee may go in Large Straight at 40 even without a straight;
    # every joker value is already a possible score, so nothing is refused.
    full = {box.key: box.scorer.maximum(5, 6) for box in preset("classic").boxes}
    verdict = judge_card(preset("classic"), WrittenCard(full))
    assert all(entry.valid for entry in verdict.boxes.values())


def test_extra_bonus_rules():
    classic = preset("classic")
    boxes = {box.key: 0 for box in classic.boxes} | {"yahtzee": 50}
    def extra(written, **changes):
        card_verdict = judge_card(classic, WrittenCard(boxes | changes, WrittenTotals(extra_bonus=written)))
        return card_verdict.extra_bonus, [p.message for p in card_verdict.problems if p.kind == EXTRA]
    assert extra(300) == (300, [])  # three extra Yahtzees
    assert extra(150)[0] == 0 and "multiple of 100" in extra(150)[1][0]
    assert extra(100, yahtzee=0)[1][0].startswith("Yahtzee bonus: you wrote 100, but the Yahtzee box holds 0")
    assert "holds nothing" in extra(100, yahtzee=None)[1][0]
    # 13 boxes: under the joker rule each extra Yahtzee fills one of the 12 other boxes
    assert extra(1200) == (1200, [])
    assert extra(1300)[0] == 0 and "only 12 other boxes" in extra(1300)[1][0]
    assert extra(0) == (0, [])


@pytest.mark.parametrize(("rules", "box", "hint"), [
    # SPEC 2: classic pays 100 for each extra Yahtzee in a row of its own, so 150 is 50 with a bonus taken in
    ("classic", "yahtzee", "; if it takes in a bonus for another Yahtzee, write 50 here and the bonus in its own row"),
    # Yacht pays no bonus for a second yacht (tests/check/cases/yacht.csv: no bonuses): no row to move it to
    ("yacht", "yacht", ""),
])
def test_a_five_alike_box_holding_a_bonus_says_where_the_bonus_goes(rules, box, hint):
    chosen = preset(rules)
    label = chosen.box(box).label
    verdict = judge_card(chosen, WrittenCard({b.key: 0 for b in chosen.boxes} | {box: 150}))
    assert [p.message for p in verdict.problems] == [
        f"{label}: 150 cannot be scored in {label} (it holds 0 or 50), so it counts 0{hint}"]


def test_a_total_under_the_lower_boxes_read_as_the_grand_total_says_what_it_is():
    # A hand-made chart: the upper boxes, Bonus, Total, the lower boxes, Total (no grand total row). The last
    # "Total" is read as the grand total; Ana's 97 is her lower boxes, 20 + 25 + 30 + 22, so the slip names the row.
    upper = "Ones,3\nTwos,6\nThrees,9\nFours,12\nFives,15\nSixes,18\nBonus,35\nTotal,98\n"
    lower = ("Three of a Kind,20\nFour of a Kind,0\nFull House,25\nSmall Straight,30\nLarge Straight,0\n"
             "Yahtzee,0\nChance,22\nTotal,97\n")
    v = csv_verdict("box,Ana\n" + upper + lower, rules="classic")
    assert v.verdict.totals["Ana"] == 63 + 35 + 97
    assert v.problems == ("Ana: Grand total: you wrote 97, but 63 + 35 + 97 = 195 (97 is what the lower boxes add up "
                          "to: if this row is their total, label it Lower total)",)


def test_bonus_row_at_and_below_the_threshold():
    classic = preset("classic")
    upper_63 = {"ones": 3, "twos": 6, "threes": 9, "fours": 12, "fives": 15, "sixes": 18}  # seed 001: 63
    wrote_0 = judge_card(classic, WrittenCard(upper_63, WrittenTotals(upper_total=63, upper_bonus=0)))
    assert wrote_0.upper_bonus == 35
    assert [p.message for p in wrote_0.problems if p.kind == ARITHMETIC] == [
        "Bonus: you wrote 0, but the upper boxes add up to 63, just the 63 needed, so the bonus is 35"]
    upper_69 = upper_63 | {"sixes": 24}  # 3 + 6 + 9 + 12 + 15 + 24
    wrote_0 = judge_card(classic, WrittenCard(upper_69, WrittenTotals(upper_total=69, upper_bonus=0)))
    assert [p.message for p in wrote_0.problems if p.kind == ARITHMETIC] == [
        "Bonus: you wrote 0, but the upper boxes add up to 69, 63 or more, so the bonus is 35"]
    upper_60 = upper_63 | {"ones": 0}
    wrote_35 = judge_card(classic, WrittenCard(upper_60, WrittenTotals(upper_total=60, upper_bonus=35)))
    assert wrote_35.upper_bonus == 0
    assert [p.message for p in wrote_35.problems if p.kind == ARITHMETIC] == [
        "Bonus: you wrote 35, but the upper boxes add up to 60, under 63, so there is no bonus"]
    # an upper total written over 63 that is really 60 explains the bonus slip in one problem
    wrong_sum = judge_card(classic, WrittenCard(upper_60, WrittenTotals(upper_total=66, upper_bonus=35)))
    assert [p.message for p in wrong_sum.problems if p.kind == ARITHMETIC] == [
        "Upper total: you wrote 66, the boxes add up to 60, under 63, so there is no bonus"]


def test_labels_by_key_alias_and_case():
    # Issue item 3: labels match case-insensitively by label or key, with aliases.
    # By hand: upper 1+2+3+4+5+6 = 21, no bonus; lower 15+0+25+30+0+0+17 = 87; grand 108.
    rows = {"Aces": ["1"], "2s": ["2"], "threes": ["3"], "FOURS": ["4"], "fives": ["5"], "Sixes": ["6"],
            "3 of a kind": ["15"], "four-of-a-kind": ["0"], "Full house": ["25"], "SM Straight": ["30"],
            "Lg straight": ["0"], "YAHTZEE": ["0"], "Chance": ["17"], "Grand Total (both sections)": ["108"]}
    verdict = csv_verdict(card(rows, ["Ana"]), rules="classic").verdict
    ana = verdict.cards["Ana"]
    assert ana.problems == ()
    assert ana.grand_total == 108 and verdict.winners == ("Ana",)


def test_roll_em_aliases_for_its_own_boxes():
    rules = preset("roll-em")
    rows = {"Yahtzee": ["50"], "Chance": ["20"], "Yahtzee bonus": ["50"]}
    verdict = csv_verdict(card(rows, ["Ana"]), rules="roll-em").verdict
    ana = verdict.cards["Ana"]
    assert ana.boxes["lucky-dice"].value == 50 and ana.boxes["freebie"].value == 20
    assert ana.extra_bonus == 50 and rules.extra_points == 50


def test_missing_box_rows_are_not_filled():
    verdict = csv_verdict(card({"Ones": ["3"], "Grand total": ["3"]}, ["Ana"]), rules="classic").verdict
    ana = verdict.cards["Ana"]
    assert ana.grand_total == 3
    assert [p.row for p in ana.problems] == [b.key for b in preset("classic").boxes if b.key != "ones"]
    assert all(p.kind == NOT_FILLED for p in ana.problems)


def test_ties_are_shared():
    rows = {"Chance": ["20", "20", "5"]}
    verdict = csv_verdict(card(rows, ["Ana", "Ben", "Cy"]), rules="yacht").verdict
    assert verdict.winners == ("Ana", "Ben")
    assert verdict.categories[-2].winners == ("Ana", "Ben")  # Choice is yacht's chance box


@pytest.mark.parametrize("rows, message", [
    ({"Ones": ["abc"]}, 'game.csv row 2, column "Ana": \'abc\' is not a whole number; a box holds its points, 0 or X'),
    ({"Ones": ["-3"]}, 'game.csv row 2, column "Ana": \'-3\' is negative'),
    # A total is a number the student added up, not a box: no "0 or X" advice for it.
    ({"Ones": ["3"], "Grand total": ["lots"]},
     'game.csv row 3, column "Ana": \'lots\' is not a whole number; a total holds the whole number it adds up to$'),
    ({"Ones": ["3"], "Bogus": ["1"]}, "game.csv row 3: 'Bogus' is not a box of Classic Yahtzee"),
    # The rows of bonuses say what they hold, not what a total holds.
    ({"Ones": ["3"], "Bonus": ["✓✓"]},  # one bonus at the most: one tick is it, two are no number
     'game.csv row 3, column "Ana": \'✓✓\' is not a whole number; the Bonus holds its points, 0, a dash or a '
     'tick$'),
    # "1 000" is a thousand grouped with a space, as French and Swiss Excel write it: not the list "1" and
    # "000" added up (read as 1 before, and the winner changed); refused as a grouped total is.
    ({"Ones": ["3"], "Yahtzee bonus": ["1 000"]},
     'game.csv row 3, column "Ana": \'1 000\' has spaces between digits; write the digits together; the bonus '
     'row holds one number of points \\(such as 100 or 200\\), a dash for none, or a tick or a plus entry for each '
     'bonus$'),
    ({"Ones": ["3"], "Yahtzee bonus": ["1\u202f200"]},  # a narrow no-break space is shown as the space it is
     'game.csv row 3, column "Ana": \'1 200\' has spaces between digits'),
    ({"Ones": ["3"], "ones": ["1"]}, "game.csv row 3: 'ones' is on the sheet twice \\(also 'Ones', row 2\\)"),
    ({"Ones": ["3"], "Dice bought": ["1"]}, "game.csv row 3: 'Dice bought' is not a box"),
])
def test_unusable_yahtzee_sheets_name_row_and_column(rows, message):
    with pytest.raises((SheetError, NumberFormatError), match=message):
        csv_verdict(card(rows, ["Ana"]), rules="classic")


@pytest.mark.parametrize("dash", ["-", "\u2013", "\u2014"])
def test_a_dash_in_the_yahtzee_bonus_row_is_no_bonus_as_in_the_bonus_row(dash):
    # A child marks "no extra Yahtzee" with a dash, as the upper Bonus row takes one; before, the sheet was refused.
    from worksheets.check import sheet_json

    rows = {"Ones": ["3", "3"], "Yahtzee bonus": [dash, "100"]}
    data = sheet_json(csv_verdict(card(rows, ["Ana", "Ben"]), rules="classic"))
    ana, ben = data["cards"]["Ana"], data["cards"]["Ben"]
    assert ana["written"]["extra_bonus"] == 0 and ana["grand_total"] == 3
    assert not [p for p in ana["problems"] if p["row"] == "extra-bonus"]
    # Ben wrote 100 with no Yahtzee on his card: the bonus row's problem is his
    assert [p["row"] for p in ben["problems"] if p["row"] == "extra-bonus"] == ["extra-bonus"]


def test_readings_are_refused_on_a_dice_card():
    with pytest.raises(SheetError, match="readings aloud are for place-value games"):
        csv_verdict("box,Ana,Ana reading\nOnes,3,three\n", rules="classic")


def test_value_runs_describe_possible_values():
    assert value_runs(frozenset({0, 4, 8})) == [(0, 0), (4, 4), (8, 8)]
    assert value_runs(frozenset({0, *range(5, 31)})) == [(0, 0), (5, 30)]
    assert value_runs(frozenset({7, 8, 11, 12, 13})) == [(7, 7), (8, 8), (11, 13)]


def test_custom_rules_file(tmp_path):
    # A teacher's own rules (docs/rules-format.md): 4 dice, a 20-point bonus at 30.
    rules_file = tmp_path / "small.toml"
    rules_file.write_text(
        'dice = 4\nfaces = 6\nrolls = 3\n[upper-bonus]\nthreshold = 30\npoints = 20\n'
        '[[boxes]]\nlabel = "Sixes"\nscorer = "upper"\nface = 6\n'
        '[[boxes]]\nlabel = "Fives"\nscorer = "upper"\nface = 5\n'
        '[[boxes]]\nlabel = "Sum"\nscorer = "chance"\n', encoding="utf-8")
    rules = find_rules(str(rules_file))
    # By hand: Sixes 24 (4 x 6) + Fives 10 = 34 >= 30 -> bonus 20; Sum 25 is more than 4 x 6 = 24: impossible.
    verdict = csv_verdict(card({"Sixes": ["24"], "Fives": ["10"], "Sum": ["25"], "Total": ["79"]}, ["Ana"]),
                          rules=str(rules_file)).verdict
    ana = verdict.cards["Ana"]
    assert (ana.upper_total, ana.upper_bonus, ana.grand_total) == (34, 20, 54)
    assert [p.kind for p in ana.problems] == [IMPOSSIBLE, ARITHMETIC]
    assert rules.card_values("sum") == frozenset({0, *range(4, 25)})


def test_digits_are_refused_for_a_dice_game():
    with pytest.raises(SheetError, match="--digits and --dice are for place-value games"):
        csv_verdict(card({"Ones": ["3"]}, ["Ana"]), rules="classic", digits=5)


@pytest.mark.parametrize("dash", ["-", "\u2013", "\u2014"])
def test_a_dash_in_a_box_is_a_scratched_box(dash):
    # Children cross a box out with a dash as often as with X; before, "-" stopped the check. classic.csv with Ben's
    # Four of a Kind (X there) written as a dash: the same verdict, Ben 193 (worked out in the test above).
    text = (CASES / "classic.csv").read_text(encoding="utf-8")
    rows = [line.split(",") for line in text.splitlines()]
    ben = rows[0].index("Ben")
    row = next(r for r in rows if r[0].strip().casefold() == "four of a kind")
    assert row[ben] == "X"
    row[ben] = dash
    verdict = check_sheet(parse_csv("\n".join(",".join(r) for r in rows) + "\n", "game.csv"), CheckOptions()).verdict
    assert dict(verdict.totals) == {"Ana": 412, "Ben": 193, "Cy": 117}
    assert verdict.cards["Ben"].boxes["four-of-a-kind"].counts_as == 0


# A completed classic card whose upper boxes earn the bonus: Ben's 3+4+6+12+15+24 = 64, 63 or more, so the bonus is
# 35; his lower boxes 17+0+25+30+0+0+22 = 94 (Four of a Kind X), so 64 + 35 + 94 = 193. His Bonus cell is filled in
# by each test; his grand total 158 = 64 + 0 + 94 takes the bonus cell as 0.
_BONUS_CARD = {"Ones": ["3"], "Twos": ["4"], "Threes": ["6"], "Fours": ["12"], "Fives": ["15"], "Sixes": ["24"],
               "Upper total": ["64"], "Bonus": ["?"], "Three of a Kind": ["17"], "Four of a Kind": ["X"],
               "Full House": ["25"], "Small Straight": ["30"], "Large Straight": ["0"], "Yahtzee": ["0"],
               "Chance": ["22"], "Lower total": ["94"], "Grand total": ["158"]}


@pytest.mark.parametrize("dash", ["-", "\u2013"])
def test_a_dash_in_the_bonus_row_is_quoted_as_written_not_as_a_0(dash):
    # New-user trial: the report said "you wrote 0" for a dash; the problem quotes the dash and says how it was read.
    rows = {**_BONUS_CARD, "Bonus": [dash]}
    verdict = csv_verdict(card(rows, ["Ben"]), rules="classic").verdict
    ben = verdict.cards["Ben"]
    assert (ben.written.upper_bonus, ben.written.upper_bonus_mark, ben.grand_total) == (0, dash, 193)
    [bonus] = [p.message for p in ben.problems if p.row == "bonus"]
    assert bonus == (f"Bonus: you wrote '{dash}' (a dash, read as 0: no bonus), but the upper boxes add up to 64, "
                     "63 or more, so the bonus is 35")
    assert "wrote 0" not in bonus
    # a 0 written is still quoted as a 0
    zero = csv_verdict(card({**_BONUS_CARD, "Bonus": ["0"]}, ["Ben"]), rules="classic").verdict.cards["Ben"]
    assert zero.written.upper_bonus_mark is None
    assert [p.message for p in zero.problems if p.row == "bonus"] == [bonus.replace(
        f"'{dash}' (a dash, read as 0: no bonus)", "0")]


@pytest.mark.parametrize("tick", ["\u2713", "\u2714", "\u221a"])
def test_a_tick_in_the_bonus_row_is_the_bonus(tick):
    # Trial 18: a child ticks "got the bonus", as the extra-bonus row takes ticks. Ben's upper boxes add up to 64,
    # so the tick is right and counts 35: his lower total 94, the grand total 64 + 35 + 94 = 193.
    rows = {**_BONUS_CARD, "Bonus": [tick], "Grand total": ["193"]}
    ben = csv_verdict(card(rows, ["Ben"]), rules="classic").verdict.cards["Ben"]
    assert (ben.written.upper_bonus, ben.written.upper_bonus_mark, ben.grand_total) == (35, tick, 193)
    assert ben.problems == ()
    # Under the threshold the tick is the slip, quoted as written: Ones 1 leaves the upper boxes at 62.
    low = csv_verdict(card({**rows, "Ones": ["1"], "Upper total": ["62"], "Grand total": ["191"]}, ["Ben"]),
                      rules="classic").verdict.cards["Ben"]
    [bonus] = [p.message for p in low.problems if p.row == "bonus"]
    assert bonus == (f"Bonus: you wrote '{tick}' (a tick, read as the bonus, 35), but the upper boxes add up to 62, "
                     "under 63, so there is no bonus")


def test_a_dash_in_the_bonus_row_of_a_sheet_of_totals_only():
    # Totals only: Ben's upper total 70 earns the 35 bonus (63 or more); the dash is quoted there too.
    text = "player,Ana,Ben\nUpper total,70,70\nBonus,35,\u2013\nLower total,100,100\nGrand total,205,170\n"
    ben = csv_verdict(text, rules="classic").verdict.cards["Ben"]
    assert [p.message for p in ben.problems if p.row == "bonus"] == [
        "Bonus: you wrote '\u2013' (a dash, read as 0: no bonus), but the upper boxes add up to 70, 63 or more, "
        "so the bonus is 35"]


def test_two_bonuses_in_the_upper_bonus_cell_are_two_numbers_not_a_plus_sign():
    # "+35 +35": the bonus written twice; refused as any cell holding two numbers is ("25 25"), naming row and column.
    with pytest.raises(SheetError) as error:
        csv_verdict(card({**_BONUS_CARD, "Bonus": ["+35 +35"]}, ["Ben"]), rules="classic")
    assert str(error.value) == ('game.csv row 9, column "Ben": \'+35 +35\' holds 2 numbers (+35 and +35); a cell '
                                'holds one; the Bonus holds its points, 0, a dash or a tick')
