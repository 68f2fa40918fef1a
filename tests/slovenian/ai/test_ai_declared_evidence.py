"""Evidence from the declared contract: a solo is named by a strong hand (the hard level)."""

from __future__ import annotations

import random

from engine.slovenian import view
from engine.slovenian.ai import heuristics as H
from engine.slovenian.ai.evidence import DECLARED_OFFSET, declared_weight, evidence_weight
from engine.slovenian.ai.knowledge import Knowledge
from engine.slovenian.ai.policy import HARD, NORMAL, POLICY
from engine.slovenian.contracts import Contract
from tests.slovenian.ai.helpers import KLOP_BY_0, scripted

SOLO_THREE = ["pass", "pass", "pass", "declare:solo_three"]
"""Three passes, then forehand names Solo three: with dealer 3 forehand is seat 0 (the Škis
and nine taroks from XIII up), with dealer 0 seat 1 (the Pagat, II, III and two kings: far
too weak), with dealer 2 seat 3 (IV … XII, J♠ C♠ J♦: a little too weak)."""


def test_a_solo_named_by_a_strong_hand_is_fully_plausible() -> None:
    s = scripted(SOLO_THREE)
    assert s.contract == Contract.SOLO_THREE and s.declarer == 0
    # The real deal is one of the deals seat 2 may sample: the declarer's hand fits his solo.
    assert declared_weight(s, Knowledge(view(s, 2))) > 0.999


def test_a_solo_named_by_a_weak_hand_is_nearly_impossible() -> None:
    s = scripted(SOLO_THREE, dealer=0)
    assert s.contract == Contract.SOLO_THREE and s.declarer == 1
    st = H.strength(s.hands[1])
    assert st < H.thresholds(4)[Contract.SOLO_THREE] - DECLARED_OFFSET - 3
    assert declared_weight(s, Knowledge(view(s, 2))) < 0.01


def test_a_hand_a_little_below_the_offset_is_less_than_half_plausible() -> None:
    # Seat 3 names Solo three with strength 11.6 against a threshold of 14.
    s = scripted(SOLO_THREE, dealer=2)
    assert s.declarer == 3 and s.contract == Contract.SOLO_THREE
    st = H.strength(s.hands[3])
    w = declared_weight(s, Knowledge(view(s, 0)))
    offset = H.thresholds(4)[Contract.SOLO_THREE] - st
    # Below the half-way point by 0.9: between a tenth and a half.
    assert offset - DECLARED_OFFSET > 0
    assert 0.1 < w < 0.5


def test_the_declarers_own_declaration_and_klop_say_nothing() -> None:
    s = scripted(SOLO_THREE, dealer=0)
    assert declared_weight(s, Knowledge(view(s, 1))) == 1.0
    k = scripted(KLOP_BY_0)
    assert k.contract == Contract.KLOP
    assert declared_weight(k, Knowledge(view(k, 2))) == 1.0


def test_sampled_declarers_of_a_solo_are_strong_at_the_hard_level_only() -> None:
    # Seat 0 holds the Škis and the nine taroks from XIII up: the Solo three of seat 1 can
    # only come from the rest, so most deals seat 0 samples give the declarer a weak hand.
    s = scripted(SOLO_THREE, dealer=0)
    kn = Knowledge(view(s, 0))
    rng = random.Random(5)
    worlds = [kn.sample(rng) for _ in range(400)]
    strengths = [H.strength(w.hands[1]) for w in worlds]

    def mean(level_weights: list[float]) -> float:
        return sum(a * b for a, b in zip(strengths, level_weights, strict=True)) / sum(
            level_weights
        )

    hard = [POLICY.weight(w, kn, HARD) for w in worlds]
    normal = [POLICY.weight(w, kn, NORMAL) for w in worlds]
    for w, h, n in zip(worlds, hard, normal, strict=True):
        assert n == evidence_weight(w, kn)
        assert abs(h - n * declared_weight(w, kn)) < 1e-12
    assert mean(normal) < 9.0  # the bids alone (three passes) say little of the declarer
    assert mean(hard) > mean(normal) + 2.0
