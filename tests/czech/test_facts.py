"""The facts model refuses every fact the rules cannot produce, naming the rule (one test per
refusal); facts the rules can produce are accepted."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from engine.czech import Contract, DealFacts, score
from tests.czech.scenario import AUTOMATIC, NO_KONTRA, STANDARD

PLAYED: dict[str, Any] = {
    "contract": Contract.FIRST,
    "declarer": 0,
    "partner": 2,
    "declarer_points": 40,
    "declarer_tricks": 7,
}


def facts(**changes: Any) -> DealFacts:
    return DealFacts(**{**PLAYED, **changes})


def refused(rule: str, **changes: Any) -> None:
    with pytest.raises(ValidationError, match=rule):
        facts(**changes)


def test_facts_accepts_what_the_rules_can_produce() -> None:
    facts()
    facts(partner=None)  # own XIX or the called tarok drawn from t1–t4
    facts(contract=Contract.THIRD, partner=None, stage=2)
    facts(contract=Contract.SECOND, pagat_announced=True, kontra={"pagat_ultimo": (1, 0, 3)})
    facts(hand_bonuses={1: ("half_trumps", "honours", "kings", "five_pointers")})
    DealFacts(contract=Contract.FIRST, declarer=3, conceded=True)


def test_facts_refuse_a_partner_in_the_third_bid() -> None:
    refused("Bidding: the third bid and solo are played alone", contract=Contract.THIRD, stage=1)


def test_facts_refuse_a_partner_in_solo() -> None:
    refused("Bidding: the third bid and solo are played alone", contract=Contract.SOLO)


def test_facts_refuse_the_declarer_as_his_own_partner() -> None:
    refused("The called tarok: the partner is one of the other three", partner=0)


def test_facts_refuse_a_partner_seat_that_does_not_exist() -> None:
    refused("The called tarok", partner=4)


def test_facts_refuse_a_declarer_seat_that_does_not_exist() -> None:
    with pytest.raises(ValidationError, match="declarer"):
        facts(declarer=4)


def test_facts_refuse_a_third_bid_without_a_stage() -> None:
    refused("Third bid: a third bid is played at stage", contract=Contract.THIRD, partner=None)


def test_facts_refuse_a_stage_outside_the_third_bid() -> None:
    refused("Third bid: only the third bid has stages", stage=2)


def test_facts_refuse_a_second_bid_without_pagat_ultimo() -> None:
    refused("Bidding: the second bid announces Pagát ultimo", contract=Contract.SECOND)


def test_facts_refuse_a_concession_outside_the_first_bid() -> None:
    with pytest.raises(ValidationError, match="Concession: only a first bid"):
        DealFacts(contract=Contract.SECOND, declarer=0, pagat_announced=True, conceded=True)


def test_facts_refuse_a_partner_with_a_concession() -> None:
    with pytest.raises(ValidationError, match="Concession: the conceding declarer drew"):
        DealFacts(contract=Contract.FIRST, declarer=0, partner=1, conceded=True)


@pytest.mark.parametrize(
    "extra",
    [
        {"declarer_points": 30},
        {"declarer_tricks": 0},
        {"slam_announced": True},
        {"pagat_announced": True},
        {"kontra": {"game": (1,)}},
        {"hand_bonuses": {1: ("kings",)}},
    ],
)
def test_facts_refuse_anything_scored_with_a_concession(extra: dict[str, Any]) -> None:
    with pytest.raises(ValidationError, match="Concession: a conceded deal ends before play"):
        DealFacts(contract=Contract.FIRST, declarer=0, conceded=True, **extra)


def test_facts_refuse_a_played_deal_without_points() -> None:
    refused("Card points: a played deal needs", declarer_points=None)


@pytest.mark.parametrize("points", [-1, 71])
def test_facts_refuse_card_points_out_of_range(points: int) -> None:
    refused(r"Card points: .* the deck holds 70", declarer_points=points)


@pytest.mark.parametrize("tricks", [-1, 13])
def test_facts_refuse_tricks_out_of_range(tricks: int) -> None:
    refused(r"Card points: .* a deal has 12", declarer_tricks=tricks)


def test_facts_refuse_points_without_a_trick_beyond_the_cards_laid_aside() -> None:
    # Four discards of the declarer and one of his partner: at most 16 points.
    facts(declarer_points=16, declarer_tricks=0)
    refused("Card points: without a trick", declarer_points=17, declarer_tricks=0)
    refused("Card points: without a trick", partner=None, declarer_points=14, declarer_tricks=0)
    refused(
        "Card points: without a trick",
        contract=Contract.SOLO,
        partner=None,
        declarer_points=1,
        declarer_tricks=0,
    )


def test_facts_refuse_too_few_points_with_every_trick() -> None:
    # A solo's opponents own the six talon cards: at most 26 points.
    facts(contract=Contract.SOLO, partner=None, declarer_points=44, declarer_tricks=12)
    refused(
        "Card points: with every trick",
        contract=Contract.SOLO,
        partner=None,
        declarer_points=43,
        declarer_tricks=12,
    )
    refused("Card points: with every trick", declarer_points=62, declarer_tricks=12)


def test_facts_refuse_a_pagat_ultimo_by_a_side_without_a_trick() -> None:
    refused(
        "Pagát ultimo: the Pagát wins the last trick for its own side",
        declarer_points=5,
        declarer_tricks=0,
        pagat_ultimo="declarer",
    )
    refused("Pagát ultimo", declarer_points=65, declarer_tricks=12, pagat_ultimo="opponents")


def test_facts_refuse_kontra_on_an_unannounced_pagat_ultimo() -> None:
    refused("Kontra: only an announced Pagát ultimo", kontra={"pagat_ultimo": (1,)})


def test_facts_refuse_a_fourth_doubling() -> None:
    refused("Kontra: three doublings at most", kontra={"game": (1, 0, 3, 0)})


def test_facts_refuse_a_re_said_by_the_partner() -> None:
    refused("Kontra: the partner never says re", kontra={"game": (1, 2)})


def test_facts_refuse_a_re_said_by_an_opponent() -> None:
    refused("Kontra: re is said by the declarer", kontra={"game": (1, 3)})


def test_facts_refuse_a_flek_by_the_declarer() -> None:
    refused("Kontra: flek and tutti are said by an opponent", kontra={"game": (0,)})


def test_facts_refuse_a_flek_by_the_partner() -> None:
    refused("Kontra: flek and tutti are said by an opponent", kontra={"game": (2,)})


def test_facts_refuse_a_tutti_by_the_partner() -> None:
    refused("Kontra: flek and tutti are said by an opponent", kontra={"game": (1, 0, 2)})


def test_facts_refuse_a_kontra_seat_that_does_not_exist() -> None:
    refused("Kontra: seat 7 does not exist", kontra={"game": (7,)})


def test_facts_refuse_kontras_when_c1_is_off() -> None:
    f = facts(kontra={"game": (1,)})
    with pytest.raises(ValueError, match="Switch C1: kontra is off"):
        score(NO_KONTRA, f)
    score(STANDARD, f)


def test_facts_refuse_a_hand_bonus_twice() -> None:
    refused("Hand bonuses: seat 1 announces a bonus twice", hand_bonuses={1: ("kings", "kings")})


def test_facts_refuse_two_trump_count_bonuses_in_one_hand() -> None:
    refused("Hand bonuses: at most one of", hand_bonuses={1: ("no_trumps", "few_trumps")})


def test_facts_refuse_honours_with_few_trumps() -> None:
    refused(
        "Hand bonuses: the honours are three taroks", hand_bonuses={1: ("few_trumps", "honours")}
    )


def test_facts_refuse_all_four_kings_in_two_hands() -> None:
    refused("Hand bonuses: one player at most", hand_bonuses={1: ("kings",), 3: ("kings",)})


def test_facts_refuse_the_honours_in_two_hands() -> None:
    refused("Hand bonuses: one player at most", hand_bonuses={0: ("honours",), 3: ("honours",)})


def test_facts_refuse_more_taroks_than_the_deck_holds() -> None:
    three_full = {0: ("full_trumps",), 1: ("full_trumps",), 2: ("full_trumps",)}
    refused("Hand bonuses: the four hands hold at least 16 and at most 22", hand_bonuses=three_full)


def test_facts_refuse_too_few_taroks_in_the_hands() -> None:
    no_trumps = {p: ("no_trumps",) for p in (0, 1, 3)}
    refused("Hand bonuses: the four hands hold at least 16", hand_bonuses=no_trumps)


def test_facts_refuse_more_five_point_cards_than_seven() -> None:
    refused(
        "Hand bonuses: there are only seven",
        hand_bonuses={0: ("kings",), 2: ("five_pointers",)},
    )


def test_facts_refuse_a_hand_bonus_seat_that_does_not_exist() -> None:
    refused("Hand bonuses: seat 5 does not exist", hand_bonuses={5: ("kings",)})


def test_facts_refuse_kings_without_five_pointers_when_c2_is_automatic() -> None:
    f = facts(hand_bonuses={1: ("kings",)})
    with pytest.raises(ValueError, match=r"Switch C2: .* also four five-point cards"):
        score(AUTOMATIC, f)
    score(STANDARD, f)  # by choice a player may keep one of them to himself


def test_facts_refuse_impossible_tarok_counts_when_c2_is_automatic() -> None:
    # Automatic: a hand without a trump-count bonus holds 2 to 7 taroks.
    f = facts(hand_bonuses={0: ("few_trumps",), 1: ("few_trumps",), 3: ("few_trumps",)})
    with pytest.raises(ValueError, match="Hand bonuses: the four hands hold at least 16"):
        score(AUTOMATIC, f)
    score(STANDARD, f)
