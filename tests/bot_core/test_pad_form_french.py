"""The score pad's guided form of French tarot: only what the facts model allows is
offered (a partner only with five, card points the chien and the bouts allow, halves only
with three or five, the Petit au bout and a chelem only where the points and bouts let
them), so any path of clicks gives facts the engine scores; a deal everyone passed, or one
annulled for a Petit sec, is a first choice that scores nothing."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.families.french.deals import UnplayedDeal
from bot.pad.form import Answers, FormContext, Step
from bot.pad.french import FORM, UnplayedFacts
from engine.french import Rules, score

NAMES = ("Camille", "Théo", "Lucien", "Zoé", "Hélène")


def ctx(players: int, rules: Rules | None = None) -> FormContext:
    return FormContext(rules or Rules.preset("fft"), NAMES[:players], "en")


def fill(c: FormContext, *answers: tuple[str, Any]) -> Answers:
    out: Answers = {}
    for key, value in answers:
        step = FORM.next_step(c, out)
        assert step is not None and step.key == key, (step, key)
        out = FORM.answer(c, out, key, value)
    return out


def values(step: Step | None) -> set[str]:
    assert step is not None
    return {o.value for o in step.options}


@pytest.mark.parametrize("players", [3, 4, 5])
def test_every_path_of_offered_choices_gives_facts_the_engine_scores(players: int) -> None:
    c = ctx(players)
    rng = random.Random(players)
    for _ in range(300):
        answers: Answers = {}
        while (step := FORM.next_step(c, answers)) is not None:
            if step.kind == "choice":
                value: Any = rng.choice(step.options).value
            elif step.kind == "toggles":
                value = [o.value for o in step.options if rng.random() < 0.2]
            else:
                f = step.fields[0]
                value = {f.key: rng.randint(f.low, f.high)}
            answers = FORM.answer(c, answers, step.key, value)
        facts = FORM.facts(c, answers)
        if isinstance(facts, UnplayedFacts):
            # A deal nobody played: no more questions after who held the Petit sec.
            assert answers["contract"] == facts.outcome and len(answers) <= 2
            continue
        sheet = score(c.rules, facts)  # type: ignore[arg-type]
        assert sum(sheet.scores) == 0


@pytest.mark.parametrize("players", [3, 4, 5])
def test_a_deal_everyone_passed_is_a_first_choice_and_asks_nothing_more(players: int) -> None:
    # FFT rules: when every player passes the deal is not played and the next player deals.
    c = ctx(players)
    first = FORM.next_step(c, {})
    assert first is not None and first.key == "contract"
    assert {"passed", "annulled"} <= values(first)
    labels = {o.value: o.label for o in first.options}
    assert labels["passed"] == "Passed (everyone passed)"
    assert labels["annulled"] == "Annulled: petit sec"
    done = fill(c, ("contract", "passed"))
    assert FORM.next_step(c, done) is None
    facts = FORM.facts(c, done)
    assert facts == UnplayedFacts(players=players, outcome="passed")
    sheet = FORM.score(c.rules, facts)
    assert sheet == UnplayedDeal(players, "passed")
    assert sheet.scores == (0,) * players and not sheet.lines
    assert FORM.read_facts(facts.model_dump(mode="json")) == facts


def test_a_deal_annulled_for_a_petit_sec_asks_who_held_it() -> None:
    # FFT rules: a player dealt the Petit with no other trump nor the Excuse (petit sec)
    # shows it and the deal is annulled; only one player can hold the Petit.
    c = ctx(4)
    done = fill(c, ("contract", "annulled"))
    step = FORM.next_step(c, done)
    assert step is not None and step.key == "petit_sec" and step.kind == "choice"
    assert values(step) == {"0", "1", "2", "3"}
    done = FORM.answer(c, done, "petit_sec", "2")
    assert FORM.next_step(c, done) is None
    facts = FORM.facts(c, done)
    assert facts == UnplayedFacts(players=4, outcome="annulled", petit_sec=2)
    assert FORM.score(c.rules, facts) == UnplayedDeal(4, "annulled", (2,))
    assert FORM.read_facts(facts.model_dump(mode="json")) == facts


def test_an_unplayed_deal_books_no_score_and_the_next_player_deals() -> None:
    c = ctx(4)
    match = FORM.new_match(c.rules, 4)
    passed = FORM.score(c.rules, FORM.facts(c, fill(c, ("contract", "passed"))))
    FORM.record(match, passed)
    assert match.dealer == 1 and match.totals == [0, 0, 0, 0]
    assert match.outcomes == ["passed"] and not FORM.played(passed)
    annulled = FORM.facts(c, fill(c, ("contract", "annulled"), ("petit_sec", "3")))
    FORM.record(match, FORM.score(c.rules, annulled))
    assert match.dealer == 2 and match.outcomes == ["passed", "annulled"]
    played = fill(c, ("contract", "garde"), ("taker", "0"), ("bouts", "2"))
    played = fill_rest(c, FORM.answer(c, played, "points", {"points": 50}))
    played = FORM.answer(c, played, "chelem", "none")
    sheet = FORM.score(c.rules, FORM.facts(c, played))
    assert FORM.played(sheet)
    FORM.record(match, sheet)
    assert match.dealer == 3 and match.totals[0] > 0


def test_a_partner_only_with_five_and_the_prise_only_under_f1() -> None:
    five = fill(ctx(5), ("contract", "garde"), ("taker", "1"))
    assert FORM.next_step(ctx(5), five).key == "partner"  # type: ignore[union-attr]
    four = fill(ctx(4), ("contract", "garde"), ("taker", "1"))
    assert FORM.next_step(ctx(4), four).key == "bouts"  # type: ignore[union-attr]
    no_prise = ctx(4, Rules.preset("fft").model_copy(update={"prise_allowed": False}))
    assert "prise" not in values(FORM.next_step(no_prise, {}))


def test_card_points_within_what_the_chien_and_the_bouts_allow() -> None:
    c = ctx(4)
    done = fill(c, ("contract", "garde"), ("taker", "0"), ("bouts", "3"))
    step = FORM.next_step(c, done)
    assert step is not None and step.kind == "numbers"
    field = step.fields[0]
    # Three bouts are 13½ points, and the écart of six cards counts for the taker.
    assert field.low > 13 and field.high == 91


def test_halves_only_with_three_or_five_players() -> None:
    three = ctx(3)
    done = fill(three, ("contract", "garde"), ("taker", "0"), ("bouts", "2"))
    done = FORM.answer(three, done, "points", {"points": 40})
    assert values(FORM.next_step(three, done)) == {"no", "yes"}
    four = ctx(4)
    done = fill(four, ("contract", "garde"), ("taker", "0"), ("bouts", "2"))
    done = FORM.answer(four, done, "points", {"points": 40})
    assert FORM.next_step(four, done).key == "petit"  # type: ignore[union-attr]


def test_the_petit_au_bout_needs_a_bout_for_the_attack() -> None:
    c = ctx(4)
    done = fill(c, ("contract", "garde"), ("taker", "0"), ("bouts", "0"))
    done = FORM.answer(c, done, "points", {"points": 30})
    assert values(FORM.next_step(c, done)) == {"none", "defence"}


def test_poignees_show_22_cards_at_most() -> None:
    c = ctx(3)
    done = fill(c, ("contract", "garde"), ("taker", "0"), ("bouts", "2"))
    done = FORM.answer(c, done, "points", {"points": 50})
    done = FORM.answer(c, done, "half", "no")
    done = FORM.answer(c, done, "petit", "none")
    assert values(FORM.next_step(c, done)) == {"none", "0", "1", "2"}
    done = FORM.answer(c, done, "poignee:0", "1")
    assert values(FORM.next_step(c, done)) == {"13", "15", "18"}
    done = FORM.answer(c, done, "poignee_size:0", "13")
    # 13 + 13 > 22: nobody can have shown another one beside it.
    assert FORM.next_step(c, done).key == "chelem_announced"  # type: ignore[union-attr]
    five = ctx(5)
    done = fill(five, ("contract", "garde"), ("taker", "0"), ("partner", "none"), ("bouts", "2"))
    for key, value in (("points", {"points": 50}), ("half", "no"), ("petit", "none")):
        done = FORM.answer(five, done, key, value)
    done = FORM.answer(five, done, "poignee:0", "2")
    done = FORM.answer(five, done, "poignee_size:0", "13")
    assert values(FORM.next_step(five, done)) == {"none", "0", "1", "3", "4"}
    done = FORM.answer(five, done, "poignee:1", "4")
    assert values(FORM.next_step(five, done)) == {"8"}  # 13 + 8 fits, 13 + 10 does not


def test_a_chelem_only_where_the_points_and_bouts_allow_it() -> None:
    c = ctx(4)
    done = fill(c, ("contract", "garde"), ("taker", "0"), ("bouts", "3"))
    done = FORM.answer(c, done, "points", {"points": 91})
    done = fill_rest(c, done)
    assert values(FORM.next_step(c, done)) == {"none", "attack"}
    low = fill(c, ("contract", "garde"), ("taker", "0"), ("bouts", "1"))
    low = fill_rest(c, FORM.answer(c, low, "points", {"points": 50}))
    assert values(FORM.next_step(c, low)) == {"none"}


def fill_rest(c: FormContext, done: Answers) -> Answers:
    for key, value in (("petit", "none"), ("poignee:0", "none"), ("chelem_announced", "no")):
        done = FORM.answer(c, done, key, value)
    return done
