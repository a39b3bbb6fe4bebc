"""The words of the checker's reports: macros of the templates in ``templates/check/``.

Every sentence the checker produces (notes, problems, verdicts, headings) is a
macro; the library calls ``say_in(template, macro, ...)`` and never writes the
words itself.
"""

from __future__ import annotations

from ..templating import macro

NOTES = "check/notes.j2"
PROBLEMS = "check/problems.j2"
REPORT = "check/report.j2"


def say_in(template: str, macro_name: str, /, **context) -> str:
    """The text of macro ``macro_name`` of ``template``."""
    return macro(template, macro_name)(**context)
