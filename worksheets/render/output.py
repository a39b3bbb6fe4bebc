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

Distinct classes get distinct names. Two names count as the same class only
when they match after ``names.group_key``: Unicode case folding (5b is 5B, as on
Windows and macOS, where file names ignore case), composed and decomposed
accents alike, and each run of spaces and ASCII punctuation one separator
("Year 5 / Room 2" is "Year-5-Room-2"). A part whose ASCII letters say less
than that key (accents folded, other scripts dropped, or cut to length) ends
in ``--`` and a tag of eight hex digits from the SHA-256 of the key, so 5é is
``5e--…`` beside 5e's ``5e``, and 5Б and 5В differ. A name wholly of ASCII
letters, digits and punctuation that fits keeps its plain name; ``--`` appears
in no other name, so a plain name never equals a tagged one.
"""

from __future__ import annotations

import hashlib
import os
import re
import secrets
import unicodedata
from pathlib import Path
from typing import BinaryIO, Callable, Iterable

from ..errors import InputError, OutputFolderError
from ..names import group_key

#: Default destination folder, relative to the current working directory.
OUTPUT_DIR = Path("output")
#: Longest part of a default file name taken from the class (before its tag, if it has one).
MAX_CLASS_PART = 24
#: Longest part of a default file name taken from a rule set's or a kind's name (before its tag).
MAX_NAME_PART = 40
#: Hex digits of the tag that keeps apart names whose ASCII letters alone would match.
TAG_LENGTH = 8
#: Names Windows reserves for devices, whatever follows the dot: never a whole default file name.
WINDOWS_RESERVED = frozenset({"con", "prn", "aux", "nul", *(f"com{n}" for n in range(10)),
                              *(f"lpt{n}" for n in range(10))})
#: Latin letters NFKD leaves whole, spelled in ASCII for the readable part of a name.
_LATIN_SPELLINGS = str.maketrans({"ß": "ss", "ẞ": "SS", "æ": "ae", "Æ": "AE", "œ": "oe", "Œ": "OE",
                                  "ø": "o", "Ø": "O", "ł": "l", "Ł": "L", "đ": "d", "Đ": "D",
                                  "ð": "d", "Ð": "D", "þ": "th", "Þ": "TH", "ı": "i"})


def _part(text: str, *, lower: bool) -> str:
    """ASCII letters, digits and single hyphens only."""
    return re.sub(r"[^A-Za-z0-9]+", "-", text.lower() if lower else text).strip("-")


def _ascii_spelling(text: str) -> str:
    """``text`` with accents dropped (NFKD: é is e) and a few Latin letters spelled out (ß is ss)."""
    spelled = unicodedata.normalize("NFKD", unicodedata.normalize("NFC", text).translate(_LATIN_SPELLINGS))
    return "".join(c for c in spelled if not unicodedata.combining(c))


def _named_part(text: str, longest: int, *, lower: bool, fallback: str) -> str:
    """The readable ASCII part of a file name for ``text``, tagged when it says less than ``names.group_key``."""
    key = group_key(text)
    readable = _part(_ascii_spelling(text), lower=lower)
    if readable.lower() == key.replace(" ", "-") and len(readable) <= longest:
        return readable
    tag = hashlib.sha256(key.encode("utf-8")).hexdigest()[:TAG_LENGTH]
    return f"{readable[:longest].strip('-') or fallback}--{tag}"


def _slug(text: str) -> str:
    return _named_part(text, MAX_NAME_PART, lower=True, fallback="sheets") if group_key(text) else "sheets"


def _unreserved(stem: str) -> str:
    return f"{stem}-sheets" if stem.split(".")[0].lower() in WINDOWS_RESERVED else stem


#: The end of a kind of sheets printed with their answer keys: the teacher's copy, never the students'.
WITH_KEYS = "-with-keys"


def default_output(kind: str, rules_name: str, paper: str, *, class_name: str = "", suffix: str = ".pdf") -> Path:
    """``output/<rules>-<kind>[-<class>]-<paper>.pdf``, e.g. ``output/classic-scorecards-5B-letter.pdf``:
    the class in the name, so one class's sheets do not replace another's (5Б gives ``5--`` and a tag). A kind
    too long for a name is shortened and tagged, but keeps ``WITH_KEYS``: the teacher's copy is told by its name."""
    group = _named_part(class_name, MAX_CLASS_PART, lower=False, fallback="class") if group_key(class_name) else ""
    keys = WITH_KEYS if kind.endswith(WITH_KEYS) else ""
    stem = f"{_slug(rules_name)}-{_slug(kind.removesuffix(keys))}{keys}{'-' + group if group else ''}-{_slug(paper)}"
    return OUTPUT_DIR / f"{_unreserved(stem)}{suffix}"


def key_destination(folder: Path, first_input: str | Path, paper: str) -> Path:
    """Where a check key goes when a folder is given for it: named after the first sheet or folder checked,
    ``folder/<sheet>-key-<paper>.pdf``, so that two classes' keys do not replace each other."""
    stem = Path(first_input).stem or Path(first_input).resolve().name
    return folder / f"{_unreserved(_named_part(stem, MAX_NAME_PART, lower=False, fallback='sheets'))}-key-{_slug(paper)}.pdf"


def destination(output: Path | None, kind: str, rules_name: str, paper: str, *,
                class_name: str = "") -> tuple[Path, bool]:
    """Where to write, and whether missing folders may be made.

    No ``output``: the default name in ``output/``, made if missing. An existing
    folder: the default name inside it, as copying a file into a folder does.
    Anything else is the file to write, in a folder that must exist.
    """
    default = default_output(kind, rules_name, paper, class_name=class_name)
    if output is None:
        return default, True
    if output.is_dir():
        return output / default.name, False
    return output, False


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
    if not path.suffix and not path.exists():  # "-o out/" for a folder not made yet
        raise InputError(f"{path}: no such folder; give a folder that exists, or a file name ending in {suffix}")
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
            raise OutputFolderError(f"{folder}: cannot create the folder ({exc.strerror})") from None
    elif folder.exists() and not folder.is_dir():
        raise OutputFolderError(f"{path}: {folder} is a file, not a folder")
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
        raise OutputFolderError(f"{path}: cannot be written: the folder {folder} is not writable") from None
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
