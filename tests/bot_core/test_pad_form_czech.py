"""The score pad's guided form of Czech taroky: only what the facts model and the switches
allow is offered (a partner only in the first and second bid, flek and tutti by the
opponents, re by the declarer, hand bonuses four hands can hold together), so any path of
clicks with consistent numbers gives facts the engine scores."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.families.czech.pad import FORM
from bot.pad.form import Answers, FormContext, FormError, Step
from engine.czech import Rules, score

NAMES = ("Jana", "Petr", "Eva", "Karel")


def ctx(rules: Rules | None = None) -> FormContext:
    return FormContext(rules or Rules.preset("standard"), NAMES, "en")


def fill(c: FormContext, *answers: tuple[str, Any], done: Answers | None = None) -> Answers:
    out: Answers = dict(done or {})
    for key, value in answers:
        step = FORM.next_step(c, out)
        assert step is not None and step.key == key, (step, key)
        out = FORM.answer(c, out, key, value)
    return out


def values(step: Step | None) -> set[str]:
    assert step is not None
    return {o.value for o in step.options}


@pytest.mark.parametrize("kontra", [True, False])
def test_every_path_of_offered_choices_gives_facts_the_engine_scores(kontra: bool) -> None:
    rules = Rules(kontra=kontra)
    c = ctx(rules)
    rng = random.Random(f"czech{kontra}")
    for _ in range(500):
        answers: Answers = {}
        while (step := FORM.next_step(c, answers)) is not None:
            if step.kind == "choice":
                value: Any = rng.choice(step.options).value
            elif step.kind == "toggles":
                chosen: list[str] = []
                for option in step.options:
                    if rng.random() < 0.3:
                        chosen = step.toggle(chosen, option.value)
                value = chosen
            else:
                value = {"points": rng.randint(0, 70)}
            answers = FORM.answer(c, answers, step.key, value)
        sheet = score(rules, FORM.facts(c, answers))
        assert sum(sheet.scores) == 0


def test_a_conceded_first_bid_asks_nothing_more() -> None:
    c = ctx()
    done = fill(c, ("contract", "first"), ("declarer", "2"), ("conceded", "yes"))
    assert FORM.next_step(c, done) is None
    assert FORM.facts(c, done).conceded
    other = fill(c, ("contract", "second"), ("declarer", "2"))
    assert FORM.next_step(c, other).key == "partner"  # type: ignore[union-attr]


def test_a_partner_only_in_the_first_and_second_bid_and_stages_only_in_the_third() -> None:
    c = ctx()
    third = fill(c, ("contract", "third"), ("declarer", "1"))
    step = FORM.next_step(c, third)
    assert step is not None and step.key == "stage" and values(step) == {"1", "2", "3"}
    solo = fill(c, ("contract", "solo"), ("declarer", "1"))
    assert FORM.next_step(c, solo).key == "points"  # type: ignore[union-attr]
    first = fill(c, ("contract", "first"), ("declarer", "1"), ("conceded", "no"))
    assert values(FORM.next_step(c, first)) == {"0", "2", "3", "none"}


def _played(c: FormContext, contract: str, tricks: str = "7", points: int = 40) -> Answers:
    steps: list[tuple[str, Any]] = [("contract", contract), ("declarer", "0")]
    if contract == "first":
        steps.append(("conceded", "no"))
    if contract in ("first", "second"):
        steps.append(("partner", "2"))
    steps += [("points", {"points": points}), ("tricks", tricks)]
    return fill(c, *steps)


def test_the_pagat_wins_the_last_trick_only_for_a_side_with_a_trick() -> None:
    c = ctx()
    assert values(FORM.next_step(c, _played(c, "solo", "0", 0))) == {"none", "opponents"}
    assert values(FORM.next_step(c, _played(c, "solo", "12", 70))) == {"none", "declarer"}


def test_the_second_bid_announces_pagat_ultimo_with_the_bid() -> None:
    c = ctx()
    second = fill(c, ("pagat", "none"), done=_played(c, "second"))
    assert values(FORM.next_step(c, second)) == {"slam"}
    done = fill(c, ("announced", []), ("kontra:game:flek", "none"), done=second)
    assert FORM.next_step(c, done).key == "kontra:pagat_ultimo:flek"  # type: ignore[union-attr]


def test_flek_and_tutti_by_an_opponent_re_by_the_declarer() -> None:
    c = ctx()
    done = fill(c, ("pagat", "none"), ("announced", []), done=_played(c, "first"))
    flek = FORM.next_step(c, done)
    assert flek is not None and values(flek) == {"none", "1", "3"}  # not 0 nor his partner 2
    done = fill(c, ("kontra:game:flek", "3"), done=done)
    re_ = FORM.next_step(c, done)
    assert re_ is not None and re_.key == "kontra:game:re" and "Jana" in re_.prompt
    done = fill(c, ("kontra:game:re", "yes"), ("kontra:game:tutti", "1"), done=done)
    done = fill(c, ("bonus_seats", []), done=done)
    assert FORM.facts(c, done).kontra == {"game": (3, 0, 1)}


def test_no_kontra_steps_without_c1() -> None:
    c = ctx(Rules(kontra=False))
    done = fill(c, ("pagat", "none"), ("announced", []), done=_played(c, "first"))
    assert FORM.next_step(c, done).key == "bonus_seats"  # type: ignore[union-attr]


def test_hand_bonuses_fit_in_four_hands() -> None:
    c = ctx(Rules(kontra=False))
    done = fill(c, ("pagat", "none"), ("announced", []), done=_played(c, "solo"))
    done = fill(c, ("bonus_seats", ["0", "1", "2"]), done=done)
    first = FORM.next_step(c, done)
    assert first is not None and len(first.options) == 7
    # One trump count at most; no honours with few trumps.
    assert first.toggle(["few_trumps"], "full_trumps") == ["full_trumps"]
    assert first.toggle(["few_trumps"], "honours") == ["honours"]
    with pytest.raises(FormError):
        first.accept(["no_trumps", "half_trumps"])
    done = fill(c, ("bonuses:0", ["full_trumps", "kings"]), done=done)
    second = FORM.next_step(c, done)
    # The kings are in one hand; with 10 taroks there, full trumps still fit once more…
    assert "kings" not in values(second) and "full_trumps" in values(second)
    done = fill(c, ("bonuses:1", ["full_trumps"]), done=done)
    # … but then 20 of the 22 taroks are in two hands: the third holds two at most, so no
    # honours (three taroks), no half or full trumps.
    assert values(FORM.next_step(c, done)) == {"no_trumps", "few_trumps"}
    done = fill(c, ("bonuses:2", ["few_trumps"]), done=done)
    facts = FORM.facts(c, done)
    assert facts.hand_bonuses == {
        0: ("full_trumps", "kings"),
        1: ("full_trumps",),
        2: ("few_trumps",),
    }
    assert sum(score(c.rules, facts).scores) == 0  # type: ignore[arg-type]


def test_tricks_the_card_points_cannot_have_are_not_offered() -> None:
    c = ctx()
    done = fill(c, ("contract", "solo"), ("declarer", "0"), ("points", {"points": 30}))
    offered = values(FORM.next_step(c, done))
    assert "0" not in offered and "12" not in offered and {"1", "11"} <= offered
