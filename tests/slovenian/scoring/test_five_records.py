"""Records of a table of five: each deal says who sat out; a match record replays exactly."""

from __future__ import annotations

import json
import random

import pytest

from engine.slovenian import DealRecord, Match, MatchRecord, RecordedDeal, RecordError, Rules
from engine.slovenian.family import FAMILY
from engine.slovenian.record import check_continues

from .helpers import PAGAT, PALCKA


def recorded_five(
    rules: Rules, seed: int, *, deals: int | None = 7, stop_after: int | None = None
) -> tuple[Match, MatchRecord]:
    """A five-player session played with random legal actions, and its record."""
    rng = random.Random(seed)
    m = Match(rules, 5, max_deals=deals)
    record = MatchRecord(rules=rules, players=5, max_deals=deals)
    while not m.finished:
        if stop_after is not None and m.deals_played == stop_after:
            assert m.request_end()
            record.skis_called_after = m.deals_played
        deal = RecordedDeal(DealRecord.of_start(rules, m.deal(rng)))
        while deal.state.result is None:
            legal = FAMILY.legal_actions(deal.state)
            deal.apply(FAMILY.testkit.random_action(deal.state, legal, rng))  # type: ignore[arg-type]
        m.record(deal.state)
        record.deals.append(deal.record)
    return m, record


@pytest.mark.parametrize("rules", [PAGAT, PALCKA], ids=["pagat", "palcka"])
def test_five_match_record_json_round_trip_and_replay_equality(rules: Rules) -> None:
    m, record = recorded_five(rules, 31)
    text = record.model_dump_json()
    assert [d["sitting_out"] for d in json.loads(text)["deals"]] == [0, 1, 2, 3, 4, 0, 1]
    back = MatchRecord.from_json(text)
    assert back == record
    replayed, current = back.replay()
    assert current is None
    assert replayed.players == 5
    assert replayed.totals == m.totals
    assert replayed.radelci == m.radelci
    assert replayed.dealer == m.dealer
    assert replayed.booked == m.booked
    assert replayed.finished and replayed.final_scores() == m.final_scores()


def test_five_match_record_ended_by_the_skis_round_replays_to_the_same_end() -> None:
    m, record = recorded_five(PAGAT, 8, deals=None, stop_after=2)
    assert m.finished and record.skis_called_after == 2
    replayed, current = MatchRecord.from_json(record.model_dump_json()).replay()
    assert current is None and replayed.finished
    assert replayed.deals_played == m.deals_played
    assert replayed.final_scores() == m.final_scores()
    # The last deal was dealt (and sat out) by whoever held the Škis in the škis round.
    holders = [b.skis_holder for b in replayed.booked if b.skis_holder is not None]
    assert replayed.booked[-1].sat_out == holders[-1]


def test_five_match_record_with_an_unfinished_last_deal() -> None:
    _, record = recorded_five(PAGAT, 4, deals=3)
    last = record.deals[-1]
    record.deals[-1] = last.model_copy(update={"actions": last.actions[:5]})
    replayed, current = record.replay()
    assert current is not None and current.result is None and current.n == 4
    assert replayed.deals_played == 2
    assert replayed.sitting_out() == record.deals[-1].sitting_out == 2


def test_five_deal_record_names_who_sat_out_and_maps_the_seats() -> None:
    _, record = recorded_five(PAGAT, 5, deals=3)
    rec = record.deals[2]
    assert rec.players == 4 and rec.sitting_out == 2
    assert rec.table_seats() == (0, 1, 3, 4)
    assert rec.dealer == 1  # seat 1 = dealer + 4, in the dealer's place
    assert DealRecord.from_json(rec.model_dump_json()).replay() == rec.replay()
    assert record.deals[0].table_seats() == (1, 2, 3, 4)


def test_five_deal_record_without_a_seat_sitting_out_is_refused() -> None:
    _, record = recorded_five(PAGAT, 6, deals=3)
    record.deals[1] = record.deals[1].model_copy(update={"sitting_out": None})
    with pytest.raises(RecordError, match="sat out"):
        record.replay()


def test_five_deal_record_with_another_seat_sitting_out_is_refused() -> None:
    _, record = recorded_five(PAGAT, 6, deals=3)
    rec = record.deals[1]
    # Consistent in itself (the dealer's place follows), but not the match's turn.
    record.deals[1] = rec.model_copy(update={"sitting_out": 3, "dealer": 2})
    with pytest.raises(RecordError, match="sat out"):
        record.replay()


def test_five_deal_record_whose_dealer_does_not_fit_who_sat_out_is_refused() -> None:
    _, record = recorded_five(PAGAT, 6, deals=2)
    rec = record.deals[1].model_copy(update={"dealer": 3})
    with pytest.raises(RecordError, match="sits out"):
        rec.replay()
    with pytest.raises(RecordError, match="sit out"):
        record.deals[1].model_copy(update={"sitting_out": 5}).replay()


def test_five_deal_record_with_the_radelci_of_all_five_is_refused() -> None:
    _, record = recorded_five(PAGAT, 6, deals=2)
    rec = record.deals[1].model_copy(update={"radelci": [0, 0, 0, 0, 0]})
    with pytest.raises(RecordError, match="radelci"):
        rec.replay()


def test_five_check_continues_tells_the_next_deal_of_a_match() -> None:
    m, record = recorded_five(PAGAT, 9, deals=4)
    fresh = Match(PAGAT, 5, max_deals=4)
    check_continues(fresh, record.deals[0])
    with pytest.raises(RecordError):
        check_continues(fresh, record.deals[1])
    with pytest.raises(RecordError, match="after the end"):
        check_continues(m, record.deals[0])
