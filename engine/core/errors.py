"""The two kinds of bad input the engine refuses.

* :class:`MalformedAction`: the input cannot be understood at all (unknown action, bad
  notation, a tampered identifier). Nothing about the game is implied.
* :class:`IllegalAction`: a well-formed action that the rules do not allow now. The message
  says what was tried, in which phase, by which seat and why.
"""

from __future__ import annotations


class TarokError(Exception):
    """Base class of every error the engine raises on purpose."""


class MalformedAction(TarokError, ValueError):
    """The action or its notation cannot be parsed or does not exist."""


class IllegalAction(TarokError):
    """A well-formed action that is not allowed in the current state."""

    def __init__(self, action: str, phase: str, seat: int | None, reason: str) -> None:
        self.action = action
        self.phase = phase
        self.seat = seat
        self.reason = reason
        who = "" if seat is None else f" by seat {seat}"
        super().__init__(f"illegal action {action!r}{who} in phase {phase}: {reason}")


class RecordError(TarokError, ValueError):
    """A game record is malformed or does not replay."""
