"""``worksheets roll`` and ``worksheets play`` through the real command line (piped: plain lines)."""

from __future__ import annotations

import random
import re
import shlex
from pathlib import Path

import pytest


def test_roll_shows_faces_and_digits_from_the_seed(run):
    result = run("roll", "--dice", "5", "--seed", "7")
    assert result.exit_code == 0
    rng = random.Random(7)  # the same draws, made here: one randint(1, 6) per die
    dice = [rng.randint(1, 6) for _ in range(5)]
    faces = " ".join(chr(0x2680 + d - 1) for d in dice)
    assert result.output == f"{faces}   {' '.join(map(str, dice))}\n"


def test_roll_with_many_faces_shows_digits(run):
    result = run("roll", "--dice", "3", "--faces", "20", "--seed", "1")
    rng = random.Random(1)
    assert result.output.split() == [str(rng.randint(1, 20)) for _ in range(3)]


def test_roll_with_ten_faces_shows_0_to_9_as_a_class_d10(run):
    # SPEC section 2: a d10 has faces 0-9, as the place-value dice and the final roll use.
    result = run("roll", "--dice", "10", "--faces", "10", "--seed", "3")
    assert result.exit_code == 0
    rng = random.Random(3)
    assert result.output.split() == [str(rng.randint(0, 9)) for _ in range(10)]
    seen = set()
    for seed in range(30):  # 300 dice: every face from 0 to 9 comes up, and never a 10
        seen |= set(run("roll", "--dice", "10", "--faces", "10", "--seed", str(seed), "--json").stdout.split("[")[1]
                    .split("]")[0].replace(",", " ").split())
    assert seen == {str(n) for n in range(10)}
    data = run("roll", "--faces", "10", "--seed", "1", "--json").stdout
    assert '"faces": 10, "lowest": 0' in data


def test_roll_first_with_ten_faces_sums_dice_of_0_to_9(run):
    result = run("roll", "--first", "Ana,Ben", "--dice", "2", "--faces", "10", "--seed", "4", "--json")
    rng = random.Random(4)  # worked out here: each player two dice of 0-9, in the order named
    ana, ben = [rng.randint(0, 9) for _ in range(2)], [rng.randint(0, 9) for _ in range(2)]
    assert '"Ana": %s, "Ben": %s' % (ana, ben) in result.stdout


def test_roll_help_says_ten_sided_dice_show_0_to_9(run):
    assert "shows 0 to 9" in " ".join(run("roll", "--help").stdout.split())


def test_roll_first_rolls_off_until_one_leads(run):
    result = run("roll", "--first", "Ana,Ben,Cy", "--dice", "1", "--seed", "3")
    assert result.exit_code == 0
    # Worked out here: each round every tied player rolls one die; the greatest goes first.
    rng, players = random.Random(3), ["Ana", "Ben", "Cy"]
    while True:
        rolls = {p: rng.randint(1, 6) for p in players}
        best = max(rolls.values())
        players = [p for p in players if rolls[p] == best]
        if len(players) == 1:
            break
    assert result.output.strip().splitlines()[-1].endswith(f"{players[0]} goes first.")


def test_roll_tiebreak_makes_the_largest_numbers(run):
    result = run("roll", "--tiebreak", "Ana,Ben", "--faces", "10", "--seed", "5")
    assert result.exit_code == 0
    rng = random.Random(5)
    ana = sorted((rng.randint(0, 9) for _ in range(4)), reverse=True)
    ben = sorted((rng.randint(0, 9) for _ in range(4)), reverse=True)
    ana_n, ben_n = (int("".join(map(str, d))) for d in (ana, ben))
    assert f"Ana {ana_n:,}, Ben {ben_n:,}" in result.output
    if ana_n != ben_n:
        assert f"Congratulations, {'Ana' if ana_n > ben_n else 'Ben'}! You win the final roll" in result.output


@pytest.mark.parametrize("args, message", [
    (["roll", "--dice", "0"], "roll 1 to 10 dice"),
    (["roll", "--faces", "1"], "dice have 2 to 100 faces"),
    (["roll", "--tiebreak", "Ana,Ben", "--faces", "8"], "--faces 6 (faces 1-6) or 10"),
    (["roll", "--first", "Ana,ana"], "duplicate"),
    (["roll", "--first", "A", "--tiebreak", "A,B"], "give one of them"),
    # A roll-off needs two players, as --tiebreak's tie does; a negative seed would replay its positive twin
    # (Python's Random(-1) is Random(1)), so it is refused rather than read so without a word.
    (["roll", "--first", "Ana"], '--first rolls off between two or more players, such as "Ana,Ben"'),
    (["roll", "--seed", "-1"], "--seed is a whole number from 0 up, not -1"),
    (["play", "--seed", "-1", "--players", "Ana"], "--seed is a whole number from 0 up, not -1"),
    (["projector", "--no-browser", "--seed", "-5"], "--seed is a whole number from 0 up, not -5"),
    (["play", "--rules", "nope"], "unknown rule set 'nope'"),
    (["play", "--players", "Ana,ANA"], "--players: duplicate name 'ANA' (also name 1)"),
    (["play", "--players", ",".join(f"P{i}" for i in range(9))], "--players: a game has at most 8 players, not 9"),
    # Zombie: 2 to 10 teams, as its sheets (zombie.MAX_TEAMS)
    (["play", "--rules", "zombie", "--players", ",".join(f"T{i}" for i in range(11))],
     "--players: a game has at most 10 teams, not 11"),
    # The zombie's own name is not a team's (told apart ignoring case, as duplicate names are).
    (["play", "--rules", "zombie", "--players", "Reds,ZOMBIE"],
     "--players: 'ZOMBIE' is the same name as Zombie, who plays against the teams: choose another team name"),
    (["play", "--digits", "5"], "--digits is for place-value games"),
    # The projector names the option as the terminal game does (refused before any server starts).
    (["projector", "--no-browser", "--players", ",".join(f"P{i}" for i in range(9))],
     "--players: a game has at most 8 players, not 9"),
])
def test_bad_input_is_one_line_and_exit_code_2(run, args, message):
    result = run(*args)
    assert result.exit_code == 2
    assert message in result.output and "Traceback" not in result.output


def test_play_ends_cleanly_at_the_end_of_input_with_the_board_so_far(run):
    result = run("play", "--players", "Ana", "--seed", "1", input="roll\nscore chance\n")
    assert result.exit_code == 0
    assert "The game stops here. The board so far:" in result.output
    assert result.output.rstrip().splitlines()[-1].startswith("Grand total")


def test_play_refusals_keep_the_turn_going(run):
    result = run("play", "--players", "Ana", "--seed", "1",
                 input="hold 1\nroll\nroll\nroll\nroll\nscore 99\nfly\nscore 13\nhold 1\nquit\n")
    assert result.exit_code == 0
    # Before the first roll the game has not begun (players may still join); at a later turn, no dice yet.
    assert "> hold 1\nNot allowed: the game has not started yet: roll to start." in result.output
    assert "Ana> hold 1\nNot allowed: roll first: there are no dice yet." in result.output
    assert "Not allowed: no rolls left: a turn has 3 rolls, so choose where to score now." in result.output
    assert "Not allowed: there is no box 99: the boxes are numbered 1 to 13, as on the card." in result.output
    assert "Not allowed: 'fly' is not a command" in result.output


def test_play_adds_players_at_the_prompt_and_restart_asks_first(run):
    result = run("play", "--seed", "2",
                 input="add Ana\nadd  ana \nadd Zoë\nroll\nscore 1\nrestart\nno\nrestart\nyes\nboard\nquit\n")
    assert result.exit_code == 0
    out = result.output
    assert "Zoë joins the game (2 players)." in out
    assert "Not allowed: 'ana' is the same name as 'Ana', who is already playing: choose another player name." in out
    assert out.count("Start again with new cards for the same players? (yes/no)") == 2
    assert "The game goes on." in out
    assert "New cards for Ana, Zoë: the game starts again." in out


def test_a_player_joins_players_named_on_the_command_line_before_the_first_roll(run):
    # A child arrives after the game was set up with --players: until someone rolls, add takes them.
    result = run("play", "--players", "Ana,Ben", "--seed", "1",
                 input="add Cy\nroll\nadd Dee\nrestart\nyes\nadd Dee\nboard\nquit\n")
    assert result.exit_code == 0
    out = result.output
    assert out.splitlines()[1] == "Roll to start, or first add another player with: add NAME."
    assert "> add Cy\nCy joins the game (3 players).\n> roll\nTurn order: Ana, Ben, Cy.\n" in out
    # After a roll the order is settled: the refusal says how to add one all the same.
    assert ("Ana> add Dee\nNot allowed: players can join only before the first roll: to add one now, restart "
            "(new cards for the same players), then add them before anyone rolls.") in out
    assert "New cards for Ana, Ben, Cy: the game starts again.\n" in out
    assert "> add Dee\nDee joins the game (4 players)." in out
    assert "Ana  Ben  Cy  Dee" in out  # the board's heading at the end


def test_a_zero_where_another_box_scores_is_asked_about_first(run):
    # Seed 1's first roll is 2 5 1 3 1 (the transcript shows it): no Yahtzee, and Chance is their sum, 12,
    # the most any box gives them (Fives 5, Threes 3; no straight of four).
    result = run("play", "--players", "Ana", "--seed", "1",
                 input="roll\nscore yahtzee\nmaybe\nno\nscore 12\ny\nquit\n")
    assert result.exit_code == 0
    out = result.output
    assert "2 5 1 3 1" in out
    question = "Yahtzee scores 0 with these dice, and Chance would score 12. Write 0 in Yahtzee? (yes/no)\n"
    assert (f"Ana> score yahtzee\n{question}yes/no> maybe\nType yes to write 0 in Yahtzee, or no to choose "
            "again.\nyes/no> no\nNothing written: choose where to score.\n") in out
    assert f"Ana> score 12\n{question}yes/no> y\nAna writes 0 in Yahtzee." in out
    assert out.count(" writes ") == 1


def test_a_command_typed_at_the_zero_question_answers_no_and_is_played(run):
    # Trial 29: "s chance" typed at "Write 0 in Yahtzee? (yes/no)" only repeated the question. Seed 1's first roll
    # is 2 5 1 3 1 (above): Chance takes 12.
    result = run("play", "--players", "Ana", "--seed", "1", input="roll\nscore yahtzee\ns chance\nquit\n")
    assert result.exit_code == 0
    out = result.output
    assert "yes/no> s chance\nAna writes 12 in Chance." in out
    assert "Type yes to write 0 in Yahtzee" not in out and out.count(" writes ") == 1


def test_the_last_seat_taken_leaves_no_invitation_to_add(run):
    names = ",".join(f"P{n}" for n in range(1, 9))  # 8 players: a game's most
    result = run("play", "--players", names, "--seed", "1", input="quit\n")
    assert result.exit_code == 0
    assert result.output.splitlines()[1] == "Roll to start."


def test_an_answer_to_the_restart_question_that_is_neither_yes_nor_no_is_asked_again(run):
    # Before, "maybe" was taken as no, and the "no" after it was refused as "'no' is not a command".
    result = run("play", "--players", "Ana,Ben", "--seed", "1", input="roll\nrestart\nmaybe\nno\nboard\nquit\n")
    assert result.exit_code == 0
    out = result.output
    assert "yes/no> maybe" in out and "yes/no> no" in out  # the answer has a prompt of its own
    assert out.count("Type yes to start again with new cards, or no to go on with this game.") == 1
    assert out.count("The game goes on.") == 1
    assert "is not a command" not in out and "New cards" not in out


@pytest.mark.parametrize("typed, label", [("fullhouse", "Full House"), ("smstraight", "Small Straight"),
                                          ("3ofakind", "Three of a Kind")])
def test_a_box_named_with_its_spaces_left_out_is_the_box(run, typed, label):
    result = run("play", "--players", "Ana", "--seed", "1", input=f"roll\nscore {typed}\nquit\n")
    assert result.exit_code == 0
    assert "is not a box" not in result.output
    assert f"in {label}" in result.output  # "Ana writes N in Full House."


def test_a_mistyped_box_name_is_answered_with_the_nearest_box(run):
    result = run("play", "--players", "Ana", "--seed", "1", input="roll\nscore ful house\nquit\n")
    assert "'ful house' is not a box (did you mean 'Full House'?)" in result.output


def test_one_held_die_is_a_die(run):
    result = run("play", "--players", "Ana", "--seed", "1", input="roll\nhold 1\nhold 2\nquit\n")
    assert "Held: die 1." in result.output
    assert "Held: dice 1, 2." in result.output


def test_a_name_ending_in_s_takes_an_apostrophe_alone(run):
    # English possessive: "Lions' turn", not "Lions's turn"; other names keep 's.
    result = run("play", "--players", "Lions,Ana,TIGERS", "--seed", "1",
                 input="roll\nscore chance\nroll\nscore chance\nquit\n")
    assert "Lions' turn." in result.output  # the first turn: its roll is the one that started the game
    assert "Ana's turn: roll when ready." in result.output
    assert "TIGERS' turn: roll when ready." in result.output
    assert "s's turn" not in result.output
    result = run("play", "--players", "Ana", "--computer", "Bots:beginner", "--seed", "1",
                 input="roll\nscore chance\nquit\n")
    assert "Bots' turn: the computer plays (beginner)." in result.output


def test_zombie_plays_with_as_many_teams_as_its_sheets_are_printed_for(run):
    # README and `scorecard --teams`: 2 to 10 teams; play takes 10 and refuses an 11th at the prompt.
    teams = [f"Team {n}" for n in range(1, 11)]
    result = run("play", "--rules", "zombie", "--seed", "1",
                 input="".join(f"add {t}\n" for t in teams) + "add Team 11\nroll\nquit\n")
    assert result.exit_code == 0
    assert "A game has 2 to 10 teams" in result.output
    assert "Not allowed: a game has at most 10 teams." in result.output
    assert "Team 1, roll 1 of 3" in result.output
    result = run("play", "--rules", "zombie", "--players", ",".join(teams), "--seed", "1", input="roll\nquit\n")
    assert result.exit_code == 0 and "Team 1, roll 1 of 3" in result.output


@pytest.mark.parametrize("rules, said", [("zombie", True), ("classic", False)])
def test_help_in_a_zombie_game_says_buying_dice_is_done_on_the_printed_pack(run, rules, said):
    # Seed 001's Student Advantage (a question answered buys dice) has no command in the terminal (trial 25).
    result = run("play", "--rules", rules, "--players", "Lions,Tigers", "--seed", "1", input="help\nquit\n")
    assert result.exit_code == 0
    assert ("Buying dice with a question (the Student Advantage) has no command here" in result.output) is said
    assert "  quit (q)           stop (asked first once play has begun); the board so far is shown\n" in result.output
    # a Zombie game adds teams (trial 29: its help said "add a player" where the game says "add another team")
    noun = "team" if said else "player"
    assert f"  add NAME           add a {noun}, before the first roll\n" in result.output


def test_zombie_with_one_team_asks_for_teams_not_players(run):
    # Zombie is played by 2 to 10 teams (SPEC section 2); its refusal speaks of teams, as its prompt does.
    result = run("play", "--rules", "zombie", "--players", "Reds", input="roll\nquit\n")
    assert result.exit_code == 0
    assert "Not allowed: this game needs at least 2 teams (so far: 1); add one with: add NAME." in result.output
    # the first prompt counts the team already named (before: "Add 2 to 10 teams", as if none were in)
    assert "A game has 2 to 10 teams (so far: 1); add each with: add NAME." in result.output
    result = run("play", "--rules", "place-value", "--players", "Ana", input="roll\nquit\n")
    assert "Not allowed: this game needs at least 2 players (so far: 1)" in result.output


def test_quit_during_a_game_asks_first_and_before_the_first_roll_does_not(run):
    # Trial 29: a stray q at the projector ended the class's game at once; restart already asked first.
    result = run("play", "--players", "Ana,Ben", "--seed", "1", input="roll\nq\nno\nscore chance\nquit\nyes\n")
    assert result.exit_code == 0
    out = result.output
    question = "Stop the game here? The board so far is shown, and the game cannot be taken up again. (yes/no)"
    assert out.count(question) == 2 and out.count("The game goes on.") == 1
    assert out.index("The game goes on.") < out.index("Ana writes") < out.index("The game stops here.")
    before = run("play", "--players", "Ana,Ben", "--seed", "1", input="q\n")  # nothing played yet: no question
    assert before.exit_code == 0 and question not in before.output and "The game stops here." in before.output


def test_end_of_input_at_the_restart_question_ends_the_game(run):
    # README: the end of input stops the game. Before, it answered the restart question "no" and play went on.
    result = run("play", "--players", "Ana", "--seed", "1", input="roll\nscore chance\nrestart\n")
    assert result.exit_code == 0
    assert "The game goes on." not in result.output
    assert "The game stops here. The board so far:" in result.output


def test_a_roll_after_the_last_box_says_the_game_is_over(run, tmp_path):
    # A card of one box: one roll and one score end the game. Before, a second "roll" printed nothing at all.
    rules = tmp_path / "one.toml"
    rules.write_text('title = "One Box"\ndice = 5\nfaces = 6\nrolls = 3\n'
                     '[[boxes]]\nlabel = "Chance"\nscorer = "chance"\n', encoding="utf-8")
    result = run("play", "--rules", str(rules), "--players", "Ana", "--seed", "1",
                 input="roll\nscore chance\nroll\nquit\n")
    assert result.exit_code == 0
    out = result.output
    assert out.index("Game over.") < out.index("Not allowed: the game is over: restart to play again")


def test_a_roll_off_lines_its_dice_up_under_names_of_any_width(run):
    # "Cy" is shorter than "Ana", and each Chinese character takes two columns of a terminal: the dice of every
    # player start in one column, so that a class reads them down.
    from rich.cells import cell_len

    result = run("roll", "--first", "Ana,Cy,张伟", "--seed", "3")
    assert result.exit_code == 0
    lines = [line for line in result.output.splitlines() if ": " in line and "(" in line]
    assert len(lines) >= 3
    assert len({cell_len(line.split(": ")[0]) for line in lines}) == 1


def test_after_the_last_roll_no_die_is_said_to_be_held(run):
    # Trial 14: "Held: dice 1, 2." still showed after roll 3 of 3, when no roll is left to hold them for.
    result = run("play", "--players", "Ana", "--seed", "1", input="roll\nhold 1 2\nroll\nroll\nquit\n")
    after_second = result.output.split("roll 2 of 3")[1].split("roll 3 of 3")[0]
    after_third = result.output.split("roll 3 of 3")[1]
    assert "Held: dice 1, 2." in after_second
    assert "Held:" not in after_third


def test_the_choices_heading_speaks_of_stars_only_when_a_box_scores():
    # Trial 14: "(* scores points)" headed a list with no star in it.
    from worksheets.templating import macro

    heading = macro("play/screen.txt.j2", "choices_heading")
    assert "(* scores points)" in heading(numbers=False, scoring=True)
    assert "(no box scores points with it)" in heading(numbers=False, scoring=False)


def test_a_roll_that_scores_somewhere_is_headed_with_the_star(run):
    result = run("play", "--players", "Ana", "--seed", "1", input="roll\nquit\n")
    # seed 1's first roll is 2 5 1 3 1: Chance scores, so the list is starred
    assert "Where this roll can go (* scores points)" in result.output


def test_releasing_a_die_that_is_not_held_says_so(run):
    # Trial 14: "release 3" with die 3 not held answered only "Held: dice 1, 2.".
    result = run("play", "--players", "Ana", "--seed", "1", input="roll\nhold 1 2\nrelease 2 3\nrelease 4 5\nquit\n")
    lines = result.output.splitlines()
    at = lines.index("Die 3 was not held.")
    assert lines[at + 1] == "Held: die 1."  # die 2 released; die 3 was never held
    assert "Dice 4, 5 were not held." in lines


def test_the_readmes_recorded_game_is_what_play_prints(run):
    # The README shows a piped game with the command that made it: the same commands print the same lines.
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    found = re.search(r"\(`printf '([^']*)' \| worksheets (play [^`]*)`\):\n\n```\n(.*?)```", readme, re.S)
    assert found, "the README's recorded game and its command"
    typed, command, shown = found.groups()
    result = run(*shlex.split(command), input=typed.replace("\\n", "\n"))
    assert result.exit_code == 0
    assert result.output.startswith(shown)
