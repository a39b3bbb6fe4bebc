"""Regenerate the golden reports in tests/check/golden/ (review the diff before committing).

    .venv/bin/python -m tests.check.make_golden

Each golden file is what ``worksheets check`` prints for a case sheet, run from
tests/check/cases/ so the file names in the reports are short.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from worksheets.check import check_paths, sheet_json, sheet_text, summary_text

HERE = Path(__file__).parent
CASES = HERE / "cases"
GOLDEN = HERE / "golden"

#: golden name -> the case files checked together
GOLDEN_CASES = {
    "seed000": ["seed000.csv"],
    "classic": ["classic.csv"],
    "zombie": ["zombie.csv"],
    "class": ["seed000.csv", "classic.csv", "zombie.csv"],
    "official": ["official.csv"],
}


def reports(files: list[str]) -> tuple[str, str]:
    """(terminal text, JSON lines) for the case files, as the command prints them."""
    here = os.getcwd()
    os.chdir(CASES)
    try:
        verdicts = check_paths(files)
    finally:
        os.chdir(here)
    parts = [sheet_text(v) for v in verdicts.sheets]
    if len(verdicts.sheets) > 1:
        parts.append(summary_text(verdicts))
    lines = [json.dumps(sheet_json(v), ensure_ascii=False, indent=1) for v in verdicts.sheets]
    return "\n\n".join(parts) + "\n", "\n".join(lines) + "\n"


def main() -> None:
    GOLDEN.mkdir(exist_ok=True)
    for name, files in GOLDEN_CASES.items():
        text, data = reports(files)
        (GOLDEN / f"{name}.txt").write_text(text, encoding="utf-8")
        if len(files) == 1:
            (GOLDEN / f"{name}.json").write_text(data, encoding="utf-8")
        print(f"wrote {name}")


if __name__ == "__main__":
    main()
