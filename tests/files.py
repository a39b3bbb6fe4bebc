"""Writing test input files as a spreadsheet or an editor leaves them."""

from __future__ import annotations

from pathlib import Path


def write(tmp_path: Path, name: str, content: str | bytes) -> Path:
    """``content`` in ``tmp_path / name``: text as UTF-8 with its line ends kept as given, bytes as they are."""
    path = tmp_path / name
    if isinstance(content, str):
        path.write_text(content, encoding="utf-8", newline="")
    else:
        path.write_bytes(content)
    return path
