"""Where the suit symbols of a pip card go, for 1 to 10 pips.

Positions are in a unit box (x right, y down). Every symbol is drawn upright, so that its
shape alone tells the suit at chat size.
"""

from __future__ import annotations

from types import MappingProxyType

_L, _C, _R = 0.18, 0.5, 0.82
_TOP, _BOTTOM = 0.1, 0.9
_FOUR_ROWS = (0.1, 0.37, 0.63, 0.9)


def _columns(*rows: float) -> list[tuple[float, float]]:
    return [(x, y) for y in rows for x in (_L, _R)]


PIP_LAYOUTS = MappingProxyType(
    {
        1: ((_C, 0.5),),
        2: ((_C, _TOP), (_C, _BOTTOM)),
        3: ((_C, _TOP), (_C, 0.5), (_C, _BOTTOM)),
        4: tuple(_columns(_TOP, _BOTTOM)),
        5: (*_columns(_TOP, _BOTTOM), (_C, 0.5)),
        6: tuple(_columns(_TOP, 0.5, _BOTTOM)),
        7: (*_columns(_TOP, 0.5, _BOTTOM), (_C, 0.3)),
        8: (*_columns(_TOP, 0.5, _BOTTOM), (_C, 0.3), (_C, 0.7)),
        9: (*_columns(*_FOUR_ROWS), (_C, 0.5)),
        10: (*_columns(*_FOUR_ROWS), (_C, 0.235), (_C, 0.765)),
    }
)
"""Pip centres for each pip count."""


def pip_height(count: int) -> float:
    """Height of one pip as a fraction of the pip box height."""
    if count == 1:
        return 0.52
    if count <= 3:
        return 0.27
    if count == 4:
        return 0.3
    if count <= 8:
        return 0.22
    return 0.18
