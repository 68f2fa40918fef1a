"""A pad's score replayed from its facts: five Slovenian players (the dealer sits each deal
out), a correction of the last deal replayed consistently, the settlement on closing."""

from __future__ import annotations

from pathlib import Path

from bot.pad.service import PadService
from bot.store import Store
from bot.store.pads import PadPlayer
from engine.slovenian import Rules

NAMES = ("Maja", "Jure", "Tina", "Rok", "Nika")


async def _enter(
    service: PadService, pad_id: int, answers: dict[str, object], *, fix: bool
) -> None:
    deal_no = len(await service.store.pads.deals(pad_id)) + (0 if fix else 1)
    view = await service.start_form(pad_id, 1, deal_no, "en", correcting=fix)
    for key, value in answers.items():
        view = await service.answer(view, 1, key, value)
    assert view.step() is None
    await service.save(view, 1)


async def test_five_players_the_dealer_sits_out_and_a_correction_replays(tmp_path: Path) -> None:
    store = await Store.open(tmp_path / "pad.sqlite3")
    try:
        service = PadService(store)
        state = await service.open(
            1, 1, family="slovenian", preset="pagat", rules=Rules.preset("pagat"),
            opened_by=1, players=[PadPlayer(s, n) for s, n in enumerate(NAMES)],
        )  # fmt: skip
        pad_id = state.pad.id
        # Maja (seat 0) deals and sits out: the four deal seats are Jure, Tina, Rok, Nika.
        assert state.context("en").names == ("Jure", "Tina", "Rok", "Nika")
        beggar = {"contract": "beggar", "declarer": "1", "tricks": "1"}  # Tina loses
        await _enter(service, pad_id, beggar, fix=False)
        state = await service.state(pad_id)
        assert state.match.totals == [0, 0, -70, 0, 0]
        assert state.match.radelci == [1, 1, 1, 1, 1]  # the one sitting out too
        rows = await store.pads.entries(pad_id, "pad")
        assert sorted(r.seat for r in rows) == [1, 2, 3, 4]
        assert state.context("en").names == ("Maja", "Tina", "Rok", "Nika")  # Jure sits out
        # The correction: Tina won the beggar after all; the radelci follow.
        await _enter(service, pad_id, {**beggar, "tricks": "0"}, fix=True)
        state = await service.state(pad_id)
        assert state.match.totals == [0, 0, 70, 0, 0]
        assert [d.revision for d in await store.pads.history(pad_id)] == [1, 2]
        closed = await service.close(pad_id)
        assert closed.pad.status == "closed"
        settled = await store.pads.entries(pad_id, "settlement")
        # Her won beggar crossed out no radelc (she had none yet); after it everyone drew
        # one, and each open radelc costs 100 when the pad closes.
        assert [(r.seat, r.score) for r in settled] == [(s, -100) for s in range(5)]
    finally:
        await store.close()
