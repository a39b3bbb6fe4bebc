"""`hint` and `review` in `worksheets play`, and `--review` after the game (issue 13 item 4)."""

from __future__ import annotations

import random

from worksheets.game import Scorecard
from worksheets.rules import preset
from worksheets.strategy import strategy_for


def first_roll(seed: int) -> tuple[int, ...]:
    """The first roll of a seeded game (the match rolls each die with randint(1, 6), in order)."""
    rng = random.Random(seed)
    return tuple(rng.randint(1, 6) for _ in range(5))


def test_hint_at_the_prompt_is_the_engines_best_keep_for_the_dice(run):
    result = run("play", "--players", "Ana,Ben", "--seed", "2", input="hint\nroll\nhint\nhint\nquit\n")
    assert result.exit_code == 0, result.stderr
    lines = result.stdout.splitlines()
    assert "Not allowed: a hint needs dice: roll first." in lines
    dice = first_roll(2)
    advice = strategy_for(preset("classic")).advise(Scorecard(preset("classic")), dice, 2)
    best = lines.index("Ana> hint", lines.index("> roll")) + 1  # the prompt names no one before the first roll
    assert lines[best].startswith("Best: keep ")
    assert f"{advice.options[1].gives_up:.1f} points better than" in lines[best + 2]
    # The note on what best play means is said with the first hint only.
    assert sum("not the best chance of beating a rival" in line for line in lines) == 1


def test_hint_with_no_rolls_left_names_the_best_box(run):
    result = run("play", "--players", "Ana", "--seed", "2", input="roll\nhold 1 2 3\nroll\nroll\nhint\nquit\n")
    assert result.exit_code == 0, result.stderr
    after = result.stdout.split("Ana> hint\n", 1)[1].splitlines()
    assert after[0].startswith("Best: score ")


def test_review_at_the_prompt_judges_the_choices_so_far(run):
    result = run("play", "--players", "Ana", "--seed", "2", input="roll\nscore chance\nreview\nquit\n")
    assert result.exit_code == 0, result.stderr
    dice = first_roll(2)
    strategy = strategy_for(preset("classic"))
    card = Scorecard(preset("classic"))
    stop = next(o for o in strategy.advise(card, dice, 2).options if o.keep == tuple(sorted(dice)))
    box = next(o for o in strategy.advise(card, dice, 0).options if o.box == "chance")
    assert "Ana: 2 choices checked against best play." in result.stdout
    total = stop.gives_up + box.gives_up
    assert f"points per choice on average, {total:.1f} points in all." in result.stdout


def test_review_option_prints_every_players_review_after_the_game(run):
    # each player: 13 turns, one roll, the boxes in card order (boxes keep their numbers on the card); a 0
    # where another box scores is asked about first: "yes" answers it, and is refused as a command otherwise
    commands = "".join(f"roll\nscore {box}\nyes\n" * 2 for box in range(1, 14)) + "quit\n"
    result = run("play", "--players", "Ana,Ben", "--seed", "4", "--review", input=commands)
    assert result.exit_code == 0, result.stderr
    out = result.stdout
    assert out.index("Game over.") < out.index("Ana: 26 choices checked against best play.")
    assert "Ben: 26 choices checked against best play." in out  # 13 stops after roll 1, 13 boxes


def test_review_option_refuses_place_value_in_one_line(run):
    result = run("play", "--rules", "place-value", "--review")
    assert result.exit_code == 2
    assert result.stderr.strip().splitlines() == [
        "Error: place-value is not a game of boxes: best play is worked out for games where each roll fills a box of "
        "one's own card, and Place Value Yahtzee's points depend on the other players' numbers"]


def test_hint_in_place_value_play_says_why_not(run):
    result = run("play", "--rules", "place-value", "--players", "Ana,Ben", "--seed", "1", input="roll\nhint\nquit\n")
    assert result.exit_code == 0
    assert "Not allowed: place-value is not a game of boxes" in result.stdout
