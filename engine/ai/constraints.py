"""Where the unseen cards may lie, with exact counts, and deals sampled under those constraints.

A seat that decides does not see every card. Its family's knowledge inference works out, for
every *hidden* card, the set of *places* it may be in (the other players' hands, a hidden
talon, face-down discards, … — numbered by the family) and how many hidden cards each place
holds. :class:`CardConstraints` keeps that model and deals the hidden cards at random under
it (determinization): each card goes to one of its allowed places, and every place receives
exactly its count.

The sampler deals the most constrained cards first (fewest allowed places, then by card), each
to an allowed place drawn with probability proportional to the room left there; a card with
no room left in any allowed place makes the attempt fail and a new one start. When strict
attempts keep failing (the inference says more than a greedy dealer can satisfy), the family's
*fallback* places are used for a few more attempts: wider sets that still keep every count.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Final

from engine.core.bits import cards_of, mask_of

TRIES: Final = 40
"""Attempts with the strict constraints, then as many with the fallback ones."""


class NoConsistentDeal(RuntimeError):
    """No assignment of the hidden cards was found that fits the constraints."""


class CardConstraints:
    """Hidden cards → allowed places (bitmask over place numbers), and each place's count.

    ``capacity[p]`` is the number of hidden cards place ``p`` holds; ``allowed[c]`` the places
    card ``c`` may be in. The counts are exact: they add up to the number of hidden cards.
    ``fallback`` (optional) gives wider place sets per card for the relaxed attempts.
    """

    __slots__ = ("allowed", "capacity", "fallback", "order")

    def __init__(
        self,
        capacity: Sequence[int],
        allowed: Mapping[int, int],
        fallback: Mapping[int, int] | None = None,
    ) -> None:
        if any(k < 0 for k in capacity):
            raise ValueError("a place cannot hold a negative number of cards")
        if sum(capacity) != len(allowed):
            raise ValueError(
                f"the places hold {sum(capacity)} hidden cards, but {len(allowed)} are hidden"
            )
        places = (1 << len(capacity)) - 1
        for c, slots in allowed.items():
            if slots & ~places:
                raise ValueError(f"card {c} is allowed in a place that does not exist")
        self.capacity: tuple[int, ...] = tuple(capacity)
        self.allowed: dict[int, int] = dict(allowed)
        self.fallback: dict[int, int] | None = None if fallback is None else dict(fallback)
        self.order: list[int] = sorted(allowed, key=lambda c: (allowed[c].bit_count(), c))
        """The dealing order: most constrained cards first."""

    @property
    def places(self) -> int:
        """How many places the model has."""
        return len(self.capacity)

    def deal_once(self, rng: random.Random, relaxed: bool = False) -> list[int] | None:
        """One attempt: the hidden cards of each place (bitmasks), or None when it failed."""
        cap = list(self.capacity)
        out = [0] * len(cap)
        allowed = self.fallback if relaxed and self.fallback is not None else self.allowed
        for c in self.order:
            slots = allowed[c]
            total = 0
            m = slots
            while m:
                low = m & -m
                total += cap[low.bit_length() - 1]
                m ^= low
            if total <= 0:
                return None
            r = rng.randrange(total)
            m = slots
            while m:
                low = m & -m
                i = low.bit_length() - 1
                m ^= low
                r -= cap[i]
                if r < 0:
                    cap[i] -= 1
                    out[i] |= 1 << c
                    break
        return out

    def deal(self, rng: random.Random) -> list[int]:
        """The hidden cards of each place: a random assignment that fits the constraints."""
        for _ in range(TRIES):
            out = self.deal_once(rng)
            if out is not None:
                return out
        if self.fallback is not None:
            for _ in range(TRIES):
                out = self.deal_once(rng, relaxed=True)
                if out is not None:
                    return out
        out = self.deal_feasible(rng)
        if out is not None:
            return out
        raise NoConsistentDeal("no deal of the hidden cards fits what the seat knows")

    def deal_feasible(self, rng: random.Random) -> list[int] | None:
        """A deal that fits whenever one exists (None: none does), for the rare constraints
        under which random attempts nearly always fail (e.g. a few cards that fit only one
        place that other cards could also take).

        Cards go in the dealing order, each to a place drawn in proportion to its room among
        the places that leave the rest dealable. Dealable means, by Hall's theorem for
        places with capacities: for every set of places, the cards allowed only there are no
        more than the room those places have left. About a millisecond per deal."""
        k = len(self.capacity)
        subsets = 1 << k
        cap = list(self.capacity)
        room = [sum(cap[i] for i in range(k) if s >> i & 1) for s in range(subsets)]
        inside = [0] * subsets  # cards still to deal allowed only within each set of places
        for c in self.order:
            a = self.allowed[c]
            for s in range(subsets):
                if s & a == a:
                    inside[s] += 1
        if any(inside[s] > room[s] for s in range(subsets)):
            return None
        out = [0] * k
        for c in self.order:
            a = self.allowed[c]
            for s in range(subsets):
                if s & a == a:
                    inside[s] -= 1
            ok: list[int] = []
            for i in cards_of(a):
                if cap[i] and all(
                    inside[s] <= room[s] - (s >> i & 1) for s in range(subsets) if s >> i & 1
                ):
                    ok.append(i)
            if not ok:
                return None  # cannot happen while the rest was dealable
            r = rng.randrange(sum(cap[i] for i in ok))
            for i in ok:
                r -= cap[i]
                if r < 0:
                    break
            cap[i] -= 1
            out[i] |= 1 << c
            for s in range(subsets):
                if s >> i & 1:
                    room[s] -= 1
        return out

    def fits(self, dealt: Sequence[int]) -> bool:
        """Whether an assignment (one bitmask per place) respects every card and count."""
        if len(dealt) != len(self.capacity):
            return False
        seen = 0
        for p, mask in enumerate(dealt):
            if seen & mask or mask.bit_count() != self.capacity[p]:
                return False
            seen |= mask
        if seen != mask_of(self.allowed):
            return False
        return all(any(dealt[p] >> c & 1 for p in cards_of(self.allowed[c])) for c in self.allowed)
