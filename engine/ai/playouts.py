"""The playout driver: a sampled deal played to its end through the family protocol.

A family's :meth:`~engine.ai.policy.Policy.outcomes` values candidate actions on one sampled
deal. :func:`outcomes` does it for any family with the protocol's unchecked apply and a
*step* function (the family's rules-of-thumb action for the seat on turn), scoring the end
with :func:`zero_sum`. A family may run its own, faster loop instead (Slovenian tarok does,
and a compiled core may take the whole batch), as long as it values deals the same way.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from engine.core.actions import Action
from engine.core.family import Family

S = TypeVar("S")


def zero_sum(scores: Sequence[int], seat: int) -> float:
    """A seat's score minus the average of the others' scores.

    In tarok games only the declarer's side may write a score, so an opponent's good play
    shows as the declarer's loss: the difference to the others makes every deal zero-sum.
    """
    n = len(scores)
    mine = scores[seat]
    return mine - (sum(scores) - mine) / (n - 1)


def play_out(family: Family[S, Any], state: S, step: Callable[[S], Action]) -> None:
    """Play ``state`` to its end in place, ``step`` choosing for the seat on turn."""
    is_over = family.is_over
    apply = family.apply_unchecked
    while not is_over(state):
        apply(state, step(state))


def final_value(family: Family[S, Any], state: S, seat: int) -> float:
    """The zero-sum value for ``seat`` of a finished deal (:func:`zero_sum` of its sheet)."""
    sheet = family.result(state)
    if sheet is None:
        raise ValueError("the deal is not over")
    return zero_sum(sheet.scores, seat)


def outcomes(
    family: Family[S, Any],
    world: S,
    actions: Sequence[Action],
    seat: int,
    *,
    clone: Callable[[S], S],
    step: Callable[[S], Action],
    value: Callable[[S, int], float] | None = None,
) -> list[float]:
    """Each action applied to a copy of ``world``, played out by ``step``, valued for ``seat``
    (by ``value``, default :func:`final_value`)."""
    out: list[float] = []
    for a in actions:
        st = clone(world)
        family.apply_unchecked(st, a)
        play_out(family, st, step)
        out.append(value(st, seat) if value is not None else final_value(family, st, seat))
    return out
