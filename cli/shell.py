"""What every command shares: one-line errors, exit codes, help that flows, and output helpers.

The library raises ``WorksheetError``; here it becomes ``Error: …`` on stderr
and exit code 2, with no traceback. Click's own usage errors are folded into
the same one-line form.
"""

from __future__ import annotations

import functools
import sys
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator

import typer
from typer.core import TyperGroup

from worksheets.errors import OutputFolderError, WorksheetError

#: Exit code for input that cannot be used.
EXIT_BAD_INPUT = 2
#: More cards than this show a progress bar while they are drawn.
PROGRESS_FROM = 50

# Typer re-exports BadParameter but not its bases; reaching them through it
# works whether Typer bundles Click or depends on it.
_CommandLineError = next(c for c in typer.BadParameter.__mro__ if c.__name__ == "ClickException")


def fail(message: str) -> typer.Exit:
    """Print ``message`` as one line on stderr and return the exit to raise."""
    typer.echo(f"Error: {' '.join(str(message).split())}", err=True)
    return typer.Exit(EXIT_BAD_INPUT)


def given_class(value: str | None) -> str:
    """``--class`` as typed ("" when not given); given empty (``--class ""``, a script's unset variable), it is
    refused rather than taken as no class."""
    if value is not None and not value.strip():
        raise fail("--class is empty: give a class, such as --class 5B, or leave --class out")
    return value or ""


def printable(names):
    """``names`` (a roster read, or ``--players``) once the PDF font can draw each, with the place it was read;
    how the file was read is said on stderr."""
    from worksheets.render.fonts import check_names_drawable

    check_names_drawable(names, names.where)
    for note in names.notes:
        typer.echo(note, err=True)
    return names


def roster_names(roster: Path | None, sheet: str | None, class_name: str = ""):
    """The students of ``--roster`` (of ``class_name`` alone when the roster has a class column), ``printable``;
    None without a roster, where a ``--sheet`` is refused."""
    if roster is None:
        if sheet is not None:
            raise fail("--sheet names a sheet of an .xlsx --roster")
        return None
    from worksheets.roster import read_roster

    return printable(read_roster(roster, sheet, class_name))


def handles_errors(command: Callable | None = None, /, *, destination: str | None = None) -> Callable:
    """Turn the library's errors into one line on stderr and exit code 2.

    ``destination``: the option that names where the command writes its file (``--output``); a folder
    that cannot be written in then gets the hint to choose another with it. The library's message names
    no option, since it cannot know which command reached it."""

    def decorate(command: Callable) -> Callable:
        @functools.wraps(command)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            try:
                return command(*args, **kwargs)
            except OutputFolderError as exc:
                hint = f" (choose another folder with {destination})" if destination else ""
                raise fail(f"{exc}{hint}") from None
            except WorksheetError as exc:
                raise fail(str(exc)) from None

        return wrapper

    return decorate if command is None else decorate(command)


class OneLineErrors(TyperGroup):
    """A command group whose usage errors are one line, like every other error."""

    def main(self, args=None, prog_name=None, complete_var=None, standalone_mode=True, **extra):
        try:
            code = super().main(args, prog_name, complete_var, standalone_mode=False, **extra)
        except _CommandLineError as exc:
            hint = f" (see: {exc.ctx.command_path} --help)" if getattr(exc, "ctx", None) else ""
            name = getattr(exc, "option_name", "") or ""
            said = ' '.join(exc.format_message().split())
            if name[1:].isdigit():  # "-1" among a roll's dice: the command line reads it as an option
                said = f"{name} is below 0: a die shows 1 and up, and no number here is negative"
            typer.echo(f"Error: {said}{hint}", err=True)
            code = EXIT_BAD_INPUT
        except typer.Abort:
            typer.echo("Aborted.", err=True)
            code = 1
        if not standalone_mode:
            return code
        sys.exit(code or 0)


#: The start of a line that keeps a help paragraph's lines as written: an indent, a list item ("- ", "* ",
#: "• ", "1. ", "2) ") or Click's mark for a paragraph not to rewrap ("\b").
_KEPT_LINE = r"\s|[-*•]\s|\d+[.)]\s|\x08"


def flowing_help(text: str | None) -> str | None:
    """A command's help with each paragraph of prose on one line, so that it wraps to the terminal's width:
    the line breaks inside such a paragraph are only where its docstring was wrapped, and Typer would print
    them as they are. Paragraphs (set apart by blank lines) stay apart; a paragraph with a list item or an
    indented line (``_KEPT_LINE``) keeps its lines."""
    if not text:
        return text
    import inspect
    import re

    paragraphs = re.split(r"\n[ \t]*\n", inspect.cleandoc(text))
    kept = re.compile(_KEPT_LINE)
    return "\n\n".join(
        paragraph if any(kept.match(line) for line in paragraph.splitlines()) else " ".join(paragraph.split())
        for paragraph in paragraphs if paragraph.strip())


def flow_help(command: Any) -> Any:
    """``command`` (a Click command, or a group and all its commands) with help that flows (``flowing_help``)."""
    command.help = flowing_help(command.help)
    for sub in getattr(command, "commands", {}).values():
        flow_help(sub)
    return command


@contextmanager
def card_progress(total: int, label: str = "Drawing cards") -> Iterator[Callable[[int], None] | None]:
    """A progress bar on stderr while more than PROGRESS_FROM cards are drawn (or sheets made); None for fewer.

    It goes to stderr, and only to a terminal, so that the path printed on stdout
    stays the only output there and logs get no bar.
    """
    if total <= PROGRESS_FROM or not sys.stderr.isatty():
        yield None
        return
    with typer.progressbar(length=total, label=label, file=sys.stderr) as bar:
        yield bar.update


def echo_json_lines(objects: Iterable[dict]) -> None:
    """One JSON object per line (JSON Lines), keys in the order given."""
    import json  # here, so that `worksheets --help` does not load it

    for obj in objects:
        typer.echo(json.dumps(obj, ensure_ascii=False))
