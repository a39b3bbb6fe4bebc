"""Which students play together on place-value cards, as the command tells the teacher (trial 15: with 29
students the game of three was printed without a word)."""

from __future__ import annotations

import pytest

from tests.files import write


@pytest.mark.parametrize("names, games, note", [
    # two to a game in roster order; the fifth joins the last pair (scorecard --help: "an odd one out joins
    # the last pair"): games (Ana, Ben) and (Cy, Dee, Ed). Five cards, two a page: the last page's second place
    # holds a spare blank card of the last game (render/place_value_cards.py), which the note names (trial 27).
    (["Ana", "Ben", "Cy", "Dee", "Ed"], None, "Note: 5 students, so game 2 is played by three: Cy, Dee and Ed. "
                                              "The last page has room for one more card: a spare blank card of game 2."),
    (["Ana", "Ben", "Cy"], None, "Note: 3 students, so game 1 is played by three: Ana, Ben and Cy. "
                                 "The last page has room for one more card: a spare blank card of game 1."),
    # a blank game asked for after them is the last: 2 + 3 + 2 cards, the spare is game 3's
    (["Ana", "Ben", "Cy", "Dee", "Ed"], 3, "Note: 5 students, so game 2 is played by three: Cy, Dee and Ed. "
                                           "The last page has room for one more card: a spare blank card of game 3."),
])
def test_an_odd_class_is_told_which_game_has_three(run, tmp_path, monkeypatch, names, games, note):
    from pypdf import PdfReader

    monkeypatch.chdir(tmp_path)
    write(tmp_path, "class.csv", "Name\n" + "\n".join(names) + "\n")
    more = ["--games", str(games)] if games else []
    result = run("scorecard", "--rules", "place-value", "--roster", "class.csv", "-o", "pv.pdf", *more)
    assert result.exit_code == 0, result.stderr
    assert note in result.stderr.splitlines()
    # the cards as printed: each game's card heads its game; the spare is one card more of the game named
    pages = [page.extract_text() for page in PdfReader(tmp_path / "pv.pdf").pages]
    players = [2] * (len(names) // 2 - 1) + [3] + [2] * ((games or 0) - len(names) // 2)
    cards = [sum(text.count(f"Game {n}") for text in pages) for n in range(1, len(players) + 1)]
    spare = int(note.rsplit(" ", 1)[1].rstrip("."))
    assert cards == [count + (n == spare) for n, count in enumerate(players, start=1)]


def test_an_even_class_has_no_game_of_three(run, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "class.csv", "Name\nAna\nBen\nCy\nDee\n")
    result = run("scorecard", "--rules", "place-value", "--roster", "class.csv", "-o", "pv.pdf")
    assert result.exit_code == 0 and "three" not in result.stderr
