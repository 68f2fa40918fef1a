"""What the texts need of a language's grammar: number forms, agreement, prepositions.

A catalog (``bot/i18n/<code>.py``) names its language's :class:`Grammar`. The grammar says

* which **plural category** a count takes (:attr:`Grammar.plural`, the CLDR categories
  ``one``, ``two``, ``few``, ``other`` for whole numbers) and in which order a counted noun
  lists its forms (:attr:`Grammar.categories`);
* which **agreement tags** its adjectives and participles are written for
  (:attr:`Grammar.genders`: ``m``, ``f``, ``n``, ``m.pl`` … in Slovene, none in English);
* which **prepositions** change with the next word (:attr:`Grammar.prepositions`: Slovene
  ``{s/z}``, Czech ``{s/se}``, ``{z/ze}``, ``{k/ke}``, ``{v/ve}``, written in a template like a
  placeholder).

Catalog entries that are not plain texts are built with :class:`Word` (a text that carries
its gender, for the words others agree with) and dicts of forms, which the catalog loader
turns into :class:`Forms` (a text that is its first form and gives its other forms through
a format spec: ``"{level:m.pl}"``).

The rules of the four languages the bot plans for are here: :data:`SLOVENE`,
:data:`ENGLISH`, :data:`FRENCH`, :data:`CZECH`. A further language defines its own
:class:`Grammar` in its catalog module.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

PluralRule = Callable[[int], str]
"""A count's plural category (``one``, ``two``, ``few``, ``many``, ``other``)."""

Preposition = Callable[[str], str]
"""The form of a preposition before ``next_word``, with what separates them (``"z "``)."""


class Word(str):
    """A text with its grammatical gender (an agreement tag such as ``f`` or ``m.pl``).

    ``Word("Trula", "f")`` in a catalog lets a participle agree with it:
    ``Forms.agree(word)`` gives "napovedana" for Trula and "napovedani" for Kralji.
    """

    gender: str

    def __new__(cls, text: str, gender: str) -> Word:
        """A word with its gender."""
        self = super().__new__(cls, text)
        self.gender = gender
        return self


class Forms(str):
    """The forms of one word by tag; as a text it is its first (dictionary) form.

    A template picks a form with a format spec: ``"{level:m.pl}"`` gives the ``m.pl`` form
    of a ``Forms`` passed as ``level``. Counted nouns (``noun.*`` keys) are Forms keyed by
    plural category; adjectives and participles are Forms keyed by agreement tag.
    """

    forms: dict[str, str]

    def __new__(cls, forms: Mapping[str, str]) -> Forms:
        """The forms, in the catalog's order (the first one is the dictionary form)."""
        if not forms:
            raise ValueError("a word needs at least one form")
        self = super().__new__(cls, next(iter(forms.values())))
        self.forms = dict(forms)
        return self

    def form(self, tag: str | None) -> str:
        """The form for ``tag`` (the dictionary form when there is none for it)."""
        if tag is not None and tag in self.forms:
            return self.forms[tag]
        return str(self)

    def agree(self, word: str) -> str:
        """The form that agrees with ``word`` (a :class:`Word`; others get the first form)."""
        return self.form(getattr(word, "gender", None))

    def __format__(self, spec: str) -> str:
        if spec in self.forms:
            return self.forms[spec]
        return format(str(self), spec)


def agree(text: str, word: str) -> str:
    """``text`` in the form that agrees with ``word`` (as it is when it has no forms)."""
    return text.agree(word) if isinstance(text, Forms) else str(text)


@dataclass(frozen=True)
class Grammar:
    """The grammar a language's texts need (see the module's docstring)."""

    plural: PluralRule
    categories: tuple[str, ...]
    """The plural categories its whole numbers take, in the order a counted noun lists them."""
    genders: tuple[str, ...] = ()
    """Agreement tags its adjectives and participles have a form for."""
    prepositions: Mapping[str, Preposition] = field(default_factory=dict)
    """``{name}`` fields of its templates that choose a preposition by the next word."""
    number: Callable[[int], str] = str
    """A count as its texts write it."""


# -- plural categories ------------------------------------------------------------------------
# The CLDR plural rules for whole numbers (v = 0); a negative count takes the category of its
# absolute value ("−5 točk" like "5 točk").


def plural_sl(n: int) -> str:
    """Slovene: 1 točka, 2 točki, 3–4 točke, 5+ točk, by the last two digits (101 točka,
    102 točki, 103 točke, 111 točk)."""
    rest = abs(n) % 100
    if rest == 1:
        return "one"
    if rest == 2:
        return "two"
    if rest in (3, 4):
        return "few"
    return "other"


def plural_en(n: int) -> str:
    """English: 1 point, 0 / 2+ points."""
    return "one" if abs(n) == 1 else "other"


def plural_fr(n: int) -> str:
    """French: 0 and 1 point, 2+ points.

    CLDR's ``many`` (exact millions: "1 000 000 de points") is left out: no count the bot
    shows comes near a million, so counted nouns need only ``one`` and ``other``.
    """
    return "one" if abs(n) in (0, 1) else "other"


def plural_cs(n: int) -> str:
    """Czech: 1 bod, 2–4 body, 0 / 5+ bodů (the whole number, not its last digits:
    22 bodů). CLDR's ``many`` is for decimals, which counts never are."""
    i = abs(n)
    if i == 1:
        return "one"
    if 2 <= i <= 4:
        return "few"
    return "other"


# -- Slovene numbers and "s/z" ----------------------------------------------------------------

_SL_UNITS = ("", "ena", "dva", "tri", "štiri", "pet", "šest", "sedem", "osem", "devet")
_SL_TEENS = (
    "deset", "enajst", "dvanajst", "trinajst", "štirinajst",
    "petnajst", "šestnajst", "sedemnajst", "osemnajst", "devetnajst",
)  # fmt: skip
_SL_TENS = (
    "", "", "dvajset", "trideset", "štirideset",
    "petdeset", "šestdeset", "sedemdeset", "osemdeset", "devetdeset",
)  # fmt: skip
_SL_HUNDREDS = (
    "", "sto", "dvesto", "tristo", "štiristo", "petsto", "šeststo", "sedemsto", "osemsto",
    "devetsto",
)  # fmt: skip
_SL_MILLIONS = {"one": "milijon", "two": "milijona", "few": "milijoni", "other": "milijonov"}
_SL_MASCULINE = {"ena": "en", "dva": "dva", "tri": "trije", "štiri": "štirje"}


def _sl_below_thousand(n: int) -> str:
    hundreds, rest = divmod(n, 100)
    words = [_SL_HUNDREDS[hundreds]] if hundreds else []
    if rest >= 20:
        tens, units = divmod(rest, 10)
        # Slovene reads the units first: 38 = osem-in-trideset.
        words.append((_SL_UNITS[units] + "in" if units else "") + _SL_TENS[tens])
    elif rest >= 10:
        words.append(_SL_TEENS[rest - 10])
    elif rest:
        words.append(_SL_UNITS[rest])
    return " ".join(words)


def _sl_counting(n: int, noun: str) -> str:
    """``n`` (1–999) before a masculine noun ("dva milijona", "trije milijoni")."""
    words = _sl_below_thousand(n).split(" ")
    last = words[-1]
    if last in _SL_MASCULINE:
        words[-1] = _SL_MASCULINE[last]
    return " ".join(words) + " " + noun


def read_number_sl(n: int) -> str:
    """A whole number as it is read in Slovene (nominative): 38 "osemintrideset",
    101 "sto ena", 2000 "dva tisoč", −5 "minus pet".

    The reading decides the preposition before a number ("s 5", "z 38"). Numbers from a
    billion on are read by their digits.
    """
    if n < 0:
        return "minus " + read_number_sl(-n)
    if n == 0:
        return "nič"
    if n >= 1_000_000_000:
        return " ".join(read_number_sl(int(d)) for d in str(n))
    millions, rest = divmod(n, 1_000_000)
    thousands, units = divmod(rest, 1000)
    words: list[str] = []
    if millions == 1:
        words.append("milijon")
    elif millions:
        words.append(_sl_counting(millions, _SL_MILLIONS[plural_sl(millions)]))
    if thousands == 1:
        words.append("tisoč")
    elif thousands:
        words.append(_sl_below_thousand(thousands) + " tisoč")
    if units:
        words.append(_sl_below_thousand(units))
    return " ".join(words)


_SL_VOICED = set("aeiou" + "bdgzž" + "jlmnrv" + "xyw")
"""Where Slovene writes "z": before vowels and voiced consonants (the sonorants j, l, m, n,
r, v included); x (iks), y (ipsilon) and w (dvojni v) by how their names begin."""

_SIGNS = {"+": "plus", "-": "minus", "−": "minus"}


def _first_sound(text: str, read: Callable[[int], str] = read_number_sl) -> str:
    """The beginning of ``text`` as it is read: a leading number in words (``read``: the
    language's reading; a sign is read "plus", "minus"), else the word."""
    word = text.lstrip("*_~`([{«»\"'„“”‘’‚<")
    if not word:
        return ""
    if word[0] in _SIGNS:
        return _SIGNS[word[0]]
    digits = ""
    for ch in word:
        if not ch.isdigit():
            break
        digits += ch
    if digits:
        return read(int(digits))
    return word.lower()


def s_or_z(next_word: str) -> str:
    """The Slovene preposition "s"/"z" before ``next_word``: "z" before a vowel or a voiced
    consonant, "s" before a voiceless one, numbers judged by how they are read ("s 5",
    "z 38", "z 2", "s 100"). Followed by a space."""
    sound = _first_sound(next_word)
    return ("z" if sound and sound[0] in _SL_VOICED else "s") + " "


# -- Czech numbers and "s/se", "k/ke", "v/ve", "z/ze" -----------------------------------------

_CS_UNITS = ("", "jedna", "dva", "tři", "čtyři", "pět", "šest", "sedm", "osm", "devět")
_CS_TEENS = (
    "deset", "jedenáct", "dvanáct", "třináct", "čtrnáct",
    "patnáct", "šestnáct", "sedmnáct", "osmnáct", "devatenáct",
)  # fmt: skip
_CS_TENS = (
    "", "", "dvacet", "třicet", "čtyřicet",
    "padesát", "šedesát", "sedmdesát", "osmdesát", "devadesát",
)  # fmt: skip
_CS_HUNDREDS = (
    "", "sto", "dvě stě", "tři sta", "čtyři sta", "pět set", "šest set", "sedm set", "osm set",
    "devět set",
)  # fmt: skip


def _cs_below_thousand(n: int) -> str:
    hundreds, rest = divmod(n, 100)
    words = [_CS_HUNDREDS[hundreds]] if hundreds else []
    if rest >= 20:
        tens, units = divmod(rest, 10)
        # Czech reads the tens first: 38 = třicet osm.
        words.append(_CS_TENS[tens] + (" " + _CS_UNITS[units] if units else ""))
    elif rest >= 10:
        words.append(_CS_TEENS[rest - 10])
    elif rest:
        words.append(_CS_UNITS[rest])
    return " ".join(words)


def _cs_scaled(n: int, forms: tuple[str, str, str]) -> str:
    """``n`` (1–999) thousands or millions: "tisíc", "dva tisíce", "pět tisíc"."""
    if n == 1:
        return forms[0]
    noun = forms[1] if 2 <= n <= 4 else forms[2]
    return _cs_below_thousand(n) + " " + noun


def read_number_cs(n: int) -> str:
    """A whole number as it is read in Czech (nominative): 38 "třicet osm", 101 "sto jedna",
    2000 "dva tisíce", −5 "minus pět".

    The reading decides the vocalised prepositions before a number ("se 7", "s 5", "ve 2").
    Numbers from a billion on are read by their digits.
    """
    if n < 0:
        return "minus " + read_number_cs(-n)
    if n == 0:
        return "nula"
    if n >= 1_000_000_000:
        return " ".join(read_number_cs(int(d)) for d in str(n))
    millions, rest = divmod(n, 1_000_000)
    thousands, units = divmod(rest, 1000)
    words: list[str] = []
    if millions:
        words.append(_cs_scaled(millions, ("milion", "miliony", "milionů")))
    if thousands:
        words.append(_cs_scaled(thousands, ("tisíc", "tisíce", "tisíc")))
    if units:
        words.append(_cs_below_thousand(units))
    return " ".join(words)


_CS_CONSONANTS = set("bcčdďfghjklmnňpqrřsštťvwxzž")
_CS_SIBILANTS = set("szšž")
_CS_SAME = {"s": _CS_SIBILANTS, "z": _CS_SIBILANTS, "k": set("kg"), "v": set("vfw")}
"""The consonants that make each preposition vocalised: "se sestrou", "ze Žatce",
"ke Gruzii", "ve Francii"."""
_CS_GROUPS = ("dv", "tř", "čt", "vš", "ps")
"""Beginnings before which every one of them is vocalised: "ve dvou", "se třemi", "ke
čtyřem", "ze všech", "se psem" (the numerals 2, 3, 4 and the words that begin like them)."""
_CS_PRONOUNS = {"mě", "mne", "mně", "mnou"}
"""The pronoun forms that take the vocalised preposition: "se mnou", "ke mně", "ze mě"."""


def _cs_vocalised(preposition: str, next_word: str) -> bool:
    """Whether Czech writes ``preposition`` (s, z, k, v) with an ``e`` before ``next_word``."""
    sound = _first_sound(next_word, read_number_cs)
    if not sound:
        return False
    word = sound.split(" ")[0].rstrip(".,;:!?)]}»“”’\"'")
    if word in _CS_PRONOUNS:
        return True
    first = sound[0]
    if first in _CS_SAME[preposition]:
        return True
    if sound.startswith(_CS_GROUPS):
        return True
    # A group of consonants that begins with s, z, š or ž: "ve škole", "ke stolu", "ke zdi".
    return first in _CS_SIBILANTS and len(sound) > 1 and sound[1] in _CS_CONSONANTS


def _cs_preposition(bare: str) -> Preposition:
    def choose(next_word: str) -> str:
        return (bare + "e" if _cs_vocalised(bare, next_word) else bare) + " "

    choose.__name__ = f"{bare}_or_{bare}e"
    choose.__doc__ = f"The Czech preposition '{bare}'/'{bare}e' before ``next_word``."
    return choose


s_or_se = _cs_preposition("s")
"""Czech "s"/"se": "se" before s, z, š, ž ("se sedmi body", "se Šárkou"), before "dv", "tř",
"čt", "vš", "ps" ("se dvěma", "se třemi", "se čtyřmi", "se všemi") and in "se mnou"; else
"s" ("s pěti body", "s Annou")."""
z_or_ze = _cs_preposition("z")
"""Czech "z"/"ze", by the rules of "s"/"se": "ze šesti", "ze dvou", "z pěti", "z talonu"."""
k_or_ke = _cs_preposition("k")
"""Czech "k"/"ke": "ke" before k, g ("ke kartám"), before a group of consonants that begins
with s, z, š, ž ("ke stolu", "ke zdi"), before "dv", "tř", "čt", "vš", "ps" ("ke dvěma") and
in "ke mně"; else "k" ("k pěti", "k sedmi", "k sobě")."""
v_or_ve = _cs_preposition("v")
"""Czech "v"/"ve": "ve" before v, f, w ("ve Varšavě", "ve Francii"), before a group of
consonants that begins with s, z, š, ž ("ve stu", "ve škole"), before "dv", "tř", "čt", "vš",
"ps" ("ve dvou", "ve třech", "ve čtvrtek") and in "ve mně"; else "v" ("v pěti", "v sedmi",
"v talonu")."""


# -- the grammars -----------------------------------------------------------------------------

SLOVENE = Grammar(
    plural=plural_sl,
    categories=("one", "two", "few", "other"),
    genders=("m", "f", "n", "m.pl", "f.pl", "n.pl"),
    prepositions={"s/z": s_or_z},
)
ENGLISH = Grammar(plural=plural_en, categories=("one", "other"))
FRENCH = Grammar(plural=plural_fr, categories=("one", "other"), genders=("m", "f", "m.pl", "f.pl"))
CZECH = Grammar(
    plural=plural_cs,
    categories=("one", "few", "other"),
    # Masculine plurals differ by animacy: "hlášení králové", "hlášené valaty".
    genders=("m", "f", "n", "m.an.pl", "m.pl", "f.pl", "n.pl"),
    prepositions={"s/se": s_or_se, "z/ze": z_or_ze, "k/ke": k_or_ke, "v/ve": v_or_ve},
)
