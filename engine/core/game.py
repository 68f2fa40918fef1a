"""The checks every family's ``apply`` makes before it changes anything."""

from __future__ import annotations

from collections.abc import Callable

from engine.core.errors import IllegalAction


def refuse_unless_allowed(
    notation: str,
    phase: str,
    to_move: int,
    seat: int | None,
    legal: bool,
    why: Callable[[], str],
) -> None:
    """Raise :class:`IllegalAction` unless ``seat`` (when given) is on turn and the action is
    legal; ``why`` explains a refusal (called only then). ``to_move`` < 0: the deal is over."""
    if seat is not None and seat != to_move:
        reason = f"it is seat {to_move}'s turn" if to_move >= 0 else "the deal is over"
        raise IllegalAction(notation, phase, seat, reason)
    if not legal:
        raise IllegalAction(notation, phase, to_move if to_move >= 0 else None, why())
