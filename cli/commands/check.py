"""``worksheets check``: adjudicate filled sheets, one file, several, or a folder."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Callable, Iterable, Optional

import typer

from cli.options import Json
from cli.shell import echo_json_lines, fail, handles_errors
from worksheets.render.style import DEFAULT_PAPER, PAPERS, style_for

if TYPE_CHECKING:
    from worksheets.check import ClassVerdict


def _pdf_target(pdf: str, inputs: list[Path]) -> Path:
    """Where the comparison key would go, refused when it is one of the sheets being read."""
    target = Path(pdf)
    for path in inputs:
        if target.exists() and path.exists() and target.resolve() == path.resolve():
            raise fail(f"--pdf {pdf}: that is one of the sheets being checked; an input file is never written over")
    if target.suffix.lower() != ".pdf":
        raise fail(f"--pdf {pdf}: the key is a PDF file; give a name ending in .pdf")
    return target


def _key_writer(paper: str = DEFAULT_PAPER, inputs: Iterable[Path] = ()) -> Callable[[Path, "ClassVerdict"], Path]:
    """The printable comparison key (issue 4, item 5, ``--pdf``): ``write(target, verdicts)``.

    ``write`` draws every sheet's verdict on ``paper`` and writes the PDF atomically, never
    over one of ``inputs``; a name the font cannot print stops it before any file is opened.
    The paper is checked here, before any sheet is read.
    """
    from worksheets.render.check_key import write_check_key

    style = style_for(paper)
    sources = tuple(inputs)

    def write(target: Path, verdicts: ClassVerdict) -> Path:
        return write_check_key(verdicts, style, target, inputs=sources)

    return write


def _inputs(files: list[str], readings: str | None) -> list[Path]:
    """Every file the call reads: the sheets, a --readings file, and NAME.readings.csv files beside the sheets."""
    from worksheets.check import sheet_files
    from worksheets.check.sheets import readings_file_for

    sheets = sheet_files(files)
    found = [*sheets, *([Path(readings)] if readings else [])]
    found += [beside for beside in map(readings_file_for, sheets) if beside is not None]
    return found


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
            Optional[str],
            typer.Option("--pdf", help="Also write the printable comparison key to this PDF: every number circled, "
                         "struck through or read in words, each card's totals and problems, the winners."),
        ] = None,
        paper: Annotated[
            str, typer.Option("--paper", help=f"Paper size of the --pdf key: {' or '.join(PAPERS)}.")
        ] = DEFAULT_PAPER,
        as_json: Json = False,
    ) -> None:
        """Check completed sheets: every entry judged, the winners, the numbers in words, the students' own sums.

        A sheet is a CSV or JSON file with the category or box in the first column and one column per player.

        Several files or a folder give a verdict each and a class summary (--json: JSON Lines, summary last).

        Example: worksheets check game.csv --pdf key.pdf
        """
        from worksheets.check import CheckOptions, check_paths, sheet_json, sheet_text
        from worksheets.check import summary_json, summary_text
        from worksheets.rules import find_rules

        style_for(paper)  # an unknown paper is refused with or without --pdf
        writer = None
        if pdf is not None:
            inputs = _inputs(files, readings)
            _pdf_target(pdf, inputs)
            writer = _key_writer(paper, inputs)
        rules = find_rules(rules_name) if rules_name is not None else None
        options = CheckOptions(rules=rules, digits=digits, dice=dice, style=style, lang=lang)
        verdicts = check_paths(files, options, readings)
        written = writer(Path(pdf), verdicts) if writer is not None else None
        several = len(verdicts.sheets) > 1
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

