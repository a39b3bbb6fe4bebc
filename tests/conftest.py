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
    """The few long tests first (packaging: a build and a fresh environment; then whole games in a browser and
    thousands of simulated ones), so that with several workers (`make test`) the short ones fill in around them
    instead of one worker running a long test alone at the end."""
    items.sort(key=lambda item: (item.get_closest_marker("slow") is None, item.get_closest_marker("long") is None))
