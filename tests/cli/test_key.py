"""`worksheets key CODE`: the key rebuilt from the code alone."""

from __future__ import annotations

import json

from worksheets.place_value.sheets import class_set


def test_key_json_matches_the_class_set(run):
    sheet = class_set(99, 3)[2]
    result = run("key", sheet.code.lower(), "--json")
    assert result.exit_code == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["game"] == 3 and data["code"] == sheet.code
    assert [c["category"] for c in data["categories"]] == [c.phrase() for c in sheet.categories]
    assert [c["greatest"] for c in data["categories"]] == [row.greatest for row in sheet.key]


def test_key_text_shows_each_category(run):
    sheet = class_set(5, 1)[0]
    result = run("key", sheet.code)
    assert result.exit_code == 0
    for category in sheet.categories:
        assert category.phrase() in result.stdout
    assert "WILD! Any number can be written here." in result.stdout


def test_a_mistyped_code_is_one_line_exit_2(run):
    result = run("key", "1500-0400-001A-D")
    assert result.exit_code == 2
    assert result.stderr.strip() == "Error: sheet code '1500-0400-001A-D' does not check out; look for a mistyped symbol"
