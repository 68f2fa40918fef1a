"""The language rules as tables of cases: plural categories of Slovene, English, French and
Czech; Slovene and Czech numbers as they are read, Slovene "s"/"z" and Czech "s/se", "z/ze",
"k/ke", "v/ve" before words and numbers; counted nouns in their forms (the Slovene dual
included); agreement; a new language added as a file."""

from __future__ import annotations

import sys
import textwrap
from pathlib import Path
from types import ModuleType

import pytest

from bot.i18n import core, t
from bot.i18n.grammar import (
    CZECH,
    SLOVENE,
    Forms,
    Word,
    agree,
    k_or_ke,
    plural_cs,
    plural_en,
    plural_fr,
    plural_sl,
    read_number_cs,
    read_number_sl,
    s_or_se,
    s_or_z,
    v_or_ve,
    z_or_ze,
)

SPAN = range(205)
"""0–204: every ending of the last two digits, twice, and the turn of the hundreds."""

EDGES = (-1, -2, -3, -5, -101, 1000, 1001, 1002, 1003, 1005, 1011, 1_000_000, 1_000_001)


def _table(listed: dict[str, set[int]], span: range = SPAN) -> dict[int, str]:
    """The expected category of every number of ``span``: the listed ones, ``other`` else."""
    expected = {n: "other" for n in span}
    for category, numbers in listed.items():
        for n in numbers:
            expected[n] = category
    return expected


# -- plural categories ------------------------------------------------------------------------

SL_LISTED = {
    "one": {1, 101, 201},
    "two": {2, 102, 202},
    "few": {3, 4, 103, 104, 203, 204},
}
"""Slovene: by the last two digits (1 točka, 101 točka; but 11 and 111 točk)."""

EN_LISTED = {"one": {1}}
FR_LISTED = {"one": {0, 1}}
CS_LISTED = {"one": {1}, "few": {2, 3, 4}}
"""Czech: by the whole number (2–4 body, but 22 and 102 bodů)."""


@pytest.mark.parametrize(
    ("rule", "listed"),
    [
        (plural_sl, SL_LISTED),
        (plural_en, EN_LISTED),
        (plural_fr, FR_LISTED),
        (plural_cs, CS_LISTED),
    ],
    ids=["sl", "en", "fr", "cs"],
)
def test_plural_categories_from_0_to_204(rule: object, listed: dict[str, set[int]]) -> None:
    expected = _table(listed)
    got = {n: rule(n) for n in SPAN}  # type: ignore[operator]
    assert got == expected


@pytest.mark.parametrize(
    ("n", "sl", "en", "fr", "cs"),
    [
        (-1, "one", "one", "one", "one"),
        (-2, "two", "other", "other", "few"),
        (-3, "few", "other", "other", "few"),
        (-5, "other", "other", "other", "other"),
        (-101, "one", "other", "other", "other"),
        (1000, "other", "other", "other", "other"),
        (1001, "one", "other", "other", "other"),
        (1002, "two", "other", "other", "other"),
        (1003, "few", "other", "other", "other"),
        (1005, "other", "other", "other", "other"),
        (1011, "other", "other", "other", "other"),
        (1_000_000, "other", "other", "other", "other"),
        (1_000_001, "one", "other", "other", "other"),
    ],
)
def test_plural_categories_of_edge_numbers(n: int, sl: str, en: str, fr: str, cs: str) -> None:
    assert n in EDGES
    assert (plural_sl(n), plural_en(n), plural_fr(n), plural_cs(n)) == (sl, en, fr, cs)


def test_each_grammar_lists_the_categories_its_rule_gives() -> None:
    from bot.i18n.grammar import ENGLISH, FRENCH

    for grammar in (SLOVENE, ENGLISH, FRENCH, CZECH):
        given = {grammar.plural(n) for n in (*SPAN, *EDGES)}
        assert given == set(grammar.categories)


# -- Slovene numbers as read, and "s"/"z" -----------------------------------------------------


@pytest.mark.parametrize(
    ("n", "read"),
    [
        (0, "nič"),
        (1, "ena"),
        (2, "dva"),
        (7, "sedem"),
        (10, "deset"),
        (11, "enajst"),
        (13, "trinajst"),
        (19, "devetnajst"),
        (20, "dvajset"),
        (21, "enaindvajset"),
        (38, "osemintrideset"),
        (70, "sedemdeset"),
        (99, "devetindevetdeset"),
        (100, "sto"),
        (101, "sto ena"),
        (115, "sto petnajst"),
        (200, "dvesto"),
        (999, "devetsto devetindevetdeset"),
        (1000, "tisoč"),
        (1001, "tisoč ena"),
        (2000, "dva tisoč"),
        (21_000, "enaindvajset tisoč"),
        (1_000_000, "milijon"),
        (2_000_000, "dva milijona"),
        (3_000_000, "trije milijoni"),
        (5_000_000, "pet milijonov"),
        (101_000_000, "sto en milijon"),
        (-5, "minus pet"),
    ],
)
def test_slovene_numbers_are_read(n: int, read: str) -> None:
    assert read_number_sl(n) == read


@pytest.mark.parametrize(
    ("word", "preposition"),
    [
        # vowels
        ("Ano", "z"),
        ("ekipo", "z"),
        ("igralcem", "z"),
        ("očetom", "z"),
        ("ustavitvijo", "z"),
        # voiced consonants, the sonorants included
        ("bratom", "z"),
        ("drugim", "z"),
        ("gozdom", "z"),
        ("zlatom", "z"),
        ("žogo", "z"),
        ("jabolkom", "z"),
        ("ljudmi", "z"),
        ("mondom", "z"),
        ("nami", "z"),
        ("rekontro", "z"),
        ("vami", "z"),
        ("mordkontro", "z"),
        # voiceless consonants
        ("petjo", "s"),
        ("tabo", "s"),
        ("kontro", "s"),
        ("sestro", "s"),
        ("subkontro", "s"),
        ("Škisom", "s"),
        ("ceno", "s"),
        ("čajem", "s"),
        ("fantom", "s"),
        ("hišo", "s"),
        # markup and brackets around the word do not count
        ("**Ano**", "z"),
        ("(kontro)", "s"),
    ],
)
def test_s_or_z_before_words(word: str, preposition: str) -> None:
    assert s_or_z(word) == preposition + " "


@pytest.mark.parametrize(
    ("number", "preposition"),
    [
        ("0", "z"),  # nič
        ("1", "z"),  # eno
        ("2", "z"),  # dvema
        ("3", "s"),  # tremi
        ("4", "s"),  # štirimi
        ("5", "s"),
        ("6", "s"),
        ("7", "s"),
        ("8", "z"),  # osmimi
        ("9", "z"),
        ("10", "z"),
        ("11", "z"),
        ("12", "z"),
        ("13", "s"),
        ("17", "s"),
        ("18", "z"),
        ("20", "z"),
        ("21", "z"),  # enaindvajsetimi
        ("23", "s"),  # triindvajsetimi
        ("28", "z"),
        ("30", "s"),
        ("36", "s"),  # šestintridesetimi
        ("38", "z"),  # osemintridesetimi
        ("40", "s"),
        ("70", "s"),
        ("80", "z"),
        ("90", "z"),
        ("100", "s"),  # sto
        ("101", "s"),
        ("200", "z"),  # dvesto
        ("300", "s"),
        ("800", "z"),
        ("1000", "s"),  # tisoč
        ("2000", "z"),
        ("11000", "z"),
        ("1000000", "z"),  # milijon
        ("3000000", "s"),  # trije milijoni
        ("-5", "z"),  # minus
        ("−5", "z"),
        ("+5", "s"),  # plus
        ("**38**", "z"),
    ],
)
def test_s_or_z_before_numbers_by_how_they_are_read(number: str, preposition: str) -> None:
    assert s_or_z(number) == preposition + " "


@pytest.mark.parametrize(
    ("n", "read"),
    [
        (0, "nula"),
        (1, "jedna"),
        (2, "dva"),
        (4, "čtyři"),
        (7, "sedm"),
        (10, "deset"),
        (11, "jedenáct"),
        (14, "čtrnáct"),
        (19, "devatenáct"),
        (20, "dvacet"),
        (21, "dvacet jedna"),
        (38, "třicet osm"),
        (47, "čtyřicet sedm"),
        (70, "sedmdesát"),
        (100, "sto"),
        (101, "sto jedna"),
        (200, "dvě stě"),
        (300, "tři sta"),
        (500, "pět set"),
        (999, "devět set devadesát devět"),
        (1000, "tisíc"),
        (2000, "dva tisíce"),
        (5000, "pět tisíc"),
        (21_000, "dvacet jedna tisíc"),
        (1_000_000, "milion"),
        (3_000_000, "tři miliony"),
        (5_000_000, "pět milionů"),
        (-5, "minus pět"),
    ],
)
def test_czech_numbers_are_read(n: int, read: str) -> None:
    assert read_number_cs(n) == read


CS_PREPOSITIONS = [
    # (the next word, s/se, z/ze, k/ke, v/ve): the same or a similar consonant
    ("sestrou", "se", "ze", "k", "v"),
    ("zahradou", "se", "ze", "k", "v"),
    ("Šárkou", "se", "ze", "k", "v"),
    ("ženou", "se", "ze", "k", "v"),
    ("kartou", "s", "z", "ke", "v"),
    ("Gruzii", "s", "z", "ke", "v"),
    ("vodou", "s", "z", "k", "ve"),
    ("Francii", "s", "z", "k", "ve"),
    # a group of consonants beginning with s, z, š, ž
    ("stolu", "se", "ze", "ke", "ve"),
    ("škole", "se", "ze", "ke", "ve"),
    ("zdi", "se", "ze", "ke", "ve"),
    # the groups of the numerals 2, 3, 4 and "vš", "ps"
    ("dveřím", "se", "ze", "ke", "ve"),
    ("třídě", "se", "ze", "ke", "ve"),
    ("čtvrtek", "se", "ze", "ke", "ve"),
    ("všemi", "se", "ze", "ke", "ve"),
    ("psem", "se", "ze", "ke", "ve"),
    # the pronoun
    ("mnou", "se", "ze", "ke", "ve"),
    ("mně", "se", "ze", "ke", "ve"),
    # everything else: the bare preposition
    ("Annou", "s", "z", "k", "v"),
    ("talonu", "s", "z", "k", "v"),
    ("sobě", "se", "ze", "k", "v"),
    ("Prahou", "s", "z", "k", "v"),
    ("mnoha", "s", "z", "k", "v"),
    ("flekem", "s", "z", "k", "ve"),
    ("re", "s", "z", "k", "v"),
    # markup and brackets around the word do not count
    ("**Šárkou**", "se", "ze", "k", "v"),
    ("(talonu)", "s", "z", "k", "v"),
]


@pytest.mark.parametrize(("word", "s", "z", "k", "v"), CS_PREPOSITIONS)
def test_czech_prepositions_before_words(word: str, s: str, z: str, k: str, v: str) -> None:
    got = (s_or_se(word), z_or_ze(word), k_or_ke(word), v_or_ve(word))
    assert got == (s + " ", z + " ", k + " ", v + " ")


@pytest.mark.parametrize(
    ("number", "s", "k"),
    [
        ("0", "s", "k"),  # s nulou
        ("1", "s", "k"),  # s jedním, k jednomu
        ("2", "se", "ke"),  # se dvěma, ke dvěma
        ("3", "se", "ke"),  # se třemi, ke třem
        ("4", "se", "ke"),  # se čtyřmi, ke čtyřem
        ("5", "s", "k"),  # s pěti
        ("6", "se", "k"),  # se šesti, k šesti
        ("7", "se", "k"),  # se sedmi, k sedmi
        ("8", "s", "k"),
        ("10", "s", "k"),
        ("12", "se", "ke"),  # se dvanácti
        ("13", "se", "ke"),
        ("17", "se", "k"),
        ("20", "se", "ke"),  # se dvaceti
        ("36", "se", "ke"),  # se třiceti šesti
        ("47", "se", "ke"),  # se čtyřiceti sedmi
        ("50", "s", "k"),
        ("70", "se", "k"),  # se sedmdesáti
        ("100", "se", "ke"),  # se sty, ke stu
        ("1000", "s", "k"),  # s tisícem
        ("-5", "s", "k"),  # minus
        ("**7**", "se", "k"),
    ],
)
def test_czech_prepositions_before_numbers_by_how_they_are_read(
    number: str, s: str, k: str
) -> None:
    assert s_or_se(number) == z_or_ze(number).replace("z", "s") == s + " "
    assert k_or_ke(number) == v_or_ve(number).replace("v", "k") == k + " "


# -- counted nouns through the catalogs -------------------------------------------------------


@pytest.mark.parametrize(
    ("points", "text"),
    [
        (1, "Ana: zmaga z 1 točko."),
        (2, "Ana: zmaga z 2 točkama."),  # the dual instrumental
        (3, "Ana: zmaga s 3 točkami."),
        (4, "Ana: zmaga s 4 točkami."),
        (5, "Ana: zmaga s 5 točkami."),
        (36, "Ana: zmaga s 36 točkami."),
        (38, "Ana: zmaga z 38 točkami."),
        (70, "Ana: zmaga s 70 točkami."),
        (101, "Ana: zmaga s 101 točko."),
        (102, "Ana: zmaga s 102 točkama."),
        (0, "Ana: zmaga z 0 točkami."),
    ],
)
def test_slovene_won_with_points_in_the_instrumental(points: int, text: str) -> None:
    assert t("summary.won", "sl", names="Ana", points=points) == text


@pytest.mark.parametrize(
    ("n", "sl", "en"),
    [
        (0, "0 štihov", "0 tricks"),
        (1, "1 štih", "1 trick"),
        (2, "2 štiha", "2 tricks"),
        (3, "3 štihi", "3 tricks"),
        (4, "4 štihi", "4 tricks"),
        (5, "5 štihov", "5 tricks"),
        (11, "11 štihov", "11 tricks"),
        (12, "12 štihov", "12 tricks"),
        (101, "101 štih", "101 tricks"),
        (102, "102 štiha", "102 tricks"),
        (103, "103 štihi", "103 tricks"),
    ],
)
def test_counted_nouns_take_the_form_of_their_count(n: int, sl: str, en: str) -> None:
    assert core.count(n, "trick", "sl") == sl
    assert core.count(n, "trick", "en") == en


@pytest.mark.parametrize(
    ("n", "nominative", "accusative"),
    [
        (1, "1 karta", "1 karto"),
        (2, "2 karti", "2 karti"),
        (3, "3 karte", "3 karte"),
        (5, "5 kart", "5 kart"),
    ],
)
def test_slovene_cards_in_nominative_and_accusative(
    n: int, nominative: str, accusative: str
) -> None:
    assert core.count(n, "card", "sl") == nominative
    assert core.count(n, "card", "sl", case="acc") == accusative
    assert t("prompt.discard", "sl", count=n) == f"Založi {accusative}."


@pytest.mark.parametrize(
    ("n", "sl", "en"),
    [
        (1, "1 deljenje", "1 deal"),
        (2, "2 deljenji", "2 deals"),
        (4, "4 deljenja", "4 deals"),
        (8, "8 deljenj", "8 deals"),
        (24, "24 deljenj", "24 deals"),
    ],
)
def test_a_length_of_deals(n: int, sl: str, en: str) -> None:
    assert t("choice.length_deals", "sl", count=n) == sl
    assert t("choice.length_deals", "en", count=n) == en


@pytest.mark.parametrize(
    ("seconds", "sl", "en"),
    [
        (1, "1 sekunda", "1 second"),
        (2, "2 sekundi", "2 seconds"),
        (30, "30 sekund", "30 seconds"),
        (60, "1 minuta", "1 minute"),
        (90, "90 sekund", "90 seconds"),
        (120, "2 minuti", "2 minutes"),
        (180, "3 minute", "3 minutes"),
        (300, "5 minut", "5 minutes"),
    ],
)
def test_durations(seconds: int, sl: str, en: str) -> None:
    assert core.duration(seconds, "sl") == sl
    assert core.duration(seconds, "en") == en


@pytest.mark.parametrize(
    ("points", "text"),
    [
        (0, "Ana: výhra s 0 body."),  # s nulou
        (1, "Ana: výhra s 1 bodem."),
        (2, "Ana: výhra se 2 body."),  # se dvěma
        (4, "Ana: výhra se 4 body."),
        (5, "Ana: výhra s 5 body."),
        (7, "Ana: výhra se 7 body."),  # se sedmi
        (36, "Ana: výhra se 36 body."),  # se třiceti šesti
        (47, "Ana: výhra se 47 body."),  # se čtyřiceti sedmi
        (58, "Ana: výhra s 58 body."),  # s padesáti osmi
        (70, "Ana: výhra se 70 body."),  # se sedmdesáti
    ],
)
def test_czech_won_with_points_in_the_instrumental(points: int, text: str) -> None:
    assert t("summary.won", "cs", names="Ana", points=points) == text


@pytest.mark.parametrize(
    ("n", "trick", "card", "accusative", "deal"),
    [
        (0, "0 štychů", "0 karet", "0 karet", "0 rozdání"),
        (1, "1 štych", "1 karta", "1 kartu", "1 rozdání"),
        (2, "2 štychy", "2 karty", "2 karty", "2 rozdání"),
        (4, "4 štychy", "4 karty", "4 karty", "4 rozdání"),
        (5, "5 štychů", "5 karet", "5 karet", "5 rozdání"),
        (12, "12 štychů", "12 karet", "12 karet", "12 rozdání"),
        (22, "22 štychů", "22 karet", "22 karet", "22 rozdání"),
    ],
)
def test_czech_counted_nouns(n: int, trick: str, card: str, accusative: str, deal: str) -> None:
    assert core.count(n, "trick", "cs") == trick
    assert core.count(n, "card", "cs") == card
    assert core.count(n, "card", "cs", case="acc") == accusative
    assert t("prompt.discard", "cs", count=n) == f"Odlož {accusative}."
    assert t("choice.length_deals", "cs", count=n) == deal


@pytest.mark.parametrize(
    ("deals", "text"),
    [
        (1, "Tarok · rozdání 1 z 1"),  # z jednoho
        (2, "Tarok · rozdání 1 ze 2"),  # ze dvou
        (4, "Tarok · rozdání 1 ze 4"),
        (8, "Tarok · rozdání 1 z 8"),  # z osmi
        (12, "Tarok · rozdání 1 ze 12"),
        (16, "Tarok · rozdání 1 ze 16"),  # ze šestnácti
        (24, "Tarok · rozdání 1 ze 24"),
        (100, "Tarok · rozdání 1 ze 100"),  # ze sta
    ],
)
def test_czech_deal_of_deals_with_z_or_ze(deals: int, text: str) -> None:
    assert t("table.title_of", "cs", deal_no=1, deals=deals) == text
    ready = t("table.ready_count", "cs", ready=1, total=deals)
    assert ready == "Pokračovat chce: 1 " + text.rsplit(" 1 ", 1)[1]


@pytest.mark.parametrize(
    ("seconds", "text"),
    [(1, "1 sekunda"), (3, "3 sekundy"), (30, "30 sekund"), (60, "1 minuta"), (120, "2 minuty")],
)
def test_czech_durations(seconds: int, text: str) -> None:
    assert core.duration(seconds, "cs") == text


# -- agreement --------------------------------------------------------------------------------


def test_forms_agree_with_the_gender_of_a_word() -> None:
    announced = Forms({"m": "napovedani", "f": "napovedana", "m.pl": "napovedani"})
    assert agree(announced, Word("Trula", "f")) == "napovedana"
    assert agree(announced, Word("Kralji", "m.pl")) == "napovedani"
    assert agree(announced, "Trula") == "napovedani"  # no gender: the dictionary form
    assert agree("announced", Word("Trula", "f")) == "announced"  # no forms: as it is
    assert f"{announced:f}" == "napovedana" and str(announced) == "napovedani"


@pytest.mark.parametrize(
    ("level", "one", "many"),
    [("easy", "lehký", "lehcí"), ("normal", "střední", "střední"), ("hard", "těžký", "těžcí")],
)
def test_a_czech_computer_level_agrees_with_a_computer_and_with_players(
    level: str, one: str, many: str
) -> None:
    name = core.level_name(level, "cs")
    assert t("lobby.seat_computer", "cs", seat=2, level=name) == f"2. počítač ({one})"
    assert t("lobby.level", "cs", level=name) == f"Počítačoví hráči: {many}"


def test_czech_lines_agree_with_their_item() -> None:
    silent = t("line.kind.silent", "cs")
    announced = t("line.kind.announced", "cs")
    assert agree(silent, t("czech.line.slam", "cs")) == "tichý"
    assert agree(announced, t("line.trula", "cs")) == "hlášená"
    assert agree(announced, t("line.kings", "cs")) == "hlášení"  # Králové: animate
    assert agree(silent, Word("Valáty", "m.pl")) == "tiché"


@pytest.mark.parametrize(
    ("level", "one", "many"),
    [
        ("easy", "lahek", "lahki"),
        ("normal", "srednji", "srednji"),
        ("hard", "težek", "težki"),
        ("random", "naključen", "naključni"),
    ],
)
def test_a_computer_level_agrees_with_one_computer_and_with_computer_players(
    level: str, one: str, many: str
) -> None:
    name = core.level_name(level, "sl")
    assert t("lobby.seat_computer", "sl", seat=2, level=name) == f"2. računalnik ({one})"
    assert t("lobby.level", "sl", level=name) == f"Računalniški igralci: {many}"
    assert t("lobby.level", "sl", level="po meri") == "Računalniški igralci: po meri"


# -- a new language is a new file -------------------------------------------------------------


CZECH_TEXTS = {
    "noun.point": {"one": "bod", "few": "body", "other": "bodů"},
    "stats.radelci": "Radely: {count} ({penalty:point})",
}
"""A few texts of a Czech catalog, as a new language would write them."""


def test_a_catalog_module_is_found_by_its_name(tmp_path: Path) -> None:
    package = tmp_path / "more_languages"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "grammar_notes.py").write_text("")  # not a language code: not a catalog
    (package / "cs.py").write_text(
        textwrap.dedent(
            f"""
            from bot.i18n.grammar import CZECH

            NAME = "čeština"
            GRAMMAR = CZECH
            TEXTS = {CZECH_TEXTS!r}
            """
        )
    )
    sys.path.insert(0, str(tmp_path))
    try:
        found = core.discover("more_languages")
    finally:
        sys.path.remove(str(tmp_path))
        for name in [m for m in sys.modules if m.startswith("more_languages")]:
            del sys.modules[name]
    assert list(found) == ["cs"]
    assert found["cs"].name == "čeština" and found["cs"].grammar is CZECH
    assert found["cs"].texts["stats.radelci"] == CZECH_TEXTS["stats.radelci"]


@pytest.mark.parametrize(
    ("n", "text"), [(1, "1 bod"), (2, "2 body"), (4, "4 body"), (5, "5 bodů"), (22, "22 bodů")]
)
def test_a_new_language_counts_with_its_own_plural_rule(
    monkeypatch: pytest.MonkeyPatch, n: int, text: str
) -> None:
    module = ModuleType("bot.i18n.cs")
    module.NAME = "čeština"  # type: ignore[attr-defined]
    module.GRAMMAR = CZECH  # type: ignore[attr-defined]
    module.TEXTS = CZECH_TEXTS  # type: ignore[attr-defined]
    catalog = core.load_catalog(module)
    monkeypatch.setitem(core.LANGUAGE_CATALOGS, "cs", catalog)
    monkeypatch.setitem(core.CATALOGS, "cs", catalog.texts)
    assert t("stats.radelci", "cs", count=3, penalty=n) == f"Radely: 3 ({text})"
    assert core.count(n, "point", "cs") == text
    # A key the new catalog lacks comes from English, counted by English rules.
    line = t("table.seat_line", "cs", seat=1, name="Ana", roles="", total=0, radelci="", tricks=1)
    assert line == "1. **Ana** · 0 · 1 trick"
    assert core.language_name("cs") == "čeština"
