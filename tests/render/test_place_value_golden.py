"""Golden text of a place-value class set with its answer key: what pypdf reads, reviewed as a diff.

Five students (Zoë, Łukasz, Ж, <b>& and Ana: letters beyond ASCII and markup that must print as typed), class
5B, seed 1 (the default), Letter. After a change on purpose: .venv/bin/python tests/render/regenerate_golden.py
"""

from __future__ import annotations

from .pv_helpers import golden_path, golden_text

FIX = "run .venv/bin/python tests/render/regenerate_golden.py and review the diff"


def test_class_set_with_key_matches_golden():
    path = golden_path()
    assert path.is_file(), f"missing {path.name}: {FIX}"
    assert golden_text() == path.read_text(encoding="utf-8"), FIX
