"""``worksheets projector``: the dice game as a local web page for a classroom projector.

A second front end over the match engine (``worksheets.play``), beside the
terminal one (``cli/commands/play.py``). ``table`` holds the one match a server
plays, its random generator and a state version, and turns actions into the
engine's moves; ``app`` is the Starlette application (routes, the token, the
PDF of a finished game); ``static/`` holds every script, style and icon the
page loads, and ``templates/web/`` every word it shows. Nothing in the library
imports this package.
"""
