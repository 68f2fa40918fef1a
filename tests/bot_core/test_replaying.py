"""Replays rebuilt from the store for every game the bot plays: seeded random deals are
stored and booked like a table's, then each is replayed step by step (every screen drawn,
the tricks found, the record loaded back by the engine), and a deal not finished has none."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from bot import families
from bot.screens import ids
from bot.screens.replay import replay_screen
from bot.store import LedgerEntry, NotFinished, ReplayRef, SeatRow, Store, TableConfig
from bot.tables.replaying import load_replay
from bot.tables.session import Session
from engine.core.bits import cards_of
from engine.core.record import DealEnvelope, replay

GUILD = 77


async def _played(store: Store, name: str, deals: int, seed: int) -> tuple[int, Session]:
    """A table of ``name`` with ``deals`` random deals stored and booked, and one more
    dealt and begun but not finished."""
    game = families.get(name)
    fam = game.engine
    players = 4 if 4 in fam.table_sizes else fam.table_sizes[0]
    config = TableConfig(family=name, players=players)
    seats = [SeatRow(0, 1, "Ana"), *(SeatRow(p, None) for p in range(1, players))]
    row = await store.tables.create(GUILD, 5, 1, config, seed, seats[:1])
    session_id = await store.tables.start(row.id, seats)
    session = Session(fam, config.rules(), players, max_deals=None)
    rng = random.Random(seed)
    for deal_no in range(1, deals + 2):
        nd = session.deal_next(seed)
        await store.tables.add_deal(row.id, deal_no, json.dumps(nd.header))
        session.begin(nd)
        assert session.deal is not None
        move = 0
        while not session.over and (deal_no <= deals or move < 3):
            state = session.deal.state
            action = rng.choice(list(fam.legal_actions(state)))
            seat = session.seats[fam.to_move(state)]
            text = fam.format_action(action)
            await store.tables.append_action(row.id, deal_no, move, text, seat, None, "computer")
            session.deal.apply(action)
            move += 1
        if deal_no > deals:
            break
        sheet = session.record()
        entries = [
            LedgerEntry(
                seat=m, user_id=seats[m].user_id, deal_no=deal_no, score=sheet.scores[d], lines=[]
            )
            for d, m in enumerate(session.seats)
        ]
        await store.ledger.record_deal(session_id, deal_no, entries)
    return row.id, session


@pytest.mark.parametrize("name", families.names())
async def test_every_step_of_a_finished_deal_replays(tmp_path: Path, name: str) -> None:
    async with await Store.open(tmp_path / "t.sqlite3") as store:
        table_id, _ = await _played(store, name, deals=2, seed=11)
        code = await store.replays.issue(GUILD, table_id, 2)
        deal = await load_replay(store, ReplayRef(GUILD, code, table_id, 2))
        fam = deal.game.engine
        assert len(deal.history) == 2 and deal.sheet is deal.history[-1]
        assert fam.is_over(deal.state_at(deal.last)) and not fam.is_over(deal.state_at(0))
        # Every trick is found, and its end is a step at which it is complete.
        final = fam.view(deal.state_at(deal.last), None)
        assert len(deal.trick_ends) == len(final.tricks)
        for number, end in enumerate(deal.trick_ends, start=1):
            assert len(fam.view(deal.state_at(end), None).tricks) == number
        # The talon: every card dealt to nobody.
        dealt = deal.state_at(0)
        held = [c for d in range(len(deal.seats)) for c in cards_of(fam.view(dealt, d).hand)]
        assert sorted(held + deal.talon()) == list(range(fam.deck.size))
        assert len(deal.talon()) > 0
        for step in range(deal.last + 1):
            for lang in ("en", "sl", "cs"):
                screen = replay_screen(deal, step, lang)
                assert screen.blocks and screen.rows
        end = replay_screen(deal, deal.last, "en")
        assert {i.kind for i in end.images} >= {"summary", "sheet"}
        nav = {ids.parse(b.custom_id): b.disabled for b in end.rows[0]}
        assert nav[ids.ReplayStep(code, deal.last, "l")] is True
        assert nav[ids.ReplayStep(code, 0, "f")] is False
        # Beyond the ends a step is the first or the last one.
        assert replay_screen(deal, 10_000, "en").blocks == end.blocks
        # The record is the engine's envelope and replays to the same finished deal.
        envelope = DealEnvelope.from_json(deal.record_json())
        assert envelope.family == name
        assert fam.is_over(replay(fam, envelope.header, envelope.actions))
        assert list(envelope.actions) == list(deal.actions)


@pytest.mark.parametrize("name", families.names())
async def test_an_unfinished_deal_has_no_replay(tmp_path: Path, name: str) -> None:
    async with await Store.open(tmp_path / "t.sqlite3") as store:
        table_id, _ = await _played(store, name, deals=1, seed=12)
        with pytest.raises(NotFinished):
            await store.replays.issue(GUILD, table_id, 2)
        with pytest.raises(NotFinished):
            await load_replay(store, ReplayRef(GUILD, "AAAAAA", table_id, 2))
