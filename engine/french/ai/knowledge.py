"""What a seat knows about the unseen cards, from its view alone, and deals sampled under it.

Places (numbered for :class:`~engine.ai.constraints.CardConstraints`): the seats ``0 … n−1``
(the own seat holds no hidden card), ``n`` the chien while it lies face down (during the
bidding and the call, in Garde sans and Garde contre), ``n+1`` the part of the écart this seat
has not seen (for everyone but the taker: the écart's cards that are not trumps).

Inferences, each a rule of the game:

* a player who did not follow the suit led holds none of it; one who neither followed nor
  trumped holds no trump (:func:`engine.ai.inference.follow_voids`); the Excuse shows nothing;
* a player who played a trump below the highest trump of the trick holds no trump above it
  (the overtrump rule: he would have had to play it);
* a chien turned up (Prise, Garde) went into the taker's hand; what is not there now lies
  in his écart, which holds no king, no bout and no trump but those shown;
* a poignée's cards are in its shower's hand until played;
* five players: the called card is with the partner once this seat knows him, with the
  taker when he plays alone.

The fallback (for the rare views a greedy dealer cannot satisfy) drops the voids and keeps
the rest. :meth:`Knowledge.sample` rebuilds a full :class:`~engine.french.state.FrenchState`
around the dealt cards, whose view from this seat equals the real view.
"""

from __future__ import annotations

import random

from engine.ai.constraints import CardConstraints, NoConsistentDeal
from engine.ai.inference import follow_voids, tricks_seen
from engine.core.bits import cards_of, iter_cards, mask_of
from engine.french.cards import (
    EXCUSE,
    EXCUSE_BIT,
    KING_MASK,
    NUM_CARDS,
    SUIT,
    SUIT_CARD_MASK,
    SUIT_MASKS,
    TAROT_DECK,
    TRUMP_MASK,
)
from engine.french.rules import info
from engine.french.state import NO_CARD, NO_SEAT, FrenchState
from engine.french.views import FrenchView

ALL = (1 << NUM_CARDS) - 1
ECART_ELIGIBLE = SUIT_CARD_MASK & ~KING_MASK
"""What an unseen écart card can be: a suit card, not a king (bouts never, trumps shown)."""


def overtrump_voids(players: int, tricks: list[tuple[int, tuple[int, ...]]]) -> list[int]:
    """Trumps each seat has shown it does not hold: those above a trick's highest trump
    when it played a lower one (it would have had to overtrump)."""
    out = [0] * players
    for leader, cards in tricks:
        high = -1
        for i, c in enumerate(cards):
            if c < EXCUSE:
                if c < high:
                    q = (leader + i) % players
                    out[q] |= TRUMP_MASK & ~((2 << high) - 1)
                else:
                    high = c
    return out


class Knowledge:
    """The seat's hidden cards, their places and counts; deals consistent with the view."""

    __slots__ = (
        "chien_aside",
        "constraints",
        "ecart_known",
        "hidden_ecart",
        "me",
        "n",
        "view",
        "voids",
    )

    def __init__(self, view: FrenchView) -> None:
        if view.seat is None:
            raise ValueError("knowledge needs a seat's view")
        self.view = view
        me = self.me = view.seat
        n = self.n = view.players
        played = view.played
        taken = (
            view.contract is not None and info(view.contract).chien == "taken" and bool(view.chien)
        )
        self.chien_aside = not view.chien
        if me == view.taker:
            self.ecart_known = view.ecart
            self.hidden_ecart = 0
        else:
            self.ecart_known = view.ecart_trumps
            discarded = view.chien_size - view.ecart_left if taken else 0
            self.hidden_ecart = discarded - view.ecart_trumps.bit_count()
        known = view.hand | played | self.ecart_known
        hidden = ALL & ~known
        seen = tricks_seen(view)
        voids = follow_voids(TAROT_DECK, n, seen)
        for q, m in enumerate(overtrump_voids(n, seen)):
            voids[q] |= m
        self.voids = voids
        seats = ((1 << n) - 1) & ~(1 << me)
        chien_bit = 1 << n if self.chien_aside else 0
        ecart_bit = 1 << (n + 1) if self.hidden_ecart > 0 else 0
        pinned: dict[int, int] = {}
        chien_mask = mask_of(view.chien)
        taker = view.taker
        if taken and taker != me:
            for c in iter_cards(chien_mask & hidden):
                pinned[c] = (1 << taker) | (ecart_bit if ECART_ELIGIBLE >> c & 1 else 0)
        for pg in view.poignees:
            if pg.seat != me:
                for c in iter_cards(pg.cards & hidden):
                    pinned[c] = 1 << pg.seat
        called = view.called
        if called != NO_CARD and hidden >> called & 1 and view.partner_known:
            holder = view.partner if view.partner != NO_SEAT else taker
            if holder != me:
                pinned[called] = 1 << holder | (chien_bit if view.partner == NO_SEAT else 0)
        allowed: dict[int, int] = {}
        fallback: dict[int, int] = {}
        for c in iter_cards(hidden):
            base = seats | chien_bit | (ecart_bit if ECART_ELIGIBLE >> c & 1 else 0)
            base = pinned.get(c, base)
            fallback[c] = base
            strict = base
            for q in range(n):
                if voids[q] >> c & 1 and base != 1 << q:
                    strict &= ~(1 << q)
            allowed[c] = strict or base
        capacity = [0 if q == me else view.hand_sizes[q] for q in range(n)]
        capacity.append(view.chien_size if self.chien_aside else 0)
        capacity.append(max(0, self.hidden_ecart))
        self.constraints = CardConstraints(capacity, allowed, fallback)

    def sample(self, rng: random.Random) -> FrenchState:
        """A full deal consistent with the view, ready for ``apply_unchecked``."""
        v = self.view
        n = self.n
        dealt = deal(self.constraints, rng)
        hands = [v.hand if q == self.me else dealt[q] for q in range(n)]
        chien = v.chien if v.chien else tuple(cards_of(dealt[n]))
        ecart = self.ecart_known | dealt[n + 1]
        return rebuild(v, hands, chien, ecart)


GREEDY_TRIES = 6
"""Attempts of the shared greedy dealer before the exact assignment takes over."""


def deal(constraints: CardConstraints, rng: random.Random) -> list[int]:
    """The hidden cards of each place: the shared greedy dealer, and when it keeps failing
    (a tight view, e.g. an écart whose possible cards are few) an exact assignment.

    The greedy dealer deals the most constrained cards first in proportion to the room left;
    when few cards may fill a place and each may also go elsewhere it rarely fills it. The
    assignment then places the cards in random order along augmenting paths (a bipartite
    matching with capacities), which finds a fitting deal whenever one exists.
    """
    for _ in range(GREEDY_TRIES):
        out = constraints.deal_once(rng)
        if out is not None:
            return out
    out = assign(constraints.allowed, constraints.capacity, rng)
    if out is None and constraints.fallback is not None:
        out = assign(constraints.fallback, constraints.capacity, rng)
    if out is None:
        raise NoConsistentDeal("no deal of the hidden cards fits what the seat knows")
    return out


def assign(
    allowed: dict[int, int], capacity: tuple[int, ...], rng: random.Random
) -> list[int] | None:
    """A random assignment of every card to an allowed place within the capacities (None:
    none exists), by augmenting paths."""
    places = len(capacity)
    holders: list[list[int]] = [[] for _ in range(places)]
    where: dict[int, int] = {}
    options = {c: cards_of(m) for c, m in allowed.items()}

    def augment(c: int, seen: set[int]) -> bool:
        opts = options[c][:]
        rng.shuffle(opts)
        for p in opts:
            if p in seen:
                continue
            seen.add(p)
            if len(holders[p]) < capacity[p]:
                holders[p].append(c)
                where[c] = p
                return True
            for i, other in enumerate(holders[p]):
                if augment(other, seen):
                    holders[p][i] = c  # ``other`` moved on to a place with room
                    where[c] = p
                    return True
        return False

    order = sorted(allowed)
    rng.shuffle(order)
    for c in order:
        if not augment(c, set()):
            return None
    out = [0] * places
    for c, p in where.items():
        out[p] |= 1 << c
    return out


def rebuild(v: FrenchView, hands: list[int], chien: tuple[int, ...], ecart: int) -> FrenchState:
    """The state of the view's deal with these hands, chien and écart."""
    n = v.players
    s = FrenchState.__new__(FrenchState)
    s.rules = v.rules
    s.n = n
    s.dealer = v.dealer
    s.forehand = v.forehand
    s.hands = hands
    s.chien = chien
    s.petit_sec = ()
    s.phase = v.phase
    s.to_move = v.to_move
    s.move = v.move
    s.bids = v.bids
    s.high = v.high_bid
    s.taker = v.taker
    s.contract = v.contract
    s.called = v.called
    played_by = [0] * n
    for t in v.tricks:
        for i, c in enumerate(t.cards):
            played_by[(t.leader + i) % n] |= 1 << c
    for i, c in enumerate(v.trick):
        played_by[(v.leader + i) % n] |= 1 << c
    partner = NO_SEAT
    revealed = False
    if n == 5 and v.called != NO_CARD:
        bit = 1 << v.called
        holder = next((q for q in range(n) if (hands[q] | played_by[q]) & bit), NO_SEAT)
        partner = NO_SEAT if holder in (NO_SEAT, v.taker) else holder
        shown = bool(v.chien) and bool(mask_of(v.chien) & bit)
        revealed = shown or any(bit & m for m in played_by)
    s.partner = partner
    s.revealed = revealed
    s.ecart = ecart
    s.ecart_left = v.ecart_left
    s.chelem = v.chelem
    s.lead_bar = (
        SUIT_MASKS[SUIT[v.called]]
        if n == 5 and v.called != NO_CARD and v.rules.five_player_call == "ladder"
        else 0
    )
    s.poignees = v.poignees
    s.poignee_level = v.poignee_level
    s.poignee_hidden = v.poignee_hidden
    s.leader = v.leader
    s.trick = list(v.trick)
    s.trick_mask = mask_of(v.trick)
    s.tricks = v.tricks
    piles = [0] * n
    attack = 0 if v.taker == NO_SEAT else 1 << v.taker
    if partner != NO_SEAT:
        attack |= 1 << partner
    s.excuse_by = NO_SEAT
    s.excuse_to = NO_SEAT
    won = 0
    for t in v.tricks:
        m = mask_of(t.cards)
        if m & EXCUSE_BIT:
            by = (t.leader + t.cards.index(EXCUSE)) % n
            piles[by] |= EXCUSE_BIT
            m &= ~EXCUSE_BIT
            s.excuse_by = by
            s.excuse_to = t.winner
        piles[t.winner] |= m
        won += attack >> t.winner & 1
    s.piles = piles
    s.attack_tricks = won
    s.result = None
    return s


__all__ = ["Knowledge", "assign", "deal", "overtrump_voids", "rebuild"]
