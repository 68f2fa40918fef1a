"""What a player may type at the terminal to mean an action, and counted words.

A choice is any of the words the list of actions shows (``play K♥``, ``bid solo three``,
``kontra on the game``), the part after the verb (``K♥``, ``solo three``, ``trula``), a card's
code (``kh``, ``t15``, ``sk``) or an action's notation (``play:KH``), in any case and with any
spacing. The words of every action of the phase are known, legal or not, so that a card that
may not be played is recognised, and the engine can say why it is refused.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from engine.slovenian import actions as A
from engine.slovenian.actions import ITEM_CODES, Action, Item, Kind, format_action
from engine.slovenian.cards import MOND, PAGAT, SKIS, card_code, card_label
from engine.slovenian.contracts import Contract, contract_code
from engine.slovenian.illegal import ITEM_WORDS
from engine.slovenian.state import Phase

__all__ = ["ITEM_WORDS", "KONTRA_WORDS", "PHASE_ACTIONS", "matching", "plural"]

PHASE_ACTIONS: dict[Phase, tuple[Action, ...]] = {
    Phase.BIDDING: (A.PASS, *A.BIDS),
    Phase.DECLARE: A.DECLARES,
    Phase.KING_CALL: A.CALLS,
    Phase.TALON: A.TALONS,
    Phase.DISCARD: A.DISCARDS,
    Phase.ANNOUNCE: (A.PASS, *A.ANNOUNCES, *A.KONTRAS),
    Phase.PLAY: A.PLAYS,
}
"""Every action a phase knows, legal now or not."""

KONTRA_WORDS = {2: "kontra", 4: "rekontra", 8: "subkontra", 16: "mordkontra"}
"""The name of each kontra level (the multiplier it reaches)."""

_CARD_NAMES = {PAGAT: ("pagat",), MOND: ("mond",), SKIS: ("skis", "t22")}
_CARD_VERBS = {Kind.CALL: "call", Kind.DISCARD: "discard", Kind.PLAY: "play"}


def plural(n: int, word: str, many: str | None = None) -> str:
    """``1 point``, ``2 points``; ``many`` for a plural that is not ``word`` + s."""
    return f"{n} {word if n == 1 else (many or word + 's')}"


def normalize(text: str) -> str:
    """Lower case, single spaces, underscores as spaces: how typed words are compared."""
    return " ".join(text.lower().replace("_", " ").split())


def card_words(card: int) -> set[str]:
    """A card as shown (``K♥``, ``XV``, ``Škis``) and as a code (``kh``, ``t15``, ``sk``)."""
    words = {normalize(card_label(card)), normalize(card_code(card))}
    words.update(_CARD_NAMES.get(card, ()))
    return words


def contract_words(c: Contract) -> str:
    """A contract as the list shows it (``solo three``)."""
    return normalize(contract_code(c))


def item_words(item: Item) -> set[str]:
    """An announcement item as shown (``pagat ultimo``; the game also as ``the game``)."""
    word = normalize(ITEM_CODES[item])
    return {word, "the game"} if item == Item.GAME else {word}


def action_words(a: Action, kontra: Sequence[int] = ()) -> set[str]:
    """Everything that means ``a``; ``kontra`` holds each chain's level, for ``rekontra`` …."""
    words = {normalize(format_action(a))}
    kind = a.kind
    if kind == Kind.PASS:
        words |= {"pass", "p"}
    elif kind in (Kind.BID, Kind.DECLARE):
        name = contract_words(Contract(a.arg))
        verbs = ("bid",) if kind == Kind.BID else ("play", "declare")
        words |= {name, *(f"{verb} {name}" for verb in verbs)}
    elif kind in _CARD_VERBS:
        verb = _CARD_VERBS[Kind(kind)]
        for w in card_words(a.arg):
            words |= {w, f"{verb} {w}"}
    elif kind == Kind.TALON:
        g = a.arg + 1  # the list counts groups from 1
        words |= {f"group {g}", f"talon {g}", f"talon group {g}", f"take talon group {g}"}
    elif kind == Kind.ANNOUNCE:
        for w in item_words(Item(a.arg)):
            words |= {w, f"announce {w}"}
    elif kind == Kind.KONTRA:
        level = kontra[a.arg] * 2 if kontra else 2
        for say in {"kontra", KONTRA_WORDS.get(level, "kontra")}:
            words.add(say)
            for w in item_words(Item(a.arg)):
                words |= {f"{say} {w}", f"{say} on {w}"}
    return words


def matching(text: str, actions: Iterable[Action], kontra: Sequence[int] = ()) -> list[Action]:
    """The actions that ``text`` may mean, in the given order (empty: none)."""
    typed = normalize(text)
    if ": " in typed:
        # A whole line copied from the list: "take talon group 2: xx 1♦" means group 2.
        typed = typed.split(": ", 1)[0]
    if not typed:
        return []
    return [a for a in actions if typed in action_words(a, kontra)]
