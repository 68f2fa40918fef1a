"""Exceptions raised by the fake Discord server and its simulated-user API.

Two families exist:

* Exceptions raised *to the test* (``FakeDiscordError`` and subclasses). Those that
  mean "the bot did not do what was expected in time" derive from ``AssertionError``
  so pytest reports them as ordinary test failures with a readable message.
* :class:`ApiError`, used internally by the REST layer to produce a Discord-shaped
  JSON error reply (``{"code": ..., "message": ..., "errors": ...}``).
"""

from __future__ import annotations

from typing import Any

__all__ = [
    "ApiError",
    "BotCrashedError",
    "BotErrorLoggedError",
    "ComponentDisabledError",
    "ComponentNotFoundError",
    "FakeDiscordError",
    "FakeTimeoutError",
    "InteractionRejectedError",
    "InvalidCommandInputError",
    "NoBotConnectedError",
    "NotVisibleError",
    "UnexpectedResponseError",
]


class FakeDiscordError(Exception):
    """Base class of every error raised by the fake to a test."""


class FakeTimeoutError(AssertionError, FakeDiscordError):
    """A wait on the fake ran out of time (the bot did not do the expected thing).

    The message contains what was awaited plus recent REST calls and bot errors,
    so the failure can usually be diagnosed from the pytest output alone.
    """


class BotCrashedError(AssertionError, FakeDiscordError):
    """The bot task (``bot.start``) ended while a test was waiting on it."""


class BotErrorLoggedError(AssertionError, FakeDiscordError):
    """discord.py logged an ERROR (an exception in bot code) while a test was waiting.

    Raised immediately instead of letting the wait run into its timeout; disable with
    ``FakeDiscord(fail_fast_on_bot_errors=False)`` when errors are expected.
    """


class NoBotConnectedError(FakeDiscordError):
    """An event had to be delivered but no bot gateway session exists."""


class UnexpectedResponseError(AssertionError, FakeDiscordError):
    """The bot answered an interaction in a way the awaited helper cannot handle.

    Example: :meth:`InteractionResult.wait_response` when the bot replied with a modal.
    """


class InteractionRejectedError(FakeDiscordError):
    """The simulated Discord *client* refused to perform a user action.

    The real client would not even send such an interaction, e.g. clicking a
    disabled button or a button on somebody else's ephemeral message.
    """


class NotVisibleError(InteractionRejectedError):
    """The user cannot see the message (ephemeral for someone else, deleted, no access)."""


class ComponentDisabledError(InteractionRejectedError):
    """The targeted component is disabled, or is a link/premium button."""


class ComponentNotFoundError(InteractionRejectedError, LookupError):
    """No (or more than one) component matched the given filters."""


class InvalidCommandInputError(InteractionRejectedError, ValueError):
    """Unknown command, unknown option, missing required option, invalid choice..."""


class ApiError(Exception):
    """An HTTP error reply of the fake REST API, shaped like Discord's.

    Args:
        status: HTTP status code.
        code: Discord JSON error code (e.g. ``10008`` unknown message).
        message: Human readable message.
        errors: Optional nested ``errors`` object (``Invalid Form Body`` details).
        headers: Extra response headers.
        extra: Extra top-level JSON keys (e.g. ``retry_after`` for 429).
    """

    def __init__(
        self,
        status: int,
        code: int,
        message: str,
        *,
        errors: dict[str, Any] | None = None,
        headers: dict[str, str] | None = None,
        extra: dict[str, Any] | None = None,
    ) -> None:
        super().__init__(f"{status} {code}: {message}")
        self.status = status
        self.code = code
        self.message = message
        self.errors = errors
        self.headers = headers or {}
        self.extra = extra or {}

    def body(self) -> dict[str, Any]:
        """Return the JSON body Discord would send for this error."""
        body: dict[str, Any] = {"message": self.message, "code": self.code}
        if self.errors:
            body["errors"] = self.errors
        body.update(self.extra)
        return body

    @classmethod
    def invalid_form(cls, problems: list[tuple[str, str]]) -> ApiError:
        """Build a ``400 50035 Invalid Form Body`` error from ``(path, message)`` pairs."""
        errors: dict[str, Any] = {}
        for path, message in problems:
            entry = errors.setdefault(path or "_root", {"_errors": []})
            entry["_errors"].append({"code": "INVALID", "message": message})
        return cls(400, 50035, "Invalid Form Body", errors=errors)
