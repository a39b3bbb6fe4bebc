"""Hostile files (issue 10 item 2): only regular files are read, bounded in size, and nothing hangs."""

from __future__ import annotations

import io
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from tests.in_process import worksheets
from tests.forked import run_forked
from tests.unprivileged import unprivileged  # noqa: F401 (a fixture)
from worksheets.errors import InputError
from worksheets.textfile import MAX_FILE_BYTES, first_bytes, read_bytes, read_stdin, read_text
from worksheets.workbook import MAX_UNPACKED_BYTES, workbook_rows

REPO = Path(__file__).resolve().parents[1]
ROSTER = REPO / "examples" / "class-roster.csv"
needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes need os.mkfifo (POSIX)")
needs_dev_zero = pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero on this system")


@pytest.fixture
def fifo(tmp_path) -> Path:
    if not hasattr(os, "mkfifo"):
        pytest.skip("named pipes need os.mkfifo (POSIX)")
    path = tmp_path / "sheet.csv"
    os.mkfifo(path)
    return path


@pytest.fixture
def sparse(tmp_path) -> Path:
    """A file one byte over the limit, sparse so it takes no room on disk (like `truncate -s`)."""
    path = tmp_path / "big.csv"
    with open(path, "wb") as handle:
        handle.truncate(MAX_FILE_BYTES + 1)
    return path


def test_a_regular_file_up_to_the_limit_is_read(tmp_path):
    path = tmp_path / "ok.csv"
    path.write_bytes(b"x" * MAX_FILE_BYTES)
    assert len(read_bytes(path)) == MAX_FILE_BYTES


def test_a_folder_is_refused(tmp_path):
    with pytest.raises(InputError, match=r": is a folder, not a roster file$"):
        read_bytes(tmp_path, what="roster file")


@needs_fifo
def test_a_fifo_is_refused_without_waiting_for_a_writer(fifo):
    with pytest.raises(InputError, match=r"sheet\.csv: is a pipe \(FIFO\), not a sheet file$"):
        read_bytes(fifo, what="sheet file")
    assert first_bytes(fifo, 4) == b""


@needs_dev_zero
def test_a_device_is_refused_before_reading():
    with pytest.raises(InputError, match=r"^/dev/zero: is a device, not a file$"):
        read_bytes("/dev/zero")
    assert first_bytes("/dev/zero", 4) == b""


def test_a_file_over_the_limit_is_refused_by_its_size(sparse):
    with pytest.raises(InputError, match=r"big\.csv: is 5\.0 MB; a file of more than 5\.0 MB is not read"):
        read_bytes(sparse)


def test_a_smaller_limit(tmp_path):
    path = tmp_path / "a.csv"
    path.write_bytes(b"12345")
    assert read_bytes(path, limit=5) == b"12345"
    with pytest.raises(InputError, match="not read"):
        read_bytes(path, limit=4)


def test_a_missing_file_raises_the_missing_error(tmp_path):
    class Missing(InputError):
        pass

    with pytest.raises(Missing, match=r"nope\.toml: no such file$"):
        read_text(tmp_path / "nope.toml", missing=Missing)


def test_an_unreadable_file(unprivileged):
    # As root, the reader runs as nobody: file permissions do not stop root (see tests/unprivileged.py).
    path = unprivileged.folder / "locked.csv"
    path.write_text("box,Ana\n")
    path.chmod(0)
    result = unprivileged.python("-c", "import sys\nfrom worksheets.errors import InputError\n"
                                 "from worksheets.textfile import read_bytes\n"
                                 "try:\n    read_bytes(sys.argv[1])\nexcept InputError as exc:\n    print(exc)",
                                 str(path))
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"{path}: cannot be read (Permission denied)"


@pytest.mark.parametrize("args, line", [
    # --roster is read by the roster reader, not checked by the option (Click's "is not readable")
    (["scorecard", "--roster", "{path}", "--output", "cards.pdf"], "Error: {path}: cannot be read (Permission denied)"),
    (["practice", "words", "--roster", "{path}", "--output", "sheets.pdf"],
     "Error: {path}: cannot be read (Permission denied)"),
    (["check", "{path}"], "Error: {path}: cannot be read (Permission denied)"),
    (["rules", "{path}"], "Error: {path}: cannot be read (Permission denied)"),
])
def test_an_unreadable_input_file_gives_exit_2_and_one_line(unprivileged, args, line):
    name = "rules.toml" if args[0] == "rules" else "class.csv"
    path = unprivileged.folder / name
    path.write_bytes(ROSTER.read_bytes() if name == "class.csv" else b'title = "x"\n')
    path.chmod(0)
    before = sorted(unprivileged.folder.iterdir())
    result = unprivileged.worksheets(*(arg.format(path=path) for arg in args))
    assert result.returncode == 2, result.stderr
    [printed] = result.stderr.strip().splitlines()
    assert printed.startswith(line.format(path=path))
    assert sorted(unprivileged.folder.iterdir()) == before


def test_stdin_is_refused_when_it_is_a_terminal():
    with pytest.raises(InputError, match="^standard input: nothing is piped in"):
        read_stdin(stream=io.BytesIO(b"1 2 3 4 5"), interactive=True, what="rolls file")


def test_stdin_is_read_when_piped_and_bounded():
    assert read_stdin(stream=io.BytesIO(b"1 2 3 4 5\n"), interactive=False) == b"1 2 3 4 5\n"
    with pytest.raises(InputError, match="^standard input: more than"):
        read_stdin(stream=io.BytesIO(b"x" * 11), interactive=False, limit=10)


def test_a_workbook_that_unpacks_too_far_is_refused_before_unpacking():
    data = io.BytesIO()
    with zipfile.ZipFile(data, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("xl/big.xml", b"\0" * (MAX_UNPACKED_BYTES + 1))
    assert len(data.getvalue()) < MAX_FILE_BYTES
    with pytest.raises(InputError, match=r"^book\.xlsx: unpacks to 50 MB, more than the 50 MB a workbook may hold"):
        list(workbook_rows(data.getvalue(), "book.xlsx"))


# --- through the command line: one line naming the file, exit 2, nothing written, nothing hangs -------


def _run(cwd: Path, *args: str) -> subprocess.CompletedProcess:
    """In a child process: for a pipe or a device, which the command would wait on or read without end if
    it stopped refusing them (the timeout then fails the test)."""
    return run_forked(cwd, *args)


def _runner(kind: str):
    """How to run the command with a hostile file of ``kind``: a file or folder in-process, as it cannot
    hang the command; a pipe or a device in a child process."""
    return _run if kind in ("fifo", "device") else _in_process


def _in_process(cwd: Path, *args: str):
    return worksheets(*args, cwd=cwd)


def _refused(result: subprocess.CompletedProcess, needle: str, cwd: Path, before: list[str]) -> None:
    assert result.returncode == 2, result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("Error: ") and needle in lines[0], result.stderr
    assert result.stdout == ""
    assert sorted(p.name for p in cwd.rglob("*")) == before  # nothing written


def _hostile(kind: str, tmp_path: Path, name: str) -> tuple[Path, str]:
    if kind == "fifo":
        if not hasattr(os, "mkfifo"):
            pytest.skip("named pipes need os.mkfifo (POSIX)")
        path = tmp_path / name
        os.mkfifo(path)
        return path, "is a pipe (FIFO)"
    if kind == "device":
        if not Path("/dev/zero").exists():
            pytest.skip("no /dev/zero on this system")
        return Path("/dev/zero"), "/dev/zero: is a device"
    if kind == "folder":
        path = tmp_path / name
        path.mkdir()
        return path, "is a folder"
    path = tmp_path / name
    with open(path, "wb") as handle:
        handle.truncate(MAX_FILE_BYTES * 3)
    return path, "is 15.0 MB"


KINDS = ["fifo", "device", "folder", "big"]


@pytest.mark.parametrize("kind", ["fifo", "device", "big"])  # a folder is a folder of sheets to check
def test_check_refuses_a_hostile_sheet(tmp_path, kind):
    path, needle = _hostile(kind, tmp_path, "game.csv")
    before = sorted(p.name for p in tmp_path.rglob("*"))
    _refused(_runner(kind)(tmp_path, "check", str(path)), needle, tmp_path, before)


@pytest.mark.parametrize("kind", ["fifo", "device", "big"])
def test_check_refuses_a_hostile_readings_file(tmp_path, kind):
    sheet = tmp_path / "game.csv"
    sheet.write_bytes((REPO / "tests" / "check" / "cases" / "classic.csv").read_bytes())
    path, needle = _hostile(kind, tmp_path, "r.readings.csv")
    before = sorted(p.name for p in tmp_path.rglob("*"))
    _refused(_runner(kind)(tmp_path, "check", str(sheet), "--readings", str(path)), needle, tmp_path, before)


@pytest.mark.parametrize("kind", KINDS)
def test_scorecard_refuses_a_hostile_roster(tmp_path, kind):
    path, needle = _hostile(kind, tmp_path, "roster.csv")
    before = sorted(p.name for p in tmp_path.rglob("*"))
    _refused(_runner(kind)(tmp_path, "scorecard", "--rules", "classic", "--roster", str(path)), needle, tmp_path,
             before)


def test_scorecard_names_the_row_of_a_nul_byte_in_a_roster(tmp_path):
    path = tmp_path / "roster.csv"
    path.write_bytes(b"name\r\nAda\r\nBo\x00b\r\nCy\r\n")  # Bo's line is the file's third
    before = sorted(p.name for p in tmp_path.rglob("*"))
    _refused(_in_process(tmp_path, "scorecard", "--rules", "classic", "--roster", str(path)),
             "roster.csv row 3: a NUL byte", tmp_path, before)


@pytest.mark.parametrize("kind", KINDS)
def test_scorecard_refuses_a_hostile_rules_file(tmp_path, kind):
    path, needle = _hostile(kind, tmp_path, "house.toml")
    if kind == "device":
        path, needle = Path("/dev/zero"), "/dev/zero: is a device"
    before = sorted(p.name for p in tmp_path.rglob("*"))
    _refused(_runner(kind)(tmp_path, "scorecard", "--rules", str(path)), needle, tmp_path, before)


@pytest.mark.parametrize("kind", KINDS)
def test_score_refuses_a_hostile_rolls_file(tmp_path, kind):
    path, needle = _hostile(kind, tmp_path, "rolls.txt")
    before = sorted(p.name for p in tmp_path.rglob("*"))
    _refused(_runner(kind)(tmp_path, "score", "--input", str(path)), needle, tmp_path, before)


def test_score_reads_piped_rolls(tmp_path):
    result = run_forked(tmp_path, "score", "--input", "-", input="5 2 5 6 5\n")
    assert result.returncode == 0, result.stderr
    assert result.stdout


@pytest.mark.skipif(not hasattr(os, "openpty"), reason="needs a pseudo-terminal (os.openpty) to stand for a keyboard")
def test_score_refuses_stdin_that_is_a_terminal(tmp_path):
    leader, follower = os.openpty()
    try:
        # a fresh python: the terminal's follower as its standard input
        result = subprocess.run([sys.executable, "-c", "from cli.app import main; main()", "score", "--input", "-"],
                                cwd=tmp_path, capture_output=True, text=True, timeout=60, stdin=follower)
    finally:
        os.close(leader)
        os.close(follower)
    assert result.returncode == 2
    assert result.stderr.startswith("Error: standard input: nothing is piped in")


def test_dev_stdin_as_a_roster_is_refused_when_it_is_not_a_file(tmp_path):
    if not Path("/dev/stdin").exists() or not Path("/dev/null").exists():
        pytest.skip("no /dev/stdin on this system")
    before = sorted(p.name for p in tmp_path.rglob("*"))
    result = _run(tmp_path, "scorecard", "--rules", "classic", "--roster", "/dev/stdin")  # stdin is /dev/null
    _refused(result, "/dev/stdin: is a device, not a roster file", tmp_path, before)


@pytest.mark.parametrize("data, needle", [
    (b"box,Ana\nOnes,3\x00\n", "game.csv row 2: a NUL byte"),  # the NUL is on the second line
    (bytes(range(256)) * 4, "game.csv row 1: a NUL byte, so this is not a text file"),  # byte 0 comes first
    # A photo or scan of a card, told by its first bytes whatever its name (each format's published signature).
    (b"\x89PNG\r\n\x1a\n" + b"\x00" * 64, "game.csv: is a picture (PNG), not a table"),
    (b"\xff\xd8\xff\xe0\x00\x10JFIF\x00" + b"\x00" * 64, "game.csv: is a picture (JPEG), not a table"),
    (b"GIF89a" + b"\x00" * 64, "game.csv: is a picture (GIF), not a table"),
    (b"\x00\x00\x00\x18ftypheic" + b"\x00" * 64, "game.csv: is a picture (HEIC, an iPhone photo), not a table"),
    (b"RIFF\x24\x00\x00\x00WEBPVP8 " + b"\x00" * 64, "game.csv: is a picture (WebP), not a table"),
])
def test_check_refuses_binary_sheets_in_one_line(tmp_path, data, needle):
    path = tmp_path / "game.csv"
    path.write_bytes(data)
    before = sorted(p.name for p in tmp_path.rglob("*"))
    _refused(_in_process(tmp_path, "check", str(path)), needle, tmp_path, before)


def test_check_refuses_an_empty_sheet_in_one_line(tmp_path):
    path = tmp_path / "game.csv"
    path.write_bytes(b"")
    before = sorted(p.name for p in tmp_path.rglob("*"))
    _refused(_in_process(tmp_path, "check", str(path)), "game.csv", tmp_path, before)


def _numbers_document() -> bytes:
    """An Apple Numbers document's bytes as far as they tell it: a zip holding Index/Document.iwa."""
    import io
    import zipfile

    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("Index/Document.iwa", b"\x00" * 32)
        archive.writestr("Metadata/Properties.plist", b"<plist/>")
    return buffer.getvalue()


@pytest.mark.parametrize("name", ["game.numbers", "game.csv", "game.xlsx"])
def test_an_apple_numbers_document_is_named_with_how_to_export_it(tmp_path, name):
    path = tmp_path / name
    path.write_bytes(_numbers_document())
    before = sorted(p.name for p in tmp_path.rglob("*"))
    advice = f"{name}: is an Apple Numbers spreadsheet; in Numbers, choose File > Export To > CSV (or Excel)"
    _refused(_in_process(tmp_path, "check", str(path)), advice, tmp_path, before)
    _refused(_in_process(tmp_path, "scorecard", "--roster", str(path)), advice, tmp_path, before)


def test_an_apple_numbers_document_saved_as_a_folder_is_named_too(tmp_path):
    package = tmp_path / "game.numbers"
    (package / "Index").mkdir(parents=True)
    (package / "Index" / "Document.iwa").write_bytes(b"\x00" * 32)
    before = sorted(p.name for p in tmp_path.rglob("*"))
    _refused(_in_process(tmp_path, "check", str(package)), "game.numbers: is an Apple Numbers spreadsheet",
             tmp_path, before)
