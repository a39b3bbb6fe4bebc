"""Checking filled sheets (SPEC section 2 and ``worksheets check``): every entry judged, the winners found.

>>> from worksheets.check import check_paths, sheet_text
>>> verdicts = check_paths(["game.csv"])                      # doctest: +SKIP
>>> print(sheet_text(verdicts.sheets[0]))                     # doctest: +SKIP

Modules, in the order a sheet goes through them: ``files`` (the sheets named,
folders listed, each file read by its kind) into ``sheets`` (the one table, ``Sheet``: ``table_sheet`` reads
CSV and .xlsx tables into it, ``json_sheet`` JSON; ``readings`` a second file of readings aloud), ``infer``
(which game), ``pv_verdict`` (place value, through
``worksheets.place_value.compare_game``), ``dice_sheet`` (a Yahtzee-family
sheet read into the cards of ``dice_card``), ``dice_verdict`` (the cards judged; ``totals_verdict``: a card of
totals only), ``zombie``
(teams against the zombie), ``grouping`` (a note on numbers grouped as ``6.341``), ``shape`` (a workbook's games, a table turned on its side), ``formulas`` (an .xlsx formula with no value saved,
hidden rows and columns), ``checker`` (the whole call), ``played`` (a match played on screen, checked as its
cards), ``report`` (JSON and terminal text). The library never prints.
"""

from .checker import CheckOptions, ClassVerdict, SheetVerdict, Unusable, check_file, check_paths, check_sheet
from .dice_sheet import check_dice_sheet
from .dice_card import BoxEntry, BoxVerdict, CardVerdict, DiceVerdict, Problem, WrittenCard, WrittenTotals
from .dice_verdict import judge_card, judge_dice_game
from .files import input_files, read_sheet, sheet_files
from .infer import GameChoice, choose_game, game_from_code
from .pv_verdict import check_place_value
from .report import sheet_json, sheet_text, summary_json, summary_text
from .readings import with_readings
from .json_sheet import parse_json
from .sheets import Sheet, SheetRow
from .table_sheet import parse_csv
from .zombie import ZombieVerdict, check_zombie_sheet

__all__ = [
    "CheckOptions", "ClassVerdict", "SheetVerdict", "Unusable", "check_file", "check_paths", "check_sheet",
    "BoxEntry", "BoxVerdict", "CardVerdict", "DiceVerdict", "Problem", "WrittenCard", "WrittenTotals",
    "check_dice_sheet", "judge_card", "judge_dice_game",
    "GameChoice", "choose_game", "game_from_code",
    "check_place_value",
    "sheet_json", "sheet_text", "summary_json", "summary_text",
    "Sheet", "SheetRow", "input_files", "parse_csv", "parse_json", "read_sheet", "sheet_files", "with_readings",
    "ZombieVerdict", "check_zombie_sheet",
]
