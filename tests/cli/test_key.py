"""`worksheets key CODE`: the key rebuilt from the code alone."""

from __future__ import annotations

import json

import pytest

from tests.render.helpers import page_sizes, text_in_order
from tests.render.pv_helpers import key_blocks
from worksheets.place_value.sheets import class_set


def test_key_json_matches_the_class_set(run):
    sheet = class_set(99, 3)[2]
    result = run("key", sheet.code.lower(), "--json")
    assert result.exit_code == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["game"] == 3 and data["code"] == sheet.code
    assert [c["category"] for c in data["categories"]] == [c.phrase() for c in sheet.categories]
    assert [c["greatest"] for c in data["categories"]] == [row.greatest for row in sheet.key]


def test_key_text_shows_each_category(run):
    sheet = class_set(5, 1)[0]
    result = run("key", sheet.code)
    assert result.exit_code == 0
    for category in sheet.categories:
        assert category.phrase() in result.stdout
    assert "WILD! Any number can be written here." in result.stdout


def test_a_mistyped_code_is_one_line_exit_2(run):
    result = run("key", "1500-0400-001A-D")
    assert result.exit_code == 2
    assert result.stderr.strip() == "Error: sheet code '1500-0400-001A-D' does not check out; look for a mistyped symbol"


# --- the key as a PDF (issue 3): cards and key rebuilt from the code alone ---------------------------------


def test_key_json_reproduces_the_printed_key_pages(run, tmp_path):
    from fractions import Fraction

    from worksheets.words import say

    printed = tmp_path / "class.pdf"
    result = run("scorecard", "--rules", "place-value", "--seed", "31", "--games", "3", "--key", "-o", str(printed))
    assert result.exit_code == 0, result.output
    blocks = key_blocks(printed.read_bytes())
    codes = [block.split(" Code ")[1].split()[0] for block in blocks]
    result = run("key", *codes, "--json")
    assert result.exit_code == 0, result.stderr
    games = [json.loads(line) for line in result.stdout.splitlines()]
    assert [game["game"] for game in games] == [1, 2, 3]
    for game, block in zip(games, blocks):
        parts = []
        for row in game["categories"]:
            chance = Fraction(row["chance"])
            exact = "1" if chance == 1 else f"{chance.numerator:,}/{chance.denominator:,}"
            parts += [row["category"], f"{row['greatest']:,}", say(row["greatest"]), f"{row['example']:,}", exact]
        assert text_in_order(block, parts), block


def test_key_pdf_is_the_class_sets_pdf_byte_for_byte(run, tmp_path):
    """Blank cards and keys rebuilt from the codes are drawn by the same code as the class set."""
    from tests.render.pv_helpers import all_cards, card_code

    printed, rebuilt = tmp_path / "class.pdf", tmp_path / "rebuilt.pdf"
    assert run("scorecard", "--rules", "pv", "--seed", "7", "--games", "2", "--key", "-o", str(printed)).exit_code == 0
    codes = [card_code(card) for card in all_cards(printed.read_bytes())[::2]]
    result = run("key", *codes, "-o", str(rebuilt))
    assert result.exit_code == 0, result.output
    assert rebuilt.read_bytes() == printed.read_bytes()


def test_key_with_pdf_keeps_the_text_and_names_the_file_on_stderr(run, tmp_path):
    code = class_set(5, 1)[0].code
    plain = run("key", code)
    result = run("key", code, "--pdf", str(tmp_path / "key.pdf"), "--paper", "a4")
    assert result.exit_code == 0, result.output
    assert result.stdout == plain.stdout
    assert result.stderr == f"{tmp_path / 'key.pdf'}\n"

    assert page_sizes((tmp_path / "key.pdf").read_bytes()) == [(841.89, 595.28), (595.28, 841.89)]


def test_key_json_is_unchanged_by_the_pdf(run, tmp_path):
    code = class_set(5, 2)[1].code
    plain = run("key", code, "--json")
    result = run("key", code, "--json", "-o", str(tmp_path / "key.pdf"))
    assert result.exit_code == 0 and result.stdout == plain.stdout
    json.loads(result.stdout)


@pytest.mark.parametrize("args, message", [
    (["1500-0400-001A-D"], "Error: sheet code '1500-0400-001A-D' does not check out; look for a mistyped symbol"),
    (["{code}", "--paper", "legal"], "Error: unknown paper 'legal'; accepted: letter, a4"),
    (["{code}", "-o", "{tmp}/nowhere/key.pdf"],
     "Error: {tmp}/nowhere/key.pdf: the folder {tmp}/nowhere does not exist"),
    (["{code}", "-o", "{tmp}/key.txt"], "Error: {tmp}/key.txt: the output file name must end in .pdf"),
])
def test_key_pdf_errors_are_one_line_and_write_nothing(run, tmp_path, args, message):
    code = class_set(5, 1)[0].code
    args = [arg.format(code=code, tmp=tmp_path) for arg in args]
    result = run("key", *args, *(["-o", str(tmp_path / "key.pdf")] if "-o" not in args else []))
    assert result.exit_code == 2
    assert result.stdout == ""
    assert result.stderr == message.format(tmp=tmp_path) + "\n"
    assert list(tmp_path.iterdir()) == []


def test_a_chance_reads_the_same_in_the_terminal_and_on_the_pdf(run, tmp_path):
    # Issue 7 item 8. Code 1580-0400-0001-$ is game 1 of seed 1, 4 six-sided dice, extended mix; its card asks
    # for a "Number greater than 1,500". By hand: every roll but 1-1-1-1 can lead with a 2 or more, so
    # one roll fills it with chance 1 - 1/6^4 = 1295/1296 = 99.92...%, which must not read as a certainty.
    code = "1580-0400-0001-$"
    result = run("key", code, "-o", str(tmp_path / "key.pdf"))
    assert result.exit_code == 0, result.output
    row = next(line for line in result.stdout.splitlines() if line.startswith("Number greater than 1,500"))
    assert row.endswith("  1,295/1,296 (>99%)")
    block = key_blocks((tmp_path / "key.pdf").read_bytes())[0]
    assert "Number greater than 1,500" in block and "1,295/1,296 (>99%)" in block
    assert "(100%)" not in row and "1,295/1,296 (100%)" not in block
