"""Coverage-guided fuzzing of the readers with atheris, run by hand (not part of `make test`).

    pip install atheris
    python fuzz/atheris_readers.py TARGET [libFuzzer options, e.g. -max_total_time=600 -timeout=1]

TARGET is one of: number, code, csv, bytes, json, roster, workbook, roster-workbook, rules. Every input must end in a
value or a ``WorksheetError`` (a one-line refusal); any other exception, or an input that takes more
than the libFuzzer ``-timeout``, is a finding. Keep what a run finds as a regression case in
``tests/test_fuzz_readers.py`` (an ``@example``) and fix it. See docs/hostile-input.md.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

import atheris

with atheris.instrument_imports():
    from worksheets.check.checker import check_paths
    from worksheets.check.sheets import read_sheet
    from worksheets.codes import decode
    from worksheets.errors import WorksheetError
    from worksheets.numbers import parse_number
    from worksheets.roster import read_roster
    from worksheets.rules import load_rules_file
    from worksheets.workbook import workbook_rows

FOLDER = Path(tempfile.mkdtemp(prefix="worksheets-fuzz-"))


def _text(data: bytes) -> str:
    return atheris.FuzzedDataProvider(data).ConsumeUnicodeNoSurrogates(len(data))


def _file(name: str, data: bytes) -> Path:
    path = FOLDER / name
    path.write_bytes(data)
    return path


TARGETS = {
    "number": lambda data: parse_number(_text(data), where="fuzz"),
    "code": lambda data: decode(_text(data)),
    "csv": lambda data: check_paths([_file("fuzz.csv", _text(data).encode("utf-8", "replace"))]),
    "bytes": lambda data: read_sheet(_file("fuzz-bytes.csv", data)),
    "json": lambda data: check_paths([_file("fuzz.json", _text(data).encode("utf-8", "replace"))]),
    "roster": lambda data: read_roster(_file("roster.csv", data)),
    "workbook": lambda data: list(workbook_rows(b"PK\x03\x04" + data, "fuzz.xlsx")),
    # a roster workbook: every sheet's first rows, then the sheet's rows, hidden rows and formulas
    "roster-workbook": lambda data: read_roster(_file("roster.xlsx", b"PK\x03\x04" + data)),
    "rules": lambda data: load_rules_file(_file("rules.toml", data)),
}


def main() -> None:
    if len(sys.argv) < 2 or sys.argv[1] not in TARGETS:
        sys.exit(f"usage: {sys.argv[0]} {{{','.join(TARGETS)}}} [libFuzzer options]")
    target = TARGETS[sys.argv.pop(1)]

    def one_input(data: bytes) -> None:
        try:
            target(data)
        except WorksheetError:
            pass

    atheris.Setup(sys.argv, one_input)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
