"""Custom ids: every format round-trips, stays within 100 characters, and bad ids are named."""

from __future__ import annotations

import pytest

from bot.screens import ids
from engine.slovenian import format_action
from engine.slovenian.actions import ANNOUNCES, BIDS, CALLS, DISCARDS, KONTRAS, PASS, PLAYS, TALONS

BIG = 2**62  # larger than any table id, seat, deal or move the bot will see


def test_every_format_round_trips() -> None:
    assert ids.parse(ids.lobby(7, "start")) == ids.Lobby(7, "start")
    assert ids.parse(ids.my_hand(7, 3)) == ids.MyHand(7, 3)
    assert ids.parse(ids.refresh(7, 2, 3)) == ids.Refresh(7, 2, 3)
    assert ids.parse(ids.discard(7, 1, 3, 40, 2)) == ids.Discard(7, 1, 3, 40, 2)
    assert ids.discard(7, 1, 3, 40, 1, 0) == ids.discard(7, 1, 3, 40, 1)
    assert ids.parse(ids.discard(7, 1, 3, 40, 1, 4)) == ids.Discard(7, 1, 3, 40, 1, 4)
    assert ids.parse(ids.ready(7, 3)) == ids.Ready(7, 3)
    assert ids.parse(ids.end_vote(7, 3)) == ids.EndVote(7, 3)
    assert ids.parse(ids.take_seat(7)) == ids.TakeSeat(7)
    assert ids.parse(ids.play_again(7)) == ids.PlayAgain(7)
    for action in (PASS, *BIDS, *CALLS, *TALONS, *DISCARDS, *ANNOUNCES, *KONTRAS, *PLAYS):
        cid = ids.act(7, 3, 12, 55, format_action(action))
        assert ids.parse(cid) == ids.Act(7, 3, 12, 55, format_action(action))


def test_the_longest_ids_fit_in_100_characters() -> None:
    longest = max(
        (PASS, *BIDS, *ANNOUNCES, *KONTRAS, *PLAYS),
        key=lambda a: len(str(a)),
    )
    assert len(ids.act(BIG, 3, BIG, BIG, format_action(longest))) <= 100
    assert len(ids.discard(BIG, 3, BIG, BIG, 3, 4)) <= 100


@pytest.mark.parametrize(
    "custom_id",
    [
        "",
        "tk",
        "tk:",
        "tk:x:1",
        "xx:a:1:0:1:0:pass",
        "tk:l:1:explode",
        "tk:l:01:join",
        "tk:a:1:0:1:0:fly:away",
        "tk:a:1:0:1:0:play:XX",
        "tk:a:1:0:1:pass",
        "tk:a:-1:0:1:0:pass",
        "tk:h:1",
        "tk:d:1:0:1:0",
        "tk:d:1:0:1:0:1:2:3",
        "tk:r:1:2:3",
        "tk:a:1:0:1:0:" + "pass" * 30,
    ],
)
def test_malformed_ids_are_refused_with_a_reason(custom_id: str) -> None:
    parsed = ids.parse(custom_id)
    assert isinstance(parsed, ids.BadId) and parsed.reason


def test_builders_refuse_what_would_not_fit() -> None:
    with pytest.raises(ValueError):
        ids.act(10**90, 0, 1, 0, "pass")
