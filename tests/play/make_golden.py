"""Regenerate the golden play transcripts in tests/play/golden/ (review the diff before committing).

    .venv/bin/python -m tests.play.make_golden

For each case a player's commands are worked out by playing the same seeded
match in the library (hold the most common face, score the choice worth the
most; in place value, write the greatest number that fits, else X), with a few
refused commands mixed in; the commands are saved as ``NAME.in`` and what
``worksheets play`` prints for them, piped, as ``NAME.out``.
"""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

from typer.testing import CliRunner

from cli.app import app
from worksheets.families import family_of
from worksheets.place_value import best_number
from worksheets.rules import find_rules

GOLDEN = Path(__file__).parent / "golden"

#: name -> (rules, players, seed). Seeds for the games of boxes were picked (by trying seeds in
#: order) so that an extra five-of-a-kind comes up: the classic joker with +100, the house +100
#: taken instead of a box, Roll-Em's +50 and extra turn, and replace-max in the teacher's file.
CASES = {
    "classic": ("classic", "Ana,Ben", 2),
    "house": ("house", "Ana,Ben", 2),
    "roll-em": ("roll-em", "Ana,Zoë", 2),
    "yacht": ("yacht", "Ana", 3),
    "two-rolls": (str(GOLDEN / "two-rolls.toml"), "Ana,Ben", 7),
    "place-value": ("place-value", "Ana,Ben,Cy", 6),
}


def commands(rules_name: str, players: str, seed: int) -> list[str]:
    """The commands a steady player types in this seeded match, with a few mistakes early on."""
    rules = find_rules(rules_name)
    rng = random.Random(seed)
    match = family_of(rules).capability("match")(rules, players.split(","), rng)
    match.start(rng)
    out = ["hold 1", "help"]  # refused before a roll; then the list of commands
    turns = 0
    while not match.finished:
        out.append("roll")
        match.roll(rng)
        turns += 1
        if not match.turn.rolled:  # the roll took a bonus given instead of a box: the turn is over
            continue
        if turns == 1:
            out += ["score 99", "fly"]
        while match.turn.rolls_left:
            face, count = Counter(match.turn.dice).most_common(1)[0]
            keep = [p for p, d in enumerate(match.turn.dice, start=1) if d == face]
            if count == len(match.turn.dice):
                break
            wanted = set(keep)
            if match.turn.held - wanted:
                released = sorted(match.turn.held - wanted)
                out.append("release " + " ".join(map(str, released)))
                match.release(released)
            if wanted - match.turn.held:
                out.append("hold " + " ".join(map(str, sorted(wanted))))
                match.hold(sorted(wanted))
            out.append("roll")
            match.roll(rng)
            if not match.turn.rolled:  # a bonus taken by the roll
                break
        if not match.turn.rolled:
            continue
        choices = match.choices()
        if match.writes_numbers:
            best = None
            for c in choices:
                number = best_number(match.categories[c.number - 1], match.turn.dice, match.game)
                if number is not None and (best is None or number > best[1]):
                    best = (c.number, number)
            line = f"score {best[0]} {best[1]}" if best else f"score {choices[0].number} x"
        else:
            choice = max(choices, key=lambda c: (c.points or 0) + c.bonus)
            line = f"score {choice.label.lower()}" if turns % 2 else f"s {choice.number}"
        out.append(line)
        match.score(line.split(None, 1)[1])
        if turns == 3:
            out.append("board")
    return out


def transcript(rules_name: str, players: str, seed: int, lines: list[str]) -> str:
    result = CliRunner().invoke(app, ["play", "--rules", rules_name, "--players", players, "--seed", str(seed)],
                                input="\n".join(lines) + "\n")
    assert result.exit_code == 0, result.output
    return result.output


def main() -> None:
    for name, (rules_name, players, seed) in CASES.items():
        lines = commands(rules_name, players, seed)
        (GOLDEN / f"{name}.in").write_text("\n".join(lines) + "\n", encoding="utf-8")
        (GOLDEN / f"{name}.out").write_text(transcript(rules_name, players, seed, lines), encoding="utf-8")
        print(f"wrote {name}")


if __name__ == "__main__":
    main()
