"""Czech taroky's bot pieces, from views: the names of its things in every language, exactly
the legal actions as buttons and one select for the discards, nothing a seat may not know in
any text or image (the talon cards, the hands, the discards, the partner), the deal's end with
its multipliers and hand bonuses, the score-sheet rows, the ledger's lines and the rules."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from bot import families
from bot.families.czech.booking import CzechBooking
from bot.families.czech.display import CzechDisplay
from bot.families.czech.labels import (
    action_label,
    card_name,
    contract_name,
    phase_name,
    positions,
)
from bot.families.czech.rules import CzechRuleTexts
from bot.i18n import LANGUAGES, t
from bot.render import LineKind, TalonImage
from bot.screens.spec import ImageSpec
from bot.ui.images import render_all
from engine.czech import (
    Bonus,
    Contract,
    DealFacts,
    Kind,
    Phase,
    Rules,
    new_deal,
    parse_card,
    parse_cards,
    parse_hand,
    score,
)
from engine.czech import actions as A
from engine.czech.state import NO_CARD, NO_SEAT

from .czech_helpers import (
    FAMILY,
    NAMES,
    RULE_SETS,
    deal_steps,
    final_state,
    hidden_cards,
    mentioned,
)

GAME = families.get("czech")
SHOW = GAME.display
assert isinstance(SHOW, CzechDisplay)
SEEDS = range(40)


def test_czech_taroky_is_offered_with_its_own_pieces() -> None:
    assert "czech" in families.names() and families.playable("czech")
    assert isinstance(GAME.booking, CzechBooking) and isinstance(GAME.rules, CzechRuleTexts)
    assert GAME.engine is FAMILY
    assert GAME.render.style.deck is FAMILY.deck  # the deck drawn with its own labels
    assert GAME.render.style.deck.labels[parse_card("SK")] == "Škýz"


# -- names ------------------------------------------------------------------------------------

ALL_ACTIONS = (
    A.PASS,
    A.CONCEDE,
    A.TURN,
    *A.BIDS,
    *A.DECLARES,
    *(A.CALLS[parse_card(c)] for c in ("T19", "T18", "T17", "T16")),
    *A.STAGES,
    *A.BONUSES,
    *A.ANNOUNCES,
    *A.KONTRAS,
    *A.PLAYS,
)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_czech_name_has_a_text_in_every_language(lang: str) -> None:
    contracts = [contract_name(c, lang) for c in Contract]
    assert len(set(contracts)) == 4 and not any(c.startswith("czech.") for c in contracts)
    phases = [phase_name(phase, lang) for phase in Phase]
    assert not any(p.startswith(("czech.", "phase.")) for p in phases)
    cards = [card_name(c, lang) for c in range(54)]
    assert len(set(cards)) == 54 and not any("{" in c or "czech." in c for c in cards)
    labels = [action_label(a, lang) for a in ALL_ACTIONS]
    assert all(label and "{" not in label and "czech." not in label for label in labels)
    # The actions of one phase have labels of their own (a bid and a raise share a name).
    for phase in (
        (A.PASS, *A.BIDS),
        A.DECLARES,
        (*A.STAGES, A.TURN),
        (A.PASS, *A.BONUSES, *A.ANNOUNCES, *A.KONTRAS),
        A.PLAYS,
    ):
        named = [action_label(a, lang) for a in phase]
        assert len(set(named)) == len(named), named


@pytest.mark.parametrize(
    ("code", "cs", "en", "sl"),
    [
        ("KH", "srdcový král", "king of hearts", "kralj srce"),
        ("QD", "kárová dáma", "queen of diamonds", "dama kara"),
        ("CS", "pikový kaval", "knight of spades", "kaval pik"),
        ("JC", "křížový kluk", "jack of clubs", "fant križ"),
        ("4H", "srdcová čtyřka", "4 of hearts", "4 srce"),
        ("1D", "kárová jednička", "1 of diamonds", "1 kara"),
        ("10S", "piková desítka", "10 of spades", "10 pik"),
        ("7C", "křížová sedma", "7 of clubs", "7 križ"),
        ("T15", "tarok XV", "tarok XV", "tarok XV"),
        ("SK", "škýz", "Škýz", "škýz"),
        ("T21", "mond", "Mond", "mond"),
        ("T1", "pagát", "Pagát", "pagát"),
    ],
)
def test_czech_cards_spelled_out(code: str, cs: str, en: str, sl: str) -> None:
    card = parse_card(code)
    assert (card_name(card, "cs"), card_name(card, "en"), card_name(card, "sl")) == (cs, en, sl)


def test_action_labels_name_the_game_vocabulary() -> None:
    assert action_label(A.BIDS[Contract.SECOND], "cs") == "Druhá hra"
    assert action_label(A.DECLARES[Contract.FIRST], "cs") == "Povinnost"
    assert action_label(A.CALLS[parse_card("T19")], "cs") == "Volám: XIX"
    assert action_label(A.STAGES[1], "cs") == "Vzít t4–t6 (2. stupeň)"
    assert action_label(A.TURN, "en") == "Turn t4–t6 face up"
    assert action_label(A.BONUSES[Bonus.HONOURS], "cs") == "Hlásím: Trul"
    assert action_label(A.ANNOUNCES[1], "cs") == "Hlásím: Valát"
    assert action_label(A.KONTRAS[0], "cs") == "Flek: Hra"
    assert action_label(A.KONTRAS[1], "en", kontra_level=4) == "Re: Pagát ultimo"
    assert action_label(A.KONTRAS[0], "sl", kontra_level=8) == "Tutti: Igra"
    assert action_label(A.CONCEDE, "cs") == "Vzdát (−15)"
    assert positions((0, 1, 2, 3)) == "t1–t4" and positions((4,)) == "t5"


# -- exactly the legal actions ----------------------------------------------------------------


def _offered(choices: Any) -> list[str]:
    actions = [c.action for row in choices.rows for c in row]
    if choices.pick is not None:
        actions += [a for a, _, _ in choices.pick.options]
    return sorted(FAMILY.format_action(a) for a in actions)


@pytest.mark.parametrize("rules", list(RULE_SETS.values()), ids=list(RULE_SETS))
def test_the_hand_offers_exactly_the_legal_actions(rules: Rules) -> None:
    seen: set[str] = set()
    for seed in SEEDS:
        for step in deal_steps(seed, rules):
            seat = step.state.to_move
            v = FAMILY.view(step.state, seat)
            for lang in ("cs", "en"):
                choices = SHOW.choices(v, lang)
                assert _offered(choices) == sorted(FAMILY.format_action(a) for a in v.legal)
                assert SHOW.prompt(v, lang)
            # A turn with one legal action is offered like any other: never answered for the
            # player (it would show who holds the called tarok).
            assert choices.rows or choices.pick
            if v.phase == Phase.DISCARD:
                pick = choices.pick
                assert pick is not None and pick.count == v.discards_left
                assert {a.kind for a, _, _ in pick.options} == {Kind.DISCARD}
                concede = [c for row in choices.rows for c in row]
                assert [c.action.kind for c in concede] in ([], [Kind.CONCEDE])
                seen.add(f"discard {pick.count}" + (" or concede" if concede else ""))
            else:
                assert choices.pick is None
                for row in choices.rows:
                    assert 1 <= len(row) <= 5
            if len(v.legal) == 1:
                seen.add(f"single {v.phase.name}")
            seen.add(v.phase.name)
    assert {"discard 4", "discard 1", "TALON", "CALL", "ANNOUNCE", "single ANNOUNCE"} <= seen
    if rules == Rules():
        assert "discard 3" in seen


def test_the_hand_highlights_the_cards_to_choose() -> None:
    for step in deal_steps(3):
        seat = step.state.to_move
        v = FAMILY.view(step.state, seat)
        cards, legal = SHOW.hand_cards(v)
        assert set(cards) == {c for c in range(54) if v.hand >> c & 1}
        if v.phase in (Phase.PLAY, Phase.DISCARD):
            chosen = {a.arg for a in v.legal if a.kind in (Kind.PLAY, Kind.DISCARD)}
            assert legal == frozenset(chosen)
        else:
            assert legal is None


# -- privacy of every text and image ----------------------------------------------------------


def _picture_cards(pictures: Sequence[Any]) -> set[int]:
    out: set[int] = set()
    for p in pictures:
        model = p.model
        assert isinstance(model, TalonImage)
        out |= {c for g in model.groups for c in g}
    return out


def _trick_cards(trick: Any) -> set[int]:
    return {p.card for p in trick.cards}


@pytest.mark.parametrize("rules", list(RULE_SETS.values()), ids=list(RULE_SETS))
def test_no_text_or_image_shows_what_its_reader_may_not_know(rules: Rules) -> None:
    checked = secret = 0
    for seed in SEEDS[:24]:
        for step in deal_steps(seed, rules):
            s = step.after
            public = FAMILY.view(s, None)
            hidden = hidden_cards(s, None)
            texts = SHOW.status_lines(public, NAMES, "cs")
            texts += SHOW.event_lines(step.action, "player", step.events, "X", NAMES, "cs")
            texts += SHOW.event_lines(step.action, "timer", step.events, "X", NAMES, "en")
            images = _picture_cards(SHOW.table_pictures(public, NAMES, "cs"))
            images |= _trick_cards(SHOW.trick_image(public, NAMES, "cs"))
            assert not images & hidden, (seed, sorted(images & hidden))
            text = "\n".join(texts)
            leaked = mentioned(text) & hidden - {s.called}
            assert not leaked, (seed, sorted(leaked), text)
            # The partner stays secret until the called tarok is played.
            if s.partner != NO_SEAT and not public.partner_known:
                secret += 1
                partner = NAMES[s.partner]
                assert t("table.partner", "cs", name=partner) not in text
                for seat in range(4):
                    assert t("czech.role.partner", "cs") not in SHOW.roles(public, seat, "cs")
                notes = [x.note for x in SHOW.trick_image(public, NAMES, "cs").seats]
                assert t("czech.role.partner", "cs") not in notes
            for seat in range(4):
                own = FAMILY.view(s, seat)
                mine = hidden_cards(s, seat)
                lines = "\n".join(SHOW.hand_lines(own, NAMES, "cs"))
                assert not mentioned(lines) & mine - {s.called}, (seed, seat, lines)
                if own.legal:
                    pictures = _picture_cards(SHOW.hand_pictures(own, NAMES, "cs"))
                    assert not pictures & mine
                    choices = SHOW.choices(own, "cs")
                    labels = " ".join(c.label for row in choices.rows for c in row)
                    if choices.pick is not None:
                        labels += " " + " ".join(f"{o[1]} {o[2]}" for o in choices.pick.options)
                    callable_ = {a.arg for a in own.legal if a.kind == Kind.CALL}
                    assert not mentioned(labels) & mine - {s.called} - callable_
            checked += 1
    assert checked > 800 and secret > 30


def _first_bid_seed() -> int:
    for seed in SEEDS:
        s = final_state(seed)
        if s.contract == Contract.FIRST and not s.conceded:
            return seed
    raise AssertionError("no first bid among the seeds")


def test_talon_cards_reach_exactly_those_who_may_see_them() -> None:
    # A first bid: the declarer sees t1–t4 while laying cards aside, t5 and t6 their takers
    # only; the public sees none of them until the deal is over, then the whole talon.
    shown: dict[str, set[int]] = {"declarer": set(), "t5": set(), "t6": set(), "public": set()}
    for step in deal_steps(_first_bid_seed()):
        s = step.after
        seat = s.to_move
        if s.phase == Phase.DISCARD:
            who = {0: "declarer", 1: "t5", 2: "t6"}[(seat - s.declarer) % 4]
            pictures = SHOW.hand_pictures(FAMILY.view(s, seat), NAMES, "en")
            shown[who] |= _picture_cards(pictures)
        if s.phase != Phase.DONE:
            public = SHOW.table_pictures(FAMILY.view(s, None), NAMES, "en")
            shown["public"] |= _picture_cards(public)
    end = FAMILY.view(s, None)
    assert shown["declarer"] == set(s.talon[:4])
    assert shown["t5"] == {s.talon[4]} and shown["t6"] == {s.talon[5]}
    assert shown["public"] == set()
    assert _picture_cards(SHOW.table_pictures(end, NAMES, "en")) == set(s.talon)


def _third_bid(stage: int) -> list[Any]:
    """A third bid by seat 1 with the given stage, played to the end."""
    rng_actions = {1: ["stage:1"], 2: ["turn", "stage:2"], 3: ["turn", "stage:3"]}[stage]
    state = FAMILY.deal(Rules(), 4, 3, __import__("random").Random(21))
    steps = []
    for text in ["bid:third", "pass", "pass", "pass", "declare:third", *rng_actions]:
        action = FAMILY.parse_action(text)
        after, events = FAMILY.apply(state, action)
        steps.append((state, action, events, after))
        state = after
    return steps


@pytest.mark.parametrize("stage", [1, 2, 3])
def test_the_third_bids_turned_talon_is_shown_to_everyone(stage: int) -> None:
    steps = _third_bid(stage)
    _, action, events, s = steps[-1]
    public = FAMILY.view(s, None)
    pictures = SHOW.table_pictures(public, NAMES, "cs")
    assert len(pictures) == 1
    talon = pictures[0].model
    assert isinstance(talon, TalonImage)
    turned = 3 if stage == 1 else 6
    assert [c for g in talon.groups for c in g] == list(s.talon[:turned])
    assert talon.chosen == (1 if stage == 2 else 0)
    assert talon.caption == f"Bor: {stage}. stupeň"
    lines = SHOW.event_lines(action, "player", events, "Bor", NAMES, "cs")
    taken = "t4–t6" if stage == 2 else "t1–t3"
    assert f"Bor bere {taken}: {stage}. stupeň." in lines
    status = "\n".join(SHOW.status_lines(public, NAMES, "cs"))
    assert f"{stage}. stupeň" in status and (f"násobek ×{stage}" in status) == (stage > 1)
    if stage == 1:
        assert "Karty t4–t6 jdou soupeřům." in lines  # unseen
        assert not set(s.talon[3:]) & {c for g in talon.groups for c in g}


CALLED_IN_TALON = {
    0: "SK T21 T20 T18 T17 KH QH 1H KD 10S 9S 7C",
    1: "T16 T15 T14 T13 T1 CH JH 2H QD CD QS 8C",
    2: "T12 T11 T10 T9 T8 3H 4H JD 1D KS CS 10C",
    3: "T6 T5 T4 T3 T2 2D 3D JS 8S KC QC 9C",
    "talon": "T19 4D 7S CC JC T7",
}
"""Seat 3 deals; forehand (0) plays the first bid and calls the XIX, which is t1."""


def _deal(cards: dict[object, str], actions: str) -> Any:
    state = new_deal(
        Rules(), [parse_hand(cards[p]) for p in range(4)], parse_cards(cards["talon"]), 3
    )
    for text in actions.split():
        state, _ = FAMILY.apply(state, FAMILY.parse_action(text))
    return state


def test_the_concession_is_offered_beside_the_discards_and_shown_to_everyone() -> None:
    s = _deal(CALLED_IN_TALON, "pass pass pass declare:first call:T19")
    own = FAMILY.view(s, 0)
    choices = SHOW.choices(own, "cs")
    assert choices.pick is not None and choices.pick.count == 4
    assert [[c.label for c in row] for row in choices.rows] == [["Vzdát (−15)"]]
    assert "nebo hru vzdej" in SHOW.prompt(own, "cs")
    # To the others the declarer is just laying cards aside.
    public = FAMILY.view(s, None)
    assert not any("vzd" in line.lower() for line in SHOW.status_lines(public, NAMES, "cs"))
    assert "Volaný tarok je v tvé ruce" in "\n".join(SHOW.hand_lines(own, NAMES, "cs"))
    after, events = FAMILY.apply(s, A.CONCEDE)
    lines = SHOW.event_lines(A.CONCEDE, "player", events, "Ana", NAMES, "cs")
    assert lines == ["Ana vzdává: volaný tarok XIX byl v talonu."]
    public = FAMILY.view(after, None)
    assert "Ana vzdává: volaný tarok XIX byl v talonu." in SHOW.status_lines(public, NAMES, "cs")
    (picture,) = SHOW.table_pictures(public, NAMES, "cs")
    assert isinstance(picture.model, TalonImage)
    assert picture.model.groups == ((parse_card("T19"),),)
    sheet = FAMILY.result(after)
    assert sheet is not None and sheet.scores == (-15, 5, 5, 5)


def test_the_partner_learns_the_secret_privately_and_everyone_when_it_is_played() -> None:
    s = _deal(CALLED_IN_TALON | {"talon": "T7 4D 7S CC JC T19"}, "pass pass pass declare:first")
    s = FAMILY.apply(s, FAMILY.parse_action("call:T19"))[0]
    for text in ["discard:4D", "discard:7S", "discard:CC", "discard:7C", "discard:JC"]:
        s = FAMILY.apply(s, FAMILY.parse_action(text))[0]
    # t6 (the XIX) goes to seat 2, who is now the secret partner.
    assert s.to_move == 2 and s.partner == 2
    hand = "\n".join(SHOW.hand_lines(FAMILY.view(s, 2), NAMES, "en"))
    assert "You hold the called tarok: you and Ana play together." in hand
    assert "From the talon: t6 XIX" in hand
    for seat in (None, 1, 3):
        text = "\n".join(SHOW.status_lines(FAMILY.view(s, seat), NAMES, "en"))
        assert "the partner is not known yet" in text and "partner: Cir" not in text
        assert "Cir" not in " ".join(
            x.name for x in SHOW.trick_image(FAMILY.view(s, seat), NAMES, "en").seats if x.note
        )


# -- the end of a deal ------------------------------------------------------------------------

THIRD_WITH_EVERYTHING = DealFacts(
    contract=Contract.THIRD,
    declarer=0,
    stage=2,
    declarer_points=47,
    declarer_tricks=8,
    pagat_announced=True,
    pagat_ultimo="declarer",
    kontra={"game": (1,)},
    hand_bonuses={0: ("full_trumps",), 1: ("honours",)},
)
"""A third bid at stage 2 with a flek on the game, an announced Pagát ultimo made and two hand
bonuses (229, −63, −83, −83)."""


def test_the_summary_shows_the_multipliers_and_the_hand_bonuses() -> None:
    sheet = score(Rules(), THIRD_WITH_EVERYTHING)
    assert sheet.scores == (229, -63, -83, -83)
    image = SHOW.summary_image(sheet, NAMES, [229, -63, -83, -83], None, "cs")
    assert image.contract == "Třetí hra" and image.declarer is not None
    assert image.declarer.name == "Ana" and image.partner is None and image.won
    assert [(x.label, x.value, x.kind) for x in image.lines] == [
        ("Hra (47 − 35)", 12, LineKind.POINTS),
        ("Flek (Hra)", 2, LineKind.MULTIPLIER),
        ("Mezisoučet", 24, LineKind.SUBTOTAL),
        ("Pagát ultimo (hlášený)", 10, LineKind.POINTS),
        ("Mezisoučet", 34, LineKind.SUBTOTAL),
        ("Třetí hra, 2. stupeň", 2, LineKind.MULTIPLIER),
    ]
    assert image.total is not None and (image.total.label, image.total.value) == ("Na soupeře", 68)
    assert [(f.label, f.value) for f in image.facts] == [("Strany", "1 proti 3"), ("Stupeň", "2")]
    (section,) = image.sections
    assert [(x.label, x.value) for x in section.lines] == [("Taroky · Ana", 10), ("Trul · Bor", 5)]
    assert [r.delta for r in image.results] == [229, -63, -83, -83]
    assert [(s.points, s.declarer) for s in image.sides] == [(47, True), (23, False)]
    render_all([ImageSpec("summary", "summary", image, render=GAME.render)])


def test_the_score_lines_and_the_sheet_row_name_every_multiplier() -> None:
    sheet = score(Rules(), THIRD_WITH_EVERYTHING)
    assert SHOW.score_lines(sheet, NAMES, "cs") == [
        ("Hra (47 − 35) · Flek ×2 · Třetí hra, 2. stupeň ×2", 48),
        ("Pagát ultimo (hlášený) · Třetí hra, 2. stupeň ×2", 20),
        ("Taroky · Ana", 10),
        ("Trul · Bor", 5),
    ]
    assert SHOW.headline(sheet, NAMES, "cs") == ["Ana: výhra se 47 body."]
    assert SHOW.headline(sheet, NAMES, "en") == ["Ana won with 47 card points."]
    assert SHOW.footnotes(sheet, NAMES, "cs") == [
        "Na soupeře: +68",
        "Hlášky platí všichni ostatní hráči.",
    ]
    assert SHOW.sheet_row_label(sheet, "cs") == "Třetí hra"
    assert SHOW.sheet_row_note(sheet, "cs") == "2. stupeň ×2 · Flek ×2 · hlášky"
    assert SHOW.sheet_row_note(sheet, "en") == "stage 2 ×2 · Flek ×2 · hand bonuses"


def test_a_pair_a_silent_slam_of_the_opponents_and_a_concession() -> None:
    pair = score(
        Rules(),
        DealFacts(
            contract=Contract.FIRST, declarer=0, partner=2, declarer_points=0, declarer_tricks=0
        ),
    )
    lines = [(x.label, x.value) for x in SHOW.summary_image(pair, NAMES, [0] * 4, None, "cs").lines]
    assert lines == [("Hra (0 − 35)", -35), ("Valát (tichý) · soupeři", -35)]
    assert SHOW.headline(pair, NAMES, "cs") == ["Ana a Cir: prohra s 0 body."]
    image = SHOW.summary_image(pair, NAMES, [0] * 4, None, "en")
    assert image.partner is not None and image.partner.name == "Cir"
    assert ("Sides", "2 v 2") in [(f.label, f.value) for f in image.facts]
    conceded = score(Rules(), DealFacts(contract=Contract.FIRST, declarer=1, conceded=True))
    assert SHOW.headline(conceded, NAMES, "cs") == [
        "Bor vzdává povinnost: volaný tarok byl v talonu."
    ]
    assert SHOW.score_lines(conceded, NAMES, "cs") == [("Vzdání · Bor", -5)]
    assert SHOW.sheet_row_note(conceded, "cs") == "vzdáno"
    summary = SHOW.summary_image(conceded, NAMES, [5, -15, 5, 5], None, "cs")
    assert summary.outcome is None and summary.sides == () and summary.total is None


def test_every_finished_deal_summarises_and_renders() -> None:
    specs = []
    for seed in range(12):
        s = final_state(seed)
        sheet = FAMILY.result(s)
        assert sheet is not None
        public = FAMILY.view(s, None)
        image = SHOW.summary_image(sheet, NAMES, list(sheet.scores), public, "cs")
        specs.append(ImageSpec("summary", "summary", image, render=GAME.render))
        for picture in SHOW.table_pictures(public, NAMES, "cs"):
            specs.append(ImageSpec(picture.kind, picture.stem, picture.model, render=GAME.render))
        # The image's score adds up to X, what each opponent pays.
        if image.total is not None:
            assert image.total.value == sheet.total
    render_all(specs)


# -- the ledger -------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(30))
def test_each_seats_lines_sum_to_its_score_and_name_its_role(seed: int) -> None:
    rules = list(RULE_SETS.values())[seed % 3]
    sheet = FAMILY.result(final_state(seed, rules))
    assert sheet is not None
    book = GAME.booking
    roles = [book.seat_role(sheet, p) for p in range(4)]
    assert roles.count("declarer") == 1 and roles.count("partner") <= 1
    assert book.contract_code(sheet) in ("first", "second", "third", "solo")
    for p in range(4):
        lines = book.seat_lines(sheet, p)
        assert sum(line["amount"] for line in lines) == sheet.scores[p]
        if not sheet.conceded:
            assert lines[0]["item"] == "game"
            won = book.seat_won(sheet, p)
            assert won == (sheet.won if roles[p] != "opponent" else not sheet.won)
        else:
            assert book.seat_won(sheet, p) is None


# -- rules ------------------------------------------------------------------------------------


def test_the_rules_in_words_and_typed_in() -> None:
    texts = GAME.rules
    assert texts.switches(Rules) == ["kontra", "hand_bonuses"]
    assert texts.switch_label("kontra", "cs") == "Flek, re a tutti (C1)"
    assert texts.switch_label("hand_bonuses", "en") == "Hand bonuses (C2)"
    assert texts.value_label("automatic", "cs") == "automaticky"
    assert texts.value_label(True, "cs") == "ano"
    assert texts.preset_label("standard", "cs") == "Standardní (výchozí)"
    assert "povinnost" in texts.body("cs") and "valát" in texts.body("cs")
    assert texts.parse(Rules, "kontra", "ne") is False
    assert texts.parse(Rules, "kontra", "ano") is True
    assert texts.parse(Rules, "kontra", "no") is False
    assert texts.parse(Rules, "hand_bonuses", "Automatic") == "automatic"
    for lang in LANGUAGES:
        assert texts.switch_label("kontra", lang) != "kontra"
        assert texts.value_label("choice", lang) != "choice"


def test_a_finished_deal_shows_the_whole_talon_by_its_takers() -> None:
    for seed in SEEDS:
        s = final_state(seed)
        if s.contract == Contract.FIRST and not s.conceded:
            break
    public = FAMILY.view(s, None)
    (picture,) = SHOW.table_pictures(public, NAMES, "en")
    talon = picture.model
    assert isinstance(talon, TalonImage)
    assert [len(g) for g in talon.groups] == [4, 1, 1]
    d = s.declarer
    expected = f"t1–t4 → {NAMES[d]} · t5 → {NAMES[(d + 1) % 4]} · t6 → {NAMES[(d + 2) % 4]}"
    assert talon.caption == expected
    assert f"**Talon:** {expected}" in SHOW.status_lines(public, NAMES, "en")
    assert NO_CARD not in public.talon
