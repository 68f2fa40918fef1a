"""Spectators through the fake Discord: Watch on a table message and ``/tarok watch`` open
an ephemeral view of exactly what the public table shows, Refresh brings it up to date, and
nobody gets a hand that way (the privacy audits in ``test_privacy*.py`` watch whole games)."""

from __future__ import annotations

import random

from bot_core.czech_helpers import steered_factory

from .conftest import WorldFactory
from .czech_play import czech_chooser
from .helpers import Player, act, open_hand, start_game


async def test_watch_and_refresh_a_slovenian_table(make_world: WorldFactory) -> None:
    world = await make_world()
    ana, eve = world.players[0], world.outsider
    r = await eve.slash(world.chan, "tarok watch", {})
    assert "There is no open table in this channel." in (await r.wait_response()).text()
    table_msg = await start_game(world, [ana], computers=3, players=4)
    r = await eve.click(table_msg, label="Watch")
    view = await r.wait_response()
    assert view.ephemeral and view.visible_to == eve.id
    text = view.text()
    assert "You are watching" in text and "1. **ana**" in text
    labels = [b["label"] for b in view.buttons()]
    assert labels == ["Refresh"]  # no "My hand", no action
    assert "hand.png" not in {a.filename for a in view.attachments}
    # A move later, Refresh shows it.
    player = Player(ana)
    await open_hand(world, player)
    before = view.text()
    rng = random.Random(3)
    for _ in range(50):
        await act(world, player, rng)
        await (await eve.click(view, label="Refresh")).wait_response()
        if view.text() != before:
            break
    assert view.text() != before
    assert "You are watching" in view.text() and not view.selects()
    # The command opens the same view.
    r = await eve.slash(world.chan, "tarok watch", {})
    again = await r.wait_response()
    assert again.ephemeral and "You are watching" in again.text()


async def test_watch_a_czech_table_in_czech(make_world: WorldFactory) -> None:
    world = await make_world(computers=steered_factory, settings={"default_language": "cs"})
    ana, eve = world.players[0], world.outsider
    table_msg = await start_game(world, [ana], computers=3, game="czech")
    r = await eve.click(table_msg, label="Sledovat")
    view = await r.wait_response()
    assert "Sleduješ hru" in view.text() and [b["label"] for b in view.buttons()] == ["Obnovit"]
    player = Player(ana)
    await open_hand(world, player)
    await act(world, player, random.Random(4), chooser=czech_chooser)
    r = await eve.click(view, label="Obnovit")
    await r.wait_response()
    assert "Sleduješ hru" in view.text()
