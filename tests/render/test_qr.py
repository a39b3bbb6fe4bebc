"""QR codes: ``qr_modules`` must give reportlab's encoder's modules bit for bit, only faster.

The oracle is reportlab's own ``QRCode.make()`` (error correction M), which
lays out all eight masks and scores each module by module: whatever mask it
picks, the fast path must pick too, on every version the values reach.
"""

from __future__ import annotations

import random
import string

import pytest
from reportlab.graphics.barcode import qrencoder

from worksheets.render.place_value_model import PlaceValueOptions, build_class_cards
from worksheets.render.qr import qr_modules


def _reportlab(value: str) -> tuple[tuple[tuple[bool, ...], ...], int]:
    code = qrencoder.QRCode(None, qrencoder.QRErrorCorrectLevel.M)
    code.addData(value)
    code.make()
    return tuple(tuple(map(bool, row)) for row in code.modules), code.version


def _values() -> list[str]:
    rng = random.Random(14)
    alphanumeric = string.ascii_uppercase + string.digits + " $%*+-./:"
    values = [f"{rng.randrange(16 ** 12):012X}-{rng.choice(alphanumeric)}" for _ in range(40)]
    values += ["".join(rng.choice(string.digits) for _ in range(rng.randint(1, 280))) for _ in range(25)]
    values += ["".join(rng.choice(alphanumeric) for _ in range(rng.randint(1, 170))) for _ in range(25)]
    values += ["".join(rng.choice(string.printable) for _ in range(rng.randint(1, 120))) for _ in range(25)]
    return values


def test_every_module_is_reportlabs_on_values_of_many_versions():
    versions = set()
    for value in _values():
        expected, version = _reportlab(value)
        versions.add(version)
        assert qr_modules(value) == expected, (version, value)
    assert {1, 2, 5, 7} <= versions  # short codes, and the versions that carry version bits (7 and up)


def test_every_code_of_a_class_set_is_reportlabs():
    cards = build_class_cards(PlaceValueOptions(games=60, digits=5, dice="d10", extended=True))
    for game in cards.games:
        assert qr_modules(game.code) == _reportlab(game.code)[0], game.code


@pytest.mark.parametrize("value", ["", "A"])
def test_tiny_values(value):
    assert qr_modules(value) == _reportlab(value)[0]
