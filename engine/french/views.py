"""Per-seat views: exactly what one seat may know about a deal.

Rendering, the bot's components and the computer players consume views only, so no hand,
unseen chien or hidden écart card can leak by accident.

A seat sees: its own hand; how many cards every other hand holds; every bid and pass; the
contract and the taker; with five players the called card, and the partner only once this
seat knows him (the partner himself at once, everyone when the called card is played or
turns up in the chien); the chien once turned up (Prise, Garde) and every chien at the end;
the écart if the seat is the taker, else only its trumps (shown) until the end; an
announced chelem; every poignée shown; every card played; a petit sec hand of an annulled
deal; the score sheet at the end.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.french.actions import Action
from engine.french.cards import TRUMP_MASK
from engine.french.game import legal_actions
from engine.french.rules import Contract, Rules, info
from engine.french.scoring import ScoreSheet
from engine.french.state import NO_CARD, NO_SEAT, PHASE_NAMES, FrenchState, Phase, Poignee, Trick


@dataclass(frozen=True, slots=True)
class FrenchView:
    """What ``seat`` knows (``seat`` is None for the public table view: no hand at all)."""

    rules: Rules
    seat: int | None
    players: int
    dealer: int
    forehand: int
    phase: Phase
    to_move: int
    move: int
    hand: int
    """Bitmask of the seat's own cards (0 for the public view)."""
    hand_sizes: tuple[int, ...]
    legal: tuple[Action, ...]
    """The seat's legal actions when it is on turn, else empty."""
    bids: tuple[tuple[int, int], ...]
    """(seat, contract) in speaking order; −1 is a pass."""
    high_bid: int
    contract: Contract | None
    taker: int
    called: int
    """Five players: the called card, else NO_CARD."""
    partner: int
    """The partner's seat if this seat knows it, else NO_SEAT (see ``partner_known``)."""
    partner_known: bool
    """True when this seat knows the whole attack (a lone taker included)."""
    chien: tuple[int, ...]
    """The chien in dealt order once this seat has seen it, else empty."""
    chien_size: int
    ecart: int
    """The écart as this seat may see it: all of it for the taker (and everyone at the end),
    else only its trumps."""
    ecart_trumps: int
    """The trumps in the écart, shown to everyone."""
    ecart_left: int
    """Cards the taker still has to discard."""
    chelem: bool
    """The taker announced a chelem."""
    poignees: tuple[Poignee, ...]
    """Every poignée shown so far (seat, level, cards)."""
    poignee_level: int
    """The level of the poignée this seat is showing (its ``hide`` step), else −1."""
    poignee_hidden: int
    """The trumps this seat has kept out of that poignée so far."""
    petit_sec: tuple[tuple[int, int], ...]
    """An annulled deal: (seat, hand) of every petit sec, shown to everyone."""
    leader: int
    trick: tuple[int, ...]
    tricks: tuple[Trick, ...]
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
    def is_over(self) -> bool:
        """Whether the deal is over (scored, passed or annulled)."""
        return self.phase >= Phase.DONE

    @property
    def alone(self) -> bool | None:
        """Whether the taker plays alone, if this seat knows (None: not known, or no taker)."""
        if self.taker == NO_SEAT or not self.partner_known:
            return None
        return self.partner == NO_SEAT

    @property
    def trick_seats(self) -> tuple[int, ...]:
        """The seat that played each card of the current trick."""
        return tuple((self.leader + i) % self.players for i in range(len(self.trick)))

    @property
    def last_trick(self) -> Trick | None:
        """The last completed trick (players may look at it until the next one is complete)."""
        return self.tricks[-1] if self.tricks else None

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


def _partner_known(s: FrenchState, seat: int | None) -> bool:
    if s.taker == NO_SEAT:
        return False
    if s.n != 5 or s.revealed:
        return True
    if s.called == NO_CARD or seat is None:
        return False
    if seat == s.partner:
        return True  # he holds the called card
    if seat == s.taker:
        # He knows he plays alone when he called a card of his own.
        return s.partner == NO_SEAT and not s.chien_mask() >> s.called & 1
    return False


def _chien_seen(s: FrenchState) -> tuple[int, ...]:
    if s.phase == Phase.DONE:
        return s.chien
    if s.contract is not None and info(s.contract).chien == "taken" and s.phase != Phase.CALL:
        return s.chien
    return ()


def view(s: FrenchState, seat: int | None) -> FrenchView:
    """The view of ``s`` from ``seat`` (None: the public table)."""
    known = _partner_known(s, seat)
    on_turn = seat is not None and seat == s.to_move
    sees_ecart = s.phase == Phase.DONE or (seat is not None and seat == s.taker)
    ecart = s.ecart if sees_ecart else s.ecart & TRUMP_MASK
    pending = on_turn and s.phase == Phase.POIGNEE
    return FrenchView(
        rules=s.rules,
        seat=seat,
        players=s.n,
        dealer=s.dealer,
        forehand=s.forehand,
        phase=s.phase,
        to_move=s.to_move,
        move=s.move,
        hand=s.hands[seat] if seat is not None else 0,
        hand_sizes=tuple(h.bit_count() for h in s.hands),
        legal=tuple(legal_actions(s)) if on_turn else (),
        bids=s.bids,
        high_bid=s.high,
        contract=s.contract,
        taker=s.taker,
        called=s.called,
        partner=s.partner if known else NO_SEAT,
        partner_known=known,
        chien=_chien_seen(s),
        chien_size=s.chien_size,
        ecart=ecart,
        ecart_trumps=s.ecart & TRUMP_MASK,
        ecart_left=s.ecart_left,
        chelem=s.chelem,
        poignees=s.poignees,
        poignee_level=s.poignee_level if pending else -1,
        poignee_hidden=s.poignee_hidden if pending else 0,
        petit_sec=tuple((p, s.hands[p]) for p in s.petit_sec),
        leader=s.leader,
        trick=tuple(s.trick),
        tricks=s.tricks,
        result=s.result,
    )
