"""A session of deals: running totals, the dealer's rotation and the end of the session.

* Every deal is booked, passed and annulled deals included (they score nothing); after
  each one the next dealer is the current forehand (seats are numbered in playing order).
* A session ends after a fixed number of deals (``max_deals``, counting passed and annulled
  deals, so that with a multiple of the table size everyone deals equally often), or, in an
  open session, when the players ask to stop (:meth:`Match.request_end`): the round of
  dealers under way is completed, so that every player has dealt as often as every other,
  and the session ends.
* Games played with real cards book each deal from its score sheet
  (:meth:`Match.record_sheet`) or as passed (:meth:`Match.record_passed`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Literal

from engine.french.dealing import deal_cards
from engine.french.game import new_deal
from engine.french.rules import TABLE_SIZES, Rules
from engine.french.scoring import ScoreSheet
from engine.french.state import FrenchState, Phase

Outcome = Literal["scored", "passed", "annulled"]


@dataclass
class Match:
    """Running state of a session. Mutated only through its methods, deal by deal."""

    rules: Rules
    players: int
    max_deals: int | None = None
    dealer: int = 0
    """The next (or current) deal's dealer; the first one is the caller's choice."""
    totals: list[int] = field(default_factory=list)
    deals_played: int = 0
    history: list[ScoreSheet] = field(default_factory=list)
    """The score sheets of the deals that were played, in order."""
    outcomes: list[Outcome] = field(default_factory=list)
    """How every booked deal ended, in order."""
    end_after: int | None = None
    """The number of deals after which the session ends (set by :meth:`request_end`)."""
    finished: bool = False
    dealt: bool = False
    """A deal has been dealt and not booked yet."""

    def __post_init__(self) -> None:
        if self.players not in TABLE_SIZES:
            raise ValueError("French tarot is played by 3, 4 or 5 players")
        if not 0 <= self.dealer < self.players:
            raise ValueError(f"dealer seat {self.dealer} out of range")
        if self.max_deals is not None and self.max_deals < 1:
            raise ValueError("a session has at least one deal")
        if not self.totals:
            self.totals = [0] * self.players

    # -- dealing ---------------------------------------------------------------------------
    def next_deal(self, rng: random.Random) -> FrenchState:
        """Deal the next hand with ``rng`` (a petit sec gives an annulled deal to book)."""
        if self.finished:
            raise ValueError("the session is over")
        hands, chien = deal_cards(rng, self.players, self.dealer)
        self.dealt = True
        return new_deal(self.rules, hands, chien, self.dealer)

    def deal_seats(self) -> tuple[int, ...]:
        """The match seat of each seat of the next deal (everyone plays every deal)."""
        return tuple(range(self.players))

    def request_end(self) -> bool:
        """The players want to stop: finish the round of dealers under way, then end.

        False when the session has a fixed length, is over or is already ending.
        """
        if self.max_deals is not None or self.finished or self.end_after is not None:
            return False
        n = self.players
        started = self.deals_played + (1 if self.dealt else 0)
        self.end_after = -(-started // n) * n
        self._check_end()
        return True

    # -- after a deal ----------------------------------------------------------------------
    def record(self, state: FrenchState) -> None:
        """Book a finished deal: totals, the next dealer and the session's end."""
        if state.dealer != self.dealer:
            raise ValueError(f"the deal was dealt by seat {state.dealer}, not by {self.dealer}")
        if state.n != self.players or state.rules != self.rules:
            raise ValueError("the deal was played at another table or under other rules")
        if state.phase == Phase.DONE:
            assert state.result is not None
            self.record_sheet(state.result)
        elif state.phase == Phase.PASSED:
            self._book("passed")
        elif state.phase == Phase.ANNULLED:
            self._book("annulled")
        else:
            raise ValueError("the deal is not over")

    def record_sheet(self, sheet: ScoreSheet) -> None:
        """Book a played deal from its score sheet alone (the score pad, for real cards)."""
        if sheet.players != self.players:
            raise ValueError(f"a {sheet.players}-player sheet in a {self.players}-player match")
        self._check_open()
        for p in range(self.players):
            self.totals[p] += sheet.scores[p]
        self.history.append(sheet)
        self._book("scored")

    def record_passed(self, *, annulled: bool = False) -> None:
        """Book a deal that everyone passed (or, ``annulled``, one with a petit sec)."""
        self._book("annulled" if annulled else "passed")

    def _check_open(self) -> None:
        if self.finished:
            raise ValueError("the session is over")

    def _book(self, outcome: Outcome) -> None:
        self._check_open()
        self.outcomes.append(outcome)
        self.deals_played += 1
        self.dealt = False
        self.dealer = (self.dealer + 1) % self.players
        self._check_end()

    def _check_end(self) -> None:
        if self.max_deals is not None and self.deals_played >= self.max_deals:
            self.finished = True
        if self.end_after is not None and self.deals_played >= self.end_after:
            self.finished = True

    def final_scores(self) -> list[int]:
        """Each player's result for the session: the totals (nothing is settled at the end)."""
        return list(self.totals)
