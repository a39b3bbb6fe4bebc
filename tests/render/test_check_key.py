"""The printable comparison key, ``worksheets check FILE... --pdf KEY.pdf`` (issue 4 item 5; SPEC 1.3, 4, 5).

Tested by what a reader sees (pypdf's text, the marks drawn on the page) and by the model the
drawing reads (which entries are circled, struck, given the point). The sheets are the checker's
own case files, tests/check/cases/, whose verdicts tests/check/ works out by hand:

- seed000.csv is seed 000's worked game. Like tests/check/test_place_value.py, it takes the right
  card's printed "(2,11)" as the scanning slip it is, 2,111 (three of the same digits; with "2,11"
  the entry would be invalid, a case tested separately there and below).
- classic.csv and zombie.csv: the sums in tests/check/golden/classic.txt and test_zombie.py.

After a change to the key on purpose: .venv/bin/python tests/render/test_check_key.py
rewrites tests/render/golden/check_key/ (then review the diff).
"""

from __future__ import annotations

import io
import os
import shutil
import sys
from pathlib import Path

import pytest
from pypdf import PdfReader
from typer.testing import CliRunner

if __name__ == "__main__":  # run as a script to rewrite the golden files
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.check.helpers import CASES, csv_verdict  # noqa: E402
from tests.render.helpers import page_sizes, pages_text  # noqa: E402
from worksheets.check import ClassVerdict, check_paths  # noqa: E402
from worksheets.errors import GlyphError  # noqa: E402
from worksheets.render.check_key import check_key, write_check_key  # noqa: E402
from worksheets.render.check_key_model import DiceSection, PlaceValueSection, build_check_key  # noqa: E402
from worksheets.render.fonts import missing_characters  # noqa: E402
from worksheets.render.kit import render_pdf  # noqa: E402
from worksheets.render.style import BOLD_FONT, REGULAR_FONT, style_for  # noqa: E402

GOLDEN = Path(__file__).resolve().parent / "golden" / "check_key"
GOLDEN_FILE = GOLDEN / "seed000-classic-zombie-letter.txt"
FIX = "run .venv/bin/python tests/render/test_check_key.py and review the diff"
SEED = (CASES / "seed000.csv").read_text(encoding="utf-8")
LETTER = (612.0, 792.0)
A4 = (595.28, 841.89)

# Seed 000's game by hand (tests/check/test_place_value.py; SPEC 2 "the card on the right wins 5 points to 4"):
#  row  Left    Right   point       row  Left    Right   point
#   1   6,341   5,332   Left         6   X       4,432   Right
#   2   4,335   6,425   Right        7   6,311   5,443   Left
#   3   3,321   5,621   Right        8   X       2,111   Right
#   4   6,622   6,531   Left         9   6,432   6,551   Right
#   5   5,624   X       Left
SEED_ROWS = [("6,341", "5,332", "Left"), ("4,335", "6,425", "Right"), ("3,321", "5,621", "Right"),
             ("6,622", "6,531", "Left"), ("5,624", "X", "Left"), ("X", "4,432", "Right"),
             ("6,311", "5,443", "Left"), ("X", "2,111", "Right"), ("6,432", "6,551", "Right")]
# Every number in words: SPEC 3's own example for 6,341, the rest as tests/check/golden/seed000.txt has them.
SEED_WORDS = {
    "6,341": "six thousand, three hundred forty-one", "5,332": "five thousand, three hundred thirty-two",
    "4,335": "four thousand, three hundred thirty-five", "6,425": "six thousand, four hundred twenty-five",
    "3,321": "three thousand, three hundred twenty-one", "5,621": "five thousand, six hundred twenty-one",
    "6,622": "six thousand, six hundred twenty-two", "6,531": "six thousand, five hundred thirty-one",
    "5,624": "five thousand, six hundred twenty-four", "4,432": "four thousand, four hundred thirty-two",
    "6,311": "six thousand, three hundred eleven", "5,443": "five thousand, four hundred forty-three",
    "2,111": "two thousand, one hundred eleven", "6,432": "six thousand, four hundred thirty-two",
    "6,551": "six thousand, five hundred fifty-one",
}


def _verdicts(*names: str) -> ClassVerdict:
    """The case files checked as named from their folder, so headings do not depend on where the checkout is."""
    here = os.getcwd()
    os.chdir(CASES)
    try:
        return check_paths(list(names))
    finally:
        os.chdir(here)


def _key(*names: str, paper: str = "letter") -> bytes:
    style = style_for(paper)
    return render_pdf(check_key(build_check_key(_verdicts(*names)), style), style)


def _sheet_key(sheet, paper: str = "letter") -> bytes:
    style = style_for(paper)
    return render_pdf(check_key(build_check_key(ClassVerdict((sheet,))), style), style)


def _joined(pdf: bytes) -> str:
    return "\n".join(line for page in pages_text(pdf) for line in page)


def _texts(page) -> list[tuple[str, float, float]]:
    """(text, x, y) of every string drawn on a page: reportlab places each with its own text matrix."""
    found: list[tuple[str, float, float]] = []

    def visit(text, cm, tm, font, size):
        if text.strip():
            found.append((text.strip(), tm[4] + cm[4], tm[5] + cm[5]))

    page.extract_text(visitor_text=visit)
    return found


def _paths(page) -> list[tuple[bytes, ...]]:
    """The operators of every path on a page, each from its ``m`` to its painting operator."""
    paths, current = [], None
    for operands, op in page.get_contents().operations:
        if op == b"m":
            current = [(op, operands)]
        elif current is not None and op in (b"l", b"c"):
            current.append((op, operands))
        elif current is not None and op in (b"S", b"s", b"f", b"B", b"b", b"n"):
            paths.append(current)
            current = None
    return paths


def _ellipses(page) -> list[tuple[float, float, float, float]]:
    """Bounding boxes (left, bottom, right, top) of the ellipses drawn: a move and four curves (reportlab's ellipse)."""
    boxes = []
    for path in _paths(page):
        if len(path) == 5 and all(op == b"c" for op, _ in path[1:]):
            xs = [float(v) for _, operands in path for v in operands[0::2]]
            ys = [float(v) for _, operands in path for v in operands[1::2]]
            boxes.append((min(xs), min(ys), max(xs), max(ys)))
    return boxes


def _strokes(page) -> list[tuple[float, float, float, float]]:
    """Straight strokes (x1, y1, x2, y2): a move and one line."""
    return [(float(path[0][1][0]), float(path[0][1][1]), float(path[1][1][0]), float(path[1][1][1]))
            for path in _paths(page) if len(path) == 2 and path[1][0] == b"l"]


def _encloses(box, x: float, y: float) -> bool:
    left, bottom, right, top = box
    return left < x < right and bottom < y < top


# --- place value: seed 000 ------------------------------------------------------------------


def test_seed_000_key_shows_every_number_its_words_the_points_and_the_winner():
    pdf = _key("seed000.csv")
    assert page_sizes(pdf) == [LETTER]  # 2 players: one portrait Letter page (the default paper)
    text = _joined(pdf)
    lines = pages_text(pdf)[0]
    assert lines[0] == "Answer key: seed000.csv"
    assert lines[1] == "Place Value Yahtzee: 4-digit numbers, six-sided dice (1 to 6)"  # SPEC 2 defaults
    for number, words in SEED_WORDS.items():
        assert number in text and words in text, number
    assert text.count("\nX\n") == 3  # the three X boxes (rows 5, 6 and 8), shown as X
    assert "Points\n4\n5" in text  # Left 4, Right 5
    assert lines.count("+1") == 9  # one point per category, no ties
    assert "Right wins with 5 points to 4." in text  # SPEC 2, seed 000
    assert "final roll" not in text


def test_seed_000_model_circles_the_winning_number_of_every_category():
    section = build_check_key(_verdicts("seed000.csv")).sections[0]
    assert isinstance(section, PlaceValueSection)
    assert section.players == ("Left", "Right")
    assert section.points == ("4", "5")
    for row, (left, right, winner) in zip(section.rows, SEED_ROWS):
        cells = dict(zip(section.players, row.cells))
        assert (cells["Left"].text, cells["Right"].text) == (left, right)
        assert [p for p, cell in cells.items() if cell.circled] == [winner], row.category
        assert [p for p, cell in cells.items() if cell.point] == [winner]
        assert not any(cell.struck or cell.note for cell in row.cells)  # every entry is valid (tests/check)
        for cell in row.cells:
            assert cell.words == SEED_WORDS.get(cell.text)  # X has no words
    assert not section.landscape and section.tables == ((0, 1),)


def test_seed_000_circles_are_drawn_round_the_winning_numbers_only():
    page = PdfReader(io.BytesIO(_key("seed000.csv"))).pages[0]
    ellipses = _ellipses(page)
    assert len(ellipses) == 9  # one winning number per category
    texts = _texts(page)
    winners = {left if winner == "Left" else right for left, right, winner in SEED_ROWS}
    losers = {left if winner == "Right" else right for left, right, winner in SEED_ROWS} - {"X"}
    for number in winners:
        x, y = next((x, y) for text, x, y in texts if text == number)
        assert sum(_encloses(box, x + 2, y + 3) for box in ellipses) == 1, number  # inside its circle
    for number in losers:
        x, y = next((x, y) for text, x, y in texts if text == number)
        assert not any(_encloses(box, x + 2, y + 3) for box in ellipses), number


def test_an_invalid_entry_is_struck_through_with_its_reason():
    # tests/check/test_place_value.py: Left's row 1 "6,34" and Right's row 8 "2,11" (seed 000's "(2,11)" as
    # printed) are invalid and count 0. Row 1 goes to Right (5,332 > 0); row 8 is an all-0 tie, both get it.
    sheet = csv_verdict(SEED.replace('"2,111"', '"2,11"').replace('"6,341"', '"6,34"', 1))
    section = build_check_key(ClassVerdict((sheet,))).sections[0]
    first, eighth = section.rows[0].cells, section.rows[7].cells
    assert (first[0].text, first[0].struck, first[0].circled, first[0].point) == ("6,34", True, False, False)
    assert first[0].note == "6,34 is not a 4-digit number"  # the checker's reason (tests/check)
    assert first[1].circled and first[1].point
    assert eighth[0].text == "X" and not eighth[0].struck  # X is X, not struck through
    assert eighth[1].struck and eighth[1].note == "2,11 is not a 4-digit number"
    assert [c.point for c in eighth] == [True, True] and not any(c.circled for c in eighth)  # no number to circle
    assert section.points == ("4", "6")

    pdf = _sheet_key(sheet)
    text = _joined(pdf)
    assert "6,34 is not a 4-digit number" in text and "2,11 is not a 4-digit number" in text
    assert "Right wins with 6 points to 4." in text
    page = PdfReader(io.BytesIO(pdf)).pages[0]
    x, y = next((x, y) for t, x, y in _texts(page) if t == "6,34")
    struck = [s for s in _strokes(page) if abs(s[1] - s[3]) < 0.01 and s[0] < x + 2 < s[2] and y < s[1] < y + 10]
    assert struck, "a line through 6,34"


def test_a_wrong_reading_shows_what_was_said_and_the_tie_advice():
    # tests/check/test_place_value.py: Right reads 6,551 (WILD) as "six thousand five hundred fifty": the
    # entry cannot take the point, which is not passed on (SPEC 2), so 4-4 and the final-roll advice.
    text = SEED.replace("category,Left,Right", "category,Left,Right,Right reading")
    lines = text.splitlines()
    lines = [lines[0]] + [line + "," for line in lines[1:9]] + [lines[9] + ",six thousand five hundred fifty"]
    sheet = csv_verdict("\n".join(lines) + "\n")
    section = build_check_key(ClassVerdict((sheet,))).sections[0]
    wild = section.rows[8].cells
    assert not any(cell.circled or cell.point for cell in wild)
    assert wild[1].note == "Read aloud as “six thousand five hundred fifty”: wrong, so no point"
    assert wild[1].words == "six thousand, five hundred fifty-one" and not wild[1].struck
    key = _joined(_sheet_key(sheet))
    assert "Read aloud as “six thousand five hundred fifty”: wrong, so no point" in key.replace("\n", " ")
    assert "Left and Right are tied with 4 points each. Take one final roll" in key.replace("\n", " ")


@pytest.mark.parametrize("players, pages, tables", [
    (["Zoë", "Łukasz", "Ж"], [LETTER], ((0, 1, 2),)),
    (["Zoë", "Łukasz", "Ж", "<b>&", "Ana"], [LETTER[::-1]] * 2, ((0, 1, 2, 3, 4),)),
    ([f"P{n}" for n in range(1, 9)], [LETTER[::-1]] * 3, ((0, 1, 2, 3), (4, 5, 6, 7))),
])
def test_any_number_of_players(players, pages, tables):
    # Up to 4 players: portrait; 5 to 7: landscape; 8 or more: landscape tables of at most 7, shared evenly.
    # On a landscape page every number's words take two lines at 8.5 pt, so nine rows fill the page and
    # the result and the legend go on after the last table, on a page of their own.
    # Everyone writes the seed's Right column, except the first player, who writes Left's: the circles
    # go to the Right column's numbers in rows where Right won, shared by all but the first player.
    rows = [line.split(",", 1)[0] for line in SEED.splitlines()[1:]]
    header = "category," + ",".join(players)
    body = []
    for label, (left, right, _) in zip(rows, SEED_ROWS):
        cells = [f'"{left}"' if left != "X" else "X"] + [f'"{right}"' if right != "X" else "X"] * (len(players) - 1)
        body.append(label + "," + ",".join(cells))
    sheet = csv_verdict("\n".join([header, *body]) + "\n")
    section = build_check_key(ClassVerdict((sheet,))).sections[0]
    assert section.tables == tables
    for row, (_, _, winner) in zip(section.rows, SEED_ROWS):
        circled = [p for p, cell in zip(players, row.cells) if cell.circled]
        assert circled == ([players[0]] if winner == "Left" else players[1:])
    pdf = _sheet_key(sheet)
    assert page_sizes(pdf) == pages
    text = _joined(pdf)
    for name in players:
        assert name in text  # names print as typed, "<b>&" included (SPEC 5)


# --- Yahtzee family and Zombie ------------------------------------------------------------------


def test_a_card_with_a_wrong_grand_total_shows_the_problem_and_the_computed_total():
    # tests/check/golden/classic.txt: Ben's boxes add up to 64 + 35 + 94 = 193; he wrote 155.
    pdf = _key("classic.csv")
    text = _joined(pdf)
    assert "193\nwrote 155" in text
    assert "Ben: Grand total: you wrote 155, but 64 + 35 + 94 = 193" in text.replace("\n", " ")
    assert "Cy: Fours: 15 cannot be scored in Fours (it holds 0, 4, 8, 12, 16 or 20), so it counts 0" in \
        text.replace("\n", " ")
    assert "Ana wins with 412 points (Ben 193, Cy 117)." in text

    section = build_check_key(_verdicts("classic.csv")).sections[0]
    assert isinstance(section, DiceSection)
    grand = next(row for row in section.rows if row.label == "Grand total")
    ana, ben, cy = grand.cells
    assert (ana.text, ana.circled, ana.right, ana.wrote) == ("412", True, "✓", None)  # the winner's total, right
    assert (ben.text, ben.circled, ben.wrote) == ("193", False, "wrote 155")
    number = section.problems.index("Ben: Grand total: you wrote 155, but 64 + 35 + 94 = 193 (155 adds up "
                                    "the totals you wrote above, so the slip is in one of them)") + 1
    assert ben.markers == (number,)  # the marker beside the box points to the problem in the list
    fours = next(row for row in section.rows if row.label == "Fours").cells[2]
    assert (fours.text, fours.struck) == ("15", True) and fours.markers
    assert len(section.problems) == 9  # as tests/check/golden/classic.txt lists them


@pytest.mark.parametrize("cells, signs", [
    ({}, ()),
    ({"Twos": ["-", "4"]}, ("X: crossed out, 0 points.",)),
    ({"Twos": ["", "4"]}, ("-: left empty, 0 points.",)),
    ({"Twos": ["6", ""], "Fours": ["x", "8"]}, ("X: crossed out, 0 points.", "-: left empty, 0 points.")),
])
def test_the_keys_legend_says_what_x_and_a_dash_mean_when_its_table_shows_them(cells, signs):
    from tests.check.helpers import FULL_CARD, card

    section = build_check_key(ClassVerdict((csv_verdict(card(FULL_CARD | cells, ["Ana", "Ben"]), "classic"),))
                              ).sections[0]
    assert tuple(sign for sign in ("X: crossed out, 0 points.", "-: left empty, 0 points.")
                 if sign in section.legend) == signs
    twos = next(row for row in section.rows if row.label == "Twos").cells
    assert twos[0].text == {"-": "X", "": "-"}.get(cells.get("Twos", ["6"])[0], "6")


def test_zombie_key_shows_both_sides_and_the_winning_side():
    # tests/check/test_zombie.py: survivors 235 + 182 = 417, zombies 326 + 76 = 402; game 3 does not count.
    text = _joined(_key("zombie.csv"))
    assert "Survivors (Lions and Tigers):\n235 + 182 =\n417" in text
    assert "Zombies (zombie games 1 and 2):\n326 + 76 =\n402" in text
    assert "The survivors win, 417 to 402!" in text
    assert "does not count" in text  # under Zombie game 3's heading
    section = build_check_key(_verdicts("zombie.csv")).sections[0]
    assert [side.wins for side in section.sides] == [True, False]
    assert section.column_notes == (None, None, None, None, "does not count")


def test_several_sheets_one_section_each_then_the_class_summary():
    pdf = _key("seed000.csv", "classic.csv", "zombie.csv")
    pages = pages_text(pdf)
    firsts = [page[0] for page in pages]
    assert firsts == ["Answer key: seed000.csv", "Answer key: classic.csv", "Answer key: zombie.csv", "Class summary"]
    assert pages[-1][1] == "3 sheets checked, 10 problems found."  # 0 + 9 + 1 (tests/check/golden/class.txt)


def test_a_sheet_that_could_not_be_checked_is_named_in_the_class_summary(tmp_path):
    # A folder of a good card and one with "abc" in a box: the terminal says one sheet was not judged, and the
    # printed key must say so too, or a teacher working from paper never learns a student's sheet was left out.
    (tmp_path / "classic.csv").write_bytes((CASES / "classic.csv").read_bytes())
    (tmp_path / "bad.csv").write_text("box,Ana\nOnes,3\nChance,abc\n", encoding="utf-8")
    from worksheets.check import CheckOptions
    from worksheets.rules import preset

    verdicts = check_paths([tmp_path], CheckOptions(rules=preset("classic")))
    assert len(verdicts.sheets) == 1 and len(verdicts.unusable) == 1
    summary = build_check_key(verdicts).summary
    assert summary is not None  # one sheet checked, one not: still a class of two sheets
    assert summary.line == ("1 sheet checked, 9 problems found. 1 sheet was not checked: the reason is in its line "
                            "below; correct it and check again.")  # 9: tests/check/golden/class.txt
    bad = summary.lines[-1]
    assert bad[0].endswith("bad.csv") and bad[1] == "Not checked" and "'abc'" in bad[2]
    assert summary.set_aside == {1}  # why fills the rest of its line, not the narrow winners' column (trial 28)


# --- safety, sameness, fonts ----------------------------------------------------------------


def test_the_same_verdicts_give_the_same_bytes():
    assert _key("seed000.csv", "classic.csv") == _key("seed000.csv", "classic.csv")  # reportlab invariant mode


def test_a4_on_request():
    assert page_sizes(_key("seed000.csv", paper="a4")) == [A4]


def test_every_character_on_the_key_can_be_printed():
    model = build_check_key(_verdicts("seed000.csv", "classic.csv", "zombie.csv"))
    style = style_for("letter")
    text = _joined(render_pdf(check_key(model, style), style)).replace("\n", "")
    assert missing_characters(text, REGULAR_FONT) == [] and missing_characters(text, BOLD_FONT) == []


def test_a_name_the_font_cannot_print_is_refused_before_anything_is_written(tmp_path):
    sheet = csv_verdict(SEED.replace("category,Left,Right", "category,Left,דנה"))
    target = tmp_path / "key.pdf"
    target.write_bytes(b"the old key")
    with pytest.raises(GlyphError, match="player name 'דנה'"):
        write_check_key(ClassVerdict((sheet,)), style_for("letter"), target)
    assert target.read_bytes() == b"the old key"  # untouched (SPEC 5: refused, never printed as boxes)
    assert [p.name for p in tmp_path.iterdir()] == ["key.pdf"]  # no temporary file left


def test_what_a_student_wrote_in_characters_the_font_lacks_prints_as_code_points():
    # Full-width digits are refused as an entry (SPEC 3) and the key still prints, naming the characters.
    sheet = csv_verdict(SEED.replace('"6,341"', "６３４１", 1))
    cell = build_check_key(ClassVerdict((sheet,))).sections[0].rows[0].cells[0]
    assert cell.struck and cell.text == "[U+FF16][U+FF13][U+FF14][U+FF11]"


# --- the command line -----------------------------------------------------------------------


@pytest.fixture
def run(tmp_path, monkeypatch):
    from cli.app import app

    for name in ("seed000.csv", "classic.csv"):
        shutil.copy(CASES / name, tmp_path / name)
    monkeypatch.chdir(tmp_path)
    runner = CliRunner()
    return lambda *args: runner.invoke(app, ["check", *args])


def test_check_pdf_writes_the_key(run, tmp_path):
    result = run("seed000.csv", "--pdf", "key.pdf")
    assert result.exit_code == 0, result.output
    assert "Right wins with 5 points to 4." in result.stdout  # the verdict is still shown
    first = (tmp_path / "key.pdf").read_bytes()
    assert "Right wins with 5 points to 4." in _joined(first)
    assert run("seed000.csv", "--pdf", "key.pdf").exit_code == 0
    assert (tmp_path / "key.pdf").read_bytes() == first  # byte-identical on a second run
    assert run("seed000.csv", "--pdf", "a4.pdf", "--paper", "a4").exit_code == 0
    assert page_sizes((tmp_path / "a4.pdf").read_bytes()) == [A4]


def test_check_pdf_never_writes_over_an_input(run, tmp_path):
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    for target in ("seed000.csv", "classic.csv"):
        result = run("seed000.csv", "classic.csv", "--pdf", target)
        assert result.exit_code == 2
        assert "an input file is never written over" in result.output
    (tmp_path / "seed000.readings.csv").write_text("category,Left\n", encoding="utf-8")  # read beside the sheet
    before["seed000.readings.csv"] = (tmp_path / "seed000.readings.csv").read_bytes()
    result = run("seed000.csv", "--pdf", "seed000.readings.csv")
    assert result.exit_code == 2
    assert {p.name: p.read_bytes() for p in tmp_path.iterdir()} == before  # nothing written, nothing changed


def test_check_pdf_bad_paper_or_name_exits_2_and_writes_nothing(run, tmp_path):
    result = run("seed000.csv", "--pdf", "key.pdf", "--paper", "a5")
    assert result.exit_code == 2 and "unknown paper 'a5'" in result.output
    (tmp_path / "hebrew.csv").write_text(SEED.replace("category,Left,Right", "category,Left,דנה"), encoding="utf-8")
    result = run("hebrew.csv", "--pdf", "key.pdf")
    assert result.exit_code == 2 and "cannot print" in result.output
    assert "Right wins" not in result.output and "wins" not in result.output  # no verdict half-shown
    assert not (tmp_path / "key.pdf").exists()


# --- golden text ------------------------------------------------------------------------------


def golden_text() -> str:
    """Every page's text of the key of seed000.csv, classic.csv and zombie.csv (named as given), Letter."""
    pdf = _key("seed000.csv", "classic.csv", "zombie.csv")
    parts = []
    for number, lines in enumerate(pages_text(pdf), start=1):
        parts.append(f"--- page {number} ---")
        parts.extend(lines)
    return "\n".join(parts) + "\n"


def test_key_matches_golden():
    assert GOLDEN_FILE.is_file(), f"missing {GOLDEN_FILE.name}: {FIX}"
    assert golden_text() == GOLDEN_FILE.read_text(encoding="utf-8"), FIX


if __name__ == "__main__":
    GOLDEN.mkdir(parents=True, exist_ok=True)
    GOLDEN_FILE.write_text(golden_text(), encoding="utf-8")
    print(GOLDEN_FILE.relative_to(GOLDEN.parents[3]))


@pytest.mark.parametrize("blank, shown, said", [
    # SPEC section 2: an empty cell is an X (0 points); the key shows it as a dash and says so, as a dice key does.
    ("", "-", True),
    ("X", "X", False),  # an X is X, as before; the legend already says X counts as 0
])
def test_a_place_value_key_shows_a_category_left_empty_as_a_dash_and_says_so(blank, shown, said):
    # seed000.csv with Right's "5 in the ones place" (6,425) blanked or X: Left's 4,335 takes the point.
    sheet = csv_verdict(SEED.replace('"6,425"', blank))
    section = build_check_key(ClassVerdict((sheet,))).sections[0]
    right = section.rows[1].cells[1]
    assert (right.text, right.struck, right.circled, right.point, right.note) == (shown, False, False, False, None)
    assert section.rows[1].cells[0].circled
    assert ("and so does a box left empty (-)" in section.legend) is said
    assert "X counts as 0" in section.legend
    text = _joined(_sheet_key(sheet))
    assert "Left wins with 5 points to 4." in text  # seed 000: 4 to 5, with the ones-place point passed to Left
    assert ("a box left empty (-)" in " ".join(text.split())) is said
