"""Values the store reads and writes: table configuration and rows of its tables."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from engine.slovenian import Rules
from engine.slovenian.rules import PRESETS

TableStatus = Literal["lobby", "playing", "finished", "cancelled"]
OPEN_STATUSES: tuple[TableStatus, ...] = ("lobby", "playing")
ActorKind = Literal["player", "computer", "stand_in", "timer"]
"""Who made a move: the seated player, a computer seat, a computer standing in for an away or
departed player, or the computer playing for a player whose move timer ran out."""
Role = Literal["declarer", "partner", "opponent", "klop"]
LedgerKind = Literal["deal", "radelc"]


class TableConfig(BaseModel):
    """How a table plays: stored as JSON with the table."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    players: Literal[3, 4] = 4
    preset: str = "pagat"
    rule_overrides: dict[str, Any] = Field(default_factory=dict)
    """Fields of :class:`engine.Rules` that differ from the preset."""
    level: str = "normal"
    """Strength of the computer players."""
    move_timer: float | None = Field(default=120.0, gt=0)
    """Seconds for each move of a human player; None: no timer."""
    deals: int | None = Field(default=8, ge=1, le=200)
    """Deals in the session; None: the session ends with a škis round."""

    @field_validator("preset")
    @classmethod
    def _known_preset(cls, v: str) -> str:
        if v not in PRESETS:
            raise ValueError(f"unknown preset {v!r}; known: {', '.join(PRESETS)}")
        return v

    @model_validator(mode="after")
    def _rules_build(self) -> TableConfig:
        self.rules()  # raises on unknown or invalid overrides
        return self

    def rules(self) -> Rules:
        """The engine rules: the preset with the overrides applied (validated)."""
        base = Rules.preset(self.preset)
        if not self.rule_overrides:
            return base
        unknown = set(self.rule_overrides) - set(Rules.model_fields)
        if unknown:
            raise ValueError(f"unknown rule switches: {', '.join(sorted(unknown))}")
        data = base.model_dump()
        data.update(self.rule_overrides)
        return Rules.model_validate(data)

    @property
    def skis_length(self) -> bool:
        """Whether the session ends by a škis round rather than after a number of deals."""
        return self.deals is None


@dataclass(frozen=True)
class SeatRow:
    """One seat of a table."""

    seat: int
    user_id: int | None
    """None: a computer player."""
    name: str | None = None
    away: bool = False
    left: bool = False
    misses: int = 0

    @property
    def is_computer(self) -> bool:
        """A computer seat (not a human's seat with a stand-in)."""
        return self.user_id is None


@dataclass(frozen=True)
class TableRow:
    """One row of ``tables``."""

    id: int
    guild_id: int
    channel_id: int
    host_id: int
    config: TableConfig
    status: TableStatus
    seed: int
    skis_called_after: int | None
    lobby_message_id: int | None
    table_message_id: int | None
    created_at: datetime
    updated_at: datetime


@dataclass(frozen=True)
class DealRow:
    """The stored header of one deal (the engine record without its actions)."""

    deal_no: int
    header_json: str
    started_at: datetime
    finished_at: datetime | None


@dataclass(frozen=True)
class ActionRow:
    """One entry of the action log."""

    deal_no: int
    move_no: int
    action: str
    seat: int
    actor_id: int | None
    actor_kind: ActorKind
    created_at: datetime


@dataclass(frozen=True)
class SessionRow:
    """One row of ``sessions``."""

    id: int
    table_id: int
    guild_id: int
    channel_id: int
    players: int
    preset: str
    status: Literal["open", "finished"]
    ended_early: bool
    deals: int
    final_scores: list[int] | None
    started_at: datetime
    ended_at: datetime | None


@dataclass(frozen=True)
class LedgerEntry:
    """One ledger row: a seat's result in one deal, or its radelc penalty at the end."""

    seat: int
    user_id: int | None
    deal_no: int
    score: int
    lines: list[dict[str, Any]]
    kind: LedgerKind = "deal"
    role: Role | None = None
    contract: str | None = None
    won: bool | None = None
    """From this seat's side: the declarer's side won (declarer, partner) or lost
    (opponents); None in klop and for radelc rows."""
    stand_in: bool = False


@dataclass(frozen=True)
class Standing:
    """A seat's place at the end of a session."""

    seat: int
    user_id: int | None
    name: str | None
    total: int
    radelci: int
    penalty: int
    final: int
    place: int


@dataclass(frozen=True)
class GuildSettings:
    """A server's defaults (None: not chosen)."""

    guild_id: int
    preset: str | None = None
    switches: dict[str, Any] = field(default_factory=dict)
    move_timer: float | None = None
    """Seconds; 0 means no timer; None: the bot's default."""
    level: str | None = None
    language: str | None = None


@dataclass(frozen=True)
class LeaderboardRow:
    """One player on a leaderboard."""

    user_id: int
    deals: int
    total: int
    declared: int
    declared_won: int

    @property
    def average(self) -> float:
        """Score per deal."""
        return self.total / self.deals if self.deals else 0.0

    @property
    def success_rate(self) -> float:
        """Share of contracts won as declarer (0 … 1)."""
        return self.declared_won / self.declared if self.declared else 0.0


@dataclass(frozen=True)
class ContractStat:
    """How often a player declared a contract and won it."""

    played: int
    won: int


@dataclass(frozen=True)
class SeriesPoint:
    """A player's score in one session and his running total after it."""

    session_id: int
    at: datetime
    score: int
    cumulative: int


@dataclass(frozen=True)
class UserStats:
    """A player's record."""

    user_id: int
    sessions: int
    sessions_won: int
    deals: int
    total: int
    declared: int
    declared_won: int
    partnered: int
    partnered_won: int
    klop: int
    bonuses: int
    """Bonus lines (trula, kings, ultimos, valat) his side scored while he declared or partnered."""
    radelci: int
    """Open radelci charged to him at the ends of sessions."""
    radelc_penalty: int
    by_contract: dict[str, ContractStat]
    series: list[SeriesPoint]

    @property
    def average(self) -> float:
        """Score per deal."""
        return self.total / self.deals if self.deals else 0.0

    @property
    def success_rate(self) -> float:
        """Share of contracts won as declarer (0 … 1)."""
        return self.declared_won / self.declared if self.declared else 0.0


@dataclass(frozen=True)
class SessionPlayer:
    """A player of a finished session and his result."""

    seat: int
    user_id: int | None
    name: str | None
    total: int | None
    radelci: int | None
    final: int | None
    place: int | None


@dataclass(frozen=True)
class SessionSummary:
    """A session for the history list."""

    id: int
    table_id: int
    guild_id: int
    channel_id: int
    preset: str
    deals: int
    ended_early: bool
    started_at: datetime
    ended_at: datetime | None
    players: list[SessionPlayer]
