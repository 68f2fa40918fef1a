"""The fake gateway: a websocket endpoint speaking Discord's gateway protocol (v10, JSON).

Supported: HELLO (op 10), HEARTBEAT/ACK (1/11), IDENTIFY (2) -> READY + GUILD_CREATE
(with ``shard: [id, count]``: that shard's guilds only; 4010 for a shard that does not exist,
4011 when the shard would hold more than ``max_guilds_per_shard`` guilds),
RESUME (6) with replay of missed events -> RESUMED, REQUEST_GUILD_MEMBERS (8) ->
GUILD_MEMBERS_CHUNK, PRESENCE/VOICE updates (3/4, recorded), server-initiated
RECONNECT (7), INVALID_SESSION (9) and abrupt closes. ``zlib-stream`` transport
compression is honoured when requested (set ``gateway_compression=False`` on the
fake for plain TEXT frames).

Each IDENTIFY creates a :class:`GatewaySession`; events are sequenced and buffered per
session so that a client resuming after a reconnect receives everything it missed,
exactly like Discord. A session becomes invalid when the client closes with code
1000/1001 (what ``Client.close()`` does) or after INVALID_SESSION(false).
"""

from __future__ import annotations

import asyncio
import bisect
import contextlib
import dataclasses
import json
import time
import uuid
import zlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import aiohttp
from aiohttp import web

from .errors import NoBotConnectedError

if TYPE_CHECKING:
    from .interactions import InteractionResult
    from .server import FakeDiscord

__all__ = ["Gateway", "GatewayConnection", "GatewayFrame", "GatewaySession", "Intents"]


class Intents:
    """Gateway intent bits used by the fake for event filtering."""

    GUILDS = 1 << 0
    GUILD_MEMBERS = 1 << 1
    GUILD_PRESENCES = 1 << 8
    GUILD_MESSAGES = 1 << 9
    GUILD_MESSAGE_REACTIONS = 1 << 10
    DIRECT_MESSAGES = 1 << 12
    MESSAGE_CONTENT = 1 << 15
    PRIVILEGED = GUILD_MEMBERS | GUILD_PRESENCES | MESSAGE_CONTENT


@dataclasses.dataclass(frozen=True)
class GatewayFrame:
    """One gateway frame sent or received, for debugging and benchmarks."""

    direction: str  # "send" or "recv"
    op: int | None
    event: str | None
    seq: int | None
    session_id: str | None
    at: float


_Outgoing = tuple[str, Callable[[], None] | None]


class GatewayConnection:
    """One websocket connection. Frames are sent in order by a writer task."""

    def __init__(
        self, gateway: Gateway, ws: web.WebSocketResponse, path: str, query: dict[str, str]
    ) -> None:
        self.gateway = gateway
        self.ws = ws
        self.path = path
        self.query = query
        compress = query.get("compress") == "zlib-stream" and gateway.fake.gateway_compression
        self._compressor = zlib.compressobj() if compress else None
        self._queue: asyncio.Queue[_Outgoing | None] = asyncio.Queue()
        self.session: GatewaySession | None = None
        self.closed = False
        self.close_code: int | None = None
        #: True when the fake (not the client) initiated the close.
        self.closed_by_server = False
        self.heartbeats = 0
        self.opened_at = time.monotonic()
        self._writer = asyncio.create_task(self._write_loop(), name="fakediscord-gateway-writer")

    def __repr__(self) -> str:
        sid = self.session.id if self.session else None
        return f"<GatewayConnection {self.path} session={sid} closed={self.closed}>"

    def send(self, payload: dict[str, Any], on_sent: Callable[[], None] | None = None) -> None:
        """Queue a JSON payload (op/d/s/t) for sending."""
        self.send_text(json.dumps(payload), on_sent)

    def send_text(self, text: str, on_sent: Callable[[], None] | None = None) -> None:
        """Queue an already serialised frame."""
        if not self.closed:
            self._queue.put_nowait((text, on_sent))

    async def _write_loop(self) -> None:
        while True:
            item = await self._queue.get()
            if item is None:
                return
            text, on_sent = item
            try:
                if self._compressor is not None:
                    data = self._compressor.compress(text.encode()) + self._compressor.flush(
                        zlib.Z_SYNC_FLUSH
                    )
                    await self.ws.send_bytes(data)
                else:
                    await self.ws.send_str(text)
            except (ConnectionError, RuntimeError, aiohttp.ClientError):
                return
            frame = json.loads(text)
            self.gateway.log_frame("send", frame, self.session)
            if on_sent is not None:
                on_sent()

    async def close(self, code: int, message: str = "") -> None:
        """Close the websocket from the server side with ``code``."""
        self.closed_by_server = True
        if not self.ws.closed:
            await self.ws.close(code=code, message=message.encode())

    async def finish(self) -> None:
        """Stop the writer once the socket is gone."""
        self.closed = True
        self._queue.put_nowait(None)
        with contextlib.suppress(asyncio.CancelledError):
            await self._writer


class GatewaySession:
    """A gateway session (created by IDENTIFY, continued by RESUME)."""

    def __init__(
        self, session_id: str, token: str, intents: int, shard: tuple[int, int], number: int
    ) -> None:
        self.id = session_id
        self.token = token
        self.intents = intents
        self.shard_id, self.shard_count = shard
        #: Increasing identify counter, newest session has the highest.
        self.number = number
        self.seq = 0
        self.buffer: list[tuple[int, str, Callable[[], None] | None]] = []
        self.connection: GatewayConnection | None = None
        self.invalid = False
        self.resumes = 0
        self.presence: dict[str, Any] | None = None

    def __repr__(self) -> str:
        state = "invalid" if self.invalid else ("connected" if self.connection else "resumable")
        return f"<GatewaySession {self.id[:8]} seq={self.seq} {state} resumes={self.resumes}>"

    @property
    def connected(self) -> bool:
        """True while a websocket is attached."""
        return self.connection is not None and not self.connection.closed

    def receives_guild(self, guild_id: int | None) -> bool:
        """Shard routing: ``(guild_id >> 22) % shard_count == shard_id`` (DMs go to shard 0)."""
        if guild_id is None:
            return self.shard_id == 0
        return (guild_id >> 22) % self.shard_count == self.shard_id

    def forget_up_to(self, seq: int) -> None:
        """Drop the buffered events up to ``seq``, which the client has acknowledged
        (its heartbeat carries the last sequence it received; a RESUME asks only for later
        ones)."""
        keep = bisect.bisect_right(self.buffer, seq, key=lambda item: item[0])
        del self.buffer[:keep]

    def dispatch(self, event: str, data: Any, on_sent: Callable[[], None] | None = None) -> int:
        """Sequence, buffer and (if connected) send a DISPATCH event; return its seq."""
        self.seq += 1
        text = json.dumps({"op": 0, "t": event, "s": self.seq, "d": data})
        self.buffer.append((self.seq, text, on_sent))
        if self.connection is not None:
            self.connection.send_text(text, on_sent)
        return self.seq


class Gateway:
    """Gateway endpoint and session registry of a :class:`FakeDiscord`."""

    def __init__(self, fake: FakeDiscord) -> None:
        self.fake = fake
        self.sessions: dict[str, GatewaySession] = {}
        self.connections: set[GatewayConnection] = set()
        #: Every connection that ended (``close_code`` says how), oldest first.
        self.closed_connections: list[GatewayConnection] = []
        self.frames: list[GatewayFrame] = []
        self.identify_count = 0
        self._handlers: set[asyncio.Task[Any]] = set()

    # -- bookkeeping -------------------------------------------------------------------

    def log_frame(
        self, direction: str, frame: dict[str, Any], session: GatewaySession | None
    ) -> None:
        """Append to :attr:`frames` (unless the fake keeps no history)."""
        if not self.fake.keep_history:
            return
        self.frames.append(
            GatewayFrame(
                direction,
                frame.get("op"),
                frame.get("t"),
                frame.get("s"),
                session.id if session else None,
                time.monotonic(),
            )
        )

    def live_sessions(self) -> list[GatewaySession]:
        """Sessions that are connected or resumable, oldest first."""
        return [s for s in self.sessions.values() if not s.invalid]

    def connected_sessions(self) -> list[GatewaySession]:
        """Sessions with an open websocket."""
        return [s for s in self.live_sessions() if s.connected]

    def shard_sessions(self, shard_id: int) -> list[GatewaySession]:
        """Connected sessions of one shard, newest last (interactions go to the newest)."""
        found = [s for s in self.connected_sessions() if s.shard_id == shard_id]
        return sorted(found, key=lambda s: s.number)

    def has_open_connection(self) -> bool:
        """True while any websocket is open."""
        return any(not c.closed for c in self.connections)

    # -- websocket endpoint --------------------------------------------------------------

    async def handle(self, request: web.Request) -> web.StreamResponse:
        """aiohttp handler for ``GET /`` (and the resume URL) with websocket upgrade."""
        ws = web.WebSocketResponse(autoping=True, heartbeat=None, max_msg_size=0)
        if not ws.can_prepare(request).ok:
            return web.Response(status=400, text="this endpoint only accepts websocket upgrades")
        task = asyncio.current_task()
        if task is not None:
            self._handlers.add(task)
        await ws.prepare(request)
        conn = GatewayConnection(self, ws, request.path, dict(request.query))
        self.connections.add(conn)
        self.fake.notify_change()
        try:
            if request.query.get("encoding", "json") != "json":
                await conn.close(4002, "fakediscord only speaks encoding=json")
                return ws
            conn.send(
                {
                    "op": 10,
                    "d": {
                        "heartbeat_interval": int(self.fake.heartbeat_interval * 1000),
                        "_trace": ["fakediscord"],
                    },
                    "s": None,
                    "t": None,
                }
            )
            async for msg in ws:
                if msg.type is aiohttp.WSMsgType.TEXT:
                    await self._on_frame(conn, msg.data)
                elif msg.type is aiohttp.WSMsgType.BINARY:
                    await conn.close(4002, "binary frames are not supported")
                elif msg.type is aiohttp.WSMsgType.ERROR:
                    break
        finally:
            conn.close_code = ws.close_code
            await conn.finish()
            self._detach(conn)
            self.connections.discard(conn)
            self.closed_connections.append(conn)
            if task is not None:
                self._handlers.discard(task)
            self.fake.notify_change()
        return ws

    def _detach(self, conn: GatewayConnection) -> None:
        session = conn.session
        if session is not None and session.connection is conn:
            session.connection = None
            if conn.close_code in (1000, 1001) and not conn.closed_by_server:
                session.invalid = True

    async def _on_frame(self, conn: GatewayConnection, text: str) -> None:
        try:
            frame = json.loads(text)
        except ValueError:
            await conn.close(4002, "Decode error")
            return
        self.log_frame("recv", frame, conn.session)
        op = frame.get("op")
        data = frame.get("d")
        if op == 1:
            conn.heartbeats += 1
            if not self.fake.keep_history and conn.session is not None:
                conn.session.forget_up_to(data if isinstance(data, int) else 0)
            conn.send({"op": 11, "d": None, "s": None, "t": None})
        elif op == 2:
            await self._identify(conn, data or {})
        elif op == 6:
            await self._resume(conn, data or {})
        elif conn.session is None:
            await conn.close(4003, "Not authenticated")
        elif op == 3:
            conn.session.presence = data
        elif op == 4:
            pass
        elif op == 8:
            self._request_members(conn.session, data or {})
        else:
            await conn.close(4001, "Unknown opcode")
        self.fake.notify_change()

    async def _identify(self, conn: GatewayConnection, data: dict[str, Any]) -> None:
        fake = self.fake
        if conn.session is not None:
            await conn.close(4005, "Already authenticated")
            return
        token = data.get("token")
        if fake.token is not None and token != fake.token:
            await conn.close(4004, "Authentication failed")
            return
        intents = int(data.get("intents", 0))
        if fake.allowed_privileged_intents is not None and (
            intents & Intents.PRIVILEGED & ~fake.allowed_privileged_intents
        ):
            await conn.close(4014, "Disallowed intent(s)")
            return
        shard_id, shard_count = data.get("shard") or (0, 1)
        if not 0 <= shard_id < shard_count:
            await conn.close(4010, "Invalid shard")
            return
        shard_guilds = sum(
            1 for g in fake.guilds.values() if (g.id >> 22) % shard_count == shard_id
        )
        if shard_guilds > fake.max_guilds_per_shard:
            await conn.close(4011, "Sharding required")
            return
        self.identify_count += 1
        session = GatewaySession(
            uuid.uuid4().hex, str(token), intents, (shard_id, shard_count), self.identify_count
        )
        self.sessions[session.id] = session
        session.connection = conn
        conn.session = session
        guilds = [g for g in fake.guilds.values() if session.receives_guild(g.id)]
        me = fake.bot_user.payload()
        me.update({"verified": True, "mfa_enabled": False, "flags": 0, "bot": True})
        session.dispatch(
            "READY",
            {
                "v": 10,
                "user": me,
                "guilds": [{"id": str(g.id), "unavailable": True} for g in guilds],
                "session_id": session.id,
                "session_type": "normal",
                "resume_gateway_url": fake.resume_gateway_url,
                "shard": [shard_id, shard_count],
                "application": {"id": str(fake.application_id), "flags": fake.application_flags},
                "private_channels": [],
                "relationships": [],
                "presences": [],
                "user_settings": {},
                "geo_ordered_rtc_regions": [],
                "_trace": ["fakediscord"],
            },
        )
        for guild in guilds:
            session.dispatch("GUILD_CREATE", guild.gateway_payload())

    async def _resume(self, conn: GatewayConnection, data: dict[str, Any]) -> None:
        session = self.sessions.get(str(data.get("session_id")))
        if session is None or session.invalid or data.get("token") != session.token:
            conn.send({"op": 9, "d": False, "s": None, "t": None})
            return
        old = session.connection
        if old is not None and old is not conn:
            old.session = None
            await old.close(4000, "Session resumed elsewhere")
        session.connection = conn
        conn.session = session
        last_seen = int(data.get("seq") or 0)
        for seq, text, on_sent in session.buffer:
            if seq > last_seen:
                conn.send_text(text, on_sent)
        session.resumes += 1
        session.dispatch("RESUMED", {"_trace": ["fakediscord"]})

    def _request_members(self, session: GatewaySession, data: dict[str, Any]) -> None:
        guild = self.fake.guilds.get(int(data.get("guild_id", 0)))
        if guild is None:
            return
        members = list(guild.members.values())
        not_found: list[str] = []
        if data.get("user_ids"):
            wanted = {int(u) for u in data["user_ids"]}
            not_found = [str(u) for u in wanted if u not in guild.members]
            members = [m for m in members if m.user.id in wanted]
        elif data.get("query"):
            query = str(data["query"]).lower()
            members = [m for m in members if m.user.username.lower().startswith(query)]
        limit = int(data.get("limit") or 0)
        if limit:
            members = members[:limit]
        chunk: dict[str, Any] = {
            "guild_id": str(guild.id),
            "members": [m.payload() for m in members],
            "chunk_index": 0,
            "chunk_count": 1,
            "not_found": not_found,
        }
        if data.get("nonce") is not None:
            chunk["nonce"] = data["nonce"]
        if data.get("presences"):
            chunk["presences"] = []
        session.dispatch("GUILD_MEMBERS_CHUNK", chunk)

    # -- dispatching ------------------------------------------------------------------------

    def dispatch(
        self,
        event: str,
        data: Any,
        *,
        guild_id: int | None = None,
        intent: int | None = None,
        transform: Callable[[GatewaySession, Any], Any] | None = None,
    ) -> int:
        """Send an event to every live session that should get it; return how many did."""
        count = 0
        for session in self.live_sessions():
            if guild_id is not None and not session.receives_guild(guild_id):
                continue
            if intent is not None and not session.intents & intent:
                continue
            session.dispatch(event, transform(session, data) if transform else data)
            count += 1
        return count

    def dispatch_interaction(
        self, result: InteractionResult, payload: dict[str, Any], guild_id: int | None
    ) -> None:
        """Deliver INTERACTION_CREATE to the newest live session for the guild's shard."""
        sessions = [s for s in self.live_sessions() if s.receives_guild(guild_id)]
        if not sessions:
            raise NoBotConnectedError(
                "no bot gateway session to deliver the interaction to; "
                "call `await fake.start_bot(bot)` first"
            )
        session = max(sessions, key=lambda s: s.number)

        def delivered() -> None:
            if result.delivered_real is None:
                result.delivered_real = time.monotonic()

        session.dispatch("INTERACTION_CREATE", payload, on_sent=delivered)

    # -- server-initiated disruptions ----------------------------------------------------------

    def send_reconnect(self) -> list[GatewaySession]:
        """Send op 7 RECONNECT on every connected session; return those sessions."""
        sessions = self.connected_sessions()
        for session in sessions:
            assert session.connection is not None
            session.connection.send({"op": 7, "d": None, "s": None, "t": None})
        return sessions

    def send_invalid_session(self, resumable: bool) -> list[GatewaySession]:
        """Send op 9 INVALID_SESSION; when not resumable the sessions become invalid."""
        sessions = self.connected_sessions()
        for session in sessions:
            assert session.connection is not None
            session.connection.send({"op": 9, "d": resumable, "s": None, "t": None})
            if not resumable:
                session.invalid = True
        return sessions

    async def drop_connections(self, code: int = 4000) -> list[GatewaySession]:
        """Close every open websocket from the server side (sessions stay resumable)."""
        sessions = self.connected_sessions()
        for conn in list(self.connections):
            await conn.close(code, "fakediscord dropped the connection")
        return sessions

    async def close_all(self) -> None:
        """Close all websockets and wait for their handlers to finish."""
        for conn in list(self.connections):
            with contextlib.suppress(Exception):
                await conn.close(1001, "fakediscord shutting down")
        if self._handlers:
            await asyncio.wait(list(self._handlers), timeout=2.0)
