"""Page geometry of every printed sheet: paper, margins, fonts, sizes and line weights.

All lengths are in PDF points (72 to the inch). The numbers are chosen for a
classroom: margins every printer keeps, lines that survive a photocopier, and
rows tall enough for a child's handwriting. This module imports no reportlab,
so the command line can list the paper sizes without drawing anything.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import InputError

from .choices import DEFAULT_PAPER, INCH, MM, PAPERS

#: Font names as registered with reportlab (``worksheets.render.fonts`` maps them to files).
REGULAR_FONT = "Worksheets-Sans"
BOLD_FONT = "Worksheets-Sans-Bold"


@dataclass(frozen=True)
class PlaceValueLook:
    """Category cards (two a landscape page) and their answer key."""

    category_size: float = 10.5
    reminder_size: float = 9
    max_row: float = 0.55 * INCH
    x_column: float = 0.42 * INCH
    digit: float = 0.26 * INCH  # number box width per digit
    number_extra: float = 0.42 * INCH  # number box width beyond the digits (commas, room to circle)
    number_min: float = 1.3 * INCH  # room for the column heading
    points_width: float = 1.6 * INCH
    gap: float = 6.0  # between the table, the points line and the reminders
    #: Answer key: games a page by digit count (the words of 5- and 6-digit numbers take two lines).
    keys_per_page: tuple[int, ...] = (0, 0, 0, 2, 2, 1, 1)
    key_gap: float = 0.3 * INCH  # between two games' keys
    key_heading_size: float = 13
    key_header_size: float = 9
    key_header_row: float = 0.3 * INCH
    key_text_size: float = 9.5
    key_number_size: float = 11
    key_words_size: float = 8.5
    key_note_size: float = 8.0
    key_max_row: tuple[float, float] = (0.6 * INCH, 0.5 * INCH)  # one game a page, two
    key_shares: tuple[tuple[float, ...], ...] = ((0.30, 0.40, 0.11, 0.19), (0.34, 0.34, 0.12, 0.20))


@dataclass(frozen=True)
class ZombieLook:
    """The Zombie pack: team cards, the zombie card and the tally sheet (portrait)."""

    panel_gap: float = 0.3 * INCH  # between a team card's table and the panel beside it
    member_line: float = 0.42 * INCH  # between two lines a member's name is written on
    ticks_per_row: int = 10  # dice-bought boxes come in rows of ten, easy to count
    tick_gap: float = 4.0
    tick_max: float = 0.34 * INCH
    frame_pad: float = 8.0  # inside the frame round the dice bought
    body_size: float = 9.5  # notes and instructions
    section_size: float = 12  # "Team members", "Dice bought"
    team_name_size: float = 15
    game_column: float = 0.6 * INCH  # least width of a zombie game's column
    tally_gutter: float = 0.3 * INCH  # between the survivors' and the zombies' tables
    points_column: float = 1.1 * INCH
    tally_max_row: float = 0.65 * INCH
    result_box: tuple[float, float] = (1.3 * INCH, 0.55 * INCH)  # where a side's points are copied
    sign_size: float = 22
    tick_box: float = 0.24 * INCH  # the boxes ticked for the winner
    gap: float = 14.0  # between the parts of the tally sheet and the team card's panel


@dataclass(frozen=True)
class KeyLook:
    """The comparison key of ``worksheets check --pdf``."""

    heading_size: float = 15
    least_heading: float = 11  # then a long file name breaks
    settings_size: float = 9.5
    header_size: float = 10  # a player's name over a column
    legend_size: float = 8.0
    body_size: float = 9  # problems and notes
    result_size: float = 11
    gap: float = 6.0  # between blocks of text
    mark_weight: float = 1.3  # circles and strike-through lines
    marker: float = 8.0  # the number in a problem's circle
    header_row: float = 0.42 * INCH
    noted_header_row: float = 0.56 * INCH  # two lines of a name and a note under it
    pv_label: tuple[float, float] = (2.1 * INCH, 1.85 * INCH)  # category column: landscape, portrait
    pv_min_row: tuple[float, float] = (0.55 * INCH, 0.62 * INCH)
    pv_max_row: float = 0.95 * INCH
    pv_points_row: float = 0.36 * INCH
    pv_number: float = 13.0
    pv_words: float = 9.0
    pv_landscape: tuple[float, float] = (11.5, 8.5)  # number and words when 5 or more players share a page
    pv_note: float = 8.0
    number_line: float = 1.6  # a number's line, as a multiple of its size: room for the circle round it
    words_gap: float = 3.0  # between a number's circle and its words
    dice_columns: int = 6  # cards across one page
    dice_label: float = 1.55 * INCH
    dice_label_lines: int = 3  # a longer box name is cut short, with a note
    dice_max_column: float = 1.5 * INCH
    dice_min_row: float = 0.29 * INCH
    dice_max_row: float = 0.4 * INCH
    dice_value: float = 11.0
    dice_wrote: float = 8.5
    side_row: float = 0.4 * INCH  # a line of the Zombie tally
    summary_shares: tuple[float, ...] = (0.3, 0.2, 0.17, 0.21, 0.12)
    summary_row: float = 0.36 * INCH


@dataclass(frozen=True)
class PracticeLook:
    """Practice worksheets (portrait): numbered problems in a grid with answer boxes, and compact keys."""

    title_size: float = 16
    instructions_size: float = 10
    columns: int = 2
    gap: float = 8.0  # between the header, the instructions and the grid
    max_row: float = 1.9 * INCH
    number_size: float = 12  # "3." before a problem
    number_width: float = 0.38 * INCH
    prompt_size: float = 10.5
    prompt_lines: int = 3
    die: float = 0.3 * INCH  # a die drawn with a place-value problem
    die_gap: float = 4.0
    die_size: float = 13
    die_weight: float = 1.2
    die_corner: float = 3.0
    label_size: float = 8.0  # over an answer box
    answer_box: float = 0.4 * INCH  # more than 8 mm, for handwriting
    box_gap: float = 8.0  # between two answer boxes
    box_weight: float = 1.2
    #: The answer key: several students a page, each under their name and code.
    key_heading_size: float = 10.5
    key_size: float = 8.5
    key_lines: int = 3
    key_gap: float = 12.0  # between two students' keys
    key_title_size: float = 14
    card_qr: float = 0.75 * INCH  # on each Zombie question card


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
    code_size: float = 12  # the game a card is for, beside its code
    code_text_size: float = 9.5

    grid_weight: float = 0.9  # lines between rows and columns
    section_weight: float = 2.0  # between the upper and lower sections, above totals
    outline_weight: float = 2.4  # round each table
    field_weight: float = 0.9  # the line a name or date is written on
    cut_weight: float = 0.8  # dashed line between two cards on a page

    min_row: float = 8 * MM  # room for a child's handwriting
    max_row: float = 0.5 * INCH
    chart_header_row: float = 0.5 * INCH  # two lines of a name
    card_header_row: float = 0.32 * INCH  # two lines of "Game 1" when columns are narrow
    field_row: float = 0.36 * INCH
    code_row: float = 17.0  # the line with a card's game and code, under the title
    code_gap: float = 0.25 * INCH  # from the game to its code
    header_gap: float = 7.0  # from the last line of fields to the table
    field_split: float = 0.55  # a second field on a line starts this far across
    field_gap: float = 12.0  # between a line's two fields
    label_gap: float = 6.0  # from a field's label to its line
    value_lift: float = 3.0  # a label or value above its line, and in from the line's ends
    hint_gap: float = 1.0  # between a box's name and its hint
    padding: float = 4.0
    qr_size: float = 1.0 * INCH  # quiet zone included: about 0.75 in of code
    qr_gap: float = 8.0  # between the QR code and the lines beside it

    label_column_min: float = 1.7 * INCH
    card_label_column_max: float = 2.4 * INCH  # one card a page; two a page take what one-line hints need
    chart_label_column_max: float = 1.95 * INCH  # a chart's rows are tall: long hints take two lines
    card_min_column: float = 15 * MM  # a box a child writes a score in, on a student card
    max_column: float = 1.35 * INCH
    chart_players_per_page: int = 6
    card_gutter: float = 0.5 * INCH  # between two cards on one page

    pv: PlaceValueLook = PlaceValueLook()
    zombie: ZombieLook = ZombieLook()
    key: KeyLook = KeyLook()
    practice: PracticeLook = PracticeLook()

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
