"""Reproducible random deals for both presets and both table sizes, checking invariants.

Every deal is played from a shuffled pack to the end by a random player that passes more
often than it bids or announces (so that every kind of contract comes up). Checked:

* every applied action was among the legal actions;
* every card is in exactly one place (hands, the trick, won piles, discards, the opponents'
  talon share, the talon remainder, the talon itself while unused), and at the end nothing
  is left over;
* in a fully played normal game (and Solo without) the two sides' card points sum to 70;
  in klop the separately counted piles sum to 69–71;
* the record replays to the same state, also after a JSON round trip;
* the partner writes what the declarer writes; opponents write only their penalties;
* no seat's view ever shows a card of another seat's hand.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engine.slovenian import (
    Contract,
    DealRecord,
    DealState,
    Item,
    Kind,
    Phase,
    RecordedDeal,
    Rules,
    legal_actions,
    pile_points,
)
from engine.slovenian.actions import Action
from engine.slovenian.cards import NUM_CARDS
from engine.slovenian.contracts import info
from engine.slovenian.dealing import deal_cards
from engine.slovenian.facts import side_piles
from engine.slovenian.game import has_no_tarok
from engine.slovenian.state import NO_SEAT
from tests.slovenian.engine.scenario import PRESETS, assert_no_leak

DEALS_PER_CASE = 2600
"""Deals per preset and table size: 4 × 2600 = 10,400 deals in all."""

FULL = (1 << NUM_CARDS) - 1


def choose(rng: random.Random, s: DealState, legal: list[Action]) -> Action:
    """A random action, passing more often than a uniform choice would."""
    x = rng.random()
    if s.phase == Phase.BIDDING:
        # legal[0] is the pass, legal[1] the lowest bid.
        if x < 0.7 or len(legal) == 1:
            return legal[0]
        return legal[1] if x < 0.9 else rng.choice(legal[1:])
    if s.phase == Phase.DECLARE:
        # Mostly the lowest contract allowed (klop or three after three passes).
        if x < 0.8 or len(legal) < 3:
            return legal[0] if x < 0.5 or len(legal) == 1 else legal[1]
        return rng.choice(legal)
    if s.phase == Phase.ANNOUNCE:
        return legal[0] if rng.random() < 0.8 else rng.choice(legal)
    return rng.choice(legal)


def places(s: DealState) -> list[int]:
    """Where cards can be, apart from the talon itself."""
    trick = 0
    for c in s.trick:
        trick |= 1 << c
    return [*s.hands, *s.piles, trick, s.discards, s.opp_talon, s.remainder]


def check_cards(s: DealState) -> None:
    seen = 0
    for m in places(s):
        assert seen & m == 0, "a card is in two places"
        seen |= m
    talon = 0
    for c in s.talon:
        talon |= 1 << c
    left = FULL & ~seen
    assert left & ~talon == 0, "a card is lost"
    if s.phase == Phase.DONE:
        assert left == 0, "talon cards left over at the end"
        assert not s.trick


def check_points(s: DealState) -> None:
    assert s.contract is not None and s.result is not None
    complete = len(s.tricks) == s.hand_size
    if s.contract == Contract.KLOP:
        assert complete
        assert 69 <= sum(pile_points(p) for p in s.piles) <= 71
        return
    row = info(s.contract)
    if complete and (row.normal or s.contract == Contract.SOLO_WITHOUT):
        d, o = side_piles(s)
        assert d & o == 0 and d | o == FULL
        assert pile_points(d) + pile_points(o) == 70
        assert s.result.declarer_points == pile_points(d)
    if row.normal and s.announced[Item.VALAT] == NO_SEAT:
        # Normal games are played out unless a valat was announced.
        assert complete


def check_scores(s: DealState) -> None:
    r = s.result
    assert r is not None
    pen = [0] * s.n
    for line in r.penalties:
        assert line.seat is not None
        pen[line.seat] += line.amount
    if s.contract == Contract.KLOP:
        assert r.total == 0
        return
    side = s.declarer_side()
    for p in range(s.n):
        own = r.scores[p] - pen[p]
        assert own == (r.total if side >> p & 1 else 0)


def play_deal(rng: random.Random, rules: Rules, players: int, stats: Counter[str]) -> None:
    dealer = rng.randrange(players)
    while True:
        hands, talon = deal_cards(rng, players, dealer)
        if not has_no_tarok(hands):
            break
    record = DealRecord.start(
        rules,
        hands,
        talon,
        dealer,
        compulsory_klop=rng.random() < 0.08,
        radelci=[rng.choice((0, 0, 1, 2)) for _ in range(players)],
    )
    deal = RecordedDeal(record)
    look = rng.randrange(40)  # one move at which every view is checked
    while deal.state.phase != Phase.DONE:
        s = deal.state
        legal = legal_actions(s)
        assert legal, "no legal action in an unfinished deal"
        action = choose(rng, s, legal)
        assert action in legal
        if s.move == look:
            assert_no_leak(s)
            check_cards(s)
        if action.kind == Kind.ANNOUNCE or action.kind == Kind.KONTRA:
            stats[str(action)] += 1
        deal.apply(action, s.to_move)
    s = deal.state
    assert s.contract is not None
    stats[s.contract.name] += 1
    check_cards(s)
    check_points(s)
    check_scores(s)
    assert_no_leak(s)
    # The record, through JSON, replays (every action re-checked) to the same state.
    again = DealRecord.model_validate_json(record.model_dump_json())
    assert again == record
    assert again.replay() == s


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("rules", PRESETS, ids=lambda r: r.name)
def test_random_deals_keep_invariants(rules: Rules, players: int) -> None:
    rng = random.Random(f"{rules.name}-{players}")
    stats: Counter[str] = Counter()
    for _ in range(DEALS_PER_CASE):
        play_deal(rng, rules, players, stats)
    # The random player reached every contract of the preset and table size.
    if players == 4:
        expected = {c.name for c in Contract}
    else:
        expected = {c.name for c in rules.contracts_3p}
    assert {k for k in stats if k in Contract.__members__} == expected
    assert stats["kontra:game"] > 0 and stats["announce:trula"] > 0
