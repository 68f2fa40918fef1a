"""What an independent end-to-end run found in Discord, each through the fake Discord:

* the public table of a new deal must never show the last plays of the previous deal;
* a click in flight when the bot stops is answered (a graceful stop), or shown clearly
  once the bot is back (a kill);
* no 429: every message and edit of a channel counts in one budget with headroom;
* every open hand shows whose turn it is, not only the acting and the next player's;
* after a restart the hands are pushed again while their tokens are valid;
* nothing is rendered before an interaction is acknowledged.
"""

from __future__ import annotations

import asyncio
import inspect
import logging
import random
import re
from collections.abc import Awaitable, Callable
from typing import Any

import discord
import pytest
from fakediscord import FakeMessage

from bot.screens.spec import ImageSpec
from bot.ui import controller

from .conftest import WorldFactory
from .helpers import (
    READY,
    Player,
    World,
    act,
    action_components,
    defaults,
    open_hand,
    play_deal,
    seat_of,
    start_game,
    wait_for_actions,
)

PHASE = re.compile(r"^### Tarok · deal (\d+)(?: of \d+)? · (.+)$", re.MULTILINE)
BEFORE_PLAY = {"Bidding", "Choosing the contract", "Calling a king", "Talon", "Discarding"}
BEFORE_PLAY |= {"Announcements"}
PLAY_LINES = re.compile(r" plays |takes the trick")


def _ready_button(hand: FakeMessage | None) -> dict[str, Any] | None:
    if hand is None:
        return None
    for button in hand.buttons():
        if READY.match(button.get("custom_id", "")) and not button.get("disabled"):
            return button
    return None


async def _play_until_ready(world: World, player: Player, rng: random.Random) -> FakeMessage:
    """Play the deal from the player's hand; click Ready on it the moment it appears."""
    hand = await open_hand(world, player)
    for _ in range(400):
        ready = _ready_button(player.hand)
        if ready is not None:
            r = await player.user.click(hand, custom_id=ready["custom_id"])
            await r.wait_ack()
            return hand
        if await act(world, player, rng):
            continue
        await world.fake.wait_for(
            lambda: _ready_button(player.hand) or any(action_components(player.hand)),
            description="a move or Ready",
        )
    raise AssertionError("the deal did not end")


# -- 1. a new deal's table never shows the previous deal's plays -----------------------------
@pytest.mark.parametrize("seed", range(6))
async def test_a_new_deal_never_shows_the_last_plays_of_the_previous_one(
    make_world: WorldFactory, seed: int
) -> None:
    """1 human and 3 computers, two deals, Ready clicked as soon as it appears: through
    the bidding, talon and announcements of deal 2 its table message names no card play
    and no trick (those can only be deal 1's)."""
    world = await make_world(
        table_defaults=defaults(update_interval=1.0, deals=2), seeds=lambda: 4000 + seed
    )
    ana = world.players[0]
    await start_game(world, [ana], computers=3, players=4, length="2")
    table = world.table
    player = Player(ana)
    rng = random.Random(seed)
    await _play_until_ready(world, player, rng)
    await world.fake.wait_for(lambda: table.deal_no == 2, description="deal 2")
    # Ana's first turn of deal 2 (she bids): the table waits for her, its message is drawn.
    await wait_for_actions(world, player)
    await world.bot.presenter.idle()
    assert table.deal_no == 2 and not table.view(None).trick and not table.view(None).tricks
    await play_deal(world, [player], rng)
    await world.bot.presenter.idle()
    checked = 0
    for revision in world.fake.revision_log:
        if revision.kind == "delete" or revision.audience.kind == "ephemeral":
            continue
        head = PHASE.search(revision.text())
        if head is None or head.group(1) != "2" or head.group(2) not in BEFORE_PLAY:
            continue
        checked += 1
        lines = [line for line in revision.text().splitlines() if PLAY_LINES.search(line)]
        assert not lines, f"deal 2 ({head.group(2)}) shows deal 1's plays: {lines}"
    assert checked >= 1, "no revision of deal 2's table before its play"


# -- 2. a click in flight when the bot stops -------------------------------------------------
class Gate:
    """Holds every action write of the store after it is written, until opened."""

    def __init__(self, world: World) -> None:
        self.written = asyncio.Event()
        self.open = asyncio.Event()
        repo = world.bot.store.tables
        original = repo.append_action

        async def held(*args: Any, **kw: Any) -> None:
            await original(*args, **kw)
            self.written.set()
            await self.open.wait()

        repo.append_action = held  # type: ignore[method-assign]


async def _ana_with_a_card(world: World, seed: int) -> tuple[FakeMessage, str]:
    """Ana and two computers: play (passing where possible) until Ana may play a card; her
    hand message and that card's button id."""
    await start_game(world, [world.players[0]], computers=2, players=3)
    player = Player(world.players[0])
    card = await _on_turn_with_a_card(world, player, random.Random(seed))
    assert player.hand is not None
    return player.hand, card


async def _on_turn_with_a_card(world: World, player: Player, rng: random.Random) -> str:
    """Play (passing where possible) until the player may play a card; that button's id."""
    await open_hand(world, player)
    for _ in range(200):
        buttons = await wait_for_actions(world, player)
        cards = [b["custom_id"] for b in buttons if ":play:" in b["custom_id"]]
        if cards:
            return cards[0]
        await act(world, player, rng, prefer_pass=True)
    raise AssertionError("no card to play")


async def test_a_graceful_stop_answers_the_click_in_flight(make_world: WorldFactory) -> None:
    world = await make_world()
    ana = world.players[0]
    hand, card = await _ana_with_a_card(world, 5)
    gate = Gate(world)
    click = await ana.click(hand, custom_id=card, wait=False)
    await asyncio.wait_for(gate.written.wait(), 10)  # stored, not yet answered
    stopping = asyncio.ensure_future(world.fake.stop_bot())
    await asyncio.sleep(0.2)
    assert not stopping.done(), "the stop did not wait for the click in flight"
    # A click that comes while the bot stops is answered, and changes nothing.
    late = await ana.click(world.table_message(), label="My hand", wait=False)
    notice = await late.wait_response()
    assert "The bot is restarting" in notice.text() and notice.ephemeral
    gate.open.set()
    await asyncio.wait_for(stopping, 15)
    assert click.acknowledged and not click.late
    assert (await click.wait_response()).id == hand.id
    assert "Wait: " in hand.text() or "Your turn" in hand.text()
    assert not world.fake.bot_errors


async def test_after_a_kill_the_stored_move_is_shown_on_the_table_and_the_hand(
    make_world: WorldFactory,
) -> None:
    """The bot dies between storing a card play and answering the click ("This
    interaction failed"): once it is back, the table message says what was played, and the
    player's hand is pushed (through the token of an earlier answer) saying so too."""
    world = await make_world(table_defaults=defaults(computer_delay=0.5, delay_jitter=0.0))
    ana = world.players[0]
    hand, card_id = await _ana_with_a_card(world, 8)
    # The dying process makes no computer move after Ana's.
    world.table.computers.delay = lambda deal_no, move: 60.0  # type: ignore[method-assign]
    await world.bot.presenter.idle()
    gate = Gate(world)
    click = await ana.click(hand, custom_id=card_id, wait=False)
    await asyncio.wait_for(gate.written.wait(), 10)
    await world.kill(gate.open)
    assert not click.acknowledged  # the player saw "This interaction failed"
    mark = world.fake.mark()
    await world.restart()
    table = world.table
    last = (await world.bot.store.tables.actions(table.id))[-1]
    assert last.actor_id == ana.id and last.actor_kind == "player"  # ... a stored move
    show = table.game.display
    card = show.action_card(table.game.engine.parse_action(last.action))
    assert card is not None
    played = f"ana plays {show.card_label(card)}."

    def shows(message: FakeMessage) -> bool:
        return any(
            played in r.text() and "restart of the bot" in r.text()
            for r in message.revisions
            if r.call_seq is not None and r.call_seq >= mark
        )

    table_msg = world.table_message()
    await world.fake.wait_for(lambda: shows(table_msg), description="the move on the table")
    await world.fake.wait_for(lambda: shows(hand), description="the move on ana's hand")


# -- 3. no 429 at Discord's real limits --------------------------------------------------------
async def test_a_session_at_discords_real_limits_is_never_rate_limited(
    make_world: WorldFactory,
) -> None:
    """Lobby edits, table edits at the real update interval, summaries, Ready and new table
    messages at a deal change: every write of the channel within one budget, no 429 (the
    world fails on any when it closes)."""
    world = await make_world(table_defaults=defaults(update_interval=1.0, deals=2), time_scale=1.0)
    ana, bor = world.players[:2]
    await start_game(world, [ana, bor], computers=1, players=3, length="2")
    table = world.table
    players = [Player(ana), Player(bor)]
    rng = random.Random(31)
    summary = await play_deal(world, players, rng)
    for p in players:
        await p.user.click(summary, label="Ready")
    await world.fake.wait_for(lambda: table.deal_no == 2, description="deal 2")
    await play_deal(world, players, rng)
    await world.fake.wait_for(lambda: world.finals(), timeout=20, description="the standings")
    await world.bot.presenter.idle()
    writes = [
        c.started_at
        for c in world.fake.rest_log
        if c.route.startswith(("POST /channels/", "PATCH /channels/", "DELETE /channels/"))
    ]
    assert len(writes) >= 10
    # The bot keeps one write of headroom below Discord's five in five seconds (arrival
    # times: a quarter second is allowed for the way from the bot to Discord).
    for t in writes:
        assert len([u for u in writes if t <= u < t + 4.75]) <= 4, "no headroom"
    assert not world.fake.rate_limited()


# -- 4. every open hand shows whose turn it is -------------------------------------------------
def _turn_line(world: World, player: Player) -> bool:
    """Whether the player's hand names the player on turn now."""
    table = world.table
    assert player.hand is not None
    text = player.hand.text()
    to_move = table.to_move
    if to_move is None:
        return True
    if to_move == seat_of(world, player.user):
        return "Your turn!" in text
    name = table.seats[to_move].name
    return f"Wait: {name} is to move." in text


async def test_every_open_hand_shows_whose_turn_it_is(make_world: WorldFactory) -> None:
    world = await make_world()
    await start_game(world, world.players, players=4)
    table = world.table
    players = [Player(u) for u in world.players]
    for p in players:
        await open_hand(world, p)
    rng = random.Random(17)
    for _ in range(12):
        moved = False
        for p in players:
            moved = await act(world, p, rng) or moved
        if not moved:
            await wait_for_actions(world, next(p for p in players if _on_turn(world, p)))
        if table.to_move is None:
            break
        # Within the push interval every open hand names the player on turn (on a waiting
        # hand only that line and the trick change: such pushes are coalesced).
        await world.fake.wait_for(
            lambda: all(_turn_line(world, p) for p in players),
            timeout=5,
            description="every hand to name the player on turn",
        )


def _on_turn(world: World, player: Player) -> bool:
    return world.table.to_move == seat_of(world, player.user)


async def test_a_waiting_hand_is_coalesced_not_pushed_on_every_move(
    make_world: WorldFactory,
) -> None:
    """Ana leaves, the computer plays her seat: nothing on her hand is ever hers to choose,
    so its pushes are coalesced: at most one per push interval (plus the deal's end),
    however many moves are made, and it ends up showing the end of the deal."""
    interval = 0.5
    world = await make_world(
        table_defaults=defaults(computer_delay=0.05, delay_jitter=0.0, deals=2),
        hand_interval=interval,
    )
    ana = world.players[0]
    await start_game(world, [ana], computers=3, players=4, length="2")
    table = world.table
    player = Player(ana)
    hand = await open_hand(world, player)
    r = await ana.click(hand, label="Leave")
    await r.wait_response()
    loop = asyncio.get_running_loop()
    mark, start, move = world.fake.mark(), loop.time(), table.move
    await world.fake.wait_for(lambda: table.between_deals, timeout=20, description="deal end")
    elapsed, moves = loop.time() - start, table.move - move
    await world.bot.presenter.idle()
    pushes = [c for c in world.fake.calls("PATCH /webhooks/*", since=mark) if c.ok]
    assert moves >= 20
    assert len(pushes) <= elapsed / interval + 3, (len(pushes), moves, elapsed)
    await world.fake.wait_for(lambda: "The deal is over." in hand.text(), description="the end")


# -- 5. after a restart the hands are pushed again ---------------------------------------------
async def test_after_a_restart_the_open_hands_are_pushed_without_a_click(
    make_world: WorldFactory,
) -> None:
    world = await make_world(table_defaults=defaults(computer_delay=0.2, deals=1))
    ana, bor = world.players[:2]
    await start_game(world, [ana, bor], computers=1, players=3)
    players = [Player(ana), Player(bor)]
    for p in players:
        await open_hand(world, p)
    await world.bot.presenter.idle()
    hands = [p.hand for p in players]
    await world.restart()
    # Nobody clicks: both hands say the bot restarted, and follow the game on their own.
    for hand in hands:
        assert hand is not None
        await world.fake.wait_for(
            lambda hand=hand: "restart of the bot" in hand.text(), description="a pushed hand"
        )
    # And they keep following the game: a move on the hands' old messages, then the next.
    table = world.table
    move = table.move
    rng = random.Random(3)
    for _ in range(3):
        for p in players:
            await act(world, p, rng)
    await world.fake.wait_for(lambda: table.move > move, description="a move")
    await world.fake.wait_for(
        lambda: all(_turn_line(world, p) for p in players),
        timeout=5,
        description="both hands to name the player on turn",
    )


async def test_tokens_never_reach_the_log(
    make_world: WorldFactory, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)  # discord.py's request logs too
    world = await make_world()
    ana = world.players[0]
    await start_game(world, [ana], computers=2, players=3)
    player = Player(ana)
    await open_hand(world, player)
    await world.bot.presenter.idle()
    await world.restart()
    await world.bot.presenter.idle()
    tokens = [r.token for r in world.fake.interactions.values()]
    assert await world.bot.store.db.scalar("SELECT COUNT(*) FROM hand_tokens") == 1
    text = "\n".join(r.getMessage() for r in caplog.records)
    assert "/webhooks/" in text  # discord.py did log its requests
    assert not [t for t in tokens if t in text]


# -- 6. nothing is rendered before the acknowledgement -----------------------------------------
async def test_a_click_is_acknowledged_while_a_push_of_its_hand_holds_the_message(
    make_world: WorldFactory,
) -> None:
    """A push of the hand that waits for Discord (its edits through a token are rate
    limited) kept a click on the same hand from answering for as long as it took. The click
    is now acknowledged first (a deferral) once it has waited :data:`controller.LOCK_WAIT`,
    and answered when the push is through."""
    world = await make_world()
    ana = world.players[0]
    await start_game(world, [ana], computers=2, players=3)
    player = Player(ana)
    await open_hand(world, player)
    assert player.hand is not None
    table = world.table
    seat = table.seat_of(ana.id)
    assert seat is not None
    slot = world.bot.presenter.hand_slot(table, seat)
    await slot.lock.acquire()  # a push of this hand is on its way to Discord
    try:
        r = await ana.click(player.hand, label="Refresh", wait=False)
        for _ in range(100):
            if r.acknowledged:
                break
            await asyncio.sleep(0.02)
        assert r.acknowledged, "the click waits unanswered behind the push"
        assert r.callback_name == "DEFERRED_UPDATE_MESSAGE"
    finally:
        slot.lock.release()
    answered = await r.wait_response()
    assert answered.id == player.hand.id and answered.attachment("hand.png")


async def test_a_slow_renderer_never_delays_an_acknowledgement(
    make_world: WorldFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Whenever an answer's images are drawn, its interaction has been acknowledged
    already: "My hand", an action, Refresh, Ready on the hand and a command with a chart.

    The interaction a drawing answers is the one its caller handles (found up the chain of
    awaiting frames); another click that the test has just sent is not its concern."""
    world = await make_world(table_defaults=defaults(deals=1))
    real: Callable[..., Awaitable[Any]] = controller.render
    unacknowledged: list[str] = []
    renders = answers = 0
    kinds: set[str] = set()

    def answered_interaction() -> discord.Interaction[Any] | None:
        frame = inspect.currentframe()
        while frame is not None:
            found = frame.f_locals.get("interaction")
            if isinstance(found, discord.Interaction):
                return found
            frame = frame.f_back
        return None

    async def slow(specs: list[ImageSpec], **kw: Any) -> Any:
        nonlocal renders, answers
        renders += 1
        kinds.update(spec.kind for spec in specs)
        interaction = answered_interaction()
        if interaction is not None:
            answers += 1
            if not interaction.response.is_done():
                unacknowledged.append(f"{interaction.type.name} {interaction.data}")
        await asyncio.sleep(0.2)  # a slow renderer
        return await real(specs, **kw)

    monkeypatch.setattr(controller, "render", slow)
    ana = world.players[0]
    await start_game(world, [ana], computers=2, players=3)
    player = Player(ana)
    await open_hand(world, player)
    assert player.hand is not None and player.hand.attachment("hand.png")
    r = await ana.click(player.hand, label="Refresh")
    assert r.callback_name == "UPDATE_MESSAGE"
    await play_deal(world, [player], random.Random(4))
    r = await ana.slash(world.chan, "tarok stats", {"user": ana})
    stats = await r.wait_response()
    assert stats.attachment("chart.png")
    await world.bot.presenter.idle()
    # Hand images drawn for clicks (how many depends on how the background pushes and the
    # answers interleave: a push that drew the new hand first leaves the answer nothing to
    # draw) and the chart of a command.
    assert renders >= 3 and answers >= 3 and {"hand", "chart"} <= kinds
    assert not unacknowledged, f"rendered before the acknowledgement: {unacknowledged}"
