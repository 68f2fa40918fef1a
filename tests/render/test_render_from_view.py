"""Images built from engine views show only what the seat may see."""

from __future__ import annotations

import random

from bot.render.composition import RenderOptions
from bot.render.from_view import hand_cards, talon_image, trick_image
from bot.render.hand import compose_hand
from bot.render.table import compose_trick
from bot.render.talon import compose_talon
from engine.slovenian import Rules, apply, legal_actions, new_deal, view
from engine.slovenian.actions import Action, Kind
from engine.slovenian.cards import cards_of
from engine.slovenian.contracts import Contract
from engine.slovenian.dealing import deal_cards
from engine.slovenian.state import DealState, Phase
from engine.slovenian.views import PlayerView

NAMES = ("Žan", "Špela", "Čedomir", "Ana")


def deal(seed: int) -> DealState:
    hands, talon = deal_cards(random.Random(seed), 4, 0)
    return new_deal(Rules.preset("pagat"), hands, talon, dealer=0)


def step(s: DealState, choose: Kind | None = None) -> DealState:
    acts = legal_actions(s)
    preferred = [a for a in acts if a.kind == choose]
    action: Action = preferred[0] if preferred else acts[0]
    s, _ = apply(s, action)
    return s


def visible(v: PlayerView) -> set[int]:
    """Every card the seat of ``v`` may know."""
    return (
        set(cards_of(v.hand))
        | set(cards_of(v.played))
        | set(v.talon)
        | set(cards_of(v.open_hand))
        | {t.extra for t in v.tricks}
        | {v.trick_extra}
    )


def klop_in_play(tricks: int, cards: int) -> DealState:
    s = deal(1)
    while s.phase != Phase.PLAY:
        s = step(s, Kind.PASS)
    assert s.contract == Contract.KLOP
    for _ in range(tricks * 4 + cards):
        s = step(s)
    return s


def test_hand_from_view_marks_legal_cards_only_on_turn(opts: RenderOptions) -> None:
    s = klop_in_play(1, 1)
    for seat in range(4):
        v = view(s, seat)
        cards, legal = hand_cards(v)
        assert cards == cards_of(v.hand)
        if seat == s.to_move:
            assert legal and legal <= set(cards)
            assert legal == {a.arg for a in legal_actions(s) if a.kind == Kind.PLAY}
        else:
            assert legal is None
        comp = compose_hand(cards, legal, opts)
        assert sorted(comp.cards) == sorted(cards)


def test_trick_from_view_shows_only_visible_cards(opts: RenderOptions) -> None:
    s = klop_in_play(2, 2)
    for seat in range(4):
        v = view(s, seat)
        table = trick_image(v, NAMES, extra_caption="talon")
        assert [p.card for p in table.cards] == list(v.trick)
        assert table.viewer_seat == seat and table.leader == v.leader
        assert table.extra_card == v.trick_extra  # klop: a talon card joins each early trick
        drawn = compose_trick(table, opts).cards
        assert set(drawn) <= visible(v)
        last = trick_image(v, NAMES, last_completed=True)
        assert last.winner == v.tricks[-1].winner
        assert [p.card for p in last.cards] == list(v.tricks[-1].cards)
        assert set(compose_trick(last, opts).cards) <= visible(v)


def test_talon_from_view_is_hidden_until_exposed(opts: RenderOptions) -> None:
    s = deal(0)
    s = step(s, Kind.BID)  # forehand bids two, everyone else passes
    while s.phase < Phase.TALON:
        hidden = talon_image(view(s, 2))
        assert hidden is None
        s = step(s, Kind.PASS)
    assert s.contract == Contract.TWO and s.phase == Phase.TALON
    for seat in range(4):
        talon = talon_image(view(s, seat), title="Talon")
        assert talon is not None
        assert [len(g) for g in talon.groups] == [2, 2, 2]
        assert talon.chosen is None
        assert set(compose_talon(talon, opts).cards) == set(view(s, seat).talon)
    s = step(s, Kind.TALON)
    chosen = talon_image(view(s, 1))
    assert chosen is not None and chosen.chosen == 0


def test_trick_from_view_marks_the_seat_on_turn(opts: RenderOptions) -> None:
    s = klop_in_play(2, 2)
    for seat in (None, 0, 1, 2, 3):
        v = view(s, seat)
        table = trick_image(v, NAMES)
        assert table.to_move == s.to_move
        assert table.leader == v.leader and table.cards[0].seat == v.leader
        last = trick_image(v, NAMES, last_completed=True)
        assert last.to_move is None and last.winner is not None
    bidding = deal(1)
    assert bidding.phase != Phase.PLAY
    assert trick_image(view(bidding, 0), NAMES).to_move is None


def test_talon_from_view_carries_both_captions(opts: RenderOptions) -> None:
    s = deal(0)
    s = step(s, Kind.BID)
    while s.phase < Phase.TALON:
        s = step(s, Kind.PASS)
    captions = {"caption_choosing": "Špela izbira", "caption_chosen": "Špela · 1. kup"}
    talon = talon_image(view(s, 0), title="Talon", **captions)
    assert talon is not None and talon.caption == "Špela izbira"
    s = step(s, Kind.TALON)
    chosen = talon_image(view(s, 0), title="Talon", **captions)
    assert chosen is not None and chosen.caption == "Špela · 1. kup"
