"""The command line run in a child process whose PDF writer fails halfway through the file's bytes
(``test_interrupted_writes``). Nothing in the product knows about it: the child patches the writer, then calls
the command line's ``main``.

The children are forked from a server that has imported the command line and the PDF kit once (a fresh Python
for each of them spent most of its second importing them)."""

from __future__ import annotations

import multiprocessing
import os
import sys
import tempfile
from pathlib import Path

#: What each child imports before its fork: the command line, the PDF kit and what they import.
PRELOAD = ["cli.app", "cli.shell", "worksheets.render.kit", "worksheets.templating", "worksheets.check"]
FAULTS = {"interrupt": KeyboardInterrupt, "crash": RuntimeError, "none": None}


class BreaksHalfway:
    """The temporary file as reportlab sees it: half of the first write lands on disk, then the fault."""

    def __init__(self, stream, fault):
        self._stream, self._fault = stream, fault

    def write(self, data):
        if self._fault is None:  # the control: every byte passes
            return self._stream.write(data)
        self._stream.write(data[: len(data) // 2])
        self._stream.flush()
        where = os.readlink(f"/proc/self/fd/{self._stream.fileno()}")  # the file behind the stream (Linux)
        print(f"fault after {os.fstat(self._stream.fileno()).st_size} bytes in {where}", file=sys.stderr)
        raise self._fault("while writing")

    def __getattr__(self, name):
        return getattr(self._stream, name)


def _child(folder: str, fault: str, args: list[str], stdout: str, stderr: str) -> None:
    import worksheets.render.kit as kit
    from cli.app import main

    for fd, path in ((1, stdout), (2, stderr)):
        os.dup2(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC), fd)
    os.chdir(folder)
    save = kit._save
    kit._save = lambda document, stream, style: save(document, BreaksHalfway(stream, FAULTS[fault]), style)
    sys.argv = ["worksheets", *args]
    main()


def run_breaking(folder: Path, fault: str, args: list[str]) -> tuple[int, str, str]:
    """(exit code, stdout, stderr) of ``worksheets ARGS`` run in ``folder`` with the writer failing as ``fault``
    says ("interrupt": Ctrl-C, "crash": an error, "none": no fault)."""
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload(PRELOAD)
    with tempfile.TemporaryDirectory() as logs:  # away from ``folder``, whose every file the test compares
        out, err = Path(logs) / "stdout", Path(logs) / "stderr"
        child = context.Process(target=_child, args=(str(folder), fault, args, str(out), str(err)))
        child.start()
        child.join(120)
        if child.exitcode is None:
            child.kill()
            child.join()
        return child.exitcode, out.read_text(encoding="utf-8"), err.read_text(encoding="utf-8")
