"""The announcement round: bonuses, raising a solo to colour valat, and kontra chains.

The round starts with the declarer (forehand in klop) and goes round. A turn may hold
several calls and ends with ``pass``; the round ends when everyone has had a turn and the
last n−1 turns were bare passes.

* Announcements exist only in the normal games (Three … Solo one): trula and kings by
  anyone, king ultimo by the holder of the called card, pagat ultimo by the Pagat's holder,
  valat by the declarer's side, an announced mondfang (V15) by a player without the Mond.
  Raising Solo three/two/one to colour valat is the declarer's very first call.
  After an announced valat nothing else is announced or kontra'd but the valat's chain and
  a mondfang.
* Kontra chains (×2, ×4, ×8, ×16, capped by V10) exist per item: the game (contract and
  difference) and each announcement. Odd levels (kontra, subkontra) are said by the side
  opposite to the item's owner, even levels (rekontra, mordkontra) by the owner's side.
  A call is offered only to a player who can know the owner is on the required side, so
  that no button betrays the secret partner: the owner is the declarer, or his side is
  public, or the caller holds the called card (and so knows the partnership).
* Calls that only one side may make make the caller's side public; a kontra-chain call on
  another player's announcement makes that player's side public too.
* Klop: only the V8 kontra (once, by any player). Beggar and higher: only the game chain.
"""

from __future__ import annotations

from engine.slovenian import actions as A
from engine.slovenian.actions import Action, Item
from engine.slovenian.cards import MOND, PAGAT
from engine.slovenian.contracts import SOLOS_WITH_TALON, Contract, info
from engine.slovenian.state import NO_SEAT, DealState, Phase


def needs_round(s: DealState) -> bool:
    """Whether this deal has an announcement round at all."""
    if s.contract == Contract.KLOP:
        return s.rules.klop_kontra == "once"
    return True


def start(s: DealState) -> None:
    """Open the round with the declarer (forehand in klop)."""
    s.phase = Phase.ANNOUNCE
    s.to_move = s.declarer if s.declarer != NO_SEAT else s.forehand
    s.ann_turn_calls = 0
    s.ann_had_turn = 0
    s.ann_pass_streak = 0
    s.ann_calls = 0


def mondfang_applies(s: DealState) -> bool:
    """Whether the captured-Mond penalty applies to this contract (V13)."""
    c = s.contract
    scope = s.rules.mond_penalty_scope
    if c is None:
        return False
    if scope == "three_two_one":
        return c in (Contract.THREE, Contract.TWO, Contract.ONE)
    if scope == "normal_and_solo_without" and c == Contract.SOLO_WITHOUT:
        return True
    return info(c).normal


def side_of(s: DealState, seat: int) -> int:
    """0 for the declarer's side, 1 for the opponents."""
    return 0 if s.declarer_side() >> seat & 1 else 1


def owner(s: DealState, item: Item) -> int:
    """The seat whose side an item belongs to (the declarer for the game)."""
    return s.declarer if item == Item.GAME else s.announced[item]


def _mond_holder(s: DealState) -> int:
    bit = 1 << MOND
    return next((p for p in range(s.n) if s.hands[p] & bit), NO_SEAT)


def kontra_allowed(s: DealState, item: Item) -> bool:
    """Whether the item may be kontra'd at all (before asking who and at what level)."""
    level = s.kontra[item]
    if s.contract == Contract.KLOP:
        return item == Item.GAME and level == 1
    if level * 2 > s.rules.kontra_max:
        return False
    if item != Item.GAME and s.announced[item] == NO_SEAT:
        return False
    if item in (Item.TRULA, Item.KINGS) and not s.rules.kontra_trula_kings:
        return False
    if item == Item.COLOUR_VALAT:
        return False
    if s.announced[Item.VALAT] != NO_SEAT and item not in (Item.VALAT, Item.MONDFANG):
        # An announced valat replaces the game and every other announcement.
        return False
    return True


def may_kontra(s: DealState, seat: int, item: Item) -> bool:
    """Whether ``seat`` may say the next level of the chain on ``item`` now."""
    if not kontra_allowed(s, item):
        return False
    if s.contract == Contract.KLOP:
        return True
    level = s.kontra[item]
    odd = level in (1, 4)  # the next call is kontra (×2) or subkontra (×8)
    own = owner(s, item)
    if item == Item.MONDFANG:
        return seat == (_mond_holder(s) if odd else own)
    if seat == own and odd:
        return False
    same_side = side_of(s, seat) == side_of(s, own)
    if same_side == odd:
        return False
    # Knowing the owner's side: the owner himself, the declarer's items, a public side,
    # or the holder of the called card, who knows the whole partnership.
    return seat == own or own == s.declarer or bool(s.known >> own & 1) or (s.called_holder == seat)


def may_announce(s: DealState, seat: int, item: Item) -> bool:
    """Whether ``seat`` may announce ``item`` now."""
    c = s.contract
    if c is None or s.announced[item] != NO_SEAT:
        return False
    if item == Item.COLOUR_VALAT:
        return seat == s.declarer and c in SOLOS_WITH_TALON and s.ann_calls == 0
    if not info(c).normal:
        return False
    if item == Item.MONDFANG:
        return (
            s.rules.announced_mondfang
            and mondfang_applies(s)
            and not s.hands[seat] >> MOND & 1
            and _mond_holder(s) != NO_SEAT
        )
    if s.announced[Item.VALAT] != NO_SEAT:
        return False
    if item in (Item.TRULA, Item.KINGS):
        return True
    if item == Item.KING_ULTIMO:
        return s.n == 4 and s.called >= 0 and bool(s.hands[seat] >> s.called & 1)
    if item == Item.PAGAT_ULTIMO:
        return bool(s.hands[seat] >> PAGAT & 1)
    if item == Item.VALAT:
        return side_of(s, seat) == 0
    return False


_ANNOUNCEABLE = tuple(i for i in Item if i != Item.GAME)
_ITEMS = tuple(Item)


def legal_calls(s: DealState) -> list[Action]:
    """Pass, the announcements and the kontras open to the player on turn."""
    p = s.to_move
    out = [A.PASS]
    c = s.contract
    if c is not None and info(c).normal:
        for item in _ANNOUNCEABLE:
            if may_announce(s, p, item):
                out.append(A.ANNOUNCES[item])
    announced = s.announced
    for chain in _ITEMS:
        # Only the game and announced items have chains: skip the rest cheaply.
        if (chain == Item.GAME or announced[chain] != NO_SEAT) and may_kontra(s, p, chain):
            out.append(A.KONTRAS[chain])
    return out


def _reveal_all(s: DealState) -> None:
    s.known = s.all_seats()


def _reveal(s: DealState, seat: int) -> None:
    """A call only one side may make shows the caller's side.

    Two opponents shown do not show the third player: the declarer may have called his
    own king, so nobody else can tell a partner from a third opponent.
    """
    if seat == s.declarer:
        return
    if side_of(s, seat) == 0:
        _reveal_all(s)  # the partner is known: so is everyone
        return
    s.known |= 1 << seat


def apply_call(s: DealState, action: Action) -> bool:
    """Apply one call of the round; True when the round is over."""
    p = s.to_move
    if action.kind == A.Kind.PASS:
        if s.ann_turn_calls:
            s.ann_pass_streak = 0
        else:
            s.ann_pass_streak += 1
        s.ann_turn_calls = 0
        s.ann_had_turn |= 1 << p
        if s.ann_had_turn == s.all_seats() and s.ann_pass_streak >= s.n - 1:
            return True
        s.to_move = (p + 1) % s.n
        return False
    item = Item(action.arg)
    s.ann_turn_calls += 1
    s.ann_calls += 1
    if action.kind == A.Kind.ANNOUNCE:
        if item == Item.COLOUR_VALAT:
            s.contract = Contract.COLOUR_VALAT
        s.announced[item] = p
        if item == Item.KING_ULTIMO or (item == Item.VALAT and p != s.declarer):
            _reveal_all(s)
        return False
    s.kontra[item] *= 2
    if s.contract == Contract.KLOP:
        # Klop kontra (V8): remember who said it; it matters for the scoring.
        s.announced[Item.GAME] = p
    elif item != Item.MONDFANG:
        _reveal(s, p)
        # The call puts the caller against (kontra, subkontra) or beside (rekontra,
        # mordkontra) the item's owner; the caller's side is public now, so is the owner's
        # (e.g. the declarer's kontra on a pagat ultimo shows its announcer an opponent).
        _reveal(s, owner(s, item))
    return False
