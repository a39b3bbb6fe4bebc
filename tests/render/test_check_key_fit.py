"""The comparison key (``check --pdf``) prints a teacher's long box names at 8 pt or more.

Printed cards refuse a rules file whose box names do not fit a card (``check_labels_fit``), but
``check`` must not: the filled sheets may be handwritten, or from an older card. The rules reader
sets no length on a label (only the 5 MB a file may take), so the key wraps a box name onto up to
three lines at 8 pt or more and lets its row grow; a name still too long is cut short with an
ellipsis, and a note says so. Sizes are read back from the PDF (``helpers.text_sizes``), widths
measured with reportlab's ``stringWidth`` at the size read back.
"""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest
from pypdf import PdfReader
from reportlab.pdfbase.pdfmetrics import stringWidth
from typer.testing import CliRunner

from tests.check.helpers import CASES
from tests.render.helpers import pages_text
from tests.render.helpers import text_sizes
from tests.render.test_type_sizes import LEAST
from worksheets.names import MAX_NAME_LENGTH
from worksheets.render.fonts import register_fonts
from worksheets.render.style import BOLD_FONT, style_for

#: The classic boxes in card order (worksheets/presets/classic.toml), with what each row of
#: tests/check/cases/classic.csv holds for Ana, Ben and Cy.
CLASSIC = [("Ones", "upper", 1), ("Twos", "upper", 2), ("Threes", "upper", 3), ("Fours", "upper", 4),
           ("Fives", "upper", 5), ("Sixes", "upper", 6), ("Three of a Kind", "three", 0),
           ("Four of a Kind", "four", 0), ("Full House", "full", 0), ("Small Straight", "small", 0),
           ("Large Straight", "large", 0), ("Yahtzee", "yahtzee", 0), ("Chance", "chance", 0)]
SCORERS = {"three": 'scorer = "of-a-kind"\ncount = 3\nscore = "all-dice"',
           "four": 'scorer = "of-a-kind"\ncount = 4\nscore = "all-dice"',
           "full": 'scorer = "full-house"\nscore = "points"\npoints = 25',
           "small": 'scorer = "straight"\nlength = 4\npoints = 30',
           "large": 'scorer = "straight"\nlength = 5\npoints = 40',
           "yahtzee": 'scorer = "all-alike"\npoints = 50', "chance": 'scorer = "chance"'}
FILLER = "where the dice you keep are counted up and written down with care"
NOTE = ("A name ending in … is too long to print in full in its row, so it is cut short; "
        "the rules file long.toml has it in full.")
#: The key's left margin (0.5 in) and the label cell's padding: where a box name starts.
LABEL_X = 36.0 + 4.0
#: The label column (1.55 in) less its padding on both sides.
LABEL_ROOM = 1.55 * 72 - 2 * 4.0


def _label(name: str, length: int) -> str:
    """``name`` and then the filler's words, repeated, cut at ``length`` characters (less a space at the end)."""
    text = name
    while len(text) < length:
        text += " " + FILLER
    return text[:length].rstrip()


def _rules(labels: list[str]) -> str:
    out = ['name = "long"', "dice = 5", "faces = 6", "rolls = 3", 'extra-yahtzee = "forced-joker"',
           "[upper-bonus]", "threshold = 63", "points = 35"]
    for label, (_, kind, face) in zip(labels, CLASSIC):
        scorer = f'scorer = "upper"\nface = {face}' if kind == "upper" else SCORERS[kind]
        out += ["[[boxes]]", f"label = {label!r}".replace("'", '"'), scorer]
    return "\n".join(out) + "\n"


def _sheet(labels: list[str]) -> str:
    """classic.csv with each box's row named by its long label (the totals keep their names)."""
    rows = list(csv.reader(io.StringIO((CASES / "classic.csv").read_text(encoding="utf-8"))))
    names = dict(zip((name for name, _, _ in CLASSIC), labels))
    out = io.StringIO()
    csv.writer(out, lineterminator="\n").writerows([[names.get(row[0], row[0]), *row[1:]] for row in rows])
    return out.getvalue()


@pytest.fixture
def run(tmp_path, monkeypatch):
    from cli.app import app

    monkeypatch.chdir(tmp_path)
    runner = CliRunner()
    return lambda *args: runner.invoke(app, ["check", *args])


def _key(run, tmp_path: Path, labels: list[str], paper: str = "letter") -> bytes:
    (tmp_path / "long.toml").write_text(_rules(labels), encoding="utf-8")
    (tmp_path / "game.csv").write_text(_sheet(labels), encoding="utf-8")
    result = run("game.csv", "--rules", "long.toml", "--pdf", "key.pdf", "--paper", paper)
    assert result.exit_code == 0, result.output
    return (tmp_path / "key.pdf").read_bytes()


#: Every box name 5,000 characters long: the reader takes a label of any length, so the key must print one.
CUT = [_label(name, 5000) for name, _, _ in CLASSIC]


@pytest.fixture(scope="module")
def cut_key(tmp_path_factory) -> bytes:
    """The key of a sheet of ``CUT``'s boxes, made once for the tests that read it."""
    from cli.app import app

    folder = tmp_path_factory.mktemp("cut")
    runner = CliRunner()
    with pytest.MonkeyPatch.context() as patch:
        patch.chdir(folder)
        return _key(lambda *args: runner.invoke(app, ["check", *args]), folder, CUT)


def _label_lines(pdf: bytes, page: int = 0) -> list[tuple[str, float, float]]:
    """(text, size, y) of every line drawn where a box name starts, top to bottom."""
    found = []

    def visit(text, cm, tm, font, size):
        if text.strip() and abs(tm[4] + cm[4] - LABEL_X) < 0.01:
            found.append((text.strip(), size * abs(tm[0] or 1), tm[5] + cm[5]))

    PdfReader(io.BytesIO(pdf)).pages[page].extract_text(visitor_text=visit)
    return sorted(found, key=lambda item: -item[2])


def _rows(lines: list[tuple[str, float, float]]) -> list[list[tuple[str, float, float]]]:
    """The label lines grouped by row: a row's next line is one line's advance (1.15 x its size) below."""
    rows: list[list] = []
    for line in lines:
        if rows and abs(rows[-1][-1][2] - line[2] - 1.15 * line[1]) < 0.05:
            rows[-1].append(line)
        else:
            rows.append([line])
    return rows


def _too_small(pdf: bytes) -> list:
    return sorted({found for found in text_sizes(pdf) if found[0] < LEAST})


def _card_rows(labels: list[str]) -> list[str]:
    """The rows of the key's table, top to bottom, as the classic card orders them."""
    return ["Box", *labels[:6], "Upper total", "Bonus", *labels[6:], f"{labels[11]} bonus", "Lower total",
            "Grand total"]


def _check_lines(rows) -> None:
    """At most three lines a row, each at 8 pt or more and no wider than the label column."""
    for row in rows:
        assert len(row) <= 3
        for text, size, _ in row:
            assert size >= LEAST and stringWidth(text, BOLD_FONT, size) <= LABEL_ROOM + 0.01, (text, size)


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_a_long_box_name_wraps_onto_three_lines_at_8_pt_and_prints_in_full(run, tmp_path, paper):
    # 58 characters: far more than a card's label column takes on one line (about 27 on a chart:
    # docs/rules-format.md); three lines of the key's 1.55 in column at 8 pt hold it. The Yahtzee box
    # keeps its name: its bonus row adds " bonus" to it.
    labels = [name if name == "Yahtzee" else _label(name, 58) for name, _, _ in CLASSIC]
    pdf = _key(run, tmp_path, labels, paper)
    assert _too_small(pdf) == []
    rows = _rows(_label_lines(pdf))
    assert [" ".join(text for text, _, _ in row) for row in rows] == _card_rows(labels)
    assert max(len(row) for row in rows) == 3  # they do need the third line
    _check_lines(rows)
    joined = " ".join(line for page in pages_text(pdf) for line in page)
    assert "…" not in joined and "cut short" not in joined


def test_a_box_name_too_long_for_three_lines_is_cut_with_an_ellipsis_and_a_note(cut_key):
    labels, pdf = CUT, cut_key
    assert _too_small(pdf) == []
    rows = _rows(_label_lines(pdf))
    expected = _card_rows(labels)
    assert len(rows) == len(expected)
    for row, label in zip(rows, expected):
        shown = " ".join(text for text, _, _ in row)
        if len(label) < 20:
            assert shown == label
        else:  # cut where its third line is full
            assert shown.endswith("…") and label.startswith(shown[:-1]) and len(row) == 3, shown
    _check_lines(rows)
    pages = pages_text(pdf)
    assert all(page[:2] == ["Answer key: game.csv (continued)", "long"] for page in pages[1:])
    text = " ".join(" ".join(line for page in pages for line in page[2:]).split())  # without the headings
    assert NOTE in text
    # The problems name the boxes in full, a paragraph going on over as many pages as it takes.
    assert f"Cy: {labels[3]}: 15 cannot be scored in {labels[3]}" in text


def test_a_box_name_of_one_long_word_is_broken_to_wrap_then_cut(run, tmp_path):
    labels = [name.replace(" ", "") + "Z" * 300 for name, _, _ in CLASSIC]
    pdf = _key(run, tmp_path, labels)
    assert _too_small(pdf) == []
    rows = _rows(_label_lines(pdf))
    for row, label in zip(rows, _card_rows(labels)):
        shown = "".join(text for text, _, _ in row)  # the pieces of one word, broken where a line is full
        assert shown == label if len(label) < 20 else (shown.endswith("…") and label.startswith(shown[:-1]))
    _check_lines(rows)
    assert NOTE in " ".join(" ".join(line for page in pages_text(pdf) for line in page).split())


def test_no_text_runs_off_a_page(cut_key):
    """A paragraph taller than a page (a problem naming a 5,000-character box) goes on over the next."""
    for page in PdfReader(io.BytesIO(cut_key)).pages:
        lows = []
        page.extract_text(visitor_text=lambda text, cm, tm, font, size: text.strip() and lows.append(tm[5] + cm[5]))
        assert min(lows) >= 36.0  # the bottom margin, 0.5 in


def test_a_card_with_more_rows_than_a_page_holds_goes_on_under_the_heading(run, tmp_path):
    labels = [f"Box {n} where you write the sum of all the dice you rolled" for n in range(1, 31)]
    (tmp_path / "long.toml").write_text(
        'name = "many"\ndice = 5\nfaces = 6\nrolls = 3\n'
        + "".join(f'[[boxes]]\nlabel = "{label}"\nscorer = "chance"\n' for label in labels), encoding="utf-8")
    (tmp_path / "game.csv").write_text("box,Ana,Ben\n" + "".join(f'"{label}",20,21\n' for label in labels),
                                       encoding="utf-8")
    result = run("game.csv", "--rules", "long.toml", "--pdf", "key.pdf")
    assert result.exit_code == 0, result.output
    pdf = (tmp_path / "key.pdf").read_bytes()
    assert _too_small(pdf) == []
    pages = pages_text(pdf)
    assert pages[0][0] == "Answer key: game.csv" and pages[1][0] == "Answer key: game.csv (continued)"
    shown = [" ".join(text for text, _, _ in row)
             for page in range(2) for row in _rows(_label_lines(pdf, page)) if row[0][0] != "Box"]
    assert shown == [*labels, "Grand total"]  # every box once, in order, then the total
    assert "Ben wins with 630 points to 600." in " ".join(line for page in pages for line in page)  # 30 x 21


def _names_sheet(players: int, length: int) -> str:
    names = [f"{chr(65 + i)}{'Maximiliana Wolfeschlegel-Steinhausen' * 100}"[:length] for i in range(players)]
    rows = list(csv.reader(io.StringIO((CASES / "classic.csv").read_text(encoding="utf-8"))))
    out = io.StringIO()
    csv.writer(out, lineterminator="\n").writerows(
        [[rows[0][0], *names], *([row[0], *(row[1 + i % 3] for i in range(players))] for row in rows[1:])])
    return out.getvalue()


@pytest.mark.parametrize("players", [6, 7, 12])
def test_names_of_the_longest_length_stay_at_8_pt_in_columns_and_the_class_summary(run, tmp_path, players):
    (tmp_path / "a.csv").write_text(_names_sheet(players, MAX_NAME_LENGTH), encoding="utf-8")
    seed = (CASES / "seed000.csv").read_text(encoding="utf-8")
    (tmp_path / "b.csv").write_text(seed.replace("category,Left,Right", f"category,{'L' * 40},{'R' * 40}"),
                                    encoding="utf-8")
    result = run("a.csv", "b.csv", "--pdf", "key.pdf")
    assert result.exit_code == 0, result.output
    pdf = (tmp_path / "key.pdf").read_bytes()
    assert _too_small(pdf) == []
    assert "Class summary" in [line for page in pages_text(pdf) for line in page]


def test_names_that_leave_no_room_for_a_row_are_refused_in_one_line(run, tmp_path):
    (tmp_path / "a.csv").write_text(_names_sheet(2, 3000), encoding="utf-8")
    result = run("a.csv", "--pdf", "key.pdf")
    assert result.exit_code == 2
    assert result.output.strip().splitlines() == [
        "Error: Answer key: a.csv: the players' names over the columns are too long to leave room for a row on "
        "a letter page; shorten the longest name"]
    assert not (tmp_path / "key.pdf").exists()


def test_a_class_summary_line_taller_than_a_page_is_refused_in_one_line(run, tmp_path):
    # 500 characters a name: the sheet's own section prints, but its line of the summary (the winners'
    # names, and every player's name and score, in columns about a fifth of the page wide) does not fit.
    (tmp_path / "a.csv").write_text(_names_sheet(3, 500), encoding="utf-8")
    (tmp_path / "b.csv").write_text(_names_sheet(2, 10), encoding="utf-8")
    assert run("a.csv", "--pdf", "a.pdf").exit_code == 0
    result = run("a.csv", "b.csv", "--pdf", "key.pdf")
    assert result.exit_code == 2
    assert result.output.strip().splitlines() == [
        "Error: Class summary: the line of a.csv is taller than a page; shorten the players' names"]
    assert not (tmp_path / "key.pdf").exists()
