"""Hand bonuses: what a hand of 12 cards qualifies for, and what each bonus is worth.

Judged on the 12 cards a player holds after the talon exchange and the discards. The Škýz is
a tarok in every count. At most one of the first four applies to a hand; the others add up
(four kings are Kings and Four five-point cards: 10 + 5).

==================  ==================  ========================================  =====
code                Czech name          condition                                 value
==================  ==================  ========================================  =====
``no_trumps``       barvy               no tarok, or the Pagát as the only tarok      5
``few_trumps``      barvičky            one or two taroks, the Pagát not among them   5
``half_trumps``     taročky             8 or 9 taroks                                 5
``full_trumps``     taroky              10, 11 or 12 taroks                          10
``honours``         trul                Škýz, XXI and I                               5
``kings``           královské honéry    all four kings                               10
``five_pointers``   honéry              at least four of Škýz, XXI, I and the kings   5
==================  ==================  ========================================  =====

When a bonus is announced each other player pays its value to the announcer: the announcer
writes +3 × value, each of the others −value. Hand bonuses are never multiplied or kontra'd.
"""

from __future__ import annotations

from enum import IntEnum

from engine.czech.cards import FIVE_POINT_MASK, HONOURS_MASK, KING_MASK, PAGAT, TAROK_MASK


class Bonus(IntEnum):
    """The seven hand bonuses, in the order they are listed and scored."""

    NO_TRUMPS = 0
    FEW_TRUMPS = 1
    HALF_TRUMPS = 2
    FULL_TRUMPS = 3
    HONOURS = 4
    KINGS = 5
    FIVE_POINTERS = 6


BONUS_CODES: tuple[str, ...] = (
    "no_trumps",
    "few_trumps",
    "half_trumps",
    "full_trumps",
    "honours",
    "kings",
    "five_pointers",
)
BONUS_NAMES_CS: tuple[str, ...] = (
    "barvy",
    "barvičky",
    "taročky",
    "taroky",
    "trul",
    "královské honéry",
    "honéry",
)
BONUS_VALUES: tuple[int, ...] = (5, 5, 5, 10, 5, 10, 5)
TRUMP_COUNT_BONUSES = (Bonus.NO_TRUMPS, Bonus.FEW_TRUMPS, Bonus.HALF_TRUMPS, Bonus.FULL_TRUMPS)
"""The bonuses that depend on the number of taroks: at most one applies to a hand."""

_PAGAT_BIT = 1 << PAGAT


def trump_count_bonus(hand: int) -> Bonus | None:
    """The one bonus for the number of taroks in ``hand``, if any."""
    taroks = hand & TAROK_MASK
    n = taroks.bit_count()
    if n == 0 or taroks == _PAGAT_BIT:
        return Bonus.NO_TRUMPS
    if n <= 2:
        # One or two taroks earn "few trumps" only without the Pagát: the Pagát and one
        # other tarok earn nothing.
        return None if taroks & _PAGAT_BIT else Bonus.FEW_TRUMPS
    if n >= 10:
        return Bonus.FULL_TRUMPS
    if n >= 8:
        return Bonus.HALF_TRUMPS
    return None


def qualifying(hand: int) -> tuple[Bonus, ...]:
    """Every hand bonus ``hand`` qualifies for, in :class:`Bonus` order."""
    out: list[Bonus] = []
    count = trump_count_bonus(hand)
    if count is not None:
        out.append(count)
    if hand & HONOURS_MASK == HONOURS_MASK:
        out.append(Bonus.HONOURS)
    if hand & KING_MASK == KING_MASK:
        out.append(Bonus.KINGS)
    if (hand & FIVE_POINT_MASK).bit_count() >= 4:
        out.append(Bonus.FIVE_POINTERS)
    return tuple(out)


def bonus_code(bonus: Bonus) -> str:
    """The notation of a hand bonus."""
    return BONUS_CODES[bonus]


def value(bonus: Bonus) -> int:
    """What each other player pays the announcer."""
    return BONUS_VALUES[bonus]
