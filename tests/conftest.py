"""Shared test helpers: where the shared test vectors are."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
# A checkout has ../shared beside it (CI clones main with shared/ next to it).
TESTDATA = REPO.parent / "shared" / "testdata"


def load_testdata(name: str) -> dict:
    path = TESTDATA / name
    if not path.is_file():
        pytest.skip(f"{path} is not present next to this checkout")
    return json.loads(path.read_text(encoding="utf-8"))
