"""The interaction tokens of hand messages, kept while they are valid (for pushes after a
restart).

A token edits one ephemeral hand message for 15 minutes. It is a credential of sorts: a row
lives only until its token expires (expired rows are deleted whenever a token is written
and when the tokens of a table are read), a table's rows go when it closes, and a token is
never part of a row's ``repr`` (so it cannot reach a log line by accident).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from bot.store.db import Database, format_time, parse_time


@dataclass(frozen=True)
class HandToken:
    """The token of a seat's last hand message."""

    table_id: int
    seat: int
    user_id: int
    application_id: int
    token: str = field(repr=False)
    message_id: int | None
    language: str
    expires_at: datetime


class HandTokenRepo:
    """Reads and writes the hand tokens."""

    def __init__(self, db: Database) -> None:
        self.db = db

    async def save(self, hand: HandToken) -> None:
        """Keep a seat's newest token (an older one never replaces a newer one) and drop
        every expired token."""
        now = self.db.timestamp()
        async with self.db.transaction() as conn:
            await conn.execute("DELETE FROM hand_tokens WHERE expires_at <= ?", (now,))
            await conn.execute(
                "INSERT INTO hand_tokens (table_id, seat, user_id, application_id, token,"
                " message_id, language, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
                " ON CONFLICT (table_id, seat) DO UPDATE SET user_id = excluded.user_id,"
                " application_id = excluded.application_id, token = excluded.token,"
                " message_id = excluded.message_id, language = excluded.language,"
                " expires_at = excluded.expires_at"
                " WHERE excluded.expires_at >= hand_tokens.expires_at",
                (
                    hand.table_id,
                    hand.seat,
                    hand.user_id,
                    hand.application_id,
                    hand.token,
                    hand.message_id,
                    hand.language,
                    format_time(hand.expires_at),
                ),
            )

    async def of_table(self, table_id: int) -> list[HandToken]:
        """The valid tokens of a table's seats, by seat (expired ones are deleted)."""
        await self.purge()
        rows = await self.db.fetchall(
            "SELECT * FROM hand_tokens WHERE table_id = ? AND expires_at > ? ORDER BY seat",
            (table_id, self.db.timestamp()),
        )
        return [
            HandToken(
                table_id=r["table_id"],
                seat=r["seat"],
                user_id=r["user_id"],
                application_id=r["application_id"],
                token=r["token"],
                message_id=r["message_id"],
                language=r["language"],
                expires_at=parse_time(r["expires_at"]),
            )
            for r in rows
        ]

    async def forget(self, table_id: int, seat: int | None = None) -> None:
        """Drop a table's tokens (of one seat, or all: the table closed)."""
        if seat is None:
            await self.db.write("DELETE FROM hand_tokens WHERE table_id = ?", (table_id,))
        else:
            await self.db.write(
                "DELETE FROM hand_tokens WHERE table_id = ? AND seat = ?", (table_id, seat)
            )

    async def purge(self) -> int:
        """Delete every expired token; how many were deleted."""
        return await self.db.write(
            "DELETE FROM hand_tokens WHERE expires_at <= ?", (self.db.timestamp(),)
        )
