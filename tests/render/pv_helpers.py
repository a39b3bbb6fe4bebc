"""Shared by the place-value card tests and ``regenerate_golden.py``: building cards and reading them back."""

from __future__ import annotations

from pathlib import Path


from worksheets.render.kit import render_pdf
from worksheets.render.place_value_cards import place_value
from worksheets.render.place_value_model import PlaceValueOptions, build_class_cards
from worksheets.render.style import style_for

from .helpers import GOLDEN, GOLDEN_CLASS, GOLDEN_DATE, GOLDEN_PLAYERS, page_sizes, pages_text

PV_GOLDEN = GOLDEN / "place_value"
#: Five names: a pair and a group of three (SPEC: an odd student joins the last pair), one more than GOLDEN_PLAYERS.
PV_PLAYERS = (*GOLDEN_PLAYERS, "Ana")
HEADING = "Place Value Yahtzee"


def pv_pdf(paper: str = "letter", **options) -> bytes:
    style = style_for(paper)
    return render_pdf(place_value(build_class_cards(PlaceValueOptions(**options)), style), style)


def card_pages(pdf: bytes) -> list[list[str]]:
    """The text of the card pages (landscape), one list of lines per page."""
    sizes = page_sizes(pdf)
    return [lines for lines, (w, h) in zip(pages_text(pdf), sizes) if w > h]


def key_pages(pdf: bytes) -> list[list[str]]:
    """The text of the answer-key pages (portrait), one list of lines per page."""
    sizes = page_sizes(pdf)
    return [lines for lines, (w, h) in zip(pages_text(pdf), sizes) if w < h]


def cards_on(page: list[str]) -> list[list[str]]:
    """A card page's lines split into cards: each card starts with the title line."""
    cards: list[list[str]] = []
    for line in page:
        if line == HEADING:
            cards.append([])
        cards[-1].append(line)
    return cards


def all_cards(pdf: bytes) -> list[list[str]]:
    return [card for page in card_pages(pdf) for card in cards_on(page)]


def line_after(lines: list[str], prefix: str) -> str:
    return next(line[len(prefix):] for line in lines if line.startswith(prefix))


def card_code(card: list[str]) -> str:
    return line_after(card, "Code ")


def card_categories(card: list[str], names: set[str] = frozenset()) -> str:
    """The category phrases of a card as one text: the lines after the 'X' heading, without the player's name."""
    start = card.index("X") + 1
    return " ".join(line for line in card[start:] if line not in names)


def golden_path() -> Path:
    return PV_GOLDEN / "class-set-with-key-letter.txt"


def golden_text() -> str:
    """What ``golden/place_value/class-set-with-key-letter.txt`` holds: every page's text."""
    pdf = pv_pdf(players=PV_PLAYERS, class_name=GOLDEN_CLASS, date=GOLDEN_DATE, with_key=True)
    parts = []
    for number, lines in enumerate(pages_text(pdf), start=1):
        parts.append(f"--- page {number} ---")
        parts.extend(lines)
    return "\n".join(parts) + "\n"


def key_blocks(pdf: bytes) -> list[str]:
    """Each game's key on the key pages, as one text from its heading on."""
    blocks: list[list[str]] = []
    for page in key_pages(pdf):
        for line in page:
            if "answer key: Game" in line:
                blocks.append([])
            if blocks:
                blocks[-1].append(line)
    return [" ".join(block) for block in blocks]
