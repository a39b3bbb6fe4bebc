"""Sheet codes: the short code printed on a sheet, from which the sheet and its answer key are rebuilt.

A code is 60 bits written in Crockford's base 32 (no I, L, O or U; case and
those look-alikes are forgiven when read back) as three groups of four
symbols, then two check symbols, so a typo is caught instead of rebuilding the
wrong sheet::

    1900-0400-0001-03

Read back, a code may be typed with hyphens, en or em dashes, spaces or none,
and given as several pieces (``split_codes``: ``1900 0400 0001 03``).

*The check symbols.* Format version 2 draws them from the same 32 symbols, so
each is a letter or digit that is easy to say and that no shell expands: the
symbols' values s1..s12 weighted by the powers of a generator ``a`` of GF(32)
(``x^5 + x^2 + 1``) and added there, c1 = sum of s_i a^i and c2 = sum of
s_i a^(2i), i = 1..12. Any one or two wrong symbols (body or checks), so any
two neighbours swapped, are always caught. Why: body errors e_i, e_j (i != j) change the checks by
S1 = e_i a^i + e_j a^j, S2 = e_i a^2i + e_j a^2j; S1 = 0 makes e_i a^i = e_j a^j = t != 0, and S2 = t (a^i + a^j) = 0
forces a^i = a^j, impossible for i, j <= 12 < 31; one body error makes S1 = e a^i and S2 = e a^2i both non-zero,
so a wrong check symbol alone, or beside one body error, leaves the other syndrome non-zero.
How many symbols are typed tells the check: 14, both. 13, one: codes printed
before the second check symbol was added have the first alone (c1, the same
as now: a new code typed without its last symbol names the same sheet), and
read as they always did, two wrong symbols passing about 1 time in 50. One
slip cannot be told there: a wrong second symbol, which holds the version, can
make a code of one check read as a version whose check is the other one (mod
37 or GF(32)), which passes about 1 time in 32; ``doubts`` names the code one
symbol away, for ``key`` and ``check`` to show. Any other count is refused. A new code with
a symbol left out would read as 13 and pass about 1 time in 40, so 13 symbols
typed in groups whose last has two (``1900-040-0001-03``: an old code's last
group has one) are refused, saying a symbol is missing; typed without
separators, it cannot be told from an old code.
Version 1 codes, printed before, have one check symbol: the value mod 37,
written with the 32 symbols and ``* ~ $ = U``; they read as they always did.

The kinds of code, and what each packs, are in ``worksheets.codes.kinds``; reading a code as typed is
``worksheets.codes.reading``.
"""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
from typing import ClassVar, Mapping, TypeVar

from ..errors import CodeError
from ..rules import RuleSet

#: The first format version of every kind; a kind's current one is its ``VERSION``.
VERSION = 1
#: The format version codes are printed with: the check symbol from the 32 symbols (GF(32)).
CHECK_VERSION = 2
#: How many check symbols codes are printed with (from format version 2): two. A code read with one (printed
#: before the second was added, or typed without its last symbol) has ``checks`` 1 and is written back so.
CHECKS = 2
#: The symbols of a code: 12 and its check symbols.
SIZES = (12 + 1, 12 + CHECKS)
#: Bits after the kind (5) and version (3).
PAYLOAD_BITS = 52
_SYMBOLS = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_CHECK_SYMBOLS = _SYMBOLS + "*~$=U"  # version 1 only
_VALUES = {symbol: value for value, symbol in enumerate(_SYMBOLS)}
_LOOK_ALIKES = str.maketrans({"O": "0", "I": "1", "L": "1"})
#: What may stand between the groups when a code is typed: hyphens, dashes a word processor makes, spaces.
_SEPARATORS = re.compile(r"[\s\-\u2010-\u2015\u2212_.]+")


def _gf32_tables() -> tuple[list[int], list[int]]:
    """Exponent and log tables of GF(32) built from x^5 + x^2 + 1 (x generates it)."""
    exp, log = [0] * 62, [0] * 32
    value = 1
    for power in range(31):
        exp[power] = exp[power + 31] = value
        log[value] = power
        value <<= 1
        if value & 32:
            value ^= 0b100101
    return exp, log


_EXP, _LOG = _gf32_tables()


def _gf32_checks(symbols: list[int]) -> tuple[int, int]:
    """The two GF(32) check values of 12 symbol values: the sums of s_i * a^i and of s_i * a^(2i), i = 1..12."""
    first = second = 0
    for position, value in enumerate(symbols, start=1):
        if value:
            first ^= _EXP[(_LOG[value] + position) % 31]
            second ^= _EXP[(_LOG[value] + 2 * position) % 31]
    return first, second


def _check_symbols(value: int, symbols: list[int], version: int, checks: int) -> str:
    """The check symbols written after the 12 ``symbols`` of ``value``: version 1's one (mod 37), else the first
    ``checks`` of GF(32)'s."""
    if version >= CHECK_VERSION:
        return "".join(_SYMBOLS[check] for check in _gf32_checks(symbols)[:checks])
    return _CHECK_SYMBOLS[value % 37]


# --- codes ------------------------------------------------------------------------------


class Code(ABC):
    """What a code says about its sheet. Each kind is a frozen dataclass subclass, registered with ``register``.

    A subclass sets ``KIND``, ``NUMBER``, ``VERSION`` and ``FIELDS`` (name and bits of each
    payload field, most significant first, 52 bits in all; fields it does not pack are 0),
    and has a ``version`` field and a ``checks`` field (``CHECKS`` by default; left out of comparisons,
    since a code read with one check symbol names the same sheet). ``_pack`` gives the field values,
    ``_unpack`` builds the code from them (``version`` is at most ``VERSION``; ``text`` is the code as
    typed, for messages).
    """

    KIND: ClassVar[str]
    NUMBER: ClassVar[int]
    VERSION: ClassVar[int]
    FIELDS: ClassVar[tuple[tuple[str, int], ...]]
    version: int

    @abstractmethod
    def _pack(self) -> Mapping[str, int]:
        """The kind's fields as whole numbers, by the names in ``FIELDS``."""

    @classmethod
    @abstractmethod
    def _unpack(cls, fields: Mapping[str, int], version: int, text: str) -> Code:
        """The code whose fields (by the names in ``FIELDS``) were read from ``text``."""

    def encode(self) -> str:
        """The code as printed: three groups of four symbols, then its two check symbols (``XXXX-XXXX-XXXX-XX``);
        one check symbol for a code read with one (``checks`` 1) and for every version-1 code."""
        assert self.checks in (1, CHECKS), self.checks
        values = dict(self._pack())
        value = (self.NUMBER << 3) | self.version
        for name, bits in self.FIELDS:
            number = int(values.pop(name, 0))
            if not 0 <= number < 1 << bits:
                raise CodeError(f"{self.KIND} code: {name} = {number} does not fit its {bits} bits")
            value = (value << bits) | number
        assert not values, f"{self.KIND} code packs fields it has no place for: {sorted(values)}"
        symbols = [(value >> shift) & 31 for shift in range(55, -1, -5)]
        body = "".join(_SYMBOLS[symbol] for symbol in symbols)
        return f"{body[:4]}-{body[4:8]}-{body[8:]}-{_check_symbols(value, symbols, self.version, self.checks)}"

    # What the code says about the game, for the checker (``worksheets.check.infer``).

    @abstractmethod
    def rule_set(self, rules_file: RuleSet | None = None) -> RuleSet:
        """The rule set of the sheet; a teacher's rules file must be given (and match) when the code names one."""

    @abstractmethod
    def names_rules(self, rules: RuleSet) -> bool:
        """Whether the sheet was printed for ``rules``."""

    @property
    @abstractmethod
    def rules_label(self) -> str:
        """The rule set named, in a few words: 'classic', 'a rules file with fingerprint 3F2A91C0'."""

    def place_value_settings(self) -> tuple[int, str] | None:
        """(digits, dice) of a place-value card; None for other sheets."""
        return None


#: Every kind of code, by name.
KINDS: dict[str, type[Code]] = {}
_BY_NUMBER: dict[int, type[Code]] = {}

K = TypeVar("K", bound=Code)


def register(kind: type[K]) -> type[K]:
    """Add a kind of code to ``KINDS``; its number and name must be new, its fields 52 bits."""
    assert 1 <= kind.NUMBER < 32 and kind.NUMBER not in _BY_NUMBER and kind.KIND not in KINDS, kind
    assert 1 <= kind.VERSION < 8 and sum(bits for _, bits in kind.FIELDS) == PAYLOAD_BITS, kind
    KINDS[kind.KIND] = kind
    _BY_NUMBER[kind.NUMBER] = kind
    return kind
