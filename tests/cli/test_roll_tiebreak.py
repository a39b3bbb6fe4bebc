"""`worksheets roll --tiebreak` is the final roll between tied players: one player has no tie to break."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("names", ["Ana", " Ana "])
def test_one_player_has_no_tie_to_break(run, names):
    result = run("roll", "--tiebreak", names, "--seed", "1")
    assert result.exit_code == 2
    assert result.output.strip() == 'Error: --tiebreak settles a tie between two or more players, such as "Ana,Ben"'
    assert "Congratulations" not in result.output


def test_two_players_still_roll_it(run):
    result = run("roll", "--tiebreak", "Ana,Ben", "--seed", "1")
    assert result.exit_code == 0 and "Congratulations" in result.output


@pytest.mark.parametrize("seed", range(12))
def test_roll_json_is_what_the_dice_say(run, seed):
    # SPEC 4: machine-readable output with --json. Every value is worked out here from the dice alone.
    import json

    plain = json.loads(run("roll", "--dice", "6", "--faces", "8", "--seed", str(seed), "--json").stdout)
    assert plain["faces"] == 8 and len(plain["dice"]) == 6 and all(1 <= d <= 8 for d in plain["dice"])

    first = json.loads(run("roll", "--first", "Ana,Ben,Cy", "--seed", str(seed), "--json").stdout)
    still = ["Ana", "Ben", "Cy"]
    for r in first["rounds"]:  # the greatest sum leads; only the tied roll again (seed 000)
        assert sorted(r["dice"]) == sorted(still)
        sums = {name: sum(dice) for name, dice in r["dice"].items()}
        assert r["values"] == sums
        still = [name for name in still if sums[name] == max(sums.values())]
        assert r["leaders"] == still
    assert len(still) == 1 and first["first"] == still[0]

    final = json.loads(run("roll", "--tiebreak", "Ana,Ben", "--faces", "10", "--seed", str(seed), "--json").stdout)
    for r in final["rounds"]:  # the largest number the digits make: biggest digit first
        for name, dice in r["dice"].items():
            assert all(0 <= d <= 9 for d in dice) and len(dice) == 4
            assert r["values"][name] == int("".join(map(str, sorted(dice, reverse=True))))
    last = final["rounds"][-1]["values"]
    assert final["winner"] == max(last, key=last.get) and len(set(last.values())) == len(last)
