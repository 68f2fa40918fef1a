"""Slovenian tarok with five at a table (D8) through the bot: the lobby seats five, the dealer
sits each deal out and the table and his hand say so, the score sheet leaves him blank, the
ledger books the four who played and who sat out, statistics count only the deals played,
radelci go to all five, and the škis round ends the session with the holder's deal."""

from __future__ import annotations

import json
import random
import re
from dataclasses import dataclass, field
from typing import Any

import pytest

from bot.screens import ids
from bot.screens.final import final_screen, session_result
from bot.screens.hand import hand_screen
from bot.screens.lobby import lobby_screen
from bot.screens.summary import deal_result, sheet_image, summary_screen
from bot.screens.table import table_screen
from bot.tables import Table, TableFull
from bot.ui.images import render_all
from engine import families
from engine.core.record import replay
from engine.slovenian import Contract, Match

from .helpers import ANA, BOR, CIR, DAN, EVE, GUILD, Rig, open_table, play_until, wants

SL = "slovenian"


@dataclass
class Seen:
    """What the screens showed at the start of each deal (watched while the table plays)."""

    table: Table
    deals: dict[int, dict[str, Any]] = field(default_factory=dict)

    def __call__(self) -> bool:
        t = self.table
        if t.session is None or t.deal_no in self.deals or t.between_deals:
            return False
        out = next(s for s in range(5) if s not in t.deal_seats)
        public = table_screen(t, t.deal_no, "en")
        entry: dict[str, Any] = {
            "seats": t.deal_seats,
            "out": out,
            "lines": public.blocks[0].splitlines()[1:],
            "radelci": list(t.match.radelci),
        }
        if t.seats[out].is_human:
            entry["resting"] = hand_screen(t, out, "en")
        self.deals[t.deal_no] = entry
        return False


async def _five(rig: Rig, humans: list[int], **config: Any) -> Table:
    table = await open_table(rig, humans, computers=5 - len(humans), players=5, **config)
    await table.start(humans[0])
    return table


async def _engine_replay(rig: Rig, table: Table) -> tuple[Match, list[list[int]]]:
    """An independent replay of the stored session: the engine's own five-player match,
    and every player's open radelci before each deal."""
    family = families.get(SL)
    match = family.new_match(table.config.rules(), 5, max_deals=table.config.deals)
    assert isinstance(match, Match)
    before: list[list[int]] = []
    for d in await rig.store.tables.deals(table.id):
        before.append(list(match.radelci))
        if table.end_requested_after == d.deal_no - 1:
            match.request_end()
        logged = [a.action for a in await rig.store.tables.actions(table.id, d.deal_no)]
        state = replay(family, json.loads(d.header_json), logged)
        assert match.deal_seats() == tuple(s for s in range(5) if s != match.dealer)
        match.record(state)
    return match, before


async def _check_ledger(rig: Rig, table: Table, match: Match) -> None:
    """Per deal: one ``out`` row for the one who sat out, the four others' scores as the
    engine booked them (``BookedDeal.scores``); the settlement charges every open radelc
    of all five; the standings are the engine's final scores."""
    assert table.session_id is not None
    rows = await rig.store.ledger.entries(table.session_id)
    for n, booked in enumerate(match.booked, start=1):
        entries = {e.seat: e for e in rows if e.deal_no == n and e.kind != "settlement"}
        assert sorted(entries) == list(range(5))
        out = entries[booked.sat_out]  # type: ignore[index]
        assert (out.kind, out.score, out.lines, out.role) == ("out", 0, [], None)
        for seat, score in enumerate(booked.scores):
            if score is None:
                assert seat == booked.sat_out
                continue
            e = entries[seat]
            assert e.kind == "deal" and e.score == score
            assert sum(line["amount"] for line in e.lines) == score
    deal_rows = [e for e in rows if e.kind == "deal"]
    assert len(deal_rows) == 4 * match.deals_played
    assert [sum(e.score for e in deal_rows if e.seat == p) for p in range(5)] == match.totals
    settled = {e.seat: e for e in rows if e.kind == "settlement"}
    pen = match.rules.radelc_end_penalty
    assert {s: len(e.lines) for s, e in settled.items()} == {
        s: r for s, r in enumerate(match.radelci) if r
    }
    assert all(e.score == -pen * len(e.lines) for e in settled.values())
    session = await rig.store.ledger.session(table.session_id)
    assert session is not None and session.players == 5
    assert session.final_scores == match.final_scores()
    assert table.standings is not None
    assert [s.final for s in table.standings] == match.final_scores()
    assert [s.radelci for s in table.standings] == match.radelci


async def test_the_lobby_seats_five_and_no_more(rig: Rig) -> None:
    table = await open_table(rig, [ANA, BOR, CIR, DAN], computers=1, players=5)
    assert len(table.seats) == 5
    assert "Players (5/5)" in "\n".join(lobby_screen(table, "en").blocks)
    with pytest.raises(TableFull):
        await table.join(EVE, "Eve")
    with pytest.raises(TableFull):
        await table.add_computer(ANA)
    await table.remove_computer(ANA)
    assert await table.join(EVE, "Eve") == 4
    await table.start(ANA)
    assert table.deal_seats == (1, 2, 3, 4)  # Ana deals the first deal and sits it out


async def test_a_five_player_session_books_four_and_who_sat_out(rig: Rig) -> None:
    table = await _five(rig, [ANA, BOR, CIR], deals=6)
    seen = Seen(table)
    await play_until(table, rig.clock, random.Random(4), seen)
    assert table.status == "finished" and len(rig.recorder.sheets) == 6
    match = table.match
    assert isinstance(match, Match)
    # The dealer sits out in turn, and the bot's seats are the engine's.
    assert [b.sat_out for b in match.booked] == [0, 1, 2, 3, 4, 0]
    assert table.session is not None
    assert table.session.history_seats == [b.seats for b in match.booked]
    again, radelci_before = await _engine_replay(rig, table)
    assert (again.totals, again.radelci) == (match.totals, match.radelci)
    assert [b.seats for b in again.booked] == [b.seats for b in match.booked]
    for n, entry in seen.deals.items():
        out = entry["out"]
        assert entry["seats"] == match.booked[n - 1].seats
        # The table names the dealer as the one sitting out, and nobody else as dealer.
        lines = entry["lines"]
        assert "deals and sits this deal out" in lines[out] and lines[out].startswith(f"{out + 1}.")
        assert not any("dealer" in line for i, line in enumerate(lines) if i != out)
        assert all(re.search(r"· \d+ tricks?$", line) for i, line in enumerate(lines) if i != out)
        # Everyone's open radelci beside his total, his own too while he sits out.
        assert entry["radelci"] == radelci_before[n - 1]
        for seat, line in enumerate(lines):
            assert line.count("○") == radelci_before[n - 1][seat]
        resting = entry.get("resting")
        if resting is not None:  # a human sitting out: no hand, no action, a word why
            assert "You sit this deal out." in "\n".join(resting.after)
            assert not resting.images
            assert not any(
                isinstance(ids.parse(b.custom_id), ids.Act | ids.Discard)
                for row in resting.rows
                for b in row
            )
    assert {n for n, e in seen.deals.items() if "resting" in e} == {1, 2, 3, 6}
    # A deal that gives radelci gives one to all five, the one sitting it out included.
    for_all = [i for i, b in enumerate(match.booked[:-1]) if b.sheet.radelci_for_all]
    assert for_all, "the seed must give radelci for all before the last deal"
    for i in for_all:
        sitter = match.booked[i].sat_out
        assert sitter is not None
        assert seen.deals[i + 2]["radelci"][sitter] == radelci_before[i][sitter] + 1
    await _check_ledger(rig, table, match)
    # Statistics count only the deals a player played.
    for user, seat in ((ANA, 0), (BOR, 1), (CIR, 2)):
        stats = await rig.store.stats.user_stats(user, GUILD, family=SL)
        assert stats.deals == match.deals_played_by(seat) == 6 - (2 if seat == 0 else 1)
        assert stats.total == match.final_scores()[seat]  # with the radelci charged


async def test_the_score_sheet_leaves_the_one_sitting_out_blank(rig: Rig) -> None:
    table = await _five(rig, [ANA, BOR], deals=3)
    await play_until(table, rig.clock, random.Random(2), lambda: len(rig.recorder.sheets) == 2)
    result = deal_result(table, rig.recorder.sheets[-1], "en")
    summary = summary_screen(table, result, "en")
    match = table.match
    assert isinstance(match, Match)
    sheet = summary.images[1].model
    assert sheet.players == tuple(result.names)  # type: ignore[attr-defined]
    for row, booked in zip(sheet.rows, match.booked, strict=True):  # type: ignore[attr-defined]
        assert row.deltas[booked.sat_out] is None  # a blank, not 0
        for seat, score in enumerate(booked.scores):
            if score is not None:
                assert row.deltas[seat] in ((score,) if score else (0, None))
    assert list(sheet.rows[-1].totals) == match.totals  # type: ignore[attr-defined]
    assert [m.open for m in sheet.radelci] == match.radelci  # type: ignore[attr-defined]
    # The summary is of the four who played.
    image = summary.images[0].model
    assert [r.name for r in image.results] == result.deal_names  # type: ignore[attr-defined]
    assert len(image.results) == 4  # type: ignore[attr-defined]
    render_all(summary.images)
    # The same rows are built from the history alone (the final message uses them).
    again = sheet_image(
        table.game, match.history, [b.seats for b in match.booked], result.names, result.marks, "en"
    )
    assert again == sheet


async def test_the_skis_round_at_five_ends_with_the_holders_deal(rig: Rig) -> None:
    table = await _five(rig, [ANA, BOR], deals=None)
    await play_until(table, rig.clock, random.Random(7), lambda: table.between_deals)
    vote = await table.vote_end(ANA)  # the host decides
    assert vote.called and table.end_requested_after == 1
    await play_until(table, rig.clock, random.Random(7))
    assert table.status == "finished"
    match = table.match
    assert isinstance(match, Match) and match.finished
    rounds = [b for b in match.booked[1:] if b.skis_holder is not None]
    assert rounds, "the Škis was dealt to a player in a škis round"
    holder = rounds[0].skis_holder
    # The holder deals the last deal, so at five he sits it out; 1 to 4 deals after the round.
    assert match.booked[-1].sat_out == holder
    after = len(match.booked) - 1 - match.booked.index(rounds[0])
    assert 1 <= after <= 4
    again, _ = await _engine_replay(rig, table)
    assert again.finished and again.deals_played == match.deals_played
    await _check_ledger(rig, table, match)
    assert rig.recorder.standings is not None
    final = final_screen(table, session_result(table, rig.recorder.standings, "en"), "en")
    image = final.images[0].model
    assert len(image.players) == 5 and image.final is not None  # type: ignore[attr-defined]
    assert list(image.final.totals) == match.final_scores()  # type: ignore[attr-defined]
    # The settlement row: what the open radelci cost, a blank where nothing was charged.
    pen = match.rules.radelc_end_penalty
    charged = [-pen * r if r else None for r in match.radelci]
    assert list(image.final.deltas) == charged  # type: ignore[attr-defined]
    render_all(final.images)


async def test_a_settlement_that_charges_nothing_leaves_blanks(rig: Rig) -> None:
    table = await open_table(rig, [ANA, BOR, CIR, DAN, EVE], players=5, deals=1)
    await table.start(ANA)
    await play_until(table, rig.clock, random.Random(1), choose=wants(Contract.TWO))
    match = table.match
    assert isinstance(match, Match) and match.booked[0].sheet.contract == Contract.TWO
    assert match.radelci == [0] * 5  # Two gives no radelci
    assert rig.recorder.standings is not None
    final = final_screen(table, session_result(table, rig.recorder.standings, "en"), "en")
    image = final.images[0].model
    assert list(image.final.deltas) == [None] * 5  # type: ignore[attr-defined]
    assert list(image.final.totals) == match.totals  # type: ignore[attr-defined]
