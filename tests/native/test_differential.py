"""The compiled core against the Python engine: over 100,000 rollouts per run.

Every rollout starts from a state the Python engine made — a random deal under random rules
(every switch drawn: V16–V18, colour valat, klop, open beggar, kontras, radelci, compulsory
klop, …), driven by a varied random player to some point of the bidding, the talon, the
announcements or the tricks — and is played by the core with a policy: uniform random cards,
the rules of thumb (with the partnership public or secret), or whole deals with random or
rule-of-thumb bidding. Its trace is then replayed on the engine (:mod:`differential`): the
legal sets, every card and call, every trick's winner, the score and the final state must be
identical. Any divergence fails.
"""

from __future__ import annotations

import pytest

from engine._native import layout as L
from engine._native import slovenian as native
from tests.native.differential import run_case

core = native.compiled()
pytestmark = pytest.mark.skipif(core is None, reason="the compiled core is not built")

CASES = {
    # (players, policy): rollouts
    (4, L.RANDOM): 26_000,
    (3, L.RANDOM): 22_000,
    (4, L.THUMB): 16_000,
    (3, L.THUMB): 12_000,
    (4, L.THUMB | L.SECRET_PARTNER): 8_000,
    (4, L.PLAY_THUMB): 6_000,
    (4, L.UNIFORM_CONTRACTS): 5_000,
    (3, L.UNIFORM_CONTRACTS | L.PLAY_THUMB): 5_000,
}
"""Rollouts per case: 100,000 in all."""


def test_the_cases_add_up_to_100000_rollouts() -> None:
    assert sum(CASES.values()) >= 100_000


@pytest.mark.parametrize(("players", "policy"), list(CASES), ids=lambda v: str(v))
def test_rollouts_agree_with_the_engine(players: int, policy: int) -> None:
    assert core is not None
    target = CASES[(players, policy)]
    done, covered = run_case(core, players, policy, seed=1000 * players + policy, target=target)
    assert done >= target
    assert covered.cards > 10 * done  # mostly rollouts of many tricks, not only early ends
