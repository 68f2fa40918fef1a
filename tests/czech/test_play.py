"""Play: the declarer leads; follow suit, else a tarok, else any card; the highest tarok
wins, else the highest card of the suit led; all 12 tricks are played."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalAction
from engine.czech import Phase, parse_cards
from engine.czech.tricks import winning_index
from tests.czech.hands import BONUSES
from tests.czech.scenario import (
    BASE,
    FIRST_BID_EXCHANGE,
    QUIET_ROUND,
    deal,
    play_out,
    plays,
    run,
)

PLAYING = FIRST_BID_EXCHANGE + " " + QUIET_ROUND
# Hands now: A SK T21 T20 T18 T17 T12 KH QH 1H KD 10S 9S; B T16 T15 T14 T13 T1 CH JH 2H QD
# CD QS 8C; C T19 T11 T10 T9 T8 T7 3H JD 1D KS CS 10C; D T6 T5 T4 T3 T2 2D 3D JS 8S KC QC 9C.


def test_play_declarer_leads_the_first_trick() -> None:
    # B plays a second bid; forehand is A, but B leads.
    s = run(deal(BASE), "bid:second pass pass pass declare:second call:T19")
    s = run(s, "discard:4D discard:7S discard:CC discard:8C discard:JC discard:2D")
    s = run(s, QUIET_ROUND)
    assert s.phase == Phase.PLAY and s.leader == 1 and s.to_move == 1


def test_play_any_card_may_be_led() -> None:
    s = run(deal(BASE), PLAYING)
    assert len(plays(s)) == 12


def test_play_follow_suit() -> None:
    s = run(deal(BASE), PLAYING + " play:KH")
    assert plays(s) == {"CH", "JH", "2H"}
    s = run(s, "play:2H")
    assert plays(s) == {"3H"}


def test_play_tarok_when_void() -> None:
    s = run(deal(BASE), PLAYING + " play:KH play:2H play:3H")
    assert plays(s) == {"T6", "T5", "T4", "T3", "T2"}
    with pytest.raises(IllegalAction, match="tarok"):
        run(s, "play:KC")


def test_play_lowest_tarok_beats_the_king_of_the_suit_led() -> None:
    s = run(deal(BASE), PLAYING + " play:KH play:2H play:3H play:T2")
    assert s.tricks[-1].winner == 3 and s.leader == 3 and s.to_move == 3


def test_play_no_obligation_to_overtake() -> None:
    s = run(deal(BASE), PLAYING + " play:T12")
    assert plays(s) == {"T16", "T15", "T14", "T13", "T1"}  # lower taroks too


def test_play_any_card_without_suit_and_taroks() -> None:
    s = run(deal(BONUSES), "bid:solo pass pass pass declare:solo " + QUIET_ROUND)
    s = run(s, "play:KS")  # B leads a spade
    assert plays(s) == {"T15", "T14", "T13", "T12", "T11", "T10", "T9", "T8", "T7", "T6"}
    s = run(s, "play:T6")
    assert plays(s) == {"7S", "8S", "9S", "10S", "JS", "CS", "QS"}
    s = run(s, "play:7S")
    # A has neither spades nor taroks: anything.
    assert plays(s) == {"QH", "CH", "JH", "1H", "2H", "3H", "4H", "QD", "CD", "JD", "1D", "2D"}


@pytest.mark.parametrize(
    ("cards", "winner"),
    [
        ("KH QH 1H 4H", 0),  # the highest of the suit led
        ("4H 1H KD KS", 1),  # the 1 is the highest pip of a red suit
        ("7S 10S KS 9S", 2),
        ("4H KD KS KC", 0),  # another suit never wins
        ("KH T1 QH JH", 1),  # the Pagát is a tarok
        ("T20 T21 SK T1", 2),  # the Škýz is the highest tarok
        ("T2 T3 KH T21", 3),
    ],
)
def test_play_trick_winner(cards: str, winner: int) -> None:
    assert winning_index(parse_cards(cards)) == winner


def test_play_all_twelve_tricks_are_played() -> None:
    # The slam announced by A is lost in the first trick, and play goes on to the end.
    s = run(deal(BASE), FIRST_BID_EXCHANGE + " announce:slam pass pass pass pass")
    s = run(s, "play:KH play:2H play:3H play:T2")
    assert s.phase == Phase.PLAY
    s = play_out(s)
    assert len(s.tricks) == 12 and s.result is not None
