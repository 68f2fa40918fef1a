"""Texts: every catalog has every shared key and each game's own keys all or none, with the
same placeholders; every counted noun and agreeing word has every form its language needs, no
text assumes a man, the generic texts are free of Slovenian tarok's and Czech taroky's words,
every key the code names exists; names; language choice; a game a language leaves out."""

from __future__ import annotations

import re
import typing
from pathlib import Path

import pytest

import bot.tables.errors as table_errors
from bot import families
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
from bot.i18n import (
    CATALOGS,
    FALLBACK,
    LANGUAGE_CATALOGS,
    LANGUAGES,
    NOUN_PREFIX,
    Forms,
    Word,
    agree,
    core,
    count,
    covered_families,
    family_of,
    format_specs,
    level_name,
    placeholders,
    prepositions,
    resolve_language,
    t,
)
from engine import families as engine_families
from engine.slovenian import Contract, Phase, Rules
from engine.slovenian.actions import ANNOUNCES, BIDS, CALLS, KONTRAS, PASS, PLAYS, TALONS, Item
from engine.slovenian.cards import NUM_CARDS, parse_card

ROOT = Path(__file__).resolve().parents[2]
SL, EN = CATALOGS["sl"], CATALOGS["en"]
MAY_BE_EMPTY = {"line.kind.game", "line.kind.klop"}
CASE_KEY = re.compile(rf"^{re.escape(NOUN_PREFIX)}[a-z_]+\.[a-z]+$")
"""``noun.<name>.<case>``: a case only the languages that have it define."""


def _keys(lang: str) -> set[str]:
    return {k for k in CATALOGS[lang] if not CASE_KEY.match(k)}


# -- every catalog alike ----------------------------------------------------------------------


FAMILIES = engine_families.names()


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != FALLBACK])
def test_every_catalog_defines_the_shared_keys_and_each_games_all_or_none(lang: str) -> None:
    mine, base = _keys(lang), _keys(FALLBACK)
    assert mine - base == set()
    missing = base - mine
    assert {k for k in missing if family_of(k, FAMILIES) is None} == set()
    for family in FAMILIES:
        own = {k for k in base if family_of(k, FAMILIES) == family}
        have = own & mine
        assert have in (set(), own), (lang, family, sorted(own - have))


@pytest.mark.parametrize("lang", ["en", "sl", "cs"])
def test_english_slovene_and_czech_carry_both_games_of_the_bot(lang: str) -> None:
    assert {"slovenian", "czech"} <= covered_families(lang, FAMILIES)


def test_a_key_belongs_to_a_game_by_its_prefix() -> None:
    assert family_of("game.czech", FAMILIES) == "czech"
    assert family_of("czech.contract.third", FAMILIES) == "czech"
    assert family_of("rules.czech.switch.kontra", FAMILIES) == "czech"
    assert family_of("slovenian.sheet.settlement", FAMILIES) == "slovenian"
    assert family_of("rules.slovenian.body", FAMILIES) == "slovenian"
    # Shared texts, and Slovenian tarok's first names, which have no prefix.
    for key in ("table.contract", "rules.title", "contract.three", "rules.switch.mond_penalty"):
        assert family_of(key, FAMILIES) is None


def test_a_language_without_a_games_texts_gets_that_games_words_in_english(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # What a Czech-speaking player sees at the table of a game Czech has no texts for: the
    # shared texts in Czech, the game's own words (its bids, lines, rules) in English.
    cs = LANGUAGE_CATALOGS["cs"]
    texts = {k: v for k, v in cs.texts.items() if family_of(k, FAMILIES) != "czech"}
    catalog = core.Catalog(cs.code, cs.name, cs.grammar, texts)
    monkeypatch.setitem(core.LANGUAGE_CATALOGS, "cs", catalog)
    monkeypatch.setitem(core.CATALOGS, "cs", catalog.texts)
    assert "czech" not in covered_families("cs", FAMILIES)
    third = t("czech.contract.third", "cs")
    assert third == "Third bid"
    assert t("table.contract", "cs", contract=third) == "Hra: Third bid"
    assert t("czech.stats.opponent", "cs", count=3) == "As an opponent: 3 deals"


@pytest.mark.parametrize("key", sorted(EN))
def test_every_catalog_uses_the_same_placeholders(key: str) -> None:
    for lang in LANGUAGES:
        if key not in CATALOGS[lang]:
            continue  # a game the language leaves out (the test above)
        text = CATALOGS[lang][key]
        assert placeholders(text) == placeholders(EN[key]), (lang, key)
        if key not in MAY_BE_EMPTY:
            assert text.strip(), (lang, key)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_counted_noun_has_every_form_of_its_language(lang: str) -> None:
    grammar = LANGUAGE_CATALOGS[lang].grammar
    nouns = {k: v for k, v in CATALOGS[lang].items() if k.startswith(NOUN_PREFIX)}
    assert nouns
    for key, forms in nouns.items():
        assert isinstance(forms, Forms), key
        assert tuple(forms.forms) == grammar.categories, key
        assert all(f.strip() for f in forms.forms.values()), key


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_agreeing_word_has_every_gender_of_its_language(lang: str) -> None:
    grammar = LANGUAGE_CATALOGS[lang].grammar
    for key, entry in CATALOGS[lang].items():
        if isinstance(entry, Forms) and not key.startswith(NOUN_PREFIX):
            assert tuple(entry.forms) == grammar.genders, key
        if isinstance(entry, Word):
            assert entry.gender in grammar.genders, key


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_format_spec_names_a_noun_or_a_gender_of_its_language(lang: str) -> None:
    catalog = LANGUAGE_CATALOGS[lang]
    for key, text in catalog.texts.items():
        for name, spec in format_specs(text):
            is_noun = isinstance(catalog.texts.get(NOUN_PREFIX + spec), Forms)
            assert is_noun or spec in catalog.grammar.genders, (key, name, spec)
        for field in prepositions(text):
            assert field in catalog.grammar.prepositions, (key, field)


# -- nobody is assumed to be a man ------------------------------------------------------------

MALE_ONLY = {
    "sl": [
        # a past participle in the masculine after an auxiliary: "je sedel", "ni igral"
        re.compile(r"\b(je|ni|bi|si|sem|nisi|nisem|sta|so)\s+\w+l\b"),
        # pronouns and words for a man: "namesto njega", "zanj", "igra sam", "vsak si"
        re.compile(r"\b(njega|njemu|zanj|njegov\w*|sam|vsak|zmagovalec)\b", re.IGNORECASE),
    ],
    "en": [re.compile(r"\b(he|him|his|himself)\b", re.IGNORECASE)],
    "cs": [
        # a past tense in the masculine: "hrál", "vzal", "odešel", "byl" (the nouns that
        # end the same way are not verbs)
        re.compile(
            r"\b(?!(?:král|kaval|stůl|cíl|pravidel|kol|dál|hostitel|rozdíl|trul|zvol)\b)"
            r"\w+[aáeéěiíouůyý]l\b",
            re.IGNORECASE,
        ),
        # pronouns, "alone", "everyone", short participles and words for a man
        re.compile(
            r"\b(on|jeho|jemu|něho|něj|ním|sám|samotný|každý|každého|každému|každým|"
            r"vítěz|připraven|přihlášen|odhlášen)\b",
            re.IGNORECASE,
        ),
    ],
    "fr": [
        # "il" for a player ("il joue"), not the impersonal "il y a", "il faut", "s'il te
        # plaît"; pronouns, "alone", "ready", "each one", "the winner"
        re.compile(r"(?<!s')\b(il|ils)\b(?!\s+(?:y|n'y|faut|me faut)\b)", re.IGNORECASE),
        re.compile(
            r"\b(lui|seul|seuls|prêt|prêts|chacun|celui|vainqueur|gagnant|gagnants)\b",
            re.IGNORECASE,
        ),
    ],
}
"""Forms that make a player a man; ``ALLOWED`` lists the places where such a form is about
something else."""

ALLOWED = {
    ("sl", "table.timeout", "je potekel"): "the time (čas) ran out, not a player",
    ("sl", "table.timeout_action", "je potekel"): "the time (čas) ran out, not a player",
    ("sl", "czech.table.conceded", "je bil"): "the called tarok was in the talon",
    ("sl", "czech.event.conceded", "je bil"): "the called tarok was in the talon",
    ("sl", "czech.summary.conceded", "je bil"): "the called tarok was in the talon",
    ("cs", "table.timeout", "vypršel"): "the time (čas) ran out, not a player",
    ("cs", "table.timeout_action", "vypršel"): "the time (čas) ran out, not a player",
    ("cs", "czech.table.conceded", "byl"): "the called tarok was in the talon",
    ("cs", "czech.event.conceded", "byl"): "the called tarok was in the talon",
    ("cs", "czech.summary.conceded", "byl"): "the called tarok was in the talon",
    ("fr", "table.compulsory_klop", "seuls"): "only contracts (Solo sans and higher)",
    ("fr", "help.body", "il"): "the computer (l'ordinateur) goes on playing",
    ("fr", "cmd.leaderboard.game", "celui"): "the game (le jeu) of this channel",
    ("fr", "cmd.stats.game", "celui"): "the game (le jeu) of this channel",
    ("fr", "slovenian.table.end_called", "lui"): "after the škis round (le tour du škis)",
    ("fr", "french.prompt.ecart", "ils"): "the trumps (les atouts) are shown",
    ("fr", "rules.french.body", "il"): "the chien counts for the taker",
}


def _male_forms(lang: str, text: str) -> list[str]:
    shown = re.sub(r"\{[^{}]*\}", "", text)  # the names of placeholders are not shown
    return [m.group(0) for p in MALE_ONLY.get(lang, []) for m in p.finditer(shown)]


@pytest.mark.parametrize("lang", sorted(MALE_ONLY))
def test_no_text_assumes_a_man(lang: str) -> None:
    found = [
        (lang, key, form)
        for key, text in CATALOGS[lang].items()
        for form in _male_forms(lang, str(text))
    ]
    assert [f for f in found if f not in ALLOWED] == []
    assert set(ALLOWED) <= set(found) | {a for a in ALLOWED if a[0] != lang}


@pytest.mark.parametrize(
    ("lang", "text", "found"),
    [
        ("sl", "{name} je sedel za mizo.", ["je sedel"]),
        ("sl", "{name} je zapustil mizo: namesto njega igra računalnik.", ["je zapustil", "njega"]),
        ("sl", "{name} igra sam.", ["sam"]),
        ("sl", "{name} sede za mizo.", []),
        ("en", "the computer plays for him", ["him"]),
        ("en", "everybody writes his own card points", ["his"]),
        ("en", "each player scores their own card points", []),
        ("cs", "{name} hrál XXI a vzal štych.", ["hrál", "vzal"]),
        ("cs", "{name} odešel od stolu: počítač hraje za něj.", ["odešel", "něj"]),
        ("cs", "{name} hraje sám.", ["sám"]),
        ("cs", "{name} hraje XXI a bere štych.", []),
        ("cs", "Král a kaval zůstávají na stole.", []),
    ],
)
def test_the_male_forms_check_finds_them(lang: str, text: str, found: list[str]) -> None:
    assert _male_forms(lang, text) == found


# -- the generic texts are the same for every game --------------------------------------------

SLOVENIAN_WORDS = re.compile(
    # "mond" but not the French "monde" (tout le monde: everybody)
    r"škis|skis|radel|klop|pagat|mond(?!e\b)|trula|kontra|valat|talon|slovensk|slovenian",
    re.IGNORECASE,
)
GENERIC_CODE = [
    *sorted((ROOT / "bot" / "screens").glob("*.py")),
    *sorted((ROOT / "bot" / "cogs").glob("*.py")),
    *sorted((ROOT / "bot" / "ui").glob("*.py")),
    *sorted((ROOT / "bot" / "tables").glob("*.py")),
    *(ROOT / "bot" / "families" / f for f in ("display.py", "booking.py", "rules.py", "base.py")),
]
LITERAL_KEY = re.compile(r"""["']([a-z][a-z0-9_]*(?:\.[a-z0-9_]+)+)["']""")


def _literal_keys(paths: list[Path]) -> set[str]:
    return {k for p in paths for k in LITERAL_KEY.findall(p.read_text(encoding="utf-8"))}


def _generic_keys() -> set[str]:
    keys = {k for k in _literal_keys(GENERIC_CODE) if k in EN}
    # the error texts are named by the errors' ``key``
    keys |= {
        obj.key
        for obj in vars(table_errors).values()
        if isinstance(obj, type) and issubclass(obj, table_errors.TableError)
    }
    return keys


def test_the_generic_code_names_texts() -> None:
    keys = _generic_keys()
    assert {"help.body", "lobby.length_end", "table.seat_line", "error.end_unavailable"} <= keys


def _words(text: str) -> str:
    """A template without its placeholders (their names are not shown)."""
    return re.sub(r"\{[^{}]*\}", "", text)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_generic_texts_carry_no_slovenian_tarok_words(lang: str) -> None:
    worded = {
        key: str(CATALOGS[lang][key])
        for key in sorted(_generic_keys())
        if SLOVENIAN_WORDS.search(_words(str(CATALOGS[lang][key])))
    }
    assert worded == {}


CZECH_WORDS = re.compile(
    r"povinnost|flek|tutti|škýz|pagát|valát|hlášk|taroky|talon|česk|czech", re.IGNORECASE
)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_generic_texts_carry_no_czech_taroky_words(lang: str) -> None:
    worded = {
        key: str(CATALOGS[lang][key])
        for key in sorted(_generic_keys())
        if CZECH_WORDS.search(_words(str(CATALOGS[lang][key])))
    }
    assert worded == {}


def test_slovenian_tarok_words_generic_texts_its_own_way() -> None:
    show = families.get("slovenian").display
    for key in ("lobby.length_end", "button.end_vote", "table.end_called", "sheet.settlement"):
        own = show.key(key)
        assert own == f"slovenian.{key}"
        assert SLOVENIAN_WORDS.search(t(own, "sl")) and SLOVENIAN_WORDS.search(t(own, "en"))
    assert show.key("table.turn") == "table.turn"
    assert t(show.key("sheet.settlement"), "sl") == "Radelci"


def test_every_key_the_code_names_exists() -> None:
    code = [p for p in sorted((ROOT / "bot").rglob("*.py")) if "i18n" not in p.parts]
    prefixes = tuple(k.rsplit(".", 1)[0] + "." for k in EN)
    named = {k for k in _literal_keys(code) if k.startswith(prefixes) and "." in k}
    # Keys looked up with a family prefix or built from parts are checked where they are
    # used; these are the whole keys written in the code.
    missing = sorted(k for k in named if k not in EN and not k.startswith("bot."))
    assert missing == []


# -- names of Slovenian tarok's things --------------------------------------------------------


def test_every_engine_name_has_a_text() -> None:
    for lang in LANGUAGES:
        names = [contract_name(c, lang) for c in Contract]
        assert len(set(names)) == len(Contract)
        assert all(not n.startswith("contract.") for n in names)
        assert all(not phase_name(p, lang).startswith("phase.") for p in Phase)
        assert all(not item_name(i, lang).startswith("item.") for i in Item)
        assert [kontra_name(k, lang) for k in (2, 4, 8, 16)] == [
            t(f"kontra.{k}", lang) for k in (2, 4, 8, 16)
        ]


def test_the_deal_the_contract_and_the_play_have_their_own_words() -> None:
    # Slovene: deljenje (the deal), igra (the contract), igranje (the play phase).
    assert t("table.title", "sl", deal_no=3) == "Tarok · deljenje 3"
    assert t("table.contract", "sl", contract="Tri") == "Igra: Tri"
    assert phase_name(Phase.PLAY, "sl") == "Igranje"
    assert t("table.title", "en", deal_no=3) == "Tarok · deal 3"
    assert t("table.contract", "en", contract="Three") == "Contract: Three"
    assert phase_name(Phase.PLAY, "en") == "Card play"
    for lang in LANGUAGES:
        words = {t("summary.title", lang, deal_no=1, contract="").split(" ")[0].lower()}
        words.add(phase_name(Phase.PLAY, lang).lower())
        words.add(t("table.contract", lang, contract="").split(":")[0].lower())
        assert len(words) == 3, (lang, words)


def test_cards_are_spelled_out_in_both_languages() -> None:
    for lang in LANGUAGES:
        names = [card_name(c, lang) for c in range(NUM_CARDS)]
        assert len(set(names)) == NUM_CARDS
        assert not any("{" in n or "." in n for n in names)
    assert card_name(parse_card("KH"), "sl") == "kralj srce"
    assert card_name(parse_card("JS"), "sl") == "fant pik"
    assert card_name(parse_card("KH"), "en") == "king of hearts"
    assert card_name(parse_card("10S"), "en") == "10 of spades"
    assert card_name(parse_card("T15"), "sl") == "tarok XV"
    assert card_name(parse_card("SK"), "sl") == "škis"


def test_action_labels() -> None:
    for lang in LANGUAGES:
        for action in (PASS, *BIDS, *TALONS[:3], *ANNOUNCES, *KONTRAS, CALLS[29], PLAYS[0]):
            label = action_label(action, lang)
            assert label and "{" not in label and not label.startswith(("contract.", "item."))
    assert action_label(PASS, "sl") == "Naprej"
    assert action_label(KONTRAS[Item.TRULA], "en", kontra_level=4) == "Rekontra: Trula"
    assert action_label(KONTRAS[Item.GAME], "sl") == "Kontra: Igra"
    assert action_label(TALONS[0], "sl") == "1. kup"


@pytest.mark.parametrize(
    ("line", "sl", "en"),
    [
        (
            {"item": "trula", "kind": "announced", "kontra": 2, "amount": 40},
            "Trula (napovedana) · Kontra ×2: 40",
            "Trula (announced) · Kontra ×2: 40",
        ),
        (
            {"item": "kings", "kind": "announced", "amount": 20},
            "Kralji (napovedani): 20",
            "Kings (announced): 20",
        ),
        (
            {"item": "kings", "kind": "silent", "amount": 10},
            "Kralji (tihi): 10",
            "Kings (silent): 10",
        ),
        (
            {"item": "trula", "kind": "silent", "amount": 10},
            "Trula (tiha): 10",
            "Trula (silent): 10",
        ),
        (
            {"item": "pagat_ultimo", "kind": "announced", "kontra": 4, "amount": 200},
            "Pagat ultimo (napovedani) · Rekontra ×4: 200",
            "Pagat ultimo (announced) · Rekontra ×4: 200",
        ),
        (
            {"item": "contract", "kind": "game", "kontra": 2, "amount": 60},
            "Igra · Kontra ×2: 60",
            "Contract · Kontra ×2: 60",
        ),
        ({"item": "difference", "kind": "game", "amount": 15}, "Razlika: 15", "Difference: 15"),
        (
            {"item": "radelc", "kind": "radelc", "amount": 45},
            "Radelc (podvojitev): 45",
            "Radelc (doubled): 45",
        ),
    ],
)
def test_score_lines_agree_and_name_their_kontra(line: dict[str, object], sl: str, en: str) -> None:
    assert format_line(line, "sl") == sl
    assert format_line(line, "en") == en


def test_rule_switches() -> None:
    for field_name, info in Rules.model_fields.items():
        if field_name == "name":
            continue
        for lang in LANGUAGES:
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


# -- looking texts up -------------------------------------------------------------------------


def test_t_fills_placeholders_and_never_raises() -> None:
    assert t("table.turn", "sl", name="Ana") == "Na potezi: Ana"
    assert t("table.turn", "en", name="Ana") == "To move: Ana"
    assert t("table.turn", "en") == "To move: {name}"
    assert t("table.turn", "de", name="Ana") == "To move: Ana"
    assert t("no.such.key", "sl") == "no.such.key"
    assert t("error.not_your_turn", "sl", seat=2) == "Nisi na potezi."
    assert t("summary.won", "sl", names="Ana") == "Ana: zmaga s {points}."
    assert t("summary.won", "sl", names="Ana", points="veliko") == "Ana: zmaga z veliko točkami."


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


def test_languages_are_named_in_themselves() -> None:
    assert {lang: LANGUAGE_CATALOGS[lang].name for lang in ("sl", "en", "cs", "fr")} == {
        "sl": "slovenščina",
        "en": "English",
        "cs": "čeština",
        "fr": "français",
    }


def test_discords_czech_locale_gives_czech() -> None:
    assert resolve_language(None, None, "cs") == "cs"
    assert resolve_language(None, "cs", "en-US") == "cs"
    assert t("table.turn", "cs", name="Ana") == "Na tahu: Ana"
    assert t("error.not_your_turn", "cs") == "Nejsi na tahu."


def test_discords_french_locale_gives_french() -> None:
    assert resolve_language(None, None, "fr") == "fr"
    assert resolve_language("en", None, "fr") == "en"
    assert t("table.turn", "fr", name="Ana") == "À jouer\u00a0: Ana"
    assert t("lobby.level", "fr", level=level_name("normal", "fr")) == (
        "Joueurs ordinateur\u00a0: normaux"
    )
    assert t("lobby.seat_computer", "fr", seat=2, level=level_name("normal", "fr")) == (
        "2. ordinateur (normal)"
    )


@pytest.mark.parametrize(
    ("n", "text"),
    [(0, "0 pli"), (1, "1 pli"), (2, "2 plis"), (-1, "-1 pli"), (17, "17 plis")],
)
def test_french_counts_take_the_singular_for_zero_and_one(n: int, text: str) -> None:
    assert count(n, "trick", "fr") == text


def test_french_adjectives_agree_with_their_word() -> None:
    label = t("line.trula", "fr")
    kind = agree(t("line.kind.announced", "fr"), label)
    assert t("line.with_kind", "fr", label=label, kind=kind) == "Trula (annoncée)"
    kings = t("line.kings", "fr")
    kind = agree(t("line.kind.silent", "fr"), kings)
    assert t("line.with_kind", "fr", label=kings, kind=kind) == "Rois (non annoncés)"


@pytest.mark.parametrize("lang", ["en", "sl", "cs", "fr"])
def test_every_language_carries_every_game_of_the_bot(lang: str) -> None:
    assert {"slovenian", "czech", "french"} <= covered_families(lang, FAMILIES)
