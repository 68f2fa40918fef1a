"""The announcement round: hand bonuses, the declarer's announcements and kontra.

The round follows the talon exchange (there is none after a concession). It starts with the
declarer and goes round in playing order; in his turn a player makes the calls open to him
and then passes. It ends when every player has had a turn and the last three turns were bare
passes.

* **Hand bonuses** (switch C2): each player, in his first turn, may announce any bonus his
  12 cards qualify for (``choice``); under ``automatic`` every qualifying bonus of every
  player is announced for him as the round opens.
* **Announcements**: only the declarer, in his first turn: Pagát ultimo (already announced by
  a second bid, whether he holds the Pagát or not) and slam.
* **Kontra** (switch C1), two chains, the game (slam included) and an announced Pagát
  ultimo: **flek** (×2) by an opponent, **re** (×4) by the declarer, **tutti** (×8) by an
  opponent. An opponent is any player but the declarer and the holder of the called tarok,
  so each player knows for himself whether he is one; the partner never says re, which would
  show him.
"""

from __future__ import annotations

from engine.czech import actions as A
from engine.czech.actions import Action, Announcement, Chain, Kind
from engine.czech.bonuses import Bonus, qualifying
from engine.czech.state import PLAYERS, DealState, Phase

_ALL = (1 << PLAYERS) - 1
_CHAINS = tuple(Chain)


def start(s: DealState) -> list[tuple[int, Bonus]]:
    """Open the round with the declarer; returns the bonuses announced automatically (C2)."""
    s.phase = Phase.ANNOUNCE
    s.to_move = s.declarer
    s.ann_had_turn = 0
    s.ann_pass_streak = 0
    s.ann_turn_calls = 0
    auto: list[tuple[int, Bonus]] = []
    if s.rules.hand_bonuses == "automatic":
        for i in range(PLAYERS):
            seat = (s.declarer + i) % PLAYERS
            auto.extend((seat, b) for b in qualifying(s.hands[seat]))
        s.bonuses = (*s.bonuses, *auto)
    return auto


def is_opponent(s: DealState, seat: int) -> bool:
    """Neither the declarer nor the holder of the called tarok."""
    return seat != s.declarer and seat != s.partner


def may_kontra(s: DealState, seat: int, chain: Chain) -> bool:
    """Whether ``seat`` may say the next level of ``chain`` now."""
    if not s.rules.kontra:
        return False
    if chain == Chain.PAGAT_ULTIMO and not s.pagat_announced:
        return False
    level = s.kontra[chain]
    if level == 8:
        return False  # three doublings at most
    if level == 2:
        return seat == s.declarer  # re: the declarer only, never the partner
    return is_opponent(s, seat)  # flek and tutti


def open_bonuses(s: DealState, seat: int) -> list[Bonus]:
    """The bonuses ``seat`` may still announce now (his first turn, C2 ``choice``)."""
    if s.rules.hand_bonuses != "choice" or s.ann_had_turn >> seat & 1:
        return []
    said = {b for p, b in s.bonuses if p == seat}
    return [b for b in qualifying(s.hands[seat]) if b not in said]


def legal_calls(s: DealState) -> list[Action]:
    """Pass, and the bonuses, announcements and kontras open to the player on turn."""
    p = s.to_move
    out = [A.PASS]
    out.extend(A.BONUSES[b] for b in open_bonuses(s, p))
    if p == s.declarer and not s.ann_had_turn >> p & 1:
        if not s.pagat_announced:
            out.append(A.ANNOUNCES[Announcement.PAGAT_ULTIMO])
        if not s.slam_announced:
            out.append(A.ANNOUNCES[Announcement.SLAM])
    out.extend(A.KONTRAS[c] for c in _CHAINS if may_kontra(s, p, c))
    return out


def apply_call(s: DealState, action: Action) -> bool:
    """Apply one call of the round; True when the round is over."""
    p = s.to_move
    kind = action.kind
    if kind == Kind.PASS:
        s.ann_pass_streak = 0 if s.ann_turn_calls else s.ann_pass_streak + 1
        s.ann_turn_calls = 0
        s.ann_had_turn |= 1 << p
        if s.ann_had_turn == _ALL and s.ann_pass_streak >= PLAYERS - 1:
            return True
        s.to_move = (p + 1) % PLAYERS
        return False
    s.ann_turn_calls += 1
    if kind == Kind.BONUS:
        s.bonuses = (*s.bonuses, (p, action.arg))
    elif kind == Kind.ANNOUNCE:
        if action.arg == Announcement.PAGAT_ULTIMO:
            s.pagat_announced = True
        else:
            s.slam_announced = True
    else:
        chain = action.arg
        s.kontra[chain] *= 2
        s.kontra_by[chain] = (*s.kontra_by[chain], p)
        if p != s.declarer:
            # Only an opponent says flek or tutti: everybody now knows his side.
            s.shown_opponents |= 1 << p
    return False
