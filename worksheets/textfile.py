"""Reading a file a teacher names, with one-line messages when it cannot be read."""

from __future__ import annotations

from pathlib import Path

from .errors import InputError


def read_bytes(path: str | Path, *, error: type[Exception] = InputError, missing: type[Exception] | None = None,
               what: str = "file") -> bytes:
    """The file's bytes; ``error`` (``missing`` for a file that is not there) is raised with a
    one-line message naming the file when it cannot be read."""
    try:
        return Path(path).read_bytes()
    except FileNotFoundError:
        raise (missing or error)(f"{path}: no such file") from None
    except IsADirectoryError:
        raise error(f"{path}: is a folder, not a {what}") from None
    except OSError as exc:
        raise error(f"{path}: cannot be read ({exc.strerror})") from None


def read_text(path: str | Path, *, missing: type[Exception] = InputError) -> str:
    """The file's text (UTF-8, a byte-order mark dropped); ``missing`` is raised when there is no file."""
    data = read_bytes(path, missing=missing)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise InputError(f"{path}: not UTF-8 text (byte {exc.start + 1} cannot be read); save it as UTF-8") from None
