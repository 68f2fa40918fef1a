"""A session of deals: running totals, radelci, dealer rotation, compulsory klop and its end.

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


@dataclass
class DealStart:
    """How a deal was dealt: the cards, the dealer, and whether klop was compulsory."""

    dealer: int
    hands: list[int]
    talon: list[int]
    compulsory_klop: bool
    annulled: int = 0
    """How many tarokless deals were thrown in before this one."""


@dataclass
class Match:
    """Running state of a session. Mutated only through its methods, deal by deal."""

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
    history: list[ScoreSheet] = field(default_factory=list)
    finished: bool = False

    def __post_init__(self) -> None:
        if self.players not in (3, 4):
            raise ValueError("a match has 3 or 4 players")
        if not self.totals:
            self.totals = [0] * self.players
        if not self.radelci:
            self.radelci = [0] * self.players

    # -- dealing ---------------------------------------------------------------------------
    def deal(self, rng: random.Random) -> DealStart:
        """Deal the next hand with ``rng``, redealing tarokless hands as the rules say."""
        annulled = 0
        compulsory = self.compulsory_next
        while True:
            hands, talon = deal_cards(rng, self.players, self.dealer)
            if not has_no_tarok(hands):
                break
            # A hand without a tarok: annulled, the same dealer deals again (V25).
            annulled += 1
            if self.rules.no_tarok == "compulsory_klop":
                compulsory = True
        return DealStart(self.dealer, hands, talon, compulsory, annulled)

    def start_deal(self, start: DealStart) -> DealState:
        """The deal state for a dealt hand, with the players' current radelci."""
        return new_deal(
            self.rules,
            start.hands,
            start.talon,
            start.dealer,
            compulsory_klop=start.compulsory_klop,
            radelci=self.radelci,
        )

    def next_deal(self, rng: random.Random) -> DealState:
        """Deal the next hand and start it (the family protocol's one step)."""
        return self.start_deal(self.deal(rng))

    def deal_seats(self) -> tuple[int, ...]:
        """The match seat of each seat of the next deal (every player plays every deal)."""
        return tuple(range(self.players))

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
        if state.dealer != self.dealer:
            raise ValueError(f"the deal was dealt by seat {state.dealer}, not by {self.dealer}")
        if tuple(state.radelci) != tuple(self.radelci):
            # The radelci change the scoring: the deal must start from the match's radelci.
            raise ValueError("the deal was scored with other radelci than the match's")
        holder = skis_holder(state)
        self.record_sheet(sheet, skis_holder=holder, skis_in_talon=holder is None)

    def record_sheet(
        self,
        sheet: ScoreSheet,
        *,
        skis_holder: int | None = None,
        skis_in_talon: bool = False,
    ) -> None:
        """Book a deal from its score sheet alone (the score pad, for games with real cards).

        Score the deal with ``radelci=tuple(match.radelci)`` in its facts. In the škis round
        say who held the Škis (``skis_holder``) or that it lay in the talon (``skis_in_talon``).
        """
        if self.finished:
            raise ValueError("the session is over")
        if sheet.players != self.players:
            raise ValueError(f"a {sheet.players}-player sheet in a {self.players}-player match")
        if self.skis_round_pending and skis_holder is None and not skis_in_talon:
            raise ValueError("the škis round needs skis_holder or skis_in_talon")
        if skis_holder is not None and not 0 <= skis_holder < self.players:
            raise ValueError(f"skis_holder {skis_holder} out of range")
        before = list(self.totals)
        for p in range(self.players):
            self.totals[p] += sheet.scores[p]
        # Radelci: a won game crosses one out (klop: an empty player, V7); then after a klop,
        # a Beggar-or-higher contract or any valat everyone gets a new one.
        for p in sheet.radelc_cancelled:
            self.radelci[p] = max(0, self.radelci[p] - 1)
        if sheet.radelci_for_all:
            for p in range(self.players):
                self.radelci[p] += 1
        self.history.append(sheet)
        self.deals_played += 1
        # A total that becomes exactly 0 calls for a compulsory klop.
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
            # The holder deals the last hand; the škis round's own dealer: a full round more.
            gap = (holder - self.dealer) % self.players
            self.deals_left = gap if gap else self.players

    def final_scores(self) -> list[int]:
        """Totals after charging every open radelc (the session's settlement)."""
        pen = self.rules.radelc_end_penalty
        return [self.totals[p] - pen * self.radelci[p] for p in range(self.players)]


def skis_holder(state: DealState) -> int | None:
    """Who was dealt the Škis in this deal (None when it lay in the talon)."""
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
