"""Running the real command line in-process."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from cli.app import app


@pytest.fixture
def run():
    runner = CliRunner()

    def invoke(*args: str, input: str | None = None):
        return runner.invoke(app, list(args), input=input)

    return invoke
