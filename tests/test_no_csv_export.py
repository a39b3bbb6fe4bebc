"""No command writes CSV for a spreadsheet to open (issue 10 item 6).

A cell a spreadsheet reads as a formula (``=``, ``+``, ``-``, ``@``, tab or carriage return first) would
need neutralising in any exported CSV. No command exports one: results go to PDFs, the terminal and
JSON Lines (the projector hands its finished cards to the checker as a table built from the match,
no CSV between). This test fails when a CSV writer appears, so that the export that adds it also
adds the neutralising.
"""

from __future__ import annotations

import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
#: Where a CSV writer may be: nowhere yet.
ALLOWED: set[str] = set()


def test_no_module_writes_csv_for_a_spreadsheet():
    writers = set()
    for folder in ("worksheets", "cli"):
        for path in (REPO / folder).rglob("*.py"):
            if re.search(r"csv\.(writer|DictWriter)\(", path.read_text(encoding="utf-8")):
                writers.add(path.relative_to(REPO).as_posix())
    assert writers == ALLOWED
