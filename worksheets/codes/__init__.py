"""Sheet codes: the short code printed on a sheet, from which the sheet and its answer key are rebuilt.

``format`` is how a code is written and checked (its symbols, its check symbols, the ``Code`` every kind is),
``kinds`` what each kind of sheet packs into its code, and ``reading`` how a code typed by a teacher is read
back. Everything a caller needs is named here.
"""

from __future__ import annotations

from ..rule_refs import PRESET_NUMBERS, RulesRef
from .format import CHECK_VERSION, CHECKS, KINDS, PAYLOAD_BITS, SIZES, VERSION, Code, register
from .kinds import (DRAWS_VERSION, KEEP_DRAWS_VERSION, KEEP_FILE_DRAWS_VERSION, LAYOUT_NUMBERS, MAX_CODE_GAMES,
                    MAX_FILE_PRACTICE_PROBLEMS, MAX_FILE_PRACTICE_SEED, MAX_GAME, MAX_PRACTICE_PROBLEMS,
                    MAX_PRACTICE_SEED, MAX_PRACTICE_STUDENT, MAX_SEED, PRACTICE_NUMBERS, PRACTICE_STYLES,
                    SCORING_DRAWS_VERSION, SCORING_SHARE_VERSION, KeepFileCode, PracticeCode, QuestionsCode,
                    ScorecardCode, SheetCode, ZombieCode, scorecard_code, zombie_code)
from .reading import EXAMPLE, clean, decode, decode_kind, doubts, read_or_none, split_codes
from ..errors import CodeError

__all__ = [
    "CHECK_VERSION", "CHECKS", "DRAWS_VERSION", "EXAMPLE", "KEEP_DRAWS_VERSION", "KEEP_FILE_DRAWS_VERSION", "KINDS",
    "LAYOUT_NUMBERS", "MAX_CODE_GAMES", "MAX_FILE_PRACTICE_PROBLEMS", "MAX_FILE_PRACTICE_SEED", "MAX_GAME",
    "MAX_PRACTICE_PROBLEMS", "MAX_PRACTICE_SEED", "MAX_PRACTICE_STUDENT", "MAX_SEED", "PAYLOAD_BITS",
    "PRACTICE_NUMBERS", "PRACTICE_STYLES", "PRESET_NUMBERS", "SCORING_DRAWS_VERSION", "SCORING_SHARE_VERSION", "SIZES",
    "VERSION", "Code", "CodeError", "KeepFileCode", "PracticeCode", "QuestionsCode", "RulesRef", "ScorecardCode",
    "SheetCode", "ZombieCode", "clean", "decode", "decode_kind", "doubts", "read_or_none", "register",
    "scorecard_code", "split_codes", "zombie_code",
]
