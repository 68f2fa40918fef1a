"""Deals in card notation shared by several rule tests (seat 3 deals, seat 0 is forehand)."""

from __future__ import annotations

BONUSES = {
    0: "QH CH JH 1H 2H 3H 4H QD CD JD 1D 2D",  # no trumps
    1: "KH KD KS KC SK T21 T1 T20 T19 T18 T17 T16",  # half trumps, honours, kings, five
    2: "T15 T14 T13 T12 T11 T10 T9 T8 T7 T6 3D 4D",  # full trumps
    3: "T5 T4 7S 8S 9S 10S JS CS QS 7C 8C 9C",  # few trumps
    "talon": "T3 T2 10C JC CC QC",
}

SLAM = {
    0: "SK T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11",
    1: "T10 T9 T8 T7 KH QH CH JH 1H 2H 3H 4H",
    2: "T6 T5 T4 T3 KD QD CD JD 1D 2D 3D 4D",
    3: "T2 T1 KS QS CS JS 10S 9S 8S 7S KC QC",
    "talon": "JC CC 10C 9C 8C 7C",
}
"""A holds the twelve highest taroks (so he must call the XIX and plays alone) and takes
every trick; B and C lay aside t5 = 8C and t6 = 7C, worth 1 point together: D = 69."""
SLAM_EXCHANGE = (
    "pass pass pass declare:first call:T19 "
    "discard:JC discard:CC discard:10C discard:9C discard:8C discard:7C"
)

PAGAT_LAST = {
    0: "SK T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T1",
    1: "T11 T10 T9 T8 KH QH CH JH 1H 2H 3H 4H",
    2: "T7 T6 T5 KD QD CD JD 1D 2D 3D 4D KS",
    3: "T4 T3 T2 QS CS JS 10S 9S 8S 7S KC QC",
    "talon": "JC CC 10C 9C 8C 7C",
}
"""A leads his taroks from the top: the others' taroks are gone after four tricks, and the
Pagát wins the twelfth."""
PAGAT_ORDER = "SK T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T1"
