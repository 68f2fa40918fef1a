"""Play Slovenian tarok in the terminal against computer players.

    python -m apps.play [--players 3|4] [--preset pagat|palcka] [--level easy|normal|hard]
                          [--seed N] [--deals N] [--ascii]

You sit in seat 0; the computer players fill the other seats. On your turn the legal actions
are listed with numbers: type a number, or the action itself (``KH``, ``play:KH``, ``pass``,
``two``). ``?`` asks the computer for hints (expected value of each action), ``h`` shows your
hand again, ``s`` the session score, ``q`` quits. Anything else is asked again.
"""

from __future__ import annotations

import argparse
import contextlib
import random
import sys
from collections.abc import Callable
from typing import TextIO

from engine.ai import LEVELS
from engine.core.errors import MalformedAction
from engine.slovenian.actions import Action, Item, Kind, parse_action
from engine.slovenian.ai import choose_action, evaluate_actions
from engine.slovenian.cards import card_code, card_label, pile_points, sort_for_display
from engine.slovenian.contracts import Contract, contract_code, info
from engine.slovenian.game import Event, apply
from engine.slovenian.match import Match
from engine.slovenian.rules import Rules
from engine.slovenian.scoring import ScoreSheet
from engine.slovenian.state import NO_CARD, NO_SEAT, DealState, Phase
from engine.slovenian.talon import talon_groups
from engine.slovenian.views import PlayerView, view

NAMES_4 = ("You", "Ana", "Boris", "Cene")
NAMES_3 = ("You", "Ana", "Boris")
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
_ITEM_NAMES = {
    Item.GAME: "the game",
    Item.TRULA: "trula",
    Item.KINGS: "kings",
    Item.KING_ULTIMO: "king ultimo",
    Item.PAGAT_ULTIMO: "pagat ultimo",
    Item.VALAT: "valat",
    Item.MONDFANG: "mondfang",
    Item.COLOUR_VALAT: "colour valat",
}
_KONTRA_WORDS = {2: "kontra", 4: "rekontra", 8: "subkontra", 16: "mordkontra"}


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


def _verb(seat: int, word: str) -> str:
    """A verb agreeing with the seat's name ("You take", "Ana takes")."""
    if seat != HUMAN:
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


def parse_choice(text: str, legal: tuple[Action, ...]) -> Action | None:
    """The legal action meant by ``text`` (a number, a card, a contract or notation)."""
    text = text.strip()
    if not text:
        return None
    if text.isdigit():
        i = int(text)
        return legal[i - 1] if 1 <= i <= len(legal) else None
    low = text.lower()
    for a in legal:
        if a.kind == Kind.PASS and low == "pass":
            return a
    candidates: list[Action] = []
    with contextlib.suppress(MalformedAction):
        candidates.append(parse_action(low))
    for prefix in ("play", "discard", "call", "bid", "declare", "announce", "kontra", "talon"):
        try:
            candidates.append(parse_action(f"{prefix}:{low.replace(' ', '_')}"))
        except MalformedAction:
            continue
    for c in candidates:
        if c in legal:
            return c
    return None


class TerminalGame:
    """One session at the terminal: the human in seat 0, computer players elsewhere."""

    def __init__(
        self,
        term: Terminal,
        players: int,
        rules: Rules,
        level: str,
        seed: int,
        deals: int,
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
        self.names = NAMES_4 if players == 4 else NAMES_3
        self.match = Match(rules, players, max_deals=deals)
        self.rng = random.Random(seed)
        self._chooser = chooser

    # -- the session -------------------------------------------------------------------------
    def run(self) -> None:
        """Play the session's deals, then show the totals."""
        t = self.t
        t.say(
            f"Slovenian tarok, {self.players} players, {self.rules.name} rules; "
            f"computer players: {self.level}."
        )
        try:
            while not self.match.finished:
                start = self.match.deal(self.rng)
                if start.annulled:
                    t.say(f"({start.annulled} deal(s) without a tarok thrown in.)")
                state = self.match.start_deal(start)
                state = self.play_deal(state)
                self.match.record(state)
                self.show_totals()
        except Quit:
            t.say("Bye.")
            return
        t.say("Session over. Final scores (open radelci charged):")
        for p, total in enumerate(self.match.final_scores()):
            t.say(f"  {self.names[p]:6} {total:+d}")

    def play_deal(self, s: DealState) -> DealState:
        """Play one deal to its end and show its score sheet."""
        t = self.t
        t.say("")
        t.say(f"=== Deal {self.match.deals_played + 1} — dealer {self.names[s.dealer]} ===")
        if s.compulsory_klop:
            t.say("Compulsory klop: only Solo without and higher may be bid.")
        while s.result is None:
            p = s.to_move
            v = view(s, p)
            if p == HUMAN:
                action = self.human_turn(v)
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

    def human_turn(self, v: PlayerView) -> Action:
        """Show the situation and the numbered legal actions; read until a legal choice."""
        t = self.t
        self.show_situation(v)
        legal = v.legal
        if len(legal) == 1 and v.phase in (Phase.PLAY, Phase.DISCARD):
            t.say(f"  Only one choice: {describe_action(legal[0], t, v)}.")
            return legal[0]
        for i, a in enumerate(legal, 1):
            t.say(f"  {i:2}. {describe_action(a, t, v)}")
        while True:
            raw = self.t.ask("Your choice (number, card or action; ? hints, h hand, q quit): ")
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
            choice = parse_choice(raw, legal)
            if choice is not None:
                return choice
            t.say(f"  '{raw}' is not one of the choices above; try again.")

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
        t.say("")
        if v.contract is not None and v.phase >= Phase.ANNOUNCE:
            t.say(self.status(v))
        if v.phase == Phase.TALON:
            t.say(f"The talon: {' | '.join(self._talon_groups(v))}")
        if v.phase == Phase.PLAY:
            if v.open_hand:
                name = self.names[v.declarer]
                t.say(f"{name}'s open hand: {t.cards(_mask_cards(v.open_hand))}")
            if v.trick:
                played = ", ".join(
                    f"{self.names[seat]} {t.card(c)}"
                    for seat, c in zip(v.trick_seats, v.trick, strict=True)
                )
                t.say(f"Trick {len(v.tricks) + 1}: {played}")
            else:
                t.say(f"Trick {len(v.tricks) + 1}: you lead.")
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
        """Tell what happened (the human's own moves included, briefly)."""
        t = self.t
        for e in events:
            name = self.names[e.seat] if e.seat != NO_SEAT else ""
            if e.kind == "bid" and e.action is not None:
                t.say(f"{name}: {describe_action(e.action, t)}")
            elif e.kind == "contract" and s.contract is not None:
                if s.contract == Contract.KLOP:
                    t.say("Everybody plays alone: klop.")
                else:
                    who = f"{self.names[s.declarer]} {_verb(s.declarer, 'plays')}"
                    t.say(f"{who} {_CONTRACT_NAMES[s.contract]}.")
            elif e.kind == "king_called" and e.action is not None:
                t.say(f"{name} {_verb(e.seat, 'calls')} {t.card(e.action.arg)}.")
                if s.declarer != HUMAN and s.hands[HUMAN] >> e.action.arg & 1:
                    t.say("  (You hold it: you are the secret partner.)")
            elif e.kind == "talon_taken" and e.action is not None:
                groups = talon_groups(s)
                t.say(f"The talon: {' | '.join(t.cards(list(g)) for g in groups)}")
                taken = t.cards(list(groups[e.action.arg]))
                t.say(f"{name} {_verb(e.seat, 'takes')} group {e.action.arg + 1}: {taken}")
            elif e.kind == "discarded" and e.action is not None:
                c = e.action.arg
                shown = c < 22 or e.seat == HUMAN
                what = t.card(c) if shown else "a card face down"
                t.say(f"{name} {_verb(e.seat, 'discards')} {what}.")
            elif e.kind in ("announced", "kontra") and e.action is not None:
                t.say(f"{name}: {describe_action(e.action, t, view(s, HUMAN))}")
            elif e.kind == "played" and e.action is not None:
                t.say(f"  {name:6} {t.card(e.action.arg)}")
            elif e.kind == "partner_revealed":
                t.say(f"  ({name} {_verb(e.seat, 'is')} the declarer's partner.)")
            elif e.kind == "trick" and e.trick is not None:
                tr = e.trick
                cards = list(tr.cards) + ([tr.extra] if tr.extra != NO_CARD else [])
                pts = pile_points(cards)
                extra = f" + talon {t.card(tr.extra)}" if tr.extra != NO_CARD else ""
                who = f"{self.names[tr.winner]} {_verb(tr.winner, 'takes')}"
                t.say(f"  -> {who} the trick{extra} ({pts} points).")
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
        parts = []
        for p in range(self.players):
            rad = " " + "o" * m.radelci[p] if m.radelci[p] else ""
            parts.append(f"{self.names[p]} {m.totals[p]:+d}{rad}")
        self.t.say("Totals: " + ", ".join(parts))


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
    ap.add_argument("--players", type=int, choices=(3, 4), default=4)
    ap.add_argument("--preset", choices=("pagat", "palcka"), default="pagat")
    ap.add_argument("--level", choices=LEVELS, default="normal")
    ap.add_argument("--seed", type=int, default=None, help="seed for the cards and the players")
    ap.add_argument("--deals", type=int, default=1, help="deals in the session")
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
        max(1, ns.deals),
        budget_s=ns.budget,
    )
    if ns.seed is None:
        term.say(f"(seed {seed})")
    game.run()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
