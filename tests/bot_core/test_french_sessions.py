"""French tarot at a table on fake time: whole sessions of three, four and five under the
FFT rules and with each switch (F1 no Prise, F2 any card called), the ledger and per-family
statistics, a deal everyone passes, a deal a Petit sec annuls as soon as it is dealt (booked
at once, and across a restart), a restart mid-deal, the screens of every moment, and the
computer seats.

The computer seats are the view-only test player of ``french_helpers`` (``engine/french/ai``
is written apart): these tests do not depend on it.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from bot import families
from bot.families.french.deals import BotMatch, UnplayedDeal
from bot.screens import ids
from bot.screens.hand import hand_screen
from bot.screens.summary import deal_result, summary_screen
from bot.screens.table import table_screen
from bot.tables import Table
from bot.ui.images import render_all
from engine.core.record import replay
from engine.french import FrenchState, FrenchView, Kind, Phase

from .french_helpers import FAMILY, RULE_SETS, explicit_deal, steered_factory
from .helpers import ANA, BOR, CIR, DAN, GUILD, Rig, human_on_turn, make_rig, open_table, play_until

SWITCHES = {
    "fft": {},
    "no Prise (F1 off)": {"prise_allowed": False},
    "any card called (F2)": {"five_player_call": "any"},
}


async def _check_books(rig: Rig, table: Table, players: int) -> None:
    """The ledger, the standings and an independent replay of the stored log agree."""
    store = rig.store
    assert table.session_id is not None
    session = await store.ledger.session(table.session_id)
    assert session is not None and session.status == "finished"
    deals = await store.tables.deals(table.id)
    first = json.loads(deals[0].header_json)
    match = FAMILY.new_match(table.config.rules(), players, max_deals=table.config.deals)
    match.dealer = first["dealer"]
    for d in deals:
        logged = [a.action for a in await store.tables.actions(table.id, d.deal_no)]
        state = replay(FAMILY, json.loads(d.header_json), logged)
        if FAMILY.is_over(state):
            match.record(state)
    rows = await store.ledger.entries(table.session_id, "deal")
    assert len(rows) == players * match.deals_played == players * session.deals
    for e in rows:
        assert sum(line["amount"] for line in e.lines) == e.score
    totals = [sum(e.score for e in rows if e.seat == p) for p in range(players)]
    assert totals == match.totals == match.final_scores() == session.final_scores
    assert await store.ledger.entries(table.session_id, "settlement") == []
    assert rig.recorder.standings is not None
    assert [s.final for s in rig.recorder.standings] == totals


@pytest.fixture
async def french_rig(rig: Rig) -> Rig:
    """A rig whose computer seats are the French test player."""
    await rig.close()
    return await make_rig(rig.path, rig.defaults, clock=rig.clock, computers=steered_factory)


async def _french_table(rig: Rig, humans: list[int], players: int, **config: Any) -> Table:
    config.setdefault("deals", 2)
    table = await open_table(
        rig, humans, computers=players - len(humans), family="french", players=players, **config
    )
    await table.start(humans[0])
    return table


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("name", list(SWITCHES))
async def test_a_french_session_keeps_its_books(french_rig: Rig, name: str, players: int) -> None:
    rig = french_rig
    table = await _french_table(rig, [ANA, BOR], players, rule_overrides=SWITCHES[name], deals=3)
    assert table.config.rules() == RULE_SETS[name]
    await play_until(table, rig.clock, random.Random(len(name) + players))
    assert table.status == "finished" and len(rig.recorder.sheets) == 3
    await _check_books(rig, table, players)
    assert table.session_id is not None
    booking = families.get("french").booking
    for e in await rig.store.ledger.entries(table.session_id, "deal"):
        assert e.role in ("declarer", "partner", "defender", None)
        assert e.contract in ("prise", "garde", "garde_sans", "garde_contre", None)
        if name.startswith("no Prise"):
            assert e.contract != "prise"
    session = await rig.store.ledger.session(table.session_id)
    assert session is not None and session.family == "french" and session.players == players
    # The points are French tarot's own: its leaderboard and statistics only.
    board = await rig.store.stats.leaderboard(GUILD, "all", "total", family="french")
    assert {r.user_id for r in board} == {ANA, BOR}
    for other in ("slovenian", "czech"):
        assert await rig.store.stats.leaderboard(GUILD, "all", "total", family=other) == []
    ana = await rig.store.stats.user_stats(
        ANA,
        GUILD,
        family="french",
        bonus_items=booking.bonus_items,
        bonus_kinds=booking.bonus_kinds,
    )
    assert ana.deals == 3 and ana.sessions == 1
    assert set(ana.roles) <= {"declarer", "partner", "defender"}
    stats_lines = families.get("french").display.stats_lines(ana, "fr")
    assert stats_lines[0].startswith("En défense\u00a0: ")


def _pass_all(view: Any, rng: random.Random) -> Any:
    """A human who always passes in the bidding and plays at random otherwise."""
    passes = [a for a in view.legal if a.kind == Kind.PASS]
    return passes[0] if passes and view.phase == Phase.BIDDING else rng.choice(view.legal)


async def test_a_deal_everyone_passes_is_booked_and_the_next_dealer_deals(rig: Rig) -> None:
    table = await _french_table(rig, [ANA, BOR, CIR], 3, deals=2)
    dealer = table.view(None).dealer  # type: ignore[union-attr]
    await play_until(
        table, rig.clock, random.Random(1), lambda: table.between_deals, choose=_pass_all
    )
    sheet = rig.recorder.sheets[-1]
    assert isinstance(sheet, UnplayedDeal) and sheet.outcome == "passed"
    result = deal_result(table, sheet, "fr")
    screen = summary_screen(table, result, "fr")
    assert screen.blocks[0].startswith("### Donne 1\u00a0: Donne passée")
    assert "Tout le monde passe" in screen.blocks[0]
    render_all(screen.images)
    sheet_image = next(i.model for i in screen.images if i.kind == "sheet")
    assert [r.label for r in sheet_image.rows] == ["1 · Donne passée"]  # type: ignore[attr-defined]
    assert table.session_id is not None
    rows = await rig.store.ledger.entries(table.session_id, "deal")
    assert [(e.score, e.role, e.contract, e.lines) for e in rows] == [(0, None, None, [])] * 3
    await play_until(table, rig.clock, random.Random(1), lambda: table.deal_no == 2)
    assert table.view(None).dealer == (dealer + 1) % 3  # type: ignore[union-attr]
    await play_until(table, rig.clock, random.Random(2))
    assert table.status == "finished"
    await _check_books(rig, table, 3)


PETIT_SEC = "T1 KH QH 1H 2H 3H 4H 5H 6H 7H 8H 9H 10H KD QD"
"""Five players: the Petit as the only trump, no Excuse."""


def _petit_sec_first(monkeypatch: pytest.MonkeyPatch) -> None:
    """Deal 1 of every French table: Bor (seat 1) holds a Petit sec."""
    original = BotMatch.next_deal

    def next_deal(self: BotMatch, rng: random.Random) -> FrenchState:
        if self.deals_played == 0:
            self.dealt = True
            return explicit_deal(5, 1, PETIT_SEC, dealer=self.dealer, rules=self.rules)
        return original(self, rng)

    monkeypatch.setattr(BotMatch, "next_deal", next_deal)


async def test_a_petit_sec_annuls_the_deal_as_soon_as_it_is_dealt(
    french_rig: Rig, monkeypatch: pytest.MonkeyPatch
) -> None:
    _petit_sec_first(monkeypatch)
    rig = french_rig
    table = await _french_table(rig, [ANA, BOR], 5, deals=2)
    # Nothing to play: the deal is booked at once and the table pauses before the next.
    assert table.between_deals and table.deal_no == 1
    sheet = rig.recorder.sheets[-1]
    assert isinstance(sheet, UnplayedDeal) and sheet.outcome == "annulled"
    screen = table_screen(table, 1, "en")
    assert any("Petit sec (Bor): the deal is annulled" in b for b in screen.blocks), screen.blocks
    shown = [i for i in screen.images if i.kind == "talon"]
    assert shown and len(shown[0].model.groups[0]) == 15  # type: ignore[attr-defined]
    summary = summary_screen(table, deal_result(table, sheet, "en"), "en")
    render_all([*screen.images, *summary.images])
    # A restart in the pause keeps the booked deal and goes on.
    rig2 = await rig.restart()
    await rig2.manager.resume_all()
    again = rig2.manager.require(table.channel_id)
    assert again.deal_no == 1 and again.between_deals
    await play_until(again, rig2.clock, random.Random(3))
    assert again.status == "finished"
    await _check_books(rig2, again, 5)


async def test_a_french_table_resumes_mid_deal(french_rig: Rig) -> None:
    rig = french_rig
    table = await _french_table(rig, [ANA, BOR, CIR, DAN], 4, deals=2)
    rng = random.Random(8)

    def mid_deal() -> bool:
        v = table.view(None)
        return (
            table.deal_no == 1
            and isinstance(v, FrenchView)
            and v.phase in (Phase.ECART, Phase.CHELEM, Phase.PLAY)
            and human_on_turn(table) is not None
            and len(v.tricks) < 3
        )

    await play_until(table, rig.clock, rng, mid_deal)
    deal_no, move, to_move, state = table.deal_no, table.move, table.to_move, table.state
    rig2 = await rig.restart()
    await rig2.manager.resume_all()
    again = rig2.manager.require(table.channel_id)
    assert (again.deal_no, again.move, again.to_move) == (deal_no, move, to_move)
    assert again.state == state and again.config.family == "french"
    seat = again.to_move
    assert seat is not None
    before = sorted(FAMILY.format_action(a) for a in FAMILY.view(state, seat).legal)
    screen = hand_screen(again, seat, "fr")
    offered = [ids.parse(b.custom_id) for row in screen.rows for b in row]
    acts = sorted(a.action for a in offered if isinstance(a, ids.Act))
    picked = sorted(v for _, v, _ in screen.select.options) if screen.select else []
    assert sorted(acts + picked) == before
    await play_until(again, rig2.clock, rng)
    assert again.status == "finished"
    await _check_books(rig2, again, 4)


async def test_the_screens_of_a_french_table_come_from_views(french_rig: Rig) -> None:
    rig = french_rig
    table = await _french_table(rig, [ANA], 5, deals=1)
    rng = random.Random(12)
    phases: set[str] = set()
    while table.is_open and not table.between_deals:
        if human_on_turn(table) is not None:
            screens = [table_screen(table, 1, "fr"), hand_screen(table, 0, "fr")]
            render_all([spec for s in screens for spec in s.images])
            v = table.view(0)
            assert v is not None
            phases.add(v.phase_name)
            hand = screens[1]
            assert "### Tes cartes · donne 1 · " in hand.blocks[0]
            await play_until(table, rig.clock, rng, lambda m=table.move: table.move > m)
        elif not await rig.clock.run_next():
            break
    assert "play" in phases
