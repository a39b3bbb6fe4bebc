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
    # Trial 18: a tally of grand totals was told its scores came from "the upper and lower totals".
    [note] = [note for note in v.notes if note.startswith(NOTE)]
    assert note.endswith("Each score is the grand total as written; one more than the rules allow is a problem, "
                         "not points.") and "upper and lower" not in note
    # With a section total written as well, the note says how the totals give the score.
    both = csv_verdict("player,Ana,Ben\nUpper total,70,63\nGrand total,412,193\n", rules="classic")
    assert any("what the upper and lower totals earn" in n for n in both.notes)


def test_the_slips_between_written_totals_are_named():
    # Ben: upper 60 is under 63 (seed 001 line 100), so no bonus: he earns 60 + 0 + 94 = 154. The bonus and the
    # grand total he wrote are problems, not points (his own sum 60 + 35 + 94 is 189, not 190).
    v = csv_verdict("player,Ana,Ben\nUpper total,63,60\nBonus,35,35\nLower total,314,94\nGrand total,412,190\n",
                    rules="classic")
    assert v.verdict.totals["Ben"] == 154
    assert v.problems == (
        "Ben: Bonus: you wrote 35, but the upper boxes add up to 60, under 63, so there is no bonus",
        "Ben: Grand total: you wrote 190, but 60 + 0 + 94 = 154",
    )


def test_a_player_with_no_total_stops_the_command():
    # Cy wrote an upper total but no grand total (nor a lower total). A column left wholly empty is a player
    # absent, left out with a note (tests/check/test_saved_by_spreadsheets.py), so Cy's column is not empty here.
    with pytest.raises(SheetError, match=r'game.csv row 3, column "Cy": no grand total; a sheet of totals only'):
        csv_verdict("player,Ana,Ben,Cy\nUpper total,63,60,50\nGrand total,412,193,\n", rules="classic")


def test_a_wrong_bonus_is_not_points(tmp_path):
    # The trial's tonly4.csv as Excel saves it. SPEC section 2: 35 only at 63 or more. Ana earns 60 + 0 + 200 =
    # 260, Ben 70 + 35 + 160 = 265: Ben wins, and both bonuses written are problems.
    from ..files import write
    from .test_saved_by_spreadsheets import excel_csv

    path = write(tmp_path, "tonly4.csv", excel_csv([["player", "Ana", "Ben"], ["Upper total", "60", "70"],
                                                    ["Bonus", "35", "0"], ["Lower total", "200", "160"]]))
    from worksheets.check import CheckOptions
    from worksheets.rules import find_rules

    v = check_file(path, CheckOptions(rules=find_rules("classic")))
    assert dict(v.verdict.totals) == {"Ana": 260, "Ben": 265} and v.verdict.winners == ("Ben",)
    assert [p.split(":")[:2] for p in v.problems] == [["Ana", " Bonus"], ["Ben", " Bonus"]]
    assert (v.verdict.cards["Ana"].upper_bonus, v.verdict.cards["Ben"].upper_bonus) == (0, 35)


def test_a_bonus_the_sheet_lacks_is_shown_worked_out():
    # tonly3.csv: no Bonus row. Ben's 70 earns 35 (SPEC section 2), so 70 + 35 + 160 = 265; the report and the
    # JSON show that 35 in a Bonus row, and a note says it was worked out.
    from worksheets.check.report import sheet_json, sheet_text

    v = csv_verdict("player,Ana,Ben\nUpper total,60,70\nLower total,200,160\n", rules="classic")
    assert dict(v.verdict.totals) == {"Ana": 260, "Ben": 265}
    text = sheet_text(v)
    assert [line.split() for line in text.splitlines() if line.strip().startswith("Bonus")] == [["Bonus", "0", "35"]]
    assert any("no Bonus row" in note and "worked out" in note for note in v.notes)
    cards = sheet_json(v)["cards"]["Ben"]
    assert (cards["upper_bonus"], cards["written"]["upper_bonus"]) == (35, None)


# --- every combination of totals written, against the card they came from ------------------------------------
# Each rule set's bonus and extra-bonus terms, from SPEC section 2 (not from the rules files):
# (upper bonus points or 0, its threshold, points per extra five-alike or 0, whether the joker rule limits them).
_TERMS = {"classic": (35, 63, 100, True), "dice-roller": (35, 63, 0, False), "house": (0, 0, 100, False),
          "roll-em": (35, 63, 50, False)}
_OMIT, _RIGHT, _WRONG = "omitted", "right", "wrong"


def _expected(name: str, u: int, l: int, extras: int, how: dict[str, str]):
    """The card a student wrote these totals from (upper boxes ``u``, lower boxes ``l``, ``extras`` extra
    five-alikes rolled), the totals written as ``how`` says, and what the sheet must score: what the card's totals
    earn by the rules, a written slip in the bonus, the extra bonus or the grand total counting nothing, unless
    the grand total is all there is to go on (None: nothing to score, the sheet is refused)."""
    points, threshold, each, joker = _TERMS[name]
    earned_bonus = points if points and u >= threshold else 0
    pays = each * extras  # what the extra bonus is worth under these rules
    # what the student writes: the official card's 100 a tick under rules that pay none, or a slip of 130
    written_extra = {_OMIT: None, _RIGHT: (each or 100) * extras, _WRONG: 130}[how["extra"]]
    if written_extra is None and how["lower"] == "boxes":  # a lower total above an empty bonus row: none claimed
        pays = 0
    extra_in = pays if written_extra is None else written_extra  # what the student's totals took in
    counts = 0 if written_extra is None else written_extra
    if written_extra is not None and (not each or written_extra % each or (joker and written_extra // each > 12)):
        counts = 0
    elif written_extra is None:
        counts = pays
    bonus = {_OMIT: None, _RIGHT: earned_bonus, _WRONG: 35 - earned_bonus if points else 35}[how["bonus"]]
    upper = u if how["upper"] == _RIGHT else None
    lower = None if how["lower"] == _OMIT else l + (extra_in if how["lower"] == "lower" else 0)
    own_sum = u + (bonus if bonus is not None else earned_bonus) + l + extra_in
    grand = {_OMIT: None, _RIGHT: own_sum, _WRONG: own_sum + 7}[how["grand"]]
    written = dict(upper_total=upper, upper_bonus=bonus, extra_bonus=written_extra, grand_total=grand,
                   **{("lower_boxes" if how["lower"] == "boxes" else "lower_total"): lower})
    if upper is not None and lower is not None:
        return written, u + earned_bonus + l + counts
    if grand is None:
        return written, None
    # only the grand total: less what it took in that does not count; a bonus written is all there is to go on
    # when the upper total is not (under rules with no bonus it counts nothing)
    took_bonus = bonus if bonus is not None else earned_bonus
    counted_bonus = earned_bonus if upper is not None else (took_bonus if points else 0)
    return written, grand - took_bonus + counted_bonus - extra_in + counts


@pytest.mark.parametrize("name", sorted(_TERMS))
def test_every_combination_of_totals_scores_what_the_card_earns(name):
    from itertools import product

    from worksheets.check import WrittenCard, WrittenTotals, judge_card
    from worksheets.rules import find_rules

    rules = find_rules(name)
    for u, l, extras, *states in product((50, 63, 80), (0, 150), (0, 2), (_OMIT, _RIGHT), (_OMIT, _RIGHT, _WRONG),
                                         (_OMIT, _RIGHT, _WRONG), (_OMIT, "lower", "boxes"),
                                         (_OMIT, _RIGHT, _WRONG)):
        how = dict(zip(("upper", "bonus", "extra", "lower", "grand"), states))
        written, score = _expected(name, u, l, extras, how)
        card = WrittenCard({}, WrittenTotals(**written), totals_only=True)
        if score is None:
            with pytest.raises(SheetError):
                judge_card(rules, card, "Ana")
            continue
        verdict = judge_card(rules, card, "Ana")
        assert verdict.grand_total == score, (u, l, extras, how)
        slips = {p.row for p in verdict.problems}
        if "bonus" in slips:  # never a bonus the verdict itself calls wrong
            assert verdict.upper_bonus != written["upper_bonus"] or not _TERMS[name][0], (u, l, extras, how)
        if "extra-bonus" in slips:
            assert verdict.extra_bonus == 0, (u, l, extras, how)
        if how["upper"] == _RIGHT and how["bonus"] == _WRONG:
            assert "bonus" in slips, (u, l, extras, how)
        if how["upper"] == _RIGHT and how["lower"] != _OMIT and how["grand"] == _WRONG:
            assert "grand-total" in slips, (u, l, extras, how)
        for row in ("bonus", "extra-bonus", "lower-total", "lower-boxes", "grand-total"):
            # a total shown unlike the one written is a problem named on its row, or on the row it took in
            written_here = verdict.written.get(row)
            if written_here is not None and written_here != verdict.totals.get(row):
                assert row in slips or (row == "grand-total" and slips & {"bonus", "extra-bonus"}), \
                    (u, l, extras, how, row)
        if _WRONG not in states and (how["extra"] == _OMIT or _TERMS[name][2] or not extras):
            assert verdict.problems == (), (u, l, extras, how)


def test_an_upper_total_with_the_bonus_alone():
    # The official card's "Total of upper section" with no upper total or bonus to go by: 98 can only be 63 + 35
    # (classic: 35 at 63 or more), 50 only 50 + 0; no upper total gives 70 (under 63 there is no bonus, 63 or more
    # makes 98 or more), so 70 counts as written, with a problem.
    from worksheets.check import WrittenCard, WrittenTotals, judge_card
    from worksheets.rules import find_rules

    def judged(with_bonus: int):
        written = WrittenTotals(upper_with_bonus=with_bonus, lower_total=200)
        return judge_card(find_rules("classic"), WrittenCard({}, written, totals_only=True), "Ana")

    assert [(c.upper_total, c.upper_bonus, c.grand_total, c.problems) for c in (judged(98), judged(50))] == [
        (63, 35, 298, ()), (50, 0, 250, ())]
    odd = judged(70)
    assert odd.grand_total == 270 and [p.row for p in odd.problems] == ["upper-with-bonus"]
    assert odd.problems[0].message.startswith("Total of upper section: you wrote 70, but no upper total gives that")


# --- the official card's "TOTAL of Upper Section" on a sheet of totals --------------------------------------
# Classic (SPEC section 2): 35 for upper boxes of 63 or more, which add up to 105 at most (5 x (1 + ... + 6)). The
# official card's "TOTAL of Upper Section" holds the boxes with the bonus; a student may write the boxes alone there.


def _totals_sheet(tmp_path, name: str, text: str):
    from worksheets.check import CheckOptions
    from worksheets.check.report import sheet_text
    from worksheets.rules import find_rules

    from ..files import write

    checked = check_file(write(tmp_path, name, text.replace("\n", "\r\n")), CheckOptions(rules=find_rules("classic")))
    return checked, sheet_text(checked)


def test_the_official_totals_count_the_bonus_once(tmp_path):
    # tot3.csv. Ana's 98 is 63 + 35 (her grand total 198 = 98 + 100 adds it up so), Ben's 62 is under 63, the
    # boxes alone with no bonus: Ana 98 + 100 = 198, Ben 62 + 150 = 212. Before: "Ana wins with 233 points to 212".
    v, text = _totals_sheet(tmp_path, "tot3.csv", "Row,Ana,Ben\nTOTAL of Upper Section,98,62\n"
                                                  "TOTAL of Lower Section,100,150\nGRAND TOTAL,198,212\n")
    assert dict(v.verdict.totals) == {"Ana": 198, "Ben": 212} and v.verdict.winners == ("Ben",)
    assert v.problems == ()
    assert "Ben wins with 212 points to 198." in text


def test_an_upper_section_total_under_98_is_the_boxes_alone(tmp_path):
    # tot2.csv. Ana's 95 cannot hold the bonus (that needs 63 + 35 = 98 or more), so it is the boxes alone and
    # earns 35: 95 + 35 + 150 = 280, and her 245 (95 + 150) left the bonus out. Ben's 98 may be either; his grand
    # total 238 = 98 + 140 takes it as 63 + 35, so he scores 238 with no slip.
    v, _ = _totals_sheet(tmp_path, "tot2.csv", "Row,Ana,Ben\nTotal of upper section,95,98\nLower total,150,140\n"
                                               "Grand total,245,238\n")
    assert dict(v.verdict.totals) == {"Ana": 280, "Ben": 238} and v.verdict.winners == ("Ana",)
    assert v.problems == ("Ana: Grand total: you wrote 245, but 95 + 35 + 150 = 280",)
    ana, ben = v.verdict.cards["Ana"], v.verdict.cards["Ben"]
    assert (ana.written.upper_total, ben.written.upper_with_bonus) == (95, 98)


def test_an_upper_total_and_a_bonus_written_are_read_as_before(tmp_path):
    # tot.csv, a guard: Ana's 60 earns no bonus, so 60 + 150 = 210 and her 35 and 245 are slips; Ben 63 + 35 + 140
    # = 238 wins.
    v, text = _totals_sheet(tmp_path, "tot.csv", "Row,Ana,Ben\nUpper total,60,63\nBonus,35,35\nLower total,150,140\n"
                                                 "Grand total,245,238\n")
    assert dict(v.verdict.totals) == {"Ana": 210, "Ben": 238} and v.verdict.winners == ("Ben",)
    assert [p.split(":")[:2] for p in v.problems] == [["Ana", " Bonus"], ["Ana", " Grand total"]]
    assert "Ben wins with 238 points to 210." in text


def test_an_upper_section_total_that_may_be_either_is_noted_when_no_grand_total_tells(tmp_path):
    # 100 and 98 may each be the boxes alone (up to 105) or 65 + 35 and 63 + 35; with no grand total they are read
    # as the official card's row holds them, with the bonus: Ana 100 + 100 = 200, Ben 98 + 150 = 248. Cy's 120 is
    # more than the boxes alone can be, so it is 85 + 35, not assumed: 120 + 100 = 220.
    v, _ = _totals_sheet(tmp_path, "amb.csv", "Row,Ana,Ben,Cy\nTOTAL of Upper Section,100,98,120\n"
                                              "TOTAL of Lower Section,100,150,100\n")
    assert dict(v.verdict.totals) == {"Ana": 200, "Ben": 248, "Cy": 220} and v.problems == ()
    assert any("(Ana 100 and Ben 98), it was read as holding the bonus" in note for note in v.notes)


def test_an_upper_section_total_above_the_bonus_row_is_the_boxes_alone(tmp_path):
    # a guard: with the bonus written below it, 63 is the boxes alone: 63 + 35 + 100 = 198, no slip and no note
    v, _ = _totals_sheet(tmp_path, "above.csv", "Row,Ana\nTotal of upper section,63\nBonus,35\nLower total,100\n")
    assert dict(v.verdict.totals) == {"Ana": 198} and v.problems == ()
    assert not any("upper-section total" in note for note in v.notes)


def test_an_upper_total_no_card_can_make_is_a_problem():
    # Classic's upper boxes hold at most 5 x (1 + 2 + ... + 6) = 105 (SPEC 2): a written 110 cannot be right and is
    # not counted. Her grand total 245 beside her lower total 100 leaves 145 for the upper section, more than its
    # 105 + 35 = 140, so it cannot be right either: Ana's score is not known, and no winner is declared.
    sheet = csv_verdict("Row,Ana,Ben\nUpper total,110,70\nLower total,100,150\nGrand total,245,255\n", rules="classic")
    assert dict(sheet.verdict.scores) == {"Ana": None, "Ben": 255} and sheet.winners == ()
    assert sheet.problems == (
        "Ana: Upper total: you wrote 110, but the upper boxes add up to at most 105, so it cannot be right and is "
        "not counted; the other totals do not give the score, so it is not known",
        "Ana: Grand total: you wrote 245, but beside the Lower total of 100 it can be at most 240 by the rules of "
        "Classic Yahtzee, so it cannot be right and is not counted; the other totals do not give the score, so it "
        "is not known")


# --- an upper total and a grand total, no lower total: the grand total is the score, with the bonus in it ---------
# Classic (SPEC section 2): 35 for upper boxes of 63 or more. With no lower total the grand total written is all
# there is to go on for the lower section: it is taken to hold the bonus when it has room for it (a note says so),
# a grand total below upper total + bonus left the bonus out, and one below the upper total alone is a slip.


def test_a_grand_total_with_room_for_the_bonus_is_taken_to_hold_it():
    # Ana: 70 earns 35; 200 has room for 70 + 35 (lower 95), so she scores 200, with a note naming her bonus.
    # Ben: 50 earns nothing; his 180 is his score, and no bonus is named for him.
    v = csv_verdict("player,Ana,Ben\nUpper total,70,50\nGrand total,200,180\n", rules="classic")
    assert dict(v.verdict.totals) == {"Ana": 200, "Ben": 180} and v.problems == ()
    held = [note for note in v.notes if "no lower total" in note]
    assert len(held) == 1 and "including the upper bonus" in held[0] and "(Ana 35)" in held[0]


def test_a_grand_total_with_no_room_for_the_bonus_left_it_out():
    # Ben: 70 earns 35, but 90 < 70 + 35 = 105: the bonus is not in it (lower 20), so he scores 90 + 35 = 125.
    # Ana: 70 + 35 + 15 = 120 as written. Ben wins by the rules (125 > 120); by the grand totals as written
    # (120 > 90) Ana would.
    v = csv_verdict("player,Ana,Ben\nUpper total,70,70\nGrand total,120,90\n", rules="classic")
    assert dict(v.verdict.totals) == {"Ana": 120, "Ben": 125} and v.verdict.winners == ("Ben",)
    assert v.problems == ("Ben: Grand total: you wrote 90, but the upper total 70 and its bonus of 35 make 105, "
                          "more than that: the bonus was left out of it, so the score is 90 + 35 = 125",)
    assert "By the grand totals as written, Ana would win; by the rules, Ben wins." in v.notes


def test_a_grand_total_that_leaves_the_lower_boxes_too_little_left_the_bonus_out():
    # Ana: 70 earns 35, and 107 has room for 70 + 35, but that leaves 2 for the lower boxes. By hand, classic's
    # lower boxes hold 0 or at least 5 each (five dice showing 1 add up to 5; the fixed boxes are 25 to 50), so
    # no lower section adds up to 1 to 4; without the bonus, 37 is one (Full House 25 and Chance 12). So the
    # bonus was left out: 107 + 35 = 142. Ben: 70 and 140 leaves 35 with the bonus: held, 140.
    v = csv_verdict("player,Ana,Ben\nUpper total,70,70\nGrand total,107,140\n", rules="classic")
    assert dict(v.verdict.totals) == {"Ana": 142, "Ben": 140} and v.verdict.winners == ("Ana",)
    assert v.problems == ("Ana: Grand total: you wrote 107, but with the upper total 70 and its bonus of 35 that "
                          "leaves 2 for the lower section, which no lower boxes add up to, while 37 without the "
                          "bonus is a lower total: the bonus was left out of it, so the score is 107 + 35 = 142",)


def test_the_lower_totals_a_classic_card_can_make():
    # An independent count: every value each lower box can hold (its scores over all 7,776 rolls, 0, and the
    # joker's fixed points), added up box by box.
    from itertools import product

    from worksheets.card import lower_totals
    from worksheets.dice import Hand
    from worksheets.rules import preset

    rules = preset("classic")
    sums = {0}
    for box in rules.lower_boxes:
        values = {0} | {box.score(Hand.of(roll)) for roll in product(range(1, 7), repeat=5)}
        values |= {box.scorer.joker(Hand.of((face,) * 5)) for face in range(1, 7)}
        sums = {a + b for a in sums for b in values}
    assert lower_totals(rules) == frozenset(sums)
    assert {1, 2, 3, 4} & lower_totals(rules) == set() and set(range(5, 101)) <= lower_totals(rules)


def test_a_bonus_row_the_grand_total_has_no_room_for():
    # The same with the Bonus row written 35: 90 cannot hold 70 + 35 either, so 90 + 35 = 125. Before, the 35
    # written was taken out of the 90 and put back: 90.
    v = csv_verdict("player,Ana\nUpper total,70\nBonus,35\nGrand total,90\n", rules="classic")
    assert dict(v.verdict.totals) == {"Ana": 125}
    assert [p.split(":")[1].strip() for p in v.problems] == ["Grand total"]


def test_a_grand_total_below_the_upper_total_is_a_slip():
    # Ana: 50 < 70, no lower section can make it: she scores the upper total and its bonus, 70 + 35 = 105.
    # Ben: upper 40 earns no bonus, grand 30 < 40: 40. Cy: 70 + 35 + 10 = 115 as written, and wins.
    v = csv_verdict("player,Ana,Ben,Cy\nUpper total,70,40,70\nGrand total,50,30,115\n", rules="classic")
    assert dict(v.verdict.totals) == {"Ana": 105, "Ben": 40, "Cy": 115} and v.verdict.winners == ("Cy",)
    assert v.problems == (
        "Ana: Grand total: you wrote 50, less than the upper total 70 alone, and there is no lower total to go by: "
        "one of the two is a slip. The score counts the upper total and its bonus, 70 + 35 = 105, and nothing for "
        "the lower section",
        "Ben: Grand total: you wrote 30, less than the upper total 40 alone, and there is no lower total to go by: "
        "one of the two is a slip. The score counts the upper total, 40, and nothing for the lower section",
    )
    assert not any(note.startswith("By the grand totals as written") for note in v.notes)  # Cy wins either way


def test_a_bonus_written_as_none_is_not_looked_for_in_the_grand_total():
    # a guard: Bonus 0 under an upper total of 70 is a bonus slip (it is 35); the grand total 90 holds no bonus,
    # so 90 + 35 = 125, with the bonus slip alone named, as before.
    v = csv_verdict("player,Ana\nUpper total,70\nBonus,0\nGrand total,90\n", rules="classic")
    assert dict(v.verdict.totals) == {"Ana": 125}
    assert [p.split(":")[1].strip() for p in v.problems] == ["Bonus"]


# --- a card of totals on a sheet of boxes ------------------------------------------------------------------------

_CLASSIC_BOXES = ("Ones", "Twos", "Threes", "Fours", "Fives", "Sixes", "Three of a Kind", "Four of a Kind",
                  "Full House", "Small Straight", "Large Straight", "Yahtzee", "Chance")
# Ana's card: each upper box three of its face (3 + 6 + ... + 18 = 63, the bonus of 35 at 63, SPEC section 2),
# Three of a Kind 20, Full House 25, Small Straight 30, Chance 22: lower 97, grand 63 + 35 + 97 = 195.
_ANA = ("3", "6", "9", "12", "15", "18", "20", "0", "25", "30", "0", "0", "22")


def _boxes_and(totals: dict[str, tuple[str, str]]) -> str:
    """CSV text: Ana's boxes filled, Ben's left empty, then the total rows given (label -> Ana's, Ben's)."""
    rows = [f"{label},{ana}," for label, ana in zip(_CLASSIC_BOXES, _ANA)]
    rows += [f"{label},{ana},{ben}" for label, (ana, ben) in totals.items()]
    return "box,Ana,Ben\n" + "\n".join(rows) + "\n"


def test_a_card_giving_only_its_grand_total_is_judged_on_it():
    # The teacher typed Ana's boxes and only Ben's grand total (his boxes are on paper). Scored as an empty card,
    # Ben had 0 and Ana won; by the totals written Ben's 260 beats Ana's 195 (worked out above), and a note says
    # Ben's boxes were not checked. His sections are not known: 0 there would read as what he scored.
    from worksheets.card import GRAND_TOTAL, LOWER_TOTAL, UPPER_TOTAL
    from worksheets.check.report import sheet_json

    v = csv_verdict(_boxes_and({"Grand total": ("195", "260")}), rules="classic")
    assert dict(v.verdict.totals) == {"Ana": 195, "Ben": 260} and v.verdict.winners == ("Ben",)
    assert v.problems == ()
    assert [note for note in v.notes if '"Ben"' in note and "judged on its totals" in note and "260" in note]
    ben = v.verdict.cards["Ben"]
    assert {UPPER_TOTAL, LOWER_TOTAL} <= ben.unknown and GRAND_TOTAL not in ben.unknown
    assert not v.verdict.cards["Ana"].unknown
    card = sheet_json(v)["cards"]["Ben"]
    assert (card["upper_total"], card["lower_total"], card["grand_total"]) == (None, None, 260)


def test_a_card_of_totals_keeps_its_slips():
    # Ben wrote upper 60 with a bonus of 35 (under 63: no bonus, SPEC section 2) and lower 150: he scores
    # 60 + 0 + 150 = 210, and the bonus is a problem. Ana's 195 loses.
    v = csv_verdict(_boxes_and({"Upper total": ("63", "60"), "Bonus": ("35", "35"), "Lower total": ("97", "150")}),
                    rules="classic")
    assert dict(v.verdict.totals) == {"Ana": 195, "Ben": 210} and v.verdict.winners == ("Ben",)
    assert [p.split(":")[:2] for p in v.problems] == [["Ben", " Bonus"]]


def test_an_empty_card_whose_totals_give_no_score_is_still_scored_from_its_boxes():
    # Ben wrote only an upper total: no score follows from it, so his card is judged as written: every box not
    # filled (13 problems, the slip in his upper total besides), each counting 0.
    v = csv_verdict(_boxes_and({"Upper total": ("63", "70")}), rules="classic")
    assert dict(v.verdict.totals) == {"Ana": 195, "Ben": 0}
    assert sum("not filled" in p for p in v.problems) == len(_CLASSIC_BOXES)
    assert [p for p in v.problems if p.startswith("Ben: Upper total: you wrote 70")]
    assert not [note for note in v.notes if "judged on its totals" in note]


def test_a_zombie_game_giving_only_its_grand_total_counts_it():
    # Seed 001 line 79: zombies = the zombie's first N games, N = the number of teams (2). Game 2 gives only its
    # grand total, 300: zombies 195 + 300 = 495 against survivors 195 + 195 = 390. Scored as an empty card it
    # would have been 0, and the survivors would have won.
    rows = [f"{label},{ana},{ana},{ana}," for label, ana in zip(_CLASSIC_BOXES, _ANA)]
    text = "box,Lions,Tigers,Zombie game 1,Zombie game 2\n" + "\n".join(rows) + "\nGrand total,,,,300\n"
    z = csv_verdict(text, rules="zombie")
    assert (z.verdict.survivors, z.verdict.zombies, z.verdict.winners) == (390, 495, ("zombies",))
    assert z.problems == () and [note for note in z.notes if '"Zombie game 2"' in note]
