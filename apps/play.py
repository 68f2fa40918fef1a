"""Play Slovenian tarok in the terminal against computer players.

    python -m apps.play [--players 3|4|5] [--preset pagat|palcka] [--level easy|normal|hard]
                          [--seed N] [--deals N] [--ascii]

Without ``--deals`` the session goes on while you answer "another deal?" with yes; ``n`` ends
it there (open radelci are charged), ``s`` ends it as at a real table, with the škis round.
``--deals N`` plays exactly N deals.

You sit in seat 0; the computer players fill the other seats. On your turn the legal actions
are listed with numbers: type a number or what the list shows (``K♥``, ``XV``, ``Škis``,
``solo three``, ``trula``, ``kontra on the game``), in any case, or a card's code (``kh``,
``t15``, ``sk``), or the notation (``play:KH``). A move the rules forbid is refused with the
rule (``hearts were led …: follow suit``) and asked again. ``?`` asks the computer for hints
(the expected value of each action the list shows, at the normal level), ``h`` shows your
hand again, ``s`` the session score, ``q`` quits. Anything else is asked again.

With ``--players 5`` the dealer sits out of each deal (you too, every fifth deal: the four
computer players then play it and you watch the bidding and the tricks); the session score
shows a blank for the player who sat a deal out.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable, Sequence
from typing import TextIO

from apps.choices import ITEM_WORDS, KONTRA_WORDS, PHASE_ACTIONS, matching, plural
from engine.ai import LEVELS
from engine.core.errors import IllegalAction
from engine.slovenian.actions import Action, Item, Kind
from engine.slovenian.ai import choose_action, evaluate_actions
from engine.slovenian.cards import card_code, card_label, pile_points, sort_for_display
from engine.slovenian.contracts import Contract, contract_code, info
from engine.slovenian.game import Event, apply
from engine.slovenian.match import DealStart, Match
from engine.slovenian.rules import Rules
from engine.slovenian.scoring import ScoreSheet
from engine.slovenian.state import NO_CARD, NO_SEAT, DealState, Phase
from engine.slovenian.talon import talon_groups
from engine.slovenian.views import PlayerView, view

NAMES_4 = ("You", "Ana", "Boris", "Cene")
NAMES_3 = ("You", "Ana", "Boris")
NAMES_5 = ("You", "Ana", "Boris", "Cene", "Dana")
HUMAN = 0

_CONTRACT_NAMES = {
    Contract.KLOP: "klop",
    Contract.THREE: "three",
    Contract.TWO: "two",
    Contract.ONE: "one",
    Contract.SOLO_THREE: "solo three",
    Contract.SOLO_TWO: "solo two",
    Contract.SOLO_ONE: "solo one",
    Contract.BEGGAR: "beggar",
    Contract.SOLO_WITHOUT: "solo without",
    Contract.OPEN_BEGGAR: "open beggar",
    Contract.COLOUR_VALAT: "colour valat",
    Contract.VALAT: "valat",
}
_ITEM_NAMES = ITEM_WORDS
_KONTRA_WORDS = KONTRA_WORDS


class Quit(Exception):
    """The player asked to stop (or the input ended)."""


class Terminal:
    """Reading and writing for the terminal game (streams are injectable for tests)."""

    def __init__(self, inp: TextIO, out: TextIO, ascii_only: bool) -> None:
        self.inp = inp
        self.out = out
        self.ascii_only = ascii_only

    def say(self, text: str = "") -> None:
        """Print one line."""
        self.out.write(text + "\n")
        self.out.flush()

    def ask(self, prompt: str) -> str:
        """Read one line; end of input quits."""
        self.out.write(prompt)
        self.out.flush()
        line = self.inp.readline()
        if not line:
            raise Quit
        return line.strip()

    def card(self, c: int) -> str:
        """A card as the player reads it."""
        return card_code(c) if self.ascii_only else card_label(c)

    def cards(self, cards: list[int]) -> str:
        """Cards sorted as held in the hand."""
        return " ".join(self.card(c) for c in sort_for_display(cards)) or "-"


def _verb(seat: int, word: str, me: int = HUMAN) -> str:
    """A verb agreeing with the seat's name ("You take", "Ana takes"); ``me`` is the human's
    deal seat (NO_SEAT while sitting out)."""
    if seat != me:
        return word
    return "are" if word == "is" else word[:-1]


def _mask_cards(mask: int) -> list[int]:
    return [c for c in range(54) if mask >> c & 1]


def describe_action(a: Action, t: Terminal, v: PlayerView | None = None) -> str:
    """Words for an action (``bid two``, ``play K♥``, ``kontra on the game``)."""
    if a.kind == Kind.PASS:
        return "pass"
    if a.kind == Kind.BID:
        return f"bid {_CONTRACT_NAMES[Contract(a.arg)]}"
    if a.kind == Kind.DECLARE:
        return f"play {_CONTRACT_NAMES[Contract(a.arg)]}"
    if a.kind == Kind.CALL:
        return f"call {t.card(a.arg)}"
    if a.kind == Kind.TALON:
        if v is not None and v.talon_group_size:
            k = v.talon_group_size
            group = list(v.talon[a.arg * k : (a.arg + 1) * k])
            return f"take talon group {a.arg + 1}: {t.cards(group)}"
        return f"take talon group {a.arg + 1}"
    if a.kind == Kind.DISCARD:
        return f"discard {t.card(a.arg)}"
    if a.kind == Kind.ANNOUNCE:
        return f"announce {_ITEM_NAMES[Item(a.arg)]}"
    if a.kind == Kind.KONTRA:
        level = v.kontra[a.arg] * 2 if v is not None else 2
        return f"{_KONTRA_WORDS.get(level, 'kontra')} on {_ITEM_NAMES[Item(a.arg)]}"
    return f"play {t.card(a.arg)}"


def parse_choice(text: str, legal: Sequence[Action], kontra: Sequence[int] = ()) -> Action | None:
    """The legal action meant by ``text``: its number in the list, or words that mean it alone
    (what the list shows, the card's code, the notation; see :mod:`apps.choices`)."""
    text = text.strip()
    if text.isdigit():
        i = int(text)
        return legal[i - 1] if 1 <= i <= len(legal) else None
    meant = matching(text, legal, kontra)
    return meant[0] if len(meant) == 1 else None


_ASKING = {
    Phase.BIDDING: "Your bid",
    Phase.DECLARE: "Your contract",
    Phase.KING_CALL: "The king you call",
    Phase.TALON: "The talon group you take",
    Phase.DISCARD: "Your discard",
    Phase.ANNOUNCE: "Your call",
    Phase.PLAY: "Your card",
}


def prompt(v: PlayerView, t: Terminal) -> str:
    """The question on the human's turn, saying which answers work (with real examples)."""
    legal = v.legal
    forms = f"1–{len(legal)}" if len(legal) > 1 else "1"
    example = next((a for a in legal if a.kind != Kind.PASS), legal[0])
    if example.kind in (Kind.CALL, Kind.DISCARD, Kind.PLAY):
        shown, code = t.card(example.arg), card_code(example.arg).lower()
        forms += f", or the card: {shown}" + ("" if shown == code else f" or {code}")
    elif example.kind == Kind.TALON:
        forms += ", or group 2"
    else:
        words = [describe_action(a, t, v).removeprefix("bid ") for a in legal[:3]]
        forms += ", or the words: " + ", ".join(words)
    return f"{_ASKING[v.phase]} ({forms}; h hand, s score, ? hints, q quit): "


class TerminalGame:
    """One session at the terminal: the human in seat 0, computer players elsewhere."""

    _trick_open = False
    """A trick's heading is out and its cards follow as they are played."""
    _status_shown = ""
    """The contract line last shown (shown again only when it changes)."""

    def __init__(
        self,
        term: Terminal,
        players: int,
        rules: Rules,
        level: str,
        seed: int,
        deals: int | None,
        budget_s: float | None = None,
        chooser: Callable[[PlayerView, str, int], Action] | None = None,
    ) -> None:
        self.t = term
        self.players = players
        self.rules = rules
        self.level = level
        self.seed = seed
        self.deals = deals
        self.budget_s = budget_s
        self.table_names = {3: NAMES_3, 4: NAMES_4, 5: NAMES_5}[players]
        self.names = self.table_names
        """The names of the current deal's seats (at five: the four who play it)."""
        self.human = HUMAN
        """The human's seat in the current deal (NO_SEAT while he sits out)."""
        # At five the first dealer is the last seat, so that the human plays the first deal.
        self.match = Match(rules, players, max_deals=deals, dealer=4 if players == 5 else 0)
        self.rng = random.Random(seed)
        self._chooser = chooser

    # -- the session -------------------------------------------------------------------------
    def run(self) -> None:
        """Play the session's deals (``deals`` of them, or until the human stops), then show
        the totals."""
        t = self.t
        t.say(
            f"Slovenian tarok, {self.players} players, {self.rules.name} rules; "
            f"computer players: {self.level}."
        )
        try:
            while not self.match.finished:
                start = self.match.deal(self.rng)
                if start.annulled:
                    t.say(f"({plural(start.annulled, 'deal')} without a tarok thrown in.)")
                self.take_seats(start)
                state = self.match.start_deal(start)
                state = self.play_deal(state)
                self.match.record(state)
                self.show_totals()
                if not self.match.finished and not self.another_deal():
                    break
        except Quit:
            t.say("Bye.")
            return
        t.say("Session over. Final scores (open radelci charged):")
        for p, total in enumerate(self.match.final_scores()):
            t.say(f"  {self.table_names[p]:6} {total:+d}")

    def play_deal(self, s: DealState) -> DealState:
        """Play one deal to its end and show its score sheet."""
        t = self.t
        t.say("")
        t.say(f"=== Deal {self.match.deals_played + 1} — {self.dealer_words(s)} ===")
        if s.compulsory_klop:
            t.say("Compulsory klop: only Solo without and higher may be bid.")
        while s.result is None:
            p = s.to_move
            v = view(s, p)
            if p == self.human:
                action = self.human_turn(v, s)
            else:
                action = self.computer(v, s.move)
            s, events = apply(s, action)
            self.narrate(s, events)
        self.show_sheet(s, s.result)
        return s

    # -- the players -------------------------------------------------------------------------
    def computer(self, v: PlayerView, move: int) -> Action:
        """A computer player's action for the seat in ``v``."""
        seed = self.seed * 100_003 + self.match.deals_played * 1009 + move
        if self._chooser is not None:
            return self._chooser(v, self.level, seed)
        return choose_action(v, self.level, seed, self.budget_s)

    def another_deal(self) -> bool:
        """Between the deals of an open session: go on (True) or end it now (False)."""
        m = self.match
        if self.deals is not None or m.skis_called:
            return True  # a fixed number of deals, or the škis round decides the end
        while True:
            answer = self.t.ask(
                "Another deal? (y yes, n no: end now, s end with the škis round, q quit): "
            ).lower()
            if answer in ("", "y", "yes"):
                return True
            if answer in ("n", "no"):
                return False
            if answer in ("s", "skis", "škis") and m.request_end():
                self.t.say(
                    "The next deal is the škis round: whoever is dealt the Škis deals the "
                    "session's last deal."
                )
                return True
            if answer in ("q", "quit", "exit"):
                raise Quit
            self.t.say("  Please answer y, n, s or q.")

    def human_turn(self, v: PlayerView, s: DealState) -> Action:
        """Show the situation and the numbered legal actions; read until a legal choice.

        A move that the rules forbid is refused with the engine's reason (``s`` is the deal,
        asked for that reason only)."""
        t = self.t
        self.show_situation(v)
        legal = v.legal
        if len(legal) == 1 and v.phase in (Phase.PLAY, Phase.DISCARD):
            t.say(f"  Only one choice: {describe_action(legal[0], t, v)}.")
            return legal[0]
        for i, a in enumerate(legal, 1):
            t.say(f"  {i:2}. {describe_action(a, t, v)}")
        while True:
            raw = self.t.ask(prompt(v, t))
            low = raw.lower()
            if low in ("q", "quit", "exit"):
                raise Quit
            if low in ("h", "hand"):
                self.show_hand(v)
                continue
            if low in ("s", "score"):
                self.show_totals()
                continue
            if low in ("?", "hint", "hints"):
                self.show_hints(v)
                continue
            choice = parse_choice(raw, legal, v.kontra)
            if choice is not None:
                return choice
            t.say("  " + self.refusal(raw, v, s))

    def refusal(self, raw: str, v: PlayerView, s: DealState) -> str:
        """Why ``raw`` is not taken: not understood, ambiguous, or forbidden by a rule."""
        t = self.t
        n = len(v.legal)
        if raw.strip().isdigit():
            return f"'{raw}' is not on the list: choose 1 to {n}." if n > 1 else "Type 1."
        several = matching(raw, v.legal, v.kontra)
        if several:
            options = ", ".join(describe_action(a, t, v) for a in several)
            return f"'{raw}' could mean {options}: type more of it, or its number."
        meant = matching(raw, PHASE_ACTIONS.get(v.phase, ()), v.kontra)
        if not meant:
            return f"'{raw}' is not one of the choices above; try again."
        action = meant[0]
        try:
            apply(s, action, v.seat)
        except IllegalAction as refused:
            return f"You cannot {describe_action(action, t, v)}: {refused.reason}."
        return f"'{raw}' is not one of the choices above; try again."  # pragma: no cover

    def show_hints(self, v: PlayerView) -> None:
        """The normal level's expected value of each legal action."""
        hints = evaluate_actions(v, seed=self.seed + v.move, budget_s=self.budget_s)
        self.t.say("  Expected value (your score minus the others' average):")
        for a, value in hints:
            self.t.say(f"    {value:+7.1f}  {describe_action(a, self.t, v)}")

    # -- showing things ----------------------------------------------------------------------
    def show_hand(self, v: PlayerView) -> None:
        """The human's hand, sorted."""
        self.t.say(f"Your hand: {self.t.cards(_mask_cards(v.hand))}")

    def show_situation(self, v: PlayerView) -> None:
        """What the human needs to decide: hand, trick or talon."""
        t = self.t
        if not self._trick_open:
            t.say("")
        if v.contract is not None and v.phase >= Phase.ANNOUNCE:
            status = self.status(v)
            if status != self._status_shown:
                t.say(status)
                self._status_shown = status
        if v.phase == Phase.TALON:
            t.say(f"The talon: {' | '.join(self._talon_groups(v))}")
        if v.phase == Phase.PLAY:
            if v.open_hand:
                name = self.names[v.declarer]
                t.say(f"{name}'s open hand: {t.cards(_mask_cards(v.open_hand))}")
            if not v.trick:
                # The cards of a trick are told once, as they are played (see narrate).
                t.say(f"Trick {len(v.tricks) + 1}: you lead.")
                self._trick_open = True
        self.show_hand(v)

    def status(self, v: PlayerView) -> str:
        """One line on the contract: who plays what, the called king, the sides if known."""
        assert v.contract is not None
        if v.contract == Contract.KLOP:
            return "Klop: everybody plays alone; take as few points as you can."
        parts = [
            f"{self.names[v.declarer]} {_verb(v.declarer, 'plays')} {_CONTRACT_NAMES[v.contract]}"
        ]
        if v.called != NO_CARD:
            parts.append(f"called {self.t.card(v.called)}")
        if v.partner_known:
            if v.partner == NO_SEAT:
                parts.append("alone")
            else:
                parts.append(f"partner {self.names[v.partner]}")
        raised = [
            f"{_KONTRA_WORDS.get(k, 'kontra')} on {_ITEM_NAMES[Item(i)]}"
            for i, k in enumerate(v.kontra)
            if k > 1
        ]
        announced = [
            f"{_ITEM_NAMES[Item(i)]} ({self.names[seat]})"
            for i, seat in enumerate(v.announced)
            if seat != NO_SEAT and i != Item.GAME
        ]
        if announced:
            parts.append("announced: " + ", ".join(announced))
        if raised:
            parts.append(", ".join(raised))
        return "; ".join(parts) + "."

    def _talon_groups(self, v: PlayerView) -> list[str]:
        k = v.talon_group_size or 6
        return [self.t.cards(list(v.talon[i : i + k])) for i in range(0, len(v.talon), k)]

    def narrate(self, s: DealState, events: list[Event]) -> None:
        """Tell what happened, as the human sees it (the own moves briefly; sitting out of
        a deal at five, only what is public)."""
        t = self.t
        me = self.human
        seen = view(s, me if me != NO_SEAT else None)
        for e in events:
            name = self.names[e.seat] if e.seat != NO_SEAT else ""
            if e.kind == "bid" and e.action is not None:
                t.say(f"{name}: {describe_action(e.action, t)}")
            elif e.kind == "contract" and s.contract is not None:
                self._status_shown = ""
                if s.contract == Contract.KLOP:
                    t.say("Everybody plays alone: klop.")
                else:
                    who = f"{self.names[s.declarer]} {_verb(s.declarer, 'plays', me)}"
                    t.say(f"{who} {_CONTRACT_NAMES[s.contract]}.")
            elif e.kind == "king_called" and e.action is not None:
                t.say(f"{name} {_verb(e.seat, 'calls', me)} {t.card(e.action.arg)}.")
                if me not in (NO_SEAT, s.declarer) and s.hands[me] >> e.action.arg & 1:
                    t.say("  (You hold it: you are the secret partner.)")
            elif e.kind == "talon_taken" and e.action is not None:
                groups = talon_groups(s)
                if e.seat != me:  # the human was shown the talon before choosing
                    t.say(f"The talon: {' | '.join(t.cards(list(g)) for g in groups)}")
                taken = t.cards(list(groups[e.action.arg]))
                t.say(f"{name} {_verb(e.seat, 'takes', me)} group {e.action.arg + 1}: {taken}")
            elif e.kind == "discarded" and e.action is not None:
                c = e.action.arg
                shown = c < 22 or e.seat == me
                what = t.card(c) if shown else "a card face down"
                t.say(f"{name} {_verb(e.seat, 'discards', me)} {what}.")
            elif e.kind == "kontra" and e.action is not None:
                # ``s`` is the state after the call: its chain stands at the level just said.
                word = _KONTRA_WORDS.get(s.kontra[e.action.arg], "kontra")
                t.say(f"{name}: {word} on {_ITEM_NAMES[Item(e.action.arg)]}")
            elif e.kind == "announced" and e.action is not None:
                t.say(f"{name}: {describe_action(e.action, t, seen)}")
            elif e.kind == "played" and e.action is not None:
                if not self._trick_open:
                    number = len(s.tricks) + (1 if s.trick else 0)
                    t.say(f"Trick {number}:")
                    self._trick_open = True
                t.say(f"  {name:6} {t.card(e.action.arg)}")
            elif e.kind == "partner_revealed":
                t.say(f"  ({name} {_verb(e.seat, 'is', me)} the declarer's partner.)")
            elif e.kind == "trick" and e.trick is not None:
                tr = e.trick
                cards = list(tr.cards) + ([tr.extra] if tr.extra != NO_CARD else [])
                pts = pile_points(cards)
                extra = f" + talon {t.card(tr.extra)}" if tr.extra != NO_CARD else ""
                who = f"{self.names[tr.winner]} {_verb(tr.winner, 'takes', me)}"
                t.say(f"  -> {who} the trick{extra} ({plural(pts, 'point')}).")
                self._trick_open = False
            elif e.kind == "deal_over":
                t.say("The deal is over.")

    def show_sheet(self, s: DealState, sheet: ScoreSheet | None) -> None:
        """The itemised score sheet of a finished deal."""
        t = self.t
        if sheet is None:
            return
        t.say("")
        t.say(f"Score sheet — {_CONTRACT_NAMES[sheet.contract]}")
        if sheet.declarer is not None:
            partner = f" with {self.names[sheet.partner]}" if sheet.partner is not None else ""
            t.say(f"  declarer {self.names[sheet.declarer]}{partner}")
            if sheet.declarer_points is not None:
                t.say(f"  card points: declarer's side {sheet.declarer_points} of 70")
            if sheet.won is not None:
                t.say(f"  {'won' if sheet.won else 'lost'}")
        for line in sheet.lines:
            who = self.names[line.seat] if line.seat is not None else (line.side or "")
            k = f" x{line.kontra}" if line.kontra != 1 else ""
            t.say(
                f"  {line.item:14} {line.kind:9} {who:10} {line.base:+5d}{k:4} = {line.amount:+d}"
            )
        for line in sheet.penalties:
            who = self.names[line.seat] if line.seat is not None else ""
            t.say(f"  {'penalty ' + line.item:14} {who:20} = {line.amount:+d}")
        t.say(
            "  this deal: "
            + ", ".join(f"{self.names[p]} {sc:+d}" for p, sc in enumerate(sheet.scores))
        )
        if s.contract is not None and info(s.contract).negative and s.contract != Contract.KLOP:
            t.say(f"  ({contract_code(s.contract)}: the declarer must take no trick)")

    def show_totals(self) -> None:
        """The session's running totals and open radelci."""
        m = self.match
        if self.players == 5:
            self.show_five_totals()
            return
        parts = []
        for p in range(self.players):
            rad = " " + "o" * m.radelci[p] if m.radelci[p] else ""
            parts.append(f"{self.names[p]} {m.totals[p]:+d}{rad}")
        self.t.say("Totals: " + ", ".join(parts))

    # -- five at the table -------------------------------------------------------------------
    def take_seats(self, start: DealStart) -> None:
        """Seat the deal's players: at five the dealer sits out (the deal's title says so)."""
        self.names = tuple(self.table_names[p] for p in start.seats)
        # Deal seats are the playing match seats in ascending order, so seat 0 stays 0.
        self.human = HUMAN if HUMAN in start.seats else NO_SEAT

    def dealer_words(self, s: DealState) -> str:
        """Who deals: at five the dealer, who sits out; else the deal's own dealer."""
        out = self.match.sitting_out()
        if out is None:
            return f"dealer {self.names[s.dealer]}"
        if out == HUMAN:
            return "you deal and sit out; the other four play"
        return f"dealer {self.table_names[out]}, who sits out"

    def show_five_totals(self) -> None:
        """The score table of a table of five: a row per deal, a blank for who sat out."""
        m = self.match
        width = 7
        self.t.say("Deal " + "".join(f"{n:>{width}}" for n in self.table_names))
        for i, booked in enumerate(m.booked, 1):
            cells = ["" if sc is None else f"{sc:+d}" for sc in booked.scores]
            self.t.say(f"{i:4} " + "".join(f"{c:>{width}}" for c in cells))
        self.t.say("Total" + "".join(f"{sc:>+{width}d}" for sc in m.totals))
        if any(m.radelci):
            marks = ["o" * r for r in m.radelci]
            self.t.say("Rad. " + "".join(f"{c:>{width}}" for c in marks))


def _positive(text: str) -> int:
    """An argument that is a whole number of at least 1."""
    n = int(text)
    if n < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return n


def _can_print_suits(stream: TextIO) -> bool:
    enc = getattr(stream, "encoding", None) or "ascii"
    try:
        "♥♦♠♣Škis".encode(enc)
    except (UnicodeEncodeError, LookupError):
        return False
    return True


def main(
    argv: list[str] | None = None, inp: TextIO | None = None, out: TextIO | None = None
) -> int:
    """Command-line entry point (``python -m apps.play``)."""
    ap = argparse.ArgumentParser(prog="python -m apps.play", description=__doc__.split("\n")[0])
    ap.add_argument("--players", type=int, choices=(3, 4, 5), default=4)
    ap.add_argument("--preset", choices=("pagat", "palcka"), default="pagat")
    ap.add_argument("--level", choices=LEVELS, default="normal")
    ap.add_argument("--seed", type=int, default=None, help="seed for the cards and the players")
    ap.add_argument(
        "--deals", type=_positive, default=None, help="deals in the session (default: ask)"
    )
    ap.add_argument("--budget", type=float, default=None, help="seconds per computer decision")
    ap.add_argument("--ascii", action="store_true", help="card codes instead of suit symbols")
    ns = ap.parse_args(argv)
    inp = inp if inp is not None else sys.stdin
    out = out if out is not None else sys.stdout
    seed = ns.seed if ns.seed is not None else random.SystemRandom().randrange(1 << 30)
    term = Terminal(inp, out, ns.ascii or not _can_print_suits(out))
    game = TerminalGame(
        term,
        ns.players,
        Rules.preset(ns.preset),
        ns.level,
        seed,
        ns.deals,
        budget_s=ns.budget,
    )
    if ns.seed is None:
        term.say(f"(seed {seed})")
    game.run()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
