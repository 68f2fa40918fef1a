"""A deck described as data: suits with their ranks, trumps, an Excuse or not, card values.

Cards are small integers (0 … size − 1) so that hands are integer bitmasks (see
:mod:`engine.core.bits`). A :class:`Deck` holds parallel tables indexed by card and everything
derived from them (suit masks, the notation table); nothing here knows any particular game.

Card values are integers in the family's own unit (``unit`` parts of a card point): thirds
where cards are counted in threes (Slovenian tarok, Czech taroky), halves for French tarot.
A family decides how piles are counted and rounded; the deck only knows each card's worth.

Suit numbers: the plain suits are ``0 … k−1`` (in the order of :attr:`Deck.suit_info`), the
trumps are suit ``k`` (:attr:`Deck.trump_suit`) and an Excuse, if the deck has one, is alone
in suit ``k + 1``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from engine.core.bits import cards_of, mask_of
from engine.core.errors import MalformedAction

ROMAN = (
    "I",
    "II",
    "III",
    "IV",
    "V",
    "VI",
    "VII",
    "VIII",
    "IX",
    "X",
    "XI",
    "XII",
    "XIII",
    "XIV",
    "XV",
    "XVI",
    "XVII",
    "XVIII",
    "XIX",
    "XX",
    "XXI",
)
"""Roman numerals I … XXI, as printed on the trumps of both tarot decks."""


@dataclass(frozen=True, slots=True)
class Suit:
    """A plain suit: its notation letter, symbol, English name and colour."""

    letter: str
    symbol: str
    name: str
    red: bool


@dataclass(frozen=True, slots=True)
class CardSpec:
    """One card for :func:`build_deck`: notation, display label and value (in the unit)."""

    code: str
    label: str
    value: int


@dataclass(frozen=True)
class Deck:
    """A deck as parallel tables indexed by card, plus what is derived from them.

    ``ranks`` order the cards within a suit (higher wins); ``values`` are the card values in
    ``unit`` parts of a point; ``codes`` the ASCII notation (parsed case-insensitively, with
    ``aliases`` accepted too); ``labels`` the display labels (``K♥``, ``XXI``, ``Škis``).
    ``honours`` is the bitmask of trumps with designs of their own (the trula, the bouts).
    """

    name: str
    suits: tuple[int, ...]
    ranks: tuple[int, ...]
    values: tuple[int, ...]
    codes: tuple[str, ...]
    labels: tuple[str, ...]
    trump_suit: int
    unit: int = 1
    excuse: int = -1
    honours: int = 0
    suit_info: tuple[Suit, ...] = ()
    aliases: tuple[tuple[str, int], ...] = ()
    _by_code: dict[str, int] = field(init=False, repr=False, compare=False)
    _suit_masks: tuple[int, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        n = len(self.codes)
        if not (len(self.suits) == len(self.ranks) == len(self.values) == len(self.labels) == n):
            raise ValueError(f"deck {self.name}: the card tables differ in length")
        by_code = {code.upper(): c for c, code in enumerate(self.codes)}
        if len(by_code) != n:
            raise ValueError(f"deck {self.name}: two cards share a code")
        for alias, card in self.aliases:
            by_code[alias.upper()] = card
        object.__setattr__(self, "_by_code", by_code)
        top = max(self.suits, default=0)
        masks = tuple(mask_of(c for c in range(n) if self.suits[c] == s) for s in range(top + 1))
        object.__setattr__(self, "_suit_masks", masks)

    # -- sizes and masks -------------------------------------------------------------------
    @property
    def size(self) -> int:
        """Number of cards in the deck."""
        return len(self.codes)

    @property
    def full_mask(self) -> int:
        """Bitmask holding every card of the deck."""
        return (1 << self.size) - 1

    def suit_mask(self, suit: int) -> int:
        """Bitmask of every card of ``suit`` (0 for a suit the deck does not have)."""
        return self._suit_masks[suit] if 0 <= suit < len(self._suit_masks) else 0

    @property
    def trump_mask(self) -> int:
        """Bitmask of the trumps (the Excuse is not a trump)."""
        return self.suit_mask(self.trump_suit)

    @property
    def total_value(self) -> int:
        """The value of the whole deck, in the unit."""
        return sum(self.values)

    def mask_value(self, mask: int) -> int:
        """The value of the cards of a bitmask, in the unit."""
        return sum(self.values[c] for c in cards_of(mask))

    # -- notation --------------------------------------------------------------------------
    def parse_card(self, text: str) -> int:
        """Parse one card in notation; unknown text raises :class:`MalformedAction`."""
        try:
            return self._by_code[text.strip().upper()]
        except KeyError:
            raise MalformedAction(f"unknown card {text!r}") from None

    def parse_cards(self, text: str) -> list[int]:
        """Parse a space- or comma-separated list of cards, keeping its order."""
        return [self.parse_card(tok) for tok in text.replace(",", " ").split()]

    def parse_hand(self, text: str) -> int:
        """Parse a hand into a bitmask; a card named twice is malformed."""
        cards = self.parse_cards(text)
        m = mask_of(cards)
        if m.bit_count() != len(cards):
            raise MalformedAction(f"duplicate card in {text!r}")
        return m

    def format_cards(self, cards: Iterable[int]) -> str:
        """Cards as space-separated notation, in the given order."""
        return " ".join(self.codes[c] for c in cards)

    def sort_for_display(self, cards: Iterable[int]) -> list[int]:
        """Cards as a player holds them: trumps high to low, then each suit high to low."""
        return sorted(
            cards, key=lambda c: (self.suits[c] != self.trump_suit, self.suits[c], -self.ranks[c])
        )

    def format_hand(self, mask: int) -> str:
        """A hand in notation, sorted for reading."""
        return self.format_cards(self.sort_for_display(cards_of(mask)))


def build_deck(
    name: str,
    *,
    trumps: Sequence[CardSpec],
    suits: Sequence[tuple[Suit, Sequence[CardSpec]]],
    excuse: CardSpec | None = None,
    unit: int = 1,
    honours: Iterable[int] = (),
    aliases: Sequence[tuple[str, str]] = (),
) -> Deck:
    """A deck from its parts, cards numbered trumps first (low to high), then the Excuse,
    then each suit's cards from low to high.

    ``honours`` are trump numbers (0-based, low to high); ``aliases`` extra notations
    (alias, code) that parse to the same card.
    """
    k = len(suits)
    tsuit = k
    rows: list[tuple[int, int, CardSpec]] = [(tsuit, r, spec) for r, spec in enumerate(trumps)]
    if excuse is not None:
        rows.append((k + 1, 0, excuse))
    for s, (_suit, specs) in enumerate(suits):
        rows.extend((s, r, spec) for r, spec in enumerate(specs))
    codes = tuple(spec.code for _, _, spec in rows)
    index = {c.upper(): i for i, c in enumerate(codes)}
    return Deck(
        name=name,
        suits=tuple(s for s, _, _ in rows),
        ranks=tuple(r for _, r, _ in rows),
        values=tuple(spec.value for _, _, spec in rows),
        codes=codes,
        labels=tuple(spec.label for _, _, spec in rows),
        trump_suit=tsuit,
        unit=unit,
        excuse=len(trumps) if excuse is not None else -1,
        honours=mask_of(honours),
        suit_info=tuple(suit for suit, _ in suits),
        aliases=tuple((alias, index[code.upper()]) for alias, code in aliases),
    )
