"""Rebuild the presets' shipped tables: ``python -m worksheets.strategy.build``.

Solves every preset that is a game of boxes (presets with the same scoring
share one table), adds its box averages, writes ``tables/strategy-<fingerprint>.npz``
and removes tables no preset uses any more. A test fails when a preset's
scoring changes without this being run.
"""

from __future__ import annotations

import sys
import time

from ..rules import preset, preset_names
from .averages import box_averages
from .model import build_model
from .solver import solve
from .strategy import table_bytes
from .tables import SHIPPED_DIR, scoring_fingerprint, table_name, write_table


def shipped_presets() -> dict[str, list[str]]:
    """Per fingerprint, the presets that share its table."""
    out: dict[str, list[str]] = {}
    for name in preset_names():
        rules = preset(name)
        if rules.boxes:
            out.setdefault(scoring_fingerprint(rules), []).append(name)
    return out


def main(argv: list[str] | None = None) -> int:
    wanted = set(argv if argv is not None else sys.argv[1:])
    tables = shipped_presets()
    for fingerprint, names in tables.items():
        if wanted and not wanted & set(names):
            continue
        rules = preset(names[0])
        start = time.perf_counter()
        model = build_model(rules)
        table = solve(model)
        averages = box_averages(model, table)
        path = write_table(SHIPPED_DIR, fingerprint, table_bytes(rules, model, table, averages))
        if path is None:
            print(f"cannot write {SHIPPED_DIR / table_name(fingerprint)}", file=sys.stderr)
            return 1
        print(f"{', '.join(names)}: expected score {table[0]:.8f}, {len(model.stored):,} states, "
              f"{path.stat().st_size / 1e6:.2f} MB, {time.perf_counter() - start:.1f} s")
    if not wanted:
        keep = {table_name(fingerprint) for fingerprint in tables}
        for path in SHIPPED_DIR.glob("strategy-*.npz"):
            if path.name not in keep:
                path.unlink()
                print(f"removed {path.name} (no preset uses it)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
