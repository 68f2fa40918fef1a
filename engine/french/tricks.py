"""Playing the tricks: what may be played, who wins, and where the Excuse ends up.

* Forehand leads the first trick, or the taker after announcing a chelem; the winner of a
  trick leads the next. Five players with the ladder call: the first card of the deal may
  not be of the called card's suit unless it is the called card (or the leader holds
  nothing else).
* A suit led: follow suit with any card of it. Void: play a trump, higher than every trump
  already in the trick if you can. Trump led: play a higher trump if you can (over a
  partner's too), else any trump. With neither the suit nor a trump: any card.
* The Excuse may be played to any trick instead of what the rules above require. Led, it
  lets the next card set the suit. It never wins a trick, except when led to the last trick
  by a player whose side has won every earlier trick (the chelem rule).
* Played to a trick before the last, the Excuse goes back to its player's side (into his
  pile); when the other side won that trick the Excuse's side gives a low card for it, which
  the scorer counts as ½ point (:mod:`engine.french.facts`). Played to the last trick (but
  for the chelem rule) it goes with the trick to whoever wins it.
"""

from __future__ import annotations

from engine.french import actions as A
from engine.french.actions import Action
from engine.french.cards import EXCUSE, EXCUSE_BIT, SUIT, SUIT_MASKS, TRUMP_MASK, TRUMPS
from engine.french.state import FrenchState, Phase, Trick


def start(s: FrenchState) -> None:
    """Set up the first trick: forehand leads, or the taker after an announced chelem."""
    s.phase = Phase.PLAY
    s.leader = s.taker if s.chelem else s.forehand
    s.to_move = s.leader
    s.trick = []
    s.trick_mask = 0


def playable(s: FrenchState) -> int:
    """Bitmask of the cards the player on turn may play."""
    hand = s.hands[s.to_move]
    trick = s.trick
    if not trick:
        if s.lead_bar and not s.tricks:
            # The first card of the deal: not of the called card's suit unless it is the
            # called card, or the leader holds nothing else (five players, ladder call).
            others = hand & ~s.lead_bar
            if others:
                return others | (hand & 1 << s.called)
        return hand
    tm = s.trick_mask
    if tm == EXCUSE_BIT:
        return hand  # the Excuse was led: this card sets the suit
    led = trick[1] if trick[0] == EXCUSE else trick[0]
    suit = SUIT[led]
    excuse = hand & EXCUSE_BIT
    if suit != TRUMPS:
        follow = hand & SUIT_MASKS[suit]
        if follow:
            return follow | excuse
    trumps = hand & TRUMP_MASK
    if not trumps:
        return hand
    high = tm & TRUMP_MASK
    if high:
        over = trumps & ~((1 << high.bit_length()) - 1)
        if over:
            return over | excuse
    return trumps | excuse


def legal_plays(s: FrenchState) -> list[Action]:
    """One action per playable card."""
    out: list[Action] = []
    m = playable(s)
    plays = A.PLAYS
    while m:
        low = m & -m
        out.append(plays[low.bit_length() - 1])
        m ^= low
    return out


def winning_card(cards: tuple[int, ...] | list[int], mask: int) -> int:
    """The card that wins a trick (``mask`` holds its cards): the highest trump, else the
    highest card of the suit led (set by the first card that is not the Excuse)."""
    trumps = mask & TRUMP_MASK
    if trumps:
        return trumps.bit_length() - 1
    led = cards[1] if cards[0] == EXCUSE else cards[0]
    return (mask & SUIT_MASKS[SUIT[led]]).bit_length() - 1


def apply_play(s: FrenchState, action: Action) -> tuple[Trick | None, bool]:
    """Play a card. Returns the trick if this card completed one, and whether the deal is over."""
    p = s.to_move
    card = action.arg
    bit = 1 << card
    s.hands[p] &= ~bit
    s.trick.append(card)
    s.trick_mask |= bit
    if card == s.called:
        s.revealed = True  # the partner (or the lone taker) shows himself
    if len(s.trick) < s.n:
        s.to_move = (p + 1) % s.n
        return None, False
    return _finish_trick(s)


def _finish_trick(s: FrenchState) -> tuple[Trick, bool]:
    cards = tuple(s.trick)
    won = s.trick_mask
    n = s.n
    leader = s.leader
    last = len(s.tricks) == s.hand_size - 1
    attack = s.attack()
    winner = (leader + cards.index(winning_card(cards, won))) % n
    if won & EXCUSE_BIT:
        if last:
            if cards[0] == EXCUSE and _side_won_all(s, leader, attack):
                winner = leader  # the chelem rule: the Excuse wins the last trick
        else:
            # The Excuse goes back to its player's side (the scorer settles the exchange).
            by = (leader + cards.index(EXCUSE)) % n
            s.piles[by] |= EXCUSE_BIT
            won &= ~EXCUSE_BIT
            s.excuse_by = by
            s.excuse_to = winner
    s.piles[winner] |= won
    if attack >> winner & 1:
        s.attack_tricks += 1
    trick = Trick(leader, cards, winner)
    s.tricks = (*s.tricks, trick)
    s.trick = []
    s.trick_mask = 0
    s.leader = winner
    s.to_move = winner
    return trick, last


def _side_won_all(s: FrenchState, seat: int, attack: int) -> bool:
    if attack >> seat & 1:
        return s.attack_tricks == len(s.tricks)
    return s.attack_tricks == 0
