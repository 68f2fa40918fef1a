"""A first seeded playout so the suite is never empty; the rule tests live beside it."""

import random

from engine.slovenian import DealRecord, RecordedDeal, Rules, legal_actions
from engine.slovenian.dealing import deal_cards
from engine.slovenian.game import has_no_tarok


def test_random_deals_finish_and_replay() -> None:
    rng = random.Random(1)
    for players in (3, 4):
        for _ in range(50):
            hands, talon = deal_cards(rng, players, 0)
            if has_no_tarok(hands):
                continue
            deal = RecordedDeal(DealRecord.start(Rules(), hands, talon, 0))
            while deal.state.result is None:
                deal.apply(rng.choice(legal_actions(deal.state)))
            assert deal.record.replay() == deal.state
