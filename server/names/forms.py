"""Normalise a name mention into comparable tokens: case, accents, titles, transposed forms.

"MILLAR, William", "Mr. Millar's" and "W. Millar" become ("william", "millar"),
("millar",) and ("w", "millar") with the second marked as an initial.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import regex

from nomen.names.kinds import ROLE_WORDS
from nomen.names.grammar import CAPS_RE, INITIAL_RE, name_words
from nomen.names.titles import split_title, strip_post_nominals
from nomen.names.folding import fold, plain

MALE_TITLES = frozenset({"mr", "m", "monsieur", "sr", "don", "sir", "lord", "messrs", "mm", "sri", "shri", "sh",
                         "thiru"})
FEMALE_TITLES = frozenset({"mrs", "ms", "miss", "madam", "mdm", "mme", "mlle", "madame", "mademoiselle", "sra", "srta",
                           "dona", "dame", "lady", "mmes", "mlles", "dre", "docteure", "dra", "smt", "shrimati", "kumari", "kum", "km", "ku",
                           "tmt", "selvi"})
_POSSESSIVE = regex.compile(r"['’]s?$")
_CAPITAL = regex.compile(r"\p{Lu}")
_TRANSPOSED = regex.compile(r"^\s*(?P<surname>[^,]+?),\s*(?P<given>[^,]+?)\s*$")


@dataclass(frozen=True, slots=True)
class NameForm:
    """A mention reduced to folded name tokens (given names first), with what the title said."""

    tokens: tuple[str, ...]
    is_initial: tuple[bool, ...]
    gender: str | None = None
    title_words: frozenset[str] = frozenset()  # folded, without dots: {"dr"}, {"detective", "sergeant"}

    @property
    def titled(self) -> bool:
        return bool(self.title_words)

    @property
    def full_tokens(self) -> tuple[str, ...]:
        return tuple(t for t, ini in zip(self.tokens, self.is_initial) if not ini)


@lru_cache(maxsize=8)
def _with_roles(titles: frozenset[str]) -> frozenset[str]:
    """The titles and the role words (a name is parsed thousands of times against the same titles)."""
    return titles | ROLE_WORDS


def bare_name(text: str, titles: frozenset[str]) -> tuple[str, str]:
    """(title, name in reading order): possessive, post-nominals and title off, "SURNAME, Given" turned;
    spaces and hyphens plain ("Jean\u2011Pierre" is "Jean-Pierre")."""
    text = strip_post_nominals(_POSSESSIVE.sub("", plain(text).strip()))
    title, rest = split_title(text, _with_roles(titles))
    transposed = _TRANSPOSED.match(rest)
    if transposed and all(CAPS_RE.match(w) for w in transposed["surname"].split()):
        rest = f"{transposed['given']} {transposed['surname']}"
    return title, rest


def parse_name(text: str, titles: frozenset[str]) -> NameForm:
    """Reduce a mention to a NameForm; `titles` are folded titles without their dots."""
    title, rest = bare_name(text, titles)
    title_words = {fold(w).rstrip(".") for w in title.split()}
    gender = "m" if title_words & MALE_TITLES else "f" if title_words & FEMALE_TITLES else None
    tokens: list[str] = []
    initials: list[bool] = []
    for word in name_words(rest):
        if INITIAL_RE.match(word) or (len(word) == 1 and word.isupper()):  # "Mrs J Whitcombe" writes no dot
            for letter in _CAPITAL.findall(word):
                tokens.append(fold(letter))
                initials.append(True)
            continue
        tokens.append(fold(word))
        initials.append(False)
    if not tokens and rest.strip():  # a name in a script without capitals ("陳大文") is one token
        tokens, initials = [fold(rest.strip())], [False]
    return NameForm(tuple(tokens), tuple(initials), gender, frozenset(title_words))
