"""The fake REST API (``/api/v10``): routing, request parsing, handlers.

Every request is parsed (JSON or multipart with ``payload_json`` + ``files[n]``),
recorded as a :class:`~fakediscord.models.RestCall` in ``FakeDiscord.rest_log``,
checked against injected faults, then handled. Replies always carry
``Content-Type: application/json`` exactly (discord.py only decodes JSON when the
header is exactly that value).

Rules enforced like the real Discord (error code in parentheses):

* unknown interaction / token, or callback after the token expired (10062);
* second initial response to an interaction (40060);
* webhook use after 15 minutes (50027 Invalid Webhook Token);
* ephemeral messages are invisible to channel routes (10008 Unknown Message);
* editing another user's message (50005), missing permissions (50013/50001);
* Components V2 messages without content/embeds, component tree shape, unique
  custom_ids, 2000-char content, unresolved ``attachment://`` media (50035);
* empty messages (50006), too-large files (40005), bad command definitions (50035);
* rate limits (429) of :mod:`fakediscord.ratelimits`: the per-channel message limit, route
  and interaction-token buckets with ``X-RateLimit-*`` headers.
"""

from __future__ import annotations

import copy
import dataclasses
import io
import json
import logging
import re
import time
import traceback
from collections.abc import Awaitable, Callable, Mapping
from typing import TYPE_CHECKING, Any
from urllib.parse import unquote

import discord
from aiohttp import BodyPartReader, web

from . import components as comp
from .errors import ApiError
from .gateway import Intents
from .interactions import INITIAL_RESPONSE_DEADLINE, TOKEN_LIFETIME, InteractionResult
from .models import (
    FLAG_COMPONENTS_V2,
    FLAG_EPHEMERAL,
    FLAG_LOADING,
    FLAG_SUPPRESS_EMBEDS,
    PRIVATE_THREAD,
    PUBLIC_THREAD,
    THREAD_TYPES,
    FakeAttachment,
    FakeChannel,
    FakeMessage,
    RestCall,
    UploadedFile,
)
from .ratelimits import Verdict

if TYPE_CHECKING:
    from .server import FakeDiscord

__all__ = ["Reply", "RestApi", "RestRequest"]

_log = logging.getLogger(__name__)

CLIENT_GONE = 499
"""The status recorded for a request whose client went away before sending all of it."""

FLAG_SUPPRESS_NOTIFICATIONS = 1 << 12
FLAG_VOICE_MESSAGE = 1 << 13
CREATE_FLAGS = (
    FLAG_SUPPRESS_EMBEDS | FLAG_SUPPRESS_NOTIFICATIONS | FLAG_VOICE_MESSAGE | FLAG_COMPONENTS_V2
)
INTERACTION_FLAGS = CREATE_FLAGS | FLAG_EPHEMERAL

_COMMAND_NAME = re.compile(r"^[-_'\w]{1,32}$")

# Callback types allowed per interaction type.
_ALLOWED_CALLBACKS: dict[int, frozenset[int]] = {
    2: frozenset({4, 5, 9}),
    3: frozenset({4, 5, 6, 7, 9}),
    4: frozenset({8}),
    5: frozenset({4, 5, 6, 7}),
}


def _perm(**names: bool) -> int:
    return discord.Permissions(**names).value


@dataclasses.dataclass
class Reply:
    """A handler's reply: status, JSON body (None for an empty body) and headers."""

    status: int = 200
    body: Any = None
    headers: dict[str, str] = dataclasses.field(default_factory=dict)


@dataclasses.dataclass
class RestRequest:
    """What a handler receives."""

    call: RestCall
    params: dict[str, str]
    query: Mapping[str, str]
    json: Any
    files: list[UploadedFile]
    headers: Mapping[str, str]

    def body(self) -> dict[str, Any]:
        """The JSON body as a dict (400 if it is not an object)."""
        if self.json is None:
            return {}
        if not isinstance(self.json, dict):
            raise ApiError(
                400,
                50035,
                "Invalid Form Body",
                errors={"_root": {"_errors": [{"message": "object"}]}},
            )
        return self.json

    def flag(self, name: str) -> bool:
        """Truthiness of a boolean query parameter (``1``/``true``)."""
        return self.query.get(name, "").lower() in ("1", "true")


Handler = Callable[[RestRequest], Awaitable[Reply]]


@dataclasses.dataclass(frozen=True)
class _Route:
    method: str
    template: str
    pattern: re.Pattern[str]
    handler: Handler
    auth: bool

    @property
    def key(self) -> str:
        return f"{self.method} {self.template}"


def _compile(template: str) -> re.Pattern[str]:
    regex = re.sub(r"\\\{(\w+)\\\}", r"(?P<\1>[^/]+)", re.escape(template))
    return re.compile(f"^{regex}$")


def _json_response(reply: Reply) -> web.Response:
    headers = dict(reply.headers)
    if reply.body is None:
        return web.Response(status=reply.status, headers=headers)
    headers["Content-Type"] = "application/json"
    return web.Response(status=reply.status, body=json.dumps(reply.body).encode(), headers=headers)


class RestApi:
    """All REST routes of the fake. See :meth:`route_keys` for the list."""

    def __init__(self, fake: FakeDiscord) -> None:
        self.fake = fake
        self._routes: list[_Route] = []
        add = self._add
        # Gateway / identity
        add("GET", "/gateway", self.get_gateway, auth=False)
        add("GET", "/gateway/bot", self.get_gateway_bot)
        add("GET", "/users/@me", self.get_me)
        add("GET", "/users/@me/guilds", self.get_my_guilds)
        add("POST", "/users/@me/channels", self.create_dm)
        add("GET", "/users/{user_id}", self.get_user)
        add("GET", "/oauth2/applications/@me", self.get_application)
        add("GET", "/applications/@me", self.get_application)
        # Application commands
        for scope in (
            "/applications/{application_id}",
            "/applications/{application_id}/guilds/{guild_id}",
        ):
            add("GET", f"{scope}/commands", self.list_commands)
            add("PUT", f"{scope}/commands", self.put_commands)
            add("POST", f"{scope}/commands", self.post_command)
            add("GET", f"{scope}/commands/{{command_id}}", self.get_command)
            add("PATCH", f"{scope}/commands/{{command_id}}", self.patch_command)
            add("DELETE", f"{scope}/commands/{{command_id}}", self.delete_command)
        add("GET", "/applications/{application_id}/emojis", self.list_app_emojis)
        # Interactions and their webhooks (no bot auth, like Discord)
        add(
            "POST",
            "/interactions/{interaction_id}/{token}/callback",
            self.interaction_callback,
            auth=False,
        )
        add("POST", "/webhooks/{application_id}/{token}", self.webhook_execute, auth=False)
        add(
            "GET",
            "/webhooks/{application_id}/{token}/messages/{message_id}",
            self.webhook_get,
            auth=False,
        )
        add(
            "PATCH",
            "/webhooks/{application_id}/{token}/messages/{message_id}",
            self.webhook_edit,
            auth=False,
        )
        add(
            "DELETE",
            "/webhooks/{application_id}/{token}/messages/{message_id}",
            self.webhook_delete,
            auth=False,
        )
        # Channels and messages
        add("GET", "/channels/{channel_id}", self.get_channel)
        add("PATCH", "/channels/{channel_id}", self.edit_channel)
        add("DELETE", "/channels/{channel_id}", self.delete_channel)
        add("GET", "/channels/{channel_id}/messages", self.list_messages)
        add("POST", "/channels/{channel_id}/messages", self.create_message)
        add("POST", "/channels/{channel_id}/messages/bulk-delete", self.bulk_delete)
        add("GET", "/channels/{channel_id}/messages/{message_id}", self.get_message)
        add("PATCH", "/channels/{channel_id}/messages/{message_id}", self.edit_message)
        add("DELETE", "/channels/{channel_id}/messages/{message_id}", self.delete_message)
        add(
            "PUT",
            "/channels/{channel_id}/messages/{message_id}/reactions/{emoji}/@me",
            self.add_reaction,
        )
        add(
            "DELETE",
            "/channels/{channel_id}/messages/{message_id}/reactions/{emoji}/@me",
            self.remove_reaction,
        )
        add("PUT", "/channels/{channel_id}/pins/{message_id}", self.pin)
        add("DELETE", "/channels/{channel_id}/pins/{message_id}", self.unpin)
        add("POST", "/channels/{channel_id}/typing", self.typing)
        add("POST", "/channels/{channel_id}/threads", self.create_thread)
        add(
            "POST",
            "/channels/{channel_id}/messages/{message_id}/threads",
            self.create_thread_from_message,
        )
        add("PUT", "/channels/{channel_id}/thread-members/{user_id}", self.add_thread_member)
        add("DELETE", "/channels/{channel_id}/thread-members/{user_id}", self.remove_thread_member)
        # Guilds
        add("GET", "/guilds/{guild_id}", self.get_guild)
        add("GET", "/guilds/{guild_id}/channels", self.get_guild_channels)
        add("GET", "/guilds/{guild_id}/roles", self.get_guild_roles)
        add("GET", "/guilds/{guild_id}/members", self.list_members)
        add("GET", "/guilds/{guild_id}/members/{user_id}", self.get_member)

    def _add(self, method: str, template: str, handler: Handler, *, auth: bool = True) -> None:
        self._routes.append(_Route(method, template, _compile(template), handler, auth))

    def route_keys(self) -> list[str]:
        """All supported route keys, e.g. ``"POST /channels/{channel_id}/messages"``."""
        return [r.key for r in self._routes]

    # ------------------------------------------------------------------------------------
    # Request pipeline
    # ------------------------------------------------------------------------------------

    async def _read_body(self, request: web.Request) -> tuple[Any, list[UploadedFile]]:
        files: list[UploadedFile] = []
        if request.content_type.startswith("multipart/"):
            payload: Any = None
            reader = await request.multipart()
            async for part in reader:
                if not isinstance(part, BodyPartReader):
                    continue
                name = part.name or ""
                raw = bytes(await part.read(decode=False))
                if name == "payload_json":
                    payload = json.loads(raw.decode())
                else:
                    files.append(
                        UploadedFile(
                            field=name,
                            filename=part.filename or name,
                            content_type=part.headers.get("Content-Type"),
                            data=raw,
                        )
                    )
            return payload, files
        raw = await request.read()
        if not raw:
            return None, files
        return json.loads(raw.decode()), files

    async def handle(self, request: web.Request) -> web.StreamResponse:
        """aiohttp entry point for ``/api/v10/{tail}``."""
        fake = self.fake
        raw_path = request.rel_url.raw_path
        prefix = "/api/v10"
        path = (
            unquote(raw_path[len(prefix) :]) if raw_path.startswith(prefix) else unquote(raw_path)
        )
        raw_tail = raw_path[len(prefix) :] if raw_path.startswith(prefix) else raw_path
        route: _Route | None = None
        params: dict[str, str] = {}
        for candidate in self._routes:
            if candidate.method != request.method:
                continue
            match = candidate.pattern.match(raw_tail)
            if match:
                route = candidate
                params = {k: unquote(v) for k, v in match.groupdict().items()}
                break
        call = RestCall(
            seq=-1,
            method=request.method,
            path=path,
            route=route.key if route else "UNKNOWN",
            params=params,
            query=dict(request.query),
            json=None,
            files=[],
            started_at=time.monotonic(),
        )
        fake.new_rest_call(call)
        try:
            try:
                call.json, call.files = await self._read_body(request)
            except (ValueError, UnicodeDecodeError):
                raise ApiError(400, 50109, "The request body contains invalid JSON.") from None
            except ConnectionResetError:
                # The client went away in the middle of its request (a bot process that was
                # killed): nothing to answer, and no fault of the fake.
                call.status = CLIENT_GONE
                call.response = {"message": "the client closed the connection mid-request"}
                call.finished_at = time.monotonic()
                fake.notify_change()
                return web.Response(status=CLIENT_GONE)
            fault = fake.take_fault(call)
            if fault is not None:
                call.injected = True
                headers = dict(fault.headers)
                if fault.status == 429:
                    retry = fault.body()["retry_after"]
                    headers.setdefault("Via", "1.1 google")
                    headers.setdefault("Retry-After", str(max(1, int(retry + 0.999))))
                    headers.setdefault("X-RateLimit-Scope", "global" if fault.is_global else "user")
                    if fault.is_global:
                        headers.setdefault("X-RateLimit-Global", "true")
                reply = Reply(fault.status, fault.body(), headers)
            elif route is None:
                fake.unknown_routes.append(call)
                raise ApiError(404, 0, "404: Not Found")
            else:
                if route.auth:
                    self._check_auth(request)
                verdict = fake.ratelimiter.check(route.key, params)
                if verdict is not None and verdict.retry_after is not None:
                    reply = self._rate_limited(verdict)
                else:
                    reply = await route.handler(
                        RestRequest(
                            call, params, request.query, call.json, call.files, request.headers
                        )
                    )
                    if verdict is not None:
                        reply.headers.update(verdict.headers)
        except ApiError as error:
            reply = Reply(error.status, error.body(), error.headers)
        except Exception as exc:  # a bug in the fake: fail fast (no 5xx retries) and record it
            text = traceback.format_exc()
            fake.internal_errors.append(f"{request.method} {path}: {exc!r}\n{text}")
            _log.error("fakediscord internal error handling %s %s:\n%s", request.method, path, text)
            reply = Reply(400, {"message": f"fakediscord internal error: {exc!r}", "code": 0})
        call.status = reply.status
        call.response = reply.body
        call.finished_at = time.monotonic()
        fake.notify_change()
        response = _json_response(reply)
        fake.rest_call_finished(call)
        return response

    @staticmethod
    def _rate_limited(verdict: Verdict) -> Reply:
        """A 429 of the rate-limit model, as Discord sends it (discord.py waits and retries)."""
        retry = verdict.retry_after or 0.0
        headers = dict(verdict.headers)
        headers.update(
            {
                "Via": "1.1 google",
                "Retry-After": str(max(1, int(retry + 0.999))),
                "X-RateLimit-Scope": verdict.scope,
            }
        )
        body = {"message": "You are being rate limited.", "retry_after": round(retry, 3)}
        body["global"] = False
        return Reply(429, body, headers)

    async def handle_other(self, request: web.Request) -> web.StreamResponse:
        """Anything outside ``/api/v10`` and the attachment CDN: logged, 404."""
        call = RestCall(
            seq=-1,
            method=request.method,
            path=request.path,
            route="UNKNOWN",
            params={},
            query=dict(request.query),
            json=None,
            files=[],
            started_at=time.monotonic(),
            status=404,
            response={"message": "404: Not Found", "code": 0},
        )
        call.finished_at = call.started_at
        self.fake.new_rest_call(call)
        self.fake.unknown_routes.append(call)
        self.fake.notify_change()
        return _json_response(Reply(404, call.response))

    async def serve_attachment(self, request: web.Request) -> web.StreamResponse:
        """``GET /attachments/{channel_id}/{attachment_id}/{filename}`` (the fake CDN)."""
        attachment = self.fake.attachments.get(int(request.match_info["attachment_id"]))
        if attachment is None:
            return web.Response(status=404, text="not found")
        return web.Response(
            body=attachment.data, content_type=attachment.content_type or "application/octet-stream"
        )

    async def serve_cdn(self, request: web.Request) -> web.StreamResponse:
        """``GET /cdn/...``: avatars and other assets, as a small generated PNG."""
        from PIL import Image

        size = max(16, min(1024, int(request.query.get("size", 128))))
        shade = sum(request.path.encode()) % 200
        buffer = io.BytesIO()
        Image.new("RGB", (size, size), (shade, 90, 160)).save(buffer, format="PNG")
        return web.Response(body=buffer.getvalue(), content_type="image/png")

    def _check_auth(self, request: web.Request) -> None:
        header = request.headers.get("Authorization", "")
        expected = self.fake.token
        if not header.startswith("Bot ") or (expected is not None and header != f"Bot {expected}"):
            raise ApiError(401, 0, "401: Unauthorized")

    # ------------------------------------------------------------------------------------
    # Lookups and permission checks
    # ------------------------------------------------------------------------------------

    def _channel(self, req: RestRequest) -> FakeChannel:
        channel = self.fake.channels.get(int(req.params["channel_id"]))
        if channel is None:
            raise ApiError(404, 10003, "Unknown Channel")
        return channel

    def _require(self, channel: FakeChannel, needed: int = 0) -> None:
        if channel.guild is None:
            return
        perms = channel.guild.permissions_for(self.fake.bot_user, channel)
        if not perms & _perm(view_channel=True):
            raise ApiError(403, 50001, "Missing Access")
        if needed & ~perms:
            raise ApiError(403, 50013, "Missing Permissions")

    def _channel_message(self, req: RestRequest) -> tuple[FakeChannel, FakeMessage]:
        channel = self._channel(req)
        self._require(channel)
        message = self.fake.messages.get(int(req.params["message_id"]))
        if (
            message is None
            or message.channel is not channel
            or message.deleted
            or message.ephemeral
        ):
            raise ApiError(404, 10008, "Unknown Message")
        return channel, message

    # ------------------------------------------------------------------------------------
    # Message building (shared by channel routes, callbacks and webhooks)
    # ------------------------------------------------------------------------------------

    @staticmethod
    def _uploads(files: list[UploadedFile]) -> dict[int, UploadedFile]:
        result: dict[int, UploadedFile] = {}
        for position, upload in enumerate(files):
            match = re.fullmatch(r"files\[(\d+)\]", upload.field)
            result[int(match.group(1)) if match else position] = upload
        return result

    def _attachments(
        self,
        body: dict[str, Any],
        files: list[UploadedFile],
        channel: FakeChannel,
        existing: list[FakeAttachment] | None,
        *,
        ephemeral: bool,
    ) -> list[FakeAttachment]:
        uploads = self._uploads(files)
        for upload in uploads.values():
            if len(upload.data) > self.fake.attachment_size_limit:
                raise ApiError(413, 40005, "Request entity too large")

        def new(upload: UploadedFile, entry: Mapping[str, Any] | None) -> FakeAttachment:
            entry = entry or {}
            return self.fake.make_attachment(
                channel,
                entry.get("filename") or upload.filename,
                upload.data,
                upload.content_type,
                description=entry.get("description"),
                ephemeral=ephemeral,
            )

        spec = body.get("attachments")
        current = list(existing or [])
        if spec is None:
            return current + [new(u, None) for _, u in sorted(uploads.items())]
        if not isinstance(spec, list):
            raise ApiError.invalid_form([("attachments", "must be an array")])
        by_id = {a.id: a for a in current}
        result: list[FakeAttachment] = []
        used: set[int] = set()
        for index, entry in enumerate(spec):
            try:
                attachment_id = int(entry["id"])
            except (KeyError, TypeError, ValueError):
                raise ApiError.invalid_form(
                    [(f"attachments.{index}.id", "a valid id is required")]
                ) from None
            if attachment_id in by_id:
                result.append(by_id[attachment_id])
            elif attachment_id in uploads:
                used.add(attachment_id)
                result.append(new(uploads[attachment_id], entry))
            else:
                raise ApiError.invalid_form(
                    [
                        (
                            f"attachments.{index}.id",
                            f"unknown attachment id {attachment_id}: not an attachment of this "
                            "message "
                            f"nor a files[n] index (uploaded: {sorted(uploads)})",
                        )
                    ]
                )
        result.extend(new(u, None) for i, u in sorted(uploads.items()) if i not in used)
        return result

    @staticmethod
    def _resolve_media(
        components: list[dict[str, Any]],
        attachments: list[FakeAttachment],
        problems: list[tuple[str, str]],
    ) -> None:
        by_name = {a.filename: a for a in attachments}
        for path, component, _depth in comp.iter_with_path(components):
            ctype = component.get("type")
            holders: list[tuple[str, dict[str, Any], str]] = []
            if ctype == comp.MEDIA_GALLERY:
                holders = [
                    (f"{path}.items.{i}", item, "media")
                    for i, item in enumerate(component.get("items") or [])
                ]
            elif ctype == comp.THUMBNAIL:
                holders = [(path, component, "media")]
            elif ctype == comp.FILE:
                holders = [(path, component, "file")]
            for where, holder, key in holders:
                media = holder.get(key)
                if not isinstance(media, dict) or not media.get("url"):
                    problems.append((f"{where}.{key}", "a media object with a url is required"))
                    continue
                url = str(media["url"])
                if url.startswith("attachment://"):
                    attachment = by_name.get(url.removeprefix("attachment://"))
                    if attachment is None:
                        problems.append(
                            (
                                f"{where}.{key}.url",
                                f"{url} matches no attachment (attachments: {sorted(by_name)})",
                            )
                        )
                    else:
                        holder[key] = attachment.media_payload()
                elif ctype == comp.FILE:
                    problems.append(
                        (f"{where}.{key}.url", "file components only accept attachment:// urls")
                    )

    @staticmethod
    def _resolve_embed_media(
        embeds: list[dict[str, Any]], attachments: list[FakeAttachment]
    ) -> None:
        by_name = {a.filename: a for a in attachments}
        for embed in embeds:
            for key in ("image", "thumbnail"):
                media = embed.get(key)
                if isinstance(media, dict) and str(media.get("url", "")).startswith(
                    "attachment://"
                ):
                    attachment = by_name.get(str(media["url"]).removeprefix("attachment://"))
                    if attachment is not None:
                        media.update(url=attachment.url, proxy_url=attachment.url)
                        if attachment.width is not None:
                            media.update(width=attachment.width, height=attachment.height)

    def _message_fields(
        self,
        body: Any,
        files: list[UploadedFile],
        channel: FakeChannel,
        existing: FakeMessage | None,
        *,
        allowed_flags: int,
        ephemeral: bool,
    ) -> dict[str, Any]:
        """Compute (and validate) a message's new state from a create/edit body."""
        if body is None:
            body = {}
        if not isinstance(body, dict):
            raise ApiError.invalid_form([("_root", "the body must be a JSON object")])
        content = body.get("content", existing.content if existing else "")
        content = "" if content is None else str(content)
        embeds = copy.deepcopy(body.get("embeds", existing.embeds if existing else [])) or []
        components_given = "components" in body
        if components_given:
            components = copy.deepcopy(body["components"]) or []
        else:
            components = copy.deepcopy(existing.components) if existing else []
        new_flags = body.get("flags")
        if existing is None:
            flags = int(new_flags or 0) & allowed_flags
        else:
            flags = existing.flags & ~FLAG_LOADING
            if new_flags is not None:
                value = int(new_flags)
                flags = (flags & ~FLAG_SUPPRESS_EMBEDS) | (
                    value & (FLAG_SUPPRESS_EMBEDS | FLAG_COMPONENTS_V2)
                )
        attachments = self._attachments(
            body, files, channel, existing.attachments if existing else None, ephemeral=ephemeral
        )
        problems: list[tuple[str, str]] = []
        if components_given:
            if not isinstance(components, list):
                raise ApiError.invalid_form([("components", "must be an array")])
            self._resolve_media(components, attachments, problems)
        self._resolve_embed_media(embeds, attachments)
        if len(content) > 2000:
            problems.append(("content", "Must be 2000 or fewer in length."))
        if len(embeds) > 10:
            problems.append(("embeds", "Must be 10 or fewer in length."))
        if flags & FLAG_COMPONENTS_V2:
            if content:
                problems.append(
                    (
                        "content",
                        "The 'content' field cannot be used with MessageFlags.IS_COMPONENTS_V2",
                    )
                )
            if embeds:
                problems.append(
                    (
                        "embeds",
                        "The 'embeds' field cannot be used with MessageFlags.IS_COMPONENTS_V2",
                    )
                )
        problems.extend(comp.validate_components(components, v2=bool(flags & FLAG_COMPONENTS_V2)))
        if problems:
            raise ApiError.invalid_form(problems)
        if not (
            content
            or embeds
            or components
            or attachments
            or body.get("poll")
            or body.get("sticker_ids")
        ):
            raise ApiError(400, 50006, "Cannot send an empty message")
        if components_given:
            comp.assign_component_ids(components)
        return {
            "content": content,
            "embeds": embeds,
            "components": components,
            "flags": flags,
            "attachments": attachments,
            "tts": bool(body.get("tts", existing.tts if existing else False)),
        }

    def _new_bot_message(
        self,
        channel: FakeChannel,
        fields: dict[str, Any],
        *,
        visible_to: int | None = None,
        interaction: InteractionResult | None = None,
        message_type: int = 0,
    ) -> FakeMessage:
        fake = self.fake
        metadata = None
        if interaction is not None:
            metadata = {
                "id": str(interaction.id),
                "type": interaction.type,
                "user": interaction.user.payload(),
                "authorizing_integration_owners": interaction.payload.get(
                    "authorizing_integration_owners", {}
                ),
            }
            if interaction.type == 2:
                metadata["name"] = interaction.data.get("name")
                metadata["command_type"] = interaction.data.get("type", 1)
            if interaction.source_message is not None:
                metadata["interacted_message_id"] = str(interaction.source_message.id)
            if interaction.original_message_id is not None:
                metadata["original_response_message_id"] = str(interaction.original_message_id)
        return FakeMessage(
            fake,
            fake.snowflakes.next(),
            channel,
            fake.bot_user,
            content=fields.get("content", ""),
            embeds=fields.get("embeds"),
            components=fields.get("components"),
            flags=fields.get("flags", 0),
            attachments=fields.get("attachments"),
            tts=fields.get("tts", False),
            message_type=message_type,
            visible_to=visible_to,
            interaction_id=interaction.id if interaction is not None else None,
            interaction_metadata=metadata,
            webhook_id=fake.application_id if interaction is not None else None,
        )

    # ------------------------------------------------------------------------------------
    # Gateway, users, application
    # ------------------------------------------------------------------------------------

    async def get_gateway(self, req: RestRequest) -> Reply:
        """``GET /gateway``."""
        return Reply(body={"url": self.fake.gateway_url})

    async def get_gateway_bot(self, req: RestRequest) -> Reply:
        """``GET /gateway/bot`` (used by AutoShardedClient)."""
        return Reply(
            body={
                "url": self.fake.gateway_url,
                "shards": self.fake.recommended_shards,
                "session_start_limit": {
                    "total": 1000,
                    "remaining": 999,
                    "reset_after": 14_400_000,
                    "max_concurrency": 1,
                },
            }
        )

    async def get_me(self, req: RestRequest) -> Reply:
        """``GET /users/@me``."""
        data = self.fake.bot_user.payload()
        data.update(
            {"bot": True, "verified": True, "mfa_enabled": False, "flags": 0, "locale": "en-US"}
        )
        return Reply(body=data)

    async def get_my_guilds(self, req: RestRequest) -> Reply:
        """``GET /users/@me/guilds``."""
        bot = self.fake.bot_user
        return Reply(
            body=[
                {
                    "id": str(g.id),
                    "name": g.name,
                    "icon": None,
                    "owner": False,
                    "permissions": str(g.base_permissions(bot.id)),
                    "features": [],
                }
                for g in self.fake.guilds.values()
            ]
        )

    async def get_user(self, req: RestRequest) -> Reply:
        """``GET /users/{user_id}``."""
        user = self.fake.users.get(int(req.params["user_id"]))
        if user is None:
            raise ApiError(404, 10013, "Unknown User")
        return Reply(body=user.payload())

    async def create_dm(self, req: RestRequest) -> Reply:
        """``POST /users/@me/channels`` -> DM channel with ``recipient_id``."""
        user = self.fake.users.get(int(req.body().get("recipient_id", 0)))
        if user is None or user.bot:
            raise ApiError(400, 50007, "Cannot send messages to this user")
        return Reply(body=self.fake.dm_channel_for(user).payload())

    async def get_application(self, req: RestRequest) -> Reply:
        """``GET /oauth2/applications/@me``."""
        fake = self.fake
        return Reply(
            body={
                "id": str(fake.application_id),
                "name": fake.application_name,
                "description": "A fake application served by fakediscord",
                "icon": None,
                "bot_public": True,
                "bot_require_code_grant": False,
                "owner": fake.owner_user.payload(),
                "verify_key": "0" * 64,
                "team": None,
                "flags": fake.application_flags,
                "summary": "",
                "rpc_origins": [],
                "tags": [],
                "redirect_uris": [],
                "interactions_endpoint_url": None,
                "approximate_guild_count": len(fake.guilds),
                "bot": fake.bot_user.payload(),
            }
        )

    async def list_app_emojis(self, req: RestRequest) -> Reply:
        """``GET /applications/{id}/emojis``: always empty."""
        return Reply(body={"items": []})

    # ------------------------------------------------------------------------------------
    # Application commands
    # ------------------------------------------------------------------------------------

    def _scope(self, req: RestRequest) -> int | None:
        if int(req.params["application_id"]) != self.fake.application_id:
            raise ApiError(403, 50035, "Invalid application id")
        guild_id = req.params.get("guild_id")
        if guild_id is None:
            return None
        if int(guild_id) not in self.fake.guilds:
            raise ApiError(404, 10004, "Unknown Guild")
        return int(guild_id)

    @classmethod
    def _validate_options(
        cls, options: Any, path: str, depth: int, problems: list[tuple[str, str]]
    ) -> None:
        if options is None:
            return
        if not isinstance(options, list) or len(options) > 25:
            problems.append((path, "options must be an array of at most 25"))
            return
        seen: set[str] = set()
        optional_seen = False
        for index, option in enumerate(options):
            where = f"{path}.{index}"
            name = option.get("name")
            if (
                not isinstance(name, str)
                or not _COMMAND_NAME.fullmatch(name)
                or name != name.lower()
            ):
                problems.append((f"{where}.name", f"invalid option name {name!r}"))
            if name in seen:
                problems.append((f"{where}.name", f"duplicate option name {name!r}"))
            seen.add(str(name))
            if not 1 <= len(str(option.get("description") or "")) <= 100:
                problems.append((f"{where}.description", "must be 1-100 characters"))
            otype = option.get("type")
            if otype in (1, 2):
                if depth >= (2 if otype == 2 else 3):
                    problems.append((where, "subcommands nested too deeply"))
                cls._validate_options(
                    option.get("options"), f"{where}.options", depth + 1, problems
                )
            else:
                if option.get("required"):
                    if optional_seen:
                        problems.append((where, "required options must come before optional ones"))
                else:
                    optional_seen = True
                if len(option.get("choices") or []) > 25:
                    problems.append((f"{where}.choices", "at most 25 choices"))

    def _validate_command(self, data: Any, path: str) -> list[tuple[str, str]]:
        problems: list[tuple[str, str]] = []
        if not isinstance(data, dict):
            return [(path, "must be an object")]
        ctype = data.get("type", 1)
        name = data.get("name")
        if (
            not isinstance(name, str)
            or not _COMMAND_NAME.fullmatch(name)
            or (ctype == 1 and name != name.lower())
        ):
            if not (ctype in (2, 3) and isinstance(name, str) and 1 <= len(name) <= 32):
                problems.append((f"{path}.name", f"invalid command name {name!r}"))
        if ctype == 1:
            if not 1 <= len(str(data.get("description") or "")) <= 100:
                problems.append((f"{path}.description", "must be 1-100 characters"))
            self._validate_options(data.get("options"), f"{path}.options", 0, problems)
        return problems

    async def list_commands(self, req: RestRequest) -> Reply:
        """``GET .../commands``."""
        scope = self._scope(req)
        return Reply(body=[c.payload() for c in self.fake.commands.get(scope, {}).values()])

    async def put_commands(self, req: RestRequest) -> Reply:
        """``PUT .../commands``: bulk overwrite (ids are kept for unchanged names)."""
        scope = self._scope(req)
        body = req.json if req.json is not None else []
        if not isinstance(body, list):
            raise ApiError.invalid_form([("_root", "must be an array")])
        problems: list[tuple[str, str]] = []
        keys: set[tuple[int, str]] = set()
        for index, data in enumerate(body):
            problems.extend(self._validate_command(data, str(index)))
            if isinstance(data, dict):
                key = (int(data.get("type", 1)), str(data.get("name")))
                if key in keys:
                    problems.append((f"{index}.name", f"duplicate command {key[1]!r}"))
                keys.add(key)
        if len(body) > 100:
            problems.append(("_root", "at most 100 commands"))
        if problems:
            raise ApiError.invalid_form(problems)
        commands = self.fake.replace_commands(scope, body)
        return Reply(body=[c.payload() for c in commands])

    async def post_command(self, req: RestRequest) -> Reply:
        """``POST .../commands``: create or overwrite one command."""
        scope = self._scope(req)
        body = req.body()
        problems = self._validate_command(body, "_root")
        if problems:
            raise ApiError.invalid_form(problems)
        command, created = self.fake.upsert_command(scope, body)
        return Reply(201 if created else 200, command.payload())

    def _command(self, req: RestRequest) -> tuple[int | None, str]:
        scope = self._scope(req)
        for key, command in self.fake.commands.get(scope, {}).items():
            if command.id == int(req.params["command_id"]):
                return scope, key
        raise ApiError(404, 10063, "Unknown application command")

    async def get_command(self, req: RestRequest) -> Reply:
        """``GET .../commands/{id}``."""
        scope, key = self._command(req)
        return Reply(body=self.fake.commands[scope][key].payload())

    async def patch_command(self, req: RestRequest) -> Reply:
        """``PATCH .../commands/{id}``."""
        scope, key = self._command(req)
        command = self.fake.commands[scope][key]
        data = copy.deepcopy(command.data)
        data.update(req.body())
        problems = self._validate_command(data, "_root")
        if problems:
            raise ApiError.invalid_form(problems)
        updated, _ = self.fake.upsert_command(scope, data)
        return Reply(body=updated.payload())

    async def delete_command(self, req: RestRequest) -> Reply:
        """``DELETE .../commands/{id}``."""
        scope, key = self._command(req)
        del self.fake.commands[scope][key]
        return Reply(204)

    # ------------------------------------------------------------------------------------
    # Interaction callback and webhooks
    # ------------------------------------------------------------------------------------

    async def interaction_callback(self, req: RestRequest) -> Reply:
        """``POST /interactions/{id}/{token}/callback``: the initial response."""
        fake = self.fake
        result = fake.interactions.get(int(req.params["interaction_id"]))
        if result is None or result.token != req.params["token"]:
            raise ApiError(404, 10062, "Unknown interaction")
        req.call.interaction_id = result.id
        result.calls.append(req.call)
        age = fake.clock.monotonic() - result.created_at
        if age > TOKEN_LIFETIME:
            raise ApiError(404, 10062, "Unknown interaction")
        if age > INITIAL_RESPONSE_DEADLINE:
            result.deadline_missed = True
            if fake.enforce_response_deadline:
                raise ApiError(404, 10062, "Unknown interaction")
        if result.callback_type is not None:
            raise ApiError(400, 40060, "Interaction has already been acknowledged.")
        body = req.body()
        ctype = body.get("type")
        data = body.get("data") or {}
        allowed = set(_ALLOWED_CALLBACKS.get(result.type, frozenset()))
        if result.type == 5 and result.source_message is None:
            allowed -= {6, 7}
        if ctype not in allowed:
            raise ApiError.invalid_form(
                [("type", f"callback type {ctype} is not valid for interaction type {result.type}")]
            )
        message: FakeMessage | None = None
        channel = result.channel
        if ctype == 4:
            ephemeral = bool(int(data.get("flags") or 0) & FLAG_EPHEMERAL)
            fields = self._message_fields(
                data, req.files, channel, None, allowed_flags=INTERACTION_FLAGS, ephemeral=ephemeral
            )
            message = self._new_bot_message(
                channel,
                fields,
                visible_to=result.user.id if ephemeral else None,
                interaction=result,
                message_type=20 if result.type == 2 else 0,
            )
            result.original_message_id = message.id
            fake.store_message(message, req.call)
        elif ctype == 5:
            flags = FLAG_LOADING | (int(data.get("flags") or 0) & FLAG_EPHEMERAL)
            message = self._new_bot_message(
                channel,
                {"flags": flags},
                visible_to=result.user.id if flags & FLAG_EPHEMERAL else None,
                interaction=result,
                message_type=20 if result.type == 2 else 0,
            )
            result.original_message_id = message.id
            fake.store_message(message, req.call)
        elif ctype == 6:
            if result.source_message is not None:
                result.original_message_id = result.source_message.id
                message = result.source_message
        elif ctype == 7:
            source = result.source_message
            assert source is not None
            if source.deleted:
                raise ApiError(404, 10008, "Unknown Message")
            fields = self._message_fields(
                data,
                req.files,
                source.channel,
                source,
                allowed_flags=INTERACTION_FLAGS,
                ephemeral=source.ephemeral,
            )
            fake.apply_edit(source, fields, req.call)
            result.original_message_id = source.id
            message = source
        elif ctype == 8:
            choices = data.get("choices")
            if not isinstance(choices, list) or len(choices) > 25:
                raise ApiError.invalid_form(
                    [("data.choices", "must be an array of at most 25 choices")]
                )
            result.choices = choices
        elif ctype == 9:
            if not data.get("custom_id") or not data.get("title") or not data.get("components"):
                raise ApiError.invalid_form(
                    [("data", "modals need custom_id, title and components")]
                )
            result.modal = copy.deepcopy(data)
        result.callback_type = ctype
        result.callback_body = copy.deepcopy(body)
        result.acked_real = time.monotonic()
        if not req.flag("with_response"):
            return Reply(204)
        interaction: dict[str, Any] = {
            "id": str(result.id),
            "type": result.type,
            "activity_instance_id": None,
            "response_message_id": str(message.id) if message is not None else None,
            "response_message_loading": ctype == 5,
            "response_message_ephemeral": bool(message is not None and message.ephemeral),
        }
        resource: dict[str, Any] = {"type": ctype}
        if message is not None and ctype in (4, 5, 7):
            resource["message"] = message.payload()
        return Reply(200, {"interaction": interaction, "resource": resource})

    def _webhook_interaction(self, req: RestRequest) -> InteractionResult:
        fake = self.fake
        if int(req.params["application_id"]) != fake.application_id:
            raise ApiError(404, 10015, "Unknown Webhook")
        result = fake.interaction_by_token(req.params["token"])
        if result is None:
            raise ApiError(401, 50027, "Invalid Webhook Token")
        req.call.interaction_id = result.id
        result.calls.append(req.call)
        if fake.clock.monotonic() - result.created_at > TOKEN_LIFETIME:
            raise ApiError(401, 50027, "Invalid Webhook Token")
        return result

    def _webhook_message(self, req: RestRequest, result: InteractionResult) -> FakeMessage:
        target = req.params["message_id"]
        if target == "@original":
            message_id = result.original_message_id
        else:
            message_id = int(target)
            own = {result.original_message_id, *result.followup_ids}
            if message_id not in own:
                message_id = None
        message = self.fake.messages.get(message_id) if message_id is not None else None
        if message is None or message.deleted:
            raise ApiError(404, 10008, "Unknown Message")
        return message

    async def webhook_execute(self, req: RestRequest) -> Reply:
        """``POST /webhooks/{app_id}/{token}``: followup message."""
        result = self._webhook_interaction(req)
        if result.callback_type is None:
            raise ApiError(404, 10015, "Unknown Webhook")
        body = req.body()
        original = result.message
        if (
            result.callback_type == 5
            and original is not None
            and original.loading
            and not original.deleted
        ):
            # Discord turns the first followup after a deferred reply into that reply.
            fields = self._message_fields(
                body,
                req.files,
                original.channel,
                original,
                allowed_flags=INTERACTION_FLAGS,
                ephemeral=original.ephemeral,
            )
            self.fake.apply_edit(original, fields, req.call)
            message = original
        else:
            ephemeral = bool(int(body.get("flags") or 0) & FLAG_EPHEMERAL)
            fields = self._message_fields(
                body,
                req.files,
                result.channel,
                None,
                allowed_flags=INTERACTION_FLAGS,
                ephemeral=ephemeral,
            )
            message = self._new_bot_message(
                result.channel,
                fields,
                visible_to=result.user.id if ephemeral else None,
                interaction=result,
            )
            result.followup_ids.append(message.id)
            self.fake.store_message(message, req.call)
        result.touched_ids.append(message.id)
        if not req.flag("wait"):
            return Reply(204)
        return Reply(body=message.payload())

    async def webhook_get(self, req: RestRequest) -> Reply:
        """``GET /webhooks/{app_id}/{token}/messages/{id|@original}``."""
        result = self._webhook_interaction(req)
        return Reply(body=self._webhook_message(req, result).payload())

    async def webhook_edit(self, req: RestRequest) -> Reply:
        """``PATCH /webhooks/{app_id}/{token}/messages/{id|@original}``."""
        result = self._webhook_interaction(req)
        message = self._webhook_message(req, result)
        fields = self._message_fields(
            req.body(),
            req.files,
            message.channel,
            message,
            allowed_flags=INTERACTION_FLAGS,
            ephemeral=message.ephemeral,
        )
        self.fake.apply_edit(message, fields, req.call)
        result.touched_ids.append(message.id)
        return Reply(body=message.payload())

    async def webhook_delete(self, req: RestRequest) -> Reply:
        """``DELETE /webhooks/{app_id}/{token}/messages/{id|@original}``."""
        result = self._webhook_interaction(req)
        message = self._webhook_message(req, result)
        self.fake.delete_message(message, req.call)
        result.touched_ids.append(message.id)
        return Reply(204)

    # ------------------------------------------------------------------------------------
    # Channels
    # ------------------------------------------------------------------------------------

    async def get_channel(self, req: RestRequest) -> Reply:
        """``GET /channels/{id}``."""
        channel = self._channel(req)
        self._require(channel)
        return Reply(body=channel.payload())

    async def edit_channel(self, req: RestRequest) -> Reply:
        """``PATCH /channels/{id}``: name/topic, and archived/locked/invitable for threads."""
        channel = self._channel(req)
        body = req.body()
        guild = channel.guild
        if guild is None:
            raise ApiError(403, 50003, "Cannot execute action on a DM channel")
        if channel.is_thread:
            if channel.owner_id != self.fake.bot_user.id:
                self._require(channel, _perm(manage_threads=True))
            for key in ("archived", "locked", "invitable", "auto_archive_duration"):
                if key in body:
                    setattr(channel, key, body[key])
        else:
            self._require(channel, _perm(manage_channels=True))
            if "topic" in body:
                channel.topic = body["topic"]
        if "name" in body:
            channel.name = str(body["name"])
        event = "THREAD_UPDATE" if channel.is_thread else "CHANNEL_UPDATE"
        self.fake.gateway.dispatch(
            event, channel.payload(), guild_id=guild.id, intent=Intents.GUILDS
        )
        return Reply(body=channel.payload())

    async def delete_channel(self, req: RestRequest) -> Reply:
        """``DELETE /channels/{id}`` (threads: owner or MANAGE_THREADS)."""
        channel = self._channel(req)
        guild = channel.guild
        if guild is None:
            raise ApiError(403, 50003, "Cannot execute action on a DM channel")
        if channel.is_thread and channel.owner_id == self.fake.bot_user.id:
            self._require(channel)
        else:
            self._require(
                channel,
                _perm(manage_threads=True) if channel.is_thread else _perm(manage_channels=True),
            )
        payload = channel.payload()
        guild.channels.pop(channel.id, None)
        self.fake.channels.pop(channel.id, None)
        event = "THREAD_DELETE" if channel.is_thread else "CHANNEL_DELETE"
        self.fake.gateway.dispatch(event, payload, guild_id=guild.id, intent=Intents.GUILDS)
        return Reply(body=payload)

    async def list_messages(self, req: RestRequest) -> Reply:
        """``GET /channels/{id}/messages`` (public messages, newest first)."""
        channel = self._channel(req)
        self._require(channel, _perm(read_message_history=True))
        limit = max(1, min(100, int(req.query.get("limit", 50))))
        messages = self.fake.channel_messages(channel)
        if "before" in req.query:
            messages = [m for m in messages if m.id < int(req.query["before"])]
        if "after" in req.query:
            messages = [m for m in messages if m.id > int(req.query["after"])]
            messages = messages[:limit]
        messages = list(reversed(messages))[:limit]
        return Reply(body=[m.payload() for m in messages])

    async def create_message(self, req: RestRequest) -> Reply:
        """``POST /channels/{id}/messages`` (JSON or multipart)."""
        channel = self._channel(req)
        needed = (
            _perm(send_messages_in_threads=True) if channel.is_thread else _perm(send_messages=True)
        )
        if req.files:
            needed |= _perm(attach_files=True)
        self._require(channel, needed)
        if channel.is_thread and channel.archived:
            if channel.locked:
                raise ApiError(400, 50083, "Thread is archived")
            channel.archived = False
        fields = self._message_fields(
            req.body(), req.files, channel, None, allowed_flags=CREATE_FLAGS, ephemeral=False
        )
        message_type = 19 if req.body().get("message_reference") else 0
        message = self._new_bot_message(channel, fields, message_type=message_type)
        self.fake.store_message(message, req.call)
        return Reply(body=message.payload())

    async def get_message(self, req: RestRequest) -> Reply:
        """``GET /channels/{id}/messages/{mid}`` (ephemeral messages are 404)."""
        _, message = self._channel_message(req)
        return Reply(body=message.payload())

    async def edit_message(self, req: RestRequest) -> Reply:
        """``PATCH /channels/{id}/messages/{mid}`` (own messages only; ephemeral are 404)."""
        channel, message = self._channel_message(req)
        body = req.body()
        if message.author.id != self.fake.bot_user.id:
            if set(body) - {"flags"}:
                raise ApiError(403, 50005, "Cannot edit a message authored by another user")
            self._require(channel, _perm(manage_messages=True))
        fields = self._message_fields(
            body, req.files, channel, message, allowed_flags=CREATE_FLAGS, ephemeral=False
        )
        self.fake.apply_edit(message, fields, req.call)
        return Reply(body=message.payload())

    async def delete_message(self, req: RestRequest) -> Reply:
        """``DELETE /channels/{id}/messages/{mid}``."""
        channel, message = self._channel_message(req)
        if message.author.id != self.fake.bot_user.id:
            self._require(channel, _perm(manage_messages=True))
        self.fake.delete_message(message, req.call)
        return Reply(204)

    async def bulk_delete(self, req: RestRequest) -> Reply:
        """``POST /channels/{id}/messages/bulk-delete``."""
        channel = self._channel(req)
        self._require(channel, _perm(manage_messages=True))
        ids = [int(i) for i in req.body().get("messages", [])]
        if not 2 <= len(ids) <= 100:
            raise ApiError.invalid_form([("messages", "between 2 and 100 ids")])
        for message_id in ids:
            message = self.fake.messages.get(message_id)
            if (
                message is not None
                and message.channel is channel
                and not message.deleted
                and not message.ephemeral
            ):
                self.fake.delete_message(message, req.call)
        return Reply(204)

    async def add_reaction(self, req: RestRequest) -> Reply:
        """``PUT .../reactions/{emoji}/@me``."""
        channel, message = self._channel_message(req)
        self._require(channel, _perm(add_reactions=True, read_message_history=True))
        message.reactions.setdefault(req.params["emoji"], set()).add(self.fake.bot_user.id)
        self.fake.notify_change()
        return Reply(204)

    async def remove_reaction(self, req: RestRequest) -> Reply:
        """``DELETE .../reactions/{emoji}/@me``."""
        _, message = self._channel_message(req)
        message.reactions.get(req.params["emoji"], set()).discard(self.fake.bot_user.id)
        return Reply(204)

    async def pin(self, req: RestRequest) -> Reply:
        """``PUT /channels/{id}/pins/{mid}``."""
        channel, message = self._channel_message(req)
        self._require(channel, _perm(manage_messages=True))
        message.pinned = True
        return Reply(204)

    async def unpin(self, req: RestRequest) -> Reply:
        """``DELETE /channels/{id}/pins/{mid}``."""
        channel, message = self._channel_message(req)
        self._require(channel, _perm(manage_messages=True))
        message.pinned = False
        return Reply(204)

    async def typing(self, req: RestRequest) -> Reply:
        """``POST /channels/{id}/typing``."""
        self._require(self._channel(req))
        return Reply(204)

    def _new_thread(
        self, parent: FakeChannel, body: dict[str, Any], thread_type: int, thread_id: int
    ) -> FakeChannel:
        guild = parent.guild
        if guild is None or parent.is_thread:
            raise ApiError(400, 50024, "Cannot execute action on this channel type")
        name = str(body.get("name") or "")
        if not 1 <= len(name) <= 100:
            raise ApiError.invalid_form([("name", "must be 1-100 characters")])
        thread = FakeChannel(
            self.fake,
            thread_id,
            thread_type,
            name,
            guild=guild,
            parent_id=parent.id,
            owner_id=self.fake.bot_user.id,
        )
        thread.auto_archive_duration = int(body.get("auto_archive_duration") or 1440)
        thread.invitable = bool(body.get("invitable", True))
        thread.thread_member_ids.add(self.fake.bot_user.id)
        guild.channels[thread.id] = thread
        self.fake.channels[thread.id] = thread
        payload = thread.payload()
        payload["newly_created"] = True
        self.fake.gateway.dispatch(
            "THREAD_CREATE", payload, guild_id=guild.id, intent=Intents.GUILDS
        )
        self.fake.notify_change()
        return thread

    async def create_thread(self, req: RestRequest) -> Reply:
        """``POST /channels/{id}/threads`` (thread without a starter message)."""
        parent = self._channel(req)
        body = req.body()
        thread_type = int(body.get("type") or PRIVATE_THREAD)
        if thread_type not in THREAD_TYPES:
            raise ApiError.invalid_form([("type", "must be a thread type")])
        needed = (
            _perm(create_private_threads=True)
            if thread_type == PRIVATE_THREAD
            else _perm(create_public_threads=True)
        )
        self._require(parent, needed)
        thread = self._new_thread(parent, body, thread_type, self.fake.snowflakes.next())
        return Reply(201, thread.payload())

    async def create_thread_from_message(self, req: RestRequest) -> Reply:
        """``POST /channels/{id}/messages/{mid}/threads`` (thread id = message id)."""
        parent, message = self._channel_message(req)
        self._require(parent, _perm(create_public_threads=True))
        if message.thread_id is not None:
            raise ApiError(400, 160004, "A thread has already been created for this message")
        thread = self._new_thread(parent, req.body(), PUBLIC_THREAD, message.id)
        message.thread_id = thread.id
        return Reply(201, thread.payload())

    def _thread_member(self, req: RestRequest) -> tuple[FakeChannel, int]:
        thread = self._channel(req)
        if not thread.is_thread:
            raise ApiError(400, 50024, "Cannot execute action on this channel type")
        raw = req.params["user_id"]
        user_id = self.fake.bot_user.id if raw == "@me" else int(raw)
        if thread.guild is None or user_id not in thread.guild.members:
            raise ApiError(404, 10007, "Unknown Member")
        return thread, user_id

    async def add_thread_member(self, req: RestRequest) -> Reply:
        """``PUT /channels/{id}/thread-members/{user_id|@me}``."""
        thread, user_id = self._thread_member(req)
        if (
            user_id != self.fake.bot_user.id
            and thread.type == PRIVATE_THREAD
            and thread.owner_id != self.fake.bot_user.id
        ):
            self._require(thread, _perm(manage_threads=True))
        thread.thread_member_ids.add(user_id)
        self.fake.notify_change()
        return Reply(204)

    async def remove_thread_member(self, req: RestRequest) -> Reply:
        """``DELETE /channels/{id}/thread-members/{user_id|@me}``."""
        thread, user_id = self._thread_member(req)
        thread.thread_member_ids.discard(user_id)
        self.fake.notify_change()
        return Reply(204)

    # ------------------------------------------------------------------------------------
    # Guilds
    # ------------------------------------------------------------------------------------

    def _guild(self, req: RestRequest) -> Any:
        guild = self.fake.guilds.get(int(req.params["guild_id"]))
        if guild is None:
            raise ApiError(404, 10004, "Unknown Guild")
        return guild

    async def get_guild(self, req: RestRequest) -> Reply:
        """``GET /guilds/{id}``."""
        guild = self._guild(req)
        data = guild.payload()
        if req.flag("with_counts"):
            data["approximate_member_count"] = len(guild.members)
            data["approximate_presence_count"] = 0
        return Reply(body=data)

    async def get_guild_channels(self, req: RestRequest) -> Reply:
        """``GET /guilds/{id}/channels``."""
        guild = self._guild(req)
        return Reply(body=[c.payload() for c in guild.channels.values() if not c.is_thread])

    async def get_guild_roles(self, req: RestRequest) -> Reply:
        """``GET /guilds/{id}/roles``."""
        return Reply(body=[r.payload() for r in self._guild(req).roles.values()])

    async def list_members(self, req: RestRequest) -> Reply:
        """``GET /guilds/{id}/members``."""
        guild = self._guild(req)
        limit = max(1, min(1000, int(req.query.get("limit", 1))))
        after = int(req.query.get("after", 0))
        members = sorted(
            (m for m in guild.members.values() if m.user.id > after), key=lambda m: m.user.id
        )
        return Reply(body=[m.payload() for m in members[:limit]])

    async def get_member(self, req: RestRequest) -> Reply:
        """``GET /guilds/{id}/members/{user_id}``."""
        guild = self._guild(req)
        member = guild.members.get(int(req.params["user_id"]))
        if member is None:
            raise ApiError(404, 10007, "Unknown Member")
        return Reply(body=member.payload())
