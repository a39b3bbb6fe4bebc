"""Nothing on a sheet is set below 8 pt, and a long name wraps before it shrinks (issue 8, item 5).

Every kind of sheet is drawn with long names and labels, and the size of every piece of text is
read back from the PDF (pypdf's text visitor reports the size each ``Tf`` sets, forms included).
"""

from __future__ import annotations

import io
import shutil
from functools import cache
from pathlib import Path

import pytest

from worksheets.check import check_paths
from worksheets.practice import KIND_NAMES
from worksheets.practice.problems import find_kind, settings_for
from worksheets.render.check_key import check_key
from worksheets.render.check_key_model import build_check_key
from worksheets.render.kit import render_pdf
from worksheets.render.place_value_cards import place_value
from worksheets.render.place_value_model import PlaceValueOptions, build_class_cards
from worksheets.render.practice_model import build_practice
from worksheets.render.practice_sheets import practice
from worksheets.render.scorecard_model import ScorecardOptions, build_scorecards, supported_presets
from worksheets.render.scorecards import scorecards
from worksheets.render.style import style_for
from worksheets.render.zombie_pack_model import ZombiePackOptions, build_zombie_pack
from worksheets.render.zombie_questions import build_questions, pack_with_questions, question_cards
from worksheets.rules import preset

from ..check.helpers import CASES
from .helpers import text_sizes
from ..in_process import worksheets as _worksheets

#: The least size of type on a sheet, in points (issue 8: "nothing on a sheet is set below 8 pt").
LEAST = 8.0
#: 37 letters, wider than any column a name is printed in on one line at 12 pt.
LONG = "Maximiliana Wolfeschlegel-Steinhausen"
#: The widest name a roster takes: 40 letters (MAX_NAME_LENGTH), each the widest there is.
WIDE = "W" * 40
NAMES = (LONG, "Bartholomew Featherstone-Cholmondeley", "Ана-Лукреция Перепелицына", "Zoë", WIDE)
LONG_CLASS = "Year 5 Blue (Mrs Featherstonehaugh's)"


def _render(document, paper: str) -> bytes:
    style = style_for(paper)
    return render_pdf(document(style), style)


def _cards(rules: str, layout: str, paper: str, games: int | None = None) -> bytes:
    model = build_scorecards(preset(rules), ScorecardOptions(layout=layout, players=NAMES, games=games,
                                                             class_name=LONG_CLASS, date="Wednesday 14 March"))
    return _render(lambda style: scorecards(model, style), paper)


def _place_value(digits: int, dice: str, paper: str) -> bytes:
    cards = build_class_cards(PlaceValueOptions(digits=digits, dice=dice, extended=True, players=NAMES,
                                                class_name=LONG_CLASS, with_key=True))
    return _render(lambda style: place_value(cards, style), paper)


def _zombie(paper: str) -> bytes:
    model = build_zombie_pack(preset("zombie"), ZombiePackOptions(
        players=(*NAMES, "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"), 
        team_names=("The Featherstonehaughs", "Team Wolfeschlegel-Stein", "Ж"),
        zombie="Wilhelmina Zombiekönigin-Featherstone", class_name=LONG_CLASS))
    return _render(lambda style: pack_with_questions(model, style), paper)


def _practice(kind: str, level: int, paper: str) -> bytes:
    found = find_kind(kind)
    digits = min(max(found.digits), found.most_digits.get(level, 99)) if found.digits else None
    settings = settings_for(kind, level=level, digits=digits)
    sheets = build_practice(settings, names=NAMES, class_name=LONG_CLASS, with_key=True)
    return _render(lambda style: practice(sheets, style), paper)


def _questions(paper: str) -> bytes:
    cards = build_questions(3, KIND_NAMES, level=3)
    return _render(lambda style: question_cards(cards, style), paper)


def _renamed(text: str, names: dict[str, str]) -> str:
    head, rest = text.split("\n", 1)
    for old, new in names.items():
        head = head.replace(old, new)
    return head + "\n" + rest


def _check_key(tmp_path: Path, paper: str) -> bytes:
    """The comparison key of the checker's own cases, the players renamed to long names."""
    renames = {"classic.csv": {"Ana": LONG, "Ben": NAMES[1], "Cy": NAMES[2]},
               "seed000.csv": {"Left": LONG, "Right": NAMES[1]},
               "zombie.csv": {"Lions": "The Featherstonehaughs", "Tigers": "Team Wolfeschlegel-Steinhausen"}}
    paths = []
    for name, names in renames.items():
        path = tmp_path / f"a-rather-long-file-name-for-{name}"
        path.write_text(_renamed((CASES / name).read_text(encoding="utf-8"), names), encoding="utf-8")
        paths.append(path)
    for name in ("house.csv", "official.csv", "zombie-tally.csv"):
        shutil.copy(CASES / name, tmp_path / name)
        paths.append(tmp_path / name)
    model = build_check_key(check_paths(paths))
    return _render(lambda style: check_key(model, style), paper)


#: Each kind of sheet, drawn once in a run (``cache``): ``test_text_sizes`` reads some of the same sheets again.
SHEETS = {kind: cache(draw) for kind, draw in {
    **{f"{rules} cards {games or 'default'} games {paper}": (lambda r=rules, g=games, p=paper: _cards(r, "card", p, g))
       for rules in supported_presets() for games in (1, None, 5, 6) for paper in ("letter", "a4")},
    **{f"{rules} chart {paper}": (lambda r=rules, p=paper: _cards(r, "chart", p))
       for rules in supported_presets() for paper in ("letter", "a4")},
    **{f"place value {digits} {dice} {paper}": (lambda d=digits, e=dice, p=paper: _place_value(d, e, p))
       for digits in (3, 6) for dice in ("d6", "d10") for paper in ("letter", "a4")},
    **{f"zombie pack {paper}": (lambda p=paper: _zombie(p)) for paper in ("letter", "a4")},
    **{f"question cards {paper}": (lambda p=paper: _questions(p)) for paper in ("letter", "a4")},
    **{f"practice {kind} level {level}": (lambda k=kind, l=level: _practice(k, l, "letter"))
       for kind in KIND_NAMES for level in (1, 3)},
}.items()}


def _too_small(pdf: bytes) -> list[tuple[float, int, str]]:
    return sorted({found for found in text_sizes(pdf) if found[0] < LEAST})


@pytest.mark.parametrize("kind", SHEETS)
def test_no_text_below_8_pt(kind):
    assert _too_small(SHEETS[kind]()) == []


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_no_text_below_8_pt_on_the_comparison_key(tmp_path, paper):
    assert _too_small(_check_key(tmp_path, paper)) == []


@pytest.mark.parametrize("players", [3, 5, 8])
@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_no_text_below_8_pt_in_a_wide_place_value_key(tmp_path, players, paper):
    """Seed 000's categories for up to 8 long-named players, with writings that do not count and so carry
    their reason under them (a portrait table, a landscape one, and two landscape tables)."""
    names = [*NAMES, "Ben", "Cy", "Di", "Ed"][:players]
    writings = ["6,341", "4, 432", "(6341)", "6 425", "X", "5,332", "9,999", "1,111"]
    categories = [line.split(",")[0].strip('"') for line in (CASES / "seed000.csv").read_text().splitlines()[1:]]
    rows = [",".join(["category", *names])]
    rows += [",".join([f'"{category}"', *(f'"{writings[(row + column) % len(writings)]}"'
                                          for column in range(players))]) for row, category in enumerate(categories)]
    path = tmp_path / "wide.csv"
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    model = build_check_key(check_paths([path]))
    assert _too_small(_render(lambda style: check_key(model, style), paper)) == []


def test_the_probe_sees_small_type():
    """The size reader is not blind: text set at 6 pt is reported at 6 pt."""
    from reportlab.pdfgen import canvas

    buffer = io.BytesIO()
    c = canvas.Canvas(buffer)
    c.setFont("Helvetica", 6)
    c.drawString(10, 10, "small")
    c.setFont("Helvetica", 12)
    c.drawString(10, 30, "large")
    c.save()
    assert sorted(text_sizes(buffer.getvalue())) == [(6.0, 1, "small"), (12.0, 1, "large")]


def _name_pieces(pdf: bytes, words: tuple[str, ...]) -> list[tuple[float, str]]:
    """(size, text) of the pieces of the first page's text made only of ``words``' letters."""
    pieces = [(size, text) for size, page, text in text_sizes(pdf) if page == 1]
    return [(size, text) for size, text in pieces if text and text.replace("-", " ").split()[0] in words]


def test_a_long_name_wraps_onto_two_lines_on_the_chart_at_full_size():
    # The chart's name row is 0.5 in high; a player's name is set at 12 pt in a column 1.35 in wide
    # less 4 pt padding each side (style.py). "Maximiliana Wolfeschlegel" is wider than that at 12 pt
    # (each word alone is not), so it takes two lines and keeps its size.
    name = "Maximiliana Wolfeschlegel"
    pdf = _render(lambda style: scorecards(build_scorecards(preset("classic"), ScorecardOptions(
        layout="chart", players=(name, "Zoë"))), style), "letter")
    assert _name_pieces(pdf, ("Maximiliana", "Wolfeschlegel")) == [(12.0, "Maximiliana"), (12.0, "Wolfeschlegel")]


def test_a_name_too_long_for_two_lines_breaks_after_its_hyphen_before_going_below_8_pt():
    pdf = _render(lambda style: scorecards(build_scorecards(preset("classic"), ScorecardOptions(
        layout="chart", players=NAMES)), style), "letter")
    pieces = _name_pieces(pdf, ("Maximiliana", "Wolfeschlegel", "Steinhausen"))
    assert "".join(text for _, text in pieces) == LONG.replace(" ", "")
    assert len(pieces) >= 2 and min(size for size, _ in pieces) >= LEAST


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_six_long_names_on_a_chart_keep_8_pt_and_break_words_evenly(paper):
    # Six columns are narrow: a 40-letter name (the most a roster takes) needed four lines at 8 pt and was set
    # at 6.75 pt in a row of three; a word a little wider than the column left one letter on a line of its own.
    # The names' row now grows, and a word is cut into pieces of even length, each but the last ending in a
    # hyphen, as a name broken by hand does.
    forty = "Maximiliana-Josefina Wolfeschlegelsteinh"
    players = (forty, "Αλέξανδρος Παπαδόπουλος", "Bartholomew Featherstone-Cholmondeley", "Ana", "Ben", "Zoë")
    assert len(forty) == 40
    pdf = _render(lambda style: scorecards(build_scorecards(preset("classic"), ScorecardOptions(
        layout="chart", players=players)), style), paper)
    assert min(size for size, _, _ in text_sizes(pdf)) >= LEAST
    pieces = [text for _, page, text in text_sizes(pdf) if page == 1]
    greek = [text for text in pieces if text and text[0] in "Παπαδόπουλος" and text != "Αλέξανδρος"]
    assert len(greek) >= 2 and all(text.endswith("-") for text in greek[:-1]) and not greek[-1].endswith("-")
    assert "".join(text.removesuffix("-") for text in greek) == "Παπαδόπουλος" and all(len(text) >= 3 for text in greek)


def test_a_long_name_on_a_student_card_wraps_rather_than_shrinks():
    # A roster exported in capitals, 40 letters: at 12 pt it is far wider than the Name line beside the
    # QR code on a letter card two to a page, and on one line it would be set below 9 pt. The line has
    # 0.36 in (26 pt) above it less 3 pt above and below the text (style.py): two lines of size s take
    # s * (1 + 1.15), so two lines fit up to 20 / 2.15 = 9.3 pt, 9.25 in quarter points.
    from reportlab.pdfbase.pdfmetrics import stringWidth

    from worksheets.render.scorecards import card_layout

    name = "MAXIMILIANE WOLFESCHLEGEL V. STEINHAUSEN"
    style = style_for("letter")
    pdf = _render(lambda style: scorecards(build_scorecards(preset("classic"), ScorecardOptions(
        players=(name, "Zoë"))), style), "letter")
    _, header, _ = card_layout(build_scorecards(preset("classic"), ScorecardOptions()), style)
    line = header.line_right(0) - header.value_start("Name") - 2 * style.value_lift
    one_line = 12 * line / stringWidth(name, style.font, 12)
    pieces = _name_pieces(pdf, ("MAXIMILIANE", "V.", "STEINHAUSEN", "WOLFESCHLEGEL"))
    assert one_line < 9.25
    assert " ".join(text for _, text in pieces) == name and len(pieces) == 2
    assert {size for size, _ in pieces} == {9.25}


_LONG_BOX = "Three of a kind where every die must match and the rest are added together"  # 74 letters


def _rules_file(tmp_path: Path, lower_label: str, last_label: str = "Yahtzee") -> Path:
    """A teacher's rules file of four boxes; ``lower_label`` and ``last_label`` name the first and last lower boxes."""
    path = tmp_path / "long-names.toml"
    path.write_text(f'''base = "classic"
name = "long names"

# One upper box holds at most 5: classic's threshold of 63 could never be reached.
[upper-bonus]
threshold = 5
points = 35

[[boxes]]
label = "Ones"
scorer = "upper"
face = 1

[[boxes]]
label = "{lower_label}"
scorer = "of-a-kind"
count = 3

[[boxes]]
label = "Chance"
scorer = "chance"

[[boxes]]
label = "{last_label}"
scorer = "all-alike"
points = 50
''', encoding="utf-8")
    return path


@pytest.mark.parametrize("layout", ["card", "chart"])
@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_a_rules_file_box_name_too_long_for_8_pt_is_refused_and_the_length_it_suggests_prints(tmp_path, layout,
                                                                                               paper):
    # Before this check the 74-letter name was set at 3 pt on one line. The refusal names the file and the
    # box, writes nothing, and says how many characters fit; a name cut to that length prints at 8 pt or more.
    import re

    out = tmp_path / "cards.pdf"
    refused = _worksheets("scorecard", "--rules", str(_rules_file(tmp_path, _LONG_BOX)), "--layout", layout,
                          "--paper", paper, "--output", str(out))
    assert refused.returncode == 2 and not out.exists() and "Traceback" not in refused.stderr
    line = refused.stderr.strip()
    assert "\n" not in line and "long-names.toml" in line and _LONG_BOX in line and "8 pt" in line
    fits = int(re.search(r"about (\d+) characters fit", line).group(1))
    assert 15 <= fits < len(_LONG_BOX)  # the presets' longest name, "Three of a Kind", fits every layout
    shorter = _LONG_BOX[:fits].rstrip()
    printed = _worksheets("scorecard", "--rules", str(_rules_file(tmp_path, shorter)), "--layout", layout,
                          "--paper", paper, "--output", str(out))
    assert printed.returncode == 0, printed.stderr
    found = text_sizes(out.read_bytes())
    assert min(size for size, _, _ in found) >= LEAST
    assert any(text.startswith(shorter[:20]) for _, _, text in found)


def test_a_total_hint_naming_long_boxes_is_refused_rather_than_set_below_8_pt(tmp_path):
    # Each name fits a card on its own, but the Lower total's hint names both and the extra-bonus row:
    # "Add <27 letters> to <28 letters> + <28 letters> bonus" needs more than two lines of the label column.
    rules = _rules_file(tmp_path, "Three of a kind where every", "Yahtzee: all five dice alike")
    out = tmp_path / "cards.pdf"
    refused = _worksheets("scorecard", "--rules", str(rules), "--output", str(out))
    assert refused.returncode == 2 and not out.exists()
    assert "Lower total row's hint" in refused.stderr and "shorten the box names" in refused.stderr


@pytest.mark.parametrize("layout, rules", [("card", "classic"), ("chart", "classic"), (None, "zombie")])
def test_a_rules_file_title_too_long_for_8_pt_is_refused_and_the_length_it_suggests_prints(tmp_path, layout, rules):
    # A teacher's 150-letter title was set at 3.75 pt on a card (titles had no limit; box names had).
    import re

    title = ("Our Very Own Classroom Dice Game, Played On Fridays " * 3).strip()
    path = tmp_path / "titled.toml"
    out = tmp_path / "sheets.pdf"
    layout_args = ["--layout", layout] if layout else []
    path.write_text(f'base = "{rules}"\ntitle = "{title}"\n', encoding="utf-8")
    refused = _worksheets("scorecard", "--rules", str(path), *layout_args, "--output", str(out))
    assert refused.returncode == 2 and not out.exists() and "Traceback" not in refused.stderr
    line = refused.stderr.strip()
    assert "\n" not in line and line.startswith(f"Error: {path}: the title") and "8 pt" in line
    fits = int(re.search(r"about (\d+) characters fit", line).group(1))
    assert 20 <= fits < len(title)
    path.write_text(f'base = "{rules}"\ntitle = "{title[:fits].rstrip()}"\n', encoding="utf-8")
    printed = _worksheets("scorecard", "--rules", str(path), *layout_args, "--output", str(out))
    assert printed.returncode == 0, printed.stderr
    assert min(size for size, _, _ in text_sizes(out.read_bytes())) >= LEAST
