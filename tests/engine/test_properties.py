"""Properties every scorer keeps, whatever the dice (hypothesis)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from worksheets.dice import Hand
from worksheets.rules import preset, preset_names

DICE_PRESETS = [name for name in preset_names() if preset(name).kind == "dice"]
rolls = st.lists(st.integers(1, 6), min_size=5, max_size=5)


@settings(max_examples=300)
@given(name=st.sampled_from(DICE_PRESETS), dice=rolls, data=st.data())
def test_dice_order_does_not_matter(name, dice, data):
    rules = preset(name)
    shuffled = data.draw(st.permutations(dice))
    assert rules.score_roll(tuple(dice)) == rules.score_roll(tuple(shuffled))


@given(name=st.sampled_from(DICE_PRESETS), dice=rolls)
def test_chance_is_the_sum(name, dice):
    rules = preset(name)
    for box in rules.boxes:
        if box.scorer.kind == "chance":
            assert box.score(Hand.of(dice)) == sum(dice)


@settings(max_examples=300)
@given(name=st.sampled_from(DICE_PRESETS), dice=rolls)
def test_every_score_is_one_its_box_can_take(name, dice):
    rules = preset(name)
    hand = Hand.of(dice)
    for box in rules.boxes:
        assert box.score(hand) in box.scorer.possible(rules.dice, rules.faces), box.key
        assert box.score(hand) in rules.card_values(box.key), box.key


@settings(max_examples=200)
@given(name=st.sampled_from(DICE_PRESETS), face=st.integers(1, 6), data=st.data())
def test_every_joker_placement_is_a_value_the_card_allows(name, face, data):
    # Play a five-alike into the Yahtzee box, fill some boxes, then every
    # option a second five-alike has must be a value check would accept.
    from worksheets.game import BONUS, Scorecard

    rules = preset(name)
    card = Scorecard(rules)
    if rules.five_alike is not None:
        card = card.play((face,) * 5, rules.five_alike.key)
    for key in data.draw(st.lists(st.sampled_from([b.key for b in card.open_boxes]), unique=True)):
        card = card.play((1, 2, 3, 4, 6), key)
    second = data.draw(st.integers(1, 6))
    for key, points in card.options((second,) * 5).items():
        if key != BONUS:
            assert points in rules.card_values(key), (key, points)


@given(name=st.sampled_from(DICE_PRESETS), dice=rolls)
def test_a_score_never_exceeds_the_box_maximum(name, dice):
    rules = preset(name)
    for box in rules.boxes:
        assert box.score(Hand.of(dice)) <= box.scorer.maximum(rules.dice, rules.faces)


def test_box_maximums_by_hand():
    # Hand calculation: Sixes 5*6; classic 3-of-a-kind 6*5; house 3-of-a-kind 3*6 (SPEC: at most 18).
    classic, house = preset("classic"), preset("house")
    assert classic.box("sixes").scorer.maximum(5, 6) == 30
    assert classic.box("three-of-a-kind").scorer.maximum(5, 6) == 30
    assert house.box("three-of-a-kind").scorer.maximum(5, 6) == 18
    assert house.box("four-of-a-kind").scorer.maximum(5, 6) == 24
    # Fours: 0-20 in fours (issue text); full house 0 or 25.
    assert classic.box("fours").scorer.possible(5, 6) == {0, 4, 8, 12, 16, 20}
    assert classic.box("full-house").scorer.possible(5, 6) == {0, 25}
    # Yacht full house = 3a + 2b, a != b: smallest 3*1+2*2 = 7, largest 3*6+2*5 = 28.
    yacht_fh = preset("yacht").box("full-house").scorer.possible(5, 6)
    assert min(yacht_fh - {0}) == 7 and max(yacht_fh) == 28
