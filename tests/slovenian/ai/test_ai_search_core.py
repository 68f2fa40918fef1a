"""The search's playouts through the compiled core, rekontra, and the announcements' evidence.

The search plays every candidate of a sampled deal in one call of the compiled core; the
values must be those of the Python rules-of-thumb playouts, so that a decision does not
depend on which backend ran. Rekontra is searched like kontra with a margin that grows with
the stakes. A seat's announcements are soft evidence about its hand.
"""

from __future__ import annotations

import random

import pytest

from engine.slovenian import apply, view
from engine.slovenian.actions import PLAYS, Item, Kind, parse_action
from engine.slovenian.ai import rollouts
from engine.slovenian.ai.evidence import (
    NO_PAGAT_WEIGHT,
    announce_weight,
    bid_weight,
    evidence_weight,
)
from engine.slovenian.ai.knowledge import Knowledge
from engine.slovenian.ai.playout import phase_action, play_card, side_mask
from engine.slovenian.ai.policy import KONTRA_MARGIN, NORMAL, POLICY, candidates
from engine.slovenian.cards import PAGAT, TRULA_MASK
from engine.slovenian.dealing import deal_cards
from engine.slovenian.game import apply_unchecked, new_deal
from engine.slovenian.rules import Rules
from engine.slovenian.state import DealState, Phase
from engine.slovenian.views import PlayerView
from tests.slovenian.ai.helpers import scripted

REKONTRA_SPOT = [
    "pass",
    "pass",
    "pass",
    "declare:solo_without",
    "pass",
    "kontra:game",
    "pass",
    "pass",
    "pass",
]
"""Seat 0 (ten taroks with the Škis and the Mond) plays Solo without; seat 1 says kontra;
the round comes back to seat 0, who may say rekontra."""


def _positions(seed: int, players: int, preset: str) -> list[PlayerView]:
    """The view of the seat on turn at every decision with a choice of one seeded deal,
    played by a mix of the rules of thumb and random choices."""
    rng = random.Random(seed)
    dealer = seed % players
    hands, talon = deal_cards(rng, players, dealer)
    s = new_deal(Rules.preset(preset), hands, talon, dealer)
    out: list[PlayerView] = []
    while s.phase != Phase.DONE:
        v = view(s, s.to_move)
        if len(v.legal) > 1:
            out.append(v)
        a = rng.choice(v.legal) if rng.random() < 0.2 else _thumb(s)
        apply_unchecked(s, a)
    return out


def _thumb(s: DealState) -> object:

    if s.phase == Phase.PLAY:
        return PLAYS[play_card(s, side_mask(s, s.to_move))]
    return phase_action(s)


@pytest.mark.skipif(not rollouts.COMPILED, reason="the compiled core is not built")
@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("preset", ["pagat", "palcka"])
def test_core_playouts_value_every_candidate_as_the_python_playouts(
    players: int, preset: str
) -> None:
    compared = 0
    phases: set[int] = set()
    for seed in range(4):
        for v in _positions(seed * 10 + players, players, preset):
            kn = Knowledge(v)
            rng = random.Random(seed)
            assert v.seat is not None
            for _ in range(2):
                world = kn.sample(rng)
                acts = list(v.legal)
                for secret in (False, True):
                    core = rollouts.outcomes(world, acts, v.seat, secret)
                    python = rollouts._python_outcomes(world, acts, v.seat, secret)
                    assert core == python
                    compared += 1
            phases.add(v.phase)
    assert compared > 100
    assert {Phase.BIDDING, Phase.ANNOUNCE, Phase.PLAY} <= phases


def test_rekontra_is_searched_with_twice_the_kontra_margin() -> None:
    v = view(scripted(REKONTRA_SPOT), 0)
    rekontra = parse_action("kontra:game")
    assert v.kontra[Item.GAME] == 2 and rekontra in v.legal
    base = parse_action("pass")
    assert rekontra in candidates(v, base, NORMAL)
    assert POLICY.threshold(v, rekontra) == (1.0, 2 * KONTRA_MARGIN)
    opponent = view(scripted(REKONTRA_SPOT[:5]), 1)
    assert POLICY.threshold(opponent, parse_action("kontra:game")) == (1.0, KONTRA_MARGIN)


def test_a_declarer_who_cannot_lose_says_rekontra() -> None:
    from engine.ai import choose_action

    v = view(scripted(REKONTRA_SPOT), 0)
    assert choose_action(v, "normal", 1).kind == Kind.KONTRA


def test_subkontra_is_never_searched() -> None:
    s = scripted(REKONTRA_SPOT)
    s, _ = apply(s, parse_action("kontra:game"))
    while s.phase == Phase.ANNOUNCE:
        v = view(s, s.to_move)
        if parse_action("kontra:game") in v.legal:
            assert v.kontra[Item.GAME] == 4
            assert parse_action("kontra:game") not in candidates(v, parse_action("pass"), NORMAL)
            return
        s, _ = apply(s, parse_action("pass"))
    pytest.fail("nobody could say subkontra")


TRULA_SPOT = ["pass", "pass", "pass", "declare:solo_one", "talon:0", "discard:1D", "announce:trula"]
"""Seat 0 plays Solo one, takes and discards the 1♦ and announces the trula (holding the Škis
and the Mond; the Pagat is seat 1's)."""


def test_an_announced_trula_makes_deals_without_it_in_the_announcers_hand_rarer() -> None:
    s = scripted(TRULA_SPOT)
    v = view(s, 2)
    assert v.announced[Item.TRULA] == 0
    kn = Knowledge(v)
    rng = random.Random(3)
    seen: set[int] = set()
    for _ in range(300):
        world = kn.sample(rng)
        missing = (TRULA_MASK & ~world.hands[0]).bit_count()
        seen.add(missing)
        assert announce_weight(world, kn) == 0.5**missing
        assert evidence_weight(world, kn) == bid_weight(world, kn) * 0.5**missing
    assert len(seen) >= 2
    # The announcer's own view gains nothing from his announcement.
    mine = Knowledge(view(s, 0))
    assert announce_weight(mine.sample(rng), mine) == 1.0


def test_an_announced_pagat_ultimo_makes_deals_without_the_pagat_rarer() -> None:
    s = scripted(TRULA_SPOT)
    s.announced[Item.PAGAT_ULTIMO] = 1
    kn = Knowledge(view(s, 2))
    rng = random.Random(4)
    for _ in range(100):
        world = kn.sample(rng)
        expected = 1.0 if world.hands[1] >> PAGAT & 1 else NO_PAGAT_WEIGHT
        assert announce_weight(world, kn) == expected * 0.5 ** (
            (TRULA_MASK & ~world.hands[0]).bit_count()
        )
