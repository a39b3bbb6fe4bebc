"""Checking a class of sheets: what the sheets share (header, labels, the values written) is worked out
once, and nothing of one sheet carries over into the verdict or the refusal of the next."""

from __future__ import annotations

import gc

import pytest

from worksheets.check import CheckOptions, check_paths, check_sheet, parse_csv
from worksheets.errors import SheetError

from .helpers import CASES, card, csv_verdict

OFFICIAL = (CASES / "official.csv").read_text(encoding="utf-8")


def test_rows_are_built_from_the_table_as_read():
    sheet = parse_csv("category,Ana,Ben\nWILD!, 1234 ,\"5,612\"\n\nNumber with 3 in the hundreds place,X,\n", "g.csv")
    assert sheet.labels == ("WILD!", "Number with 3 in the hundreds place")
    assert sheet.numbers == (2, 4)  # the empty row 3 is skipped, the numbers stay the spreadsheet's
    assert sheet.cells == (("1234", "5,612"), ("X", ""))
    assert sheet.column("Ben") == ("5,612", "")
    assert [(r.number, r.label, dict(r.cells)) for r in sheet.rows] == [
        (2, "WILD!", {"Ana": "1234", "Ben": "5,612"}),
        (4, "Number with 3 in the hundreds place", {"Ana": "X", "Ben": ""})]


def test_a_refusal_names_its_own_file_when_an_earlier_sheet_had_the_same_header():
    good = "category,Ana,Ben\nWILD!,1234,5612\n"
    parse_csv(good, "first.csv")
    with pytest.raises(SheetError, match=r"^second\.csv row 3: 4 cells, but the header row has 3"):
        parse_csv(good + "WILD!,1,2,3\n", "second.csv")
    with pytest.raises(SheetError, match=r"^third\.csv row 1, column 3: the player name 'ana' is used twice"):
        parse_csv("category,Ana,ana\nWILD!,1234,5612\n", "third.csv")
    with pytest.raises(SheetError, match=r"^fourth\.csv row 1, column 3: the player name 'ana' is used twice"):
        parse_csv("category,Ana,ana\nWILD!,1234,5612\n", "fourth.csv")


def test_a_section_heading_with_entries_is_refused_after_a_sheet_with_the_same_labels():
    assert csv_verdict(OFFICIAL, name="first.csv").winners == ("Ana",)
    filled = OFFICIAL.replace("LOWER SECTION,,", "LOWER SECTION,5,")
    with pytest.raises(SheetError, match=r"^second\.csv row 11: 'LOWER SECTION' names a section of the card"):
        csv_verdict(filled, name="second.csv")


def test_a_value_is_judged_in_each_box_and_read_in_each_style():
    # 12 is a Fours score (three fours) and not a Twos score (at most 5 x 2 = 10): the same text in two boxes
    rows = {"Ones": ["1"], "Twos": ["12"], "Threes": ["3"], "Fours": ["12"], "Fives": ["5"], "Sixes": ["6"],
            "Three of a Kind": ["0"], "Four of a Kind": ["0"], "Full House": ["0"], "Small Straight": ["0"],
            "Large Straight": ["0"], "Yahtzee": ["0"], "Chance": ["5"]}
    verdict = csv_verdict(card(rows, ["Ana"]), "classic").verdict
    entries = verdict.cards["Ana"].boxes
    assert (entries["twos"].valid, entries["fours"].valid) == (False, True)
    assert verdict.totals["Ana"] == 1 + 3 + 12 + 5 + 6 + 5  # the 12 in Twos counts 0
    rows["Chance"] = ["1234"]  # not a chance score, but read as a number: words in each style asked for
    text = card(rows, ["Ana"])
    us = csv_verdict(text, "classic", style="us").verdict.cards["Ana"].boxes["chance"]
    uk = csv_verdict(text, "classic", style="uk").verdict.cards["Ana"].boxes["chance"]
    bare = csv_verdict(text, "classic", words=False).verdict.cards["Ana"].boxes["chance"]
    # worksheets/words.py: American school style has no "and" and a comma after the thousands; British adds "and"
    assert us.words == "one thousand, two hundred thirty-four"
    assert uk.words == "one thousand, two hundred and thirty-four"
    assert bare.words is None and not bare.valid


def test_the_same_number_counts_in_one_category_and_not_in_another():
    # 6,341 has 3 in the hundreds place (seed 000's first row), not 8; its digits add up to 14
    text = ("category,Ana,Ben\n"
            "Number with 3 in the hundreds place,\"6,341\",1111\n"
            "Number with 8 in the hundreds place,\"6,341\",X\n"
            "Number whose digits add up to 14,\"6,341\",1111\n")
    verdict = csv_verdict(text).verdict
    ana = [c.entries["Ana"] for c in verdict.categories]
    assert [e.valid for e in ana] == [True, False, True]
    assert ana[1].reason == "6,341 has 3 in the hundreds place, not 8"
    assert ana[0].words == ana[1].words == "six thousand, three hundred forty-one"  # words.py's American style
    assert [c.winners for c in verdict.categories] == [("Ana",), ("Ana", "Ben"), ("Ana",)]


def test_checking_a_folder_leaves_the_garbage_collector_as_it_was(tmp_path):
    for name in ("a.csv", "b.csv"):
        (tmp_path / name).write_text((CASES / "classic.csv").read_text(encoding="utf-8"), encoding="utf-8")
    assert gc.isenabled()
    assert len(check_paths([tmp_path]).sheets) == 2
    assert gc.isenabled()
    gc.disable()
    try:
        check_paths([tmp_path])
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_readings_beside_each_sheet_of_a_folder_are_found_by_their_name(tmp_path):
    seed = (CASES / "seed000.csv").read_text(encoding="utf-8")
    for name in ("a.csv", "b.csv"):
        (tmp_path / name).write_text(seed, encoding="utf-8")
    (tmp_path / "b.readings.csv").write_text(
        "category,Right\nNumber with 3 in the hundreds place,five thousand three hundred thirty-one\n",
        encoding="utf-8")
    a, b = check_paths([tmp_path]).sheets
    assert a.verdict.categories[0].entries["Right"].reading is None
    # Right wrote 5,332 and read it aloud as 5,331: the reading is wrong
    first = b.verdict.categories[0].entries["Right"]
    assert (first.reading, first.reading_ok) == ("five thousand three hundred thirty-one", False)


def test_options_of_one_run_do_not_change_the_next():
    sheet = parse_csv((CASES / "seed000.csv").read_text(encoding="utf-8"), "seed000.csv")
    with_words = check_sheet(sheet, CheckOptions())
    without = check_sheet(sheet, CheckOptions(words=False))
    again = check_sheet(sheet, CheckOptions())
    assert with_words == again
    assert all(e.words is None for c in without.verdict.categories for e in c.entries.values())
    assert with_words.verdict.points == without.verdict.points


def _random_card_text(rng) -> str:
    """A two-player classic sheet with every kind of cell: scores, impossible values, X, empty boxes, totals
    written right, wrong or not at all, extra bonuses that count and that do not."""
    from worksheets.rules import preset

    rules = preset("classic")
    cells = {"X", "", "0", "7", "13", "25", "30", "40", "50", "63", "99"}
    rows = {box.label: [rng.choice(sorted(cells | {str(v) for v in rules.card_values(box.key)}))
                        for _ in range(2)] for box in rules.boxes}
    for label in ("Upper total", "Bonus", "Yahtzee bonus", "Lower total", "Grand total"):
        if rng.random() < 0.5:  # otherwise no row: nothing written
            rows[label] = [rng.choice(["", "", "", "", "0", "35", "100", "150", str(rng.randint(0, 400))])
                           for _ in range(2)]
    return card(rows, ["Ana", "Ben"])


def test_a_classic_verdict_judges_its_cards_when_asked_as_a_card_read_and_judged_on_its_own_is():
    # Independent path: each player's column read into a written card (read_card) and judged (judge_dice_game),
    # against the verdict the checker keeps (totals, winners and problems tallied; cards judged when read).
    import random

    from worksheets.check.dice_sheet import locate_rows, read_card
    from worksheets.check.dice_verdict import judge_dice_game
    from worksheets.rules import preset

    rules, rng = preset("classic"), random.Random(14)
    tallied = judged = 0
    for _ in range(300):
        text = _random_card_text(rng)
        sheet = parse_csv(text, "g.csv")
        kept = check_sheet(sheet, CheckOptions(rules=rules)).verdict
        rows = locate_rows(sheet, rules)
        alone = judge_dice_game(rules, {p: read_card(sheet, rows, p, rules) for p in sheet.players})
        assert dict(kept.cards) == dict(alone.cards)
        assert (kept.totals, kept.winners, kept.problems) == (alone.totals, alone.winners, alone.problems)
        assert kept.totals == {p: card.grand_total for p, card in alone.cards.items()}
        adds_up = all(not any(p.kind in ("arithmetic", "extra-bonus") for p in c.problems)
                      and not c.written.extra_bonus for c in alone.cards.values())
        tallied, judged = tallied + adds_up, judged + (not adds_up)
    assert tallied > 20 and judged > 20  # both ways a verdict is made were taken


def test_quote_free_csv_reads_as_the_csv_module_reads_it():
    # The same table with its first cell in quotes is read by the csv module; without quotes it is split.
    import random

    rng = random.Random(6)
    pieces = ["Ones", "Three of a Kind", "X", "", " 12 ", "6", "\x0b", "\u2028", "\x85", "é", "\x00", "\\", "'"]
    for _ in range(1500):
        delimiter = rng.choice([",", ";", "\t"])
        lines = [delimiter.join(["box", "Ana", "Ben"])]
        for _ in range(rng.randint(0, 5)):
            width = rng.choice([3, 3, 3, 2, 4])
            lines.append("" if rng.random() < 0.1 else delimiter.join(rng.choice(pieces) for _ in range(width)))
        text = "\n".join(lines) + rng.choice(["", "\n", "\n\n"])
        quoted = '"box"' + text[len("box"):]

        def read(t):
            try:
                sheet = parse_csv(t, "g.csv")
            except SheetError as exc:
                return str(exc)
            return sheet, sheet.cells

        assert read(text) == read(quoted), repr(text)


def test_quote_free_text_is_split_into_the_rows_the_csv_module_gives():
    import csv
    import io
    import random

    from worksheets.check.table_sheet import _split_plain

    rng = random.Random(7)
    alphabet = ["a", ",", ";", "\t", "\n", " ", "\x00", "é", "\x85", "\u2028", "\x0b", "\x0c", "\x1c", "\\", "'"]
    for _ in range(5000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 14)))
        for delimiter in ",;\t":
            assert _split_plain(text, delimiter) == list(csv.reader(io.StringIO(text, newline=""),
                                                                    delimiter=delimiter)), repr(text)
    assert _split_plain('a,"b"\n', ",") is None and _split_plain("a,b\r\n", ",") is None  # the csv module reads these
