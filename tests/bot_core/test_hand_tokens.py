"""Hand tokens in the store: kept while valid, the newest per seat, never in a repr."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

from bot.store import HandToken, SeatRow, Store, TableConfig

from .helpers import WallClock

SECRET = "aW50ZXJhY3Rpb246c2VjcmV0LXRva2Vu"


def _token(table_id: int, seat: int, expires: datetime, token: str = SECRET) -> HandToken:
    return HandToken(
        table_id=table_id,
        seat=seat,
        user_id=100 + seat,
        application_id=7,
        token=token,
        message_id=555,
        language="sl",
        expires_at=expires,
    )


async def test_tokens_are_kept_until_they_expire(tmp_path: Path) -> None:
    wall = WallClock()
    store = await Store.open(tmp_path / "t.sqlite3", now=wall)
    try:
        row = await store.tables.create(1, 10, 100, TableConfig(), 5, [SeatRow(0, 100, "a")])
        now = wall.moment
        await store.hands.save(_token(row.id, 0, now + timedelta(minutes=15)))
        await store.hands.save(_token(row.id, 1, now + timedelta(minutes=5), "other"))
        got = await store.hands.of_table(row.id)
        assert [(h.seat, h.token, h.language, h.message_id) for h in got] == [
            (0, SECRET, "sl", 555),
            (1, "other", "sl", 555),
        ]
        assert got[0].expires_at == now + timedelta(minutes=15)
        # An older token of a seat never replaces its newer one.
        await store.hands.save(_token(row.id, 0, now + timedelta(minutes=10), "older"))
        assert (await store.hands.of_table(row.id))[0].token == SECRET
        # Ten minutes on, seat 1's token has expired: it is gone from the store.
        wall.moment = now + timedelta(minutes=10)
        assert [h.seat for h in await store.hands.of_table(row.id)] == [0]
        assert await store.db.scalar("SELECT COUNT(*) FROM hand_tokens") == 1
        await store.hands.forget(row.id)
        assert await store.hands.of_table(row.id) == []
    finally:
        await store.close()


async def test_a_token_is_not_shown_in_a_repr() -> None:
    hand = _token(1, 0, datetime(2026, 1, 1, tzinfo=UTC))
    assert SECRET not in repr(hand) and SECRET not in str(hand)


async def test_a_deleted_table_takes_its_tokens(tmp_path: Path) -> None:
    store = await Store.open(tmp_path / "t.sqlite3")
    try:
        row = await store.tables.create(1, 10, 100, TableConfig(), 5, [SeatRow(0, 100, "a")])
        await store.hands.save(_token(row.id, 0, datetime.now(UTC) + timedelta(minutes=15)))
        await store.db.write("DELETE FROM tables WHERE id = ?", (row.id,))
        assert await store.db.scalar("SELECT COUNT(*) FROM hand_tokens") == 0
    finally:
        await store.close()
