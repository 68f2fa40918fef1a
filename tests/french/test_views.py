"""Views: exactly what a seat may know, and the legal actions only for the seat on turn."""

from __future__ import annotations

import random

from engine.french import Phase, view
from engine.french.family import FAMILY, TESTKIT
from tests.french.scenario import BASE4, BASE5, codes, deal, play_tricks, run, take


def test_legal_actions_only_for_the_seat_on_turn() -> None:
    s = deal(BASE4)
    for seat in range(4):
        v = view(s, seat)
        assert (v.legal != ()) == (seat == 0) and v.on_turn == (seat == 0)
    assert view(s, None).legal == () and view(s, None).hand == 0


def test_a_seat_sees_its_own_hand_and_the_sizes_of_the_others() -> None:
    s = run(deal(BASE4), "bid:garde pass pass pass")
    assert view(s, 2).hand == s.hands[2]
    assert view(s, 2).hand_sizes == (24, 18, 18, 18)  # the taker holds the chien
    assert view(s, 2).bids == ((0, 1), (1, -1), (2, -1), (3, -1))
    assert view(s, 2).taker == 0 and view(s, 2).high_bid == 1


def test_the_tricks_and_the_last_trick_are_public() -> None:
    s = take(deal(BASE4), 1, "garde_sans")
    s = play_tricks(s, ["T12 T8 T2 T1"])
    s = run(s, "play:KH")
    v = view(s, None)
    assert v.last_trick is not None and v.last_trick.cards == s.tricks[0].cards
    assert v.trick == (s.trick[0],) and v.trick_seats == (0,)
    assert codes(v.played) == {"T12", "T8", "T2", "T1", "KH"}


def test_at_the_end_everyone_sees_everything_and_the_sheet() -> None:
    s = take(deal(BASE4), 0, "garde", ecart="QH CH JH 6C 5C 4C")
    rng = random.Random(3)
    while not FAMILY.is_over(s):
        s, _ = FAMILY.apply(s, TESTKIT.random_action(s, FAMILY.legal_actions(s), rng))
    assert s.phase == Phase.DONE
    for seat in (None, 0, 1, 2, 3):
        v = view(s, seat)
        assert v.result is s.result and v.is_over
        assert codes(v.ecart) == {"QH", "CH", "JH", "6C", "5C", "4C"}
        assert len(v.chien) == 6 and v.partner_known
        assert TESTKIT.hidden_from(s, seat) == 0


def test_the_partner_is_known_to_him_alone_until_he_plays_the_called_card() -> None:
    s = take(deal(BASE5), 1, "garde_sans", call="KS")
    assert [view(s, seat).partner_known for seat in range(5)] == [False, False, True, False, False]
    assert view(s, 2).alone is False and view(s, 1).alone is None


def test_no_view_shows_a_card_its_seat_may_not_know_at_any_step() -> None:
    rng = random.Random(11)
    for players in (3, 4, 5):
        for _ in range(20):
            s = FAMILY.deal(FAMILY.rules(), players, rng.randrange(players), rng)
            while True:
                for seat in (None, *range(players)):
                    v = view(s, seat)
                    leak = TESTKIT.view_cards(v) & TESTKIT.hidden_from(s, seat)
                    assert not leak, (seat, codes(leak))
                if FAMILY.is_over(s):
                    break
                s, _ = FAMILY.apply(s, TESTKIT.random_action(s, FAMILY.legal_actions(s), rng))
