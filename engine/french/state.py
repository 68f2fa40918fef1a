"""The state of one deal: a plain record of facts that the phase modules read and update.

A :class:`FrenchState` is treated as immutable by everything outside the engine:
:func:`engine.french.game.apply` returns a new state and leaves its argument untouched.
"""

from __future__ import annotations

from enum import IntEnum
from typing import TYPE_CHECKING, NamedTuple

from engine.core.state import SlotState, slot_cloner
from engine.french.rules import CHIEN_SIZE, HAND_SIZE, Contract, Rules

if TYPE_CHECKING:
    from engine.french.scoring import ScoreSheet

NO_SEAT = -1
NO_CARD = -1


class Phase(IntEnum):
    """Phases of a deal. The last three are ends: scored, passed by all, annulled."""

    BIDDING = 0
    CALL = 1
    ECART = 2
    CHELEM = 3
    POIGNEE = 4
    PLAY = 5
    DONE = 6
    PASSED = 7
    ANNULLED = 8


PHASE_NAMES = (
    "bidding",
    "call",
    "ecart",
    "chelem",
    "poignee",
    "play",
    "done",
    "passed",
    "annulled",
)
OVER = frozenset((Phase.DONE, Phase.PASSED, Phase.ANNULLED))


class Trick(NamedTuple):
    """A completed trick: who led, the cards in play order, who won it."""

    leader: int
    cards: tuple[int, ...]
    winner: int


class Poignee(NamedTuple):
    """A poignée shown: by whom, its level (0 simple, 1 double, 2 triple), the cards shown."""

    seat: int
    level: int
    cards: int


class FrenchState(SlotState):
    """Everything about one deal. Seats are numbered in playing order (0 … n−1)."""

    __slots__ = (
        "attack_tricks",
        "bids",
        "called",
        "chelem",
        "chien",
        "contract",
        "dealer",
        "ecart",
        "ecart_left",
        "excuse_by",
        "excuse_to",
        "forehand",
        "hands",
        "high",
        "lead_bar",
        "leader",
        "move",
        "n",
        "partner",
        "petit_sec",
        "phase",
        "piles",
        "poignee_hidden",
        "poignee_level",
        "poignees",
        "result",
        "revealed",
        "rules",
        "taker",
        "to_move",
        "trick",
        "trick_mask",
        "tricks",
    )

    rules: Rules
    n: int
    dealer: int
    forehand: int
    hands: list[int]
    chien: tuple[int, ...]
    """The chien in dealt order."""
    petit_sec: tuple[int, ...]
    """Seats holding the Petit as their only trump and no Excuse (the deal is annulled)."""
    phase: Phase
    to_move: int
    move: int
    bids: tuple[tuple[int, int], ...]
    """(seat, contract) in speaking order; a pass is contract −1."""
    high: int
    """The highest contract bid so far (−1: none)."""
    taker: int
    contract: Contract | None
    called: int
    """Five players: the called card (NO_CARD before the call or with fewer players)."""
    partner: int
    """The called card's holder when he is not the taker (NO_SEAT: the taker is alone)."""
    revealed: bool
    """Whether everyone knows the attack (the called card played or shown in the chien)."""
    ecart: int
    ecart_left: int
    chelem: bool
    """The taker announced a chelem."""
    lead_bar: int
    """Five players, ladder call: the called card's suit, which the first card of the deal
    may not be (but for the called card itself); 0 when the first lead is free."""
    poignees: tuple[Poignee, ...]
    poignee_level: int
    """The level of the poignée being shown (POIGNEE phase), else −1."""
    poignee_hidden: int
    """Trumps kept out of the poignée being shown."""
    leader: int
    trick: list[int]
    trick_mask: int
    tricks: tuple[Trick, ...]
    piles: list[int]
    """Cards each seat has won (the Excuse goes back to its own player's pile)."""
    attack_tricks: int
    excuse_by: int
    """Who played the Excuse to a trick before the last (NO_SEAT: not so played)."""
    excuse_to: int
    """Who won that trick."""
    result: ScoreSheet | None

    def clone(self) -> FrenchState:
        """A copy that shares nothing mutable with this state."""
        return _clone(self)

    @property
    def hand_size(self) -> int:
        """Cards each player is dealt (24, 18 or 15), which is also the number of tricks."""
        return HAND_SIZE[self.n]

    @property
    def chien_size(self) -> int:
        """Cards in the chien (6, or 3 with five players)."""
        return CHIEN_SIZE[self.n]

    def attack(self) -> int:
        """Bitmask of the attack's seats (the taker and his partner; 0 before the bidding)."""
        if self.taker == NO_SEAT:
            return 0
        m = 1 << self.taker
        if self.partner != NO_SEAT:
            m |= 1 << self.partner
        return m

    def chien_mask(self) -> int:
        """The chien as a bitmask."""
        m = 0
        for c in self.chien:
            m |= 1 << c
        return m


_clone = slot_cloner(FrenchState, ("hands", "trick", "piles"))
