"""Shared helpers: facts built by hand, explicit deals driven with action notation."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from engine.slovenian import (
    Contract,
    DealFacts,
    DealState,
    Rules,
    ScoreSheet,
    apply,
    legal_actions,
    new_deal,
    parse_action,
    parse_cards,
    parse_hand,
    score,
)

PAGAT = Rules.preset("pagat")
PALCKA = Rules.preset("palcka")


def normal(
    contract: Contract = Contract.THREE,
    points: int = 45,
    *,
    declarer: int = 0,
    partner: int | None = 2,
    tricks: int = 6,
    players: int = 4,
    **kw: Any,
) -> DealFacts:
    """Facts of a normal game (Three … Solo one), 4 players, declarer 0 with partner 2."""
    if players == 3 or contract >= Contract.SOLO_THREE:
        partner = None
    return DealFacts(
        players=players,  # type: ignore[arg-type]
        contract=contract,
        declarer=declarer,
        partner=partner,
        declarer_points=points,
        declarer_tricks=tricks,
        **kw,
    )


def fixed(
    contract: Contract,
    *,
    tricks: int,
    points: int | None = None,
    declarer: int = 1,
    players: int = 4,
    **kw: Any,
) -> DealFacts:
    """Facts of a Beggar-or-higher contract."""
    return DealFacts(
        players=players,  # type: ignore[arg-type]
        contract=contract,
        declarer=declarer,
        declarer_points=points,
        declarer_tricks=tricks,
        **kw,
    )


def klop(points: Iterable[int], tricks: Iterable[int], **kw: Any) -> DealFacts:
    """Facts of a klop from each player's card points and tricks."""
    pts = tuple(points)
    return DealFacts(
        players=len(pts),  # type: ignore[arg-type]
        contract=Contract.KLOP,
        player_points=pts,
        player_tricks=tuple(tricks),
        **kw,
    )


def total(facts: DealFacts, rules: Rules = PAGAT) -> int:
    """What the declarer (and partner) write, before penalties."""
    return score(rules, facts).total


def amounts(sheet: ScoreSheet) -> dict[str, int]:
    """Score lines by item (klop and penalty lines excluded)."""
    return {line.item: line.amount for line in sheet.lines if line.seat is None}


def start(
    hands: list[str],
    talon: str,
    *,
    rules: Rules = PAGAT,
    dealer: int = 0,
    radelci: list[int] | None = None,
    compulsory_klop: bool = False,
) -> DealState:
    """A fresh deal from hands in notation (by seat, in playing order) and the talon."""
    return new_deal(
        rules,
        [parse_hand(h) for h in hands],
        parse_cards(talon),
        dealer,
        compulsory_klop=compulsory_klop,
        radelci=radelci,
    )


def run(s: DealState, actions: str | Iterable[str]) -> DealState:
    """Apply actions in notation, each by the seat on turn (apply re-checks legality)."""
    items = actions.replace(",", " ").split() if isinstance(actions, str) else actions
    for text in items:
        s, _ = apply(s, parse_action(text), s.to_move)
    return s


def play(s: DealState, tricks: Iterable[str]) -> DealState:
    """Play tricks given as the cards in play order (starting with the trick's leader)."""
    for trick in tricks:
        s = run(s, [f"play:{c}" for c in trick.split()])
    return s


def finish(s: DealState, keep: str = "") -> DealState:
    """Play the deal out: each seat plays its first legal card, keeping ``keep`` to the end."""
    reserved = {parse_action(f"play:{c}") for c in keep.split()}
    while s.result is None:
        options = legal_actions(s)
        preferred = [a for a in options if a not in reserved] or options
        s, _ = apply(s, preferred[0])
    return s
