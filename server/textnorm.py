"""String folding shared by lists, grouping and matching: one definition of "the same words"."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

_SPACES = re.compile(r"\s+")
_APOSTROPHES = str.maketrans({"’": "'", "‘": "'", "`": "'", "ʼ": "'", "‐": "-", "‑": "-", "–": "-"})
# Letters that Unicode does not decompose into a base letter plus an accent.
_BASE_LETTERS = str.maketrans({"ı": "i", "ø": "o", "Ø": "O", "ł": "l", "Ł": "L", "đ": "d", "Đ": "D",
                               "æ": "ae", "Æ": "AE", "œ": "oe", "Œ": "OE", "þ": "th", "Þ": "TH", "ð": "d"})
# Zero-width and soft-hyphen characters must never hide a name from comparison.
_INVISIBLE = dict.fromkeys(map(ord, "\u200b\u200c\u200d\u2060\ufeff\u00ad"), None)


def strip_accents(text: str) -> str:
    """"Pérez" -> "Perez", "Yılmaz" -> "Yilmaz", "Łukasz" -> "Lukasz"."""
    decomposed = unicodedata.normalize("NFKD", text.translate(_BASE_LETTERS))
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


@lru_cache(maxsize=65536)
def fold(text: str) -> str:
    """Case-, accent-, apostrophe- and spacing-insensitive key for comparing terms."""
    text = text.translate(_INVISIBLE).translate(_APOSTROPHES)
    return _SPACES.sub(" ", strip_accents(text).casefold()).strip()
