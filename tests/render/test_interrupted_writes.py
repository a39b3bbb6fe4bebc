"""Ctrl-C or a crash while a PDF is being written (issue 10 item 4).

The real command runs in a child process. Either its PDF writer is made to fail halfway through
the file's bytes (``breaking_child``: the child patches the writer, then calls the command line's ``main``;
nothing in the product knows about it), or a real SIGINT is sent to a fresh ``python`` while a big class pack
is being drawn. Either
way the output folder must be as it was: the old file or none, never half a file, and no
temporary file. A sheet and its key are one PDF, so they appear together or not at all.
"""

from __future__ import annotations

import io
import os
import pathlib
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from pypdf import PdfReader

from tests.in_process import worksheets
from tests.forked import run_forked
from tests.render.breaking_child import break_writer

REPO = Path(__file__).resolve().parents[2]
SEED000 = REPO / "tests" / "check" / "cases" / "seed000.csv"

#: Every command that writes a PDF, with the file it writes (relative to the working folder).
COMMANDS = {
    "place-value cards and key": (["scorecard", "--rules", "place-value", "--games", "2", "--key",
                                   "--output", "out/cards.pdf"], "out/cards.pdf"),
    "classic cards, default path": (["scorecard", "--rules", "classic", "--class", "5B"],
                                    "output/classic-scorecards-5B-letter.pdf"),
    "practice sheets and key": (["practice", "place-value", "--level", "2", "--students", "3", "--key",
                                 "--output", "out/practice.pdf"], "out/practice.pdf"),
    "rebuilt key": (["key", "1900-0400-0001-0", "-o", "out/key.pdf"], "out/key.pdf"),
    "checked sheet's key": (["check", "seed000.csv", "--pdf", "out/checked.pdf"], "out/checked.pdf"),
    "zombie questions": (["zombie", "questions", "--teams", "4", "--output", "out/questions.pdf"],
                         "out/questions.pdf"),
}

OLD = b"%PDF-1.4 the old file, complete\n%%EOF\n"


def _snapshot(folder: Path) -> dict[str, bytes | None]:
    """Every path under ``folder`` (hidden ones too) with its bytes; None for a folder."""
    return {str(p.relative_to(folder)): (None if p.is_dir() else p.read_bytes()) for p in sorted(folder.rglob("*"))}


def _class_folder(tmp_path: Path, *, old_file: str | None = None) -> Path:
    (tmp_path / "out").mkdir()
    (tmp_path / "seed000.csv").write_bytes(SEED000.read_bytes())
    if old_file is not None:
        (tmp_path / old_file).parent.mkdir(exist_ok=True)
        (tmp_path / old_file).write_bytes(OLD)
    return tmp_path


#: Ctrl-C over an old file for every command; with no old file, and a crash, for a sheet with its key and
#: for the default path (whose output/ folder the run makes).
FAULTS = ([(command, "interrupt", True) for command in sorted(COMMANDS)]
          + [(command, fault, False) for command in ("place-value cards and key", "classic cards, default path")
             for fault in ("interrupt", "crash")])


@pytest.mark.parametrize("command, fault, keep_old", FAULTS,
                         ids=[f"{c}-{f}{'-over an old file' if k else ''}" for c, f, k in FAULTS])
@pytest.mark.skipif(not Path("/proc/self/fd").is_dir(), reason="the child finds its temporary file through /proc")
def test_a_fault_mid_write_leaves_the_folder_as_it_was(tmp_path, command, fault, keep_old):
    args, written = COMMANDS[command]
    folder = _class_folder(tmp_path, old_file=written if keep_old else None)
    before = _snapshot(folder)
    result = run_forked(folder, *args, prepare=break_writer, prepared=(fault,))

    # The fault came while the temporary file beside the destination held part of the PDF ...
    noted = [line for line in result.stderr.splitlines() if line.startswith("fault after ")]
    assert len(noted) == 1, result.stderr
    size, temporary = noted[0].removeprefix("fault after ").split(" bytes in ")
    assert int(size) > 0
    assert Path(temporary).parent == (folder / written).parent
    assert Path(temporary).name.startswith(f".{Path(written).name}.")
    # ... and the command stopped as Ctrl-C or a crash stops it, having printed no path: Ctrl-C quietly
    # with 130 (128 + SIGINT, the shell's convention), a crash with its traceback and 1 ...
    assert result.stdout == ""
    if fault == "interrupt":
        assert result.returncode == 130
        assert result.stderr.strip().splitlines() == noted
    else:
        assert result.returncode == 1
        assert result.stderr.strip().splitlines()[-1] == "RuntimeError: while writing"
    # ... leaving the old file or none, no partial file, no temporary file, no new folder.
    assert _snapshot(folder) == before


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_without_the_fault_the_same_child_writes_the_whole_file(tmp_path, command):
    # The control for the test above: the writer wrapped the same way but let through writes one whole PDF.
    args, written = COMMANDS[command]
    folder = _class_folder(tmp_path, old_file=written)
    result = run_forked(folder, *args, prepare=break_writer, prepared=("none",))
    assert result.returncode == 0, result.stderr
    assert written in result.stdout + result.stderr  # `check` names its key on stderr
    pdf = (folder / written).read_bytes()
    assert pdf != OLD and pdf.startswith(b"%PDF-") and pdf.rstrip().endswith(b"%%EOF")
    assert len(PdfReader(io.BytesIO(pdf)).pages) >= 1
    assert sorted(p.name for p in (folder / written).parent.iterdir()) == [Path(written).name]


def test_a_sheet_and_its_key_are_one_file(tmp_path):
    # So the two appear together or not at all: the cards' pages, then the key's, in the one PDF written.
    # What is checked is the file, not the process: the command runs in-process.
    folder = _class_folder(tmp_path)
    args, written = COMMANDS["place-value cards and key"]
    result = worksheets(*args, cwd=folder)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == written
    pages = [page.extract_text() for page in PdfReader(io.BytesIO((folder / written).read_bytes())).pages]
    cards = [i for i, text in enumerate(pages) if "Place Value Yahtzee" in text and "answer key" not in text.lower()]
    keys = [i for i, text in enumerate(pages) if "answer key" in text.lower()]
    assert cards and keys and max(cards) < min(keys)
    assert sorted(p.name for p in (folder / "out").iterdir()) == ["cards.pdf"]


# --- a real Ctrl-C --------------------------------------------------------------------------------


def _as_in_a_terminal() -> None:
    """SIGINT as a terminal's foreground program has it: a test run started in the background (``make test &``)
    ignores SIGINT, and its children would inherit that."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


@pytest.mark.long
@pytest.mark.skipif(os.name != "posix", reason="sends SIGINT as Ctrl-C does in a POSIX terminal")
@pytest.mark.parametrize("keep_old", [False, True], ids=["no old file", "old file"])
def test_sigint_while_a_big_class_pack_is_drawn(tmp_path, keep_old):
    folder = _class_folder(tmp_path, old_file="out/pack.pdf" if keep_old else None)
    before = _snapshot(folder)
    # 80 students' practice sheets with their key: a second or more of drawing into the temporary file. Level 1:
    # its problems are drawn quickest (they are made before the file is opened; the writing is the same).
    child = subprocess.Popen([sys.executable, "-c", "from cli.app import main; main()", "practice", "place-value",
                              "--level", "1", "--students", "80", "--key", "--output", "out/pack.pdf"],
                             cwd=folder, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                             env=dict(os.environ, PYTHONPATH=str(REPO)), preexec_fn=_as_in_a_terminal)
    try:
        deadline = time.monotonic() + 60
        while not [p for p in (folder / "out").iterdir() if p.name.startswith(".pack.pdf.")]:
            assert child.poll() is None, "the command finished before its temporary file was seen"
            assert time.monotonic() < deadline
            time.sleep(0.01)
        # How the child takes SIGINT (blocked, ignored), told if it finishes all the same (Linux only).
        proc = pathlib.Path(f"/proc/{child.pid}/status")
        status = proc.read_text() if proc.exists() else ""
        child.send_signal(signal.SIGINT)  # what Ctrl-C sends to the program in the foreground
        stdout, stderr = child.communicate(timeout=60)
        stderr += "".join(line for line in status.splitlines(True) if line.startswith("Sig"))
    finally:
        if child.poll() is None:
            child.kill()
    assert child.returncode == 130, stderr
    assert stdout == "" and "Traceback" not in stderr
    assert _snapshot(folder) == before


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL is POSIX")
def test_a_killed_command_never_leaves_half_a_file_at_the_destination(tmp_path):
    # SIGKILL (or a power cut) runs no clean-up at all: the destination still holds the old file, whole,
    # and the one thing that can remain is the hidden temporary file beside it (docs/hostile-input.md).
    folder = _class_folder(tmp_path, old_file="out/pack.pdf")
    child = subprocess.Popen([sys.executable, "-c", "from cli.app import main; main()", "practice", "place-value",
                              "--level", "1", "--students", "80", "--key", "--output", "out/pack.pdf"],
                             cwd=folder, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                             env=dict(os.environ, PYTHONPATH=str(REPO)))
    try:
        deadline = time.monotonic() + 60
        while not [p for p in (folder / "out").iterdir() if p.name.startswith(".pack.pdf.")]:
            assert child.poll() is None and time.monotonic() < deadline
            time.sleep(0.01)
        child.kill()
        assert child.wait(timeout=60) == -signal.SIGKILL
    finally:
        if child.poll() is None:
            child.kill()
    assert (folder / "out" / "pack.pdf").read_bytes() == OLD
    left = sorted(p.name for p in (folder / "out").iterdir() if p.name != "pack.pdf")
    assert len(left) == 1 and left[0].startswith(".pack.pdf.") and left[0].endswith(".tmp")
