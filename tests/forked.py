"""The command line run in a child process forked from a server that has imported it once.

A fresh Python for each child spends most of a second importing the command line, reportlab and Jinja2; a
fork of the server starts at once. Tests that need a process of its own use it: a command that could hang on
a pipe (the timeout kills it), one whose PDF writer is made to fail. The tests of how a fresh ``python``
starts (imports, Ctrl-C's signal disposition, a terminal on standard input) still run one.
"""

from __future__ import annotations

import multiprocessing
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Callable

#: What the server imports before it forks a child: the command line, the commands and what they load once.
PRELOAD = ["tests.forked_server"]


def _child(cwd: str, args: list[str], logs: str, prepare: Callable[..., None] | None, prepared: tuple) -> None:
    from cli.app import main

    stdin = Path(logs) / "stdin"
    os.dup2(os.open(stdin if stdin.exists() else os.devnull, os.O_RDONLY), 0)
    sys.stdin = open(0, closefd=False)  # multiprocessing gave the child a stdin of its own, on /dev/null
    for fd, name in ((1, "stdout"), (2, "stderr")):
        os.dup2(os.open(Path(logs) / name, os.O_WRONLY | os.O_CREAT | os.O_TRUNC), fd)
    os.chdir(cwd)
    if prepare is not None:
        prepare(*prepared)
    sys.argv = ["worksheets", *args]
    main()


def run_forked(cwd: Path, *args: str, input: str | None = None, timeout: float = 60,
               prepare: Callable[..., None] | None = None, prepared: tuple = ()) -> subprocess.CompletedProcess:
    """``worksheets ARGS`` in ``cwd`` in a forked child: its exit code and what it printed, as ``subprocess.run``
    gives them (``TimeoutExpired`` after ``timeout`` seconds). ``input``: text on its standard input (else
    nothing); ``prepare``: a module-level function the child calls with ``prepared`` before the command runs."""
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload(PRELOAD)
    with tempfile.TemporaryDirectory() as logs:  # away from ``cwd``, whose files a test may compare
        if input is not None:
            (Path(logs) / "stdin").write_text(input, encoding="utf-8")
        child = context.Process(target=_child, args=(str(cwd), list(args), logs, prepare, prepared))
        child.start()
        child.join(timeout)
        if child.exitcode is None:
            child.kill()
            child.join()
            raise subprocess.TimeoutExpired(["worksheets", *args], timeout)
        return subprocess.CompletedProcess(["worksheets", *args], child.exitcode,
                                           (Path(logs) / "stdout").read_text(encoding="utf-8"),
                                           (Path(logs) / "stderr").read_text(encoding="utf-8"))
