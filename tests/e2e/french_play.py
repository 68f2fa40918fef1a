"""How the simulated players of the French end-to-end tests choose on their hands.

They click only what the bot sent them: a button of their hand, or options of its select.
The choice itself is the bot-core tests' view-only test player (``french_helpers.choose``):
mostly passes or the next contract up in the bidding, poignées shown when they may be, the
écart and the cards at random. :func:`taking_chooser` makes sure the deal is played: the
first person to speak while nobody has bid takes the lowest contract (a chien turned up for
everyone), the others then pass, and a taker calls a king held by someone else (a secret
partner with five).
"""

from __future__ import annotations

import random
from typing import Any

from bot_core.french_helpers import FAMILY, choose

from engine.french import FrenchView, Kind, Phase

from .helpers import Player, World


def action_of(button: dict[str, Any]) -> str:
    """The action notation a hand button carries (``tk:a:…:{move}:{action}``)."""
    return str(button["custom_id"]).split(":", 6)[6]


def _some_of(select: dict[str, Any], rng: random.Random) -> tuple[dict[str, Any], list[str] | None]:
    """The select with as many of its options, at random, as it asks for."""
    values = [o["value"] for o in select["options"]]
    return select, rng.sample(values, select.get("max_values", 1))


def _view(world: World, player: Player) -> FrenchView | None:
    seat = world.table.seat_of(player.user.id)
    view = world.table.view(seat) if seat is not None else None
    return view if isinstance(view, FrenchView) else None


def french_chooser(
    world: World,
    player: Player,
    buttons: list[dict[str, Any]],
    selects: list[dict[str, Any]],
    rng: random.Random,
) -> tuple[dict[str, Any], list[str] | None]:
    """A button, or a select with the values to choose (exactly as many as it asks)."""
    by_action = {action_of(b): b for b in buttons}
    view = _view(world, player)
    if selects and (not buttons or rng.random() < 0.7):
        return _some_of(selects[0], rng)
    if view is None or not by_action:
        return rng.choice(buttons), None
    legal = [FAMILY.parse_action(a) for a in by_action]
    chosen = choose(view.phase, legal, rng)
    return by_action[FAMILY.format_action(chosen)], None


def taking_chooser(
    world: World,
    player: Player,
    buttons: list[dict[str, Any]],
    selects: list[dict[str, Any]],
    rng: random.Random,
) -> tuple[dict[str, Any], list[str] | None]:
    """Like :func:`french_chooser`, but the first human to speak before any bid takes the
    Prise (or the lowest contract open), the others then pass, and the taker calls a king
    someone else holds."""
    view = _view(world, player)
    by_action = {action_of(b): b for b in buttons}
    if view is not None and view.phase == Phase.BIDDING:
        if view.high_bid >= 0 and "pass" in by_action:
            return by_action["pass"], None  # the first bid stands (as far as people go)
        order = ("bid:prise", "bid:garde", "bid:garde_sans", "bid:garde_contre")
        for wanted in order:
            if wanted in by_action:
                return by_action[wanted], None
    if view is not None and view.phase == Phase.CALL:
        calls = [FAMILY.parse_action(a) for a in by_action if a.startswith("call:")]
        others = [a for a in calls if a.kind == Kind.CALL and not view.hand >> a.arg & 1]
        if others:
            return by_action[FAMILY.format_action(rng.choice(others))], None
    return french_chooser(world, player, buttons, selects, rng)
