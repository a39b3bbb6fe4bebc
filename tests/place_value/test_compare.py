"""Comparing a finished game (SPEC 2 "Comparing"), with seed 000's worked game as the golden case."""

import pytest

from worksheets.errors import DiceError, InputError
from worksheets.place_value import (
    DigitInPlace,
    PlaceValueGame,
    Wild,
    compare_game,
    final_roll_winner,
    parse_category,
)

from .helpers import read_cases

GAME = PlaceValueGame()
SEED_000 = read_cases("seed000_game.csv")
CATEGORIES = [row["category"] for row in SEED_000]
ENTRIES = {player: [row[player] for row in SEED_000] for player in ("Left", "Right")}

# Hand count of seed 000's game, category by category (right-hand card's categories):
#  1  3 in hundreds     6,341 vs 5,332  -> Left
#  2  5 in ones         4,335 vs 6,425  -> Right
#  3  2 in tens         3,321 vs 5,621  -> Right
#  4  6 in thousands    6,622 vs 6,531  -> Left
#  5  th + ones = 9     5,624 vs X      -> Left   (5 + 4 = 9)
#  6  digits add to 13  X     vs 4,432  -> Right  (4 + 4 + 3 + 2 = 13)
#  7  two alike         6,311 vs 5,443  -> Left
#  8  three alike       X     vs 2,111  -> Right
#  9  WILD              6,432 vs 6,551  -> Right
# Left 4, Right 5: "the card on the right wins 5 points to 4" (SPEC 2, seed 000).
SEED_000_WINNERS = ["Left", "Right", "Right", "Left", "Left", "Right", "Left", "Right", "Right"]


def test_seed_000_right_card_wins_5_to_4():
    verdict = compare_game(CATEGORIES, ENTRIES, GAME)
    assert verdict.players == ("Left", "Right")
    assert [c.winners for c in verdict.categories] == [(w,) for w in SEED_000_WINNERS]
    assert verdict.points == {"Left": 4, "Right": 5}
    assert verdict.winners == ("Right",)
    assert verdict.tie_advice is None
    assert [c.category for c in verdict.categories] == [parse_category(t, GAME) for t in CATEGORIES]
    # every number written is valid for its category; the three X boxes are not
    for category in verdict.categories:
        for entry in category.entries.values():
            assert entry.valid is (entry.value is not None)
            assert (entry.reason is None) is entry.valid
    first = verdict.categories[0].entries["Left"]
    assert first.value == 6341
    assert first.words == "six thousand, three hundred forty-one"  # SPEC 3
    x_box = verdict.categories[4].entries["Right"]
    assert (x_box.value, x_box.valid, x_box.words, x_box.reason) == (None, False, None, "X: no number was written")


def test_categories_may_be_given_as_objects():
    as_objects = compare_game([parse_category(t, GAME) for t in CATEGORIES], ENTRIES, GAME)
    assert as_objects == compare_game(CATEGORIES, ENTRIES, GAME)


def test_seed_000_with_the_left_cards_slip():
    # The left card's first row as scanned: "8 in the hundreds place" (a slip for 3) for both players.
    # 6,341 and 5,332 both have 3 in the hundreds place, so both are invalid and count as X: an
    # all-X tie, and both players get the point (SPEC 2).
    # Hand count: Left keeps rows 4, 5, 7 and shares row 1 -> 4; Right keeps rows 2, 3, 6, 8, 9 and
    # shares row 1 -> 6. Left loses its row-1 win but only gains the shared point; Right gains one.
    categories = ["Number with 8 in the hundreds place", *CATEGORIES[1:]]
    verdict = compare_game(categories, ENTRIES, GAME)
    row = verdict.categories[0]
    assert row.winners == ("Left", "Right")
    assert row.entries["Left"].reason == "6,341 has 3 in the hundreds place, not 8"
    assert row.entries["Right"].reason == "5,332 has 3 in the hundreds place, not 8"
    assert all(not e.valid for e in row.entries.values())
    # issue 8 item 3: an entry that does not count still gets its words when the number itself is fine
    assert row.entries["Left"].words == "six thousand, three hundred forty-one"
    assert verdict.points == {"Left": 4, "Right": 6}
    assert verdict.winners == ("Right",)
    assert verdict.tie_advice is None


def test_a_wrong_reading_loses_the_point_and_it_is_not_passed_on():
    # Right reads its WILD entry 6,551 wrongly. Right cannot take row 9 even though 6,551 is the
    # greatest, and Left's 6,432 does not get it either: nobody scores row 9.
    # Hand count: Left 4 (rows 1, 4, 5, 7), Right 5 - 1 = 4 -> a tie, so tie advice is given.
    readings = {"Right": [None] * 8 + ["six thousand, five hundred fifty"]}
    verdict = compare_game(CATEGORIES, ENTRIES, GAME, readings)
    wild = verdict.categories[8]
    assert wild.winners == ()
    right = wild.entries["Right"]
    assert (right.valid, right.reading, right.reading_ok) == (True, "six thousand, five hundred fifty", False)
    assert "6,551" in right.reason and "six thousand, five hundred fifty-one" in right.reason
    assert verdict.points == {"Left": 4, "Right": 4}
    assert verdict.winners == ("Left", "Right")
    advice = verdict.tie_advice
    assert advice is not None and "Left and Right" in advice and "final roll" in advice
    assert "4 dice" in advice and "largest number" in advice and "again" in advice


def test_a_right_reading_keeps_the_point():
    # SPEC 3: case, hyphens vs spaces, commas and "and" do not matter when checking a reading.
    readings = {"Left": ["Six thousand three hundred and forty one"] + [None] * 8}
    verdict = compare_game(CATEGORIES, ENTRIES, GAME, readings)
    entry = verdict.categories[0].entries["Left"]
    assert entry.reading_ok is True and entry.reason is None
    assert verdict.points == {"Left": 4, "Right": 5}


def test_readings_of_x_or_invalid_entries_are_ignored():
    readings = {"Left": [None] * 5 + ["nothing"] + [None] * 3}  # row 6: Left wrote X
    entry = compare_game(CATEGORIES, ENTRIES, GAME, readings).categories[5].entries["Left"]
    assert entry.reading_ok is None and entry.reason == "X: no number was written"


def test_a_misread_top_entry_leaves_the_point_to_a_tied_player():
    # Three players; Ana and Ben tie with 6,551, Ana misreads: only Ben gets the point.
    verdict = compare_game(
        [Wild()], {"Ana": ["6,551"], "Ben": ["6551"], "Cy": ["1,111"]}, GAME,
        readings={"Ana": ["six thousand"], "Ben": [""]},
    )
    assert verdict.categories[0].winners == ("Ben",)
    assert verdict.points == {"Ana": 0, "Ben": 1, "Cy": 0}
    assert verdict.categories[0].entries["Ben"].reading is None  # an empty reading is "not recorded"


def test_all_x_gives_everyone_the_point_and_ties_name_everyone():
    # SPEC 2: every tied player gets the point, so all-X ties give everyone the point.
    verdict = compare_game([DigitInPlace(8, "hundreds")], {"Ana": ["X"], "Ben": [""], "Cy": [None]}, GAME)
    assert verdict.categories[0].winners == ("Ana", "Ben", "Cy")
    assert verdict.points == {"Ana": 1, "Ben": 1, "Cy": 1}
    assert "Ana, Ben and Cy are tied with 1 point each" in verdict.tie_advice


def test_an_invalid_greatest_number_counts_as_zero():
    # 7,341 is greatest but a six-sided die has no 7 -> it counts as X; 2,111 wins.
    verdict = compare_game([Wild()], {"Ana": ["7,341"], "Ben": ["2,111"]}, GAME)
    assert verdict.categories[0].winners == ("Ben",)
    assert verdict.categories[0].entries["Ana"].reason == "7 is not on a six-sided die"


@pytest.mark.parametrize("entries, readings, message", [
    ({"Ana": ["6,341"]}, None, "at least 2 players"),
    ({}, None, "at least 2 players"),
    ({"Ana": ["6,341"], "Ben": []}, None, "'Ben' has 0 entries for 1 categories"),
    ({"Ana": ["6,341"], "Ben": "6341"}, None, "entries of 'Ben' must be a list"),
    ({"Ana": ["6,341"], "Ben": ["6,341"]}, {"Cy": ["x"]}, "'Cy', who has no entries"),
    ({"Ana": ["6,341"], "Ben": ["6,341"]}, {"Ana": []}, "'Ana' has 0 readings"),
])
def test_unusable_games_are_refused(entries, readings, message):
    with pytest.raises(InputError, match=message):
        compare_game([Wild()], entries, GAME, readings)


def test_final_roll():
    # SPEC 2: each rolls the dice and makes the largest number; the largest wins, again on a tie.
    assert final_roll_winner({"Ana": (1, 5, 2, 6), "Ben": (6, 4, 4, 4)}, GAME) == ("Ana",)  # 6,521 > 6,444
    assert final_roll_winner({"Ana": (1, 5, 2, 6), "Ben": (6, 2, 1, 5)}, GAME) == ("Ana", "Ben")
    assert final_roll_winner({"Ana": (0, 0, 0, 0), "Ben": (0, 0, 1, 0)}, PlaceValueGame(4, "d10")) == ("Ben",)
    with pytest.raises(DiceError):
        final_roll_winner({"Ana": (1, 5, 2)}, GAME)
    with pytest.raises(InputError):
        final_roll_winner({}, GAME)
