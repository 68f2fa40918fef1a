"""The state of one deal: a plain record of facts that the phase modules read and update.

A :class:`DealState` is treated as immutable by everything outside the engine:
:func:`engine.czech.game.apply` returns a new state and leaves its argument untouched;
:func:`engine.czech.game.apply_unchecked` changes a state in place (for search).
"""

from __future__ import annotations

from enum import IntEnum
from typing import TYPE_CHECKING, NamedTuple

from engine.core.family import NO_CARD, NO_SEAT
from engine.core.state import SlotState, slot_cloner
from engine.czech.actions import Action
from engine.czech.contracts import Contract
from engine.czech.rules import Rules

if TYPE_CHECKING:
    from engine.czech.scoring import ScoreSheet

__all__ = [
    "NO_CARD",
    "NO_SEAT",
    "OPPONENTS",
    "PHASE_NAMES",
    "CzechState",
    "DealState",
    "Phase",
    "Trick",
]

PLAYERS = 4
HAND_SIZE = 12
OPPONENTS = -2
"""In :attr:`DealState.talon_to`: the talon card went to the opponents' pile."""


class Phase(IntEnum):
    """Phases of a deal, in the order they happen."""

    BIDDING = 0
    RAISE = 1
    CALL = 2
    TALON = 3
    DISCARD = 4
    ANNOUNCE = 5
    PLAY = 6
    DONE = 7


PHASE_NAMES = ("bidding", "raise", "call", "talon", "discard", "announce", "play", "done")


class Trick(NamedTuple):
    """A finished trick: who led, the cards in play order, who won it."""

    leader: int
    cards: tuple[int, ...]
    winner: int


class DealState(SlotState):
    """Everything about one deal. Seats are numbered in playing order (0 … 3)."""

    __slots__ = (
        "ann_had_turn",
        "ann_pass_streak",
        "ann_turn_calls",
        "bids",
        "bonuses",
        "called",
        "conceded",
        "contract",
        "dealer",
        "declarer",
        "discards",
        "discards_left",
        "forehand",
        "hands",
        "high",
        "high_holder",
        "history",
        "kontra",
        "kontra_by",
        "leader",
        "move",
        "opp_talon",
        "pagat_announced",
        "partner",
        "passed",
        "phase",
        "piles",
        "result",
        "revealed",
        "rules",
        "shown_opponents",
        "slam_announced",
        "stage",
        "talon",
        "talon_left",
        "talon_to",
        "to_move",
        "trick",
        "tricks",
        "turned",
    )

    rules: Rules
    dealer: int
    forehand: int
    hands: list[int]
    talon: tuple[int, ...]
    """The six talon cards in dealt order, t1 (top) … t6 (bottom)."""
    phase: Phase
    to_move: int
    move: int
    bids: tuple[tuple[int, int], ...]
    """(seat, contract) per call of the bidding, −1 for a pass; the first is forehand's
    automatic first bid."""
    passed: int
    high: int
    high_holder: int
    contract: Contract | None
    declarer: int
    called: int
    partner: int
    """The holder of the called tarok when it is not the declarer (NO_SEAT: alone). Fixed
    by the call: the talon's distribution is known in advance."""
    talon_left: int
    """Talon cards not yet taken or set aside."""
    talon_to: tuple[int, ...]
    """Per talon card: the seat that took it, OPPONENTS, or NO_SEAT (still in the talon)."""
    turned: int
    """How many talon cards are turned face up for everyone (third bid: 0, 3 or 6)."""
    stage: int
    """The third bid's stage (1, 2, 3) once chosen, else 0."""
    discards: list[int]
    """Each seat's cards laid aside face down (they count for the seat's side)."""
    discards_left: int
    opp_talon: int
    """Talon cards in the opponents' pile (third bid's other half, solo's six)."""
    conceded: bool
    bonuses: tuple[tuple[int, int], ...]
    """(seat, bonus) per hand bonus announced, in the order announced."""
    pagat_announced: bool
    slam_announced: bool
    kontra: list[int]
    """The multiplier of each kontra chain (:class:`~engine.czech.actions.Chain`)."""
    kontra_by: list[tuple[int, ...]]
    """Who said each level of each chain (flek, re, tutti), in order."""
    ann_had_turn: int
    ann_pass_streak: int
    ann_turn_calls: int
    shown_opponents: int
    """Seats that showed themselves opponents by a flek or a tutti (a bitmask)."""
    leader: int
    trick: list[int]
    tricks: tuple[Trick, ...]
    piles: list[int]
    """The cards each seat won in tricks."""
    revealed: bool
    """The partnership is public: the called tarok was played (or shown in a concession)."""
    history: tuple[tuple[int, Action], ...]
    """(seat, action) for every action applied, in order."""
    result: ScoreSheet | None

    def clone(self) -> DealState:
        """A copy that shares nothing mutable with this state."""
        return _clone(self)

    def declarer_side(self) -> int:
        """Bitmask of the seats on the declarer's side (0 before the contract)."""
        if self.declarer == NO_SEAT:
            return 0
        m = 1 << self.declarer
        if self.partner != NO_SEAT:
            m |= 1 << self.partner
        return m

    def alone(self) -> bool:
        """Whether the declarer plays alone (third bid, solo, own or talon called tarok)."""
        return self.declarer != NO_SEAT and self.partner == NO_SEAT


_clone = slot_cloner(DealState, ("hands", "discards", "kontra", "kontra_by", "trick", "piles"))

CzechState = DealState
"""The state of a Czech deal, by the name the family protocol's users know it."""
