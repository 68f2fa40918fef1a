"""Kontra (C1): flek by an opponent, re by the declarer, tutti by an opponent, on the game and
on an announced Pagát ultimo, each its own chain; the partner never says re."""

from __future__ import annotations

from engine.czech import Chain, Phase, view
from tests.czech.scenario import (
    BASE,
    FIRST_BID_EXCHANGE,
    NO_KONTRA,
    deal,
    legal,
    play_out,
    run,
    run_events,
)

# After the exchange: A (0) declarer, C (2) the partner, B (1) and D (3) opponents.
READY = FIRST_BID_EXCHANGE


def test_kontra_flek_re_tutti_on_the_game() -> None:
    s = run(deal(BASE), READY + " pass")
    assert "kontra:game" in legal(s)  # B, an opponent: flek
    s, events = run_events(s, "kontra:game")
    assert s.kontra[Chain.GAME] == 2 and events[-1].value == 2
    assert "kontra:game" not in legal(s)  # B cannot go on himself
    s = run(s, "pass")
    assert "kontra:game" not in legal(s)  # C, the partner: never re
    s = run(s, "pass")
    assert "kontra:game" not in legal(s)  # D, an opponent: not re either
    s = run(s, "pass")
    assert s.to_move == 0 and "kontra:game" in legal(s)  # A, the declarer: re
    s = run(s, "kontra:game pass")
    assert s.kontra[Chain.GAME] == 4
    s = run(s, "pass pass")
    assert "kontra:game" in legal(s)  # D: tutti
    s = run(s, "kontra:game pass")
    assert s.kontra[Chain.GAME] == 8 and s.kontra_by[Chain.GAME] == (1, 0, 3)
    assert "kontra:game" not in legal(s)  # three doublings at most
    s = run(s, "pass pass pass")
    assert s.phase == Phase.PLAY


def test_kontra_partner_never_flek() -> None:
    s = run(deal(BASE), READY + " pass pass")
    assert s.to_move == 2 and legal(s) == {"pass"}


def test_kontra_declarer_never_flek() -> None:
    s = run(deal(BASE), READY)
    assert "kontra:game" not in legal(s)


def test_kontra_pagat_ultimo_chain_only_when_announced() -> None:
    s = run(deal(BASE), READY + " pass")
    assert "kontra:pagat_ultimo" not in legal(s)
    s = run(deal(BASE), READY + " announce:pagat_ultimo pass")
    assert {"kontra:game", "kontra:pagat_ultimo"} <= legal(s)
    s = run(s, "kontra:pagat_ultimo pass pass pass")
    assert s.kontra == [1, 2]  # the game's chain is untouched
    assert legal(s) == {"pass", "kontra:pagat_ultimo"}  # the declarer: re on the Pagát


def test_kontra_two_chains_scored_apart() -> None:
    s = run(deal(BASE), READY + " announce:pagat_ultimo pass kontra:game kontra:pagat_ultimo")
    s = run(s, "pass pass pass kontra:pagat_ultimo pass pass pass pass")
    s = play_out(s)
    assert s.result is not None
    k = {line.item: line.kontra for line in s.result.lines}
    assert k["game"] == 2 and k["pagat_ultimo"] == 4


def test_kontra_all_three_in_the_third_bid_and_solo() -> None:
    s = run(deal(BASE), "bid:third pass pass pass declare:third stage:1")
    s = run(s, "discard:4D discard:7S discard:8C pass")
    for _ in range(3):
        assert "kontra:game" in legal(s)
        s = run(s, "pass")


def test_kontra_all_three_against_a_lone_declarer_with_his_own_xix() -> None:
    cards = dict(BASE)
    cards[0] = "SK T21 T19 T18 T17 KH QH 1H KD 10S 9S 7C"
    cards[2] = "T20 T11 T10 T9 T8 3H 4H JD 1D KS CS 10C"
    s = run(deal(cards), "pass pass pass declare:first call:T19")
    s = run(s, "discard:4D discard:7S discard:CC discard:7C discard:JC discard:4H pass")
    for _ in range(3):
        assert "kontra:game" in legal(s)  # nobody holds the called tarok but A
        s = run(s, "pass")


def test_kontra_shows_the_opponent() -> None:
    s = run(deal(BASE), READY + " pass kontra:game pass")
    assert view(s, None).shown_opponents == 1 << 1
    assert view(s, 3).kontra_by == ((1,), ())


def test_kontra_off_switch_c1() -> None:
    s = run(deal(BASE, NO_KONTRA), READY + " announce:pagat_ultimo pass")
    assert legal(s) == {"pass"}
    s = run(s, "pass pass pass")
    assert s.phase == Phase.PLAY
