"""Turning a finished deal into the facts the scorer needs."""

from __future__ import annotations

from engine.slovenian.actions import ITEM_CODES, Item
from engine.slovenian.cards import KING_MASK, MOND, PAGAT, TRULA_MASK, pile_points
from engine.slovenian.contracts import Contract, info
from engine.slovenian.scoring import DealFacts, ItemCode, Side, UltimoFact
from engine.slovenian.state import NO_SEAT, DealState
from engine.slovenian.tricks import winning_index


def side_piles(s: DealState) -> tuple[int, int]:
    """The declarer side's and the opponents' cards (tricks, discards, talon share)."""
    dmask = s.declarer_side()
    decl = s.discards
    opp = s.opp_talon | s.remainder
    for p in range(s.n):
        if dmask >> p & 1:
            decl |= s.piles[p]
        else:
            opp |= s.piles[p]
    return decl, opp


def _owner(pile_d: int, pile_o: int, mask: int) -> Side | None:
    if pile_d & mask == mask:
        return "declarer"
    if pile_o & mask == mask:
        return "opponents"
    return None


def deal_facts(s: DealState) -> DealFacts:
    """The facts of a finished deal."""
    contract = s.contract
    assert contract is not None
    if contract == Contract.KLOP:
        tricks = [0] * s.n
        for t in s.tricks:
            tricks[t.winner] += 1
        kontra_by = s.announced[Item.GAME] if s.kontra[Item.GAME] > 1 else NO_SEAT
        return DealFacts(
            players=s.n,  # type: ignore[arg-type]
            contract=contract,
            player_points=tuple(pile_points(s.piles[p]) for p in range(s.n)),
            player_tricks=tuple(tricks),
            radelci=s.radelci,
            klop_kontra_by=None if kontra_by == NO_SEAT else kontra_by,
        )
    dmask = s.declarer_side()
    pile_d, pile_o = side_piles(s)
    side_of: dict[int, Side] = {
        p: ("declarer" if dmask >> p & 1 else "opponents") for p in range(s.n)
    }
    king_ultimo: bool | None = None
    pagat: UltimoFact | None = None
    complete = len(s.tricks) == s.hand_size
    if complete and info(contract).normal:
        last = s.tricks[-1]
        if s.n == 4 and s.called >= 0 and s.called in last.cards:
            king_ultimo = bool(dmask >> last.winner & 1)
        if PAGAT in last.cards:
            idx = last.cards.index(PAGAT)
            player = (last.leader + idx) % s.n
            won = winning_index(last.cards, contract == Contract.COLOUR_VALAT, s.rules) == idx
            pagat = UltimoFact(side=side_of[player], won=won)
    announcements: dict[ItemCode, Side] = {}
    kontra: dict[ItemCode, int] = {}
    for item in Item:
        if item in (Item.GAME, Item.COLOUR_VALAT):
            continue
        seat = s.announced[item]
        if seat != NO_SEAT:
            announcements[ITEM_CODES[item]] = side_of[seat]  # type: ignore[index]
    for item in Item:
        if s.kontra[item] > 1:
            kontra[ITEM_CODES[item]] = s.kontra[item]  # type: ignore[index]
    talon_mask = 0
    for c in s.talon:
        talon_mask |= 1 << c
    mond_left = (
        s.talon_group != NO_SEAT
        and bool(talon_mask >> MOND & 1)
        and not s.taken >> MOND & 1
        and not pile_d >> MOND & 1
    )
    normal_or_solo = info(contract).normal or contract == Contract.SOLO_WITHOUT
    return DealFacts(
        players=s.n,  # type: ignore[arg-type]
        contract=contract,
        declarer=s.declarer,
        partner=None if s.partner == NO_SEAT else s.partner,
        declarer_points=pile_points(pile_d) if normal_or_solo else None,
        declarer_tricks=sum(1 for t in s.tricks if dmask >> t.winner & 1),
        trula=_owner(pile_d, pile_o, TRULA_MASK),
        kings=_owner(pile_d, pile_o, KING_MASK),
        king_ultimo=king_ultimo,
        pagat_ultimo=pagat,
        announcements=announcements,
        kontra=kontra,  # type: ignore[arg-type]
        mond_lost_by=s.mond_captured,
        mond_left_in_talon=mond_left,
        radelci=s.radelci,
    )
