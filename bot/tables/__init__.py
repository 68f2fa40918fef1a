"""Discord-free orchestration of tarok tables (used by the bot, a terminal client and tests).

A :class:`TableManager` keeps one :class:`Table` per channel. A table runs its lobby, then a
session of deals: it checks and persists every action before applying it, plays computer
seats after a natural delay, runs move timers, books each deal in the ledger and tells a
:class:`TableObserver` what changed. Nothing here imports discord.
"""

from bot.store import Standing, TableConfig
from bot.tables.booking import deal_entries, radelc_entries, seat_lines, seat_role, standings
from bot.tables.clock import Clock, LoopClock, ManualClock, TimerHandle
from bot.tables.computer import (
    ComputerFactory,
    ComputerPlayer,
    EngineComputer,
    RandomComputer,
    computer_for_level,
    random_factory,
)
from bot.tables.errors import (
    AlreadySeated,
    IllegalMove,
    InvalidAction,
    NeedHuman,
    NoComputer,
    NoTable,
    NotAway,
    NotBetweenDeals,
    NotHost,
    NotSeated,
    NotYourTurn,
    SkisUnavailable,
    StaleAction,
    TableError,
    TableExists,
    TableFull,
    WrongStatus,
)
from bot.tables.manager import TableManager
from bot.tables.observer import BaseObserver, TableEvent, TableObserver
from bot.tables.table import (
    ApplyResult,
    Seat,
    SeatRef,
    SkisVote,
    Table,
    TableContext,
    TableDefaults,
)

__all__ = [
    "AlreadySeated",
    "ApplyResult",
    "BaseObserver",
    "Clock",
    "ComputerFactory",
    "ComputerPlayer",
    "EngineComputer",
    "IllegalMove",
    "InvalidAction",
    "LoopClock",
    "ManualClock",
    "NeedHuman",
    "NoComputer",
    "NoTable",
    "NotAway",
    "NotBetweenDeals",
    "NotHost",
    "NotSeated",
    "NotYourTurn",
    "RandomComputer",
    "Seat",
    "SeatRef",
    "SkisUnavailable",
    "SkisVote",
    "StaleAction",
    "Standing",
    "Table",
    "TableConfig",
    "TableContext",
    "TableDefaults",
    "TableError",
    "TableEvent",
    "TableExists",
    "TableFull",
    "TableManager",
    "TableObserver",
    "TimerHandle",
    "WrongStatus",
    "computer_for_level",
    "deal_entries",
    "radelc_entries",
    "random_factory",
    "seat_lines",
    "seat_role",
    "standings",
]
