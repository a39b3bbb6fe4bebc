"""The review after a game (issue 13 item 4): decisions read from a match's events, and what each
gives up recomputed from the engine's own ranked options."""

from __future__ import annotations

import random

import pytest

from worksheets.errors import InputError
from worksheets.families import family_of
from worksheets.game import Scorecard
from worksheets.rules import preset
from worksheets.strategy import StrategyLimitError, strategy_for
from worksheets.strategy.review import Decision, decisions_from_events, review, review_match


class Dice:
    """A roller that gives these faces in order (one per die rolled)."""

    def __init__(self, faces):
        self.faces = list(faces)

    def randint(self, low, high):
        return self.faces.pop(0)


def new_match(name, players):
    rules = preset(name)
    return family_of(rules).capability("match")(rules, players)


def test_decisions_follow_the_holds_and_the_box():
    match = new_match("classic", ["Ana"])
    match.roll(Dice([4, 2, 4, 5, 4]))
    match.hold([1, 3, 5])
    match.roll(Dice([6, 1]))  # positions 2 and 4 re-rolled: 4 6 4 1 4
    match.hold([2])
    match.release([2])  # changed her mind: only the 4s are held
    match.roll(Dice([4, 3]))  # 4 4 4 3 4
    match.score("fours")
    match.roll(Dice([1, 2, 3, 4, 5]))
    match.score("large straight")  # stopped after the first roll
    found = decisions_from_events(match.rules, match.events)["Ana"]
    empty = Scorecard(match.rules)
    after_one = empty.play((4, 4, 4, 3, 4), "fours")
    assert found == [
        Decision(empty, (4, 2, 4, 5, 4), 2, keep=(4, 4, 4), turn=1, roll=1),
        Decision(empty, (4, 6, 4, 1, 4), 1, keep=(4, 4, 4), turn=1, roll=2),
        Decision(empty, (4, 4, 4, 3, 4), 0, box="fours", turn=1, roll=3),
        Decision(after_one, (1, 2, 3, 4, 5), 2, keep=(1, 2, 3, 4, 5), turn=2, roll=1),
        Decision(after_one, (1, 2, 3, 4, 5), 0, box="large-straight", turn=2, roll=1),
    ]


def test_a_bonus_taken_instead_of_a_box_is_no_choice_and_is_not_reviewed():
    # House (seed 002): an extra Yahtzee is +100 and no box, taken by the roll (SPEC section 2):
    # the player chose nothing, so the review has nothing of that turn; the next turn is on the same card.
    match = new_match("house", ["Ana"])
    match.roll(Dice([2, 2, 2, 2, 2]))
    match.score("yahtzee")
    match.roll(Dice([6, 6, 6, 6, 6]))  # +100, taken
    match.roll(Dice([1, 2, 3, 4, 5]))
    match.score("long straight")
    found = decisions_from_events(match.rules, match.events)["Ana"]
    card = Scorecard(match.rules).play((2, 2, 2, 2, 2), "yahtzee")
    bonus = card.play((6, 6, 6, 6, 6), "+bonus")
    assert [(d.dice, d.rolls_left, d.keep, d.box) for d in found] == [
        ((2, 2, 2, 2, 2), 2, (2, 2, 2, 2, 2), None), ((2, 2, 2, 2, 2), 0, None, "yahtzee"),
        ((1, 2, 3, 4, 5), 2, (1, 2, 3, 4, 5), None), ((1, 2, 3, 4, 5), 0, None, "long-straight")]
    assert found[-1].card == bonus and found[-1].card.extra_bonus == 100


def play_randomly(match, rng, moves=None):
    while not match.finished and (moves is None or moves > 0):
        match.roll(rng)
        if moves is not None:
            moves -= 1
        if not match.turn.rolled:  # the roll took a bonus given instead of a box
            continue
        if match.turn.rolls_left and rng.random() < 0.7:
            match.hold([p for p in range(1, match.rules.dice + 1) if rng.random() < 0.5] or [1])
            if len(match.turn.held) < match.rules.dice:
                continue
        match.score(str(match.choices()[rng.randint(1, len(match.choices())) - 1].number))  # a box listed
    return match


@pytest.mark.parametrize("name", ["classic", "house", "roll-em", "yacht"])
def test_given_up_is_best_minus_chosen_recomputed_from_the_engine(name):
    match = play_randomly(new_match(name, ["Ana", "Ben"]), random.Random(7))
    strategy = strategy_for(match.rules)
    reviews = review_match(match)
    assert [r.player for r in reviews] == ["Ana", "Ben"]
    for r in reviews:
        assert r.choices
        for judged in r.choices:
            d = judged.decision
            options = strategy.advise(d.card, d.dice, d.rolls_left).options
            best = max(o.expected for o in options)
            if d.rolls_left:
                chosen = next(o for o in options if o.keep == tuple(sorted(d.keep)))
            else:
                chosen = next(o for o in options if o.box == d.box)
            assert judged.gives_up == pytest.approx(best - chosen.expected, abs=1e-9)
        assert r.total == pytest.approx(sum(j.gives_up for j in r.choices))
        assert r.average == pytest.approx(r.total / len(r.choices))
        # Every box of the card was chosen once.
        assert sorted(j.decision.box for j in r.choices if j.decision.box) == sorted(match.rules.box_keys)


def test_the_optimal_player_gives_up_nothing():
    strategy = strategy_for(preset("classic"))
    rng = random.Random(3)
    card = Scorecard(preset("classic"))
    decisions = []
    for _ in range(4):
        dice = tuple(rng.randint(1, 6) for _ in range(5))
        for left in (2, 1):
            keep = strategy.advise(card, dice, left).best.keep
            decisions.append(Decision(card, dice, left, keep=keep))
            dice = keep + tuple(rng.randint(1, 6) for _ in range(5 - len(keep)))
        box = strategy.advise(card, dice, 0).best.box
        decisions.append(Decision(card, dice, 0, box=box))
        card = card.play(dice, box)
    result = review(strategy, decisions, "Computer")
    assert result.total == 0 and result.best_count == len(decisions) == 12
    assert result.lines()[-1].strip().startswith("12 of 12 choices were the best")


def test_a_bad_choice_is_named_in_words():
    strategy = strategy_for(preset("classic"))
    card = Scorecard(preset("classic"))
    result = review(strategy, [Decision(card, (4, 4, 4, 2, 5), 0, box="chance")], "Ana")
    advice = strategy.advise(card, (4, 4, 4, 2, 5), 0)
    lost = next(o for o in advice.options if o.box == "chance").gives_up
    assert result.lines()[1].strip() == (f"Turn 1, roll 1 (4 4 4 2 5): scoring 19 in Chance gave up {lost:.1f} "
                                         f"points on average; best: score 12 in Fours.")


def test_a_choice_that_is_not_an_option_is_refused():
    strategy = strategy_for(preset("classic"))
    with pytest.raises(InputError, match="not a choice"):
        review(strategy, [Decision(Scorecard(preset("classic")), (4, 4, 4, 2, 5), 1, keep=(6,))])


def test_the_zombie_is_reviewed_game_after_game():
    match = play_randomly(new_match("zombie", ["Reds", "Blues"]), random.Random(5))
    in_order = review_match(match)
    assert [r.player for r in in_order] == ["Reds", "Blues", match.zombie]  # the teams, then the zombie
    reviews = {r.player: r for r in in_order}
    # Two teams: the zombie plays two games, so it chooses every box twice.
    boxes = [j.decision.box for j in reviews[match.zombie].choices if j.decision.box]
    assert sorted(boxes) == sorted(match.rules.box_keys * 2)


def test_a_running_game_is_reviewed_so_far_and_a_restart_starts_afresh():
    match = play_randomly(new_match("classic", ["Ana", "Ben"]), random.Random(9), moves=6)
    assert not match.finished
    assert all(r.choices for r in review_match(match)[:1])
    match.restart()
    assert [len(r.choices) for r in review_match(match)] == [0, 0]


def test_place_value_is_refused_with_the_reason():
    rules = preset("place-value")
    match = family_of(rules).capability("match")(rules, ["Ana", "Ben"], random.Random(1))
    with pytest.raises(StrategyLimitError, match="not a game of boxes"):
        review_match(match)
