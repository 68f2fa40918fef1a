"""Headers and records: a dealt state and its actions round-trip through the envelope."""

from __future__ import annotations

import json
import random

import pytest

from engine import families
from engine.core import DealEnvelope, DealLog, RecordError, replay
from engine.french import Phase
from engine.french.family import FAMILY, TESTKIT
from tests.french.scenario import BASE4, PETIT_SEC4, deal


def test_a_header_rebuilds_the_dealt_state() -> None:
    s = deal(BASE4, dealer=1)
    header = FAMILY.header(s)
    assert header["players"] == 4 and header["dealer"] == 1
    assert header["rules"] == {"name": "fft", "prise_allowed": True, "five_player_call": "ladder"}
    assert FAMILY.from_header(json.loads(json.dumps(header))) == s


@pytest.mark.parametrize("players", [3, 4, 5])
def test_a_played_deal_replays_from_its_envelope(players: int) -> None:
    rng = random.Random(players)
    s = FAMILY.deal(FAMILY.rules(five_player_call="any"), players, 0, rng)
    log = DealLog.start(FAMILY, s)
    while not FAMILY.is_over(log.state):
        log.apply(TESTKIT.random_action(log.state, FAMILY.legal_actions(log.state), rng))
    text = log.envelope().model_dump_json()
    env = DealEnvelope.from_json(text)
    assert env.family == "french"
    fam, again = families.load_deal(text)
    assert fam is FAMILY and again == log.state


def test_a_header_after_the_first_action_is_refused() -> None:
    s = deal(BASE4)
    s, _ = FAMILY.apply(s, FAMILY.parse_action("pass"))
    with pytest.raises(ValueError, match="before its first action"):
        FAMILY.header(s)


@pytest.mark.parametrize(
    "change",
    [
        {"players": 5},
        {"chien": "6C 5C 4C 3C 2C"},
        {"chien": "6C 5C 4C 3C 2C ZZ"},
        {"version": 2},
        {"rules": {"prise_allowed": "sometimes"}},
        {"extra": 1},
    ],
)
def test_a_malformed_header_is_a_record_error(change: dict[str, object]) -> None:
    header = {**FAMILY.header(deal(BASE4)), **change}
    with pytest.raises(RecordError):
        FAMILY.from_header(header)


def test_an_action_that_does_not_replay_is_a_record_error() -> None:
    header = FAMILY.header(deal(BASE4))
    with pytest.raises(RecordError, match="action 1"):
        replay(FAMILY, header, ["bid:garde", "bid:prise"])
    with pytest.raises(RecordError, match="action 0"):
        replay(FAMILY, header, ["play:nonsense"])


def test_a_petit_sec_deal_replays_as_annulled() -> None:
    s = deal(PETIT_SEC4)
    again = FAMILY.from_header(FAMILY.header(s))
    assert again.phase == Phase.ANNULLED and again == s
