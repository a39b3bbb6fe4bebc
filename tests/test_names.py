"""Names are normalised, checked and told apart in one place (issue 7 item 4)."""

from __future__ import annotations

import unicodedata

import pytest
from hypothesis import given, strategies as st

from worksheets.errors import InputError
from worksheets.names import MAX_NAME_LENGTH, Names, brief_names, check_names, clean_name, name_key


def test_a_decomposed_and_a_composed_name_are_the_same_player():
    composed = "Zo\u00eb"
    decomposed = unicodedata.normalize("NFD", composed)
    assert decomposed != composed and len(decomposed) == 4
    assert clean_name(f" {decomposed} ") == composed
    assert name_key(decomposed) == name_key(composed)
    with pytest.raises(InputError, match="given twice"):
        check_names([composed, decomposed])


@pytest.mark.parametrize("names, message", [
    (["Ana", "ANA"], "player name 'ANA' is given twice"),
    (["Ana Lee", "ana  lee"], "player name 'ana  lee' is given twice"),
    (["Ana", "  "], "a player name is empty"),
    (["x" * (MAX_NAME_LENGTH + 1)], f"player name '{'x' * (MAX_NAME_LENGTH + 1)}' is {MAX_NAME_LENGTH + 1} "
                                    f"characters long; at most {MAX_NAME_LENGTH} fit on a sheet"),
])
def test_refusals(names, message):
    with pytest.raises(InputError) as caught:
        check_names(names)
    assert str(caught.value) == message


def test_names_are_data_kept_as_typed():
    assert check_names([" <b>x ", "{{ 7*7 }}", "Łukasz"]) == ("<b>x", "{{ 7*7 }}", "Łukasz")


def test_a_duplicate_with_a_place_points_back_to_the_first():
    names = Names("team name")
    names.add("Lions", "teams.csv row 2", "row 2")
    with pytest.raises(InputError) as caught:
        names.add("lions", "teams.csv row 5", "row 5")
    assert str(caught.value) == "teams.csv row 5: duplicate team name 'lions' (also row 2)"


@pytest.mark.parametrize("second, shown", [
    # U+00A0 between the words, as a name pasted from a web page has it: shown as the space it looks like, and
    # said, since 'Ana\xa0Smith' in a message reads as code; the initial goes after the first name either way.
    ("Ana\u00a0Smith", "'Ana Smith' (typed with a non-breaking space)"),
    ("Ana\u2003Smith", "'Ana Smith' (typed with U+2003 EM SPACE for a space)"),
])
def test_a_duplicate_with_another_kind_of_space_is_shown_with_a_plain_one(second, shown):
    names = Names(advise=True)
    names.add("Ana Smith", "class.csv row 2", "row 2")
    with pytest.raises(InputError) as caught:
        names.add(second, "class.csv row 3", "row 3")
    assert str(caught.value) == (f"class.csv row 3: duplicate name {shown} (also row 2); add an initial to one of them "
                                 "so that each is told apart (such as 'Ana M. Smith')")


def test_the_shortening_advice_leaves_out_a_tag_in_brackets():
    # Trial 15: "Maxi Featherstonehaugh-Cholmondeley (25231)" was advised "such as 'Maxi (.'": the initial of
    # the tag. The first word and the last word of the name give "Maxi F.".
    names = Names("name", 40, InputError, advise=True)
    with pytest.raises(InputError) as caught:
        names.add("Maxi Featherstonehaugh-Cholmondeley (25231)", "long.txt row 2")
    assert str(caught.value).endswith("shorten it in the list (such as 'Maxi F.')")


# --- brief forms, where a screen has little room (the projector's scoreboard) -------------------------------------

def test_brief_forms_are_the_first_name_and_an_initial_told_apart_by_more_when_two_share_them():
    # Worked by hand: the initial is of the last word that starts with a letter and is no "III" or "Jr."; Ana García
    # and Ana Gómez would both be "Ana G.", so each takes a letter more; "Ana G." typed as a name stays as typed.
    names = ["Anastasia Konstantinova", "Ana García", "Ana Gómez", "Christopher Montgomery-Wellington III",
             "Li (1023)", "Ben", "Ana G.", "Maximilian Alexander Fitzgerald-Hohenzollern"]
    assert brief_names(names) == {
        "Anastasia Konstantinova": "Anastasia K.", "Ana García": "Ana Ga.", "Ana Gómez": "Ana Gó.",
        "Christopher Montgomery-Wellington III": "Christopher M.", "Li (1023)": "Li (1023)", "Ben": "Ben",
        "Ana G.": "Ana G.", "Maximilian Alexander Fitzgerald-Hohenzollern": "Maximilian F."}
    assert brief_names(["Anastasia Konstantinova-Petrovskaya", "Anastasia Kuznetsova-Ivanova"]) == {
        "Anastasia Konstantinova-Petrovskaya": "Anastasia Ko.", "Anastasia Kuznetsova-Ivanova": "Anastasia Ku."}
    # with a middle word that differs and the same last word, the whole names tell them apart
    assert brief_names(["Ana Maria Silva", "Ana Luisa Silva"]) == {"Ana Maria Silva": "Ana Maria Silva",
                                                                  "Ana Luisa Silva": "Ana Luisa Silva"}


_WORD = st.text(alphabet="AaBbé", min_size=1, max_size=3)


@given(st.lists(st.lists(_WORD, min_size=1, max_size=3).map(" ".join), min_size=1, max_size=8,
                unique_by=name_key))
def test_brief_forms_of_different_players_are_always_different(names):
    briefs = brief_names(names)
    assert list(briefs) == names
    assert len({name_key(brief) for brief in briefs.values()}) == len(names)
    for name, brief in briefs.items():  # each is the first word, then an initial or a word of the name's own
        assert brief.split()[0] == name.split()[0] and (brief == name or len(brief) < len(name))
