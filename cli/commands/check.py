"""``worksheets check``: adjudicate filled sheets, one file, several, or a folder."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Optional

import typer

from cli.options import Json
from cli.shell import echo_json_lines, fail, handles_errors


def _pdf_target(pdf: str, inputs: list[Path]) -> Path:
    """Where the comparison key would go, refused when it is one of the sheets being read."""
    target = Path(pdf)
    for path in inputs:
        if target.exists() and path.exists() and target.resolve() == path.resolve():
            raise fail(f"--pdf {pdf}: that is one of the sheets being checked; an input file is never written over")
    if target.suffix.lower() != ".pdf":
        raise fail(f"--pdf {pdf}: the key is a PDF file; give a name ending in .pdf")
    return target


def _key_writer():
    """Hook for the printable comparison key (issue 4, item 5, ``--pdf``).

    The drawing code is being written separately. When it lands, return a function
    ``write(target: Path, verdicts: ClassVerdict) -> None`` that draws every sheet's
    verdict (``verdicts.sheets``: categories, entries with reasons and words, winners)
    and writes the PDF atomically. Until then ``--pdf`` is refused before any work is done.
    """
    from worksheets.errors import NotAvailableError

    raise NotAvailableError("--pdf: the printable comparison key is not available yet; "
                            "run without --pdf to see the verdict")


def register(app: typer.Typer) -> None:
    @app.command("check")
    @handles_errors
    def check_command(
        files: Annotated[list[str], typer.Argument(help="Filled sheets: CSV or JSON files, or folders of them.",
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
        style: Annotated[str, typer.Option("--style", help="Number words: us or uk.")] = "us",
        lang: Annotated[
            Optional[str], typer.Option("--lang", help="Number words in another language, such as es.")
        ] = None,
        pdf: Annotated[
            Optional[str], typer.Option("--pdf", help="Also write the printable comparison key (not available yet).")
        ] = None,
        as_json: Json = False,
    ) -> None:
        """Check completed sheets: every entry judged, the winners, the numbers in words, the students' own sums.

        A sheet is a CSV or JSON file with the category or box in the first column and one column per player.

        Several files or a folder give a verdict each and a class summary (--json: JSON Lines, summary last).

        Example: worksheets check game.csv
        """
        from worksheets.check import CheckOptions, check_paths, sheet_files, sheet_json, sheet_text
        from worksheets.check import summary_json, summary_text
        from worksheets.rules import find_rules

        writer = None
        if pdf is not None:
            _pdf_target(pdf, sheet_files(files) + ([Path(readings)] if readings else []))
            writer = _key_writer()
        rules = find_rules(rules_name) if rules_name is not None else None
        options = CheckOptions(rules=rules, digits=digits, dice=dice, style=style, lang=lang)
        verdicts = check_paths(files, options, readings)
        if writer is not None:
            writer(Path(pdf), verdicts)
        several = len(verdicts.sheets) > 1
        if as_json:
            objects = [sheet_json(v) for v in verdicts.sheets]
            if several:
                objects.append(summary_json(verdicts))
            echo_json_lines(objects)
            return
        parts = [sheet_text(v) for v in verdicts.sheets]
        if several:
            parts.append(summary_text(verdicts))
        typer.echo("\n\n".join(parts))

