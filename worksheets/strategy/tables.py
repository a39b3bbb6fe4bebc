"""Solved tables on disk: the presets' tables shipped in the package, a teacher's rules cached.

A table holds the value of every stored state (``model.stored`` order) as
float32, the expected score from the empty card as float64, and the
fingerprint of what it was solved for. The fingerprint covers only what the
solver reads (dice, faces, rolls, each box's scorer in card order, the upper
bonus, the extra all-alike policy and points) and the table format, so Zombie,
played on classic cards, shares classic's table, and a change of a label or
title needs no new solve.

The values are stored with their bytes split into planes (all first bytes,
then all second bytes...) before compression: neighbouring states have close
values, so the planes of high bytes compress well.
"""

from __future__ import annotations

import hashlib
import io
import json
import os
import tempfile
from pathlib import Path

import numpy as np

from ..rules import RuleSet

#: Bump when the solver or the file layout changes what a table means: every table is then rebuilt.
FORMAT = 1
SHIPPED_DIR = Path(__file__).resolve().parent / "tables"


def scoring_document(rules: RuleSet) -> str:
    """What a table depends on, as canonical JSON."""
    document = {
        "format": FORMAT,
        "dice": rules.dice,
        "faces": rules.faces,
        "rolls": rules.rolls,
        "boxes": [[box.scorer.kind, {k: list(v) if isinstance(v, tuple) else v for k, v in box.scorer.params.items()}]
                  for box in rules.boxes],
        "upper-bonus": None if rules.upper_bonus is None else [rules.upper_bonus.threshold, rules.upper_bonus.points],
        "extra-yahtzee": rules.extra_policy.value,
        "extra-yahtzee-points": rules.extra_points,
    }
    return json.dumps(document, sort_keys=True, separators=(",", ":"))


def scoring_fingerprint(rules: RuleSet) -> str:
    """16 hex digits of SHA-256 over ``scoring_document``: a table's file name."""
    return hashlib.sha256(scoring_document(rules).encode("utf-8")).hexdigest()[:16]


def default_cache_dir() -> Path:
    """``$XDG_CACHE_HOME/worksheets``, else ``~/.cache/worksheets``."""
    base = os.environ.get("XDG_CACHE_HOME")
    return (Path(base) if base else Path.home() / ".cache") / "worksheets"


def table_name(fingerprint: str) -> str:
    return f"strategy-{fingerprint}.npz"


def encode(values: np.ndarray, expected: float, fingerprint: str, extras: dict[str, np.ndarray]) -> bytes:
    planes = np.ascontiguousarray(values.astype("<f4").view(np.uint8).reshape(-1, 4).T)
    buffer = io.BytesIO()
    np.savez_compressed(buffer, planes=planes, expected=np.float64(expected),
                        fingerprint=np.array(fingerprint), **extras)
    return buffer.getvalue()


def decode(data: bytes | Path, fingerprint: str) -> tuple[np.ndarray, float, dict[str, np.ndarray]] | None:
    """The values, expected score and extras of a table file; None if it is for another rule set or unreadable."""
    try:
        with np.load(io.BytesIO(data) if isinstance(data, bytes) else data, allow_pickle=False) as archive:
            if str(archive["fingerprint"]) != fingerprint:
                return None
            planes = archive["planes"]
            values = np.ascontiguousarray(planes.T).view("<f4").reshape(-1).astype(np.float64)
            extras = {k: archive[k] for k in archive.files if k not in ("planes", "expected", "fingerprint")}
            return values, float(archive["expected"]), extras
    except (OSError, ValueError, KeyError, EOFError):
        return None


def table_files(fingerprint: str, cache_dir: Path | None = None) -> list[Path]:
    """The files that may hold the table: a shipped one, then one in the cache (``default_cache_dir`` unless
    ``cache_dir`` is given)."""
    return [path for folder in (SHIPPED_DIR, cache_dir or default_cache_dir())
            if (path := folder / table_name(fingerprint)).is_file()]


def find_table(fingerprint: str, cache_dir: Path | None):
    """A shipped table, else a cached one, else None."""
    for path in table_files(fingerprint, cache_dir):
        found = decode(path, fingerprint)
        if found is not None:
            return found
    return None


def write_table(folder: Path, fingerprint: str, data: bytes) -> Path | None:
    """Write a table all at once (a temporary file renamed into place); None if the folder cannot be written."""
    path = folder / table_name(fingerprint)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handle = tempfile.NamedTemporaryFile(dir=folder, prefix=f".{path.name}.", suffix=".tmp", delete=False)
        try:
            with handle:
                handle.write(data)
            os.chmod(handle.name, 0o644)
            os.replace(handle.name, path)
        except BaseException:
            Path(handle.name).unlink(missing_ok=True)
            raise
    except OSError:
        return None  # a cache that cannot be written only means solving again next time
    return path
