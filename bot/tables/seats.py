"""Seats at a table: who sits there, whether he is playing his own seat."""

from __future__ import annotations

from dataclasses import dataclass

from bot.store import SeatRow


@dataclass
class Seat:
    """A seat at the table (mutable; the store keeps a copy of every change)."""

    index: int
    user_id: int | None
    """None: a computer player."""
    name: str | None = None
    away: bool = False
    """Missed his move twice: a computer plays for him until he returns."""
    left: bool = False
    """Left during the session: a computer plays for him until he takes the seat back."""
    misses: int = 0

    @property
    def is_human(self) -> bool:
        """A human's seat (whether or not he is here)."""
        return self.user_id is not None

    @property
    def present(self) -> bool:
        """A human who is playing his own seat."""
        return self.user_id is not None and not self.away and not self.left

    @property
    def computer_plays(self) -> bool:
        """The computer makes this seat's moves (a computer seat, or a stand-in)."""
        return not self.present

    def row(self) -> SeatRow:
        """The stored form."""
        return SeatRow(self.index, self.user_id, self.name, self.away, self.left, self.misses)

    @classmethod
    def from_row(cls, row: SeatRow) -> Seat:
        """From the stored form."""
        return cls(row.seat, row.user_id, row.name, row.away, row.left, row.misses)


@dataclass(frozen=True)
class SeatRef:
    """Act as a seat rather than as a user (terminal client, tests)."""

    seat: int
