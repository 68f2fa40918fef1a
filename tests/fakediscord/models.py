"""The fake Discord's world: users, guilds, roles, channels, messages, attachments.

Everything here is plain Python state owned by :class:`~fakediscord.FakeDiscord`.
Objects are *live*: a :class:`FakeMessage` held by a test always reflects the
latest edit, while :attr:`FakeMessage.revisions` keeps every version ever shown.

:class:`FakeUser` doubles as the simulated-user API (``slash``, ``click``,
``select``...); the heavy lifting lives in :mod:`fakediscord.interactions`.
"""

from __future__ import annotations

import copy
import dataclasses
import fnmatch
import io
import re
from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any, Literal

import discord

from . import components as comp

if TYPE_CHECKING:
    from PIL import Image

    from .interactions import InteractionResult, Upload
    from .server import FakeDiscord

__all__ = [
    "ALL_PERMISSIONS",
    "DEFAULT_BOT_PERMISSIONS",
    "DEFAULT_EVERYONE_PERMISSIONS",
    "Audience",
    "FakeAttachment",
    "FakeChannel",
    "FakeGuild",
    "FakeMember",
    "FakeMessage",
    "FakeRole",
    "FakeUser",
    "InjectedFault",
    "MessageRevision",
    "RegisteredCommand",
    "RestCall",
    "UploadedFile",
]

ALL_PERMISSIONS = discord.Permissions.all().value
ADMINISTRATOR = discord.Permissions(administrator=True).value
VIEW_CHANNEL = discord.Permissions(view_channel=True).value
MANAGE_THREADS = discord.Permissions(manage_threads=True).value

#: Permissions of ``@everyone`` in a fresh guild created by :meth:`FakeDiscord.add_guild`.
DEFAULT_EVERYONE_PERMISSIONS = discord.Permissions(
    view_channel=True,
    create_instant_invite=True,
    change_nickname=True,
    send_messages=True,
    send_messages_in_threads=True,
    create_public_threads=True,
    create_private_threads=True,
    embed_links=True,
    attach_files=True,
    add_reactions=True,
    use_external_emojis=True,
    use_external_stickers=True,
    read_message_history=True,
    use_application_commands=True,
    connect=True,
    speak=True,
    stream=True,
    use_voice_activation=True,
).value

#: Permissions of the bot's managed role unless ``bot_permissions`` is given.
DEFAULT_BOT_PERMISSIONS = discord.Permissions(
    view_channel=True,
    send_messages=True,
    send_messages_in_threads=True,
    create_public_threads=True,
    create_private_threads=True,
    manage_threads=True,
    manage_messages=True,
    embed_links=True,
    attach_files=True,
    read_message_history=True,
    add_reactions=True,
    use_external_emojis=True,
    use_application_commands=True,
).value

# Channel type numbers used by the fake.
GUILD_TEXT = 0
DM = 1
GUILD_CATEGORY = 4
PUBLIC_THREAD = 11
PRIVATE_THREAD = 12
THREAD_TYPES = frozenset({10, PUBLIC_THREAD, PRIVATE_THREAD})

# Message flags.
FLAG_SUPPRESS_EMBEDS = 1 << 2
FLAG_EPHEMERAL = 1 << 6
FLAG_LOADING = 1 << 7
FLAG_COMPONENTS_V2 = 1 << 15


def _sf(value: int | None) -> str | None:
    return None if value is None else str(value)


# ---------------------------------------------------------------------------
# Users, roles, members
# ---------------------------------------------------------------------------


class FakeUser:
    """A Discord user. Human users double as *simulated users* driving the bot.

    Create them with :meth:`FakeGuild.add_member` (or :meth:`FakeDiscord.add_user`).
    All action methods are coroutines returning an
    :class:`~fakediscord.interactions.InteractionResult`; by default they return once
    the bot has acknowledged the interaction (``wait=True``).
    """

    def __init__(
        self,
        fake: FakeDiscord,
        user_id: int,
        username: str,
        *,
        global_name: str | None = None,
        bot: bool = False,
        locale: str = "en-US",
    ) -> None:
        self._fake = fake
        self.id = user_id
        self.username = username
        self.global_name = global_name
        self.bot = bot
        #: Client locale sent with this user's interactions.
        self.locale = locale

    def __repr__(self) -> str:
        return f"<FakeUser {self.username!r} id={self.id}{' bot' if self.bot else ''}>"

    @property
    def mention(self) -> str:
        """``<@id>`` mention string."""
        return f"<@{self.id}>"

    @property
    def display_name(self) -> str:
        """Global display name, falling back to the username."""
        return self.global_name or self.username

    def payload(self) -> dict[str, Any]:
        """Discord user object."""
        data: dict[str, Any] = {
            "id": str(self.id),
            "username": self.username,
            "discriminator": "0",
            "global_name": self.global_name,
            "avatar": None,
            "public_flags": 0,
        }
        if self.bot:
            data["bot"] = True
        return data

    # -- simulated user actions --------------------------------------------------

    async def slash(
        self,
        channel: FakeChannel,
        command: str,
        options: Mapping[str, Any] | None = None,
        *,
        wait: bool = True,
        timeout: float | None = None,
    ) -> InteractionResult:
        """Invoke a registered slash command, e.g. ``"tarok start"`` with ``{"players": 4}``.

        Option values are converted using the registered option types: pass ints,
        strs, bools, floats, :class:`FakeUser`, :class:`FakeChannel`, :class:`FakeRole`
        or :class:`~fakediscord.interactions.Upload` objects as appropriate.
        """
        return await self._fake.engine.slash(
            self, channel, command, options, wait=wait, timeout=timeout
        )

    async def autocomplete(
        self,
        channel: FakeChannel,
        command: str,
        focused: str,
        options: Mapping[str, Any] | None = None,
        *,
        timeout: float | None = None,
    ) -> list[dict[str, Any]]:
        """Type into option ``focused`` of ``command`` and return the bot's choices."""
        return await self._fake.engine.autocomplete(
            self, channel, command, focused, options, timeout=timeout
        )

    async def context_menu(
        self,
        channel: FakeChannel,
        name: str,
        target: FakeUser | FakeMessage,
        *,
        wait: bool = True,
        timeout: float | None = None,
    ) -> InteractionResult:
        """Invoke a user (target is a user) or message (target is a message) context menu."""
        return await self._fake.engine.context_menu(
            self, channel, name, target, wait=wait, timeout=timeout
        )

    async def click(
        self,
        message: FakeMessage | InteractionResult | int,
        *,
        label: str | re.Pattern[str] | None = None,
        custom_id: str | re.Pattern[str] | None = None,
        emoji: str | None = None,
        index: int | None = None,
        wait: bool = True,
        timeout: float | None = None,
    ) -> InteractionResult:
        """Click a button found anywhere in ``message``'s (nested) components.

        Raises:
            NotVisibleError: the user cannot see the message (e.g. someone else's ephemeral).
            ComponentNotFoundError: no / several buttons match.
            ComponentDisabledError: the button is disabled or is a link button.
        """
        return await self._fake.engine.click(
            self,
            message,
            label=label,
            custom_id=custom_id,
            emoji=emoji,
            index=index,
            wait=wait,
            timeout=timeout,
        )

    async def select(
        self,
        message: FakeMessage | InteractionResult | int,
        values: Iterable[Any],
        *,
        custom_id: str | re.Pattern[str] | None = None,
        placeholder: str | re.Pattern[str] | None = None,
        index: int | None = None,
        wait: bool = True,
        timeout: float | None = None,
    ) -> InteractionResult:
        """Choose ``values`` in a select menu of ``message``.

        For string selects values are option values (validated against the options
        and min/max_values); for user/role/channel selects pass fake objects or ids.
        """
        return await self._fake.engine.select(
            self,
            message,
            list(values),
            custom_id=custom_id,
            placeholder=placeholder,
            index=index,
            wait=wait,
            timeout=timeout,
        )

    async def submit_modal(
        self,
        source: InteractionResult,
        values: Mapping[str, str | list[str]],
        *,
        wait: bool = True,
        timeout: float | None = None,
    ) -> InteractionResult:
        """Fill and submit the modal the bot opened in reply to ``source``.

        ``values`` maps text-input (or select) custom_ids to their value(s).
        """
        return await self._fake.engine.submit_modal(
            self, source, values, wait=wait, timeout=timeout
        )

    async def send_message(
        self,
        channel: FakeChannel,
        content: str,
        *,
        files: Iterable[Upload] = (),
    ) -> FakeMessage:
        """Post a normal chat message as this user (dispatches MESSAGE_CREATE to the bot)."""
        return await self._fake.engine.user_message(self, channel, content, files=list(files))

    def visible_messages(self, channel: FakeChannel | None = None) -> list[FakeMessage]:
        """Messages this user can currently see (optionally in one channel only)."""
        return self._fake.messages_visible_to(self, channel=channel)

    def dm_channel(self) -> FakeChannel:
        """The DM channel between this user and the bot (created on demand)."""
        return self._fake.dm_channel_for(self)


@dataclasses.dataclass(eq=False)
class FakeRole:
    """A guild role. ``@everyone`` has the guild's id."""

    id: int
    guild_id: int
    name: str
    permissions: int
    position: int = 0
    managed: bool = False
    color: int = 0
    hoist: bool = False
    mentionable: bool = False
    bot_id: int | None = None

    @property
    def mention(self) -> str:
        """``<@&id>`` mention string."""
        return f"<@&{self.id}>"

    def payload(self) -> dict[str, Any]:
        """Discord role object."""
        data: dict[str, Any] = {
            "id": str(self.id),
            "name": self.name,
            "color": self.color,
            "colors": {
                "primary_color": self.color,
                "secondary_color": None,
                "tertiary_color": None,
            },
            "hoist": self.hoist,
            "icon": None,
            "unicode_emoji": None,
            "position": self.position,
            "permissions": str(self.permissions),
            "managed": self.managed,
            "mentionable": self.mentionable,
            "flags": 0,
        }
        if self.bot_id is not None:
            data["tags"] = {"bot_id": str(self.bot_id)}
        return data


@dataclasses.dataclass(eq=False)
class FakeMember:
    """Guild membership of a :class:`FakeUser`."""

    user: FakeUser
    guild: FakeGuild
    role_ids: list[int]
    joined_at: str
    nick: str | None = None

    def payload(self, *, with_user: bool = True, permissions: int | None = None) -> dict[str, Any]:
        """Discord guild member object (optionally with resolved ``permissions``)."""
        data: dict[str, Any] = {
            "roles": [str(r) for r in self.role_ids],
            "nick": self.nick,
            "avatar": None,
            "banner": None,
            "joined_at": self.joined_at,
            "premium_since": None,
            "deaf": False,
            "mute": False,
            "flags": 0,
            "pending": False,
            "communication_disabled_until": None,
        }
        if with_user:
            data["user"] = self.user.payload()
        if permissions is not None:
            data["permissions"] = str(permissions)
        return data


# ---------------------------------------------------------------------------
# Guilds and channels
# ---------------------------------------------------------------------------


class FakeGuild:
    """A guild (server). Create with :meth:`FakeDiscord.add_guild`.

    Adding channels/members/roles while a bot is connected dispatches the
    corresponding gateway events (CHANNEL_CREATE, GUILD_MEMBER_ADD, ...).
    """

    def __init__(
        self,
        fake: FakeDiscord,
        guild_id: int,
        name: str,
        *,
        owner_id: int | None,
        locale: str,
        everyone_permissions: int,
    ) -> None:
        self._fake = fake
        self.id = guild_id
        self.name = name
        self.owner_id = owner_id
        self.locale = locale
        self.roles: dict[int, FakeRole] = {}
        self.channels: dict[int, FakeChannel] = {}
        self.members: dict[int, FakeMember] = {}
        self.everyone_role = FakeRole(guild_id, guild_id, "@everyone", everyone_permissions)
        self.roles[guild_id] = self.everyone_role
        self.bot_role: FakeRole | None = None

    def __repr__(self) -> str:
        return f"<FakeGuild {self.name!r} id={self.id}>"

    # -- building ------------------------------------------------------------------

    def add_role(
        self,
        name: str,
        permissions: int | discord.Permissions = 0,
        *,
        color: int = 0,
        hoist: bool = False,
        mentionable: bool = False,
    ) -> FakeRole:
        """Create a role with the given permission bits."""
        perms = (
            permissions.value if isinstance(permissions, discord.Permissions) else int(permissions)
        )
        role = FakeRole(
            self._fake.snowflakes.next(),
            self.id,
            name,
            perms,
            position=len(self.roles),
            color=color,
            hoist=hoist,
            mentionable=mentionable,
        )
        self.roles[role.id] = role
        self._fake.on_world_change(
            "GUILD_ROLE_CREATE", self, {"guild_id": str(self.id), "role": role.payload()}
        )
        return role

    def add_text_channel(
        self,
        name: str,
        *,
        topic: str | None = None,
        overwrites: Mapping[FakeRole | FakeUser, tuple[int, int]] | None = None,
        category: FakeChannel | None = None,
    ) -> FakeChannel:
        """Create a text channel. ``overwrites`` maps role/user -> ``(allow, deny)`` bits."""
        channel = FakeChannel(
            self._fake,
            self._fake.snowflakes.next(),
            GUILD_TEXT,
            name,
            guild=self,
            position=len(self.channels),
            topic=topic,
            parent_id=category.id if category is not None else None,
        )
        for target, (allow, deny) in (overwrites or {}).items():
            channel.set_permissions(target, allow=allow, deny=deny, dispatch=False)
        self.channels[channel.id] = channel
        self._fake.on_world_change("CHANNEL_CREATE", self, channel.payload())
        return channel

    def add_category(self, name: str) -> FakeChannel:
        """Create a category channel."""
        channel = FakeChannel(
            self._fake,
            self._fake.snowflakes.next(),
            GUILD_CATEGORY,
            name,
            guild=self,
            position=len(self.channels),
        )
        self.channels[channel.id] = channel
        self._fake.on_world_change("CHANNEL_CREATE", self, channel.payload())
        return channel

    def add_member(
        self,
        user: str | FakeUser,
        *,
        permissions: int | discord.Permissions | None = None,
        roles: Iterable[FakeRole] = (),
        nick: str | None = None,
        global_name: str | None = None,
        locale: str = "en-US",
    ) -> FakeUser:
        """Add a human member (creating the user when given a name) and return the user.

        ``permissions`` creates a dedicated role ``"<name> perms"`` granting those bits
        on top of ``@everyone``; ``roles`` adds existing roles.
        """
        if isinstance(user, str):
            user = self._fake.add_user(user, global_name=global_name, locale=locale)
        role_ids = [r.id for r in roles]
        if permissions is not None:
            role_ids.append(self.add_role(f"{user.username} perms", permissions).id)
        member = FakeMember(user, self, role_ids, self._fake.clock.iso(), nick)
        self.members[user.id] = member
        payload = member.payload()
        payload["guild_id"] = str(self.id)
        self._fake.on_world_change("GUILD_MEMBER_ADD", self, payload)
        return user

    # -- queries --------------------------------------------------------------------

    def member(self, user: FakeUser | int) -> FakeMember:
        """Return the membership record of ``user`` (KeyError if not a member)."""
        user_id = user if isinstance(user, int) else user.id
        return self.members[user_id]

    def get_member(self, name_or_id: str | int) -> FakeUser:
        """Find a member's user by username or id."""
        for member in self.members.values():
            if member.user.id == name_or_id or member.user.username == name_or_id:
                return member.user
        raise KeyError(name_or_id)

    def get_channel(self, name_or_id: str | int) -> FakeChannel:
        """Find a channel (or thread) by name or id."""
        for channel in self.channels.values():
            if channel.id == name_or_id or channel.name == name_or_id:
                return channel
        raise KeyError(name_or_id)

    @property
    def human_members(self) -> list[FakeUser]:
        """Members that are not bots."""
        return [m.user for m in self.members.values() if not m.user.bot]

    def base_permissions(self, user_id: int) -> int:
        """Guild-level permissions of a member (roles only, no channel overwrites)."""
        if user_id == self.owner_id:
            return ALL_PERMISSIONS
        member = self.members.get(user_id)
        perms = self.everyone_role.permissions
        if member is not None:
            for role_id in member.role_ids:
                role = self.roles.get(role_id)
                if role is not None:
                    perms |= role.permissions
        if perms & ADMINISTRATOR:
            return ALL_PERMISSIONS
        return perms

    def permissions_for(self, user: FakeUser | int, channel: FakeChannel | None = None) -> int:
        """Effective permissions of ``user`` in ``channel`` (Discord's overwrite algorithm)."""
        user_id = user if isinstance(user, int) else user.id
        perms = self.base_permissions(user_id)
        if channel is None or perms == ALL_PERMISSIONS:
            return perms
        source = channel
        if channel.type in THREAD_TYPES and channel.parent_id is not None:
            source = self.channels.get(channel.parent_id, channel)
        overwrites = {int(o["id"]): o for o in source.overwrites}
        everyone = overwrites.get(self.id)
        if everyone is not None:
            perms &= ~int(everyone["deny"])
            perms |= int(everyone["allow"])
        member = self.members.get(user_id)
        allow = deny = 0
        for role_id in member.role_ids if member is not None else []:
            overwrite = overwrites.get(role_id)
            if overwrite is not None and overwrite["type"] == 0:
                allow |= int(overwrite["allow"])
                deny |= int(overwrite["deny"])
        perms &= ~deny
        perms |= allow
        own = overwrites.get(user_id)
        if own is not None and own["type"] == 1:
            perms &= ~int(own["deny"])
            perms |= int(own["allow"])
        return perms

    def payload(self) -> dict[str, Any]:
        """Guild object as sent by REST ``GET /guilds/{id}``."""
        return {
            "id": str(self.id),
            "name": self.name,
            "icon": None,
            "splash": None,
            "discovery_splash": None,
            "banner": None,
            "description": None,
            "owner_id": _sf(self.owner_id),
            "afk_channel_id": None,
            "afk_timeout": 300,
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "roles": [r.payload() for r in self.roles.values()],
            "emojis": [],
            "stickers": [],
            "features": [],
            "mfa_level": 0,
            "system_channel_id": None,
            "system_channel_flags": 0,
            "rules_channel_id": None,
            "vanity_url_code": None,
            "premium_tier": 0,
            "premium_subscription_count": 0,
            "preferred_locale": self.locale,
            "public_updates_channel_id": None,
            "nsfw_level": 0,
            "premium_progress_bar_enabled": False,
        }

    def gateway_payload(self) -> dict[str, Any]:
        """GUILD_CREATE payload: guild plus channels, threads, members."""
        data = self.payload()
        data.update(
            {
                "unavailable": False,
                "large": False,
                "member_count": len(self.members),
                "joined_at": self._fake.started_at_iso,
                "channels": [
                    c.payload() for c in self.channels.values() if c.type not in THREAD_TYPES
                ],
                "threads": [c.payload() for c in self.channels.values() if c.type in THREAD_TYPES],
                "members": [m.payload() for m in self.members.values()],
                "presences": [],
                "voice_states": [],
                "stage_instances": [],
                "guild_scheduled_events": [],
                "soundboard_sounds": [],
            }
        )
        return data


class FakeChannel:
    """A guild text channel, category, thread, or a DM channel with the bot."""

    def __init__(
        self,
        fake: FakeDiscord,
        channel_id: int,
        channel_type: int,
        name: str | None,
        *,
        guild: FakeGuild | None = None,
        position: int = 0,
        topic: str | None = None,
        parent_id: int | None = None,
        recipients: list[FakeUser] | None = None,
        owner_id: int | None = None,
    ) -> None:
        self._fake = fake
        self.id = channel_id
        self.type = channel_type
        self.name = name
        self.guild = guild
        self.position = position
        self.topic = topic
        self.parent_id = parent_id
        self.overwrites: list[dict[str, Any]] = []
        self.recipients = recipients or []
        # Thread state
        self.owner_id = owner_id
        self.archived = False
        self.locked = False
        self.auto_archive_duration = 1440
        self.invitable = True
        self.thread_member_ids: set[int] = set()

    def __repr__(self) -> str:
        if self.type == DM:
            return f"<FakeChannel DM with {[r.username for r in self.recipients]} id={self.id}>"
        return f"<FakeChannel #{self.name} id={self.id} type={self.type}>"

    @property
    def mention(self) -> str:
        """``<#id>`` mention string."""
        return f"<#{self.id}>"

    @property
    def is_thread(self) -> bool:
        """True for public/private threads."""
        return self.type in THREAD_TYPES

    @property
    def is_dm(self) -> bool:
        """True for a DM channel."""
        return self.type == DM

    @property
    def messages(self) -> list[FakeMessage]:
        """All non-deleted messages in this channel, oldest first (any visibility)."""
        return self._fake.channel_messages(self, include_ephemeral=True)

    def set_permissions(
        self,
        target: FakeRole | FakeUser,
        *,
        allow: int | discord.Permissions = 0,
        deny: int | discord.Permissions = 0,
        dispatch: bool = True,
    ) -> None:
        """Set a permission overwrite for a role or member on this channel."""
        allow_v = allow.value if isinstance(allow, discord.Permissions) else int(allow)
        deny_v = deny.value if isinstance(deny, discord.Permissions) else int(deny)
        kind = 0 if isinstance(target, FakeRole) else 1
        self.overwrites = [o for o in self.overwrites if int(o["id"]) != target.id]
        self.overwrites.append(
            {"id": str(target.id), "type": kind, "allow": str(allow_v), "deny": str(deny_v)}
        )
        if dispatch and self.guild is not None:
            self._fake.on_world_change("CHANNEL_UPDATE", self.guild, self.payload())

    def can_view(self, user: FakeUser | int) -> bool:
        """Whether ``user`` can see this channel (and public messages in it)."""
        user_id = user if isinstance(user, int) else user.id
        if self.type == DM:
            return (
                any(r.id == user_id for r in self.recipients) or user_id == self._fake.bot_user.id
            )
        if self.guild is None or user_id not in self.guild.members:
            return False
        perms = self.guild.permissions_for(user_id, self)
        if not perms & VIEW_CHANNEL:
            return False
        if self.type == PRIVATE_THREAD:
            return user_id in self.thread_member_ids or bool(perms & MANAGE_THREADS)
        return True

    def viewer_ids(self) -> frozenset[int]:
        """Ids of all human users who can currently see this channel."""
        if self.type == DM:
            return frozenset(r.id for r in self.recipients if not r.bot)
        if self.guild is None:
            return frozenset()
        return frozenset(
            uid for uid, m in self.guild.members.items() if not m.user.bot and self.can_view(uid)
        )

    def payload(self, *, permissions_for: int | None = None) -> dict[str, Any]:
        """Discord channel object (``permissions`` added when ``permissions_for`` is a user id)."""
        data: dict[str, Any] = {"id": str(self.id), "type": self.type, "flags": 0}
        if self.type == DM:
            data.update(
                {
                    "recipients": [r.payload() for r in self.recipients],
                    "last_message_id": _sf(self._fake.last_message_id(self)),
                }
            )
            return data
        assert self.guild is not None
        data.update(
            {
                "guild_id": str(self.guild.id),
                "name": self.name,
                "position": self.position,
                "parent_id": _sf(self.parent_id),
                "nsfw": False,
                "rate_limit_per_user": 0,
                "permission_overwrites": list(self.overwrites),
            }
        )
        if self.type != GUILD_CATEGORY:
            data["topic"] = self.topic
            data["last_message_id"] = _sf(self._fake.last_message_id(self))
        if self.is_thread:
            data.update(
                {
                    "owner_id": _sf(self.owner_id),
                    "message_count": len(self.messages),
                    "total_message_sent": len(self.messages),
                    "member_count": len(self.thread_member_ids),
                    "thread_metadata": {
                        "archived": self.archived,
                        "auto_archive_duration": self.auto_archive_duration,
                        "archive_timestamp": self._fake.clock.iso(),
                        "locked": self.locked,
                        "invitable": self.invitable,
                        "create_timestamp": self._fake.clock.iso(),
                    },
                }
            )
            data.pop("permission_overwrites", None)
        if permissions_for is not None:
            data["permissions"] = str(self.guild.permissions_for(permissions_for, self))
        return data


# ---------------------------------------------------------------------------
# Messages and attachments
# ---------------------------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class Audience:
    """Who could see a message (revision) at the time it was sent/edited.

    Attributes:
        kind: ``"public"`` (channel message), ``"ephemeral"`` (interaction reply only
            the invoking user sees), ``"dm"`` or ``"private_thread"``.
        channel_id: Channel the message lives in.
        viewer_ids: Ids of the human users able to see it at that moment.
        owner_id: For ``ephemeral`` the user it is shown to; for ``dm`` the recipient.
    """

    kind: Literal["public", "ephemeral", "dm", "private_thread"]
    channel_id: int
    viewer_ids: frozenset[int]
    owner_id: int | None = None

    @property
    def is_public(self) -> bool:
        """True for messages everyone in the channel can see."""
        return self.kind == "public"

    def __str__(self) -> str:
        if self.kind == "ephemeral":
            return f"ephemeral(to {self.owner_id})"
        if self.kind == "dm":
            return f"dm(to {self.owner_id})"
        return f"{self.kind}(channel {self.channel_id}, {len(self.viewer_ids)} viewers)"


class FakeAttachment:
    """A stored uploaded file. ``data`` holds the exact bytes the bot uploaded."""

    def __init__(
        self,
        attachment_id: int,
        filename: str,
        data: bytes,
        *,
        content_type: str | None,
        uploaded_content_type: str | None,
        url: str,
        description: str | None = None,
        ephemeral: bool = False,
    ) -> None:
        self.id = attachment_id
        self.filename = filename
        self.data = data
        self.content_type = content_type
        self.uploaded_content_type = uploaded_content_type
        self.url = url
        self.description = description
        self.ephemeral = ephemeral
        self.width, self.height = _image_size(data, content_type)

    def __repr__(self) -> str:
        return f"<FakeAttachment {self.filename!r} {self.content_type} {self.size}B>"

    @property
    def size(self) -> int:
        """Size in bytes."""
        return len(self.data)

    def image(self) -> Image.Image:
        """Open the attachment with Pillow (fully loaded, independent of the bytes)."""
        from PIL import Image

        img = Image.open(io.BytesIO(self.data))
        img.load()
        return img

    def payload(self) -> dict[str, Any]:
        """Discord attachment object."""
        data: dict[str, Any] = {
            "id": str(self.id),
            "filename": self.filename,
            "size": self.size,
            "url": self.url,
            "proxy_url": self.url,
            "content_type": self.content_type,
        }
        if self.description is not None:
            data["description"] = self.description
        if self.width is not None:
            data["width"] = self.width
            data["height"] = self.height
        if self.ephemeral:
            data["ephemeral"] = True
        return data

    def media_payload(self) -> dict[str, Any]:
        """Resolved ``unfurled media item`` pointing at this attachment."""
        data: dict[str, Any] = {
            "url": self.url,
            "proxy_url": self.url,
            "content_type": self.content_type,
            "attachment_id": str(self.id),
            "flags": 0,
            "loading_state": 2,
        }
        if self.width is not None:
            data["width"] = self.width
            data["height"] = self.height
        return data


def _image_size(data: bytes, content_type: str | None) -> tuple[int | None, int | None]:
    if data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) >= 24:
        return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
    if content_type and content_type.startswith("image/"):
        try:
            from PIL import Image

            with Image.open(io.BytesIO(data)) as img:
                return img.size
        except Exception:
            return None, None
    return None, None


def sniff_content_type(data: bytes, filename: str, fallback: str | None) -> str | None:
    """Guess a file's MIME type the way Discord does (magic bytes, then extension)."""
    import mimetypes

    if data.startswith(b"\x89PNG\r\n\x1a\n"):
        return "image/png"
    if data.startswith(b"\xff\xd8\xff"):
        return "image/jpeg"
    if data[:6] in (b"GIF87a", b"GIF89a"):
        return "image/gif"
    if data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return "image/webp"
    guessed, _ = mimetypes.guess_type(filename)
    if guessed:
        return guessed if not guessed.startswith("text/") else f"{guessed}; charset=utf-8"
    if fallback and fallback != "application/octet-stream":
        return fallback
    return fallback


@dataclasses.dataclass(frozen=True)
class MessageRevision:
    """One version of a message as it was shown, for audits.

    ``kind`` is ``"create"``, ``"edit"`` or ``"delete"``; ``call_seq`` links to the
    :class:`RestCall` that caused it (``None`` for user-authored messages).
    """

    message_id: int
    channel_id: int
    kind: Literal["create", "edit", "delete"]
    at: str
    content: str
    embeds: list[dict[str, Any]]
    components: list[dict[str, Any]]
    flags: int
    attachments: list[tuple[int, str]]
    audience: Audience
    call_seq: int | None
    author_id: int

    def text(self) -> str:
        """All visible text of this revision (content, embeds, components)."""
        return _message_text(self.content, self.embeds, self.components)


def _message_text(
    content: str, embeds: list[dict[str, Any]], components: list[dict[str, Any]]
) -> str:
    parts: list[str] = [content] if content else []
    for embed in embeds:
        for key in ("title", "description"):
            if embed.get(key):
                parts.append(str(embed[key]))
        for field in embed.get("fields") or []:
            parts.extend([str(field.get("name", "")), str(field.get("value", ""))])
        for key in ("footer", "author"):
            sub = embed.get(key) or {}
            if sub.get("text") or sub.get("name"):
                parts.append(str(sub.get("text") or sub.get("name")))
    parts.extend(comp.collect_text(components))
    return "\n".join(parts)


class FakeMessage:
    """A message stored by the fake. Live: edits update it in place.

    Attributes:
        visible_to: ``None`` for channel-visible messages, else the id of the only
            user who can see it (ephemeral replies).
        interaction_id: Id of the interaction whose token created it, if any.
        revisions: Every version of the message, oldest first.
        deleted: True once deleted (the message stays stored for audits).
    """

    def __init__(
        self,
        fake: FakeDiscord,
        message_id: int,
        channel: FakeChannel,
        author: FakeUser,
        *,
        content: str = "",
        embeds: list[dict[str, Any]] | None = None,
        components: list[dict[str, Any]] | None = None,
        flags: int = 0,
        attachments: list[FakeAttachment] | None = None,
        message_type: int = 0,
        tts: bool = False,
        visible_to: int | None = None,
        interaction_id: int | None = None,
        interaction_metadata: dict[str, Any] | None = None,
        webhook_id: int | None = None,
    ) -> None:
        self._fake = fake
        self.id = message_id
        self.channel = channel
        self.author = author
        self.content = content
        self.embeds = embeds or []
        self.components = components or []
        self.flags = flags
        self.attachments = attachments or []
        self.type = message_type
        self.tts = tts
        self.visible_to = visible_to
        self.interaction_id = interaction_id
        self.interaction_metadata = interaction_metadata
        self.webhook_id = webhook_id
        self.timestamp = fake.clock.iso()
        self.edited_timestamp: str | None = None
        self.deleted = False
        self.pinned = False
        self.reactions: dict[str, set[int]] = {}
        self.thread_id: int | None = None
        self.revisions: list[MessageRevision] = []

    def __repr__(self) -> str:
        vis = "public" if self.visible_to is None else f"ephemeral->{self.visible_to}"
        text = self.text().replace("\n", " | ")
        return f"<FakeMessage id={self.id} {vis} {text[:60]!r}{' deleted' if self.deleted else ''}>"

    # -- flags / visibility ---------------------------------------------------------

    @property
    def ephemeral(self) -> bool:
        """True for an ephemeral interaction reply (flag 64)."""
        return bool(self.flags & FLAG_EPHEMERAL)

    @property
    def loading(self) -> bool:
        """True while this is a deferred "Bot is thinking..." placeholder (flag 128)."""
        return bool(self.flags & FLAG_LOADING)

    @property
    def is_components_v2(self) -> bool:
        """True when sent with IS_COMPONENTS_V2 (flag 32768)."""
        return bool(self.flags & FLAG_COMPONENTS_V2)

    @property
    def guild(self) -> FakeGuild | None:
        """The guild of the channel, if any."""
        return self.channel.guild

    def audience(self) -> Audience:
        """Who can see this message right now."""
        if self.visible_to is not None:
            return Audience(
                "ephemeral", self.channel.id, frozenset({self.visible_to}), self.visible_to
            )
        viewers = self.channel.viewer_ids()
        if self.channel.is_dm:
            owner = next((r.id for r in self.channel.recipients if not r.bot), None)
            return Audience("dm", self.channel.id, viewers, owner)
        if self.channel.type == PRIVATE_THREAD:
            return Audience("private_thread", self.channel.id, viewers)
        return Audience("public", self.channel.id, viewers)

    def is_visible_to(self, user: FakeUser | int) -> bool:
        """Whether ``user`` can currently see this message."""
        user_id = user if isinstance(user, int) else user.id
        if self.deleted:
            return False
        if self.visible_to is not None:
            return self.visible_to == user_id
        return self.channel.can_view(user_id)

    # -- content helpers ----------------------------------------------------------------

    def text(self) -> str:
        """All visible text: content, embed texts and component texts/labels."""
        return _message_text(self.content, self.embeds, self.components)

    def all_components(self) -> list[dict[str, Any]]:
        """Every component in the (nested) tree, depth-first."""
        return list(comp.iter_components(self.components))

    def find_components(self, **filters: Any) -> list[dict[str, Any]]:
        """See :func:`fakediscord.components.find_components`."""
        return comp.find_components(self.components, **filters)

    def find_button(
        self,
        *,
        label: str | re.Pattern[str] | None = None,
        custom_id: str | re.Pattern[str] | None = None,
        emoji: str | None = None,
        index: int | None = None,
    ) -> dict[str, Any]:
        """Exactly one button matching the filters (raises ComponentNotFoundError)."""
        return comp.find_button(
            self.components, label=label, custom_id=custom_id, emoji=emoji, index=index
        )

    def find_select(
        self,
        *,
        custom_id: str | re.Pattern[str] | None = None,
        placeholder: str | re.Pattern[str] | None = None,
        index: int | None = None,
    ) -> dict[str, Any]:
        """Exactly one select menu matching the filters (raises ComponentNotFoundError)."""
        return comp.find_select(
            self.components, custom_id=custom_id, placeholder=placeholder, index=index
        )

    def buttons(self) -> list[dict[str, Any]]:
        """All buttons in the message."""
        return comp.find_components(self.components, type=comp.BUTTON)

    def selects(self) -> list[dict[str, Any]]:
        """All select menus in the message."""
        return comp.find_components(self.components, type=comp.SELECT_TYPES)

    def describe_components(self) -> str:
        """Readable outline of the component tree."""
        return comp.describe_components(self.components)

    def attachment(self, filename: str) -> FakeAttachment:
        """The attachment named ``filename`` (KeyError if absent)."""
        for attachment in self.attachments:
            if attachment.filename == filename:
                return attachment
        raise KeyError(f"{filename!r} not in {[a.filename for a in self.attachments]}")

    def media_attachments(self) -> list[FakeAttachment]:
        """Attachments referenced by media galleries, thumbnails or file components."""
        by_url = {a.url: a for a in self.attachments}
        return [by_url[url] for url in comp.media_urls(self.components) if url in by_url]

    # -- serialisation ------------------------------------------------------------------

    def payload(self) -> dict[str, Any]:
        """Discord message object as REST and the gateway return it."""
        data: dict[str, Any] = {
            "id": str(self.id),
            "channel_id": str(self.channel.id),
            "type": self.type,
            "content": self.content,
            "author": self.author.payload(),
            "timestamp": self.timestamp,
            "edited_timestamp": self.edited_timestamp,
            "tts": self.tts,
            "mention_everyone": False,
            "mentions": self._fake.mentions_in(self.content, self.channel),
            "mention_roles": [],
            "attachments": [a.payload() for a in self.attachments],
            "embeds": copy.deepcopy(self.embeds),
            "components": copy.deepcopy(self.components),
            "pinned": self.pinned,
            "flags": self.flags,
        }
        if self.channel.guild is not None and not self.ephemeral:
            data["guild_id"] = str(self.channel.guild.id)
        if self.webhook_id is not None:
            data["webhook_id"] = str(self.webhook_id)
            data["application_id"] = str(self.webhook_id)
        if self.interaction_metadata is not None:
            data["interaction_metadata"] = copy.deepcopy(self.interaction_metadata)
        if self.reactions:
            data["reactions"] = [
                {
                    "emoji": {"id": None, "name": name},
                    "count": len(users),
                    "count_details": {"burst": 0, "normal": len(users)},
                    "me": self._fake.bot_user.id in users,
                    "me_burst": False,
                    "burst_colors": [],
                }
                for name, users in self.reactions.items()
                if users
            ]
        if self.thread_id is not None:
            thread = self._fake.channels.get(self.thread_id)
            if thread is not None:
                data["thread"] = thread.payload()
        return data

    def snapshot(
        self, kind: Literal["create", "edit", "delete"], call_seq: int | None
    ) -> MessageRevision:
        """Record the current state as a new revision and return it."""
        revision = MessageRevision(
            message_id=self.id,
            channel_id=self.channel.id,
            kind=kind,
            at=self._fake.clock.iso(),
            content=self.content,
            embeds=copy.deepcopy(self.embeds),
            components=copy.deepcopy(self.components),
            flags=self.flags,
            attachments=[(a.id, a.filename) for a in self.attachments],
            audience=self.audience(),
            call_seq=call_seq,
            author_id=self.author.id,
        )
        self.revisions.append(revision)
        return revision


# ---------------------------------------------------------------------------
# Application commands
# ---------------------------------------------------------------------------


@dataclasses.dataclass(eq=False)
class RegisteredCommand:
    """An application command registered by the bot (global when ``guild_id`` is None)."""

    id: int
    application_id: int
    guild_id: int | None
    version: int
    data: dict[str, Any]

    @property
    def name(self) -> str:
        """Top-level command name."""
        return str(self.data["name"])

    @property
    def type(self) -> int:
        """1 chat input (slash), 2 user context menu, 3 message context menu."""
        return int(self.data.get("type", 1))

    def payload(self) -> dict[str, Any]:
        """The command object Discord echoes back."""
        data: dict[str, Any] = {
            "default_member_permissions": None,
            "nsfw": False,
            "contexts": None,
            "integration_types": [0],
            "name_localizations": None,
            "description_localizations": None,
            "description": "",
            "options": [],
        }
        data.update(copy.deepcopy(self.data))
        data.update(
            {
                "id": str(self.id),
                "application_id": str(self.application_id),
                "version": str(self.version),
                "type": self.type,
            }
        )
        if self.guild_id is not None:
            data["guild_id"] = str(self.guild_id)
        return data


# ---------------------------------------------------------------------------
# REST log and fault injection
# ---------------------------------------------------------------------------


@dataclasses.dataclass(eq=False)
class UploadedFile:
    """One ``files[n]`` part of a multipart request, exactly as received."""

    field: str
    filename: str
    content_type: str | None
    data: bytes


@dataclasses.dataclass(eq=False)
class RestCall:
    """One REST request received by the fake, with its outcome.

    Attributes:
        seq: Position in :attr:`FakeDiscord.rest_log` (0-based, increasing).
        route: Route template key, e.g. ``"POST /channels/{channel_id}/messages"``
            (``"UNKNOWN"`` when nothing matched).
        params: Values of the template placeholders.
        json: The JSON body, or the parsed ``payload_json`` of a multipart body.
        files: Uploaded files of a multipart body.
        status: HTTP status returned (``None`` while in flight).
        response: JSON body returned (``None`` for empty bodies).
        injected: True when the reply came from :meth:`FakeDiscord.inject_error`.
        message_ids: Messages created/edited/deleted by this call.
        audience: Visibility of the message this call produced, when it produced one.
        interaction_id: Interaction whose token the call used, if any.
    """

    seq: int
    method: str
    path: str
    route: str
    params: dict[str, str]
    query: dict[str, str]
    json: Any
    files: list[UploadedFile]
    started_at: float
    status: int | None = None
    response: Any = None
    finished_at: float | None = None
    injected: bool = False
    message_ids: list[int] = dataclasses.field(default_factory=list)
    audience: Audience | None = None
    interaction_id: int | None = None

    @property
    def ok(self) -> bool:
        """True for a 2xx reply."""
        return self.status is not None and 200 <= self.status < 300

    @property
    def error_code(self) -> int | None:
        """Discord JSON error ``code`` of an error reply."""
        if self.ok or not isinstance(self.response, dict):
            return None
        code = self.response.get("code")
        return int(code) if code is not None else None

    @property
    def duration(self) -> float | None:
        """Seconds the fake took to answer."""
        return None if self.finished_at is None else self.finished_at - self.started_at

    def __str__(self) -> str:
        extra = f" code={self.error_code}" if self.error_code is not None else ""
        injected = " (injected)" if self.injected else ""
        return f"#{self.seq} {self.method} {self.path} -> {self.status}{extra}{injected}"


@dataclasses.dataclass(eq=False)
class InjectedFault:
    """An error the fake will return instead of handling the next matching request(s).

    ``route`` is either a route template key (``"POST /channels/{channel_id}/messages"``,
    see :meth:`FakeDiscord.routes`) or a glob over ``"METHOD /concrete/path"``
    (``"POST /interactions/*/callback"``, ``"* /webhooks/*"``). A pattern starting
    with ``/`` matches any method.
    """

    route: str
    status: int
    code: int
    message: str
    remaining: int
    retry_after: float | None = None
    is_global: bool = False
    headers: dict[str, str] = dataclasses.field(default_factory=dict)
    predicate: Callable[[RestCall], bool] | None = None
    hits: list[RestCall] = dataclasses.field(default_factory=list)

    def matches(self, call: RestCall) -> bool:
        """Whether this fault applies to ``call``."""
        if self.remaining <= 0:
            return False
        pattern = self.route
        if pattern.startswith("/"):
            pattern = "* " + pattern
        method, _, path_pattern = pattern.partition(" ")
        if method not in ("*", call.method):
            return False
        if "{" in path_pattern:
            matched = call.route == f"{call.method} {path_pattern}"
        else:
            matched = fnmatch.fnmatchcase(call.path, path_pattern)
        return matched and (self.predicate is None or self.predicate(call))

    @property
    def exhausted(self) -> bool:
        """True once all injected replies were served."""
        return self.remaining <= 0

    def body(self) -> dict[str, Any]:
        """JSON body of the injected reply."""
        body: dict[str, Any] = {"message": self.message, "code": self.code}
        if self.status == 429:
            body["retry_after"] = self.retry_after if self.retry_after is not None else 0.05
            body["global"] = self.is_global
        return body
