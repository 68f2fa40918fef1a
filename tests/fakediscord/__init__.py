"""A fake Discord (REST + gateway) on loopback for end-to-end tests of discord.py bots.

The real discord.py client connects to it over real sockets; tests drive simulated
users (slash commands, buttons, selects, modals) and inspect every message the bot
produced, including who could see it. See ``README.md`` in this package.
"""

from .components import (
    collect_text,
    describe_components,
    find_button,
    find_components,
    find_select,
    iter_components,
    media_urls,
    validate_components,
)
from .errors import (
    ApiError,
    BotCrashedError,
    BotErrorLoggedError,
    ComponentDisabledError,
    ComponentNotFoundError,
    FakeDiscordError,
    FakeTimeoutError,
    InteractionRejectedError,
    InvalidCommandInputError,
    NoBotConnectedError,
    NotVisibleError,
    UnexpectedResponseError,
)
from .interactions import CALLBACK_TYPE_NAMES, InteractionResult, Upload
from .models import (
    DEFAULT_BOT_PERMISSIONS,
    DEFAULT_EVERYONE_PERMISSIONS,
    Audience,
    FakeAttachment,
    FakeChannel,
    FakeGuild,
    FakeMember,
    FakeMessage,
    FakeRole,
    FakeUser,
    InjectedFault,
    MessageRevision,
    RegisteredCommand,
    RestCall,
    UploadedFile,
)
from .patching import patch_discord
from .ratelimits import Limit, RateLimits
from .server import BotError, FakeDiscord

__all__ = [
    "CALLBACK_TYPE_NAMES",
    "DEFAULT_BOT_PERMISSIONS",
    "DEFAULT_EVERYONE_PERMISSIONS",
    "ApiError",
    "Audience",
    "BotCrashedError",
    "BotError",
    "BotErrorLoggedError",
    "ComponentDisabledError",
    "ComponentNotFoundError",
    "FakeAttachment",
    "FakeChannel",
    "FakeDiscord",
    "FakeDiscordError",
    "FakeGuild",
    "FakeMember",
    "FakeMessage",
    "FakeRole",
    "FakeTimeoutError",
    "FakeUser",
    "InjectedFault",
    "InteractionRejectedError",
    "InteractionResult",
    "InvalidCommandInputError",
    "Limit",
    "MessageRevision",
    "NoBotConnectedError",
    "NotVisibleError",
    "RateLimits",
    "RegisteredCommand",
    "RestCall",
    "UnexpectedResponseError",
    "Upload",
    "UploadedFile",
    "collect_text",
    "describe_components",
    "find_button",
    "find_components",
    "find_select",
    "iter_components",
    "media_urls",
    "patch_discord",
    "validate_components",
]
