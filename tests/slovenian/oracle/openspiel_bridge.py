"""Translation between OpenSpiel's ``tarok`` game and the engine: cards, seats, actions, rules.

OpenSpiel numbers its players so that player 0 is forehand and player ``n − 1`` the dealer
(the bidding starts with player 1). The engine numbers seats in playing order too, so
OpenSpiel player ``p`` is engine seat ``p`` with ``dealer = n − 1``.

Cards are matched by name (OpenSpiel's ``card_action_to_string``), not assumed: the table
below is built once from OpenSpiel's own names and checked to be a bijection.

OpenSpiel's action ids by phase:

* bidding: 0 pass, ``k`` = the ``k − 1``-th contract of its table, which is in the engine's
  :class:`~engine.Contract` order (klop, three, two, … valat without);
* king calling, discards, tricks: a card id;
* talon exchange before the choice: the index of a talon group, in dealt order.
"""

from __future__ import annotations

from typing import Any

import pyspiel

from engine.slovenian import Action, Contract, Rules, parse_card
from engine.slovenian import actions as A
from engine.slovenian.actions import Kind
from engine.slovenian.cards import NUM_CARDS
from engine.slovenian.state import DealState, Phase

OsState = Any
"""A ``pyspiel.TarokState`` (pyspiel ships no type information)."""

OS_PHASE = pyspiel.TarokGamePhase
OS_CONTRACT = pyspiel.TarokContract

OPENSPIEL_3P_CONTRACTS: tuple[Contract, ...] = (
    Contract.KLOP,
    Contract.THREE,
    Contract.TWO,
    Contract.ONE,
    Contract.BEGGAR,
    Contract.SOLO_WITHOUT,
    Contract.OPEN_BEGGAR,
    Contract.COLOUR_VALAT,
    Contract.VALAT,
)
"""OpenSpiel's three-player contracts: everything but Solo three/two/one."""

OPENSPIEL_RULES = Rules(
    name="openspiel",
    # OpenSpiel scores the exact difference and exact klop losses.
    round_difference_4p=False,
    round_difference_3p=False,
    round_klop=False,
    # Captured Mond: −20, in Three … Solo one and in Solo without.
    mond_penalty=20,
    mond_penalty_scope="normal_and_solo_without",
    # Taroks may be discarded only when nothing else (but kings and trula) is left.
    tarok_discards="unavoidable",
    contracts_3p=OPENSPIEL_3P_CONTRACTS,
    # The talon remainder goes to the declarer only when his called king wins its trick.
    zaruf_remainder="declarer_if_wins",
)
"""The engine's switches set as close to OpenSpiel's rules as they go."""

_OS_CONTRACT_TO_OURS: dict[str, Contract] = {
    "KLOP": Contract.KLOP,
    "THREE": Contract.THREE,
    "TWO": Contract.TWO,
    "ONE": Contract.ONE,
    "SOLO_THREE": Contract.SOLO_THREE,
    "SOLO_TWO": Contract.SOLO_TWO,
    "SOLO_ONE": Contract.SOLO_ONE,
    "BEGGAR": Contract.BEGGAR,
    "SOLO_WITHOUT": Contract.SOLO_WITHOUT,
    "OPEN_BEGGAR": Contract.OPEN_BEGGAR,
    "COLOUR_VALAT_WITHOUT": Contract.COLOUR_VALAT,
    "VALAT_WITHOUT": Contract.VALAT,
}

_ROMAN_VALUES = {"I": 1, "V": 5, "X": 10}
_RANK_WORDS = {"Jack": "J", "Knight": "C", "Queen": "Q", "King": "K"}
_SUIT_WORDS = {"Hearts": "H", "Diamonds": "D", "Spades": "S", "Clubs": "C"}


def _roman(text: str) -> int:
    """Value of a Roman numeral, additive forms (``IIII``) included."""
    total = 0
    for i, ch in enumerate(text):
        v = _ROMAN_VALUES[ch]
        nxt = _ROMAN_VALUES[text[i + 1]] if i + 1 < len(text) else 0
        total += -v if v < nxt else v
    return total


def our_code_of_os_name(name: str) -> str:
    """The engine's notation for an OpenSpiel card name (``"Knight of Hearts"`` → ``"CH"``)."""
    if name == "Pagat":
        return "T1"
    if name == "Mond":
        return "T21"
    if name == "Skis":
        return "SK"
    if " of " in name:
        rank, _, suit = name.partition(" of ")
        return _RANK_WORDS.get(rank, rank) + _SUIT_WORDS[suit]
    return f"T{_roman(name)}"


def _build_card_map() -> tuple[int, ...]:
    game = pyspiel.load_game("tarok", {"players": 4, "rng_seed": 0})
    state = game.new_initial_state()
    table = tuple(
        parse_card(our_code_of_os_name(state.card_action_to_string(a))) for a in range(NUM_CARDS)
    )
    if sorted(table) != list(range(NUM_CARDS)):
        raise AssertionError(f"OpenSpiel card names do not map one-to-one: {table}")
    return table


OS_TO_CARD: tuple[int, ...] = _build_card_map()
"""Engine card of each OpenSpiel card id (the identity, but derived from the names)."""
CARD_TO_OS: tuple[int, ...] = tuple(OS_TO_CARD.index(c) for c in range(NUM_CARDS))
"""OpenSpiel card id of each engine card."""


def os_contract(state: OsState) -> Contract | None:
    """The engine contract OpenSpiel has selected (None before the bidding is over)."""
    name = state.selected_contract().name
    return _OS_CONTRACT_TO_OURS.get(name)


def os_action_to_ours(s: DealState, action: int) -> Action:
    """The engine action an OpenSpiel action id stands for in the engine state ``s``.

    ``s`` decides the phase: OpenSpiel's bidding covers the engine's bidding and its
    declaration step; OpenSpiel's talon exchange covers the talon choice and the discards.
    """
    ph = s.phase
    if ph == Phase.BIDDING:
        return A.PASS if action == 0 else A.BIDS[action - 1]
    if ph == Phase.DECLARE:
        return A.PASS if action == 0 else A.DECLARES[action - 1]
    if ph == Phase.KING_CALL:
        return A.CALLS[OS_TO_CARD[action]]
    if ph == Phase.TALON:
        return A.TALONS[action]
    if ph == Phase.DISCARD:
        return A.DISCARDS[OS_TO_CARD[action]]
    if ph == Phase.PLAY:
        return A.PLAYS[OS_TO_CARD[action]]
    raise ValueError(f"no OpenSpiel counterpart in phase {ph.name}")


def our_action_to_os(action: Action) -> int:
    """The OpenSpiel action id of an engine action (bidding, calls, talon, discards, plays)."""
    kind = action.kind
    if kind == Kind.PASS:
        return 0
    if kind in (Kind.BID, Kind.DECLARE):
        return action.arg + 1
    if kind == Kind.TALON:
        return action.arg
    if kind in (Kind.CALL, Kind.DISCARD, Kind.PLAY):
        return CARD_TO_OS[action.arg]
    raise ValueError(f"{action} has no OpenSpiel counterpart")


def phase_matches(s: DealState, state: OsState) -> bool:
    """Whether the engine's phase corresponds to OpenSpiel's current phase."""
    theirs = state.current_game_phase()
    ph = s.phase
    if theirs == OS_PHASE.BIDDING:
        return ph in (Phase.BIDDING, Phase.DECLARE)
    if theirs == OS_PHASE.KING_CALLING:
        return ph == Phase.KING_CALL
    if theirs == OS_PHASE.TALON_EXCHANGE:
        return ph == (Phase.TALON if len(state.talon()) == 6 else Phase.DISCARD)
    if theirs == OS_PHASE.TRICKS_PLAYING:
        return ph == Phase.PLAY
    if theirs == OS_PHASE.FINISHED:
        return ph == Phase.DONE
    return False
