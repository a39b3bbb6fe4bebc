"""Default file names keep classes apart: a class named with letters beyond ASCII (5Б, 5é, Ωμέγα 5) gets
its own file instead of replacing another class's, and plain ASCII names keep the names they always had."""

from __future__ import annotations

import hashlib
import unicodedata
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from worksheets.render.output import default_output


def _file(class_name: str, rules: str = "classic") -> str:
    return default_output("scorecards", rules, "letter", class_name=class_name).name


def _tag(normalised: str) -> str:
    """The tag worked out here from the documented rule: SHA-256 of the normalised name, 8 hex digits."""
    return hashlib.sha256(normalised.encode("utf-8")).hexdigest()[:8]


def _same_class(name: str) -> tuple[str, ...]:
    """The documented normalisation, written out again: NFC, case folded, and the words between runs of
    spaces and ASCII punctuation."""
    text = unicodedata.normalize("NFC", unicodedata.normalize("NFC", name).casefold())
    words, word = [], ""
    for char in text:
        if char.isspace() or (char.isascii() and not char.isalnum()):
            words.append(word)
            word = ""
        else:
            word += char
    return tuple(w for w in [*words, word] if w)


@pytest.mark.parametrize("first, second", [
    ("5Б", "5В"),  # the reported case: both were classic-scorecards-5-letter.pdf
    ("5é", "5è"),
    ("5é", "5e"),  # an accent folded for reading still keeps the class apart
    ("Ωμέγα 5", "Άλφα 5"),
    ("Ж", ""),  # a class of letters from another script is never the same file as no class
    ("Ж", "Б"),
    ("Mrs Henderson's Year 5 Maths Group A", "Mrs Henderson's Year 5 Maths Group B"),  # alike past the cut
    ("5²", "52"),
])
def test_reported_collisions_are_gone(first, second):
    assert _file(first).lower() != _file(second).lower()


@pytest.mark.parametrize("class_name, tagged_as, name", [
    # The tag is worked out by hand from the normalised name (lower case, words joined by one space).
    ("5Б", "5б", "classic-scorecards-5--{}-letter.pdf"),
    ("5В", "5в", "classic-scorecards-5--{}-letter.pdf"),
    ("5é", "5é", "classic-scorecards-5e--{}-letter.pdf"),
    ("5È", "5è", "classic-scorecards-5E--{}-letter.pdf"),
    ("Ωμέγα 5", "ωμέγα 5", "classic-scorecards-5--{}-letter.pdf"),
    ("Ж", "ж", "classic-scorecards-class--{}-letter.pdf"),  # nothing readable: "class" and the tag
    ("Łukasz  Straße", "łukasz strasse", "classic-scorecards-Lukasz-Strasse--{}-letter.pdf"),  # ß folds to ss
])
def test_a_name_beyond_ascii_is_spelled_in_ascii_and_tagged(class_name, tagged_as, name):
    assert _file(class_name) == name.format(_tag(tagged_as))


def test_the_tag_is_the_same_in_every_run():
    # Fixed digits, so a change of hash (or Python's salted hash()) would show; from coreutils:
    # printf '5б' | sha256sum  ->  0447318e3aee592c...
    assert hashlib.sha256("5б".encode()).hexdigest().startswith("0447318e")
    assert _file("5Б") == "classic-scorecards-5--0447318e-letter.pdf"


def test_a_plain_name_that_spells_a_tag_is_not_a_tagged_name():
    # "5e 1a2b3c4d" spelled with 5é's own tag: its plain name has one hyphen where a tagged name has two.
    plain = "5e " + _tag("5é")
    assert _file(plain) == f"classic-scorecards-5e-{_tag('5é')}-letter.pdf"
    assert _file(plain).lower() != _file("5é").lower()


def test_a_decomposed_accent_is_the_same_class_as_a_composed_one():
    assert _file("5e\u0301") == _file("5\u00e9")


def test_a_cut_name_is_tagged():
    long_name = "Mrs Henderson's Year 5 Maths Group A"
    readable = "Mrs-Henderson-s-Year-5-Maths-Group-A"[:24]
    assert _file(long_name) == f"classic-scorecards-{readable}--{_tag('mrs henderson s year 5 maths group a')}-letter.pdf"


def test_a_rule_set_name_beyond_ascii_is_tagged_too():
    assert default_output("scorecards", "Règles à moi", "a4") == \
        Path(f"output/regles-a-moi--{_tag('règles à moi')}-scorecards-a4.pdf")
    assert default_output("scorecards", "Regles a moi", "a4") == Path("output/regles-a-moi-scorecards-a4.pdf")


_LETTERS = "aAeE5B -./'" + "éÉèЁёБбВв" + "\u0301\u00a0ßſKΩω²ﬁ"


@settings(max_examples=300, deadline=None)
@given(st.lists(st.text(alphabet=_LETTERS, max_size=5), min_size=2, max_size=25))
def test_different_classes_never_share_a_file(names):
    # Compared ignoring case, as Windows and macOS compare file names.
    seen: dict[str, str] = {}
    for name in names:
        file = _file(name).lower()
        if file in seen:
            assert _same_class(seen[file]) == _same_class(name), (seen[file], name, file)
        seen[file] = name


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=60), st.sampled_from(["classic", "Règles", "../x", "CON"]))
def test_every_name_stays_safe(class_name, rules):
    path = default_output("scorecards", rules, "letter", class_name=class_name)
    assert path.parent == Path("output")
    stem = path.name.removesuffix(".pdf")
    assert stem and set(stem) <= set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-")
    assert not stem.startswith("-") and not stem.endswith("-")
