"""Place-value sheets through the checker (issue item 2): seed 000's game is the golden case."""

from __future__ import annotations

import pytest

from worksheets.check import CheckOptions, check_file, check_paths
from worksheets.errors import InputError, SheetError
from worksheets.place_value import GameVerdict, PlaceValueGame

from .helpers import CASES, csv_verdict

SEED = (CASES / "seed000.csv").read_text(encoding="utf-8")

# Seed 000's worked game, counted by hand in tests/place_value/test_compare.py (right-hand card's
# categories; the right card's "(2,11)" is a scanning slip for 2,111, as there):
#  row  category              Left    Right   point
#   1   3 in hundreds         6,341   5,332   Left
#   2   5 in ones             4,335   6,425   Right
#   3   2 in tens             3,321   5,621   Right
#   4   6 in thousands        6,622   6,531   Left
#   5   th + ones = 9         5,624   X       Left
#   6   digits add to 13      X       4,432   Right
#   7   two alike             6,311   5,443   Left
#   8   three alike           X       2,111   Right
#   9   WILD                  6,432   6,551   Right
# Left 4, Right 5: "the card on the right wins 5 points to 4" (SPEC 2, seed 000).
SEED_WINNERS = [("Left",), ("Right",), ("Right",), ("Left",), ("Left",), ("Right",), ("Left",), ("Right",),
                ("Right",)]


def test_seed_000_through_the_csv_path():
    sheet = check_file(CASES / "seed000.csv")
    verdict = sheet.verdict
    assert isinstance(verdict, GameVerdict)
    assert sheet.family.name == "place-value" and sheet.choice.how == "labels"
    assert verdict.game == PlaceValueGame(4, "d6")  # SPEC 2 defaults
    assert [c.winners for c in verdict.categories] == SEED_WINNERS
    assert verdict.points == {"Left": 4, "Right": 5}
    assert verdict.winners == ("Right",) and verdict.tie_advice is None
    assert sheet.problems == ()  # every number is valid; the three X boxes are not problems
    first = verdict.categories[0].entries["Left"]
    assert (first.value, first.valid, first.words) == (6341, True, "six thousand, three hundred forty-one")  # SPEC 3


def test_seed_000_with_the_left_cards_slip():
    # The left card's first category as printed in seed 000: "8 in the hundreds place" (SPEC 2: a
    # slip for 3; with d6 dice an 8 is impossible). Both 6,341 and 5,332 have 3 in the hundreds
    # place, so both are invalid and count as X: an all-X tie gives both players the point (SPEC 2).
    # By hand: Left keeps rows 4, 5, 7 and shares row 1 -> 4; Right keeps rows 2, 3, 6, 8, 9 and
    # shares row 1 -> 6. So 4-6 to the right card.
    sheet = csv_verdict(SEED.replace("Number with 3 in the hundreds place", "Number with 8 in the hundreds place"))
    verdict = sheet.verdict
    row = verdict.categories[0]
    assert row.winners == ("Left", "Right")
    assert row.entries["Left"].reason == "6,341 has 3 in the hundreds place, not 8"  # SPEC 2's own sentence
    assert row.entries["Right"].reason == "5,332 has 3 in the hundreds place, not 8"
    assert all(not e.valid for e in row.entries.values())
    # issue 8 item 3: an entry that does not count still gets its words when the number itself is fine
    assert row.entries["Left"].words == "six thousand, three hundred forty-one"
    assert verdict.points == {"Left": 4, "Right": 6}
    assert verdict.winners == ("Right",)
    assert sheet.problems == (
        "Left, Number with 8 in the hundreds place: 6,341 has 3 in the hundreds place, not 8",
        "Right, Number with 8 in the hundreds place: 5,332 has 3 in the hundreds place, not 8",
    )


def test_a_scanned_slip_is_an_invalid_entry_not_an_unusable_file():
    # Issue item 6: "6,34" is an invalid entry with a reason, not a refusal. Here Left's row 1 is
    # "6,34" and Right's row 8 is "2,11" (seed 000's "(2,11)" as printed): both invalid, both count 0.
    # By hand: row 1 goes to Right (5,332 > 0); row 8 is X against an invalid entry, an all-0 tie,
    # so both get it. Left: rows 4, 5, 7, 8 = 4. Right: rows 1, 2, 3, 6, 8, 9 = 6.
    sheet = csv_verdict(SEED.replace('"2,111"', '"2,11"').replace('"6,341"', '"6,34"', 1))
    verdict = sheet.verdict
    left = verdict.categories[0].entries["Left"]
    assert (left.valid, left.reason, left.written) == (False, "6,34 is not a 4-digit number", "6,34")
    assert verdict.categories[0].winners == ("Right",)
    assert verdict.categories[7].winners == ("Left", "Right")
    assert verdict.points == {"Left": 4, "Right": 6}
    assert len(sheet.problems) == 2


def test_a_tie_gives_the_final_roll_advice():
    # Right reads 6,551 (WILD) wrongly: no one takes row 9 (SPEC 2: the point is not passed on).
    # By hand: Left 4, Right 5 - 1 = 4 -> tie.
    text = SEED.replace("category,Left,Right", "category,Left,Right,Right reading")
    lines = text.splitlines()
    lines = [lines[0]] + [line + "," for line in lines[1:9]] + [lines[9] + ",six thousand five hundred fifty"]
    sheet = csv_verdict("\n".join(lines) + "\n")
    verdict = sheet.verdict
    assert verdict.categories[8].winners == ()
    assert verdict.points == {"Left": 4, "Right": 4}
    assert verdict.winners == ("Left", "Right")
    assert "final roll" in verdict.tie_advice and "Left and Right" in verdict.tie_advice
    wild = verdict.categories[8].entries["Right"]
    assert wild.reading_ok is False and "six thousand, five hundred fifty-one" in wild.reason
    assert sheet.problems == (f"Right, WILD! Any number can be written here: {wild.reason}",)


def test_readings_file_beside_the_sheet_is_used(tmp_path):
    (tmp_path / "game.csv").write_text(SEED, encoding="utf-8")
    (tmp_path / "game.readings.csv").write_text(
        "category,Left\nNumber with 3 in the hundreds place,Six thousand three hundred and forty one\n",
        encoding="utf-8")
    verdicts = check_paths([tmp_path])
    assert len(verdicts.sheets) == 1  # the readings file is not a sheet
    entry = verdicts.sheets[0].verdict.categories[0].entries["Left"]
    # SPEC 3: case, hyphens vs spaces, commas and "and" do not matter
    assert (entry.reading, entry.reading_ok, entry.reason) == ("Six thousand three hundred and forty one", True, None)


def _seed_with_readings(left: list[str], right: list[str]) -> str:
    """Seed 000's sheet with a reading column for each card, one reading a row (rows past the lists: none)."""
    lines = SEED.strip("\n").split("\n")
    out = [lines[0] + ",Left reading,Right reading"]
    for i, line in enumerate(lines[1:]):
        said = [f'"{r[i]}"' if i < len(r) else "" for r in (left, right)]
        out.append(line + "," + ",".join(said))
    return "\n".join(out) + "\n"


@pytest.mark.parametrize("right, wrong", [("✓", "✗"), ("yes", "no"), ("OK", "x"), ("✔", "✘"), ("right", "wrong")])
def test_a_teachers_marks_in_the_readings_say_heard_right_or_wrong(right, wrong):
    # Before: every mark was taken for the words read aloud, judged wrong, and no entry took a point: 0 to 0.
    # Seed 000 (above): Left wins row 1 (6,341 to 5,332) and Right row 2 (6,425 to 4,335). Marked read right, they
    # keep those points; Right's 5,332 marked wrong changes nothing (it lost row 1); Left's 6,341 marked wrong
    # loses row 1's point and nobody takes it (SPEC 2), so Left has 3 points to Right's 5.
    sheet = csv_verdict(_seed_with_readings([right, right], [wrong, right]))
    assert sheet.verdict.points == {"Left": 4, "Right": 5}
    first = sheet.verdict.categories[0].entries
    assert (first["Left"].reading_ok, first["Right"].reading_ok) == (True, False)
    assert f'5,332 is marked "{wrong}", read aloud wrongly' in first["Right"].reason
    sheet = csv_verdict(_seed_with_readings([wrong], []))
    assert sheet.verdict.points == {"Left": 3, "Right": 5}
    assert sheet.verdict.categories[0].winners == ()


def test_readings_in_figures_are_not_judged_and_a_note_says_so():
    # The sheet given as its own readings (every reading the entry's figures): before, every entry was read aloud
    # wrongly and the game a 0-0 tie. Now the figures are no reading, and seed 000's result stands: Right 5, Left 4.
    sheet = csv_verdict(_seed_with_readings(["6341", "4,335"], ["5332"]))
    assert sheet.verdict.points == {"Left": 4, "Right": 5}
    assert sheet.verdict.categories[0].entries["Left"].reading is None
    assert ("game.csv: Left's readings in rows 2, 3 are written in figures, not in the words read aloud, so they "
            "were not judged." in " ".join(sheet.notes))
    assert "game.csv: Right's reading in row 2 is written in figures" in " ".join(sheet.notes)


@pytest.mark.parametrize("sign", ["-", "n/a", "N/A", "?", "\u2014"])
def test_a_sign_for_no_reading_is_not_recorded_not_a_misreading(sign):
    # Trial 28: a dash, n/a or ? in a readings cell was judged as words read aloud wrongly, and the entry lost its
    # point. Left's 6,341 (row 1, which it wins) with such a sign keeps the point: seed 000's result stands,
    # Right 5 to Left 4, as with no reading at all.
    sheet = csv_verdict(_seed_with_readings([sign], [sign]))
    assert sheet.verdict.points == {"Left": 4, "Right": 5}
    assert sheet.verdict.categories[0].entries["Left"].reading is None
    assert ("game.csv: Left's reading in row 2 holds a sign for no reading (a dash, n/a or ?), so it was taken as "
            "not recorded, as an empty cell is, and not judged." in sheet.notes)


def test_any_number_of_players_from_two():
    text = ("category,Ana,Ben,Cy\n"
            "WILD! Any number can be written here.,6551,6551,1111\n"
            "Number with 5 in the ones place,4335,X,6425\n")
    # By hand: row 1 Ana and Ben tie (6,551) -> both; row 2 Cy (6,425 > 4,335) -> Ana 1, Ben 1, Cy 1.
    verdict = csv_verdict(text).verdict
    assert verdict.points == {"Ana": 1, "Ben": 1, "Cy": 1}
    assert verdict.winners == ("Ana", "Ben", "Cy")
    with pytest.raises(SheetError, match="at least 2 player columns"):
        csv_verdict("category,Ana\nWILD,6551\n")


def test_digits_and_dice_override_the_defaults():
    text = "category,Ana,Ben\nNumber with 0 in the tens place,\"90,807\",\"12,345\"\n"
    sheet = csv_verdict(text, digits=5, dice="d10")
    verdict = sheet.verdict
    assert verdict.game == PlaceValueGame(5, "d10")
    assert verdict.categories[0].entries["Ana"].valid  # 90,807: 0 in the tens place, digits 0-9
    assert verdict.categories[0].entries["Ben"].reason == "12,345 has 4 in the tens place, not 0"
    # with the defaults (4 digits, d6) both are 5-digit numbers and invalid (two numbers: too few to say
    # the sheet was checked with the wrong options)
    default = csv_verdict(text).verdict.categories[0].entries
    assert default["Ana"].reason == "90,807 is not a 4-digit number"
    with pytest.raises(InputError, match="3 to 6 digits"):
        csv_verdict(text, digits=7)


@pytest.mark.parametrize("label, message", [
    ("Number with 3 in the ten thousands place", "game.csv row 2: .*a 4-digit number has no ten thousands place"),
])
def test_categories_that_cannot_fit_the_card_name_the_row(label, message):
    with pytest.raises(SheetError, match=message):
        csv_verdict(f"category,Ana,Ben\n{label},1234,2345\n", rules="place-value")


def test_an_unreadable_category_with_place_value_rules_names_the_row():
    with pytest.raises(SheetError, match="game.csv row 3: cannot read the category 'Biggest number'"):
        csv_verdict("category,Ana,Ben\nWILD,1234,2345\nBiggest number,1,2\n", rules="place-value")


def test_words_follow_style_and_language():
    text = "category,Ana,Ben\nWILD,6341,1234\n"
    uk = csv_verdict(text, style="uk").verdict.categories[0].entries["Ana"].words
    es = csv_verdict(text, lang="es").verdict.categories[0].entries["Ana"].words
    assert uk == "six thousand, three hundred and forty-one"  # SPEC 3
    assert es == "seis mil trescientos cuarenta y uno"  # SPEC 3
    with pytest.raises(InputError, match="unknown style"):
        CheckOptions(style="fr")


def test_words_can_be_left_out_for_large_runs():
    # CheckOptions(words=False): the same points and winners, no number words.
    from worksheets.check import CheckOptions, check_file

    from .helpers import CASES

    with_words = check_file(CASES / "seed000.csv", CheckOptions())
    without = check_file(CASES / "seed000.csv", CheckOptions(words=False))
    assert without.verdict.points == with_words.verdict.points
    assert without.verdict.winners == with_words.verdict.winners
    first = with_words.verdict.categories[0].entries
    assert any(e.words for e in first.values())
    assert all(e.words is None for c in without.verdict.categories for e in c.entries.values())


# A d10 game, worked by hand: every number below is right for ten-sided dice (0 to 9) in its category.
D10_GAME = """category,Ana,Ben
Number with 0 in the tens place,9807,7902
Number with 9 in the thousands place,9876,9543
Number whose digits add up to 30,9948,8877
Number with two of the same digits,9908,8870
WILD! Any number can be written here.,9876,9870
Number with 7 in the ones place,8907,9807
Number with 8 in the hundreds place,9810,7890
Number with three of the same digits,9990,7770
Number whose thousands and ones digits add up to 17,9828,8799
"""


def test_a_ten_sided_game_checked_with_six_sided_dice_is_refused_naming_the_option():
    # Every number uses a 0, 7, 8 or 9: with six-sided dice all 18 would be struck out and the players tied 9-9,
    # a wrong answer: the check is refused, naming --dice d10.
    with pytest.raises(SheetError, match=r"^game\.csv: not checked: most numbers on the sheet use the digits 0, 7, 8 "
                                         r"or 9, .*check again with --dice d10\.$"):
        check_file_text(D10_GAME)
    # Checked as the class played: Ana wins 8 of the 9 (by hand: 9807 > 7902, 9876 > 9543, 9948 and 8877 both
    # add up to 30, 9948 larger; 9908 > 8870; 9876 > 9870; 8907 < 9807 (Ben); 9810 > 7890; 9990 > 7770;
    # 9828 > 8799).
    right = check_file_text(D10_GAME, dice="d10")
    assert dict(right.verdict.scores) == {"Ana": 8, "Ben": 1}


def test_a_game_checked_with_other_digits_than_its_numbers_is_refused_naming_the_option():
    four = SEED.replace("(2,11)", "2,111")
    with pytest.raises(SheetError, match=r"most numbers on the sheet have 4 digits, but it was being checked as a "
                                         r"5-digit game, .*check again with --digits 4\.$"):
        check_file_text(four, digits=5)


def test_a_code_overridden_by_dice_is_noted():
    from worksheets.codes import SheetCode

    code = SheetCode("place-value", seed=1).encode()  # printed for 4 digits and six-sided dice
    sheet = check_file_text(f"Code,{code},\n" + SEED.replace("(2,11)", "2,111"), dice="d10")
    assert (f"The sheet code {code} was printed for 4 digits with six-sided dice; checked with ten-sided dice, as "
            "--dice says.") in sheet.notes


def test_a_category_of_a_longer_card_names_the_digits_it_needs():
    text = "category,Ana,Ben\nNumber with 3 in the hundred thousands place,325641,431562\n"
    with pytest.raises(SheetError, match="has no hundred thousands place; if the class played with 6 dice, "
                                         "check again with --digits 6$"):
        check_file_text(text)


def check_file_text(text: str, **options):
    from worksheets.check import check_sheet, parse_csv

    return check_sheet(parse_csv(text, "game.csv"), CheckOptions(**options))


@pytest.mark.parametrize("header", ["Ana reading", "Ana (reading)", "Ana's reading", "Ana - read aloud", "Ana words",
                                    "Ana in words", "Reading Ana", "Reading: Ana"])
def test_readings_columns_headed_as_teachers_write_them(header):
    # Before, every header but "Ana reading" became a third player, and the game ended in a tie. By hand (SPEC 2):
    # row 1, 3 in the hundreds place: Ana 6,341 and Ben 5,332 both fit; Ana's is greater, but she read it
    # "fourty", so she does not take the point, and it is not passed on. WILD: 6,551 beats 6,432, Ben.
    # Ben wins 1 to 0.
    from worksheets.check import CheckOptions, check_sheet, parse_csv

    text = (f'category,Ana,"{header}",Ben\n'
            "Number with 3 in the hundreds place,6341,six thousand three hundred fourty-one,5332\n"
            "WILD! Any number can be written here.,6432,\u2713,6551\n")
    verdict = check_sheet(parse_csv(text, "g.csv"), CheckOptions()).verdict
    assert verdict.players == ("Ana", "Ben")
    assert verdict.winners == ("Ben",) and dict(verdict.scores) == {"Ana": 0, "Ben": 1}


@pytest.mark.parametrize("header", ["Words", "Reading", "Reading Smith"])
def test_a_player_named_like_a_reading_with_no_such_other_player_stays_a_player(header):
    from worksheets.check import parse_csv

    sheet = parse_csv(f'category,Ana,"{header}"\nWILD! Any number can be written here.,6432,6551\n', "g.csv")
    assert sheet.players == ("Ana", header)
