"""Atomic writes (SPEC section 6): the new file or the old one, never half; inputs never written over."""

from __future__ import annotations

from pathlib import Path

import pytest

from worksheets.errors import InputError
from worksheets.render.output import default_output, write_atomically


def test_writes_the_file_and_leaves_no_temporary(tmp_path):
    path = write_atomically(tmp_path / "cards.pdf", lambda stream: stream.write(b"%PDF-new"))
    assert path.read_bytes() == b"%PDF-new"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cards.pdf"]


def test_a_failure_leaves_nothing_behind(tmp_path):
    def broken(stream):
        stream.write(b"%PDF-half")
        raise RuntimeError("drawing failed")

    with pytest.raises(RuntimeError, match="drawing failed"):
        write_atomically(tmp_path / "cards.pdf", broken)
    assert list(tmp_path.iterdir()) == []


def test_a_failure_keeps_the_old_file(tmp_path):
    path = tmp_path / "cards.pdf"
    path.write_bytes(b"%PDF-old")

    def broken(stream):
        stream.write(b"%PDF-half")
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        write_atomically(path, broken)
    assert path.read_bytes() == b"%PDF-old"
    assert list(tmp_path.iterdir()) == [path]


def test_an_old_file_is_replaced(tmp_path):
    path = tmp_path / "cards.pdf"
    path.write_bytes(b"%PDF-old")
    write_atomically(path, lambda stream: stream.write(b"%PDF-new"))
    assert path.read_bytes() == b"%PDF-new"


def test_an_input_file_is_never_written_over(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    roster = tmp_path / "class.pdf"
    roster.write_bytes(b"names")
    with pytest.raises(InputError, match=r"^class.pdf: is an input file of this run, and an input file is never written over; choose another output path$"):
        write_atomically(Path("class.pdf"), lambda stream: stream.write(b"%PDF"), inputs=[roster])
    assert roster.read_bytes() == b"names"


@pytest.mark.parametrize("name, message", [
    ("cards.csv", "the output file name must end in .pdf"),
    ("missing/cards.pdf", "the folder missing does not exist"),
])
def test_refused_destinations(tmp_path, monkeypatch, name, message):
    monkeypatch.chdir(tmp_path)
    with pytest.raises(InputError, match=message):
        write_atomically(Path(name), lambda stream: stream.write(b"%PDF"))
    assert list(tmp_path.iterdir()) == []


def test_a_folder_is_refused(tmp_path):
    (tmp_path / "sheets.pdf").mkdir()
    with pytest.raises(InputError, match="is a folder"):
        write_atomically(tmp_path / "sheets.pdf", lambda stream: stream.write(b"%PDF"))


def test_the_default_folder_is_created_when_asked(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    path = default_output("scorecards", "classic", "letter")
    assert path == Path("output/classic-scorecards-letter.pdf")
    write_atomically(path, lambda stream: stream.write(b"%PDF"), create_folder=True)
    assert (tmp_path / "output" / "classic-scorecards-letter.pdf").read_bytes() == b"%PDF"


def test_default_names_are_safe_file_names():
    assert default_output("group-chart", "My House Rules!", "a4") == Path("output/my-house-rules-group-chart-a4.pdf")


@pytest.mark.parametrize("class_name, name", [
    ("5B", "classic-scorecards-5B-letter.pdf"),  # issue 8 item 5: 5C's cards do not replace 5B's
    ("Year 5 / Room ../2", "classic-scorecards-Year-5-Room-2-letter.pdf"),  # no folder separators, no ..
    ("5b", "classic-scorecards-5b-letter.pdf"),
    ("5e", "classic-scorecards-5e-letter.pdf"),
    ("Year-5-Room-2", "classic-scorecards-Year-5-Room-2-letter.pdf"),  # the same class as the one above
    ("  Mr Smith's 5th grade  ", "classic-scorecards-Mr-Smith-s-5th-grade-letter.pdf"),
    ("", "classic-scorecards-letter.pdf"),  # no class: left out
    ("~", "classic-scorecards-letter.pdf"),  # nothing but punctuation: no class either
])
def test_the_class_is_part_of_a_default_name(class_name, name):
    assert default_output("scorecards", "classic", "letter", class_name=class_name) == Path("output") / name


def test_a_kind_too_long_for_a_name_keeps_its_with_keys_ending():
    # Question cards of four kinds, printed with their keys: the kinds are shortened and tagged, and the name
    # still ends "-with-keys", so the teacher's copy is told from the students' by its name alone.
    with_keys = default_output("questions-level-3-scoring-words-expanded-keep-with-keys", "zombie", "a4").name
    without = default_output("questions-level-3-scoring-words-expanded-keep", "zombie", "a4").name
    assert with_keys.endswith("-with-keys-a4.pdf") and not without.endswith("-with-keys-a4.pdf")
    assert with_keys.removesuffix("-with-keys-a4.pdf") == without.removesuffix("-a4.pdf")


def test_a_failure_removes_the_folders_made_for_the_file(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)

    def broken(stream):
        stream.write(b"%PDF-half")
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        write_atomically(Path("output/5B/cards.pdf"), broken, create_folder=True)
    assert list(tmp_path.iterdir()) == []


def test_a_failure_keeps_a_folder_that_was_there(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "output").mkdir()
    (tmp_path / "output" / "other.pdf").write_bytes(b"%PDF-other")

    def broken(stream):
        raise RuntimeError("drawing failed")

    with pytest.raises(RuntimeError):
        write_atomically(Path("output/new/cards.pdf"), broken, create_folder=True)
    assert [p.relative_to(tmp_path).as_posix() for p in sorted(tmp_path.rglob("*"))] == [
        "output", "output/other.pdf"]


def test_ctrl_c_just_as_the_temporary_file_is_made_leaves_nothing(tmp_path, monkeypatch):
    # A SIGINT can arrive the moment the temporary file exists, before a byte is written (the SIGINT
    # test in test_interrupted_writes.py once hit it): the file must still be removed.
    from worksheets.render import output

    made = []

    def make_then_interrupt(name, flags, mode=0o777):
        made.append(os_open(name, flags, mode))
        raise KeyboardInterrupt

    os_open = output.os.open
    monkeypatch.setattr(output.os, "open", make_then_interrupt)
    with pytest.raises(KeyboardInterrupt):
        write_atomically(tmp_path / "cards.pdf", lambda stream: stream.write(b"%PDF"))
    monkeypatch.undo()
    for descriptor in made:
        output.os.close(descriptor)
    assert len(made) == 1
    assert list(tmp_path.iterdir()) == []
