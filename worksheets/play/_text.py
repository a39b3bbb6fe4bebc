"""The words of play, from ``templates/play/``: refusals as ``IllegalMoveError``, results as sentences."""

from __future__ import annotations

from functools import lru_cache
from typing import Callable

from ..errors import IllegalMoveError
from ..templating import macro

REFUSALS = "play/refusals.j2"
RESULTS = "play/results.j2"


@lru_cache(maxsize=None)
def _macro(template: str, name: str) -> Callable[..., str]:
    return macro(template, name)


def refusal(name: str, /, **context) -> IllegalMoveError:
    """The error for a refused move; its message is the reason the player is shown."""
    return IllegalMoveError(_macro(REFUSALS, name)(**context))


def say(name: str, /, **context) -> str:
    """One sentence of a result (``templates/play/results.j2``)."""
    return _macro(RESULTS, name)(**context)
