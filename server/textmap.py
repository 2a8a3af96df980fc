"""The text detection reads: invisible characters out, spaces and hyphens plain, accents composed;
offsets mapped back.

A zero-width space or a soft hyphen inside "Mil\u200blar", or an accent typed as a
combining mark ("Pe\u0301rez"), must not hide a name. Detection runs on a clean copy
(invisibles removed, NFC per grapheme) and every span found is mapped back to the
original text, which is what the API returns and what the editor sees.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

import regex

from nomen.names.folding import plain

INVISIBLE = "\u00ad\u200b\u200c\u200d\u2060\ufeff"
_INVISIBLE_SET = frozenset(INVISIBLE)
_GRAPHEME = regex.compile(r"\X")


@dataclass
class CleanText:
    text: str
    starts: list[int] | None = None  # original offset of each clean character; None: the same text
    ends: list[int] | None = None

    def original_span(self, start: int, end: int) -> tuple[int, int]:
        if self.starts is None or self.ends is None:
            return start, end
        return self.starts[start], self.ends[end - 1]


def clean(text: str) -> CleanText:
    text = plain(text)  # one character for one: the offsets stay
    if not any(ch in _INVISIBLE_SET for ch in text) and unicodedata.is_normalized("NFC", text):
        return CleanText(text)
    pieces, starts, ends = [], [], []
    for grapheme in _GRAPHEME.finditer(text):
        visible = "".join(ch for ch in grapheme.group() if ch not in _INVISIBLE_SET)
        composed = unicodedata.normalize("NFC", visible)
        pieces.append(composed)
        starts += [grapheme.start()] * len(composed)
        ends += [grapheme.end()] * len(composed)
    return CleanText("".join(pieces), starts, ends)
