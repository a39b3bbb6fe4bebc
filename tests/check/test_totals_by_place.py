"""Total rows read by their place on a hand-made card: "Total" in the upper section is the upper total, a
total under the bonus row adds the bonus (the official card's "TOTAL of Upper Section"; "Upper total" there may
also hold the boxes alone), a "Total" after the
lower boxes with a grand total still to come is the lower total, and a lower total above the Yahtzee bonus row
is the lower boxes alone (the grand total then adds the bonus row).

The cards are written as Excel saves "CSV UTF-8" (``excel_csv``). Every expected number is worked out by hand
from classic's rules (SPEC section 2): Ana's upper boxes 3+6+9+12+15+18 = 63, bonus 35 (63 or more);
her lower boxes 24+22+25+30+40+50+23 = 214.
"""

from __future__ import annotations

from worksheets.check import CheckOptions, check_file
from worksheets.rules import find_rules

from ..files import write
from .test_saved_by_spreadsheets import excel_csv

UPPER = [["Ones", "3"], ["Twos", "6"], ["Threes", "9"], ["Fours", "12"], ["Fives", "15"], ["Sixes", "18"]]
LOWER = [["Three of a Kind", "24"], ["Four of a Kind", "22"], ["Full House", "25"], ["Small Straight", "30"],
         ["Large Straight", "40"], ["Yahtzee", "50"], ["Chance", "23"]]


def _ana(tmp_path, *rows: list[list[str]]):
    path = write(tmp_path, "card.csv", excel_csv([["box", "Ana"], *[row for part in rows for row in part]]))
    v = check_file(path, CheckOptions(rules=find_rules("classic")))
    return v, v.verdict.cards["Ana"]


def _slips(card) -> list[tuple[str, str]]:
    return [(p.row, p.message) for p in card.problems if p.kind == "arithmetic"]


def test_upper_total_under_the_bonus_is_the_total_with_the_bonus(tmp_path):
    # "Upper total" below "Bonus": 63 + 35 = 98 is right there; the grand total 98 + 214 = 312.
    v, ana = _ana(tmp_path, UPPER, [["Bonus", "35"], ["Upper total", "98"]], LOWER,
                  [["Lower total", "214"], ["Grand total", "312"]])
    assert ana.written.upper_with_bonus == 98 and ana.written.upper_total is None
    assert ana.problems == () and v.verdict.totals["Ana"] == 312


def test_the_boxes_alone_under_the_bonus_are_right_there_too(tmp_path):
    # "Upper total" means the boxes alone (docs/check-input.md), so 63 under the bonus row is no slip: it is shown
    # as the upper total, and the score counts the bonus once: 63 + 35 + 214 = 312.
    v, ana = _ana(tmp_path, UPPER, [["Bonus", "35"], ["Upper total", "63"]], LOWER)
    assert _slips(ana) == [] and ana.problems == ()
    assert (ana.written.upper_total, ana.written.upper_with_bonus) == (63, None)
    assert v.verdict.totals["Ana"] == 312


def test_an_upper_total_under_the_bonus_that_is_neither_names_both(tmp_path):
    # 70 is neither the boxes alone (63) nor the boxes with the bonus (63 + 35 = 98): one slip, naming both.
    v, ana = _ana(tmp_path, UPPER, [["Bonus", "35"], ["Upper total", "70"]], LOWER)
    assert _slips(ana) == [("upper-total", "Upper total: you wrote 70, but the upper boxes add up to 63, or 98 "
                                           "with the bonus")]
    assert v.verdict.totals["Ana"] == 312


def test_upper_total_twice_around_the_bonus(tmp_path):
    # 63 above the bonus (the boxes), 98 below it (with the bonus): both right, not a row on the sheet twice.
    _, ana = _ana(tmp_path, UPPER, [["Upper total", "63"], ["Bonus", "35"], ["Upper total", "98"]], LOWER)
    assert (ana.written.upper_total, ana.written.upper_with_bonus) == (63, 98) and _slips(ana) == []


def test_total_after_the_upper_boxes_is_the_upper_total(tmp_path):
    # totals3: "Total" right after Sixes, the bonus below it, no grand total row: 63 is the upper total.
    _, ana = _ana(tmp_path, UPPER, [["Total", "63"], ["Bonus", "35"]], LOWER)
    assert ana.written.upper_total == 63 and ana.written.grand_total is None and _slips(ana) == []


def test_total_twice_on_a_hand_made_chart(tmp_path):
    # totals2: the first "Total" (after the upper boxes) is the upper total, the one after the lower boxes the
    # lower total, as a "Grand Total" row follows: 63 + 35 + 214 = 312.
    v, ana = _ana(tmp_path, UPPER, [["Total", "63"], ["Bonus", "35"]], LOWER,
                  [["Total", "214"], ["Grand Total", "312"]])
    assert (ana.written.upper_total, ana.written.lower_total, ana.written.grand_total) == (63, 214, 312)
    assert ana.problems == () and v.verdict.totals["Ana"] == 312


def test_the_last_total_is_the_grand_total(tmp_path):
    # "Total" twice and no "Grand total" row: the last one is the grand total, 312.
    _, ana = _ana(tmp_path, UPPER, [["Total", "63"], ["Bonus", "35"]], LOWER, [["Total", "312"]])
    assert (ana.written.upper_total, ana.written.grand_total) == (63, 312) and ana.problems == ()


def test_lower_total_above_the_yahtzee_bonus_row(tmp_path):
    # lt.csv: the lower total 214 is written above "Yahtzee bonus 100", and the grand total adds that row:
    # 63 + 35 + 214 + 100 = 412. The card's lower total with the bonus is still 314.
    v, ana = _ana(tmp_path, UPPER, [["Upper total", "63"], ["Bonus", "35"]], LOWER,
                  [["Lower total", "214"], ["Yahtzee bonus", "100"], ["Grand total", "412"]])
    assert ana.problems == () and v.verdict.totals["Ana"] == 412
    assert (ana.written.lower_boxes, ana.written.lower_total, ana.lower_total) == (214, None, 314)


def test_lower_total_above_the_bonus_row_with_the_bonus_in_it_is_right_too(tmp_path):
    # 314 = 214 + 100 is the lower total as the printed card adds it ("Add Three of a Kind to Chance + Yahtzee
    # bonus"), wherever the row stands (a sheet sorted A to Z puts it above the bonus row): no slip, and the
    # grand total 63 + 35 + 314 = 412 adds it once.
    v, ana = _ana(tmp_path, UPPER, [["Upper total", "63"], ["Bonus", "35"]], LOWER,
                  [["Lower total", "314"], ["Yahtzee bonus", "100"], ["Grand total", "412"]])
    assert ana.problems == () and v.verdict.totals["Ana"] == 412
    assert (ana.written.lower_total, ana.written.lower_boxes) == (314, None)
    # Adding the bonus row to it again is the slip, and the grand total names it: 63 + 35 + 314 is 412, not 512.
    _, ana = _ana(tmp_path, UPPER, [["Upper total", "63"], ["Bonus", "35"]], LOWER,
                  [["Lower total", "314"], ["Yahtzee bonus", "100"], ["Grand total", "512"]])
    assert [row for row, _ in _slips(ana)] == ["grand-total"]
    assert "you wrote 512, but 63 + 35 + 314 = 412" in _slips(ana)[0][1]
    # A value that is neither the boxes alone (214) nor with the bonus (314) is a slip in that row.
    _, ana = _ana(tmp_path, UPPER, [["Upper total", "63"], ["Bonus", "35"]], LOWER,
                  [["Lower total", "300"], ["Yahtzee bonus", "100"]])
    assert _slips(ana) == [("lower-boxes", "Lower total (before the Yahtzee bonus): you wrote 300, the lower "
                                           "boxes add up to 214, or 314 with the Yahtzee bonus")]


def test_lower_total_above_the_bonus_row_in_the_report_and_json(tmp_path):
    from worksheets.check.report import sheet_json, sheet_text

    v, _ = _ana(tmp_path, UPPER, [["Upper total", "63"], ["Bonus", "35"]], LOWER,
                [["Lower total", "214"], ["Yahtzee bonus", "100"], ["Grand total", "412"]])
    text = sheet_text(v)
    assert "Lower total (before the Yahtzee bonus)  214" in text and "wrote" not in text
    cards = sheet_json(v)["cards"]["Ana"]
    assert (cards["lower_boxes"], cards["written"]["lower_boxes"], cards["lower_total"]) == (214, 214, 314)
