"""Slips in a teacher's rules file: each is named on its own line, in plain words."""

from __future__ import annotations

import pytest

from worksheets.errors import RulesError
from worksheets.rules import load_rules_file

HEAD = 'name = "x"\ndice = 5\nfaces = 6\nrolls = 3\n'  # lines 1 to 4


def refusal(tmp_path, text, name="mine.toml"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    with pytest.raises(RulesError) as refused:
        load_rules_file(path)
    message = str(refused.value)
    assert "\n" not in message
    return message.removeprefix(str(path))


def test_a_misspelt_label_is_named_as_the_unknown_key_on_its_line(tmp_path):
    # Counted by hand: HEAD is lines 1-4, blank 5, the first box 6-9, the second [[boxes]] 10, "lable" 11.
    text = HEAD + '\n[[boxes]]\nlabel = "Ones"\nscorer = "upper"\nface = 1\n[[boxes]]\nlable = "Twos"\nscorer = "upper"\n'
    assert refusal(tmp_path, text).startswith(" line 11: boxes[2].lable: unknown key (did you mean label?")


def test_a_box_with_no_label_and_a_key_unlike_it_still_says_the_label_is_missing(tmp_path):
    text = HEAD + '[[boxes]]\nscorer = "chance"\ncolour = "red"\n'
    assert "boxes[1].label: missing: write it as text" in refusal(tmp_path, text)
