"""Seeded random Czech deals with the game's own invariants, under every switch setting.

With the family contract suite (1,000 deals of the preset) these make more than 3,000 Czech
deals per run. Every deal checks: every action legal and applied, the 54 cards in one place
each after every action, every hand of 12 cards when play starts, the partner as the holder
of the called tarok, 210 thirds at the end, the sheet adding up and summing to 0, the facts
scoring to the same sheet, no view leaking a card; every tenth deal replays from its record.
Across the run every bid, every third-bid stage, concessions, every hand bonus, every kontra
level on both chains, announced slams and Pagát ultimo must come up.

``TAROK_CZECH_DEALS`` sets the deals per switch setting (default 600).
"""

from __future__ import annotations

import os
import random
from collections import Counter

import pytest

from engine import families
from engine.core import DealLog
from engine.czech import Contract, DealState, Rules, Trick, score
from engine.czech.bonuses import BONUS_CODES
from engine.czech.cards import DECK, TAROK_MASK
from engine.czech.facts import deal_facts
from engine.czech.state import NO_SEAT, Phase

DEALS = int(os.environ.get("TAROK_CZECH_DEALS", "600"))
FAMILY = families.get("czech")
KIT = FAMILY.testkit
SETTINGS = {
    "standard": Rules(),
    "no_kontra": Rules(kontra=False),
    "automatic": Rules(hand_bonuses="automatic"),
    "no_kontra_automatic": Rules(kontra=False, hand_bonuses="automatic"),
}


def _check_cards(s: DealState) -> None:
    seen = 0
    for m in KIT.card_places(s):
        assert seen & m == 0, "a card is in two places"
        seen |= m
    assert seen == DECK.full_mask, "a card is lost"


def _check_views(s: DealState) -> None:
    for seat in (None, 0, 1, 2, 3):
        v = FAMILY.view(s, seat)
        leak = KIT.view_cards(v) & KIT.hidden_from(s, seat)
        assert not leak, (
            f"seat {seat} sees {DECK.format_cards(c for c in range(54) if leak >> c & 1)}"
        )


def _note(seen: Counter[str], s: DealState) -> None:
    assert s.contract is not None and s.result is not None
    seen[f"contract:{s.contract.name}"] += 1
    if s.contract == Contract.THIRD:
        seen[f"stage:{s.stage}"] += 1
    if s.conceded:
        seen["conceded"] += 1
        return
    for _, b in s.bonuses:
        seen[f"bonus:{BONUS_CODES[b]}"] += 1
    for chain, level in zip(("game", "pagat_ultimo"), s.kontra, strict=True):
        if level > 1:
            seen[f"kontra:{chain}:{level}"] += 1
    r = s.result
    if s.slam_announced:
        seen["slam:announced:" + ("made" if r.slam == "declarer" else "failed")] += 1
    elif r.slam is not None:
        seen[f"slam:silent:{r.slam}"] += 1
    for line in r.lines:
        if line.item == "pagat_ultimo":
            seen[f"pagat:{line.kind}:{'made' if line.base > 0 else 'lost'}"] += 1
    if s.partner == NO_SEAT and s.contract in (Contract.FIRST, Contract.SECOND):
        seen["alone:called" if s.called in s.talon[:4] else "alone:own"] += 1


def _play(rules: Rules, rng: random.Random, seen: Counter[str], record: bool) -> DealState:
    state = FAMILY.deal(rules, 4, rng.randrange(4), rng)
    log = DealLog.start(FAMILY, state)
    look = rng.randrange(70)
    steps = 0
    while not FAMILY.is_over(log.state):
        s = log.state
        legal = FAMILY.legal_actions(s)
        action = KIT.random_action(s, legal, rng)
        assert action in legal
        if steps == look:
            _check_views(s)
        if record:
            log.apply(action, s.to_move)
        else:
            log.state, _ = FAMILY.apply(s, action, s.to_move)
        steps += 1
        _check_cards(log.state)
        n = log.state
        if n.phase == Phase.PLAY and not n.tricks and not n.trick:
            assert [h.bit_count() for h in n.hands] == [12] * 4
            if n.called >= 0:
                holder = next(p for p in range(4) if n.hands[p] >> n.called & 1)
                assert holder == (n.partner if n.partner != NO_SEAT else n.declarer)
    s = log.state
    _check_views(s)
    sheet = s.result
    assert sheet is not None
    KIT.check_sheet(sheet)
    assert score(rules, deal_facts(s)) == sheet
    split = KIT.point_split(s)
    if split is not None:
        assert sum(split) == 210
        assert len(s.tricks) == 12 and all(isinstance(t, Trick) for t in s.tricks)
        assert sheet.declarer_points == (split[0] + 1) // 3
    if record:
        _, again = families.load_deal(log.envelope().model_dump_json())
        assert again == s
    _note(seen, s)
    return s


COMMON = [f"contract:{c.name}" for c in Contract] + [
    "stage:1",
    "stage:2",
    "stage:3",
    "conceded",
    "alone:called",
    "alone:own",
    "slam:announced:failed",
    "pagat:announced:lost",
    "bonus:few_trumps",
    "bonus:half_trumps",
    "bonus:honours",
    "bonus:five_pointers",
]
"""What must come up under every switch setting."""
KONTRAS = [f"kontra:{chain}:{k}" for chain in ("game", "pagat_ultimo") for k in (2, 4, 8)]
RARE = [
    "bonus:no_trumps",
    "bonus:full_trumps",
    "bonus:kings",
    "pagat:announced:made",
    "pagat:silent:made",
    "pagat:silent:lost",
    "slam:silent:opponents",
]
"""What must come up at least once in the whole run (a few times per thousand deals)."""


def test_random_czech_deals_keep_the_invariants() -> None:
    everything: Counter[str] = Counter()
    for name, rules in SETTINGS.items():
        rng = random.Random(f"czech-playouts-{name}")
        seen: Counter[str] = Counter()
        for i in range(DEALS):
            _play(rules, rng, seen, record=i % 10 == 0)
        everything.update(seen)
        if DEALS < 600:
            continue  # too few deals to expect every kind of deal
        expected = COMMON + (KONTRAS if rules.kontra else [])
        missing = [key for key in expected if not seen[key]]
        assert not missing, f"{name}: never came up in {DEALS} deals: {missing}; {dict(seen)}"
        if not rules.kontra:
            assert not any(key.startswith("kontra:") for key in seen)
    if DEALS >= 600:
        missing = [key for key in RARE if not everything[key]]
        assert not missing, f"never came up: {missing}; {dict(everything)}"


def test_czech_deals_no_tarok_hand_is_played() -> None:
    rng = random.Random("czech-no-taroks")
    for _ in range(4000):
        state = FAMILY.deal(Rules(), 4, 0, rng)
        if any(h & TAROK_MASK == 0 for h in state.hands):
            assert state.phase == Phase.BIDDING
            return
    pytest.fail("no tarokless hand came up")
