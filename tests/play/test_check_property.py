"""Every finished match's cards pass ``worksheets check`` with the same totals (issue 9 item 4).

Matches are played to the end by a player whose every choice (holds, re-rolls,
boxes, numbers, X) is drawn by a seeded generator; the cards are written out
as the sheet a class would type in, and the checker must find no problem and
the totals, points and winners the match found.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from worksheets.check import CheckOptions, check_sheet, parse_csv
from worksheets.rules import parse_rules, preset

from .helpers import dice_sheet_csv, new_match, place_value_csv, play_out

FAMILY = parse_rules({"base": "house", "extra-yahtzee": "replace-max", "name": "family"}, "test rules")
DICE_RULES = [preset(n) for n in ("classic", "house", "roll-em", "dice-roller", "yacht")] + [FAMILY]
PLAYERS = ["Ana", "Ben", "Zoë"]
SLOW = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SLOW
@given(rules=st.sampled_from(DICE_RULES), seed=st.integers(0, 10**6), players=st.integers(1, 3))
def test_a_finished_dice_match_passes_check_with_the_same_totals(rules, seed, players):
    match = new_match(rules, PLAYERS[:players])
    play_out(match, random.Random(seed))
    text = dice_sheet_csv(rules, [(name, match.cards[name]) for name in match.players])
    verdict = check_sheet(parse_csv(text, "match.csv"), CheckOptions(rules=rules)).verdict
    assert verdict.problems == ()
    assert dict(verdict.totals) == dict(match.scores())
    assert tuple(verdict.winners) == match.winners


@SLOW
@given(seed=st.integers(0, 10**6), teams=st.integers(2, 3))
def test_a_finished_zombie_match_passes_check_with_the_same_tally(seed, teams):
    rules = preset("zombie")
    match = new_match(rules, ["Lions", "Tigers", "Bears"][:teams])
    play_out(match, random.Random(seed))
    columns = [(team, match.cards[team]) for team in match.players]
    columns += [(f"Zombie game {n}", card) for n, card in enumerate(match.zombie_cards, start=1)]
    verdict = check_sheet(parse_csv(dice_sheet_csv(rules, columns), "tally.csv"), CheckOptions(rules=rules)).verdict
    assert verdict.problems == () and verdict.warnings == ()
    assert (verdict.survivors, verdict.zombies) == tuple(points for _, points in match.scores())
    assert tuple(verdict.winners) == match.winners


@SLOW
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4),
       game=st.sampled_from([(4, "d6"), (3, "d10"), (5, "d6")]))
def test_a_finished_place_value_match_passes_check_with_the_same_points(seed, players, game):
    rules = preset("place-value")
    digits, dice = game
    match = new_match(rules, ["Ana", "Ben", "Cy", "Zoë"][:players], random.Random(seed), digits=digits, dice=dice)
    play_out(match, random.Random(seed + 1))
    verdict = check_sheet(parse_csv(place_value_csv(match), "pv.csv"),
                          CheckOptions(rules=rules, digits=digits, dice=dice)).verdict
    assert verdict.problems == ()  # every number written was valid (X is no problem)
    assert dict(verdict.points) == dict(match.scores())
    assert tuple(verdict.winners) == match.winners


def test_seed_000s_numbers_played_through_the_engine():
    # Seed 000's two cards, played through the engine on the right-hand card's categories,
    # each turn rolling exactly the digits written ("2,11" in the three-alike row is X here).
    # The numbers are written first and the X's last, each X after 1,1,2,3, which fills none of
    # the categories still open (no three alike, digits add to 7, no pair of digits adds to 9).
    from worksheets.place_value import parse_category
    from worksheets.play import PlaceValueMatch

    from .helpers import FixedDice

    rules = preset("place-value")
    card = tuple(parse_category(text) for text in rules.place_value.card)
    left = ["6,341", "4,335", "3,321", "6,622", "5,624", None, "6,311", None, "6,432"]
    right = ["5,332", "6,425", "5,621", "6,531", None, "4,432", "5,443", None, "6,551"]
    match = PlaceValueMatch(rules, ["Left", "Right"], categories=card)
    match.start(FixedDice([6, 6, 6, 6], [1, 1, 1, 1]))
    def numbers_then_xs(card):
        return sorted(enumerate(card, start=1), key=lambda pair: pair[1] is None)

    for (left_n, left_entry), (right_n, right_entry) in zip(numbers_then_xs(left), numbers_then_xs(right)):
        for number, entry in ((left_n, left_entry), (right_n, right_entry)):
            digits = [int(d) for d in entry.replace(",", "")] if entry else [1, 1, 2, 3]
            match.roll(FixedDice(digits))
            match.score(f"{number} {entry or 'x'}")
    assert match.finished
    verdict = check_sheet(parse_csv(place_value_csv(match), "seed000.csv"), CheckOptions(rules=rules)).verdict
    assert dict(verdict.points) == dict(match.scores())
    # By hand, category by category: 1 Left (6,341 > 5,332); 2 Right (6,425); 3 Right (5,621);
    # 4 Left (6,622 > 6,531); 5 Left (5,624 against X); 6 Right (4,432 against X);
    # 7 Left (6,311 > 5,443); 8 both (X and X); 9 Right (6,551 > 6,432). 5 points each: a tie.
    assert match.scores() == (("Left", 5), ("Right", 5))
    assert match.winners == ("Left", "Right")
