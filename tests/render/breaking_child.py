"""A PDF writer that fails halfway through the file's bytes, for ``test_interrupted_writes``: the child process
(``tests.forked``) patches the writer, then calls the command line's ``main``; nothing in the product knows."""

from __future__ import annotations

import os
import sys

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


def break_writer(fault: str) -> None:
    """In the child: every PDF written goes through ``BreaksHalfway`` with the fault named ("interrupt": Ctrl-C,
    "crash": an error, "none": no fault)."""
    import worksheets.render.kit as kit

    save = kit._save
    kit._save = lambda document, stream, style: save(document, BreaksHalfway(stream, FAULTS[fault]), style)
