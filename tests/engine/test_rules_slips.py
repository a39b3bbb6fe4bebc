"""Slips in a teacher's rules file: each is named on its own line, in plain words."""

from __future__ import annotations

import pytest

from worksheets.errors import RulesError
from worksheets.rules import load_rules_file

HEAD = 'name = "x"\ndice = 5\nfaces = 6\nrolls = 3\n'  # lines 1 to 4


def refusal(tmp_path, text, name="mine.toml"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    with pytest.raises(RulesError) as refused:
        load_rules_file(path)
    message = str(refused.value)
    assert "\n" not in message
    return message.removeprefix(str(path))


def test_a_misspelt_label_is_named_as_the_unknown_key_on_its_line(tmp_path):
    # Counted by hand: HEAD is lines 1-4, blank 5, the first box 6-9, the second [[boxes]] 10, "lable" 11.
    text = HEAD + '\n[[boxes]]\nlabel = "Ones"\nscorer = "upper"\nface = 1\n[[boxes]]\nlable = "Twos"\nscorer = "upper"\n'
    assert refusal(tmp_path, text).startswith(" line 11: boxes[2].lable: unknown key (did you mean label?")


def test_a_box_with_no_label_and_a_key_unlike_it_still_says_the_label_is_missing(tmp_path):
    text = HEAD + '[[boxes]]\nscorer = "chance"\ncolour = "red"\n'
    assert "boxes[1].label: missing: write it as text" in refusal(tmp_path, text)


def load(tmp_path, text, name="mine.toml"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return load_rules_file(path)


def test_a_table_written_over_a_base_keeps_the_bases_keys_it_does_not_set(tmp_path):
    from worksheets.rule_refs import rules_fingerprint

    partial = load(tmp_path, 'base = "classic"\n[upper-bonus]\npoints = 50\n')
    assert (partial.upper_bonus.threshold, partial.upper_bonus.points) == (63, 50)  # classic's threshold is 63
    # The same rules as a file that writes the whole table, so the same fingerprint.
    whole = load(tmp_path, 'base = "classic"\n[upper-bonus]\nthreshold = 63\npoints = 50\n')
    assert rules_fingerprint(partial) == rules_fingerprint(whole)
    # Zombie's own base is classic: its [team-game] (3 to 5) is kept through it.
    team = load(tmp_path, 'base = "zombie"\n[team-game]\nmax-team = 4\n').team_game
    assert (team.min_team, team.max_team) == (3, 4)


def test_a_place_value_table_over_its_base_keeps_digits_but_not_the_card(tmp_path):
    rules = load(tmp_path, 'base = "place-value"\n[place-value]\ndice = "d10"\ndigits = 5\n')
    assert (rules.place_value.digits, rules.place_value.dice, rules.place_value.card) == (5, "d10", ())
    assert load(tmp_path, 'base = "place-value"\n[place-value]\ndice = "d10"\n').place_value.digits == 4


def test_a_team_size_below_the_one_kept_from_the_base_says_where_that_comes_from(tmp_path):
    # Line 3 is max-team, counted by hand.
    assert refusal(tmp_path, 'base = "zombie"\n[team-game]\nmax-team = 2\n') == (
        ' line 3: team-game.max-team: is 2, below min-team = 3, which comes with base = "zombie": '
        "write min-team in [team-game] too")


@pytest.mark.parametrize("text, message", [
    # Lines counted by hand in each text.
    ('name = "x"\n# dice\ndice = 5\nfaces = 6\nrolls = 3\ndice = 6\n',
     " line 6: dice is already set on line 3; keep one of them"),
    ('name = "x"\n[upper-bonus]\nthreshold = 63\npoints = 35\n\n[team-game]\nmin-team = 1\nmax-team = 2\n'
     "[upper-bonus]\npoints = 3\n", " line 9: [upper-bonus] is written twice (also line 2); keep one"),
    ('name = "x"\n[upper-bonus]\nthreshold = 63\npoints = 35\npoints = 50\n',
     " line 5: upper-bonus.points is already set on line 4; keep one of them"),
    (HEAD + '[[boxes]]\nlabel = "A"\n[[boxes]]\nlabel = "B"\nscorer = "chance"\nlabel = "C"\n',
     " line 10: boxes[2].label is already set on line 8; keep one of them"),
])
def test_a_key_or_table_written_twice_names_both_lines(tmp_path, text, message):
    assert refusal(tmp_path, text) == message


@pytest.mark.parametrize("text", [
    'name = "x"\ndice = 5\ndice.sides = 6\n',  # a key set alone and then as a table
    HEAD + '[[boxes]]\nlabel = "A"\n[boxes]\nlabel = "B"\n',  # an array of tables, then a table of that name
])
def test_other_clashes_keep_tomllibs_words_without_pythons_writing(tmp_path, text):
    message = refusal(tmp_path, text)
    assert message.startswith(": not valid TOML (")
    assert "('" not in message and "',)" not in message and "{" not in message


@pytest.mark.parametrize("text, message", [
    # Counted by hand: HEAD is lines 1-4; the first [[boxes]] is line 5 and the second line 6.
    (HEAD + '[[boxes]]\n[[boxes]]\nlabel = "B"\nscorer = "chance"\n',
     ' line 5: boxes[1].label: missing: write it as text, such as label = "..."'),
    (HEAD + '[[boxes]]\nlabel = "A"\nscorer = "chance"\n[[boxes]]\n',
     ' line 8: boxes[2].label: missing: write it as text, such as label = "..."'),
    # The box on lines 5-8, then [upper-bonus] on line 9 with only its threshold.
    (HEAD + '[[boxes]]\nlabel = "Ones"\nscorer = "upper"\nface = 1\n[upper-bonus]\nthreshold = 63\n',
     " line 9: upper-bonus.points: missing: write a whole number from 0 to 10000"),
    # "Ones" on line 6, "ones" on line 10.
    (HEAD + '[[boxes]]\nlabel = "Ones"\nscorer = "upper"\nface = 1\n[[boxes]]\nlabel = "ones"\nscorer = "chance"\n',
     " line 10: boxes[2] ('ones').label: labels 'Ones' (line 6) and 'ones' both make the key 'ones'; "
     "name one of them differently"),
])
def test_a_tables_own_problem_names_its_line(tmp_path, text, message):
    assert refusal(tmp_path, text) == message


BOX = '[[boxes]]\nlabel = "Ones"\nscorer = "upper"\nface = 1\n'  # four lines


@pytest.mark.parametrize("key, line", [
    ('title = "Friday"', 'title = "Friday"'), ("name", 'name = "friday"'), ("summary", 'summary = "ours"'),
    ("extra-yahtzee", 'extra-yahtzee = "none"'), ("dice", "dice = 5"),
])
def test_a_key_of_the_whole_file_typed_below_a_box_is_told_to_move_up(tmp_path, key, line):
    # base on line 1, the box on lines 2-5, the key on line 6 (counted by hand).
    message = refusal(tmp_path, 'base = "house"\n' + BOX + line + "\n")
    name = key.split(" ")[0]
    assert message == (f" line 6: boxes[1] ('Ones').{name}: {name} is a key of the whole file, but this {name} = line "
                       "stands under a [[boxes]] line, so it belongs to that box: move it above the first line in "
                       "square brackets")


def test_a_key_of_the_whole_file_typed_below_upper_bonus_is_told_to_move_up(tmp_path):
    # [upper-bonus] on line 2, title on line 5 (counted by hand).
    message = refusal(tmp_path, 'base = "house"\n[upper-bonus]\nthreshold = 63\npoints = 35\ntitle = "Friday"\n')
    assert message.startswith(" line 5: upper-bonus.title: title is a key of the whole file, but this title = line "
                              "stands under the [upper-bonus] line, so it belongs to that table: move it above")


@pytest.mark.parametrize("text, message", [
    # A table where a number belongs is shown as TOML writes it, not as Python does.
    ('base = "house"\n[[boxes]]\nlabel = "Y"\nscorer = "all-alike"\npoints = { value = 50 }\n',
     " line 5: boxes[1] ('Y').points: must be a whole number from 0 to 10000, got {value = 50}"),
    ('base = "house"\nupper-bonus = [63, 35]\n', " line 2: upper-bonus: must be a table ([upper-bonus]), got [63, 35]"),
    # With two dice, a count can only be 2: said as such, with where the 2 comes from.
    ('base = "house"\ndice = 2\n', ": boxes[7] ('Three of a Kind').count: must be 2 (this game has dice = 2), got 3 "
                                   '(boxes come with base = "house"; set them in the file to change them)'),
])
def test_values_are_said_in_plain_words(tmp_path, text, message):
    assert refusal(tmp_path, text) == message


def test_a_key_kept_from_the_bases_table_gets_no_line(tmp_path):
    # The file writes [upper-bonus] with points only: classic's threshold (63) is not on any line of the file.
    rules = load(tmp_path, 'base = "classic"\nextra-yahtzee = "none"\n[[boxes]]\nlabel = "Ones"\nscorer = "upper"\n'
                           "face = 1\n[upper-bonus]\npoints = 50\n")
    assert rules.sheet_problems == (f"{tmp_path / 'mine.toml'}: upper-bonus.threshold: 63 can never be reached: the "
                                    "upper boxes add up to at most 5; lower the threshold (a base's [upper-bonus] "
                                    "comes with it) or add upper boxes",)


def test_a_threshold_out_of_reach_without_a_base_does_not_speak_of_one(tmp_path):
    # One upper box of ones: at most 5 (five dice showing 1); 300 is the file's own (line 10, counted by hand), and
    # with no base nothing comes with one.
    rules = load(tmp_path, 'name = "big"\ndice = 5\nfaces = 6\nrolls = 3\n[[boxes]]\nlabel = "Ones"\n'
                           'scorer = "upper"\nface = 1\n[upper-bonus]\nthreshold = 300\npoints = 35\n')
    assert rules.sheet_problems == (f"{tmp_path / 'mine.toml'} line 10: upper-bonus.threshold: 300 can never be "
                                    "reached: the upper boxes add up to at most 5; lower the threshold or add upper "
                                    "boxes",)
