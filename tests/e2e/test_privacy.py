"""Privacy audit of a whole game: nothing hidden ever reaches someone who may not see it.

Every message revision the fake recorded (``fake.revision_log``) is checked against the
deal's true state at the moment the bot's request arrived, rebuilt independently from the
stored deal header and action log:

* images: the renderer's hook records which card faces went into each attachment; a public
  image may show only public cards (played, exposed talon, face-up discarded taroks, an open
  beggar's hand), a hand image only its owner's cards and only in his ephemeral messages;
* texts: no label or name of a hidden card, and no partner before the partnership is public;
* components: no action button or select on a public message; on a hand, only the owner's
  seat and his own cards.

A spectator (someone not seated) watches the whole game, refreshing the view: every
revision of a spectator's view is audited as the public's (no hand, no hidden card, no
secret partner).

At a table of five the dealer sits each deal out: during that deal he may know only what
the public knows, and he gets no hand image and no action.
"""

from __future__ import annotations

import hashlib
import random
import re
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from fakediscord import iter_components

from bot.families.slovenian.labels import card_name
from bot.screens import ids
from bot.tables import Table
from bot.ui.images import RENDER_HOOKS, RenderRecord
from engine.slovenian import (
    DealRecord,
    DealState,
    Kind,
    Match,
    RecordedDeal,
    card_label,
    parse_action,
    view,
)
from engine.slovenian.cards import TAROK_MASK, cards_of
from engine.slovenian.state import NO_CARD, NO_SEAT

from .conftest import WorldFactory
from .helpers import Player, Settle, World, play_deal, start_game
from .spectator import spectating

ALL = frozenset(range(54))


@dataclass(frozen=True)
class Drawn:
    """A rendered image as the hook saw it."""

    kind: str
    seat: int | None
    cards: frozenset[int]


def public_cards(s: DealState) -> set[int]:
    """Cards everybody may know in ``s``."""
    pub: set[int] = set()
    for trick in s.tricks:
        pub |= set(trick.cards)
        if trick.extra != NO_CARD:
            pub.add(trick.extra)
    pub |= set(s.trick)
    if s.trick_extra != NO_CARD:
        pub.add(s.trick_extra)
    pub |= set(view(s, None).talon)
    pub |= set(cards_of(s.discards & TAROK_MASK))
    if s.open_hand_public and s.declarer != NO_SEAT:
        pub |= set(cards_of(s.hands[s.declarer]))
    return pub


def hidden_from(s: DealState, seat: int | None) -> frozenset[int]:
    """Cards ``seat`` (None: the public) may not know in ``s``."""
    known = public_cards(s)
    if seat is not None:
        known |= set(cards_of(s.hands[seat]))
        if seat == s.declarer:
            known |= set(cards_of(s.discards))
    return ALL - known


def _mentions(text: str, card: int) -> bool:
    words = [card_name(card, "en"), card_name(card, "sl")]
    label = card_label(card)
    if len(label) >= 2:
        words.append(label)
    return any(
        re.search(rf"(?<![\w♥♦♠♣]){re.escape(w)}(?![\w♥♦♠♣])", text, flags=re.IGNORECASE)
        for w in words
    )


def _ids(components: list[dict[str, Any]]) -> list[ids.ParsedId | ids.BadId]:
    return [ids.parse(c["custom_id"]) for c in iter_components(components) if c.get("custom_id")]


def _deal_of(parsed: Iterable[ids.ParsedId | ids.BadId]) -> int | None:
    deals = {
        p.deal
        for p in parsed
        if isinstance(
            p,
            ids.MyHand | ids.Refresh | ids.Act | ids.Discard | ids.Ready | ids.EndVote | ids.Watch,
        )
    }
    assert len(deals) <= 1, deals
    return deals.pop() if deals else None


@dataclass
class Recording:
    """What a game produced, for the audit: every rendered image by its digest, and the
    fake's position when each action reached the store."""

    drawn: dict[str, Drawn]
    marks: dict[tuple[int, int], int]


@contextmanager
def recording(world: World) -> Iterator[Recording]:
    """Record the renders and the moment of each stored action while the block runs."""
    rec = Recording({}, {})

    def hook(record: RenderRecord) -> None:
        digest = hashlib.sha256(record.image.data).hexdigest()
        rec.drawn[digest] = Drawn(record.spec.kind, record.spec.audience, frozenset(record.cards))

    repo = world.bot.store.tables
    original = repo.append_action

    async def append(table_id: int, deal_no: int, move_no: int, *args: Any, **kw: Any) -> Any:
        rec.marks.setdefault((deal_no, move_no), world.fake.mark())
        return await original(table_id, deal_no, move_no, *args, **kw)

    RENDER_HOOKS.append(hook)
    repo.append_action = append  # type: ignore[method-assign]
    try:
        yield rec
    finally:
        RENDER_HOOKS.remove(hook)
        repo.append_action = original  # type: ignore[method-assign]


@dataclass
class Audited:
    """How much the audit looked at."""

    images: int = 0
    hands: int = 0
    public_cards: int = 0
    secret_partner: int = 0
    sitting_out: int = 0
    """Revisions shown to a player during a deal he sits out."""
    spectator: int = 0
    """Revisions of a spectator's view (an ephemeral message to someone not seated)."""
    kinds: set[tuple[str, bool]] = field(default_factory=set)


async def audit(world: World, table: Table, rec: Recording) -> Audited:
    """Check every message revision against the true state of its deal (see the module)."""
    store = world.bot.store
    repo = store.tables
    headers = {
        d.deal_no: DealRecord.model_validate_json(d.header_json) for d in await repo.deals(table.id)
    }
    actions = {n: [a for a in await repo.actions(table.id, n)] for n in headers}
    seat_user = {s.seat: s.user_id for s in await store.tables.seats(table.id)}
    user_seat = {u: s for s, u in seat_user.items() if u is not None}
    names = {s.seat: s.name for s in await store.tables.seats(table.id)}
    # The match seat of each deal seat, deal by deal (at five the dealer sits out), from an
    # independent replay of the stored deals in the engine's match.
    match = Match(table.config.rules(), table.config.players)
    deal_seats: dict[int, tuple[int, ...]] = {}
    for n in sorted(headers):
        deal_seats[n] = match.deal_seats()
        done = RecordedDeal(
            headers[n].model_copy(update={"actions": [a.action for a in actions[n]]})
        ).state
        if done.result is not None:
            match.record(done)
    cache: dict[tuple[int, int], DealState] = {}

    def state_at(deal_no: int, seq: int) -> DealState:
        done = [a for a in actions[deal_no] if rec.marks.get((deal_no, a.move_no), -1) <= seq]
        key = (deal_no, len(done))
        if key not in cache:
            record = headers[deal_no].model_copy(update={"actions": [a.action for a in done]})
            cache[key] = RecordedDeal(record).state
        return cache[key]

    seen = Audited()
    message_deal: dict[int, int] = {}
    for revision, audience in world.fake.audit():
        if revision.kind == "delete" or revision.call_seq is None:
            continue
        parsed = _ids(revision.components)
        assert not any(isinstance(p, ids.BadId) for p in parsed), parsed
        deal_no = _deal_of(parsed)
        if deal_no is not None:
            message_deal[revision.message_id] = deal_no
        else:  # e.g. a table message that lost its buttons at the end of the session
            deal_no = message_deal.get(revision.message_id)
        public = audience.is_public
        seat: int | None = None
        if not public:
            assert audience.kind == "ephemeral"
            seat = user_seat.get(audience.owner_id or 0)
        state = state_at(deal_no, revision.call_seq) if deal_no in headers else None
        watching = not public and seat is None
        if watching and state is not None:
            seen.spectator += 1
        seats = deal_seats.get(deal_no or 0, ())
        # The deal seat of the reader; a player sitting the deal out reads what the public
        # may read.
        deal_seat = seats.index(seat) if seat is not None and seat in seats else None
        resting = seat is not None and state is not None and deal_seat is None
        if resting:
            seen.sitting_out += 1
        hidden = hidden_from(state, deal_seat) if state is not None else ALL

        # Images: every attachment is a recorded render; its faces are allowed here.
        for attachment_id, _filename in revision.attachments:
            data = world.fake.attachments[attachment_id].data
            drawn = rec.drawn.get(hashlib.sha256(data).hexdigest())
            assert drawn is not None, f"an attachment the renderer did not make: {_filename}"
            seen.images += 1
            seen.kinds.add((drawn.kind, public))
            if drawn.kind == "hand":
                assert not public and drawn.seat == seat, "a hand shown to someone else"
                assert not watching, "a hand shown to a spectator"
                assert not resting, "a hand shown to a player sitting the deal out"
                seen.hands += 1
            if drawn.cards:
                assert state is not None, f"cards on a message outside a deal: {_filename}"
                leaked = drawn.cards & hidden
                assert not leaked, f"{_filename} shows hidden {sorted(leaked)} ({audience})"
                if public:
                    seen.public_cards += 1

        # Components: actions only on the owner's own hand, with his own cards; none for a
        # player sitting the deal out.
        for item in parsed:
            if public:
                assert not isinstance(item, ids.Act | ids.Discard | ids.Refresh), item
            elif isinstance(item, ids.Act | ids.Discard | ids.Refresh):
                assert item.seat == seat, "a hand component for another seat"
                assert not (resting and isinstance(item, ids.Act | ids.Discard)), item
                action = parse_action(item.action) if isinstance(item, ids.Act) else None
                if action is not None and action.kind in (Kind.PLAY, Kind.DISCARD):
                    assert action.arg not in hidden
        for comp in iter_components(revision.components):
            if comp.get("type") == 3:
                assert not public, "a select on a public message"
                assert not resting, "a select for a player sitting the deal out"
                options = comp.get("options", [])
                assert all(parse_action(o["value"]).arg not in hidden for o in options)

        # Texts: no hidden card named; no partner before the partnership is public.
        if state is None:
            continue
        text = revision.text()
        for comp in iter_components(revision.components):
            call = ids.parse(comp.get("custom_id") or "")
            if isinstance(call, ids.Act) and parse_action(call.action).kind == Kind.CALL:
                # Naming the kings one may call says nothing about where they are.
                text = text.replace(comp.get("label") or "", "", 1)
        for card in hidden:
            if card == state.called:
                continue  # the called king is named publicly, not where it is
            assert not _mentions(text, card), f"{card_label(card)} named in {audience}: {text!r}"
        if (
            (public or resting or watching)
            and state.partner != NO_SEAT
            and not view(state, None).partner_known
        ):
            seen.secret_partner += 1
            pname = names.get(seats[state.partner]) or ""
            assert f"Partner: {pname}" not in text
            assert not re.search(rf"\*\*{re.escape(pname)}\*\* \([^)]*partner", text)
    return seen


def _reads_the_talon(rec: Recording) -> Settle:
    """A declarer who looks at the exposed talon on the table before he discards (the table
    message is edited at a paced rate, so quick clicks could pass the talon by unseen)."""

    async def settle(
        world: World, player: Player, buttons: list[dict[str, Any]], selects: list[dict[str, Any]]
    ) -> None:
        if not selects:
            return

        def talon_on_table() -> bool:
            for attachment in world.table_message().attachments:
                drawn = rec.drawn.get(hashlib.sha256(attachment.data).hexdigest())
                if drawn is not None and drawn.kind == "talon":
                    return True
            return False

        await world.fake.wait_for(talon_on_table, description="the talon on the table")

    return settle


async def _two_deals(
    world: World, rng: random.Random, *, second_modest: bool, rec: Recording | None = None
) -> list[tuple[int, ...]]:
    """Every human plays two deals by clicking (modestly in the first: a secret partner and
    a talon exchange, which the declarer reads on the table if ``rec`` records the renders);
    the seats of each deal."""
    table = world.table
    players = [Player(u) for u in world.players]
    seats = [table.deal_seats]
    settle = _reads_the_talon(rec) if rec is not None else None
    summary = await play_deal(world, players, rng, modest=True, settle=settle)
    for p in players:
        await p.user.click(summary, label="Ready")
    await world.fake.wait_for(lambda: table.deal_no == 2, description="deal 2")
    seats.append(table.deal_seats)
    await play_deal(world, players, rng, modest=second_modest)
    await world.fake.wait_for(lambda: world.finals(), description="the final standings")
    await world.bot.presenter.idle()
    return seats


async def test_privacy_audit_of_a_whole_game(make_world: WorldFactory) -> None:
    seeds = iter(range(1000, 2000))
    world = await make_world(seeds=lambda: next(seeds))
    with recording(world) as rec:
        await start_game(world, world.players, players=4, length="2")
        table = world.table
        # Anything goes in the second deal; a spectator watches all along.
        async with spectating(world, world.outsider) as eve:
            await _two_deals(world, random.Random(2024), second_modest=False, rec=rec)
        await world.bot.presenter.idle()
    seen = await audit(world, table, rec)
    assert len(eve.views) >= 2 and eve.refreshes >= 5, eve
    assert seen.spectator >= eve.refreshes
    assert seen.hands >= 8 and seen.public_cards >= 8 and seen.images > seen.hands
    # The first deal had a secret partner and a talon exchange (shown publicly).
    assert seen.secret_partner > 0
    assert {("talon", True), ("trick", True), ("hand", False), ("summary", True)} <= seen.kinds


async def test_privacy_audit_of_five_at_a_table(make_world: WorldFactory) -> None:
    """Four humans and a computer at a table of five: whoever sits a deal out sees what the
    public sees, never a hand, a card of one, or an action."""
    seeds = iter(range(3000, 4000))
    world = await make_world(seeds=lambda: next(seeds))
    with recording(world) as rec:
        await start_game(world, world.players, computers=1, players=5, length="2")
        table = world.table
        assert table.deal_seats == (1, 2, 3, 4)  # Ana deals the first deal and sits it out
        seats = await _two_deals(world, random.Random(2025), second_modest=True)
    assert seats == [(1, 2, 3, 4), (0, 2, 3, 4)]  # then Bor deals and sits out
    seen = await audit(world, table, rec)
    assert seen.sitting_out >= 2 and seen.hands >= 6 and seen.public_cards >= 6
    assert {("trick", True), ("hand", False), ("summary", True)} <= seen.kinds
