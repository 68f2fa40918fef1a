"""A replay of a finished deal, one step at a time: every hand open, the bids, the talon,
the trick, and at the end the summary and the score sheet.

Only a finished deal has a replay (:mod:`bot.store.replays`), so showing every card is no
secret any more. What the replay says of the game (phases, bids, tricks, the summary) comes
from the family's display, as on the table itself: the screen is the same for every game.
"""

from __future__ import annotations

from bot.i18n import t
from bot.screens import ids
from bot.screens.common import deal_names
from bot.screens.spec import ACCENT_SUMMARY, ButtonSpec, ImageSpec, Screen, SelectSpec
from bot.screens.summary import sheet_image
from bot.tables.replaying import ReplayDeal

LOG_LINES = 4
"""The happenings up to the step shown (its own action last)."""
MAX_TRICK_OPTIONS = 25
"""Discord's limit of options in a select."""


def replay_names(replay: ReplayDeal, lang: str) -> list[str]:
    """A name per table seat: the player's, or a numbered computer."""
    names: list[str] = []
    computers = 0
    for s in replay.seat_rows:
        if s.user_id is not None:
            names.append(s.name or t("common.player", lang, seat=s.seat + 1))
        else:
            computers += 1
            names.append(t("computer.name", lang, number=computers))
    return names


def replay_screen(replay: ReplayDeal, step: int, lang: str) -> Screen:
    """The replay of ``replay``'s deal after its first ``step`` actions."""
    step = replay.clamp(step)
    game = replay.game
    show = game.display
    fam = game.engine
    code = replay.ref.code
    names = replay_names(replay, lang)
    dnames = deal_names(names, replay.seats)
    state = replay.state_at(step)
    public = fam.view(state, None)
    screen = Screen(accent=ACCENT_SUMMARY)

    title = t(
        "replay.title",
        lang,
        code=code,
        game=show.title(lang),
        deal_no=replay.ref.deal_no,
    )
    head = [
        f"### {title}",
        f"**{show.phase_label(public, lang)}** · {_position(replay, step, lang)}",
    ]
    screen.blocks.append("\n".join(head))

    # Every hand open: the deal is over, nothing is secret any more.
    hands: list[str] = []
    for d in range(len(replay.seats)):
        cards, _ = show.hand_cards(fam.view(state, d))
        shown = " ".join(show.card_label(c) for c in cards) or "—"
        roles = show.roles(public, d, lang, sitting_out=len(replay.seats) < len(names))
        role_text = f" ({', '.join(roles)})" if roles else ""
        hands.append(t("replay.hand_line", lang, name=dnames[d], roles=role_text, cards=shown))
    talon = " ".join(show.card_label(c) for c in show.sort_cards(replay.talon()))
    if talon:
        hands.append(t(show.key("replay.talon_line"), lang, cards=talon))
    screen.blocks.append("\n".join(hands))

    status = show.status_lines(public, dnames, lang)
    log = _log(replay, step, dnames, lang)
    if status or log:
        screen.blocks.append("\n".join([*status, *log]))

    trick = show.trick_image(public, dnames, lang)
    if trick is not None:
        screen.images.append(ImageSpec("trick", "trick", trick, render=game.render))
    for picture in show.table_pictures(public, dnames, lang):
        screen.images.append(
            ImageSpec(picture.kind, picture.stem, picture.model, render=game.render)
        )
    if step == replay.last:
        totals = [replay.totals[m] for m in replay.seats]
        summary = show.summary_image(replay.sheet, dnames, totals, public, lang)
        screen.images.append(ImageSpec("summary", "summary", summary, render=game.render))
        sheet = sheet_image(game, replay.history, replay.history_seats, names, replay.marks, lang)
        screen.images.append(ImageSpec("sheet", "scoresheet", sheet, render=game.render))

    screen.rows.append(
        [
            ButtonSpec(t("replay.first", lang), ids.replay_step(code, 0, "f"), disabled=step == 0),
            ButtonSpec(
                t("replay.back", lang), ids.replay_step(code, step - 1, "b"), disabled=step == 0
            ),
            ButtonSpec(
                t("replay.next", lang),
                ids.replay_step(code, min(step + 1, replay.last), "n"),
                "primary",
                disabled=step == replay.last,
            ),
            ButtonSpec(
                t("replay.last", lang),
                ids.replay_step(code, replay.last, "l"),
                disabled=step == replay.last,
            ),
        ]
    )
    screen.rows.append([ButtonSpec(t("replay.download", lang), ids.replay_record(code))])
    if replay.trick_ends:
        options = tuple(
            (t("table.trick", lang, number=i), str(end), None)
            for i, end in enumerate(replay.trick_ends[:MAX_TRICK_OPTIONS], start=1)
        )
        screen.select = SelectSpec(ids.replay_jump(code), t("replay.jump", lang), options, 1)
    return screen


def _position(replay: ReplayDeal, step: int, lang: str) -> str:
    """Where the replay stands: "move 17 of 70 · trick 3 of 12" (or the dealt hand)."""
    if step == 0:
        return t("replay.dealt", lang, total=replay.last)
    text = t("replay.step", lang, step=step, total=replay.last)
    done = replay.trick_of(step)
    if replay.trick_ends and step > (replay.trick_ends[0] - len(replay.seats)):
        number = min(done + (0 if step in replay.trick_ends else 1), len(replay.trick_ends))
        text += " · " + t("replay.trick_of", lang, number=number, total=len(replay.trick_ends))
    return text


def _log(replay: ReplayDeal, step: int, dnames: list[str], lang: str) -> list[str]:
    """What the last few actions up to ``step`` did, in the family's words (an action the
    family says nothing of publicly, e.g. a bid of some games, by its label)."""
    show = replay.game.display
    fam = replay.game.engine
    first = max(0, step - LOG_LINES)
    state = replay.state_at(first)
    lines: list[str] = []
    for s in replay.steps[first:step]:
        name = dnames[s.seat] if 0 <= s.seat < len(dnames) else "?"
        said = show.event_lines(s.action, s.actor, s.events, name, dnames, lang)
        if not said:
            label = show.action_label(fam.view(state, None), s.action, lang)
            said = [t("replay.action_line", lang, name=name, action=label)]
        lines.extend(said)
        state, _ = fam.apply(state, s.action)
    return [f"› {line}" for line in lines]
