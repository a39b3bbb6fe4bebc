"""Rules files: presets, aliases, a teacher's own file, and clear refusals."""

from __future__ import annotations

import re

import pytest

from worksheets.errors import RulesError, UnknownRulesError
from worksheets.rules import PRESETS_DIR, ExtraPolicy, find_rules, kebab, load_rules_file, preset, preset_names

MINIMAL = '''
name = "two-box"
dice = 5
faces = 6
rolls = 3

[[boxes]]
label = "Sixes"
scorer = "upper"
face = 6

[[boxes]]
label = "Big Total"
scorer = "chance"
'''


def write(tmp_path, text, name="mine.toml"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_presets_are_the_seven_of_spec_section_2():
    assert preset_names() == ("classic", "house", "roll-em", "dice-roller", "yacht", "zombie", "place-value")


def test_box_keys_are_kebab_case_labels():
    # Issue text: the keys of every preset's lower boxes.
    assert preset("classic").box_keys[6:] == ("three-of-a-kind", "four-of-a-kind", "full-house",
                                               "small-straight", "large-straight", "yahtzee", "chance")
    assert {"short-straight", "long-straight"} <= set(preset("house").box_keys)
    assert {"lucky-dice", "freebie"} <= set(preset("roll-em").box_keys)
    assert {"little-straight", "big-straight", "choice", "yacht"} <= set(preset("yacht").box_keys)
    assert kebab("Three of a Kind") == "three-of-a-kind"


@pytest.mark.parametrize("alias, name", [("Roll Em", "roll-em"), ("rollem", "roll-em"), ("YAHTZEE", "classic"),
                                         ("place_value", "place-value"), ("pv", "place-value")])
def test_aliases(alias, name):
    assert find_rules(alias).name == name


def test_unknown_name_lists_the_presets():
    with pytest.raises(UnknownRulesError, match="unknown rule set 'poker'; presets: classic, house"):
        find_rules("poker")


@pytest.mark.parametrize("typed, meant", [("classics", "classic"), ("clasic", "classic"), ("yaht", "yacht"),
                                          ("roll em s", "roll-em")])
def test_a_slip_in_a_presets_name_is_met_with_the_name_meant(typed, meant):
    with pytest.raises(UnknownRulesError, match=rf"unknown rule set '{typed}' \(did you mean {meant}\?\); presets"):
        find_rules(typed)


def test_policies_and_bonuses_of_each_preset():
    # SPEC section 2's last column.
    assert preset("classic").extra_policy is ExtraPolicy.FORCED_JOKER and preset("classic").extra_points == 100
    assert preset("house").extra_policy is ExtraPolicy.BONUS_NO_BOX and preset("house").upper_bonus is None
    assert preset("roll-em").extra_policy is ExtraPolicy.BONUS_EXTRA_TURN and preset("roll-em").extra_points == 50
    assert preset("dice-roller").extra_policy is ExtraPolicy.NONE
    assert preset("yacht").extra_policy is ExtraPolicy.NONE and preset("yacht").upper_bonus is None
    assert preset("zombie").team_game.min_team == 3 and preset("zombie").team_game.max_team == 5
    assert preset("place-value").place_value.digits == 4 and preset("place-value").place_value.dice == "d6"
    for name in ("classic", "roll-em", "dice-roller"):
        bonus = preset(name).upper_bonus
        assert (bonus.threshold, bonus.points) == (63, 35)


def test_a_teachers_file_loads(tmp_path):
    rules = find_rules(str(write(tmp_path, MINIMAL)))
    assert rules.box_keys == ("sixes", "big-total")
    assert rules.score_roll((6, 6, 1, 2, 3)) == {"sixes": 12, "big-total": 18}


def test_a_file_based_on_a_preset_changes_only_what_it_says(tmp_path):
    path = write(tmp_path, 'base = "house"\nextra-yahtzee = "replace-max"\n', "parker.toml")
    rules = load_rules_file(path)
    assert rules.name == "parker"
    assert rules.extra_policy is ExtraPolicy.REPLACE_MAX
    assert rules.box_keys == preset("house").box_keys


@pytest.mark.parametrize("text, message", [
    # A key the file writes is named with its line (MINIMAL's first line is empty: dice stands on line 3).
    ("colour = 'red'\n" + MINIMAL, r"mine.toml line 1: colour: unknown key \(accepted"),
    # A value the file keeps from its base is said to come with it: the file holds no such line.
    ('base = "house"\n[[boxes]]\nlabel = "Chance"\nscorer = "chance"\n',
     r'extra-yahtzee: needs a box with scorer "all-alike" \(the Yahtzee box\) \(extra-yahtzee comes with base = '
     r'"house"; set it in the file to change it\)$'),
    ('base = "classic"\nname = "six"\ndice = 6\n',
     r"boxes\[9\] \('Full House'\).scorer: a full house needs exactly 5 dice \(boxes come with base = \"classic\"; "
     r"set them in the file to change them\)$"),
    # "dice = 5" typed under a [[boxes]] line is that box's key: the message says where it stands.
    ('name = "x"\nfaces = 6\nrolls = 3\n[[boxes]]\nlabel = "Chance"\nscorer = "chance"\ndice = 5\n',
     r"dice: missing at the top of the file; the dice = line stands under a \[\[boxes\]\] line"),
    # A typo is answered with the key it is nearest to.
    (MINIMAL.replace("rolls = 3", "rols = 3"), r"mine.toml line 5: rols: unknown key \(did you mean rolls\? accepted"),
    # A value written as TOML writes it: true, not Python's True.
    (MINIMAL.replace("dice = 5", "dice = true"), r"dice: must be a whole number from 1 to 10, got true$"),
    (MINIMAL.replace("face = 6", "face = 7"), r"boxes\[1\] \('Sixes'\).face: must be a whole number from 1 to 6, got 7"),
    (MINIMAL.replace('scorer = "chance"', 'scorer = "lucky"'), r"scorer: must be one of upper, of-a-kind"),
    (MINIMAL.replace("face = 6", ""), r"boxes\[1\] \('Sixes'\).face: scorer 'upper' needs it"),
    (MINIMAL.replace('label = "Big Total"', 'label = "SIXES"'), r"both make the key 'sixes'"),
    ('extra-yahtzee = "forced-joker"\n' + MINIMAL, r"extra-yahtzee: needs a box with scorer \"all-alike\""),
    ('extra-yahtzee = "sometimes"\n' + MINIMAL, r"extra-yahtzee: must be one of none, forced-joker"),
    (MINIMAL.replace("dice = 5", "dice = 0"), r"dice: must be a whole number from 1 to 10, got 0"),
    (MINIMAL.replace("rolls = 3", 'rolls = "three"'), r"rolls: must be a whole number"),
    ('base = "poker"\n', r"mine.toml line 1: base: unknown rule set 'poker'"),
    ("name = [\n", r"not valid TOML"),
    (MINIMAL + "[upper-bonus]\nthreshold = 63\n", r"upper-bonus.points: missing: write a whole number from 0 to 10000"),
    (MINIMAL.replace('face = 6', 'face = 6\npoints = 5'), r"points: not used by scorer 'upper'"),
    # A box written without its label (before: "must be text, got None"): say what is missing and how to write it.
    (MINIMAL.replace('label = "Big Total"', ''), r"\.label: missing: write it as text, such as label = \"\.\.\.\"$"),
    # An empty file, and a bonus without its threshold: say what is missing (before: "got None").
    ("", r"mine.toml: dice: missing: write a whole number from 1 to 10$"),
    (MINIMAL + "[upper-bonus]\npoints = 35\n", r"upper-bonus.threshold: missing: write a whole number"),
    (MINIMAL.replace('label = "Big Total"', 'label = "  "'), r"\.label: is empty: write some text between"),
    # Points a box, a policy or a kind of game does not use were read and then counted for nothing.
    (MINIMAL + '[[boxes]]\nlabel = "Triple"\nscorer = "of-a-kind"\ncount = 3\npoints = 30\n',
     r"boxes\[3\] \('Triple'\)\.points: used only with score = \"points\", and this box's score is 'all-dice'"),
    (MINIMAL + '[[boxes]]\nlabel = "Full House"\nscorer = "full-house"\nscore = "sum"\npoints = 40\n',
     r"\('Full House'\)\.points: used only with score = \"points\", and this box's score is 'sum'"),
    ('base = "yacht"\nextra-yahtzee-points = 100\n', r"extra-yahtzee-points: extra-yahtzee = \"none\" pays no bonus"),
    ('base = "classic"\n[place-value]\ndigits = 5\n', r"place-value: is for kind = \"place-value\" games"),
    ('base = "place-value"\ndice = 5\n', r"dice: is for kind = \"dice\" games; this file's kind is \"place-value\""),
    # Another file as a base (before, the message offered "a .toml rules file", which a base cannot be).
    ('base = "mine.toml"\n', r"base: names a file \('mine.toml'\); a base is a preset: classic, house"),
])
def test_bad_files_are_refused_naming_file_and_key(tmp_path, text, message):
    with pytest.raises(RulesError, match=message):
        load_rules_file(write(tmp_path, text))


def test_a_missing_file_is_named(tmp_path):
    with pytest.raises(UnknownRulesError, match="no-such.toml: no such file"):
        find_rules(str(tmp_path / "no-such.toml"))


@pytest.mark.parametrize("label, names", [
    # The rows a checked sheet reads for itself (check/labels.py, check/sheets.py): a box of the same name
    # was taken for that row, so the box went unscored and the winner could change.
    ("Code", "the sheet code"), ("Sheet code:", "the sheet code"),
    ("Total score", "a total"), ("UPPER SECTION", "a total"), ("Total", "the grand total"),
    ("Grand Total", "the grand total"), ("Upper total", "the upper total"),
    ("Bonus", "the upper bonus"), ("Yahtzee Bonus", "the extra bonus"), ("+100", "the extra bonus"),
    ("Dice bought", "the tally of dice bought"),
])
def test_a_box_named_like_a_cards_own_row_is_a_problem_for_new_sheets(tmp_path, label, names):
    # The file still loads, so that sheets printed from it before can be checked against their code;
    # printing new ones is refused (tests/cli/test_rules_command.py).
    rules = load_rules_file(write(tmp_path, MINIMAL.replace('label = "Big Total"', f'label = "{label}"')))
    assert len(rules.sheet_problems) == 1
    assert re.search(rf"boxes\[2\] \('{re.escape(label)}'\)\.label: this names {names} on a card, so a checked "
                     r"sheet could not tell the box from that row", rules.sheet_problems[0])


@pytest.mark.parametrize("text, problem", [
    # Classic's upper boxes hold at most 5 × (1 + 2 + ... + 6) = 105: a bonus at 106 can never be earned.
    ('base = "classic"\n[upper-bonus]\nthreshold = 106\npoints = 35\n',
     "upper-bonus.threshold: 106 can never be reached: the upper boxes add up to at most 105; lower"),
    # Replace-max pays no bonus; the points were read all the same before, and stay in the fingerprint.
    ('base = "house"\nextra-yahtzee = "replace-max"\nextra-yahtzee-points = 100\n',
     'extra-yahtzee-points: extra-yahtzee = "replace-max" pays no bonus'),
    ('title = "Our\u200bGame"\n' + MINIMAL, "title: 'Our\\u200bGame' has U+200B ZERO WIDTH SPACE at character 4, "
                                             "an invisible formatting character; delete it"),
])
def test_slips_that_make_poor_sheets_load_with_a_problem_for_new_sheets(tmp_path, text, problem):
    rules = load_rules_file(write(tmp_path, text))
    assert len(rules.sheet_problems) == 1 and problem in rules.sheet_problems[0]


@pytest.mark.parametrize("label", ["Bonus Round", "Total Recall", "Codebreaker", "Upper Deck", "Big Total"])
def test_a_box_may_use_those_words_in_a_name_of_its_own(tmp_path, label):
    rules = load_rules_file(write(tmp_path, MINIMAL.replace('label = "Big Total"', f'label = "{label}"')))
    assert rules.boxes[1].label == label and rules.sheet_problems == ()


@pytest.mark.parametrize("label, key", [
    # Accented letters keep their letter (before, 'Été' made 't' and 'Complète' 'compl-te').
    ("Été", "ete"), ("Carré", "carre"), ("Complète", "complete"), ("Straße", "strasse"),
    # Letters of other scripts are letters (before, 'Каре' was refused as having none), with their marks:
    # a Devanagari vowel sign and a Japanese voicing mark belong to the word.
    ("Каре", "каре"), ("Full House", "full-house"), ("तीन", "तीन"), ("ダブル", "ダブル"), ("Й", "й"),
])
def test_box_keys_keep_the_letters_of_their_labels(tmp_path, label, key):
    rules = load_rules_file(write(tmp_path, MINIMAL.replace('label = "Big Total"', f'label = "{label}"')))
    assert rules.boxes[1].key == key
    assert rules.score_roll((1, 2, 3, 4, 5))[key] == 15  # the chance box, found by its key


@pytest.mark.parametrize("where, text", [
    ("line 1: title", 'title = "Our\\u200bGame"\n' + MINIMAL),
    (r"line 13: boxes\[2\]\.label", MINIMAL.replace('label = "Big Total"', 'label = "Big\\u202eTotal"')),
])
def test_a_hidden_character_in_a_title_or_label_is_a_problem_for_new_sheets(tmp_path, where, text):
    # As in players' names (names.hidden_character): it prints unseen, or turns the words around it.
    rules = load_rules_file(write(tmp_path, text))
    assert re.search(rf"mine.toml {where}: .* has U\+(200B|202E) .*; delete it$", rules.sheet_problems[0])


def test_a_summary_on_several_lines_is_text_like_any_other(tmp_path):
    # Only what is printed on sheets is looked at for invisible characters: a summary may hold line breaks.
    rules = load_rules_file(write(tmp_path, 'summary = """two\nlines"""\nsource = "a\tb"\n' + MINIMAL))
    assert rules.summary == "two\nlines" and rules.sheet_problems == ()


def test_a_bonus_at_the_most_the_upper_boxes_can_hold_is_accepted(tmp_path):
    # 105 = 5 × (1 + ... + 6): five of each face, reachable.
    rules = load_rules_file(write(tmp_path, 'base = "classic"\n[upper-bonus]\nthreshold = 105\npoints = 35\n'))
    assert rules.upper_bonus.threshold == 105


@pytest.mark.parametrize("encoding", ["utf-16-le", "utf-16-be"])
def test_a_rules_file_saved_as_utf16_with_its_mark_is_read(tmp_path, encoding):
    # Windows Notepad's "Unicode" saves UTF-16 with a byte-order mark (before, refused as not UTF-8).
    path = tmp_path / "mine.toml"
    path.write_bytes("\ufeff".encode(encoding) + 'base = "classic"\ntitle = "Été"\n'.encode(encoding))
    assert load_rules_file(path).title == "Été"


@pytest.mark.parametrize("text, by_file", [
    ('base = "house"\n', True),  # no title, no name: both are the file's name
    ('base = "house"\nname = "g"\n', False),  # the name is written in the file: renaming the file changes nothing
    ('base = "house"\ntitle = "Ours"\n', False),
    (MINIMAL.replace('name = "two-box"', ''), True),
    (MINIMAL, False),
])
def test_whether_the_title_follows_the_files_name(tmp_path, text, by_file):
    assert load_rules_file(write(tmp_path, text, name="g.toml")).titled_by_file_name is by_file


LOWER_BOXES_ONLY = '''
[[boxes]]
label = "Chance"
scorer = "chance"

[[boxes]]
label = "Five alike"
scorer = "of-a-kind"
count = 5
score = "points"
points = 50
'''


def test_an_upper_bonus_kept_from_the_base_is_named_when_the_boxes_have_no_upper_box(tmp_path):
    # classic.toml has [upper-bonus] (63 -> 35); boxes replace the base's whole, so this file keeps a
    # bonus with nothing to add up. The file never wrote [upper-bonus], so the message says where it came from.
    path = write(tmp_path, 'base = "Classic"\n' + LOWER_BOXES_ONLY)
    with pytest.raises(RulesError, match=r"mine\.toml: upper-bonus: the \[upper-bonus\] of the base 'classic' adds "
                                         r"up upper boxes .* leave out base"):
        load_rules_file(path)
    own = 'name = "lower"\ndice = 5\nfaces = 6\nrolls = 3\n[upper-bonus]\nthreshold = 10\npoints = 5\n'
    path = write(tmp_path, own + LOWER_BOXES_ONLY)
    with pytest.raises(RulesError, match=r"upper-bonus: there are no upper boxes \(scorer \"upper\"\) to add up$"):
        load_rules_file(path)


def _copy_of_preset(tmp_path, name, *changes, file="ours.toml"):
    """A preset's own file copied by a teacher, with some lines changed."""
    text = (PRESETS_DIR / f"{name}.toml").read_text(encoding="utf-8")
    for old, new in changes:
        assert old in text
        text = text.replace(old, new, 1)
    path = tmp_path / file
    path.write_text(text, encoding="utf-8")
    return path


def test_a_copied_preset_file_unchanged_is_that_preset():
    # Nothing to set aside: it plays as the preset and says so.
    rules = load_rules_file(PRESETS_DIR / "classic.toml")
    assert rules == preset("classic") and rules.sheet_problems == ()


def test_a_copied_preset_file_with_changed_rules_is_not_called_by_the_presets_name(tmp_path):
    # classic.toml says "35 bonus" in its summary (seed 001); the copy pays 50, so that summary and the
    # name "classic" describe another game: the file's name stands in, and new sheets wait for a title.
    path = _copy_of_preset(tmp_path, "classic", ("points = 35", "points = 50"))
    rules = load_rules_file(path)
    assert rules.upper_bonus.points == 50
    assert (rules.name, rules.summary, rules.source, rules.aliases) == (
        "ours", "Classic Yahtzee", "a teacher's own rules", ())
    assert rules.title == "Classic Yahtzee"  # kept: the codes of sheets printed from it already hold it
    line = _line_of(path, "points = 50")  # the line the teacher changed, found in the file's own text
    assert rules.sheet_problems == (
        f"{path}: its name and title are the preset classic's, but its upper-bonus (line {line}) differs: give the "
        'file its own name and title, or start it with base = "classic" and keep only the keys that differ',)


def _line_of(path, text: str) -> int:
    return path.read_text(encoding="utf-8").splitlines().index(text) + 1


@pytest.mark.parametrize("changes, copied, differs", [
    # An alias names the preset as well as its name does.
    ((('name = "classic"', 'name = "Yahtzee"'), ("extra-yahtzee-points = 100", "extra-yahtzee-points = 50")),
     "name and title are", "extra-yahtzee-points ({extra-yahtzee-points = 50}) differ"),
    ((('title = "Classic Yahtzee"', 'title = "Our Yahtzee"'), ("rolls = 3", "rolls = 4")),
     "name is", "rolls ({rolls = 4}) differ"),
    ((('name = "classic"', 'name = "ours"'), ("rolls = 3", "rolls = 4"), ("points = 35", "points = 20")),
     "title is", "rolls ({rolls = 4}), upper-bonus ({points = 20}) differ"),
])
def test_each_copied_word_and_each_changed_rule_is_named(tmp_path, changes, copied, differs):
    # Each changed rule is named with the line of the change ({text}: the line holding that text in the copy).
    path = _copy_of_preset(tmp_path, "classic", *changes)
    rules = load_rules_file(path)
    assert len(rules.sheet_problems) == 1
    named = re.sub(r"\{([^}]*)\}", lambda found: f"line {_line_of(path, found[1])}", differs)
    assert f"its {copied} the preset classic's, but its {named}:" in rules.sheet_problems[0]


def test_a_command_playing_by_a_copy_titled_as_the_preset_says_so_first(tmp_path):
    # score printed "House Rules Yahtzee" over a Full House of 30 with no word: the house preset scores 25.
    from typer.testing import CliRunner

    from cli.app import app

    path = _copy_of_preset(tmp_path, "house", ("points = 25", "points = 30"))
    result = CliRunner().invoke(app, ["score", "2", "2", "3", "3", "3", "--rules", str(path)])
    assert result.exit_code == 0
    assert result.output.startswith(f"Note: {path}: the title 'House Rules Yahtzee' is the preset house's, but this "
                                    "file's boxes differ: the scores follow the file, not the preset\n")
    assert "Full House" in result.output and "30" in result.output
    assert load_rules_file(PRESETS_DIR / "house.toml").notes == ()  # the preset's own file says nothing


def test_a_copy_renamed_and_retitled_keeps_no_summary_of_the_preset(tmp_path):
    # Only `rules` shows the summary, and a wrong one is no reason to refuse sheets: it is set aside.
    rules = load_rules_file(_copy_of_preset(tmp_path, "house", ('name = "house"', 'name = "ours"'),
                                            ('title = "House Rules Yahtzee"', 'title = "Our Game"'),
                                            ("rolls = 3", "rolls = 4")))
    assert (rules.name, rules.summary, rules.sheet_problems) == ("ours", "Our Game", ())


def test_a_copy_whose_rules_are_the_same_keeps_every_word(tmp_path):
    # Only comments and the order of lines changed: still the preset's game, so nothing is wrong.
    rules = load_rules_file(_copy_of_preset(tmp_path, "yacht", ("\n", "\n# our copy\n")))
    assert rules == preset("yacht") and rules.sheet_problems == ()


# A file written with its lines numbered by hand: every message about a key the file holds names its line.
NUMBERED = '''\
name = "friday"
summary = """two lines,
dice = 9 is words here"""
dice = 5
faces = 6
rolls = 3

[upper-bonus]
threshold = 63
points = 35

[[boxes]]
label = "Sixes"
scorer = "upper"
face = 6

[[boxes]]
label = "Lucky"
scorer = "all-alike"
points = 50
'''


@pytest.mark.parametrize("change, message", [
    # Top level: line 4, not the "dice = 9" inside the summary's text on line 3.
    (("dice = 5", "dice = 0"), "line 4: dice: must be a whole number from 1 to 10, got 0"),
    (("rolls = 3", "rolls = 11"), "line 6: rolls: must be a whole number"),
    # Inside [upper-bonus] (lines 8 to 10), and inside the second [[boxes]] (lines 17 to 20), not the first's.
    (("points = 35", "points = -1"), "line 10: upper-bonus.points: must be a whole number from 0 to 10000"),
    (("points = 50", "points = 20000"), "line 20: boxes[2] ('Lucky').points: must be a whole number"),
    (('scorer = "all-alike"', 'scorer = "lucky"'), "line 19: boxes[2] ('Lucky').scorer: must be one of"),
    (("face = 6", "face = 6\ncolour = 1"), "line 16: boxes[1] ('Sixes').colour: unknown key"),
    # A whole table: the line of its header.
    (("[upper-bonus]", "[upper-bonus]\ncolour = 1"), "line 9: upper-bonus.colour: unknown key"),
    # Written on one line as an inline table: that line.
    (("[upper-bonus]\nthreshold = 63\npoints = 35", "upper-bonus = {threshold = 63, points = -1}"),
     "line 8: upper-bonus.points: must be a whole number"),
    # Missing from a table the file writes: the line of the table's header ([upper-bonus] on line 8, the first
    # [[boxes]] on line 12; the lines above them are unchanged).
    (("points = 35\n", ""), "line 8: upper-bonus.points: missing"),
    (("face = 6\n", ""), "line 12: boxes[1] ('Sixes').face: scorer 'upper' needs it"),
    # A quoted key is the same key.
    (("faces = 6", '"faces" = 99'), "line 5: faces: must be a whole number from 2 to 20"),
])
def test_a_message_names_the_line_the_key_stands_on(tmp_path, change, message):
    with pytest.raises(RulesError) as refused:
        load_rules_file(write(tmp_path, NUMBERED.replace(*change)))
    assert str(refused.value).startswith(f"{tmp_path / 'mine.toml'} {message}")


@pytest.mark.parametrize("text, message", [
    # Missing at the top of the file: no line holds it.
    (NUMBERED.replace("rolls = 3\n", ""), "mine.toml: rolls: missing"),
    # From the base: the file holds no line of it.
    ('base = "classic"\n\n[[boxes]]\nlabel = "Chance"\nscorer = "chance"\n',
     "mine.toml: upper-bonus: the [upper-bonus] of the base 'classic'"),
    ('base = "classic"\nname = "six"\ndice = 6\n', "mine.toml: boxes[9] ('Full House').scorer: a full house"),
    # "dice" typed under a [[boxes]] line is that box's, so the game's dice is missing: no line for it.
    ('name = "x"\nfaces = 6\nrolls = 3\n[[boxes]]\nlabel = "C"\nscorer = "chance"\ndice = 5\n',
     "mine.toml: dice: missing at the top of the file"),
    # Written inside an array over several lines: which line is not certain.
    ('name = "x"\ndice = 5\nfaces = 6\nrolls = 3\nboxes = [\n  {label = "C", scorer = "chance"},\n'
     '  {label = "S", scorer = "upper", face = 9},\n]\n', "mine.toml: boxes[2] ('S').face: must be"),
])
def test_no_line_is_named_where_the_file_does_not_hold_the_key_on_a_line_of_its_own(tmp_path, text, message):
    with pytest.raises(RulesError) as refused:
        load_rules_file(write(tmp_path, text))
    assert str(refused.value).startswith(f"{tmp_path}/{message}")


def test_a_problem_for_new_sheets_names_its_line_too(tmp_path):
    rules = load_rules_file(write(tmp_path, NUMBERED.replace("threshold = 63", "threshold = 400")))
    assert rules.sheet_problems[0].startswith(f"{tmp_path / 'mine.toml'} line 9: upper-bonus.threshold: 400 can never")


@pytest.mark.parametrize("line_end", ["\n", "\r\n"])
def test_a_file_saved_as_windows_1252_is_refused_naming_the_line(tmp_path, line_end):
    # Notepad's "ANSI": é is the one byte 0xE9, on line 3 of the file.
    path = tmp_path / "mine.toml"
    path.write_bytes(line_end.join(['base = "house"', "", "title = \"Célia's dice\"", ""]).encode("cp1252"))
    with pytest.raises(RulesError) as refused:
        load_rules_file(path)
    assert str(refused.value) == f"{path} line 3: not UTF-8 text (byte 0xE9, é in Windows-1252); save it as UTF-8"


@pytest.mark.parametrize("line, fixed", [
    ("title = \u201cFriday dice\u201d", 'title = "Friday dice"'),
    ("title = \"Friday dice\u201d", 'title = "Friday dice"'),  # only the closing quote curly
    ("title = \u2018Friday dice\u2019", 'title = "Friday dice"'),
])
def test_curly_quotes_are_refused_with_the_line_and_the_quotes_to_write(tmp_path, line, fixed):
    path = write(tmp_path, f'base = "house"\n# our rules\n{line}\n')
    with pytest.raises(RulesError) as refused:
        load_rules_file(path)
    assert str(refused.value) == (f"{path} line 3: not valid TOML: this line has curly quotes (\u201c \u201d or "
                                  f"\u2018 \u2019), as a word processor types them; write straight quotes (\") "
                                  f"instead: {fixed}")


def test_curly_quotes_inside_straight_ones_are_text(tmp_path):
    # An apostrophe a word processor curls is part of the title, not a quote of the file's.
    assert load_rules_file(write(tmp_path, 'base = "house"\ntitle = "C\u00e9lia\u2019s dice"\n')).title == \
        "C\u00e9lia\u2019s dice"


@pytest.mark.parametrize("text, line, quote, where", [
    # tomllib: "Illegal character '\n'"
    ('base = "house"\ntitle = "Friday dice\nname = "fri"\n', 2, '"', "on the same line"),
    # tomllib: at the end of the document
    ("base = 'house'\ntitle = 'Friday dice\n", 2, "'", "on the same line"),
    # quotes of three may go on over lines (TOML 1.0, multi-line strings); tomllib: "Unterminated string" (trial 26)
    ('base = "house"\ntitle = """Friday\ndice\n', 2, '"""', "after the text (it may go on over lines)"),
    ("base = 'house' # Mr K's\ntitle = '''Friday\n", 2, "'''", "after the text (it may go on over lines)"),
])
def test_a_text_whose_quotes_are_not_closed_is_named_with_its_line(tmp_path, text, line, quote, where):
    # Before, tomllib's own words: "not valid TOML (Illegal character '\n' (at line 2, column 21))" (trial 25).
    with pytest.raises(RulesError) as refused:
        load_rules_file(write(tmp_path, text))
    assert str(refused.value).endswith(f"mine.toml line {line}: not valid TOML: a text in quotes is not closed; "
                                       f"end it with {quote} {where}")


@pytest.mark.parametrize("name", ["game.csv", "game.json", "game.xlsx"])
def test_a_sheet_given_as_the_rules_is_named_a_sheet(tmp_path, name):
    path = tmp_path / name
    path.write_text("box,Ana,Ben\nOnes,3,4\n", encoding="utf-8")
    with pytest.raises(RulesError, match=rf"{name}: is a sheet, not a rules file .*worksheets check .*{name}$"):
        load_rules_file(path)


def test_another_toml_slip_keeps_its_own_words(tmp_path):
    with pytest.raises(RulesError, match=r"mine\.toml: not valid TOML \(.*\(at line 2, column \d+\)\)$"):
        load_rules_file(write(tmp_path, 'base = "house"\ntitle = Friday\n'))


ONE_DIE = 'name = "one"\ndice = 1\nfaces = 6\nrolls = 2\n\n[[boxes]]\nlabel = "Sixes"\nscorer = "upper"\nface = 6\n'


def test_an_all_alike_box_of_one_die_is_a_problem_for_new_sheets_and_a_note(tmp_path):
    # One die is always "all alike": the box scores 50 whatever is rolled. Its scorer stands on line 13.
    path = write(tmp_path, ONE_DIE + '\n[[boxes]]\nlabel = "Lucky"\nscorer = "all-alike"\npoints = 50\n')
    rules = load_rules_file(path)
    said = (f"{path} line 13: boxes[2] ('Lucky').scorer: with dice = 1, every roll is all alike, so this box "
            "scores 50 whatever the roll: give the game 2 dice or more, or leave the box out")
    assert rules.sheet_problems == (said,) and rules.notes == (f"Note: {said}",)
    assert rules.score_roll((3,)) == {"sixes": 0, "lucky": 50}  # still scored as written, for sheets printed before


def test_a_box_worth_no_points_is_a_problem_for_new_sheets(tmp_path):
    rules = load_rules_file(write(tmp_path, MINIMAL + '\n[[boxes]]\nlabel = "Run"\nscorer = "straight"\n'
                                                      'length = 4\npoints = 0\n'))
    assert rules.sheet_problems == (f"{tmp_path / 'mine.toml'} line 20: boxes[3] ('Run').points: is 0, so this box "
                                    "scores 0 whatever the roll: give it points, or leave the box out",)


def test_a_box_every_roll_fills_is_a_problem_for_new_sheets(tmp_path):
    # Five coins (faces 1 and 2): by the pigeonhole rule three of them always match, so "three alike, 10 points"
    # scores 10 whatever is rolled. Its scorer stands on line 12 (counted by hand).
    path = write(tmp_path, 'name = "coin"\ntitle = "Coins"\ndice = 5\nfaces = 2\nrolls = 3\n[[boxes]]\n'
                           'label = "Ones"\nscorer = "upper"\nface = 1\n[[boxes]]\nlabel = "Triple"\n'
                           'scorer = "of-a-kind"\ncount = 3\nscore = "points"\npoints = 10\n')
    rules = load_rules_file(path)
    assert rules.sheet_problems == (f"{path} line 12: boxes[2] ('Triple').scorer: this box scores 10 whatever the "
                                    "roll: leave it out, or change how it scores",)
    # with four coins two and two can split: then it is a box a roll can miss
    assert load_rules_file(write(tmp_path, path.read_text(encoding="utf-8").replace("dice = 5", "dice = 4"))
                           ).sheet_problems == ()


def test_a_box_that_can_fail_is_no_problem(tmp_path):
    # Two dice can differ, and one die can miss a six: nothing to say.
    rules = load_rules_file(write(tmp_path, ONE_DIE.replace("dice = 1", "dice = 2")
                                  + '[[boxes]]\nlabel = "Pair"\nscorer = "all-alike"\npoints = 10\n'))
    assert rules.sheet_problems == () == rules.notes
    assert load_rules_file(write(tmp_path, ONE_DIE)).sheet_problems == ()


@pytest.mark.parametrize("scorer", ['"of-a-kind"\ncount = 2', '"straight"\nlength = 2'])
def test_a_box_that_needs_two_dice_in_a_game_of_one_says_so(tmp_path, scorer):
    # Before: "count: must be a whole number from 2 to 1".
    with pytest.raises(RulesError, match=r"line 13: boxes\[2\] \('Two'\)\.scorer: '(of-a-kind|straight)' needs at "
                                         r"least 2 dice, and this game has dice = 1$"):
        load_rules_file(write(tmp_path, ONE_DIE + f'\n[[boxes]]\nlabel = "Two"\nscorer = {scorer}\n'))
