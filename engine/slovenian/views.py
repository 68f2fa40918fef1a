"""Per-seat views: exactly what one seat may know about a deal.

Rendering, the bot's components and the computer players consume views only, so no hand,
unexposed talon or hidden discard can leak by accident.

A seat sees: its own hand; the number of cards in the other hands; the bids; the contract,
declarer and called card; the partner only once it is known to this seat; the talon once it
is exposed (talon exchange contracts) and, in klop, each talon card as it joins a trick;
the declarer's discards only if they are taroks (those are discarded face up) or if the seat
is the declarer; announcements and kontras; every card played; the open beggar's hand once
it is public; the score when the deal is over.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.slovenian.actions import Action
from engine.slovenian.cards import TAROK_MASK
from engine.slovenian.contracts import Contract, info
from engine.slovenian.game import legal_actions
from engine.slovenian.rules import Rules
from engine.slovenian.scoring import ScoreSheet
from engine.slovenian.state import NO_CARD, NO_SEAT, PHASE_NAMES, DealState, Phase, Trick


@dataclass(frozen=True, slots=True)
class PlayerView:
    """What ``seat`` knows (``seat`` is None for the public table view: no hand at all)."""

    rules: Rules
    seat: int | None
    players: int
    dealer: int
    forehand: int
    phase: Phase
    to_move: int
    move: int
    compulsory_klop: bool
    radelci: tuple[int, ...]
    hand: int
    """Bitmask of the seat's own cards (0 for the public view)."""
    hand_sizes: tuple[int, ...]
    legal: tuple[Action, ...]
    """The seat's legal actions when it is on turn, else empty."""
    bids: tuple[tuple[int, int], ...]
    high_bid: int
    high_bidder: int
    contract: Contract | None
    declarer: int
    called: int
    called_in_talon: bool
    partner: int
    """The partner's seat if this seat knows it, else NO_SEAT (see ``partner_known``)."""
    partner_known: bool
    """True when this seat knows the whole partnership (alone declarer included)."""
    public_sides: int
    """Bitmask of seats whose side everybody knows."""
    talon: tuple[int, ...]
    """The talon cards this seat has seen, in dealt order (empty while hidden)."""
    talon_group_size: int
    talon_group: int
    discards: int
    """Discards this seat may see: all of them for the declarer, taroks for everyone."""
    discards_left: int
    announced: tuple[int, ...]
    kontra: tuple[int, ...]
    leader: int
    trick: tuple[int, ...]
    trick_extra: int
    tricks: tuple[Trick, ...]
    open_hand: int
    """The open beggar's remaining hand once it is public, else 0."""
    result: ScoreSheet | None

    @property
    def phase_name(self) -> str:
        """The phase as a word (``bidding``, ``play``, …)."""
        return PHASE_NAMES[self.phase]

    @property
    def on_turn(self) -> bool:
        """Whether this seat is to act now."""
        return self.seat is not None and self.seat == self.to_move

    @property
    def trick_seats(self) -> tuple[int, ...]:
        """The seat that played each card of the current trick."""
        return tuple((self.leader + i) % self.players for i in range(len(self.trick)))

    @property
    def played(self) -> int:
        """Bitmask of every card played so far (finished tricks and the current one)."""
        m = 0
        for t in self.tricks:
            for c in t.cards:
                m |= 1 << c
        for c in self.trick:
            m |= 1 << c
        return m


def _talon_seen(s: DealState) -> tuple[int, ...]:
    if s.contract is None:
        return ()
    if s.contract == Contract.KLOP:
        shown = min(len(s.tricks) + (1 if s.phase == Phase.PLAY else 0), 6)
        return s.talon[:shown]
    if s.phase >= Phase.TALON and (s.talon_group != NO_SEAT or s.phase == Phase.TALON):
        return s.talon
    return ()


def view(s: DealState, seat: int | None) -> PlayerView:
    """The view of ``s`` from ``seat`` (None: the public table)."""
    n = s.n
    everyone_knows = s.known == s.all_seats()
    if seat is None:
        partner_known = everyone_knows
    else:
        partner_known = everyone_knows or seat == s.called_holder or (seat == s.partner)
    partner = s.partner if partner_known else NO_SEAT
    if seat is not None and seat == s.declarer:
        discards = s.discards
    else:
        discards = s.discards & TAROK_MASK
    on_turn = seat is not None and seat == s.to_move
    contract = s.contract
    group = info(contract).talon_group if contract is not None else 0
    open_hand = 0
    if s.open_hand_public and s.declarer != NO_SEAT:
        open_hand = s.hands[s.declarer]
    called_in_talon = False
    if s.called != NO_CARD and s.phase >= Phase.TALON:
        called_in_talon = any(c == s.called for c in s.talon)
    return PlayerView(
        rules=s.rules,
        seat=seat,
        players=n,
        dealer=s.dealer,
        forehand=s.forehand,
        phase=s.phase,
        to_move=s.to_move,
        move=s.move,
        compulsory_klop=s.compulsory_klop,
        radelci=s.radelci,
        hand=s.hands[seat] if seat is not None else 0,
        hand_sizes=tuple(h.bit_count() for h in s.hands),
        legal=tuple(legal_actions(s)) if on_turn else (),
        bids=s.bids,
        high_bid=s.high,
        high_bidder=s.high_holder,
        contract=contract,
        declarer=s.declarer,
        called=s.called,
        called_in_talon=called_in_talon,
        partner=partner,
        partner_known=partner_known,
        public_sides=s.known,
        talon=_talon_seen(s),
        talon_group_size=group,
        talon_group=s.talon_group,
        discards=discards,
        discards_left=s.discards_left,
        announced=tuple(s.announced),
        kontra=tuple(s.kontra),
        leader=s.leader,
        trick=tuple(s.trick),
        trick_extra=s.trick_extra,
        tricks=s.tricks,
        open_hand=open_hand,
        result=s.result,
    )
