"""What one test run makes once and all its workers use: a solved game, a built sdist."""

from __future__ import annotations

import fcntl
import os
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator


@contextmanager
def shared_folder(tmp_path_factory, name: str) -> Iterator[Path]:
    """The folder ``name`` in this run's temporary folder, which every xdist worker of the run shares (never an
    earlier run's), held under a lock: the first worker to ask makes what goes in it, the others wait, then find
    it made."""
    base = tmp_path_factory.getbasetemp()
    shared = base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base
    folder = shared / name
    folder.mkdir(exist_ok=True)
    with open(shared / f"{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield folder
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)
