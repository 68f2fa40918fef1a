"""The rules of French tarot as data: contracts, targets, poignées, and the two switches.

A table chooses the preset ``fft`` (the French federation's rules of 2012) and may override
single switches::

    rules = Rules.preset("fft").model_copy(update={"prise_allowed": False})

* F1 ``prise_allowed``: the Prise (petite) may be bid (default) or not, Garde being the
  lowest bid then.
* F2 ``five_player_call``: with five players the taker calls a king, or the next lower rank
  when he holds all four (``"ladder"``, default; the first card of the deal may not be of the
  called card's suit), or any card of the deck with a free first lead (``"any"``).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from typing import Literal

from pydantic import BaseModel, ConfigDict

from engine.core.errors import MalformedAction


class Contract(IntEnum):
    """The four contracts, lowest first (a bid must be higher than the highest so far)."""

    PRISE = 0
    GARDE = 1
    GARDE_SANS = 2
    GARDE_CONTRE = 3


CONTRACT_CODES = ("prise", "garde", "garde_sans", "garde_contre")
CONTRACT_NAMES = ("Prise", "Garde", "Garde sans le chien", "Garde contre le chien")

ChienUse = Literal["taken", "attack", "defence"]


@dataclass(frozen=True, slots=True)
class ContractInfo:
    """One contract: its multiplier and what becomes of the chien.

    ``chien``: ``taken`` (shown to all, taken by the taker, who discards an écart that counts
    for him), ``attack`` (unseen, counts for the taker) or ``defence`` (unseen, counts for the
    defence).
    """

    contract: Contract
    code: str
    name: str
    multiplier: int
    chien: ChienUse


CONTRACTS: tuple[ContractInfo, ...] = (
    ContractInfo(Contract.PRISE, "prise", "Prise", 1, "taken"),
    ContractInfo(Contract.GARDE, "garde", "Garde", 2, "taken"),
    ContractInfo(Contract.GARDE_SANS, "garde_sans", "Garde sans le chien", 4, "attack"),
    ContractInfo(Contract.GARDE_CONTRE, "garde_contre", "Garde contre le chien", 6, "defence"),
)


def info(contract: Contract) -> ContractInfo:
    """The table row of ``contract``."""
    return CONTRACTS[contract]


def parse_contract(text: str) -> Contract:
    """A contract from its code (``prise``, ``garde``, ``garde_sans``, ``garde_contre``)."""
    key = text.strip().lower()
    for row in CONTRACTS:
        if row.code == key:
            return row.contract
    raise MalformedAction(f"unknown contract {text!r}")


TABLE_SIZES: tuple[int, ...] = (3, 4, 5)
HAND_SIZE = {3: 24, 4: 18, 5: 15}
CHIEN_SIZE = {3: 6, 4: 6, 5: 3}

TARGET_BY_BOUTS: tuple[int, ...] = (56, 51, 41, 36)
"""Card points the attack needs with 0, 1, 2 or 3 bouts."""

CONTRACT_VALUE = 25
PETIT_AU_BOUT = 10

POIGNEE_LEVELS = ("simple", "double", "triple")
POIGNEE_PRIMES = (20, 30, 40)
POIGNEE_TRUMPS: dict[int, tuple[int, int, int]] = {3: (13, 15, 18), 4: (10, 13, 15), 5: (8, 10, 13)}
"""Trumps shown in a simple, double and triple poignée, by number of players."""

CHELEM_ANNOUNCED = 400
CHELEM_UNANNOUNCED = 200
CHELEM_FAILED = -200
DEFENCE_CHELEM = -200

PresetName = Literal["fft"]


class Rules(BaseModel):
    """Every rule switch of French tarot (F-numbers as in docs/french.md)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str = "fft"
    # F1: the Prise (petite) may be bid; off: Garde is the lowest bid.
    prise_allowed: bool = True
    # F2: five players call by the ladder king → queen → knight → jack with the first lead
    # restricted, or any card with a free first lead.
    five_player_call: Literal["ladder", "any"] = "ladder"

    @classmethod
    def preset(cls, name: str) -> Rules:
        """The named preset (``fft``)."""
        try:
            return PRESETS[name]
        except KeyError:
            raise ValueError(f"unknown preset {name!r}; known: {', '.join(PRESETS)}") from None

    def biddable(self) -> tuple[Contract, ...]:
        """The contracts that may be bid under these rules (F1)."""
        if self.prise_allowed:
            return tuple(Contract)
        return tuple(c for c in Contract if c != Contract.PRISE)


FFT = Rules()
PRESETS: dict[str, Rules] = {"fft": FFT}
