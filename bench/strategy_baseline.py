"""The strategy benchmark's baseline: yatzy-solver, installed only here, in a throwaway virtual environment.

yatzy-solver (PyPI; Rust with Python bindings) is the published exact solver for American Yahtzee. It is
never a dependency of the project: the first call makes a virtual environment in a temporary folder,
installs yatzy-solver there with pip, and each call then times one build of its table for classic with
the forced joker (`american+forced-joker`) in a subprocess of that environment. The folder is removed
when the benchmark ends.
"""

from __future__ import annotations

import atexit
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

_TIMER = """
import time, yatzy_solver as ys
variant = ys.Variant("american+forced-joker")
start = time.perf_counter()
solver = ys.Solver.build(variant)
seconds = time.perf_counter() - start
value = solver.state_value("upper 0 | filled -")
assert abs(value - 254.58772873) < 1e-6, value
print(seconds)
"""

_python: Path | None = None
_failure: str | None = None


def _environment() -> Path | None:
    """The throwaway environment's python, made on first use; None (and ``_failure``) if it cannot be."""
    global _python, _failure
    if _python is not None or _failure is not None:
        return _python
    folder = Path(tempfile.mkdtemp(prefix="worksheets-bench-"))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    try:
        subprocess.run([sys.executable, "-m", "venv", str(folder)], check=True, capture_output=True, timeout=300)
        python = folder / "bin" / "python"
        result = subprocess.run([str(python), "-m", "pip", "install", "--quiet", "yatzy-solver"],
                                capture_output=True, text=True, timeout=600)
        if result.returncode != 0:
            last = (result.stderr.strip().splitlines() or ["pip failed"])[-1]
            _failure = f"pip install yatzy-solver failed: {last}"
            return None
    except (OSError, subprocess.SubprocessError) as exc:
        _failure = f"cannot make a virtual environment for yatzy-solver: {exc}"
        return None
    _python = python
    return _python


def yatzy_solver_build_seconds() -> tuple[float | None, str | None]:
    """Seconds yatzy-solver takes to build classic (forced joker); or None and why not."""
    python = _environment()
    if python is None:
        return None, _failure
    result = subprocess.run([str(python), "-c", _TIMER], capture_output=True, text=True, timeout=900)
    if result.returncode != 0:
        return None, f"yatzy-solver failed: {(result.stderr.strip().splitlines() or ['?'])[-1]}"
    return float(result.stdout.strip()), None
