"""What a Czech seat knows, and deals sampled consistently with it."""

from __future__ import annotations

import random

import pytest

from engine.czech import CzechView, Rules, parse_hand, view
from engine.czech.ai.knowledge import Knowledge
from engine.czech.cards import HEARTS, KING_MASK, SUIT_MASKS, XIX
from engine.czech.state import Phase
from tests.czech.ai.helpers import positions
from tests.czech.scenario import (
    AUTOMATIC,
    BASE,
    FIRST_BID_EXCHANGE,
    QUIET_ROUND,
    STANDARD,
    deal,
    run,
)

RULES = {"choice": STANDARD, "automatic": AUTOMATIC}


@pytest.mark.parametrize("rules", ["choice", "automatic"])
def test_every_sampled_deal_shows_the_seat_its_own_view(rules: str) -> None:
    """A sampled deal is indistinguishable from the real one for the seat: same view, in
    every phase of every contract (so it respects every inference and count)."""
    phases: set[Phase] = set()
    checked = 0
    for s, p in positions(11, 14, RULES[rules], mix=0.6):
        v = view(s, p)
        kn = Knowledge(v)
        for k in range(2):
            w = kn.sample(random.Random(s.move * 7 + k))
            assert view(w, p) == v
            assert kn.bonuses_fit(w.hands) or v.phase < Phase.ANNOUNCE
        phases.add(v.phase)
        checked += 1
    assert checked > 500
    assert phases >= {Phase.BIDDING, Phase.RAISE, Phase.CALL, Phase.DISCARD, Phase.PLAY}


def _sampled_holders(seat_view: CzechView, card: int, n: int = 40) -> set[int]:
    kn = Knowledge(seat_view)
    rng = random.Random(3)
    out = set()
    for _ in range(n):
        w = kn.sample(rng)
        out |= {p for p in range(4) if w.hands[p] >> card & 1}
    return out


def test_a_call_below_the_xix_shows_the_declarer_holds_the_xix() -> None:
    """RULES 2.4: only a declarer holding the XIX may call the XVIII, XVII or XVI."""
    cards = dict(BASE)
    cards[0], cards[2] = BASE[2], BASE[0]  # forehand A now holds the XIX
    s = run(deal(cards), "pass pass pass declare:first call:T18")
    for p in (1, 2, 3):
        assert _sampled_holders(view(s, p), XIX) <= {0}


def test_a_void_is_respected() -> None:
    """A player who did not follow suit holds no card of it (RULES 2.8)."""
    s = run(deal(BASE), FIRST_BID_EXCHANGE)
    s = run(s, QUIET_ROUND)
    s = run(s, "play:KH play:2H play:3H play:T2")  # D has no heart: he plays a tarok
    kn = Knowledge(view(s, 1))
    rng = random.Random(2)
    for _ in range(30):
        w = kn.sample(rng)
        assert w.hands[3] & SUIT_MASKS[HEARTS] == 0
        assert view(w, 1) == view(s, 1)


def test_the_talon_cards_seen_are_pinned() -> None:
    """The declarer saw t1–t4 (RULES 2.10); the taker of t6 knows his card is his own;
    nobody else learns them."""
    s = run(deal(BASE), "pass pass pass declare:first call:T19")
    kn = Knowledge(view(s, 0))
    assert kn.hidden & parse_hand("T12 4D 7S CC") == 0
    other = Knowledge(view(s, 2))
    assert other.hidden & parse_hand("T12 4D 7S CC") == parse_hand("T12 4D 7S CC")


def test_announced_kings_pin_the_kings_to_their_announcer() -> None:
    """RULES 2.6: a seat that announced 'kings' holds all four (until it plays them)."""
    cards = {
        0: "SK T21 T20 T18 T17 T16 QH 1H QD 10S 9S 7C",
        1: "T15 T14 T13 T12 KH KD KS KC CH JH 2H CD",
        2: "T19 T11 T10 T9 T8 3H 4H JD 1D QS CS 10C",
        3: "T6 T5 T4 T3 T2 2D 3D JS 8S QC CC 9C",
        "talon": "T1 4D 7S 8C JC T7",
    }
    s = run(deal(cards), "pass pass pass declare:first call:T19")
    s = run(s, "discard:4D discard:7S discard:9S discard:7C discard:CD discard:4H")
    s = run(s, "pass bonus:kings")
    assert parse_hand("KH KD KS KC") == KING_MASK
    for p in (0, 2, 3):
        kn = Knowledge(view(s, p))
        rng = random.Random(5)
        for _ in range(10):
            w = kn.sample(rng)
            assert w.hands[1] & KING_MASK == KING_MASK


def test_rules_switch_is_kept_in_the_sample() -> None:
    """The sampled deal plays under the view's rules."""
    rules = Rules.preset("standard").model_copy(update={"kontra": False})
    s = deal(BASE, rules)
    w = Knowledge(view(s, 1)).sample(random.Random(1))
    assert w.rules == rules


def test_a_flek_keeps_the_called_tarok_out_of_its_sayers_hand() -> None:
    """RULES 2.7: flek is said by an opponent only, so he does not hold the called tarok,
    in every sampled deal (the relaxed ones included)."""
    s = run(deal(BASE), FIRST_BID_EXCHANGE)
    s = run(s, "pass kontra:game pass")  # B (1) says flek
    kn = Knowledge(view(s, 3))
    assert kn.constraints.fallback is not None
    assert not kn.constraints.fallback[XIX] & (1 << 1)
    rng = random.Random(4)
    for _ in range(20):
        w = kn.sample(rng)
        assert w.partner != 1 and not w.hands[1] >> XIX & 1
