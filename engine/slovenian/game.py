"""The deal as a state machine: :func:`new_deal`, :func:`legal_actions` and :func:`apply`.

``apply`` re-checks every action against :func:`legal_actions`, so nothing illegal can enter
a game whoever calls it. Phases: bidding → declare → king call → talon → discard →
announcements → tricks → done.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.core.errors import IllegalAction, MalformedAction
from engine.core.game import refuse_unless_allowed
from engine.slovenian import actions as A
from engine.slovenian import announcements, bidding, talon, tricks
from engine.slovenian.actions import Action, Item, Kind, format_action
from engine.slovenian.cards import TAROK_MASK, cards_of, format_cards, mask_of, sort_for_display
from engine.slovenian.contracts import Contract, info
from engine.slovenian.facts import deal_facts
from engine.slovenian.illegal import why_illegal
from engine.slovenian.rules import Rules
from engine.slovenian.scoring import score
from engine.slovenian.state import NO_CARD, NO_SEAT, PHASE_NAMES, DealState, Phase, Trick


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened while applying an action (for the interfaces to show).

    ``kind`` is one of: ``bid``, ``contract``, ``king_called``, ``talon_taken``,
    ``discarded``, ``announced``, ``kontra``, ``played``, ``trick``, ``partner_revealed``,
    ``deal_over``.
    """

    kind: str
    seat: int = NO_SEAT
    action: Action | None = None
    trick: Trick | None = None


def new_deal(
    rules: Rules,
    hands: Sequence[int],
    talon_cards: Sequence[int],
    dealer: int,
    *,
    compulsory_klop: bool = False,
    radelci: Sequence[int] | None = None,
) -> DealState:
    """A deal ready for bidding, from explicit hands (bitmasks, by seat) and the talon.

    ``radelci`` are the players' open radelci before the deal (they change the scoring).
    """
    n = len(hands)
    if n not in (3, 4):
        raise MalformedAction(f"a deal needs 3 or 4 hands, got {n}")
    size = 48 // n
    seen = 0
    for h in hands:
        if h.bit_count() != size:
            raise MalformedAction(f"every hand needs {size} cards")
        seen |= h
    talon_mask = mask_of(talon_cards)
    if len(talon_cards) != 6 or talon_mask.bit_count() != 6 or seen & talon_mask:
        raise MalformedAction("the talon needs 6 cards not in any hand")
    if (seen | talon_mask).bit_count() != 54:
        raise MalformedAction("hands and talon must hold the 54 cards exactly once")
    if not 0 <= dealer < n:
        raise MalformedAction(f"dealer seat {dealer} out of range")
    s = DealState.__new__(DealState)
    s.rules = rules
    s.n = n
    s.dealer = dealer
    s.forehand = (dealer + 1) % n
    s.compulsory_klop = compulsory_klop
    s.radelci = tuple(radelci) if radelci is not None else (0,) * n
    s.hands = list(hands)
    s.talon = tuple(talon_cards)
    s.move = 0
    s.contract = None
    s.declarer = NO_SEAT
    s.called = NO_CARD
    s.called_holder = NO_SEAT
    s.partner = NO_SEAT
    s.talon_group = NO_SEAT
    s.taken = 0
    s.discards = 0
    s.discards_left = 0
    s.announced = [NO_SEAT] * len(Item)
    s.kontra = [1] * len(Item)
    s.known = 0
    s.ann_turn_calls = s.ann_had_turn = s.ann_pass_streak = s.ann_calls = 0
    s.leader = NO_SEAT
    s.trick = []
    s.trick_extra = NO_CARD
    s.tricks = ()
    s.piles = [0] * n
    s.opp_talon = 0
    s.remainder = 0
    s.open_hand_public = False
    s.mond_captured = ()
    s.result = None
    bidding.start(s)
    return s


def has_no_tarok(hands: Sequence[int]) -> bool:
    """True when some hand holds no tarok (the deal is annulled and redealt)."""
    return any(h & TAROK_MASK == 0 for h in hands)


def legal_actions(s: DealState) -> list[Action]:
    """Every action the player on turn may take now (empty when the deal is over)."""
    ph = s.phase
    if ph == Phase.PLAY:
        return tricks.legal_plays(s)
    if ph == Phase.BIDDING:
        return bidding.legal_bids(s)
    if ph == Phase.DECLARE:
        return bidding.legal_declarations(s)
    if ph == Phase.KING_CALL:
        return talon.legal_calls(s)
    if ph == Phase.TALON:
        return talon.legal_talon(s)
    if ph == Phase.DISCARD:
        return talon.legal_discards(s)
    if ph == Phase.ANNOUNCE:
        return announcements.legal_calls(s)
    return []


def is_legal(s: DealState, action: Action) -> bool:
    """Whether ``action`` is among :func:`legal_actions` (cheaper for cards than the list)."""
    ph = s.phase
    if ph == Phase.PLAY:
        return action.kind == Kind.PLAY and bool(tricks.playable(s) >> action.arg & 1)
    if ph == Phase.DISCARD:
        return action.kind == Kind.DISCARD and bool(talon.discardable(s) >> action.arg & 1)
    return action in legal_actions(s)


def is_over(s: DealState) -> bool:
    """Whether the deal has been played (and scored)."""
    return s.phase == Phase.DONE


def phase_name(s: DealState) -> str:
    """The current phase as a word (``bidding``, ``play``, …)."""
    return PHASE_NAMES[s.phase]


def _why_illegal(s: DealState, action: Action) -> str:
    # The rule that forbids it, in words the acting player may read (engine.slovenian.illegal).
    return why_illegal(s, action)


def apply(s: DealState, action: Action, seat: int | None = None) -> tuple[DealState, list[Event]]:
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


def apply_unchecked(s: DealState, action: Action, events: list[Event] | None = None) -> None:
    """Apply an action known to be legal, in place (for search and fast playouts)."""
    p = s.to_move
    s.move += 1
    ph = s.phase
    if ph == Phase.PLAY:
        trick, over = tricks.apply_play(s, action)
        if events is not None:
            events.append(Event("played", p, action))
            if action.arg == s.called and s.partner != NO_SEAT:
                events.append(Event("partner_revealed", p, action))
            if trick is not None:
                events.append(Event("trick", trick.winner, None, trick))
        if over:
            _finish(s, events)
    elif ph == Phase.BIDDING:
        if events is not None:
            events.append(Event("bid", p, action))
        if bidding.apply_bid(s, action) and s.high_holder == NO_SEAT:
            _set_contract(s, Contract.KLOP, NO_SEAT, events)
    elif ph == Phase.DECLARE:
        _set_contract(s, Contract(action.arg), p, events)
    elif ph == Phase.KING_CALL:
        talon.apply_call(s, action)
        if events is not None:
            events.append(Event("king_called", p, action))
    elif ph == Phase.TALON:
        talon.apply_talon(s, action)
        if events is not None:
            events.append(Event("talon_taken", p, action))
    elif ph == Phase.DISCARD:
        done = talon.apply_discard(s, action)
        if events is not None:
            events.append(Event("discarded", p, action))
        if done:
            _after_exchange(s)
    elif ph == Phase.ANNOUNCE:
        if events is not None and action.kind != Kind.PASS:
            kind = "announced" if action.kind == Kind.ANNOUNCE else "kontra"
            events.append(Event(kind, p, action))
        if announcements.apply_call(s, action):
            tricks.start(s)
    else:
        raise IllegalAction(format_action(action), phase_name(s), p, "the deal is over")


def _set_contract(s: DealState, c: Contract, declarer: int, events: list[Event] | None) -> None:
    s.contract = c
    s.declarer = NO_SEAT if c == Contract.KLOP else declarer
    if events is not None:
        events.append(Event("contract", declarer, A.DECLARES[c]))
    row = info(c)
    if c == Contract.KLOP:
        s.known = s.all_seats()
        if announcements.needs_round(s):
            announcements.start(s)
        else:
            tricks.start(s)
        return
    if row.calls_king and s.n == 4:
        s.known = 1 << declarer
        s.phase = Phase.KING_CALL
        s.to_move = declarer
        return
    s.known = s.all_seats()  # no secret partner
    if row.talon_group:
        s.phase = Phase.TALON
        s.to_move = declarer
        return
    _after_exchange(s)


def _after_exchange(s: DealState) -> None:
    if announcements.needs_round(s):
        announcements.start(s)
    else:
        tricks.start(s)


def _finish(s: DealState, events: list[Event] | None) -> None:
    s.phase = Phase.DONE
    s.to_move = NO_SEAT
    s.result = score(s.rules, deal_facts(s))
    if events is not None:
        events.append(Event("deal_over"))


def describe(s: DealState) -> str:
    """A short multi-line text of the whole state (for logs and bug reports)."""
    lines = [f"phase={phase_name(s)} move={s.move} to_move={s.to_move} dealer={s.dealer}"]
    for p in range(s.n):
        lines.append(f"  seat {p}: {format_cards(_sorted(s.hands[p]))}")
    lines.append(f"  talon: {format_cards(s.talon)}")
    if s.contract is not None:
        lines.append(f"  contract={s.contract.name} declarer={s.declarer} partner={s.partner}")
    return "\n".join(lines)


def _sorted(mask: int) -> list[int]:
    return sort_for_display(cards_of(mask))
