"""Writing finished files safely, and where they go by default.

A file is written to a temporary file in the folder it belongs in and then
renamed over the destination in one step, so a crash leaves the old file or
the new one, never half of one; on any error (Ctrl-C too) the temporary file
is removed, and so is a folder made for the file.
A path that is one of the run's input files is never written over. A
destination that is a symbolic link is replaced by the new file (the rename
replaces the link itself), so a link never leads a write anywhere else.

Default file names are made only of ASCII letters, digits and hyphens taken
from the rule set, the kind of sheet, the class and the paper, each part cut
to a length, so a class called "../x", "CON" or a whole sentence still gives
a short name inside ``output/`` that every operating system accepts.
"""

from __future__ import annotations

import os
import re
import secrets
from pathlib import Path
from typing import BinaryIO, Callable, Iterable

from ..errors import InputError

#: Default destination folder, relative to the current working directory.
OUTPUT_DIR = Path("output")
#: Longest part of a default file name taken from the class.
MAX_CLASS_PART = 24
#: Longest part of a default file name taken from a rule set's or a kind's name.
MAX_NAME_PART = 40
#: Names Windows reserves for devices, whatever follows the dot: never a whole default file name.
WINDOWS_RESERVED = frozenset({"con", "prn", "aux", "nul", *(f"com{n}" for n in range(10)),
                              *(f"lpt{n}" for n in range(10))})


def _part(text: str, longest: int, *, lower: bool = True) -> str:
    """ASCII letters, digits and single hyphens only, at most ``longest`` characters."""
    text = text.lower() if lower else text
    return re.sub(r"[^A-Za-z0-9]+", "-", text).strip("-")[:longest].strip("-")


def _slug(text: str) -> str:
    return _part(text, MAX_NAME_PART) or "sheets"


def safe_file_name(stem: str, suffix: str = ".pdf") -> str:
    """``stem`` + ``suffix`` as a file name any system accepts: no separators, no "..", not a reserved
    Windows device name (such as CON or COM1), not over-long."""
    stem = _part(stem, 3 * MAX_NAME_PART + MAX_CLASS_PART, lower=False) or "sheets"
    if stem.split(".")[0].lower() in WINDOWS_RESERVED:
        stem = f"{stem}-sheets"
    return f"{stem}{suffix}"


def default_output(kind: str, rules_name: str, paper: str, *, class_name: str = "", suffix: str = ".pdf") -> Path:
    """``output/<rules>-<kind>[-<class>]-<paper>.pdf``, e.g. ``output/classic-scorecards-5B-letter.pdf``:
    the class in the name, so one class's sheets do not replace another's."""
    group = _part(class_name, MAX_CLASS_PART, lower=False)
    stem = f"{_slug(rules_name)}-{_slug(kind)}{'-' + group if group else ''}-{_slug(paper)}"
    return OUTPUT_DIR / safe_file_name(stem, suffix)


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
    if path.is_dir() and not path.is_symlink():  # a link is replaced, never followed
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
    made = [f for f in (folder, *folder.parents) if not f.exists()] if create_folder else []
    if create_folder:
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise InputError(f"{folder}: cannot create the folder ({exc.strerror})") from None
    elif not folder.is_dir():
        raise InputError(f"{path}: the folder {folder} does not exist")
    try:
        _write_through_temporary(path, write)
    except BaseException:
        for created in made:  # deepest first; a folder something else has written into stays
            try:
                created.rmdir()
            except OSError:
                break
        raise
    return path


#: How the temporary file is opened: made new (never an existing file or a link), binary on Windows.
_CREATE = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)


def _write_through_temporary(path: Path, write: Callable[[BinaryIO], None]) -> None:
    folder = path.parent
    # The name is chosen before the file is made, so a Ctrl-C arriving just as it is made still
    # knows what to remove (tempfile returns the name only after making the file).
    temporary = folder / f".{path.name}.{secrets.token_hex(6)}.tmp"
    try:
        descriptor = os.open(temporary, _CREATE, 0o666)  # the umask applies, as for any new file
    except PermissionError:
        raise InputError(f"{path}: cannot be written: the folder {folder} is not writable "
                         "(choose another folder with --output)") from None
    except OSError as exc:  # FileExistsError too: that file is someone else's, left alone
        raise InputError(f"{path}: cannot be written ({exc.strerror})") from None
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise
    try:
        with open(descriptor, "wb") as handle:
            write(handle)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temporary, path)
    except BaseException as exc:
        temporary.unlink(missing_ok=True)
        if isinstance(exc, OSError):
            raise InputError(f"{path}: cannot be written ({exc.strerror or exc})") from None
        raise
