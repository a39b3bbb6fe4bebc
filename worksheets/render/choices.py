"""What a teacher can choose for a sheet's page: paper sizes and scorecard layouts, with their defaults.

Kept apart from ``style`` (all the page geometry) so that the command line can
show the choices in ``--help`` without building the style.
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Mapping

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
#: Game columns on a student's card: more would not leave score boxes wide enough to write in.
DEFAULT_GAMES = 3
MAX_GAMES = 6
