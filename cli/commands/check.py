"""``worksheets check``: adjudicate filled sheets, one file, several, or a folder."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional

import typer

from cli.options import Json, Paper, WordsStyle, words_style
from cli.shell import echo_json_lines, handles_errors
from worksheets.render.choices import DEFAULT_PAPER

#: Exit code when several sheets were given and some could not be used: the others were judged and
#: reported, the class summary lists those that were not (docs/check-input.md).
EXIT_NOT_ALL_JUDGED = 3


def register(app: typer.Typer) -> None:
    @app.command("check")
    @handles_errors(destination="--pdf")
    def check_command(
        files: Annotated[list[str], typer.Argument(help="Filled sheets: CSV, JSON or .xlsx files, or folders of them.",
                                                   show_default=False)],
        rules_name: Annotated[
            Optional[str],
            typer.Option("--rules", "-r", help="The game: a preset (see `worksheets rules`) or a rules file (.toml). "
                         "Default: from the sheet's labels."),
        ] = None,
        readings: Annotated[
            Optional[str],
            typer.Option("--readings", help="What the players read aloud: a file laid out like the sheet "
                         "(one sheet only; or put NAME.readings.csv beside each sheet)."),
        ] = None,
        digits: Annotated[
            Optional[int], typer.Option("--digits", help="Place value: digits per number, 3 to 6 (default 4).")
        ] = None,
        dice: Annotated[
            Optional[str], typer.Option("--dice", help="Place value: d6 (faces 1-6, the default) or d10 (faces 0-9).")
        ] = None,
        style: WordsStyle = None,
        lang: Annotated[
            Optional[str], typer.Option("--lang", help="Number words in another language, such as es.")
        ] = None,
        pdf: Annotated[
            Optional[str],
            typer.Option("--pdf", help="Also write the printable comparison key to this PDF (or into this folder, "
                         "named after the first file or folder given): every number circled, struck through or read "
                         "in words, each card's totals and problems, the winners."),
        ] = None,
        sheet_name: Annotated[
            Optional[str],
            typer.Option("--sheet", show_default=False,
                         help="The sheet of an .xlsx workbook to check (default: every sheet holding a game)."),
        ] = None,
        paper: Paper = DEFAULT_PAPER,
        as_json: Json = False,
    ) -> None:
        """Check completed sheets: every entry judged, the winners, the numbers in words, the students' own sums.

        A sheet is a CSV, JSON or Excel (.xlsx) file with the category or box in the first column and one
        column per player.

        Several files or a folder give a verdict each and a class summary (--json: JSON Lines, summary last).
        A sheet among several that cannot be used is listed in the summary with the reason, the others are
        still judged, and the exit code is 3.

        Example: worksheets check game.csv --pdf key.pdf
        """
        from worksheets.check import CheckOptions, check_paths, input_files, sheet_json, sheet_text
        from worksheets.check import summary_json, summary_text
        from worksheets.render.output import check_destination, key_destination
        from worksheets.render.style import style_for
        from cli.options import rules_named

        page = style_for(paper)  # an unknown paper is refused with or without --pdf
        target = None if pdf is None else Path(pdf)
        if target is not None and target.is_dir() and not target.is_symlink() and files:  # as `scorecard -o` takes one
            target = key_destination(target, files[0], paper)
        inputs = input_files(files, readings)
        if target is not None:
            check_destination(target, inputs)  # before any sheet is read: a bad key name is refused at once
        rules = rules_named(rules_name) if rules_name is not None else None
        options = CheckOptions(rules=rules, digits=digits, dice=dice, style=words_style(style, lang), lang=lang)
        verdicts = check_paths(files, options, readings, sheet_name)
        written = None
        if target is not None:
            from worksheets.render.check_key import write_check_key

            written = write_check_key(verdicts, page, target, inputs=inputs)
        several = verdicts.given > 1
        if as_json:
            objects = [sheet_json(v) for v in verdicts.sheets]
            if several:
                objects.append(summary_json(verdicts))
            echo_json_lines(objects)
        else:
            parts = [sheet_text(v) for v in verdicts.sheets]
            if several:
                parts.append(summary_text(verdicts))
            typer.echo("\n\n".join(parts))
        if written is not None:
            typer.echo(str(written), err=True)  # where the key went, apart from the verdict (as `key -o` does)
        if not verdicts.complete:
            count = len(verdicts.unusable)
            typer.echo(f"Error: {count} of {verdicts.given} sheets could not be checked "
                       f"({', '.join(u.source for u in verdicts.unusable)}); the class summary says why", err=True)
            raise typer.Exit(EXIT_NOT_ALL_JUDGED)

