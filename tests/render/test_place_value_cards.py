"""Place-value category cards read back with pypdf (SPEC sections 2, 4 and 5; issue 3).

What a reader sees: each card's categories (exactly its game's, in order), its
sheet code and QR code, the names as typed, pages and sizes, and byte-identical
output for the same input.
"""

from __future__ import annotations

import re

import pytest

from worksheets.codes import decode
from worksheets.errors import GlyphError, InputError
from worksheets.place_value.game import DICE_FACES, MAX_DIGITS, MIN_DIGITS
from worksheets.place_value.sheets import class_set, sheet_from_code
from worksheets.render import kit, place_value_cards, place_value_defaults
from worksheets.render.place_value_cards import place_value
from worksheets.render.place_value_model import (
    PlaceValueOptions,
    build_class_cards,
    build_key_cards,
    group_players,
    plan_groups,
)
from worksheets.render.style import style_for

from .helpers import text_in_order
from .pv_helpers import (
    HEADING,
    PV_PLAYERS,
    all_cards,
    card_categories,
    card_code,
    card_pages,
    cards_on,
    key_blocks,
    key_pages,
    line_after,
    page_sizes,
    pv_pdf,
)

LETTER_LANDSCAPE, LETTER = (792.0, 612.0), (612.0, 792.0)
A4_LANDSCAPE, A4 = (841.89, 595.28), (595.28, 841.89)


# --- who plays which game -------------------------------------------------------------


@pytest.mark.parametrize("names, groups", [
    # Issue 3: pairs in order; an odd student out joins the last pair as a group of three.
    (["A", "B", "C", "D"], [("A", "B"), ("C", "D")]),
    (["A", "B", "C", "D", "E"], [("A", "B"), ("C", "D", "E")]),
    (["A", "B", "C"], [("A", "B", "C")]),
    (["A"], [("A", "")]),  # seed 000: 2 or more players; a lone student gets a blank card for a partner
    ([], []),
])
def test_students_are_paired_in_order(names, groups):
    assert group_players(names) == groups


def test_games_default_to_one_per_pair_or_fifteen_blank_pairs():
    assert plan_groups(["A", "B", "C", "D", "E"], None) == [("A", "B"), ("C", "D", "E")]
    assert plan_groups([], None) == [("", "")] * 15  # a class of 30
    assert plan_groups(["A", "B"], 3) == [("A", "B"), ("", ""), ("", "")]  # extra games: blank pairs


@pytest.mark.parametrize("names, games, message", [
    (["A", "B", "C", "D"], 1, "4 students make 2 games (two to a game); games must be at least 2, got 1"),
    ([], 0, "games must be a whole number from 1 to 4095, got 0"),
])
def test_too_few_games_is_refused(names, games, message):
    with pytest.raises(InputError, match=f"^{re.escape(message)}$"):
        plan_groups(names, games)


def test_the_light_defaults_agree_with_the_engine():
    assert place_value_defaults.DIGITS == tuple(range(MIN_DIGITS, MAX_DIGITS + 1))
    assert place_value_defaults.DICE == tuple(DICE_FACES)


# --- what each card says ---------------------------------------------------------------


def test_every_card_carries_exactly_its_games_categories_and_code():
    sheets = class_set(1, 2)
    pdf = pv_pdf(players=PV_PLAYERS, class_name="5B", date="14 March")
    cards = all_cards(pdf)
    # Zoë and Łukasz play game 1; Ж, <b>& and Ana game 2; the last page's spare is a blank card of game 2.
    expected = [(1, "Zoë"), (1, "Łukasz"), (2, "Ж"), (2, "<b>&"), (2, "Ana"), (2, "")]
    assert len(cards) == len(expected)
    for card, (number, name) in zip(cards, expected):
        sheet = sheets[number - 1]
        assert card[0] == HEADING
        assert f"Game {number}" in card
        assert card_code(card) == sheet.code
        assert card_categories(card, set(PV_PLAYERS)) == " ".join(c.phrase() for c in sheet.categories)
        assert card.count("5B") == 1 and card.count("14 March") == 1
        assert (card[-1] == name) if name else (card[-1] == "can be written here.")  # WILD! wraps on the card
        assert f"{number}-digit number" not in card and "4-digit number" in card


def test_cards_show_the_digit_count_and_the_reminders():
    card = all_cards(pv_pdf(digits=6, dice="d10", games=1))[0]
    text = " ".join(card)
    assert "6-digit number" in card
    assert "Who goes first? Each player rolls all the dice. The greatest sum goes first; tied players roll again." \
        in text
    assert "How to win:" in card and "(X counts as 0;" in text
    assert "My points" in card and "Name" in card and "Class" in card and "Date" in card


def test_the_printed_codes_decode_to_their_game():
    pdf = pv_pdf(seed=4242, games=5, digits=5, dice="d10", extended=True)
    codes = [card_code(card) for card in all_cards(pdf)]
    assert len(codes) == 10
    for index, code in enumerate(codes):
        read = decode(code)
        assert (read.kind, read.seed, read.game, read.digits, read.dice, read.extended) == \
            ("place-value", 4242, index // 2 + 1, 5, "d10", True)
        rebuilt = sheet_from_code(code)
        assert card_categories(all_cards(pdf)[index]) == " ".join(c.phrase() for c in rebuilt.categories)


def test_games_differ_from_one_another():
    cards = all_cards(pv_pdf())
    per_game = {card_code(card): card_categories(card) for card in cards}
    assert len(cards) == 30 and len(per_game) == 15
    assert len(set(per_game.values())) == 15  # no two games share a card
    # The two cards of a game are the same card.
    for first, second in zip(cards[::2], cards[1::2]):
        assert card_code(first) == card_code(second) and card_categories(first) == card_categories(second)


def test_names_print_exactly_as_typed_never_as_markup():
    cards = all_cards(pv_pdf(players=("<b>&amp;", "Zoë")))
    assert [card[-1] for card in cards] == ["<b>&amp;", "Zoë"]


def test_a_name_the_font_lacks_is_refused():
    message = "player name 'A🦄' has characters the font cannot print: '🦄' (U+1F984)"
    with pytest.raises(GlyphError, match=f"^{re.escape(message)}$"):
        build_class_cards(PlaceValueOptions(players=("Ana", "A🦄")))


def test_a_repeated_name_is_refused():
    with pytest.raises(InputError, match="^player name 'ana' is given twice$"):
        build_class_cards(PlaceValueOptions(players=("Ana", "ana")))


# --- pages -----------------------------------------------------------------------------


@pytest.mark.parametrize("paper, landscape, portrait", [("letter", LETTER_LANDSCAPE, LETTER), ("a4", A4_LANDSCAPE, A4)])
@pytest.mark.parametrize("options, card_pages_, key_pages_", [
    ({}, 15, 0),  # 30 blank cards, two a page
    ({"with_key": True}, 15, 8),  # two games' keys a page: 15 games on 8 pages
    ({"games": 3, "with_key": True}, 3, 2),
    ({"games": 3, "digits": 6, "dice": "d10", "with_key": True}, 3, 3),  # 6-digit keys: one a page
    ({"players": PV_PLAYERS, "with_key": True}, 3, 1),  # 5 cards and a spare; 2 games' keys on one page
])
def test_page_count_and_size(paper, landscape, portrait, options, card_pages_, key_pages_):
    pdf = pv_pdf(paper, **options)
    assert page_sizes(pdf) == [landscape] * card_pages_ + [portrait] * key_pages_
    for page in card_pages(pdf):
        assert len(cards_on(page)) == 2  # two cards a page (the per-page choice, see place_value_cards)


def test_same_options_give_the_same_bytes():
    options = dict(players=PV_PLAYERS, class_name="5B", date="14 March", with_key=True, seed=9)
    assert pv_pdf("a4", **options) == pv_pdf("a4", **options)
    assert pv_pdf(**options) != pv_pdf(**{**options, "seed": 10})


# --- the answer key --------------------------------------------------------------------


def test_key_pages_show_greatest_example_chance_and_words():
    # The expected values are the engine's (worksheets.place_value.sheets, tested in tests/place_value);
    # here: that every one of them is printed, in order, and the greatest in words (worksheets.words.say).
    from worksheets.words import say

    sheets = class_set(3, 3)
    blocks = key_blocks(pv_pdf(seed=3, games=3, with_key=True))
    assert len(blocks) == 3
    for sheet, block in zip(sheets, blocks):
        assert block.startswith(f"Place Value Yahtzee answer key: Game {sheet.number} Code {sheet.code}")
        parts = []
        for row in sheet.key:
            parts += [row.category.phrase(), f"{row.greatest:,}", say(row.greatest), f"{row.example:,}",
                      f"{row.chance.numerator:,}/{row.chance.denominator:,}" if row.chance != 1 else "1 (100%)"]
        assert text_in_order(block, parts)


def test_a_rebuilt_key_is_the_printed_key():
    """Cards and key from the codes alone: the same bytes as the class set printed without names."""
    printed = pv_pdf(seed=77, games=3, with_key=True)
    sheets = [sheet_from_code(card_code(card)) for card in all_cards(printed)[::2]]
    letter = style_for("letter")
    assert kit.render_pdf(place_value(build_key_cards(sheets), letter), letter) == printed
    # One game alone: its key page is the printed page's half for that game (game 2 sits in the lower half).
    alone = kit.render_pdf(place_value(build_key_cards(sheets[1:2]), letter), letter)
    page = key_pages(alone)[0]
    assert key_pages(printed)[0][-len(page):] == page


# --- the QR code -----------------------------------------------------------------------


def test_each_games_qr_code_is_encoded_once_from_its_code(monkeypatch):
    built: list[str] = []

    class Recording(kit.QR):
        def __init__(self, value):
            built.append(value)
            super().__init__(value)

    monkeypatch.setattr(place_value_cards, "QR", Recording)
    pdf = pv_pdf(seed=5, games=3)
    # One QR code a game, drawn into the form its two cards share, from the code printed beside it.
    assert built == [line_after(card, "Code ") for card in all_cards(pdf)[::2]]
    assert built == [sheet.code for sheet in class_set(5, 3)]


def test_qr_runs_cover_exactly_the_encoders_dark_modules():
    from reportlab.graphics.barcode import qrencoder

    code = qrencoder.QRCode(None, qrencoder.QRErrorCorrectLevel.M)
    code.addData("1500-0400-0001-8")
    code.make()
    qr = kit.QR("1500-0400-0001-8")
    # 16 alphanumeric characters fit version 1 at level M (20 at most): 21 modules a side.
    assert len(qr.modules) == 21
    assert qr.modules == tuple(tuple(map(bool, row)) for row in code.modules)
    size = 29.0  # 21 modules and a quiet zone of 4 each side: one point a module
    runs = qr.runs(size)
    # The top-left finder pattern: its top row is a run of 7 dark modules inside the quiet zone.
    assert runs[0] == (4.0, 24.0, 7.0, 1.0)
    drawn = {(round(size - 5 - y), round(x - 4) + i) for x, y, w, _ in runs for i in range(round(w))}
    assert drawn == {(r, c) for r, row in enumerate(qr.modules) for c, dark in enumerate(row) if dark}
