"""Seeded Czech deals for the computer-player tests: positions from every phase."""

from __future__ import annotations

import random
from collections.abc import Iterator

from engine import families
from engine.ai import choose_action
from engine.czech import DealState, Rules, view
from engine.czech.family import TESTKIT

FAMILY = families.get("czech")


def positions(
    seed: int, deals: int, rules: Rules, level: str = "easy", mix: float = 0.5
) -> Iterator[tuple[DealState, int]]:
    """Every position of ``deals`` seeded deals as (state, seat on turn).

    Each action is the ``level`` player's, or with probability ``mix`` the family testkit's
    random one (biased so that every bid, stage, concession, bonus and kontra comes up), so
    that the positions cover every phase and contract.
    """
    rng = random.Random(seed)
    for d in range(deals):
        s = FAMILY.deal(rules, 4, d % 4, rng)
        while not FAMILY.is_over(s):
            p = s.to_move
            yield s, p
            v = view(s, p)
            if rng.random() < mix:
                a = TESTKIT.random_action(s, list(v.legal), rng)
            else:
                a = choose_action(v, level, rng.getrandbits(31))
            s, _ = FAMILY.apply(s, a, p)
