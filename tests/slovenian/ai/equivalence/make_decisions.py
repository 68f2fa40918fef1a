"""Record computer-player decisions as a fixture: deals, positions, seeds and the actions.

Plays seeded Slovenian deals at 3 and 4 players under both presets (an easy player in every
seat, with one legal-random seat in every other deal so that odd contracts come up) and, at
positions spread over every phase, asks ``engine.ai`` for the decision of every level (and of
the frozen ``baseline`` with the normal level's seed) and for
the normal search's values with a fixed number of samples. Only the family protocol and the
public entry points are used, so the same script records the decisions of any version of the
computer players; ``test_equivalence.py`` checks the current code against the file.

Usage::

    python tests/slovenian/ai/equivalence/make_decisions.py > decisions.json
    python tests/slovenian/ai/equivalence/make_decisions.py --check decisions.json
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[4]))

from engine import families
from engine.ai import choose_action, evaluate_actions
from engine.core import DealLog

LEVELS = ("easy", "normal", "hard")
DEALS = 5
EVAL_SAMPLES = 4
BUDGET_S = 2.0
"""Generous, so that no level stops short of its sample target."""


def record(deals: int = DEALS) -> dict[str, Any]:
    """Play the deals and record the decisions."""
    fam = families.get("slovenian")
    out_deals: list[dict[str, Any]] = []
    decisions: list[dict[str, Any]] = []
    evaluations: list[dict[str, Any]] = []
    for players in (4, 3):
        for preset in ("pagat", "palcka"):
            rules = fam.rules(preset)
            for d in range(deals):
                key = players * 1000 + (0 if preset == "pagat" else 100) + d
                rng = random.Random(key)
                state = fam.deal(rules, players, d % players, rng)
                log = DealLog.start(fam, state)
                wild = d % players if d % 2 else -1
                index = len(out_deals)
                points = 0
                while not fam.is_over(log.state):
                    seat = fam.to_move(log.state)
                    v = fam.view(log.state, seat)
                    move = len(log.actions)
                    if len(v.legal) > 1 and (v.phase_name != "play" or move % 3 == 0):
                        for level in LEVELS:
                            seed = rng.randrange(1 << 30)
                            # The frozen baseline decides with the normal level's seed.
                            also = ("baseline",) if level == "normal" else ()
                            for name in (level, *also):
                                a = choose_action(v, name, seed, budget_s=BUDGET_S)
                                decisions.append(
                                    {
                                        "deal": index,
                                        "move": move,
                                        "phase": v.phase_name,
                                        "level": name,
                                        "seed": seed,
                                        "action": fam.format_action(a),
                                    }
                                )
                        if points % 4 == 0:
                            seed = rng.randrange(1 << 30)
                            values = evaluate_actions(
                                v, seed, budget_s=BUDGET_S, samples=EVAL_SAMPLES
                            )
                            evaluations.append(
                                {
                                    "deal": index,
                                    "move": move,
                                    "phase": v.phase_name,
                                    "seed": seed,
                                    "samples": EVAL_SAMPLES,
                                    "values": [[fam.format_action(a), x] for a, x in values],
                                }
                            )
                        points += 1
                    if seat == wild:
                        a = rng.choice(v.legal)
                    else:
                        a = choose_action(v, "easy", rng.randrange(1 << 30))
                    log.apply(a)
                out_deals.append(
                    {
                        "family": fam.name,
                        "players": players,
                        "preset": preset,
                        "header": log.header,
                        "actions": log.actions,
                    }
                )
    return {"deals": out_deals, "decisions": decisions, "evaluations": evaluations}


def dumps(data: dict[str, Any]) -> str:
    """The fixture as JSON with one deal, decision or evaluation per line."""
    parts = []
    for key, items in data.items():
        body = ",\n".join(json.dumps(x, separators=(",", ":")) for x in items)
        parts.append(f"{json.dumps(key)}: [\n{body}\n]")
    return "{\n" + ",\n".join(parts) + "\n}\n"


def main(argv: list[str] | None = None) -> int:
    """Print the fixture as JSON, or compare it with a file (``--check``)."""
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--deals", type=int, default=DEALS, help="deals per table size and preset")
    ap.add_argument("--check", type=Path, default=None, help="compare with this fixture")
    ns = ap.parse_args(argv)
    data = record(ns.deals)
    if ns.check is None:
        sys.stdout.write(dumps(data))
        return 0
    old = json.loads(ns.check.read_text())
    same = old == json.loads(json.dumps(data))
    print("same decisions" if same else "DIFFERENT decisions")
    return 0 if same else 1


if __name__ == "__main__":
    raise SystemExit(main())
