"""Properties of verdicts (issue item 7; STYLE.md: hypothesis properties for the engine)."""

from __future__ import annotations

import csv
import io
import re

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from worksheets.errors import SheetError
from worksheets.check import CheckOptions, WrittenCard, WrittenTotals, check_sheet, judge_card, parse_csv
from worksheets.game import BONUS, Scorecard
from worksheets.rules import parse_rules, preset

from ..place_value.helpers import categories_for, small_games

NAMES = ["Ana", "Ben", "Cy", "Zoë"]


@st.composite
def place_value_sheets(draw):
    """(game, CSV text): 2-4 players, 1-6 categories of the game, entries valid, invalid, X or odd."""
    game = draw(small_games)
    categories = draw(st.lists(categories_for(game), min_size=1, max_size=6, unique=True))  # each once on a card
    players = NAMES[: draw(st.integers(2, 4))]
    number = st.lists(st.sampled_from(game.faces), min_size=game.digits, max_size=game.digits).map(
        lambda ds: "".join(map(str, ds)))
    entry = st.one_of(
        number,  # digits the dice have, right length (may or may not meet the category)
        number.map(lambda n: f"{int(n):,}"),  # the same with commas
        st.integers(0, 10 ** (game.digits + 1)).map(str),  # any whole number
        st.sampled_from(["X", "x", "", "6,34", "6.341", "abc"]),
    )
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(["category", *players])
    for category in categories:
        writer.writerow([category.phrase(), *(draw(entry) for _ in players)])
    return game, out.getvalue()


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(place_value_sheets())
def test_place_value_points_add_up_and_valid_entries_meet_their_category(case):
    game, text = case
    try:
        sheet = check_sheet(parse_csv(text, "g.csv"),
                            CheckOptions(rules=preset("place-value"), digits=game.digits, dice=game.dice))
    except SheetError as refused:
        # Refused only when three numbers or more, and most of them, have another length or digits the dice lack
        # (counted again here: a number is digits, with commas only between groups of three).
        assert "not checked" in str(refused)
        numbers = [cell.replace(",", "") for row in list(csv.reader(io.StringIO(text)))[1:] for cell in row[1:]
                   if re.fullmatch(r"[0-9]+|[0-9]{1,3}(,[0-9]{3})+", cell)]
        longer = max((sum(len(str(int(n))) == size for n in numbers) for size in range(3, 7) if size != game.digits),
                     default=0)
        other_faces = sum(not {int(d) for d in n} <= set(game.faces) for n in numbers)
        # or when three numbers or more, and most of all written, are grouped with a dot ("6.341": not read)
        cells = [cell for row in list(csv.reader(io.StringIO(text)))[1:] for cell in row[1:]]
        grouped = sum(cell == "6.341" for cell in cells)
        unread = sum(any(ch.isdigit() for ch in cell) and not re.fullmatch(r"[0-9]+|[0-9]{1,3}(,[0-9]{3})+", cell)
                     for cell in cells)
        assert (any(count >= 3 and 2 * count >= len(numbers) for count in (longer, other_faces))
                or (grouped >= 3 and 2 * grouped >= len(numbers) + unread))
        return
    verdict = sheet.verdict
    # the points are the category winners counted: sum of winners per category = total points
    assert sum(len(c.winners) for c in verdict.categories) == sum(verdict.points.values())
    for player in verdict.players:
        assert verdict.points[player] == sum(player in c.winners for c in verdict.categories)
    assert set(verdict.winners) == {p for p, n in verdict.points.items() if n == max(verdict.points.values())}
    for c in verdict.categories:
        assert c.winners  # no readings here, so someone always takes the point (ties shared)
        for entry in c.entries.values():
            if entry.valid:
                digits = str(entry.value)
                assert len(digits) == game.digits and digits[0] != "0"
                assert {int(d) for d in digits} <= set(game.faces)
                assert c.category.met_by(digits)
            else:
                assert entry.reason and entry.counts_as == 0


FAMILY = parse_rules({"base": "house", "extra-yahtzee": "replace-max", "name": "family"}, "test rules")
DICE_RULES = [preset(n) for n in ("classic", "house", "roll-em", "dice-roller", "yacht")] + [FAMILY]


@st.composite
def played_cards(draw):
    """A card filled by legal play (game.Scorecard), often with five alike to reach the bonuses."""
    rules = draw(st.sampled_from(DICE_RULES))
    card = Scorecard(rules)
    turns = 0
    while not card.finished:
        turns += 1
        if draw(st.integers(0, 3)) == 0:
            dice = (draw(st.integers(1, rules.faces)),) * rules.dice
        else:
            dice = tuple(draw(st.lists(st.integers(1, rules.faces), min_size=rules.dice, max_size=rules.dice)))
        options = sorted(card.options(dice))
        if turns > 20 and len(options) > 1:
            options = [k for k in options if k != BONUS]
        card = card.play(dice, draw(st.sampled_from(options)))
    return rules, card


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(played_cards())
def test_a_legally_played_card_has_no_problems_and_the_same_totals(case):
    rules, played = case
    written = WrittenCard(dict(played.filled), WrittenTotals(
        played.upper_total, played.upper_bonus, played.extra_bonus, played.lower_total, played.grand_total))
    verdict = judge_card(rules, written)
    assert verdict.problems == ()
    assert (verdict.upper_total, verdict.upper_bonus, verdict.extra_bonus, verdict.lower_total,
            verdict.grand_total) == (played.upper_total, played.upper_bonus, played.extra_bonus,
                                     played.lower_total, played.grand_total)


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(DICE_RULES), st.data())
def test_any_card_adds_up(rules, data):
    # Whatever is written, grand = upper + bonus + lower and only counted values are added.
    boxes = {b.key: data.draw(st.one_of(st.none(), st.integers(0, 60))) for b in rules.boxes}
    extra = data.draw(st.one_of(st.none(), st.integers(0, 400)))
    verdict = judge_card(rules, WrittenCard(boxes, WrittenTotals(extra_bonus=extra)))
    assert verdict.upper_total == sum(verdict.boxes[b.key].counts_as for b in rules.upper_boxes)
    assert verdict.lower_total == sum(verdict.boxes[b.key].counts_as for b in rules.lower_boxes) + verdict.extra_bonus
    assert verdict.grand_total == verdict.upper_total + verdict.upper_bonus + verdict.lower_total
    for key, entry in verdict.boxes.items():
        assert entry.valid == (entry.value is not None and entry.value in rules.card_values(key))
