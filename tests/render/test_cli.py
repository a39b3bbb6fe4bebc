"""`worksheets scorecard` run in-process (SPEC section 4): the path it prints, exit 2 and one line on bad input.

cli/app.py registers the command; here a local app registers it the same way.
"""

from __future__ import annotations

import io
import os
from pathlib import Path

import pytest
from pypdf import PdfReader


from .helpers import files, in_order, pages_text


def test_default_output_path_is_printed(run, tmp_path):
    result = run()
    assert result.exit_code == 0, result.output
    assert result.stdout == "output/classic-scorecards-letter.pdf\n"
    pdf = (tmp_path / "output" / "classic-scorecards-letter.pdf").read_bytes()
    assert pages_text(pdf)[0][0] == "Classic Yahtzee"


def test_roster_cards_with_class_and_date(run, tmp_path):
    (tmp_path / "class.csv").write_text("\ufeffName;Seat\nZoë;1\nŁukasz;2\nЖ;3\n<b>&;4\n", encoding="utf-8")
    result = run("--roster", "class.csv", "--class", "5B", "--date", "14 March", "--rules", "roll-em",
                 "--paper", "a4", "--games", "4", "-o", "cards.pdf")
    assert result.exit_code == 0, result.output
    assert result.stdout == "cards.pdf\n"
    pdf = (tmp_path / "cards.pdf").read_bytes()
    # Four games leave too little room beside the score boxes for roll-em's longest hint at 8 pt on a half
    # page ("Add Three of a Kind to Freebie + Lucky Dice bonus"), so each card has a page of its own.
    assert len(PdfReader(io.BytesIO(pdf)).pages) == 4
    text = [line for page in pages_text(pdf) for line in page]
    assert [line for line in text if line in {"Zoë", "Łukasz", "Ж", "<b>&"}] == ["Zoë", "Łukasz", "Ж", "<b>&"]
    assert text.count("5B") == 4 and text.count("14 March") == 4 and "Game 4" in text


def test_group_chart_from_players(run, tmp_path):
    result = run("--layout", "chart", "--players", "Ana, Ben", "--rules", "yacht")
    assert result.exit_code == 0, result.output
    assert result.stdout == "output/yacht-group-chart-letter.pdf\n"
    lines = pages_text((tmp_path / "output" / "yacht-group-chart-letter.pdf").read_bytes())[0]
    assert lines[-2:] == ["Ana", "Ben"]


def test_a_custom_rules_file(run, tmp_path):
    (tmp_path / "parker.toml").write_text('base = "house"\nextra-yahtzee = "replace-max"\n', encoding="utf-8")
    result = run("--rules", "parker.toml")
    assert result.exit_code == 0, result.output
    assert result.stdout == "output/parker-scorecards-letter.pdf\n"


@pytest.mark.parametrize("args, message", [
    (["--rules", "zombie", "--teams", "4", "--players", "A,B,C,D,E,F"],
     "Error: 6 students cannot be split into 4 teams of 3 to 5; choose 2 teams"),
    (["--rules", "zombie", "--games", "2"], "Error: --games does not apply to zombie (a Zombie pack); it is for place-value cards"),
    (["--rules", "classic", "--teams", "3"], "Error: --teams does not apply to classic (dice-game scorecards); it is for a Zombie pack (--rules zombie)"),
    (["--rules", "place-value", "--digits", "7"], "Error: a place-value game has 3 to 6 digits, not 7"),
    (["--rules", "poker"], "Error: unknown rule set 'poker'"),
    (["--paper", "legal"], "Error: unknown paper 'legal'; accepted: letter, a4"),
    (["--layout", "grid"], "Error: unknown layout 'grid'; accepted: card, chart"),
    (["--games", "9"], "Error: games per card must be a whole number from 1 to 6, got 9"),
    (["--games", "two"], "Error: Invalid value for '--games'"),
    (["--layout", "chart", "--games", "2"], "Error: games per card apply to the card layout only"),
    (["--players", "Ana,,Ben"], 'Error: --players: name 2 is empty (write names separated by commas, such as "Ana,Ben")'),
    (["--players", "Ana,A🦄"], "Error: --players: player name 'A🦄' has characters the font cannot print: '🦄' (U+1F984)"),
    # Every name the font lacks, with its row: header on row 1, so 山田 is row 3 and 李 row 5 (by hand).
    (["--roster", "cjk.csv"], "Error: cjk.csv: 2 player names have characters the font cannot print: "
                              "row 3 '山田' ('山' (U+5C71), '田' (U+7530)), row 5 '李' ('李' (U+674E))"),
    (["--players", "Ana", "--roster", "class.csv"], "Error: give names with --players or --roster, not both"),
    (["--roster", "missing.csv"], "Error: missing.csv: no such file"),
    (["--roster", "bad.csv"], "Error: bad.csv row 3: duplicate name 'Ana' (also row 2)"),
    (["--roster", "bad.csv", "-o", "bad.csv"], "Error: bad.csv row 3: duplicate name 'Ana' (also row 2)"),
    (["--roster", "good.csv", "-o", "good.csv"], "Error: good.csv: is an input file of this run"),
    (["-o", "cards.txt"], "Error: cards.txt: the output file name must end in .pdf"),
    (["-o", "nowhere/cards.pdf"], "Error: nowhere/cards.pdf: the folder nowhere does not exist"),
    (["--class", "5🦄"], "Error: class '5🦄' has characters the font cannot print: '🦄' (U+1F984)"),
])
def test_bad_input_is_one_line_exit_2_and_writes_nothing(run, tmp_path, args, message):
    (tmp_path / "bad.csv").write_text("name\nAna\nAna\n", encoding="utf-8")
    (tmp_path / "good.csv").write_text("name\nAna\n", encoding="utf-8")
    (tmp_path / "cjk.csv").write_text("name\nAna\n山田\nBen\n李\n", encoding="utf-8")
    before = files(tmp_path)
    result = run(*args)
    assert result.exit_code == 2
    assert result.stdout == ""
    assert result.stderr.startswith(message)
    assert result.stderr.count("\n") == 1
    assert files(tmp_path) == before
    assert (tmp_path / "good.csv").read_text(encoding="utf-8") == "name\nAna\n"


def test_help_ends_with_an_example_line(run):
    result = run("--help")
    assert result.exit_code == 0
    lines = [" ".join(line.strip(" │").split()) for line in result.stdout.splitlines()]
    assert "Example: worksheets scorecard --rules classic --roster class.csv --class 5B" in lines
    for option in ("--rules", "--layout", "--players", "--roster", "--class", "--date", "--games", "--paper", "--output"):
        assert option in result.stdout


def test_the_command_module_imports_no_heavy_libraries():
    # SPEC section 6: `worksheets --help` starts fast; reportlab and jinja2 load only when a sheet is drawn.
    import subprocess
    import sys

    code = ("import sys, cli.commands.scorecard; "
            "print(sorted(m for m in ('reportlab', 'jinja2', 'pypdf') if m in sys.modules))")
    repo = Path(__file__).resolve().parents[2]
    out = subprocess.run([sys.executable, "-c", code], cwd=repo, capture_output=True, text=True, check=True,
                         env={**os.environ, "PYTHONPATH": str(repo)})
    assert out.stdout.strip() == "[]"


def test_zombie_pack_from_a_roster(run, tmp_path):
    # 14 students, default teams: the fewest teams of 3 to 5 (seed 001) is 3 teams (5, 5, 4),
    # so the pack is 3 team cards, the zombie card and the tally sheet, then 18 question cards
    # (6 a team, 8 a page: 3 pages); with --key, their answer page, in a file of its own name.
    (tmp_path / "class.csv").write_text("name\n" + "\n".join(f"Student {i}" for i in range(1, 15)) + "\n",
                                        encoding="utf-8")
    result = run("--rules", "zombie", "--roster", "class.csv", "--class", "5B")
    assert result.exit_code == 0, result.output
    assert result.stdout == "output/zombie-pack-5B-letter.pdf\n"
    pages = pages_text((tmp_path / "output" / "zombie-pack-5B-letter.pdf").read_bytes())
    assert len(pages) == 3 + 2 + 3  # team cards, zombie card, tally, question cards: no answers for students
    text = "\n".join(line for page in pages for line in page)
    assert "Card 18 · Team 3" in text and "answers" not in text.lower()
    assert "Student 14" in text and "Zombie game 3" in text and "Zombie game 4" not in text
    result = run("--rules", "zombie", "--roster", "class.csv", "--class", "5B", "--key")
    assert result.stdout == "output/zombie-pack-with-keys-5B-letter.pdf\n"
    keyed = pages_text((tmp_path / "output" / "zombie-pack-with-keys-5B-letter.pdf").read_bytes())
    assert len(keyed) == 3 + 2 + 3 + 1 and keyed[:-1] == pages  # the same pack, then the answer page
    assert (tmp_path / "output" / "zombie-pack-5B-letter.pdf").exists()  # the students' copy is still there


def test_zombie_played_by_a_roster_student_is_on_no_team_and_teams_are_named(run, tmp_path):
    # 16 students would make 4 teams of 4 (16 > 3 teams of at most 5: seed 001's 3 to 5); with Student 16 as the
    # zombie, 15 remain: 3 teams of 5 (by hand), so 3 team cards, the zombie card, the tally, 18 question cards.
    (tmp_path / "class.csv").write_text("name\n" + "\n".join(f"Student {i}" for i in range(1, 17)) + "\n",
                                        encoding="utf-8")
    result = run("--rules", "zombie", "--roster", "class.csv", "--zombie", "student  16",
                 "--team-names", "Red, Blue ,Green")
    assert result.exit_code == 0, result.output
    assert result.stderr == ("Note: Student 16 plays the zombie, so is on no team; the teams are made of the other "
                             "15 students.\n")
    pages = pages_text((tmp_path / "output" / "zombie-pack-class-letter.pdf").read_bytes())
    assert len(pages) == 3 + 2 + 3
    team_cards, zombie_card, tally = pages[:3], pages[3], pages[4]
    assert [card[-6] for card in team_cards] == ["Red", "Blue", "Green"]  # the name, then its 5 members
    assert team_cards[2][-5:] == [f"Student {i}" for i in range(11, 16)]
    assert "Student 16" in zombie_card  # printed as the roster writes it, beside "Zombie"
    assert not any("Student 16" in line for page in team_cards for line in page)
    assert not any("Student 16" in line for line in tally)
    assert in_order(tally, ["Red", "Blue", "Green", "Survivors' points"]) and "Zombie game 3" in tally
    text = "\n".join(line for page in pages[5:] for line in page)
    assert "Card 1 · Red" in text and "Card 18 · Green" in text and "Team 1" not in text


def test_a_zombie_pack_without_names_prints_the_zombie_and_one_team_per_name(run, tmp_path):
    result = run("--rules", "zombie", "--zombie", "Mr Brown", "--team-names", "Lions,Tigers")
    assert result.exit_code == 0, result.output
    assert result.stderr == ""  # no roster, no one taken out of a team
    pages = pages_text((tmp_path / "output" / "zombie-pack-letter.pdf").read_bytes())
    assert len(pages) == 2 + 2 + 2  # 2 teams (one per name): 12 question cards on 2 pages
    assert "Mr Brown" in pages[2] and in_order(pages[3], ["Lions", "Tigers"])


@pytest.mark.parametrize("args, message", [
    (["--zombie", "Studnet 3"], "Error: --zombie 'Studnet 3' is not one of the 7 students given; did you mean "
                                "'Student 3'?"),  # a slip: the nearest name
    (["--zombie", "Xavier"], "Error: --zombie 'Xavier' is not one of the 7 students given; name one of them, "
                             "written as the roster writes it"),
    (["--zombie", " "], "Error: --zombie: no name given"),
    # 7 students less the zombie are 6: 2 teams of 3 (by hand, teams of 3 to 5).
    (["--zombie", "Student 7", "--team-names", "Red,Blue,Green"],
     "Error: --team-names: 3 names given, but 6 students cannot be split into 3 teams of 3 to 5; give 2 names"),
    (["--teams", "2", "--team-names", "Red"], "Error: --team-names: 1 name given for 2 teams (--teams)"),
    (["--team-names", "Red,,Blue"], "Error: --team-names: team name 2 is empty"),
    (["--team-names", " , "], "Error: --team-names: no names given"),
    # A name `check` would later read as the zombie's column, refused as play and the projector refuse it.
    (["--team-names", "Zombie Slayers,Blue"], "Error: --team-names: 'Zombie Slayers' cannot be a team's name in this "
                                              "game: when the cards are checked, a name with the word Zombie in it"),
])
def test_zombie_options_refused_in_one_line(run, tmp_path, args, message):
    (tmp_path / "class.csv").write_text("name\n" + "\n".join(f"Student {i}" for i in range(1, 8)) + "\n",
                                        encoding="utf-8")
    before = files(tmp_path)
    result = run("--rules", "zombie", "--roster", "class.csv", *args)
    assert result.exit_code == 2
    assert result.stderr.startswith(message) and result.stderr.count("\n") == 1
    assert result.stdout == "" and files(tmp_path) == before


@pytest.mark.parametrize("option", ["--zombie", "--team-names"])
def test_zombie_options_are_for_a_zombie_pack_only(run, option):
    result = run("--rules", "classic", option, "Ana")
    assert result.exit_code == 2
    assert result.stderr == (f"Error: {option} does not apply to classic (dice-game scorecards); it is for a "
                             "Zombie pack (--rules zombie)\n")


def test_progress_hears_of_every_card():
    # 51 students on 2-card pages: 26 pages, the last with a spare blank card (52 slots).
    from worksheets.render.scorecard_model import ScorecardOptions, build_scorecards
    from worksheets.render.kit import render_pdf
    from worksheets.render.scorecards import scorecards
    from worksheets.render.style import style_for
    from worksheets.rules import preset

    heard = []
    model = build_scorecards(preset("classic"), ScorecardOptions(players=tuple(f"S{i}" for i in range(51))))
    letter = style_for("letter")
    pdf = render_pdf(scorecards(model, letter, heard.append), letter)
    assert heard == [2] * 26
    assert pdf == render_pdf(scorecards(model, letter), letter)  # the bar changes nothing drawn


def test_many_cards_print_only_the_path(run):
    names = ",".join(f"Student {i}" for i in range(60))
    result = run("--players", names)
    assert result.exit_code == 0, result.output
    assert result.stdout == "output/classic-scorecards-letter.pdf\n"


def test_a_student_column_of_ids_beside_student_name_prints_the_names(run, tmp_path):
    # New-user trial: refused as "more than one name column"; "Student" holds only IDs, so it is the ID column.
    (tmp_path / "class.csv").write_text("Student,Student Name,Class\n1001,Ana Lopez,5B\n1002,Ben Ode,5B\n",
                                        encoding="utf-8")
    result = run("--rules", "classic", "--roster", "class.csv")
    assert result.exit_code == 0, result.output
    assert result.stdout == "output/classic-scorecards-5B-letter.pdf\n"
    assert result.stderr == ("Note: class.csv: 'Student' and 'Student Name' both head a name column, but the column "
                             "'Student' holds only numbers or IDs, so it was read as the students' IDs and the names "
                             "from 'Student Name'; if that is wrong, rename the columns.\n")
    text = [line for page in pages_text((tmp_path / "output" / "classic-scorecards-5B-letter.pdf").read_bytes())
            for line in page]
    assert [line for line in text if line in {"Ana Lopez", "Ben Ode", "1001", "1002"}] == ["Ana Lopez", "Ben Ode"]


def test_a_zombie_named_as_two_students_of_one_name_names_both_and_writes_nothing(run, tmp_path):
    (tmp_path / "class.csv").write_text(
        "Name,Student ID\nJohn Smith,1023\nAna,1030\nBen,1031\nJohn Smith,1047\nCy,1032\nDee,1033\nEli,1034\n",
        encoding="utf-8")
    before = files(tmp_path)
    result = run("--rules", "zombie", "--roster", "class.csv", "--zombie", "John Smith")
    assert result.exit_code == 2
    errors = [line for line in result.stderr.splitlines() if not line.startswith("Note: ")]
    assert errors == ["Error: --zombie 'John Smith' is 2 students on the roster, told apart as 'John Smith (1023)' "
                      "and 'John Smith (1047)'; name the one who plays the zombie as the roster writes it, such as "
                      "--zombie 'John Smith (1023)'"]
    assert result.stdout == "" and files(tmp_path) == before
