"""Privacy audit of a whole Czech taroky session: nothing hidden ever reaches someone who may
not see it.

Every message revision the fake recorded is checked against the deal's true state at the
moment the bot's request arrived, rebuilt independently from the stored deal header and
action log (``audit.AuditLog``); what a reader may know is the engine's own account
(``testkit.hidden_from``: the other hands, the discards of others, the talon cards t1–t6 not
turned face up, t5 and t6 seen by their takers alone):

* images: a public image shows only public cards (played, the third bid's turned talon, the
  called tarok of a concession, everything once a played deal is over); a hand image only its
  owner's cards and only in his ephemeral messages; the talon cards a player drew only to him;
* texts: no label or name of a hidden card, and no partner before the called tarok is played;
* components: no action button or select on a public message; on a hand only the owner's seat
  and his own cards.

A spectator (someone not seated) watches the whole session, refreshing the view: each
revision of the spectator's view is audited as the public's.
"""

from __future__ import annotations

import itertools
import json
import random
import re

from bot_core.czech_helpers import FAMILY, mentioned, steered_factory

from bot.i18n import t
from bot.tables import Table
from engine.core.record import replay
from engine.czech import DealState, Kind
from engine.czech.state import NO_SEAT

from .audit import AuditLog
from .conftest import WorldFactory
from .czech_play import czech_chooser, first_bid_chooser
from .helpers import Player, World, play_deal, start_game
from .spectator import spectating

ALL = frozenset(range(54))
DEALS = 2


def hidden_from(s: DealState, seat: int | None) -> frozenset[int]:
    """Cards ``seat`` (None: the public) may not know in ``s``."""
    mask = FAMILY.testkit.hidden_from(s, seat)
    return frozenset(c for c in range(54) if mask >> c & 1)


def card_of(notation: str) -> int | None:
    """The card a play or a discard puts down."""
    action = FAMILY.parse_action(notation)
    return action.arg if action.kind in (Kind.PLAY, Kind.DISCARD) else None


def is_call(notation: str) -> bool:
    """Whether an action calls a tarok."""
    return FAMILY.parse_action(notation).kind == Kind.CALL


async def _play(world: World, players: list[Player], rng: random.Random, table: Table) -> None:
    """Every deal of the session, clicked by the players."""
    for deal_no in range(1, DEALS + 1):
        # The first deal has a secret partner and the talon given out; then anything.
        chooser = first_bid_chooser if deal_no == 1 else czech_chooser
        summary = await play_deal(world, players, rng, chooser=chooser)
        if deal_no < DEALS:
            for p in players:
                await p.user.click(summary, label="Ready")
            await world.fake.wait_for(
                lambda n=deal_no: table.deal_no == n + 1, description=f"deal {deal_no + 1}"
            )


async def test_privacy_audit_of_a_whole_czech_session(make_world: WorldFactory) -> None:
    # Seed 3002: forehand lacks the XIX and it is not among t1–t4, so the first deal has a
    # partner whose secret the audit follows.
    seeds = itertools.count(3002)
    world = await make_world(computers=steered_factory, seeds=lambda: next(seeds))
    with AuditLog(world) as log:
        await start_game(world, world.players, game="czech", length=str(DEALS))
        table = world.table
        players = [Player(u) for u in world.players]
        rng = random.Random(77)
        async with spectating(world, world.outsider) as eve:
            await _play(world, players, rng, table)
        await world.fake.wait_for(lambda: world.finals(), description="the final standings")
        await world.bot.presenter.idle()
    assert len(eve.views) >= DEALS and eve.refreshes >= 5, eve

    store = world.bot.store
    repo = store.tables
    headers = {d.deal_no: json.loads(d.header_json) for d in await repo.deals(table.id)}
    actions = {n: [a for a in await repo.actions(table.id, n)] for n in headers}
    seats = await repo.seats(table.id)
    user_seat = {s.user_id: s.seat for s in seats if s.user_id is not None}
    names = {s.seat: s.name or "" for s in seats}
    cache: dict[tuple[int, int], DealState] = {}

    def state_at(deal_no: int, seq: int) -> DealState:
        moves = [a.move_no for a in actions[deal_no]]
        done = actions[deal_no][: log.moves_before(deal_no, moves, seq)]
        key = (deal_no, len(done))
        if key not in cache:
            cache[key] = replay(FAMILY, headers[deal_no], [a.action for a in done])
        return cache[key]

    partner_tag = t("czech.role.partner", "en")
    kinds_seen: set[tuple[str, bool]] = set()
    counts = {
        "images": 0,
        "hands": 0,
        "public cards": 0,
        "talon to one": 0,
        "secret": 0,
        "spectator": 0,
    }
    for seen in log.revisions(user_seat):
        revision, public, seat = seen.revision, seen.public, seen.seat
        state = state_at(seen.deal_no, revision.call_seq) if seen.deal_no in headers else None
        hidden = hidden_from(state, seat) if state is not None else ALL
        watching = not public and seat is None  # a spectator reads what the public reads
        if watching and state is not None:
            counts["spectator"] += 1

        # Images: every attachment is a recorded render; its faces are allowed here.
        for filename, drawn in seen.images:
            counts["images"] += 1
            kinds_seen.add((drawn.kind, public))
            if drawn.kind == "hand":
                assert not public and drawn.seat == seat, "a hand shown to someone else"
                assert not watching, "a hand shown to a spectator"
                counts["hands"] += 1
            if drawn.cards:
                assert state is not None, f"cards on a message outside a deal: {filename}"
                leaked = drawn.cards & hidden
                assert not leaked, f"{filename} shows hidden {sorted(leaked)} ({seen.audience})"
                if public:
                    counts["public cards"] += 1
                elif drawn.kind == "talon" and drawn.cards & hidden_from(state, None):
                    counts["talon to one"] += 1  # t1–t4, t5 or t6 shown to its taker alone

        # Components: actions only on the owner's own hand, with his own cards.
        seen.check_components(hidden, card_of)

        # Texts: no hidden card named; no partner before the called tarok is played.
        if state is None:
            continue
        text = seen.text(is_call)
        leaked_names = mentioned(text) & hidden - {state.called}
        assert not leaked_names, f"{sorted(leaked_names)} named in {seen.audience}: {text!r}"
        if (
            (public or watching)
            and state.partner != NO_SEAT
            and not FAMILY.view(state, None).partner_known
        ):
            counts["secret"] += 1
            pname = names.get(state.partner) or ""
            assert f"partner: {pname}" not in text
            assert not re.search(rf"\*\*{re.escape(pname)}\*\* \([^)]*{partner_tag}", text)

    assert counts["hands"] >= 8 and counts["public cards"] >= 8, counts
    assert counts["images"] > counts["hands"] and counts["talon to one"] > 0, counts
    assert counts["secret"] > 0, counts
    assert counts["spectator"] >= eve.refreshes, (
        counts
    )  # a first bid with a secret partner was played
    assert {("trick", True), ("hand", False), ("summary", True), ("talon", False)} <= kinds_seen
