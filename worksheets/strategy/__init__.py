"""The exact optimal-strategy engine: expected scores, ranked options and box averages for any game of boxes.

Optimal *solitaire* play: each choice maximises the expected final grand total,
not the chance of beating a rival. How it works and its limits: docs/strategy.md.
numpy is imported only inside this package.
"""

from .averages import EXTRA_BONUS_KEY, UPPER_BONUS_KEY
from .model import StrategyLimitError
from .position import beyond_engine
from .strategy import Advice, Option, Strategy, optimal_move, strategy_for

__all__ = [
    "Advice", "EXTRA_BONUS_KEY", "Option", "Strategy", "StrategyLimitError", "UPPER_BONUS_KEY",
    "beyond_engine", "optimal_move", "strategy_for",
]
