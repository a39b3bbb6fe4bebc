"""The command works the same from a plain checkout, an editable install and a wheel.

Templates are found by one resolver (``worksheets.templating.templates_dir``):
the checkout's ``templates/`` or the wheel's ``worksheets/_templates``.
"""

from __future__ import annotations

import os
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest

from worksheets.templating import templates_dir

REPO = Path(__file__).resolve().parents[1]
# A line of `worksheets rules classic` that only the template writes.
RENDERED = "At least 3 alike: add all 5 dice"


def test_checkout_finds_the_top_level_templates():
    assert templates_dir() == REPO / "templates"


def test_plain_checkout_runs_with_python_m_cli(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(REPO))
    result = subprocess.run([sys.executable, "-m", "cli", "rules", "classic"], cwd=REPO, env=env,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert RENDERED in result.stdout


@pytest.mark.slow
def test_wheel_installs_into_a_fresh_environment_and_renders_templates(tmp_path):
    dist = tmp_path / "dist"
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(dist), str(REPO)],
                   check=True, timeout=600)
    wheel = next(dist.glob("worksheets-*.whl"))
    names = zipfile.ZipFile(wheel).namelist()
    assert "worksheets/_templates/rules/details.txt.j2" in names
    assert "worksheets/presets/classic.toml" in names
    assert "cli/app.py" in names
    # the presets' solved strategy tables
    shipped = {f"worksheets/strategy/tables/{p.name}" for p in (REPO / "worksheets/strategy/tables").glob("*.npz")}
    assert shipped and shipped <= set(names)
    # the projector page's templates and everything it loads
    assert {"worksheets/_templates/web/game.html.j2", "cli/web/static/page.js", "cli/web/static/page.css",
            "cli/web/static/icons.svg"} <= set(names)

    env_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=True).create(env_dir)
    python = env_dir / "bin" / "python"
    subprocess.run([str(python), "-m", "pip", "install", "--quiet", str(wheel)], check=True, timeout=600)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    clean_env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    result = subprocess.run([str(env_dir / "bin" / "worksheets"), "rules", "classic"], cwd=elsewhere,
                            env=clean_env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert RENDERED in result.stdout
    where = subprocess.run([str(python), "-c", "import worksheets.templating as t; print(t.templates_dir())"],
                           cwd=elsewhere, env=clean_env, capture_output=True, text=True, check=True)
    assert Path(where.stdout.strip()).parts[-2:] == ("worksheets", "_templates")
    assert str(REPO) not in where.stdout

    # The main commands, run from the installed wheel away from the checkout (issue 10 item 8).
    (elsewhere / "seed000.csv").write_bytes((REPO / "tests" / "check" / "cases" / "seed000.csv").read_bytes())
    commands = [
        (["say", "6341"], "six thousand, three hundred forty-one"),
        (["scorecard", "--rules", "classic", "--class", "5B"], "output/classic-scorecards-5B-letter.pdf"),
        (["practice", "place-value", "--level", "2", "--students", "3"], "output/practice-place-value-level-2"),
        (["check", "seed000.csv"], "seed000.csv: Place Value Yahtzee"),
    ]
    for args, expected in commands:
        result = subprocess.run([str(env_dir / "bin" / "worksheets"), *args], cwd=elsewhere, env=clean_env,
                                capture_output=True, text=True, timeout=120)
        assert result.returncode == 0, (args, result.stderr)
        assert expected in result.stdout, (args, result.stdout)
    assert sorted(p.name for p in (elsewhere / "output").iterdir()) == [
        "classic-scorecards-5B-letter.pdf", "practice-place-value-level-2-letter.pdf"]
