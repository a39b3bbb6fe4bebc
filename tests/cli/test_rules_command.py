"""`worksheets rules`: the list, one preset, a teacher's file."""

from __future__ import annotations

import json

import pytest


def test_lists_every_preset(run):
    result = run("rules")
    assert result.exit_code == 0
    for name in ("classic", "house", "roll-em", "dice-roller", "yacht", "zombie", "place-value"):
        assert f"\n  {name} " in result.stdout


def test_shows_boxes_hints_and_bonuses(run):
    result = run("rules", "classic")
    assert result.exit_code == 0
    assert "Three of a Kind    three-of-a-kind    At least 3 alike: add all 5 dice" in result.stdout
    assert "Upper bonus: 35 when the upper boxes add up to 63 or more." in result.stdout
    assert "joker" in result.stdout


def test_json_has_every_box(run):
    data = json.loads(run("rules", "roll-em", "--json").stdout)
    assert [b["key"] for b in data["boxes"]][-2:] == ["lucky-dice", "freebie"]
    assert data["extra_yahtzee"] == "bonus-extra-turn"


def test_json_has_the_team_game_and_the_place_value_card(run):
    # seed 001 (Zombie: "Teams of 3 - 5 players") and SPEC 2's place-value game (4 digits, d6, 9 rows)
    zombie = json.loads(run("rules", "zombie", "--json").stdout)
    assert zombie["team_game"] == {"min_team": 3, "max_team": 5} and zombie["place_value"] is None
    place_value = json.loads(run("rules", "place-value", "--json").stdout)
    assert place_value["place_value"]["digits"] == 4 and place_value["place_value"]["dice"] == "d6"
    assert len(place_value["place_value"]["card"]) == 9 and place_value["place_value"]["card"][-1].startswith("WILD")
    assert json.loads(run("rules", "classic", "--json").stdout)["team_game"] is None


def test_validates_a_teachers_file(run, tmp_path):
    path = tmp_path / "parker.toml"
    path.write_text('base = "house"\nextra-yahtzee = "replace-max"\n', encoding="utf-8")
    result = run("rules", str(path))
    assert result.exit_code == 0
    assert "the rules file is valid" in result.stdout
    assert "erase one filled box" in result.stdout


def test_a_bad_file_is_one_line_naming_the_key(run, tmp_path):
    path = tmp_path / "bad.toml"
    path.write_text('base = "house"\nrolls = 0\n', encoding="utf-8")
    result = run("rules", str(path))
    assert result.exit_code == 2
    assert result.stderr.strip() == f"Error: {path} line 2: rolls: must be a whole number from 1 to 10, got 0"


def test_a_name_that_looks_like_markup_is_printed_as_typed(run, tmp_path):
    # Labels are data: Jinja2 must not evaluate them.
    path = tmp_path / "odd.toml"
    path.write_text('name = "odd"\ndice = 5\nfaces = 6\nrolls = 3\n[[boxes]]\n'
                    'label = "{{ 7*7 }} <b>&"\nscorer = "chance"\n', encoding="utf-8")
    result = run("rules", str(path))
    assert result.exit_code == 0
    assert "{{ 7*7 }} <b>&" in result.stdout


def test_a_file_on_a_base_is_described_by_its_own_rules(run, tmp_path):
    # Issue 8 item 5: seed 002's preferred alternative written as a file. Its words come from the rules
    # in effect (replace-max), not from house's summary (+100 and no box), and its title is its own.
    path = tmp_path / "our-house.toml"
    path.write_text('base = "house"\nextra-yahtzee = "replace-max"\n', encoding="utf-8")
    text = run("rules", str(path)).stdout
    assert text.startswith("our-house (our-house): the rules file is valid")
    assert "+100" not in text and "House Rules" not in text and "seed 002" not in text
    assert "erase one filled box and write that box's greatest score" in text
    data = json.loads(run("rules", str(path), "--json").stdout)
    # replace-max pays no points unless the file says so (docs/rules-format.md): not house's 100.
    assert (data["title"], data["extra_yahtzee"], data["extra_yahtzee_points"]) == ("our-house", "replace-max", 0)


def test_a_file_whose_sheets_cannot_print_is_told_now_not_at_printing(run, tmp_path, monkeypatch):
    # Before, `rules FILE` said "valid" and `scorecard` then refused the same file: a box name too long for
    # 8 pt, or a character the embedded font lacks. The reason is the one scorecard gives.
    monkeypatch.chdir(tmp_path)
    long_box = "Three of a kind where every die must match and the rest are added together"
    (tmp_path / "long.toml").write_text(f'base = "yacht"\n[[boxes]]\nlabel = "{long_box}"\n'
                                        'scorer = "chance"\n', encoding="utf-8")
    (tmp_path / "emoji.toml").write_text('base = "zombie"\ntitle = "Zombies 🦄"\n', encoding="utf-8")
    for name, reason in [("long.toml", "is too long to print at 8 pt"), ("emoji.toml", "U+1F984")]:
        result = run("rules", name)
        printing = run("scorecard", "--rules", name, "-o", "sheets.pdf")
        assert result.exit_code == 2 == printing.exit_code and not (tmp_path / "sheets.pdf").exists()
        assert result.stderr.startswith(f"Error: {name}: the rules are valid, but their sheets cannot be printed: ")
        assert reason in result.stderr and result.stderr.count("\n") == 1
        assert printing.stderr.strip().split(": ")[-1] in result.stderr  # the same reason as scorecard's
    assert sorted(p.name for p in tmp_path.iterdir()) == ["emoji.toml", "long.toml"]  # nothing left behind


@pytest.mark.parametrize("rolls, line", [
    (1, "5 dice with faces 1 to 6; 1 roll a turn; one box filled a turn."),  # not "up to 1 rolls"
    (2, "5 dice with faces 1 to 6; up to 2 rolls a turn; one box filled a turn."),
])
def test_the_rolls_a_turn_are_said_in_the_right_number(run, tmp_path, rolls, line):
    path = tmp_path / "rolls.toml"
    path.write_text(f'base = "classic"\nrolls = {rolls}\n', encoding="utf-8")
    result = run("rules", str(path))
    assert result.exit_code == 0 and line in result.stdout.splitlines()


def test_a_file_beyond_the_strategy_engine_says_so_before_a_hint_is_asked(run, tmp_path):
    # Seed 002's replace-max house rule: what a box is worth depends on every filled box, so the engine would have to
    # solve whole cards, 17,076,987,648 of them (house's 13 boxes, each open or one of its possible values).
    path = tmp_path / "our-house.toml"
    path.write_text('base = "house"\nextra-yahtzee = "replace-max"\n', encoding="utf-8")
    text = run("rules", str(path)).stdout
    assert ("Best play is beyond the strategy engine for these rules, so hint, strategy, keep practice and the "
            "optimal computer player are not available:\n  our-house: under extra-yahtzee = \"replace-max\"") in text
    hint = run("hint", "6", "6", "6", "6", "6", "--rules", str(path))
    assert hint.exit_code == 2 and "17,076,987,648" in hint.stderr and "17,076,987,648" in text
    # The same rules but for the extra bonus: within the engine, and nothing is said.
    path.write_text('base = "house"\n', encoding="utf-8")
    assert "beyond the strategy engine" not in run("rules", str(path)).stdout


def test_a_matching_dice_box_of_six_dice_says_which_dice_it_adds(run, tmp_path):
    # With six dice, 2 2 2 5 5 5 has two faces three alike: the box adds 3 x 5 = 15 (scoring.of_a_kind takes the
    # highest face), so "add just those 3 dice" could not say which three.
    path = tmp_path / "six.toml"
    path.write_text('name = "six"\ndice = 6\nfaces = 6\nrolls = 3\n[[boxes]]\nlabel = "Triples"\n'
                    'scorer = "of-a-kind"\ncount = 3\nscore = "matching-dice"\n[[boxes]]\nlabel = "Chance"\n'
                    'scorer = "chance"\n', encoding="utf-8")
    assert "At least 3 alike: add 3 of the highest alike dice" in run("rules", str(path)).stdout
    assert "Triples       15" in run("score", "2", "2", "2", "5", "5", "5", "--rules", str(path)).stdout


@pytest.mark.parametrize("data, said", [
    # Notepad's "ANSI" (Windows-1252): é is the byte 0xE9, on line 2.
    ("base = \"house\"\ntitle = \"Célia's dice\"\n".encode("cp1252"),
     "line 2: not UTF-8 text (byte 0xE9, é in Windows-1252); save it as UTF-8"),
    # A word processor's quotes, on line 2.
    ('base = "house"\ntitle = \u201cFriday dice\u201d\n'.encode(),
     'line 2: not valid TOML: this line has curly quotes (\u201c \u201d or \u2018 \u2019), as a word processor types '
     'them; write straight quotes (") instead: title = "Friday dice"'),
    ('base = "house"\n\nrolls = 0\n'.encode(), "line 3: rolls: must be a whole number from 1 to 10, got 0"),
])
@pytest.mark.parametrize("command", [("rules", "{path}"), ("scorecard", "--rules", "{path}", "-o", "cards.pdf"),
                                     ("score", "1", "2", "3", "4", "5", "--rules", "{path}")])
def test_a_file_that_cannot_be_read_is_one_line_with_its_line(run, tmp_path, monkeypatch, data, said, command):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "my.toml").write_bytes(data)
    result = run(*(part.format(path="my.toml") for part in command))
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr == f"Error: my.toml {said}\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["my.toml"]  # nothing written


ONE_DIE_LUCKY = ('name = "one"\ntitle = "One die"\ndice = 1\nfaces = 6\nrolls = 2\n\n[[boxes]]\nlabel = "Sixes"\n'
                 'scorer = "upper"\nface = 6\n\n[[boxes]]\nlabel = "Lucky"\nscorer = "all-alike"\npoints = 50\n')
#: Lucky's scorer stands on line 14 of ONE_DIE_LUCKY.
LUCKY_SAID = ("my.toml line 14: boxes[2] ('Lucky').scorer: with dice = 1, every roll is all alike, so this box scores "
              "50 whatever the roll: give the game 2 dice or more, or leave the box out")


def test_a_box_no_roll_can_fail_refuses_new_sheets_and_is_noted_in_play(run, tmp_path, monkeypatch):
    # Decided: the rules are clear (a free 50), so the file still loads and scores (sheets printed from it
    # before still check against their code), but no new sheets are printed from it, and a command that
    # scores or plays by it says so first, on standard error, as for other notes on a rules file.
    monkeypatch.chdir(tmp_path)
    (tmp_path / "my.toml").write_text(ONE_DIE_LUCKY, encoding="utf-8")
    for command in (("rules", "my.toml"), ("scorecard", "--rules", "my.toml", "-o", "cards.pdf")):
        result = run(*command)
        assert result.exit_code == 2 and result.stderr.count("\n") == 1 and LUCKY_SAID in result.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["my.toml"]
    scored = run("score", "3", "--rules", "my.toml")
    assert scored.exit_code == 0 and scored.stderr == f"Note: {LUCKY_SAID}\n"
    assert "50" in scored.stdout


def test_a_game_of_one_die_says_die(run, tmp_path):
    path = tmp_path / "one.toml"
    path.write_text('name = "one"\ndice = 1\nfaces = 6\nrolls = 2\n[[boxes]]\nlabel = "Sixes"\nscorer = "upper"\n'
                    "face = 6\n", encoding="utf-8")
    result = run("rules", str(path))
    assert result.exit_code == 0
    assert "1 die with faces 1 to 6; up to 2 rolls a turn; one box filled a turn." in result.stdout.splitlines()


@pytest.mark.parametrize("line, words", [
    ("dice\u00a0= 5", "a no-break space (U+00A0) where TOML needs a plain space"),
    ("dice \uff1d 5", "a fullwidth equals sign (U+FF1D) where TOML needs a plain ="),
    ("dice =\u30005", "an ideographic space (U+3000) where TOML needs a plain space"),
])
def test_an_odd_space_or_sign_is_named_on_its_line(run, tmp_path, line, words):
    path = tmp_path / "odd.toml"
    path.write_text(f'base = "house"\n{line}\n', encoding="utf-8")  # the odd line is line 2
    result = run("rules", str(path))
    assert result.exit_code == 2 and "Traceback" not in result.stderr
    assert result.stderr == f"Error: {path} line 2: not valid TOML: this line has {words}; retype it\n"


LONG_LABEL_FILE = """name = "long-labels"
dice = 5
faces = 6
rolls = 3
[[boxes]]
label = "Ones"
scorer = "upper"
face = 1
[[boxes]]
label = "Three Matching Dice: Total"
scorer = "of-a-kind"
count = 3
score = "all-dice"
[[boxes]]
label = "Chance"
scorer = "chance"
"""


def test_a_label_longer_than_the_columns_widens_them_so_every_row_lines_up(run, tmp_path):
    path = tmp_path / "long.toml"
    path.write_text(LONG_LABEL_FILE, encoding="utf-8")
    lines = run("rules", str(path)).stdout.splitlines()
    table = lines[lines.index(next(line for line in lines if line.startswith("Box "))):][:4]
    # Each column starts where its heading does: the key column after the longest label (26 characters)
    # and a space, the hint column after the longest key ("three-matching-dice-total", 25) and a space.
    key_at, hint_at = table[0].index("Key"), table[0].index("How to score")
    assert (key_at, hint_at) == (27, 27 + 26)
    for line, key in zip(table[1:], ("ones", "three-matching-dice-total", "chance")):
        assert line[key_at:].startswith(key + " ")
        assert line[hint_at - 1] == " " and line[hint_at] != " "


def test_the_presets_keep_their_columns_of_18(run):
    # classic's longest label and key ("Three of a Kind", "three-of-a-kind") fit the usual 18 columns.
    heading = next(line for line in run("rules", "classic").stdout.splitlines() if line.startswith("Box "))
    assert (heading.index("Key"), heading.index("How to score")) == (19, 38)
