"""QR codes exactly as reportlab's encoder makes them, with its choice of mask found faster.

reportlab's encoder lays out a code under each of the eight mask patterns and
scores every one module by module; that is most of the time a class set of
place-value cards takes. Here the eight candidates are rows held as integers
(bit ``j`` is column ``j``) and scored with the encoder's own rules, quirks
included, so the mask chosen and every module drawn are the encoder's
(tests/render/test_qr.py compares them on many values and versions).
"""

from __future__ import annotations

from functools import lru_cache
from itertools import zip_longest
from typing import NamedTuple

from reportlab.graphics.barcode import qrencoder

#: reportlab's third rule looks for this run along rows only (its column pass never matches).
_FINDER_LIKE = (1, 0, 1, 1, 1, 0, 1, 0, 0, 0, 0)


def qr_modules(value: str) -> tuple[tuple[bool, ...], ...]:
    """The module matrix of ``value`` (error correction M), dark modules True, without the quiet zone."""
    code = qrencoder.QRCode(None, qrencoder.QRErrorCorrectLevel.M)
    code.addData(value)
    version = code.version = code.calculate_version()
    layout = _layout(version)
    size = layout.size
    data = [0] * size  # the data bits, unmasked
    bits = _codewords(code, version)
    for (row, cell), bit in zip(layout.cells, ((byte >> shift) & 1 for byte in bits for shift in _BITS)):
        if bit:
            data[row] |= cell
    candidates = [[fixed | (d ^ flip) for fixed, d, flip in zip(layout.fixed, data, flips)] for flips in layout.flips]
    scores = [_lost_points(rows, size) for rows in candidates]
    best = scores.index(min(scores))  # the first of equals, as the encoder takes it
    code.moduleCount = size
    code.modules = [[bool(row >> column & 1) for column in range(size)] for row in candidates[best]]
    code.setupTypeInfo(False, best)
    if version >= 7:
        code.setupTypeNumber(False)
    return tuple(tuple(row) for row in code.modules)


_BITS = (7, 6, 5, 4, 3, 2, 1, 0)


def _codewords(code: qrencoder.QRCode, version: int) -> list[int]:
    """The data and error-correction bytes in the order they are placed, as ``QRCode.createData`` makes them."""
    blocks = qrencoder.QRRSBlock.getRSBlocks(version, code.errorCorrectLevel)
    room = sum(block.dataCount for block in blocks)
    buffer = qrencoder.QRBitBuffer()
    for data in code.dataList:
        data.write(buffer, version)
    if buffer.getLengthInBits() > room * 8:
        raise ValueError(f"{len(code.dataList[0].data)} characters are too many for a QR code")
    if buffer.getLengthInBits() + 4 <= room * 8:
        buffer.put(0, 4)  # the end mark; the last byte is then filled with light bits
    padded = buffer.buffer + [0xEC, 0x11] * ((room - len(buffer.buffer) + 1) // 2)
    data_blocks, correction_blocks, offset = [], [], 0
    for block in blocks:
        data_blocks.append(padded[offset:offset + block.dataCount])
        offset += block.dataCount
        correction_blocks.append(_correction(data_blocks[-1], block.totalCount - block.dataCount))
    return [byte for blocks in (data_blocks, correction_blocks) for column in zip_longest(*blocks)
            for byte in column if byte is not None]


def _correction(data: list[int], count: int) -> list[int]:
    """The Reed-Solomon remainder of ``data`` (``count`` bytes), by long division in GF(256)."""
    generator = _generator(count)
    exp, log = qrencoder.EXP_TABLE, qrencoder.LOG_TABLE
    remainder = [0] * count
    for byte in data:
        factor = byte ^ remainder[0]
        remainder = remainder[1:] + [0]
        if factor:
            shift = log[factor]
            remainder = [r ^ exp[(shift + g) % 255] for r, g in zip(remainder, generator)]
    return remainder


@lru_cache(maxsize=None)
def _generator(count: int) -> tuple[int, ...]:
    """The logs of the generator polynomial's coefficients after its leading 1."""
    coefficients = qrencoder.QRUtil.getErrorCorrectPolynomial(count).num
    return tuple(qrencoder.LOG_TABLE[c] for c in coefficients[1:])


class _Layout(NamedTuple):
    size: int
    fixed: list[int]  # per row: the patterns, format and version bits blank, as the encoder scores them
    cells: list[tuple[int, int]]  # the data cells in the order the bits fill them: (row, bit of the column)
    flips: list[list[int]]  # per mask, per row: the data cells the mask darkens


@lru_cache(maxsize=None)
def _layout(version: int) -> _Layout:
    code = qrencoder.QRCode(version, qrencoder.QRErrorCorrectLevel.M)
    size = code.moduleCount = version * 4 + 17
    code.modules = [[False] * size for _ in range(size)]
    code.setupPositionProbePattern(0, 0)
    code.setupPositionProbePattern(size - 7, 0)
    code.setupPositionProbePattern(0, size - 7)
    code.setupPositionAdjustPattern()
    code.setupTimingPattern()
    code.setupTypeInfo(True, 0)
    if version >= 7:
        code.setupTypeNumber(True)
    fixed = [sum(1 << column for column, dark in enumerate(row) if dark) for row in code.modules]
    cells = [(row, 1 << column) for column, row in code.dataPosIterator()]
    masks = [qrencoder.QRUtil.getMask(mask) for mask in range(8)]
    flips = [[0] * size for _ in range(8)]
    for column, row in code.dataPosIterator():
        for mask, darkens in zip(flips, masks):
            if darkens(row, column):
                mask[row] |= 1 << column
    return _Layout(size, fixed, cells, flips)


def _lost_points(rows: list[int], size: int) -> int:
    """reportlab's ``QRUtil.getLostPoint`` of a matrix given as row integers.

    The rows are packed into one integer, ``size + 1`` bits a row (the spare bit
    stays clear), so each rule is a few operations on the whole matrix.
    """
    step = size + 1
    shape = _shape(size)
    grid = 0
    for index, row in enumerate(rows):
        grid |= row << (index * step)
    lost = 0
    # Rule 1: a run of L >= 5 alike costs L - 2, that is one per window of 5 alike plus 2 a run.
    across = ~(grid ^ (grid >> 1)) & shape.pairs  # module alike the one to its right
    down = ~(grid ^ (grid >> step)) & shape.upper  # module alike the one below
    for alike, shift in ((across, 1), (down, step)):
        windows = alike & (alike >> shift) & (alike >> 2 * shift) & (alike >> 3 * shift)
        lost += windows.bit_count() + 2 * (windows & ~(windows << shift)).bit_count()
    # Rule 2: a 2x2 block alike costs 3.
    lost += 3 * (down & (down >> 1) & across).bit_count()
    # Rule 3: 1011101 then four light modules along a row, starting no later than column size - 12.
    match = shape.starts
    for offset, dark in enumerate(_FINDER_LIKE):
        match &= (grid >> offset) if dark else ~(grid >> offset)
    lost += 40 * match.bit_count()
    # Rule 4: the share of dark modules away from half.
    return lost + 10 * (abs(100 * grid.bit_count() // (size * size) - 50) // 5)


class _Shape(NamedTuple):
    pairs: int  # columns 0 to size - 2 of every row
    upper: int  # every column of rows 0 to size - 2
    starts: int  # columns 0 to size - 12 of every row


@lru_cache(maxsize=None)
def _shape(size: int) -> _Shape:
    def rows(count: int, columns: int) -> int:
        return sum(((1 << columns) - 1) << (index * (size + 1)) for index in range(count))

    return _Shape(rows(size, size - 1), rows(size - 1, size), rows(size, size - len(_FINDER_LIKE)))
