"""Reading a sheet code as a teacher types it: separators, look-alikes and pasted characters forgiven, a code
in pieces joined (``split_codes``), its check symbols checked (``decode``), and what one slip could have made of
it told (``doubts``)."""

from __future__ import annotations

import unicodedata
from dataclasses import replace

from ..errors import CodeError, InputError
from .format import (_BY_NUMBER, _CHECK_SYMBOLS, _LOOK_ALIKES, _SEPARATORS, _SYMBOLS, _VALUES, CHECK_VERSION, CHECKS,
                     K, PAYLOAD_BITS, SIZES, VERSION, Code, _check_symbols)

#: A code that reads, for messages that show what a code looks like (classic student cards, 3 games).
EXAMPLE = "28C0-0000-0001-0N"


def clean(text: str) -> str:
    """The symbols of a code as typed: full-width letters and digits (an input method's) made plain, upper case,
    look-alikes forgiven, separators (hyphens, en and em dashes, spaces) and invisible characters a paste can
    bring (zero-width spaces, a byte order mark) dropped."""
    return _SEPARATORS.sub("", _plain(text).upper()).translate(_LOOK_ALIKES)


def _plain(text: str) -> str:
    return unicodedata.normalize("NFKC", text).translate(_INVISIBLE).strip()


def _groups(text: str) -> list[str]:
    """The groups a code was typed in, between its separators."""
    return [group for group in _SEPARATORS.split(_plain(text)) if group]


#: Characters a copy and paste can bring that show nothing: zero-width space, joiners, word joiner, byte order mark.
_INVISIBLE = dict.fromkeys(map(ord, "\u200b\u200c\u200d\u2060\ufeff"))

#: Words printed before a code on a sheet, left out when a code is copied with them.
_CODE_WORDS = frozenset({"code", "sheet", "sheetcode"})


def split_codes(pieces: list[str]) -> list[str]:
    """Codes from the words given on a command line: each a whole code, or a code in several pieces
    (``1900 0400 0001 03``), joined until they make 14 symbols, or 13 when the next piece is not a lone
    symbol (a code printed with one check symbol, ``1500 0400 0001 8``). The label printed before a code
    ("Code", "Sheet code:") may come with it, as copied from a sheet."""
    codes: list[str] = []
    pending: list[str] = []
    symbols = 0
    # Codes may be listed with commas or semicolons between them, as a sheet of codes pasted from a document.
    words = [word for piece in pieces for word in piece.replace(",", " ").replace(";", " ").split()
             if word.rstrip(":").casefold() not in _CODE_WORDS]
    # the label and the code run together ("code:1900-0400-0001-03")
    words = [word.split(":", 1)[1] if word.split(":", 1)[0].casefold() in _CODE_WORDS else word for word in words]
    words = [word for word in words if word]
    if not words:
        raise CodeError(f"no sheet code given; type the code printed on the sheet, such as {EXAMPLE}")
    sizes = [len(clean(word)) for word in words] + [0]
    for index, piece in enumerate(words):
        size = sizes[index]
        if not pending and size >= max(SIZES):
            codes.append(piece)
            continue
        pending.append(piece)
        symbols += size
        if symbols >= max(SIZES) or (symbols == min(SIZES) and sizes[index + 1] != 1):
            codes.append(" ".join(pending))
            pending, symbols = [], 0
    if pending and codes:  # a word after the codes, or a code cut short: not left to read as a code of its own
        rest = " ".join(pending)
        raise CodeError(f"{rest!r}, after sheet code {codes[-1]}, is not a whole code ({symbols} symbols; a code "
                        f"has {max(SIZES)}, such as {EXAMPLE}); give each code whole and nothing else")
    if pending:
        codes.append(" ".join(pending))  # decode says what is missing
    return codes


def decode(text: str) -> Code:
    """Read a code as a teacher types it; raise CodeError saying what is wrong.

    Its length tells its check: 14 symbols, both check symbols of GF(32); 13, the one check symbol of its
    version (a code printed before the second check symbol, or typed without it)."""
    shown = " ".join(text.split())
    cleaned = clean(text)
    if len(cleaned) not in SIZES:
        raise CodeError(f"sheet code {shown!r} should have {max(SIZES)} symbols, such as {EXAMPLE}, "
                        f"or {min(SIZES)} on sheets printed before; it has {len(cleaned)}")
    groups = _groups(text)
    if len(cleaned) == max(SIZES) and len(groups) > 2 and len(clean(groups[-1])) == 1 and len(clean(groups[-2])) > 1:
        # A code printed with one check symbol and a symbol more where it was copied (1900-0400-00H01-0): two
        # checks pass about 1 time in 1,000, so its grouping tells it.
        raise CodeError(f"sheet code {shown!r} has {max(SIZES)} symbols but ends in a group of one, as a code of "
                        f"{min(SIZES)} printed before does; look for a symbol too many")
    if len(cleaned) == min(SIZES) and len(groups) > 1 and len(clean(groups[-1])) == CHECKS:
        # A code printed with two check symbols and a symbol left out where it was copied: the same 13 symbols
        # as a code printed with one, but that code's last group has one symbol.
        raise CodeError(f"sheet code {shown!r} has {min(SIZES)} symbols but ends in a group of two, as a code of "
                        f"{max(SIZES)} does ({EXAMPLE}); look for a missing symbol")
    body, check = cleaned[:12], cleaned[12:]
    bad = sorted({ch for ch in body if ch not in _VALUES} | (set(check) - set(_CHECK_SYMBOLS)))
    if bad:
        raise CodeError(f"sheet code {shown!r} has {', '.join(map(repr, bad))}, which sheet codes never use")
    symbols = [_VALUES[ch] for ch in body]
    value = 0
    for symbol in symbols:
        value = (value << 5) | symbol
    written, checks = (value >> PAYLOAD_BITS) & 7, len(check)
    # No code was printed with format 0, nor with two check symbols before format 2: a slip that reads as one
    # must not fall back on the old check.
    oldest = VERSION if checks == 1 else CHECK_VERSION
    if written < oldest or _check_symbols(value, symbols, written, checks) != check:
        raise CodeError(f"sheet code {shown!r} does not check out; look for a mistyped symbol")
    number, version = value >> (PAYLOAD_BITS + 3), (value >> PAYLOAD_BITS) & 7
    kind = _BY_NUMBER.get(number)
    if kind is None:
        raise CodeError(f"sheet code {shown!r} names a kind of sheet this version does not know")
    if version > kind.VERSION:
        raise CodeError(f"sheet code {shown!r} is from a newer version (format {version}); update worksheets")
    fields: dict[str, int] = {}
    shift = PAYLOAD_BITS
    for name, bits in kind.FIELDS:
        shift -= bits
        fields[name] = (value >> shift) & ((1 << bits) - 1)
    printed = f"{body[:4]}-{body[4:8]}-{body[8:]}-{check}"
    code = kind._unpack(fields, version, printed)
    return code if checks == CHECKS else replace(code, checks=checks)


def read_or_none(text: str) -> Code | None:
    """The code ``text`` reads as (``decode``), or None when it cannot be read."""
    try:
        return decode(text)
    except CodeError:
        return None


def doubts(text: str) -> tuple[str, ...]:
    """What a teacher should check about a code that reads (``decode``), when one slip could have made it: a code
    of 13 symbols is checked by one symbol, and the version in its second symbol says which (version 1's or the
    GF(32) one), so the same 13 symbols with another second symbol can be a code printed before as well; and 13
    symbols typed without separators are also a code of 14 with a symbol left out."""
    cleaned = clean(text)
    if len(cleaned) != min(SIZES):
        return ()
    read = decode(text)
    found = []
    if len(_groups(text)) == 1:
        found.append(f"sheet code {cleaned} was read as a code of {min(SIZES)} symbols, as sheets printed before "
                     f"had; if the sheet's code ends in two symbols ({EXAMPLE}), one is missing: type it again")
    for symbol in _SYMBOLS:
        other = cleaned[0] + symbol + cleaned[2:]
        if symbol == cleaned[1] or (_VALUES[symbol] >> 2 == VERSION) == (read.version == VERSION):
            continue  # only another version's check could pass the same check symbol
        try:
            also = decode(other)
        except InputError:  # a CodeError, or fields no sheet has
            continue
        found.append(f"sheet code {also.encode()}, one symbol away, is a sheet's code too: check that the sheet "
                     f"shows {read.encode()}")
    return tuple(found)


def decode_kind(text: str, kind: type[K]) -> K:
    """Read a code that must be of ``kind``; a code of another kind is refused, naming what it is."""
    code = decode(text)
    if not isinstance(code, kind):
        raise CodeError(f"sheet code {text.strip()} is the code of a {code.KIND} sheet, "
                        f"not of a {kind.KIND} one")
    return code
