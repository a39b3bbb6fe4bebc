"""Writing finished files safely, and where they go by default.

A file is written to a temporary file in the folder it belongs in and then
renamed over the destination in one step, so a crash leaves the old file or
the new one, never half of one; on any error the temporary file is removed.
A path that is one of the run's input files is never written over.
"""

from __future__ import annotations

import os
import re
import tempfile
from pathlib import Path
from typing import BinaryIO, Callable, Iterable

from ..errors import InputError

#: Default destination folder, relative to the current working directory.
OUTPUT_DIR = Path("output")
#: Longest part of a default file name taken from the class.
MAX_CLASS_PART = 24


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-") or "sheets"


def default_output(kind: str, rules_name: str, paper: str, *, class_name: str = "", suffix: str = ".pdf") -> Path:
    """``output/<rules>-<kind>[-<class>]-<paper>.pdf``, e.g. ``output/classic-scorecards-5B-letter.pdf``:
    the class in the name, so one class's sheets do not replace another's."""
    group = re.sub(r"[^A-Za-z0-9]+", "-", class_name).strip("-")[:MAX_CLASS_PART]
    return OUTPUT_DIR / f"{_slug(rules_name)}-{_slug(kind)}{'-' + group if group else ''}-{_slug(paper)}{suffix}"


def _same_file(a: Path, b: Path) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:
        return a.resolve() == b.resolve()


def check_destination(path: Path, inputs: Iterable[str | Path] = (), *, suffix: str = ".pdf") -> None:
    """Refuse a destination that is an input file, a folder, or lacks the expected suffix."""
    for source in inputs:
        if _same_file(path, Path(source)):
            raise InputError(f"{path}: is an input file of this run, and an input file is never written over; "
                             "choose another output path")
    if path.is_dir():
        raise InputError(f"{path}: is a folder; give a file name, such as {path / ('sheets' + suffix)}")
    if path.suffix.lower() != suffix:
        raise InputError(f"{path}: the output file name must end in {suffix}")


def write_atomically(
    path: str | Path,
    write: Callable[[BinaryIO], None],
    *,
    inputs: Iterable[str | Path] = (),
    suffix: str = ".pdf",
    create_folder: bool = False,
) -> Path:
    """Write a file through ``write(stream)``, all at once or not at all; returns the path.

    ``inputs`` are the run's input files, which are never written over.
    ``create_folder`` makes the destination folder if it is missing (for the
    default ``output/``); otherwise a missing folder is an error.
    """
    path = Path(path)
    check_destination(path, inputs, suffix=suffix)
    folder = path.parent
    if create_folder:
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise InputError(f"{folder}: cannot create the folder ({exc.strerror})") from None
    elif not folder.is_dir():
        raise InputError(f"{path}: the folder {folder} does not exist")
    try:
        handle = tempfile.NamedTemporaryFile(dir=folder, prefix=f".{path.name}.", suffix=".tmp", delete=False)
    except OSError as exc:
        raise InputError(f"{path}: cannot be written ({exc.strerror})") from None
    temporary = Path(handle.name)
    try:
        with handle:
            write(handle)
            handle.flush()
            os.fsync(handle.fileno())
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(temporary, 0o666 & ~umask)
        os.replace(temporary, path)
    except BaseException as exc:
        temporary.unlink(missing_ok=True)
        if isinstance(exc, OSError):
            raise InputError(f"{path}: cannot be written ({exc.strerror or exc})") from None
        raise
    return path
