"""Discord-free orchestration of tarok tables (used by the bot, a terminal client and tests).

A :class:`TableManager` keeps one :class:`Table` per channel. A table runs its lobby, then a
session of deals of one family (``engine.families``, through the family protocol only): it
checks and persists every action before applying it, plays computer seats after a natural
delay, runs move timers, books each deal in the ledger and tells a :class:`TableObserver`
what changed. Nothing here imports discord.
"""

from bot.store import Standing, TableConfig
from bot.tables.booking import deal_entries, settlement_entries, standings
from bot.tables.clock import Clock, LoopClock, ManualClock, TimerHandle
from bot.tables.computer import (
    ComputerFactory,
    ComputerPlayer,
    EngineComputer,
    RandomComputer,
    computer_for_level,
    random_factory,
)
from bot.tables.context import TableContext, TableDefaults
from bot.tables.dealing import ApplyResult
from bot.tables.errors import (
    AlreadySeated,
    EndUnavailable,
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
    StaleAction,
    TableError,
    TableExists,
    TableFull,
    WrongStatus,
)
from bot.tables.manager import TableManager
from bot.tables.observer import BaseObserver, TableEvent, TableObserver, TableUpdate
from bot.tables.seats import Seat, SeatRef
from bot.tables.table import EndVote, Table

__all__ = [
    "AlreadySeated",
    "ApplyResult",
    "BaseObserver",
    "Clock",
    "ComputerFactory",
    "ComputerPlayer",
    "EndUnavailable",
    "EndVote",
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
    "TableUpdate",
    "TimerHandle",
    "WrongStatus",
    "computer_for_level",
    "deal_entries",
    "random_factory",
    "settlement_entries",
    "standings",
]
