"""What the fork server of ``tests.forked`` loads before it forks a child: the commands the tests run, with what
each loads the first time it runs in a process (the presets read, the fonts registered, Jinja2's
environment made).

Each child forked from it would load them again otherwise: a test that forks a dozen children would load them a
dozen times. This module is imported by the fork server only, never by the tests' own process.
"""

from __future__ import annotations

from importlib import import_module

import cli.app
from worksheets.render.fonts import register_fonts, reportlab_defaults
from worksheets.rules import preset, preset_names
from worksheets.templating import _environment

#: The commands that the tests run in a forked child.
for _command in ("check", "key", "practice", "rules", "score", "scorecard", "zombie"):
    import_module(f"cli.commands.{_command}")
for _module in ("worksheets.request", "worksheets.practice", "worksheets.render.sheets",
                "worksheets.render.practice_sheets", "worksheets.render.place_value_cards",
                "worksheets.render.check_key", "worksheets.render.zombie_questions", "worksheets.render.scorecards"):
    import_module(_module)

for _name in preset_names():
    preset(_name)
reportlab_defaults()
register_fonts()
_environment()
