"""Privacy audit of whole French tarot sessions: nothing hidden ever reaches someone who may
not see it.

Every message revision the fake recorded is checked against the deal's true state at the
moment the bot's request arrived, rebuilt independently from the stored deal header and
action log (``audit.AuditLog``); what a reader may know is the engine's own account
(``testkit.hidden_from``: the other hands less the poignées shown, the chien until the
contract turns it up or the deal ends, the écart's cards other than its trumps for everyone
but the taker):

* images: a public image shows only public cards (played, the chien turned up, a Petit sec,
  everything once a played deal is over); a hand image only its owner's cards and only in
  their ephemeral messages;
* texts: no label or name of a hidden card (an écart card above all), and no partner before
  the called card is played;
* components: no action button or select on a public message; on a hand only the owner's
  seat and their own cards.
"""

from __future__ import annotations

import itertools
import json
import random
import re

from bot_core.french_helpers import FAMILY, mentioned, steered_factory

from bot.i18n import t
from engine.core.record import replay
from engine.french import FrenchState, Kind, Phase
from engine.french.cards import TRUMP_MASK
from engine.french.state import NO_SEAT

from .audit import AuditLog
from .conftest import WorldFactory
from .french_play import french_chooser, taking_chooser
from .helpers import Player, play_deal, start_game

ALL = frozenset(range(78))


def hidden_from(s: FrenchState, seat: int | None) -> frozenset[int]:
    """Cards ``seat`` (None: the public) may not know in ``s``."""
    mask = FAMILY.testkit.hidden_from(s, seat)
    return frozenset(c for c in range(78) if mask >> c & 1)


def card_of(notation: str) -> int | None:
    """The card a play, a discard or a trump kept out of a poignée is about."""
    action = FAMILY.parse_action(notation)
    return action.arg if action.kind in (Kind.PLAY, Kind.DISCARD, Kind.HIDE) else None


def is_call(notation: str) -> bool:
    """Whether an action calls a card."""
    return FAMILY.parse_action(notation).kind == Kind.CALL


async def _audit(make_world: WorldFactory, players: int, deals: int, seed: int) -> dict[str, int]:
    seeds = itertools.count(seed)
    world = await make_world(computers=steered_factory, seeds=lambda: next(seeds))
    humans = world.players[: min(players, 4)]
    with AuditLog(world) as log:
        await start_game(
            world,
            humans,
            computers=players - len(humans),
            game="french",
            players=players,
            length=str(deals),
        )
        table = world.table
        clickers = [Player(u) for u in humans]
        rng = random.Random(77)
        for deal_no in range(1, deals + 1):
            # The first deal is taken (a chien turned up, a secret partner with five).
            chooser = taking_chooser if deal_no == 1 else french_chooser
            summary = await play_deal(world, clickers, rng, chooser=chooser)
            if deal_no < deals:
                for p in clickers:
                    await p.user.click(summary, label="Ready")
                await world.fake.wait_for(
                    lambda n=deal_no: table.deal_no == n + 1, description=f"deal {deal_no + 1}"
                )
        await world.fake.wait_for(lambda: world.finals(), description="the final standings")
        await world.bot.presenter.idle()

    repo = world.bot.store.tables
    headers = {d.deal_no: json.loads(d.header_json) for d in await repo.deals(table.id)}
    actions = {n: [a for a in await repo.actions(table.id, n)] for n in headers}
    seats = await repo.seats(table.id)
    user_seat = {s.user_id: s.seat for s in seats if s.user_id is not None}
    names = {s.seat: s.name or "" for s in seats}
    cache: dict[tuple[int, int], FrenchState] = {}

    def state_at(deal_no: int, seq: int) -> FrenchState:
        moves = [a.move_no for a in actions[deal_no]]
        done = actions[deal_no][: log.moves_before(deal_no, moves, seq)]
        key = (deal_no, len(done))
        if key not in cache:
            cache[key] = replay(FAMILY, headers[deal_no], [a.action for a in done])
        return cache[key]

    partner_tag = t("role.partner", "en")
    ecart_heading = t("french.hand.ecart", "en", cards="")
    kinds_seen: set[tuple[str, bool]] = set()
    counts = {
        "images": 0,
        "hands": 0,
        "public cards": 0,
        "chien shown": 0,
        "ecart own": 0,
        "ecart cards hidden": 0,
        "secret": 0,
    }
    for seen in log.revisions(user_seat):
        revision, public, seat = seen.revision, seen.public, seen.seat
        state = state_at(seen.deal_no, revision.call_seq) if seen.deal_no in headers else None
        hidden = hidden_from(state, seat) if state is not None else ALL

        # Images: every attachment is a recorded render; its faces are allowed here.
        for filename, drawn in seen.images:
            counts["images"] += 1
            kinds_seen.add((drawn.kind, public))
            if drawn.kind == "hand":
                assert not public and drawn.seat == seat, "a hand shown to someone else"
                counts["hands"] += 1
            if drawn.cards:
                assert state is not None, f"cards on a message outside a deal: {filename}"
                leaked = drawn.cards & hidden
                assert not leaked, f"{filename} shows hidden {sorted(leaked)} ({seen.audience})"
                if public:
                    counts["public cards"] += 1
                    if drawn.kind == "talon" and state.phase != Phase.DONE and state.chien:
                        counts["chien shown"] += 1

        # Components: actions only on the owner's own hand, with their own cards.
        seen.check_components(hidden, card_of)

        # Texts: no hidden card named; no partner before the called card is played.
        if state is None:
            continue
        text = seen.text(is_call)
        leaked_names = mentioned(text) & hidden - {state.called}
        assert not leaked_names, f"{sorted(leaked_names)} named in {seen.audience}: {text!r}"
        if ecart_heading in text:
            assert seat == state.taker and not public, "an écart shown to someone else"
            counts["ecart own"] += 1
        secret_ecart = state.ecart & ~TRUMP_MASK
        if secret_ecart and state.phase != Phase.DONE and seat != state.taker:
            counts["ecart cards hidden"] += 1
        if public and state.partner != NO_SEAT and not FAMILY.view(state, None).partner_known:
            counts["secret"] += 1
            pname = names.get(state.partner) or ""
            assert f"partner: {pname}" not in text
            assert not re.search(rf"\*\*{re.escape(pname)}\*\* \([^)]*{partner_tag}", text)

    assert counts["hands"] >= 8 and counts["public cards"] >= 8, counts
    assert counts["images"] > counts["hands"], counts
    assert counts["chien shown"] > 0 and counts["ecart own"] > 0, counts
    assert counts["ecart cards hidden"] > 0, counts
    assert {("trick", True), ("hand", False), ("summary", True), ("talon", True)} <= kinds_seen
    return counts


async def test_privacy_audit_of_a_french_session_of_five(make_world: WorldFactory) -> None:
    counts = await _audit(make_world, players=5, deals=2, seed=6100)
    assert counts["secret"] > 0, counts  # a taker with a secret partner


async def test_privacy_audit_of_a_french_session_of_four(make_world: WorldFactory) -> None:
    await _audit(make_world, players=4, deals=2, seed=6200)
