"""One student's card with a column per game ("Game 1" ... "Game 6", as on a paper Yahtzee scorecard): read as
that student's games, so the report, the JSON, the comparison key and the class summary name the best game,
not a winner, and say once how the columns were read.

Through the real command, on CSV saved as a spreadsheet saves it (BOM, CRLF).
"""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from tests.files import write
from tests.render.helpers import pages_text
from worksheets.verdicts import games_of_one_student

# Three classic games of one student, added up by hand (upper bonus 35 from 63, seed 001 line 100):
#   Game 1: upper 3+6+9+12+15+18 = 63, bonus 35, lower 24+22+25+30+40+50+23 = 214: 63 + 35 + 214 = 312
#   Game 2: upper 2+4+6+8+10+12 = 42, no bonus, lower 17+0+25+30+0+0+22 = 94:     42 + 94 = 136
#   Game 3: upper 4+8+6+12+15+24 = 69, bonus 35, lower 20+25+0+30+40+0+18 = 133:  69 + 35 + 133 = 237
BOXES = [("Ones", 3, 2, 4), ("Twos", 6, 4, 8), ("Threes", 9, 6, 6), ("Fours", 12, 8, 12), ("Fives", 15, 10, 15),
         ("Sixes", 18, 12, 24), ("Three of a Kind", 24, 17, 20), ("Four of a Kind", 22, 0, 25),
         ("Full House", 25, 25, 0), ("Small Straight", 30, 30, 30), ("Large Straight", 40, 0, 40),
         ("Yahtzee", 50, 0, 0), ("Chance", 23, 22, 18)]


def _csv(headings: tuple[str, str, str], boxes=BOXES) -> str:
    lines = [",".join(("box", *headings))] + [",".join(str(cell) for cell in row) for row in boxes]
    return "\ufeff" + "\r\n".join(lines) + "\r\n"


GAMES = _csv(("Game 1", "Game 2", "Game 3"))
NOTE = "were read as games of one student, not as players"


@pytest.fixture
def check(tmp_path, monkeypatch):
    from cli.app import app

    monkeypatch.chdir(tmp_path)
    runner = CliRunner()

    def run(*args: str):
        result = runner.invoke(app, ["check", *args])
        assert result.exit_code == 0, result.output
        return result.stdout

    return run


def test_the_report_names_the_best_game_not_a_winner(check, tmp_path):
    write(tmp_path, "card.csv", GAMES)
    out = check("card.csv")
    assert "Best game: Game 1 with 312 points (Game 3 237, Game 2 136)." in out
    assert "wins" not in out  # before: "Game 1 wins with 312 points"
    assert out.count(NOTE) == 1


def test_a_tie_between_games_names_both(check, tmp_path):
    # Game 2 given Game 1's boxes: both 312 (above), Game 3 237.
    write(tmp_path, "tie.csv", _csv(("Game 1", "Game 2", "Game 3"), [(b, g1, g1, g3) for b, g1, _, g3 in BOXES]))
    assert "Best games: Game 1 and Game 2, tied with 312 points each (Game 3 237)." in check("tie.csv")


def test_the_json_keeps_its_fields_and_says_the_columns_are_games(check, tmp_path):
    write(tmp_path, "card.csv", GAMES)
    write(tmp_path, "match.csv", _csv(("Ana", "Ben", "Cy")))
    games = json.loads(check("card.csv", "--json"))
    assert games["players"] == ["Game 1", "Game 2", "Game 3"]
    assert games["totals"] == {"Game 1": 312, "Game 2": 136, "Game 3": 237}
    assert games["winners"] == ["Game 1"]  # SPEC 4's field, here the best game
    assert games["games_of_one_student"] is True
    assert sum(NOTE in note for note in games["notes"]) == 1
    match = json.loads(check("match.csv", "--json"))
    assert match["games_of_one_student"] is False and not any(NOTE in note for note in match["notes"])


def test_the_key_and_the_class_summary_name_the_best_game(check, tmp_path):
    write(tmp_path, "card.csv", GAMES)
    write(tmp_path, "match.csv", _csv(("Ana", "Ben", "Cy")))
    out = check("card.csv", "match.csv", "--pdf", "key.pdf")
    text = " ".join(line for page in pages_text((tmp_path / "key.pdf").read_bytes()) for line in page)
    assert "Best game: Game 1 with 312 points (Game 3 237, Game 2 136)." in text
    assert "Game 1 wins" not in text and "Circled: the best game's grand total." in text
    assert text.count(NOTE) == 1
    assert "Ana wins with 312 points (Cy 237, Ben 136)." in text  # players still play a match
    summary = out[out.index("Class summary"):]
    assert "Game 1 (best game)" in summary and "Ana " in summary
    assert "Game 1 (best game)" in text  # the key's class summary


@pytest.mark.parametrize("columns, games", [
    (("Game 1", "Game 2", "Game 3"), True),
    (("game 1", "GAME 2", "Game3", "Game 10"), True),  # any case, the space optional
    (("Game 1",), True),
    (("Game 4", "Game 2"), True),  # numbers in any order: a student may type the games they kept
    (("G1", "G2"), False),  # could be groups
    (("Round 1", "Round 2"), False),
    (("Game one", "Game two"), False),
    (("Game 1", "Ana"), False),
    (("Game 1", "Game 01"), False),  # the same game twice
    (("Game", "Game 2"), False),
    ((), False),
])
def test_which_columns_are_games(columns, games):
    assert games_of_one_student(columns) is games


def test_a_game_column_left_empty_is_a_game_not_played(check, tmp_path):
    # Game 3 not played yet: its column empty. Left out, and said as a game, not as an absent player.
    write(tmp_path, "card.csv", _csv(("Game 1", "Game 2", "Game 3"), [(b, g1, g2, "") for b, g1, g2, _ in BOXES]))
    out = check("card.csv")
    assert "Best game: Game 1 with 312 points (Game 2 136)." in out
    assert 'the column "Game 3" is empty, so it was left out (a game not played); a game played' in out
    assert "absent" not in out


def test_a_place_value_pair_headed_game_1_and_2_stays_players(check, tmp_path):
    # Place value is a match between players, whatever the headings (verdicts.games_of_one_student's rule is the
    # dice family's): an empty third column is an absent player, and Game 2 wins seed 000's game 5 to 4.
    from .helpers import CASES

    seed000 = (CASES / "seed000.csv").read_text(encoding="utf-8").splitlines()[1:]
    rows = ["category,Game 1,Game 2,Game 3"] + [f"{line}," for line in seed000]
    write(tmp_path, "pv.csv", "\r\n".join(rows) + "\r\n")
    out = check("pv.csv")
    assert "Game 2 wins with 5 points to 4." in out
    assert 'the column "Game 3" is empty, so it was left out (a player who was absent)' in out
    assert "a game not played" not in out


def test_names_written_last_name_first_are_kept_apart_in_the_winner_line(check, tmp_path):
    # The same three cards as match.csv (Ana 312, Cy 237, Ben 136), the players written "Last, First" as a
    # class list has them: commas between the names would run them together, so semicolons part them.
    write(tmp_path, "match.csv", "\ufeff" + _csv(('"Silva, Ana"', '"Ó Briain, Seán"', '"Nguyễn, Minh"'))[1:])
    out = check("match.csv")
    assert "Silva, Ana wins with 312 points (Nguyễn, Minh 237; Ó Briain, Seán 136)." in out
