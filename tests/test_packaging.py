"""The command works the same from a plain checkout, an editable install and a wheel.

Templates are found by one resolver (``worksheets.templating.templates_dir``):
the checkout's ``templates/`` or the wheel's ``worksheets/_templates``.
"""

from __future__ import annotations

import email.parser
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tomllib
import venv
import zipfile
from importlib import metadata
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from tests.shared_run import shared_folder
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


# --- the source distribution ------------------------------------------------------------------

#: Tracked files a source distribution leaves out: the CI entry point and git's own bookkeeping.
NOT_IN_SDIST = (".ci/", ".gitignore", "output/.gitkeep")


#: How an sdist is unpacked: the "data" filter refuses absolute paths and links leaving the folder (Python 3.11.4
#: and later).
_SAFELY = {"filter": "data"} if hasattr(tarfile, "data_filter") else {}


def _build_sdist(folder: Path) -> Path:
    """Build the sdist with the build backend pyproject.toml names, as any PEP 517 front end would, into
    ``folder``, where the backend is installed too (``folder / "backend"``)."""
    system = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["build-system"]
    backend = folder / "backend"
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--target", str(backend), *system["requires"]],
                   check=True, timeout=600)
    dist = folder / "dist"
    module = system["build-backend"]
    built = subprocess.run([sys.executable, "-c", f"import sys, {module} as b; print(b.build_sdist(sys.argv[1]))",
                            str(dist)], cwd=REPO, env=dict(os.environ, PYTHONPATH=str(backend)),
                           capture_output=True, text=True, check=True, timeout=600)
    return dist / built.stdout.strip().splitlines()[-1]


@pytest.fixture(scope="session")
def sdist(tmp_path_factory) -> Path:
    """The sdist, built once a run by the first test worker that needs it (its backend beside it); the tests
    only read it."""
    with shared_folder(tmp_path_factory, "sdist") as folder:
        built = next((folder / "dist").glob("*.tar.gz"), None) if (folder / "dist").is_dir() else None
        return built or _build_sdist(folder)


def _wheel_from(sdist: Path, backend: Path, folder: Path) -> Path:
    """The wheel of the sdist, built as a PEP 517 front end such as pip builds it for a user: the sdist unpacked,
    then the build backend's ``build_wheel`` run in it, with the backend ``_build_sdist`` installed in ``backend``
    (pip's isolated build would install the same requirements of pyproject.toml again)."""
    with tarfile.open(sdist) as archive:
        archive.extractall(folder / "unpacked", **_SAFELY)
    source = folder / "unpacked" / sdist.name.removesuffix(".tar.gz")
    module = tomllib.loads((source / "pyproject.toml").read_text(encoding="utf-8"))["build-system"]["build-backend"]
    built = subprocess.run([sys.executable, "-c", f"import sys, {module} as b; print(b.build_wheel(sys.argv[1]))",
                            str(folder)], cwd=source, env=dict(os.environ, PYTHONPATH=str(backend)),
                           capture_output=True, text=True, check=True, timeout=600)
    return folder / built.stdout.strip().splitlines()[-1]


def _tracked_files() -> set[str] | None:
    """The files git tracks in this checkout, or None away from a git checkout."""
    if not (REPO / ".git").exists() or shutil.which("git") is None:
        return None
    listed = subprocess.run(["git", "ls-files", "-z"], cwd=REPO, capture_output=True, check=True, timeout=60)
    return {name for name in listed.stdout.decode("utf-8").split("\0") if name}


@pytest.mark.slow
def test_the_sdist_holds_the_project_and_its_shipped_tests_pass(sdist, tmp_path):
    assert sdist.name == "worksheets-0.1.0.tar.gz"
    with tarfile.open(sdist) as archive:
        members = archive.getmembers()
        prefix = "worksheets-0.1.0/"
        assert all(m.name.startswith(prefix) for m in members)
        # nothing but files and folders: no link that could point outside when unpacked
        assert all(m.isfile() or m.isdir() for m in members)
        names = {m.name[len(prefix):] for m in members if m.isfile()}
        archive.extractall(tmp_path / "unpacked", **_SAFELY)
    unpacked = tmp_path / "unpacked" / "worksheets-0.1.0"

    # What a user and a rebuild need, named one by one ...
    needed = {"pyproject.toml", "README.md", "Makefile", "PKG-INFO", "worksheets/__init__.py", "cli/app.py",
              "worksheets/presets/classic.toml", "worksheets/presets/place-value.toml", "worksheets/fonts/DejaVuSans.ttf",
              "templates/rules/details.txt.j2", "templates/web/game.html.j2", "cli/web/static/page.js",
              "tests/conftest.py", "tests/test_packaging.py", "tests/check/cases/seed000.csv",
              "docs/hostile-input.md", "examples/class-roster.csv", "fuzz/atheris_readers.py", "bench/run.py"}
    assert needed <= names, sorted(needed - names)
    # ... and every file git tracks, apart from the CI script: the shipped tests read the docs and examples.
    tracked = _tracked_files()
    if tracked is not None:
        missing = {name for name in tracked - names if not name.startswith(NOT_IN_SDIST)}
        assert not missing, sorted(missing)
    # nothing of a working copy's own: its environment, caches, output or builds
    assert not [n for n in names if n.startswith((".venv/", "output/", "dist/", "build/", ".pytest_cache/",
                                                  ".hypothesis/")) or "__pycache__" in n or n.endswith(".pyc")]

    # The shipped tests that read files beside the package pass from the unpacked sdist, with its own
    # code first on the path (test_checkout_finds_the_top_level_templates proves which copy ran).
    shipped = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-m", "not slow",
         "tests/test_limits_documented.py", "tests/test_packaging.py", "tests/render/test_output.py"],
        cwd=unpacked, env=dict(os.environ, PYTHONPATH=str(unpacked)), capture_output=True, text=True, timeout=600)
    assert shipped.returncode == 0, shipped.stdout[-3000:]
    assert " passed" in shipped.stdout and "skipped" not in shipped.stdout


def _requires_dist(wheel: Path) -> list[str]:
    """The requirements the wheel's own metadata declares, as pip reads them."""
    with zipfile.ZipFile(wheel) as archive:
        metadata = next(name for name in archive.namelist() if name.endswith(".dist-info/METADATA"))
        headers = email.parser.BytesParser().parsebytes(archive.read(metadata))
    return headers.get_all("Requires-Dist") or []


def _link_requirements(requirements: list[str], site: Path) -> list[str]:
    """Give the environment at ``site`` the distributions ``requirements`` need, and nothing else.

    The wheel's requirements and theirs, followed through extras and markers, are found in this test's
    own environment (each must meet its version specifier there) and linked into ``site``, so a module
    the wheel imports without declaring it fails to import. Whether the index can resolve the same
    requirements is what every fresh CI run's install of the project shows; linking spares downloading
    150 MB again. Returns the names of the distributions linked.
    """
    wanted = [(Requirement(text), ()) for text in requirements]
    linked: dict[str, metadata.Distribution] = {}
    while wanted:
        requirement, extras = wanted.pop()
        environment = [{"extra": extra} for extra in extras] or [{"extra": ""}]
        if requirement.marker is not None and not any(requirement.marker.evaluate(e) for e in environment):
            continue
        name = canonicalize_name(requirement.name)
        dist = metadata.distribution(name)
        assert requirement.specifier.contains(dist.version, prereleases=True), (str(requirement), dist.version)
        wanted += [(Requirement(text), tuple(requirement.extras)) for text in dist.requires or ()]
        linked[name] = dist
    for dist in linked.values():
        assert dist.files is not None, f"{dist.metadata['Name']} lists no files"
        tops = {file.parts[0] for file in dist.files if file.parts[0] not in ("..", "__pycache__")
                and not file.parts[0].endswith(".pth")}
        for top in tops:
            source = Path(dist.locate_file(top))
            if source.exists() and not (site / top).exists():
                (site / top).symlink_to(source)
    return sorted(linked)


#: Runs the CLI once for each argument list of a JSON list, in one process, as the console script runs it; prints a
#: line of JSON a command: its arguments, exit code and output.
_COMMANDS_IN_ONE_PROCESS = """
import contextlib, io, json, sys
from cli.app import app
for args in json.loads(sys.argv[1]):
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        try:
            code = app(args, standalone_mode=False) or 0
        except SystemExit as exc:
            code = exc.code
    print(json.dumps({"args": args, "code": code, "stdout": out.getvalue()}))
"""


@pytest.mark.slow
def test_the_wheel_built_from_the_sdist_installs_into_a_fresh_environment(sdist, tmp_path):
    # The wheel, built from the sdist as pip builds it for a user, holds the templates, presets, tables and page.
    wheel = _wheel_from(sdist, sdist.parents[1] / "backend", tmp_path / "wheels")
    names = set(zipfile.ZipFile(wheel).namelist())
    assert {"worksheets/_templates/rules/details.txt.j2", "worksheets/presets/classic.toml", "cli/app.py"} <= names
    # the presets' solved strategy tables
    tables = {f"worksheets/strategy/tables/{p.name}" for p in (REPO / "worksheets/strategy/tables").glob("*.npz")}
    assert tables and tables <= names
    # the projector page's templates and everything it loads
    assert {"worksheets/_templates/web/game.html.j2", "cli/web/static/page.js", "cli/web/static/page.css",
            "cli/web/static/icons.svg"} <= names

    # Installed into a fresh environment and run away from both copies: the templates come from the wheel.
    env_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=False).create(env_dir)  # this environment's pip installs into it: no ensurepip
    python = env_dir / "bin" / "python"
    subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "--quiet", "--no-deps",
                    "--no-index", str(wheel)], check=True, timeout=600)
    site = Path(subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                               capture_output=True, text=True, check=True).stdout.strip())
    linked = _link_requirements(_requires_dist(wheel), site)
    assert {"jinja2", "numpy", "reportlab", "rl-accel", "typer"} <= set(linked)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "seed000.csv").write_bytes((REPO / "tests" / "check" / "cases" / "seed000.csv").read_bytes())
    clean_env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    # The main commands (issue 10 item 8); the rules text is one that only the template writes.
    commands = [
        (["say", "6341"], "six thousand, three hundred forty-one"),
        (["rules", "classic"], RENDERED),
        (["scorecard", "--rules", "classic", "--class", "5B"], "output/classic-scorecards-5B-letter.pdf"),
        (["scorecard", "--rules", "place-value", "--games", "2", "--key"],
         "output/place-value-scorecards-with-keys-letter.pdf"),
        (["practice", "place-value", "--level", "2", "--students", "3"], "output/practice-place-value-level-2"),
        (["check", "seed000.csv"], "seed000.csv: Place Value Yahtzee"),
    ]
    # The first through the console script; the others in one process of the same environment, as the script
    # runs them (each process would import the same modules again).
    (args, expected), *others = commands
    result = subprocess.run([str(env_dir / "bin" / "worksheets"), *args], cwd=elsewhere, env=clean_env,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, (args, result.stderr)
    assert expected in result.stdout, (args, result.stdout)
    ran = subprocess.run([str(python), "-c", _COMMANDS_IN_ONE_PROCESS, json.dumps([args for args, _ in others])],
                         cwd=elsewhere, env=clean_env, capture_output=True, text=True, timeout=300)
    assert ran.returncode == 0, ran.stderr[-3000:]
    answers = [json.loads(line) for line in ran.stdout.splitlines()]
    assert [answer["args"] for answer in answers] == [args for args, _ in others], ran.stdout[-3000:]
    for (args, expected), answer in zip(others, answers):
        assert answer["code"] == 0, (args, answer)
        assert expected in answer["stdout"], (args, answer["stdout"])
    assert sorted(p.name for p in (elsewhere / "output").iterdir()) == [
        "classic-scorecards-5B-letter.pdf", "place-value-scorecards-with-keys-letter.pdf",
        "practice-place-value-level-2-letter.pdf"]
    card = (elsewhere / "output" / "place-value-scorecards-with-keys-letter.pdf").read_bytes()
    assert card.startswith(b"%PDF-") and b"%%EOF" in card[-32:]
    where = subprocess.run([str(python), "-c", "import worksheets, worksheets.templating as t; "
                            "print(worksheets.__file__); print(t.templates_dir())"],
                           cwd=elsewhere, env=clean_env, capture_output=True, text=True, check=True)
    module, templates = (Path(line) for line in where.stdout.splitlines())
    # nothing but the declared requirements: the test extra is not there
    isolated = subprocess.run([str(python), "-c", "import pypdf"], cwd=elsewhere, env=clean_env, capture_output=True)
    assert isolated.returncode != 0
    assert module.is_relative_to(env_dir)
    assert templates.parts[-2:] == ("worksheets", "_templates") and templates.is_relative_to(env_dir)
