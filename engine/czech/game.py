"""The deal as a state machine: :func:`new_deal`, :func:`legal_actions` and :func:`apply`.

``apply`` re-checks every action against :func:`legal_actions`, so nothing illegal enters a
deal whoever calls it. Phases: bidding → raise → call (first and second bid) or talon (third
bid) → discard → announcements → play → done. A solo goes from the raise straight to the
announcements; a concession ends the deal in the discard phase.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.core.errors import IllegalAction, MalformedAction
from engine.core.game import refuse_unless_allowed
from engine.czech import actions as A
from engine.czech import announcements, bidding, talon, tricks
from engine.czech.actions import Action, Announcement, Kind, format_action
from engine.czech.bonuses import Bonus, value
from engine.czech.cards import NUM_CARDS, format_cards, format_hand, mask_of
from engine.czech.contracts import Contract
from engine.czech.facts import deal_facts
from engine.czech.rules import Rules
from engine.czech.scoring import score
from engine.czech.state import (
    HAND_SIZE,
    NO_CARD,
    NO_SEAT,
    PHASE_NAMES,
    PLAYERS,
    DealState,
    Phase,
    Trick,
)


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened while applying an action, for interfaces to show.

    Events are public: they never name a card that is not shown to everyone (a discard's
    event names its player only). ``kind`` is one of:

    =====================  ===================================================================
    ``bid``, ``passed``    a bid or a pass (``passed`` also ends an announcement turn)
    ``contract``           the declarer's final contract (``action`` ``declare:…``)
    ``announced``          Pagát ultimo or slam (a second bid's Pagát ultimo comes with it)
    ``called``             the called tarok
    ``talon_taken``        ``seat`` took the talon cards at ``talon`` (positions, 0 = t1)
    ``talon_turned``       talon cards turned face up for everyone (``cards``, ``talon``)
    ``stage``              the third bid's stage (``action`` ``stage:…``, ``talon`` taken)
    ``talon_to_opponents`` talon cards left to the opponents' pile (``talon``)
    ``discarded``          ``seat`` laid one card aside, face down
    ``conceded``           the declarer gave up; ``cards`` shows the called tarok as proof
    ``hand_bonus``         a hand bonus (``action`` ``bonus:…``, ``value`` what each pays)
    ``kontra``             flek, re or tutti (``action`` ``kontra:…``, ``value`` the new ×)
    ``played``             a card played
    ``partner_revealed``   the called tarok was played by ``seat`` (the declarer: alone)
    ``trick``              a trick finished (``seat`` its winner, ``trick``)
    ``deal_over``          the deal is scored
    =====================  ===================================================================
    """

    kind: str
    seat: int = NO_SEAT
    action: Action | None = None
    cards: tuple[int, ...] = ()
    talon: tuple[int, ...] = ()
    value: int = 0
    trick: Trick | None = None


def new_deal(
    rules: Rules, hands: Sequence[int], talon_cards: Sequence[int], dealer: int
) -> DealState:
    """A deal ready for bidding, from explicit hands (bitmasks, by seat) and the talon t1 … t6.

    Forehand (the seat after the dealer) has made his first bid; the next seat speaks.
    """
    if len(hands) != PLAYERS:
        raise MalformedAction(f"a deal needs {PLAYERS} hands, got {len(hands)}")
    seen = 0
    for h in hands:
        if h.bit_count() != HAND_SIZE:
            raise MalformedAction(f"every hand needs {HAND_SIZE} cards")
        seen |= h
    talon_mask = mask_of(talon_cards)
    if len(talon_cards) != 6 or talon_mask.bit_count() != 6 or seen & talon_mask:
        raise MalformedAction("the talon needs 6 cards not in any hand")
    if (seen | talon_mask).bit_count() != NUM_CARDS:
        raise MalformedAction("hands and talon must hold the 54 cards exactly once")
    if not 0 <= dealer < PLAYERS:
        raise MalformedAction(f"dealer seat {dealer} out of range")
    s = DealState.__new__(DealState)
    s.rules = rules
    s.dealer = dealer
    s.forehand = (dealer + 1) % PLAYERS
    s.hands = list(hands)
    s.talon = tuple(talon_cards)
    s.move = 0
    s.contract = None
    s.declarer = NO_SEAT
    s.called = NO_CARD
    s.partner = NO_SEAT
    s.talon_left = talon_mask
    s.talon_to = (NO_SEAT,) * 6
    s.turned = 0
    s.stage = 0
    s.discards = [0] * PLAYERS
    s.discards_left = 0
    s.opp_talon = 0
    s.conceded = False
    s.bonuses = ()
    s.pagat_announced = False
    s.slam_announced = False
    s.kontra = [1, 1]
    s.kontra_by = [(), ()]
    s.ann_had_turn = s.ann_pass_streak = s.ann_turn_calls = 0
    s.shown_opponents = 0
    s.leader = NO_SEAT
    s.trick = []
    s.tricks = ()
    s.piles = [0] * PLAYERS
    s.revealed = False
    s.history = ()
    s.result = None
    bidding.start(s)
    return s


def legal_actions(s: DealState) -> list[Action]:
    """Every action the player on turn may take now (empty when the deal is over)."""
    ph = s.phase
    if ph == Phase.PLAY:
        return tricks.legal_plays(s)
    if ph == Phase.BIDDING:
        return bidding.legal_bids(s)
    if ph == Phase.ANNOUNCE:
        return announcements.legal_calls(s)
    if ph == Phase.DISCARD:
        return talon.legal_discards(s)
    if ph == Phase.RAISE:
        return bidding.legal_raises(s)
    if ph == Phase.CALL:
        return talon.legal_calls(s)
    if ph == Phase.TALON:
        return talon.legal_talon(s)
    return []


def is_legal(s: DealState, action: Action) -> bool:
    """Whether ``action`` is among :func:`legal_actions` (cheaper for cards than the list)."""
    ph = s.phase
    if ph == Phase.PLAY:
        return action.kind == Kind.PLAY and bool(tricks.playable(s) >> action.arg & 1)
    if ph == Phase.DISCARD and action.kind == Kind.DISCARD:
        return bool(talon.discardable(s) >> action.arg & 1)
    return action in legal_actions(s)


def is_over(s: DealState) -> bool:
    """Whether the deal is finished (played or conceded, and scored)."""
    return s.phase == Phase.DONE


def phase_name(s: DealState) -> str:
    """The current phase as a word (``bidding``, ``play``, …)."""
    return PHASE_NAMES[s.phase]


_EXPECTED = {
    Phase.BIDDING: (Kind.BID, Kind.PASS),
    Phase.RAISE: (Kind.DECLARE,),
    Phase.CALL: (Kind.CALL,),
    Phase.TALON: (Kind.TURN, Kind.STAGE),
    Phase.DISCARD: (Kind.DISCARD, Kind.CONCEDE),
    Phase.ANNOUNCE: (Kind.BONUS, Kind.ANNOUNCE, Kind.KONTRA, Kind.PASS),
    Phase.PLAY: (Kind.PLAY,),
}


def _why_illegal(s: DealState, action: Action) -> str:
    if s.phase == Phase.DONE:
        return "the deal is over"
    if action.kind not in _EXPECTED[s.phase]:
        return f"a {Kind(action.kind).name.lower()} action does not belong to this phase"
    hand = s.hands[s.to_move]
    kind = action.kind
    if kind in (Kind.PLAY, Kind.DISCARD) and not hand >> action.arg & 1:
        return "the card is not in the player's hand"
    reasons = {
        Kind.PLAY: "follow suit if you can, else play a tarok",
        Kind.DISCARD: "five-point cards (Škýz, XXI, I, kings) and the called tarok stay in hand",
        Kind.CONCEDE: "only a first bid with the called tarok in t1–t4, before laying aside",
        Kind.BID: "a bid must be higher than the highest bid so far",
        Kind.DECLARE: "the declarer plays his bid or a higher one",
        Kind.CALL: "the XIX, or one of XVIII, XVII, XVI not held by a declarer holding the XIX",
        Kind.BONUS: "a hand bonus the hand holds, in the player's first turn",
        Kind.ANNOUNCE: "only the declarer announces, in his first turn, once",
        Kind.KONTRA: "flek and tutti by an opponent, re by the declarer, C1 on",
    }
    return reasons.get(Kind(kind), "it is not among the legal actions now")


def apply(s: DealState, action: Action, seat: int | None = None) -> tuple[DealState, list[Event]]:
    """Apply a legal action; returns the new state and what happened. ``s`` is unchanged.

    ``seat``, when given, must be the seat on turn (the engine enforces turn order itself).
    """
    refuse_unless_allowed(
        format_action(action),
        phase_name(s),
        s.to_move,
        seat,
        s.phase != Phase.DONE and is_legal(s, action),
        lambda: _why_illegal(s, action),
    )
    new = s.clone()
    events: list[Event] = []
    apply_unchecked(new, action, events)
    return new, events


def apply_unchecked(s: DealState, action: Action, events: list[Event] | None = None) -> None:
    """Apply an action known to be legal, in place (for search and fast playouts)."""
    p = s.to_move
    s.move += 1
    s.history = (*s.history, (p, action))
    ph = s.phase
    if ph == Phase.PLAY:
        trick = tricks.apply_play(s, action)
        if events is not None:
            events.append(Event("played", p, action))
            if action.arg == s.called:
                events.append(Event("partner_revealed", p, action))
            if trick is not None:
                events.append(Event("trick", trick.winner, trick=trick))
        if trick is not None and not s.hands[trick.winner]:
            _finish(s, events)
    elif ph == Phase.ANNOUNCE:
        if events is not None:
            kind = action.kind
            if kind == Kind.PASS:
                events.append(Event("passed", p, action))
            elif kind == Kind.BONUS:
                events.append(Event("hand_bonus", p, action, value=value(Bonus(action.arg))))
            elif kind == Kind.ANNOUNCE:
                events.append(Event("announced", p, action))
            else:
                events.append(Event("kontra", p, action, value=s.kontra[action.arg] * 2))
        if announcements.apply_call(s, action):
            tricks.start(s)
    elif ph == Phase.DISCARD:
        if action.kind == Kind.CONCEDE:
            s.conceded = True
            s.revealed = True
            if events is not None:
                events.append(Event("conceded", p, action, cards=(s.called,)))
            _finish(s, events)
            return
        done = talon.apply_discard(s, action)
        if events is not None:
            events.append(Event("discarded", p))
            if not done and s.to_move != p:
                events.append(
                    Event("talon_taken", s.to_move, talon=(3 + (s.to_move - s.declarer) % PLAYERS,))
                )
        if done:
            _start_announcements(s, events)
    elif ph == Phase.BIDDING:
        if events is not None:
            events.append(Event("passed" if action.kind == Kind.PASS else "bid", p, action))
        bidding.apply_bid(s, action)
    elif ph == Phase.RAISE:
        _set_contract(s, Contract(action.arg), events)
    elif ph == Phase.CALL:
        talon.apply_call(s, action)
        if events is not None:
            events.append(Event("called", p, action))
            events.append(Event("talon_taken", p, talon=(0, 1, 2, 3)))
    elif ph == Phase.TALON:
        if action.kind == Kind.TURN:
            talon.apply_turn(s)
            if events is not None:
                events.append(Event("talon_turned", p, action, cards=s.talon[3:], talon=(3, 4, 5)))
        else:
            taken = talon.apply_stage(s, action)
            if events is not None:
                left = tuple(i for i in range(6) if i not in taken)
                events.append(Event("stage", p, action, talon=taken))
                events.append(Event("talon_to_opponents", talon=left))
    else:
        raise IllegalAction(format_action(action), phase_name(s), None, "the deal is over")


def _set_contract(s: DealState, c: Contract, events: list[Event] | None) -> None:
    s.contract = c
    s.declarer = s.to_move
    if events is not None:
        events.append(Event("contract", s.declarer, A.DECLARES[c]))
    if c in (Contract.FIRST, Contract.SECOND):
        if c == Contract.SECOND:
            # The second bid announces Pagát ultimo with the bid itself.
            s.pagat_announced = True
            if events is not None:
                pagat = A.ANNOUNCES[Announcement.PAGAT_ULTIMO]
                events.append(Event("announced", s.declarer, pagat))
        s.phase = Phase.CALL
        return
    if c == Contract.THIRD:
        talon.start_third(s)
        if events is not None:
            events.append(Event("talon_turned", s.declarer, cards=s.talon[:3], talon=(0, 1, 2)))
        return
    talon.start_solo(s)
    if events is not None:
        events.append(Event("talon_to_opponents", talon=(0, 1, 2, 3, 4, 5)))
    _start_announcements(s, events)


def _start_announcements(s: DealState, events: list[Event] | None) -> None:
    auto = announcements.start(s)
    if events is not None:
        for seat, b in auto:
            events.append(Event("hand_bonus", seat, A.BONUSES[b], value=value(b)))


def _finish(s: DealState, events: list[Event] | None) -> None:
    s.phase = Phase.DONE
    s.to_move = NO_SEAT
    s.result = score(s.rules, deal_facts(s))
    if events is not None:
        events.append(Event("deal_over"))


def describe(s: DealState) -> str:
    """A short multi-line text of the whole state (for logs and bug reports)."""
    lines = [f"phase={phase_name(s)} move={s.move} to_move={s.to_move} dealer={s.dealer}"]
    for p in range(PLAYERS):
        lines.append(f"  seat {p}: {format_hand(s.hands[p])}")
    lines.append(f"  talon: {format_cards(s.talon)}")
    if s.contract is not None:
        lines.append(
            f"  contract={s.contract.name} declarer={s.declarer} called={s.called} "
            f"partner={s.partner}"
        )
    return "\n".join(lines)
