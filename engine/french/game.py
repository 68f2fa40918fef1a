"""The deal as a state machine: :func:`new_deal`, :func:`legal_actions` and :func:`apply`.

``apply`` re-checks every action against :func:`legal_actions`, so nothing illegal can enter
a game whoever calls it. Phases: bidding → call (five players) → écart (Prise, Garde) →
chelem → tricks (with poignées shown at each player's first card) → done; a deal everyone
passed ends as ``passed``, a deal with a petit sec is ``annulled`` as soon as it is dealt.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.core.bits import mask_of
from engine.core.errors import IllegalAction, MalformedAction
from engine.core.game import refuse_unless_allowed
from engine.french import announcements, bidding, calling, chien, tricks
from engine.french.actions import BIDS, POIGNEES, Action, Kind, format_action
from engine.french.cards import (
    BOUT_MASK,
    KING_MASK,
    NUM_CARDS,
    TRUMP_MASK,
    format_cards,
    format_hand,
)
from engine.french.dealing import petit_sec_seats
from engine.french.facts import deal_facts
from engine.french.rules import CHIEN_SIZE, HAND_SIZE, TABLE_SIZES, Contract, Rules, info
from engine.french.scoring import score
from engine.french.state import (
    NO_CARD,
    NO_SEAT,
    OVER,
    PHASE_NAMES,
    FrenchState,
    Phase,
    Poignee,
    Trick,
)


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened while applying an action (for the interfaces to show).

    ``kind`` is one of:

    * ``bid``: a bid or a pass (``action``); ``passed``: everyone passed, the deal is over;
    * ``contract``: the bidding is won (``seat`` the taker, ``action`` his bid);
    * ``called``: the called card (``action``), five players;
    * ``chien_shown``: the chien turned up for everyone (``cards``);
    * ``discarded``: one card into the écart, **private to the taker** (``private_to``);
      ``ecart_trump``: a trump put in the écart, shown to everyone (``cards``);
    * ``chelem``: the taker announces one; ``no_chelem``: he does not;
    * ``hidden``: a trump kept out of a poignée (private); ``poignee``: a poignée shown
      (``cards``);
    * ``played``: a card (``action``); ``partner_revealed``: the called card was played,
      ``seat`` is its holder (the taker himself when he called his own card);
    * ``trick``: a trick completed (``trick``; ``seat`` its winner); ``deal_over``.
    """

    kind: str
    seat: int = NO_SEAT
    action: Action | None = None
    trick: Trick | None = None
    cards: int = 0
    private_to: int = NO_SEAT
    """The only seat that may see this event (NO_SEAT: everyone)."""


def new_deal(
    rules: Rules, hands: Sequence[int], chien_cards: Sequence[int], dealer: int
) -> FrenchState:
    """A deal ready for bidding, from explicit hands (bitmasks, by seat) and the chien.

    A deal with a petit sec is annulled at once (its phase is ``annulled``; the hand is
    shown to everyone in the views).
    """
    n = len(hands)
    if n not in TABLE_SIZES:
        raise MalformedAction(f"a deal needs 3, 4 or 5 hands, got {n}")
    size = HAND_SIZE[n]
    seen = 0
    for h in hands:
        if h.bit_count() != size:
            raise MalformedAction(f"every hand needs {size} cards with {n} players")
        if seen & h:
            raise MalformedAction("a card is dealt to two hands")
        seen |= h
    chien_mask = mask_of(chien_cards)
    k = CHIEN_SIZE[n]
    if len(chien_cards) != k or chien_mask.bit_count() != k or seen & chien_mask:
        raise MalformedAction(f"the chien needs {k} cards not in any hand")
    if (seen | chien_mask).bit_count() != NUM_CARDS:
        raise MalformedAction("hands and chien must hold the 78 cards exactly once")
    if not 0 <= dealer < n:
        raise MalformedAction(f"dealer seat {dealer} out of range")
    s = FrenchState.__new__(FrenchState)
    s.rules = rules
    s.n = n
    s.dealer = dealer
    s.forehand = (dealer + 1) % n
    s.hands = list(hands)
    s.chien = tuple(chien_cards)
    s.petit_sec = petit_sec_seats(hands)
    s.move = 0
    s.bids = ()
    s.high = -1
    s.taker = NO_SEAT
    s.contract = None
    s.called = NO_CARD
    s.partner = NO_SEAT
    s.revealed = False
    s.ecart = 0
    s.ecart_left = 0
    s.chelem = False
    s.lead_bar = 0
    s.poignees = ()
    s.poignee_level = -1
    s.poignee_hidden = 0
    s.leader = NO_SEAT
    s.trick = []
    s.trick_mask = 0
    s.tricks = ()
    s.piles = [0] * n
    s.attack_tricks = 0
    s.excuse_by = NO_SEAT
    s.excuse_to = NO_SEAT
    s.result = None
    if s.petit_sec:
        # Petit sec: the hand is shown, the deal annulled, the next dealer deals.
        s.phase = Phase.ANNULLED
        s.to_move = NO_SEAT
    else:
        bidding.start(s)
    return s


def legal_actions(s: FrenchState) -> list[Action]:
    """Every action the player on turn may take now (empty when the deal is over)."""
    ph = s.phase
    if ph == Phase.PLAY:
        out = tricks.legal_plays(s)
        if not s.tricks:
            out += [POIGNEES[level] for level in announcements.poignee_levels(s, s.to_move)]
        return out
    if ph == Phase.BIDDING:
        return bidding.legal_bids(s)
    if ph == Phase.CALL:
        return calling.legal_calls(s)
    if ph == Phase.ECART:
        return chien.legal_discards(s)
    if ph == Phase.CHELEM:
        return announcements.legal_chelem(s)
    if ph == Phase.POIGNEE:
        return announcements.legal_hides(s)
    return []


def is_legal(s: FrenchState, action: Action) -> bool:
    """Whether ``action`` is among :func:`legal_actions` (cheaper for cards than the list)."""
    ph = s.phase
    kind = action.kind
    if ph == Phase.PLAY:
        if kind == Kind.PLAY:
            return bool(tricks.playable(s) >> action.arg & 1)
        return kind == Kind.POIGNEE and action.arg in announcements.poignee_levels(s, s.to_move)
    if ph == Phase.ECART:
        return kind == Kind.DISCARD and bool(chien.discardable(s) >> action.arg & 1)
    if ph == Phase.POIGNEE:
        return kind == Kind.HIDE and bool(announcements.hideable(s) >> action.arg & 1)
    return action in legal_actions(s)


def is_over(s: FrenchState) -> bool:
    """Whether the deal is over (scored, passed or annulled)."""
    return s.phase in OVER


def phase_name(s: FrenchState) -> str:
    """The current phase as a word (``bidding``, ``play``, …)."""
    return PHASE_NAMES[s.phase]


_EXPECTED = {
    Phase.BIDDING: (Kind.BID, Kind.PASS),
    Phase.CALL: (Kind.CALL,),
    Phase.ECART: (Kind.DISCARD,),
    Phase.CHELEM: (Kind.CHELEM, Kind.PASS),
    Phase.POIGNEE: (Kind.HIDE,),
    Phase.PLAY: (Kind.PLAY, Kind.POIGNEE),
}


def _why_illegal(s: FrenchState, action: Action) -> str:
    if s.phase in OVER:
        return "the deal is over"
    if action.kind not in _EXPECTED[s.phase]:
        return f"a {Kind(action.kind).name.lower()} action does not belong to this phase"
    hand = s.hands[s.to_move]
    kind = action.kind
    if kind in (Kind.PLAY, Kind.DISCARD, Kind.HIDE) and not hand >> action.arg & 1:
        return "the card is not in the player's hand"
    if kind == Kind.PLAY:
        if s.lead_bar and not s.tricks and not s.trick:
            return "the first card of the deal may not be of the called card's suit"
        return "it does not follow suit, trump or overtrump as the rules require"
    if kind == Kind.BID:
        return "a bid must be higher than every bid so far (and the Prise allowed)"
    if kind == Kind.DISCARD:
        if (1 << action.arg) & (KING_MASK | BOUT_MASK):
            return "no king and no bout may go into the écart"
        return "a trump goes into the écart only when the hand holds too few other cards"
    if kind == Kind.POIGNEE:
        if s.tricks or announcements.has_shown(s, s.to_move):
            return "a poignée is shown once, just before the player's first card"
        return "the player does not hold that many trumps"
    if kind == Kind.HIDE:
        return "only a trump of the hand may be kept out of the poignée"
    if kind == Kind.CALL:
        return "that card may not be called (a king, or the next rank when holding all four)"
    return "it is not among the legal actions now"


def apply(
    s: FrenchState, action: Action, seat: int | None = None
) -> tuple[FrenchState, list[Event]]:
    """Apply a legal action; returns the new state and what happened. ``s`` is unchanged.

    ``seat``, when given, must be the seat on turn (the engine enforces turn order itself).
    """
    refuse_unless_allowed(
        format_action(action),
        phase_name(s),
        s.to_move,
        seat,
        is_legal(s, action),
        lambda: _why_illegal(s, action),
    )
    new = s.clone()
    events: list[Event] = []
    apply_unchecked(new, action, events)
    return new, events


def apply_unchecked(s: FrenchState, action: Action, events: list[Event] | None = None) -> None:
    """Apply an action known to be legal, in place (for search and fast playouts)."""
    p = s.to_move
    s.move += 1
    ph = s.phase
    if ph == Phase.PLAY:
        if action.kind == Kind.POIGNEE:
            if announcements.apply_poignee(s, action) and events is not None:
                events.append(_poignee_event(s.poignees[-1]))
            return
        trick, over = tricks.apply_play(s, action)
        if events is not None:
            events.append(Event("played", p, action))
            if action.arg == s.called:
                events.append(Event("partner_revealed", p, action))
            if trick is not None:
                events.append(Event("trick", trick.winner, None, trick))
        if over:
            _finish(s, events)
    elif ph == Phase.BIDDING:
        if events is not None:
            events.append(Event("bid", p, action))
        if bidding.apply_bid(s, action):
            _after_bidding(s, events)
    elif ph == Phase.CALL:
        calling.apply_call(s, action)
        if events is not None:
            events.append(Event("called", p, action))
        _after_call(s, events)
    elif ph == Phase.ECART:
        done = chien.apply_discard(s, action)
        if events is not None:
            events.append(Event("discarded", p, action, private_to=p))
            if (1 << action.arg) & TRUMP_MASK:
                events.append(Event("ecart_trump", p, action, cards=1 << action.arg))
        if done:
            announcements.start_chelem(s)
    elif ph == Phase.CHELEM:
        s.chelem = action.kind == Kind.CHELEM
        if events is not None:
            events.append(Event("chelem" if s.chelem else "no_chelem", p, action))
        tricks.start(s)
    elif ph == Phase.POIGNEE:
        if events is not None:
            events.append(Event("hidden", p, action, private_to=p))
        if announcements.apply_hide(s, action) and events is not None:
            events.append(_poignee_event(s.poignees[-1]))
    else:
        raise IllegalAction(format_action(action), phase_name(s), p, "the deal is over")


def _poignee_event(pg: Poignee) -> Event:
    return Event("poignee", pg.seat, cards=pg.cards)


def _after_bidding(s: FrenchState, events: list[Event] | None) -> None:
    if s.taker == NO_SEAT:
        # Everyone passed: no score, the next dealer deals.
        s.phase = Phase.PASSED
        s.to_move = NO_SEAT
        if events is not None:
            events.append(Event("passed"))
        return
    s.contract = Contract(s.high)
    if events is not None:
        events.append(Event("contract", s.taker, BIDS[s.high]))
    if s.n == 5:
        s.phase = Phase.CALL
        s.to_move = s.taker
        return
    _after_call(s, events)


def _after_call(s: FrenchState, events: list[Event] | None) -> None:
    assert s.contract is not None
    if s.called != NO_CARD and s.chien_mask() >> s.called & 1 and info(s.contract).chien == "taken":
        s.revealed = True  # the called card turns up in the chien: the taker plays alone
    if chien.chien_shown(s):
        if events is not None:
            events.append(Event("chien_shown", s.taker, cards=s.chien_mask()))
        chien.take(s)
        return
    announcements.start_chelem(s)


def _finish(s: FrenchState, events: list[Event] | None) -> None:
    s.phase = Phase.DONE
    s.to_move = NO_SEAT
    s.revealed = True
    s.result = score(s.rules, deal_facts(s))
    if events is not None:
        events.append(Event("deal_over"))


def describe(s: FrenchState) -> str:
    """A short multi-line text of the whole state (for logs and bug reports)."""
    lines = [f"phase={phase_name(s)} move={s.move} to_move={s.to_move} dealer={s.dealer}"]
    for p in range(s.n):
        lines.append(f"  seat {p}: {format_hand(s.hands[p])}")
    lines.append(f"  chien: {format_cards(s.chien)}")
    if s.contract is not None:
        lines.append(f"  contract={s.contract.name} taker={s.taker} partner={s.partner}")
    return "\n".join(lines)
