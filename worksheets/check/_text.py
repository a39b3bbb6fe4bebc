"""The words of the checker's reports: macros of the templates in ``templates/check/``.

Every sentence the checker produces (notes, problems, verdicts, headings) is a
macro; the library calls ``say_in(template, macro, ...)`` and never writes the
words itself.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Callable

from ..templating import macro

NOTES = "check/notes.j2"
PROBLEMS = "check/problems.j2"
REPORT = "check/report.j2"


@lru_cache(maxsize=None)
def _macro(template: str, name: str) -> Callable[..., str]:
    return macro(template, name)


def say_in(template: str, macro_name: str, /, **context) -> str:
    """The text of macro ``macro_name`` of ``template`` (looked up once per process)."""
    return _macro(template, macro_name)(**context)
