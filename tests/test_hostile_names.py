"""Hostile names (issue 10 item 1): hidden characters refused by code point, markup printed as typed."""

from __future__ import annotations

import csv
import io

import pytest
import typer
from typer.testing import CliRunner

from cli.commands import check
from cli.shell import OneLineErrors
from worksheets.errors import InputError
from worksheets.names import Names, check_names

from .check.helpers import CASES
from .render.helpers import pages_text, scorecard_pdf


@pytest.mark.parametrize("name, code", [
    ("Ana\u202eBen", "U+202E RIGHT-TO-LEFT OVERRIDE"),
    ("\u202aAna", "U+202A LEFT-TO-RIGHT EMBEDDING"),
    ("Ana\u202b", "U+202B RIGHT-TO-LEFT EMBEDDING"),
    ("A\u202cna", "U+202C POP DIRECTIONAL FORMATTING"),
    ("A\u202dna", "U+202D LEFT-TO-RIGHT OVERRIDE"),
    ("Ana\u2066x", "U+2066 LEFT-TO-RIGHT ISOLATE"),
    ("Ana\u2067x", "U+2067 RIGHT-TO-LEFT ISOLATE"),
    ("Ana\u2068x", "U+2068 FIRST STRONG ISOLATE"),
    ("Ana\u2069x", "U+2069 POP DIRECTIONAL ISOLATE"),
    ("A\u200bna", "U+200B ZERO WIDTH SPACE"),
    ("\ufeffAna", "U+FEFF ZERO WIDTH NO-BREAK SPACE"),
    ("An\u00ada", "U+00AD SOFT HYPHEN"),
    ("Ana\u2028Ben", "U+2028 LINE SEPARATOR"),
    ("Ana\tBen", "U+0009"),
    ("Ana\x1b[31mBen", "U+001B"),
    ("Ana\x00", "U+0000"),
    ("Ana\x7f", "U+007F"),
    ("Ana\x85Ben", "U+0085"),
])
def test_hidden_and_control_characters_are_refused_by_code_point(name, code):
    with pytest.raises(InputError) as caught:
        check_names([name])
    message = str(caught.value)
    assert code in message
    assert message.isprintable()  # the refused character is shown escaped, never printed


@pytest.mark.parametrize("name", [
    "\u0915\u094d\u200d\u0937",                     # Devanagari: KA, VIRAMA, ZWJ, SSA (half form)
    "\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645",  # Persian "mi-khaham": YEH, ZWNJ, KHAH
    "\u0995\u09cd\u200d\u09af",                     # Bengali: KA, VIRAMA, ZWJ, YA (ya-phala)
    "\U0001F469\u200d\U0001F4BB",                   # emoji: woman, ZWJ, laptop
    "\U0001F468\U0001F3FD\u200d\U0001F4BB",         # with a skin-tone modifier
    "\u2764\ufe0f\u200d\U0001F525",                 # with a variation selector: heart on fire
])
def test_joiners_are_kept_where_a_script_or_an_emoji_needs_them(name):
    assert check_names([name]) == (name,)


@pytest.mark.parametrize("name", [
    "An\u200da",          # between Latin letters
    "An\u200ca",
    "\u0391\u200d\u0392",  # Greek
    "\u0416\u200c\u0416",  # Cyrillic
    "Ana\u200d",          # at an end
    "\u200dAna",
    "\u0915 \u200d\u0937",  # beside a space
    "12\u200d34",
])
def test_joiners_elsewhere_are_refused(name):
    with pytest.raises(InputError, match=r"U\+200[CD] ZERO WIDTH (NON-)?JOINER .*no script needs it"):
        check_names([name])


def test_a_refusal_names_the_file_and_row():
    names = Names("player name")
    with pytest.raises(InputError) as caught:
        names.add("Ana\u202e", "roster.csv row 3", "row 3")
    assert str(caught.value) == ("roster.csv row 3: player name 'Ana\\u202e' has U+202E RIGHT-TO-LEFT OVERRIDE "
                                 "at character 4, an invisible formatting character; type the name without it")


MARKUP = ["a<b", "<b>x", "<img src=x>", '<a href="x.pdf">x</a>', "&amp;", "{{ 7*7 }}",
          "{% if 1 %}y{% endif %}", "<i>x</i>&lt;"]


@pytest.mark.parametrize("name", MARKUP)
def test_markup_names_are_accepted_as_typed(name):
    assert check_names([f" {name} "]) == (name,)


def _stand_in(name: str) -> str:
    """A plain name of the same length and spaces (so it wraps alike), to show markup changes nothing
    but the name itself."""
    return "".join(" " if char == " " else "Q" for char in name)


@pytest.mark.parametrize("layout", ["card", "chart"])
@pytest.mark.parametrize("name", MARKUP)
def test_markup_names_print_as_literal_text_in_a_pdf(name, layout):
    lines = [line for page in pages_text(scorecard_pdf("classic", layout, (name, "Zoë"))) for line in page]
    plain = [line for page in pages_text(scorecard_pdf("classic", layout, (_stand_in(name), "Zoë"))) for line in page]
    # A long name may wrap at a space, or break in a word wider than its column (after a dot or slash, or with a
    # hyphen between letters, which the stand-in's one run of Qs takes): compared without spaces and hyphens.
    text, plain_text = ("".join("".join(got).split()).replace("-", "") for got in (lines, plain))
    name = "".join(name.split())
    assert name in text
    assert text.replace(name, "NAME") == plain_text.replace(_stand_in(name), "NAME")
    if "7*7" in name:
        assert not any("49" in line for line in lines)
    assert "&amp;" not in text.replace(name, "")


def test_a_link_like_name_makes_no_link_in_a_pdf():
    from pypdf import PdfReader

    pdf = scorecard_pdf("classic", "card", ('<a href="x.pdf">x</a>', '<img src="x.png"/>'))
    for page in PdfReader(io.BytesIO(pdf)).pages:
        assert "/Annots" not in page
    plain = scorecard_pdf("classic", "card", ("QQQQQQQ", "RRRRRRR"))
    for page, plain_page in zip(PdfReader(io.BytesIO(pdf)).pages, PdfReader(io.BytesIO(plain)).pages):
        assert page["/Resources"].get("/XObject", {}).keys() == plain_page["/Resources"].get("/XObject", {}).keys()


def _check_app() -> typer.Typer:
    app = typer.Typer(cls=OneLineErrors, no_args_is_help=True, add_completion=False, pretty_exceptions_enable=False)

    @app.callback()
    def main() -> None:
        """Local app for the tests."""

    check.register(app)
    return app


def _sheet_with(tmp_path, name: str, file_name: str):
    rows = list(csv.reader(io.StringIO((CASES / "classic.csv").read_text(encoding="utf-8"))))
    rows[0][1] = name
    out = io.StringIO()
    csv.writer(out, lineterminator="\n").writerows(rows)
    path = tmp_path / file_name
    path.write_text(out.getvalue(), encoding="utf-8")
    return path


@pytest.mark.parametrize("as_json", [False, True])
@pytest.mark.parametrize("name", MARKUP)
def test_markup_names_print_as_typed_in_the_terminal_report(tmp_path, name, as_json):
    runner = CliRunner()
    extra = ["--json"] if as_json else []
    marked = runner.invoke(_check_app(), ["check", str(_sheet_with(tmp_path, name, "a.csv")), *extra])
    plain = runner.invoke(_check_app(), ["check", str(_sheet_with(tmp_path, _stand_in(name), "a.csv")), *extra])
    assert marked.exit_code == plain.exit_code, marked.output
    if as_json:
        import json

        escaped = json.dumps(name, ensure_ascii=False)[1:-1]
        assert escaped in marked.stdout
        assert marked.stdout.replace(escaped, _stand_in(name)) == plain.stdout
    else:
        assert name in marked.stdout
        assert marked.stdout.replace(name, _stand_in(name)) == plain.stdout
    # (the sheet's folder is left out: pytest's numbered folders can hold "49")
    assert "49" not in marked.stdout.replace(plain.stdout, "").replace(str(tmp_path), "") or "7*7" not in name
