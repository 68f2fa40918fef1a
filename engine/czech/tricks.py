"""Playing the tricks.

* The declarer leads the first trick; the winner of a trick leads the next. 12 tricks, all of
  them played (no deal ends early once play has begun).
* Follow suit if you can; if you cannot, play a tarok; with neither, play any card. There is
  no obligation to play higher, and no special rule for the Pagát, the Mond or the Škýz.
* The highest tarok wins the trick; without a tarok, the highest card of the suit led.
"""

from __future__ import annotations

from engine.czech import actions as A
from engine.czech.actions import Action
from engine.czech.cards import SUIT, SUIT_MASKS, TAROK_MASK, TAROKS
from engine.czech.state import PLAYERS, DealState, Phase, Trick


def winning_index(cards: list[int] | tuple[int, ...]) -> int:
    """Index (in play order) of the card that wins these cards as a trick so far."""
    led = SUIT[cards[0]]
    best = 0
    best_card = cards[0]
    best_suit = led
    for i in range(1, len(cards)):
        c = cards[i]
        sc = SUIT[c]
        # Card numbers rise with rank inside a suit and along the taroks.
        if sc == best_suit:
            if c > best_card:
                best, best_card = i, c
        elif sc == TAROKS:
            best, best_card, best_suit = i, c, TAROKS
    return best


def playable(s: DealState) -> int:
    """Bitmask of the cards the player on turn may play."""
    hand = s.hands[s.to_move]
    if not s.trick:
        return hand
    follow = hand & SUIT_MASKS[SUIT[s.trick[0]]]
    if follow:
        return follow
    return hand & TAROK_MASK or hand


def legal_plays(s: DealState) -> list[Action]:
    """One action per playable card."""
    out: list[Action] = []
    plays = A.PLAYS
    m = playable(s)
    while m:
        low = m & -m
        out.append(plays[low.bit_length() - 1])
        m ^= low
    return out


def start(s: DealState) -> None:
    """The declarer leads the first trick."""
    s.phase = Phase.PLAY
    s.leader = s.declarer
    s.to_move = s.declarer
    s.trick = []


def apply_play(s: DealState, action: Action) -> Trick | None:
    """Play a card; returns the trick if this card completed one."""
    p = s.to_move
    card = action.arg
    s.hands[p] &= ~(1 << card)
    s.trick.append(card)
    if card == s.called:
        s.revealed = True  # the called tarok shows its holder's side
    if len(s.trick) < PLAYERS:
        s.to_move = (p + 1) % PLAYERS
        return None
    cards = tuple(s.trick)
    winner = (s.leader + winning_index(cards)) % PLAYERS
    won = 0
    for c in cards:
        won |= 1 << c
    s.piles[winner] |= won
    trick = Trick(s.leader, cards, winner)
    s.tricks = (*s.tricks, trick)
    s.trick = []
    s.leader = winner
    s.to_move = winner
    return trick
