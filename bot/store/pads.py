"""Score pads: games played with real cards whose score the bot keeps (migration 0005).

A pad names its players (server members or free names) and its rules. Each deal is stored
as the family's facts; a correction adds a new revision of the deal and keeps the older
ones (:meth:`PadRepo.history`). Every booked deal writes one ``pad`` row per player to the
pads' ledger, in the same transaction (a correction replaces the deal's rows); closing a
pad adds its ``settlement`` rows, reopening it takes them back. The guided form a player
is filling in is kept too (:class:`PadDraft`), so it outlives a restart.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Literal, cast

from bot.store.db import ConstraintError, Database, Row, StoreError, parse_time

PadStatus = Literal["open", "closed"]
PadKind = Literal["pad", "settlement"]


class PadExistsError(StoreError):
    """The channel has an open pad already."""

    def __init__(self, channel_id: int) -> None:
        super().__init__(f"channel {channel_id} has an open score pad")
        self.channel_id = channel_id


class StalePadError(StoreError):
    """A deal was entered against an older state of the pad (someone booked meanwhile), or
    the pad is closed."""


@dataclass(frozen=True)
class PadPlayer:
    """A player of a pad: a server member (``user_id``) or a free name."""

    seat: int
    name: str
    user_id: int | None = None


@dataclass(frozen=True)
class PadRow:
    """A pad's header."""

    id: int
    guild_id: int
    channel_id: int
    family: str
    players: int
    preset: str
    rules: dict[str, Any]
    status: PadStatus
    opened_by: int
    message_id: int | None
    created_at: datetime
    closed_at: datetime | None


@dataclass(frozen=True)
class PadDeal:
    """One entry of a deal: its facts as JSON, who entered them, and its revision (1: the
    first entry, then each correction)."""

    deal_no: int
    revision: int
    facts: dict[str, Any]
    entered_by: int
    created_at: datetime


@dataclass(frozen=True)
class PadEntry:
    """A row of the pads' ledger: a player's result in a deal (``pad``) or what closing
    the pad charged him (``settlement``)."""

    seat: int
    user_id: int | None
    deal_no: int
    score: int
    lines: list[dict[str, Any]] = field(default_factory=list)
    kind: PadKind = "pad"
    role: str | None = None
    contract: str | None = None
    won: bool | None = None


@dataclass(frozen=True)
class PadDraft:
    """The form a player is filling in: the deal it enters and the answers so far."""

    pad_id: int
    user_id: int
    deal_no: int
    answers: dict[str, Any]


def _pad(row: Row) -> PadRow:
    return PadRow(
        id=row["id"],
        guild_id=row["guild_id"],
        channel_id=row["channel_id"],
        family=row["family"],
        players=row["players"],
        preset=row["preset"],
        rules=json.loads(row["rules"]),
        status=cast(PadStatus, row["status"]),
        opened_by=row["opened_by"],
        message_id=row["message_id"],
        created_at=parse_time(row["created_at"]),
        closed_at=None if row["closed_at"] is None else parse_time(row["closed_at"]),
    )


def _deal(row: Row) -> PadDeal:
    return PadDeal(
        deal_no=row["deal_no"],
        revision=row["revision"],
        facts=json.loads(row["facts"]),
        entered_by=row["entered_by"],
        created_at=parse_time(row["created_at"]),
    )


def _entry(row: Row) -> PadEntry:
    won = row["won"]
    return PadEntry(
        seat=row["seat"],
        user_id=row["user_id"],
        deal_no=row["deal_no"],
        score=row["score"],
        lines=json.loads(row["lines"]),
        kind=cast(PadKind, row["kind"]),
        role=row["role"],
        contract=row["contract"],
        won=None if won is None else bool(won),
    )


_INSERT_ENTRY = (
    "INSERT INTO pad_ledger (pad_id, guild_id, family, deal_no, kind, seat, user_id, role,"
    " contract, won, lines, score, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
)


def _entry_params(pad: Row, e: PadEntry, now: str) -> tuple[Any, ...]:
    return (
        pad["id"],
        pad["guild_id"],
        pad["family"],
        e.deal_no,
        e.kind,
        e.seat,
        e.user_id,
        e.role,
        e.contract,
        None if e.won is None else int(e.won),
        json.dumps(e.lines, separators=(",", ":")),
        e.score,
        now,
    )


class PadRepo:
    """Reads and writes score pads, their deals, drafts and ledger."""

    def __init__(self, db: Database) -> None:
        self.db = db

    # -- pads ------------------------------------------------------------------------------
    async def create(
        self,
        guild_id: int,
        channel_id: int,
        *,
        family: str,
        preset: str,
        rules: dict[str, Any],
        opened_by: int,
        players: Sequence[PadPlayer],
    ) -> PadRow:
        """A new open pad in ``channel_id``; :class:`PadExistsError` if one is open there."""
        if not 3 <= len(players) <= 5 or [p.seat for p in players] != list(range(len(players))):
            raise StoreError("a pad has 3 to 5 players in seats 0, 1, …")
        now = self.db.timestamp()
        try:
            async with self.db.transaction() as conn:
                pad_id = await conn.scalar(
                    "INSERT INTO pads (guild_id, channel_id, family, players, preset, rules,"
                    " status, opened_by, created_at, updated_at)"
                    " VALUES (?, ?, ?, ?, ?, ?, 'open', ?, ?, ?) RETURNING id",
                    (
                        guild_id,
                        channel_id,
                        family,
                        len(players),
                        preset,
                        json.dumps(rules, sort_keys=True),
                        opened_by,
                        now,
                        now,
                    ),
                )
                assert pad_id is not None
                await conn.executemany(
                    "INSERT INTO pad_players (pad_id, seat, user_id, name) VALUES (?, ?, ?, ?)",
                    [(pad_id, p.seat, p.user_id, p.name) for p in players],
                )
        except ConstraintError as exc:
            if exc.kind == "unique" and "channel_id" in exc.target:
                raise PadExistsError(channel_id) from exc
            raise
        pad = await self.get(int(pad_id))
        assert pad is not None
        return pad

    async def get(self, pad_id: int) -> PadRow | None:
        """The pad with this id."""
        row = await self.db.fetchone("SELECT * FROM pads WHERE id = ?", (pad_id,))
        return None if row is None else _pad(row)

    async def open_in(self, channel_id: int) -> PadRow | None:
        """The channel's open pad."""
        row = await self.db.fetchone(
            "SELECT * FROM pads WHERE channel_id = ? AND status = 'open'", (channel_id,)
        )
        return None if row is None else _pad(row)

    async def last_closed_in(self, channel_id: int) -> PadRow | None:
        """The channel's most recently closed pad (to reopen it)."""
        row = await self.db.fetchone(
            "SELECT * FROM pads WHERE channel_id = ? AND status = 'closed'"
            " ORDER BY closed_at DESC, id DESC LIMIT 1",
            (channel_id,),
        )
        return None if row is None else _pad(row)

    async def players(self, pad_id: int) -> list[PadPlayer]:
        """The pad's players, by seat."""
        rows = await self.db.fetchall(
            "SELECT seat, user_id, name FROM pad_players WHERE pad_id = ? ORDER BY seat",
            (pad_id,),
        )
        return [PadPlayer(r["seat"], r["name"], r["user_id"]) for r in rows]

    async def set_message(self, pad_id: int, message_id: int) -> None:
        """Remember the pad's public message."""
        await self.db.write(
            "UPDATE pads SET message_id = ?, updated_at = ? WHERE id = ?",
            (message_id, self.db.timestamp(), pad_id),
        )

    # -- deals -----------------------------------------------------------------------------
    async def deals(self, pad_id: int) -> list[PadDeal]:
        """The pad's deals in order, each in its newest revision."""
        rows = await self.db.fetchall(
            "SELECT d.* FROM pad_deals AS d WHERE d.pad_id = ? AND d.revision ="
            " (SELECT MAX(e.revision) FROM pad_deals AS e"
            "  WHERE e.pad_id = d.pad_id AND e.deal_no = d.deal_no)"
            " ORDER BY d.deal_no",
            (pad_id,),
        )
        return [_deal(r) for r in rows]

    async def history(self, pad_id: int) -> list[PadDeal]:
        """Every entry of every deal, corrections included, by deal and revision."""
        rows = await self.db.fetchall(
            "SELECT * FROM pad_deals WHERE pad_id = ? ORDER BY deal_no, revision", (pad_id,)
        )
        return [_deal(r) for r in rows]

    async def book(
        self,
        pad_id: int,
        deal_no: int,
        facts: dict[str, Any],
        entered_by: int,
        entries: Sequence[PadEntry],
        *,
        correction: bool = False,
    ) -> int:
        """Book a deal's facts and its ledger rows in one transaction; its revision.

        ``deal_no`` is the next deal (a new entry) or, with ``correction``, the last one (a
        new revision, whose ledger rows replace the deal's). Anything else — a deal someone
        else entered meanwhile, a closed pad — is :class:`StalePadError`. The player's draft
        goes with it.
        """
        if any(e.kind != "pad" or e.deal_no != deal_no for e in entries):
            raise StoreError("book needs the 'pad' rows of exactly that deal")
        now = self.db.timestamp()
        async with self.db.transaction() as conn:
            pad = await conn.fetchone(
                "SELECT * FROM pads WHERE id = ?" + self.db.dialect.for_update, (pad_id,)
            )
            if pad is None or pad["status"] != "open":
                raise StalePadError(f"pad {pad_id} is not open")
            last = int(
                await conn.scalar(
                    "SELECT COALESCE(MAX(deal_no), 0) FROM pad_deals WHERE pad_id = ?", (pad_id,)
                )
                or 0
            )
            if deal_no == last + 1 and not correction:
                revision = 1
            elif deal_no == last and last >= 1 and correction:
                revision = 1 + int(
                    await conn.scalar(
                        "SELECT MAX(revision) FROM pad_deals WHERE pad_id = ? AND deal_no = ?",
                        (pad_id, deal_no),
                    )
                )
            else:
                raise StalePadError(f"pad {pad_id} has {last} deals; deal {deal_no} is stale")
            await conn.execute(
                "INSERT INTO pad_deals (pad_id, deal_no, revision, facts, entered_by, created_at)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (pad_id, deal_no, revision, json.dumps(facts, sort_keys=True), entered_by, now),
            )
            await conn.execute(
                "DELETE FROM pad_ledger WHERE pad_id = ? AND kind = 'pad' AND deal_no = ?",
                (pad_id, deal_no),
            )
            await conn.executemany(_INSERT_ENTRY, [_entry_params(pad, e, now) for e in entries])
            await conn.execute(
                "DELETE FROM pad_drafts WHERE pad_id = ? AND user_id = ?", (pad_id, entered_by)
            )
            await conn.execute("UPDATE pads SET updated_at = ? WHERE id = ?", (now, pad_id))
        return revision

    # -- closing and reopening -------------------------------------------------------------
    async def close(self, pad_id: int, settlement: Sequence[PadEntry]) -> bool:
        """Close an open pad with its settlement rows; False if it was not open."""
        if any(e.kind != "settlement" for e in settlement):
            raise StoreError("close books 'settlement' rows only")
        now = self.db.timestamp()
        async with self.db.transaction() as conn:
            pad = await conn.fetchone(
                "SELECT * FROM pads WHERE id = ?" + self.db.dialect.for_update, (pad_id,)
            )
            if pad is None or pad["status"] != "open":
                return False
            await conn.executemany(_INSERT_ENTRY, [_entry_params(pad, e, now) for e in settlement])
            await conn.execute("DELETE FROM pad_drafts WHERE pad_id = ?", (pad_id,))
            await conn.execute(
                "UPDATE pads SET status = 'closed', closed_at = ?, updated_at = ? WHERE id = ?",
                (now, now, pad_id),
            )
        return True

    async def reopen(self, pad_id: int) -> bool:
        """Reopen a closed pad (its settlement rows are taken back); False if it was not
        closed, :class:`PadExistsError` when its channel has another open pad."""
        now = self.db.timestamp()
        channel = 0
        try:
            async with self.db.transaction() as conn:
                pad = await conn.fetchone(
                    "SELECT * FROM pads WHERE id = ?" + self.db.dialect.for_update, (pad_id,)
                )
                if pad is None or pad["status"] != "closed":
                    return False
                channel = int(pad["channel_id"])
                await conn.execute(
                    "DELETE FROM pad_ledger WHERE pad_id = ? AND kind = 'settlement'", (pad_id,)
                )
                await conn.execute(
                    "UPDATE pads SET status = 'open', closed_at = NULL, updated_at = ?"
                    " WHERE id = ?",
                    (now, pad_id),
                )
        except ConstraintError as exc:
            if exc.kind == "unique":
                raise PadExistsError(channel) from exc
            raise
        return True

    # -- the pads' ledger ------------------------------------------------------------------
    async def entries(self, pad_id: int, kind: PadKind | None = None) -> list[PadEntry]:
        """The ledger rows of a pad, by kind, deal and seat."""
        sql = "SELECT * FROM pad_ledger WHERE pad_id = ?"
        params: list[Any] = [pad_id]
        if kind is not None:
            sql += " AND kind = ?"
            params.append(kind)
        rows = await self.db.fetchall(sql + " ORDER BY kind, deal_no, seat", params)
        return [_entry(r) for r in rows]

    # -- drafts ----------------------------------------------------------------------------
    async def draft(self, pad_id: int, user_id: int) -> PadDraft | None:
        """The form the user is filling in on this pad."""
        row = await self.db.fetchone(
            "SELECT * FROM pad_drafts WHERE pad_id = ? AND user_id = ?", (pad_id, user_id)
        )
        if row is None:
            return None
        return PadDraft(pad_id, user_id, row["deal_no"], json.loads(row["answers"]))

    async def save_draft(self, draft: PadDraft) -> None:
        """Keep the user's form (replacing his earlier one on this pad)."""
        await self.db.write(
            "INSERT INTO pad_drafts (pad_id, user_id, deal_no, answers, updated_at)"
            " VALUES (?, ?, ?, ?, ?) ON CONFLICT (pad_id, user_id) DO UPDATE SET"
            " deal_no = excluded.deal_no, answers = excluded.answers,"
            " updated_at = excluded.updated_at",
            (
                draft.pad_id,
                draft.user_id,
                draft.deal_no,
                json.dumps(draft.answers),
                self.db.timestamp(),
            ),
        )

    async def drop_draft(self, pad_id: int, user_id: int) -> None:
        """Forget the user's form on this pad."""
        await self.db.write(
            "DELETE FROM pad_drafts WHERE pad_id = ? AND user_id = ?", (pad_id, user_id)
        )


__all__ = [
    "PadDeal",
    "PadDraft",
    "PadEntry",
    "PadExistsError",
    "PadKind",
    "PadPlayer",
    "PadRepo",
    "PadRow",
    "PadStatus",
    "StalePadError",
]
