"""The Slovenian tarok contracts as a table: value, talon, partner, lead and kind."""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

from engine.core.errors import MalformedAction


class Contract(IntEnum):
    """Contracts in bidding order (a higher member outbids a lower one)."""

    KLOP = 0
    THREE = 1
    TWO = 2
    ONE = 3
    SOLO_THREE = 4
    SOLO_TWO = 5
    SOLO_ONE = 6
    BEGGAR = 7
    SOLO_WITHOUT = 8
    OPEN_BEGGAR = 9
    COLOUR_VALAT = 10
    VALAT = 11


@dataclass(frozen=True, slots=True)
class ContractInfo:
    """One row of the contract table.

    ``talon_group``: cards per talon group the declarer picks from (0 = talon unused).
    ``calls_king``: the declarer calls a king for a secret partner (4 players only).
    ``normal``: a "normal game" (Three … Solo one) with a difference, bonuses and announcements.
    ``negative``: must-beat play (klop and the beggars).
    ``declarer_leads``: the declarer leads the first trick (else forehand).
    """

    contract: Contract
    code: str
    value: int
    talon_group: int
    calls_king: bool
    normal: bool
    negative: bool
    declarer_leads: bool


_TABLE = (
    ContractInfo(Contract.KLOP, "klop", 0, 0, False, False, True, False),
    ContractInfo(Contract.THREE, "three", 10, 3, True, True, False, False),
    ContractInfo(Contract.TWO, "two", 20, 2, True, True, False, False),
    ContractInfo(Contract.ONE, "one", 30, 1, True, True, False, False),
    ContractInfo(Contract.SOLO_THREE, "solo_three", 40, 3, False, True, False, False),
    ContractInfo(Contract.SOLO_TWO, "solo_two", 50, 2, False, True, False, False),
    ContractInfo(Contract.SOLO_ONE, "solo_one", 60, 1, False, True, False, False),
    ContractInfo(Contract.BEGGAR, "beggar", 70, 0, False, False, True, True),
    ContractInfo(Contract.SOLO_WITHOUT, "solo_without", 80, 0, False, False, False, True),
    ContractInfo(Contract.OPEN_BEGGAR, "open_beggar", 90, 0, False, False, True, True),
    ContractInfo(Contract.COLOUR_VALAT, "colour_valat", 125, 0, False, False, False, True),
    ContractInfo(Contract.VALAT, "valat", 500, 0, False, False, False, True),
)

CONTRACTS: tuple[ContractInfo, ...] = _TABLE
"""The contract table, indexed by :class:`Contract`."""

_BY_CODE = {row.code: row.contract for row in _TABLE}

SOLOS_WITH_TALON = (Contract.SOLO_THREE, Contract.SOLO_TWO, Contract.SOLO_ONE)
BEGGARS = (Contract.BEGGAR, Contract.OPEN_BEGGAR)
ALL_TRICKS = (Contract.COLOUR_VALAT, Contract.VALAT)


def info(contract: Contract) -> ContractInfo:
    """The table row of ``contract``."""
    return _TABLE[contract]


def contract_code(contract: Contract) -> str:
    """Notation of a contract (``"solo_three"``)."""
    return _TABLE[contract].code


def parse_contract(text: str) -> Contract:
    """Parse a contract from its notation."""
    try:
        return _BY_CODE[text.strip().lower()]
    except KeyError:
        raise MalformedAction(f"unknown contract {text!r}") from None
