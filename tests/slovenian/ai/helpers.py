"""Building deals and scripted positions for the computer-player tests."""

from __future__ import annotations

import random

from engine.slovenian import Rules, apply, view
from engine.slovenian.actions import Action, parse_action
from engine.slovenian.cards import parse_cards, parse_hand
from engine.slovenian.dealing import deal_cards
from engine.slovenian.game import has_no_tarok, new_deal
from engine.slovenian.state import DealState
from engine.slovenian.views import PlayerView

# A 4-player deal (dealer 3, so seat 0 is forehand):
# seat 0 is strong in taroks, seat 1 holds the Pagat with two small taroks and K♠,
# seat 2 holds no tarok (every heart, Q♠ 8♠, Q♦ C♦), seat 3 the middle taroks.
SCENARIO_HANDS = (
    "SK T21 T20 T19 T18 T17 T16 T15 T14 T13 7S KD",
    "T1 T2 T3 KS 9S 10S KC QC CC JC 7C 8C",
    "QS 8S KH QH CH JH 1H 2H 3H 4H QD CD",
    "T4 T5 T6 T7 T8 T9 T10 T11 T12 JS CS JD",
)
SCENARIO_TALON = "1D 2D 3D 4D 10C 9C"


def scripted(
    actions: list[str],
    rules: Rules | None = None,
    hands: tuple[str, ...] = SCENARIO_HANDS,
    talon: str = SCENARIO_TALON,
    dealer: int = 3,
) -> DealState:
    """The scenario deal after the given actions (checked by the engine)."""
    s = new_deal(
        rules or Rules.preset("pagat"),
        [parse_hand(h) for h in hands],
        parse_cards(talon),
        dealer,
    )
    for text in actions:
        s, _ = apply(s, parse_action(text))
    return s


SOLO_WITHOUT_BY_0 = [
    "pass",
    "pass",
    "pass",
    "declare:solo_without",
    "pass",
    "pass",
    "pass",
    "pass",
]
"""Seats 1–3 pass, forehand (seat 0) names Solo without, nobody kontras."""

SOLO_WITHOUT_BY_1 = [
    "bid:solo_without",
    "pass",
    "pass",
    "pass",
    "declare:solo_without",
    *["pass"] * 4,
]
"""Seat 1 bids and names Solo without, nobody kontras; seat 1 leads the first trick."""

KLOP_BY_0 = ["pass", "pass", "pass", "declare:klop"]
"""Seats 1–3 pass, forehand chooses klop."""


def to_move_view(s: DealState) -> PlayerView:
    """The view of the seat on turn."""
    return view(s, s.to_move)


def random_deal(rng: random.Random, players: int, rules: Rules, dealer: int = 0) -> DealState:
    """A random deal with a tarok in every hand."""
    while True:
        hands, talon = deal_cards(rng, players, dealer)
        if not has_no_tarok(hands):
            return new_deal(rules, hands, talon, dealer)


def act(s: DealState, a: Action) -> DealState:
    """Apply a checked action."""
    return apply(s, a)[0]
