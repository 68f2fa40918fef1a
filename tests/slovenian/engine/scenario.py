"""Building deals from card notation and driving them with action notation, for rule tests.

A deal is written as a mapping from seat to hand plus the talon in dealt order::

    s = deal({0: "SK T21 ...", 1: "...", 2: "...", 3: "...", "talon": "T1 KH ..."})

Seats are numbered in playing order. Unless a dealer is given, the last seat deals, so seat 0
is forehand. :func:`run` applies a sequence of actions in notation, each by the seat on turn;
:func:`legal` and :func:`plays` give the legal actions of the seat on turn as notation.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from engine.slovenian import (
    DealState,
    Event,
    PlayerView,
    Rules,
    apply,
    card_code,
    format_action,
    legal_actions,
    new_deal,
    parse_action,
    parse_cards,
    parse_hand,
    view,
)
from engine.slovenian.actions import Kind
from engine.slovenian.cards import iter_cards

PAGAT = Rules.preset("pagat")
PALCKA = Rules.preset("palcka")
PRESETS = (PAGAT, PALCKA)

Cards = Mapping[object, str]
"""A deal in notation: seat numbers to hands, and ``"talon"`` to the talon in dealt order."""


def rules_of(rules: Rules | str) -> Rules:
    """A rules model from a preset name or the model itself."""
    return Rules.preset(rules) if isinstance(rules, str) else rules


def deal(
    cards: Cards,
    rules: Rules | str = "pagat",
    *,
    dealer: int | None = None,
    compulsory_klop: bool = False,
    radelci: list[int] | None = None,
) -> DealState:
    """A fresh deal from hands in notation (keys 0 … n−1) and ``"talon"`` in dealt order."""
    seats = sorted(k for k in cards if isinstance(k, int))
    assert set(cards) == {*seats, "talon"}, "keys are seats 0 … n−1 and 'talon'"
    n = len(seats)
    assert seats == list(range(n)), f"seats must be 0 … n−1, got {seats}"
    hands = [parse_hand(cards[p]) for p in seats]
    talon = parse_cards(cards["talon"])
    return new_deal(
        rules_of(rules),
        hands,
        talon,
        n - 1 if dealer is None else dealer,
        compulsory_klop=compulsory_klop,
        radelci=radelci,
    )


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
    for a in legal_actions(state):
        assert a.kind == Kind.PLAY, f"not in the play phase: {format_action(a)}"
        out.add(card_code(a.arg))
    return out


def codes(mask: int) -> set[str]:
    """The cards of a bitmask, in notation."""
    return {card_code(c) for c in iter_cards(mask)}


def hand(state: DealState, seat: int) -> set[str]:
    """The cards ``seat`` holds now, in notation."""
    return codes(state.hands[seat])


def bids(*contracts: str) -> set[str]:
    """``pass`` and a bid for each contract."""
    return {"pass", *(f"bid:{c}" for c in contracts)}


def declares(*contracts: str) -> set[str]:
    """A declaration for each contract."""
    return {f"declare:{c}" for c in contracts}


def visible(v: PlayerView) -> int:
    """Every card a view shows: own hand, discards it may see, the open hand, played cards,
    the talon cards shown so far."""
    m = v.hand | v.discards | v.open_hand | v.played
    for c in v.talon:
        m |= 1 << c
    if v.trick_extra >= 0:
        m |= 1 << v.trick_extra
    return m


def assert_no_leak(s: DealState) -> None:
    """No view (the public one included) shows a card held in another seat's hand.

    The talon group the declarer took was shown face up, and an open beggar's hand is public
    once exposed: those are not leaks.
    """
    for seat in (None, *range(s.n)):
        v = view(s, seat)
        if seat is not None:
            assert v.hand == s.hands[seat]
        for other in range(s.n):
            if other == seat or (v.open_hand and other == s.declarer):
                continue
            shown = visible(v)
            if other == s.declarer:
                shown &= ~s.taken
            assert shown & s.hands[other] == 0, f"seat {seat} sees cards of seat {other}"


ALL_BIDS_4P = (
    "two",
    "one",
    "solo_three",
    "solo_two",
    "solo_one",
    "beggar",
    "solo_without",
    "open_beggar",
    "colour_valat",
    "valat",
)
"""What a four-player bid can name (forehand's Three is implicit, klop is never bid)."""
