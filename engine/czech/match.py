"""A session of deals at one table: running totals, the dealer's rotation and the end.

* The first dealer is drawn by lot (from the generator of the first deal) unless given; the
  next dealer is always the current forehand, the seat after the dealer.
* Nothing passes from one deal to the next but the dealer: no radelci, no compulsory games.
* The end: after a fixed number of deals (``max_deals``), or, when the players ask for it
  (:meth:`Match.request_end`), at the end of the current round, once every player has dealt
  equally often (so everyone has been forehand, with the compulsory first bid, as often as
  everyone else). Asked between rounds, the session ends at once.
* Games played with real cards book each deal from its sheet (:meth:`Match.record_sheet`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from engine.czech.dealing import deal_cards
from engine.czech.game import new_deal
from engine.czech.rules import Rules
from engine.czech.scoring import ScoreSheet
from engine.czech.state import NO_SEAT, PLAYERS, DealState


@dataclass
class Match:
    """Running state of a session. Mutated only through its methods, deal by deal."""

    rules: Rules
    players: int = PLAYERS
    max_deals: int | None = None
    dealer: int = NO_SEAT
    """The seat to deal next (NO_SEAT until the first deal draws it by lot)."""
    totals: list[int] = field(default_factory=list)
    deals_played: int = 0
    deals_dealt: int = 0
    end_after: int | None = None
    """The number of deals after which the session ends, once the end is asked for."""
    history: list[ScoreSheet] = field(default_factory=list)
    finished: bool = False

    def __post_init__(self) -> None:
        if self.players != PLAYERS:
            raise ValueError("Czech taroky is played by four")
        if self.max_deals is not None and self.max_deals < 1:
            raise ValueError("a session has at least one deal")
        if not self.totals:
            self.totals = [0] * PLAYERS

    def next_deal(self, rng: random.Random) -> DealState:
        """Deal the next hand (the first dealer is drawn by lot from ``rng`` if not given)."""
        if self.finished:
            raise ValueError("the session is over")
        if self.deals_dealt > self.deals_played:
            raise ValueError("the current deal is not booked yet")
        if self.dealer == NO_SEAT:
            self.dealer = rng.randrange(PLAYERS)
        hands, talon = deal_cards(rng, self.dealer)
        self.deals_dealt += 1
        return new_deal(self.rules, hands, talon, self.dealer)

    def deal_seats(self) -> tuple[int, ...]:
        """Every player plays every deal: deal seats are match seats."""
        return tuple(range(PLAYERS))

    def request_end(self) -> bool:
        """End the session once every player has dealt equally often (False: a session of
        fixed length, or the end is already asked for)."""
        if self.max_deals is not None or self.end_after is not None or self.finished:
            return False
        dealt = max(self.deals_dealt, self.deals_played)
        self.end_after = -(-dealt // PLAYERS) * PLAYERS
        if self.deals_played >= self.end_after:
            self.finished = True
        return True

    def record(self, state: DealState) -> None:
        """Book a finished deal of this match."""
        if state.result is None:
            raise ValueError("the deal is not over")
        if self.dealer == NO_SEAT and self.deals_dealt == 0:
            # The first deal comes from its record (a session rebuilt after a restart): the
            # dealer drawn by lot is the one who dealt it.
            self.dealer = state.dealer
        if state.dealer != self.dealer:
            raise ValueError(f"the deal was dealt by seat {state.dealer}, not by {self.dealer}")
        if state.rules != self.rules:
            raise ValueError("the deal was played under other rules than the match's")
        self.record_sheet(state.result)

    def record_sheet(self, sheet: ScoreSheet) -> None:
        """Book a deal from its score sheet alone (the score pad, for games with real cards)."""
        if self.finished:
            raise ValueError("the session is over")
        if self.dealer == NO_SEAT:
            raise ValueError("say who deals first: Match(rules, dealer=seat)")
        for p in range(PLAYERS):
            self.totals[p] += sheet.scores[p]
        self.history.append(sheet)
        self.deals_played += 1
        self.deals_dealt = max(self.deals_dealt, self.deals_played)
        self.dealer = (self.dealer + 1) % PLAYERS
        limit = self.max_deals if self.max_deals is not None else self.end_after
        if limit is not None and self.deals_played >= limit:
            self.finished = True

    def final_scores(self) -> list[int]:
        """Each player's result for the session: the totals (nothing is settled at the end)."""
        return list(self.totals)
