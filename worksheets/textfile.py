"""Reading a text file a teacher names, with one-line messages when it cannot be read."""

from __future__ import annotations

from pathlib import Path

from .errors import InputError


def read_text(path: str | Path, *, missing: type[InputError] | type[Exception] = InputError) -> str:
    """The file's text (UTF-8, a byte-order mark dropped); ``missing`` is raised when there is no file."""
    try:
        return Path(path).read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        raise missing(f"{path}: no such file") from None
    except IsADirectoryError:
        raise InputError(f"{path}: is a folder, not a file") from None
    except UnicodeDecodeError as exc:
        raise InputError(f"{path}: not UTF-8 text (byte {exc.start + 1} cannot be read); save it as UTF-8") from None
    except OSError as exc:
        raise InputError(f"{path}: cannot be read ({exc.strerror})") from None
