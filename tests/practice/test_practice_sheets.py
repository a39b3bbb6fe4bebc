"""Practice sheets as printed: one page a student, the header, keys rebuilt from codes, the command."""

from __future__ import annotations

import functools
import io

import pytest
from pypdf import PdfReader
from typer.testing import CliRunner

from cli.app import app
from tests.render.helpers import pages_text
from worksheets.practice.problems import settings_for
from worksheets.render.keys import key_for
from worksheets.render.kit import render_pdf
from worksheets.render.practice_model import build_practice
from worksheets.render.practice_sheets import practice
from worksheets.render.style import style_for
from worksheets.templating import render

KINDS = ("place-value", "chance", "scoring", "words", "compare", "digits", "expanded", "keep")
NAMES = ("Zoë", "Łukasz", "<b>&")


def pdf(settings, paper="letter", **options) -> bytes:
    style = style_for(paper)
    return render_pdf(practice(build_practice(settings, **options), style), style)


@functools.lru_cache(maxsize=None)
def _class_sheets(kind: str, level: int, problems: int | None):
    """The sheets of NAMES in class 5B, built once for both papers: the sheets do not depend on the paper, and
    building some (keep: the engine's values of many positions) takes far longer than drawing them."""
    return build_practice(settings_for(kind, level=level, problems=problems), names=NAMES, class_name="5B")


@pytest.mark.parametrize("paper", ["letter", "a4"])
@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("level", [1, 2, 3])
def test_a_sheet_is_one_page_at_the_default_and_the_largest_count(kind, level, paper):
    from worksheets.practice.problems import find_kind

    style = style_for(paper)
    for problems in (None, find_kind(kind).max_problems):
        data = render_pdf(practice(_class_sheets(kind, level, problems), style), style)
        reader = PdfReader(io.BytesIO(data))
        assert len(reader.pages) == len(NAMES)


def test_the_header_names_the_student_topic_level_and_code():
    settings = settings_for("chance", level=2)
    sheets = build_practice(settings, names=NAMES, class_name="5B", date="14 March")
    pages = pages_text(pdf(settings, names=NAMES, class_name="5B", date="14 March"))
    for page, sheet, name in zip(pages, sheets.sheets, NAMES):
        text = " ".join(page)
        for expected in ("Chance with dice", "Level 2", f"Code {sheet.code}", name, "5B", "14 March", "Name",
                         "Date", "Fraction (lowest terms)"):
            assert expected in text
        for number, problem in enumerate(sheet.problems, start=1):
            assert f"{number}." in text


def test_the_key_has_several_students_a_page_under_their_names_and_codes():
    settings = settings_for("place-value", level=3)
    names = tuple(f"Student {n}" for n in range(1, 7))
    sheets = build_practice(settings, names=names, with_key=True)
    pages = pages_text(pdf(settings, names=names, with_key=True))
    key_pages = pages[len(names):]
    assert len(key_pages) <= 2
    text = " ".join(" ".join(page) for page in key_pages)
    for sheet in sheets.sheets:
        assert sheet.name in text and sheet.code in text
        assert sheet.key_lines[0][0] in text


def test_the_same_input_gives_the_same_bytes():
    settings = settings_for("place-value", level=2, seed=9)
    assert pdf(settings, students=2, with_key=True) == pdf(settings, students=2, with_key=True)


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("level", [1, 3])
def test_a_key_rebuilt_from_a_code_is_the_printed_one(kind, level):
    settings = settings_for(kind, level=level, seed=5)
    printed = build_practice(settings, names=NAMES, with_key=True)
    for sheet in printed.sheets:
        rebuilt = key_for(sheet.code)
        again = rebuilt.sheets.sheets[0]
        assert again.code == sheet.code
        assert again.problems == sheet.problems
        assert again.key_lines == sheet.key_lines
        assert rebuilt.text() == render("keys/practice.txt.j2", sheet=again, words=printed.words)
    # The rebuilt PDF of one code, byte for byte, is that student's blank sheet and key.
    code = printed.sheets[1].code
    style = style_for("letter")
    from worksheets.render.keys import write_keys_pdf  # noqa: F401  (the command's path)

    alone = build_practice(settings_for(kind, level=level, seed=5), students=1, with_key=True, first=2)
    assert render_pdf(practice(key_for(code).sheets, style), style) == render_pdf(practice(alone, style), style)


# --- the command ------------------------------------------------------------------------

runner = CliRunner()


def test_the_command_writes_sheets_and_key_together(tmp_path):
    roster = tmp_path / "class.csv"
    roster.write_text("name\nAna\nBen\nZoë\n", encoding="utf-8")
    out = tmp_path / "pv.pdf"
    result = runner.invoke(app, ["practice", "place-value", "--roster", str(roster), "--level", "2", "--key",
                                 "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert result.output.strip() == str(out)
    pages = pages_text(out.read_bytes())
    assert len(pages) == 4  # three sheets, one key page
    assert "Ana" in " ".join(pages[0]) and "Answer key" in " ".join(pages[3])


@pytest.mark.parametrize("args, message", [
    (["practice", "place-value", "--level", "4"], "--level must be 1, 2 or 3, not 4"),
    (["practice", "chance", "--digits", "5"], "--digits does not apply to chance practice"),
    (["practice", "place-value", "--digits", "8"], "--digits for place-value practice is 3 to 6, not 8"),
    # Level 3 regroups numbers of at most 4 digits: a larger --digits is refused, not silently ignored.
    (["practice", "expanded", "--level", "3", "--digits", "6"],
     "--digits for expanded practice at level 3 is at most 4, not 6"),
    (["practice", "place-value", "--problems", "40"], "--problems for place-value practice is 1 to 12"),
    (["practice", "sums"], "unknown practice kind 'sums'"),
    (["practice", "chance", "--students", "2", "--roster", "x.csv"], "give --students or --roster, not both"),
    (["practice", "chance", "--paper", "a3"], "unknown paper"),
])
def test_bad_input_is_one_line_exit_2_and_nothing_written(tmp_path, args, message):
    out = tmp_path / "out.pdf"
    result = runner.invoke(app, [*args, "-o", str(out)])
    assert result.exit_code == 2
    assert message in result.output
    assert len(result.output.strip().splitlines()) == 1
    assert not out.exists()


def test_a_kind_typed_with_capitals_is_that_kind(tmp_path):
    # "Chance" as a teacher types it; the file is named by the kind as the help lists it.
    result = runner.invoke(app, ["practice", "Chance", "--students", "1", "-o", str(tmp_path)])
    assert result.exit_code == 0, result.output
    assert result.output.strip() == str(tmp_path / "practice-chance-level-1-letter.pdf")


def test_the_help_says_what_each_level_means():
    result = runner.invoke(app, ["practice", "--help"])
    text = " ".join(result.output.split())
    for phrase in ("place-value:", "chance:", "level 1:", "level 3:", "least valid number", "Yahtzee"):
        assert phrase in text


def test_key_code_rebuilds_a_practice_sheet(tmp_path):
    sheet = build_practice(settings_for("chance", level=1), students=2).sheets[1]
    out = tmp_path / "key.pdf"
    result = runner.invoke(app, ["key", sheet.code, "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert sheet.code in result.output and sheet.key_lines[0][0] in result.output
    assert len(PdfReader(out).pages) == 2  # the sheet and its key
    result = runner.invoke(app, ["key", sheet.code, "--json"])
    assert '"practice": "chance"' in result.output


@pytest.mark.parametrize("paper", ["letter", "a4"])
@pytest.mark.parametrize("kind, digits", [("words", 9), ("words", 5)])
def test_long_numbers_fit_at_the_default_count(kind, digits, paper):
    data = pdf(settings_for(kind, level=3, digits=digits, style="uk"), paper, students=2)
    assert len(PdfReader(io.BytesIO(data)).pages) == 2


def test_too_many_long_problems_are_refused_not_squeezed():
    from worksheets.errors import LayoutError

    with pytest.raises(LayoutError, match=r"ask for \d+ or fewer with --problems"):
        pdf(settings_for("words", level=1, digits=9, problems=8))


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_too_many_problems_are_refused_saying_how_many_fit(tmp_path, paper):
    # Words with 9 digits need tall boxes. The refusal names a count; that count prints and one more does not.
    import re

    def practice(count: int):
        return CliRunner().invoke(app, ["practice", "words", "--level", "2", "--digits", "9", "--paper", paper,
                                        "--problems", str(count), "-o", str(tmp_path / "w.pdf")])

    refused = practice(8)
    assert refused.exit_code == 2 and not (tmp_path / "w.pdf").exists()
    fitting = int(re.search(r"; (\d+) do: ask for \1 or fewer with --problems", refused.output)[1])
    assert practice(fitting + 1).exit_code == 2
    assert practice(fitting).exit_code == 0


@pytest.mark.parametrize("rules, title", [("classic", "Classic Yahtzee"), ("roll-em", "Roll-Em"),
                                          ("house", "House Rules Yahtzee")])
def test_a_scoring_key_names_the_rules_its_scores_follow(rules, title):
    # The same roll scores differently by other rules (SPEC section 2: house three of a kind adds only
    # the matching dice; Roll-Em's is 25), so the key says which rules: on the printed key and from its code.
    settings = settings_for("scoring", level=2, rules=rules)
    sheets = build_practice(settings, students=1, with_key=True)
    expected = f"Answer key: Scoring a roll, level 2. Scores by the rules of {title}"
    assert sheets.words.key_title == expected
    assert expected in " ".join(line for page in pages_text(pdf(settings, students=1, with_key=True)) for line in page)
    result = runner.invoke(app, ["key", sheets.sheets[0].code])
    assert result.exit_code == 0 and expected in result.output


def test_other_keys_name_no_rules():
    assert build_practice(settings_for("digits", level=3), with_key=True).words.key_title == \
        "Answer key: Digits and places, level 3"


def test_a_keep_key_names_the_rules_its_points_follow():
    # Points to come differ by rules as scores do; level 1 plays the one-die game its sheet describes.
    title = build_practice(settings_for("keep", level=2, rules="yacht"), with_key=True).words.key_title
    assert title.endswith(". Scores by the rules of Yacht")
    assert "rules of" not in build_practice(settings_for("keep", level=1), with_key=True).words.key_title


def test_zombie_question_keys_name_the_rules_of_their_scoring_questions():
    from worksheets.render.zombie_questions import build_questions

    # Zombie plays on classic cards (SPEC section 2), and its scoring questions score by classic rules.
    assert build_questions(2, ["scoring", "chance"]).key.words.key_title == \
        "Answer key: Zombie question cards, level 1. Scores by the rules of Classic Yahtzee"
    assert build_questions(2, ["chance"]).key.words.key_title == "Answer key: Zombie question cards, level 1"
