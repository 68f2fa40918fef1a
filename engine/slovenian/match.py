"""A session of deals: running totals, radelci, dealer rotation, compulsory klop and its end.

A match has 3, 4 or 5 players (match seats 0 … players − 1, in playing order). With five at
one table the dealer sits out and the other four play an ordinary 4-player deal; see
"Five at one table" below.

* Radelci: after a klop, a Beggar-or-higher contract, or any valat won or lost, every
  player gets one. A declarer with an open radelc doubles his hand's score; winning the game
  crosses one out. At the end each open radelc costs the rules' penalty (V30).
* Compulsory klop: after a hand annulled for a tarokless hand (V25 ``compulsory_klop``), and
  when a player's total becomes exactly 0 after a hand.
* The next dealer is the current forehand (play is anticlockwise, seats are numbered in
  playing order).
* End: after a fixed number of deals, or by the škis round: when the players want to stop,
  one more hand is played; whoever held the Škis deals the last hand (if the škis round's
  dealer held it, a full round more is played; a Škis in the talon means another škis round).
* Games played with real cards book each deal from its score sheet (:meth:`Match.record_sheet`).

Five at one table
-----------------

* The dealer sits out. The deal's four seats are the other match seats in ascending order
  (:meth:`Match.deal_seats`), so the deal's own seats stay in playing order; forehand is the
  player after the dealer and the fourth active player (dealer + 4, the dealer's left) takes
  the dealer's place in the 4-player deal (:meth:`Match.deal_dealer`): last to bid, lowest
  priority. The next dealer is the current forehand; after a tarokless deal the same dealer
  deals again and sits out again.
* The deal starts with the radelci of the four who play (:meth:`Match.deal_radelci`). The
  player sitting out writes nothing: :attr:`BookedDeal.scores` has ``None`` for him (a blank
  on the score sheet, not 0). His total does not move, so he cannot call for a compulsory
  klop; one called by another player is played by the four who play the next deal.
* When a deal gives everyone a radelc, all five get one, the player sitting out included; a
  deal he sits out neither doubles nor crosses out his radelci.
* The škis round: the Škis lies in one of the four active hands or in the talon. The session
  ends with the next deal dealt by its holder (one to four deals later); a Škis in the talon
  means another škis round. Then every open radelc of all five is charged.
* Booking (the ledger): :attr:`Match.booked` holds one :class:`BookedDeal` per deal, with the
  deal's sheet, the match seat of each deal seat and the seat that sat out.
  :attr:`Match.history` is the same deals' sheets (indexed by deal seat). Per-player counts
  (:meth:`Match.deals_played_by`) include only the deals a player played.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from engine.slovenian.cards import SKIS
from engine.slovenian.dealing import deal_cards
from engine.slovenian.game import has_no_tarok, new_deal
from engine.slovenian.rules import Rules
from engine.slovenian.scoring import ScoreSheet
from engine.slovenian.state import DealState

TABLE_SIZES = (3, 4, 5)
"""Players at one table. Five means four play each deal and the dealer sits out."""


def seats_of_deal(players: int, dealer: int) -> tuple[int, ...]:
    """The match seat of each deal seat when ``dealer`` deals at a table of ``players``.

    Everyone plays at three or four; at five the dealer sits out and the other four, in
    ascending order, are deal seats 0–3 (still in playing order round the table).
    """
    if players == 5:
        return tuple(s for s in range(5) if s != dealer)
    return tuple(range(players))


def dealer_of_deal(players: int, dealer: int) -> int:
    """The deal seat that deals (has the dealer's place) in the deal ``dealer`` deals.

    At five it is the fourth active player, the match seat ``dealer + 4``, so that forehand
    (``dealer + 1``) is the deal's forehand.
    """
    if players == 5:
        return (dealer - 1) % 4
    return dealer


@dataclass
class DealStart:
    """How a deal was dealt: the cards, the dealer, and whether klop was compulsory.

    ``hands``, ``dealer`` and ``radelci`` are in the deal's own seats (0–3 at a table of
    five); ``seats`` gives the match seat of each deal seat and ``sitting_out`` the match seat
    sitting out (None when everyone plays).
    """

    dealer: int
    hands: list[int]
    talon: list[int]
    compulsory_klop: bool
    annulled: int = 0
    """How many tarokless deals were thrown in before this one."""
    seats: tuple[int, ...] = ()
    radelci: tuple[int, ...] = ()
    sitting_out: int | None = None


@dataclass(frozen=True)
class BookedDeal:
    """A booked deal as the match sees it: its sheet and where the deal's seats sat.

    ``sheet`` is in deal seats (its ``scores``, ``declarer``, ``partner``, line seats);
    ``seats[i]`` is the match seat of deal seat ``i``; ``sat_out`` the match seat that sat
    the deal out (None when everyone played). ``skis_holder`` is the match seat dealt the
    Škis in a škis round (None otherwise, or when it lay in the talon).
    """

    sheet: ScoreSheet
    seats: tuple[int, ...]
    sat_out: int | None = None
    skis_holder: int | None = None

    @property
    def scores(self) -> tuple[int | None, ...]:
        """What each match seat wrote for the deal; ``None`` (a blank) for the one sitting out."""
        out: list[int | None] = [None] * (len(self.seats) + (self.sat_out is not None))
        for i, seat in enumerate(self.seats):
            out[seat] = self.sheet.scores[i]
        return tuple(out)

    def deal_seat(self, seat: int) -> int | None:
        """The deal seat of match seat ``seat`` (None when he sat out)."""
        return self.seats.index(seat) if seat in self.seats else None

    def match_seat(self, deal_seat: int | None) -> int | None:
        """The match seat of a deal seat (None stays None: no declarer, no partner)."""
        return None if deal_seat is None else self.seats[deal_seat]


@dataclass
class Match:
    """Running state of a session. Mutated only through its methods, deal by deal.

    ``dealer``, ``totals`` and ``radelci`` are by match seat; with five players the deals
    themselves have four seats (:meth:`deal_seats` maps them).
    """

    rules: Rules
    players: int
    max_deals: int | None = None
    dealer: int = 0
    totals: list[int] = field(default_factory=list)
    radelci: list[int] = field(default_factory=list)
    deals_played: int = 0
    compulsory_next: bool = False
    skis_called: bool = False
    skis_round_pending: bool = False
    last_dealer_of_session: int | None = None
    deals_left: int | None = None
    booked: list[BookedDeal] = field(default_factory=list)
    """Every booked deal, in order, with its seats and who sat out."""
    finished: bool = False

    def __post_init__(self) -> None:
        if self.players not in TABLE_SIZES:
            raise ValueError("a match has 3, 4 or 5 players")
        if not 0 <= self.dealer < self.players:
            raise ValueError(f"dealer seat {self.dealer} out of range")
        if not self.totals:
            self.totals = [0] * self.players
        if not self.radelci:
            self.radelci = [0] * self.players
        if len(self.totals) != self.players or len(self.radelci) != self.players:
            raise ValueError(f"totals and radelci need one entry per player ({self.players})")

    @property
    def history(self) -> list[ScoreSheet]:
        """The booked deals' score sheets, in order (each in its deal's seats)."""
        return [b.sheet for b in self.booked]

    # -- seats of the next deal ------------------------------------------------------------
    def deal_seats(self) -> tuple[int, ...]:
        """The match seat of each seat of the next (or current) deal, in deal-seat order.

        Everyone plays at three or four; at five the dealer sits out.
        """
        return seats_of_deal(self.players, self.dealer)

    def sitting_out(self) -> int | None:
        """The match seat sitting out the next (or current) deal: the dealer at five."""
        return self.dealer if self.players == 5 else None

    def deal_dealer(self) -> int:
        """The deal seat in the dealer's place in the next deal (at five: dealer + 4)."""
        return dealer_of_deal(self.players, self.dealer)

    def deal_radelci(self) -> list[int]:
        """The open radelci of the next deal's players, by deal seat."""
        return [self.radelci[s] for s in self.deal_seats()]

    def deals_played_by(self, seat: int) -> int:
        """How many booked deals match seat ``seat`` played (not sat out)."""
        return sum(1 for b in self.booked if seat in b.seats)

    # -- dealing ---------------------------------------------------------------------------
    def deal(self, rng: random.Random) -> DealStart:
        """Deal the next hand with ``rng``, redealing tarokless hands as the rules say.

        At five the dealer deals to the four others; a tarokless deal is dealt again by the
        same dealer, who sits out again.
        """
        seats = self.deal_seats()
        dealer = self.deal_dealer()
        annulled = 0
        compulsory = self.compulsory_next
        while True:
            hands, talon = deal_cards(rng, len(seats), dealer)
            if not has_no_tarok(hands):
                break
            # A hand without a tarok: annulled, the same dealer deals again (V25).
            annulled += 1
            if self.rules.no_tarok == "compulsory_klop":
                compulsory = True
        return DealStart(
            dealer,
            hands,
            talon,
            compulsory,
            annulled,
            seats=seats,
            radelci=tuple(self.deal_radelci()),
            sitting_out=self.sitting_out(),
        )

    def start_deal(self, start: DealStart) -> DealState:
        """The deal state for a dealt hand, with its players' current radelci."""
        return new_deal(
            self.rules,
            start.hands,
            start.talon,
            start.dealer,
            compulsory_klop=start.compulsory_klop,
            radelci=self.deal_radelci(),
        )

    def next_deal(self, rng: random.Random) -> DealState:
        """Deal the next hand and start it (the family protocol's one step)."""
        return self.start_deal(self.deal(rng))

    def request_end(self) -> bool:
        """The players want to stop: call the škis round (False in a fixed-length session)."""
        if self.max_deals is not None or self.skis_called:
            return False
        self.call_skis_round()
        return True

    # -- after a deal ----------------------------------------------------------------------
    def record(self, state: DealState) -> None:
        """Book a finished deal: totals, radelci, the next dealer and the session's end."""
        sheet = state.result
        if sheet is None:
            raise ValueError("the deal is not over")
        seats = self.deal_seats()
        if state.n != len(seats):
            raise ValueError(f"a {state.n}-seat deal at a table where {len(seats)} play")
        if state.dealer != self.deal_dealer():
            raise ValueError(
                f"the deal was dealt by deal seat {state.dealer}, not by {self.deal_dealer()}"
            )
        if list(state.radelci) != self.deal_radelci():
            # The radelci change the scoring: the deal must start from the match's radelci.
            raise ValueError("the deal was scored with other radelci than the match's")
        holder = skis_holder(state)
        self.record_sheet(
            sheet,
            skis_holder=None if holder is None else seats[holder],
            skis_in_talon=holder is None,
        )

    def record_sheet(
        self,
        sheet: ScoreSheet,
        *,
        skis_holder: int | None = None,
        skis_in_talon: bool = False,
    ) -> None:
        """Book a deal from its score sheet alone (the score pad, for games with real cards).

        Score the deal in its own seats (:meth:`deal_seats`; at five the four who play) with
        ``radelci=tuple(match.deal_radelci())`` in its facts. In the škis round say which
        match seat held the Škis (``skis_holder``) or that it lay in the talon
        (``skis_in_talon``).
        """
        if self.finished:
            raise ValueError("the session is over")
        seats = self.deal_seats()
        if sheet.players != len(seats):
            raise ValueError(
                f"a {sheet.players}-player sheet in a match where {len(seats)} players play"
            )
        if self.skis_round_pending and skis_holder is None and not skis_in_talon:
            raise ValueError("the škis round needs skis_holder or skis_in_talon")
        if skis_holder is not None and skis_holder not in seats:
            # At five the dealer sits out: he cannot have been dealt the Škis.
            raise ValueError(f"skis_holder {skis_holder} did not play this deal")
        before = list(self.totals)
        for i, seat in enumerate(seats):
            self.totals[seat] += sheet.scores[i]
        # Radelci: a won game crosses one out (klop: an empty player, V7); then after a klop,
        # a Beggar-or-higher contract or any valat every player at the table gets a new one,
        # at five the one sitting out too (he is one of the players).
        for p in sheet.radelc_cancelled:
            self.radelci[seats[p]] = max(0, self.radelci[seats[p]] - 1)
        if sheet.radelci_for_all:
            for p in range(self.players):
                self.radelci[p] += 1
        in_round = self.skis_round_pending
        self.booked.append(
            BookedDeal(sheet, seats, self.sitting_out(), skis_holder if in_round else None)
        )
        self.deals_played += 1
        # A total that becomes exactly 0 calls for a compulsory klop (one that does not move,
        # like that of the player sitting out, never does).
        self.compulsory_next = any(
            self.totals[p] == 0 and before[p] != 0 for p in range(self.players)
        )
        self._advance_session(None if skis_in_talon else skis_holder)
        self.dealer = (self.dealer + 1) % self.players

    def call_skis_round(self) -> None:
        """The players want to stop: the next deal is the škis round."""
        if self.max_deals is None and not self.skis_called:
            self.skis_called = True
            self.skis_round_pending = True

    def _advance_session(self, holder: int | None) -> None:
        if self.max_deals is not None:
            if self.deals_played >= self.max_deals:
                self.finished = True
            return
        if self.deals_left is not None:
            self.deals_left -= 1
            if self.deals_left <= 0:
                self.finished = True
            return
        if self.skis_round_pending:
            if holder is None:
                return  # the Škis was in the talon: another škis round
            self.skis_round_pending = False
            # The holder deals the last hand; the škis round's own dealer (3 or 4 players): a
            # full round more. At five the dealer sits out and cannot hold it: 1 to 4 deals.
            gap = (holder - self.dealer) % self.players
            self.deals_left = gap if gap else self.players

    def final_scores(self) -> list[int]:
        """Totals after charging every open radelc of every player (the session's settlement)."""
        pen = self.rules.radelc_end_penalty
        return [self.totals[p] - pen * self.radelci[p] for p in range(self.players)]


def skis_holder(state: DealState) -> int | None:
    """Who was dealt the Škis in this deal, as a deal seat (None when it lay in the talon)."""
    if SKIS in state.talon:
        return None
    for t in state.tricks:
        if SKIS in t.cards:
            return (t.leader + t.cards.index(SKIS)) % state.n
    if SKIS in state.trick:
        return (state.leader + state.trick.index(SKIS)) % state.n
    for p in range(state.n):
        if state.hands[p] >> SKIS & 1:
            return p
    return None
