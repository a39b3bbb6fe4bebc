"""`--output FOLDER`: the sheet gets its default file name inside that folder, as copying a file into a
folder does; a path that is not a folder is still the file to write."""

from __future__ import annotations

import pytest


# The names are the ones `make demo` and the README print for these sheets without --output
# (output/<rules>-<kind>[-<class>]-<paper>.pdf), now inside the folder given.
@pytest.mark.parametrize("args, name", [
    (("scorecard", "--players", "Ana,Ben", "--class", "5B"), "classic-scorecards-5B-letter.pdf"),
    (("scorecard", "--rules", "place-value", "--paper", "a4"), "place-value-scorecards-a4.pdf"),
    (("scorecard", "--rules", "zombie", "--teams", "2"), "zombie-pack-letter.pdf"),
    (("practice", "chance", "--students", "2"), "practice-chance-level-1-letter.pdf"),
    # Question cards print their answer page unless --no-key: a file of its own name either way.
    (("zombie", "questions", "--teams", "2"), "zombie-questions-with-keys-letter.pdf"),
    (("zombie", "questions", "--teams", "2", "--no-key"), "zombie-questions-letter.pdf"),
    # Another level, kinds or seed: before, each of these replaced the file of the default cards.
    (("zombie", "questions", "--teams", "2", "--level", "3"), "zombie-questions-level-3-with-keys-letter.pdf"),
    (("zombie", "questions", "--teams", "2", "--kinds", "compare,place-value", "--seed", "2", "--no-key"),
     "zombie-questions-place-value-compare-seed-2-letter.pdf"),
    (("zombie", "questions", "--teams", "2", "--kinds", "digits,compare,chance,place-value", "--seed", "1"),
     "zombie-questions-with-keys-letter.pdf"),  # the default kinds and seed, typed
])
def test_a_folder_given_as_output_gets_the_default_name(run, tmp_path, monkeypatch, args, name):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "pdfs").mkdir()
    result = run(*args, "--output", "pdfs")
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[-1] == f"pdfs/{name}"
    assert (tmp_path / "pdfs" / name).read_bytes().startswith(b"%PDF")
    assert not (tmp_path / "output").exists()  # the default folder is not made as well


def test_a_missing_folder_is_not_made(run, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = run("scorecard", "--output", "pdfs/cards.pdf")
    assert result.exit_code == 2
    assert "the folder pdfs does not exist" in result.output
    assert list(tmp_path.iterdir()) == []


def test_a_folder_not_made_yet_is_named_as_a_folder(run, tmp_path, monkeypatch):
    # "-o out/" reaches the command as "out": no suffix, nothing there. Before, the message was about a .pdf name.
    monkeypatch.chdir(tmp_path)
    result = run("practice", "chance", "-o", "out/")
    assert result.exit_code == 2
    assert "out: no such folder; give a folder that exists, or a file name ending in .pdf" in result.output
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("command", [("scorecard",), ("practice", "chance")])
def test_two_rosters_without_a_class_get_files_of_their_own(run, tmp_path, monkeypatch, command):
    # Before, 5A's sheets were replaced by 5B's in silence: both wrote output/<rules>-<kind>-letter.pdf.
    monkeypatch.chdir(tmp_path)
    for name, student in (("5A", "Ana"), ("5B", "Ben")):
        (tmp_path / f"{name}.csv").write_text(f"Name\n{student}\n", encoding="utf-8")
    first, second = (run(*command, "--roster", f"{name}.csv") for name in ("5A", "5B"))
    assert first.exit_code == 0 and second.exit_code == 0, first.output + second.output
    paths = [result.stdout.strip().splitlines()[-1] for result in (first, second)]
    assert "-5A-" in paths[0] and "-5B-" in paths[1]
    assert all((tmp_path / path).exists() for path in paths)


@pytest.mark.parametrize("command, default_name, seeded_name", [
    (("scorecard", "--rules", "place-value"), "place-value-scorecards-letter.pdf",
     "place-value-scorecards-seed-2-letter.pdf"),
    (("practice", "chance"), "practice-chance-level-1-letter.pdf", "practice-chance-level-1-seed-2-letter.pdf"),
])
def test_another_seed_is_another_file(run, tmp_path, monkeypatch, command, default_name, seeded_name):
    # --seed 2 prints other sheets than the default (seed 1): before, they replaced its file in silence.
    monkeypatch.chdir(tmp_path)
    seeds = ((), ("--seed", "2"), ("--seed", "1"))
    outputs = [run(*command, *extra).stdout.strip().splitlines()[-1] for extra in seeds]
    assert outputs == [f"output/{default_name}", f"output/{seeded_name}", f"output/{default_name}"]


@pytest.mark.parametrize("command, options, name", [
    (("practice", "keep", "--level", "2"), ("--rules", "house"), "practice-keep-level-2-house-letter.pdf"),
    (("practice", "scoring", "--level", "2"), ("--rules", "yacht"), "practice-scoring-level-2-yacht-letter.pdf"),
    (("practice", "words", "--level", "2"), ("--digits", "6", "--style", "uk"),
     "practice-words-level-2-6-digits-uk-letter.pdf"),
    (("practice", "place-value", "--level", "2"), ("--problems", "4"), "practice-place-value-level-2-4-problems-letter.pdf"),
])
def test_other_practice_options_are_another_file(run, tmp_path, monkeypatch, command, options, name):
    # Two groups' sheets printed with other rules, digits, words or problems: before, the second replaced the first
    # in silence (both "practice-keep-level-2-letter.pdf"). The default options keep the default name.
    monkeypatch.chdir(tmp_path)
    plain, other = (run(*command, *extra).stdout.strip().splitlines()[-1] for extra in ((), options))
    assert plain == f"output/{'-'.join(command[:2])}-level-2-letter.pdf"
    assert other == f"output/{name}"
    assert (tmp_path / plain).exists() and (tmp_path / other).exists()
