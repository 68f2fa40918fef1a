"""Deal and match records: JSON round trip, replay equality, tampered records refused."""

from __future__ import annotations

import json
import random

import pytest

from engine.slovenian import (
    DealRecord,
    Match,
    MatchRecord,
    RecordedDeal,
    RecordError,
    Rules,
    legal_actions,
)

from .helpers import PAGAT, PALCKA


def recorded_deal(rules: Rules, shuffle: int, players: int = 4) -> RecordedDeal:
    rng = random.Random(shuffle)
    m = Match(rules, players)
    start = m.deal(rng)
    deal = RecordedDeal(
        DealRecord.start(
            rules,
            start.hands,
            start.talon,
            start.dealer,
            compulsory_klop=start.compulsory_klop,
            radelci=m.radelci,
        )
    )
    while deal.state.result is None:
        deal.apply(rng.choice(legal_actions(deal.state)))
    return deal


def recorded_match(rules: Rules, shuffle: int, deals: int = 5) -> tuple[Match, MatchRecord]:
    rng = random.Random(shuffle)
    m = Match(rules, 4, max_deals=deals)
    record = MatchRecord(rules=rules, players=4, max_deals=deals)
    while not m.finished:
        start = m.deal(rng)
        deal = RecordedDeal(
            DealRecord.start(
                rules,
                start.hands,
                start.talon,
                start.dealer,
                compulsory_klop=start.compulsory_klop,
                radelci=m.radelci,
            )
        )
        while deal.state.result is None:
            deal.apply(rng.choice(legal_actions(deal.state)))
        m.record(deal.state)
        record.deals.append(deal.record)
    return m, record


@pytest.mark.parametrize("rules", [PAGAT, PALCKA], ids=["pagat", "palcka"])
@pytest.mark.parametrize("players", [3, 4])
def test_deal_record_json_round_trip_and_replay_equality(rules: Rules, players: int) -> None:
    for shuffle in range(6):
        deal = recorded_deal(rules, shuffle, players)
        text = deal.record.model_dump_json()
        back = DealRecord.from_json(text)
        assert back == deal.record
        assert back.rules == rules
        replayed = back.replay()
        assert replayed == deal.state
        assert replayed.result == deal.state.result


def test_deal_record_is_plain_json_in_card_and_action_notation() -> None:
    data = json.loads(recorded_deal(PAGAT, 1).record.model_dump_json())
    assert data["version"] == 1
    assert data["players"] == 4
    assert len(data["hands"]) == 4 and len(data["talon"].split()) == 6
    assert all(isinstance(a, str) and a for a in data["actions"])


@pytest.mark.parametrize("rules", [PAGAT, PALCKA], ids=["pagat", "palcka"])
def test_match_record_json_round_trip_and_replay_equality(rules: Rules) -> None:
    m, record = recorded_match(rules, 21)
    back = MatchRecord.from_json(record.model_dump_json())
    assert back == record
    replayed, current = back.replay()
    assert current is None
    assert replayed.totals == m.totals
    assert replayed.radelci == m.radelci
    assert replayed.dealer == m.dealer
    assert replayed.finished and replayed.final_scores() == m.final_scores()
    assert [s.scores for s in replayed.history] == [s.scores for s in m.history]


def test_match_record_with_an_unfinished_last_deal() -> None:
    _, record = recorded_match(PAGAT, 4, deals=3)
    last = record.deals[-1]
    record.deals[-1] = last.model_copy(update={"actions": last.actions[:5]})
    replayed, current = record.replay()
    assert current is not None and current.result is None
    assert replayed.deals_played == 2


def tampered(deal: RecordedDeal, **update: object) -> DealRecord:
    return DealRecord.model_validate({**deal.record.model_dump(), **update})


def test_tampered_record_illegal_action_raises_record_error() -> None:
    deal = recorded_deal(PAGAT, 2)
    actions = list(deal.record.actions)
    plays = [i for i, a in enumerate(actions) if a.startswith("play:")]
    # Play, on the first trick, a card its player does not hold.
    first = plays[0]
    foreign = next(a for a in actions[first + 1 :] if a.startswith("play:"))
    actions[first] = foreign
    with pytest.raises(RecordError, match="does not replay"):
        tampered(deal, actions=actions).replay()


def test_tampered_record_action_out_of_turn_order_raises_record_error() -> None:
    deal = recorded_deal(PAGAT, 2)
    actions = ["declare:three", *deal.record.actions]
    with pytest.raises(RecordError):
        tampered(deal, actions=actions).replay()


def test_tampered_record_unknown_action_raises_record_error() -> None:
    deal = recorded_deal(PAGAT, 3)
    with pytest.raises(RecordError):
        tampered(deal, actions=["bid:everything"]).replay()
    with pytest.raises(RecordError):
        tampered(deal, actions=["play:XX"]).replay()


def test_tampered_record_bad_card_raises_record_error() -> None:
    deal = recorded_deal(PAGAT, 3)
    hands = list(deal.record.hands)
    hands[0] = hands[0].replace(hands[0].split()[0], "ZZ", 1)
    with pytest.raises(RecordError, match="bad deal"):
        tampered(deal, hands=hands).replay()


def test_tampered_record_duplicate_card_raises_record_error() -> None:
    deal = recorded_deal(PAGAT, 3)
    hands = list(deal.record.hands)
    first_card = hands[0].split()[0]
    hands[1] = " ".join([first_card, *hands[1].split()[1:]])
    with pytest.raises(RecordError):
        tampered(deal, hands=hands).replay()
    talon = deal.record.talon.split()
    with pytest.raises(RecordError):
        tampered(deal, talon=" ".join(talon[:5])).replay()


def test_tampered_record_table_size_or_radelci_raise_record_error() -> None:
    deal = recorded_deal(PAGAT, 3)
    with pytest.raises(RecordError, match="players"):
        tampered(deal, players=3).replay()
    with pytest.raises(RecordError, match="radelci"):
        tampered(deal, radelci=[0, 1]).replay()
    with pytest.raises(RecordError, match="radelci"):
        tampered(deal, radelci=[0, -1, 0, 0]).replay()
    with pytest.raises(RecordError, match="version"):
        tampered(deal, version=99).replay()


def test_malformed_json_raises_record_error() -> None:
    with pytest.raises(RecordError):
        DealRecord.from_json('{"version": 1}')
    with pytest.raises(RecordError):
        DealRecord.from_json("not json")
    text = recorded_deal(PAGAT, 1).record.model_dump_json()
    with pytest.raises(RecordError):
        DealRecord.from_json(text.replace('"kontra_max":16', '"kontra_max":3'))
    with pytest.raises(RecordError):
        MatchRecord.from_json('{"rules": {}, "players": 4, "deals": [1]}')


def test_tampered_match_record_dealer_raises_record_error() -> None:
    _, record = recorded_match(PAGAT, 8, deals=3)
    record.deals[1] = record.deals[1].model_copy(update={"dealer": 3})
    with pytest.raises(RecordError, match="dealt by"):
        record.replay()


def test_tampered_match_record_radelci_raise_record_error() -> None:
    _, record = recorded_match(PAGAT, 8, deals=3)
    record.deals[2] = record.deals[2].model_copy(update={"radelci": [3, 3, 3, 3]})
    with pytest.raises(RecordError, match="radelci"):
        record.replay()


def test_tampered_match_record_rules_raise_record_error() -> None:
    _, record = recorded_match(PAGAT, 8, deals=3)
    record.deals[0] = record.deals[0].model_copy(update={"rules": PALCKA})
    with pytest.raises(RecordError, match="rules"):
        record.replay()


def test_match_record_with_a_deal_after_the_end_raises_record_error() -> None:
    _, record = recorded_match(PAGAT, 8, deals=3)
    record.max_deals = 2
    with pytest.raises(RecordError, match="end"):
        record.replay()
