"""What one seat knows, and full deals sampled consistently with it (determinization).

:class:`Knowledge` is built from a :class:`~engine.slovenian.views.PlayerView` only. It works out
where each unseen card may be:

* in another player's hand (not in a suit he showed void in: a player who did not follow
  suit has no card of that suit; one who did not trump when void has no tarok; in the
  negative games a player who did not beat the trick held no card that would have beaten it);
* in the hidden talon (before it is exposed; in contracts that never expose it; the klop
  talon cards not yet turned up);
* among the declarer's face-down discards (suit cards below the king: taroks are discarded
  face up, kings and trula cards never).

Known cards are pinned: the seat's own hand, every card played, the exposed talon (the group
the declarer took is in his hand or among his discards), discarded taroks, the open beggar's
hand and the called card once its holder is known to this seat. Hand sizes are exact.

:meth:`Knowledge.sample` deals the unseen cards at random under these constraints (the shared
:class:`~engine.ai.constraints.CardConstraints`, with one place per other seat, the hidden
talon and the hidden discards) and returns a complete :class:`~engine.slovenian.state.DealState`
for the search to play out.
"""

from __future__ import annotations

import random

from engine.ai.constraints import CardConstraints
from engine.ai.inference import follow_voids, tricks_seen
from engine.core.bits import cards_of, mask_of
from engine.slovenian.actions import Item
from engine.slovenian.cards import (
    KING_MASK,
    MOND,
    NUM_CARDS,
    PAGAT,
    RANK,
    SKIS,
    SUIT,
    SUIT_MASKS,
    TAROK_DECK,
    TAROK_MASK,
    TAROKS,
    TRULA_MASK,
)
from engine.slovenian.contracts import Contract, info
from engine.slovenian.state import NO_CARD, NO_SEAT, DealState, Phase
from engine.slovenian.tricks import winning_index
from engine.slovenian.views import PlayerView

_ALL = (1 << NUM_CARDS) - 1
_NOT_HIDDEN_DISCARD = TAROK_MASK | KING_MASK | TRULA_MASK


class Knowledge:
    """Constraints on the unseen cards from one seat's view, and a sampler of full deals."""

    def __init__(self, view: PlayerView) -> None:
        if view.seat is None:
            raise ValueError("a computer player needs a seat's view, not the public view")
        self.view = view
        me = view.seat
        n = view.players
        self.me = me
        self.n = n
        self.talon_slot = n
        self.discard_slot = n + 1
        played = view.played
        self.played = played
        # Voids (follow suit, else tarok) and must-beat inference from the tricks.
        self.forbidden = follow_voids(TAROK_DECK, n, tricks_seen(view))
        self._infer_must_beat()
        # The talon: exposed, partly turned up (klop) or hidden.
        talon_seen = view.talon
        seen_mask = mask_of(talon_seen)
        taken = 0
        self.group_size = _group_size(view)
        if view.talon_group != NO_SEAT and self.group_size:
            k = self.group_size
            g = view.talon_group
            taken = mask_of(talon_seen[g * k : (g + 1) * k])
        self.taken = taken
        contract = view.contract
        exchange = contract is not None and info(contract).talon_group > 0
        if contract == Contract.KLOP or not exchange or view.phase < Phase.TALON:
            hidden_talon = 6 - len(talon_seen)
        else:
            hidden_talon = 0
        self.hidden_talon = hidden_talon
        # Pinned cards (known positions).
        pinned = [0] * n
        pinned[me] = view.hand
        if view.open_hand and view.declarer != NO_SEAT:
            pinned[view.declarer] |= view.open_hand
        known = view.hand | played | view.discards | view.open_hand
        known |= seen_mask & ~taken  # exposed talon cards not taken lie in no hand
        called = view.called
        if called != NO_CARD and not known >> called & 1 and not taken >> called & 1:
            if view.partner_known:
                holder = view.partner if view.partner != NO_SEAT else view.declarer
                if holder != NO_SEAT and holder != me:
                    pinned[holder] |= 1 << called
        pagat_by = view.announced[Item.PAGAT_ULTIMO]
        if pagat_by not in (NO_SEAT, me) and not known >> PAGAT & 1:
            # Only the Pagat's holder may announce pagat ultimo, and it stays in his hand.
            pinned[pagat_by] |= 1 << PAGAT
        for q in range(n):
            known |= pinned[q]
        self.pinned = pinned
        if called != NO_CARD and view.public_sides != (1 << n) - 1:
            # Seats shown publicly to be opponents (by a kontra) do not hold the called card.
            # Once every side is public the partner has shown himself and holds it (pinned
            # above): the public seats are then both sides, not opponents.
            for q in range(n):
                if view.public_sides >> q & 1 and q != view.declarer:
                    self.forbidden[q] |= 1 << called
        hidden = _ALL & ~known
        self.hidden = hidden
        # Slot capacities; the declarer's face-down discards are what is left over (taroks
        # are discarded face up, so the declarer and everybody else see those).
        cap = [0] * (n + 2)
        for q in range(n):
            if q != me:
                cap[q] = view.hand_sizes[q] - pinned[q].bit_count()
        cap[self.talon_slot] = hidden_talon
        self.hidden_discards = max(0, hidden.bit_count() - sum(cap))
        cap[self.discard_slot] = self.hidden_discards
        self.cap = cap
        # Allowed slots per hidden card (bitmask over slots).
        declarer = view.declarer
        allowed: dict[int, int] = {}
        seat_slots = ((1 << n) - 1) & ~(1 << me)
        for c in cards_of(hidden):
            bit = 1 << c
            if taken & bit and me != declarer:
                # From the talon into the declarer's hand: there still, or discarded.
                slots = 0 if self.forbidden[declarer] & bit else 1 << declarer
            else:
                slots = 0
                for q in range(n):
                    if seat_slots >> q & 1 and not self.forbidden[q] & bit:
                        slots |= 1 << q
                if hidden_talon:
                    slots |= 1 << self.talon_slot
            if self.hidden_discards and not bit & _NOT_HIDDEN_DISCARD:
                slots |= 1 << self.discard_slot
            allowed[c] = slots
        self.allowed = allowed
        # When strict dealing keeps failing: any other seat or the hidden talon, except for
        # the talon cards the declarer took (they are his, in hand or discarded).
        relaxed = seat_slots | (1 << self.talon_slot if hidden_talon else 0)
        fallback = {
            c: slots if taken >> c & 1 and me != declarer else slots | relaxed
            for c, slots in allowed.items()
        }
        self.constraints = CardConstraints(cap, allowed, fallback)
        self.template = self._template()

    # -- inference ---------------------------------------------------------------------------
    def _infer_must_beat(self) -> None:
        """Negative games: a player who did not beat the trick held no card that would have."""
        view = self.view
        contract = view.contract
        if contract is None or not info(contract).negative:
            return
        cv = contract == Contract.COLOUR_VALAT
        rules = view.rules
        for leader, cards in tricks_seen(view):
            for i in range(1, len(cards)):
                q = (leader + i) % self.n
                c = cards[i]
                before = cards[:i]
                if any(x in (PAGAT, MOND, SKIS) for x in (*before, c)):
                    continue  # the emperor and Pagat rules make the inference unsafe
                best = before[winning_index(before, cv, rules)]
                if _beats(c, best):
                    continue
                # Did not beat: held no card of the suit it had to play that beats ``best``
                # (void in the suit led and in taroks is already recorded).
                sb = SUIT[best]
                if SUIT[c] == sb:
                    self.forbidden[q] |= SUIT_MASKS[sb] & ~((2 << best) - 1)

    # -- the template state ------------------------------------------------------------------
    def _template(self) -> DealState:
        v = self.view
        n = self.n
        s = DealState.__new__(DealState)
        s.rules = v.rules
        s.n = n
        s.dealer = v.dealer
        s.forehand = v.forehand
        s.compulsory_klop = v.compulsory_klop
        s.radelci = v.radelci
        s.hands = [0] * n
        s.talon = ()
        s.phase = v.phase
        s.to_move = v.to_move
        s.move = v.move
        s.bids = v.bids
        passed = 0
        for seat, c in v.bids:
            if c < 0:
                passed |= 1 << seat
        s.passed = passed
        s.high = v.high_bid
        s.high_holder = v.high_bidder
        s.contract = v.contract
        s.declarer = v.declarer
        s.called = v.called
        s.called_holder = NO_SEAT
        s.partner = NO_SEAT
        s.talon_group = v.talon_group
        s.taken = self.taken
        s.discards = v.discards
        s.discards_left = v.discards_left
        s.announced = list(v.announced)
        s.kontra = list(v.kontra)
        s.known = v.public_sides
        self._announce_counters(s)
        s.leader = v.leader
        s.trick = list(v.trick)
        s.trick_extra = v.trick_extra
        s.tricks = v.tricks
        s.open_hand_public = v.contract == Contract.OPEN_BEGGAR and len(v.tricks) >= 1
        s.result = None
        # Piles, the talon's rest and captured Monds follow from the tricks.
        piles = [0] * n
        opp_talon = 0
        remainder = 0
        if v.talon_group != NO_SEAT and v.talon:
            rest = mask_of(v.talon) & ~self.taken
            if v.called != NO_CARD and self.taken >> v.called & 1:
                remainder = rest
            else:
                opp_talon = rest
        mond_captured: list[int] = []
        for t in v.tricks:
            won = mask_of(t.cards)
            if t.extra != NO_CARD:
                won |= 1 << t.extra
            if remainder and v.called in t.cards:
                if v.rules.zaruf_remainder == "trick_winner" or t.winner == v.declarer:
                    won |= remainder
                else:
                    opp_talon |= remainder
                remainder = 0
            piles[t.winner] |= won
            if SKIS in t.cards and MOND in t.cards:
                mond_captured.append((t.leader + t.cards.index(MOND)) % n)
        s.piles = piles
        s.opp_talon = opp_talon
        s.remainder = remainder
        s.mond_captured = tuple(mond_captured)
        return s

    def _announce_counters(self, s: DealState) -> None:
        """Rebuild the announcement round's counters from what the view shows."""
        v = self.view
        s.ann_turn_calls = s.ann_had_turn = s.ann_pass_streak = s.ann_calls = 0
        if v.phase != Phase.ANNOUNCE:
            return
        calls = 0
        for item in Item:
            if item != Item.GAME and v.announced[item] != NO_SEAT:
                calls += 1
            calls += v.kontra[item].bit_length() - 1
        before = len(v.bids)
        if not (v.contract == Contract.KLOP and v.players == 3 and v.high_bidder == NO_SEAT):
            before += 1  # the declaration
        if v.called != NO_CARD:
            before += 1
        if v.talon_group != NO_SEAT:
            before += 1 + self.group_size
        passes = max(0, v.move - before - calls)
        start = v.declarer if v.declarer != NO_SEAT else v.forehand
        had = 0
        for i in range(min(passes, self.n)):
            had |= 1 << ((start + i) % self.n)
        s.ann_calls = calls
        s.ann_had_turn = had
        s.ann_pass_streak = passes if calls == 0 else 0

    # -- sampling ----------------------------------------------------------------------------
    def deal(self, rng: random.Random) -> list[int]:
        """Where each unseen card goes: one mask per seat, then the talon and discards."""
        return self.constraints.deal(rng)

    def sample(self, rng: random.Random) -> DealState:
        """A full deal consistent with the view, ready for
        :func:`engine.slovenian.game.apply_unchecked`."""
        return self.state_from(self.deal(rng), rng)

    def state_from(self, dealt: list[int], rng: random.Random) -> DealState:
        """The full state for one assignment of the unseen cards (see :meth:`deal`)."""
        v = self.view
        n = self.n
        s = self.template.clone()
        hands = [self.pinned[q] | dealt[q] for q in range(n)]
        s.hands = hands
        hidden_talon = cards_of(dealt[self.talon_slot])
        rng.shuffle(hidden_talon)
        s.talon = (*v.talon, *hidden_talon)
        s.discards = v.discards | dealt[self.discard_slot]
        contract = v.contract
        if (
            contract is not None
            and contract != Contract.KLOP
            and v.talon_group == NO_SEAT
            and v.phase >= Phase.PLAY
        ):
            s.opp_talon |= mask_of(s.talon)
        called = v.called
        if called != NO_CARD:
            holder = NO_SEAT
            if v.called_in_talon:
                if self.taken >> called & 1:
                    holder = v.declarer
            else:
                holder = _holder(s, called)
            s.called_holder = holder
            s.partner = NO_SEAT if v.called_in_talon or holder == v.declarer else holder
        return s


def _group_size(view: PlayerView) -> int:
    """Cards per talon group; after a raise to colour valat the view shows 0, so infer it."""
    if view.talon_group_size or view.talon_group == NO_SEAT:
        return view.talon_group_size
    if view.seat == view.declarer and view.phase > Phase.DISCARD:
        return view.discards.bit_count()  # the declarer saw all his discards
    for seat, bid in reversed(view.bids):
        if seat == view.declarer and bid >= 0:
            k = info(Contract(bid)).talon_group
            if k and view.talon_group < 6 // k:
                return k
    return 1 if view.talon_group >= 3 else 2 if view.talon_group == 2 else 3


def _holder(s: DealState, card: int) -> int:
    bit = 1 << card
    for q in range(s.n):
        if s.hands[q] & bit:
            return q
    for t in s.tricks:
        if card in t.cards:
            return (t.leader + t.cards.index(card)) % s.n
    if card in s.trick:
        return (s.leader + s.trick.index(card)) % s.n
    return NO_SEAT


def _beats(c: int, best: int) -> bool:
    if SUIT[c] == SUIT[best]:
        return RANK[c] > RANK[best]
    return SUIT[c] == TAROKS
