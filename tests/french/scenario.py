"""Building French tarot deals from card notation and driving them with action notation.

A deal is a mapping from seat to hand plus the chien in dealt order::

    s = deal({0: "T21 T20 ...", 1: "...", 2: "...", 3: "...", "chien": "6C 5C ..."})

Seats are numbered in playing order. Unless a dealer is given, the last seat deals, so seat 0
is forehand. :func:`run` applies actions in notation, each by the seat on turn; :func:`legal`
and :func:`plays` give the legal actions of the seat on turn as notation; :func:`take`
drives the bidding (and the call) so that one seat takes with a contract.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from engine.core.bits import iter_cards
from engine.french import (
    Event,
    FrenchState,
    FrenchView,
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
from engine.french.actions import Kind

FFT = Rules.preset("fft")
NO_PRISE = FFT.model_copy(update={"prise_allowed": False})
ANY_CALL = FFT.model_copy(update={"five_player_call": "any"})

Cards = Mapping[object, str]
"""A deal in notation: seat numbers to hands, and ``"chien"`` to the chien in dealt order."""

# Four players, seat 3 deals. Seat 0: ten trumps and eight hearts; seat 1: four trumps, the
# low hearts and eight diamonds; seat 2: six low trumps, the low diamonds and high spades;
# seat 3: the Petit, the Excuse, the low spades and high clubs; the chien: the low clubs.
BASE4 = {
    0: "T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 KH QH CH JH 10H 9H 8H 7H",
    1: "T11 T10 T9 T8 6H 5H 4H 3H 2H 1H KD QD CD JD 10D 9D 8D 7D",
    2: "T7 T6 T5 T4 T3 T2 6D 5D 4D 3D 2D 1D KS QS CS JS 10S 9S",
    3: "T1 EX 8S 7S 6S 5S 4S 3S 2S 1S KC QC CC JC 10C 9C 8C 7C",
    "chien": "6C 5C 4C 3C 2C 1C",
}

# Three players, seat 2 deals: 24 cards each, a chien of 6.
BASE3 = {
    0: "T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 KH QH CH JH 10H 9H 8H 7H 6H 5H 4H",
    1: "T8 T7 T6 T5 T4 3H 2H 1H KD QD CD JD 10D 9D 8D 7D 6D 5D 4D 3D 2D 1D KS QS",
    2: "T3 T2 T1 EX CS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S 1S KC QC CC JC 10C 9C 8C 7C",
    "chien": "6C 5C 4C 3C 2C 1C",
}

# Five players, seat 4 deals: 15 cards each, a chien of 3. Each plain suit lies in one or
# two hands so that following, trumping and the call are easy to read.
BASE5 = {
    0: "T21 T20 T19 T18 T17 T16 T15 T14 KH QH CH JH 10H 9H 8H",
    1: "T13 T12 T11 T10 7H 6H 5H 4H 3H 2H 1H KD QD CD JD",
    2: "T9 T8 T7 T6 10D 9D 8D 7D 6D 5D 4D 3D 2D 1D KS",
    3: "T5 T4 T3 T2 QS CS JS 10S 9S 8S 7S 6S 5S 4S 3S",
    4: "T1 EX 2S 1S KC QC CC JC 10C 9C 8C 7C 6C 5C 4C",
    "chien": "3C 2C 1C",
}


# Four players: seat 1 holds the Petit as his only trump and no Excuse (a petit sec).
PETIT_SEC4 = {
    0: "T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 KH QH CH JH 10H 9H",
    1: "T1 8H 7H 6H 5H 4H 3H 2H 1H KD QD CD JD 10D 9D 8D 7D 6D",
    2: "T9 T8 T7 T6 T5 T4 T3 T2 5D 4D 3D 2D 1D KS QS CS JS 10S",
    3: "EX 9S 8S 7S 6S 5S 4S 3S 2S 1S KC QC CC JC 10C 9C 8C 7C",
    "chien": "6C 5C 4C 3C 2C 1C",
}


def deal(cards: Cards, rules: Rules = FFT, *, dealer: int | None = None) -> FrenchState:
    """A fresh deal from hands in notation (keys 0 … n−1) and ``"chien"`` in dealt order."""
    seats = sorted(k for k in cards if isinstance(k, int))
    assert set(cards) == {*seats, "chien"}, "keys are seats 0 … n−1 and 'chien'"
    n = len(seats)
    assert seats == list(range(n)), f"seats must be 0 … n−1, got {seats}"
    hands = [parse_hand(cards[p]) for p in seats]
    return new_deal(rules, hands, parse_cards(cards["chien"]), n - 1 if dealer is None else dealer)


def _split(actions: str | Iterable[str]) -> list[str]:
    if isinstance(actions, str):
        return actions.replace(",", " ").split()
    return list(actions)


def run_events(state: FrenchState, actions: str | Iterable[str]) -> tuple[FrenchState, list[Event]]:
    """Apply actions in notation one by one (each by the seat on turn); collect the events."""
    events: list[Event] = []
    for text in _split(actions):
        state, new = apply(state, parse_action(text), state.to_move)
        events.extend(new)
    return state, events


def run(state: FrenchState, actions: str | Iterable[str]) -> FrenchState:
    """Apply actions in notation one by one (each by the seat on turn)."""
    return run_events(state, actions)[0]


def legal(state: FrenchState) -> set[str]:
    """The legal actions of the seat on turn, in notation."""
    return {format_action(a) for a in legal_actions(state)}


def plays(state: FrenchState) -> set[str]:
    """The cards the seat on turn may play, in notation."""
    return {card_code(a.arg) for a in legal_actions(state) if a.kind == Kind.PLAY}


def codes(mask: int) -> set[str]:
    """The cards of a bitmask, in notation."""
    return {card_code(c) for c in iter_cards(mask)}


def hand(state: FrenchState, seat: int) -> set[str]:
    """The cards ``seat`` holds now, in notation."""
    return codes(state.hands[seat])


def bidding(state: FrenchState, taker: int, contract: str) -> list[str]:
    """The bidding actions in which ``taker`` bids ``contract`` and every other seat passes."""
    out = []
    for i in range(state.n):
        seat = (state.forehand + i) % state.n
        out.append(f"bid:{contract}" if seat == taker else "pass")
    return out


def take(
    state: FrenchState,
    taker: int,
    contract: str,
    *,
    call: str | None = None,
    ecart: str | None = None,
    chelem: bool = False,
) -> FrenchState:
    """Drive the deal to its first card: ``taker`` takes with ``contract`` (calling ``call``
    with five players), discards ``ecart`` (Prise, Garde) and announces a chelem or not."""
    actions = bidding(state, taker, contract)
    if call is not None:
        actions.append(f"call:{call}")
    if ecart is not None:
        actions += [f"discard:{c}" for c in _split(ecart)]
    actions.append("chelem" if chelem else "pass")
    return run(state, actions)


def play_tricks(state: FrenchState, tricks: Iterable[str]) -> FrenchState:
    """Play tricks written as card lists in play order (``"KH 6H T2 T1"``)."""
    for trick in tricks:
        state = run(state, [f"play:{c}" for c in _split(trick)])
    return state


def public(state: FrenchState) -> FrenchView:
    """The public view."""
    return view(state, None)


def swap(cards: Cards, a: str, b: str) -> dict[object, str]:
    """The deal with cards ``a`` and ``b`` exchanged between their hands (or the chien)."""
    out: dict[object, str] = {}
    for key, text in cards.items():
        toks = text.split()
        out[key] = " ".join(b if t == a else a if t == b else t for t in toks)
    return out


def autoplay(state: FrenchState, *, leave: int = 0, keep: str = "EX T1") -> FrenchState:
    """Play on until ``leave`` tricks are left, each seat playing its first legal card in a
    fixed order: never a card of ``keep`` while it has another, suit cards before trumps,
    low before high."""
    kept = set(parse_cards(keep))
    while state.tricks is not None and len(state.tricks) < state.hand_size - leave:
        options = [a for a in legal_actions(state) if a.kind == Kind.PLAY]
        if not options:
            break
        best = min(options, key=lambda a: (a.arg in kept, a.arg <= 21, a.arg))
        state, _ = apply(state, best)
    return state


def swap_all(cards: Cards, first: str, second: str) -> dict[object, str]:
    """The deal with each card of ``first`` exchanged with the card of ``second`` at the same
    position (both in notation)."""
    a, b = _split(first), _split(second)
    assert len(a) == len(b)
    out = dict(cards)
    for x, y in zip(a, b, strict=True):
        out = swap(out, x, y)
    return out
