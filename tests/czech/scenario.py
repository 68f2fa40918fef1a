"""Building Czech deals from card notation and driving them with action notation.

A deal is a mapping from seat to hand plus the talon t1 … t6 in dealt order::

    s = deal({0: "SK T21 ...", 1: "...", 2: "...", 3: "...", "talon": "T12 4D ..."})

Seats are numbered in playing order. Unless a dealer is given, seat 3 deals, so seat 0 is
forehand (with the automatic first bid) and seat 1 speaks first. :func:`run` applies actions
in notation, each by the seat on turn; :func:`legal` gives the legal actions as notation.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from engine.czech import (
    DealState,
    Event,
    Rules,
    apply,
    card_code,
    format_action,
    legal_actions,
    new_deal,
    parse_action,
    parse_cards,
    parse_hand,
)
from engine.czech.cards import iter_cards

STANDARD = Rules.preset("standard")
NO_KONTRA = STANDARD.model_copy(update={"kontra": False})
AUTOMATIC = STANDARD.model_copy(update={"hand_bonuses": "automatic"})

BASE = {
    0: "SK T21 T20 T18 T17 KH QH 1H KD 10S 9S 7C",
    1: "T16 T15 T14 T13 T1 CH JH 2H QD CD QS 8C",
    2: "T19 T11 T10 T9 T8 3H 4H JD 1D KS CS 10C",
    3: "T6 T5 T4 T3 T2 2D 3D JS 8S KC QC 9C",
    "talon": "T12 4D 7S CC JC T7",
}
"""A (0) forehand without the XIX, C (2) holding it; the talon t1–t4 = T12 4D 7S CC,
t5 = JC, t6 = T7."""

FIRST_BID_EXCHANGE = (
    "pass pass pass declare:first call:T19 "
    "discard:4D discard:7S discard:CC discard:7C "  # A lays four cards aside
    "discard:JC "  # B draws t5 (JC) and lays it aside
    "discard:4H"  # C draws t6 (T7) and lays 4H aside
)
"""BASE: A plays the first bid after three passes, calls the XIX (C), and the exchange."""

QUIET_ROUND = "pass pass pass pass"
"""An announcement round in which nobody says anything."""


def deal(cards: Mapping[object, str], rules: Rules = STANDARD, *, dealer: int = 3) -> DealState:
    """A fresh deal from hands in notation (keys 0 … 3) and ``"talon"`` (t1 … t6)."""
    assert set(cards) == {0, 1, 2, 3, "talon"}, "keys are seats 0 … 3 and 'talon'"
    hands = [parse_hand(cards[p]) for p in range(4)]
    return new_deal(rules, hands, parse_cards(cards["talon"]), dealer)


def _split(actions: str | Iterable[str]) -> list[str]:
    if isinstance(actions, str):
        return actions.replace(",", " ").split()
    return list(actions)


def run_events(state: DealState, actions: str | Iterable[str]) -> tuple[DealState, list[Event]]:
    """Apply actions in notation one by one (each by the seat on turn); collect the events."""
    events: list[Event] = []
    for text in _split(actions):
        state, new = apply(state, parse_action(text), state.to_move)
        events.extend(new)
    return state, events


def run(state: DealState, actions: str | Iterable[str]) -> DealState:
    """Apply actions in notation one by one (each by the seat on turn)."""
    return run_events(state, actions)[0]


def legal(state: DealState) -> set[str]:
    """The legal actions of the seat on turn, in notation."""
    return {format_action(a) for a in legal_actions(state)}


def plays(state: DealState) -> set[str]:
    """The cards the seat on turn may play, in notation."""
    out = set()
    for text in legal(state):
        assert text.startswith("play:"), f"not in the play phase: {text}"
        out.add(text[5:])
    return out


def codes(mask: int) -> set[str]:
    """The cards of a bitmask, in notation."""
    return {card_code(c) for c in iter_cards(mask)}


def hand(state: DealState, seat: int) -> set[str]:
    """The cards ``seat`` holds now, in notation."""
    return codes(state.hands[seat])


def play_out(state: DealState) -> DealState:
    """Play the rest of the deal with the first legal card each time."""
    while state.result is None:
        state, _ = apply(state, legal_actions(state)[0])
    return state


def play_in_order(state: DealState, seat: int, order: str) -> DealState:
    """Play the rest of the deal: ``seat`` plays the cards of ``order`` in turn, everyone
    else the first legal card each time."""
    queue = order.split()
    while state.result is None:
        if state.to_move == seat:
            state = run(state, f"play:{queue.pop(0)}")
        else:
            state, _ = apply(state, legal_actions(state)[0])
    return state
