"""``worksheets key CODE``: rebuild a printed sheet's answer key from its code."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional

import typer

from cli.options import Json
from cli.shell import echo_json_lines, handles_errors
from worksheets.render.style import DEFAULT_PAPER, PAPERS


def register(app: typer.Typer) -> None:
    @app.command("key")
    @handles_errors
    def key_command(
        codes: Annotated[list[str], typer.Argument(help="Sheet codes as printed, such as 1500-0400-001A-C.")],
        as_json: Json = False,
        output: Annotated[
            Optional[Path],
            typer.Option("--output", "-o", "--pdf",
                         help="Also write a PDF of each code's blank cards and answer key, drawn as the class set "
                              "printed them; its path is printed on stderr.", show_default=False),
        ] = None,
        paper: Annotated[str, typer.Option("--paper", help=f"Paper size of the PDF: {' or '.join(PAPERS)}.")]
        = DEFAULT_PAPER,
    ) -> None:
        """Rebuild the answer key of a printed sheet from the code on it.

        Example: worksheets key 1500-0400-001A-C -o key.pdf
        """
        from worksheets.numbers import format_chance, format_number
        from worksheets.place_value.sheets import sheet_from_code
        from worksheets.render.style import style_for
        from worksheets.templating import render

        style = style_for(paper)
        sheets = [sheet_from_code(code) for code in codes]
        written = None
        if output is not None:  # written first: a PDF that cannot be written leaves no key half printed
            from worksheets.render.place_value_cards import write_place_value
            from worksheets.render.place_value_model import build_key_cards

            written = write_place_value(build_key_cards(sheets), style, output)
        if as_json:
            echo_json_lines({
                "code": sheet.code, "game": sheet.number, "digits": sheet.game.digits, "dice": sheet.game.dice,
                "extended": sheet.extended,
                "categories": [{"category": row.category.phrase(), "greatest": row.greatest,
                                "example": row.example, "chance": str(row.chance)} for row in sheet.key],
            } for sheet in sheets)
        else:
            for index, sheet in enumerate(sheets):
                rows = [{"phrase": row.category.phrase(),
                         "greatest": "X" if row.greatest is None else format_number(row.greatest),
                         "example": "X" if row.example is None else format_number(row.example),
                         "chance": format_chance(row.chance)} for row in sheet.key]
                typer.echo(("\n" if index else "") + render("keys/place_value.txt.j2", sheet=sheet, rows=rows))
        if written is not None:
            typer.echo(str(written), err=True)
