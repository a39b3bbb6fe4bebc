"""Which game a sheet is (issue item 1): --rules, then the sheet code, then the labels."""

from __future__ import annotations

import pytest

from worksheets.check import choose_game, game_from_code, parse_csv
from worksheets.codes import SheetCode
from worksheets.check.infer import zombie_game_number
from worksheets.errors import SheetError, UnknownGameError
from worksheets.place_value import PlaceValueGame
from worksheets.rules import preset

from .helpers import CASES, card

SEED = (CASES / "seed000.csv").read_text(encoding="utf-8")


def sheet_of(path_or_text: str, name: str = "game.csv"):
    return parse_csv(path_or_text, name)


@pytest.mark.parametrize("case, game", [
    ("seed000.csv", "place-value"),
    ("classic.csv", "classic"),  # same boxes as dice-roller: the first preset, with a note
    ("house.csv", "house"),  # Short/Long Straight are house's labels
    ("roll-em.csv", "roll-em"),  # Lucky Dice, Freebie
    ("yacht.csv", "yacht"),  # Little/Big Straight, Choice, Yacht
    ("zombie.csv", "zombie"),  # "Zombie game N" columns
])
def test_the_game_is_told_from_the_labels(case, game):
    choice = choose_game(sheet_of((CASES / case).read_text(encoding="utf-8")))
    assert choice.rules.name == game and choice.how == "labels"


def test_place_value_defaults_and_overrides():
    choice = choose_game(sheet_of(SEED))
    assert choice.place_value == PlaceValueGame(4, "d6")  # SPEC 2 defaults
    assert choose_game(sheet_of(SEED), digits=5, dice="d10").place_value == PlaceValueGame(5, "d10")


def test_classic_labels_note_the_presets_with_the_same_boxes():
    choice = choose_game(sheet_of((CASES / "classic.csv").read_text(encoding="utf-8")))
    assert "classic and dice-roller" in choice.note and "--rules" in choice.note


def test_rules_given_win_over_the_labels():
    choice = choose_game(sheet_of((CASES / "classic.csv").read_text(encoding="utf-8")), preset("dice-roller"))
    assert (choice.rules.name, choice.how, choice.note) == ("dice-roller", "rules", None)


@pytest.mark.parametrize("case, game, named", [
    # The labels of SPEC 2's rule sets: Yacht's Little/Big Straight and Choice, Roll-Em's Lucky Dice and Freebie.
    ("yacht.csv", "Yacht", '"Little Straight"'),
    ("roll-em.csv", "Roll-Em", "Lucky Dice"),
])
def test_rules_given_beside_another_presets_boxes_are_checked_with_a_note(case, game, named):
    # Checked as the teacher asks, but a Yacht sheet read as Classic Yahtzee takes Big Straight for a Large
    # Straight and Choice for Chance, and gives a bonus Yacht does not have: the output must say so.
    choice = choose_game(sheet_of((CASES / case).read_text(encoding="utf-8")), preset("classic"))
    assert choice.rules.name == "classic" and choice.how == "rules"
    assert f"The rows name the boxes of {game} (" in choice.note and named in choice.note
    assert "checked as Classic Yahtzee, as --rules says" in choice.note and "--rules " + game.lower() in choice.note


def test_no_note_when_the_rules_given_name_every_row_as_written(tmp_path):
    # A teacher's own file whose labels are Yacht's, as written: the rows are that file's boxes.
    from worksheets.rules import load_rules_file

    path = tmp_path / "ours.toml"
    path.write_text('base = "yacht"\ntitle = "Our Yacht"\n[upper-bonus]\nthreshold = 63\npoints = 35\n',
                    encoding="utf-8")
    choice = choose_game(sheet_of((CASES / "yacht.csv").read_text(encoding="utf-8")), load_rules_file(path))
    assert choice.note is None


@pytest.mark.parametrize("case, rules, says", [
    # Every row of classic.csv is a classic box and none a place-value category (SPEC 2 names them).
    # Classic and dice-roller share these boxes, so leaving out --rules checks it as classic.
    ("classic.csv", "place-value", "the rows are boxes of Classic Yahtzee, not place-value categories; leave out"),
    # Ones and Sixes are boxes of every preset, which score differently: the teacher must choose.
    ("ones-sixes", "place-value", r"boxes of Classic Yahtzee or .*name one of them with --rules \(classic, house"),
    ("seed000.csv", "classic", "the rows are place-value categories, not boxes of Classic Yahtzee"),
    ("seed000.csv", "zombie", "the rows are place-value categories, not boxes of"),
])
def test_rules_of_the_other_kind_of_game_are_refused_saying_what_the_rows_are(case, rules, says):
    with pytest.raises(SheetError, match=says):
        text = card({"Ones": ["3"], "Sixes": ["6"]}, ["Ana"]) if case == "ones-sixes" else \
            (CASES / case).read_text(encoding="utf-8")
        choose_game(sheet_of(text), preset(rules))


def test_the_preset_needing_fewest_aliases_is_chosen():
    # A card with only Ones and Sixes fits every preset's boxes, which score differently: ask.
    with pytest.raises(UnknownGameError, match="the labels fit classic, house, roll-em, dice-roller, yacht"):
        choose_game(sheet_of(card({"Ones": ["3"], "Sixes": ["6"]}, ["Ana"])))
    # "Lucky Dice" is roll-em's label; "3 of a kind" is an alias everywhere: roll-em needs 1 alias,
    # classic 2 (Lucky Dice is an alias of its Yahtzee box).
    choice = choose_game(sheet_of(card({"Lucky Dice": ["50"], "3 of a kind": ["25"]}, ["Ana"])))
    assert choice.rules.name == "roll-em"
    # "Freebie" (roll-em's label) with "Yahtzee" (classic's): one alias either way, so ask.
    with pytest.raises(UnknownGameError, match="the labels fit classic, house, roll-em, dice-roller"):
        choose_game(sheet_of(card({"Freebie": ["20"], "Yahtzee": ["50"]}, ["Ana"])))


def test_unknown_labels_ask_for_rules():
    with pytest.raises(UnknownGameError, match="game.csv row 3: 'Biggest number' is neither a place-value category "
                                               "nor a box of a preset.*--rules"):
        choose_game(sheet_of("category,Ana,Ben\nWILD,1234,2345\nBiggest number,1,2\n"))


def test_labels_of_different_games_ask_for_rules():
    # "Lucky Dice" is roll-em's label, "Little Straight" yacht's; each is an alias in the other
    # (five alike; a 4-in-a-row straight), so both fit with one alias and they score differently.
    with pytest.raises(UnknownGameError, match="the labels fit roll-em, yacht, which score differently"):
        choose_game(sheet_of(card({"Lucky Dice": ["50"], "Little Straight": ["30"]}, ["Ana"])))
    # a box among place-value categories: the card is closer to place value, so the box is named
    with pytest.raises(UnknownGameError, match="row 4: 'Chance' is neither"):
        choose_game(sheet_of("category,Ana,Ben\nWILD,1234,2345\nEven number,2,2\nChance,1,2\n"))


def test_an_unreadable_sheet_code_is_noted_and_the_labels_decide():
    sheet = sheet_of("category,Ana,Ben\nCode,PV-7Q2K,\n" + SEED.split("\n", 1)[1].replace("Left", "Ana"))
    choice = choose_game(sheet)
    assert choice.rules.name == "place-value" and choice.how == "labels"
    assert "PV-7Q2K" in choice.note and "cannot be read" in choice.note
    assert game_from_code("PV-7Q2K") is None


def test_a_printed_sheet_code_decides_the_game():
    # A code printed on a 5-digit d10 card (worksheets/codes/kinds.py) sets digits and dice.
    code = SheetCode("place-value", seed=3, game=2, digits=5, dice="d10").encode()
    sheet = sheet_of(f"category,Ana,Ben\nCode,{code},\nWILD,12345,23456\n")
    choice = choose_game(sheet)
    assert (choice.how, choice.place_value, choice.note) == ("code", PlaceValueGame(5, "d10"), None)
    assert choose_game(sheet, digits=4).place_value == PlaceValueGame(4, "d10")  # options still override


@pytest.mark.parametrize("column, number", [
    ("Zombie game 1", 1), ("zombie  GAME 12", 12), ("Zombie 2", 2), ("Zombie", 1), ("Zombie #3", 3),
    ("Zombies rule", None), ("Lions", None),
    # issue 8 item 1: the zombie's usual spellings
    ("Team Zombie", 1), ("Zombies", 1), ("Zombie team", 1), ("The Zombie", 1), ("Z", 1), ("Z2", 2),
    ("Zombie's game two", 2), ("Zara", None), ("Team Z", None),
])
def test_zombie_columns(column, number):
    assert zombie_game_number(column) == number


def test_a_rules_file_box_that_check_would_misread_refuses_the_check(tmp_path):
    # A box named "Code" was read as the sheet code's row, left empty, and the winner changed (Ana 3 to 2
    # instead of Ben 32 to 8). The file still loads (its printed codes must verify), but no verdict is given.
    from worksheets.check import CheckOptions, check_sheet
    from worksheets.rules import load_rules_file

    path = tmp_path / "t.toml"
    path.write_text('title = "T"\ndice = 5\nfaces = 6\nrolls = 3\n[[boxes]]\nlabel = "Ones"\nscorer = "upper"\n'
                    'face = 1\n[[boxes]]\nlabel = "Code"\nscorer = "chance"\n', encoding="utf-8")
    rules = load_rules_file(path)
    with pytest.raises(SheetError, match=r"the box 'Code' of .*t.toml reads as the sheet code on a sheet, so this "
                                         r"sheet cannot be checked"):
        check_sheet(sheet_of("box,Ana,Ben\nOnes,3,2\nCode,5,30\n"), CheckOptions(rules=rules))


def test_a_sheet_with_readings_and_an_unknown_row_is_refused_naming_the_row(tmp_path):
    # A "reading" column (place value's words read aloud) beside a row that is no category nor box: the game
    # cannot be told, and the row is named (exit 2), not a crash on the sheet's readings.
    from typer.testing import CliRunner

    from cli.app import app

    from ..files import write

    path = write(tmp_path, "rd.csv", "category,Ana,Ana reading,Ben\r\nOnes,3,three,2\r\nFoo,6,six,4\r\n")
    result = CliRunner().invoke(app, ["check", str(path)])
    assert result.exit_code == 2, result.output
    assert "rd.csv row 3: 'Foo' is neither a place-value category nor a box of a preset" in result.output
    assert "Traceback" not in result.output


def test_a_game_told_from_a_few_labels_says_which_and_what_else_the_rows_fit():
    # house.csv is a house card: "Short Straight" and "Long Straight" are house's own labels and aliases of classic's
    # Small and Large Straight (rules/presets). Many printed classic cards say Short/Long Straight, and classic scores
    # Three of a Kind differently, so the choice is named, with the --rules that checks it as classic.
    choice = choose_game(sheet_of((CASES / "house.csv").read_text(encoding="utf-8")))
    assert choice.rules.name == "house"
    assert '"Short Straight" and "Long Straight"' in choice.note
    assert "--rules classic" in choice.note and "--rules dice-roller" in choice.note


def test_a_classic_card_in_classic_wording_gets_no_such_note():
    # classic is what every command plays when no rules are named: its own wording is no assumption to point out
    choice = choose_game(sheet_of((CASES / "classic.csv").read_text(encoding="utf-8")))
    assert "House" not in choice.note and "--rules house" not in choice.note


def test_the_classic_game_on_a_card_that_says_short_straight(tmp_path):
    # Mia and Leo played classic on a card with Short/Long Straight. By hand (SPEC 2, classic):
    # Mia 3+6+9+12+15+18 = 63, bonus 35, 24+22+25+30+40+0+23 = 164: 262.
    # Leo 2+6+9+12+15+18 = 62, no bonus, 17+13+25+30+40+50+22 = 197: 259.
    from typer.testing import CliRunner

    from cli.app import app

    rows = [("Ones", 3, 2), ("Twos", 6, 6), ("Threes", 9, 9), ("Fours", 12, 12), ("Fives", 15, 15),
            ("Sixes", 18, 18), ("Bonus", 35, ""), ("3 of a kind", 24, 17), ("4 of a kind", 22, 13),
            ("Full House", 25, 25), ("Short Straight", 30, 30), ("Long Straight", 40, 40), ("Yahtzee", 0, 50),
            ("Chance", 23, 22), ("Grand total", 342, 322)]
    sheet = tmp_path / "game.csv"
    sheet.write_text("Box,Mia,Leo\n" + "".join(f"{a},{b},{c}\n" for a, b, c in rows), encoding="utf-8")
    guessed = CliRunner().invoke(app, ["check", str(sheet)])
    assert "House Rules Yahtzee" in guessed.output and "--rules classic" in guessed.output
    told = CliRunner().invoke(app, ["check", str(sheet), "--rules", "classic", "--json"])
    import json

    assert json.loads(told.output)["totals"] == {"Mia": 262, "Leo": 259}


_INITIALS = [("Ones", 3, 2, 3), ("Twos", 6, 4, 6), ("Threes", 9, 6, 9), ("Fours", 12, 12, 12), ("Fives", 15, 15, 15),
             ("Sixes", 18, 24, 18), ("Three of a Kind", 17, 12, 24), ("Four of a Kind", 0, 0, 22),
             ("Full House", 25, 25, 25), ("Small Straight", 30, 30, 30), ("Large Straight", 0, 40, 40),
             ("Yahtzee", 0, 0, 50), ("Chance", 22, 18, 23)]


def _three_players(header: str) -> str:
    return f"Box,{header}\n" + "".join(f"{label},{a},{b},{c}\n" for label, a, b, c in _INITIALS)


@pytest.mark.parametrize("third", ["Z", "Z.", "Z2", "Z 2"])
def test_a_student_written_as_the_initial_z_is_a_player_of_classic(third):
    # Before, a column "Z" made the sheet a Zombie game and its 312 points the zombie's. By hand (classic):
    # A 63 + 35 + 94 = 192, B 63 + 35 + 125 = 223, Z 63 + 35 + 214 = 312: Z wins.
    from worksheets.check import CheckOptions, check_sheet

    sheet = sheet_of(_three_players(f"A,B,{third}"))
    assert choose_game(sheet).rules.name == "classic"
    verdict = check_sheet(sheet, CheckOptions()).verdict
    assert verdict.winners == (third,) and verdict.scores == {"A": 192, "B": 223, third: 312}


def test_a_team_named_zombies_makes_a_zombie_game_with_a_note_naming_the_column():
    choice = choose_game(sheet_of(_three_players("Vampires,Werewolves,Zombies")))
    assert choice.rules.name == "zombie"
    assert '"Zombies"' in choice.note and "--rules classic" in choice.note


def test_the_zombie_games_numbered_need_no_such_note():
    choice = choose_game(sheet_of((CASES / "zombie.csv").read_text(encoding="utf-8")))
    assert choice.rules.name == "zombie" and (choice.note is None or "was read as the zombie" not in choice.note)


def test_one_mistyped_box_among_a_classic_card_names_the_box_it_meant():
    # classic.csv (16 rows) with "Sixes" typed "Sixs": the other rows name classic's boxes, so the game is theirs
    # and the row is named with the box it is closest to. Before: "the game cannot be told; name it with --rules".
    from worksheets.check import check_sheet

    text = (CASES / "classic.csv").read_text(encoding="utf-8").replace("Sixes,", "Sixs,", 1)
    assert choose_game(sheet_of(text)).rules.name == "classic"
    with pytest.raises(SheetError, match=r"row 7: 'Sixs' is not a box of Classic Yahtzee; did you mean 'Sixes'\?"):
        check_sheet(sheet_of(text))


def test_one_mistyped_category_among_place_value_rows_gets_the_categorys_own_message():
    # seed000.csv (9 categories): "thousand place" for "thousands place". Before: "the game cannot be told".
    from worksheets.check import check_sheet

    text = SEED.replace("Number with 6 in the thousands place", "Number with 6 in the thousand place")
    assert text != SEED and choose_game(sheet_of(text)).rules.name == "place-value"
    with pytest.raises(SheetError, match=r"cannot read the category 'Number with 6 in the thousand place'; write it "
                                         "as printed"):
        check_sheet(sheet_of(text))


@pytest.mark.parametrize("label", ["1's", "6’s"])
def test_a_face_plural_with_an_apostrophe_is_the_upper_box(label):
    # "1s" was read as Ones; "1's", as many write it, was no box at all.
    from worksheets.check.labels import Labels

    row = Labels.of(preset("classic")).read(label)
    assert (row.kind, row.key) == ("box", {"1": "ones", "6": "sixes"}[label[0]])


@pytest.mark.parametrize("small, large, game", [
    # The official card (seed 004) prints "SM Straight" and "LG Straight": shortened from classic's "Small" and
    # "Large" Straight, while "Sm" is no shortening of house's "Short Straight" (seed 002). Before, with no bonus
    # row to go by, such a card was refused: "the labels fit classic, house, dice-roller".
    ("Sm straight", "Lg straight", "classic"),
    ("SM Straight", "LG Straight", "classic"),
    ("Short Straight", "LG Straight", "house"),  # house's own label, and a shortening of both cards' label
])
def test_shortened_box_names_tell_the_card_they_shorten(small, large, game):
    text = (CASES / "classic.csv").read_text(encoding="utf-8")
    text = text.replace("Small Straight,", f"{small},").replace("Large Straight,", f"{large},")
    text = "".join(line for line in text.splitlines(True) if not line.startswith(("Bonus,", "Yahtzee bonus,")))
    assert choose_game(sheet_of(text)).rules.name == game
