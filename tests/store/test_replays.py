"""Replay codes on both backends: only finished deals, one code per deal, unique in a
server, found only by code, gone with their deal."""

from __future__ import annotations

import pytest

from bot.store import LedgerEntry, NotFinished, SeatRow, Store, TableConfig
from bot.store.replays import ALPHABET, CODE_LENGTH, normalize

BIG = 2**63 - 1
SEATS = [SeatRow(0, BIG, "Žiga"), SeatRow(1, 7, "Ana"), SeatRow(2, None), SeatRow(3, None)]


async def _table_with_deals(store: Store, guild: int, channel: int, finished: int) -> int:
    """A playing table with two deals, the first ``finished`` of them booked."""
    row = await store.tables.create(guild, channel, BIG, TableConfig(), 5, SEATS[:1])
    session = await store.tables.start(row.id, SEATS)
    for deal_no in (1, 2):
        await store.tables.add_deal(row.id, deal_no, "{}")
        if deal_no <= finished:
            entries = [
                LedgerEntry(seat=p, user_id=SEATS[p].user_id, deal_no=deal_no, score=0, lines=[])
                for p in range(4)
            ]
            await store.ledger.record_deal(session, deal_no, entries)
    return row.id


async def test_a_finished_deal_gets_one_code_for_good(store: Store) -> None:
    table = await _table_with_deals(store, BIG, 10, finished=1)
    code = await store.replays.issue(BIG, table, 1)
    assert len(code) == CODE_LENGTH and set(code) <= set(ALPHABET)
    assert await store.replays.issue(BIG, table, 1) == code
    assert await store.replays.code_of(table, 1) == code
    [ref] = await store.replays.find(code)
    assert (ref.guild_id, ref.table_id, ref.deal_no) == (BIG, table, 1)


async def test_an_unfinished_or_missing_deal_has_no_replay(store: Store) -> None:
    table = await _table_with_deals(store, BIG, 10, finished=1)
    with pytest.raises(NotFinished):
        await store.replays.issue(BIG, table, 2)
    with pytest.raises(NotFinished):
        await store.replays.issue(BIG, table, 3)
    assert await store.replays.code_of(table, 2) is None


async def test_codes_are_unique_in_a_server_and_kept_apart_by_server(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = await _table_with_deals(store, 1, 10, finished=2)
    other = await _table_with_deals(store, 2, 20, finished=1)
    drawn = iter(["AAAAAA", "AAAAAA", "BBBBBB", "AAAAAA"])
    monkeypatch.setattr("bot.store.replays.new_code", lambda: next(drawn))
    assert await store.replays.issue(1, first, 1) == "AAAAAA"
    # Taken in this server: a new code is drawn.
    assert await store.replays.issue(1, first, 2) == "BBBBBB"
    # Another server may hold the same code; a lookup gives both, each with its server.
    assert await store.replays.issue(2, other, 1) == "AAAAAA"
    refs = await store.replays.find("AAAAAA")
    assert [(r.guild_id, r.table_id) for r in refs] == [(1, first), (2, other)]
    assert await store.replays.find("ZZZZZZ") == []


async def test_a_code_goes_with_its_table(store: Store) -> None:
    table = await _table_with_deals(store, BIG, 10, finished=1)
    code = await store.replays.issue(BIG, table, 1)
    await store.db.write("DELETE FROM tables WHERE id = ?", (table,))
    assert await store.replays.find(code) == []


def test_codes_are_read_in_any_case_with_spaces_or_dashes() -> None:
    assert normalize(" ab3-kx9 ") == "AB3KX9"
    assert normalize("AB3KX") is None  # too short
    assert normalize("AB0KX9") is None  # 0 is not in the alphabet
    assert normalize("") is None
