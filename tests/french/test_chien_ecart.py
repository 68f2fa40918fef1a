"""The chien and the écart: shown or not by contract, the écart's restrictions."""

from __future__ import annotations

import random

import pytest

from engine.core.errors import IllegalAction
from engine.french import Phase, parse_cards, view
from engine.french.cards import halves, mask_of
from engine.french.facts import attack_halves, side_cards
from engine.french.family import FAMILY
from tests.french.scenario import BASE4, codes, deal, legal, public, run, run_events, take

# Seat 0 holds fourteen trumps and three kings; with the chien (three trumps, the fourth
# king, two low hearts) he has only three cards that are neither kings nor trumps.
TRUMPY = {
    0: "T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 KH KD KS 1H",
    1: "T4 T3 T2 T1 4H 5H 6H 7H 8H 9H 10H JH CH QH QD CD JD 10D",
    2: "EX 9D 8D 7D 6D 5D 4D 3D 2D 1D QS CS JS 10S 9S 8S 7S 6S",
    3: "5S 4S 3S 2S 1S QC CC JC 10C 9C 8C 7C 6C 5C 4C 3C 2C 1C",
    "chien": "T7 T6 T5 KC 2H 3H",
}


@pytest.mark.parametrize("contract", ["prise", "garde"])
def test_prise_and_garde_turn_the_chien_up_for_everyone(contract: str) -> None:
    s, events = run_events(deal(BASE4), f"bid:{contract} pass pass pass")
    assert s.phase == Phase.ECART and s.to_move == 0
    shown = [e for e in events if e.kind == "chien_shown"]
    assert len(shown) == 1 and codes(shown[0].cards) == {"6C", "5C", "4C", "3C", "2C", "1C"}
    for seat in (None, 0, 1, 2, 3):
        assert view(s, seat).chien == tuple(parse_cards("6C 5C 4C 3C 2C 1C"))
    # The taker has taken it: 24 cards, six to discard.
    assert s.hands[0].bit_count() == 24 and view(s, 0).ecart_left == 6


@pytest.mark.parametrize("contract", ["garde_sans", "garde_contre"])
def test_garde_sans_and_contre_leave_the_chien_unseen(contract: str) -> None:
    s = run(deal(BASE4), f"bid:{contract} pass pass pass")
    assert s.phase == Phase.CHELEM
    for seat in (None, 0, 1, 2, 3):
        assert view(s, seat).chien == ()
    assert s.hands[0].bit_count() == 18


def test_the_ecart_takes_no_king_and_no_bout() -> None:
    s = run(deal(BASE4), "pass pass pass bid:garde")  # seat 3: T1, EX, KC … and the chien
    assert s.taker == 3
    assert not {"discard:KC", "discard:T1", "discard:EX"} & legal(s)
    for card in ("KC", "T1", "EX"):
        with pytest.raises(IllegalAction, match="no king and no bout"):
            run(s, f"discard:{card}")


def test_trumps_go_into_the_ecart_only_when_unavoidable() -> None:
    s = run(deal(BASE4), "bid:garde pass pass pass")
    # Thirteen plain cards that are not kings: no trump may be discarded.
    assert legal(s) == {
        f"discard:{c}"
        for c in ["QH", "CH", "JH", "10H", "9H", "8H", "7H", "6C", "5C", "4C", "3C", "2C", "1C"]
    }
    with pytest.raises(IllegalAction, match="only when"):
        run(s, "discard:T12")


def test_the_ecart_holds_exactly_as_many_trumps_as_unavoidable_and_they_are_shown() -> None:
    s = run(deal(TRUMPY), "bid:garde pass pass pass")
    # Six to discard, three plain cards (1H 2H 3H): exactly three trumps, never a bout.
    non_bout_trumps = {f"discard:T{t}" for t in range(5, 21)}
    assert legal(s) == {"discard:1H", "discard:2H", "discard:3H"} | non_bout_trumps
    s, events = run_events(s, "discard:T5 discard:T6 discard:T7")
    # Three trumps in: the rest must be the plain cards.
    assert legal(s) == {"discard:1H", "discard:2H", "discard:3H"}
    s = run(s, "discard:1H discard:2H discard:3H")
    assert codes(s.ecart) == {"T5", "T6", "T7", "1H", "2H", "3H"}
    shown = [e for e in events if e.kind == "ecart_trump"]
    assert [codes(e.cards) for e in shown] == [{"T5"}, {"T6"}, {"T7"}]
    assert all(e.private_to == -1 for e in shown)
    assert all(e.private_to == 0 for e in events if e.kind == "discarded")
    for seat in (None, 1, 2, 3):
        assert codes(view(s, seat).ecart) == {"T5", "T6", "T7"}
        assert codes(view(s, seat).ecart_trumps) == {"T5", "T6", "T7"}
    assert codes(view(s, 0).ecart) == {"T5", "T6", "T7", "1H", "2H", "3H"}


def test_the_ecart_is_private_to_the_taker_until_the_end() -> None:
    s = run(deal(BASE4), "bid:garde pass pass pass")
    s = run(s, "discard:QH discard:CH discard:JH discard:6C discard:5C discard:4C pass")
    assert codes(view(s, 0).ecart) == {"QH", "CH", "JH", "6C", "5C", "4C"}
    for seat in (None, 1, 2, 3):
        assert view(s, seat).ecart == 0
    s = _play_out(s)
    for seat in (None, 1, 2, 3):
        assert codes(view(s, seat).ecart) == {"QH", "CH", "JH", "6C", "5C", "4C"}


def _play_out(s):  # type: ignore[no-untyped-def]
    rng = random.Random(1)
    while s.phase == Phase.PLAY:
        s, _ = FAMILY.apply(s, rng.choice([a for a in FAMILY.legal_actions(s) if a.kind == 7]))
    return s


def test_the_ecart_counts_for_the_taker_in_prise_and_garde() -> None:
    s = take(deal(BASE4), 0, "garde", ecart="QH CH JH 6C 5C 4C")
    s = _play_out(s)
    att, _ = side_cards(s)
    assert att & mask_of(parse_cards("QH CH JH 6C 5C 4C")) == mask_of(
        parse_cards("QH CH JH 6C 5C 4C")
    )


def test_garde_sans_chien_counts_for_the_taker_and_contre_for_the_defence() -> None:
    chien = mask_of(parse_cards("6C 5C 4C 3C 2C 1C"))
    sans = _play_out(take(deal(BASE4), 0, "garde_sans"))
    contre = _play_out(take(deal(BASE4), 0, "garde_contre"))
    assert side_cards(sans)[0] & chien == chien
    assert side_cards(contre)[1] & chien == chien
    assert sum(attack_halves(sans)) == sum(attack_halves(contre)) == 182
    assert halves(chien) == 6
    # Unseen during the play, shown at the end.
    assert public(sans).chien == tuple(parse_cards("6C 5C 4C 3C 2C 1C"))
