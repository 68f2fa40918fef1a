"""The called tarok, the talon and the discards.

* **Call** (first and second bid): the XIX; a declarer holding the XIX may call instead any of
  XVIII, XVII, XVI he does not hold, or the XIX itself to play alone without telling anyone;
  holding all of XIX … XVI he must call the XIX. The holder of the called tarok is the secret
  partner. The talon's distribution is fixed in advance, so the call also settles a called
  tarok in the talon: in t1–t4 the declarer draws it and plays alone, as t5 or t6 the player
  who draws it is the partner.
* **First and second bid**: the declarer takes t1–t4 and lays four cards aside; then t5 goes
  to the next player (declarer + 1), who lays one card aside; then t6 to the one after
  (declarer + 2), likewise. Each player's cards laid aside count for his own side. With the
  called tarok among t1–t4 a first bid may be **conceded** instead of the first card laid
  aside; t5 and t6 are then never given out.
* **Third bid**: t1–t3 are turned face up; the declarer takes them (stage 1: t4–t6 go to the
  opponents unseen) or turns t4–t6 too and takes t4–t6 (stage 2) or t1–t3 (stage 3); the
  half he leaves goes to the opponents. Then he lays three cards aside.
* **Solo**: no exchange; the six talon cards go to the opponents unseen.
* Never laid aside: a five-point card (Škýz, XXI, I, the kings) or the called tarok.
"""

from __future__ import annotations

from engine.czech import actions as A
from engine.czech.actions import Action
from engine.czech.cards import FIVE_POINT_MASK, XIX, XVI, XVII, XVIII, iter_cards
from engine.czech.contracts import Contract
from engine.czech.state import NO_CARD, NO_SEAT, OPPONENTS, PLAYERS, DealState, Phase

_LOWER_CALLS = (XVIII, XVII, XVI)
_XIX_TO_XVI = (1 << XIX) | (1 << XVIII) | (1 << XVII) | (1 << XVI)


def legal_calls(s: DealState) -> list[Action]:
    """The taroks the declarer may call."""
    hand = s.hands[s.declarer]
    out = [A.CALLS[XIX]]
    if hand >> XIX & 1 and hand & _XIX_TO_XVI != _XIX_TO_XVI:
        out.extend(A.CALLS[c] for c in _LOWER_CALLS if not hand >> c & 1)
    return out


def called_holder(s: DealState, card: int) -> int:
    """Who holds ``card`` once the talon is given out: its holder now, or its taker."""
    for p in range(PLAYERS):
        if s.hands[p] >> card & 1:
            return p
    i = s.talon.index(card)
    if i < 4:
        return s.declarer
    return (s.declarer + i - 3) % PLAYERS


def apply_call(s: DealState, action: Action) -> None:
    """Record the call; the declarer takes t1–t4 and starts laying cards aside."""
    card = action.arg
    s.called = card
    holder = called_holder(s, card)
    s.partner = NO_SEAT if holder == s.declarer else holder
    _give(s, s.declarer, (0, 1, 2, 3))
    s.phase = Phase.DISCARD
    s.to_move = s.declarer
    s.discards_left = 4


def _give(s: DealState, seat: int, positions: tuple[int, ...]) -> None:
    taken = list(s.talon_to)
    for i in positions:
        bit = 1 << s.talon[i]
        s.hands[seat] |= bit
        s.talon_left &= ~bit
        taken[i] = seat
    s.talon_to = tuple(taken)


def may_concede(s: DealState) -> bool:
    """A first bid with the called tarok in t1–t4, before the first card is laid aside."""
    return (
        s.contract == Contract.FIRST
        and s.to_move == s.declarer
        and s.discards_left == 4
        and s.called in s.talon[:4]
    )


def discardable(s: DealState) -> int:
    """Bitmask of the cards the player on turn may lay aside."""
    allowed = s.hands[s.to_move] & ~FIVE_POINT_MASK
    if s.called != NO_CARD:
        allowed &= ~(1 << s.called)
    return allowed


def legal_discards(s: DealState) -> list[Action]:
    """One action per card that may be laid aside, and the concession where it is open."""
    out = [A.DISCARDS[c] for c in iter_cards(discardable(s))]
    if may_concede(s):
        out.append(A.CONCEDE)
    return out


def apply_discard(s: DealState, action: Action) -> bool:
    """Lay one card aside; True when the whole exchange is over.

    After the declarer of a first or second bid, t5 goes to the next player and then t6 to
    the one after, each laying one card aside in turn.
    """
    p = s.to_move
    bit = 1 << action.arg
    s.hands[p] &= ~bit
    s.discards[p] |= bit
    s.discards_left -= 1
    if s.discards_left:
        return False
    if s.contract in (Contract.FIRST, Contract.SECOND):
        step = (p - s.declarer) % PLAYERS
        if step < 2:
            nxt = (p + 1) % PLAYERS
            _give(s, nxt, (4 + step,))
            s.to_move = nxt
            s.discards_left = 1
            return False
    return True


def start_third(s: DealState) -> None:
    """Third bid: t1–t3 are turned face up for everyone; the declarer chooses."""
    s.phase = Phase.TALON
    s.to_move = s.declarer
    s.turned = 3


def legal_talon(s: DealState) -> list[Action]:
    """Take t1–t3 at stage 1 or turn t4–t6; once turned, stage 2 (t4–t6) or 3 (t1–t3)."""
    if s.turned == 3:
        return [A.STAGES[0], A.TURN]
    return [A.STAGES[1], A.STAGES[2]]


def apply_turn(s: DealState) -> None:
    """Turn t4–t6 face up."""
    s.turned = 6


def apply_stage(s: DealState, action: Action) -> tuple[int, ...]:
    """Take a half at the chosen stage; the other half goes to the opponents' pile.

    Returns the talon positions taken.
    """
    stage = action.arg + 1
    s.stage = stage
    taken = (3, 4, 5) if stage == 2 else (0, 1, 2)
    _give(s, s.declarer, taken)
    _to_opponents(s)
    s.phase = Phase.DISCARD
    s.to_move = s.declarer
    s.discards_left = 3
    return taken


def _to_opponents(s: DealState) -> None:
    s.opp_talon |= s.talon_left
    s.talon_left = 0
    s.talon_to = tuple(OPPONENTS if t == NO_SEAT else t for t in s.talon_to)


def start_solo(s: DealState) -> None:
    """Solo: the whole talon goes to the opponents, unseen."""
    _to_opponents(s)
