"""Rewrite tests/render/golden/: the text of every preset's scorecards and a place-value class set, as pypdf reads it.

    .venv/bin/python tests/render/regenerate_golden.py

Run it after changing a sheet on purpose, then review the diff (git diff tests/render/golden).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.render import pv_helpers  # noqa: E402
from tests.render.helpers import GOLDEN, golden_cases, golden_path, golden_text  # noqa: E402


def main() -> None:
    GOLDEN.mkdir(exist_ok=True)
    wanted = set()
    for preset, layout in golden_cases():
        path = golden_path(preset, layout)
        path.write_text(golden_text(preset, layout), encoding="utf-8")
        wanted.add(path)
        print(path.relative_to(GOLDEN.parents[2]))
    for stale in sorted(set(GOLDEN.glob("*.txt")) - wanted):
        stale.unlink()
        print(f"removed {stale.relative_to(GOLDEN.parents[2])}")
    # Place-value cards have a folder of their own (their names do not follow <preset>-<layout>.txt).
    pv_helpers.PV_GOLDEN.mkdir(exist_ok=True)
    path = pv_helpers.golden_path()
    path.write_text(pv_helpers.golden_text(), encoding="utf-8")
    print(path.relative_to(GOLDEN.parents[2]))


if __name__ == "__main__":
    main()
