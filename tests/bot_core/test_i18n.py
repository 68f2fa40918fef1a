"""Texts: both languages define the same keys and placeholders; names; language choice."""

from __future__ import annotations

import typing

import pytest

import bot.tables.errors as table_errors
from bot.families.slovenian.labels import (
    action_label,
    card_name,
    contract_name,
    format_line,
    item_name,
    kontra_name,
    phase_name,
    rule_switch_name,
    rule_value_name,
)
from bot.i18n import CATALOGS, level_name, placeholders, resolve_language, t
from engine.slovenian import Contract, Phase, Rules
from engine.slovenian.actions import ANNOUNCES, BIDS, CALLS, KONTRAS, PASS, PLAYS, TALONS, Item
from engine.slovenian.cards import NUM_CARDS, parse_card

SL, EN = CATALOGS["sl"], CATALOGS["en"]
MAY_BE_EMPTY = {"line.kind.game", "line.kind.klop"}


def test_both_languages_define_the_same_keys() -> None:
    assert set(SL) - set(EN) == set()
    assert set(EN) - set(SL) == set()


@pytest.mark.parametrize("key", sorted(EN))
def test_both_languages_use_the_same_placeholders(key: str) -> None:
    assert placeholders(SL[key]) == placeholders(EN[key]), key
    if key not in MAY_BE_EMPTY:
        assert SL[key].strip() and EN[key].strip(), key


def test_every_engine_name_has_a_text() -> None:
    for lang in ("sl", "en"):
        names = [contract_name(c, lang) for c in Contract]
        assert len(set(names)) == len(Contract)
        assert all(not n.startswith("contract.") for n in names)
        assert all(not phase_name(p, lang).startswith("phase.") for p in Phase)
        assert all(not item_name(i, lang).startswith("item.") for i in Item)
        assert [kontra_name(k, lang) for k in (2, 4, 8, 16)] == [
            t(f"kontra.{k}", lang) for k in (2, 4, 8, 16)
        ]


def test_cards_are_spelled_out_in_both_languages() -> None:
    for lang in ("sl", "en"):
        names = [card_name(c, lang) for c in range(NUM_CARDS)]
        assert len(set(names)) == NUM_CARDS
        assert not any("{" in n or "." in n for n in names)
    assert card_name(parse_card("KH"), "sl") == "kralj srce"
    assert card_name(parse_card("KH"), "en") == "king of hearts"
    assert card_name(parse_card("10S"), "en") == "10 of spades"
    assert card_name(parse_card("T15"), "sl") == "tarok XV"
    assert card_name(parse_card("SK"), "sl") == "škis"


def test_action_labels() -> None:
    for lang in ("sl", "en"):
        for action in (PASS, *BIDS, *TALONS[:3], *ANNOUNCES, *KONTRAS, CALLS[29], PLAYS[0]):
            label = action_label(action, lang)
            assert label and "{" not in label and not label.startswith(("contract.", "item."))
    assert action_label(PASS, "sl") == "Naprej"
    assert action_label(KONTRAS[Item.TRULA], "en", kontra_level=4) == "Rekontra on Trula"
    assert action_label(TALONS[0], "sl") == "1. kup"


def test_score_lines_and_rule_switches() -> None:
    line = {"item": "trula", "kind": "announced", "base": 20, "kontra": 2, "amount": 40}
    assert format_line(line, "sl") == "Trula (napovedano) ×2: 40"
    assert format_line({"item": "difference", "kind": "game", "amount": 15}, "en") == (
        "Difference: 15"
    )
    for field_name, info in Rules.model_fields.items():
        if field_name == "name":
            continue
        for lang in ("sl", "en"):
            assert rule_switch_name(field_name, lang) != field_name
            for value in typing.get_args(info.annotation):
                if isinstance(value, str):
                    assert rule_value_name(value, lang) != value, (field_name, value)
    assert rule_value_name(True, "sl") == "da"
    assert level_name("normal", "sl") == "srednji" and level_name("custom", "en") == "custom"


def test_every_table_error_has_a_text() -> None:
    for obj in vars(table_errors).values():
        if isinstance(obj, type) and issubclass(obj, table_errors.TableError):
            assert obj.key in EN, obj


def test_t_fills_placeholders_and_never_raises() -> None:
    assert t("table.turn", "sl", name="Ana") == "Na potezi: Ana"
    assert t("table.turn", "en", name="Ana") == "To move: Ana"
    assert t("table.turn", "en") == "To move: {name}"
    assert t("table.turn", "de", name="Ana") == "To move: Ana"
    assert t("no.such.key", "sl") == "no.such.key"
    assert t("error.not_your_turn", "sl", seat=2) == "Nisi na potezi."


def test_language_resolution_order() -> None:
    assert resolve_language("en", "sl", "en-US") == "en"  # the player's own choice
    assert resolve_language(None, "sl", "en-US") == "sl"  # then the server default
    assert resolve_language(None, "en", None) == "en"
    assert resolve_language(None, None, "en-GB") == "en"  # then the Discord locale
    assert resolve_language(None, None, "hr") == "en"  # unsupported locale: English
    assert resolve_language(None, None, "sl") == "en"  # Discord never gives Slovene
    assert resolve_language(None, None, None) == "en"
    assert resolve_language("sl-SI", None, None) == "sl"
    assert resolve_language("xx", "yy", None) == "en"
