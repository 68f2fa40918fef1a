"""Playing the tricks: following, trumping, overtrumping, the Excuse and the last tricks.

TRICKS4 (seat 3 deals, seat 0 leads; seat 1 takes Garde sans, so nothing is discarded):
seat 0 holds hearts, spades and T21 T20 T5 T4; seat 1 the low hearts, diamonds and T19 T18
T3; seat 2 the low diamonds, low spades, the Excuse and T17 T16 T6 T2; seat 3 clubs and the
trumps T15 … T7 with the Petit.
"""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalAction
from engine.french import Phase, parse_card
from engine.french.cards import EXCUSE_BIT
from engine.french.facts import attack_halves, deal_facts, excuse_exchange
from tests.french.scenario import (
    autoplay,
    codes,
    deal,
    hand,
    play_tricks,
    plays,
    run,
    take,
)
from tests.french.test_chien_ecart import TRUMPY

TRICKS4 = {
    0: "KH QH CH JH 10H 9H 8H 7H 6H T21 T20 T5 T4 KS QS CS JS 10S",
    1: "5H 4H 3H 2H 1H T19 T18 T3 KD QD CD JD 10D 9D 8D 7D 6D 5D",
    2: "T17 T16 T6 T2 EX 4D 3D 2D 1D 9S 8S 7S 6S 5S 4S 3S 2S 1S",
    3: "T15 T14 T13 T12 T11 T10 T9 T8 T7 T1 KC QC CC JC 10C 9C 8C 7C",
    "chien": "6C 5C 4C 3C 2C 1C",
}
SEAT3_TRUMPS = {"T15", "T14", "T13", "T12", "T11", "T10", "T9", "T8", "T7", "T1"}


def _start():  # type: ignore[no-untyped-def]
    return take(deal(TRICKS4), 1, "garde_sans")


def test_the_leader_may_lead_any_card() -> None:
    assert plays(_start()) == hand(_start(), 0)


def test_follow_suit_with_any_card_of_it() -> None:
    s = run(_start(), "play:KH")
    assert plays(s) == {"5H", "4H", "3H", "2H", "1H"}
    with pytest.raises(IllegalAction, match="follow suit"):
        run(s, "play:T19")


def test_void_in_the_suit_led_you_must_trump() -> None:
    s = run(_start(), "play:KS")
    assert plays(s) == {"T19", "T18", "T3"}  # seat 1 has no spade
    with pytest.raises(IllegalAction):
        run(s, "play:KD")


def test_the_excuse_may_be_played_instead_of_following() -> None:
    s = run(_start(), "play:KS play:T3")
    assert plays(s) == {"9S", "8S", "7S", "6S", "5S", "4S", "3S", "2S", "1S", "EX"}


def test_void_you_must_overtrump_a_trump_in_the_trick_when_you_can() -> None:
    s = run(_start(), "play:KS play:T3 play:9S")
    assert plays(s) == SEAT3_TRUMPS - {"T1"}  # no undertrumping with the Petit


def test_you_must_overtrump_even_a_partners_trump() -> None:
    s = play_tricks(_start(), ["T4 T19 T2 T7"])  # the taker (seat 1) wins and leads
    s = run(s, "play:5D play:4D play:T8")  # seat 3 (defence) trumps the diamond
    assert s.to_move == 0
    assert plays(s) == {"T21", "T20"}  # seat 0 (defence too) must go over T8


def test_unable_to_overtrump_you_undertrump() -> None:
    s = run(_start(), "play:KS play:T19 play:9S")
    assert plays(s) == SEAT3_TRUMPS  # nothing beats T19: any trump, the Petit included


def test_a_trump_lead_must_be_overtrumped_when_possible() -> None:
    s = run(_start(), "play:T4")
    assert plays(s) == {"T19", "T18"}  # not T3
    s = run(s, "play:T18")
    assert plays(s) == {"T17", "T16", "T6", "T2", "EX"}  # nothing over T18: any trump


def test_without_the_suit_and_without_trumps_any_card() -> None:
    s = take(deal(TRUMPY), 1, "garde_sans")  # seat 2 has only the Excuse as a "trump"
    s = run(s, "play:1H play:4H")
    assert plays(s) == hand(s, 2)
    s = run(s, "play:9D")
    assert plays(s) == hand(s, 3)  # seat 3: no heart, no trump at all


def test_a_trump_lead_without_trumps_any_card() -> None:
    s = take(deal(TRUMPY), 1, "garde_sans")
    s = run(s, "play:T8 play:T1")
    assert plays(s) == hand(s, 2)


def test_an_excuse_led_lets_the_next_card_set_the_suit() -> None:
    s = take(deal(TRICKS4), 2, "garde_sans", chelem=True)
    assert s.to_move == 2
    s = run(s, "play:EX")
    assert plays(s) == hand(s, 3)  # after the Excuse any card: it sets the suit
    s = run(s, "play:KC")
    assert plays(s) == {"T21", "T20", "T5", "T4"}  # clubs were set: seat 0 must trump


def test_the_excuse_never_wins_a_trick() -> None:
    s = take(deal(TRICKS4), 2, "garde_sans", chelem=True)
    s = play_tricks(s, ["EX KC T4 T19"])
    assert s.tricks[-1].winner == 1  # T19, not the Excuse nor the suit it "led"


def test_the_excuse_goes_back_to_its_side_which_gives_half_a_point() -> None:
    s = play_tricks(_start(), ["KS T19 EX T7"])  # seat 1 (the taker) wins, seat 2 kept EX
    assert s.tricks[-1].winner == 1
    assert s.piles[2] & EXCUSE_BIT and not s.piles[1] & EXCUSE_BIT
    assert (s.excuse_by, s.excuse_to) == (2, 1)
    assert excuse_exchange(s) == 1  # the attack gets ½ point for it
    s = autoplay(s)
    att, dfc = attack_halves(s)
    assert att + dfc == 182
    facts = deal_facts(s)
    assert facts.bouts == (1 if s.piles[1] & 1 else 0) + (1 if s.piles[1] >> 20 & 1 else 0)


def test_no_exchange_when_the_excuses_own_side_wins_the_trick() -> None:
    s = play_tricks(_start(), ["KS T3 EX T7"])  # seat 3 (defence, like seat 2) wins
    assert excuse_exchange(s) == 0


def test_the_excuse_in_the_last_trick_goes_to_the_tricks_winner() -> None:
    s = autoplay(_start(), leave=1)
    assert s.hands[2] & EXCUSE_BIT  # seat 2 kept it for the last trick
    s = autoplay(s, keep="")
    last = s.tricks[-1]
    assert parse_card("EX") in last.cards
    assert s.piles[last.winner] & EXCUSE_BIT
    assert s.excuse_by == -1


# The taker (seat 0) holds sixteen trumps from the 21, the Petit and the Excuse.
SLAM = {
    0: "T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 T7 T6 T1 EX",
    1: "T5 T4 KH QH CH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H 1H KD QD",
    2: "T3 CD JD 10D 9D 8D 7D 6D 5D 4D 3D 2D 1D KS QS CS JS 10S",
    3: "T2 9S 8S 7S 6S 5S 4S 3S 2S 1S KC QC CC JC 10C 9C 8C 7C",
    "chien": "6C 5C 4C 3C 2C 1C",
}
# As SLAM, but the taker holds the 1H instead of the T6, which seat 1 has.
SLAM_BUT_ONE = {
    0: "T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 T7 T1 EX 1H",
    1: "T6 T5 T4 KH QH CH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H KD QD",
    2: SLAM[2],
    3: SLAM[3],
    "chien": SLAM["chien"],
}


def _finish_trick(s):  # type: ignore[no-untyped-def]
    """Finish the current trick with each seat's first legal card (low suit cards first)."""
    return autoplay(s, leave=s.hand_size - len(s.tricks) - 1)


def _lead(s, card: str):  # type: ignore[no-untyped-def]
    return _finish_trick(run(s, f"play:{card}"))


def test_the_excuse_led_last_by_a_side_that_won_every_trick_wins_it() -> None:
    s = take(deal(SLAM), 0, "garde_sans", chelem=True)
    s = autoplay(s, leave=2)  # sixteen trumps led: the defence follows and discards
    assert s.attack_tricks == 16 and codes(s.hands[0]) == {"T1", "EX"}
    s = _lead(s, "T1")  # the Petit wins the penultimate trick
    s = _lead(s, "EX")
    assert s.phase == Phase.DONE
    assert s.tricks[-1].winner == 0  # the Excuse won the last trick
    facts = deal_facts(s)
    assert facts.chelem == "attack" and facts.chelem_announced
    assert facts.bouts == 3 and facts.attack_halves == 182
    # The Petit counts "au bout" in the penultimate trick under the chelem rule.
    assert facts.petit_au_bout == "attack"
    assert s.result is not None and s.result.total == (25 + 55) * 4 + 10 * 4 + 400


def test_the_excuse_led_last_after_a_lost_trick_changes_sides() -> None:
    s = take(deal(SLAM_BUT_ONE), 0, "garde_sans")
    s = play_tricks(s, ["1H KH T3 T2"])  # the defence takes the first trick
    s = autoplay(s, leave=2)
    assert codes(s.hands[0]) == {"T1", "EX"}
    s = _lead(s, "T1")
    s = _lead(s, "EX")
    last = s.tricks[-1]
    assert last.winner != 0  # no chelem rule: the next card set the suit and won
    assert s.piles[last.winner] & EXCUSE_BIT  # the Excuse goes with the trick
    facts = deal_facts(s)
    assert facts.chelem is None and facts.bouts == 2 and facts.petit_au_bout is None


def test_petit_au_bout_goes_to_the_side_winning_the_last_trick() -> None:
    s = take(deal(SLAM_BUT_ONE), 0, "garde_sans")
    s = play_tricks(s, ["1H KH T3 T2"])
    s = autoplay(s, leave=2)
    s = _lead(s, "EX")  # the Excuse in the penultimate trick: the defence wins it
    assert s.excuse_by == 0 and excuse_exchange(s) == -1
    s = _finish_trick(s)  # the defence leads the last trick; seat 0 trumps with the Petit
    last = s.tricks[-1]
    assert parse_card("T1") in last.cards and last.winner == 0
    facts = deal_facts(s)
    assert facts.petit_au_bout == "attack" and facts.bouts == 3


def test_the_highest_trump_wins_else_the_highest_card_of_the_suit_led() -> None:
    s = play_tricks(_start(), ["T4 T19 T17 T15"])
    assert s.tricks[-1].winner == 1
    s = play_tricks(s, ["1H T6 T14 6H"])  # seat 1 leads; seats 2 and 3 trump
    assert s.tricks[-1].winner == 3
    assert codes(s.piles[3]) == {"1H", "6H", "T6", "T14"}
    # Nobody trumps: the highest heart wins, not the higher cards of other suits.
    t = take(deal(TRUMPY), 1, "garde_sans")
    t = play_tricks(t, ["1H 4H 9D QC"])
    assert t.tricks[-1].winner == 1
