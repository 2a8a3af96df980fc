"""String folding shared by lists, grouping and matching: one definition of "the same words"."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

import regex

_SPACES = re.compile(r"\s+")
_APOSTROPHES = str.maketrans({"’": "'", "‘": "'", "`": "'", "ʼ": "'", "‐": "-", "‑": "-", "–": "-"})
# Letters that Unicode does not decompose into a base letter plus an accent.
_BASE_LETTERS = str.maketrans({"ı": "i", "ø": "o", "Ø": "O", "ł": "l", "Ł": "L", "đ": "d", "Đ": "D",
                               "æ": "ae", "Æ": "AE", "œ": "oe", "Œ": "OE", "þ": "th", "Þ": "TH", "ð": "d"})
# Zero-width and soft-hyphen characters must never hide a name from comparison.
_INVISIBLE = dict.fromkeys(map(ord, "\u200b\u200c\u200d\u2060\ufeff\u00ad"), None)


class Translation:
    """`str.translate` by these tables, which visits only the characters they change: translate
    visits every character, slow on a whole document where a few dozen change."""

    def __init__(self, *tables: dict[int, str | None]) -> None:
        self._into = {chr(code): value or "" for table in tables for code, value in table.items()}
        self._changed = re.compile("[" + re.escape("".join(self._into)) + "]")

    def __call__(self, text: str) -> str:
        return self._changed.sub(lambda match: self._into[match.group()], text)


_BASE_TRANSLATION = Translation(_BASE_LETTERS)
# Spaces and hyphens other than the plain ones, which the rules would not read as such: Word puts a
# no-break space after "M." and inside names ("M.\u00a0Jean\u00a0Dupont" was "M." alone), and a
# typed no-break hyphen cut "Jean\u2011Pierre Martin" to "Jean".
_OTHER_SPACES = "\u00a0\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u202f\u205f\u3000"
_PLAIN_TRANSLATION = Translation({ord(ch): " " for ch in _OTHER_SPACES} | {ord(ch): "-" for ch in "\u2010\u2011"})
_MARK_TRANSLATION = Translation(_INVISIBLE, _APOSTROPHES)


# Marks are the only characters that can be combining; the callback keeps the few that are not.
_MARKS = regex.compile(r"[\p{Mn}\p{Mc}]")


def _drop_combining(match: regex.Match) -> str:
    return "" if unicodedata.combining(match.group()) else match.group()


def plain(text: str) -> str:
    """The text with plain spaces and hyphens, one character for one (offsets stay)."""
    return _PLAIN_TRANSLATION(text)


def strip_accents(text: str) -> str:
    """"Pérez" -> "Perez", "Yılmaz" -> "Yilmaz", "Łukasz" -> "Lukasz"."""
    if text.isascii():
        return text
    decomposed = unicodedata.normalize("NFKD", _BASE_TRANSLATION(text))
    return _MARKS.sub(_drop_combining, decomposed)


def fold_text(text: str) -> str:
    """`fold` without its cache, for whole parts of a document (too large and too many to cache)."""
    text = _MARK_TRANSLATION(text)
    return _SPACES.sub(" ", strip_accents(text).casefold()).strip()


_SPACES_WITHIN_LINES = re.compile(r"[^\S\n]+")


def fold_lines(lines: list[str]) -> list[str]:
    """`fold_text` of each of many short lines (a list of forty thousand towns), done over them joined:
    every step but the spacing reads one character at a time, and no line holds a line break."""
    folded = strip_accents(_MARK_TRANSLATION("\n".join(lines))).casefold()
    return [line.strip() for line in _SPACES_WITHIN_LINES.sub(" ", folded).split("\n")]


@lru_cache(maxsize=65536)
def fold(text: str) -> str:
    """Case-, accent-, apostrophe- and spacing-insensitive key for comparing terms."""
    return fold_text(text)


# A word of a name, hyphenated compounds whole ("Løken-Haugen"), apostrophes inside ("O'Brien").
NAME_WORD = regex.compile(r"\p{L}[\p{L}'’]*(?:-\p{L}[\p{L}'’]*)*")
_SEPARATORS = (".", "_", "-", "")


def word_parts(word: str) -> list[str]:
    """A name word and, for a compound, each of its parts: "Williams-Johnston", "Williams", "Johnston"."""
    return list(dict.fromkeys([word, *word.split("-")]))


def name_parts(text: str) -> set[str]:
    """Every word of a name and every part of its compounds, folded (what a name shares with another)."""
    return {fold(part) for word in NAME_WORD.findall(text) for part in word_parts(word)}


def name_words(name: str) -> list[str]:
    """The words of a name, initials left out ("H." and "W." of "Roy H.W. Johnston"; "Ó" of
    "Seán Ó Briain" stays)."""
    return [m.group() for m in NAME_WORD.finditer(name) if len(m.group()) > 1 or name[m.end():m.end() + 1] != "."]


def address_forms(words: list[str]) -> list[str]:
    """How e-mail addresses and file names write a person whose name has these words (two or
    more, titles, initials and particles already left out), folded to lower case without
    accents: given and surname joined by ".", "_", "-" or nothing, either way round
    ("kemal.arikan", "arikan_kemal"), initial and surname ("karikan", "arikank", "k.arikan"),
    and all the words joined ("mariajoseperezcabrera"). A compound surname counts whole, without
    its hyphen and by its last part, and so does a two-word one ("perezcabrera", "obriain");
    apostrophes are kept and dropped ("o'neill", "oneill")."""
    folded = [fold(w) for w in words]
    if len(folded) < 2:
        return []
    forms = _joined(folded)
    if any("'" in w for w in folded):
        forms += _joined([w.replace("'", "") for w in folded])
    return list(dict.fromkeys(forms))


def _joined(words: list[str]) -> list[str]:
    given, last = words[0], words[-1]
    surnames = [last, last.replace("-", ""), last.rpartition("-")[2]]
    if len(words) >= 3 or len(words[-2]) == 1:  # "Pérez Cabrera", "Ó Briain"; all but the given name
        surnames += [separator.join(part) for part in (words[-2:], words[1:]) for separator in _SEPARATORS]
    forms = [s for s in surnames if s != last and len(s) > len(last)]  # a compound surname alone
    for surname in dict.fromkeys(surnames):
        forms += [f"{a}{separator}{b}" for a, b in ((given, surname), (surname, given)) for separator in _SEPARATORS]
        forms += [f"{given[0]}{surname}", f"{surname}{given[0]}", f"{given[0]}.{surname}"]
    return forms + [separator.join(words) for separator in _SEPARATORS]
