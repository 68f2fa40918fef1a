"""The chelem announcement and the poignées (thresholds, the Excuse, the écart's trumps)."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalAction
from engine.french import Phase, view
from tests.french.scenario import (
    BASE3,
    BASE4,
    BASE5,
    codes,
    deal,
    legal,
    play_tricks,
    plays,
    run,
    run_events,
    swap,
    swap_all,
    take,
)
from tests.french.test_chien_ecart import TRUMPY


def _poignees(s) -> set[str]:  # type: ignore[no-untyped-def]
    return {a for a in legal(s) if a.startswith("poignee:")}


def test_only_the_taker_is_asked_about_a_chelem_after_the_ecart() -> None:
    s = run(deal(BASE4), "pass bid:garde pass pass")
    assert s.phase == Phase.ECART
    s = run(s, "discard:7D discard:8D discard:9D discard:10D discard:6C discard:5C")
    assert s.phase == Phase.CHELEM and s.to_move == 1
    assert legal(s) == {"pass", "chelem"}


def test_an_announced_chelem_lets_the_taker_lead_the_first_trick() -> None:
    s, events = run_events(deal(BASE4), "pass pass bid:garde_sans pass chelem")
    assert s.phase == Phase.PLAY and s.leader == 2 and s.to_move == 2 and s.chelem
    assert any(e.kind == "chelem" for e in events)
    assert view(s, None).chelem
    no, events = run_events(deal(BASE4), "pass pass bid:garde_sans pass pass")
    assert no.leader == 0 and not no.chelem  # forehand leads otherwise
    assert events[-1].kind == "no_chelem" and events[-1].seat == 2


def test_a_poignee_is_offered_at_the_players_first_card() -> None:
    s = take(deal(BASE4), 1, "garde_sans")
    assert s.to_move == 0
    assert _poignees(s) == {"poignee:simple"}  # ten trumps: a simple poignée with four
    assert plays(s)  # alongside the cards he may play


def test_a_poignee_of_exactly_the_threshold_is_shown_at_once() -> None:
    s = take(deal(BASE4), 1, "garde_sans")
    s, events = run_events(s, "poignee:simple")
    assert s.phase == Phase.PLAY and s.to_move == 0
    shown = [e for e in events if e.kind == "poignee"]
    assert len(shown) == 1 and shown[0].seat == 0
    assert codes(shown[0].cards) == {f"T{t}" for t in range(12, 22)}
    for seat in (None, 1, 2, 3):
        (pg,) = view(s, seat).poignees
        assert pg.seat == 0 and pg.level == 0 and pg.cards == shown[0].cards
    assert not _poignees(s)  # one poignée per player
    with pytest.raises(IllegalAction, match="once"):
        run(s, "poignee:simple")


def test_extra_trumps_are_kept_hidden_at_the_players_choice() -> None:
    cards = swap(BASE4, "7H", "T11")  # seat 0: eleven trumps
    s = take(deal(cards), 1, "garde_sans")
    s = run(s, "poignee:simple")
    assert s.phase == Phase.POIGNEE and s.to_move == 0
    assert legal(s) == {f"hide:T{t}" for t in range(11, 22)}
    assert view(s, 0).poignee_level == 0 and view(s, 1).poignee_level == -1
    s, events = run_events(s, "hide:T21")
    assert s.phase == Phase.PLAY
    (pg,) = s.poignees
    assert codes(pg.cards) == {f"T{t}" for t in range(11, 21)}  # the 21 stays hidden
    assert [e.kind for e in events] == ["hidden", "poignee"]
    assert events[0].private_to == 0
    assert not _poignees(s)


def test_the_excuse_stands_in_for_one_missing_trump_and_then_every_trump_is_shown() -> None:
    # Seat 3: nine trumps and the Excuse.
    cards = swap_all(BASE4, "T20 T19 T18 T17 T16 T15 T14 T13", "8S 7S 6S 5S 4S 3S 2S 1S")
    s = take(deal(cards), 1, "garde_sans")
    s = run(s, "play:KH play:6H play:T2")
    assert s.to_move == 3
    assert _poignees(s) == {"poignee:simple"}
    s = run(s, "poignee:simple")
    (pg,) = s.poignees
    assert codes(pg.cards) == {"EX", "T1", *(f"T{t}" for t in range(13, 21))}


def test_with_enough_trumps_the_excuse_is_not_shown() -> None:
    # Seat 3: ten trumps and the Excuse.
    cards = swap_all(BASE4, "T20 T19 T18 T17 T16 T15 T14 T13 T12", "8S 7S 6S 5S 4S 3S 2S 1S 7C")
    s = take(deal(cards), 1, "garde_sans")
    s = run(s, "play:KH play:6H play:T2")
    s = run(s, "poignee:simple")
    (pg,) = s.poignees
    assert pg.seat == 3 and codes(pg.cards) == {"T1", *(f"T{t}" for t in range(12, 21))}


@pytest.mark.parametrize(
    ("base", "seat", "moves", "levels"),
    [
        # Three players: 13 / 15 / 18.
        (BASE3, 0, [], {"simple"}),
        (BASE3, 0, [("T8", "4H"), ("T7", "5H")], {"simple", "double"}),
        (
            BASE3,
            0,
            [("T8", "4H"), ("T7", "5H"), ("T6", "6H"), ("T5", "7H"), ("T4", "8H")],
            {"simple", "double", "triple"},
        ),
        (BASE3, 0, [("T9", "3H")], set()),  # twelve trumps: nothing with three players
        # Four players: 10 / 13 / 15.
        (BASE4, 0, [("T11", "7H"), ("T10", "8H"), ("T9", "9H")], {"simple", "double"}),
        (BASE4, 0, [("T12", "5S")], set()),
        # Five players: 8 / 10 / 13.
        (BASE5, 0, [], {"simple"}),
        (BASE5, 0, [("T13", "8H"), ("T12", "9H")], {"simple", "double"}),
        (BASE5, 0, [("T21", "3S")], set()),
    ],
)
def test_poignee_thresholds_by_number_of_players(
    base: dict[object, str], seat: int, moves: list[tuple[str, str]], levels: set[str]
) -> None:
    cards = dict(base)
    for a, b in moves:
        cards = swap(cards, a, b)
    s = deal(cards)
    taker = 1
    call = "KD" if s.n == 5 else None
    s = take(s, taker, "garde_sans", call=call)
    assert s.to_move == seat
    assert _poignees(s) == {f"poignee:{lv}" for lv in levels}


def test_the_takers_ecart_trumps_count_and_are_shown_again() -> None:
    s = take(
        deal(TRUMPY), 0, "garde", ecart="T5 T6 T7 1H 2H 3H"
    )  # fourteen trumps in hand, three in the écart
    assert _poignees(s) == {"poignee:simple", "poignee:double", "poignee:triple"}
    s = run(s, "poignee:triple hide:T8 hide:T9")
    (pg,) = s.poignees
    assert codes(pg.cards) >= {"T5", "T6", "T7"}
    assert pg.cards.bit_count() == 15 and not codes(pg.cards) & {"T8", "T9"}


def test_no_poignee_after_the_first_card() -> None:
    s = take(deal(BASE4), 1, "garde_sans")
    s = play_tricks(s, ["T12 T8 T2 T1"])
    assert s.to_move == 0 and not _poignees(s)
    with pytest.raises(IllegalAction, match="once, just before"):
        run(s, "poignee:simple")
