"""Records: the header (rules, dealer, hands, talon) and the actions, through the core's
envelope; replay re-checks every action."""

from __future__ import annotations

import random

import pytest

from engine import families
from engine.core import DealEnvelope, DealLog, RecordError
from engine.core.record import replay
from engine.czech import legal_actions
from tests.czech.scenario import BASE, FIRST_BID_EXCHANGE, NO_KONTRA, deal, run

FAMILY = families.get("czech")


def test_record_header_round_trip() -> None:
    s = deal(BASE, NO_KONTRA)
    header = FAMILY.header(s)
    assert header["talon"] == "T12 4D 7S CC JC T7" and header["dealer"] == 3
    assert header["rules"] == {"name": "standard", "kontra": False, "hand_bonuses": "choice"}
    assert FAMILY.from_header(header) == s


def test_record_envelope_replays_to_an_equal_state() -> None:
    log = DealLog.start(FAMILY, deal(BASE))
    for text in FIRST_BID_EXCHANGE.split():
        log.apply(FAMILY.parse_action(text))
    while not FAMILY.is_over(log.state):
        log.apply(legal_actions(log.state)[0])
    text = log.envelope().model_dump_json()
    family, again = families.load_deal(text)
    assert family is FAMILY and again == log.state
    assert again.result == log.state.result


def test_record_header_only_before_the_first_action() -> None:
    with pytest.raises(ValueError, match="before its first action"):
        FAMILY.header(run(deal(BASE), "pass"))


def test_record_malformed_header_is_refused() -> None:
    header = FAMILY.header(deal(BASE))
    with pytest.raises(RecordError):
        FAMILY.from_header({**header, "talon": "T12 4D 7S CC JC"})
    with pytest.raises(RecordError):
        FAMILY.from_header({**header, "players": 3})
    with pytest.raises(RecordError):
        FAMILY.from_header({**header, "hands": [*header["hands"][:3], header["hands"][0]]})


def test_record_illegal_action_does_not_replay() -> None:
    header = FAMILY.header(deal(BASE))
    with pytest.raises(RecordError, match="does not replay"):
        replay(FAMILY, header, ["pass", "bid:first"])
    with pytest.raises(RecordError, match="does not replay"):
        replay(FAMILY, header, ["frobnicate"])


def test_record_seeded_deal_is_reproducible() -> None:
    a = FAMILY.deal(FAMILY.rules(), 4, 2, random.Random(11))
    b = FAMILY.deal(FAMILY.rules(), 4, 2, random.Random(11))
    assert a == b
    env = DealEnvelope(family="czech", header=FAMILY.header(a))
    assert families.load_deal(env.model_dump_json())[1] == a
