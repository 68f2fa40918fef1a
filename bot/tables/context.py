"""What every table of a manager shares: timing defaults and the services it is given."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from bot.store import DEFAULT_FAMILY, GuildSettings, Store, TableConfig
from bot.tables.clock import Clock
from bot.tables.computer import ComputerFactory
from bot.tables.observer import TableObserver

if TYPE_CHECKING:
    from bot.settings import Settings


@dataclass(frozen=True)
class TableDefaults:
    """Timing and defaults shared by every table of a manager."""

    computer_delay: float = 1.0
    """Seconds a computer waits before a move (varied by ± ``delay_jitter``)."""
    delay_jitter: float = 0.25
    lobby_timeout: float = 900.0
    """Seconds without lobby activity before the lobby is closed."""
    next_deal_pause: float = 20.0
    """Seconds between deals unless every present human clicks Ready sooner."""
    update_interval: float = 1.0
    """At most one ``table_changed`` per this many seconds per table."""
    misses_before_away: int = 2
    """Moves in a row played by the timer before a player is marked away."""
    move_timer: float | None = 120.0
    level: str = "normal"
    deals: int | None = 8

    @classmethod
    def from_settings(cls, settings: Settings, **changes: Any) -> TableDefaults:
        """Defaults from the bot settings (``changes`` override single fields)."""
        values: dict[str, Any] = {
            "computer_delay": settings.computer_delay,
            "lobby_timeout": settings.lobby_timeout,
            "move_timer": settings.move_timer,
            "level": settings.default_level,
        }
        values.update(changes)
        return cls(**values)

    def config(self, **changes: Any) -> TableConfig:
        """A table configuration with these defaults (``changes`` override fields)."""
        values: dict[str, Any] = {
            "level": self.level,
            "move_timer": self.move_timer,
            "deals": self.deals,
        }
        values.update(changes)
        return TableConfig(**values)

    def config_for(self, guild: GuildSettings | None, **changes: Any) -> TableConfig:
        """A table configuration from a server's settings over these defaults (``changes``,
        e.g. the options of the start command, override both). The server's rules for the
        table's family (``changes["family"]``, else the default family) apply."""
        values: dict[str, Any] = {}
        if guild is not None:
            rules = guild.rules_for(str(changes.get("family") or DEFAULT_FAMILY))
            if rules.preset:
                values["preset"] = rules.preset
            if rules.switches:
                values["rule_overrides"] = dict(rules.switches)
            if guild.move_timer is not None:
                values["move_timer"] = guild.move_timer or None
            if guild.level:
                values["level"] = guild.level
        values.update(changes)
        return self.config(**values)


@dataclass(frozen=True)
class TableContext:
    """What a table needs from outside: store, observer, clock, computers, defaults."""

    store: Store
    observer: TableObserver[Any]
    clock: Clock
    computers: ComputerFactory
    defaults: TableDefaults
    on_closed: Callable[[Any], None] | None = None
    """Called with the table when it closes (the manager forgets it)."""
    on_lost: Callable[[Any], None] | None = None
    """Called with the table when another process took it over (the manager forgets it)."""
