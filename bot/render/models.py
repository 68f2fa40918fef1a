"""What the table, talon, summary and score-sheet images show, exactly.

These frozen values are built by the bot from one seat's view of the game, so nothing that
seat may not see can reach an image. Every string is given by the caller, already
translated; the renderers add only numbers and drawn marks.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


@dataclass(frozen=True, slots=True)
class SeatLabel:
    """A seat at the table: its number, the player's name and an optional note (a role)."""

    seat: int
    name: str
    note: str | None = None


@dataclass(frozen=True, slots=True)
class PlayedCard:
    """A card played to the trick by ``seat``."""

    seat: int
    card: int


@dataclass(frozen=True, slots=True)
class OpenHand:
    """A hand shown face up to everyone (an open beggar), with an optional caption."""

    seat: int
    cards: tuple[int, ...]
    caption: str | None = None


@dataclass(frozen=True, slots=True)
class TrickImage:
    """The current trick on the table.

    ``seats`` lists every seat (3 or 4) in playing order; ``viewer_seat`` is drawn at the
    bottom and the others follow counter-clockwise (the next seat to the viewer's right).
    ``cards`` are the cards played so far, in order. ``leader`` is the seat that led,
    ``winner`` the seat whose card takes the trick (set once the trick is complete).
    ``extra_card`` is a talon card added to the trick (klop), shown with ``extra_caption``.
    """

    seats: tuple[SeatLabel, ...]
    cards: tuple[PlayedCard, ...]
    viewer_seat: int
    leader: int | None = None
    winner: int | None = None
    extra_card: int | None = None
    extra_caption: str | None = None
    open_hand: OpenHand | None = None
    title: str | None = None

    def __post_init__(self) -> None:
        numbers = [s.seat for s in self.seats]
        if len(numbers) not in (3, 4) or len(set(numbers)) != len(numbers):
            raise ValueError("a table has 3 or 4 distinct seats")
        known = set(numbers)
        if self.viewer_seat not in known:
            raise ValueError("viewer_seat is not at the table")
        played = [p.seat for p in self.cards]
        if len(set(played)) != len(played) or not set(played) <= known:
            raise ValueError("each seat plays at most one card to a trick")
        for seat in (self.leader, self.winner):
            if seat is not None and seat not in known:
                raise ValueError(f"seat {seat} is not at the table")
        if self.winner is not None and self.winner not in played:
            raise ValueError("the winner must have played a card")
        if self.open_hand is not None and self.open_hand.seat not in known:
            raise ValueError("the open hand's seat is not at the table")


@dataclass(frozen=True, slots=True)
class TalonImage:
    """The exposed talon: its cards in groups (2 × 3, 3 × 2 or 6 × 1), one maybe chosen."""

    groups: tuple[tuple[int, ...], ...]
    chosen: int | None = None
    title: str | None = None

    def __post_init__(self) -> None:
        if not self.groups or any(len(g) != len(self.groups[0]) or not g for g in self.groups):
            raise ValueError("talon groups must be non-empty and of equal size")
        if self.chosen is not None and not 0 <= self.chosen < len(self.groups):
            raise ValueError("chosen group out of range")


class LineKind(Enum):
    """How a score line's value is written: points (+10, −20) or a multiplier (×2)."""

    POINTS = "points"
    MULTIPLIER = "multiplier"


@dataclass(frozen=True, slots=True)
class ScoreLine:
    """One line of a deal's score: label and value (contract, difference, bonus, kontra …)."""

    label: str
    value: int
    kind: LineKind = LineKind.POINTS


@dataclass(frozen=True, slots=True)
class SidePoints:
    """Card points taken by one side; ``declarer`` marks the declaring side."""

    label: str
    points: int
    declarer: bool = False


@dataclass(frozen=True, slots=True)
class NamedRole:
    """A caption and a player's name, e.g. ("Igralec", "Žan")."""

    caption: str
    name: str


@dataclass(frozen=True, slots=True)
class PlayerResult:
    """What one player scored in the deal, and optionally their new total."""

    name: str
    delta: int
    total: int | None = None


@dataclass(frozen=True, slots=True)
class SummaryImage:
    """The end-of-deal summary.

    ``contract`` is the game's name, ``declarer``/``partner`` who played it, ``outcome`` a
    caption such as "won" with ``won`` choosing its colour. ``sides`` give the card points
    of each side out of ``points_total``; ``lines`` the score lines, ``total`` their sum,
    and ``results`` each player's result.
    """

    contract: str
    sides: tuple[SidePoints, ...]
    lines: tuple[ScoreLine, ...]
    results: tuple[PlayerResult, ...]
    declarer: NamedRole | None = None
    partner: NamedRole | None = None
    outcome: str | None = None
    won: bool | None = None
    total: ScoreLine | None = None
    points_total: int = 70


@dataclass(frozen=True, slots=True)
class RadelcMarks:
    """A player's radelci: ``open`` still to be played off, ``cancelled`` already used."""

    open: int
    cancelled: int

    def __post_init__(self) -> None:
        if self.open < 0 or self.cancelled < 0:
            raise ValueError("radelc counts cannot be negative")


@dataclass(frozen=True, slots=True)
class SheetRow:
    """A row of the score sheet: a label, each player's change (None: not in it) and totals."""

    label: str
    deltas: tuple[int | None, ...]
    totals: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class ScoreSheetImage:
    """The paper score sheet: a column per player, a row per deal, radelci under the names.

    ``final`` is the session-end row (radelc penalties as deltas, final totals).
    ``hidden_rows`` says how many earlier rows were left out before ``rows`` (shown as an
    ellipsis line), so long sessions stay readable.
    """

    players: tuple[str, ...]
    rows: tuple[SheetRow, ...]
    radelci: tuple[RadelcMarks, ...]
    final: SheetRow | None = None
    title: str | None = None
    hidden_rows: int = 0

    def __post_init__(self) -> None:
        n = len(self.players)
        if not 2 <= n <= 5:
            raise ValueError("a score sheet has 2 to 5 players")
        if len(self.radelci) != n:
            raise ValueError("one radelc entry per player")
        for row in (*self.rows, *((self.final,) if self.final else ())):
            if len(row.deltas) != n or len(row.totals) != n:
                raise ValueError(f"row {row.label!r} does not have one entry per player")
