"""``worksheets key CODE``: rebuild a printed sheet, and its answer key, from the code on it."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional

import typer

from cli.options import Json, Paper
from cli.shell import echo_json_lines, handles_errors
from worksheets.render.choices import DEFAULT_PAPER


def register(app: typer.Typer) -> None:
    @app.command("key")
    @handles_errors(destination="--output")
    def key_command(
        ctx: typer.Context,
        codes: Annotated[list[str], typer.Argument(
            help="Sheet codes as printed, such as 1900-0400-0001-03 (13 symbols on sheets printed before, "
                 "such as 1900-0400-0001-0); dashes or spaces between the groups, or none (1900 0400 0001 03 "
                 "is one code).")],
        as_json: Json = False,
        output: Annotated[
            Optional[Path],
            typer.Option("--output", "-o", "--pdf",
                         help="Also write a PDF of the sheets each code names, drawn as they were printed: the blank "
                              "cards and answer key of place-value codes (several in one PDF), or the blank "
                              "scorecards or Zombie pack of one code, or one practice sheet and its key; its path is "
                              "printed on stderr. The code does not hold the paper: give --paper a4 for sheets "
                              "printed on A4.",
                         show_default=False),
        ] = None,
        paper: Paper = DEFAULT_PAPER,
        rules_file: Annotated[
            Optional[str],
            typer.Option("--rules", "-r", help="The rules file (.toml) the sheets were printed from, for a code of a "
                                               "teacher's own rules: it is checked against the code. A "
                                               "place-value file gives the key its title.",
                         show_default=False),
        ] = None,
    ) -> None:
        """Rebuild the answer key of a printed sheet from the code on it.

        Place-value cards and practice sheets get their answer key. Scorecards
        and Zombie packs have no answer key yet: their code rebuilds the blank
        sheets.

        Example: worksheets key 1900-0400-0001-03 -o key.pdf
        """
        from worksheets.codes import doubts, split_codes
        from worksheets.render.keys import key_for, write_keys_pdf
        from worksheets.render.style import style_for
        from worksheets.templating import macro
        from cli.options import rules_named

        source = ctx.get_parameter_source("paper")
        told_paper = source is not None and source.name != "DEFAULT"
        style = style_for(paper)
        rules = rules_named(rules_file) if rules_file is not None else None
        typed = split_codes(codes)
        keys = [key_for(code, rules=rules) for code in typed]
        for doubt in (doubt for code in typed for doubt in doubts(code)):  # what one slip could have made
            typer.echo(f"Note: {doubt}", err=True)
        written = None
        if output is not None:  # written first: a PDF that cannot be written leaves no key half printed
            inputs = [rules.path] if rules is not None and rules.path is not None else []
            written = write_keys_pdf(keys, style, output, inputs=inputs, paper=paper)
        if as_json:
            echo_json_lines(key.json() for key in keys)
        else:
            typer.echo("\n\n".join(key.text() for key in keys))
        if written is not None:
            typer.echo(str(written), err=True)
            if not told_paper:  # a code does not hold the paper its sheets were printed on
                typer.echo(macro("keys/notes.j2", "paper_note")(DEFAULT_PAPER), err=True)
