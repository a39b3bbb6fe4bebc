"""``worksheets key CODE``: rebuild a printed sheet's answer key from its code."""

from __future__ import annotations

from typing import Annotated

import typer

from cli.options import Json
from cli.shell import echo_json_lines, handles_errors


def _chance(value) -> str:
    """'671/1296 (52%)': exact, and rounded for a quick read."""
    exact = "1" if value == 1 else f"{value.numerator}/{value.denominator}"
    return f"{exact} ({float(value):.0%})"


def register(app: typer.Typer) -> None:
    @app.command("key")
    @handles_errors
    def key_command(
        codes: Annotated[list[str], typer.Argument(help="Sheet codes as printed, such as 1500-0400-001A-C.")],
        as_json: Json = False,
    ) -> None:
        """Rebuild the answer key of a printed sheet from the code on it.

        Example: worksheets key 1500-0400-001A-C
        """
        from worksheets.numbers import format_number
        from worksheets.place_value.sheets import sheet_from_code
        from worksheets.templating import render

        sheets = [sheet_from_code(code) for code in codes]
        if as_json:
            echo_json_lines({
                "code": sheet.code, "game": sheet.number, "digits": sheet.game.digits, "dice": sheet.game.dice,
                "extended": sheet.extended,
                "categories": [{"category": row.category.phrase(), "greatest": row.greatest,
                                "example": row.example, "chance": str(row.chance)} for row in sheet.key],
            } for sheet in sheets)
            return
        for index, sheet in enumerate(sheets):
            rows = [{"phrase": row.category.phrase(),
                     "greatest": "X" if row.greatest is None else format_number(row.greatest),
                     "example": "X" if row.example is None else format_number(row.example),
                     "chance": _chance(row.chance)} for row in sheet.key]
            typer.echo(("\n" if index else "") + render("keys/place_value.txt.j2", sheet=sheet, rows=rows))
