"""The terminal game driven through scripted stdin: what it accepts, refuses and prints.

:class:`Typist` is a stdin that reads the screen: at each question it answers with one of the
listed actions, typed the way a player would copy it from the screen (``K♥``, ``xv``,
``Škis``, ``solo three``) or as a code (``kh``, ``t15``), never by its number.
"""

from __future__ import annotations

import io
import re
from collections.abc import Callable

import pytest

from apps.play import HUMAN, Terminal, TerminalGame, main
from engine.slovenian import Rules, apply, card_code, card_label, parse_action, view
from engine.slovenian.state import DealState
from tests.slovenian.engine.scenario import deal, run
from tests.slovenian.engine.test_engine_errors import FOUR

OPTION = re.compile(r"^ +\d+\. (.*)$", re.MULTILINE)
CODES = {card_label(c): card_code(c) for c in range(54)}


def object_of(description: str) -> str:
    """What a player copies from a listed action: the card, contract, item or group."""
    for verb in ("bid ", "play ", "call ", "discard ", "announce "):
        if description.startswith(verb):
            return description.removeprefix(verb)
    if description.startswith("take talon group "):
        return "group " + description.split()[3].rstrip(":")
    return description


STYLES: dict[str, Callable[[str], str]] = {
    "as shown": lambda d: object_of(d),
    "lower case": lambda d: object_of(d).lower(),
    "upper case": lambda d: object_of(d).upper(),
    "card codes": lambda d: CODES.get(object_of(d), object_of(d)).lower(),
    "the whole line": lambda d: d,
}


class Screen(io.StringIO):
    """A terminal that can show suit symbols (a plain StringIO reports no encoding)."""

    encoding = "utf-8"  # type: ignore[assignment]


class Typist(io.StringIO):
    """A stdin that answers the game's questions by reading what it printed."""

    def __init__(self, screen: Screen, style: Callable[[str], str], answers: list[str]):
        super().__init__()
        self.screen = screen
        self.style = style
        self.answers = iter(answers)
        """Answers to "Another deal?", in order."""
        self.typed: list[str] = []

    def readline(self, size: int | None = -1) -> str:
        if len(self.typed) > 400:
            return ""  # going round in circles: end the input (the test then fails)
        text = self.screen.getvalue()
        question = text.splitlines()[-1]
        if question.startswith("Another deal?"):
            line = next(self.answers, "")
            if not line:
                return ""  # end of input: the game quits
        else:
            options = self.last_list(text)
            if question.startswith(("Your bid", "Your contract")):
                # The lowest bid, then that contract: the talon, the king and the discards
                # come up, not only the tricks.
                pick = options[1] if question.startswith("Your bid") else options[0]
            else:
                pick = options[len(self.typed) * 5 % len(options)]
            line = self.style(pick)
        self.typed.append(line)
        self.screen.write(line + "\n")  # echoed, as a terminal shows what is typed
        return line + "\n"

    @staticmethod
    def last_list(text: str) -> list[str]:
        """The numbered list printed last."""
        block = text[: text.rstrip().rfind("\n")]
        tail = block.split("\n")
        out: list[str] = []
        for line in reversed(tail):
            m = OPTION.match(line)
            if m:
                out.append(m.group(1))
            elif out:
                break
        return list(reversed(out))


def play(*args: str, style: str = "as shown", answers: list[str] | None = None) -> str:
    screen = Screen()
    typist = Typist(screen, STYLES[style], answers or [])
    rc = main(["--level", "easy", "--seed", "5", *args], inp=typist, out=screen)
    assert rc == 0
    return screen.getvalue()


SEEDS = ("5", "7", "8", "10")


@pytest.mark.parametrize("style", sorted(STYLES))
@pytest.mark.parametrize("players", ["3", "4"])
@pytest.mark.parametrize("seed", SEEDS)
def test_a_whole_deal_typed_the_way_the_screen_shows_it(
    style: str, players: str, seed: str
) -> None:
    text = play("--players", players, "--deals", "1", "--seed", seed, style=style)
    assert "Score sheet" in text and "Session over" in text
    assert "not one of the choices" not in text and "could mean" not in text
    assert "You cannot" not in text


def test_the_typed_deals_cover_every_kind_of_answer() -> None:
    """The deals above type bids, a called king, talon groups, discards, calls and Škis."""
    typed: set[str] = set()
    screens = ""
    for seed in SEEDS:
        for players in ("3", "4"):
            screen = Screen()
            typist = Typist(screen, STYLES["as shown"], [])
            main(
                ["--level", "easy", "--seed", seed, "--deals", "1", "--players", players],
                inp=typist,
                out=screen,
            )
            typed.update(typist.typed)
            screens += screen.getvalue()
    assert {"two", "solo three", "trula", "Škis", "XXI", "pass"} <= typed
    assert any(word.startswith("group ") for word in typed)
    assert "You call" in screens and "You discard" in screens


def test_the_screen_shows_suit_symbols_and_roman_numerals() -> None:
    text = play("--deals", "1")
    assert re.search(r"Your hand: .*[♥♦♠♣]", text)
    assert re.search(r"^  \w+ +[XVI]+$", text, re.MULTILINE)


def test_ascii_screen_typed_with_codes() -> None:
    text = play("--deals", "1", "--ascii", style="card codes")
    assert "♥" not in text and "Score sheet" in text and "You cannot" not in text


def test_the_question_says_which_answers_work() -> None:
    text = play("--deals", "1")
    questions = [line for line in text.splitlines() if line.startswith("Your card (")]
    assert questions
    for q in questions:
        # e.g. "Your card (1–3, or the card: XV or t15; h hand, s score, ? hints, q quit): "
        assert re.search(r"\(1(–\d+)?, or the card: \S+ or \S+; h hand", q), q
    assert "Your bid (" in text and ", or the words: pass" in text


def test_each_trick_is_printed_once() -> None:
    text = play("--deals", "1")
    headings = re.findall(r"^Trick (\d+):", text, re.MULTILINE)
    assert headings == [str(k) for k in range(1, len(headings) + 1)]
    assert len(headings) >= 6
    tricks = text.split("The deal is over.")[0]
    played = re.findall(r"^  (You|Ana|Boris|Cene) +(\S+)$", tricks, re.MULTILINE)
    cards = [card for _, card in played]
    assert len(cards) == len(set(cards)), "a card was shown twice"
    ends = re.findall(r"-> \w+ takes? the trick", text)
    assert len(ends) == len(headings)


def test_one_point_is_singular() -> None:
    texts = [play("--deals", "1", "--seed", str(seed)) for seed in (3, 5)]
    assert any("(1 point)" in text for text in texts)
    for text in texts:
        assert "(1 points)" not in text
        assert re.search(r"\((\d+) points\)", text)


# -- sessions -----------------------------------------------------------------------------------


def test_another_deal_until_the_player_says_no() -> None:
    text = play(answers=["y", "yes", "n"])
    assert text.count("Score sheet") == 3
    assert text.count("Another deal?") == 3
    assert "Session over. Final scores" in text


def test_another_deal_asks_again_on_a_wrong_answer_and_enter_means_yes() -> None:
    screen = Screen()
    answers = iter(["maybe", "\n", "n"])

    class Script(Typist):
        def readline(self, size: int | None = -1) -> str:
            if self.screen.getvalue().splitlines()[-1].startswith("Another deal?"):
                return next(answers).strip() + "\n"
            return super().readline(size)

    main(["--level", "easy", "--seed", "5"], inp=Script(screen, STYLES["as shown"], []), out=screen)
    text = screen.getvalue()
    assert "Please answer y, n, s or q." in text
    assert text.count("Score sheet") == 2


def test_the_skis_round_ends_the_session_by_itself() -> None:
    text = play(answers=["s"])
    assert "The next deal is the škis round" in text
    assert text.count("Another deal?") == 1
    assert text.count("Score sheet") >= 3  # the škis round and at least one more deal
    assert "Session over" in text


def test_a_fixed_number_of_deals_is_not_asked() -> None:
    text = play("--deals", "2", "--players", "3")
    assert text.count("Score sheet") == 2
    assert "Another deal?" not in text
    assert "Session over" in text


def test_deals_must_be_a_positive_number() -> None:
    with pytest.raises(SystemExit):
        main(["--deals", "0"], inp=io.StringIO(""), out=io.StringIO())


def test_quitting_at_another_deal() -> None:
    text = play(answers=["q"])
    assert text.count("Another deal?") == 1
    assert text.rstrip().endswith("Bye.")


# -- refusals: the engine's reason --------------------------------------------------------------


def turn(state: DealState, typed: list[str]) -> tuple[str, str]:
    """The human's turn on ``state`` with ``typed`` input: (the action taken, the screen)."""
    screen = Screen()
    term = Terminal(io.StringIO("".join(f"{line}\n" for line in typed)), screen, False)
    game = TerminalGame(term, 4, Rules.preset("pagat"), "easy", 1, 1)
    action = game.human_turn(view(state, HUMAN), state)
    return str(action), screen.getvalue()


def refusals(text: str) -> list[str]:
    """The refusals printed (each after a question the scripted input answered)."""
    return re.findall(r"You cannot .*$", text, re.MULTILINE)


def hearts_led() -> DealState:
    # Seat 1 plays Beggar and leads C♥; seat 0 (you) holds K♥ and Q♥.
    s = run(deal(FOUR), "bid:beggar pass pass pass declare:beggar pass pass pass pass")
    s = run(s, "play:CH play:2H play:4H")
    assert s.to_move == HUMAN
    return s


def test_a_refused_card_says_why_follow_suit() -> None:
    action, text = turn(hearts_led(), ["Škis", "qh"])
    assert action == "play:QH"
    assert refusals(text) == [
        "You cannot play Škis: hearts were led and the hand holds hearts: follow suit."
    ]


def test_a_card_not_in_your_hand() -> None:
    action, text = turn(hearts_led(), ["K♣", "K♥"])
    assert action == "play:KH"
    assert refusals(text) == ["You cannot play K♣: K♣ is not in the player's hand."]


def test_a_refused_bid_says_why() -> None:
    s = deal(FOUR, dealer=2)  # seat 3 is forehand: seat 0 (you) speaks first
    assert s.to_move == HUMAN
    action, text = turn(s, ["three", "two"])
    assert action == "bid:two"
    assert refusals(text) == [
        "You cannot bid three: three is not bid: it is forehand's, chosen when the other "
        "three pass."
    ]


def test_not_understood_and_ambiguous_input() -> None:
    s = run(deal(FOUR), "pass pass pass declare:three call:KS talon:0")
    s = run(s, "discard:9S discard:7C discard:10S announce:trula pass pass")
    # The declarer's trula: seat 2 (partner) passes, seat 3 says kontra on the game and trula.
    s = run(s, "pass kontra:game kontra:trula pass")
    assert s.to_move == HUMAN
    _, text = turn(s, ["jump", "rekontra", "rekontra on trula"])
    assert "'jump' is not one of the choices above" in text
    assert "'rekontra' could mean rekontra on the game, rekontra on trula" in text


def test_a_kontra_is_told_at_the_level_said() -> None:
    s = run(deal(FOUR), "pass pass pass declare:three call:KS talon:0")
    s = run(s, "discard:9S discard:7C discard:10S pass")  # the declarer (you) passes
    screen = Screen()
    game = TerminalGame(Terminal(io.StringIO(), screen, False), 4, Rules(), "easy", 1, 1)
    for call in ("kontra:game", "pass", "pass", "pass", "kontra:game"):
        s, events = apply(s, parse_action(call))
        game.narrate(s, events)
    assert screen.getvalue().splitlines() == [
        "Ana: kontra on the game",
        "You: rekontra on the game",
    ]
