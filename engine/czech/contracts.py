"""The four bids of Czech taroky as a table: multiplier, partner, talon.

=========  ==============  =======  ============================================  ==========
code       Czech name      partner  talon                                         M
=========  ==============  =======  ============================================  ==========
first      1. povinnost    called   t1–t4 to the declarer, t5, t6 to the next two  1
second     2. povinnost    called   as first; Pagát ultimo announced with the bid  1
third      3. povinnost    alone    three cards in up to three stages             the stage
solo       sólo            alone    none: all six to the opponents, unseen        2
=========  ==============  =======  ============================================  ==========

A higher member outbids a lower one. Only forehand's first bid is never bid aloud: it is his
automatically.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

from engine.core.errors import MalformedAction


class Contract(IntEnum):
    """The bids, in bidding order."""

    FIRST = 0
    SECOND = 1
    THIRD = 2
    SOLO = 3


@dataclass(frozen=True, slots=True)
class ContractInfo:
    """One row of the bid table.

    ``calls``: the declarer calls a tarok whose holder is his secret partner.
    ``multiplier``: M of the score (the third bid's is its stage, so 0 here).
    ``pagat_ultimo``: Pagát ultimo is announced with the bid itself.
    """

    contract: Contract
    code: str
    name_cs: str
    calls: bool
    multiplier: int
    pagat_ultimo: bool


_TABLE = (
    ContractInfo(Contract.FIRST, "first", "1. povinnost", True, 1, False),
    ContractInfo(Contract.SECOND, "second", "2. povinnost", True, 1, True),
    ContractInfo(Contract.THIRD, "third", "3. povinnost", False, 0, False),
    ContractInfo(Contract.SOLO, "solo", "sólo", False, 2, False),
)
CONTRACTS: tuple[ContractInfo, ...] = _TABLE
"""The bid table, indexed by :class:`Contract`."""
CONTRACT_CODES: tuple[str, ...] = tuple(row.code for row in _TABLE)
_BY_CODE = {row.code: row.contract for row in _TABLE}


def info(contract: Contract) -> ContractInfo:
    """The table row of ``contract``."""
    return _TABLE[contract]


def contract_code(contract: Contract) -> str:
    """The notation of a contract (``"second"``)."""
    return _TABLE[contract].code


def parse_contract(text: str) -> Contract:
    """A contract from its notation."""
    try:
        return _BY_CODE[text.strip().lower()]
    except KeyError:
        raise MalformedAction(f"unknown contract {text!r}") from None


def multiplier(contract: Contract, stage: int) -> int:
    """M: 1 for the first and second bid, the stage (1, 2, 3) for the third, 2 for solo."""
    return stage if contract == Contract.THIRD else _TABLE[contract].multiplier
