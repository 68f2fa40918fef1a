"""Facts the rules cannot produce are refused, each with a message naming the rule."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from engine.core.errors import MalformedAction
from engine.french import DealFacts, Rules, score

GOOD: dict[str, Any] = {
    "players": 4,
    "contract": "garde",
    "taker": 0,
    "attack_halves": 98,
    "bouts": 2,
}


def refused(match: str, **changes: Any) -> None:
    with pytest.raises(ValidationError, match=match):
        DealFacts.model_validate({**GOOD, **changes})


def test_good_facts_are_accepted() -> None:
    DealFacts.model_validate(GOOD)


def test_a_table_has_three_four_or_five_players() -> None:
    refused("players", players=6)


def test_an_unknown_contract() -> None:
    with pytest.raises((ValidationError, MalformedAction), match="contract"):
        DealFacts.model_validate({**GOOD, "contract": "petite_garde"})


def test_the_taker_is_a_seat_of_the_table() -> None:
    refused("taker is one of the seats 0 … 3", taker=4)


def test_a_called_partner_exists_only_with_five_players() -> None:
    refused("only five players call a partner", partner=2)
    refused("only five players call a partner", players=3, partner=1, attack_halves=97)


def test_a_self_called_taker_has_no_partner() -> None:
    refused("plays alone", players=5, partner=0)


def test_the_partner_is_a_seat_of_the_table() -> None:
    refused("partner is one of the seats", players=5, partner=5)


def test_there_are_three_bouts() -> None:
    refused("three bouts", bouts=4)
    refused("three bouts", bouts=-1)


def test_card_points_run_from_0_to_91() -> None:
    refused("from 0 to 91", attack_halves=184)
    refused("from 0 to 91", attack_halves=-2)


def test_with_four_players_the_points_are_whole() -> None:
    refused("with four players the attack's points are whole", attack_halves=97)
    DealFacts.model_validate({**GOOD, "players": 3, "attack_halves": 97})
    DealFacts.model_validate({**GOOD, "players": 5, "attack_halves": 97})


def test_the_ecart_counts_for_the_taker_and_holds_no_bout() -> None:
    # Garde: the écart's six cards (at least ½ each) and two bouts (at least 8½).
    refused("the écart of 6 cards counts for the taker", attack_halves=20, bouts=2)
    DealFacts.model_validate({**GOOD, "attack_halves": 24, "bouts": 2})


def test_the_chien_counts_for_the_taker_in_garde_sans() -> None:
    refused(
        "the chien of 6 cards counts for the taker", contract="garde_sans", attack_halves=4, bouts=0
    )


def test_the_chien_counts_for_the_defence_in_garde_contre() -> None:
    refused(
        "the chien of 3 cards counts for the defence",
        players=5,
        contract="garde_contre",
        attack_halves=181,
        bouts=3,
    )


def test_the_bouts_are_worth_their_points() -> None:
    # Three bouts are worth at least 13 points; no bout for the attack leaves the defence
    # at least 13.
    refused("cannot happen with 3 bouts", contract="garde_contre", attack_halves=20, bouts=3)
    refused("cannot happen with 0 bouts", contract="garde_contre", attack_halves=170, bouts=0)


def test_the_petit_au_bout_belongs_to_a_side_holding_the_petit() -> None:
    refused("at least one bout", attack_halves=60, bouts=0, petit_au_bout="attack")
    refused("lacks a bout", attack_halves=150, bouts=3, petit_au_bout="defence")


def test_an_attack_chelem_leaves_the_defence_only_its_excuse() -> None:
    refused("91 points and 3 bouts, or 87 and 2", chelem="attack", attack_halves=170, bouts=3)
    refused("91 points and 3 bouts, or 87 and 2", chelem="attack", attack_halves=174, bouts=3)
    for pts, bouts in ((182, 3), (174, 2)):
        DealFacts.model_validate({**GOOD, "chelem": "attack", "attack_halves": pts, "bouts": bouts})


def test_an_attack_chelem_takes_the_petit_au_bout_too() -> None:
    refused(
        "the defence took no Petit au bout",
        chelem="attack",
        attack_halves=174,
        bouts=2,
        petit_au_bout="defence",
    )


def test_a_defence_chelem_in_garde_contre_leaves_the_attack_only_its_excuse() -> None:
    refused(
        "0 points and no bout, or 4 and 1",
        contract="garde_contre",
        chelem="defence",
        attack_halves=10,
        bouts=0,
    )
    DealFacts.model_validate(
        {**GOOD, "contract": "garde_contre", "chelem": "defence", "attack_halves": 8, "bouts": 1}
    )


def test_a_defence_chelem_leaves_the_attack_its_excuse_and_the_ecart() -> None:
    refused("at most one bout", chelem="defence", attack_halves=30, bouts=2)
    refused("at most 23 points", chelem="defence", attack_halves=60, bouts=1)
    refused("at most 31 points", contract="garde_sans", chelem="defence", attack_halves=72, bouts=2)


def test_a_defence_chelem_takes_the_petit_au_bout_too() -> None:
    refused(
        "the attack took no Petit au bout",
        chelem="defence",
        attack_halves=20,
        bouts=1,
        petit_au_bout="attack",
    )


def test_poignee_sizes_that_do_not_exist_for_the_table() -> None:
    refused(
        "a poignée of 12 trumps does not exist with 4 players", poignees=[{"seat": 1, "trumps": 12}]
    )
    refused("exactly 13, 15, 18", players=3, attack_halves=97, poignees=[{"seat": 1, "trumps": 10}])
    refused("exactly 8, 10, 13", players=5, poignees=[{"seat": 1, "trumps": 15}])


def test_one_poignee_per_player() -> None:
    refused("shows two poignées", poignees=[{"seat": 1, "trumps": 10}, {"seat": 1, "trumps": 10}])


def test_a_poignee_is_shown_by_a_seat_of_the_table() -> None:
    refused("a poignée shown by seat 4", poignees=[{"seat": 4, "trumps": 10}])


def test_the_poignees_cannot_show_more_than_21_trumps_and_the_excuse() -> None:
    refused(
        "only 21 trumps and the Excuse",
        poignees=[{"seat": 1, "trumps": 13}, {"seat": 2, "trumps": 10}],
    )


def test_no_prise_where_the_rules_have_none() -> None:
    facts = DealFacts.model_validate({**GOOD, "contract": "prise"})
    score(Rules(), facts)
    with pytest.raises(ValueError, match=r"Prise is not played under these rules \(F1\)"):
        score(Rules(prise_allowed=False), facts)
