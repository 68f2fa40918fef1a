"""The search's playouts in bulk: every candidate of one sampled deal in one call.

The shared search asks for the value of each candidate action in one sampled deal
(:meth:`~engine.ai.policy.Policy.outcomes`). Here the deal is encoded once, copied into one
row per candidate, and the whole batch is played to the end by the rules of thumb in the
compiled core (:mod:`engine._native`), which releases the GIL while it plays. Without the
compiled core the same playouts run in Python (:func:`engine.slovenian.ai.playout.rollout`):
the core plays exactly the Python rules of thumb and scores with the engine's scorer
(``tests/native`` checks this on every run), so both give the very same values and a
decision does not depend on which one ran — only its cost does. :func:`solved_outcomes`
gives the hard level's values instead: the card play's last tricks solved exactly, every
hand open, in the same single call per sampled deal.
"""

from __future__ import annotations

from array import array
from collections.abc import Sequence
from typing import Final

from engine._native import layout as L
from engine._native import slovenian as native
from engine.slovenian.actions import Action
from engine.slovenian.ai.playout import rollout, utility
from engine.slovenian.game import apply_unchecked
from engine.slovenian.rules import Rules
from engine.slovenian.state import DealState

COMPILED: Final = native.BACKEND == "c"
"""Whether the playouts run in the compiled core (else in Python, with the same values)."""

_PUBLIC: Final = L.THUMB
_SECRET: Final = L.THUMB | L.SECRET_PARTNER
_RULES: dict[int, tuple[Rules, array[int]]] = {}
"""Encoded rules by the identity of the rules object (kept, so that the identity stays its own)."""


def _rules_words(rules: Rules) -> array[int]:
    hit = _RULES.get(id(rules))
    if hit is not None and hit[0] is rules:
        return hit[1]
    if len(_RULES) > 64:
        _RULES.clear()
    words = L.encode_rules(rules)
    _RULES[id(rules)] = (rules, words)
    return words


def outcomes(
    world: DealState, actions: Sequence[Action], seat: int, secret_partner: bool
) -> list[float]:
    """The value for ``seat`` (its score minus the others' average) of each action applied
    to ``world`` and played to the end by the rules of thumb (``secret_partner``: the sides
    only as far as each seat knows them)."""
    if not COMPILED:
        return _python_outcomes(world, actions, seat, secret_partner)
    k = len(actions)
    row = L.new_words(L.STATE_WORDS)
    L.encode_state(world, row)
    states = row * k
    results = L.new_words(k * L.RESULT_WORDS)
    first = array("q", [L.action_code(a) for a in actions])
    policy = _SECRET if secret_partner else _PUBLIC
    native.rollouts(states, _rules_words(world.rules), policy, 0, results, first=first)
    n = world.n
    out: list[float] = []
    for i in range(k):
        o = i * L.RESULT_WORDS + L.R_SCORES
        scores = results[o : o + n]
        mine = scores[seat]
        out.append(mine - (sum(scores) - mine) / (n - 1))
    return out


def solved_outcomes(
    world: DealState,
    actions: Sequence[Action],
    seat: int,
    limit: int,
    endgame: int = 16,
    secret_partner: bool = False,
) -> list[float] | None:
    """The value for ``seat`` of each card of ``actions`` played in ``world``, the cards then
    played by the rules of thumb until ``endgame`` tricks are left (``secret_partner``: the
    sides only as far as each seat knows them) and the rest of the card play solved exactly
    with every hand open (:func:`engine._native.slovenian.solve`); None when some card's
    solution needs more than ``limit`` nodes (the caller then plays them all out: values of
    one sampled deal must come from one method, or their paired differences mean nothing).

    The solver gives the declarer's side's total value; each seat of a side is given the
    side's total shared equally (a partner's own score differs from his side's share only by
    a Mond penalty)."""
    k = len(actions)
    row = L.new_words(L.STATE_WORDS)
    L.encode_state(world, row)
    values = L.new_words(k)
    first = array("q", [L.action_code(a) for a in actions])
    policy = _SECRET if secret_partner else _PUBLIC
    native.solve(
        row * k,
        _rules_words(world.rules),
        values,
        first=first,
        limit=limit,
        endgame=endgame,
        policy=policy,
    )
    if native.SOLVE_ABORTED in values:
        return None
    n = world.n
    side = world.declarer_side()
    members = side.bit_count()
    if side >> seat & 1:
        share = 1.0 / ((n - 1) * members)
    else:
        share = -1.0 / ((n - 1) * (n - members))
    return [v * share for v in values]


def _python_outcomes(
    world: DealState, actions: Sequence[Action], seat: int, secret_partner: bool
) -> list[float]:
    """The same playouts in Python, one copy of the deal per action."""
    out: list[float] = []
    for a in actions:
        st = world.clone()
        apply_unchecked(st, a)
        rollout(st, secret_partner)
        out.append(utility(st, seat))
    return out
