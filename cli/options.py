"""Options shared by several commands, defined once."""

from __future__ import annotations

from typing import Annotated

import typer

Json = Annotated[bool, typer.Option("--json", help="Machine-readable output: one JSON object per line.")]
Rules = Annotated[
    str,
    typer.Option("--rules", "-r", help="A preset (see `worksheets rules`) or a rules file (.toml).", show_default=True),
]
