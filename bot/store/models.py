"""Values the store reads and writes: table configuration and rows of its tables.

Every table, session and ledger row names its game family (``engine.families``); a table's
rules are stored in the family's own JSON form and read back with ``family.parse_rules``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from engine import families

TableStatus = Literal["lobby", "playing", "finished", "cancelled"]
OPEN_STATUSES: tuple[TableStatus, ...] = ("lobby", "playing")
ActorKind = Literal["player", "computer", "stand_in", "timer"]
"""Who made a move: the seated player, a computer seat, a computer standing in for an away or
departed player, or the computer playing for a player whose move timer ran out."""
Role = str
"""A seat's part in a deal, in its family's words. ``declarer`` and ``partner`` are what the
statistics count (Slovenian tarok adds ``opponent`` and ``klop``)."""
LedgerKind = Literal["deal", "out", "settlement"]
"""A seat's result in a deal; a deal the seat sat out (five at a Slovenian table); what the
end of the session charged it (Slovenian tarok: its open radelci)."""

DEFAULT_FAMILY = "slovenian"
"""The game of a table that does not name one (every table written before families)."""


def _family(name: str) -> Any:
    try:
        return families.get(name)
    except families.UnknownFamily as exc:
        raise ValueError(str(exc)) from exc


class TableConfig(BaseModel):
    """How a table plays: stored as JSON with the table.

    ``preset`` and ``rule_overrides`` say how the rules were chosen; ``rules_json`` is the
    result in the family's JSON form, fixed when the configuration is made (a later release
    with other defaults does not change the rules of a stored table). Leave it out to have
    it built from the preset and the overrides.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    family: str = DEFAULT_FAMILY
    players: int = 4
    preset: str = ""
    """A preset of the family (empty: its default, the first)."""
    rule_overrides: dict[str, Any] = Field(default_factory=dict)
    """Switches of the family's rules that differ from the preset."""
    rules_json: dict[str, Any] = Field(default_factory=dict)
    """The rules in the family's JSON form (``family.parse_rules`` reads them)."""
    level: str = "normal"
    """Strength of the computer players."""
    move_timer: float | None = Field(default=120.0, gt=0)
    """Seconds for each move of a human player; None: no timer."""
    deals: int | None = Field(default=8, ge=1, le=200)
    """Deals in the session; None: the session ends when the players ask for it (the
    family's way: the škis round in Slovenian tarok)."""
    hints: bool = False
    """Players may ask the computer for the value of each legal action (off by default:
    the deals of a club's ranked play are the players' own)."""

    @model_validator(mode="before")
    @classmethod
    def _complete(cls, data: Any) -> Any:
        if not isinstance(data, Mapping):
            return data
        values = dict(data)
        fam = _family(str(values.get("family") or DEFAULT_FAMILY))
        presets = list(fam.presets)
        preset = values.get("preset") or presets[0]
        if preset not in fam.presets:
            raise ValueError(f"unknown preset {preset!r}; known: {', '.join(presets)}")
        values["preset"] = preset
        if not values.get("rules_json"):
            overrides = dict(values.get("rule_overrides") or {})
            known = set(type(fam.presets[preset]).model_fields)
            unknown = set(overrides) - known
            if unknown:
                raise ValueError(f"unknown rule switches: {', '.join(sorted(unknown))}")
            try:
                rules = fam.rules(preset, **overrides)
            except ValidationError as exc:
                raise ValueError(f"invalid rules: {exc}") from None
            values["rules_json"] = rules.model_dump(mode="json")
        return values

    @model_validator(mode="after")
    def _check(self) -> TableConfig:
        fam = _family(self.family)
        if self.players not in fam.table_sizes:
            sizes = ", ".join(str(n) for n in fam.table_sizes)
            raise ValueError(f"{self.family} is played by {sizes} players, not {self.players}")
        self.rules()  # raises on rules the family does not accept
        return self

    def rules(self) -> Any:
        """The family's rules (validated)."""
        parsed: Any = _family(self.family).parse_rules(self.rules_json)
        return parsed

    @property
    def ends_on_request(self) -> bool:
        """Whether the session ends when the players ask for it rather than after a number
        of deals."""
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
    end_requested_after: int | None
    lobby_message_id: int | None
    table_message_id: int | None
    created_at: datetime
    updated_at: datetime


@dataclass(frozen=True)
class DealRow:
    """The stored header of one deal (the family's JSON header; the actions are logged)."""

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
    family: str
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
    """One ledger row: a seat's result in one deal (``deal``), a deal it sat out (``out``:
    no score, no lines), or what the end of the session charged it (``settlement``)."""

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
    (opponents); None when no side won (klop) and for the other kinds of row."""
    stand_in: bool = False
    hinted: bool = False
    """The seat asked for hints in this deal (set by the store when the deal is booked)."""


@dataclass(frozen=True)
class Standing:
    """A seat's place at the end of a session.

    ``total`` is the sum of its deals, ``final`` what it ends with after the session's
    settlement (``penalty`` = total − final); ``radelci`` are the marks the settlement
    charged (Slovenian radelci; 0 in families without such marks).
    """

    seat: int
    user_id: int | None
    name: str | None
    total: int
    radelci: int
    penalty: int
    final: int
    place: int


@dataclass(frozen=True)
class GameRules:
    """A server's rules for one family: a preset and single switches (None: the default)."""

    preset: str | None = None
    switches: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class GuildSettings:
    """A server's defaults (None: not chosen); its rules are kept per family."""

    guild_id: int
    move_timer: float | None = None
    """Seconds; 0 means no timer; None: the bot's default."""
    level: str | None = None
    language: str | None = None
    rules: Mapping[str, GameRules] = field(default_factory=dict)
    """Rules chosen for each family, by family name."""

    def rules_for(self, family: str) -> GameRules:
        """The server's rules for ``family`` (the family's defaults when none were chosen)."""
        return self.rules.get(family) or GameRules()


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
    """A player's record in one family."""

    user_id: int
    family: str
    sessions: int
    sessions_won: int
    deals: int
    """Deals he played (a deal he sat out is not counted)."""
    total: int
    declared: int
    declared_won: int
    partnered: int
    partnered_won: int
    roles: dict[str, int]
    """Deals by his role in them (``declarer``, ``opponent``, ``klop``, …)."""
    bonuses: int
    """Bonus lines (the family's: trula, kings, ultimos, valat …) his side scored while he
    declared or partnered."""
    settled: int
    """Marks charged to him at the ends of sessions (Slovenian: open radelci)."""
    settlement: int
    """What the ends of sessions charged him, in points."""
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
    family: str
    preset: str
    deals: int
    ended_early: bool
    started_at: datetime
    ended_at: datetime | None
    players: list[SessionPlayer]
