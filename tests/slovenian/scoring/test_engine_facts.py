"""Facts derived from deals played through the engine (new_deal + actions in notation).

Seat 0 deals in every 4-player deal here, so seat 1 is forehand and play runs 1, 2, 3, 0.
"""

from __future__ import annotations

import random

import pytest

from engine.slovenian import Contract, DealState, Rules, legal_actions, new_deal
from engine.slovenian.cards import format_hand, parse_cards, parse_hand, pile_points
from engine.slovenian.dealing import deal_cards
from engine.slovenian.facts import deal_facts, side_piles
from engine.slovenian.game import has_no_tarok
from engine.slovenian.state import NO_CARD

from .helpers import PAGAT, PALCKA, amounts, finish, play, run, start

EXCHANGE = "pass pass pass declare:three call:KH talon:0"
NO_CALLS = "pass pass pass pass"

# Deal A: forehand (seat 1) plays Three and calls KH, held by seat 3. The declarer's Mond
# falls to his own partner's Škis in trick 1; in the last trick the partner leads the called
# king and the declarer's Pagat, his only tarok, wins it.
DEAL_A = [
    "T5 T11 T13 T14 T15 2D JD 9S CS JC CC JH",
    "T21 T20 T19 T1 KS QS KC QC 4D 2H 3H 4H",
    "T4 1D T6 7S 10S 7C 8C T9 T12 QH CH 1H",
    "SK KD CD 8S JS 9C 10C T10 T17 T18 T16 KH",
]
TALON_A = "T2 T7 T8 QD 3D T3"
TRICKS_A = [
    "T21 T4 SK T5",
    "KD 2D 4D 1D",
    "CD JD T19 T6",
    "KS 7S 8S 9S",
    "QS 10S JS CS",
    "KC 7C 9C JC",
    "QC 8C 10C CC",
    "T20 T9 T16 T11",
    "T2 T12 T10 T13",
    "T14 T7 1H T17",
    "T18 T15 T8 CH",
    "KH JH T1 QH",
]

# Deal C: the same contract; the declarer leads 4H to the last trick, an opponent (seat 2)
# must play his Pagat, the partner follows with the called king and seat 0 wins with T5.
DEAL_C = [
    "T5 T13 T14 T15 T16 T17 JS CS JC CC JD CD",
    "SK T21 T20 T19 T18 KS QS KC QC KD QD 4H",
    "T1 T2 T3 T4 T6 T7 7S 8S 7C 8C 4D 3D",
    "KH T8 T9 T10 T11 T12 9S 10S 9C 10C 2D 1D",
]
TALON_C = "QH CH JH 1H 2H 3H"
TRICKS_C = [
    "SK T2 T8 T13",
    "T21 T3 T9 T14",
    "T20 T4 T10 T15",
    "T19 T6 T11 T16",
    "T18 T7 T12 T17",
    "KS 7S 9S JS",
    "QS 8S 10S CS",
    "KC 7C 9C JC",
    "QC 8C 10C CC",
    "KD 4D 2D JD",
    "QD 3D 1D CD",
    "4H T1 KH T5",
]


def deal_a(rules: Rules = PAGAT) -> DealState:
    s = run(start(DEAL_A, TALON_A, rules=rules), EXCHANGE)
    s = run(s, f"discard:2H discard:3H discard:4H {NO_CALLS}")
    return play(s, TRICKS_A)


def deal_c(calls: str = NO_CALLS) -> DealState:
    s = run(start(DEAL_C, TALON_C), f"{EXCHANGE} discard:QH discard:CH discard:JH {calls}")
    return play(s, TRICKS_C)


def test_facts_partner_is_the_holder_of_the_called_king() -> None:
    f = deal_facts(deal_a())
    assert (f.contract, f.declarer, f.partner) == (Contract.THREE, 1, 3)
    assert f.declarer_tricks == 11


def test_facts_side_piles_hold_the_discards_and_the_opponents_talon_share() -> None:
    s = deal_a()
    decl, opp = side_piles(s)
    assert decl & parse_hand("2H 3H 4H") == parse_hand("2H 3H 4H")
    assert opp & parse_hand("QD 3D T3") == parse_hand("QD 3D T3")
    assert decl | opp == (1 << 54) - 1 and decl & opp == 0
    # The opponents took one trick (T2 T12 T10 T13) and own the unchosen talon cards.
    assert format_hand(opp) == format_hand(parse_hand("T13 T12 T10 T3 T2 QD 3D"))
    assert deal_facts(s).declarer_points == 70 - pile_points(opp) == 65


def test_facts_trula_and_kings_owned_by_the_declarers_side() -> None:
    f = deal_facts(deal_a())
    assert f.trula == "declarer"
    assert f.kings == "declarer"


def test_facts_king_ultimo_and_pagat_ultimo_won_in_the_last_trick() -> None:
    f = deal_facts(deal_a())
    assert f.king_ultimo is True
    assert f.pagat_ultimo is not None
    assert (f.pagat_ultimo.side, f.pagat_ultimo.won) == ("declarer", True)


def test_facts_mond_captured_by_the_partners_skis_costs_the_mond_player() -> None:
    s = deal_a()
    assert deal_facts(s).mond_lost_by == (1,)
    assert s.result is not None
    assert amounts(s.result) == {
        "contract": 10,
        "difference": 30,
        "trula": 10,
        "kings": 10,
        "king_ultimo": 10,
        "pagat_ultimo": 25,
    }
    assert s.result.scores == (0, 95 - 21, 0, 95)


def test_facts_exact_difference_from_a_played_deal_under_palcka() -> None:
    s = deal_a(PALCKA)
    assert s.result is not None
    assert amounts(s.result)["difference"] == 30  # 65 − 35, not rounded
    assert s.result.scores == (0, 95 - 21, 0, 95)


def test_facts_silent_ultimo_attempts_lost_in_the_last_trick() -> None:
    s = deal_c()
    f = deal_facts(s)
    assert f.trula is None and f.kings is None
    assert f.king_ultimo is False
    assert f.pagat_ultimo is not None
    assert (f.pagat_ultimo.side, f.pagat_ultimo.won) == ("opponents", False)
    assert f.declarer_points == 60
    assert s.result is not None
    # Won by 25 (+35); the called king lost (−10); the opponents' Pagat lost (+25).
    assert amounts(s.result) == {
        "contract": 10,
        "difference": 25,
        "king_ultimo": -10,
        "pagat_ultimo": 25,
    }
    assert s.result.scores == (0, 50, 0, 50)


def test_facts_announced_pagat_ultimo_of_the_opponents_lost_scored_once() -> None:
    s = deal_c(f"pass announce:pagat_ultimo {NO_CALLS}")
    f = deal_facts(s)
    assert f.announcements == {"pagat_ultimo": "opponents"}
    assert s.result is not None
    assert amounts(s.result)["pagat_ultimo"] == 50
    assert s.result.total == 35 - 10 + 50


def test_facts_kontra_on_the_opponents_announcement_by_the_called_kings_holder() -> None:
    s = deal_c(f"pass announce:pagat_ultimo pass kontra:pagat_ultimo {NO_CALLS}")
    f = deal_facts(s)
    assert f.kontra == {"pagat_ultimo": 2}
    assert s.result is not None
    assert s.result.total == 35 - 10 + 100


def test_facts_announced_king_ultimo_lost_scored_once() -> None:
    s = deal_c(f"pass pass announce:king_ultimo {NO_CALLS}")
    assert deal_facts(s).announcements == {"king_ultimo": "declarer"}
    assert s.result is not None
    assert amounts(s.result)["king_ultimo"] == -20
    assert s.result.total == 35 - 20 + 25


# Zaruf: the declarer (seat 1) calls KH, which lies in the talon group he takes; the Mond
# lies in the other group, the remainder, which goes with the called king's trick (V28).
DEAL_Z = [
    "3H T11 T12 T13 T14 T15 T16 8S 8C 7C 3D 4D",
    "SK T20 T19 T18 KS QS KC QC KD QD 7S T17",
    "1H T1 T2 T3 T4 T5 CS JS CC JC CD JD",
    "2H T6 T7 T8 T9 T10 10S 9S 10C 9C 1D 2D",
]
TALON_Z = "KH QH CH JH T21 4H"
ZARUF = f"{EXCHANGE} discard:QH discard:CH discard:7S {NO_CALLS}"
REMAINDER = parse_hand("JH T21 4H")


@pytest.mark.parametrize("rules", [PAGAT, PALCKA], ids=["pagat", "palcka"])
def test_facts_called_king_wins_its_trick_and_saves_the_mond_in_the_talon(rules: Rules) -> None:
    s = play(run(start(DEAL_Z, TALON_Z, rules=rules), ZARUF), ["KH 1H 2H 3H"])
    assert s.tricks[0].winner == 1
    assert s.piles[1] & REMAINDER == REMAINDER
    s = finish(s)
    f = deal_facts(s)
    assert f.partner is None
    assert f.mond_left_in_talon is False
    assert s.result is not None and s.result.penalties == ()


def test_facts_called_king_loses_its_trick_the_remainder_goes_to_the_winner_v28() -> None:
    hands = list(DEAL_Z)
    hands[0] = hands[0].replace("3H", "JD")
    hands[2] = hands[2].replace("JD", "3H")
    s = play(run(start(hands, TALON_Z), ZARUF), ["KH 1H 2H T11"])
    assert s.tricks[0].winner == 0
    assert s.piles[0] & REMAINDER == REMAINDER
    s = finish(s)
    assert deal_facts(s).mond_left_in_talon is True
    assert s.result is not None
    assert [(p.item, p.seat, p.amount) for p in s.result.penalties] == [("mond_talon", 1, -21)]


def test_facts_palcka_remainder_only_to_a_declarer_winning_the_kings_trick_v28() -> None:
    hands = list(DEAL_Z)
    hands[0] = hands[0].replace("3H", "JD")
    hands[2] = hands[2].replace("JD", "3H")
    s = play(run(start(hands, TALON_Z, rules=PALCKA), ZARUF), ["KH 1H 2H T11"])
    assert s.piles[0] & REMAINDER == 0
    _, opp = side_piles(s)
    assert opp & REMAINDER == REMAINDER
    s = finish(s)
    assert deal_facts(s).mond_left_in_talon is True


def test_facts_mond_left_in_the_unchosen_talon_costs_the_declarer() -> None:
    # The declarer calls his own KS and leaves the group with the Mond.
    s = run(start(DEAL_Z, TALON_Z), "pass pass pass declare:three call:KS talon:0")
    s = finish(run(s, f"discard:QH discard:CH discard:7S {NO_CALLS}"))
    f = deal_facts(s)
    assert f.partner is None
    assert f.mond_left_in_talon is True
    assert s.result is not None
    assert [(p.item, p.seat, p.amount) for p in s.result.penalties] == [("mond_talon", 1, -21)]


def test_facts_mond_taken_from_the_talon_costs_nothing() -> None:
    s = run(start(DEAL_Z, TALON_Z), "pass pass pass declare:three call:KS talon:1")
    s = finish(run(s, f"discard:JH discard:4H discard:7S {NO_CALLS}"))
    assert deal_facts(s).mond_left_in_talon is False
    assert s.result is not None and s.result.penalties == ()


# Emperor trick: the declarer leads the Škis, seat 2 plays the Pagat, the partner the Mond.
DEAL_E = [
    "T5 T13 T14 T15 T16 T17 JS CS JC CC JD CD",
    "SK T8 T20 T19 T18 KS QS KC QC KD QD 4H",
    "T1 T2 T3 T4 T6 T7 7S 8S 7C 8C 4D 3D",
    "KH T21 T9 T10 T11 T12 9S 10S 9C 10C 2D 1D",
]


@pytest.mark.parametrize(("any_order", "winner"), [(True, 2), (False, 1)])
def test_facts_mond_lost_in_the_emperor_trick_v16(any_order: bool, winner: int) -> None:
    rules = PAGAT.model_copy(update={"emperor_any_order": any_order})
    s = run(start(DEAL_E, TALON_C, rules=rules), f"{EXCHANGE} discard:QH discard:CH discard:JH")
    s = play(run(s, NO_CALLS), ["SK T1 T21 T13"])
    assert s.tricks[0].winner == winner
    s = finish(s)
    assert deal_facts(s).mond_lost_by == (3,)
    assert s.result is not None
    assert s.result.scores[3] == s.result.total - 21


# Solo without: seat 2 holds the twelve highest taroks and takes every trick.
DEAL_SW = [
    "T1 T2 T3 T4 KS QS CS JS 10S 9S 8S 7S",
    "T5 T6 T7 KC QC CC JC 10C 9C 8C 7C 3H",
    "SK T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11",
    "T8 T9 T10 KD QD CD JD 1D 2D 3D 4D 4H",
]
TALON_SW = "KH QH CH JH 1H 2H"


def test_facts_solo_without_talon_belongs_to_the_opponents_every_trick_scores_80() -> None:
    s = run(start(DEAL_SW, TALON_SW), "bid:solo_without pass pass pass declare:solo_without")
    s = finish(run(s, NO_CALLS))
    f = deal_facts(s)
    assert f.declarer_tricks == 12
    assert f.declarer_points == 70 - pile_points(parse_cards(TALON_SW)) == 58
    assert s.result is not None
    assert amounts(s.result) == {"contract": 80}
    assert s.result.radelci_for_all


def test_facts_beggar_ends_when_the_declarer_takes_a_trick() -> None:
    s = run(start(DEAL_SW, TALON_SW), f"bid:beggar pass pass pass declare:beggar {NO_CALLS}")
    s = finish(s)
    assert len(s.tricks) == 1
    f = deal_facts(s)
    assert f.declarer_tricks == 1
    assert s.result is not None
    assert s.result.scores == (0, 0, -70, 0)


def random_hands(shuffle: int, players: int) -> tuple[list[int], list[int]]:
    rng = random.Random(shuffle)
    while True:
        hands, talon = deal_cards(rng, players, 0)
        if not has_no_tarok(hands):
            return hands, talon


def test_facts_klop_counts_each_players_pooled_pile_with_the_talon_cards() -> None:
    for shuffle in range(8):
        hands, talon = random_hands(shuffle, 4)
        s = finish(run(new_deal(PAGAT, hands, talon, 0), "pass pass pass declare:klop"))
        won: list[list[int]] = [[] for _ in range(4)]
        tricks = [0] * 4
        for i, t in enumerate(s.tricks):
            # Each of the first six tricks gets the next talon card.
            assert t.extra == (talon[i] if i < 6 else NO_CARD)
            won[t.winner] += [*t.cards] + ([t.extra] if t.extra != NO_CARD else [])
            tricks[t.winner] += 1
        f = deal_facts(s)
        assert f.player_points == tuple(pile_points(cards) for cards in won)
        assert f.player_tricks == tuple(tricks)
        assert sorted(c for cards in won for c in cards) == list(range(54))
        assert 69 <= sum(f.player_points) <= 71
        assert s.result is not None and s.result.radelci_for_all


def test_facts_klop_kontra_giver_under_palcka_v8() -> None:
    hands, talon = random_hands(3, 4)
    s = run(new_deal(PALCKA, hands, talon, 0), "pass pass pass declare:klop")
    assert "kontra:game" in [str(a) for a in legal_actions(s)]
    s = finish(run(s, "pass kontra:game pass pass pass pass"))
    assert deal_facts(s).klop_kontra_by == 2
    assert s.result is not None
    assert all(line.kontra in (1, 2) for line in s.result.lines)
    assert max(line.kontra for line in s.result.lines) == 2


def test_facts_three_players_exact_difference_no_partner_no_king_ultimo() -> None:
    for shuffle in range(4):
        hands, talon = random_hands(shuffle, 3)
        s = run(new_deal(PAGAT, hands, talon, 0), "bid:two pass pass declare:two talon:0")
        s = finish(s)
        f = deal_facts(s)
        assert (f.players, f.declarer, f.partner, f.king_ultimo) == (3, 1, None, None)
        assert s.result is not None
        if f.declarer_tricks not in (None, 0, 16):
            assert f.declarer_points is not None
            assert abs(amounts(s.result)["difference"]) == abs(f.declarer_points - 35)
        penalties = [0, 0, 0]
        for p in s.result.penalties:
            assert p.seat is not None
            penalties[p.seat] += p.amount
        assert s.result.scores == (penalties[0], s.result.total + penalties[1], penalties[2])
