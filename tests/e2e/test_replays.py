"""Replays of finished deals through the fake Discord, in Slovenian tarok and Czech taroky:
the code under the summary, every navigation button, a jump to a trick, the record
downloaded and loaded by the engine, the refusals (another server, an unknown code, an
unfinished deal) and a restart between two clicks."""

from __future__ import annotations

import itertools
import json
import random
import re
from collections.abc import Callable

from bot_core.czech_helpers import steered_factory
from fakediscord import FakeMessage, FakeUser

from engine import families as engine_families
from engine.core.record import DealEnvelope, replay

from .conftest import WorldFactory
from .czech_play import czech_chooser
from .helpers import Player, World, play_deal, start_game

CODE = re.compile(r"Replay: `/tarok replay ([2-9A-Z]{6})`")
STEP = re.compile(r"Move (\d+) of (\d+)")


def _seeds(first: int) -> Callable[[], int]:
    numbers = itertools.count(first)
    return lambda: next(numbers)


def code_of(summary: FakeMessage) -> str:
    """The replay code a deal's summary names."""
    found = CODE.search(summary.text())
    assert found is not None, summary.text()
    return found.group(1)


async def open_replay(user: FakeUser, world: World, options: dict[str, object]) -> FakeMessage:
    """``/tarok replay`` by ``user``: its ephemeral answer."""
    r = await user.slash(world.chan, "tarok replay", options)
    msg = await r.wait_response()
    assert msg.ephemeral and msg.visible_to == user.id
    return msg


async def step_to(world: World, user: FakeUser, msg: FakeMessage, label: str) -> tuple[int, int]:
    """Click a navigation button; the step and the number of steps shown after it."""
    before = msg.text()
    await user.click(msg, label=label)
    await world.fake.wait_for(lambda: msg.text() != before, description=f"after {label}")
    found = STEP.search(msg.text())
    return (int(found.group(1)), int(found.group(2))) if found else (0, -1)


async def walk_the_replay(world: World, viewer: FakeUser, code: str, family: str) -> None:
    """Open a replay and use every button, the trick select and the download."""
    msg = await open_replay(viewer, world, {"code": code.lower()})
    text = msg.text()
    assert f"Replay {code}" in text and "As dealt, before the first move" in text
    # The cards dealt to nobody, in the game's words.
    assert ("Chien as dealt: " if family == "french" else "Talon as dealt: ") in text
    # Every hand open: as many hand lines as seats, with cards in each.
    assert len(re.findall(r"^\*\*[^*]+\*\*[^:\n]*: \S", text, flags=re.MULTILINE)) >= 4
    assert {b["label"]: b.get("disabled", False) for b in msg.buttons()}["⏮ First"] is True

    step, total = await step_to(world, viewer, msg, "Next ▶")
    assert step == 1 and total > 20
    step, _ = await step_to(world, viewer, msg, "Next ▶")
    assert step == 2
    step, _ = await step_to(world, viewer, msg, "◀ Back")
    assert step == 1
    step, _ = await step_to(world, viewer, msg, "Last ⏭")
    assert step == total
    await world.fake.wait_for(
        lambda: {"summary.png", "scoresheet.png"} <= {a.filename for a in msg.media_attachments()},
        description="the summary and the sheet at the end",
    )
    assert {b["label"]: b.get("disabled", False) for b in msg.buttons()}["Next ▶"] is True
    await step_to(world, viewer, msg, "⏮ First")
    assert "As dealt, before the first move" in msg.text()

    # Jump to the third trick: its last card is on the table.
    [select] = msg.selects()
    third = select["options"][2]
    assert third["label"] in ("Trick 3",)
    await viewer.select(msg, [third["value"]])
    await world.fake.wait_for(lambda: "trick 3 of" in msg.text(), description="trick 3")
    assert STEP.search(msg.text()).group(1) == third["value"]  # type: ignore[union-attr]
    await world.fake.wait_for(
        lambda: "trick.png" in {a.filename for a in msg.media_attachments()},
        description="the trick image",
    )

    # The record: the engine's envelope, which loads and replays to the finished deal.
    r = await viewer.click(msg, label="Download the record (JSON)")
    record_msg = await r.wait_response()
    assert record_msg.ephemeral and record_msg.visible_to == viewer.id
    data = record_msg.attachment(f"tarok-{code}.json").data
    envelope = DealEnvelope.from_json(data)
    assert envelope.family == family
    engine = engine_families.get(family)
    state = replay(engine, envelope.header, envelope.actions)
    assert engine.is_over(state)
    assert json.loads(data)["actions"] == envelope.actions


async def test_a_slovenian_replay_step_by_step(make_world: WorldFactory) -> None:
    world = await make_world(seeds=_seeds(5100))
    ana, bor = world.players[:2]
    await start_game(world, [ana], computers=3, players=4, length="2")
    summary = await play_deal(world, [Player(ana)], random.Random(7))
    code = code_of(summary)
    # Anyone in the server may watch it, seated or not.
    await walk_the_replay(world, world.outsider, code, "slovenian")
    # By the deal's number in the channel: the same code.
    msg = await open_replay(bor, world, {"deal": 1})
    assert f"Replay {code}" in msg.text()

    # The second deal is being played: no replay of it yet.
    await ana.click(summary, label="Ready")
    await world.fake.wait_for(lambda: world.table.deal_no == 2, description="deal 2")
    msg = await open_replay(bor, world, {"deal": 2})
    assert "Deal 2 is not finished yet" in msg.text() and not msg.attachments
    msg = await open_replay(bor, world, {"deal": 9})
    assert "This table has no deal 9." in msg.text()


async def test_a_replay_code_works_only_in_its_server(make_world: WorldFactory) -> None:
    world = await make_world(seeds=_seeds(5200))
    ana = world.players[0]
    await start_game(world, [ana], computers=3, players=4, length="1")
    summary = await play_deal(world, [Player(ana)], random.Random(8))
    code = code_of(summary)
    far = world.fake.add_guild("Far away")
    far_chan = far.add_text_channel("tarok")
    stranger = far.add_member("zoe")
    r = await stranger.slash(far_chan, "tarok replay", {"code": code})
    refusal = await r.wait_response()
    assert refusal.ephemeral and f"Replay {code} belongs to another server" in refusal.text()
    assert not refusal.attachments and "Talon" not in refusal.text()
    msg = await open_replay(ana, world, {"code": "ZZZZZZ"})
    assert "There is no replay ZZZZZZ in this server." in msg.text()
    msg = await open_replay(ana, world, {"code": "AB0"})
    assert "AB0 is not a replay code" in msg.text()
    msg = await open_replay(ana, world, {})
    assert "Give the `code` of a replay" in msg.text()


async def test_a_replay_keeps_working_after_a_restart(make_world: WorldFactory) -> None:
    world = await make_world(seeds=_seeds(5300))
    ana = world.players[0]
    await start_game(world, [ana], computers=3, players=4, length="1")
    summary = await play_deal(world, [Player(ana)], random.Random(9))
    code = code_of(summary)
    msg = await open_replay(ana, world, {"code": code})
    assert (await step_to(world, ana, msg, "Next ▶"))[0] == 1
    await world.restart()
    # The buttons carry the code and the step: the new process rebuilds the deal.
    assert (await step_to(world, ana, msg, "Next ▶"))[0] == 2
    assert (await step_to(world, ana, msg, "⏮ First"))[0] == 0


async def test_a_czech_replay_step_by_step(make_world: WorldFactory) -> None:
    world = await make_world(computers=steered_factory, seeds=_seeds(4100))
    ana = world.players[0]
    await start_game(world, [ana], computers=3, game="czech", length="1")
    summary = await play_deal(world, [Player(ana)], random.Random(9), chooser=czech_chooser)
    await walk_the_replay(world, world.players[1], code_of(summary), "czech")


async def test_a_french_replay_step_by_step(make_world: WorldFactory) -> None:
    """French tarot with four people at the table: the replay is the same."""
    world = await make_world(seeds=_seeds(5400))
    await start_game(world, world.players, game="french", players=4, length="1")
    players = [Player(u) for u in world.players]
    summary = await play_deal(world, players, random.Random(10))
    await walk_the_replay(world, world.outsider, code_of(summary), "french")
