"""Where OpenSpiel's ``tarok`` knowingly differs from the project's rules, each case named.

Two registries, both keyed on the rules (RULES sections D and 1), never on the engine's
output, so that a state they cover still checks the engine:

* :data:`LEGAL_DIFFERENCES`: states in which OpenSpiel offers other legal actions. Each entry
  says when a state is affected, which requires the engine to offer exactly what the rules
  say there, and what OpenSpiel offers instead. The OpenSpiel set must equal the engine's
  set transformed by every entry that applies; an engine set that is wrong in such a state
  leaves the entry unapplied and the comparison fails.
* :data:`SCORE_FAULTS`: OpenSpiel scoring faults. Each entry computes, from the finished
  deal alone, OpenSpiel's value of one score item minus the rules' value; the OpenSpiel score
  of the declarer's side must equal the engine's plus all of them.

Rule variants that the engine's switches express are not listed here: they are set in
:data:`tests.slovenian.oracle.openspiel_bridge.OPENSPIEL_RULES` (exact difference and klop losses,
Mond −20 also in Solo without, taroks discarded only when unavoidable, the 3-player contract list,
the talon remainder to the declarer only when his king wins).

The three-player bidding is a different protocol altogether (:data:`BIDDING_3P`): it is
driven on OpenSpiel's side and its outcome replayed in the engine.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from engine.slovenian import Action
from engine.slovenian import actions as A
from engine.slovenian.cards import (
    KING_MASK,
    KINGS,
    MOND,
    PAGAT,
    QUEENS,
    SKIS,
    SUIT,
    SUIT_MASKS,
    TAROK_MASK,
    TAROKS,
    TRULA_MASK,
    pile_points,
)
from engine.slovenian.contracts import info
from engine.slovenian.state import NO_SEAT, DealState, Phase

ActionSet = frozenset[Action]


@dataclass(frozen=True, slots=True)
class LegalDifference:
    """A known difference in the legal actions of one kind of state.

    ``affects(state, ours)`` says whether the state (before the action; ``ours`` is the
    engine's legal set, which must be the rules' set for the entry to apply) is affected;
    ``theirs(state, ours)`` is what OpenSpiel offers then.
    """

    name: str
    cpp: str
    why: str
    affects: Callable[[DealState, ActionSet], bool]
    theirs: Callable[[DealState, ActionSet], ActionSet]


@dataclass(frozen=True, slots=True)
class ScoreFault:
    """A known OpenSpiel scoring fault.

    ``delta(state)`` is OpenSpiel's value minus the rules' value of the affected item on the
    finished deal ``state``, as written by the declarer (and the partner); 0 when the deal
    is not affected.
    """

    name: str
    cpp: str
    why: str
    delta: Callable[[DealState], int]


BIDDING_3P = (
    "bidding_3p",
    "TarokState::LegalActionsInBidding, TarokState::DoApplyActionInCardDealing",
    "With three players OpenSpiel starts the bidding with the player after forehand, lets "
    "only forehand choose Three (and klop) after the other two passed, and makes forehand "
    "name a contract then. RULES D4 (three players): forehand speaks first, anyone may bid "
    "any contract of the list but klop, and klop is played when all pass. The two protocols "
    "cannot be compared step by step: the bidding is driven on OpenSpiel's side and its "
    "outcome (declarer, contract) is replayed in the engine, every call of the replay checked "
    "legal.",
)
"""The one phase-level difference: (name, OpenSpiel functions, why)."""


# --- legal-action differences -------------------------------------------------------------


def _plays(mask: int) -> ActionSet:
    return frozenset(A.PLAYS[c] for c in range(54) if mask >> c & 1)


def _negative_play(s: DealState) -> bool:
    return s.phase == Phase.PLAY and s.contract is not None and info(s.contract).negative


def _trick_has(s: DealState, *cards: int) -> bool:
    return all(c in s.trick for c in cards)


def _queen_call_affects(s: DealState, ours: ActionSet) -> bool:
    if s.phase != Phase.KING_CALL or s.hands[s.declarer] & KING_MASK != KING_MASK:
        return False
    return ours == {A.CALLS[c] for c in (*KINGS, *QUEENS)}


def _queen_call_theirs(s: DealState, ours: ActionSet) -> ActionSet:
    return frozenset(A.CALLS[k] for k in KINGS)


def _pagat_allowed_by_rules(s: DealState) -> bool:
    """V18: ``only_tarok`` — the Pagat only as the only tarok held or onto Škis and Mond;
    ``not_lead`` — never as a lead unless it is the last card, freely when following."""
    hand = s.hands[s.to_move]
    if s.rules.pagat_negative == "only_tarok":
        return hand & TAROK_MASK == 1 << PAGAT or _trick_has(s, SKIS, MOND)
    return bool(s.trick)


def _pagat_affects(s: DealState, ours: ActionSet) -> bool:
    return (
        _negative_play(s)
        and A.PLAYS[PAGAT] in ours
        and len(ours) > 1
        and _pagat_allowed_by_rules(s)
    )


def _pagat_theirs(s: DealState, ours: ActionSet) -> ActionSet:
    return ours - {A.PLAYS[PAGAT]}


def _must_play_tarok(s: DealState) -> bool:
    led = SUIT[s.trick[0]]
    return led == TAROKS or not s.hands[s.to_move] & SUIT_MASKS[led]


def _skis_affects(s: DealState, ours: ActionSet) -> bool:
    # By the rules no tarok wins here (the Škis would lose to the emperor trick), so every
    # tarok held is legal.
    if not (_negative_play(s) and s.trick and _trick_has(s, MOND, PAGAT)):
        return False
    hand = s.hands[s.to_move]
    taroks = hand & TAROK_MASK
    return (
        bool(hand >> SKIS & 1)
        and taroks != 1 << SKIS
        and _must_play_tarok(s)
        and ours == _plays(taroks)
    )


def _skis_theirs(s: DealState, ours: ActionSet) -> ActionSet:
    return frozenset({A.PLAYS[SKIS]})


def _emperor_suit_affects(s: DealState, ours: ActionSet) -> bool:
    # By the rules the player follows suit; with taroks in the trick no suit card can win,
    # so every card of the led suit is legal.
    if not (_negative_play(s) and s.trick and _trick_has(s, SKIS, MOND)):
        return False
    led = SUIT[s.trick[0]]
    hand = s.hands[s.to_move]
    follow = hand & SUIT_MASKS[led]
    return led != TAROKS and bool(hand >> PAGAT & 1) and bool(follow) and ours == _plays(follow)


def _emperor_suit_theirs(s: DealState, ours: ActionSet) -> ActionSet:
    return frozenset({A.PLAYS[PAGAT]})


LEGAL_DIFFERENCES: tuple[LegalDifference, ...] = (
    LegalDifference(
        name="queen_call",
        cpp="TarokState::LegalActions (case kKingCalling)",
        why="OpenSpiel always offers the four kings only; RULES 1.5 / D4 let a declarer who "
        "holds all four kings call a queen.",
        affects=_queen_call_affects,
        theirs=_queen_call_theirs,
    ),
    LegalDifference(
        name="pagat_negative",
        cpp="TarokState::RemovePagatIfNeeded",
        why="In klop and the beggars OpenSpiel removes the Pagat whenever another legal card "
        "exists, so it may lead only as the last card; RULES D4 / 1.8.2 [BASE] allow it (and "
        "its lead) when it is the only tarok held (V18 'only_tarok'), and V18 'not_lead' "
        "allows it whenever following.",
        affects=_pagat_affects,
        theirs=_pagat_theirs,
    ),
    LegalDifference(
        name="skis_onto_mond_pagat",
        cpp="TarokState::ActionToBeatInNegativeContracts",
        why="In negative games OpenSpiel makes a player top the highest tarok in the trick by "
        "rank, so with Mond and Pagat in the trick the Škis is forced although the emperor "
        "rule makes it lose; RULES D4: must-beat means a card that would win the trick as it "
        "stands, so the Škis is not forced and any tarok may be played.",
        affects=_skis_affects,
        theirs=_skis_theirs,
    ),
    LegalDifference(
        name="emperor_pagat_ignores_suit",
        cpp="TarokState::TakeSuitFromPlayerCardsInNegativeContracts",
        why="In negative games OpenSpiel forces the Pagat onto Škis + Mond even when a colour "
        "suit was led and the player can follow it (a revoke); RULES 1.8.1 / D4: follow suit "
        "first, the forced Pagat applies only when the Pagat may be played at all. No action "
        "is legal in both, so the comparison of that deal stops there.",
        affects=_emperor_suit_affects,
        theirs=_emperor_suit_theirs,
    ),
)
"""Every known legal-action difference, applied in this order."""


def expected_theirs(s: DealState, ours: ActionSet) -> tuple[ActionSet, tuple[str, ...]]:
    """What OpenSpiel should offer in ``s`` given the engine's set, and the entries applied."""
    out = ours
    hit: list[str] = []
    for d in LEGAL_DIFFERENCES:
        if d.affects(s, out):
            out = d.theirs(s, out)
            hit.append(d.name)
    return out, tuple(hit)


# --- scoring faults -----------------------------------------------------------------------


def _normal(s: DealState) -> bool:
    return s.contract is not None and info(s.contract).normal


def _on_declarer_side(s: DealState, seat: int) -> bool:
    return bool(s.declarer_side() >> seat & 1)


def valat_side(s: DealState) -> str | None:
    """Which side took every trick of a fully played deal (None if neither)."""
    if len(s.tricks) != s.hand_size:
        return None
    sides = {_on_declarer_side(s, t.winner) for t in s.tricks}
    if sides == {True}:
        return "declarer"
    if sides == {False}:
        return "opponents"
    return None


def _no_valat(s: DealState) -> bool:
    """A normal game scored with game, difference and bonuses (no valat either way)."""
    return _normal(s) and valat_side(s) is None


def rules_side_piles(s: DealState) -> tuple[int, int]:
    """Each side's cards by the rules: the declarer's side has its tricks and the discards;
    the opponents have their tricks, the unchosen talon and a remainder nobody won."""
    decl = s.discards
    opp = 0
    for c in s.talon:
        opp |= 1 << c
    opp &= ~s.taken
    for p in range(s.n):
        if _on_declarer_side(s, p):
            decl |= s.piles[p]
        else:
            opp |= s.piles[p]
    return decl, opp & ~decl


def rules_trula_kings(s: DealState) -> int:
    """Silent trula and kings by the rules (RULES 1.7): ±10 each to the side holding all."""
    decl, opp = rules_side_piles(s)
    total = 0
    for mask in (TRULA_MASK, KING_MASK):
        total += 10 if decl & mask == mask else -10 if opp & mask == mask else 0
    return total


def rules_ultimo(s: DealState) -> int:
    """Silent king and Pagat ultimo by the rules (RULES 1.7, D4), declarer's side's view.

    King ultimo (4 players): the called king in the last trick, +10 if the declarer's side
    won it, −10 (a lost attempt) if not. Pagat ultimo: the Pagat itself must win the last
    trick; +25 for its side if it does, −25 for its side (a lost attempt) if it does not.
    """
    last = s.tricks[-1]
    total = 0
    if s.n == 4 and s.called >= 0 and s.called in last.cards:
        total += 10 if _on_declarer_side(s, last.winner) else -10
    if PAGAT in last.cards:
        seat = (last.leader + last.cards.index(PAGAT)) % s.n
        side = 1 if _on_declarer_side(s, seat) else -1
        total += 25 * side if last.winner == seat else -25 * side
    return total


def os_side_pile_sizes(s: DealState) -> tuple[int, int]:
    """Cards in OpenSpiel's collected piles: (declarer's side incl. discards, opponents).

    OpenSpiel puts the unchosen talon in no one's pile, and the remainder with a called king
    from the talon only into the declarer's, when that king wins (as ``declarer_if_wins``).
    """
    decl = s.discards.bit_count()
    opp = 0
    for p in range(s.n):
        if _on_declarer_side(s, p):
            decl += s.piles[p].bit_count()
        else:
            opp += s.piles[p].bit_count()
    return decl, opp


def os_kings_trula_bonus(s: DealState) -> int:
    """OpenSpiel's kings/trula bonus: +10 / −10 when a side's pile holds exactly 4 cards."""
    decl, opp = os_side_pile_sizes(s)
    return 10 if decl == 4 else -10 if opp == 4 else 0


def _remainder_appended(s: DealState) -> bool:
    """The called king came from the talon and won the last trick: OpenSpiel adds the talon
    remainder to the winner's pile after that trick's cards."""
    last = s.tricks[-1]
    return (
        s.called >= 0
        and s.called in last.cards
        and bool(s.taken >> s.called & 1)
        and last.winner == s.declarer
    )


def os_ultimo_bonus(s: DealState) -> int:
    """OpenSpiel's ultimo bonus: ±10 if the called king is among the last n cards of the last
    trick winner's pile, else ±25 if the Pagat is; + when that winner is on the declarer's
    side."""
    last = s.tricks[-1]
    tail = list(last.cards)
    if _remainder_appended(s):
        tail = (tail + [c for c in s.talon if not s.taken >> c & 1])[-s.n :]
    sign = 1 if _on_declarer_side(s, last.winner) else -1
    if s.called >= 0 and s.called in tail:
        return 10 * sign
    if PAGAT in tail:
        return 25 * sign
    return 0


def _kings_trula_delta(s: DealState) -> int:
    return os_kings_trula_bonus(s) - rules_trula_kings(s) if _no_valat(s) else 0


def _ultimo_delta(s: DealState) -> int:
    return os_ultimo_bonus(s) - rules_ultimo(s) if _no_valat(s) else 0


def _declarer_valat_delta(s: DealState) -> int:
    if not _normal(s) or valat_side(s) != "declarer":
        return 0
    assert s.contract is not None
    d = pile_points(rules_side_piles(s)[0])
    value = info(s.contract).value
    game = d - 35 + (value if d > 35 else -value)
    return game + os_kings_trula_bonus(s) + os_ultimo_bonus(s) - 250


SCORE_FAULTS: tuple[ScoreFault, ...] = (
    ScoreFault(
        name="kings_trula_bonus",
        cpp="TarokState::CollectedKingsAndOrTrula (via NonValatBonuses)",
        why="Its king test reads `action == kKingOfHeartsAction || kKingOfDiamondsAction == 37 "
        "|| …`, always true, so every card counts as a king and none as a trula card: the "
        "trula bonus never fires, and the kings bonus (±10) fires exactly when a side's "
        "collected pile holds 4 cards (the opponents took a single trick, or a 3-player "
        "declarer of One took a single trick) instead of when it holds the four kings "
        "(RULES 1.7).",
        delta=_kings_trula_delta,
    ),
    ScoreFault(
        name="ultimo_by_trick_winner",
        cpp="TarokState::NonValatBonuses",
        why="It looks for the called king, else the Pagat, among the last n cards of the last "
        "trick winner's pile and scores ±10 / ±25 by the side of that winner: the Pagat "
        "counts whoever plays it and whether or not it wins the trick, only the king counts "
        "when both are in the last trick, and when the called king from the talon wins the "
        "last trick the talon remainder appended after it hides the king (and may show a "
        "Pagat). RULES 1.7 / D4: the Pagat ultimo needs the Pagat itself to win; a lost "
        "silent attempt costs the side that made it; both ultimos count.",
        delta=_ultimo_delta,
    ),
    ScoreFault(
        name="declarer_valat_missed",
        cpp="TarokState::ScoresInNormalContracts",
        why="It detects the declarer side's valat as `collected_cards.size() == 48`, but that "
        "pile also holds the discards, so a silent valat by the declarer in Three … Solo one "
        "is scored as an ordinary won game (D − 35 + value, plus its bonuses) instead of +250 "
        "(RULES 1.9.2, D3).",
        delta=_declarer_valat_delta,
    ),
)
"""Every known OpenSpiel scoring fault."""


def declarer_side_seats(s: DealState) -> list[int]:
    """The seats that write the declarer's score (none in klop)."""
    seats = [s.declarer] if s.declarer != NO_SEAT else []
    if s.partner != NO_SEAT:
        seats.append(s.partner)
    return seats
