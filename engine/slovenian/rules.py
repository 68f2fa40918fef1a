"""House rules as one frozen model with two named presets.

Every switch of the variant matrix that the project supports is a field. A table chooses a
preset (``pagat``, the default, or ``palcka``) and may override single fields::

    rules = Rules.preset("palcka").model_copy(update={"mond_penalty": 20})
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, field_validator

from engine.slovenian.contracts import Contract

PresetName = Literal["pagat", "palcka"]

PAGAT_3P_CONTRACTS: tuple[Contract, ...] = (
    Contract.KLOP,
    Contract.THREE,
    Contract.TWO,
    Contract.ONE,
    Contract.BEGGAR,
)
PALCKA_3P_CONTRACTS: tuple[Contract, ...] = (
    Contract.KLOP,
    Contract.THREE,
    Contract.TWO,
    Contract.ONE,
    Contract.BEGGAR,
    Contract.SOLO_WITHOUT,
    Contract.OPEN_BEGGAR,
    Contract.VALAT,
)


class Rules(BaseModel):
    """Every rule switch (V-numbers refer to the variant matrix in docs/rules.md)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str = "pagat"
    # V1/V2: round the difference to the nearest 5 in 4-player / 3-player games.
    round_difference_4p: bool = True
    round_difference_3p: bool = False
    # V3: round klop losses to the nearest 5 (4 players; 3-player scores are never rounded).
    round_klop: bool = True
    # V4: a klop player is "full" with at least this many card points (36 = more than 35).
    klop_full_threshold: Literal[35, 36] = 36
    # V5: when full and empty players coexist: both score ±70, both ±35, or empties score
    # only if nobody is full.
    klop_full_and_empty: Literal["both_70", "both_35", "empty_only_if_no_full"] = "both_70"
    # V6: several empty players each get +70, or share 70.
    klop_several_empties: Literal["each_70", "share_70"] = "each_70"
    # V7: radelci double klop scores (an empty player cancels one).
    klop_radelc_doubling: bool = True
    # V8: kontra on klop: none, or once by any player.
    klop_kontra: Literal["none", "once"] = "none"
    # V9: trula and kings announcements may be kontra'd.
    kontra_trula_kings: bool = True
    # V10: deepest kontra level (4 = rekontra, 16 = mordkontra).
    kontra_max: Literal[4, 16] = 16
    # V12: captured Mond penalty.
    mond_penalty: Literal[20, 21] = 21
    # V13: contracts in which the Mond penalty applies.
    mond_penalty_scope: Literal["three_two_one", "normal", "normal_and_solo_without"] = "normal"
    # V15: announced mondfang (−42, its own kontra chain).
    announced_mondfang: bool = False
    # V16: emperor trick in any order, or only when Škis and Mond fall before the Pagat.
    emperor_any_order: bool = True
    # V17: a player holding the Pagat must play it onto Škis + Mond whenever it may be played.
    forced_pagat: bool = False
    # V18: Pagat in negative games: only as the only tarok (or when it wins the emperor
    # trick), or never as a lead unless it is the last card.
    pagat_negative: Literal["only_tarok", "not_lead"] = "only_tarok"
    # V19: taroks may be discarded freely (face up), or only when unavoidable.
    tarok_discards: Literal["free", "unavoidable"] = "free"
    # V20: graded bid priority, or only forehand may hold a bid.
    bid_priority: Literal["graded", "forehand_only"] = "graded"
    # V21: contracts of the 3-player game (klop is played when everyone passes).
    contracts_3p: tuple[Contract, ...] = PAGAT_3P_CONTRACTS
    # V25: a hand without a tarok: redeal and compulsory klop, or just redeal.
    no_tarok: Literal["compulsory_klop", "redeal"] = "compulsory_klop"
    # V28: the rest of the talon with a called king taken from it goes to the winner of the
    # king's trick, or to the declarer only if he wins that trick.
    zaruf_remainder: Literal["trick_winner", "declarer_if_wins"] = "trick_winner"
    # V30: penalty per uncancelled radelc at the end of a session.
    radelc_end_penalty: Literal[40, 100] = 100

    @field_validator("contracts_3p")
    @classmethod
    def _klop_always(cls, v: tuple[Contract, ...]) -> tuple[Contract, ...]:
        if Contract.KLOP not in v:
            raise ValueError("the 3-player contract list must contain klop")
        if any(c in (Contract.SOLO_THREE, Contract.SOLO_TWO, Contract.SOLO_ONE) for c in v):
            raise ValueError("solo three/two/one do not exist in the 3-player game")
        return tuple(sorted(set(v)))

    @classmethod
    def preset(cls, name: str) -> Rules:
        """The named preset (``pagat`` or ``palcka``)."""
        try:
            return PRESETS[name]
        except KeyError:
            raise ValueError(f"unknown preset {name!r}; known: {', '.join(PRESETS)}") from None

    def round_difference(self, players: int) -> bool:
        """Whether the difference is rounded to 5 at this table size."""
        return self.round_difference_4p if players == 4 else self.round_difference_3p


PAGAT = Rules()
PALCKA = Rules(
    name="palcka",
    round_difference_4p=False,
    round_difference_3p=False,
    round_klop=False,
    klop_radelc_doubling=False,
    klop_kontra="once",
    kontra_trula_kings=False,
    announced_mondfang=True,
    forced_pagat=True,
    bid_priority="forehand_only",
    contracts_3p=PALCKA_3P_CONTRACTS,
    no_tarok="redeal",
    zaruf_remainder="declarer_if_wins",
    radelc_end_penalty=40,
)
PRESETS: dict[str, Rules] = {"pagat": PAGAT, "palcka": PALCKA}
