"""The public API of the playout core, whichever backend runs it.

These tests run twice per suite: here against the backend ``engine._native.slovenian``
chose (the compiled one where it is built), and once more in a test run with
``TAROK_NATIVE=python`` forcing the pure-Python fallback (``test_backends.py``).
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engine._native import layout as L
from engine._native import slovenian as native
from engine.slovenian import Contract, DealRecord, Phase, Rules, format_action, legal_actions
from engine.slovenian.game import apply_unchecked
from tests.native.differential import random_rules, replay_trace, run_case

PAGAT = Rules.preset("pagat")
PALCKA = Rules.preset("palcka")


def deal_rows(rules: Rules, players: int, count: int, seed: int, policy: int, until: int) -> list:
    """``count`` native deals stopped at ``until``: their state rows, decoded."""
    out = L.new_words(count * L.STATE_WORDS)
    buf = L.encode_rules(rules)
    native.play_deals(buf, players, count, seed, policy, out_states=out, until=until)
    return [L.decode_state(out, rules, i) for i in range(count)]


def results_of(buf, i: int) -> list[int]:
    return list(buf[i * L.RESULT_WORDS : (i + 1) * L.RESULT_WORDS])


def test_backend_is_named() -> None:
    assert native.BACKEND in ("c", "python")


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("policy", [L.RANDOM, L.THUMB, L.UNIFORM_CONTRACTS])
def test_native_deals_replay_through_checked_apply(players: int, policy: int) -> None:
    """Every deal the core plays is a legal deal: its record replays through ``apply``."""
    rng = random.Random(players * 100 + policy)
    for rules in (PAGAT, PALCKA, random_rules(rng), random_rules(rng)):
        count = 40
        records = L.new_words(count * L.DEAL_WORDS)
        results = L.new_words(count * L.RESULT_WORDS)
        finals = L.new_words(count * L.STATE_WORDS)
        native.play_deals(
            L.encode_rules(rules),
            players,
            count,
            rng.getrandbits(64),
            policy,
            results,
            records=records,
            out_states=finals,
            radelci=[rng.randint(0, 1) for _ in range(players)],
        )
        for i in range(count):
            rec = records[i * L.DEAL_WORDS : (i + 1) * L.DEAL_WORDS]
            codes = rec[L.D_ACTIONS : L.D_ACTIONS + rec[L.D_NACTIONS]]
            actions = [L.code_action(c) for c in codes]
            start = DealRecord.start(
                rules,
                list(rec[L.D_HANDS : L.D_HANDS + players]),
                list(rec[L.D_TALON : L.D_TALON + 6]),
                rec[L.D_DEALER],
                compulsory_klop=bool(rec[L.D_COMPULSORY_KLOP]),
                radelci=list(finals[i * L.STATE_WORDS + L.S_RADELCI :][:players]),
            )
            record = start.model_copy(update={"actions": [format_action(a) for a in actions]})
            s = record.replay()  # every action re-checked by apply
            assert s.phase == Phase.DONE and s.result is not None
            mine = L.new_words(L.RESULT_WORDS)
            L.encode_result(s.result, s, len(actions), mine, 0)
            assert list(mine) == results_of(results, i)
            final = finals[i * L.STATE_WORDS : (i + 1) * L.STATE_WORDS]
            assert list(L.encode_state(s)) == list(final)


def test_a_seed_fixes_everything() -> None:
    rules = L.encode_rules(PAGAT)
    a, b = L.new_words(50 * L.RESULT_WORDS), L.new_words(50 * L.RESULT_WORDS)
    native.play_deals(rules, 4, 50, 99, L.RANDOM, a)
    native.play_deals(rules, 4, 50, 99, L.RANDOM, b)
    assert a == b
    native.play_deals(rules, 4, 50, 100, L.RANDOM, b)
    assert a != b


def test_rollout_results_do_not_depend_on_the_other_rows() -> None:
    starts = deal_rows(PAGAT, 4, 3, 5, L.THUMB, Phase.PLAY)
    rules = L.encode_rules(PAGAT)
    full = L.new_words(3 * L.RESULT_WORDS)
    native.rollouts(L.encode_states(starts), rules, L.RANDOM, 7, full)
    other = deal_rows(PAGAT, 4, 1, 6, L.THUMB, Phase.PLAY)[0]
    changed = L.new_words(3 * L.RESULT_WORDS)
    native.rollouts(L.encode_states([other, starts[1], starts[2]]), rules, L.RANDOM, 7, changed)
    assert results_of(full, 1) == results_of(changed, 1)
    assert results_of(full, 2) == results_of(changed, 2)


def test_repeat_plays_each_row_with_its_own_stream() -> None:
    starts = deal_rows(PAGAT, 4, 2, 8, L.THUMB, Phase.PLAY)
    rules = L.encode_rules(PAGAT)
    out = L.new_words(2 * 5 * L.RESULT_WORDS)
    assert native.rollouts(L.encode_states(starts), rules, L.THUMB, 1, out, repeat=5) == 10
    # The rules of thumb draw nothing: five equal rollouts per row.
    assert all(results_of(out, j) == results_of(out, 0) for j in range(5))
    assert all(results_of(out, 5 + j) == results_of(out, 5) for j in range(5))
    native.rollouts(L.encode_states(starts), rules, L.RANDOM, 1, out, repeat=5)
    assert len({tuple(results_of(out, j)) for j in range(5)}) > 1


def test_thumb_rollouts_continue_thumb_deals() -> None:
    """Stopping a rules-of-thumb deal at the tricks and rolling it out ends it the same way."""
    rules = L.encode_rules(PALCKA)
    whole = L.new_words(30 * L.RESULT_WORDS)
    native.play_deals(rules, 4, 30, 3, L.THUMB, whole)
    starts = L.new_words(30 * L.STATE_WORDS)
    native.play_deals(rules, 4, 30, 3, L.THUMB, out_states=starts, until=Phase.PLAY)
    rolled = L.new_words(30 * L.RESULT_WORDS)
    native.rollouts(starts, rules, L.THUMB, 0, rolled)
    for i in range(30):
        a, b = results_of(whole, i), results_of(rolled, i)
        a[L.R_ACTIONS] = b[L.R_ACTIONS] = 0
        assert a == b


def test_until_stops_at_the_phase() -> None:
    for until in (Phase.DECLARE, Phase.ANNOUNCE, Phase.PLAY):
        for s in deal_rows(PAGAT, 4, 20, 11, L.THUMB, until):
            assert s.phase >= until


def test_first_action_is_applied_and_checked() -> None:
    start = deal_rows(PAGAT, 4, 1, 12, L.THUMB, Phase.PLAY)[0]
    rules = L.encode_rules(PAGAT)
    legal = legal_actions(start)
    out = L.new_words(L.RESULT_WORDS)
    trace = L.new_words(2000)
    offsets = L.new_words(2)
    first = L.new_words(1)
    first[0] = L.action_code(legal[-1])
    native.rollouts(
        L.encode_states([start]), rules, L.THUMB, 0, out, first=first, trace=trace, offsets=offsets
    )
    assert trace[0] == L.T_PLAY and trace[3] == legal[-1].arg
    got = replay_trace(start, trace[: offsets[1]], L.THUMB, results_of(out, 0), None, True)
    assert got.cards == out[L.R_ACTIONS]
    illegal = next(c for c in range(54) if not start.hands[start.to_move] >> c & 1)
    first[0] = L.action_code(legal[0]) & ~63 | illegal
    with pytest.raises(ValueError, match="not legal"):
        native.rollouts(L.encode_states([start]), rules, L.THUMB, 0, out, first=first)


def test_a_finished_state_keeps_its_score() -> None:
    s = deal_rows(PAGAT, 4, 1, 13, L.THUMB, Phase.DONE)[0]
    out = L.new_words(L.RESULT_WORDS)
    native.rollouts(L.encode_states([s]), L.encode_rules(PAGAT), L.RANDOM, 0, out)
    assert s.result is not None
    assert list(out[: len(s.result.scores)]) == list(s.result.scores)
    assert out[L.R_ACTIONS] == 0


def test_malformed_states_and_arguments_are_refused() -> None:
    rules = L.encode_rules(PAGAT)
    out = L.new_words(L.RESULT_WORDS)
    with pytest.raises(ValueError):
        native.rollouts(L.new_words(L.STATE_WORDS), rules, L.RANDOM, 0, out)  # zero players
    s = L.encode_states(deal_rows(PAGAT, 4, 1, 14, L.THUMB, Phase.PLAY))
    s[L.S_PHASE] = 9
    with pytest.raises(ValueError):
        native.rollouts(s, rules, L.RANDOM, 0, out)
    with pytest.raises(ValueError):
        native.rollouts(L.new_words(L.STATE_WORDS + 1), rules, L.RANDOM, 0, out)
    with pytest.raises(ValueError, match="policy"):
        native.play_deals(rules, 4, 1, 0, 3)
    with pytest.raises(ValueError):
        native.play_deals(rules, 5, 1, 0, L.RANDOM)
    with pytest.raises(ValueError):
        native.play_deals(rules, 4, 2, 0, L.RANDOM, L.new_words(L.RESULT_WORDS))  # too short


@pytest.mark.parametrize("players", [3, 4])
def test_contract_mixes(players: int) -> None:
    """Uniform random bidding ends in the highest contract (a valat with four players); the
    rules of thumb make a realistic mix and the uniform contract policy a flat one."""
    rules = L.encode_rules(PAGAT)
    mixes = {}
    for policy in (L.RANDOM, L.THUMB, L.UNIFORM_CONTRACTS):
        out = L.new_words(600 * L.RESULT_WORDS)
        native.play_deals(rules, players, 600, 21, policy, out)
        contracts_played = (out[i * L.RESULT_WORDS + L.R_CONTRACT] for i in range(600))
        mixes[policy] = Counter(Contract(c) for c in contracts_played)
    contracts = list(Contract) if players == 4 else list(PAGAT.contracts_3p)
    assert mixes[L.RANDOM][max(contracts)] > 400
    assert mixes[L.THUMB][max(contracts)] < 30 and len(mixes[L.THUMB]) >= 4
    assert set(mixes[L.UNIFORM_CONTRACTS]) == set(contracts)
    assert max(mixes[L.UNIFORM_CONTRACTS].values()) < 2 * 600 / len(contracts)


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("policy", [L.RANDOM, L.THUMB, L.THUMB | L.SECRET_PARTNER])
def test_rollouts_agree_with_the_engine_sample(players: int, policy: int) -> None:
    """A small differential run against the engine, for whichever backend runs the API."""
    done, covered = run_case(native, players, policy, seed=players + policy, target=150)
    assert done >= 150 and covered.cards > 0


def test_decoded_states_continue_like_the_engine() -> None:
    """Rows written by the core decode to engine states that play on normally."""
    for s in deal_rows(PALCKA, 3, 20, 15, L.RANDOM, Phase.ANNOUNCE):
        while s.phase != Phase.DONE:
            apply_unchecked(s, legal_actions(s)[0])
        assert s.result is not None
