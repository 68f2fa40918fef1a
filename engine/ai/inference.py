"""What a seat can read from the tricks of any tarok family's view.

Every tarok game obliges a player to follow the suit led and, holding none, to play a trump:
a player who did neither has shown a void. These helpers read such facts from the fields every
view has (:class:`~engine.core.family.ViewLike`) and the family's :class:`~engine.core.deck.Deck`;
a family's knowledge adds its own inferences (must-beat rules, exposed talons, …) on top.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.core.deck import Deck
from engine.core.family import ViewLike


def tricks_seen(view: ViewLike) -> list[tuple[int, tuple[int, ...]]]:
    """Every trick of the deal so far as (leader, cards in play order), the current one last."""
    out = [(t.leader, tuple(t.cards)) for t in view.tricks]
    if view.trick:
        out.append((view.leader, tuple(view.trick)))
    return out


def played_cards(view: ViewLike) -> int:
    """Bitmask of every card played so far (finished tricks and the current one)."""
    m = 0
    for _, cards in tricks_seen(view):
        for c in cards:
            m |= 1 << c
    return m


def follow_voids(
    deck: Deck,
    players: int,
    tricks: Sequence[tuple[int, tuple[int, ...]]],
    *,
    trump_when_void: bool = True,
) -> list[int]:
    """The cards each seat has shown it does not hold, by the follow-suit rule.

    A player who did not follow the suit led holds no card of it; with ``trump_when_void``
    (the rule of every tarok game) one who played neither that suit nor a trump holds no trump
    either. The Excuse, where the deck has one, may be played at any time and shows nothing;
    a trick it leads is led by the next card.
    """
    out = [0] * players
    trump = deck.trump_suit
    trumps = deck.trump_mask
    suits = deck.suits
    excuse = deck.excuse
    for leader, cards in tricks:
        first = 0
        while first < len(cards) and cards[first] == excuse:
            first += 1
        if first >= len(cards):
            continue
        led = suits[cards[first]]
        led_mask = deck.suit_mask(led)
        for i in range(first + 1, len(cards)):
            c = cards[i]
            if c == excuse:
                continue
            sc = suits[c]
            if sc != led:
                q = (leader + i) % players
                out[q] |= led_mask
                if trump_when_void and sc != trump:
                    out[q] |= trumps
    return out


def higher_in_suit(deck: Deck, card: int) -> int:
    """Bitmask of the cards of ``card``'s suit that rank above it."""
    suit = deck.suits[card]
    rank = deck.ranks[card]
    m = 0
    for c in range(deck.size):
        if deck.suits[c] == suit and deck.ranks[c] > rank:
            m |= 1 << c
    return m
