"""Soft evidence from the card play: how well a sampled deal explains the cards played.

A player's card says something about the cards he kept: a partner who throws a queen onto a
trick his side holds probably has no king of that suit, a player who does not take a rich
trick probably cannot take it safely. The computer players of a level that asks for it weight
each sampled deal by how often the rules of thumb (:func:`engine.slovenian.ai.playout.play_card`),
playing the other seats' hands of that deal as they were at the time, would have played the
very cards those seats did play: each card the rules of thumb would not have played (nor one
interchangeable with it) multiplies the deal's weight by :data:`MISS_WEIGHT`. Soft, because
a real player is no rule of thumb; a deal that contradicts the play is made rarer, never
impossible (the hard constraints — voids, failures to beat — are the sampler's).
"""

from __future__ import annotations

from typing import Final

from engine.slovenian.ai.playout import known_side_mask, play_card
from engine.slovenian.cards import MOND, PAGAT, SKIS, SUIT, VALUE
from engine.slovenian.contracts import Contract
from engine.slovenian.state import NO_CARD, NO_SEAT, DealState, Phase

MISS_WEIGHT: Final = 0.5
"""Plausibility factor per card played that the rules of thumb would not have played."""

_TRULA: Final = (1 << PAGAT) | (1 << MOND) | (1 << SKIS)


def interchangeable(a: int, b: int, live: int) -> bool:
    """Whether cards ``a`` and ``b`` would end every trick alike: one suit, one counting value
    of 1 (pips and small taroks, never the trula), and no card ranking between them in
    ``live`` (the cards still held by the other seats)."""
    if a == b:
        return True
    if SUIT[a] != SUIT[b] or VALUE[a] != 1 or VALUE[b] != 1 or _TRULA >> a & 1 or _TRULA >> b & 1:
        return False
    lo, hi = min(a, b), max(a, b)
    between = ((1 << hi) - 1) & ~((2 << lo) - 1)
    return between & live == 0


def play_weight(s: DealState, me: int, tricks_back: int, miss: float = MISS_WEIGHT) -> float:
    """The plausibility of sampled deal ``s`` given the cards the seats other than ``me``
    played in the current trick and the last ``tricks_back`` finished ones (1 = every one
    of them is the rules of thumb's card in ``s``; each other card a factor ``miss``).

    The hands of ``s`` are rebuilt backwards, play by play: before a play the player held
    his hand of ``s`` and every card he played since. The sides are those the player knew:
    before the called card fell the partner was secret.
    """
    if s.phase != Phase.PLAY or s.contract is None:
        return 1.0
    n = s.n
    scratch = s.clone()
    hands = scratch.hands
    # A partner (not the declarer himself) who is known now was secret until the called card
    # fell — unless an announcement showed him earlier, which a sampled deal does not tell:
    # the plays before the called card are then read as if he had still been secret.
    secret_before = (
        s.contract != Contract.KLOP
        and s.called != NO_CARD
        and s.partner != NO_SEAT
        and s.known == s.all_seats()
    )
    called_later = False
    weight = 1.0
    plays = [(s.leader, tuple(s.trick))]
    recent = s.tricks[max(0, len(s.tricks) - tricks_back) :]
    plays += [(t.leader, t.cards) for t in reversed(recent)]
    for leader, cards in plays:
        for i in range(len(cards) - 1, -1, -1):
            seat = (leader + i) % n
            card = cards[i]
            hands[seat] |= 1 << card
            if card == s.called:
                called_later = True
            if seat == me:
                continue
            scratch.leader = leader
            scratch.trick = list(cards[:i])
            scratch.to_move = seat
            # The partner showed himself with the called card: before it he was secret.
            scratch.known = 1 << s.declarer if secret_before and called_later else s.known
            guess = play_card(scratch, known_side_mask(scratch, seat))
            if guess != card:
                live = 0
                for q in range(n):
                    if q != seat:
                        live |= hands[q]
                if not interchangeable(guess, card, live):
                    weight *= miss
    return weight
