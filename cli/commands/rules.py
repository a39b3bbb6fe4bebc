"""``worksheets rules``: list the presets, show one, or check a rules file."""

from __future__ import annotations

import json
from typing import Annotated, Optional

import typer

from cli.options import Json
from cli.shell import handles_errors


def register(app: typer.Typer) -> None:
    @app.command("rules")
    @handles_errors
    def rules_command(
        name: Annotated[Optional[str], typer.Argument(help="A preset name or a rules file (.toml).")] = None,
        as_json: Json = False,
    ) -> None:
        """List the rule sets, show one in full, or check your own rules file.

        Example: worksheets rules house
        """
        from worksheets.rules import find_rules, names_a_file, preset, preset_names
        from worksheets.templating import render

        if name is None:
            presets = [preset(n) for n in preset_names()]
            if as_json:
                typer.echo(json.dumps([r.as_json() for r in presets], ensure_ascii=False))
            else:
                typer.echo(render("rules/list.txt.j2", presets=presets))
            return
        rules = find_rules(name)
        if names_a_file(name):  # a teacher's file: its sheets must print too, or say why not now
            from worksheets.errors import InputError
            from worksheets.render.sheets import sheet_problem

            problem = sheet_problem(rules)
            if problem:
                problem = problem.removeprefix(f"{name}: ")
                raise InputError(f"{name}: the rules are valid, but their sheets cannot be printed: {problem}")
        if as_json:
            typer.echo(json.dumps(rules.as_json(), ensure_ascii=False))
            return
        best_play = None
        if names_a_file(name) and rules.boxes:  # a game of boxes; the presets' tables are shipped
            from worksheets.strategy import beyond_engine

            best_play = beyond_engine(rules)
        typer.echo(render("rules/details.txt.j2", rules=rules, checked=names_a_file(name), best_play=best_play))
