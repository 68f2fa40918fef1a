"""The card play's rules of thumb against the frozen ones, in duplicate deals.

Slovenian tarok. The frozen rules of thumb are the baseline's
(:mod:`engine.slovenian.ai.baseline.playout`), the card play as it was when the normal player
was frozen. Every deal is played twice: in the first game one seat (the deal's number modulo
the table size) plays its cards by the current rules of thumb and the others by the frozen
ones, in the second game the other way round. Every other decision (bids, king call, talon,
discards, announcements) is the current rules of thumb's in every seat, so both games reach
the same contract and only the card play differs. Printed: the mean difference per deal of
the seats' zero-sum scores (a seat's score minus the others' average, averaged over the seats,
as ``scripts/strength_ai.py`` does), current minus frozen, with its 95% interval.

The cards are played one of two ways:

``open``
    every seat reads every hand to judge a card safe and knows the partner only once he has
    shown himself: the regime of the search's playouts, where the rules of thumb play every
    seat of a sampled deal;
``easy``
    every seat sees its view only and applies the rules to one deal sampled consistently
    with it: the easy level.

Usage::

    python scripts/thumb_ai.py --players 4 --mode open --deals 20000
    python scripts/thumb_ai.py --players 3 --mode easy --deals 4000
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from strength_ai import mean_interval, rel

from engine import families
from engine.ai import choose_action
from engine.core import Action as CoreAction
from engine.slovenian import actions as A
from engine.slovenian.ai import playout
from engine.slovenian.ai.baseline import playout as frozen
from engine.slovenian.ai.knowledge import Knowledge
from engine.slovenian.ai.policy import friends_from_view
from engine.slovenian.state import DealState, Phase
from engine.slovenian.views import PlayerView

FAMILY = families.get("slovenian")
PlayCard = Callable[[DealState, int], int]
RULES: dict[str, PlayCard] = {"current": playout.play_card, "frozen": frozen.play_card}


def card(s: DealState, rules: PlayCard, mode: str, seed: int) -> CoreAction:
    """The card the seat on turn plays by ``rules`` (see the module doc for ``mode``)."""
    p = s.to_move
    if mode == "open":
        return A.PLAYS[rules(s, playout.known_side_mask(s, p))]
    view: PlayerView = FAMILY.view(s, p)
    if len(view.legal) == 1:
        return view.legal[0]
    world = Knowledge(view).sample(random.Random(seed * 7919 + 17))
    return A.PLAYS[rules(world, friends_from_view(view))]


def play(dealt: DealState, arms: list[str], mode: str, base: int) -> DealState:
    """Play a copy of ``dealt`` to its end, each seat's cards by the rules ``arms[seat]``."""
    s: DealState = FAMILY.from_header(FAMILY.header(dealt))
    move = 0
    while not FAMILY.is_over(s):
        seed = base * 1009 + move * 31 + s.to_move
        a: CoreAction
        if s.phase == Phase.PLAY:
            a = card(s, RULES[arms[s.to_move]], mode, seed)
        elif mode == "open":
            a = playout.phase_action(s)
        else:
            a = choose_action(FAMILY.view(s, s.to_move), "easy", seed)
        FAMILY.apply_unchecked(s, a)
        move += 1
    return s


def one_deal(args: tuple[int, int, str, int]) -> float:
    """Deal ``i`` played both ways: the current rules' gain per seat (0 if nobody scores)."""
    i, players, mode, seed = args
    rng = random.Random(seed * 1_000_003 + i)
    names = list(FAMILY.presets)
    dealt = FAMILY.deal(FAMILY.rules(names[i % 2]), players, i % players, rng)
    solo = i % players
    first = ["current" if p == solo else "frozen" for p in range(players)]
    second = ["frozen" if p == solo else "current" for p in range(players)]
    g1 = play(dealt, first, mode, seed * 7 + i).result
    g2 = play(dealt, second, mode, seed * 7 + i).result
    if g1 is None or g2 is None:
        return 0.0
    gain = 0.0
    for p in range(players):
        cur, old = (g1, g2) if p == solo else (g2, g1)
        gain += rel(tuple(cur.scores), p) - rel(tuple(old.scores), p)
    return gain / players


def main(argv: list[str] | None = None) -> int:
    """Run the duplicate deals and print the figure."""
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--players", type=int, choices=(3, 4), default=4)
    ap.add_argument("--mode", choices=("open", "easy"), default="open")
    ap.add_argument("--deals", type=int, default=2000)
    ap.add_argument("--first", type=int, default=0, help="number of the first deal")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--workers", type=int, default=1)
    ns = ap.parse_args(argv)
    jobs = [(i, ns.players, ns.mode, ns.seed) for i in range(ns.first, ns.first + ns.deals)]
    if ns.workers > 1:
        with Pool(ns.workers) as pool:
            gains = pool.map(one_deal, jobs, chunksize=50)
    else:
        gains = [one_deal(j) for j in jobs]
    m, lo, hi = mean_interval(gains)
    alike = sum(1 for g in gains if g == 0.0)
    print(
        f"{ns.players} players, {ns.mode}, {len(gains)} deals: current - frozen rules of thumb "
        f"{m:+.2f} [{lo:+.2f}, {hi:+.2f}] per deal ({alike} deals alike)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
