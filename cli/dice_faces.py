"""How dice look on screen: faces and digits in a line, or large dice drawn with rich in a terminal.

Only presentation lives here; which dice were rolled and held is the library's.
"""

from __future__ import annotations

from typing import Collection, Sequence

#: Unicode die faces for 1 to 6.
_GLYPHS = {face: chr(0x2680 + face - 1) for face in range(1, 7)}

#: Pips of a large die, by face: which of the 3 x 3 spots are filled.
_PIPS = {
    1: ("   ", " o ", "   "),
    2: ("o  ", "   ", "  o"),
    3: ("o  ", " o ", "  o"),
    4: ("o o", "   ", "o o"),
    5: ("o o", " o ", "o o"),
    6: ("o o", "o o", "o o"),
}


def faces_line(dice: Sequence[int], faces: int = 6) -> str:
    """'⚄ ⚁ ⚄ ⚅ ⚄   5 2 5 6 5': faces when the dice are ordinary six-sided ones, and digits."""
    digits = " ".join(map(str, dice))
    if faces == 6 and all(d in _GLYPHS for d in dice):
        return f"{' '.join(_GLYPHS[d] for d in dice)}   {digits}"
    return digits


#: The drawings of a die, largest first: (columns of its box, columns between two dice).
_SIZES = ((11, 2), (7, 1))


def _drawn(value: int, faces: int, inner: int) -> list[str]:
    """The three middle lines of one die ``inner`` columns wide: pips, or the number."""
    if faces == 6 and value in _PIPS:
        joint = " " * ((inner - 5) // 2)  # a large die spaces its pips out
        return [" " + joint.join("●" if spot == "o" else " " for spot in line) + " " for line in _PIPS[value]]
    return [" " * inner, f"{value:^{inner}}", " " * inner]


def large_dice(dice: Sequence[int], held: Collection[int] = (), faces: int = 6, width: int | None = None):
    """A rich renderable: the dice drawn side by side, held ones highlighted, positions below.

    The dice are drawn large, or smaller when a row of large ones is wider than ``width``
    (the terminal's columns); None when even the small ones do not fit, so the caller
    shows only the line of faces and digits.
    """
    from rich.text import Text

    for box, gap in _SIZES:
        if width is None or len(dice) * (box + gap) - gap <= width:
            break
    else:
        return None
    rows = [Text() for _ in range(6)]
    for position, value in enumerate(dice, start=1):
        style = "bold yellow" if position in held else "bold"
        edge = "─" * (box - 2)
        drawing = [f"┌{edge}┐", *(f"│{line}│" for line in _drawn(value, faces, box - 2)), f"└{edge}┘",
                   f"{position}{' held' if position in held else ''}".center(box)]
        for row, line in zip(rows, drawing):
            if position > 1:
                row.append(" " * gap)
            row.append(line, style=style)
    return Text("\n").join(rows)
