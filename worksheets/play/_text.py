"""The words of play, from ``templates/play/``: refusals as ``IllegalMoveError``, results as sentences."""

from __future__ import annotations

from ..errors import IllegalMoveError
from ..templating import macro

REFUSALS = "play/refusals.j2"
RESULTS = "play/results.j2"


def refusal(name: str, /, **context) -> IllegalMoveError:
    """The error for a refused move; its message is the reason the player is shown."""
    return IllegalMoveError(macro(REFUSALS, name)(**context))


def say(name: str, /, **context) -> str:
    """One sentence of a result (``templates/play/results.j2``)."""
    return macro(RESULTS, name)(**context)
