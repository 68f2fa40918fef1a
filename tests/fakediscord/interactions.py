"""Simulated users: building INTERACTION_CREATE payloads and tracking their outcome.

:class:`InteractionEngine` turns high level actions (``alice.slash(...)``,
``bob.click(...)``) into the exact payloads Discord would send over the gateway,
performing the checks the real Discord *client* performs first (visibility,
disabled components, option types/choices, select limits).

:class:`InteractionResult` is what those actions return. The REST layer updates it
when the bot calls back (``POST /interactions/{id}/{token}/callback``) or uses the
interaction webhook, and its ``wait_*`` coroutines wait for that to happen.
"""

from __future__ import annotations

import dataclasses
import secrets
import time
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from . import components as comp
from .errors import (
    ComponentDisabledError,
    FakeTimeoutError,
    InvalidCommandInputError,
    NotVisibleError,
    UnexpectedResponseError,
)
from .models import (
    ADMINISTRATOR,
    FakeAttachment,
    FakeChannel,
    FakeMessage,
    FakeRole,
    FakeUser,
    RegisteredCommand,
    RestCall,
)

if TYPE_CHECKING:
    from .server import FakeDiscord

__all__ = [
    "CALLBACK_TYPE_NAMES",
    "TOKEN_LIFETIME",
    "InteractionEngine",
    "InteractionResult",
    "Upload",
]

#: Interaction tokens are valid for 15 minutes.
TOKEN_LIFETIME = 15 * 60.0
#: Discord's deadline for the initial response.
INITIAL_RESPONSE_DEADLINE = 3.0

CALLBACK_TYPE_NAMES: dict[int, str] = {
    1: "PONG",
    4: "CHANNEL_MESSAGE_WITH_SOURCE",
    5: "DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE",
    6: "DEFERRED_UPDATE_MESSAGE",
    7: "UPDATE_MESSAGE",
    8: "APPLICATION_COMMAND_AUTOCOMPLETE_RESULT",
    9: "MODAL",
    10: "PREMIUM_REQUIRED",
    12: "LAUNCH_ACTIVITY",
}

APPLICATION_COMMAND = 2
MESSAGE_COMPONENT = 3
AUTOCOMPLETE = 4
MODAL_SUBMIT = 5

_SUBCOMMAND = 1
_SUBCOMMAND_GROUP = 2


@dataclasses.dataclass(frozen=True)
class Upload:
    """A file uploaded by a simulated user (attachment option or chat message)."""

    filename: str
    data: bytes
    content_type: str | None = None


class InteractionResult:
    """One interaction sent to the bot and everything the bot did with its token.

    Attributes:
        id: Interaction id.
        token: Interaction token (used by the bot for callback and webhooks).
        type: Interaction type (2 command, 3 component, 4 autocomplete, 5 modal submit).
        user: The simulated user who triggered it.
        channel: Channel it happened in.
        data: The ``data`` object sent to the bot.
        payload: The full INTERACTION_CREATE payload.
        source_message: For component/modal interactions, the message clicked on.
        callback_type: Callback type the bot answered with (None until acknowledged).
        callback_body: The callback request body (``{"type", "data"}``).
        modal: Modal payload when the bot answered with a modal (type 9).
        choices: Autocomplete choices when the bot answered type 8.
        calls: REST calls that used this interaction's id/token, in order.
        deadline_missed: True when the callback arrived after 3 s (fake clock).
    """

    def __init__(
        self,
        fake: FakeDiscord,
        *,
        interaction_id: int,
        token: str,
        interaction_type: int,
        user: FakeUser,
        channel: FakeChannel,
        data: dict[str, Any],
        source_message: FakeMessage | None,
        description: str,
    ) -> None:
        self._fake = fake
        self.id = interaction_id
        self.token = token
        self.type = interaction_type
        self.user = user
        self.channel = channel
        self.data = data
        self.source_message = source_message
        self.description = description
        self.payload: dict[str, Any] = {}
        self.created_at = fake.clock.monotonic()
        self.created_real = time.monotonic()
        self.delivered_real: float | None = None
        self.acked_real: float | None = None
        self.callback_type: int | None = None
        self.callback_body: dict[str, Any] | None = None
        self.original_message_id: int | None = None
        self.followup_ids: list[int] = []
        self.touched_ids: list[int] = []
        self.modal: dict[str, Any] | None = None
        self.choices: list[dict[str, Any]] | None = None
        self.calls: list[RestCall] = []
        self.deadline_missed = False
        self._errors_at_creation = len(fake.bot_errors)

    def __repr__(self) -> str:
        state = self.callback_name if self.acknowledged else "pending"
        return f"<InteractionResult {self.description} id={self.id} {state}>"

    # -- state ---------------------------------------------------------------------------

    @property
    def acknowledged(self) -> bool:
        """True once the bot sent a successful initial response."""
        return self.callback_type is not None

    @property
    def callback_name(self) -> str | None:
        """Name of the callback type, e.g. ``"UPDATE_MESSAGE"``."""
        if self.callback_type is None:
            return None
        return CALLBACK_TYPE_NAMES.get(self.callback_type, str(self.callback_type))

    @property
    def latency(self) -> float | None:
        """Real seconds between injection and the bot's initial response."""
        if self.acked_real is None:
            return None
        return self.acked_real - self.created_real

    @property
    def late(self) -> bool:
        """True if the initial response took longer than Discord's 3 seconds."""
        return self.deadline_missed or (
            self.latency is not None and self.latency > INITIAL_RESPONSE_DEADLINE
        )

    @property
    def expired(self) -> bool:
        """True once the token is older than 15 minutes on the fake clock."""
        return self._fake.clock.monotonic() - self.created_at > TOKEN_LIFETIME

    @property
    def message(self) -> FakeMessage | None:
        """The ``@original`` message: the reply (types 4/5) or the updated message (6/7)."""
        if self.original_message_id is None:
            return None
        return self._fake.messages.get(self.original_message_id)

    @property
    def followups(self) -> list[FakeMessage]:
        """Follow-up messages sent through the interaction webhook, in order."""
        return [self._fake.messages[i] for i in self.followup_ids]

    @property
    def messages(self) -> list[FakeMessage]:
        """Messages created by this interaction (original reply plus followups)."""
        result: list[FakeMessage] = []
        original = self.message
        if original is not None and original.interaction_id == self.id:
            result.append(original)
        result.extend(self.followups)
        return result

    @property
    def ephemeral(self) -> bool | None:
        """Whether the original reply is ephemeral (None without a message)."""
        message = self.message
        return None if message is None else message.ephemeral

    # -- waiting -----------------------------------------------------------------------------

    def _timeout(self, timeout: float | None) -> float:
        return self._fake.default_timeout if timeout is None else timeout

    async def wait_ack(self, timeout: float | None = None) -> int:
        """Wait for the initial response and return its callback type."""
        await self._fake.wait_for(
            lambda: self.callback_type is not None,
            timeout=self._timeout(timeout),
            description=f"the bot to respond to interaction {self.description} (id {self.id})",
            poll=None,
            bot_errors_since=self._errors_at_creation,
        )
        assert self.callback_type is not None
        return self.callback_type

    async def expect_no_ack(self, within: float = 0.3) -> None:
        """Assert the bot does *not* acknowledge within ``within`` seconds.

        For "this interaction failed" cases (stale components, unknown custom_ids).
        This necessarily waits the full ``within`` seconds when the assertion holds.
        """
        try:
            await self.wait_ack(within)
        except FakeTimeoutError:
            return
        raise AssertionError(
            f"{self.description} was unexpectedly acknowledged ({self.callback_name})"
        )

    async def wait_response(self, timeout: float | None = None) -> FakeMessage:
        """Wait until the interaction produced a visible message and return it.

        * type 4 / 7: the created / updated message, immediately;
        * type 5 (deferred): the reply once the "thinking" placeholder was filled
          (edit of ``@original`` or first followup);
        * type 6 (deferred update): the first message edited or created through the
          token afterwards.

        Raises:
            UnexpectedResponseError: the bot answered with a modal or autocomplete.
            FakeTimeoutError: nothing happened in time.
        """
        loop_time = self._fake.loop_time
        deadline = loop_time() + self._timeout(timeout)
        ctype = await self.wait_ack(timeout)
        remaining = max(0.0, deadline - loop_time())
        if ctype in (8, 9):
            raise UnexpectedResponseError(
                f"{self.description}: bot answered with {self.callback_name}, not a message "
                "(use .modal / .choices)"
            )
        if ctype in (4, 7):
            message = self.message
            if message is None:
                raise UnexpectedResponseError(
                    f"{self.description}: no message for callback {ctype}"
                )
            return message
        if ctype == 5:

            def filled() -> FakeMessage | None:
                message = self.message
                if message is not None and (message.deleted or not message.loading):
                    return message
                return None

            return await self._fake.wait_for(
                filled,
                timeout=remaining,
                description=f"the bot to fill the deferred reply of {self.description}",
                poll=None,
                bot_errors_since=self._errors_at_creation,
            )

        def touched() -> FakeMessage | None:
            return self._fake.messages[self.touched_ids[0]] if self.touched_ids else None

        return await self._fake.wait_for(
            touched,
            timeout=remaining,
            description=f"the bot to edit or follow up after deferring {self.description}",
            poll=None,
            bot_errors_since=self._errors_at_creation,
        )

    async def wait_followup(self, count: int = 1, timeout: float | None = None) -> FakeMessage:
        """Wait until at least ``count`` followups exist; return the ``count``-th one."""

        def ready() -> FakeMessage | None:
            return self.followups[count - 1] if len(self.followup_ids) >= count else None

        return await self._fake.wait_for(
            ready,
            timeout=self._timeout(timeout),
            description=f"followup #{count} of {self.description}",
            poll=None,
            bot_errors_since=self._errors_at_creation,
        )

    async def wait_modal(self, timeout: float | None = None) -> dict[str, Any]:
        """Wait for a modal response and return the modal payload."""
        ctype = await self.wait_ack(timeout)
        if ctype != 9 or self.modal is None:
            raise UnexpectedResponseError(
                f"{self.description}: expected a modal, got {self.callback_name}"
            )
        return self.modal


# ---------------------------------------------------------------------------
# Option conversion
# ---------------------------------------------------------------------------


def _describe_options(defs: list[dict[str, Any]]) -> str:
    return ", ".join(
        f"{d['name']}(type {d['type']}{', required' if d.get('required') else ''})" for d in defs
    )


class InteractionEngine:
    """Builds and delivers interactions on behalf of :class:`FakeUser` objects."""

    def __init__(self, fake: FakeDiscord) -> None:
        self.fake = fake

    # -- helpers ---------------------------------------------------------------------------

    def resolve_message(self, message: FakeMessage | InteractionResult | int) -> FakeMessage:
        """Return the live stored message for a message, interaction result or id."""
        if isinstance(message, InteractionResult):
            found = message.message
            if found is None:
                raise NotVisibleError(
                    f"{message.description} has no message (callback {message.callback_name})"
                )
            return found
        message_id = message if isinstance(message, int) else message.id
        try:
            return self.fake.messages[message_id]
        except KeyError:
            raise NotVisibleError(f"unknown message id {message_id}") from None

    def _check_visible(self, user: FakeUser, message: FakeMessage) -> None:
        if message.deleted:
            raise NotVisibleError(f"message {message.id} was deleted")
        if not message.is_visible_to(user):
            if message.visible_to is not None:
                raise NotVisibleError(
                    f"message {message.id} is ephemeral for user {message.visible_to}, "
                    f"not {user.username}"
                )
            raise NotVisibleError(f"{user.username} cannot view channel {message.channel.name}")
        if message.loading:
            raise NotVisibleError(f"message {message.id} is still a 'thinking' placeholder")

    def _member_payload(self, user: FakeUser, channel: FakeChannel) -> dict[str, Any] | None:
        guild = channel.guild
        if guild is None:
            return None
        member = guild.members.get(user.id)
        if member is None:
            raise NotVisibleError(f"{user.username} is not a member of {guild.name}")
        return member.payload(permissions=guild.permissions_for(user, channel))

    def _user_resolved(
        self, user: FakeUser, channel: FakeChannel, resolved: dict[str, Any]
    ) -> None:
        resolved.setdefault("users", {})[str(user.id)] = user.payload()
        guild = channel.guild
        if guild is not None and user.id in guild.members:
            member = guild.members[user.id].payload(
                with_user=False, permissions=guild.permissions_for(user, channel)
            )
            resolved.setdefault("members", {})[str(user.id)] = member

    def _channel_resolved(self, target: FakeChannel, user: FakeUser) -> dict[str, Any]:
        data = target.payload(permissions_for=user.id if target.guild is not None else None)
        data.setdefault("permissions", "0")
        return data

    def _lookup_user(self, value: Any) -> FakeUser:
        if isinstance(value, FakeUser):
            return value
        user = self.fake.users.get(int(value))
        if user is None:
            raise InvalidCommandInputError(f"unknown user {value!r}")
        return user

    def _lookup_role(self, value: Any, channel: FakeChannel) -> FakeRole:
        if isinstance(value, FakeRole):
            return value
        guild = channel.guild
        role = guild.roles.get(int(value)) if guild is not None else None
        if role is None:
            raise InvalidCommandInputError(f"unknown role {value!r}")
        return role

    def _lookup_channel(self, value: Any) -> FakeChannel:
        if isinstance(value, FakeChannel):
            return value
        channel = self.fake.channels.get(int(value))
        if channel is None:
            raise InvalidCommandInputError(f"unknown channel {value!r}")
        return channel

    def _convert_option(
        self,
        definition: dict[str, Any],
        value: Any,
        user: FakeUser,
        channel: FakeChannel,
        resolved: dict[str, Any],
    ) -> Any:
        name = definition["name"]
        otype = definition["type"]
        if otype == 3:
            if not isinstance(value, str):
                raise InvalidCommandInputError(f"option {name!r} expects a string, got {value!r}")
            if "min_length" in definition and len(value) < definition["min_length"]:
                raise InvalidCommandInputError(
                    f"option {name!r} shorter than {definition['min_length']}"
                )
            if "max_length" in definition and len(value) > definition["max_length"]:
                raise InvalidCommandInputError(
                    f"option {name!r} longer than {definition['max_length']}"
                )
            converted: Any = value
        elif otype == 4:
            if isinstance(value, bool) or not isinstance(value, int):
                raise InvalidCommandInputError(f"option {name!r} expects an integer, got {value!r}")
            converted = value
        elif otype == 10:
            if isinstance(value, bool) or not isinstance(value, int | float):
                raise InvalidCommandInputError(f"option {name!r} expects a number, got {value!r}")
            converted = value
        elif otype == 5:
            if not isinstance(value, bool):
                raise InvalidCommandInputError(f"option {name!r} expects a bool, got {value!r}")
            converted = value
        elif otype == 6:
            target = self._lookup_user(value)
            self._user_resolved(target, channel, resolved)
            converted = str(target.id)
        elif otype == 7:
            target_channel = self._lookup_channel(value)
            allowed = definition.get("channel_types")
            if allowed and target_channel.type not in allowed:
                raise InvalidCommandInputError(
                    f"option {name!r} only accepts channel types {allowed}"
                )
            resolved.setdefault("channels", {})[str(target_channel.id)] = self._channel_resolved(
                target_channel, user
            )
            converted = str(target_channel.id)
        elif otype == 8:
            role = self._lookup_role(value, channel)
            resolved.setdefault("roles", {})[str(role.id)] = role.payload()
            converted = str(role.id)
        elif otype == 9:
            if isinstance(value, FakeRole):
                resolved.setdefault("roles", {})[str(value.id)] = value.payload()
                converted = str(value.id)
            else:
                target = self._lookup_user(value)
                self._user_resolved(target, channel, resolved)
                converted = str(target.id)
        elif otype == 11:
            if not isinstance(value, Upload):
                raise InvalidCommandInputError(f"option {name!r} expects an Upload, got {value!r}")
            attachment = self.fake.make_attachment(
                channel, value.filename, value.data, value.content_type, ephemeral=True
            )
            resolved.setdefault("attachments", {})[str(attachment.id)] = attachment.payload()
            converted = str(attachment.id)
        else:
            raise InvalidCommandInputError(f"option {name!r} has unsupported type {otype}")
        if otype in (4, 10):
            low, high = definition.get("min_value"), definition.get("max_value")
            if low is not None and converted < low:
                raise InvalidCommandInputError(
                    f"option {name!r}={converted!r} violates min_value={low}"
                )
            if high is not None and converted > high:
                raise InvalidCommandInputError(
                    f"option {name!r}={converted!r} violates max_value={high}"
                )
        choices = definition.get("choices")
        if choices and converted not in [c["value"] for c in choices]:
            raise InvalidCommandInputError(
                f"option {name!r}={converted!r} is not one of the choices "
                f"{[c['value'] for c in choices]}"
            )
        return converted

    def _build_options(
        self,
        command: RegisteredCommand,
        path: list[str],
        values: Mapping[str, Any],
        user: FakeUser,
        channel: FakeChannel,
        focused: str | None = None,
    ) -> tuple[list[dict[str, Any]], dict[str, Any]]:
        resolved: dict[str, Any] = {}
        top: list[dict[str, Any]] = []
        target = top
        defs: list[dict[str, Any]] = list(command.data.get("options") or [])
        walked = [command.name]
        for name in path:
            definition = next((d for d in defs if d["name"] == name and d["type"] in (1, 2)), None)
            if definition is None:
                subs = [d["name"] for d in defs if d["type"] in (1, 2)]
                raise InvalidCommandInputError(
                    f"/{' '.join(walked)} has no subcommand {name!r}; has {subs}"
                )
            entry: dict[str, Any] = {"name": name, "type": definition["type"], "options": []}
            target.append(entry)
            target = entry["options"]
            defs = list(definition.get("options") or [])
            walked.append(name)
        subs = [d["name"] for d in defs if d["type"] in (1, 2)]
        if subs:
            raise InvalidCommandInputError(f"/{' '.join(walked)} needs a subcommand, one of {subs}")
        known = {d["name"] for d in defs}
        unknown = set(values) - known
        if unknown:
            raise InvalidCommandInputError(
                f"/{' '.join(walked)} has no option(s) {sorted(unknown)}; "
                f"options: {_describe_options(defs)}"
            )
        for definition in defs:
            name = definition["name"]
            if name == focused:
                target.append(
                    {
                        "name": name,
                        "type": definition["type"],
                        "value": str(values.get(name, "")),
                        "focused": True,
                    }
                )
            elif name in values:
                value = self._convert_option(definition, values[name], user, channel, resolved)
                target.append({"name": name, "type": definition["type"], "value": value})
            elif definition.get("required") and focused is None:
                raise InvalidCommandInputError(f"/{' '.join(walked)} requires option {name!r}")
        return top, resolved

    def _find_command(
        self, name: str, command_type: int, channel: FakeChannel
    ) -> RegisteredCommand:
        command = self.fake.find_command(name, command_type, channel.guild)
        if command is None:
            known = [
                c.name
                for c in self.fake.registered_commands(channel.guild)
                if c.type == command_type
            ]
            raise InvalidCommandInputError(
                f"no command {name!r} (type {command_type}) registered; known: {known}"
            )
        return command

    def _check_command_access(
        self, command: RegisteredCommand, user: FakeUser, channel: FakeChannel
    ) -> None:
        contexts = command.data.get("contexts")
        context = 0 if channel.guild is not None else 1
        if contexts is not None and context not in contexts:
            raise InvalidCommandInputError(
                f"command {command.name!r} is not available in context {context}"
            )
        required = command.data.get("default_member_permissions")
        if required is not None and channel.guild is not None:
            perms = channel.guild.permissions_for(user, channel)
            if not perms & ADMINISTRATOR and int(required) & ~perms:
                raise InvalidCommandInputError(
                    f"{user.username} lacks default_member_permissions={required} "
                    f"for {command.name!r}"
                )

    # -- delivery ------------------------------------------------------------------------------

    async def _inject(
        self,
        user: FakeUser,
        channel: FakeChannel,
        interaction_type: int,
        data: dict[str, Any],
        *,
        message: FakeMessage | None,
        description: str,
        wait: bool,
        timeout: float | None,
    ) -> InteractionResult:
        fake = self.fake
        interaction_id = fake.snowflakes.next()
        token = f"fake-itoken.{interaction_id}.{secrets.token_urlsafe(24)}"
        result = InteractionResult(
            fake,
            interaction_id=interaction_id,
            token=token,
            interaction_type=interaction_type,
            user=user,
            channel=channel,
            data=data,
            source_message=message,
            description=f"{user.username} {description}",
        )
        guild = channel.guild
        payload: dict[str, Any] = {
            "id": str(interaction_id),
            "application_id": str(fake.application_id),
            "type": interaction_type,
            "data": data,
            "token": token,
            "version": 1,
            "attachment_size_limit": fake.attachment_size_limit,
            "locale": user.locale,
            "entitlements": [],
            "entitlement_sku_ids": [],
            "channel_id": str(channel.id),
            "app_permissions": str(fake.bot_permissions_in(channel)),
        }
        if guild is not None:
            payload.update(
                {
                    "guild_id": str(guild.id),
                    "guild": {"id": str(guild.id), "locale": guild.locale, "features": []},
                    "guild_locale": guild.locale,
                    "channel": channel.payload(permissions_for=user.id),
                    "member": self._member_payload(user, channel),
                    "authorizing_integration_owners": {"0": str(guild.id)},
                    "context": 0,
                }
            )
        else:
            payload.update(
                {
                    "channel": channel.payload(),
                    "user": user.payload(),
                    "authorizing_integration_owners": {"0": "0"},
                    "context": 1,
                }
            )
        if message is not None:
            payload["message"] = message.payload()
        result.payload = payload
        fake.register_interaction(result)
        fake.gateway.dispatch_interaction(result, payload, guild.id if guild is not None else None)
        if not fake.keep_history:
            result.payload = {}  # sent: the gateway's buffer holds its text
        if wait:
            await result.wait_ack(timeout)
        return result

    # -- actions -------------------------------------------------------------------------------

    async def slash(
        self,
        user: FakeUser,
        channel: FakeChannel,
        command: str,
        options: Mapping[str, Any] | None,
        *,
        wait: bool,
        timeout: float | None,
    ) -> InteractionResult:
        """See :meth:`FakeUser.slash`."""
        parts = command.strip().lstrip("/").split()
        if not parts:
            raise InvalidCommandInputError("empty command")
        registered = self._find_command(parts[0], 1, channel)
        self._check_command_access(registered, user, channel)
        opts, resolved = self._build_options(registered, parts[1:], options or {}, user, channel)
        data: dict[str, Any] = {
            "id": str(registered.id),
            "name": registered.name,
            "type": 1,
            "options": opts,
        }
        if registered.guild_id is not None:
            data["guild_id"] = str(registered.guild_id)
        if resolved:
            data["resolved"] = resolved
        return await self._inject(
            user,
            channel,
            APPLICATION_COMMAND,
            data,
            message=None,
            description=f"/{' '.join(parts)}",
            wait=wait,
            timeout=timeout,
        )

    async def autocomplete(
        self,
        user: FakeUser,
        channel: FakeChannel,
        command: str,
        focused: str,
        options: Mapping[str, Any] | None,
        *,
        timeout: float | None,
    ) -> list[dict[str, Any]]:
        """See :meth:`FakeUser.autocomplete`."""
        parts = command.strip().lstrip("/").split()
        registered = self._find_command(parts[0], 1, channel)
        opts, resolved = self._build_options(
            registered, parts[1:], options or {}, user, channel, focused=focused
        )
        data: dict[str, Any] = {
            "id": str(registered.id),
            "name": registered.name,
            "type": 1,
            "options": opts,
        }
        if registered.guild_id is not None:
            data["guild_id"] = str(registered.guild_id)
        if resolved:
            data["resolved"] = resolved
        result = await self._inject(
            user,
            channel,
            AUTOCOMPLETE,
            data,
            message=None,
            description=f"autocomplete /{' '.join(parts)} [{focused}]",
            wait=True,
            timeout=timeout,
        )
        if result.choices is None:
            raise UnexpectedResponseError(
                f"{result.description}: bot answered {result.callback_name}"
            )
        return result.choices

    async def context_menu(
        self,
        user: FakeUser,
        channel: FakeChannel,
        name: str,
        target: FakeUser | FakeMessage,
        *,
        wait: bool,
        timeout: float | None,
    ) -> InteractionResult:
        """See :meth:`FakeUser.context_menu`."""
        command_type = 3 if isinstance(target, FakeMessage) else 2
        registered = self._find_command(name, command_type, channel)
        self._check_command_access(registered, user, channel)
        resolved: dict[str, Any] = {}
        if isinstance(target, FakeMessage):
            self._check_visible(user, target)
            resolved["messages"] = {str(target.id): target.payload()}
        else:
            self._user_resolved(target, channel, resolved)
        data: dict[str, Any] = {
            "id": str(registered.id),
            "name": registered.name,
            "type": command_type,
            "target_id": str(target.id),
            "resolved": resolved,
        }
        if registered.guild_id is not None:
            data["guild_id"] = str(registered.guild_id)
        return await self._inject(
            user,
            channel,
            APPLICATION_COMMAND,
            data,
            message=None,
            description=f"context menu {name!r}",
            wait=wait,
            timeout=timeout,
        )

    async def click(
        self,
        user: FakeUser,
        message: FakeMessage | InteractionResult | int,
        *,
        label: Any,
        custom_id: Any,
        emoji: str | None,
        index: int | None,
        wait: bool,
        timeout: float | None,
    ) -> InteractionResult:
        """See :meth:`FakeUser.click`."""
        msg = self.resolve_message(message)
        self._check_visible(user, msg)
        button = msg.find_button(label=label, custom_id=custom_id, emoji=emoji, index=index)
        if button.get("disabled"):
            raise ComponentDisabledError(
                f"button {button.get('label') or button.get('custom_id')!r} is disabled"
            )
        if button.get("style") in (5, 6):
            raise ComponentDisabledError("link and premium buttons do not create interactions")
        data = {
            "custom_id": button["custom_id"],
            "component_type": comp.BUTTON,
            "id": button.get("id"),
        }
        return await self._inject(
            user,
            msg.channel,
            MESSAGE_COMPONENT,
            data,
            message=msg,
            description=f"click {button.get('label') or button['custom_id']!r} on message {msg.id}",
            wait=wait,
            timeout=timeout,
        )

    async def select(
        self,
        user: FakeUser,
        message: FakeMessage | InteractionResult | int,
        values: list[Any],
        *,
        custom_id: Any,
        placeholder: Any,
        index: int | None,
        wait: bool,
        timeout: float | None,
    ) -> InteractionResult:
        """See :meth:`FakeUser.select`."""
        msg = self.resolve_message(message)
        self._check_visible(user, msg)
        select = msg.find_select(custom_id=custom_id, placeholder=placeholder, index=index)
        if select.get("disabled"):
            raise ComponentDisabledError(f"select {select['custom_id']!r} is disabled")
        min_values = select.get("min_values", 1)
        max_values = select.get("max_values", 1)
        if not min_values <= len(values) <= max_values:
            raise InvalidCommandInputError(
                f"select {select['custom_id']!r} takes {min_values}..{max_values} values, "
                f"got {len(values)}"
            )
        stype = select["type"]
        data: dict[str, Any] = {
            "custom_id": select["custom_id"],
            "component_type": stype,
            "id": select.get("id"),
        }
        channel = msg.channel
        if stype == comp.STRING_SELECT:
            allowed = [o["value"] for o in select.get("options") or []]
            bad = [v for v in values if v not in allowed]
            if bad:
                raise InvalidCommandInputError(f"values {bad} not among the options {allowed}")
            data["values"] = [str(v) for v in values]
        else:
            resolved: dict[str, Any] = {}
            ids: list[str] = []
            for value in values:
                if stype == 8 or isinstance(value, FakeChannel):
                    target_channel = self._lookup_channel(value)
                    resolved.setdefault("channels", {})[str(target_channel.id)] = (
                        self._channel_resolved(target_channel, user)
                    )
                    ids.append(str(target_channel.id))
                elif stype == 6 or isinstance(value, FakeRole):
                    role = self._lookup_role(value, channel)
                    resolved.setdefault("roles", {})[str(role.id)] = role.payload()
                    ids.append(str(role.id))
                else:
                    target = self._lookup_user(value)
                    self._user_resolved(target, channel, resolved)
                    ids.append(str(target.id))
            data["values"] = ids
            data["resolved"] = resolved
        return await self._inject(
            user,
            channel,
            MESSAGE_COMPONENT,
            data,
            message=msg,
            description=f"select {values!r} in {select['custom_id']!r} on message {msg.id}",
            wait=wait,
            timeout=timeout,
        )

    async def submit_modal(
        self,
        user: FakeUser,
        source: InteractionResult,
        values: Mapping[str, str | list[str]],
        *,
        wait: bool,
        timeout: float | None,
    ) -> InteractionResult:
        """See :meth:`FakeUser.submit_modal`."""
        if source.modal is None:
            raise UnexpectedResponseError(
                f"{source.description} did not open a modal ({source.callback_name})"
            )
        if source.user is not user:
            raise NotVisibleError(
                f"the modal was shown to {source.user.username}, not {user.username}"
            )
        remaining = dict(values)

        def mirror(items: list[dict[str, Any]]) -> list[dict[str, Any]]:
            out: list[dict[str, Any]] = []
            for item in items:
                itype = item.get("type")
                base: dict[str, Any] = {"type": itype}
                if "id" in item:
                    base["id"] = item["id"]
                if itype == comp.ACTION_ROW:
                    base["components"] = mirror(item.get("components") or [])
                elif itype == comp.LABEL:
                    inner = mirror([item["component"]])
                    if not inner:
                        continue
                    base["component"] = inner[0]
                elif itype == comp.TEXT_INPUT:
                    cid = item["custom_id"]
                    value = remaining.pop(cid, item.get("value") or "")
                    if not isinstance(value, str):
                        raise InvalidCommandInputError(f"text input {cid!r} takes a string")
                    if item.get("required", True) and not value:
                        raise InvalidCommandInputError(f"text input {cid!r} is required")
                    if len(value) > item.get("max_length", 4000) or len(value) < item.get(
                        "min_length", 0
                    ):
                        raise InvalidCommandInputError(f"text input {cid!r} length out of bounds")
                    base.update(custom_id=cid, value=value)
                elif itype in comp.SELECT_TYPES:
                    cid = item["custom_id"]
                    chosen = remaining.pop(cid, [])
                    base.update(
                        custom_id=cid, values=[chosen] if isinstance(chosen, str) else list(chosen)
                    )
                elif itype == comp.TEXT_DISPLAY:
                    pass
                else:
                    if "custom_id" not in item:
                        continue
                    base["custom_id"] = item["custom_id"]
                    if item["custom_id"] in remaining:
                        base["value"] = remaining.pop(item["custom_id"])
                out.append(base)
            return out

        submitted = mirror(list(source.modal.get("components") or []))
        if remaining:
            raise InvalidCommandInputError(f"modal has no inputs {sorted(remaining)}")
        data = {"custom_id": source.modal["custom_id"], "components": submitted}
        return await self._inject(
            user,
            source.channel,
            MODAL_SUBMIT,
            data,
            message=source.source_message,
            description=f"submit modal {source.modal['custom_id']!r}",
            wait=wait,
            timeout=timeout,
        )

    async def user_message(
        self, user: FakeUser, channel: FakeChannel, content: str, *, files: list[Upload]
    ) -> FakeMessage:
        """See :meth:`FakeUser.send_message`."""
        if not channel.can_view(user):
            raise NotVisibleError(f"{user.username} cannot view channel {channel.name}")
        fake = self.fake
        attachments: list[FakeAttachment] = [
            fake.make_attachment(channel, f.filename, f.data, f.content_type) for f in files
        ]
        message = FakeMessage(
            fake, fake.snowflakes.next(), channel, user, content=content, attachments=attachments
        )
        fake.store_message(message, None)
        return message
