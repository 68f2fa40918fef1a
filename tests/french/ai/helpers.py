"""Seeded French deals played by the computer players, for the tests of their decisions."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

from engine.ai import choose_action
from engine.french import FrenchState, FrenchView, Rules
from engine.french.family import FAMILY, TESTKIT
from engine.french.state import Phase


def seeded_deal(players: int, seed: int, rules: Rules | None = None) -> FrenchState:
    """A seeded deal that is not annulled (a petit sec deals again)."""
    rng = random.Random(seed)
    while True:
        s = FAMILY.deal(rules or FAMILY.rules(), players, seed % players, rng)
        if not FAMILY.is_over(s):
            return s


def play_deal(
    s: FrenchState,
    levels: list[str],
    seed: int,
    *,
    random_bids: bool = False,
    on_view: Callable[[FrenchState, FrenchView], None] | None = None,
) -> FrenchState:
    """Play ``s`` to its end, seat ``p`` at ``levels[p]``; every action goes through the
    checked ``apply`` (an illegal one raises). ``random_bids``: the bidding by the biased
    random player of the family tests, so that every contract comes up."""
    rng = random.Random(seed)
    move = 0
    while not FAMILY.is_over(s):
        p = FAMILY.to_move(s)
        v = FAMILY.view(s, p)
        if on_view is not None:
            on_view(s, v)
        if random_bids and s.phase == Phase.BIDDING:
            a = TESTKIT.random_action(s, FAMILY.legal_actions(s), rng)
        else:
            a = choose_action(v, levels[p], seed * 1009 + move)
            assert a in v.legal
        s, _ = FAMILY.apply(s, a, p)
        move += 1
    return s


def views_of(
    players: int, seed: int, level: str = "easy"
) -> Iterator[tuple[FrenchState, FrenchView]]:
    """Every (state, view of the seat on turn) of a seeded deal with a random bidding."""
    seen: list[tuple[FrenchState, FrenchView]] = []
    play_deal(
        seeded_deal(players, seed),
        [level] * players,
        seed,
        random_bids=True,
        on_view=lambda s, v: seen.append((s, v)),
    )
    yield from seen
