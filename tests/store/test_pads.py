"""The score pads' repository on both backends: one open pad per channel, deals booked with
their ledger rows in one transaction, corrections as revisions, stale entries refused,
closing and reopening, drafts, and the leaderboard with or without the pads."""

from __future__ import annotations

import asyncio

import pytest

from bot.store import Store, StoreError
from bot.store.pads import PadDraft, PadEntry, PadExistsError, PadPlayer, StalePadError

BIG = 2**63 - 1
PLAYERS = [PadPlayer(0, "Žiga", BIG), PadPlayer(1, "Ana 🂡", BIG - 1), PadPlayer(2, "Tina")]
RULES = {"name": "pagat", "kontra_max": 16}


async def _pad(store: Store, channel: int = 10) -> int:
    pad = await store.pads.create(
        BIG, channel, family="slovenian", preset="pagat", rules=RULES, opened_by=BIG,
        players=PLAYERS,
    )  # fmt: skip
    return pad.id


def _rows(deal_no: int, scores: tuple[int, ...]) -> list[PadEntry]:
    return [
        PadEntry(seat=p.seat, user_id=p.user_id, deal_no=deal_no, score=s, role="opponent")
        for p, s in zip(PLAYERS, scores, strict=True)
    ]


async def test_a_pad_keeps_its_players_rules_and_64_bit_ids(store: Store) -> None:
    pad_id = await _pad(store)
    pad = await store.pads.get(pad_id)
    assert pad is not None and pad.status == "open" and pad.rules == RULES
    assert pad.guild_id == BIG and pad.opened_by == BIG and pad.players == 3
    assert await store.pads.players(pad_id) == PLAYERS
    await store.pads.set_message(pad_id, BIG - 7)
    assert (await store.pads.open_in(10)) == await store.pads.get(pad_id)
    assert (await store.pads.get(pad_id)).message_id == BIG - 7  # type: ignore[union-attr]


async def test_one_open_pad_per_channel(store: Store) -> None:
    await _pad(store)
    with pytest.raises(PadExistsError):
        await _pad(store)
    await _pad(store, channel=11)  # another channel is free


async def test_players_sit_in_seats_from_zero(store: Store) -> None:
    with pytest.raises(StoreError):
        await store.pads.create(
            1, 1, family="slovenian", preset="pagat", rules=RULES, opened_by=1,
            players=[PadPlayer(1, "a"), PadPlayer(2, "b"), PadPlayer(3, "c")],
        )  # fmt: skip


async def test_a_deal_and_its_ledger_rows_are_booked_together(store: Store) -> None:
    pad_id = await _pad(store)
    assert await store.pads.book(pad_id, 1, {"contract": 2}, BIG, _rows(1, (0, 25, 0))) == 1
    deals = await store.pads.deals(pad_id)
    assert [(d.deal_no, d.revision, d.facts) for d in deals] == [(1, 1, {"contract": 2})]
    rows = await store.pads.entries(pad_id)
    assert [(r.seat, r.user_id, r.score, r.kind) for r in rows] == [
        (0, BIG, 0, "pad"),
        (1, BIG - 1, 25, "pad"),
        (2, None, 0, "pad"),
    ]


async def test_a_correction_is_a_new_revision_replacing_the_ledger_rows(store: Store) -> None:
    pad_id = await _pad(store)
    await store.pads.book(pad_id, 1, {"v": 1}, BIG, _rows(1, (0, 25, 0)))
    fix = await store.pads.book(pad_id, 1, {"v": 2}, BIG - 1, _rows(1, (0, 35, 0)), correction=True)
    assert fix == 2
    assert [d.facts for d in await store.pads.deals(pad_id)] == [{"v": 2}]
    history = await store.pads.history(pad_id)
    assert [(d.revision, d.facts, d.entered_by) for d in history] == [
        (1, {"v": 1}, BIG),
        (2, {"v": 2}, BIG - 1),
    ]
    assert [r.score for r in await store.pads.entries(pad_id)] == [0, 35, 0]


async def test_only_the_next_or_the_last_deal_can_be_booked(store: Store) -> None:
    pad_id = await _pad(store)
    with pytest.raises(StalePadError):
        await store.pads.book(pad_id, 2, {}, BIG, _rows(2, (0, 0, 0)))
    await store.pads.book(pad_id, 1, {}, BIG, _rows(1, (0, 0, 0)))
    await store.pads.book(pad_id, 2, {}, BIG, _rows(2, (0, 0, 0)))
    with pytest.raises(StalePadError):  # deal 1 is no longer the last
        await store.pads.book(pad_id, 1, {}, BIG, _rows(1, (0, 0, 0)), correction=True)
    with pytest.raises(StalePadError):  # deal 2 was entered: a new entry of it is stale
        await store.pads.book(pad_id, 2, {}, BIG, _rows(2, (0, 0, 0)))
    with pytest.raises(StalePadError):  # the next deal is no correction
        await store.pads.book(pad_id, 3, {}, BIG, _rows(3, (0, 0, 0)), correction=True)
    with pytest.raises(StoreError):  # rows of another deal
        await store.pads.book(pad_id, 3, {}, BIG, _rows(2, (0, 0, 0)))


async def test_two_entries_of_the_same_deal_at_once_book_one(store: Store) -> None:
    pad_id = await _pad(store)
    results = await asyncio.gather(
        store.pads.book(pad_id, 1, {"by": "a"}, BIG, _rows(1, (1, 2, 3))),
        store.pads.book(pad_id, 1, {"by": "b"}, BIG - 1, _rows(1, (4, 5, 6))),
        return_exceptions=True,
    )
    # The pad is locked while a deal is booked: the later entry finds the deal taken.
    assert sorted(map(type, results), key=str) == sorted([int, StalePadError], key=str)
    assert len(await store.pads.history(pad_id)) == 1
    assert len(await store.pads.entries(pad_id)) == 3


async def test_closing_books_the_settlement_and_reopening_takes_it_back(store: Store) -> None:
    pad_id = await _pad(store)
    await store.pads.book(pad_id, 1, {}, BIG, _rows(1, (0, 25, 0)))
    settle = [PadEntry(seat=2, user_id=None, deal_no=1, score=-100, kind="settlement")]
    assert await store.pads.close(pad_id, settle)
    assert not await store.pads.close(pad_id, settle)
    with pytest.raises(StalePadError):
        await store.pads.book(pad_id, 2, {}, BIG, _rows(2, (0, 0, 0)))
    assert await store.pads.open_in(10) is None
    assert (await store.pads.last_closed_in(10)).id == pad_id  # type: ignore[union-attr]
    assert [r.score for r in await store.pads.entries(pad_id, "settlement")] == [-100]
    # A new pad in the channel meanwhile: the old one cannot be reopened beside it.
    other = await _pad(store)
    with pytest.raises(PadExistsError):
        await store.pads.reopen(pad_id)
    await store.pads.close(other, [])
    assert await store.pads.reopen(pad_id)
    assert await store.pads.entries(pad_id, "settlement") == []
    assert (await store.pads.open_in(10)).id == pad_id  # type: ignore[union-attr]


async def test_a_draft_is_kept_per_player_and_goes_with_the_booked_deal(store: Store) -> None:
    pad_id = await _pad(store)
    draft = PadDraft(pad_id, BIG, 1, {"a": {"contract": "two"}, "p": []})
    await store.pads.save_draft(draft)
    await store.pads.save_draft(PadDraft(pad_id, BIG - 1, 1, {"a": {}, "p": []}))
    assert await store.pads.draft(pad_id, BIG) == draft
    newer = PadDraft(pad_id, BIG, 1, {"a": {"contract": "two", "declarer": "1"}, "p": []})
    await store.pads.save_draft(newer)
    assert await store.pads.draft(pad_id, BIG) == newer
    await store.pads.book(pad_id, 1, {}, BIG, _rows(1, (0, 0, 0)))
    assert await store.pads.draft(pad_id, BIG) is None
    assert await store.pads.draft(pad_id, BIG - 1) is not None
    await store.pads.drop_draft(pad_id, BIG - 1)
    assert await store.pads.draft(pad_id, BIG - 1) is None


async def test_the_leaderboard_counts_the_pads_only_when_asked(store: Store) -> None:
    pad_id = await _pad(store)
    await store.pads.book(pad_id, 1, {}, BIG, _rows(1, (0, 25, 0)))
    await store.pads.book(pad_id, 2, {}, BIG, _rows(2, (-10, 5, 0)))
    assert await store.stats.leaderboard(BIG, family="slovenian") == []
    board = await store.stats.leaderboard(BIG, family="slovenian", pads=True)
    assert [(r.user_id, r.deals, r.total) for r in board] == [(BIG - 1, 2, 30), (BIG, 2, -10)]
    other = await store.stats.leaderboard(BIG, family="czech", pads=True)
    assert other == []
