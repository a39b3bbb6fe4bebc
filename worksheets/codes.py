"""Sheet codes: the short code printed on a sheet, from which its answer key is rebuilt.

A code packs what makes a sheet: what kind of sheet it is, the format
version, the place-value settings, the game number within a class set and the
seed. It is written in Crockford's base 32 (no I, L, O or U; case and those
look-alikes are forgiven when read back) with a check symbol, so a typo is
caught instead of rebuilding the wrong key:

    7K2M-9QX4-TA3B-5

Layout, most significant bits first: kind (5 bits), version (3), digits - 3
(2), d10 (1), extended mix (1), spare (4), game number (12), seed (32): 60 bits,
12 symbols, then the check symbol (the value mod 37).
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import InputError

#: The current format version; older versions stay readable.
VERSION = 1
#: Sheet kinds a code can name, with their number in the code.
KINDS = {"place-value": 1}

_SYMBOLS = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_CHECK_SYMBOLS = _SYMBOLS + "*~$=U"
_LOOK_ALIKES = str.maketrans({"O": "0", "I": "1", "L": "1"})
_MAX_SEED = 2**32 - 1
_MAX_GAME = 2**12 - 1


class CodeError(InputError):
    """A sheet code cannot be read."""


@dataclass(frozen=True)
class SheetCode:
    """What a code says about its sheet."""

    kind: str
    seed: int
    game: int = 1
    digits: int = 4
    dice: str = "d6"
    extended: bool = False
    version: int = VERSION

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise CodeError(f"sheet kind {self.kind!r} has no code (kinds: {', '.join(KINDS)})")
        if not 0 <= self.seed <= _MAX_SEED:
            raise CodeError(f"seed {self.seed} does not fit a sheet code (0 to {_MAX_SEED})")
        if not 1 <= self.game <= _MAX_GAME:
            raise CodeError(f"game number {self.game} does not fit a sheet code (1 to {_MAX_GAME})")
        if not 3 <= self.digits <= 6 or self.dice not in ("d6", "d10"):
            raise CodeError(f"a sheet code holds 3 to 6 digits and d6 or d10 dice, not {self.digits} and {self.dice}")

    def encode(self) -> str:
        """The code as printed: three groups of four symbols and a check symbol."""
        value = KINDS[self.kind]
        for bits, field in ((3, self.version), (2, self.digits - 3), (1, self.dice == "d10"),
                            (1, self.extended), (4, 0), (12, self.game), (32, self.seed)):
            value = (value << bits) | int(field)
        body = "".join(_SYMBOLS[(value >> shift) & 31] for shift in range(55, -1, -5))
        return f"{body[:4]}-{body[4:8]}-{body[8:]}-{_CHECK_SYMBOLS[value % 37]}"


def decode(text: str) -> SheetCode:
    """Read a code as a teacher types it; raise CodeError saying what is wrong."""
    cleaned = text.strip().upper().replace("-", "").replace(" ", "").translate(_LOOK_ALIKES)
    if len(cleaned) != 13:
        raise CodeError(f"sheet code {text.strip()!r} should have 13 symbols, such as 7K2M-9QX4-TA3B-5; "
                        f"it has {len(cleaned)}")
    body, check = cleaned[:12], cleaned[12]
    bad = sorted({ch for ch in body if ch not in _SYMBOLS} | ({check} - set(_CHECK_SYMBOLS)))
    if bad:
        raise CodeError(f"sheet code {text.strip()!r} has {', '.join(map(repr, bad))}, which sheet codes never use")
    value = 0
    for ch in body:
        value = (value << 5) | _SYMBOLS.index(ch)
    if _CHECK_SYMBOLS[value % 37] != check:
        raise CodeError(f"sheet code {text.strip()!r} does not check out; look for a mistyped symbol")
    fields = []
    for bits in (32, 12, 4, 1, 1, 2, 3):
        fields.append(value & ((1 << bits) - 1))
        value >>= bits
    seed, game, _spare, extended, d10, digits, version = fields
    kinds = {number: name for name, number in KINDS.items()}
    if value not in kinds:
        raise CodeError(f"sheet code {text.strip()!r} names a kind of sheet this version does not know")
    if version > VERSION:
        raise CodeError(f"sheet code {text.strip()!r} is from a newer version (format {version}); update worksheets")
    return SheetCode(kinds[value], seed, game, digits + 3, "d10" if d10 else "d6", bool(extended), version)
