"""Two bot processes on one PostgreSQL split the shards; one is killed in the middle of a deal
and its table resumes in the restarted process with nothing lost and nothing doubled.

The fake Discord runs here; each bot is a process of its own (:mod:`botproc`). Process A runs
shard 0 of 2, process B shard 1; each has a server with a table of four humans. The players
click what the bots send them; before every click the test reads the action log, so it knows
which move each click is for. A is killed with SIGKILL right after one more click reached it
(whether A stored that click or not is up to chance), B plays on, A is started again, takes
the table over once A's lease has expired, and the deal is played to its end.

Then every acknowledged click is in the log exactly once, at its move; the in-flight click is
there at most once; nothing else is; the engine replays the log to the end of the deal and
its score sheet is what the ledger booked, once; only A and its successor ever held A's
table, and only B held B's.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from botproc import TOKEN, BotProcess
from fakediscord import FakeChannel, FakeDiscord, FakeMessage, FakeUser, InteractionResult

from bot.store import Store
from engine import families
from engine.core.record import replay

LEASE = 4.0
TABLE_MSG = re.compile(r"^tk:h:(\d+):(\d+)$")
ACTION = re.compile(r"^tk:a:(\d+):(\d+):(\d+):(\d+):(.+)$")


def _lobby(op: str) -> re.Pattern[str]:
    return re.compile(rf"^tk:l:(\d+):{op}$")


@dataclass(frozen=True)
class Click:
    """One action click: who, at which move of which deal, what."""

    user: int
    seat: int
    deal: int
    move: int
    action: str


@dataclass
class Room:
    """One server's channel, its four players and their latest hand messages."""

    fake: FakeDiscord
    chan: FakeChannel
    players: list[FakeUser]
    table_id: int = 0
    hands: dict[int, FakeMessage] = field(default_factory=dict)
    applied: list[Click] = field(default_factory=list)
    """Clicks at the current move that the bot acknowledged."""

    def table_message(self) -> FakeMessage | None:
        return self.fake.last_message(
            self.chan,
            predicate=lambda m: any(TABLE_MSG.match(b.get("custom_id", "")) for b in m.buttons()),
            include_ephemeral=False,
        )


async def _open(room: Room, store: Store) -> None:
    """``/tarok start`` for four, the others join, the host starts."""
    host = room.players[0]
    lobby = await (await host.slash(room.chan, "tarok start", {"players": 4})).wait_response()
    ids = [b["custom_id"] for b in lobby.buttons() if _lobby("join").match(b["custom_id"])]
    room.table_id = int(_lobby("join").match(ids[0]).group(1))  # type: ignore[union-attr]
    for user in room.players[1:]:
        await user.click(lobby, custom_id=_lobby("join"))

    async def seated() -> bool:
        return len(await store.tables.seats(room.table_id)) == 4

    await _until(seated, "four seats")
    await host.click(lobby, custom_id=_lobby("start"))
    await room.fake.wait_for(room.table_message, description="the table message")


async def _until(check: Any, what: str, timeout: float = 30.0) -> Any:
    deadline = asyncio.get_running_loop().time() + timeout
    while True:
        value = await check()
        if value:
            return value
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        await asyncio.sleep(0.05)


async def _state(store: Store, table_id: int) -> tuple[int, Any, Any]:
    """The current deal's number, the family and its state, replayed from the store."""
    row = await store.tables.get(table_id)
    assert row is not None
    family = families.get(row.config.family)
    deal = (await store.tables.deals(table_id))[-1]
    logged = [a.action for a in await store.tables.actions(table_id, deal.deal_no)]
    return deal.deal_no, family, replay(family, json.loads(deal.header_json), logged)


def _button(hand: FakeMessage | None, deal: int, move: int) -> tuple[str, str] | None:
    """The custom id and action of a button for this deal and move (a pass if there is one)."""
    if hand is None:
        return None
    found = []
    for b in hand.buttons():
        m = ACTION.match(b.get("custom_id", ""))
        if m and not b.get("disabled") and (int(m.group(3)), int(m.group(4))) == (deal, move):
            found.append((b["custom_id"], m.group(5)))
    passes = [f for f in found if f[1] == "pass"]
    return (passes or found or [None])[0]


async def _next_click(room: Room, store: Store) -> tuple[FakeUser, FakeMessage, str, Click] | None:
    """The click the player on turn makes now (None: the deal is over); reopens his hand
    until it offers the current move."""
    deal, family, state = await _state(store, room.table_id)
    if family.is_over(state):
        return None
    move = len(await store.tables.actions(room.table_id, deal))
    seat = family.to_move(state)
    user = room.players[seat]
    for _ in range(200):
        found = _button(room.hands.get(user.id), deal, move)
        if found is not None:
            cid, action = found
            return user, room.hands[user.id], cid, Click(user.id, seat, deal, move, action)
        msg = room.table_message()
        if msg is not None:
            r = await user.click(msg, custom_id=TABLE_MSG)
            reply = await r.wait_response()
            if _button(reply, deal, move) is not None:
                room.hands[user.id] = reply
                continue
        await asyncio.sleep(0.1)  # the table is not driven right now (a takeover)
    raise AssertionError(f"no button for deal {deal} move {move} in {user.username}'s hand")


async def _play(room: Room, store: Store, moves: int | None = None) -> None:
    """Click ``moves`` moves (None: to the end of the deal), each at the current move."""
    done = 0
    while moves is None or done < moves:
        nxt = await _next_click(room, store)
        if nxt is None:
            return
        user, hand, cid, click = nxt
        r = await user.click(hand, custom_id=cid)
        updated = await r.wait_response()
        assert r.acknowledged and updated.id == hand.id
        room.hands[user.id] = updated
        room.applied.append(click)
        done += 1


async def _watch_leases(store: Store, table_ids: list[int], seen: dict[int, set[str]]) -> None:
    while True:
        for table_id in table_ids:
            lease = await store.leases.get(table_id)
            if lease is not None:
                seen[table_id].add(lease.holder)
        await asyncio.sleep(0.05)


async def _check_books(store: Store, room: Room, inflight: list[Click]) -> None:
    """The log is exactly the acknowledged clicks plus those in flight at a kill that were
    stored (a stored one leaves no later click at its move); the engine's replay of it is
    what the ledger booked."""
    log = await store.tables.actions(room.table_id, 1)
    clicked = {c.move for c in room.applied}
    expected = list(room.applied) + [c for c in inflight if c.move not in clicked]
    expected.sort(key=lambda c: c.move)
    assert [(a.move_no, a.action, a.seat, a.actor_id) for a in log] == [
        (c.move, c.action, c.seat, c.user) for c in expected
    ], "the action log is not exactly the clicks the bot took"
    assert {a.actor_kind for a in log} == {"player"}
    deal, family, state = await _state(store, room.table_id)
    assert deal == 1 and family.is_over(state)
    session = await store.ledger.session_for_table(room.table_id)
    assert session is not None and session.deals == 1 and session.status == "finished"
    rows = await store.ledger.entries(session.id)
    assert sorted((e.kind, e.seat) for e in rows if e.kind == "deal") == [
        ("deal", seat) for seat in range(4)
    ], "one ledger row per seat"
    sheet = family.result(state)
    by_seat = sorted((e for e in rows if e.kind == "deal"), key=lambda e: e.seat)
    assert [e.score for e in by_seat] == list(sheet.scores)


async def _kill_with_a_click_in_flight(
    room: Room, store: Store, process: BotProcess, *, delivered: bool
) -> Click:
    """The player on turn clicks; the process is killed once the click reached it
    (``delivered``) or at once. Returns the click (stored or not: chance decides)."""
    nxt = await _next_click(room, store)
    assert nxt is not None
    user, hand, cid, click = nxt
    sent: InteractionResult = await user.click(hand, custom_id=cid, wait=False)
    if delivered:
        await room.fake.wait_for(lambda: sent.delivered_real is not None, description="delivery")
    process.kill()
    assert await process.wait() != 0
    return click


async def _held_by(store: Store, table_id: int, process: BotProcess) -> None:
    async def held() -> bool:
        lease = await store.leases.get(table_id)
        return lease is not None and lease.holder == process.holder

    await _until(held, f"{process.name} to take table {table_id} over", 30)


async def test_a_killed_process_loses_and_doubles_nothing(pg_url: str, tmp_path: Path) -> None:
    async with FakeDiscord(patch=False, token=TOKEN, default_timeout=30.0) as fake:
        rooms = []
        for shard, names in (
            (0, ("ana", "bor", "cene", "dana")),
            (1, ("eva", "fran", "gal", "hana")),
        ):
            guild = fake.add_guild(f"shard {shard}", shard=(shard, 2))
            rooms.append(
                Room(fake, guild.add_text_channel("tarok"), [guild.add_member(n) for n in names])
            )
        zero, one = rooms

        def process(name: str, shard: str) -> BotProcess:
            return BotProcess(
                fake,
                pg_url,
                shard_ids=shard,
                shard_count=2,
                lease_seconds=LEASE,
                log_dir=tmp_path,
                name=name,
            )

        a, b = process("a", "0"), process("b", "1")
        processes = [a, b]
        store = await Store.open(pg_url)
        watcher: asyncio.Task[None] | None = None
        inflight: list[Click] = []
        try:
            await asyncio.gather(a.start(), b.start())
            await _open(zero, store)
            await _open(one, store)
            holders: dict[int, set[str]] = {zero.table_id: set(), one.table_id: set()}
            watcher = asyncio.create_task(
                _watch_leases(store, [zero.table_id, one.table_id], holders)
            )
            await _play(zero, store, 6)
            await _play(one, store, 4)
            await _play(zero, store, 6)

            # 1. A dies just after a click reached it; its successor starts at once, while
            # A's lease still runs, and takes the table over when it expires. B plays on.
            inflight.append(await _kill_with_a_click_in_flight(zero, store, a, delivered=True))
            a2 = process("a2", "0")
            processes.append(a2)
            await asyncio.gather(a2.start(), _play(one, store, 4))
            await _held_by(store, zero.table_id, a2)
            zero.hands.clear()  # the dead process's hand messages are not kept up to date
            await _play(zero, store, 12)

            # 2. A's successor dies as a click is sent; the next one starts after the lease
            # ran out and resumes the table as it starts.
            inflight.append(await _kill_with_a_click_in_flight(zero, store, a2, delivered=False))
            await asyncio.sleep(LEASE + 0.5)
            a3 = process("a3", "0")
            processes.append(a3)
            await a3.start()
            await _held_by(store, zero.table_id, a3)
            zero.hands.clear()
            await _play(zero, store)

            await _check_books(store, zero, inflight)
            log = await store.tables.actions(one.table_id, 1)
            assert [(x.move_no, x.action, x.actor_id) for x in log] == [
                (c.move, c.action, c.user) for c in one.applied
            ]
            assert holders[zero.table_id] <= {a.holder, a2.holder, a3.holder}
            assert {a2.holder, a3.holder} <= holders[zero.table_id]
            assert holders[one.table_id] == {b.holder}
            for p in (b, a3):
                assert not p.errors(), p.log()
        finally:
            if watcher is not None:
                watcher.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await watcher
            for p in processes:
                await p.stop()
            await store.close()
