"""A teacher's box label inside the words of a total: quoted when its own punctuation would cut the sentence."""

from __future__ import annotations

from worksheets.render.scorecard_model import build_scorecards
from worksheets.rules import load_rules_file, preset

from tests.cli.test_rules_command import LONG_LABEL_FILE


def _hint(rules, key):
    return next(row.hint for row in build_scorecards(rules).rows if row.key == key)


def test_a_label_with_a_colon_is_quoted_where_a_total_names_it(tmp_path):
    path = tmp_path / "long.toml"
    path.write_text(LONG_LABEL_FILE.replace('label = "Chance"', 'label = "Chance, any roll"'), encoding="utf-8")
    rules = load_rules_file(path)
    # Ones is the upper section; the lower one runs from the colon's label to the comma's.
    assert _hint(rules, "lower-total") == "Add “Three Matching Dice: Total” to “Chance, any roll”"
    assert _hint(rules, "upper-total") == "Copy Ones"


def test_plain_labels_stay_unquoted():
    # classic's lower total, as the printed card has always said it (seed 001's boxes, Yahtzee bonus row).
    assert _hint(preset("classic"), "lower-total") == "Add Three of a Kind to Chance + Yahtzee bonus"
