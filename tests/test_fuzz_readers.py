"""Fuzzing the readers (issue 10 item 7, the hypothesis half): no input crashes them or takes more than
a second. Every refusal is a ``WorksheetError`` (one line, exit 2 on the command line); any other
exception is a bug."""

from __future__ import annotations

import csv
import io
import string
import tempfile
import zipfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from worksheets.errors import WorksheetError

FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])

CELL_TEXT = st.text(alphabet=st.sampled_from(list(string.digits + ",.;\t xX-+\"'\r\n\x00é€ЖÅ<>{}")), max_size=12)
WORDS = st.sampled_from(["box", "category", "Ones", "Twos", "Chance", "Yahtzee", "Grand total", "Upper total",
                         "Bonus", "Ana", "Ben", "code", "Code", "Number with 3 in the hundreds place",
                         "Survivors", "Zombies", "reading", "Ana reading", ""])


@pytest.fixture(scope="module")
def folder():
    with tempfile.TemporaryDirectory() as name:
        yield Path(name)


def _rows_text(rows: list[list[str]], delimiter: str) -> str:
    out = io.StringIO()
    csv.writer(out, delimiter=delimiter, lineterminator="\n").writerows(rows)
    return out.getvalue()


SHEETS = st.builds(
    _rows_text,
    st.lists(st.lists(st.one_of(WORDS, CELL_TEXT), min_size=0, max_size=5), min_size=0, max_size=8),
    st.sampled_from([",", ";", "\t"]),
)


def _refused_or_read(call, *args, **kwargs):
    try:
        return call(*args, **kwargs)
    except WorksheetError as exc:
        assert "\n" not in " ".join(str(exc).split()) and str(exc)
        return None


@FUZZ
@given(text=st.one_of(CELL_TEXT, st.text(max_size=30)))
def test_the_number_parser(text):
    from worksheets.numbers import parse_number

    _refused_or_read(parse_number, text, where="fuzz")


@FUZZ
@given(text=st.one_of(st.text(max_size=40), st.text(alphabet="0123456789ABCDEFGHJKMNPQRSTVWXYZ- *~$=U", max_size=30)))
@example(text="2A00-0000-0001-7")
def test_the_code_decoder(text):
    from worksheets.codes import decode

    _refused_or_read(decode, text)


@FUZZ
@given(text=st.one_of(SHEETS, st.text(max_size=200)))
def test_the_csv_sheet_reader_and_checker(folder, text):
    from worksheets.check.checker import check_paths

    path = folder / "fuzz.csv"
    path.write_text(text, encoding="utf-8")
    _refused_or_read(check_paths, [path])


@FUZZ
@given(data=st.binary(max_size=300))
@example(data=b"\xff\xfe\x00")
@example(data=b"PK\x03\x04garbage")
def test_the_sheet_reader_on_bytes(folder, data):
    from worksheets.check.files import read_sheet

    path = folder / "fuzz-bytes.csv"
    path.write_bytes(data)
    _refused_or_read(read_sheet, path)


JSON_VALUES = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=True), CELL_TEXT, WORDS),
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(st.one_of(WORDS, st.text(max_size=6)),
                                                                         inner, max_size=4)),
    max_leaves=20,
)
SHEET_JSON = st.fixed_dictionaries(
    {"categories": st.lists(st.fixed_dictionaries({"category": st.one_of(WORDS, JSON_VALUES),
                                                   "entries": st.one_of(st.dictionaries(WORDS, JSON_VALUES,
                                                                                        max_size=3), JSON_VALUES)}),
                            max_size=5)},
    optional={"players": st.one_of(st.lists(WORDS, max_size=3), JSON_VALUES), "code": JSON_VALUES},
)


@FUZZ
@given(data=st.one_of(SHEET_JSON, JSON_VALUES))
@example(data={"categories": [{"category": "box", "entries": True}]})  # found by fuzzing: a TypeError
@example(data={"categories": [{"category": "Ones", "entries": 5}, {"category": "Twos", "entries": {"Ana": 2}}]})
def test_the_json_sheet_reader_and_checker(folder, data):
    import json

    from worksheets.check.checker import check_paths

    path = folder / "fuzz.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    _refused_or_read(check_paths, [path])


@FUZZ
@given(text=st.one_of(st.text(max_size=200), SHEETS))
def test_the_roster_reader(folder, text):
    from worksheets.roster import read_roster

    path = folder / "roster.csv"
    path.write_text(text, encoding="utf-8")
    _refused_or_read(read_roster, path)


def _workbook(*, rename: tuple[str, str] | None = None, cut: tuple[str, int] | None = None) -> bytes:
    """A real one-sheet .xlsx, with one part of its archive renamed or its last bytes cut off."""
    from openpyxl import Workbook

    book = Workbook()
    book.active.append(["box", "Ana"])
    book.active.append(["Ones", 3])
    saved = io.BytesIO()
    book.save(saved)
    out = io.BytesIO()
    with zipfile.ZipFile(saved) as source, zipfile.ZipFile(out, "w") as target:
        for item in source.infolist():
            name, data = item.filename, source.read(item)
            if rename and name == rename[0]:
                name = rename[1]
            if cut and name == cut[0]:
                data = data[:-cut[1]]
            target.writestr(name, data)
    return out.getvalue()


# Found by atheris (seeded with real workbooks): the sheet's part renamed, so openpyxl opens a workbook
# with no sheets, and the first sheet's name was looked up in an empty list (IndexError).
NO_SHEETS = _workbook(rename=("xl/worksheets/sheet1.xml", "xl/worksheets/shmet1.xml"))
# Found by atheris: an archive asking for zip version 9.4 made zipfile raise NotImplementedError
# while the unpacked size was measured.
UNKNOWN_ZIP_VERSION = (lambda data, at: data[:at + 6] + (94).to_bytes(2, "little") + data[at + 8:])(
    _workbook(), _workbook().index(b"PK\x01\x02"))
# A read-only workbook parses a sheet only as its rows are read, so a sheet cut off in its second row
# failed there with an XML ParseError.
DAMAGED_SHEET = _workbook(cut=("xl/worksheets/sheet1.xml", 150))


@FUZZ
@given(data=st.binary(max_size=300).map(lambda b: b"PK\x03\x04" + b))
@example(data=NO_SHEETS)
@example(data=DAMAGED_SHEET)
@example(data=UNKNOWN_ZIP_VERSION)
def test_the_workbook_reader(data):
    from worksheets.workbook import workbook_rows

    _refused_or_read(lambda: list(workbook_rows(data, "fuzz.xlsx")))


@pytest.mark.parametrize("data, message", [
    (NO_SHEETS, "fuzz.xlsx: the workbook has no sheet that can be read; save it again as .xlsx or CSV"),
    (DAMAGED_SHEET, "fuzz.xlsx: the sheet 'Sheet' cannot be read; save the workbook again as .xlsx or CSV"),
    (UNKNOWN_ZIP_VERSION, "fuzz.xlsx: not an Excel workbook (.xlsx) that can be read; save it as .xlsx or CSV "
                          "(an .ods file: save it as .xlsx or CSV)"),
])
def test_a_workbook_found_broken_by_fuzzing_is_refused_in_one_line(data, message):
    from worksheets.errors import InputError
    from worksheets.workbook import workbook_rows

    assert list(workbook_rows(_workbook(), "fuzz.xlsx")) == [(1, ["box", "Ana"]), (2, ["Ones", "3"])]  # the control
    with pytest.raises(InputError) as caught:
        list(workbook_rows(data, "fuzz.xlsx"))
    assert str(caught.value) == message


RULES_VALUES = st.recursive(
    st.one_of(st.integers(-3, 20), st.booleans(), st.sampled_from(["chance", "upper", "of-a-kind", "straight",
                                                                   "full-house", "exact", "d6", "d10", "classic",
                                                                   "place-value", "dice", ""]), st.text(max_size=8)),
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(
        st.sampled_from(["name", "title", "dice", "faces", "rolls", "boxes", "label", "scorer", "face", "count",
                         "length", "score", "based_on", "game", "digits", "bonus", "extends", "categories"]),
        inner, max_size=5)),
    max_leaves=25,
)


@FUZZ
@given(data=st.dictionaries(st.sampled_from(["name", "title", "dice", "faces", "rolls", "boxes", "game",
                                             "digits", "extends", "based_on", "bonuses", "extra_yahtzee"]),
                            RULES_VALUES, max_size=6))
def test_the_rules_reader(data):
    from worksheets.rules import parse_rules

    _refused_or_read(parse_rules, data, "fuzz.toml")


@FUZZ
@given(text=st.text(max_size=300))
def test_the_rules_file_reader(folder, text):
    from worksheets.rules import load_rules_file

    path = folder / "rules.toml"
    path.write_text(text, encoding="utf-8")
    _refused_or_read(load_rules_file, path)


@FUZZ
@given(data=st.binary(max_size=300).map(lambda b: b"PK\x03\x04" + b))
@example(data=NO_SHEETS)
@example(data=DAMAGED_SHEET)
@example(data=UNKNOWN_ZIP_VERSION)
def test_the_roster_reader_on_workbooks(folder, data):
    # The roster also looks at every sheet's first rows, and reads hidden rows and formulas from the XML.
    from worksheets.roster import read_roster
    from worksheets.workbook import sheet_marks

    path = folder / "roster.xlsx"
    path.write_bytes(data)
    _refused_or_read(read_roster, path)
    _refused_or_read(sheet_marks, data, "fuzz.xlsx")


def test_the_roster_reader_on_workbooks_found_broken_by_fuzzing(folder):
    from worksheets.errors import InputError
    from worksheets.roster import read_roster

    path = folder / "roster.xlsx"
    path.write_bytes(DAMAGED_SHEET)  # the sheet cut off in its second row: refused, not read as far as it goes
    with pytest.raises(InputError, match=r"roster.xlsx: the sheet 'Sheet' cannot be read; "):
        read_roster(path)
