"""How the simulated players of the Czech end-to-end tests choose on their hands.

They click only what the bot sent them: a button of their hand, or options of its select.
The choice itself is the bot-core tests' view-only test player (``czech_helpers.choose``):
mostly passes in the bidding (first bids with a secret partner and a talon exchange), the
concession now and then, hand bonuses, announcements and kontras when they are offered.
"""

from __future__ import annotations

import random
from typing import Any

from bot_core.czech_helpers import FAMILY, choose

from engine.czech import CzechView, Kind, Phase

from .helpers import Player, World


def action_of(button: dict[str, Any]) -> str:
    """The action notation a hand button carries (``tk:a:…:{move}:{action}``)."""
    return str(button["custom_id"]).split(":", 6)[6]


def _some_of(select: dict[str, Any], rng: random.Random) -> tuple[dict[str, Any], list[str] | None]:
    """The select with as many of its options, at random, as it asks for."""
    values = [o["value"] for o in select["options"]]
    return select, rng.sample(values, select.get("max_values", 1))


def czech_chooser(
    world: World,
    player: Player,
    buttons: list[dict[str, Any]],
    selects: list[dict[str, Any]],
    rng: random.Random,
) -> tuple[dict[str, Any], list[str] | None]:
    """A button, or a select with the values to choose (exactly as many as it asks)."""
    if selects:
        concede = [b for b in buttons if action_of(b) == "concede"]
        if concede and rng.random() < 0.3:
            return concede[0], None
        return _some_of(selects[0], rng)
    seat = world.table.seat_of(player.user.id)
    view = world.table.view(seat) if seat is not None else None
    by_action = {action_of(b): b for b in buttons}
    if not isinstance(view, CzechView):
        return rng.choice(buttons), None
    legal = tuple(FAMILY.parse_action(a) for a in by_action)
    if not legal or any(a.kind == Kind.DISCARD for a in legal):
        return rng.choice(buttons), None
    chosen = choose(view.phase, legal, rng)  # type: ignore[arg-type]
    return by_action[FAMILY.format_action(chosen)], None


def first_bid_chooser(
    world: World,
    player: Player,
    buttons: list[dict[str, Any]],
    selects: list[dict[str, Any]],
    rng: random.Random,
) -> tuple[dict[str, Any], list[str] | None]:
    """Like :func:`czech_chooser`, but everyone passes and forehand plays the first bid: a
    deal with a called tarok, a secret partner and the talon given out (no concession)."""
    for wanted in ("pass", "declare:first"):
        for b in buttons:
            if action_of(b) == wanted and not selects:
                view = world.table.view(world.table.seat_of(player.user.id))
                if isinstance(view, CzechView) and view.phase in (Phase.BIDDING, Phase.RAISE):
                    return b, None
    if selects:
        return _some_of(selects[0], rng)
    return czech_chooser(world, player, buttons, selects, rng)
