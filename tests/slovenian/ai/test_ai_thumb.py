"""The card play's rules of thumb on explicit hands: who draws taroks, and with what.

Each position is played with every hand open, as the seats of the search's playouts see it
(:func:`engine.slovenian.ai.playout.play_card` with the seat's side).
"""

from __future__ import annotations

from engine.slovenian.ai import playout
from engine.slovenian.cards import card_code
from engine.slovenian.state import DealState
from tests.slovenian.ai.helpers import SOLO_WITHOUT_BY_0, SOLO_WITHOUT_BY_1, scripted

# Dealer 3: seat 0 is forehand. Seat 0 holds the Škis and nine taroks XII–XX, seat 1 the
# Mond with the Pagat, II and III, seat 2 no tarok, seat 3 the taroks IV–XI.
HANDS = (
    "SK T20 T19 T18 T17 T16 T15 T14 T13 T12 7S KD",
    "T21 T1 T2 T3 KS 9S 10S KC QC CC JC 7C",
    "QS 8S KH QH CH JH 1H 2H 3H 4H QD CD",
    "T4 T5 T6 T7 T8 T9 T10 T11 JS CS JD 8C",
)


def _card(s: DealState) -> str:
    seat = s.to_move
    return card_code(playout.play_card(s, playout.side_mask(s, seat)))


def test_declarer_draws_taroks_with_a_middle_one_not_the_skis() -> None:
    # Ten taroks against at most eight in any hand: draw with the middle of XII–XX (XVI);
    # the Škis wins a trick whenever it falls and waits for a rich one.
    s = scripted(SOLO_WITHOUT_BY_0, hands=HANDS)
    assert s.to_move == 0 and s.declarer == 0
    assert _card(s) == "T16"


def test_the_skis_pulls_when_nothing_else_can_draw() -> None:
    # The declarer's only taroks are the Škis and the Pagat (which is saved): the Škis pulls.
    hands = (
        "SK T1 KH KD KS KC QH QD QS QC CH CD",
        "T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 JH JD",
        "T12 T13 T14 T15 T16 T17 T18 T19 JS JC 1H 2H",
        "T20 T21 CS CC 3H 4H 1D 2D 3D 4D 10S 9S",
    )
    s = scripted(SOLO_WITHOUT_BY_0, hands=hands, talon="8S 7S 10C 9C 8C 7C")
    assert s.to_move == 0 and s.declarer == 0
    assert _card(s) == "SK"


def test_defenders_keep_their_taroks_rather_than_draw() -> None:
    # Seat 0 defends Solo without, takes the first trick by trumping and leads: with the Škis
    # and eight more taroks it no longer pulls; the K♦ is unsafe (the declarer is void and
    # holds taroks), so the short spade goes.
    s = scripted([*SOLO_WITHOUT_BY_1, "play:7C", "play:QD", "play:8C", "play:T12"], hands=HANDS)
    assert s.to_move == 0 and s.declarer == 1
    assert _card(s) == "7S"


def test_a_mond_is_taken_home_while_the_skis_is_with_an_opponent() -> None:
    # The declarer (seat 0, holding the Škis) leads XIII; seat 1's Mond wins the one-point
    # trick safely (seats 2 and 3 are partners): taken now, before the Škis can catch it.
    s = scripted([*SOLO_WITHOUT_BY_0, "play:T13"], hands=HANDS)
    assert s.to_move == 1
    assert _card(s) == "T21"
