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
"""

from __future__ import annotations

import random
import re

from bot.families.slovenian.labels import card_name
from engine.slovenian import (
    DealRecord,
    DealState,
    Kind,
    RecordedDeal,
    card_label,
    parse_action,
    view,
)
from engine.slovenian.cards import TAROK_MASK, cards_of
from engine.slovenian.state import NO_CARD, NO_SEAT

from .audit import AuditLog
from .conftest import WorldFactory
from .helpers import Player, play_deal, start_game

ALL = frozenset(range(54))


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


def card_of(notation: str) -> int | None:
    """The card a play or a discard puts down."""
    action = parse_action(notation)
    return action.arg if action.kind in (Kind.PLAY, Kind.DISCARD) else None


def is_call(notation: str) -> bool:
    """Whether an action calls a king."""
    return parse_action(notation).kind == Kind.CALL


async def test_privacy_audit_of_a_whole_game(make_world: WorldFactory) -> None:
    seeds = iter(range(1000, 2000))
    world = await make_world(seeds=lambda: next(seeds))
    with AuditLog(world) as log:
        await start_game(world, world.players, players=4, length="2")
        table = world.table
        players = [Player(u) for u in world.players]
        rng = random.Random(2024)
        summary = await play_deal(world, players, rng, modest=True)
        for p in players:
            await p.user.click(summary, label="Ready")
        await world.fake.wait_for(lambda: table.deal_no == 2, description="deal 2")
        await play_deal(world, players, rng)  # anything goes in the second deal
        await world.fake.wait_for(lambda: world.finals(), description="the final standings")
        await world.bot.presenter.idle()

    # The true state of each deal after its first n actions, from the store.
    store = world.bot.store
    repo = store.tables
    headers = {
        d.deal_no: DealRecord.model_validate_json(d.header_json) for d in await repo.deals(table.id)
    }
    actions = {n: [a for a in await repo.actions(table.id, n)] for n in headers}
    seat_user = {s.seat: s.user_id for s in await store.tables.seats(table.id)}
    user_seat = {u: s for s, u in seat_user.items() if u is not None}
    names = {s.seat: s.name for s in await store.tables.seats(table.id)}
    cache: dict[tuple[int, int], DealState] = {}

    def state_at(deal_no: int, seq: int) -> DealState:
        moves = [a.move_no for a in actions[deal_no]]
        done = actions[deal_no][: log.moves_before(deal_no, moves, seq)]
        key = (deal_no, len(done))
        if key not in cache:
            record = headers[deal_no].model_copy(update={"actions": [a.action for a in done]})
            cache[key] = RecordedDeal(record).state
        return cache[key]

    kinds_seen: set[tuple[str, bool]] = set()
    checked_images = checked_hands = checked_public_cards = checked_secret_partner = 0
    for seen in log.revisions(user_seat):
        revision, audience, public, seat = seen.revision, seen.audience, seen.public, seen.seat
        deal_no = seen.deal_no
        state = state_at(deal_no, revision.call_seq) if deal_no in headers else None
        hidden = hidden_from(state, seat) if state is not None else ALL

        # Images: every attachment is a recorded render; its faces are allowed here.
        for _filename, rec in seen.images:
            checked_images += 1
            kinds_seen.add((rec.kind, public))
            if rec.kind == "hand":
                assert not public and rec.seat == seat, "a hand shown to someone else"
                checked_hands += 1
            if rec.cards:
                assert state is not None, f"cards on a message outside a deal: {_filename}"
                leaked = rec.cards & hidden
                assert not leaked, f"{_filename} shows hidden {sorted(leaked)} ({audience})"
                if public:
                    checked_public_cards += 1

        # Components: actions only on the owner's own hand, with his own cards.
        seen.check_components(hidden, card_of)

        # Texts: no hidden card named; no partner before the partnership is public.
        if state is None:
            continue
        text = seen.text(is_call)
        for card in hidden:
            if card == state.called:
                continue  # the called king is named publicly, not where it is
            assert not _mentions(text, card), f"{card_label(card)} named in {audience}: {text!r}"
        if public and state.partner != NO_SEAT and not view(state, None).partner_known:
            checked_secret_partner += 1
            pname = names.get(state.partner) or ""
            assert f"Partner: {pname}" not in text
            assert not re.search(rf"\*\*{re.escape(pname)}\*\* \([^)]*partner", text)

    assert checked_hands >= 8 and checked_public_cards >= 8 and checked_images > checked_hands
    # The first deal had a secret partner and a talon exchange (shown publicly).
    assert checked_secret_partner > 0
    assert {("talon", True), ("trick", True), ("hand", False), ("summary", True)} <= kinds_seen
