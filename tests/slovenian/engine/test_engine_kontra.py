"""Kontra chains: per item, alternating sides, depth (V10), what may be kontra'd (V9, V8),
and the rule that no button betrays the secret partner.

Four players, seat 3 deals: A (0) forehand, B (1), C (2), D (3). A plays Three. In ANN,
B holds the Pagat and KD, C the KS, D the KC; A holds KH himself.
"""

from __future__ import annotations

import pytest

from engine.slovenian import Contract, Item, Phase, Rules, view
from tests.slovenian.engine.scenario import PAGAT, PALCKA, PRESETS, deal, legal, run

ANN = {
    0: "SK T21 T20 T19 T18 T17 KH QH QD 10S 9S 7C",
    1: "T16 T15 T14 T13 T1 CH JH 1H KD CD QS 8C",
    2: "T11 T10 T9 T8 T7 2H 3H JD 1D KS CS 10C",
    3: "T6 T5 T4 T3 T2 4H 2D 3D JS 8S KC QC",
    "talon": "T12 4D 7S CC JC 9C",
}


def three_calling(king: str) -> str:
    """A plays Three after three passes, calls ``king`` and gives the talon group back."""
    return f"pass pass pass declare:three call:{king} talon:1 discard:CC discard:JC discard:9C"


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_game_kontra_chain_alternates_up_to_16(rules: Rules) -> None:
    assert rules.kontra_max == 16
    s = run(deal(ANN, rules), three_calling("KS") + " pass")
    s = run(s, "kontra:game")  # B: kontra
    assert s.kontra[Item.GAME] == 2
    assert "kontra:game" not in legal(s)  # never two levels in a row by one side
    s = run(s, "pass")
    s = run(s, "kontra:game pass")  # C, the partner: rekontra
    assert s.kontra[Item.GAME] == 4
    s = run(s, "kontra:game pass")  # D: subkontra
    assert s.kontra[Item.GAME] == 8
    s = run(s, "kontra:game pass")  # A: mordkontra
    assert s.kontra[Item.GAME] == 16
    assert s.to_move == 1
    assert "kontra:game" not in legal(s)
    s = run(s, "pass pass pass")
    assert s.phase == Phase.PLAY


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_kontra_next_level_belongs_to_the_other_side(rules: Rules) -> None:
    s = run(deal(ANN, rules), three_calling("KS") + " pass kontra:game pass")
    # C (partner) may rekontra but passes; D, B's partner in defence, may not go on.
    assert "kontra:game" in legal(s)
    s = run(s, "pass")
    assert "kontra:game" not in legal(s)
    s = run(s, "pass")
    assert s.to_move == 0
    assert "kontra:game" in legal(s)


def test_kontra_max_4_override_v10() -> None:
    rules = PAGAT.model_copy(update={"kontra_max": 4})
    s = run(deal(ANN, rules), three_calling("KS") + " pass kontra:game pass kontra:game pass")
    assert s.kontra[Item.GAME] == 4
    # D would say subkontra: not with kontra and rekontra only.
    assert s.to_move == 3
    assert "kontra:game" not in legal(s)


def test_trula_chain_pagat_v9() -> None:
    s = run(deal(ANN, PAGAT), three_calling("KS") + " announce:trula pass")
    assert "kontra:trula" in legal(s)
    s = run(s, "kontra:trula pass")
    assert "kontra:trula" in legal(s)  # C: rekontra
    s = run(s, "kontra:trula pass kontra:trula pass kontra:trula pass")
    assert s.kontra[Item.TRULA] == 16
    # Each item has its own chain: the game is untouched.
    assert s.kontra[Item.GAME] == 1
    assert "kontra:game" in legal(s)


def test_trula_and_kings_not_kontrable_palcka_v9() -> None:
    s = run(deal(ANN, PALCKA), three_calling("KS") + " announce:trula announce:kings pass")
    assert legal(s) == {"pass", "announce:pagat_ultimo", "announce:mondfang", "kontra:game"}


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_kontra_on_opponents_pagat_ultimo_only_for_the_called_kings_holder(rules: Rules) -> None:
    # C holds the called KS: he knows B (Pagat) is an opponent. A and D cannot know B's side.
    s = run(deal(ANN, rules), three_calling("KS") + " pass announce:pagat_ultimo pass")
    assert s.to_move == 2
    assert "kontra:pagat_ultimo" in legal(s)
    s = run(s, "pass")
    assert "kontra:pagat_ultimo" not in legal(s)  # D: B's own side
    s = run(s, "pass")
    assert s.to_move == 0
    assert "kontra:pagat_ultimo" not in legal(s)  # A: does not know who his partner is


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_kontra_on_partners_pagat_ultimo_never_betrays_him(rules: Rules) -> None:
    # A calls KD: B is the secret partner and announces pagat ultimo.
    s = run(deal(ANN, rules), three_calling("KD") + " pass announce:pagat_ultimo pass")
    # C and D are opponents but cannot know that B is not one of them.
    assert "kontra:pagat_ultimo" not in legal(s)
    s = run(s, "pass")
    assert "kontra:pagat_ultimo" not in legal(s)
    s = run(s, "pass")
    assert "kontra:pagat_ultimo" not in legal(s)  # A: his own side
    # Once B shows his side (rekontra on the game), the opponents may kontra it.
    t = run(deal(ANN, rules), three_calling("KD") + " pass announce:pagat_ultimo pass")
    t = run(t, "kontra:game pass pass pass")
    assert t.to_move == 1
    t = run(t, "kontra:game")  # B rekontras the game: only the declarer's side may
    assert t.known == t.all_seats()
    t = run(t, "pass")
    assert t.to_move == 2
    assert "kontra:pagat_ultimo" in legal(t)


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_kontra_on_opponents_pagat_ultimo_by_declarer_alone(rules: Rules) -> None:
    # A called his own KH: he holds the called card and knows everyone is against him.
    s = run(deal(ANN, rules), three_calling("KH") + " pass announce:pagat_ultimo pass")
    assert "kontra:pagat_ultimo" not in legal(s)  # C
    s = run(s, "pass")
    assert "kontra:pagat_ultimo" not in legal(s)  # D
    s = run(s, "pass")
    assert "kontra:pagat_ultimo" in legal(s)  # A


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_declarers_kontra_shows_the_announcers_side(rules: Rules) -> None:
    # A (alone with his own king) kontras B's pagat ultimo: B is seen to be an opponent,
    # so D, who knows he is one too, may answer with rekontra beside him.
    s = run(deal(ANN, rules), three_calling("KH") + " pass announce:pagat_ultimo pass pass pass")
    s = run(s, "kontra:pagat_ultimo pass")
    assert s.known >> 1 & 1
    assert "kontra:pagat_ultimo" in legal(s)  # B
    s = run(s, "pass pass")
    assert s.to_move == 3
    assert "kontra:pagat_ultimo" in legal(s)  # D


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_partner_announcement_kontrable_once_public(rules: Rules) -> None:
    # C (partner via KS) announces kings: nobody may kontra them while his side is secret.
    rules_k = rules.model_copy(update={"kontra_trula_kings": True})
    s = run(deal(ANN, rules_k), three_calling("KS") + " pass pass announce:kings pass")
    assert "kontra:kings" not in legal(s)  # D
    s = run(s, "pass")
    assert "kontra:kings" not in legal(s)  # A: same side
    s = run(s, "pass")
    assert "kontra:kings" not in legal(s)  # B
    # C reveals himself by a rekontra on the game: now B and D may kontra his kings.
    t = run(deal(ANN, rules_k), three_calling("KS") + " pass kontra:game pass announce:kings")
    assert "kontra:kings" not in legal(run(t, "pass"))
    t = run(t, "kontra:game pass")
    assert t.known == t.all_seats()
    assert "kontra:kings" in legal(t)


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_declarers_announcement_kontrable_by_any_opponent(rules: Rules) -> None:
    rules_k = rules.model_copy(update={"kontra_trula_kings": True})
    s = run(deal(ANN, rules_k), three_calling("KS") + " announce:kings pass")
    assert "kontra:kings" in legal(s)  # B
    s = run(s, "pass")
    assert "kontra:kings" not in legal(s)  # C, the partner
    s = run(s, "pass")
    assert "kontra:kings" in legal(s)  # D


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_calls_that_reveal_sides(rules: Rules) -> None:
    start = run(deal(ANN, rules), three_calling("KS"))
    assert start.known == 1 << 0
    # A kontra on the game shows an opponent.
    s = run(start, "pass kontra:game")
    assert s.known == (1 << 0) | (1 << 1)
    assert view(s, 3).public_sides == s.known
    # Trula and pagat ultimo may come from either side: they show nothing.
    t = run(start, "pass announce:pagat_ultimo announce:trula pass announce:kings pass")
    assert t.known == 1 << 0
    # The declarer's rekontra shows nothing new; D's subkontra shows D.
    u = run(start, "pass kontra:game pass pass pass kontra:game pass pass pass")
    assert u.known == (1 << 0) | (1 << 1)
    u = run(u, "kontra:game")
    assert u.known == (1 << 0) | (1 << 1) | (1 << 3)
    # King ultimo by its holder shows the partner.
    v = run(start, "pass pass announce:king_ultimo")
    assert v.known == v.all_seats()
    assert view(v, 3).partner == 2
    # Valat by a non-declarer shows the partner.
    w = run(start, "pass pass announce:valat")
    assert w.known == w.all_seats()
    # A rekontra on the game by the partner shows him.
    x = run(start, "pass kontra:game pass kontra:game")
    assert x.known == x.all_seats()
    assert view(x, 1).partner == 2


@pytest.mark.parametrize("king", ["KS", "KH"])
def test_two_opponents_shown_do_not_betray_the_partner(king: str) -> None:
    # B and D show themselves (kontra and subkontra on the game). Whether C is the partner
    # (KS called) or a third opponent (A called his own KH), B and D cannot tell: C's
    # announcement gets no kontra button and the views keep the partner hidden.
    s = run(deal(ANN, PAGAT), three_calling(king) + " pass kontra:game pass announce:trula pass")
    s = run(s, "pass kontra:game pass pass pass kontra:game")
    assert s.known == (1 << 0) | (1 << 1) | (1 << 3)
    assert s.to_move == 3
    assert "kontra:trula" not in legal(s)
    s = run(s, "pass pass")
    assert s.to_move == 1
    assert "kontra:trula" not in legal(s)
    for seat in (1, 3):
        assert view(s, seat).partner == -1 and not view(s, seat).partner_known


def test_klop_kontra_once_palcka_v8() -> None:
    s = run(deal(ANN, PALCKA), "pass pass pass declare:klop")
    assert s.contract == Contract.KLOP
    assert s.phase == Phase.ANNOUNCE and s.to_move == 0
    assert legal(s) == {"pass", "kontra:game"}
    s = run(s, "pass")
    assert legal(s) == {"pass", "kontra:game"}
    s = run(s, "kontra:game")
    assert s.kontra[Item.GAME] == 2 and s.announced[Item.GAME] == 1
    assert legal(s) == {"pass"}
    s = run(s, "pass")
    assert legal(s) == {"pass"}
    s = run(s, "pass pass pass")
    assert s.phase == Phase.PLAY and s.to_move == 0


def test_no_klop_kontra_pagat_v8() -> None:
    s = run(deal(ANN, PAGAT), "pass pass pass declare:klop")
    assert s.phase == Phase.PLAY and s.to_move == 0


@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
@pytest.mark.parametrize("contract", ["beggar", "solo_without", "open_beggar", "valat"])
def test_beggar_and_higher_game_kontra(rules: Rules, contract: str) -> None:
    s = run(deal(ANN, rules), f"bid:{contract} pass pass pass declare:{contract}")
    assert s.phase == Phase.ANNOUNCE and s.to_move == 1
    # No bonuses in these contracts: the declarer has nothing to say.
    assert legal(s) == {"pass"}
    s = run(s, "pass")
    assert legal(s) == {"pass", "kontra:game"}
    s = run(s, "kontra:game pass pass pass")
    assert s.to_move == 1
    assert legal(s) == {"pass", "kontra:game"}  # rekontra
    s = run(s, "kontra:game pass")
    assert s.kontra[Item.GAME] == 4
    s = run(s, "pass pass pass")
    assert s.phase == Phase.PLAY
    assert s.to_move == 1  # the declarer leads
