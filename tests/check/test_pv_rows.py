"""Place-value rows as teachers type them (issue 8 item 1): categories no roll can fill, repeated
rows, a code whose card has other categories, and "units place" / "one's place".

The sheet is seed 000's game (lines 46-56) as in cases/seed000.csv: Right wins 5 points to 4.
"""

from __future__ import annotations

import pytest

from worksheets.codes import SheetCode
from worksheets.errors import SheetError
from worksheets.place_value.sheets import sheet_from_code

from .helpers import CASES, csv_verdict

SEED = (CASES / "seed000.csv").read_text(encoding="utf-8")


def test_seed_000s_eight_in_the_hundreds_place_is_named_impossible():
    # Seed 000 line 48, the left card as scanned: "Number with 8 in the hundreds place". Six-sided dice
    # never show 8 (SPEC 2), so both entries count as X and both players get the point: Left keeps 4
    # points (this point instead of winning it), Right 5 + 1 = 6.
    v = csv_verdict(SEED.replace("Number with 3 in the hundreds", "Number with 8 in the hundreds"))
    assert dict(v.verdict.points) == {"Left": 4, "Right": 6}
    assert v.verdict.categories[0].winners == ("Left", "Right")
    [note] = [n for n in v.notes if "cannot be filled" in n]
    assert note.startswith('"Number with 8 in the hundreds place" cannot be filled with six-sided dice')
    assert "counted as X, so both players get its point" in note


def test_ten_sided_dice_can_fill_it():
    v = csv_verdict(SEED.replace("Number with 3 in the hundreds", "Number with 8 in the hundreds"), dice="d10")
    assert not [n for n in v.notes if "cannot be filled" in n]


def test_a_category_row_twice_is_refused():
    text = SEED + "number with 5 in the ones place.,\"1,115\",X\n"
    with pytest.raises(SheetError, match=r"game.csv row 11: 'number with 5 in the ones place.' is on the sheet "
                                         r"twice \(also row 3\)"):
        csv_verdict(text)


@pytest.mark.parametrize("wording", ["Number with 5 in the units place", "Number with 5 in the one's place",
                                     "Number with 5 in the ones' place", "Number with 5 in the unit place"])
def test_units_and_ones_place(wording):
    v = csv_verdict(SEED.replace("Number with 5 in the ones place", wording))
    assert v.verdict.categories[1].category.phrase() == "Number with 5 in the ones place"
    assert dict(v.verdict.points) == {"Left": 4, "Right": 5}  # seed 000: Right wins 5 to 4


def test_a_code_whose_card_has_other_categories_is_reported():
    code = SheetCode("place-value", seed=7, game=2).encode()
    printed = {c.phrase() for c in sheet_from_code(code).categories}
    typed = {line.split(",")[0] for line in SEED.splitlines()[1:]}
    v = csv_verdict(SEED.replace("category,Left,Right\n", f"category,Left,Right\nCode,{code},\n"))
    [note] = [n for n in v.notes if "is game 2 of its class set" in n]
    assert note.startswith(f"The sheet code {code} is game 2 of its class set, but that card's categories are "
                           "not the rows typed here")
    for phrase in printed - typed:
        assert phrase in note
    for phrase in typed - printed:
        assert phrase.rstrip(".") in note


def test_a_code_whose_card_matches_adds_no_note():
    code = SheetCode("place-value", seed=7, game=2).encode()
    rows = "".join(f"{c.phrase()},X,X\n" for c in sheet_from_code(code).categories)
    v = csv_verdict(f"category,Left,Right\nCode,{code},\n{rows}")
    assert not [n for n in v.notes if "class set" in n]


def test_a_sheet_with_a_row_left_out_says_the_card_has_nine():
    # SPEC 2: 9 categories per card. Seed 000 without "5 in the ones place" (Right won it, 6,425 against
    # 4,335) turns Right's 5-4 win into a 4-4 tie: a result that must come with a warning.
    lines = SEED.splitlines(keepends=True)
    short = "".join(line for line in lines if "5 in the ones place" not in line)
    assert len(lines) - len(short.splitlines()) == 1
    v = csv_verdict(short)
    assert dict(v.verdict.points) == {"Left": 4, "Right": 4}
    [note] = [n for n in v.notes if "Place Value Yahtzee card has 9" in n]
    assert note.startswith("The sheet has 8 categories") and "left out" in note


def test_a_whole_card_gets_no_note_on_its_size():
    v = csv_verdict(SEED)
    assert len(v.verdict.categories) == 9
    assert not [n for n in v.notes if "card has 9" in n]


def test_a_sheet_with_a_tenth_row_says_so():
    # A tenth category that seed 000's rows do not hold; both entries fit it (4 in the ones place).
    v = csv_verdict(SEED + 'Number with 4 in the ones place,"1,234","4,444"\n')
    [note] = [n for n in v.notes if "card has 9" in n]
    assert note.startswith("The sheet has 10 categories") and "added by mistake" in note
