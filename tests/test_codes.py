"""Sheet codes: every field survives the round trip and typos are caught."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from worksheets.codes import CodeError, SheetCode, decode

codes = st.builds(
    SheetCode, kind=st.just("place-value"), seed=st.integers(0, 2**32 - 1), game=st.integers(1, 4095),
    digits=st.integers(3, 6), dice=st.sampled_from(["d6", "d10"]), extended=st.booleans(),
)
SYMBOLS = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"


@given(codes)
def test_round_trip(code):
    assert decode(code.encode()) == code


@given(codes)
def test_typed_loosely_still_reads(code):
    # Lower case, spaces for dashes, O for 0 and l for 1 are forgiven (Crockford base 32).
    typed = code.encode().lower().replace("-", " ").replace("0", "o").replace("1", "l")
    assert decode(typed) == code


@given(codes, st.integers(0, 11), st.integers(1, 31))
def test_any_single_mistyped_symbol_is_caught(code, position, shift):
    # The check symbol is the value mod 37; changing one base-32 symbol changes the
    # value by d * 32**k with 0 < |d| < 32, never a multiple of the prime 37.
    body = code.encode().replace("-", "")
    wrong = SYMBOLS[(SYMBOLS.index(body[position]) + shift) % 32]
    typo = body[:position] + wrong + body[position + 1:]
    with pytest.raises(CodeError):
        decode(typo)


@given(codes, st.integers(0, 10))
def test_swapped_neighbours_are_caught(code, position):
    body = code.encode().replace("-", "")
    if body[position] == body[position + 1]:
        return
    swapped = body[:position] + body[position + 1] + body[position] + body[position + 2:]
    with pytest.raises(CodeError):
        decode(swapped)


def test_the_printed_shape():
    code = SheetCode("place-value", seed=1234, game=7).encode()
    assert [len(group) for group in code.split("-")] == [4, 4, 4, 1]


@pytest.mark.parametrize("text, message", [
    ("1234", "should have 13 symbols"),
    ("U500-0W00-016J-S", "'U', which sheet codes never use"),
])
def test_unreadable_codes_say_why(text, message):
    with pytest.raises(CodeError, match=message):
        decode(text)


def test_out_of_range_fields_are_refused():
    with pytest.raises(CodeError, match="game number 4096"):
        SheetCode("place-value", seed=1, game=4096)
    with pytest.raises(CodeError, match="seed"):
        SheetCode("place-value", seed=2**32)
    with pytest.raises(CodeError, match="sheet kind 'bingo'"):
        SheetCode("bingo", seed=1)


# --- codes printed before codes had a kind registry still read the same (issue 7 item 6) ------------------


def _printed_codes() -> list[dict[str, str]]:
    import csv
    from pathlib import Path

    with open(Path(__file__).parent / "cases" / "printed-codes.csv", newline="", encoding="utf-8") as handle:
        return list(csv.DictReader(line for line in handle if not line.startswith("#")))


PRINTED = _printed_codes()


@pytest.mark.parametrize("row", PRINTED, ids=lambda row: row["code"])
def test_codes_printed_before_still_name_the_same_sheet(row):
    expected = SheetCode("place-value", seed=int(row["seed"]), game=int(row["game"]), digits=int(row["digits"]),
                         dice=row["dice"], extended=row["extended"] == "yes")
    assert decode(row["code"]) == expected, row["source"]
    assert expected.encode() == row["code"], row["source"]


@pytest.mark.parametrize("row", [row for row in PRINTED if row["categories"]], ids=lambda row: row["code"])
def test_codes_printed_before_rebuild_the_same_card(row):
    from worksheets.place_value.sheets import sheet_from_code

    sheet = sheet_from_code(row["code"])
    assert " | ".join(category.phrase() for category in sheet.categories) == row["categories"], row["source"]
