"""Sampled deals agree with everything the seat knows."""

from __future__ import annotations

import random

import pytest

from engine.ai import choose_action
from engine.ai.inference import follow_voids, tricks_seen
from engine.core import cards_of
from engine.slovenian import Item, Rules, apply, view
from engine.slovenian.ai.knowledge import Knowledge
from engine.slovenian.cards import PAGAT, SUIT_MASKS, TAROK_DECK, parse_card
from tests.slovenian.ai.helpers import random_deal
from tests.slovenian.engine.scenario import deal, run
from tests.slovenian.engine.test_engine_announcements import ANN, three_calling


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("preset", ["pagat", "palcka"])
def test_sampled_state_gives_the_same_view(players: int, preset: str) -> None:
    """A deal sampled from a view looks exactly like the real deal from that seat."""
    rng = random.Random(players + len(preset))
    rules = Rules.preset(preset)
    for d in range(12):
        s = random_deal(rng, players, rules, dealer=d % players)
        while s.result is None:
            p = s.to_move
            v = view(s, p)
            kn = Knowledge(v)
            for k in range(2):
                w = kn.sample(random.Random(k))
                assert view(w, p) == v
                # Every hidden card is somewhere, exactly once.
                allc = 0
                for h in w.hands:
                    assert not allc & h
                    allc |= h
            # Half the deals with random actions (odd contracts), half with the easy player.
            a = rng.choice(v.legal) if d % 2 else choose_action(v, "easy", d)
            s, _ = apply(s, a)


@pytest.mark.parametrize("players", [3, 4])
def test_random_play_of_odd_contracts_always_samples(players: int) -> None:
    """Random bids reach beggars, valats and raised colour valats: sampling still fits."""
    rng = random.Random(77 + players)
    for d in range(60):
        rules = Rules.preset("pagat" if d % 2 else "palcka")
        s = random_deal(rng, players, rules, dealer=d % players)
        while s.result is None:
            v = view(s, s.to_move)
            if rng.random() < 0.3:
                w = Knowledge(v).sample(random.Random(d))
                assert view(w, s.to_move) == v
            s, _ = apply(s, rng.choice(v.legal))


def test_shown_voids_are_respected() -> None:
    rng = random.Random(8)
    rules = Rules.preset("pagat")
    checked = 0
    for d in range(20):
        s = random_deal(rng, 4, rules, dealer=d % 4)
        while s.result is None:
            p = s.to_move
            v = view(s, p)
            kn = Knowledge(v)
            w = kn.sample(random.Random(d))
            for q in range(4):
                if q == p:
                    continue
                for suit in range(5):
                    if kn.forbidden[q] & SUIT_MASKS[suit] == SUIT_MASKS[suit]:
                        assert not w.hands[q] & SUIT_MASKS[suit]
                        assert not s.hands[q] & SUIT_MASKS[suit]  # the inference is sound
                        checked += 1
            s, _ = apply(s, choose_action(v, "easy", d))
    assert checked > 0


def test_a_partner_who_showed_himself_may_hold_the_called_king() -> None:
    """Once the partner has shown himself (here by announcing valat) every side is public:
    the public seats are no longer opponents only, and the partner holds the called king."""
    s = run(deal(ANN), "bid:two pass pass pass declare:two call:KC talon:2")
    s = run(s, "discard:JC discard:9C pass pass announce:valat")
    assert s.known == s.all_seats() and s.partner == 3
    kc = parse_card("KC")
    for seat in (0, 2):
        kn = Knowledge(view(s, seat))
        assert not kn.forbidden[3] >> kc & 1
        assert kn.pinned[3] >> kc & 1
        for k in range(10):
            assert kn.sample(random.Random(k)).hands[3] >> kc & 1


def test_the_announcer_of_pagat_ultimo_holds_the_pagat_in_every_sample() -> None:
    """Only the Pagat's holder may announce pagat ultimo: the worlds keep it in his hand."""
    s = run(deal(ANN), three_calling("KS") + " pass announce:pagat_ultimo pass pass pass")
    assert s.announced[Item.PAGAT_ULTIMO] == 1
    for seat in (0, 2, 3):
        kn = Knowledge(view(s, seat))
        for k in range(30):
            w = kn.sample(random.Random(k))
            assert w.hands[1] >> PAGAT & 1, f"seat {seat}'s world {k} moved the Pagat"


@pytest.mark.parametrize("players", [3, 4])
def test_the_real_deal_is_always_one_the_knowledge_allows(players: int) -> None:
    """Soundness of every inference (voids, must-beat, talon, discards, the called king):
    each hidden card may be where it really is, and each seat holds its exact count.

    100 deals: at 4 players negative games where the must-beat rule shows something are
    rare enough that 40 deals may hold none."""
    rng = random.Random(500 + players)
    must_beat = 0
    for d in range(100):
        rules = Rules.preset("pagat" if d % 2 else "palcka")
        s = random_deal(rng, players, rules, dealer=d % players)
        while s.result is None:
            p = s.to_move
            v = view(s, p)
            kn = Knowledge(v)
            model = kn.constraints
            for q in range(players):
                if q == p:
                    continue
                held = s.hands[q] & kn.hidden
                assert held.bit_count() == model.capacity[q]
                for c in cards_of(held):
                    assert model.allowed[c] >> q & 1, (q, c)
                assert not kn.forbidden[q] & s.hands[q]
            elsewhere = kn.hidden & ~sum(s.hands)
            for c in cards_of(elsewhere):
                assert model.allowed[c] & (1 << kn.talon_slot | 1 << kn.discard_slot)
            voids = follow_voids(TAROK_DECK, players, tricks_seen(v))
            must_beat += any(kn.forbidden[q] & ~voids[q] for q in range(players) if q != p)
            # Random play half the time: klop and the beggars come up often enough.
            a = rng.choice(v.legal) if rng.random() < 0.5 else choose_action(v, "easy", d)
            s, _ = apply(s, a)
    assert must_beat > 0
