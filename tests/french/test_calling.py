"""Five players: the called card (F2), the partner, playing alone, the first lead.

BASE5: seat 4 deals, seat 0 is forehand. Seat 0 holds KH, seat 1 KD, seat 2 KS, seat 4 KC.
"""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalAction
from engine.french import Phase, view
from tests.french.scenario import (
    ANY_CALL,
    BASE5,
    codes,
    deal,
    legal,
    play_tricks,
    plays,
    public,
    run,
    run_events,
    swap,
    take,
)

KINGS = {"call:KH", "call:KD", "call:KS", "call:KC"}


def _garde_by_1(cards: dict[object, str] | None = None, rules=None):  # type: ignore[no-untyped-def]
    s = deal(cards or BASE5) if rules is None else deal(cards or BASE5, rules)
    return run(s, "pass bid:garde pass pass pass")


def test_the_taker_calls_a_king_before_the_chien_is_turned() -> None:
    s = _garde_by_1()
    assert s.phase == Phase.CALL and s.to_move == 1
    assert legal(s) == KINGS
    assert public(s).chien == ()  # not yet turned


def test_with_all_four_kings_he_calls_a_queen_or_one_of_his_kings() -> None:
    cards = swap(swap(swap(BASE5, "KH", "7H"), "KS", "6H"), "KC", "5H")
    s = _garde_by_1(cards)
    assert codes(s.hands[1]) >= {"KH", "KD", "KS", "KC"}
    assert legal(s) == KINGS | {"call:QH", "call:QD", "call:QS", "call:QC"}


def test_with_all_kings_and_queens_he_calls_a_knight() -> None:
    cards = swap(swap(swap(BASE5, "KH", "7H"), "KS", "6H"), "KC", "5H")
    cards = swap(swap(swap(cards, "QH", "4H"), "QS", "3H"), "QC", "2H")
    s = _garde_by_1(cards)
    assert legal(s) == KINGS | {"call:CH", "call:CD", "call:CS", "call:CC"}


def test_with_all_kings_queens_and_knights_he_calls_a_jack() -> None:
    cards = swap(swap(swap(BASE5, "KH", "7H"), "KS", "6H"), "KC", "5H")
    cards = swap(swap(swap(cards, "QH", "4H"), "QS", "3H"), "QC", "2H")
    cards = swap(swap(swap(cards, "CH", "1H"), "CS", "T13"), "CC", "T12")
    s = _garde_by_1(cards)
    assert legal(s) == KINGS | {"call:JH", "call:JD", "call:JS", "call:JC"}


def test_the_called_cards_holder_is_the_secret_partner() -> None:
    s, events = run_events(_garde_by_1(), "call:KS")
    assert any(e.kind == "called" for e in events)
    assert s.partner == 2
    assert view(s, 2).partner_known and view(s, 2).partner == 2  # only he knows
    for seat in (None, 0, 1, 3, 4):
        assert not view(s, seat).partner_known and view(s, seat).partner == -1
        assert view(s, seat).called == s.called  # the called card is public


def test_the_partner_shows_himself_by_playing_the_called_card() -> None:
    s = take(deal(BASE5), 1, "garde_sans", call="KH")
    assert s.partner == 0 and s.to_move == 0
    s, events = run_events(s, "play:KH")
    assert [e.kind for e in events] == ["played", "partner_revealed"]
    assert public(s).partner_known and public(s).partner == 0
    assert public(s).alone is False


def test_calling_his_own_king_the_taker_plays_alone_known_only_to_him() -> None:
    s = take(deal(BASE5), 1, "garde_sans", call="KD")
    assert s.partner == -1
    assert view(s, 1).partner_known and view(s, 1).alone is True
    assert not public(s).partner_known and public(s).alone is None
    assert not view(s, 2).partner_known
    # Seat 2 wins the second trick and leads a diamond; seat 1 follows with his king.
    s = play_tricks(s, ["T21 T13 T9 T5 T1", "8H 7H T8 T4 4C"])
    assert s.to_move == 2
    s = run(s, "play:10D play:T3 play:5C play:T20")
    assert not public(s).partner_known
    s, events = run_events(s, "play:KD")
    assert [e.kind for e in events][:2] == ["played", "partner_revealed"]
    assert events[1].seat == 1
    assert public(s).partner_known and public(s).alone is True


def test_the_called_card_in_the_chien_shown_the_taker_plays_alone_openly() -> None:
    cards = swap(BASE5, "KC", "3C")  # KC into the chien
    s = run(_garde_by_1(cards), "call:KC")
    assert s.phase == Phase.ECART and s.partner == -1
    assert "KC" in codes(s.hands[1])  # taken with the chien
    assert public(s).partner_known and public(s).alone is True


def test_the_called_card_in_an_unseen_chien_stays_unknown_until_the_end() -> None:
    cards = swap(BASE5, "KC", "3C")
    s = run(deal(cards), "pass bid:garde_contre pass pass pass call:KC pass")
    assert s.partner == -1 and s.phase == Phase.PLAY
    for seat in (None, 0, 1, 2, 3, 4):
        assert not view(s, seat).partner_known


def test_the_first_card_may_not_be_of_the_called_suit_but_the_called_card() -> None:
    s = take(deal(BASE5), 1, "garde_sans", call="KH")
    assert s.to_move == 0
    trumps = {f"T{t}" for t in range(14, 22)}
    assert plays(s) == trumps | {"KH"}
    with pytest.raises(IllegalAction, match="called card's suit"):
        run(s, "play:QH")


def test_the_called_suit_is_free_after_the_first_card() -> None:
    s = take(deal(BASE5), 1, "garde_sans", call="KH")
    s = play_tricks(s, ["T21 T13 T9 T5 T1"])
    assert s.to_move == 0 and {"QH", "8H"} <= plays(s)


def test_after_an_excuse_led_first_the_next_card_is_free() -> None:
    s = take(deal(BASE5), 4, "garde_sans", call="KS", chelem=True)
    assert s.to_move == 4  # the taker leads after announcing a chelem
    assert plays(s) == {"T1", "EX", "KC", "QC", "CC", "JC", "10C", "9C", "8C", "7C", "6C"} | {
        "5C",
        "4C",
    }
    s = run(s, "play:EX")
    assert plays(s) >= {"KH", "QH", "8H"}  # seat 0 sets the suit with anything


def test_any_card_may_be_called_and_the_first_lead_is_free_under_f2() -> None:
    s = _garde_by_1(rules=ANY_CALL)
    assert len(legal(s)) == 78
    s = run(s, "call:T19 discard:3C discard:2C discard:1C pass")
    assert s.partner == 0
    assert "QH" in plays(s)  # no restriction on the first card
