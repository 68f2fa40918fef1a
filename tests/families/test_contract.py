"""The family contract suite: every registered family, every table size, every preset.

Seeded random deals are played from the family's own deal to the end through the family
protocol only, checking what every tarok game must keep:

* every applied action was among the legal actions, and ``apply`` took it;
* every card is in exactly one place, at a random move and at the end;
* the card values counted at the end make up the whole deck (in the family's unit);
* the record (header + actions) survives JSON and replays to an equal state;
* no view (the public one included) shows a card its seat may not know, and a view's
  legal actions are the state's when the seat is on turn, none otherwise;
* the score sheet adds up the way the family says;
* a short match books its deals: the totals are the sum of what the seats wrote.

A new family inherits all of this by registering in ``engine.families``.
``TAROK_SUITE_DEALS`` sets the deals per family and table size (default 1,000).
"""

from __future__ import annotations

import json
import os
import random
from typing import Any

import pytest

from engine import families
from engine.core import DealLog, Family, IllegalAction

DEALS = int(os.environ.get("TAROK_SUITE_DEALS", "1000"))

CASES = [(name, players) for name in families.names() for players in families.get(name).table_sizes]


def _check_places(family: Family[Any, Any], state: Any) -> None:
    seen = 0
    for m in family.testkit.card_places(state):
        assert seen & m == 0, "a card is in two places"
        seen |= m
    assert seen == family.deck.full_mask, "a card is lost"


def _check_views(family: Family[Any, Any], state: Any) -> None:
    kit = family.testkit
    legal = tuple(family.legal_actions(state))
    on_turn = family.to_move(state)
    for seat in (None, *range(len(family.view(state, None).hand_sizes))):
        v = family.view(state, seat)
        leaked = kit.view_cards(v) & kit.hidden_from(state, seat)
        assert not leaked, f"seat {seat} sees {family.deck.format_cards(_cards(leaked))}"
        if seat is not None and seat == on_turn:
            assert v.legal == legal
        else:
            assert v.legal == ()
        if seat is None:
            assert v.hand == 0


def _cards(mask: int) -> list[int]:
    return [c for c in range(mask.bit_length()) if mask >> c & 1]


def _play(family: Family[Any, Any], rules: Any, players: int, rng: random.Random) -> Any:
    kit = family.testkit
    state = family.deal(rules, players, rng.randrange(players), rng)
    log = DealLog.start(family, state)
    look = rng.randrange(60)
    steps = 0
    while not family.is_over(log.state):
        s = log.state
        legal = family.legal_actions(s)
        assert legal, "no legal action in an unfinished deal"
        action = kit.random_action(s, legal, rng)
        assert action in legal
        if steps == look:
            _check_places(family, s)
            _check_views(family, s)
        log.apply(action, family.to_move(s))
        steps += 1
        assert steps < 1000, "the deal does not end"
    s = log.state
    _check_places(family, s)
    _check_views(family, s)
    split = kit.point_split(s)
    if split is not None:
        assert sum(split) == family.deck.total_value, f"card values {split} miss cards"
    sheet = family.result(s)
    if sheet is not None:
        kit.check_sheet(sheet)
    # The record survives JSON and replays, every action re-checked, to an equal state.
    text = log.envelope().model_dump_json()
    fam, again = families.load_deal(text)
    assert fam is family
    assert again == s
    assert json.loads(text)["family"] == family.name
    return s


@pytest.mark.parametrize(("name", "players"), CASES)
def test_random_deals_keep_the_family_invariants(name: str, players: int) -> None:
    family = families.get(name)
    presets = list(family.presets.values())
    rng = random.Random(f"contract-{name}-{players}")
    for i in range(DEALS):
        _play(family, presets[i % len(presets)], players, rng)


@pytest.mark.parametrize(("name", "players"), CASES)
def test_an_illegal_action_is_refused(name: str, players: int) -> None:
    family = families.get(name)
    rng = random.Random(f"illegal-{name}-{players}")
    rules = next(iter(family.presets.values()))
    state = family.deal(rules, players, 0, rng)
    # Walk to the first trick and try a card the player on turn does not hold.
    while not family.is_over(state):
        legal = family.legal_actions(state)
        seat = family.to_move(state)
        plays = [a for a in legal if family.format_action(a).startswith("play:")]
        if plays:
            held = {family.format_action(a) for a in legal}
            v = family.view(state, seat)
            foreign = next(c for c in range(family.deck.size) if not v.hand >> c & 1)
            bad = family.parse_action(f"play:{family.deck.codes[foreign]}")
            assert family.format_action(bad) not in held
            with pytest.raises(IllegalAction):
                family.apply(state, bad, seat)
            # And a legal action by a seat not on turn is refused too.
            other = (seat + 1) % len(v.hand_sizes)
            with pytest.raises(IllegalAction):
                family.apply(state, plays[0], other)
            return
        state, _ = family.apply(state, family.testkit.random_action(state, legal, rng))
    pytest.fail("no trick was played")


@pytest.mark.parametrize(("name", "players"), CASES)
def test_a_match_books_every_deal(name: str, players: int) -> None:
    family = families.get(name)
    rng = random.Random(f"match-{name}-{players}")
    for rules in family.presets.values():
        match = family.new_match(rules, players, max_deals=2 * players)
        written = [0] * players
        while not match.finished:
            seats = match.deal_seats()
            state = match.next_deal(rng)
            while not family.is_over(state):
                legal = family.legal_actions(state)
                state, _ = family.apply(state, family.testkit.random_action(state, legal, rng))
            sheet = family.result(state)
            match.record(state)
            if sheet is not None:
                for deal_seat, score in enumerate(sheet.scores):
                    written[seats[deal_seat]] += score
        assert match.deals_played == 2 * players
        assert list(match.totals) == written
        assert len(match.final_scores()) == players


def test_every_family_is_registered_by_its_own_name() -> None:
    assert "slovenian" in families.names()
    for name in families.names():
        assert families.get(name).name == name
