"""``key_for``: one entry point that rebuilds the sheet (and key) of every kind of code (issue 7 item 6)."""

from __future__ import annotations

import pytest

from worksheets.codes import KINDS, RulesRef, ScorecardCode, ZombieCode
from worksheets.render.keys import BUILDERS, PlaceValueKey, ScorecardKey, ZombieKey, key_for
from worksheets.place_value.sheets import class_set
from worksheets.render.scorecard_model import ScorecardOptions, build_scorecards
from worksheets.render.zombie_pack_model import ZombiePackOptions, build_zombie_pack
from worksheets.rules import preset


def test_every_kind_of_code_can_be_rebuilt():
    assert set(BUILDERS) == set(KINDS.values())


def test_a_place_value_code_gives_its_card_and_key_as_the_class_set_made_them():
    printed = class_set(12, 4)[3]  # game 4 of seed 12, made without any code being read
    key = key_for(printed.code.lower())
    assert isinstance(key, PlaceValueKey)
    assert key.sheet == printed and key.code == printed.code


def test_a_scorecard_code_gives_the_blank_sheets_it_names():
    key = key_for(ScorecardCode(RulesRef(preset="roll-em"), "card", 4).encode())
    assert isinstance(key, ScorecardKey) and key.json()["answer_key"] is None
    assert key.rules == preset("roll-em")
    assert key.model == build_scorecards(preset("roll-em"), ScorecardOptions(layout="card", games=4))


def test_a_zombie_code_gives_the_blank_pack_it_names():
    key = key_for(ZombieCode(RulesRef(preset="zombie"), 5).encode())
    assert isinstance(key, ZombieKey) and key.json()["answer_key"] is None
    assert key.model == build_zombie_pack(preset("zombie"), ZombiePackOptions(teams=5))
    assert len(key.model.teams) == 5


def test_a_scorecard_code_with_more_games_than_a_card_holds_is_refused():
    # A code can say up to 15 games; a printed card holds at most 6 (render/style.py MAX_GAMES), so no sheet
    # printed such a code: it was mistyped, and is called so.
    from worksheets.errors import CodeError

    code = ScorecardCode(RulesRef(preset="classic"), "card", 9).encode()
    with pytest.raises(CodeError, match=f"sheet code {code} names no sheet this tool prints") as caught:
        key_for(code)
    assert "games per card must be a whole number from 1 to 6, got 9" in str(caught.value.__cause__)


@pytest.mark.parametrize("printed", [ScorecardCode(RulesRef(preset="yacht"), "card", 3),
                                     ZombieCode(RulesRef(preset="zombie"), 4)])
def test_a_sheet_rebuilt_from_a_code_of_one_check_symbol_carries_that_code(printed):
    # A code printed before codes had two check symbols is its first 13 symbols (worksheets/codes/format.py). The reprint
    # shows the code of the sheet in hand, as place-value cards' reprints do; before, a scorecard or Zombie pack
    # was reprinted with today's code of 14 (trial 26).
    today = printed.encode()
    old = today[:-1]
    key = key_for(old)
    assert key.code == old and key.model.code == old
    assert key_for(today).model.code == today
