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

    ``seats`` lists every seat (3 to 5) in playing order; ``viewer_seat`` is drawn at the
    bottom and the others follow counter-clockwise (the next seat to the viewer's right).
    ``cards`` are the cards played so far, in order. ``leader`` is the seat that led,
    ``winner`` the seat whose card takes the trick (set once the trick is complete),
    ``to_move`` the seat on turn, if any. ``extra_card`` is a talon card added to the trick
    (klop), shown with ``extra_caption``.

    Each seat that has played carries its place in the trick (1 for the leader, 2, 3 …) on
    its name plate; the seat on turn carries a ▶ and a gold rim, and its empty place is
    outlined in gold. So the leader and the seat on turn are never confused.
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
    to_move: int | None = None

    def __post_init__(self) -> None:
        numbers = [s.seat for s in self.seats]
        if len(numbers) not in (3, 4, 5) or len(set(numbers)) != len(numbers):
            raise ValueError("a table has 3 to 5 distinct seats")
        known = set(numbers)
        if self.viewer_seat not in known:
            raise ValueError("viewer_seat is not at the table")
        played = [p.seat for p in self.cards]
        if len(set(played)) != len(played) or not set(played) <= known:
            raise ValueError("each seat plays at most one card to a trick")
        for seat in (self.leader, self.winner, self.to_move):
            if seat is not None and seat not in known:
                raise ValueError(f"seat {seat} is not at the table")
        if self.winner is not None and self.winner not in played:
            raise ValueError("the winner must have played a card")
        if played and self.leader is not None and played[0] != self.leader:
            raise ValueError("the leader plays the first card of the trick")
        if self.open_hand is not None and self.open_hand.seat not in known:
            raise ValueError("the open hand's seat is not at the table")


@dataclass(frozen=True, slots=True)
class TalonImage:
    """Cards laid out in groups on trays: the exposed talon (2 × 3, 3 × 2, 6 × 1, or a
    Czech 4 + 1 + 1), a French chien (one group of 6 or 3) or the trumps of an écart.

    ``chosen`` is the group taken, if one is. ``title`` heads the image ("Talon", "Chien");
    the caption beside it says what is happening and follows ``chosen``:
    ``caption_choosing`` is shown while no group is chosen ("Ana is choosing"),
    ``caption_chosen`` once one is ("Ana took group 2"), so the image can never say that a
    player is still choosing a group that is already taken.
    """

    groups: tuple[tuple[int, ...], ...]
    chosen: int | None = None
    title: str | None = None
    caption_choosing: str | None = None
    caption_chosen: str | None = None

    def __post_init__(self) -> None:
        if not self.groups or any(not g for g in self.groups):
            raise ValueError("talon groups must be non-empty")
        if self.chosen is not None and not 0 <= self.chosen < len(self.groups):
            raise ValueError("chosen group out of range")

    @property
    def caption(self) -> str | None:
        """The caption that fits the talon's state (see the class docstring)."""
        return self.caption_choosing if self.chosen is None else self.caption_chosen


@dataclass(frozen=True, slots=True)
class ShownCards:
    """Cards one player shows to the table, e.g. a French poignée (a row of trumps, the
    Excuse standing in for one) or the trumps put in an écart.

    ``title`` heads the image ("Poignée simple", already translated), ``caption`` follows
    it (the player's name); the cards are laid out sorted as held.
    """

    cards: tuple[int, ...]
    title: str | None = None
    caption: str | None = None

    def __post_init__(self) -> None:
        if not self.cards or len(set(self.cards)) != len(self.cards):
            raise ValueError("shown cards must be distinct and at least one")


class LineKind(Enum):
    """How a score line is written.

    ``POINTS``: a signed amount (+10, −20). ``MULTIPLIER``: a factor (×2). ``SUBTOTAL``: a
    signed amount that sums up the lines above it (drawn under a thin rule, in bold), for
    scores built in stages such as Czech M × (G × k + P × k′). ``COUNT``: a plain number
    without a sign (a target, a number of bouts).
    """

    POINTS = "points"
    MULTIPLIER = "multiplier"
    SUBTOTAL = "subtotal"
    COUNT = "count"


@dataclass(frozen=True, slots=True)
class ScoreLine:
    """One line of a deal's score: label and value (contract, difference, bonus, kontra …)."""

    label: str
    value: int
    kind: LineKind = LineKind.POINTS


@dataclass(frozen=True, slots=True)
class ScoreSection:
    """Score lines that are not part of the game's total, under a heading of their own:
    the Slovenian mond penalties, the Czech hand bonuses, a French poignée shown by
    someone. ``total`` optionally sums them up."""

    lines: tuple[ScoreLine, ...]
    title: str | None = None
    total: ScoreLine | None = None


@dataclass(frozen=True, slots=True)
class Fact:
    """A short fact of the deal, label and value, both already written by the caller:
    ("Bouts", "2 · 21, Excuse"), ("Target", "41"), ("Margin", "+6")."""

    label: str
    value: str


@dataclass(frozen=True, slots=True)
class SidePoints:
    """Card points taken by one side (in the summary's ``points_unit``); ``declarer``
    marks the declaring side."""

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
    of each side out of ``points_total``, counted in ``points_unit`` parts of a point (2 for
    French half points), with a tick at ``points_target`` (default: half the total; the
    French target by bouts, 36–56 of 91); no sides, no points band (beggar, valat).
    ``facts`` are short label–value pairs shown under the bars (bouts, target, margin).
    ``lines`` are the score lines and ``total`` their sum; ``sections`` come after the
    total, apart from it (penalties, hand bonuses); ``results`` show each player's result.
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
    points_unit: int = 1
    points_target: int | None = None
    facts: tuple[Fact, ...] = ()
    sections: tuple[ScoreSection, ...] = ()

    def __post_init__(self) -> None:
        if self.points_total <= 0 or self.points_unit <= 0:
            raise ValueError("points_total and points_unit must be positive")
        if self.points_target is not None and not 0 <= self.points_target <= self.points_total:
            raise ValueError("points_target must lie within the points total")

    @property
    def target(self) -> int:
        """Where the points bars carry their tick (in the summary's points unit)."""
        return self.points_total // 2 if self.points_target is None else self.points_target


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
    """A row of the score sheet: a label, each player's change (None: not in it) and totals.

    ``note`` is an optional second line under the label, e.g. the multipliers of a Czech
    game ("×2 · flek") or a French result ("fait de 6").
    """

    label: str
    deltas: tuple[int | None, ...]
    totals: tuple[int, ...]
    note: str | None = None


@dataclass(frozen=True, slots=True)
class ScoreSheetImage:
    """The paper score sheet: a column per player, a row per deal, radelci under the names.

    ``radelci`` has one entry per player, or none for games without radelci (French,
    Czech): then no radelc line is drawn. ``final`` is the session-end row (radelc
    penalties as deltas, final totals). ``hidden_rows`` says how many earlier rows were left
    out before ``rows`` (shown as an ellipsis line), so long sessions stay readable.
    """

    players: tuple[str, ...]
    rows: tuple[SheetRow, ...]
    radelci: tuple[RadelcMarks, ...] = ()
    final: SheetRow | None = None
    title: str | None = None
    hidden_rows: int = 0

    def __post_init__(self) -> None:
        n = len(self.players)
        if not 2 <= n <= 5:
            raise ValueError("a score sheet has 2 to 5 players")
        if self.radelci and len(self.radelci) != n:
            raise ValueError("one radelc entry per player, or none")
        for row in (*self.rows, *((self.final,) if self.final else ())):
            if len(row.deltas) != n or len(row.totals) != n:
                raise ValueError(f"row {row.label!r} does not have one entry per player")
