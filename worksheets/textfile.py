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


def decode_spreadsheet_text(data: bytes, source: str, *, error: type[Exception], save_as: str) -> tuple[str, int | None]:
    """The text of a file a spreadsheet or an editor saved, and the row from which it was read as
    Windows-1252 (None when it is UTF-8 or UTF-16).

    UTF-16 needs its byte-order mark; UTF-8 may have one. A file that is neither is read as
    Windows-1252, what Excel on Windows saves as "CSV", and the caller notes it. ``error`` is
    raised for what is not text at all, ``save_as`` saying how to save it instead.
    """
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            return data.decode("utf-16"), None
        except UnicodeDecodeError:
            raise error(f"{source}: starts like UTF-16 text but cannot be read; {save_as}") from None
    if b"\x00" in data:
        raise error(f"{source}: is not a text file; {save_as}")
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        return data.decode("utf-8"), None
    except UnicodeDecodeError as exc:
        row = data[: exc.start].count(b"\n") + 1
    try:
        return data.decode("cp1252"), row
    except UnicodeDecodeError as exc:
        bad = data[exc.start: exc.start + 1].hex().upper()
        at = data[: exc.start].count(b"\n") + 1
        raise error(f"{source} row {at}: neither UTF-8 nor Windows-1252 text (byte 0x{bad}); {save_as}") from None
