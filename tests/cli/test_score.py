"""`worksheets score`: SPEC section 4's JSON, files, and refusals."""

from __future__ import annotations

import json

import pytest


def test_score_json_matches_spec(run):
    # SPEC section 4: {"rules": R, "dice": [..], "scores": {key: points}}.
    # Values from seed 001 (Fives 15, Twos 2, Sixes 6, zero in Ones/Threes/Fours)
    # and by hand (3-of-a-kind and Chance 5+2+5+6+5 = 23).
    result = run("score", "5", "2", "5", "6", "5", "--json")
    assert result.exit_code == 0
    assert json.loads(result.stdout) == {
        "rules": "classic",
        "dice": [5, 2, 5, 6, 5],
        "scores": {"ones": 0, "twos": 2, "threes": 0, "fours": 0, "fives": 15, "sixes": 6,
                   "three-of-a-kind": 23, "four-of-a-kind": 0, "full-house": 0,
                   "small-straight": 0, "large-straight": 0, "yahtzee": 0, "chance": 23},
    }


def test_score_table_lists_every_box(run):
    result = run("score", "4", "4", "4", "1", "2", "--rules", "house")
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert lines[0] == "House Rules Yahtzee: 4 4 4 1 2"
    assert any(line.split() == ["Three", "of", "a", "Kind", "12"] for line in lines)  # seed 002: 3 x 4
    assert len(lines) == 1 + 13


def test_score_input_file_gives_json_lines(run, tmp_path):
    rolls = tmp_path / "rolls.txt"
    rolls.write_text("5 2 5 6 5\n\n6 6 6 6 6\n", encoding="utf-8")
    result = run("score", "--input", str(rolls), "--json", "--rules", "yacht")
    assert result.exit_code == 0
    objects = [json.loads(line) for line in result.stdout.splitlines()]
    assert [o["dice"] for o in objects] == [[5, 2, 5, 6, 5], [6, 6, 6, 6, 6]]
    assert objects[1]["scores"]["yacht"] == 50 and objects[1]["scores"]["four-of-a-kind"] == 24


def test_score_reads_standard_input(run):
    result = run("score", "--input", "-", "--json", input="1 2 3 4 5\n")
    assert json.loads(result.stdout)["scores"]["large-straight"] == 40


@pytest.mark.parametrize("args, message", [
    (["5", "2", "5", "6"], "Error: expected 5 dice, got 4 (5 2 5 6)"),
    (["5", "2", "5", "6", "7"], "Error: die 5: 7 is not on a six-sided die (faces 1 to 6)"),
    (["5", "2", "five", "6", "1"], "Error: die 3: 'five' is not a whole number from 1 to 6"),
    (["5", "2", "5", "6", "5", "--rules", "poker"], "Error: unknown rule set 'poker'"),
    ([], "Error: no dice given"),
    (["--bogus"], "Error: No such option: --bogus"),
])
def test_bad_input_is_one_line_and_exit_2(run, args, message):
    result = run("score", *args)
    assert result.exit_code == 2
    assert result.stdout == ""
    assert result.stderr.startswith(message)
    assert len(result.stderr.strip().splitlines()) == 1
    assert "Traceback" not in result.stderr


def test_a_bad_line_in_a_file_is_named_and_nothing_is_printed(run, tmp_path):
    rolls = tmp_path / "rolls.txt"
    rolls.write_text("5 2 5 6 5\n1 2 3\n", encoding="utf-8")
    result = run("score", "--input", str(rolls))
    assert result.exit_code == 2
    assert result.stdout == ""
    assert result.stderr.strip() == f"Error: {rolls} line 2: expected 5 dice, got 3 (1 2 3)"


def test_a_missing_input_file_is_named(run, tmp_path):
    result = run("score", "--input", str(tmp_path / "none.txt"))
    assert result.exit_code == 2
    assert "none.txt: no such file" in result.stderr


def test_place_value_gives_the_greatest_number_per_category(run):
    # Dice 6 3 4 1, worked by hand against seed 000's categories:
    # 3 in the hundreds -> 6,341; thousands+ones = 9 -> 6,413 (6+3); digits add to 13 -> X (sum 14);
    # no 5 -> X for "5 in the ones place"; WILD -> 6,431.
    result = run("score", "6", "3", "4", "1", "--rules", "place-value", "--json")
    assert result.exit_code == 0
    scores = json.loads(result.stdout)["scores"]
    assert scores["Number with 3 in the hundreds place"] == 6341
    assert scores["Number whose thousands and ones digits add up to 9"] == 6413
    assert scores["Number whose digits add up to 13"] is None
    assert scores["Number with 5 in the ones place"] is None
    assert scores["WILD! Any number can be written here."] == 6431
    assert len(scores) == 9


def test_place_value_category_option_and_d10_zero_face(run, tmp_path):
    rules = tmp_path / "pv10.toml"
    rules.write_text('base = "place-value"\n[place-value]\ndigits = 3\ndice = "d10"\n', encoding="utf-8")
    result = run("score", "0", "9", "5", "--rules", str(rules), "-c", "Number with 0 in the ones place", "--json")
    assert result.exit_code == 0, result.stderr
    assert json.loads(result.stdout)["scores"] == {"Number with 0 in the ones place": 950}  # by hand


def test_category_is_refused_for_dice_games(run):
    result = run("score", "1", "2", "3", "4", "5", "-c", "WILD")
    assert result.exit_code == 2
    assert "categories are for place-value games; classic scores its own boxes" in result.stderr


def test_comment_lines_in_an_input_file_are_skipped(run, tmp_path):
    # The rolls file of a new-user trial: a line starting with '#' is a comment, as in a rules file,
    # so its words are not read as dice; the bad roll after it is still named by file and line (6).
    rolls = tmp_path / "rolls.txt"
    rolls.write_text("1 2 3 4 5\n\n6,6,6,6,6\n# comment\n#3 3 3\n  # indented note\n3 3 3 2 2\n",
                     encoding="utf-8")
    result = run("score", "--input", str(rolls), "--json")
    assert result.exit_code == 0, result.stderr
    assert [json.loads(line)["dice"] for line in result.stdout.splitlines()] == [
        [1, 2, 3, 4, 5], [6, 6, 6, 6, 6], [3, 3, 3, 2, 2]]
    rolls.write_text("1 2 3 4 5\n# comment\n1 2 3\n", encoding="utf-8")
    result = run("score", "--input", str(rolls))
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr.strip() == f"Error: {rolls} line 3: expected 5 dice, got 3 (1 2 3)"


def test_a_file_of_comments_only_has_no_rolls(run, tmp_path):
    rolls = tmp_path / "rolls.txt"
    rolls.write_text("# rolls for Monday\n\n", encoding="utf-8")
    result = run("score", "--input", str(rolls))
    assert result.exit_code == 2
    assert result.stderr.strip() == f"Error: {rolls}: no rolls found (write one roll a line, such as: 5 2 5 6 5)"
