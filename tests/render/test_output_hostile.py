"""Hostile destinations (issue 10 item 4): safe default names, links replaced, unwritable folders refused."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from tests.unprivileged import unprivileged  # noqa: F401 (a fixture)
from typer.testing import CliRunner

from worksheets.errors import InputError, OutputFolderError
from worksheets.render import output
from worksheets.render.output import MAX_CLASS_PART, OUTPUT_DIR, WINDOWS_RESERVED, default_output, write_atomically


@pytest.mark.parametrize("class_name", [
    "..", "../..", "../../etc/passwd", "/etc", "a/b\\c", "C:\\Windows", "5B\x00x", ".hidden", "~",
    "CON", "nul", "COM1", "lpt9", "aux.txt", "x" * 500, "Ж" * 50, "5B " * 40, "", "   ",
])
@pytest.mark.parametrize("rules_name", ["classic", "../../x", "CON", "R" * 300])
def test_default_names_stay_inside_the_output_folder(class_name, rules_name):
    path = default_output("scorecards", rules_name, "letter", class_name=class_name)
    assert path.parent == OUTPUT_DIR
    name = path.name
    assert name.endswith(".pdf") and len(name) <= 160
    assert ".." not in name and "/" not in name and "\\" not in name and ":" not in name
    assert set(name[:-4]) <= set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-")
    assert name.split(".")[0].lower() not in WINDOWS_RESERVED
    assert not name.startswith(("-", "."))


def test_a_long_class_name_is_cut():
    path = default_output("scorecards", "classic", "letter", class_name="Room " + "7" * 100)
    # Cut, so tagged: a longer or shorter room number must not share the file.
    tag = hashlib.sha256(("room " + "7" * 100).encode()).hexdigest()[:8]
    assert path.name == f"classic-scorecards-{('Room-' + '7' * 100)[:MAX_CLASS_PART]}--{tag}-letter.pdf"


@pytest.mark.parametrize("stem", sorted(WINDOWS_RESERVED))
def test_a_reserved_windows_name_is_never_a_whole_file_name(stem):
    for spelled in (stem, stem.upper(), f"{stem}.x"):
        for path in (default_output(spelled, spelled, spelled, class_name=spelled),
                     default_output("scorecards", spelled, "letter"), default_output(spelled, "", "")):
            assert path.name.split(".")[0].lower() not in WINDOWS_RESERVED


def test_an_output_that_is_a_link_is_replaced_never_written_through(tmp_path):
    target = tmp_path / "elsewhere.pdf"
    target.write_bytes(b"keep me")
    link = tmp_path / "cards.pdf"
    link.symlink_to(target)
    write_atomically(link, lambda stream: stream.write(b"%PDF-new"))
    assert not link.is_symlink()
    assert link.read_bytes() == b"%PDF-new"
    assert target.read_bytes() == b"keep me"


def test_a_dangling_link_is_replaced_and_its_target_not_created(tmp_path):
    link = tmp_path / "cards.pdf"
    link.symlink_to(tmp_path / "nowhere" / "made.pdf")
    write_atomically(link, lambda stream: stream.write(b"%PDF-new"))
    assert not link.is_symlink() and link.read_bytes() == b"%PDF-new"
    assert not (tmp_path / "nowhere").exists()


def test_a_link_to_a_folder_is_replaced_not_written_into(tmp_path):
    folder = tmp_path / "folder"
    folder.mkdir()
    link = tmp_path / "cards.pdf"
    link.symlink_to(folder)
    write_atomically(link, lambda stream: stream.write(b"%PDF-new"))
    assert link.read_bytes() == b"%PDF-new" and list(folder.iterdir()) == []


def test_a_link_to_an_input_file_is_refused(tmp_path):
    roster = tmp_path / "roster.pdf"
    roster.write_bytes(b"names")
    link = tmp_path / "cards.pdf"
    link.symlink_to(roster)
    with pytest.raises(InputError, match="is an input file of this run"):
        write_atomically(link, lambda stream: stream.write(b"%PDF"), inputs=[roster])
    assert roster.read_bytes() == b"names" and link.is_symlink()


def test_a_folder_that_refuses_writing_gives_a_clear_line(tmp_path, monkeypatch):
    # Whoever runs the tests: the folder refuses, as a read-only one does. The library names no option:
    # `check --pdf` reaches it as well as `--output` (the command adds its own hint, below).
    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(output.os, "open", refuse)  # how the temporary file is made
    with pytest.raises(OutputFolderError) as caught:
        write_atomically(tmp_path / "cards.pdf", lambda stream: stream.write(b"%PDF"))
    assert str(caught.value) == f"{tmp_path / 'cards.pdf'}: cannot be written: the folder {tmp_path} is not writable"
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("args, hint", [
    (("scorecard", "--rules", "classic", "--output", "{path}"), " (choose another folder with --output)"),
    (("key", "1900-0400-0001-0", "-o", "{path}"), " (choose another folder with --output)"),
    (("check", "game.csv", "--rules", "classic", "--pdf", "{path}"),
     " (choose another folder with --pdf)"),
])
def test_a_destination_under_a_file_names_the_commands_own_option(tmp_path, monkeypatch, args, hint):
    # A path under a regular file stops root too. Before, every command's line ended in "--output", which
    # `check` does not have, and said the folder did not exist.
    from cli.app import app

    monkeypatch.chdir(tmp_path)
    (tmp_path / "game.csv").write_text("player,Ana,Ben\r\nGrand total,412,193\r\n", encoding="utf-8", newline="")
    (tmp_path / "notes.txt").write_text("a file, not a folder\n", encoding="utf-8")
    path = Path("notes.txt") / "out.pdf"
    result = CliRunner().invoke(app, [arg.format(path=path) for arg in args])
    assert result.exit_code == 2
    assert result.stderr.strip().splitlines() == [f"Error: {path}: notes.txt is a file, not a folder{hint}"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.csv", "notes.txt"]


def test_an_unwritable_folder_for_the_key_of_check_names_pdf_not_output(unprivileged):
    # As root, the command runs as nobody (tests/unprivileged.py). `check` writes its key where --pdf says.
    folder = unprivileged.folder / "locked"
    folder.mkdir()
    (unprivileged.folder / "game.csv").write_text("player,Ana,Ben\nGrand total,412,193\n", encoding="utf-8")
    folder.chmod(0o555)
    result = unprivileged.worksheets("check", "game.csv", "--rules", "classic", "--pdf", str(folder / "key.pdf"))
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [
        f"Error: {folder / 'key.pdf'}: cannot be written: the folder {folder} is not writable "
        "(choose another folder with --pdf)"]
    assert list(folder.iterdir()) == []


def test_an_unwritable_output_folder_gives_exit_2_and_one_line(unprivileged):
    # As root, the command runs as nobody: chmod does not stop root (see tests/unprivileged.py).
    folder = unprivileged.folder / "locked"
    folder.mkdir()
    folder.chmod(0o555)
    result = unprivileged.worksheets("scorecard", "--rules", "classic", "--output", str(folder / "cards.pdf"))
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [
        f"Error: {folder / 'cards.pdf'}: cannot be written: the folder {folder} is not writable "
        "(choose another folder with --output)"]
    assert list(folder.iterdir()) == []


def test_an_unwritable_working_folder_gives_exit_2_for_the_default_output(unprivileged):
    here = unprivileged.folder / "class"
    here.mkdir()
    here.chmod(0o555)
    result = unprivileged.worksheets("scorecard", "--rules", "classic", cwd=here)
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [
        "Error: output: cannot create the folder (Permission denied) (choose another folder with --output)"]
    assert list(here.iterdir()) == []
