"""What one seat knows about the hidden cards, and full deals sampled consistently with it.

:class:`Knowledge` is built from a :class:`~engine.czech.views.CzechView` only. Every card the
seat has not seen is given the *places* it may be in:

* another player's hand — not in a suit he showed void in (he did not follow the suit led;
  with neither suit nor tarok played he holds no tarok either, RULES 2.8);
* another player's face-down discards — never a five-point card (Škýz, XXI, I, the kings)
  nor the called tarok (2.5);
* a talon position still undealt (before the call every one of t1–t6; t5 and t6 until they
  are given out), or the opponents' unseen talon pile (a solo's six, a stage-1 third bid's
  t4–t6).

Pinned cards: the seat's own hand and discards, every card played, the talon cards it has
seen (2.10: t1–t4 by the declarer of a first or second bid, t5 and t6 by their takers, the
third bid's turned halves by everyone) — a seen talon card taken by another seat is in his
hand or among his discards — and the called tarok once its holder is known to this seat.
More evidence: a declarer who called a tarok below the XIX held the XIX (2.4), so the XIX is
his; a flek or tutti shows its sayer does not hold the called tarok; the hand bonuses
announced (2.6) pin their cards (all four kings; Škýz, XXI and I), and their tarok counts
are checked on each sampled deal (under C2 ``automatic`` a bonus *not* announced is evidence
too). Hand sizes and discard counts are exact.

:meth:`Knowledge.sample` deals the hidden cards under these constraints
(:class:`~engine.ai.constraints.CardConstraints`), works back to the dealt hands and talon
order, and replays the view's history on them, so the sampled :class:`DealState` is a real
deal that the seat could not tell from the true one: its view from the seat is the seat's
view (a test checks this).
"""

from __future__ import annotations

import random
from typing import Final

from engine.ai.constraints import CardConstraints, NoConsistentDeal
from engine.ai.inference import follow_voids, tricks_seen
from engine.core.bits import cards_of, iter_cards, mask_of
from engine.czech import actions as A
from engine.czech.bonuses import Bonus, qualifying
from engine.czech.cards import (
    DECK,
    FIVE_POINT_MASK,
    HONOURS_MASK,
    KING_MASK,
    NUM_CARDS,
    PAGAT,
    TAROK_MASK,
    XIX,
)
from engine.czech.game import apply_unchecked, new_deal
from engine.czech.state import NO_CARD, NO_SEAT, OPPONENTS, PLAYERS, DealState, Phase
from engine.czech.views import CzechView

ALL: Final = (1 << NUM_CARDS) - 1
HAND0: Final = 0
"""Places 0–3: the hands of seats 0–3."""
DISC0: Final = PLAYERS
"""Places 4–7: the face-down discards of seats 0–3."""
TALON0: Final = 2 * PLAYERS
"""Places 8–13: the talon positions t1–t6 still undealt."""
OPP: Final = 2 * PLAYERS + 6
"""Place 14: the talon cards left unseen to the opponents' pile."""
PLACES: Final = OPP + 1
BONUS_TRIES: Final = 24
"""Deals drawn until one fits the announced tarok-count bonuses (then the last is used)."""


class Knowledge:
    """Where each hidden card may be, from one seat's view, and a sampler of full deals."""

    def __init__(self, view: CzechView) -> None:
        if view.seat is None:
            raise ValueError("a computer player needs a seat's view, not the public view")
        self.view = view
        me = view.seat
        self.me = me
        played = view.played
        self.played = played
        self.played_by = [0] * PLAYERS
        for leader, cards in tricks_seen(view):
            for i, c in enumerate(cards):
                self.played_by[(leader + i) % PLAYERS] |= 1 << c
        self.voids = follow_voids(DECK, PLAYERS, tricks_seen(view))
        self.hidden_discards = [0] * PLAYERS
        for p, a in view.history:
            if a is None:
                self.hidden_discards[p] += 1
        capacity = [0] * PLACES
        for p in range(PLAYERS):
            if p != me:
                capacity[HAND0 + p] = view.hand_sizes[p]
                capacity[DISC0 + p] = self.hidden_discards[p]
        # The talon, position by position: seen (pinned), undealt, unseen to the opponents,
        # or taken unseen by another seat (then in his hand or discards).
        known = view.hand | view.discards[me] | played | view.shown
        taken_seen: dict[int, int] = {}
        for i, c in enumerate(view.talon):
            to = view.talon_to[i] if view.talon_to else NO_SEAT
            if c != NO_CARD:
                if to in (NO_SEAT, OPPONENTS, me):
                    known |= 1 << c
                elif not (played >> c & 1):
                    taken_seen[c] = to
            elif to == NO_SEAT:
                capacity[TALON0 + i] = 1
            elif to == OPPONENTS:
                capacity[OPP] += 1
        self.known = known
        hidden = ALL & ~known
        self.hidden = hidden
        called = view.called
        self.called_holder = self._called_holder()
        base_places = 0
        for q in range(PLACES):
            if capacity[q]:
                base_places |= 1 << q
        discard_places = 0
        for p in range(PLAYERS):
            discard_places |= 1 << (DISC0 + p)
        not_discardable = FIVE_POINT_MASK | ((1 << called) if called != NO_CARD else 0)
        allowed: dict[int, int] = {}
        fallback: dict[int, int] = {}
        for c in iter_cards(hidden):
            places = base_places
            if not_discardable >> c & 1:
                places &= ~discard_places
            strict = places
            if c in taken_seen:
                # A talon card seen by everyone and taken by a seat is still his.
                p = taken_seen[c]
                strict = places = places & ((1 << (HAND0 + p)) | (1 << (DISC0 + p)))
            for p in range(PLAYERS):
                if self.voids[p] >> c & 1:
                    strict &= ~(1 << (HAND0 + p))
            fallback[c] = places
            allowed[c] = strict
        self._pin_called(allowed, fallback)
        self._pin_bonuses(allowed)
        for c in allowed:
            if allowed[c] == 0:
                allowed[c] = fallback[c]
        self.capacity = capacity
        self.fallback = fallback
        self.constraints = CardConstraints(capacity, allowed, fallback)
        self.counts = self._tarok_counts()

    # -- inference -------------------------------------------------------------------------
    def _called_holder(self) -> int:
        """The seat this seat knows to hold (or to have held) the called tarok, else NO_SEAT."""
        v = self.view
        if v.called == NO_CARD:
            return NO_SEAT
        if v.partner_known:
            return v.partner if v.partner != NO_SEAT else v.declarer
        return NO_SEAT

    def _pin_called(self, allowed: dict[int, int], fallback: dict[int, int]) -> None:
        v = self.view
        called = v.called
        if called == NO_CARD:
            return
        decl = v.declarer
        if called != XIX and XIX in allowed:
            # A call below the XIX is open only to a declarer who holds the XIX (2.4).
            only = (1 << (HAND0 + decl)) | (1 << (DISC0 + decl))
            allowed[XIX] &= only
            fallback[XIX] &= only
        if called not in allowed:
            return
        holder = self.called_holder
        if holder != NO_SEAT:
            allowed[called] = fallback[called] = allowed[called] & (1 << (HAND0 + holder))
            return
        # A flek or tutti shows an opponent: he does not hold the called tarok (kept in the
        # fallback too: the engine's scorer refuses a kontra by the partner).
        for p in range(PLAYERS):
            if v.shown_opponents >> p & 1:
                allowed[called] &= ~(1 << (HAND0 + p))
                fallback[called] &= ~(1 << (HAND0 + p))

    def _pin_bonuses(self, allowed: dict[int, int]) -> None:
        v = self.view
        for p, b in v.bonuses:
            if p == self.me:
                continue
            here = 1 << (HAND0 + p)
            if b == Bonus.KINGS:
                pinned = KING_MASK
            elif b == Bonus.HONOURS:
                pinned = HONOURS_MASK
            else:
                pinned = 0
            for c in iter_cards(pinned):
                if c in allowed:
                    allowed[c] &= here
            if b == Bonus.NO_TRUMPS:
                for c in iter_cards(TAROK_MASK & ~(1 << PAGAT)):
                    if c in allowed:
                        allowed[c] &= ~here
            elif b == Bonus.FEW_TRUMPS and PAGAT in allowed:
                allowed[PAGAT] &= ~here

    def _tarok_counts(self) -> list[tuple[int, int, int, int]]:
        """(seat, cards, fewest, most): how many of ``cards`` another seat held when the
        round opened, as its hand bonuses say (RULES 2.6: a tarok count, four five-point
        cards)."""
        v = self.view
        if v.phase < Phase.ANNOUNCE or v.conceded:
            return []
        ranges = {
            Bonus.NO_TRUMPS: (0, 1),
            Bonus.FEW_TRUMPS: (1, 2),
            Bonus.HALF_TRUMPS: (8, 9),
            Bonus.FULL_TRUMPS: (10, 12),
        }
        out: list[tuple[int, int, int, int]] = []
        for p in range(PLAYERS):
            if p == self.me:
                continue
            said = {b for q, b in v.bonuses if q == p}
            counted = [b for b in said if b in ranges]
            if counted:
                out.append((p, TAROK_MASK, *ranges[counted[0]]))
            elif v.rules.hand_bonuses == "automatic" and self._few_taroks_possible(p) <= 2:
                # No tarok-count bonus although at most two taroks fit: the Pagát and one
                # other tarok (the only such hand without a bonus).
                out.append((p, 1 << PAGAT, 1, 1))
                out.append((p, TAROK_MASK, 2, 2))
            if Bonus.FIVE_POINTERS in said:
                out.append((p, FIVE_POINT_MASK, 4, 7))
        # The most demanding counts first; a bonus *not* announced under ``automatic`` is
        # usual and only checked on the sampled deal (:meth:`bonuses_fit`).
        out.sort(key=lambda r: -r[2])
        return out

    def _few_taroks_possible(self, p: int) -> int:
        """The most taroks seat ``p`` can have held when the round opened."""
        here = 1 << (HAND0 + p)
        may = sum(
            1 for c in iter_cards(self.hidden & TAROK_MASK) if self.constraints.allowed[c] & here
        )
        return (self.played_by[p] & TAROK_MASK).bit_count() + min(may, self.capacity[HAND0 + p])

    def _with_counts(self, rng: random.Random) -> CardConstraints | None:
        """The constraints with each counted seat's hidden cards chosen in advance: a count
        drawn from what is feasible, that many of the cards pinned to his hand, the others
        kept out of it. None when no count is feasible."""
        allowed = dict(self.constraints.allowed)
        for p, cards, lo, hi in self.counts:
            here = 1 << (HAND0 + p)
            shown = (self.played_by[p] & cards).bit_count()
            may = [c for c in iter_cards(self.hidden & cards) if allowed[c] & here]
            must = [c for c in may if allowed[c] == here]
            top = min(len(may), self.capacity[HAND0 + p], hi - shown)
            low = max(len(must), lo - shown, 0)
            if low > top:
                return None
            k = rng.randint(low, top)
            rest = [c for c in may if allowed[c] != here]
            rng.shuffle(rest)
            chosen = set(must + rest[: k - len(must)])
            for c in may:
                if c in chosen:
                    allowed[c] = here
                else:
                    allowed[c] &= ~here
                    if not allowed[c]:
                        return None
        return CardConstraints(self.capacity, allowed, self.fallback)

    def bonuses_fit(self, hands: list[int]) -> bool:
        """Whether the announced hand bonuses fit these hands (current hand + cards played)."""
        v = self.view
        if v.phase < Phase.ANNOUNCE or (not v.bonuses and v.rules.hand_bonuses == "choice"):
            return True
        auto = v.rules.hand_bonuses == "automatic"
        said: list[set[int]] = [set() for _ in range(PLAYERS)]
        for p, b in v.bonuses:
            said[p].add(int(b))
        for p in range(PLAYERS):
            if p == self.me:
                continue
            held = {int(b) for b in qualifying(hands[p] | self.played_by[p])}
            if not said[p] <= held or (auto and held != said[p]):
                return False
        return True

    # -- sampling --------------------------------------------------------------------------
    def sample(self, rng: random.Random) -> DealState:
        """A full deal consistent with the view, replayed up to the view's moment."""
        dealt: list[int] | None = None
        v = self.view
        checked = v.phase >= Phase.ANNOUNCE and (v.bonuses or v.rules.hand_bonuses == "automatic")
        for _ in range(BONUS_TRIES if checked else 1):
            model = self._with_counts(rng) if self.counts else self.constraints
            if model is None:
                continue
            try:
                dealt = model.deal(rng)
            except NoConsistentDeal:
                continue
            if self.bonuses_fit(self._hands(dealt)):
                break
            dealt = None
        if dealt is None:
            dealt = self.constraints.deal(rng)
        return self._rebuild(dealt, rng)

    def _hands(self, dealt: list[int]) -> list[int]:
        v = self.view
        return [v.hand if p == self.me else dealt[HAND0 + p] for p in range(PLAYERS)]

    def _rebuild(self, dealt: list[int], rng: random.Random) -> DealState:
        v = self.view
        me = self.me
        hands = self._hands(dealt)
        discards = [v.discards[me] if p == me else dealt[DISC0 + p] for p in range(PLAYERS)]
        owned = [hands[p] | discards[p] | self.played_by[p] for p in range(PLAYERS)]
        talon = list(v.talon) if v.talon else [NO_CARD] * 6
        opp = cards_of(dealt[OPP])
        rng.shuffle(opp)
        seen_talon = mask_of(c for c in talon if c != NO_CARD)
        for i in range(6):
            if talon[i] != NO_CARD:
                continue
            to = v.talon_to[i] if v.talon_to else NO_SEAT
            if to == NO_SEAT:
                talon[i] = cards_of(dealt[TALON0 + i])[0]
            elif to == OPPONENTS:
                talon[i] = opp.pop()
        # Talon cards taken unseen by another seat: some of the cards that seat owns.
        for p in range(PLAYERS):
            slots = [i for i in range(6) if talon[i] == NO_CARD and v.talon_to[i] == p]
            if not slots:
                continue
            pool = owned[p] & ~seen_talon
            forced: list[int] = []
            if p == v.declarer and v.called not in (NO_CARD, XIX) and pool >> v.called & 1:
                # A declarer who called below the XIX did not hold the called tarok: he drew it.
                forced.append(v.called)
            if p == v.declarer and v.called not in (NO_CARD, XIX):
                pool &= ~(1 << XIX)  # he held the XIX when he called
            rest = [c for c in cards_of(pool) if c not in forced]
            rng.shuffle(rest)
            chosen = (forced + rest)[: len(slots)]
            for i, c in zip(slots, chosen, strict=True):
                talon[i] = c
                seen_talon |= 1 << c
        taken_by = [0] * PLAYERS
        if v.talon_to:
            for i, to in enumerate(v.talon_to):
                if 0 <= to < PLAYERS:
                    taken_by[to] |= 1 << talon[i]
        original = [owned[p] & ~taken_by[p] for p in range(PLAYERS)]
        s = new_deal(v.rules, original, talon, v.dealer)
        hidden = [sorted(cards_of(discards[p])) for p in range(PLAYERS)]
        for p, a in v.history:
            if a is None:
                a = A.DISCARDS[hidden[p].pop(0)]
            apply_unchecked(s, a)
        return s


__all__ = ["Knowledge"]
