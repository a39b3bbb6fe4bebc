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


def large_dice(dice: Sequence[int], held: Collection[int] = (), faces: int = 6):
    """A rich renderable: the dice drawn large, side by side, held ones highlighted, positions below."""
    from rich.text import Text

    rows = [Text() for _ in range(6)]
    for position, value in enumerate(dice, start=1):
        style = "bold yellow" if position in held else "bold"
        if faces == 6 and value in _PIPS:
            middle = [" " + "  ".join("●" if spot == "o" else " " for spot in line) + " " for line in _PIPS[value]]
        else:
            middle = ["         ", f"{value:^9}", "         "]
        box = ["┌─────────┐", *(f"│{line}│" for line in middle), "└─────────┘"]
        label = f"{position}{' held' if position in held else ''}".center(11)
        for row, line in zip(rows, box + [label]):
            row.append(line, style=style)
            row.append("  ")
    return Text("\n").join(rows)
