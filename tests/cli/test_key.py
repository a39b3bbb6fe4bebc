"""`worksheets key CODE`: the key rebuilt from the code alone."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.render.helpers import page_sizes, text_in_order
from tests.render.pv_helpers import key_blocks
from worksheets.codes import RulesRef, ScorecardCode, ZombieCode
from worksheets.place_value.sheets import class_set

#: What `key -o` says on stderr when --paper is not given: a code does not hold the paper its sheets were printed on.
PAPER_NOTE = "Note: drawn on letter paper; give --paper a4 for sheets printed on A4.\n"


def test_key_json_matches_the_class_set(run):
    sheet = class_set(99, 3)[2]
    result = run("key", sheet.code.lower(), "--json")
    assert result.exit_code == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["game"] == 3 and data["code"] == sheet.code and data["kind"] == "place-value"  # as other kinds say
    assert [c["category"] for c in data["categories"]] == [c.phrase() for c in sheet.categories]
    assert [c["greatest"] for c in data["categories"]] == [row.greatest for row in sheet.key]


def test_an_expanded_form_key_keeps_the_zero_terms_the_sheet_asks_for(run):
    # Problem 3 of expanded-form level 2, sheet 1 of seed 1 (4DT9-000G-0001-K, as `worksheets practice expanded
    # --level 2` printed it): 5,208 as products. The sheet says "Keep the zeros", so the key's one answer has the
    # 0 tens' term (by hand: 5 × 1,000 + 2 × 100 + 0 × 10 + 8).
    data = json.loads(run("key", "4DT9-000G-0001-K", "--json").stdout)
    problem = data["problems"][2]
    assert problem["prompt"].startswith("Write 5,208 in expanded form")
    assert problem["answers"] == {"Expanded form": "5 × 1,000 + 2 × 100 + 0 × 10 + 8"}
    assert "(or " not in run("key", "4DT9-000G-0001-K").stdout


def test_key_text_shows_each_category(run):
    sheet = class_set(5, 1)[0]
    result = run("key", sheet.code)
    assert result.exit_code == 0
    for category in sheet.categories:
        assert category.phrase() in result.stdout
    assert "WILD! Any number can be written here." in result.stdout


@pytest.mark.parametrize("typed", [["Code 1900-0400-0001-0"], ["Sheet code:", "1900-0400-0001-0"],
                                   ["code", "1900", "0400", "0001", "0"]])
def test_the_label_printed_before_a_code_may_come_with_it(run, typed):
    # Copied from a sheet, the code comes with its label ("Code", "Sheet code:"): it names the same card.
    assert run("key", *typed).stdout == run("key", "1900-0400-0001-0").stdout


@pytest.mark.parametrize("typed", [["Code"], ["Sheet code:"], [""], ["  "]])
def test_a_label_without_a_code_is_refused(run, typed):
    # Only the label, or nothing, copied from a sheet: no key to give, so say what to type (never a silent 0).
    result = run("key", *typed)
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr.startswith("Error: no sheet code given; type the code printed on the sheet")


def test_two_codes_in_one_argument_are_two_keys(run):
    both = run("key", "1900-0400-0001-0 1900-0800-0001-Q")
    assert both.exit_code == 0, both.stderr
    assert both.stdout == run("key", "1900-0400-0001-0", "1900-0800-0001-Q").stdout


def test_codes_listed_with_commas_and_a_folder_for_their_pdf(run, tmp_path):
    # Several codes pasted as a list: each keyed; their one PDF is never named as the first code's own key.
    both = run("key", "Code 1900-0400-0001-0, 1900-0800-0001-Q")
    assert both.exit_code == 0 and both.stdout == run("key", "1900-0400-0001-0", "1900-0800-0001-Q").stdout
    (tmp_path / "keys").mkdir()
    result = run("key", "1900-0400-0001-0", "1900-0800-0001-Q", "-o", str(tmp_path / "keys"))
    assert result.stderr == f'{tmp_path / "keys" / "key-1900-0400-0001-0-and-1-more-letter.pdf"}\n{PAPER_NOTE}'


def test_a_folder_for_the_pdf_gets_a_file_named_after_the_code(run, tmp_path):
    (tmp_path / "keys").mkdir()
    result = run("key", "1900 0400 0001 0", "-o", str(tmp_path / "keys"))
    assert result.exit_code == 0, result.stderr
    written = tmp_path / "keys" / "key-1900-0400-0001-0-letter.pdf"
    assert result.stderr == f"{written}\n{PAPER_NOTE}" and written.read_bytes().startswith(b"%PDF")


def test_a_mistyped_code_is_one_line_exit_2(run):
    result = run("key", "1500-0400-001A-D")
    assert result.exit_code == 2
    assert result.stderr.strip() == "Error: sheet code '1500-0400-001A-D' does not check out; look for a mistyped symbol"


@pytest.mark.parametrize("code, fields", [
    # Two symbols mistyped that the check symbol misses (trial 23): each decodes, to fields no printed sheet has.
    ("4MD9-880G-0001-6", {"practice": "place-value", "digits": 8}),  # place value has 3 to 6 digits
    ("4MGN-800G-0001-W", {"practice": "chance", "problems": 42}),  # more than chance level 1 has
    ("29C0-0000-0001-4", {"games": 11}),  # a card holds 1 to 6 games
])
def test_a_code_mistyped_past_its_check_symbol_is_called_mistyped(run, code, fields):
    from tests.test_codes import SYMBOLS, gf32_checks
    from worksheets.codes import decode

    read = decode(code)
    assert {name: getattr(read, name) for name in fields} == fields
    result = run("key", code)
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr.strip() == (f"Error: sheet code {code} names no sheet this tool prints: check each symbol "
                                     "against the sheet (a mistyped code can pass the check symbol)")
    # With its second check symbol (worked out by hand) it takes three symbols or more mistyped to get there.
    both = code + SYMBOLS[gf32_checks([SYMBOLS.index(ch) for ch in code.replace("-", "")[:12]])[1]]
    result = run("key", both)
    assert result.exit_code == 2 and result.stderr.strip() == (
        f"Error: sheet code {both} names no sheet this tool prints: check each symbol against the sheet "
        "(a mistyped code can pass its two check symbols)")


def test_a_code_is_shown_as_typed_with_one_check_symbol_or_two(run):
    # A card printed now has 1900-0400-0001-03; one printed before, 1900-0400-0001-0: the same card either way,
    # and the key names the code as the paper has it.
    new, old = (json.loads(run("key", code, "--json").stdout) for code in ("1900-0400-0001-03", "1900 0400 0001 0"))
    assert (new["code"], old["code"]) == ("1900-0400-0001-03", "1900-0400-0001-0")
    assert new["categories"] == old["categories"] and new["game"] == old["game"] == 1
    result = run("key", "1900-0400-0001-04")  # the second check symbol mistyped
    assert result.exit_code == 2 and result.stderr.strip() == (
        "Error: sheet code '1900-0400-0001-04' does not check out; look for a mistyped symbol")


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


def test_a_place_value_rules_file_gives_the_rebuilt_key_its_title(run, tmp_path):
    # A place-value code holds the card's digits and dice, not the file: before, `--rules big.toml` was taken
    # and ignored, and the rebuilt cards were headed "Place Value Yahtzee" where the printed ones said "Big Numbers".
    from tests.render.helpers import pages_text
    from tests.render.pv_helpers import line_after

    rules = tmp_path / "big.toml"
    rules.write_text('base = "place-value"\ntitle = "Big Numbers"\n[place-value]\ndigits = 5\ndice = "d10"\n',
                     encoding="utf-8")
    printed, rebuilt = tmp_path / "class.pdf", tmp_path / "rebuilt.pdf"
    assert run("scorecard", "--rules", str(rules), "--games", "1", "--key", "-o", str(printed)).exit_code == 0
    code = line_after(pages_text(printed.read_bytes())[0], "Code ")
    result = run("key", code, "--rules", str(rules), "-o", str(rebuilt))
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith(f"Big Numbers answer key: game 1, code {code}\n5-digit numbers, ten-sided dice")
    assert rebuilt.read_bytes() == printed.read_bytes()
    # Without the file the numbers are the same; the heading is the preset's.
    assert run("key", code).stdout.startswith(f"Place Value Yahtzee answer key: game 1, code {code}\n5-digit")


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


# --- codes of scorecards and Zombie packs (issue 7 item 6): the blank sheets, no answer key yet ------------

CUSTOM_RULES = """# A teacher's house rules: classic with a bigger upper bonus.
base = "classic"
title = "Our Yahtzee"

[upper-bonus]
threshold = 63
points = 50
"""


def _same_pdf(run, tmp_path, scorecard_args: list[str], code: str, key_args: list[str] = ()) -> None:
    printed, rebuilt = tmp_path / "printed.pdf", tmp_path / "rebuilt.pdf"
    result = run("scorecard", *scorecard_args, "-o", str(printed))
    assert result.exit_code == 0, result.output
    result = run("key", code, *key_args, "-o", str(rebuilt))
    assert result.exit_code == 0, result.output
    assert result.stderr == f"{rebuilt}\n{PAPER_NOTE}"
    assert rebuilt.read_bytes() == printed.read_bytes()


@pytest.mark.parametrize("scorecard_args, code", [
    # The bits of these codes are packed by hand in tests/test_codes.py (kind 2 scorecard, 3 zombie).
    (["--rules", "classic"], ScorecardCode(RulesRef(preset="classic"), "card", 3)),  # 3 games: the default
    (["--rules", "yacht", "--layout", "chart"], ScorecardCode(RulesRef(preset="yacht"), "chart", None)),
    (["--rules", "house", "--games", "5"], ScorecardCode(RulesRef(preset="house"), "card", 5)),
    (["--rules", "zombie", "--teams", "6"], ZombieCode(RulesRef(preset="zombie"), 6)),
], ids=lambda value: value.KIND if hasattr(value, "KIND") else " ".join(value))
def test_a_scorecard_or_zombie_code_rebuilds_the_blank_sheets_it_names(run, tmp_path, scorecard_args, code):
    _same_pdf(run, tmp_path, scorecard_args, code.encode())


def test_a_scorecard_code_says_there_is_no_answer_key_yet(run):
    code = ScorecardCode(RulesRef(preset="house"), "card", 2).encode()
    result = run("key", code)
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0] == f"House Rules Yahtzee scorecards, code {code}"  # house.toml's title
    assert "A card per student, 2 games on each card." in lines
    assert "no answer key yet" in result.stdout
    data = json.loads(run("key", code, "--json").stdout)
    assert (data["kind"], data["rules"], data["layout"], data["games"], data["answer_key"]) == (
        "scorecard", "house", "card", 2, None)
    assert data["boxes"][0] == "ones" and data["fingerprint"] is None


def test_a_zombie_code_says_there_is_no_answer_key_yet(run):
    code = ZombieCode(RulesRef(preset="zombie"), 3).encode()
    result = run("key", code)
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[0] == f"Zombie Yahtzee pack, code {code}"
    assert "3 teams" in result.stdout and "no answer key yet" in result.stdout
    data = json.loads(run("key", code, "--json").stdout)
    assert (data["kind"], data["rules"], data["teams"], data["answer_key"]) == ("zombie", "zombie", 3, None)


def test_a_code_of_a_teachers_rules_file_needs_that_file(run, tmp_path):
    from worksheets.codes import scorecard_code
    from worksheets.rule_refs import rules_fingerprint
    from worksheets.rules import load_rules_file

    path = tmp_path / "ours.toml"
    path.write_text(CUSTOM_RULES, encoding="utf-8")
    rules = load_rules_file(path)
    code = scorecard_code(rules, "card", 3).encode()
    fingerprint = f"{rules_fingerprint(rules):08X}"

    result = run("key", code)
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr == (f"Error: sheet code {code} was printed from a teacher's rules file "
                             f"(fingerprint {fingerprint}); give that file with --rules\n")

    result = run("key", code, "--rules", str(path))
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[:2] == [f"Our Yahtzee scorecards, code {code}",
                                              f"Rules: ours (a teacher's rules file, fingerprint {fingerprint})"]
    # The command it suggests for the blank sheets names the file again (without it, that command is refused).
    assert f"(worksheets key {code} --rules {path} -o sheets.pdf)." in result.stdout
    (tmp_path / "out").mkdir()
    _same_pdf(run, tmp_path / "out", ["--rules", str(path)], code, ["--rules", str(path)])

    changed = tmp_path / "changed.toml"
    changed.write_text(CUSTOM_RULES.replace("points = 50", "points = 40"), encoding="utf-8")
    result = run("key", code, "--rules", str(changed))
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr.startswith(f"Error: {changed} is not the rules file sheet code {code} was printed from")
    assert "(was the file changed?)" in result.stderr and result.stderr.count("\n") == 1


def test_rules_given_for_a_code_that_names_a_preset_are_refused_not_ignored(run, tmp_path):
    code = class_set(5, 1)[0].code
    result = run("key", code, "--rules", "classic")
    assert result.exit_code == 2
    assert result.stderr == (f"Error: sheet code {code} names place-value, not classic; --rules is only for a code "
                             "of a teacher's rules file\n")
    assert run("key", code, "--rules", "place-value").stdout == run("key", code).stdout  # the same rules: fine


def test_one_pdf_holds_one_kind(run, tmp_path):
    codes = [class_set(5, 1)[0].code, ScorecardCode(RulesRef(preset="classic"), "card", 3).encode()]
    result = run("key", *codes, "-o", str(tmp_path / "key.pdf"))
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr.startswith("Error: a PDF holds sheets of one kind")
    assert list(tmp_path.iterdir()) == []
    # Without a PDF, the codes of several kinds are keyed one after the other.
    result = run("key", *codes)
    assert result.exit_code == 0 and "Place Value Yahtzee answer key" in result.stdout
    assert "Classic Yahtzee scorecards" in result.stdout


def test_a_code_in_several_pieces_and_with_dashes(run):
    # Issue 8 item 4: read aloud and typed unquoted, a code arrives as several arguments.
    whole = run("key", "1900-0400-0001-0")
    assert whole.exit_code == 0
    assert run("key", "1900", "0400", "0001", "0").stdout == whole.stdout
    assert run("key", "1900\u20130400\u20140001\u20130").stdout == whole.stdout


def test_a_code_printed_before_version_2_still_reads(run):
    result = run("key", "1500-0400-0001-8")
    assert result.exit_code == 0 and "code 1500-0400-0001-8" in result.stdout


def test_a_rules_file_without_a_title_is_named_by_its_file_name_and_says_so(run, tmp_path):
    # The example of docs/rules-format.md: no title and no name, so the sheets are headed with the file's
    # name, and the fingerprint (over the title, rule_refs.canonical_rules) follows the name.
    rules_text = 'base = "house"\nextra-yahtzee = "replace-max"\n'
    first = tmp_path / "house-rules.toml"
    first.write_text(rules_text, encoding="utf-8")
    out = tmp_path / "cards.pdf"
    result = run("scorecard", "--rules", str(first), "--layout", "chart", "-o", str(out))
    assert result.exit_code == 0, result.output
    assert f"Note: {first} sets no title, so the sheets are headed 'house-rules' (its file name)" in result.stderr
    from worksheets.codes import scorecard_code
    from worksheets.rules import load_rules_file

    code = scorecard_code(load_rules_file(first), "chart").encode()
    copy = tmp_path / "house-rules (1).toml"
    copy.write_text(rules_text, encoding="utf-8")
    result = run("key", code, "--rules", str(copy))
    assert result.exit_code == 2
    assert "it sets no title, so its title is its file name, 'house-rules (1)': if the file was renamed" \
        in result.stderr
    # With a title, the same rules under another file name print no note and keep their code.
    titled = tmp_path / "mine.toml"
    titled.write_text('title = "Our House Rules"\n' + rules_text, encoding="utf-8")
    result = run("scorecard", "--rules", str(titled), "--layout", "chart", "-o", str(out))
    assert result.exit_code == 0 and "sets no title" not in result.stderr
    code = scorecard_code(load_rules_file(titled), "chart").encode()
    renamed = tmp_path / "renamed.toml"
    renamed.write_text(titled.read_text(encoding="utf-8"), encoding="utf-8")
    assert run("key", code, "--rules", str(renamed)).exit_code == 0


def test_a_file_that_makes_poor_new_sheets_still_rebuilds_and_checks_sheets_printed_before(run, tmp_path):
    # Printed codes hold the fingerprint of the file as it was (rule_refs.py): a slip found later (points under
    # replace-max, which pays none; a title too long for 8 pt) refuses new sheets, never the old ones' code.
    from worksheets.codes import scorecard_code
    from worksheets.rule_refs import rules_fingerprint
    from worksheets.rules import load_rules_file

    path = tmp_path / "ours.toml"
    title = "Our Very Own Classroom Dice Game, Played On Fridays After Lunch Break"  # 70 letters
    path.write_text(f'base = "house"\ntitle = "{title}"\nextra-yahtzee = "replace-max"\n'
                    'extra-yahtzee-points = 100\n', encoding="utf-8")
    rules = load_rules_file(path)
    assert rules.extra_points == 100  # read as before this check existed, so the fingerprint is the same
    code = scorecard_code(rules, "card", 3).encode()
    out = tmp_path / "again.pdf"
    rebuilt = run("key", code, "--rules", str(path), "-o", str(out))
    assert rebuilt.exit_code == 0, rebuilt.output
    assert out.exists()
    refused = run("scorecard", "--rules", str(path), "-o", str(tmp_path / "new.pdf"))
    assert refused.exit_code == 2 and "pays no bonus" in refused.stderr
    assert not (tmp_path / "new.pdf").exists()
    assert f"{rules_fingerprint(rules):08X}" in run("key", code, "--rules", str(path)).stdout
    path.write_text(f'base = "house"\ntitle = "{title}"\n', encoding="utf-8")  # the title alone is too long too
    refused = run("scorecard", "--rules", str(path), "-o", str(tmp_path / "new.pdf"))
    assert refused.exit_code == 2 and "is too long to print at 8 pt on a student card" in refused.stderr


def test_the_underlined_digit_is_underlined_in_the_terminal_too(run):
    # Digits practice, level 1 (the value of an underlined digit): on paper the digit is underlined, and
    # in plain text a combining low line (U+0332) follows it, which terminals draw under it.
    from worksheets.practice.problems import make_problems, settings_for

    settings = settings_for("digits", level=1, seed=1)
    code = settings.code.encode()
    asked = [p for p in make_problems(settings) if p.underline is not None]
    assert asked  # level 1 asks the value of an underlined digit
    problem = asked[0]
    start, end = problem.underline
    marked = problem.prompt[:start] + "".join(c + "\u0332" for c in problem.prompt[start:end]) + problem.prompt[end:]
    assert marked in run("key", code).stdout
    data = json.loads(run("key", code, "--json").stdout)
    first = next(p for p in data["problems"] if p["prompt"] == problem.prompt)
    assert first["underline"] == [start, end] and first["prompt"][start:end].isdigit()


def test_rules_given_for_a_practice_code_name_the_practice_not_a_game(run, tmp_path):
    # Before: "names classic" for a chance practice sheet, which plays no rule set.
    from worksheets.codes import PracticeCode

    code = PracticeCode("chance", 2, 3, 6, None, "us", 1, 1).encode()
    path = tmp_path / "ours.toml"
    path.write_text('base = "classic"\ntitle = "Ours"\n[upper-bonus]\nthreshold = 63\npoints = 50\n', encoding="utf-8")
    result = run("key", code, "--rules", str(path))
    assert result.exit_code == 2
    assert result.stderr.startswith(f"Error: sheet code {code} names chance practice, not {path};")


def test_a_renamed_copy_of_a_preset_prints_as_the_preset_and_its_key_takes_the_file_too(run, tmp_path):
    # A teacher copies classic.toml and changes only its name: the same game, so the sheets' codes name classic
    # (no file needed to rebuild them), the command says so, and giving the file to key is accepted, not refused.
    preset_file = Path(__file__).resolve().parents[2] / "worksheets" / "presets" / "classic.toml"
    text = preset_file.read_text(encoding="utf-8")
    assert 'name = "classic"' in text
    ours = tmp_path / "my-rules.toml"
    ours.write_text(text.replace('name = "classic"', 'name = "My Class Rules"'), encoding="utf-8")
    out = tmp_path / "keep.pdf"
    printed = run("practice", "keep", "--level", "2", "--rules", str(ours), "--seed", "3", "-o", str(out))
    assert printed.exit_code == 0, printed.stderr
    assert printed.stderr.strip() == (f"Note: {ours} plays and prints as the preset 'classic', so the sheets' codes "
                                      "name classic: rebuilding their key needs no --rules (giving the file is "
                                      "accepted too).")
    from tests.render.helpers import pages_text
    from tests.render.pv_helpers import line_after
    from worksheets.codes import decode

    code = line_after(pages_text(out.read_bytes())[0], "Code ")
    assert decode(code).rules == "classic" and decode(code).seed == 3
    plain, with_file = run("key", code), run("key", code, "--rules", str(ours))
    assert plain.exit_code == with_file.exit_code == 0 and with_file.stdout == plain.stdout
    # A file that changes the game (its title, printed on the sheets) is still refused for that code.
    other = tmp_path / "other.toml"
    other.write_text(text.replace('title = "Classic Yahtzee"', 'title = "Our Yahtzee"'), encoding="utf-8")
    refused = run("key", code, "--rules", str(other))
    assert refused.exit_code == 2 and f"names keep practice of classic, not {other}" in refused.stderr


def test_a_slipped_old_code_is_named_in_a_note_beside_its_key(run):
    # 1500-0400-0001-8 was printed (version 1, a 4-digit card: tests/cases/printed-codes.csv); with its second
    # symbol B it reads as version 2, a 6-digit card, whose one check symbol happens to be 8 too.
    from worksheets.codes import decode

    assert decode("1500-0400-0001-8").digits == 4 and decode("1B00-0400-0001-8").digits == 6
    result = run("key", "1B00-0400-0001-8")
    assert result.exit_code == 0
    assert ("Note: sheet code 1500-0400-0001-8, one symbol away, is a sheet's code too: check that the sheet shows "
            "1B00-0400-0001-8") in result.stderr
    assert "Note:" not in run("key", "1900-0400-0001-03").stderr  # two check symbols: no doubt
