"""The score pad's guided form of Slovenian tarok: each step offers only what the facts
model and the rules allow, so any path of clicks with consistent numbers gives facts the
engine scores; what only the numbers together can break is refused with the engine's
reason."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.families.slovenian.pad import SlovenianForm
from bot.pad.form import Answers, FormContext, FormError, Step
from engine.slovenian import Rules, score

FORM = SlovenianForm()
NAMES4 = ("Maja", "Jure", "Tina", "Rok")


def ctx(rules: Rules | None = None, players: int = 4, radelci: tuple[int, ...] = ()) -> FormContext:
    names = NAMES4[:players]
    return FormContext(
        rules or Rules.preset("pagat"), names, "en", {"radelci": list(radelci or (0,) * players)}
    )


def fill(c: FormContext, *answers: tuple[str, Any]) -> Answers:
    """Answer the steps in order, checking each key."""
    done: Answers = {}
    for key, value in answers:
        step = FORM.next_step(c, done)
        assert step is not None and step.key == key, (step, key)
        done = FORM.answer(c, done, key, value)
    return done


def values(step: Step | None) -> set[str]:
    assert step is not None
    return {o.value for o in step.options}


def _split(total: int, parts: int, rng: random.Random) -> list[int]:
    cuts = sorted(rng.randint(0, total) for _ in range(parts - 1))
    return [b - a for a, b in zip([0, *cuts], [*cuts, total], strict=True)]


def _numbers(step: Step, answers: Answers, rng: random.Random, hand: int) -> dict[str, int]:
    """Numbers that fit together: a klop's tricks add up to every trick and a player
    without a trick has no card points (his talon share aside)."""
    if step.key == "klop_tricks":
        n = len(step.fields)
        points = answers["klop_points"]
        while True:
            tricks = _split(hand, n, rng)
            if all(tricks[i] or points[str(i)] == 0 for i in range(n)):
                return {str(i): tricks[i] for i in range(n)}
    if step.key == "klop_points":
        n = len(step.fields)
        pts = _split(70, n, rng)
        return {str(i): pts[i] for i in range(n)}
    return {f.key: rng.randint(f.low, f.high) for f in step.fields}


@pytest.mark.parametrize("preset", ["pagat", "palcka"])
@pytest.mark.parametrize("players", [3, 4])
def test_every_path_of_offered_choices_gives_facts_the_engine_scores(
    preset: str, players: int
) -> None:
    rules = Rules.preset(preset)
    rng = random.Random(f"{preset}{players}")
    hand = 48 // players
    for _ in range(400):
        radelci = tuple(rng.randint(0, 2) for _ in range(players))
        c = ctx(rules, players, radelci)
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
                value = _numbers(step, answers, rng, hand)
            answers = FORM.answer(c, answers, step.key, value)
        facts = FORM.facts(c, answers)
        sheet = score(rules, facts)
        assert len(sheet.scores) == players
        assert facts.radelci == radelci


def test_a_partner_only_where_a_king_is_called() -> None:
    c = ctx()
    after_two = fill(c, ("contract", "two"), ("declarer", "1"))
    partner = FORM.next_step(c, after_two)
    assert partner is not None and partner.key == "partner"
    assert values(partner) == {"0", "2", "3", "none"}  # never the declarer himself
    after_solo = fill(c, ("contract", "solo_one"), ("declarer", "1"))
    assert FORM.next_step(c, after_solo).key == "points"  # type: ignore[union-attr]
    three = ctx(players=3)
    after = fill(three, ("contract", "two"), ("declarer", "1"))
    assert FORM.next_step(three, after).key == "points"  # type: ignore[union-attr]


def test_three_players_get_the_rules_three_player_contracts_only_v21() -> None:
    pagat = values(FORM.next_step(ctx(players=3), {}))
    palcka = values(FORM.next_step(ctx(Rules.preset("palcka"), players=3), {}))
    assert pagat == {"klop", "three", "two", "one", "beggar"}
    assert {"solo_without", "open_beggar", "valat"} <= palcka and "colour_valat" not in palcka
    assert not {"solo_three", "solo_two", "solo_one"} & (pagat | palcka)
    assert len(values(FORM.next_step(ctx(), {}))) == 12


def test_beggars_and_valats_ask_only_for_the_tricks() -> None:
    c = ctx()
    done = fill(c, ("contract", "beggar"), ("declarer", "2"), ("tricks", "0"))
    assert FORM.next_step(c, done) is None
    assert score(c.rules, FORM.facts(c, done)).scores == (0, 0, 70, 0)  # type: ignore[arg-type]


def _to_announcements(c: FormContext, contract: str, pagat: str) -> Answers:
    steps: list[tuple[str, Any]] = [("contract", contract), ("declarer", "0")]
    if contract in ("three", "two", "one"):
        steps.append(("partner", "2"))
    steps += [("points", {"points": 40}), ("tricks", "6"), ("bonuses", []), ("pagat", pagat)]
    if contract in ("three", "two", "one") and c.players == 4:
        steps.append(("king_ultimo", "none"))
    return fill(c, *steps)


def test_announcements_offer_only_what_a_side_can_announce() -> None:
    c = ctx()
    step = FORM.next_step(c, _to_announcements(c, "two", "none"))
    offered = values(step)
    # Valat and king ultimo by the declarer's side only; no mondfang without V15.
    assert "valat:declarer" in offered and "valat:opponents" not in offered
    assert "king_ultimo:declarer" in offered and "king_ultimo:opponents" not in offered
    assert not any(v.startswith("mondfang") for v in offered)
    # The opponents played the Pagat to the last trick: only they can have announced it.
    step = FORM.next_step(c, _to_announcements(c, "two", "opponents:lost"))
    assert "pagat_ultimo:opponents" in values(step)
    assert "pagat_ultimo:declarer" not in values(step)
    # No called king in a solo: no king ultimo. Mondfang under palcka (V15).
    solo = FORM.next_step(c, _to_announcements(c, "solo_two", "none"))
    assert not any(v.startswith("king_ultimo") for v in values(solo))
    palcka = ctx(Rules.preset("palcka"))
    step = FORM.next_step(palcka, _to_announcements(palcka, "two", "none"))
    assert {"mondfang:declarer", "mondfang:opponents"} <= values(step)


def test_one_side_at_most_takes_a_bonus_and_announces_an_item() -> None:
    c = ctx()
    done = fill(c, ("contract", "solo_one"), ("declarer", "0"), ("points", {"points": 40}))
    done = fill_more(c, done, ("tricks", "6"))
    step = FORM.next_step(c, done)
    assert step is not None and step.kind == "toggles"
    on = step.toggle([], "trula:declarer")
    on = step.toggle(on, "kings:opponents")
    on = step.toggle(on, "trula:opponents")  # switches the declarer's trula off
    assert on == ["trula:opponents", "kings:opponents"]
    with pytest.raises(FormError):
        step.accept(["trula:declarer", "trula:opponents"])


def fill_more(c: FormContext, done: Answers, *answers: tuple[str, Any]) -> Answers:
    for key, value in answers:
        done = FORM.answer(c, done, key, value)
    return done


def test_kontra_levels_follow_v10_and_v9() -> None:
    deep = ctx()
    shallow = ctx(Rules(kontra_max=4))
    for c, levels in ((deep, {"1", "2", "4", "8", "16"}), (shallow, {"1", "2", "4"})):
        done = fill_more(c, _to_announcements(c, "two", "none"), ("announced", ["trula:declarer"]))
        step = FORM.next_step(c, done)
        assert step is not None and step.key == "kontra:game" and values(step) == levels
        done = fill_more(c, done, ("kontra:game", "2"))
        assert FORM.next_step(c, done).key == "kontra:trula"  # type: ignore[union-attr]
    # palcka: trula and kings cannot be kontra'd (V9), so no step for them.
    palcka = ctx(Rules.preset("palcka"))
    done = _to_announcements(palcka, "two", "none")
    done = fill_more(palcka, done, ("announced", ["trula:declarer"]), ("kontra:game", "1"))
    assert FORM.next_step(palcka, done).key == "mond"  # type: ignore[union-attr]


def test_the_mond_stays_in_the_talon_only_after_a_talon_exchange() -> None:
    palcka = ctx(Rules.preset("palcka"))
    done = _to_announcements(palcka, "two", "none")
    done = fill_more(palcka, done, ("announced", ["mondfang:opponents"]), ("kontra:game", "1"))
    done = fill_more(palcka, done, ("kontra:mondfang", "1"))
    assert "talon" not in values(FORM.next_step(palcka, done))  # it was in a hand (V15)
    c = ctx()
    done = fill_more(c, _to_announcements(c, "solo_two", "none"), ("announced", []))
    done = fill_more(c, done, ("kontra:game", "1"))
    assert "talon" in values(FORM.next_step(c, done))
    without = fill(c, ("contract", "solo_without"), ("declarer", "1"), ("points", {"points": 30}))
    without = fill_more(c, without, ("tricks", "5"))
    mond = FORM.next_step(c, without)
    assert mond is not None and mond.key == "mond" and "talon" not in values(mond)


def test_klop_kontra_only_under_v8() -> None:
    for rules, asked in ((Rules.preset("pagat"), False), (Rules.preset("palcka"), True)):
        c = ctx(rules)
        done = fill(
            c,
            ("contract", "klop"),
            ("klop_points", {"0": 20, "1": 20, "2": 20, "3": 10}),
            ("klop_tricks", {"0": 3, "1": 3, "2": 3, "3": 3}),
        )
        step = FORM.next_step(c, done)
        assert (step is not None and step.key == "klop_kontra") is asked


def test_numbers_out_of_range_and_choices_not_offered_are_refused() -> None:
    c = ctx()
    with pytest.raises(FormError):
        FORM.answer(c, {}, "contract", "tarot")
    with pytest.raises(FormError):
        FORM.answer(c, {}, "declarer", "1")  # not the current step
    done = fill(c, ("contract", "two"), ("declarer", "1"), ("partner", "3"))
    with pytest.raises(FormError):
        FORM.answer(c, done, "points", {"points": 71})
    with pytest.raises(FormError):
        FORM.answer(c, done, "points", {"tricks": 3})


def test_what_only_the_numbers_together_break_is_refused_by_the_engine() -> None:
    c = ctx()
    done = fill(
        c,
        ("contract", "klop"),
        ("klop_points", {"0": 20, "1": 30, "2": 20, "3": 0}),
        ("klop_tricks", {"0": 4, "1": 4, "2": 4, "3": 1}),
    )
    with pytest.raises(ValueError, match=r"\(Early end\)"):
        FORM.facts(c, done)


def test_back_and_a_changed_answer_drop_the_steps_that_no_longer_apply() -> None:
    c = ctx()
    done = fill(c, ("contract", "two"), ("declarer", "1"), ("partner", "3"))
    assert list(FORM.back(done)) == ["contract", "declarer"]
    changed = {"contract": "solo_two", "declarer": "1", "partner": "3"}
    assert FORM.walk(c, changed) == {"contract": "solo_two", "declarer": "1"}
