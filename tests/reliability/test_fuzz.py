"""Property-based fuzzing (hypothesis) of custom ids and command options.

* :func:`bot.screens.ids.parse` never raises: any text is a :class:`~bot.screens.ids.BadId`
  or an id that the builders write back exactly.
* Through the fake Discord, a hand button carrying a fuzzed custom id (malformed, tampered:
  another table, seat, deal or move, an action that is no action or not legal now, too long)
  is answered with a clear ephemeral refusal from the catalog, the action log and the table
  do not change, and the bot logs no error.
* ``/tarok start`` with a game, a table size or a preset that does not exist, and
  ``/tarok settings`` with a rule or a rule value that does not exist: a clear ephemeral
  refusal, no table opened, the server's settings unchanged.

The score pad's ids and its modal inputs are fuzzed in ``test_fuzz_pad.py``. The examples are
derandomized (the same ones every run) and bounded, so that each test takes seconds.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Awaitable, Callable
from typing import Any

import discord
from e2e.conftest import WorldFactory
from e2e.helpers import (
    Player,
    World,
    action_components,
    open_hand,
    response_text,
    start_game,
    wait_for_actions,
)
from fakediscord import InteractionResult
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot import families
from bot.i18n import catalog_of
from bot.screens import ids
from engine.slovenian import format_action
from engine.slovenian.actions import ANNOUNCES, BIDS, CALLS, DISCARDS, KONTRAS, PASS, PLAYS, TALONS

NOTATIONS = [
    format_action(a)
    for a in (PASS, *BIDS, *CALLS, *TALONS, *DISCARDS, *ANNOUNCES, *KONTRAS, *PLAYS)
]
KINDS = ("l", "h", "f", "a", "d", "r", "s", "b", "p", "q", "")


def _refusals() -> list[str]:
    """The longest fixed piece of every refusal text of the English catalog (``error.*``,
    also the families' own, and the settings' "bad value")."""
    out = []
    for key, text in catalog_of("en").texts.items():
        if ("error." in key or key == "settings.bad_value") and isinstance(text, str):
            piece = max(re.split(r"\{[^}]*\}", text), key=len).strip()
            if len(piece) >= 8:
                out.append(piece)
    return out


REFUSALS = _refusals()


def _is_refusal(text: str) -> bool:
    return any(head in text for head in REFUSALS)


async def _fuzz(check: Callable[[Any], Awaitable[None]], strategy: Any, examples: int) -> None:
    """Run ``check`` on ``examples`` values of ``strategy`` on this event loop (hypothesis
    runs in a worker thread and hands each example over)."""
    loop = asyncio.get_running_loop()

    @settings(
        max_examples=examples,
        deadline=None,
        database=None,
        derandomize=True,
        suppress_health_check=list(HealthCheck),
    )
    @given(strategy)
    def run(value: Any) -> None:
        asyncio.run_coroutine_threadsafe(check(value), loop).result(timeout=60)

    await asyncio.to_thread(run)


# -- ids.parse ------------------------------------------------------------------------------
def _rebuilt(parsed: ids.ParsedId) -> str:
    match parsed:
        case ids.Lobby(table, op):
            return ids.lobby(table, op)
        case ids.MyHand(table, deal):
            return ids.my_hand(table, deal)
        case ids.Refresh(table, seat, deal):
            return ids.refresh(table, seat, deal)
        case ids.Act(table, seat, deal, move, action):
            return ids.act(table, seat, deal, move, action)
        case ids.Discard(table, seat, deal, move, count):
            return ids.discard(table, seat, deal, move, count)
        case ids.Ready(table, deal):
            return ids.ready(table, deal)
        case ids.EndVote(table, deal):
            return ids.end_vote(table, deal)
        case ids.TakeSeat(table):
            return ids.take_seat(table)
        case ids.PlayAgain(table):
            return ids.play_again(table)
    raise AssertionError(parsed)


_NUMBER = st.one_of(
    st.integers(0, 50).map(str),
    st.integers(-3, -1).map(str),
    st.integers(10**17, 10**20).map(str),
    st.sampled_from(["", "01", "1.0", "x", " 1", "١"]),
)


@st.composite
def _id_like(draw: st.DrawFn) -> str:
    """Text shaped like a custom id: a kind, some numbers and maybe an action, tampered."""
    kind = draw(st.sampled_from(KINDS))
    numbers = draw(st.lists(_NUMBER, min_size=0, max_size=6))
    tail = draw(
        st.one_of(
            st.just([]),
            st.sampled_from(NOTATIONS).map(lambda a: [a]),
            st.sampled_from([*ids.LOBBY_OPS, "explode", "JOIN"]).map(lambda a: [a]),
            st.text(alphabet="abcdefghijklmnopqrstuvwxyzT0123456789:_-é ", max_size=95).map(
                lambda a: [a]
            ),
        )
    )
    prefix = draw(st.sampled_from(["tk", "tk", "tk", "TK", "xx", ""]))
    return ":".join([prefix, kind, *numbers, *tail])


ANY_ID = st.one_of(_id_like(), st.text(max_size=120))


@given(ANY_ID)
@settings(max_examples=400, derandomize=True, database=None)
def test_parse_never_raises_and_what_it_accepts_it_writes_back(custom_id: str) -> None:
    parsed = ids.parse(custom_id)
    if isinstance(parsed, ids.BadId):
        assert parsed.reason
    else:
        assert _rebuilt(parsed) == custom_id


# -- clicks through the fake Discord ---------------------------------------------------------
async def _ana_on_turn(world: World) -> tuple[Player, ids.Act]:
    ana = world.players[0]
    await start_game(world, [ana], computers=2, players=3)
    player = Player(ana)
    await open_hand(world, player)
    await wait_for_actions(world, player)
    assert player.hand is not None
    good = ids.parse(action_components(player.hand)[0][0]["custom_id"])
    assert isinstance(good, ids.Act)
    return player, good


def _harmless_or_valid(parsed: ids.ParsedId | ids.BadId, good: ids.Act, legal: set[str]) -> bool:
    """Ids that are not bad at this table right now: the buttons a player may press (a legal
    move, their own hand, the lobby of their own table)."""
    match parsed:
        case ids.Act(table, seat, deal, move, action):
            return (table, seat, deal, move) == (
                good.table,
                good.seat,
                good.deal,
                good.move,
            ) and action in legal
        case ids.MyHand(table, _) | ids.Lobby(table, _):
            return table == good.table
        case ids.Refresh(table, seat, _):
            return (table, seat) == (good.table, good.seat)
    return False


@st.composite
def _tampered(draw: st.DrawFn, good: ids.Act) -> str:
    """A custom id near the real ones: each field kept, changed a little, or wild."""

    def near(value: int) -> int:
        return draw(st.sampled_from([value, value, value + 1, max(0, value - 1), 0, 10**15]))

    kind = draw(st.sampled_from(["a", "a", "a", "d", "f", "h", "r", "s", "b", "p", "l"]))
    table, seat, deal, move = near(good.table), near(good.seat), near(good.deal), near(good.move)
    action = draw(
        st.one_of(
            st.sampled_from(NOTATIONS),
            st.text(alphabet="abcdefghijklmnopqrstuvwxyzT0123456789:_", min_size=1, max_size=60),
        )
    )
    fields = {
        "a": [table, seat, deal, move, action],
        "d": [table, seat, deal, move, draw(st.integers(0, 20))],
        "f": [table, seat, deal],
        "h": [table, deal],
        "r": [table, deal],
        "s": [table, deal],
        "b": [table],
        "p": [table],
        "l": [table, draw(st.sampled_from([*ids.LOBBY_OPS, "nope"]))],
    }[kind]
    return ":".join(["tk", kind, *map(str, fields)])[:100]


async def _snapshot(world: World, table_id: int) -> tuple[Any, ...]:
    table = world.bot.manager.by_id(table_id)
    assert table is not None
    log = await world.bot.store.tables.actions(table_id, table.deal_no)
    return (table.status, table.deal_no, table.move, len(log), tuple(table.seats))


async def _refused(world: World, r: InteractionResult) -> str:
    """The answer of a refused click: ephemeral, a catalog refusal; its text."""
    await r.wait_response()
    text = response_text(r)
    assert r.ephemeral is not False, f"a public answer: {r.callback_name}"
    message = r.message
    assert message is None or message.ephemeral, "answered on a public message"
    assert _is_refusal(text), f"not a clear refusal: {text!r}"
    return text


async def test_fuzzed_custom_ids_are_refused_and_change_nothing(make_world: WorldFactory) -> None:
    world = await make_world()
    player, good = await _ana_on_turn(world)
    hand = player.hand
    assert hand is not None
    table = world.table
    seen = table.view(good.seat)
    assert seen is not None
    legal = {format_action(a) for a in seen.legal}
    before = await _snapshot(world, good.table)
    refused = 0

    async def click(custom_id: str) -> None:
        nonlocal refused
        parsed = ids.parse(custom_id)
        if _harmless_or_valid(parsed, good, legal):
            return
        # A tampered client sends what it likes: one of the hand's buttons gets the id.
        hand.buttons()[-1]["custom_id"] = custom_id
        r = await player.user.click(hand, custom_id=custom_id)
        await _refused(world, r)
        assert await _snapshot(world, good.table) == before, custom_id
        refused += 1

    await _fuzz(click, st.one_of(_tampered(good), _id_like()), examples=60)
    assert refused >= 40
    assert not world.errors.records


# -- command options ---------------------------------------------------------------------------
_BAD_TEXT = st.text(
    alphabet=st.characters(codec="utf-8", exclude_categories=("Cs", "Cc")), min_size=1, max_size=40
)


@st.composite
def _bad_start(draw: st.DrawFn) -> dict[str, Any]:
    """``/tarok start`` options of which at least one does not exist."""
    names = set(families.names())
    game = draw(st.one_of(st.none(), _BAD_TEXT.filter(lambda g: g not in names)))
    sizes = families.get(families.default()).engine.table_sizes
    players = draw(
        st.one_of(st.none(), st.integers(-(2**31), 2**31).filter(lambda n: n not in sizes))
    )
    presets = set(families.get(families.default()).engine.presets)
    preset = draw(st.one_of(st.none(), _BAD_TEXT.filter(lambda p: p not in presets)))
    options = {"game": game, "players": players, "preset": preset}
    options = {k: v for k, v in options.items() if v is not None}
    if not options:
        options["game"] = draw(_BAD_TEXT.filter(lambda g: g not in names))
    return options


async def test_fuzzed_start_options_are_refused_and_open_nothing(make_world: WorldFactory) -> None:
    world = await make_world()
    ana = world.players[0]

    async def start(options: dict[str, Any]) -> None:
        r = await ana.slash(world.chan, "tarok start", options)
        await _refused(world, r)
        assert world.bot.manager.get(world.chan.id) is None, options

    await _fuzz(start, _bad_start(), examples=40)
    assert not await world.bot.store.tables.open_tables()
    assert not world.errors.records


@st.composite
def _bad_setting(draw: st.DrawFn) -> dict[str, Any]:
    """``/tarok settings`` with a rule that does not exist, or a value its rule rejects."""
    game = families.get(families.default())
    model = type(game.engine.rules())
    switches = list(game.rules.switches(model))
    rule = draw(st.one_of(st.sampled_from(switches), _BAD_TEXT.filter(lambda r: r not in switches)))
    value = draw(st.one_of(st.none(), _BAD_TEXT))
    if rule in switches and value is not None:
        try:
            game.rules.parse(model, rule, value)
        except Exception:
            pass
        else:
            value = None  # a value the rule takes is no bad input: leave it out
    options: dict[str, Any] = {"rule": rule}
    if value is not None:
        options["value"] = value
    return options


async def test_fuzzed_settings_are_refused_and_change_nothing(make_world: WorldFactory) -> None:
    world = await make_world()
    boss = world.guild.add_member("boss", permissions=discord.Permissions(manage_guild=True))
    before = await world.bot.store.guilds.get(world.guild.id)

    async def change(options: dict[str, Any]) -> None:
        r = await boss.slash(world.chan, "tarok settings", options)
        await _refused(world, r)
        assert await world.bot.store.guilds.get(world.guild.id) == before, options

    await _fuzz(change, _bad_setting(), examples=40)
    assert not world.errors.records


async def test_a_click_whose_id_is_not_the_bots_format_is_refused(make_world: WorldFactory) -> None:
    """Found by the fuzzing: a button id without the bot's ``tk:`` prefix (a tampered
    client, or a component of another format) got no answer at all — Discord then shows
    "This interaction failed" — instead of the clear refusal every damaged id gets."""
    world = await make_world()
    player, good = await _ana_on_turn(world)
    hand = player.hand
    assert hand is not None
    before = await _snapshot(world, good.table)
    for custom_id in ("TK:l", "tarok:join:1", "x", f"tk{good.table}"):
        hand.buttons()[-1]["custom_id"] = custom_id
        r = await player.user.click(hand, custom_id=custom_id)
        assert "does not belong to you; nothing was changed" in await _refused(world, r)
    assert await _snapshot(world, good.table) == before
