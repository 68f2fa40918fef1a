"""Why an action is not legal now: the rule that forbids it, in words.

:func:`why_illegal` explains an action that :func:`engine.slovenian.game.is_legal` refused; it
never decides legality itself. Every text speaks only of what the acting player can know
(his own hand, the table, the public sides), so that a refusal gives nothing away that the
offered actions do not: a kontra refused because the announcer's side is unknown says so,
whichever side he is really on.
"""

from __future__ import annotations

from engine.slovenian import announcements, bidding, talon, tricks
from engine.slovenian.actions import Action, Item, Kind
from engine.slovenian.cards import (
    FIVE_POINT_MASK,
    KING_MASK,
    KINGS,
    MOND,
    PAGAT,
    QUEENS,
    SKIS,
    SUIT,
    SUIT_MASKS,
    SUIT_NAMES_EN,
    TAROK_MASK,
    TAROKS,
    card_label,
)
from engine.slovenian.contracts import SOLOS_WITH_TALON, Contract, info
from engine.slovenian.state import NO_SEAT, DealState, Phase

_EXPECTED = {
    Phase.BIDDING: (Kind.BID, Kind.PASS),
    Phase.DECLARE: (Kind.DECLARE,),
    Phase.KING_CALL: (Kind.CALL,),
    Phase.TALON: (Kind.TALON,),
    Phase.DISCARD: (Kind.DISCARD,),
    Phase.ANNOUNCE: (Kind.ANNOUNCE, Kind.KONTRA, Kind.PASS),
    Phase.PLAY: (Kind.PLAY,),
}

ITEM_WORDS = {
    Item.GAME: "the game",
    Item.TRULA: "trula",
    Item.KINGS: "kings",
    Item.KING_ULTIMO: "king ultimo",
    Item.PAGAT_ULTIMO: "pagat ultimo",
    Item.VALAT: "valat",
    Item.MONDFANG: "mondfang",
    Item.COLOUR_VALAT: "colour valat",
}

GENERIC = "it is not among the legal actions now"
"""The last resort, for an action no rule below explains (none is known)."""

_NEGATIVE_GAMES = "klop and the beggars"


def contract_words(c: Contract | int) -> str:
    """A contract as the rules write it ("Solo without")."""
    return Contract(c).name.replace("_", " ").capitalize()


def why_illegal(s: DealState, action: Action) -> str:
    """The rule that makes ``action`` illegal for the player on turn (it must be illegal)."""
    if s.phase == Phase.DONE:
        return "the deal is over"
    if action.kind not in _EXPECTED[s.phase]:
        return f"a {Kind(action.kind).name.lower()} action does not belong to this phase"
    hand = s.hands[s.to_move]
    if action.kind in (Kind.PLAY, Kind.DISCARD) and not hand >> action.arg & 1:
        return f"{card_label(action.arg)} is not in the player's hand"
    reason: str | None = None
    if action.kind == Kind.PLAY:
        reason = _why_not_play(s, action.arg)
    elif action.kind == Kind.BID:
        reason = _why_not_bid(s, Contract(action.arg))
    elif action.kind == Kind.DECLARE:
        reason = _why_not_declare(s, Contract(action.arg))
    elif action.kind == Kind.CALL:
        reason = _why_not_call(s, action.arg)
    elif action.kind == Kind.TALON:
        groups = len(talon.talon_groups(s))
        reason = f"there are only {groups} talon groups, numbered 0 to {groups - 1}"
    elif action.kind == Kind.DISCARD:
        reason = _why_not_discard(s, action.arg)
    elif action.kind == Kind.ANNOUNCE:
        reason = _why_not_announce(s, Item(action.arg))
    elif action.kind == Kind.KONTRA:
        reason = _why_not_kontra(s, Item(action.arg))
    return reason or GENERIC


# -- play ---------------------------------------------------------------------------------------


def _why_not_play(s: DealState, card: int) -> str | None:
    """Follows :func:`engine.slovenian.tricks.playable` step by step to the step that drops
    ``card``."""
    contract = s.contract
    assert contract is not None
    hand = s.hands[s.to_move]
    negative = info(contract).negative
    rules = s.rules
    pagat_alone = hand & TAROK_MASK == 1 << PAGAT
    if not s.trick:
        if card == PAGAT and negative and hand != 1 << PAGAT:
            if rules.pagat_negative == "only_tarok":
                if not pagat_alone:
                    return (
                        f"in {_NEGATIVE_GAMES} the Pagat may lead only as the last tarok held (V18)"
                    )
            else:
                return (
                    f"in {_NEGATIVE_GAMES} the Pagat may not lead unless it is the last card (V18)"
                )
        return None
    led = SUIT[s.trick[0]]
    follow = hand & SUIT_MASKS[led]
    if follow and SUIT[card] != led:
        if led == TAROKS:
            return "a tarok was led and the hand holds taroks: follow suit with a tarok"
        return f"{SUIT_NAMES_EN[led]} were led and the hand holds {SUIT_NAMES_EN[led]}: follow suit"
    if not follow and hand & TAROK_MASK and SUIT[card] != TAROKS:
        return f"the hand holds no {SUIT_NAMES_EN[led]}: a tarok must be played"
    cand = follow or hand & TAROK_MASK or hand
    in_trick = 0
    for c in s.trick:
        in_trick |= 1 << c
    skis_mond = in_trick & (1 << SKIS | 1 << MOND) == 1 << SKIS | 1 << MOND
    if negative:
        winners = cand & tricks._beating(s.trick, in_trick, rules)
        if winners and not winners >> card & 1:
            best = s.trick[tricks.winning_index(s.trick, False, rules)]
            return (
                f"in {_NEGATIVE_GAMES} a card that beats the trick must be played when the "
                f"hand holds one: beat {card_label(best)} (must beat)"
            )
        if winners:
            cand = winners
        if (
            card == PAGAT
            and cand != 1 << PAGAT
            and rules.pagat_negative == "only_tarok"
            and not pagat_alone
            and not skis_mond
        ):
            return (
                f"in {_NEGATIVE_GAMES} the Pagat may be played only as the last tarok held, "
                "or onto Škis and Mond (V18)"
            )
    if rules.forced_pagat and skis_mond and cand >> PAGAT & 1 and card != PAGAT:
        return "Škis and Mond are in the trick: the Pagat must be played onto them (V17)"
    return None


# -- bidding and the contract -------------------------------------------------------------------


def _not_available(s: DealState, c: Contract) -> str | None:
    """Why ``c`` is not among the contracts that can be bid in this deal at all."""
    if c == Contract.KLOP:
        if s.n == 3:
            return "klop is not bid: it is played when all three pass"
        return "klop is not bid: forehand may choose it when the other three pass"
    if s.n == 4 and c == Contract.THREE:
        return "three is not bid: it is forehand's, chosen when the other three pass"
    if s.n == 3 and c not in s.rules.contracts_3p:
        allowed = ", ".join(contract_words(x).lower() for x in s.rules.contracts_3p)
        return (
            f"{contract_words(c)} is not a three-player contract under these rules (V21: {allowed})"
        )
    if s.compulsory_klop and c < Contract.SOLO_WITHOUT:
        return "in a compulsory klop only Solo without and higher may be bid"
    return None


def _why_not_bid(s: DealState, c: Contract) -> str | None:
    reason = _not_available(s, c)
    if reason is not None:
        return reason
    high = s.high
    if c < high:
        if bidding.may_hold(s, s.to_move):
            return f"the bid must be at least {contract_words(high)}"
        return f"the bid must be higher than {contract_words(high)}"
    if c == high:
        if s.rules.bid_priority == "forehand_only":
            return f"only forehand may hold a bid (V20): bid higher than {contract_words(high)}"
        return (
            f"{contract_words(high)} was bid by a player with priority: bid higher (only a "
            "player with priority may hold a bid)"
        )
    return None


def _why_not_declare(s: DealState, c: Contract) -> str | None:
    if s.n == 4 and bidding.nobody_bid(s):
        # Forehand after three passes chooses freely, klop and three included.
        if s.compulsory_klop and Contract.KLOP < c < Contract.SOLO_WITHOUT:
            return "in a compulsory klop forehand may choose only klop, or Solo without and higher"
        return None
    if s.n == 4 and c in (Contract.KLOP, Contract.THREE):
        return "only forehand, when the other three pass, may choose klop or three"
    reason = _not_available(s, c)
    if reason is not None:
        return reason
    if c < s.high:
        return f"the contract must be at least the winning bid, {contract_words(s.high)}"
    return None


def _why_not_call(s: DealState, card: int) -> str | None:
    if card in QUEENS:
        if s.hands[s.declarer] & KING_MASK != KING_MASK:
            return "a queen may be called only by a declarer who holds all four kings"
        return None
    if card not in KINGS:
        return "only a king can be called (a queen by a declarer holding all four kings)"
    return None


def _why_not_discard(s: DealState, card: int) -> str | None:
    bit = 1 << card
    if bit & FIVE_POINT_MASK:
        return "kings and trula cards (Škis, Mond, Pagat) may never be discarded"
    if bit & TAROK_MASK and s.rules.tarok_discards == "unavoidable":
        return "taroks may be discarded only when the hand holds nothing else (V19)"
    return None


# -- announcements and kontra -------------------------------------------------------------------


def _why_not_announce(s: DealState, item: Item) -> str | None:
    c = s.contract
    assert c is not None
    seat = s.to_move
    word = ITEM_WORDS[item]
    if item == Item.GAME:
        return "the game is not announced: it can be kontra'd"
    if s.announced[item] != NO_SEAT:
        return f"{word} is already announced"
    if item == Item.COLOUR_VALAT:
        if c not in SOLOS_WITH_TALON:
            return "only Solo three, Solo two and Solo one can be raised to colour valat"
        if seat != s.declarer:
            return "only the declarer may raise his solo to colour valat"
        return "the raise to colour valat must be the declarer's very first call"
    if not info(c).normal:
        return (
            f"nothing is announced in {contract_words(c)}: announcements exist only in the "
            "normal games, Three to Solo one"
        )
    if item == Item.MONDFANG:
        if not s.rules.announced_mondfang:
            return "mondfang cannot be announced under these rules (V15)"
        if not announcements.mondfang_applies(s):
            return f"these rules charge no Mond penalty in {contract_words(c)} (V13)"
        if s.hands[seat] >> MOND & 1:
            return "the Mond's own holder cannot announce mondfang"
        return "mondfang is announced only while the Mond is in a player's hand"
    if s.announced[Item.VALAT] != NO_SEAT:
        return "after an announced valat nothing else is announced, except a mondfang"
    if item == Item.KING_ULTIMO:
        if s.n == 3:
            return "there is no king ultimo with three players"
        if s.called < 0:
            return f"there is no king ultimo in {contract_words(c)}: no king was called"
        return "only the holder of the called king may announce king ultimo"
    if item == Item.PAGAT_ULTIMO:
        return "only the holder of the Pagat may announce pagat ultimo"
    if item == Item.VALAT:
        return "only the declarer's side may announce valat"
    return None


def _why_not_kontra(s: DealState, item: Item) -> str | None:
    c = s.contract
    assert c is not None
    seat = s.to_move
    word = ITEM_WORDS[item]
    level = s.kontra[item]
    if c == Contract.KLOP:
        if item != Item.GAME:
            return "klop has one kontra only, on the game (V8)"
        return "klop can be kontra'd only once (V8)"
    if item == Item.COLOUR_VALAT:
        return "colour valat has no kontra chain of its own: kontra the game"
    if item != Item.GAME and s.announced[item] == NO_SEAT:
        return f"{word} was not announced: silent bonuses cannot be kontra'd"
    if item in (Item.TRULA, Item.KINGS) and not s.rules.kontra_trula_kings:
        return "trula and kings cannot be kontra'd under these rules (V9)"
    if level * 2 > s.rules.kontra_max:
        return f"the chain on {word} is at ×{level}, the deepest these rules allow (V10)"
    if s.announced[Item.VALAT] != NO_SEAT and item not in (Item.VALAT, Item.MONDFANG):
        return "after an announced valat only the valat's chain and a mondfang's remain"
    odd = level in (1, 4)
    next_word = {1: "kontra", 2: "rekontra", 4: "subkontra", 8: "mordkontra"}[level]
    own = announcements.owner(s, item)
    if item == Item.MONDFANG:
        if odd:
            return f"{next_word} on a mondfang is said by the Mond's holder"
        return f"{next_word} on a mondfang is said by its announcer"
    if seat == own and odd:
        return f"nobody says {next_word} on his own {'game' if item == Item.GAME else word}"
    knows = seat == own or own == s.declarer or bool(s.known >> own & 1) or s.called_holder == seat
    if not knows:
        # Checked before the sides, so that the refusal does not tell a partner from an
        # opponent before his side is public.
        return (
            f"the announcer of {word} has not shown his side yet: a kontra-chain call only "
            "against a known opponent"
        )
    if odd:
        return f"{next_word} on {word} is said by the other side, not the owner's"
    return f"{next_word} on {word} is said by the owner's side"
