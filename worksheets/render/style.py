"""Page geometry of every printed sheet: paper, margins, fonts, sizes and line weights.

All lengths are in PDF points (72 to the inch). The numbers are chosen for a
classroom: margins every printer keeps, lines that survive a photocopier, and
rows tall enough for a child's handwriting. This module imports no reportlab,
so the command line can list the paper sizes without drawing anything.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Mapping

from ..errors import InputError

INCH = 72.0
MM = INCH / 25.4

#: Paper sizes, portrait (width, height) in points.
PAPERS: Mapping[str, tuple[float, float]] = MappingProxyType({
    "letter": (8.5 * INCH, 11 * INCH),
    "a4": (210 * MM, 297 * MM),
})
DEFAULT_PAPER = "letter"

#: Scorecard layouts: one card per student, or one chart for a table of players (seed 002).
LAYOUTS = ("card", "chart")
DEFAULT_LAYOUT = "card"
#: Game columns on a student's card: more than 6 would be too narrow to write in.
DEFAULT_GAMES = 3
MAX_GAMES = 6

#: Font names as registered with reportlab (``worksheets.render.fonts`` maps them to files).
REGULAR_FONT = "Worksheets-Sans"
BOLD_FONT = "Worksheets-Sans-Bold"


@dataclass(frozen=True)
class Style:
    """Everything about how a sheet looks that is not its content."""

    paper: str
    width: float  # portrait width
    height: float  # portrait height
    margin: float = 0.5 * INCH

    font: str = REGULAR_FONT
    bold_font: str = BOLD_FONT
    title_size: float = 18
    card_title_size: float = 15
    label_size: float = 10  # a box's name
    hint_size: float = 8  # how to score it
    field_size: float = 9.5  # "Name", "Class", "Date"
    value_size: float = 12  # a name or class printed in a field
    header_size: float = 9.5  # "Game 1", a player's name over a column

    grid_weight: float = 0.9  # lines between rows and columns
    section_weight: float = 2.0  # between the upper and lower sections, above totals
    outline_weight: float = 2.4  # round each table
    field_weight: float = 0.9  # the line a name or date is written on
    cut_weight: float = 0.8  # dashed line between two cards on a page

    min_row: float = 0.31 * INCH  # room for a child's handwriting
    max_row: float = 0.5 * INCH
    chart_header_row: float = 0.5 * INCH  # two lines of a name
    card_header_row: float = 0.32 * INCH  # two lines of "Game 1" when columns are narrow
    field_row: float = 0.36 * INCH
    padding: float = 4.0

    label_column_min: float = 1.7 * INCH
    card_label_column_max: float = 2.4 * INCH  # a card's rows are low: hints stay on one line
    chart_label_column_max: float = 1.95 * INCH  # a chart's rows are tall: long hints take two lines
    min_column: float = 0.42 * INCH  # one game or player
    max_column: float = 1.35 * INCH
    chart_players_per_page: int = 6
    card_gutter: float = 0.5 * INCH  # between two cards on one page

    @property
    def portrait(self) -> tuple[float, float]:
        return (self.width, self.height)

    @property
    def landscape(self) -> tuple[float, float]:
        return (self.height, self.width)


def style_for(paper: str = DEFAULT_PAPER) -> Style:
    """The style for a paper size ('letter' or 'a4', any case)."""
    key = paper.strip().lower()
    if key not in PAPERS:
        raise InputError(f"unknown paper {paper!r}; accepted: {', '.join(PAPERS)}")
    width, height = PAPERS[key]
    return Style(paper=key, width=width, height=height)
