"""Shipped tables, the cache, and what a table is keyed by (issue 13 item 3)."""

from __future__ import annotations

import numpy as np
import pytest

from worksheets.game import Scorecard
from worksheets.rules import parse_rules, preset, preset_names
import worksheets.strategy.strategy as strategy
from worksheets.strategy import strategy_for
from worksheets.strategy.build import shipped_presets
from worksheets.strategy.tables import SHIPPED_DIR, encode, scoring_fingerprint, table_name

from .small_games import CHANCE, PAIR, THREES, small_rules


def test_every_preset_of_boxes_has_its_table_shipped():
    # Fails when a preset's scoring changes without `python -m worksheets.strategy.build`.
    for name in preset_names():
        rules = preset(name)
        if rules.boxes:
            path = SHIPPED_DIR / table_name(scoring_fingerprint(rules))
            assert path.is_file(), f"{name}: no shipped table; run python -m worksheets.strategy.build"
    shipped = {p.name for p in SHIPPED_DIR.glob("strategy-*.npz")}
    assert shipped == {table_name(f) for f in shipped_presets()}, "a shipped table no preset uses"


def test_tables_are_small():
    for path in SHIPPED_DIR.glob("strategy-*.npz"):
        assert path.stat().st_size < 1_500_000


def test_the_fingerprint_covers_scoring_only():
    assert scoring_fingerprint(preset("zombie")) == scoring_fingerprint(preset("classic"))
    renamed = parse_rules({"base": "classic", "name": "ours", "title": "Our Yahtzee"}, "ours")
    assert scoring_fingerprint(renamed) == scoring_fingerprint(preset("classic"))
    for change in ({"rolls": 4}, {"extra-yahtzee-points": 50}, {"upper-bonus": {"threshold": 60, "points": 35}},
                   {"extra-yahtzee": "free-joker"}):
        changed = parse_rules({"base": "classic", "name": "x"} | change, "x")
        assert scoring_fingerprint(changed) != scoring_fingerprint(preset("classic")), change


def test_a_rules_file_is_solved_once_and_cached(tmp_path, monkeypatch):
    rules = small_rules("cached", boxes=[THREES, CHANCE, PAIR], bonus=(6, 10), policy="bonus-no-box", points=30)
    steps = []
    first = strategy_for(rules, cache_dir=tmp_path, progress=lambda done, total: steps.append((done, total)))
    files = list(tmp_path.iterdir())
    assert steps == [(k, len(rules.boxes)) for k in range(1, len(rules.boxes) + 1)]
    assert [f.name for f in files] == [table_name(scoring_fingerprint(rules))]  # no temporary file left behind
    strategy._LOADED.clear()

    def no_solving(*args, **kwargs):
        raise AssertionError("solved again instead of reading the cache")

    monkeypatch.setattr(strategy, "solve", no_solving)
    again = strategy_for(rules, cache_dir=tmp_path)
    assert again.expected_score == first.expected_score
    card = Scorecard(rules).play((3, 3), "threes")
    assert again.value(card) == pytest.approx(first.value(card), abs=1e-5)  # float32 on disk
    assert again.advise(card, (2, 2), 1).best.keep == first.advise(card, (2, 2), 1).best.keep


def test_box_averages_worked_out_for_a_cached_table_are_kept_with_it(tmp_path, monkeypatch):
    # Before, a table read from the cache worked its averages out again on every run: `strategy --rules FILE`
    # took minutes each time for a six-dice file (trial 25).
    rules = small_rules("averaged", boxes=[THREES, CHANCE, PAIR], bonus=(6, 10), policy="none")
    strategy_for(rules, cache_dir=tmp_path)  # solved and cached, without averages (none asked yet)
    strategy._LOADED.clear()
    loaded = strategy_for(rules, cache_dir=tmp_path)
    assert loaded._averages is None
    averages = loaded.box_averages()
    assert sum(averages.values()) == pytest.approx(loaded.expected_score, abs=1e-6)  # they add up (box_averages)
    strategy._LOADED.clear()

    def not_again(*args, **kwargs):
        raise AssertionError("the averages were worked out again instead of read with the table")

    monkeypatch.setattr(strategy, "box_averages", not_again)
    again = strategy_for(rules, cache_dir=tmp_path)
    assert again.box_averages() == averages
    assert [f.name for f in tmp_path.iterdir()] == [table_name(scoring_fingerprint(rules))]


def test_a_damaged_cache_file_is_solved_again(tmp_path):
    rules = small_rules("damaged", boxes=[THREES, CHANCE], policy="none")
    (tmp_path / table_name(scoring_fingerprint(rules))).write_bytes(b"not a table")
    strategy._LOADED.clear()
    assert strategy_for(rules, cache_dir=tmp_path).expected_score > 0
    assert (tmp_path / table_name(scoring_fingerprint(rules))).stat().st_size > 100


def test_the_cache_folder_follows_xdg(monkeypatch, tmp_path):
    from worksheets.strategy.tables import default_cache_dir

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert default_cache_dir() == tmp_path / "worksheets"
    monkeypatch.delenv("XDG_CACHE_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert default_cache_dir() == tmp_path / "home" / ".cache" / "worksheets"


def test_a_cache_file_of_the_wrong_length_is_solved_again(tmp_path):
    rules = small_rules("short", boxes=[THREES, CHANCE], policy="none")
    fingerprint = scoring_fingerprint(rules)
    (tmp_path / table_name(fingerprint)).write_bytes(encode(np.zeros(3), 1.0, fingerprint, {}))
    strategy._LOADED.clear()
    assert strategy_for(rules, cache_dir=tmp_path).expected_score > 1.0
