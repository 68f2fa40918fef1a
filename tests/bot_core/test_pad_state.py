"""A pad's score replayed from its facts: five Slovenian players (the dealer sits each deal
out), a correction of the last deal replayed consistently, the settlement on closing."""

from __future__ import annotations

import json
from pathlib import Path

from bot.pad.screens import deal_lines, pad_screen
from bot.pad.service import PadService
from bot.screens.summary import sheet_image
from bot.store import Store
from bot.store.pads import PadPlayer
from engine import french
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


FRENCH = ("Camille", "Théo", "Zoé", "Lucien")
GARDE = {
    "contract": "garde",
    "taker": "0",
    "bouts": "2",
    "points": {"points": 51},
    "petit": "none",
    "poignee:0": "none",
    "chelem_announced": "no",
    "chelem": "none",
}
"""Camille's Garde made by 10 with two bouts: (25 + 10) × 2 = 70 per defender."""


async def test_a_french_deal_everyone_passed_scores_nothing_and_the_next_player_deals(
    tmp_path: Path,
) -> None:
    # FFT rules: a deal every player passed is not played, scores nothing, and the next
    # player in turn deals; a petit sec annuls the deal the same way.
    store = await Store.open(tmp_path / "pad.sqlite3")
    try:
        service = PadService(store)
        state = await service.open(
            1, 1, family="french", preset="fft", rules=french.Rules.preset("fft"),
            opened_by=1, players=[PadPlayer(s, n, 100 + s) for s, n in enumerate(FRENCH)],
        )  # fmt: skip
        pad_id = state.pad.id
        await _enter(service, pad_id, {"contract": "passed"}, fix=False)
        state = await service.state(pad_id)
        assert state.match.totals == [0, 0, 0, 0] and state.dealer() == 1
        assert state.match.outcomes == ["passed"]
        assert "Next to deal: **Théo**" in pad_screen(state, "en").blocks[0]
        assert deal_lines(state, 1, "en") == [
            "**Deal 1: Passed**",
            "Everyone passed: the next dealer deals.",
        ]
        # The sheet has the deal's row with nothing written in it.
        image = sheet_image(state.game, state.sheets, state.seats, state.names, (), "en")
        assert image.rows[0].label == "1 · Passed"
        assert image.rows[0].deltas == (None,) * 4 and image.rows[0].totals == (0,) * 4
        # Not a deal played: no ledger row, nothing on the leaderboard.
        assert await store.pads.entries(pad_id) == []
        await _enter(service, pad_id, GARDE, fix=False)
        state = await service.state(pad_id)
        assert state.match.totals == [210, -70, -70, -70] and state.dealer() == 2
        board = await store.stats.leaderboard(1, family="french", pads=True)
        assert {(r.user_id, r.deals) for r in board} == {(100 + s, 1) for s in range(4)}

        # Deal 3, a petit sec, then corrected: first to a played deal, then back.
        await _enter(service, pad_id, {"contract": "annulled", "petit_sec": "3"}, fix=False)
        state = await service.state(pad_id)
        assert state.dealer() == 3 and state.match.totals == [210, -70, -70, -70]
        assert deal_lines(state, 3, "en")[1] == (
            "Petit sec (Lucien): the deal is annulled, the next dealer deals."
        )
        assert {r.deal_no for r in await store.pads.entries(pad_id)} == {2}
        await _enter(service, pad_id, {**GARDE, "taker": "1"}, fix=True)
        state = await service.state(pad_id)
        assert state.match.totals == [140, 140, -140, -140] and state.dealer() == 3
        assert {r.deal_no for r in await store.pads.entries(pad_id)} == {2, 3}
        await _enter(service, pad_id, {"contract": "annulled", "petit_sec": "3"}, fix=True)
        state = await service.state(pad_id)
        assert state.match.totals == [210, -70, -70, -70] and state.dealer() == 3
        assert {r.deal_no for r in await store.pads.entries(pad_id)} == {2}
        assert [d.revision for d in await store.pads.history(pad_id)] == [1, 1, 1, 2, 3]

        # The export has every deal, the unplayed ones with their outcome.
        data, table = await service.export(state)
        deals = json.loads(data)["deals"]
        assert [d["outcome"] for d in deals] == ["passed", "scored", "annulled"]
        assert deals[0]["sheet"] == {"lines": [], "scores": [0, 0, 0, 0]}
        assert deals[2]["facts"] == {"players": 4, "outcome": "annulled", "petit_sec": 3}
        assert len(deals[2]["revisions"]) == 3
        rows = table.splitlines()
        assert rows[1] == "1,passed,0,0,0,0,0,0,0,0"
        assert rows[2] == "2,garde,210,-70,-70,-70,210,-70,-70,-70"
        assert rows[3] == "3,annulled,0,0,0,0,210,-70,-70,-70"
        # Closing charges nothing in French tarot.
        await service.close(pad_id)
        assert await store.pads.entries(pad_id, "settlement") == []
    finally:
        await store.close()
