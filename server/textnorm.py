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


# Marks are the only characters that can be combining; the callback keeps the few that are not.
_MARKS = regex.compile(r"[\p{Mn}\p{Mc}]")


def _drop_combining(match: regex.Match) -> str:
    return "" if unicodedata.combining(match.group()) else match.group()


def strip_accents(text: str) -> str:
    """"Pérez" -> "Perez", "Yılmaz" -> "Yilmaz", "Łukasz" -> "Lukasz"."""
    if text.isascii():
        return text
    decomposed = unicodedata.normalize("NFKD", text.translate(_BASE_LETTERS))
    return _MARKS.sub(_drop_combining, decomposed)


def fold_text(text: str) -> str:
    """`fold` without its cache, for whole parts of a document (too large and too many to cache)."""
    text = text.translate(_INVISIBLE).translate(_APOSTROPHES)
    return _SPACES.sub(" ", strip_accents(text).casefold()).strip()


@lru_cache(maxsize=65536)
def fold(text: str) -> str:
    """Case-, accent-, apostrophe- and spacing-insensitive key for comparing terms."""
    return fold_text(text)
