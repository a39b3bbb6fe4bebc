"""Shared test helpers: the public test vectors in tests/vectors/."""

from __future__ import annotations

import json
from pathlib import Path

from hypothesis import settings

VECTORS = Path(__file__).resolve().parent / "vectors"

# Property tests judge answers, never speed (that is bench/'s job): no time limit per example, which
# would fail a correct test on a busy machine.
settings.register_profile("worksheets", deadline=None)
settings.load_profile("worksheets")


def load_vectors(name: str) -> dict:
    """A test table from tests/vectors (sources and licences in its README)."""
    return json.loads((VECTORS / name).read_text(encoding="utf-8"))


def pytest_collection_modifyitems(items):
    """The few long tests (packaging: a build and a fresh environment) first, so that with one
    worker per core (`make test`) the short ones fill in around them instead of waiting after."""
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)
