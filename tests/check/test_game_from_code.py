"""The game taken from a sheet's code for every kind of code (issue 7 item 6): scorecards and Zombie packs name
their rule set; a teacher's rules file is named by fingerprint, so ``check`` needs and verifies the file.
The order stays --rules, then the code, then the labels."""

from __future__ import annotations

import pytest
import typer
from typer.testing import CliRunner

from cli.commands import check
from cli.shell import OneLineErrors
from worksheets.check import choose_game, game_from_code, parse_csv
from worksheets.codes import (
    CodeError,
    PracticeCode,
    QuestionsCode,
    RulesRef,
    ScorecardCode,
    SheetCode,
    ZombieCode,
    scorecard_code,
)
from worksheets.errors import RulesFileNeededError, SheetError, UnknownGameError
from worksheets.rule_refs import rules_fingerprint
from worksheets.rules import load_rules_file, preset

from .helpers import CASES

CLASSIC = (CASES / "classic.csv").read_text(encoding="utf-8")
ZOMBIE = (CASES / "zombie.csv").read_text(encoding="utf-8")
OURS = """base = "classic"
title = "Our Yahtzee"

[upper-bonus]
threshold = 63
points = 50
"""


def with_code(csv_text: str, code: str) -> str:
    """The sheet with a Code row under its header, as docs/check-input.md shows."""
    header, rest = csv_text.split("\n", 1)
    empty = "," * (header.count(",") - 1)  # a cell per player column: the code sits in the first
    return f"{header}\nCode,{code}{empty}\n{rest}"


def sheet_of(text: str, name: str = "game.csv"):
    return parse_csv(text, name)


@pytest.fixture
def ours(tmp_path):
    path = tmp_path / "ours.toml"
    path.write_text(OURS, encoding="utf-8")
    return load_rules_file(path)


def test_a_scorecard_code_names_the_preset_the_labels_cannot_tell():
    # classic.csv's labels fit classic and dice-roller (the same boxes): the labels pick classic with a note.
    # A code printed on dice-roller cards says which it was.
    code = ScorecardCode(RulesRef(preset="dice-roller"), "card", 3).encode()
    choice = choose_game(sheet_of(with_code(CLASSIC, code)))
    assert (choice.rules.name, choice.how, choice.note, choice.family.name) == ("dice-roller", "code", None, "dice")
    assert game_from_code(code).rules == preset("dice-roller")


def test_a_zombie_code_makes_a_zombie_game():
    code = ZombieCode(RulesRef(preset="zombie"), 3).encode()
    choice = choose_game(sheet_of(with_code(ZOMBIE, code)))
    assert (choice.rules.name, choice.how, choice.family.name) == ("zombie", "code", "zombie")


def test_a_place_value_code_still_sets_digits_and_dice():
    code = SheetCode("place-value", seed=3, game=2, digits=5, dice="d10").encode()
    choice = game_from_code(code)
    assert (choice.rules.name, choice.how, choice.place_value.digits, choice.place_value.dice) == (
        "place-value", "code", 5, "d10")


def test_a_code_of_a_rules_file_asks_for_the_file(ours):
    code = scorecard_code(ours, "card", 3).encode()
    fingerprint = f"{rules_fingerprint(ours):08X}"
    with pytest.raises(UnknownGameError, match=rf"^game.csv: sheet code {code} was printed from a teacher's rules "
                                               rf"file \(fingerprint {fingerprint}\); give that file with --rules$"):
        choose_game(sheet_of(with_code(CLASSIC, code)))
    with pytest.raises(RulesFileNeededError):
        game_from_code(code)
    # With the file: verified, and the file decides (no note).
    choice = choose_game(sheet_of(with_code(CLASSIC, code)), ours)
    assert (choice.rules, choice.how, choice.note) == (ours, "rules", None)
    assert game_from_code(code, ours).rules == ours


def test_another_file_than_the_one_the_code_names_is_refused(ours, tmp_path):
    code = scorecard_code(ours, "card", 3).encode()
    other_path = tmp_path / "other.toml"
    other_path.write_text(OURS.replace("points = 50", "points = 45"), encoding="utf-8")
    other = load_rules_file(other_path)
    with pytest.raises(SheetError, match=rf"^game.csv: {other_path} is not the rules file sheet code {code} was "
                                         "printed from"):
        choose_game(sheet_of(with_code(CLASSIC, code)), other)
    with pytest.raises(CodeError, match="was the file changed"):
        game_from_code(code, other)
    # A preset named for a code of a rules file is another rule set too, and no file that was changed.
    with pytest.raises(SheetError, match=rf"sheet code {code} was printed from a teacher's rules file \(fingerprint "
                                         r"[0-9A-F]{8}\), and classic is a preset: give that file with --rules$"):
        choose_game(sheet_of(with_code(CLASSIC, code)), preset("classic"))


def test_rules_given_win_over_a_code_naming_another_preset_with_a_note():
    code = ScorecardCode(RulesRef(preset="house"), "card", 3).encode()
    choice = choose_game(sheet_of(with_code(CLASSIC, code)), preset("classic"))
    assert (choice.rules.name, choice.how) == ("classic", "rules")
    assert choice.note == f"The sheet code {code} names house; checked as classic, as --rules says."
    # The same preset: nothing to say about the code (CLASSIC's rows name classic's Small/Large Straight, which
    # house calls Short/Long Straight: that is noted on its own).
    note = choose_game(sheet_of(with_code(CLASSIC, code)), preset("house")).note
    assert "sheet code" not in note and note.startswith("The rows name the boxes of Classic Yahtzee")
    # A place-value code on a sheet checked as classic: named too.
    pv = SheetCode("place-value", seed=1).encode()
    assert choose_game(sheet_of(with_code(CLASSIC, pv)), preset("classic")).note == (
        f"The sheet code {pv} names place-value; checked as classic, as --rules says.")


def test_a_file_with_a_presets_rules_matches_a_code_of_that_preset(tmp_path):
    # A file with house's rules and title prints house's sheets: the code is satisfied, so no note.
    # (A file takes its base's rules, not its title: without a title of its own it is titled by its name.)
    path = tmp_path / "same.toml"
    path.write_text('base = "house"\ntitle = "House Rules Yahtzee"\n', encoding="utf-8")
    code = ScorecardCode(RulesRef(preset="house"), "card", 3).encode()
    note = choose_game(sheet_of(with_code(CLASSIC, code)), load_rules_file(path)).note
    assert "sheet code" not in note  # only the rows' names are noted (see above)


# --- through the command line ------------------------------------------------------------------------------


@pytest.fixture
def run():
    app = typer.Typer(cls=OneLineErrors, no_args_is_help=True, add_completion=False, pretty_exceptions_enable=False)

    @app.callback()
    def main() -> None:
        """Local app for the tests."""

    check.register(app)
    runner = CliRunner()
    return lambda *args: runner.invoke(app, ["check", *args])


def test_check_asks_for_the_rules_file_a_code_names(run, ours, tmp_path):
    code = scorecard_code(ours, "card", 3).encode()
    sheet = tmp_path / "game.csv"
    sheet.write_text(with_code(CLASSIC, code), encoding="utf-8")
    result = run(str(sheet))
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr == (f"Error: {sheet}: sheet code {code} was printed from a teacher's rules file "
                             f"(fingerprint {rules_fingerprint(ours):08X}); give that file with --rules\n")
    result = run(str(sheet), "--rules", str(ours.path), "--json")
    assert result.exit_code == 0, result.output
    assert '"game": "ours"' in result.stdout and '"chosen_by": "rules"' in result.stdout


def test_check_takes_the_game_from_a_scorecard_code(run, tmp_path):
    code = ScorecardCode(RulesRef(preset="dice-roller"), "card", 3).encode()
    sheet = tmp_path / "game.csv"
    sheet.write_text(with_code(CLASSIC, code), encoding="utf-8")
    result = run(str(sheet), "--json")
    assert result.exit_code == 0, result.output
    assert '"game": "dice-roller"' in result.stdout and '"chosen_by": "code"' in result.stdout


def test_a_code_that_cannot_be_read_is_marked_so_in_the_heading(run, tmp_path):
    # Before, the heading named it as the sheet's code; only a note at the end said it could not be read (trial 26).
    code = ScorecardCode(RulesRef(preset="dice-roller"), "card", 3).encode()
    wrong = code[:-1] + ("0" if code[-1] != "0" else "1")  # its last check symbol mistyped
    sheet = tmp_path / "game.csv"
    sheet.write_text(with_code(CLASSIC, wrong), encoding="utf-8")
    first = run(str(sheet)).stdout.splitlines()[0]
    assert first.endswith(f", sheet code {wrong} (cannot be read)")
    sheet.write_text(with_code(CLASSIC, code), encoding="utf-8")
    assert run(str(sheet)).stdout.splitlines()[0].endswith(f", sheet code {code}")


def test_a_card_refused_for_the_digits_its_code_gave_says_the_code_may_be_mistyped(run, tmp_path):
    # 1500-0400-0001-8 (printed, 4 digits) with its second symbol B reads as a 6-digit card's code (trial 26):
    # seed 000's 4-digit numbers then count for nothing, and the refusal points at the code as well as --digits.
    seed000 = (CASES / "seed000.csv").read_text(encoding="utf-8")
    sheet = tmp_path / "game.csv"
    sheet.write_text(with_code(seed000, "1B00-0400-0001-8"), encoding="utf-8")
    result = run(str(sheet))
    assert result.exit_code == 2
    assert "check again with --digits 4. The game's digits and dice were read from the sheet code " \
           "1B00-0400-0001-8: if a symbol of it was mistyped, correct it and check again." in result.stderr


def test_a_code_of_another_preset_than_the_rows_name_is_followed_with_a_note():
    # A classic card (Small Straight and Large Straight; house prints Short and Long Straight, seed 002) under
    # a house card's code: the code decides, but before, nothing said the rows belonged to another game.
    code = ScorecardCode(RulesRef(preset="house"), "card", 3).encode()
    choice = choose_game(sheet_of(with_code(CLASSIC, code)))
    assert (choice.rules.name, choice.how) == ("house", "code")
    assert choice.note.startswith('The rows name the boxes of Classic Yahtzee ("Small Straight" and "Large Straight")'
                                  "; checked as House Rules Yahtzee, as the sheet code says. If the class played "
                                  "Classic Yahtzee, check again with --rules classic.")


@pytest.mark.parametrize("code, sheet", [
    (PracticeCode("chance", 2, 3, 6, None, "us", 1, 1).encode(), "the code of chance practice sheets"),
    (QuestionsCode(4, ("place-value", "chance"), 1, 1).encode(), "the code of Zombie question cards"),
])
def test_a_practice_sheets_code_on_a_game_card_leaves_the_game_to_the_labels(code, sheet):
    # Before, a practice code was taken for a classic card's, and a keep-practice code of a rules file asked
    # for the file: neither names the game a card was played with.
    choice = choose_game(sheet_of(with_code(CLASSIC, code)))
    assert (choice.rules.name, choice.how) == ("classic", "labels")
    assert choice.note.startswith(f"The sheet code {code} is {sheet}, not of a game's card, so the game was told "
                                  "from the labels.")


def test_a_place_value_code_over_boxes_and_a_card_code_over_categories_leave_the_game_to_the_labels():
    # Before: "cannot read the category 'Ones'", and "'Number with ...' is not a box of Classic Yahtzee".
    pv_code = SheetCode("place-value", seed=3, game=2, digits=4, dice="d6").encode()
    choice = choose_game(sheet_of(with_code(CLASSIC, pv_code)))
    assert (choice.rules.name, choice.how) == ("classic", "labels")
    assert choice.note.startswith(f"The sheet code {pv_code} is a Place Value Yahtzee card's, but no row is one of "
                                  "its categories")
    card_code = ScorecardCode(RulesRef(preset="classic"), "card", 3).encode()
    seed000 = (CASES / "seed000.csv").read_text(encoding="utf-8")
    choice = choose_game(sheet_of(with_code(seed000, card_code)))
    assert (choice.rules.name, choice.how) == ("place-value", "labels")
    assert f"The sheet code {card_code} is a Classic Yahtzee card's, but the rows are place-value" in choice.note
