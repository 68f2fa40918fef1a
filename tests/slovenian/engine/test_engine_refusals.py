"""Why an action is refused: the engine names the rule (``IllegalAction.reason``).

One test per rule, from explicit hands; then seeded random deals check that every illegal
action of the phase gets a specific reason, never the generic fallback.

Four players, seat 3 deals, seat 0 is forehand. In VOID seat 1 has no hearts and holds the
Pagat with other taroks; in EMPEROR seat 0 holds the Škis, seat 1 the Mond, seat 2 the Pagat.
"""

from __future__ import annotations

import random

import pytest

from engine.slovenian import IllegalAction, Rules, apply, legal_actions, parse_action
from engine.slovenian import actions as A
from engine.slovenian.actions import Kind
from engine.slovenian.dealing import deal_cards
from engine.slovenian.game import has_no_tarok, is_legal, new_deal
from engine.slovenian.illegal import GENERIC, why_illegal
from engine.slovenian.state import DealState, Phase
from tests.slovenian.engine.scenario import PAGAT, PALCKA, deal, run
from tests.slovenian.engine.test_engine_announcements import ANN, three_calling
from tests.slovenian.engine.test_engine_errors import FOUR

VOID = {
    0: "SK T21 T20 T19 T18 T17 KH QH CH JH 10S 9S",
    1: "T16 T15 T14 T13 T12 T1 KD QD CD JD QS 8C",
    2: "T10 T9 T8 T7 T6 1H 2H 1D 2D KS CS 10C",
    3: "T11 T5 T4 T3 T2 3H 4H 3D 4D JS 8S KC",
    "talon": "QC CC JC 9C 7C 7S",
}
EMPEROR = {
    0: "SK T20 T19 T18 T17 T16 KH QH CH JH 10S 9S",
    1: "T21 T15 T14 T13 T12 T11 KD QD CD JD QS 8C",
    2: "T1 T10 T9 T8 T7 T6 1H 2H 1D 2D KS CS",
    3: "T5 T4 T3 T2 3H 4H 3D 4D JS 8S KC 10C",
    "talon": "QC CC JC 9C 7C 7S",
}
THREE_PLAYERS = {
    0: "SK T21 T20 T19 T18 T17 T16 KH QH CH JH 1H KD QD 10S 9S",
    1: "T15 T14 T13 T12 T11 T10 T9 2H 3H CD JD 1D KS QS CS 8C",
    2: "T8 T7 T6 T5 T4 T3 T2 T1 4H 2D 3D JS KC QC CC JC",
    "talon": "4D 7S 8S 10C 9C 7C",
}
FOUR_PASSES = "pass pass pass pass"


def reason(s: DealState, notation: str) -> str:
    """The engine's reason for refusing ``notation`` from the seat on turn."""
    with pytest.raises(IllegalAction) as info:
        apply(s, parse_action(notation), s.to_move)
    return info.value.reason


def legal(s: DealState, notation: str) -> bool:
    return parse_action(notation) in legal_actions(s)


# -- play -------------------------------------------------------------------------------------


def test_a_card_not_in_the_hand() -> None:
    s = run(deal(VOID), f"pass pass pass declare:solo_without {FOUR_PASSES} play:KH")
    assert reason(s, "play:KH") == "K♥ is not in the player's hand"


def test_follow_suit() -> None:
    s = run(deal(VOID), f"pass pass pass declare:solo_without {FOUR_PASSES} play:10S")
    assert reason(s, "play:T16") == "spades were led and the hand holds spades: follow suit"
    s = run(deal(VOID), f"pass pass pass declare:solo_without {FOUR_PASSES} play:T21")
    assert reason(s, "play:KD") == (
        "a tarok was led and the hand holds taroks: follow suit with a tarok"
    )


def test_void_in_the_led_suit_must_play_a_tarok() -> None:
    s = run(deal(VOID), f"pass pass pass declare:solo_without {FOUR_PASSES} play:KH")
    assert legal(s, "play:T16")
    assert reason(s, "play:KD") == "the hand holds no hearts: a tarok must be played"


def test_must_beat_in_the_negative_games() -> None:
    s = run(deal(VOID), f"pass pass pass declare:beggar {FOUR_PASSES} play:10S play:QS")
    assert legal(s, "play:KS")
    assert reason(s, "play:CS") == (
        "in klop and the beggars a card that beats the trick must be played when the hand "
        "holds one: beat Q♠ (must beat)"
    )


def test_pagat_in_klop_only_as_the_last_tarok_v18() -> None:
    s = run(deal(VOID), "pass pass pass declare:klop play:KH")
    assert legal(s, "play:T12")
    assert reason(s, "play:T1") == (
        "in klop and the beggars the Pagat may be played only as the last tarok held, or "
        "onto Škis and Mond (V18)"
    )


def test_pagat_may_not_lead_in_the_negative_games_v18() -> None:
    # Seat 3 wins the bidding with Beggar and leads; he holds the Pagat among other taroks.
    hands = dict(VOID)
    hands[1], hands[3] = hands[3], hands[1]
    bid = f"pass pass bid:beggar pass declare:beggar {FOUR_PASSES}"
    s = run(deal(hands), bid)
    assert s.to_move == 3
    assert reason(s, "play:T1") == (
        "in klop and the beggars the Pagat may lead only as the last tarok held (V18)"
    )
    not_lead = PAGAT.model_copy(update={"pagat_negative": "not_lead"})
    s = run(deal(hands, not_lead), bid)
    assert reason(s, "play:T1") == (
        "in klop and the beggars the Pagat may not lead unless it is the last card (V18)"
    )


def test_forced_pagat_onto_skis_and_mond_v17() -> None:
    opening = f"pass pass pass declare:solo_without {FOUR_PASSES} play:SK play:T21"
    assert legal(run(deal(EMPEROR, PAGAT), opening), "play:T10")
    s = run(deal(EMPEROR, PALCKA), opening)
    assert reason(s, "play:T10") == (
        "Škis and Mond are in the trick: the Pagat must be played onto them (V17)"
    )


# -- bidding, the contract, the king, the talon -----------------------------------------------


def test_klop_and_three_are_not_bid_with_four_players() -> None:
    s = deal(FOUR)
    assert reason(s, "bid:klop") == (
        "klop is not bid: forehand may choose it when the other three pass"
    )
    assert reason(s, "bid:three") == (
        "three is not bid: it is forehand's, chosen when the other three pass"
    )


def test_a_bid_below_the_highest_bid() -> None:
    s = run(deal(FOUR), "bid:one")
    assert reason(s, "bid:two") == "the bid must be higher than One"
    s = run(deal(FOUR), "bid:two pass pass")  # forehand may hold Two, not bid less
    assert reason(s, "bid:three") == (
        "three is not bid: it is forehand's, chosen when the other three pass"
    )


def test_holding_a_bid_needs_priority() -> None:
    s = run(deal(FOUR), "bid:two")
    assert reason(s, "bid:two") == (
        "Two was bid by a player with priority: bid higher (only a player with priority may "
        "hold a bid)"
    )


def test_only_forehand_may_hold_a_bid_v20() -> None:
    bids = "bid:two bid:one pass pass"  # seat 1 outbid by seat 2; forehand passes
    assert legal(run(deal(FOUR, PAGAT), bids), "bid:one")
    s = run(deal(FOUR, PALCKA), bids)
    assert s.to_move == 1
    assert reason(s, "bid:one") == "only forehand may hold a bid (V20): bid higher than One"


def test_compulsory_klop_leaves_solo_without_and_higher() -> None:
    s = deal(FOUR, compulsory_klop=True)
    assert reason(s, "bid:solo_one") == (
        "in a compulsory klop only Solo without and higher may be bid"
    )
    s = run(deal(FOUR, compulsory_klop=True), "pass pass pass")
    assert legal(s, "declare:klop")
    assert reason(s, "declare:two") == (
        "in a compulsory klop forehand may choose only klop, or Solo without and higher"
    )


def test_three_player_contracts_v21() -> None:
    assert legal(deal(THREE_PLAYERS, PALCKA), "bid:solo_without")
    s = deal(THREE_PLAYERS, PAGAT)
    assert reason(s, "bid:solo_without") == (
        "Solo without is not a three-player contract under these rules (V21: klop, three, "
        "two, one, beggar)"
    )
    assert reason(s, "bid:klop") == "klop is not bid: it is played when all three pass"


def test_the_contract_is_at_least_the_winning_bid() -> None:
    s = run(deal(FOUR), "bid:one pass pass pass")
    assert reason(s, "declare:two") == "the contract must be at least the winning bid, One"
    assert reason(s, "declare:three") == (
        "only forehand, when the other three pass, may choose klop or three"
    )


def test_a_queen_is_called_only_with_all_four_kings() -> None:
    s = run(deal(FOUR), "pass pass pass declare:three")
    assert reason(s, "call:QH") == (
        "a queen may be called only by a declarer who holds all four kings"
    )
    assert reason(s, "call:T21") == (
        "only a king can be called (a queen by a declarer holding all four kings)"
    )


def test_the_talon_groups_of_the_contract() -> None:
    s = run(deal(FOUR), "pass pass pass declare:three call:KS")
    assert reason(s, "talon:2") == "there are only 2 talon groups, numbered 0 to 1"


def test_kings_and_trula_cards_are_never_discarded() -> None:
    s = run(deal(FOUR), "pass pass pass declare:three call:KS talon:0")
    assert reason(s, "discard:KH") == (
        "kings and trula cards (Škis, Mond, Pagat) may never be discarded"
    )
    assert reason(s, "discard:T1") == reason(s, "discard:KH")


def test_taroks_discarded_only_when_unavoidable_v19() -> None:
    exchange = "pass pass pass declare:three call:KS talon:0"
    assert legal(run(deal(FOUR, PAGAT), exchange), "discard:T17")
    unavoidable = PAGAT.model_copy(update={"tarok_discards": "unavoidable"})
    s = run(deal(FOUR, unavoidable), exchange)
    assert reason(s, "discard:T17") == (
        "taroks may be discarded only when the hand holds nothing else (V19)"
    )


# -- announcements and kontra -----------------------------------------------------------------


def test_announcements_only_in_the_normal_games() -> None:
    s = run(deal(FOUR), "pass pass pass declare:beggar")
    assert reason(s, "announce:trula") == (
        "nothing is announced in Beggar: announcements exist only in the normal games, "
        "Three to Solo one"
    )


def test_who_may_announce_what() -> None:
    s = run(deal(ANN), three_calling("KS"))  # seat 0 declares; seat 1 holds the Pagat
    assert reason(s, "announce:pagat_ultimo") == (
        "only the holder of the Pagat may announce pagat ultimo"
    )
    assert reason(s, "announce:king_ultimo") == (
        "only the holder of the called king may announce king ultimo"
    )
    assert reason(s, "announce:colour_valat") == (
        "only Solo three, Solo two and Solo one can be raised to colour valat"
    )
    assert reason(s, "announce:game") == "the game is not announced: it can be kontra'd"
    s = run(s, "announce:trula")
    assert reason(s, "announce:trula") == "trula is already announced"
    s = run(s, "pass")
    assert reason(s, "announce:valat") == "only the declarer's side may announce valat"


def test_colour_valat_is_the_declarers_first_call() -> None:
    s = run(
        deal(ANN), "pass pass pass declare:solo_three " + "talon:1 discard:CC discard:JC discard:9C"
    )
    assert legal(s, "announce:colour_valat")
    s = run(s, "announce:trula")
    assert reason(s, "announce:colour_valat") == (
        "the raise to colour valat must be the declarer's very first call"
    )


def test_announced_mondfang_v15() -> None:
    s = run(deal(ANN, PAGAT), three_calling("KS") + " pass")
    assert reason(s, "announce:mondfang") == "mondfang cannot be announced under these rules (V15)"
    s = run(deal(ANN, PALCKA), three_calling("KS"))  # seat 0 holds the Mond
    assert reason(s, "announce:mondfang") == "the Mond's own holder cannot announce mondfang"


def test_silent_bonuses_cannot_be_kontrad() -> None:
    s = run(deal(ANN), three_calling("KS") + " pass")
    assert reason(s, "kontra:trula") == (
        "trula was not announced: silent bonuses cannot be kontra'd"
    )


def test_trula_and_kings_kontra_v9() -> None:
    calls = three_calling("KS") + " announce:trula pass"
    assert legal(run(deal(ANN, PAGAT), calls), "kontra:trula")
    s = run(deal(ANN, PALCKA), calls)
    assert reason(s, "kontra:trula") == "trula and kings cannot be kontra'd under these rules (V9)"


def test_kontra_depth_v10() -> None:
    rekontra = PAGAT.model_copy(update={"kontra_max": 4})
    s = run(deal(ANN, rekontra), three_calling("KS") + " pass kontra:game pass kontra:game pass")
    assert s.kontra[0] == 4 and s.to_move == 3
    s = run(s, "pass")  # seat 3; seat 1 who said kontra would say subkontra
    assert reason(s, "kontra:game") == (
        "the chain on the game is at ×4, the deepest these rules allow (V10)"
    )


def test_kontra_and_rekontra_by_the_right_side() -> None:
    s = run(deal(ANN), three_calling("KS"))
    assert reason(s, "kontra:game") == "nobody says kontra on his own game"
    s = run(s, "pass kontra:game")  # seat 1, an opponent, says kontra; rekontra is not his
    assert s.to_move == 1
    assert reason(s, "kontra:game") == "rekontra on the game is said by the owner's side"


def test_kontra_refusal_does_not_tell_a_partner_from_an_opponent() -> None:
    # The declarer (seat 0) cannot kontra seat 1's pagat ultimo: seat 1 has not shown his side.
    # Whether seat 1 is really an opponent (KS called) or the partner (KD), the words agree.
    calls = " pass announce:pagat_ultimo pass pass pass"
    texts = set()
    for king in ("KS", "KD"):
        s = run(deal(ANN), three_calling(king) + calls)
        assert s.to_move == 0
        texts.add(reason(s, "kontra:pagat_ultimo"))
    assert texts == {
        "the announcer of pagat ultimo has not shown his side yet: a kontra-chain call only "
        "against a known opponent"
    }


def test_klop_kontra_once_on_the_game_v8() -> None:
    s = run(deal(FOUR, PALCKA), "pass pass pass declare:klop")
    assert s.phase == Phase.ANNOUNCE
    assert reason(s, "kontra:trula") == "klop has one kontra only, on the game (V8)"
    s = run(s, "kontra:game pass")
    assert reason(s, "kontra:game") == "klop can be kontra'd only once (V8)"


# -- every refusal has its reason -------------------------------------------------------------

_CANDIDATES = {
    Phase.BIDDING: A.BIDS,
    Phase.DECLARE: A.DECLARES,
    Phase.KING_CALL: A.CALLS,
    Phase.TALON: A.TALONS,
    Phase.DISCARD: A.DISCARDS,
    Phase.ANNOUNCE: (*A.ANNOUNCES, *A.KONTRAS),
    Phase.PLAY: A.PLAYS,
}


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("preset", ["pagat", "palcka"])
def test_every_illegal_action_gets_a_specific_reason(players: int, preset: str) -> None:
    """Seeded random deals: each action of the phase that is illegal is explained."""
    rng = random.Random(1000 * players + len(preset))
    rules = Rules.preset(preset)
    explained = 0
    for d in range(120):
        hands, talon = deal_cards(rng, players, d % players)
        if has_no_tarok(hands):
            continue
        s = new_deal(rules, hands, talon, d % players, compulsory_klop=d % 17 == 0)
        while s.result is None:
            for a in _CANDIDATES[s.phase]:
                if a.kind in (Kind.PLAY, Kind.DISCARD) and not s.hands[s.to_move] >> a.arg & 1:
                    continue  # "not in the hand" needs no search
                if not is_legal(s, a):
                    assert why_illegal(s, a) != GENERIC, (a, s.phase)
                    explained += 1
            legal_now = legal_actions(s)
            passing = [a for a in legal_now if a.kind == Kind.PASS]
            # Pass often in the bidding and the calls, so that every contract comes up.
            pick = passing[0] if passing and rng.random() < 0.6 else rng.choice(legal_now)
            s, _ = apply(s, pick)
    assert explained > 1000
