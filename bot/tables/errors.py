"""Errors a table refuses an operation with; each names its i18n text key and arguments.

The Discord layer shows them as ephemeral replies: ``t(err.key, lang, **err.params)`` (a
family may word a key its own way: ``display.key(err.key)``).
"""

from __future__ import annotations

from typing import Any


class TableError(Exception):
    """Base class: an operation a table refuses (nothing changed)."""

    key = "error.generic"

    def __init__(self, message: str = "", **params: Any) -> None:
        super().__init__(message or self.__class__.__name__)
        self.params: dict[str, Any] = params


class NoTable(TableError):
    """There is no open table in this channel."""

    key = "error.no_table"


class TableExists(TableError):
    """The channel already has an open table."""

    key = "error.table_exists"


class NotHost(TableError):
    """Only the host may do this."""

    key = "error.not_host"


class NotSeated(TableError):
    """The user has no seat at this table."""

    key = "error.not_seated"


class AlreadySeated(TableError):
    """The user already has a seat at this table."""

    key = "error.already_seated"


class TableFull(TableError):
    """Every seat is taken."""

    key = "error.table_full"


class NoComputer(TableError):
    """There is no computer seat to remove."""

    key = "error.no_computer"


class NeedHuman(TableError):
    """A table needs at least one human player."""

    key = "error.need_human"


class WrongStatus(TableError):
    """The operation does not fit the table's status (lobby, playing, finished, cancelled)."""

    key = "error.wrong_status"


class NotYourTurn(TableError):
    """The user's seat is not on turn."""

    key = "error.not_your_turn"


class StaleAction(TableError):
    """The click refers to an earlier move (a stale button or a double click)."""

    key = "error.stale"


class InvalidAction(TableError):
    """The action cannot be understood (bad notation or a tampered id)."""

    key = "error.invalid_action"


class IllegalMove(TableError):
    """A well-formed action the rules do not allow now."""

    key = "error.illegal"


class NotBetweenDeals(TableError):
    """Ready only counts between deals."""

    key = "error.not_between_deals"


class NotAway(TableError):
    """The player is at his seat already."""

    key = "error.not_away"


class EndUnavailable(TableError):
    """The session has a fixed number of deals, or its end was already asked for (the
    škis round, in Slovenian tarok)."""

    key = "error.end_unavailable"
