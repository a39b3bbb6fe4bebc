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


def test_dice_typed_together_are_read_one_digit_each(run, tmp_path):
    # "52565" has as many digits as the game has dice, each a face: the same roll as 5 2 5 6 5 (by hand:
    # Fives 15, Three of a Kind and Chance 23), in an argument, a rolls file, and a place-value roll.
    together = json.loads(run("score", "52565", "--json").stdout)
    assert together == json.loads(run("score", "5", "2", "5", "6", "5", "--json").stdout)
    assert together["scores"]["fives"] == 15 and together["scores"]["chance"] == 23
    rolls = tmp_path / "rolls.txt"
    rolls.write_text("12345\n", encoding="utf-8")
    assert json.loads(run("score", "--input", str(rolls), "--json").stdout)["dice"] == [1, 2, 3, 4, 5]
    assert json.loads(run("score", "6341", "--rules", "place-value", "--json").stdout)["dice"] == [6, 3, 4, 1]


@pytest.mark.parametrize("args", [["5 2 5 6 5"], ["5,2,5,6,5"], ["5, 2, 5, 6, 5"], ["5-2-5-6-5"], ["5;2;5;6;5"],
                                  ["5,", "2,", "5,", "6,", "5"], ["5 - 2 - 5 - 6 - 5"], ["5", "-", "2", "-", "5", "-",
                                  "6", "-", "5"], ["5--2-5-6-5"]])
def test_dice_written_as_a_list_in_one_argument_are_the_same_roll(run, args, tmp_path):
    # A roll quoted or pasted from a list (trial 23: "got 1 (5 2 5 6 5)" was refused); by hand, 5 2 5 6 5
    # scores Fives 15 and Chance 23. A rolls file's line reads the same.
    read = json.loads(run("score", *args, "--json").stdout)
    assert read["dice"] == [5, 2, 5, 6, 5] and read["scores"]["fives"] == 15 and read["scores"]["chance"] == 23
    rolls = tmp_path / "rolls.txt"
    rolls.write_text(" ".join(args) + "\n", encoding="utf-8")
    assert json.loads(run("score", "--input", str(rolls), "--json").stdout)["dice"] == [5, 2, 5, 6, 5]


def test_a_rolls_file_saved_by_a_spreadsheet_quotes_a_cell_of_dice(run, tmp_path):
    # A cell "5,2,5,6,5" saved as CSV is written in double quotes (RFC 4180): the quotes are no dice.
    rolls = tmp_path / "rolls.csv"
    rolls.write_text('"5,2,5,6,5"\r\n"1,2,3,4,5"\r\n', encoding="utf-8")
    read = [json.loads(line) for line in run("score", "--input", str(rolls), "--json").stdout.splitlines()]
    assert [r["dice"] for r in read] == [[5, 2, 5, 6, 5], [1, 2, 3, 4, 5]]


def test_hint_reads_dice_written_as_a_list():
    from worksheets.rules import preset

    assert preset("classic").read_roll(["4,2,4,5,4"]) == (4, 2, 4, 5, 4)
    assert preset("place-value").read_roll(["6-3-4-1"]) == (6, 3, 4, 1)


@pytest.mark.parametrize("args, message", [
    # A list of dice one short, or with a word, is told as the dice one by one are.
    (["5,2,5,6"], "Error: expected 5 dice, got 4 (5 2 5 6)"),
    (["5,2,5,6,x"], "Error: die 5: 'x' is not a whole number from 1 to 6"),
    # Digits together are dice only when each is a face and there are as many as the dice: nothing is guessed;
    # too few or too many are counted as the dice they are (trial 24: "got 1 (5256)" puzzled).
    (["5256"], "Error: expected 5 dice, got 4 (5 2 5 6)"),
    (["525656"], "Error: expected 5 dice, got 6 (5 2 5 6 5 6)"),
    (["52575"], "Error: die 4: 7 is not on a six-sided die (faces 1 to 6)"),
    (["5", "2", "5", "6"], "Error: expected 5 dice, got 4 (5 2 5 6)"),
    (["5", "2", "5", "6", "7"], "Error: die 5: 7 is not on a six-sided die (faces 1 to 6)"),
    (["5", "2", "five", "6", "1"], "Error: die 3: 'five' is not a whole number from 1 to 6"),
    (["5", "2", "5", "6", "5", "--rules", "poker"], "Error: unknown rule set 'poker'"),
    ([], "Error: no dice given"),
    (["--bogus"], "Error: No such option: --bogus"),
    # "-1" reads as an option on a command line; the message speaks of the die, not of an option
    (["-1", "2", "3", "4", "5"], "Error: -1 is below 0: a die shows 1 and up, and no number here is negative"),
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


def test_a_rolls_file_not_in_utf8_is_named_by_its_line(run, tmp_path):
    # A comment with é saved as Windows-1252 (the byte 0xE9) on line 2; before, only the byte's offset was said.
    rolls = tmp_path / "rolls.txt"
    rolls.write_bytes("5 2 5 6 5\n# Célia\n1 2 3 4 5\n".encode("cp1252"))
    result = run("score", "--input", str(rolls))
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr == f"Error: {rolls} line 2: not UTF-8 text (byte 0xE9, é in Windows-1252); save it as UTF-8\n"


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


def test_a_category_no_roll_can_fill_is_said_once_under_the_table(run, tmp_path):
    # Six-sided dice never show 9, so no roll of them makes a number with 9 in the tens place; an even number
    # of 6 3 4 1 is 6,314 (by hand: the greatest arrangement ending in 4 or 6 is 6,314). With d10 dice a 9 can
    # be rolled: no note.
    rolls = tmp_path / "rolls.txt"
    rolls.write_text("6 3 4 1\n2 2 5 5\n", encoding="utf-8")
    nine, even = "Number with 9 in the tens place", "Even number"
    result = run("score", "--input", str(rolls), "--rules", "place-value", "-c", nine, "-c", even)
    assert result.exit_code == 0, result.stderr
    assert result.stdout.count("No roll fills") == 1
    assert f'No roll fills "{nine}": 4 six-sided dice never make a 4-digit number' in result.stdout
    assert "6,314" in result.stdout and even not in result.stdout.split("No roll fills")[1]
    line = json.loads(run("score", "6341", "--rules", "place-value", "-c", nine, "-c", even, "--json").stdout)
    assert line["scores"] == {nine: None, even: 6314} and len(line["notes"]) == 1 and nine in line["notes"][0]
    d10 = tmp_path / "pv10.toml"
    d10.write_text('base = "place-value"\n[place-value]\ndice = "d10"\n', encoding="utf-8")
    result = run("score", "6341", "--rules", str(d10), "-c", nine, "--json")
    assert "notes" not in json.loads(result.stdout)


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


def _text(run, *args):
    result = run("score", *args)
    assert result.exit_code == 0, result.stderr
    return result.stdout.splitlines()


def test_five_alike_under_the_classic_joker_rule_says_what_it_scores_as_a_joker(run):
    # SPEC section 2, classic: an extra Yahtzee must go in its upper box if open (Fives: 5 x 5 = 25), else
    # any open lower box at full value (25/30/40, sums: 5 x 5 = 25), and earns +100 only while the Yahtzee
    # box holds 50 (a box scratched to 0 gives no bonus). The table above stays the empty card's scores.
    lines = _text(run, "5", "5", "5", "5", "5")
    assert len(lines) == 1 + 13 + 1
    assert lines[9].split() == ["Full", "House", "0"]  # on an empty card a Yahtzee is no full house
    assert lines[-1] == (
        "Joker rule: once the Yahtzee box is filled, this roll must go in Fives (25) while it is open, then in "
        "an open lower box at full value: Three of a Kind 25, Four of a Kind 25, Full House 25, "
        "Small Straight 30, Large Straight 40, Chance 25; with no lower box open, 0 in an open upper box. "
        "It also earns 100 more while the Yahtzee box holds 50, no bonus while it holds 0.")
    extra = json.loads(run("score", "5", "5", "5", "5", "5", "--json").stdout)["extra"]
    assert extra == {"policy": "forced-joker", "box": "yahtzee", "box_points": 50, "bonus": 100,
                     "bonus_if_scratched": 0, "own_box": {"fives": 25},
                     "joker": {"three-of-a-kind": 25, "four-of-a-kind": 25, "full-house": 25,
                               "small-straight": 30, "large-straight": 40, "chance": 25},
                     "fills_box": True, "extra_turn": False}


def test_zombie_cards_are_classic_cards_with_the_same_joker(run):
    # SPEC section 2: zombie is played on classic cards. Ones: 5 x 1 = 5; the sums 5 x 1 = 5.
    assert _text(run, "1", "1", "1", "1", "1", "--rules", "zombie")[-1].startswith(
        "Joker rule: once the Yahtzee box is filled, this roll must go in Ones (5) while it is open, then in an "
        "open lower box at full value: Three of a Kind 5, Four of a Kind 5, Full House 25, Small Straight 30, "
        "Large Straight 40, Chance 5;")


def test_the_joker_follows_a_rules_files_own_boxes(run, tmp_path):
    # House boxes (SPEC section 2: three and four of a kind score 3 or 4 x the face, Short/Long Straight)
    # under the classic joker rule: 2 2 2 2 2 writes 6 and 8 there, 30 and 40 in the straights, 10 in Chance.
    rules = tmp_path / "hj.toml"
    rules.write_text('base = "house"\nname = "hj"\nextra-yahtzee = "forced-joker"\nextra-yahtzee-points = 100\n',
                     encoding="utf-8")
    extra = json.loads(run("score", "2", "2", "2", "2", "2", "--rules", str(rules), "--json").stdout)["extra"]
    assert extra["own_box"] == {"twos": 10}
    assert extra["joker"] == {"three-of-a-kind": 6, "four-of-a-kind": 8, "full-house": 25,
                              "short-straight": 30, "long-straight": 40, "chance": 10}


@pytest.mark.parametrize("rules, dice, line", [
    # SPEC section 2, house: an extra Yahtzee earns +100 and fills no box (the bonus is taken).
    ("house", "3", "Once the Yahtzee box holds 50, this roll earns 100 more and fills no box; while the Yahtzee "
                   "box holds 0, it scores as above in the open boxes."),
    # roll-em: each further Lucky Dice after a scored one: +50, no box filled, an extra turn.
    ("roll-em", "6", "Once the Lucky Dice box holds 50, this roll earns 50 more and another turn and fills no "
                     "box; while the Lucky Dice box holds 0, it scores as above in the open boxes."),
])
def test_five_alike_under_a_bonus_instead_of_a_box(run, rules, dice, line):
    lines = _text(run, *[dice] * 5, "--rules", rules)
    assert len(lines) == 1 + 13 + 1 and lines[-1] == line


@pytest.mark.parametrize("rules", ["dice-roller", "yacht"])
def test_no_extra_rule_adds_nothing(run, rules):
    # SPEC section 2: dice-roller has one Yahtzee only and no joker; yacht has no extra rule.
    lines = _text(run, "4", "4", "4", "4", "4", "--rules", rules)
    assert len(lines) == 1 + (12 if rules == "yacht" else 13)
    assert "extra" not in json.loads(run("score", *["4"] * 5, "--rules", rules, "--json").stdout)


def test_a_roll_not_all_alike_adds_nothing(run):
    assert len(_text(run, "5", "5", "5", "5", "4")) == 1 + 13
    assert "extra" not in json.loads(run("score", "5", "5", "5", "5", "4", "--json").stdout)


def test_free_joker_and_replace_max_rules_files(run, tmp_path):
    # docs/rules-format.md policies, worded as templates/rules/extra.j2 states them: under free-joker the roll
    # may go in any open box and a lower box takes it at full value once its upper box (Twos) is filled
    # (classic sums: 5 x 2 = 10); under replace-max it erases one other filled box for that box's maximum.
    free = tmp_path / "fj.toml"
    free.write_text('base = "classic"\nname = "fj"\nextra-yahtzee = "free-joker"\n', encoding="utf-8")
    assert _text(run, *["2"] * 5, "--rules", str(free))[-1] == (
        "Free joker rule: once the Yahtzee box is filled, this roll may go in any open box; while Twos is open it "
        "scores as above, and once Twos is filled a lower box takes it at full value: Three of a Kind 10, "
        "Four of a Kind 10, Full House 25, Small Straight 30, Large Straight 40, Chance 10. "
        "It also earns 100 more while the Yahtzee box holds 50, no bonus while it holds 0.")
    replace = tmp_path / "rm.toml"
    replace.write_text('base = "house"\nname = "rm"\nextra-yahtzee = "replace-max"\n', encoding="utf-8")
    assert _text(run, *["2"] * 5, "--rules", str(replace))[-1].startswith(
        "Once the Yahtzee box holds 50, this roll lets you erase one other filled box and write that box's "
        "greatest score instead")


def test_a_card_of_one_all_alike_box_has_no_extra_roll(run, tmp_path):
    # A rules file whose only box is the Yahtzee: once it is filled the card is full, so no line is added
    # (this once ended in a traceback).
    rules = tmp_path / "solo.toml"
    rules.write_text('name = "solo"\ndice = 5\nfaces = 6\nrolls = 3\nextra-yahtzee = "forced-joker"\n'
                     'extra-yahtzee-points = 100\n[[boxes]]\nlabel = "Yahtzee"\nscorer = "all-alike"\npoints = 50\n',
                     encoding="utf-8")
    assert [line.split() for line in _text(run, *["5"] * 5, "--rules", str(rules))] == [
        ["solo:", "5", "5", "5", "5", "5"], ["Yahtzee", "50"]]


EIGHT_FOUR_SIDED = """title = "Eight"
dice = 8
faces = 4
rolls = 3
[[boxes]]
label = "Ones"
scorer = "upper"
face = 1
[[boxes]]
label = "Chance"
scorer = "chance"
"""


@pytest.mark.parametrize("command, rules", [(command, rules) for command in ("score", "hint")
                                            for rules in ("classic", "yacht", "place-value", "my eight.toml")
                                            if (command, rules) != ("hint", "place-value")])  # hint: boxes only
def test_the_example_given_when_no_dice_are_given_runs(run, tmp_path, monkeypatch, command, rules):
    # The refusal's example is a command a teacher can copy: as many dice as the game has, on faces its dice
    # have, and --rules naming a file by its path (quoted, for the space), not by its name.
    import shlex

    monkeypatch.chdir(tmp_path)
    (tmp_path / "my eight.toml").write_text(EIGHT_FOUR_SIDED, encoding="utf-8")
    refused = run(command, "--rules", rules)
    assert refused.exit_code == 2
    example = refused.output.strip().split("for example: worksheets ", 1)[1]
    words = shlex.split(example)
    assert words[words.index("--rules") + 1] == rules
    result = run(*words)
    assert result.exit_code == 0, (example, result.output)
