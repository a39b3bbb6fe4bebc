"""`worksheets scorecard --rules place-value` run in-process (SPEC section 4, issue 3): options, output, errors.

cli/app.py registers the command; here a local app registers it the same way (as in test_cli.py).
"""

from __future__ import annotations


import pytest

from worksheets.codes import decode

from .helpers import files
from .pv_helpers import all_cards, card_code, key_pages, page_sizes, pv_pdf

LETTER_LANDSCAPE, A4_LANDSCAPE = (792.0, 612.0), (841.89, 595.28)


def test_defaults_fifteen_games_of_two_blank_cards_seed_1(run, tmp_path):
    result = run("--rules", "place-value")
    assert result.exit_code == 0, result.output
    assert result.stdout == "output/place-value-scorecards-letter.pdf\n"
    pdf = (tmp_path / "output" / "place-value-scorecards-letter.pdf").read_bytes()
    assert page_sizes(pdf) == [LETTER_LANDSCAPE] * 15
    codes = [decode(card_code(card)) for card in all_cards(pdf)]
    assert [(code.seed, code.game, code.digits, code.dice) for code in codes[::2]] == \
        [(1, n, 4, "d6") for n in range(1, 16)]
    assert pdf == pv_pdf()  # the library's default class set, byte for byte


def test_the_same_command_gives_the_same_bytes(run, tmp_path):
    for name in ("a.pdf", "b.pdf"):
        assert run("--rules", "pv", "--key", "--players", "Ana,Ben,Cy", "-o", name).exit_code == 0
    assert (tmp_path / "a.pdf").read_bytes() == (tmp_path / "b.pdf").read_bytes()


def test_roster_pairs_and_options(run, tmp_path):
    (tmp_path / "class.csv").write_text("name\nZoë\nŁukasz\nЖ\n<b>&\nAna\n", encoding="utf-8")
    result = run("--rules", "place-value", "--roster", "class.csv", "--digits", "5", "--dice", "d10", "--seed", "12",
                 "--extended", "--class", "5B", "--date", "14 March", "--paper", "a4", "--key", "-o", "pv.pdf")
    assert result.exit_code == 0, result.output
    assert result.stdout == "pv.pdf\n"
    pdf = (tmp_path / "pv.pdf").read_bytes()
    cards = all_cards(pdf)
    assert [card[-1] for card in cards[:5]] == ["Zoë", "Łukasz", "Ж", "<b>&", "Ana"]  # 2 games: a pair and three
    codes = {decode(card_code(card)) for card in cards}
    assert {(c.seed, c.game, c.digits, c.dice, c.extended) for c in codes} == {(12, 1, 5, "d10", True),
                                                                              (12, 2, 5, "d10", True)}
    assert all("5-digit number" in card and "5B" in card and "14 March" in card for card in cards)
    assert page_sizes(pdf)[:3] == [A4_LANDSCAPE] * 3
    assert len(key_pages(pdf)) == 2  # 5-digit keys: one game a page


def test_games_beyond_the_pairs_are_blank(run, tmp_path):
    result = run("--rules", "place-value", "--players", "Ana,Ben", "--games", "3", "-o", "pv.pdf")
    assert result.exit_code == 0, result.output
    cards = all_cards((tmp_path / "pv.pdf").read_bytes())
    assert [card[-1] for card in cards[:2]] == ["Ana", "Ben"] and len(cards) == 6


@pytest.mark.parametrize("args, message", [
    (["--digits", "7"], "Error: a place-value game has 3 to 6 digits, not 7"),
    (["--dice", "d8"], "Error: place-value dice are 'd6' (faces 1-6) or 'd10' (faces 0-9), not 'd8'"),
    (["--games", "0"], "Error: games must be a whole number from 1 to 4095, got 0"),
    (["--games", "4096"], "Error: games must be a whole number from 1 to 4095, got 4096"),
    (["--players", "Ana,Ben,Cy,Di", "--games", "1"],
     "Error: 4 students make 2 games (two to a game); games must be at least 2, got 1"),
    (["--seed", "-1"], "Error: seed -1 does not fit a sheet code (0 to 4294967295)"),
    (["--digits", "four"], "Error: Invalid value for '--digits'"),
    (["--layout", "chart"], "Error: --layout does not apply to place-value (place-value cards); it is for dice-game scorecards"),
    (["--players", "Ana,A🦄"],
     "Error: --players: player name 'A🦄' has characters the font cannot print: '🦄' (U+1F984)"),
    (["--roster", "unicorn.txt"],
     "Error: unicorn.txt row 2: player name 'B🦄' has characters the font cannot print: '🦄' (U+1F984)"),
    (["--class", "5🦄"], "Error: class '5🦄' has characters the font cannot print: '🦄' (U+1F984)"),
    (["--date", "x" * 41], "Error: date 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx' is 41 characters long; at most 40"),
    (["--players", "Ana", "--roster", "unicorn.txt"], "Error: give names with --players or --roster, not both"),
    (["-o", "cards.txt"], "Error: cards.txt: the output file name must end in .pdf"),
])
def test_bad_input_is_one_line_exit_2_and_writes_nothing(run, tmp_path, args, message):
    (tmp_path / "unicorn.txt").write_text("Ana\nB🦄\n", encoding="utf-8")
    before = files(tmp_path)
    result = run("--rules", "place-value", "--key", *args)
    assert result.exit_code == 2
    assert result.stdout == ""
    assert result.stderr.startswith(message)
    assert result.stderr.count("\n") == 1
    assert files(tmp_path) == before


@pytest.mark.parametrize("args, message", [
    (["--digits", "5"], "Error: --digits does not apply to classic (dice-game scorecards); it is for place-value cards (--rules place-value)"),
    (["--seed", "3", "--key"], "Error: --seed, --key do not apply to classic (dice-game scorecards); they are for place-value cards (--rules place-value)"),
    (["--dice", "d10", "--extended"], "Error: --dice, --extended do not apply to classic (dice-game scorecards); they are for place-value cards"),
])
def test_place_value_options_are_refused_for_dice_games(run, tmp_path, args, message):
    result = run(*args)
    assert result.exit_code == 2
    assert result.stderr.startswith(message) and result.stderr.count("\n") == 1
    assert files(tmp_path) == []


def test_help_names_the_place_value_options(run):
    result = run("--help")
    assert result.exit_code == 0
    for option in ("--digits", "--dice", "--seed", "--extended", "--key"):
        assert option in result.stdout
    text = " ".join(" ".join(line.strip(" │").split()) for line in result.stdout.splitlines())
    assert "Example (place value): worksheets scorecard --rules place-value --roster class.csv --key" in text


def test_cards_with_keys_never_replace_the_students_copy(run, tmp_path):
    # The same class printed for the students and then with keys for the teacher: two files, so a keyed
    # copy (answers on its last pages) is never printed by mistake in place of the students' one.
    assert run("--rules", "place-value", "--class", "5B").stdout == "output/place-value-scorecards-5B-letter.pdf\n"
    keyed = run("--rules", "place-value", "--class", "5B", "--key")
    assert keyed.stdout == "output/place-value-scorecards-with-keys-5B-letter.pdf\n"
    plain = (tmp_path / "output" / "place-value-scorecards-5B-letter.pdf").read_bytes()
    assert len(page_sizes(plain)) == 15 and len(page_sizes(
        (tmp_path / "output" / "place-value-scorecards-with-keys-5B-letter.pdf").read_bytes())) > 15


def test_a_roster_of_one_is_told_the_second_card_is_blank(run, tmp_path):
    (tmp_path / "one.csv").write_text("name\nAna\n", encoding="utf-8")
    result = run("--rules", "place-value", "--roster", "one.csv")
    assert result.exit_code == 0, result.output
    assert result.stderr == ("Note: Ana is the only student, so their game's second card is left blank for a partner "
                             "to write in.\n")
    assert run("--rules", "place-value", "--players", "Ana,Ben").stderr == ""
