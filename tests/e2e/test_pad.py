"""The score pad through the fake Discord: open a pad, enter deals with the guided form
(buttons, selects, modals), correct the last deal, the leaderboard with and without the
pads, a restart in the middle of a form, close, export and reopen."""

from __future__ import annotations

import json
import re
from typing import Any

from fakediscord import FakeMessage, FakeUser

from bot.store.pads import PadRow
from engine.czech import Contract, DealFacts, Rules, score

from .conftest import WorldFactory
from .helpers import World

PAD_MSG = re.compile(r"^tp:e:")


def pad_message(world: World) -> FakeMessage:
    """The newest public pad message."""
    msg = world.fake.last_message(
        world.chan,
        predicate=lambda m: any(
            re.match(r"^tp:[ezo]:", b.get("custom_id", "")) for b in m.buttons()
        ),
        include_ephemeral=False,
    )
    assert msg is not None, "no pad message"
    return msg


async def open_pad(world: World, user: FakeUser, names: list[str], **options: Any) -> FakeMessage:
    """``/tarok pad open`` with the players in order; the public pad message."""
    opts: dict[str, Any] = {f"player{i + 1}": name for i, name in enumerate(names)}
    opts.update(options)
    r = await user.slash(world.chan, "tarok pad open", opts)
    msg = await r.wait_response()
    assert not msg.ephemeral, msg.text()
    return msg


async def _do(result: Any) -> FakeMessage:
    msg = await result.wait_response()
    assert msg.ephemeral
    return msg


async def choose(user: FakeUser, form: FakeMessage, value: str) -> FakeMessage:
    """Answer a choice step with ``value`` (a button, or the select of a long choice)."""
    wanted = re.compile(rf"^tp:a:\d+:\d+:\d+:{value}$")
    buttons = [b for b in form.buttons() if wanted.match(b["custom_id"])]
    if buttons:
        return await _do(await user.click(form, custom_id=buttons[0]["custom_id"]))
    select = [s for s in form.selects() if s["custom_id"].startswith("tp:s:")]
    assert select, f"no choice {value!r} in {form.text()[:300]!r}"
    offered = [o["value"] for o in select[0]["options"]]
    assert value in offered, f"{value!r} not offered: {offered}"
    return await _do(await user.select(form, [value], custom_id=select[0]["custom_id"]))


async def toggles(user: FakeUser, form: FakeMessage, *values: str) -> FakeMessage:
    """Switch toggles on, then Done."""
    for value in values:
        form = await _do(await user.click(form, custom_id=re.compile(rf"^tp:t:.*:{value}$")))
    return await _do(await user.click(form, custom_id=re.compile(r"^tp:d:")))


async def numbers(user: FakeUser, form: FakeMessage, **values: int) -> FakeMessage:
    """Open the step's modal and submit ``values`` (by field key)."""
    r = await user.click(form, custom_id=re.compile(r"^tp:m:"))
    await r.wait_modal()
    submitted = await user.submit_modal(r, {f"f{k}": str(v) for k, v in values.items()})
    return await _do(submitted)


def offered(form: FakeMessage) -> set[str]:
    """The values a choice or toggles step offers."""
    out = {
        b["custom_id"].split(":", 5)[5]
        for b in form.buttons()
        if b["custom_id"].startswith(("tp:a:", "tp:t:"))
    }
    for s in form.selects():
        out |= {o["value"] for o in s["options"]}
    return out


async def enter_two(user: FakeUser, pad_msg: FakeMessage, *, points: int = 41) -> FakeMessage:
    """Enter "bor plays Two with Rok" and save; the form's last message."""
    form = await _do(await user.click(pad_msg, custom_id=PAD_MSG))
    form = await choose(user, form, "two")
    form = await choose(user, form, "1")
    form = await choose(user, form, "3")
    form = await numbers(user, form, points=points)
    form = await choose(user, form, "7")
    form = await toggles(user, form)
    form = await choose(user, form, "none")  # the Pagat
    form = await choose(user, form, "none")  # the called king
    form = await toggles(user, form)
    form = await choose(user, form, "1")  # no kontra on the game
    form = await choose(user, form, "none")  # the Mond
    assert "Save" in form.text() and "+20" in form.text(), form.text()
    return await _do(await user.click(form, custom_id=re.compile(r"^tp:v:")))


async def klop(
    user: FakeUser, form: FakeMessage, points: tuple[int, ...], tricks: tuple[int, ...]
) -> FakeMessage:
    """Answer a klop's steps (the form shows the review after them)."""
    form = await choose(user, form, "klop")
    form = await numbers(user, form, **{str(s): p for s, p in enumerate(points)})
    return await numbers(user, form, **{str(s): n for s, n in enumerate(tricks)})


async def _pad(world: World) -> PadRow:
    pad = await world.bot.store.pads.open_in(world.chan.id)
    assert pad is not None
    return pad


async def test_a_pad_from_opening_to_export(make_world: WorldFactory) -> None:
    world = await make_world()
    ana, bor = world.players[:2]
    eve = world.outsider
    pad_msg = await open_pad(world, ana, [f"<@{ana.id}>", f"<@{bor.id}>", "Tina", "Rok"])
    text = pad_msg.text()
    assert "Score pad · Slovenian tarok" in text and "**ana**: 0" in text and "**Tina**: 0" in text
    assert "Next to deal: **ana**" in text
    # A second pad in the same channel is refused; an outsider cannot write on it.
    r = await bor.slash(
        world.chan, "tarok pad open", {"player1": "a", "player2": "b", "player3": "c"}
    )
    assert "already has an open score pad" in (await r.wait_response()).text()
    r = await eve.click(pad_msg, custom_id=PAD_MSG)
    assert "Only the pad's players" in (await r.wait_response()).text()

    # Deal 1: bor plays Two with Rok and wins by 5 (41 card points).
    saved = await enter_two(ana, pad_msg)
    assert "Deal 1 is on the pad." in saved.text()
    pad_msg = await world.fake.wait_for(
        lambda: pad_message(world) if "**bor**: 25" in pad_message(world).text() else None,
        description="the pad after deal 1",
    )
    assert "**Rok**: 25" in pad_msg.text() and "Deal 1: Two" in pad_msg.text()
    assert any(a.filename == "scoresheet.png" for a in pad_msg.attachments)

    # Deal 2: a klop whose points do not add up is refused with the engine's reason; Back
    # changes the tricks, and the klop is saved.
    form = await _do(await bor.click(pad_msg, custom_id=PAD_MSG))
    form = await klop(bor, form, (20, 31, 12, 8), (3, 4, 3, 3))
    assert "cannot all be true" in form.text() and "(Early end)" in form.text()
    assert not any(b["custom_id"].startswith("tp:v:") for b in form.buttons())
    form = await _do(await bor.click(form, custom_id=re.compile(r"^tp:b:")))
    form = await numbers(bor, form, **{"0": 3, "1": 4, "2": 3, "3": 2})
    assert "-20" in form.text()
    await _do(await bor.click(form, custom_id=re.compile(r"^tp:v:")))
    pad_msg = await world.fake.wait_for(
        lambda: pad_message(world) if "Deal 2: Klop" in pad_message(world).text() else None,
        description="the pad after deal 2",
    )
    # Correction of deal 2 by another player: other card points; the history keeps both.
    form = await _do(await ana.click(pad_msg, custom_id=re.compile(r"^tp:c:")))
    assert "Correcting deal 2" in form.text()
    form = await klop(ana, form, (20, 30, 12, 8), (3, 4, 3, 2))
    await _do(await ana.click(form, custom_id=re.compile(r"^tp:v:")))
    pad_msg = await world.fake.wait_for(
        lambda: pad_message(world) if "(corrected)" in pad_message(world).text() else None,
        description="the corrected pad",
    )
    pad = await _pad(world)
    history = await world.bot.store.pads.history(pad.id)
    assert [(d.deal_no, d.revision) for d in history] == [(1, 1), (2, 1), (2, 2)]
    rows = await world.bot.store.pads.entries(pad.id, "pad")
    assert [(r.deal_no, r.seat, r.score) for r in rows if r.deal_no == 2] == [
        (2, 0, -20),
        (2, 1, -30),
        (2, 2, -10),
        (2, 3, -10),
    ]
    assert {r.user_id for r in rows} == {ana.id, bor.id, None}

    # The leaderboard leaves the pads out unless asked.
    r = await ana.slash(world.chan, "tarok leaderboard", {})
    assert f"<@{bor.id}>" not in (await r.wait_response()).text()
    r = await ana.slash(world.chan, "tarok leaderboard", {"pads": True})
    board = (await r.wait_response()).text()
    assert f"1. <@{bor.id}>: -5 · 2 deals" in board and f"2. <@{ana.id}>: -20" in board
    assert "Score pads included." in board

    # A restart in the middle of a form: the form goes on where it was.
    form = await _do(await ana.click(pad_msg, custom_id=PAD_MSG))
    form = await choose(ana, form, "solo_two")
    await world.restart()
    form = await choose(ana, form, "2")  # Tina declares
    form = await numbers(ana, form, points=52)
    form = await choose(ana, form, "8")
    assert {"trula:declarer", "trula:opponents", "kings:declarer"} <= offered(form)
    form = await toggles(ana, form)
    form = await choose(ana, form, "none")
    # Solo two has no called king: no king ultimo, neither asked nor announceable.
    assert "king_ultimo:declarer" not in offered(form)
    form = await toggles(ana, form)
    form = await choose(ana, form, "1")
    form = await choose(ana, form, "none")
    await _do(await ana.click(form, custom_id=re.compile(r"^tp:v:")))
    pad_msg = await world.fake.wait_for(
        lambda: pad_message(world) if "Deal 3: Solo two" in pad_message(world).text() else None,
        description="the pad after the restart",
    )
    # Everyone has a radelc after the klop: Tina's (50 + 15) is doubled, one radelc crossed.
    assert "**Tina**: 120" in pad_msg.text(), pad_msg.text()

    # Close: the final row; export: the facts with every revision, and the CSV.
    r = await bor.click(pad_msg, custom_id=re.compile(r"^tp:z:"))
    closed = await r.wait_response()
    assert "The pad is closed." in closed.text()
    r = await bor.click(closed, custom_id=re.compile(r"^tp:x:"))
    export = await r.wait_response()
    assert export.ephemeral
    files = {a.filename: a.data for a in export.attachments}
    data = json.loads(files[f"pad-{pad.id}.json"])
    assert [len(d["revisions"]) for d in data["deals"]] == [1, 2, 1]
    assert data["totals"] == [-20, -5, 120, 15]
    assert data["final_scores"] == [-120, -105, 120, -85]  # 100 for each open radelc
    csv_rows = files[f"pad-{pad.id}.csv"].decode().splitlines()
    assert csv_rows[0].startswith("deal,contract,ana,bor,Tina,Rok")
    assert csv_rows[3].startswith("3,solo_two,")
    # Reopen: a new pad message continues it.
    r = await ana.slash(world.chan, "tarok pad reopen", {})
    reopened = await r.wait_response()
    assert "Enter deal" in reopened.text() and "**Tina**: 120" in reopened.text()
    assert await world.bot.store.pads.entries(pad.id, "settlement") == []
    assert (await _pad(world)).id == pad.id


async def test_the_pad_speaks_the_servers_and_the_players_language(
    make_world: WorldFactory,
) -> None:
    world = await make_world()
    ana, bor = world.players[:2]
    r = await ana.slash(world.chan, "tarok language", {"language": "sl"})
    await r.wait_response()
    pad_msg = await open_pad(world, ana, ["Maja", "Jure", "Tina"], preset="palcka")
    assert "Score pad" in pad_msg.text()  # public: the server's language
    form = await _do(await ana.click(pad_msg, custom_id=PAD_MSG))
    assert "Katera igra je bila odigrana?" in form.text()
    # Three players: the rules' three-player contracts only (V21: no Colour valat under
    # palcka; never a solo three at three).
    values = offered(form)
    assert {"klop", "two", "solo_without"} <= values
    assert "colour_valat" not in values and "solo_three" not in values
    # bor is neither a player (free names) nor the one who opened it.
    r = await bor.click(pad_msg, custom_id=PAD_MSG)
    assert "Only the pad's players" in (await r.wait_response()).text()


async def test_a_czech_pad_scores_with_the_czech_form(make_world: WorldFactory) -> None:
    world = await make_world()
    ana = world.players[0]
    pad_msg = await open_pad(world, ana, [f"<@{ana.id}>", "Petr", "Eva", "Karel"], game="czech")
    assert "Score pad · Czech taroky" in pad_msg.text()
    form = await _do(await ana.click(pad_msg, custom_id=PAD_MSG))
    assert offered(form) == {"first", "second", "third", "solo"}
    form = await choose(ana, form, "solo")
    form = await choose(ana, form, "0")
    assert "partner" not in form.text().lower()  # a solo is played alone: no partner step
    form = await numbers(ana, form, points=40)
    assert "0" not in offered(form)  # 40 card points need a trick
    form = await choose(ana, form, "8")
    form = await choose(ana, form, "none")  # the Pagát did not win the last trick
    form = await toggles(ana, form)  # nothing announced
    form = await choose(ana, form, "1")  # Petr said flek
    form = await choose(ana, form, "no")  # ana said no re
    form = await toggles(ana, form)  # no hand bonuses
    expected = score(
        Rules.preset("standard"),
        DealFacts(
            contract=Contract.SOLO, declarer=0, declarer_points=40, declarer_tricks=8,
            kontra={"game": (1,)},
        ),
    ).scores  # fmt: skip
    await _do(await ana.click(form, custom_id=re.compile(r"^tp:v:")))
    pad_msg = await world.fake.wait_for(
        lambda: pad_message(world) if "Deal 1: Solo" in pad_message(world).text() else None,
        description="the Czech pad after deal 1",
    )
    assert (
        f"**ana**: {expected[0]}" in pad_msg.text() and f"**Eva**: {expected[2]}" in pad_msg.text()
    )
    rows = await world.bot.store.pads.entries((await _pad(world)).id)
    assert [r.score for r in rows] == list(expected) and rows[0].role == "declarer"


async def test_a_french_pad_asks_for_the_half_point_with_three_players(
    make_world: WorldFactory,
) -> None:
    world = await make_world()
    ana = world.players[0]
    pad_msg = await open_pad(world, ana, [f"<@{ana.id}>", "Théo", "Zoé"], game="french")
    form = await _do(await ana.click(pad_msg, custom_id=PAD_MSG))
    form = await choose(ana, form, "garde")
    form = await choose(ana, form, "0")
    form = await choose(ana, form, "2")  # two bouts: 41 needed
    form = await numbers(ana, form, points=40)
    assert offered(form) == {"no", "yes"} and "40½" in form.text()
    form = await choose(ana, form, "yes")  # 40½: down by a half, rounded to 1
    form = await choose(ana, form, "none")
    form = await choose(ana, form, "none")  # no poignée
    form = await choose(ana, form, "no")
    form = await choose(ana, form, "none")
    await _do(await ana.click(form, custom_id=re.compile(r"^tp:v:")))
    pad_msg = await world.fake.wait_for(
        lambda: pad_message(world) if "**ana**: -104" in pad_message(world).text() else None,
        description="the French pad after deal 1",
    )
    assert "**Zoé**: 52" in pad_msg.text() and "Next to deal: **Théo**" in pad_msg.text()
    # Deal 2: everyone passed. Nothing is scored, no ledger row, and Zoé deals next.
    form = await _do(await ana.click(pad_msg, custom_id=PAD_MSG))
    form = await choose(ana, form, "passed")
    assert "Everyone passed" in form.text() and "Save" in form.text(), form.text()
    assert "+0" not in form.text()
    await _do(await ana.click(form, custom_id=re.compile(r"^tp:v:")))
    pad_msg = await world.fake.wait_for(
        lambda: pad_message(world) if "Deal 2: Passed" in pad_message(world).text() else None,
        description="the French pad after a passed deal",
    )
    assert "**ana**: -104" in pad_msg.text() and "Next to deal: **Zoé**" in pad_msg.text()
    rows = await world.bot.store.pads.entries((await _pad(world)).id)
    assert {r.deal_no for r in rows} == {1}


async def test_a_form_is_out_of_date_once_someone_else_entered_its_deal(
    make_world: WorldFactory,
) -> None:
    world = await make_world()
    ana, bor = world.players[:2]
    pad_msg = await open_pad(world, ana, [f"<@{ana.id}>", f"<@{bor.id}>", "Tina", "Rok"])
    slow = await _do(await bor.click(pad_msg, custom_id=PAD_MSG))
    slow = await choose(bor, slow, "klop")
    await enter_two(ana, pad_msg)
    r = await bor.click(slow, custom_id=re.compile(r"^tp:m:"))
    assert "out of date" in (await r.wait_response()).text()
    pad = await _pad(world)
    assert [(d.deal_no, d.revision) for d in await world.bot.store.pads.history(pad.id)] == [(1, 1)]
