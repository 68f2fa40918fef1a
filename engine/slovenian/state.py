"""The state of one deal: a plain record of facts that the phase modules read and update.

A :class:`DealState` is treated as immutable by everything outside the engine:
:func:`engine.slovenian.game.apply` returns a new state and leaves its argument untouched.
"""

from __future__ import annotations

from enum import IntEnum
from typing import TYPE_CHECKING, NamedTuple

from engine.core.state import SlotState, slot_cloner
from engine.slovenian.contracts import Contract
from engine.slovenian.rules import Rules

if TYPE_CHECKING:
    from engine.slovenian.scoring import ScoreSheet

NO_SEAT = -1
NO_CARD = -1


class Phase(IntEnum):
    """Phases of a deal, in the order they happen."""

    BIDDING = 0
    DECLARE = 1
    KING_CALL = 2
    TALON = 3
    DISCARD = 4
    ANNOUNCE = 5
    PLAY = 6
    DONE = 7


PHASE_NAMES = ("bidding", "declare", "king_call", "talon", "discard", "announce", "play", "done")


class Trick(NamedTuple):
    """A completed trick: who led, the cards in play order, who won it, the klop talon card."""

    leader: int
    cards: tuple[int, ...]
    winner: int
    extra: int  # klop talon card added to the trick, or NO_CARD


class DealState(SlotState):
    """Everything about one deal. Seats are numbered in playing order (0 … n−1)."""

    __slots__ = (
        "ann_calls",
        "ann_had_turn",
        "ann_pass_streak",
        "ann_turn_calls",
        "announced",
        "bids",
        "called",
        "called_holder",
        "compulsory_klop",
        "contract",
        "dealer",
        "declarer",
        "discards",
        "discards_left",
        "forehand",
        "hands",
        "high",
        "high_holder",
        "known",
        "kontra",
        "leader",
        "mond_captured",
        "move",
        "n",
        "open_hand_public",
        "opp_talon",
        "partner",
        "passed",
        "phase",
        "piles",
        "radelci",
        "remainder",
        "result",
        "rules",
        "taken",
        "talon",
        "talon_group",
        "to_move",
        "trick",
        "trick_extra",
        "tricks",
    )

    rules: Rules
    n: int
    dealer: int
    forehand: int
    compulsory_klop: bool
    radelci: tuple[int, ...]
    hands: list[int]
    talon: tuple[int, ...]
    phase: Phase
    to_move: int
    move: int
    bids: tuple[tuple[int, int], ...]
    passed: int
    high: int
    high_holder: int
    contract: Contract | None
    declarer: int
    called: int
    called_holder: int
    partner: int
    talon_group: int
    taken: int
    discards: int
    discards_left: int
    announced: list[int]
    kontra: list[int]
    known: int
    ann_turn_calls: int
    ann_had_turn: int
    ann_pass_streak: int
    ann_calls: int
    leader: int
    trick: list[int]
    trick_extra: int
    tricks: tuple[Trick, ...]
    piles: list[int]
    opp_talon: int
    remainder: int
    open_hand_public: bool
    mond_captured: tuple[int, ...]
    result: ScoreSheet | None

    def clone(self) -> DealState:
        """A copy that shares nothing mutable with this state."""
        return _clone(self)

    @property
    def hand_size(self) -> int:
        """Cards each player holds after the deal (12 with 4 players, 16 with 3)."""
        return 48 // self.n

    def declarer_side(self) -> int:
        """Bitmask of the seats on the declarer's side (0 in klop)."""
        if self.declarer == NO_SEAT:
            return 0
        m = 1 << self.declarer
        if self.partner != NO_SEAT:
            m |= 1 << self.partner
        return m

    def all_seats(self) -> int:
        """Bitmask of every seat."""
        return (1 << self.n) - 1


_clone = slot_cloner(DealState, ("hands", "announced", "kontra", "trick", "piles"))
