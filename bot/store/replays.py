"""Replay codes: the short id by which a finished deal is watched again.

A code is six characters of an unambiguous alphabet (no 0/O, 1/I/L or U), drawn at random
and unique in its server; a deal has at most one. Only a finished deal (its ``finished_at``
set when it was booked) gets one, and a code is found only in its own server:
:meth:`ReplayRepo.find` tells a code of another server apart from an unknown one, so the
bot can say which it is without showing anything of the deal. Nothing of the deal is copied
here: the replay is rebuilt from the stored header and action log.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass

from bot.store.db import ConstraintError, Database, StoreError

ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ"
"""Digits and letters that cannot be misread for one another (Crockford's base32 without
0, 1 and U, and without I, L, O)."""
CODE_LENGTH = 6
"""30⁶ ≈ 7 × 10⁸ codes per server: a guess almost never hits a deal."""
ATTEMPTS = 8
"""Fresh codes tried when a drawn one is taken in the server already."""


class NotFinished(StoreError):
    """The deal is not finished (or does not exist): it has no replay."""

    def __init__(self, table_id: int, deal_no: int) -> None:
        super().__init__(f"table {table_id} deal {deal_no} is not finished")
        self.table_id = table_id
        self.deal_no = deal_no


@dataclass(frozen=True)
class ReplayRef:
    """Where a replay code points."""

    guild_id: int
    code: str
    table_id: int
    deal_no: int


def normalize(text: str) -> str | None:
    """A code as typed (any case, with spaces or dashes) in its stored form, or None when it
    cannot be one."""
    code = "".join(ch for ch in text.upper() if ch not in " -_")
    if len(code) != CODE_LENGTH or any(ch not in ALPHABET for ch in code):
        return None
    return code


def new_code() -> str:
    """A random code (from the operating system's randomness)."""
    return "".join(secrets.choice(ALPHABET) for _ in range(CODE_LENGTH))


class ReplayRepo:
    """Reads and issues replay codes."""

    def __init__(self, db: Database) -> None:
        self.db = db

    async def issue(self, guild_id: int, table_id: int, deal_no: int) -> str:
        """The deal's code, drawn now if it has none yet (idempotent); :class:`NotFinished`
        unless the deal is finished."""
        for _ in range(ATTEMPTS):
            found = await self.code_of(table_id, deal_no)
            if found is not None:
                return found
            code = new_code()
            try:
                async with self.db.transaction() as conn:
                    finished = await conn.scalar(
                        "SELECT finished_at FROM deals WHERE table_id = ? AND deal_no = ?",
                        (table_id, deal_no),
                    )
                    if finished is None:
                        raise NotFinished(table_id, deal_no)
                    await conn.execute(
                        "INSERT INTO replays (guild_id, code, table_id, deal_no, created_at)"
                        " VALUES (?, ?, ?, ?, ?)",
                        (guild_id, code, table_id, deal_no, self.db.timestamp()),
                    )
                return code
            except ConstraintError as exc:
                if exc.kind != "unique":
                    raise
                # Either the code is taken in this server, or another process gave the deal
                # its code meanwhile: look again, then draw anew.
        raise StoreError(f"no free replay code for table {table_id} deal {deal_no}")

    async def code_of(self, table_id: int, deal_no: int) -> str | None:
        """The code a deal has, if any."""
        value = await self.db.scalar(
            "SELECT code FROM replays WHERE table_id = ? AND deal_no = ?", (table_id, deal_no)
        )
        return None if value is None else str(value)

    async def find(self, code: str) -> list[ReplayRef]:
        """Every replay with this code, in any server (the caller keeps its own server's)."""
        rows = await self.db.fetchall(
            "SELECT guild_id, code, table_id, deal_no FROM replays WHERE code = ?"
            " ORDER BY guild_id",
            (code,),
        )
        return [ReplayRef(r["guild_id"], r["code"], r["table_id"], r["deal_no"]) for r in rows]
