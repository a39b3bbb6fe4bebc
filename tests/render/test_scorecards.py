"""Scorecards read back with pypdf: the words in order, names as typed, pages, sizes and totals rows."""

from __future__ import annotations

import dataclasses
import io
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pypdf import PdfReader

from worksheets.errors import InputError, LayoutError, NotAvailableError
from worksheets.render.fonts import register_fonts
from worksheets.render.scorecard_model import ScorecardOptions, build_scorecards, supported_presets
from worksheets.render.text import fit
from worksheets.render.style import BOLD_FONT, REGULAR_FONT
from worksheets.rules import find_rules, preset

from .helpers import in_order, page_sizes, pages_text, scorecard_pdf

REPO = Path(__file__).resolve().parents[2]
LETTER, LETTER_LANDSCAPE = (612, 792), (792, 612)
A4 = (595.28, 841.89)
NAMES = ("Zoë", "Łukasz", "Ж", "<b>&")


def test_the_presets_in_scope():
    # Issue 3, this part: the Yahtzee family; zombie (team cards) and place-value come later.
    assert supported_presets() == ("classic", "house", "roll-em", "dice-roller", "yacht")


@pytest.mark.parametrize("layout", ["card", "chart"])
@pytest.mark.parametrize("name", supported_presets())
def test_every_box_label_appears_in_rule_set_order(name, layout):
    rules = preset(name)
    lines = pages_text(scorecard_pdf(name, layout, NAMES[:2]))[0]
    assert lines[0] == rules.title
    assert in_order(lines, [box.label for box in rules.boxes] + ["Grand total"])


@pytest.mark.parametrize("layout", ["card", "chart"])
def test_names_print_exactly_as_typed(layout):
    text = [line for page in pages_text(scorecard_pdf("classic", layout, NAMES)) for line in page]
    for name in NAMES:
        assert name in text  # a whole line, not markup: "<b>&" is not bold and not "&amp;"


# Rows beyond the boxes, from the presets' rules (SPEC section 2): classic, roll-em and dice-roller
# have the upper bonus 35 at 63; house (seed 002) and yacht have none; an extra five-alike earns
# points in classic (+100), house (+100) and roll-em (+50 Lucky Dice), none in dice-roller and yacht.
TOTALS = {
    "classic": ["Upper total", "Bonus", "Yahtzee bonus", "Lower total", "Grand total"],
    "house": ["Upper total", "Yahtzee bonus", "Lower total", "Grand total"],
    "roll-em": ["Upper total", "Bonus", "Lucky Dice bonus", "Lower total", "Grand total"],
    "dice-roller": ["Upper total", "Bonus", "Lower total", "Grand total"],
    "yacht": ["Upper total", "Lower total", "Grand total"],
}
ALL_TOTALS = {"Upper total", "Bonus", "Yahtzee bonus", "Lucky Dice bonus", "Yacht bonus", "Lower total",
              "Grand total"}


@pytest.mark.parametrize("name", sorted(TOTALS))
def test_totals_rows_present_where_the_rules_have_them(name):
    rows = build_scorecards(preset(name)).rows
    assert [row.label for row in rows if row.kind != "box"] == TOTALS[name]
    lines = pages_text(scorecard_pdf(name, "chart"))[0]
    assert [line for line in lines if line in ALL_TOTALS] == TOTALS[name]


def test_totals_rows_sit_after_their_section():
    labels = [row.label for row in build_scorecards(preset("classic")).rows]
    assert labels.index("Upper total") == labels.index("Sixes") + 1
    assert labels.index("Bonus") == labels.index("Upper total") + 1
    assert labels.index("Three of a Kind") == labels.index("Bonus") + 1
    assert labels[-3:] == ["Yahtzee bonus", "Lower total", "Grand total"]


@pytest.mark.parametrize("name, text", [
    ("classic", "35 if Upper total is 63 or more"),  # SPEC: upper bonus 35 when upper >= 63
    ("classic", "+100 for each extra Yahtzee"),
    # seed 003: "each additional 'lucky dice' ... one extra turn"; seed 002 (house): the bonus fills no box.
    ("roll-em", "+50 for each extra Lucky Dice, and a turn again"),
    ("house", "+100 for each extra Yahtzee; no box that turn"),
    ("classic", "Add Three of a Kind to Chance + Yahtzee bonus"),
    ("classic", "Upper total + Bonus + Lower total"),
    ("yacht", "Upper total + Lower total"),
    ("house", "At least 3 alike: add just those 3 dice"),  # seed 002: the matching dice only
])
def test_rows_explain_how_to_add_up(name, text):
    hints = [row.hint for row in build_scorecards(preset(name)).rows]
    assert text in hints


def test_a_custom_rules_file_gets_its_own_rows(tmp_path):
    # Seed 002's preferred rule: an extra Yahtzee replaces a box with its maximum, so no bonus points to tally.
    path = tmp_path / "parker.toml"
    path.write_text('base = "house"\nextra-yahtzee = "replace-max"\ntitle = "Parker\'s Yahtzee"\n', encoding="utf-8")
    lines = pages_text(scorecard_pdf(str(path), "chart", ["Parker"]))[0]
    assert lines[0] == "Parker's Yahtzee"
    assert "Yahtzee bonus" not in lines and "Lower total" in lines and "Parker" in lines


@pytest.mark.parametrize("paper", ["letter", "a4"])
@pytest.mark.parametrize("layout", ["card", "chart"])
def test_replace_max_is_told_beside_the_yahtzee_box(tmp_path, layout, paper):
    # SPEC section 2 (house, option extra-yahtzee = "replace-max"): an extra Yahtzee lets the player erase a filled
    # box and write that box's maximum. No tally row pays for it, so the Yahtzee box's hint says it (as the tally
    # row's hint says it under the other policies), with what the box scores (house.toml: Yahtzee 50, 5 dice).
    path = tmp_path / "parker.toml"
    path.write_text('base = "house"\nextra-yahtzee = "replace-max"\ntitle = "Parker\'s Yahtzee"\n', encoding="utf-8")
    wanted = "All 5 alike: 50. Extras: erase a box, write its max"
    rows = {row.label: row.hint for row in build_scorecards(find_rules(path)).rows}
    assert rows["Yahtzee"] == wanted
    pdf = scorecard_pdf(str(path), layout, ["Ana", "Ben"], paper)
    lines = pages_text(pdf)[0]
    assert in_order(lines, ["Chance", "Any roll: add all the dice", "Yahtzee", wanted, "Lower total"])
    if layout == "card":  # the hint fits one line beside 3 games: still two cards on a landscape page
        assert len(page_sizes(pdf)) == 1 and page_sizes(pdf)[0][0] > page_sizes(pdf)[0][1]


def test_other_policies_keep_the_yahtzee_box_hint():
    # house.toml: bonus-no-box; its tally row tells the rule, and the box says only what it scores.
    rows = {row.label: row.hint for row in build_scorecards(preset("house")).rows}
    assert rows["Yahtzee"] == "All 5 dice alike: 50 points"


def test_boxes_out_of_section_order_get_totals_after_all_boxes(tmp_path):
    path = tmp_path / "mixed.toml"
    path.write_text(
        'dice = 5\nfaces = 6\nrolls = 3\nextra-yahtzee = "bonus-no-box"\n'
        '[upper-bonus]\nthreshold = 20\npoints = 10\n'
        '[[boxes]]\nlabel = "Ones"\nscorer = "upper"\nface = 1\n'
        '[[boxes]]\nlabel = "Chance"\nscorer = "chance"\n'
        '[[boxes]]\nlabel = "Sixes"\nscorer = "upper"\nface = 6\n'
        '[[boxes]]\nlabel = "Five Alike"\nscorer = "all-alike"\npoints = 50\n', encoding="utf-8")
    rows = build_scorecards(find_rules(path)).rows
    assert [(row.label, row.hint) for row in rows[4:]] == [
        ("Upper total", "Add Ones and Sixes"),
        ("Bonus", "10 if Upper total is 20 or more"),
        ("Five Alike bonus", "+100 for each extra Five Alike; no box that turn"),  # bonus-no-box
        ("Grand total", "Add Ones to Five Alike + Bonus + Five Alike bonus"),
    ]


@pytest.mark.parametrize("players, pages, per_page", [
    ((), 1, [[]]),
    (("A", "B", "C", "D", "E", "F"), 1, [["A", "B", "C", "D", "E", "F"]]),
    (("A", "B", "C", "D", "E", "F", "G"), 2, [["A", "B", "C", "D"], ["E", "F", "G"]]),  # shared out evenly
    # Issue 8 item 5: 31 players are 6 charts of 6, 5, 5, 5, 5, 5 (by hand: 31 = 6 + 5 * 5), never one alone.
    (tuple(f"P{i:02d}" for i in range(31)), 6,
     [[f"P{i:02d}" for i in range(start, end)] for start, end in ((0, 6), (6, 11), (11, 16), (16, 21), (21, 26),
                                                                  (26, 31))]),
])
def test_chart_pages(players, pages, per_page):
    pdf = scorecard_pdf("classic", "chart", players)
    assert page_sizes(pdf) == [LETTER] * pages
    blank = pages_text(scorecard_pdf("classic", "chart"))[0]
    assert in_order(blank, [box.label for box in preset("classic").boxes])
    for page, names in zip(pages_text(pdf), per_page):
        assert in_order(page, [box.label for box in preset("classic").boxes])  # every page repeats the boxes
        assert page[len(page) - len(names):] == names  # then its players' names
        if len(names) in (0, 6):  # as many columns as the blank chart: the same words, and the names
            assert page == blank + names


@pytest.mark.parametrize("players, pages", [((), 1), (("A",), 1), (("A", "B"), 1), (("A", "B", "C"), 2)])
def test_cards_two_to_a_landscape_page(players, pages):
    pdf = scorecard_pdf("classic", "card", players)
    assert page_sizes(pdf) == [LETTER_LANDSCAPE] * pages
    text = pages_text(pdf)
    assert sum(page.count("Classic Yahtzee") for page in text) == 2 * pages  # a spare blank card fills a page
    assert [line for page in text for line in page if line in players] == list(players)


def test_a4():
    assert page_sizes(scorecard_pdf("classic", "chart", paper="a4")) == [A4]
    assert page_sizes(scorecard_pdf("classic", "card", paper="a4")) == [A4[::-1]]


@pytest.mark.parametrize("games", [1, 3, 6])
def test_games_per_card(games):
    text = " ".join(pages_text(scorecard_pdf("yacht", "card", ["Ana"], games=games))[0])
    # A narrow column's heading may take two lines ("Game" over "6"); the text reads the same.
    assert all(f"Game {n}" in text for n in range(1, games + 1))
    assert f"Game {games + 1}" not in text


@pytest.mark.parametrize("options, message", [
    ({"games": 0}, "games per card must be a whole number from 1 to 6, got 0"),
    ({"games": 7}, "games per card must be a whole number from 1 to 6, got 7"),
    ({"layout": "chart", "games": 2}, "games per card apply to the card layout only (a chart holds one game)"),
    ({"layout": "grid"}, "unknown layout 'grid'; accepted: card, chart"),
    ({"players": ("Ana", "ana")}, "player name 'ana' is given twice"),
    ({"players": ("A🦄",)}, "player name 'A🦄' has characters the font cannot print: '🦄' (U+1F984)"),
    ({"class_name": "5🦄"}, "class '5🦄' has characters the font cannot print: '🦄' (U+1F984)"),
])
def test_bad_options(options, message):
    with pytest.raises(InputError) as caught:
        build_scorecards(preset("classic"), ScorecardOptions(**options))
    assert str(caught.value) == message


@pytest.mark.parametrize("name", ["zombie", "place-value"])
def test_rule_sets_with_their_own_sheets_are_refused(name):
    with pytest.raises(NotAvailableError, match=r"has its own sheets; these scorecards are for classic, house"):
        build_scorecards(preset(name))


def test_too_many_boxes_for_a_page(tmp_path):
    boxes = "".join(f'[[boxes]]\nlabel = "Box {n}"\nscorer = "chance"\n' for n in range(40))
    path = tmp_path / "long.toml"
    path.write_text(f"dice = 5\nfaces = 6\nrolls = 3\n{boxes}", encoding="utf-8")
    with pytest.raises(LayoutError, match=r"^long: 41 rows do not fit on a letter page with rows tall enough to write in \(0.31 in\)"):
        scorecard_pdf(str(path), "card")


def test_many_rows_fall_back_to_one_portrait_card_a_page(tmp_path):
    boxes = "".join(f'[[boxes]]\nlabel = "Box {n}"\nscorer = "chance"\n' for n in range(22))
    path = tmp_path / "long.toml"
    path.write_text(f"dice = 5\nfaces = 6\nrolls = 3\n{boxes}", encoding="utf-8")
    assert page_sizes(scorecard_pdf(str(path), "card", ["A", "B"])) == [LETTER, LETTER]


@pytest.mark.parametrize("layout", ["card", "chart"])
def test_same_input_same_bytes(layout):
    first = scorecard_pdf("roll-em", layout, NAMES, class_name="5B")
    assert scorecard_pdf("roll-em", layout, NAMES, class_name="5B") == first
    assert scorecard_pdf("roll-em", layout, NAMES, class_name="5C") != first


def test_same_bytes_in_a_fresh_process():
    code = ("import sys; from tests.render.helpers import scorecard_pdf; "
            "sys.stdout.buffer.write(scorecard_pdf('classic', 'card', ('Zoë', 'Ж')))")
    fresh = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, check=True, timeout=60)
    assert fresh.stdout == scorecard_pdf("classic", "card", ("Zoë", "Ж"))


def test_metadata_is_fixed():
    reader = PdfReader(io.BytesIO(scorecard_pdf("classic", "chart")))
    assert reader.metadata.title == "Classic Yahtzee: group chart"
    assert reader.metadata.creator == "worksheets"
    assert reader.metadata["/CreationDate"] == "D:20000101000000+00'00'"  # reportlab's invariant date


def test_only_the_embedded_fonts_are_used():
    reader = PdfReader(io.BytesIO(scorecard_pdf("classic", "card", NAMES)))
    fonts = {font.get_object()["/BaseFont"] for page in reader.pages
             for font in page["/Resources"]["/Font"].values()}
    assert fonts and all(font.endswith(("+DejaVuSans", "+DejaVuSans-Bold")) for font in fonts)


def test_a_card_is_drawn_once_and_reused():
    # Speed: what every page of cards shares (both cards but the names, and the cut) is one form XObject,
    # placed on every page; a page's own stream holds only the form and the two names.
    reader = PdfReader(io.BytesIO(scorecard_pdf("classic", "card", [f"S{n}" for n in range(40)])))
    forms = {ref.idnum for page in reader.pages for ref in page["/Resources"]["/XObject"].values()}
    assert len(reader.pages) == 20 and len(forms) == 1
    for page in reader.pages:
        stream = page.get_contents().get_data()
        assert stream.count(b" Do") == 1 and stream.count(b"Tj") == 2 and b" re" not in stream and b" l" not in stream


def test_the_two_names_of_a_page_sit_on_their_cards_name_lines():
    # Letter landscape: 792 pt wide, half-inch margins, a half-inch gutter, so each card is
    # (792 - 72 - 36) / 2 = 342 pt wide and the second card starts 342 + 36 = 378 pt right of the first.
    reader = PdfReader(io.BytesIO(scorecard_pdf("classic", "card", ["Ana", "Ben"])))
    found = []
    reader.pages[0].extract_text(visitor_text=lambda text, cm, tm, font, size: found.append(
        (text.strip(), tm[4] + cm[4], tm[5] + cm[5])) if text.strip() in ("Ana", "Ben") else None)
    (first, x1, y1), (second, x2, y2) = found
    assert (first, second) == ("Ana", "Ben")
    assert 36 < x1 < 36 + 342 / 2 and y1 == pytest.approx(y2) and x2 - x1 == pytest.approx(378)


@settings(max_examples=60, deadline=None)
@given(text=st.text(alphabet=st.sampled_from("abcdefghijklmnopqrstuvwxyzÅŁЖ -:+"), min_size=1, max_size=60)
       .filter(lambda t: t.strip()),
       width=st.floats(min_value=20, max_value=300))
def test_fitted_text_is_never_cut_and_never_wider_than_its_box(text, width):
    from reportlab.pdfbase.pdfmetrics import stringWidth

    register_fonts()
    for font in (REGULAR_FONT, BOLD_FONT):
        fitted = fit(text, font, 10, width, height=40, max_lines=2)
        lines, size = fitted.text, fitted.size
        assert " ".join(lines).split() == text.split()
        assert size <= 10
        assert all(stringWidth(line, font, size) <= width + 1e-6 for line in lines)


# Issue 8 item 5: a child writes a score in a box at least 15 mm wide and 8 mm high, on every paper and
# for every number of games the command allows; two cards a landscape page while they fit, else one a page.
MM = 72 / 25.4


@pytest.mark.parametrize("paper", ["letter", "a4"])
@pytest.mark.parametrize("name", ["classic", "house", "roll-em", "dice-roller", "yacht"])
@pytest.mark.parametrize("games", range(1, 7))
def test_score_boxes_are_big_enough_to_write_in(paper, name, games):
    from worksheets.render.scorecards import card_layout
    from worksheets.render.style import style_for

    from reportlab.pdfbase.pdfmetrics import stringWidth

    style = style_for(paper)
    model = build_scorecards(preset(name), ScorecardOptions(games=games))
    cards, _, table = card_layout(model, style)
    assert min(table.widths[1:]) >= 15 * MM - 1e-9
    assert min(table.heights[1:]) >= 8 * MM - 1e-9
    # By hand: a card's rows are too low for two lines of hint, so two cards go on a landscape page
    # only while every hint fits on one line at 8 pt (4 pt padding each side, the column at least
    # 1.7 in) beside the score boxes; a half page is (page height - two 0.5 in margins - 0.5 in gutter) / 2.
    register_fonts()
    hints = max(stringWidth(row.hint, REGULAR_FONT, 8) for row in model.rows) + 8
    half = (style.height - 72 - 36) / 2
    assert len(cards.origins) == (2 if (half - max(1.7 * 72, hints)) / games >= 15 * MM else 1)
    if games <= 3:  # the default number of games keeps two cards a page
        assert len(cards.origins) == 2


def test_too_many_games_for_the_paper_are_refused_with_the_most_that_fit(tmp_path):
    from worksheets.errors import LayoutError
    from worksheets.render.scorecards import card_layout
    from worksheets.render.style import style_for

    model = build_scorecards(preset("classic"), ScorecardOptions(games=6))
    # By hand: a portrait Letter card is 7.5 in wide, 5.8 in (147 mm) after the label column: one 80 mm box.
    narrow = dataclasses.replace(style_for("letter"), card_min_column=80 * MM)
    with pytest.raises(LayoutError, match=r"^6 games do not fit .* 80 mm wide; at most 1 fit$"):
        card_layout(model, narrow)


def test_a_chart_takes_games_1_as_what_it_is():
    # A chart holds one game, so --games 1 asks for nothing it lacks; 2 or more is refused (above).
    chart = build_scorecards(preset("classic"), ScorecardOptions(layout="chart", players=("Ana", "Ben"), games=1))
    assert chart == build_scorecards(preset("classic"), ScorecardOptions(layout="chart", players=("Ana", "Ben")))
