"""Per-seat views: exactly what one seat may know about a deal.

Rendering, the bot and the computer players consume views only, so no hand, unseen talon
card or face-down discard can leak by accident. What a seat sees:

* its own hand, and how many cards every hand holds;
* every bid and pass, the contract, the declarer, the called tarok, M and the third bid's
  stage;
* the talon, card by card (``talon``, t1 … t6, NO_CARD where unseen): t1–t4 the declarer of a
  first or second bid once he takes them, t5 and t6 each its taker once he draws it; in a
  third bid t1–t3 for everyone when the bid is made and t4–t6 when turned; a solo's talon
  nobody; who took each talon card is public (``talon_to``);
* its own discards (``discards``, by seat);
* the partner only once it knows him (``partner_known``): its holder knows the partnership
  (a lone declarer holding the called tarok too), everyone once the called tarok is played
  or in a third bid or solo; ``shown_opponents`` are the seats a flek or tutti showed;
* every hand bonus announced (not the cards behind it), the Pagát ultimo and slam
  announcements, each kontra chain and who said its levels;
* every card played, the tricks; ``history``: every action so far, with other players'
  discards hidden (None);
* after a concession the called tarok (``shown``); at the end of a played deal everything:
  the whole talon and every discard; the score sheet.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.czech.actions import Action, Kind
from engine.czech.bonuses import Bonus
from engine.czech.contracts import Contract, multiplier
from engine.czech.game import legal_actions
from engine.czech.rules import Rules
from engine.czech.scoring import ScoreSheet
from engine.czech.state import NO_CARD, NO_SEAT, PHASE_NAMES, PLAYERS, DealState, Phase, Trick


@dataclass(frozen=True, slots=True)
class CzechView:
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
    """(seat, contract) per call of the bidding, −1 for a pass; forehand's first bid first."""
    high_bid: int
    high_bidder: int
    contract: Contract | None
    declarer: int
    multiplier: int
    """M once known: 1 (first, second), 2 (solo), the stage in a third bid (0 before)."""
    stage: int
    called: int
    partner: int
    """The partner's seat if this seat knows it, else NO_SEAT (see ``partner_known``)."""
    partner_known: bool
    """This seat knows the whole partnership (a lone declarer's included)."""
    shown_opponents: int
    """Bitmask of the seats that showed themselves opponents (flek, tutti)."""
    talon: tuple[int, ...]
    """t1 … t6 as this seat knows them (NO_CARD where unseen; empty before the deal)."""
    talon_to: tuple[int, ...]
    """Who took each talon card: a seat, OPPONENTS, or NO_SEAT (still in the talon)."""
    turned: int
    """Talon cards turned face up for everyone (third bid: 3, then 6)."""
    discards: tuple[int, ...]
    """Each seat's cards laid aside, as far as this seat may see them (bitmasks)."""
    discards_left: int
    conceded: bool
    shown: int
    """Cards shown to everyone outside play: the called tarok after a concession."""
    bonuses: tuple[tuple[int, Bonus], ...]
    pagat_announced: bool
    slam_announced: bool
    kontra: tuple[int, ...]
    """The multiplier of each chain (game, Pagát ultimo): 1, 2 (flek), 4 (re), 8 (tutti)."""
    kontra_by: tuple[tuple[int, ...], ...]
    leader: int
    trick: tuple[int, ...]
    tricks: tuple[Trick, ...]
    history: tuple[tuple[int, Action | None], ...]
    """(seat, action) for every action so far; other players' discards are None."""
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
    def alone(self) -> bool:
        """Whether this seat knows the declarer plays alone."""
        return self.partner_known and self.declarer != NO_SEAT and self.partner == NO_SEAT

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


def partner_known(s: DealState, seat: int | None) -> bool:
    """Whether ``seat`` (None: the public) knows the whole partnership now."""
    if s.contract is None:
        return False
    if s.revealed or s.contract in (Contract.THIRD, Contract.SOLO):
        return True
    # The holder of the called tarok knows: a partner knows himself, a declarer who holds it
    # knows he is alone.
    return seat is not None and s.called != NO_CARD and bool(s.hands[seat] >> s.called & 1)


def talon_seen(s: DealState, seat: int | None) -> tuple[int, ...]:
    """The talon cards ``seat`` has seen, by position (NO_CARD where unseen)."""
    if s.phase == Phase.DONE and not s.conceded:
        return s.talon
    out = []
    for i, card in enumerate(s.talon):
        taker = s.talon_to[i]
        seen = i < s.turned or (seat is not None and taker == seat)
        out.append(card if seen else NO_CARD)
    return tuple(out)


def view(s: DealState, seat: int | None) -> CzechView:
    """The view of ``s`` from ``seat`` (None: the public table)."""
    over = s.phase == Phase.DONE and not s.conceded
    knows = partner_known(s, seat)
    if over:
        discards = tuple(s.discards)
    else:
        discards = tuple(s.discards[p] if p == seat else 0 for p in range(PLAYERS))
    on_turn = seat is not None and seat == s.to_move
    history = tuple(
        (p, None if a.kind == Kind.DISCARD and p != seat and not over else a) for p, a in s.history
    )
    m = multiplier(s.contract, s.stage) if s.contract is not None else 0
    return CzechView(
        rules=s.rules,
        seat=seat,
        players=PLAYERS,
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
        high_bidder=s.high_holder,
        contract=s.contract,
        declarer=s.declarer,
        multiplier=m,
        stage=s.stage,
        called=s.called,
        partner=s.partner if knows else NO_SEAT,
        partner_known=knows,
        shown_opponents=s.shown_opponents,
        talon=talon_seen(s, seat),
        talon_to=s.talon_to,
        turned=s.turned,
        discards=discards,
        discards_left=s.discards_left,
        conceded=s.conceded,
        shown=(1 << s.called) if s.conceded else 0,
        bonuses=tuple((p, Bonus(b)) for p, b in s.bonuses),
        pagat_announced=s.pagat_announced,
        slam_announced=s.slam_announced,
        kontra=tuple(s.kontra),
        kontra_by=tuple(s.kontra_by),
        leader=s.leader,
        trick=tuple(s.trick),
        tricks=s.tricks,
        history=history,
        result=s.result,
    )
