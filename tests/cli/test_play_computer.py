"""``worksheets play --computer``: computer players in the terminal game (issue 13 item 4).

A piped game shows the computers' moves at once (no pace when not at a terminal).
The finished board the transcript prints is typed back in as a sheet and checked
with the real ``worksheets check`` command.
"""

from __future__ import annotations

import csv
import json
import re

from worksheets.play import DiceMatch
from worksheets.rules import preset


def labels_of(rules: str) -> list[str]:
    """Every row label a board of ``rules`` shows (boxes and totals)."""
    return [row.label for row in DiceMatch(preset(rules), ["x"]).board().rows]


def board_rows(text: str, columns: list[str], labels: list[str]) -> list[list[str]]:
    """The last board in a transcript, as CSV rows: label, then one cell per column."""
    lines = text.splitlines()
    start = max(i for i, line in enumerate(lines) if line.split() == " ".join(columns).split())
    rows = [["box", *columns]]
    for line in lines[start + 1:]:
        label = max((lab for lab in labels if line.startswith(lab + " ")), key=len, default=None)
        if label is None:
            break
        cells = line[len(label):].split()
        assert len(cells) == len(columns), line
        rows.append([label, *("" if c == "-" else c for c in cells)])
    return rows


def check_board(run, tmp_path, rows, rules: str) -> dict:
    path = tmp_path / "board.csv"
    with path.open("w", newline="", encoding="utf-8") as handle:
        csv.writer(handle).writerows(rows)
    result = run("check", str(path), "--rules", rules, "--json")
    assert result.exit_code == 0, result.output
    return json.loads(result.output)


def test_two_computers_play_a_whole_game_that_passes_check(run, tmp_path):
    result = run("play", "--computer", "Robo", "--computer", "Bea:beginner", "--seed", "3", input="")
    assert result.exit_code == 0, result.output
    out = result.output
    assert "Robo's turn: the computer plays (optimal)." in out
    assert "Bea's turn: the computer plays (beginner)." in out
    assert len(re.findall(r"^(Robo|Bea) writes ", out, re.M)) == 26  # 13 boxes each
    assert re.search(r"^Robo keeps .* and rolls the rest again\.$", out, re.M)
    assert "Game over." in out
    verdict = check_board(run, tmp_path, board_rows(out, ["Robo", "Bea"], labels_of("classic")), "classic")
    assert verdict["problems"] == [] and all(card["problems"] == [] for card in verdict["cards"].values())
    assert set(verdict["totals"]) == {"Robo", "Bea"}
    winner = max(verdict["totals"], key=verdict["totals"].get)
    assert verdict["winners"] == [winner]
    assert f"Congratulations, {winner}! You win with {verdict['totals'][winner]} points." in out


def test_the_computer_is_the_zombie_while_the_teams_play(run, tmp_path):
    # each team: 13 turns, one roll, the boxes in card order (boxes keep their numbers on the card); "yes"
    # answers the question a 0 where another box scores asks, and is refused as a command otherwise
    teams = "".join(f"roll\nscore {box}\nyes\n" * 2 for box in range(1, 14))
    result = run("play", "--rules", "zombie", "--players", "Lions,Tigers", "--computer", "zombie",
                 "--seed", "5", input=teams)
    assert result.exit_code == 0, result.output
    out = result.output
    assert "Zombie's turn: the computer plays (optimal)." in out
    assert "Zombie's turn (game 2): the computer plays (optimal)." in out
    assert len(re.findall(r"^Zombie writes ", out, re.M)) + len(re.findall(r"^Zombie takes ", out, re.M)) >= 26
    assert "Zombie> " not in out  # nobody was asked to type for the zombie
    rows = board_rows(out, ["Lions", "Tigers", "Zombie game 1", "Zombie game 2"], labels_of("zombie"))
    verdict = check_board(run, tmp_path, rows, "zombie")
    assert verdict["problems"] == []
    line = next(line for line in out.splitlines() if line.startswith("Survivors: "))
    survivors = sum(int(n) for n in re.findall(r"(?:Lions|Tigers) (\d+)", line))
    zombies = sum(int(n) for n in re.findall(r"Zombie game \d (\d+)", line))
    assert f"= {survivors}." in line and f"= {zombies}." in line
    assert (verdict["survivors"], verdict["zombies"]) == (survivors, zombies)
    assert ("The survivors win!" in line) == (survivors > zombies)
    assert ("The zombies win this time." in line) == (zombies > survivors)


def test_wrong_computer_options_stop_with_one_line(run):
    result = run("play", "--computer", "Robo:genius", input="")
    assert result.exit_code == 2
    assert result.output.strip().splitlines() == [
        "Error: --computer Robo:genius: 'genius' is not a computer strength; write NAME, or NAME:optimal "
        "or NAME:beginner"]
    result = run("play", "--rules", "place-value", "--players", "Ana,Ben", "--computer", "Robo", input="")
    assert result.exit_code == 2
    assert "place-value has no computer player" in result.output and "Traceback" not in result.output
    result = run("play", "--players", "Robo", "--computer", "robo", input="")
    assert result.exit_code == 2 and "Traceback" not in result.output  # two players of one name


def test_a_person_plays_between_computer_turns(run):
    result = run("play", "--players", "Ana", "--computer", "Robo:beginner", "--seed", "1",
                 input="roll\nscore chance\nquit\n")
    assert result.exit_code == 0, result.output
    out = result.output
    # Ana's turn, then the computer's whole turn without a prompt, then Ana's prompt again.
    after = out[out.index("Ana writes"):]
    assert "Robo's turn: the computer plays (beginner)." in after
    assert after.index("Robo writes") < after.index("Ana's turn: roll when ready.")
    assert "Robo> " not in out and after.count("Ana> ") == 1  # only Ana is asked; then she quits


def test_a_rules_file_is_worked_out_once_with_a_notice(run, tmp_path, monkeypatch):
    from tests.play.test_computer import CUSTOM

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    rules = tmp_path / "four-dice.toml"
    rules.write_text(CUSTOM, encoding="utf-8")
    result = run("play", "--rules", str(rules), "--computer", "Robo", "--seed", "1", input="")
    assert result.exit_code == 0, result.output
    # the notice hint and strategy give (templates/strategy/advice.j2), before the game and once
    assert result.output.count("Working out best play for four-dice for the first time") == 1
    assert "Well played, Robo!" in result.output
    assert list((tmp_path / "cache").rglob("strategy-*.npz"))  # kept for next time
    beginner = run("play", "--rules", str(rules), "--computer", "Bea:beginner", "--seed", "1", input="")
    assert beginner.exit_code == 0 and "Working out" not in beginner.output  # the beginner needs no engine


def test_a_rules_file_beyond_the_engine_is_refused_without_a_wait_announced(run, tmp_path):
    # Before, "Working out the computer's best play ... can take a minute" came first, then the refusal.
    path = tmp_path / "our-house.toml"
    path.write_text('base = "house"\nextra-yahtzee = "replace-max"\n', encoding="utf-8")
    result = run("play", "--rules", str(path), "--players", "Ana", "--computer", "Robo", input="")
    assert result.exit_code == 2
    assert result.output.startswith('Error: our-house: under extra-yahtzee = "replace-max" the strategy engine')
    assert "Working out" not in result.output
