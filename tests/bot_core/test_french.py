"""French tarot's bot pieces, from views: the names of its things in every language, exactly
the legal actions as buttons and one select for the écart and the trumps kept out of a
poignée, the poignée offered beside the cards before a player's first card, nothing a seat
may not know in any text or image (the hands, the chien before it is turned up, the écart,
the partner), the deal's end with its bouts, target, margin and bonuses, deals passed or
annulled, the score-sheet rows, the ledger's lines and the rules."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from bot import families
from bot.families.french.booking import FrenchBooking, share
from bot.families.french.deals import BotFrenchFamily, BotMatch, UnplayedDeal
from bot.families.french.display import FrenchDisplay, trumps_to_hide
from bot.families.french.labels import action_label, card_name, contract_name, phase_name
from bot.families.french.rules import FrenchRuleTexts
from bot.i18n import LANGUAGES, t
from bot.render import LineKind, TalonImage
from bot.screens.spec import ImageSpec
from bot.ui.images import render_all
from engine.french import Contract, DealFacts, Kind, Phase, PoigneeFact, Rules, parse_card, score
from engine.french import actions as A
from engine.french.cards import TRUMP_MASK, card_label
from engine.french.state import NO_SEAT

from .french_helpers import (
    FAMILY,
    NAMES,
    RULE_SETS,
    deal_steps,
    explicit_deal,
    final_state,
    hidden_cards,
    mentioned,
    play,
)

GAME = families.get("french")
SHOW = GAME.display
assert isinstance(SHOW, FrenchDisplay)
SEEDS = range(30)
SIZES = (3, 4, 5)


def test_french_tarot_is_offered_with_its_own_pieces() -> None:
    assert "french" in families.names() and families.playable("french")
    assert isinstance(GAME.engine, BotFrenchFamily) and GAME.engine.name == "french"
    assert isinstance(GAME.booking, FrenchBooking)
    assert isinstance(GAME.rules, FrenchRuleTexts)
    assert GAME.engine.table_sizes == (3, 4, 5) and list(GAME.engine.presets) == ["fft"]
    assert GAME.rules.switches(Rules) == ["prise_allowed", "five_player_call"]
    assert GAME.render.style.deck.size == 78
    assert SHOW.title("fr") == "Tarot" and SHOW.title("en") == "French tarot"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_french_name_has_a_text_in_every_language(lang: str) -> None:
    names = [contract_name(c, lang) for c in Contract]
    names += [phase_name(p, lang) for p in Phase]
    names += [card_name(c, lang) for c in range(78)]
    names += [SHOW.line_label(None, (), lang)]  # no item: the empty label
    assert all(n and "french." not in n and "{" not in n for n in names[:-1]), names
    assert len(set(card_name(c, lang) for c in range(78))) == 78


@pytest.mark.parametrize(
    ("code", "fr", "en", "sl", "cs"),
    [
        ("KH", "roi de cœur", "king of hearts", "kralj srce", "srdcový král"),
        ("QS", "dame de pique", "queen of spades", "dama pik", "piková dáma"),
        ("CD", "cavalier de carreau", "knight of diamonds", "kaval kara", "kárový kaval"),
        ("1C", "as de trèfle", "1 of clubs", "1 križ", "křížová jednička"),
        ("T1", "le Petit", "the Petit", "petit", "petit"),
        ("T21", "le 21", "trump 21", "adut 21", "trumf 21"),
        ("EX", "l'Excuse", "the Excuse", "excuse", "excuse"),
    ],
)
def test_french_cards_spelled_out(code: str, fr: str, en: str, sl: str, cs: str) -> None:
    card = parse_card(code)
    assert [card_name(card, lang) for lang in ("fr", "en", "sl", "cs")] == [fr, en, sl, cs]


def test_action_labels_name_the_game_vocabulary() -> None:
    assert action_label(A.make(Kind.BID, Contract.GARDE_SANS), "fr") == "Garde sans"
    assert action_label(A.make(Kind.BID, Contract.GARDE_CONTRE), "en") == "Garde contre"
    assert action_label(A.PASS, "fr") == "Passe"
    assert action_label(A.PASS, "fr", chelem_phase=True) == "Pas de chelem"
    assert action_label(A.CHELEM, "en") == "Announce a chelem"
    assert action_label(A.make(Kind.CALL, parse_card("KH")), "fr") == "Appeler R♥".replace(
        "R♥", "K♥"
    )
    # A poignée says how many trumps it shows at this table: 10/13/15 with four, 8/10/13 with
    # five, 13/15/18 with three.
    double = A.make(Kind.POIGNEE, 1)
    assert action_label(double, "en", players=4) == "Show a Double poignée (13 trumps)"
    assert action_label(double, "fr", players=5) == "Montrer une poignée double (10 atouts)"
    assert action_label(A.make(Kind.POIGNEE, 2), "fr", players=3).endswith("(18 atouts)")
    assert action_label(A.make(Kind.PLAY, parse_card("EX")), "fr") == "Excuse"


# -- exactly the legal actions ----------------------------------------------------------------


def _offered(choices: Any) -> list[str]:
    actions = [c.action for row in choices.rows for c in row]
    for pick in choices.picks:
        actions += [a for a, _, _ in pick.options]
    return sorted(FAMILY.format_action(a) for a in actions)


@pytest.mark.parametrize("players", SIZES)
@pytest.mark.parametrize("rules", list(RULE_SETS.values()), ids=list(RULE_SETS))
def test_the_hand_offers_exactly_the_legal_actions(players: int, rules: Rules) -> None:
    seen: set[str] = set()
    for seed in SEEDS:
        for step in deal_steps(seed, players, rules):
            v = FAMILY.view(step.state, step.state.to_move)
            choices = SHOW.choices(v, "fr")
            assert SHOW.prompt(v, "fr") and SHOW.prompt(v, "en")
            assert choices.rows or choices.pick  # never answered for the player
            assert len(choices.rows) <= 4 and all(1 <= len(r) <= 5 for r in choices.rows)
            legal = sorted(FAMILY.format_action(a) for a in v.legal)
            assert _offered(choices) == legal
            if v.phase == Phase.CALL and len(v.legal) > 20:
                # F2 "any": 78 cards, in several selects that a message can carry.
                assert rules.five_player_call == "any"
                assert not choices.rows and len(choices.picks) == 5
                assert all(1 <= len(p.options) <= 25 and p.count == 1 for p in choices.picks)
                seen.update(("call any", "CALL"))
                continue
            if v.phase == Phase.ECART:
                assert choices.pick is not None and choices.pick.count == v.ecart_left
                seen.add("ecart")
            elif v.phase == Phase.POIGNEE:
                assert choices.pick is not None and choices.pick.count == trumps_to_hide(v)
                seen.add("hide")
            elif v.phase == Phase.PLAY and any(a.kind == Kind.POIGNEE for a in v.legal):
                buttons = [c for row in choices.rows for c in row]
                assert any(c.action.kind == Kind.POIGNEE for c in buttons)
                seen.add("poignee beside the cards")
            if v.phase == Phase.PLAY and choices.pick is not None:
                assert {a.kind for a, _, _ in choices.pick.options} == {Kind.PLAY}
                seen.add("cards in a select")
            seen.add(v.phase.name)
    assert {"BIDDING", "ECART", "CHELEM", "PLAY", "ecart"} <= seen
    if players > 3:  # 13 trumps of 24 cards (three players) are too rare for a few seeds
        assert "poignee beside the cards" in seen
    if players == 5:
        assert "CALL" in seen
    if players == 3:
        assert "cards in a select" in seen  # 24 cards to lead from: more than 20 buttons
    if players == 5 and rules.five_player_call == "any":
        assert "call any" in seen


def test_five_players_calling_any_card_may_call_every_card_from_a_select_per_suit() -> None:
    # F2 "any": the taker may call any card of the deck, his own included (78 calls); a
    # Discord select holds 25 options, so each suit has its own select and the trumps share
    # one with the Excuse, the honours missing from the hand first in each.
    hand = "KH QH T21 T20 T19 T18 T17 T16 EX 2C 3C 4C 5C 6C 7C"
    s = explicit_deal(5, 1, hand, chien="8C 9C 10C", rules=Rules(five_player_call="any"))
    s = play(s, "bid:garde", "pass", "pass", "pass", "pass")
    assert s.phase == Phase.CALL and s.to_move == 1
    v = FAMILY.view(s, 1)
    choices = SHOW.choices(v, "en")
    assert len(v.legal) == 78
    assert _offered(choices) == sorted(FAMILY.format_action(a) for a in v.legal)
    picks = choices.picks
    assert [len(p.options) for p in picks] == [14, 14, 14, 14, 22]
    assert all(p.count == 1 for p in picks)
    suits = [{card_label(a.arg)[-1] for a, _, _ in p.options} for p in picks[:4]]
    assert sorted("".join(sorted(x)) for x in suits) == sorted("♠♥♦♣")
    hearts = next(p for p in picks if card_label(p.options[0][0].arg).endswith("♥"))
    # The king and queen of hearts are in the hand: the knight and the jack come first.
    assert [o[1] for o in hearts.options[:2]] == ["Call C♥", "Call J♥"]
    assert len({p.placeholder for p in picks}) == 5  # each select says what it holds
    assert SHOW.choices(v, "fr").picks[4].placeholder == "Appelle un atout ou l'Excuse"


def test_the_hand_highlights_the_cards_to_choose() -> None:
    for step in deal_steps(3, 4):
        v = FAMILY.view(step.state, step.state.to_move)
        cards, legal = SHOW.hand_cards(v)
        assert set(cards) == {c for c in range(78) if v.hand >> c & 1}
        chosen = {a.arg for a in v.legal if a.kind in (Kind.PLAY, Kind.DISCARD, Kind.HIDE)}
        assert legal == (frozenset(chosen) or None)


def test_a_poignee_with_more_trumps_than_it_shows_asks_which_to_keep_hidden() -> None:
    # Four players: twelve trumps make a simple poignée of ten; two are kept out of it.
    hand = "T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 KH QH JH 10H 9H 8H"
    s = explicit_deal(4, 1, hand, chien="2C 3C 4C 5C 6C 7C")
    s = play(s, "bid:prise", "pass", "pass", "pass")  # Bor (forehand) takes
    ecart = ["discard:" + c for c in ("8H", "9H", "10H", "2C", "3C", "4C")]
    s = play(s, *ecart, "pass")
    assert s.phase == Phase.PLAY and s.to_move == 1  # forehand leads
    v = FAMILY.view(s, 1)
    buttons = [c.label for row in SHOW.choices(v, "en").rows for c in row]
    assert "Show a Simple poignée (10 trumps)" in buttons
    assert SHOW.prompt(v, "en") == "Play a card, or first show your poignée."
    s = play(s, "poignee:simple")
    v = FAMILY.view(s, 1)
    assert v.phase == Phase.POIGNEE and trumps_to_hide(v) == 2
    pick = SHOW.choices(v, "fr").pick
    assert pick is not None and pick.count == 2
    assert pick.placeholder == "Choisis les 2 atouts à garder cachés"
    assert (
        SHOW.prompt(v, "en")
        == "Your poignée shows fewer trumps than you hold: keep 2 cards hidden."
    )
    s = play(s, "hide:T11")
    v = FAMILY.view(s, 1)
    assert "Kept out of your poignée: 11" in SHOW.hand_lines(v, NAMES, "en")
    assert trumps_to_hide(v) == 1
    s = play(s, "hide:T10")
    public = FAMILY.view(s, None)
    (line,) = [x for x in SHOW.status_lines(public, NAMES, "en") if "Poignées" in x]
    assert line.startswith("**Poignées:** Bor: Simple poignée (21, 20, 19")
    assert "11" not in line.split("(")[1] and "10," not in line


# -- privacy of every text and image ----------------------------------------------------------


def _picture_cards(pictures: Sequence[Any]) -> set[int]:
    out: set[int] = set()
    for p in pictures:
        model = p.model
        assert isinstance(model, TalonImage)
        out |= {c for g in model.groups for c in g}
    return out


def _trick_cards(trick: Any) -> set[int]:
    return set() if trick is None else {p.card for p in trick.cards}


@pytest.mark.parametrize("players", SIZES)
def test_no_text_or_image_shows_what_its_reader_may_not_know(players: int) -> None:
    checked = secret = 0
    for seed in SEEDS[:16]:
        for step in deal_steps(seed, players):
            s = step.after
            public = FAMILY.view(s, None)
            hidden = hidden_cards(s, None)
            names = NAMES[:players]
            texts = SHOW.status_lines(public, names, "fr")
            texts += SHOW.event_lines(step.action, "player", step.events, "X", names, "fr")
            texts += SHOW.event_lines(step.action, "timer", step.events, "X", names, "en")
            images = _picture_cards(SHOW.table_pictures(public, names, "fr"))
            images |= _trick_cards(SHOW.trick_image(public, names, "fr"))
            assert not images & hidden, (seed, sorted(images & hidden))
            text = "\n".join(texts)
            # The called card is named (calling it says nothing about where it is).
            leaked = mentioned(text) & hidden - {s.called}
            assert not leaked, (seed, sorted(leaked), text)
            # A card put in the écart is never named in public (a trump is: it is shown).
            if step.action.kind == Kind.DISCARD and not (1 << step.action.arg) & TRUMP_MASK:
                assert FAMILY.format_action(step.action) not in text
                assert SHOW.card_label(step.action.arg) not in text.split(":")[-1]
            # The partner stays secret until the called card is played.
            if s.partner != NO_SEAT and not public.partner_known:
                secret += 1
                partner = names[s.partner]
                assert t("table.partner", "fr", name=partner) not in text
                for seat in range(players):
                    assert t("role.partner", "fr") not in SHOW.roles(public, seat, "fr")
                trick = SHOW.trick_image(public, names, "fr")
                if trick is not None:
                    assert t("role.partner", "fr") not in [x.note for x in trick.seats]
            for seat in range(players):
                own = FAMILY.view(s, seat)
                mine = hidden_cards(s, seat)
                lines = "\n".join(SHOW.hand_lines(own, names, "fr"))
                assert not mentioned(lines) & mine - {s.called}, (seed, seat, lines)
                if seat != s.taker:
                    assert "écart :" not in lines.lower().replace("\u00a0", " ")
                if own.legal:
                    assert not _picture_cards(SHOW.hand_pictures(own, names, "fr")) & mine
                    choices = SHOW.choices(own, "fr")
                    labels = " ".join(c.label for row in choices.rows for c in row)
                    if choices.pick is not None:
                        labels += " " + " ".join(f"{o[1]} {o[2]}" for o in choices.pick.options)
                    callable_ = {a.arg for a in own.legal if a.kind == Kind.CALL}
                    assert not mentioned(labels) & mine - callable_
            checked += 1
    assert checked > 300
    if players == 5:
        assert secret > 20


def _taken(players: int, contract: str) -> Any:
    """A seeded deal in which forehand takes ``contract`` and everyone else passes."""
    s = FAMILY.deal(Rules(), players, 0, __import__("random").Random(11))
    s = play(s, f"bid:{contract}", *(["pass"] * (players - 1)))
    return s


@pytest.mark.parametrize("contract", ["prise", "garde"])
def test_the_chien_is_shown_to_everyone_in_prise_and_garde(contract: str) -> None:
    s = _taken(4, contract)
    assert s.phase == Phase.ECART
    public = FAMILY.view(s, None)
    (picture,) = SHOW.table_pictures(public, NAMES[:4], "fr")
    assert isinstance(picture.model, TalonImage)
    assert set(picture.model.groups[0]) == set(s.chien)
    assert picture.model.title == "Chien"
    taker = FAMILY.view(s, s.taker)
    assert _picture_cards(SHOW.hand_pictures(taker, NAMES[:4], "fr")) == set(s.chien)
    pick = SHOW.choices(taker, "fr").pick
    assert pick is not None and pick.count == 6
    assert SHOW.prompt(taker, "en").startswith("Put 6 cards in the écart")


@pytest.mark.parametrize("contract", ["garde_sans", "garde_contre"])
def test_the_chien_stays_face_down_in_garde_sans_and_contre(contract: str) -> None:
    s = _taken(4, contract)
    assert s.phase == Phase.CHELEM
    for seat in (None, 0, 1):
        v = FAMILY.view(s, seat)
        assert SHOW.table_pictures(v, NAMES[:4], "fr") == []
        assert SHOW.hand_pictures(v, NAMES[:4], "fr") == []
    choices = SHOW.choices(FAMILY.view(s, s.taker), "fr")
    assert [c.label for row in choices.rows for c in row] == ["Annoncer un chelem", "Pas de chelem"]
    # At the end the chien is shown to everyone.
    end = final_state(11, 4)
    if end.phase == Phase.DONE:
        shown = _picture_cards(SHOW.table_pictures(FAMILY.view(end, None), NAMES[:4], "fr"))
        assert set(end.chien) <= shown


def test_the_ecart_is_the_takers_alone_and_its_trumps_everyones() -> None:
    # Four players; Bor holds trumps and kings only, and the chien is six trumps: with no
    # plain card to put aside, the écart is made of trumps (never a bout), shown to all.
    hand = "T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 T1 KH KD KS KC"
    s = explicit_deal(4, 1, hand, chien="T7 T6 T5 T4 T3 T2")
    s = play(s, "bid:garde", "pass", "pass", "pass")
    assert s.phase == Phase.ECART
    v = FAMILY.view(s, 1)
    legal = {a.arg for a in v.legal}
    assert legal and all((1 << c) & TRUMP_MASK for c in legal)  # no plain card to give
    s, events = FAMILY.apply(s, FAMILY.parse_action("discard:T2"))
    lines = SHOW.event_lines(
        A.make(Kind.DISCARD, parse_card("T2")), "player", events, "Bor", NAMES[:4], "en"
    )
    assert lines == ["Bor puts a trump in the écart: 2."]
    s = play(s, "discard:T3", "discard:T4", "discard:T5", "discard:T6", "discard:T7")
    public = FAMILY.view(s, None)
    assert "Trumps in the écart: 7, 6, 5, 4, 3, 2" in SHOW.status_lines(public, NAMES[:4], "en")
    assert "Your écart: 7, 6, 5, 4, 3, 2" in SHOW.hand_lines(FAMILY.view(s, 1), NAMES[:4], "en")
    assert not any("Your" in x for x in SHOW.hand_lines(FAMILY.view(s, 0), NAMES[:4], "en"))


def test_a_plain_card_into_the_ecart_is_named_to_nobody() -> None:
    s = _taken(4, "prise")
    action = next(a for a in FAMILY.legal_actions(s) if not (1 << a.arg) & TRUMP_MASK)
    after, events = FAMILY.apply(s, action)
    assert SHOW.event_lines(action, "player", events, "Ana", NAMES[:4], "en") == []
    assert SHOW.event_lines(action, "timer", events, "Ana", NAMES[:4], "en") == [
        "Time ran out for Ana: the computer chooses the move."
    ]
    assert (
        SHOW.card_label(action.arg)
        in SHOW.hand_lines(FAMILY.view(after, after.taker), NAMES[:4], "en")[-1]
    )


def test_the_partner_learns_the_secret_privately_and_everyone_when_it_is_played() -> None:
    # Five players: Bor takes and calls the king of hearts, which Cir holds.
    hand = "T21 T20 T19 T18 T17 T16 T15 T14 KS KD KC QH 2H 3H 4H"
    s = explicit_deal(5, 1, hand, chien="5C 6C 7C")
    s = play(s, "bid:garde_sans", "pass", "pass", "pass", "pass")
    assert s.phase == Phase.CALL
    calls = [c.label for row in SHOW.choices(FAMILY.view(s, 1), "fr").rows for c in row]
    assert calls == ["Appeler K♥", "Appeler K♦", "Appeler K♠", "Appeler K♣"]
    s = play(s, "call:KH")
    holder = s.partner
    assert holder not in (NO_SEAT, 1)
    public = FAMILY.view(s, None)
    status = SHOW.status_lines(public, NAMES, "en")
    assert "Called: K♥ · the partner is not known yet" in status
    mine = SHOW.hand_lines(FAMILY.view(s, holder), NAMES, "en")
    assert any(x.startswith("You hold the called card: you and Bor play together.") for x in mine)
    assert t("role.partner", "en") in SHOW.roles(FAMILY.view(s, holder), holder, "en")
    assert t("role.partner", "en") not in SHOW.roles(public, holder, "en")
    # Play on until the king of hearts is out: then everyone knows.
    import random

    rng = random.Random(2)
    while not public.partner_known:
        legal = FAMILY.legal_actions(s)
        king = [a for a in legal if a.kind == Kind.PLAY and a.arg == parse_card("KH")]
        action = king[0] if king else rng.choice([a for a in legal if a.kind != Kind.POIGNEE])
        s, events = FAMILY.apply(s, action)
        public = FAMILY.view(s, None)
    lines = SHOW.event_lines(action, "player", events, NAMES[holder], NAMES, "en")
    assert f"The called card is out ({NAMES[holder]})." in lines
    assert f"partner: {NAMES[holder]}" in " ".join(SHOW.status_lines(public, NAMES, "en"))


# -- the end of a deal ------------------------------------------------------------------------


def _sheet(**facts: Any) -> Any:
    return score(Rules(), DealFacts(**facts))


def test_the_summary_shows_bouts_target_margin_and_every_bonus() -> None:
    # Four players, Garde made by 6 with two bouts, petit au bout for the attack, a double
    # poignée shown by a defender (its prime goes to the attack, which wins).
    sheet = _sheet(
        players=4,
        contract="garde",
        taker=0,
        attack_halves=2 * 47,
        bouts=2,
        petit_au_bout="attack",
        poignees=(PoigneeFact(seat=2, trumps=13),),
    )
    names = NAMES[:4]
    assert SHOW.headline(sheet, names, "en") == [
        "Ana won with 47 card points.",
        "Bouts: 2 · target: 41 · margin: 6",
    ]
    assert SHOW.score_lines(sheet, names, "en") == [
        ("Contract · Garde ×2", 50),
        ("Margin (47 for 41) · Garde ×2", 12),
        ("Petit au bout (the attack) · Garde ×2", 20),
        ("Double poignée · Cir", 30),
    ]
    assert SHOW.footnotes(sheet, names, "fr") == ["Par défenseur\u00a0: +112"]
    image = SHOW.summary_image(sheet, names, [336, -112, -112, -112], None, "fr")
    assert image.contract == "Garde" and image.won is True and image.outcome == "Fait de 6"
    assert image.points_total == 182 and image.points_unit == 2 and image.target == 82
    assert [(f.label, f.value) for f in image.facts] == [
        ("Bouts", "2"),
        ("À faire", "41"),
        ("Différence", "+6"),
    ]
    assert [(x.label, x.value, x.kind) for x in image.lines][:4] == [
        ("Contrat", 25, LineKind.POINTS),
        ("Points (47 pour 41)", 6, LineKind.POINTS),
        ("Garde", 2, LineKind.MULTIPLIER),
        ("Sous-total", 62, LineKind.SUBTOTAL),
    ]
    assert image.total is not None and image.total.value == 112
    assert [r.delta for r in image.results] == [336, -112, -112, -112]
    assert SHOW.sheet_row_label(sheet, "fr") == "Garde"
    assert SHOW.sheet_row_note(sheet, "fr") == "fait de 6 · petit au bout · poignée"
    render_all([ImageSpec("summary", "summary", image, render=GAME.render)])


def test_five_players_a_failed_garde_contre_with_a_partner_and_a_chelem_announced() -> None:
    sheet = _sheet(
        players=5,
        contract="garde_contre",
        taker=3,
        partner=1,
        attack_halves=2 * 30 + 1,
        bouts=1,
        chelem_announced=True,
    )
    names = NAMES
    assert SHOW.headline(sheet, names, "fr")[0] == "Bor et Dan\u00a0: perdu avec 30½ points."
    labels = [label for label, _ in SHOW.score_lines(sheet, names, "en")]
    assert labels[-1] == "Chelem announced and failed"
    image = SHOW.summary_image(sheet, names, list(sheet.scores), None, "en")
    assert image.partner is not None and image.partner.name == "Bor"
    assert ("Sides", "2 – 3") in [(f.label, f.value) for f in image.facts]
    assert image.outcome == "Failed by 21"
    assert SHOW.sheet_row_note(sheet, "en") == "failed by 21 · chelem failed"
    # The taker writes 2X, the partner X, each defender −X.
    assert sheet.scores == (-sheet.total, sheet.total, -sheet.total, 2 * sheet.total, -sheet.total)


def test_every_finished_deal_summarises_and_renders() -> None:
    specs = []
    for players in SIZES:
        for seed in SEEDS[:6]:
            s = final_state(seed, players)
            sheet = FAMILY.result(s)
            assert sheet is not None
            names = NAMES[:players]
            assert SHOW.deal_contract(sheet, "fr")
            SHOW.headline(sheet, names, "sl")
            SHOW.score_lines(sheet, names, "cs")
            image = SHOW.summary_image(sheet, names, list(sheet.scores), FAMILY.view(s, None), "fr")
            specs.append(ImageSpec("summary", "summary", image, render=GAME.render))
    assert len(render_all(specs)) == len(specs)


@pytest.mark.parametrize("seed", range(12))
def test_each_seats_lines_sum_to_its_score_and_name_its_role(seed: int) -> None:
    booking = GAME.booking
    for players in SIZES:
        s = final_state(seed, players)
        sheet = FAMILY.result(s)
        assert sheet is not None
        for p in range(players):
            lines = booking.seat_lines(sheet, p)
            assert sum(line["amount"] for line in lines) == sheet.scores[p]
            if isinstance(sheet, UnplayedDeal):
                assert booking.seat_role(sheet, p) is None and lines == []
                continue
            role = booking.seat_role(sheet, p)
            assert role == (
                "declarer" if p == sheet.taker else "partner" if p == sheet.partner else "defender"
            )
            assert booking.seat_won(sheet, p) == (sheet.made == (role != "defender"))
            assert booking.contract_code(sheet) in ("prise", "garde", "garde_sans", "garde_contre")
            assert share(sheet, p) * sheet.total == sheet.scores[p]


def test_the_attacks_bonuses_are_marked_for_the_statistics() -> None:
    sheet = _sheet(
        players=4,
        contract="prise",
        taker=0,
        attack_halves=2 * 60,
        bouts=1,
        petit_au_bout="attack",
        poignees=(PoigneeFact(seat=0, trumps=10), PoigneeFact(seat=1, trumps=10)),
    )
    lines = GAME.booking.seat_lines(sheet, 0)
    kinds = [(x["item"], x.get("kind")) for x in lines]
    assert kinds == [
        ("contract", None),
        ("margin", None),
        ("petit_au_bout", "attack"),
        ("poignee", "attack"),
        ("poignee", "defence"),
    ]
    assert GAME.booking.bonus_kinds == ("attack",)


def test_deals_passed_or_annulled_are_booked_with_nothing() -> None:
    s = FAMILY.deal(Rules(), 4, 0, __import__("random").Random(1))
    s = play(s, "pass", "pass", "pass", "pass")
    assert s.phase == Phase.PASSED
    sheet = FAMILY.result(s)
    assert isinstance(sheet, UnplayedDeal) and sheet.scores == (0, 0, 0, 0)
    public = FAMILY.view(s, None)
    assert SHOW.status_lines(public, NAMES[:4], "fr")[-1] == (
        "Tout le monde passe\u00a0: la main passe au donneur suivant."
    )
    assert (
        SHOW.deal_contract(sheet, "en") == "Passed" and SHOW.score_lines(sheet, NAMES, "en") == []
    )
    assert GAME.booking.contract_code(sheet) is None
    match = GAME.engine.new_match(Rules(), 4, max_deals=2)
    assert isinstance(match, BotMatch)
    match.record(s)
    assert (
        match.history == [sheet] and match.totals == [0, 0, 0, 0] and match.outcomes == ["passed"]
    )
    # A Petit sec annuls the deal as soon as it is dealt; the hand is shown to everyone.
    petit = explicit_deal(5, 2, "T1 KH QH 1H 2H 3H 4H 5H 6H 7H 8H 9H 10H KD QD")
    assert petit.phase == Phase.ANNULLED
    sheet = FAMILY.result(petit)
    assert isinstance(sheet, UnplayedDeal) and sheet.petit_sec == (2,)
    public = FAMILY.view(petit, None)
    (picture,) = SHOW.table_pictures(public, NAMES, "en")
    assert isinstance(picture.model, TalonImage) and len(picture.model.groups[0]) == 15
    assert SHOW.headline(sheet, NAMES, "en") == [
        "Petit sec (Cir): the deal is annulled, the next dealer deals."
    ]
    assert SHOW.deal_contract(sheet, "fr") == "Donne annulée (petit sec)"
    image = SHOW.summary_image(sheet, NAMES, [0] * 5, public, "fr")
    render_all([ImageSpec("summary", "summary", image, render=GAME.render)])


def test_the_rules_in_words_and_typed_in() -> None:
    texts = GAME.rules
    assert texts.switch_label("prise_allowed", "fr") == "La prise est permise (F1)"
    assert texts.switch_label("five_player_call", "en") == "Calling a partner with five (F2)"
    assert texts.value_label("ladder", "fr").startswith("un roi")
    assert texts.value_label("any", "en") == "any card, the first lead free"
    assert texts.value_label(False, "fr") == "non"
    assert texts.preset_label("fft", "fr") == "FFT 2012 (par défaut)"
    assert texts.parse(Rules, "prise_allowed", "non") is False
    assert texts.parse(Rules, "prise_allowed", "oui") is True
    assert texts.parse(Rules, "five_player_call", "ANY") == "any"
    for lang in LANGUAGES:
        assert "Garde" in texts.body(lang) or "garde" in texts.body(lang)
