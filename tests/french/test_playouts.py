"""Seeded random French deals with French invariants, under every switch, for 3, 4 and 5.

Beyond the family contract suite: every trick is won as the rules say (highest trump, else
the highest card of the suit led; the Excuse only by the chelem rule), the écart holds no
king or bout and exactly the unavoidable number of trumps, each poignée has a size of the
table and is made of the shower's trumps, the facts agree with the tricks, and over the run
every contract, passed deals, poignées, announced chelems, the Excuse's exchange, both
sides' petit au bout, lone and partnered five-player takers all come up.
"""

from __future__ import annotations

import os
import random
from collections import Counter

import pytest

from engine.french import FrenchState, Phase, Rules
from engine.french.cards import (
    BOUT_MASK,
    EXCUSE,
    KING_MASK,
    PETIT,
    SUIT,
    SUIT_CARD_MASK,
    TRUMP_MASK,
)
from engine.french.facts import attack_halves, deal_facts
from engine.french.family import FAMILY, TESTKIT
from engine.french.rules import POIGNEE_TRUMPS, Contract

DEALS = int(os.environ.get("TAROK_FRENCH_DEALS", "400"))

RULE_SETS = [
    Rules(),
    Rules(prise_allowed=False),
    Rules(five_player_call="any"),
]


def _expected_winner(cards: tuple[int, ...], leader: int, n: int) -> int:
    trumps = [c for c in cards if c < EXCUSE]
    if trumps:
        best = max(trumps)
    else:
        led = cards[1] if cards[0] == EXCUSE else cards[0]
        best = max(c for c in cards if c != EXCUSE and SUIT[c] == SUIT[led])
    return (leader + cards.index(best)) % n


def _check_deal(start: FrenchState, end: FrenchState, seen: Counter[str]) -> None:
    s = end
    seen[s.phase.name] += 1
    if s.phase != Phase.DONE:
        return
    assert s.contract is not None
    seen[s.contract.name] += 1
    n = s.n
    attack = s.attack()
    side_won = 0
    for i, t in enumerate(s.tricks):
        winner = _expected_winner(t.cards, t.leader, n)
        last = i == len(s.tricks) - 1
        if last and t.cards[0] == EXCUSE and t.winner == t.leader:
            # The chelem rule: every earlier trick went to the Excuse's side.
            side = attack >> t.leader & 1
            assert all((attack >> u.winner & 1) == side for u in s.tricks[:-1])
            seen["chelem_rule"] += 1
        else:
            assert t.winner == winner, f"trick {i} {t}"
        side_won += attack >> t.winner & 1
    assert side_won == s.attack_tricks
    # The écart: no king, no bout, exactly the unavoidable number of trumps.
    if s.ecart:
        assert not s.ecart & (KING_MASK | BOUT_MASK)
        full = start.hands[s.taker] | start.chien_mask()
        plain = (full & SUIT_CARD_MASK & ~KING_MASK).bit_count()
        assert (s.ecart & TRUMP_MASK).bit_count() == max(0, s.chien_size - plain)
        if s.ecart & TRUMP_MASK:
            seen["ecart_trumps"] += 1
    # Poignées: sizes of the table, made of the shower's own trumps (and the Excuse).
    for pg in s.poignees:
        assert pg.cards.bit_count() == POIGNEE_TRUMPS[n][pg.level]
        dealt = start.hands[pg.seat] | (start.chien_mask() if pg.seat == s.taker else 0)
        assert pg.cards & ~dealt == 0
        assert pg.cards & ~(TRUMP_MASK | 1 << EXCUSE) == 0
        if pg.cards >> EXCUSE & 1:
            assert pg.cards & TRUMP_MASK == dealt & TRUMP_MASK  # then every trump is shown
        seen["poignee"] += 1
    facts = deal_facts(s)
    att, dfc = attack_halves(s)
    assert att + dfc == 182 and facts.attack_halves == att
    last = s.tricks[-1]
    if PETIT in last.cards:
        side = "attack" if attack >> last.winner & 1 else "defence"
        assert facts.petit_au_bout == side
        seen[f"petit_au_bout_{side}"] += 1
    assert s.result is not None and sum(s.result.scores) == 0
    TESTKIT.check_sheet(s.result)
    if s.excuse_by != -1 and (attack >> s.excuse_by & 1) != (attack >> s.excuse_to & 1):
        seen["excuse_exchange"] += 1
    if s.chelem:
        seen["chelem_announced"] += 1
    if facts.chelem:
        seen[f"chelem_{facts.chelem}"] += 1
    if n == 5:
        seen["alone" if s.partner == -1 else "partner"] += 1


@pytest.mark.parametrize("players", [3, 4, 5])
def test_random_deals_keep_the_french_invariants(players: int) -> None:
    rng = random.Random(f"french-{players}")
    seen: Counter[str] = Counter()
    for i in range(DEALS):
        rules = RULE_SETS[i % len(RULE_SETS)]
        start = FAMILY.deal(rules, players, i % players, rng)
        s = start
        while not FAMILY.is_over(s):
            legal = FAMILY.legal_actions(s)
            action = TESTKIT.random_action(s, legal, rng)
            s, _ = FAMILY.apply(s, action)
        _check_deal(start, s, seen)
    for needed in (
        "DONE",
        "PASSED",
        *(c.name for c in Contract),
        "poignee",
        "chelem_announced",
        "excuse_exchange",
        "petit_au_bout_attack",
        "petit_au_bout_defence",
    ):
        assert seen[needed] > 0, f"{needed} never came up: {dict(seen)}"
    if players == 5:
        assert seen["alone"] > 0 and seen["partner"] > 0


def test_apply_unchecked_plays_the_same_deal_as_apply() -> None:
    rng = random.Random(9)
    for players in (3, 4, 5):
        for _ in range(30):
            a = FAMILY.deal(FAMILY.rules(), players, 0, rng)
            b = FAMILY.from_header(FAMILY.header(a))
            while not FAMILY.is_over(a):
                action = TESTKIT.random_action(a, FAMILY.legal_actions(a), rng)
                a, _ = FAMILY.apply(a, action)
                FAMILY.apply_unchecked(b, action)
            assert a == b
