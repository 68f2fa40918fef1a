"""Several actions of one player under one lock: checked as a whole, applied in order."""

from __future__ import annotations

import pytest

from bot.tables import IllegalMove, NotYourTurn, SeatRef, StaleAction, Table
from engine.slovenian import Kind, Phase, legal_actions

from .helpers import ANA, BOR, CIR, DAN, Rig, open_table


async def _table_in_discard_phase(rig: Rig) -> Table:
    """Four humans; the first bidder bids the lowest contract, the others pass, the declarer
    calls the first king and takes the first talon group: the declarer must discard."""
    table = await open_table(rig, [ANA, BOR, CIR, DAN], players=4)
    await table.start(ANA)
    bid_made = False
    for _ in range(40):
        state = table.state
        assert state is not None
        if state.phase == Phase.DISCARD:
            return table
        legal = legal_actions(state)
        bids = [a for a in legal if a.kind == Kind.BID]
        if state.phase == Phase.BIDDING and bids and not bid_made:
            action = min(bids, key=lambda a: a.arg)
            bid_made = True
        elif any(a.kind == Kind.PASS for a in legal):
            action = next(a for a in legal if a.kind == Kind.PASS)
        else:
            action = min(legal, key=lambda a: a.arg)
        await table.apply(SeatRef(state.to_move), action, table.move)
    pytest.skip("this deal never reached the discard phase")


async def test_discards_are_checked_as_a_whole_then_applied_in_order(rig: Rig) -> None:
    table = await _table_in_discard_phase(rig)
    state = table.state
    assert state is not None
    seat, move, count = state.to_move, table.move, state.discards_left
    legal = [a for a in legal_actions(state) if a.kind == Kind.DISCARD]
    assert count >= 1 and len(legal) >= count
    chosen = legal[:count]
    # A sequence with one illegal action applies nothing.
    bad = [*chosen[: count - 1], chosen[0]] if count > 1 else ["discard:KH"]
    with pytest.raises((IllegalMove, NotYourTurn)):
        await table.apply_many(SeatRef(seat), bad, move, deal_no=table.deal_no)
    assert table.move == move
    logged_before = len(await rig.store.tables.actions(table.id, table.deal_no))
    results = await table.apply_many(SeatRef(seat), chosen, move, deal_no=table.deal_no)
    assert [r.move for r in results] == list(range(move, move + count))
    assert table.move == move + count
    logged = await rig.store.tables.actions(table.id, table.deal_no)
    assert len(logged) == logged_before + count
    assert [a.action for a in logged[-count:]] == [str(a) for a in chosen]
    # The same choice again is stale: nothing is applied twice.
    with pytest.raises(StaleAction):
        await table.apply_many(SeatRef(seat), chosen, move, deal_no=table.deal_no)
    assert len(await rig.store.tables.actions(table.id, table.deal_no)) == len(logged)
