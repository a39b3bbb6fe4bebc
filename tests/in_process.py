"""Running the whole command line in-process, its result told as a child process's would be.

A child process costs a fresh interpreter and every import (most of a second a run); in-process the
command runs through the same Typer app that ``main`` calls. Tests about the process itself (exit codes of
a real interpreter, signals, a real standard input or terminal, the entry point script) run a child.
"""

from __future__ import annotations

import os
import traceback
from pathlib import Path
from types import SimpleNamespace

from typer.testing import CliRunner

from cli.app import app


def worksheets(*args: str, cwd: Path | None = None, input: str | bytes | None = None) -> SimpleNamespace:
    """``worksheets ARGS`` (in ``cwd``, if given, as a child's working folder): ``returncode``, ``stdout`` and
    ``stderr``. An exception that escaped the command (a crash) shows as its traceback on stderr, with exit
    code 1, as the interpreter would print it."""
    here = Path.cwd()
    if cwd is not None:
        os.chdir(cwd)
    try:
        result = CliRunner().invoke(app, list(args), input=input)
    finally:
        os.chdir(here)
    crash = None if isinstance(result.exception, (SystemExit, type(None))) else result.exception
    if crash is None:
        return SimpleNamespace(returncode=result.exit_code, stdout=result.stdout, stderr=result.stderr)
    told = "".join(traceback.format_exception(crash))
    return SimpleNamespace(returncode=1, stdout=result.stdout, stderr=result.stderr + told)
