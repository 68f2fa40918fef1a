"""Card play by rules of thumb, and fast playouts of a deal to its end.

The card-play policy is the classic one:

* positive games: the declarer's side draws the opponents' taroks — with a sure top tarok
  (the Škis and the Mond only when nothing else is left to draw with), or with a middle one
  while it holds more taroks than any opponent — then cashes a king when the suit is still
  safe, and leads low toward the partner's king; follow by
  giving points (schmear) to a partner who holds the trick, taking a trick with the cheapest
  safe card (a king when it is safe), and otherwise throwing the cheapest card — never a
  king or the Pagat when something else will do;
* the emperor trick: the Pagat is played onto the Škis and the Mond;
* an announced pagat ultimo keeps the Pagat for the last trick;
* negative games (klop, beggar): duck with the highest card that does not win; when a trick
  cannot be avoided take it with the highest card; the beggar's opponents lead low cards in
  suits the declarer still holds.

:func:`play_card` reads the hands of the seats still to play only to decide whether a card
is safe; on a sampled state (the computer players never see real hidden hands) that is a
guess consistent with everything the seat knows. :func:`rollout` plays a state to the end in
place with these rules and the phase heuristics of :mod:`engine.slovenian.ai.heuristics`.
"""

from __future__ import annotations

from engine.slovenian import actions as A
from engine.slovenian.actions import Action, Item
from engine.slovenian.ai import heuristics as H
from engine.slovenian.cards import (
    MOND,
    NUM_CARDS,
    PAGAT,
    RANK,
    SKIS,
    SUIT,
    SUIT_MASKS,
    TAROK_MASK,
    TAROKS,
    VALUE,
)
from engine.slovenian.contracts import BEGGARS, Contract, info
from engine.slovenian.game import apply_unchecked, legal_actions
from engine.slovenian.state import DealState, Phase
from engine.slovenian.tricks import playable, winning_index

_NEGATIVE = tuple(info(c).negative for c in Contract)
_CALLS_KING = tuple(info(c).calls_king for c in Contract)
_PLAYS = A.PLAYS
_PAGAT_BIT = 1 << PAGAT
_MOND_BIT = 1 << MOND
_SKIS_BIT = 1 << SKIS
_SKIS_MOND = _SKIS_BIT | _MOND_BIT

# Bitmask of the cards of the same suit ranking above each card (card indices grow with rank).
_HIGHER: tuple[int, ...] = tuple(SUIT_MASKS[SUIT[c]] & ~((2 << c) - 1) for c in range(NUM_CARDS))
_LOWER: tuple[int, ...] = tuple(SUIT_MASKS[SUIT[c]] & ((1 << c) - 1) for c in range(NUM_CARDS))


def _cost(c: int) -> float:
    """What it costs to throw a card onto a lost trick (keep kings, the trula, high taroks)."""
    if SUIT[c] == TAROKS:
        if c == SKIS:
            return 40.0
        if c == MOND:
            return 30.0
        if c == PAGAT:
            return 14.0  # save the Pagat
        return 2.0 + c * 0.35
    r = RANK[c]
    return (12.0, 6.0, 4.5, 3.0)[7 - r] if r >= 4 else 1.0 + r * 0.1


COST: tuple[float, ...] = tuple(_cost(c) for c in range(NUM_CARDS))
"""Cost of throwing each card away (a small tarok is cheap, a king dear)."""


def _cards(mask: int) -> list[int]:
    out: list[int] = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def _beats(c: int, best: int, cv: bool) -> bool:
    sc = SUIT[c]
    sb = SUIT[best]
    if sc == sb:
        return RANK[c] > RANK[best]
    return not cv and sc == TAROKS


def _safe(s: DealState, card: int, led: int, later_enemies: list[int], cv: bool) -> bool:
    """Whether ``card``, winning the trick now, stays the winner against the later enemies."""
    higher = _HIGHER[card]
    card_tarok = SUIT[card] == TAROKS
    led_mask = SUIT_MASKS[led]
    for q in later_enemies:
        h = s.hands[q]
        follow = h & led_mask
        if follow:
            if SUIT[card] == led and follow & higher:
                return False
            continue
        if cv:
            continue
        taroks = h & TAROK_MASK
        if taroks and (not card_tarok or taroks & higher):
            return False
    return True


def _cheapest(cands: list[int]) -> int:
    return min(cands, key=lambda c: (COST[c], c))


def play_card(s: DealState, friends: int) -> int:
    """The card the seat on turn plays by rules of thumb (``friends``: seats of its side)."""
    legal = playable(s)
    if legal & (legal - 1) == 0:
        return legal.bit_length() - 1
    c = s.contract
    assert c is not None
    if _NEGATIVE[c]:
        return _play_negative(s, legal)
    return _play_positive(s, legal, friends)


# -- positive games --------------------------------------------------------------------------


def _play_positive(s: DealState, legal: int, friends: int) -> int:
    p = s.to_move
    hand = s.hands[p]
    n = s.n
    trick = s.trick
    cv = s.contract == Contract.COLOUR_VALAT
    # An announced pagat ultimo: the Pagat waits for the last trick.
    keep_pagat = s.announced[Item.PAGAT_ULTIMO] == p
    if keep_pagat and legal & ~_PAGAT_BIT and hand.bit_count() > 1:
        legal &= ~_PAGAT_BIT
    if not trick:
        return _lead_positive(s, p, hand, legal, friends, cv)
    rules = s.rules
    led = SUIT[trick[0]]
    in_trick = 0
    points = 0
    for x in trick:
        in_trick |= 1 << x
        points += VALUE[x]
    if legal & _PAGAT_BIT and in_trick & _SKIS_MOND == _SKIS_MOND and not cv:
        return PAGAT  # the emperor trick: the Pagat takes the Škis and the Mond
    widx = winning_index(trick, cv, rules)
    best = trick[widx]
    wseat = (s.leader + widx) % n
    later_enemies = [
        q for q in ((p + i) % n for i in range(1, n - len(trick))) if not friends >> q & 1
    ]
    cands = _cards(legal)
    if not legal & ~_PAGAT_BIT:
        return PAGAT
    if legal & _PAGAT_BIT and len(cands) > 1:
        # Save the Pagat unless it can be banked safely on the partner's trick.
        cands.remove(PAGAT)
    if friends >> wseat & 1:
        if _safe(s, best, led, later_enemies, cv):
            return _schmear(cands, in_trick, best, legal)
        beaters = [x for x in cands if _beats(x, best, cv) and _safe(s, x, led, later_enemies, cv)]
        if beaters and points >= 4:
            return _cheapest(beaters)
        return _cheapest(cands)
    beaters = [x for x in cands if _beats(x, best, cv)]
    if beaters:
        safe = [x for x in beaters if _safe(s, x, led, later_enemies, cv)]
        if safe:
            pick = _cheapest(safe)
            # A Škis or Mond is a sure trick anyway: keep it for a richer one — but a Mond
            # whose Škis is still with an opponent is taken now, while it is safe.
            if (
                pick not in (SKIS, MOND)
                or points >= 4
                or len(safe) == len(cands)
                or (pick == MOND and _skis_with(s, ~friends & ~(1 << p)))
            ):
                if not (pick == MOND and in_trick & _SKIS_BIT):
                    return pick
        elif points >= 6:
            top = max(beaters, key=lambda x: (SUIT[x] == TAROKS, RANK[x]))
            if SUIT[top] == TAROKS and top >= 16 and top != MOND:
                return top  # fight for a rich trick with a high tarok
    return _cheapest(cands)


def _skis_with(s: DealState, seats: int) -> bool:
    """Whether one of ``seats`` holds the Škis."""
    return any(seats >> q & 1 and s.hands[q] & _SKIS_BIT for q in range(s.n))


def _schmear(cands: list[int], in_trick: int, best: int, legal: int) -> int:
    """Give points to a partner who holds the trick (never the Škis; the Mond only safely)."""

    def key(x: int) -> tuple[float, int]:
        if x == SKIS:
            return (-50.0, 0)
        if x == MOND:
            return (-40.0, 0) if best == SKIS or in_trick & _SKIS_BIT else (-5.0, 0)
        if SUIT[x] == TAROKS:
            return (-1.0 - x * 0.1, 0)  # a small tarok when there is nothing to give
        return (float(VALUE[x]), RANK[x])

    if legal & _PAGAT_BIT:
        cands = [*cands, PAGAT]
        pick = max(cands, key=lambda x: (9.0, 0) if x == PAGAT else key(x))
        return pick
    return max(cands, key=key)


def _lead_positive(s: DealState, p: int, hand: int, legal: int, friends: int, cv: bool) -> int:
    n = s.n
    others = 0
    enemy_hands = 0
    enemies: list[int] = []
    for q in range(n):
        if q == p:
            continue
        others |= s.hands[q]
        if not friends >> q & 1:
            enemy_hands |= s.hands[q]
            enemies.append(q)
    declarer_side = bool(s.declarer_side() >> p & 1)
    my_taroks = legal & TAROK_MASK & ~_PAGAT_BIT
    if declarer_side and my_taroks and not cv:
        # Only the declarer's side draws taroks (its kings then stand); the opponents keep
        # theirs to trump the declarer's suits.
        top = my_taroks.bit_length() - 1
        sure = not others & TAROK_MASK & _HIGHER[top]
        if (
            sure
            and enemy_hands & TAROK_MASK
            and (top not in (SKIS, MOND) or not my_taroks & ~_SKIS_MOND)
        ):
            # Pull with a sure winner, but the Škis and the Mond win a trick whenever they
            # fall: they wait for a rich one while another tarok can do the drawing.
            return top
        my_count = (hand & TAROK_MASK).bit_count()
        enemy_max = max(((s.hands[q] & TAROK_MASK).bit_count() for q in enemies), default=0)
        if 0 < enemy_max < my_count:
            low = [x for x in _cards(my_taroks) if x not in (MOND, SKIS)]
            if low:
                # More taroks than any opponent: draw theirs, before cashing kings, with a
                # middle one (the lowest gives the trick away cheaply, the highest are needed
                # later).
                return low[len(low) // 2]
    # Cash a sure suit winner (a king while nobody on the other side can trump it).
    best_cash = -1
    best_val = -1
    for suit in range(4):
        m = legal & SUIT_MASKS[suit]
        if not m:
            continue
        top = m.bit_length() - 1
        if others & _HIGHER[top]:
            continue
        ok = True
        for q in enemies:
            h = s.hands[q]
            if not h & SUIT_MASKS[suit] and h & TAROK_MASK and not cv:
                ok = False
                break
        if ok and VALUE[top] > best_val:
            best_cash, best_val = top, VALUE[top]
    if best_cash >= 0 and best_val >= 2:
        return best_cash
    # Declarer: lead a low card toward the called king while the partner is unknown.
    if p == s.declarer and s.called >= 0 and friends == 1 << p:
        called_suit = SUIT[s.called]
        m = legal & SUIT_MASKS[called_suit] & ~(1 << s.called)
        if called_suit != TAROKS and m:
            return (m & -m).bit_length() - 1
    # Otherwise a cheap card from a short suit without a king (to void it and trump later).
    suits = [x for x in _cards(legal) if SUIT[x] != TAROKS or cv]
    if suits:

        def lead_key(x: int) -> tuple[float, int]:
            suit_len = (hand & SUIT_MASKS[SUIT[x]]).bit_count()
            return (COST[x] + 0.6 * suit_len, x)

        return min(suits, key=lead_key)
    cands = _cards(legal)
    cheap = [x for x in cands if x not in (MOND, SKIS)] or cands
    return _cheapest(cheap)


# -- negative games (klop, beggar, open beggar) ----------------------------------------------


def _play_negative(s: DealState, legal: int) -> int:
    p = s.to_move
    trick = s.trick
    n = s.n
    cands = _cards(legal)
    beggar_defence = s.contract in BEGGARS and p != s.declarer
    if not trick:
        if beggar_defence:
            return _lead_against_beggar(s, p, cands)
        return _lead_duck(s, p, cands)
    widx = winning_index(trick, False, s.rules)
    best = trick[widx]
    wseat = (s.leader + widx) % n
    winners = [x for x in cands if _beats(x, best, False)]
    losers = [x for x in cands if not _beats(x, best, False)]
    last = len(trick) == n - 1
    if beggar_defence:
        d = s.declarer
        declarer_played = (d - s.leader) % n < len(trick)
        if declarer_played:
            if wseat == d and losers:
                return max(losers, key=lambda x: (RANK[x], SUIT[x] == TAROKS))
            if wseat == d:
                return min(winners, key=lambda x: RANK[x])
            return max(cands, key=lambda x: (SUIT[x] == TAROKS, RANK[x]))
        return min(cands, key=lambda x: (SUIT[x] == TAROKS, RANK[x]))
    if losers and not winners:
        # Duck with the highest card that loses; in klop give away points while at it.
        if s.contract == Contract.KLOP:
            return max(losers, key=lambda x: (VALUE[x], RANK[x]))
        return max(losers, key=lambda x: (RANK[x], VALUE[x]))
    if last:
        # The trick is ours anyway: few points in it, and rid the hand of a high card.
        return min(winners, key=lambda x: (VALUE[x], -RANK[x]))
    return min(winners, key=lambda x: (VALUE[x] >= 4, RANK[x]))


def _lead_duck(s: DealState, p: int, cands: list[int]) -> int:
    others = 0
    for q in range(s.n):
        if q != p:
            others |= s.hands[q]

    def risk(x: int) -> tuple[float, int]:
        suit_others = others & SUIT_MASKS[SUIT[x]]
        if not suit_others:
            trumps = SUIT[x] != TAROKS and others & TAROK_MASK
            return (0.2 if trumps else 1.0, RANK[x])
        above = (suit_others & _HIGHER[x]).bit_count()
        return (1.0 - above / suit_others.bit_count(), RANK[x])

    return min(cands, key=risk)


def _lead_against_beggar(s: DealState, p: int, cands: list[int]) -> int:
    dhand = s.hands[s.declarer]

    def key(x: int) -> tuple[int, int]:
        dsuit = dhand & SUIT_MASKS[SUIT[x]]
        if not dsuit:
            return (1, RANK[x])
        dlow = (dsuit & -dsuit).bit_length() - 1
        return (0 if dlow > x else 1, RANK[x])

    return min(cands, key=key)


# -- whole deals -----------------------------------------------------------------------------


def side_mask(s: DealState, seat: int) -> int:
    """The seats on ``seat``'s side in the (sampled) state (itself alone in klop)."""
    c = s.contract
    if c is None or c == Contract.KLOP:
        return 1 << seat
    d = s.declarer_side()
    return d if d >> seat & 1 else s.all_seats() & ~d


def known_side_mask(s: DealState, seat: int) -> int:
    """The seats ``seat`` knows to be on its side in ``s`` (itself included).

    The partner is secret until the called card is played (or a call reveals him): the
    declarer then knows only himself, an opponent only himself and the seats publicly shown
    to be opponents; the called card's holder knows everything.
    """
    c = s.contract
    if c is None or c == Contract.KLOP:
        return 1 << seat
    full = s.all_seats()
    if s.known == full or seat == s.called_holder or not _CALLS_KING[c] or s.n == 3:
        return side_mask(s, seat)
    if seat == s.declarer:
        return 1 << seat
    return (1 << seat) | (s.known & ~(1 << s.declarer))


def phase_action(s: DealState) -> Action:
    """The rule-of-thumb action of the seat on turn in any phase."""
    ph = s.phase
    if ph == Phase.PLAY:
        return _PLAYS[play_card(s, side_mask(s, s.to_move))]
    if ph == Phase.BIDDING:
        return H.bid_action(s)
    if ph == Phase.DECLARE:
        return H.declare_action(s)
    if ph == Phase.KING_CALL:
        return H.call_action(s, legal_actions(s))
    if ph == Phase.TALON:
        return H.talon_action(s)
    if ph == Phase.DISCARD:
        return H.discard_action(s)
    if ph == Phase.ANNOUNCE:
        return H.announce_action(s, legal_actions(s))
    raise ValueError("the deal is over")


def rollout(s: DealState, secret_partner: bool = False) -> None:
    """Play ``s`` to the end in place with the rules of thumb for every seat.

    With ``secret_partner`` the players know only what they would know at the table about
    the sides (see :func:`known_side_mask`); otherwise everybody plays as if the partnership
    were public (cheaper, and what the easy player's own playouts assume).
    """
    play = Phase.PLAY
    done = Phase.DONE
    friends: list[int] = []
    known_at = -1
    plays = _PLAYS
    while True:
        ph = s.phase
        if ph == play:
            if not friends or (secret_partner and s.known != known_at):
                # The sides change only when the partner shows himself: recompute then.
                sides = known_side_mask if secret_partner else side_mask
                friends = [sides(s, q) for q in range(s.n)]
                known_at = s.known
            apply_unchecked(s, plays[play_card(s, friends[s.to_move])])
        elif ph == done:
            return
        else:
            apply_unchecked(s, phase_action(s))


def utility(s: DealState, seat: int) -> float:
    """A finished deal's value for ``seat``: its score minus the others' average score.

    Only the declarer's side writes a score, so the opponents' gain is the declarer's loss:
    the difference to the table average makes every deal zero-sum and comparable.
    """
    assert s.result is not None
    scores = s.result.scores
    n = len(scores)
    mine = scores[seat]
    return mine - (sum(scores) - mine) / (n - 1)
