"""Dependencies past their known CVEs, and sheets that do not depend on reportlab's RL_* settings
(issue 10 item 5)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tomllib
from importlib.metadata import version
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]

# The first release past each library's published CVEs:
# reportlab 3.6.13 fixes CVE-2023-33733 (code run through rl_safe_eval in markup);
# jinja2 3.1.6 fixes CVE-2025-27516 (sandbox escape through |attr), after CVE-2024-22195,
# CVE-2024-34064 (3.1.3, 3.1.4) and CVE-2024-56201, CVE-2024-56326 (3.1.5).
PAST_CVES = {"reportlab": (3, 6, 13), "jinja2": (3, 1, 6)}


def _numbers(text: str) -> tuple[int, ...]:
    return tuple(int(part) for part in re.findall(r"\d+", text)[:3])


def _lower_bounds() -> dict[str, tuple[int, ...]]:
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    bounds = {}
    for requirement in project["dependencies"]:
        found = re.match(r"([A-Za-z0-9_.-]+)(?:\[[^\]]*\])?\s*>=\s*([0-9.]+)", requirement)  # extras allowed
        if found:
            bounds[found.group(1).lower()] = _numbers(found.group(2))
    return bounds


@pytest.mark.parametrize("name, fixed", sorted(PAST_CVES.items()))
def test_the_lower_bound_is_past_the_known_cves(name, fixed):
    assert _lower_bounds()[name] >= fixed


@pytest.mark.parametrize("name, fixed", sorted(PAST_CVES.items()))
def test_the_installed_version_is_past_the_known_cves(name, fixed):
    assert _numbers(version(name)) >= fixed


RL_SETTINGS = {
    "RL_useA85": "0", "RL_invariant": "0", "RL_pageCompression": "0", "RL_defaultPageSize": "A4",
    "RL_shapeChecking": "0", "RL_canvas_basefontname": "Courier", "RL_emptyTableAction": "error",
    "RL_allowTableBoundsErrors": "0", "RL_warnOnMissingFontGlyphs": "1", "RL_verbose": "1",
    "RL_trustedHosts": "example.com", "RL_pdfComments": "1", "RL_ttfAsciiReadable": "0",
}


def _pdf(tmp_path: Path, name: str, extra_env: dict[str, str]) -> bytes:
    env = {key: value for key, value in os.environ.items() if not key.startswith("RL_")}
    env.update(extra_env)
    out = tmp_path / name
    result = subprocess.run([sys.executable, "-c", "from cli.app import main; main()", "scorecard", "--rules",
                             "classic", "--roster", str(REPO / "examples" / "class-roster.csv"), "--class", "5B",
                             "--output", str(out)],
                            cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    return out.read_bytes()


def test_reportlab_environment_settings_change_nothing(tmp_path):
    assert _pdf(tmp_path, "plain.pdf", {}) == _pdf(tmp_path, "settings.pdf", RL_SETTINGS)
