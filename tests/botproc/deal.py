"""Four humans play a deal by clicking what a bot process sends them, and the books of it.

A :class:`Room` is one channel with four players at one table. Before every click it reads
the action log, so it knows which move the click is for; it clicks only buttons and selects
of the player's own ephemeral hand drawn for that move (reopening the hand with "My hand"
when the message it has is not current, e.g. after a restart). Its players bid Three when
they may (else pass), call a king, pick a talon half and discard at random, never announce,
and play a random legal card: a deal passes through the bidding, the king call, the talon,
the discards, the announcements and the tricks.

:func:`check_books` compares the store with the clicks the bot confirmed: the action log
holds each confirmed click exactly once at its move, a click in flight at a crash at most
once, nothing else; replaying the log ends the deal, whose score sheet the ledger booked
once per seat.
"""

from __future__ import annotations

import asyncio
import json
import random
import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from fakediscord import FakeChannel, FakeDiscord, FakeMessage, FakeUser, InteractionResult

from bot.store import Store
from engine import families
from engine.core.record import replay

TABLE_MSG = re.compile(r"^tk:h:(\d+):(\d+)$")
ACTION = re.compile(r"^tk:a:(\d+):(\d+):(\d+):(\d+):(.+)$")
DISCARD = re.compile(r"^tk:d:(\d+):(\d+):(\d+):(\d+):(\d+)$")


def lobby_button(op: str) -> re.Pattern[str]:
    """The custom id of a lobby button (whatever the language of its label)."""
    return re.compile(rf"^tk:l:(\d+):{op}$")


@dataclass(frozen=True)
class Click:
    """One click: who, at which move of which deal, the actions it asks for (one, or the
    discards chosen together in one select, stored at consecutive moves)."""

    user: int
    seat: int
    deal: int
    move: int
    actions: tuple[str, ...]

    @property
    def moves(self) -> range:
        """The moves the click fills once applied."""
        return range(self.move, self.move + len(self.actions))


@dataclass(frozen=True)
class Pending:
    """A click about to be made: the user, the hand message, the component and values."""

    user: FakeUser
    hand: FakeMessage
    custom_id: str
    values: list[str] | None
    click: Click


def confirmed(result: InteractionResult) -> bool:
    """Whether the bot showed the player the result of the click: its hand edited with the
    answer (callback 7), or a deferred acknowledgement (6) followed by that edit. A bare
    deferral promises nothing."""
    if result.callback_type == 7:
        return True
    return result.callback_type == 6 and any(
        c.route.startswith("PATCH /webhooks") and c.status == 200 for c in result.calls
    )


async def until(check: Callable[[], Awaitable[Any]], what: str, timeout: float = 30.0) -> Any:
    """Poll ``check`` until it gives something true; that value."""
    deadline = asyncio.get_running_loop().time() + timeout
    while True:
        value = await check()
        if value:
            return value
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        await asyncio.sleep(0.05)


async def state_of(store: Store, table_id: int) -> tuple[int, Any, Any, int]:
    """The current deal's number, the family, its state replayed from the store and the
    number of stored actions."""
    row = await store.tables.get(table_id)
    assert row is not None
    family = families.get(row.config.family)
    deal = (await store.tables.deals(table_id))[-1]
    logged = [a.action for a in await store.tables.actions(table_id, deal.deal_no)]
    state = replay(family, json.loads(deal.header_json), logged)
    return deal.deal_no, family, state, len(logged)


@dataclass
class Room:
    """One server's channel, its four players, their latest hand messages and the clicks
    the bot confirmed."""

    fake: FakeDiscord
    chan: FakeChannel
    players: list[FakeUser]
    rng: random.Random
    table_id: int = 0
    hands: dict[int, FakeMessage] = field(default_factory=dict)
    applied: list[Click] = field(default_factory=list)
    """Clicks the bot confirmed."""
    inflight: list[Click] = field(default_factory=list)
    """Clicks in flight when the bot died unconfirmed: each stored at most once."""

    def table_message(self) -> FakeMessage | None:
        """The newest public table message (with "My hand")."""
        return self.fake.last_message(
            self.chan,
            predicate=lambda m: any(TABLE_MSG.match(b.get("custom_id", "")) for b in m.buttons()),
            include_ephemeral=False,
        )

    async def open(self, store: Store) -> None:
        """``/tarok start`` for four, the others join, the host starts."""
        host = self.players[0]
        r = await host.slash(self.chan, "tarok start", {"players": 4})
        lobby = await r.wait_response()
        join = lobby_button("join")
        cid = next(b["custom_id"] for b in lobby.buttons() if join.match(b["custom_id"]))
        self.table_id = int(join.match(cid).group(1))  # type: ignore[union-attr]
        for user in self.players[1:]:
            await user.click(lobby, custom_id=join)

        async def seated() -> bool:
            return len(await store.tables.seats(self.table_id)) == 4

        await until(seated, "four seats")
        await host.click(lobby, custom_id=lobby_button("start"))
        await self.fake.wait_for(self.table_message, description="the table message")

    def _choose(
        self, hand: FakeMessage | None, user: FakeUser, seat: int, deal: int, move: int
    ) -> Pending | None:
        """The component the player uses on this hand for this deal and move, if any."""
        if hand is None:
            return None
        for s in hand.selects():
            m = DISCARD.match(s.get("custom_id", ""))
            if m and (int(m.group(3)), int(m.group(4))) == (deal, move):
                values = [o["value"] for o in s["options"]]
                chosen = self.rng.sample(values, int(m.group(5)))
                click = Click(user.id, seat, deal, move, tuple(chosen))
                return Pending(user, hand, s["custom_id"], chosen, click)
        found: dict[str, str] = {}
        for b in hand.buttons():
            m = ACTION.match(b.get("custom_id", ""))
            if m and not b.get("disabled") and (int(m.group(3)), int(m.group(4))) == (deal, move):
                found[m.group(5)] = b["custom_id"]
        if not found:
            return None
        if "bid:three" in found:
            action = "bid:three"
        elif "pass" in found:
            action = "pass"
        else:
            action = self.rng.choice(sorted(found))
        return Pending(user, hand, found[action], None, Click(user.id, seat, deal, move, (action,)))

    async def next_click(self, store: Store) -> Pending | None:
        """The click the player on turn makes now (None: the deal is over); reopens his hand
        until it offers the current move."""
        deal, family, state, move = await state_of(store, self.table_id)
        if family.is_over(state):
            return None
        seat = family.to_move(state)
        user = self.players[seat]
        for _ in range(300):
            found = self._choose(self.hands.get(user.id), user, seat, deal, move)
            if found is not None:
                return found
            msg = self.table_message()
            if msg is not None:
                r = await user.click(msg, custom_id=TABLE_MSG)
                reply = await r.wait_response()
                if reply.ephemeral and self._choose(reply, user, seat, deal, move) is not None:
                    self.hands[user.id] = reply
                    continue
            await asyncio.sleep(0.1)  # no process drives the table right now (a takeover)
        raise AssertionError(f"no component for deal {deal} move {move} in {user.username}'s hand")

    async def send(self, pending: Pending, *, wait: bool = True) -> InteractionResult:
        """Make the click (``wait``: until it is acknowledged)."""
        if pending.values is None:
            return await pending.user.click(pending.hand, custom_id=pending.custom_id, wait=wait)
        return await pending.user.select(
            pending.hand, pending.values, custom_id=pending.custom_id, wait=wait
        )

    async def play(self, store: Store, moves: int | None = None) -> int:
        """Click ``moves`` times (None: to the end of the deal), each at the current move;
        how many clicks were made."""
        done = 0
        while moves is None or done < moves:
            pending = await self.next_click(store)
            if pending is None:
                break
            r = await self.send(pending)
            updated = await r.wait_response()
            assert confirmed(r) and updated.id == pending.hand.id, r.callback_name
            self.hands[pending.user.id] = updated
            self.applied.append(pending.click)
            done += 1
        return done

    def forget_hands(self) -> None:
        """After a restart: reopen every hand before clicking on it."""
        self.hands.clear()


async def check_log(store: Store, room: Room) -> None:
    """The deal's action log is exactly the confirmed clicks plus those in flight at a crash
    that were stored (whole or not at all; a stored one leaves no later click at its moves),
    one action per move, each by the player who clicked."""
    log = await store.tables.actions(room.table_id, 1)
    assert [a.move_no for a in log] == list(range(len(log))), "moves doubled or missing"
    by_move = {a.move_no: a for a in log}
    filled = {m for c in room.applied for m in c.moves}
    taken = list(room.applied)

    def as_stored(c: Click) -> bool:
        return all(m in by_move for m in c.moves) and sorted(
            by_move[m].action for m in c.moves
        ) == sorted(c.actions)

    # A move may have had several clicks in flight: one killed before it was stored, then,
    # after the restart, the player's new choice at the same move, killed in flight again
    # but stored. The click whose actions the log holds is the one taken (first); a stored
    # action that matches no click still fails below.
    for c in sorted(room.inflight, key=lambda c: not as_stored(c)):
        present = [m in by_move for m in c.moves]
        if any(present) and not filled.intersection(c.moves):
            assert all(present), f"a click in flight was stored in part: {c}"
            taken.append(c)
            # The same click re-sent after one kill and in flight again at the next is one
            # click: once its moves are taken, its repetition claims nothing more.
            filled.update(c.moves)
    for c in taken:
        assert all(m in by_move for m in c.moves), f"a confirmed click was lost: {c}"
        stored = [by_move[m] for m in c.moves]
        assert {(a.seat, a.actor_id, a.actor_kind) for a in stored} == {
            (c.seat, c.user, "player")
        }, f"stored for someone else: {c}"
        assert sorted(a.action for a in stored) == sorted(c.actions), f"not what was clicked: {c}"
    covered = sorted(m for c in taken for m in c.moves)
    extra = [(a.move_no, a.seat, a.actor_kind, a.action) for a in log if a.move_no not in covered]
    assert covered == list(range(len(log))), (
        f"the log holds actions no click asked for: {extra}; clicks in flight at the kills: "
        f"{room.inflight}; the last confirmed: {room.applied[-3:]}"
    )


async def check_books(store: Store, room: Room) -> None:
    """:func:`check_log`, the deal is over and its score sheet booked once per seat."""
    await check_log(store, room)
    deal, family, state, _ = await state_of(store, room.table_id)
    assert deal == 1 and family.is_over(state)
    session = await store.ledger.session_for_table(room.table_id)
    assert session is not None and session.deals == 1 and session.status == "finished"
    rows = [e for e in await store.ledger.entries(session.id) if e.kind == "deal"]
    assert sorted(e.seat for e in rows) == list(range(4)), "one ledger row per seat"
    sheet = family.result(state)
    assert [e.score for e in sorted(rows, key=lambda e: e.seat)] == list(sheet.scores)
